"""The check page of Stadt-Land-anders: every term in a table, the vote, corrections, merges.

Rows are categories, columns players; automatic marks carry their reasons (✗ and struck
through, with a red tint; accepted terms ✓). The side panel works on the selected term: put it
to the vote (tick who rejects it; a strict majority of the other players crosses it out, a tie
accepts it), correct it (logged), or merge it with other spellings.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.stadtland.pages.base import (
    PageHBox,
    cat_title,
    fill_terms,
    font,
    mark_text,
    round_text,
    wrap_table,
)
from geoquiz.games.stadtland import State, round_points
from geoquiz.games.stadtland.cards import prompt

__all__ = ["CheckPage"]


def _checks_box(title: str, button: str) -> tuple[QGroupBox, QLabel, QVBoxLayout, QPushButton]:
    """A group ``title`` of a text, a column for check boxes (filled per cell) and a button:
    the box, its text label, the column and the button."""
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    label = QLabel()
    label.setWordWrap(True)
    layout.addWidget(label)
    column = QWidget()
    checks = QVBoxLayout(column)
    checks.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(column)
    push = QPushButton(button)
    layout.addWidget(push)
    return box, label, checks, push


class CheckPage(QWidget):
    """The check. ``selected`` is the ``(category, player)`` the side panel works on.

    Signals: ``cell_selected(row, column)`` (the table's current cell moved),
    ``vote_requested``, ``edit_requested``, ``merge_requested``, ``score_requested`` (the
    buttons; the screen reads :meth:`against`, :meth:`merged_with` and the correction fields).
    """

    cell_selected = Signal(int, int)
    vote_requested = Signal()
    edit_requested = Signal()
    merge_requested = Signal()
    score_requested = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.selected: tuple[int, int] | None = None
        layout = PageHBox(self)
        left = QVBoxLayout()
        self.check_title = QLabel()
        self.check_title.setFont(font(self.check_title, 3, True))
        self.check_title.setWordWrap(True)
        left.addWidget(self.check_title)
        self.table = QTableWidget()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.setAccessibleName(
            QCoreApplication.translate("StadtlandScreen", "Terms of this round")
        )
        self.table.setFont(font(self.table, 3))
        self.table.currentCellChanged.connect(self._cell_changed)
        wrap_table(self.table)
        left.addWidget(self.table, 1)
        self.legend = QLabel(
            QCoreApplication.translate(
                "StadtlandScreen",
                "✓ accepted   ✗ crossed out, with the reason   — gap.   "
                "Singular or plural are both fine (rule 2). Be generous, but not arbitrary.",
            )
        )
        self.legend.setWordWrap(True)
        left.addWidget(self.legend)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setFont(font(self.preview, 2, True))
        left.addWidget(self.preview)
        layout.addLayout(left, 3)
        right = QVBoxLayout()
        self.vote_box, self.vote_label, self.vote_checks, self.vote_button = _checks_box(
            QCoreApplication.translate("StadtlandScreen", "Vote"),
            QCoreApplication.translate("StadtlandScreen", "&Count the votes"),
        )
        self.vote_button.clicked.connect(self.vote_requested)
        self.vote_result = QLabel()
        self.vote_result.setWordWrap(True)
        self.vote_box.layout().addWidget(self.vote_result)
        right.addWidget(self.vote_box)
        self.edit_box = QGroupBox(QCoreApplication.translate("StadtlandScreen", "Correct the term"))
        edit_form = QFormLayout(self.edit_box)
        self.edit_term = QLineEdit()
        self.edit_term.setMaxLength(80)
        self.edit_note = QLineEdit()
        self.edit_note.setMaxLength(80)
        self.edit_note.setPlaceholderText(QCoreApplication.translate("StadtlandScreen", "optional"))
        edit_form.addRow(QCoreApplication.translate("StadtlandScreen", "&Term:"), self.edit_term)
        edit_form.addRow(
            QCoreApplication.translate("StadtlandScreen", "Ju&stification:"), self.edit_note
        )
        self.edit_button = QPushButton(
            QCoreApplication.translate("StadtlandScreen", "Sa&ve the correction")
        )
        self.edit_button.clicked.connect(self.edit_requested)
        edit_form.addRow(self.edit_button)
        right.addWidget(self.edit_box)
        self.merge_box, self.merge_label, self.merge_checks, self.merge_button = _checks_box(
            QCoreApplication.translate("StadtlandScreen", "Same term, other spelling"),
            QCoreApplication.translate("StadtlandScreen", "&Merge into one term"),
        )
        self.merge_button.clicked.connect(self.merge_requested)
        right.addWidget(self.merge_box)
        self.merge_boxes: list[tuple[int, QCheckBox]] = []
        self.log_label = QLabel()
        self.log_label.setWordWrap(True)
        right.addWidget(self.log_label)
        self.voter_boxes: list[tuple[int, QCheckBox]] = []
        right.addStretch(1)
        self.score_button = QPushButton(
            QCoreApplication.translate("StadtlandScreen", "&Score the round")
        )
        self.score_button.setFont(font(self.score_button, 2, True))
        self.score_button.clicked.connect(self.score_requested)
        right.addWidget(self.score_button)
        holder = QWidget()
        holder.setLayout(right)
        side = QScrollArea()  # the side panel scrolls on a small screen instead of squeezing
        side.setWidget(holder)
        side.setWidgetResizable(True)
        side.setFrameShape(QFrame.Shape.NoFrame)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.setMinimumWidth(320)
        side.setMaximumWidth(400)
        layout.addWidget(side, 1)

    # ------------------------------------------------------------------ what the players chose
    def against(self) -> tuple[int, ...]:
        """The voters ticked as rejecting the selected term."""
        return tuple(q for q, box in self.voter_boxes if box.isChecked())

    def merged_with(self) -> list[int]:
        """The players whose spellings are ticked to merge with the selected term."""
        return [q for q, box in self.merge_boxes if box.isChecked()]

    def select(self, state: State, row: int, column: int) -> None:
        """Work on the term in category ``row`` of player ``column``."""
        self.selected = (row, column)
        self.vote_result.clear()
        self._load_edit(state)
        self._render_vote(state)

    def _cell_changed(self, row: int, column: int, _prev_row: int, _prev_col: int) -> None:
        if row >= 0 and column >= 0:
            self.cell_selected.emit(row, column)

    # ------------------------------------------------------------------ rendering
    def show_state(self, state: State) -> None:
        names = list(state.config.players)
        card = prompt(str(state.prompt))
        colour = (
            QCoreApplication.translate("StadtlandScreen", "green")
            if card.colour == "green"
            else QCoreApplication.translate("StadtlandScreen", "blue")
        )
        self.check_title.setText(
            round_text(state)
            + " — "
            + QCoreApplication.translate("StadtlandScreen", "prompt: %1 (%2)")
            .replace("%1", card.text(self.lang))
            .replace("%2", colour)
        )
        self.table.blockSignals(True)
        keys = state.keys()
        merged = {
            (q, m["category"])
            for m in state.merges
            for q in range(state.n)
            if keys[q][m["category"]] in {keys[r][m["category"]] for r in m["players"]}
        }
        fill_terms(
            self.table, state, self.lang, state.terms, state.marks, names, state.notes, merged
        )
        self.table.blockSignals(False)
        preview = round_points(state.terms, state.marks, state.keys())
        pairs = zip(names, preview, strict=True)
        self.preview.setText(
            QCoreApplication.translate("StadtlandScreen", "Points if scored now: %1").replace(
                "%1", ", ".join(f"{name} {pts}" for name, pts in pairs)
            )
        )
        if self.selected is None or state.auto[self.selected[1]][self.selected[0]] == "gap":
            opened = state.open_terms()
            self.selected = min(opened) if opened else None
            self._load_edit(state)
        lines = []
        for e in state.edits:
            line = (
                QCoreApplication.translate(
                    "StadtlandScreen", "%1 corrected in %2: \u201c%3\u201d → \u201c%4\u201d"
                )
                .replace("%1", names[e["player"]])
                .replace("%2", cat_title(state.config.categories[e["category"]], self.lang))
                .replace("%3", e["old"])
                .replace("%4", e["new"])
            )
            if e["old_note"] != e["new_note"]:
                line += (
                    " ("
                    + QCoreApplication.translate("StadtlandScreen", "justification: %1").replace(
                        "%1", e["new_note"]
                    )
                    + ")"
                )
            lines.append(line)
        self.log_label.setText("\n".join(lines))
        if self.selected is not None:
            c, p = self.selected
            self.table.blockSignals(True)
            self.table.setCurrentCell(c, p)
            self.table.blockSignals(False)
        self._render_vote(state)

    def _load_edit(self, state: State) -> None:
        """Put the selected term and its justification into the correction fields."""
        if self.selected is None:
            self.edit_term.clear()
            self.edit_note.clear()
            return
        c, p = self.selected
        self.edit_term.setText(state.terms[p][c])
        self.edit_note.setText(state.notes[p][c] if state.notes else "")

    def _render_vote(self, state: State) -> None:
        """The vote, correction and merge boxes for the selected term."""
        names = state.config.players
        for group in (self.vote_box, self.edit_box, self.merge_box):
            group.setEnabled(self.selected is not None)
        if self.selected is None or state.auto[self.selected[1]][self.selected[0]] == "gap":
            _show_boxes(self.vote_checks, [])
            _show_boxes(self.merge_checks, [])
            self.voter_boxes, self.merge_boxes = [], []
        if self.selected is None:
            self.vote_label.setText(
                QCoreApplication.translate("StadtlandScreen", "No term is open to a vote.")
            )
            self.merge_label.clear()
            return
        c, p = self.selected
        title = cat_title(state.config.categories[c], self.lang)
        self.edit_box.setTitle(
            QCoreApplication.translate("StadtlandScreen", "Correct %1's term in %2")
            .replace("%1", names[p])
            .replace("%2", title)
        )
        auto = state.auto[p][c]
        if auto == "gap":
            self.vote_label.setText(
                QCoreApplication.translate("StadtlandScreen", "A gap: nothing to vote on.")
            )
            self.vote_button.setEnabled(False)
            self.merge_box.setEnabled(False)
            self.merge_label.clear()
            return
        authors = state.authors(c, p)
        voters = state.voters(c, p)
        text = (
            QCoreApplication.translate("StadtlandScreen", "\u201c%1\u201d in %2 by %3.")
            .replace("%1", state.terms[p][c])
            .replace("%2", title)
            .replace("%3", ", ".join(names[a] for a in authors))
        )
        note = state.notes[p][c] if state.notes else ""
        if note:
            text += "\n" + QCoreApplication.translate(
                "StadtlandScreen", "Justification: %1"
            ).replace("%1", note)
        if auto is not None:
            text += "\n" + QCoreApplication.translate(
                "StadtlandScreen", "The app crossed it out: %1. The vote can overrule the app."
            ).replace("%1", mark_text(auto))
        text += "\n" + QCoreApplication.translate("StadtlandScreen", "Tick who rejects it:")
        self.vote_label.setText(text)
        rejects = QCoreApplication.translate("StadtlandScreen", "%1 rejects it")
        boxes = _show_boxes(self.vote_checks, [rejects.replace("%1", names[q]) for q in voters])
        self.voter_boxes = list(zip(voters, boxes, strict=True))
        self.vote_button.setEnabled(bool(voters))
        if not voters:
            self.vote_label.setText(
                QCoreApplication.translate(
                    "StadtlandScreen", "Everybody wrote this term; nobody votes on it."
                )
            )
        keys = state.keys()
        others = [
            q for q in range(state.n) if state.auto[q][c] != "gap" and keys[q][c] != keys[p][c]
        ]
        spelling = QCoreApplication.translate("StadtlandScreen", "%1: \u201c%2\u201d")
        texts = [spelling.replace("%1", names[q]).replace("%2", state.terms[q][c]) for q in others]
        self.merge_boxes = list(zip(others, _show_boxes(self.merge_checks, texts), strict=True))
        self.merge_label.setText(
            QCoreApplication.translate(
                "StadtlandScreen",
                "Tick the other spellings of \u201c%1\u201d: merged terms count as shared.",
            ).replace("%1", state.terms[p][c])
            if others
            else QCoreApplication.translate(
                "StadtlandScreen", "No other spelling in this category."
            )
        )
        self.merge_button.setEnabled(bool(others))
        # keyboard: Tab goes from the table through the voters to "Count the votes", on through
        # the correction and the merge, then "Score"
        chain: list[QWidget] = [self.table, *(box for _, box in self.voter_boxes)]
        chain += [self.vote_button, self.edit_term, self.edit_note, self.edit_button]
        chain += [*(box for _, box in self.merge_boxes), self.merge_button, self.score_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)


def _show_boxes(column: QVBoxLayout, texts: list[str]) -> list[QCheckBox]:
    """Unticked check boxes with ``texts`` at the top of ``column``, the rest of its boxes hidden.

    The boxes stay in the column from one term to the next (more are added when a term needs
    them): deleting and making them anew on every selection and move relaid out the whole side
    panel and window."""
    boxes: list[QCheckBox] = []
    for i, text in enumerate(texts):
        item = column.itemAt(i)
        box = item.widget() if item is not None else None
        if not isinstance(box, QCheckBox):
            box = QCheckBox()
            column.addWidget(box)
        box.setChecked(False)
        box.setText(text)
        box.setVisible(True)
        boxes.append(box)
    for i in range(len(texts), column.count()):
        item = column.itemAt(i)
        if item is not None and item.widget() is not None:
            item.widget().setVisible(False)
    return boxes
