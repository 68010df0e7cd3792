"""Compute a card's board solutions from its place (the rules live in :mod:`geo.board`).

Interpretations:

* A card with an outline is solved by the area rule (:func:`geo.board.locate_area`); a card with
  only a point by the point rule with its deck's tolerance (:func:`geo.board.locate`).
* Like the printed cards, a card shows at most two solutions: the cell holding the place and the
  nearest alternative. (Near a corner the point rule can find three or four cells within the
  tolerance; the nearest one is kept, the farther ones are dropped.)
"""

from __future__ import annotations

import math

import shapely
from shapely.geometry.base import BaseGeometry

from geoquiz.geo.board import OffBoardError, Solution, locate, locate_area

__all__ = [
    "MAX_SOLUTIONS",
    "OffBoardError",
    "Solution",
    "compute_solutions",
    "parse_outline",
]

MAX_SOLUTIONS = 2
_OUTLINE_TYPES = {"Polygon", "MultiPolygon", "LineString", "MultiLineString"}


def parse_outline(text: str) -> BaseGeometry:
    """Parse an outline given as WKT in lon/lat order; raise ValueError with a readable reason."""
    try:
        geometry = shapely.from_wkt(text.strip())
    except shapely.errors.GEOSException as exc:
        message = str(exc).split("\n")[0]
        raise ValueError(f"not valid WKT ({message})") from exc
    if geometry is None or geometry.is_empty:
        raise ValueError("the outline is empty")
    if geometry.geom_type not in _OUTLINE_TYPES:
        raise ValueError(f"an outline must be a polygon or a line, not a {geometry.geom_type}")
    minx, miny, maxx, maxy = geometry.bounds
    if not all(math.isfinite(v) for v in (minx, miny, maxx, maxy)):
        raise ValueError("the outline has coordinates that are not numbers")
    if not (-180 <= minx <= maxx <= 180 and -90 <= miny <= maxy <= 90):
        raise ValueError("the outline's coordinates are not longitude/latitude")
    if not geometry.is_valid:
        reason = shapely.is_valid_reason(geometry)
        raise ValueError(f"the outline is not a valid shape ({reason})")
    return geometry


def compute_solutions(
    lat: float | None,
    lon: float | None,
    outline_wkt: str | None,
    tolerance_km: float,
) -> list[Solution]:
    """Return the solutions of a place (1 or 2); raise OffBoardError or ValueError."""
    if outline_wkt:
        solutions = locate_area(parse_outline(outline_wkt), tolerance_km=0.0)
    elif lat is not None and lon is not None:
        solutions = locate(lat, lon, tolerance_km)
    else:
        raise ValueError("a card needs a point (lat/lon) or an outline")
    return solutions[:MAX_SOLUTIONS]
