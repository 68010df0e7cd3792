"""``make stress``: the Qt tests three times, in three random orders, with two CPU hogs beside.

The suite once segfaulted only on a busy machine (a Qt object destroyed on the autosave
writer's thread while the widgets closed). This runs the tests that use Qt (``qtbot``, ``qapp``
or PySide6) under that load: two processes that spin for the whole run, pytest-randomly with the
seeds 1, 2 and 3 (or ``--seeds``). It prints one line per run and exits non-zero if any failed.

    python tests/stress.py [--seeds 1,2,3] [--hogs 2] [pytest args …]
"""

from __future__ import annotations

import argparse
import multiprocessing
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _spin() -> None:
    while True:
        pass


def qt_test_files() -> list[str]:
    """The test files that use Qt."""
    found = []
    for path in sorted(HERE.glob("test_*.py")):
        text = path.read_text(encoding="utf-8")
        if "qtbot" in text or "qapp" in text or "PySide6" in text:
            found.append(str(path))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--hogs", type=int, default=2)
    args, extra = parser.parse_known_args(argv)
    hogs = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(args.hogs)]
    for hog in hogs:
        hog.start()
    files = qt_test_files()
    failed = 0
    try:
        for seed in args.seeds.split(","):
            started = time.monotonic()
            command = [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "randomly"]
            command += ["-p", "no:cacheprovider", f"--randomly-seed={seed}", *extra, *files]
            code = subprocess.call(command, cwd=HERE.parent)
            took = time.monotonic() - started
            print(
                f"stress: seed {seed}: exit {code} in {took:.0f} s ({len(files)} files, "
                f"{args.hogs} CPU hogs)",
                flush=True,
            )
            failed += code != 0
    finally:
        for hog in hogs:
            hog.terminate()
    print(
        f"stress: {len(args.seeds.split(',')) - failed} of {len(args.seeds.split(','))} runs passed"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
