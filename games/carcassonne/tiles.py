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

Optionally the tiles of the first two expansions join the pile (``EXPANSIONS``: Inns &
Cathedrals, 18 tiles ``I1``–``I17``; Traders & Builders, 24 tiles ``T1``–``T24``), *tiles only*
(DESIGN §7): their shapes and pennants count, but inns, cathedrals, goods, builders and pigs have
no rules here (a cathedral city is a plain city, an inn road a plain road). For their fields the
bordering cities are listed explicitly, because some fields of these tiles touch no tile edge at
all.

Provenance (see ``docs/carcassonne.md``): the expansion tiles' feature lists are transcribed,
re-expressed in this format, from a third-party TypeScript table (``CARCASSONNE_CARDS``, ids
24–64) in a public repository whose name and licence we could not determine; they were not
checked against the printed tiles. The base tiles are checked against an independent
description in ``tests/test_carcassonne_tiles.py``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

__all__ = [
    "BASE_COUNTS",
    "CITY",
    "EXPANSIONS",
    "FIELD",
    "LARGE_CITY",
    "MONASTERY",
    "ROAD",
    "START_TILE",
    "Feature",
    "TileType",
    "base_tiles",
    "expansion_tiles",
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
    "A": ((MONASTERY, frozenset(), False), (ROAD, _f((7,)), False),
          (FIELD, _f(N_SIDE, E_SIDE, (6, 8), W_SIDE), False)),
    "B": ((MONASTERY, frozenset(), False), (FIELD, frozenset(range(12)), False)),
    "C": ((CITY, frozenset(range(12)), True),),
    "D": ((CITY, _f(N_SIDE), False), (ROAD, _f((4, 10)), False), (FIELD, _f((3, 11)), False),
          (FIELD, _f((5, 6, 7, 8, 9)), False)),
    "E": ((CITY, _f(N_SIDE), False), (FIELD, _f(E_SIDE, S_SIDE, W_SIDE), False)),
    "F": ((CITY, _f(E_SIDE, W_SIDE), True), (FIELD, _f(N_SIDE), False),
          (FIELD, _f(S_SIDE), False)),
    "G": ((CITY, _f(N_SIDE, S_SIDE), False), (FIELD, _f(E_SIDE), False),
          (FIELD, _f(W_SIDE), False)),
    "H": ((CITY, _f(E_SIDE), False), (CITY, _f(W_SIDE), False),
          (FIELD, _f(N_SIDE, S_SIDE), False)),
    "I": ((CITY, _f(N_SIDE), False), (CITY, _f(W_SIDE), False),
          (FIELD, _f(E_SIDE, S_SIDE), False)),
    "J": ((CITY, _f(N_SIDE), False), (ROAD, _f((4, 7)), False), (FIELD, _f((5, 6)), False),
          (FIELD, _f((3, 8), W_SIDE), False)),
    "K": ((CITY, _f(N_SIDE), False), (ROAD, _f((10, 7)), False), (FIELD, _f((8, 9)), False),
          (FIELD, _f(E_SIDE, (6, 11)), False)),
    "L": ((CITY, _f(N_SIDE), False), (ROAD, _f((4,)), False), (ROAD, _f((7,)), False),
          (ROAD, _f((10,)), False), (FIELD, _f((3, 11)), False), (FIELD, _f((5, 6)), False),
          (FIELD, _f((8, 9)), False)),
    "M": ((CITY, _f(N_SIDE, W_SIDE), True), (FIELD, _f(E_SIDE, S_SIDE), False)),
    "N": ((CITY, _f(N_SIDE, W_SIDE), False), (FIELD, _f(E_SIDE, S_SIDE), False)),
    "O": ((CITY, _f(N_SIDE, W_SIDE), True), (ROAD, _f((4, 7)), False),
          (FIELD, _f((5, 6)), False), (FIELD, _f((3, 8)), False)),
    "P": ((CITY, _f(N_SIDE, W_SIDE), False), (ROAD, _f((4, 7)), False),
          (FIELD, _f((5, 6)), False), (FIELD, _f((3, 8)), False)),
    "Q": ((CITY, _f(N_SIDE, E_SIDE, W_SIDE), True), (FIELD, _f(S_SIDE), False)),
    "R": ((CITY, _f(N_SIDE, E_SIDE, W_SIDE), False), (FIELD, _f(S_SIDE), False)),
    "S": ((CITY, _f(N_SIDE, E_SIDE, W_SIDE), True), (ROAD, _f((7,)), False),
          (FIELD, _f((6,)), False), (FIELD, _f((8,)), False)),
    "T": ((CITY, _f(N_SIDE, E_SIDE, W_SIDE), False), (ROAD, _f((7,)), False),
          (FIELD, _f((6,)), False), (FIELD, _f((8,)), False)),
    "U": ((ROAD, _f((1, 7)), False), (FIELD, _f((2,), E_SIDE, (6,)), False),
          (FIELD, _f((8,), W_SIDE, (0,)), False)),
    "V": ((ROAD, _f((10, 7)), False), (FIELD, _f((8, 9)), False),
          (FIELD, _f((11,), N_SIDE, E_SIDE, (6,)), False)),
    "W": ((ROAD, _f((4,)), False), (ROAD, _f((7,)), False), (ROAD, _f((10,)), False),
          (FIELD, _f((11,), N_SIDE, (3,)), False), (FIELD, _f((5, 6)), False),
          (FIELD, _f((8, 9)), False)),
    "X": ((ROAD, _f((1,)), False), (ROAD, _f((4,)), False), (ROAD, _f((7,)), False),
          (ROAD, _f((10,)), False), (FIELD, _f((11, 0)), False), (FIELD, _f((2, 3)), False),
          (FIELD, _f((5, 6)), False), (FIELD, _f((8, 9)), False)),
    LARGE_CITY: ((CITY, frozenset(range(12)), True),),
}



def _c(ports: tuple[int, ...], pennant: bool = False) -> tuple[str, frozenset[int], bool]:
    return (CITY, frozenset(ports), pennant)


def _r(*ports: int) -> tuple[str, frozenset[int], bool]:
    return (ROAD, frozenset(ports), False)


def _m() -> tuple[str, frozenset[int], bool]:
    return (MONASTERY, frozenset(), False)


_N, _E, _S, _W = N_SIDE, E_SIDE, S_SIDE, W_SIDE
_NW = N_SIDE + W_SIDE
_EW = E_SIDE + W_SIDE
_NEW = N_SIDE + E_SIDE + W_SIDE
_ALL = tuple(range(12))

# Expansion tiles: features as above, plus, for each field, the cities (feature indices) it
# borders, given explicitly (some fields touch no tile edge at all).
_EXP: dict[str, tuple[tuple[tuple[str, frozenset[int], bool], ...], dict[int, tuple[int, ...]]]] = {
    # Inns & Cathedrals (inns and cathedrals drawn as plain roads and cities: tiles only)
    "I1": (((FIELD, frozenset((0, 1, 2, 3, 4, 5, 6, 11)), False), _r(7, 10),
            (FIELD, frozenset((8, 9)), False)), {}),
    "I2": (((FIELD, frozenset((0, 1, 2, 3, 11)), False), _r(4, 10),
            (FIELD, frozenset((5, 6, 7, 8, 9)), False)), {}),
    "I3": (((FIELD, frozenset((0, 1, 2, 3, 11)), False), _r(4), (FIELD, frozenset((5, 6)), False),
            _r(7), (FIELD, frozenset((8, 9)), False), _r(10)), {}),
    "I4": ((_m(), (FIELD, frozenset((0, 1, 2, 3, 11)), False), _r(4),
            (FIELD, frozenset((5, 6, 7, 8, 9)), False), _r(10)), {}),
    "I5": (((FIELD, frozenset((0, 11)), False), _r(1, 10), (FIELD, frozenset((2, 3, 8, 9)), False),
            _r(4, 7), (FIELD, frozenset((5, 6)), False)), {}),
    "I6": ((_c(_NW), (FIELD, frozenset((3,)), False), _r(4),
            (FIELD, frozenset((5, 6, 7, 8)), False)), {1: (0,), 3: (0,)}),
    "I7": ((_c(_N), (FIELD, frozenset(_E), False), (FIELD, frozenset(_S + _W), False)),
           {1: (0,), 2: (0,)}),
    "I8": ((_c(_N), _c(_E), _c(_S), _c(_W), (FIELD, frozenset(), False)), {4: (0, 1, 2, 3)}),
    "I9": ((_c(_N), _c(_S), (FIELD, frozenset((3,)), False), _r(4), (FIELD, frozenset((5,)), False),
            (FIELD, frozenset((9,)), False), _r(10), (FIELD, frozenset((11,)), False)),
           {2: (0,), 4: (1,), 5: (1,), 7: (0,)}),
    "I10": ((_c(_N), (FIELD, frozenset((3, 4, 5, 6)), False), _r(7),
             (FIELD, frozenset((8, 9, 10, 11)), False)), {1: (0,), 3: (0,)}),
    "I11": ((_c(_ALL),), {}),
    "I12": ((_c(_NW, True), (FIELD, frozenset((3, 8)), False), _r(4, 7),
             (FIELD, frozenset((5, 6)), False)), {1: (0,)}),
    "I13": ((_c(_N), (FIELD, frozenset((3, 4, 5, 6, 11)), False), _r(7, 10),
             (FIELD, frozenset((8, 9)), False)), {1: (0,)}),
    "I14": ((_c(_NW), (FIELD, frozenset((3, 4, 5, 6)), False), _r(7),
             (FIELD, frozenset((8,)), False)), {1: (0,), 3: (0,)}),
    "I15": ((_c(_N), _c(_E), _c(_W), (FIELD, frozenset(_S), False)), {3: (0, 1, 2)}),
    "I16": ((_c(_NW, True), _c(_S), (FIELD, frozenset(_E), False)), {2: (0, 1)}),
    "I17": ((_c(_EW, True), _r(1), _r(7), (FIELD, frozenset((0,)), False),
             (FIELD, frozenset((2,)), False), (FIELD, frozenset((6,)), False),
             (FIELD, frozenset((8,)), False)), {3: (0,), 4: (0,), 5: (0,), 6: (0,)}),
    # Traders & Builders (goods not used: tiles only)
    "T1": ((_c(_NW), (FIELD, frozenset(_E + _S), False)), {1: (0,)}),
    "T2": ((_c(_NW), (FIELD, frozenset(_E + _S), False)), {1: (0,)}),
    "T3": ((_c(_EW), _c(_S), (FIELD, frozenset(_N), False), (FIELD, frozenset(), False)),
           {2: (0,), 3: (0, 1)}),
    "T4": ((_c(_NEW), (FIELD, frozenset(_S), False)), {1: (0,)}),
    "T5": ((_c(_EW), _c(_S), (FIELD, frozenset(_N), False), (FIELD, frozenset(), False)),
           {2: (0,), 3: (0, 1)}),
    "T6": ((_c(_NW), _c(_E), _c(_S), (FIELD, frozenset(), False)), {3: (0, 1, 2)}),
    "T7": ((_c(_NW), _c(_E + _S), (FIELD, frozenset(), False)), {2: (0, 1)}),
    "T8": ((_c(_NEW), _r(7), (FIELD, frozenset((6,)), False), (FIELD, frozenset((8,)), False)),
           {2: (0,), 3: (0,)}),
    "T9": ((_c(_NW), _r(4), (FIELD, frozenset((3,)), False), (FIELD, frozenset((5,)), False),
            (FIELD, frozenset(_S), False)), {2: (0,), 3: (0,), 4: (0,)}),
    "T10": ((_c(_NW), _r(4), (FIELD, frozenset((3,)), False),
             (FIELD, frozenset((5, 6, 7, 8)), False)), {2: (0,), 3: (0,)}),
    "T11": ((_c(_NW), _c(_S), _r(4), (FIELD, frozenset((3,)), False),
             (FIELD, frozenset((5,)), False)), {3: (0,), 4: (0, 1)}),
    "T12": ((_c(_NW), _c(_S), _r(4), (FIELD, frozenset((3,)), False),
             (FIELD, frozenset((5,)), False)), {3: (0,), 4: (0, 1)}),
    "T13": ((_c(_NW), _r(4), _r(7), (FIELD, frozenset((3,)), False),
             (FIELD, frozenset((5,)), False), (FIELD, frozenset((6,)), False),
             (FIELD, frozenset((8,)), False)), {3: (0,), 4: (0,), 5: (0,), 6: (0,)}),
    "T14": ((_c(_NW), _r(4), _r(7), (FIELD, frozenset((3,)), False),
             (FIELD, frozenset((5, 6)), False), (FIELD, frozenset((8,)), False)),
            {3: (0,), 4: (0,), 5: (0,)}),
    "T15": ((_c(_EW), (FIELD, frozenset(_N), False), (FIELD, frozenset(_S), False)),
            {1: (0,), 2: (0,)}),
    "T16": ((_c(_N), _r(4), (FIELD, frozenset((3,)), False),
             (FIELD, frozenset((5, 6, 7, 8, 9, 10, 11)), False)), {2: (0,), 3: (0,)}),
    "T17": ((_c(_EW), _r(7), (FIELD, frozenset(_N), False), (FIELD, frozenset((6,)), False),
             (FIELD, frozenset((8,)), False)), {2: (0,), 3: (0,), 4: (0,)}),
    "T18": ((_c(_EW), _r(7), (FIELD, frozenset(_N), False), (FIELD, frozenset((6,)), False),
             (FIELD, frozenset((8,)), False)), {2: (0,), 3: (0,), 4: (0,)}),
    "T19": ((_c(_EW), _r(1), _r(7), (FIELD, frozenset((0,)), False),
             (FIELD, frozenset((2,)), False), (FIELD, frozenset((6,)), False),
             (FIELD, frozenset((8,)), False)), {3: (0,), 4: (0,), 5: (0,), 6: (0,)}),
    "T20": ((_m(), _r(4), _r(7), _r(10), (FIELD, frozenset((0, 1, 2, 3, 11)), False),
             (FIELD, frozenset((5, 6)), False), (FIELD, frozenset((8, 9)), False)), {}),
    "T21": ((_c(_NW), _r(7), (FIELD, frozenset(_E), False), (FIELD, frozenset((6,)), False),
             (FIELD, frozenset((8,)), False)), {2: (0,), 3: (0,), 4: (0,)}),
    "T22": ((_c(_NW), _r(7), (FIELD, frozenset((3, 4, 5, 6)), False),
             (FIELD, frozenset((8,)), False)), {2: (0,), 3: (0,)}),
    "T23": ((_c(_N), _r(7), _r(10), (FIELD, frozenset((3, 4, 5, 6)), False),
             (FIELD, frozenset((8, 9)), False), (FIELD, frozenset((11,)), False)),
            {3: (0,), 5: (0,)}),
    "T24": ((_r(1, 7), _r(4, 10), (FIELD, frozenset((0, 11)), False),
             (FIELD, frozenset((2, 3)), False), (FIELD, frozenset((5, 6)), False),
             (FIELD, frozenset((8, 9)), False)), {}),
}  # fmt: skip
_RAW.update({name: feats for name, (feats, _) in _EXP.items()})

#: The expansions whose tiles can be added (tiles only: no inns, cathedrals, goods, builders).
EXPANSIONS: dict[str, dict[str, int]] = {
    "inns": {f"I{i}": (2 if i == 11 else 1) for i in range(1, 18)},
    "traders": {f"T{i}": 1 for i in range(1, 25)},
}


def expansion_tiles(expansion: str) -> list[str]:
    """The tiles of an expansion (``inns``: 18, ``traders``: 24) by type name."""
    if expansion not in EXPANSIONS:
        raise ValueError(f"unknown expansion {expansion!r}; expected inns or traders")
    return [name for name, n in EXPANSIONS[expansion].items() for _ in range(n)]


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
        if kind == FIELD and name in _EXP:
            cities = tuple(sorted(_EXP[name][1].get(i, ())))
        elif kind == FIELD:
            near = {port_feature[(p + d) % 12] for p in ports[i] for d in (-1, 1)}
            cities = tuple(sorted(j for j in near if j >= 0 and raw[j][0] == CITY))
        features.append(Feature(kind, ports[i], pennant, cities))
    sides: list[str] = []
    for side in range(4):
        kinds = [raw[port_feature[side * 3 + k]][0] for k in range(3)]
        sides.append(CITY if kinds[1] == CITY else ROAD if kinds[1] == ROAD else FIELD)
    return TileType(
        name, rotation, tuple(features), (sides[0], sides[1], sides[2], sides[3]),
        tuple(port_feature),
    )
