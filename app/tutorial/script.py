"""What a guided first game is made of: a seeded start and the steps explained one by one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "CONTEXT",
    "Script",
    "Step",
    "player_and_computer",
    "show_lobby",
    "state_of",
    "turn_over",
    "tutorial_text",
    "your_turn_again",
]

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


def state_of(screen: Any) -> Any:
    """The state of the game on ``screen``; None before one started."""
    return screen.session.state if screen.session is not None else None


def show_lobby(screen: Any) -> None:
    """``Script.to_lobby`` of a game screen with a lobby page."""
    screen.show_lobby()


def player_and_computer(seat: Callable[..., Any], *computer: object) -> tuple[Any, Any]:
    """The two seats of a guided game: ``seat("Player")`` for the person and
    ``seat("Computer", *computer)`` (the game's way of saying "an easy computer")."""
    return (
        seat(tutorial_text(QT_TRANSLATE_NOOP("Tutorial", "Player"))),
        seat(tutorial_text(QT_TRANSLATE_NOOP("Tutorial", "Computer")), *computer),
    )


def turn_over(over: Callable[[Any], bool]) -> Callable[[Any, Any], bool]:
    """A step's ``done``: the person's turn (seat 0) is over, another seat moves or ``over(state)``
    says the game has ended."""

    def done(screen: Any, _began: Any) -> bool:
        state = state_of(screen)
        return state is not None and (state.current != 0 or over(state))

    return done


def your_turn_again(phase: str) -> Callable[[Any, Any], bool]:
    """A step's ``done``: the person (seat 0) is to move again, in ``phase``."""

    def done(screen: Any, _began: Any) -> bool:
        state = state_of(screen)
        return state is not None and state.current == 0 and state.phase == phase

    return done
