"""10 Tage durch Deutschland on screen: the lobby, the map, the piles and holders.

Importing this package registers the start-screen entry ``tage`` (the lobby) and the
screenshot-only ``tage-game`` (a seeded game in progress).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from geoquiz.app.screens import ScreenEntry, register_screen

__all__ = ["make_demo_screen", "make_screen"]


def make_screen(lang: str) -> QWidget:
    """The 10-Tage screen (lobby first)."""
    from geoquiz.app.tage.screen import TageScreen

    return TageScreen(lang)


def make_demo_screen(lang: str) -> QWidget:
    """A seeded game in progress (for ``geoquiz screenshot tage-game``)."""
    from geoquiz.app.tage.demo import show_demo
    from geoquiz.app.tage.screen import TageScreen

    screen = TageScreen(lang, persist=False)
    show_demo(screen)
    return screen


def _icon() -> QIcon:
    from geoquiz.app.icons import outline_icon

    return outline_icon("de_laender")


register_screen(
    ScreenEntry(
        "tage",
        str(QT_TRANSLATE_NOOP("Screens", "10 Tage durch Deutschland")),
        _icon,
        make_screen,
    )
)
register_screen(
    ScreenEntry(
        "tage-game",
        str(QT_TRANSLATE_NOOP("Screens", "10 Tage durch Deutschland — a game in progress")),
        _icon,
        make_demo_screen,
        on_start_screen=False,
    )
)
