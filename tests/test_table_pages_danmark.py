"""The Danmark-spillet phone page (``client/danmark.js``) in Chromium at 390×844, and what it
needs from the view and the labels: a turn with the roll and a move, a question read out by its
reader (with the answer) while the player asked sees only that a question is coming.

Screenshots go to ``$GEOQUIZ_TABLE_SHOTS`` (default: the test's temporary folder).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import chromium_browser, click_through, open_phone, settled
from helpers.table import running_table

from geoquiz.app.table.labels import labels
from geoquiz.app.table.texts import page_texts
from geoquiz.games import GAMES
from geoquiz.games.contract import CHANCE
from geoquiz.games.match import Seat
from geoquiz.geo.denmark_board import load_board

GAME = GAMES["danmark"]
CLIENT = Path(__file__).resolve().parent.parent / "app" / "table" / "client"


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def _asked_state(seed: int = 2) -> Any:
    """A game of three played until a question card is drawn."""
    import random

    rng = random.Random(seed)
    state = GAME.new_game(GAME.example_config(3), seed)
    while state.phase != "question":
        if GAME.current_player(state) == CHANCE:
            state = GAME.apply(state, rng.choice([m for m, _ in GAME.chance_outcomes(state)]))
        else:
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
    return state


def test_only_the_reader_s_view_holds_the_card_to_read() -> None:
    state = _asked_state()
    reader = GAME.view(state, None)["question"]["reader"]
    question = next(q for q in load_board().questions if q.id == state.question)
    mine = GAME.view(state, reader)["question"]
    assert mine["answer"] == question.answer and mine["text"]["da"] == question.text["da"]
    assert [o["en"] for o in mine["options"]] == [o["en"] for o in question.options]
    for seat in (None, *[s for s in range(3) if s != reader]):
        assert set(GAME.view(state, seat)["question"]) == {"id", "reader"}  # no answer


def test_labels_name_every_destination_space() -> None:
    board = load_board()
    names = labels("danmark", "da")
    towns = len(board.towns)
    assert names["space:0"] == board.towns[0].label("da")
    for k, (road, _) in enumerate(board.plain_spaces):
        a, b = board.roads[road].a, board.roads[road].b
        assert names[f"road:{towns + k}"] == f"{names[a]}–{names[b]}"


@pytest.mark.parametrize("lang", ["de", "da"])
def test_danmark_page_texts_are_translated(lang: str) -> None:
    from geoquiz.app.table import texts

    texts.install()  # the seats' translator, as the server installs it
    used = set(re.findall(r'"(danmark\.[a-z_]+)"', (CLIENT / "danmark.js").read_text()))
    texts, english = page_texts(lang), page_texts("en")
    assert used and used <= set(texts)
    for key in used:
        assert texts[key] != english[key], key  # a real translation, not the English text
        assert texts[key].count("%") == english[key].count("%"), key


# --------------------------------------------------------------------------- in Chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium_browser()


def _shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GEOQUIZ_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_danmark_turn_roll_move_and_a_question_read_out(browser: Any, tmp_path: Path) -> None:
    folder = _shots(tmp_path)
    seats = [Seat("Anna", "phone"), Seat("Bo", "phone")]
    board = load_board()
    with running_table(GAME, seats, seed=3) as server:
        pages = [
            open_phone(browser, server.join_url(i), lang) for i, lang in enumerate(["en", "da"])
        ]
        rolled = moved = 0
        asked = False
        for _ in range(120):
            if rolled >= 2 and moved >= 1 and asked:
                break
            state, ply = settled(server, pages)
            seat = state.current
            page = pages[seat]
            if state.phase == "start":
                click_through(page, page.locator("#moves button.primary").first)
            elif state.phase == "roll":
                roll = page.locator("#moves button.callout")
                assert roll.inner_text() == ("Roll the die" if seat == 0 else "Slå med terningen")
                if rolled == 0:
                    page.screenshot(path=str(folder / "phone-danmark-roll.png"), full_page=True)
                click_through(page, roll)
                rolled += 1
            elif state.phase == "move":
                buttons = page.locator("#moves .go button")
                if buttons.count():
                    assert page.locator(".die").count() == 1
                    if moved == 0:
                        page.screenshot(path=str(folder / "phone-danmark-move.png"), full_page=True)
                    text = buttons.first.inner_text()
                    click_through(page, buttons.first)
                    settled(server, pages)
                    last = server.call(lambda p=ply: server.session.moves[p])
                    if last["type"] == "walk":  # the button named where the pawn went
                        key = f"space:{last['space']}" if last["space"] < len(board.towns) else ""
                        if key:
                            assert labels("danmark", ["en", "da"][seat])[key] in text
                    moved += 1
                else:
                    click_through(page, page.locator("#moves button").first)
            elif state.phase == "question" and asked:
                click_through(page, page.locator("#moves .answers button").first)
            elif state.phase == "question":
                reader = (seat + 1) % 2
                question = next(q for q in board.questions if q.id == state.question)
                lang = ["en", "da"][reader]
                reading = pages[reader]
                card = reading.locator(".question")
                right = question.options[question.answer][lang]
                assert question.text[lang] in card.inner_text()
                assert right in reading.locator(".question .answer").inner_text()
                reading.screenshot(path=str(folder / "phone-danmark-reader.png"), full_page=True)
                listener = page.locator("main").inner_text()
                assert question.text[["en", "da"][seat]] not in listener  # only that it comes
                assert page.locator(".question .options, .question .answer").count() == 0
                assert reading.locator(".question .options li").count() == len(question.options)
                page.screenshot(path=str(folder / "phone-danmark-asked.png"), full_page=True)
                answers = page.locator("#moves .answers button")
                assert answers.count() == len(question.options)
                click_through(page, answers.nth(question.answer))  # Anna knew it
                settled(server, pages)
                assert server.call(lambda p=ply: server.session.moves[p]) == {
                    "type": "answer",
                    "choice": question.answer,
                }
                asked = True
            else:
                click_through(page, page.locator("#moves button").first)
        assert rolled >= 2 and moved >= 1 and asked, (rolled, moved, asked)
