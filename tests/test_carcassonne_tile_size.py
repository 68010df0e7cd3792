"""Issue 28: Carcassonne's tiles were ~43 px and its meeple spots ~10 px at 1366×768, and "+"
did nothing while the side panel had the focus. During a game the board follows the play at a
tile size of at least 60 px (meeple spots and their click reach at least 24 px across) on the
window's first size of a 1366×768 and a 1280×720 laptop; +, = and - zoom from any widget of the
screen; zooming by hand stops the following (the view stays where the player put it)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.carcassonne.board_view import MIN_TILE_PX, SPOT_RADIUS, SPOT_REACH, ShapeItem
from geoquiz.app.carcassonne.screen import CarcassonneScreen
from geoquiz.app.shell.window_place import first_size
from geoquiz.games.carcassonne import engine
from geoquiz.games.carcassonne.engine import legal_placements, meeple_spots
from geoquiz.games.carcassonne.game import bots, example_config, new_game

#: the available geometry of the two laptop screens (a 40 px task bar)
SCREENS = {"1366x768": QRect(0, 0, 1366, 728), "1280x720": QRect(0, 0, 1280, 680)}


def _position(phase: str, moves: int = 40) -> engine.State:
    """A seeded game after ``moves`` moves, then on to the next ``phase`` (place or meeple)
    with meeple spots to choose when ``phase`` is meeple."""
    state = new_game(example_config(2), 3)
    rng = random.Random(7)
    for _ in range(moves):
        state = engine.apply(state, bots["easy"](state, state.current, rng))
    while state.phase != phase or (phase == "meeple" and not meeple_spots(state)):
        state = engine.apply(state, bots["easy"](state, state.current, rng))
    return state


def _screen(qtbot: QtBot, screen_size: str) -> CarcassonneScreen:
    screen = CarcassonneScreen("de", persist=False)
    qtbot.addWidget(screen)
    screen.resize(first_size(SCREENS[screen_size]))
    screen.show()
    qtbot.waitExposed(screen)
    screen.side.setCurrentIndex(screen.side.count() - 1)  # the game's side panel
    QApplication.processEvents()
    return screen


def _show(screen: CarcassonneScreen, state: engine.State) -> None:
    legal = (
        {sq for sq, _ in legal_placements(state, state.tile)} if state.phase == "place" else set()
    )
    spots = meeple_spots(state) if state.phase == "meeple" else None
    screen.board.show_state(state, legal_now=legal, legal_any=legal, spots=spots)
    QApplication.processEvents()


@pytest.mark.parametrize("screen_size", SCREENS)
def test_tiles_are_60_px_and_meeple_spots_24_px_on_a_laptop(qtbot: QtBot, screen_size: str) -> None:
    screen = _screen(qtbot, screen_size)
    board = screen.board
    whole_germany = board.tile_px()
    assert whole_germany < 60  # the finding: Germany fitted gives small squares
    state = _position("place")
    _show(screen, state)
    assert board.tile_px() >= 60
    # the squares where the tile fits are in sight — or, spread wider than the view at 64 px,
    # the last tile laid and its neighbours
    shown = board.mapToScene(board.viewport().rect()).boundingRect()
    legal = [board.square_rect(sq) for sq in board.legal_any]
    spread = legal[0]
    for rect in legal[1:]:
        spread = spread.united(rect)
    if spread.width() * board.transform().m11() <= board.viewport().width() - 2 * MIN_TILE_PX:
        assert all(shown.contains(rect) for rect in legal)
    else:
        assert shown.contains(board.square_rect(state.order[-1]))
    _show(screen, _position("meeple"))
    spots = [
        item
        for item in board.scene().items()
        if isinstance(item, ShapeItem) and item.kind == "spot"
    ]
    assert spots
    for spot in spots:
        across = 2 * SPOT_RADIUS * spot.rect.width() * board.transform().m11()
        assert across >= 24, across
    assert 2 * SPOT_REACH * board.tile_px() >= 24  # a click this far from a spot's centre hits it


def test_plus_and_minus_zoom_while_the_side_panel_has_the_focus(qtbot: QtBot) -> None:
    screen = _screen(qtbot, "1366x768")
    board = screen.board
    _show(screen, _position("place"))
    focus = next(
        w
        for w in screen.side.currentWidget().findChildren(QWidget)
        if w.focusPolicy() != Qt.FocusPolicy.NoFocus and w.isVisible()
    )
    focus.setFocus()
    QApplication.processEvents()
    assert not board.hasFocus()
    before = board.tile_px()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Plus)
    assert board.tile_px() > before * 1.05
    zoomed = board.tile_px()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Minus)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Minus)
    assert board.tile_px() < zoomed / 1.05
    # zoomed by hand: the next move leaves the view where the player put it
    assert not board.following
    scale = board.transform().m11()
    _show(screen, _position("place", moves=60))
    assert board.transform().m11() == scale


def test_the_view_stays_still_while_the_play_is_in_sight(qtbot: QtBot) -> None:
    screen = _screen(qtbot, "1366x768")
    board = screen.board
    state = _position("place")
    _show(screen, state)
    transform, centre = board.transform(), board.mapToScene(board.viewport().rect().center())
    _show(screen, state)  # the same play again: nothing moves (no repaint of the whole board)
    assert board.transform() == transform
    assert board.mapToScene(board.viewport().rect().center()) == centre
