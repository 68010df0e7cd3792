"""Benchmark: one frame of the Germany board map (Kreise, grid, labels) at 1600×1000.

The view is rendered into a QImage at several zoom levels, several times each (median), against the
16.7 ms budget of a 60 Hz frame. Two kinds of frame are timed:

* **cold** — the first frame after the view changed scale or left the cached area: all map layers
  are drawn again into the base-layer cache (1.2× the window on each axis), then blitted;
* **warm** — every other frame (hover read-out, markers, panning within the cache): the cached
  base is blitted and the overlays drawn on top.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_frame.py [--repeats N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

__all__ = ["main", "run"]

BUDGET_MS = 1000.0 / 60.0
ZOOMS = (1.0, 2.0, 4.0, 8.0, 16.0, 64.0)


def run(repeats: int = 7, size: tuple[int, int] = (1600, 1000)) -> list[dict[str, float]]:
    """Median cold and warm frame times (ms) per zoom factor relative to the fitted map."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from geoquiz.app.board_map import GERMANY_EXTENT, build_germany
    from geoquiz.app.canvas import MapCanvas

    app = QApplication.instance() or QApplication(sys.argv[:1])
    view = MapCanvas(GERMANY_EXTENT)
    build_germany(view)
    view.resize(*size)
    view.show()
    app.processEvents()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def frame(cold: bool) -> float:
        if cold:
            view.invalidate_base()
        start = time.perf_counter()
        painter = QPainter(image)
        view.render(painter)
        painter.end()
        return (time.perf_counter() - start) * 1000.0

    results = []
    for zoom in ZOOMS:
        view.fit_home()
        view.zoom_by(zoom)
        view.add_marker(10.0, 51.0, "marker")  # an overlay, as during play
        frame(True)  # build this level of detail's items outside the timing
        cold = statistics.median(frame(True) for _ in range(repeats))
        warm = statistics.median(frame(False) for _ in range(repeats))
        view.clear_markers()
        results.append(
            {"zoom": zoom, "px_per_km": view.px_per_km(), "cold_ms": cold, "warm_ms": warm}
        )
    view.close()
    return results


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    rows = run(args.repeats)
    print(f"frame: Germany board map with Kreise at 1600x1000, budget {BUDGET_MS:.1f} ms")
    print("   zoom   px/km   cold ms  cold/budget   warm ms  warm/budget")
    for r in rows:
        print(
            f"  {r['zoom']:5.0f}x {r['px_per_km']:7.2f}"
            f" {r['cold_ms']:9.1f} {r['cold_ms'] / BUDGET_MS:11.2f}x"
            f" {r['warm_ms']:9.1f} {r['warm_ms'] / BUDGET_MS:11.2f}x"
        )
    worst_cold = max(r["cold_ms"] for r in rows)
    worst_warm = max(r["warm_ms"] for r in rows)
    print(f"  worst cold frame / budget: {worst_cold / BUDGET_MS:.2f}x")
    print(f"  worst warm frame / budget: {worst_warm / BUDGET_MS:.2f}x")


if __name__ == "__main__":
    main()
