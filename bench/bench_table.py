"""Benchmark: 40 phones at one table — p95 time from a move to every phone's new view.

The table server (``geoquiz.app.table``, in its own thread as in the app) hosts the 40-seat toy
game of ``tests/helpers/toy_game.py`` with 40 connected WebSocket clients; each turn the current
seat's client sends its move and the clock stops when all 40 clients hold the state after it
(each its own ``view``). The baseline, measured in the same run with the same clients, is a bare
aiohttp WebSocket server (also in its own thread) that sends every message it receives to all 40
sockets, padded to the table's mean state-message size, so the ratio is the table's own work
(the engine's ``view`` per seat, encoding, bookkeeping) over the cost of the network path.
Prints both p95 latencies and the ratio.

Run: ``.venv/bin/python bench/bench_table.py [--clients 40] [--rounds 120]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

__all__ = ["main", "run"]


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


class EchoServer:
    """A bare aiohttp WebSocket server in its own thread: every message goes to every socket."""

    def __init__(self) -> None:
        self.port = 0
        self._sockets: list[web.WebSocketResponse] = []
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None

    def start(self) -> None:
        threading.Thread(target=self._run, daemon=True).start()
        self._ready.wait()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        loop.run_until_complete(self._open())
        self._ready.set()
        loop.run_forever()

    async def _open(self) -> None:
        app = web.Application()
        app.router.add_get("/ws", self._ws)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        assert site._server is not None  # noqa: SLF001
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]  # noqa: SLF001

    async def _ws(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.append(ws)
        async for msg in ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                await asyncio.gather(*(s.send_str(msg.data) for s in self._sockets))
        return ws

    def stop(self) -> None:
        loop = self._loop
        if loop is None:
            return

        async def close() -> None:
            for ws in self._sockets:
                await ws.close()
            if self._runner is not None:
                await self._runner.cleanup()

        asyncio.run_coroutine_threadsafe(close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)


async def _echo(clients: int, rounds: int, size: int) -> list[float]:
    server = EchoServer()
    server.start()
    arrivals: dict[int, list[float]] = {}
    done: dict[int, asyncio.Event] = {}
    try:
        async with aiohttp.ClientSession() as http:
            sockets = [await http.ws_connect(f"http://127.0.0.1:{server.port}/ws")
                       for _ in range(clients)]  # fmt: skip

            async def read(ws: aiohttp.ClientWebSocketResponse) -> None:
                async for msg in ws:
                    seq = json.loads(msg.data)["seq"]
                    arrivals.setdefault(seq, []).append(time.perf_counter())
                    if len(arrivals[seq]) == clients:
                        done.setdefault(seq, asyncio.Event()).set()

            readers = [asyncio.ensure_future(read(ws)) for ws in sockets]
            await asyncio.sleep(0.2)
            latencies = []
            for seq in range(rounds):
                event = done.setdefault(seq, asyncio.Event())
                payload = {"seq": seq, "type": "state", "pad": "x" * size}
                start = time.perf_counter()
                await sockets[seq % clients].send_str(json.dumps(payload))
                await asyncio.wait_for(event.wait(), 30)
                latencies.append(max(arrivals[seq]) - start)
            for ws in sockets:
                await ws.close()
            for r in readers:
                r.cancel()
    finally:
        server.stop()
    return latencies


async def _table(clients: int, rounds: int) -> tuple[list[float], int]:
    """Latencies of the table, and the mean size of a state message in bytes."""
    from helpers import toy_game
    from helpers.table import running_table

    from geoquiz.games.match import Seat

    seats = [Seat(f"P{i}", "phone") for i in range(clients)]
    latencies: list[float] = []
    with running_table(toy_game, seats, bot_delay=0.0, join_burst=10**6) as table:
        tokens = [s.token for s in table.session.seats]
        arrivals: dict[int, list[float]] = {}
        done: dict[int, asyncio.Event] = {}
        latest: dict[int, dict[str, Any]] = {}
        sizes: list[int] = []
        async with aiohttp.ClientSession() as http:
            sockets = []
            for token in tokens:
                ws = await http.ws_connect(table.base_url + "ws")
                await ws.send_str(json.dumps({"type": "join", "token": token}))
                sockets.append(ws)

            async def read(index: int, ws: aiohttp.ClientWebSocketResponse) -> None:
                async for msg in ws:
                    data = json.loads(msg.data)
                    if data["type"] != "state":
                        continue
                    latest[index] = data
                    sizes.append(len(msg.data))
                    ply = data["ply"]
                    arrivals.setdefault(ply, []).append(time.perf_counter())
                    if len(arrivals[ply]) == clients:
                        done.setdefault(ply, asyncio.Event()).set()

            readers = [asyncio.ensure_future(read(i, ws)) for i, ws in enumerate(sockets)]
            while len(latest) < clients:
                await asyncio.sleep(0.01)
            for _ in range(rounds):
                # wait for a person's turn (the table rolls the die in between)
                while True:
                    ply = table.call(lambda: table.session.ply)
                    current = table.call(table.session.current)
                    if current == "terminal":
                        break
                    seen = latest.get(current) if isinstance(current, int) else None
                    if seen is not None and seen["ply"] == ply and seen["legal"]:
                        break
                    await asyncio.sleep(0.001)
                if current == "terminal":
                    break
                event = done.setdefault(ply + 1, asyncio.Event())
                start = time.perf_counter()
                await sockets[current].send_str(
                    json.dumps({"type": "move", "move": seen["legal"][0]})
                )
                await asyncio.wait_for(event.wait(), 30)
                latencies.append(max(arrivals[ply + 1][:clients]) - start)
            for ws in sockets:
                await ws.close()
            for r in readers:
                r.cancel()
    return latencies, int(statistics.mean(sizes))


def run(clients: int = 40, rounds: int = 120) -> dict[str, float]:
    """Both measurements in one run; seconds."""
    table, size = asyncio.run(_table(clients, rounds))
    echo = asyncio.run(_echo(clients, len(table), size))
    return {
        "clients": clients,
        "moves": len(table),
        "bytes": size,
        "table_p95": p95(table),
        "table_median": statistics.median(table),
        "echo_p95": p95(echo),
        "echo_median": statistics.median(echo),
        "ratio": p95(table) / p95(echo),
    }


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # the phones' texts
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=120)
    args = parser.parse_args()
    r = run(args.clients, args.rounds)
    print(
        f"table: {int(r['clients'])} connected phones, {int(r['moves'])} moves, "
        f"state messages of {int(r['bytes']):,} bytes on average"
    )
    print(
        f"  move → all {int(r['clients'])} new views:  p95 {r['table_p95'] * 1000:7.2f} ms "
        f"(median {r['table_median'] * 1000:.2f} ms; goal < 100 ms)"
    )
    print(
        f"  bare aiohttp echo, same bytes to all: p95 {r['echo_p95'] * 1000:7.2f} ms "
        f"(median {r['echo_median'] * 1000:.2f} ms)"
    )
    print(f"  ratio table / echo (p95):     {r['ratio']:7.2f}x")
    del app


if __name__ == "__main__":
    main()
