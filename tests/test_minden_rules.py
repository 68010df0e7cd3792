"""Finden Sie Minden: one test per paragraph of the rulebook (``rules/finden-sie-minden.txt``).

Cards are a small synthetic deck of real places whose solutions come from ``geo.board.locate``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import pytest

from geoquiz.games.contract import IllegalMove
from geoquiz.games.engine_tools import freeze
from geoquiz.games.minden import (
    Card,
    Challenge,
    Config,
    Draft,
    Guess,
    KeepCard,
    PlayerSpec,
    Score,
    State,
    Trade,
    apply,
    current_player,
    is_over,
    legal_moves,
    new_game,
    ranking,
)
from geoquiz.games.minden.cards import all_tips, tip_is_right
from geoquiz.games.minden.engine import move_from_dict, move_to_dict, start_spaces
from geoquiz.geo.board import locate

PLACES: list[tuple[str, float, float]] = [
    ("Minden", 52.289, 8.917),
    ("Hamburg", 53.55, 9.993),
    ("München", 48.137, 11.575),
    ("Köln", 50.938, 6.96),
    ("Dresden", 51.05, 13.74),
    ("Berlin", 52.52, 13.405),
    ("Stuttgart", 48.776, 9.18),
    ("Frankfurt", 50.11, 8.68),
    ("Leipzig", 51.34, 12.37),
    ("Hannover", 52.37, 9.73),
    ("Bremen", 53.08, 8.80),
    ("Nürnberg", 49.45, 11.08),
    ("Kiel", 54.32, 10.13),
    ("Rostock", 54.09, 12.14),
    ("Erfurt", 50.98, 11.03),
    ("Kassel", 51.31, 9.49),
    ("Freiburg", 47.99, 7.85),
    ("Regensburg", 49.01, 12.10),
    ("Würzburg", 49.79, 9.93),
    ("Münster", 51.96, 7.63),
    ("Magdeburg", 52.13, 11.63),
    ("Potsdam", 52.39, 13.06),
    ("Schwerin", 53.63, 11.41),
    ("Saarbrücken", 49.23, 6.99),
    ("Mainz", 50.0, 8.27),
    ("Trier", 49.75, 6.64),
    ("Passau", 48.57, 13.43),
    ("Görlitz", 51.15, 14.99),
    ("Flensburg", 54.78, 9.44),
    ("Oldenburg", 53.14, 8.21),
    ("Augsburg", 48.37, 10.90),
    ("Ulm", 48.40, 9.99),
    ("Konstanz", 47.66, 9.17),
    ("Bonn", 50.73, 7.10),
    ("Aachen", 50.78, 6.08),
    ("Jena", 50.93, 11.59),
    ("Halle", 51.48, 11.97),
    ("Cottbus", 51.76, 14.33),
    ("Stralsund", 54.31, 13.09),
    ("Lübeck", 53.87, 10.69),
    ("Bielefeld", 52.02, 8.53),
    ("Dortmund", 51.51, 7.47),
    ("Karlsruhe", 49.01, 8.40),
    ("Koblenz", 50.36, 7.59),
    ("Fulda", 50.55, 9.68),
    ("Bayreuth", 49.95, 11.58),
    ("Ingolstadt", 48.77, 11.43),
    ("Rosenheim", 47.86, 12.12),
    ("Kempten", 47.73, 10.31),
    ("Emden", 53.37, 7.21),
    ("Wilhelmshaven", 53.53, 8.11),
    ("Heidelberg", 49.40, 8.67),
]
COLOUR_CYCLE = ("yellow", "orange", "green", "blue")


def make_deck() -> list[Card]:
    cards = []
    for i, (name, lat, lon) in enumerate(PLACES):
        sols = tuple(
            (s.ew, s.zone, s.square, s.quadrant) for s in locate(lat, lon, tolerance_km=2.0)
        )
        cards.append(Card(f"c{i}", COLOUR_CYCLE[i % 4], name, sols, lat=lat, lon=lon))
    return cards


DECK = make_deck()
BY_TITLE = {c.title: c for c in DECK}


def config(n: int = 4, **kw: object) -> Config:
    players = tuple(
        PlayerSpec(name, colour, age)
        for name, colour, age in [
            ("Anna", "red", 40),
            ("Ben", "blue", 12),
            ("Cleo", "green", 70),
            ("Dirk", "yellow", 25),
            ("Emil", "black", 33),
        ][:n]
    )
    return Config(players=players, **kw)  # type: ignore[arg-type]


def rig(state: State, **fields: Any) -> State:
    """A copy of ``state`` with ``fields`` replaced (lists are frozen as the engine stores them)."""
    return replace(state, **{name: freeze(value) for name, value in fields.items()})


def put(values: Sequence[Any], index: int, value: Any) -> list[Any]:
    """``values`` with ``values[index]`` replaced."""
    changed = list(values)
    changed[index] = value
    return changed


def game(n: int = 4, deck: list[Card] | None = None, **kw: object) -> State:
    return new_game(config(n, **kw), DECK if deck is None else deck)


def first_of(state: State) -> State:
    """Play the first legal move (used to skip through draft and trade)."""
    return apply(state, legal_moves(state)[0])


def to_phase(state: State, phase: str) -> State:
    while state.phase != phase:
        state = first_of(state)
    return state


def right_tip(state: State, player: int, stones: int = 4) -> tuple[object, ...]:
    card = state.card(player)
    assert card is not None
    return card.solutions[0][:stones]


def wrong_tip(state: State, player: int, stones: int = 4) -> tuple[object, ...]:
    card = state.card(player)
    assert card is not None
    for tip in all_tips(stones):
        if len(tip) == stones and not tip_is_right(card.solutions, tip):
            return tip
    raise AssertionError("no wrong tip")


def guess_all(state: State, tip_for: Callable[[State, int], tuple[object, ...]]) -> State:
    state = to_phase(state, "guess")
    while state.phase == "guess":
        p = current_player(state)
        assert p is not None
        state = apply(state, Guess(tip_for(state, p)))
    return state


def score_all(state: State) -> State:
    rnd = state.round
    while not is_over(state) and state.round == rnd and state.phase in ("score", "challenge"):
        if state.phase == "challenge":
            state = apply(state, Challenge(None))
        else:
            state = apply(state, Score(9.0, 51.0))
    return state


# ------------------------------------------------------------------------- Game Contents / Setup


def test_game_contents_five_pieces_four_stones_each() -> None:
    assert game(5).n == 5
    with pytest.raises(ValueError, match="2 to 5 players"):
        new_game(Config(players=config(5).players + (PlayerSpec("F", "white", 9),)), DECK)
    with pytest.raises(ValueError, match="2 to 5 players"):
        new_game(config(1), DECK)


def test_setup_each_player_gets_tip_stones_and_one_chip() -> None:
    state = game(4)
    assert state.stones == (4, 4, 4, 4)
    assert state.trade_chip == (True,) * 4
    assert state.challenge_chips == (0,) * 4  # the other chips stay in the box


def test_setup_pieces_on_start_spaces_oldest_in_front() -> None:
    for n in range(2, 6):
        state = game(n)
        assert sorted(state.positions) == start_spaces(n)
        ages = [state.config.players[p].age for p in state.rear_to_front()]
        assert ages == sorted(ages), "rearmost youngest, oldest at the very front"
    state = game(4)
    assert ranking(state)[0] == 2  # Cleo, 70


def test_setup_normal_game_yellow_orange_green_about_half_as_draw_pile() -> None:
    state = game(4)
    colours = {c.colour for c in state.cards.values()}
    assert colours == {"yellow", "orange", "green"}
    used = len(state.cards)
    assert used == sum(1 for c in DECK if c.colour != "blue")
    in_pile = len(state.pile) + len(state.offer)
    assert in_pile == (used + 1) // 2
    assert len(state.reserve) == used - in_pile


def test_setup_expert_game_adds_blue_cards() -> None:
    state = game(4, expert=True)
    assert {c.colour for c in state.cards.values()} == set(COLOUR_CYCLE)
    assert len(state.cards) == len(DECK)


def test_setup_shuffle_depends_on_seed_and_replays() -> None:
    assert game(3, seed=1).pile == game(3, seed=1).pile
    assert game(3, seed=1).pile != game(3, seed=2).pile


# ------------------------------------------------------------------------- Sequence of Play


def test_sequence_of_play_round_is_deal_trade_guess_score() -> None:
    state = game(3)
    seen = [state.phase]
    while state.round == 1:
        state = first_of(state) if state.phase != "score" else apply(state, Score())
        if state.phase != seen[-1]:
            seen.append(state.phase)
    assert seen == ["draft", "trade", "guess", "score", "draft"]


# ------------------------------------------------------------------------- 1. Dealing and choosing


def test_dealing_out_one_card_per_player_rearmost_chooses_first() -> None:
    state = game(4)
    assert len(state.offer) == 4
    assert all(h is None for h in state.hands)
    assert current_player(state) == state.rear_to_front()[0] == 1  # Ben, 12


def test_choosing_cards_last_to_first_leader_takes_leftover() -> None:
    state = game(4)
    offer = list(state.offer)
    order = []
    while state.phase == "draft":
        order.append(current_player(state))
        state = apply(state, Draft(state.offer[-1]))
    assert order == state.rear_to_front()[:3]
    leader = ranking(state)[0]
    assert state.hands[leader] == offer[0]  # the card that was left over
    assert sorted(h for h in state.hands if h) == sorted(offer)
    with pytest.raises(IllegalMove):
        apply(game(4), Draft("nonexistent"))


# ------------------------------------------------------------------------- 2. Trading


def test_trading_chip_and_card_to_box_top_card_of_pile() -> None:
    state = to_phase(game(3), "trade")
    p = current_player(state)
    assert p is not None
    old, top = state.hands[p], state.pile[0]
    after = apply(state, Trade())
    assert after.hands[p] == top and old in after.box
    assert after.trade_chip[p] is False
    assert state.hands[p] == old, "apply must not mutate its input"


def test_trading_rearmost_decides_first_then_by_position() -> None:
    state = to_phase(game(4), "trade")
    order = []
    while state.phase == "trade":
        order.append(current_player(state))
        state = apply(state, KeepCard())
    assert order == state.rear_to_front()


def test_trading_needs_the_chip() -> None:
    state = to_phase(game(2), "trade")
    state = apply(state, Trade())
    state = apply(state, KeepCard())
    # next round: the same player has no chip any more
    state = guess_all(state, lambda s, p: ())
    state = score_all(state)
    state = to_phase(state, "trade")
    spent = [p for p in range(2) if not state.trade_chip[p]]
    while current_player(state) not in spent:
        state = apply(state, KeepCard())
    assert Trade() not in legal_moves(state)
    with pytest.raises(IllegalMove, match=r"minden\.chip_used"):
        apply(state, Trade())


# ------------------------------------------------------------------------- 3. Guessing Phase


@pytest.mark.parametrize(
    ("name", "ew"), [("Minden", "W"), ("Berlin", "O"), ("Kiel", "O"), ("Freiburg", "W")]
)
def test_guessing_first_stone_west_or_east_of_the_10th_meridian(name: str, ew: str) -> None:
    card = BY_TITLE[name]
    assert tip_is_right(card.solutions, (ew,))
    assert not tip_is_right(card.solutions, ("O" if ew == "W" else "W",))


@pytest.mark.parametrize(
    ("name", "zone"), [("Rostock", "N"), ("Minden", "N"), ("Kassel", "M"), ("Stuttgart", "S")]
)
def test_guessing_second_stone_north_middle_south_at_50_and_52(name: str, zone: str) -> None:
    card = BY_TITLE[name]
    ew = card.solutions[0][0]
    assert tip_is_right(card.solutions, (ew, zone))
    for other in {"N", "M", "S"} - {zone}:
        assert not tip_is_right(card.solutions, (ew, other))


def test_guessing_third_stone_map_square_numbers() -> None:
    assert BY_TITLE["Minden"].solutions == (("W", "N", 12, "C"),)
    assert tip_is_right(BY_TITLE["Berlin"].solutions, ("O", "N", 14))
    tips3 = [t for t in all_tips(3) if len(t) == 3]
    assert Counter(t[1] for t in tips3) == {"N": 30, "M": 20, "S": 30}  # 15/10/15 per W and O
    state = to_phase(game(2), "guess")
    with pytest.raises(IllegalMove, match=r"minden\.bad_square\(squares=10, zone='M'\)"):
        apply(state, Guess(("W", "M", 11)))


def test_guessing_fourth_stone_quadrant_a_upper_left_to_d_lower_right() -> None:
    assert BY_TITLE["Minden"].solutions[0][3] == "C"  # lower left of W N 12
    state = to_phase(game(2), "guess")
    with pytest.raises(IllegalMove, match=r"minden\.bad_quadrant"):
        apply(state, Guess(("W", "N", 12, "E")))


def test_guessing_fewer_stones_allowed_one_wrong_stone_no_movement() -> None:
    state = guess_all(game(2), lambda s, p: right_tip(s, p, 2) if p == 0 else wrong_tip(s, p, 4))
    before = list(state.positions)
    state = score_all(state)
    assert state.positions[0] > before[0]
    assert state.positions[1] == before[1]
    with pytest.raises(IllegalMove, match=r"minden\.tip_too_long"):
        apply(to_phase(game(2), "guess"), Guess(("W", "N", 12, "C", "A")))


# ------------------------------------------------------------------------- 4. Scoring


def test_scoring_right_tip_moves_free_spaces_skipping_occupied() -> None:
    state = to_phase(game(3), "score")
    state = rig(state, positions=[0, 1, 2], tips=[right_tip(state, 0, 3), (), ()])
    assert current_player(state) == 0
    after = apply(state, Score(8.9, 52.3))
    assert after.positions[0] == 5  # spaces 1 and 2 are occupied: 3, 4, 5 are the free ones
    move = next(e for e in after.events if e["type"] == "move")
    assert move["path"] == (3, 4, 5)


def test_scoring_wrong_stone_no_movement_and_card_to_box() -> None:
    state = to_phase(game(3), "score")
    p = current_player(state)
    assert p is not None
    state = rig(state, tips=[wrong_tip(state, q, 3) if q == p else () for q in range(3)])
    card = state.hands[p]
    after = apply(state, Score(10.0, 50.0))
    assert after.positions[p] == state.positions[p]
    assert card in after.box and card not in after.kept[p]
    rec = after.history[-1]
    assert rec["right"] is False and (rec["lon"], rec["lat"]) == (10.0, 50.0)


def test_scoring_rearmost_first_then_whoever_is_furthest_behind() -> None:
    state = to_phase(game(3), "score")
    state = rig(state, positions=[0, 1, 2], tips=[right_tip(state, 0, 4), (), ()])
    assert current_player(state) == 0
    state = apply(state, Score())
    assert state.positions[0] == 6  # passed both others
    assert current_player(state) == 1  # now the rearmost of those still to score


def test_scoring_next_round_begins_when_all_have_scored() -> None:
    state = guess_all(game(3), lambda s, p: ())
    state = score_all(state)
    assert state.round == 2 and state.phase == "draft"
    assert all(h is None for h in state.hands) and len(state.offer) == 3


# ------------------------------------------------------------------------- Bonus Points


@pytest.mark.parametrize(
    ("colour", "threshold"), [("yellow", 4), ("orange", 3), ("green", 2), ("blue", 3)]
)
def test_bonus_points_keep_card_with_enough_right_stones(colour: str, threshold: int) -> None:
    state = to_phase(game(2, expert=True), "score")
    card = next(c for c in DECK if c.colour == colour)
    p = current_player(state)
    assert p is not None
    for stones, kept in ((threshold - 1, False), (threshold, True)):
        s = rig(
            state,
            hands=put(state.hands, p, card.id),
            tips=put(state.tips, p, card.solutions[0][:stones]),
        )
        after = apply(s, Score())
        assert (card.id in after.kept[p]) is kept
        assert (card.id in after.box) is not kept


# ------------------------------------------------------------------------- Game End


def test_game_end_round_played_to_end_after_final_space_reached() -> None:
    state = to_phase(game(3, track_length=10), "score")
    state = rig(state, positions=[8, 0, 1], tips=[right_tip(state, 0, 4), (), ()])
    state = apply(state, Score())  # player 1 (space 0) scores first
    state = apply(state, Score())
    assert state.positions[0] == 8 and not is_over(state)
    state = apply(state, Score())
    assert state.history[-1]["to"] == 12  # then the final scoring (kept card) may add more
    assert is_over(state) and legal_moves(state) == []
    assert state.events[-1]["reason"] == "final"
    with pytest.raises(IllegalMove, match=r"minden\.game_over"):
        apply(state, Score())


def test_game_end_final_scoring_most_cards_five_tie_two_rearmost_first() -> None:
    state = to_phase(game(3, track_length=10), "score")
    yellow = [c.id for c in DECK if c.colour == "yellow"]
    orange = [c.id for c in DECK if c.colour == "orange"]
    state = rig(
        state,
        kept=[[yellow[0], yellow[1], orange[0]], [yellow[2], orange[1]], []],
        positions=[20, 3, 4],
        tips=[(), (), ()],
    )
    state = score_all(state)
    assert is_over(state)
    # yellow: player 0 alone +5 (20 → 25); orange: 0 and 1 tied, +2 each, rearmost (1) first.
    assert state.positions[0] == 27
    assert state.positions[1] == 6  # 3 → 5, 6 (space 4 is occupied and skipped) → 6
    bonuses = [e for e in state.events if e["type"] == "move"]
    assert [(e["player"], e["reason"]) for e in bonuses] == [
        (0, "bonus:yellow"),
        (1, "bonus:orange"),
        (0, "bonus:orange"),
    ]


def test_game_end_colours_scored_in_order_yellow_orange_green_blue() -> None:
    state = to_phase(game(2, expert=True, track_length=10), "score")
    by = {col: [c.id for c in DECK if c.colour == col] for col in COLOUR_CYCLE}
    state = rig(
        state,
        kept=[[by["blue"][0], by["green"][0]], [by["yellow"][0], by["orange"][0]]],
        positions=[11, 0],
        tips=[(), ()],
    )
    state = score_all(state)
    reasons = [e["reason"] for e in state.events if e["type"] == "move"]
    assert reasons == ["bonus:yellow", "bonus:orange", "bonus:green", "bonus:blue"]


def test_game_end_front_most_piece_is_deutscher_meister() -> None:
    state = to_phase(game(3, track_length=10), "score")
    state = rig(state, positions=[9, 14, 2], tips=[(), (), ()])
    state = score_all(state)
    assert ranking(state) == [1, 0, 2]


def test_game_end_when_the_pile_cannot_deal_a_round() -> None:
    small = DECK[:9]  # 7 normal cards: pile of 4, one round for 3 players
    state = game(3, deck=small)
    state = guess_all(state, lambda s, p: ())
    state = score_all(state)
    assert is_over(state)
    assert state.events[-1]["type"] == "over" and state.events[-1]["reason"] == "pile"


def test_trading_not_possible_when_the_draw_pile_is_empty() -> None:
    state = to_phase(game(3, deck=DECK[:9]), "trade")
    state = rig(state, pile=[])
    assert legal_moves(state) == [KeepCard()]
    with pytest.raises(IllegalMove, match=r"minden\.pile_empty"):
        apply(state, Trade())


# ------------------------------------------------------------------------- Notes


def test_notes_two_solution_cards_either_solution_agrees() -> None:
    hamburg = BY_TITLE["Hamburg"]  # 9.993°E: within 2 km of the 10th meridian
    assert len(hamburg.solutions) == 2
    for sol in hamburg.solutions:
        assert tip_is_right(hamburg.solutions, sol)
    a, b = hamburg.solutions
    assert not tip_is_right(hamburg.solutions, (a[0], a[1], b[2]))  # mixed stones are wrong


def test_notes_blue_cards_only_when_chosen_at_the_start() -> None:
    assert all(c.colour != "blue" for c in game(2).cards.values())
    assert any(c.colour == "blue" for c in game(2, expert=True).cards.values())


# ------------------------------------------------------------------------- Variants


def test_variant_a_further_trades_cost_a_tip_stone() -> None:
    state = to_phase(game(2, variant_a=True), "trade")
    p = current_player(state)
    state = apply(state, Trade())  # the chip
    state = apply(state, KeepCard())
    state = score_all(guess_all(state, lambda s, q: ()))
    state = to_phase(state, "trade")
    while current_player(state) != p:
        state = apply(state, KeepCard())
    assert Trade() in legal_moves(state)
    assert p is not None
    state = apply(state, Trade())
    assert state.stones[p] == 3
    state = to_phase(state, "guess")
    while current_player(state) != p:
        state = apply(state, Guess(()))
    with pytest.raises(IllegalMove, match=r"minden\.too_many_stones\(player=.*, stones=3\)"):
        apply(state, Guess(right_tip(state, p, 4)))
    assert max(len(m.tip) for m in legal_moves(state) if isinstance(m, Guess)) == 3


def test_variant_a_keeps_at_least_one_stone() -> None:
    state = to_phase(game(2, variant_a=True), "trade")
    p = current_player(state)
    assert p is not None
    state = rig(state, trade_chip=put(state.trade_chip, p, False), stones=put(state.stones, p, 1))
    assert Trade() not in legal_moves(state)


def test_variant_b_right_challenge_moves_challenger_and_returns_chip() -> None:
    state = guess_all(game(3, variant_b=True), lambda s, p: wrong_tip(s, p, 2) if p == 2 else ())
    assert state.phase == "challenge" and state.challenge_chips == (1, 1, 1)
    state = apply(state, Challenge(2))  # Ben (rearmost, seat 1) challenges Cleo
    state = apply(state, Challenge(None))
    state = apply(state, Challenge(None))
    before = list(state.positions)
    state = score_all(state)
    assert state.challenge_chips[1] == 1
    assert state.positions[1] > before[1]


def test_variant_b_wrong_challenge_challenged_keeps_the_chip() -> None:
    state = guess_all(game(3, variant_b=True), lambda s, p: right_tip(s, p, 1) if p == 2 else ())
    state = apply(state, Challenge(2))
    with pytest.raises(IllegalMove, match=r"minden\.challenge_self"):
        apply(state, Challenge(current_player(state)))
    state = apply(state, Challenge(None))
    state = apply(state, Challenge(None))
    state = score_all(state)
    assert state.challenge_chips == (1, 0, 2)


def test_variant_b_chips_count_at_the_end_before_final_scoring() -> None:
    state = to_phase(game(2, variant_b=True, track_length=10), "guess")
    state = rig(state, positions=[12, 3], challenge_chips=[3, 1], trade_chip=[False, True])
    state = score_all(guess_all(state, lambda s, p: ()))
    moves = [(e["player"], e["reason"], e["to"]) for e in state.events if e["type"] == "move"]
    assert moves[:2] == [(1, "chips", 5), (0, "chips", 15)]


def test_no_challenges_without_variant_b() -> None:
    state = guess_all(game(3), lambda s, p: ())
    assert state.phase == "score"


# ------------------------------------------------------------------------- engine shape


def test_state_json_round_trip_exact_and_moves_serialise() -> None:
    state = guess_all(game(4, variant_b=True, expert=True), lambda s, p: right_tip(s, p, 2))
    state = apply(state, Challenge(0))
    again = State.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again == state
    for move in (
        Draft("c1"),
        Trade(),
        KeepCard(),
        Guess(("W", "N", 12)),
        Challenge(2),
        Score(8.5, 52.25),
    ):
        assert move_from_dict(json.loads(json.dumps(move_to_dict(move)))) == move


def test_scoring_rejects_an_indicator_off_the_number_line() -> None:
    state = to_phase(game(2), "score")
    with pytest.raises(IllegalMove, match=r"minden\.bad_position"):
        apply(state, Score(float("nan"), 51.0))


def test_illegal_move_for_the_phase_is_explained() -> None:
    with pytest.raises(IllegalMove, match=r"minden\.wrong_phase\(phase='draft'\)"):
        apply(game(2), Guess(()))
