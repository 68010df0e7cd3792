"""Carcassonne Maps — Germany with Map-Chips on screen: the lobby, the map, the tiles.

Importing this package registers the start-screen entry ``carcassonne`` (the lobby) and the
screenshot-only ``carcassonne-game`` (a seeded game in progress).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap

from geoquiz.app.window.game_entries import Demo, register_game

__all__: list[str] = []


def _icon() -> QIcon:
    from geoquiz.app.carcassonne.painting import draw_tile
    from geoquiz.games.carcassonne.tiles import START_TILE

    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    try:  # a painter left open on a failure takes the process down with its image
        draw_tile(painter, QRectF(2, 2, 60, 60), START_TILE, 0)
    finally:
        painter.end()
    return QIcon(QPixmap.fromImage(image))


_TITLE = str(QT_TRANSLATE_NOOP("Screens", "Carcassonne — Germany"))
_IN_PROGRESS = str(QT_TRANSLATE_NOOP("Screens", "Carcassonne — a game in progress"))
register_game(
    "carcassonne", "CarcassonneScreen", _TITLE, _icon, (Demo("carcassonne-game", _IN_PROGRESS),)
)
