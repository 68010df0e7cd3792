"""Finden Sie Minden on screen: the lobby, the board, the end of the game.

Importing this package registers the start-screen entry (and ``geoquiz screenshot minden``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.window.game_entries import Demo, outline_icon_of, register_game

__all__: list[str] = []

# the seeded game at a scoring reveal, and the shipped deck's game at each phase
_PHASES = (
    ("guess", QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — guessing")),
    ("reveal", QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — a scoring reveal")),
    ("end", QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — the end of a game")),
)
DEMOS = (
    Demo(
        "minden-game", str(QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — a game in progress"))
    ),
    *(Demo(f"minden-{phase}", str(title), "show_phase", (phase,)) for phase, title in _PHASES),
)

register_game(
    "minden",
    "MindenScreen",
    str(QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden")),
    outline_icon_of("de_staat"),
    DEMOS,
)
