"""The hard Carcassonne player's look-ahead (issue 32, fourth pass): what the next player can make
of the tile it draws next to a candidate placement, from the public tile counts only."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from geoquiz.games.carcassonne import Config, PlayerSpec, apply, hard, is_over, new_game
from geoquiz.games.carcassonne.engine import State, legal_placements
from geoquiz.games.carcassonne.features import neighbour
from geoquiz.games.carcassonne.players import choose


@pytest.fixture
def look_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """The look-ahead on, with a CPU budget no test machine reaches (the choice must not
    depend on the machine's speed here)."""
    monkeypatch.setitem(hard.TUNE, "look_k", 4.0)
    monkeypatch.setattr(hard, "LOOK_S", 30.0)


def _hard_turns(seed: int) -> list[State]:
    """The placement decisions of hard (seat 0) in a seeded game against two medium players."""
    levels = ("hard", "medium", "medium")
    s = new_game(Config(tuple(PlayerSpec(lv, "computer", lv) for lv in levels), seed=seed))
    rng = random.Random(seed)
    out = []
    while not is_over(s):
        if s.phase == "place" and s.current == 0:
            out.append(s)
        s = apply(s, choose(s, s.current, rng, levels[s.current]))
    return out


@pytest.mark.usefixtures("look_on")
def test_look_ahead_choice_is_the_same_for_two_bags_that_differ_only_in_their_order() -> None:
    """The look-ahead weighs the tile kinds left by their public counts, never the pile's order:
    hard's placements are the same when the pile is reversed or shuffled."""
    checked = 0
    for s in _hard_turns(31)[::3]:
        if len(s.stack) < 2:
            continue
        want = choose(s, 0, random.Random(5), "hard")
        shuffled = list(s.stack)
        random.Random(31).shuffle(shuffled)
        for stack in (tuple(reversed(s.stack)), tuple(shuffled)):
            other = replace(s, stack=stack, rng=s.rng ^ 0x2545F491)
            assert choose(other, 0, random.Random(5), "hard") == want
        checked += 1
    assert checked >= 8


@pytest.mark.usefixtures("look_on")
def test_look_ahead_rates_exactly_the_placements_the_rules_allow_next_to_a_candidate() -> None:
    """The squares and tiles the look-ahead rates for the next player (its own fit test, kept
    for the run) are the ones the engine allows there, on the board with the candidate laid:
    every tile kind with a legal rotation on a square is rated there, and no other."""
    compared = 0
    for s in _hard_turns(8)[4:30:5]:
        ctx = hard._Hard(s, 0)
        look = hard._Look(ctx, float("inf"))
        assert s.tile is not None
        for square, rot in legal_placements(s, s.tile)[:3]:
            board = dict(s.tiles)
            board[square] = (s.tile, rot)
            after = replace(s, tiles=board)
            near = {neighbour(square, side) for side in range(4)}
            rated = {(sq, kind) for sq, fits in look._places(board, near) for kind, _ in fits}
            allowed = {
                (sq, kind)
                for kind in ctx.left
                for sq, _ in legal_placements(after, kind)
                if sq in near
            }
            assert {(sq, k) for sq, k in rated if k in ctx.left} == allowed
            compared += len(allowed)
    assert compared >= 50


@pytest.mark.usefixtures("look_on")
def test_look_ahead_counts_a_blocked_square_of_the_next_player_as_its_loss() -> None:
    """Issue 32, fourth pass: the next player's chances are rated against the board as it is,
    so taking the last open square of its road or city (which it could close there) counts as a
    gain for hard, not only the chances a placement opens (seed 22, 105 tiles left: hard may lay
    its tile on the one open square of the next player's two-tile city)."""
    s = next(st for st in _hard_turns(22) if len(st.stack) == 105)
    ctx = hard._Hard(s, 0)
    mine = [m for m in s.meeples if m.player == 1]
    city = next(
        f
        for f in (ctx.old_feat(m.node) for m in mine)
        if f.kind == "city" and len({sq for sq, _ in f.open_edges}) == 1
    )
    hole = city.open_edges[0][0]
    assert s.tile is not None
    look = hard._Look(ctx, float("inf"))
    on_hole = [(sq, r) for sq, r in legal_placements(s, s.tile) if sq == hole]
    assert on_hole
    for sq, r in on_hole:
        threat = look.threat(sq, r, ctx.placement(sq, r, True)[1])
        assert threat is not None and threat < 0
