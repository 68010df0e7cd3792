"""Finden Sie Minden computer players and the vectorised grid they use."""

from __future__ import annotations

import random

import numpy as np
import pytest
from shapely import Point
from test_minden_rules import BY_TITLE, DECK

from geoquiz.games.minden import (
    Config,
    PlayerSpec,
    apply,
    current_player,
    is_over,
    new_game,
    ranking,
)
from geoquiz.games.minden.cards import tip_is_right
from geoquiz.games.minden.engine import Challenge, Draft, Guess, KeepCard, Score, Trade
from geoquiz.games.minden.players import LEVELS, belief, choose, plan_tip
from geoquiz.geo.board import (
    QUADRANTS,
    cell_codes,
    cell_of,
    cell_polygon,
    code_to_cell,
    locate_many,
    quadrant_polygons,
    square_polygons,
    tip_center,
    zone_polygons,
)


def test_grid_agrees_with_geo_board_locate() -> None:
    gen = np.random.default_rng(5)
    lats = gen.uniform(47.3, 55.0, 3000)
    lons = gen.uniform(5.9, 15.1, 3000)
    # include points exactly on lines: they belong to the east / north side
    lats[:40] = np.repeat([50.0, 52.0, 51.5, 48.0], 10)
    lons[40:80] = np.repeat([8.0, 10.0, 11.0, 14.0], 10)
    solved = locate_many(lats, lons, tolerance_km=0.0)
    codes = cell_codes(lons, lats)
    checked = 0
    for sols, code in zip(solved, codes, strict=True):
        if sols is None:
            continue
        assert sols[0] == code_to_cell(int(code))
        checked += 1
    assert checked > 1000


def test_cell_codes_count_the_cells_in_board_order() -> None:
    squares = list(square_polygons())  # north-west first, west to east, row by row
    cells = [code_to_cell(code) for code in range(160)]
    assert [(c.zone, c.square) for c in cells] == [s for s in squares for _ in QUADRANTS]
    assert [c.quadrant for c in cells] == list(QUADRANTS) * 40
    assert sorted(cells) == sorted(quadrant_polygons())


def test_points_outside_the_rectangle_fall_into_the_nearest_edge_cell() -> None:
    assert str(cell_of(5.9, 55.2)) == "W N 1 A"
    assert str(cell_of(16.3, 46.8)) == "O S 15 D"


def test_cell_center_lies_in_its_cell() -> None:
    for code in range(160):
        cell = code_to_cell(code)
        lon, lat = tip_center(cell.as_tuple())
        assert cell_polygon(cell).contains(Point(lon, lat))
        assert cell_of(lon, lat) == cell


def test_a_partial_tip_centre_is_the_middle_of_the_area_it_names() -> None:
    assert tip_center(()) == (10.5, 51.2)
    assert tip_center(("W",)) == (8.0, 51.0)
    assert tip_center(("O", "M")) == (13.0, 51.0)
    assert zone_polygons()["N"].contains(Point(*tip_center(("W", "N"))))
    assert tip_center(("W", "N", 12)) == (9.0, 52.5)
    with pytest.raises(ValueError, match="lies east of 10°E"):
        tip_center(("W", "N", 13))


def test_hard_player_mostly_knows_minden() -> None:
    card = BY_TITLE["Minden"]
    right3 = right_best = 0
    for player in range(20):
        plan = plan_tip(card, "hard", game_seed=1, player=player)
        assert plan.probabilities[0] == 1.0
        assert list(plan.probabilities) == sorted(plan.probabilities, reverse=True)
        tip, gain = plan.best(card.colour, LEVELS["hard"].keep_value, 4)
        right3 += tip_is_right(card.solutions, plan.tips[3])
        right_best += tip_is_right(card.solutions, tip) and len(tip) >= 2
    assert right3 >= 16 and right_best >= 14, (right3, right_best)


def test_belief_error_shrinks_with_level_and_grows_for_blue() -> None:
    def mean_error(level: str, colour: str) -> float:
        errs = []
        for i, card in enumerate(DECK):
            c = type(card)(card.id, colour, card.title, card.solutions, lat=card.lat, lon=card.lon)
            lon, lat, _ = belief(c, level, game_seed=i, player=1)
            assert card.lon is not None and card.lat is not None
            errs.append(np.hypot((lon - card.lon) * 70, (lat - card.lat) * 111))
        return float(np.median(errs))

    assert (
        mean_error("hard", "yellow") < mean_error("medium", "yellow") < mean_error("easy", "yellow")
    )
    assert mean_error("hard", "yellow") < mean_error("hard", "blue")


def test_belief_is_consistent_for_the_same_card() -> None:
    card = BY_TITLE["Berlin"]
    assert belief(card, "easy", 3, 2) == belief(card, "easy", 3, 2)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_choose_returns_legal_moves_in_every_phase(level: str) -> None:
    players = tuple(PlayerSpec(f"P{i}", f"c{i}", 30 + i, level) for i in range(3))
    state = new_game(Config(players, expert=True, variant_a=True, variant_b=True, seed=4), DECK)
    rng = random.Random(0)
    seen: set[type] = set()
    while not is_over(state):
        p = current_player(state)
        assert p is not None
        move = choose(state, p, rng, level)
        seen.add(type(move))
        state = apply(state, move)
    assert {Draft, Guess, Score, Challenge} <= seen
    assert KeepCard in seen or Trade in seen


def test_choose_refuses_when_not_the_players_turn() -> None:
    players = tuple(PlayerSpec(f"P{i}", f"c{i}", 30 + i) for i in range(2))
    state = new_game(Config(players), DECK)
    other = 1 - (current_player(state) or 0)
    with pytest.raises(ValueError, match="turn"):
        choose(state, other, random.Random(0), "hard")


def play(levels: list[str], seed: int) -> list[str]:
    players = tuple(PlayerSpec(f"P{i}", f"c{i}", 30 + i, lv) for i, lv in enumerate(levels))
    state = new_game(Config(players, track_length=30, seed=seed), DECK)
    rng = random.Random(seed)
    while not is_over(state):
        p = current_player(state)
        assert p is not None
        state = apply(state, choose(state, p, rng, levels[p]))
    return [levels[p] for p in ranking(state)]


def test_hard_player_clearly_beats_random_stone_player() -> None:
    wins = {"hard": 0, "random": 0}
    for seed in range(60):
        levels = ["hard", "random"] if seed % 2 else ["random", "hard"]  # both seats, both ages
        wins[play(levels, seed)[0]] += 1
    assert wins["hard"] >= 54, wins


def test_levels_are_ordered_over_many_games() -> None:
    points = {"easy": 0, "medium": 0, "hard": 0}
    for seed in range(30):
        levels = ["easy", "medium", "hard"]
        random.Random(seed).shuffle(levels)
        for place, level in enumerate(reversed(play(levels, 100 + seed))):
            points[level] += place
    assert points["hard"] > points["medium"] > points["easy"], points


def test_hard_player_beats_random_with_the_shipped_expert_deck(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """The same over the real cards: areas, two-solution cards, blue expert cards."""
    from geoquiz.app.minden.decks import enabled_decks, load_deck_cards
    from geoquiz.db.session import close_all, open_database

    url = f"sqlite:///{tmp_path_factory.mktemp('shipped') / 'cards.sqlite3'}"
    open_database(url)
    deck = next(d for d in enabled_decks(url) if d.name == "Deutschland")
    cards = load_deck_cards([deck.id], "de", url)
    close_all()
    assert {c.colour for c in cards} == {"yellow", "orange", "green", "blue"}
    wins = {"hard": 0, "random": 0}
    for seed in range(30):
        levels = ["hard", "random"] if seed % 2 else ["random", "hard"]
        players = tuple(PlayerSpec(f"P{i}", f"c{i}", 30 + i, lv) for i, lv in enumerate(levels))
        state = new_game(Config(players, expert=True, track_length=30, seed=seed), cards)
        rng = random.Random(seed)
        while not is_over(state):
            p = current_player(state)
            assert p is not None
            state = apply(state, choose(state, p, rng, levels[p]))
        wins[levels[ranking(state)[0]]] += 1
    assert wins["hard"] >= 27, wins
