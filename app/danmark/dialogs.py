"""Dialogs of Danmark-spillet: new game (2–4 players: human on this laptop, human on a phone or
computer with a level), question card. With phone seats the laptop opens the table (DESIGN §11)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.seat_dialog import SeatDialog
from geoquiz.games.danmark import Config, PlayerSpec
from geoquiz.geo.denmark_board import Question

__all__ = ["NewGameDialog", "QuestionDialog"]


class NewGameDialog(SeatDialog):
    """Collects a :class:`games.danmark.Config`."""

    game = "danmark"

    def __init__(self, parent: QWidget | None = None) -> None:
        title = self.tr("New game: Danmark-spillet")
        super().__init__(title, seats=4, playing=2, computer=2, parent=parent)
        self.finish(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; each phone shows its player's city cards and the "
                "question cards to read out."
            )
        )

    def config(self, seed: int | None = None) -> Config:
        players: list[PlayerSpec] = []
        for i in self._active():
            name = self.names[i].text().strip() or self.tr("Player %1").replace(
                "%1", str(len(players) + 1)
            )
            players.append(PlayerSpec(name, self.is_computer(i), self.level(i)))
        return Config(tuple(players), seed if seed is not None else random.randrange(2**31))


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
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """Make the dialog as tall as its texts need at its width: a shown dialog keeps its size
        when the verdict appears, and its layout gave the wrapped answer line ("Rigtigt!
        Slagelse 11,35° Ø, …") one line's height, cut on every question."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        need = self.heightForWidth(self.width())
        if need > self.height():
            self.resize(self.width(), need)
