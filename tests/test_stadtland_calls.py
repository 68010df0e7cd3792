"""Stadt-Land-anders: the calls of the writing phase are simultaneous (issue 16).

"Stopp und 1!" and "Stopp und Aus!" may come from any player at any moment; through the contract
the seat to act is offered only its own calls (``legal_moves``) and every other seat its own calls
through the optional hook ``out_of_turn_moves``; ``apply`` refuses a call a player may not make.
"""

from __future__ import annotations

import pytest

from geoquiz.games import GAMES, IllegalMove
from geoquiz.games.contract_helpers import out_of_turn_moves as hook
from geoquiz.games.stadtland import game
from geoquiz.games.stadtland.engine import Deal, State, StopOne, StopOut, Undo

NCAT = 5  # the five printed columns of example_config


def writing(players: int = 3, seed: int = 2) -> State:
    """A game of ``players`` in the writing phase of its first round (dealt at t = 1)."""
    state = game.new_game(game.example_config(players), seed)
    return game.apply(state, Deal(1.0))


def callers(moves: list[object]) -> set[int | None]:
    return {m.player for m in moves if isinstance(m, StopOne | StopOut)}


def test_legal_moves_offer_the_seat_to_act_only_its_own_calls() -> None:
    state = writing(players=4)
    seen = set()
    while True:  # the seat to act rotates with the plies, over the seats still writing
        seat = game.current_player(state)
        assert isinstance(seat, int)
        seen.add(seat)
        moves = game.legal_moves(state)
        assert callers(moves) == {seat}
        assert {m.filled for m in moves if isinstance(m, StopOne)} == set(range(2, NCAT))
        assert StopOut(seat, state.clock) in moves
        others = [p for p in range(state.n) if p != seat and state.stop_of(p) is None]
        if not others:
            break
        state = game.apply(state, StopOne(others[0], 2, state.clock + 1))
    assert len(seen) >= 2


def test_out_of_turn_moves_are_the_seats_own_calls() -> None:
    state = writing()
    current = game.current_player(state)
    for seat in range(state.n):
        moves = game.out_of_turn_moves(state, seat)
        if seat == current:
            assert moves == []
            continue
        assert moves and callers(moves) == {seat}
        assert all(isinstance(m, StopOne | StopOut) for m in moves)
        for move in moves:
            game.apply(state, move)  # every offer is accepted


def test_out_of_turn_moves_reach_drivers_through_the_contract_helper() -> None:
    state = writing()
    current = game.current_player(state)
    seat = (int(current) + 1) % state.n
    assert hook(GAMES["stadtland"], state, seat) == game.out_of_turn_moves(state, seat)


def test_out_of_turn_moves_are_empty_outside_the_writing_phase() -> None:
    state = game.new_game(game.example_config(3), 2)  # ready: the laptop deals
    assert all(game.out_of_turn_moves(state, seat) == [] for seat in range(3))
    state = game.apply(writing(), StopOut(1, 2.0))  # grace after "Aus!"
    assert state.phase == "grace"
    assert all(game.out_of_turn_moves(state, seat) == [] for seat in range(3))


def test_out_of_turn_moves_are_empty_for_a_seat_not_in_the_game() -> None:
    state = writing()
    assert game.out_of_turn_moves(state, 3) == []
    assert game.out_of_turn_moves(state, -1) == []


def test_a_seat_that_called_stopp_und_1_is_offered_no_more_calls() -> None:
    state = writing()
    caller = (int(game.current_player(state)) + 1) % state.n
    state = game.apply(state, StopOne(caller, 3, 2.0))
    assert game.current_player(state) != caller  # the rotation skips seats that have called
    assert game.out_of_turn_moves(state, caller) == []
    assert caller not in callers(game.legal_moves(state))


def test_apply_refuses_a_second_call_of_the_same_player() -> None:
    state = game.apply(writing(), StopOne(1, 3, 2.0))
    with pytest.raises(IllegalMove) as again:
        game.apply(state, StopOne(1, 4, 3.0))
    assert again.value.code == "stadtland.already_called"
    with pytest.raises(IllegalMove) as out:
        game.apply(state, StopOut(1, 3.0))
    assert out.value.code == "stadtland.counting"


def test_apply_refuses_a_call_for_a_player_not_in_the_game() -> None:
    with pytest.raises(IllegalMove) as exc:
        game.apply(writing(), StopOne(7, 3, 2.0))
    assert exc.value.code == "stadtland.no_player"


def test_no_stopp_und_1_is_offered_once_the_count_has_run_out() -> None:
    state = game.apply(writing(), StopOne(0, 3, 2.0))
    due = state.due()
    assert due is not None
    late = State.from_dict({**state.to_dict(), "clock": due})
    for seat in range(1, state.n):
        offered = game.out_of_turn_moves(late, seat) + (
            game.legal_moves(late) if game.current_player(late) == seat else []
        )
        assert not [m for m in offered if isinstance(m, StopOne)]
        assert StopOut(seat, due) in offered  # "Aus!" is still each writer's own call


def test_seat_0_keeps_the_laptops_moves_when_every_seat_has_called() -> None:
    state = writing()
    for seat in range(state.n):
        state = game.apply(state, StopOne(seat, 2, 2.0 + seat))
    assert game.current_player(state) == 0
    moves = game.legal_moves(state)
    assert callers(moves) == {None}  # the app's "Stopp und Aus!" when the first count ends
    assert StopOut(None, 12.0) in moves and Undo(state.clock) in moves
    assert all(game.out_of_turn_moves(state, seat) == [] for seat in range(state.n))
