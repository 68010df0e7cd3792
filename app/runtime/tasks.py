"""The one way the app runs work off the UI thread: :func:`run_in_background`.

Modelled on Anki's background operations (``QueryOp`` over one ``TaskManager``): the work is
plain Python that gets and returns plain data; its success and failure callbacks run on the UI
thread. The callbacks — which may hold a screen, a canvas, any widget — never leave the UI thread:
they wait in :class:`Bridge` under a ticket, and the worker knows only the ticket. The result
crosses back through one queued signal of the process-lifetime bridge. So a worker never holds
the last reference to a Qt object and never destroys one (with :mod:`.ui_gc`, which keeps the
cyclic collector on the UI thread, that is the whole rule).

Work runs on one of two kinds of lane:

* :data:`WRITER_LANE` — the autosave writer's ordered thread (:mod:`app.runtime.save_writer`):
  database
  reads that must see every save submitted before them (a lobby's Resume, the start screen);
* a thread pool (``QThreadPool``) given by the caller — computer players, map levels, name
  layouts (:class:`app.runtime.bot_runner.BotRunner`).

:func:`check_plain` refuses work that captures a Qt object, so the rule is checked where a job is
made, not discovered as a crash in a teardown.
"""

from __future__ import annotations

import functools
import threading
import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, Slot
from shiboken6 import isValid

__all__ = [
    "WRITER_LANE",
    "Bridge",
    "bridge",
    "check_plain",
    "later",
    "pending",
    "run_in_background",
    "run_on_pool",
]

#: the lane of the autosave writer's thread (jobs run in order with the saves)
WRITER_LANE = "writer"


def check_plain(work: Callable[..., Any]) -> None:
    """Raise ``TypeError`` if ``work`` (a function, bound method, lambda or ``partial``) holds a
    Qt object: its bound ``self``, its closure cells, a partial's arguments, or its defaults.

    One level deep on purpose: a job's captured plain objects (a session, a frozen state) are
    not walked; a job that holds a widget directly is the mistake this catches."""
    seen: list[object] = []
    if isinstance(work, functools.partial):
        seen += [work.func, *work.args, *work.keywords.values()]
        work = work.func
    seen.append(getattr(work, "__self__", None))
    for cell in getattr(work, "__closure__", None) or ():
        try:
            seen.append(cell.cell_contents)
        except ValueError:  # an empty cell (a name not yet bound)
            continue
    seen += list(getattr(work, "__defaults__", None) or ())
    for value in seen:
        if isinstance(value, QObject):
            raise TypeError(
                f"background work must not hold a Qt object ({type(value).__name__}); "
                "pass plain data and let the UI-thread callback use the widget"
            )


@dataclass(slots=True)
class _Waiting:
    on_done: Callable[[Any], None] | None
    on_error: Callable[[BaseException], None] | None
    owner: QObject | None


class Bridge(QObject):
    """Lives as long as the process on the UI thread; holds the callbacks of work in flight."""

    _arrived = Signal(int, object, object)
    _call = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._waiting: dict[int, _Waiting] = {}
        self._tickets = 0
        self._lock = threading.Lock()
        self._arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._call.connect(self._run_call, Qt.ConnectionType.QueuedConnection)

    def call_soon(self, fn: Callable[[], None]) -> None:
        """Run ``fn()`` on the UI thread (any thread may call this; ``fn`` holds no Qt object)."""
        self._call.emit(fn)

    @Slot(object)
    def _run_call(self, fn: Callable[[], None]) -> None:
        try:
            fn()
        except RuntimeError:  # a Qt object it reached is gone: nobody to tell
            pass

    def expect(
        self,
        on_done: Callable[[Any], None] | None,
        on_error: Callable[[BaseException], None] | None,
        owner: QObject | None,
    ) -> int:
        """A ticket for work whose result the callbacks get (on the UI thread)."""
        with self._lock:
            self._tickets += 1
            ticket = self._tickets
        self._waiting[ticket] = _Waiting(on_done, on_error, owner)
        return ticket

    def forget(self, ticket: int) -> None:
        """Drop the callbacks of ``ticket``: its result, when it comes, is thrown away."""
        self._waiting.pop(ticket, None)

    def post(self, ticket: int, result: object, error: BaseException | None) -> None:
        """Hand a result to the UI thread (any thread may call this). A result that arrives
        while the process ends (the bridge's Qt object is gone) is dropped: nobody waits."""
        try:
            self._arrived.emit(ticket, result, error)
        except RuntimeError as exc:  # "Signal source has been deleted": the app has ended
            if "deleted" not in str(exc):
                raise

    def pending(self) -> int:
        """How many results are still awaited."""
        return len(self._waiting)

    @Slot(int, object, object)
    def _deliver(self, ticket: int, result: object, error: object) -> None:
        waiting = self._waiting.pop(ticket, None)
        if waiting is None:
            return
        if waiting.owner is not None and not isValid(waiting.owner):
            return  # the widget that asked is gone: nobody to tell
        if isinstance(error, BaseException):
            if waiting.on_error is None:
                raise error
            waiting.on_error(error)
        elif waiting.on_done is not None:
            waiting.on_done(result)


@functools.cache
def bridge() -> Bridge:
    """The process's bridge, made on first use on the UI thread."""
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("the task bridge is made on the UI thread")
    return Bridge()


def later(method: Callable[..., None]) -> Callable[..., None]:
    """``method`` (a bound method of a UI object) as a function any thread may call: each call
    runs on the UI thread, and not at all once the object is gone. The function holds a weak
    reference to the object, so a worker that keeps it never keeps the object alive."""
    ref = weakref.WeakMethod(method)
    call_soon = bridge().call_soon

    def call(*args: Any) -> None:
        def run() -> None:
            bound = ref()
            if bound is not None:
                bound(*args)

        call_soon(run)

    return call


def pending() -> int:
    """How many background results the UI thread still awaits."""
    return bridge().pending()


def _run(work: Callable[[], Any], ticket: int, post: Callable[..., None]) -> None:
    try:
        result, error = work(), None
    except BaseException as exc:  # delivered to the UI thread
        result, error = None, exc
    post(ticket, result, error)


def run_in_background(
    work: Callable[[], Any],
    on_done: Callable[[Any], None] | None = None,
    on_error: Callable[[BaseException], None] | None = None,
    *,
    owner: QObject | None = None,
    key: Hashable | None = None,
) -> int:
    """Run ``work()`` on the writer's lane (after every save submitted so far); then, on the UI
    thread, ``on_done(result)`` — or ``on_error(exc)`` (re-raised there if None). Nothing is
    called once ``owner`` is deleted. A newer job of the same ``key`` not yet started replaces
    an older one (whose callbacks are then never called). Returns the ticket."""
    from geoquiz.app.runtime.save_writer import WRITER

    check_plain(work)
    hub = bridge()
    ticket = hub.expect(on_done, on_error, owner)
    if key is not None:
        older = _keyed.get(key)
        if older is not None:
            hub.forget(older)  # replaced, or its result comes too late to be shown
        _keyed[key] = ticket
    job = functools.partial(_run, work, ticket, hub.post)
    WRITER.submit(("task", key if key is not None else ticket), job)
    return ticket


#: the newest ticket of each key given to :func:`run_in_background` (UI thread only)
_keyed: dict[Hashable, int] = {}


class _PoolTask(QRunnable):
    """A pool's task: holds the work and its ticket, never a QObject."""

    def __init__(self, job: Callable[[], None]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._job = job

    def run(self) -> None:
        job, self._job = self._job, _nothing
        job()


def _nothing() -> None:
    pass


def run_on_pool(
    pool: QThreadPool,
    work: Callable[[], Any],
    on_done: Callable[[Any], None] | None = None,
    on_error: Callable[[BaseException], None] | None = None,
    *,
    owner: QObject | None = None,
    around: Callable[[], Any] | None = None,
) -> int:
    """As :func:`run_in_background`, on a thread of ``pool``; ``around()`` (a context manager)
    wraps the work on the worker (e.g. a lower priority). Returns the ticket."""
    check_plain(work)
    hub = bridge()
    ticket = hub.expect(on_done, on_error, owner)
    post = hub.post

    def job() -> None:
        if around is None:
            _run(work, ticket, post)
        else:
            with around():
                _run(work, ticket, post)

    pool.start(_PoolTask(job))
    return ticket
