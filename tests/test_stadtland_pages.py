"""The pieces of the split Stadt-Land-anders screen and engine, each on its own.

The pages (``app/stadtland/pages``) render a state and emit signals; the screen turns those into
moves (tested through the whole screen in ``test_stadtland_ui.py``). The engine's parts
(``games/stadtland/{config,moves,state,rounds,check,scoring,undo}.py``) stay importable from
``games.stadtland.engine``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from geoquiz.app.stadtland import demo
from geoquiz.app.stadtland.pages.check import CheckPage
from geoquiz.app.stadtland.pages.creative import CreativePage
from geoquiz.app.stadtland.pages.entry import CoverPage, EntryPage
from geoquiz.app.stadtland.pages.header import Header
from geoquiz.app.stadtland.pages.round import RoundPage
from geoquiz.app.stadtland.pages.scores import ScoresPage
from geoquiz.app.stadtland.screen import StadtlandScreen
from geoquiz.games.stadtland import BeginEntry, Score, State, StopOut, apply, engine

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english(qapp) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("en")  # the assertions read English text, whatever ran before


def shown(qtbot, widget):  # type: ignore[no-untyped-def]
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    return widget


def entry_position() -> State:
    state = demo.round_position()
    state = apply(state, StopOut(None, demo.DEMO_TIME + 6))
    return apply(state, BeginEntry(demo.DEMO_TIME + 11))


# ----------------------------------------------------------------------------- engine parts


def test_the_engine_still_exports_every_public_name() -> None:
    from geoquiz.games.stadtland import config, moves, rounds, scoring, state

    for name in engine.__all__:
        assert hasattr(engine, name), name
    assert engine.State is state.State
    assert engine.Config is config.Config
    assert engine.Deal is moves.Deal and engine.move_to_dict is moves.move_to_dict
    assert engine.entry_problem is rounds.entry_problem
    assert engine.winners is scoring.winners
    assert engine.MAX_TERM == 80 and "vote" in engine.MARKS


def test_a_saved_state_loads_through_the_engine_names() -> None:
    saved = demo.check_position().to_dict()
    assert engine.State.from_dict(saved).to_dict() == saved


@pytest.mark.parametrize("folder", ["app/stadtland", "games/stadtland"])
def test_no_module_is_over_600_lines(folder: str) -> None:
    for path in (ROOT / folder).rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= 600, f"{path.relative_to(ROOT)}: {lines} lines"


# ----------------------------------------------------------------------------- pages


def test_header_names_what_undo_takes_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    header = shown(qtbot, Header(sound_on=True))
    header.show_undo("vote")
    assert header.undo_button.isVisible()
    assert header.undo_button.text() == "&Undo the last vote"
    with qtbot.waitSignal(header.undo_requested):
        qtbot.mouseClick(header.undo_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(header.sound_toggled) as toggled:
        header.sound_box.setChecked(False)
    assert toggled.args == [False]
    header.show_undo(None)
    assert not header.undo_button.isVisible()


def test_round_page_shows_the_count_and_asks_for_calls(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = demo.round_position()
    page = shown(qtbot, RoundPage("en"))
    page.rebuild_calls(state)
    page.show_state(state, demo.DEMO_TIME, None)
    assert page.countdown.text() == "0:06"  # Ben's count ends before the timer
    assert "Ben called" in page.round_hint.text()
    _label, _filled, ben_one, ben_out, _info = page.call_rows[1]
    assert not ben_one.isEnabled() and not ben_out.isEnabled()  # Ben has called
    assert page.filled(1) == 4 and page.filled(9) is None
    with qtbot.waitSignal(page.stop_out_requested) as out:
        qtbot.mouseClick(page.call_rows[2][3], Qt.MouseButton.LeftButton)
    assert out.args == [2]
    with qtbot.waitSignal(page.stop_one_requested) as one:
        qtbot.mouseClick(page.call_rows[0][2], Qt.MouseButton.LeftButton)
    assert one.args == [0]
    page.show_state(state, demo.DEMO_TIME, 0)
    assert page.ask_box.isVisible() and "Anna called" in page.ask_label.text()
    with qtbot.waitSignal(page.filled_answered) as answered:
        qtbot.mouseClick(page.ask_buttons[1], Qt.MouseButton.LeftButton)
    assert answered.args == [3]


def test_cover_and_entry_pages(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = entry_position()
    cover = shown(qtbot, CoverPage())
    cover.show_state(state)
    assert "Anna" in cover.cover_button.text()
    with qtbot.waitSignal(cover.reveal_requested):
        qtbot.mouseClick(cover.cover_button, Qt.MouseButton.LeftButton)
    page = shown(qtbot, EntryPage("en"))
    page.show_state(state)
    assert len(page.entry_edits) == state.ncat == len(page.note_edits)
    page.entry_edits[0].setText("Bonn")
    page.note_edits[0].setText("Bundesstadt")
    assert page.terms() == ("Bonn", "", "", "", "")
    assert page.notes()[0] == "Bundesstadt"
    page.entry_edits[-1].setFocus()
    with qtbot.waitSignal(page.submit_requested):  # Return in the last field submits
        qtbot.keyClick(page.entry_edits[-1], Qt.Key.Key_Return)


def test_check_page_works_on_the_selected_term(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = demo.check_position()
    page = shown(qtbot, CheckPage("en"))
    page.show_state(state)
    assert page.selected == min(state.open_terms())
    assert page.table.rowCount() == state.ncat and page.table.columnCount() == state.n
    with qtbot.waitSignal(page.cell_selected) as moved:
        page.table.setCurrentCell(0, 1)
    assert moved.args == [0, 1]
    page.select(state, 0, 1)  # Ben's "Bern"
    assert page.edit_term.text() == "Bern"
    assert [q for q, _ in page.voter_boxes] == state.voters(0, 1)
    page.voter_boxes[0][1].setChecked(True)
    assert page.against() == (state.voters(0, 1)[0],)
    with qtbot.waitSignal(page.vote_requested):
        qtbot.mouseClick(page.vote_button, Qt.MouseButton.LeftButton)
    assert page.merged_with() == []
    with qtbot.waitSignal(page.score_requested):
        qtbot.mouseClick(page.score_button, Qt.MouseButton.LeftButton)


def test_creative_page_preselects_nobody(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = demo.check_position()
    state = apply(replace(state, config=replace(state.config, creative=True)), Score())
    assert state.phase == "creative"
    page = shown(qtbot, CreativePage("en"))
    page.show_state(state)
    assert page.targets() == (None,) * state.n
    page.point_combos[0].setCurrentIndex(0)
    assert page.targets()[0] == 1
    with qtbot.waitSignal(page.count_requested):
        qtbot.mouseClick(page.point_button, Qt.MouseButton.LeftButton)


def test_scores_page_offers_the_next_prompt(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = apply(demo.check_position(), Score())
    page = shown(qtbot, ScoresPage("en"))
    page.show_state(state)
    assert page.scores_title.text() == "After round 2"
    assert page.scores.rowCount() == 3  # two rounds and the total
    assert page.next_button.isVisible() and not page.again_button.isVisible()
    with qtbot.waitSignal(page.next_requested):
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)


def test_screen_reaches_page_widgets_by_their_old_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = shown(qtbot, StadtlandScreen("en", persist=False))
    demo.show_demo(screen, "check")
    assert screen.table is screen.check_page.table
    assert screen.status is screen.header.status
    assert screen.card_text is screen.round_page.card.text
    screen.selected = None
    assert screen.check_page.selected is None
