"""Where the pips of each face of a die lie: one table for the screen's rolling die
(:mod:`.animation`) and the dice of the rules page (:mod:`app.rules.danmark`)."""

from __future__ import annotations

__all__ = ["PIPS"]

#: the pips of each face on a 3 × 3 grid (column, row)
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
