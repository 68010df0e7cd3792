"""Work that waits until the window has drawn the move that made it: :func:`after_next_paint`.

The autosave writer's gate (``SaveWriter.set_gate``). A game's save is 8-13 ms of Python on the
writer's thread (encoding the state, SQLAlchemy); started as the move is made it held the GIL
while the UI thread painted that move, and every one of the longest gaps of a Minden game in
``bench/bench_stall.py`` overlapped a save. Qt paints a window's widgets in the
``UpdateRequest`` event that the first ``update()`` posts to the top-level widget at low
priority, after the other events pending; a zero timer started with the move may fire before
it, a zero timer started *in* the ``UpdateRequest`` fires once the paint is done. A window that
draws nothing releases the work after :data:`FALLBACK_MS`.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["FALLBACK_MS", "after_next_paint", "watch"]

#: the longest a callback waits for a paint that may not come (ms): two 60 Hz frames
FALLBACK_MS = 33


class _PaintWatch(QObject):
    """Holds the callbacks waiting for a paint; filters the events of the windows watched."""

    def __init__(self) -> None:
        super().__init__()
        self._waiting: list[Callable[[], None]] = []
        self._windows: weakref.WeakSet[QWidget] = weakref.WeakSet()

    def watch(self, window: QWidget) -> None:
        if window not in self._windows:
            self._windows.add(window)
            window.installEventFilter(self)

    def add(self, callback: Callable[[], None]) -> None:
        self._waiting.append(callback)
        if len(self._waiting) == 1:
            QTimer.singleShot(FALLBACK_MS, self._release)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._waiting and event.type() == QEvent.Type.UpdateRequest:
            QTimer.singleShot(0, self._release)  # runs once this paint has finished
        return False

    def _release(self) -> None:
        waiting, self._waiting = self._waiting, []
        for callback in waiting:
            callback()


@functools.cache
def _watch() -> _PaintWatch:
    """The one watcher, made on first use (on the UI thread)."""
    return _PaintWatch()


def watch(window: QWidget | None) -> None:
    """Let a paint of the top-level widget ``window`` release the waiting callbacks (a game
    screen's window)."""
    if window is not None:
        _watch().watch(window)


def after_next_paint(callback: Callable[[], None]) -> None:
    """Call ``callback`` on the UI thread once a watched window has finished its next paint,
    or after :data:`FALLBACK_MS` if none paints."""
    _watch().add(callback)
