"""The game-screen shell (app.shell): dispatch, refusals, computer moves with "thinking", resume,
save problems from the writer's thread — on the toy game of the tests
(``tests/helpers/toy_game.py``) played through the one driver (``app.play.LaptopMatch``), so only
the shell is tested."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

import pytest
from helpers import toy_game

from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.app.shell import GameScreen
from geoquiz.games import GAMES
from geoquiz.games.contract import IllegalMove
from geoquiz.games.match import Seat

#: released by a test to let the computer player answer
GATE = threading.Event()


def _gated(state: toy_game.State, seat: int, rng: random.Random) -> toy_game.Play:
    """The toy game's computer at level "gated": it waits for :data:`GATE`, then plays."""
    GATE.wait(5)
    return toy_game.Play(state.hands[seat][0])


@pytest.fixture(autouse=True)
def _toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game (``tests/helpers/toy_game.py``) is a registered game with a gated computer."""
    monkeypatch.setitem(GAMES, "toy", toy_game)
    monkeypatch.setitem(toy_game.bots, "gated", _gated)


#: Ada at the laptop against the gated computer "Bot"
CONFIG = toy_game.Config(2)


class CountScreen(GameScreen):
    """The toy game on the shell: seat 0 a person at the laptop, seat 1 the computer."""

    game_kind = "toy"
    COMPUTER_DELAY_MS = 0

    def build(self) -> None:
        self.layout_header = self.make_header("Toy")
        self.renders = 0
        self.entered: list[bool] = []

    def open_new_game_dialog(self) -> None:
        self.start_game(CONFIG)

    def seats_for(self, config: Any) -> list[Any] | None:
        return [Seat("Ada"), Seat("Bot", "computer", "gated")]

    def enter_game(self, *, resumed: bool = False) -> None:
        self.entered.append(resumed)
        self.refresh()
        self.schedule_computer()

    def refresh(self) -> None:
        self.renders += 1
        if self.session is not None:
            self.status.setText(f"played {len(self.session.state.played)}" + self.save_note())

    def computer_to_move(self) -> bool:
        return self.session is not None and self.session.match.computer_seat() is not None


def _played(screen: CountScreen) -> int:
    assert screen.session is not None
    return len(screen.session.state.played)


def _my_card(screen: CountScreen) -> toy_game.Play:
    assert screen.session is not None
    return toy_game.Play(screen.session.state.hands[0][0])


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def screen(qtbot, url: str) -> CountScreen:  # type: ignore[no-untyped-def]
    GATE.set()
    widget = CountScreen("en", url=url)
    qtbot.addWidget(widget)
    return widget


def test_play_applies_autosaves_rerenders_and_emits_moved(qtbot, screen: CountScreen) -> None:  # type: ignore[no-untyped-def]
    GATE.clear()  # the computer waits
    screen.start_game(CONFIG)
    before = screen.renders
    with qtbot.waitSignal(screen.moved, timeout=2000):
        assert screen.play(_my_card(screen))
    assert _played(screen) == 1 and screen.renders > before
    assert screen.status.text() == "played 1"
    GATE.set()
    qtbot.waitUntil(lambda: _played(screen) == 2, timeout=5000)
    assert screen.status.text() == "played 2"
    flush_saves()
    assert screen.can_resume()
    from geoquiz.db.savegames import load_game

    saved = load_game("toy", screen.session.game_id, url=screen.url)
    assert saved == screen.session.match.record()


def test_a_refused_move_shows_one_translated_line_and_changes_nothing(qtbot, screen) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(CONFIG)
    state = screen.session.state
    assert not screen.play(toy_game.Play(99))
    assert screen.session.state is state
    text = screen.status.text()
    assert text == refusal_text(IllegalMove("toy.not_in_hand")) and text and "\n" not in text


def test_the_computer_thinks_on_the_bot_runner_and_the_header_says_so(qtbot, screen) -> None:  # type: ignore[no-untyped-def]
    GATE.clear()
    screen.start_game(CONFIG)
    screen.play(_my_card(screen))  # the computer's turn: it waits at the gate, off the UI thread
    qtbot.waitUntil(lambda: screen.bots.thinking, timeout=2000)
    assert screen.game_header.thinking.isVisibleTo(screen)
    assert screen.game_header.thinking.text() == "Bot is thinking…"
    GATE.set()
    qtbot.waitUntil(lambda: _played(screen) == 2, timeout=5000)
    assert not screen.game_header.thinking.isVisibleTo(screen)
    assert screen.session.match.to_move() == 0


def test_resume_says_in_one_line_when_there_is_nothing_to_resume(screen) -> None:  # type: ignore[no-untyped-def]
    assert screen.resume() is False
    assert screen.status.text() == "There is no unfinished game to resume."
    assert screen.session is None


def test_resume_opens_the_saved_game(qtbot, screen, url: str) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(CONFIG)
    screen.play(_my_card(screen))
    qtbot.waitUntil(lambda: _played(screen) == 2, timeout=5000)
    other = CountScreen("en", url=url)
    qtbot.addWidget(other)
    assert other.resume() is True
    assert other.entered == [True] and other.session.state == screen.session.state
    assert other.session.game_id == screen.session.game_id


def test_a_damaged_save_is_reported_in_one_line(qtbot, screen, url: str) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.db.savegames import save_game

    save_game("toy", "broken", {"nothing": 1}, url=url)
    assert screen.resume() is False
    text = screen.status.text()
    assert text.startswith("Could not resume the saved game") and "\n" not in text


def test_a_save_problem_from_the_writer_reaches_the_status_line(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"this is not a database" * 100)
    GATE.clear()
    widget = CountScreen("en", url=f"sqlite:///{broken}")
    qtbot.addWidget(widget)
    widget.start_game(CONFIG)  # the first die's save fails on the writer's thread
    qtbot.waitUntil(lambda: "Autosave failed" in widget.status.text(), timeout=10_000)
    assert widget.status.text().startswith("played 0  (Autosave failed: ")
    GATE.set()


def test_lobby_panel_buttons_start_a_game_and_resume(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from geoquiz.app.shell.layout import lobby_panel

    calls: list[str] = []
    lobby = lobby_panel("About", "&New", "&Resume", lambda: calls.append("new"), calls.clear)
    qtbot.addWidget(lobby.page)
    lobby.page.show()
    qtbot.mouseClick(lobby.new_button, Qt.MouseButton.LeftButton)
    assert calls == ["new"]
    qtbot.mouseClick(lobby.resume_button, Qt.MouseButton.LeftButton)
    assert calls == []


def test_board_and_side_keep_the_side_panel_within_its_widths(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    from geoquiz.app.shell.layout import board_and_side

    board = QWidget()
    split, side = board_and_side(board, (300, 400), board_size=200)
    qtbot.addWidget(split)
    assert (side.minimumWidth(), side.maximumWidth()) == (300, 400)
    assert board.minimumSize().width() == 200 and split.widget(0) is board
    split.resize(1400, 600)
    split.show()
    qtbot.waitExposed(split)
    assert side.width() <= 400 and board.width() > side.width()


def test_a_game_starting_freezes_what_is_alive_so_collections_stay_short(screen) -> None:  # type: ignore[no-untyped-def]
    """The maps and boards built before the game move to the collector's permanent generation
    (``gc.freeze``): a full collection during the game does not walk them."""
    import gc

    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    screen.start_game(CONFIG)
    assert gc.get_freeze_count() > 0
    screen.detach()  # the game left: what was frozen may be collected again
    assert gc.get_freeze_count() == 0
