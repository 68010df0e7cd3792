"""Jackbox-grade joining (issue 29): a short room code of capitals without look-alikes, typed in
any case; players type their own names (the host's seat names are the default); a latecomer
watches as audience (the public board) instead of "Kein Platz ist frei."; a seat is taken only
from the host's seat plan, and guesses stay rate-limited."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import aiohttp
import pytest
from helpers import toy_game
from helpers.table import Phone, running_table

from geoquiz.app.table.session import ROOM_LETTERS, Refused, TableSession
from geoquiz.games.match import Seat

SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


async def _ask(phone: Phone, message: dict[str, Any]) -> dict[str, Any]:
    await phone.send(message)
    while True:
        answer = await phone.receive()
        if answer["type"] != "pong":
            return answer


def test_room_code_is_short_capitals_without_look_alikes() -> None:
    codes = set()
    for seed in range(200):
        session = TableSession.new(toy_game, toy_game.example_config(2), seed, SEATS[:2])
        code = session.open_room()
        assert re.fullmatch(r"[A-Z]{4,6}", code), code
        assert not set(code) & set("BIOSZ01258"), code
        assert session.room_ok(code.lower()) and session.room_ok(" ".join(code))
        codes.add(code)
    assert len(codes) > 190  # random, not a counter
    assert set(ROOM_LETTERS) == set("ACDEFGHJKLMNPQRTUVWXY")


def test_players_type_their_own_names() -> None:
    session = TableSession.new(toy_game, toy_game.example_config(3), 1, SEATS)
    room = session.open_room()
    assert session.pick(room, 0, "  Lea\x00\u202e  ").name == "Lea"
    assert session.pick(room, 1, "").name == "Ben"  # empty: the host's name for the seat
    with pytest.raises(Refused):  # a computer seat is not in the plan for phones
        session.pick(room, 2, "Mallory")
    assert [s.name for s in session.seats] == ["Lea", "Ben", "computer"]


def test_a_latecomer_in_audience_mode() -> None:
    """Both phone seats are taken: the third phone is offered no seat and watches the public
    board, with every change; it cannot move or take a seat."""
    with running_table(toy_game, SEATS, bot_delay=0.05) as server:
        room = server.room_code()

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                players = []
                for seat, name in ((0, "Lea"), (1, "")):
                    phone = await Phone(http, server.base_url, "").open()
                    await _ask(phone, {"type": "room", "room": room.lower()})
                    picked = await _ask(
                        phone, {"type": "pick", "room": room, "seat": seat, "name": name}
                    )
                    phone.token = picked["token"]
                    await phone.send({"type": "join", "token": phone.token, "lang": "de"})
                    phone.welcome = await phone.expect("welcome")
                    players.append(phone)
                assert [p.welcome["name"] for p in players if p.welcome] == ["Lea", "Ben"]
                late = await Phone(http, server.base_url, "").open()
                offered = await _ask(late, {"type": "room", "room": room, "lang": "de"})
                assert offered["seats"] == [] and offered["game"] == "toy"
                assert offered["texts"]["no_free_seat"] != "Kein Platz ist frei."
                welcome = await _ask(late, {"type": "watch", "room": room, "lang": "de"})
                assert welcome["type"] == "welcome" and welcome["audience"] is True
                assert welcome["seat"] is None and welcome["game"] == "toy"
                public = await late.expect("state")
                assert public["seat"] is None and public["legal"] == []
                assert public["view"] == toy_game.view(server.session.state, None)
                assert [p["name"] for p in public["players"]][:2] == ["Lea", "Ben"]
                # the board follows the game
                while public["current"] not in (0, 1):
                    public = await late.expect("state")
                mover = players[public["current"]]
                mine = await mover.state_after(public["ply"] - 1)
                await mover.move(mine["legal"][0])
                after = await late.state_after(public["ply"])
                assert after["seat"] is None and after["ply"] > public["ply"]
                # a watcher moves nothing and picks nothing
                await late.send({"type": "move", "move": mine["legal"][0]})
                assert (await late.refusal())["code"] == "table.not_joined"
                await late.send({"type": "pick", "room": room, "seat": 0})
                assert (await late.refusal())["code"] == "table.not_joined"
                for phone in (*players, late):
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 30))


def test_room_code_guesses_are_rate_limited() -> None:
    """A short code is guessable: every guess costs the address five joins, so after two wrong
    guesses the third attempt, even with the right code, is refused."""
    with running_table(toy_game, SEATS) as server:
        room = server.room_code()
        wrong = "".join("A" if ch != "A" else "C" for ch in room)

        async def main() -> list[str]:
            codes = []
            async with aiohttp.ClientSession() as http:
                for guess in (wrong, wrong, room):
                    phone = await Phone(http, server.base_url, "").open()
                    answer = await _ask(phone, {"type": "watch", "room": guess})
                    codes.append(answer.get("code", answer["type"]))
                    await phone.close()
            return codes

        assert asyncio.run(main()) == ["table.bad_room", "table.bad_room", "table.rate_limited"]


def test_the_page_at_slash_gets_its_texts_before_a_code() -> None:
    with running_table(toy_game, SEATS) as server:

        async def main() -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, server.base_url, "").open()
                answer = await _ask(phone, {"type": "texts", "lang": "da"})
                await phone.close()
                return answer

        answer = asyncio.run(main())
        assert answer["type"] == "texts" and answer["texts"]["room_code"] == "Rumkode"
