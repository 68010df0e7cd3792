"""Stadt-Land-anders on screen: the laptop as game master at the table.

Importing this package registers the start-screen entry ``stadtland`` and the screenshot-only
``stadtland-round`` (a round running) and ``stadtland-check`` (the check view of a seeded game).
Strings are translated by ``assets/i18n/stadtland_<lang>.qm`` (loaded by ``app.runtime.i18n``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from geoquiz.app.window.game_entries import Demo, register_game

__all__: list[str] = []


def _icon() -> QIcon:
    """A green and a blue prompt card with "S-L-a" on them."""
    pix = QPixmap(64, 64)
    pix.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#1b7f3b"))
    painter.setPen(QColor("#0d4020"))
    painter.drawRoundedRect(4, 10, 34, 46, 5, 5)
    painter.setBrush(QColor("#1f5fae"))
    painter.setPen(QColor("#0d2f57"))
    painter.drawRoundedRect(24, 6, 34, 46, 5, 5)
    font = QFont()
    font.setPixelSize(20)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(24, 6, 34, 46, Qt.AlignmentFlag.AlignCenter, "SL")
    painter.end()
    return QIcon(pix)


_DEMOS = (
    ("round", QT_TRANSLATE_NOOP("Screens", "Stadt-Land-anders — a round running")),
    ("check", QT_TRANSLATE_NOOP("Screens", "Stadt-Land-anders — checking the terms")),
)
_TITLE = str(QT_TRANSLATE_NOOP("Screens", "Stadt-Land-anders"))
register_game(
    "stadtland",
    "StadtlandScreen",
    _TITLE,
    _icon,
    tuple(Demo(f"stadtland-{which}", str(title), args=(which,)) for which, title in _DEMOS),
)
