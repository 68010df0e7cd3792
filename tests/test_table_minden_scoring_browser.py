"""Finden Sie Minden's scoring on the phone (issue 29: it was a debug button "Score · lon null ·
lat null", English on a German page, and no phone showed right or wrong): the player taps the
nameless board to place the place indicator (the chosen square and quadrant highlighted), turns
the card over and sees the solution side, which stones were right, the points and the track.
The page names the game. German; screenshots to ``$GEOQUIZ_TABLE_SHOTS``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from helpers.table import running_table
from test_table_browser import _qt, browser, phone, shots  # noqa: F401 - shared fixtures

from geoquiz.games import GAMES
from geoquiz.games.match import Seat

GAME = GAMES["minden"]


def _to_scoring(server: Any) -> None:
    """Both seats draft, keep and tip (the first legal move each time) until Anna scores."""

    def step() -> bool:
        session = server.session
        current = session.current()
        legal = session.game.legal_moves(session.state)
        if current == 0 and any(type(m).__name__ == "Score" for m in legal):
            return False
        guesses = [m for m in legal if type(m).__name__ == "Guess"]
        move = max(guesses, key=lambda m: len(m.tip)) if guesses else legal[0]
        session.move(current, session.game.encode_move(move))
        server._changed()
        return True

    for _ in range(200):
        if not server.call(step):
            return
    raise AssertionError("no scoring reached")


def test_minden_scoring_on_the_phone(browser: Any, shots: Path) -> None:  # noqa: F811
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    with running_table(GAME, seats, seed=3) as server:
        _to_scoring(server)
        anna = phone(browser, server.join_url(0), "de")
        anna.get_by_text("Wertung: deine Karte").wait_for()
        assert anna.locator("#title").inner_text() == "Finden Sie Minden"
        assert anna.locator("text=lon null").count() == 0
        board = anna.locator("svg.mindenboard")
        assert board.locator(".tipsquare").count() == 1  # the chosen square highlighted
        assert board.locator(".tipquad").count() == 1  # and the quadrant
        box = board.bounding_box()
        assert box is not None
        anna.mouse.click(box["x"] + box["width"] * 0.45, box["y"] + box["height"] * 0.45)
        board.locator(".indicator").wait_for()
        anna.screenshot(path=str(shots / "minden-de-scoring.png"), full_page=True)
        ply = server.call(lambda: server.session.ply)
        anna.get_by_role("button", name="Karte umdrehen", exact=True).click()
        anna.get_by_text("Die Lösungsseite").wait_for()
        record = server.call(lambda: server.session.state.history[-1])
        assert record["player"] == 0 and server.call(lambda: server.session.ply) > ply
        assert abs(record["lon"] - 10.5) < 1.0 and abs(record["lat"] - 51.4) < 1.0
        stones = anna.locator(".result ol.stones li")
        assert stones.count() == len(record["tip"])
        verdict = "Richtig!" if record["right"] else "Falsch: deine Figur bleibt stehen."
        anna.get_by_text(verdict).first.wait_for()
        anna.get_by_text("Wertungsleiste: Feld").first.wait_for()
        assert anna.locator(".result svg .solution").count() >= 1
        anna.screenshot(path=str(shots / "minden-de-result.png"), full_page=True)
