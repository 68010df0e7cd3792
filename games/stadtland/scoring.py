"""Scoring of Stadt-Land-anders: the points of a round, Creative Play and the end of the game.

Points (DESIGN §8): 2 for an accepted term nobody else has in that category, 1 for a shared
term, and 1 extra point for each other player with a gap there (:mod:`~.marks`).
"""

from __future__ import annotations

from geoquiz.games.contract import IllegalMove
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
    terms: list[list[str]],
    marks: list[list[str | None]],
    keys: list[list[str]] | None = None,
) -> list[int]:
    """Points of one round (DESIGN §8): 2 alone / 1 shared, +1 per other player's gap."""
    return _marks.round_points(terms, marks, keys)


def score(state: State) -> None:
    need_phase(state, "check", "stadtland.score_not_now")
    state.results.append(
        {
            "round": state.round,
            "prompt": state.prompt,
            "terms": [list(t) for t in state.terms],
            "marks": [list(m) for m in state.marks],
            "points": round_points(state.terms, state.marks, state.keys()),
            "creative": None,
            "notes": [list(t) for t in state.notes],
            "merges": [dict(m, players=list(m["players"])) for m in state.merges],
            "edits": [dict(e) for e in state.edits],
        }
    )
    if state.config.creative:
        state.phase = "creative"
    else:
        finish_round(state)


def point(state: State, move: Point) -> None:
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
    state.results[-1]["creative"] = [move.targets.count(p) for p in range(state.n)]
    finish_round(state)


def finish_round(state: State) -> None:
    state.phase = "ready"
    state.prompt = None
    if state.round < state.config.rounds:
        return
    if len(winners(state)) == 1:
        state.phase = "over"
    elif state.config.round_cap and state.round >= state.config.round_cap:
        state.phase = "over"
