"""What every benchmark prints about the machine it ran on, so a busy run is recognisable.

The benchmarks compare against a baseline or a budget measured in the same run, but a machine
shared with other work (two cores, other processes compiling or testing) stretches wall-clock
times far more than CPU times. Each benchmark therefore prints the load average before and after
it ran (``os.getloadavg``: processes ready to run, averaged over 1, 5 and 15 minutes) beside its
figures; a 1-minute load above the number of cores means the wall-clock figures are not a quiet
run's.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["FRAME_BUDGET_MS", "ROOT", "busy", "headless", "load_line"]

ROOT = Path(__file__).resolve().parent.parent
#: one frame at 60 Hz, the budget the frame and stall benchmarks measure against
FRAME_BUDGET_MS = 1000.0 / 60.0


def headless() -> None:
    """Qt without a display (unless one is chosen) and the repository importable, as in tests."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def load_line(when: str) -> str:
    """One line: the load averages now and the number of cores, e.g. for "at start"."""
    one, five, fifteen = os.getloadavg()
    cores = os.cpu_count() or 1
    note = "  (busy: wall-clock figures are inflated)" if busy() else ""
    return f"  load average {when}: {one:.2f} {five:.2f} {fifteen:.2f} on {cores} cores{note}"


def busy() -> bool:
    """Whether more processes are ready to run than there are cores (1-minute average)."""
    return os.getloadavg()[0] > (os.cpu_count() or 1)
