"""Computer players of 10 Tage durch Deutschland."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from geoquiz.games.engine_tools import freeze
from geoquiz.games.tage import (
    Config,
    Declare,
    Discard,
    Draw,
    Exchange,
    Move,
    PlayerSpec,
    State,
    apply,
    is_over,
    legal_moves,
    new_game,
)
from geoquiz.games.tage.players import choose, evaluate, link_chance, random_player, useful_to
from geoquiz.geo.regions import COLOURS, region

Chooser = Callable[[State, int, random.Random], Move]

VALID = [
    "oberpfalz", "bus", "chemnitz", "dresden", "leipzig",
    "halle", "magdeburg", "train:orange", "mittelfranken", "oberbayern",
]  # fmt: skip


def level(name: str) -> Chooser:
    if name == "random":
        return random_player
    return lambda state, player, rng: choose(state, player, rng, name)


def play(seed: int, players: list[Chooser], cap: int = 400) -> State:
    specs = tuple(PlayerSpec(f"P{i}", "computer") for i in range(len(players)))
    state = new_game(Config(specs, seed=seed, max_turns=cap))
    rng = random.Random(seed)
    while not is_over(state):
        move = players[state.current](state, state.current, rng)
        assert move in legal_moves(state)
        state = apply(state, move)
    return state


def rigged(state: State, holder: list[str], **fields: list[Any]) -> State:
    """``state`` after setup, seat 0 to draw with ``holder`` (and ``fields`` replaced)."""
    holders = [list(holder), *map(list, state.holders[1:])]
    changes = {name: freeze(value) for name, value in fields.items()}
    return replace(state, stacks=((), ()), holders=freeze(holders), phase="draw", **changes)


def test_evaluate_prefers_more_correct_links() -> None:
    broken = list(VALID)
    broken[4] = "bodensee"
    assert evaluate(VALID) == 1000.0
    assert evaluate(broken) < evaluate(VALID)
    worse = list(broken)
    worse[5] = "koeln"
    assert evaluate(worse) < evaluate(broken)


def test_link_chance_counts_cards_that_would_add_a_link() -> None:
    broken = tuple(VALID[:4]) + ("bodensee",) + tuple(VALID[5:])
    assert link_chance(broken, Counter({"leipzig": 1})) == 1.0
    assert link_chance(broken, Counter({"nordsee": 1})) == 0.0


def test_useful_to_reads_pickups() -> None:
    start = new_game(Config((PlayerSpec("A"), PlayerSpec("B"))))
    state = replace(start, pickups=((), ("berlin",)))
    assert useful_to(state, 1) == {"brandenburg"} | {f"train:{c}" for c in COLOURS}
    state = replace(start, pickups=((), ("train:green",)))
    assert "train:green" not in useful_to(state, 1)
    assert all(region(r).colour == "green" for r in useful_to(state, 1))


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_every_level_plays_legal_moves_to_the_end(name: str) -> None:
    state = play(3, [level(name), level(name), level(name)], cap=300)
    if state.winner is not None:
        assert state.route(state.winner).valid
        assert state.declarations[-1]["valid"]
    assert all(d["valid"] for d in state.declarations)  # computers call out only when right


def test_computer_calls_out_a_valid_route() -> None:
    state = new_game(Config((PlayerSpec("A", "computer", "easy"), PlayerSpec("B"))))
    state = rigged(state, holder=VALID)
    assert choose(state, 0, random.Random(1), "easy") == Declare()


def test_computer_takes_the_card_that_closes_a_gap() -> None:
    state = new_game(Config((PlayerSpec("A", "computer", "hard"), PlayerSpec("B"))))
    holder = list(VALID)
    holder[4] = "bodensee"
    state = rigged(state, holder=holder, discards=[["nordsee"], ["leipzig"], ["ostsee"]])
    rng = random.Random(0)
    move = choose(state, 0, rng, "medium")
    assert move == Draw(1)
    state = apply(state, move)
    move = choose(state, 0, rng, "medium")
    assert isinstance(move, Exchange) and move.slot == 4 and move.declare
    state = apply(state, move)
    assert state.winner == 0


def test_computer_discards_a_useless_card() -> None:
    state = new_game(Config((PlayerSpec("A", "computer", "hard"), PlayerSpec("B"))))
    holder = list(VALID)
    holder[4] = "bodensee"
    discards = [["nordsee"], ["leipzig"], ["koeln"]]
    state = rigged(state, holder=holder, discards=discards, draw_pile=[*state.draw_pile, "ostsee"])
    state = apply(state, Draw(None))
    move = choose(state, 0, random.Random(0), "hard")
    assert isinstance(move, Discard)


def test_hard_player_beats_a_random_player_clearly() -> None:
    hard, rnd = level("hard"), level("random")
    wins = 0
    games = 16
    for seed in range(games):
        seats = [hard, rnd] if seed % 2 == 0 else [rnd, hard]
        state = play(seed, seats)
        hard_seat = 0 if seed % 2 == 0 else 1
        wins += state.winner == hard_seat
        assert state.winner in (hard_seat, None)
    assert wins >= 14


def test_hard_player_is_stronger_than_medium_over_seeded_games() -> None:
    hard, medium = level("hard"), level("medium")
    score = 0
    games = 24
    for seed in range(games):
        seats = [hard, medium] if seed % 2 == 0 else [medium, hard]
        state = play(100 + seed, seats)
        score += state.winner == (0 if seed % 2 == 0 else 1)
    assert score > games // 2
