"""The Stadt-Land-anders screen: a scripted game through the UI (pytest-qt), with a fake clock."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.app.stadtland.screen import StadtlandScreen
from geoquiz.app.stadtland.setup_dialog import NewGameDialog
from geoquiz.db.savegames import load_game
from geoquiz.games import GAMES
from geoquiz.games.match import load_record
from geoquiz.games.stadtland import Config, is_over, round_points
from geoquiz.games.stadtland.cards import category

CATS = ("stadt", "land", "fluss", "tier", "teekesselchen")
KIND = StadtlandScreen.game_kind


class Clock:
    def __init__(self) -> None:
        self.t = 5000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def screen(qtbot, url: str, clock: Clock) -> StadtlandScreen:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("en")  # the assertions read English text, whatever ran before
    widget = StadtlandScreen("en", url=url, clock=clock)
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible() and widget.isEnabled(), widget.text()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def top_prompt(screen: StadtlandScreen, pid: str) -> None:
    """Arrange the face-down stack so that ``pid`` is dealt next (a rigged deck)."""
    assert screen.session is not None
    screen.session.state = screen.state.with_top_prompt(pid)


def enter(qtbot, screen: StadtlandScreen, terms: list[str]) -> None:  # type: ignore[no-untyped-def]
    """The player named on the cover takes the laptop and types ``terms``."""
    assert screen.pages.currentWidget() is screen.cover
    click(qtbot, screen.cover_button)
    assert screen.pages.currentWidget() is screen.entry
    for edit, term in zip(screen.entry_edits, terms, strict=True):
        edit.clear()
        if term.isascii():  # QTest types ASCII only; umlauts are inserted as typed text
            qtbot.keyClicks(edit, term)
        else:
            edit.insert(term)
    click(qtbot, screen.entry_done)


def test_a_scripted_game_through_the_screen(
    qtbot, screen: StadtlandScreen, url: str, clock: Clock
) -> None:  # type: ignore[no-untyped-def]
    config = Config(
        ("Anna", "Ben", "Cem"), rounds=5, categories=CATS, prompts="mixed",
        timer_seconds=60, grace_seconds=3, seed=5,
    )  # fmt: skip
    screen.start_game(config)
    assert screen.pages.currentWidget() is screen.round_page
    assert screen.countdown.text() == "1:00"
    top_prompt(screen, "g-b")
    click(qtbot, screen.deal_button)
    assert screen.state.phase == "writing" and screen.card_text.text() == "begins with B"
    assert "Green card" in screen.card_kind.text()

    # Anna calls "Stopp und 1!" with 3 categories filled; the count runs in her row
    clock.t += 20
    _, filled, one, _out, info = screen.call_rows[0]
    filled.setValue(3)
    click(qtbot, one)
    assert screen.state.stop_of(0) == {"player": 0, "filled": 3, "at": 5020.0}
    assert not one.isEnabled()
    clock.t += 4
    screen.tick()
    assert info.text() == "●●●●○○○○○○ 4 · Stopp und 1 with 3 filled"
    clock.t += 6  # ten seconds: the app calls "Stopp und Aus!", then the grace runs
    screen.tick()
    assert screen.state.phase == "grace" and screen.state.end_reason == "count"
    assert "counted to ten" in screen.round_hint.text()
    clock.t += 3
    screen.tick()
    assert screen.state.phase == "entry"

    # hot seat: Anna may not enter more than her 3 terms
    assert "Anna" in screen.cover_label.text()
    enter(qtbot, screen, ["Bonn", "Belgien", "Bode", "Bär", ""])
    assert "may not have written more" in screen.entry_error.text()
    assert screen.state.current == 0
    screen.entry_edits[3].clear()
    click(qtbot, screen.entry_done)
    assert screen.state.current == 1 and screen.pages.currentWidget() is screen.cover
    enter(qtbot, screen, ["Bonn", "Peru", "Bode", "Biber", "Bank"])
    enter(qtbot, screen, ["Berlin", "", "Bodensee", "Bär", "berlin"])

    # the check view: automatic marks with reasons
    state = screen.state
    assert state.phase == "check" and screen.pages.currentWidget() is screen.check_page
    assert state.marks[1][1] == "prompt" and state.marks[2][4] == "twice"
    assert screen.table.item(1, 1).text().startswith("✗ Peru")
    assert "letter prompt" in screen.table.item(1, 1).text()
    assert screen.table.item(4, 2).text().startswith("✗ berlin")
    assert screen.table.item(1, 2).text() == "—"
    # vote on Ben's "Bank" (Teekesselchen): Anna and Cem reject it
    screen.table.setCurrentCell(4, 1)
    assert "Bank" in screen.vote_label.text()
    names = [box.text() for _, box in screen.voter_boxes]
    assert names == ["Anna rejects it", "Cem rejects it"]
    for _, box in screen.voter_boxes:
        box.setChecked(True)
    click(qtbot, screen.vote_button)
    assert screen.state.marks[1][4] == "vote" and "Crossed out" in screen.vote_result.text()
    # a tie accepts: Cem alone rejects Anna's "Belgien" (voters: Ben, Cem)
    screen.table.setCurrentCell(1, 0)
    screen.voter_boxes[1][1].setChecked(True)
    click(qtbot, screen.vote_button)
    assert screen.state.marks[0][1] is None and "tie" in screen.vote_result.text()
    expected = round_points(screen.state.terms, screen.state.marks)
    assert screen.preview.text() == "Points if scored now: " + ", ".join(
        f"{name} {pts}" for name, pts in zip(("Anna", "Ben", "Cem"), expected, strict=True)
    )
    click(qtbot, screen.score_button)
    assert screen.pages.currentWidget() is screen.scores_page
    assert list(screen.state.results[0]["points"]) == expected
    assert screen.scores.item(1, 1).text().endswith(str(expected[0]))

    # autosaved after every move; a new screen resumes the game
    flush_saves()
    saved = load_game(KIND, screen.session.game_id, url)  # type: ignore[union-attr]
    assert saved == screen.session.match.record()  # type: ignore[union-attr]
    other = StadtlandScreen("en", url=url, clock=clock)
    qtbot.addWidget(other)
    qtbot.waitUntil(lambda: other.resume_known, timeout=10_000)  # read off the UI thread
    assert other.resume_button.isEnabled() and other.resume()
    assert other.state.to_dict() == screen.state.to_dict()
    assert other.pages.currentWidget() is other.scores_page

    # four more rounds, ended by "Stopp und Aus!" from the keyboard (Ctrl+Shift+player)
    for r in range(4):
        clock.t += 30
        click(qtbot, screen.next_button)
        assert screen.state.round == r + 2
        clock.t += 40
        screen.call_rows[2][3].setFocus()
        qtbot.keyClick(screen.round_page, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier
                       | Qt.KeyboardModifier.ShiftModifier)  # fmt: skip
        assert screen.state.ended_by == 2 and screen.state.end_reason == "stop"
        clock.t += 3
        screen.tick()
        enter(qtbot, screen, [""] * 5)
        enter(qtbot, screen, [""] * 5)
        enter(qtbot, screen, [f"Cem{r}{i}" for i in range(5)])
        click(qtbot, screen.score_button)
    assert is_over(screen.state)
    assert "Cem wins" in screen.scores_title.text() or "Anna wins" in screen.scores_title.text()
    assert screen.again_button.isVisible() and not screen.next_button.isVisible()
    flush_saves()
    saved = load_game(KIND, screen.session.game_id, url)  # type: ignore[union-attr]
    assert load_record(GAMES, saved).state.phase == "over"


def test_the_round_timer_runs_out(qtbot, screen: StadtlandScreen, clock: Clock) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(Config(("Anna", "Ben"), timer_seconds=30, grace_seconds=0, seed=1))
    click(qtbot, screen.deal_button)
    clock.t += 12.5
    screen.tick()
    assert screen.countdown.text() == "0:18"
    clock.t += 18
    screen.tick()  # time is up: "Aus!"; no grace, so the entry begins at once
    screen.tick()
    assert screen.state.end_reason == "timer" and screen.state.phase == "entry"
    assert screen.pages.currentWidget() is screen.cover
    qtbot.keyClick(screen.cover_button, Qt.Key.Key_Return)  # keyboard: Return takes the laptop
    assert screen.pages.currentWidget() is screen.entry
    assert screen.focusWidget() is screen.entry_edits[0]


def test_the_round_ends_by_the_match_clock_and_ctrl_z_takes_a_call_back_once(  # type: ignore[no-untyped-def]
    qtbot, screen: StadtlandScreen, clock: Clock, url: str
) -> None:
    """The ticker lets the match driver make the clock's moves (logged as the clock's, saved in
    the record); a move made at the laptop gets the screen's time; Ctrl+Z is the game's own Undo,
    taking back one call, not also the driver's last move."""
    screen.start_game(Config(("Anna", "Ben", "Cem"), timer_seconds=30, grace_seconds=2, seed=4))
    click(qtbot, screen.deal_button)
    clock.t += 10
    click(qtbot, screen.call_rows[0][3])  # Anna's "Stopp und Aus!" (a misclick)
    assert screen.state.phase == "grace" and screen.state.ended_by == 0
    match = screen.session.match  # type: ignore[union-attr]
    assert match.log[-1].by == "person" and match.log[-1].move["at"] == clock.t
    screen.header.undo_button.setFocus()
    qtbot.keyClick(screen.header.undo_button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.state.phase == "writing" and screen.state.stop_of(0) is None
    assert screen.state.round == 1 and screen.state.prompt is not None  # the deal stays
    assert "Taken back." in screen.status.text()
    clock.t += 19.9
    screen.tick()
    assert screen.state.phase == "writing"  # not yet
    clock.t += 0.2
    screen.tick()  # the round timer has run out: the match's clock calls "Aus!"
    assert screen.state.phase == "grace" and screen.state.end_reason == "timer"
    assert screen.session.match.log[-1].by == "clock"  # type: ignore[union-attr]
    assert screen.sound.played[-1][0] == "aus"
    clock.t += 2
    screen.tick()  # the grace is over: the clock begins the entry
    assert screen.state.phase == "entry" and screen.pages.currentWidget() is screen.cover
    assert [e.by for e in screen.session.match.log][-2:] == ["clock", "clock"]  # type: ignore[union-attr]
    flush_saves()
    saved = load_game(KIND, screen.session.game_id, url)  # type: ignore[union-attr]
    assert load_record(GAMES, saved).state == screen.state  # the clock's moves are saved


def test_registered_on_the_start_screen() -> None:
    from geoquiz.app.window.screens import screen as entry

    assert entry("stadtland").on_start_screen
    assert entry("stadtland").title == "Stadt-Land-anders"
    assert not entry("stadtland-check").on_start_screen


def test_creative_play_page(qtbot, screen: StadtlandScreen, clock: Clock) -> None:  # type: ignore[no-untyped-def]
    screen.start_game(
        Config(("Anna", "Ben", "Cem"), creative=True, timer_seconds=0, grace_seconds=0, seed=2)
    )
    click(qtbot, screen.deal_button)
    clock.t += 10
    click(qtbot, screen.call_rows[0][3])  # Anna: "Stopp und Aus!"
    screen.tick()
    enter(qtbot, screen, ["Aa", "Bb", "Cc", "Dd", "Ee"])
    enter(qtbot, screen, [""] * 5)
    enter(qtbot, screen, [""] * 5)
    click(qtbot, screen.score_button)
    assert screen.pages.currentWidget() is screen.creative_page
    combos = screen.point_combos
    combos[0].setCurrentIndex(combos[0].findData(1))  # Anna → Ben
    combos[1].setCurrentIndex(combos[1].findData(0))  # Ben → Anna
    combos[2].setCurrentIndex(combos[2].findData(0))  # Cem → Anna
    click(qtbot, screen.point_button)
    assert screen.state.results[0]["creative"] == (2, 1, 0)
    assert "2 creative" in screen.scores.item(0, 1).text()


def test_new_game_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog("en")
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Anna")
    dialog.names[1].setText("Ben")
    dialog.enabled[2].setChecked(False)
    dialog.rounds.setCurrentIndex(2)
    dialog.count.setValue(6)
    dialog.star_boxes[1].setChecked(True)
    dialog.draw(seed=3)
    chosen = dialog.chosen()
    assert len(chosen) == 6 and all(category(c).stars <= 2 for c in chosen)
    cfg = dialog.config(seed=1)
    assert cfg.players == ("Anna", "Ben") and cfg.rounds == 9 and cfg.categories == chosen
    dialog.set_chosen(("stadt", "land"))
    dialog._accept()
    assert "Choose 5 category cards" in dialog.error.text() and dialog.result() == 0
    assert dialog.chosen_label.text() == "Cards chosen: 2 (5 to 7)"


@pytest.mark.parametrize("key", ["stadtland-round", "stadtland-check"])
def test_demo_screens_render_in_german(tmp_path: Path, key: str, qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    from geoquiz.app.cli.main import main

    out = tmp_path / f"{key}.png"
    assert main(["--lang", "de", "screenshot", key, str(out), "--size", "1200x800"]) == 0
    image = QImage(str(out))
    assert image.width() == 1200 and image.height() == 800
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("en")
