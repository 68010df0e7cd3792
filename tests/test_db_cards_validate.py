"""db.cards.validate: the one card validation the editor (repository), and the importer share."""

from __future__ import annotations

import pytest

from geoquiz.db import cards
from geoquiz.db import repository as repo
from geoquiz.db.cardio import validate_rows

GOOD = {"colour": "yellow", "title": "Minden", "prompt_de": "Wo?", "lat": "52.289", "lon": "8.917"}


def _columns(data: object) -> set[str]:
    return {p.column for p in cards.validate(data)}


def test_a_good_card_has_no_problem_in_any_shape() -> None:
    assert cards.validate(GOOD) == []
    data, problems = cards.parse(GOOD)
    assert problems == [] and data is not None
    assert cards.validate(data) == []  # a CardData validates too
    assert cards.validate({**GOOD, "lat": 52.289, "lon": 8.917, "needs_review": False}) == []


@pytest.mark.parametrize(
    ("change", "column"),
    [
        ({"title": "x" * 201}, "title"),
        ({"title": ["a"]}, "title"),
        ({"prompt_de": "x" * 2001}, "prompt_de"),
        ({"lat": 10**400}, "lat"),
        ({"lat": "1" * 400}, "lat"),
        ({"lat": float("inf")}, "lat"),
        ({"lon": None, "lat": None, "outline_wkt": None}, "lat"),
        ({"needs_review": "vielleicht"}, "needs_review"),
        ({"needs_review": [1]}, "needs_review"),
        ({"colour": "purple"}, "colour"),
        ({"title": "a\x00b"}, "title"),
        ({"outline_wkt": 5}, "outline_wkt"),
    ],
)
def test_each_malformed_value_is_a_problem_of_its_column(change: dict, column: str) -> None:
    assert column in _columns({**GOOD, **change})


def test_boolean_words_mean_what_they_say() -> None:
    data, _ = cards.parse({**GOOD, "needs_review": "false"})
    assert data is not None and data.needs_review is False
    data, _ = cards.parse({**GOOD, "needs_review": "ja"})
    assert data is not None and data.needs_review is True


def test_outline_vertex_limit() -> None:
    n = cards.MAX_OUTLINE_VERTICES + 10
    ring = ", ".join(f"{9 + i / n:.6f} {51 + (i % 2) / 1000:.6f}" for i in range(n))
    problems = cards.validate({**GOOD, "lat": "", "lon": "", "outline_wkt": f"LINESTRING ({ring})"})
    assert [p.column for p in problems] == ["outline_wkt"]
    assert "vertices" in problems[0].message or "characters" in problems[0].message


def test_editor_path_repository_and_importer_give_the_same_verdict(tmp_path) -> None:
    from geoquiz.db.bootstrap import open_database
    from geoquiz.db.session import close_all

    too_long = {**GOOD, "title": "T" * 257}
    report = validate_rows([too_long])
    assert [p.column for p in report.problems] == ["title"]
    db = open_database(f"sqlite:///{tmp_path / 'v.sqlite3'}", load_shipped=False)
    try:
        with db.session() as s:
            deck = repo.create_deck(s, "D")
            data = repo.CardData(colour="yellow", title="T" * 257, prompt_de="x", lat=52.3, lon=8.9)
            with pytest.raises(cards.InvalidCardError, match="title: longer than 200"):
                repo.add_card(s, deck, data)
            with pytest.raises(ValueError, match="longer than 120"):
                repo.create_deck(s, "N" * 121)
            with pytest.raises(ValueError, match="tolerance"):
                repo.create_deck(s, "E", tolerance_km=5000)
    finally:
        close_all()


def test_deck_settings_refuse_strings_for_booleans_and_absurd_tolerances() -> None:
    assert cards.validate_deck({"name": "D", "enabled": "false"})[0].column == "deck.enabled"
    for bad in (None, [1], "1e999", 1e999, 5000, -1, True):
        problems = cards.validate_deck({"name": "D", "tolerance_km": bad})
        assert [p.column for p in problems] == ["deck.tolerance_km"], bad
    assert cards.validate_deck({"name": "x" * 5000})[0].column == "deck.name"
    assert cards.validate_deck({"name": "D", "tolerance_km": 0, "enabled": False}) == []
