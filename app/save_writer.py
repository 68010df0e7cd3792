"""One ordered writer thread for every autosave of the process: :data:`WRITER`.

A game's save is a database write (6–240 ms, measured by ``bench/bench_stall.py``); done on the
UI thread it stalls the window for that long after every move. :class:`SaveWriter` takes the
write off the UI thread: the screen serialises the state (cheap) and submits a job; one daemon
thread runs the jobs in the order they came. A job submitted under a key that already has an
unwritten job replaces it, so a newer state of a game supersedes an older one that never reached
the disk (nothing is lost: the newer state contains the older). A job that is running finishes.

:meth:`SaveWriter.flush` waits until every job submitted so far has run: before "Resume" reads
the database, when a window closes, and (through :mod:`atexit`) when the process quits.

No Qt here; a job reports its outcome through the callbacks its submitter wraps into it.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable, Hashable

from geoquiz.app.worker_priority import lower_this_thread
from geoquiz.app.worker_python import python_off_ui_thread

__all__ = ["GATE_MAX_S", "WRITER", "SaveWriter", "flush_saves"]

#: the longest a job waits for its gate (s): an event loop that is not running (a test, a
#: long operation on the UI thread) never delays a save by more than three 60 Hz frames
GATE_MAX_S = 0.05


class SaveWriter:
    """Runs submitted jobs one at a time, in order, on a daemon thread started on first use."""

    def __init__(self, name: str = "geoquiz-autosave") -> None:
        self._name = name
        self._cond = threading.Condition()
        #: the jobs not yet started, oldest first (a dict keeps insertion order)
        self._pending: dict[Hashable, Callable[[], None]] = {}
        self._running = False
        self._thread: threading.Thread | None = None
        #: see :meth:`set_gate`
        self._gate: Callable[[Callable[[], None]], None] | None = None
        #: jobs submitted on the main thread wait until the gate opens
        self._held = False
        self._gate_asked = False

    def set_gate(self, gate: Callable[[Callable[[], None]], None] | None) -> None:
        """Let jobs submitted on the main thread wait until ``gate(open)`` calls ``open()``.

        The app's gate calls it once the event loop has drawn the move that made the save
        (``app.shell.game_screen``): a save is 8-13 ms of Python (encoding, SQLAlchemy), and
        started at once it held the GIL while the UI thread painted that move — the longest
        gaps of Minden in ``bench/bench_stall.py`` (14-21 ms; the UI thread's own CPU 5-8 ms)
        each overlapped a save. :meth:`flush` opens the gate itself, so waiting for the saves
        never waits for the event loop, and no job waits longer than :data:`GATE_MAX_S`.
        ``None``: jobs start at once."""
        with self._cond:
            self._gate = gate
            if gate is None:
                self._open_locked()

    def submit(self, key: Hashable, job: Callable[[], None]) -> None:
        """Queue ``job``; an unwritten job of the same ``key`` is dropped in its favour."""
        gate = None
        with self._cond:
            self._pending.pop(key, None)
            self._pending[key] = job
            if self._gate is not None and threading.current_thread() is threading.main_thread():
                self._held = True
                if not self._gate_asked:
                    self._gate_asked = True
                    gate = self._gate
            self._start_locked()
            self._cond.notify_all()
        if gate is not None:
            gate(self._open)

    def _open(self) -> None:
        with self._cond:
            self._open_locked()

    def _open_locked(self) -> None:
        self._held = False
        self._gate_asked = False
        self._cond.notify_all()

    def start(self) -> None:
        """Start the thread now if it is not running (a game screen does when it opens).

        ``Thread.start`` waits until the new thread runs, and with other threads running Python
        that was up to 3 ms of the UI thread in a game's first move (``bench_stall.py``, 10 Tage
        move 0)."""
        with self._cond:
            self._start_locked()

    def _start_locked(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
            self._thread.start()

    def idle(self) -> bool:
        """Whether every submitted job has run."""
        with self._cond:
            return not self._pending and not self._running

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job submitted so far has run; False if ``timeout`` ran out first."""
        if threading.current_thread() is self._thread:
            return True  # a job that flushes must not wait for itself
        with self._cond:
            self._open_locked()
            return self._cond.wait_for(lambda: not self._pending and not self._running, timeout)

    def _loop(self) -> None:
        lower_this_thread()  # a save waits for a core rather than the UI thread
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                if self._held and not self._cond.wait_for(lambda: not self._held, GATE_MAX_S):
                    self._open_locked()  # the gate did not open in time: the save goes now
                key = next(iter(self._pending))
                job = self._pending.pop(key)
                self._running = True
            try:
                # a short GIL switch interval while the job runs: the UI thread, waking for a
                # timer or a paint, waited up to 10 ms for the GIL while a save ran
                with python_off_ui_thread():
                    job()
            except BaseException:  # noqa: BLE001 - a job reports its own errors; the writer lives on
                pass
            finally:
                with self._cond:
                    self._running = False
                    self._cond.notify_all()


#: the writer every :class:`~app.autosave.AutosavedGame` saves through
WRITER = SaveWriter()


def flush_saves(timeout: float | None = None) -> bool:
    """Wait until every autosave submitted so far is written (or has failed and said so)."""
    return WRITER.flush(timeout)


atexit.register(flush_saves, 10.0)  # quitting never drops the last move's save
