"""Decks, cards and solutions: recomputation, filters, check, and the shipped Deutschland deck."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import update

from geoquiz.db import repository as repo
from geoquiz.db.models import CardSolution, Colour
from geoquiz.db.session import Database, close_all, open_database
from geoquiz.db.solutions import OffBoardError
from geoquiz.db.testing import pg_skip_reason, pg_test_url, reset_postgres

MINDEN = repo.CardData("yellow", "Minden", "Wo liegt Minden?", "Where is Minden?",
                       lat=52.289, lon=8.917)  # fmt: skip
NEAR_LINE = repo.CardData("orange", "Am Strich", "?", lat=52.0005, lon=8.5)


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'models.sqlite3'}"
    else:
        reason = pg_skip_reason()
        if reason:
            pytest.skip(reason)
        url = pg_test_url() or ""
        reset_postgres(url)
    yield open_database(url, load_shipped=False)
    close_all()


def _labels(card: object) -> list[str]:
    return [str(s) for s in repo.solutions_of(card)]  # type: ignore[arg-type]


def test_minden_is_w_n_12_c(db: Database) -> None:
    with db.session() as s:
        deck = repo.create_deck(s, "D")
        card = repo.add_card(s, deck, MINDEN)
        assert _labels(card) == ["W N 12 C"]
        assert card.solutions[0].label() == "W N 12 C"


def test_solutions_follow_location_and_tolerance(db: Database) -> None:
    with db.session() as s:
        deck = repo.create_deck(s, "D")
        card = repo.add_card(s, deck, MINDEN)
        assert repo.update_card(s, card, repo.card_data(card).with_changes(title="Mindn")) is False
        assert repo.update_card(s, card, repo.card_data(card).with_changes(lat=52.0005, lon=8.5))
        assert _labels(card) == ["W N 12 C", "W M 2 A"]
        assert repo.set_deck_tolerance(s, deck, 0.0) == 1
        assert _labels(card) == ["W N 12 C"]
        assert repo.set_deck_tolerance(s, deck, 2.0) == 1
    with db.session() as s:
        (card,) = repo.list_cards(s)
        assert _labels(card) == ["W N 12 C", "W M 2 A"]
        assert card.title == "Mindn"


def test_off_board_card_is_refused(db: Database) -> None:
    with db.session() as s:
        deck = repo.create_deck(s, "D")
        with pytest.raises(OffBoardError):
            repo.add_card(s, deck, MINDEN.with_changes(title="Paris", lat=48.857, lon=2.352))
        with pytest.raises(ValueError, match="colour"):
            repo.add_card(s, deck, MINDEN.with_changes(colour="purple"))


def test_filters(db: Database) -> None:
    with db.session() as s:
        a = repo.create_deck(s, "A")
        b = repo.create_deck(s, "B")
        repo.add_card(s, a, MINDEN)
        repo.add_card(s, a, NEAR_LINE.with_changes(needs_review=True))
        repo.add_card(
            s, b, MINDEN.with_changes(colour="blue", title="Dom", prompt_de="Wo?", prompt_en="")
        )
    with db.session() as s:
        titles = lambda cards: sorted(c.title for c in cards)  # noqa: E731
        assert titles(repo.list_cards(s, deck_id=a.id)) == ["Am Strich", "Minden"]
        assert titles(repo.list_cards(s, colour="blue")) == ["Dom"]
        assert titles(repo.list_cards(s, search="MIND")) == ["Minden"]
        assert titles(repo.list_cards(s, two_solutions=True)) == ["Am Strich"]
        assert titles(repo.list_cards(s, two_solutions=False)) == ["Dom", "Minden"]
        assert titles(repo.list_cards(s, needs_review=True)) == ["Am Strich"]


def test_decks_rename_disable_delete_move_copy(db: Database) -> None:
    with db.session() as s:
        a = repo.create_deck(s, "A")
        b = repo.create_deck(s, "B", tolerance_km=0.0)
        card = repo.add_card(s, a, NEAR_LINE)
        with pytest.raises(ValueError, match="exists"):
            repo.rename_deck(s, b, "A")
        repo.rename_deck(s, a, "Alpha")
        repo.set_deck_enabled(s, b, False)
        copy = repo.copy_card(s, card, b)
        assert _labels(copy) == ["W N 12 C"]  # B has tolerance 0
        repo.move_card(s, card, b)
        assert _labels(card) == ["W N 12 C"]
    with db.session() as s:
        b2 = repo.deck_by_name(s, "B")
        assert b2 is not None and not b2.enabled
        assert len(repo.list_cards(s, deck_id=b2.id)) == 2
        assert repo.list_cards(s, enabled_only=True) == []
        repo.delete_deck(s, b2)
    with db.session() as s:
        assert repo.list_cards(s) == []
        assert s.query(CardSolution).count() == 0
        assert [d.name for d in repo.list_decks(s)] == ["Alpha"]


def test_check_finds_tampered_solution(db: Database) -> None:
    with db.session() as s:
        deck = repo.create_deck(s, "D")
        card = repo.add_card(s, deck, MINDEN)
        assert repo.check_cards(s) == []
        s.execute(update(CardSolution).where(CardSolution.card_id == card.id).values(square=11))
    with db.session() as s:
        problems = repo.check_cards(s)
        assert len(problems) == 1
        assert "stored W N 11 C, computed W N 12 C" in str(problems[0])


def test_colour_keep_rule() -> None:
    assert [c.stones_to_keep for c in Colour] == [4, 3, 2, 3]


def test_shipped_deck_is_complete_and_passes_check(tmp_path: Path) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'shipped.sqlite3'}")
    try:
        with db.session() as s:
            cards = repo.list_cards(s)
            counts = Counter(c.colour for c in cards)
            assert counts["yellow"] >= 58 and counts["orange"] >= 80
            assert counts["green"] >= 45 and counts["blue"] >= 41
            assert repo.check_cards(s, cards) == []
            sides = Counter((c.solutions[0].ew, c.solutions[0].zone) for c in cards)
            assert len(sides) == 6 and min(sides.values()) >= 20
            assert sum(len(c.solutions) == 2 for c in cards) >= 5
            assert all(c.prompt_de and c.prompt_en for c in cards)
            towns = [c for c in cards if c.colour in ("yellow", "orange")]
            assert all((c.source or "").startswith("geonames:") for c in towns)
            areas = [c for c in cards if c.outline_wkt]
            assert len(areas) >= 15 and all(c.colour == "green" for c in areas)
            (minden,) = repo.list_cards(s, search="Minden", colour="yellow")
            assert _labels(minden) == ["W N 12 C"]
        # Loading happens once: a second open keeps the count.
        close_all()
        db = open_database(f"sqlite:///{tmp_path / 'shipped.sqlite3'}")
        with db.session() as s:
            assert len(repo.list_cards(s)) == len(cards)
    finally:
        close_all()


#: Blue sights whose own name contains their town (kept: that is what the sight is called).
NAMED_AFTER_THEIR_TOWN = {
    "Kölner Dom",
    "Heidelberger Schloss",
    "Wacken Open Air",
    "Nürburgring",
    "Hockenheimring",
    "Glashütte Original",
    "Porzellan-Manufaktur Meissen",
    "Leuchtturm Warnemünde",
}


def test_blue_cards_do_not_give_their_town_away() -> None:
    """Rulebook: on a blue card the player must first know the town; the game shows the title
    and the prompt on the task side, so neither may add the town the explanation names."""
    import csv
    import re

    path = Path(__file__).parent.parent / "db" / "decks" / "deutschland" / "4_blue.csv"
    with path.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) >= 41
    telling = []
    for row in rows:
        town = re.split(r"[,;( ]|-", row["explanation"].strip())[0]
        face = f"{row['title']} {row['prompt_de']} {row['prompt_en']}".lower()
        starts_a_word = re.search(r"\b" + re.escape(town[:5].lower()), face)
        if starts_a_word and row["title"] not in NAMED_AFTER_THEIR_TOWN:
            telling.append(row["title"])
    assert telling == []
