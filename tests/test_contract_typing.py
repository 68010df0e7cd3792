"""mypy checks each game against the generic contract (issue 27): a wrong move type is an error.

The registry (``geoquiz.games.registry``) assigns every game module to its own
``Game[State, Move, Config]``; here a small game module written into a temporary folder is
checked the same way, with the project's mypy settings and the package tree of
``packaging/typecheck.py``. The correct module passes; the same module whose ``apply`` takes a
``str`` where its moves are a dataclass fails, and the error names the contract's ``apply``.
These tests run mypy (a type check, not a game): marked ``typecheck``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import typecheck  # noqa: E402 - packaging/ is not a package

pytestmark = pytest.mark.typecheck

GAME = """
from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from geoquiz.games.contract import TERMINAL, BotChooser, Event, Metadata, Player

NAME = "coin"
META = Metadata(2, 2, simultaneous=False, chance=False, timed=False)


@dataclass(frozen=True)
class Config:
    players: int = 2


@dataclass(frozen=True)
class State:
    heads: int


@dataclass(frozen=True)
class Move:
    heads: bool


def example_config(players: int = 2) -> Config:
    return Config(players)


def new_game(config: Config, seed: int) -> State:
    return State(0)


def current_player(state: State) -> Player:
    return TERMINAL if state.heads >= 3 else 0


def chance_outcomes(state: State) -> list[tuple[Move, float]]:
    return []


def legal_moves(state: State) -> list[Move]:
    return [Move(True), Move(False)]


def apply(state: State, move: {apply_move}) -> State:
    return State(state.heads + 1)


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {{"heads": state.heads}}


def encode_state(state: State) -> dict[str, Any]:
    return {{"heads": state.heads}}


def decode_state(data: dict[str, Any]) -> State:
    return State(int(data["heads"]))


def encode_move(move: Move) -> dict[str, Any]:
    return {{"heads": move.heads}}


def decode_move(data: dict[str, Any]) -> Move:
    return Move(bool(data["heads"]))


def ranking(state: State) -> list[list[int]]:
    return [[0], [1]]


def events(before: State, after: State) -> list[Event]:
    return []


def _choose(state: State, seat: int, rng: random.Random) -> Move:
    return rng.choice(legal_moves(state))


bots: Mapping[str, BotChooser[State, Move]] = {{"easy": _choose}}
"""

CHECK = """
from __future__ import annotations

from geoquiz.games.contract import Game

import {module} as game

checked: Game[game.State, game.Move, game.Config] = game
"""


def _mypy(folder: Path, module: str, apply_move: str) -> subprocess.CompletedProcess[str]:
    """mypy with the project's settings on a game module (``apply`` taking ``apply_move``) and
    on a file that assigns it to its ``Game[State, Move, Config]`` as the registry does."""
    (folder / f"{module}.py").write_text(GAME.format(apply_move=apply_move))
    (folder / f"check_{module}.py").write_text(CHECK.format(module=module))
    tree = typecheck.link_tree()
    env = dict(os.environ, MYPYPATH=f"{tree}{os.pathsep}{folder}")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
         "--cache-dir", str(ROOT / "build" / "typecheck" / ".mypy_cache_contract"),
         "--no-error-summary", str(folder / f"{module}.py"), str(folder / f"check_{module}.py")],
        cwd=folder, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_mypy_accepts_a_game_module_that_meets_its_generic_contract(tmp_path: Path) -> None:
    """The control: the same module with ``apply(state, move: Move)`` type-checks cleanly, so
    the failure below is the wrong move type and nothing else."""
    result = _mypy(tmp_path, "good_game", "Move")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_reports_a_game_whose_apply_takes_a_wrong_move_type(tmp_path: Path) -> None:
    """``apply(state, move: str)`` in a game whose moves are ``Move`` does not satisfy
    ``Game[State, Move, Config]``: mypy fails and names ``apply`` and its expected type."""
    result = _mypy(tmp_path, "broken_game", "str")
    out = result.stdout + result.stderr
    assert result.returncode == 1, out
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert len(errors) == 1 and errors[0].startswith("check_broken_game.py:"), out
    assert "Incompatible types in assignment (expression has type Module" in errors[0]
    assert 'variable has type "Game[State, Move, Config]"' in errors[0]
    assert "def apply(state: State, move: Move) -> State" in out  # what the contract expects
    assert "def apply(state: State, move: str) -> State" in out  # what the module has
