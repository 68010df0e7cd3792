"""Rules engine of Carcassonne Maps — Germany with Map-Chips.

Rulebook: ``rules/carcassonne-maps-germany-map-chips.txt`` (Map-Chips) and the base game's rules.

A pure state machine (DESIGN §1): :func:`new_game` lays out the map, the start tiles and the
Map-Chips and draws the first tile; :func:`legal_moves` lists what the current player may do;
:func:`apply` returns a new :class:`State` (an illegal move raises
:class:`~games.common.IllegalMove`); :func:`is_over` and :func:`ranking` tell how it ended. The
state is frozen data (:mod:`games.carcassonne.state`) and round-trips through JSON
(:meth:`State.to_dict`), RNG state included; scoring is in :mod:`games.carcassonne.scoring`.

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
  Each is turned so that its sides facing a printed large city are city sides and, where the tile
  allows, no city or road side runs to the map's edge (:func:`start_rotations`). A random tile
  that cannot be turned to fit goes back into the pile and another is drawn.
* The map's edge closes roads, cities and fields (the publisher's rule,
  :mod:`games.carcassonne.features`); a monastery's squares beyond the edge need not be filled.
* Growth: every later tile must touch a tile already laid. The six printed large cities
  (:mod:`games.carcassonne.printed`) are pseudo tiles (see :mod:`games.carcassonne.features`): a
  tile next to one must continue its city; a printed city makes no square playable by itself
  until a tile lies next to it — from then on it counts as a laid tile (the publisher's "from
  then on anybody may place next to that city").
* Printed edges: a road or city printed running to the map's edge must be continued by the tile
  placed on that square; other edge squares are neutral.
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

import dataclasses

from geoquiz.games.carcassonne.chips import CHIP_COUNT, chip_colour, chip_value, place_chips
from geoquiz.games.carcassonne.features import (
    Board,
    FeatureInfo,
    Node,
    feature_at,
    neighbour,
    ring,
)
from geoquiz.games.carcassonne.scoring import final_scoring, score_completed
from geoquiz.games.carcassonne.state import (
    LEVELS,
    MAX_PLAYERS,
    MEEPLE_CHOICES,
    MEEPLES,
    MIN_PLAYERS,
    PAYMENTS,
    Config,
    MapSpec,
    Meeple,
    Move,
    PlayerSpec,
    State,
    event,
)
from geoquiz.games.carcassonne.tiles import (
    FIELD,
    LARGE_CITY,
    MONASTERY,
    START_TILE,
    tile_set,
    tile_type,
)
from geoquiz.games.common import IllegalMove, seed_state, shuffled
from geoquiz.games.contract_helpers import ranking_from_scores

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
    "connected_cities",
    "current_player",
    "feature_of",
    "is_over",
    "large_city_status",
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

START_NAMES = ("Rostock", "Erfurt", "Stuttgart")


# ----------------------------------------------------------------------------- setup
def _start_tiles(
    config: Config, spec: MapSpec, tiles: dict[Square, tuple[str, int]], rng: int
) -> tuple[list[Square], list[str], int]:
    """Lay the start tile and one random tile per further start square into ``tiles``; return
    the squares laid (in order), the shuffled pile that is left and the generator state."""
    pile = tile_set(config.tiles)
    pile.remove(START_TILE)
    stack, rng = shuffled(pile, rng)
    order: list[Square] = []
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
    return order, stack, rng


def new_game(config: Config, map_spec: MapSpec | None = None) -> State:
    """Lay out the map, the two start tiles and the chips; shuffle the tiles; draw the first."""
    config.validate()
    spec = map_spec if map_spec is not None else MapSpec.germany()
    for name in config.starts:
        if name not in spec.start:
            raise ValueError(f"unknown start square {name!r}")
    tiles: dict[Square, tuple[str, int]] = {
        sq: (LARGE_CITY, spec.piece(sq)) for sq in sorted(spec.large_cities)
    }
    order, stack, rng = _start_tiles(config, spec, tiles, seed_state(config.seed))
    used = {spec.start[n] for n in config.starts}
    chips, rng = place_chips(spec.playable, spec.large_cities, spec.towns, used, rng)
    players = len(config.players)
    out = [c for c in range(CHIP_COUNT) if c not in chips.values()]
    state = State(
        config, spec, tiles, (*sorted(spec.large_cities), *order), tuple(stack), None, (), (),
        chips, ((),) * players, tuple(out), (0,) * players, 0, "place", None, rng,
    )  # fmt: skip
    return _draw(state)


def start_rotations(spec: MapSpec, tiles: Board, name: str, square: Square) -> list[int]:
    """Rotations in which tile ``name`` may lie on start square ``square`` (sides facing a laid
    tile or a printed large city match it, a road or city printed at the map's edge is
    continued), best first: the rotations whose city and road sides
    all face squares on the map (so play can continue them) before those where some run to the
    map's edge (closed there by the publisher's rule)."""
    scored: list[tuple[int, int]] = []
    for rot in range(4):
        sides = tile_type(name, rot).sides
        ok = True
        at_edge = 0
        for side in range(4):
            nb = neighbour(square, side)
            placed = tiles.get(nb)
            printed = spec.edges.get((square, side))
            if placed is not None:
                ok = tile_type(*placed).sides[(side + 2) % 4] == sides[side]
            elif printed is not None:
                ok = sides[side] == printed
            elif nb not in spec.playable and sides[side] != FIELD:
                at_edge += 1
            if not ok:
                break
        if ok:
            scored.append((at_edge, rot))
    return [rot for _, rot in sorted(scored)]


# ----------------------------------------------------------------------------- queries
def board_of(state: State) -> Board:
    return state.tiles


def current_player(state: State) -> int:
    """The player to move, or -1 when the game is over."""
    return -1 if state.phase == "over" else state.current


def is_over(state: State) -> bool:
    return state.phase == "over"


def connected_cities(state: State) -> frozenset[Square]:
    """The printed large-city squares that count as laid tiles for growth: a printed city (all
    its squares) once a tile lies next to it (the publisher's rule: "from then on anybody may
    place next to that city")."""
    out: set[Square] = set()
    tiles = state.tiles
    for name in set(state.map.large_cities.values()):
        squares = [sq for sq, n in state.map.large_cities.items() if n == name]
        if any(
            (placed := tiles.get(neighbour(sq, side))) is not None and placed[0] != LARGE_CITY
            for sq in squares
            for side in range(4)
        ):
            out.update(squares)
    return frozenset(out)


def can_place(
    state: State,
    name: str,
    square: Square,
    rotation: int,
    connected: frozenset[Square] | None = None,
) -> str | None:
    """Return the refusal code why ``name`` may not go on ``square`` in ``rotation``, or None.

    A printed large city must be continued (its sides are city sides); it counts as a laid tile
    for growth only once a tile lies next to it (``connected``: :func:`connected_cities`,
    computed when not given). A road or city printed at the map's edge must be continued."""
    if square not in state.map.playable:
        return "carcassonne.off_map"
    if square in state.tiles:
        return "carcassonne.square_taken"
    sides = tile_type(name, rotation).sides
    touching = False
    for side in range(4):
        nb_sq = neighbour(square, side)
        nb = state.tiles.get(nb_sq)
        if nb is None:
            printed = state.map.edges.get((square, side))
            if printed is not None and sides[side] != printed:
                return "carcassonne.printed_edge"
            continue
        if nb[0] != LARGE_CITY:
            touching = True
        elif not touching:
            if connected is None:
                connected = connected_cities(state)
            touching = nb_sq in connected
        if tile_type(nb[0], nb[1]).sides[(side + 2) % 4] != sides[side]:
            return "carcassonne.edges_mismatch"
    if not touching:
        return "carcassonne.not_touching"
    return None


def legal_placements(state: State, name: str) -> list[tuple[Square, int]]:
    """Every (square, rotation) where tile ``name`` may be placed."""
    connected = connected_cities(state)
    frontier: set[Square] = set()
    for sq, placed in state.tiles.items():
        if placed[0] == LARGE_CITY and sq not in connected:
            continue
        for side in range(4):
            nb = neighbour(sq, side)
            if nb in state.map.playable and nb not in state.tiles:
                frontier.add(nb)
    out: list[tuple[Square, int]] = []
    for sq in sorted(frontier):
        for rot in range(4):
            if can_place(state, name, sq, rot, connected) is None:
                out.append((sq, rot))
    return out


def large_city_status(state: State) -> list[tuple[str, bool]]:
    """Each printed large city (the rules' order for the six of the Germany map, then any other
    by square) and whether its city is completed on the board now."""
    from geoquiz.games.carcassonne.printed import PRINTED_CITIES

    first: dict[str, Square] = {}
    for sq in sorted(state.map.large_cities):
        first.setdefault(state.map.large_cities[sq], sq)
    rank = {c.name: i for i, c in enumerate(PRINTED_CITIES)}
    names = sorted(first, key=lambda n: (rank.get(n, len(rank)), first[n]))
    return [(n, feature_of(state, (first[n], 0)).complete) for n in names]


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
    return ranking_from_scores(state.scores)


# ----------------------------------------------------------------------------- moves
def apply(state: State, move: Move) -> State:
    """Return the state after ``move`` (a new frozen state; ``state`` is unchanged); raise
    :class:`IllegalMove` if the move is not allowed now."""
    if state.phase == "over":
        raise IllegalMove("carcassonne.game_over")
    if move.kind == "place":
        return _place(state, move)
    if move.kind in ("meeple", "skip"):
        return _meeple(state, move)
    if move.kind in ("upgrade", "done"):
        return _upgrade(state, move)
    raise IllegalMove("carcassonne.unknown_move", kind=move.kind)


def _with(items: tuple[int, ...], index: int, add: int) -> tuple[int, ...]:
    return (*items[:index], items[index] + add, *items[index + 1 :])


def _place(s: State, move: Move) -> State:
    if s.phase != "place" or s.tile is None:
        raise IllegalMove("carcassonne.not_place_phase")
    if not 0 <= move.rotation < 4:
        raise IllegalMove("carcassonne.bad_rotation", rotation=move.rotation)
    why = can_place(s, s.tile, move.square, move.rotation)
    if why is not None:
        raise IllegalMove(why, square=list(move.square))
    s = dataclasses.replace(
        s,
        tiles={**s.tiles, move.square: (s.tile, move.rotation)},
        order=(*s.order, move.square),
        tile=None,
        last=move.square,
        phase="meeple",
    )
    chip = s.chips_on_map.get(move.square)
    if chip is not None:
        held = list(s.chips_held)
        held[s.current] = (*held[s.current], chip)
        points = chip_value(chip)
        s = dataclasses.replace(
            s,
            chips_on_map={sq: c for sq, c in s.chips_on_map.items() if sq != move.square},
            chips_held=tuple(held),
            scores=_with(s.scores, s.current, points),
            events=(*s.events, event(s.current, points, f"chip:{chip_colour(chip)}", move.square)),
        )
    return s if meeple_spots(s) else _after_meeple(s)


def _meeple(s: State, move: Move) -> State:
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
        s = dataclasses.replace(s, meeples=(*s.meeples, Meeple(s.last, move.feature, s.current)))
    return _after_meeple(s)


def _after_meeple(s: State) -> State:
    s = dataclasses.replace(s, phase="upgrade")
    return s if _upgrade_moves(s) else _end_turn(s)


def _paid_chips(held: tuple[int, ...], pay: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """(the chips paid for the values ``pay``, the chips kept); refuse chips not held."""
    kept = list(held)
    paid: list[int] = []
    for v in sorted(pay):
        chip = next((c for c in kept if chip_value(c) == v), None)
        if chip is None:
            raise IllegalMove("carcassonne.chips_not_held")
        kept.remove(chip)
        paid.append(chip)
    return paid, kept


def _upgrade(s: State, move: Move) -> State:
    if s.phase != "upgrade":
        raise IllegalMove("carcassonne.not_upgrade_phase")
    if move.kind == "done":
        return _end_turn(s)
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
    paid, kept = _paid_chips(s.chips_held[s.current], move.pay)
    held = list(s.chips_held)
    held[s.current] = tuple(kept)
    meeples = list(s.meeples)
    meeples[target] = dataclasses.replace(meeple, chip=paid[0])
    s = dataclasses.replace(
        s,
        chips_held=tuple(held),
        meeples=tuple(meeples),
        chips_out=(*s.chips_out, *paid[1:]),
        events=(*s.events, event(s.current, 0, "upgrade", meeple.square)),
    )
    return s if _upgrade_moves(s) else _end_turn(s)


def _touched_features(s: State, last: Square) -> list[FeatureInfo]:
    """The roads and cities of the tile on ``last`` and the monasteries on and around it."""
    name, rot = s.tiles[last]
    infos: list[FeatureInfo] = []
    for idx, ft in enumerate(tile_type(name, rot).features):
        if ft.kind not in (FIELD, MONASTERY):
            infos.append(feature_of(s, (last, idx)))
    for sq in [last, *ring(last)]:
        placed = s.tiles.get(sq)
        if placed is None:
            continue
        for idx, ft in enumerate(tile_type(*placed).features):
            if ft.kind == MONASTERY:
                infos.append(feature_of(s, (sq, idx)))
    return infos


def _end_turn(s: State) -> State:
    """Score what the tile just laid completed, pass the turn and draw."""
    if s.last is not None:
        s = score_completed(s, _touched_features(s, s.last))
    s = dataclasses.replace(s, last=None, current=(s.current + 1) % s.players, phase="place")
    return _draw(s)


def _draw(s: State) -> State:
    """Draw the next tile; discard tiles that fit nowhere; end the game on an empty pile."""
    stack = list(s.stack)
    discarded = list(s.discarded)
    events = list(s.events)
    tile: str | None = None
    while stack and tile is None:
        name = stack.pop()
        if legal_placements(s, name):
            tile = name
        else:
            discarded.append(name)
            events.append(event(s.current, 0, f"discard:{name}", None))
    s = dataclasses.replace(
        s, stack=tuple(stack), tile=tile, discarded=tuple(discarded), events=tuple(events)
    )
    return s if tile is not None else final_scoring(s)
