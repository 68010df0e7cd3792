"""Turn shapely geometries into ``QPainterPath`` objects quickly.

A ``QPainterPath`` built point by point from Python (``lineTo`` in a loop, or
``QPolygonF.fromList``) costs several microseconds per vertex. Instead we write the path in Qt's
own ``QDataStream`` wire format with numpy (one big-endian record per element: type, x, y) and let
Qt read the whole path in one call: about 30 ms for 200,000 vertices. Rings start with a MoveTo
element, so polygons with holes and multi-polygons become one path each (odd-even fill).
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from numpy.typing import NDArray
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QRectF, Qt
from PySide6.QtGui import QPainterPath

from geoquiz.app.runtime.worker_python import yield_to_ui_thread

__all__ = [
    "PathSet",
    "Projector",
    "line_chunks",
    "path_set",
    "paths_from_geometries",
    "project_geometries",
]

#: ``(lon, lat) -> (x, y)`` on numpy arrays, in scene units (metres, y growing southwards).
Projector = Callable[
    [NDArray[np.float64], NDArray[np.float64]], tuple[NDArray[np.float64], NDArray[np.float64]]
]


@dataclass
class PathSet:
    """The paths of one level of detail of a layer, made off the UI thread.

    Everything the UI thread needs to turn them into items without touching a path again: the
    feature each path belongs to, its element count (how a level is split into scenes) and its
    control-point rectangle (the item's bounds). ``QPainterPath`` is reentrant, so a worker
    thread may build the set and hand it to the UI thread.
    """

    paths: list[QPainterPath]
    owners: list[int]
    counts: list[int]
    rects: list[QRectF]


def path_set(paths: list[QPainterPath], owners: Sequence[int] | NDArray[np.intp]) -> PathSet:
    """Bundle ``paths`` with their owners, element counts and control-point rectangles."""
    return PathSet(
        paths,
        [int(o) for o in owners],
        [p.elementCount() for p in paths],
        [p.controlPointRect() for p in paths],
    )


_ELEMENT = np.dtype([("type", ">i4"), ("x", ">f8"), ("y", ">f8")])
_MOVE_TO, _LINE_TO = 0, 1
_ODD_EVEN_FILL = 0


def project_geometries(
    geometries: Sequence[object] | NDArray[np.object_], project: Projector
) -> NDArray[np.object_]:
    """Return the geometries with every coordinate passed through ``project`` (vectorised)."""
    geoms = np.asarray(geometries, dtype=object)

    def transform(coords: NDArray[np.float64]) -> NDArray[np.float64]:
        x, y = project(coords[:, 0], coords[:, 1])
        return np.column_stack([np.asarray(x, dtype=float), np.asarray(y, dtype=float)])

    return np.asarray(shapely.transform(geoms, transform), dtype=object)


def _read_paths(records: NDArray[np.void], bounds: NDArray[np.intp]) -> list[QPainterPath]:
    """Read ``records[bounds[i]:bounds[i + 1]]`` as path ``i`` (one Qt stream read per path)."""
    paths: list[QPainterPath] = []
    move_idx = np.flatnonzero(records["type"] == _MOVE_TO)
    for i in range(len(bounds) - 1):
        if not i % 64:
            yield_to_ui_thread()  # a worker waits while a game starts (app.runtime.worker_python)
        start, stop = int(bounds[i]), int(bounds[i + 1])
        path = QPainterPath()
        n = stop - start
        if n:
            last = int(np.searchsorted(move_idx, stop)) - 1
            c_start = int(move_idx[last]) - start if last >= 0 and move_idx[last] >= start else 0
            blob = (
                struct.pack(">i", n)
                + records[start:stop].tobytes()
                + struct.pack(">ii", c_start, _ODD_EVEN_FILL)
            )
            data = QByteArray(blob)  # keep alive while the stream reads it
            stream = QDataStream(data, QIODevice.OpenModeFlag.ReadOnly)
            stream >> path
        path.setFillRule(Qt.FillRule.OddEvenFill)
        paths.append(path)
    return paths


def _pieces(geoms: NDArray[np.object_]) -> tuple[NDArray[np.object_], NDArray[np.intp]]:
    """Rings of polygons and parts of lines, grouped by owning geometry, with the owner index."""
    parts, part_owner = shapely.get_parts(geoms, return_index=True)
    is_poly = shapely.get_type_id(parts) == shapely.GeometryType.POLYGON
    rings, ring_part = shapely.get_rings(parts[is_poly], return_index=True)
    poly_part_ids = np.flatnonzero(is_poly)[ring_part]
    line_part_ids = np.flatnonzero(~is_poly)
    pieces = np.concatenate([rings, parts[~is_poly]])
    piece_owner = np.concatenate([part_owner[poly_part_ids], part_owner[line_part_ids]])
    order = np.argsort(piece_owner, kind="stable")
    return pieces[order], piece_owner[order]


def _records(coords: NDArray[np.float64], first: NDArray[np.bool_]) -> NDArray[np.void]:
    records = np.empty(len(coords), dtype=_ELEMENT)
    records["x"] = coords[:, 0]
    records["y"] = coords[:, 1]
    records["type"] = np.where(first, _MOVE_TO, _LINE_TO)
    return records


def _coordinates(
    pieces: NDArray[np.object_], project: Projector | None
) -> tuple[NDArray[np.float64], NDArray[np.intp]]:
    """The pieces' coordinates (and each one's piece), passed through ``project`` if given.

    Projecting the coordinates read out equals reading those of :func:`project_geometries`'s
    result, number for number, without making new geometries: ``shapely.transform`` sets the
    coordinates of its copies in place, which crashed the process now and then when a worker
    thread did it while the UI thread collected garbage.
    """
    coords, coord_piece = shapely.get_coordinates(pieces, return_index=True)
    if project is not None and len(coords):
        x, y = project(coords[:, 0], coords[:, 1])
        coords = np.column_stack([np.asarray(x, dtype=float), np.asarray(y, dtype=float)])
    return coords, coord_piece


def paths_from_geometries(
    geometries: Sequence[object] | NDArray[np.object_], project: Projector | None = None
) -> list[QPainterPath]:
    """Return one ``QPainterPath`` per geometry (polygons, lines, multi-parts; empty → empty).

    Polygon rings and line parts each start a new sub-path. Coordinates are passed through
    ``project`` (as :func:`project_geometries` would), or used as they are without it.
    """
    geoms = np.asarray(geometries, dtype=object)
    if len(geoms) == 0:
        return []
    pieces, piece_owner = _pieces(geoms)
    coords, coord_piece = _coordinates(pieces, project)
    first = np.ones(len(coord_piece), dtype=bool)
    first[1:] = coord_piece[1:] != coord_piece[:-1]
    owner = piece_owner[coord_piece] if len(coord_piece) else np.empty(0, dtype=np.intp)
    bounds = np.searchsorted(owner, np.arange(len(geoms) + 1))
    return _read_paths(_records(coords, first), bounds)


def line_chunks(
    geometries: Sequence[object] | NDArray[np.object_],
    max_vertices: int = 128,
    bundle: bool = False,
    project: Projector | None = None,
) -> tuple[list[QPainterPath], NDArray[np.intp]]:
    """Cut the lines (or polygon outlines) into short open paths; return them with their owners.

    Short pieces let the view skip everything outside the window: a long border stroked as one
    path costs its full length at every frame, however far one zooms in. With ``bundle``,
    consecutive short pieces share one path (up to ``max_vertices``): fewer items to build and
    draw when the whole layer is on screen anyway (zoomed out); the owner is the first piece's.
    Coordinates are passed through ``project`` if given (see :func:`paths_from_geometries`).
    """
    geoms = np.asarray(geometries, dtype=object)
    pieces, piece_owner = _pieces(geoms)
    coords, coord_piece = _coordinates(pieces, project)
    starts = np.searchsorted(coord_piece, np.arange(len(pieces) + 1))
    step = max(1, max_vertices - 1)
    # chunk j of a piece of n >= 2 vertices covers vertices [j·step, min(j·step + step + 1, n));
    # consecutive chunks share their end vertex (all computed at once, without a Python loop)
    n = np.diff(starts)
    per_piece = np.where(n >= 2, (n - 2) // step + 1, 0)
    n_chunks = int(per_piece.sum())
    if n_chunks == 0:
        return [], np.empty(0, dtype=np.intp)
    chunk_piece = np.repeat(np.arange(len(pieces)), per_piece)
    j = np.arange(n_chunks) - np.repeat(np.cumsum(per_piece) - per_piece, per_piece)
    chunk_start = starts[chunk_piece] + j * step
    lengths = np.minimum(chunk_start + step + 1, starts[chunk_piece + 1]) - chunk_start
    chunk_starts = np.concatenate([[0], np.cumsum(lengths)])
    first = np.zeros(int(chunk_starts[-1]), dtype=bool)
    first[chunk_starts[:-1]] = True  # every chunk begins with a MoveTo
    gather = np.arange(int(chunk_starts[-1])) + np.repeat(chunk_start - chunk_starts[:-1], lengths)
    owners = piece_owner[chunk_piece]
    if bundle:
        keep = [0]
        ends = chunk_starts.tolist()
        for k in range(1, n_chunks):
            if ends[k + 1] - ends[keep[-1]] > max_vertices:
                keep.append(k)
        bounds = np.concatenate([chunk_starts[keep], chunk_starts[-1:]])
        owners = owners[keep]
    else:
        bounds = chunk_starts
    records = _records(coords[gather], first)
    return _read_paths(records, bounds), np.asarray(owners, dtype=np.intp)
