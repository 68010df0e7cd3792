"""The game-screen shell (app.shell): dispatch, refusals, computer moves with "thinking", resume,
save problems from the writer's thread — on a tiny counting game, so only the shell is tested."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from geoquiz.app.autosave import AutosavedGame, Rules
from geoquiz.app.refusals import refusal_text
from geoquiz.app.save_writer import flush_saves
from geoquiz.app.shell import GameScreen
from geoquiz.games.contract import IllegalMove


@dataclass(frozen=True)
class _Config:
    players: tuple[_Seat, ...]
    seed: int = 1


@dataclass(frozen=True)
class _Seat:
    name: str
    level: str = "human"


@dataclass(frozen=True)
class Count:
    """Seat 0 (a person) and seat 1 (a computer) take turns adding 1 or 2; over at 6."""

    config: _Config
    total: int = 0
    current: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "current": self.current}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Count:
        return Count(CONFIG, int(data["total"]), int(data["current"]))


CONFIG = _Config((_Seat("Ada"), _Seat("Bot", "easy")))


def _add(state: Count, move: int) -> Count:
    if move not in (1, 2):
        raise IllegalMove("tage.game_over")  # any coded refusal with a text
    return replace(state, total=state.total + move, current=1 - state.current)


#: released by a test to let the computer player answer
GATE = threading.Event()


def _bot(state: Count, seat: int, rng: random.Random, level: str) -> int:
    GATE.wait(5)
    return 1


class CountSession(AutosavedGame[Count, int]):
    kind = "count-test"
    rules = Rules(
        apply=_add,
        is_over=lambda s: s.total >= 6,
        from_dict=Count.from_dict,
        new_game=lambda config: Count(config),
        bot=_bot,
    )


class CountScreen(GameScreen):
    session_type = CountSession
    COMPUTER_DELAY_MS = 0

    def build(self) -> None:
        self.layout_header = self.make_header("Count")
        self.renders = 0
        self.entered: list[bool] = []

    def open_new_game_dialog(self) -> None:
        self.start_game(CONFIG)

    def enter_game(self, *, resumed: bool = False) -> None:
        self.entered.append(resumed)
        self.refresh()
        self.schedule_computer()

    def refresh(self) -> None:
        self.renders += 1
        if self.session is not None:
            self.status.setText(f"total {self.session.state.total}" + self.save_note())

    def computer_to_move(self) -> bool:
        s = self.session.state if self.session is not None else None
        return s is not None and s.total < 6 and s.current == 1


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
        assert screen.play(2)
    assert screen.session.state.total == 2 and screen.renders > before
    assert screen.status.text() == "total 2"
    GATE.set()
    qtbot.waitUntil(lambda: screen.session.state.current == 0, timeout=5000)
    flush_saves()
    assert CountSession.can_resume(screen.url)


def test_a_refused_move_shows_one_translated_line_and_changes_nothing(qtbot, screen) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(CONFIG)
    state = screen.session.state
    assert not screen.play(5)
    assert screen.session.state is state
    text = screen.status.text()
    assert text == refusal_text(IllegalMove("tage.game_over")) and text and "\n" not in text


def test_the_computer_thinks_on_the_bot_runner_and_the_header_says_so(qtbot, screen) -> None:  # type: ignore[no-untyped-def]
    GATE.clear()
    screen.start_game(CONFIG)
    screen.play(1)  # the computer's turn: it waits at the gate, off the UI thread
    qtbot.waitUntil(lambda: screen.bots.thinking, timeout=2000)
    assert screen.game_header.thinking.isVisibleTo(screen)
    assert screen.game_header.thinking.text() == "Bot is thinking…"
    GATE.set()
    qtbot.waitUntil(lambda: screen.session.state.total == 2, timeout=5000)
    assert not screen.game_header.thinking.isVisibleTo(screen)
    assert screen.session.state.current == 0


def test_resume_says_in_one_line_when_there_is_nothing_to_resume(screen) -> None:  # type: ignore[no-untyped-def]
    assert screen.resume() is False
    assert screen.status.text() == "There is no unfinished game to resume."
    assert screen.session is None


def test_resume_opens_the_saved_game(qtbot, screen, url: str) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(CONFIG)
    screen.play(2)
    qtbot.waitUntil(lambda: screen.session.state.current == 0, timeout=5000)
    total = screen.session.state.total
    other = CountScreen("en", url=url)
    qtbot.addWidget(other)
    assert other.resume() is True
    assert other.entered == [True] and other.session.state.total == total


def test_a_damaged_save_is_reported_in_one_line(qtbot, screen, url: str) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.db.savegames import save_game

    save_game("count-test", "broken", {"nothing": 1}, url=url)
    assert screen.resume() is False
    text = screen.status.text()
    assert text.startswith("Could not resume the saved game") and "\n" not in text


def test_a_save_problem_from_the_writer_reaches_the_status_line(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"this is not a database" * 100)
    GATE.clear()
    widget = CountScreen("en", url=f"sqlite:///{broken}")
    qtbot.addWidget(widget)
    widget.start_game(CONFIG)  # the first save fails on the writer's thread
    qtbot.waitUntil(lambda: "Autosave failed" in widget.status.text(), timeout=10_000)
    assert widget.status.text().startswith("total 0  (Autosave failed: ")
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
