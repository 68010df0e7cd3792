"""Joining by typed room code in Chromium (issue 29): the page at ``/`` has a field for the code;
a wrong code is said and the field stays; the player types their own name; a latecomer watches
as audience. German. Screenshots to ``$GEOQUIZ_TABLE_SHOTS``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers import toy_game
from helpers.table import running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.games.match import Seat

SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]


def _type_code(page: Any, code: str) -> None:
    page.locator("#room-code").fill(code)
    page.get_by_role("button", name="Beitreten").click()


def test_join_by_typed_room_code_with_own_name(browser: Any, shots: Path) -> None:  # noqa: F811
    # every phone of the test comes from 127.0.0.1: one address's join budget would not do
    with running_table(toy_game, SEATS, bot_delay=0.05, join_burst=50) as server:
        code = server.room_code()
        lea = phone(browser, server.base_url, "de")
        lea.get_by_label("Raumcode").wait_for()
        lea.screenshot(path=str(shots / "join-code.png"))
        wrong = "".join("A" if ch != "A" else "C" for ch in code)
        _type_code(lea, wrong)
        lea.get_by_text("Dieser Raumcode ist nicht gültig").wait_for()
        assert lea.locator("#room-code").is_visible()
        _type_code(lea, code.lower())  # any case
        lea.get_by_text("Wer bist du? Wähle deinen Platz.").wait_for()
        assert lea.locator("#your-name").input_value() == "Anna"  # the host's name by default
        lea.locator("#your-name").fill("Lea")
        lea.screenshot(path=str(shots / "join-name.png"))
        lea.get_by_role("button", name="Als Lea hinsetzen").click()
        lea.get_by_text("Du bist Lea").wait_for()
        assert server.call(lambda: server.session.seats[0].name) == "Lea"
        ben = phone(browser, server.base_url, "de")
        _type_code(ben, code)
        ben.get_by_role("button", name="Als Ben hinsetzen").click()
        ben.get_by_text("Du bist Ben").wait_for()
        # the latecomer: no seat is free any more — audience, the public board
        late = phone(browser, server.base_url, "de")
        _type_code(late, code)
        late.get_by_text("Alle Plätze sind besetzt. Du kannst zuschauen.").wait_for()
        assert late.locator("text=Kein Platz ist frei").count() == 0
        late.get_by_role("button", name="Zuschauen").click()
        late.get_by_text("Du schaust zu (Publikum).").wait_for()
        late.locator("#players li", has_text="Lea").wait_for()
        assert late.locator("#moves button").count() == 0
        late.screenshot(path=str(shots / "join-audience.png"), full_page=True)
