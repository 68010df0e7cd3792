"""Danmark-spillet's computer players share one tour search (``planner.shortest_tour``): nearest
first, improved by 2-opt, home last."""

from __future__ import annotations

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
