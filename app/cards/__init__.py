"""The card editor for card authors (decks, cards, places, outlines, import and export).

Importing this package registers the start-screen entry (and ``geoquiz screenshot cards``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from geoquiz.app.screens import ScreenEntry, register_screen

__all__ = ["make_screen"]


def make_screen(lang: str) -> QWidget:
    """The card editor on the user's database."""
    from geoquiz.app.cards.editor import CardEditorScreen

    return CardEditorScreen(lang)


def _icon() -> QIcon:
    from geoquiz.app.icons import outline_icon

    return outline_icon("de_laender")


register_screen(
    ScreenEntry(
        "cards",
        QT_TRANSLATE_NOOP("Screens", "Card editor"),
        _icon,
        make_screen,
    )
)
