"""The hard computer player of Carcassonne Maps: expected values over the public tile mix.

It values a placement (with the meeple it would put on the tile) by how it changes the
*expected* points of every feature it touches — its own features, the ones it joins, and the
rivals' features whose open squares it makes harder or impossible to fill — counting its own
points and 0.6 of each opponent's. An open road or city is worth its completed value times the
chance the tiles left can close it, plus its end-game value otherwise, plus a little growth. That
chance counts, for each open square, the tiles still in the pile (public: the game's tile mix
minus the tiles laid, put aside and in hand — never the pile's order, :func:`remaining_tiles`)
that fit the square and close the feature there; a square no tile left closes makes it 0, so
the player steers away from holes; closing a city with a printed large city in it counts three
times what it gains, so the player plans to close the large cities it holds; while open, such a
city also counts the growth still to come (2.5 points per open square times the share of the
game's tiles left: unfinished at the end it is usually the game's largest feature). A
monastery counts the chance of each neighbour square on the map to get a tile (squares beyond
the map's edge count as filled, the publisher's rule), a field 3 × 0.8 × the chance of each city
it borders.
A meeple tied up on a feature costs what a meeple in hand is worth (more while many turns are
left and when few are in hand) times the chance it does not come back, three times that on a
road and half on a monastery (roads gave this player the fewest points per meeple and turn). A
chip counts 1.5 × its expected value (its points at once and its use for upgrades). A first
pass rates every placement without fields, the best 25 again with fields, within a checked
CPU-time budget (:data:`BUDGET_S`). A look-ahead over the next player's reply near the best
few (:class:`_Look`, ``look_k`` in :data:`TUNE`) is there to be tried and off: it did not win
more games.
"""

from __future__ import annotations

import functools
import random
import time
from collections import Counter
from dataclasses import dataclass, replace

from geoquiz.games.carcassonne.chips import chip_value
from geoquiz.games.carcassonne.engine import Meeple, Move, State, legal_moves, legal_placements
from geoquiz.games.carcassonne.features import Board, Node, neighbour, ring, walk
from geoquiz.games.carcassonne.tiles import (
    CITY,
    FIELD,
    LARGE_CITY,
    MONASTERY,
    ROAD,
    kind_counts,
    side_of,
    tile_set,
    tile_type,
)

__all__ = ["TUNE", "hard_meeple", "hard_place", "remaining_tiles"]

Square = tuple[int, int]

#: Weight of an opponent's expected points against one's own (three players: beat both).
_OPP_W = 0.6
#: CPU-time budget of one placement decision in seconds (:func:`hard_place`, the thread's own CPU
#: time). The bench measures at most ~30 ms, so the budget bounds a pathological position without
#: changing play. CPU rather than wall-clock time: on a shared machine the wall clock of a move
#: was up to 17 times its CPU time, and a wall-clock budget made the play (and the bench) depend
#: on what else the machine ran.
BUDGET_S = 0.08
#: CPU-time budget of the look-ahead (``look_k`` in :data:`TUNE`), counted from the start of the
#: decision: past it the look-ahead is dropped for the decision (every candidate rated without it)
LOOK_S = 0.05
#: Tuning of the hard player. Chosen by seeded games against medium: under the earlier map
#: reading on seeds 0–39 of the bench; under the publisher's map rules (issue 32) ``opp``
#: (0.85 before), ``printed_close`` and the monastery model on seeds 5000–5399, ``draws``,
#: ``draws_printed``, ``draws_field`` (0.25 before), ``road_k`` and ``mon_k`` on seeds
#: 60000–60999 (``docs/carcassonne.md``):
#: a meeple in hand is worth ``meeple`` points per own turn left, at most
#: ``meeple_max``; open squares of a city / road add ``grow_*``; ``draws`` (cities) and
#: ``draws_road`` are the share of one's turns that may close a feature (``draws_printed`` for a
#: city with a printed large city in it, ``draws_field`` for the cities a field borders: one
#: setting before issue 32's third pass, kept apart so each can be tried alone with
#: ``bench/bench_carcassonne_tune.py``), ``decay`` the discount for each further square to
#: close; a farmer costs ``farm_cost`` meeples and counts ``farm`` of its cities' chance;
#: closing a city with a printed large city in it counts ``printed_close`` times what closing it
#: gains; ``meeple_k`` multiplies what a meeple tied up on a road, city
#: or monastery costs (1.0: what a meeple in hand is worth; 2.4 was tried in issue 32's second
#: pass and not taken, ``docs/carcassonne.md``), times ``road_k`` on a road and ``mon_k`` on a
#: monastery (issue 32's fifth pass: its roads gave the hard player half the points per
#: meeple and turn a medium player's gave); an empty square next to a monastery gets a
#: tile with chance at most ``fill_cap``, as if ``fill_draws`` draws could fill it; ``chip``
#: weighs a chip's expected value (2.5 won 90 of 120 games on the seeds 0–39, 100–139 and
#: 200–239 against 85, but 54 of 80 on the fresh seeds 300–339 and 400–439 against 58: not
#: taken); a meeple in hand counts ``scar0`` times its worth with at most 2 in hand, ``scar1``
#: with 3–4 and ``scar2`` with more. The look-ahead of issue 32's fourth pass (:class:`_Look`):
#: the best ``look_k`` placements (0: none, the default: it did not measure better,
#: ``docs/carcassonne.md``) lose ``look_w`` times the next player's expected gain near them over
#: ``look_base``; ``look_rel`` 1 rates that gain against the same squares on the board as it is
#: (a blocked square counts for hard), 0 counts the chances opened only.
#: ``field_top`` is how many of the best placements (by the fast evaluation) are rated again
#: with fields (10 before issue 32's sixth pass: 25 won 2,163 of 3,000 bench games against
#: 2,147, every placement 2,164, at no measurable CPU cost). ``grow_printed`` (issue 32's
#: seventh pass): an open city with a printed large city in it gains that many points per open
#: square on the map times the share of the game's tiles still to come (unfinished at the end it
#: is usually the game's largest feature: median 25 points, and who holds it mostly wins).
#: ``printed_opp_k`` and ``printed_close_rival_k`` (issue 32's eighth pass; 1.0 plays as before)
#: multiply, for a city with a printed large city in it held by rivals, the weight ``opp`` of
#: their points and ``printed_close``: negative ``printed_opp_k`` makes the player help close the
#: rivals' large cities, which completes more of them and loses games (``docs/carcassonne.md``).
TUNE = {
    "meeple": 0.15,
    "meeple_max": 4.0,
    "grow_city": 1.0,
    "grow_road": 0.4,
    "opp": _OPP_W,
    "draws": 0.12,
    "draws_road": 0.25,
    "draws_printed": 0.12,
    "draws_field": 0.12,
    "decay": 0.75,
    "farm_cost": 1.5,
    "farm": 0.8,
    "chip": 1.5,
    "printed_close": 3.0,
    "fill_cap": 0.8,
    "fill_draws": 15.0,
    "meeple_k": 1.0,
    "scar0": 1.6,
    "scar1": 1.1,
    "scar2": 0.7,
    "look_k": 0.0,
    "look_w": 0.5,
    "look_base": 2.0,
    "look_rel": 1.0,
    "look_self": 0.0,
    "road_k": 3.0,
    "mon_k": 0.5,
    "field_top": 25.0,
    "grow_printed": 2.5,
    "printed_opp_k": 1.0,
    "printed_close_rival_k": 1.0,
}


@dataclass(frozen=True)
class _Feat:
    """A feature walked by the hard player: nodes, tiles, pennants, flags and its open edges as
    ``(empty square, side of that square facing the feature)``; fields list the city nodes they
    border instead."""

    kind: str
    nodes: frozenset[Node]
    squares: frozenset[Square]
    pennants: int
    open_edges: tuple[tuple[Square, int], ...]
    inn: bool
    cathedral: bool
    cities: tuple[Node, ...]
    extra_parts: int = 0

    @property
    def key(self) -> Node:
        return min(self.nodes)

    @property
    def complete(self) -> bool:
        return not self.open_edges


def _walk(board: Board, playable: frozenset[Square], node: Node) -> _Feat:
    """The feature containing ``node`` (:func:`features.walk`), its open edges as the empty
    squares and their sides facing it."""
    square, index = node
    kind = tile_type(*board[square]).features[index].kind
    if kind == MONASTERY:
        # squares beyond the map's edge count as neighbours (the publisher's map rules)
        around = tuple((s, -1) for s in ring(square) if s not in board and s in playable)
        return _Feat(kind, frozenset([node]), frozenset([square]), 0, around, False, False, ())
    w = walk(board, playable, node)
    edges = sorted(w.open_edges)
    squares = frozenset(s for s, _ in w.nodes)
    return _Feat(
        kind, w.nodes, squares, w.pennants, tuple(edges), w.inn, w.cathedral, w.cities,
        w.extra_parts,
    )  # fmt: skip


@functools.cache
def _mix(choice: str) -> Counter[str]:
    """The game's tile mix by kind (:func:`tiles.tile_set`), counted once per set."""
    return Counter(tile_set(choice))


def remaining_tiles(state: State) -> Counter[str]:
    """The tiles still in the pile as public knowledge: the game's tile mix minus the tiles laid,
    put aside and in hand — never the pile itself (its order is hidden)."""
    left = _mix(state.config.tiles).copy()
    left.subtract(name for name, _ in state.tiles.values() if name != LARGE_CITY)
    left.subtract(state.discarded)
    if state.tile is not None:
        left[state.tile] -= 1
    return Counter({k: n for k, n in left.items() if n > 0})


#: a side of a square that faces the map's edge with nothing printed there (any tile side fits,
#: and a feature running there is closed)
EDGE = "edge"


@functools.cache
def _closing_kinds(req: tuple[str | None, ...], sides: frozenset[int]) -> tuple[str, ...]:
    """The tile kinds that fit, in some rotation, a square whose sides must show ``req`` (None:
    an empty square on the map there; :data:`EDGE`: the map's edge) and whose features at
    ``sides`` reach no empty square on the map (they close a feature there: the map's edge
    closes too). Depends on the tile data only, so it is kept for the whole run."""
    laid = {d for d in range(4) if req[d] is not None}
    out: list[str] = []
    for kind in kind_counts():
        for rot in range(4):
            tt = tile_type(kind, rot)
            if any(r is not None and r != EDGE and tt.sides[d] != r for d, r in enumerate(req)):
                continue
            if all(
                {side_of(p) for p in tt.features[tt.port_feature[d * 3 + 1]].ports} <= laid
                for d in sides
            ):
                out.append(kind)
                break
    return tuple(out)


class _Hard:
    """One decision of the hard player: the public knowledge it uses, and its caches."""

    def __init__(self, state: State, me: int) -> None:
        self.state = state
        self.me = me
        #: the tile rated by :meth:`placement` (the look-ahead rates the tile kinds left)
        self.tile = state.tile
        self.playable = state.map.playable
        self.ic = state.config.inns_cathedrals
        self.left = remaining_tiles(state)
        self.n_left = sum(self.left.values())
        self.players = state.players
        # draws of each player still to come
        self.turns = self.n_left / self.players
        #: the share of the game's tiles still to come
        self.frac_left = self.n_left / max(1, _mix(state.config.tiles).total())
        self.meeple_of: dict[Node, list[Meeple]] = {}
        for m in state.meeples:
            self.meeple_of.setdefault(m.node, []).append(m)
        self.old: dict[Node, _Feat] = {}
        self.close_memo: dict[tuple[tuple[str | None, ...], frozenset[int]], int] = {}
        self.fit_memo: dict[tuple[str | None, ...], int] = {}
        self.city_p: dict[Node, float] = {}
        #: the square of the placement being rated (None: rating the board as it is)
        self.new_square: Square | None = None
        supply = state.supply(me)
        scarcity = TUNE["scar0"] if supply <= 2 else TUNE["scar1"] if supply <= 4 else TUNE["scar2"]
        #: what a meeple in hand is worth (fewer turns left: less)
        self.meeple_worth = min(TUNE["meeple_max"], TUNE["meeple"] * self.turns) * scarcity
        on_map = len(state.chips_on_map)
        known = sum(chip_value(c) for h in state.chips_held for c in h)
        known += sum(chip_value(c) for c in state.chips_out)
        total = sum(chip_value(c) for c in range(30))
        self.chip_ev = (total - known) / on_map if on_map else 0.0

    # --------------------------------------------------------------- features on the old board
    def old_feat(self, node: Node) -> _Feat:
        info = self.old.get(node)
        if info is None:
            info = _walk(self.state.tiles, self.playable, node)
            for n in info.nodes:
                self.old[n] = info
        return info

    # --------------------------------------------------------------- completion chances
    def _required(self, board: Board, square: Square) -> tuple[str | None, ...]:
        req: list[str | None] = []
        for side in range(4):
            nb = neighbour(square, side)
            placed = board.get(nb)
            if placed is not None:
                req.append(tile_type(*placed).sides[(side + 2) % 4])
            else:
                req.append(None if nb in self.playable else EDGE)
        return tuple(req)

    def _closers(self, req: tuple[str | None, ...], sides: frozenset[int]) -> int:
        """Tiles left that fit a square with edge requirements ``req`` and whose features at
        ``sides`` reach no further empty square (they close the feature there)."""
        key = (req, sides)
        got = self.close_memo.get(key)
        if got is not None:
            return got
        count = sum(self.left.get(k, 0) for k in _closing_kinds(req, sides))
        self.close_memo[key] = count
        return count

    def _fits(self, req: tuple[str | None, ...]) -> int:
        got = self.fit_memo.get(req)
        if got is None:
            got = self._closers(req, frozenset())
            self.fit_memo[req] = got
        return got

    def p_complete(self, board: Board, feat: _Feat, draws: float) -> float:
        """Chance that the feature's open edges all get closed by the tiles left."""
        if feat.complete:
            return 1.0
        if self.n_left == 0:
            return 0.0
        by_square: dict[Square, set[int]] = {}
        for sq, side in feat.open_edges:
            by_square.setdefault(sq, set()).add(side)
        p = TUNE["decay"] ** (len(by_square) - 1)
        for sq, sides in by_square.items():
            if sq not in self.playable or sq in board:
                return 0.0
            m = self._closers(self._required(board, sq), frozenset(sides))
            if m == 0:
                return 0.0
            q = m / self.n_left
            p *= 1.0 - (1.0 - q) ** max(1.0, draws)
        return p

    def fill_chance(self, board: Board, square: Square) -> float:
        """Chance that an empty square next to a monastery gets a tile before the end."""
        if square not in self.playable or self.n_left == 0:
            return 0.0
        m = self._fits(self._required(board, square))
        q = m / self.n_left
        # measured over seeded games (hard and two medium): of the empty squares next to a tile,
        # about 80 % of those most tiles fit get a tile before the end, whatever the tiles left,
        # and one that few tiles fit as if some 15 draws could fill it
        return TUNE["fill_cap"] * (1.0 - (1.0 - q) ** min(self.n_left, TUNE["fill_draws"]))

    # --------------------------------------------------------------- expected values
    def expected(
        self, board: Board, feat: _Feat, with_fields: bool, close_k: float = 1.0
    ) -> tuple[float, float]:
        """(expected points for the feature's majority, chance it completes); ``close_k``
        multiplies ``printed_close`` (the rivals' factor, when rating their points)."""
        if feat.kind == MONASTERY:
            if feat.complete:
                return 9.0, 1.0
            filled = 8 - len(feat.open_edges)
            chances = [self.fill_chance(board, sq) for sq, _ in feat.open_edges]
            p_all = 1.0
            for c in chances:
                p_all *= c
            return min(9.0, 1 + filled + sum(chances)), p_all
        if feat.kind == FIELD:
            if not with_fields:
                return 0.0, 0.0
            total, done = 0.0, set()
            for node in feat.cities:
                city = self.feat_on(board, node)
                if city.key in done:
                    continue
                done.add(city.key)
                total += 3.0 * TUNE["farm"] * self.city_chance(board, city)
            return total, 0.0
        base = len(feat.squares) + (feat.pennants + feat.extra_parts if feat.kind == CITY else 0)
        if feat.kind == ROAD:
            done_v = 2.0 * base if self.ic and feat.inn else float(base)
            open_v = 0.0 if self.ic and feat.inn else float(base)
        else:
            done_v = (3.0 if self.ic and feat.cathedral else 2.0) * base
            open_v = 0.0 if self.ic and feat.cathedral else float(base)
            if feat.extra_parts:
                # a city with a printed large city in it: closing it counts ``printed_close``
                # times what closing gains (the player plans to close the large cities it holds)
                done_v += (TUNE["printed_close"] * close_k - 1.0) * (done_v - open_v)
        share = TUNE["draws"] if feat.kind == CITY else TUNE["draws_road"]
        if feat.extra_parts:
            share = TUNE["draws_printed"]
        p = self.p_complete(board, feat, self.turns * share)
        g = TUNE["grow_city"] if feat.kind == CITY else TUNE["grow_road"]
        growable = len({sq for sq, _ in feat.open_edges if sq in self.playable})
        grow = g * min(3, growable) * (1.0 - p)
        if feat.extra_parts:
            # a printed large city keeps growing until the map is full (issue 32, seventh pass)
            grow += TUNE["grow_printed"] * growable * self.frac_left * (1.0 - p)
        return p * done_v + (1 - p) * open_v + grow, p

    def feat_on(self, board: Board, node: Node) -> _Feat:
        """The feature at ``node`` on ``board`` (the board now, or with the tile in hand on
        ``self.new_square``). A feature of the board now that has no open edge into the new
        square is the same on both (the new tile can join it only there): not walked again."""
        if board is self.state.tiles:
            return self.old_feat(node)
        if node[0] != self.new_square:
            old = self.old_feat(node)
            if all(sq != self.new_square for sq, _ in old.open_edges):
                return old
        return _walk(board, self.playable, node)

    def city_chance(self, board: Board, city: _Feat) -> float:
        """:meth:`p_complete` of a city, from the cache when ``board`` does not change it: the
        board now, or a city none of whose open squares is next to the new square (only the
        edges of an open square's neighbours decide which tiles fit there)."""
        near = self.new_square is not None and any(
            abs(sq[0] - self.new_square[0]) + abs(sq[1] - self.new_square[1]) <= 1
            for sq, _ in city.open_edges
        )
        if board is self.state.tiles or (not near and self.old.get(city.key) is city):
            got = self.city_p.get(city.key)
            if got is None:
                got = self.p_complete(self.state.tiles, city, self.turns * TUNE["draws_field"])
                self.city_p[city.key] = got
            return got
        return self.p_complete(board, city, self.turns * TUNE["draws_field"])

    def worth(self, board: Board, feat: _Feat, extra: Meeple | None, with_fields: bool) -> float:
        """The feature's expected points to me minus the opponents', less my tied-up meeples."""
        strengths: dict[int, int] = {}
        mine = 0
        for n in feat.nodes:
            for m in self.meeple_of.get(n, ()):
                strengths[m.player] = strengths.get(m.player, 0) + m.strength
                mine += m.player == self.me
        if extra is not None:
            strengths[extra.player] = strengths.get(extra.player, 0) + 1
            mine += 1
        if not strengths:
            return 0.0
        if feat.kind == FIELD and not with_fields:
            return 0.0
        ev, p = self.expected(board, feat, with_fields)
        best = max(strengths.values())
        opp_w, opp_ev = TUNE["opp"], ev
        if feat.extra_parts:
            opp_w *= TUNE["printed_opp_k"]
            if TUNE["printed_close_rival_k"] != 1.0:
                opp_ev = self.expected(board, feat, with_fields, TUNE["printed_close_rival_k"])[0]
        total = 0.0
        for player, st in strengths.items():
            if st == best:
                total += ev if player == self.me else -opp_w * opp_ev
        if mine:
            if feat.kind == FIELD:
                total -= mine * self.meeple_worth * TUNE["farm_cost"]
            else:
                k = TUNE["meeple_k"]
                if feat.kind == ROAD:
                    k *= TUNE["road_k"]
                elif feat.kind == MONASTERY:
                    k *= TUNE["mon_k"]
                total -= mine * self.meeple_worth * k * (1.0 - p)
        return total

    # --------------------------------------------------------------- a placement
    def placement(self, square: Square, rotation: int, with_fields: bool) -> tuple[float, int]:
        """Value of the tile in hand on ``square``/``rotation`` and the best meeple (-1: none)."""
        state = self.state
        assert self.tile is not None
        old = state.tiles
        board = dict(old)
        board[square] = (self.tile, rotation)
        self.new_square = square
        tt = tile_type(self.tile, rotation)
        total = 0.0
        if square in state.chips_on_map:
            total += self.chip_ev * TUNE["chip"]
        # features before: those of the neighbours that the tile joins
        before: dict[Node, _Feat] = {}
        for side in range(4):
            nb = neighbour(square, side)
            placed = old.get(nb)
            if placed is None:
                continue
            ntt = tile_type(*placed)
            for k in range(3):
                port = ((side + 2) % 4) * 3 + k
                f = ntt.port_feature[port]
                if f < 0 or ntt.features[f].kind == FIELD and not with_fields:
                    continue
                info = self.old_feat((nb, f))
                before[info.key] = info
        after: dict[Node, _Feat] = {}
        new_feats: list[tuple[int, _Feat]] = []
        for idx, ft in enumerate(tt.features):
            if ft.kind == FIELD and not with_fields:
                new_feats.append((idx, _EMPTY))  # fields: only in the second, finer pass
                continue
            info = _walk(board, self.playable, (square, idx))
            after.setdefault(info.key, info)
            new_feats.append((idx, info))
        for info in before.values():
            total -= self.worth(old, info, None, with_fields)
        for info in after.values():
            total += self.worth(board, info, None, with_fields)
        # monasteries around gain a neighbour; features whose open squares changed
        touched: set[Node] = set(before)
        for sq in ring(square):
            placed = old.get(sq)
            if placed is None:
                continue
            for idx, ft in enumerate(tile_type(*placed).features):
                if ft.kind == MONASTERY and (sq, idx) in self.meeple_of:
                    info = self.old_feat((sq, idx))
                    total += self.worth(board, info, None, False)
                    total -= self.worth(old, info, None, False)
                    touched.add(info.key)
        for side in range(4):
            empty = neighbour(square, side)
            if empty in old or empty not in self.playable:
                continue
            for side2 in range(4):
                nb = neighbour(empty, side2)
                placed = old.get(nb)
                if placed is None or nb == square:
                    continue
                ntt = tile_type(*placed)
                f = ntt.port_feature[((side2 + 2) % 4) * 3 + 1]
                if f < 0 or ntt.features[f].kind not in (CITY, ROAD):
                    continue
                info = self.old_feat((nb, f))
                if info.key in touched or not any(n in self.meeple_of for n in info.nodes):
                    continue
                touched.add(info.key)
                total += self.worth(board, info, None, False)
                total -= self.worth(old, info, None, False)
        # the best meeple on the new tile
        best_idx, best_gain = -1, 0.0
        if state.supply(self.me) > 0:
            plain = Meeple(square, 0, self.me)
            for idx, info in new_feats:
                if info is _EMPTY or any(n in self.meeple_of for n in info.nodes):
                    continue
                gain = self.worth(board, info, plain, with_fields)
                if gain > best_gain:
                    best_idx, best_gain = idx, gain
        return total + best_gain, best_idx


_EMPTY = _Feat("", frozenset(), frozenset(), 0, (), False, False, ())


@functools.cache
def _fitting(req: tuple[str | None, ...]) -> tuple[tuple[str, int], ...]:
    """Every (tile kind, rotation) whose sides show ``req`` (None: any side fits there), each
    distinct tile laid once (a turned symmetric tile is the same tile). Tile data only: kept for
    the whole run."""
    out: list[tuple[str, int]] = []
    for kind in kind_counts():
        seen: set[tuple[object, ...]] = set()
        for rot in range(4):
            tt = tile_type(kind, rot)
            if any(r is not None and tt.sides[d] != r for d, r in enumerate(req)):
                continue
            shape = (tt.sides, tuple((f.kind, tuple(sorted(f.ports))) for f in tt.features))
            if shape not in seen:
                seen.add(shape)
                out.append((kind, rot))
    return tuple(out)


class _Look:
    """The look-ahead of one decision: what the next player can make, near a candidate
    placement, of the tile it draws — rated against what it could make there of the board as
    it is, so that a placement that blocks a rival counts as well as one that opens a chance."""

    def __init__(self, ctx: _Hard, deadline: float, who: int | None = None) -> None:
        state = ctx.state
        self.ctx = ctx
        self.deadline = deadline
        #: whose placement is rated: the next player, or (``look_self``) my own next one
        self.nxt = (ctx.me + 1) % state.players if who is None else who
        # the board as it is, rated from the next player's side (squares and kinds: memo)
        self.now = _Hard(replace(state, tile=None, current=self.nxt), self.nxt)
        self.now_best: dict[tuple[Square, str], float] = {}

    def _places(
        self, board: Board, squares: set[Square]
    ) -> list[tuple[Square, tuple[tuple[str, int], ...]]]:
        """The empty squares of ``squares`` on the map next to a tile, with the tiles that fit
        there (a printed large city not yet reached counts as a tile here: a rare difference)."""
        state = self.ctx.state
        out: list[tuple[Square, tuple[tuple[str, int], ...]]] = []
        for sq in sorted(squares):
            if sq not in self.ctx.playable or sq in board:
                continue
            req: list[str | None] = []
            touching = False
            for side in range(4):
                placed = board.get(neighbour(sq, side))
                if placed is not None:
                    touching = True
                    req.append(tile_type(*placed).sides[(side + 2) % 4])
                else:
                    req.append(state.map.edges.get((sq, side)))
            if touching:
                out.append((sq, _fitting(tuple(req))))
        return out

    def threat(self, square: Square, rotation: int, meeple: int) -> float | None:
        """The expected gain of the next player (its :meth:`_Hard.placement` rating, without
        fields, of its best placement on the squares the candidate changed — the candidate's
        square, its empty neighbours, the open squares of the roads and cities it joins that
        hold a meeple), over the tile kinds left weighted by their counts (public: never the
        pile's order), with the candidate on ``square``/``rotation`` (my meeple on its feature
        ``meeple``, -1: none) less the same on the board as it is. A placement elsewhere worth
        ``look_base`` is assumed on both. None: the CPU time ran past the deadline."""
        ctx = self.ctx
        state = ctx.state
        assert ctx.tile is not None
        board = dict(state.tiles)
        board[square] = (ctx.tile, rotation)
        meeples = state.meeples
        if meeple >= 0:
            meeples = (*meeples, Meeple(square, meeple, ctx.me))
        chips = {s: c for s, c in state.chips_on_map.items() if s != square}
        view = replace(state, tiles=board, meeples=meeples, chips_on_map=chips, tile=None)
        opp = _Hard(view, self.nxt)
        held = {m.node for m in meeples}
        squares: set[Square] = {neighbour(square, side) for side in range(4)}
        for idx, ft in enumerate(tile_type(ctx.tile, rotation).features):
            if ft.kind in (CITY, ROAD):
                info = opp.old_feat((square, idx))
                if any(n in held for n in info.nodes):
                    squares.update(sq for sq, _ in info.open_edges)
            elif ft.kind == MONASTERY:
                squares.update(ring(square))
        after = self._places(board, squares)
        before = self._places(state.tiles, squares | {square}) if TUNE["look_rel"] else []
        base = TUNE["look_base"]
        total = 0.0
        for kind, n in opp.left.items():
            if time.thread_time() > self.deadline:
                return None
            opp.tile = kind
            best = base
            for sq, fits in after:
                for k, rot in fits:
                    if k == kind:
                        best = max(best, opp.placement(sq, rot, False)[0])
            was = base
            for sq, fits in before:
                got = self.now_best.get((sq, kind))
                if got is None:
                    got = float("-inf")
                    self.now.tile = kind
                    for k, rot in fits:
                        if k == kind:
                            got = max(got, self.now.placement(sq, rot, False)[0])
                    self.now_best[sq, kind] = got
                was = max(was, got)
            total += n * (best - was)
        return total / max(1, opp.n_left)


def hard_place(state: State, me: int, rng: random.Random) -> Move:
    """The placement with the best expected value. Past :data:`BUDGET_S` of CPU time the
    placements not yet rated are left out (the first pass) or not rated again with fields (the
    second), so a decision never costs more than the budget and one rating. With ``look_k`` in
    :data:`TUNE`, the best ``look_k`` are rated once more less ``look_w`` times what the next
    player can expect to make of them (:meth:`_Look.threat`), when the budget allows it for all."""
    assert state.tile is not None
    start = time.thread_time()
    deadline = start + BUDGET_S
    ctx = _Hard(state, me)
    scored: list[tuple[float, Square, int]] = []
    for square, rot in legal_placements(state, state.tile):
        value_, _ = ctx.placement(square, rot, False)
        scored.append((value_, square, rot))
        if time.thread_time() > deadline:
            break
    scored.sort(key=lambda t: -t[0])
    rescored: list[tuple[float, Square, int]] = []
    meeples: dict[tuple[Square, int], int] = {}
    for _, sq, rot in scored[: int(TUNE["field_top"])]:
        if time.thread_time() > deadline:
            break
        v, meeples[sq, rot] = ctx.placement(sq, rot, True)
        rescored.append((v, sq, rot))
    rescored = rescored or scored[:1]
    look_k = int(TUNE["look_k"])
    if look_k > 1 and len(rescored) > 1:
        top = sorted(rescored, key=lambda t: (-t[0], t[1], t[2]))[:look_k]
        looked: list[tuple[float, Square, int]] = []
        look = _Look(ctx, start + LOOK_S)
        own = _Look(ctx, start + LOOK_S, me) if TUNE["look_self"] else None
        for v, sq, rot in top:
            threat = look.threat(sq, rot, meeples[sq, rot]) if TUNE["look_w"] else 0.0
            if threat is None:
                break
            v -= TUNE["look_w"] * threat
            if own is not None:
                chance = own.threat(sq, rot, meeples[sq, rot])
                if chance is None:
                    break
                v += TUNE["look_self"] * chance
            looked.append((v, sq, rot))
        if len(looked) == len(top):
            rescored = looked
    best = max(v for v, _, _ in rescored)
    ties = [(sq, rot) for v, sq, rot in rescored if v >= best - 1e-9]
    square, rot = rng.choice(sorted(ties))
    return Move("place", square, rot)


def hard_meeple(state: State, me: int) -> Move:
    assert state.last is not None
    ctx = _Hard(state, me)
    board = state.tiles
    best, best_gain = Move("skip"), 0.0
    plain = Meeple(state.last, 0, me)
    for move in legal_moves(state):
        if move.kind != "meeple":
            continue
        info = ctx.old_feat((state.last, move.feature))
        gain = ctx.worth(board, info, plain, True) - ctx.worth(board, info, None, True)
        if gain > best_gain:
            best, best_gain = move, gain
    return best
