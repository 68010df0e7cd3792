"""The hard computer player's table, read on a worker thread when a Danmark screen is built.

The hard player's first decision reads the shipped expected-turns table
(``games.danmark.turn_table.stored``: a JSON file and the board's fingerprint, ~32 ms of Python on
this machine, measured with the command in docs/performance.md). Read inside that decision, on
the computer's worker, it held the GIL while the UI thread drew a game's first move (Danmark's
longest gaps in ``bench/bench_stall.py`` were at move 0). Read here, it is done while the screen
and its lobby are shown; started once per process, after the screen has loaded the board (the
table's fingerprint reads it: one board object for all).
"""

from __future__ import annotations

import threading

__all__ = ["warm_planner"]


def warm_planner() -> threading.Thread:
    """Start reading the table on a daemon thread (once per process; later calls return it)."""
    from geoquiz.app.runtime.bot_runner import warm_up_once

    return warm_up_once("danmark-warm-planner", _warm)


def _warm() -> None:
    from geoquiz.games.danmark import planner, turn_table

    turn_table.stored()
    planner.walk_ends()
