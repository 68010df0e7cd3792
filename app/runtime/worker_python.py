"""How a worker thread runs its Python beside the UI thread: :func:`python_off_ui_thread`.

Bots, the maps' layouts and the autosave are Python, so a worker holds the GIL while it
computes. The UI thread gives the GIL away whenever it waits in the event loop; to run Python
again (a timer, a paint event) it must get it back, and CPython makes the worker let go only after
``sys.getswitchinterval()``, 5 ms by default. Woken beside a busy Python thread, 300 circles
painted on the UI thread took 7.5–10.7 ms with 5 ms and 1.8–2.9 ms with 0.2 ms (1.7–2.5 ms
alone; two runs of ``bench/bench_gil_switch.py``). While any worker computes, the interval is
therefore :data:`WORKER_SWITCH_INTERVAL_S`, and the previous one again once all are idle.

The cyclic garbage collector is not this module's business: it runs on the UI thread only, for
the whole process (:mod:`app.runtime.ui_gc`). Pausing it per worker here, process-wide, left it
switched off for whoever ran next and did not stop the crashes it was meant to stop.

Entering the context also lowers the thread's scheduling priority
(:mod:`app.runtime.worker_priority`).
No Qt here: the autosave writer (``app.runtime.save_writer``) uses it too.

A worker whose job is long and made of many small steps (the maps' levels of detail: hundreds of
paths) calls :func:`yield_to_ui_thread` between steps; while the UI thread has said it will be
busy (:func:`hold_workers`, a game's first turns) the worker sleeps there and lets the GIL be. A
level batch of 42-79 ms of Python, started when a 10-Tage screen opened, ran beside its first
game's first turns and made them 14-22 ms (``bench/stall_overlaps.py``).
"""

from __future__ import annotations

import sys
import threading
import time

from geoquiz.app.runtime.worker_priority import lower_this_thread

__all__ = [
    "WORKER_SWITCH_INTERVAL_S",
    "workers_running",
    "held_for",
    "hold_workers",
    "python_off_ui_thread",
    "yield_to_ui_thread",
]

#: the GIL switch interval while a worker computes (s); short so the UI thread, which gives the
#: GIL away at each Qt call, gets it back within a fraction of a frame
WORKER_SWITCH_INTERVAL_S = 0.0002


class _WorkerPython:
    """Counts workers running Python: the first shortens the GIL switch interval, the last
    restores it (see the module docstring). ``sys.setswitchinterval`` is process-wide, so every
    worker shares one count (a lock guards it); it changes how fast the UI thread gets the GIL
    back, never what any thread computes.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._active = 0
        self._saved = sys.getswitchinterval()

    def __enter__(self) -> None:
        lower_this_thread()  # a core for the UI thread first (app.runtime.worker_priority)
        with self._lock:
            if self._active == 0:
                self._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(self._saved, WORKER_SWITCH_INTERVAL_S))
            self._active += 1

    def __exit__(self, *_: object) -> None:
        with self._lock:
            self._active -= 1
            if self._active == 0:
                sys.setswitchinterval(self._saved)


_WORKER_PYTHON = _WorkerPython()


def workers_running() -> int:
    """How many worker threads run their Python now (in :func:`python_off_ui_thread`)."""
    with _WORKER_PYTHON._lock:
        return _WORKER_PYTHON._active


def python_off_ui_thread() -> _WorkerPython:
    """The context a worker thread runs its Python in (``with python_off_ui_thread(): …``): a
    short GIL switch interval while it runs, and a lower priority for the thread."""
    return _WORKER_PYTHON


#: until when (``time.monotonic()``) workers wait at their yield points, see :func:`hold_workers`
_held_until = 0.0


def hold_workers(ms: float) -> None:
    """Say that the UI thread is busy for the next ``ms`` (a game's first turns): a worker that
    reaches :func:`yield_to_ui_thread` meanwhile waits until then."""
    global _held_until
    _held_until = max(_held_until, time.monotonic() + ms / 1000.0)


def held_for() -> float:
    """How long workers are still held (s; 0 when they are not)."""
    return max(0.0, _held_until - time.monotonic())


def yield_to_ui_thread() -> None:
    """A worker's yield point: while the workers are held, sleep until they are not (the GIL is
    the UI thread's meanwhile). Nothing happens on the main thread."""
    wait = _held_until - time.monotonic()
    if wait > 0 and threading.current_thread() is not threading.main_thread():
        time.sleep(wait)
