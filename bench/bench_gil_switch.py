"""Benchmark: how long the UI thread's painting takes beside a busy Python thread, per GIL switch
interval (why :class:`app.runtime.bot_runner.BotRunner` shortens the interval while a bot computes).

The UI thread waits (a sleep gives the GIL away, as the event loop's wait does), then paints 300
circles into an image: alone, and while another thread spins in pure Python, once for each
interval. Woken beside the busy thread, the UI thread gets the GIL back only when CPython makes
the other let go, after one interval: with the default 5 ms that wait is in every wake-up.
Each figure is the median of 9 wake-ups.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gil_switch.py``.
"""

from __future__ import annotations

import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/common.py
from common import headless, load_line  # noqa: E402

headless()

__all__ = ["main", "paint_ms"]

INTERVALS_S = (0.005, 0.001, 0.0002)


def paint_ms(circles: int = 300) -> float:
    """Milliseconds to paint ``circles`` antialiased circles into a 200 × 200 image."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    start = time.perf_counter()
    for _ in range(circles):
        painter.drawEllipse(QPointF(50, 50), 10, 10)
    painter.end()
    return (time.perf_counter() - start) * 1000.0


def _woken_paint_ms() -> float:
    """Median of 9: sleep 10 ms (the GIL given away) and paint; the time beyond the 10 ms sleep
    (getting the GIL back after the sleep, then :func:`paint_ms`)."""
    times = []
    for _ in range(9):
        start = time.perf_counter()
        time.sleep(0.01)
        paint_ms()
        times.append((time.perf_counter() - start) * 1000.0 - 10.0)
    return statistics.median(times)


def _beside_a_busy_thread(interval_s: float) -> float:
    """:func:`_woken_paint_ms` while another thread computes in Python."""
    stop = threading.Event()

    def spin() -> None:
        n = 0
        while not stop.is_set():
            n += 1

    saved = sys.getswitchinterval()
    sys.setswitchinterval(interval_s)
    busy = threading.Thread(target=spin)
    busy.start()
    try:
        return _woken_paint_ms()
    finally:
        stop.set()
        busy.join()
        sys.setswitchinterval(saved)


def main() -> None:
    """Command-line entry: print the painting time alone and per switch interval."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    print("gil switch: 300 circles painted on the UI thread")
    print(f"  alone:                                   {_woken_paint_ms():6.1f} ms")
    for interval in INTERVALS_S:
        ms = _beside_a_busy_thread(interval)
        print(f"  beside a busy thread, interval {interval * 1000:4.1f} ms:  {ms:6.1f} ms")
    print(load_line("at end"))


if __name__ == "__main__":
    main()
