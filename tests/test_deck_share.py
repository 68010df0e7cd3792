"""Shared decks: one versioned JSON file, round trip between two databases, refusals."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from geoquiz.db import repository as repo
from geoquiz.db.deck_share import (
    FORMAT,
    import_share,
    read_share,
    share_deck,
    split_licence,
    write_share,
)
from geoquiz.db.session import Database, close_all, open_database

CARDS = [
    repo.CardData("yellow", "Minden", "Wo liegt Minden?", "Where is Minden?", None, 52.289, 8.917),
    repo.CardData(
        "green",
        "Harz",
        "Wo liegt der Harz?",
        "",
        "Mittelgebirge",
        51.75,
        10.6,
        "POLYGON ((10.25 51.82, 10.75 51.9, 11.35 51.68, 10.6 51.58, 10.25 51.82))",
        "OSM",
        "Ada",
        True,
    ),
    repo.CardData("orange", "Hamburg", "", "Where is Hamburg?", "Hafen", 53.55, 9.99),
]


@pytest.fixture
def dbs(tmp_path: Path) -> Iterator[tuple[Database, Database]]:
    one = open_database(f"sqlite:///{tmp_path / 'one.sqlite3'}", load_shipped=False)
    two = open_database(f"sqlite:///{tmp_path / 'two.sqlite3'}", load_shipped=False)
    with one.session() as s:
        deck = repo.create_deck(
            s,
            "Norden",
            language="en",
            author="Ada Lovelace",
            description="Orte im Norden\n\nLicence: CC BY 4.0",
            tolerance_km=3.5,
        )
        for data in CARDS:
            repo.add_card(s, deck, data)
    yield one, two
    close_all()


def _snapshot(db: Database, name: str) -> tuple[tuple[object, ...], list[tuple[object, ...]]]:
    with db.session() as s:
        deck = repo.deck_by_name(s, name)
        assert deck is not None
        meta = (deck.name, deck.language, deck.author, deck.description, deck.tolerance_km)
        cards = [
            (repo.card_data(c), [str(x) for x in repo.solutions_of(c)])
            for c in repo.list_cards(s, deck_id=deck.id)
        ]
    return meta, cards


def test_round_trip_between_two_databases_is_exact(
    dbs: tuple[Database, Database], tmp_path: Path
) -> None:
    one, two = dbs
    path = tmp_path / "norden.geoquiz-deck.json"
    assert write_share(one, "Norden", path) == 3
    report = import_share(two, path)
    assert report.ok and report.imported == 3, report.lines()
    assert _snapshot(one, "Norden") == _snapshot(two, "Norden")
    again = tmp_path / "again.geoquiz-deck.json"
    write_share(two, "Norden", again)
    assert again.read_bytes() == path.read_bytes()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == 2  # 2: stable card ids
    assert data["deck"] == {
        "name": "Norden",
        "author": "Ada Lovelace",
        "licence": "CC BY 4.0",
        "language": "en",
        "tolerance_km": 3.5,
        "description": "Orte im Norden",
    }
    assert [c["title"] for c in data["cards"]] == ["Hamburg", "Harz", "Minden"]
    assert data["cards"][2]["solutions"] == ["W N 12 C"]


def test_licence_lives_in_the_last_description_line() -> None:
    assert split_licence("Orte\n\nLicence: CC0") == ("Orte", "CC0")
    assert split_licence("\nLicence: CC0") == ("", "CC0")
    assert split_licence("Orte ohne Lizenz") == ("Orte ohne Lizenz", "")


def test_existing_deck_name_is_refused_and_nothing_written(
    dbs: tuple[Database, Database], tmp_path: Path
) -> None:
    one, _ = dbs
    path = tmp_path / "n.geoquiz-deck.json"
    write_share(one, "Norden", path)
    with pytest.raises(ValueError, match="exists already"):
        import_share(one, path)
    assert import_share(one, path, "Norden 2").imported == 3


def test_a_bad_card_imports_nothing(dbs: tuple[Database, Database], tmp_path: Path) -> None:
    one, two = dbs
    with one.session() as s:
        deck = repo.deck_by_name(s, "Norden")
        assert deck is not None
        data = json.loads(share_deck(s, deck))
    data["cards"][0]["lat"] = 48.85  # Paris: off the board
    data["cards"][0]["lon"] = 2.35
    path = tmp_path / "bad.geoquiz-deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = import_share(two, path)
    assert [p.row for p in report.problems] == [1] and report.imported == 0
    with two.session() as s:
        assert repo.list_decks(s) == []


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("{oops", "not valid JSON"),
        ('{"deck": {}, "cards": []}', "not a shared geoquiz deck"),
        ('{"format": "geoquiz-deck", "version": 9, "deck": {}, "cards": []}', "newer geoquiz"),
        ('{"format": "geoquiz-deck", "version": "1", "deck": {}, "cards": []}', "whole number"),
        ('{"format": "geoquiz-deck", "version": 1, "deck": [], "cards": []}', '"deck" object'),
        ('{"format": "geoquiz-deck", "version": 1, "deck": {}, "cards": {}}', '"cards" list'),
    ],
)
def test_not_a_shared_deck(text: str, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        read_share(text)
