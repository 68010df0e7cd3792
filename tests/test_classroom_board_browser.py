"""Answering on the board at a small phone's size (issue 30): at 360×640 a student taps the
nameless board — all four stones at once — takes stones back to hedge, and sends; Send stays
visible without scrolling; the pass button asks once; the phone says it is offline within 3 s of
a lost connection and disables its buttons; the projector shows the board while the card is open
(without the class's tips). Playwright with Debian's chromium; screenshots to
``$GEOQUIZ_CLASS_SHOTS``."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import CHROMIUM, chromium_browser
from helpers.classroom import running_classroom, tap_board

from geoquiz.games.classquiz import Quiz
from geoquiz.games.minden.cards import Card

if not CHROMIUM.exists():
    pytest.skip("no /usr/bin/chromium (apt-get install chromium)", allow_module_level=True)
pytest.importorskip("playwright.sync_api", reason="playwright is not installed")

MINDEN = Card("1", "yellow", "Minden", (("W", "N", 12, "C"),), prompt="Wo liegt Minden?")
SMALL = {"width": 360, "height": 640}


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


def phone(browser: Any, url: str, size: dict[str, int], name: str, room: str) -> Any:
    context = browser.new_context(viewport=size, device_scale_factor=2, is_mobile=True,
                                  has_touch=True, locale="en")  # fmt: skip
    page = context.new_page()
    page.goto(url.replace("/#", "/?lang=en#"))
    page.wait_for_selector("#join:not([hidden])")
    page.fill("#name", name)
    page.click("#join-button")
    page.wait_for_function("() => document.getElementById('who').textContent !== ''")
    return page


def in_view(page: Any, selector: str) -> bool:
    """The element lies wholly inside the viewport as the page is (no scrolling)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def test_answer_by_tapping_the_board_at_360x640(browser: Any, shots: Path) -> None:
    quiz = Quiz([MINDEN, MINDEN], timer=120)
    with running_classroom(quiz) as server:
        small = phone(browser, server.join_url, SMALL, "Kim", server.room)
        tall = phone(browser, server.join_url, {"width": 390, "height": 844}, "Ole", server.room)
        third = phone(browser, server.join_url, SMALL, "Pia", server.room)
        projector = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
        projector.goto(server.projector_url)
        projector.wait_for_selector(".roomcode")
        server.start_quiz()
        small.wait_for_selector("svg.tipboard")
        assert in_view(small, "#send") and in_view(small, "#pass")
        assert small.locator("#send").is_disabled()  # nothing to send before a stone
        assert in_view(small, ".boardbox")
        small.screenshot(path=str(shots / "student-board-360.png"))
        # one tap: all four stones of the quadrant tapped
        tap_board(small, ["W", "N", 12, "C"])
        chips = small.locator(".chips button.chip").all_inner_texts()
        assert [c.rstrip("×").strip() for c in chips] == ["West", "North", "12", "C"]
        assert in_view(small, "#send")
        small.screenshot(path=str(shots / "student-board-tapped-360.png"))
        # hedging: take back the quadrant and the square (tap the square's stone)
        small.locator(".chips button.chip").nth(2).click()
        assert small.locator(".chips button.chip").count() == 2
        small.locator("#send").click()
        small.wait_for_selector(".sent")
        assert server.call(lambda: quiz.answers[(1, 0)].tip) == ("W", "N")
        # the pass button asks once: the first tap sends nothing
        tall.wait_for_selector("#pass")
        tall.screenshot(path=str(shots / "student-board-390.png"))
        tall.locator("#pass").click()
        tall.wait_for_selector("#pass.armed")
        time.sleep(0.3)
        assert server.call(lambda: (2, 0) in quiz.answers) is False
        tall.locator("#pass.armed").click()
        tall.wait_for_selector(".sent")
        assert server.call(lambda: quiz.answers[(2, 0)].tip) == ()
        # the projector shows the nameless board while the card is open, no tips on it
        projector.wait_for_selector(".question svg.boardmap")
        assert projector.locator("svg.boardmap .bubble").count() == 0
        assert projector.locator("svg.boardmap .solution").count() == 0
        projector.screenshot(path=str(shots / "projector-question-board-1280.png"))
        # zoom: the board doubles in a scroll box, a tap still places the stones
        third.wait_for_selector("svg.tipboard")
        third.locator(".tabs .zoom").click()
        third.wait_for_selector(".boardbox.zoomed")
        width = third.eval_on_selector(".boardbox", "b => b.scrollWidth > b.clientWidth * 1.5")
        assert width
        third.screenshot(path=str(shots / "student-board-zoomed-360.png"))


def test_phone_says_offline_within_3_s_and_disables_its_buttons(browser: Any) -> None:
    quiz = Quiz([MINDEN], timer=120)
    with running_classroom(quiz) as server:
        page = phone(browser, server.join_url, SMALL, "Kim", server.room)
        server.start_quiz()
        page.wait_for_selector("svg.tipboard")
        tap_board(page, ["W", "N", 12, "C"])
        assert page.locator("#send").is_enabled()
        # the laptop stops answering (as asleep): no close reaches the phone
        asleep = threading.Thread(target=lambda: server.call(lambda: time.sleep(5)))
        start = time.monotonic()
        asleep.start()
        page.wait_for_selector("#status.offline", timeout=4000)
        assert time.monotonic() - start < 3.6
        assert page.locator("#send").is_disabled() and page.locator("#pass").is_disabled()
        assert "Reconnecting" in page.inner_text("#status")
        asleep.join()
        # back: the page rejoins by itself and the stones are still there
        page.wait_for_selector("#status.turn, #status.hurry", timeout=10000)
        assert page.locator("#send").is_enabled()
        assert page.locator(".chips button.chip").count() == 4


def test_danish_phone_then_english_redraws_the_open_card_at_once(browser: Any) -> None:
    """A Danish phone showed "Wo liegt Schwerin?", and switching language left the tip card in
    the old language."""
    schwerin = Card("9", "yellow", "Schleswig", (("W", "N", 7, "B"),), prompt="Wo liegt Schleswig?")
    quiz = Quiz([schwerin], timer=120, lang="de", prompts={"9": {"en": "Where is Schleswig?"}})
    with running_classroom(quiz) as server:
        context = browser.new_context(viewport=SMALL, is_mobile=True, has_touch=True, locale="da")
        page = context.new_page()
        page.goto(server.join_url.replace("/#", "/?lang=da#"))
        page.wait_for_selector("#join:not([hidden])")
        page.fill("#name", "Åse")
        page.click("#join-button")
        page.wait_for_function("() => document.getElementById('who').textContent !== ''")
        server.start_quiz()
        page.wait_for_selector("svg.tipboard")
        assert page.inner_text(".cardface h2") == "Slesvig"
        assert "Hvor ligger Slesvig?" in page.inner_text(".cardface")
        assert page.inner_text(".tabs [role=tab] >> nth=0") == "Spilleplade"
        tap_board(page, ["W", "N", 7, "B"])
        page.select_option("#lang", "en")
        page.wait_for_function(
            "() => document.querySelector('.cardface').textContent.includes('Where is Schleswig?')",
            timeout=3000,
        )
        assert page.inner_text(".tabs [role=tab] >> nth=0") == "Board"
        assert page.inner_text("#send") == "Send the tip"
        assert page.locator(".chips button.chip").count() == 4  # the stones stay placed


def test_class_map_numbers_large_and_bubbles_beside_them(browser: Any, shots: Path) -> None:
    """The back row: square numbers were 2.2 % of the image height, the bubbles' counts 2.6 %,
    and bubbles covered the numbers; now numbers and counts are at least 4 % of the image's
    height, each count inside its badge, and no badge touches a number or another badge."""
    import asyncio

    import aiohttp
    from helpers.classroom import Student

    quiz = Quiz([MINDEN], timer=120)
    tips = [["W", "N", 12, q] for q in "ABCD"] + [["W", "N", 11, "B"], ["O", "N", 13, "A"]] * 2
    tips += [["W", "N", 11, "B"]] * 10 + [["W", "N", 11, "A"]] * 3  # a two-digit count beside

    async def tip_all(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            class_ = [Student(http, server.base_url) for _ in tips]
            for i, s in enumerate(class_):
                await s.join(f"S{i}", server.room)
            server.start_quiz()
            for s, tip in zip(class_, tips, strict=True):
                await s.until(lambda v: v["phase"] == "question")
                await s.tip(tip, 0)
            await class_[0].until(lambda v: v["phase"] == "reveal")

    with running_classroom(quiz) as server:
        pages = {}
        for size in ((1920, 1080), (1280, 720)):
            page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
            page.goto(server.projector_url)
            page.wait_for_selector(".roomcode")
            pages[size] = page
        worker = threading.Thread(target=lambda: asyncio.run(asyncio.wait_for(tip_all(server), 60)))
        worker.start()
        worker.join(90)
        for (width, height), page in pages.items():
            page.wait_for_selector("svg.boardmap .bubble")
            page.screenshot(path=str(shots / f"projector-classmap-{width}.png"))
            sizes = page.evaluate(
                """() => Object.fromEntries(['sqnum', 'bubbletext'].map(k => [k, Math.min(
                    ...[...document.querySelectorAll('svg.boardmap .' + k)].map(
                    t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().d))]))"""
            )
            assert sizes["sqnum"] >= 0.04 * height, (width, sizes)
            assert sizes["bubbletext"] >= 0.04 * height, (width, sizes)
            found = page.evaluate(
                """() => {
                  const box = (l, t, r, b) => ({ l, t, r, b });
                  const meet = (a, b) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
                  const ink = (t) => {  // digits: from the cap height down to the baseline
                    const b = t.getBBox(), m = t.getScreenCTM();
                    const base = t.y.baseVal[0].value;
                    const size = parseFloat(getComputedStyle(t).fontSize);
                    return box(m.e + b.x * m.a, m.f + (base - 0.75 * size) * m.d,
                               m.e + (b.x + b.width) * m.a, m.f + base * m.d);
                  };
                  const rect = (r) => {
                    const m = r.getScreenCTM(), x = r.x.baseVal.value, y = r.y.baseVal.value;
                    const w = r.width.baseVal.value, h = r.height.baseVal.value;
                    return box(m.e + x * m.a, m.f + y * m.d,
                               m.e + (x + w) * m.a, m.f + (y + h) * m.d);
                  };
                  const nums = [...document.querySelectorAll('svg.boardmap .sqnum')].map(ink);
                  const badges = [...document.querySelectorAll('svg.boardmap .bubble')].map(rect);
                  const labels = [...document.querySelectorAll('svg.boardmap .bubbletext')];
                  const counts = labels.map(ink);
                  let onNumber = 0, onBadge = 0, outside = 0;
                  badges.forEach((a, i) => {
                    onNumber += nums.filter(n => meet(a, n)).length;
                    onBadge += badges.filter((b, j) => j > i && meet(a, b)).length;
                    const c = counts[i];
                    if (c.l < a.l || c.r > a.r || c.t < a.t || c.b > a.b) outside++;
                  });
                  return { badges: badges.length, texts: counts.map(c => c.r - c.l),
                           onNumber, onBadge, outside,
                           labels: labels.map(t => t.textContent) };
                }"""
            )
            assert found["badges"] == 7 and "12" in found["labels"], found
            assert (found["onNumber"], found["onBadge"], found["outside"]) == (0, 0, 0), (
                width,
                found,
            )
