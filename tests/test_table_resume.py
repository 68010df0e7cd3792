"""Autosave and resume of a table game (issue 16): after every change the table is saved in the
database (off the server's thread); a table resumed from the database has the same seats, the
phones that had joined rejoin with their old links, and the game ends exactly as it would have
without the interruption. Only the SHA-256 of each join code is saved."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.table import Phone, running_table, tokens
from test_table_protocol import play_out, replay

from geoquiz.app.table.saves import TableSaver, resume_session, table_record
from geoquiz.app.table.server import TableServer
from geoquiz.app.table.session import TableSession
from geoquiz.app.table.texts import GAME_NAMES
from geoquiz.db.table_saves import check_record, latest_table, load_table, save_table
from geoquiz.games import GAMES
from geoquiz.games.match import Seat
from geoquiz.games.tokens import token_digest

GAME = GAMES["tage"]
SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("computer", "computer", "easy")]
SEED = 23


@pytest.fixture(autouse=True)
def _qt(qapp: Any) -> None:
    """The texts come from Qt translators: a QApplication first."""


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite'}"


async def _play(server: TableServer, joins: dict[int, str], rng: random.Random, **kw: Any) -> int:
    async with aiohttp.ClientSession() as http:
        phones = {i: Phone(http, server.base_url, t) for i, t in joins.items()}
        plies = await play_out(server, phones, rng, 20000, **kw)
        for phone in phones.values():
            await phone.close()
    return plies


def _uninterrupted() -> list[dict[str, Any]]:
    """The same phones' choices on a table that is never interrupted."""
    with running_table(GAME, SEATS, seed=SEED) as server:
        asyncio.run(_play(server, tokens(server), random.Random(4)))
        return list(server.session.moves)


def test_a_table_resumed_from_the_database_finishes_as_if_never_interrupted(url: str) -> None:
    rng = random.Random(4)
    saver = TableSaver(url)
    with running_table(GAME, SEATS, seed=SEED, saver=saver) as server:
        links = tokens(server)
        table_id = server.session.table_id
        asyncio.run(_play(server, links, rng, until=40))
    first_moves = list(server.session.moves)  # the computer may have moved on meanwhile
    half = len(first_moves)
    assert half >= 40
    assert saver.flush() and saver.error is None
    del server  # the laptop closed: nothing of the session is left but the database

    found = latest_table(url)
    assert found is not None and found[0] == table_id
    session = resume_session(found[1], found[0])
    assert [s.name for s in session.seats] == ["Anna", "Ben", "computer"]
    assert session.moves == first_moves and session.ply == half
    resumed = TableServer(session, bind="127.0.0.1", bot_delay=0.0, saver=saver)
    resumed.start()
    try:
        # the same links as before the interruption (the phones kept them); the table has
        # no token to show, only their hashes
        assert all(seat.token is None for seat in session.seats)
        plies = asyncio.run(_play(resumed, links, rng))
    finally:
        resumed.stop()
    assert session.over() and plies == session.ply > half
    assert saver.flush()
    saver.close()
    again = replay(GAME, GAME.example_config(players=3), SEED, session.moves)
    assert GAME.encode_state(again) == GAME.encode_state(session.state)
    assert session.moves == _uninterrupted()
    assert latest_table(url) is None  # finished: nothing left to resume
    saved = load_table(table_id, url)
    assert saved is not None and [e["move"] for e in saved["moves"]] == session.moves


def test_only_the_hash_of_a_join_code_is_saved(url: str, tmp_path: Path) -> None:
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    record = table_record(session)
    save_table(session.table_id, record, url=url)
    # the database file and its write-ahead log: every byte that reached the disk
    raw = b"".join(f.read_bytes() for f in sorted(tmp_path.glob("tables.sqlite*")))
    for seat in session.seats:
        if seat.token is not None:
            assert seat.token.encode() not in raw
            assert token_digest(seat.token).encode() in raw
    assert record["table"]["tokens"] == [
        token_digest(session.seats[0].token or ""),
        token_digest(session.seats[1].token or ""),
        None,
    ]


def test_a_resumed_seat_opens_with_its_old_code_only() -> None:
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    old = session.seats[1].token
    assert old is not None
    resumed = resume_session(table_record(session), session.table_id)
    found = resumed.seat_for_token(old)
    assert found is not None and found.index == 1
    assert resumed.seat_for_token(old[:-1] + ("A" if old[-1] != "A" else "B")) is None
    assert resumed.seat_for_token(token_digest(old)) is None  # the hash itself opens nothing
    new = resumed.new_token(1)  # "give the seat to another device" works on a resumed table
    assert resumed.seat_for_token(old) is None and resumed.seat_for_token(new) is not None


def test_a_damaged_saved_table_is_refused_with_one_line() -> None:
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    session.move(0, GAME.encode_move(GAME.legal_moves(session.state)[0]))
    record = table_record(session)
    for damage in (
        {"format": 99},
        {"seats": []},
        {"game": "chess"},
        {"moves": [{"type": "nonsense"}]},
        {"seats": [{"name": "A", "bot": None, "laptop": False, "token_sha256": "x"}]},
    ):
        with pytest.raises(ValueError) as refused:
            resume_session({**record, **damage}, "t")
        assert "\n" not in str(refused.value) and "Anna" not in str(refused.value)
    assert check_record(record) is record


def test_a_failing_save_keeps_one_line_and_the_table_plays_on(tmp_path: Path) -> None:
    (tmp_path / "not-a-folder").write_text("x")
    saver = TableSaver(f"sqlite:///{tmp_path / 'not-a-folder' / 'db.sqlite'}")
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    session.move(0, GAME.encode_move(GAME.legal_moves(session.state)[0]))
    saver.submit(session)
    assert saver.flush()
    assert saver.error and "\n" not in saver.error
    session.move(0, GAME.encode_move(GAME.legal_moves(session.state)[0]))  # plays on
    saver.close()


def test_a_table_without_a_move_is_not_offered(tmp_path: Path) -> None:
    from geoquiz.db.table_saves import latest_table, list_tables

    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    saver = TableSaver(url)
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    saver.submit(session)  # opened, nobody moved, closed
    assert saver.flush()
    assert latest_table(url) is None and list_tables(url) == []
    session.move(0, GAME.encode_move(GAME.legal_moves(session.state)[0]))
    saver.submit(session)
    assert saver.flush()
    found = latest_table(url)
    assert found is not None and found[0] == session.table_id
    (entry,) = list_tables(url)
    assert entry["game"] == GAME.NAME and entry["moves"] == 1 and not entry["finished"]
    assert entry["players"] == [seat.name for seat in SEATS]
    saver.close()


def test_the_dialog_resumes_the_newest_table_with_its_seats(qtbot: Any, url: str) -> None:
    from geoquiz.app.table.dialog import TableDialog

    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    old = session.seats[0].token
    save_table(session.table_id, table_record(session), url=url)
    dialog = TableDialog.resume(db_url=url, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    try:
        resumed = dialog.server.session
        assert resumed.table_id == session.table_id
        assert [s.name for s in resumed.seats] == ["Anna", "Ben", "computer"]
        assert "old link" in dialog._url[0].text() and dialog._qr[0].pixmap().isNull()
        assert resumed.seat_for_token(old) is not None
        dialog._give(1)  # a new code for Ben's seat: its QR and address appear
        assert not dialog._qr[1].pixmap().isNull() and "#" in dialog._url[1].text()
    finally:
        dialog.close()
    with pytest.raises(LookupError):
        TableDialog.resume(db_url=f"{url}-empty", bind="127.0.0.1")


def test_resume_table_opens_the_window_or_says_why_not(qtbot: Any, url: str) -> None:
    from geoquiz.app.table.setup import resume_table

    with pytest.raises(LookupError) as none:
        resume_table(db_url=url)
    assert str(none.value) == "There is no unfinished table game."
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    save_table(
        session.table_id,
        {**table_record(session), "moves": [{"seat": 0, "by": "person", "move": {"x": 1}}]},
        url=url,
    )
    with pytest.raises(ValueError) as damaged:
        resume_table(db_url=url)
    assert str(damaged.value).startswith("The saved table game cannot be resumed: ")
    save_table(session.table_id, table_record(session), url=url)
    window = resume_table(db_url=url)  # deletes itself when closed
    try:
        assert window.isVisible() and window.server.session.table_id == session.table_id
    finally:
        window.close()


def test_the_game_menu_resumes_the_table_game(
    qtbot: Any, url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The main window's Game menu has the entry; with no table saved the status bar says so,
    with one saved its window opens."""
    from geoquiz.app.window.main_window import MainWindow

    monkeypatch.setenv("GEOQUIZ_DB", url)
    window = MainWindow("en")
    qtbot.addWidget(window)
    assert window.table_action.text() == "Resume the &table game (phones)"
    window.table_action.trigger()
    assert window.statusBar().currentMessage() == "There is no unfinished table game."
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    save_table(session.table_id, table_record(session), url=url)
    opened = window.resume_table()
    assert opened is not None and opened.isVisible()
    opened.close()


def test_the_start_screen_names_the_table_s_game_and_players(
    qtbot: Any, url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The newest unfinished game is a table of phones: the start screen's Resume button names
    it, and the main window's resume for its kind opens the table window again."""
    from geoquiz.app.window.main_window import MainWindow
    from geoquiz.db.table_saves import KIND

    monkeypatch.setenv("GEOQUIZ_DB", url)
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    save_table(session.table_id, table_record(session), url=url)
    window = MainWindow("en")
    qtbot.addWidget(window)
    start = window.start_screen
    start.url = url
    overview = start.refresh()
    assert overview.saved is not None and overview.saved.kind == KIND
    assert not start.resume_button.isHidden()
    # the entry names the game and the players (was "table game with phones")
    names = ", ".join(seat.name for seat in SEATS)
    assert start.resume_button.accessibleName().startswith(
        f"Resume: {GAME_NAMES[GAME.NAME]} with phones: {names} (saved"
    )
    with qtbot.waitSignal(start.resume_requested) as signal:
        start.resume_button.click()
    assert signal.args == [KIND]
    opened = window.resume_game(KIND)
    assert opened is not None and opened.isVisible()
    assert opened.server.session.table_id == session.table_id  # type: ignore[attr-defined]
    opened.close()


def _legacy_record(session: TableSession) -> dict[str, Any]:
    """``session`` saved as the table saved itself before the one driver (``"format": 1``)."""
    return {
        "format": 1,
        "game": session.game.NAME,
        "seed": session.seed,
        "port": None,
        "start": session.game.encode_state(session.match.start),
        "seats": [
            {
                "name": s.name,
                "bot": s.bot,
                "laptop": s.laptop,
                "token_sha256": s.token_hash,
                "stand_in": None,
            }
            for s in session.seats
        ],
        "moves": list(session.moves),
    }


def test_a_table_saved_by_the_old_version_resumes_and_its_phones_rejoin_with_their_old_links(
    url: str,
) -> None:
    session = TableSession.new(GAME, GAME.example_config(players=3), SEED, SEATS)
    links = {s.index: s.token for s in session.seats if s.token is not None}
    while session.ply < 12:
        if not session.step():
            seat = session.current()
            assert isinstance(seat, int)
            session.move(seat, GAME.encode_move(GAME.legal_moves(session.state)[0]))
    save_table("old-table", _legacy_record(session), url=url)  # the old format is still stored

    found = latest_table(url)
    assert found is not None and found[1]["format"] == 1
    resumed = resume_session(found[1], found[0])
    assert resumed.moves == session.moves and resumed.state == session.state
    assert [s.controller for s in resumed.seats] == ["phone", "phone", "computer"]
    assert table_record(resumed)["format"] == "geoquiz-match/1"  # saved anew in this version
    server = TableServer(resumed, bind="127.0.0.1", bot_delay=0.0)
    server.start()

    async def rejoin() -> list[dict[str, Any]]:
        async with aiohttp.ClientSession() as http:
            states = []
            for seat, token in links.items():
                assert token is not None
                phone = Phone(http, server.base_url, token)
                state = await phone.join()
                assert phone.welcome is not None and phone.welcome["seat"] == seat
                states.append(state)
                await phone.close()
            return states

    try:
        states = asyncio.run(rejoin())
    finally:
        server.stop()
    assert [s["seat"] for s in states] == [0, 1] and all(s["ply"] >= 12 for s in states)


def test_a_rebased_table_saves_and_resumes_from_its_rigged_first_state() -> None:
    game = GAMES["stadtland"]
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone")]
    session = TableSession.new(game, game.example_config(players=2), SEED, seats)
    table_record(session)  # a record made before the rig (the first state's encoding is kept)
    session.rebase(session.state.with_top_prompt("g-z"))
    session.move(0, {"type": "deal", "at": 0})
    with pytest.raises(ValueError):
        session.rebase(session.state)  # only before the first move
    resumed = resume_session(table_record(session), session.table_id)
    assert resumed.state == session.state and resumed.seats[1].name == "Ben"
    assert resumed.seat_for_token(session.seats[1].token) is resumed.seats[1]


def test_the_database_names_the_match_records_format_as_the_driver_does() -> None:
    """``db`` may not import ``games`` (DESIGN §1), so db.table_saves names the format itself."""
    from geoquiz.db.table_saves import FORMAT as STORED
    from geoquiz.games.match.record import FORMAT

    assert STORED == FORMAT
