"""The phone shows Stadt-Land-anders's automatic verdicts and what a vote does, as the laptop's
check page does (issue 29: recording a vote with no box ticked made an auto-rejected "Bremen" for
"enthält ein Z" valid, unseen). Chromium, German."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.table import ManualClock, running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures
from test_table_fairness import GAME, GRACE, SEATS, _rig


def test_auto_verdicts_shown_on_the_phone(browser: Any, shots: Path) -> None:  # noqa: F811
    """ "enthält ein Z": Ben's "Bremen" is crossed out by the app on every phone, as on the
    laptop; Anna's button says what recording an empty vote does ("it counts"), and with two
    ticks it says "crossed out" — the vote that made Bremen valid by accident cannot happen
    unseen."""
    clock = ManualClock()
    terms = [
        ["Zwickau", "", "Zappa", "Zenz", "Zebra"],
        ["Bremen", "Belgien", "Bach", "Bruno", "Biber"],
        ["Zeitz", "", "", "", ""],
    ]
    with running_table(GAME, SEATS, seed=5, clock=clock) as server:
        _rig(server, "g-z")
        pages = [phone(browser, server.join_url(i), "de") for i in range(3)]
        pages[0].get_by_role("button", name="Eine Aufgabenkarte ziehen").click()
        for seat, page in enumerate(pages):
            page.locator(".sheet input:not(.note)").first.wait_for()
            for i, term in enumerate(terms[seat]):
                page.locator(".sheet input:not(.note)").nth(i).fill(term)
        pages[1].wait_for_timeout(400)  # the sheets reach the table as typed
        pages[1].get_by_role("button", name="Stopp und Aus!").click()
        pages[0].locator(".locked-note").wait_for()
        clock.advance(GRACE)
        for page in pages:
            page.get_by_role("button", name="Meine Begriffe eintragen").click()
            page.wait_for_timeout(200)
        for page in pages:
            row = page.locator('[data-term="0:1"]')
            row.wait_for()
            assert "Bremen" in row.text_content()
            assert "✗ gestrichen: passt nicht zur Buchstabenaufgabe" in row.text_content()
        anna = pages[0]
        row = anna.locator('[data-term="0:1"]')
        row.locator("summary").click()
        record = row.get_by_role("button")
        assert record.text_content() == "Eintragen: gilt (0 von 2 dagegen)"
        assert "Die App hat ihn gestrichen" in row.text_content()
        row.get_by_label("Cem ist dagegen").check()
        row.get_by_label("Anna ist dagegen").check()
        assert record.text_content() == "Eintragen: gestrichen (2 von 2 dagegen)"
        anna.screenshot(path=str(shots / "stadtland-auto-verdicts.png"), full_page=True)
        assert pages[1].locator('[data-term="0:1"] summary').count() == 0  # Ben does not lead
        ply = server.call(lambda: server.session.ply)
        record.click()
        for _ in range(200):
            if server.call(lambda: server.session.ply) > ply:
                break
            anna.wait_for_timeout(25)
        state = server.call(lambda: server.session.state)
        assert state.marks[1][0] == "vote"
        pages[1].locator('[data-term="0:1"]', has_text="gestrichen durch Abstimmung").wait_for()
