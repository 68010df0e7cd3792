"""The expected-turns solver behind the hard player (:mod:`.planner`): where each roll can end,
and by value iteration how many turns it takes from every space to land exactly on a town.

Solving one town takes 0.1–0.2 s CPU, far too long inside a decision (issue 15), so the results
for every town are solved once when the game's data is built and shipped in
``data/expected_turns.json`` (:mod:`.turn_table`); this module is what builds them, and what the
planner falls back to when the board no longer matches the stored table.
"""

from __future__ import annotations

from geoquiz.games.danmark.walks import walk_paths
from geoquiz.geo.denmark_board import Board

__all__ = ["CROSSING_ROLLS", "MOVING_ROLLS", "WalkEnds", "solve_expected_turns", "solve_walk_ends"]

#: rolls that move a piece (a 6 draws a question card instead)
MOVING_ROLLS = (1, 2, 3, 4, 5)
CROSSING_ROLLS = (1, 5)

#: ``[space][roll - 1]``: the end spaces of that roll's walks (and crossings on a 1 or a 5)
WalkEnds = tuple[tuple[tuple[int, ...], ...], ...]


def solve_walk_ends(board: Board) -> WalkEnds:
    """For every space and roll 1–5: the end spaces of the walks (``[space][roll - 1]``), with the
    crossings' far towns added on a 1 or a 5."""
    crossings: dict[int, list[int]] = {}
    for c in board.crossings:
        a, b = board.town_index(c.a), board.town_index(c.b)
        crossings.setdefault(a, []).append(b)
        crossings.setdefault(b, []).append(a)
    table = []
    for s in range(board.space_count):
        row = []
        for r in MOVING_ROLLS:
            ends = {p[-1] for p in walk_paths(board, s, r)}
            if r in CROSSING_ROLLS:
                ends.update(crossings.get(s, ()))
            row.append(tuple(sorted(ends)))
        table.append(tuple(row))
    return tuple(table)


def solve_expected_turns(board: Board, ends: WalkEnds, target: int) -> tuple[float, ...]:
    """Expected number of turns from every space until a move ends exactly on ``target``.

    Gauss–Seidel value iteration from above (500 turns everywhere), sweeping the spaces in order
    of road distance from the target so values flow outwards quickly; it stops when no value
    drops by 0.001 in a sweep (about 55 sweeps on the board)."""
    n = board.space_count
    big = 500.0
    e = [big] * n
    e[target] = 0.0
    dist = board.step_distances[target]
    order = sorted((s for s in range(n) if s != target), key=lambda s: (dist[s] < 0, dist[s]))
    for _ in range(200):
        change = 0.0
        for s in order:
            total = 0.0
            for options in ends[s]:
                total += min((e[d] for d in options), default=e[s])
            new = 1.2 * (1.0 + total / 6.0)
            if new < e[s]:
                change = max(change, e[s] - new)
                e[s] = new
        if change < 1e-3:
            break
    return tuple(e)
