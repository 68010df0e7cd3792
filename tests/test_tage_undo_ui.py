"""10 Tage on the laptop: the header's Undo and Ctrl+Z take back a move that revealed nothing
(issue 27, through the one match driver)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.tage.screen import TageScreen
from geoquiz.games.contract import IllegalMove
from geoquiz.games.tage.engine import Config, PlayerSpec
from geoquiz.games.tage.moves import Draw


@pytest.fixture
def screen(qtbot, tmp_path: Path) -> TageScreen:  # type: ignore[no-untyped-def]
    widget = TageScreen("en", url=f"sqlite:///{tmp_path / 'games.sqlite'}")
    widget.computer_delay_ms = 0
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=3))
    qtbot.mouseClick(widget.random_place, Qt.MouseButton.LeftButton)  # Anna's setup
    qtbot.mouseClick(widget.cover_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(widget.random_place, Qt.MouseButton.LeftButton)  # Ben's setup
    qtbot.waitUntil(lambda: widget.state.phase == "draw", timeout=5000)
    return widget


def test_undo_takes_back_a_card_taken_from_a_discard_pile(qtbot, screen: TageScreen) -> None:  # type: ignore[no-untyped-def]
    header = screen.game_header
    assert header is not None and not header.undo_button.isEnabled()  # the setup revealed cards
    before = screen.state
    pile = next(i for i, p in enumerate(before.discards) if p)
    assert screen.play(Draw(pile))  # an open card: nothing new is seen
    assert header.undo_button.isVisible() and header.undo_button.isEnabled()
    qtbot.mouseClick(header.undo_button, Qt.MouseButton.LeftButton)
    assert screen.state == before
    assert not header.undo_button.isEnabled()  # before it: the setup, which revealed cards
    # and again with the keyboard
    assert screen.play(Draw(pile))
    qtbot.keyClick(header, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.state == before


def test_undo_after_drawing_from_the_pile_is_refused_in_one_line(qtbot, screen: TageScreen) -> None:  # type: ignore[no-untyped-def]
    assert screen.play(Draw(None))  # the top card of the pile is seen now
    drawn = screen.state
    header = screen.game_header
    assert header is not None and not header.undo_button.isEnabled()
    assert not screen.undo_move()
    assert screen.status.text() == refusal_text(IllegalMove("match.undo_revealed"))
    assert screen.state == drawn


def test_the_piles_the_others_used_since_my_turn_are_marked(qtbot, screen: TageScreen) -> None:  # type: ignore[no-untyped-def]
    """Last moves (issue 27): the discard piles another player took from or laid on since my
    last turn carry a mark (*) in their caption (not a colour) and name that player."""
    state = screen.state
    anna = state.current
    pile = next(i for i, p in enumerate(state.discards) if p)
    assert screen.play(Draw(pile))  # Anna takes the open card …
    assert screen.play(next(m for m in screen.session.match.legal(anna) if hasattr(m, "slot")))  # type: ignore[union-attr]
    assert screen.state.current != anna
    marked = [i for i, b in enumerate(screen.pile_buttons) if b.caption.endswith(" *")]
    assert pile in marked  # … and Ben sees where she took it and where she laid the old card
    assert "Anna" in screen.pile_buttons[pile].accessibleDescription()
    ben = screen.state.current
    assert screen.play(Draw(None))
    assert screen.play(next(m for m in screen.session.match.legal(ben) if hasattr(m, "slot")))  # type: ignore[union-attr]
    # Anna's turn: the marks are Ben's now, hers are gone
    assert all("Anna" not in b.accessibleDescription() for b in screen.pile_buttons) and any(
        b.caption.endswith(" *") for b in screen.pile_buttons
    )
