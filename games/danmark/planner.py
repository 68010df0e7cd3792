"""Tour planning for the hard computer player: expected turns over the road graph.

A town counts as visited only when a move ends on it **exactly**, so the cost of going from a
space to a town is not the number of steps but the number of turns it takes to land there. For
every town *t* :func:`expected_turns` gives the solution, by value iteration over the space graph
(:mod:`.expected`, solved for every town at build time and read from :mod:`.turn_table`), of

    E_t(s) = 1 + 1/6 · E_t(s) + 1/6 · Σ_{r=1..5} min_{d ∈ walk(s, r)} E_t(d),   E_t(t) = 0,

where ``walk(s, r)`` are the ends of the walks of exactly ``r`` spaces that keep their direction
(:func:`~.engine.walk_paths`), plus, from a town with a ferry, a flight or the Storebælt bridge,
the other side on a 1 or a 5 (rule 5). A 6 is counted as a lost turn (the question card's few
spaces are not planned for). Pieces of other players are ignored.

The hard player then orders its remaining towns into a tour (nearest first, improved by 2-opt)
over these expected turns, home last, and picks the move whose end space gives the shortest
tour; before rolling it hands in a ticket when crossing now beats the expected value of a roll.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from geoquiz.games.danmark import turn_table
from geoquiz.games.danmark.expected import WalkEnds, solve_expected_turns, solve_walk_ends
from geoquiz.geo.denmark_board import load_board

__all__ = ["expected_turns", "plan_tour", "roll_value", "shortest_tour", "walk_ends"]

#: the length of the leg from one place to another
Legs = Callable[[int, int], float]


@cache
def walk_ends() -> WalkEnds:
    """For every space and roll 1–5: the end spaces of the walks (``[space][roll - 1]``), with the
    crossings' far towns added on a 1 or a 5 — from the shipped table (:mod:`.turn_table`)."""
    table = turn_table.stored()
    return table.walk_ends if table is not None else solve_walk_ends(load_board())


@cache
def expected_turns(target: int) -> tuple[float, ...]:
    """Expected number of turns from every space until a move ends exactly on ``target``: from
    the shipped table, solved (:func:`~.expected.solve_expected_turns`) only for a board it does
    not match."""
    table = turn_table.stored()
    if table is not None and target < len(table.turns):  # a town
        return table.turns[target]
    return solve_expected_turns(load_board(), walk_ends(), target)


def _leg(a: int, b: int) -> float:
    return expected_turns(b)[a]


def plan_tour(here: int, targets: list[int], home: int) -> tuple[float, list[int]]:
    """The shortest tour found from ``here`` over ``targets``, ending at ``home``: expected turns
    and the order (nearest first, then 2-opt)."""
    return shortest_tour(here, targets, home, _leg)


#: a 2-opt move is checked exactly when its estimated gain is within this of the threshold: far
#: above the rounding of the estimate (~1e-13), so the estimate never hides an improving move
_ESTIMATE_SLACK = 1e-6
_MIN_GAIN = 1e-9


def shortest_tour(
    here: int,
    targets: list[int],
    home: int,
    leg: Legs,
    improve: bool = True,
) -> tuple[float, list[int]]:
    """The tour from ``here`` over ``targets`` back to ``home`` with the legs ``leg(a, b)``:
    nearest unvisited first, then (with ``improve``) refined by 2-opt; its length and order.

    One tour search for both players that plan: the hard player over expected turns
    (:func:`plan_tour`), the medium one over road steps (``players.tour_cost``).

    With 2-opt the legs are read once into a table (at most 16 × 16 calls of ``leg``), and each
    reversal is first priced in O(1) from prefix sums of the legs forwards and backwards (the
    legs are not symmetric); only a reversal that may gain is measured in full, so the search
    takes the same steps as measuring every one (issue 15: the hard player's roll took 40 ms)."""
    if not (improve and len(targets) > 2):
        order = _nearest_first(here, targets, leg)
        return _tour_length(leg, here, order, home), order
    table = {a: {b: leg(a, b) for b in {home, *targets}} for a in {here, *targets}}

    def read(a: int, b: int) -> float:
        return table[a][b]

    order = _nearest_first(here, targets, read)
    return _two_opt(table, here, order, home, _tour_length(read, here, order, home))


def _nearest_first(here: int, targets: list[int], leg: Legs) -> list[int]:
    order: list[int] = []
    left = list(targets)
    cur = here
    while left:
        nxt = min(left, key=lambda t: (leg(cur, t), t))
        order.append(nxt)
        left.remove(nxt)
        cur = nxt
    return order


def _tour_length(leg: Legs, here: int, seq: list[int], home: int) -> float:
    total, prev = 0.0, here
    for t in seq:
        total += leg(prev, t)
        prev = t
    return total + (leg(prev, home) if prev != home else 0.0)


def _two_opt(
    table: dict[int, dict[int, float]], here: int, order: list[int], home: int, best: float
) -> tuple[float, list[int]]:
    """First-improvement 2-opt: reverse ``order[i..j]`` whenever that shortens the tour by more
    than :data:`_MIN_GAIN`, until no reversal does."""
    n = len(order)

    def finish(x: int) -> float:
        return table[x][home] if x != home else 0.0

    def prefixes(seq: list[int]) -> tuple[list[float], list[float]]:
        fwd, bwd = [0.0], [0.0]
        for a, b in zip(seq, seq[1:], strict=False):
            fwd.append(fwd[-1] + table[a][b])
            bwd.append(bwd[-1] + table[b][a])
        return fwd, bwd

    fwd, bwd = prefixes(order)
    improved = True
    while improved:
        improved = False
        for i in range(n - 1):
            prev = table[here if i == 0 else order[i - 1]]
            for j in range(i + 1, n):
                oi, oj = order[i], order[j]
                if j < n - 1:
                    after = order[j + 1]
                    old_out, new_out = table[oj][after], table[oi][after]
                else:
                    old_out, new_out = finish(oj), finish(oi)
                old = prev[oi] + (fwd[j] - fwd[i]) + old_out
                new = prev[oj] + (bwd[j] - bwd[i]) + new_out
                if new - old >= _ESTIMATE_SLACK - _MIN_GAIN:
                    continue
                cand = order[:i] + order[i : j + 1][::-1] + order[j + 1 :]
                c = _tour_length(lambda a, b: table[a][b], here, cand, home)
                if c < best - _MIN_GAIN:
                    order, best, improved = cand, c, True
                    fwd, bwd = prefixes(order)
    return best, order


def roll_value(here: int, targets: list[int], home: int) -> float:
    """Expected tour length if the piece rolls now from ``here`` (choosing each roll's best end)."""
    ends = walk_ends()
    total = 0.0
    stay = plan_tour(here, targets, home)[0]
    for options in ends[here]:
        best = stay
        for d in options:
            left = [t for t in targets if t != d]
            if not left and d == home:
                best = min(best, 0.0)
                continue
            best = min(best, plan_tour(d, left, home)[0])
        total += best
    return 1.0 + (total + stay) / 6.0
