"""A prankster with the room code cannot fill the class or come back (docs/classroom.md, "Limits").

Measured before: one device filled the class 40/40 in 0.17 s with made-up names, and a removed
student rejoined a second later. Now one address gets at most ``joins_per_minute`` seats (default
2), the teacher can make new names wait for approval, and removing a student turns that device
(its ``geoquiz-device`` cookie) away for the session while new names from its address wait for
the teacher — the address itself is not blocked (a school network may show a class under one).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.classroom import running_classroom

from geoquiz.app.classroom.server import ClassroomServer
from geoquiz.games.classquiz import MAX_STUDENTS, Quiz
from geoquiz.games.minden.cards import Card

CARD = Card("t1", "yellow", "Minden", (("W", "N", 12, "C"),))


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The pages' texts come from Qt translators: a QApplication first."""


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


@asynccontextmanager
async def device(address: str) -> AsyncIterator[aiohttp.ClientSession]:
    """One browser on the network address ``address`` (a loopback alias), keeping its cookies."""
    connector = aiohttp.TCPConnector(local_addr=(address, 0))
    jar = aiohttp.CookieJar(unsafe=True)  # cookies of an IP-address host, as browsers keep them
    async with aiohttp.ClientSession(connector=connector, cookie_jar=jar) as http:
        yield http


async def join(
    http: aiohttp.ClientSession, server: ClassroomServer, name: str
) -> tuple[int, dict[str, Any]]:
    body = {"name": name, "room": server.room, "lang": "en"}
    async with http.post(server.base_url + "join", json=body) as response:
        return response.status, await response.json()


async def ask(
    http: aiohttp.ClientSession, server: ClassroomServer, ticket: str
) -> tuple[int, dict[str, Any]]:
    async with http.post(server.base_url + "join", json={"ticket": ticket}) as response:
        return response.status, await response.json()


async def connect(http: aiohttp.ClientSession, server: ClassroomServer, token: str) -> str:
    """The socket joins with ``token``: the first message's type."""
    ws = await http.ws_connect(server.base_url + "ws")
    await ws.send_str(json.dumps({"type": "join", "token": token, "lang": "en"}))
    first = json.loads((await ws.receive(timeout=10)).data)
    await ws.close()
    return str(first["type"])


def test_join_flood_from_one_device_gets_two_seats_and_a_second_device_still_joins() -> None:
    quiz = Quiz([CARD], timer=30)

    async def main(server: ClassroomServer) -> tuple[list[int], list[str]]:
        async with device("127.0.0.2") as flooder:
            statuses = [(await join(flooder, server, f"Fake {i}"))[0] for i in range(MAX_STUDENTS)]
        async with device("127.0.0.3") as honest:
            status, body = await join(honest, server, "Anna")
            assert status == 200, body
            assert await connect(honest, server, body["token"]) == "welcome"
            refusal = (await join(honest, server, "Anna again"))[1]
            third = (await join(honest, server, "Anna thrice"))[1]
        return statuses, [refusal.get("code", "ok"), third["code"]]

    with running_classroom(quiz, joins_per_minute=2) as server:
        statuses, codes = run(main(server))
    assert statuses.count(200) == 2 and statuses.count(429) == MAX_STUDENTS - 2
    assert [s.name for s in quiz.active()] == ["Fake 0", "Fake 1", "Anna", "Anna again"]
    assert codes == ["ok", "class.join_limit"]  # the second device's own two, then no more


def test_joins_per_minute_is_the_default_of_the_server() -> None:
    server = ClassroomServer(Quiz([CARD], timer=30), bind="127.0.0.1")
    assert server.joins_per_minute == 2 and not server.approve_names


def test_a_removed_device_cannot_rejoin_and_its_address_waits_for_the_teacher() -> None:
    quiz = Quiz([CARD], timer=30)

    async def main(server: ClassroomServer) -> None:
        async with device("127.0.0.2") as prankster:
            status, body = await join(prankster, server, "Bo")
            assert status == 200
            server.remove(body["number"])
            assert await connect(prankster, server, body["token"]) == "refused"
            status, body = await join(prankster, server, "Bo 2")  # same browser, new name
            assert (status, body["code"]) == (403, "class.removed")
        async with device("127.0.0.2") as private_tab:  # no cookie, same address
            status, body = await join(private_tab, server, "Bo 3")
            assert status == 202 and body["type"] == "waiting"
            assert [p["name"] for p in server.snapshot()["pending"]] == ["Bo 3"]
            server.decline(server.snapshot()["pending"][0]["id"])
            status, body = await ask(private_tab, server, body["ticket"])
            assert (status, body["code"]) == (403, "class.declined")
        async with device("127.0.0.3") as other:  # another address joins as before
            status, _ = await join(other, server, "Cleo")
            assert status == 200

    with running_classroom(quiz, joins_per_minute=5) as server:
        run(main(server))
    assert [s.name for s in quiz.active()] == ["Cleo"]


def test_teacher_approves_new_names() -> None:
    quiz = Quiz([CARD], timer=30)

    async def main(server: ClassroomServer) -> None:
        async with device("127.0.0.2") as anna_phone, device("127.0.0.3") as fake_phone:
            status, anna = await join(anna_phone, server, "Anna")
            assert status == 202 and anna["text"] == "Waiting for the teacher to let you in…"
            status, fake = await join(fake_phone, server, "Mr Fake")
            assert status == 202
            assert not quiz.active()
            assert (await ask(anna_phone, server, anna["ticket"]))[0] == 202  # still waiting
            waiting = {p["name"]: p["id"] for p in server.snapshot()["pending"]}
            assert set(waiting) == {"Anna", "Mr Fake"}
            server.approve(waiting["Anna"])
            server.decline(waiting["Mr Fake"])
            status, body = await ask(anna_phone, server, anna["ticket"])
            assert status == 200 and body["name"] == "Anna"
            assert await connect(anna_phone, server, body["token"]) == "welcome"
            status, body = await ask(fake_phone, server, fake["ticket"])
            assert (status, body["code"]) == (403, "class.declined")
            assert (await ask(fake_phone, server, "x" * 22))[0] == 404  # no such ticket
        assert server.snapshot()["pending"] == []

    with running_classroom(quiz, approve_names=True) as server:
        run(main(server))
    assert [s.name for s in quiz.active()] == ["Anna"]


def test_teacher_window_lets_a_waiting_name_in(qtbot: Any) -> None:
    from geoquiz.app.classroom.window import TeacherWindow

    quiz = Quiz([CARD], timer=30)
    window = TeacherWindow(quiz, bind="127.0.0.1", approve_names=True)
    qtbot.addWidget(window)
    try:

        async def ask_to_join() -> dict[str, Any]:
            async with device("127.0.0.2") as phone:
                return (await join(phone, window.server, "Anna"))[1]

        ticket = run(ask_to_join())["ticket"]
        window.refresh()
        assert not window.waiting.isHidden()
        assert window.waiting_list.item(0).text() == "Anna"
        window.let_in_button.click()
        assert [s.name for s in quiz.active()] == ["Anna"]
        assert window.waiting.isHidden()

        async def answer() -> int:
            async with device("127.0.0.2") as phone:
                return (await ask(phone, window.server, ticket))[0]

        assert run(answer()) == 200
    finally:
        window.close()


def test_host_class_refuses_approve_names_without_the_window(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "geoquiz", "host", "class", "--deck", "Deutschland",
         "--approve-names", "--no-window"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--approve-names needs the teacher's window" in done.stderr
    assert done.stderr.count("\n") == 1
