"""Computer players: legal moves at every level, fast enough for the UI thread, hard beats easy."""

from __future__ import annotations

import random
import time

import pytest

from geoquiz.games.carcassonne import (
    Config,
    MapSpec,
    Move,
    PlayerSpec,
    apply,
    is_over,
    legal_moves,
    new_game,
)
from geoquiz.games.carcassonne.engine import Meeple
from geoquiz.games.carcassonne.players import choose


def play(levels: tuple[str, ...], seed: int) -> tuple[list[int], float]:
    players = tuple(PlayerSpec(lv, "computer", lv) for lv in levels)
    cfg = Config(players, ("Rostock", "Stuttgart"), seed)
    s = new_game(cfg)
    rng = random.Random(seed)
    worst = 0.0
    while not is_over(s):
        t = time.perf_counter()
        move = choose(s, s.current, rng, levels[s.current])
        worst = max(worst, time.perf_counter() - t)
        s = apply(s, move)
    return s.scores, worst


def test_hard_beats_easy_clearly() -> None:
    wins, margin = 0, 0
    for seed in range(4):
        order = ("hard", "easy") if seed % 2 == 0 else ("easy", "hard")
        scores, _ = play(order, seed)
        hard = scores[order.index("hard")]
        easy = scores[order.index("easy")]
        wins += hard > easy
        margin += hard - easy
    assert wins == 4 and margin / 4 >= 30


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_moves_are_legal_and_fast(level: str) -> None:
    cfg = Config((PlayerSpec("a", "computer", level), PlayerSpec("b", "computer", level)), seed=11)
    s = new_game(cfg)
    rng = random.Random(1)
    for _ in range(40):
        t = time.perf_counter()
        move = choose(s, s.current, rng, level)
        assert time.perf_counter() - t < 0.1
        assert move in legal_moves(s)
        s = apply(s, move)


def test_hard_upgrades_to_win_a_majority() -> None:
    spec = MapSpec(
        frozenset((c, r) for c in range(6) for r in range(6)),
        {"Rostock": (1, 1), "Erfurt": (4, 4), "Stuttgart": (5, 0)},
        {},
        {},
    )
    cfg = Config((PlayerSpec("h", "computer", "hard"), PlayerSpec("o")), ("Rostock", "Erfurt"))
    s = new_game(cfg, spec)
    s.tiles = {(1, 1): ("BA02", 0), (1, 2): ("BA24", 1), (1, 3): ("BA24", 1), (4, 4): ("BA01", 0)}
    s.meeples = [Meeple((1, 1), 1, 0), Meeple((4, 4), 0, 0)]
    s.chips_held[0] = [6, 7]
    s.stack = ["BA01"] * 30
    s.phase, s.last, s.current = "upgrade", (4, 4), 0
    # no opponent anywhere: an upgrade wins nothing, hard keeps its chips
    assert choose(s, 0, random.Random(0), "hard") == Move("done")
    # the opponent ties the road: the upgrade wins the majority
    s.meeples.append(Meeple((1, 3), 0, 1))
    assert choose(s, 0, random.Random(0), "hard") == Move("upgrade", (1, 1), 0, 1, (2, 2))
    # easy never upgrades
    assert choose(s, 0, random.Random(0), "easy") == Move("done")
