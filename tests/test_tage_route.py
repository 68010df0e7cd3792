"""Route rules of 10 Tage durch Deutschland, one test per rulebook paragraph (DESIGN §5)."""

from __future__ import annotations

import pytest

from geoquiz.games.tage.cards import deck, parse_card, validate_cards
from geoquiz.games.tage.route import check_route
from geoquiz.geo.regions import COLOURS, region, regions

VALID = [
    "oberpfalz", "bus", "chemnitz", "dresden", "leipzig",
    "halle", "magdeburg", "train:orange", "mittelfranken", "oberbayern",
]  # fmt: skip


def codes(cards: list[str | None]) -> list[str]:
    return [link.code for link in check_route(cards).links]


def with_slots(route: list[str | None], **slots: str | None) -> list[str | None]:
    out = list(route)
    for key, card in slots.items():
        out[int(key[1:])] = card
    return out


def test_goal_of_the_game_a_route_covers_ten_days() -> None:
    result = check_route(VALID)
    assert result.valid
    assert [(link.start, link.end) for link in result.links] == [
        (0, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 8), (8, 9),
    ]  # fmt: skip
    with pytest.raises(ValueError, match="10 days"):
        check_route(VALID[:9])


def test_components_59_cards_44_region_cards_berlin_twice() -> None:
    # Rulebook "Components": 59 cards, 44 region cards, 10 train cards in 5 colours, 5 bus cards.
    # DESIGN §5: 43 regions, one card each and a second Berlin card.
    cards = deck()
    assert len(cards) == 59
    regions_ = [c for c in cards if c != "bus" and not c.startswith("train:")]
    assert len(regions_) == 44 and len(set(regions_)) == 43
    assert cards.count("berlin") == 2
    assert all(regions_.count(r) == 1 for r in set(regions_) - {"berlin"})
    assert sum(1 for c in cards if c.startswith("train:")) == 10
    assert all(cards.count(f"train:{c}") == 2 for c in COLOURS)
    assert cards.count("bus") == 5


def test_route_may_visit_berlin_twice() -> None:
    # Two Berlin cards: a route may start in Berlin and come back (train to Berlin: any colour).
    route = [
        "berlin", "brandenburg", "mecklenburg-vorpommern", "ostsee", "schleswig-holstein",
        "hamburg", "lueneburg", "bremen", "train:blue", "berlin",
    ]  # fmt: skip
    check = check_route(route)
    assert check.valid, [link.text for link in check.problems]
    assert [link.code for link in check.links][-1] == "train-berlin"


def test_visiting_neighbors_example_1_lueneburg_mecklenburg_vorpommern() -> None:
    link = check_route(["lueneburg", "mecklenburg-vorpommern"], days=2).links[0]
    assert (link.kind, link.ok, link.code) == ("neighbour", True, "neighbours")
    assert link.text == "Lüneburg and Mecklenburg-Vorpommern are neighbours"


def test_visiting_neighbors_regions_without_border_fail() -> None:
    route = with_slots(VALID, s9="bodensee")
    last = check_route(route).links[-1]
    assert not last.ok and last.code == "not-neighbours"
    assert "share no border" in last.text
    assert not check_route(route).valid


def test_train_journey_example_2_mittelfranken_schleswig_holstein() -> None:
    colour = region("mittelfranken").colour
    assert region("schleswig-holstein").colour == colour == "orange"  # as the rulebook prints
    result = check_route(
        ["niederbayern", "oberpfalz", "oberfranken", "mittelfranken", f"train:{colour}",
         "schleswig-holstein", "hamburg", "lueneburg", "brandenburg", "berlin"]
    )  # fmt: skip
    assert result.valid, [link.text for link in result.problems]
    train_link = result.links[3]
    assert (train_link.kind, train_link.start, train_link.end) == ("train", 3, 5)


def test_train_journey_colours_must_match() -> None:
    wrong = next(c for c in COLOURS if c != region("magdeburg").colour)
    route = with_slots(VALID, s7=f"train:{wrong}")
    link = check_route(route).links[5]
    assert (link.kind, link.ok, link.code) == ("train", False, "train-colour")
    assert "Magdeburg is orange" in link.text and "Mittelfranken is orange" in link.text


def test_train_journey_berlin_special_case_any_colour() -> None:
    for colour in COLOURS:
        other = next(r.id for r in regions() if r.colour == colour and r.id != "brandenburg")
        route = ["brandenburg", "berlin", f"train:{colour}", other] + [None] * 6
        link = check_route(route).links[1]
        assert link.ok and link.code == "train-berlin", colour


def test_only_one_connection_between_two_regions() -> None:
    route = ["oberpfalz", "oberfranken", "chemnitz", "dresden", "leipzig",
             "halle", "bus", "train:orange", "mittelfranken", "oberbayern"]  # fmt: skip
    result = check_route(route)
    link = next(lk for lk in result.links if lk.code == "two-transports")
    assert (link.start, link.end, link.ok) == (5, 8, False)
    assert "at most one" in link.text
    assert not result.valid


def test_bus_journey_example_3_berlin_bus_magdeburg() -> None:
    link = check_route(["berlin", "bus", "magdeburg"], days=3).links[0]
    assert (link.kind, link.ok) == ("bus", True)
    assert "brandenburg" in link.params["bridges"]


def test_bus_journey_example_4_oberpfalz_bus_chemnitz() -> None:
    link = check_route(VALID).links[0]
    assert (link.kind, link.ok, link.params["via"]) == ("bus", True, "Oberfranken")


def test_bus_journey_needs_a_region_neighbouring_both() -> None:
    link = check_route(["bodensee", "bus", "ostsee"], days=3).links[0]
    assert (link.ok, link.code) == (False, "bus-no-bridge")


def test_any_combination_of_travel_types() -> None:
    kinds = [link.kind for link in check_route(VALID).links]
    assert set(kinds) == {"bus", "neighbour", "train"}


def test_no_train_or_bus_on_day_1_and_day_10() -> None:
    first = with_slots(VALID, s0="train:red")
    assert "transport-day-1" in codes(first)
    assert not check_route(first).valid
    last = with_slots(VALID, s9="bus")
    assert "transport-day-10" in codes(last)
    assert not check_route(last).valid


def test_empty_days_make_the_route_incomplete() -> None:
    route = with_slots(VALID, s4=None)
    result = check_route(route)
    assert not result.valid and "empty" in codes(route)


def test_parse_card_accepts_ids_names_trains_and_buses() -> None:
    assert parse_card("Lüneburg") == "lueneburg"
    assert parse_card("train:Blue") == "train:blue"
    assert parse_card("zug:rot") == "train:red"
    assert parse_card("BUS") == "bus"
    with pytest.raises(ValueError, match="train colour"):
        parse_card("train:pink")
    with pytest.raises(ValueError, match="deck holds only 2"):
        validate_cards(["train:red"] * 3)
