"""Editor hints: a prompt naming a town in the card's cell gives it away; near-line hint."""

from __future__ import annotations

from geoquiz.db.card_hints import card_hints, line_distance_km
from geoquiz.geo.board import locate


def test_prompt_naming_a_town_in_the_same_cell_gives_the_card_away() -> None:
    porta = locate(52.24, 8.92, 2.0)
    hints = card_hints("Porta Westfalica", ["Weserdurchbruch bei Minden"], porta, 52.24, 8.92)
    assert [(h.code, h.params["town"]) for h in hints] == [("gives_away", "Minden")]


def test_a_town_elsewhere_or_the_title_itself_is_no_give_away() -> None:
    minden = locate(52.289, 8.917, 2.0)
    assert card_hints("Minden", ["Wo liegt Minden?"], minden, 52.289, 8.917) == []
    assert card_hints("Minden", ["Nicht weit von München"], minden, 52.289, 8.917) == []


def test_near_a_line_the_hint_gives_the_distance() -> None:
    hamburg = locate(53.55, 9.99, 2.0)
    assert len(hamburg) == 2
    (hint,) = card_hints("Hamburg", ["Wo liegt Hamburg?"], hamburg, 53.55, 9.99)
    assert hint.code == "near_line" and 0.5 < float(hint.params["km"]) < 0.8  # type: ignore[arg-type]
    assert line_distance_km(52.0, 9.5) < 0.01
