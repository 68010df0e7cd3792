"""A seat handed to a computer, in a real browser (Chromium at a phone's size, German): the
phone that held the seat says so and watches on — no move buttons, the public board after every
move the computer makes for it, its old link gone from the address (a reload watches or picks a
free seat instead of being turned away). Screenshot to ``$GEOQUIZ_TABLE_SHOTS``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import toy_game
from helpers.table import running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.games.match import Seat


def test_a_seat_handed_to_a_computer_its_phone_shows_it_is_watching(
    browser: Any,  # noqa: F811
    shots: Path,  # noqa: F811
) -> None:
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]
    with running_table(toy_game, seats, bot_delay=0.3) as server:
        anna = phone(browser, server.join_url(0), "de")
        anna.get_by_text("Du bist Anna").wait_for()
        anna.get_by_text("Du bist am Zug").wait_for()
        assert anna.locator("#moves button").count() > 0
        server.hand_over(0, "computer", "easy")
        anna.get_by_text(
            "Der Gastgeber hat deinen Platz einem Computer gegeben. Du schaust zu (Publikum)."
        ).wait_for()
        assert anna.locator("#moves").is_hidden() and anna.locator("#moves button").count() == 0
        assert "Anna (Computer)" in anna.locator("#players").inner_text()
        # the computer plays Anna's turn; the watching phone follows to Ben's
        anna.get_by_text("Warte auf Ben").wait_for()
        assert server.call(lambda: server.session.current()) == 1
        assert anna.locator("#moves button").count() == 0
        assert "#room=" in anna.url and server.session.seats[0].token is None
        anna.screenshot(path=str(shots / "handover-de-watching.png"), full_page=True)
        anna.reload()  # the old link is gone: the room's free seats, not "code not valid"
        anna.get_by_text("Wer bist du? Wähle deinen Platz.").wait_for()
        assert anna.locator(".seats button").all_text_contents() == ["Ben"]


def test_a_phone_s_seat_goes_to_a_computer_and_back_to_a_new_phone_that_joins(
    browser: Any,  # noqa: F811
    shots: Path,  # noqa: F811
) -> None:
    """Person (phone) → computer → a phone with a new code: the game goes on while the computer
    plays the seat, and the page opened with the new code joins the seat and plays it."""
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    with running_table(toy_game, seats, bot_delay=0.2) as server:
        anna = phone(browser, server.join_url(0), "de")
        anna.get_by_text("Du bist am Zug").wait_for()
        server.hand_over(0, "computer", "easy")
        anna.get_by_text("Du schaust zu (Publikum).", exact=False).wait_for()
        ply = server.call(lambda: server.session.ply)
        anna.get_by_text("Warte auf Ben").wait_for()  # the computer played Anna's turn
        assert server.call(lambda: server.session.ply) > ply
        url = server.hand_over(0, "phone")
        assert url is not None and url != server.base_url
        again = phone(browser, url, "de")  # the new code, on another phone
        again.get_by_text("Du bist Anna").wait_for()
        ben = phone(browser, server.join_url(1), "de")
        ben.get_by_text("Du bist am Zug").wait_for()
        ben.locator("#moves button").first.click()
        again.get_by_text("Du bist am Zug").wait_for()
        before = server.call(lambda: server.session.ply)
        again.locator("#moves button").first.click()
        ben.get_by_text("Du bist am Zug").wait_for()
        assert server.call(lambda: server.session.ply) > before
        assert server.call(lambda: server.session.seats[0].controller) == "phone"
        again.screenshot(path=str(shots / "handover-de-back-to-a-phone.png"), full_page=True)
