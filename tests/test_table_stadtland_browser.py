"""Stadt-Land-anders on three phones in a real browser (German): the term sheet typed while
writing survives a reload, "Stopp und Aus!", the grace run out by the table's clock, every phone
enters its terms, the vote on the phone that leads the check, the score. Screenshots of the sheet
and the check go to ``$GEOQUIZ_TABLE_SHOTS`` (default: the test's temporary folder)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.table import ManualClock, running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.games import GAMES
from geoquiz.games.match import Seat

GAME = GAMES["stadtland"]
TERMS = [
    ["Zwickau", "", "Zappa", "Zenz", "Zebra"],
    ["Bremen", "Belgien", "Bach", "Bruno", "Biber"],
    ["Kiel", "Kenia", "", "Karl", "Katze"],
]


def _moved(page: Any, server: Any, ply: int) -> None:
    for _ in range(200):
        if server.call(lambda: server.session.ply) > ply:
            return
        page.wait_for_timeout(25)
    raise AssertionError(f"the tap did not move the game (ply {ply})")


def _tap(page: Any, server: Any, text: str) -> None:
    ply = server.call(lambda: server.session.ply)
    page.get_by_role("button", name=text).first.click()
    _moved(page, server, ply)


def _type_sheet(page: Any, terms: list[str]) -> None:
    inputs = page.locator(".sheet input:not(.note)")
    assert inputs.count() == len(terms)
    for i, term in enumerate(terms):
        page.locator(".sheet input:not(.note)").nth(i).fill(term)


def test_a_round_on_three_phones(browser: Any, shots: Path) -> None:  # noqa: F811
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Cem", "phone")]
    clock = ManualClock()
    with running_table(GAME, seats, seed=5, clock=clock) as server:
        pages = [phone(browser, server.join_url(i), "de") for i in range(3)]
        pages[0].locator("#status.turn").wait_for()
        _tap(pages[0], server, "Eine Aufgabenkarte ziehen")
        # the round clock: every phone counts the table's three minutes down
        for page in pages:
            page.locator("#clock:not([hidden])").wait_for()
            assert page.locator("#clock").text_content() in ("Noch 3:00", "Noch 2:59")
        # writing: Ben types his terms on his phone (nothing reaches the table yet) and reloads
        ben = pages[1]
        ben.locator(".sheet input").first.wait_for()
        assert ben.locator(".sheet input:not(.note)").first.get_attribute("aria-label") == "Stadt"
        _type_sheet(ben, TERMS[1])
        ben.locator(".sheet input.note").nth(4).fill("ein Nagetier")
        before = server.call(lambda: server.session.ply)
        ben.reload()
        ben.locator("#status.turn").wait_for()
        values = [ben.locator(".sheet input:not(.note)").nth(i).input_value() for i in range(5)]
        assert values == TERMS[1] and server.call(lambda: server.session.ply) == before
        ben.screenshot(path=str(shots / "stadtland-de-sheet.png"), full_page=True)
        for seat in (0, 2):  # the others write too: what they have at "Aus!" counts
            _type_sheet(pages[seat], TERMS[seat])
        pages[0].wait_for_timeout(400)
        _tap(ben, server, "Stopp und Aus!")
        # the grace to finish a term: then the table itself begins the entry
        ply = server.call(lambda: server.session.ply)
        clock.advance(GAME.example_config(3).grace_seconds)
        _moved(pages[0], server, ply)
        pages[2].locator("#clock").wait_for(state="hidden")  # the entry has no clock
        for seat in range(3):
            page = pages[seat]
            page.locator("#status.turn").wait_for()
            _tap(page, server, "Meine Begriffe eintragen")
        anna = pages[0]
        anna.get_by_text("Die Prüfung: Wer ist dagegen?").wait_for()
        row = anna.locator('[data-term="0:1"]', has_text="Bremen")
        row.locator("summary").click()
        for voter in ("Anna ist dagegen", "Cem ist dagegen"):
            row.get_by_label(voter).check()
        anna.screenshot(path=str(shots / "stadtland-de-check.png"), full_page=True)
        ply = server.call(lambda: server.session.ply)
        row.get_by_role("button", name="Eintragen: gestrichen (2 von 2 dagegen)").click()
        _moved(anna, server, ply)
        _tap(anna, server, "Runde werten")
        state = server.call(lambda: server.session.state)
    (result,) = state.results
    assert [list(r) for r in result["terms"]] == TERMS
    assert result["notes"][1][4] == "ein Nagetier"  # the justification typed before the reload
    assert result["marks"][1][0] == "vote"  # Bremen rejected by Anna and Cem
