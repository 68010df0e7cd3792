"""Every student in their language (issue 30: a Danish phone showed "Wo liegt Schwerin?"): the
card's title and prompt in the phone's language — the card's own prompt where it has one
(German, English), else a generated sentence with the place's name, the exonym where there is
one; a phone that switches language gets the open card in the new one at once; the shipped deck
has a Danish and an English prompt for every card."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiohttp
from helpers.classroom import Student, running_classroom

from geoquiz.games.classquiz import Quiz
from geoquiz.games.classquiz.names import face, generated_prompt, local_title
from geoquiz.games.minden.cards import Card

SCHWERIN = Card("9", "yellow", "Schwerin", (("O", "N", 8, "C"),), prompt="Wo liegt Schwerin?")
SCHLESWIG = Card("10", "orange", "Schleswig", (("W", "N", 7, "B"),), prompt="Wo liegt Schleswig?")
SAP = Card("11", "blue", "SAP", (("W", "S", 2, "B"),), prompt="Wo hat SAP seinen Hauptsitz?")


def test_generated_prompts_use_exonyms() -> None:
    assert generated_prompt("Schwerin", "da") == "Hvor ligger Schwerin?"
    assert generated_prompt("Schleswig", "da") == "Hvor ligger Slesvig?"
    assert generated_prompt("München", "en") == "Where is Munich?"
    assert generated_prompt("SAP", "da", "Wo hat SAP seinen Hauptsitz?") == "Hvor har SAP hjemme?"
    assert generated_prompt("Brandenburger Tor", "da", "Wo steht das Brandenburger Tor?") == (
        "Hvor står Brandenburger Tor?"
    )
    assert local_title("Flensburg", "da") == "Flensborg" and local_title("Flensburg", "de") == (
        "Flensburg"
    )
    # a card's own prompt wins over a generated one
    assert face("Köln", "en", {"de": "Wo liegt Köln?", "en": "Where is Cologne?"}) == (
        "Cologne",
        "Where is Cologne?",
    )


def test_phones_see_the_card_in_their_language_and_switch_at_once(qapp: Any) -> None:
    quiz = Quiz([SCHWERIN, SCHLESWIG, SAP], timer=60, lang="de",
                prompts={"9": {"en": "Where is Schwerin?"}})  # fmt: skip

    async def play(server: Any) -> None:
        async with aiohttp.ClientSession() as http:
            da, en, de = (Student(http, server.base_url, lang) for lang in ("da", "en", "de"))
            for s, name in ((da, "Åse"), (en, "Amy"), (de, "Jörg")):
                await s.join(name, server.room)
            server.start_quiz()
            faces = [
                (await s.until(lambda v: v["phase"] == "question"))["face"] for s in (da, en, de)
            ]
            assert [f["prompt"] for f in faces] == [
                "Hvor ligger Schwerin?", "Where is Schwerin?", "Wo liegt Schwerin?",
            ]  # fmt: skip
            # the Danish phone switches to German: the open card comes again in German
            await da.send({"type": "lang", "lang": "de"})
            view = await da.until(lambda v: v["face"]["prompt"] == "Wo liegt Schwerin?")
            assert view["card"] == 0
            for s in (da, en, de):
                await s.tip(["O"], 0)
            await da.until(lambda v: v["phase"] == "reveal")
            server.next()
            second = await en.until(lambda v: v["phase"] == "question" and v["card"] == 1)
            assert second["face"]["prompt"] == "Where is Schleswig?"
            await da.send({"type": "lang", "lang": "da"})
            view = await da.until(lambda v: v["card"] == 1 and v["face"]["title"] == "Slesvig")
            assert view["face"]["prompt"] == "Hvor ligger Slesvig?"

    with running_classroom(quiz) as server:
        asyncio.run(play(server))


def test_shipped_deck_has_every_prompt_in_all_three_languages(tmp_path: Path) -> None:
    from geoquiz.app.classroom.store import card_prompts, quiz_cards

    url = f"sqlite:///{tmp_path / 'c.sqlite3'}"
    cards = quiz_cards("Deutschland", 265, seed=1, url=url)
    prompts = card_prompts("Deutschland", url)
    quiz = Quiz(cards, timer=30, lang="de", prompts=prompts)
    for index, card in enumerate(cards):
        for lang in ("de", "en", "da"):
            shown = quiz._card_face(index, lang)  # noqa: SLF001 - what each phone gets
            assert shown["prompt"] and shown["title"], (card.title, lang)
        assert prompts[card.id]["en"], card.title  # the deck's own English prompt
        danish = quiz._card_face(index, "da")["prompt"]  # noqa: SLF001
        assert danish.startswith("Hvor") and "Wo " not in danish, (card.title, danish)
