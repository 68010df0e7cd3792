"""``geoquiz host class`` headless to the end, then ``geoquiz class list / report --csv / --pdf /
delete`` on the report it stored; bad options are one line and exit status 2."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.classroom import Student

PY = [sys.executable, "-m", "geoquiz"]


def env_for(db: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", GEOQUIZ_DB=f"sqlite:///{db}")


def cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*PY, *args], capture_output=True, text=True, env=env_for(db), timeout=120, check=False
    )


def test_host_class_headless_then_report_csv_pdf_delete(tmp_path: Path) -> None:
    db = tmp_path / "school.sqlite3"
    proc = subprocess.Popen(
        [
            *PY,
            "--lang",
            "de",
            "host",
            "class",
            "--deck",
            "Deutschland",
            "--cards",
            "3",
            "--timer",
            "20",
            "--reveal",
            "0.2",
            "--expect",
            "2",
            "--no-window",
            "--bind",
            "127.0.0.1",
            "--seed",
            "3",
        ],  # fmt: skip
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env_for(db),
    )
    tokens: list[str] = []
    try:
        assert proc.stdout is not None
        line = json.loads(proc.stdout.readline())
        assert set(line) == {"room", "url", "projector"}
        assert len(line["room"]) == 6 and line["url"].endswith("#room=" + line["room"])
        base = line["url"].split("#", 1)[0]

        async def play() -> list[dict[str, Any]]:
            async with aiohttp.ClientSession() as http:
                anna, ben = Student(http, base, "de"), Student(http, base, "de")
                await anna.join("=Anna", line["room"])
                await ben.join("Ben", line["room"])
                tokens.extend([anna.token or "", ben.token or ""])
                for index in range(3):
                    for s, tip in ((anna, ["W"]), (ben, [])):
                        await s.until(lambda v, i=index: v["phase"] == "question"
                                      and v["card"] == i, timeout=20)  # fmt: skip
                        await s.tip(tip, card=index)
                return [await s.until(lambda v: v["phase"] == "end", 20) for s in (anna, ben)]

        ends = asyncio.run(asyncio.wait_for(play(), 120))
        assert all(v["leaderboard"] for v in ends)
        assert proc.wait(timeout=30) == 0
        assert proc.stderr is not None
        err = proc.stderr.read()
        assert "quiz over after 3 cards" in err and not any(t in err for t in tokens)
        assert proc.stdout.read() == ""
    finally:
        proc.kill()
        proc.wait()

    listed = cli(db, "class", "list")
    assert (
        listed.returncode == 0 and "Deutschland" in listed.stdout and "2 devices" in listed.stdout
    )
    report_id = listed.stdout.split()[0]
    out = cli(db, "class", "report", "--last", "--csv")
    assert out.returncode == 0, out.stderr
    rows = list(csv.DictReader(io.StringIO(out.stdout)))
    assert len(rows) == 6  # 2 devices × 3 cards
    assert {r["name"] for r in rows} == {"'=Anna", "Ben"}  # no formula for the spreadsheet
    for r in rows:
        if r["name"] == "Ben":
            assert (r["tip"], r["stones"], r["points"], r["right"]) == ("", "0", "0", "0")
        else:
            right = r["solution"].startswith("W") or " / W" in r["solution"]
            assert r["points"] == ("1" if right else "0") and r["stones"] == "1"
    pdf = tmp_path / "report.pdf"
    made = cli(db, "--lang", "de", "class", "report", report_id, "--pdf", str(pdf))
    assert made.returncode == 0, made.stderr
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 5000
    if shutil.which("pdftoppm"):
        shots = Path(os.environ.get("GEOQUIZ_CLASS_SHOTS", tmp_path))
        shots.mkdir(parents=True, exist_ok=True)
        subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(shots / "report")],
                       check=True, timeout=60)  # fmt: skip
        assert list(shots.glob("report-*.png"))
    gone = cli(db, "class", "delete", report_id)
    assert gone.returncode == 0 and f"report {report_id} deleted" in gone.stdout
    again = cli(db, "class", "report", report_id, "--csv")
    assert again.returncode == 2 and again.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["host", "class", "--cards", "3", "--no-window"], "--deck is required"),
        (["host", "class", "--deck", "Nowhere", "--no-window"], "there is no deck 'Nowhere'"),
        (["host", "class", "--deck", "Deutschland", "--teams", "9"], "--teams must be 0…5"),
        (["host", "class", "--deck", "Deutschland", "--timer", "0"], "--timer must be 1…600"),
        (["host", "class", "--deck", "Deutschland", "--cards", "999"], "--cards must be 1…200"),
        (["host", "tage"], "required: --seats"),
        (["class", "report", "--last"], "no class quiz reports yet"),
        (["class", "delete", "7"], "there is no report 7"),
    ],
)
def test_bad_input_is_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    done = cli(tmp_path / "x.sqlite3", *args)
    assert done.returncode == 2
    assert message in done.stderr and done.stderr.count("\n") == 1, done.stderr


def test_host_class_with_the_window_starts(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [*PY, "host", "class", "--deck", "Deutschland", "--cards", "2", "--bind", "127.0.0.1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env_for(tmp_path / "w.sqlite3"),
    )
    try:
        assert proc.stdout is not None
        line = json.loads(proc.stdout.readline())
        base = line["url"].split("#", 1)[0]

        async def visit() -> tuple[int, dict[str, Any]]:
            async with aiohttp.ClientSession() as http:
                return await Student(http, base).register("Anna", line["room"])

        status, body = asyncio.run(asyncio.wait_for(visit(), 30))
        assert status == 200 and body["name"] == "Anna" and body["number"] == 1
    finally:
        proc.terminate()
        proc.wait(timeout=30)
