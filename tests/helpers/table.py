"""Scripted phones for the table server's tests and benchmark (docs/protocol.md)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp

from geoquiz.app.table.server import TableServer
from geoquiz.app.table.session import TableSession
from geoquiz.games.contract import Game
from geoquiz.games.match import Seat

TIMEOUT = 10.0


class Phone:
    """One scripted phone: a WebSocket that joins a seat and reads the server's messages."""

    def __init__(self, http: aiohttp.ClientSession, base: str, token: str, lang: str = "en"):
        self.http = http
        self.base = base
        self.token = token
        self.lang = lang
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.welcome: dict[str, Any] | None = None
        self.last: dict[str, Any] | None = None

    async def open(self, **headers: str) -> Phone:
        self.ws = await self.http.ws_connect(self.base + "ws", headers=headers or None)
        return self

    async def join(self) -> dict[str, Any]:
        """Join with the token; returns the first state (the welcome is in :attr:`welcome`)."""
        if self.ws is None:
            await self.open()
        await self.send({"type": "join", "token": self.token, "lang": self.lang})
        self.welcome = await self.expect("welcome")
        return await self.expect("state")

    async def send(self, message: Any) -> None:
        assert self.ws is not None
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def receive(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        assert self.ws is not None
        msg = await self.ws.receive(timeout=timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"socket closed: {msg.type}")
        data: dict[str, Any] = json.loads(msg.data)
        if data.get("type") == "state":
            self.last = data
        return data

    async def expect(self, kind: str, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next message of type ``kind`` (states in between are remembered in :attr:`last`)."""
        while True:
            data = await self.receive(timeout)
            if data["type"] == kind:
                return data
            if kind != "state" and data["type"] == "refused":
                raise AssertionError(f"refused: {data}")

    async def state_after(self, ply: int, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The first state with ``ply`` greater than ``ply``."""
        if self.last is not None and self.last["ply"] > ply:
            return self.last
        while True:
            data = await self.expect("state", timeout)
            if data["ply"] > ply:
                return data

    async def sync(self) -> None:
        """Wait until the server has handled everything this phone sent (a ping's pong; the
        states in between are remembered in :attr:`last`)."""
        await self.send({"type": "ping"})
        while (await self.receive())["type"] != "pong":
            pass

    async def move(self, move: Any) -> None:
        await self.send({"type": "move", "move": move})

    async def refusal(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next ``refused`` message (states in between are remembered in :attr:`last`)."""
        while True:
            data = await self.receive(timeout)
            if data["type"] == "refused":
                return data

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


class ManualClock:
    """A table clock the test sets: ``clock()`` is :attr:`now` until :meth:`advance`; with
    ``tick`` every reading moves it on by that many seconds (deadlines come by themselves)."""

    def __init__(self, now: float = 1_000.0, tick: float = 0.0) -> None:
        self.now = now
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@contextmanager
def running_table(
    game: Game,
    seats: list[Seat],
    seed: int = 7,
    config: Any = None,
    clock: Callable[[], float] | None = None,
    **options: Any,
) -> Iterator[TableServer]:
    """A table server on 127.0.0.1 (a random port) for ``game``; stopped afterwards. ``clock``:
    the table's time (default: the wall clock)."""
    if config is None:
        config = game.example_config(players=len(seats))
    session = TableSession.new(game, config, seed, seats)
    if clock is not None:
        session.clock = clock
    options.setdefault("bot_delay", 0.0)
    server = TableServer(session, bind="127.0.0.1", **options)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def tokens(server: TableServer) -> dict[int, str]:
    return {s.index: s.token for s in server.session.seats if s.token is not None}


async def raw_http(server: TableServer, request: bytes) -> bytes:
    """Send ``request`` as it is (no client normalises its path) and return the whole answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    writer.write(request)
    await writer.drain()
    data = await asyncio.wait_for(reader.read(), TIMEOUT)
    writer.close()
    return data
