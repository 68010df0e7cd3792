"""What the Germany map prints, by the publisher's map rules
(rules/carcassonne-maps-basic-rules.txt): the six large cities (their pieces count as city
parts, their pennants score), towns, and the roads and cities printed at the map's edge. One
test per rule.

Tile feature indices (rotation 0): BA18 0 city N, 1 field; BA01 0 monastery, 1 field; BA24 0
road E–W; BA03 0 city N, 1 road E–W.
"""

from __future__ import annotations

import json

import pytest

from geoquiz.games.carcassonne import IllegalMove, MapSpec, Meeple, State, new_game
from geoquiz.games.carcassonne.engine import feature_of, legal_placements
from geoquiz.games.carcassonne.features import neighbour
from geoquiz.games.carcassonne.printed import PRINTED_CITIES, PRINTED_EDGES
from geoquiz.games.carcassonne.tiles import printed_code, printed_parts
from geoquiz.geo.carcassonne_map import carcassonne_map, square_of
from tests.test_carcassonne_rules import cfg2, finish, grid, place, scenario

Sq = tuple[int, int]


def _square(name: str, spec: MapSpec) -> Sq:
    return next(sq for sq, n in spec.large_cities.items() if n == name)


def _caps_around(spec: MapSpec, big: Sq) -> dict[Sq, tuple[str, int]]:
    """A city cap (BA18) on every side of ``big`` that faces a square on the map."""
    return {
        neighbour(big, d): ("BA18", (d + 2) % 4)
        for d in range(4)
        if neighbour(big, d) in spec.playable
    }


def test_rule_berlin_completed_6_city_parts_and_4_pennants_score_20() -> None:
    """The publisher's example on our map: Berlin closed by one tile on each of its four sides —
    its printed piece (2 parts, 4 pennants) and the 4 tiles: 6 city parts + 4 pennants, 2 points
    each = 20 for the meeple's owner."""
    spec = MapSpec.germany()
    berlin = _square("Berlin", spec)
    caps = _caps_around(spec, berlin)
    assert len(caps) == 4
    last = (berlin[0], berlin[1] + 1)
    tiles = {sq: t for sq, t in caps.items() if sq != last}
    claim = next(iter(tiles))
    s = scenario(tiles, "BA18", spec=spec, meeples=[Meeple(claim, 0, 0)])
    s = finish(place(s, last, caps[last][1]))
    city = feature_of(s, (berlin, 0))
    assert city.complete and city.size == 6 and city.pennants == 4
    assert s.scores == (20, 0) and not s.meeples


def test_rule_the_six_printed_large_cities_lie_at_their_real_places() -> None:
    spec = MapSpec.germany()
    assert sorted(set(spec.large_cities.values())) == sorted(
        ["Hamburg", "Berlin", "Hannover", "Ruhrgebiet", "Frankfurt", "München"]
    )
    for city in PRINTED_CITIES:
        squares = {square_of(lon, lat) for lat, lon in city.places}
        assert {sq for sq, n in spec.large_cities.items() if n == city.name} == squares
    grid_map = carcassonne_map()
    # the Ruhr's squares: Duisburg with Düsseldorf in the west, Essen with Dortmund in the east
    ruhr = sorted(sq for sq, n in spec.large_cities.items() if n == "Ruhrgebiet")
    assert [grid_map.large_cities[sq] for sq in ruhr] == ["Düsseldorf", "Essen"]


def test_rule_the_ruhrgebiet_is_one_printed_city_over_two_squares() -> None:
    spec = MapSpec.germany()
    s = new_game(cfg2(), spec)
    west, east = sorted(sq for sq, n in spec.large_cities.items() if n == "Ruhrgebiet")
    city = feature_of(s, (west, 0))
    assert city.squares == {west, east} and city.size == 4 and city.pennants == 4


def test_rule_the_other_large_cities_of_the_grid_are_towns() -> None:
    spec = MapSpec.germany()
    towns = set(spec.towns.values())
    assert {"Köln", "Bremen", "Nürnberg", "Leipzig", "Dresden"} <= towns
    assert not set(spec.towns) & set(spec.large_cities)


def test_rule_no_tile_on_a_printed_large_city() -> None:
    spec = MapSpec.germany()
    s = new_game(cfg2(), spec)
    for sq in spec.large_cities:
        assert s.tiles[sq] == ("BIG", spec.piece(sq))
        assert all(p != sq for p, _ in legal_placements(s, "BA18"))


def test_rule_a_tile_next_to_a_printed_city_connects_it_then_anybody_may_place_next_to_it() -> None:
    """Small map, Berlin on (3, 3): before a tile lies next to it, a square touching only Berlin
    takes no tile; after a tile on (3, 2) continues it, the squares next to Berlin do."""
    spec = MapSpec(
        grid(), {"Rostock": (1, 1), "Erfurt": (3, 3), "Stuttgart": (4, 1)}, {(3, 3): "Berlin"}, {}
    )
    s = scenario({(3, 1): ("BA01", 0)}, "BA18", spec=spec)
    with pytest.raises(IllegalMove, match="carcassonne.not_touching"):
        place(s, (4, 3), 3)  # touches Berlin only
    assert ((4, 3), 3) not in legal_placements(s, "BA18")
    s = finish(place(s, (3, 2), 2))  # below (3, 1), its city continuing Berlin
    assert ((4, 3), 3) in legal_placements(s, "BA18")  # Berlin now counts as a laid tile
    assert ((3, 4), 0) in legal_placements(s, "BA18")


def test_rule_a_road_printed_at_the_edge_must_be_continued() -> None:
    spec = MapSpec(
        grid(3, 3),
        {"Rostock": (1, 1), "Erfurt": (0, 2), "Stuttgart": (2, 2)},
        {},
        {},
        edges={((1, 0), 0): "road"},
    )
    s = scenario({(1, 1): ("BA24", 1)}, "BA24", spec=spec)  # a road N–S below
    with pytest.raises(IllegalMove, match="carcassonne.printed_edge"):
        place(s, (1, 0), 0)  # road E–W: a field side against the printed road
    assert [r for sq, r in legal_placements(s, "BA24") if sq == (1, 0)] == [1, 3]
    s = place(s, (1, 0), 1)  # road N–S continues it (and is closed at the edge there)
    assert feature_of(s, ((1, 0), 0)).open_edges == 1  # only its south end, below (1, 1)


def test_rule_a_city_printed_at_the_edge_must_be_continued() -> None:
    spec = MapSpec(
        grid(3, 3),
        {"Rostock": (1, 1), "Erfurt": (0, 2), "Stuttgart": (2, 2)},
        {},
        {},
        edges={((1, 0), 0): "city"},
    )
    s = scenario({(1, 1): ("BA01", 0)}, "BA18", spec=spec)
    with pytest.raises(IllegalMove, match="carcassonne.printed_edge"):
        place(s, (1, 0), 2)
    s = place(s, (1, 0), 0)
    assert feature_of(s, ((1, 0), 0)).complete  # the printed city closes it at the edge


def test_rule_printed_edges_of_the_germany_map_face_off_the_map() -> None:
    grid_map = carcassonne_map()
    spec = MapSpec.germany()
    assert len(spec.edges) == len(PRINTED_EDGES)
    starts = set(grid_map.start.values())
    for e in PRINTED_EDGES:
        assert e.square in grid_map.playable, e.name
        assert neighbour(e.square, e.side) not in grid_map.playable, e.name
        assert e.square not in starts and e.square not in spec.large_cities, e.name


def test_rule_printed_code_holds_parts_and_pennants() -> None:
    assert printed_parts(printed_code(2, 4)) == (2, 4)
    assert printed_parts(0) == (1, 1)
    with pytest.raises(ValueError):
        printed_code(0, 3)


def test_old_saves_before_the_publishers_map_rules_are_refused_in_one_line() -> None:
    from geoquiz.app.carcassonne.refusals import TEXTS

    s = new_game(cfg2(), MapSpec.germany())
    data = json.loads(json.dumps(s.to_dict()))
    assert State.from_dict(data) == s
    del data["map"]["pieces"], data["map"]["edges"]  # the map as saved before these rules
    with pytest.raises(IllegalMove) as err:
        State.from_dict(data)
    assert err.value.code == "carcassonne.old_map_rules"
    assert "carcassonne.old_map_rules" in TEXTS
