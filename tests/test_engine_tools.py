"""games/engine_tools.py: the frozen-state helpers the Minden and 10-Tage engines share."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, make_dataclass
from types import MappingProxyType
from typing import Any

import pytest

from geoquiz.games.contract import IllegalMove
from geoquiz.games.engine_tools import (
    check_seats,
    freeze,
    frozen_copy,
    move_codec,
    state_from_dict,
    state_to_dict,
    working_copy,
)
from geoquiz.games.move_checks import integer, items, text


@dataclass(frozen=True)
class Toy:
    """A state with one field of every kind the copy plan knows."""

    name: str
    flat: tuple[int, ...] = ()
    nested: tuple[tuple[str, ...], ...] = ()
    records: tuple[Mapping[str, Any], ...] = ()


@dataclass
class ToyWork:
    name: str
    flat: list[int]
    nested: list[list[str]]
    records: list[Mapping[str, Any]]


@dataclass(frozen=True)
class Pick:
    card: str
    tip: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Pass:
    pass


def toy() -> Toy:
    return Toy("a", (1, 2), (("x",), ()), (freeze({"n": [1]}),))


def test_working_copy_gives_lists_two_levels_deep_and_shares_records() -> None:
    state = toy()
    work = working_copy(state, ToyWork)
    assert work.flat == [1, 2] and work.nested == [["x"], []]
    assert work.records[0] is state.records[0]
    work.flat.append(3)
    work.nested[1].append("y")
    assert state.flat == (1, 2) and state.nested == (("x",), ()), "the state is untouched"


def test_frozen_copy_freezes_every_container_and_records_appended_as_dicts() -> None:
    work = working_copy(toy(), ToyWork)
    work.flat.append(3)
    work.nested[0].append("z")
    work.records.append({"route": ["a", "b"], "ok": True})
    state = frozen_copy(Toy, work)
    assert state == Toy(
        "a", (1, 2, 3), (("x", "z"), ()), (freeze({"n": [1]}), freeze(work.records[1]))
    )
    assert isinstance(state.records[1], MappingProxyType)
    assert state.records[1]["route"] == ("a", "b")


def test_state_to_dict_and_from_dict_round_trip_with_own_codecs() -> None:
    state = toy()
    data = state_to_dict(state, "toy", name=str.upper)
    assert data == {
        "game": "toy",
        "version": 1,
        "name": "A",
        "flat": [1, 2],
        "nested": [["x"], []],
        "records": [{"n": [1]}],
    }
    assert state_from_dict(Toy, data, "toy", "Toy", name=str.lower) == state


def test_state_from_dict_refuses_another_games_save() -> None:
    data = state_to_dict(toy(), "toy")
    with pytest.raises(ValueError, match="not a Spiel game"):
        state_from_dict(Toy, {**data, "game": "other"}, "toy", "Spiel")


def test_move_codec_names_the_type_and_sends_tuple_fields_as_lists() -> None:
    def stone(name: str, value: Any) -> Any:
        return text(1)(name, value) if isinstance(value, str) else integer(0, 99)(name, value)

    to_dict, from_dict = move_codec({"pick": Pick, "pass": Pass}, {"tip": items(stone, 4)})
    assert to_dict(Pick("c1", ("W", "N", 3))) == {
        "type": "pick",
        "card": "c1",
        "tip": ["W", "N", 3],
    }
    assert from_dict({"type": "pick", "card": "c1", "tip": ["W", "N", 3]}) == Pick(
        "c1", ("W", "N", 3)
    )
    assert from_dict(to_dict(Pass())) == Pass()
    with pytest.raises(IllegalMove, match="move.malformed"):
        from_dict({"type": "jump"})
    with pytest.raises(IllegalMove, match="move.malformed"):
        from_dict({"type": "pass", "extra": 1})


def test_check_seats_counts_and_names_the_seats() -> None:
    check_seats(["Anna", "Ben"], 2, 4, "Spiel")
    with pytest.raises(ValueError, match="Spiel needs 2 to 4 players, not 1"):
        check_seats(["Anna"], 2, 4, "Spiel")
    with pytest.raises(ValueError, match="needs a name"):
        check_seats(["Anna", "  "], 2, 4, "Spiel")
    with pytest.raises(ValueError, match="same name"):
        check_seats(["Anna", "Anna "], 2, 4, "Spiel")


def test_copy_plan_reads_real_annotations_as_well_as_strings() -> None:
    real = make_dataclass(
        "Real",
        [("flat", tuple[int, ...]), ("records", tuple[Mapping[str, Any], ...])],
        frozen=True,
    )
    work = make_dataclass("RealWork", [("flat", list[int]), ("records", list[Any])])
    copy = working_copy(real((1,), ()), work)
    copy.records.append({"a": [1]})
    state = frozen_copy(real, copy)
    assert state.flat == (1,) and isinstance(state.records[0], MappingProxyType)
    assert state.records[0]["a"] == (1,)
