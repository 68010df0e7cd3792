"""Game ▸ Players… (issue 27's seat hand-over on the laptop): a player who leaves gives their seat
to a computer mid-game and the game goes on; a person takes it back; the boards say who plays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.app.play.laptop_match import LaptopMatch
from geoquiz.app.play.players_dialog import PlayersDialog
from geoquiz.games import GAMES
from geoquiz.games.danmark import Config, PlayerSpec
from geoquiz.games.match import Seat

PEOPLE = Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=3)


def _host_chooses(monkeypatch: pytest.MonkeyPatch, choices: dict[int, tuple[str, Any]]) -> None:
    """The dialog is answered as the host would: ``seat: (who, level)``, then OK."""

    def answer(self: PlayersDialog) -> int:
        for seat, (who, level) in choices.items():
            self.who[seat].setCurrentIndex(self.who[seat].findData(who))
            if level is not None:
                self.level[seat].setCurrentIndex(self.level[seat].findData(level))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(PlayersDialog, "exec", answer)


@pytest.fixture
def screen(qtbot: QtBot, tmp_path: Path) -> DanmarkScreen:
    widget = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}", persist=False)
    widget.computer_delay_ms = 0
    widget.show_card_dialogs = False
    widget.animations = False
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_a_player_who_leaves_gives_the_seat_to_a_computer_and_takes_it_back(
    qtbot: QtBot, screen: DanmarkScreen, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen.start_game(PEOPLE)
    session = screen.session
    assert isinstance(session, LaptopMatch) and screen.can_change_players()
    screen.play(screen._moves[0])  # Anna's start town; Bo's turn, and Bo has to go
    assert session.match.to_move() == 1
    _host_chooses(monkeypatch, {1: ("computer", "easy")})
    assert screen.change_players()
    assert session.match.seats[1] == Seat("Bo", "computer", "easy")
    qtbot.waitUntil(lambda: session.state.start[1] is not None, timeout=30_000)
    entry = next(e for e in session.match.log if e.seat == 1)
    assert entry.by == "computer"  # the game went on: the computer chose Bo's start town
    _host_chooses(monkeypatch, {1: ("laptop", None)})
    assert screen.change_players()
    assert session.match.seats[1] == Seat("Bo")  # back to a person at the laptop
    assert not screen.change_players()  # nothing changed: nothing to do


def test_the_dialog_lists_only_what_the_host_changed(qtbot: QtBot) -> None:
    seats = [Seat("Anna"), Seat("Robo", "computer", "hard")]
    dialog = PlayersDialog(seats, ["easy", "medium", "hard"])
    qtbot.addWidget(dialog)
    assert dialog.changes() == []
    assert not dialog.level[0].isEnabled() and dialog.level[1].isEnabled()
    dialog.level[1].setCurrentIndex(dialog.level[1].findData("easy"))
    dialog.who[0].setCurrentIndex(dialog.who[0].findData("computer"))
    assert dialog.level[0].isEnabled()
    assert dialog.changes() == [(0, "computer", "medium"), (1, "computer", "easy")]


def test_mindens_players_list_says_who_plays_a_seat_handed_over(qtbot: QtBot) -> None:
    from geoquiz.app.minden.screen import MindenScreen

    game = GAMES["minden"]
    state = game.new_game(game.example_config(2), 4)
    screen = MindenScreen("en", persist=False)
    screen.COMPUTER_DELAY_MS = 10**6
    qtbot.addWidget(screen)
    session = LaptopMatch.at("minden", state, [Seat("Anna"), Seat("Ben")])
    screen.open_session(session)
    assert "computer" not in screen.players_label.text()
    session.hand_over(1, "computer", "hard")
    screen.refresh()
    assert "Ben</b> (computer: expert)" in screen.players_label.text()


def test_the_menu_entry_needs_a_running_game(qtbot: QtBot) -> None:
    from geoquiz.app.window.main_window import MainWindow

    window = MainWindow("en")
    qtbot.addWidget(window)
    window._update_game_menu()
    assert not window.players_action.isEnabled()  # the start screen: no game
    assert not window.change_players()
    assert window.statusBar().currentMessage() == "No game is running on this laptop."
