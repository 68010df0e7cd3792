"""The table's round clock (Stadt-Land-anders, issue 16): the server stamps every timed move with
its own time (never a phone's), sends the deadline in the state message, and calls "Stopp und
Aus!" itself when the round timer or a ten-second count runs out, then begins the entry when the
grace is over — as the laptop screen does."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import aiohttp
import pytest
from helpers.table import ManualClock, Phone, running_table, tokens

from geoquiz.app.table.session import Refused, TableSession
from geoquiz.games import GAMES
from geoquiz.games.match import Seat
from geoquiz.games.match.timing import timing_of
from geoquiz.games.stadtland.engine import STOP_COUNT

GAME = GAMES["stadtland"]
SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Cem", "phone")]
CONFIG = replace(GAME.example_config(3), timer_seconds=60, grace_seconds=5)


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def _session(clock: ManualClock) -> TableSession:
    return TableSession.new(GAME, CONFIG, 5, SEATS, clock=clock)


def test_timed_moves_carry_the_tables_time_not_the_phones() -> None:
    clock = ManualClock(5_000.0)
    session = _session(clock)
    session.move(0, {"type": "deal", "at": 9e12})  # a phone that claims a far future
    assert session.moves[-1]["at"] == 5_000.0
    assert session.state.deadline == 5_060.0


def test_the_clocks_own_moves_are_no_phones() -> None:
    """ "Time is up: Aus!" and the start of the entry are the table's: no phone is offered them,
    and one sent anyway is refused — before the deadline or after it."""
    clock = ManualClock()
    session = _session(clock)
    session.move(0, {"type": "deal", "at": 0})
    due = session.deadline()
    assert due == clock.now + 60
    for seat in range(3):
        offered = session.state_message(seat)["legal"]
        assert offered and not any(m.get("player", 0) is None for m in offered), seat
    early = {"type": "stopout", "player": None, "at": due}  # "time is up" with its due time
    for wait in (0, 61):
        clock.advance(wait)
        with pytest.raises(Refused) as refused:
            session.move(session.current(), early)
        assert refused.value.code == "table.not_your_turn"
        assert session.state.phase == "writing"
    assert session.timed_step() and session.state.phase == "grace"
    assert [m["type"] for m in session.state_message(0)["legal"]] in ([], ["undo"])
    with pytest.raises(Refused):
        session.move(0, {"type": "entry", "at": 9e12})


def test_the_state_message_has_the_deadline_and_the_tables_time() -> None:
    clock = ManualClock(100.0)
    session = _session(clock)
    assert "deadline" not in session.state_message(0)  # no round running: nothing to count
    session.move(0, {"type": "deal", "at": 0})
    clock.advance(7)
    message = session.state_message(None)
    assert message["deadline"] == 160.0 and message["now"] == 107.0
    current = session.current()
    session.move(current, {"type": "stop1", "player": current, "filled": 2, "at": 0})
    assert session.state_message(1)["deadline"] == 107.0 + STOP_COUNT  # the count ends sooner


def test_stadtland_clock_makes_the_apps_stopp_und_aus_then_the_entry() -> None:
    timing = timing_of(GAMES["stadtland"])
    assert timing is not None and timing_of(GAMES["tage"]) is None
    clock = ManualClock()
    session = _session(clock)
    session.move(0, {"type": "deal", "at": 0})
    clock.advance(59.5)
    assert not session.timed_step() and session.state.phase == "writing"
    clock.advance(0.5)
    assert session.timed_step()
    assert session.state.phase == "grace" and session.state.end_reason == "timer"
    assert session.deadline() == clock.now + 5
    clock.advance(5)
    assert session.timed_step() and session.state.phase == "entry"
    assert session.deadline() is None and not session.timed_step()


def test_the_server_ends_the_round_when_time_is_up() -> None:
    """Phones join, the round is dealt, nobody calls: when the clock reaches the deadline the
    server says "Aus!" by itself, and after the grace the entry begins — every phone is told."""
    clock = ManualClock()
    with running_table(GAME, SEATS, seed=5, config=CONFIG, clock=clock) as server:

        async def main() -> list[dict[str, Any]]:
            seen = []
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                for phone in phones.values():
                    await phone.join()
                await phones[0].move({"type": "deal", "at": 0})
                dealt = await phones[1].state_after(0)
                seen.append(dealt)
                clock.advance(60)
                seen.append(await phones[1].state_after(dealt["ply"]))
                clock.advance(5)
                seen.append(await phones[2].state_after(seen[-1]["ply"]))
                for phone in phones.values():
                    await phone.close()
            return seen

        dealt, out, entry = asyncio.run(asyncio.wait_for(main(), 30))
        moves = server.call(lambda: list(server.session.moves))
    assert dealt["deadline"] == dealt["now"] + 60 and dealt["view"]["phase"] == "writing"
    assert out["view"]["phase"] == "grace" and out["view"]["end_reason"] == "timer"
    assert out["deadline"] == out["now"] + 5
    assert entry["view"]["phase"] == "entry" and "deadline" not in entry
    assert [m["type"] for m in moves] == ["deal", "stopout", "entry"]
    assert moves[1]["player"] is None


def test_a_computer_seat_that_waits_for_the_clock_does_not_stop_the_table() -> None:
    """A computer seat whose chosen move the clock does not allow yet (its "time is up") waits
    (``step`` is False, nothing changes); once the clock allows it the round goes on."""
    clock = ManualClock()
    session = TableSession.new(
        GAME, CONFIG, 5, [Seat(n, "computer", "easy") for n in "ABC"], clock=clock
    )
    waited = 0
    for _ in range(200):
        if session.state.phase not in ("ready", "writing"):
            break
        ply = session.ply
        if not session.step():
            assert session.ply == ply
            waited += 1
            clock.advance(10)
            session.timed_step()
    assert session.state.phase in ("grace", "entry"), session.state.phase
    assert waited, "the computer never chose to wait: the test proves nothing"
