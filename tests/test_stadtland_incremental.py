"""The Stadt-Land-anders pages update in place (issue 15): what they show equals a fresh render.

The pages keep their table items, check boxes and style sheets from one move to the next
(``app/stadtland/pages/base.py``: :class:`Cells`, ``PageVBox``/``PageHBox``, the prompt card's
shown prompt) and the screen draws spare pages while it is built (``StadtlandScreen._warm_up``).
Each test plays or changes a page step by step and compares it with a page that rendered only
the last state, or with a screen that was never warmed up.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.stadtland import demo
from geoquiz.app.stadtland.pages.base import PageVBox, PromptCard, fill_terms, read_only_table
from geoquiz.app.stadtland.pages.check import CheckPage
from geoquiz.app.stadtland.pages.creative import CreativePage
from geoquiz.app.stadtland.pages.entry import EntryPage
from geoquiz.app.stadtland.pages.round import RoundPage
from geoquiz.app.stadtland.pages.scores import ScoresPage
from geoquiz.app.stadtland.screen import StadtlandScreen
from geoquiz.games import stadtland
from geoquiz.games.contract import TERMINAL
from geoquiz.games.stadtland import State, game

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.FontRole,
)


@pytest.fixture(autouse=True)
def english(qapp) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("en")


def table_contents(table: QTableWidget) -> dict[str, Any]:
    """Everything a table shows: its size, header labels, selection and every cell's data."""

    def value(v: object) -> object:
        # brushes and fonts compare by value once turned into text
        return None if v is None else (v if isinstance(v, (str, int)) else repr(_plain(v)))

    cells = {}
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            cells[r, c] = None if item is None else tuple(value(item.data(k)) for k in ROLES)
    return {
        "size": (table.rowCount(), table.columnCount()),
        "columns": [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())],
        "rows": [table.verticalHeaderItem(i).text() for i in range(table.rowCount())],
        "selected": [(i.row(), i.column()) for i in table.selectedItems()],
        "cells": cells,
    }


def _plain(v: object) -> object:
    from PySide6.QtGui import QBrush, QFont

    if isinstance(v, QBrush):
        return ("brush", v.style(), v.color().name())
    if isinstance(v, QFont):
        return ("font", v.toString())
    return v


def scripted_states(config: stadtland.Config) -> Iterator[State]:
    """Every state of a whole game the scripted chooser plays (the benchmark's script)."""
    state = stadtland.new_game(config)
    t = 1_000_000.0
    state = stadtland.apply(state, stadtland.Deal(t))
    yield state
    while not stadtland.is_over(state):
        seat = game.current_player(state)
        assert seat != TERMINAL
        rng = random.Random(len(state.history) * 7919 + int(seat))
        state = game.apply(state, game.bots["medium"](state, int(seat), rng))
        yield state


CONFIG = stadtland.Config(("Anna", "Ben", "Cem"), rounds=5, seed=2, round_cap=9)


def test_cells_equal_a_fresh_table_and_tell_the_views_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    kept = read_only_table("kept", 2)
    qtbot.addWidget(kept)
    changes: list[int] = []
    kept.model().dataChanged.connect(lambda *_: changes.append(1))
    checks = [s for s in scripted_states(CONFIG) if s.phase == "check"]
    # a bigger table first: the kept one shrinks and grows again
    wide = demo.check_position()
    for state in [wide, *checks, wide, checks[0]]:
        names = list(state.config.players)
        kept.setCurrentCell(1, 1)  # a fresh table has no selection
        changes.clear()
        fill_terms(kept, state, "en", state.terms, state.marks, names, state.notes)
        fresh = read_only_table("fresh", 2)
        qtbot.addWidget(fresh)
        fill_terms(fresh, state, "en", state.terms, state.marks, names, state.notes)
        assert table_contents(kept) == table_contents(fresh)
        assert len(changes) <= 1  # the views hear of all the cells at once
        changes.clear()
        fill_terms(kept, state, "en", state.terms, state.marks, names, state.notes)
        assert changes == []  # nothing changed: nothing is measured or repainted again


def test_scores_page_kept_equals_a_fresh_one_through_a_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    kept = ScoresPage("en")
    qtbot.addWidget(kept)
    scored = [s for s in scripted_states(CONFIG) if s.phase in ("ready", "over") and s.results]
    assert len(scored) >= 5
    for state in [*scored, scored[0]]:  # back to one round: the rows shrink
        kept.show_state(state)
        fresh = ScoresPage("en")
        qtbot.addWidget(fresh)
        fresh.show_state(state)
        assert table_contents(kept.scores) == table_contents(fresh.scores)
        assert table_contents(kept.detail) == table_contents(fresh.detail)
        assert kept.scores_title.text() == fresh.scores_title.text()


def _vote_panel(page: CheckPage) -> tuple[object, ...]:
    def shown(column: QVBoxLayout) -> list[tuple[str, bool]]:
        boxes = [column.itemAt(i).widget() for i in range(column.count())]
        return [
            (b.text(), b.isChecked())
            for b in boxes
            if isinstance(b, QCheckBox) and b.isVisibleTo(page)
        ]

    return (
        page.selected,
        page.vote_label.text(),
        page.merge_label.text(),
        page.edit_box.title(),
        page.vote_button.isEnabled(),
        page.merge_button.isEnabled(),
        [(q, b.text()) for q, b in page.voter_boxes],
        [(q, b.text()) for q, b in page.merge_boxes],
        shown(page.vote_checks),
        shown(page.merge_checks),
    )


def test_check_page_reuses_its_boxes_and_equals_a_fresh_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    kept = CheckPage("en")
    qtbot.addWidget(kept)
    kept.show()
    states = [demo.check_position(), *(s for s in scripted_states(CONFIG) if s.phase == "check")]
    made: set[int] = set()
    for state in states:
        kept.selected = None
        kept.show_state(state)
        for c in range(state.ncat):
            for p in range(state.n):
                if kept.voter_boxes:
                    kept.voter_boxes[0][1].setChecked(True)  # ticked for the term before
                kept.select(state, c, p)
                fresh = CheckPage("en")
                qtbot.addWidget(fresh)
                fresh.show()
                fresh.show_state(state)
                fresh.select(state, c, p)
                assert _vote_panel(kept) == _vote_panel(fresh)
                assert table_contents(kept.table) == table_contents(fresh.table)
                made |= {id(b) for _, b in kept.voter_boxes + kept.merge_boxes}
    boxes = kept.findChildren(QCheckBox)
    # at most one box per other player in each column, made once and kept
    assert len(boxes) <= 2 * (max(s.n for s in states) - 1)
    assert made <= {id(b) for b in boxes}


def test_page_layout_heights_follow_every_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    def page(layout_type: type) -> tuple[QWidget, QLabel]:
        widget = QWidget()
        qtbot.addWidget(widget)
        column = layout_type(widget)
        label = QLabel()
        label.setWordWrap(True)
        column.addWidget(label)
        column.addWidget(QLabel("a second line"))
        return widget, label

    kept, kept_label = page(PageVBox)
    plain, plain_label = page(QVBoxLayout)
    texts = ["short", "a much longer text that wraps onto several lines " * 6, "", "x " * 300]
    for text in texts:
        for label in (kept_label, plain_label):
            label.setText(text)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        for width in (120, 400, 120, 900, 400):  # asked for again: remembered
            assert kept.heightForWidth(width) == plain.heightForWidth(width)
    font = kept_label.font()
    font.setPointSize(font.pointSize() + 6)
    for label in (kept_label, plain_label):
        label.setFont(font)
    assert kept.heightForWidth(400) == plain.heightForWidth(400)


def test_prompt_card_shown_again_equals_a_fresh_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    def look(card: PromptCard) -> tuple[str, ...]:
        return (
            card.styleSheet(),
            card.text.styleSheet(),
            card.kind.styleSheet(),
            card.text.text(),
            card.kind.text(),
        )

    kept = PromptCard()
    qtbot.addWidget(kept)
    for pid, lang in [
        (None, "en"),
        ("b-gold", "en"),
        ("b-gold", "en"),
        ("g-b", "en"),
        ("g-b", "de"),
        (None, "de"),
        ("b-gold", "en"),
    ]:
        kept.show_prompt(pid, lang)
        fresh = PromptCard()
        qtbot.addWidget(fresh)
        fresh.show_prompt(pid, lang)
        assert look(kept) == look(fresh)


def test_the_warm_up_leaves_the_pages_as_if_never_used(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def screen_at(state: State, warm: bool) -> StadtlandScreen:
        if not warm:
            monkeypatch.setattr(StadtlandScreen, "_warm_up", lambda self: None)
        screen = StadtlandScreen("en", persist=False, clock=lambda: demo.DEMO_TIME + 20)
        monkeypatch.undo()
        qtbot.addWidget(screen)
        screen.resize(1280, 720)
        screen.show()
        screen.load_state(state)
        screen.ticker.stop()
        for _ in range(3):
            QApplication.processEvents()
        return screen

    check = demo.check_position()
    scored = stadtland.apply(check, stadtland.Score())
    for state in (demo.round_position(), check, scored):
        warm, cold = screen_at(state, True), screen_at(state, False)
        assert warm.grab().toImage() == cold.grab().toImage()


def _calls(page: RoundPage) -> list[object]:
    grid = page.calls_grid
    cells = []
    for i in range(grid.count()):
        widget = grid.itemAt(i).widget()
        r, c, _, _ = grid.getItemPosition(i)
        spin = isinstance(widget, QSpinBox)
        text = "" if spin or not hasattr(widget, "text") else widget.text()
        extra = (widget.minimum(), widget.maximum(), widget.value()) if spin else ()
        cells.append(
            (
                r,
                c,
                type(widget).__name__,
                text,
                widget.accessibleName(),
                extra,
                widget.isVisibleTo(page),
                widget.isEnabled(),
            )
        )
    keys = [sc.key().toString() for sc in page.shortcuts if sc.isEnabled()]
    stretch = [grid.columnStretch(i) for i in range(grid.columnCount())]
    return [sorted(cells, key=repr), sorted(keys), stretch, len(page.call_rows)]


def test_call_rows_kept_from_game_to_game_equal_fresh_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    kept = RoundPage("en")
    qtbot.addWidget(kept)
    kept.show()
    names = ("Anna", "Ben", "Cem", "Dora", "Emil", "Fynn", "Gabi", "Hans")
    for n, cats in [(5, 5), (3, 6), (8, 7), (2, 5), (4, 5)]:
        categories = ("stadt", "land", "tier", "name", "beruf", "essen", "pflanze")[:cats]
        config = stadtland.Config(names[:n], categories=categories)
        state = stadtland.apply(stadtland.new_game(config), stadtland.Deal(1000.0))
        if kept.call_rows:
            kept.call_rows[0][1].setValue(3)  # a number from the last game
        kept.rebuild_calls(state)
        kept.show_state(state, 1001.0, None)
        fresh = RoundPage("en")
        qtbot.addWidget(fresh)
        fresh.show()
        fresh.rebuild_calls(state)
        fresh.show_state(state, 1001.0, None)
        assert _calls(kept) == _calls(fresh)
        # Ctrl+1…n and Ctrl+Shift+1…n only for the players of this game
        assert len(_calls(kept)[1]) == 2 * n
    assert len(kept.findChildren(QSpinBox)) == 8  # one row per seat, made once


def test_entry_form_kept_for_the_next_player_is_empty_and_cannot_undo(qtbot) -> None:  # type: ignore[no-untyped-def]
    kept = EntryPage("en")
    qtbot.addWidget(kept)
    kept.show()
    entries = [s for s in scripted_states(CONFIG) if s.phase == "entry"]
    other = stadtland.Config(
        ("Anna", "Ben"), categories=("stadt", "land", "tier", "name", "essen", "beruf")
    )
    more = stadtland.apply(stadtland.new_game(other), stadtland.Deal(1000.0))
    more = stadtland.apply(
        stadtland.apply(more, stadtland.StopOut(0, 1010.0)), stadtland.BeginEntry(1020.0)
    )
    made: list[QLineEdit] = []
    for state in [*entries[:4], more, entries[0]]:
        for edit in kept.entry_edits + kept.note_edits:
            edit.setFocus()
            QTest.keyClicks(edit, "secret")  # the last player's terms
        kept.show_state(state)
        fresh = EntryPage("en")
        qtbot.addWidget(fresh)
        fresh.show()
        fresh.show_state(state)

        def form(page: EntryPage) -> list[tuple[str, str, str, bool]]:
            fields = page.entry_edits + page.note_edits
            return [
                (e.text(), e.accessibleName(), e.placeholderText(), e.isUndoAvailable())
                for e in fields
            ]

        assert form(kept) == form(fresh)
        assert all(text == "" and not undo for text, _, _, undo in form(kept))
        assert kept.terms() == fresh.terms() and kept.notes() == fresh.notes()
        labels = [
            kept.entry_form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget().text()
            for i in range(kept.entry_form.rowCount())
        ]
        assert labels == [
            fresh.entry_form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget().text()
            for i in range(fresh.entry_form.rowCount())
        ]
        made += [e for e in kept.entry_edits if e not in made]
    # the form is made again only when the categories change (twice here), not per player
    assert len(made) == 5 + 6 + 5


def test_creative_choosers_kept_for_the_next_round_choose_nobody(qtbot) -> None:  # type: ignore[no-untyped-def]
    config = stadtland.Config(("Anna", "Ben", "Cem", "Dora"), creative=True, seed=4, round_cap=9)
    rounds = [s for s in scripted_states(config) if s.phase == "creative"]
    assert len(rounds) >= 2
    kept = CreativePage("en")
    qtbot.addWidget(kept)
    combos: set[int] = set()
    for state in rounds:
        for combo in kept.point_combos:
            combo.setCurrentIndex(1)  # last round's fingers
        kept.show_state(state)
        fresh = CreativePage("en")
        qtbot.addWidget(fresh)
        fresh.show_state(state)
        assert kept.targets() == fresh.targets() == (None,) * state.n

        def choices(page: CreativePage) -> list[list[tuple[str, object]]]:
            return [
                [(c.itemText(i), c.itemData(i)) for i in range(c.count())]
                for c in page.point_combos
            ]

        assert choices(kept) == choices(fresh)
        assert table_contents(kept.creative_terms) == table_contents(fresh.creative_terms)
        combos |= {id(c) for c in kept.point_combos}
    assert len(combos) == 4  # made once for the four players
