"""Scoring of Carcassonne Maps: completed roads, cities and monasteries during play, and the
final scoring (unfinished features and farmers) when the pile is empty.

Both take a frozen :class:`~games.carcassonne.state.State` and return a new one; the changes
(scores, events, meeples going home, chips under upgraded meeples leaving the game) are gathered
in a private :class:`_Tally` and frozen at the end. Majority: an upgraded meeple counts 2, a
plain one 1; every player with the highest total scores the full points.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from geoquiz.games.carcassonne.features import FeatureInfo, Node, feature_at, field_value, majority
from geoquiz.games.carcassonne.features import value as feature_value
from geoquiz.games.carcassonne.state import State, event
from geoquiz.games.carcassonne.tiles import FIELD

__all__ = ["final_scoring", "score_completed"]


class _Tally:
    """The parts of a state that scoring changes, as a working copy."""

    def __init__(self, state: State) -> None:
        self.scores = list(state.scores)
        self.events = list(state.events)
        self.meeples = list(state.meeples)
        self.chips_out = list(state.chips_out)

    def claimed(self, info: FeatureInfo) -> bool:
        return any(m.node in info.nodes for m in self.meeples)

    def score(self, info: FeatureInfo, points: int, what: str) -> None:
        """Give ``points`` to the majority on ``info``, then send its meeples home."""
        winners = majority((m.player, m.strength) for m in self.meeples if m.node in info.nodes)
        for p in winners if points else ():
            self.scores[p] += points
            self.events.append(event(p, points, what, min(info.squares)))
        self.chips_out.extend(m.chip for m in self.meeples if m.node in info.nodes and m.upgraded)
        self.meeples = [m for m in self.meeples if m.node not in info.nodes]

    def into(self, state: State, **changes: object) -> State:
        return dataclasses.replace(
            state,
            scores=tuple(self.scores),
            events=tuple(self.events),
            meeples=tuple(self.meeples),
            chips_out=tuple(self.chips_out),
            **changes,  # type: ignore[arg-type]
        )


def score_completed(state: State, infos: Iterable[FeatureInfo]) -> State:
    """Score every completed, claimed feature among ``infos`` (each once) and free its meeples."""
    tally = _Tally(state)
    seen: set[Node] = set()
    for info in infos:
        if not info.complete or info.key in seen:
            continue
        seen.add(info.key)
        if tally.claimed(info):
            tally.score(info, feature_value(info, False, state.config.inns_cathedrals), info.kind)
    return tally.into(state)


def final_scoring(state: State) -> State:
    """Score unfinished roads, cities, monasteries and the fields (farmers); end the game."""
    tally = _Tally(state)
    cities: dict[Node, FeatureInfo] = {}
    done: set[Node] = set()
    for m in state.meeples:
        if m.node in done:
            continue
        info = feature_at(state.tiles, state.map.playable, m.node)
        done.update(info.nodes)
        if info.kind == FIELD:
            points = field_value(state.tiles, state.map.playable, info, cities)
            what = "farmers"
        else:
            points = feature_value(info, True, state.config.inns_cathedrals)
            what = f"final:{info.kind}"
        tally.score(info, points, what)
    return tally.into(state, phase="over")
