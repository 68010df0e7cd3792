"""GIS import: GeoJSON, KML, GPX, GeoPackage, zipped shapefile; CRS; lines; all-or-nothing."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import geopandas as gpd
import pytest
from shapely.geometry import LineString, Point, Polygon, shape

from geoquiz.db import repository as repo
from geoquiz.db.gis_import import (
    MAX_OUTLINE_VERTICES,
    import_gis,
    preview_gis,
    read_gis,
    simplify_outline,
)
from geoquiz.db.session import Database, close_all, open_database
from geoquiz.db.solutions import compute_solutions
from geoquiz.geo.board import locate, locate_area

#: Five towns (lat, lon) and the solutions checked by hand on the board grid (DESIGN §4):
#: Minden 8.917°E is west of 10°E, 52.289°N is zone N, row 53–52 col 8–10 = square 12, lower
#: half (52.289 < 52.5) left half (8.917 < 9) = C.
TOWNS = {
    "Minden": (52.289, 8.917, "W N 12 C"),
    "München": (48.137, 11.575, "O S 8 D"),
    "Köln": (50.938, 6.96, "W M 6 A"),
    "Leipzig": (51.34, 12.37, "O M 4 C"),
    "Rostock": (54.09, 12.13, "O N 4 C"),  # row 55–54, column 12–14°E: square 4
}
#: A rough Bodensee (most of it west of 9.5°E, south of 47.5… 48: square S 12, quadrant B/D).
LAKE = Polygon([(9.0, 47.7), (9.6, 47.5), (9.7, 47.6), (9.2, 47.8), (9.0, 47.7)])


def _frame() -> gpd.GeoDataFrame:
    names = [*TOWNS, "Bodensee"]
    geometry = [Point(lon, lat) for lat, lon, _ in TOWNS.values()] + [LAKE]
    return gpd.GeoDataFrame({"name": names}, geometry=geometry, crs=4326)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    yield open_database(f"sqlite:///{tmp_path / 'cards.sqlite3'}", load_shipped=False)
    close_all()


def _cards(db: Database) -> dict[str, tuple[str, list[str], str | None]]:
    with db.session() as s:
        return {
            c.title: (c.colour, [str(x) for x in repo.solutions_of(c)], c.outline_wkt)
            for c in repo.list_cards(s)
        }


def _write(tmp_path: Path, kind: str, frame: gpd.GeoDataFrame | None = None) -> Path:
    frame = _frame() if frame is None else frame
    if kind == "geojson":
        path = tmp_path / "orte.geojson"
        frame.to_file(path, driver="GeoJSON")
    elif kind == "kml":
        path = tmp_path / "orte.kml"
        frame.to_file(path, driver="KML")
    elif kind == "gpkg":
        path = tmp_path / "orte.gpkg"
        frame.to_file(path, layer="orte", driver="GPKG")
    elif kind == "utm":
        path = tmp_path / "utm.gpkg"
        frame.to_crs(25832).to_file(path, driver="GPKG")
    elif kind == "zip":
        # a shapefile holds one geometry type: the towns here, the lake in see.zip beside it
        for name, part in (("orte", frame.iloc[:-1]), ("see", frame.iloc[-1:])):
            shp = tmp_path / name
            shp.mkdir()
            part.to_crs(25832).to_file(shp / f"{name}.shp")
            with zipfile.ZipFile(tmp_path / f"{name}.zip", "w") as archive:
                for file in shp.iterdir():
                    archive.write(file, f"{name}/{file.name}")
        path = tmp_path / "orte.zip"
    else:  # pragma: no cover
        raise AssertionError(kind)
    return path


@pytest.mark.parametrize("kind", ["geojson", "kml", "gpkg", "utm", "zip"])
def test_five_towns_and_a_lake_get_the_board_solutions(
    db: Database, tmp_path: Path, kind: str
) -> None:
    path = _write(tmp_path, kind)
    report = import_gis(db, path, "Orte")
    assert report.ok, report.lines()
    if kind == "zip":
        report.imported += import_gis(db, tmp_path / "see.zip", "Orte").imported
    assert report.imported == 6
    cards = _cards(db)
    for title, (lat, lon, by_hand) in TOWNS.items():
        colour, solutions, outline = cards[title]
        assert colour == "orange" and outline is None
        assert solutions[0] == by_hand
        assert solutions == [str(s) for s in locate(lat, lon, 2.0)][:2]
    colour, solutions, outline = cards["Bodensee"]
    assert colour == "green" and outline is not None
    assert solutions == [str(s) for s in locate_area(LAKE)][:2]
    assert solutions == [str(s) for s in compute_solutions(None, None, LAKE.wkt, 2.0)]


def test_reprojected_file_gives_the_same_solutions(db: Database, tmp_path: Path) -> None:
    plain = import_gis(db, _write(tmp_path, "geojson"), "A")
    utm = import_gis(db, _write(tmp_path, "utm"), "B")
    assert plain.ok and utm.ok
    assert [v.solutions for v in plain.valid] == [v.solutions for v in utm.valid]


def test_prompts_and_colours(db: Database, tmp_path: Path) -> None:
    frame = _frame()
    frame["colour"] = ["gelb", "", "blue", None, "yellow", ""]
    frame["prompt_en"] = ["", "", "", "", "Which port lies on the Warnow?", ""]
    path = tmp_path / "c.geojson"
    frame.to_file(path, driver="GeoJSON")
    report = import_gis(db, path, "C", colour="blue")
    assert report.ok, report.lines()
    with db.session() as s:
        cards = {c.title: c for c in repo.list_cards(s)}
    assert cards["Minden"].colour == "yellow"  # German alias in the file
    assert cards["München"].colour == "blue"  # --colour
    assert cards["Bodensee"].colour == "blue"
    assert cards["Minden"].prompt_de == "Wo liegt Minden?"
    assert cards["Minden"].prompt_en == "Where is Minden?"
    assert cards["Rostock"].prompt_en == "Which port lies on the Warnow?"


def test_title_field_is_chosen_or_missing(db: Database, tmp_path: Path) -> None:
    frame = _frame().rename(columns={"name": "ort"})
    path = tmp_path / "t.geojson"
    frame.to_file(path, driver="GeoJSON")
    with pytest.raises(ValueError, match="no title or name field"):
        import_gis(db, path, "T")
    with pytest.raises(ValueError, match="no field 'nix'"):
        import_gis(db, path, "T", title_field="nix")
    assert import_gis(db, path, "T", title_field="ort").imported == 6


def test_lines_are_refused_and_nothing_is_written(db: Database, tmp_path: Path) -> None:
    frame = _frame()
    weser = gpd.GeoDataFrame(
        {"name": ["Weser"]}, geometry=[LineString([(8.9, 52.3), (9.2, 52.0)])], crs=4326
    )
    mixed = gpd.GeoDataFrame(
        {"name": [*frame["name"], "Weser"]}, geometry=[*frame.geometry, *weser.geometry], crs=4326
    )
    path = tmp_path / "mixed.geojson"
    mixed.to_file(path, driver="GeoJSON")
    report = import_gis(db, path, "M")
    assert [(p.row, p.column) for p in report.problems] == [(7, "geometry")]
    assert "line" in report.problems[0].message
    assert report.imported == 0 and _cards(db) == {}
    only = import_gis(db, path, "M", only_valid=True)
    assert only.imported == 6


def test_off_board_feature_is_reported_by_its_number(db: Database, tmp_path: Path) -> None:
    frame = gpd.GeoDataFrame(
        {"name": ["Minden", "Paris"]}, geometry=[Point(8.917, 52.289), Point(2.35, 48.85)], crs=4326
    )
    path = tmp_path / "off.geojson"
    frame.to_file(path, driver="GeoJSON")
    report = import_gis(db, path, "O")
    assert [p.row for p in report.problems] == [2]
    assert report.imported == 0 and _cards(db) == {}


@pytest.mark.parametrize(
    ("name", "content", "match"),
    [
        ("bad.geojson", b"{not json", "cannot be read"),
        ("bad.kml", b"<kml><oops", "cannot be read"),
        ("bad.zip", b"PK no zip", "not a zip file"),
        ("orte.xyz", b"x", "unknown file type"),
        ("empty.geojson", b'{"type": "FeatureCollection", "features": []}', "no places"),
    ],
)
def test_bad_files_raise_one_readable_reason(
    db: Database, tmp_path: Path, name: str, content: bytes, match: str
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(ValueError, match=match):
        import_gis(db, path)
    assert _cards(db) == {}


def test_gpx_waypoints_are_places_and_tracks_alone_are_refused(
    db: Database, tmp_path: Path
) -> None:
    gpx = tmp_path / "ausflug.gpx"
    gpx.write_text(
        '<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">'
        '<wpt lat="52.289" lon="8.917"><name>Minden</name></wpt>'
        '<trk><name>Weg</name><trkseg><trkpt lat="52.3" lon="8.9"/><trkpt lat="52.2" lon="9.0"/>'
        "</trkseg></trk></gpx>",
        encoding="utf-8",
    )
    report = import_gis(db, gpx, "Ausflug")
    assert report.ok and _cards(db)["Minden"][1][0] == "W N 12 C"
    tracks = tmp_path / "track.gpx"
    tracks.write_text(
        gpx.read_text(encoding="utf-8").replace(
            '<wpt lat="52.289" lon="8.917"><name>Minden</name></wpt>', ""
        ),
        encoding="utf-8",
    )
    with pytest.raises(ValueError, match="only tracks or routes"):
        read_gis(tracks)


def test_big_polygon_is_simplified_to_the_vertex_limit(db: Database, tmp_path: Path) -> None:
    circle = Point(10.5, 51.0).buffer(0.4, quad_segs=1000)  # ~4000 vertices
    assert len(circle.exterior.coords) > MAX_OUTLINE_VERTICES
    small = simplify_outline(circle)
    assert len(small.exterior.coords) <= MAX_OUTLINE_VERTICES and small.is_valid
    assert small.symmetric_difference(circle).area < 0.01 * circle.area
    path = tmp_path / "kreis.geojson"
    gpd.GeoDataFrame({"title": ["Kreis"]}, geometry=[circle], crs=4326).to_file(path)
    report = import_gis(db, path, "K")
    assert report.ok, report.lines()
    outline = _cards(db)["Kreis"][2]
    assert outline is not None and outline.count(",") < MAX_OUTLINE_VERTICES


def test_preview_shows_solutions_without_a_database(tmp_path: Path) -> None:
    path = _write(tmp_path, "geojson")
    gis, rows = preview_gis(path, limit=3)
    assert gis.fields == ["name"]
    assert [(n, row["title"], text) for n, row, text in rows][0] == (1, "Minden", "W N 12 C")
    assert len(rows) == 3


def test_geojson_written_by_hand(db: Database, tmp_path: Path) -> None:
    data = {
        "type": "FeatureCollection",
        "features": [
            {
                "type": "Feature",
                "properties": {"title": "Minden", "explanation": "An der Weser"},
                "geometry": {"type": "Point", "coordinates": [8.917, 52.289]},
            }
        ],
    }
    path = tmp_path / "hand.geojson"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert import_gis(db, path).ok
    with db.session() as s:
        (card,) = repo.list_cards(s)
        assert card.explanation == "An der Weser" and card.deck.name == "hand"
    assert shape(data["features"][0]["geometry"]).x == card.lon


def test_geopandas_is_not_imported_until_a_file_is_read() -> None:
    code = (
        "import sys, geoquiz.db.gis_import; "
        "print('geopandas' in sys.modules, 'pyogrio' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_cli_bad_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    from geoquiz.app.cli.main import main

    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    bad = tmp_path / "kaputt.geojson"
    bad.write_text("{oops", encoding="utf-8")
    lines = tmp_path / "weser.geojson"
    gpd.GeoDataFrame(
        {"name": ["Weser"]}, geometry=[LineString([(8.9, 52.3), (9.2, 52.0)])], crs=4326
    ).to_file(lines)
    for path in (bad, lines, tmp_path / "orte.txt"):
        path.touch()
        result = subprocess.run(
            [sys.executable, "-m", "geoquiz", "--db", url, "cards", "import", str(path)],
            capture_output=True,
            text=True,
        )
        assert result.returncode == 2, (path, result.stderr)
        assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    ok = _write(tmp_path, "gpkg")
    assert main(["--db", url, "cards", "import", str(ok), "--deck", "G"]) == 0
    db = open_database(url, load_shipped=False)
    with db.session() as s:
        deck = repo.deck_by_name(s, "G")
        assert deck is not None
        titles = {c.title for c in repo.list_cards(s, deck_id=deck.id)}
    assert titles == {*TOWNS, "Bodensee"}
