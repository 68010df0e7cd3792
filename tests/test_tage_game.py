"""10 Tage under the engine contract (games/tage/game.py): views hide what a seat cannot see."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from geoquiz.games.contract import TERMINAL, IllegalMove
from geoquiz.games.engine_tools import freeze
from geoquiz.games.tage import game
from geoquiz.games.tage.engine import Discard, Draw, Exchange


def _play(seed: int, plies: int) -> object:
    state = game.new_game(game.example_config(players=3), seed)
    rng = random.Random(seed)
    for _ in range(plies):
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    return state


def _canon(data: object) -> str:
    return json.dumps(data, sort_keys=True)


def test_view_information_set_other_holders_and_draw_order_are_hidden() -> None:
    state = _play(3, 45)  # setup done (30 placements), play under way
    assert state.phase in ("draw", "place")
    seat = (state.current + 1) % 3
    other = (seat + 1) % 3
    holders = [list(h) for h in state.holders]
    holders[other][3], holders[other][6] = holders[other][6], holders[other][3]
    changed = replace(state, draw_pile=state.draw_pile[::-1], holders=freeze(holders))
    assert game.encode_state(changed) != game.encode_state(state)
    assert _canon(game.view(changed, seat)) == _canon(game.view(state, seat))
    assert _canon(game.view(changed, None)) == _canon(game.view(state, None))
    assert _canon(game.view(changed, other)) != _canon(game.view(state, other))


def test_view_setup_card_seen_by_its_placer_only_and_drawn_card_only_for_its_seat() -> None:
    state = game.new_game(game.example_config(players=2), 1)
    top = state.stacks[0][-1]
    assert game.view(state, 0)["next"] == top  # the seat placing sees the card it places
    assert game.view(state, 1)["next"] is None and game.view(state, None).get("next") is None
    assert top not in (game.view(state, 1)["holder"] or [])
    state = game.apply(state, game.legal_moves(state)[0])
    assert game.view(state, 0)["holder"][0] == top  # its own holder faces it
    assert game.view(state, 1)["holder"] == [None] * 10  # not the other's holder
    assert game.view(state, 0)["filled"][0].count(True) == 1
    while state.phase == "setup" and state.current == 0:
        state = game.apply(state, game.legal_moves(state)[0])
    placed = list(state.holders[0])
    assert game.view(state, 0)["next"] is None  # seat 1 places: its card is its own
    assert game.view(state, 1)["next"] == state.stacks[1][-1]
    assert all(c not in placed for c in game.view(state, 1)["holder"] if c is not None)
    while state.phase == "setup":
        state = game.apply(state, game.legal_moves(state)[0])
    state = game.apply(state, Draw(None))
    me = state.current
    assert game.view(state, me)["drawn"] == state.drawn
    assert game.view(state, 1 - me)["drawn"] is None
    assert game.view(state, 1 - me)["holder"] == list(state.holders[1 - me])
    assert str(state.rng) not in _canon(game.view(state, me))


def test_view_card_taken_from_a_discard_pile_is_public() -> None:
    state = game.new_game(game.example_config(players=2), 2)
    while state.phase == "setup":
        state = game.apply(state, game.legal_moves(state)[0])
    top = state.discards[2][-1]
    state = game.apply(state, Draw(2))
    assert game.view(state, None)["drawn"] == top
    assert game.view(state, None)["pickups"][state.current] == [top]


def test_refusals_are_codes_with_parameters() -> None:
    state = game.new_game(game.example_config(players=2), 4)
    try:
        game.apply(state, Discard(0))
    except IllegalMove as exc:
        assert exc.code == "tage.place_first"
    while state.phase == "setup":
        state = game.apply(state, game.legal_moves(state)[0])
    state = game.apply(state, Draw(1))
    for move, code in ((Draw(None), "tage.already_drawn"), (Discard(1), "tage.same_pile"),
                       (Exchange(4, 0), "tage.found_third_pile")):  # fmt: skip
        try:
            game.apply(state, move)
        except IllegalMove as exc:
            assert exc.code == code and " " not in exc.code
        else:
            raise AssertionError(f"{move} was accepted")


def test_ranking_groups_ties_and_events_name_what_happened() -> None:
    config = game.example_config(players=2)
    state = game.new_game(config, 6)
    before = state
    while game.current_player(state) != TERMINAL:
        state = game.apply(state, game.bots["medium"](state, state.current, random.Random(1)))
    ranking = game.ranking(state)
    assert sorted(s for g in ranking for s in g) == [0, 1]
    kinds = {e.kind for e in game.events(before, state)}
    assert {"tage.placed", "tage.drew", "tage.setup_done"} <= kinds
    assert ("tage.won" in kinds) == (state.winner is not None)
