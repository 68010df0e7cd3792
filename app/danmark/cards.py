"""Chance and question cards of Danmark-spillet, shown as cards lying on the board.

A card is a widget of the screen drawn over the map (:meth:`CardWidget.place_over`), not a
message box or a dialog of the window system: a rounded paper card with a heading strip (a star
for a chance card, a question mark for a question card: shape and word, not colour alone), the
text and its answer area. It keeps the keyboard while it is open: Enter/Return is its main
button (OK, or Continue once a question is answered), Esc puts it aside (a question can then be
answered in the list of moves), the keys 1–4 answer a question. ``finished(result)`` is emitted
when it closes (1: OK/Continue, 0: put aside), as a dialog's would be.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.shell.fonts import scaled_font
from geoquiz.geo.denmark_board import ChanceCard, Question

__all__ = ["CardWidget", "ChanceCardWidget", "QuestionCard"]

#: the card's paper and edge; the heading strips of the two kinds of card (the symbol and the
#: word tell them apart as well)
_STYLE = """
QFrame#danmarkCard { background: #fffdf6; border: 2px solid #3a3a3a; border-radius: 12px; }
QLabel#cardHead { border-radius: 8px; padding: 4px 10px; font-weight: bold; color: #111111; }
QLabel#cardHead[kind="chance"] { background: #ffd700; }
QLabel#cardHead[kind="question"] { background: #bcd9f0; }
QFrame#danmarkCard QLabel { color: #111111; background: transparent; }
"""
#: the card's width where there is room, and its margin from the edges of the board
CARD_WIDTH = 440
CARD_MARGIN = 16


class CardWidget(QFrame):
    """A card over the board (see the module docstring); subclasses fill :attr:`body`."""

    finished = Signal(int)
    kind = "chance"

    def __init__(self, title: str, symbol: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("danmarkCard")
        self.setStyleSheet(_STYLE)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(title)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if parent is not None:
            shadow = QGraphicsDropShadowEffect(self)
            shadow.setBlurRadius(18)
            shadow.setOffset(3, 4)
            shadow.setColor(QColor(0, 0, 0, 110))
            self.setGraphicsEffect(shadow)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(14, 12, 14, 14)
        self.body.setSpacing(8)
        self.head = QLabel(f"{symbol}  {title}")
        self.head.setObjectName("cardHead")
        self.head.setProperty("kind", self.kind)
        self.head.setFont(scaled_font(self.head.font(), 1.15))
        self.body.addWidget(self.head)
        self._area: QRect | None = None
        self.closed = False
        self.hide()

    def _text_label(self, text: str, scale: float = 1.0, bold: bool = False) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if scale != 1.0 or bold:
            label.setFont(scaled_font(label.font(), scale, bold=bold))
        self.body.addWidget(label)
        return label

    # -- showing and closing ----------------------------------------------------------------
    def open(self) -> None:
        """Lay the card on the board and give it the keyboard."""
        self.fit()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.focus_first()

    def focus_first(self) -> None:
        """Give the keyboard to the card's main control."""

    def accept(self) -> None:
        self._close(1)

    def reject(self) -> None:
        self._close(0)

    def _close(self, result: int) -> None:
        """Close once (a card not laid on the board, with cards off, closes too)."""
        if self.closed:
            return
        self.closed = True
        self.hide()
        self.finished.emit(result)

    # -- size and place ---------------------------------------------------------------------
    def place_over(self, area: QRect) -> None:
        """Lie in the middle of ``area`` (the board, in the parent's coordinates), as wide as
        :data:`CARD_WIDTH` where there is room, as tall as its texts need."""
        self._area = QRect(area)
        self.fit()

    def fit(self) -> None:
        """The card's height for its width (texts wrap; an answer line shown later makes it
        taller: a card keeps no height that cuts a line), and its place over the board."""
        area = self._area
        width = CARD_WIDTH if area is None else min(CARD_WIDTH, area.width() - 2 * CARD_MARGIN)
        width = max(280, width)
        layout = self.layout()
        assert layout is not None
        layout.activate()
        # the widget's height for width counts its frame and margins (the layout's does not)
        height = max(self.heightForWidth(width), layout.totalMinimumSize().height())
        if area is not None:
            height = min(height, max(120, area.height() - 2 * CARD_MARGIN))
        self.setFixedSize(width, height)
        if area is not None:
            self.move(
                area.left() + (area.width() - width) // 2,
                area.top() + max(CARD_MARGIN, (area.height() - height) // 2),
            )

    # -- keys -------------------------------------------------------------------------------
    _OWN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space)

    def event(self, event: QEvent) -> bool:
        """The screen's shortcuts (Esc: start screen, Space: roll) do not act while a card
        has the keyboard: the card's keys are its own."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if self.owns_key(event):
                event.accept()
                return True
        return super().event(event)

    def owns_key(self, event: QKeyEvent) -> bool:
        return event.key() in self._OWN_KEYS and not event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.reject()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.main_key()
            return
        if key == Qt.Key.Key_Space:
            return  # the die's key does nothing under a card (a focused button takes it)
        super().keyPressEvent(event)

    def main_key(self) -> None:
        """Enter/Return: the card's main button."""
        self.accept()


class ChanceCardWidget(CardWidget):
    """A chance card drawn by a person: who drew it, its text, OK."""

    kind = "chance"

    def __init__(self, card: ChanceCard, lang: str, player: str, parent: QWidget | None = None):
        super().__init__(self.tr("Chance card"), "★", parent)
        self.card = card
        self.who = self._text_label(self.tr("%1 draws a chance card:").replace("%1", player))
        self.text = self._text_label(card.text.get(lang, card.text["en"]), 1.3, bold=True)
        self.text.setAccessibleName(self.tr("Chance card text"))
        self.ok_button = QPushButton(self.tr("OK (Enter)"))
        self.ok_button.setAccessibleName(self.tr("OK"))
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.accept)
        self.body.addWidget(self.ok_button)

    def focus_first(self) -> None:
        self.ok_button.setFocus(Qt.FocusReason.OtherFocusReason)


class QuestionCard(CardWidget):
    """A question card: the text, four answers as buttons (keys 1–4), the card's value.

    A pick does not close it at once: the card says whether the answer was right, marks the
    right answer (✓, and ✗ on a wrong pick: not by colour alone) with its fact (the distance,
    the island, the region…), and closes on "Continue" (Enter)."""

    kind = "question"

    def __init__(
        self, question: Question, lang: str, reader: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Question card"), "?", parent)
        self.choice: int | None = None
        self.question = question
        self.lang = lang
        self._text_label(self.tr("%1 reads the question aloud:").replace("%1", reader))
        self.text = self._text_label(question.text.get(lang, question.text["en"]), 1.3, True)
        self._text_label(self.tr("Worth %n space(s)", "", question.value))
        self.buttons: list[QPushButton] = []
        for i, option in enumerate(question.options):
            button = QPushButton(f"&{i + 1}  {option.get(lang, option['en'])}")
            button.setAccessibleName(option.get(lang, option["en"]))
            button.clicked.connect(lambda _=False, i=i: self._pick(i))
            self.body.addWidget(button)
            self.buttons.append(button)
        self.verdict = self._text_label("")
        self.verdict.setAccessibleName(self.tr("Result"))
        self.verdict.hide()
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.clicked.connect(self.accept)
        self.continue_button.hide()
        self.body.addWidget(self.continue_button)

    def focus_first(self) -> None:
        """The card itself until answered (a Space meant for the die picks no answer; Tab
        goes to the answers), then Continue."""
        if self.choice is not None:
            self.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def owns_key(self, event: QKeyEvent) -> bool:
        digit = event.key() - Qt.Key.Key_1.value
        return super().owns_key(event) or 0 <= digit < len(self.buttons)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1–4 answer (the buttons also take Alt+digit, Tab and Space)."""
        digit = event.key() - Qt.Key.Key_1.value
        if 0 <= digit < len(self.buttons) and self.choice is None:
            self._pick(digit)
            return
        super().keyPressEvent(event)

    def main_key(self) -> None:
        """Enter: Continue once answered; before that the answer button with the keyboard."""
        if self.choice is not None:
            self.accept()
            return
        focused = self.focusWidget()
        if focused in self.buttons:
            self._pick(self.buttons.index(focused))

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
        self.fit()  # taller by the answer line: never cut to the height it had
        from geoquiz.app import sound

        sound.play("right" if i == q.answer else "wrong")
