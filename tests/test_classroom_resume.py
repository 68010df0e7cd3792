"""A class quiz survives a crash and a sleeping laptop (issue 30, docs/classroom.md "Crash and
sleep"): every tip is stored as it arrives; ``geoquiz host class --resume`` after ``kill -9``
reopens the quiz with its room code and port, the phones rejoin with their old tokens and find
their tips kept; a quiz cut short is marked in the report; a laptop that slept does not make the
tips sent in the phones' remaining time late."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
from helpers.classroom import Student, running_classroom

from geoquiz.games.classquiz import Phase, Quiz
from geoquiz.games.minden.cards import Card

PY = [sys.executable, "-m", "geoquiz"]
MINDEN = Card("1", "yellow", "Minden", (("W", "N", 12, "C"),))


def env_for(db: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", GEOQUIZ_DB=f"sqlite:///{db}")


def host(db: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*PY, "--lang", "en", "host", "class", *args, "--no-window"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env_for(db),
    )


def test_quiz_resumed_after_kill_9_keeps_every_tip_same_room_and_port(tmp_path: Path) -> None:
    db = tmp_path / "school.sqlite3"
    first = host(
        db, "--deck", "Deutschland", "--cards", "3", "--timer", "60", "--reveal", "0.3",
        "--expect", "3", "--bind", "127.0.0.1", "--seed", "5", "--joins-per-minute", "0",
    )  # fmt: skip
    second: subprocess.Popen[str] | None = None
    try:
        assert first.stdout is not None
        line = json.loads(first.stdout.readline())
        base = line["url"].split("#", 1)[0]

        async def before_crash() -> list[str]:
            async with aiohttp.ClientSession() as http:
                class_ = [Student(http, base) for _ in range(3)]
                for i, s in enumerate(class_):
                    await s.join(f"S{i}", line["room"])
                await class_[0].until(lambda v: v["phase"] == "question")
                for s, tip in zip(class_, (["W"], ["O", "N"], []), strict=True):
                    await s.tip(tip, 0)
                await class_[0].until(lambda v: v["phase"] == "question" and v["card"] == 1)
                # card 2: two of three send, then the laptop dies
                await class_[0].tip(["W", "N", 12], 1)
                await class_[1].tip(["O"], 1)
                await class_[0].until(lambda v: (v.get("me") or {}).get("tip") is not None)
                await class_[1].until(lambda v: (v.get("me") or {}).get("tip") is not None)
                await asyncio.sleep(1.3)  # the journal notes the remaining time once a second
                return [s.token or "" for s in class_]

        tokens = asyncio.run(before_crash())
        os.kill(first.pid, signal.SIGKILL)
        first.wait(10)
        journal = db.with_name(db.name + ".class-live.json")
        assert journal.exists()
        assert tokens[0] not in journal.read_text()  # digests only
        # the stored report already holds card 2's two tips and is marked cut short
        from geoquiz.db.class_reports import last_report_id, load_report
        from geoquiz.db.session import session_scope

        url = f"sqlite:///{db}"
        with session_scope(url) as session:
            report_id = last_report_id(session)
            assert report_id is not None
            report = load_report(session, report_id)
        assert report is not None and report["session"]["cut_short"]
        assert sorted((a["card"], a["student"]) for a in report["answers"]) == [
            (1, 1), (1, 2), (1, 3), (2, 1), (2, 2),
        ]  # fmt: skip
        listed = subprocess.run(
            [*PY, "class", "list"], capture_output=True, text=True, env=env_for(db), timeout=120,
            check=True,
        )  # fmt: skip
        assert "cut short" in listed.stdout

        second = host(db, "--resume")
        assert second.stdout is not None
        again = json.loads(second.stdout.readline())
        assert again == line  # same room code, address, port and projector page

        async def after() -> list[dict[str, Any]]:
            async with aiohttp.ClientSession() as http:
                class_ = [Student(http, base) for _ in range(3)]
                views = [await s.connect(token) for s, token in zip(class_, tokens, strict=True)]
                assert all(v["phase"] == "question" and v["card"] == 1 for v in views)
                assert views[0]["me"]["tip"] == ["W", "N", 12] and views[1]["me"]["tip"] == ["O"]
                assert views[2]["me"]["tip"] is None
                assert 5 <= views[2]["remaining"] <= 60
                await class_[1].tip(["W"], 1)
                refused = await class_[1].expect_refusal()
                assert refused["code"] == "class.already_answered"
                await class_[2].tip(["O", "S"], 1)
                for index in (2,):
                    await class_[0].until(
                        lambda v, i=index: v["phase"] == "question" and v["card"] == i
                    )
                    for s in class_:
                        await s.tip(["W"], index)
                return [await s.until(lambda v: v["phase"] == "end") for s in class_]

        asyncio.run(after())
        assert second.wait(60) == 0
        with session_scope(url) as session:
            final = load_report(session, report_id)
        assert final is not None and not final["session"]["cut_short"]
        assert len(final["answers"]) == 9 and len(final["cards"]) == 3
        rows = {(a["card"], a["student"]): a["tip"] for a in final["answers"]}
        assert (
            rows[(2, 1)] == ["W", "N", 12] and rows[(2, 2)] == ["O"] and rows[(2, 3)] == ["O", "S"]
        )
        assert not journal.exists()  # the quiz ended: nothing left to resume
        gone = subprocess.run(
            [*PY, "host", "class", "--resume", "--no-window"], capture_output=True, text=True,
            env=env_for(db), timeout=120, check=False,
        )  # fmt: skip
        assert gone.returncode == 2 and len(gone.stderr.strip().splitlines()) == 1
    finally:
        for proc in (first, second):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait(10)


def test_a_laptop_that_slept_does_not_make_tips_late(qapp: Any) -> None:
    """The loop stands still for 3 s (as while the laptop sleeps) during a 2-second card: the
    phones' countdown stood still too, so a tip sent right after is taken, and the phones get
    the card's remaining time again."""
    quiz = Quiz([MINDEN], timer=2.5)

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            anna, ben = Student(http, server.base_url), Student(http, server.base_url)
            await anna.join("Anna", server.room)
            await ben.join("Ben", server.room)
            server.start_quiz()
            await anna.until(lambda v: v["phase"] == "question")
            await asyncio.to_thread(server.call, lambda: time.sleep(3.0))  # asleep
            ben.last = None  # what ben is sent from now on
            await anna.tip(["W", "N"], 0)
            view = await anna.until(lambda v: (v.get("me") or {}).get("tip") is not None)
            assert view["phase"] == "question" and 0.5 < view["remaining"] <= 2.5
            assert not anna.refusals
            synced = await ben.until(lambda v: v["remaining"] > 0.5)
            assert synced["phase"] == "question"

    with running_classroom(quiz) as server:
        asyncio.run(play(server))
        assert server.call(lambda: quiz.answers[(1, 0)].tip) == ("W", "N")
        assert server.call(lambda: quiz.phase) == Phase.QUESTION


def test_setup_resumes_a_quiz_cut_short_with_its_room_and_port(qtbot: Any, tmp_path: Path) -> None:
    """The app's entry: the class quiz's setup offers 'Resume the class quiz that was cut short'
    when a journal is left; it opens the teacher's window on the same room code and port, and a
    phone's old token is the same student with their tip."""
    from geoquiz.app.classroom.server import ClassroomServer
    from geoquiz.app.classroom.setup import ClassSetupScreen
    from geoquiz.app.classroom.store import ReportSink, quiz_cards

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    cards = quiz_cards("Deutschland", 2, seed=4, url=url)
    # the card's time is the quiz's own business here: long enough that a busy machine (a run
    # beside four others and two CPU hogs took over a minute between the tip and the resume)
    # does not end the question before the phone is back
    quiz = Quiz(cards, timer=600)
    meta = {"room": "", "deck": "Deutschland", "colour": None, "planned_cards": 2, "lang": "de"}
    sink = ReportSink(meta, url)
    server = ClassroomServer(quiz, bind="127.0.0.1", on_report=sink, joins_per_minute=0)
    server.start()
    sink.meta["room"] = server.room

    async def before() -> str:
        async with aiohttp.ClientSession() as http:
            anna = Student(http, server.base_url)
            await anna.join("Anna", server.room)
            server.start_quiz()
            await anna.until(lambda v: v["phase"] == "question")
            await anna.tip(["W", "N"], 0)
            await anna.until(lambda v: (v.get("me") or {}).get("tip") is not None)
            return anna.token or ""

    token = asyncio.run(before())
    room, port = server.room, server.port
    server.stop()  # as if the app died: the quiz never ended
    screen = ClassSetupScreen("en", url=url)
    qtbot.addWidget(screen)
    screen.show()
    assert screen.resume_button.isVisible()
    window = screen.resume_quiz()
    assert window is not None
    try:
        assert (window.server.room, window.server.port) == (room, port)
        assert not screen.resume_button.isVisible()

        async def after() -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                anna = Student(http, window.server.base_url)
                return await anna.connect(token)

        view = asyncio.run(after())
        assert view["phase"] == "question" and view["me"]["tip"] == ["W", "N"]
    finally:
        window.close()
