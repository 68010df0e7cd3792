"""``bench/bench_carcassonne_city_holes.py`` follows the six printed cities of a real game."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from geoquiz.app.cli.carcassonne import play_game
from geoquiz.games.carcassonne.engine import Config, PlayerSpec, large_city_status


def _bench() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "bench" / "bench_carcassonne_city_holes.py"
    spec = importlib.util.spec_from_file_location("bench_city_holes_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


def test_city_holes_bench_follows_the_games_the_cli_plays() -> None:
    """For seed 4 the bench sees the cities the CLI's game completes, and every city left open
    has open squares at the end; the map's figures are those of that game."""
    bench = _bench()
    laid, free, aside, total, lives = bench.play(4)
    players = tuple(
        PlayerSpec(f"{i + 1}:{lv}", "computer", lv) for i, lv in enumerate(bench.LEVELS)
    )
    state, placements = play_game(Config(players, seed=4), bench.LEVELS, 4)
    done = dict(large_city_status(state))
    assert len(done) == 6 and {n: life.done_at is not None for n, life in lives.items()} == done
    assert any(done.values()) and not all(done.values())
    assert all(life.open_end > 0 for life in lives.values() if life.done_at is None)
    assert all(life.last_at is None or life.last_at <= laid for life in lives.values())
    assert laid <= free and total == 114 and aside == len(state.discarded)
    assert laid == len(placements) + len(state.config.starts)
