"""Danmark-spillet on screen: the board, the die, destinations, city cards, chance and questions.

Importing this package registers the start-screen entry ``danmark`` and the screenshot-only
``danmark-game`` (a seeded game in progress).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from app.screens import ScreenEntry, register_screen

__all__ = ["make_demo_screen", "make_screen"]


def make_screen(lang: str) -> QWidget:
    from app.danmark.screen import DanmarkScreen

    return DanmarkScreen(lang)


def make_demo_screen(lang: str) -> QWidget:
    from app.danmark.demo import show_demo
    from app.danmark.screen import DanmarkScreen

    screen = DanmarkScreen(lang, persist=False)
    show_demo(screen)
    return screen


def _icon() -> QIcon:
    from app.icons import outline_icon

    return outline_icon("dk_staat")


register_screen(
    ScreenEntry("danmark", str(QT_TRANSLATE_NOOP("Screens", "Danmark-spillet")), _icon,
                make_screen)
)
register_screen(
    ScreenEntry(
        "danmark-game",
        str(QT_TRANSLATE_NOOP("Screens", "Danmark-spillet — a game in progress")),
        _icon,
        make_demo_screen,
        on_start_screen=False,
    )
)
