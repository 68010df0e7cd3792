"""What ran beside the UI thread in the longest gaps of ``bench_stall.py``: docs/performance.md's
figures on what the gaps overlap.

Plays the stall benchmark's games (bots on the worker, as the app plays) and records, besides the
heartbeat, every autosave job on the writer's thread and every task of a ``BotRunner`` (computer
moves, the maps' names and levels) with its start, end and CPU time, every garbage collection
with its thread, and every hand-over of a save on the UI thread. It then prints the longest gaps
with the UI thread's and the whole process's CPU in them and what overlapped each (times in ms
from the gap's start), and every save hand-over that took more than 2 ms.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/stall_overlaps.py [--kinds K ...]
[--top N]``. Not part of ``make bench`` (no budget: it explains the stall benchmark's figure).
"""

from __future__ import annotations

import argparse
import gc
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_stall  # noqa: E402

#: (what, start, end, CPU ms of its thread) of every job, task and collection
_SPANS: list[tuple[str, float, float, float]] = []
#: (start, end, CPU ms) of every save hand-over on the UI thread
_HAND_OVERS: list[tuple[float, float, float]] = []
#: (time, gap ms, UI-thread CPU ms, process CPU s, moves) at every heartbeat
_BEATS: list[tuple[float, float, float, float, int]] = []


def _spanned(what: str, fn: Callable[[], Any]) -> Callable[[], Any]:
    def run() -> Any:
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            return fn()
        finally:
            _SPANS.append((what, t0, time.perf_counter(), (time.thread_time() - c0) * 1000.0))

    return run


def _instrument() -> None:
    from geoquiz.app.runtime import bot_runner, save_writer
    from geoquiz.games.match import Match

    submit = save_writer.SaveWriter.submit

    def submitted(self: Any, key: Any, job: Callable[[], None]) -> None:
        submit(self, key, _spanned("save job", job))

    save_writer.SaveWriter.submit = submitted  # type: ignore[method-assign]

    on_pool = bot_runner.run_on_pool  # a BotRunner's task goes to its pool through this

    def task(pool: Any, work: Callable[[], Any], *args: Any, **kwargs: Any) -> int:
        name = getattr(work, "__qualname__", type(work).__name__)
        return on_pool(pool, _spanned(f"task {name}", work), *args, **kwargs)

    bot_runner.run_on_pool = task  # type: ignore[assignment]

    save = Match.save  # the record made on the UI thread and handed to the writer

    def handed_over(self: Any) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        save(self)
        _HAND_OVERS.append((t0, time.perf_counter(), (time.thread_time() - c0) * 1000.0))

    Match.save = handed_over  # type: ignore[method-assign]

    started: dict[int, float] = {}

    def collection(phase: str, info: dict[str, int]) -> None:
        ident = threading.get_ident()
        if phase == "start":
            started[ident] = time.perf_counter()
        elif ident in started:
            name = threading.current_thread().name
            what = f"collection gen {info['generation']} on {name}"
            _SPANS.append((what, started.pop(ident), time.perf_counter(), 0.0))

    gc.callbacks.append(collection)

    beat = bench_stall._Heartbeat._beat

    def beaten(self: Any) -> None:
        beat(self)
        _BEATS.append(
            (
                time.perf_counter(),
                self.gaps[-1],
                self.cpu[-1],
                time.process_time(),
                self.at_move[-1],
            )
        )

    bench_stall._Heartbeat._beat = beaten  # type: ignore[method-assign]


def _overlaps(t0: float, t1: float) -> str:
    parts = [
        f"{what} {(s - t0) * 1000:+.1f}..{(e - t0) * 1000:+.1f}"
        + (f" ({cpu:.1f} CPU)" if cpu else "")
        for what, s, e, cpu in _SPANS
        if s < t1 and e > t0
    ]
    return "; ".join(parts) or "nothing"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kinds", nargs="+", default=[], metavar="KIND")
    parser.add_argument("--top", type=int, default=8, help="longest gaps to explain")
    args = parser.parse_args()
    _instrument()
    bench_stall.run(only=tuple(args.kinds), modes=("worker",))
    rows = []
    for (t, gap, cpu, process, moves), before in zip(_BEATS[1:], _BEATS, strict=False):
        rows.append((gap, t, cpu, (process - before[3]) * 1000.0, moves))
    rows.sort(reverse=True)
    print(f"the {args.top} longest gaps (ms from the gap's start; CPU in ms):")
    for gap, t, cpu, process, moves in rows[: args.top]:
        t0 = t - gap / 1000.0
        print(
            f"  {gap:5.1f} ms at move {moves}: UI thread {cpu:.1f} CPU, process {process:.1f} CPU"
        )
        print(f"        beside: {_overlaps(t0, t)}")
    slow = [(t0, t1, cpu) for t0, t1, cpu in _HAND_OVERS if (t1 - t0) * 1000.0 > 2.0]
    print(f"save hand-overs on the UI thread over 2 ms: {len(slow)} of {len(_HAND_OVERS)}")
    for t0, t1, cpu in slow:
        print(f"  {(t1 - t0) * 1000:.1f} ms ({cpu:.1f} CPU); beside: {_overlaps(t0, t1)}")


if __name__ == "__main__":
    main()
