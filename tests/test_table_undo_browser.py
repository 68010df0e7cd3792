"""Undo on the phone, in a real browser (Chromium at a phone's size): the page shows an Undo
button while its seat can take back its last move (the state's ``undo``); tapping it takes the
move back and the page is as before it; once another person has moved the button is gone, and an
undo sent anyway (a page that had not heard of the move yet) is refused with one line.
Screenshots to ``$GEOQUIZ_TABLE_SHOTS``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.table import running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.games import GAMES
from geoquiz.games.match import Seat

GAME = GAMES["danmark"]


def _page(page: Any) -> tuple[str, str, list[str]]:
    """What the player sees: the board, the status line and the action bar's buttons."""
    return (
        page.locator("#board").inner_text(),
        page.locator("#status").inner_text(),
        page.locator("#moves button").all_text_contents(),
    )


def test_a_phone_takes_back_its_move_and_sees_the_page_as_before(
    browser: Any,  # noqa: F811
    shots: Path,  # noqa: F811
) -> None:
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    with running_table(GAME, seats, seed=5) as server:
        anna = phone(browser, server.join_url(0), "en")
        ben = phone(browser, server.join_url(1), "en")
        anna.get_by_text("Your turn").wait_for()
        assert anna.locator("#undo").is_hidden()  # nothing to take back yet
        before = _page(anna)
        anna.locator("#moves button").first.click()  # Anna's start town
        ben.get_by_text("Your turn").wait_for()
        anna.locator("#undo").wait_for(state="visible")
        assert anna.locator("#undo").inner_text() == "Undo"
        assert server.call(lambda: server.session.ply) == 1
        anna.screenshot(path=str(shots / "undo-en-offered.png"), full_page=True)

        anna.locator("#undo").click()
        anna.get_by_text("Your turn").wait_for()
        anna.locator("#undo").wait_for(state="hidden")
        assert server.call(lambda: server.session.ply) == 0
        assert _page(anna) == before  # the page is back as it was before the move
        ben.get_by_text("Waiting for Anna").wait_for()  # Ben's phone follows the undo too
        assert anna.locator("#refusal").is_hidden()

        # Anna moves again, Ben moves: Anna's move can no longer be taken back
        anna.locator("#moves button").first.click()
        ben.get_by_text("Your turn").wait_for()
        ben.locator("#moves button").first.click()
        anna.wait_for_function("() => document.getElementById('undo-bar').hidden")
        # a page that had not heard of Ben's move yet taps Undo: refused with one line
        anna.evaluate(
            "() => { const b = document.getElementById('undo');"
            " document.getElementById('undo-bar').hidden = false; b.disabled = false; b.click(); }"
        )
        line = anna.locator("#refusal")
        line.wait_for(state="visible")
        assert line.inner_text() == (
            "That move can no longer be taken back: something new was revealed since it."
        )
        assert "\n" not in line.inner_text()
        assert server.call(lambda: server.session.ply) >= 2  # nothing was taken back
        anna.screenshot(path=str(shots / "undo-en-refused.png"), full_page=True)
