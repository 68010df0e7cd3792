"""The top-level command line: global options and error handling (DESIGN §9)."""

from __future__ import annotations

import os

import pytest

from app.cli.main import main


def test_global_db_option_selects_the_database_for_every_subcommand(
    tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db_file = tmp_path / "school.sqlite3"
    # setenv records the original value, so the change main() makes is undone after the test
    monkeypatch.setenv("GEOQUIZ_DB", str(tmp_path / "other.sqlite3"))
    assert main(["--db", str(db_file), "cards", "list"]) == 0
    assert os.environ["GEOQUIZ_DB"] == str(db_file)
    assert db_file.exists()
    assert "Minden" in capsys.readouterr().out


def test_unknown_subcommand_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fly-to-the-moon"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
