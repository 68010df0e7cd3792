"""The Finden-Sie-Minden board: zones, map squares, quadrants and the solving rules (DESIGN §4).

The board rectangle spans 6–16°E × 47–55°N. White lines run along 10°E (W | O) and along 50°N and
52°N (zones S | M | N). Map squares are 2° of longitude × 1° of latitude, numbered within each zone
row by row from the north-west corner, west to east (N and S: 1–15, M: 1–10). Each square splits at
its middle meridian and parallel into quadrants A (upper left), B (upper right), C (lower left) and
D (lower right). So every dividing line of the board lies on the regular 1° × 0.5° quadrant grid.

Interpretations made here (also in ``docs/board.md``):

* A point exactly on a line belongs to the east / north side (``lat >= 52`` is zone N).
* "On the board" means within 25 km (geodesic) of German territory (land, coastal waters and the
  Bodensee); that is the only off-board test. A point on the board but outside the rectangle —
  German (Selfkant, List on Sylt) or foreign within 25 km of Germany — is clamped into the nearest
  edge square, and its quadrant is decided by the nominal middle lines of that square.
* Near-line alternatives: a point also gets every quadrant cell whose rectangle lies within
  ``tolerance_km`` of it (geodesic distance to the nearest point of the cell, found by clamping
  lon/lat into the cell; exact to metres at these distances). All dividing lines are quadrant
  boundaries, so this covers square boundaries, quadrant lines and white lines alike, and corners
  give diagonal neighbours. ``tolerance_km == 0`` disables alternatives entirely, even for points
  exactly on a line. Alternatives are listed after the containing cell, nearest first.
* Areas are clipped to the on-board region (what lies within 25 km of Germany), then cut along the
  grid lines in lon/lat (edge cells extended outward like the point rule) and measured in EPSG:3035.
  Line geometries (rivers) are measured by length the same way, points by count.
"""

from __future__ import annotations

import hashlib
import math
import os
import tempfile
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

import numpy as np
import shapely
from numpy.typing import ArrayLike, NDArray
from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry

from geo import projection

__all__ = [
    "BOARD_WEST",
    "BOARD_EAST",
    "BOARD_SOUTH",
    "BOARD_NORTH",
    "OFF_BOARD_KM",
    "OffBoardError",
    "Solution",
    "locate",
    "locate_many",
    "locate_area",
    "tip_is_correct",
    "on_board",
    "distance_to_germany_km",
    "board_region",
    "use_territory",
    "zone_polygons",
    "square_polygons",
    "quadrant_polygons",
    "white_lines",
    "cell_polygon",
    "solution_label",
    "format_latlon",
]

BOARD_WEST, BOARD_EAST, BOARD_SOUTH, BOARD_NORTH = 6.0, 16.0, 47.0, 55.0
#: A point farther than this from German territory is not on the board.
OFF_BOARD_KM = 25.0
#: Default near-line tolerance of the point rule.
DEFAULT_TOLERANCE_KM = 2.0

EW = ("W", "O")
ZONES = ("N", "M", "S")
QUADRANTS = ("A", "B", "C", "D")
#: Squares per zone.
ZONE_SQUARES = {"N": 15, "M": 10, "S": 15}
#: Southern edge latitude of each zone's northernmost row, and its number of rows.
_ZONE_TOP_ROW = {"N": 7, "M": 4, "S": 2}  # row index counted from the south, 0 = 47–48°N

_N_QCOLS = 10  # quadrant columns, 1° each
_N_QROWS = 16  # quadrant rows, 0.5° each
#: Interior quadrant-grid lines; a point's column is how many of them lie at or west of it.
_QCOL_LINES = tuple(BOARD_WEST + k for k in range(1, _N_QCOLS))
_QROW_LINES = tuple(BOARD_SOUTH + 0.5 * k for k in range(1, _N_QROWS))
_QCOL_LINES_NP = np.array(_QCOL_LINES)
_QROW_LINES_NP = np.array(_QROW_LINES)

#: Outward extension of the edge cells used when cutting areas (covers the 25 km margin).
_EDGE_MARGIN_DEG = 3.0
#: Beyond this distance from the board centre, distances to Germany are measured to vertices.
_FAR_KM = 2000.0
_NEIGHBOURS = tuple((di, dj) for dj in (-1, 0, 1) for di in (-1, 0, 1) if (di, dj) != (0, 0))


class OffBoardError(ValueError):
    """A place that is not on the board; the message is meant for a player."""


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
# German territory and the on-board region


class _Territory:
    """German territory with the derived on-board region.

    The region (lon/lat) is all that solving an on-board point needs; it is cached on disk
    (keyed by the territory's WKB) because building it costs ~0.3 s. The metric copy of the
    territory, used for distances and off-board messages, is built on first use.
    """

    def __init__(self, territory: BaseGeometry, use_cache: bool = True) -> None:
        if territory.is_empty:
            raise ValueError("German territory geometry is empty")
        self.territory = territory
        cached = _read_region_cache(territory) if use_cache else None
        if cached is None:
            cached = self._build_region()
            if use_cache:
                _write_region_cache(territory, cached)
        self.region = cached
        shapely.prepare(self.region)

    @cached_property
    def laea(self) -> BaseGeometry:
        """The territory in EPSG:3035, simplified by 100 m (distances exact to < 0.1 km)."""
        laea = shapely.simplify(projection.to_laea(self.territory), 100.0)
        shapely.prepare(laea)
        return laea

    @cached_property
    def outline_vertices(self) -> NDArray[np.float64]:
        """Lon/lat vertices of a 1 km simplification, for distances from far away."""
        return shapely.get_coordinates(projection.from_laea(shapely.simplify(self.laea, 1000.0)))

    def _build_region(self) -> BaseGeometry:
        # Buffering is the slow step (~1 s on the full outline), so buffer a 250 m simplification
        # without holes (holes vanish in a 25 km buffer anyway); measured against exact
        # distances the edge of the region is off by at most ~0.3 km.
        coarse = shapely.simplify(self.laea, 250.0)
        outline = shapely.union_all(
            shapely.polygons(shapely.get_exterior_ring(shapely.get_parts(coarse)))
        )
        region = shapely.buffer(outline, OFF_BOARD_KM * 1000.0, quad_segs=8)
        return projection.from_laea(region)

    def distance_km(self, lat: float, lon: float) -> float:
        """Geodesic distance from a point to the territory (0 inside).

        The nearest point is found in EPSG:3035 and the distance to it measured geodesically.
        Far away (LAEA breaks down towards the antipode) the nearest vertex of a 1 km outline
        is used instead; thousands of kilometres away, the difference does not matter.
        """
        if projection.distance_km(lat, lon, 51.0, 10.5) < _FAR_KM:
            x, y = _laea_xy(lon, lat)
            point = Point(x, y)
            if self.laea.contains(point):
                return 0.0
            coords = shapely.get_coordinates(shapely.shortest_line(point, self.laea))
            nlon, nlat = _from_laea_xy(float(coords[1, 0]), float(coords[1, 1]))
            return projection.distance_km(lat, lon, nlat, nlon)
        vertices = self.outline_vertices
        return float(projection.distance_km(lat, lon, vertices[:, 1], vertices[:, 0]).min())


_REGION_CACHE_VERSION = 1


def _region_cache_path(territory: BaseGeometry) -> Path:
    from geo.maps import cache_dir

    digest = hashlib.sha256(
        f"v{_REGION_CACHE_VERSION}|{OFF_BOARD_KM}|".encode() + shapely.to_wkb(territory)
    ).hexdigest()[:32]
    return cache_dir() / "board" / f"region-{digest}.wkb"


def _read_region_cache(territory: BaseGeometry) -> BaseGeometry | None:
    try:
        region = shapely.from_wkb(_region_cache_path(territory).read_bytes())
    except Exception:  # noqa: BLE001 - a missing or damaged cache means "rebuild it"
        return None
    if not isinstance(region, BaseGeometry) or region.is_empty:
        return None
    return region


def _write_region_cache(territory: BaseGeometry, region: BaseGeometry) -> None:
    """Write atomically; an unwritable cache folder only costs speed."""
    path = _region_cache_path(territory)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(shapely.to_wkb(region))
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        pass


def _laea_xy(lon: float, lat: float) -> tuple[float, float]:
    p = projection.to_laea(Point(lon, lat))
    return p.x, p.y


def _from_laea_xy(x: float, y: float) -> tuple[float, float]:
    p = projection.from_laea(Point(x, y))
    return p.x, p.y


_override: _Territory | None = None


@cache
def _default_territory() -> _Territory:
    from geo import maps

    return _Territory(maps.germany_territory())


def _territory() -> _Territory:
    return _override if _override is not None else _default_territory()


def use_territory(territory: BaseGeometry | None) -> None:
    """Solve against another German territory (lon/lat); ``None`` restores the real one.

    Meant for tests and tools (nothing is cached on disk for it); the app always uses
    :func:`geo.maps.germany_territory`.
    """
    global _override
    _override = None if territory is None else _Territory(territory, use_cache=False)


def board_region() -> BaseGeometry:
    """Where points are on the board: everything within 25 km of German territory (lon/lat)."""
    return _territory().region


def distance_to_germany_km(lat: float, lon: float) -> float:
    """Geodesic distance in km from a point to German territory (0 inside)."""
    _check_coordinates(lat, lon)
    return _territory().distance_km(lat, lon)


def on_board(lat: float, lon: float) -> bool:
    """Whether a point is on the board (within 25 km of German territory)."""
    _check_coordinates(lat, lon)
    return bool(shapely.contains_xy(_territory().region, lon, lat))


def format_latlon(lat: float, lon: float) -> str:
    """``"48.857°N 2.352°E"`` — coordinates as a player reads them."""
    ns = "N" if lat >= 0 else "S"
    ew = "E" if lon >= 0 else "W"
    return f"{abs(lat):.3f}°{ns} {abs(lon):.3f}°{ew}"


def _off_board(lat: float, lon: float) -> OffBoardError:
    km = _territory().distance_km(lat, lon)
    # One decimal near the 25 km limit, so that "25.3 km" does not read as "25 km".
    distance = f"{km:.1f}" if km < 100 else f"{km:.0f}"
    return OffBoardError(
        f"{format_latlon(lat, lon)} is not on the board: {distance} km from Germany"
    )


def _check_coordinates(lat: float, lon: float) -> None:
    if not isinstance(lat, (int, float, np.floating, np.integer)) or isinstance(lat, bool):
        raise ValueError(f"latitude must be a number, not {lat!r}")
    if not isinstance(lon, (int, float, np.floating, np.integer)) or isinstance(lon, bool):
        raise ValueError(f"longitude must be a number, not {lon!r}")
    if math.isnan(lat) or not -90.0 <= lat <= 90.0:
        raise ValueError(f"latitude {lat:g} is out of range (−90 to 90)")
    if math.isnan(lon) or not -180.0 <= lon <= 180.0:
        raise ValueError(f"longitude {lon:g} is out of range (−180 to 180)")


# --------------------------------------------------------------------------------------------
# points


def locate(lat: float, lon: float, tolerance_km: float = DEFAULT_TOLERANCE_KM) -> list[Solution]:
    """Solve a point: the cell containing it first, then near-line alternatives, nearest first.

    Raises :class:`OffBoardError` for a point farther than 25 km from German territory and
    ``ValueError`` for impossible coordinates or a negative tolerance.

    >>> [str(s) for s in locate(52.289, 8.917)]
    ['W N 12 C']
    """
    _check_coordinates(lat, lon)
    _check_tolerance(tolerance_km)
    lat, lon = float(lat), float(lon)
    if not shapely.contains_xy(_territory().region, lon, lat):
        raise _off_board(lat, lon)
    qi = bisect_right(_QCOL_LINES, lon)
    qj = bisect_right(_QROW_LINES, lat)
    table = _cell_table()
    result = [table[qj][qi]]
    if tolerance_km > 0:
        near: list[tuple[float, Solution]] = []
        for di, dj in _NEIGHBOURS:
            ni, nj = qi + di, qj + dj
            if not (0 <= ni < _N_QCOLS and 0 <= nj < _N_QROWS):
                continue
            west, south, east, north = _cell_bounds(ni, nj)
            nlon = min(max(lon, west), east)
            nlat = min(max(lat, south), north)
            d = projection.distance_km(lat, lon, nlat, nlon)
            if d <= tolerance_km:
                near.append((d, table[nj][ni]))
        result.extend(s for _, s in sorted(near))
    return result


def _check_tolerance(tolerance_km: float) -> None:
    if math.isnan(tolerance_km) or tolerance_km < 0:
        raise ValueError(f"tolerance must be at least 0 km, not {tolerance_km:g}")


def locate_many(
    lats: ArrayLike, lons: ArrayLike, tolerance_km: float = DEFAULT_TOLERANCE_KM
) -> list[list[Solution] | None]:
    """Solve many points at once; ``None`` for a point that is not on the board.

    Same rules and result order as :func:`locate`, vectorised with numpy and shapely. Raises
    ``ValueError`` naming the first impossible coordinate (NaN, latitude beyond ±90).
    """
    _check_tolerance(tolerance_km)
    lat = np.atleast_1d(np.asarray(lats, dtype=np.float64))
    lon = np.atleast_1d(np.asarray(lons, dtype=np.float64))
    if lat.shape != lon.shape or lat.ndim != 1:
        raise ValueError(f"need two equally long 1-D arrays, got {lat.shape} and {lon.shape}")
    bad = ~((lat >= -90) & (lat <= 90) & (lon >= -180) & (lon <= 180))  # NaN compares False
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        try:
            _check_coordinates(float(lat[k]), float(lon[k]))
        except ValueError as exc:
            raise ValueError(f"point {k}: {exc}") from None
    inside = shapely.contains_xy(_territory().region, lon, lat)
    qi = np.searchsorted(_QCOL_LINES_NP, lon, side="right")
    qj = np.searchsorted(_QROW_LINES_NP, lat, side="right")
    table = _cell_table()
    result: list[list[Solution] | None] = [
        [table[j][i]] if ok else None
        for ok, i, j in zip(inside.tolist(), qi.tolist(), qj.tolist(), strict=True)
    ]
    if tolerance_km > 0:
        _add_alternatives(result, lat, lon, qi, qj, inside, tolerance_km)
    return result


def _add_alternatives(
    result: list[list[Solution] | None],
    lat: NDArray[np.float64],
    lon: NDArray[np.float64],
    qi: NDArray[np.intp],
    qj: NDArray[np.intp],
    inside: NDArray[np.bool_],
    tolerance_km: float,
) -> None:
    # Cheap prefilter in degrees, generous: a degree of latitude is ≥ 110.5 km, a degree of
    # longitude ≥ 110.5·cos(lat) km; anything outside its nominal cell counts as near.
    west = BOARD_WEST + qi
    south = BOARD_SOUTH + 0.5 * qj
    lat_margin = 1.2 * tolerance_km / 110.5
    cos_lat = np.cos(np.radians(np.minimum(np.abs(lat) + 1.0, 89.0)))
    lon_margin = 1.2 * tolerance_km / (110.5 * cos_lat)
    near_x = (lon - west < lon_margin) | (west + 1 - lon < lon_margin)
    near_y = (lat - south < lat_margin) | (south + 0.5 - lat < lat_margin)
    idx = np.flatnonzero(inside & (near_x | near_y))
    if idx.size == 0:
        return
    p_lat, p_lon, p_qi, p_qj = lat[idx], lon[idx], qi[idx], qj[idx]
    dists = np.full((idx.size, len(_NEIGHBOURS)), np.inf)
    for k, (di, dj) in enumerate(_NEIGHBOURS):
        ni, nj = p_qi + di, p_qj + dj
        valid = (ni >= 0) & (ni < _N_QCOLS) & (nj >= 0) & (nj < _N_QROWS)
        if not valid.any():
            continue
        c_west = BOARD_WEST + ni
        c_south = BOARD_SOUTH + 0.5 * nj
        nlon = np.clip(p_lon, c_west, c_west + 1)
        nlat = np.clip(p_lat, c_south, c_south + 0.5)
        d = projection.distance_km(p_lat[valid], p_lon[valid], nlat[valid], nlon[valid])
        dists[valid, k] = d
    table = _cell_table()
    hits = dists <= tolerance_km
    for row in np.flatnonzero(hits.any(axis=1)).tolist():
        near = sorted(
            (
                float(dists[row, k]),
                table[int(p_qj[row]) + _NEIGHBOURS[k][1]][int(p_qi[row]) + _NEIGHBOURS[k][0]],
            )
            for k in np.flatnonzero(hits[row]).tolist()
        )
        target = result[int(idx[row])]
        assert target is not None
        target.extend(s for _, s in near)


# --------------------------------------------------------------------------------------------
# areas


@cache
def _extended_cells() -> tuple[tuple[Solution, ...], NDArray[np.object_]]:
    """Quadrant cells with the edge cells stretched outward, covering the whole board region."""
    table = _cell_table()
    keys: list[Solution] = []
    cells: list[Polygon] = []
    for qj in range(_N_QROWS):
        for qi in range(_N_QCOLS):
            west, south, east, north = _cell_bounds(qi, qj)
            if qi == 0:
                west -= _EDGE_MARGIN_DEG
            if qi == _N_QCOLS - 1:
                east += _EDGE_MARGIN_DEG
            if qj == 0:
                south -= _EDGE_MARGIN_DEG
            if qj == _N_QROWS - 1:
                north += _EDGE_MARGIN_DEG
            keys.append(table[qj][qi])
            cells.append(box(west, south, east, north))
    return tuple(keys), np.array(cells, dtype=object)


def _measure(pieces: NDArray[np.object_], dimension: int) -> NDArray[np.float64]:
    if dimension == 2:
        dense = shapely.segmentize(pieces, 0.05)
        return np.asarray(shapely.area(projection.to_laea(dense)), dtype=np.float64)
    if dimension == 1:
        dense = shapely.segmentize(pieces, 0.05)
        return np.asarray(shapely.length(projection.to_laea(dense)), dtype=np.float64)
    return np.asarray(shapely.get_num_geometries(pieces), dtype=np.float64) * ~shapely.is_empty(
        pieces
    )


def _dominant_parts(geometry: BaseGeometry) -> tuple[BaseGeometry, int]:
    """The parts of the highest dimension (a collection's polygons outweigh its lines)."""
    parts = shapely.get_parts(geometry)
    dims = shapely.get_dimensions(parts)
    top = int(dims.max())
    return shapely.union_all(parts[dims == top]) if len(parts) > 1 else geometry, top


def locate_area(geometry: BaseGeometry, tolerance_km: float = 0.0) -> list[Solution]:
    """Solve an area (a low mountain range, a lake, an island) by the area rule of DESIGN §4.

    The quadrant holding the largest share of the on-board part of the area (EPSG:3035) is the
    solution, plus the second-largest if it holds at least half as much. Lines (a river) are
    weighed by length, several points by count; a single point is solved by :func:`locate` with
    ``tolerance_km`` (the only case where the tolerance applies: the area rule already provides
    the second solution). Raises :class:`OffBoardError` when no part of the area is on the board.
    """
    _check_tolerance(tolerance_km)
    if not isinstance(geometry, BaseGeometry):
        raise ValueError(f"not a geometry: {geometry!r}")
    if geometry.is_empty:
        raise ValueError("cannot locate an empty geometry")
    if isinstance(geometry, Point):
        return locate(geometry.y, geometry.x, tolerance_km)
    minx, miny, maxx, maxy = geometry.bounds
    _check_coordinates(miny, minx)
    _check_coordinates(maxy, maxx)
    if not geometry.is_valid:
        geometry = shapely.make_valid(geometry)
    geometry, dimension = _dominant_parts(geometry)
    region = _territory().region
    clipped = shapely.intersection(geometry, region)
    if clipped.is_empty or (dimension > 0 and shapely.get_dimensions(clipped) < dimension):
        rep = geometry.representative_point()
        raise _off_board(rep.y, rep.x)
    keys, cells = _extended_cells()
    candidates = np.flatnonzero(shapely.intersects(cells, clipped))
    pieces = shapely.intersection(cells[candidates], clipped)
    weights = _measure(pieces, dimension)
    order = sorted(range(len(candidates)), key=lambda k: (-weights[k], keys[candidates[k]]))
    if not order or weights[order[0]] <= 0:
        rep = geometry.representative_point()
        raise _off_board(rep.y, rep.x)
    best = order[0]
    result = [keys[candidates[best]]]
    if len(order) > 1 and weights[order[1]] >= 0.5 * weights[best]:
        result.append(keys[candidates[order[1]]])
    return result
