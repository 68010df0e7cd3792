"""Danmark-spillet: the state is frozen to the last container (issue 9), its JSON round trip is
exact, a save from before the die became a chance node loads, and the engine's parts (moves,
state, walks) are the names the package exports."""

from __future__ import annotations

import dataclasses
import json

import pytest

from geoquiz.games.danmark import State as PackageState
from geoquiz.games.danmark import engine, game, moves, state, walks
from geoquiz.games.danmark.state import State


def _played(plies: int = 40) -> State:
    """A seeded computer game of 3 (the medium bot) after ``plies`` moves, die rolls included."""
    from geoquiz.games.contract import CHANCE, bot_rng, chance_rng, sample_chance

    current = game.new_game(game.example_config(players=3), 7)
    for ply in range(plies):
        who = game.current_player(current)
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(current), chance_rng(7, ply))
        else:
            move = game.bots["medium"](current, int(who), bot_rng(7, ply, int(who)))
        current = game.apply(current, move)
    return current


def test_state_is_frozen_and_its_events_are_read_only() -> None:
    current = _played()
    assert current.events, "the last move did something"
    with pytest.raises(dataclasses.FrozenInstanceError):
        current.phase = "over"  # type: ignore[misc]
    with pytest.raises(TypeError):
        current.events[0]["player"] = 2  # type: ignore[index]
    assert all(isinstance(h, tuple) for h in current.hands)


def test_state_json_round_trip_is_exact() -> None:
    current = _played()
    text = json.dumps(current.to_dict(), sort_keys=True)
    back = State.from_dict(json.loads(text))
    assert back == current
    assert json.dumps(back.to_dict(), sort_keys=True) == text


def test_a_save_without_ply_loads_from_ply_0() -> None:
    data = _played().to_dict()
    del data["ply"]  # saved before the die became a chance node
    assert State.from_dict(data).ply == 0


def test_the_engine_parts_are_the_names_the_package_exports() -> None:
    assert PackageState is state.State is engine.State
    assert engine.Walk is moves.Walk
    assert game.encode_move(moves.Walk(3)) == {"type": "walk", "space": 3}
    assert engine.walk_paths is walks.walk_paths
    assert engine.chance_card is state.chance_card
    for name in engine.__all__:
        assert hasattr(engine, name), name
