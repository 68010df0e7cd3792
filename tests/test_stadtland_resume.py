"""Stadt-Land-anders: a crash in the middle of a round, then "Resume" on a fresh screen.

Decision (documented in ``app/stadtland/screen.py`` and ``docs/stadtland.md``): the round timer
and a running ten-second count are *not* paused by a crash — the players keep writing on paper
while the laptop restarts — so the deadlines stay where they were in real time.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from geoquiz.app.stadtland.screen import StadtlandScreen
from geoquiz.games.stadtland import Config

CATS = ("stadt", "land", "fluss", "tier", "name")


class Clock:
    def __init__(self) -> None:
        self.t = 7000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def open_screen(qtbot, url: str, clock: Clock) -> StadtlandScreen:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("en")
    widget = StadtlandScreen("en", url=url, clock=clock)
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    handle = widget.windowHandle()
    assert handle is not None
    handle.requestActivate()  # shortcuts (Ctrl+1 …) work in the active window
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def crash(screen: StadtlandScreen) -> None:
    """The app dies: no closing, no saving — only what was autosaved after each move survives.
    (The dead screen is hidden and its ticker stopped; its widget is left for the test's
    teardown to close: a deleted one that a frozen reference kept alive crashed that close.)"""
    screen.ticker.stop()
    screen.close()


def start_round(qtbot, url: str, clock: Clock, timer: int = 120) -> StadtlandScreen:  # type: ignore[no-untyped-def]
    screen = open_screen(qtbot, url, clock)
    screen.start_game(Config(("Anna", "Ben", "Cem"), categories=CATS, timer_seconds=timer,
                             grace_seconds=5, seed=3))  # fmt: skip
    qtbot.keyClick(screen.deal_button, Qt.Key.Key_Space)  # keyboard: deal
    assert screen.state.phase == "writing"
    return screen


def test_resume_mid_round_in_time_keeps_the_deadline(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    clock = Clock()
    screen = start_round(qtbot, url, clock)
    clock.t += 30
    screen.tick()
    assert screen.countdown.text() == "1:30"
    crash(screen)
    clock.t += 20  # the laptop restarts; the table keeps writing
    again = open_screen(qtbot, url, clock)
    qtbot.waitUntil(lambda: again.resume_known, timeout=10_000)  # read off the UI thread
    assert again.resume_button.isEnabled() and again.resume()
    assert again.state.phase == "writing" and again.pages.currentWidget() is again.round_page
    again.tick()
    assert again.countdown.text() == "1:10"  # real time went on while the app was down
    # keyboard: Anna calls "Stopp und 1!" with Ctrl+1; the app asks how many are filled
    qtbot.keyClick(again.round_page, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert again.state.stop_of(0) is None and again.ask_box.isVisible()
    qtbot.keyClick(again.ask_buttons[0], Qt.Key.Key_Space)  # "2", focused
    assert again.state.stop_of(0) is not None and again.state.stop_of(0)["filled"] == 2
    clock.t += 4
    again.tick()
    assert again.countdown.text() == "0:06"  # the big number follows the count now
    assert "6 s" in again.round_hint.text()


def test_resume_after_the_timer_ran_out_ends_the_round(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    clock = Clock()
    screen = start_round(qtbot, url, clock, timer=60)
    clock.t += 50
    crash(screen)
    clock.t += 300  # a long restart
    again = open_screen(qtbot, url, clock)
    assert again.resume()
    again.tick()
    state = again.state
    assert state.phase == "grace" and state.end_reason == "timer"
    assert state.grace_until == clock.t + 5  # the grace runs from the moment of resuming
    assert "Time is up" in again.round_hint.text()
    clock.t += 5
    again.tick()
    assert again.state.phase == "entry" and again.pages.currentWidget() is again.cover


def test_resume_after_a_count_ran_out_ends_the_round_by_the_count(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    clock = Clock()
    screen = start_round(qtbot, url, clock, timer=0)
    clock.t += 40
    screen.call_rows[1][1].setValue(3)
    qtbot.keyClick(screen.round_page, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert screen.state.stop_of(1) == {"player": 1, "filled": 3, "at": 7040.0}
    clock.t += 3
    crash(screen)
    clock.t += 60
    again = open_screen(qtbot, url, clock)
    assert again.resume()
    again.tick()
    assert again.state.phase == "grace" and again.state.end_reason == "count"
    assert again.state.ended_by == 1 and "Ben counted to ten" in again.round_hint.text()
    # Ben's "Stopp und 1" with 3 terms still binds his entry after the crash
    clock.t += 5
    again.tick()
    assert again.state.phase == "entry"
    assert again.state.stop_of(1) == {"player": 1, "filled": 3, "at": 7040.0}


def test_resume_mid_entry_keeps_the_terms_already_entered(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    clock = Clock()
    screen = start_round(qtbot, url, clock)
    qtbot.keyClick(screen.round_page, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    clock.t += 5
    screen.tick()
    assert screen.state.phase == "entry"
    qtbot.keyClick(screen.cover_button, Qt.Key.Key_Return)
    for edit, term in zip(screen.entry_edits, ["Bonn", "Belgien", "", "", ""], strict=True):
        qtbot.keyClicks(edit, term)
    qtbot.keyClick(screen.entry_edits[-1], Qt.Key.Key_Return)  # Return on the last submits
    assert screen.state.current == 1
    crash(screen)
    again = open_screen(qtbot, url, clock)
    assert again.resume()
    assert again.state.phase == "entry" and again.state.current == 1
    assert again.state.terms == (("Bonn", "Belgien", "", "", ""),)
    assert again.pages.currentWidget() is again.cover and "Ben" in again.cover_label.text()


def test_keyboard_only_vote_and_score(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    """Arrows pick a term in the check table, Tab leaves the table for the vote, Space ticks,
    Tab and Space count the votes and score the round."""
    clock = Clock()
    screen = start_round(qtbot, url, clock)
    qtbot.keyClick(screen.round_page, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
    clock.t += 5
    screen.tick()
    for terms in (["Bonn", "Peru", "Rhein", "Wal", "Anna"], ["Bonn", "", "", "", ""], [""] * 5):
        qtbot.keyClick(screen.cover_button, Qt.Key.Key_Return)
        for edit, term in zip(screen.entry_edits, terms, strict=True):
            qtbot.keyClicks(edit, term)
        qtbot.keyClick(screen.entry_edits[-1], Qt.Key.Key_Return)
    assert screen.state.phase == "check"
    table = screen.table
    table.setFocus()
    table.setCurrentCell(0, 0)
    qtbot.keyClick(table, Qt.Key.Key_Down)  # Land: Anna's "Peru"
    assert "Peru" in screen.vote_label.text()
    qtbot.waitUntil(screen.voter_boxes[0][1].isVisible)  # new check boxes show on the next pass
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert not table.hasFocus()
    first = screen.voter_boxes[0][1]
    assert first.hasFocus(), screen.focusWidget()
    qtbot.keyClick(first, Qt.Key.Key_Space)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Space)
    assert [box.isChecked() for _, box in screen.voter_boxes] == [True, True]
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Tab)
    assert screen.focusWidget() is screen.vote_button
    qtbot.keyClick(screen.vote_button, Qt.Key.Key_Space)
    assert screen.state.marks[0][1] == "vote"
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Tab)
    assert screen.focusWidget() is screen.edit_term  # the correction comes next
    for _ in range(12):  # on through the correction and the merge to "Score the round"
        if screen.focusWidget() is screen.score_button:
            break
        qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Tab)
    assert screen.focusWidget() is screen.score_button
    qtbot.keyClick(screen.score_button, Qt.Key.Key_Space)
    assert screen.state.phase == "ready" and screen.pages.currentWidget() is screen.scores_page
