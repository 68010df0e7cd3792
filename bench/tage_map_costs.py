"""The 10-Tage map's costs behind docs/performance.md's figures: one names layout, finding a
route's spots, and preparing the regions for it (UI-thread CPU, ms; best of ``--repeats``).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/tage_map_costs.py [--repeats 5]``. The map
is the one of ``geoquiz screenshot tage-game`` at 1280x720 (its names and route laid out).
Not part of ``make bench`` (no baseline: these are the parts, the stall benchmark the whole).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np
import shapely


def _cpu_ms(fn: Any, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.thread_time()
        fn()
        best = min(best, time.thread_time() - start)
    return best * 1000.0


def measure(tage_map: Any, repeats: int) -> dict[str, float]:
    """The figures for a shown map with its names up."""
    out = {
        "names layout (one view, worker's job)": _cpu_ms(
            tage_map._layout_job(tage_map._view_key()), repeats
        ),
        "route spots of every name (prepared regions)": _cpu_ms(tage_map._all_spots, repeats),
    }
    fresh = [shapely.from_wkb(shapely.to_wkb(g)) for g in tage_map.shapes.values()]
    start = time.thread_time()
    regions = np.asarray(fresh, dtype=object)
    shapely.prepare(regions)
    box = shapely.bounds(regions)
    centre_x, centre_y = (box[:, 0] + box[:, 2]) / 2, (box[:, 1] + box[:, 3]) / 2
    shapely.contains_xy(np.repeat(regions, 2), np.repeat(centre_x, 2), np.repeat(centre_y, 2))
    out["preparing and testing the regions as the map does"] = (time.thread_time() - start) * 1000
    prepared, tage_map.shapes = tage_map.shapes, dict(zip(tage_map.shapes, fresh, strict=True))
    try:
        out["route spots, first time after that"] = _cpu_ms(tage_map._all_spots, 1)
    finally:
        tage_map.shapes = prepared
    unprepared = [shapely.from_wkb(shapely.to_wkb(g)) for g in tage_map.shapes.values()]
    prepared, tage_map.shapes = tage_map.shapes, dict(zip(tage_map.shapes, unprepared, strict=True))
    try:
        out["route spots of every name (unprepared regions)"] = _cpu_ms(tage_map._all_spots, 1)
    finally:
        tage_map.shapes = prepared
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    from geoquiz.app.tage.map_view import TageMap
    from geoquiz.app.window.screenshot import render_screen

    found: dict[str, float] = {}

    def inspect(window: Any) -> None:
        for tage_map in window.findChildren(TageMap):
            if tage_map.isVisible():
                found.update(measure(tage_map, args.repeats))

    render_screen("tage-game", (1280, 720), "en", inspect=inspect)
    for name, ms in found.items():
        print(f"  {name:48s} {ms:7.1f} ms CPU")


if __name__ == "__main__":
    main()
