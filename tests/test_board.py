"""The Finden-Sie-Minden board (DESIGN §4): grid, point rule, near-line rule, area rule, tips."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from shapely.geometry import LineString, MultiPoint, Point, box

from geoquiz.geo import board, maps, projection
from geoquiz.geo.board import OffBoardError, Solution, region


def sol(text: str) -> Solution:
    return Solution.parse(text)


def labels(solutions: list[Solution]) -> list[str]:
    return [str(s) for s in solutions]


def km_east(lat: float, lon: float, km: float) -> float:
    """Longitude ``km`` kilometres east of (lat, lon) along the geodesic heading east."""
    lon2, _, _ = projection.geod().fwd(lon, lat, 90.0, km * 1000.0)
    return float(lon2)


def km_north(lat: float, lon: float, km: float) -> float:
    _, lat2, _ = projection.geod().fwd(lon, lat, 0.0, km * 1000.0)
    return float(lat2)


# --- acceptance -------------------------------------------------------------------------------


def test_minden_is_w_n_12_c() -> None:
    assert labels(board.locate(52.289, 8.917)) == ["W N 12 C"]
    assert board.locate(52.289, 8.917)[0].as_dict() == {
        "ew": "W",
        "zone": "N",
        "square": 12,
        "quadrant": "C",
    }


# --- grid -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "number", "bounds"),
    [
        ("N", 1, (6, 54, 8, 55)),
        ("N", 5, (14, 54, 16, 55)),
        ("N", 6, (6, 53, 8, 54)),
        ("N", 11, (6, 52, 8, 53)),
        ("N", 12, (8, 52, 10, 53)),
        ("N", 15, (14, 52, 16, 53)),
        ("M", 1, (6, 51, 8, 52)),
        ("M", 5, (14, 51, 16, 52)),
        ("M", 6, (6, 50, 8, 51)),
        ("M", 10, (14, 50, 16, 51)),
        ("S", 1, (6, 49, 8, 50)),
        ("S", 5, (14, 49, 16, 50)),
        ("S", 11, (6, 47, 8, 48)),
        ("S", 15, (14, 47, 16, 48)),
    ],
)
def test_squares_numbered_row_by_row_from_the_north_west(
    zone: str, number: int, bounds: tuple[int, int, int, int]
) -> None:
    assert board.square_polygons()[(zone, number)].bounds == tuple(float(b) for b in bounds)


def test_zone_sizes_and_tiling() -> None:
    squares = board.square_polygons()
    assert sorted(squares) == sorted(
        [("N", n) for n in range(1, 16)]
        + [("M", n) for n in range(1, 11)]
        + [("S", n) for n in range(1, 16)]
    )
    quadrants = board.quadrant_polygons()
    assert len(quadrants) == 160
    rectangle = box(board.BOARD_WEST, board.BOARD_SOUTH, board.BOARD_EAST, board.BOARD_NORTH)
    for cells in (squares.values(), quadrants.values(), board.zone_polygons().values()):
        union = shapely.union_all(list(cells))
        assert union.equals(rectangle)
        assert math.isclose(sum(c.area for c in cells), rectangle.area)
    zones = board.zone_polygons()
    assert list(zones) == ["N", "M", "S"]
    assert zones["M"].bounds == (6.0, 50.0, 16.0, 52.0)


def test_each_square_is_entirely_west_or_east_of_10e() -> None:
    for (zone, number), square in board.square_polygons().items():
        west = square.bounds[2] <= 10.0
        assert west == (square.bounds[0] < 10.0)
        for quadrant in "ABCD":
            cell = Solution("W" if west else "O", zone, number, quadrant)
            assert square.covers(board.cell_polygon(cell))


def test_quadrants_a_upper_left_b_upper_right_c_lower_left_d_lower_right() -> None:
    poly = board.quadrant_polygons()
    assert poly[sol("W N 12 A")].bounds == (8.0, 52.5, 9.0, 53.0)
    assert poly[sol("W N 12 B")].bounds == (9.0, 52.5, 10.0, 53.0)
    assert poly[sol("W N 12 C")].bounds == (8.0, 52.0, 9.0, 52.5)
    assert poly[sol("W N 12 D")].bounds == (9.0, 52.0, 10.0, 52.5)
    for s, p in poly.items():
        assert board.cell_polygon(s).equals(p)


def test_white_lines() -> None:
    lines = board.white_lines()
    assert [line.coords[:] for line in lines] == [
        [(10.0, 47.0), (10.0, 55.0)],
        [(6.0, 50.0), (16.0, 50.0)],
        [(6.0, 52.0), (16.0, 52.0)],
    ]


@pytest.mark.parametrize(
    ("name", "lat", "lon", "expected"),
    [
        ("Helgoland", 54.18, 7.88, "W N 1 D"),
        ("sea off Usedom", 54.2, 14.2, "O N 5 C"),
        ("Mönchengladbach", 51.19, 6.44, "W M 1 C"),
        ("Zittau", 50.90, 14.81, "O M 10 A"),
        ("Trier", 49.75, 6.64, "W S 1 A"),
        ("Lörrach", 47.61, 7.66, "W S 11 B"),
        ("Erfurt", 50.978, 11.03, "O M 8 B"),
        ("Passau", 48.57, 13.43, "O S 9 B"),
    ],
)
def test_places_in_corner_and_edge_squares(
    name: str, lat: float, lon: float, expected: str
) -> None:
    assert labels(board.locate(lat, lon, tolerance_km=0)) == [expected], name


# --- lines ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lat", "lon", "expected"),
    [
        (51.3, 10.0, "O M 3 C"),  # on the white line 10°E: east
        (50.0, 10.5, "O M 8 C"),  # on the white line 50°N: north
        (52.0, 9.3, "W N 12 D"),  # on the white line 52°N: north
        (52.0, 10.0, "O N 13 C"),  # on both white lines
        (51.2, 12.0, "O M 4 C"),  # square boundary (meridian)
        (51.0, 12.7, "O M 4 C"),  # square boundary (parallel) inside zone M
        (51.2, 11.0, "O M 3 D"),  # quadrant line (middle meridian)
        (51.5, 11.3, "O M 3 B"),  # quadrant line (middle parallel)
        (51.5, 7.0, "W M 1 B"),  # crossing of both quadrant lines
        (50.0, 8.0, "W M 7 C"),  # white line 50°N meets a square boundary
    ],
)
def test_point_on_a_line_belongs_to_the_east_north_side(
    lat: float, lon: float, expected: str
) -> None:
    assert labels(board.locate(lat, lon, tolerance_km=0)) == [expected]


def test_just_west_or_south_of_a_line_stays_there() -> None:
    lon = math.nextafter(10.0, 0.0)
    assert labels(board.locate(51.3, lon, tolerance_km=0)) == ["W M 2 D"]
    lat = math.nextafter(52.0, 0.0)
    assert labels(board.locate(lat, 9.3, tolerance_km=0)) == ["W M 2 B"]


# --- outside the rectangle --------------------------------------------------------------------


def _territory_point(area: shapely.Geometry) -> Point:
    part = shapely.intersection(maps.germany_territory(), area)
    assert not part.is_empty
    return part.representative_point()


def test_selfkant_west_of_6e_belongs_to_the_edge_square() -> None:
    assert labels(board.locate(51.04, 5.87)) == ["W M 1 C"]
    p = _territory_point(box(5.0, 50.0, 6.0, 52.0))  # German land west of the rectangle
    assert p.x < 6.0
    assert labels(board.locate(p.y, p.x, tolerance_km=0)) == ["W M 1 C"]


def test_list_on_sylt_north_of_55n_belongs_to_the_edge_square() -> None:
    assert labels(board.locate(55.02, 8.43)) == ["W N 2 A"]
    p = _territory_point(box(8.0, 55.0, 9.0, 56.0))
    assert p.y > 55.0
    assert labels(board.locate(p.y, p.x, tolerance_km=0)) == ["W N 2 A"]


def test_outside_points_use_the_nominal_middle_lines_of_the_edge_square() -> None:
    # Upper/lower half of square M 1 decided at 51.5°N although the point lies west of 6°E.
    p = _territory_point(box(5.0, 51.0, 6.0, 51.5))
    assert board.locate(p.y, p.x, tolerance_km=0)[0].quadrant == "C"


# --- off the board ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lat", "lon", "km"),
    [(48.857, 2.352, 301), (52.230, 21.012, 425), (55.676, 12.568, 98)],  # Paris, Warsaw, Kbh.
)
def test_farther_than_25_km_from_germany_is_off_the_board(lat: float, lon: float, km: int) -> None:
    with pytest.raises(OffBoardError) as err:
        board.locate(lat, lon)
    message = str(err.value)
    assert message.startswith(board.format_latlon(lat, lon) + " is not on the board: ")
    assert message.endswith(" km from Germany")
    assert abs(float(message.split(": ")[1].split()[0]) - km) <= 3
    assert not board.on_board(lat, lon)


def test_foreign_places_within_25_km_are_on_the_board() -> None:
    assert 0 < board.distance_to_germany_km(48.5734, 7.7521) < 25  # Strasbourg
    assert labels(board.locate(48.5734, 7.7521, tolerance_km=0)) == ["W S 6 B"]
    assert 0 < board.distance_to_germany_km(47.5596, 7.5886) < 25  # Basel
    assert board.on_board(47.5596, 7.5886)


@pytest.mark.parametrize(("lat", "lon0", "lon1"), [(49.3, 5.0, 7.0), (51.8, 14.3, 15.6)])
def test_the_25_km_limit(lat: float, lon0: float, lon1: float) -> None:
    # Walk along a parallel out of Germany: on the board exactly while within 25 km (the region
    # is a buffered 250 m outline, so allow a band of 0.4 km around the limit).
    lons = np.linspace(lon0, lon1, 161)
    distances = np.array([board.distance_to_germany_km(lat, lo) for lo in lons])
    assert distances.min() == 0 and distances.max() > 30
    results = board.locate_many(np.full_like(lons, lat), lons, 0)
    for lon, d, result in zip(lons, distances, results, strict=True):
        if abs(d - 25.0) > 0.4:
            assert (result is not None) == (d < 25.0), (lon, d)
            if result is None:
                shown = f"{d:.1f}" if d < 100 else f"{d:.0f}"
                with pytest.raises(OffBoardError, match=f": {shown} km from Germany"):
                    board.locate(lat, lon)


def test_region_cache_matches_a_fresh_build() -> None:
    fresh = region._Territory(maps.germany_territory(), use_cache=False).region
    cached = board.board_region()
    assert fresh.symmetric_difference(cached).area < 1e-9


def test_use_territory_replaces_germany() -> None:
    try:
        board.use_territory(box(8.5, 52.0, 9.5, 52.5))  # a toy Germany around Minden
        assert labels(board.locate(52.289, 8.917)) == ["W N 12 C"]
        assert board.on_board(52.6, 9.0)  # ~11 km north of the toy border
        with pytest.raises(OffBoardError, match="52.520°N 13.405°E is not on the board: 2"):
            board.locate(52.52, 13.405)  # Berlin, ~270 km from the toy
    finally:
        board.use_territory(None)
    assert board.on_board(52.52, 13.405)


@pytest.mark.parametrize(
    ("lat", "lon"), [(91.0, 10.0), (-90.5, 10.0), (math.nan, 10.0), (52.0, math.nan), (52, 181)]
)
def test_impossible_coordinates_are_a_value_error(lat: float, lon: float) -> None:
    with pytest.raises(ValueError, match="out of range") as err:
        board.locate(lat, lon)
    assert not isinstance(err.value, OffBoardError)
    with pytest.raises(ValueError, match="point 1"):
        board.locate_many([52.0, lat], [9.0, lon])


def test_negative_tolerance_is_rejected() -> None:
    with pytest.raises(ValueError, match="tolerance"):
        board.locate(52.289, 8.917, tolerance_km=-1)


# --- near-line alternatives -------------------------------------------------------------------


def test_within_2_km_of_the_white_line_10e_gets_both_sides() -> None:
    lat = 51.3
    east = km_east(lat, 10.0, 1.5)
    assert labels(board.locate(lat, east)) == ["O M 3 C", "W M 2 D"]
    assert labels(board.locate(lat, km_east(lat, 10.0, -1.5))) == ["W M 2 D", "O M 3 C"]
    assert labels(board.locate(lat, km_east(lat, 10.0, 2.5))) == ["O M 3 C"]
    assert labels(board.locate(lat, east, tolerance_km=0)) == ["O M 3 C"]
    assert labels(board.locate(lat, km_east(lat, 10.0, 2.5), tolerance_km=3)) == [
        "O M 3 C",
        "W M 2 D",
    ]


def test_within_2_km_of_a_quadrant_line_and_a_parallel() -> None:
    lon = 11.3
    assert labels(board.locate(km_north(51.5, lon, -1.0), lon)) == ["O M 3 D", "O M 3 B"]
    assert labels(board.locate(km_north(50.0, lon, 1.9), lon)) == ["O M 8 D", "O S 3 B"]
    assert labels(board.locate(km_north(50.0, lon, 2.1), lon)) == ["O M 8 D"]


def test_near_a_corner_gets_the_diagonal_cell_only_within_the_tolerance() -> None:
    # 1 km east and 1 km north of 52°N 10°E: the corner is ~1.41 km away.
    lat = km_north(52.0, 10.0, 1.0)
    lon = km_east(lat, 10.0, 1.0)
    assert labels(board.locate(lat, lon)) == ["O N 13 C", "W N 12 D", "O M 3 A", "W M 2 B"]
    assert labels(board.locate(lat, lon, tolerance_km=1.2)) == ["O N 13 C", "W N 12 D", "O M 3 A"]
    assert labels(board.locate(52.0, 10.0, tolerance_km=0)) == ["O N 13 C"]


def test_board_edge_has_no_cells_beyond_it() -> None:
    lat = 49.75
    lon = km_east(lat, 6.0, 1.0)  # 1 km inside the west edge, beside Luxembourg
    assert labels(board.locate(lat, lon)) == ["W S 1 A"]


# --- area rule --------------------------------------------------------------------------------


def test_area_majority_plus_second_when_at_least_half() -> None:
    area = box(9.7, 51.1, 10.2, 51.4)  # 0.3° west of 10°E, 0.2° east: 2/3 ≥ 1/2
    assert labels(board.locate_area(area)) == ["W M 2 D", "O M 3 C"]


def test_area_second_below_half_is_dropped() -> None:
    area = box(9.9, 51.1, 10.5, 51.4)  # 0.1° west, 0.5° east: 1/5 < 1/2
    assert labels(board.locate_area(area)) == ["O M 3 C"]


def test_area_shares_are_measured_equal_area() -> None:
    # Same width in degrees on both sides of 52°N: the southern half is larger in EPSG:3035
    # (meridians converge northwards), so it comes first; the northern is more than half.
    area = box(9.2, 51.0, 9.8, 53.0)
    assert labels(board.locate_area(area)) == ["W M 2 D", "W M 2 B"]


def test_area_off_the_board() -> None:
    with pytest.raises(OffBoardError, match="not on the board"):
        board.locate_area(box(1.0, 48.0, 2.0, 49.0))


def test_area_only_counts_its_part_on_the_board() -> None:
    # Mostly in Poland east of 16°E (far from Germany) with a strip on German soil.
    area = box(14.2, 51.55, 18.0, 51.6)
    assert labels(board.locate_area(area)) == ["O M 5 A"]


def test_area_lines_by_length_and_points() -> None:
    river = LineString([(9.6, 51.2), (10.1, 51.2)])
    assert labels(board.locate_area(river)) == ["W M 2 D"]  # 0.4° west vs 0.1° east
    assert labels(board.locate_area(Point(8.917, 52.289))) == ["W N 12 C"]
    points = MultiPoint([(8.9, 52.2), (8.95, 52.3), (9.2, 52.3)])
    assert labels(board.locate_area(points)) == ["W N 12 C", "W N 12 D"]


def test_area_matches_the_point_rule_for_a_tiny_area() -> None:
    tiny = Point(8.917, 52.289).buffer(0.001)
    assert board.locate_area(tiny) == board.locate(52.289, 8.917)


# --- solutions and tips -----------------------------------------------------------------------


def test_solution_text_forms() -> None:
    s = Solution("W", "N", 12, "C")
    assert str(s) == "W N 12 C" == board.solution_label(s)
    assert Solution.parse("w n 12 c") == s == Solution.parse("WN12C")
    assert tuple(s) == ("W", "N", 12, "C")
    assert Solution.from_dict(s.as_dict()) == s
    with pytest.raises(ValueError, match="quadrant"):
        Solution.from_dict({"ew": "W", "zone": "N", "square": 12})
    with pytest.raises(ValueError):
        Solution.from_dict({"ew": "W", "zone": "N", "square": "12", "quadrant": "C"})


@pytest.mark.parametrize(
    "args",
    [
        ("X", "N", 1, "A"),
        ("W", "Q", 1, "A"),
        ("W", "M", 11, "A"),
        ("W", "N", 3, "A"),
        ("O", "N", 12, "A"),
        ("W", "N", 1, "E"),
        ("W", "N", 0, "A"),
    ],
)
def test_impossible_solutions_are_rejected(args: tuple[str, str, int, str]) -> None:
    with pytest.raises(ValueError):
        Solution(*args)


def test_tips_are_prefixes() -> None:
    minden = [Solution("W", "N", 12, "C")]
    assert board.tip_is_correct(minden, [])
    assert board.tip_is_correct(minden, ["W"])
    assert board.tip_is_correct(minden, ["W", "N", 12])
    assert board.tip_is_correct(minden, ("w", "n", "12", "C"))
    assert not board.tip_is_correct(minden, ["O"])
    assert not board.tip_is_correct(minden, ["W", "N", 12, "D"])
    assert not board.tip_is_correct(minden, ["W", "M"])
    assert board.tip_is_correct([sol("O N 13 C"), sol("W N 12 D")], ["W", "N", 12, "D"])
    assert board.tip_is_correct([sol("O N 13 C")], ["E", "N"])  # E for O (Ost/East)
    with pytest.raises(ValueError):
        board.tip_is_correct(minden, ["W", "N", 12, "C", "X"])
    with pytest.raises(ValueError):
        board.tip_is_correct(minden, ["W", "X"])


# --- properties -------------------------------------------------------------------------------

_grid_lons = st.sampled_from([6.0 + k * 0.5 for k in range(20)])
_grid_lats = st.sampled_from([47.0 + k * 0.25 for k in range(32)])
lons = st.one_of(st.floats(5.5, 16.5), _grid_lons)
lats = st.one_of(st.floats(46.8, 55.3), _grid_lats)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(lat=lats, lon=lons)
def test_property_tolerance_0_gives_one_solution_agreeing_with_the_polygons(
    lat: float, lon: float
) -> None:
    assume(board.on_board(lat, lon))
    solutions = board.locate(lat, lon, tolerance_km=0)
    assert len(solutions) == 1
    (found,) = solutions
    # Clamp into the rectangle (edge-square rule), then: the chosen cell covers the point, and
    # of all cells covering it (several on a line) it is the north-/east-most.
    x = min(max(lon, 6.0), math.nextafter(16.0, 0))
    y = min(max(lat, 47.0), math.nextafter(55.0, 0))
    point = Point(x, y)
    covering = [s for s, p in board.quadrant_polygons().items() if p.covers(point)]
    assert found in covering
    best = max(covering, key=lambda s: board.cell_polygon(s).bounds[1::-1])
    assert found == best


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    tolerance=st.sampled_from([0.0, 2.0, 5.0]),
)
def test_property_locate_many_agrees_with_locate(seed: int, tolerance: float) -> None:
    rng = np.random.default_rng(seed)
    lat = rng.uniform(46.5, 55.5, 40)
    lon = rng.uniform(5.0, 17.0, 40)
    lat[:5] = np.round(lat[:5] * 2) / 2  # some exactly on lines
    lon[5:10] = np.round(lon[5:10])
    many = board.locate_many(lat, lon, tolerance)
    assert len(many) == len(lat)
    for la, lo, got in zip(lat.tolist(), lon.tolist(), many, strict=True):
        try:
            expected: list[Solution] | None = board.locate(la, lo, tolerance)
        except OffBoardError:
            expected = None
        assert got == expected, (la, lo)


def test_locate_many_shapes() -> None:
    assert board.locate_many([], []) == []
    assert board.locate_many(52.289, 8.917) == [[sol("W N 12 C")]]
    with pytest.raises(ValueError):
        board.locate_many([1.0, 2.0], [3.0])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    lat=st.floats(47.0, 55.0),
    lon=st.floats(6.0, 16.0),
    tolerance=st.floats(0.5, 8.0),
)
def test_property_alternatives_are_exactly_the_cells_within_the_tolerance(
    lat: float, lon: float, tolerance: float
) -> None:
    """Independent oracle: distances from the point to every cell in EPSG:3035 (metres)."""
    assume(board.on_board(lat, lon))
    found = board.locate(lat, lon, tolerance)
    point = projection.to_laea(Point(lon, lat))
    keys, cells = _laea_cells()
    metres = dict(zip(keys, shapely.distance(cells, point).tolist(), strict=True))
    assert found[0] == board.locate(lat, lon, 0)[0]
    assert len(set(found)) == len(found)
    for s in found[1:]:
        assert metres[s] <= tolerance * 1000 * 1.01 + 5
    for s, d in metres.items():
        if d < tolerance * 1000 * 0.99 - 5:
            assert s in found
    distances = [metres[s] for s in found[1:]]
    assert all(b >= a - 20 for a, b in zip(distances, distances[1:], strict=False))


@functools.cache
def _laea_cells() -> tuple[list[Solution], np.ndarray]:
    cells = board.quadrant_polygons()
    dense = shapely.segmentize(np.array(list(cells.values()), dtype=object), 0.01)
    return list(cells), projection.to_laea(dense)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    qi=st.integers(0, 9),
    qj=st.integers(0, 15),
    fx=st.tuples(st.floats(0.05, 0.45), st.floats(0.55, 0.95)),
    fy=st.tuples(st.floats(0.05, 0.45), st.floats(0.55, 0.95)),
)
def test_property_area_inside_one_cell_is_that_cell(
    qi: int, qj: int, fx: tuple[float, float], fy: tuple[float, float]
) -> None:
    west, south = 6.0 + qi, 47.0 + 0.5 * qj
    area = box(west + fx[0], south + 0.5 * fy[0], west + fx[1], south + 0.5 * fy[1])
    assume(board.board_region().contains(area))
    expected = board.locate(area.centroid.y, area.centroid.x, 0)
    assert board.locate_area(area) == expected
    assert board.cell_polygon(expected[0]).contains(area)
