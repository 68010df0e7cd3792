"""``geoquiz host``: one JSON line per person's seat, a whole game through the socket, the end."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys

import aiohttp
import pytest
from helpers.table import Phone

from geoquiz.app.cli.main import main
from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL


def host(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "geoquiz.app.cli.main", "host", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


@pytest.mark.skipif("tage" not in GAMES, reason="10 Tage is not on the engine contract yet")
def test_host_tage_headless_to_the_end() -> None:
    proc = host("tage", "--seats", "Anna,computer:easy", "--no-window", "--bind", "127.0.0.1",
                "--bot-delay", "0", "--seed", "5")  # fmt: skip
    try:
        assert proc.stdout is not None
        line = json.loads(proc.stdout.readline())
        assert line["seat"] == 0 and line["name"] == "Anna"
        assert line["url"].endswith("#" + line["token"]) and len(line["token"]) >= 22
        base = line["url"].split("#", 1)[0]

        async def play() -> dict[str, object]:
            rng = random.Random(5)
            async with aiohttp.ClientSession() as http:
                anna = Phone(http, base, line["token"])
                state = await anna.join()
                while state["current"] != TERMINAL:
                    if state["current"] == 0 and state["legal"]:
                        await anna.move(rng.choice(state["legal"]))
                    state = await anna.state_after(state["ply"], timeout=20)
                return state

        final = asyncio.run(asyncio.wait_for(play(), 120))
        assert final["current"] == TERMINAL and final["ranking"]
        assert proc.wait(timeout=30) == 0
        assert proc.stderr is not None
        err = proc.stderr.read()
        assert "game over" in err and line["token"] not in err
        assert proc.stdout.read() == ""  # nothing but the seat lines on stdout
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["host", "chess", "--seats", "Anna"], "unknown game"),
        (["host", "tage", "--seats", "computer,computer"], "at least one seat"),
        (["host", "tage", "--seats", "Anna,computer:genius"], "unknown computer level"),
        (["host", "tage", "--seats", "Anna,,Ben"], "seat 2 is empty"),
        (["host", "tage", "--seats", "laptop:Anna,Ben", "--no-window"], "need the window"),
    ],
)
def test_host_usage_errors(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    if "tage" not in GAMES:
        pytest.skip("10 Tage is not on the engine contract yet")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1
