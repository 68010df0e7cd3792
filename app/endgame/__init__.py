"""End-of-game pages that tell the story of a finished game (issue 28).

One module per game turns the game's final state (its view, its scoring events, for Danmark the
events the screen saw) into a :class:`~app.endgame.page.Story`; :func:`game_over` is the one hook
a game screen calls after a move (or, for Minden, when its final standings appear): once per
game it lays the story's page over the screen (:func:`~app.endgame.page.show_story`).

* 10 Tage (:mod:`.tage`): the winning route day by day, each link with its reason;
* Carcassonne (:mod:`.carcassonne`): the final scoring feature by feature, then the totals;
* Finden Sie Minden (:mod:`.minden`): every wrong tip's wrong stones and the right answer;
* Danmark-spillet (:mod:`.danmark`): the journey town by town with its crossings.

Stadt-Land-anders has its own end page (the rounds' table), :mod:`app.stadtland.pages`.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from geoquiz.app.endgame.page import Story, StoryPage, show_story

__all__ = [
    "Story",
    "StoryPage",
    "game_over",
    "logged_events",
    "record_events",
    "show_story",
    "story_of",
]

#: the sessions whose end page was shown (a screen shows it once per game)
_shown: weakref.WeakSet[object] = weakref.WeakSet()
_journal: Any = None


def record_events(session: object, events: Sequence[Mapping[str, Any]]) -> None:
    """Keep a game's events for its end page (Danmark: the crossings are only in the events);
    a session with a match log (``session.match``) needs none: the log is replayed."""
    global _journal
    if _journal is None:
        from geoquiz.app.endgame.danmark import Journal

        _journal = Journal()
    _journal.record(session, events)


def logged_events(session: Any) -> list[Mapping[str, Any]] | None:
    """The engine's events of every move of ``session``'s match (the states after each move,
    which the match keeps — also across a resume, whose moves it replayed), or None when the
    session has no match. (Replaying the log here again cost 40-47 ms of the UI thread at
    Danmark's last move: the longest stall of ``bench/bench_stall.py``.)"""
    match = getattr(session, "match", None)
    states = getattr(match, "states", None)
    if states is None:
        return None
    events: list[Mapping[str, Any]] = []
    for state in states()[1:]:
        events.extend(getattr(state, "events", ()))
    return events


def _over(game: str, state: Any) -> bool:
    from importlib import import_module

    from geoquiz.games.contract import TERMINAL

    module = import_module(f"geoquiz.games.{game}.game")
    return bool(module.current_player(state) == TERMINAL)


def story_of(game: str, session: Any, lang: str = "en") -> Story:
    """The story of ``session``'s finished game (``game``: tage, carcassonne, minden, danmark)."""
    state = session.state
    if game == "tage":
        from geoquiz.app.endgame import tage

        return tage.story(state)
    if game == "carcassonne":
        from geoquiz.app.endgame import carcassonne

        return carcassonne.story(state)
    if game == "minden":
        from geoquiz.app.endgame import minden
        from geoquiz.games.minden.game import view

        return minden.story(view(state, None))
    if game == "danmark":
        from geoquiz.app.endgame import danmark

        events = logged_events(session)
        if events is None:
            events = _journal.events(session) if _journal is not None else []
        return danmark.story(state, events, lang)
    raise ValueError(f"no end page for {game!r}")


def game_over(screen: QWidget, game: str) -> StoryPage | None:
    """Show the end page over ``screen`` if its session's game is over and the page was not
    shown for this game yet; the page, or None."""
    session = getattr(screen, "session", None)
    if session is None or session in _shown or not _over(game, session.state):
        return None
    _shown.add(session)
    return show_story(screen, story_of(game, session, str(getattr(screen, "lang", "en"))))
