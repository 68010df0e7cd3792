"""Scoring of Stadt-Land-anders: the points of a round, Creative Play and the end of the game.

Points (DESIGN §8): 2 for an accepted term nobody else has in that category, 1 for a shared
term, and 1 extra point for each other player with a gap there (:mod:`~.marks`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from geoquiz.games.contract import IllegalMove
from geoquiz.games.engine_tools import freeze
from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland.moves import Point
from geoquiz.games.stadtland.rounds import need_phase, need_player
from geoquiz.games.stadtland.state import State

__all__ = ["finish_round", "is_over", "point", "ranking", "round_points", "score", "winners"]


def is_over(state: State) -> bool:
    return state.phase == "over"


def ranking(state: State) -> list[int]:
    """Seats by total points, highest first (seat order between equals)."""
    totals = state.totals()
    return sorted(range(state.n), key=lambda p: (-totals[p], p))


def winners(state: State) -> list[int]:
    """The players with the highest total (several only when a capped game ends tied)."""
    totals = state.totals()
    best = max(totals)
    return [p for p in range(state.n) if totals[p] == best]


def round_points(
    terms: Sequence[Sequence[str]],
    marks: Sequence[Sequence[str | None]],
    keys: Sequence[Sequence[str]] | None = None,
) -> list[int]:
    """Points of one round (DESIGN §8): 2 alone / 1 shared, +1 per other player's gap."""
    return _marks.round_points(terms, marks, keys)


def score(state: State) -> State:
    need_phase(state, "check", "stadtland.score_not_now")
    scored = {
        "round": state.round,
        "prompt": state.prompt,
        "terms": state.terms,
        "marks": state.marks,
        "points": round_points(state.terms, state.marks, state.keys()),
        "creative": None,
        "notes": state.notes,
        "merges": state.merges,
        "edits": state.edits,
    }
    new = replace(state, results=(*state.results, freeze(scored)))
    return replace(new, phase="creative") if state.config.creative else finish_round(new)


def point(state: State, move: Point) -> State:
    need_phase(state, "creative", "stadtland.points_not_now")
    if len(move.targets) != state.n:
        raise IllegalMove("stadtland.point_count", count=state.n)
    missing = [i for i, target in enumerate(move.targets) if target is None]
    if missing:
        raise IllegalMove(
            "stadtland.point_missing", players=[state.config.players[i] for i in missing]
        )
    for i, target in enumerate(move.targets):
        need_player(state, target)
        if target == i:
            raise IllegalMove("stadtland.point_self")
    last = {**state.results[-1], "creative": [move.targets.count(p) for p in range(state.n)]}
    return finish_round(replace(state, results=(*state.results[:-1], freeze(last))))


def finish_round(state: State) -> State:
    """The round is over: the next one is ready, or the game is over (see the engine)."""
    state = replace(state, phase="ready", prompt=None)
    if state.round < state.config.rounds:
        return state
    capped = bool(state.config.round_cap) and state.round >= state.config.round_cap
    if len(winners(state)) == 1 or capped:
        return replace(state, phase="over")
    return state
