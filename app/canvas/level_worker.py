"""One worker thread, shared by every map canvas, that makes levels of detail off the UI thread.

A canvas hands it a batch of levels to make (``LayerStack.request_level``); it runs one batch
at a time, in the order asked, and delivers each result on the UI thread. It belongs to no
canvas: a canvas closed and deleted while its batch is computed (a screenshot, a test) must not
take the worker's thread pool down with it mid-task, and a result for a canvas that is gone is
dropped (``deliver`` raises ``RuntimeError`` for a deleted Qt object).

While a batch is computed, Python's cyclic garbage collector is off: the runner's workers run
their Python that way (:func:`geoquiz.app.runtime.bot_runner.python_off_ui_thread`). A collection
run on
the worker destroyed unreferenced Qt widgets there (a closed canvas whose wrapper sat in a
reference cycle: "Timers cannot be stopped from another thread") and crashed the process.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from geoquiz.app.runtime.bot_runner import BotRunner
from geoquiz.app.runtime.worker_python import held_for

__all__ = ["submit"]

_queue: list[tuple[Callable[[], Any], Callable[[Any], None]]] = []
_runner: BotRunner | None = None
_next_pending = False


def submit(work: Callable[[], Any], deliver: Callable[[Any], None]) -> None:
    """Run ``work()`` on the worker thread after the work asked before it; then, on the UI
    thread, ``deliver(result)``, or ``deliver(None)`` if ``work`` raised."""
    _queue.append((work, deliver))
    _next()


def _next() -> None:
    global _runner
    if _runner is None:
        _runner = BotRunner()  # no parent: it lives as long as the process
    if _runner.thinking or not _queue:
        return
    wait = held_for()  # a game is starting: its first turns first (app.runtime.worker_python)
    if wait > 0:
        _next_later(wait)
        return
    work, deliver = _queue.pop(0)
    _runner.run(
        work,
        lambda result: _done(deliver, result),
        on_error=lambda _exc: _done(deliver, None),
    )


def _done(deliver: Callable[[Any], None], result: Any) -> None:
    try:
        deliver(result)
    except RuntimeError:  # its canvas was deleted meanwhile: nobody waits for the levels
        pass
    finally:
        _next()


def _next_later(wait: float) -> None:
    """Look at the queue again once the workers are no longer held."""
    global _next_pending
    if _next_pending:
        return
    from PySide6.QtCore import QTimer

    _next_pending = True

    def again() -> None:
        global _next_pending
        _next_pending = False
        _next()

    QTimer.singleShot(max(1, round(wait * 1000.0)), again)
