"""The top-level command line: global options and error handling (DESIGN §9)."""

from __future__ import annotations

import os

import pytest

from geoquiz.app.cli.main import main


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


def test_command_modules_name_exactly_the_commands_each_module_registers() -> None:
    import argparse
    import importlib

    from geoquiz.app.cli import main as cli

    registered: dict[str, str] = {}
    for module in cli.SUBCOMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(module).register(sub)
        registered.update({name: module for name in sub.choices})
    assert registered == cli.COMMAND_MODULES


def test_a_command_imports_only_its_own_module() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from app.cli.main import build_parser; "
        "build_parser(['--lang', 'de', 'locate', '52', '9']); "
        "print(sorted(m for m in sys.modules if m.startswith('geoquiz.app.cli.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['geoquiz.app.cli.locate', 'geoquiz.app.cli.main']"


def test_help_and_unknown_commands_still_see_every_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from geoquiz.app.cli.main import COMMAND_MODULES

    with pytest.raises(SystemExit):  # argparse prints the help and exits
        main(["--help"])
    out = capsys.readouterr().out
    assert all(command in out for command in COMMAND_MODULES)
    assert main(["nonsense"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice" in err and "carcassonne" in err
