"""``geoquiz host``: one JSON line per person's seat, a whole game through the socket, the end."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import time
from typing import Any

import aiohttp
import pytest
from helpers.table import Phone

from geoquiz.app.cli.main import main
from geoquiz.db.table_saves import latest_table
from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL


def host(*args: str, db: str | None = None) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if db is not None:
        env["GEOQUIZ_DB"] = db
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
        (["host"], "the game is required"),
        (["host", "--resume", "--seats", "Anna"], "keeps the saved seats"),
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


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["host", "--resume", "--no-window"], "no unfinished table"),
        (["host", "--resume", "nosuchtable", "--no-window"], "no saved table"),
    ],
)
def test_host_resume_usage_errors(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv("GEOQUIZ_DB", f"sqlite:///{tmp_path}/empty.sqlite")  # no table saved
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


@pytest.mark.skipif("tage" not in GAMES, reason="10 Tage is not on the engine contract yet")
def test_host_resume_after_the_laptop_crashed(tmp_path: object) -> None:
    """A headless table killed mid-game (no goodbye: SIGKILL) is hosted again with
    ``--resume``: its seat line has no token, the phone's old link opens the seat, the game
    goes on from the saved ply to the end."""
    db = f"sqlite:///{tmp_path}/crash.sqlite"
    args = ("--no-window", "--bind", "127.0.0.1", "--bot-delay", "0")
    first = host("tage", "--seats", "Anna,computer:easy", "--seed", "5", *args, db=db)
    rng = random.Random(5)

    async def play(base: str, token: str, plies: int | None) -> dict[str, object]:
        async with aiohttp.ClientSession() as http:
            anna = Phone(http, base, token)
            state = await anna.join()
            while state["current"] != TERMINAL and (plies is None or state["ply"] < plies):
                if state["current"] == 0 and state["legal"]:
                    await anna.move(rng.choice(state["legal"]))
                state = await anna.state_after(state["ply"], timeout=20)
            return state

    try:
        assert first.stdout is not None and first.stderr is not None
        text = first.stdout.readline()
        assert text, first.stderr.read()
        line = json.loads(text)
        base = line["url"].split("#", 1)[0]
        before = asyncio.run(asyncio.wait_for(play(base, line["token"], 12), 60))
        assert isinstance(before["ply"], int) and before["ply"] >= 12
        # the saves are written in their own thread (a new database takes a while): wait for it
        for _ in range(600):
            saved = latest_table(db)
            if saved is not None and len(saved[1]["moves"]) >= 12:
                break
            time.sleep(0.1)
        else:
            raise AssertionError("the table was never saved")
    finally:
        first.kill()
        first.wait()
    second = host("--resume", *args, db=db)
    try:
        assert second.stdout is not None and second.stderr is not None
        text = second.stdout.readline()
        assert text, second.stderr.read()
        again = json.loads(text)
        assert again["seat"] == 0 and again["name"] == "Anna"
        assert again["token"] is None and again["url"] is None
        # the same port as before the crash: the phone's old link reaches the new table
        final = asyncio.run(asyncio.wait_for(play(base, line["token"], None), 120))
        assert final["current"] == TERMINAL and final["ranking"]
        assert second.wait(timeout=30) == 0
    finally:
        second.kill()
        second.wait()


def test_host_room_prints_one_code_for_all() -> None:
    proc = host("tage", "--seats", "Anna,Ben", "--no-window", "--bind", "127.0.0.1", "--room")
    try:
        assert proc.stdout is not None
        lines = [json.loads(proc.stdout.readline()) for _ in range(3)]
        assert [line.get("name") for line in lines[:2]] == ["Anna", "Ben"]
        url, code = lines[2]["room"], lines[2]["code"]
        base, fragment = url.split("#room=", 1)
        assert fragment == code and re.fullmatch(r"[ACDEFGHJKLMNPQRTUVWXY]{4,6}", code)

        async def ask() -> dict[str, object]:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, base, "").open()
                await phone.send({"type": "room", "room": fragment})
                return await phone.receive()

        seats = asyncio.run(asyncio.wait_for(ask(), 30))
        assert seats["type"] == "seats" and len(seats["seats"]) == 2  # type: ignore[arg-type]
    finally:
        proc.kill()
        proc.wait()


def test_host_lists_and_deletes_old_tables(
    capsys: pytest.CaptureFixture[str], tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Old tables can be listed (game, players, moves) and deleted; a wrong id is one line."""
    from geoquiz.app.table.saves import TableSaver
    from geoquiz.app.table.session import TableSession
    from geoquiz.games.match import Seat

    url = f"sqlite:///{tmp_path}/tables.sqlite"
    monkeypatch.setenv("GEOQUIZ_DB", url)
    game = GAMES["tage"]
    saver = TableSaver(url)
    ids = []
    for seed in (1, 2):
        seats = [Seat("Anna", "phone"), Seat("computer", "computer", "easy")]
        session = TableSession.new(game, game.example_config(players=2), seed, seats)
        session.move(0, game.encode_move(game.legal_moves(session.state)[0]))
        saver.submit(session)
        assert saver.flush()
        ids.append(session.table_id)
    saver.close()
    assert main(["host", "--list"]) == 0
    listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {e["id"] for e in listed} == set(ids)
    assert all(e["game"] == "tage" and e["players"] == ["Anna", "computer"] for e in listed)
    assert all(e["moves"] == 1 and e["finished"] is False for e in listed)
    assert main(["host", "--delete", ids[0]]) == 0
    assert json.loads(capsys.readouterr().out) == {"deleted": ids[0]}
    assert main(["host", "--list"]) == 0
    assert [json.loads(x)["id"] for x in capsys.readouterr().out.splitlines()] == [ids[1]]
    assert main(["host", "--delete", ids[0]]) == 2
    err = capsys.readouterr().err
    assert "no saved table" in err and len(err.strip().splitlines()) == 1


def test_host_control_lines_hand_seats_over_and_the_game_ends() -> None:
    """``--no-window --control``: the host's controls as JSON lines on stdin — a bad line is one
    ``error`` line, a seat to a new phone gets a new code (the old one opens nothing), both
    seats to computers and the game plays to its end by itself."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        [sys.executable, "-m", "geoquiz.app.cli.main", "host", "tage", "--seats", "Anna,Ben",
         "--no-window", "--control", "--bind", "127.0.0.1", "--bot-delay", "0", "--seed", "3"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env,
    )  # fmt: skip
    try:
        assert proc.stdout is not None and proc.stdin is not None
        seats = [json.loads(proc.stdout.readline()) for _ in range(2)]
        base = seats[0]["url"].split("#", 1)[0]

        def order(line: str) -> dict[str, Any]:
            assert proc.stdin is not None and proc.stdout is not None
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            answer: dict[str, Any] = json.loads(proc.stdout.readline())
            return answer

        bad_lines = [
            "{",
            "[]",
            '{"seat": 9, "to": "phone"}',
            '{"seat": 0, "to": "robot"}',
            '{"seat": 0, "to": "computer", "level": "genius"}',
            '{"seat": true}',
        ]
        for bad in bad_lines:
            assert set(order(bad)) == {"error"}, bad
        new = order('{"seat": 0, "to": "phone"}')
        assert new["seat"] == 0 and new["url"] == f"{base}#{new['token']}"
        assert new["token"] != seats[0]["token"]

        async def join(token: str) -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, base, token).open()
                await phone.send({"type": "join", "token": token})
                return await phone.receive()

        assert asyncio.run(join(seats[0]["token"]))["code"] == "table.bad_token"
        assert asyncio.run(join(new["token"]))["type"] == "welcome"
        assert order('{"seat": 0, "to": "computer", "level": "easy"}') == {
            "seat": 0,
            "to": "computer",
        }
        assert order('{"seat": 1, "to": "computer"}') == {"seat": 1, "to": "computer"}
        assert proc.wait(timeout=120) == 0  # computers only: the game ends by itself
        assert proc.stderr is not None and "game over" in proc.stderr.read()
    finally:
        proc.kill()
        proc.wait()


def test_host_control_needs_no_window(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["host", "tage", "--seats", "Anna,Ben", "--control"]) == 2
    assert "--control is for --no-window" in capsys.readouterr().err
