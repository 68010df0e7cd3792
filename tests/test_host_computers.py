"""``geoquiz --db F host GAME --seats computer,computer --no-window --bot-delay 0`` (issue 27):
a table of computers only plays its game to the end — the scripted and benchmark way — and is
saved as every table is, so that ``geoquiz saves list`` shows it (game, moves, finished) and
``geoquiz saves check`` replays it. Without ``--no-window`` a table of computers only is still
refused with one line. One run goes through a real process (the command line as a user types
it); the other games run in this process, to keep the test fast (measured on the loaded
machine: 3-6 s a game in its own process, most of it start-up; in this process Carcassonne
4.2 s, Danmark 1.0 s, Minden and Stadt-Land 0.2 s)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from geoquiz.app.cli.main import main
from geoquiz.app.cli.saves import check_saves, list_saves
from geoquiz.db.table_saves import list_tables

FIVE = ["tage", "carcassonne", "minden", "danmark", "stadtland"]


def _args(db: Path, game: str) -> list[str]:
    return [
        "--db", str(db), "host", game, "--seats", "computer,computer:easy",
        "--no-window", "--bot-delay", "0", "--seed", "3",
    ]  # fmt: skip


def _saved(db: Path, game: str) -> dict[str, Any]:
    url = f"sqlite:///{db}"
    saves = list_saves(url)
    assert len(saves) == 1, saves
    entry = saves[0]
    assert entry["game"] == game and entry["finished"] is True and entry["moves"] > 0
    assert entry["players"] == ["computer 1", "computer 2"] and "damaged" not in entry
    assert check_saves(url)[1] == []  # it replays
    assert [t["id"] for t in list_tables(url)] == [entry["id"]]  # host --list finds it too
    return entry


@pytest.mark.parametrize("game", [g for g in FIVE if g != "tage"])
def test_a_table_of_computers_plays_its_game_to_the_end_and_is_saved(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("GEOQUIZ_DB", str(tmp_path / "unused.sqlite"))  # main sets it: restored
    db = tmp_path / "games.sqlite"
    assert main(_args(db, game)) == 0
    out, err = capsys.readouterr()
    line = json.loads(out.splitlines()[0])
    assert line["game"] == game
    entry = _saved(db, game)
    assert entry["id"] == line["table"]
    assert f"game over after {entry['moves']} moves" in err


def test_the_command_line_plays_a_table_of_computers_in_its_own_process(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "geoquiz", *_args(db, "tage")],
        capture_output=True, text=True, timeout=300, env=env, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "game over" in done.stderr
    _saved(db, "tage")
    listed = subprocess.run(
        [sys.executable, "-m", "geoquiz", "--db", str(db), "saves", "list", "--json"],
        capture_output=True, text=True, timeout=300, env=env, check=True,
    )  # fmt: skip
    (entry,) = json.loads(listed.stdout)
    assert entry["game"] == "tage" and entry["finished"] is True and entry["moves"] > 0


def test_a_table_of_computers_needs_no_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("GEOQUIZ_DB", str(tmp_path / "unused.sqlite"))
    args = ["--db", str(tmp_path / "g.sqlite"), "host", "tage", "--seats", "computer,computer"]
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "--no-window" in err
    assert list_saves(f"sqlite:///{tmp_path / 'g.sqlite'}") == []
