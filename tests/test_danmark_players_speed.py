"""Issue 15: a hard Danmark decision must not hold the GIL for long (budget: 100 ms CPU), the
first choice of a start town included, which used to solve 16 towns' expected turns (~2 s)."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from geoquiz.games.contract import CHANCE, TERMINAL, bot_rng, chance_rng, sample_chance
from geoquiz.games.danmark import Config, PlayerSpec, game, planner, players, turn_table

BUDGET_S = 0.100


def test_the_hard_players_first_start_choice_stays_within_100_ms_cpu() -> None:
    for f in (turn_table.stored, planner.walk_ends, planner.expected_turns):
        f.cache_clear()  # as in a fresh process: the shipped table is read inside the decision
    state = game.new_game(game.example_config(3), 1)
    start = time.process_time()
    move = game.bots["hard"](state, game.current_player(state), random.Random(0))
    spent = time.process_time() - start
    assert move in game.legal_moves(state)
    assert spent < BUDGET_S, f"{spent * 1000:.0f} ms CPU"


def test_every_hard_decision_of_a_game_stays_within_100_ms_cpu() -> None:
    levels = ("hard", "hard")
    config = Config(tuple(PlayerSpec(f"{lv} {i}", True, lv) for i, lv in enumerate(levels)))
    state, ply, worst = game.new_game(config, 3), 0, 0.0
    while (who := game.current_player(state)) != TERMINAL:
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(state), chance_rng(3, ply))
        else:
            assert isinstance(who, int)
            start = time.process_time()
            move = game.bots["hard"](state, who, bot_rng(3, ply, who))
            worst = max(worst, time.process_time() - start)
        state, ply = game.apply(state, move), ply + 1
    assert worst < BUDGET_S, f"{worst * 1000:.0f} ms CPU"


def test_the_hard_player_finds_a_rolls_walks_once_per_decision(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, ply = game.new_game(game.example_config(2), 5), 0
    while state.phase != "move" or len(game.legal_moves(state)) < 3:
        who = game.current_player(state)
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(state), chance_rng(5, ply))
        else:
            assert isinstance(who, int)
            move = game.bots["hard"](state, who, bot_rng(5, ply, who))
        state, ply = game.apply(state, move), ply + 1
    calls: list[int] = []
    real = players.walk_destinations

    def counted(*args: Any) -> dict[int, bool]:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(players, "walk_destinations", counted)
    move = game.bots["hard"](state, state.current, random.Random(0))
    assert move in game.legal_moves(state)
    assert len(calls) == 1
