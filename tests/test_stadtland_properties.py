"""Stadt-Land-anders: random legal games (hypothesis) — invariants, an end, JSON, replay."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from geoquiz.games.stadtland import (
    Config,
    EnterTerms,
    State,
    apply,
    is_over,
    legal_moves,
    move_from_dict,
    new_game,
    ranking,
    round_points,
)
from geoquiz.games.stadtland.text import normalise

WORDS = ["Bonn", "bonn", "Berlin", "Ulm", "Öl", "Maß", "masse", "Essen", "", "", "Tag", "Zug"]


def play(data: st.DataObject, config: Config) -> State:
    state = new_game(config)
    for _ in range(2000):
        if is_over(state):
            break
        moves = legal_moves(state)
        assert moves, state.phase
        move = data.draw(st.sampled_from(moves))
        if isinstance(move, EnterTerms) and move.terms == ("",) * state.ncat:
            stop = state.stop_of(move.player)
            limit = stop["filled"] if stop else state.ncat
            terms = data.draw(st.lists(st.sampled_from(WORDS), min_size=state.ncat,
                                       max_size=state.ncat))  # fmt: skip
            kept = 0
            for i, t in enumerate(terms):
                if normalise(t):
                    kept += 1
                    if kept > limit:
                        terms[i] = ""
            move = EnterTerms(move.player, tuple(terms))
        elif hasattr(move, "at"):
            delay = data.draw(st.sampled_from([0.0, 1.5, 7.0, 200.0]))
            later = type(move)(**{**vars(move), "at": move.at + delay})  # type: ignore[arg-type]
            if later in legal_moves(state, later.at):
                move = later
        before = json.dumps(state.to_dict())
        state = apply(state, move)
        assert json.dumps(json.loads(before)) == before  # apply never mutates
        check_invariants(state)
    assert is_over(state)
    return state


def check_invariants(state: State) -> None:
    n, ncat = state.n, state.ncat
    assert state.round <= state.config.round_cap
    assert len(state.stack) + len(state.box) == len(set(state.stack) | set(state.box))
    for r in state.results:
        assert list(r["points"]) == round_points(r["terms"], r["marks"])
        for row, marks in zip(r["terms"], r["marks"], strict=True):
            # a gap is exactly a blank term; nobody entered more than the rules allow
            assert all((m == "gap") == (not normalise(t)) for t, m in zip(row, marks, strict=True))
        for p in range(n):
            # at most 2 + (n - 1) per category; never negative
            assert 0 <= r["points"][p] <= ncat * (n + 1)
        if r["creative"] is not None:
            assert sum(r["creative"]) == n
    totals = state.totals()
    assert sorted(totals, reverse=True) == [totals[p] for p in ranking(state)]
    data = json.loads(json.dumps(state.to_dict()))
    assert State.from_dict(data).to_dict() == state.to_dict()


@settings(max_examples=15, deadline=None)
@given(
    data=st.data(),
    n=st.integers(2, 4),
    ncat=st.integers(5, 7),
    colours=st.sampled_from(["green", "blue", "mixed"]),
    seed=st.integers(0, 2**31),
)
def test_random_games_end_and_replay_identically(
    data: st.DataObject, n: int, ncat: int, colours: str, seed: int
) -> None:
    cats = ("stadt", "land", "musik", "name", "tier", "berg", "teekesselchen")[:ncat]
    config = Config(
        tuple(f"P{i}" for i in range(n)),
        rounds=5,
        categories=cats,
        prompts=colours,
        timer_seconds=60,
        creative=n >= 3 and seed % 2 == 0,
        seed=seed,
        round_cap=7,
    )
    state = play(data, config)
    replay = new_game(config)
    for h in state.history:
        replay = apply(replay, move_from_dict(h))
    assert replay.to_dict() == state.to_dict()
