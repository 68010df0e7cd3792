"""geo.projection: drawing projection (eqc 51°N), LAEA areas, geodesic distances (DESIGN §3)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import LineString, Polygon, box

from geoquiz.geo import projection


def test_meridians_vertical_and_parallels_horizontal() -> None:
    x1, _ = projection.to_map(10.0, 47.0)
    x2, _ = projection.to_map(10.0, 55.0)
    assert x1 == pytest.approx(x2, abs=1e-6)
    _, y1 = projection.to_map(6.0, 52.0)
    _, y2 = projection.to_map(16.0, 52.0)
    assert y1 == pytest.approx(y2, abs=1e-6)
    # east is +x, north is +y
    assert projection.to_map(11.0, 52.0)[0] > projection.to_map(10.0, 52.0)[0]
    assert projection.to_map(10.0, 53.0)[1] > projection.to_map(10.0, 52.0)[1]


def test_true_scale_along_51n() -> None:
    xa, _ = projection.to_map(10.0, 51.0)
    xb, _ = projection.to_map(10.01, 51.0)
    metres = projection.distance_km(51.0, 10.0, 51.0, 10.01) * 1000
    # PROJ's eqc is spherical (radius = semi-major axis): true scale to 0.2 % on the ellipsoid.
    assert xb - xa == pytest.approx(metres, rel=3e-3)
    # and not true at 55°N, where a degree of longitude is shorter
    xc, _ = projection.to_map(10.01, 55.0)
    xd, _ = projection.to_map(10.0, 55.0)
    assert xc - xd > projection.distance_km(55.0, 10.0, 55.0, 10.01) * 1000 * 1.05


def test_scalars_in_scalars_out_arrays_in_arrays_out() -> None:
    x, y = projection.to_map(8.917, 52.289)
    assert isinstance(x, float) and isinstance(y, float)
    xs, ys = projection.to_map(np.array([8.917, 13.4]), np.array([52.289, 52.5]))
    assert isinstance(xs, np.ndarray) and xs.shape == (2,)
    assert xs[0] == pytest.approx(x) and ys[0] == pytest.approx(y)
    lon, lat = projection.from_map(xs, ys)
    np.testing.assert_allclose(lon, [8.917, 13.4], atol=1e-9)
    np.testing.assert_allclose(lat, [52.289, 52.5], atol=1e-9)


@settings(max_examples=100, deadline=None)
@given(lon=st.floats(-179, 179), lat=st.floats(-89, 89))
def test_round_trip(lon: float, lat: float) -> None:
    back = projection.from_map(*projection.to_map(lon, lat))
    assert back[0] == pytest.approx(lon, abs=1e-7)
    assert back[1] == pytest.approx(lat, abs=1e-7)


def test_geometry_round_trip_and_arrays() -> None:
    square = box(8.0, 52.0, 10.0, 53.0)
    projected = projection.project_geometry(square)
    minx, miny, maxx, maxy = projected.bounds
    assert projected.area == pytest.approx((maxx - minx) * (maxy - miny))  # still a rectangle
    assert projection.unproject_geometry(projected).equals_exact(square, 1e-9)
    arr = np.array([square, LineString([(6, 47), (16, 55)])], dtype=object)
    out = projection.project_geometry(arr)
    assert out.shape == (2,) and out[0].equals_exact(projected, 1e-6)


def test_laea_areas_are_equal_area() -> None:
    # A 1°×0.5° quadrant at 52°N, measured in EPSG:3035 vs the ellipsoidal area from pyproj.Geod.
    cell = shapely.segmentize(box(9.0, 52.0, 10.0, 52.5), 0.01)
    laea_area = projection.to_laea(cell).area
    geod_area, _ = projection.geod().geometry_area_perimeter(cell)
    assert laea_area == pytest.approx(abs(geod_area), rel=1e-4)
    assert projection.from_laea(projection.to_laea(cell)).equals_exact(cell, 1e-7)


def test_distance_km() -> None:
    assert projection.distance_km(52.289, 8.917, 52.520, 13.405) == pytest.approx(306.5, abs=0.5)
    assert projection.distance_km(0.0, 0.0, 0.0, 1.0) == pytest.approx(111.32, abs=0.01)
    d = projection.distance_km(np.array([52.289, 52.289]), 8.917, 52.52, np.array([13.405, 8.917]))
    assert d.shape == (2,)
    assert d[0] == pytest.approx(306.5, abs=0.5)
    assert d[1] == pytest.approx(projection.distance_km(52.289, 8.917, 52.52, 8.917))
    assert math.isclose(projection.distance_km(50.0, 10.0, 50.0, 10.0), 0.0)


def test_polygon_type_is_kept() -> None:
    poly = Polygon([(6, 47), (16, 47), (16, 55), (6, 55)])
    assert isinstance(projection.project_geometry(poly), Polygon)


# ---------------------------------------------------------------- the cached affine form


def _pyproj_to_map(lon: object, lat: object) -> tuple[np.ndarray, np.ndarray]:
    x, y = projection._transformer(projection.WGS84, projection.MAP_CRS).transform(lon, lat)
    return np.asarray(x), np.asarray(y)


def test_affine_form_matches_pyproj_everywhere() -> None:
    rng = np.random.default_rng(7)
    lon = rng.uniform(-180, 180, 5000)
    lat = rng.uniform(-90, 90, 5000)
    assert projection.map_affine() is not None  # eqc is affine in degrees
    x, y = projection.to_map(lon, lat)
    px, py = _pyproj_to_map(lon, lat)
    assert np.abs(x - px).max() < 1e-6 and np.abs(y - py).max() < 1e-6
    back_lon, back_lat = projection.from_map(x, y)
    assert np.abs(back_lon - lon).max() < 1e-9 and np.abs(back_lat - lat).max() < 1e-9
    sx, sy = projection.to_map(8.917, 52.289)
    assert isinstance(sx, float) and (sx, sy) == pytest.approx(
        tuple(float(v) for v in _pyproj_to_map(8.917, 52.289)), abs=1e-6
    )


def test_points_outside_the_globe_still_go_through_pyproj() -> None:
    # PROJ wraps longitudes beyond 180°; the affine form would not, so pyproj decides there
    x, _ = projection.to_map(190.0, 0.0)
    px, _ = _pyproj_to_map(190.0, 0.0)
    assert x == pytest.approx(float(px))
    xs, _ = projection.to_map(np.array([10.0, 190.0]), np.array([0.0, 0.0]))
    assert xs[1] == pytest.approx(float(px))


def test_affine_cache_is_written_read_and_rebuilt(tmp_path: Path) -> None:
    # through load_affine on a folder of its own: patching the module's cache or fit function
    # let a map drawn meanwhile on a worker thread of an earlier test keep a rigged projection
    # for the rest of the run (20 map tests failed after it in a busy run)
    path = tmp_path / "projection" / "map-affine.json"
    fitted = projection.load_affine(path, projection._fit_affine)
    assert fitted is not None and path.is_file()
    assert fitted == projection.map_affine()
    assert projection.load_affine(path, lambda: pytest.fail("not read back")) == fitted
    # a damaged or foreign file is ignored and fitted again
    for text in ("{not json", json.dumps({"version": 1, "target": "EPSG:3035"})):
        path.write_text(text)
        assert projection.load_affine(path, lambda: (1.0, 0.0, 2.0, 0.0)) == (1.0, 0.0, 2.0, 0.0)


def test_a_projection_that_is_not_affine_is_not_cached() -> None:
    assert projection._fit_affine(projection.LAEA_CRS) is None


def test_drawing_a_map_needs_no_pyproj_once_the_cache_exists(tmp_path: Path) -> None:
    env = dict(os.environ, GEOQUIZ_CACHE_DIR=str(tmp_path))
    code = (
        "import sys; from geo import projection; projection.to_map([10.0], [51.0]);"
        "projection.from_map(700000.0, 5600000.0); print('pyproj' in sys.modules)"
    )
    outputs = [
        subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        ).stdout.strip()
        for _ in range(2)
    ]
    assert outputs == ["True", "False"]  # the first run fits the cache with pyproj
