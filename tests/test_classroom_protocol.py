"""The class quiz over its protocol (docs/classroom.md, DESIGN §12) with scripted students.

40 students answer 10 cards of the shipped deck and the stored report is recomputed here from the
cards' solutions with this file's own prefix check; late joiners, a device that drops and rejoins,
two students of the same name, tips after the time, the teacher's pause and remove, the
projector's public view, and every refusal (wrong room, foreign origin, rate limit, bad tips,
a full class, huge frames) — each is one line and changes nothing. No token reaches a log.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.classroom import Student, running_classroom

from geoquiz.app.classroom.store import ReportSink, quiz_cards
from geoquiz.db.class_reports import answer_rows, load_report
from geoquiz.db.session import session_scope
from geoquiz.games.classquiz import Quiz
from geoquiz.games.minden.cards import Card


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The pages' texts come from Qt translators: a QApplication first."""


@pytest.fixture(scope="module")
def db_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    return f"sqlite:///{tmp_path_factory.mktemp('classdb') / 'class.sqlite3'}"


@pytest.fixture(scope="module")
def cards(db_url: str) -> list[Card]:
    return quiz_cards("Deutschland", 10, seed=17, url=db_url)


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 180))


def own_prefix_right(solutions: list[list[Any]], tip: list[Any]) -> bool:
    """This test's own rule: every stone placed agrees with one and the same solution."""
    if not tip:
        return False
    for sol in solutions:
        if all(tip[i] == sol[i] for i in range(len(tip))):
            return True
    return False


def own_stones_right(solutions: list[list[Any]], tip: list[Any]) -> int:
    best = 0
    for sol in solutions:
        n = 0
        while n < len(tip) and tip[n] == sol[n]:
            n += 1
        best = max(best, n)
    return best


SQUARES = {"N": 15, "M": 10, "S": 15}


def random_tip(rng: random.Random, solution: tuple[Any, ...]) -> list[Any]:
    """Half the time the solution's prefix (maybe with one stone changed), else anything."""
    stones = rng.randint(0, 4)
    if rng.random() < 0.5:
        tip = list(solution[:stones])
        if tip and rng.random() < 0.3:
            i = rng.randrange(len(tip))
            others = {0: ["W", "O"], 1: ["N", "M", "S"], 2: [1, 2, 3], 3: list("ABCD")}[i]
            tip[i] = rng.choice([v for v in others if v != tip[i]])
            if len(tip) > 2:  # keep the square on the board of a changed zone
                tip[2] = min(int(tip[2]), SQUARES[tip[1]])
        return tip
    zone = rng.choice("NMS")
    full = [rng.choice("WO"), zone, rng.randint(1, SQUARES[zone]), rng.choice("ABCD")]
    return full[:stones]


async def all_see(students: list[Student], test: Any) -> None:
    await asyncio.gather(*(s.until(test) for s in students))


def test_forty_students_ten_cards_report_recomputed(
    cards: list[Card], db_url: str, tmp_path: Path
) -> None:
    quiz = Quiz(cards, timer=60)
    sink = ReportSink({"room": "-", "deck": "Deutschland", "planned_cards": 10}, db_url)
    rng = random.Random(40)
    sent: dict[tuple[int, int], list[Any]] = {}

    async def play(server: Any) -> None:
        sink.meta["room"] = server.room
        async with aiohttp.ClientSession() as http:
            students = [Student(http, server.base_url) for _ in range(40)]
            for i, s in enumerate(students):
                await s.join(f"Schüler {i + 1}", server.room)
            await all_see(students, lambda v: v["students"] == 40)
            server.start_quiz()
            for index in range(10):
                await all_see(students, lambda v, i=index: v["phase"] == "question"
                              and v["card"] == i)  # fmt: skip
                for s in students:
                    # the devices see the card, never its solution
                    assert s.last is not None and "reveal" not in s.last
                    assert "solutions" not in json.dumps(s.last)
                    tip = random_tip(rng, cards[index].solutions[0])
                    assert s.number is not None
                    sent[(s.number, index)] = tip
                    await s.tip(tip, card=index)
                await all_see(students, lambda v, i=index: v["card"] == i
                              and v["phase"] == "reveal")  # fmt: skip
                for s in students:
                    assert s.last is not None and s.last["me"]["result"]["tip"] == sent[
                        (s.number, index)]  # fmt: skip
            await all_see(students, lambda v: v["phase"] == "end")
            assert not any(s.refusals for s in students)
            for s in students:
                await s.close()

    with running_classroom(quiz, reveal_seconds=0.05, on_report=sink) as server:
        run(play(server))
        assert server.done.wait(5)

    assert sink.report_id is not None
    with session_scope(db_url) as session:
        report = load_report(session, sink.report_id)
    assert report is not None and report["session"]["ended_at"] is not None
    assert len(report["answers"]) == 400
    solutions = {i + 1: [list(s) for s in card.solutions] for i, card in enumerate(cards)}
    assert {c["position"]: c["solutions"] for c in report["cards"]} == solutions
    totals: dict[int, int] = {}
    for row in report["answers"]:
        tip, sols = sent[(row["student"], row["card"] - 1)], solutions[row["card"]]
        right = own_prefix_right(sols, tip)
        assert row["tip"] == tip
        assert row["stones"] == len(tip)
        assert row["right"] == right
        assert row["points"] == (len(tip) if right else 0)
        assert row["stones_right"] == own_stones_right(sols, tip)
        assert row["seconds"] is not None and 0 <= row["seconds"] <= 60
        totals[row["student"]] = totals.get(row["student"], 0) + row["points"]
    rights = sum(1 for r in report["answers"] if r["right"])
    assert 0 < rights < 400  # the scripted tips hit and miss
    board = quiz.leaderboard()
    assert {r["number"]: r["points"] for r in board} == totals
    assert [r["points"] for r in board] == sorted(totals.values(), reverse=True)
    rows = answer_rows(report)
    assert len(rows) == 400 and rows[0]["name"] == "Schüler 1"

    # the printable page of this class: maps of the cards got wrong most, then 40 students
    from geoquiz.app.classroom.report import write_pdf

    folder = Path(os.environ.get("GEOQUIZ_CLASS_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    pdf = folder / "class-report-40.pdf"
    assert write_pdf(report, pdf) >= 4  # summary + maps, more maps, students
    assert pdf.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "70", str(pdf), str(folder / "class-report-40")],
                       check=True, timeout=120)  # fmt: skip


def small_quiz(cards: list[Card], n: int = 3, timer: float = 30) -> Quiz:
    return Quiz(cards[:n], timer=timer)


def test_late_joiner_answers_the_open_card_and_later_ones(cards: list[Card]) -> None:
    quiz = small_quiz(cards)

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            anna = Student(http, server.base_url)
            await anna.join("Anna", server.room)
            server.start_quiz()
            await anna.until(lambda v: v["phase"] == "question")
            ben = Student(http, server.base_url)  # late, while card 1 is open
            view = await ben.join("Ben", server.room)
            assert view["phase"] == "question" and view["card"] == 0
            await ben.tip(["W"], card=0)
            await anna.tip(["O"], card=0)
            await anna.until(lambda v: v["phase"] == "reveal")
            cleo = Student(http, server.base_url)  # later still, during the reveal
            view = await cleo.join("Cleo", server.room)
            assert view["phase"] == "reveal" and "result" not in view["me"]
            server.next()
            everyone = [anna, ben, cleo]
            await all_see(everyone, lambda v: v["phase"] == "question" and v["card"] == 1)
            for s in everyone:
                await s.tip([])
            await all_see(everyone, lambda v: v["phase"] == "reveal" and v["card"] == 1)
            server.end()
            await all_see(everyone, lambda v: v["phase"] == "end")

    with running_classroom(quiz) as server:
        run(play(server))
        report = server.call(quiz.report)
    by = {(a["student"], a["card"]) for a in report["answers"]}
    assert by == {(1, 1), (2, 1), (1, 2), (2, 2), (3, 2)}  # Cleo has no row for card 1
    assert [c["position"] for c in report["cards"]] == [1, 2]  # card 3 was never asked


def test_drop_and_rejoin_is_the_same_student(cards: list[Card]) -> None:
    quiz = small_quiz(cards)

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            anna = Student(http, server.base_url)
            other = Student(http, server.base_url)
            await anna.join("Anna", server.room)
            await other.join("Otto", server.room)
            server.start_quiz()
            await anna.until(lambda v: v["phase"] == "question")
            await anna.tip(["W", "N"], card=0)
            await anna.until(lambda v: v["me"]["tip"] == ["W", "N"])
            await anna.close()  # the phone sleeps
            again = Student(http, server.base_url)
            view = await again.connect(anna.token)
            assert again.welcome is not None and again.welcome["number"] == anna.number
            assert view["me"]["tip"] == ["W", "N"] and view["me"]["name"] == "Anna"
            await again.tip(["O"], card=0)
            refused = await again.expect_refusal()
            assert refused["code"] == "class.already_answered" and "\n" not in refused["text"]
            # the same token in a second tab: the first one is told and closed
            third = Student(http, server.base_url)
            await third.connect(anna.token)
            assert (await again.expect_refusal())["code"] == "class.replaced"

    with running_classroom(quiz) as server:
        run(play(server))
        assert len(quiz.students) == 2
        assert quiz.answers[(1, 0)].tip == ("W", "N")


def test_two_students_with_the_same_name_are_both_kept(cards: list[Card]) -> None:
    quiz = small_quiz(cards, n=1)

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            a, b = Student(http, server.base_url), Student(http, server.base_url)
            await a.join("Anna", server.room)
            await b.join(" anna ", server.room)
            assert (a.name, b.name) == ("Anna", "anna (2)")
            assert a.token != b.token and a.number != b.number
            server.start_quiz()
            await a.until(lambda v: v["phase"] == "question")
            await a.tip(["W"])
            await b.tip(["O"])
            await b.until(lambda v: v["phase"] == "reveal")

    with running_classroom(quiz) as server:
        run(play(server))
        report = server.call(quiz.report)
    assert [(s["name"], s["label"]) for s in report["students"]] == [
        ("Anna", "Anna"),
        ("anna", "anna (2)"),
    ]
    assert {tuple(a["tip"]) for a in report["answers"]} == {("W",), ("O",)}


def test_tip_after_the_time_is_refused_in_one_line(cards: list[Card]) -> None:
    quiz = small_quiz(cards, n=2, timer=1)

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            slow, quick = Student(http, server.base_url), Student(http, server.base_url)
            await slow.join("Slow", server.room)
            await quick.join("Quick", server.room)
            server.start_quiz()
            await quick.until(lambda v: v["phase"] == "question")
            await quick.tip(["W"], card=0)
            await asyncio.sleep(1.3)
            await slow.tip(["W"], card=0)
            refused = await slow.expect_refusal()
            assert refused["code"] == "class.too_late"
            assert refused["text"] and "\n" not in refused["text"]
            server.next()
            await slow.until(lambda v: v["phase"] == "question" and v["card"] == 1)
            await slow.tip(["O"], card=0)  # an answer meant for the last card
            assert (await slow.expect_refusal())["code"] == "class.too_late"

    with running_classroom(quiz) as server:
        run(play(server))
        missed = quiz.answers[(1, 0)]
    assert missed.seconds is None and missed.tip == () and missed.points == 0
    assert (1, 1) not in quiz.answers


def test_pause_remove_and_hidden_names(cards: list[Card]) -> None:
    quiz = small_quiz(cards, n=2)

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            a, b = Student(http, server.base_url), Student(http, server.base_url)
            await a.join("Anna", server.room)
            await b.join("Ben", server.room)
            projector = Student(http, server.base_url)
            view = await projector.connect(server.projector_token)
            assert projector.welcome is not None and projector.welcome["role"] == "projector"
            assert projector.welcome["room"] == server.room
            assert projector.welcome["qr"].startswith("data:image/svg+xml;base64,")
            assert "M" in projector.welcome["board"]["outline"]
            assert view["names"] == ["Anna", "Ben"] and "me" not in view
            server.set_show_names(False)
            view = await projector.until(lambda v: not v["show_names"])
            assert view["names"] == [] and all(r["name"] == "" for r in view["leaderboard"])
            server.start_quiz()
            await a.until(lambda v: v["phase"] == "question")
            view = await projector.until(lambda v: v["phase"] == "question")
            assert "reveal" not in view and "solutions" not in json.dumps(view)
            server.pause()
            paused = await a.until(lambda v: v["paused"])
            await asyncio.sleep(0.3)
            await a.tip(["W"])
            assert (await a.expect_refusal())["code"] == "class.paused"
            assert round(server.call(quiz.remaining), 2) == paused["remaining"]  # clock stood still
            server.resume()
            await a.until(lambda v: not v["paused"])
            server.remove(2)
            assert (await b.expect_refusal())["code"] == "class.removed"
            gone = Student(http, server.base_url)
            assert (await gone.connect(b.token))["code"] == "class.bad_token"
            await a.tip(["W"])  # Ben is out: Anna alone answering reveals the card
            await a.until(lambda v: v["phase"] == "reveal")

    with running_classroom(quiz) as server:
        run(play(server))
        assert [r["name"] for r in quiz.leaderboard()] == ["Anna"]
        assert quiz.report()["students"][1]["removed"] is True


def test_refusals_are_one_line_and_change_nothing(
    cards: list[Card], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    quiz = Quiz(cards[:1], timer=30, capacity=2)
    tokens: list[str] = []

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            base = server.base_url
            s = Student(http, base)
            status, body = await s.register("Anna", "000000" if server.room != "000000" else "1")
            assert (status, body["code"]) == (403, "class.bad_room")
            async with http.post(base + "join", data="name=x", headers={"Content-Type":
                                 "application/x-www-form-urlencoded"}) as r:  # fmt: skip
                assert r.status == 415
            async with http.post(base + "join", data="[[[", headers={"Content-Type":
                                 "application/json"}) as r:  # fmt: skip
                assert r.status == 400 and (await r.json())["code"] == "class.bad_message"
            async with http.post(base + "join", json={"name": "x", "room": server.room},
                                 headers={"Origin": "http://evil.example"}) as r:  # fmt: skip
                assert r.status == 403
            async with http.post(base.replace("127.0.0.1", "localhost") + "join",
                                 json={"name": "\u0000\u200b", "room": server.room},
                                 headers={"Host": "rebind.example"}) as r:  # fmt: skip
                assert r.status == 403
            async with http.get(base + "..%2fserver.py") as r:
                assert r.status == 404
            big = {"name": "x" * 10_000, "room": server.room}
            async with http.post(base + "join", json=big) as r:
                assert r.status in (400, 413)  # the body limit, before any JSON is read
            status, body = await s.register("", server.room)
            assert (status, body["code"]) == (409, "class.bad_name")
            a, b, c = Student(http, base), Student(http, base), Student(http, base)
            await a.join("<img src=x onerror=1>", server.room)
            await b.join("Ben", server.room)
            status, body = await c.register("Cleo", server.room)
            assert (status, body["code"]) == (409, "class.full")
            assert a.name == "<img src=x onerror=1>"  # kept as text; pages set textContent
            tokens.extend([a.token or "", b.token or ""])
            await a.tip(["W"])
            assert (await a.expect_refusal())["code"] == "class.not_now"
            server.start_quiz()
            await a.until(lambda v: v["phase"] == "question")
            for bad in (["X"], ["W", "N", 99], "W N", ["W", "N", 3, "A", "B"], {"a": 1}):
                await a.tip(bad)  # type: ignore[arg-type]
                assert (await a.expect_refusal())["code"] == "class.bad_tip"
            await a.send("not json")
            assert (await a.expect_refusal())["code"] == "class.bad_message"
            await a.send({"type": "tip", "tip": ["W"] * 5000})  # a frame above the limit
            with pytest.raises(ConnectionError):
                while True:
                    await a.receive(5)
            assert quiz.answers == {}
            view = await Student(http, base).connect(a.token)
            assert view["phase"] == "question"  # the device rejoins after its bad frame
            wrong = Student(http, base)
            assert (await wrong.connect("x" * 22))["code"] == "class.bad_token"

    with running_classroom(quiz, join_burst=12) as server:
        run(play(server))

    async def flood(server: Any) -> list[int]:
        async with aiohttp.ClientSession() as http:
            s = Student(http, server.base_url)
            return [(await s.register("x", "wrong"))[0] for _ in range(6)]

    with running_classroom(Quiz(cards[:1], timer=30), join_burst=10) as server:
        assert run(flood(server))[-1] == 429  # wrong codes use the budget up
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert tokens and all(t not in logged for t in tokens)


def test_report_storage_roundtrip_and_delete(
    cards: list[Card], db_url: str, tmp_path: Path
) -> None:
    from geoquiz.db.class_reports import delete_report, list_reports

    quiz = Quiz(cards[:2], timer=30)
    a = quiz.join("Anna")
    quiz.start()
    quiz.answer(a.number, list(cards[0].solutions[0][:2]))
    quiz.tick()
    sink = ReportSink({"room": "123456", "deck": "Deutschland", "planned_cards": 2}, db_url)
    first = sink(quiz.report())
    quiz.next()
    quiz.answer(a.number, ["W"] if cards[1].solutions[0][0] == "O" else ["O"])
    quiz.end()
    assert sink(quiz.report(), ended=True) == first  # the same report, rewritten
    with session_scope(db_url) as session:
        report = load_report(session, first)
        assert report is not None
        assert [(r["card"], r["points"], r["right"]) for r in report["answers"]] == [
            (1, 2, True),
            (2, 0, False),
        ]
        assert first in [r.id for r in list_reports(session)]
        assert delete_report(session, first)
        assert load_report(session, first) is None
        assert not delete_report(session, first)


def test_teams_on_the_score_track(cards: list[Card]) -> None:
    quiz = Quiz(cards[:1], timer=30, teams=2)
    sol = list(cards[0].solutions[0])

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            async with http.get(server.base_url + "quiz") as r:
                assert await r.json() == {"teams": 2, "capacity": 2}
            red, blue = Student(http, server.base_url), Student(http, server.base_url)
            await red.join("Team Rot", server.room)
            await blue.join("Team Blau", server.room)
            status, body = await Student(http, server.base_url).register("Gelb", server.room)
            assert (status, body["code"]) == (409, "class.full")
            projector = Student(http, server.base_url)
            await projector.connect(server.projector_token)
            server.start_quiz()
            await red.until(lambda v: v["phase"] == "question")
            await red.tip(sol[:3])
            await blue.tip(sol[:4])
            view = await projector.until(lambda v: v["phase"] == "reveal")
            # rear to front, occupied spaces skipped: Rot 0 → 3, then Blau 1, 2, (3), 4, 5
            assert [(t["name"], t["space"]) for t in view["track"]] == [
                ("Team Blau", 5),
                ("Team Rot", 3),
            ]

    with running_classroom(quiz) as server:
        run(play(server))


def test_colour_filter_and_deck_errors(db_url: str) -> None:
    blue = quiz_cards("Deutschland", 5, colour="blue", seed=1, url=db_url)
    assert len(blue) == 5 and {c.colour for c in blue} == {"blue"}
    assert len({c.id for c in blue}) == 5
    assert [c.id for c in quiz_cards("Deutschland", 5, colour="blue", seed=1, url=db_url)] == [
        c.id for c in blue
    ]  # the seed decides
    with pytest.raises(ValueError, match="only"):
        quiz_cards("Deutschland", 500, colour="blue", url=db_url)
    with pytest.raises(ValueError, match="no deck"):
        quiz_cards("Atlantis", 1, url=db_url)
    with pytest.raises(ValueError, match="unknown colour"):
        quiz_cards("Deutschland", 1, colour="pink", url=db_url)
