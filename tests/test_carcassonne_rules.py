"""Rules of Carcassonne Maps — Germany with Map-Chips: one test per rule, on small hand-built maps.

Tile feature indices used below (rotation 0): BA02 0 monastery, 1 road S; BA01 0 monastery,
1 field; BA03 0 city N, 1 road E–W, 2 field N of road, 3 field S; BA18 0 city N, 1 field; BA24
(rotation 1) 0 road N–S; BA04 0 city (all sides, pennant); BA07 0 city E–W (pennant).
Chip ids: 0–5, 10–15, 20–25 are worth 1; 6–9, 16–19, 26–29 are worth 2.
"""

from __future__ import annotations

import dataclasses
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
from geoquiz.games.carcassonne.engine import MEEPLES, feature_of, payments, start_rotations
from geoquiz.games.carcassonne.features import neighbour
from geoquiz.games.carcassonne.tiles import (
    START_TILE,
    all_tiles,
    base_tiles,
    kind_set,
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
    inns_cathedrals: bool = False,
) -> State:
    """A state whose board, hand, meeples and chips are given (player 0 to move)."""
    spec = spec or small_map()
    cfg = Config(
        tuple(PlayerSpec(f"P{i}") for i in range(players)),
        ("Rostock", "Erfurt"),
        1,
        inns_cathedrals=inns_cathedrals,
    )
    return dataclasses.replace(
        new_game(cfg, small_map()),
        map=spec,
        tiles={sq: ("BIG", spec.piece(sq)) for sq in spec.large_cities} | dict(tiles),
        order=[*spec.large_cities, *(sq for sq in tiles if sq not in spec.large_cities)],
        tile=hand,
        stack=list(stack if stack is not None else ["BA01"] * 10),
        meeples=list(meeples or []),
        chips_on_map=dict(chips or {}),
        chips_held=[list(h) for h in (held or [[] for _ in range(players)])],
        chips_out=[],
        discarded=[],
        events=[],
        scores=[0] * players,
        current=0,
        phase="place",
        last=None,
    )


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
def cfg2(starts: tuple[str, ...] = ("Rostock", "Erfurt"), seed: int = 1, **kw: object) -> Config:
    return Config((PlayerSpec("a"), PlayerSpec("b")), starts, seed, **kw)  # type: ignore[arg-type]


def test_rule_default_game_has_the_114_tiles_of_base_and_two_expansions() -> None:
    s = new_game(cfg2(), small_map(grid(14, 14)))
    laid = [t for t, _ in s.tiles.values() if t != "BIG"]
    total = Counter(laid) + Counter(s.stack) + Counter(s.discarded) + Counter([s.tile])
    assert sum(total.values()) == 114 and total == Counter(all_tiles())
    assert {kind_set(k) for k in total} == {"base", "inns-and-cathedrals", "traders-and-builders"}


def test_rule_base_only_option_has_the_72_base_tiles() -> None:
    s = new_game(cfg2(tiles="base"), small_map(grid(14, 14)))
    laid = [t for t, _ in s.tiles.values() if t != "BIG"]
    total = Counter(laid) + Counter(s.stack) + Counter(s.discarded) + Counter([s.tile])
    assert sum(total.values()) == 72 and total == Counter(base_tiles())
    assert {kind_set(k) for k in total} == {"base"}


def test_rule_settings_round_trip_and_old_saves_cannot_resume() -> None:
    cfg = cfg2(tiles="base", meeples=7, inns_cathedrals=True)
    assert Config.from_dict(json.loads(json.dumps(cfg.to_dict()))) == cfg
    s = new_game(cfg2(), small_map(grid(14, 14)))
    data = json.loads(json.dumps(s.to_dict()))
    assert State.from_dict(data).to_dict() == s.to_dict()
    data["stack"] = ["D", *data["stack"]]  # a tile named by letter: saved before the 114 tiles
    with pytest.raises(ValueError, match=r"does not have \(D\); start a new game"):
        State.from_dict(data)


def test_rule_tile_rotation_turns_sides_clockwise() -> None:
    assert tile_type("BA18", 0).sides == ("city", "field", "field", "field")
    assert tile_type("BA18", 1).sides == ("field", "city", "field", "field")
    assert tile_type("BA23", 2).sides == ("road", "road", "field", "field")


def test_rule_start_tile_and_one_random_tile_on_the_two_start_squares() -> None:
    spec = small_map()
    for seed in range(6):
        s = new_game(cfg2(("Erfurt", "Stuttgart"), seed), spec)
        assert s.tiles[(3, 3)][0] == START_TILE
        second = s.tiles[(4, 1)][0]
        assert second != "BIG"
        assert (1, 1) not in s.tiles
        laid = [t for t, _ in s.tiles.values()]
        assert len(s.stack) + 1 + len(laid) == 114  # the random tile came from the pile
    seconds = {
        new_game(cfg2(("Erfurt", "Stuttgart"), seed), spec).tiles[(4, 1)][0] for seed in range(12)
    }
    assert len(seconds) > 3, "the second start tile is drawn at random"


def test_rule_three_start_squares_option() -> None:
    s = new_game(cfg2(("Rostock", "Erfurt", "Stuttgart"), 3), small_map())
    assert s.tiles[(1, 1)][0] == START_TILE
    assert (3, 3) in s.tiles and (4, 1) in s.tiles
    assert len(s.stack) + 1 + 3 == 114


def test_rule_start_tiles_are_turned_so_their_features_can_be_continued() -> None:
    # the start square (1, 0) lies on the northern edge: the start tile's city must not face it
    spec = MapSpec(grid(), {"Rostock": (1, 0), "Erfurt": (3, 3)}, {}, {})
    for seed in range(8):
        s = new_game(cfg2(("Rostock", "Erfurt"), seed), spec)
        for sq in ((1, 0), (3, 3)):
            name, rot = s.tiles[sq]
            for side, kind in enumerate(tile_type(name, rot).sides):
                if kind != "field":
                    assert neighbour(sq, side) in spec.playable, (sq, name, rot, side)


def test_rule_rostock_start_tile_city_can_be_completed_on_the_germany_map() -> None:
    spec = MapSpec.germany()
    s = new_game(cfg2(("Rostock", "Stuttgart")), spec)
    sq = spec.start["Rostock"]
    name, rot = s.tiles[sq]
    assert name == START_TILE
    city_side = tile_type(name, rot).sides.index("city")
    assert neighbour(sq, city_side) in spec.playable
    assert start_rotations(spec, {}, START_TILE, sq) and rot in start_rotations(spec, {}, name, sq)


def test_rule_nine_meeples_per_player_by_default() -> None:
    s = new_game(cfg2(), small_map())
    assert MEEPLES == 9 and s.supply(0) == 9 and s.supply(1) == 9


def test_rule_seven_meeples_option() -> None:
    s = new_game(cfg2(meeples=7), small_map())
    assert s.supply(0) == 7
    s = dataclasses.replace(
        s, meeples=[Meeple((5, r), 0, 0) for r in range(6)] + [Meeple((0, 5), 0, 0)]
    )
    assert s.supply(0) == 0
    with pytest.raises(ValueError):
        new_game(cfg2(meeples=8), small_map())


def test_rule_every_later_tile_must_touch_a_laid_tile() -> None:
    s = new_game(cfg2(), small_map(grid(14, 14)))
    for _ in range(30):
        if is_over(s):
            break
        laid = {sq for sq, (t, _) in s.tiles.items() if t != "BIG"}
        for m in legal_moves(s):
            if m.kind == "place":
                assert any(neighbour(m.square, d) in laid for d in range(4))
        s = finish(apply(s, legal_moves(s)[0]))


def test_rule_a_large_city_square_makes_no_square_playable_by_itself() -> None:
    spec = small_map(large={(4, 4): "Big"})
    s = scenario({(1, 1): ("BA01", 0)}, "BA18", spec=spec)
    squares = {m.square for m in legal_moves(s)}
    assert (4, 3) not in squares and (3, 4) not in squares
    with pytest.raises(IllegalMove, match="carcassonne.not_touching"):
        place(s, (4, 3), 2)  # its city faces the large city, but no laid tile is next to it
    # once a laid tile is beside it, the square next to the large city may be used
    s2 = scenario({(3, 3): ("BA01", 0)}, "BA18", spec=spec)
    assert place(s2, (4, 3), 2).tiles[(4, 3)] == ("BA18", 2)


def test_rule_two_to_five_players() -> None:
    with pytest.raises(ValueError):
        Config((PlayerSpec("a"),)).validate()
    with pytest.raises(ValueError):
        Config(tuple(PlayerSpec(str(i)) for i in range(6))).validate()
    Config(tuple(PlayerSpec(str(i)) for i in range(5))).validate()


# ----------------------------------------------------------------------------- placement
def test_rule_tile_must_touch_a_placed_tile() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA01")
    with pytest.raises(IllegalMove, match="carcassonne.not_touching"):
        place(s, (4, 4))
    assert place(s, (2, 3)).tiles[(2, 3)] == ("BA01", 0)


def test_rule_touching_edges_must_match() -> None:
    s = scenario({(2, 2): ("BA18", 0)}, "BA18")  # city on the north side of (2, 2)
    with pytest.raises(IllegalMove, match="carcassonne.edges_mismatch"):
        place(s, (2, 1), 0)  # field side south against the city
    assert place(s, (2, 1), 2).tiles[(2, 1)] == ("BA18", 2)
    moves = legal_moves(s)
    assert Move("place", (2, 1), 2) in moves and Move("place", (2, 1), 0) not in moves


def test_rule_only_playable_squares_accept_tiles() -> None:
    spec = small_map(grid(3, 3))
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", spec=spec)
    with pytest.raises(IllegalMove, match="carcassonne.off_map"):
        place(s, (3, 2))
    assert all(m.square in spec.playable for m in legal_moves(s))


def test_rule_occupied_square_takes_no_tile() -> None:
    s = scenario({(2, 2): ("BA01", 0), (2, 3): ("BA01", 0)}, "BA01")
    with pytest.raises(IllegalMove, match="carcassonne.square_taken"):
        place(s, (2, 3))


def test_rule_large_city_open_edges_must_be_continued() -> None:
    spec = small_map(large={(3, 3): "Berlin"})
    s = scenario({(2, 2): ("BA01", 0)}, "BA18", spec=spec)
    with pytest.raises(IllegalMove, match="carcassonne.edges_mismatch"):
        place(s, (3, 2), 0)  # field against Berlin's open city edge
    s = place(s, (3, 2), 2)  # city side south, continuing Berlin
    info = feature_of(s, ((3, 2), 0))
    assert (3, 3) in info.squares and not info.complete


def test_rule_large_city_scores_as_a_city_tile_with_pennant() -> None:
    spec = small_map(large={(3, 3): "Berlin"})
    tiles = {(3, 2): ("BA18", 2), (4, 3): ("BA18", 3), (3, 4): ("BA18", 0), (2, 2): ("BA01", 0)}
    s = scenario(tiles, "BA18", spec=spec, meeples=[Meeple((3, 2), 0, 0)])
    s = finish(place(s, (2, 3), 1))
    # 4 tiles + Berlin (1 tile + 1 pennant): 2 × 6
    assert s.scores == (12, 0)


def test_rule_large_city_sides_off_the_map_are_walls() -> None:
    spec = small_map(large={(0, 0): "Kiel"})
    tiles = {(1, 0): ("BA18", 3), (1, 1): ("BA01", 0)}
    s = scenario(tiles, "BA18", spec=spec, meeples=[Meeple((1, 0), 0, 1)])
    s = finish(place(s, (0, 1), 0))  # closes the south side; north and west are walls
    assert s.scores == (0, 8)


def test_rule_feature_running_off_the_map_is_closed_by_the_edge() -> None:
    # Changed for the publisher's map rules (rules/carcassonne-maps-basic-rules.txt, Scoring: "a
    # city, a road or a field that runs to the edge of the map counts as closed there"); this
    # test used to check that such a road never completes.
    spec = small_map(grid(3, 3))
    s = scenario({(1, 1): ("BA02", 2)}, "BA24", spec=spec, meeples=[Meeple((1, 1), 1, 0)])
    s = finish(place(s, (1, 0), 1))  # road runs north to the map's edge: closed there
    assert feature_of(s, ((1, 1), 1)).complete and s.scores == (2, 0)


def test_rule_unplaceable_tile_is_discarded_and_redrawn() -> None:
    spec = small_map(frozenset({(0, 0), (1, 0), (2, 0)}))
    s = scenario({(0, 0): ("BA04", 0)}, "BA04", spec=spec, stack=["BA18", "BA24"])
    s = finish(place(s, (1, 0)))
    assert s.discarded == ("BA24",)
    assert s.tile == "BA18" and s.current == 1


def test_rule_game_ends_when_the_pile_is_empty() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", stack=[])
    s = finish(place(s, (2, 3)))
    assert is_over(s) and legal_moves(s) == []
    with pytest.raises(IllegalMove, match="carcassonne.game_over"):
        apply(s, Move("done"))


# ----------------------------------------------------------------------------- meeples
def test_rule_a_player_without_meeples_skips_the_meeple_step() -> None:
    meeples = [Meeple((0, r), 1, 0) for r in range(6)] + [Meeple((5, r), 1, 0) for r in range(3)]
    tiles = {(0, r): ("BA01", 0) for r in range(6)} | {(5, r): ("BA01", 0) for r in range(3)}
    s = scenario(tiles, "BA18", meeples=meeples)
    assert s.supply(0) == 0 and s.supply(1) == 9
    s = place(s, (1, 0), 1)
    assert s.phase != "meeple"  # no meeple left: the meeple step is skipped


def test_rule_meeple_goes_on_a_feature_of_the_tile_just_placed() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA02")
    s = place(s, (2, 1), 2)
    assert s.phase == "meeple"
    with pytest.raises(IllegalMove, match="carcassonne.no_such_spot"):
        apply(s, Move("meeple", feature=7))
    s = apply(s, Move("meeple", feature=0))
    assert Meeple((2, 1), 0, 0) in s.meeples


def test_rule_no_meeple_on_an_occupied_feature() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", meeples=[Meeple((2, 2), 1, 1)])
    s = place(s, (2, 3))  # joins the field of (2, 2) where player 1 has a farmer
    with pytest.raises(IllegalMove, match="carcassonne.feature_occupied"):
        apply(s, Move("meeple", feature=1))
    assert Move("meeple", feature=1) not in legal_moves(s)
    s2 = apply(s, Move("meeple", feature=0))
    assert Meeple((2, 3), 0, 0) in s2.meeples


# ----------------------------------------------------------------------------- scoring
def test_rule_completed_road_scores_1_per_tile() -> None:
    s = scenario({(1, 1): ("BA02", 0), (1, 3): ("BA02", 2)}, "BA24", meeples=[Meeple((1, 1), 1, 0)])
    s = finish(place(s, (1, 2), 1))
    assert s.scores == (3, 0) and s.meeples == ()


def test_rule_completed_city_scores_2_per_tile_and_pennant() -> None:
    s = scenario({(2, 1): ("BA18", 1), (3, 1): ("BA07", 0)}, "BA18", meeples=[Meeple((3, 1), 0, 1)])
    s = finish(place(s, (4, 1), 3))
    assert s.scores == (0, 8)  # 3 tiles + 1 pennant, doubled


def test_rule_two_tile_city_scores_4() -> None:
    s = scenario({(2, 2): ("BA18", 0)}, "BA18")
    s = place(s, (2, 1), 2)
    s = finish(apply(s, Move("meeple", feature=0)))
    assert s.scores == (4, 0) and s.supply(0) == 9


def test_rule_completed_monastery_scores_9() -> None:
    ring = [(1, 1), (2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3)]
    tiles = {sq: ("BA01", 0) for sq in ring} | {(2, 2): ("BA01", 0)}
    s = scenario(tiles, "BA01", meeples=[Meeple((2, 2), 0, 1)])
    s = finish(place(s, (3, 3)))
    assert s.scores == (0, 9)


def test_rule_majority_scores_ties_share() -> None:
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 3), 1, 1)]
    s = scenario({(1, 1): ("BA02", 0), (1, 3): ("BA02", 2)}, "BA24", meeples=meeples)
    s = finish(place(s, (1, 2), 1))
    assert s.scores == (3, 3)


def test_rule_majority_most_meeples_wins() -> None:
    tiles = {(1, 1): ("BA02", 0), (1, 3): ("BA24", 1), (1, 4): ("BA02", 2), (0, 2): ("BA01", 0)}
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 3), 0, 0), Meeple((1, 4), 1, 1)]
    s = scenario(tiles, "BA24", meeples=meeples, players=2)
    s = finish(place(s, (1, 2), 1))
    assert s.scores == (4, 0) and s.meeples == ()


def test_rule_final_scoring_counts_incomplete_features() -> None:
    tiles = {(2, 2): ("BA04", 0), (4, 4): ("BA02", 0)}
    meeples = [Meeple((2, 2), 0, 0), Meeple((4, 4), 0, 1)]
    s = scenario(tiles, "BA01", meeples=meeples, stack=[])
    s = finish(place(s, (5, 4)))
    # city: 1 tile + 1 pennant; monastery: itself + 1 neighbour
    assert is_over(s) and s.scores == (2, 2) and s.meeples == ()


def test_rule_farmers_score_3_per_completed_city() -> None:
    tiles = {(2, 2): ("BA18", 0), (4, 2): ("BA18", 0)}
    s = scenario(tiles, "BA18", meeples=[Meeple((2, 2), 1, 1)], stack=[])
    s = finish(place(s, (2, 1), 2))  # completes the city north of (2, 2); game ends
    assert is_over(s)
    assert s.scores == (0, 3)  # farmer borders one completed city (the one at (4, 2) is open)


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
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", chips={(2, 3): 7})
    s = place(s, (2, 3))
    assert s.scores == (2, 0) and s.chips_held[0] == (7,) and (2, 3) not in s.chips_on_map
    s2 = scenario({(2, 2): ("BA01", 0)}, "BA01", chips={(2, 3): 0})
    assert place(s2, (2, 3)).scores == (1, 0)


def test_rule_upgrade_costs_chips_worth_exactly_4() -> None:
    held = [[0, 1, 2, 3, 6, 7, 8], []]
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", held=held, meeples=[Meeple((2, 2), 0, 0)])
    s = place(s, (2, 3))
    s = apply(s, Move("skip"))
    assert s.phase == "upgrade"
    assert sorted(payments(s, 0)) == [(1, 1, 1, 1), (1, 1, 2), (2, 2)]
    for bad in [(1, 1, 1), (2, 2, 1), (1, 1, 1, 2), (4,)]:
        with pytest.raises(IllegalMove, match="carcassonne.upgrade_costs_four"):
            apply(s, Move("upgrade", (2, 2), 0, 0, bad))
    one = scenario(
        {(2, 2): ("BA01", 0)}, "BA01", held=[[0, 1, 2], []], meeples=[Meeple((2, 2), 0, 0)]
    )
    one = apply(place(one, (2, 3)), Move("skip"))
    assert one.phase == "place" and one.current == 1  # 3 points cannot pay: no upgrade step


def test_rule_upgrade_puts_one_chip_under_the_meeple_others_leave_the_game() -> None:
    s = scenario(
        {(2, 2): ("BA01", 0)}, "BA01", held=[[0, 1, 6], []], meeples=[Meeple((2, 2), 0, 0)]
    )
    s = apply(place(s, (2, 3)), Move("skip"))
    s = apply(s, Move("upgrade", (2, 2), 0, 0, (1, 1, 2)))
    m = next(m for m in s.meeples if m.square == (2, 2))
    assert m.upgraded and m.chip in (0, 1, 6)
    assert sorted([*s.chips_out, m.chip]) == [0, 1, 6] and s.chips_held[0] == ()
    assert s.phase == "place" and s.current == 1


def test_rule_upgrade_the_meeple_just_placed() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA02", held=[[6, 7], []])
    s = place(s, (2, 1), 2)
    s = apply(s, Move("meeple", feature=0))
    s = apply(s, Move("upgrade", (2, 1), 0, 0, (2, 2)))
    assert next(m for m in s.meeples).upgraded


def test_rule_upgrade_only_own_meeples() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", held=[[6, 7], []], meeples=[Meeple((2, 2), 0, 1)])
    s = place(s, (2, 3))
    s = apply(s, Move("meeple", feature=1))
    with pytest.raises(IllegalMove, match="carcassonne.not_your_meeple"):
        apply(s, Move("upgrade", (2, 2), 0, 0, (2, 2)))


def test_rule_meeple_upgraded_only_once() -> None:
    meeples = [Meeple((2, 2), 0, 0, chip=16)]
    s = scenario({(2, 2): ("BA01", 0)}, "BA02", held=[[6, 7], []], meeples=meeples)
    s = place(s, (2, 1), 2)
    s = apply(s, Move("meeple", feature=0))
    with pytest.raises(IllegalMove, match="carcassonne.already_upgraded"):
        apply(s, Move("upgrade", (2, 2), 0, 0, (2, 2)))
    assert all(m.square != (2, 2) for m in legal_moves(s) if m.kind == "upgrade")


def test_rule_upgraded_meeple_counts_double_in_majority() -> None:
    tiles = {(1, 1): ("BA02", 0), (1, 3): ("BA24", 1), (1, 4): ("BA02", 2), (0, 2): ("BA01", 0)}
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 4), 1, 1, chip=26)]
    s = scenario(tiles, "BA24", meeples=meeples)
    s = finish(place(s, (1, 2), 1))
    assert s.scores == (0, 4)


def test_rule_upgraded_meeple_ties_two_meeples() -> None:
    tiles = {(1, 1): ("BA02", 0), (1, 3): ("BA24", 1), (1, 4): ("BA02", 2), (0, 2): ("BA01", 0)}
    meeples = [Meeple((1, 1), 1, 0), Meeple((1, 3), 0, 0), Meeple((1, 4), 1, 1, chip=26)]
    s = scenario(tiles, "BA24", meeples=meeples)
    s = finish(place(s, (1, 2), 1))
    assert s.scores == (4, 4)


def test_rule_upgraded_meeple_counts_double_at_final_scoring() -> None:
    tiles = {(2, 2): ("BA04", 0), (2, 3): ("BA18", 0), (5, 5): ("BA01", 0)}
    meeples = [Meeple((2, 2), 0, 0), Meeple((2, 3), 0, 0), Meeple((3, 2), 0, 1, chip=0)]
    tiles[(3, 2)] = ("BA18", 3)
    s = scenario(tiles, "BA01", meeples=meeples, stack=[])
    s = finish(place(s, (5, 4)))
    assert is_over(s)
    assert s.scores == (4, 4)  # 3 tiles + 1 pennant, a tie of 2 against an upgraded 1


def test_rule_upgraded_farmer_counts_double() -> None:
    tiles = {(2, 2): ("BA18", 0), (3, 2): ("BA18", 0)}
    meeples = [Meeple((2, 2), 1, 0), Meeple((3, 2), 1, 1, chip=3)]
    s = scenario(tiles, "BA18", meeples=meeples, stack=[])
    s = finish(place(s, (2, 1), 2))
    assert is_over(s) and s.scores == (0, 3)


def test_rule_after_scoring_chip_leaves_and_meeple_is_normal_again() -> None:
    meeples = [Meeple((1, 1), 1, 0, chip=9)]
    s = scenario({(1, 1): ("BA02", 0), (1, 3): ("BA02", 2)}, "BA24", meeples=meeples)
    s = finish(place(s, (1, 2), 1))
    assert s.scores == (3, 0) and s.meeples == () and 9 in s.chips_out
    assert s.supply(0) == 9


def test_rule_town_square_takes_tiles_but_no_chips() -> None:
    spec = small_map(towns={(2, 3): "Bonn"})
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", spec=spec)
    assert place(s, (2, 3)).tiles[(2, 3)] == ("BA01", 0)
    assert (2, 3) not in admissible_squares(spec.playable, {}, spec.towns, [])


def test_rule_state_round_trips_through_json() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA02", held=[[6, 7], []], chips={(4, 4): 3})
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
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", held=[held, []], meeples=[Meeple((2, 2), 0, 0)])
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
    s = scenario({(2, 2): ("BA01", 0)}, "BA01", held=held, meeples=[Meeple((2, 2), 0, 0)])
    s = apply(place(s, (2, 3)), Move("skip"))
    with pytest.raises(IllegalMove, match="carcassonne.upgrade_costs_four"):
        apply(s, Move("upgrade", (2, 2), 0, 0, pay))


def test_rule_upgrade_with_a_chip_collected_this_turn() -> None:
    s = scenario({(2, 2): ("BA01", 0)}, "BA02", held=[[6], []], chips={(2, 1): 7})
    s = place(s, (2, 1), 2)
    assert s.chips_held[0] == (6, 7) and s.scores == (2, 0)
    s = apply(s, Move("meeple", feature=0))
    s = apply(s, Move("upgrade", (2, 1), 0, 0, (2, 2)))
    assert s.meeples[0].upgraded and s.chips_held[0] == ()


def test_rule_upgraded_meeples_chip_leaves_the_game_at_final_scoring() -> None:
    tiles = {(2, 2): ("BA04", 0), (5, 5): ("BA01", 0)}
    s = scenario(tiles, "BA01", meeples=[Meeple((2, 2), 0, 0, chip=12)], stack=[])
    s = finish(place(s, (5, 4)))
    assert is_over(s) and s.scores == (2, 0) and 12 in s.chips_out and s.meeples == ()


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


# ----------------------------------------------------------------------------- inns and cathedrals
INN_ROAD = {(0, 2): ("BA02", 3), (2, 2): ("BA02", 1)}  # monastery roads ending east / west
CATHEDRAL_RING = {
    (2, 1): ("BA18", 2),
    (3, 2): ("BA18", 3),
    (2, 3): ("BA18", 0),
    (1, 2): ("BA18", 1),
}


def _inn_road(option: bool, stack: list[str] | None = None) -> State:
    s = scenario(INN_ROAD, "IC15", inns_cathedrals=option, stack=stack)
    s = place(s, (1, 2), 0)
    return finish(apply(s, Move("meeple", feature=0)))


def test_rule_completed_road_with_an_inn_scores_2_per_tile_with_the_option() -> None:
    assert _inn_road(True).scores == (6, 0)


def test_rule_inn_scores_as_an_ordinary_road_without_the_option() -> None:
    assert _inn_road(False).scores == (3, 0)


def test_rule_unfinished_road_with_an_inn_scores_0_at_the_end() -> None:
    for option, points in ((True, 0), (False, 2)):
        s = scenario({(0, 2): ("BA02", 3)}, "IC15", inns_cathedrals=option, stack=[])
        s = finish(apply(place(s, (1, 2), 0), Move("meeple", feature=0)))
        assert is_over(s) and s.scores == (points, 0)


def _cathedral(option: bool, tiles: dict[Sq, tuple[str, int]]) -> State:
    s = scenario(tiles, "IC02", inns_cathedrals=option, stack=[])
    return finish(apply(place(s, (2, 2), 0), Move("meeple", feature=0)))


def test_rule_completed_city_with_a_cathedral_scores_3_per_tile_with_the_option() -> None:
    assert _cathedral(True, CATHEDRAL_RING).scores == (15, 0)
    assert _cathedral(False, CATHEDRAL_RING).scores == (10, 0)


def test_rule_unfinished_city_with_a_cathedral_scores_0_at_the_end() -> None:
    three = {k: v for k, v in CATHEDRAL_RING.items() if k != (1, 2)}
    assert _cathedral(True, three).scores == (0, 0)
    assert _cathedral(False, three).scores == (4, 0)  # 4 tiles, 1 each at the final scoring


def test_rule_inner_field_farmer_scores_the_cities_round_it() -> None:
    # IC03: four separate cities round an inner field; a farmer there scores each completed one
    ring = {(2, 1): ("BA18", 2), (3, 2): ("BA18", 3), (2, 3): ("BA18", 0), (1, 2): ("BA18", 1)}
    s = scenario(ring, "IC03", stack=[])
    s = place(s, (2, 2), 0)
    s = finish(apply(s, Move("meeple", feature=4)))
    assert is_over(s) and s.scores == (12, 0)  # four completed two-tile cities, 3 each


def _isolated_large_cities(spec: MapSpec) -> dict[Sq, str]:
    """Large cities none of whose playable neighbour squares faces another large city: the
    ones that tiles can close on their own (the others must merge unless a tile with separate
    city sides, IC03, IC04 or TB06, lies between them)."""
    out = {}
    for sq, name in spec.large_cities.items():
        around = [neighbour(sq, d) for d in range(4)]
        if any(nb in spec.large_cities for nb in around):
            continue
        second = {neighbour(nb, d) for nb in around if nb in spec.playable for d in range(4)}
        if not (second - {sq}) & set(spec.large_cities):
            out[sq] = name
    return out


def test_rule_a_large_city_is_completed_when_tiles_close_every_open_side() -> None:
    """On the map of Germany: a city cap on each playable side of Berlin, Frankfurt and München
    completes it (the last cap laid through the engine, next to a laid tile); the meeple's owner
    scores 2 × (the caps + the printed city's parts and pennants).

    Changed for the publisher's map rules (rules/carcassonne-maps-basic-rules.txt: the six
    printed large cities, their pieces counting as city parts with printed pennants): it used
    to check twelve one-square large cities of one part and one pennant each."""
    from geoquiz.games.carcassonne.tiles import printed_parts

    spec = MapSpec.germany()
    isolated = _isolated_large_cities(spec)
    assert sorted(isolated.values()) == ["Berlin", "Frankfurt", "München"]
    for big, name in isolated.items():
        sides = [d for d in range(4) if neighbour(big, d) in spec.playable]
        caps = {neighbour(big, d): ("BA18", (d + 2) % 4) for d in sides}
        last = next(iter(caps))
        helper = next(
            x
            for x in (neighbour(last, d) for d in range(4))
            if x in spec.playable
            and x not in caps
            and x not in spec.large_cities
            and not any(neighbour(x, d) in spec.large_cities for d in range(4))
        )
        tiles = {sq: t for sq, t in caps.items() if sq != last} | {helper: ("BA01", 0)}
        claim = next(sq for sq in tiles if sq in caps)
        s = scenario(tiles, "BA18", spec=spec, meeples=[Meeple(claim, 0, 0)])
        s = finish(place(s, last, caps[last][1]))
        city = feature_of(s, (big, 0))
        assert city.complete, name
        parts, pennants = printed_parts(spec.piece(big))
        assert s.scores == (2 * (len(caps) + parts + pennants), 0), name
