"""A person playing on the laptop at a table of phones plays on the game's own screen (issue 27):
Finden Sie Minden, Danmark-spillet and Stadt-Land-anders show their hot-seat screen for the
laptop's seat — never a listing of moves — its moves and Undo go through the table's match,
and a seat whose view holds something private is covered until its person uncovers it."""

from __future__ import annotations

from typing import Any

import pytest

from geoquiz.app.table.dialog import TableDialog
from geoquiz.app.table.laptop_screen import TableLaptopMatch
from geoquiz.app.table.session import TableSession
from geoquiz.games import GAMES
from geoquiz.games.match import Seat

WAIT = 30_000

SCREEN = {"minden": "MindenScreen", "danmark": "DanmarkScreen", "stadtland": "StadtlandScreen"}


def _table(qtbot: Any, name: str, seats: list[Seat], seed: int = 5) -> tuple[TableDialog, Any]:
    game = GAMES[name]
    session = TableSession.new(game, game.example_config(len(seats)), seed, seats)
    dialog = TableDialog(session, bind="127.0.0.1", bot_delay=0.0, save=False)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    return dialog, session


def _ply(dialog: TableDialog, session: TableSession) -> int:
    ply: int = dialog.server.call(lambda: session.ply)
    return ply


def _screen_shown(dialog: TableDialog) -> Any:
    """The game's screen once it shows (uncovered if a cover asks first)."""
    pane = dialog.pane
    assert pane is not None
    if pane.currentWidget() is pane.cover:
        pane.uncover.click()
    return pane.screen if pane.screen is not None and pane.currentWidget() is pane.screen else None


@pytest.mark.parametrize("name", sorted(SCREEN))
def test_a_laptop_seat_at_a_phone_table_plays_on_the_games_own_screen(
    qtbot: Any, name: str
) -> None:
    dialog, session = _table(qtbot, name, [Seat("Anna", "laptop"), Seat("Ben", "phone")])
    try:
        assert not dialog._laptop  # no covered listing panel beside the board
        qtbot.waitUntil(lambda: _screen_shown(dialog) is not None, timeout=WAIT)
        screen = _screen_shown(dialog)
        assert type(screen).__name__ == SCREEN[name]
        assert isinstance(screen.session, TableLaptopMatch)
        assert screen.table_mode and screen.isVisible()
        assert dialog.board_title.text() == "Anna on this laptop"
        assert screen.demo_move()  # Anna's move, made on her screen
        qtbot.waitUntil(lambda: _ply(dialog, session) >= 1, timeout=WAIT)
        first = dialog.server.call(lambda: session.match.log[0])
        assert first.seat == 0 and first.by == "person"
        assert screen.session.state is not None and screen.session.match.ply == _ply(
            dialog, session
        )
    finally:
        dialog.close()


def test_a_phone_seats_move_is_refused_on_the_laptop_screen_in_one_line(qtbot: Any) -> None:
    """Stadt-Land-anders: the laptop's screen shows every player's call buttons; Ben's (a
    phone's) call made there is the table's one-line refusal, and nothing changes."""
    dialog, session = _table(qtbot, "stadtland", [Seat("Anna", "laptop"), Seat("Ben", "phone")])
    try:
        qtbot.waitUntil(lambda: _screen_shown(dialog) is not None, timeout=WAIT)
        screen = _screen_shown(dialog)
        assert screen.demo_move()  # Anna deals the first prompt
        qtbot.waitUntil(lambda: dialog.server.call(lambda: session.state.phase) == "writing")
        screen.refresh()
        ply = _ply(dialog, session)
        screen.stop_out(1)  # "Stopp und Aus!" for Ben, pressed on the laptop
        assert screen.status.text() == "It is not your turn."
        assert _ply(dialog, session) == ply
        screen.stop_out(0)  # Anna's own call is hers to make
        qtbot.waitUntil(lambda: _ply(dialog, session) > ply, timeout=WAIT)
        # a call stands at a table (the phones cannot take theirs back): no "Undo the last call"
        assert screen.state.undoable() == "call" and screen.undo_button.isHidden()
    finally:
        dialog.close()


def test_the_laptop_screen_is_covered_while_it_would_show_a_private_view(qtbot: Any) -> None:
    """Finden Sie Minden: when Anna's view holds what the public board does not (her tip), the
    right-hand side covers it with her name until she uncovers it; while Ben (on his phone) is
    to move it shows the public board."""
    dialog, session = _table(qtbot, "minden", [Seat("Anna", "laptop"), Seat("Ben", "phone")])
    pane = dialog.pane
    assert pane is not None
    server = dialog.server
    covered = False
    try:
        for _ in range(60):
            qtbot.waitUntil(
                lambda: (
                    pane.currentWidget() is not None
                    and server.call(lambda: session.match.current()) != -1
                ),
                timeout=WAIT,
            )
            ply = _ply(dialog, session)
            current = server.call(session.current)
            if current == 1:  # Ben, on his phone: the laptop shows the public board
                qtbot.waitUntil(lambda: pane.currentWidget() is pane.board, timeout=WAIT)
                legal = server.call(lambda: session.state_message(1)["legal"])
                # Ben's move, as his phone sends it
                server.call(lambda m=legal[0]: session.move(1, m))
                server.call(server._changed)
            else:
                qtbot.waitUntil(lambda: pane.currentWidget() is not pane.board, timeout=WAIT)
                if pane.currentWidget() is pane.cover:
                    covered = True
                    private = server.call(lambda: session.match.view(0))
                    assert pane.screen is None or not pane.screen.isVisible()
                    assert "Anna" in pane.cover_text.text()
                    assert all(
                        str(v) not in pane.cover_text.text()
                        for v in private.values()
                        if isinstance(v, str) and len(v) > 3
                    )
                    pane.uncover.click()
                    break
                screen = pane.screen
                assert screen is not None and screen.demo_move()
            qtbot.waitUntil(lambda p=ply: _ply(dialog, session) > p, timeout=WAIT)
        assert covered, "Anna's private view never came up in 60 moves"
        assert pane.currentWidget() is pane.screen
    finally:
        dialog.close()


def test_a_seat_handed_to_the_laptop_mid_game_plays_on_the_screen(qtbot: Any) -> None:
    """Danmark: Ben's phone seat is given to a person at the laptop after Anna's first move;
    on Ben's turn the screen is his (the header says so) and his move is logged as his."""
    dialog, session = _table(qtbot, "danmark", [Seat("Anna", "laptop"), Seat("Ben", "phone")])
    pane = dialog.pane
    assert pane is not None
    try:
        qtbot.waitUntil(lambda: _screen_shown(dialog) is not None, timeout=WAIT)
        assert _screen_shown(dialog).demo_move()  # Anna's start town
        qtbot.waitUntil(lambda: pane.currentWidget() is pane.board, timeout=WAIT)  # Ben's turn
        dialog.act_on_seat(1, "laptop")
        qtbot.waitUntil(lambda: _screen_shown(dialog) is not None, timeout=WAIT)
        assert dialog.board_title.text() == "Ben on this laptop"
        ply = _ply(dialog, session)
        assert _screen_shown(dialog).demo_move()
        qtbot.waitUntil(lambda: _ply(dialog, session) > ply, timeout=WAIT)
        entry = dialog.server.call(lambda: session.match.log[ply])
        assert entry.seat == 1 and entry.by == "person"
    finally:
        dialog.close()


def test_the_laptop_screen_names_a_player_as_they_named_themselves_on_the_phone(
    qtbot: Any,
) -> None:
    """Danmark: Ben picked his seat with the room code and typed "Bente"; the laptop's screen
    (its players list) says Bente, not the name the host gave the seat at the setup."""
    dialog, session = _table(qtbot, "danmark", [Seat("Anna", "laptop"), Seat("Ben", "phone")])
    try:
        room = dialog.server.call(session.open_room)
        dialog.server.call(lambda: session.pick(room, 1, "Bente"))
        dialog.server.call(dialog.server._changed)
        qtbot.waitUntil(lambda: _screen_shown(dialog) is not None, timeout=WAIT)
        screen = _screen_shown(dialog)
        qtbot.waitUntil(lambda: "Bente" in screen.players_label.text(), timeout=WAIT)
        assert "Ben:" not in screen.players_label.text()
    finally:
        dialog.close()
