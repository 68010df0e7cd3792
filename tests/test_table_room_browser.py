"""One code for all in a real browser (Chromium at a phone's size, German): two phones open the
same room link, each taps a free name, joins that seat, and a reload keeps the seat (the page
swapped the room code for the seat's own code). Screenshot of the picker to
``$GEOQUIZ_TABLE_SHOTS`` (default: the test's temporary folder)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import toy_game
from helpers.table import running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.games.match import Seat


def test_two_phones_pick_their_seats_from_one_code(browser: Any, shots: Path) -> None:  # noqa: F811
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]
    with running_table(toy_game, seats, bot_delay=0.05) as server:
        url = server.room_url()
        ben = phone(browser, url, "de")
        ben.get_by_text("Wer bist du? Wähle deinen Platz.").wait_for()
        assert ben.locator(".seats button").all_text_contents() == ["Anna", "Ben"]
        ben.screenshot(path=str(shots / "room-de-pick.png"), full_page=True)
        ben.select_option("#lang", "da")  # still picking: the names again, in Danish
        ben.get_by_text("Hvem er du? Vælg din plads.").wait_for()
        assert ben.locator("#refusal").is_hidden()
        ben.select_option("#lang", "de")
        ben.get_by_text("Wer bist du? Wähle deinen Platz.").wait_for()
        ben.get_by_role("button", name="Ben", exact=True).click()
        ben.get_by_role("button", name="Als Ben hinsetzen").click()
        ben.get_by_text("Du bist Ben").wait_for()
        anna = phone(browser, url, "de")
        anna.get_by_text("Wer bist du? Wähle deinen Platz.").wait_for()
        assert anna.locator(".seats button").all_text_contents() == ["Anna"]
        anna.get_by_role("button", name="Als Anna hinsetzen").click()
        anna.get_by_text("Du bist Anna").wait_for()
        assert "room=" not in ben.url and "room=" not in anna.url
        ben.reload()
        ben.get_by_text("Du bist Ben").wait_for()  # the seat, not the room, after a reload
        assert server.call(server.connected) == {0, 1}
