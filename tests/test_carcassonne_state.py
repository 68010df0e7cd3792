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
#: pinned again when the publisher's map rules changed the game (the map's edge closes features:
#: rules/carcassonne-maps-basic-rules.txt), which changes which features score during play.
OLD_DIGESTS = (
    "9aa4f5387fc5120231bee262d9a1d8600499e0de01b5d216a21b58c4f3f6fa92",
    "e78a0f3a5332ef33a98d09ec2c4fa2595d8e484d182f541a93483cd64644dc32",
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
