"""Finden Sie Minden through the engine contract alone (``games.minden.game``).

Random playouts end, ``apply`` never changes its input, states and moves round-trip through JSON,
a replay equals the game, and views keep secrets: the information-set property (two states that
differ only in what a seat cannot see give it the same view) for the draw pile's order and for
another seat's tip before scoring.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL, bot_rng
from geoquiz.games.minden import game
from geoquiz.games.minden.engine import Guess


def playout(seed: int, players: int = 3) -> tuple[list[object], object]:
    state = game.new_game(game.example_config(players), seed)
    moves = []
    rng = random.Random(seed)
    for _ply in range(2000):
        seat = game.current_player(state)
        if seat == TERMINAL:
            return moves, state
        assert isinstance(seat, int)
        moves.append(rng.choice(game.legal_moves(state)))
        before = json.dumps(game.encode_state(state), sort_keys=True)
        after = game.apply(state, moves[-1])
        assert json.dumps(game.encode_state(state), sort_keys=True) == before, "apply mutated"
        state = after
    raise AssertionError("the playout did not end")


def test_minden_is_registered_under_the_contract() -> None:
    assert GAMES["minden"] is game
    assert set(game.bots) == {"easy", "medium", "hard"}


def test_minden_random_playouts_end_and_replay_equals() -> None:
    for seed in (1, 2):
        moves, final = playout(seed, players=2 + seed)
        assert game.current_player(final) == TERMINAL
        replay = game.new_game(game.example_config(2 + seed), seed)
        for move in moves:
            data = json.loads(json.dumps(game.encode_move(move)))
            replay = game.apply(replay, game.decode_move(data))
        assert game.encode_state(replay) == game.encode_state(final)
        ranking = game.ranking(final)
        assert sorted(p for group in ranking for p in group) == list(range(2 + seed))


def test_minden_state_round_trips_through_json() -> None:
    state = game.new_game(game.example_config(4), 5)
    for _ in range(12):
        state = game.apply(state, game.legal_moves(state)[-1])
        data = json.loads(json.dumps(game.encode_state(state)))
        assert game.encode_state(game.decode_state(data)) == game.encode_state(state)


def to_guess(seed: int = 3) -> object:
    state = game.new_game(game.example_config(3), seed)
    while state.phase != "guess":
        seat = game.current_player(state)
        assert isinstance(seat, int)
        state = game.apply(state, game.bots["medium"](state, seat, bot_rng(seed, 0, seat)))
    return state


def test_minden_view_hides_other_tips_and_the_pile_order() -> None:
    state = to_guess()
    first = game.current_player(state)
    assert isinstance(first, int)
    a = game.apply(state, Guess(("W", "N")))
    b = game.apply(state, Guess(("O", "S", 3)))
    for seat in range(3):
        if seat == first:
            assert game.view(a, seat) != game.view(b, seat)  # its own tip it sees
            assert game.view(a, seat)["tips"][first]["tip"] == ["W", "N"]
            continue
        assert game.view(a, seat) == game.view(b, seat)
    assert game.view(a, None) == game.view(b, None)
    # another draw-pile order (what nobody sees) gives every seat the same view
    shuffled = replace(game.decode_state(game.encode_state(a)), pile=tuple(reversed(a.pile)))
    for seat in (None, 0, 1, 2):
        assert game.view(shuffled, seat) == game.view(a, seat)


def test_minden_view_is_json_without_rng_or_unscored_solutions() -> None:
    state = to_guess()
    text = json.dumps(game.view(state, 0))
    assert "rng" not in json.loads(text)
    assert "pile" not in json.loads(text)
    assert "solutions" not in json.dumps(json.loads(text)["hands"])
    assert "solutions" not in json.dumps(json.loads(text)["offer"])


def test_minden_events_name_what_happened() -> None:
    state = game.new_game(game.example_config(3), 2)
    seat = game.current_player(state)
    after = game.apply(state, game.legal_moves(state)[0])
    kinds = [e.kind for e in game.events(state, after)]
    assert kinds and kinds[0] == "minden.draft"
    assert game.events(state, after)[0].seat == seat
