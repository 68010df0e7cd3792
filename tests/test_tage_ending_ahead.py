"""The 10-Tage screen draws the faces its last move will show ahead, in idle event-loop turns:
the hidden row lays them out exactly as the holders are laid out when the game ends, so the end's
frame finds every face in the shared cache; and the route check kept per holder equals a fresh
one."""

from __future__ import annotations

import dataclasses
import random

import pytest

from geoquiz.app.tage import widgets
from geoquiz.app.tage.screen import TageScreen, route_of
from geoquiz.games.tage import Config, Draw, PlayerSpec, State, apply, legal_moves, new_game
from geoquiz.games.tage.route import check_route

PLAYERS = (PlayerSpec("Anna", "computer", "hard"), PlayerSpec("Ben", "computer", "medium"))


def _after_setup(seed: int, draw: bool) -> State:
    """A position of the first turn after every card is placed (drawn already with ``draw``)."""
    rng = random.Random(seed)
    state = new_game(Config(PLAYERS, seed=seed))
    while state.phase == "setup":
        state = apply(state, rng.choice(legal_moves(state)))
    return apply(state, Draw(None)) if draw else state


@pytest.mark.parametrize(("size", "draw"), [((1400, 950), True), ((1280, 720), False)])
def test_the_last_moves_faces_are_drawn_ahead_at_the_final_layout(qtbot, size, draw) -> None:  # type: ignore[no-untyped-def]
    screen = TageScreen("en", persist=False)
    screen.computer_delay_ms = 10**7  # no computer moves: the test sets the positions
    screen.resize(*size)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    state = _after_setup(5, draw)
    screen.load_state(state)
    assert screen.ending_ahead(state)  # a turn in play has faces to draw ahead

    def laid_out() -> bool:  # the rows have their final geometry
        return all(
            b.height() == b.sizeHint().height() and row.width() == screen.holders_box.width()
            for row, _name, slots in screen._all_rows[: len(screen.holder_rows)]
            for b in slots
        )

    qtbot.waitUntil(laid_out)  # the game's rows laid out (the first show of a game)
    widgets._FACES.clear()
    screen.refresh()
    qtbot.waitUntil(lambda: not screen._ahead_todo)
    drawn_ahead = set(widgets._FACES)
    # the player to move wins (as a call-out would end it): every holder turns face up
    holders = state.holders
    if draw:  # the drawn card goes on day 4 (the end's frame draws the holder as it is then)
        mover = list(holders[state.current])
        mover[3] = state.drawn
        holders = tuple(tuple(mover) if p == state.current else h for p, h in enumerate(holders))
    end = dataclasses.replace(state, holders=holders, phase="over", winner=state.current)
    screen.load_state(end)
    qtbot.waitUntil(laid_out)  # the end laid out (every row at its full height)
    qtbot.wait(20)
    checked = 0
    for _label, slots in screen.holder_rows:
        for button in slots:
            assert button.face_up and not button.compact
            if button.problem:  # a real winner's route has no bad link; this made-up one may
                continue
            assert button.face_key(button.devicePixelRatioF()) in drawn_ahead, button.card
            checked += 1
    assert checked >= 10


def test_the_route_kept_per_holder_equals_a_fresh_check() -> None:
    state = _after_setup(3, True)
    for holder in state.holders:
        assert route_of(holder) == check_route(holder)
        assert route_of(list(holder)) is route_of(holder)  # the second look is the kept one
    changed = (state.drawn, *state.holders[0][1:])
    assert route_of(changed) == check_route(changed)
