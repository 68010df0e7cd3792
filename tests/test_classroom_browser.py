"""The class quiz in a real browser: Playwright driving Debian's ``chromium``.

A class of 40 — 37 scripted students over the protocol and 3 student pages at a phone's size
(390×844, German, Danish, English) — plays a 10-card quiz while the projector page runs at
1920×1080 and 1280×720: the pages join by name and room code, place their stones by tapping, see
the reveal with their verdict; the projector shows the room code and QR, the card and timer, the
class map of tips with the solution, the leaderboard and the end. Type must be large enough for
the back row. Screenshots go to ``$GEOQUIZ_CLASS_SHOTS`` (default: the test's temporary folder)
for a person to look at. Skipped, with the reason, where ``/usr/bin/chromium`` or Playwright is
missing.
"""

from __future__ import annotations

import asyncio
import os
import random
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.browser import CHROMIUM, chromium_browser, open_phone
from helpers.classroom import Student, answer_on_board, running_classroom

from geoquiz.app.classroom.store import quiz_cards
from geoquiz.games.classquiz import Quiz, score_tip
from geoquiz.games.minden.cards import Card

if not CHROMIUM.exists():
    pytest.skip("no /usr/bin/chromium (apt-get install chromium)", allow_module_level=True)
pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

SCRIPTED = 37


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The pages' texts come from Qt translators: a QApplication first."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium_browser()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GEOQUIZ_CLASS_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def cards(tmp_path: Path) -> list[Card]:
    return quiz_cards("Deutschland", 10, seed=23, url=f"sqlite:///{tmp_path / 'c.sqlite3'}")


def scripted_class(server: Any, count: int, cards: int, ready: threading.Event) -> threading.Thread:
    """``count`` scripted students in their own thread: join, then tip on every card."""

    async def main() -> None:
        rng = random.Random(5)
        async with aiohttp.ClientSession() as http:
            students = [Student(http, server.base_url) for _ in range(count)]
            for i, s in enumerate(students):
                await s.join(f"Bot {i + 1:02d}", server.room)
            ready.set()

            async def play(s: Student) -> None:
                for index in range(cards):
                    view = await s.until(lambda v, i=index: v["phase"] == "end"
                                         or (v["phase"] == "question" and v["card"] == i),
                                         timeout=120)  # fmt: skip
                    if view["phase"] == "end":
                        return
                    zone = rng.choice("NMS")
                    full = [rng.choice("WO"), zone, rng.randint(1, 10), rng.choice("ABCD")]
                    await s.tip(full[: rng.randint(1, 4)], card=index)
                await s.until(lambda v: v["phase"] == "end", timeout=120)

            await asyncio.gather(*(play(s) for s in students))

    thread = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    thread.start()
    return thread


student_page = open_phone


def place(page: Any, tip: list[Any]) -> None:
    """Tap the stones of ``tip`` on the page's tip card (its second tab) and send it."""
    page.wait_for_selector(".tabs")
    if page.locator("fieldset.stone").count() == 0:
        page.locator(".tabs [role=tab]").nth(1).click()
    page.wait_for_selector("fieldset.stone")
    if tip:
        page.locator("fieldset.stone").nth(0).locator("button").nth("WO".index(tip[0])).click()
    if len(tip) > 1:
        page.locator("fieldset.stone").nth(1).locator("button").nth("NMS".index(tip[1])).click()
    if len(tip) > 2:
        squares = page.locator("fieldset.stone").nth(2).locator("button")
        squares.nth(int(tip[2]) - 1).click()
    if len(tip) > 3:
        page.locator("fieldset.stone").nth(3).locator("button").nth("ABCD".index(tip[3])).click()
    page.locator("#send").click()
    # "sent", or already the reveal: the last of the class to answer ends the card at once
    page.wait_for_selector(".sent, .verdict")


def min_px(page: Any, selector: str, least: float) -> None:
    """Wait until ``selector`` is drawn with a font of at least ``least`` px (fails after 10 s)."""
    page.wait_for_function(
        "([sel, least]) => { const e = document.querySelector(sel);"
        " return e && parseFloat(getComputedStyle(e).fontSize) >= least; }",
        arg=[selector, least],
        timeout=10000,
    )


def test_forty_devices_ten_cards_projector_and_phones(
    browser: Any, cards: list[Card], shots: Path
) -> None:
    quiz = Quiz(cards, timer=90)
    with running_classroom(quiz) as server:
        projectors = {}
        for size in ((1920, 1080), (1280, 720)):
            context = browser.new_context(viewport={"width": size[0], "height": size[1]})
            page = context.new_page()
            page.goto(server.projector_url)
            projectors[size[0]] = page
        big, small = projectors[1920], projectors[1280]
        big.wait_for_selector(".roomcode")
        assert big.inner_text(".roomcode") == server.room

        names = {"de": "<b>Jörg</b>", "da": "Åse", "en": "Anna"}
        phones = {}
        for lang, name in names.items():
            page = student_page(browser, server.join_url, lang)
            page.wait_for_selector("#join:not([hidden])")
            assert page.input_value("#room") == server.room  # from the QR code's address
            page.fill("#name", name)
            if lang == "de":
                page.screenshot(path=str(shots / "student-join.png"))
            page.click("#join-button")
            page.wait_for_function("() => document.getElementById('who').textContent !== ''")
            phones[lang] = page
        assert phones["de"].inner_text("#who").endswith("<b>Jörg</b>")  # text, not HTML
        ready = threading.Event()
        bots = scripted_class(server, SCRIPTED, len(cards), ready)
        assert ready.wait(60)
        big.wait_for_function("() => document.querySelectorAll('ul.names li').length === 40")
        assert big.locator("ul.names b").count() == 0  # a typed tag stays text
        big.screenshot(path=str(shots / "projector-join-1920.png"))
        small.screenshot(path=str(shots / "projector-join-1280.png"))
        phones["de"].screenshot(path=str(shots / "student-lobby.png"))

        server.start_quiz()
        for index, card in enumerate(cards):
            sol = list(card.solutions[0])
            other = "O" if sol[0] == "W" else "W"
            tips = {"de": sol, "da": [other], "en": sol[:2]}
            for lang, page in phones.items():
                page.wait_for_function(
                    "i => document.querySelector('.cardface .cardno')?.textContent.includes(i)",
                    arg=str(index + 1),
                )
                if index == 0 and lang == "de":  # the bots have answered, the phones not yet
                    big.wait_for_selector("#timer")
                    small.wait_for_selector("#timer")
                    big.screenshot(path=str(shots / "projector-question-1920.png"))
                    small.screenshot(path=str(shots / "projector-question-1280.png"))
                    # the page redraws every second: measure once the element is laid out
                    min_px(small, ".cardtitle", 60)  # 10vh of 720 px
                    min_px(small, ".timer", 120)
                if index == 0 and lang == "de":
                    page.screenshot(path=str(shots / "student-answer.png"))
                if lang == "da":
                    place(page, tips[lang])  # the tip card, as before the board
                else:
                    answer_on_board(page, tips[lang])  # a tap on the board, then hedging
            for page in phones.values():
                page.wait_for_selector(".verdict", timeout=60000)
            for lang, page in phones.items():
                right, points = score_tip(card.solutions, tips[lang])
                verdict = page.get_attribute(".verdict", "class") or ""
                assert ("right" in verdict.split()) == right, (lang, tips[lang], card.solutions)
            summary = server.call(lambda i=index: quiz.card_summary(i))
            for page in projectors.values():
                page.wait_for_selector("svg.boardmap .solution")
                share = page.inner_text(".share")
                assert share.startswith(f"{summary['percent_right']} %")
                assert page.locator("svg.boardmap .bubble").count() == len(
                    summary["tally"]["quadrant"]
                )
            if index == 0:
                phones["de"].screenshot(path=str(shots / "student-reveal.png"), full_page=True)
                phones["da"].screenshot(path=str(shots / "student-reveal-da.png"), full_page=True)
                big.screenshot(path=str(shots / "projector-reveal-1920.png"))
                small.screenshot(path=str(shots / "projector-reveal-1280.png"))
                min_px(small, "ol.leaders li", 22)  # 3.4vh of 720 px
                min_px(big, "ol.leaders li", 34)
            server.next()
        for page in phones.values():
            page.wait_for_selector("ol.leaders")
        big.wait_for_selector(".ending")
        big.screenshot(path=str(shots / "projector-end-1920.png"))
        small.screenshot(path=str(shots / "projector-end-1280.png"))
        phones["de"].wait_for_function(
            "() => document.getElementById('status').className === 'turn'"
        )
        phones["de"].screenshot(path=str(shots / "student-end.png"), full_page=True)
        bots.join(30)
        assert not bots.is_alive()
        assert len(quiz.answers) == 400
        board = server.call(quiz.leaderboard)
        top = big.locator(".podium .rank1").inner_text()  # the podium: first place in the middle
        assert board[0]["name"] in top and str(board[0]["points"]) in top
        assert big.locator(".tienote").is_visible()  # how equal points are ordered
        de_points = sum(a.points for (n, _), a in quiz.answers.items() if n == 1)
        assert str(de_points) in phones["de"].inner_text(".mine")


def test_student_page_reload_rejoins_and_refusals_show(browser: Any, cards: list[Card]) -> None:
    quiz = Quiz(cards[:2], timer=1.5)
    with running_classroom(quiz) as server:
        page = student_page(browser, server.join_url, "en")
        page.fill("#room", "000000" if server.room != "000000" else "111111")
        page.fill("#name", "Kim")
        page.click("#join-button")
        page.wait_for_selector("#refusal:not([hidden])")
        assert "room code" in page.inner_text("#refusal")
        page.fill("#room", server.room)
        page.click("#join-button")
        page.wait_for_function("() => document.getElementById('who').textContent.includes('Kim')")
        server.start_quiz()
        page.wait_for_selector("svg.tipboard")
        page.reload()  # the same tab: the token in sessionStorage, the same student
        page.wait_for_selector("svg.tipboard")
        assert page.is_hidden("#join")
        assert server.call(lambda: len(quiz.students)) == 1
        page.wait_for_selector(".verdict", timeout=10000)  # the time ran out
        assert "No tip" in page.inner_text(".verdict")


def test_projector_shows_the_teams_on_the_score_track(
    browser: Any, cards: list[Card], shots: Path
) -> None:
    quiz = Quiz(cards[:2], timer=30, teams=3)
    sol = list(cards[0].solutions[0])

    async def teams(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            devices = [Student(http, server.base_url) for _ in range(3)]
            for device, name in zip(devices, ("Rhein", "Elbe", "Donau"), strict=True):
                await device.join(name, server.room)
            server.start_quiz()
            await devices[0].until(lambda v: v["phase"] == "question")
            for device, tip in zip(devices, (sol, sol[:2], ["X"][:0]), strict=True):
                await device.tip(tip)
            await devices[0].until(lambda v: v["phase"] == "reveal")

    with running_classroom(quiz) as server:
        context = browser.new_context(viewport={"width": 1280, "height": 720})
        page = context.new_page()
        page.goto(server.projector_url)
        page.wait_for_selector(".roomcode")
        phone = student_page(browser, server.join_url, "de")
        page.wait_for_timeout(200)
        assert phone.inner_text("#name-label") == "Name deines Teams"
        worker = threading.Thread(target=lambda: asyncio.run(asyncio.wait_for(teams(server), 60)))
        worker.start()  # Playwright's sync API holds this thread's event loop
        worker.join(90)
        page.wait_for_selector(".track .lane")
        lanes = page.locator(".track .lane")
        assert lanes.count() == 3
        assert lanes.first.inner_text().startswith("Rhein") and lanes.first.inner_text().endswith(
            "4"
        )
        widths = page.eval_on_selector_all(".fillbar", "bars => bars.map(b => b.style.width)")
        assert widths[0] != widths[1] and widths[2] == "0%"
        page.screenshot(path=str(shots / "projector-teams-1280.png"))
