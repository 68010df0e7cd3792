"""Background threads run at a lower scheduling priority than the UI thread
(app.runtime.worker_priority):
a computer's thinking, the map's names and levels (all on a BotRunner's pool) and the autosave
writer. Linux: the thread's own nice value, the UI thread's untouched."""

from __future__ import annotations

import os
import random
import sys
import threading

import pytest

from geoquiz.app.runtime.bot_runner import BotRunner
from geoquiz.app.runtime.save_writer import SaveWriter
from geoquiz.app.runtime.worker_priority import WORKER_NICE, lower_this_thread

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="per-thread nice values are Linux's"
)


def _nice() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


def _expected(base: int) -> int:
    return min(19, base + WORKER_NICE)


def test_a_thread_is_lowered_once_and_the_main_thread_never() -> None:
    base = _nice()
    seen: list[int] = []

    def work() -> None:
        lower_this_thread()
        lower_this_thread()  # once per thread: not lowered twice
        seen.append(_nice())

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert seen == [_expected(base)]
    assert lower_this_thread() is False and _nice() == base  # the main (UI) thread


def test_a_computer_thinks_on_a_lowered_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    base = _nice()
    seen: dict[str, int] = {}

    def bot(_state: object, _seat: int, _rng: random.Random) -> int:
        seen["nice"] = _nice()
        return 1

    runner = BotRunner()  # kept: a runner that is gone drops its move
    runner.choose(bot, "s", 0, random.Random(1), lambda move: seen.setdefault("move", move))
    qtbot.waitUntil(lambda: "move" in seen, timeout=5000)
    assert seen["nice"] == _expected(base) and _nice() == base


def test_a_thread_started_from_a_lowered_thread_is_not_lowered_further() -> None:
    base = _nice()
    seen: list[int] = []

    def inner() -> None:
        lower_this_thread()
        seen.append(_nice())

    def outer() -> None:
        lower_this_thread()
        child = threading.Thread(target=inner)  # inherits the lowered nice value
        child.start()
        child.join()

    worker = threading.Thread(target=outer)
    worker.start()
    worker.join()
    assert seen == [_expected(base)]


def test_the_autosave_writer_runs_lowered() -> None:
    base = _nice()
    writer = SaveWriter("test-writer")
    seen: list[int] = []
    writer.submit("k", lambda: seen.append(_nice()))
    assert writer.flush(5.0)
    assert seen == [_expected(base)]
