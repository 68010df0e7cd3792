"""The laptop's board while phones are used: the game's real board, public information only.

10 Tage and Carcassonne are played with scripted phones (real sockets) and a person on the laptop
(clicking the board); after every change the board's texts, its face-up cards and a rendered
image are checked: no card of a phone seat's holder, no card drawn from the draw pile by a phone.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.browser import chromium_browser, open_phone
from helpers.table import Phone
from PySide6.QtCore import Qt

from geoquiz.app.table.boards.listing import readable
from geoquiz.app.table.boards.tage import TageTableBoard
from geoquiz.app.table.dialog import TableDialog
from geoquiz.app.table.session import TableSession
from geoquiz.app.tage.widgets import card_title
from geoquiz.games import GAMES
from geoquiz.games.contract import TERMINAL
from geoquiz.games.match import Seat
from geoquiz.games.tage.cards import card_kind


class Phones:
    """Scripted phones for the phone seats, in their own thread: each plays a random legal move
    whenever its seat is to move, until :meth:`stop`."""

    def __init__(self, server: Any, seed: int) -> None:
        self.server = server
        self.rng = random.Random(seed)
        self.done = threading.Event()
        self.joined = threading.Event()
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            self.error = exc

    async def _main(self) -> None:
        session = self.server.session
        async with aiohttp.ClientSession() as http:
            phones = [
                Phone(http, self.server.base_url, seat.token or "")
                for seat in session.seats
                if seat.phone
            ]
            for phone in phones:
                await phone.join()
            self.joined.set()

            async def play(phone: Phone) -> None:
                while not self.done.is_set():
                    try:
                        data = await phone.receive(timeout=0.2)
                    except TimeoutError:
                        continue
                    if (
                        data["type"] == "state"
                        and data["legal"]
                        and data["current"] == data["seat"]
                    ):
                        moves = [
                            m
                            for m in data["legal"]
                            if m.get("type") != "declare" and not m.get("declare")
                        ]
                        # a person takes a moment: the laptop shows every position meanwhile
                        await asyncio.sleep(0.04)
                        await phone.move(self.rng.choice(moves or data["legal"]))

            await asyncio.gather(*(play(p) for p in phones))
            for phone in phones:
                await phone.close()

    def stop(self) -> None:
        self.done.set()
        self.thread.join(10)
        assert self.error is None, self.error


def movers(game: Any, session: TableSession) -> list[int]:
    """The seat that made each of the session's moves (replayed from the start)."""
    state = game.new_game(session.config, session.seed)
    out = []
    for encoded in session.moves:
        out.append(game.current_player(state))
        state = game.apply(state, game.decode_move(encoded))
    return out


def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("GEOQUIZ_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _private_cards(state: Any, phone_seats: list[int]) -> set[str]:
    """Region cards (each exists once) in a phone seat's holder that nobody else saw: not taken
    from a discard pile, not shown in a call-out, not on a discard pile's top."""
    public_view = GAMES["tage"].view(state, None)
    seen = {c for p in public_view["pickups"] for c in p}
    seen |= {c for d in public_view["declarations"] for c in d["route"] if c}
    seen |= {p["top"] for p in public_view["discards"] if p["top"]}
    if public_view["drawn"]:
        seen.add(public_view["drawn"])
    out = set()
    for seat in phone_seats:
        for card in state.holders[seat]:
            if card and card_kind(card) == "region" and card not in seen:
                out.add(card)
        if state.phase == "place" and state.current == seat and state.drawn_from is None:
            if card_kind(state.drawn) == "region":
                out.add(state.drawn)  # drawn from the draw pile: only the phone knows it
    return out


def _laptop_play(board: TageTableBoard, rng: random.Random) -> bool:
    """Anna's turn on the laptop: uncover, then click what a person would click."""
    if board.laptop is None:
        return False
    if board.cover.isVisibleTo(board):
        board.cover.click()
    legal = board.legal()
    assert legal, "Anna's cards are uncovered and she has moves"
    moves = [m for m in legal if m["type"] != "declare" and not m.get("declare")] or legal
    move = rng.choice(moves)
    seat = board.laptop["seat"]
    slots = board.holder_rows[seat][1]
    if move["type"] == "place":
        slots[move["slot"]].click()
    elif move["type"] == "draw":
        (board.draw if move["pile"] is None else board.piles[move["pile"]]).click()
    elif move["type"] == "exchange":
        slots[move["slot"]].click()
        if board.selected is not None:  # more than one pile possible: choose it
            board.piles[move["pile"]].click()
    elif move["type"] == "discard":
        board.piles[move["pile"]].click()
    else:
        board._send(move)
    return True


@pytest.mark.skipif("tage" not in GAMES, reason="no 10 Tage")
def test_tage_board_never_shows_a_phone_seats_card(qtbot: Any, tmp_path: Path) -> None:
    game = GAMES["tage"]
    seats = [
        Seat("Anna", "laptop"),
        Seat("Ben", "phone"),
        Seat("Cem", "phone"),
        Seat("R", "computer", "easy"),
    ]
    session = TableSession.new(game, game.example_config(4), 11, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    board = dialog.board
    assert isinstance(board, TageTableBoard)
    server = dialog.server
    rng = random.Random(5)
    counts = {"checked": 0, "secret": 0, "anna": 0, "covered": 0}
    states = [game.new_game(session.config, session.seed)]

    def state_at(ply: int) -> Any:
        moves = server.call(lambda: list(session.moves[:ply]))
        while len(states) <= ply:
            states.append(game.apply(states[-1], game.decode_move(moves[len(states) - 1])))
        return states[ply]

    def check() -> None:
        """After every change the board showed: what is on the laptop now."""
        assert board.public is not None
        state = state_at(board.public["ply"])
        counts["checked"] += 1
        private = _private_cards(state, [1, 2])
        counts["secret"] += bool(private)
        texts = board.visible_texts()
        for card in private:
            assert card not in texts and card_title(card) not in texts, (state.turn, card)
        for row, (_, slots) in enumerate(board.holder_rows):
            face_up = [b.card for b in slots if b.face_up and b.card]
            if row in (1, 2) or board.own() is None:
                assert not face_up, (row, face_up)
        if board.drawn.face_up and board.drawn.card:
            assert board.drawn.card not in private

    failures: list[AssertionError] = []

    def checked_in_slot(_message: object) -> None:
        try:  # an exception in a Qt slot would only be printed: keep it for the test
            check()
        except AssertionError as exc:
            failures.append(exc)

    dialog.bridge.changed.connect(checked_in_slot)  # runs after the board's own update
    phones = Phones(server, 3)
    try:
        assert phones.joined.wait(10)
        for _ in range(3000):
            ply, current = server.call(lambda: (session.ply, session.current()))
            if current == TERMINAL or ply >= 110:
                break
            qtbot.wait(5)
            if board.public is None or board.public["ply"] != ply or board.laptop is None:
                continue
            if board.own() is None:
                counts["covered"] += 1
            check()
            counts["anna"] += _laptop_play(board, rng)
            check()
            qtbot.waitUntil(lambda p=ply: server.call(lambda: session.ply) > p, timeout=5000)
        qtbot.waitUntil(board.map.base_is_current, timeout=10000)
        image = board.grab()
        assert image.save(str(shots(tmp_path) / "laptop-board-tage.png"))
    finally:
        phones.stop()
        dialog.close()
    assert not failures, failures[0]
    anna_turns = counts["anna"]
    assert ply >= 60, "the phones and the laptop played well into the journey"
    assert counts["checked"] >= 100 and counts["secret"] >= 80, counts
    assert anna_turns >= 10 and counts["covered"] >= 3, counts
    by_seat = movers(game, session)
    assert by_seat.count(0) == anna_turns  # every click of Anna's became exactly one move
    assert by_seat.count(1) >= 10 and by_seat.count(2) >= 10  # the phones played too


def test_carcassonne_board_laptop_places_on_the_map(qtbot: Any) -> None:
    game = GAMES["carcassonne"]
    seats = [Seat("Anna", "laptop"), Seat("Ben", "phone"), Seat("R", "computer", "easy")]
    session = TableSession.new(game, game.example_config(3), 4, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    board = dialog.board
    server = dialog.server
    phones = Phones(server, 8)
    placed = 0
    try:
        assert phones.joined.wait(10)
        for _ in range(600):
            qtbot.wait(10)
            ply = server.call(lambda: session.ply)
            if ply >= 25:
                break
            if board.public is None or board.public["ply"] != ply or board.laptop is None:
                continue
            view = board.public["view"]
            # every laid tile is on the board; the ghost needs a place to fit
            assert len(board.board.legal_now) <= len(board.board.legal_any)
            places = [m for m in board.legal() if m["kind"] == "place"]
            if places and placed == 0:  # the first tile by keyboard: arrows, then Enter
                dialog.activateWindow()
                board.board.setFocus()
                before = board.key_square
                qtbot.keyClick(board.board, Qt.Key.Key_Right)
                fits = {tuple(m["square"]) for m in places if m["rotation"] == board.rotation}
                assert board.key_square in fits and (len(fits) == 1 or board.key_square != before)
                square = board.key_square
                qtbot.keyClick(board.board, Qt.Key.Key_Return)
                qtbot.waitUntil(lambda p=ply: server.call(lambda: session.ply) > p, timeout=5000)
                assert tuple(session.moves[ply]["square"]) == square
                placed += 1
                continue
            if places:
                want = places[-1]
                while board.rotation != want["rotation"]:
                    board.right.click()
                board._square_clicked(*want["square"], 0.5, 0.5)
                placed += 1
            elif board.action_buttons:
                board.action_buttons[0].click()
            qtbot.waitUntil(lambda p=ply: server.call(lambda: session.ply) > p, timeout=5000)
            assert len(view["tiles"]) >= 1
        last = board.public["view"]
        laid = {(t[0], t[1]) for t in last["tiles"]}
        assert len(laid) >= 8
        for square, label in board.board._square_labels.items():
            assert label.isVisible() == (square not in laid)
        texts = board.visible_texts()
        assert any("Anna" in t for t in texts) and any("Ben" in t for t in texts)
    finally:
        phones.stop()
        dialog.close()
    assert placed >= 3
    by_seat = movers(game, session)
    anna = [m for m, seat in zip(session.moves, by_seat, strict=True) if seat == 0]
    assert sum(m["kind"] == "place" for m in anna) == placed
    assert 1 in by_seat  # Ben's phone placed too


def test_listing_board_uses_names() -> None:
    names = ["Anna", "Ben"]
    view = {"current": 1, "scores": [3, 4], "played": [{"seat": 0, "card": 5}], "round": 2}
    assert readable(view, names) == {
        "current": "Ben",
        "scores": {"Anna": 3, "Ben": 4},
        "played": [{"seat": "Anna", "card": 5}],
        "round": 2,
    }


# --------------------------------------------------------------------------- three browsers


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium_browser()


def _tap(page: Any, move: dict[str, Any]) -> None:
    """Tap what a person taps on the phone page for ``move`` (``client/tage.js``)."""
    page.locator("#status.turn").wait_for()
    bar = page.locator("#moves")  # the action bar
    if move.get("declare"):
        page.locator("#tage-declare").check()
    kind = move["type"]
    if kind == "declare":
        page.locator("button.callout").click()
    elif kind == "place":
        bar.locator(f'button[data-move="place"][data-slot="{move["slot"]}"]').click()
    elif kind == "draw":
        pile = "draw" if move["pile"] is None else move["pile"]
        bar.locator(f'button[data-move="draw"][data-pile="{pile}"]').click()
    elif kind == "exchange":
        bar.locator(f'.days button[data-slot="{move["slot"]}"]').click()
        bar.locator(f'button[data-move="exchange"][data-pile="{move["pile"]}"]').click()
    elif kind == "discard":
        bar.locator(f'button[data-move="discard"][data-pile="{move["pile"]}"]').click()
    else:
        raise AssertionError(f"no tap for {move}")


@pytest.mark.slow
@pytest.mark.skipif("tage" not in GAMES, reason="no 10 Tage")
def test_whole_tage_game_three_browsers_against_the_laptop_board(
    qtbot: Any, tmp_path: Path, browser: Any
) -> None:
    """Three phones (German, Danish, English) play 10 Tage to a winner's call-out; the laptop
    shows the table dialog with the board at 1366×768; Bent's phone reloads mid-game."""
    from geoquiz.games.contract import bot_rng

    game = GAMES["tage"]
    seed = 3
    seats = [Seat("Anna", "phone"), Seat("Bent", "phone"), Seat("Cem", "phone")]
    session = TableSession.new(game, game.example_config(3), seed, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    board = dialog.board
    server = dialog.server
    folder = shots(tmp_path)
    pages = [
        open_phone(browser, server.join_url(0), "de"),
        open_phone(browser, server.join_url(1), "da"),
        open_phone(browser, server.join_url(2), "en"),
    ]
    reloaded = False
    pictures = {40: "mid", 70: "late"}
    try:
        for page in pages:
            page.locator("#status").wait_for()
        qtbot.waitUntil(
            lambda: all(dialog._status[i].text() == "phone connected" for i in range(3))
        )
        assert all(dialog._qr[i].isHidden() for i in range(3))  # codes go once phones are in
        for _ in range(400):
            state, ply = server.call(lambda: (session.state, session.ply))
            current = game.current_player(state)
            if current == TERMINAL:
                break
            if ply >= 50 and not reloaded:
                pages[1].reload()  # Bent's phone reloads in the middle of the game
                reloaded = True
            move = game.encode_move(game.bots["hard"](state, current, bot_rng(seed, ply, current)))
            # the laptop, caught up with this position, shows no unseen card of anybody
            qtbot.waitUntil(lambda p=ply: board.public is not None and board.public["ply"] == p)
            texts = board.visible_texts()
            for card in _private_cards(state, [0, 1, 2]):
                assert card not in texts and card_title(card) not in texts, (ply, card)
            assert not any(b.face_up for _, row in board.holder_rows for b in row if b.card)
            if ply in pictures:
                qtbot.waitUntil(board.map.base_is_current, timeout=10000)
                assert dialog.grab().save(str(folder / f"laptop-table-tage-{pictures[ply]}.png"))
                pages[current].screenshot(
                    path=str(folder / f"phone-tage-{pictures[ply]}-{current}.png"), full_page=True
                )
            _tap(pages[current], move)
            for _ in range(400):
                qtbot.wait(5)
                if server.call(lambda: session.ply) > ply:
                    break
            else:
                raise AssertionError(f"the tap for {move} did not move the game")
        state = server.call(lambda: session.state)
        assert game.current_player(state) == TERMINAL and state.winner is not None
        assert reloaded
        qtbot.waitUntil(lambda: board.public["current"] == TERMINAL)
        qtbot.wait(200)
        # the end: every holder face up on the laptop, the winner's route on the map
        assert all(b.face_up for _, row in board.holder_rows for b in row)
        assert board.map.route_items()
        qtbot.waitUntil(board.map.base_is_current, timeout=10000)
        assert dialog.grab().save(str(folder / "laptop-table-tage-over.png"))
        for i, page in enumerate(pages):
            page.get_by_text(
                re.compile("Das Spiel ist vorbei|Spillet er slut|The game is over")
            ).first.wait_for()
            page.screenshot(path=str(folder / f"phone-tage-over-{i}.png"), full_page=True)
    finally:
        for page in pages:
            page.context.close()
        dialog.close()
    assert len(session.moves) > 60


def test_tage_laptop_cards_are_covered_when_setup_ends_and_after_each_turn(qtbot: Any) -> None:
    """Anna places her setup cards unseen (nothing to cover); her first real turn starts covered,
    and so does every later one; the phones' holders stay face down throughout."""
    game = GAMES["tage"]
    seats = [Seat("Anna", "laptop"), Seat("Ben", "phone")]
    session = TableSession.new(game, game.example_config(2), 3, seats)
    board = TageTableBoard()
    qtbot.addWidget(board)
    board.move_requested.connect(lambda seat, move: session.move(seat, move))

    def show() -> None:
        current = session.current()
        laptop = session.state_message(0) if current == 0 else None
        board.show_message(session.state_message(None), laptop)

    rng = random.Random(2)
    show()
    assert board.own() is not None and board.cover.isHidden()  # setup: no cover needed
    while session.state.phase == "setup":
        session.move(
            session.current(), game.encode_move(rng.choice(game.legal_moves(session.state)))
        )
        show()
    assert session.current() == 0 and board.laptop is not None
    assert board.own() is None and not board.cover.isHidden()  # covered again
    assert not any(b.face_up and b.card for _, row in board.holder_rows for b in row)
    board.cover.click()
    assert [b.card for b in board.holder_rows[0][1]] == list(session.state.holders[0])
    assert all(b.face_up for b in board.holder_rows[0][1])
    assert not any(b.face_up for b in board.holder_rows[1][1])
    for _ in range(6):  # Anna draws and places, Ben plays: Anna is covered again each time
        assert session.state.phase == "draw"
        board.draw.click()  # Anna draws from the draw pile …
        show()
        assert board.own() is not None and board.drawn.face_up  # … and sees the card she drew
        discard = next(b for b in board.piles if b.isEnabled())
        discard.click()  # … and discards it
        show()
        assert session.current() == 1
        assert board.own() is None
        while session.current() == 1:
            moves = [m for m in game.legal_moves(session.state) if not getattr(m, "declare", 0)]
            session.move(1, game.encode_move(rng.choice(moves)))
            show()
        assert board.laptop is not None and board.own() is None
        board.cover.click()


def test_listing_board_names_danmark_towns(qtbot: Any) -> None:
    from geoquiz.app.runtime import i18n
    from geoquiz.app.table.boards.listing import ListingBoard
    from geoquiz.geo.denmark_board import load_board

    game = GAMES["danmark"]
    session = TableSession.new(
        game, game.example_config(2), 1, [Seat("Anna", "phone"), Seat("Bo", "phone")]
    )
    board = ListingBoard()
    qtbot.addWidget(board)
    while session.automatic():  # the deal, if any
        session.step()
    board.show_message(session.state_message(None), None)
    text = board.toPlainText()
    assert "current: " + session.seats[session.current()].name in text
    towns = load_board()
    lang = i18n.current_language()
    hand = game.view(session.state, None)["hands"][0]
    named = [t for t in hand if towns.town(t).label(lang).lower() != t]
    assert named  # ids such as "koege" become "Køge"
    for town in named:
        assert towns.town(town).label(lang) in text and f" {town}" not in text


def test_holder_row_reports_the_day_clicked(qtbot: Any) -> None:
    from geoquiz.app.tage.widgets import holder_row

    clicked: list[int] = []
    row, name, slots = holder_row(10, clicked.append, lambda _card: None, 140, 12)
    qtbot.addWidget(row)
    assert [b.caption for b in slots] == [str(d + 1) for d in range(10)]
    assert name.minimumWidth() == 140 and name.textFormat() == Qt.TextFormat.PlainText
    slots[6].click()
    assert clicked == [6]


def test_focus_card_shows_a_region_or_a_train_colour_on_the_map() -> None:
    from geoquiz.app.tage.widgets import focus_card
    from geoquiz.games.tage.cards import deck

    calls: list[tuple[str, object]] = []

    class MapSpy:
        def focus_region(self, rid: str | None) -> None:
            calls.append(("region", rid))

        def focus_colour(self, colour: str) -> None:
            calls.append(("colour", colour))

    spy: Any = MapSpy()
    region = next(c for c in deck() if card_kind(c) == "region")
    for card in (region, "train:red", "bus", ""):
        focus_card(spy, card)
    assert calls == [("region", region), ("colour", "red"), ("region", None), ("region", None)]
