"""Card import/export: validation report, all-or-nothing writes, duplicates, round trips."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geoquiz.db import repository as repo
from geoquiz.db.cardio import (
    CSV_COLUMNS,
    export_csv,
    export_geojson,
    export_json,
    import_file,
    import_rows,
    read_csv_rows,
    validate_rows,
)
from geoquiz.db.models import Card
from geoquiz.db.session import Database, close_all, open_database

MINDEN = {
    "colour": "yellow",
    "title": "Minden",
    "prompt_de": "Wo liegt Minden?",
    "prompt_en": "Where is Minden?",
    "lat": "52.289",
    "lon": "8.917",
}
HARZ = {
    "colour": "green",
    "title": "Harz",
    "prompt_de": "Wo liegt der Harz?",
    "outline_wkt": "POLYGON ((10.25 51.82, 10.75 51.9, 11.35 51.68, 10.6 51.58, 10.25 51.82))",
}


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    yield open_database(f"sqlite:///{tmp_path / 'cards.sqlite3'}", load_shipped=False)
    close_all()


def _count(db: Database) -> int:
    with db.session() as s:
        return len(repo.list_cards(s))


def test_valid_rows_import_with_solutions(db: Database) -> None:
    with db.session() as s:
        report = import_rows(s, [MINDEN, HARZ], "Mein Deck")
    assert report.ok and report.imported == 2
    with db.session() as s:
        cards = {c.title: c for c in repo.list_cards(s)}
        assert [str(x) for x in repo.solutions_of(cards["Minden"])] == ["W N 12 C"]
        assert repo.solutions_of(cards["Harz"])  # area rule
        assert cards["Minden"].deck.name == "Mein Deck"


def test_report_names_row_and_column_and_writes_nothing(db: Database) -> None:
    rows = [
        MINDEN,
        {**MINDEN, "title": "Paris", "lat": "48.857", "lon": "2.352"},
        {**MINDEN, "title": "X", "colour": "purple"},
        {**MINDEN, "title": "Y", "lat": "abc"},
        {**MINDEN, "title": "Z", "lat": "", "lon": ""},
        {**HARZ, "outline_wkt": "POLYGON ((1 2, 3"},
        {**MINDEN, "needs_review": "vielleicht"},
    ]
    with db.session() as s:
        report = import_rows(s, rows, "D")
    where = {(p.row, p.column) for p in report.problems}
    assert (3, "lat") in where  # Paris: off the board
    assert (4, "colour") in where
    assert (5, "lat") in where
    assert (6, "lat") in where
    assert (7, "outline_wkt") in where
    assert (8, "needs_review") in where
    assert any("not on the board" in p.message for p in report.problems if p.row == 3)
    assert report.imported == 0
    assert _count(db) == 0
    with db.session() as s:
        assert repo.deck_by_name(s, "D") is None


def test_only_valid_rows(db: Database) -> None:
    rows = [MINDEN, {**MINDEN, "title": "X", "colour": "purple"}, HARZ]
    with db.session() as s:
        report = import_rows(s, rows, "D", only_valid=True)
    assert report.imported == 2 and report.bad_rows == 1
    assert _count(db) == 2


def test_duplicates_in_file_and_in_deck(db: Database) -> None:
    with db.session() as s:
        report = import_rows(s, [MINDEN, {**MINDEN, "title": " minden "}], "D")
    assert [(p.row, p.column) for p in report.problems] == [(3, "title")]
    assert "row 2" in report.problems[0].message
    with db.session() as s:
        assert import_rows(s, [MINDEN], "D").ok
    with db.session() as s:
        again = import_rows(s, [MINDEN, HARZ], "D")
    assert [p.row for p in again.problems] == [2]
    assert "already in the deck" in again.problems[0].message
    assert _count(db) == 1


def test_unknown_and_missing_columns() -> None:
    header, rows = read_csv_rows("colour;titel\nyellow;Minden\n")
    report = validate_rows(rows, header=header)
    assert [(p.row, p.column) for p in report.problems] == [(1, "title")]
    header, rows = read_csv_rows("colour,title,prompt_de,lat,lon,colur\nyellow,M,p,52.3,8.9,x\n")
    report = validate_rows(rows, header=header)
    assert [(p.row, p.column, p.message) for p in report.problems] == [
        (2, "colur", "unknown column")
    ]


def test_csv_semicolons_bom_and_decimal_comma() -> None:
    text = "\ufeffcolour;title;prompt_de;lat;lon\ngelb;Minden;Wo?;52,289;8,917\n"
    header, rows = read_csv_rows(text)
    report = validate_rows(rows, header=header)
    assert report.ok
    assert report.valid[0].data.colour == "yellow"
    assert report.valid[0].solutions == ("W N 12 C",)


def _export_minden_deck(tmp_path: Path) -> Path:
    first = open_database(f"sqlite:///{tmp_path / 'a.sqlite3'}", load_shipped=False)
    with first.session() as s:
        deck = repo.create_deck(s, "Mein Deck")
        repo.add_card(
            s, deck, repo.CardData("yellow", "Minden", "Wo liegt Minden?", lat=52.289, lon=8.917)
        )
        repo.add_card(
            s, deck, repo.CardData("green", "Harz", "Wo?", outline_wkt=HARZ["outline_wkt"])
        )
        out = tmp_path / "mein.csv"
        out.write_text(export_csv(s, deck), encoding="utf-8")
    return out


def test_csv_round_trip_into_fresh_database_finds_minden(tmp_path: Path) -> None:
    exported = _export_minden_deck(tmp_path)
    assert "W N 12 C" in exported.read_text(encoding="utf-8")
    fresh = open_database(f"sqlite:///{tmp_path / 'b.sqlite3'}", load_shipped=False)
    report = import_file(fresh, exported, "Importiert")
    assert report.ok and report.imported == 2, report.lines()
    with fresh.session() as s:
        (minden,) = repo.list_cards(s, search="minden")
        assert [str(x) for x in repo.solutions_of(minden)] == ["W N 12 C"]
        assert minden.deck.name == "Importiert"
    close_all()


def test_json_round_trip_keeps_deck_settings(tmp_path: Path, db: Database) -> None:
    with db.session() as s:
        deck = repo.create_deck(s, "Schule", tolerance_km=0.0, description="Klasse 7")
        repo.add_card(s, deck, repo.CardData("yellow", "Minden", "Wo?", lat=52.289, lon=8.917))
        path = tmp_path / "schule.json"
        path.write_text(export_json(s, deck), encoding="utf-8")
        geo = json.loads(export_geojson(s, deck))
    assert geo["features"][0]["geometry"] == {"type": "Point", "coordinates": [8.917, 52.289]}
    assert geo["features"][0]["properties"]["solutions"] == ["W N 12 C"]
    fresh = open_database(f"sqlite:///{tmp_path / 'c.sqlite3'}", load_shipped=False)
    assert import_file(fresh, path).ok
    with fresh.session() as s:
        deck2 = repo.deck_by_name(s, "Schule")
        assert deck2 is not None
        assert deck2.tolerance_km == 0.0 and deck2.description == "Klasse 7"


# -- hypothesis: malformed rows never crash and never write partially ---------------------------

_cell = st.one_of(
    st.text(max_size=30),
    st.sampled_from(
        [
            "",
            "52.289",
            "8.917",
            "yellow",
            "green",
            "nan",
            "inf",
            "-1e309",
            "1e5",
            "POLYGON ((1 2, 3 4))",
            "POINT (8 52)",
            "POLYGON EMPTY",
            "ja",
            "0,5",
        ]
    ),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(),
    st.none(),
    st.booleans(),
    st.lists(st.integers(), max_size=2),
)
_row = st.dictionaries(
    st.sampled_from([*CSV_COLUMNS, "id", "bogus"]), _cell, max_size=len(CSV_COLUMNS)
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rows=st.lists(_row, min_size=1, max_size=5))
def test_malformed_rows_never_crash_or_write_partially(db: Database, rows: list[dict]) -> None:
    before = _count(db)
    bad_row = {**MINDEN, "colour": "purple", "title": "Immer falsch"}
    with db.session() as s:
        report = import_rows(s, [*rows, bad_row], "Hypo")
    assert not report.ok
    assert report.imported == 0
    assert _count(db) == before
    for problem in report.problems:
        assert str(problem).startswith("row ")


@settings(max_examples=40, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list('ab,;"\n\r\t 0.5-ä')), max_size=80))
def test_arbitrary_csv_text_never_crashes(text: str) -> None:
    header, rows = read_csv_rows(text)
    report = validate_rows(rows, header=header)
    assert report.total == len(rows)


def test_export_csv_has_all_columns(db: Database) -> None:
    with db.session() as s:
        import_rows(s, [MINDEN], "D")
        text = export_csv(s)
    reader = csv.DictReader(io.StringIO(text))
    assert tuple(reader.fieldnames or ()) == CSV_COLUMNS
    assert next(reader)["solutions"] == "W N 12 C"


def test_card_model_defaults(db: Database) -> None:
    with db.session() as s:
        import_rows(s, [MINDEN], "D")
    with db.session() as s:
        card = s.query(Card).one()
        assert card.needs_review is False and card.created_at is not None


_json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(cards=st.lists(st.one_of(_json_value, _row), max_size=4))
def test_malformed_json_cards_never_crash(db: Database, tmp_path: Path, cards: list) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(
        json.dumps({"deck": {"name": "Fuzz"}, "cards": [*cards, {"title": "x"}]}, default=str),
        encoding="utf-8",
    )
    before = _count(db)
    report = import_file(db, path)
    assert not report.ok and report.imported == 0
    assert _count(db) == before


def test_unreadable_json_is_a_value_error(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match="not valid JSON"):
        import_file(db, path)
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ValueError, match="not UTF-8"):
        import_file(db, path)


def test_empty_header_only_and_oversized_files_are_reported(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.db import cardio

    cases = {"empty.csv": "", "header.csv": "colour,title,prompt_de,lat,lon\n", "none.json": "[]"}
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        report = import_file(db, path)
        assert not report.ok and report.imported == 0, name
        assert "0 valid" in report.summary()
    monkeypatch.setattr(cardio, "MAX_IMPORT_ROWS", 3)
    big = tmp_path / "big.csv"
    big.write_text(
        "colour,title,prompt_de,lat,lon\n"
        + "".join(f"yellow,T{i},Wo?,52.{i},9.{i}\n" for i in range(4)),
        encoding="utf-8",
    )
    monkeypatch.setattr(cardio, "MAX_IMPORT_BYTES", 100)
    with pytest.raises(ValueError, match="at most 0 MB can be imported"):
        import_file(db, big)
    monkeypatch.setattr(cardio, "MAX_IMPORT_BYTES", 50_000_000)
    report = import_file(db, big, only_valid=True)
    assert [p.message for p in report.problems] == [
        "the file holds 4 rows; at most 3 cards can be imported at once (split the file)"
    ]
    assert report.imported == 0
    with db.session() as s:
        assert repo.deck_by_name(s, "big") is None


def test_windows_1252_csv_and_control_characters(db: Database, tmp_path: Path) -> None:
    """A German spreadsheet's "CSV" is Windows-1252: read as such; a NUL (PostgreSQL refuses it)
    or another control character in a field is a problem of that row and column."""
    excel = tmp_path / "excel.csv"
    excel.write_bytes(
        "colour;title;prompt_de;lat;lon\ngelb;Lüneburg;Wo?;53,25;10,41\n".encode("cp1252")
    )
    report = import_file(db, excel)
    assert report.ok and report.imported == 1
    with db.session() as s:
        (card,) = repo.list_cards(s, search="Lüneburg")
        assert card.title == "Lüneburg"
    nul = tmp_path / "nul.csv"
    nul.write_text("colour,title,prompt_de,lat,lon\nyellow,Mi\x00nden,Wo?,52.289,8.917\n", "utf-8")
    report = import_file(db, nul)
    assert [str(p) for p in report.problems] == [
        "row 2, column title: contains a control character"
    ]
    assert report.imported == 0
    binary = tmp_path / "binary.csv"
    binary.write_bytes(b"\xff\xfe\x00\x01garbage\x81")
    with pytest.raises(ValueError, match="not UTF-8"):
        import_file(db, binary)


def test_an_exported_geojson_deck_reads_the_same_through_the_editor_and_the_cli(
    tmp_path: Path, db: Database
) -> None:
    """Issue 27: the editor's file import (``import_file``) read a GeoJSON FeatureCollection with a
    reader of its own, the CLI (``cards import``) with the GIS import; now both use the one."""
    from geoquiz.db.gis_import import import_gis

    with db.session() as s:
        report = import_rows(s, [MINDEN, HARZ], "Export")
        assert report.ok
        deck = repo.deck_by_name(s, "Export")
        path = tmp_path / "export.geojson"
        path.write_text(export_geojson(s, deck), encoding="utf-8")
    read: list[list[tuple[object, ...]]] = []
    for name, importer in (("editor", import_file), ("cli", import_gis)):
        fresh = open_database(f"sqlite:///{tmp_path / f'{name}.sqlite3'}", load_shipped=False)
        assert importer(fresh, path).ok
        with fresh.session() as s:
            read.append(
                sorted(
                    (c.title, c.colour, c.prompt_de, c.prompt_en, c.outline_wkt is None)
                    for c in repo.list_cards(s)
                )
            )
    assert (
        read[0]
        == read[1]
        == [
            ("Harz", "green", "Wo liegt der Harz?", "Where is Harz?", False),
            ("Minden", "yellow", "Wo liegt Minden?", "Where is Minden?", True),
        ]
    )
