"""``geoquiz stadtland cards`` and ``geoquiz stadtland check``."""

from __future__ import annotations

import json

import pytest

from geoquiz.app.cli.main import main


def test_cards_lists_categories_and_prompts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stadtland", "cards", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["categories"]) == 30 and len(data["prompts"]) == 60
    assert main(["stadtland", "cards", "--stars", "4", "--colour", "blue"]) == 0
    out = capsys.readouterr().out
    assert (
        "Teekesselchen" in out
        and "Prompts (43; 7 named in the rulebook, marked R)" in out
        and "Stadt" not in out
    )


def test_check_green_prompt_exit_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stadtland", "check", "beginnt mit einem Vokal", "Österreich", "Ulm"]) == 0
    assert "Österreich: fits" in capsys.readouterr().out
    assert main(["stadtland", "check", "g-vowel-begin", "Ypsilon", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["terms"] == [{"term": "Ypsilon", "key": "ypsilon", "fits": False}]


def test_check_blue_prompt_is_for_the_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stadtland", "check", "Gold", "Goldader"]) == 0
    assert "players judge" in capsys.readouterr().out


def test_unusable_input_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stadtland", "check", "no-such-prompt", "a"]) == 2
    assert "unknown prompt" in capsys.readouterr().err
    assert main(["stadtland", "cards", "--stars", "5"]) == 2
    assert main(["stadtland"]) == 2
