"""The laptop side: the table dialog's QR codes, addresses, seat status and public board."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import aiohttp
import pytest
from helpers import toy_game
from helpers.table import Phone

from geoquiz.app.table.dialog import TableDialog, public_text
from geoquiz.app.table.session import TableSession
from geoquiz.games import GAMES
from geoquiz.games.match import Seat


def test_dialog_shows_codes_status_and_only_the_public_board(qtbot: Any) -> None:
    seats = [Seat("Anna", "phone"), Seat("<b>Ben</b>", "phone"), Seat("c", "computer", "easy")]
    session = TableSession.new(toy_game, toy_game.example_config(3), 4, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    server = dialog.server
    # computer seats need no code (every seat has a box: the host can hand it over)
    assert {i for i, qr in dialog._qr.items() if not qr.pixmap().isNull()} == {0, 1}
    for seat in (0, 1):
        label = dialog._qr[seat]
        assert not label.pixmap().isNull() and label.pixmap().width() > 100
        assert dialog._url[seat].text() == server.join_url(seat)
    assert dialog._status[1].text() == "waiting for a phone"

    joined = threading.Event()
    leave = threading.Event()

    def phone() -> None:
        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                ben = Phone(http, server.base_url, session.seats[1].token or "")
                await ben.join()
                joined.set()
                while not leave.is_set():
                    await asyncio.sleep(0.05)
                await ben.close()

        asyncio.run(main())

    thread = threading.Thread(target=phone)
    thread.start()
    try:
        qtbot.waitUntil(lambda: dialog._status[1].text() == "phone connected", timeout=5000)
        # the public board: no hand of anybody
        text = dialog.board.toPlainText()
        assert "scores" in text and "hand" not in text
        old = dialog._url[1].text()
        dialog._give(1)
        assert dialog._url[1].text() != old
        qtbot.waitUntil(lambda: dialog._status[1].text() == "waiting for a phone", timeout=5000)
    finally:
        leave.set()
        thread.join(10)
    port = server.port
    dialog.close()

    async def refused() -> None:
        async with aiohttp.ClientSession() as http:
            with pytest.raises(aiohttp.ClientConnectorError):
                await http.get(f"http://127.0.0.1:{port}/")

    asyncio.run(refused())


def test_public_text_is_readable() -> None:
    text = public_text({"scores": [1, 2], "played": [{"seat": 0, "card": 5}], "die": None})
    assert text.splitlines() == ["scores: 1, 2", "played:", "  - seat: 0", "    card: 5", "die: —"]


@pytest.mark.skipif("tage" not in __import__("geoquiz.games").games.GAMES, reason="no 10 Tage")
def test_dialog_in_german_shows_no_private_card(qtbot: Any, tmp_path: Any) -> None:
    import os
    from pathlib import Path

    from geoquiz.app.runtime import i18n
    from geoquiz.games import GAMES

    i18n.install_translators("de")
    game = GAMES["tage"]
    seats = [Seat("Anna", "phone"), Seat("Ben", "phone"), Seat("Rechner", "computer", "easy")]
    session = TableSession.new(game, game.example_config(3), 9, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 700)
    dialog.show()
    assert dialog.windowTitle() == "Mitspielende kommen mit ihren Handys dazu"
    assert dialog._status[0].text() == "wartet auf ein Handy"
    assert dialog.turn.text() == "Anna ist am Zug"
    # the setup stacks and holders are private: none of the cards appear on the laptop
    state = session.state
    texts = dialog.board.visible_texts()
    assert "Noch zu legende Karten:" in texts  # 10 Tage's own board, in German
    shown = "\n".join(texts)
    for stack in state.stacks:
        for card in stack:
            assert card not in texts
    assert not any(b.face_up and b.card for _, row in dialog.board.holder_rows for b in row)
    assert "Anna" in shown
    folder = Path(os.environ.get("GEOQUIZ_TABLE_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    qtbot.waitUntil(dialog.board.map.base_is_current, timeout=10000)  # the map drawn
    qtbot.wait(100)  # let the layouts settle before the picture
    assert dialog.grab().save(str(folder / "laptop-tage-de.png"))
    dialog.close()


def test_a_laptop_seat_plays_hot_seat_beside_the_phones(qtbot: Any) -> None:
    from geoquiz.app.table.session import parse_seats

    seats = parse_seats("laptop:Anna,Ben,computer:easy", list(toy_game.bots))
    assert seats[0].control == "laptop" and seats[1].control == "phone"
    session = TableSession.new(toy_game, toy_game.example_config(3), 5, seats)
    assert session.seats[0].token is None  # nobody can join Anna's seat from a phone
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0)
    qtbot.addWidget(dialog)
    assert {i for i, qr in dialog._qr.items() if not qr.pixmap().isNull()} == {1}
    panel = dialog._laptop[0]
    qtbot.waitUntil(lambda: panel.status.text() == "Your turn", timeout=5000)
    # covered until Anna uncovers her view
    assert panel.private.isHidden() and panel.moves.isHidden()
    panel.cover.setChecked(True)
    assert not panel.private.isHidden()
    hand = toy_game.view(dialog.server.call(lambda: session.state), 0)["hand"]
    assert "hand: " + ", ".join(map(str, hand)) in panel.private.toPlainText()
    assert "hand" not in dialog.board.toPlainText()  # the public board still hides it
    ply = dialog.server.call(lambda: session.ply)
    panel.moves.setCurrentRow(panel.moves.count() - 1)
    panel.play.click()
    qtbot.waitUntil(lambda: dialog.server.call(lambda: session.ply) > ply, timeout=5000)
    assert session.moves[ply] == {"type": "play", "card": hand[-1]}
    qtbot.waitUntil(lambda: panel.status.text() == "", timeout=5000)
    assert not panel.cover.isChecked()  # covered again after the turn
    # a phone cannot move for the laptop's seat
    assert dialog.server.laptop_move(1, {"type": "play", "card": 1}, "en") is not None
    dialog.close()


def test_a_laptop_seat_at_a_phone_table_takes_back_its_move(qtbot: Any) -> None:
    """The laptop's Undo at a table of phones, on Danmark's own screen: the move is gone at the
    table; once a phone has moved it is refused with one line, and a phone seat cannot undo
    through the laptop."""
    game = GAMES["danmark"]
    seats = [Seat("Anna", "laptop"), Seat("Ben", "phone")]
    session = TableSession.new(game, game.example_config(2), 5, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0, save=False)
    qtbot.addWidget(dialog)
    pane = dialog.pane
    assert pane is not None and not dialog._laptop  # no listing: the game's screen
    qtbot.waitUntil(lambda: pane.screen is not None and pane.currentWidget() is pane.screen)
    screen = pane.screen
    assert screen is not None
    assert not screen.undo_button.isEnabled()
    assert screen.demo_move()  # Anna's start town
    qtbot.waitUntil(lambda: dialog.server.call(lambda: session.ply) == 1)
    assert screen.undo_button.isEnabled()
    assert screen.undo_move()
    assert dialog.server.call(lambda: session.ply) == 0
    assert screen.demo_move()
    qtbot.waitUntil(lambda: dialog.server.call(lambda: session.ply) == 1)
    ben = dialog.server.call(lambda: session.state_message(1)["legal"][0])
    dialog.server.call(lambda: session.move(1, ben))  # Ben moves: Anna's start stands
    assert not screen.undo_move()
    assert "can no longer be taken back" in screen.status.text()
    assert dialog.server.call(lambda: session.ply) == 2
    assert dialog.server.laptop_undo(1, "en") is not None  # not a laptop seat
    dialog.close()
