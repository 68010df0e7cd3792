"""Danmark-spillet's computer players share one tour search (``planner.shortest_tour``): nearest
first, improved by 2-opt, home last."""

from __future__ import annotations

import random
from collections.abc import Callable

from geoquiz.games.danmark.planner import shortest_tour
from geoquiz.games.danmark.players import tour_cost

#: five places on a line (0 … 4): a leg costs the distance
LINE = tuple(tuple(abs(a - b) for b in range(5)) for a in range(5))


def test_shortest_tour_goes_nearest_first_and_ends_at_home() -> None:
    length, order = shortest_tour(2, [0, 4, 3], 2, lambda a, b: LINE[a][b])
    assert order == [3, 4, 0] and length == 1 + 1 + 4 + 2


def test_shortest_tour_2_opt_improves_a_greedy_order() -> None:
    # greedy from 0 takes 1 (cost 1), then 3 (cost 2, not 2's 3), then 2, then home 4
    legs = {(0, 1): 1, (0, 2): 5, (0, 3): 5, (1, 2): 3, (1, 3): 2, (2, 3): 1, (2, 4): 9, (3, 4): 1}
    legs |= {(0, 4): 20, (1, 4): 20}

    def leg(a: int, b: int) -> float:
        return legs[(min(a, b), max(a, b))] if a != b else 0

    greedy, order = shortest_tour(0, [1, 2, 3], 4, leg, improve=False)
    better, improved = shortest_tour(0, [1, 2, 3], 4, leg)
    assert order == [1, 3, 2] and greedy == 1 + 2 + 1 + 9
    assert improved == [1, 2, 3] and better == 1 + 3 + 1 + 1 < greedy


def test_tour_cost_is_the_shortest_tour_over_the_travel_costs() -> None:
    assert tour_cost(LINE, 2, [0, 4, 3], 2, improve=True) == 8
    assert tour_cost(LINE, 0, [], 0, improve=False) == 0


def _plain_two_opt(
    here: int, targets: list[int], home: int, leg: Callable[[int, int], float]
) -> tuple[float, list[int]]:
    """The reference: nearest first, then 2-opt measuring every reversal in full."""
    order: list[int] = []
    left, cur = list(targets), here
    while left:
        cur = min(left, key=lambda t: (leg(cur, t), t))
        order.append(cur)
        left.remove(cur)

    def length(seq: list[int]) -> float:
        total, prev = 0.0, here
        for t in seq:
            total, prev = total + leg(prev, t), t
        return total + (leg(prev, home) if prev != home else 0.0)

    best, improved = length(order), len(order) > 2
    while improved:
        improved = False
        for i in range(len(order) - 1):
            for j in range(i + 1, len(order)):
                cand = order[:i] + order[i : j + 1][::-1] + order[j + 1 :]
                if (c := length(cand)) < best - 1e-9:
                    order, best, improved = cand, c, True
    return best, order


def test_shortest_tour_prices_reversals_like_measuring_every_one() -> None:
    # asymmetric legs, ties among whole numbers, home among the targets or not
    rng = random.Random(7)
    for _ in range(400):
        legs = [[rng.choice([rng.random() * 10, float(rng.randint(0, 4))]) for _ in range(18)]
                for _ in range(18)]  # fmt: skip
        here, home = rng.randrange(18), rng.randrange(18)
        targets = rng.sample(range(18), rng.randint(0, 15))

        def leg(a: int, b: int, legs: list[list[float]] = legs) -> float:
            return legs[a][b]

        assert shortest_tour(here, targets, home, leg) == _plain_two_opt(here, targets, home, leg)
