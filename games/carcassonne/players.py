"""Computer players for Carcassonne Maps — Germany: easy, medium and hard.

All three are greedy over the moves of the current phase, with a score made of the points the
move earns at once and a simple estimate of what the features it touches may still bring:

* ``easy`` counts only its own immediate points (chips it cannot see count nothing), puts a
  meeple on a random free road or city now and then, and never upgrades.
* ``medium`` adds the potential of its meeples' features (roads, cities, monasteries; farmers
  late in the game), charges a meeple's value of being tied up, half-counts points it gives to
  opponents, values an unseen chip at its expected 1.4 points, and upgrades its meeple on the
  largest feature whenever it can pay.
* ``hard`` (:mod:`games.carcassonne.hard`) rates placements and meeples by expected values over
  the public tile mix; it upgrades when the extra strength changes a majority, and in its last
  turns on its best feature (:func:`_choose_upgrade`, shared with medium).

A move takes a few milliseconds (``make bench`` prints the figures).
"""

from __future__ import annotations

import random

from geoquiz.games.carcassonne.chips import chip_value
from geoquiz.games.carcassonne.engine import (
    Move,
    State,
    feature_of,
    legal_moves,
    legal_placements,
    strength,
)
from geoquiz.games.carcassonne.features import (
    Board,
    FeatureInfo,
    feature_at,
    field_value,
    neighbour,
    ring,
    value,
)
from geoquiz.games.carcassonne.hard import hard_meeple, hard_place, remaining_tiles
from geoquiz.games.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD, tile_type

__all__ = ["choose", "remaining_tiles"]

Square = tuple[int, int]
EXPECTED_CHIP = sum(chip_value(c) for c in range(30)) / 30


def _weights(level: str) -> tuple[float, float]:
    """(weight of opponents' points, weight of potential) for a level."""
    return {"easy": (0.0, 0.0), "medium": (0.5, 0.6), "hard": (1.0, 0.8)}.get(level, (0.5, 0.6))


def _gain(state: State, info: FeatureInfo, points: float, me: int, opp_w: float) -> float:
    strengths = strength(state, info)
    if not strengths:
        return 0.0
    best = max(strengths.values())
    mine = points if strengths.get(me, 0) == best else 0.0
    theirs = sum(points for p, s in strengths.items() if p != me and s == best)
    return mine - opp_w * theirs


def _potential(info: FeatureInfo, tiles_left: int) -> float:
    """What a feature may still be worth to its owner (a rough guess)."""
    if info.kind == ROAD:
        return len(info.squares) + (0.5 if info.open_edges <= 1 else 0.0)
    if info.kind == CITY:
        size = info.size + info.pennants
        return size * (1.6 if info.open_edges <= 2 else 1.1)
    if info.kind == MONASTERY:
        return 9 - info.open_edges * (0.6 if tiles_left > 20 else 0.9)
    return 0.0


#: How much medium counts bringing a printed large city it holds nearer to completion: the
#: city's completed value times the change of 1 / (1 + its open edges). Off (0): at 1 the
#: planning medium player scored 2.64 ± 1.01 points a game less than two without the plan, where
#: the same seat without it scores 0.98 more (``bench/bench_carcassonne_medium_plan.py``): the
#: plan costs it about 3.6 points a game, 0.6 at 0.3 and 1.5 at 0.5 (issue 32's fifth and sixth
#: passes in ``docs/carcassonne.md``)
PRINTED_PLAN = 0.0


def _joined_open_edges(state: State, square: Square, info: FeatureInfo) -> int:
    """Open edges of the cities on the board now that the tile on ``square`` joins into
    ``info`` (each counted once)."""
    total, seen = 0, set()
    for side in range(4):
        nb = neighbour(square, side)
        placed = state.tiles.get(nb)
        if placed is None:
            continue
        ntt = tile_type(*placed)
        f = ntt.port_feature[((side + 2) % 4) * 3 + 1]
        if f < 0 or (nb, f) not in info.nodes:
            continue
        old = feature_at(state.tiles, state.map.playable, (nb, f))
        if old.key not in seen:
            seen.add(old.key)
            total += old.open_edges
    return total


def _meeple_value(state: State, board: Board, info: FeatureInfo, level: str) -> float:
    tiles_left = len(state.stack)
    if info.kind == FIELD:
        if level == "easy" or tiles_left > 30:
            return -1.0
        return field_value(board, state.map.playable, info) * 0.8 - 2.0
    if info.complete and info.kind != FIELD:
        return float(value(info, final=False))
    supply = state.supply(state.current)
    cost = 1.0 if supply > 3 else 2.5
    return _potential(info, tiles_left) * 0.7 - cost


def _placement_value(
    state: State, square: Square, rotation: int, me: int, level: str
) -> tuple[float, int]:
    """Score of putting the current tile on ``square`` in ``rotation``; best meeple spot or -1."""
    assert state.tile is not None
    opp_w, pot_w = _weights(level)
    board = dict(state.tiles)
    board[square] = (state.tile, rotation)
    tt = tile_type(state.tile, rotation)
    total = 0.0
    if square in state.chips_on_map and level != "easy":
        total += EXPECTED_CHIP * (1.3 if level == "hard" else 1.0)
    occupied = {m.node for m in state.meeples}
    best_meeple, best_value = -1, 0.0
    seen: set[tuple[Square, int]] = set()
    for idx, ft in enumerate(tt.features):
        info = feature_at(board, state.map.playable, (square, idx))
        if info.key in seen:
            continue
        seen.add(info.key)
        if info.nodes & occupied:
            if info.complete and ft.kind != FIELD:
                total += _gain(state, info, value(info, final=False), me, opp_w)
            elif ft.kind in (ROAD, CITY):
                total += (
                    pot_w * 0.5 * _gain(state, info, 2.0 if ft.kind == CITY else 1.0, me, opp_w)
                )
                if ft.kind == CITY and info.extra_parts and PRINTED_PLAN and level != "easy":
                    before = _joined_open_edges(state, square, info)
                    change = 1.0 / (1 + info.open_edges) - 1.0 / (1 + before)
                    worth = float(value(info, final=False))
                    total += PRINTED_PLAN * _gain(state, info, worth * change, me, opp_w)
            continue
        if state.supply(me) <= 0:
            continue
        v = _meeple_value(state, board, info, level)
        if level == "easy":
            v = float(value(info, final=False)) if info.complete and ft.kind != FIELD else 0.0
        if v > best_value:
            best_meeple, best_value = idx, v
    for sq in ring(square):
        placed = board.get(sq)
        if placed is None:
            continue
        for idx, ft in enumerate(tile_type(*placed).features):
            if ft.kind == MONASTERY and any(m.node == (sq, idx) for m in state.meeples):
                info = feature_at(board, state.map.playable, (sq, idx))
                total += _gain(state, info, 9.0 if info.complete else pot_w, me, opp_w)
    return total + best_value, best_meeple


def _choose_place(state: State, me: int, rng: random.Random, level: str) -> Move:
    assert state.tile is not None
    best: list[tuple[Square, int]] = []
    best_score = float("-inf")
    for square, rot in legal_placements(state, state.tile):
        score, _ = _placement_value(state, square, rot, me, level)
        if score > best_score + 1e-9:
            best, best_score = [(square, rot)], score
        elif abs(score - best_score) <= 1e-9:
            best.append((square, rot))
    square, rot = rng.choice(best)
    return Move("place", square, rot)


def _choose_meeple(state: State, me: int, rng: random.Random, level: str) -> Move:
    moves = [m for m in legal_moves(state) if m.kind == "meeple"]
    assert state.last is not None
    if level == "easy":
        tt = tile_type(*state.tiles[state.last])
        cheap = [m for m in moves if tt.features[m.feature].kind in (ROAD, CITY)]
        if cheap and rng.random() < 0.5:
            return rng.choice(cheap)
        return Move("skip")
    best, best_value = Move("skip"), 0.0
    for move in moves:
        info = feature_of(state, (state.last, move.feature))
        v = _meeple_value(state, state.tiles, info, level)
        if v > best_value:
            best, best_value = move, v
    return best


def _choose_upgrade(state: State, me: int, rng: random.Random, level: str) -> Move:
    moves = [m for m in legal_moves(state) if m.kind == "upgrade"]
    if level == "easy" or not moves:
        return Move("done")
    scored: list[tuple[float, Move]] = []
    endgame = len(state.stack) <= state.players * 2
    for move in moves:
        info = feature_of(state, (move.square, move.feature))
        if info.kind == FIELD:
            worth = float(field_value(state.tiles, state.map.playable, info))
        else:
            worth = float(value(info, final=not info.complete))
        strengths = strength(state, info)
        mine = strengths.get(me, 0)
        other = max((s for p, s in strengths.items() if p != me), default=0)
        if level == "hard":
            # what the extra strength changes: I start to score, or a rival stops scoring
            gain = int(mine + 1 >= other) - int(mine >= other)
            deny = int(other >= mine) - int(other >= mine + 1) if other else 0
            change = worth * (gain + deny)
            if change <= 0 and not endgame:
                continue  # keep the chips for a contest that matters
            worth = change + 0.01 * worth
        scored.append((worth + 0.01 * len(move.pay), move))
    if not scored:
        return Move("done")
    # spend the cheapest combination: prefer paying with more chips of value 1
    scored.sort(key=lambda t: (-t[0], -len(t[1].pay)))
    return scored[0][1]


def choose(state: State, player: int, rng: random.Random, level: str = "medium") -> Move:
    """The move of computer ``player`` (who must be the current player) at ``level``."""
    if state.current != player or state.phase == "over":
        raise ValueError("It is not this player's turn.")
    if level == "hard" and state.phase == "place":
        return hard_place(state, player, rng)
    if level == "hard" and state.phase == "meeple":
        return hard_meeple(state, player)
    if state.phase == "place":
        return _choose_place(state, player, rng, level)
    if state.phase == "meeple":
        return _choose_meeple(state, player, rng, level)
    return _choose_upgrade(state, player, rng, level)
