"""Stadt-Land-anders's board on the laptop while phones are used: the game master's board.

Drawn from the public view (``games.stadtland.game.view(state, None)``) with the Stadt-Land
screen's own pieces (:class:`~app.stadtland.pages.base.PromptCard`, the terms table of
:func:`~app.stadtland.pages.base.fill_terms`, its round and clock texts): the round, the prompt
card, the categories, every "Stopp und 1!" and who called "Aus" (and why the round ended), the
countdown of the round or of the grace time, the check with each term's verdict and the votes,
and the score table.

The countdown is the table's ``deadline - now`` from the state message while the table's clock
runs (docs/protocol.md), else the view's clock fields (``deadline`` or ``grace_until`` minus
``clock``); it runs down on the laptop's own clock until the next message. The terms reach the
board only when the view opens them (at the check): while the players write and enter, the
sheets stay on the phones.
"""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.runtime import i18n
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.app.stadtland.pages.base import (
    PromptCard,
    cat_title,
    clock_text,
    fill_terms,
    read_only_table,
    round_text,
)
from geoquiz.app.table.boards.base import PublicBoard, plain_label

__all__ = ["StadtlandTableBoard", "countdown", "table_state"]


def table_state(view: dict[str, Any]) -> SimpleNamespace:
    """What the screen's helpers (:func:`round_text`, :func:`fill_terms`) read of a State,
    built from the public view only."""
    config = view["config"]
    return SimpleNamespace(
        round=int(view["round"]),
        n=len(config["players"]),
        ncat=len(config["categories"]),
        config=SimpleNamespace(rounds=int(config["rounds"]), categories=list(config["categories"])),
    )


def countdown(message: dict[str, Any]) -> float | None:
    """Seconds left when the ``state`` message was made: the table's own ``deadline - now``
    while its clock runs (it knows the ten-second counts too), else from the view's clock
    fields — of the writing time, or of the grace after "Aus"."""
    if message.get("deadline") is not None and message.get("now") is not None:
        return max(0.0, float(message["deadline"]) - float(message["now"]))
    view = message["view"]
    clock = float(view.get("clock") or 0.0)
    if view["phase"] == "writing" and view.get("deadline") is not None:
        return max(0.0, float(view["deadline"]) - clock)
    if view["phase"] == "grace" and view.get("grace_until") is not None:
        return max(0.0, float(view["grace_until"]) - clock)
    return None


class StadtlandTableBoard(PublicBoard):
    """The public Stadt-Land-anders board (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = i18n.current_language()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        card = QVBoxLayout()
        self.round = plain_label()
        self.round.setFont(scaled_font(self.round.font(), 1.3, bold=True))
        card.addWidget(self.round)
        self.prompt = PromptCard()
        self.prompt.setMinimumHeight(130)
        self.prompt.kind.setWordWrap(True)
        self.prompt.text.setFont(scaled_font(self.prompt.text.font(), 2.0, bold=True))
        card.addWidget(self.prompt)
        top.addLayout(card, 1)
        facts = QVBoxLayout()
        self.clock = plain_label(wrap=False)
        self.clock.setFont(scaled_font(self.clock.font(), 2.4, bold=True))
        self.clock.setAccessibleName(QCoreApplication.translate("TableBoard", "Time left"))
        facts.addWidget(self.clock)
        self.categories = plain_label()
        facts.addWidget(self.categories)
        self.calls = plain_label()
        facts.addWidget(self.calls)
        facts.addStretch(1)
        top.addLayout(facts, 1)
        outer.addLayout(top)
        self.terms_title = plain_label()
        outer.addWidget(self.terms_title)
        self.terms = read_only_table(QCoreApplication.translate("TableBoard", "The terms"), 1)
        outer.addWidget(self.terms, 3)
        self.votes = plain_label()
        outer.addWidget(self.votes)
        self.scores_title = plain_label()
        self.scores_title.setText(QCoreApplication.translate("TableBoard", "Points per round"))
        outer.addWidget(self.scores_title)
        self.scores = read_only_table(QCoreApplication.translate("TableBoard", "Points"), 1)
        self.scores.setMinimumHeight(90)
        outer.addWidget(self.scores, 1)
        self._left: float | None = None
        self._since = 0.0
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)

    def refresh(self) -> None:
        if self.public is None:
            return
        view = self.public["view"]
        names = self.names()
        state = table_state(view)
        self.round.setText(round_text(state))  # type: ignore[arg-type]
        self.prompt.show_prompt(view["prompt"], self.lang)
        self.categories.setText(
            QCoreApplication.translate("TableBoard", "Categories: %1").replace(
                "%1", ", ".join(cat_title(c, self.lang) for c in state.config.categories)
            )
        )
        self._left, self._since = countdown(self.public), time.monotonic()
        if self._left is None:
            self.ticker.stop()
        else:
            self.ticker.start()
        self._tick()
        self.calls.setText("\n".join(self._call_lines(view, names)))
        self._terms(view, state, names)
        self._scores(view, names)

    def _tick(self) -> None:
        if self._left is None:
            self.clock.setText("")
            return
        left = max(0.0, self._left - (time.monotonic() - self._since))
        self.clock.setText(clock_text(left))

    def _call_lines(self, view: dict[str, Any], names: list[str]) -> list[str]:
        lines = [
            QCoreApplication.translate("TableBoard", "%1: Stopp und 1! (%2 filled)")
            .replace("%1", names[int(s["player"])])
            .replace("%2", str(s["filled"]))
            for s in view["stops"]
        ]
        ended_by = view.get("ended_by")
        reasons = {
            "stop": QCoreApplication.translate("TableBoard", "%1: Stopp und Aus!"),
            "count": QCoreApplication.translate("TableBoard", "Aus! %1's count ran out"),
            "timer": QCoreApplication.translate("TableBoard", "Aus! The time is up"),
        }
        reason = view.get("end_reason")
        if reason in reasons:
            who = names[int(ended_by)] if isinstance(ended_by, int) else ""
            lines.append(reasons[reason].replace("%1", who))
        phases = {
            "ready": QCoreApplication.translate("TableBoard", "Waiting for the prompt card"),
            "writing": QCoreApplication.translate("TableBoard", "Everybody writes"),
            "grace": QCoreApplication.translate("TableBoard", "Aus! Last words"),
            "entry": QCoreApplication.translate("TableBoard", "Pens down: the terms are entered"),
            "check": QCoreApplication.translate("TableBoard", "The check"),
            "creative": QCoreApplication.translate("TableBoard", "Who was the most creative?"),
            "over": QCoreApplication.translate("TableBoard", "The game is over"),
        }
        lines.insert(0, phases.get(str(view["phase"]), str(view["phase"])))
        return lines

    def _terms(self, view: dict[str, Any], state: SimpleNamespace, names: list[str]) -> None:
        """The round's terms with their verdicts, once the view opens them (the check)."""
        rows = view["terms"]
        if rows and all(r is not None for r in rows) and len(view["marks"]) == len(rows):
            self.terms_title.setText(QCoreApplication.translate("TableBoard", "The terms"))
            fill_terms(self.terms, state, self.lang, rows, view["marks"], names, view["notes"])  # type: ignore[arg-type]
            self.terms.setVisible(True)
        else:
            self.terms_title.setText(
                QCoreApplication.translate(
                    "TableBoard", "The terms stay on the phones until the check."
                )
            )
            self.terms.clear()
            self.terms.setRowCount(0)
            self.terms.setColumnCount(0)
            self.terms.setVisible(False)
        votes = []
        for v in view["votes"][-3:]:
            term = ""
            if rows and rows[int(v["player"])] is not None:
                term = rows[int(v["player"])][int(v["category"])]
            verdict = (
                QCoreApplication.translate("TableBoard", "rejected")
                if v["rejected"]
                else QCoreApplication.translate("TableBoard", "counts")
            )
            votes.append(
                QCoreApplication.translate("TableBoard", "Vote on %1's “%2”: %3 of %4 against — %5")
                .replace("%1", names[int(v["player"])])
                .replace("%2", term)
                .replace("%3", str(len(v["against"])))
                .replace("%4", str(v["voters"]))
                .replace("%5", verdict)
            )
        self.votes.setText("\n".join(votes))

    def _scores(self, view: dict[str, Any], names: list[str]) -> None:
        """Rows: the rounds scored and the total; columns: the players."""
        results = view["results"]
        table: QTableWidget = self.scores
        table.clear()
        table.setColumnCount(len(names))
        table.setRowCount(len(results) + 1)
        table.setHorizontalHeaderLabels(names)
        table.setVerticalHeaderLabels(
            [
                QCoreApplication.translate("TableBoard", "Round %1").replace("%1", str(r["round"]))
                for r in results
            ]
            + [QCoreApplication.translate("TableBoard", "Total")]
        )
        for row, r in enumerate(results):
            for p, points in enumerate(r["points"]):
                table.setItem(row, p, QTableWidgetItem(str(points)))
        for p, total in enumerate(view["totals"]):
            item = QTableWidgetItem(str(total))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            table.setItem(len(results), p, item)

    def visible_texts(self) -> list[str]:
        out = super().visible_texts()
        for table in (self.terms, self.scores):
            for r in range(table.rowCount()):
                for c in range(table.columnCount()):
                    item = table.item(r, c)
                    if item is not None:
                        out.append(item.text())
        return out
