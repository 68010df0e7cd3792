"""The table's and the class quiz's servers cannot be stalled or filled by a prankster
(docs/protocol.md, "Limits"): half-open and idle connections time out, connections per address
and in all are capped below the open-file limit, a request without ``Host`` is one 400 and one
log line, and every log line is one line, rate-limited.

Measured before: with the usual desktop limit of 1,024 open files, 1,100 half-open connections
stopped both servers from serving anyone while ~4 MB/s of "too many open files" tracebacks went
to stderr.
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import os
import resource
import selectors
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers import toy_game
from helpers.table import Phone, running_table, tokens

from geoquiz.app.table.web import ConnectionGate, OneLineLog, connection_limit
from geoquiz.games.match import Seat

TESTS = Path(__file__).resolve().parent

#: a table (toy game) or a class quiz (one card) on 127.0.0.1 in its own process; prints
#: {"port", "token" | "room"} and serves until its stdin closes
SERVER = r"""
import json, sys
sys.path.insert(0, sys.argv[2])
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
if sys.argv[1] == "table":
    from helpers import toy_game
    from geoquiz.app.table.server import TableServer
    from geoquiz.app.table.session import TableSession
    from geoquiz.games.match import Seat
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    session = TableSession.new(toy_game, toy_game.example_config(players=2), 7, seats)
    server = TableServer(session, bind="127.0.0.1", bot_delay=0)
    server.start()
    line = {"port": server.port, "token": session.seats[0].token}
else:
    from geoquiz.app.classroom.server import ClassroomServer
    from geoquiz.games.classquiz import Quiz
    from geoquiz.games.minden.cards import Card
    card = Card("t1", "yellow", "Minden", (("W", "N", 12, "C"),))
    server = ClassroomServer(Quiz([card], timer=30), bind="127.0.0.1")
    server.start()
    line = {"port": server.port, "room": server.room}
print(json.dumps(line), flush=True)
sys.stdin.read()
server.stop()
"""

FLOOD = 1100


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The phones' texts come from Qt translators: a QApplication first."""


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


def _room_for_the_flood() -> None:
    """This process holds the 1,100 prankster sockets: its own open-file limit must allow them."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = FLOOD + 200
    if soft != resource.RLIM_INFINITY and soft < want:
        if hard != resource.RLIM_INFINITY and hard < want:
            pytest.skip(f"the test process may open only {hard} files")
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))


def _limited(command: list[str]) -> tuple[list[str], Any]:
    """``command`` under ``prlimit --nofile=1024`` (or the same limit set before exec)."""
    if shutil.which("prlimit"):
        return ["prlimit", "--nofile=1024", *command], None

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))

    return command, limit


async def _honest(kind: str, base: str, line: dict[str, Any]) -> None:
    """A phone from 127.0.0.1: the page loads and the socket joins."""
    async with aiohttp.ClientSession() as http:
        async with http.get(base) as page:
            assert page.status == 200
        if kind == "table":
            state = await Phone(http, base, line["token"]).join()
            assert state["type"] == "state"
        else:
            body = {"name": "Anna", "room": line["room"], "lang": "en"}
            async with http.post(base + "join", json=body) as joined:
                assert joined.status == 200, await joined.text()
                token = (await joined.json())["token"]
            ws = await http.ws_connect(base + "ws")
            await ws.send_str(json.dumps({"type": "join", "token": token, "lang": "en"}))
            assert json.loads((await ws.receive(timeout=10)).data)["type"] == "welcome"
            await ws.close()


def _half_open(port: int) -> list[socket.socket]:
    """A prankster's :data:`FLOOD` connections from 127.0.0.2 that send nothing (connected all
    at once: a SYN the busy listener dropped is sent again in parallel, not one after another)."""
    flood = []
    with selectors.DefaultSelector() as pending:
        for _ in range(FLOOD):
            s = socket.socket()
            s.setblocking(False)
            s.bind(("127.0.0.2", 0))
            s.connect_ex(("127.0.0.1", port))
            flood.append(s)
            pending.register(s, selectors.EVENT_WRITE)
        end = time.monotonic() + 20
        while pending.get_map() and time.monotonic() < end:
            for key, _ in pending.select(timeout=1):
                pending.unregister(key.fileobj)
    made = (0, errno.ECONNRESET, errno.EPIPE)  # connected (and maybe closed by the server since)
    assert all(s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) in made for s in flood)
    return flood


def _no_host(port: int) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        return s.recv(200)


@pytest.mark.parametrize("kind", ["table", "class"])
def test_1100_half_open_connections_under_1024_open_files_an_honest_phone_is_still_served(
    kind: str, tmp_path: Path
) -> None:
    _room_for_the_flood()
    command, limit = _limited([sys.executable, "-c", SERVER, kind, str(TESTS)])
    err_path = tmp_path / "stderr.txt"
    with err_path.open("wb") as err:
        proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            preexec_fn=limit,  # noqa: PLW1509 - only the open-file limit, before exec
        )
    flood: list[socket.socket] = []
    try:
        assert proc.stdout is not None and proc.stdin is not None
        line = json.loads(proc.stdout.readline())
        port = line["port"]
        base = f"http://127.0.0.1:{port}/"
        started = time.monotonic()
        flood = _half_open(port)
        took = time.monotonic() - started
        time.sleep(0.3)  # the connections past the cap are being closed
        open_files = len(os.listdir(f"/proc/{proc.pid}/fd"))
        run(_honest(kind, base, line))
        answer = _no_host(port)
        assert proc.poll() is None
    finally:
        for s in flood:
            s.close()
        if proc.stdin is not None:
            proc.stdin.close()
        proc.wait(timeout=30)
    stderr = err_path.read_text(errors="replace")
    assert answer.split(b" ", 2)[1] == b"400", answer
    # before: all 1,024 (accept() failed); now the cap per address (32, the class 128) and the
    # server's own files
    assert open_files < 400, f"{open_files} files open in the server after the flood"
    assert "Traceback" not in stderr, stderr[:2000]
    assert len(stderr) < 20_000, f"{len(stderr)} bytes on stderr in {took:.1f} s"
    assert "turned away" in stderr  # said, in one line per kind (rate-limited)


def test_half_open_and_idle_connections_are_closed_after_the_request_timeout() -> None:
    async def main(port: int) -> tuple[float, float]:
        loop = asyncio.get_running_loop()
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # headers never completed
        started = loop.time()
        assert await asyncio.wait_for(reader.read(), 5) == b""
        half_open = loop.time() - started
        writer.close()
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")  # then kept alive, idle
        started = loop.time()
        answer = await asyncio.wait_for(reader.read(-1), 5)  # the page, then the end
        idle = loop.time() - started
        assert answer.startswith(b"HTTP/1.1 200")
        writer.close()
        return half_open, idle

    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    with running_table(toy_game, seats, request_timeout=0.5) as server:
        half_open, idle = run(main(server.port))
    assert 0.3 < half_open < 3 and 0.3 < idle < 3


def test_a_request_without_host_is_a_400_and_one_log_line_without_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO)
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:
        answer = _no_host(server.port)
        time.sleep(0.2)
    assert answer.split(b" ", 2)[1] == b"400"
    lines = [r for r in caplog.records if r.name.startswith("geoquiz.table.http")]
    assert lines, "the bad request is said"
    for record in lines:
        assert record.exc_info is None and "\n" not in record.getMessage()
    assert "Host" in lines[0].getMessage()


def test_connections_past_the_cap_per_address_are_closed_at_once() -> None:
    async def main(port: int, token: str) -> None:
        held = [await asyncio.open_connection("127.0.0.1", port) for _ in range(4)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        assert await asyncio.wait_for(reader.read(), 5) == b""  # the fifth: closed, unread
        writer.close()
        for _, w in held:
            w.close()
        await asyncio.sleep(0.1)
        async with aiohttp.ClientSession() as http:  # places given back: served again
            await Phone(http, f"http://127.0.0.1:{port}/", token).join()

    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    with running_table(toy_game, seats, max_per_address=4) as server:
        run(main(server.port, tokens(server)[0]))
        assert server.call(lambda: server.gate.count) <= 1


def test_connection_gate_counts_per_address_and_in_all() -> None:
    gate = ConnectionGate(per_address=2, total=3, log=logging.getLogger("test.gate"))
    assert gate.admit("a") and gate.admit("a") and not gate.admit("a")
    assert gate.admit("b") and not gate.admit("c")  # three open in all
    gate.release("a")
    assert gate.admit("c") and gate.open == {"a": 1, "b": 1, "c": 1}
    assert connection_limit(1024) == 512 and connection_limit(256) == 128
    assert connection_limit(10) == 16


def test_log_lines_are_one_line_each_and_rate_limited() -> None:
    logger = logging.getLogger("test.one_line")
    logger.propagate = False
    seen: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record)

    keep = Keep()
    logger.addHandler(keep)
    logger.addFilter(OneLineLog(burst=5, rate=0.001))
    try:
        for i in range(1000):
            logger.warning("connection from %s turned away", f"10.0.0.{i % 250}")
        try:
            raise OSError(24, "Too many open files")
        except OSError as exc:
            logger.error("socket.accept() out of system resource", exc_info=exc)
    finally:
        logger.removeHandler(keep)
    assert len(seen) == 6
    error = seen[-1]
    assert error.exc_info is None and "\n" not in error.getMessage()
    assert "OSError: [Errno 24] Too many open files" in error.getMessage()
    logging.getLogger("test.one_line").filters.clear()
