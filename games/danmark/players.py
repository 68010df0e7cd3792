"""Computer players for Danmark-spillet: route planning on the board's distances.

Every level plans on the same *travel cost* between spaces: road steps, plus a crossing cost for a
ferry, a flight or the Storebælt bridge (waiting for a 1 or a 5 takes about three turns, so a
crossing costs :data:`CROSSING_COST` steps; with a matching ticket it costs 1).

* **easy** moves towards the nearest town still in its hand, and half of the time just takes any
  legal move; it never uses tickets and knows about half of the quiz answers.
* **medium** picks the move that shortens its whole remaining tour most: the nearest-unvisited
  tour over the cards left, ending in the start town. It uses a ticket when the ferry or flight
  lands in a town in its hand. It knows 70 % of the answers.
* **hard** plans its tour in *expected turns* over the road graph (:mod:`.planner`): landing
  exactly on a town takes turns, not steps, so it orders the remaining towns (home last) by
  the expected number of turns between them, including the 1/5 crossings, improves the order
  with 2-opt, and takes the move whose end space gives the shortest expected tour. Before
  rolling it hands in a ticket when crossing beats the expected value of the roll. It knows
  85 % of the answers.
"""

from __future__ import annotations

import heapq
import random
from functools import cache

from geoquiz.games.danmark import planner
from geoquiz.games.danmark.engine import (
    Answer,
    ChooseStart,
    Cross,
    Move,
    Roll,
    State,
    Walk,
    chance_card,
    legal_moves,
    walk_destinations,
)
from geoquiz.geo.denmark_board import Board, load_board

__all__ = ["CROSSING_COST", "choose", "travel_costs", "tour_cost"]

CROSSING_COST = 10
TICKET_COST = 1
KNOWLEDGE = {"easy": 0.5, "medium": 0.7, "hard": 0.85}
AVERAGE_ROLL = 3.5
#: Steps a card still in the hand is worth in the evaluation (visiting now beats later).
#: A look-ahead bonus for waiting spots from which several rolls land exactly on a card was
#: tried and lost games against plain tour planning (40 seeded games: 24:16 without it,
#: 19:21 / 14:26 / 6:34 with bonuses of 6 / 15 / 30 steps), so hard plans tours only.
VISIT_WEIGHT = 20.0


@cache
def travel_costs(
    crossing_cost: int, ticket_kinds: frozenset[str] = frozenset()
) -> tuple[tuple[int, ...], ...]:
    """All-pairs travel cost between spaces (Dijkstra), with ``crossing_cost`` per crossing.

    Crossings paid by a ticket in ``ticket_kinds`` cost :data:`TICKET_COST`.
    """
    board = load_board()
    n = board.space_count
    extra: dict[int, list[tuple[int, int]]] = {}
    for c in board.crossings:
        cost = TICKET_COST if c.ticket in ticket_kinds else crossing_cost
        a, b = board.town_index(c.a), board.town_index(c.b)
        extra.setdefault(a, []).append((b, cost))
        extra.setdefault(b, []).append((a, cost))
    rows = []
    for s in range(n):
        dist = [10**6] * n
        dist[s] = 0
        heap = [(0, s)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            for v in board.adjacency[u]:
                if d + 1 < dist[v]:
                    dist[v] = d + 1
                    heapq.heappush(heap, (d + 1, v))
            for v, w in extra.get(u, ()):
                if d + w < dist[v]:
                    dist[v] = d + w
                    heapq.heappush(heap, (d + w, v))
        rows.append(tuple(dist))
    return tuple(rows)


def tour_cost(
    costs: tuple[tuple[int, ...], ...], here: int, targets: list[int], home: int, improve: bool
) -> int:
    """Length of a tour from ``here`` over ``targets`` back to ``home``.

    Nearest unvisited first; with ``improve`` the order is then refined by 2-opt
    (:func:`~.planner.shortest_tour` over the travel costs).
    """
    length, _ = planner.shortest_tour(here, targets, home, lambda a, b: costs[a][b], improve)
    return int(length)


def _ticket_kinds(board: Board, state: State, player: int) -> frozenset[str]:
    return frozenset(chance_card(board, t).effect for t in state.tickets[player])


def _outcome(
    board: Board, state: State, player: int, move: Move, ends: dict[int, bool] | None = None
) -> tuple[int, list[int]]:
    """Space after ``move`` and the town spaces still to visit; ``ends`` are this roll's
    :func:`~.engine.walk_destinations` when the caller has them already."""
    targets = [board.town_index(t) for t in state.hands[player]]
    if isinstance(move, Walk):
        if ends is None:
            ends = walk_destinations(state, player, state.roll or 0)
        exact = ends[move.space]
        if exact and move.space in targets:
            targets.remove(move.space)
        return move.space, targets
    if isinstance(move, Cross):
        space = board.town_index(move.town)
        if space in targets:
            targets.remove(space)
        return space, targets
    return state.pos[player], targets


def choose(state: State, player: int, rng: random.Random, level: str = "medium") -> Move:
    """The move of computer ``player`` at ``level`` (easy, medium, hard)."""
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    board = load_board()
    if state.phase == "question":
        q = next(q for q in board.questions if q.id == state.question)
        if rng.random() < KNOWLEDGE.get(level, 0.7):
            return Answer(q.answer)
        return Answer(rng.choice([i for i in range(len(q.options)) if i != q.answer]))
    if state.phase == "die":
        raise ValueError("the die is a chance node: no computer player chooses its face")
    if level == "hard":
        return _choose_hard(board, state, player, moves)
    hard = False
    kinds: frozenset[str] = frozenset()
    costs = travel_costs(CROSSING_COST, kinds)
    home_id = state.start[player]
    if state.phase == "start":
        if level == "easy":
            return rng.choice(moves)
        spaces = [board.town_index(t) for t in state.hands[player]]

        def start_cost(m: Move) -> int:
            assert isinstance(m, ChooseStart)
            s = board.town_index(m.town)
            return tour_cost(costs, s, [t for t in spaces if t != s], s, hard)

        return min(moves, key=lambda m: (start_cost(m), str(m)))
    assert home_id is not None
    home = board.town_index(home_id)
    if level == "easy":
        if state.phase == "roll" or rng.random() < 0.5:
            return Roll() if state.phase == "roll" else rng.choice(moves)

        def near(m: Move) -> tuple[int, int]:
            space, left = _outcome(board, state, player, m)
            d = min((costs[space][t] for t in left), default=costs[space][home])
            return (len(left), d)

        return min(moves, key=lambda m: (near(m), str(m)))

    def value(m: Move) -> float:
        space, left = _outcome(board, state, player, m)
        cost = float(tour_cost(costs, space, left, home, hard))
        if isinstance(m, Roll):
            cost -= AVERAGE_ROLL
        if isinstance(m, Cross) and m.ticket and hard:
            cost += 2.0  # a ticket is worth keeping unless it saves real time
        return cost + VISIT_WEIGHT * len(left)

    if state.phase == "roll":
        if level == "medium":
            for m in moves:
                if isinstance(m, Cross) and m.town in state.hands[player]:
                    return m
            return Roll()
        return min(moves, key=lambda m: (value(m), str(m)))
    return min(moves, key=lambda m: (value(m), str(m)))


def _choose_hard(board: Board, state: State, player: int, moves: list[Move]) -> Move:
    """The hard player's move: the shortest tour in expected turns (see :mod:`.planner`)."""
    targets = [board.town_index(t) for t in state.hands[player]]
    if state.phase == "start":

        def start_cost(m: Move) -> float:
            assert isinstance(m, ChooseStart)
            s = board.town_index(m.town)
            return planner.plan_tour(s, [t for t in targets if t != s], s)[0]

        return min(moves, key=lambda m: (start_cost(m), str(m)))
    home_id = state.start[player]
    assert home_id is not None
    home = board.town_index(home_id)

    # the walks of this roll, found once for all the moves (not twice a move)
    ends = walk_destinations(state, player, state.roll or 0) if state.phase == "move" else {}

    def after(m: Move) -> float:
        space, left = _outcome(board, state, player, m, ends)
        exact = not isinstance(m, Walk) or ends[m.space]
        if not left and space == home and exact:
            return 0.0
        return planner.plan_tour(space, left, home)[0]

    if state.phase == "roll":
        here = state.pos[player]
        roll = planner.roll_value(here, targets, home)
        best: Move = Roll()
        for m in moves:
            if isinstance(m, Cross) and 1.0 + after(m) < roll:
                roll, best = 1.0 + after(m), m
        return best
    return min(moves, key=lambda m: (after(m), str(m)))
