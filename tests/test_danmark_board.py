"""The frozen Danmark-spillet board is exactly what the generator makes from the shipped data."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

from geoquiz.geo.denmark_board import BOARD_PATH, load_board

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow  # ~10-15 s: the whole geometry pipeline
def test_generator_reproduces_the_frozen_board() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_denmark_board", ROOT / "packaging" / "build_denmark_board.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fresh = json.loads(json.dumps(module.build(), ensure_ascii=False))
    frozen = json.loads(BOARD_PATH.read_text(encoding="utf-8"))
    assert fresh == frozen


def test_space_graph_matches_the_roads() -> None:
    board = load_board()
    plain = sum(r.steps - 1 for r in board.roads)
    assert board.space_count == len(board.towns) + plain
    edges = sum(len(a) for a in board.adjacency) // 2
    assert edges == sum(r.steps for r in board.roads)
    import shapely

    for space in range(len(board.towns), board.space_count):  # plain spaces lie on their path
        road = board.roads[board.plain_spaces[space - len(board.towns)][0]]
        point = shapely.Point(board.space_lonlat(space))
        assert shapely.LineString(road.path).distance(point) < 1e-6


# -- DESIGN §6 board facts ------------------------------------------------------------------------
def _frozen() -> Any:
    return json.loads(BOARD_PATH.read_text(encoding="utf-8"))


def test_board_roads_have_one_space_per_ten_km_of_their_path() -> None:
    from geoquiz.geo.projection import distance_km

    board = load_board()
    for road in board.roads:
        a, b = board.town(road.a), board.town(road.b)
        assert road.path[0] == pytest.approx((a.lon, a.lat), abs=1e-4), road
        assert road.path[-1] == pytest.approx((b.lon, b.lat), abs=1e-4), road
        km = sum(
            distance_km(y0, x0, y1, x1)
            for (x0, y0), (x1, y1) in zip(road.path, road.path[1:], strict=False)
        )
        assert abs(km - road.km) < 0.2, (road.a, road.b)
        assert road.steps == max(1, round(km / 10.0)), (road.a, road.b, km, road.steps)
        straight = distance_km(a.lat, a.lon, b.lat, b.lon)
        assert km <= 1.8 * straight, (road.a, road.b)  # a road, not a tour round a fjord


def test_board_curated_ferries_airports_and_toll_bridge() -> None:
    board = load_board()
    ferries = {frozenset((c.a, c.b)) for c in board.crossings if c.kind == "ferry"}
    for pair in (
        ("esbjerg", "nordby"),
        ("frederikshavn", "byrum"),
        ("aarhus", "odden"),
        ("koege", "roenne"),
        ("svendborg", "aeroeskoebing"),
        ("odder", "tranebjerg"),
    ):
        assert frozenset(pair) in ferries, pair
    bridges = [c for c in board.crossings if c.kind == "bridge"]
    assert [(c.name, {c.a, c.b}) for c in bridges] == [("Storebælt", {"nyborg", "korsoer"})]
    airports = {t.id for t in board.towns if t.airport}
    assert airports == {
        "koebenhavn",
        "billund",
        "aalborg",
        "roende",
        "karup",
        "soenderborg",
        "roenne",
        "esbjerg",
    }
    assert board.town("roende").airport == "Aarhus (Tirstrup)"
    flights = {frozenset((c.a, c.b)) for c in board.crossings if c.kind == "flight"}
    assert len(flights) == len(airports) * (len(airports) - 1) // 2  # any airport to any other


def test_board_star_towns_and_dead_ends() -> None:
    board = load_board()
    stars = [t for t in _frozen()["towns"] if t["star"]]
    assert len(stars) == 16
    for area in "ABCD":  # spread over the country: 4 in every area
        assert sum(t["area"] == area for t in stars) == 4, area
    assert {t["island"] for t in stars} >= {"Jylland", "Fyn", "Sjælland", "Bornholm"}
    road_count = {t.id: 0 for t in board.towns}
    for road in board.roads:
        road_count[road.a] += 1
        road_count[road.b] += 1
    for town in board.towns:
        assert town.dead_end == (road_count[town.id] == 1), town.name
    assert board.town("skagen").dead_end and board.town("hanstholm").dead_end


def test_board_every_question_answer_is_true() -> None:
    """All kinds, not only north and largest: south/east/west, island, region and distance
    (the right option is the one nearest the crow-fly distance)."""
    import re

    from geoquiz.geo.projection import distance_km

    board = load_board()
    by_name = {t.names["en"]: t for t in board.towns}
    axis = {
        "north": lambda t: t.lat,
        "south": lambda t: -t.lat,
        "east": lambda t: t.lon,
        "west": lambda t: -t.lon,
    }
    for q in board.questions:
        opts = [o["en"] for o in q.options]
        assert len(set(opts)) == 4, q.id
        if q.kind in axis:
            values = [axis[q.kind](by_name[o]) for o in opts]
            assert values[q.answer] == max(values), q.id
        elif q.kind in ("island", "region"):
            town = re.search(r"(?:does|is) (.+?)(?: lie)?\?$", q.text["en"])
            assert town, q.text["en"]
            t = by_name[town.group(1)]
            names = board.islands if q.kind == "island" else board.regions
            key = t.island if q.kind == "island" else t.region
            assert opts[q.answer] == names[key]["en"], q.id
        elif q.kind == "distance":
            m = re.match(r"About how far is (.+) from (.+) as the crow flies\?", q.text["en"])
            assert m, q.text["en"]
            a, b = by_name[m.group(1)], by_name[m.group(2)]
            km = distance_km(a.lat, a.lon, b.lat, b.lon)
            errors = [abs(int(o.removesuffix(" km")) - km) for o in opts]
            assert errors[q.answer] == min(errors) and errors[q.answer] <= 10, q.id


def test_board_rows_missing_an_optional_field_get_none_and_a_required_one_is_named() -> None:
    from geoquiz.geo.denmark_board import board_from_dict

    data = json.loads(BOARD_PATH.read_text(encoding="utf-8"))
    road = next(r for r in data["roads"] if r.get("bridge"))
    del road["bridge"]
    del data["questions"][0]["fact"]
    board = board_from_dict(data)
    assert next(r for r in board.roads if (r.a, r.b) == (road["a"], road["b"])).bridge is None
    assert board.questions[0].fact == {}
    assert all(isinstance(r.km, float) and isinstance(r.steps, int) for r in board.roads)
    del data["towns"][0]["island"]
    with pytest.raises(KeyError, match="Town.island"):
        board_from_dict(data)
