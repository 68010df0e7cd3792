"""Scripted students and a running classroom for the class quiz's tests (docs/classroom.md)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp

from geoquiz.app.classroom.server import ClassroomServer
from geoquiz.games.classquiz import Quiz

TIMEOUT = 10.0


class Student:
    """One scripted device: ``POST /join`` for a token, then the socket."""

    def __init__(self, http: aiohttp.ClientSession, base: str, lang: str = "en") -> None:
        self.http = http
        self.base = base
        self.lang = lang
        self.token: str | None = None
        self.number: int | None = None
        self.name = ""
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.welcome: dict[str, Any] | None = None
        self.last: dict[str, Any] | None = None
        self.refusals: list[dict[str, Any]] = []

    async def register(self, name: str, room: str) -> tuple[int, dict[str, Any]]:
        async with self.http.post(
            self.base + "join", json={"name": name, "room": room, "lang": self.lang}
        ) as response:
            body = await response.json()
            if response.status == 200:
                self.token, self.number, self.name = body["token"], body["number"], body["name"]
            return response.status, body

    async def connect(self, token: str | None = None) -> dict[str, Any]:
        self.ws = await self.http.ws_connect(self.base + "ws")
        await self.send({"type": "join", "token": token or self.token, "lang": self.lang})
        first = await self.receive()
        if first["type"] != "welcome":
            return first
        self.welcome = first
        return await self.expect_state()

    async def join(self, name: str, room: str) -> dict[str, Any]:
        status, body = await self.register(name, room)
        assert status == 200, body
        return await self.connect()

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
            self.last = data["view"]
        elif data.get("type") == "refused":
            self.refusals.append(data)
        return data

    async def expect_state(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        while True:
            data = await self.receive(timeout)
            if data["type"] == "state":
                return dict(data["view"])

    async def until(self, test: Any, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The first state (the last one seen included) for which ``test(view)`` holds."""
        if self.last is not None and test(self.last):
            return self.last
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            view = await self.expect_state(max(0.05, end - loop.time()))
            if test(view):
                return view

    async def expect_refusal(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        while True:
            data = await self.receive(timeout)
            if data["type"] == "refused":
                return data

    async def tip(self, tip: list[Any], card: int | None = None) -> None:
        message: dict[str, Any] = {"type": "tip", "tip": tip}
        if card is not None:
            message["card"] = card
        await self.send(message)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


@contextmanager
def running_classroom(quiz: Quiz, **kwargs: Any) -> Iterator[ClassroomServer]:
    """A classroom on 127.0.0.1; the scripted class joins from that one address, so no limit of
    joins per address and minute unless ``joins_per_minute`` is given."""
    kwargs.setdefault("joins_per_minute", 0)
    server = ClassroomServer(quiz, bind="127.0.0.1", **kwargs)
    server.start()
    try:
        yield server
    finally:
        server.stop()


# --- the student page in a browser ---------------------------------------------------------------

#: rows before each zone and the board's 5 × 8 squares (DESIGN §4; as common.js ZONE_ROWS)
ZONE_FIRST_ROW = {"N": 0, "M": 3, "S": 5}


def board_point(tip: list[Any]) -> tuple[float, float]:
    """Where on the board (as a share of its width and height) a full tip's quadrant lies; a
    shorter tip picks the first square of its side and zone, quadrant A."""
    ew = tip[0]
    zone = tip[1] if len(tip) > 1 else "N"
    square = tip[2] if len(tip) > 2 else (1 if ew == "W" else 3)
    quadrant = tip[3] if len(tip) > 3 else "A"
    row = ZONE_FIRST_ROW[zone] + (square - 1) // 5
    col = (square - 1) % 5
    q = "ABCD".index(quadrant)
    return (col + 0.25 + 0.5 * (q % 2)) / 5, (row + 0.25 + 0.5 * (q // 2)) / 8


def tap_board(page: Any, tip: list[Any]) -> None:
    """Tap the page's board where ``tip`` lies (all four stones), then take back the stones
    after the tip's length (hedging), as a student does."""
    page.wait_for_selector("svg.tipboard")
    fx, fy = board_point(tip)
    x, y = page.evaluate(
        """([fx, fy]) => {
            const s = document.querySelector("svg.tipboard");
            const [, , w, h] = s.getAttribute("viewBox").split(" ").map(Number);
            const p = s.createSVGPoint();
            p.x = fx * (w - 12); p.y = fy * (h - 12);
            const q = p.matrixTransform(s.getScreenCTM());
            return [q.x, q.y];
        }""",
        [fx, fy],
    )
    page.mouse.click(x, y)
    page.wait_for_function("() => document.querySelectorAll('.chips button.chip').length === 4")
    if len(tip) < 4:
        page.locator(".chips button.chip").nth(len(tip)).click()


def answer_on_board(page: Any, tip: list[Any]) -> None:
    """Place ``tip`` by tapping the board (a pass: the pass button, which asks once) and send."""
    if tip:
        tap_board(page, tip)
        page.locator("#send").click()
    else:
        page.locator("#pass").click()
        page.locator("#pass.armed").click()
    # "sent", or already the reveal: the last of the class to answer ends the card at once
    page.wait_for_selector(".sent, .verdict")
