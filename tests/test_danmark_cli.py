"""``geoquiz danmark``: towns, question cards, distances; bad input exits 2 with one line."""

from __future__ import annotations

import json

import pytest

from geoquiz.app.cli import main as cli


@pytest.fixture(autouse=True)
def only_danmark(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register just this subcommand, so the test does not depend on the others."""
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.danmark",))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["danmark", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_towns_json_lists_the_board(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "towns", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) >= 75
    assert {r["group"] for r in rows} == {"A", "B", "C", "D", None}
    assert next(r for r in rows if r["id"] == "skagen")["dead_end"]


def test_questions_in_danish(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "questions", "--lang", "da")
    assert code == 0 and "Hvilken by ligger længst mod nord?" in out


def test_distance_by_name_and_by_sea(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "distance", "Aalborg", "aarhus")
    assert code == 0 and "road steps" in out
    code, out, _ = run(capsys, "distance", "Odense", "København")
    assert code == 0 and "Storebælt" in out  # Funen–Zealand needs the toll bridge or a ferry


@pytest.mark.parametrize(
    "argv",
    [("distance", "Skagen", "Paris"), ("distance", "Skagen"), ("questions", "--lang", "fr"), ()],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
