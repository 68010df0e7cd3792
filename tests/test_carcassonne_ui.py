"""The Carcassonne screen: a scripted game through the UI (mouse and keyboard), the computer's
replies, meeples and upgrades from the side panel, autosave and resume, the new-game dialog."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from geoquiz.app.carcassonne.painting import anchor
from geoquiz.app.carcassonne.screen import CarcassonneScreen
from geoquiz.app.carcassonne.setup_dialog import NewGameDialog
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.db.savegames import load_game
from geoquiz.games.carcassonne import Config, PlayerSpec, is_over
from geoquiz.games.carcassonne.engine import Meeple
from geoquiz.games.carcassonne.tiles import tile_type

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


def click_square(  # type: ignore[no-untyped-def]
    qtbot, screen: CarcassonneScreen, square: tuple[int, int]
) -> None:
    view = screen.board
    pos = view.square_centre_pos(square).toPoint()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def wait_for_human(qtbot, screen: CarcassonneScreen) -> None:  # type: ignore[no-untyped-def]
    def ready() -> bool:
        s = screen.state
        return s is not None and (is_over(s) or (s.current == 0 and s.phase == "place"))

    qtbot.waitUntil(ready, timeout=5000)


def test_scripted_game_mouse_keyboard_and_resume(  # type: ignore[no-untyped-def]
    qtbot, screen: CarcassonneScreen, url: str
) -> None:
    screen.start_game(CONFIG)
    state = screen.state
    assert state is not None and state.current == 0 and state.phase == "place"
    # turn 1, mouse: turn the tile with the button until a highlighted square fits, click it
    square, rot = screen._placements[0]
    while screen.rotation != rot:
        qtbot.mouseClick(screen.rotate_right, Qt.MouseButton.LeftButton)
    assert square in screen.board.legal_now
    click_square(qtbot, screen, square)
    state = screen.state
    assert state is not None and square in state.tiles and state.tiles[square][1] == rot
    if state.phase == "meeple":
        buttons = [screen.spot_layout.itemAt(i).widget() for i in range(screen.spot_layout.count())]
        assert buttons and all(b.isVisible() for b in buttons)
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        assert any(m.player == 0 for m in screen.state.meeples) or screen.state.events
    wait_for_human(qtbot, screen)
    assert len(screen.state.order) >= len(state.order) + 1  # the computer placed a tile too
    # turn 2, keyboard: N selects a fitting square (and turns the tile), Enter places, S skips
    before = len(screen.state.order)
    screen.board.setFocus()
    qtbot.keyClick(screen.board, Qt.Key.Key_N)
    assert screen.cursor_sq is not None
    qtbot.keyClick(screen.board, Qt.Key.Key_Return)
    assert len(screen.state.order) == before + 1
    if screen.state.phase == "meeple":
        qtbot.keyClick(screen.board, Qt.Key.Key_S)
    if screen.state.phase == "upgrade":
        qtbot.keyClick(screen.board, Qt.Key.Key_D)
    wait_for_human(qtbot, screen)
    # a click where the tile cannot go is refused with a readable line
    far = (13, 0)
    click_square(qtbot, screen, far)
    assert screen.status.text()
    # every move was saved: a new screen resumes the same game
    flush_saves()
    saved = load_game("carcassonne", screen.session.game_id, url=url)
    assert saved == screen.session.match.record()  # the match: its first state and moves
    other = CarcassonneScreen("en", url=url)
    qtbot.addWidget(other)
    qtbot.waitUntil(lambda: other.resume_known, timeout=10_000)  # read off the UI thread
    assert other.lobby_resume.isEnabled()
    qtbot.mouseClick(other.lobby_resume, Qt.MouseButton.LeftButton)
    assert other.state is not None and other.state.to_dict() == screen.state.to_dict()


def test_wheel_turns_the_tile_and_tiles_are_drawn(  # type: ignore[no-untyped-def]
    qtbot, screen: CarcassonneScreen
) -> None:
    screen.start_game(CONFIG)
    board = screen.board
    centre = QPointF(board.viewport().rect().center())
    event = QWheelEvent(
        centre,
        QPointF(board.viewport().mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(board.viewport(), event)
    assert screen.rotation == 1 and screen.hand.rotation == 1
    assert screen.hand.accessibleDescription().startswith("North ")
    scale = board.px_per_km()
    zoom = QWheelEvent(
        centre,
        QPointF(board.viewport().mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(board.viewport(), zoom)
    assert screen.rotation == 1 and board.px_per_km() > scale
    # the start tile on Rostock's square is drawn, turned so that its city faces land: the pixel
    # at the city edge is city brown, the one at the opposite edge field green
    board.fit_home()
    # a game's first picture of the map comes a few event-loop turns after it starts
    qtbot.waitUntil(board.viewport().updatesEnabled)
    qtbot.wait(10)
    image = board.grab().toImage()
    rostock = screen.state.map.start["Rostock"]
    name, rot = screen.state.tiles[rostock]
    side = tile_type(name, rot).sides.index("city")
    edge = ((0.5, 0.06), (0.94, 0.5), (0.5, 0.94), (0.06, 0.5))
    city = image.pixelColor(board.square_centre_pos(rostock, *edge[side]).toPoint())
    fx, fy = edge[(side + 2) % 4]
    field = image.pixelColor(
        board.square_centre_pos(rostock, min(0.85, fx + 0.1), min(0.85, fy + 0.1)).toPoint()
    )
    assert city.red() > city.green() and field.green() > field.red()


def test_upgrade_from_the_side_panel(qtbot, screen: CarcassonneScreen) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=8))
    s = screen.session.state
    screen.session.state = replace(s, chips_held=[[6, 7], []])  # two chips worth 2 each
    screen.refresh()
    square, rot = screen._placements[0]
    screen.rotation = rot
    screen.place(square)
    assert screen.state.phase == "meeple"
    qtbot.keyClick(screen.board, Qt.Key.Key_1)
    assert screen.state.phase == "upgrade"
    assert screen.upgrade_box.isVisible()
    qtbot.mouseClick(screen.upgrade_button, Qt.MouseButton.LeftButton)
    assert any(m.upgraded for m in screen.state.meeples)
    assert screen.state.chips_held[0] == ()
    assert screen.state.current == 1


def test_computer_only_game_plays_to_the_end(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    widget = CarcassonneScreen("en", url=url, persist=False)
    widget.computer_delay_ms = 0
    qtbot.addWidget(widget)
    cfg = Config((PlayerSpec("a", "computer", "hard"), PlayerSpec("b", "computer", "easy")), seed=2)
    widget.start_game(cfg)
    qtbot.waitUntil(lambda: widget.state is not None and is_over(widget.state), timeout=30000)
    assert "Game over" in widget.status.text()
    assert widget.log.count() > 10


def test_new_game_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.enabled[2].setChecked(True)
    dialog.kinds[2].setCurrentIndex(1)
    dialog.levels[2].setCurrentIndex(2)
    dialog.starts.setCurrentIndex(2)
    cfg = dialog.config(seed=4)
    assert len(cfg.players) == 3 and cfg.players[2].kind == "computer"
    assert cfg.players[2].level == "hard" and cfg.starts == ("Erfurt", "Stuttgart")
    for box in dialog.enabled:
        box.setChecked(True)
    assert len(dialog.config(seed=1).players) == 5


def _two_meeples_to_upgrade(screen: CarcassonneScreen) -> None:
    """Anna's turn in the upgrade phase with two plain meeples on the board and chips worth 4."""
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=8))
    s = screen.session.state
    starts = [s.map.start[n] for n in s.config.starts]
    screen.session.state = replace(
        s,
        chips_held=[[6, 7], []],
        meeples=[Meeple(starts[0], 0, 0), Meeple(starts[1], 0, 0)],
        phase="upgrade",
        last=starts[1],
    )
    screen.refresh()


def test_rule_upgrade_by_clicking_the_meeple_on_the_map(qtbot, screen: CarcassonneScreen) -> None:  # type: ignore[no-untyped-def]
    _two_meeples_to_upgrade(screen)
    s = screen.state
    assert len(screen._candidates) == 2  # both are highlighted and numbered on the map
    marks = [i for i in screen.board._items if getattr(i, "kind", "") == "candidate"]
    assert sorted(getattr(i, "text", "") for i in marks) == ["1*", "2"]
    target = screen._candidates[1]
    name, rot = s.tiles[target[0]]
    fx, fy = anchor(name, rot, target[1])
    view = screen.board
    pos = view.square_centre_pos(target[0], fx, fy).toPoint()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    upgraded = [m for m in screen.state.meeples if m.upgraded]
    assert [(m.square, m.feature) for m in upgraded] == [target]


def test_rule_upgrade_by_keyboard_number_then_u(qtbot, screen: CarcassonneScreen) -> None:  # type: ignore[no-untyped-def]
    _two_meeples_to_upgrade(screen)
    target = screen._candidates[1]
    qtbot.keyClick(screen.board, Qt.Key.Key_2)
    assert screen._chosen == 1
    marks = [i for i in screen.board._items if getattr(i, "kind", "") == "candidate"]
    assert sorted(getattr(i, "text", "") for i in marks) == ["1", "2*"]
    qtbot.keyClick(screen.board, Qt.Key.Key_U)
    assert [(m.square, m.feature) for m in screen.state.meeples if m.upgraded] == [target]


def test_status_shows_chip_values_not_colours(qtbot, screen: CarcassonneScreen) -> None:  # type: ignore[no-untyped-def]
    _two_meeples_to_upgrade(screen)
    text = screen.status.text()
    assert "2 + 2" in text and "4" in text
    assert not any(c in text for c in ("purple", "blue", "orange"))
