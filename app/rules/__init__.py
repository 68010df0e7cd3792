"""How to play: each game's rules in our own words, with pictures the app draws (issue 28).

Importing this package registers the screenshot-only screens ``rules-<game>`` (``geoquiz
screenshot rules-minden OUT.png``); :mod:`.access` adds the ways in (Help menu, F1, the
lobbies' button), :mod:`.dialog` the rules window, :mod:`.page` the page, and one module per game
its texts and pictures.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from geoquiz.app.rules.content import GAMES
from geoquiz.app.window.screens import ScreenEntry, register_screen

__all__: list[str] = []

_TITLES = {
    "minden": QT_TRANSLATE_NOOP("Screens", "How to play — Finden Sie Minden"),
    "tage": QT_TRANSLATE_NOOP("Screens", "How to play — 10 Tage durch Deutschland"),
    "danmark": QT_TRANSLATE_NOOP("Screens", "How to play — Danmark-spillet"),
    "carcassonne": QT_TRANSLATE_NOOP("Screens", "How to play — Carcassonne — Germany"),
    "stadtland": QT_TRANSLATE_NOOP("Screens", "How to play — Stadt-Land-anders"),
}


def _factory(game: str) -> Callable[[str], QWidget]:
    def make(lang: str) -> QWidget:
        from geoquiz.app.rules.page import RulesPage

        return RulesPage(game)

    return make


for _game in GAMES:
    register_screen(
        ScreenEntry(
            f"rules-{_game}", str(_TITLES[_game]), None, _factory(_game), on_start_screen=False
        )
    )
