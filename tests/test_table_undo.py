"""Undo at a table of phones through the session (no sockets): a seat takes back its own last
move while nothing was revealed since (``Match.undo``, Board Game Arena's rule); the state
message says ``undo`` to the seat that may, and counts ``undos`` so that a page orders states
after an undo (the ply goes back). The browser side is ``test_table_undo_browser.py``."""

from __future__ import annotations

from typing import Any

import pytest

from geoquiz.app.table.session import Refused, TableSession
from geoquiz.games import GAMES
from geoquiz.games.match import Seat


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def test_undo_through_the_table_takes_back_only_the_seat_s_own_unrevealed_move() -> None:
    """Through the session (no sockets): the state says ``undo`` to the seat that may take back
    its move; the undo restores the state and counts in ``undos``; after another person's move
    it is refused (``match.undo_revealed``), for a seat without a move ``match.undo_nothing``."""
    game = GAMES["danmark"]
    session = TableSession.new(
        game, game.example_config(players=2), 5, [Seat("Anna", "phone"), Seat("Ben", "phone")]
    )
    start = session.state
    assert session.state_message(0)["undo"] is False and session.state_message(None)["undos"] == 0
    with pytest.raises(Refused) as nothing:
        session.undo(0)
    assert nothing.value.code == "match.undo_nothing" and nothing.value.illegal is not None
    session.move(0, session.state_message(0)["legal"][0])
    assert session.state_message(0)["undo"] is True and session.state_message(1)["undo"] is False
    assert session.undo(0) == 1
    assert session.state == start and session.ply == 0
    assert session.state_message(0)["undos"] == 1
    session.move(0, session.state_message(0)["legal"][0])
    session.move(1, session.state_message(1)["legal"][0])
    assert session.state_message(0)["undo"] is False
    with pytest.raises(Refused) as revealed:
        session.undo(0)
    assert revealed.value.code == "match.undo_revealed" and session.ply == 2


def test_stadtland_at_a_table_offers_no_generic_undo() -> None:
    """Stadt-Land-anders keeps its own Undo: a phone's call stands (its sheet is locked at it)."""
    game = GAMES["stadtland"]
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    session = TableSession.new(game, game.example_config(players=2), 5, seats)
    session.move(0, {"type": "deal", "at": 0})
    call = next(m for m in session.state_message(1)["legal"] if m["type"] == "stop1")
    session.move(1, call)
    assert session.match.can_undo(1) and not session.state_message(1)["undo"]
    with pytest.raises(Refused):
        session.undo(1)
