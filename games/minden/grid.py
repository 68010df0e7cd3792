"""The Finden-Sie-Minden tip grid as plain arithmetic, scalar and vectorised (DESIGN §4).

The board is the rectangle lon 6–16°E, lat 47–55°N cut into squares of 2° lon × 1° lat: eight
rows (N: three, M: two, S: three) of five columns, each square split into quadrants A B / C D at
its middle meridian and parallel. A point exactly on a line belongs to the east / north side;
points just outside the rectangle fall into the nearest edge square (coordinates are clamped).

``geo.board.locate`` is the authority for real places (it also knows where German territory ends
and adds the near-line second solutions). This module only answers "which cell holds this point"
for many points at once — what the computer players need to turn a cloud of believed locations
into probabilities for every prefix of a tip. A test pins both to the same answers.

>>> cell_of(8.917, 52.289)
('W', 'N', 12, 'C')
>>> cell_of(10.0, 52.0)
('O', 'N', 13, 'C')
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike, NDArray

__all__ = [
    "EW",
    "QUADRANTS",
    "ZONES",
    "ZONE_SQUARES",
    "Cell",
    "cell_center",
    "cell_codes",
    "cell_of",
    "code_to_cell",
    "prefix_codes",
]

EW: tuple[str, str] = ("W", "O")
ZONES: tuple[str, str, str] = ("N", "M", "S")
QUADRANTS: tuple[str, str, str, str] = ("A", "B", "C", "D")
#: Map squares per zone.
ZONE_SQUARES: dict[str, int] = {"N": 15, "M": 10, "S": 15}
#: First row (0 = 55–54°N) of each zone.
_ZONE_FIRST_ROW = {"N": 0, "M": 3, "S": 5}
_ROW_ZONE = ("N", "N", "N", "M", "M", "S", "S", "S")

Cell = tuple[str, str, int, str]
IntArray = NDArray[np.int64]


def _rows_cols(lon: NDArray[np.float64], lat: NDArray[np.float64]) -> tuple[IntArray, IntArray]:
    row = np.clip(54 - np.floor(lat), 0, 7).astype(np.int64)
    col = np.clip(np.floor((lon - 6.0) / 2.0), 0, 4).astype(np.int64)
    return row, col


def cell_codes(lon: ArrayLike, lat: ArrayLike) -> IntArray:
    """Return one integer per point: ``(row * 5 + col) * 4 + quadrant`` (0…159)."""
    lon_a = np.asarray(lon, dtype=np.float64)
    lat_a = np.asarray(lat, dtype=np.float64)
    row, col = _rows_cols(lon_a, lat_a)
    mid_lon = 7.0 + 2.0 * col
    mid_lat = 54.5 - row
    right = (lon_a >= mid_lon).astype(np.int64)
    lower = (lat_a < mid_lat).astype(np.int64)
    return (row * 5 + col) * 4 + lower * 2 + right


def prefix_codes(codes: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """Split cell codes into comparable ids of the 1-, 2-, 3- and 4-stone prefixes."""
    square = codes // 4
    row, col = square // 5, square % 5
    ew = (col >= 2).astype(np.int64)
    zone = np.where(row < 3, 0, np.where(row < 5, 1, 2))
    return ew, ew * 3 + zone, square, codes


def code_to_cell(code: int) -> Cell:
    """Return the solution tuple of a cell code."""
    square, quadrant = divmod(int(code), 4)
    row, col = divmod(square, 5)
    zone = _ROW_ZONE[row]
    number = (row - _ZONE_FIRST_ROW[zone]) * 5 + col + 1
    return (EW[1 if col >= 2 else 0], zone, number, QUADRANTS[quadrant])


def cell_of(lon: float, lat: float) -> Cell:
    """Return ``(ew, zone, square, quadrant)`` of one point."""
    return code_to_cell(int(cell_codes([lon], [lat])[0]))


def cell_center(cell: Cell | tuple[str, ...] | tuple[object, ...]) -> tuple[float, float]:
    """Return (lon, lat) of the middle of the smallest area a (possibly partial) tip names."""
    n = len(cell)
    if n == 0:
        return (10.5, 51.2)
    ew = str(cell[0])
    lon_range = (6.0, 10.0) if ew == "W" else (10.0, 16.0)
    if n == 1:
        return ((lon_range[0] + lon_range[1]) / 2, 51.0)
    zone = str(cell[1])
    first = _ZONE_FIRST_ROW[zone]
    rows = {"N": 3, "M": 2, "S": 3}[zone]
    top = 55.0 - first
    if n == 2:
        return ((lon_range[0] + lon_range[1]) / 2, top - rows / 2)
    number = int(str(cell[2])) - 1
    row = first + number // 5
    col = number % 5
    west, north = 6.0 + 2.0 * col, 55.0 - row
    if n == 3:
        return (west + 1.0, north - 0.5)
    q = QUADRANTS.index(str(cell[3]))
    return (west + 0.5 + (q % 2), north - 0.25 - 0.5 * (q // 2))


def km_to_degrees(km: float, lat: float) -> tuple[float, float]:
    """Return (dlon, dlat) in degrees for ``km`` kilometres at latitude ``lat``."""
    dlat = km / 111.2
    return dlat / max(math.cos(math.radians(lat)), 0.2), dlat
