"""One ordered writer thread for every autosave of the process: :data:`WRITER`.

A game's save is a database write (6–240 ms, measured by ``bench/bench_stall.py``); done on the
UI thread it stalls the window for that long after every move. :class:`SaveWriter` takes the
write off the UI thread: the screen serialises the state (cheap) and submits a job; one daemon
thread runs the jobs in the order they came. A job submitted under a key that already has an
unwritten job replaces it, so a newer state of a game supersedes an older one that never reached
the disk (nothing is lost: the newer state contains the older). A job that is running finishes.

Submitting never waits for the writer: a job goes through a ``queue.SimpleQueue`` (its ``put``
takes no lock the writer could hold), and only the writer's thread keeps the jobs not yet run.
With a lock shared by both, the UI thread waited 11–19 ms in a submit now and then
(``bench/bench_stall.py``, a Minden game's hand-over with 0.2 ms of CPU): the writer runs at a
lower priority (``app.runtime.worker_priority``) and, holding the lock, waited for a core.

:meth:`SaveWriter.flush` waits until every job submitted so far has run: before "Resume" reads
the database, when a window closes, and (through :mod:`atexit`) when the process quits.

No Qt here; a job reports its outcome through the callbacks its submitter wraps into it.
"""

from __future__ import annotations

import atexit
import threading
import time

# queue.SimpleQueue and queue.Empty are these; the queue module itself (heapq and all) added
# 1.2 ms to the app's start-up (python -X importtime of `geoquiz screenshot explore-de`)
from _queue import Empty, SimpleQueue
from collections.abc import Callable, Hashable

from geoquiz.app.runtime.worker_priority import lower_this_thread
from geoquiz.app.runtime.worker_python import python_off_ui_thread

__all__ = ["GATE_MAX_S", "WRITER", "SaveWriter", "flush_saves"]

#: the longest a job waits for its gate (s): an event loop that is not running (a test, a
#: long operation on the UI thread) never delays a save by more than three 60 Hz frames
GATE_MAX_S = 0.05


class _Job:
    """A submitted job; ``held``: submitted on the main thread while a gate is set."""

    __slots__ = ("held", "key", "run")

    def __init__(self, key: Hashable, run: Callable[[], None], held: bool) -> None:
        self.key, self.run, self.held = key, run, held


class _Flush:
    """Set once every job submitted before it has run or been replaced."""

    __slots__ = ("done", "waiting")

    def __init__(self) -> None:
        self.done = threading.Event()
        self.waiting: set[int] = set()


#: the gate opened (:meth:`SaveWriter.set_gate`)
_OPEN = object()
#: the writer's thread ends once the jobs before it have run (:meth:`SaveWriter.close`)
_STOP = object()


class SaveWriter:
    """Runs submitted jobs one at a time, in order, on a daemon thread started on first use."""

    def __init__(self, name: str = "geoquiz-autosave") -> None:
        self._name = name
        self._queue: SimpleQueue[object] = SimpleQueue()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        #: see :meth:`set_gate`
        self._gate: Callable[[Callable[[], None]], None] | None = None
        #: the gate was asked and has not opened yet (set on the main thread only)
        self._gate_asked = False
        #: the ids of the jobs submitted and not yet run or replaced (``set.add`` and
        #: ``set.discard`` of an int are single steps under the GIL: no lock to share)
        self._unfinished: set[int] = set()
        # the writer thread's own: the jobs not yet started, oldest first (a dict keeps
        # insertion order), the flushes waiting for them, and since when a held job waits
        self._pending: dict[Hashable, _Job] = {}
        self._flushes: list[_Flush] = []
        self._held_since: float | None = None

    def set_gate(self, gate: Callable[[Callable[[], None]], None] | None) -> None:
        """Let jobs submitted on the main thread wait until ``gate(open)`` calls ``open()``.

        The app's gate calls it once the event loop has drawn the move that made the save
        (``app.shell.frame_gate``): a save is 8-13 ms of Python (encoding, SQLAlchemy), and
        started at once it held the GIL while the UI thread painted that move — the longest
        gaps of Minden in ``bench/bench_stall.py`` (14-21 ms; the UI thread's own CPU 5-8 ms)
        each overlapped a save. :meth:`flush` opens the gate itself, so waiting for the saves
        never waits for the event loop, and no job waits longer than :data:`GATE_MAX_S`.
        ``None``: jobs start at once."""
        self._gate = gate
        if gate is None:
            self._open()

    def submit(self, key: Hashable, job: Callable[[], None]) -> None:
        """Queue ``job``; an unwritten job of the same ``key`` is dropped in its favour."""
        gate = self._gate
        held = gate is not None and threading.current_thread() is threading.main_thread()
        item = _Job(key, job, held)
        self._unfinished.add(id(item))
        self._queue.put(item)
        self._ensure_thread()
        if held and gate is not None and not self._gate_asked:
            self._gate_asked = True  # one paint lets every save made before it go
            gate(self._open)

    def start(self) -> None:
        """Start the thread now if it is not running (a game screen does when it opens).

        ``Thread.start`` waits until the new thread runs, and with other threads running Python
        that was up to 3 ms of the UI thread in a game's first move (``bench_stall.py``, 10 Tage
        move 0)."""
        self._ensure_thread()

    def _ensure_thread(self) -> None:
        thread = self._thread
        if thread is not None and thread.is_alive():
            return
        with self._start_lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
                self._thread.start()

    def _open(self) -> None:
        self._gate_asked = False
        self._queue.put(_OPEN)

    def idle(self) -> bool:
        """Whether every submitted job has run."""
        return not self._unfinished

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job submitted so far has run; False if ``timeout`` ran out first."""
        if threading.current_thread() is self._thread:
            return True  # a job that flushes must not wait for itself
        if self.idle():
            return True
        flush = _Flush()
        self._open()
        self._queue.put(flush)
        self._ensure_thread()
        return flush.done.wait(timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Run every job submitted so far, then end the thread and join it (at exit); True if
        that happened within ``timeout``. A later :meth:`submit` starts a new thread."""
        thread = self._thread
        if thread is None or not thread.is_alive():
            return True
        if threading.current_thread() is thread:
            return False
        self._open()
        self._queue.put(_STOP)
        thread.join(timeout)
        return not thread.is_alive()

    # ------------------------------------------------------------------ the writer's thread
    def _loop(self) -> None:
        lower_this_thread()  # a save waits for a core rather than the UI thread
        while True:
            item = self._queue.get()  # idle: nothing of this thread's Python runs meanwhile
            if item is _STOP:
                return
            # a short GIL switch interval while the jobs run (app.runtime.worker_python); the cyclic
            # garbage collector never runs here: it runs on the UI thread (app.runtime.ui_gc)
            with python_off_ui_thread():
                self._take(item)
                if self._work():
                    return

    def _work(self) -> bool:
        """Run the pending jobs, taking what arrives meanwhile, until none is left; True when
        the thread is to end (:meth:`close`) after them."""
        stop = False
        while True:
            while True:  # everything submitted meanwhile, before the next job
                try:
                    item = self._queue.get_nowait()
                except Empty:
                    break
                if item is _STOP:
                    stop = True
                else:
                    self._take(item)
            if not self._pending:
                return stop
            job = self._next_job()
            if job is None:  # held: wait for the gate, at most until it is due
                try:
                    item = self._queue.get(timeout=self._wait())
                except Empty:
                    continue
                if item is _STOP:
                    stop = True
                    self._held_since = None  # closing: the held saves go now
                else:
                    self._take(item)
                continue
            self._run(job)

    def _wait(self) -> float:
        """How long a held job still waits for its gate (s)."""
        if self._held_since is None:
            return 0.0
        return max(0.0, self._held_since + GATE_MAX_S - time.monotonic())

    def _take(self, item: object) -> None:
        if item is _OPEN:
            self._held_since = None
        elif isinstance(item, _Flush):
            item.waiting = {id(job) for job in self._pending.values()}
            self._flushes.append(item)
            self._settle_flushes()
        elif isinstance(item, _Job):
            old = self._pending.pop(item.key, None)
            if old is not None:
                self._finished(old)
            self._pending[item.key] = item
            if item.held and self._held_since is None:
                self._held_since = time.monotonic()

    def _next_job(self) -> _Job | None:
        if not self._pending:
            return None
        if self._held_since is not None:
            if time.monotonic() < self._held_since + GATE_MAX_S:
                return None
            self._held_since = None  # the gate did not open in time: the save goes now
        key = next(iter(self._pending))
        return self._pending.pop(key)

    def _run(self, job: _Job) -> None:
        # in python_off_ui_thread (see _loop): a short GIL switch interval while the job runs,
        # for the UI thread, waking for a timer or a paint, waited up to 10 ms for the GIL while
        # a save ran
        try:
            job.run()
        except BaseException:  # noqa: BLE001 - a job reports its own errors; the writer lives on
            pass
        finally:
            self._finished(job)

    def _finished(self, job: _Job) -> None:
        """``job`` has run or was replaced by a newer job of its key."""
        self._unfinished.discard(id(job))
        for flush in self._flushes:
            flush.waiting.discard(id(job))
        self._settle_flushes()

    def _settle_flushes(self) -> None:
        for flush in [f for f in self._flushes if not f.waiting]:
            self._flushes.remove(flush)
            flush.done.set()


#: the writer every :class:`~app.play.autosave.MatchAutosave` saves through
WRITER = SaveWriter()


def flush_saves(timeout: float | None = None) -> bool:
    """Wait until every autosave submitted so far is written (or has failed and said so)."""
    return WRITER.flush(timeout)


atexit.register(WRITER.close, 10.0)  # quitting runs the last move's save, then joins the thread
