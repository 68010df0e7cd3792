"""The card editor for card authors (decks, cards, places, outlines, import and export).

Importing this package registers the start-screen entry (and ``geoquiz screenshot cards``), and
``geoquiz screenshot editor-deck-map``: the editor with its "Deck on the map" tab open.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from geoquiz.app.window.screens import ScreenEntry, register_screen

__all__ = ["make_screen"]


def make_screen(lang: str) -> QWidget:
    """The card editor on the user's database."""
    from geoquiz.app.cards.editor import CardEditorScreen

    return CardEditorScreen(lang)


def make_deck_map_screen(lang: str) -> QWidget:
    """The card editor showing every card of the list on the board (its "Deck on the map" tab)."""
    from geoquiz.app.cards.editor import CardEditorScreen

    screen = CardEditorScreen(lang)
    if screen.service is not None:
        screen.show_deck_map()
    return screen


def _icon() -> QIcon:
    from geoquiz.app.window.icons import outline_icon

    return outline_icon("de_laender")


register_screen(
    ScreenEntry(
        "cards",
        QT_TRANSLATE_NOOP("Screens", "Card editor"),
        _icon,
        make_screen,
    )
)
register_screen(
    ScreenEntry(
        "editor-deck-map",
        QT_TRANSLATE_NOOP("Screens", "Card editor: deck on the map"),
        _icon,
        make_deck_map_screen,
        on_start_screen=False,
    )
)
