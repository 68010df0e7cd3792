"""The last moves at a table (issue 27): every state message carries ``last`` — the moves since
the seat's own last one (``Match.since``), each with the seat that made it — so that a phone's
board can highlight them; the public board's are those since the seat to move last moved. A game
with simultaneous phases (Minden's tips, Stadt-Land's terms) sends none: those moves are secret
until revealed. The pages' highlight is ``test_table_last_moves_browser.py``."""

from __future__ import annotations

from typing import Any

import pytest

from geoquiz.app.table.session import TableSession
from geoquiz.games import GAMES
from geoquiz.games.match import Seat


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def _table(key: str) -> TableSession:
    game = GAMES[key]
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    return TableSession.new(game, game.example_config(players=2), 5, seats)


def _move(session: TableSession, seat: int) -> dict[str, Any]:
    while session.step():
        pass
    move: dict[str, Any] = session.state_message(seat)["legal"][0]
    session.move(seat, move)
    while session.step():
        pass
    return move


@pytest.mark.parametrize("key", ["carcassonne", "danmark", "tage"])
def test_a_seat_s_state_names_the_others_moves_since_its_own(key: str) -> None:
    session = _table(key)
    assert session.state_message(0)["last"] == []
    first = session.current()
    assert isinstance(first, int)
    _move(session, first)
    other = 1 - first
    while session.current() == first:  # a turn of several moves (a tile, then its meeple)
        _move(session, first)
    theirs = _move(session, other)
    last = session.state_message(first)["last"]
    assert {"seat": other, "move": theirs} in last
    assert all(e["seat"] != first for e in last)  # never its own moves
    own = session.state_message(other)["last"]
    assert all(e["seat"] != other for e in own)  # the other's own moves are not "new" to it
    if session.current() == first:
        assert session.state_message(None)["last"] == last  # the public board: the seat to move


@pytest.mark.parametrize("key", ["minden", "stadtland"])
def test_a_game_with_secret_simultaneous_moves_sends_no_last_moves(key: str) -> None:
    session = _table(key)
    for _ in range(3):
        current = session.current()
        seat = current if isinstance(current, int) else 0
        if session.state_message(seat)["legal"]:
            session.move(seat, session.state_message(seat)["legal"][0])
    assert session.ply > 0
    assert all(session.state_message(s)["last"] == [] for s in (0, 1, None))
