"""Computer players think off the UI thread: :class:`BotRunner`.

A game screen asks the runner for a move; the runner calls the bot (``choose(state, seat, rng)``
of the engine contract, DESIGN §1, or any function without arguments) on a worker thread of its
own ``QThreadPool`` through :func:`app.runtime.tasks.run_on_pool`: the worker holds the work and
a ticket, never the runner or its screen, and the result comes back through the process's one
task bridge (a signal emitted from the worker on a screen's own object failed now and then with
"Signal source has been deleted" while the Danmark planner ran). While a
bot thinks, :attr:`BotRunner.thinking` is true and :attr:`BotRunner.thinking_changed` tells the
screen, which shows its "thinking…" text.

A result that arrives for a position that is no longer current is dropped: the screen cancelled
(a new game, back to the lobby, a resumed game), a newer request replaced it, or the ``current``
check given with the request says no. Only one request is in flight per runner; its worker is a
single thread, so two bots of one screen never run at once.

Bots are Python, so a worker holds the GIL while it computes: every task runs in
:func:`~app.runtime.worker_python.python_off_ui_thread` (a short GIL switch interval and a lower
scheduling priority, for the UI thread's frames). The cyclic garbage collector never runs on a
worker: it runs on the UI thread only (:mod:`app.runtime.ui_gc`).
``bench/bench_stall.py`` measures the longest UI-thread stall during scripted games.

An exception in the bot is re-raised on the UI thread when its result is delivered (the app's
error handler shows it), unless the request passed ``on_error``.
"""

from __future__ import annotations

import atexit
import functools
import random
import threading
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QThreadPool, Signal

from geoquiz.app.runtime.tasks import run_on_pool
from geoquiz.app.runtime.worker_python import (
    WORKER_SWITCH_INTERVAL_S,
    python_off_ui_thread,
)

__all__ = [
    "EXIT_WAIT_MS",
    "WORKER_SWITCH_INTERVAL_S",
    "BotRunner",
    "python_off_ui_thread",
    "wait_for_workers",
    "warm_up_once",
]

M = TypeVar("M")


#: how long the process waits at exit for a worker still thinking (ms)
EXIT_WAIT_MS = 3_000

#: every runner alive, so that the process can wait for their workers at exit
_RUNNERS: weakref.WeakSet[BotRunner] = weakref.WeakSet()

#: the thread pools of runners that are gone, kept for new runners: a pool belongs to no Qt
#: parent, because deleting a ``QThreadPool`` waits for its task to finish — a closed 10 Tage
#: screen deleted while its map's names were still laid out held the UI thread 300-600 ms at the
#: next screen's first move (``bench/bench_stall.py``, 10 Tage then Carcassonne)
_SPARE_POOLS: list[QThreadPool] = []


def _pool() -> QThreadPool:
    """An idle spare pool, or a new one: one worker thread, ended after 30 s idle."""
    for pool in _SPARE_POOLS:
        if pool.activeThreadCount() == 0:
            _SPARE_POOLS.remove(pool)
            return pool
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    pool.setExpiryTimeout(30_000)
    return pool


@atexit.register
def wait_for_workers(ms: int = EXIT_WAIT_MS) -> None:
    """Drop every request in flight and wait up to ``ms`` for the workers to finish.

    Called at exit: a worker still running Python while the interpreter finalises is ended by
    force inside Qt's thread pool ("Qt Concurrent has caught an exception thrown from a worker
    thread", seen after ``geoquiz screenshot tage-game`` while the map's names were laid out)."""
    for runner in list(_RUNNERS):
        try:
            runner.cancel()
            runner._pool.waitForDone(ms)
        except RuntimeError:  # its Qt object is gone already: its pool is a spare
            pass
    for pool in list(_SPARE_POOLS):
        pool.waitForDone(ms)


#: the threads :func:`warm_up_once` started, by name
_WARM_UPS: dict[str, threading.Thread] = {}
_WARM_UPS_LOCK = threading.Lock()


def warm_up_once(name: str, work: Callable[[], object]) -> threading.Thread:
    """Run ``work`` (no Qt in it) once per process on a daemon thread called ``name``, inside
    :func:`python_off_ui_thread`: what a screen's first turns would otherwise make on the UI
    thread or in a computer's first move. Later calls with the same name return that thread."""
    with _WARM_UPS_LOCK:
        thread = _WARM_UPS.get(name)
        if thread is None:

            def run() -> None:
                with python_off_ui_thread():
                    work()

            thread = _WARM_UPS[name] = threading.Thread(target=run, name=name, daemon=True)
            thread.start()
        return thread


class BotRunner(QObject):
    """Runs one computer move at a time on a worker thread; delivers it on the UI thread."""

    #: True when a request starts, False when its move is delivered or it is cancelled
    thinking_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = _pool()
        _RUNNERS.add(self)
        # when the runner goes, its pool becomes a spare (not deleted: see _SPARE_POOLS)
        self.destroyed.connect(functools.partial(_SPARE_POOLS.append, self._pool))
        self._ticket = 0
        self._request: (
            tuple[
                int,
                Callable[[Any], None],
                Callable[[], bool] | None,
                Callable[[BaseException], None] | None,
            ]
            | None
        ) = None

    @property
    def thinking(self) -> bool:
        """Whether a request is in flight (its move not yet delivered)."""
        return self._request is not None

    def run(
        self,
        fn: Callable[[], M],
        deliver: Callable[[M], None],
        *,
        current: Callable[[], bool] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        """Call ``fn()`` on the worker, then ``deliver(result)`` on the UI thread.

        ``current()`` is asked on the UI thread when the result arrives; if it returns False
        (the game moved on) the result is dropped. A new request replaces one in flight.
        ``fn`` must only read what it is given (engine states are frozen data).
        """
        self._ticket += 1
        was_thinking = self.thinking
        self._request = (self._ticket, deliver, current, on_error)
        if not was_thinking:  # the screen says so before the worker competes for the GIL
            self.thinking_changed.emit(True)
        ticket = self._ticket
        # the worker holds the work and a ticket, never this runner (app.runtime.tasks)
        run_on_pool(
            self._pool,
            fn,
            functools.partial(self._succeeded, ticket),
            functools.partial(self._failed, ticket),
            owner=self,
            around=python_off_ui_thread,
        )

    def choose(
        self,
        bot: Callable[[Any, int, random.Random], M],
        state: Any,
        seat: int,
        rng: random.Random,
        deliver: Callable[[M], None],
        *,
        current: Callable[[], bool] | None = None,
    ) -> None:
        """Run an engine bot ``bot(state, seat, rng)`` (DESIGN §1) and deliver its move."""
        self.run(lambda: bot(state, seat, rng), deliver, current=current)

    def cancel(self) -> None:
        """Forget the request in flight: its result, when it comes, is dropped."""
        self._ticket += 1
        if self._request is not None:
            self._request = None
            self.thinking_changed.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Block until the worker is idle (tests, closing); True if it finished in time."""
        return bool(self._pool.waitForDone(msecs))

    def _succeeded(self, ticket: int, result: object) -> None:
        self._deliver(ticket, result, None)

    def _failed(self, ticket: int, error: BaseException) -> None:
        self._deliver(ticket, None, error)

    def _deliver(self, ticket: int, result: object, error: object) -> None:
        request = self._request
        if request is None or request[0] != ticket:
            return  # cancelled or replaced
        _, deliver, current, on_error = request
        self._request = None
        self.thinking_changed.emit(False)
        if current is not None and not current():
            return
        if isinstance(error, BaseException):
            if on_error is not None:
                on_error(error)
                return
            raise error
        deliver(result)  # type: ignore[arg-type]
