"""Issue 26: every game's ``decode_move`` checks types, ranges and sizes and refuses with ONE code.

The findings: 10 Tage's ``declare`` accepted a list, a number or a ~60 KB string (saved with the
table after every move); Finden Sie Minden's place indicator accepted latitude ``1e308``. Now
anything that cannot be a move raises ``IllegalMove("move.malformed")`` — never another exception,
never a move carrying junk into the save — for every registered game, and the class quiz refuses
a tip sent for a card index that is no integer.
"""

from __future__ import annotations

import functools
import json
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from geoquiz.games import CHANCE, GAMES, TERMINAL, IllegalMove
from geoquiz.games.classquiz import Quiz, QuizRefused, parse_tip
from geoquiz.games.contract import sample_chance
from geoquiz.games.minden.cards import Card
from geoquiz.games.move_checks import BAD_MOVE
from geoquiz.games.registry import KEYS

TAGE = GAMES["tage"]
MINDEN = GAMES["minden"]


def refused(game: Any, data: Any) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        game.decode_move(data)
    assert info.value.code == BAD_MOVE, info.value
    return info.value


# --- the findings -------------------------------------------------------------------------------


def test_a_60_kb_declare_is_refused() -> None:
    exc = refused(TAGE, {"type": "exchange", "slot": 0, "pile": 0, "declare": "x" * 60_000})
    assert exc.params["field"] == "declare"
    assert len(str(exc)) < 200  # the refusal does not carry the 60 KB into a log either
    refused(TAGE, {"type": "discard", "pile": 1, "declare": "ja" * 30_000})


@pytest.mark.parametrize("declare", [[True], [], 1, 0, 1.0, "true", None, {"a": 1}])
def test_declare_as_list_or_number_is_refused(declare: Any) -> None:
    refused(TAGE, {"type": "exchange", "slot": 3, "pile": 0, "declare": declare})
    refused(TAGE, {"type": "discard", "pile": 0, "declare": declare})


def test_declare_true_or_false_is_still_a_move() -> None:
    for declare in (True, False):
        move = TAGE.decode_move({"type": "discard", "pile": 2, "declare": declare})
        assert TAGE.encode_move(move) == {"type": "discard", "pile": 2, "declare": declare}


@pytest.mark.parametrize(
    "lat", [1e308, -1e308, math.inf, -math.inf, math.nan, 90.5, -91, "52.0", True, [52.0]]
)
def test_latitude_1e308_nan_or_out_of_range_is_refused(lat: Any) -> None:
    exc = refused(MINDEN, {"type": "score", "lon": 8.9, "lat": lat})
    assert exc.params["field"] == "lat"


@pytest.mark.parametrize("lon", [1e308, math.nan, -math.inf, 180.01, -200, False])
def test_longitude_out_of_range_is_refused(lon: Any) -> None:
    refused(MINDEN, {"type": "score", "lon": lon, "lat": 52.3})


def test_a_real_place_indicator_and_none_are_still_moves() -> None:
    for data in (
        {"type": "score", "lon": 8.92, "lat": 52.29},
        {"type": "score", "lon": -180, "lat": 90},
        {"type": "score", "lon": None, "lat": None},
        {"type": "score"},
    ):
        assert MINDEN.encode_move(MINDEN.decode_move(data))["lat"] == data.get("lat")


@pytest.mark.parametrize(
    ("key", "data"),
    [
        ("tage", {"type": "place", "slot": True}),
        ("tage", {"type": "draw", "pile": False}),
        ("minden", {"type": "challenge", "target": True}),
        ("minden", {"type": "guess", "tip": ["W", "N", True]}),
        ("danmark", {"type": "die", "value": True}),
        ("danmark", {"type": "walk", "space": False}),
        ("danmark", {"type": "answer", "choice": True}),
        ("carcassonne", {"kind": "place", "square": [True, 3], "rotation": 0}),
        ("carcassonne", {"kind": "place", "square": [2, 3], "rotation": True}),
        ("carcassonne", {"kind": "upgrade", "square": [2, 3], "feature": 1, "pay": [True, 2]}),
        ("stadtland", {"type": "stop1", "player": False, "filled": 5, "at": 3.0}),
        ("stadtland", {"type": "vote", "category": True, "player": 0}),
        ("stadtland", {"type": "point", "targets": [1, True]}),
    ],
)
def test_bool_as_int_is_refused(key: str, data: dict[str, Any]) -> None:
    refused(GAMES[key], data)


@pytest.mark.parametrize(
    ("key", "data"),
    [
        ("tage", {"type": "place", "slot": 2.0}),  # a float is no index
        ("tage", {"type": "place", "slot": 10**40}),
        ("tage", {"type": "place", "slot": -1}),
        ("tage", {"type": "place"}),  # missing
        ("tage", {"type": "declare", "extra": 1}),  # unknown field
        ("tage", {"type": "teleport"}),
        ("tage", {"type": ["place"], "slot": 0}),
        ("tage", {"slot": 0}),
        ("tage", ["place", 0]),
        ("minden", {"type": "draft", "card_id": "c" * 65}),
        ("minden", {"type": "draft", "card_id": 7}),
        ("minden", {"type": "guess", "tip": "WN"}),  # a text is not a list of stones
        ("minden", {"type": "guess", "tip": ["W"] * 9}),
        ("minden", {"type": "guess", "tip": ["WNO"]}),
        ("minden", {"type": "guess", "tip": [{"a": 1}]}),
        ("minden", {"type": "challenge", "target": 5}),
        ("danmark", {"type": "die", "value": 7}),
        ("danmark", {"type": "start", "town": "x" * 65}),
        ("danmark", {"type": "cross", "town": "aarhus", "ticket": "yes"}),
        ("carcassonne", {"kind": "teleport"}),
        ("carcassonne", {"kind": "place", "square": [1, 2, 3]}),
        ("carcassonne", {"kind": "place", "square": [1e308, 2]}),
        ("carcassonne", {"kind": "upgrade", "pay": [1] * 17}),
        ("carcassonne", {"kind": "skip", "type": "skip"}),
        ("stadtland", {"type": "deal", "at": math.nan}),
        ("stadtland", {"type": "deal", "at": math.inf}),
        ("stadtland", {"type": "deal", "at": -1.0}),
        ("stadtland", {"type": "terms", "player": 0, "terms": ["a" * 101]}),
        ("stadtland", {"type": "terms", "player": 0, "terms": ["Berlin"] * 65}),
        ("stadtland", {"type": "terms", "player": 0, "terms": "Berlin"}),
        ("stadtland", {"type": "terms", "player": 8, "terms": []}),
        ("stadtland", {"type": "edit", "category": 0, "player": 0, "term": "x" * 101}),
        ("stadtland", {"type": "edit", "category": 0, "player": 0, "term": "x", "note": 3}),
        ("stadtland", {"type": "merge", "category": 0, "players": [0, 1] * 5}),
    ],
)
def test_wrong_types_ranges_and_sizes_are_refused(key: str, data: Any) -> None:
    refused(GAMES[key], data)


def test_a_stadtland_term_of_100_characters_is_read_and_the_rules_name_the_limit() -> None:
    game = GAMES["stadtland"]
    move = game.decode_move({"type": "terms", "player": 1, "terms": ["a" * 100, ""]})
    assert move.terms == ("a" * 100, "")  # the rules refuse it with stadtland.term_too_long


# --- no other exception, for any JSON --------------------------------------------------------


@functools.cache
def sample_moves(key: str) -> tuple[dict[str, Any], ...]:
    """Encoded moves of one seeded random playout of ``key`` (legal moves and chance outcomes)."""
    game = GAMES[key]
    rng = random.Random(26)
    state = game.new_game(game.example_config(players=2), 26)
    seen: dict[str, dict[str, Any]] = {}
    for _ in range(120):
        player = game.current_player(state)
        if player == TERMINAL:
            break
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            moves = [m for m, _ in outcomes]
            move = sample_chance(outcomes, rng)
        else:
            moves = game.legal_moves(state)
            move = rng.choice(moves)
        for m in moves[:20]:
            data = game.encode_move(m)
            seen.setdefault(json.dumps(data, sort_keys=True), data)
        state = game.apply(state, move)
    return tuple(seen.values())


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()  # NaN and infinities included
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@st.composite
def move_like(draw: st.DrawFn, key: str) -> Any:
    """A real encoded move of ``key`` with fields replaced, removed or added — or any JSON."""
    if draw(st.integers(0, 4)) == 0:
        return draw(JSON_VALUES)
    data = dict(draw(st.sampled_from(sample_moves(key))))
    for name in draw(st.lists(st.sampled_from(sorted(data)), max_size=3)):
        choice = draw(st.integers(0, 2))
        if choice == 0:
            data[name] = draw(JSON_VALUES)
        elif choice == 1:
            data.pop(name, None)
        else:
            data[draw(st.text(max_size=6))] = draw(JSON_VALUES)
    return data


@pytest.mark.parametrize("key", KEYS)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_decode_move_returns_a_move_or_raises_illegal_move_for_any_json(
    key: str, data: st.DataObject
) -> None:
    game = GAMES[key]
    value = data.draw(move_like(key))
    try:
        move = game.decode_move(value)
    except IllegalMove as exc:
        assert exc.code == BAD_MOVE
        return
    encoded = game.encode_move(move)
    json.dumps(encoded, allow_nan=False)  # what is saved with the table is finite JSON
    assert len(json.dumps(encoded)) < 20_000
    assert game.encode_move(game.decode_move(encoded)) == encoded


@pytest.mark.parametrize("key", KEYS)
def test_every_move_of_a_playout_still_decodes_to_itself(key: str) -> None:
    game = GAMES[key]
    for data in sample_moves(key):
        assert game.encode_move(game.decode_move(json.loads(json.dumps(data)))) == data


# --- the class quiz ------------------------------------------------------------------------------

CARD = Card("m1", "yellow", "Minden", (("W", "N", 12, "C"),))


def quiz_in_question() -> Quiz:
    now = [0.0]
    quiz = Quiz([CARD], timer=30, clock=lambda: now[0])
    quiz.join("Anna")
    quiz.start()
    return quiz


@pytest.mark.parametrize("card", [True, False, 0.0, "0", [0], {"i": 0}])
def test_class_quiz_refuses_a_tip_for_a_card_index_that_is_no_integer(card: Any) -> None:
    quiz = quiz_in_question()
    with pytest.raises(QuizRefused) as info:
        quiz.answer(1, ["W", "N"], card)
    assert info.value.code == "class.bad_tip"
    assert quiz.answer(1, ["W", "N"], 0).stones_right == 2  # the real index still answers


@settings(max_examples=300, deadline=None)
@given(tip=JSON_VALUES)
def test_class_quiz_tips_of_any_json_are_a_tip_or_one_refusal(tip: Any) -> None:
    try:
        parsed = parse_tip(tip)
    except QuizRefused as exc:
        assert exc.code == "class.bad_tip"
        return
    assert len(parsed) <= 4
    json.dumps(list(parsed), allow_nan=False)
