"""Issue 28: 10 Tage's setup placed cards face down — ten blind clicks, although the rulebook's
"place it in any position" is a choice only when the player sees the card."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from geoquiz.app.tage.screen import TageScreen
from geoquiz.app.tage.widgets import card_title
from geoquiz.games.tage import Config, PlayerSpec

SOLO = Config((PlayerSpec("Anna"), PlayerSpec("Cora", "computer", "easy")), seed=5)
TWO = Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=8)


@pytest.fixture
def screen(qtbot: QtBot, tmp_path: Path) -> TageScreen:
    widget = TageScreen("en", url=f"sqlite:///{tmp_path / 'games.sqlite'}")
    widget.computer_delay_ms = 10**6  # the computer waits: only the person's setup is seen
    widget.resize(1366, 768)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_setup_shows_the_card_to_place_and_the_holder_face_up(
    qtbot: QtBot, screen: TageScreen
) -> None:
    screen.start_game(SOLO)
    slots = screen.holder_rows[0][1]
    placed: dict[int, str] = {}
    for day in (4, 0, 9, 2):
        card = screen.state.stacks[0][-1]
        assert screen.drawn_button.face_up and screen.drawn_button.card == card
        assert card_title(card) in screen.hint.text()  # "your next card is …"
        qtbot.mouseClick(slots[day], Qt.MouseButton.LeftButton)
        placed[day] = card
        for d, c in placed.items():
            assert slots[d].face_up and slots[d].card == c, d
    # free days are empty places, still clickable; the computer's holder stays hidden
    assert slots[1].card is None and slots[1].isEnabled()
    assert not any(b.face_up and b.card for b in screen.holder_rows[1][1])


def test_setup_with_two_people_is_behind_the_cover(qtbot: QtBot, screen: TageScreen) -> None:
    screen.start_game(TWO)
    assert screen.side.currentWidget() is screen.cover
    assert not screen.drawn_button.face_up
    qtbot.mouseClick(screen.cover_button, Qt.MouseButton.LeftButton)
    assert screen.drawn_button.face_up
    qtbot.mouseClick(screen.random_place, Qt.MouseButton.LeftButton)
    # Ben's setup: Anna's cards are hidden again until he confirms
    assert screen.state.current == 1 and screen.state.phase == "setup"
    assert screen.side.currentWidget() is screen.cover
    assert not any(b.face_up and b.card for row in screen.holder_rows for b in row[1])
    assert not screen.drawn_button.face_up
    qtbot.mouseClick(screen.cover_button, Qt.MouseButton.LeftButton)
    assert screen.drawn_button.face_up
    assert not any(b.face_up and b.card for b in screen.holder_rows[0][1])
