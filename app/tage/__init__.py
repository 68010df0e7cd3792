"""10 Tage durch Deutschland on screen: the lobby, the map, the piles and holders.

Importing this package registers the start-screen entry ``tage`` (the lobby) and the
screenshot-only ``tage-game`` (a seeded game in progress).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.window.game_entries import Demo, outline_icon_of, register_game

__all__: list[str] = []

_TITLE = str(QT_TRANSLATE_NOOP("Screens", "10 Tage durch Deutschland"))
_IN_PROGRESS = str(QT_TRANSLATE_NOOP("Screens", "10 Tage durch Deutschland — a game in progress"))
register_game(
    "tage", "TageScreen", _TITLE, outline_icon_of("de_laender"), (Demo("tage-game", _IN_PROGRESS),)
)
