"""Finden Sie Minden and 10 Tage: a ``State`` is frozen plain data (DESIGN §1), and saved games from
the engines before the freeze (``tests/data/saved_before_frozen_states.json``, written by the old
engines from seeded random moves) still load, equal to a replay of their moves today."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

import pytest

from geoquiz.games.contract import TERMINAL
from geoquiz.games.engine_tools import freeze, plain
from geoquiz.games.minden import game as minden_game
from geoquiz.games.tage import game as tage_game

GAMES = {"minden": minden_game, "tage": tage_game}
SAVED = json.loads(
    (Path(__file__).parent / "data" / "saved_before_frozen_states.json").read_text("utf-8")
)


def played(g: ModuleType, plies: int, seed: int = 5) -> Any:
    """A state after ``plies`` seeded random moves (history, events, declarations filled)."""
    state = g.new_game(g.example_config(3), seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if g.current_player(state) == TERMINAL:
            break
        state = g.apply(state, rng.choice(g.legal_moves(state)))
    return state


def mutable_parts(value: Any, where: str = "state") -> list[str]:
    """Where ``value`` holds a list, a dict, a set or a non-frozen dataclass."""
    if isinstance(value, list | dict | set | bytearray):
        return [where]
    if isinstance(value, tuple):
        return [p for i, v in enumerate(value) for p in mutable_parts(v, f"{where}[{i}]")]
    if isinstance(value, MappingProxyType):
        return [p for k, v in value.items() for p in mutable_parts(v, f"{where}[{k!r}]")]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
            return [where]
        fields = dataclasses.fields(value)
        return [
            p for f in fields for p in mutable_parts(getattr(value, f.name), f"{where}.{f.name}")
        ]
    return []


@pytest.mark.parametrize("name", sorted(GAMES))
def test_assigning_to_a_state_field_raises_frozen_instance_error(name: str) -> None:
    state = played(GAMES[name], 30)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.phase = "over"
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.history = ()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_state_containers_are_immutable_all_the_way_down(name: str) -> None:
    g = GAMES[name]
    for state in (played(g, 0), played(g, 30), played(g, 400)):
        assert mutable_parts(state) == []
        decoded = g.decode_state(json.loads(json.dumps(g.encode_state(state))))
        assert mutable_parts(decoded) == [] and decoded == state
    assert state.history, "a played state has history entries to check"
    with pytest.raises(TypeError):
        state.history[0]["player"] = 9  # an entry is a read-only mapping


def test_minden_nested_containers_refuse_changes() -> None:
    state = played(minden_game, 3)
    with pytest.raises(TypeError):
        state.hands[0] = None  # type: ignore[index]
    with pytest.raises(TypeError):
        state.cards["new"] = state.cards[next(iter(state.cards))]  # type: ignore[index]
    with pytest.raises(AttributeError):
        state.kept[0].append("x")  # type: ignore[attr-defined]


def test_tage_nested_containers_refuse_changes() -> None:
    state = played(tage_game, 40)
    with pytest.raises(TypeError):
        state.holders[0][3] = "bus"  # type: ignore[index]
    with pytest.raises(AttributeError):
        state.discards[0].append("bus")  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_apply_returns_a_new_state_and_leaves_its_input_equal(name: str) -> None:
    g = GAMES[name]
    state = played(g, 25)
    before = json.dumps(g.encode_state(state), sort_keys=True)
    after = g.apply(state, g.legal_moves(state)[0])
    assert after is not state
    assert json.dumps(g.encode_state(state), sort_keys=True) == before


@pytest.mark.parametrize("name", sorted(GAMES))
def test_saved_games_from_before_the_freeze_load_and_equal_a_replay(name: str) -> None:
    g = GAMES[name]
    saved = SAVED[name]
    loaded = g.decode_state(saved["state"])
    replay = g.new_game(g.example_config(saved["players"]), saved["seed"])
    for data in saved["moves"]:
        replay = g.apply(replay, g.decode_move(data))
    assert loaded == replay, "the frozen engine plays exactly as the old one did"
    assert g.encode_state(loaded) == saved["state"], "and saves in the same format"


def test_freeze_and_plain_are_inverse_on_json_data() -> None:
    data = {"a": [1, [2, 3], {"b": [None, "x"]}], "c": {}}
    frozen = freeze(data)
    assert mutable_parts(frozen) == []
    assert plain(frozen) == data
