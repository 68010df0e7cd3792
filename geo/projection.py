"""Projections and geodesic distances used everywhere in geoquiz (DESIGN §3).

* Drawing: equirectangular projection with standard parallel 51°N (``+proj=eqc +lat_ts=51``), so
  meridians are vertical and parallels horizontal, as on the Finden-Sie-Minden board.
* Areas: ETRS89-extended / LAEA Europe (EPSG:3035), an equal-area projection.
* Distances: geodesics on the WGS84 ellipsoid (``pyproj.Geod``).

All functions take and return longitude/latitude in degrees with x = longitude (``always_xy``).
Each :class:`pyproj.Transformer` is built once, lazily, and reused (the first costs ~80 ms).

Start-up without pyproj: the drawing projection is affine in degrees (x = kx·lon + x0,
y = ky·lat + y0 for ``+proj=eqc``). The first time it is needed, pyproj projects a world-wide grid
of points, the coefficients are fitted and *checked* against every grid point (at most 1 µm off),
and they are saved in :func:`geo.maps.cache_dir` keyed by the CRS definition. Later runs read
them from there, so drawing a map needs no pyproj import (about 0.1–0.25 s). Points outside
±180° / ±90° (where PROJ wraps or fails) still go through pyproj, as does everything if the
fitted coefficients do not reproduce pyproj (another ``MAP_CRS``) or the cache cannot be read.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, overload

import numpy as np
import shapely
from numpy.typing import ArrayLike, NDArray

from geoquiz.geo.cache_files import write_cache_file

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
    "map_affine",
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


#: (kx, x0, ky, y0) of the affine form of the drawing projection (see the module docstring)
Affine = tuple[float, float, float, float]
_AFFINE_VERSION = 1
#: largest allowed difference (metres) between the affine form and pyproj on the check grid
_AFFINE_TOLERANCE_M = 1e-6


def _affine_path() -> Path:
    from geoquiz.geo.maps import cache_dir

    return cache_dir() / "projection" / "map-affine.json"


def _read_affine(path: Path) -> Affine | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != _AFFINE_VERSION or data.get("source") != WGS84:
            return None
        if data.get("target") != MAP_CRS:
            return None
        kx, x0, ky, y0 = (float(v) for v in data["coefficients"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not all(math.isfinite(v) for v in (kx, x0, ky, y0)) or kx <= 0 or ky <= 0:
        return None
    return kx, x0, ky, y0


def _fit_affine(crs: str | None = None) -> Affine | None:
    """Fit x = kx·lon + x0, y = ky·lat + y0 to pyproj's projection to ``crs`` (default: the
    drawing projection); None if it is not affine."""
    grid_lon, grid_lat = np.meshgrid(np.linspace(-180.0, 180.0, 73), np.linspace(-89.5, 89.5, 73))
    lon, lat = grid_lon.ravel(), grid_lat.ravel()
    x, y = _transformer(WGS84, crs or MAP_CRS).transform(lon, lat)
    x, y = np.asarray(x, dtype=np.float64), np.asarray(y, dtype=np.float64)
    if not (np.all(np.isfinite(x)) and np.all(np.isfinite(y))):
        return None
    kx, x0 = np.polyfit(lon, x, 1)
    ky, y0 = np.polyfit(lat, y, 1)
    if kx <= 0 or ky <= 0:
        return None
    err_x = np.abs(kx * lon + x0 - x).max()
    err_y = np.abs(ky * lat + y0 - y).max()
    if max(err_x, err_y) > _AFFINE_TOLERANCE_M:
        return None
    # the inverse must match pyproj too (the same formula solved for lon/lat)
    back_lon, back_lat = _transformer(crs or MAP_CRS, WGS84).transform(x, y)
    if (
        max(
            np.abs((x - x0) / kx - np.asarray(back_lon)).max(),
            np.abs((y - y0) / ky - np.asarray(back_lat)).max(),
        )
        > 1e-9
    ):
        return None
    return float(kx), float(x0), float(ky), float(y0)


def _write_affine(path: Path, affine: Affine) -> None:
    """Save the coefficients atomically; an unwritable cache folder only costs speed."""
    blob = json.dumps(
        {"version": _AFFINE_VERSION, "source": WGS84, "target": MAP_CRS, "coefficients": affine}
    )
    write_cache_file(path, blob.encode("utf-8"))


@cache
def map_affine() -> Affine | None:
    """The affine form (kx, x0, ky, y0) of the drawing projection, or None to use pyproj.

    Read from the cache, else fitted to pyproj and checked (see the module docstring).
    """
    return load_affine(_affine_path(), _fit_affine)


def load_affine(path: Path, fit: Callable[[], Affine | None]) -> Affine | None:
    """The affine form read from ``path``, else ``fit()`` saved there (None: not affine).

    Uncached and free of module state, so a test can try it on its own folder while other
    threads of the same process keep drawing with :func:`map_affine`."""
    affine = _read_affine(path)
    if affine is None:
        affine = fit()
        if affine is not None:
            _write_affine(path, affine)
    return affine


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
    affine = map_affine()
    if affine is not None:
        kx, x0, ky, y0 = affine
        if np.ndim(lon) == 0 and np.ndim(lat) == 0:
            lo, la = float(lon), float(lat)  # type: ignore[arg-type]
            if abs(lo) <= 180.0 and abs(la) <= 90.0:
                return kx * lo + x0, ky * la + y0
        else:
            lo_a = np.asarray(lon, dtype=np.float64)
            la_a = np.asarray(lat, dtype=np.float64)
            if np.all(np.abs(lo_a) <= 180.0) and np.all(np.abs(la_a) <= 90.0):
                return kx * lo_a + x0, ky * la_a + y0
    return _apply(_transformer(WGS84, MAP_CRS), lon, lat)


@overload
def from_map(x: float, y: float) -> tuple[float, float]: ...
@overload
def from_map(x: ArrayLike, y: ArrayLike) -> tuple[FloatArray, FloatArray]: ...
def from_map(x: ArrayLike, y: ArrayLike) -> tuple[float, float] | tuple[FloatArray, FloatArray]:
    """Inverse of :func:`to_map`: map metres to (lon, lat) degrees; scalars or arrays."""
    affine = map_affine()
    if affine is not None:
        kx, x0, ky, y0 = affine
        if np.ndim(x) == 0 and np.ndim(y) == 0:
            lon, lat = (float(x) - x0) / kx, (float(y) - y0) / ky  # type: ignore[arg-type]
            if abs(lon) <= 180.0 and abs(lat) <= 90.0:
                return lon, lat
        else:
            lon_a = (np.asarray(x, dtype=np.float64) - x0) / kx
            lat_a = (np.asarray(y, dtype=np.float64) - y0) / ky
            if np.all(np.abs(lon_a) <= 180.0) and np.all(np.abs(lat_a) <= 90.0):
                return lon_a, lat_a
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

    def fn(coords: FloatArray) -> FloatArray:
        x, y = to_map(coords[:, 0], coords[:, 1])
        return np.column_stack([x, y])

    return shapely.transform(geom, fn)


def unproject_geometry(geom: G) -> G:
    """Inverse of :func:`project_geometry`: map metres back to lon/lat."""

    def fn(coords: FloatArray) -> FloatArray:
        lon, lat = from_map(coords[:, 0], coords[:, 1])
        return np.column_stack([lon, lat])

    return shapely.transform(geom, fn)


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
