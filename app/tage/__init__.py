"""10 Tage durch Deutschland on screen: the lobby, the map, the piles and holders.

Importing this package registers the start-screen entry (and ``geoquiz screenshot tage``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from app.screens import ScreenEntry, register_screen

__all__ = ["make_screen"]


def make_screen(lang: str) -> QWidget:
    """The 10-Tage screen (lobby first)."""
    from app.tage.screen import TageScreen

    return TageScreen(lang)


def _icon() -> QIcon:
    from app.icons import outline_icon

    return outline_icon("de_laender")


register_screen(
    ScreenEntry(
        "tage",
        QT_TRANSLATE_NOOP("Screens", "10 Tage durch Deutschland"),
        _icon,
        make_screen,
    )
)
