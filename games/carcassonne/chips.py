"""The 30 Map-Chips of Germany: values, colours and their face-down placement on the map.

Chip ``i`` has colour ``i // 10`` (purple, light blue, orange) and value 1 for the first six of
its colour and 2 for the other four: the rulebook's "Tile distribution" lists ×6 ×4 per colour,
and the collecting example names chips worth 1 or 2, so each colour has 6 × 1 + 4 × 2.

Placement (rulebook "Preparation"): face down, at most one per square, not on large-city or town
squares, never orthogonally next to another chip, never orthogonally next to a used start square
or to an open edge of a large city. "Evenly distributed" is a seeded farthest-point choice: the
first square is drawn at random, each further one is an admissible square farthest (in km, by
the grid's cell size) from all chips placed so far, ties broken by a seeded shuffle. The chips
themselves are shuffled before they are laid on the chosen squares.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable

from geoquiz.games.common import randbelow, shuffled

__all__ = [
    "CHIP_COLOURS",
    "CHIP_COUNT",
    "admissible_squares",
    "chip_colour",
    "chip_value",
    "place_chips",
]

Square = tuple[int, int]

CHIP_COUNT = 30
CHIP_COLOURS = ("purple", "lightblue", "orange")
#: Farthest-point runs (from different random first squares) tried until all 30 chips fit.
ATTEMPTS = 24
#: Size of a grid cell in km (0.75° lon at 51°N, 0.5° lat), for "evenly distributed".
_CELL_KM = (52.5, 55.6)


def chip_colour(chip: int) -> str:
    return CHIP_COLOURS[chip // 10]


def chip_value(chip: int) -> int:
    return 1 if chip % 10 < 6 else 2


def _orth(square: Square) -> list[Square]:
    c, r = square
    return [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]


def admissible_squares(
    playable: Collection[Square],
    large_cities: Collection[Square],
    towns: Collection[Square],
    used_starts: Collection[Square],
) -> list[Square]:
    """Squares that may hold a chip, before the no-two-chips-adjacent rule."""
    banned = set(large_cities) | set(towns) | set(used_starts)
    near = {n for s in [*used_starts, *large_cities] for n in _orth(s)}
    return sorted(s for s in playable if s not in banned and s not in near)


def _km(a: Square, b: Square) -> float:
    return math.hypot((a[0] - b[0]) * _CELL_KM[0], (a[1] - b[1]) * _CELL_KM[1])


def _spread(candidates: list[Square], first: Square) -> list[Square]:
    """Farthest-point choice from ``first``, keeping chips off each other's sides.

    Each candidate's distance to the nearest chosen square is kept and lowered by each new
    choice (the same minimum as taken over all chosen squares each round, which cost 45 ms
    of a new game on the UI thread); ties go to the first candidate, as ``max`` gives them."""
    chosen = [first]
    nearest = {s: _km(s, first) for s in candidates}
    blocked = {first, *_orth(first)}
    while len(chosen) < CHIP_COUNT:
        free = [s for s in candidates if s not in blocked]
        if not free:
            break
        pick = max(free, key=nearest.__getitem__)
        chosen.append(pick)
        blocked.update((pick, *_orth(pick)))
        for s in free:
            nearest[s] = min(nearest[s], _km(s, pick))
    return chosen


def place_chips(
    playable: Collection[Square],
    large_cities: Collection[Square],
    towns: Collection[Square],
    used_starts: Iterable[Square],
    rng: int,
) -> tuple[dict[Square, int], int]:
    """Return ``{square: chip id}`` for the chips laid out, and the new RNG state."""
    candidates, rng = shuffled(
        admissible_squares(playable, large_cities, towns, list(used_starts)), rng
    )
    chosen: list[Square] = []
    for _ in range(ATTEMPTS):
        if not candidates:
            break
        first, rng = randbelow(len(candidates), rng)
        attempt = _spread(candidates, candidates[first])
        if len(attempt) > len(chosen):
            chosen = attempt
        if len(chosen) == CHIP_COUNT:
            break
    chips, rng = shuffled(list(range(CHIP_COUNT)), rng)
    return {sq: chips[i] for i, sq in enumerate(chosen)}, rng
