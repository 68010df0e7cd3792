"""The 114 tiles checked one by one: the project's tile data (``games/carcassonne/data/tiles.json``)
against the reference list of the printed tiles (``../shared/data/carcassonne/tiles.json``,
feature by feature, flags and explicit field–city contacts included), and the 24 base kinds once
more against an independent description of the printed tiles by their usual letters: counts, the
side of every edge, which sides each city and road joins, pennants, monasteries, and how many
cities each field borders (the farmers' adjacency)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from geoquiz.games.carcassonne.tiles import (
    START_TILE,
    all_tiles,
    base_tiles,
    kind_counts,
    kind_set,
    tile_type,
)

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "data" / "carcassonne" / "tiles.json"
#: the copy in tests/reference (a clean clone has no shared folder beside it); the shared one wins
REFERENCE = SHARED if SHARED.exists() else REPO / "tests" / "reference" / "carcassonne_tiles.json"
DATA = REPO / "games" / "carcassonne" / "data" / "tiles.json"


def _reference() -> dict[str, Any]:
    if not REFERENCE.exists():
        pytest.skip(f"the reference tile list {REFERENCE} is not present")
    data: dict[str, Any] = json.loads(REFERENCE.read_text(encoding="utf-8"))
    return data


def _ref_ids() -> list[str]:
    if not REFERENCE.exists():
        return []
    return [t["id"] for t in json.loads(REFERENCE.read_text(encoding="utf-8"))["tiles"]]


def test_rule_the_committed_tile_data_is_the_conversion_of_the_reference() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_carcassonne_tiles", REPO / "packaging" / "build_carcassonne_tiles.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    assert module.convert(_reference()) == json.loads(DATA.read_text(encoding="utf-8"))


def test_rule_114_tiles_72_base_18_inns_cathedrals_24_traders_builders() -> None:
    assert len(all_tiles()) == 114 and len(base_tiles()) == 72
    by_set: dict[str, int] = {}
    for name in all_tiles():
        by_set[kind_set(name)] = by_set.get(kind_set(name), 0) + 1
    assert by_set == {"base": 72, "inns-and-cathedrals": 18, "traders-and-builders": 24}
    assert by_set == _reference()["totals"]


@pytest.mark.parametrize("tid", _ref_ids())
def test_rule_each_tile_equals_the_printed_tile_of_the_reference(tid: str) -> None:
    ref = next(t for t in _reference()["tiles"] if t["id"] == tid)
    assert kind_counts()[tid] == ref["count"] and kind_set(tid) == ref["set"]
    for rot in range(4):
        tt = tile_type(tid, rot)
        assert len(tt.features) == len(ref["features"])
        for got, want in zip(tt.features, ref["features"], strict=True):
            assert got.kind == want["kind"]
            assert got.ports == frozenset((p + 3 * rot) % 12 for p in want["ports"])
            assert got.pennant == bool(want.get("pennant", False))
            assert got.cathedral == bool(want.get("cathedral", False))
            assert got.inn == bool(want.get("inn", False))
            assert got.goods == want.get("goods", "")
            # the explicit field-city contacts, not the rim rule
            assert got.cities == tuple(sorted(want.get("touches_cities", [])))


def test_rule_inner_fields_and_two_city_tiles_use_the_explicit_contacts() -> None:
    four = tile_type("IC03")  # four separate cities round an inner field
    inner = next(f for f in four.features if f.kind == "field")
    assert inner.ports == frozenset() and inner.cities == (0, 1, 2, 3)
    tb09 = tile_type("TB09")  # the field at port 5 lies between both cities
    assert next(f for f in tb09.features if f.ports == frozenset({5})).cities == (0, 1)
    # the rim rule would join port 5 only to the city at port 6: the data overrides it
    assert next(f for f in tb09.features if f.ports == frozenset({3})).cities == (0,)


@pytest.mark.parametrize("name", sorted(kind_counts()))
def test_rule_every_tile_kind_is_well_formed(name: str) -> None:
    for rot in range(4):
        tt = tile_type(name, rot)
        ports = sorted(p for f in tt.features for p in f.ports)
        assert ports == list(range(12)), "every port belongs to exactly one feature"
        for side in range(4):
            kinds = [tt.features[tt.port_feature[side * 3 + k]].kind for k in range(3)]
            assert kinds in (["city"] * 3, ["field"] * 3, ["field", "road", "field"])
        for f in tt.features:
            assert all(tt.features[c].kind == "city" for c in f.cities)
            assert f.kind == "field" or not f.cities


#: the usual letters of the base kinds: (kind id, rotation of the kind that shows the letter)
LETTERS = {
    "A": ("BA02", 0), "B": ("BA01", 0), "C": ("BA04", 0), "D": ("BA03", 0), "E": ("BA18", 0),
    "F": ("BA07", 0), "G": ("BA08", 1), "H": ("BA19", 1), "I": ("BA20", 0), "J": ("BA15", 0),
    "K": ("BA17", 0), "L": ("BA16", 0), "M": ("BA10", 0), "N": ("BA09", 0), "O": ("BA12", 0),
    "P": ("BA11", 0), "Q": ("BA14", 0), "R": ("BA13", 0), "S": ("BA05", 0), "T": ("BA06", 0),
    "U": ("BA24", 1), "V": ("BA23", 0), "W": ("BA22", 0), "X": ("BA21", 0),
}  # fmt: skip

# letter: (count, sides N E S W, cities as joined sides, pennant, roads as joined sides,
#          monastery, cities bordered by each field, sorted)
SPEC: dict[str, tuple[int, str, tuple[str, ...], bool, tuple[str, ...], bool, tuple[int, ...]]] = {
    "A": (2, "FFRF", (), False, ("S",), True, (0,)),
    "B": (4, "FFFF", (), False, (), True, (0,)),
    "C": (1, "CCCC", ("NESW",), True, (), False, ()),
    "D": (4, "CRFR", ("N",), False, ("EW",), False, (0, 1)),
    "E": (5, "CFFF", ("N",), False, (), False, (1,)),
    "F": (2, "FCFC", ("EW",), True, (), False, (1, 1)),
    "G": (1, "CFCF", ("NS",), False, (), False, (1, 1)),
    "H": (3, "FCFC", ("E", "W"), False, (), False, (2,)),
    "I": (2, "CFFC", ("N", "W"), False, (), False, (2,)),
    "J": (3, "CRRF", ("N",), False, ("ES",), False, (0, 1)),
    "K": (3, "CFRR", ("N",), False, ("SW",), False, (0, 1)),
    "L": (3, "CRRR", ("N",), False, ("E", "S", "W"), False, (0, 0, 1)),
    "M": (2, "CFFC", ("NW",), True, (), False, (1,)),
    "N": (3, "CFFC", ("NW",), False, (), False, (1,)),
    "O": (2, "CRRC", ("NW",), True, ("ES",), False, (0, 1)),
    "P": (3, "CRRC", ("NW",), False, ("ES",), False, (0, 1)),
    "Q": (1, "CCFC", ("NEW",), True, (), False, (1,)),
    "R": (3, "CCFC", ("NEW",), False, (), False, (1,)),
    "S": (2, "CCRC", ("NEW",), True, ("S",), False, (1, 1)),
    "T": (1, "CCRC", ("NEW",), False, ("S",), False, (1, 1)),
    "U": (8, "RFRF", (), False, ("NS",), False, (0, 0)),
    "V": (9, "FFRR", (), False, ("SW",), False, (0, 0)),
    "W": (4, "FRRR", (), False, ("E", "S", "W"), False, (0, 0, 0)),
    "X": (1, "RRRR", (), False, ("N", "E", "S", "W"), False, (0, 0, 0, 0)),
}  # fmt: skip

_SIDE = "NESW"
_KIND = {"C": "city", "R": "road", "F": "field"}


def _sides_of(ports: frozenset[int]) -> str:
    return "".join(sorted({_SIDE[p // 3] for p in ports}, key=_SIDE.index))


def test_rule_base_tile_counts_are_exactly_the_standard_distribution() -> None:
    assert {LETTERS[t][0]: spec[0] for t, spec in SPEC.items()} == kind_counts(("base",))
    assert len(base_tiles()) == 72
    assert LETTERS["D"] == (START_TILE, 0)


@pytest.mark.parametrize("name", list(SPEC))
def test_rule_base_tile_topology_matches_the_printed_tile(name: str) -> None:
    _, sides, cities, pennant, roads, monastery, fields = SPEC[name]
    tt = tile_type(*LETTERS[name])
    assert tt.sides == tuple(_KIND[c] for c in sides)
    got_cities = [f for f in tt.features if f.kind == "city"]
    assert sorted(_sides_of(f.ports) for f in got_cities) == sorted(cities)
    assert any(f.pennant for f in tt.features) == pennant
    assert all(not f.pennant for f in tt.features if f.kind != "city")
    got_roads = [f for f in tt.features if f.kind == "road"]
    assert sorted(_sides_of(f.ports) for f in got_roads) == sorted(roads)
    assert all(
        1 in {p % 3 for p in f.ports} and len({p % 3 for p in f.ports}) == 1 for f in got_roads
    ), "a road leaves a side by its middle port"
    assert sum(f.kind == "monastery" for f in tt.features) == int(monastery)
    got_fields = sorted(len(f.cities) for f in tt.features if f.kind == "field")
    assert tuple(got_fields) == fields


def test_rule_start_tile_is_city_north_road_west_east() -> None:
    tt = tile_type(START_TILE)
    assert tt.sides == ("city", "road", "field", "road")
    north_field = next(f for f in tt.features if f.kind == "field" and 3 in f.ports)
    south_field = next(f for f in tt.features if f.kind == "field" and 7 in f.ports)
    assert north_field.cities and not south_field.cities


def test_the_reference_copy_in_the_tests_equals_the_shared_one() -> None:
    """tests/reference keeps the tile list for clean clones; it must not drift from the shared."""
    copy = REPO / "tests" / "reference" / "carcassonne_tiles.json"
    if not SHARED.exists():
        pytest.skip("no shared folder beside this checkout: the copy is the reference")
    assert json.loads(copy.read_text(encoding="utf-8")) == json.loads(
        SHARED.read_text(encoding="utf-8")
    )
