"""Hypothesis fuzz of the importer over CSV, JSON and GeoJSON (issue 14, finding 4).

Whatever the file holds, ``import_file`` either returns a report or raises one ``ValueError``
(a readable line), and the database is either unchanged or holds every valid card of the file:
never a partial write, never another exception. Examples are bounded so the test runs in well
under a minute.
"""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geoquiz.db import cardio
from geoquiz.db.bootstrap import open_database
from geoquiz.db.session import Database, close_all

FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

hostile_text = st.one_of(
    st.text(max_size=30),
    st.sampled_from(
        [
            "=1+1",
            "+x",
            "-",
            "@A1",
            "\r",
            "a\rb",
            "'=",
            "\x00",
            "ja",
            "false",
            "1e999",
            "nan",
            "9" * 400,
            "52,3",
            " 8.9 ",
            "POLYGON ((9 51, 10 51, 10 52, 9 51))",
            "LINESTRING (9 51)",
            "x" * 250,
        ]
    ),
)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    hostile_text,
    st.just(10**400),
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
columns = st.sampled_from([*cardio.CSV_COLUMNS, "id", "deck", "bogus"])
card = st.fixed_dictionaries(
    {
        "colour": st.sampled_from(["yellow", "gelb", "purple", ""]),
        "title": hostile_text,
        "prompt_de": hostile_text,
        "lat": st.one_of(st.floats(47, 55), scalars),
        "lon": st.one_of(st.floats(6, 15), scalars),
    },
    optional={c: json_values for c in ("outline_wkt", "needs_review", "source", "explanation")},
)
deck = st.dictionaries(
    st.sampled_from(["name", "language", "enabled", "tolerance_km", "description", "author"]),
    json_values,
    max_size=4,
)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    yield open_database(f"sqlite:///{tmp_path / 'fuzz.sqlite3'}", load_shipped=False)
    close_all()


def _snapshot(db: Database) -> tuple[int, int]:
    assert db.path is not None
    with sqlite3.connect(db.path) as conn:
        return (
            conn.execute("SELECT count(*) FROM cards").fetchone()[0],
            conn.execute("SELECT count(*) FROM decks").fetchone()[0],
        )


def _check(db: Database, path: Path) -> None:
    before = _snapshot(db)
    try:
        report = cardio.import_file(db, path, only_valid=False)
    except ValueError as exc:  # one readable line, nothing written
        assert "\n" not in str(exc).strip()
        assert _snapshot(db) == before
        return
    after = _snapshot(db)
    if report.problems:
        assert after == before and report.imported == 0
    else:
        assert after[0] == before[0] + report.imported == before[0] + len(report.valid)


@FUZZ
@given(
    rows=st.lists(st.dictionaries(columns, hostile_text, max_size=6), max_size=6),
    delimiter=st.sampled_from([",", ";", "\t"]),
)
def test_fuzzed_csv_never_crashes_nor_half_writes(
    db: Database, tmp_path: Path, rows: list[dict[str, str]], delimiter: str
) -> None:
    out = io.StringIO(newline="")
    header = sorted({c for row in rows for c in row} | {"colour", "title"})
    writer = csv.DictWriter(out, fieldnames=header, delimiter=delimiter)
    writer.writeheader()
    for row in rows:
        writer.writerow(row)
    path = tmp_path / "fuzz.csv"
    path.write_text(out.getvalue(), encoding="utf-8", errors="surrogatepass")
    _check(db, path)


@FUZZ
@given(settings_=deck, cards=st.lists(st.one_of(card, json_values), max_size=5))
def test_fuzzed_json_never_crashes_nor_half_writes(
    db: Database, tmp_path: Path, settings_: dict[str, Any], cards: list[Any]
) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(
        json.dumps({"deck": settings_, "cards": cards}, default=str),
        encoding="utf-8",
        errors="surrogatepass",
    )
    _check(db, path)


geometry = st.one_of(
    json_values,
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(["Point", "Polygon", "LineString", "Bogus"]),
            "coordinates": st.one_of(
                json_values, st.lists(st.lists(st.floats(-200, 200), max_size=3), max_size=5)
            ),
        }
    ),
)


@FUZZ
@given(
    features=st.lists(
        st.one_of(
            json_values,
            st.fixed_dictionaries(
                {
                    "type": st.just("Feature"),
                    "geometry": geometry,
                    "properties": st.one_of(card, json_values),
                }
            ),
        ),
        max_size=4,
    )
)
def test_fuzzed_geojson_never_crashes_nor_half_writes(
    db: Database, tmp_path: Path, features: list[Any]
) -> None:
    path = tmp_path / "fuzz.geojson"
    path.write_text(
        json.dumps({"type": "FeatureCollection", "features": features}, default=str),
        encoding="utf-8",
        errors="surrogatepass",
    )
    _check(db, path)


def test_a_hostile_bytes_file_is_one_value_error(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "bytes.csv"
    path.write_bytes(b"colour,title\n\xff\xfe\x00\x81" * 50)
    before = _snapshot(db)
    with pytest.raises(ValueError):
        cardio.import_file(db, path)
    assert _snapshot(db) == before
