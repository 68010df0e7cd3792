"""Issue 26: no CSV the app writes can turn a cell into a spreadsheet formula (OWASP).

The finding: the class report wrote the typed name ``Bo;=1+2;@SUM(A1)`` unquoted into a comma
file; German Excel splits at ``;`` and got two formula cells. Every CSV writer (the class report,
the card export) now quotes every cell and puts a ``'`` before each piece a spreadsheet could read
as a formula cell. Each file is read back with ``,``, ``;`` and tab as the separator — with
Python's ``csv`` and by a plain split that ignores the quotes — and no cell may start with
``= + - @``. The card export stays an exact round trip: the importer takes the ``'`` away again.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from geoquiz.db import cardio, csv_safe
from geoquiz.db import repository as repo
from geoquiz.db.bootstrap import open_database
from geoquiz.db.card_files import read_csv_rows
from geoquiz.db.class_reports import report_csv
from geoquiz.db.session import close_all
from geoquiz.games.classquiz import Quiz, clean_name
from geoquiz.games.minden.cards import Card

FORMULA = ("=", "+", "-", "@")
NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?\Z")  # a number is a value to a spreadsheet, not a formula
NASTY = [
    "Bo;=1+2;@SUM(A1)",
    "=Anna",
    "Cy,+1",
    'Di;"=2+3"',
    "Ed; -cmd",
    "@Fe",
    "Gi\t=3",
]


@pytest.fixture(autouse=True)
def _closed() -> Iterator[None]:
    close_all()
    yield
    close_all()


def cells_as_spreadsheets_split_them(text: str) -> Iterator[tuple[str, str]]:
    """``(separator, cell)`` for every cell of ``text`` read with ``,``, ``;`` and tab — by the
    ``csv`` module (as a spreadsheet that honours quotes) and by a plain split (one that does
    not), leading quotes and spaces stripped as a lenient reader would."""
    for sep in (",", ";", "\t"):
        for record in csv.reader(io.StringIO(text, newline=""), delimiter=sep):
            for cell in record:
                yield sep, cell
        for line in re.split(r"\r\n|\n|\r", text):
            for piece in line.split(sep):
                yield sep, piece.lstrip('" ')


def assert_no_formula_cell(text: str) -> None:
    bad = [
        (sep, cell)
        for sep, cell in cells_as_spreadsheets_split_them(text)
        if cell.startswith(FORMULA) and not NUMBER.match(cell.rstrip('"'))
    ]
    assert bad == []


def class_report(names: list[str], title: str = "Minden") -> dict[str, Any]:
    now = [0.0]
    card = Card("m1", "yellow", title, (("W", "N", 12, "C"),))
    quiz = Quiz([card], timer=30, clock=lambda: now[0])
    for name in names:
        quiz.join(name)
    quiz.start()
    for number in range(1, len(names) + 1):
        quiz.answer(number, ["W", "N", 12][: number % 4], 0)
    now[0] = 31.0
    quiz.tick()
    return {**quiz.report(), "session": {"id": 26}}


def test_semicolon_formula_names_are_neutralised() -> None:
    text = report_csv(class_report(NASTY, title="=HYPERLINK(1);@x"))
    assert_no_formula_cell(text)
    rows = list(csv.DictReader(io.StringIO(text)))
    names = [r["name"] for r in rows]
    assert "Bo;'=1+2;'@SUM(A1)" in names
    assert "'=Anna" in names
    assert {csv_safe.restore(n) for n in names} == {clean_name(n) for n in NASTY}


def test_every_cell_of_the_class_report_is_quoted() -> None:
    text = report_csv(class_report(["Anna", "Ben"]))
    for line in text.splitlines():
        assert re.fullmatch(r'"[^"]*"(,"[^"]*")*', line), line


def test_card_export_neutralises_formulas_in_every_separator_and_round_trips_exactly(
    tmp_path: Path,
) -> None:
    titles = [*NASTY, "=Minden", "'=already", "Halle (Saale)", "-5", "a\r\n=b"]
    db = open_database(f"sqlite:///{tmp_path / 'g.sqlite3'}", load_shipped=False)
    with db.session() as s:
        deck = repo.create_deck(s, "Böse")
        for i, title in enumerate(titles):
            prompt = f"{title}; +{i}"
            data = repo.CardData("yellow", title, prompt_de=prompt, lat=52 + i / 50, lon=9)
            repo.add_card(s, deck, data)
    with db.session() as s:
        exported = cardio.export_csv(s, repo.deck_by_name(s, "Böse"))
        before = sorted((repo.card_data(c) for c in repo.list_cards(s)), key=repr)
    assert_no_formula_cell(exported)
    out = tmp_path / "b.csv"
    out.write_text(exported, encoding="utf-8", newline="")
    fresh = open_database(f"sqlite:///{tmp_path / 'h.sqlite3'}", load_shipped=False)
    report = cardio.import_file(fresh, out, "Böse")
    assert report.ok, report.lines()
    with fresh.session() as s:
        after = sorted((repo.card_data(c) for c in repo.list_cards(s)), key=repr)
    assert [c.title for c in after] == [c.title for c in before]
    assert after == before


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab =+-@'\",;\t\r\n")), max_size=30))
def test_neutralised_cells_restore_exactly_and_start_no_formula_piece(cell: str) -> None:
    safe = csv_safe.neutralise(cell)
    assert csv_safe.restore(safe) == cell
    for piece in re.split(r"[,;\t\r\n]", safe):
        assert not piece.lstrip('" ').startswith(FORMULA), (cell, safe)


def test_a_hand_written_csv_without_quotes_reads_as_before() -> None:
    header, rows = read_csv_rows("colour;title\nyellow;Minden\nblue;'=x\n")
    assert header == ["colour", "title"]
    assert [r["title"] for r in rows] == ["Minden", "=x"]
