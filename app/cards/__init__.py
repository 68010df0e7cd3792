"""The card editor for card authors (decks, cards, places, outlines, import and export).

Importing this package registers the start-screen entry (and ``geoquiz screenshot cards``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from app.screens import ScreenEntry, register_screen

__all__ = ["install_catalogue", "make_screen"]

_translator: list[QTranslator] = []


def install_catalogue(lang: str) -> None:
    """Install the German strings of the editor (``i18n/cards_de.qm``) when ``lang`` is German.

    Until ``i18n/cards_de.ts`` is merged into ``assets/i18n/geoquiz_de.ts`` the editor carries its
    own catalogue; it is removed again when another language is chosen.
    """
    app = QCoreApplication.instance()
    if app is None:
        return
    for old in _translator:
        app.removeTranslator(old)
    _translator.clear()
    if lang != "de":
        return
    translator = QTranslator(app)
    if translator.load(str(Path(__file__).resolve().parent / "i18n" / "cards_de.qm")):
        app.installTranslator(translator)
        _translator.append(translator)


def make_screen(lang: str) -> QWidget:
    """The card editor on the user's database."""
    from app.cards.editor import CardEditorScreen

    install_catalogue(lang)
    return CardEditorScreen(lang)


def _icon() -> QIcon:
    from app.icons import outline_icon

    return outline_icon("de_laender")


register_screen(
    ScreenEntry(
        "cards",
        QT_TRANSLATE_NOOP("Screens", "Card editor"),
        _icon,
        make_screen,
    )
)
