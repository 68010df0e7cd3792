"""The state is frozen data (DESIGN §1, issue 9) and writes the JSON earlier versions wrote."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random

import pytest

from geoquiz.games.carcassonne import State, game
from geoquiz.games.carcassonne.state import FrozenMap
from geoquiz.games.contract import TERMINAL

#: sha256 of ``encode_state`` (sorted keys) after 120 plies and at the end of the game below.
#: First pinned as written by the mutable state of commit c41b649 (before the state was frozen);
#: pinned again when the publisher's map rules changed the game (rules/carcassonne-maps-basic-
#: rules.txt: the map's edge closes features; the six printed large cities, printed edges — the
#: map's JSON gained ``pieces`` and ``edges``, and saves without them are refused in one line,
#: ``tests/test_carcassonne_printed.py``).
OLD_DIGESTS = (
    "0490c8b009c1bf82c0ae9f77bb120904df8d67c16de7360fe3fe4978d5682eb4",
    "0598756d4310726195554b4902f3beadd0128495f7d21f17cd5df7bf28b5a6f5",
)


def _random_game(plies: int) -> list[State]:
    s = game.new_game(game.example_config(3), 11)
    rng = random.Random(5)
    out = [s]
    for _ in range(plies):
        if game.current_player(s) == TERMINAL:
            break
        s = game.apply(s, rng.choice(game.legal_moves(s)))
        out.append(s)
    return out


def _digest(s: State) -> str:
    return hashlib.sha256(json.dumps(game.encode_state(s), sort_keys=True).encode()).hexdigest()


def test_state_is_frozen_data() -> None:
    s = _random_game(40)[-1]
    assert State.__dataclass_params__.frozen  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.phase = "over"  # type: ignore[misc]
    with pytest.raises(TypeError):
        s.tiles[(0, 0)] = ("BA01", 0)  # type: ignore[index]
    with pytest.raises(TypeError):
        s.chips_on_map.pop(next(iter(s.chips_on_map)))  # type: ignore[attr-defined]
    for name in ("order", "stack", "discarded", "meeples", "chips_held", "chips_out", "scores"):
        assert isinstance(getattr(s, name), tuple), name
    assert all(isinstance(h, tuple) for h in s.chips_held)
    assert all(isinstance(e, FrozenMap) for e in s.events)
    assert isinstance(s.map.large_cities, FrozenMap) and isinstance(s.map.playable, frozenset)
    hash(s)  # frozen all the way down


def test_replace_freezes_what_it_is_given() -> None:
    s = dataclasses.replace(_random_game(0)[0], meeples=[], scores=[1, 2, 3], tiles={})
    assert s.meeples == () and s.scores == (1, 2, 3) and isinstance(s.tiles, FrozenMap)


def test_apply_never_changes_its_input() -> None:
    states = _random_game(200)
    before = [json.dumps(game.encode_state(s), sort_keys=True) for s in states]
    for s in states[:-1]:  # apply again: the states already made stay as they were
        moves = game.legal_moves(s)
        game.apply(s, moves[-1])
    assert [json.dumps(game.encode_state(s), sort_keys=True) for s in states] == before


def test_json_is_the_format_of_the_mutable_state_and_old_saves_load() -> None:
    mid, end = _random_game(120)[-1], _random_game(10**6)[-1]
    assert (_digest(mid), _digest(end)) == OLD_DIGESTS
    for s in (mid, end):
        data = json.loads(json.dumps(game.encode_state(s)))
        again = game.decode_state(data)
        assert again == s and game.encode_state(again) == data
