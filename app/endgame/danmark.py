"""Danmark-spillet's end page: the winner's journey, town by town, with the ferries, planes and
the bridge taken.

The towns come from the final state (``visited``: the start town and every town card handed in,
in order; ``start``: home). Crossings are not kept in the state, only in the events of the moves,
so the screen hands the page the events it saw (:class:`Journal`); when the game was resumed
midway, the crossings before the resume are unknown and the page says so.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.app.endgame.page import Story
from geoquiz.app.endgame.plurals import PLURALS
from geoquiz.games.danmark import State
from geoquiz.games.danmark import game as danmark_game
from geoquiz.geo.denmark_board import load_board

__all__ = ["Journal", "story"]


class Journal:
    """The events of each game a screen played, kept beside its session (a weak key: a finished
    or abandoned session takes its journal with it)."""

    def __init__(self) -> None:
        self._events: weakref.WeakKeyDictionary[object, list[Mapping[str, Any]]] = (
            weakref.WeakKeyDictionary()
        )

    def record(self, session: object, events: Sequence[Mapping[str, Any]]) -> None:
        self._events.setdefault(session, []).extend(events)

    def events(self, session: object) -> list[Mapping[str, Any]]:
        return list(self._events.get(session, []))


def story(state: State, events: Sequence[Mapping[str, Any]], lang: str) -> Story:
    """The end page's story of a finished Danmark game; ``events`` the game's events as seen."""
    board = load_board()
    names = [p.name for p in state.config.players]

    def town(town_id: object) -> str:
        return board.town(str(town_id)).label(lang)

    winner = state.winner
    seat = winner if winner is not None else danmark_game.ranking(state)[0][0]
    if winner is not None:
        title = QCoreApplication.translate("EndGame", "%1 is back home and wins!").replace(
            "%1", names[winner]
        )
    else:
        title = QCoreApplication.translate(
            "EndGame", "The round limit is reached: %1 is ahead"
        ).replace("%1", names[seat])
    visited = list(state.visited[seat])
    count = len(visited)
    out = Story(
        title,
        PLURALS.visited_town_in_this_order(count).replace("%1", names[seat]),
    )
    out.heading(
        QCoreApplication.translate("EndGame", "The journey of %1").replace("%1", names[seat])
    )
    for k, town_id in enumerate(visited, start=1):
        text = (
            QCoreApplication.translate("EndGame", "Start in %1").replace("%1", town(town_id))
            if k == 1
            else QCoreApplication.translate("EndGame", "%1. %2")
            .replace("%1", str(k))
            .replace("%2", town(town_id))
        )
        out.line(text)
    if winner is not None and state.start[seat] is not None:
        out.line(
            QCoreApplication.translate("EndGame", "Home again in %1").replace(
                "%1", town(state.start[seat])
            )
        )
    mine = [e for e in events if e.get("player") == seat]
    seen_start = any(e.get("type") == "start" for e in mine)
    out.heading(QCoreApplication.translate("EndGame", "Ferries, planes and the bridge"))
    last_town = None
    crossings = 0
    for e in mine:
        kind = e.get("type")
        if kind in ("start", "visit"):
            last_town = town(e["town"])
        elif kind == "cross":
            crossings += 1
            how = {
                "ferry": QCoreApplication.translate("EndGame", "by ferry to %1"),
                "flight": QCoreApplication.translate("EndGame", "by plane to %1"),
                "bridge": QCoreApplication.translate("EndGame", "over the Storebælt Bridge to %1"),
            }.get(str(e.get("kind")), QCoreApplication.translate("EndGame", "to %1"))
            line = how.replace("%1", town(e["town"]))
            if last_town is not None:
                line = (
                    QCoreApplication.translate("EndGame", "From %1 %2")
                    .replace("%1", last_town)
                    .replace("%2", line)
                )
            out.line(line)
            last_town = town(e["town"])
        elif kind == "ticket":
            out.line(
                QCoreApplication.translate("EndGame", "(paid with a ticket from a chance card)")
            )
    if not crossings:
        out.line(
            QCoreApplication.translate(
                "EndGame", "No ferry, plane or bridge: the whole way by road."
            )
        )
    if not seen_start:
        out.line(
            QCoreApplication.translate(
                "EndGame", "The game was resumed: crossings before that are not known."
            )
        )
    out.heading(QCoreApplication.translate("EndGame", "Cards left"))
    for p, name in enumerate(names):
        left = len(state.hands[p])
        out.line(PLURALS.town_card_left(left).replace("%1", name))
    return out
