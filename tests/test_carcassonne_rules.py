"""Rules of Carcassonne Maps — Germany with Map-Chips: one test per rule, on small hand-built maps.

Tile feature indices used below (rotation 0): A 0 monastery, 1 road S; B 0 monastery, 1 field;
D 0 city N, 1 road E–W, 2 field N of road, 3 field S; E 0 city N, 1 field; U 0 road N–S;
C 0 city (all sides, pennant); F 0 city E–W (pennant).
Chip ids: 0–5, 10–15, 20–25 are worth 1; 6–9, 16–19, 26–29 are worth 2.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from geoquiz.games.carcassonne import (
    Config,
    IllegalMove,
    MapSpec,
    Meeple,
    Move,
    PlayerSpec,
    State,
    apply,
    is_over,
    legal_moves,
    new_game,
)
from geoquiz.games.carcassonne.chips import (
    CHIP_COLOURS,
    CHIP_COUNT,
    admissible_squares,
    chip_colour,
    chip_value,
    place_chips,
)
from geoquiz.games.carcassonne.engine import feature_of, payments
from geoquiz.games.carcassonne.tiles import (
    BASE_COUNTS,
    START_TILE,
    base_tiles,
    tile_type,
)
from geoquiz.games.common import seed_state

ONE = [0, 1, 2, 3]  # chips worth 1
TWO = [6, 7, 8]  # chips worth 2

Sq = tuple[int, int]


def grid(w: int = 6, h: int = 6) -> frozenset[Sq]:
    return frozenset((c, r) for c in range(w) for r in range(h))


def small_map(
    playable: frozenset[Sq] | None = None,
    large: dict[Sq, str] | None = None,
    towns: dict[Sq, str] | None = None,
) -> MapSpec:
    start = {"Rostock": (1, 1), "Erfurt": (3, 3), "Stuttgart": (4, 1)}
    return MapSpec(playable or grid(), start, large or {}, towns or {})


def scenario(
    tiles: dict[Sq, tuple[str, int]],
    hand: str,
    *,
    spec: MapSpec | None = None,
    players: int = 2,
    meeples: list[Meeple] | None = None,
    stack: list[str] | None = None,
    chips: dict[Sq, int] | None = None,
    held: list[list[int]] | None = None,
) -> State:
    """A state whose board, hand, meeples and chips are given (player 0 to move)."""
    spec = spec or small_map()
    cfg = Config(tuple(PlayerSpec(f"P{i}") for i in range(players)), ("Rostock", "Erfurt"), 1)
    s = new_game(cfg, spec)
    s.tiles = {sq: ("BIG", 0) for sq in spec.large_cities} | dict(tiles)
    s.order = list(s.tiles)
    s.tile = hand
    s.stack = list(stack if stack is not None else ["B"] * 10)
    s.meeples = list(meeples or [])
    s.chips_on_map = dict(chips or {})
    s.chips_held = [list(h) for h in (held or [[] for _ in range(players)])]
    s.chips_out = []
    s.discarded, s.events = [], []
    s.scores = [0] * players
    s.current, s.phase, s.last = 0, "place", None
    return s


def place(s: State, sq: Sq, rot: int = 0) -> State:
    return apply(s, Move("place", sq, rot))


def finish(s: State) -> State:
    """Skip the meeple and the upgrades of this turn."""
    if s.phase == "meeple":
        s = apply(s, Move("skip"))
    if s.phase == "upgrade":
        s = apply(s, Move("done"))
    return s


# ----------------------------------------------------------------------------- tiles and setup
def test_rule_base_game_has_72_tiles_in_the_standard_distribution() -> None:
    tiles = base_tiles()
    assert len(tiles) == 72
    assert sum(BASE_COUNTS.values()) == 72
    assert BASE_COUNTS["D"] == 4 and BASE_COUNTS["V"] == 9 and BASE_COUNTS["U"] == 8
    kinds = {t: tile_type(t).features for t in BASE_COUNTS}
    pennants = sum(n for t, n in BASE_COUNTS.items() if any(f.pennant for f in kinds[t]))
    assert pennants == 10  # C, F×2, M×2, O×2, Q, S×2
    monasteries = sum(n for t, n in BASE_COUNTS.items() if kinds[t][0].kind == "monastery")
    assert monasteries == 6
    assert tile_type(START_TILE).sides == ("city", "road", "field", "road")


@pytest.mark.parametrize("name", [*BASE_COUNTS])
def test_rule_every_tile_is_well_formed(name: str) -> None:
    for rot in range(4):
        tt = tile_type(name, rot)
        ports = sorted(p for f in tt.features for p in f.ports)
        assert ports == list(range(12)), "every port belongs to exactly one feature"
        for side in range(4):
            kinds = [tt.features[tt.port_feature[side * 3 + k]].kind for k in range(3)]
            assert kinds in (["city"] * 3, ["field"] * 3, ["field", "road", "field"])
        for f in tt.features:
            assert all(tt.features[c].kind == "city" for c in f.cities)
            assert f.kind == "field" or not f.cities


def test_rule_only_the_72_base_tiles_are_in_the_game() -> None:
    cfg = Config((PlayerSpec("a"), PlayerSpec("b")), ("Rostock", "Erfurt"), 1)
    s = new_game(cfg, small_map(grid(14, 14)))
    placed = [t for t, _ in s.tiles.values() if t != "BIG"]
    assert placed == [START_TILE, START_TILE]
    assert len(s.stack) + 1 == 70  # the other 70 are drawn; one is in hand
    total = Counter(placed) + Counter(s.stack) + Counter(s.discarded) + Counter([s.tile])
    assert total == Counter(base_tiles()) and sum(total.values()) == 72
    assert set(total) == set(BASE_COUNTS)
    assert "expansions" not in cfg.to_dict()
    assert Config.from_dict(json.loads(json.dumps(cfg.to_dict()))) == cfg


def test_rule_games_saved_with_an_expansions_setting_still_load() -> None:
    cfg = Config((PlayerSpec("a"), PlayerSpec("b")), ("Rostock", "Erfurt"), 1)
    s = new_game(cfg, small_map(grid(14, 14)))
    for setting in ([], ["inns", "traders"]):  # written by versions that offered expansion tiles
        data = json.loads(json.dumps(s.to_dict()))
        data["config"]["expansions"] = setting
        assert Config.from_dict(data["config"]) == cfg
        loaded = State.from_dict(data)
        assert loaded.to_dict() == s.to_dict()
        assert apply(loaded, legal_moves(loaded)[0]).phase in ("meeple", "upgrade", "place")
    # a game that already drew tiles which no longer exist cannot go on: one readable line
    data = json.loads(json.dumps(s.to_dict()))
    data["stack"] = ["T7", *data["stack"]]
    with pytest.raises(ValueError, match=r"does not have \(T7\); start a new game"):
        State.from_dict(data)


def test_rule_tile_rotation_turns_sides_clockwise() -> None:
    assert tile_type("E", 0).sides == ("city", "field", "field", "field")
    assert tile_type("E", 1).sides == ("field", "city", "field", "field")
    assert tile_type("V", 2).sides == ("road", "road", "field", "field")


def test_rule_two_of_three_start_squares_hold_the_start_tile() -> None:
    spec = small_map()
    s = new_game(Config((PlayerSpec("a"), PlayerSpec("b")), ("Erfurt", "Stuttgart"), 5), spec)
    assert s.tiles[(3, 3)] == (START_TILE, 0) and s.tiles[(4, 1)] == (START_TILE, 0)
    assert (1, 1) not in s.tiles
    placed = [t for t, _ in s.tiles.values() if t != "BIG"]
    total = Counter(placed) + Counter(s.stack) + Counter(s.discarded) + Counter([s.tile])
    assert total == Counter(base_tiles())
    with pytest.raises(ValueError):
        Config((PlayerSpec("a"), PlayerSpec("b")), ("Erfurt", "Erfurt")).validate()


def test_rule_two_to_five_players() -> None:
    with pytest.raises(ValueError):
        Config((PlayerSpec("a"),)).validate()
    with pytest.raises(ValueError):
        Config(tuple(PlayerSpec(str(i)) for i in range(6))).validate()
    Config(tuple(PlayerSpec(str(i)) for i in range(5))).validate()


# ----------------------------------------------------------------------------- placement
def test_rule_tile_must_touch_a_placed_tile() -> None:
    s = scenario({(2, 2): ("B", 0)}, "B")
    with pytest.raises(IllegalMove, match="touch"):
        place(s, (4, 4))
    assert place(s, (2, 3)).tiles[(2, 3)] == ("B", 0)


def test_rule_touching_edges_must_match() -> None:
    s = scenario({(2, 2): ("E", 0)}, "E")  # city on the north side of (2, 2)
    with pytest.raises(IllegalMove, match="edges"):
        place(s, (2, 1), 0)  # field side south against the city
    assert place(s, (2, 1), 2).tiles[(2, 1)] == ("E", 2)
    moves = legal_moves(s)
    assert Move("place", (2, 1), 2) in moves and Move("place", (2, 1), 0) not in moves


def test_rule_only_playable_squares_accept_tiles() -> None:
    spec = small_map(grid(3, 3))
    s = scenario({(2, 2): ("B", 0)}, "B", spec=spec)
    with pytest.raises(IllegalMove, match="squares of the map"):
        place(s, (3, 2))
    assert all(m.square in spec.playable for m in legal_moves(s))


def test_rule_occupied_square_takes_no_tile() -> None:
    s = scenario({(2, 2): ("B", 0), (2, 3): ("B", 0)}, "B")
    with pytest.raises(IllegalMove, match="already"):
        place(s, (2, 3))


def test_rule_large_city_open_edges_must_be_continued() -> None:
    spec = small_map(large={(3, 3): "Berlin"})
    s = scenario({}, "E", spec=spec)
    with pytest.raises(IllegalMove, match="edges"):
        place(s, (3, 2), 0)  # field against Berlin's open city edge
    s = place(s, (3, 2), 2)  # city side south, continuing Berlin
    info = feature_of(s, ((3, 2), 0))
    assert (3, 3) in info.squares and not info.complete


def test_rule_large_city_scores_as_a_city_tile_with_pennant() -> None:
    spec = small_map(large={(3, 3): "Berlin"})
    tiles = {(3, 2): ("E", 2), (4, 3): ("E", 3), (3, 4): ("E", 0)}
    s = scenario(tiles, "E", spec=spec, meeples=[Meeple((3, 2), 0, 0)])
    s = finish(place(s, (2, 3), 1))
    # 4 tiles + Berlin (1 tile + 1 pennant): 2 × 6
    assert s.scores == [12, 0]


def test_rule_large_city_sides_off_the_map_are_walls() -> None:
    spec = small_map(large={(0, 0): "Kiel"})
    s = scenario({(1, 0): ("E", 3)}, "E", spec=spec, meeples=[Meeple((1, 0), 0, 1)])
    s = finish(place(s, (0, 1), 0))  # closes the south side; north and west are walls
    assert s.scores == [0, 8]


def test_rule_feature_running_off_the_map_never_completes() -> None:
    spec = small_map(grid(3, 3))
    s = scenario({(1, 1): ("A", 2)}, "U", spec=spec, meeples=[Meeple((1, 1), 1, 0)])
    s = finish(place(s, (1, 0), 0))  # road runs north off the map
    assert not feature_of(s, ((1, 1), 1)).complete and s.scores == [0, 0]


def test_rule_unplaceable_tile_is_discarded_and_redrawn() -> None:
    spec = small_map(frozenset({(0, 0), (1, 0), (2, 0)}))
    s = scenario({(0, 0): ("C", 0)}, "C", spec=spec, stack=["E", "U"])
    s = finish(place(s, (1, 0)))
    assert s.discarded == ["U"]
    assert s.tile == "E" and s.current == 1


def test_rule_game_ends_when_the_pile_is_empty() -> None:
    s = scenario({(2, 2): ("B", 0)}, "B", stack=[])
    s = finish(place(s, (2, 3)))
    assert is_over(s) and legal_moves(s) == []
    with pytest.raises(IllegalMove, match="over"):
        apply(s, Move("done"))


# ----------------------------------------------------------------------------- meeples
def test_rule_each_player_has_seven_meeples() -> None:
    meeples = [Meeple((0, r), 1, 0) for r in range(6)] + [Meeple((5, 0), 1, 0)]
    tiles = {(0, r): ("B", 0) for r in range(6)} | {(5, 0): ("B", 0)}
    s = scenario(tiles, "E", meeples=meeples)
    assert s.supply(0) == 0 and s.supply(1) == 7
    s = place(s, (1, 0), 1)
    assert s.phase != "meeple"  # no meeple left: the meeple step is skipped


def test_rule_meeple_goes_on_a_feature_of_the_tile_just_placed() -> None:
    s = scenario({(2, 2): ("B", 0)}, "A")
    s = place(s, (2, 1), 2)
    assert s.phase == "meeple"
    with pytest.raises(IllegalMove, match="no such spot"):
        apply(s, Move("meeple", feature=7))
    s = apply(s, Move("meeple", feature=0))
    assert Meeple((2, 1), 0, 0) in s.meeples


def test_rule_no_meeple_on_an_occupied_feature() -> None:
    s = scenario({(2, 2): ("B", 0)}, "B", meeples=[Meeple((2, 2), 1, 1)])
    s = place(s, (2, 3))  # joins the field of (2, 2) where player 1 has a farmer
    with pytest.raises(IllegalMove, match="already has a meeple"):
        apply(s, Move("meeple", feature=1))
    assert Move("meeple", feature=1) not in legal_moves(s)
    s2 = apply(s, Move("meeple", feature=0))
    assert Meeple((2, 3), 0, 0) in s2.meeples


# ----------------------------------------------------------------------------- scoring
def test_rule_completed_road_scores_1_per_tile() -> None:
    s = scenario({(1, 1): ("A", 0), (1, 3): ("A", 2)}, "U", meeples=[Meeple((1, 1), 1, 0)])
    s = finish(place(s, (1, 2), 0))
    assert s.scores == [3, 0] and s.meeples == []


def test_rule_completed_city_scores_2_per_tile_and_pennant() -> None:
    s = scenario({(2, 1): ("E", 1), (3, 1): ("F", 0)}, "E", meeples=[Meeple((3, 1), 0, 1)])
    s = finish(place(s, (4, 1), 3))
    assert s.scores == [0, 8]  # 3 tiles + 1 pennant, doubled


def test_rule_two_tile_city_scores_4() -> None:
    s = scenario({(2, 2): ("E", 0)}, "E")
    s = place(s, (2, 1), 2)
    s = finish(apply(s, Move("meeple", feature=0)))
    assert s.scores == [4, 0] and s.supply(0) == 7


def test_rule_completed_monastery_scores_9() -> None:
    ring = [(1, 1), (2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3)]
    tiles = {sq: ("B", 0) for sq in ring} | {(2, 2): ("B", 0)}
    s = scenario(tiles, "B", meeples=[Meeple((2, 2), 0, 1)])
    s = finish(place(s, (3, 3)))
    assert s.scores == [0, 9]


def test_rule_majority_scores_ties_share() -> None:
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 3), 1, 1)]
    s = scenario({(1, 1): ("A", 0), (1, 3): ("A", 2)}, "U", meeples=meeples)
    s = finish(place(s, (1, 2), 0))
    assert s.scores == [3, 3]


def test_rule_majority_most_meeples_wins() -> None:
    tiles = {(1, 1): ("A", 0), (1, 3): ("U", 0), (1, 4): ("A", 2), (0, 2): ("B", 0)}
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 3), 0, 0), Meeple((1, 4), 1, 1)]
    s = scenario(tiles, "U", meeples=meeples, players=2)
    s = finish(place(s, (1, 2), 0))
    assert s.scores == [4, 0] and s.meeples == []


def test_rule_final_scoring_counts_incomplete_features() -> None:
    tiles = {(2, 2): ("C", 0), (4, 4): ("A", 0)}
    meeples = [Meeple((2, 2), 0, 0), Meeple((4, 4), 0, 1)]
    s = scenario(tiles, "B", meeples=meeples, stack=[])
    s = finish(place(s, (5, 4)))
    # city: 1 tile + 1 pennant; monastery: itself + 1 neighbour
    assert is_over(s) and s.scores == [2, 2] and s.meeples == []


def test_rule_farmers_score_3_per_completed_city() -> None:
    tiles = {(2, 2): ("E", 0), (4, 2): ("E", 0)}
    s = scenario(tiles, "E", meeples=[Meeple((2, 2), 1, 1)], stack=[])
    s = finish(place(s, (2, 1), 2))  # completes the city north of (2, 2); game ends
    assert is_over(s)
    assert s.scores == [0, 3]  # farmer borders one completed city (the one at (4, 2) is open)


# ----------------------------------------------------------------------------- map-chips
def test_rule_30_chips_10_per_colour_6_worth_1_and_4_worth_2() -> None:
    assert CHIP_COUNT == 30
    per = Counter((chip_colour(c), chip_value(c)) for c in range(CHIP_COUNT))
    for colour in CHIP_COLOURS:
        assert per[(colour, 1)] == 6 and per[(colour, 2)] == 4


def test_rule_chips_face_down_one_per_square() -> None:
    s = new_game(Config((PlayerSpec("a"), PlayerSpec("b")), ("Rostock", "Erfurt"), 2))
    assert len(s.chips_on_map) == 30 and len(set(s.chips_on_map.values())) == 30
    assert all(sq not in s.tiles for sq in s.chips_on_map)
    # face down: the saved state names the chip, the screen shows only its back (see app tests)


def _orth(sq: Sq) -> set[Sq]:
    c, r = sq
    return {(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)}


@pytest.mark.parametrize("starts", [("Rostock", "Erfurt"), ("Erfurt", "Stuttgart")])
@pytest.mark.parametrize("seed", [0, 7, 99])
def test_rule_chip_placement_constraints(starts: tuple[str, str], seed: int) -> None:
    s = new_game(Config((PlayerSpec("a"), PlayerSpec("b")), starts, seed))
    chips = set(s.chips_on_map)
    used = {s.map.start[n] for n in starts}
    assert not chips & set(s.map.large_cities), "no chips on large-city squares"
    assert not chips & set(s.map.towns), "no chips on town squares"
    assert not chips & used
    for sq in chips:
        assert not _orth(sq) & chips, "chips only diagonal to each other"
        assert not _orth(sq) & used, "no chip next to a used start square"
        assert not _orth(sq) & set(s.map.large_cities), "no chip at an open large-city edge"
        assert sq in s.map.playable


def test_rule_chips_evenly_distributed() -> None:
    s = new_game(Config((PlayerSpec("a"), PlayerSpec("b")), ("Rostock", "Stuttgart"), 3))
    rows = [r for _, r in s.chips_on_map]
    cols = [c for c, _ in s.chips_on_map]
    # every third of the map (north/middle/south, west/middle/east) gets chips
    for values in (rows, cols):
        lo, hi = min(values), max(values)
        third = (hi - lo) / 3
        assert all(
            sum(1 for v in values if lo + k * third <= v <= lo + (k + 1) * third) >= 4
            for k in range(3)
        )


def test_rule_chip_placement_is_seeded_and_replays() -> None:
    spec = small_map(grid(10, 10))
    a = place_chips(spec.playable, {}, {}, [(1, 1)], seed_state(4))
    b = place_chips(spec.playable, {}, {}, [(1, 1)], seed_state(4))
    assert a == b
    free = admissible_squares(spec.playable, {}, {}, [(1, 1)])
    assert (1, 1) not in free and (1, 2) not in free and (2, 2) in free


def test_rule_collecting_a_chip_scores_at_once() -> None:
    s = scenario({(2, 2): ("B", 0)}, "B", chips={(2, 3): 7})
    s = place(s, (2, 3))
    assert s.scores == [2, 0] and s.chips_held[0] == [7] and (2, 3) not in s.chips_on_map
    s2 = scenario({(2, 2): ("B", 0)}, "B", chips={(2, 3): 0})
    assert place(s2, (2, 3)).scores == [1, 0]


def test_rule_upgrade_costs_chips_worth_exactly_4() -> None:
    held = [[0, 1, 2, 3, 6, 7, 8], []]
    s = scenario({(2, 2): ("B", 0)}, "B", held=held, meeples=[Meeple((2, 2), 0, 0)])
    s = place(s, (2, 3))
    s = apply(s, Move("skip"))
    assert s.phase == "upgrade"
    assert sorted(payments(s, 0)) == [(1, 1, 1, 1), (1, 1, 2), (2, 2)]
    for bad in [(1, 1, 1), (2, 2, 1), (1, 1, 1, 2), (4,)]:
        with pytest.raises(IllegalMove, match="exactly 4"):
            apply(s, Move("upgrade", (2, 2), 0, 0, bad))
    one = scenario({(2, 2): ("B", 0)}, "B", held=[[0, 1, 2], []], meeples=[Meeple((2, 2), 0, 0)])
    one = apply(place(one, (2, 3)), Move("skip"))
    assert one.phase == "place" and one.current == 1  # 3 points cannot pay: no upgrade step


def test_rule_upgrade_puts_one_chip_under_the_meeple_others_leave_the_game() -> None:
    s = scenario({(2, 2): ("B", 0)}, "B", held=[[0, 1, 6], []], meeples=[Meeple((2, 2), 0, 0)])
    s = apply(place(s, (2, 3)), Move("skip"))
    s = apply(s, Move("upgrade", (2, 2), 0, 0, (1, 1, 2)))
    m = next(m for m in s.meeples if m.square == (2, 2))
    assert m.upgraded and m.chip in (0, 1, 6)
    assert sorted(s.chips_out + [m.chip]) == [0, 1, 6] and s.chips_held[0] == []
    assert s.phase == "place" and s.current == 1


def test_rule_upgrade_the_meeple_just_placed() -> None:
    s = scenario({(2, 2): ("B", 0)}, "A", held=[[6, 7], []])
    s = place(s, (2, 1), 2)
    s = apply(s, Move("meeple", feature=0))
    s = apply(s, Move("upgrade", (2, 1), 0, 0, (2, 2)))
    assert next(m for m in s.meeples).upgraded


def test_rule_upgrade_only_own_meeples() -> None:
    s = scenario({(2, 2): ("B", 0)}, "B", held=[[6, 7], []], meeples=[Meeple((2, 2), 0, 1)])
    s = place(s, (2, 3))
    s = apply(s, Move("meeple", feature=1))
    with pytest.raises(IllegalMove, match="own meeples"):
        apply(s, Move("upgrade", (2, 2), 0, 0, (2, 2)))


def test_rule_meeple_upgraded_only_once() -> None:
    meeples = [Meeple((2, 2), 0, 0, chip=16)]
    s = scenario({(2, 2): ("B", 0)}, "A", held=[[6, 7], []], meeples=meeples)
    s = place(s, (2, 1), 2)
    s = apply(s, Move("meeple", feature=0))
    with pytest.raises(IllegalMove, match="already upgraded"):
        apply(s, Move("upgrade", (2, 2), 0, 0, (2, 2)))
    assert all(m.square != (2, 2) for m in legal_moves(s) if m.kind == "upgrade")


def test_rule_upgraded_meeple_counts_double_in_majority() -> None:
    tiles = {(1, 1): ("A", 0), (1, 3): ("U", 0), (1, 4): ("A", 2), (0, 2): ("B", 0)}
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 4), 1, 1, chip=26)]
    s = scenario(tiles, "U", meeples=meeples)
    s = finish(place(s, (1, 2), 0))
    assert s.scores == [0, 4]


def test_rule_upgraded_meeple_ties_two_meeples() -> None:
    tiles = {(1, 1): ("A", 0), (1, 3): ("U", 0), (1, 4): ("A", 2), (0, 2): ("B", 0)}
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 3), 0, 0), Meeple((1, 4), 1, 1, chip=26)]
    s = scenario(tiles, "U", meeples=meeples)
    s = finish(place(s, (1, 2), 0))
    assert s.scores == [4, 4]


def test_rule_upgraded_meeple_counts_double_at_final_scoring() -> None:
    tiles = {(2, 2): ("C", 0), (2, 3): ("E", 0), (5, 5): ("B", 0)}
    meeples = [Meeple((2, 2), 0, 0), Meeple((2, 3), 0, 0), Meeple((3, 2), 0, 1, chip=0)]
    tiles[(3, 2)] = ("E", 3)
    s = scenario(tiles, "B", meeples=meeples, stack=[])
    s = finish(place(s, (5, 4)))
    assert is_over(s)
    assert s.scores == [4, 4]  # 3 tiles + 1 pennant, a tie of 2 against an upgraded 1


def test_rule_upgraded_farmer_counts_double() -> None:
    tiles = {(2, 2): ("E", 0), (3, 2): ("E", 0)}
    meeples = [Meeple((2, 2), 1, 0), Meeple((3, 2), 1, 1, chip=3)]
    s = scenario(tiles, "E", meeples=meeples, stack=[])
    s = finish(place(s, (2, 1), 2))
    assert is_over(s) and s.scores == [0, 3]


def test_rule_after_scoring_chip_leaves_and_meeple_is_normal_again() -> None:
    meeples = [Meeple((1, 1), 1, 0, chip=9)]
    s = scenario({(1, 1): ("A", 0), (1, 3): ("A", 2)}, "U", meeples=meeples)
    s = finish(place(s, (1, 2), 0))
    assert s.scores == [3, 0] and s.meeples == [] and 9 in s.chips_out
    assert s.supply(0) == 7


def test_rule_town_square_takes_tiles_but_no_chips() -> None:
    spec = small_map(towns={(2, 3): "Bonn"})
    s = scenario({(2, 2): ("B", 0)}, "B", spec=spec)
    assert place(s, (2, 3)).tiles[(2, 3)] == ("B", 0)
    assert (2, 3) not in admissible_squares(spec.playable, {}, spec.towns, [])


def test_rule_state_round_trips_through_json() -> None:
    s = scenario({(2, 2): ("B", 0)}, "A", held=[[6, 7], []], chips={(4, 4): 3})
    s = apply(place(s, (2, 1), 2), Move("meeple", feature=0))
    data = json.loads(json.dumps(s.to_dict()))
    assert State.from_dict(data).to_dict() == s.to_dict()
    assert Move.from_dict(
        json.loads(json.dumps(Move("upgrade", (1, 2), 0, 3, (2, 2)).to_dict()))
    ) == Move("upgrade", (1, 2), 0, 3, (2, 2))


@pytest.mark.parametrize(
    ("held", "pay", "left"),
    [([0, 1, 2, 3, 4], (1, 1, 1, 1), 1), ([0, 1, 6], (1, 1, 2), 0), ([6, 7, 0], (2, 2), 1)],
)
def test_rule_upgrade_each_combination_worth_4_is_accepted(
    held: list[int], pay: tuple[int, ...], left: int
) -> None:
    s = scenario({(2, 2): ("B", 0)}, "B", held=[held, []], meeples=[Meeple((2, 2), 0, 0)])
    s = apply(place(s, (2, 3)), Move("skip"))
    s = apply(s, Move("upgrade", (2, 2), 0, 0, pay))
    m = next(m for m in s.meeples if m.square == (2, 2))
    assert m.upgraded and m.strength == 2
    assert len(s.chips_out) == len(pay) - 1, "one chip under the meeple, the rest out"
    assert len(s.chips_held[0]) == left
    assert sorted([m.chip, *s.chips_out, *s.chips_held[0]]) == sorted(held)


@pytest.mark.parametrize("pay", [(1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (1, 2), (2,)])
def test_rule_upgrade_worth_3_or_5_is_refused(pay: tuple[int, ...]) -> None:
    held = [[0, 1, 2, 3, 6, 7], []]
    s = scenario({(2, 2): ("B", 0)}, "B", held=held, meeples=[Meeple((2, 2), 0, 0)])
    s = apply(place(s, (2, 3)), Move("skip"))
    with pytest.raises(IllegalMove, match="exactly 4"):
        apply(s, Move("upgrade", (2, 2), 0, 0, pay))


def test_rule_upgrade_with_a_chip_collected_this_turn() -> None:
    s = scenario({(2, 2): ("B", 0)}, "A", held=[[6], []], chips={(2, 1): 7})
    s = place(s, (2, 1), 2)
    assert s.chips_held[0] == [6, 7] and s.scores == [2, 0]
    s = apply(s, Move("meeple", feature=0))
    s = apply(s, Move("upgrade", (2, 1), 0, 0, (2, 2)))
    assert s.meeples[0].upgraded and s.chips_held[0] == []


def test_rule_upgraded_meeples_chip_leaves_the_game_at_final_scoring() -> None:
    tiles = {(2, 2): ("C", 0), (5, 5): ("B", 0)}
    s = scenario(tiles, "B", meeples=[Meeple((2, 2), 0, 0, chip=12)], stack=[])
    s = finish(place(s, (5, 4)))
    assert is_over(s) and s.scores == [2, 0] and 12 in s.chips_out and s.meeples == []


def test_rule_chip_never_next_to_an_open_large_city_edge() -> None:
    spec = small_map(grid(8, 8), large={(4, 4): "Berlin"})
    free = admissible_squares(spec.playable, spec.large_cities, {}, [])
    assert (4, 4) not in free
    assert not {(4, 3), (5, 4), (4, 5), (3, 4)} & set(free)
    assert (5, 5) in free, "diagonal to a large city is allowed"


def test_rule_all_30_chips_fit_the_germany_map_under_every_constraint() -> None:
    spec = MapSpec.germany()
    big = set(spec.large_cities)
    for starts in [("Rostock", "Erfurt"), ("Rostock", "Stuttgart"), ("Erfurt", "Stuttgart")]:
        used = {spec.start[n] for n in starts}
        for seed in range(6):
            chips, _ = place_chips(spec.playable, big, set(spec.towns), used, seed_state(seed))
            squares = set(chips)
            assert len(chips) == CHIP_COUNT and sorted(chips.values()) == list(range(CHIP_COUNT))
            assert squares <= spec.playable
            assert not squares & (big | set(spec.towns) | used)
            for sq in squares:
                assert not _orth(sq) & (squares | used | big), (starts, seed, sq)
