"""Benchmark: one frame of the Germany board map (Kreise, grid, labels) at 1600×1000.

The view is rendered into a QImage at several zoom levels, several times each (median), against the
16.7 ms budget of a 60 Hz frame. Two kinds of frame are timed:

* **cold** — what the UI thread does after a zoom gesture ends, until the new image is on screen:
  the frame of the gesture (the old image, stretched), the rest timer's slot that starts the
  render, every turn of the event loop (``QApplication.processEvents``) while the map layers are
  drawn again into the base-layer cache (1.2× the window on each axis) a few steps a turn, and
  the frame that shows the new image. The longest of these is the figure (a turn blocks the
  frames after it as long as it runs); how many turns (and milliseconds) it takes to be sharp is
  printed beside it;
* **warm** — every other frame (hover read-out, markers, panning within the cache): the cached
  base is blitted and the overlays drawn on top.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_frame.py [--repeats N]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/common.py
from common import FRAME_BUDGET_MS, headless, load_line  # noqa: E402

headless()

__all__ = ["main", "run"]

BUDGET_MS = FRAME_BUDGET_MS
ZOOMS = (1.0, 2.0, 4.0, 8.0, 16.0, 64.0)


def run(repeats: int = 7, size: tuple[int, int] = (1600, 1000)) -> list[dict[str, float]]:
    """Median cold and warm frame times (ms) per zoom factor relative to the fitted map."""
    from PySide6.QtGui import QImage, QPainter

    from geoquiz.app.canvas import MapCanvas
    from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany
    from geoquiz.app.runtime.application import application

    app = application()
    view = MapCanvas(GERMANY_EXTENT)
    build_germany(view)
    view.resize(*size)
    view.show()
    app.processEvents()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def frame() -> tuple[float, float]:
        start, cpu = time.perf_counter(), time.thread_time()
        painter = QPainter(image)
        view.render(painter)
        painter.end()
        return (time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0

    def timed(work: Callable[[], object]) -> tuple[float, float]:
        start, cpu = time.perf_counter(), time.thread_time()
        work()
        return (time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0

    def cold() -> tuple[float, float, int, float]:
        """Longest turn (wall, CPU), turns and ms until sharp after a zoom step to this scale."""
        view.zoom_by(view.ZOOM_STEP)
        view.render_base()  # the scale the gesture came from
        app.processEvents()
        view.zoom_by(1 / view.ZOOM_STEP)
        start = time.perf_counter()
        times = [frame()]  # during the gesture: the old image, stretched
        times.append(timed(view._refresh_base))  # the rest timer's slot: the render starts
        while not view.base_is_current():
            times.append(timed(app.processEvents))  # a turn: a few steps, no repaint
            if len(times) > 10_000:
                raise RuntimeError("the render did not finish")
        times.append(timed(app.processEvents))  # the repaint it asked for
        times.append(frame())  # the new image on screen
        return (
            max(t[0] for t in times),
            max(t[1] for t in times),
            len(times),
            (time.perf_counter() - start) * 1000.0,
        )

    results = []
    for zoom in ZOOMS:
        view.fit_home()
        view.zoom_by(zoom)
        view.add_marker(10.0, 51.0, "marker")  # an overlay, as during play
        cold()  # build this level of detail's items outside the timing
        runs = [cold() for _ in range(repeats)]
        warms = [frame() for _ in range(repeats)]
        view.clear_markers()
        results.append(
            {
                "zoom": zoom,
                "px_per_km": view.px_per_km(),
                "cold_ms": statistics.median(r[0] for r in runs),
                "cold_cpu_ms": statistics.median(r[1] for r in runs),
                "turns": statistics.median(r[2] for r in runs),
                "sharp_ms": statistics.median(r[3] for r in runs),
                "warm_ms": statistics.median(w[0] for w in warms),
                "warm_cpu_ms": statistics.median(w[1] for w in warms),
            }
        )
    view.close()
    return results


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    start_load = load_line("at start")
    rows = run(args.repeats)
    print(f"frame: Germany board map with Kreise at 1600x1000, budget {BUDGET_MS:.1f} ms")
    print(
        "  (wall-clock, and the UI thread's CPU time: steadier when other work shares the machine)"
    )
    print(
        "   zoom   px/km   cold ms  /budget  cold CPU  /budget   warm ms  /budget  warm CPU"
        "  sharp after"
    )
    for r in rows:
        print(
            f"  {r['zoom']:5.0f}x {r['px_per_km']:7.2f}"
            f" {r['cold_ms']:9.1f} {r['cold_ms'] / BUDGET_MS:7.2f}x"
            f" {r['cold_cpu_ms']:9.1f} {r['cold_cpu_ms'] / BUDGET_MS:7.2f}x"
            f" {r['warm_ms']:9.1f} {r['warm_ms'] / BUDGET_MS:7.2f}x"
            f" {r['warm_cpu_ms']:9.1f}"
            f"   {r['turns']:3.0f} turns, {r['sharp_ms']:4.0f} ms"
        )
    for key, what in (
        ("cold_ms", "cold (longest turn)"),
        ("cold_cpu_ms", "cold (CPU)"),
        ("warm_ms", "warm"),
    ):
        worst = max(r[key] for r in rows)
        print(f"  worst {what} frame / budget: {worst / BUDGET_MS:.2f}x")
    print(start_load)
    print(load_line("at end"))


if __name__ == "__main__":
    main()
