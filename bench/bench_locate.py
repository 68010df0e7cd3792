"""Benchmark: solving 100,000 random board points with ``locate_many`` vs a ``locate`` loop.

The per-point loop is the baseline: a sample of it is timed and extrapolated to the full set
(running it on all points would take about a minute). Points are drawn uniformly over the board
rectangle plus a margin, so some are off the board (the loop catches ``OffBoardError``) and many
lie within 2 km of a line. Prints both times and the ratio.

Run: ``.venv/bin/python bench/bench_locate.py [--points N] [--sample N] [--tolerance-km KM]``.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from geoquiz.geo import board

__all__ = ["main", "run"]


def run(points: int = 100_000, sample: int = 2_000, tolerance_km: float = 2.0) -> dict[str, float]:
    """Time both ways on the same points; return the measured numbers."""
    rng = np.random.default_rng(51)
    lats = rng.uniform(46.8, 55.2, points)
    lons = rng.uniform(5.8, 16.2, points)
    # Warm up outside the timings: territory, on-board region, transformers, metric outline.
    board.locate(52.289, 8.917)
    board.locate_many([52.0], [10.0], tolerance_km)
    try:
        board.locate(48.857, 2.352)
    except board.OffBoardError:
        pass

    start = time.perf_counter()
    many = board.locate_many(lats, lons, tolerance_km)
    vectorised = time.perf_counter() - start

    sample = min(sample, points)
    start = time.perf_counter()
    looped: list[list[board.Solution] | None] = []
    for lat, lon in zip(lats[:sample].tolist(), lons[:sample].tolist(), strict=True):
        try:
            looped.append(board.locate(lat, lon, tolerance_km))
        except board.OffBoardError:
            looped.append(None)
    loop_sample = time.perf_counter() - start
    if looped != many[:sample]:
        raise AssertionError("locate_many and locate disagree on the sample")
    loop = loop_sample * points / sample
    return {
        "points": float(points),
        "sample": float(sample),
        "off_board": float(sum(r is None for r in many)),
        "with_alternatives": float(sum(r is not None and len(r) > 1 for r in many)),
        "vectorised_s": vectorised,
        "loop_s": loop,
        "ratio": loop / vectorised,
    }


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=100_000)
    parser.add_argument("--sample", type=int, default=2_000)
    parser.add_argument("--tolerance-km", type=float, default=2.0)
    args = parser.parse_args()
    r = run(args.points, args.sample, args.tolerance_km)
    print(
        f"locate: {int(r['points']):,} random points "
        f"({int(r['off_board']):,} off the board, {int(r['with_alternatives']):,} near a line)"
    )
    print(f"  locate_many (vectorised):      {r['vectorised_s']:8.3f} s")
    print(
        f"  locate loop (baseline):        {r['loop_s']:8.3f} s "
        f"(extrapolated from {int(r['sample']):,} points)"
    )
    print(f"  ratio loop / vectorised:       {r['ratio']:8.1f}x")
    hover = nearest_ms()
    print(f"  gazetteer.nearest (map hover): {hover:8.3f} ms a call, {hover / 16.7:.3f}x the frame")


def nearest_ms(calls: int = 200) -> float:
    """Milliseconds per ``gazetteer.nearest`` call, as the Explore map's hover makes them."""
    from geoquiz.geo import gazetteer

    gazetteer.nearest(50.0, 10.0)
    start = time.perf_counter()
    for k in range(calls):
        gazetteer.nearest(47.0 + k * 0.04, 6.0 + k * 0.05)
    return (time.perf_counter() - start) / calls * 1000


if __name__ == "__main__":
    main()
