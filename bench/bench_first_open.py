"""Benchmark: the first open of every game screen — a sign of progress within 100 ms, the lobby
usable within 500 ms (issue 28) — on an empty cache and on a filled one.

Each open runs in a fresh process (imports, caches and Qt as a real first open has them) with its
own cache folder (``GEOQUIZ_CACHE_DIR``) and settings folder: the main window is shown and
settled, then the timer starts and ``MainWindow.show_screen(GAME)`` is called, as the start
screen's button does. Measured:

* **progress**: when the first paint of the opening page (:mod:`app.window.opening`, a busy bar and
  a
  line of text) reaches the window — the first visible sign after the click;
* **usable**: when ``show_screen`` has returned and the event loop has run a turn with the lobby
  on screen (its New game button visible and enabled, checked): from then on the lobby answers
  a click.

Per game: once on an **empty cache** (the first open after installing; the caches are built on
the UI thread then), then again in a new process on the cache that run filled (every later first
open). The difference is what the empty cache costs; for a missed budget the functions under
``show_screen`` that took longest in a profiled empty-cache open are named (``--why``).

The baseline, measured in the same run and the same way, opens a bare page (a label and a button)
in the main window of a fresh process: it is what Qt, the window and the measuring cost alone,
and its ratio shows how busy the machine is. Each figure is the median of ``--runs`` processes.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_first_open.py [--runs 3]
[--games minden tage …] [--why]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/common.py
from common import ROOT, load_line  # noqa: E402

__all__ = ["GAMES", "main", "run"]

GAMES = ["minden", "tage", "danmark", "carcassonne", "stadtland"]
PROGRESS_BUDGET_MS = 100.0
USABLE_BUDGET_MS = 500.0

#: the measuring child: prints one JSON line {"progress_ms", "usable_ms", "cpu_ms", "top"}
CHILD = r"""
import cProfile, json, os, pstats, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

key, why = sys.argv[1], sys.argv[2] == "why"
app = QApplication(sys.argv[:1])
from geoquiz.app.window.main_window import MainWindow
from geoquiz.app.window.opening import OpeningPage

window = MainWindow("en")
window.resize(1366, 728)
window.show()
for _ in range(20):
    app.processEvents()
marks = {}

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "progress" not in marks:
            if isinstance(obj, OpeningPage) or (key == "bare" and isinstance(obj, QWidget)
                                                and obj.objectName() == "bare"):
                marks["progress"] = time.perf_counter()
        return False

watcher = FirstPaint()
app.installEventFilter(watcher)
profile = cProfile.Profile() if why else None
cpu0 = time.process_time()
start = time.perf_counter()
if key == "bare":
    page = QWidget(); page.setObjectName("bare")
    layout = QVBoxLayout(page); layout.addWidget(QLabel("bare")); button = QPushButton("New game")
    layout.addWidget(button)
    window.stack.addWidget(page); window.stack.setCurrentWidget(page)
    page.setGeometry(window.stack.contentsRect()); page.repaint()  # as the opening page is
    screen = page
else:
    if profile: profile.enable()
    screen = window.show_screen(key)
    if profile: profile.disable()
    button = None
def ready():
    # the lobby's New game button (the window is in English), shown and enabled
    shown = [button] if button is not None else [
        b for b in screen.findChildren(QPushButton) if b.text().replace("&", "").startswith("New")
    ]
    return screen.isVisible() and any(b.isVisible() and b.isEnabled() for b in shown)
def turned():
    marks["usable"] = time.perf_counter()
    marks["ready"] = ready()
    app.quit()
QTimer.singleShot(0, turned)
app.exec()
cpu = time.process_time() - cpu0
usable_ok = marks["ready"]
top = []
if profile:
    stats = pstats.Stats(profile)
    # the map and game data layers (geo/, games/): where the caches are built; the app's frames
    # above them only wrap them
    rows = [
        (v[3], f"{k[2]} ({os.sep.join(k[0].split(os.sep)[-2:])}:{k[1]})")
        for k, v in stats.stats.items()
        if "/geo/" in k[0] or "/games/" in k[0]
    ]
    top = [[round(t * 1000), name] for t, name in sorted(rows, reverse=True)[:10]]
print(json.dumps({
    "progress_ms": 1000 * (marks.get("progress", marks["usable"]) - start),
    "usable_ms": 1000 * (marks["usable"] - start),
    "cpu_ms": 1000 * cpu,
    "lobby_ready": usable_ok,
    "top": top,
}))
"""


def _child(key: str, cache: Path, config: Path, why: bool = False) -> dict[str, Any]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        GEOQUIZ_CACHE_DIR=str(cache),
        XDG_CONFIG_HOME=str(config),
    )
    out = subprocess.run(
        [sys.executable, "-c", CHILD, key, "why" if why else "-"],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def run(games: list[str], runs: int = 3, why: bool = False) -> dict[str, Any]:
    """Median figures per game (empty and filled cache) and of the bare baseline."""
    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        bare = [_child("bare", base / f"bare{k}", base / f"bare-config{k}") for k in range(runs)]
        results["bare"] = bare
        for game in games:
            empty, filled, tops = [], [], []
            for k in range(runs):
                cache, config = base / f"{game}-cache{k}", base / f"{game}-config{k}"
                first = _child(game, cache, config, why=why and k == 0)
                empty.append(first)
                tops.append(first["top"])
                filled.append(_child(game, cache, config))
            results[game] = {"empty": empty, "filled": filled, "top": tops[0]}
    return results


def _median(rows: list[dict[str, Any]], key: str) -> float:
    return statistics.median(float(r[key]) for r in rows)


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", nargs="+", default=GAMES, choices=GAMES)
    parser.add_argument("--why", action="store_true", help="profile the empty-cache opens")
    args = parser.parse_args()
    start_load = load_line("at start")
    r = run(args.games, args.runs, args.why)
    bare_p, bare_u = _median(r["bare"], "progress_ms"), _median(r["bare"], "usable_ms")
    print(
        f"first open of each game screen (median of {args.runs} fresh processes; budgets: "
        f"progress {PROGRESS_BUDGET_MS:.0f} ms, lobby usable {USABLE_BUDGET_MS:.0f} ms)"
    )
    print(f"  baseline, a bare page:  progress {bare_p:7.1f} ms   usable {bare_u:7.1f} ms")
    missed = []
    for game in args.games:
        row = r[game]
        for cache in ("empty", "filled"):
            p, u = _median(row[cache], "progress_ms"), _median(row[cache], "usable_ms")
            cpu = _median(row[cache], "cpu_ms")
            ready = all(x["lobby_ready"] for x in row[cache])
            verdict = []
            if p > PROGRESS_BUDGET_MS:
                verdict.append("PROGRESS OVER")
                missed.append((game, cache, "progress", p))
            if u > USABLE_BUDGET_MS:
                verdict.append("USABLE OVER")
                missed.append((game, cache, "usable", u))
            print(
                f"  {game:12s} {cache:6s} cache: progress {p:7.1f} ms ({p / bare_p:5.1f}x bare)"
                f"   usable {u:7.1f} ms ({u / bare_u:5.1f}x bare, CPU {cpu:6.0f} ms)"
                f"{'' if ready else '  lobby NOT ready'}  {' '.join(verdict) or 'within budget'}"
            )
        cost = _median(row["empty"], "usable_ms") - _median(row["filled"], "usable_ms")
        print(f"  {'':12s} the empty cache costs {cost:7.0f} ms of the first open")
        if args.why and row["top"]:
            print("  " + " " * 12 + " longest map/data work in it (cumulative ms, empty cache):")
            for ms, name in row["top"][:6]:
                print(f"  {'':14s}{ms:6d}  {name}")
    if missed:
        print("  missed budgets:")
        for game, cache, what, ms in missed:
            budget = PROGRESS_BUDGET_MS if what == "progress" else USABLE_BUDGET_MS
            print(
                f"    {game} ({cache} cache) {what}: {ms:.0f} ms, {ms - budget:.0f} ms over;"
                f" the window shows the opening page (busy bar and a line) meanwhile"
            )
    print(start_load)
    print(load_line("at end"))


if __name__ == "__main__":
    main()
