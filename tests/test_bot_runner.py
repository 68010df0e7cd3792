"""BotRunner: bots run on a worker thread, moves arrive on the UI thread, stale results dropped."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from geoquiz.app.runtime.bot_runner import BotRunner


def test_move_is_computed_off_the_ui_thread_and_delivered_on_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = BotRunner()
    ui = QThread.currentThread()
    seen: dict[str, object] = {}

    def bot(state: object, seat: int, rng: random.Random) -> tuple[object, int, float]:
        seen["worker"] = threading.current_thread() is not threading.main_thread()
        return state, seat, rng.random()

    def deliver(move: tuple[object, int, float]) -> None:
        seen["move"] = move
        seen["ui"] = QThread.currentThread() is ui

    states = []
    runner.thinking_changed.connect(states.append)
    runner.choose(bot, "s", 1, random.Random(7), deliver)
    assert runner.thinking
    qtbot.waitUntil(lambda: "move" in seen, timeout=5000)
    assert seen["worker"] is True and seen["ui"] is True
    assert seen["move"] == ("s", 1, random.Random(7).random())
    assert states == [True, False] and not runner.thinking


def test_a_result_for_a_position_no_longer_current_is_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = BotRunner()
    gate = threading.Event()
    got: list[object] = []
    runner.run(lambda: gate.wait(5) and "old", got.append)
    runner.cancel()
    assert not runner.thinking
    gate.set()
    assert runner.wait(5000)
    QApplication.processEvents()
    assert got == []
    # a newer request replaces one in flight; the check given with a request is asked on arrival
    gate.clear()
    runner.run(lambda: gate.wait(5) and "first", got.append)
    runner.run(lambda: "second", got.append)
    gate.set()
    qtbot.waitUntil(lambda: not runner.thinking, timeout=5000)
    assert got == ["second"]
    runner.run(lambda: "moot", got.append, current=lambda: False)
    qtbot.waitUntil(lambda: not runner.thinking, timeout=5000)
    assert got == ["second"]


def test_an_error_in_the_bot_reaches_the_ui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    runner = BotRunner()
    errors: list[BaseException] = []

    def boom() -> None:
        raise ValueError("no legal move")

    runner.run(boom, lambda _m: pytest.fail("no move expected"), on_error=errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert isinstance(errors[0], ValueError)


def test_at_exit_the_process_waits_for_a_worker_still_thinking(qtbot) -> None:  # type: ignore[no-untyped-def]
    """``wait_for_workers`` (registered with atexit) drops the request in flight and returns only
    when the worker has finished, so no worker runs Python while the interpreter finalises."""
    from geoquiz.app.runtime.bot_runner import wait_for_workers

    runner = BotRunner()
    started, finished = threading.Event(), threading.Event()
    delivered: list[object] = []

    def slow() -> str:
        started.set()
        threading.Event().wait(0.3)
        finished.set()
        return "move"

    runner.run(slow, delivered.append)
    assert started.wait(5)
    wait_for_workers(5_000)
    assert finished.is_set() and not runner.thinking
    QApplication.processEvents()
    assert delivered == []  # cancelled: the result is dropped
