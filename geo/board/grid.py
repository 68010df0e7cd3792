"""The board grid: constants, :class:`Solution`, zones, squares, quadrants and tips (DESIGN §4).

All dividing lines of the board lie on one regular grid of 1° × 0.5° cells (10 columns from 6°E,
16 rows from 47°N); each cell is one quadrant, and this module maps cells to solutions.

Besides the polygons, the grid is plain arithmetic for many points at once: :func:`cell_codes`
numbers the cell of each point (coordinates clamped into the rectangle, no territory test — that is
:func:`~geoquiz.geo.board.locate`'s), which the Minden computer players need to turn a cloud of
believed locations into probabilities for every prefix of a tip.

>>> str(cell_of(8.917, 52.289)), str(cell_of(10.0, 52.0))
('W N 12 C', 'O N 13 C')
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
from numpy.typing import ArrayLike, NDArray
from shapely.geometry import LineString, Polygon, box

__all__ = [
    "BOARD_WEST",
    "BOARD_EAST",
    "BOARD_SOUTH",
    "BOARD_NORTH",
    "EW",
    "QUADRANTS",
    "ZONES",
    "ZONE_SQUARES",
    "Solution",
    "cell_codes",
    "cell_of",
    "code_to_cell",
    "km_to_degrees",
    "prefix_codes",
    "quadrant_index",
    "tip_center",
    "tip_is_correct",
    "zone_polygons",
    "square_polygons",
    "quadrant_polygons",
    "white_lines",
    "cell_polygon",
    "solution_label",
]

BOARD_WEST, BOARD_EAST, BOARD_SOUTH, BOARD_NORTH = 6.0, 16.0, 47.0, 55.0

EW: tuple[str, str] = ("W", "O")
ZONES: tuple[str, str, str] = ("N", "M", "S")
QUADRANTS: tuple[str, str, str, str] = ("A", "B", "C", "D")
#: Squares per zone.
ZONE_SQUARES: dict[str, int] = {"N": 15, "M": 10, "S": 15}
#: Southern edge latitude of each zone's northernmost row, and its number of rows.
_ZONE_TOP_ROW = {"N": 7, "M": 4, "S": 2}  # row index counted from the south, 0 = 47–48°N

_N_QCOLS = 10  # quadrant columns, 1° each
_N_QROWS = 16  # quadrant rows, 0.5° each
#: Interior quadrant-grid lines; a point's column is how many of them lie at or west of it.
_QCOL_LINES = tuple(BOARD_WEST + k for k in range(1, _N_QCOLS))
_QROW_LINES = tuple(BOARD_SOUTH + 0.5 * k for k in range(1, _N_QROWS))
_QCOL_LINES_NP = np.array(_QCOL_LINES)
_QROW_LINES_NP = np.array(_QROW_LINES)


@dataclass(frozen=True, order=True)
class Solution:
    """One cell of the board: (ew, zone, square, quadrant), e.g. Minden = ``W N 12 C``.

    ``ew`` is ``"W"`` or ``"O"`` (Ost), ``zone`` one of ``"N"``, ``"M"``, ``"S"``, ``square`` the
    number within the zone, ``quadrant`` one of ``"A"``–``"D"``. Construction validates that the
    square exists in the zone and lies on the stated side of 10°E.
    """

    ew: str
    zone: str
    square: int
    quadrant: str

    def __post_init__(self) -> None:
        if self.ew not in EW:
            raise ValueError(f"east/west must be W or O, not {self.ew!r}")
        if self.zone not in ZONES:
            raise ValueError(f"zone must be N, M or S, not {self.zone!r}")
        if isinstance(self.square, bool) or not isinstance(self.square, int):
            raise ValueError(f"square must be a whole number, not {self.square!r}")
        if not 1 <= self.square <= ZONE_SQUARES[self.zone]:
            raise ValueError(
                f"zone {self.zone} has squares 1–{ZONE_SQUARES[self.zone]}, not {self.square}"
            )
        if self.quadrant not in QUADRANTS:
            raise ValueError(f"quadrant must be A, B, C or D, not {self.quadrant!r}")
        column = (self.square - 1) % 5
        if (column < 2) != (self.ew == "W"):
            side = "west" if column < 2 else "east"
            raise ValueError(f"square {self.zone} {self.square} lies {side} of 10°E, not {self.ew}")

    def as_tuple(self) -> tuple[str, str, int, str]:
        """Return ``("W", "N", 12, "C")``, the form games keep in their states."""
        return (self.ew, self.zone, self.square, self.quadrant)

    def as_dict(self) -> dict[str, object]:
        """Return ``{"ew": "W", "zone": "N", "square": 12, "quadrant": "C"}``."""
        return {"ew": self.ew, "zone": self.zone, "square": self.square, "quadrant": self.quadrant}

    def __str__(self) -> str:
        return f"{self.ew} {self.zone} {self.square} {self.quadrant}"

    def __iter__(self) -> Iterator[object]:
        return iter((self.ew, self.zone, self.square, self.quadrant))

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Solution:
        """Inverse of :meth:`as_dict`; ``ValueError`` for missing or impossible values."""
        try:
            ew, zone, square, quadrant = (data[k] for k in ("ew", "zone", "square", "quadrant"))
        except KeyError as exc:
            missing = f"a solution needs ew, zone, square and quadrant; {exc} is missing"
            raise ValueError(missing) from None
        return cls(str(ew), str(zone), square, str(quadrant))  # type: ignore[arg-type]

    @classmethod
    def parse(cls, text: str) -> Solution:
        """Parse ``"W N 12 C"`` (spaces optional between letters and number, any case)."""
        parts = text.replace(",", " ").split()
        if len(parts) == 1:  # "WN12C"
            s = parts[0]
            parts = [s[:1], s[1:2], s[2:-1], s[-1:]]
        if len(parts) != 4:
            raise ValueError(f"not a board solution: {text!r} (expected e.g. 'W N 12 C')")
        ew, zone, square, quadrant = (_normalise_stone(i, p) for i, p in enumerate(parts))
        assert isinstance(square, int)
        return cls(str(ew), str(zone), square, str(quadrant))

    def matches(self, tip: Sequence[object]) -> bool:
        """Whether a tip — a prefix (ew, zone, square, quadrant) of 0–4 stones — agrees with this.

        Stones are compared case-insensitively; the square may be an int or a digit string; ``"E"``
        (east) is accepted for ``"O"``. A malformed tip (too long, impossible values) raises
        ``ValueError``.
        """
        if isinstance(tip, str):
            raise ValueError("a tip is a sequence of stones, e.g. ('W', 'N', 12), not a string")
        if len(tip) > 4:
            raise ValueError(f"a tip has at most 4 stones, got {len(tip)}")
        mine = (self.ew, self.zone, self.square, self.quadrant)
        return all(_normalise_stone(i, stone) == mine[i] for i, stone in enumerate(tip))


def _normalise_stone(position: int, stone: object) -> str | int:
    if position == 2:
        if isinstance(stone, bool):
            raise ValueError(f"not a square number: {stone!r}")
        if isinstance(stone, int):
            return stone
        if isinstance(stone, str) and stone.strip().isdigit():
            return int(stone)
        raise ValueError(f"not a square number: {stone!r}")
    if not isinstance(stone, str):
        raise ValueError(f"not a tip stone: {stone!r}")
    value = stone.strip().upper()
    allowed = (EW, ZONES, (), QUADRANTS)[position]
    if position == 0 and value == "E":
        value = "O"
    if value not in allowed:
        raise ValueError(f"not a tip stone here: {stone!r} (expected one of {', '.join(allowed)})")
    return value


# --------------------------------------------------------------------------------------------
# the grid


def _solution_of(qi: int, qj: int) -> Solution:
    """Solution of quadrant-grid cell column ``qi`` (0–9 from 6°E), row ``qj`` (0–15 from 47°N)."""
    column, right = divmod(qi, 2)
    row, upper = divmod(qj, 2)
    zone = "N" if row >= 5 else ("M" if row >= 3 else "S")
    square = (_ZONE_TOP_ROW[zone] - row) * 5 + column + 1
    quadrant = QUADRANTS[(0 if upper else 2) + right]
    return Solution("W" if column < 2 else "O", zone, square, quadrant)


@cache
def _cell_table() -> tuple[tuple[Solution, ...], ...]:
    """``table[qj][qi]`` = solution of each quadrant-grid cell."""
    return tuple(tuple(_solution_of(qi, qj) for qi in range(_N_QCOLS)) for qj in range(_N_QROWS))


def _cell_bounds(qi: int, qj: int) -> tuple[float, float, float, float]:
    """Nominal (west, south, east, north) of a quadrant-grid cell."""
    return (
        BOARD_WEST + qi,
        BOARD_SOUTH + 0.5 * qj,
        BOARD_WEST + qi + 1,
        BOARD_SOUTH + 0.5 * (qj + 1),
    )


def zone_polygons() -> dict[str, Polygon]:
    """The zones N, M, S as lon/lat rectangles (north to south)."""
    return {
        "N": box(BOARD_WEST, 52.0, BOARD_EAST, BOARD_NORTH),
        "M": box(BOARD_WEST, 50.0, BOARD_EAST, 52.0),
        "S": box(BOARD_WEST, BOARD_SOUTH, BOARD_EAST, 50.0),
    }


def square_polygons() -> dict[tuple[str, int], Polygon]:
    """Every map square as a lon/lat rectangle, keyed by (zone, number)."""
    return dict(_square_polygons())


@cache
def _square_polygons() -> dict[tuple[str, int], Polygon]:
    result: dict[tuple[str, int], Polygon] = {}
    for row in range(7, -1, -1):
        for column in range(5):
            s = _solution_of(2 * column, 2 * row)
            west, south = BOARD_WEST + 2 * column, BOARD_SOUTH + row
            result[(s.zone, s.square)] = box(west, south, west + 2, south + 1)
    return result


def quadrant_polygons() -> dict[Solution, Polygon]:
    """Every quadrant cell (160 of them) as a lon/lat rectangle, keyed by its solution.

    Ordered like the squares (north-west first). Returns a new dict of shared, immutable polygons.
    """
    return dict(_quadrant_polygons())


@cache
def _quadrant_polygons() -> dict[Solution, Polygon]:
    table = _cell_table()
    return {
        table[qj][qi]: box(*_cell_bounds(qi, qj))
        for qj in range(_N_QROWS - 1, -1, -1)
        for qi in range(_N_QCOLS)
    }


def white_lines() -> list[LineString]:
    """The white lines 10°E, 50°N and 52°N across the board rectangle (lon/lat)."""
    return [
        LineString([(10.0, BOARD_SOUTH), (10.0, BOARD_NORTH)]),
        LineString([(BOARD_WEST, 50.0), (BOARD_EAST, 50.0)]),
        LineString([(BOARD_WEST, 52.0), (BOARD_EAST, 52.0)]),
    ]


def cell_polygon(solution: Solution) -> Polygon:
    """The lon/lat rectangle of one quadrant cell."""
    return _quadrant_polygons()[solution]


def solution_label(solution: Solution) -> str:
    """The label read aloud and shown on cards, e.g. ``"W N 12 C"``."""
    return str(solution)


def tip_is_correct(solutions: Sequence[Solution], tip: Sequence[object]) -> bool:
    """A tip is correct when one of the solutions agrees with every stone placed (DESIGN §4)."""
    return any(s.matches(tip) for s in solutions)


# --------------------------------------------------------------------------------------------
# many points at once

IntArray = NDArray[np.int64]


def quadrant_index(lon: ArrayLike, lat: ArrayLike) -> tuple[NDArray[np.intp], NDArray[np.intp]]:
    """Return the quadrant-grid column (0–9 from 6°E) and row (0–15 from 47°N) of each point.

    A point on a line belongs to the east / north side; a point outside the rectangle to the
    nearest edge cell.
    """
    lon_a = np.asarray(lon, dtype=np.float64)
    lat_a = np.asarray(lat, dtype=np.float64)
    qi = np.searchsorted(_QCOL_LINES_NP, lon_a, side="right")
    qj = np.searchsorted(_QROW_LINES_NP, lat_a, side="right")
    return qi, qj


def cell_codes(lon: ArrayLike, lat: ArrayLike) -> IntArray:
    """Return one integer per point: its cell in board order, ``square * 4 + quadrant`` (0–159).

    Squares count from the north-west corner, west to east, row by row (the order of
    :func:`square_polygons`); quadrants A B C D are 0 1 2 3.
    """
    qi, qj = quadrant_index(lon, lat)
    square = (_N_QROWS // 2 - 1 - qj // 2) * 5 + qi // 2
    return np.asarray(square * 4 + (1 - qj % 2) * 2 + qi % 2, dtype=np.int64)


def prefix_codes(codes: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """Split cell codes into comparable ids of the 1-, 2-, 3- and 4-stone prefixes of a tip."""
    square = codes // 4
    row, col = square // 5, square % 5
    ew = (col >= 2).astype(np.int64)
    zone = np.where(row < 3, 0, np.where(row < 5, 1, 2))
    return ew, ew * 3 + zone, square, codes


def code_to_cell(code: int) -> Solution:
    """Return the solution of a cell code (:func:`cell_codes`)."""
    square, quadrant = divmod(int(code), 4)
    row, col = divmod(square, 5)
    qj = 2 * (_N_QROWS // 2 - 1 - row) + 1 - quadrant // 2
    return _cell_table()[qj][2 * col + quadrant % 2]


def cell_of(lon: float, lat: float) -> Solution:
    """Return the cell holding a point (clamped into the rectangle; no territory test)."""
    return code_to_cell(int(cell_codes([lon], [lat])[0]))


#: where :func:`tip_center` puts a tip without stones: the middle of Germany, not of the rectangle
_MIDDLE_OF_GERMANY = (10.5, 51.2)


def tip_center(tip: Sequence[object]) -> tuple[float, float]:
    """Return (lon, lat) of the middle of the smallest area a tip of 0–4 stones names.

    ``ValueError`` for a malformed tip (as :meth:`Solution.matches`).

    >>> tip_center(("W", "N", 12, "C")), tip_center(("O",))
    ((8.5, 52.25), (13.0, 51.0))
    """
    if len(tip) > 4:
        raise ValueError(f"a tip has at most 4 stones, got {len(tip)}")
    stones = [_normalise_stone(i, stone) for i, stone in enumerate(tip)]
    if not stones:
        return _MIDDLE_OF_GERMANY
    if len(stones) >= 3:
        ew, zone, square = str(stones[0]), str(stones[1]), int(stones[2])
        quadrant = str(stones[3]) if len(stones) == 4 else "A"
        cell = cell_polygon(Solution(ew, zone, square, quadrant))  # validates the square's side
        area = cell if len(stones) == 4 else _square_polygons()[(zone, square)]
        west, south, east, north = area.bounds
    else:
        west, east = (BOARD_WEST, 10.0) if stones[0] == "W" else (10.0, BOARD_EAST)
        south, north = BOARD_SOUTH, BOARD_NORTH
        if len(stones) == 2:
            _, south, _, north = zone_polygons()[str(stones[1])].bounds
    return ((west + east) / 2, (south + north) / 2)


def km_to_degrees(km: float, lat: float) -> tuple[float, float]:
    """Return (dlon, dlat) in degrees for ``km`` kilometres at latitude ``lat`` (a sphere's
    approximation, for spreading points; longitude degrees capped at five times latitude's)."""
    dlat = km / 111.2
    return dlat / max(math.cos(math.radians(lat)), 0.2), dlat
