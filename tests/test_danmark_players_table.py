"""Issue 15: a hard Danmark decision must not hold the GIL for long. Its first choice of a start
town used to solve 16 towns' expected turns (~2 s CPU); it reads them from the shipped table, and a
roll's walks are found once per decision. How long the decisions take is measured by
``bench/bench_danmark_bots.py`` (slowest and median CPU time against the 100 ms budget), not
here: a timed unit test fails on a slow or busy machine, which is no finding about the code."""

from __future__ import annotations

import random
from typing import Any, NoReturn

import pytest

from geoquiz.games.contract import CHANCE, bot_rng, chance_rng, sample_chance
from geoquiz.games.danmark import game, planner, players, turn_table


def _no_solving(*_: Any) -> NoReturn:
    raise AssertionError("solved expected turns during a game")


def test_the_hard_players_first_start_choice_reads_the_shipped_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for f in (turn_table.stored, planner.walk_ends, planner.expected_turns):
        f.cache_clear()  # as in a fresh process: the shipped table is read inside the decision
    monkeypatch.setattr(planner, "solve_walk_ends", _no_solving)
    monkeypatch.setattr(planner, "solve_expected_turns", _no_solving)
    state = game.new_game(game.example_config(3), 1)
    move = game.bots["hard"](state, game.current_player(state), random.Random(0))
    assert move in game.legal_moves(state)
    assert turn_table.stored() is not None


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
