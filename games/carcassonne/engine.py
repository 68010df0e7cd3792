"""Rules engine of Carcassonne Maps — Germany with Map-Chips.

Rulebook: ``rules/carcassonne-maps-germany-map-chips.txt`` (Map-Chips) and the base game's rules.

A pure state machine (DESIGN §1): :func:`new_game` lays out the map, the start tiles and the
Map-Chips and draws the first tile; :func:`legal_moves` lists what the current player may do;
:func:`apply` returns a new :class:`State` (an illegal move raises
:class:`~games.common.IllegalMove`); :func:`is_over` and :func:`ranking` tell how it ended. The
state is plain data and round-trips through JSON (:meth:`State.to_dict`), RNG state included.

A turn has up to three phases: ``place`` (put the drawn tile on a free playable square next to a
tile, all touching edges matching; a chip on the square is collected and scored at once),
``meeple`` (put a meeple on a feature of that tile or skip; skipped automatically when no spot is
free or the supply is empty), ``upgrade`` (pay chips worth exactly 4 to upgrade one of one's
meeples, as often as one can pay, then ``done``; skipped automatically when no upgrade is
possible). Then completed features are scored, and the next player draws; a tile that fits
nowhere is discarded and another is drawn. When the pile is empty the final scoring ends the game.

Interpretations (also in ``docs/carcassonne.md``):

* Tiles: by default the 114 of the base game, Inns & Cathedrals and Traders & Builders (tiles
  only: inns, cathedrals and goods are printed but score like ordinary roads and cities), as the
  Map-Chips rules recommend 110–120; ``Config.tiles = "base"`` plays the base game's 72. The
  scoring of inns and cathedrals is an option (``Config.inns_cathedrals``).
* Setup (the published Maps rules): the start tile (``BA03``) lies on the first start square in
  use and a random tile from the pile on each other one (two start squares; three an option).
  Each is turned so that its features can be continued on the map: no city or road side faces a
  square that is not playable, and sides that face a large city are city sides. A random tile that
  cannot be turned like that goes back into the pile and another is drawn.
* Growth: every later tile must touch a tile already laid. Large-city squares are printed cities
  (pseudo tiles, see :mod:`games.carcassonne.features`), not laid tiles: a tile next to one must
  continue its open city edge, but a large city makes no square playable by itself.
* Meeples: 9 per player (the rules' "if possible"); 7 is an option (``Config.meeples``).
* Town squares carry a printed town: they take tiles like any playable square but never a chip.
* The 30 chips: 10 per colour (purple, light blue, orange), per colour 6 worth 1 and 4 worth 2
  (the rulebook's distribution ×6 ×4 ×6 ×4 ×6 ×4). They are placed face down by the engine on
  squares that are not large-city, town or used start squares, not orthogonally next to each
  other, to a used start square or to a large city (every side of a large city that faces a
  playable square is an open edge), spread by a seeded farthest-point choice. If the map has
  fewer admissible squares than chips, the rest of the chips stay in the box.
* Upgrades cost chips worth exactly 4; one of them stays under the meeple, the others leave the
  game. A meeple already upgraded cannot be upgraded again until it has been scored.
* Majority: an upgraded meeple counts 2, a plain one 1; all players with the highest total score
  the full points (also at the final scoring and for farmers). After scoring a meeple returns to
  its owner and its chip leaves the game.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.carcassonne.chips import CHIP_COUNT, chip_colour, chip_value, place_chips
from geoquiz.games.carcassonne.features import (
    Board,
    FeatureInfo,
    Node,
    feature_at,
    field_value,
    majority,
    neighbour,
    ring,
    value,
)
from geoquiz.games.carcassonne.tiles import (
    FIELD,
    LARGE_CITY,
    MONASTERY,
    START_TILE,
    TILE_SETS,
    tile_set,
    tile_type,
)
from geoquiz.games.common import IllegalMove, seed_state, shuffled

__all__ = [
    "LEVELS",
    "MAX_PLAYERS",
    "MEEPLES",
    "MEEPLE_CHOICES",
    "MIN_PLAYERS",
    "PAYMENTS",
    "Config",
    "IllegalMove",
    "MapSpec",
    "Meeple",
    "Move",
    "PlayerSpec",
    "State",
    "apply",
    "board_of",
    "can_place",
    "current_player",
    "feature_of",
    "is_over",
    "legal_moves",
    "legal_placements",
    "meeple_spots",
    "new_game",
    "payments",
    "ranking",
    "start_rotations",
    "strength",
]

Square = tuple[int, int]

MIN_PLAYERS = 2
MAX_PLAYERS = 5
MEEPLES = 9
#: the meeple supplies a game may use
MEEPLE_CHOICES = (9, 7)
LEVELS = ("easy", "medium", "hard")
START_NAMES = ("Rostock", "Erfurt", "Stuttgart")
#: The chip combinations worth exactly 4 (values of the chips paid).
PAYMENTS: tuple[tuple[int, ...], ...] = ((1, 1, 1, 1), (1, 1, 2), (2, 2))


def _sq(data: Any) -> Square:
    return int(data[0]), int(data[1])


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
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ValueError(f"Carcassonne needs {MIN_PLAYERS} to {MAX_PLAYERS} players.")
        if len(self.starts) not in (2, 3) or len(set(self.starts)) != len(self.starts):
            raise ValueError("Choose two or three different start squares.")
        if self.tiles not in TILE_SETS:
            raise ValueError(f"unknown tile set {self.tiles!r}")
        if self.meeples not in MEEPLE_CHOICES:
            raise ValueError(f"meeples per player: 9 or 7, not {self.meeples}")
        for p in self.players:
            if p.kind not in ("human", "computer"):
                raise ValueError(f"unknown player kind {p.kind!r}")
            if p.level not in LEVELS:
                raise ValueError(f"unknown level {p.level!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [[p.name, p.kind, p.level] for p in self.players],
            "starts": list(self.starts),
            "seed": self.seed,
            "tiles": self.tiles,
            "meeples": self.meeples,
            "inns_cathedrals": self.inns_cathedrals,
        }

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


@dataclass(frozen=True)
class MapSpec:
    """The board as plain data: playable squares, start squares, large cities and towns."""

    playable: frozenset[Square]
    start: dict[str, Square]
    large_cities: dict[Square, str]
    towns: dict[Square, str]

    @classmethod
    def germany(cls) -> MapSpec:
        """The map of Germany from :func:`geo.carcassonne_map.carcassonne_map`."""
        from geoquiz.geo.carcassonne_map import carcassonne_map

        m = carcassonne_map()
        return cls(m.playable, dict(m.start), dict(m.large_cities), dict(m.towns))

    def to_dict(self) -> dict[str, Any]:
        return {
            "playable": [list(s) for s in sorted(self.playable)],
            "start": {k: list(v) for k, v in self.start.items()},
            "large_cities": [[s[0], s[1], n] for s, n in sorted(self.large_cities.items())],
            "towns": [[s[0], s[1], n] for s, n in sorted(self.towns.items())],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MapSpec:
        return cls(
            frozenset(_sq(s) for s in data["playable"]),
            {str(k): _sq(v) for k, v in data["start"].items()},
            {(int(c), int(r)): str(n) for c, r, n in data["large_cities"]},
            {(int(c), int(r)): str(n) for c, r, n in data["towns"]},
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
        return cls(
            str(data["kind"]),
            _sq(data["square"]),
            int(data["rotation"]),
            int(data["feature"]),
            tuple(int(v) for v in data["pay"]),
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
@dataclass
class State:
    """The whole game as plain data (see the module docstring for the phases)."""

    config: Config
    map: MapSpec
    tiles: dict[Square, tuple[str, int]]
    order: list[Square]
    stack: list[str]
    tile: str | None
    discarded: list[str]
    meeples: list[Meeple]
    chips_on_map: dict[Square, int]
    chips_held: list[list[int]]
    chips_out: list[int]
    scores: list[int]
    current: int
    phase: str
    last: Square | None
    rng: int
    events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def players(self) -> int:
        return len(self.config.players)

    def supply(self, player: int) -> int:
        """Meeples ``player`` still has in hand."""
        return self.config.meeples - sum(1 for m in self.meeples if m.player == player)

    def chip_points(self, player: int) -> int:
        return sum(chip_value(c) for c in self.chips_held[player])

    def clone(self) -> State:
        """A copy that shares only immutable parts (config, map, meeples, event dicts)."""
        return State(
            config=self.config,
            map=self.map,
            tiles=dict(self.tiles),
            order=list(self.order),
            stack=list(self.stack),
            tile=self.tile,
            discarded=list(self.discarded),
            meeples=list(self.meeples),
            chips_on_map=dict(self.chips_on_map),
            chips_held=[list(h) for h in self.chips_held],
            chips_out=list(self.chips_out),
            scores=list(self.scores),
            current=self.current,
            phase=self.phase,
            last=self.last,
            rng=self.rng,
            events=list(self.events),
        )

    def to_dict(self) -> dict[str, Any]:
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
            "events": copy.deepcopy(self.events),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Read :meth:`to_dict` output. A game saved by an earlier version (tiles named by
        letter) cannot go on: ``ValueError`` says so in one line."""
        tiles: dict[Square, tuple[str, int]] = {}
        order: list[Square] = []
        for c, r, name, rot in data["tiles"]:
            tiles[(int(c), int(r))] = (str(name), int(rot))
            order.append((int(c), int(r)))
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
        return cls(
            config=Config.from_dict(data["config"]),
            map=MapSpec.from_dict(data["map"]),
            tiles=tiles,
            order=order,
            stack=[str(t) for t in data["stack"]],
            tile=None if data["tile"] is None else str(data["tile"]),
            discarded=[str(t) for t in data["discarded"]],
            meeples=[
                Meeple((int(c), int(r)), int(f), int(p), int(ch))
                for c, r, f, p, ch in data["meeples"]
            ],
            chips_on_map={(int(c), int(r)): int(ch) for c, r, ch in data["chips_on_map"]},
            chips_held=[[int(c) for c in h] for h in data["chips_held"]],
            chips_out=[int(c) for c in data["chips_out"]],
            scores=[int(s) for s in data["scores"]],
            current=int(data["current"]),
            phase=str(data["phase"]),
            last=None if data["last"] is None else _sq(data["last"]),
            rng=int(data["rng"]),
            events=copy.deepcopy(list(data["events"])),
        )


def _known_tile(name: str) -> bool:
    try:
        tile_type(name)
    except ValueError:
        return False
    return True


# ----------------------------------------------------------------------------- setup
def new_game(config: Config, map_spec: MapSpec | None = None) -> State:
    """Lay out the map, the two start tiles and the chips; shuffle the tiles; draw the first."""
    config.validate()
    spec = map_spec if map_spec is not None else MapSpec.germany()
    for name in config.starts:
        if name not in spec.start:
            raise ValueError(f"unknown start square {name!r}")
    rng = seed_state(config.seed)
    tiles: dict[Square, tuple[str, int]] = {}
    order: list[Square] = []
    for sq in sorted(spec.large_cities):
        tiles[sq] = (LARGE_CITY, 0)
        order.append(sq)
    pile = tile_set(config.tiles)
    pile.remove(START_TILE)
    stack, rng = shuffled(pile, rng)
    for i, name in enumerate(config.starts):
        sq = spec.start[name]
        if i == 0:
            fits = start_rotations(spec, tiles, START_TILE, sq)
            if not fits:
                raise ValueError(f"the start tile cannot be turned to fit {name}")
            tiles[sq] = (START_TILE, fits[0])
        else:
            aside: list[str] = []
            while True:
                if not stack:
                    raise ValueError(f"no tile fits the start square {name}")
                drawn = stack.pop()
                fits = start_rotations(spec, tiles, drawn, sq)
                if fits:
                    tiles[sq] = (drawn, fits[0])
                    break
                aside.append(drawn)
            if aside:
                stack, rng = shuffled(stack + aside, rng)
        order.append(sq)
    used = {spec.start[n] for n in config.starts}
    chips, rng = place_chips(spec.playable, spec.large_cities, spec.towns, used, rng)
    state = State(
        config=config,
        map=spec,
        tiles=tiles,
        order=order,
        stack=stack,
        tile=None,
        discarded=[],
        meeples=[],
        chips_on_map=chips,
        chips_held=[[] for _ in config.players],
        chips_out=[c for c in range(CHIP_COUNT) if c not in chips.values()],
        scores=[0] * len(config.players),
        current=0,
        phase="place",
        last=None,
        rng=rng,
    )
    _draw(state)
    return state


def start_rotations(spec: MapSpec, tiles: Board, name: str, square: Square) -> list[int]:
    """Rotations in which tile ``name`` on start square ``square`` can be continued on the map:
    every city or road side faces a playable square, sides facing a laid tile match it."""
    out: list[int] = []
    for rot in range(4):
        sides = tile_type(name, rot).sides
        ok = True
        for side in range(4):
            nb = neighbour(square, side)
            placed = tiles.get(nb)
            if placed is not None:
                ok = tile_type(*placed).sides[(side + 2) % 4] == sides[side]
            elif sides[side] != FIELD:
                ok = nb in spec.playable
            if not ok:
                break
        if ok:
            out.append(rot)
    return out


# ----------------------------------------------------------------------------- queries
def board_of(state: State) -> Board:
    return state.tiles


def current_player(state: State) -> int:
    """The player to move, or -1 when the game is over."""
    return -1 if state.phase == "over" else state.current


def is_over(state: State) -> bool:
    return state.phase == "over"


def can_place(state: State, name: str, square: Square, rotation: int) -> str | None:
    """Return the refusal code why ``name`` may not go on ``square`` in ``rotation``, or None.

    A large-city square must be continued (its side is a city side) but does not count as a
    laid tile: the tile must also touch a real tile."""
    if square not in state.map.playable:
        return "carcassonne.off_map"
    if square in state.tiles:
        return "carcassonne.square_taken"
    sides = tile_type(name, rotation).sides
    touching = False
    for side in range(4):
        nb = state.tiles.get(neighbour(square, side))
        if nb is None:
            continue
        if nb[0] != LARGE_CITY:
            touching = True
        if tile_type(nb[0], nb[1]).sides[(side + 2) % 4] != sides[side]:
            return "carcassonne.edges_mismatch"
    if not touching:
        return "carcassonne.not_touching"
    return None


def legal_placements(state: State, name: str) -> list[tuple[Square, int]]:
    """Every (square, rotation) where tile ``name`` may be placed."""
    frontier: set[Square] = set()
    for sq, placed in state.tiles.items():
        if placed[0] == LARGE_CITY:
            continue
        for side in range(4):
            nb = neighbour(sq, side)
            if nb in state.map.playable and nb not in state.tiles:
                frontier.add(nb)
    out: list[tuple[Square, int]] = []
    for sq in sorted(frontier):
        for rot in range(4):
            if can_place(state, name, sq, rot) is None:
                out.append((sq, rot))
    return out


def feature_of(state: State, node: Node) -> FeatureInfo:
    """The whole feature containing ``node`` on the current board."""
    return feature_at(state.tiles, state.map.playable, node)


def strength(state: State, info: FeatureInfo) -> dict[int, int]:
    """Each player's meeple strength on a feature (upgraded meeples count 2)."""
    out: dict[int, int] = {}
    for m in state.meeples:
        if m.node in info.nodes:
            out[m.player] = out.get(m.player, 0) + m.strength
    return out


def meeple_spots(state: State) -> list[int]:
    """Features of the tile just placed where the current player may put a meeple."""
    if state.last is None or state.supply(state.current) <= 0:
        return []
    name, rot = state.tiles[state.last]
    occupied = {m.node for m in state.meeples}
    spots: list[int] = []
    for idx in range(len(tile_type(name, rot).features)):
        info = feature_of(state, (state.last, idx))
        if not info.nodes & occupied:
            spots.append(idx)
    return spots


def payments(state: State, player: int) -> list[tuple[int, ...]]:
    """The ways ``player`` can pay exactly 4 with the chips held."""
    held = [chip_value(c) for c in state.chips_held[player]]
    ones, twos = held.count(1), held.count(2)
    return [p for p in PAYMENTS if p.count(1) <= ones and p.count(2) <= twos]


def _upgrade_moves(state: State) -> list[Move]:
    pays = payments(state, state.current)
    if not pays:
        return []
    targets = [m for m in state.meeples if m.player == state.current and not m.upgraded]
    return [Move("upgrade", m.square, 0, m.feature, p) for m in targets for p in pays]


def legal_moves(state: State) -> list[Move]:
    """Every move the current player may make now (empty when the game is over)."""
    if state.phase == "place" and state.tile is not None:
        return [Move("place", sq, rot) for sq, rot in legal_placements(state, state.tile)]
    if state.phase == "meeple":
        return [Move("skip")] + [Move("meeple", feature=i) for i in meeple_spots(state)]
    if state.phase == "upgrade":
        return [Move("done"), *_upgrade_moves(state)]
    return []


def ranking(state: State) -> list[list[int]]:
    """Players grouped by score, best first (ties share a group)."""
    scores = sorted(set(state.scores), reverse=True)
    return [[p for p in range(state.players) if state.scores[p] == s] for s in scores]


# ----------------------------------------------------------------------------- moves
def apply(state: State, move: Move) -> State:
    """Return the state after ``move``; raise :class:`IllegalMove` if it is not allowed now."""
    if state.phase == "over":
        raise IllegalMove("carcassonne.game_over")
    s = state.clone()
    if move.kind == "place":
        _place(s, move)
    elif move.kind in ("meeple", "skip"):
        _meeple(s, move)
    elif move.kind in ("upgrade", "done"):
        _upgrade(s, move)
    else:
        raise IllegalMove("carcassonne.unknown_move", kind=move.kind)
    return s


def _event(s: State, player: int, points: int, what: str, square: Square | None) -> None:
    s.events.append(
        {
            "player": player,
            "points": points,
            "what": what,
            "square": None if square is None else list(square),
        }
    )


def _place(s: State, move: Move) -> None:
    if s.phase != "place" or s.tile is None:
        raise IllegalMove("carcassonne.not_place_phase")
    if not 0 <= move.rotation < 4:
        raise IllegalMove("carcassonne.bad_rotation", rotation=move.rotation)
    why = can_place(s, s.tile, move.square, move.rotation)
    if why is not None:
        raise IllegalMove(why, square=list(move.square))
    s.tiles[move.square] = (s.tile, move.rotation)
    s.order.append(move.square)
    s.tile = None
    s.last = move.square
    chip = s.chips_on_map.pop(move.square, None)
    if chip is not None:
        s.chips_held[s.current].append(chip)
        s.scores[s.current] += chip_value(chip)
        _event(s, s.current, chip_value(chip), f"chip:{chip_colour(chip)}", move.square)
    s.phase = "meeple"
    if not meeple_spots(s):
        _after_meeple(s)


def _meeple(s: State, move: Move) -> None:
    if s.phase != "meeple" or s.last is None:
        raise IllegalMove("carcassonne.place_first")
    if move.kind == "meeple":
        if s.supply(s.current) <= 0:
            raise IllegalMove("carcassonne.no_meeple_left")
        name, rot = s.tiles[s.last]
        if not 0 <= move.feature < len(tile_type(name, rot).features):
            raise IllegalMove("carcassonne.no_such_spot", feature=move.feature)
        if move.feature not in meeple_spots(s):
            raise IllegalMove("carcassonne.feature_occupied")
        s.meeples.append(Meeple(s.last, move.feature, s.current))
    _after_meeple(s)


def _after_meeple(s: State) -> None:
    s.phase = "upgrade"
    if not _upgrade_moves(s):
        _end_turn(s)


def _upgrade(s: State, move: Move) -> None:
    if s.phase != "upgrade":
        raise IllegalMove("carcassonne.not_upgrade_phase")
    if move.kind == "done":
        _end_turn(s)
        return
    target = next(
        (i for i, m in enumerate(s.meeples) if m.node == (move.square, move.feature)), None
    )
    if target is None or s.meeples[target].player != s.current:
        raise IllegalMove("carcassonne.not_your_meeple")
    meeple = s.meeples[target]
    if meeple.upgraded:
        raise IllegalMove("carcassonne.already_upgraded")
    if sum(move.pay) != 4 or tuple(sorted(move.pay)) not in PAYMENTS:
        raise IllegalMove("carcassonne.upgrade_costs_four")
    held = list(s.chips_held[s.current])
    paid: list[int] = []
    for v in sorted(move.pay):
        chip = next((c for c in held if chip_value(c) == v), None)
        if chip is None:
            raise IllegalMove("carcassonne.chips_not_held")
        held.remove(chip)
        paid.append(chip)
    s.chips_held[s.current] = held
    s.meeples[target] = Meeple(meeple.square, meeple.feature, meeple.player, paid[0])
    s.chips_out.extend(paid[1:])
    _event(s, s.current, 0, "upgrade", meeple.square)
    if not _upgrade_moves(s):
        _end_turn(s)


def _score(s: State, info: FeatureInfo, points: int, what: str) -> None:
    winners = majority((m.player, m.strength) for m in s.meeples if m.node in info.nodes)
    for p in winners:
        s.scores[p] += points
        _event(s, p, points, what, min(info.squares))


def _return_meeples(s: State, info: FeatureInfo) -> None:
    keep: list[Meeple] = []
    for m in s.meeples:
        if m.node in info.nodes:
            if m.upgraded:
                s.chips_out.append(m.chip)
        else:
            keep.append(m)
    s.meeples = keep


def _end_turn(s: State) -> None:
    last = s.last
    if last is not None:
        name, rot = s.tiles[last]
        infos: list[FeatureInfo] = []
        for idx, ft in enumerate(tile_type(name, rot).features):
            if ft.kind in (FIELD, MONASTERY):
                continue
            infos.append(feature_of(s, (last, idx)))
        for sq in [last, *ring(last)]:
            placed = s.tiles.get(sq)
            if placed is None:
                continue
            for idx, ft in enumerate(tile_type(*placed).features):
                if ft.kind == MONASTERY:
                    infos.append(feature_of(s, (sq, idx)))
        seen: set[Node] = set()
        for info in infos:
            if not info.complete or info.key in seen:
                continue
            seen.add(info.key)
            if any(m.node in info.nodes for m in s.meeples):
                _score(s, info, value(info, False, s.config.inns_cathedrals), info.kind)
                _return_meeples(s, info)
    s.last = None
    s.current = (s.current + 1) % s.players
    s.phase = "place"
    _draw(s)


def _draw(s: State) -> None:
    """Draw the next tile; discard tiles that fit nowhere; end the game on an empty pile."""
    while s.stack:
        name = s.stack.pop()
        if legal_placements(s, name):
            s.tile = name
            return
        s.discarded.append(name)
        _event(s, s.current, 0, f"discard:{name}", None)
    s.tile = None
    _final_scoring(s)


def _final_scoring(s: State) -> None:
    """Score incomplete roads, cities, monasteries and the fields (farmers); end the game."""
    cities: dict[Node, FeatureInfo] = {}
    done: set[Node] = set()
    for m in list(s.meeples):
        if m.node in done:
            continue
        info = feature_of(s, m.node)
        done.update(info.nodes)
        if info.kind == FIELD:
            points = field_value(s.tiles, s.map.playable, info, cities)
            what = "farmers"
        else:
            points = value(info, True, s.config.inns_cathedrals)
            what = f"final:{info.kind}"
        if points:
            _score(s, info, points, what)
        _return_meeples(s, info)
    s.phase = "over"
