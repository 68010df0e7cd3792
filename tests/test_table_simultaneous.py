"""Stadt-Land-anders's simultaneous calls at the table (issue 16): while the round is written
every phone may call "Stopp und 1!" or "Stopp und Aus!" for itself at any moment, whichever seat
the engine's rotation names, and never for another player (``table.not_your_turn``)."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest
from helpers.table import ManualClock, Phone, running_table, tokens

from geoquiz.app.table.session import TableSession
from geoquiz.games import GAMES
from geoquiz.games.match import Seat

GAME = GAMES["stadtland"]
SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Cem", "phone")]


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def _dealt() -> TableSession:
    session = TableSession.new(GAME, GAME.example_config(3), 5, SEATS, clock=ManualClock())
    session.move(0, {"type": "deal", "at": 0})
    return session


def _call(seat: int, filled: int = 2) -> dict[str, Any]:
    return {"type": "stop1", "player": seat, "filled": filled, "at": 0}


def test_a_seat_not_to_move_is_offered_only_its_own_calls() -> None:
    session = _dealt()
    current = session.current()
    for seat in range(3):
        legal = session.state_message(seat)["legal"]
        assert legal, seat
        if seat != current:
            assert {m["type"] for m in legal} == {"stop1", "stopout"}
            assert {m["player"] for m in legal} == {seat}


def test_a_seat_not_to_move_calls_stopp_und_1_for_itself() -> None:
    session = _dealt()
    other = next(s for s in range(3) if s != session.current())
    session.move(other, _call(other))
    assert [s["player"] for s in session.state.stops] == [other]


def test_no_seat_calls_for_another_player() -> None:
    from geoquiz.app.table.session import Refused

    session = _dealt()
    current = session.current()
    for seat in range(3):
        for victim in range(3):
            if victim == seat:
                continue
            with pytest.raises(Refused) as refused:
                session.move(seat, _call(victim))
            assert refused.value.code == "table.not_your_turn", (seat, victim, current)
            with pytest.raises(Refused):
                session.move(seat, {"type": "stopout", "player": victim, "at": 0})
    assert not session.state.stops and session.state.phase == "writing"


def test_three_phones_each_call_for_itself_at_any_moment() -> None:
    """Three phones in the writing phase: each calls "Stopp und 1!" for itself, whichever seat
    the rotation names at that moment; a call for another seat is refused and changes nothing."""
    with running_table(GAME, SEATS, seed=5, clock=ManualClock()) as server:

        async def main() -> list[tuple[int, str]]:
            refusals = []
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                for phone in phones.values():
                    await phone.join()
                await phones[0].move({"type": "deal", "at": 0})
                for phone in phones.values():
                    await phone.state_after(0)
                # the seats call in an order unlike the rotation's: last seat first
                for seat in (2, 0, 1):
                    ply = server.call(lambda: server.session.ply)
                    current = server.call(server.session.current)
                    called = {s["player"] for s in server.call(lambda: server.session.state.stops)}
                    for victim in (s for s in range(3) if s != seat):
                        await phones[seat].move(_call(victim))
                        refused = await phones[seat].refusal()
                        refusals.append((victim in called, refused["code"]))
                    assert server.call(lambda: server.session.ply) == ply
                    mine = phones[seat].last
                    assert mine is not None
                    own = [m for m in mine["legal"] if m["type"] == "stop1"]
                    assert own and {m["player"] for m in own} == {seat}, (seat, current)
                    await phones[seat].move(own[0])
                    for phone in phones.values():
                        await phone.state_after(ply)
                for phone in phones.values():
                    await phone.close()
            return refusals

        refusals = asyncio.run(asyncio.wait_for(main(), 60))
        stops = server.call(lambda: server.session.state.stops)
    assert [s["player"] for s in stops] == [2, 0, 1]
    # a call for a player who may still call is the table's refusal; for one who has called
    # already the rules refuse it as a repeated call (nothing changes either way)
    assert len(refusals) == 6
    assert {code for done, code in refusals if not done} == {"table.not_your_turn"}
    assert {code for done, code in refusals if done} <= {
        "table.not_your_turn",
        "stadtland.already_called",
    }


def test_no_phone_takes_back_another_players_call() -> None:
    """The engine offers Undo to seat 0 (the laptop's moves); at a table of phones seat 0 is a
    person, so Undo of a call is the table's: offered to no phone, refused from every phone, and
    the call stands."""
    from geoquiz.app.table.session import Refused

    session = _dealt()
    caller = 1
    session.move(caller, _call(caller))
    assert [s["player"] for s in session.state.stops] == [caller]
    for seat in range(3):
        assert all(m["type"] != "undo" for m in session.state_message(seat)["legal"]), seat
        with pytest.raises(Refused) as refused:
            session.move(seat, {"type": "undo", "at": 0})
        assert refused.value.code == "table.not_your_turn"
    assert [s["player"] for s in session.state.stops] == [caller]
