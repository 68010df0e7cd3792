"""The 72 land tiles of the Carcassonne base game, as features on twelve edge ports.

Each side of a tile has three *ports*, numbered clockwise around the tile: north 0 (west part),
1 (middle), 2 (east part); east 3, 4, 5 (north to south); south 6, 7, 8 (east to west); west
9, 10, 11 (south to north). A city side covers all three ports of its side, a road its middle
port with field on the outer two, a field side all three. A feature is a set of ports that are
connected on the tile; a field touches a city on the same tile when one of its ports is next to
one of the city's ports around the rim (that is how fields of the printed tiles border cities).
Rotating a tile by 90° clockwise maps port ``p`` to ``(p + 3) % 12``.

Tile letters follow the usual list (A–X). ``D`` is the start tile type: the base game has four
(three plus the start tile); one D stands on each start square in use, so the draw pile holds
the other 70 tiles when two start squares are used.

Only the base game's tiles are provided: the tiles of the expansions, which DESIGN §7 makes
optional, are left out because no tile data of known provenance was available. The base tiles
were written from the printed game and are checked tile by tile in
``tests/test_carcassonne_tiles.py``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

__all__ = [
    "BASE_COUNTS",
    "CITY",
    "FIELD",
    "LARGE_CITY",
    "MONASTERY",
    "ROAD",
    "START_TILE",
    "Feature",
    "TileType",
    "base_tiles",
    "opposite_port",
    "rotated",
    "side_of",
    "tile_type",
]

CITY, ROAD, FIELD, MONASTERY = "city", "road", "field", "monastery"
#: The pseudo tile type of a large-city square (a printed city with open edges).
LARGE_CITY = "BIG"
START_TILE = "D"

N_SIDE, E_SIDE, S_SIDE, W_SIDE = (0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11)


@dataclass(frozen=True)
class Feature:
    """One feature on a (rotated) tile: kind, ports, pennant, and cities touched (fields)."""

    kind: str
    ports: frozenset[int]
    pennant: bool = False
    cities: tuple[int, ...] = ()


@dataclass(frozen=True)
class TileType:
    """A tile type in one rotation: its features, side kinds (N, E, S, W) and port lookup."""

    name: str
    rotation: int
    features: tuple[Feature, ...]
    sides: tuple[str, str, str, str]
    port_feature: tuple[int, ...]


def side_of(port: int) -> int:
    """The side (0 N, 1 E, 2 S, 3 W) a port lies on."""
    return port // 3


def opposite_port(port: int) -> int:
    """The port of the neighbouring tile that touches ``port``."""
    side, k = divmod(port, 3)
    return ((side + 2) % 4) * 3 + (2 - k)


def _f(*groups: tuple[int, ...]) -> frozenset[int]:
    return frozenset(p for g in groups for p in g)


# (kind, ports, pennant) per feature; monastery features have no ports.
_Raw = tuple[str, frozenset[int], bool]
_RAW: dict[str, tuple[_Raw, ...]] = {
    "A": (
        (MONASTERY, frozenset(), False),
        (ROAD, _f((7,)), False),
        (FIELD, _f(N_SIDE, E_SIDE, (6, 8), W_SIDE), False),
    ),
    "B": ((MONASTERY, frozenset(), False), (FIELD, frozenset(range(12)), False)),
    "C": ((CITY, frozenset(range(12)), True),),
    "D": (
        (CITY, _f(N_SIDE), False),
        (ROAD, _f((4, 10)), False),
        (FIELD, _f((3, 11)), False),
        (FIELD, _f((5, 6, 7, 8, 9)), False),
    ),
    "E": ((CITY, _f(N_SIDE), False), (FIELD, _f(E_SIDE, S_SIDE, W_SIDE), False)),
    "F": ((CITY, _f(E_SIDE, W_SIDE), True), (FIELD, _f(N_SIDE), False), (FIELD, _f(S_SIDE), False)),
    "G": (
        (CITY, _f(N_SIDE, S_SIDE), False),
        (FIELD, _f(E_SIDE), False),
        (FIELD, _f(W_SIDE), False),
    ),
    "H": ((CITY, _f(E_SIDE), False), (CITY, _f(W_SIDE), False), (FIELD, _f(N_SIDE, S_SIDE), False)),
    "I": ((CITY, _f(N_SIDE), False), (CITY, _f(W_SIDE), False), (FIELD, _f(E_SIDE, S_SIDE), False)),
    "J": (
        (CITY, _f(N_SIDE), False),
        (ROAD, _f((4, 7)), False),
        (FIELD, _f((5, 6)), False),
        (FIELD, _f((3, 8), W_SIDE), False),
    ),
    "K": (
        (CITY, _f(N_SIDE), False),
        (ROAD, _f((10, 7)), False),
        (FIELD, _f((8, 9)), False),
        (FIELD, _f(E_SIDE, (6, 11)), False),
    ),
    "L": (
        (CITY, _f(N_SIDE), False),
        (ROAD, _f((4,)), False),
        (ROAD, _f((7,)), False),
        (ROAD, _f((10,)), False),
        (FIELD, _f((3, 11)), False),
        (FIELD, _f((5, 6)), False),
        (FIELD, _f((8, 9)), False),
    ),
    "M": ((CITY, _f(N_SIDE, W_SIDE), True), (FIELD, _f(E_SIDE, S_SIDE), False)),
    "N": ((CITY, _f(N_SIDE, W_SIDE), False), (FIELD, _f(E_SIDE, S_SIDE), False)),
    "O": (
        (CITY, _f(N_SIDE, W_SIDE), True),
        (ROAD, _f((4, 7)), False),
        (FIELD, _f((5, 6)), False),
        (FIELD, _f((3, 8)), False),
    ),
    "P": (
        (CITY, _f(N_SIDE, W_SIDE), False),
        (ROAD, _f((4, 7)), False),
        (FIELD, _f((5, 6)), False),
        (FIELD, _f((3, 8)), False),
    ),
    "Q": ((CITY, _f(N_SIDE, E_SIDE, W_SIDE), True), (FIELD, _f(S_SIDE), False)),
    "R": ((CITY, _f(N_SIDE, E_SIDE, W_SIDE), False), (FIELD, _f(S_SIDE), False)),
    "S": (
        (CITY, _f(N_SIDE, E_SIDE, W_SIDE), True),
        (ROAD, _f((7,)), False),
        (FIELD, _f((6,)), False),
        (FIELD, _f((8,)), False),
    ),
    "T": (
        (CITY, _f(N_SIDE, E_SIDE, W_SIDE), False),
        (ROAD, _f((7,)), False),
        (FIELD, _f((6,)), False),
        (FIELD, _f((8,)), False),
    ),
    "U": (
        (ROAD, _f((1, 7)), False),
        (FIELD, _f((2,), E_SIDE, (6,)), False),
        (FIELD, _f((8,), W_SIDE, (0,)), False),
    ),
    "V": (
        (ROAD, _f((10, 7)), False),
        (FIELD, _f((8, 9)), False),
        (FIELD, _f((11,), N_SIDE, E_SIDE, (6,)), False),
    ),
    "W": (
        (ROAD, _f((4,)), False),
        (ROAD, _f((7,)), False),
        (ROAD, _f((10,)), False),
        (FIELD, _f((11,), N_SIDE, (3,)), False),
        (FIELD, _f((5, 6)), False),
        (FIELD, _f((8, 9)), False),
    ),
    "X": (
        (ROAD, _f((1,)), False),
        (ROAD, _f((4,)), False),
        (ROAD, _f((7,)), False),
        (ROAD, _f((10,)), False),
        (FIELD, _f((11, 0)), False),
        (FIELD, _f((2, 3)), False),
        (FIELD, _f((5, 6)), False),
        (FIELD, _f((8, 9)), False),
    ),
    LARGE_CITY: ((CITY, frozenset(range(12)), True),),
}


#: How many tiles of each type the base game has (72 in all, the start tile included).
BASE_COUNTS: dict[str, int] = {
    "A": 2, "B": 4, "C": 1, "D": 4, "E": 5, "F": 2, "G": 1, "H": 3, "I": 2, "J": 3, "K": 3,
    "L": 3, "M": 2, "N": 3, "O": 2, "P": 3, "Q": 1, "R": 3, "S": 2, "T": 1, "U": 8, "V": 9,
    "W": 4, "X": 1,
}  # fmt: skip


def base_tiles() -> list[str]:
    """All 72 base-game tiles by type letter, in letter order."""
    return [name for name, n in BASE_COUNTS.items() for _ in range(n)]


def rotated(port: int, rotation: int) -> int:
    """Port ``port`` after turning the tile ``rotation`` quarter turns clockwise."""
    return (port + 3 * rotation) % 12


@functools.cache
def tile_type(name: str, rotation: int = 0) -> TileType:
    """The tile type ``name`` turned ``rotation`` quarter turns clockwise (memoised)."""
    if name not in _RAW:
        raise ValueError(f"unknown tile type {name!r}")
    rotation %= 4
    raw = _RAW[name]
    ports = [frozenset(rotated(p, rotation) for p in f[1]) for f in raw]
    port_feature = [-1] * 12
    for i, ps in enumerate(ports):
        for p in ps:
            port_feature[p] = i
    features: list[Feature] = []
    for i, (kind, _, pennant) in enumerate(raw):
        cities: tuple[int, ...] = ()
        if kind == FIELD:
            near = {port_feature[(p + d) % 12] for p in ports[i] for d in (-1, 1)}
            cities = tuple(sorted(j for j in near if j >= 0 and raw[j][0] == CITY))
        features.append(Feature(kind, ports[i], pennant, cities))
    sides: list[str] = []
    for side in range(4):
        kinds = [raw[port_feature[side * 3 + k]][0] for k in range(3)]
        sides.append(CITY if kinds[1] == CITY else ROAD if kinds[1] == ROAD else FIELD)
    return TileType(
        name,
        rotation,
        tuple(features),
        (sides[0], sides[1], sides[2], sides[3]),
        tuple(port_feature),
    )
