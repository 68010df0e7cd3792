"""Danmark on the one match driver (issue 27): the laptop's Undo takes back a person's own move
while nothing was revealed since (no die, chance card, question or answer), and the board
highlights the other players' moves since the person to move last moved."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.danmark_dice import rig_die
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Answer, ChooseStart, Config, PlayerSpec, Walk
from geoquiz.games.danmark import game as contract
from geoquiz.games.danmark.walks import walk_paths

PEOPLE = Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=3)
REVEALED = "That move can no longer be taken back: something new was revealed since it."


@pytest.fixture
def screen(qtbot: QtBot, tmp_path: Path) -> DanmarkScreen:
    widget = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}", persist=False)
    widget.computer_delay_ms = 10**6  # the people of these tests move themselves
    widget.show_card_dialogs = False
    widget.animations = False
    widget.resize(1366, 768)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _started(screen: DanmarkScreen) -> None:
    screen.start_game(PEOPLE)
    for _ in range(2):
        screen.play(screen._moves[0])  # both choose a start town


def _quiet_walk(screen: DanmarkScreen) -> Walk:
    """A listed walk that draws no card (lands on no star town)."""
    assert screen.session is not None
    state = screen.session.state
    return next(m for m in screen._moves if isinstance(m, Walk) and not contract.reveals(state, m))


def test_undo_takes_back_a_start_town_by_button_and_the_log_forgets_it(
    qtbot: QtBot, screen: DanmarkScreen
) -> None:
    screen.start_game(PEOPLE)
    session = screen.session
    assert session is not None
    first = session.state
    assert screen.undo_button.isVisible() and not screen.undo_button.isEnabled()
    screen.play(screen._moves[0])
    assert session.state.start[0] is not None and screen.log.count() == 1
    assert screen.undo_button.isEnabled()
    qtbot.mouseClick(screen.undo_button, Qt.MouseButton.LeftButton)
    assert session.state == first and session.match.log == []
    assert screen.log.count() == 0 and all(isinstance(m, ChooseStart) for m in screen._moves)
    assert not screen.undo_button.isEnabled()


def test_undo_is_refused_after_the_die_was_rolled_in_one_line(
    qtbot: QtBot, screen: DanmarkScreen
) -> None:
    _started(screen)
    session = screen.session
    assert session is not None
    rig_die(session, 2)
    screen.roll()
    rolled = session.state
    assert rolled.phase == "move" and rolled.roll == 2
    assert not screen.undo_button.isEnabled()
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state is rolled  # nothing taken back
    assert screen.status.text() == REVEALED


def test_undo_takes_back_a_walk_after_the_roll_but_not_the_roll(
    qtbot: QtBot, screen: DanmarkScreen
) -> None:
    _started(screen)
    session = screen.session
    assert session is not None
    rig_die(session, 3)
    screen.roll()
    rolled = session.state
    assert rolled.phase == "move" and rolled.roll == 3
    screen.play(_quiet_walk(screen))
    assert session.state.current == 1 and screen.undo_button.isEnabled()
    assert screen.undo_move()
    assert session.state == rolled  # the walk is taken back, the die stays as rolled
    assert screen.die.value == 3 and screen.item.walking is None
    assert not screen.undo_move()  # the die was revealed before the walk
    assert session.state == rolled and screen.status.text() == REVEALED


def test_undo_is_refused_after_a_question_was_answered(qtbot: QtBot, screen: DanmarkScreen) -> None:
    _started(screen)
    session = screen.session
    assert session is not None
    rig_die(session, 6)
    screen.roll()
    assert session.state.phase == "question"
    screen.play(Answer(0))
    answered = session.state
    assert any(e["type"] == "answer" for e in answered.events)
    assert not screen.undo_button.isEnabled()
    assert not screen.undo_move()
    assert session.state is answered and screen.status.text() == REVEALED


def test_undo_takes_back_the_computers_quiet_move_with_mine(qtbot: QtBot, tmp_path: Path) -> None:
    screen = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}", persist=False)
    qtbot.addWidget(screen)
    screen.computer_delay_ms = 0
    screen.show_card_dialogs = False
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Robo", True, "easy")), seed=5))
    session = screen.session
    assert session is not None
    screen.play(screen._moves[0])
    qtbot.waitUntil(lambda: session.state.start[1] is not None, timeout=20_000)
    assert [e.by for e in session.match.log] == ["person", "computer"]
    assert screen.undo_move()
    assert session.match.log == [] and session.state.start == (None, None)
    assert screen._human_turn() and all(isinstance(m, ChooseStart) for m in screen._moves)


# -- the last moves on the board ----------------------------------------------------------------
def test_the_other_players_moves_since_my_turn_are_trails_through_my_turn(
    qtbot: QtBot, screen: DanmarkScreen
) -> None:
    _started(screen)
    session = screen.session
    assert session is not None
    anna_from, bo_from = session.state.pos
    # Anna's turn: Bo's start town, chosen after her last move, is marked for her
    bo_start = [(1, (bo_from,))]
    assert screen.item.trails == bo_start
    rig_die(session, 4)
    screen.roll()
    assert screen.item.trails == bo_start  # still her turn: her roll does not end it
    walk = _quiet_walk(screen)
    screen.play(walk)
    # Bo's turn: Anna's walk since his last turn, from her start space to where she stopped;
    # his own start is not marked for him
    assert session.state.current == 1
    [(player, path)] = screen.item.trails
    assert player == 0 and path[0] == anna_from and path[-1] == walk.space
    assert len(path) == 5  # four spaces walked
    assert screen.trails() == screen.item.trails
    rig_die(session, 3)
    screen.roll()
    assert screen.item.trails == [(0, path)]
    bo_walk = _quiet_walk(screen)
    screen.play(bo_walk)
    # Anna's turn again: Bo's walk only (her own walk and Bo's earlier start are gone)
    [(player, bo_path)] = screen.item.trails
    assert player == 1 and bo_path[0] == bo_from and bo_path[-1] == bo_walk.space


def _grab(screen: DanmarkScreen) -> QImage:
    screen.item.update()
    return screen.canvas.viewport().grab().toImage()


def test_trails_are_told_apart_without_colour(qtbot: QtBot, screen: DanmarkScreen) -> None:
    """The same path drawn for two players differs in its shape, not only in its colour: the
    pixels it changes (whatever their colour) are not the same set at its end."""
    _started(screen)
    item, board = screen.item, screen.board
    item.pieces = [-1, -1]  # no piece over the trail
    item.targets = []
    start = board.town_index("aarhus")
    path = tuple(next(p for p in walk_paths(board, start, 3) if len(p) == 4))
    points = [screen.canvas.view_pos(*board.space_lonlat(s)) for s in path]
    left, right = min(p.x() for p in points) - 20, max(p.x() for p in points) + 20
    top, bottom = min(p.y() for p in points) - 20, max(p.y() for p in points) + 20
    item.trails = []
    bare = _grab(screen)
    ratio = bare.devicePixelRatio()

    def changed(image: QImage) -> set[tuple[int, int]]:
        return {
            (x, y)
            for y in range(top, bottom)
            for x in range(left, right)
            if image.pixel(round(x * ratio), round(y * ratio))
            != bare.pixel(round(x * ratio), round(y * ratio))
        }

    masks = []
    for player in (0, 1):
        item.trails = [(player, path)]
        masks.append(changed(_grab(screen)))
    end = points[-1]
    near = {
        (x, y) for x in range(end.x() - 8, end.x() + 9) for y in range(end.y() - 8, end.y() + 9)
    }
    assert masks[0] & near and masks[1] & near  # a mark where the piece stopped
    assert (masks[0] & near) != (masks[1] & near)  # a circle, a triangle: another outline
    middle = points[1]
    assert any(abs(x - middle.x()) < 4 and abs(y - middle.y()) < 4 for x, y in masks[0])
