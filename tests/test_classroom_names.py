"""The optional name filter (issue 30: "Arschloch" joined, and rejoined as "Arschloch (2)"):
with it on, a rude name in German, English or Danish is turned away with one line in the phone's
language — also spelt with spaces or digits — while ordinary names, surnames that merely contain
a short word among them, get in; without it every name gets in as before."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest
from helpers.classroom import Student, running_classroom

from geoquiz.games.classquiz import Quiz
from geoquiz.games.classquiz.namefilter import is_rude
from geoquiz.games.minden.cards import Card

MINDEN = Card("1", "yellow", "Minden", (("W", "N", 12, "C"),))


@pytest.mark.parametrize(
    "name", ["Arschloch", "A r s c h l o c h", "4rschl0ch", "Fucker99", "Røvhul", "HURENSOHN"]
)
def test_rude_names_in_three_languages(name: str) -> None:
    assert is_rude(name)


@pytest.mark.parametrize(
    "name", ["Anna", "Marschall", "Dickens", "Hancock", "Nazia", "Jørgen", "Åse", "Dümmer"]
)
def test_ordinary_names_pass(name: str) -> None:
    assert not is_rude(name)


def test_server_turns_rude_names_away_only_with_the_filter(qapp: Any) -> None:
    async def join(server: Any, name: str, lang: str) -> tuple[int, dict[str, Any]]:
        async with aiohttp.ClientSession() as http:
            return await Student(http, server.base_url, lang).register(name, server.room)

    with running_classroom(Quiz([MINDEN], timer=30), name_filter=True) as server:
        status, body = asyncio.run(join(server, "Arschloch", "de"))
        assert status == 409 and body["code"] == "class.bad_word"
        assert body["text"] == "Bitte wähle einen anderen Namen."
        assert asyncio.run(join(server, "Anna Marschall", "de"))[0] == 200
        assert server.call(lambda: [s.label for s in server.quiz.students]) == ["Anna Marschall"]
    with running_classroom(Quiz([MINDEN], timer=30)) as server:
        assert asyncio.run(join(server, "Arschloch", "de"))[0] == 200
