"""Hostile input to the table server: it stays up, the game stays as it was, and each bad
message gets one ``refused`` line (DESIGN §11)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import pytest
from helpers import toy_game
from helpers.table import Phone, raw_http, running_table, tokens
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geoquiz.app.table.server import MAX_FRAME
from geoquiz.games.match import Seat

SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone")]


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


def snapshot(server: Any) -> tuple[int, dict[str, Any]]:
    return server.call(lambda: (server.session.ply, toy_game.encode_state(server.session.state)))


JUNK: list[str] = [
    "",
    "{",
    "null",
    "[]",
    '"move"',
    "42",
    '{"type": 5}',
    '{"type": null}',
    '{"type": "move"}',
    '{"type": "move", "move": null}',
    '{"type": "move", "move": []}',
    '{"type": "move", "move": {"type": "play"}}',
    '{"type": "move", "move": {"type": "play", "card": "x"}}',
    '{"type": "move", "move": {"type": "play", "card": 1e400}}',
    '{"type": "move", "move": {"type": "play", "card": [1]}}',
    '{"type": "move", "move": {"type": "play", "card": 2, "extra": {"__class__": 1}}}',
    '{"type": "move", "move": {"type": "roll", "value": 6}}',
    '{"type": "join", "token": "again"}',
    '{"type": "lang", "lang": "../../etc"}',
    '{"type": "admin", "cmd": "rm -rf /"}',
    '{"type": "' + "x" * 5000 + '"}',
    "[" * 5000 + "]" * 5000,
    '{"type": "move", "move": ' + "[" * 3000 + "]" * 3000 + "}",
    "\udcff",
]


def test_junk_messages_are_refused_and_change_nothing() -> None:
    with running_table(toy_game, SEATS) as server:

        async def main() -> None:
            t = tokens(server)
            async with aiohttp.ClientSession() as http:
                anna = Phone(http, server.base_url, t[0])
                await anna.join()
                while anna.last is None or anna.last["current"] != 0:
                    await anna.expect("state")
                before = snapshot(server)
                for junk in JUNK:
                    try:
                        await anna.send(junk)
                    except UnicodeEncodeError:
                        assert anna.ws is not None
                        await anna.ws.send_bytes(b"\xff\xfe")
                    reply = await anna.expect("refused", timeout=5)
                    assert reply["code"].startswith(("table.", "toy.")), junk[:40]
                    assert reply["text"]
                await anna.ws.send_bytes(b"\x00\x01binary")  # type: ignore[union-attr]
                assert (await anna.expect("refused"))["code"] == "table.bad_message"
                assert snapshot(server) == before
                # the seat still plays
                move = anna.last["legal"][0]  # type: ignore[index]
                await anna.move(move)
                await anna.state_after(before[0])
                assert server.call(lambda: server.session.moves[before[0]]) == move

        run(main())


def test_a_huge_frame_closes_only_that_socket() -> None:
    with running_table(toy_game, SEATS) as server:

        async def main() -> None:
            t = tokens(server)
            async with aiohttp.ClientSession() as http:
                anna, ben = Phone(http, server.base_url, t[0]), Phone(http, server.base_url, t[1])
                await anna.join()
                await ben.join()
                before = snapshot(server)
                await ben.send(json.dumps({"type": "move", "move": {"pad": "x" * (MAX_FRAME + 1)}}))
                with pytest.raises(ConnectionError):
                    while True:
                        await ben.receive(timeout=5)
                assert snapshot(server) == before
                # the server is up: Anna still gets answers, Ben rejoins
                await anna.send({"type": "hello"})
                assert (await anna.expect("refused"))["code"] == "table.bad_message"
                again = Phone(http, server.base_url, t[1])
                back = await again.join()
                assert back["seat"] == 1

        run(main())


def test_a_socket_that_never_joins_only_gets_refusals() -> None:
    with running_table(toy_game, SEATS) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                idle = Phone(http, server.base_url, "")
                await idle.open()
                await idle.move({"type": "play", "card": 1})
                assert (await idle.expect("refused"))["code"] == "table.not_joined"
                await idle.send({"type": "join", "token": None})
                assert (await idle.expect("refused"))["code"] == "table.bad_token"

        run(main())


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    )
)
def test_random_moves_are_refused_unless_legal(move: Any) -> None:
    server = _shared()

    async def main() -> dict[str, Any]:
        async with aiohttp.ClientSession() as http:
            phones = [Phone(http, server.base_url, t) for t in tokens(server).values()]
            states = [await p.join() for p in phones]
            current = states[0]["current"]
            seat = current if isinstance(current, int) else 0
            before = snapshot(server)
            await phones[seat].move(move)
            while True:
                reply = await phones[seat].receive()
                if reply["type"] == "refused":
                    assert snapshot(server) == before
                    return reply
                if reply["type"] == "state" and reply["ply"] > before[0]:
                    legal = [toy_game.encode_move(m) for m in toy_game.legal_moves(
                        toy_game.decode_state(before[1]))]  # fmt: skip
                    assert toy_game.encode_move(toy_game.decode_move(move)) in legal
                    return reply

    run(main())


_server: Any = None
_context: Any = None


def _shared() -> Any:
    """One table for all hypothesis examples (a new server per example would be slow)."""
    global _server, _context
    if _server is None or _server.session.over():
        if _context is not None:
            _context.__exit__(None, None, None)
        _context = running_table(toy_game, SEATS, join_burst=10**6)
        _server = _context.__enter__()
    return _server


@pytest.fixture(scope="module", autouse=True)
def _stop_shared() -> Any:
    yield
    if _context is not None:
        _context.__exit__(None, None, None)


@pytest.mark.parametrize(
    "path",
    [
        "/../server.py",
        "/..%2fserver.py",
        "/%2e%2e/server.py",
        "/%2e%2e%2fserver.py",
        "/%252e%252e%252fserver.py",
        "/client/../server.py",
        "/..\\server.py",
        "/../../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "//etc/passwd",
        "/.%2e/session.py",
        "/index.html/../../texts.py",
        "/__init__.py",
        "/%00index.html",
    ],
)
def test_nothing_outside_the_client_folder_is_served(path: str) -> None:
    with running_table(toy_game, SEATS) as server:
        request = (
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n\r\n"
        )
        answer = run(raw_http(server, request.encode()))
        head = answer.split(b"\r\n", 1)[0]
        assert b" 200 " not in head, path
        assert b"import" not in answer and b"root:" not in answer
        ok = run(
            raw_http(
                server,
                b"GET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            )
        )
        assert ok.startswith(b"HTTP/1.1 200") and b"WebSocket" in ok
        assert b"Content-Security-Policy" in ok


_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=16,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["room", "pick", "watch", "texts", "sheet", "ping", "lang"]),
    st.dictionaries(
        st.sampled_from(["room", "seat", "name", "terms", "typing", "lang", "id", "token"]),
        _VALUES,
        max_size=5,
    ),
)
def test_hostile_join_name_audience_and_sheet_messages_change_nothing(
    kind: str, fields: dict[str, Any]
) -> None:
    """The messages of issue 29 (the room code, a typed name, audience, Stadt-Land's sheet, the
    page's texts, pings) with any values, joined or not: the game and the seats stay as they
    were — no seat is picked without the right room code, no name changes without a pick — and
    the socket gets answers or a refusal, nothing else."""
    server = _shared()

    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            before = snapshot(server)
            names = server.call(lambda: [(s.name, s.claimed) for s in server.session.seats])
            stranger = await Phone(http, server.base_url, "").open()
            await stranger.send({**fields, "type": kind})
            await stranger.send({"type": "ping"})
            while True:  # every answer is one of the protocol's, then the pong
                reply = await stranger.receive()
                assert reply["type"] in ("refused", "seats", "texts", "welcome", "state", "pong")
                if (
                    reply["type"] == "pong"
                    or reply["type"] == "refused"
                    and reply["code"]
                    in (
                        "table.bad_room",
                        "table.rate_limited",
                    )
                ):
                    break
            await stranger.close()
            member = Phone(http, server.base_url, next(iter(tokens(server).values())))
            await member.join()
            await member.send({**fields, "type": kind})
            await member.sync()
            await member.close()
            assert snapshot(server) == before
            assert server.call(lambda: [(s.name, s.claimed) for s in server.session.seats]) == [
                (name, claimed or i == 0) for i, (name, claimed) in enumerate(names)
            ]

    run(main())


def test_a_phone_whose_seat_was_handed_over_changes_nothing() -> None:
    """The host gave Ben's seat to a computer: Ben's phone still has its socket (it watches
    on) and its old code. Every junk message and every move, join and sheet it sends is refused
    and the game and the seats stay as they were (Anna is to move, so the computer waits)."""
    with running_table(toy_game, SEATS) as server:

        async def main() -> None:
            t = tokens(server)
            async with aiohttp.ClientSession() as http:
                ben = Phone(http, server.base_url, t[1])
                await ben.join()
                assert server.call(server.session.current) == 0
                server.hand_over(1, "computer", "hard")
                assert (await ben.expect("welcome"))["handed"] == "computer"
                await ben.expect("state")
                before = snapshot(server)
                sent = [
                    *(junk for junk in JUNK if '"join"' not in junk),
                    '{"type": "move", "move": {"type": "play", "card": 1}}',
                    '{"type": "sheet", "terms": ["x"], "typing": 0}',
                    '{"type": "pick", "room": "AAAAA", "seat": 1}',
                ]
                for junk in sent:
                    try:
                        await ben.send(junk)
                    except UnicodeEncodeError:
                        assert ben.ws is not None
                        await ben.ws.send_bytes(b"\xff\xfe")
                    reply = await ben.refusal(timeout=5)
                    assert reply["code"].startswith("table."), junk[:40]
                    assert snapshot(server) == before
                seats = server.call(lambda: [(s.bot, s.token) for s in server.session.seats])
                assert seats[1] == ("hard", None)
                await ben.send({"type": "join", "token": t[1]})  # its old code: turned away
                assert (await ben.refusal())["code"] == "table.bad_token"
                assert snapshot(server) == before

        run(main())
