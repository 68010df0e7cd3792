"""The Carcassonne grid on Germany (geo.carcassonne_map): regular squares, playable by land share,
start squares, large cities and towns from GeoNames."""

from __future__ import annotations

import shapely

from geoquiz.geo.carcassonne_map import (
    COLS,
    LARGE_CITY_POP,
    ROWS,
    carcassonne_map,
    square_bounds,
    square_of,
)
from geoquiz.geo.gazetteer import places
from geoquiz.geo.maps import germany_land
from geoquiz.geo.projection import to_laea


def test_grid_is_regular_and_covers_germany() -> None:
    assert square_bounds((0, ROWS - 1))[:2] == (5.5, 47.1)
    for c in range(COLS):
        for r in range(ROWS):
            lon0, lat0, lon1, lat1 = square_bounds((c, r))
            assert abs(lon1 - lon0 - 0.75) < 1e-9 and abs(lat1 - lat0 - 0.5) < 1e-9
            assert square_of((lon0 + lon1) / 2, (lat0 + lat1) / 2) == (c, r)
    assert square_of(0.0, 50.0) is None
    land = germany_land()
    minx, miny, maxx, maxy = shapely.bounds(land)
    assert square_of(minx + 0.01, miny + 0.01) is not None
    assert square_of(maxx - 0.01, maxy - 0.01) is not None


def test_playable_means_more_than_half_german_land() -> None:
    m = carcassonne_map()
    assert 100 <= len(m.playable) <= 140
    land = germany_land()
    for sq, share in m.land_share.items():
        assert (share > 0.5) == (sq in m.playable)
    # spot-check the share against a direct computation in EPSG:3035
    box = shapely.segmentize(shapely.box(*square_bounds(m.start["Erfurt"])), 0.05)
    direct = shapely.area(to_laea(shapely.intersection(land, box))) / shapely.area(to_laea(box))
    assert abs(direct - m.land_share[m.start["Erfurt"]]) < 1e-9 and direct > 0.99


def test_start_squares_are_the_squares_of_their_cities() -> None:
    m = carcassonne_map()
    assert set(m.start) == {"Rostock", "Erfurt", "Stuttgart"}
    assert m.start["Erfurt"] == square_of(11.03, 50.98)
    assert all(sq in m.playable for sq in m.start.values())
    assert not set(m.start.values()) & (set(m.large_cities) | set(m.towns))


def test_large_cities_and_towns() -> None:
    m = carcassonne_map()
    names = set(m.large_cities.values())
    assert {"Berlin", "Hamburg", "München", "Köln", "Leipzig", "Dresden"} <= names
    assert "Stuttgart" not in names  # its square is a start square
    big = [p for p in places("DE") if p.population >= LARGE_CITY_POP]
    for p in big:
        sq = square_of(p.lon, p.lat)
        assert sq in m.large_cities or sq in m.start.values()
    assert not set(m.large_cities) & set(m.towns)
    assert "Wandsbek" not in m.towns.values()  # a district of Hamburg, not a town
    assert {"Kiel", "Lübeck", "Freiburg"} <= set(m.towns.values())


def test_board_cache_round_trips_and_is_keyed(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import geoquiz.geo.carcassonne_map as cm

    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(tmp_path))
    cm.carcassonne_map.cache_clear()
    try:
        first = cm.carcassonne_map()
        files = list((tmp_path / "carcassonne").glob("board-*.json"))
        assert len(files) == 1
        cm.carcassonne_map.cache_clear()
        assert cm.carcassonne_map() == first == cm._compute()
        # another grid constant: the stored board is not used
        monkeypatch.setattr(cm, "TOWN_POP", 150_000)
        cm.carcassonne_map.cache_clear()
        assert len(cm.carcassonne_map().towns) > len(first.towns)
    finally:
        monkeypatch.undo()
        cm.carcassonne_map.cache_clear()
