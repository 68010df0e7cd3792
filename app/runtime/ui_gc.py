"""Python's cyclic garbage collector runs on the UI thread only: :func:`install`.

Reference counting frees most objects where their last reference goes; only objects in
reference cycles wait for the cyclic collector, and CPython runs it on whichever thread happens
to allocate when a threshold is crossed. A closed screen's widgets often sit in such a cycle
(a signal connected to a lambda that holds the screen), so a collection started by the autosave
writer or a computer player's thread destroyed Qt objects off the UI thread — undefined
behaviour in Qt, and the segfaults of the test suite's teardown under load.

So, as the Qt bindings' own projects do (pyqtgraph's ``GarbageCollector``), the automatic
collector is switched off for the process and a timer on the UI thread collects each generation
when its count passes the threshold the interpreter would have used. A worker thread never
collects; it never needs to pause or restore anything either.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from shiboken6 import isValid

__all__ = ["CHECK_MS", "UiThreadCollector", "install", "installed"]

#: how often the UI thread looks at the collector's counts (ms); a check that collects nothing
#: costs about a microsecond
CHECK_MS = 500


class UiThreadCollector(QObject):
    """Collects on the UI thread when the allocation counts pass the interpreter's thresholds."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.collections = 0
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(CHECK_MS)

    def check(self) -> None:
        """Collect the generations whose counts passed their thresholds (youngest first)."""
        assert threading.current_thread() is threading.main_thread()
        count0, count1, count2 = gc.get_count()
        t0, t1, t2 = self.threshold
        if count0 <= t0:
            return
        generation = 0
        if count1 > t1:
            generation = 2 if count2 > t2 else 1
        gc.collect(generation)
        self.collections += 1


_collector: UiThreadCollector | None = None


def install() -> UiThreadCollector:
    """Switch the automatic collector off and collect on the UI thread from now on (idempotent;
    call on the UI thread once a ``QCoreApplication`` exists)."""
    global _collector
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install() needs a QCoreApplication")
    if _collector is None or not isValid(_collector) or _collector.parent() is not app:
        _collector = UiThreadCollector(app)
    gc.disable()  # also when something switched it on again (a library, a test)
    return _collector


def installed() -> UiThreadCollector | None:
    """The collector if :func:`install` ran for the current application, else None."""
    return _collector
