"""Fair simultaneous play in Stadt-Land-anders at a table of phones (issue 29): the sheets lock
at "Aus!" except the term being written (the rulebook: "A term you are writing at that moment
may be finished"), a phone makes only its own seat's calls, and the phone shows the automatic
verdicts and what a vote will do (the laptop's check page's words)."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest
from helpers.table import ManualClock, Phone, running_table, tokens

from geoquiz.games import GAMES
from geoquiz.games.match import Seat

GAME = GAMES["stadtland"]
SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Cem", "phone")]
GRACE = GAME.example_config(3).grace_seconds


def _rig(server: Any, prompt: str) -> None:
    """The next prompt card dealt is ``prompt`` (a rigged stack, before any move)."""

    def rig() -> None:
        session = server.session
        session.rebase(session.state.with_top_prompt(prompt))  # a save replays from it

    server.call(rig)


async def _deal(phones: dict[int, Phone]) -> dict[str, Any]:
    for phone in phones.values():
        await phone.join()
    first = phones[0].last
    assert first is not None
    deal = next(m for m in first["legal"] if m["type"] == "deal")
    await phones[0].move(deal)
    states = [await phone.state_after(first["ply"]) for phone in phones.values()]
    return states[0]


async def _to_entry(server: Any, clock: ManualClock, phone: Phone) -> dict[str, Any]:
    ply = phone.last["ply"] if phone.last else 0
    clock.advance(GRACE)
    while True:
        state = await phone.state_after(ply)
        if state["view"]["phase"] == "entry":
            return state
        ply = state["ply"]


def test_writing_after_aus_refused() -> None:
    """Anna had two terms and the cursor in the second at Ben's "Aus!": she may finish that
    one during the grace, nothing else; at the entry only the locked sheet is taken, and a
    sheet sent after the grace changes nothing."""
    clock = ManualClock()
    with running_table(GAME, SEATS, seed=5, clock=clock) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                await _deal(phones)
                await phones[0].send(
                    {"type": "sheet", "terms": ["Zwickau", "Ze", "", "", ""], "typing": 1}
                )
                await phones[1].send(
                    {"type": "sheet", "terms": ["Bremen", "Belgien", "Bach", "Bruno", "Biber"]}
                )
                await phones[0].sync()
                ply = phones[1].last["ply"]
                await phones[1].move({"type": "stopout", "player": 1, "at": 0})
                grace = await phones[0].state_after(ply)
                assert grace["view"]["phase"] == "grace"
                # the phone is told what is locked and which term stays open
                assert grace["sheet"] == {"terms": ["Zwickau", "Ze", "", "", ""], "open": 1}
                await phones[0].send(
                    {"type": "sheet", "terms": ["Zwickau", "Zypern", "Zappa", "Zenz", ""]}
                )
                await phones[0].sync()
                entry = await _to_entry(server, clock, phones[0])
                assert entry["sheet"] == {"terms": ["Zwickau", "Zypern", "", "", ""], "open": None}
                # after the grace even the open term is locked
                await phones[0].send(
                    {"type": "sheet", "terms": ["Zwickau", "Zypern", "Zappa", "", ""]}
                )
                refused = await phones[0].refusal()
                assert refused["code"] == "table.sheet_locked"
                assert "Aus!" in refused["text"]
                # Anna is first to enter: the terms she "added" 22 s after the stop are refused
                clock.advance(22)
                await phones[0].move(
                    {
                        "type": "terms",
                        "player": 0,
                        "terms": ["Zwickau", "Zypern", "Zappa", "Zenz", ""],
                        "notes": [],
                    }
                )
                refused = await phones[0].refusal()
                assert refused["code"] == "table.sheet_locked"
                assert server.call(lambda: server.session.state.phase) == "entry"
                ply = phones[0].last["ply"]
                await phones[0].move(
                    {
                        "type": "terms",
                        "player": 0,
                        "terms": ["Zwickau", "Zypern", "", "", ""],
                        "notes": ["", "", "", "", ""],
                    }
                )
                assert (await phones[0].state_after(ply))["view"]["terms"][0] == [
                    "Zwickau",
                    "Zypern",
                    "",
                    "",
                    "",
                ]
                # Ben enters the sheet he had; Cem's phone sent none before "Aus!": the table
                # has an empty one, and his terms typed afterwards are refused
                ply = phones[1].last["ply"]
                ben = ["Bremen", "Belgien", "Bach", "Bruno", "Biber"]
                await phones[1].move({"type": "terms", "player": 1, "terms": ben, "notes": []})
                await phones[1].state_after(ply)
                cem = ["Kiel", "Kenia", "", "Karl", "Katze"]
                await phones[2].move({"type": "terms", "player": 2, "terms": cem, "notes": []})
                assert (await phones[2].refusal())["code"] == "table.sheet_locked"
                await phones[2].move({"type": "terms", "player": 2, "terms": [""] * 5})
                while phones[2].last["view"]["phase"] != "check":
                    await phones[2].expect("state")
                for phone in phones.values():
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 60))


def test_stopp_und_1_locks_the_whole_sheet() -> None:
    """The rulebook: after "Stopp und 1!" "you may now not write any further terms"."""
    with running_table(GAME, SEATS, seed=5, clock=ManualClock()) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                await _deal(phones)
                await phones[2].send(
                    {"type": "sheet", "terms": ["Kiel", "Kenia", "", "", ""], "typing": 2}
                )
                ply = phones[2].last["ply"]
                await phones[2].move({"type": "stop1", "player": 2, "filled": 2, "at": 0})
                mine = await phones[2].state_after(ply)
                assert mine["view"]["phase"] == "writing"
                assert mine["sheet"] == {"terms": ["Kiel", "Kenia", "", "", ""], "open": None}
                others = await phones[0].state_after(ply)
                assert "sheet" not in others  # Anna writes on
                await phones[2].send(
                    {"type": "sheet", "terms": ["Kiel", "Kenia", "Kafka", "", ""], "typing": 2}
                )
                await phones[2].send({"type": "lang", "lang": "en"})
                await phones[2].expect("welcome")
                again = await phones[2].expect("state")
                assert again["sheet"]["terms"] == ["Kiel", "Kenia", "", "", ""]
                for phone in phones.values():
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 60))


def test_a_phone_makes_only_its_own_seat_s_calls() -> None:
    """Ben's phone cannot call "Aus!" or "Stopp und 1!" for Cem, nor vote at the check (seat 0
    leads it), nor send a sheet in another seat's name (a socket is its seat)."""
    with running_table(GAME, SEATS, seed=5, clock=ManualClock()) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                state = await _deal(phones)
                for move in (
                    {"type": "stopout", "player": 2, "at": 0},
                    {"type": "stop1", "player": 2, "filled": 2, "at": 0},
                    {"type": "stopout", "player": None, "at": 0},
                    {"type": "vote", "category": 0, "player": 2, "against": [0, 1]},
                ):
                    await phones[1].move(move)
                    code = (await phones[1].refusal())["code"]
                    assert code in ("table.not_your_turn", "stadtland.check_not_now"), move
                await phones[1].send(
                    {"type": "sheet", "seat": 2, "terms": ["a", "b", "c", "d", "e"], "typing": 0}
                )
                await phones[1].sync()
                sheets = server.call(lambda: dict(server.session.sheets._sheets))
                assert 2 not in sheets and sheets[1].terms == ["a", "b", "c", "d", "e"]
                assert server.call(lambda: server.session.ply) == state["ply"]
                for phone in phones.values():
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 60))


@pytest.mark.parametrize("bad", [None, "x", ["a"], [1, 2, 3, 4, 5], ["x" * 101] * 5])
def test_a_malformed_sheet_changes_nothing(bad: Any) -> None:
    with running_table(GAME, SEATS, seed=5, clock=ManualClock()) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                await _deal(phones)
                await phones[0].send({"type": "sheet", "terms": bad, "typing": True})
                assert (await phones[0].refusal())["code"] == "table.sheet_locked"
                for phone in phones.values():
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 60))
        assert server.session.sheets is not None and 0 not in server.session.sheets._sheets


def test_a_call_the_locked_sheet_could_not_enter_is_refused() -> None:
    """A phone cannot call "Stopp und Aus!" with gaps on the sheet the table has, nor "Stopp
    und 1!" with fewer terms than it wrote: the locked sheet could never be entered (the game
    would stand still at the entry)."""
    with running_table(GAME, SEATS, seed=5, clock=ManualClock()) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                state = await _deal(phones)
                await phones[0].send({"type": "sheet", "terms": ["a", "b", "c", "", ""]})
                await phones[0].move({"type": "stopout", "player": 0, "at": 0})
                assert (await phones[0].refusal())["code"] == "table.sheet_not_full"
                await phones[0].move({"type": "stop1", "player": 0, "filled": 2, "at": 0})
                refused = await phones[0].refusal()
                assert refused["code"] == "table.sheet_mismatch" and refused["text"]
                assert server.call(lambda: server.session.ply) == state["ply"]
                await phones[0].move({"type": "stop1", "player": 0, "filled": 3, "at": 0})
                assert (await phones[0].state_after(state["ply"]))["sheet"]["terms"][2] == "c"
                for phone in phones.values():
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 60))
