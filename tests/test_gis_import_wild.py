"""GIS files as found in the wild, and hostile ones (issue 31): every file is built here.

Each refused file gives one readable reason (CLI: one line, exit 2, no traceback) and writes
nothing; the shapes that are common in the wild import.
"""

from __future__ import annotations

import http.server
import json
import os
import subprocess
import sys
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import geopandas as gpd
import pytest
from shapely.geometry import Point, Polygon

from geoquiz.db import repository as repo
from geoquiz.db.gis_import import import_gis, is_gis_file, read_gis
from geoquiz.db.gis_safety import MAX_UNPACKED_BYTES
from geoquiz.db.session import Database, close_all, open_database

BOW_TIE = {
    "type": "Polygon",
    "coordinates": [[[9.0, 52.0], [10.0, 53.0], [10.0, 52.0], [9.0, 53.0], [9.0, 52.0]]],
}


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'cards.sqlite3'}", load_shipped=False)
    with database.session() as s:
        SHIPPED.update(d.name for d in repo.list_decks(s))
    yield database
    close_all()


def _titles(db: Database) -> set[str]:
    """The titles of the cards imported here (not of decks the database may ship with)."""
    with db.session() as s:
        return {c.title for c in repo.list_cards(s) if c.deck.name not in SHIPPED}


SHIPPED: set[str] = set()


def _geojson(tmp_path: Path, name: str, features: list[tuple[dict, dict]]) -> Path:
    path = tmp_path / name
    collection = {
        "type": "FeatureCollection",
        "features": [{"type": "Feature", "properties": p, "geometry": g} for p, g in features],
    }
    path.write_text(json.dumps(collection), encoding="utf-8")
    return path


def _point(lon: float, lat: float) -> dict:
    return {"type": "Point", "coordinates": [lon, lat]}


def _cli(tmp_path: Path, path: Path | str, *extra: str) -> subprocess.CompletedProcess[str]:
    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    env = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "geoquiz", "--db", url, "--lang", "de", "cards", "import"]
        + [str(path), *extra],
        capture_output=True,
        text=True,
        env=env,
    )


def _refused_in_one_line(tmp_path: Path, path: Path | str) -> str:
    result = _cli(tmp_path, path)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


# ---------------------------------------------------------------------------------------------
# geometry


def test_bow_tie_polygon_is_repaired_not_a_crash(db: Database, tmp_path: Path) -> None:
    path = _geojson(tmp_path, "schleife.geojson", [({"name": "Schleife"}, BOW_TIE)])
    report = import_gis(db, path, "S")
    assert report.ok, report.lines()
    assert report.imported == 1
    (note,) = [n for n in report.notes if n.row == 1]
    assert note.name == "Schleife" and "crossed itself" in note.message
    assert "52.500°N 9.500°E" in note.message
    with db.session() as s:
        (card,) = [c for c in repo.list_cards(s) if c.deck.name == "S"]
        assert card.outline_wkt is not None and card.outline_wkt.startswith("MULTIPOLYGON")


def test_bow_tie_in_the_cli_is_a_note_not_a_traceback(tmp_path: Path) -> None:
    path = _geojson(tmp_path, "schleife.geojson", [({"name": "Schleife"}, BOW_TIE)])
    result = _cli(tmp_path, path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "GEOS" not in result.stderr
    assert "„Schleife“" in result.stderr or "“Schleife”" in result.stderr
    assert "repariert" in result.stderr  # the note, in German


def test_topojson_imports(db: Database, tmp_path: Path) -> None:
    # two squares sharing an arc, one drawn as a bow-tie by its arcs; quantised like world-atlas
    topology = {
        "type": "Topology",
        "objects": {
            "orte": {
                "type": "GeometryCollection",
                "geometries": [
                    {"type": "Polygon", "arcs": [[0]], "properties": {"name": "Harz"}},
                    {
                        "type": "Point",
                        "coordinates": [8.917, 52.289],
                        "properties": {"name": "Minden"},
                    },
                    {"type": "Polygon", "arcs": [[1]], "properties": {"name": "Knoten"}},
                ],
            }
        },
        "arcs": [
            [[10.3, 51.6], [11.0, 51.6], [11.0, 51.9], [10.3, 51.9], [10.3, 51.6]],
            [[12.0, 51.0], [12.5, 51.5], [12.5, 51.0], [12.0, 51.5], [12.0, 51.0]],
        ],
    }
    for name in ("harz.topojson", "harz.geojson", "harz.json"):
        path = tmp_path / name
        path.write_text(json.dumps(topology), encoding="utf-8")
        assert is_gis_file(path)
        report = import_gis(db, path, name)
        assert report.ok, report.lines()
        assert report.imported == 3
        assert [n.row for n in report.notes if "crossed itself" in n.message] == [3]
    assert _titles(db) == {"Harz", "Minden", "Knoten"}


def test_geojson_named_json_is_a_gis_file_and_a_card_deck_is_not(
    db: Database, tmp_path: Path
) -> None:
    path = _geojson(tmp_path, "orte.json", [({"name": "Minden"}, _point(8.917, 52.289))])
    assert is_gis_file(path)
    assert import_gis(db, path).imported == 1
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"deck": {"name": "D"}, "cards": []}), encoding="utf-8")
    assert not is_gis_file(deck)


# ---------------------------------------------------------------------------------------------
# formats


def _shapefile(folder: Path, names: list[str], *, cpg: bool = True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    points = [Point(9.46 + i * 0.01, 52.2) for i in range(len(names))]
    frame = gpd.GeoDataFrame({"name": names}, geometry=points, crs=4326)
    shp = folder / "orte.shp"
    frame.to_file(shp, encoding="UTF-8")
    if not cpg:
        (folder / "orte.cpg").unlink()
    return shp


def test_utf8_shapefile_without_cpg(db: Database, tmp_path: Path) -> None:
    shp = _shapefile(tmp_path / "shp", ["Bad Münder am Deister", "Hessisch Oldendorf"], cpg=False)
    gis = read_gis(shp)
    assert gis.features[0].properties["name"] == "Bad Münder am Deister"
    assert gis.encoding == "UTF-8"
    assert any("no .cpg" in n.message for n in gis.notes)
    # the author's choice wins; garbled text is noted
    latin = read_gis(shp, encoding="ISO-8859-1")
    assert latin.features[0].properties["name"] == "Bad MÃ¼nder am Deister"
    assert any("garbled" in n.message for n in latin.notes)
    assert import_gis(db, shp, "O").imported == 2
    assert "Bad Münder am Deister" in _titles(db)
    with pytest.raises(ValueError, match="unknown encoding"):
        read_gis(shp, encoding="klingon")


def test_cpg_is_honoured(tmp_path: Path) -> None:
    shp = _shapefile(tmp_path / "shp", ["Köln"])
    (tmp_path / "shp" / "orte.cpg").write_text("UTF-8", encoding="ascii")
    gis = read_gis(shp)
    assert gis.features[0].properties["name"] == "Köln" and gis.encoding is None


def test_bare_shp_with_siblings_imports(db: Database, tmp_path: Path) -> None:
    shp = _shapefile(tmp_path / "shp", ["Minden"])
    assert import_gis(db, shp, "B").imported == 1
    line = _refused_in_one_line(tmp_path, shp.with_suffix(".dbf"))
    assert ".shp" in line


def test_macos_zip_ignores_macosx(db: Database, tmp_path: Path) -> None:
    shp = _shapefile(tmp_path / "orte", ["Minden"])
    path = tmp_path / "orte.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for file in shp.parent.iterdir():
            archive.write(file, f"orte/{file.name}")
            archive.writestr(f"__MACOSX/orte/._{file.name}", b"\x00\x05\x16\x07 resource fork")
        archive.writestr("orte/._orte.shp", b"\x00\x05\x16\x07")
        archive.writestr(".DS_Store", b"Bud1")
    assert import_gis(db, path, "Z").imported == 1


def test_several_shapefiles_the_author_picks_one(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "zwei.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name in ("nord", "sued"):
            folder = tmp_path / name
            shp = _shapefile(folder, [f"Ort {name}"])
            for file in folder.iterdir():
                archive.write(file, f"{name}/{file.name}")
    gis = read_gis(path)
    assert gis.layers == ["nord/orte", "sued/orte"] and len(gis.features) == 2
    del shp
    report = import_gis(db, path, "Z", layer="sued/orte")
    assert report.imported == 1 and _titles(db) == {"Ort sued"}
    with pytest.raises(ValueError, match="no layer 'west'"):
        read_gis(path, layer="west")


def test_geopackage_layer_is_chosen(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "zwei.gpkg"
    gpd.GeoDataFrame({"name": ["Minden"]}, geometry=[Point(8.917, 52.289)], crs=4326).to_file(
        path, layer="staedte"
    )
    gpd.GeoDataFrame({"name": ["Köln"]}, geometry=[Point(6.96, 50.938)], crs=4326).to_file(
        path, layer="mehr"
    )
    assert sorted(read_gis(path).layers) == ["mehr", "staedte"]
    assert import_gis(db, path, "G", layer="mehr").imported == 1
    assert _titles(db) == {"Köln"}
    result = _cli(tmp_path, path, "--layer", "staedte", "--deck", "G2")
    assert result.returncode == 0, result.stderr


KML_FOLDERS = """<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Ausflug</name>
{folders}
<Placemark><name>Köln</name><description><![CDATA[<p>Der <b>Dom</b> &amp; der Rhein</p><br/>
<script>alert(1)</script>Zweite Zeile]]></description>
<Point><coordinates>6.96,50.938</coordinates></Point></Placemark>
</Document></kml>"""


def _kml_with_folders(count: int) -> str:
    folders = "\n".join(
        f"<Folder><name>Ort {i}</name><Placemark><Point><coordinates>"
        f"{8.5 + i * 0.1},{51.0 + i * 0.05}</coordinates></Point></Placemark></Folder>"
        for i in range(count)
    )
    return KML_FOLDERS.format(folders=folders)


def test_kml_names_from_folders(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "ausflug.kml"
    path.write_text(_kml_with_folders(21), encoding="utf-8")
    report = import_gis(db, path, "K")
    assert report.ok, report.lines()
    assert report.imported == 22
    assert _titles(db) == {f"Ort {i}" for i in range(21)} | {"Köln"}
    with db.session() as s:
        koeln = next(c for c in repo.list_cards(s) if c.title == "Köln" and c.deck.name == "K")
        assert koeln.explanation == "Der Dom & der Rhein\nZweite Zeile"


def test_kmz_imports(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "ausflug.kmz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("doc.kml", _kml_with_folders(2))
        archive.writestr("files/icon.png", b"\x89PNG")
    assert import_gis(db, path, "KMZ").imported == 3


def test_osm_pbf_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bremen-latest.osm.pbf"
    path.write_bytes(b"\x00\x00\x00\x0d\n\tOSMHeader\x18")
    line = _refused_in_one_line(tmp_path, path)
    assert "OpenStreetMap" in line and "UTF-8" not in line


# ---------------------------------------------------------------------------------------------
# safety


class _Server:
    """A loopback HTTP server that counts the requests it gets."""

    def __init__(self, root: Path) -> None:
        self.requests: list[str] = []
        seen = self.requests

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args: object, **kwargs: object) -> None:
                super().__init__(*args, directory=str(root), **kwargs)  # type: ignore[arg-type]

            def log_message(self, format: str, *args: object) -> None:
                seen.append(self.path)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[_Server]:
    root = tmp_path / "web"
    root.mkdir()
    _geojson(root, "orte.geojson", [({"name": "Minden"}, _point(8.917, 52.289))])
    running = _Server(root)
    yield running
    running.close()


def _vrt(source: str) -> str:
    return (
        f"<OGRVRTDataSource><OGRVRTLayer name='orte'><SrcDataSource>{source}</SrcDataSource>"
        "</OGRVRTLayer></OGRVRTDataSource>"
    )


def test_vrt_disguised_as_geojson_is_refused(db: Database, tmp_path: Path) -> None:
    secret = _geojson(tmp_path, "geheim.geojson", [({"name": "Geheim"}, _point(9.0, 52.0))])
    for name in ("orte.geojson", "orte.kml", "orte.gpx", "orte.json"):
        path = tmp_path / name
        path.write_text(_vrt(str(secret)), encoding="utf-8")
        with pytest.raises(ValueError, match="VRT"):
            import_gis(db, path)
    # hidden behind an XML comment and a kml root, too
    path = tmp_path / "versteckt.kml"
    path.write_text(f"<kml><!-- {_vrt(str(secret))} --></kml>", encoding="utf-8")
    with pytest.raises(ValueError, match="VRT"):
        import_gis(db, path)
    assert _titles(db) == set()
    assert "VRT" in _refused_in_one_line(tmp_path, tmp_path / "orte.geojson")


def test_vsicurl_path_is_refused(db: Database, tmp_path: Path, server: _Server) -> None:
    url = f"http://127.0.0.1:{server.port}/orte.geojson"
    for name in (f"/vsicurl/{url}", url, f"/VSIZIP//vsicurl/{url}"):
        with pytest.raises(ValueError, match="only files on this computer"):
            import_gis(db, Path(name))
        _refused_in_one_line(tmp_path, name)
    # … and inside a file: as a VRT source and as a plain name
    vrt = tmp_path / "fern.geojson"
    vrt.write_text(_vrt(f"/vsicurl/{url}"), encoding="utf-8")
    with pytest.raises(ValueError, match="VRT"):
        import_gis(db, vrt)
    named = _geojson(tmp_path, "name.geojson", [({"name": f"/vsicurl/{url}"}, _point(9, 52))])
    with pytest.raises(ValueError, match="/vsi"):
        import_gis(db, named)
    assert server.requests == [] and _titles(db) == set()


def test_gdal_network_is_off(server: _Server) -> None:
    from geoquiz.db.gis_safety import gdal

    pyogrio = gdal()
    with pytest.raises(pyogrio.errors.DataSourceError):
        pyogrio.read_info(f"/vsicurl/http://127.0.0.1:{server.port}/orte.geojson")
    assert server.requests == []


def test_zip_bomb_is_refused(db: Database, tmp_path: Path) -> None:
    shp = _shapefile(tmp_path / "orte", ["Minden"])
    path = tmp_path / "bombe.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in shp.parent.iterdir():
            if file.suffix != ".dbf":
                archive.write(file, file.name)
        # a .dbf of zeros beyond the budget packs into well under 1 MB
        with archive.open("orte.dbf", "w", force_zip64=True) as sink:
            block = b"\x00" * (1 << 20)
            for _ in range(MAX_UNPACKED_BYTES // len(block) + 2):
                sink.write(block)
    assert path.stat().st_size < 1_000_000
    with pytest.raises(ValueError, match="unpacks to more than 50 MB"):
        import_gis(db, path)
    assert "50 MB" in _refused_in_one_line(tmp_path, path)
    assert _titles(db) == set()


def test_zip_with_unsafe_names_is_refused(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "boese.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("../../orte.shp", b"\x00\x00\x27\x0a")
    with pytest.raises(ValueError, match="unsafe name"):
        import_gis(db, path)


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("leer.geojson", b""),
        ("kaputt.geojson", b'{"type": "FeatureCollection", "features": [{'),
        ("tief.geojson", b"{" + b'"a":[' * 100_000),
        ("text.kml", b"just text"),
        ("kaputt.kml", b"<kml><Document><Folder><name>x</name>"),
        ("html.gpx", b"<html><body>404</body></html>"),
        ("kein.gpkg", b"not sqlite at all"),
        ("kein.shp", b"\x00\x00\x00\x00 not a shapefile"),
        ("kein.kmz", b"PK\x03\x04 broken"),
        ("leer.zip", b"PK\x05\x06" + b"\x00" * 18),
        ("liste.geojson", b"[1, 2, 3]"),
        ("deck.geojson", b'{"deck": {"name": "D"}, "cards": []}'),
    ],
)
def test_hostile_file_is_one_line_and_nothing_written(
    tmp_path: Path, name: str, content: bytes
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    _refused_in_one_line(tmp_path, path)


# ---------------------------------------------------------------------------------------------
# notes


def test_problem_rows_name_the_feature(db: Database, tmp_path: Path) -> None:
    line = {"type": "LineString", "coordinates": [[8.9, 52.3], [9.2, 52.0]]}
    path = _geojson(
        tmp_path,
        "fluss.geojson",
        [({"name": "Minden"}, _point(8.917, 52.289)), ({"name": "Weser"}, line)],
    )
    report = import_gis(db, path, "F")
    assert report.lines()[0].startswith("row 2 “Weser”, column geometry: a line")
    result = _cli(tmp_path, path)
    assert result.returncode == 2
    assert "“Weser”" in result.stderr or "„Weser“" in result.stderr


def test_gdal_warnings_become_notes_not_stderr(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "doppelt.geojson"
    features = [
        {"type": "Feature", "id": 1, "properties": {"name": n}, "geometry": _point(9, 52 + i / 10)}
        for i, n in enumerate(["A-Dorf", "B-Dorf"])
    ]
    path.write_text(json.dumps({"type": "FeatureCollection", "features": features}))
    report = import_gis(db, path, "W")
    assert any("Several features with id" in n.message for n in report.notes)
    result = _cli(tmp_path, path, "--deck", "W2")
    assert result.returncode == 0
    assert "Warning" not in result.stderr and "raw.py" not in result.stderr


def test_neighbouring_country_gets_a_border_note(db: Database, tmp_path: Path) -> None:
    # a strip of "Austria" south of Passau: on the board only through the 25 km strip
    austria = Polygon([(13.3, 48.35), (13.8, 48.35), (13.8, 48.45), (13.3, 48.45)])
    harz = Polygon([(10.3, 51.6), (11.0, 51.6), (11.0, 51.9), (10.3, 51.9)])
    frame = gpd.GeoDataFrame(
        {"name": ["Innviertel", "Harz", "Salzburg", "Minden"]},
        geometry=[austria, harz, Point(13.04, 47.80), Point(8.917, 52.289)],
        crs=4326,
    )
    path = tmp_path / "nachbarn.geojson"
    frame.to_file(path)
    report = import_gis(db, path, "N")
    assert report.ok, report.lines()
    noted = {n.name: n.message for n in report.notes if n.row}
    assert set(noted) == {"Innviertel", "Salzburg"}
    assert "strip" in noted["Innviertel"] and "% of the area" in noted["Innviertel"]
    assert "km outside Germany" in noted["Salzburg"]


def test_gis_import_dialog_is_german_and_offers_layers_and_notes(
    qtbot: object, tmp_path: Path
) -> None:
    from geoquiz.app.cards.gis_import_dialog import GisImportDialog
    from geoquiz.app.runtime import i18n

    i18n.install_translators("de")
    path = tmp_path / "zwei.gpkg"
    gpd.GeoDataFrame(
        {"name": ["Schleife"]}, geometry=[Polygon(BOW_TIE["coordinates"][0])], crs=4326
    ).to_file(path, layer="flaechen")
    gpd.GeoDataFrame({"name": ["Köln"]}, geometry=[Point(6.96, 50.938)], crs=4326).to_file(
        path, layer="orte"
    )
    dialog = GisImportDialog(path, ["Orte"], 2.0)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.windowTitle() == "Orte importieren aus zwei.gpkg"
    assert [dialog.layer_box.itemText(i) for i in range(3)] == ["alle Ebenen", "flaechen", "orte"]
    notes = [dialog.notes.item(i).text() for i in range(dialog.notes.count())]
    assert notes == [
        "Zeile 1 „Schleife“: der Umriss kreuzte sich selbst bei 52.500°N 9.500°E; "
        "er wurde repariert"
    ]
    assert dialog.count_label.text().startswith("2 Objekte; die ersten 2")
    dialog.layer_box.setCurrentIndex(2)
    assert dialog.layer == "orte" and len(dialog.gis.features) == 1
    assert dialog.notes.count() == 0 and dialog.table.item(0, 0).text() == "Köln"
