"""Danmark-spillet on screen: the board, the die, destinations, city cards, chance and questions.

Importing this package registers the start-screen entry ``danmark`` and the screenshot-only
``danmark-game`` (a seeded game in progress).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon

from geoquiz.app.window.game_entries import Demo, demo_factory, register_game

__all__ = ["make_demo_screen"]

DEMO = Demo(
    "danmark-game", str(QT_TRANSLATE_NOOP("Screens", "Danmark-spillet — a game in progress"))
)
#: the game in progress with a chance card / a question card on the board
CARD_DEMOS = (
    Demo(
        "danmark-chance",
        str(QT_TRANSLATE_NOOP("Screens", "Danmark-spillet — a chance card")),
        "show_card_demo",
        ("chance",),
    ),
    Demo(
        "danmark-question",
        str(QT_TRANSLATE_NOOP("Screens", "Danmark-spillet — a question card")),
        "show_card_demo",
        ("question",),
    ),
)
# a seeded game in progress (for ``geoquiz screenshot danmark-game`` and the tests)
make_demo_screen = demo_factory("danmark", "DanmarkScreen", DEMO)


def _icon() -> QIcon:
    """Denmark's silhouette with a die showing five in the lower right corner."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QPainter, QPen

    from geoquiz.app.window.icons import outline_icon

    pixmap = outline_icon("dk_staat").pixmap(64, 64)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    die = QRectF(36, 36, 26, 26)
    painter.setPen(QPen(QColor("#1a1a1a"), 2))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(die, 5, 5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c8102e"))  # the red of the Danish flag
    for fx, fy in ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)):
        painter.drawEllipse(
            QPointF(die.left() + fx * die.width(), die.top() + fy * die.height()), 2.6, 2.6
        )
    painter.end()
    return QIcon(pixmap)


register_game(
    "danmark",
    "DanmarkScreen",
    str(QT_TRANSLATE_NOOP("Screens", "Danmark-spillet")),
    _icon,
    (DEMO, *CARD_DEMOS),
)
