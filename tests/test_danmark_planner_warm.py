"""A Danmark screen reads the hard player's table on a worker while it is built and its lobby
shows (app.danmark.planner_warm), so the first hard decision of a game finds it read."""

from __future__ import annotations

import threading

import pytest

from geoquiz.app.danmark import planner_warm
from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.app.runtime import bot_runner
from geoquiz.games.danmark import planner, turn_table


def test_building_the_screen_reads_the_table_off_the_ui_thread(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for f in (turn_table.stored, planner.walk_ends, planner.expected_turns):
        f.cache_clear()  # as in a fresh process
    monkeypatch.delitem(bot_runner._WARM_UPS, "danmark-warm-planner", raising=False)
    readers: list[bool] = []
    real = turn_table.table_path

    def path() -> object:
        readers.append(threading.current_thread() is threading.main_thread())
        return real()

    monkeypatch.setattr(turn_table, "table_path", path)
    screen = DanmarkScreen("en", persist=False)
    qtbot.addWidget(screen)
    warming = bot_runner._WARM_UPS.get("danmark-warm-planner")
    assert warming is not None
    warming.join(30)
    assert readers == [False]  # read once, on the worker
    assert turn_table.stored.cache_info().currsize == 1
    assert planner_warm.warm_planner() is warming  # once per process


@pytest.fixture(autouse=True)
def _fresh_tables() -> object:
    yield
    for f in (turn_table.stored, planner.walk_ends, planner.expected_turns):
        f.cache_clear()
