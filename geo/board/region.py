"""Where the board is: within 25 km of German territory (DESIGN §4).

The on-board region is the 25 km buffer of German land, coastal waters and Bodensee
(:func:`geo.maps.germany_territory`), built once and cached on disk. Off-board places raise
:class:`OffBoardError` with a message for players.
"""

from __future__ import annotations

import hashlib
import math
from functools import cache, cached_property
from pathlib import Path

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from geoquiz.geo import projection
from geoquiz.geo.cache_files import write_cache_file

__all__ = [
    "OFF_BOARD_KM",
    "OffBoardError",
    "on_board",
    "distance_to_germany_km",
    "board_region",
    "use_territory",
    "format_latlon",
]

#: A point farther than this from German territory is not on the board.
OFF_BOARD_KM = 25.0
#: Beyond this distance from the board centre, distances to Germany are measured to vertices.
_FAR_KM = 2000.0


class OffBoardError(ValueError):
    """A place that is not on the board; the message is meant for a player."""


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
    from geoquiz.geo.maps import cache_dir

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
    write_cache_file(_region_cache_path(territory), shapely.to_wkb(region))


def _laea_xy(lon: float, lat: float) -> tuple[float, float]:
    p = projection.to_laea(Point(lon, lat))
    return p.x, p.y


def _from_laea_xy(x: float, y: float) -> tuple[float, float]:
    p = projection.from_laea(Point(x, y))
    return p.x, p.y


_override: _Territory | None = None


@cache
def _default_territory() -> _Territory:
    from geoquiz.geo import maps

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
