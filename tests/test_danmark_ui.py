"""The Danmark-spillet screen: a scripted game through keys and clicks; autosave and resume."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.danmark_dice import rig_die
from PySide6.QtCore import Qt

from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.db.savegames import load_game
from geoquiz.games.danmark import ChooseStart, Config, PlayerSpec, Walk, is_over
from geoquiz.games.danmark.players import choose

CONFIG = Config((PlayerSpec("Anna"), PlayerSpec("Computer", True, "hard")), seed=5)


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def screen(qtbot, url: str) -> DanmarkScreen:  # type: ignore[no-untyped-def]
    widget = DanmarkScreen("en", url=url)
    widget.computer_delay_ms = 0
    widget.show_card_dialogs = False
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_scripted_game_with_keys_and_clicks(qtbot, screen: DanmarkScreen, url: str) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(CONFIG)
    session = screen.session
    assert session is not None
    # Anna chooses her start town with the keyboard: first entry, Enter
    assert all(isinstance(m, ChooseStart) for m in screen._moves)
    screen.moves_list.setFocus()
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Return)
    assert session.state.start[0] is not None
    qtbot.waitUntil(lambda: session.state.phase == "roll" and session.state.current == 0)
    clicked = False
    for _ in range(60):
        state = session.state
        if is_over(state):
            break
        if state.current != 0:
            qtbot.waitUntil(lambda: session.state.current == 0 or is_over(session.state))
            continue
        if state.phase == "roll":
            qtbot.keyClick(screen, Qt.Key.Key_Space)
            assert session.state.ply >= state.ply + 2  # the roll and the die's face
            continue
        if state.phase == "question":
            assert screen.question_dialog is not None
            screen.question_dialog.buttons[0].click()
            screen.question_dialog.continue_button.click()
            continue
        if state.phase == "move":
            walks = [m for m in screen._moves if isinstance(m, Walk)]
            if walks and not clicked:  # a click on a ringed space on the map goes there
                target = walks[0].space
                pos = screen.canvas.view_pos(*screen.board.space_lonlat(target))
                qtbot.mouseClick(screen.canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
                if session.state.pos[0] == target:
                    clicked = True
                    continue
            move = choose(state, 0, session.rng(0), "hard")
            row = screen._rows.index(move)
            screen.moves_list.setCurrentRow(row)
            qtbot.mouseClick(screen.go_button, Qt.MouseButton.LeftButton)
    assert clicked
    flush_saves()
    saved = load_game("danmark", session.game_id, url=url)
    assert saved == session.match.record()
    # a new screen resumes the game
    other = DanmarkScreen("en", url=url)
    qtbot.addWidget(other)
    qtbot.waitUntil(lambda: other.resume_known, timeout=10_000)  # read off the UI thread
    assert other.resume_button.isEnabled()
    other.show_card_dialogs = False
    other.computer_delay_ms = 10**6
    other.resume()
    assert other.session is not None and other.session.state == session.state


def test_demo_screen_shows_destinations(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark import make_demo_screen

    widget = make_demo_screen("da")
    qtbot.addWidget(widget)
    assert isinstance(widget, DanmarkScreen)
    assert widget.item.targets and widget.moves_list.count() >= 3


def test_question_dialog_answers_by_key(qtbot, screen: DanmarkScreen) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=2))
    session = screen.session
    assert session is not None
    for _ in range(2):
        screen.play(screen._moves[0])  # both choose a start town
    screen.show_card_dialogs = True
    rig_die(session, 6)
    screen.refresh()
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert session.state.phase == "question"
    dialog = screen.question_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)  # laid on the board once the die shows the 6
    qtbot.keyClick(dialog, Qt.Key.Key_2)
    # the card stays open and shows the right answer with its fact before moving on
    q = dialog.question
    assert session.state.phase == "question" and dialog.isVisible()
    assert dialog.verdict.isVisible() and q.fact["en"] in dialog.verdict.text()
    if q.answer != 1:
        assert q.options[q.answer]["en"] in dialog.verdict.text()
        assert dialog.buttons[q.answer].text().endswith("✓")
        assert dialog.buttons[1].text().endswith("✗")
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert session.state.phase != "question"
    answer = next(e for e in session.state.events if e["type"] == "answer")
    assert answer["choice"] == 1


def test_new_game_dialog_builds_config(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert not dialog.levels[0].isEnabled() and dialog.levels[1].isEnabled()
    dialog.enabled[2].setChecked(True)
    dialog.kinds[2].setCurrentIndex(1)
    assert dialog.levels[2].isEnabled()
    dialog.levels[2].setCurrentIndex(2)
    cfg = dialog.config(seed=4)
    assert [p.computer for p in cfg.players] == [False, True, True]
    assert cfg.players[2].level == "hard" and cfg.seed == 4


def _computers_play_to_the_end(qtbot, screen: DanmarkScreen) -> Any:  # type: ignore[no-untyped-def]
    """Start a game of two computers on ``screen`` and wait for its end; the session."""
    # a short round limit keeps the test quick (every move is saved and drawn)
    screen.start_game(
        Config(
            (PlayerSpec("Easy", True, "easy"), PlayerSpec("Hard", True, "hard")),
            seed=8,
            round_limit=12,
        )
    )
    session = screen.session
    assert session is not None
    qtbot.waitUntil(lambda: is_over(session.state), timeout=120_000)
    return session


def test_computers_play_to_the_end_on_screen(qtbot, screen: DanmarkScreen, url: str) -> None:  # type: ignore[no-untyped-def]
    session = _computers_play_to_the_end(qtbot, screen)
    assert screen.status.text().startswith("Game over")
    assert screen.log.count() > 20
    flush_saves()
    saved = load_game("danmark", session.game_id, url=url)
    assert saved == session.match.record()
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)  # read off the UI thread
    assert not screen.resume_button.isEnabled()  # the finished game is not offered again


def test_the_game_s_end_finds_a_resumable_game_without_waiting_on_the_ui_thread(  # type: ignore[no-untyped-def]
    qtbot, screen: DanmarkScreen, monkeypatch
) -> None:
    import threading

    from geoquiz.app.runtime.save_writer import WRITER

    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=2))
    screen.play(screen._moves[0])  # a match is saved with its first move: saved, unfinished
    flush_saves()
    on_ui: list[str] = []
    real = WRITER.flush

    def flush(timeout: float | None = None) -> bool:
        if threading.current_thread() is threading.main_thread():
            on_ui.append("flush")
        return real(timeout)

    monkeypatch.setattr(WRITER, "flush", flush)
    _computers_play_to_the_end(qtbot, screen)
    qtbot.waitUntil(screen.resume_button.isEnabled, timeout=10_000)  # Anna's game
    assert on_ui == []  # the game's end never waited for a save on the UI thread


def test_question_closed_with_esc_is_answered_in_the_list(qtbot, screen: DanmarkScreen) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=2))
    session = screen.session
    assert session is not None
    for _ in range(2):
        screen.play(screen._moves[0])
    rig_die(session, 6)
    screen.show_card_dialogs = True
    screen.refresh()
    screen.roll()
    dialog = screen.question_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)  # laid on the board once the die shows the 6
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert session.state.phase == "question" and not dialog.isVisible()
    assert screen._rows[0] is None and screen.moves_list.count() == 5  # question + 4 answers
    screen.moves_list.setCurrentRow(3)
    screen.play_selected()
    answer = next(e for e in session.state.events if e["type"] == "answer")
    assert answer["choice"] == 2


def test_any_players_cards_can_be_shown(qtbot, screen: DanmarkScreen) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime import i18n

    i18n.install_translators("en")  # the English catalogue holds the plural forms
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=4))
    session = screen.session
    assert session is not None
    assert "Anna" in screen.hand_label.text() and screen.hand_list.count() == 16
    screen.hand_owner.setCurrentIndex(2)  # Bo's cards, while Anna is to move
    bo = {screen.board.town(t).label("en") for t in session.state.hands[1]}
    shown = {screen.hand_list.item(i).text()[3:] for i in range(screen.hand_list.count())}
    assert "Bo" in screen.hand_label.text() and shown == bo
    assert screen.item.own_cards == set(session.state.hands[1])
    assert "16 cards" in screen.players_label.text() and "(s)" not in screen.players_label.text()


@pytest.mark.parametrize("lang", ["da", "de", "en"])
def test_board_labels_every_town_without_overlap_at_default_view(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At the screenshot size every board town has its name, and no two names overlap
    (Esbjerg and Nordby, 4 km apart across the Fanø ferry, both keep theirs)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    from geoquiz.app.danmark import make_demo_screen

    widget = make_demo_screen(lang)
    qtbot.addWidget(widget)
    assert isinstance(widget, DanmarkScreen)
    widget.resize(1600, 1000)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grab()  # paints the board: the label layout is made while painting
    layout = widget.item._layout
    assert {text for text, _, _ in layout} == {t.label(lang) for t in widget.board.towns}
    font = QFont(widget.canvas.font())  # the size the board item paints names with
    font.setPixelSize(round(11 * max(0.8, min(1.6, widget.canvas.px_per_km() / 1.6))))
    metrics = QFontMetricsF(font)
    rects = [
        QRectF(left, top, metrics.horizontalAdvance(text), metrics.ascent())
        for text, left, top in layout
    ]
    overlaps = [
        (a, b)
        for i, a in enumerate(layout)
        for j, b in enumerate(layout)
        if i < j and rects[i].intersects(rects[j])
    ]
    assert not overlaps


_CRASHING_GAME = """
import os, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Config, PlayerSpec
from geoquiz.games.danmark.players import choose
screen = DanmarkScreen("da", url=sys.argv[1])
screen.computer_delay_ms = 10**6
screen.show_card_dialogs = False
screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=9))
session = screen.session
for _ in range(int(sys.argv[2])):
    screen.play(choose(session.state, session.state.current, session.rng(), "medium"))
# autosaves are written on their own thread within milliseconds of a move; the crash comes
# after the last one reached the disk (a crash inside that window loses that move)
from geoquiz.app.runtime.save_writer import flush_saves
flush_saves()
print(session.state.rng, session.state.pos, flush=True)
os._exit(1)  # the crash: no close, no clean-up
"""


def test_resume_after_a_crash(qtbot, tmp_path: Path, url: str) -> None:  # type: ignore[no-untyped-def]
    """A game played in another process that dies without closing is resumed move for move."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", _CRASHING_GAME, url, "25"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert run.returncode == 1, run.stderr
    rng, pos = run.stdout.split(maxsplit=1)
    screen = DanmarkScreen("da", url=url)
    qtbot.addWidget(screen)
    screen.computer_delay_ms = 10**6
    screen.show_card_dialogs = False
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)  # read off the UI thread
    assert screen.resume_button.isEnabled()
    screen.resume()
    assert screen.session is not None
    state = screen.session.state
    assert str(state.rng) == rng and str(state.pos) == pos.strip()
    # the game goes on from where it stopped: the human to move can roll or choose
    assert screen.roll_button.isEnabled() or screen.moves_list.count() > 0
