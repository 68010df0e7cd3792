"""Finden Sie Minden on screen: the lobby, the board, the end of the game.

Importing this package registers the start-screen entry (and ``geoquiz screenshot minden``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from geoquiz.app.screens import ScreenEntry, register_screen

__all__ = ["make_demo_screen", "make_phase_screen", "make_screen"]


def make_screen(lang: str) -> QWidget:
    """The Finden-Sie-Minden screen (lobby first)."""
    from geoquiz.app.minden.screen import MindenScreen

    return MindenScreen(lang)


def make_demo_screen(lang: str) -> QWidget:
    """A seeded demonstration game at a scoring reveal (for ``geoquiz screenshot minden-game``)."""
    from geoquiz.app.minden.demo import show_demo
    from geoquiz.app.minden.screen import MindenScreen

    screen = MindenScreen(lang, persist=False)
    show_demo(screen)
    return screen


def make_phase_screen(phase: str) -> Callable[[str], QWidget]:
    """A screen showing a seeded game with the shipped deck at ``phase`` (guess, reveal, end)."""

    def make(lang: str) -> QWidget:
        from geoquiz.app.minden.demo import show_phase
        from geoquiz.app.minden.screen import MindenScreen

        screen = MindenScreen(lang, persist=False)
        show_phase(screen, phase)
        return screen

    return make


def _icon() -> QIcon:
    from geoquiz.app.icons import outline_icon

    return outline_icon("de_staat")


register_screen(
    ScreenEntry(
        "minden",
        str(QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden")),
        _icon,
        make_screen,
    )
)
register_screen(
    ScreenEntry(
        "minden-game",
        str(QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — a game in progress")),
        _icon,
        make_demo_screen,
        on_start_screen=False,
    )
)
for _phase, _title in (
    ("guess", QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — guessing")),
    ("reveal", QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — a scoring reveal")),
    ("end", QT_TRANSLATE_NOOP("Screens", "Finden Sie Minden — the end of a game")),
):
    register_screen(
        ScreenEntry(
            f"minden-{_phase}", str(_title), _icon, make_phase_screen(_phase), on_start_screen=False
        )
    )
