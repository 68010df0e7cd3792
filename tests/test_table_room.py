"""One code for all (DESIGN §11): a phone that opens the room link sees the free phone seats by
name, picks one and gets that seat's code; a taken seat cannot be picked twice; wrong room codes
are turned away and rate-limited like joins; the Origin check holds as for joins."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest
from helpers import toy_game
from helpers.table import Phone, running_table

from geoquiz.app.table.session import Refused, TableSession
from geoquiz.games.match import Seat

SEATS = [
    Seat("Anna", "phone"),
    Seat("Ben", "phone"),
    Seat("computer", "computer", "easy"),
    Seat("laptop:x", "phone"),
]


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def _room_of(url: str) -> str:
    base, fragment = url.split("#", 1)
    assert fragment.startswith("room=")
    return fragment[5:]


async def _ask(phone: Phone, message: dict[str, Any]) -> dict[str, Any]:
    await phone.send(message)
    return await phone.receive()


def test_a_phone_picks_a_free_seat_and_joins_with_its_code() -> None:
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]
    with running_table(toy_game, seats) as server:
        room = _room_of(server.room_url())

        async def main() -> tuple[Any, ...]:
            async with aiohttp.ClientSession() as http:
                first = await Phone(http, server.base_url, "").open()
                offered = await _ask(first, {"type": "room", "room": room, "lang": "de"})
                picked = await _ask(first, {"type": "pick", "room": room, "seat": 1})
                first.token = picked["token"]
                state = await first.join()  # the same socket joins with the seat's code
                second = await Phone(http, server.base_url, "").open()
                left = await _ask(second, {"type": "room", "room": room})
                taken = await _ask(second, {"type": "pick", "room": room, "seat": 1})
                fresh = await second.receive()  # the free seats again
                await first.close()
                await second.close()
                return offered, picked, first.welcome, state, left, taken, fresh

        offered, picked, welcome, state, left, taken, fresh = asyncio.run(main())
        assert picked["token"] == server.session.seats[1].token
    assert offered["type"] == "seats" and offered["texts"]["pick_seat"] != "pick_seat"
    assert offered["seats"] == [{"seat": 0, "name": "Anna"}, {"seat": 1, "name": "Ben"}]
    assert picked == {"type": "picked", "seat": 1, "token": picked["token"]}
    assert welcome is not None and welcome["seat"] == 1 and state["seat"] == 1
    assert left["seats"] == [{"seat": 0, "name": "Anna"}]  # Ben's seat is taken
    assert taken["type"] == "refused" and taken["code"] == "table.seat_taken"
    assert fresh == {**left, "type": "seats"}


def test_a_taken_seat_cannot_be_picked_twice() -> None:
    session = TableSession.new(toy_game, toy_game.example_config(3), 1, SEATS[:3])
    room = session.open_room()
    assert session.pick(room, 0).index == 0
    for index in (0, 2, 3, 7, "0", None, True):  # taken, a computer, no such seat, junk
        with pytest.raises(Refused) as refused:
            session.pick(room, index)
        assert refused.value.code == "table.seat_taken", index
    with pytest.raises(Refused) as wrong:
        session.pick(room[:-1] + ("A" if room[-1] != "A" else "B"), 1)
    assert wrong.value.code == "table.bad_room"
    session.new_token(0)  # the host gives Anna's seat to another device: free again
    assert [s.index for s in session.free_seats()] == [0, 1]


def test_a_seat_joined_with_its_own_code_is_not_offered() -> None:
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    with running_table(toy_game, seats) as server:
        room = _room_of(server.room_url())

        async def main() -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                anna = Phone(http, server.base_url, server.session.seats[0].token or "")
                await anna.join()
                other = await Phone(http, server.base_url, "").open()
                offered = await _ask(other, {"type": "room", "room": room})
                await anna.close()
                await other.close()
                return offered

        assert asyncio.run(main())["seats"] == [{"seat": 1, "name": "Ben"}]


def test_wrong_room_codes_are_turned_away_and_rate_limited() -> None:
    with running_table(
        toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")], join_burst=6
    ) as server:
        room = _room_of(server.room_url())

        async def main() -> list[str]:
            codes = []
            async with aiohttp.ClientSession() as http:
                for guess in ("x" * 22, "y" * 22, room):
                    phone = await Phone(http, server.base_url, "").open()
                    answer = await _ask(phone, {"type": "room", "room": guess})
                    codes.append(answer.get("code", answer["type"]))
                    await phone.close()
            return codes

        # a wrong code costs five of the six at once: after two, even the right one waits
        assert asyncio.run(main()) == ["table.bad_room", "table.bad_room", "table.rate_limited"]


def test_the_room_needs_the_tables_own_origin() -> None:
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:

        async def main() -> int:
            async with aiohttp.ClientSession() as http:
                try:
                    await Phone(http, server.base_url, "").open(Origin="http://evil.example")
                except aiohttp.WSServerHandshakeError as exc:
                    return exc.status
            return 0

        assert asyncio.run(main()) == 403


def test_no_room_until_the_host_opens_it() -> None:
    session = TableSession.new(toy_game, toy_game.example_config(2), 1, SEATS[:2])
    assert not session.room_ok("") and not session.room_ok(None)
    with pytest.raises(Refused):
        session.pick("anything", 0)


def test_the_dialog_shows_the_room_code_large_and_one_qr_code(qtbot: Any) -> None:
    from geoquiz.app.table.dialog import TableDialog

    session = TableSession.new(toy_game, toy_game.example_config(3), 1, SEATS[:3])
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0, save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    try:
        # opened with the table: the code large, the address to type it at, one QR code
        assert session.room is not None and dialog.room_qr.isVisible()
        assert dialog.room_code.text() == session.room and dialog.room_code.isVisible()
        assert dialog.room_code.font().pointSizeF() >= 2.5 * dialog.room_where.font().pointSizeF()
        host = dialog.server.base_url.removeprefix("http://").rstrip("/")
        assert host in dialog.room_where.text()
        assert dialog.room_url.text() == dialog.server.room_url()
        assert not dialog.room_qr.pixmap().isNull()
        assert not any(qr.isVisible() for qr in dialog._qr.values())  # one code, not one each
        dialog.room_button.setChecked(False)
        assert not dialog.room_qr.isVisible()
        phones = [i for i, seat in enumerate(session.seats) if seat.phone]
        assert all(dialog._qr[i].isVisible() for i in phones)
    finally:
        dialog.close()


def test_no_room_code_or_picked_token_in_any_log_line(caplog: pytest.LogCaptureFixture) -> None:
    import logging

    caplog.set_level(logging.DEBUG, logger="geoquiz")
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:
        room = _room_of(server.room_url())

        async def main() -> str:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, server.base_url, "").open()
                await _ask(phone, {"type": "room", "room": "w" * 22})  # a wrong code, logged
                phone = await Phone(http, server.base_url, "").open()
                picked = await _ask(phone, {"type": "pick", "room": room, "seat": 0})
                phone.token = picked["token"]
                await phone.join()
                await phone.close()
                return str(picked["token"])

        token = asyncio.run(main())
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "picked with the room code" in text and "unknown room code" in text
    assert room not in text and token not in text and "w" * 22 not in text


def test_closing_the_table_closes_a_phone_still_picking_a_seat() -> None:
    """A phone at the seat picker (or the code field) when the host closes the table is told
    so and closed at once; it held the server's stop until its join timeout (15 s), past the
    10 s the window waits (found by the hand-over browser test)."""
    import time

    async def run() -> None:
        with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:
            async with aiohttp.ClientSession() as http:
                picking = await Phone(http, server.base_url, "").open()
                await picking.send({"type": "room", "room": server.room_code()})
                await picking.expect("seats")
                typing = await Phone(http, server.base_url, "").open()
                await typing.send({"type": "texts", "lang": "de"})
                await typing.expect("texts")
                started = time.monotonic()
                await asyncio.get_running_loop().run_in_executor(None, server.stop)
                assert time.monotonic() - started < 3.0
                for phone in (picking, typing):
                    assert (await phone.refusal())["code"] == "table.closed"

    asyncio.run(run())
