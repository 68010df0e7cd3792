"""The other players' last moves on the phone (the state's ``last``), in Chromium: Carcassonne
frames the squares of the tiles laid since the seat's own last move on its map; Danmark, whose
phone page has no board, lists them (starts, walks, crossings, the die) under "Since your last
move". Screenshots to ``$GEOQUIZ_TABLE_SHOTS``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.table import running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.app.table.labels import labels
from geoquiz.games import GAMES
from geoquiz.games.match import Seat


def _others(server: Any, seat: int) -> list[dict[str, Any]]:
    """The moves of the other seats since ``seat``'s own last one, from the match's log."""
    entries = server.call(lambda: server.session.match.since(seat))
    return [e.move for e in entries if e.seat is not None and e.seat != seat]


def test_carcassonne_frames_the_tiles_laid_since_the_phone_s_last_move(
    browser: Any,  # noqa: F811
    shots: Path,  # noqa: F811
) -> None:
    seats = [Seat("R", "computer", "easy"), Seat("Anna", "phone")]
    with running_table(GAMES["carcassonne"], seats, seed=4) as server:
        anna = phone(browser, server.join_url(1), "en")
        anna.locator("#status.turn").wait_for()
        placed = [m["square"] for m in _others(server, 1) if "square" in m]
        assert placed, "the computer laid no tile before Anna's turn"
        marks = anna.locator("svg.cmap rect.recent")
        marks.first.wait_for(state="attached")
        shown = sorted(marks.evaluate_all("ms => ms.map((m) => m.dataset.square)"))
        assert shown == sorted(f"{c},{r}" for c, r in placed)
        assert set(marks.evaluate_all("ms => ms.map((m) => m.dataset.player)")) == {"0"}
        anna.screenshot(path=str(shots / "last-carcassonne-en.png"), full_page=True)


def test_danmark_lists_the_others_moves_since_the_phone_s_last_move(
    browser: Any,  # noqa: F811
    shots: Path,  # noqa: F811
) -> None:
    seats = [Seat("R", "computer", "easy"), Seat("Anna", "phone")]
    with running_table(GAMES["danmark"], seats, seed=4) as server:
        anna = phone(browser, server.join_url(1), "de")
        anna.locator("#status.turn").wait_for()
        starts = [m for m in _others(server, 1) if m["type"] == "start"]
        assert len(starts) == 1
        box = anna.locator(".recent")
        box.get_by_text("Seit deinem letzten Zug").wait_for()
        town = labels("danmark", "de")[starts[0]["town"]]
        assert box.locator("li").first.inner_text() == f"R: In {town} beginnen"
        anna.screenshot(path=str(shots / "last-danmark-de.png"), full_page=True)


def test_tage_marks_the_discard_piles_the_others_used_since_the_phone_s_last_move(
    browser: Any,  # noqa: F811
) -> None:
    seats = [Seat("Anna", "phone"), Seat("R", "computer", "easy")]
    with running_table(GAMES["tage"], seats, seed=4, bot_delay=0.0) as server:
        anna = phone(browser, server.join_url(0), "en")
        for _ in range(80):  # Anna plays her first buttons until the computer used a pile
            anna.locator("#status.turn").wait_for()
            piles = sorted({m["pile"] for m in _others(server, 0) if m.get("pile") is not None})
            if piles:
                break
            ply = server.call(lambda: server.session.ply)
            anna.locator("#moves button[data-move]:enabled").first.click()
            anna.wait_for_function(
                'p => !document.querySelector(`#board > [data-ply="${p}"]`)', arg=ply
            )
        assert piles, "the computer used no discard pile"
        anna.wait_for_function(
            "n => document.querySelectorAll('.pile.recent').length === n", arg=len(piles)
        )
        shown = anna.locator(".pile.recent").evaluate_all("ps => ps.map((p) => p.dataset.pile)")
        assert sorted(int(p) for p in shown) == piles
