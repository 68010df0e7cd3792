"""The hard computer player of Carcassonne Maps: public information only, and within its budget."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from geoquiz.games.carcassonne import (
    Config,
    PlayerSpec,
    apply,
    hard,
    is_over,
    legal_moves,
    new_game,
)
from geoquiz.games.carcassonne.engine import Meeple, State
from geoquiz.games.carcassonne.players import choose
from geoquiz.games.carcassonne.tiles import CITY, MONASTERY, ROAD, tile_type


def _states(seed: int, plies: int) -> list[State]:
    """The states of a seeded game between hard and two medium players, in order."""
    levels = ("hard", "medium", "medium")
    cfg = Config(tuple(PlayerSpec(lv, "computer", lv) for lv in levels), seed=seed)
    s = new_game(cfg)
    rng = random.Random(seed)
    out = []
    for _ in range(plies):
        if is_over(s):
            break
        out.append(s)
        s = apply(s, choose(s, s.current, rng, levels[s.current]))
    return out


def test_hard_choice_is_the_same_for_two_bags_that_differ_only_in_their_order() -> None:
    """Hard reads the counts of the tile kinds left, never their order: every placement and
    meeple decision of a seeded game (both phases, early to late) is the same when the pile is
    reversed, or shuffled, and the generator behind it differs."""
    checked = 0
    for seed in (21, 22):
        for s in _states(seed, 330):
            if s.phase not in ("place", "meeple") or len(s.stack) < 2 or s.current == 1:
                continue
            me = s.current
            want = choose(s, me, random.Random(5), "hard")
            reversed_bag = replace(s, stack=tuple(reversed(s.stack)))
            shuffled = list(s.stack)
            random.Random(seed).shuffle(shuffled)
            other_bag = replace(s, stack=tuple(shuffled), rng=s.rng ^ 0x2545F491)
            assert reversed_bag.stack != s.stack or len(set(s.stack)) == 1
            assert choose(reversed_bag, me, random.Random(5), "hard") == want
            assert choose(other_bag, me, random.Random(5), "hard") == want
            checked += 1
    assert checked >= 60


def test_hard_decision_on_a_mid_game_position_stays_within_a_loose_cpu_bound() -> None:
    """A placement decision with many legal placements, mid-game, takes well under a second of
    CPU (the bench measures the real figure against the 100 ms bar; this only catches a
    search that runs away)."""
    states = [
        s
        for s in _states(8, 200)
        if s.phase == "place" and 30 <= len(s.stack) <= 70 and s.current == 0
    ]
    s = max(states, key=lambda st: len(legal_moves(st)))
    assert len(legal_moves(s)) >= 20
    start = time.process_time()
    move = choose(s, 0, random.Random(0), "hard")
    spent = time.process_time() - start
    assert move in legal_moves(s)
    assert spent < 1.0, f"{spent * 1000:.0f} ms of CPU for one decision"


def test_printed_large_cities_take_their_share_of_draws_from_draws_printed_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 32, third pass: the share of one's turns that may close a city is ``draws`` for an
    ordinary city and ``draws_printed`` for a city with a printed large city in it (the two
    were one setting before; lowering it for all cities won games but closed fewer large
    cities, ``docs/carcassonne.md``). Changing one moves only the chance of its own kind."""
    s = next(st for st in _states(8, 200) if len(st.stack) <= 70)
    ctx = hard._Hard(s, 0)
    cities = [ctx.old_feat(node) for node in _city_nodes(s)]
    printed = next(f for f in cities if f.extra_parts and not f.complete)
    plain = next(f for f in cities if not f.extra_parts and not f.complete)

    def chances() -> tuple[float, float]:
        fresh = hard._Hard(s, 0)
        return (
            fresh.expected(s.tiles, printed, False)[1],
            fresh.expected(s.tiles, plain, False)[1],
        )

    before = chances()
    assert 0.0 < before[0] < 1.0 and 0.0 < before[1] < 1.0
    monkeypatch.setitem(hard.TUNE, "draws_printed", hard.TUNE["draws_printed"] * 3)
    more_printed = chances()
    assert more_printed[0] > before[0] and more_printed[1] == before[1]
    monkeypatch.setitem(hard.TUNE, "draws", hard.TUNE["draws"] * 3)
    assert chances()[0] == more_printed[0] and chances()[1] > before[1]


def _city_nodes(s: State) -> list[tuple[tuple[int, int], int]]:
    """Every city node of the board."""
    return [
        (sq, i)
        for sq, placed in s.tiles.items()
        for i, ft in enumerate(tile_type(*placed).features)
        if ft.kind == CITY
    ]


@pytest.mark.parametrize(("kind", "key"), [(ROAD, "road_k"), (MONASTERY, "mon_k")])
def test_a_meeple_tied_up_on_a_road_or_monastery_costs_its_own_factor(
    monkeypatch: pytest.MonkeyPatch, kind: str, key: str
) -> None:
    """Issue 32, fifth pass: a meeple that stays on an open road costs ``road_k`` times what a
    meeple tied up elsewhere costs (the hard player's roads gave 0.058 points per meeple-ply
    against a medium player's 0.107), one on a monastery ``mon_k`` times. The cost is the
    meeple's worth times the chance it does not come back; cities are not affected."""
    s = next(st for st in _states(8, 200) if len(st.stack) <= 80 and st.current == 0)
    ctx = hard._Hard(s, 0)
    feats = [ctx.old_feat(node) for node in _nodes(s, kind)]
    feat = next(f for f in feats if not f.complete)
    mine = 1 + sum(1 for m in s.meeples if m.node in feat.nodes and m.player == 0)
    city = next(f for f in (ctx.old_feat(n) for n in _nodes(s, CITY)) if not f.complete)
    me = Meeple(min(feat.squares), 0, 0)

    def worth(f: hard._Feat) -> float:
        return hard._Hard(s, 0).worth(s.tiles, f, me, False)

    def expected(f: hard._Feat) -> tuple[float, float]:
        return hard._Hard(s, 0).expected(s.tiles, f, False)

    ev, p = expected(feat)
    assert 0.0 < p < 1.0
    monkeypatch.setitem(hard.TUNE, key, 1.0)
    plain, city_plain = worth(feat), worth(city)
    monkeypatch.setitem(hard.TUNE, key, 3.0)
    cost = ctx.meeple_worth * hard.TUNE["meeple_k"] * (1.0 - p)
    assert worth(feat) == pytest.approx(plain - 2.0 * mine * cost)
    assert worth(city) == city_plain


def _nodes(s: State, kind: str) -> list[tuple[tuple[int, int], int]]:
    """Every node of ``kind`` on the board."""
    return [
        (sq, i)
        for sq, placed in s.tiles.items()
        for i, ft in enumerate(tile_type(*placed).features)
        if ft.kind == kind
    ]


def test_an_open_printed_large_city_counts_its_growth_while_tiles_are_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 32, seventh pass: an open city with a printed large city in it keeps growing until
    the map is full, so the hard player counts ``grow_printed`` points per open square on the
    map times the share of the game's tiles still to come (times the chance it stays open).
    A city without a printed piece is rated as before."""
    s = next(st for st in _states(8, 200) if len(st.stack) <= 80)
    ctx = hard._Hard(s, 0)
    cities = {f.key: f for f in (ctx.old_feat(n) for n in _nodes(s, CITY)) if not f.complete}
    printed = next(f for f in cities.values() if f.extra_parts)
    plain = next(f for f in cities.values() if not f.extra_parts)
    growable = len({sq for sq, _ in printed.open_edges if sq in s.map.playable})
    assert growable > 0 and 0.0 < ctx.frac_left < 1.0

    def expected(f: hard._Feat) -> tuple[float, float]:
        return hard._Hard(s, 0).expected(s.tiles, f, False)

    monkeypatch.setitem(hard.TUNE, "grow_printed", 0.0)
    without, p = expected(printed)
    plain_without = expected(plain)
    monkeypatch.setitem(hard.TUNE, "grow_printed", 2.0)
    gain = 2.0 * growable * ctx.frac_left * (1.0 - p)
    assert expected(printed)[0] == pytest.approx(without + gain)
    assert gain > 0.0
    assert expected(plain) == plain_without


def test_a_rivals_printed_large_city_weighs_printed_opp_k_times_their_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 32, eighth pass: for an open city with a printed large city in it held by a rival,
    ``printed_opp_k`` multiplies the weight of the rival's points (1.0: as any rival feature;
    negative: the player counts the rival's large city as a gain, so it helps close it) and
    ``printed_close_rival_k`` the closing bonus in the rival's points. Neither changes the
    rating of a printed city the player holds."""

    def held(s: State, f: hard._Feat, player: int) -> bool:
        return any(m.player == player and m.node in f.nodes for m in s.meeples)

    found: dict[str, tuple[State, hard._Feat]] = {}
    for s in _states(8, 300):
        ctx = hard._Hard(s, 0)
        for f in (ctx.old_feat(n) for n in _nodes(s, CITY)):
            if f.complete or not f.extra_parts:
                continue
            if held(s, f, 0) and not any(held(s, f, p) for p in (1, 2)):
                found.setdefault("mine", (s, f))
            if not held(s, f, 0) and any(held(s, f, p) for p in (1, 2)):
                found.setdefault("rival", (s, f))
        if len(found) == 2:
            break
    assert set(found) == {"mine", "rival"}

    def worth(which: str) -> float:
        s, f = found[which]
        return hard._Hard(s, 0).worth(s.tiles, f, None, False)

    s, rival = found["rival"]
    ev = hard._Hard(s, 0).expected(s.tiles, rival, False)[0]
    mine = worth("mine")
    assert worth("rival") == pytest.approx(-hard.TUNE["opp"] * ev)
    monkeypatch.setitem(hard.TUNE, "printed_opp_k", -1.0)
    assert worth("rival") == pytest.approx(hard.TUNE["opp"] * ev)
    assert worth("mine") == mine
    monkeypatch.setitem(hard.TUNE, "printed_opp_k", 1.0)
    monkeypatch.setitem(hard.TUNE, "printed_close_rival_k", 2.0)
    ev2 = hard._Hard(s, 0).expected(s.tiles, rival, False, 2.0)[0]
    assert worth("rival") == pytest.approx(-hard.TUNE["opp"] * ev2)
    assert ev2 > ev
    assert worth("mine") == mine
