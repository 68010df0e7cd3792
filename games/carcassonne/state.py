"""The data of a Carcassonne Maps game: settings, the map, moves, meeples and the frozen state.

DESIGN §1 asks for plain frozen data whose JSON round-trips exactly: every class here is a
``@dataclass(frozen=True)`` whose fields are tuples, frozensets or :class:`FrozenMap` (a ``dict``
that refuses changes, so lookups stay as fast as a dict's for the computer players' many board
walks). Construction freezes what it is given (lists become tuples, dicts become
:class:`FrozenMap`), so ``dataclasses.replace(state, meeples=[...])`` also gives frozen data.
:meth:`State.to_dict` writes the same JSON as the mutable state of earlier versions did, and
:meth:`State.from_dict` reads their saves. (No ``__all__``: every name without a leading
underscore is public; :mod:`games.carcassonne.engine` re-exports the ones players of the engine
use.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any, NoReturn, TypeVar

from geoquiz.games.carcassonne.chips import chip_value
from geoquiz.games.carcassonne.tiles import TILE_SETS, tile_type
from geoquiz.games.common import IllegalMove
from geoquiz.games.move_checks import decode_fields, field_checks, integer, items, pair, text

Square = tuple[int, int]
Node = tuple[Square, int]
_K = TypeVar("_K")
_V = TypeVar("_V")

MIN_PLAYERS = 2
MAX_PLAYERS = 5
MEEPLES = 9
#: the meeple supplies a game may use
MEEPLE_CHOICES = (9, 7)
LEVELS = ("easy", "medium", "hard")
#: The chip combinations worth exactly 4 (values of the chips paid).
PAYMENTS: tuple[tuple[int, ...], ...] = ((1, 1, 1, 1), (1, 1, 2), (2, 2))
#: the kinds of :class:`Move`
MOVE_KINDS = ("place", "meeple", "skip", "upgrade", "done")


class FrozenMap(dict[_K, _V]):
    """A mapping that cannot be changed after it is made (every mutating method raises
    ``TypeError``); hashable when its values are. A ``dict`` subclass rather than a
    ``MappingProxyType`` because the board is read in the bots' inner loops."""

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("a FrozenMap cannot be changed")

    __setitem__ = __delitem__ = _refuse
    update = pop = popitem = clear = setdefault = __ior__ = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({dict.__repr__(self)})"


def frozen_map(data: Mapping[_K, _V]) -> FrozenMap[_K, _V]:
    """``data`` itself when it is frozen already, else a frozen copy."""
    return data if isinstance(data, FrozenMap) else FrozenMap(data)


def _sq(data: Any) -> Square:
    return int(data[0]), int(data[1])


def _freeze(obj: object, converters: Mapping[str, Any]) -> None:
    """Replace the fields named in ``converters`` of a frozen dataclass by their frozen form."""
    for name, convert in converters.items():
        object.__setattr__(obj, name, convert(getattr(obj, name)))


# ----------------------------------------------------------------------------- configuration
@dataclass(frozen=True)
class PlayerSpec:
    """A seat: display name, ``human`` or ``computer``, and the computer's level."""

    name: str
    kind: str = "human"
    level: str = "medium"


@dataclass(frozen=True)
class Config:
    """Players (2–5), the start squares in use (by city name, two or three; the first holds the
    start tile), the seed, the tile set (``all`` 114 or ``base`` 72), meeples per player (9 or 7)
    and whether inns and cathedrals score as in Inns & Cathedrals."""

    players: tuple[PlayerSpec, ...]
    starts: tuple[str, ...] = ("Rostock", "Stuttgart")
    seed: int = 0
    tiles: str = "all"
    meeples: int = MEEPLES
    inns_cathedrals: bool = False

    def validate(self) -> None:
        """Raise ``ValueError`` with one line for a setting the game cannot be played with."""
        checks = (
            (MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS, "Carcassonne needs 2 to 5 players."),
            (
                len(self.starts) in (2, 3) and len(set(self.starts)) == len(self.starts),
                "Choose two or three different start squares.",
            ),
            (self.tiles in TILE_SETS, f"unknown tile set {self.tiles!r}"),
            (self.meeples in MEEPLE_CHOICES, f"meeples per player: 9 or 7, not {self.meeples}"),
        )
        for ok, message in checks:
            if not ok:
                raise ValueError(message)
        for p in self.players:
            if p.kind not in ("human", "computer"):
                raise ValueError(f"unknown player kind {p.kind!r}")
            if p.level not in LEVELS:
                raise ValueError(f"unknown level {p.level!r}")

    def to_dict(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["players"] = [[p.name, p.kind, p.level] for p in self.players]
        out["starts"] = list(self.starts)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Config:
        """Read :meth:`to_dict` output (settings missing in older saves take their defaults)."""
        players = tuple(PlayerSpec(str(n), str(k), str(lv)) for n, k, lv in data["players"])
        return cls(
            players,
            tuple(str(a) for a in data["starts"]),
            int(data["seed"]),
            str(data.get("tiles", "all")),
            int(data.get("meeples", MEEPLES)),
            bool(data.get("inns_cathedrals", False)),
        )


def _named_squares(pairs: Mapping[Square, str]) -> list[list[Any]]:
    return [[s[0], s[1], n] for s, n in sorted(pairs.items())]


def _read_named(rows: Iterable[Any]) -> dict[Square, str]:
    return {(int(c), int(r)): str(n) for c, r, n in rows}


#: How construction freezes each container field of :class:`MapSpec`.
_MAP_FROZEN = {
    "playable": frozenset,
    "start": frozen_map,
    "large_cities": frozen_map,
    "towns": frozen_map,
    "pieces": frozen_map,
    "edges": frozen_map,
}


@dataclass(frozen=True)
class MapSpec:
    """The board as plain data: playable squares, start squares, the printed large cities (square
    -> name; a city may cover several squares), towns, what each large-city square prints
    (``pieces``: its board value :func:`~games.carcassonne.tiles.printed_code`; a square not
    listed is one city part with one pennant) and the roads and cities printed at the map's edge
    (``edges``: ``(square, side) -> "road" | "city"``, the side facing off the map)."""

    playable: frozenset[Square]
    start: Mapping[str, Square]
    large_cities: Mapping[Square, str]
    towns: Mapping[Square, str]
    pieces: Mapping[Square, int] = FrozenMap()
    edges: Mapping[tuple[Square, int], str] = FrozenMap()

    def __post_init__(self) -> None:
        _freeze(self, _MAP_FROZEN)

    def piece(self, square: Square) -> int:
        """The board value of the large-city square ``square``."""
        return self.pieces.get(square, 0)

    @classmethod
    def germany(cls) -> MapSpec:
        """The map of Germany by the publisher's map rules: the grid and start squares of
        :func:`geo.carcassonne_map.carcassonne_map`, the six printed large cities and the printed
        edges of :mod:`games.carcassonne.printed`; the grid's other large cities and its towns
        are towns."""
        from geoquiz.games.carcassonne.printed import (
            PARTS_PER_SQUARE,
            PRINTED_CITIES,
            PRINTED_EDGES,
        )
        from geoquiz.games.carcassonne.tiles import printed_code
        from geoquiz.geo.carcassonne_map import carcassonne_map, square_of

        m = carcassonne_map()
        large: dict[Square, str] = {}
        pieces: dict[Square, int] = {}
        for city in PRINTED_CITIES:
            for (lat, lon), pennants in zip(city.places, city.pennants, strict=True):
                sq = square_of(lon, lat)
                if sq is None or sq not in m.playable:
                    raise ValueError(f"the printed city {city.name} is not on the map")
                large[sq] = city.name
                pieces[sq] = printed_code(PARTS_PER_SQUARE, pennants)
        towns = {sq: n for sq, n in (*m.towns.items(), *m.large_cities.items()) if sq not in large}
        edges = {(e.square, e.side): e.kind for e in PRINTED_EDGES if e.square in m.playable}
        return cls(m.playable, m.start, large, towns, pieces, edges)

    def to_dict(self) -> dict[str, Any]:
        return {
            "playable": [list(s) for s in sorted(self.playable)],
            "start": {k: list(v) for k, v in self.start.items()},
            "large_cities": _named_squares(self.large_cities),
            "towns": _named_squares(self.towns),
            "pieces": [[s[0], s[1], c] for s, c in sorted(self.pieces.items())],
            "edges": [[s[0], s[1], side, k] for (s, side), k in sorted(self.edges.items())],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MapSpec:
        """Read :meth:`to_dict` output. A game saved before the publisher's map rules (no
        ``pieces``: twelve one-square large cities, edges that never close) cannot go on under
        these rules: ``IllegalMove("carcassonne.old_map_rules")``, one line in the UI's words."""
        if "pieces" not in data or "edges" not in data:
            raise IllegalMove("carcassonne.old_map_rules")
        return cls(
            frozenset(_sq(s) for s in data["playable"]),
            {str(k): _sq(v) for k, v in data["start"].items()},
            _read_named(data["large_cities"]),
            _read_named(data["towns"]),
            {(int(c), int(r)): int(code) for c, r, code in data["pieces"]},
            {((int(c), int(r)), int(side)): str(k) for c, r, side, k in data["edges"]},
        )


# ----------------------------------------------------------------------------- moves
@dataclass(frozen=True)
class Move:
    """One decision.

    ``place`` (``square``, ``rotation``), ``meeple`` (``feature`` of the tile just placed),
    ``skip`` (no meeple), ``upgrade`` (the meeple on ``square``/``feature``, paying chips of the
    values ``pay``), ``done`` (end the turn without further upgrades).
    """

    kind: str
    square: Square = (0, 0)
    rotation: int = 0
    feature: int = -1
    pay: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "square": list(self.square),
            "rotation": self.rotation,
            "feature": self.feature,
            "pay": list(self.pay),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Move:
        """Inverse of :meth:`to_dict`, strict (:mod:`geoquiz.games.move_checks`): anything else
        raises the one ``IllegalMove("move.malformed")``."""
        return decode_fields(cls, data, _MOVE_CHECKS)


#: what each field of a move may be at all (the rules judge the rest): a known kind, a square on
#: a sane board, a small rotation and feature index, a few chips of small values
_MOVE_CHECKS = field_checks(
    Move,
    {
        "kind": text(16, MOVE_KINDS),
        "square": pair(integer(-999, 999), integer(-999, 999)),
        "rotation": integer(-99, 99),
        "feature": integer(-1, 99),
        "pay": items(integer(0, 99), 16),
    },
)


@dataclass(frozen=True)
class Meeple:
    """A meeple on the board: where (square, feature index on that tile), whose, and its chip
    (the id of the chip under it, -1 when it is not upgraded)."""

    square: Square
    feature: int
    player: int
    chip: int = -1

    @property
    def node(self) -> Node:
        return self.square, self.feature

    @property
    def upgraded(self) -> bool:
        return self.chip >= 0

    @property
    def strength(self) -> int:
        return 2 if self.chip >= 0 else 1


# ----------------------------------------------------------------------------- state
def event(player: int, points: int, what: str, square: Square | None) -> FrozenMap[str, Any]:
    """One entry of :attr:`State.events`: who scored how many points for what, and where."""
    return FrozenMap(player=player, points=points, what=what, square=square)


def _events(items: Iterable[Mapping[str, Any]]) -> tuple[FrozenMap[str, Any], ...]:
    out = []
    for e in items:
        sq = e["square"]
        out.append(event(int(e["player"]), int(e["points"]), str(e["what"]), sq and _sq(sq)))
    return tuple(out)


def _nested(held: Iterable[Iterable[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(h) for h in held)


def _maybe_frozen_events(items: Iterable[Mapping[str, Any]]) -> tuple[FrozenMap[str, Any], ...]:
    items = tuple(items)
    if all(isinstance(e, FrozenMap) for e in items):
        return items  # type: ignore[return-value]
    return _events(items)


#: How construction freezes each container field of :class:`State`.
_STATE_FROZEN: dict[str, Any] = {
    "tiles": frozen_map,
    "order": tuple,
    "stack": tuple,
    "discarded": tuple,
    "meeples": tuple,
    "chips_on_map": frozen_map,
    "chips_held": _nested,
    "chips_out": tuple,
    "scores": tuple,
    "events": _maybe_frozen_events,
}


@dataclass(frozen=True)
class State:
    """The whole game as frozen data (see :mod:`games.carcassonne.engine` for the phases).

    ``tiles`` maps a square to ``(tile kind, rotation)`` (large cities as ``BIG``), ``order``
    lists the squares in the order they were laid, ``stack`` is the hidden pile (drawn from the
    end), ``events`` the scorings, chips, upgrades and discards so far."""

    config: Config
    map: MapSpec
    tiles: Mapping[Square, tuple[str, int]]
    order: tuple[Square, ...]
    stack: tuple[str, ...]
    tile: str | None
    discarded: tuple[str, ...]
    meeples: tuple[Meeple, ...]
    chips_on_map: Mapping[Square, int]
    chips_held: tuple[tuple[int, ...], ...]
    chips_out: tuple[int, ...]
    scores: tuple[int, ...]
    current: int
    phase: str
    last: Square | None
    rng: int
    events: tuple[Mapping[str, Any], ...] = ()

    def __post_init__(self) -> None:
        _freeze(self, _STATE_FROZEN)

    @property
    def players(self) -> int:
        return len(self.config.players)

    def supply(self, player: int) -> int:
        """Meeples ``player`` still has in hand."""
        return self.config.meeples - sum(1 for m in self.meeples if m.player == player)

    def chip_points(self, player: int) -> int:
        return sum(chip_value(c) for c in self.chips_held[player])

    def to_dict(self) -> dict[str, Any]:
        """The state as JSON (the format of every earlier version, so saves stay readable)."""
        return {
            "config": self.config.to_dict(),
            "map": self.map.to_dict(),
            "tiles": [[s[0], s[1], *self.tiles[s]] for s in self.order],
            "stack": list(self.stack),
            "tile": self.tile,
            "discarded": list(self.discarded),
            "meeples": [
                [m.square[0], m.square[1], m.feature, m.player, m.chip] for m in self.meeples
            ],
            "chips_on_map": [[s[0], s[1], c] for s, c in sorted(self.chips_on_map.items())],
            "chips_held": [list(h) for h in self.chips_held],
            "chips_out": list(self.chips_out),
            "scores": list(self.scores),
            "current": self.current,
            "phase": self.phase,
            "last": None if self.last is None else list(self.last),
            "rng": self.rng,
            "events": [
                {**e, "square": None if e["square"] is None else list(e["square"])}
                for e in self.events
            ],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Read :meth:`to_dict` output. A game saved by an earlier version (tiles named by
        letter) cannot go on: ``ValueError`` says so in one line."""
        order = tuple((int(c), int(r)) for c, r, _, _ in data["tiles"])
        tiles = {(int(c), int(r)): (str(n), int(rot)) for c, r, n, rot in data["tiles"]}
        names = {n for n, _ in tiles.values()} | {str(t) for t in data["stack"]}
        names |= {str(t) for t in data["discarded"]}
        if data["tile"] is not None:
            names.add(str(data["tile"]))
        unknown = sorted(n for n in names if not _known_tile(n))
        if unknown:
            raise ValueError(
                "This saved game uses tiles this version does not have "
                f"({', '.join(unknown[:3])}); start a new game."
            )
        meeples = (Meeple(_sq(m[:2]), int(m[2]), int(m[3]), int(m[4])) for m in data["meeples"])
        return cls(
            Config.from_dict(data["config"]),
            MapSpec.from_dict(data["map"]),
            tiles,
            order,
            tuple(str(t) for t in data["stack"]),
            None if data["tile"] is None else str(data["tile"]),
            tuple(str(t) for t in data["discarded"]),
            tuple(meeples),
            {(int(c), int(r)): int(ch) for c, r, ch in data["chips_on_map"]},
            _nested((int(c) for c in h) for h in data["chips_held"]),
            tuple(int(c) for c in data["chips_out"]),
            tuple(int(s) for s in data["scores"]),
            int(data["current"]),
            str(data["phase"]),
            None if data["last"] is None else _sq(data["last"]),
            int(data["rng"]),
            _events(data["events"]),
        )


def _known_tile(name: str) -> bool:
    try:
        tile_type(name)
    except ValueError:
        return False
    return True
