"""Turn rules of 10 Tage durch Deutschland, one test per rulebook paragraph, plus random games."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geoquiz.games.common import IllegalMove
from geoquiz.games.engine_tools import freeze
from geoquiz.games.tage import (
    Config,
    Declare,
    Discard,
    Draw,
    Exchange,
    PlaceSetup,
    PlayerSpec,
    State,
    apply,
    current_player,
    is_over,
    legal_moves,
    move_from_dict,
    move_to_dict,
    new_game,
    ranking,
)
from geoquiz.games.tage.cards import deck_counts

VALID = [
    "oberpfalz", "bus", "chemnitz", "dresden", "leipzig",
    "halle", "magdeburg", "train:orange", "mittelfranken", "oberbayern",
]  # fmt: skip


def config(n: int = 2, seed: int = 1, **kw: int) -> Config:
    return Config(tuple(PlayerSpec(f"P{i}") for i in range(n)), seed=seed, **kw)


def after_setup(n: int = 2, seed: int = 1) -> State:
    state = new_game(config(n, seed))
    while state.phase == "setup":
        free = next(d for d in range(10) if state.holders[state.current][d] is None)
        state = apply(state, PlaceSetup(free))
    return state


def staged(holders: list[list[str]], tops: list[list[str]], draw: list[str] | None = None) -> State:
    """A state in the draw phase with the given holders and discard piles; the rest is the pile."""
    rest = deck_counts()
    for cards in [*holders, *tops]:
        rest.subtract(cards)
    assert all(v >= 0 for v in rest.values())
    pile = list((+rest).elements())
    if draw is not None:  # put these cards on top of the draw pile, the last one on top
        for card in draw:
            pile.remove(card)
        pile += draw
    state = new_game(config(len(holders)))
    return rig(state, stacks=[[] for _ in holders], holders=holders, discards=tops, draw_pile=pile)


def rig(state: State, **fields: Any) -> State:
    """``state`` in the draw phase, seat 0 to move, with ``fields`` replaced (frozen)."""
    changes = {name: freeze(list(value)) for name, value in fields.items()}
    return replace(state, phase="draw", current=0, **changes)


def accounted(state: State) -> bool:
    return state.all_cards() == deck_counts()


# --------------------------------------------------------------------------- components, setup


def test_components_two_to_four_players() -> None:
    for n in (2, 3, 4):
        state = new_game(config(n))
        assert len(state.holders) == n and accounted(state)
    for n in (1, 5):
        with pytest.raises(ValueError, match="2 to 4 players"):
            new_game(config(n))


def test_setup_each_player_takes_ten_cards_face_down() -> None:
    state = new_game(config(3))
    assert [len(s) for s in state.stacks] == [10, 10, 10]
    assert len(state.draw_pile) == 59 - 30
    assert all(h == (None,) * 10 for h in state.holders)
    assert state.phase == "setup"


def test_game_setup_phase_places_cards_one_at_a_time_into_free_days() -> None:
    state = new_game(config(2))
    top = state.stacks[0][-1]
    state = apply(state, PlaceSetup(4))
    assert state.holders[0][4] == top and len(state.stacks[0]) == 9
    assert legal_moves(state) == [PlaceSetup(d) for d in range(10) if d != 4]


def test_game_setup_phase_no_exchange_or_swap_of_placed_cards() -> None:
    state = apply(new_game(config(2)), PlaceSetup(4))
    with pytest.raises(IllegalMove, match=r"tage\.day_taken"):
        apply(state, PlaceSetup(4))
    assert not any(isinstance(m, Draw | Exchange) for m in legal_moves(state))


def test_setup_ends_with_three_face_up_discard_piles() -> None:
    state = after_setup(2)
    assert state.phase == "draw"
    assert [len(p) for p in state.discards] == [1, 1, 1]
    assert len(state.draw_pile) == 59 - 20 - 3
    assert all(None not in h for h in state.holders)
    assert accounted(state)


def test_the_youngest_player_begins_then_clockwise() -> None:
    state = new_game(Config((PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")), first_player=2))
    assert current_player(state) == 2  # setup starts with the first player too
    while state.phase == "setup":
        state = apply(state, legal_moves(state)[0])
    assert current_player(state) == 2
    state = apply(state, Draw(None))
    state = apply(state, Discard(0))
    assert current_player(state) == 0


# --------------------------------------------------------------------------- turn structure


def test_turn_structure_draw_place_discard() -> None:
    state = after_setup()
    assert {type(m) for m in legal_moves(state)} == {Draw, Declare}
    state = apply(state, Draw(None))
    assert state.phase == "place"
    assert {type(m) for m in legal_moves(state)} == {Exchange, Discard}
    with pytest.raises(IllegalMove, match=r"tage\.already_drawn"):
        apply(state, Draw(None))


def test_draw_a_card_from_the_draw_pile() -> None:
    state = after_setup()
    top = state.draw_pile[-1]
    state = apply(state, Draw(None))
    assert state.drawn == top and state.drawn_from is None


def test_draw_a_card_from_a_face_up_discard_pile() -> None:
    state = after_setup()
    top = state.discards[1][-1]
    state = apply(state, Draw(1))
    assert state.drawn == top and state.discards[1] == ()
    assert state.pickups[0] == (top,)


def test_place_a_card_exchange_with_the_holder() -> None:
    state = after_setup()
    old = state.holders[0][3]
    state = apply(state, Draw(None))
    drawn = state.drawn
    state = apply(state, Exchange(3, 2))
    assert state.holders[0][3] == drawn
    assert state.discards[2][-1] == old
    assert state.phase == "draw" and state.current == 1
    assert accounted(state)


@pytest.mark.parametrize("card", ["bus", "train:green"])
def test_no_train_or_bus_may_be_placed_on_day_1_or_day_10(card: str) -> None:
    holder = ["koeln", "bodensee", "muenster", "detmold", "kassel",
              "giessen", "darmstadt", "karlsruhe", "stuttgart", "tuebingen"]  # fmt: skip
    state = staged([holder, VALID], [["bremen"], ["saarland"], ["trier"]], [card])
    state = apply(state, Draw(None))
    assert state.drawn == card
    for day in (0, 9):
        with pytest.raises(IllegalMove, match=r"tage\.transport_on_end_day") as info:
            apply(state, Exchange(day, 0))
        assert info.value.params == {"card": card, "day": day + 1}
    days = {m.slot for m in legal_moves(state) if isinstance(m, Exchange)}
    assert days == set(range(1, 9))
    assert apply(state, Exchange(4, 0)).holders[0][4] == card
    # a region may go anywhere, days 1 and 10 included
    region_state = apply(staged([holder, VALID], [["bremen"], ["saarland"], ["trier"]]), Draw(0))
    days = {m.slot for m in legal_moves(region_state) if isinstance(m, Exchange)}
    assert days == set(range(10))


def test_place_a_card_discard_if_it_does_not_fit() -> None:
    state = after_setup()
    holder = list(state.holders[0])
    state = apply(state, Draw(None))
    drawn = state.drawn
    state = apply(state, Discard(0))
    assert state.discards[0][-1] == drawn and list(state.holders[0]) == holder


def test_only_two_discard_piles_exchanged_card_founds_the_third() -> None:
    state = after_setup()
    state = apply(state, Draw(1))  # pile 1 held only its base card: now two piles remain
    assert state.allowed_piles() == [1]
    with pytest.raises(IllegalMove, match=r"tage\.found_third_pile"):
        apply(state, Exchange(0, 0))
    assert {m.pile for m in legal_moves(state) if isinstance(m, Exchange)} == {1}
    old = state.holders[0][4]
    state = apply(state, Exchange(4, 1))
    assert state.discards[1] == (old,)


def test_only_two_discard_piles_a_taken_card_cannot_go_straight_back() -> None:
    state = after_setup()
    state = apply(state, Draw(1))
    assert {m.pile for m in legal_moves(state) if isinstance(m, Discard)} == {0, 2}
    with pytest.raises(IllegalMove, match=r"tage\.same_pile") as info:
        apply(state, Discard(1))
    assert info.value.params == {"card": state.drawn, "pile": 2}


def test_only_two_discard_piles_is_for_the_exchanged_card_drawn_card_may_be_discarded() -> None:
    """Rulebook: "If the drawn card is exchanged … If at this point there are only two discard
    piles, the exchanged card must be placed … as the base of the third" — a drawn card laid off
    by rule b goes "on one of the three discard piles", so after taking a pile's only card the
    player may still discard it on another pile (the third place stays empty)."""
    state = after_setup()
    drawn = state.discards[1][0]
    holder = list(state.holders[0])
    state = apply(state, Draw(1))
    after = apply(state, Discard(2))
    assert after.discards[1] == () and after.discards[2][-1] == drawn
    assert list(after.holders[0]) == holder and after.current == 1
    # the next exchange (by anybody) must found the empty place again
    after = apply(after, Draw(None))
    assert after.exchange_piles() == [1]
    assert {m.pile for m in legal_moves(after) if isinstance(m, Exchange)} == {1}
    assert {m.pile for m in legal_moves(after) if isinstance(m, Discard)} == {0, 1, 2}


def test_otherwise_any_discard_pile() -> None:
    state = staged([VALID, _other_holder()], [["bremen", "hamburg"], ["saarland"], ["trier"]])
    state = apply(state, Draw(0))
    assert state.allowed_piles() == [0, 1, 2]
    assert {m.pile for m in legal_moves(state) if isinstance(m, Discard)} == {1, 2}
    state = apply(state, Exchange(0, 0))
    assert state.discards[0] == ("bremen", "oberpfalz")


def _other_holder() -> list[str]:
    return ["koeln", "bodensee", "muenster", "detmold", "kassel",
            "giessen", "darmstadt", "karlsruhe", "stuttgart", "tuebingen"]  # fmt: skip


def test_reshuffle_when_the_draw_pile_runs_out() -> None:
    state = after_setup()
    rounds = 0
    while len(state.draw_pile) > 1:
        state = apply(apply(state, Draw(None)), Discard(rounds % 3))
        rounds += 1
    tops = state.tops()
    below = sum(len(p) - 1 for p in state.discards)
    state = apply(state, Draw(None))
    assert state.draw_pile == ()
    state = apply(state, Discard(0))
    assert state.reshuffles == 1
    assert [len(p) for p in state.discards] == [1, 1, 1]
    assert state.tops()[1:] == tops[1:]
    assert len(state.draw_pile) == below + 1  # the cards below the tops plus the old top of pile 0
    assert accounted(state)


# --------------------------------------------------------------------------- end of the game


def test_end_of_the_game_a_correct_route_wins_at_once() -> None:
    state = staged([VALID, _other_holder()], [["bremen"], ["saarland"], ["trier"]])
    state = apply(state, Declare())
    assert is_over(state) and state.winner == 0
    assert ranking(state)[0] == 0
    assert legal_moves(state) == []
    with pytest.raises(IllegalMove, match=r"tage\.game_over"):
        apply(state, Draw(None))


def test_end_of_the_game_declaring_with_the_last_card() -> None:
    holder = list(VALID)
    holder[3] = "bremen"
    state = staged([holder, _other_holder()], [["hamburg"], ["saarland"], ["trier"]], ["dresden"])
    state = apply(state, Draw(None))
    state = apply(state, Exchange(3, 0, declare=True))
    assert state.winner == 0 and is_over(state)
    assert state.declarations[-1]["valid"] is True


def test_end_of_the_game_an_error_in_the_route_play_goes_on() -> None:
    state = staged([_other_holder(), VALID], [["bremen"], ["saarland"], ["trier"]])
    state = apply(state, Declare())
    assert not is_over(state) and state.winner is None
    assert state.to_dict()["declarations"] == [
        {"player": 0, "turn": 0, "valid": False, "route": _other_holder()}
    ]
    assert Declare() not in legal_moves(state)  # once per turn
    with pytest.raises(IllegalMove, match=r"tage\.already_called"):
        apply(state, Declare())
    state = apply(apply(state, Draw(None)), Discard(0))
    assert state.current == 1
    state = apply(state, Declare())
    assert state.winner == 1


def test_turn_limit_ends_without_a_winner() -> None:
    state = after_setup()
    state = State.from_dict({**state.to_dict(), "config": config(max_turns=2).as_dict()})
    for _ in range(2):
        state = apply(apply(state, Draw(None)), Discard(0))
    assert is_over(state) and state.winner is None


# --------------------------------------------------------------------------- engine shape


def test_apply_does_not_mutate_and_state_round_trips_json() -> None:
    state = after_setup(3, seed=9)
    before = json.dumps(state.to_dict(), sort_keys=True)
    nxt = apply(state, Draw(2))
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    data = json.loads(json.dumps(nxt.to_dict()))
    assert State.from_dict(data) == nxt
    for move in [Draw(None), Draw(1), Exchange(3, 1, True), Discard(2), Declare(), PlaceSetup(0)]:
        assert move_from_dict(json.loads(json.dumps(move_to_dict(move)))) == move


def test_same_seed_same_game() -> None:
    def play(seed: int) -> State:
        rng = random.Random(4)
        state = new_game(config(3, seed, max_turns=60))
        while not is_over(state):
            state = apply(state, rng.choice(legal_moves(state)))
        return state

    assert play(5) == play(5)
    assert play(5).history != play(6).history or play(5).holders != play(6).holders


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    choices=st.randoms(use_true_random=False),
)
def test_random_games_account_for_all_59_cards(n: int, seed: int, choices: random.Random) -> None:
    state = new_game(config(n, seed, max_turns=150))
    steps = 0
    while not is_over(state):
        moves = legal_moves(state)
        assert moves, "no legal move before the end"
        state = apply(state, choices.choice(moves))
        assert state.all_cards() == deck_counts()
        # a discarded card may leave a pile's place empty; some pile always holds a card
        assert any(state.discards) or state.phase in ("place", "setup")
        assert sum(not p for p in state.discards) <= 2 or state.phase in ("place", "setup")
        steps += 1
        assert steps < 10 * 150 + 100
    assert state.winner is not None or state.turn == 150
    assert sorted(ranking(state)) == list(range(n))
    assert Counter(state.all_cards()) == deck_counts()


def test_replaying_the_history_gives_the_same_state() -> None:
    rng = random.Random(11)
    state = new_game(config(3, seed=21, max_turns=80))
    while not is_over(state):
        state = apply(state, rng.choice(legal_moves(state)))
    replay = new_game(state.config)
    for entry in state.history:
        assert entry["player"] == replay.current
        replay = apply(replay, move_from_dict({k: v for k, v in entry.items() if k != "player"}))
    assert replay == state
