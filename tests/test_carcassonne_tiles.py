"""The 72 base-game tiles checked one by one against an independent description of the printed
tiles: counts, the side of every edge, which sides each city and road joins, pennants,
monasteries, and how many cities each field borders (the farmers' adjacency)."""

from __future__ import annotations

import pytest

from geoquiz.games.carcassonne.tiles import BASE_COUNTS, START_TILE, base_tiles, tile_type

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
    assert {t: spec[0] for t, spec in SPEC.items()} == BASE_COUNTS
    assert len(base_tiles()) == 72
    assert START_TILE == "D"


@pytest.mark.parametrize("name", list(SPEC))
def test_rule_base_tile_topology_matches_the_printed_tile(name: str) -> None:
    _, sides, cities, pennant, roads, monastery, fields = SPEC[name]
    tt = tile_type(name)
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
