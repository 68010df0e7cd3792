"""The point and area rules of DESIGN §4: ``locate``, ``locate_many``, ``locate_area``.

See the package docstring of :mod:`geo.board` for the rules and their interpretations.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from functools import cache

import numpy as np
import shapely
from numpy.typing import ArrayLike, NDArray
from shapely.geometry import Point, Polygon, box
from shapely.geometry.base import BaseGeometry

from geoquiz.geo import projection
from geoquiz.geo.board.grid import (
    _N_QCOLS,
    _N_QROWS,
    _QCOL_LINES,
    _QROW_LINES,
    BOARD_SOUTH,
    BOARD_WEST,
    Solution,
    _cell_bounds,
    _cell_table,
    quadrant_index,
)
from geoquiz.geo.board.region import _check_coordinates, _off_board, _territory

__all__ = ["DEFAULT_TOLERANCE_KM", "locate", "locate_many", "locate_area"]

#: Default near-line tolerance of the point rule.
DEFAULT_TOLERANCE_KM = 2.0
#: Outward extension of the edge cells used when cutting areas (covers the 25 km margin).
_EDGE_MARGIN_DEG = 3.0
_NEIGHBOURS = tuple((di, dj) for dj in (-1, 0, 1) for di in (-1, 0, 1) if (di, dj) != (0, 0))


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
    qi, qj = quadrant_index(lon, lat)
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
