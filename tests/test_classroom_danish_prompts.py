"""Cards may carry a prompt in any of the three languages (issue 30: the card tables had only
``prompt_de``/``prompt_en``, so a Danish phone always got a generated sentence): ``prompt_da`` is
a column (migration 0005), travels through CSV and JSON import/export and the card editor's form,
and the class quiz shows a card's own Danish prompt before the generated sentence."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from geoquiz.app.cards.card_form import CardForm
from geoquiz.db import repository as repo
from geoquiz.db.cardio import export_csv, export_json, import_file
from geoquiz.db.migrate import HEAD_REVISION, ensure_schema, migrate_to
from geoquiz.db.session import close_all, open_database
from geoquiz.games.classquiz import Quiz

DANISH = "Hvor ligger domkirkebyen ved Weser?"


def _deck_with_a_danish_prompt(url: str) -> None:
    db = open_database(url, load_shipped=False)
    with db.session() as s:
        deck = repo.create_deck(s, "Weser")
        repo.add_card(
            s,
            deck,
            repo.CardData(
                "yellow", "Minden", "Wo liegt Minden?", "Where is Minden?", prompt_da=DANISH,
                lat=52.289, lon=8.917,
            ),
        )  # fmt: skip
        repo.add_card(s, deck, repo.CardData("orange", "Hameln", "Wo liegt Hameln?",
                                             lat=52.104, lon=9.356))  # fmt: skip


def test_a_cards_own_danish_prompt_is_shown_before_the_generated_sentence(tmp_path: Path) -> None:
    from geoquiz.app.classroom.store import card_prompts, quiz_cards

    url = f"sqlite:///{tmp_path / 'c.sqlite3'}"
    _deck_with_a_danish_prompt(url)
    prompts = card_prompts("Weser", url)
    cards = quiz_cards("Weser", 2, seed=3, url=url)
    quiz = Quiz(cards, timer=30, lang="de", prompts=prompts)
    shown = {
        card.title: quiz._card_face(i, "da")["prompt"]  # noqa: SLF001 - what a Danish phone gets
        for i, card in enumerate(cards)
    }
    assert shown == {"Minden": DANISH, "Hameln": "Hvor ligger Hameln?"}
    close_all()


def test_prompt_da_survives_csv_and_json_export_and_import(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'a.sqlite3'}"
    _deck_with_a_danish_prompt(url)
    db = open_database(url, load_shipped=False)
    with db.session() as s:
        deck = repo.deck_by_name(s, "Weser")
        csv_text, json_text = export_csv(s, deck), export_json(s, deck)
    header = next(csv.reader(io.StringIO(csv_text.lstrip("\ufeff")), delimiter=_sep(csv_text)))
    assert "prompt_da" in header
    for name, content in (("w.csv", csv_text), ("w.json", json_text)):
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        fresh = open_database(f"sqlite:///{tmp_path / (name + '.sqlite3')}", load_shipped=False)
        report = import_file(fresh, path, "Kopie")
        assert report.ok and report.imported == 2, report.lines()
        with fresh.session() as s:
            (minden,) = repo.list_cards(s, search="minden")
            assert minden.prompt_da == DANISH, name
    close_all()


def _sep(text_: str) -> str:
    first = text_.splitlines()[0]
    return ";" if first.count(";") > first.count(",") else ","


def test_migration_0005_adds_an_empty_danish_prompt_to_existing_cards(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    engine = create_engine(f"sqlite:///{path}")
    ensure_schema(engine)
    migrate_to(engine, "0004_card_uid")
    with engine.begin() as c:
        assert "prompt_da" not in [r[1] for r in c.execute(text("PRAGMA table_info(cards)"))]
        c.execute(text(
            "INSERT INTO decks (name, language, author, description, tolerance_km, enabled,"
            " created_at, updated_at) VALUES ('Alt', 'de', '', '', 2.0, 1, '2026-01-01',"
            " '2026-01-01')"))  # fmt: skip
        deck_id = c.execute(text("SELECT id FROM decks WHERE name = 'Alt'")).scalar_one()
        c.execute(text(
            "INSERT INTO cards (deck_id, colour, title, prompt_de, prompt_en, lat, lon, author,"
            " needs_review, created_at, updated_at) VALUES (:d, 'yellow', 'Minden', 'Wo?', '',"
            " 52.289, 8.917, '', 0, '2026-01-01', '2026-01-01')"), {"d": deck_id})  # fmt: skip
    migrate_to(engine, HEAD_REVISION)
    with engine.connect() as c:
        assert c.execute(text("SELECT prompt_da FROM cards")).scalar_one() == ""
    migrate_to(engine, "0004_card_uid")  # and back down
    with engine.connect() as c:
        names = [r[1] for r in c.execute(text("PRAGMA table_info(cards)"))]
    assert "prompt_da" not in names
    engine.dispose()


def test_card_form_has_a_danish_prompt_field(qtbot: Any) -> None:
    form = CardForm()
    qtbot.addWidget(form)
    form.show_card(
        repo.CardData("yellow", "Minden", "Wo?", "Where?", lat=52.3, lon=8.9, prompt_da=DANISH),
        "Weser",
    )
    assert form.prompt_da_edit.text() == DANISH
    assert form.fields()["prompt_da"] == DANISH
    form.clear()
    form.fill_from_place(type("Place", (), {"name": "Hameln", "region": "Niedersachsen",
                                            "geonameid": 1})())  # fmt: skip
    assert form.fields()["prompt_da"] == "Hvor ligger Hameln?"
