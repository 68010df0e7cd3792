"""Stadt-Land-anders at the table: a round played from phones (sockets) with terms typed in,
the phone page's own renderer (the term sheet, the calls, the vote), and the laptop's listing
board, which shows nobody's terms before the check."""

from __future__ import annotations

import asyncio
import json
import re
import threading
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.table import ManualClock, Phone, running_table, tokens

from geoquiz.app.table.labels import labels
from geoquiz.app.table.session import TableSession
from geoquiz.app.table.texts import install, page_texts
from geoquiz.games import GAMES
from geoquiz.games.match import Seat
from geoquiz.games.stadtland.cards import category

GAME = GAMES["stadtland"]
CLIENT = Path(__file__).resolve().parents[1] / "app" / "table" / "client"
#: what each seat types on its phone (unlike any id or text of the game)
TERMS = [
    ["Zwickauqx", "", "Zappaqx", "Zenzqx", "Zebraqx"],
    ["Bremenqy", "Belgienqy", "Bachqy", "Brunoqy", "Biberqy"],
    ["Kielqz", "Kenyaqz", "", "Karlqz", "Katzeqz"],
]


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


async def _all_after(phones: dict[int, Phone], ply: int) -> dict[int, dict[str, Any]]:
    return {seat: await phone.state_after(ply) for seat, phone in phones.items()}


async def play_round(server: Any, phones: dict[int, Phone], seen: list[Any]) -> None:
    """One round from the phones: deal, a call, pens down, every seat enters its terms, the vote
    (one term rejected by everybody), the score and Creative Play's pointing."""
    states = {seat: await phone.join() for seat, phone in phones.items()}

    async def act(choose: Any) -> dict[int, dict[str, Any]]:
        nonlocal states
        current = next(iter(states.values()))["current"]
        mine = states[current]
        assert mine["legal"], mine
        await phones[current].move(choose(current, mine))
        states = await _all_after(phones, mine["ply"])
        seen.append(states)
        return states

    def one(kind: str, **fields: Any) -> Any:
        def choose(_seat: int, message: dict[str, Any]) -> dict[str, Any]:
            return next(
                m
                for m in message["legal"]
                if m["type"] == kind and all(m.get(k) == v for k, v in fields.items())
            )

        return choose

    await act(one("deal"))
    writer = next(iter(states.values()))["current"]
    assert writer == 1  # Ben calls "Aus!": every term of his is filled (seed 5)
    for seat, phone in phones.items():  # the sheets as typed reach the table before "Aus!"
        await phone.send({"type": "sheet", "terms": TERMS[seat], "typing": None})
        await phone.sync()
    await act(one("stopout", player=writer))  # "Stopp und Aus!" from the writer's phone
    # the grace to finish a term: the table itself begins the entry when it is over
    ply = next(iter(states.values()))["ply"]
    server.session.clock.advance(GAME.example_config(3).grace_seconds)
    states = await _all_after(phones, ply)
    seen.append(states)
    assert next(iter(states.values()))["view"]["phase"] == "entry"
    for _ in range(3):
        entering = next(iter(states.values()))["current"]

        def terms(seat: int, _message: dict[str, Any]) -> dict[str, Any]:
            return {"type": "terms", "player": seat, "terms": TERMS[seat], "notes": []}

        await act(terms)
        for seat, message in states.items():
            rows = message["view"]["terms"]
            if message["view"]["phase"] == "entry":  # the others' terms stay on their phones
                assert [i for i, row in enumerate(rows) if row is not None] == list(
                    range(entering + 1) if seat <= entering else []
                ) or rows[seat] == TERMS[seat]
                assert all(row is None for i, row in enumerate(rows) if i != seat)
    assert next(iter(states.values()))["view"]["phase"] == "check"
    for message in states.values():  # now everybody's terms are read out
        assert message["view"]["terms"] == TERMS
    rejected = max(
        (m for m in states[0]["legal"] if m["type"] == "vote" and m["player"] == 1),
        key=lambda m: len(m["against"]),
    )
    assert rejected["category"] == 0 and rejected["against"] == [0, 2]
    await act(lambda _s, _m: rejected)
    await act(one("score"))
    if next(iter(states.values()))["view"]["phase"] == "creative":
        await act(lambda _s, _m: {"type": "point", "targets": [1, 2, 0]})


def test_a_round_played_from_phones_with_typed_terms() -> None:
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Cem", "phone")]
    with running_table(GAME, seats, seed=5, clock=ManualClock()) as server:
        seen: list[Any] = []

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                await play_round(server, phones, seen)
                for phone in phones.values():
                    await phone.close()

        asyncio.run(asyncio.wait_for(main(), 60))
        state = server.session.state
    assert state.phase == "ready" and state.round == 1
    (result,) = state.results
    assert [list(row) for row in result["terms"]] == TERMS
    assert result["marks"][1][0] == "vote"  # Ben's first term: rejected by Anna and Cem
    assert result["marks"][0][1] == "gap" and result["marks"][2][2] == "gap"
    assert result["creative"] is not None  # Creative Play's pointing came from a phone too
    # the phones' moves are the whole game: a replay gives the same state
    replay = GAME.new_game(server.session.config, server.session.seed)
    for encoded in server.session.moves:
        replay = GAME.apply(replay, GAME.decode_move(encoded))
    assert GAME.encode_state(replay) == GAME.encode_state(state)


def test_the_laptop_board_shows_no_terms_before_the_check(qtbot: Any) -> None:
    from geoquiz.app.table.dialog import TableDialog

    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Cem", "phone")]
    session = TableSession.new(GAME, GAME.example_config(3), 5, seats, clock=ManualClock())
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    dialog.show()
    shown: list[tuple[str, str]] = []
    dialog.bridge.changed.connect(
        lambda _m: shown.append((dialog.board.public["view"]["phase"], dialog.board.toPlainText()))
    )
    seen: list[Any] = []

    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            phones = {
                i: Phone(http, dialog.server.base_url, t) for i, t in tokens(dialog.server).items()
            }
            await play_round(dialog.server, phones, seen)
            for phone in phones.values():
                await phone.close()

    errors: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(asyncio.wait_for(main(), 60))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=60000)
    qtbot.wait(100)
    dialog.close()
    assert not errors, errors[0]
    typed = [t for row in TERMS for t in row if t]
    phases = [phase for phase, _ in shown]
    first_check = phases.index("check")  # after the round the terms stay read out
    before = [text for _, text in shown[:first_check]]
    after = [text for _, text in shown[first_check:]]
    assert set(phases[:first_check]) == {"ready", "writing", "grace", "entry"}, phases
    assert len(before) >= 5 and after, [p for p, _ in shown]
    for text in before:
        for term in typed:
            assert term not in text, term
    assert all(term in after[0] for term in typed)  # read out at the check: on the board


@pytest.mark.parametrize("lang", ["de", "da"])
def test_the_term_sheet_texts_and_cards_are_translated(lang: str) -> None:
    install()  # the seat translator (a server installs it; this test has none)
    texts = page_texts(lang)
    english = page_texts("en")
    keys = [k for k in texts if k.startswith("stadtland.")]
    assert len(keys) >= 20
    untranslated = [k for k in keys if texts[k] == english[k] and "Stopp" not in english[k]]
    assert not untranslated, untranslated
    names = labels("stadtland", lang)
    assert names["land"] == category("land").title(lang)
    # every key the renderer asks for is in the page's texts
    used = set(re.findall(r'"(stadtland\.[a-z_0-9]+)"', (CLIENT / "stadtland.js").read_text()))
    assert used and used <= set(texts), used - set(texts)


def test_json_of_terms_move_is_what_the_page_sends() -> None:
    """The page sends ``{"type": "terms", "player", "terms", "notes"}``: the engine decodes it."""
    move = GAME.decode_move(
        json.loads('{"type": "terms", "player": 1, "terms": ["a"], "notes": []}')
    )
    assert GAME.encode_move(move) == {"type": "terms", "player": 1, "terms": ["a"], "notes": []}
