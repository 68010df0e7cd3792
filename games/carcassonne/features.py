"""Connected features on the map: roads, cities, monasteries and fields, their completion and value.

The board is a mapping ``square -> (tile name, rotation)``; large-city squares stand on it as
pseudo tiles of type ``BIG`` (one city covering all four sides). A feature is found by walking
from a tile's feature through its ports into the neighbouring tiles.

Interpretations (the publisher's map rules, ``rules/carcassonne-maps-basic-rules.txt``):

* **The map's edge closes**: a road, city or field that runs to a square which is *not playable*
  (sea, abroad: the map's edge) counts as closed there. A feature is complete when every one of
  its edges that faces a playable square is continued by a tile.
* A printed large city (squares of the pseudo tile ``BIG``) is one city on all four sides of each
  of its squares; its sides facing a playable square are open city edges that a tile must
  continue, its sides at the map's edge are closed like any other. Adjacent printed squares are
  one city. Each printed square counts as the city parts and pennants printed on it
  (:func:`games.carcassonne.tiles.printed_code`).
* A monastery is complete when every square around it that is on the map holds a tile (a printed
  large city counts); squares beyond the map's edge need not be filled (the publisher's example)
  and count as neighbours: complete it scores 9, at the end 9 minus its empty squares on the map.
* Inns and cathedrals (Inns & Cathedrals, scored only when a game turns that option on): a
  completed road with an inn scores 2 per tile, an unfinished one 0; a completed city with a
  cathedral 3 per tile and pennant, an unfinished one 0.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import NamedTuple

from geoquiz.games.carcassonne.tiles import (
    CITY,
    FIELD,
    MONASTERY,
    ROAD,
    opposite_port,
    side_of,
    tile_type,
)

__all__ = [
    "Board",
    "FeatureInfo",
    "Walk",
    "Node",
    "feature_at",
    "field_value",
    "majority",
    "neighbour",
    "ring",
    "value",
    "walk",
]

Square = tuple[int, int]
Node = tuple[Square, int]
Board = Mapping[Square, tuple[str, int]]

_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))


def neighbour(square: Square, side: int) -> Square:
    """The square beyond side ``side`` (0 N, 1 E, 2 S, 3 W) of ``square``."""
    dc, dr = _STEP[side]
    return square[0] + dc, square[1] + dr


def ring(square: Square) -> list[Square]:
    """The eight squares around ``square``."""
    c, r = square
    return [(c + dc, r + dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dc or dr]


@dataclass(frozen=True)
class FeatureInfo:
    """A whole connected feature: kind, its (square, feature) nodes, tiles, pennants, open edges."""

    kind: str
    nodes: frozenset[Node]
    squares: frozenset[Square]
    pennants: int
    open_edges: int
    complete: bool
    inn: bool = False
    cathedral: bool = False
    #: city parts beyond one per square (printed large-city squares count more than one)
    extra_parts: int = 0

    @property
    def size(self) -> int:
        """City parts (a road: tiles): one per square, printed squares as printed."""
        return len(self.squares) + self.extra_parts

    @property
    def key(self) -> Node:
        """A stable identity of the feature (its smallest node)."""
        return min(self.nodes)


class Walk(NamedTuple):
    """What a walk through one connected road, city or field finds: its nodes, pennants, inn and
    cathedral flags, its open edges as ``(empty square on the map, its side facing the
    feature)`` (the map's edge closes), the city nodes a field borders and the city parts beyond
    one per square (printed large-city squares). A named
    tuple: it is made on every walk, in the computer players' inner loops."""

    nodes: frozenset[Node]
    pennants: int
    inn: bool
    cathedral: bool
    open_edges: AbstractSet[tuple[Square, int]]
    cities: tuple[Node, ...]
    extra_parts: int = 0


#: per port: the step to the neighbouring square, the side of that square facing the port, and
#: the port of the neighbour's tile that touches it (tables, for the walk's inner loop)
_PORT_STEP = tuple((*_STEP[side_of(p)], (side_of(p) + 2) % 4, opposite_port(p)) for p in range(12))


def walk(board: Board, playable: frozenset[Square] | set[Square], node: Node) -> Walk:
    """Walk from ``node`` through the ports into the neighbouring tiles (not for monasteries)."""
    seen = {node}
    todo = [node]
    open_edges: set[tuple[Square, int]] = set()
    cities: list[Node] = []
    pennants = extra = 0
    inn = cathedral = False
    get = board.get
    steps = _PORT_STEP
    while todo:
        sq, idx = todo.pop()
        tname, trot = board[sq]
        feature = tile_type(tname, trot).features[idx]
        pennants += feature.pennant
        extra += feature.parts - 1
        inn = inn or feature.inn
        cathedral = cathedral or feature.cathedral
        if feature.cities:
            cities.extend([(sq, c) for c in feature.cities])
        c, r = sq
        for port in feature.ports:
            dc, dr, facing, opposite = steps[port]
            nb = (c + dc, r + dr)
            other = get(nb)
            if other is None:
                if nb not in playable:
                    continue  # the map's edge closes the feature (the publisher's rule)
                open_edges.add((nb, facing))
                continue
            key = (nb, tile_type(other[0], other[1]).port_feature[opposite])
            if key not in seen:
                seen.add(key)
                todo.append(key)
    return Walk(frozenset(seen), pennants, inn, cathedral, open_edges, tuple(cities), extra)


def feature_at(board: Board, playable: frozenset[Square] | set[Square], node: Node) -> FeatureInfo:
    """Return the whole feature that contains ``node``."""
    square, index = node
    name, rot = board[square]
    kind = tile_type(name, rot).features[index].kind
    if kind == MONASTERY:
        around = ring(square)
        filled = sum(1 for s in around if s in board or s not in playable)
        return FeatureInfo(kind, frozenset([node]), frozenset([square]), 0, 8 - filled, filled == 8)
    w = walk(board, playable, node)
    return FeatureInfo(
        kind,
        w.nodes,
        frozenset(s for s, _ in w.nodes),
        w.pennants,
        len(w.open_edges),
        not w.open_edges,
        w.inn,
        w.cathedral,
        w.extra_parts,
    )


def value(info: FeatureInfo, final: bool, inns_cathedrals: bool = False) -> int:
    """Points of a road, city or monastery (completed during play, or at the final scoring);
    ``inns_cathedrals`` scores inns and cathedrals as Inns & Cathedrals does."""
    if info.kind == ROAD:
        if inns_cathedrals and info.inn:
            return 2 * len(info.squares) if info.complete else 0
        return len(info.squares)
    if info.kind == CITY:
        base = info.size + info.pennants
        if inns_cathedrals and info.cathedral:
            return 3 * base if info.complete else 0
        return base if final and not info.complete else 2 * base
    if info.kind == MONASTERY:
        return 9 if info.complete else 9 - info.open_edges
    raise ValueError(f"fields are scored with field_value, not {info.kind}")


def field_value(
    board: Board,
    playable: frozenset[Square] | set[Square],
    field: FeatureInfo,
    city_cache: dict[Node, FeatureInfo] | None = None,
) -> int:
    """Farmers' points of a field: 3 for each completed city it borders."""
    if field.kind != FIELD:
        raise ValueError("field_value needs a field")
    cache = {} if city_cache is None else city_cache
    done: set[Node] = set()
    for sq, idx in field.nodes:
        name, rot = board[sq]
        for c in tile_type(name, rot).features[idx].cities:
            node = (sq, c)
            info = cache.get(node)
            if info is None:
                info = feature_at(board, playable, node)
                for n in info.nodes:
                    cache[n] = info
            if info.complete:
                done.add(info.key)
    return 3 * len(done)


def majority(strengths: Iterable[tuple[int, int]]) -> list[int]:
    """Players with the most strength among ``(player, strength)`` pairs (empty if none)."""
    total: dict[int, int] = {}
    for player, s in strengths:
        total[player] = total.get(player, 0) + s
    if not total:
        return []
    best = max(total.values())
    return sorted(p for p, s in total.items() if s == best and s > 0)
