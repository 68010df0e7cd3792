"""Dialogs of Danmark-spillet: new game (2–4 players: human on this laptop, human on a phone or
computer with a level), question card. With phone seats the laptop opens the table (DESIGN §11)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.table.setup import PHONE, add_phone_choice, open_table, table_seats
from geoquiz.games.danmark import LEVELS, Config, PlayerSpec
from geoquiz.geo.denmark_board import Question

__all__ = ["NewGameDialog", "QuestionDialog"]


class NewGameDialog(QDialog):
    """Collects a :class:`games.danmark.Config`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game: Danmark-spillet"))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)
        for col, text in enumerate(
            (self.tr("Plays"), self.tr("Name"), self.tr("Player"), self.tr("Level"))
        ):
            grid.addWidget(QLabel(text), 0, col)
        self.enabled: list[QCheckBox] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        level_names = {
            "easy": self.tr("easy"),
            "medium": self.tr("medium"),
            "hard": self.tr("hard"),
        }
        for row in range(1, 5):
            on = QCheckBox()
            on.setChecked(row <= 2)
            on.setEnabled(row > 2)
            on.setAccessibleName(self.tr("Player %1 plays").replace("%1", str(row)))
            name = self.tr("Player %1").replace("%1", str(row))
            edit = QLineEdit(name if row != 2 else self.tr("Computer"))
            edit.setAccessibleName(self.tr("Name of player %1").replace("%1", str(row)))
            who = QComboBox()
            who.addItem(self.tr("Human"), "human")
            who.addItem(self.tr("Computer"), "computer")
            add_phone_choice(who)  # DESIGN §11: the player joins with a phone
            who.setCurrentIndex(1 if row == 2 else 0)
            who.setAccessibleName(self.tr("Player %1 is").replace("%1", str(row)))
            level = QComboBox()
            for key in LEVELS:
                level.addItem(level_names[key], key)
            level.setCurrentIndex(1)
            level.setAccessibleName(self.tr("Level of player %1").replace("%1", str(row)))
            level.setEnabled(row == 2)
            who.currentIndexChanged.connect(
                lambda _i, who=who, level=level: level.setEnabled(who.currentData() == "computer")
            )
            for col, w in enumerate((on, edit, who, level)):
                grid.addWidget(w, row, col)
            self.enabled.append(on)
            self.names.append(edit)
            self.kinds.append(who)
            self.levels.append(level)
            on.toggled.connect(self._update_phones)
            who.currentIndexChanged.connect(self._update_phones)
        self.phones = QLabel(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; each phone shows its player's city cards and the "
                "question cards to read out."
            )
        )
        self.phones.setWordWrap(True)
        layout.addWidget(self.phones)
        self._update_phones()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def config(self, seed: int | None = None) -> Config:
        players: list[PlayerSpec] = []
        for on, edit, who, level in zip(
            self.enabled, self.names, self.kinds, self.levels, strict=True
        ):
            if not on.isChecked():
                continue
            name = edit.text().strip() or self.tr("Player %1").replace("%1", str(len(players) + 1))
            players.append(
                PlayerSpec(name, who.currentData() == "computer", str(level.currentData()))
            )
        return Config(tuple(players), seed if seed is not None else random.randrange(2**31))

    def _active(self) -> list[int]:
        return [i for i, on in enumerate(self.enabled) if on.isChecked()]

    def _update_phones(self) -> None:
        self.phones.setVisible(self.uses_phones())

    def uses_phones(self) -> bool:
        """True when at least one playing seat is on a phone."""
        return any(self.kinds[i].currentData() == PHONE for i in self._active())

    def open_table(self, config: Config, parent: QWidget | None = None) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        and return True; without: False (the game runs on the Danmark screen)."""
        active = self._active()
        seats = table_seats(
            [spec.name for spec in config.players],
            [str(self.kinds[i].currentData()) for i in active],
            [str(self.levels[i].currentData()) for i in active],
        )
        return open_table("danmark", config, seats, parent)


class QuestionDialog(QDialog):
    """A question card: the text, four answers as buttons (keys 1–4), the card's value.

    A click does not close it at once: the card shows whether the answer was right, marks the
    right answer (✓, and ✗ on a wrong pick: not by colour alone) with its fact (the distance, the
    island, the region…), and closes on "Continue" (Enter)."""

    def __init__(
        self, question: Question, lang: str, reader: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.choice: int | None = None
        self.setWindowTitle(self.tr("Question card"))
        layout = QVBoxLayout(self)
        who = QLabel(self.tr("%1 reads the question aloud:").replace("%1", reader))
        layout.addWidget(who)
        text = QLabel(question.text.get(lang, question.text["en"]))
        text.setWordWrap(True)
        font = text.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        text.setFont(font)
        layout.addWidget(text)
        value = QLabel(self.tr("Worth %n space(s)", "", question.value))
        layout.addWidget(value)
        self.buttons: list[QPushButton] = []
        for i, option in enumerate(question.options):
            button = QPushButton(f"&{i + 1}  {option.get(lang, option['en'])}")
            button.setAccessibleName(option.get(lang, option["en"]))
            button.clicked.connect(lambda _=False, i=i: self._pick(i))
            layout.addWidget(button)
            self.buttons.append(button)
        self.question = question
        self.lang = lang
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(self.tr("Result"))
        self.verdict.hide()
        layout.addWidget(self.verdict)
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.clicked.connect(self.accept)
        self.continue_button.hide()
        layout.addWidget(self.continue_button)
        self.setMinimumWidth(420)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1–4 answer (the buttons also take Alt+digit, Tab and Space)."""
        digit = event.key() - Qt.Key.Key_1.value
        if 0 <= digit < len(self.buttons) and self.choice is None:
            self._pick(digit)
            return
        super().keyPressEvent(event)

    def _pick(self, i: int) -> None:
        if self.choice is not None:
            return
        self.choice = i
        q, lang = self.question, self.lang
        right = q.options[q.answer].get(lang, q.options[q.answer]["en"])
        for k, button in enumerate(self.buttons):
            button.setEnabled(False)
            if k == q.answer:
                button.setText(button.text() + "  ✓")
            elif k == i:
                button.setText(button.text() + "  ✗")
        fact = q.fact.get(lang, q.fact.get("en", ""))
        if i == q.answer:
            verdict = self.tr("Right! %1").replace("%1", fact)
        else:
            verdict = (
                self.tr("Wrong. The right answer is %1. %2")
                .replace("%1", right)
                .replace("%2", fact)
            )
        self.verdict.setText(verdict.strip())
        self.verdict.show()
        self.continue_button.show()
        self.continue_button.setDefault(True)
        self.continue_button.setFocus()
