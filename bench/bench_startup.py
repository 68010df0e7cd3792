"""Benchmark: cold start of ``geoquiz screenshot explore-de`` vs a bare PySide6 window.

Both run as fresh subprocesses (so imports, Qt platform start-up and PNG writing count) and save a
1600×1000 screenshot; the app runs through its installed console script (``geoquiz`` beside the
Python running this), the bare baseline shows a QMainWindow with one label and saves it. The
budget is 2× the baseline. The two run in pairs, back to back and in alternating order; the
figure is the median over the pairs of each pair's ratio (a pair shares the machine's load of
its moment), of wall-clock time (the budget) and of CPU time (steadier when other work shares
the machine). The medians of the times themselves are printed beside it.

Python may cache compiled bytecode in both runs, as in an installed app (pip compiles it at install
time): ``PYTHONDONTWRITEBYTECODE`` is dropped from the environment and the bytecode goes to a
temporary ``PYTHONPYCACHEPREFIX``, filled by one untimed run of each (which also stores the
map's first frame in the user's cache folder, as any earlier start of the app would). Otherwise
every start would compile the app's ~40 modules from source (~70 ms) while the baseline's
PySide6 comes compiled.
``--no-bytecode`` measures that worst case instead.

Run: ``.venv/bin/python bench/bench_startup.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/common.py
from common import load_line  # noqa: E402

__all__ = ["main", "run"]

ROOT = Path(__file__).resolve().parent.parent
BUDGET_RATIO = 2.0

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("geoquiz"))
window.resize(1600, 1000)
window.show()
app.processEvents()
window.grab().toImage().save(sys.argv[1])
"""


def _time(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall-clock and CPU (user + system) seconds of one run of ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _png_costs(screenshot: Path, repeats: int = 5) -> dict[int, tuple[float, int]]:
    """CPU ms (median) and bytes of encoding the app's screenshot at Qt's default PNG level and
    at the level ``geoquiz screenshot`` uses (``app.window.screenshot.PNG_QUALITY``)."""
    from PySide6.QtGui import QImage

    from geoquiz.app.window.screenshot import PNG_QUALITY

    image = QImage(str(screenshot))
    out = screenshot.with_name("encoded.png")
    costs = {}
    for quality in (-1, PNG_QUALITY):
        times = []
        for _ in range(repeats):
            cpu = time.process_time()
            image.save(str(out), None, quality)
            times.append((time.process_time() - cpu) * 1000.0)
        costs[quality] = (statistics.median(times), out.stat().st_size)
    return costs


def run(runs: int = 7, bytecode: bool = True) -> dict[str, Any]:
    """Median wall-clock seconds of both start-ups and their ratio (see the module docstring)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        if bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        script = Path(sys.executable).with_name("geoquiz")
        launcher = (
            [str(script)] if script.exists() else [sys.executable, "-m", "geoquiz.app.cli.main"]
        )
        app_cmd = [
            *launcher,
            "screenshot",
            "explore-de",
            str(Path(tmp) / "app.png"),
            "--size",
            "1600x1000",
        ]
        bare_cmd = [sys.executable, "-c", BARE, str(Path(tmp) / "bare.png")]
        # fill the map and gazetteer caches (a real first run builds them once) and the bytecode
        _time(app_cmd, env)
        _time(bare_cmd, env)
        app_times, bare_times = [], []
        for k in range(runs):
            # pairs run back to back, in alternating order, so a change of load over the run
            # falls on both sides of a pair
            if k % 2:
                app_times.append(_time(app_cmd, env))
                bare_times.append(_time(bare_cmd, env))
            else:
                bare_times.append(_time(bare_cmd, env))
                app_times.append(_time(app_cmd, env))
        png = _png_costs(Path(tmp) / "app.png")
    pairs = list(zip(app_times, bare_times, strict=True))
    return {
        "png": png,
        "app_s": statistics.median(t[0] for t in app_times),
        "bare_s": statistics.median(t[0] for t in bare_times),
        "ratio": statistics.median(a[0] / b[0] for a, b in pairs),
        "app_cpu_s": statistics.median(t[1] for t in app_times),
        "bare_cpu_s": statistics.median(t[1] for t in bare_times),
        "cpu_ratio": statistics.median(a[1] / b[1] for a, b in pairs),
        "ratio_range": (min(a[0] / b[0] for a, b in pairs), max(a[0] / b[0] for a, b in pairs)),
    }


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--no-bytecode", action="store_true", help="compile from source every run (no .pyc cache)"
    )
    args = parser.parse_args()
    start_load = load_line("at start")
    r = run(args.runs, bytecode=not args.no_bytecode)
    print("startup: geoquiz screenshot explore-de vs a bare PySide6 window (1600x1000 PNG)")
    if args.no_bytecode:
        print("  (no bytecode cache: every module compiled from source in every run)")
    print(f"  bare window (baseline):        {r['bare_s']:8.3f} s")
    print(f"  geoquiz explore-de:            {r['app_s']:8.3f} s")
    lo, hi = r["ratio_range"]
    print(
        f"  ratio app / bare:              {r['ratio']:8.2f}x (budget {BUDGET_RATIO:.0f}x;"
        f" median of {args.runs} side-by-side pairs, {lo:.2f}-{hi:.2f}x)"
    )
    print(
        f"  CPU seconds (user+sys):        {r['app_cpu_s']:8.3f} s vs {r['bare_cpu_s']:.3f} s,"
        f" ratio {r['cpu_ratio']:.2f}x (less sensitive to a busy machine)"
    )
    for quality, (ms, size) in r["png"].items():
        what = "Qt's default level" if quality < 0 else f"quality {quality} (as the app)"
        print(f"  PNG encode of the app's screenshot, {what}: {ms:.0f} ms CPU, {size} bytes")
    print(start_load)
    print(load_line("at end"))


if __name__ == "__main__":
    main()
