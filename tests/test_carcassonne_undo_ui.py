"""Carcassonne on the laptop through the one match driver (issue 27): the header's Undo takes a
tile back while the meeple decision is open, is refused in one translated line once the next
tile was drawn, and the other players' last moves are framed on the map until the next move."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from geoquiz.app.carcassonne.board_view import ShapeItem
from geoquiz.app.carcassonne.screen import CarcassonneScreen
from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.runtime import i18n
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.db.savegames import load_game
from geoquiz.games import GAMES
from geoquiz.games.carcassonne import Config, Move, PlayerSpec, is_over
from geoquiz.games.carcassonne import game as contract
from geoquiz.games.contract import IllegalMove
from geoquiz.games.match import load_record

CONFIG = Config((PlayerSpec("Anna"), PlayerSpec("Bot", "computer", "easy")), seed=5)


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def screen(qtbot, url: str) -> CarcassonneScreen:  # type: ignore[no-untyped-def]
    widget = CarcassonneScreen("en", url=url)
    widget.computer_delay_ms = 0
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    return widget


def quiet_placement(screen: CarcassonneScreen) -> tuple[tuple[int, int], int]:
    """A square and rotation for the tile in hand whose placing reveals nothing (no chip turned
    up, the meeple decision still open), by the game's own ``reveals``."""
    state = screen.state
    assert state is not None
    for square, rot in screen._placements:
        if not contract.reveals(state, Move("place", square, rot)):
            return square, rot
    raise AssertionError("no quiet placement")


def anna_to_place(qtbot, screen: CarcassonneScreen) -> None:  # type: ignore[no-untyped-def]
    def ready() -> bool:
        s = screen.state
        return s is not None and (is_over(s) or (s.current == 0 and s.phase == "place"))

    qtbot.waitUntil(ready, timeout=10_000)


def test_undo_takes_back_a_placed_tile_before_the_meeple_and_it_is_laid_again(  # type: ignore[no-untyped-def]
    qtbot, screen: CarcassonneScreen, url: str
) -> None:
    screen.start_game(CONFIG)
    header = screen.game_header
    assert header is not None and not header.undo_button.isEnabled()  # nothing to take back
    before = screen.state
    assert before is not None
    square, rot = quiet_placement(screen)
    screen.rotation = rot
    screen.place(square)
    placed = screen.state
    assert placed is not None and placed.phase == "meeple" and square in placed.tiles
    assert square in screen.board._laid
    assert header.undo_button.isVisible() and header.undo_button.isEnabled()

    qtbot.mouseClick(header.undo_button, Qt.MouseButton.LeftButton)
    after = screen.state
    assert after is not None and after.to_dict() == before.to_dict()  # as before the tile
    assert after.phase == "place" and after.tile == placed.tiles[square][0]
    assert square not in after.tiles and square not in screen.board._laid  # off the map
    assert screen.session is not None and screen.session.match.log == []
    assert not header.undo_button.isEnabled()
    # the tile is back in hand, turned and pointed at as it lay: Enter lays it there again
    assert (screen.cursor_sq, screen.rotation) == (square, rot)
    screen.board.setFocus()
    qtbot.keyClick(screen.board, Qt.Key.Key_Return)
    again = screen.state
    assert again is not None and again.tiles[square] == placed.tiles[square]
    # the save holds the match as it is now: one placing, not two
    flush_saves()
    saved = load_game("carcassonne", screen.session.game_id, url=url)
    assert saved is not None and len(saved["moves"]) == 1
    assert load_record(GAMES, saved).state.to_dict() == again.to_dict()


def test_undo_after_the_next_tile_was_drawn_is_refused_in_one_translated_line(  # type: ignore[no-untyped-def]
    qtbot, screen: CarcassonneScreen
) -> None:
    screen.computer_delay_ms = 60_000  # the computer waits: Anna's turn ended, a tile is drawn
    screen.start_game(CONFIG)
    square, rot = quiet_placement(screen)
    screen.rotation = rot
    screen.place(square)
    screen.board.setFocus()
    qtbot.keyClick(screen.board, Qt.Key.Key_S)  # no meeple: the turn ends, Bot draws a tile
    state = screen.state
    assert state is not None and state.current == 1 and state.phase == "place"
    header = screen.game_header
    assert header is not None and header.undo_button.isVisible()
    assert not header.undo_button.isEnabled()  # greyed: the drawn tile cannot be undrawn

    assert not screen.undo_move()  # Ctrl+Z's and the button's slot
    line = screen.status.text()
    assert line == refusal_text(IllegalMove("match.undo_revealed"))
    assert "\n" not in line and "match." not in line and line.endswith(".")
    assert screen.state is state  # nothing changed
    i18n.install_translators("de")
    try:
        assert not screen.undo_move()
        german = screen.status.text()
        assert german != line and "\n" not in german and "match." not in german
    finally:
        i18n.install_translators("en")


def test_the_computers_last_tile_is_framed_with_its_letter_until_annas_next_move(  # type: ignore[no-untyped-def]
    qtbot, screen: CarcassonneScreen
) -> None:
    screen.start_game(CONFIG)
    square, rot = quiet_placement(screen)
    screen.rotation = rot
    screen.place(square)
    screen.board.setFocus()
    qtbot.keyClick(screen.board, Qt.Key.Key_S)
    anna_to_place(qtbot, screen)
    state = screen.state
    assert state is not None and screen.session is not None
    # what the computer did since Anna's move, from the match's log
    bots = [contract.decode_move(e.move) for e in screen.session.match.since(0) if e.seat == 1]
    bot_tile = next(m.square for m in bots if m.kind == "place")
    assert bot_tile is not None and bot_tile in state.tiles
    assert set(screen.recent) == {bot_tile} and screen.recent[bot_tile][0] == 1
    assert square not in screen.recent  # Anna's own tile is not a "last move"
    frames = [
        item
        for item in screen.board.scene().items()
        if isinstance(item, ShapeItem) and item.kind == "recent"
    ]
    assert len(frames) == 1 and frames[0].text == "B"  # the letter, not the colour alone
    assert frames[0].rect == screen.board.square_rect(bot_tile)
    screen._square_hovered(*bot_tile)
    tip = screen.board.toolTip()
    assert "last moves: B · Bot laid this tile" in tip
    # Anna moves: the frame goes
    square, rot = screen._placements[0]
    screen.rotation = rot
    screen.place(square)
    assert screen.recent == {} and screen.board.recent == {}
    assert not [
        item
        for item in screen.board.scene().items()
        if isinstance(item, ShapeItem) and item.kind == "recent"
    ]
