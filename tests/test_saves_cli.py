"""``geoquiz saves list [--json]`` and ``geoquiz saves check`` (issue 27): every save of the
database — the laptop's matches and the phone tables, this version's and earlier ones' — listed
with its game, players, moves and whether it is finished, and replayed to a valid state."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from geoquiz.app.cli import main as cli
from geoquiz.app.play.autosave import MatchAutosave
from geoquiz.app.runtime.save_writer import WRITER
from geoquiz.db import savegames
from geoquiz.db.bootstrap import open_database
from geoquiz.db.session import close_all
from geoquiz.db.table_saves import save_table
from geoquiz.games import GAMES
from geoquiz.games.match import Match, Seat

#: how many driver steps each game plays before it is saved (None: to its end)
STEPS: dict[str, int | None] = {
    "tage": None,
    "minden": None,
    "stadtland": None,
    "danmark": 60,
    "carcassonne": 30,
}


@pytest.fixture
def db(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    path = tmp_path / "saves.sqlite3"
    url = f"sqlite:///{path}"
    open_database(url, load_shipped=False)
    yield url, path
    close_all()


def _computer_match(kind: str, url: str | None, steps: int | None) -> Match[Any, Any]:
    """A computer-only match of ``kind`` played ``steps`` driver steps (None: to its end),
    autosaved by :class:`MatchAutosave` as the laptop saves it (``url`` None: not saved)."""
    game = GAMES[kind]
    now = [1000.0]
    seats = [Seat(f"Computer {i + 1}", "computer", "easy") for i in range(2)]
    match = Match.new(game, game.example_config(players=2), 11, seats, clock=lambda: now[0])
    if url is not None:
        match.saver = MatchAutosave(kind, match.match_id, url).submit
    done = 0
    while not match.over() and (steps is None or done < steps):
        if not match.step():  # Stadt-Land: the round's clock makes the next move
            deadline = match.deadline()
            assert deadline is not None, f"{kind}: a computer-only match waits for nobody"
            now[0] = max(now[0] + 1, deadline)
            match.timed_step()
        done += 1
    assert WRITER.flush(30)
    return match


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert err == ""
    return status, out


def _listed(capsys: pytest.CaptureFixture[str], url: str) -> list[dict[str, Any]]:
    status, out = _run(capsys, "saves", "list", "--db", url, "--json")
    assert status == 0
    listed = json.loads(out)
    assert isinstance(listed, list)
    return listed


def test_driver_saves_of_all_five_games_are_listed_with_their_fields_and_check_0(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _path = db
    matches = {kind: _computer_match(kind, url, steps) for kind, steps in STEPS.items()}
    listed = {entry["game"]: entry for entry in _listed(capsys, url)}
    assert set(listed) == set(GAMES)
    for kind, match in matches.items():
        entry = listed[kind]
        assert entry["id"] == match.match_id and entry["where"] == "laptop"
        assert entry["players"] == ["Computer 1", "Computer 2"]
        assert entry["moves"] == len(match.log) > 0
        assert entry["finished"] is match.over()
        assert entry["format"] == "match" and "damaged" not in entry
        assert entry["started"] and entry["updated"] >= entry["started"]
    assert listed["tage"]["finished"] and not listed["carcassonne"]["finished"]
    status, out = _run(capsys, "saves", "check", "--db", url)
    assert status == 0
    assert out == "5 saved games: every one replays\n"


def test_an_old_hot_seat_snapshot_of_each_game_is_listed_and_checks_0(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _path = db
    for kind, game in GAMES.items():
        state = game.new_game(game.example_config(players=2), 5)
        savegames.save_game(kind, f"old-{kind}", state.to_dict(), url=url)
    listed = _listed(capsys, url)
    assert sorted(e["game"] for e in listed) == sorted(GAMES)
    for entry in listed:
        assert entry["format"] == "snapshot" and entry["moves"] == 0 and "damaged" not in entry
        assert entry["id"] == f"old-{entry['game']}" and len(entry["players"]) == 2
    assert _run(capsys, "saves", "check", "--db", url) == (0, "5 saved games: every one replays\n")


def test_a_phone_table_of_the_earlier_format_is_listed_as_played_on_phones(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _path = db
    match = _computer_match("tage", None, 12)
    game = GAMES["tage"]
    record = {
        "format": 1,
        "game": "tage",
        "seed": match.seed,
        "port": 8765,
        "start": game.encode_state(match.start),
        "moves": [entry.move for entry in match.log],
        "seats": [
            {"name": "Anna", "bot": None, "laptop": False, "token_sha256": "a" * 64},
            {"name": "Bot", "bot": "easy", "laptop": False, "token_sha256": None},
        ],
    }
    save_table("table-1", record, url=url)
    (entry,) = _listed(capsys, url)
    assert entry["game"] == "tage" and entry["where"] == "phones" and entry["format"] == "table"
    assert entry["players"] == ["Anna", "Bot"] and entry["moves"] == 12
    assert not entry["finished"]
    assert _run(capsys, "saves", "check", "--db", url)[0] == 0


def test_a_save_with_a_move_the_rules_refuse_makes_check_exit_1_with_one_line(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _path = db
    good = _computer_match("tage", url, 10)
    bad = _computer_match("tage", None, 10)
    record = bad.record()
    record["moves"][-1] = record["moves"][0]  # a move from another position: refused
    savegames.save_game("tage", "tampered", record, url=url)
    status, out = _run(capsys, "saves", "check", "--db", url)
    assert status == 1
    (line,) = out.splitlines()
    assert line.startswith("tage tampered (laptop): the saved game cannot be replayed")
    assert good.match_id not in out
    listed = {e["id"]: e for e in _listed(capsys, url)}
    assert listed["tampered"]["moves"] == 10  # list reads; check replays


def test_a_row_that_is_not_json_is_listed_as_damaged_and_check_names_it(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    url, path = db
    _computer_match("minden", url, 5)
    savegames.save_game("danmark", "broken", {"x": 1}, url=url)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE saved_games SET state = '{not json' WHERE game_id = 'broken'")
    listed = {e["id"]: e for e in _listed(capsys, url)}
    assert listed["broken"]["damaged"] == "the stored game is not readable JSON"
    assert listed["broken"]["game"] == "danmark" and listed["broken"]["moves"] is None
    status, out = _run(capsys, "saves", "check", "--db", url)
    assert status == 1
    assert out == "danmark broken (laptop): the stored game is not readable JSON\n"


def test_the_text_list_has_one_line_per_save(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _path = db
    match = _computer_match("tage", url, None)
    status, out = _run(capsys, "saves", "list", "--db", url)
    assert status == 0
    (line,) = out.splitlines()
    assert line.startswith(f"tage {match.match_id} (laptop, match): Computer 1, Computer 2; ")
    assert f"{len(match.log)} moves, finished; started " in line


def test_the_global_db_option_is_honoured_and_a_missing_file_is_not_created(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GEOQUIZ_DB", str(tmp_path / "unused.sqlite3"))  # restored afterwards
    missing = tmp_path / "missing.sqlite3"
    assert _run(capsys, "--db", str(missing), "saves", "list", "--json") == (0, "[]\n")
    assert _run(capsys, "--db", str(missing), "saves", "check")[0] == 0
    assert not missing.exists()
    path = tmp_path / "g.sqlite3"
    url = f"sqlite:///{path}"
    open_database(url, load_shipped=False)
    try:
        _computer_match("tage", url, 4)
        listed = json.loads(_run(capsys, "--db", str(path), "saves", "list", "--json")[1])
        assert [e["game"] for e in listed] == ["tage"]
    finally:
        close_all()


def test_saves_without_an_action_names_them_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["saves"]) == 2
    err = capsys.readouterr().err
    assert err == "geoquiz saves: choose a subcommand: list or check\n"


def test_the_lines_are_in_the_users_language_and_the_json_stays_as_it_is(
    db: tuple[str, Path], capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    """(``qapp``: the tests' QApplication exists first, so the CLI's translation does not make
    a QCoreApplication that the Qt tests after it in this process could not use.)"""
    url, path = db
    _computer_match("tage", url, 6)
    savegames.save_game("danmark", "broken", {"x": 1}, url=url)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE saved_games SET state = '{not json' WHERE game_id = 'broken'")
    status, out = _run(capsys, "--lang", "de", "saves", "check", "--db", url)
    assert status == 1
    assert out == "danmark broken (Laptop): das gespeicherte Spiel ist kein lesbares JSON\n"
    status, out = _run(capsys, "--lang", "da", "saves", "list", "--db", url)
    lines = out.splitlines()
    assert "(bærbar, trækliste): Computer 1, Computer 2; træk: 6, ikke afsluttet;" in lines[-1]
    assert lines[0] == "danmark broken (bærbar): beskadiget: det gemte spil er ikke læsbar JSON"
    listed = json.loads(_run(capsys, "--lang", "de", "saves", "list", "--db", url, "--json")[1])
    assert {e["where"] for e in listed} == {"laptop"}  # the JSON's values are not translated
