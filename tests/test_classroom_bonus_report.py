"""The rulebook's colour bonus in the report (issue 30: "the final bonus (+5 for the most cards of
a colour) is left out although the docs say exactly the game's scoring"; the option counted in
the final leaderboard but not in the CSV/PDF totals): a quiz played with the bonus stores the
option, and the CSV (a row per award) and the PDF's totals add up to the final leaderboard. The
report is re-scored here from the rulebook — this file's own prefix check per tip, its own
colour bonus (most right cards of a colour among the students still in, a single leader 5, tied
leaders 2 each) — and must agree exactly; a removed student's right cards count for nobody."""

from __future__ import annotations

import asyncio
import csv
import io
import subprocess
from pathlib import Path
from typing import Any

from helpers.classroom import Student, running_classroom

from geoquiz.app.classroom.store import ReportSink
from geoquiz.db.class_reports import answer_rows, colour_bonus, load_report, report_csv
from geoquiz.db.session import close_all, open_database, session_scope
from geoquiz.games.classquiz import Quiz
from geoquiz.games.minden.cards import Card

CARDS = [
    Card("1", "yellow", "Minden", (("W", "N", 12, "C"),)),
    Card("2", "yellow", "Kiel", (("W", "N", 3, "C"),)),
    Card("3", "green", "Harz", (("W", "M", 4, "A"),)),
    Card("4", "blue", "SAP", (("W", "S", 2, "B"),)),
]
WRONG = ["O", "S", 15, "D"]
#: per student the tips for the four cards ([]: passes, no stone)
TIPS = {
    "Anna": [["W", "N", 12, "C"], ["W", "N"], ["O"], WRONG],  # yellow 2
    "Ben": [["W"], ["O"], ["W", "M", 4], WRONG],  # yellow 1, green 1
    "Cem": [WRONG, WRONG, ["W", "M"], []],  # green 1; passes on the blue card
    "Dora": [["W", "N"], ["W", "N", 3, "C"], WRONG, WRONG],  # yellow 2, removed at the end
}
COLOURS = ("yellow", "orange", "green", "blue")


def own_right(solutions: list[Any], tip: list[Any]) -> bool:
    return bool(tip) and any(all(tip[i] == s[i] for i in range(len(tip))) for s in solutions)


def rulebook(sent: dict[str, list[list[Any]]], still_in: set[str]) -> dict[str, int]:
    """Each student's points: a right tip one per stone, then the final colour bonus."""
    points = {
        name: sum(len(t) for t, c in zip(tips, CARDS, strict=True) if own_right(c.solutions, t))
        for name, tips in sent.items()
    }
    for colour in COLOURS:
        right = {
            name: sum(1 for t, c in zip(sent[name], CARDS, strict=True)
                      if c.colour == colour and own_right(c.solutions, t))
            for name in still_in
        }  # fmt: skip
        best = max(right.values())
        if best:
            leaders = [n for n, r in right.items() if r == best]
            for name in leaders:
                points[name] += 5 if len(leaders) == 1 else 2
    return points


def test_colour_bonus_in_csv_and_pdf_totals_rescored_from_the_rulebook(
    qapp: Any, tmp_path: Path
) -> None:
    url = f"sqlite:///{tmp_path / 'class.sqlite3'}"
    open_database(url, load_shipped=False)
    quiz = Quiz(CARDS, timer=60, colour_bonus=True)
    sink = ReportSink({"room": "-", "deck": "Test", "planned_cards": 4}, url)

    async def play(server: Any) -> None:
        import aiohttp

        sink.meta["room"] = server.room
        async with aiohttp.ClientSession() as http:
            students = {name: Student(http, server.base_url) for name in TIPS}
            for name, s in students.items():
                await s.join(name, server.room)
            server.start_quiz()
            for index in range(len(CARDS)):
                for name, s in students.items():
                    await s.until(lambda v, i=index: v["phase"] == "question" and v["card"] == i)
                    await s.tip(TIPS[name][index], card=index)
                await students["Anna"].until(lambda v, i=index: v["phase"] == "reveal")
                if index == len(CARDS) - 1:
                    number = students["Dora"].number
                    assert number is not None
                    server.remove(number)  # removed before the end: no bonus for Dora
                server.next()
            await students["Anna"].until(lambda v: v["phase"] == "end")

    with running_classroom(quiz, on_report=sink) as server:
        asyncio.run(asyncio.wait_for(play(server), 90))
        assert server.done.wait(5)
        board = server.call(quiz.leaderboard)

    expected = rulebook(TIPS, {"Anna", "Ben", "Cem"})
    # the rulebook's bonus here: yellow Anna alone (Dora is out) +5, green Ben and Cem +2 each
    assert expected == {"Anna": 6 + 5, "Ben": 4 + 2, "Cem": 2 + 2, "Dora": 6}
    shown = {r["name"]: r["points"] for r in board}
    assert shown == {k: v for k, v in expected.items() if k != "Dora"}

    assert sink.report_id is not None
    with session_scope(url) as session:
        report = load_report(session, sink.report_id)
    assert report is not None and report["session"]["colour_bonus"] is True
    assert [(b["colour"], b["points"], len(b["numbers"])) for b in colour_bonus(report)] == [
        ("yellow", 5, 1), ("green", 2, 2),
    ]  # fmt: skip
    # the CSV: per name the points add up to the rulebook's total, bonus rows included
    rows = list(csv.DictReader(io.StringIO(report_csv(report))))
    totals: dict[str, int] = {}
    for row in rows:
        totals[row["name"]] = totals.get(row["name"], 0) + int(row["points"])
    assert totals == expected
    bonus_rows = [r for r in rows if r["card"] == "bonus"]
    assert sorted((r["name"], r["colour"], r["points"]) for r in bonus_rows) == [
        ("Anna", "yellow", "5"), ("Ben", "green", "2"), ("Cem", "green", "2"),
    ]  # fmt: skip
    assert len(answer_rows(report)) == 4 * 4 + 3  # every tip, and the three awards
    # the PDF's students table: the total per student includes the bonus
    from geoquiz.app.classroom.report import write_pdf

    pdf = tmp_path / "report.pdf"
    write_pdf(report, pdf)
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True, timeout=60).stdout  # fmt: skip
    students_page = text.split("\f")[-2] if text.endswith("\f") else text.split("\f")[-1]
    for name, points in expected.items():
        line = next(ln for ln in students_page.splitlines() if ln.strip().startswith(name))
        assert line.split()[1 if name != "Dora" else 2] == str(points), line
    close_all()


def test_a_report_without_the_option_or_cut_short_has_no_bonus() -> None:
    report: dict[str, Any] = {
        "session": {"id": 1, "colour_bonus": False, "ended_at": "2026-12-06T10:00:00"},
        "cards": [{"position": 1, "colour": "yellow", "title": "Minden", "solutions": []}],
        "students": [{"number": 1, "label": "Anna", "name": "Anna", "removed": False}],
        "answers": [{"card": 1, "student": 1, "tip": ["W"], "stones": 1, "stones_right": 1,
                     "right": True, "points": 1, "seconds": 2.0}],
    }  # fmt: skip
    assert colour_bonus(report) == []
    report["session"]["colour_bonus"] = True
    assert colour_bonus(report) == [{"colour": "yellow", "numbers": [1], "points": 5}]
    report["session"]["ended_at"] = None  # cut short: the quiz never gave the bonus
    assert colour_bonus(report) == []
