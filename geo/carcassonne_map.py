"""The Carcassonne map of Germany: tile-sized squares, start squares, large cities and towns.

Germany is cut into a regular grid of squares 0.75° of longitude wide and 0.5° of latitude
tall (about 52 km × 56 km), with its south-west corner at 5.5°E 47.1°N: 14 columns up to 16.0°E
and 17 rows up to 55.6°N (the origin is chosen so that Rostock's square is mostly land). A square
is *playable* when more than half of its area (measured in EPSG:3035) is German land
(``geo.maps.germany_land``).

Squares are ``(col, row)`` pairs: ``col`` counts from the west, ``row`` from the north (row 0
is 55.1–55.6°N), so "north" is ``row - 1`` as on screen.

Interpretations (DESIGN §7):

* **Start squares** are the squares of Rostock, Erfurt and Stuttgart. A start square is never a
  large-city or town square, even when its city is large (Stuttgart).
* **Large-city squares** hold a city of at least :data:`LARGE_CITY_POP` inhabitants (GeoNames
  populations; city districts such as Hamburg-Wandsbek fall into their city's square anyway).
* **Town squares** hold a place of at least :data:`TOWN_POP` inhabitants and are neither large
  city nor start squares. What they mean in play is decided by the engine
  (``games.carcassonne``): a printed town that forbids Map-Chips.
* Only playable squares count; a city whose square is not playable is dropped.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass
from typing import Any

import shapely

__all__ = [
    "COLS",
    "DISTRICT_KM",
    "LARGE_CITY_POP",
    "LAT0",
    "LAT_STEP",
    "LON0",
    "LON_STEP",
    "ROWS",
    "START_CITIES",
    "TOWN_POP",
    "CarcassonneMap",
    "Square",
    "carcassonne_map",
    "square_bounds",
    "square_of",
]

Square = tuple[int, int]

LON0 = 5.5
LAT0 = 47.1
LON_STEP = 0.75
LAT_STEP = 0.5
COLS = 14
ROWS = 17
#: Cities with at least this many inhabitants make a large-city square.
LARGE_CITY_POP = 500_000
#: Places with at least this many inhabitants make a town square (when not a large city).
TOWN_POP = 200_000
#: A place this close to a bigger one is taken as its district and ignored.
DISTRICT_KM = 15.0
#: The three start squares, by the city they are named after: (name, lat, lon).
START_CITIES: tuple[tuple[str, float, float], ...] = (
    ("Rostock", 54.0887, 12.1405),
    ("Erfurt", 50.9787, 11.0328),
    ("Stuttgart", 48.7823, 9.1770),
)


def square_bounds(square: Square) -> tuple[float, float, float, float]:
    """Return ``(lon0, lat0, lon1, lat1)`` of a square."""
    col, row = square
    lon0 = LON0 + col * LON_STEP
    lat1 = LAT0 + (ROWS - row) * LAT_STEP
    return lon0, lat1 - LAT_STEP, lon0 + LON_STEP, lat1


def square_of(lon: float, lat: float) -> Square | None:
    """Return the grid square containing a position, or None outside the grid."""
    col = int((lon - LON0) // LON_STEP)
    row = ROWS - 1 - int((lat - LAT0) // LAT_STEP)
    if 0 <= col < COLS and 0 <= row < ROWS:
        return col, row
    return None


@dataclass(frozen=True)
class CarcassonneMap:
    """The board: playable squares and their roles (names for display)."""

    playable: frozenset[Square]
    land_share: dict[Square, float]
    start: dict[str, Square]
    large_cities: dict[Square, str]
    towns: dict[Square, str]

    def neighbours(self, square: Square) -> list[Square]:
        """Orthogonal playable neighbours (N, E, S, W order, missing ones skipped)."""
        col, row = square
        out = [(col, row - 1), (col + 1, row), (col, row + 1), (col - 1, row)]
        return [s for s in out if s in self.playable]


def _land_shares() -> dict[Square, float]:
    from geoquiz.geo.maps import germany_land
    from geoquiz.geo.projection import to_laea

    land = germany_land()
    boxes = [shapely.box(*square_bounds((c, r))) for r in range(ROWS) for c in range(COLS)]
    keys = [(c, r) for r in range(ROWS) for c in range(COLS)]
    shares: dict[Square, float] = {}
    hits = shapely.intersects(land, boxes)
    for key, box, hit in zip(keys, boxes, hits, strict=True):
        if not hit:
            continue
        box = shapely.segmentize(box, 0.05)
        part = shapely.intersection(land, box)
        shares[key] = float(shapely.area(to_laea(part)) / shapely.area(to_laea(box)))
    return shares


_CACHE_VERSION = 1


def _stamp() -> dict[str, Any]:
    """What the board is computed from: grid constants, the land layer and the place data."""
    from geoquiz.geo.gazetteer import _data_file
    from geoquiz.geo.maps import ASSETS_DIR

    files = [ASSETS_DIR / f"de_staat{ext}" for ext in (".shp", ".dbf")]
    data = _data_file()
    if data is not None:
        files.append(data)
    stats = []
    for f in files:
        try:
            st = f.stat()
            stats.append([f.name, st.st_size, st.st_mtime_ns])
        except OSError:
            stats.append([f.name, None, None])
    consts = [LON0, LAT0, LON_STEP, LAT_STEP, COLS, ROWS, LARGE_CITY_POP, TOWN_POP, DISTRICT_KM]
    return {"version": _CACHE_VERSION, "constants": consts, "files": stats}


def _to_json(m: CarcassonneMap) -> dict[str, Any]:
    return {
        "shares": [[c, r, v] for (c, r), v in sorted(m.land_share.items())],
        "start": {k: list(v) for k, v in m.start.items()},
        "large": [[c, r, n] for (c, r), n in sorted(m.large_cities.items())],
        "towns": [[c, r, n] for (c, r), n in sorted(m.towns.items())],
    }


def _from_json(data: dict[str, Any]) -> CarcassonneMap:
    shares = {(int(c), int(r)): float(v) for c, r, v in data["shares"]}
    return CarcassonneMap(
        frozenset(s for s, v in shares.items() if v > 0.5),
        shares,
        {str(k): (int(v[0]), int(v[1])) for k, v in data["start"].items()},
        {(int(c), int(r)): str(n) for c, r, n in data["large"]},
        {(int(c), int(r)): str(n) for c, r, n in data["towns"]},
    )


@functools.cache
def carcassonne_map() -> CarcassonneMap:
    """Return the Carcassonne board of Germany.

    Computing it takes ~0.6 s (land shares, populations); the result is kept in the user cache
    folder (``geo.maps.cache_dir()``), keyed by the grid constants and the source files' sizes
    and modification times, so later starts read it in a few milliseconds.
    """
    from geoquiz.geo.maps import cache_dir

    path = cache_dir() / "carcassonne" / f"board-v{_CACHE_VERSION}.json"
    stamp = _stamp()
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if stored.get("stamp") == stamp:
            return _from_json(stored["board"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    board = _compute()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"stamp": stamp, "board": _to_json(board)}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache folder only costs time
    return board


def _compute() -> CarcassonneMap:
    from geoquiz.geo.gazetteer import places
    from geoquiz.geo.projection import distance_km

    shares = _land_shares()
    playable = frozenset(s for s, share in shares.items() if share > 0.5)
    start: dict[str, Square] = {}
    for name, lat, lon in START_CITIES:
        sq = square_of(lon, lat)
        if sq is None or sq not in playable:
            raise RuntimeError(f"start square of {name} is not on the map")
        start[name] = sq
    start_squares = set(start.values())
    large: dict[Square, str] = {}
    towns: dict[Square, str] = {}
    taken: list[tuple[float, float]] = []
    for place in sorted(places("DE"), key=lambda p: -p.population):
        if place.population < TOWN_POP:
            break
        if any(distance_km(place.lat, place.lon, lat, lon) < DISTRICT_KM for lat, lon in taken):
            continue  # a district of a bigger city (Hamburg-Wandsbek, Berlin-…)
        taken.append((place.lat, place.lon))
        sq = square_of(place.lon, place.lat)
        if sq is None or sq not in playable or sq in start_squares:
            continue
        if place.population >= LARGE_CITY_POP:
            if sq not in large:
                large[sq] = place.name
        elif sq not in large and sq not in towns:
            towns[sq] = place.name
    return CarcassonneMap(playable, shares, start, large, towns)
