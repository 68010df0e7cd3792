"""Choose and reuse (issue 30: "only deck, colour, number and time, then a random draw; no play
again, the seed neither shown nor stored"): a quiz saved under a name is played again with the
same cards in the same order (command line); the teacher's window saves a quiz and plays it again
on the same room code with the class still joined, into a new report; the window shows the seed."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import aiohttp
from helpers.classroom import Student

from geoquiz.games.classquiz import Phase, Quiz
from geoquiz.games.minden.cards import Card

PY = [sys.executable, "-m", "geoquiz"]
CARDS = [
    Card("1", "yellow", "Minden", (("W", "N", 12, "C"),)),
    Card("2", "green", "Zugspitze", (("W", "S", 12, "D"),)),
]


def env_for(db: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", GEOQUIZ_DB=f"sqlite:///{db}")


def play_headless(db: Path, *args: str) -> str:
    """Host headless with ``args``, one scripted student tips on every card; the stderr."""
    proc = subprocess.Popen(
        [*PY, "host", "class", *args, "--timer", "20", "--reveal", "0.1", "--expect", "1",
         "--no-window", "--bind", "127.0.0.1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env_for(db),
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        line = json.loads(proc.stdout.readline())
        base = line["url"].split("#", 1)[0]

        async def play() -> None:
            async with aiohttp.ClientSession() as http:
                s = Student(http, base)
                await s.join("Kim", line["room"])
                while True:
                    view = await s.until(lambda v: v["phase"] in ("question", "end"), 30)
                    if view["phase"] == "end":
                        return
                    card = view["card"]
                    await s.tip(["W"], card)
                    await s.until(lambda v, c=card: v["phase"] == "end" or v["card"] > c, 30)

        asyncio.run(play())
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        return err
    finally:
        if proc.poll() is None:
            proc.kill()


def card_refs(db: Path) -> list[list[str]]:
    from geoquiz.db.class_reports import list_reports, load_report
    from geoquiz.db.session import session_scope

    with session_scope(f"sqlite:///{db}") as session:
        reports = [load_report(session, r.id) for r in reversed(list_reports(session))]
    return [[c["card_ref"] for c in r["cards"]] for r in reports if r is not None]


def test_saved_quiz_played_again_with_the_same_cards(tmp_path: Path) -> None:
    db = tmp_path / "school.sqlite3"
    err = play_headless(db, "--deck", "Deutschland", "--cards", "3", "--save-as", "Nord 7b")
    assert "saved as 'Nord 7b'" in err
    listed = subprocess.run([*PY, "class", "quizzes"], capture_output=True, text=True,
                            env=env_for(db), timeout=120, check=True)  # fmt: skip
    assert listed.stdout.startswith("Nord 7b: Deutschland, 3 cards, 20.0 s, seed ")
    play_headless(db, "--quiz", "Nord 7b")
    first, second = card_refs(db)
    assert len(first) == 3 and first == second  # the same cards in the same order
    missing = subprocess.run([*PY, "host", "class", "--quiz", "Süd", "--no-window"],
                             capture_output=True, text=True, env=env_for(db), timeout=120,
                             check=False)  # fmt: skip
    assert missing.returncode == 2 and "no saved quiz 'Süd'" in missing.stderr


def test_window_plays_again_with_the_class_joined_and_saves_the_quiz(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QInputDialog

    from geoquiz.app.classroom.store import ReportSink, saved_quizzes
    from geoquiz.app.classroom.window import TeacherWindow

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    meta = {"room": "", "deck": "Deutschland", "colour": None, "planned_cards": 2, "seed": 77}
    sink = ReportSink(meta, url)
    quiz = Quiz(CARDS, timer=30)
    window = TeacherWindow(quiz, sink, bind="127.0.0.1")
    qtbot.addWidget(window)
    window.show()
    server = window.server
    try:
        assert window.seed.isVisible() and "77" in window.seed.text()
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Nord", True))
        window.save_quiz()
        assert saved_quizzes(url)["Nord"]["cards"] == ["1", "2"]
        kim = server.call(lambda: quiz.join("Kim"))
        window.start.click()
        for _ in CARDS:
            qtbot.waitUntil(lambda: server.call(lambda: quiz.phase) == Phase.QUESTION, timeout=3000)
            server.call(lambda: quiz.answer(kim.number, ["W"]))
            qtbot.waitUntil(lambda: server.call(lambda: quiz.phase) == Phase.REVEAL, timeout=3000)
            window.next_button.click()
        qtbot.waitUntil(lambda: window.again_button.isVisible(), timeout=3000)
        first_report = sink.report_id
        room = server.room
        window.again_button.click()
        again = window.quiz
        assert again is not quiz and server.call(lambda: server.quiz) is again
        assert server.room == room and [c.id for c in again.cards] == ["1", "2"]
        assert server.call(lambda: again.student_for_token(kim.token)) is not None  # still in
        qtbot.waitUntil(lambda: window.start.isEnabled(), timeout=3000)
        window.start.click()
        qtbot.waitUntil(lambda: server.call(lambda: again.phase) == Phase.QUESTION, timeout=3000)
        server.call(lambda: again.answer(kim.number, ["W", "N"]))
        qtbot.waitUntil(lambda: window.sink.report_id is not None, timeout=5000)
        assert window.sink.report_id != first_report  # a new report
    finally:
        window.close()


def test_setup_picks_cards_from_a_list_and_plays_a_saved_quiz(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog

    from geoquiz.app.classroom.setup import ClassSetupScreen
    from geoquiz.app.classroom.store import save_quiz

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    screen = ClassSetupScreen("en", url=url, bind="127.0.0.1")
    qtbot.addWidget(screen)
    screen.show()

    def tick_three(dialog: QDialog) -> int:
        listing = screen._picker  # noqa: SLF001
        wanted = ("Minden", "Zugspitze", "Sylt")
        for i in range(listing.count()):
            item = listing.item(i)
            if item.text().split("  (")[0] in wanted:
                item.setCheckState(Qt.CheckState.Checked)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QDialog, "exec", tick_three)
    picked = screen.pick_cards()
    assert picked is not None and len(picked) == 3
    assert not screen.cards.isEnabled() and "3" in screen.available.text()
    window = screen.start_quiz()
    assert window is not None
    try:
        assert sorted(c.title for c in window.quiz.cards) == ["Minden", "Sylt", "Zugspitze"]
        ids = [c.id for c in window.quiz.cards]
    finally:
        window.close()
    save_quiz("Drei", {"deck": "Deutschland", "cards": ids[::-1], "timer": 45, "seed": None}, url)
    screen.load_saved()
    screen.saved.setCurrentIndex(screen.saved.findData("Drei"))
    assert not screen.deck.isEnabled() and not screen.timer.isEnabled()
    window = screen.start_quiz()
    assert window is not None
    try:
        assert [c.id for c in window.quiz.cards] == ids[::-1] and window.quiz.timer == 45
    finally:
        window.close()
