"""Danmark-spillet board against a map of Denmark (issue 11, DESIGN §6).

The towns, roads, islands and question cards are checked against sources other than the board's
own data: the OpenStreetMap coast (``assets/maps/dk_coast``), the GeoNames gazetteer for the
towns of 20,000 or more, and, for every "about how far" card, reference coordinates of the towns
entered by hand below (town centres to the arcminute, as printed in reference works), not the
board's GeoNames positions.
"""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import shapely

from geoquiz.geo.denmark_board import BOARD_PATH, coast, load_board

ROOT = Path(__file__).resolve().parents[1]
BOARD = load_board()


@cache
def builder() -> ModuleType:
    sys.path.insert(0, str(ROOT / "packaging"))
    spec = importlib.util.spec_from_file_location(
        "build_denmark_board", ROOT / "packaging" / "build_denmark_board.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _dm(deg: int, minutes: int) -> float:
    return deg + minutes / 60.0


#: Reference town-centre coordinates (degrees, arcminutes N / E), entered by hand.
REFERENCE = {
    "København": ((55, 41), (12, 34)),
    "Aarhus": ((56, 9), (10, 13)),
    "Odense": ((55, 24), (10, 23)),
    "Aalborg": ((57, 3), (9, 55)),
    "Esbjerg": ((55, 28), (8, 27)),
    "Randers": ((56, 28), (10, 3)),
    "Kolding": ((55, 29), (9, 28)),
    "Horsens": ((55, 52), (9, 51)),
    "Vejle": ((55, 42), (9, 32)),
    "Roskilde": ((55, 39), (12, 5)),
    "Herning": ((56, 8), (8, 58)),
    "Silkeborg": ((56, 10), (9, 33)),
    "Næstved": ((55, 14), (11, 46)),
    "Viborg": ((56, 27), (9, 24)),
    "Fredericia": ((55, 34), (9, 45)),
    "Køge": ((55, 27), (12, 11)),
    "Hillerød": ((55, 56), (12, 18)),
    "Helsingør": ((56, 2), (12, 37)),
    "Holstebro": ((56, 21), (8, 37)),
    "Slagelse": ((55, 24), (11, 21)),
    "Holbæk": ((55, 43), (11, 43)),
    "Sønderborg": ((54, 55), (9, 47)),
    "Svendborg": ((55, 3), (10, 36)),
    "Hjørring": ((57, 28), (9, 59)),
    "Ringsted": ((55, 26), (11, 47)),
    "Frederikshavn": ((57, 26), (10, 32)),
    "Haderslev": ((55, 15), (9, 29)),
    "Skive": ((56, 34), (9, 2)),
    "Nykøbing Falster": ((54, 46), (11, 52)),
    "Skagen": ((57, 43), (10, 35)),
    "Rønne": ((55, 6), (14, 42)),
    "Thisted": ((56, 57), (8, 42)),
    "Ribe": ((55, 20), (8, 46)),
    "Nyborg": ((55, 19), (10, 47)),
}


def _km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance (haversine, R = 6371 km) between (lat, lon) points."""
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = (
        math.sin((la2 - la1) / 2) ** 2
        + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    )
    return 2 * 6371.0 * math.asin(math.sqrt(h))


def _ref(name: str) -> tuple[float, float]:
    (la, lm), (lo, om) = REFERENCE[name]
    return _dm(la, lm), _dm(lo, om)


def _frozen() -> Any:
    return json.loads(BOARD_PATH.read_text(encoding="utf-8"))


# -- towns --------------------------------------------------------------------------------------
def test_board_towns_lie_where_the_reference_puts_them() -> None:
    for name in REFERENCE:
        town = next((t for t in BOARD.towns if t.name == name), None)
        assert town is not None, name
        assert _km((town.lat, town.lon), _ref(name)) < 3.0, name


def test_every_danish_town_of_20000_that_is_not_a_suburb_is_on_the_board() -> None:
    from geoquiz.geo import gazetteer

    b = builder()
    on_board = {t.name for t in BOARD.towns}
    for place in gazetteer.places("DK", min_population=19_900):
        if place.name in b.SUBURBS or place.name in b.SKIPPED_PLACES:
            continue
        assert place.name in on_board, (place.name, place.population)
    for name in ("Roskilde", "Herning", "Slagelse", "Fredericia", "Ringsted"):  # issue 11
        assert name in on_board


def test_board_has_80_to_90_towns_spread_out_and_groups_of_16() -> None:
    assert 80 <= len(BOARD.towns) <= 90
    for g in "ABCD":
        assert len(BOARD.group_towns(g)) == 16
    close = {frozenset(p) for p in builder().CLOSE_PAIRS}
    for i, a in enumerate(BOARD.towns):
        for c in BOARD.towns[i + 1 :]:
            if frozenset((a.name, c.name)) not in close and a.island == c.island:
                assert _km((a.lat, a.lon), (c.lat, c.lon)) >= 10.0, (a.name, c.name)


def test_a_name_geonames_lists_twice_is_resolved_by_its_municipality() -> None:
    from geoquiz.geo import gazetteer

    lystrups = [p for p in gazetteer.places("DK") if p.name == "Lystrup"]
    assert {p.geonameid for p in lystrups} == {2617175, 2617176}
    (chosen,) = [p for p in builder().resolve_places(lystrups) if p.name == "Lystrup"]
    assert chosen.geonameid == 2617176  # the Aarhus suburb, not the Djursland village
    assert _km((chosen.lat, chosen.lon), _ref("Aarhus")) < 12.0
    lystrup = next((t for t in _frozen()["towns"] if t["name"] == "Lystrup"), None)
    assert lystrup is None or lystrup["geonameid"] == 2617176


# -- coast and roads ----------------------------------------------------------------------------
def test_the_coast_has_tasinge_and_the_whole_of_skagen_odde() -> None:
    dk = coast()["DNK"]
    assert dk.contains(shapely.Point(10.62, 55.00))  # Tåsinge (Troense / Vindeby road)
    assert dk.contains(shapely.Point(10.59, 57.72))  # Skagen town
    assert dk.distance(shapely.Point(10.645, 57.745)) < 0.003  # Grenen, the tip
    assert not dk.contains(shapely.Point(10.5, 55.0))  # the sea west of Tåsinge stays sea


def _wet_km(path: tuple[tuple[float, float], ...]) -> list[shapely.Geometry]:
    land = shapely.buffer(coast()["DNK"], 0.002)  # ~150-200 m: towns on the shore
    wet = shapely.LineString(path).difference(land)
    return [g for g in shapely.get_parts(wet) if g.length > 0]


def test_every_road_runs_on_land_and_leaves_it_only_on_a_fixed_link() -> None:
    links = [
        shapely.buffer(shapely.LineString([(a[1], a[0]), (b[1], b[0])]), 0.012)
        for _, a, b in builder().FIXED_LINKS
    ]
    for road in BOARD.roads:
        for piece in _wet_km(road.path):
            assert any(link.contains(piece) for link in links), (road.a, road.b, piece)


def test_no_road_over_isefjord_roskilde_fjord_or_the_limfjord_without_a_bridge() -> None:
    pairs = {frozenset((r.a, r.b)): r for r in BOARD.roads}
    for a, b in (("frederiksvaerk", "nykoebing-sjaelland"), ("jyllinge", "holbaek")):
        assert frozenset((a, b)) not in pairs
    aggersund = shapely.Point(9.294, 56.997)
    vilsund = shapely.Point(8.632, 56.873)
    for key, road in pairs.items():
        line = shapely.LineString(road.path)
        if key == frozenset(("fjerritslev", "stoevring")):
            assert line.distance(aggersund) < 0.01  # over the Aggersund bridge
        if key == frozenset(("nykoebing-mors", "hurup")):
            assert line.distance(vilsund) < 0.01  # over the Vilsund bridge
    svendborg_rudkobing = pairs[frozenset(("svendborg", "rudkoebing"))]
    assert (
        coast()["DNK"].buffer(0.002).contains(shapely.Point(svendborg_rudkobing.point_at(0.5)))
    )  # the road's middle is on Tåsinge, not over the sea


# -- question cards -----------------------------------------------------------------------------
def test_every_distance_answer_matches_reference_coordinates() -> None:
    by_id = {t.id: t for t in BOARD.towns}
    cards = [q for q in _frozen()["questions"] if q["kind"] == "distance"]
    assert len(cards) >= 15
    for q in cards:
        a, b = (by_id[i].name for i in q["towns"])
        true_km = _km(_ref(a), _ref(b))
        values = [int(o["en"].split()[0]) for o in q["options"]]
        answer = values[q["answer"]]
        assert abs(answer - true_km) <= 10.0, (q["id"], a, b, answer, true_km)
        assert min(values, key=lambda v: abs(v - true_km)) == answer, (q["id"], values, true_km)
        assert q["text"]["en"].startswith(f"About how far is {by_id[q['towns'][0]].names['en']}")


def test_island_cards_ask_for_island_or_peninsula_and_jutland_is_a_peninsula() -> None:
    for q in BOARD.questions:
        if q.kind != "island":
            continue
        assert "island or peninsula" in q.text["en"]
        assert "Insel oder Halbinsel" in q.text["de"]
        assert "ø eller halvø" in q.text["da"]
        right = q.options[q.answer]["en"]
        assert ("peninsula" in q.fact["en"]) == (right == "Jutland"), q.id
    assert not any("På hvilken ø ligger" in q.text["da"] for q in BOARD.questions)


def test_every_card_has_its_fact_in_three_languages() -> None:
    for q in BOARD.questions:
        assert set(q.fact) == {"en", "de", "da"} and all(q.fact.values()), q.id


@pytest.mark.parametrize("name", ["Lystrup", "Dronninglund"])
def test_no_card_asks_about_a_town_without_reference_distance(name: str) -> None:
    """q110 of the old board asked how far Dronninglund is from Lystrup (the wrong Lystrup)."""
    for q in _frozen()["questions"]:
        if q["kind"] == "distance":
            names = {BOARD.town(i).name for i in q["towns"]}
            assert name not in names or names <= set(REFERENCE)


def test_a_road_never_runs_through_a_third_town() -> None:
    for road in BOARD.roads:
        line = shapely.LineString(road.path)
        for town in BOARD.towns:
            if town.id in (road.a, road.b):
                continue
            near_km = line.distance(shapely.Point(town.lon, town.lat)) * 62.2
            assert near_km >= 2.5, (road.a, road.b, town.name)


def test_the_osm_coast_is_credited_in_attribution_and_about() -> None:
    from geoquiz.app.window.about import attribution_html

    html = attribution_html()
    assert "© OpenStreetMap contributors" in html and "dk_coast" in html and "ODbL" in html
