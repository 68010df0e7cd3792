"""Stadt-Land-anders: the state is frozen data (issue 9) — immutable to the last container, an
exact JSON round trip, saves of the earlier formats still load, ``apply`` never changes it."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping

import pytest

from geoquiz.games.stadtland import game
from geoquiz.games.stadtland.engine import (
    BeginEntry,
    Deal,
    EnterTerms,
    Score,
    State,
    StopOne,
    StopOut,
    Vote,
    apply,
    legal_moves,
)

TERMS = [("Bonn", "Belgien", "Bodensee", "Bär", "Bank"), ("Bern", "", "Bode", "Biber", "Bank")]


def scored_round() -> State:
    """Two players, one round played to the check with a call, a vote, and the score."""
    state = game.new_game(game.example_config(2), 3)
    state = apply(state, Deal(1.0))
    state = apply(state, StopOne(1, 4, 2.0))
    state = apply(state, StopOut(0, 3.0))
    state = apply(state, BeginEntry(9.0))
    state = apply(state, EnterTerms(0, TERMS[0]))
    state = apply(state, EnterTerms(1, TERMS[1]))
    return apply(apply(state, Vote(0, 0, (1,))), Score())


def test_state_is_frozen() -> None:
    state = scored_round()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.phase = "over"  # type: ignore[misc]


def test_state_containers_are_immutable_to_the_last_level() -> None:
    state = scored_round()
    assert isinstance(state.stack, tuple) and isinstance(state.history, tuple)
    result = state.results[-1]
    assert isinstance(result, Mapping) and isinstance(result["terms"][0], tuple)
    with pytest.raises(TypeError):
        result["points"] = (0, 0)  # type: ignore[index]
    with pytest.raises(TypeError):
        state.history[0]["at"] = 5.0  # type: ignore[index]


def test_state_freezes_the_lists_it_is_given() -> None:
    state = State(game.example_config(2), rng=1, stack=["a", "b"])  # type: ignore[arg-type]
    assert state.stack == ("a", "b")
    again = dataclasses.replace(state, stops=[{"player": 0, "filled": 2, "at": 1.0}])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        again.stops[0]["filled"] = 3  # type: ignore[index]


def test_state_json_round_trip_is_exact_through_a_random_game() -> None:
    state = game.new_game(game.example_config(3), 8)
    rng = random.Random(8)
    for _ in range(400):
        if state.phase == "over":
            break
        text = json.dumps(state.to_dict(), ensure_ascii=False)
        assert json.dumps(State.from_dict(json.loads(text)).to_dict(), ensure_ascii=False) == text
        assert State.from_dict(json.loads(text)) == state
        state = apply(state, rng.choice(legal_moves(state)))


def test_apply_leaves_its_input_unchanged() -> None:
    state = scored_round()
    before = state.to_dict()
    for move in legal_moves(state):
        apply(state, move)
    assert state.to_dict() == before


def test_a_save_of_format_1_loads_with_blank_notes_and_results_without_logs() -> None:
    state = scored_round()
    old = state.to_dict()
    old["version"] = 1
    for key in ("notes", "auto", "merges", "edits", "kept"):
        old.pop(key)
    for key in ("notes", "merges", "edits"):
        old["results"][0].pop(key)
    back = State.from_dict(old)
    assert back.results[0]["notes"] == () and back.results[0]["merges"] == ()
    assert back.results[0]["points"] == state.results[0]["points"]
    assert back.kept == back.history  # before Undo kept its own list, every move was kept
    assert back.notes == tuple(("",) * 5 for _ in back.terms)


def test_with_top_prompt_deals_that_prompt_next() -> None:
    state = game.new_game(game.example_config(2), 3)
    pid = state.stack[0]  # the bottom card
    assert apply(state.with_top_prompt(pid), Deal(1.0)).prompt == pid
    assert sorted(state.with_top_prompt(pid).stack) == sorted(state.stack)
    with pytest.raises(ValueError):
        state.with_top_prompt("no-such-card")
