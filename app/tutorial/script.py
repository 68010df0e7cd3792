"""What a guided first game is made of: a seeded start and the steps explained one by one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

__all__ = ["CONTEXT", "Script", "Step", "tutorial_text"]

#: the translation context of every tutorial text (the ``tutorial`` catalogue)
CONTEXT = "Tutorial"


def tutorial_text(text: str, n: int = -1) -> str:
    """``text`` (a ``QT_TRANSLATE_NOOP("Tutorial", …)`` source) in the interface's language;
    ``n`` for the plural forms of a ``%n`` text."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


@dataclass(frozen=True)
class Step:
    """One step of a guided game.

    ``text`` says what to do now and why: an English source in the context ``Tutorial``, or
    ``text(screen)`` for a text with a number (its ``%n`` plural forms translated there).
    ``target(screen)`` is the widget the step points at (highlighted); ``done(screen, began)``
    says whether the player has done the step (``began``: the game's state when the step
    began), and the tutorial moves on by itself then. A step without ``done`` only explains:
    the player moves on with Next.
    """

    #: a ``QT_TRANSLATE_NOOP`` source (typed ``object`` by PySide6) or ``text(screen)``
    text: object
    target: Callable[[Any], QWidget | None] | None = None
    done: Callable[[Any, Any], bool] | None = None

    def translated(self, screen: Any) -> str:
        return str(self.text(screen)) if callable(self.text) else tutorial_text(str(self.text))


@dataclass(frozen=True)
class Script:
    """The guided first game of one ``game``: ``start(screen)`` opens the seeded game on the
    game's screen, ``steps`` explain its first turns, ``to_lobby(screen)`` leaves it."""

    game: str
    #: a ``QT_TRANSLATE_NOOP`` source
    title: object
    start: Callable[[Any], None]
    steps: tuple[Step, ...]
    to_lobby: Callable[[Any], None]
