"""The host's controls (issue 29: "a player who leaves must not block the table"): a seat given
to a computer mid-game, back to a person on a phone (a new code; the old one opens nothing) or at
the laptop, a device removed, a person who is away skipped for a turn — for each of the five
games through the session, the game going on to its end with computers; the hand-over kept in
the saved table; through sockets, the phone that held a seat watching on."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import aiohttp
import pytest
from helpers.table import ManualClock, Phone, running_table, tokens
from test_table_protocol import replay

from geoquiz.app.table.saves import resume_session, table_record
from geoquiz.app.table.session import Refused, TableSession
from geoquiz.db.table_saves import check_record
from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL, bot_rng
from geoquiz.games.match import Seat

FIVE = ["tage", "carcassonne", "minden", "danmark", "stadtland"]
SEED = 17


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


def _session(key: str) -> TableSession:
    game = GAMES[key]
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer 3", "computer", "easy")]
    return TableSession.new(
        game, game.example_config(players=3), SEED, seats, clock=ManualClock(50_000.0)
    )


def _without_time(move: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in move.items() if k != "at"}


class Driver:
    """Plays a table as the server would: chance and computers by :meth:`TableSession.step`,
    the table's clock by :meth:`TableSession.timed_step`, persons with a random move of their
    own ``legal`` list (one the table refuses — a Stadt-Land entry that is not the locked
    sheet — is tried no further). ``computer_moves[seat]`` counts the moves the computer made
    for a seat, each checked to be the one ``game.bots[level]`` chooses with ``bot_rng``."""

    def __init__(self, session: TableSession) -> None:
        self.session = session
        self.rng = random.Random(3)
        self.person_moves = [0] * len(session.seats)
        self.computer_moves = [0] * len(session.seats)

    def once(self) -> None:
        session = self.session
        current = session.current()
        clock = session.clock
        assert isinstance(clock, ManualClock)
        if session.automatic():
            expected = None
            if isinstance(current, int):
                level = session.seats[current].playing
                assert level is not None
                chosen = session.game.bots[level](
                    session.state, current, bot_rng(session.seed, session.ply, current)
                )
                if session.seats[current].stand_in is not None and session.sheets is not None:
                    chosen = session.sheets.stand_in_move(session.state, current, chosen)
                expected = _without_time(session.game.encode_move(chosen))
            if session.step():
                if isinstance(current, int):
                    assert _without_time(session.moves[-1]) == expected  # the table's bot_rng
                    self.computer_moves[current] += 1
                return
        elif isinstance(current, int):
            for seat in [current, *range(len(session.seats))]:
                if session.seats[seat].playing is not None:
                    continue
                legal = session.state_message(seat)["legal"]
                self.rng.shuffle(legal)
                for move in legal:
                    try:
                        session.move(seat, move)
                    except Refused:
                        continue
                    self.person_moves[seat] += 1
                    return
        clock.advance(5.0)  # nobody can move: the table's clock (Stadt-Land's timer, grace)
        session.timed_step()

    def until(self, done: Any, limit: int = 4000) -> None:
        for _ in range(limit):
            if done() or self.session.over():
                return
            self.once()
        raise AssertionError(f"{self.session.game.NAME}: not done after {limit} steps")


@pytest.mark.parametrize("key", FIVE)
def test_a_seat_handed_person_computer_phone_laptop_and_the_game_ends(key: str) -> None:
    """Anna (a phone) → a computer → a person on a new phone → a person at the laptop, each
    playing at least once mid-game; then every seat to a computer and the game goes on to its
    end. The moves replay to the same end (the hand-overs change who chooses, not the game)."""
    session = _session(key)
    drive = Driver(session)
    anna = session.seats[0]
    old_token = anna.token
    drive.until(lambda: sum(drive.person_moves) >= 4)
    assert not session.over()

    assert session.hand_over(0, "computer", "hard") is None
    assert anna.controller == "computer" and anna.bot == "hard" and anna.token is None
    assert session.seat_for_token(old_token) is None  # the old phone opens nothing
    assert anna not in session.free_seats()
    with pytest.raises(Refused):  # no phone moves for the computer
        session.move(0, session.game.encode_move(session.game.legal_moves(session.state)[0]))
    drive.until(lambda: drive.computer_moves[0] >= 1)
    assert drive.computer_moves[0] >= 1, key

    token = session.hand_over(0, "phone")
    assert token and session.seat_for_token(token) is anna and anna.controller == "phone"
    assert anna in session.free_seats()  # the room code can give it too
    before = drive.person_moves[0]
    drive.until(lambda: drive.person_moves[0] > before)

    assert session.hand_over(0, "laptop") is None
    assert anna.laptop and anna.token is None and session.seat_for_token(token) is None
    before = drive.person_moves[0]
    drive.until(lambda: drive.person_moves[0] > before)
    assert not session.over(), key

    for seat in session.seats:
        if seat.bot is None:
            session.hand_over(seat.index, "computer", "easy")
    drive.until(lambda: False, limit=20_000)
    assert session.current() == TERMINAL and session.state_message(None)["ranking"]
    again = replay(session.game, session.config, session.seed, session.moves)
    assert session.game.encode_state(again) == session.game.encode_state(session.state)


@pytest.mark.parametrize("key", FIVE)
def test_a_skipped_player_gets_a_computer_for_one_turn_then_plays_again(key: str) -> None:
    """Skip a player who is away: the computer plays that seat's moves until the turn passes
    to another seat, then the seat is the person's again (no game of the five has a pass a
    player may choose for a whole turn: docs/table.md)."""
    session = _session(key)
    drive = Driver(session)
    drive.until(lambda: session.current() in (0, 1) and not session.automatic())
    seat = session.current()
    assert isinstance(seat, int)
    with pytest.raises(ValueError):
        session.skip(1 - seat)  # not their turn
    session.skip(seat)
    message = session.state_message(seat)
    assert message["legal"] == [] and message["players"][seat]["stand_in"]
    with pytest.raises(Refused) as refused:
        session.move(seat, {"type": "anything"})
    assert refused.value.code == "table.not_your_turn"
    assert session.automatic()
    drive.until(lambda: session.current() != seat)
    assert drive.computer_moves[seat] >= 1
    assert session.seats[seat].stand_in is None and session.seats[seat].controller == "phone"
    drive.until(lambda: session.current() == seat and not session.automatic())
    assert session.state_message(seat)["legal"]  # the person plays again


def test_a_skipped_turn_and_the_hand_overs_are_kept_in_the_saved_table() -> None:
    session = _session("tage")
    drive = Driver(session)
    drive.until(lambda: sum(drive.person_moves) >= 3)
    session.hand_over(0, "computer", "medium")
    session.hand_over(2, "laptop")
    new_token = session.hand_over(1, "phone")
    drive.until(lambda: session.current() == 1 and not session.automatic())
    session.skip(1, "hard")
    record = check_record(table_record(session))
    assert [(s["control"], s["level"], s["stand_in"]) for s in record["seats"]] == [
        ("computer", "medium", None),
        ("phone", None, "hard"),
        ("laptop", None, None),
    ]
    resumed = resume_session(record, session.table_id)
    assert [s.controller for s in resumed.seats] == ["computer", "phone", "laptop"]
    assert resumed.seats[0].bot == "medium" and resumed.seats[1].stand_in == "hard"
    assert resumed.seat_for_token(new_token) is resumed.seats[1]  # the new phone rejoins
    assert resumed.automatic()  # the skipped turn is finished by the computer
    for damaged in ("nightmare", 3):
        seats = [dict(s) for s in record["seats"]]
        seats[1]["stand_in"] = damaged
        with pytest.raises(ValueError):
            resume_session(check_record({**record, "seats": seats}), "t")


def test_hand_over_refuses_unknown_controllers_and_levels() -> None:
    session = _session("danmark")
    for args in ((0, "robot"), (5, "computer"), (0, "computer", "nightmare")):
        with pytest.raises(ValueError):
            session.hand_over(*args)
    assert [s.controller for s in session.seats] == ["phone", "phone", "computer"]


def test_a_seat_handed_to_a_computer_its_phone_watches_on() -> None:
    """Through sockets: the phone that held the seat gets a ``welcome`` as audience saying
    who has the seat now, then the public board after every change; its old code opens
    nothing; the computer plays on."""
    game = GAMES["danmark"]
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]

    async def run() -> None:
        with running_table(game, seats, seed=4) as server:
            joins = tokens(server)
            async with aiohttp.ClientSession() as http:
                anna = Phone(http, server.base_url, joins[0])
                await anna.join()
                server.hand_over(0, "computer", "easy")
                welcome = await anna.expect("welcome")
                assert welcome["audience"] and welcome["seat"] is None
                assert welcome["handed"] == "computer" and welcome["room"] == server.room_code()
                state = await anna.expect("state")
                assert state["seat"] is None and state["legal"] == []
                assert state["players"][0]["computer"]
                await anna.move({"type": "roll"})
                assert (await anna.refusal())["code"] == "table.not_joined"
                again = Phone(http, server.base_url, joins[0])
                await again.open()
                await again.send({"type": "join", "token": joins[0], "lang": "en"})
                assert (await again.refusal())["code"] == "table.bad_token"
                url = server.hand_over(0, "phone")
                assert url is not None and url.startswith(server.base_url + "#")
                back = Phone(http, server.base_url, url.rsplit("#", 1)[1])
                assert (await back.join())["seat"] == 0

    asyncio.run(run())


def test_the_hosts_window_hands_a_seat_over_and_skips_from_the_seats_menu(qtbot: Any) -> None:
    """The table window: every seat's *Hand over…* menu — to a computer (its code and QR go,
    "played by the computer"), to a new phone (a new QR code and address), to the laptop (the
    seat's covered panel), skip the person whose turn it is."""
    from helpers import toy_game

    from geoquiz.app.table.dialog import TableDialog

    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("c", "computer", "easy")]
    session = TableSession.new(toy_game, toy_game.example_config(3), 4, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0, save=False)
    qtbot.addWidget(dialog)
    server = dialog.server
    try:
        whats = [what for _text, what, _level in dialog.seat_actions(1)]
        assert whats == ["computer", "computer", "computer", "phone", "laptop", "remove"]
        dialog._fill_menu(1)
        assert len(dialog._menu_button[1].menu().actions()) == len(whats)
        old = session.seats[1].token
        dialog.act_on_seat(1, "computer", "hard")
        qtbot.waitUntil(lambda: dialog._status[1].text() == "played by the computer", timeout=5000)
        assert dialog._qr[1].pixmap().isNull() and dialog._url[1].isHidden()
        assert server.call(lambda: session.seat_for_token(old)) is None
        dialog.act_on_seat(1, "phone")
        qtbot.waitUntil(lambda: dialog._status[1].text() == "waiting for a phone", timeout=5000)
        token = server.call(lambda: session.seats[1].token)
        assert dialog._url[1].text() == f"{server.base_url}#{token}" and token != old
        assert not dialog._qr[1].pixmap().isNull()
        dialog.act_on_seat(1, "laptop")
        qtbot.waitUntil(lambda: not dialog._laptop[1].isHidden(), timeout=5000)
        assert dialog._url[1].isHidden() and dialog._give_button[1].isHidden()

        assert server.call(session.current) == 0  # Anna's turn, and she is away
        assert dialog.seat_actions(0)[0][1] == "skip"
        ply = server.call(lambda: session.ply)
        dialog.act_on_seat(0, "skip")
        qtbot.waitUntil(lambda: server.call(lambda: session.ply) > ply, timeout=5000)
        assert server.call(lambda: session.seats[0].stand_in) is None  # one turn only
        dialog.act_on_seat(2, "skip")  # not a person's turn: one line, nothing changes
        assert "not possible" in dialog.turn.text()
    finally:
        dialog.close()


def test_a_skipped_stadtland_entry_enters_the_persons_sheet_not_the_computers() -> None:
    """Stadt-Land-anders: Anna wrote on her phone and went away; skipped at the entry, the
    computer standing in enters her locked sheet (what she wrote before "Aus!"), never terms
    of its own."""
    session = _session("stadtland")
    drive = Driver(session)
    drive.until(lambda: session.state.phase == "writing")
    written = [f"Anna{i}" for i in range(session.state.ncat)]
    assert session.sheet(0, written, None)
    drive.until(lambda: session.state.phase == "entry" and session.current() == 0)
    session.skip(0)
    drive.until(lambda: session.current() != 0)
    entered = next(m for m in reversed(session.moves) if m.get("player") == 0)
    assert list(entered["terms"]) == written
