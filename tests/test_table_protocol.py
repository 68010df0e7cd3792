"""The table server's protocol (docs/protocol.md, DESIGN §11) with scripted phones.

Whole games through sockets — the toy game of ``tests/helpers`` always, and every game that
``geoquiz.games.GAMES`` lists — plus the refusals (out of turn, foreign and withdrawn tokens,
the rules' own), reconnecting mid-game, eight seats at once, the host removing a device, Origin
and Host checks, rate-limited joins, the seat's language, and no token in any log line.
"""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

import aiohttp
import pytest
from helpers import toy_game
from helpers.table import ManualClock, Phone, running_table, tokens

from geoquiz.games import GAMES
from geoquiz.games.contract import CHANCE, TERMINAL, chance_rng, sample_chance
from geoquiz.games.match import Seat, parse_seats


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first (the table adds its own)."""


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def play_out(
    server: Any,
    phones: dict[int, Phone],
    rng: random.Random,
    cap: int,
    until: int | None = None,
) -> int:
    """Every phone plays a random legal move on its turn until the game ends (or, with
    ``until``, until that many plies are made); returns the plies."""
    session = server.session
    states = {seat: await phone.join() for seat, phone in phones.items()}
    for _ in range(cap):
        latest = max(states.values(), key=lambda s: s["ply"])
        for seat, phone in phones.items():
            if phone.last is not None and phone.last["ply"] >= latest["ply"]:
                states[seat] = phone.last
        current = latest["current"]
        if current == TERMINAL or (until is not None and latest["ply"] >= until):
            return int(latest["ply"])
        if current == CHANCE or current not in phones:
            # the table rolls or a computer moves: wait for any phone to see the next state
            any_phone = next(iter(phones.values()))
            states[next(iter(phones))] = await any_phone.state_after(latest["ply"])
            continue
        phone = phones[current]
        mine = phone.last if phone.last and phone.last["ply"] == latest["ply"] else None
        if mine is None:
            mine = await phone.state_after(latest["ply"] - 1)
        if not mine["legal"] and mine.get("deadline") is not None:
            # only the table's clock can move now (Stadt-Land's grace): wait for it
            states[current] = await phone.state_after(mine["ply"])
            continue
        assert mine["legal"], f"seat {current} to move without a legal move: {mine}"
        move = rng.choice(mine["legal"])
        await _as_the_page_does(phone, mine, move)
        states[current] = await _moved_or_refused(phone, mine["ply"])
    raise AssertionError(f"no end after {cap} steps (ply {session.ply})")


async def _as_the_page_does(phone: Phone, mine: dict[str, Any], move: dict[str, Any]) -> None:
    """Send ``move`` as the phone page does: Stadt-Land's sheet goes to the table before a
    call (as many terms as the call says) and the entry enters the sheet the table locked."""
    kind = move.get("type") if mine["game"] == "stadtland" else None
    if kind in ("stopout", "stop1"):
        n = len(mine["view"]["config"]["categories"])
        filled = n if kind == "stopout" else move["filled"]
        terms = [f"Qz{c}" if c < filled else "" for c in range(n)]
        await phone.send({"type": "sheet", "terms": terms, "typing": None})
    if kind == "terms" and "sheet" in mine:
        move = {**move, "terms": mine["sheet"]["terms"]}
    await phone.move(move)


async def _moved_or_refused(phone: Phone, ply: int) -> dict[str, Any]:
    """The next state after ``ply``; a move the table's clock refuses (a representative "time
    is up" before the deadline; or the clock moved the game on first, so the turn passed) gives
    the phone's last state, and the phone chooses again."""
    while True:
        if phone.last is not None and phone.last["ply"] > ply:
            return phone.last
        data = await phone.receive()
        if data["type"] == "refused":
            assert data["code"].startswith("stadtland.") or data["code"] == "table.not_your_turn"
            assert phone.last is not None
            return phone.last


def replay(game: Any, config: Any, seed: int, moves: list[dict[str, Any]]) -> Any:
    state = game.new_game(config, seed)
    for encoded in moves:
        state = game.apply(state, game.decode_move(encoded))
    return state


# --- the toy game ----------------------------------------------------------------------------


def test_whole_toy_game_three_phones_and_a_computer() -> None:
    seats = [
        Seat("Anna", "phone"),
        Seat("Ben", "phone"),
        Seat("Cem", "phone"),
        Seat("computer", "computer", "hard"),
    ]
    with running_table(toy_game, seats) as server:

        async def main() -> int:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                plies = await play_out(server, phones, random.Random(1), 400)
                for seat, phone in phones.items():
                    final = await phone.state_after(plies - 1)
                    assert final["current"] == TERMINAL
                    assert final["ranking"] == toy_game.ranking(server.session.state)
                    assert final["view"] == toy_game.view(server.session.state, seat)
                    assert final["legal"] == []
                return plies

        plies = run(main())
        session = server.session
        assert server.done.is_set()
        # 4 seats × 3 cards, each turn a roll and a card
        assert plies == 24 == session.ply
        again = replay(toy_game, session.config, session.seed, session.moves)
        assert toy_game.encode_state(again) == toy_game.encode_state(session.state)
        # the chance nodes were sampled with chance_rng(seed, ply), as every driver does
        start = toy_game.new_game(session.config, session.seed)
        first = sample_chance(toy_game.chance_outcomes(start), chance_rng(session.seed, 0))
        assert session.moves[0] == toy_game.encode_move(first)


def test_eight_seats_at_once() -> None:
    seats = [Seat(f"P{i}", "phone") for i in range(8)]
    with running_table(toy_game, seats) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                await asyncio.gather(*(p.open() for p in phones.values()))
                plies = await play_out(server, phones, random.Random(8), 400)
                assert plies == 8 * 3 * 2
                finals = await asyncio.gather(*(p.state_after(plies - 1) for p in phones.values()))
                assert {f["current"] for f in finals} == {TERMINAL}
                assert all(len(f["players"]) == 8 for f in finals)
                # each phone saw only its own hand
                for seat, final in zip(phones, finals, strict=True):
                    assert final["seat"] == seat

        run(main())


async def _turn_of(phone: Phone, seat: int) -> dict[str, Any]:
    state = phone.last
    while state is None or state["current"] != seat:
        state = await phone.expect("state")
    return state


def test_out_of_turn_foreign_token_and_illegal_moves_are_refused() -> None:
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:

        async def main() -> None:
            t = tokens(server)
            async with aiohttp.ClientSession() as http:
                anna, ben = Phone(http, server.base_url, t[0]), Phone(http, server.base_url, t[1])
                await anna.join()
                await ben.join()
                state = await _turn_of(anna, 0)
                before = toy_game.encode_state(server.session.state)
                ply = server.session.ply
                # Ben moves in Anna's turn, claiming to be seat 0: the socket acts for seat 1
                card = state["view"]["hand"][0]
                await ben.send({"type": "move", "seat": 0, "move": {"type": "play", "card": card}})
                refused = await ben.expect("refused")
                assert refused["code"] == "table.not_your_turn"
                assert refused["text"] == "It is not your turn."
                # a card Anna does not hold: the rules' refusal with its code and parameters
                foreign = next(c for c in range(1, 7) if c not in state["view"]["hand"])
                await anna.move({"type": "play", "card": foreign})
                refused = await anna.expect("refused")
                assert refused["code"] == "toy.not_in_hand"
                assert refused["params"] == {"card": foreign}
                assert refused["text"]  # the generic line: the toy game has no text table
                # a move the game cannot decode
                await anna.move({"type": "teleport"})
                assert (await anna.expect("refused"))["code"] == "table.bad_move"
                # the roll is the table's, never a phone's
                await anna.move({"type": "roll", "value": 6})
                assert (await anna.expect("refused"))["code"] in {"toy.not_chance"}
                assert server.session.ply == ply
                assert toy_game.encode_state(server.session.state) == before
                # a wrong token is turned away and the socket closed
                stranger = Phone(http, server.base_url, "x" * 22)
                await stranger.open()
                await stranger.send({"type": "join", "token": "x" * 22})
                assert (await stranger.expect("refused"))["code"] == "table.bad_token"
                with pytest.raises(ConnectionError):
                    await stranger.receive(timeout=5)

        run(main())


def test_reconnect_mid_game_gets_seat_and_view_back() -> None:
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]
    with running_table(toy_game, seats) as server:

        async def main() -> None:
            t = tokens(server)
            async with aiohttp.ClientSession() as http:
                anna, ben = Phone(http, server.base_url, t[0]), Phone(http, server.base_url, t[1])
                await anna.join()
                await ben.join()
                state = await _turn_of(anna, 0)
                await anna.move(state["legal"][0])
                await anna.state_after(state["ply"])
                await anna.close()  # the phone goes to sleep …
                await asyncio.sleep(0.1)
                assert 0 not in server.connected()
                ben_state = await _turn_of(ben, 1)  # … the game goes on without it
                await ben.move(ben_state["legal"][0])
                await ben.state_after(ben_state["ply"])
                again = Phone(http, server.base_url, t[0])  # … and wakes up
                back = await again.join()
                assert again.welcome is not None and again.welcome["seat"] == 0
                assert again.welcome["name"] == "Anna"
                session = server.session
                assert back["view"] == toy_game.view(session.state, 0)
                assert back["seat"] == 0 and back["ply"] == session.ply
                assert 0 in server.connected()

        run(main())


def test_host_removes_a_device_and_gives_the_seat_to_another() -> None:
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:

        async def main() -> None:
            old = tokens(server)[1]
            async with aiohttp.ClientSession() as http:
                ben = Phone(http, server.base_url, old)
                await ben.join()
                url = await asyncio.to_thread(server.remove_device, 1)
                assert (await ben.expect("refused"))["code"] == "table.removed"
                new = url.rsplit("#", 1)[1]
                assert new != old and url.startswith(server.base_url)
                replay_old = Phone(http, server.base_url, old)
                await replay_old.open()
                await replay_old.send({"type": "join", "token": old})
                assert (await replay_old.expect("refused"))["code"] == "table.bad_token"
                cem = Phone(http, server.base_url, new)
                await cem.join()
                assert cem.welcome is not None and cem.welcome["seat"] == 1
                # a second device with the same code replaces the first (a reload, a new tab)
                tab = Phone(http, server.base_url, new)
                await tab.join()
                assert (await cem.expect("refused"))["code"] == "table.replaced"
                assert server.connected() == {1}

        run(main())


def test_foreign_origin_and_host_are_turned_away() -> None:
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                for headers in (
                    {"Origin": "http://evil.example"},
                    {"Origin": f"http://127.0.0.1:{server.port + 1}"},
                    {"Host": f"rebound.example:{server.port}"},
                ):
                    with pytest.raises(aiohttp.WSServerHandshakeError) as error:
                        await http.ws_connect(server.base_url + "ws", headers=headers)
                    assert error.value.status == 403
                ok = Phone(http, server.base_url, tokens(server)[0])
                await ok.open(Origin=f"http://127.0.0.1:{server.port}")
                await ok.join()
                async with http.get(
                    server.base_url, headers={"Host": f"rebound.example:{server.port}"}
                ) as response:
                    assert response.status == 403

        run(main())


def test_joins_are_rate_limited() -> None:
    with running_table(
        toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")], join_burst=10, join_rate=0.01
    ) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                codes = []
                for _ in range(4):
                    guess = Phone(http, server.base_url, "guess" * 4)
                    await guess.open()
                    await guess.send({"type": "join", "token": guess.token})
                    codes.append((await guess.expect("refused"))["code"])
                assert codes[0] == "table.bad_token"
                assert codes[-1] == "table.rate_limited"
                # guessing used the budget up: even the right code waits now
                right = Phone(http, server.base_url, tokens(server)[0])
                await right.open()
                await right.send({"type": "join", "token": right.token})
                assert (await right.expect("refused"))["code"] == "table.rate_limited"

        run(main())


@pytest.mark.parametrize(
    ("lang", "turn", "refusal"),
    [
        ("de", "Du bist am Zug", "Du bist nicht am Zug."),
        ("da", "Din tur", "Det er ikke din tur."),
    ],
)
def test_texts_and_refusals_in_the_seats_language(lang: str, turn: str, refusal: str) -> None:
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:

        async def main() -> None:
            t = tokens(server)
            async with aiohttp.ClientSession() as http:
                ben = Phone(http, server.base_url, t[1], lang=lang)
                await ben.join()
                assert ben.welcome is not None
                assert ben.welcome["texts"]["your_turn"] == turn
                await _turn_of(ben, 0)
                await ben.move({"type": "play", "card": 1})
                assert (await ben.expect("refused"))["text"] == refusal
                await ben.send({"type": "lang", "lang": "en"})
                welcome = await ben.expect("welcome")
                assert welcome["texts"]["your_turn"] == "Your turn"

        run(main())


def test_no_token_in_any_log_line(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    caplog.set_level(logging.DEBUG, logger="geoquiz")
    with running_table(toy_game, [Seat("Anna", "phone"), Seat("Ben", "phone")]) as server:
        secret = list(tokens(server).values())

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                await play_out(server, phones, random.Random(3), 200)
                await asyncio.to_thread(server.remove_device, 0)
                await asyncio.sleep(0.1)

        run(main())
        secret += list(tokens(server).values())
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "joined" in text
    for token in secret:
        assert token not in text


def test_seats_option() -> None:
    seats = parse_seats("Anna, Ben ,computer:hard,computer", ["easy", "medium", "hard"])
    assert [(s.name, s.level) for s in seats] == [
        ("Anna", None),
        ("Ben", None),
        ("computer 3", "hard"),
        ("computer 4", "medium"),
    ]
    with pytest.raises(ValueError, match="level"):
        parse_seats("Anna,computer:genius", ["easy", "hard"])
    assert parse_seats("<b>\x00Ann\x1ba</b>", ["easy"])[0].name == "<b>Anna</b>"


# --- every game on the contract --------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(GAMES))
def test_whole_game_through_sockets(key: str) -> None:
    game = GAMES[key]
    level = next(iter(game.bots))
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", level)]
    try:
        config = game.example_config(players=3)
    except ValueError:
        config = game.example_config(players=2)
        seats = seats[:2]
    # a clock that runs a second a reading: Stadt-Land's deadlines come by themselves
    clock = ManualClock(tick=1.0)
    with running_table(game, seats, config=config, seed=11, clock=clock) as server:

        async def main() -> int:
            async with aiohttp.ClientSession() as http:
                phones = {i: Phone(http, server.base_url, t) for i, t in tokens(server).items()}
                plies = await play_out(server, phones, random.Random(key), 20000)
                session = server.session
                for seat, phone in phones.items():
                    final = await phone.state_after(plies - 1)
                    assert final["view"] == game.view(session.state, seat)
                return plies

        plies = run(main())
        session = server.session
        assert plies == session.ply and session.over()
        again = replay(game, session.config, session.seed, session.moves)
        assert game.encode_state(again) == game.encode_state(session.state)


@pytest.mark.skipif("tage" not in GAMES, reason="10 Tage is not on the engine contract yet")
def test_rules_refusals_reach_each_phone_in_its_language() -> None:
    """The laptop in German, phones in English and Danish: each gets the rules' own sentence in
    its language (``refusal_text`` through the seat's catalogues), never the laptop's."""
    from geoquiz.app.play.refusals import refusal_text
    from geoquiz.app.runtime import i18n
    from geoquiz.games.contract import IllegalMove

    expected = {}
    for lang in ("de", "en", "da"):
        i18n.install_translators(lang)
        expected[lang] = refusal_text(IllegalMove("tage.place_first"))
    assert len(set(expected.values())) == 3  # three languages, three sentences
    i18n.install_translators("de")  # the laptop speaks German
    game = GAMES["tage"]
    with running_table(game, [Seat("Anna", "phone"), Seat("Bent", "phone")]) as server:

        async def main() -> dict[str, str]:
            t = tokens(server)
            got = {}
            async with aiohttp.ClientSession() as http:
                for lang in ("en", "da", "de"):
                    anna = Phone(http, server.base_url, t[0], lang=lang)
                    await anna.join()
                    await anna.move({"type": "draw", "pile": None})  # in setup: place first
                    refused = await anna.expect("refused")
                    assert refused["code"] == "tage.place_first"
                    got[lang] = refused["text"]
                    await anna.close()
            return got

        assert run(main()) == expected
    # the laptop's own translations were not disturbed
    assert refusal_text(IllegalMove("tage.place_first")) == expected["de"]
