"""What a rules page holds: sections of short paragraphs and steps, each with an optional
picture the app draws.

A game's rules are a :class:`Rules` of source strings marked with ``QT_TRANSLATE_NOOP`` in the
game's own context (``MindenRules``, ``TageRules`` …); :meth:`Rules.tr` reads them in the
installed language. The page's title is the game's name as its start-screen entry has it (one
source string, registered by the game's package). :func:`rules_of` finds a game's rules by its
screen key.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from geoquiz.app.window.screens import screen

__all__ = ["GAMES", "Rules", "Section", "game_of_screen", "rules_of"]

#: the games with a rules page, by their screen key, in the order of the Help menu
GAMES: tuple[str, ...] = ("minden", "tage", "danmark", "carcassonne", "stadtland")


@dataclass(frozen=True)
class Section:
    """A heading, paragraphs, numbered steps (may be empty) and a picture factory (or None)."""

    heading: str
    paragraphs: tuple[str, ...]
    steps: tuple[str, ...] = ()
    picture: Callable[[], QWidget] | None = None
    #: the caption under the picture
    caption: str = ""


@dataclass(frozen=True)
class Rules:
    """A game's rules: its key (also its start-screen entry's), translation context, sections."""

    game: str
    context: str
    sections: tuple[Section, ...]

    @property
    def title(self) -> str:
        """The game's name: the title of its start-screen entry (a source string, ``Screens``)."""
        return screen(self.game).title

    def tr(self, text: str) -> str:
        """``text`` in the installed language (the game's context)."""
        return QCoreApplication.translate(self.context, text)

    def translated_title(self) -> str:
        """The game's name in the installed language."""
        return QCoreApplication.translate("Screens", self.title)

    def texts(self) -> list[str]:
        """Every source string of the page (tests check that each is translated)."""
        out = [self.title]
        for s in self.sections:
            out += [s.heading, *s.paragraphs, *s.steps] + ([s.caption] if s.caption else [])
        return out


def rules_of(game: str) -> Rules:
    """The rules of ``game`` (a key of :data:`GAMES`); ``ValueError`` naming them otherwise."""
    if game not in GAMES:
        raise ValueError(f"no rules for {game!r}; known games: {', '.join(GAMES)}")
    module = importlib.import_module(f"geoquiz.app.rules.{game}")
    rules: Rules = module.RULES
    return rules


def game_of_screen(key: str) -> str | None:
    """The game a screen belongs to: ``minden`` for ``minden``, ``minden-guess`` and
    ``rules-minden``; None for the start screen, Explore, the editor."""
    name = key.removeprefix("rules-")
    for game in GAMES:
        if name == game or name.startswith(game + "-"):
            return game
    return None
