"""The 43 regions of 10 Tage durch Deutschland: ids, neighbours and the colouring (DESIGN §5)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from geoquiz.geo import regions as R  # noqa: N812

ASSET = R.ASSET_DIR / "tage_regions.json"


def test_there_are_43_regions_with_slug_ids() -> None:
    all_regions = R.regions()
    assert len(all_regions) == 43
    ids = [r.id for r in all_regions]
    assert len(set(ids)) == 43
    assert all(r.id == R.normalise(r.name) for r in all_regions)
    for rid in ("lueneburg", "mecklenburg-vorpommern", "nordsee", "ostsee", "bodensee", "giessen"):
        assert rid in ids


def test_lookup_by_id_or_name() -> None:
    assert R.region("Lüneburg").id == "lueneburg"
    assert R.region("  thüringen ").id == "thueringen"
    assert R.region("Rheinhessen Pfalz").id == "rheinhessen-pfalz"
    with pytest.raises(ValueError, match="unknown region"):
        R.region("Atlantis")


def test_neighbours_are_symmetric_and_not_self() -> None:
    for r in R.regions():
        assert r.id not in r.neighbours
        for n in r.neighbours:
            assert r.id in R.region(n).neighbours


def test_berlins_only_neighbour_is_brandenburg() -> None:
    assert R.region("berlin").neighbours == ("brandenburg",)


def test_nordsee_and_ostsee_are_not_neighbours() -> None:
    assert not R.are_neighbours("nordsee", "ostsee")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("lueneburg", "mecklenburg-vorpommern"),  # rulebook example 1
        ("schleswig-holstein", "ostsee"),
        ("schleswig-holstein", "nordsee"),
        ("bodensee", "schwaben"),
        ("bodensee", "tuebingen"),
        ("bodensee", "freiburg"),
        ("oberpfalz", "oberfranken"),
        ("oberfranken", "chemnitz"),
        ("magdeburg", "brandenburg"),
        ("hamburg", "schleswig-holstein"),
    ],
)
def test_known_neighbours(a: str, b: str) -> None:
    assert R.are_neighbours(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("berlin", "magdeburg"),
        ("oberpfalz", "chemnitz"),
        ("bodensee", "oberbayern"),
        ("saarland", "karlsruhe"),
        ("nordsee", "mecklenburg-vorpommern"),
    ],
)
def test_known_non_neighbours(a: str, b: str) -> None:
    assert not R.are_neighbours(a, b)


# Whole neighbour lists checked against the map of Germany (Regierungsbezirke as they were).
EXACT_NEIGHBOURS: dict[str, set[str]] = {
    # Lake Constance: Konstanz (Freiburg), Bodenseekreis (Tübingen), Lindau (Schwaben)
    "bodensee": {"freiburg", "tuebingen", "schwaben"},
    # the German Bight: the coast of Weser-Ems, Bremerhaven, Cuxhaven/Stade (Lüneburg, with the
    # Elbe estuary), Hamburg (Elbe, Neuwerk), Dithmarschen/Nordfriesland (Schleswig-Holstein)
    "nordsee": {"weser-ems", "bremen", "lueneburg", "hamburg", "schleswig-holstein"},
    "ostsee": {"schleswig-holstein", "mecklenburg-vorpommern"},
    # Merzig-Wadern/Trier-Saarburg, Birkenfeld (Koblenz), Kusel/Südwestpfalz (Rheinhessen-Pfalz)
    "saarland": {"trier", "koblenz", "rheinhessen-pfalz"},
    "hamburg": {"schleswig-holstein", "lueneburg", "nordsee"},
    # Bremen (Diepholz, Osterholz/Verden, Wesermarsch/Delmenhorst) and Bremerhaven (Cuxhaven,
    # the Weser estuary = Nordsee)
    "bremen": {"hannover", "lueneburg", "weser-ems", "nordsee"},
    "berlin": {"brandenburg"},
    "niederbayern": {"oberbayern", "oberpfalz"},
    "trier": {"koeln", "koblenz", "saarland"},
    "mecklenburg-vorpommern": {"schleswig-holstein", "lueneburg", "brandenburg", "ostsee"},
}


@pytest.mark.parametrize("rid", sorted(EXACT_NEIGHBOURS))
def test_neighbour_lists_match_the_map(rid: str) -> None:
    assert set(R.region(rid).neighbours) == EXACT_NEIGHBOURS[rid]


def test_bremen_counts_both_parts_bremen_and_bremerhaven() -> None:
    from shapely.geometry import Point

    bremen = R.geometries()["bremen"]
    assert bremen.contains(Point(8.80, 53.08))  # Bremen (city)
    assert bremen.contains(Point(8.58, 53.55))  # Bremerhaven
    # the Nordsee touches only Bremerhaven; Hannover (Diepholz) only the city of Bremen
    assert R.are_neighbours("bremen", "nordsee") and R.are_neighbours("bremen", "hannover")


def test_rulebook_bus_examples_have_bridges() -> None:
    assert "brandenburg" in R.bus_bridges("berlin", "magdeburg")  # example 3
    assert "oberfranken" in R.bus_bridges("oberpfalz", "chemnitz")  # example 4
    assert R.bus_bridges("berlin", "bodensee") == []


def test_colouring_neighbours_differ() -> None:
    for r in R.regions():
        for n in r.neighbours:
            assert R.region(n).colour != r.colour, (r.id, n)


def test_colouring_is_balanced_with_berlin_black() -> None:
    assert R.region("berlin").colour == "black"
    counts = Counter(r.colour for r in R.regions() if r.id != "berlin")
    assert set(counts) == set(R.COLOURS)
    assert max(counts.values()) - min(counts.values()) <= 2
    assert sum(counts.values()) == 42


def test_berlin_matches_every_train_colour() -> None:
    for colour in R.COLOURS:
        assert R.colour_matches("berlin", colour)
    mf = R.region("mittelfranken")
    assert R.colour_matches(mf.id, mf.colour)
    assert not R.colour_matches(mf.id, next(c for c in R.COLOURS if c != mf.colour))


def test_asset_json_matches_loader() -> None:
    rows = json.loads(ASSET.read_text(encoding="utf-8"))
    assert [row["id"] for row in rows] == sorted(row["id"] for row in rows)
    assert all(row["neighbours"] == sorted(row["neighbours"]) for row in rows)


def test_geometries_cover_every_region() -> None:
    geoms = R.geometries()
    assert set(geoms) == set(R.region_ids())
    berlin = geoms["berlin"]
    assert 13.0 < berlin.centroid.x < 13.8 and 52.3 < berlin.centroid.y < 52.7
    assert geoms["brandenburg"].area > 10 * berlin.area


# --------------------------------------------------------------------------- the asset build


def _builder():  # type: ignore[no-untyped-def]
    import importlib.util

    path = R.ASSET_DIR.parent.parent / "packaging" / "build_regions.py"
    spec = importlib.util.spec_from_file_location("build_regions", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_kreis_belongs_to_one_land_region() -> None:
    from geoquiz.geo.maps import load_layer

    build = _builder()
    names = {build.region_of_kreis(str(a["rs"])) for a in load_layer("de_kreise").attrs}
    assert len(names) == 40
    assert {build.slug(n) for n in names} | {"nordsee", "ostsee", "bodensee"} == set(R.region_ids())
    with pytest.raises(ValueError, match="no 10-Tage region"):
        build.region_of_kreis("99001")


def test_balanced_colouring_on_a_small_graph() -> None:
    build = _builder()
    ring = [f"r{i}" for i in range(11)]
    adj = {r: {ring[(i - 1) % 11], ring[(i + 1) % 11]} for i, r in enumerate(ring)}
    adj["berlin"] = {"r0"}
    adj["r0"].add("berlin")
    colours = build.balanced_colouring(adj)
    assert colours["berlin"] == "black"
    assert all(colours[a] != colours[b] for a in ring for b in adj[a] if b != "berlin")
    counts = Counter(colours[r] for r in ring)
    assert max(counts.values()) - min(counts.values()) <= 1
    assert build.balanced_colouring(adj) == colours  # deterministic


def test_shared_border_rule_ignores_corner_contacts() -> None:
    from shapely.geometry import box

    build = _builder()
    a, b, corner = box(0, 0, 5000, 5000), box(5000, 0, 9000, 5000), box(5000, 5000, 9000, 9000)
    assert build.shared_length(a, b) == pytest.approx(5000, rel=0.02)
    assert build.shared_length(a, corner) < 100
    near = box(5010, 0, 9000, 5000)  # a 10 m gap, as simplified data may have
    adj = build.neighbours({"a": a, "b": near, "c": corner})
    assert adj["a"] == {"b"} and "c" not in adj["a"]


def test_committed_asset_equals_a_fresh_build() -> None:
    from geoquiz.geo.maps import load_layer

    build = _builder()
    kreise, waters = load_layer("de_kreise"), load_layer("de_waters")
    records = build.build(
        list(kreise.geometries), kreise.attrs, list(waters.geometries), waters.attrs
    )
    table = [{k: r[k] for k in ("id", "name", "colour", "neighbours")} for r in records]
    assert table == json.loads(ASSET.read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- the drawn lake


def _km2(geom) -> float:  # type: ignore[no-untyped-def]
    import numpy as np
    import shapely
    from pyproj import Transformer

    t = Transformer.from_crs("EPSG:4326", "EPSG:3035", always_xy=True)
    return float(shapely.transform(geom, lambda xy: np.column_stack(t.transform(*xy.T))).area / 1e6)


#: points on the water of the Bodensee (lon, lat): the Konstanzer Trichter off Konstanz, off
#: Friedrichshafen's shore, Bregenz's bay and the Swiss shore near Romanshorn
LAKE_POINTS = {
    "Konstanz": (9.18, 47.66),
    "Friedrichshafen": (9.475, 47.64),
    "Bregenz": (9.72, 47.51),
    "Romanshorn": (9.38, 47.57),
}


def test_bodensee_neighbours_stay_those_of_the_german_shore() -> None:
    # computed from VG250's German shore strip (DESIGN §5), not from the drawn lake
    assert R.region("bodensee").neighbours == ("freiburg", "schwaben", "tuebingen")
    assert 290 < _km2(R.geometries()["bodensee"]) < 310  # the strip: 301 km²


def test_the_map_draws_the_whole_lake() -> None:
    import shapely

    drawn = R.drawn_geometries()
    assert set(drawn) == set(R.region_ids())
    lake = drawn["bodensee"]
    assert 500 < _km2(lake) < 560  # the Bodensee: 536 km² (Obersee 473, Untersee 63)
    for name, (lon, lat) in LAKE_POINTS.items():
        point = shapely.Point(lon, lat)
        assert lake.contains(point), name
        assert [rid for rid, g in drawn.items() if g.contains(point)] == ["bodensee"], name
    # the Swiss and Austrian water is drawn too: the strip alone does not reach the far shore
    assert not R.geometries()["bodensee"].contains(shapely.Point(*LAKE_POINTS["Romanshorn"]))
    # the German shore is the strip's; the lake covers no land region, which are drawn as they are
    assert _km2(shapely.difference(R.geometries()["bodensee"], lake)) < 0.5
    for rid, geom in drawn.items():
        if rid != "bodensee":
            assert geom.equals(R.geometries()[rid]), rid
            assert _km2(shapely.intersection(geom, lake)) < 0.05, rid
    assert drawn["schwaben"].contains(shapely.Point(9.684, 47.546))  # Lindau's island is land


def test_lake_is_the_gap_between_the_countries() -> None:
    from shapely.geometry import box

    build = _builder()
    x0, y0, x1, y1 = build.LAKE_BOX
    mid = (y0 + y1) / 2
    north = box(x0 - 1, mid + 0.1, x1 + 1, y1 + 1)  # "Germany"
    south = box(x0 - 1, y0 - 1, x1 + 1, mid - 0.1)  # "Switzerland"
    east = box(9.5, y0 - 1, x1 + 1, y1 + 1)  # "Austria"
    west = box(x0 - 1, y0 - 1, x0 + 0.05, y1 + 1)
    pond = box(9.0, mid + 0.2, 9.01, mid + 0.21)  # a pond in "Germany" (< 10 km²): not lake
    notch = box(9.2, y0 - 0.01, 9.3, y0 + 0.05)  # water reaching the box's edge: not lake
    shore = box(x0 + 0.1, mid + 0.05, 9.4, mid + 0.1)  # the German strip, on the water
    north = north.difference(shore)  # the land regions and the strip cover Germany
    countries = [north.difference(pond), south.difference(notch), east, west]
    island = box(9.3, mid - 0.02, 9.32, mid)  # a German island the land polygons lack
    lake = build.lake_geometry(countries, shore, north.union(island))
    water = box(x0 + 0.05, mid - 0.1, 9.5, mid + 0.1)
    assert lake.buffer(1e-4).contains(water.difference(north).difference(island).union(shore))
    assert lake.buffer(-1e-4).within(water) and not lake.intersects(island.buffer(-1e-4))
    assert not lake.intersects(pond.buffer(-1e-4)) and not lake.intersects(notch.buffer(-1e-4))
