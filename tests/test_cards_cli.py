"""``geoquiz cards list|export|import|check`` end to end (exit codes, report lines)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from geoquiz.app.cli import main as cli
from geoquiz.db.session import close_all

GOOD = "colour,title,prompt_de,lat,lon\nyellow,Minden,Wo liegt Minden?,52.289,8.917\n"
BAD = GOOD + "purple,Paris,Wo?,48.857,2.352\n"
REGISTERED = cli.SUBCOMMAND_MODULES  # before the fixture narrows it


@pytest.fixture(autouse=True)
def _only_cards(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register just this subcommand, so the test does not depend on the others' modules."""
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.cards",))
    yield
    close_all()


def _run(*args: str) -> int:
    return cli.main(["cards", *args])


def test_import_export_check_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = f"sqlite:///{tmp_path / 'a.sqlite3'}"
    src = tmp_path / "mein.csv"
    src.write_text(GOOD, encoding="utf-8")
    assert _run("import", str(src), "--deck", "Mein Deck", "--db", first) == 0
    assert "1 cards imported into 'Mein Deck'" in capsys.readouterr().out

    out = tmp_path / "export.csv"
    assert _run("export", str(out), "--deck", "Mein Deck", "--db", first) == 0
    assert "W N 12 C" in out.read_text(encoding="utf-8")

    second = f"sqlite:///{tmp_path / 'b.sqlite3'}"
    assert _run("import", str(out), "--deck", "Neu", "--db", second) == 0
    capsys.readouterr()
    assert _run("list", "--deck", "Neu", "--db", second) == 0
    line = capsys.readouterr().out.strip()
    assert line.endswith("Neu\tyellow\tMinden\tW N 12 C")

    assert _run("check", "--db", second) == 0
    assert "problems" in capsys.readouterr().out
    assert _run("list", "--decks", "--db", second) == 0
    decks = capsys.readouterr().out
    assert "Deutschland:" in decks and "Neu: 1 yellow" in decks


def test_import_with_errors_prints_report_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'c.sqlite3'}"
    src = tmp_path / "bad.csv"
    src.write_text(BAD, encoding="utf-8")
    assert _run("import", str(src), "--db", url) == 2
    captured = capsys.readouterr()
    assert "row 3, column colour" in captured.err
    assert "nothing imported" in captured.out
    assert _run("list", "--deck", "bad", "--db", url) == 2  # the deck was not created
    assert "no deck called 'bad'" in capsys.readouterr().err
    assert _run("import", str(src), "--only-valid", "--db", url) == 2
    assert "1 cards imported" in capsys.readouterr().out


def test_corrupt_database_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(b"not a database" * 100)
    assert _run("check", "--db", str(path)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "left untouched" in err
    assert "Traceback" not in err


def test_export_formats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'd.sqlite3'}"
    assert _run("export", str(tmp_path / "all.geojson"), "--db", url) == 0
    assert '"FeatureCollection"' in (tmp_path / "all.geojson").read_text(encoding="utf-8")
    assert _run("export", str(tmp_path / "d.json"), "--deck", "Deutschland", "--db", url) == 0
    assert _run("export", str(tmp_path / "x.txt"), "--db", url) == 2
    assert _run("export", str(tmp_path / "x.json"), "--db", url) == 2
    assert "needs --deck" in capsys.readouterr().err


def test_cards_is_a_registered_subcommand() -> None:
    assert "geoquiz.app.cli.cards" in REGISTERED
