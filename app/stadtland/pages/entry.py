"""The hot-seat entry of Stadt-Land-anders: the cover ("pass the laptop to …") and the form.

Players after "Stopp und 1" may enter only as many terms as they had; the player who called
"Stopp und Aus!" must fill every category (the engine refuses otherwise; the form only says so).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.stadtland.pages.base import PageHBox, PageVBox, PromptCard, cat_title, font
from geoquiz.games.stadtland import State

__all__ = ["CoverPage", "EntryPage"]


class CoverPage(QWidget):
    """Covers the screen between two players; ``reveal_requested`` when the named one has it."""

    reveal_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = PageVBox(self)
        layout.addStretch(1)
        self.cover_label = QLabel()
        self.cover_label.setWordWrap(True)
        self.cover_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cover_label.setFont(font(self.cover_label, 8, True))
        layout.addWidget(self.cover_label)
        self.cover_button = QPushButton()
        self.cover_button.setFont(font(self.cover_button, 3))
        self.cover_button.clicked.connect(self.reveal_requested)
        self.cover_button.setMinimumHeight(48)
        for key in ("Return", "Enter"):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(self.reveal_requested)
        layout.addWidget(self.cover_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def show_state(self, state: State) -> None:
        name = state.config.players[state.current]
        self.cover_label.setText(
            QCoreApplication.translate("StadtlandScreen", "Pass the laptop to %1.").replace(
                "%1", name
            )
            + "\n\n"
            + QCoreApplication.translate("StadtlandScreen", "Everybody else: please look away.")
        )
        self.cover_button.setText(
            QCoreApplication.translate("StadtlandScreen", "I am %1: enter my terms").replace(
                "%1", name
            )
        )
        self.cover_button.setDefault(True)
        self.cover_button.setFocus()


class EntryPage(QWidget):
    """One term and one justification per category; ``submit_requested`` on "Done" (or Return
    in the last field)."""

    submit_requested = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        layout = PageHBox(self)
        left = QVBoxLayout()
        self.entry_title = QLabel()
        self.entry_title.setFont(font(self.entry_title, 5, True))
        left.addWidget(self.entry_title)
        self.entry_form_box = QWidget()
        self.entry_form = QFormLayout(self.entry_form_box)
        left.addWidget(self.entry_form_box)
        self.entry_note = QLabel()
        self.entry_note.setWordWrap(True)
        left.addWidget(self.entry_note)
        self.entry_error = QLabel()
        self.entry_error.setWordWrap(True)
        self.entry_error.setStyleSheet("color: #b00020; font-weight: bold;")
        left.addWidget(self.entry_error)
        self.entry_done = QPushButton(
            QCoreApplication.translate("StadtlandScreen", "&Done: hide my terms")
        )
        self.entry_done.setFont(font(self.entry_done, 2, True))
        self.entry_done.clicked.connect(self.submit_requested)
        left.addWidget(self.entry_done, 0, Qt.AlignmentFlag.AlignLeft)
        left.addStretch(1)
        layout.addLayout(left, 3)
        self.card = PromptCard()
        self.card.text.setFont(font(self.card.text, 16, True))
        layout.addWidget(self.card, 2, Qt.AlignmentFlag.AlignTop)
        self.entry_edits: list[QLineEdit] = []
        self.note_edits: list[QLineEdit] = []
        #: the category titles the form has fields for (None: no form yet)
        self._form_titles: list[str] | None = None

    def terms(self) -> tuple[str, ...]:
        return tuple(edit.text() for edit in self.entry_edits)

    def notes(self) -> tuple[str, ...]:
        return tuple(edit.text() for edit in self.note_edits)

    def show_state(self, state: State) -> None:
        """An empty form for the player whose terms are entered now."""
        player = state.current
        name = state.config.players[player]
        self.entry_title.setText(
            QCoreApplication.translate("StadtlandScreen", "%1's terms").replace("%1", name)
        )
        self.card.show_prompt(state.prompt, self.lang)
        titles = [cat_title(cid, self.lang) for cid in state.config.categories]
        if self._form_titles == titles:
            # the same categories as for the last player: the fields are emptied (setText,
            # not clear(): Undo must not bring back the last player's terms)
            for edit in (*self.entry_edits, *self.note_edits):
                edit.setText("")
        else:
            self._build_form(titles)
        notes = [
            QCoreApplication.translate(
                "StadtlandScreen", "Leave a category empty if you have no term for it."
            ),
            QCoreApplication.translate(
                "StadtlandScreen",
                "A justification (rule 3) is shown at the vote; the letter checks ignore it.",
            ),
        ]
        stop = state.stop_of(player)
        if stop is not None:
            notes.append(
                QCoreApplication.translate(
                    "StadtlandScreen",
                    "You called \u201cStopp und 1!\u201d with %1 terms: enter only those.",
                ).replace("%1", str(stop["filled"]))
            )
        if state.end_reason == "stop" and state.ended_by == player:
            notes.append(
                QCoreApplication.translate(
                    "StadtlandScreen",
                    "You called \u201cStopp und Aus!\u201d: enter a term for every category.",
                )
            )
        self.entry_note.setText("\n".join(notes))
        self.entry_error.clear()
        self.entry_done.setText(
            QCoreApplication.translate("StadtlandScreen", "&Done: hide my terms")
        )

    def _build_form(self, titles: list[str]) -> None:
        """One term field and one justification field per category title (the form of the
        game's categories, made when they change, not for every player)."""
        while self.entry_form.rowCount():
            self.entry_form.removeRow(0)
        self.entry_edits = []
        self.note_edits = []
        for title in titles:
            edit = QLineEdit()
            edit.setMaxLength(80)
            edit.setFont(font(edit, 3))
            edit.setAccessibleName(title)
            edit.returnPressed.connect(self._entry_return)
            note = QLineEdit()
            note.setMaxLength(80)
            note.setPlaceholderText(
                QCoreApplication.translate("StadtlandScreen", "justification (optional)")
            )
            note.setAccessibleName(
                QCoreApplication.translate("StadtlandScreen", "Justification for %1").replace(
                    "%1", title
                )
            )
            note.returnPressed.connect(self._entry_return)
            row = QWidget()
            pair = QHBoxLayout(row)
            pair.setContentsMargins(0, 0, 0, 0)
            pair.addWidget(edit, 3)
            pair.addWidget(note, 2)
            label = QLabel(title + ":")
            label.setFont(font(label, 3))
            label.setBuddy(edit)
            self.entry_form.addRow(label, row)
            label.show()  # shown now (not queued by the layout) so that focus can move in
            row.show()
            self.entry_edits.append(edit)
            self.note_edits.append(note)
        for before, after in zip(self.note_edits, self.entry_edits[1:], strict=False):
            QWidget.setTabOrder(before, after)
        for term, note in zip(self.entry_edits, self.note_edits, strict=True):
            QWidget.setTabOrder(term, note)
        self._form_titles = titles

    def _entry_return(self) -> None:
        sender = self.sender()
        if sender in self.note_edits:
            sender = self.entry_edits[self.note_edits.index(sender)]
        if sender in self.entry_edits:
            i = self.entry_edits.index(sender)
            if i + 1 < len(self.entry_edits):
                self.entry_edits[i + 1].setFocus()
                return
        self.submit_requested.emit()
