"""The publisher's map rules of Carcassonne Maps (``rules/carcassonne-maps-basic-rules.txt``): one
test per rule — the map's edge closes roads, cities and fields; a monastery on an edge square.

Small hand-built maps (``tests/test_carcassonne_rules.py``'s helpers); every square outside a
map's ``playable`` set is beyond the map's edge (sea or abroad).
Tile feature indices (rotation 0): BA01 0 monastery, 1 field; BA18 0 city N, 1 field; BA24 0
road E–W (rotation 0), fields either side; BA07 0 city E–W with a pennant.
"""

from __future__ import annotations

from geoquiz.games.carcassonne import Meeple, Move, apply, is_over
from geoquiz.games.carcassonne.engine import feature_of
from tests.test_carcassonne_rules import finish, grid, place, scenario, small_map


def test_rule_a_road_closed_by_the_map_edge_on_both_ends_scores_during_play() -> None:
    spec = small_map(frozenset({(0, 0), (1, 0)}))
    s = scenario({(0, 0): ("BA24", 0)}, "BA24", spec=spec, meeples=[Meeple((0, 0), 0, 0)])
    s = finish(place(s, (1, 0), 0))  # the road runs from the west edge to the east edge
    assert s.scores == (2, 0)
    assert not s.meeples, "the meeple of a road closed by the edge comes home at once"


def test_rule_a_city_closed_by_coast_and_a_tile() -> None:
    """A city on the top row runs north into the sea (the coast) and south into one tile's city
    cap: it is complete — 2 tiles + 1 pennant, 2 points each."""
    spec = small_map(grid(3, 3))
    s = scenario({(1, 0): ("BA07", 1)}, "BA18", spec=spec, meeples=[Meeple((1, 0), 0, 1)])
    assert not feature_of(s, ((1, 0), 0)).complete  # its south side is still open
    s = finish(place(s, (1, 1), 0))  # a city cap facing north closes it
    assert feature_of(s, ((1, 0), 0)).complete
    assert s.scores == (0, 6) and not s.meeples


def test_rule_a_city_cap_facing_the_edge_is_complete_at_once() -> None:
    spec = small_map(grid(3, 3))
    s = scenario({(1, 1): ("BA01", 0)}, "BA18", spec=spec)
    s = place(s, (1, 0), 0)  # city side north, beyond the map: closed
    assert feature_of(s, ((1, 0), 0)).complete


def test_rule_a_field_at_the_edge_scores_the_city_the_edge_closed_for_its_farmer() -> None:
    """Fields are closed by the edge like cities and roads: what they score is the farmers'
    3 per completed city, and a city closed by the edge counts."""
    spec = small_map(grid(3, 3))
    s = scenario({(1, 1): ("BA01", 0)}, "BA18", spec=spec, stack=[])
    s = place(s, (1, 0), 0)
    s = finish(apply(s, Move("meeple", feature=1)))  # the farmer on the field south of the city
    assert is_over(s) and s.scores == (3, 0)


def test_rule_a_monastery_on_an_edge_square_completes_when_its_squares_on_the_map_are_filled() -> (
    None
):
    """Decided (the publisher's example, DESIGN §7): the squares beyond the map's edge need not
    be filled. A monastery on the top row of a 3 × 2 map has five squares around it on the map;
    when they hold tiles it scores 9."""
    spec = small_map(grid(3, 2))
    tiles = {(1, 0): ("BA01", 0), (0, 0): ("BA01", 0), (2, 0): ("BA01", 0), (0, 1): ("BA01", 0)}
    tiles |= {(2, 1): ("BA01", 0)}
    s = scenario(tiles, "BA01", spec=spec, meeples=[Meeple((1, 0), 0, 0)])
    assert not feature_of(s, ((1, 0), 0)).complete
    s = finish(place(s, (1, 1), 0))
    assert s.scores == (9, 0) and not s.meeples


def test_rule_a_monastery_at_the_edge_scores_9_minus_its_empty_squares_on_the_map() -> None:
    spec = small_map(grid(3, 2))
    tiles = {(1, 0): ("BA01", 0), (0, 0): ("BA01", 0)}
    s = scenario(tiles, "BA01", spec=spec, meeples=[Meeple((1, 0), 0, 0)], stack=[])
    s = finish(place(s, (2, 0), 0))
    # on the map around it: (0, 0) and (2, 0) filled, (0, 1) (1, 1) (2, 1) empty: 9 - 3
    assert is_over(s) and s.scores == (6, 0)
