"""Danmark-spillet's chance and question cards are cards on the board (issue 28: "chance cards
are system message boxes"), operable with the keyboard.

* a person's chance card lies over the map as a card widget of the screen (no message box, no
  window of its own), after the piece has walked to the star town; Enter puts it away, and the
  keys go back to the list of moves;
* Esc puts a card aside without leaving the game (the screen's Esc goes to the start screen);
* a question card lies on the board after the die shows the 6; 1–4 answer, Enter continues, and
  Space does not roll under it; at 1280×720 the answered card fits inside the board.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.danmark_dice import rig_die
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from geoquiz.app import sound
from geoquiz.app.danmark.cards import ChanceCardWidget, QuestionCard
from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Config, PlayerSpec, Walk
from tests.test_danmark_animation import started

TWO = Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=3)


@pytest.fixture
def screen(qtbot: QtBot, tmp_path: Path) -> Iterator[DanmarkScreen]:
    widget = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}", persist=False)
    widget.computer_delay_ms = 10**6
    widget.resize(1366, 768)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitActive(widget)
    yield widget


def no_window_boxes() -> bool:
    return not any(
        isinstance(w, (QMessageBox, QDialog)) and w.isVisible()
        for w in QApplication.topLevelWidgets()
    )


def star_walk(screen: DanmarkScreen) -> Walk | None:
    """A listed exact walk to a star town (a chance card), if the roll gives one."""
    for move in screen._moves:
        if isinstance(move, Walk) and screen._exact.get(move.space):
            town = screen.board.town_at(move.space)
            if town is not None and town.star:
                return move
    return None


def test_chance_card_is_a_card_on_the_board_after_the_walk(
    qtbot: QtBot, screen: DanmarkScreen
) -> None:
    started(screen)
    session = screen.session
    assert session is not None
    walk = None
    for value in (1, 2, 3, 4, 5):  # a roll that reaches a star town from Anna's start
        state = session.state
        rig_die(session, value)
        screen.refresh()
        screen.roll()
        qtbot.waitUntil(lambda: not screen.die.rolling())
        walk = star_walk(screen)
        if walk is not None:
            break
        session.state = state  # not this roll: try the next one from the same place
        screen.refresh()
    assert walk is not None, "no star town within 1-5 spaces of the start"
    sound.shared().played.clear()
    screen.play(walk)
    card = screen.chance_shown
    assert isinstance(card, ChanceCardWidget)
    assert not card.isVisible() and screen.item.walking is not None  # after the walk
    qtbot.waitUntil(card.isVisible, timeout=5_000)
    assert not card.isWindow() and card.parent() is screen and no_window_boxes()
    assert screen.canvas.geometry().contains(card.geometry())
    event = next(e for e in session.state.events if e["type"] == "chance")
    kind = str(event["card"]).split("#")[0]
    text = next(c for c in screen.board.chance_cards if c.id == kind).text["en"]
    assert card.text.text() == text and "Anna" in card.who.text()
    assert ("card", False) in list(sound.shared().played)
    assert QApplication.focusWidget() is card.ok_button
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not card.isVisible()
    assert QApplication.focusWidget() is screen.moves_list


def test_esc_puts_a_card_aside_without_leaving_the_game(
    qtbot: QtBot, screen: DanmarkScreen
) -> None:
    started(screen)
    left: list[bool] = []
    screen.back_requested.connect(lambda: left.append(True))
    screen.show_chance_card("ferry_ticket#1", "Anna")
    card = screen.chance_shown
    assert card is not None and card.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not card.isVisible() and left == []
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Escape)  # without a card: the start screen
    assert left == [True]


@pytest.mark.parametrize("size", [(1280, 720 - 40), (1366, 768 - 40)])
def test_question_card_on_the_board_answers_by_keys(
    qtbot: QtBot, screen: DanmarkScreen, size: tuple[int, int]
) -> None:
    screen.resize(*size)
    started(screen)
    session = screen.session
    assert session is not None
    rig_die(session, 6)
    screen.refresh()
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Space)
    assert session.state.phase == "question"
    card = screen.question_dialog
    assert isinstance(card, QuestionCard)
    qtbot.waitUntil(card.isVisible, timeout=5_000)  # once the die shows the 6
    assert screen.die.face == 6 and not card.isWindow() and no_window_boxes()
    ply = session.state.ply
    assert QApplication.focusWidget() is card
    qtbot.keyClick(card, Qt.Key.Key_Space)  # a Space meant for the die: no roll, no answer
    assert session.state.ply == ply and card.choice is None
    qtbot.keyClick(card, Qt.Key.Key_3)
    assert card.verdict.isVisible() and card.choice == 2
    QApplication.processEvents()
    board = screen.canvas.geometry()
    assert board.contains(card.geometry()), (board, card.geometry())
    for label in (card.verdict, card.text):
        assert label.height() >= label.heightForWidth(label.width())  # not cut
    assert card.rect().contains(card.continue_button.geometry())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    answer = next(e for e in session.state.events if e["type"] == "answer")
    assert answer["choice"] == 2 and not card.isVisible()
