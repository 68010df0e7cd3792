"""The round page of Stadt-Land-anders: the prompt card, the countdown and the players' calls.

One row per player with "Stopp und 1" (a spin box says how many categories are filled; the
ten-second count runs in that row) and "Stopp und Aus". Keyboard: Ctrl+1…8 is "Stopp und 1" and
Ctrl+Shift+1…8 "Stopp und Aus" of player 1…8. A "Stopp und 1!" without a number asks for it in
the ask box.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.stadtland.pages.base import (
    PageVBox,
    PromptCard,
    cat_title,
    clock_text,
    font,
    round_text,
)
from geoquiz.games.stadtland import STOP_COUNT, State
from geoquiz.games.stadtland.config import MAX_PLAYERS

__all__ = ["CallRow", "RoundPage"]

# one player's row of calls: name, "filled" spin box, "Stopp und 1!", "Stopp und Aus!", info
CallRow = tuple[QLabel, QSpinBox, QPushButton, QPushButton, QLabel]


class RoundPage(QWidget):
    """The round while it is dealt, written and in the grace.

    Signals: ``deal_requested``; ``stop_one_requested(player)`` and ``stop_out_requested(player)``
    (the row buttons and shortcuts); ``filled_answered(k)`` and ``ask_cancelled`` (the ask box).
    """

    deal_requested = Signal()
    stop_one_requested = Signal(int)
    stop_out_requested = Signal(int)
    filled_answered = Signal(int)
    ask_cancelled = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        layout = PageVBox(self)
        self.round_title = QLabel()
        self.round_title.setFont(font(self.round_title, 3, True))
        layout.addWidget(self.round_title)
        self.round_categories = QLabel()
        self.round_categories.setWordWrap(True)
        self.round_categories.setFont(font(self.round_categories, 6, True))
        layout.addWidget(self.round_categories)
        middle = QHBoxLayout()
        self.card = PromptCard()
        self.card.text.setFont(font(self.card.text, 30, True))
        self.card.kind.setFont(font(self.card.kind, 4, True))
        self.card.setMinimumHeight(220)
        middle.addWidget(self.card, 3)
        clock_box = QVBoxLayout()
        clock_box.addStretch(1)
        self.countdown = QLabel()
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.countdown.setFont(font(self.countdown, 48, True))
        self.countdown.setAccessibleName(QCoreApplication.translate("StadtlandScreen", "Time left"))
        clock_box.addWidget(self.countdown)
        self.round_hint = QLabel()
        self.round_hint.setWordWrap(True)
        self.round_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.round_hint.setFont(font(self.round_hint, 5, True))
        clock_box.addWidget(self.round_hint)
        self.deal_button = QPushButton(
            QCoreApplication.translate("StadtlandScreen", "&Deal the prompt and start the round")
        )
        self.deal_button.setFont(font(self.deal_button, 3, True))
        self.deal_button.clicked.connect(self.deal_requested)
        clock_box.addWidget(self.deal_button)
        clock_box.addStretch(1)
        middle.addLayout(clock_box, 2)
        layout.addLayout(middle, 1)
        self.ask_box = QGroupBox()
        ask = QHBoxLayout(self.ask_box)
        self.ask_label = QLabel()
        self.ask_label.setFont(font(self.ask_label, 3, True))
        self.ask_label.setWordWrap(True)
        ask.addWidget(self.ask_label, 1)
        self.ask_buttons: list[QPushButton] = []
        for k in range(2, 7):
            button = QPushButton(f"&{k}")
            button.setFont(font(button, 3, True))
            button.clicked.connect(lambda _=False, k=k: self.filled_answered.emit(k))
            ask.addWidget(button)
            self.ask_buttons.append(button)
        self.ask_cancel = QPushButton(QCoreApplication.translate("StadtlandScreen", "Cancel"))
        self.ask_cancel.clicked.connect(self.ask_cancelled)
        ask.addWidget(self.ask_cancel)
        self.ask_box.setVisible(False)
        layout.addWidget(self.ask_box)
        self.calls_box = QGroupBox(QCoreApplication.translate("StadtlandScreen", "Calls"))
        self.calls_grid = QGridLayout(self.calls_box)
        layout.addWidget(self.calls_box)
        self.call_rows: list[CallRow] = []
        self.shortcuts: list[QShortcut] = []
        self._rows = [self._make_row(p) for p in range(MAX_PLAYERS)]

    def _make_row(self, p: int) -> CallRow:
        """Player ``p``'s row of calls, not yet in the grid (its names are set per game)."""
        label = QLabel()
        label.setFont(font(label, 4, True))
        filled = QSpinBox()
        filled.setSpecialValueText(QCoreApplication.translate("StadtlandScreen", "filled: ?"))
        filled.setToolTip(
            QCoreApplication.translate("StadtlandScreen", "How many categories are filled")
        )
        filled.setFont(font(filled, 2))
        filled.setPrefix(QCoreApplication.translate("StadtlandScreen", "filled: "))
        one = QPushButton(QCoreApplication.translate("StadtlandScreen", "Stopp und 1!"))
        one.setFont(font(one, 2, True))
        one.setMinimumHeight(36)
        one.clicked.connect(lambda _=False, p=p: self.stop_one_requested.emit(p))
        out = QPushButton(QCoreApplication.translate("StadtlandScreen", "Stopp und Aus!"))
        out.setFont(font(out, 2, True))
        out.setMinimumHeight(36)
        out.clicked.connect(lambda _=False, p=p: self.stop_out_requested.emit(p))
        info = QLabel()
        info.setMinimumWidth(160)
        info.setWordWrap(True)
        info.setFont(font(info, 2))
        row = (label, filled, one, out, info)
        for widget in row:
            widget.setParent(self.calls_box)
            widget.hide()
        if p < 9:
            for seq, signal in (
                (f"Ctrl+{p + 1}", self.stop_one_requested),
                (f"Ctrl+Shift+{p + 1}", self.stop_out_requested),
            ):
                sc = QShortcut(QKeySequence(seq), self)
                sc.activated.connect(lambda p=p, signal=signal: signal.emit(p))
                sc.setEnabled(False)
                self.shortcuts.append(sc)
        return row

    def rebuild_calls(self, state: State) -> None:
        """One row of calls (and two shortcuts) per player of ``state``'s game.

        The rows of all eight seats are made with the page (:meth:`_make_row`); a game puts
        its players' rows into the grid with their names. Making them anew at each game start
        (and deleting the last game's) cost the first move of a game 3 ms, and showing and
        polishing the new widgets another 10 ms. The box of the calls is hidden meanwhile, so
        that the rows are shown (and the page laid out) once, not once per widget."""
        self.calls_box.setVisible(False)
        while self.calls_grid.count():
            item = self.calls_grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().hide()
        self.call_rows = []
        per_row = 1 if state.n <= 4 else 2
        for p, name in enumerate(state.config.players):
            label, filled, one, out, info = row = self._rows[p]
            label.setText(name)
            filled.setRange(1, max(2, state.ncat - 1))
            filled.setValue(1)  # not given: "Stopp und 1!" asks
            filled.setAccessibleName(
                QCoreApplication.translate("StadtlandScreen", "Categories filled by %1").replace(
                    "%1", name
                )
            )
            one.setAccessibleName(
                QCoreApplication.translate("StadtlandScreen", "Stopp und 1 for %1").replace(
                    "%1", name
                )
            )
            out.setAccessibleName(
                QCoreApplication.translate("StadtlandScreen", "Stopp und Aus for %1").replace(
                    "%1", name
                )
            )
            info.setText("")
            for widget in row:
                widget.setEnabled(True)
            grid_row, col = p // per_row, (p % per_row) * 6
            self.calls_grid.addWidget(label, grid_row, col)
            self.calls_grid.addWidget(filled, grid_row, col + 2)
            self.calls_grid.addWidget(one, grid_row, col + 3)
            self.calls_grid.addWidget(out, grid_row, col + 4)
            self.calls_grid.addWidget(info, grid_row, col + 5)
            for widget in row:
                widget.show()
            self.call_rows.append(row)
        for i, sc in enumerate(self.shortcuts):
            sc.setEnabled(i // 2 < state.n)
        two = state.n > 4
        self.calls_grid.setColumnStretch(5, 1)
        self.calls_grid.setColumnStretch(11, 1 if two else 0)
        self.calls_box.setVisible(True)

    def filled(self, player: int) -> int | None:
        """The number in ``player``'s spin box (below 2: not given), ``None`` without the row."""
        if player >= len(self.call_rows):
            return None
        return self.call_rows[player][1].value()

    def ask_again(self, state: State) -> None:
        """Reset the spin boxes of the players without a call (after an Undo)."""
        for p, row in enumerate(self.call_rows):
            if state.phase == "writing" and state.stop_of(p) is None:
                row[1].setValue(1)  # the number is asked again

    def show_state(self, state: State, now: float, asking: int | None) -> None:
        """Show ``state`` at time ``now``; ``asking`` is the player whose "Stopp und 1!" waits
        for its number."""
        names = state.config.players
        self.round_title.setText(round_text(state))
        titles = [cat_title(c, self.lang) for c in state.config.categories]
        self.round_categories.setText(
            QCoreApplication.translate("StadtlandScreen", "Categories: %1").replace(
                "%1", " · ".join(titles)
            )
        )
        self.card.show_prompt(state.prompt, self.lang)
        phase = state.phase
        self.deal_button.setVisible(phase == "ready")
        if phase == "ready":
            timer = state.config.timer_seconds
            self.countdown.setText(clock_text(timer) if timer else "—")
            self.round_hint.setText(
                QCoreApplication.translate(
                    "StadtlandScreen", "The clock starts when the prompt is dealt."
                )
            )
        elif phase == "writing":
            due = state.due()
            if due is not None:  # the time until "Aus!": the timer, or a count if sooner
                self.countdown.setText(clock_text(due - now))
            else:
                self.countdown.setText(clock_text(now - float(state.started_at or now)))
            count = state.count_ends()
            if count is not None:
                first = min(state.stops, key=lambda s: s["at"])
                self.round_hint.setText(
                    QCoreApplication.translate(
                        "StadtlandScreen",
                        "%1 called \u201cStopp und 1!\u201d — %2 s until \u201cAus!\u201d",
                    )
                    .replace("%1", names[first["player"]])
                    .replace("%2", str(max(0, math.ceil(count - now))))
                )
            elif state.deadline is None:
                self.round_hint.setText(
                    QCoreApplication.translate(
                        "StadtlandScreen", "No timer: the round runs until a call."
                    )
                )
            else:
                self.round_hint.setText(
                    QCoreApplication.translate("StadtlandScreen", "Time left in this round")
                )
        else:  # grace
            left = max(0.0, float(state.grace_until or now) - now)
            self.countdown.setText(QCoreApplication.translate("StadtlandScreen", "Aus!"))
            who = self._ended_text(state)
            self.round_hint.setText(
                who
                + "\n"
                + QCoreApplication.translate(
                    "StadtlandScreen", "Finish the term you are writing: %1 s"
                ).replace("%1", str(math.ceil(left)))
            )
        writing = phase == "writing"
        self.ask_box.setVisible(asking is not None)
        if asking is not None:
            self.ask_label.setText(
                QCoreApplication.translate(
                    "StadtlandScreen",
                    "%1 called \u201cStopp und 1!\u201d: how many categories are filled?",
                ).replace("%1", names[asking])
            )
            for k, button in enumerate(self.ask_buttons, start=2):
                button.setVisible(k < state.ncat)
        due = state.due()
        too_late = due is not None and now >= due
        for p, (_label, filled, one, out, info) in enumerate(self.call_rows):
            stop = state.stop_of(p) if phase != "ready" else None
            filled.setEnabled(writing and stop is None and not too_late)
            one.setEnabled(writing and stop is None and not too_late)
            out.setEnabled(writing and stop is None)
            if stop is not None:
                filled.setValue(int(stop["filled"]))
                left = stop["at"] + STOP_COUNT - now
                if writing:
                    counted = max(0, min(10, math.floor(STOP_COUNT - left)))
                    info.setText(
                        f"{'●' * counted}{'○' * (10 - counted)} {counted} · "
                        + QCoreApplication.translate(
                            "StadtlandScreen", "Stopp und 1 with %1 filled"
                        ).replace("%1", str(stop["filled"]))
                    )
                else:
                    info.setText(
                        QCoreApplication.translate(
                            "StadtlandScreen", "Stopp und 1 with %1 terms"
                        ).replace("%1", str(stop["filled"]))
                    )
            elif phase == "grace" and state.ended_by == p and state.end_reason == "stop":
                info.setText(
                    QCoreApplication.translate(
                        "StadtlandScreen", "called \u201cStopp und Aus!\u201d"
                    )
                )
            else:
                info.setText("")

    def _ended_text(self, state: State) -> str:
        names = state.config.players
        if state.end_reason == "timer":
            return QCoreApplication.translate("StadtlandScreen", "Time is up.")
        if state.end_reason == "count" and state.ended_by is not None:
            return QCoreApplication.translate("StadtlandScreen", "%1 counted to ten.").replace(
                "%1", names[state.ended_by]
            )
        if state.ended_by is not None:
            return QCoreApplication.translate(
                "StadtlandScreen", "%1 called \u201cStopp und Aus!\u201d"
            ).replace("%1", names[state.ended_by])
        return ""
