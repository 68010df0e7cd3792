"""Tests for the shipped map assets and their loader ``geo.maps``."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
import shapely
from shapely import Point

from geoquiz.geo import maps

MINDEN = Point(8.917, 52.289)
COPENHAGEN = Point(12.55, 55.69)  # Nørrebro
#: Copenhagen's city hall square: Natural Earth 1:10m puts it ~150 m off the coast, in the harbour.
COPENHAGEN_CITY_HALL = Point(12.568, 55.676)
ADMIN_KEYS = {"rs", "name", "bez"}
EXPECTED = {  # layer: (number of features, attribute keys)
    "de_kreise": (402, ADMIN_KEYS),
    "de_regierungsbezirke": (19, ADMIN_KEYS),
    "de_laender": (16, ADMIN_KEYS),
    "de_staat": (1, ADMIN_KEYS),
    "de_waters": (3, {"name"}),
    "dk_regions": (5, {"code", "name", "name_en"}),
    "dk_staat": (1, {"name"}),
}


def _clear_memo() -> None:
    maps.load_layer.cache_clear()
    maps._german_lod.cache_clear()
    maps.germany_land.cache_clear()
    maps.germany_territory.cache_clear()


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty cache folder and no memoised layers, restored afterwards."""
    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(tmp_path))
    _clear_memo()
    yield tmp_path
    _clear_memo()


def _containing(layer: maps.Layer, point: Point, key: str) -> list[str]:
    return [
        str(a[key]) for g, a in zip(layer.geometries, layer.attrs, strict=True) if g.contains(point)
    ]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_layer_loads_with_expected_count_and_attributes(name: str) -> None:
    count, keys = EXPECTED[name]
    layer = maps.load_layer(name)
    assert layer.name == name
    assert len(layer.geometries) == len(layer.attrs) == count
    assert all(set(a) == keys for a in layer.attrs)
    assert shapely.is_valid(layer.geometries).all()
    assert set(shapely.get_type_id(layer.geometries)) <= {3, 6}  # Polygon, MultiPolygon


def test_layer_names_are_the_eight_shipped_layers() -> None:
    assert set(maps.LAYER_NAMES) == set(EXPECTED) | {"neighbours"}
    assert all((maps.ASSETS_DIR / f"{n}.shp").is_file() for n in maps.LAYER_NAMES)


def test_neighbours_include_the_countries_around_germany() -> None:
    layer = maps.load_layer("neighbours")
    isos = {a["iso"] for a in layer.attrs}
    assert {"NL", "BE", "LU", "FR", "CH", "AT", "LI", "CZ", "PL", "DK", "SE", "NO"} <= isos
    assert "DE" not in isos
    assert all(set(a) == {"iso", "name"} for a in layer.attrs)
    xmin, ymin, xmax, ymax = shapely.total_bounds(layer.geometries)
    assert xmin >= 2.0 and ymin >= 44.0 and xmax <= 20.0 and ymax <= 59.0
    assert shapely.coverage_is_valid(layer.geometries)
    denmark = layer.geometries[[a["iso"] for a in layer.attrs].index("DK")]
    assert shapely.equals_exact(denmark, maps.load_layer("dk_staat").geometries[0], 0)


def test_waters_are_nordsee_ostsee_bodensee_with_estuaries_in_the_nordsee() -> None:
    waters = maps.load_layer("de_waters")
    assert sorted(a["name"] for a in waters.attrs) == ["Bodensee", "Nordsee", "Ostsee"]
    assert _containing(waters, Point(9.15, 53.88), "name") == ["Nordsee"]  # Elbe, Brunsbüttel
    assert _containing(waters, Point(8.55, 53.55), "name") == ["Nordsee"]  # Weser, Bremerhaven
    assert _containing(waters, Point(8.5, 54.8), "name") == ["Nordsee"]  # Wadden Sea off Sylt
    assert _containing(waters, Point(10.25, 54.45), "name") == ["Ostsee"]  # Kieler Förde
    assert _containing(waters, Point(13.6, 54.2), "name") == ["Ostsee"]  # Greifswalder Bodden
    assert _containing(waters, Point(9.35, 47.65), "name") == ["Bodensee"]
    by_name = dict(zip((a["name"] for a in waters.attrs), waters.geometries, strict=True))
    assert not shapely.dwithin(by_name["Nordsee"], by_name["Ostsee"], 0.01)


def test_kreise_and_waters_form_a_coverage_without_gaps_or_overlaps() -> None:
    kreise = maps.load_layer("de_kreise").geometries
    waters = maps.load_layer("de_waters").geometries
    assert shapely.coverage_is_valid(np.concatenate([kreise, waters]))
    tree = shapely.STRtree(kreise)
    left, right = tree.query(kreise, predicate="intersects")
    pairs = left < right
    overlap = shapely.area(shapely.intersection(kreise[left[pairs]], kreise[right[pairs]]))
    assert pairs.sum() > 1000  # adjacent pairs were really examined
    assert overlap.sum() < 1e-9
    union = shapely.coverage_union_all(kreise)
    land = maps.germany_land()
    assert abs(union.area - land.area) < 1e-9
    assert shapely.symmetric_difference(union, land).area < 1e-9
    assert shapely.area(kreise).sum() == pytest.approx(land.area, rel=1e-12)


@pytest.mark.parametrize(
    ("upper", "key_length"), [("de_laender", 2), ("de_regierungsbezirke", 3), ("de_staat", 0)]
)
def test_upper_layer_borders_coincide_with_kreise_borders(upper: str, key_length: int) -> None:
    kreise = maps.load_layer("de_kreise")
    layer = maps.load_layer(upper)
    for geom, attr in zip(layer.geometries, layer.attrs, strict=True):
        members = np.asarray(
            [
                g
                for g, a in zip(kreise.geometries, kreise.attrs, strict=True)
                if a["rs"].startswith(attr["rs"][:key_length])
            ]
        )
        member_lines = shapely.multilinestrings(
            shapely.get_parts(shapely.get_parts(shapely.boundary(members)))
        )
        assert shapely.difference(geom.boundary, member_lines).length == 0.0
        dissolved = shapely.coverage_union_all(members)
        assert shapely.equals_exact(shapely.normalize(dissolved), shapely.normalize(geom), 0)


def test_kreise_attributes_are_keys_names_and_kinds() -> None:
    attrs = maps.load_layer("de_kreise").attrs
    keys = [a["rs"] for a in attrs]
    assert len(set(keys)) == len(keys) and all(len(k) == 5 and k.isdigit() for k in keys)
    assert {"Landkreis", "Kreisfreie Stadt", "Kreis", "Stadtkreis"} == {a["bez"] for a in attrs}
    assert {a["rs"][:2] for a in attrs} == {a["rs"] for a in maps.load_layer("de_laender").attrs}


def test_minden_lies_in_minden_luebbecke_and_nordrhein_westfalen() -> None:
    assert _containing(maps.load_layer("de_kreise"), MINDEN, "name") == ["Minden-Lübbecke"]
    assert _containing(maps.load_layer("de_kreise"), MINDEN, "rs") == ["05770"]
    assert _containing(maps.load_layer("de_regierungsbezirke"), MINDEN, "name") == ["Detmold"]
    assert _containing(maps.load_layer("de_laender"), MINDEN, "name") == ["Nordrhein-Westfalen"]
    assert maps.germany_land().contains(MINDEN)


def test_copenhagen_lies_in_hovedstaden() -> None:
    regions = maps.load_layer("dk_regions")
    assert _containing(regions, COPENHAGEN, "name") == ["Hovedstaden"]
    assert _containing(regions, COPENHAGEN, "code") == ["DK-84"]
    assert sorted(a["code"] for a in regions.attrs) == [f"DK-8{i}" for i in range(1, 6)]
    nearest = int(np.argmin(shapely.distance(regions.geometries, COPENHAGEN_CITY_HALL)))
    assert regions.attrs[nearest]["name_en"] == "Capital Region of Denmark"
    assert maps.load_layer("dk_staat").geometries[0].contains(COPENHAGEN)
    assert not maps.germany_territory().contains(COPENHAGEN)


def test_territory_is_land_plus_coastal_waters_and_bodensee() -> None:
    territory, land = maps.germany_territory(), maps.germany_land()
    helgoland_sea, bodensee = Point(7.95, 54.15), Point(9.35, 47.65)
    assert territory.contains(helgoland_sea) and not land.contains(helgoland_sea)
    assert territory.contains(bodensee) and not land.contains(bodensee)
    assert territory.contains(MINDEN)
    assert not territory.contains(Point(6.0, 54.5))  # open North Sea
    waters = shapely.area(maps.load_layer("de_waters").geometries).sum()
    assert territory.area == pytest.approx(land.area + waters, rel=1e-9)


@pytest.mark.parametrize("detail", [1, 2])
def test_coarser_levels_of_detail_keep_borders_shared(detail: int) -> None:
    kreise = maps.load_layer("de_kreise", detail)
    full = maps.load_layer("de_kreise")
    assert kreise.attrs == full.attrs
    assert shapely.get_num_coordinates(kreise.geometries).sum() < (
        shapely.get_num_coordinates(full.geometries).sum() / (3 * detail)
    )
    waters = maps.load_layer("de_waters", detail).geometries
    assert shapely.coverage_is_valid(np.concatenate([kreise.geometries, waters]))
    kreis_lines = shapely.union_all(shapely.boundary(kreise.geometries))
    for geom in maps.load_layer("de_laender", detail).geometries:
        assert shapely.difference(geom.boundary, kreis_lines).length == 0.0
    regions = maps.load_layer("dk_regions", detail).geometries
    outline = maps.load_layer("dk_staat", detail).geometries[0]
    assert shapely.symmetric_difference(shapely.union_all(regions), outline).area < 1e-9
    assert _containing(maps.load_layer("de_kreise", detail), MINDEN, "name") == ["Minden-Lübbecke"]


def test_unknown_layer_or_detail_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown map layer"):
        maps.load_layer("de_gemeinden")
    with pytest.raises(ValueError, match="level of detail"):
        maps.load_layer("de_laender", 3)


def test_missing_asset_names_the_file(
    fresh_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "no-assets"
    empty.mkdir()
    monkeypatch.setattr(maps, "ASSETS_DIR", empty)
    with pytest.raises(FileNotFoundError, match=r"de_laender\.shp"):
        maps.load_layer("de_laender")


def test_cache_is_written_then_used_instead_of_the_shapefile(
    fresh_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = maps.load_layer("de_laender")
    cache_file = fresh_cache / "maps" / "de_laender.d0.cache"
    assert cache_file.is_file()
    _clear_memo()

    def forbidden(path: Path) -> None:
        raise AssertionError(f"shapefile read despite a valid cache: {path}")

    monkeypatch.setattr(maps, "read_shapefile", forbidden)
    second = maps.load_layer("de_laender")
    assert second.attrs == first.attrs
    assert shapely.equals_exact(second.geometries, first.geometries, 0).all()


@pytest.mark.parametrize("damage", ["garbage", "truncate", "empty", "flipped byte", "header"])
def test_corrupt_cache_is_rebuilt_silently(fresh_cache: Path, damage: str) -> None:
    first = maps.load_layer("de_laender")
    cache_file = fresh_cache / "maps" / "de_laender.d0.cache"
    good = cache_file.read_bytes()
    if damage == "garbage":
        cache_file.write_bytes(b"not a cache" * 100)
    elif damage == "truncate":
        cache_file.write_bytes(good[: len(good) // 2])
    elif damage == "empty":
        cache_file.write_bytes(b"")
    elif damage == "flipped byte":  # inside the coordinates, caught by the checksum
        cache_file.write_bytes(good[:-5000] + bytes([good[-5000] ^ 0x40]) + good[-4999:])
    else:
        cache_file.write_bytes(good[:40] + b"{" + good[41:])
    _clear_memo()
    again = maps.load_layer("de_laender")
    assert again.attrs == first.attrs
    assert shapely.equals_exact(again.geometries, first.geometries, 0).all()
    assert cache_file.read_bytes() == good  # rewritten, identical to the first one


def test_cache_survives_a_new_mtime_when_the_content_is_unchanged(
    fresh_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "assets"
    copy.mkdir()
    for part in maps.ASSETS_DIR.glob("dk_regions.*"):
        (copy / part.name).write_bytes(part.read_bytes())
    monkeypatch.setattr(maps, "ASSETS_DIR", copy)
    first = maps.load_layer("dk_regions")
    for part in copy.iterdir():  # as after a fresh git clone
        os.utime(part, ns=(1_000_000_000, 1_000_000_000))
    _clear_memo()
    monkeypatch.setattr(maps, "read_shapefile", lambda path: pytest.fail(f"re-read {path}"))
    assert maps.load_layer("dk_regions").attrs == first.attrs


def test_cache_for_other_shapefile_content_is_not_used(
    fresh_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    maps.load_layer("dk_staat")
    copy = tmp_path / "assets"
    copy.mkdir()
    for part in maps.ASSETS_DIR.glob("dk_regions.*"):
        (copy / part.name.replace("dk_regions", "dk_staat")).write_bytes(part.read_bytes())
    monkeypatch.setattr(maps, "ASSETS_DIR", copy)
    _clear_memo()
    assert len(maps.load_layer("dk_staat").geometries) == 5  # re-read, not the stale cache


def test_unwritable_cache_folder_only_costs_speed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(blocker))
    _clear_memo()
    try:
        assert len(maps.load_layer("dk_regions").geometries) == 5
    finally:
        _clear_memo()


def test_cache_dir_honours_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(tmp_path))
    assert maps.cache_dir() == tmp_path
    monkeypatch.delenv("GEOQUIZ_CACHE_DIR")
    assert maps.cache_dir().name == "geoquiz"


@pytest.mark.parametrize("xdg", [None, "/tmp/xdg-cache", "relative/path", " "])
@pytest.mark.parametrize("home", ["/home/someone", "relative-home"])
def test_cache_dir_is_where_platformdirs_puts_it(
    monkeypatch: pytest.MonkeyPatch, xdg: str | None, home: str
) -> None:
    from platformdirs import user_cache_dir

    monkeypatch.delenv("GEOQUIZ_CACHE_DIR", raising=False)
    monkeypatch.setenv("HOME", home)
    if xdg is None:
        monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CACHE_HOME", xdg)
    assert maps.cache_dir() == Path(user_cache_dir("geoquiz"))


def test_reader_matches_gdal_for_every_shipped_layer() -> None:
    from pyogrio.raw import read

    for name in maps.LAYER_NAMES:
        meta, _, wkb, fields = read(maps.ASSETS_DIR / f"{name}.shp")
        mine, attrs = maps.read_shapefile(maps.ASSETS_DIR / f"{name}.shp")
        ref = shapely.from_wkb(wkb)
        assert shapely.equals_exact(shapely.normalize(mine), shapely.normalize(ref), 0).all()
        expected = [
            dict(zip(meta["fields"], (f[i] for f in fields), strict=True)) for i in range(len(ref))
        ]
        assert attrs == expected


def test_rings_are_grouped_by_orientation_and_containment_in_any_order() -> None:
    def ring(x0: float, y0: float, x1: float, y1: float, clockwise: bool) -> np.ndarray:
        pts = [(x0, y0), (x0, y1), (x1, y1), (x1, y0), (x0, y0)]
        return np.array(pts if clockwise else pts[::-1], dtype=float)

    outer = ring(0, 0, 10, 10, True)
    hole = ring(1, 1, 9, 9, False)
    island = ring(2, 2, 8, 8, True)
    lake = ring(3, 3, 7, 7, False)
    other = ring(20, 0, 21, 1, True)
    rings = [lake, other, hole, island, outer]  # deliberately not in writer order
    xy = np.concatenate(rings)
    starts = np.cumsum([0] + [len(r) for r in rings[:-1]])
    geom = maps._assemble(xy, starts)
    expected = shapely.MultiPolygon(
        [shapely.Polygon(outer, [hole]), shapely.Polygon(island, [lake]), shapely.Polygon(other)]
    )
    assert geom.is_valid
    assert shapely.equals(geom, expected)
    assert geom.area == pytest.approx(100 - 64 + 36 - 16 + 1)


def test_importing_geo_maps_pulls_neither_geopandas_nor_qt() -> None:
    code = (
        "import sys, geo.maps; "
        "bad = [m for m in ('geopandas', 'pandas', 'pyogrio', 'PySide6') if m in sys.modules]; "
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_loading_a_layer_pulls_neither_geopandas_nor_qt(tmp_path: Path) -> None:
    code = (
        "import sys, geo.maps; geo.maps.load_layer('de_kreise', 1); geo.maps.germany_territory(); "
        "bad = [m for m in ('geopandas', 'pandas', 'pyogrio', 'PySide6') if m in sys.modules]; "
        "print(','.join(bad))"
    )
    env = {"GEOQUIZ_CACHE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=Path(maps.__file__).resolve().parents[1],
    )
    assert out.stdout.strip() == ""


def test_assets_fit_in_15_mb_and_carry_attribution() -> None:
    files = [p for p in maps.ASSETS_DIR.rglob("*") if p.is_file()]
    assert sum(p.stat().st_size for p in files) <= 15_000_000
    for name in maps.LAYER_NAMES:
        assert (maps.ASSETS_DIR / f"{name}.cpg").read_text().strip() == "UTF-8"
        assert "WGS_1984" in (maps.ASSETS_DIR / f"{name}.prj").read_text()
    credits = (maps.ASSETS_DIR / "ATTRIBUTION.md").read_text(encoding="utf-8")
    for needed in (
        "GeoBasis-DE / BKG 2017",
        "dl-de/by-2-0",
        "GeoNutzV",
        "Natural Earth",
        "GeoNames",
        "CC BY 4.0",
    ):
        assert needed in credits


def test_attribution_names_every_shipped_data_file() -> None:
    """Every map layer and every frozen board derived from third-party data is credited."""
    credits = (maps.ASSETS_DIR / "ATTRIBUTION.md").read_text(encoding="utf-8")
    stems = {p.stem for p in maps.ASSETS_DIR.iterdir() if p.suffix in {".shp", ".json"}}
    assert stems >= set(maps.LAYER_NAMES)
    for stem in sorted(stems):
        assert f"`{stem}`" in credits or f"`{stem}.json`" in credits, stem
    boards = maps.ASSETS_DIR.parent / "boards"
    for board in sorted(boards.glob("*.json")):
        assert f"`assets/boards/{board.name}`" in credits, board.name


def test_layers_hash_by_identity() -> None:
    layer = maps.load_layer("dk_regions")
    assert {layer: 1}[layer] == 1
    assert layer == maps.load_layer("dk_regions")  # memoised: the very same object


# --- the asset build script (its helpers; the full build needs npm and ~30 s) ---------------


@pytest.fixture(scope="module")
def build_assets() -> ModuleType:
    import importlib.util

    path = Path(maps.__file__).resolve().parents[1] / "packaging" / "build_assets.py"
    spec = importlib.util.spec_from_file_location("build_assets", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_build_assigns_water_to_the_right_sea(build_assets: ModuleType) -> None:
    sea_of = build_assets.sea_of
    assert sea_of(shapely.box(8.4, 54.6, 8.6, 54.8)) == "Nordsee"  # Wadden Sea off Föhr
    assert sea_of(shapely.box(9.8, 53.53, 9.9, 53.56)) == "Nordsee"  # Elbe at Hamburg
    assert sea_of(shapely.box(9.45, 54.8, 9.6, 54.85)) == "Ostsee"  # Flensburger Förde
    assert sea_of(shapely.box(10.8, 53.9, 10.9, 53.95)) == "Ostsee"  # Trave at Travemünde
    assert sea_of(shapely.box(9.3, 47.6, 9.4, 47.65)) == "Bodensee"


def test_build_coverage_removes_overlaps_and_keeps_shared_edges(build_assets: ModuleType) -> None:
    coverage = build_assets.coverage
    squares = [shapely.box(0, 0, 1, 1), shapely.box(0.999, 0, 2, 1), shapely.box(0, 1, 2, 2)]
    result = coverage(squares, 0.01)
    assert shapely.coverage_is_valid(result)
    assert shapely.area(result).sum() == pytest.approx(4.0)


def test_build_writes_reproducible_utf8_shapefiles(
    build_assets: ModuleType, tmp_path: Path
) -> None:
    write_layer = build_assets.write_layer
    geoms = [
        shapely.box(8, 52, 9, 53),
        shapely.MultiPolygon([shapely.box(10, 50, 11, 51), shapely.box(12, 50, 13, 51)]),
    ]
    attrs = [{"rs": "05770", "name": "Minden-Lübbecke"}, {"rs": "09", "name": "Bayern"}]
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        write_layer(tmp_path / folder, "layer", geoms, attrs)
    parts = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert parts == ["layer.cpg", "layer.dbf", "layer.prj", "layer.shp", "layer.shx"]
    for part in parts:
        assert (tmp_path / "a" / part).read_bytes() == (tmp_path / "b" / part).read_bytes()
    dbf_date = (tmp_path / "a" / "layer.dbf").read_bytes()[1:4]
    assert dbf_date == bytes(build_assets.DBF_DATE)
    read_geoms, read_attrs = maps.read_shapefile(tmp_path / "a" / "layer.shp")
    assert read_attrs == attrs
    assert all(shapely.equals(a, b) for a, b in zip(read_geoms, geoms, strict=True))


def test_derived_geometries_are_cached_until_their_inputs_change(
    fresh_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def build() -> list[object]:
        calls.append(1)
        outline = shapely.boundary(maps.load_layer("dk_staat", 2).geometries[0])
        return [shapely.buffer(maps.load_layer("dk_staat", 2).geometries[0], 0.1), outline]

    first = maps.derived_geometries("test-recipe-v1", [("dk_staat", 2)], build)
    assert calls == [1] and first[0].geom_type in ("Polygon", "MultiPolygon")
    assert first[1].geom_type in ("LineString", "MultiLineString")  # any type is kept
    maps._DERIVED.clear()
    again = maps.derived_geometries("test-recipe-v1", [("dk_staat", 2)], build)
    assert calls == [1]  # read from disk
    assert all(shapely.equals_exact(a, b, 0) for a, b in zip(first, again, strict=True))
    maps._DERIVED.clear()
    maps.derived_geometries("test-recipe-v2", [("dk_staat", 2)], build)
    assert calls == [1, 1]  # another recipe
    # a damaged file is rebuilt
    for path in (fresh_cache / "maps").glob("derived-test-recipe-v1-*.cache"):
        path.write_bytes(path.read_bytes()[:-3])
    maps._DERIVED.clear()
    maps.derived_geometries("test-recipe-v1", [("dk_staat", 2)], build)
    assert calls == [1, 1, 1]
    # changed shapefiles (same size, other mtime and content hash) mean a rebuild
    maps._DERIVED.clear()
    monkeypatch.setattr(maps, "_sources_match", lambda stored, stamp: False)
    maps.derived_geometries("test-recipe-v1", [("dk_staat", 2)], build)
    assert calls == [1, 1, 1, 1]
    maps._DERIVED.clear()
