"""The scores of Stadt-Land-anders: points per round and the totals, the last round in detail,
and "Deal the next prompt" or, at the end, the winner."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from geoquiz.app.stadtland.pages.base import (
    Cells,
    PageVBox,
    fill_terms,
    font,
    read_only_table,
    set_headers,
)
from geoquiz.games.stadtland import State, is_over, winners
from geoquiz.games.stadtland.cards import prompt

__all__ = ["ScoresPage"]


class ScoresPage(QWidget):
    """``next_requested`` deals the next prompt; ``new_requested`` after the end."""

    next_requested = Signal()
    new_requested = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        layout = PageVBox(self)
        self.scores_title = QLabel()
        self.scores_title.setFont(font(self.scores_title, 8, True))
        self.scores_title.setWordWrap(True)
        layout.addWidget(self.scores_title)
        self.scores_note = QLabel()
        self.scores_note.setWordWrap(True)
        self.scores_note.setFont(font(self.scores_note, 2))
        layout.addWidget(self.scores_note)
        # the standings, read from across the table
        self.scores = read_only_table(
            QCoreApplication.translate("StadtlandScreen", "Points per round and total"), 4
        )
        layout.addWidget(self.scores, 1)
        self.detail_title = QLabel()
        self.detail_title.setFont(font(self.detail_title, 3, True))
        layout.addWidget(self.detail_title)
        self.detail = read_only_table(
            QCoreApplication.translate("StadtlandScreen", "Terms of the last round"), 2
        )
        layout.addWidget(self.detail, 1)
        buttons = QHBoxLayout()
        self.next_button = QPushButton(
            QCoreApplication.translate("StadtlandScreen", "&Deal the next prompt")
        )
        self.next_button.setFont(font(self.next_button, 3, True))
        self.next_button.clicked.connect(self.next_requested)
        buttons.addWidget(self.next_button)
        self.again_button = QPushButton(QCoreApplication.translate("StadtlandScreen", "&New game…"))
        self.again_button.clicked.connect(self.new_requested)
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def show_state(self, state: State) -> None:
        """Rows: one per round (its prompt wraps in the row header) and the total; columns:
        the players. With 8 players and 9 rounds the table scrolls instead of clipping."""
        names = state.config.players
        totals = state.totals()
        rounds = state.results
        if self.scores.currentRow() >= 0 or self.scores.selectedItems():
            self.scores.setCurrentItem(None)  # as when the items were replaced: nothing selected
        set_headers(
            self.scores,
            [QCoreApplication.translate("StadtlandScreen", "Prompt"), *names],
            [
                QCoreApplication.translate("StadtlandScreen", "Round %1").replace(
                    "%1", str(r["round"])
                )
                for r in rounds
            ]
            + [QCoreApplication.translate("StadtlandScreen", "Total")],
        )
        best = max(totals) if totals else 0
        centre = Qt.AlignmentFlag.AlignCenter
        with Cells(self.scores) as cells:
            for i, r in enumerate(rounds):
                card = prompt(r["prompt"]).text(self.lang)
                cells.set(i, 0, card, tooltip=card)
                for p in range(state.n):
                    text = str(r["points"][p])
                    if r["creative"] is not None:
                        text += " + " + QCoreApplication.translate(
                            "StadtlandScreen", "%1 creative"
                        ).replace("%1", str(r["creative"][p]))
                    cells.set(i, p + 1, text, align=centre)
            cells.clear(len(rounds), 0)  # the total row has no prompt
            for p in range(state.n):
                total = ("★ " if totals[p] == best else "") + str(totals[p])
                cells.set(len(rounds), p + 1, total, align=centre, bold=True)
        if rounds:
            last = rounds[-1]
            self.detail_title.setText(
                QCoreApplication.translate("StadtlandScreen", "Round %1 in detail — prompt: %2")
                .replace("%1", str(last["round"]))
                .replace("%2", prompt(last["prompt"]).text(self.lang))
            )
            heads = [
                f"{names[p]} ("
                + QCoreApplication.translate("StadtlandScreen", "%1 points").replace(
                    "%1", str(last["points"][p])
                )
                + ")"
                for p in range(state.n)
            ]
            fill_terms(
                self.detail,
                state,
                self.lang,
                last["terms"],
                last["marks"],
                heads,
                last.get("notes"),
            )
        self.detail_title.setVisible(bool(rounds))
        self.detail.setVisible(bool(rounds))
        over = is_over(state)
        self.next_button.setVisible(not over)
        self.again_button.setVisible(over)
        lead = [names[p] for p in range(state.n) if totals[p] == best]
        if over:
            won = [names[p] for p in winners(state)]
            if len(won) == 1:
                self.scores_title.setText(
                    QCoreApplication.translate("StadtlandScreen", "%1 wins with %2 points!")
                    .replace("%1", won[0])
                    .replace("%2", str(best))
                )
            else:
                self.scores_title.setText(
                    QCoreApplication.translate("StadtlandScreen", "Shared win: %1 with %2 points")
                    .replace("%1", ", ".join(won))
                    .replace("%2", str(best))
                )
            self.scores_note.setText(
                QCoreApplication.translate("StadtlandScreen", "Thanks for playing!")
            )
        else:
            self.scores_title.setText(
                QCoreApplication.translate("StadtlandScreen", "After round %1").replace(
                    "%1", str(rounds[-1]["round"] if rounds else 0)
                )
            )
            if state.round >= state.config.rounds and len(lead) > 1:
                self.scores_note.setText(
                    QCoreApplication.translate(
                        "StadtlandScreen", "Tie between %1: one more round!"
                    ).replace("%1", ", ".join(lead))
                )
            else:
                left = state.config.rounds - state.round
                self.scores_note.setText(
                    QCoreApplication.translate("StadtlandScreen", "Rounds to go: %1").replace(
                        "%1", str(left)
                    )
                )
        self.next_button.setDefault(not over)
