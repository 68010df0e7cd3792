"""A printable worksheet of a quiz for homework (issue 30: "a printable worksheet of a quiz — the
blank board with the prompts, and an answer key — what no live-quiz tool offers offline"): the
worksheet pages carry the blank board and the prompts numbered and no solution; the answer key
lists per prompt the solution the card database holds for that card; from the command line
(``geoquiz class worksheet QUIZ OUT.pdf``), the setup and the teacher's window."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from geoquiz.games.classquiz import Quiz
from geoquiz.games.minden.cards import Card

PY = [sys.executable, "-m", "geoquiz"]
TITLES = ("Minden", "Zugspitze", "Sylt", "Dortmund", "Görlitz")


def env_for(db: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", GEOQUIZ_DB=f"sqlite:///{db}")


def pages_text(pdf: Path) -> list[str]:
    """The text of each page (poppler's pdftotext; pages split at form feeds)."""
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True, timeout=60).stdout  # fmt: skip
    return [p for p in out.split("\f") if p.strip()]


def squeeze(text: str) -> str:
    """Without white space: pdftotext may read "W N 2 A" as "WN2A" (Qt places each glyph)."""
    return "".join(text.split())


def db_solutions(url: str) -> dict[str, tuple[str, list[str]]]:
    """Card id → (title, solutions as 'W N 12 C') straight from the card database."""
    from geoquiz.db import repository as repo
    from geoquiz.db.session import session_scope

    with session_scope(url) as session:
        deck = repo.deck_by_name(session, "Deutschland")
        assert deck is not None
        return {
            str(c.id): (c.title, [str(s) for s in repo.solutions_of(c)])
            for c in repo.list_cards(session, deck_id=deck.id)
            if c.title in TITLES
        }


def test_worksheet_and_key_match_the_cards_solutions_from_the_command_line(
    tmp_path: Path,
) -> None:
    from geoquiz.app.classroom.store import save_quiz
    from geoquiz.db.bootstrap import open_database
    from geoquiz.db.session import close_all

    db = tmp_path / "school.sqlite3"
    url = f"sqlite:///{db}"
    open_database(url)
    close_all()
    truth = db_solutions(url)
    assert len(truth) == len(TITLES)
    order = sorted(truth, key=lambda i: TITLES.index(truth[i][0]))
    save_quiz("Hausaufgabe 7b", {"deck": "Deutschland", "cards": order, "timer": 30}, url)
    pdf = tmp_path / "blatt.pdf"
    made = subprocess.run([*PY, "--lang", "de", "class", "worksheet", "Hausaufgabe 7b", str(pdf)],
                          capture_output=True, text=True, env=env_for(db), timeout=120)  # fmt: skip
    assert made.returncode == 0, made.stderr
    assert "2 pages" in made.stderr
    sheet, key = pages_text(pdf)
    # the worksheet: the prompts numbered in the quiz's order, no solution anywhere
    assert "Hausaufgabe 7b" in sheet
    numbered = re.findall(r"^\s*(\d+)\.\s+(\S.*?)\s*$", sheet, re.M)
    assert [n for n, _ in numbered] == ["1", "2", "3", "4", "5"]
    assert "Wo liegt Minden?" in numbered[0][1] and "Görlitz" in numbered[4][1]
    for _title, solutions in truth.values():
        for solution in solutions:
            assert squeeze(solution) not in squeeze(sheet)
    # the key: per number the card's title and exactly the database's solutions
    for number, card_id in enumerate(order, start=1):
        title, solutions = truth[card_id]
        line = re.search(rf"^\s*{number}\.\s+{re.escape(title)}\s+(.+?)\s*$", key, re.M)
        assert line is not None, (number, title, key)
        assert squeeze(line.group(1)) == "oder".join(map(squeeze, solutions)), (title, line[1])
    if shutil_which("pdftoppm"):
        shots = Path(os.environ.get("GEOQUIZ_CLASS_SHOTS", tmp_path))
        shots.mkdir(parents=True, exist_ok=True)
        subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(shots / "worksheet")],
                       check=True, timeout=60)  # fmt: skip


def shutil_which(name: str) -> str | None:
    import shutil

    return shutil.which(name)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["class", "worksheet", "Nothing", "x.pdf"], "there is no saved quiz 'Nothing'"),
    ],
)
def test_worksheet_of_an_unknown_quiz_is_one_line(
    tmp_path: Path, args: list[str], message: str
) -> None:
    done = subprocess.run([*PY, *args], capture_output=True, text=True,
                          env=env_for(tmp_path / "s.sqlite3"), timeout=120)  # fmt: skip
    assert done.returncode == 2 and message in done.stderr
    assert done.stderr.count("\n") == 1


@pytest.mark.qt_log_ignore("QPainter::begin")  # the folder that is not there, on purpose
def test_teacher_window_and_setup_write_the_worksheet(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.classroom.setup import ClassSetupScreen
    from geoquiz.app.classroom.store import save_quiz
    from geoquiz.app.classroom.window import TeacherWindow

    cards = [
        Card("1", "yellow", "Minden", (("W", "N", 12, "C"),), prompt="Wo liegt Minden?"),
        Card("2", "green", "Dortmund", (("W", "M", 1, "B"), ("W", "M", 1, "D"))),
    ]
    window = TeacherWindow(Quiz(cards, timer=60, lang="en"), bind="127.0.0.1")
    qtbot.addWidget(window)
    try:
        out = window.save_worksheet(tmp_path / "window.pdf")
        assert out is not None
        sheet, key = pages_text(out)
        assert "1. Where is Minden?" in " ".join(sheet.split())
        assert "WM1BorWM1D" in squeeze(key) and "WN12C" in squeeze(key)
        # a folder that is not there: one warning, no crash, nothing written
        warned: list[str] = []
        monkeypatch.setattr(
            "geoquiz.app.classroom.window.QMessageBox.warning",
            lambda *a: warned.append(str(a[2])),
        )
        assert window.save_worksheet(tmp_path / "no" / "such" / "dir.pdf") is None
        assert len(warned) == 1 and "cannot write" in warned[0]
    finally:
        window.close()

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    screen = ClassSetupScreen("en", url=url, bind="127.0.0.1")
    qtbot.addWidget(screen)
    screen.show()
    # a random draw has no worksheet: one line says what to do
    assert screen.save_worksheet(tmp_path / "none.pdf") is None
    assert screen.error.isVisible() and "saved quiz" in screen.error.text()
    truth = db_solutions(url)
    save_quiz("Zwei", {"deck": "Deutschland", "cards": sorted(truth)[:2], "timer": 30}, url)
    screen.load_saved()
    screen.saved.setCurrentIndex(screen.saved.findData("Zwei"))
    out = screen.save_worksheet(tmp_path / "setup.pdf")
    assert out is not None and not screen.error.isVisible()
    _sheet, key = pages_text(out)
    for card_id in sorted(truth)[:2]:
        title, solutions = truth[card_id]
        assert title in key and all(squeeze(s) in squeeze(key) for s in solutions)


def test_the_setup_and_the_teacher_window_ask_for_the_worksheet_file_alike(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27: both asked with a copy of the same dialog code; now one helper, which gives a
    name typed without a suffix ``.pdf`` and None when the teacher cancels."""
    from PySide6.QtWidgets import QWidget

    from geoquiz.app.classroom import worksheet

    parent = QWidget()
    qtbot.addWidget(parent)
    answers = iter([(str(tmp_path / "klasse7a"), ""), ("", "")])
    monkeypatch.setattr(worksheet.QFileDialog, "getSaveFileName", lambda *a: next(answers))
    assert worksheet.ask_worksheet_path(parent) == tmp_path / "klasse7a.pdf"
    assert worksheet.ask_worksheet_path(parent) is None
