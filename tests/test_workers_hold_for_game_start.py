"""Issue 15: while a game starts, the workers that yield to the UI thread wait (the maps' levels
of detail; ``app.runtime.worker_python.hold_workers``), so the game's first turns do not share the
GIL with
them."""

from __future__ import annotations

import threading
import time

import pytest

from geoquiz.app.runtime import worker_python

pytest.importorskip("pytestqt")


def test_a_worker_at_a_yield_point_waits_until_the_hold_ends() -> None:
    worker_python.hold_workers(300)
    end = time.monotonic() + worker_python.held_for()
    resumed: list[float] = []
    worker = threading.Thread(
        target=lambda: (worker_python.yield_to_ui_thread(), resumed.append(time.monotonic()))
    )
    worker.start()
    worker_python.yield_to_ui_thread()  # the main thread never waits at a yield point
    assert time.monotonic() < end and not resumed
    worker.join(10)
    assert resumed and resumed[0] >= end - 0.002
    assert worker_python.held_for() == 0.0
    worker_python.yield_to_ui_thread()  # not held: nothing happens


def test_no_level_batch_starts_while_the_workers_are_held(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.canvas import level_worker

    started: list[float] = []
    delivered: list[object] = []
    worker_python.hold_workers(200)
    end = time.monotonic() + worker_python.held_for()
    level_worker.submit(lambda: started.append(time.monotonic()) or "made", delivered.append)
    qtbot.waitUntil(lambda: delivered == ["made"], timeout=10_000)
    assert started[0] >= end - 0.002  # not before the hold ended


def test_a_game_start_holds_the_workers(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.shell.game_screen import GAME_START_HOLD_MS
    from geoquiz.app.stadtland.screen import StadtlandScreen
    from geoquiz.games import stadtland

    screen = StadtlandScreen("en", url=f"sqlite:///{tmp_path / 'hold.sqlite3'}")
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: worker_python.held_for() == 0.0, timeout=10_000)
    screen.start_game(stadtland.Config(("Anna", "Ben"), rounds=5, seed=3, round_cap=9))
    assert 0.0 < worker_python.held_for() <= GAME_START_HOLD_MS / 1000.0
