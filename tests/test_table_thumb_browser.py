"""The thumb zone (issue 29): on 360×640 and 390×844 the action the player needs now is visible
without scrolling, on every page of every step — asserted from element boxes in Debian's Chromium.

Each game: a phone joins by typing the room code on the page at ``/`` (and its player's name),
then plays a whole round against a computer seat, the screen size switching between the two
phones at every step; before every tap the needed action must lie inside the screen with the page
at its top (the sticky action bar, ``#moves``). Screenshots to ``$GEOQUIZ_TABLE_SHOTS`` (default:
the test's temporary folder).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import (
    PHONES,
    assert_in_thumb_zone,
    chromium_browser,
    join_by_room_code,
    settled,
)
from helpers.table import ManualClock, running_table

from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL
from geoquiz.games.match import Seat

#: (the needed action, whether tapping it makes a move) for the state the page shows
Step = Callable[[Any], tuple[Any, bool]]


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium_browser()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GEOQUIZ_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _first(page: Any, *selectors: str) -> Any:
    for selector in selectors:
        found = page.locator(selector)
        if found.count():
            return found.first
    raise AssertionError(f"none of {selectors} on the page")


def _tage(page: Any) -> tuple[Any, bool]:
    bar = page.locator("#moves")
    if bar.locator(".exchange button").count():  # a day chosen: the pile for its old card
        return bar.locator(".exchange button").first, True
    if bar.locator('.days button[aria-pressed="false"]:enabled').count():  # a card in hand
        return bar.locator('.days button[aria-pressed="false"]:enabled').last, False
    return _first(page, "#moves button:enabled"), True  # setup's days, drawing


def _carcassonne(page: Any) -> tuple[Any, bool]:
    return _first(page, "#moves button.lay-here", "#moves button.set-meeple",
                  "#moves .movelist button:enabled"), True  # fmt: skip


def _danmark(page: Any) -> tuple[Any, bool]:
    return _first(page, "#moves button:enabled"), True


def _minden(page: Any) -> tuple[Any, bool]:
    stones = page.locator("#moves fieldset.stone button:enabled")
    if stones.count():  # the whole tip, stone by stone, before sending it
        return stones.first, False
    return _first(page, "#moves button.callout", "#moves button:enabled"), True


def _stadtland(page: Any) -> tuple[Any, bool]:
    fields = page.locator(".sheet input:not(.note):enabled")
    stop = page.locator("#moves button", has_text="Stopp und Aus!")
    if stop.count():  # writing: a full sheet, then the call
        for i in range(fields.count()):
            if not fields.nth(i).input_value():
                fields.nth(i).fill(f"Begriff {i + 1}")
        page.wait_for_timeout(400)  # the sheet reaches the table (at most every 150 ms)
        return stop.first, True
    return _first(page, "#moves button:enabled"), True


CASES: dict[str, tuple[Step, int]] = {
    # game: (its steps, the moves of seat 0 that make a round with the computer's turns between)
    "tage": (_tage, 14),  # ten setup cards, then two turns (draw, lay)
    "carcassonne": (_carcassonne, 6),  # three turns: lay, meeple or none (, end)
    "danmark": (_danmark, 6),
    "minden": (_minden, 4),  # draft, keep or trade, the tip, the scoring
    "stadtland": (_stadtland, 4),  # deal, "Stopp und Aus!", the entry, the score
}


@pytest.mark.parametrize("key", list(CASES))
def test_needed_action_visible_without_scrolling(browser: Any, shots: Path, key: str) -> None:
    game = GAMES[key]
    step, rounds = CASES[key]
    seats = [Seat("Anna", "phone"), Seat("computer", "computer", "easy")]
    clock = ManualClock()
    with running_table(game, seats, seed=5, bot_delay=0.0, clock=clock) as server:
        code = server.room_code()
        base = server.room_url().split("#")[0]
        page = join_by_room_code(browser, base, code, "Lea", "de", PHONES[0])
        assert server.call(lambda: server.session.seats[0].name) == "Lea"
        moved = taps = 0
        seen: set[tuple[str, int]] = set()
        while moved < rounds:
            state, ply = settled(server, [page])
            if game.current_player(state) == TERMINAL:
                break
            size = PHONES[taps % 2]
            page.set_viewport_size(size)
            legal = server.call(lambda: server.session.state_message(0))["legal"]
            if not legal:  # the table's clock (Stadt-Land's grace) or a question read to
                clock.advance(60)  # the computer: nothing to do for the phone
                page.wait_for_timeout(50)
                continue
            target, moves = step(page)
            what = f"{key} ply {ply} at {size['width']}×{size['height']}: {target.inner_text()!r}"
            phase = str(game.view(state, 0).get("phase", game.view(state, 0).get("step", "")))
            if (phase, size["width"]) not in seen:
                seen.add((phase, size["width"]))
                page.evaluate("() => window.scrollTo(0, 0)")
                page.wait_for_timeout(50)
                page.screenshot(path=str(shots / f"thumb-{key}-{phase}-{size['width']}.png"))
            assert_in_thumb_zone(page, target, what)
            chosen = page.locator("svg.cmap rect.fit.chosen")
            if chosen.count():  # Carcassonne: the square the bar lays on is in sight on the map
                page.wait_for_timeout(50)  # scrolled into the map's middle on the next frame
                assert_in_thumb_zone(page, chosen, f"the chosen square, {what}")
            target.click()
            taps += 1
            if moves:
                for _ in range(400):
                    if server.call(lambda: server.session.ply) > ply:
                        break
                    page.wait_for_timeout(25)
                else:
                    raise AssertionError(f"the tap was not taken: {what}")
                moved += 1
        assert moved >= rounds, (moved, rounds)
        if key == "stadtland":  # the round was scored: its end
            assert len(server.call(lambda: server.session.state).results) == 1
        assert {w for _, w in seen} == {p["width"] for p in PHONES}
