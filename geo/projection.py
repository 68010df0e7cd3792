"""Projections and geodesic distances used everywhere in geoquiz (DESIGN §3).

* Drawing: equirectangular projection with standard parallel 51°N (``+proj=eqc +lat_ts=51``), so
  meridians are vertical and parallels horizontal, as on the Finden-Sie-Minden board.
* Areas: ETRS89-extended / LAEA Europe (EPSG:3035), an equal-area projection.
* Distances: geodesics on the WGS84 ellipsoid (``pyproj.Geod``).

All functions take and return longitude/latitude in degrees with x = longitude (``always_xy``).
Each :class:`pyproj.Transformer` is built once, lazily, and reused (the first costs ~80 ms).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, TypeVar, overload

import numpy as np
import shapely
from numpy.typing import ArrayLike, NDArray

if TYPE_CHECKING:  # pyproj is imported on first use (~0.1 s), not with this module
    from pyproj import Geod, Transformer

__all__ = [
    "MAP_CRS",
    "WGS84",
    "LAEA_CRS",
    "to_map",
    "from_map",
    "project_geometry",
    "unproject_geometry",
    "to_laea",
    "from_laea",
    "distance_km",
    "geod",
]

#: The drawing projection: equirectangular, true to scale along 51°N.
MAP_CRS = "+proj=eqc +lat_ts=51 +lat_0=0 +lon_0=0 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs"
#: Geographic coordinates (lon/lat with ``always_xy``).
WGS84 = "EPSG:4326"
#: Equal-area projection for measuring areas.
LAEA_CRS = "EPSG:3035"

G = TypeVar("G", bound=shapely.Geometry)
FloatArray = NDArray[np.float64]


@cache
def _transformer(source: str, target: str) -> Transformer:
    from pyproj import CRS, Transformer

    return Transformer.from_crs(CRS(source), CRS(target), always_xy=True)


@cache
def geod() -> Geod:
    """Return the WGS84 ellipsoid used for geodesic distances."""
    from pyproj import Geod

    return Geod(ellps="WGS84")


@overload
def to_map(lon: float, lat: float) -> tuple[float, float]: ...
@overload
def to_map(lon: ArrayLike, lat: ArrayLike) -> tuple[FloatArray, FloatArray]: ...
def to_map(lon: ArrayLike, lat: ArrayLike) -> tuple[float, float] | tuple[FloatArray, FloatArray]:
    """Project lon/lat (degrees) to map metres (x east, y north); scalars or arrays.

    >>> x, y = to_map(10.0, 51.0)
    >>> round(x), round(y)
    (700556, 5677294)
    """
    return _apply(_transformer(WGS84, MAP_CRS), lon, lat)


@overload
def from_map(x: float, y: float) -> tuple[float, float]: ...
@overload
def from_map(x: ArrayLike, y: ArrayLike) -> tuple[FloatArray, FloatArray]: ...
def from_map(x: ArrayLike, y: ArrayLike) -> tuple[float, float] | tuple[FloatArray, FloatArray]:
    """Inverse of :func:`to_map`: map metres to (lon, lat) degrees; scalars or arrays."""
    return _apply(_transformer(MAP_CRS, WGS84), x, y)


def _apply(
    transformer: Transformer, a: ArrayLike, b: ArrayLike
) -> tuple[float, float] | tuple[FloatArray, FloatArray]:
    if np.ndim(a) == 0 and np.ndim(b) == 0:
        x, y = transformer.transform(float(a), float(b))  # type: ignore[arg-type]
        return float(x), float(y)
    xa = np.asarray(a, dtype=np.float64)
    ya = np.asarray(b, dtype=np.float64)
    x, y = transformer.transform(xa, ya)
    return np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)


def _transform_geometry(geom: G, transformer: Transformer) -> G:
    def fn(coords: FloatArray) -> FloatArray:
        x, y = transformer.transform(coords[:, 0], coords[:, 1])
        return np.column_stack([x, y])

    return shapely.transform(geom, fn)


def project_geometry(geom: G) -> G:
    """Project a lon/lat geometry (or array of geometries) to map metres.

    Straight edges stay straight: in the equirectangular projection that is exact for segments
    along meridians and parallels, and a fine approximation for short segments otherwise.
    """
    return _transform_geometry(geom, _transformer(WGS84, MAP_CRS))


def unproject_geometry(geom: G) -> G:
    """Inverse of :func:`project_geometry`: map metres back to lon/lat."""
    return _transform_geometry(geom, _transformer(MAP_CRS, WGS84))


def to_laea(geom: G) -> G:
    """Project a lon/lat geometry to EPSG:3035 metres, for areas and metric buffers.

    Segments are transformed vertex by vertex; densify long edges first (``shapely.segmentize``)
    when their curvature matters, e.g. a 1° parallel becomes a curve in LAEA.
    """
    return _transform_geometry(geom, _transformer(WGS84, LAEA_CRS))


def from_laea(geom: G) -> G:
    """Inverse of :func:`to_laea`: EPSG:3035 metres back to lon/lat."""
    return _transform_geometry(geom, _transformer(LAEA_CRS, WGS84))


@overload
def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float: ...
@overload
def distance_km(
    lat1: ArrayLike, lon1: ArrayLike, lat2: ArrayLike, lon2: ArrayLike
) -> FloatArray: ...
def distance_km(
    lat1: ArrayLike, lon1: ArrayLike, lat2: ArrayLike, lon2: ArrayLike
) -> float | FloatArray:
    """Geodesic distance on WGS84 in kilometres; scalars or broadcastable arrays.

    >>> round(distance_km(52.289, 8.917, 52.520, 13.405), 1)  # Minden – Berlin
    306.5
    """
    g = geod()
    if all(np.ndim(v) == 0 for v in (lat1, lon1, lat2, lon2)):
        _, _, d = g.inv(float(lon1), float(lat1), float(lon2), float(lat2))  # type: ignore[arg-type]
        return float(d) / 1000.0
    la1, lo1, la2, lo2 = np.broadcast_arrays(
        *(np.asarray(v, dtype=np.float64) for v in (lat1, lon1, lat2, lon2))
    )
    shape = la1.shape
    _, _, d = g.inv(lo1.ravel(), la1.ravel(), lo2.ravel(), la2.ravel())
    return np.asarray(d, dtype=np.float64).reshape(shape) / 1000.0
