"""A guided first game for each of the five games (issue 28), like a board game site's tutorials.

A seeded game whose first turns are explained step by step runs on the real game screen: a
panel beside it says what to do now and why, an orange frame points at the widget, and the step
moves on when the player has done it (:mod:`.guide`). Each game's steps are in a module of its
own (:mod:`.minden`, :mod:`.tage`, …); :mod:`.entry` is the lobbies' "Guided first game" button
and its offer the first time a game is opened.

Importing this package registers the screenshot-only screens ``tutorial-<game>`` (``geoquiz
screenshot tutorial-minden OUT.png``): the first step of the guided game, nothing saved.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from geoquiz.app.window.screens import ScreenEntry, register_screen

__all__: list[str] = []

#: the game screens' classes, as ``app.<game>.screen.<class>``
SCREEN_CLASSES = {
    "minden": "MindenScreen",
    "tage": "TageScreen",
    "danmark": "DanmarkScreen",
    "carcassonne": "CarcassonneScreen",
    "stadtland": "StadtlandScreen",
}

_TITLES = {
    "minden": QT_TRANSLATE_NOOP("Screens", "Guided first game — Finden Sie Minden"),
    "tage": QT_TRANSLATE_NOOP("Screens", "Guided first game — 10 Tage durch Deutschland"),
    "danmark": QT_TRANSLATE_NOOP("Screens", "Guided first game — Danmark-spillet"),
    "carcassonne": QT_TRANSLATE_NOOP("Screens", "Guided first game — Carcassonne — Germany"),
    "stadtland": QT_TRANSLATE_NOOP("Screens", "Guided first game — Stadt-Land-anders"),
}


def _factory(game: str) -> Callable[[str], QWidget]:
    def make(lang: str) -> QWidget:
        from geoquiz.app.tutorial.entry import start_tutorial

        module = importlib.import_module(f"geoquiz.app.{game}.screen")
        screen: QWidget = getattr(module, SCREEN_CLASSES[game])(lang, persist=False)
        start_tutorial(screen, game, remember=False)
        return screen

    return make


for _game, _title in _TITLES.items():
    register_screen(
        ScreenEntry(f"tutorial-{_game}", str(_title), None, _factory(_game), on_start_screen=False)
    )
