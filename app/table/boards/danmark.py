"""Danmark-spillet's board on the laptop while phones are used.

Drawn from the public view (``games.danmark.game.view(state, None)``) on the Danmark screen's own
map (:func:`~app.danmark.board_view.build_board_canvas`: Denmark, the roads and towns, every
player's pawn). Beside it: whose turn and the die, the sizes of the chance and question piles,
each player's visited count, tickets and question cards kept, and what just happened. City cards
are open in this game, but the laptop keeps to counts: each phone lists its own cards.

While a question is asked the board shows who reads it to whom, the question and its options —
it is read aloud to the whole table — but never which option is right: the public view has no
answer. The answer is shown only once the player has answered (the view's ``answer`` event).

A person playing on the laptop plays in their own covered panel beside the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from geoquiz.app.danmark.board_view import build_board_canvas
from geoquiz.app.runtime import i18n
from geoquiz.app.table.boards.base import (
    PublicBoard,
    SeatRows,
    map_beside,
    plain_label,
    seat_kind,
)
from geoquiz.games.danmark.engine import chance_card
from geoquiz.geo.denmark_board import Board, Question, load_board

__all__ = ["DanmarkTableBoard", "question_lines"]


def _in(texts: dict[str, str], lang: str) -> str:
    return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")


def question_lines(question: Question, lang: str) -> list[str]:
    """The question card as it is read aloud: the question, then its numbered options."""
    lines = [_in(question.text, lang)]
    lines.extend(f"{i + 1}) {_in(o, lang)}" for i, o in enumerate(question.options))
    return lines


class DanmarkTableBoard(PublicBoard):
    """The public Danmark board (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = i18n.current_language()
        self.board: Board = load_board()
        self.canvas, self.item = build_board_canvas(self.board, self.lang)
        self.canvas.setAccessibleName(
            QCoreApplication.translate("TableBoard", "Board: map of Denmark")
        )
        self.status = plain_label()
        self.piles = plain_label()
        self.seats_box = SeatRows()
        self.question_title = plain_label()
        self.question = plain_label()
        self.question.setStyleSheet(
            "QLabel { border: 2px solid #1f5fa8; border-radius: 8px; padding: 6px;"
            " background: #f4f8ff; color: #111; }"
        )
        self.news = plain_label()
        map_beside(self, self.canvas, self.status, self.piles, self.seats_box,
                   self.question_title, self.question, self.news)  # fmt: skip

    def town_name(self, town: str) -> str:
        return self.board.town(town).label(self.lang)

    def place_name(self, space: int) -> str:
        """A pawn's place: the town's name, or "on the road"."""
        if space < 0:
            return "—"
        if space < len(self.board.towns):
            return self.board.towns[space].label(self.lang)
        return QCoreApplication.translate("TableBoard", "on the road")

    def refresh(self) -> None:
        if self.public is None:
            return
        view = self.public["view"]
        names = self.names()
        current = view["current"]
        self.item.pieces = [int(p) for p in view["pos"]]
        self.item.targets = []
        self.canvas.viewport().update()
        if view["phase"] == "over":
            winner = view["winner"]
            status = (
                QCoreApplication.translate("TableBoard", "%1 is back home and wins!").replace(
                    "%1", names[winner]
                )
                if winner is not None
                else QCoreApplication.translate("TableBoard", "The game is over.")
            )
        else:
            status = QCoreApplication.translate("TableBoard", "%1's turn").replace(
                "%1", names[current]
            )
            if view["roll"] is not None:
                status += " · " + QCoreApplication.translate(
                    "TableBoard", "the die shows %1"
                ).replace("%1", str(view["roll"]))
        self.status.setText(status)
        self.piles.setText(
            QCoreApplication.translate(
                "TableBoard", "Chance cards: %1 in the pile, %2 discarded · question cards: %3"
            )
            .replace("%1", str(view["chance_pile"]))
            .replace("%2", str(view["chance_discard"]))
            .replace("%3", str(view["question_pile"]))
        )
        self._seats(view, names)
        self._question(view, names)
        self.news.setText("\n".join(self._event_line(e, names) for e in view["last_events"]))

    def _seats(self, view: dict[str, Any], names: list[str]) -> None:
        rows = []
        players = self.public["players"] if self.public else []
        for p, name in enumerate(names):
            mark = "▶ " if p == view["current"] else ""
            visited = len(view["visited"][p])
            total = visited + len(view["hands"][p])
            facts = [
                self.place_name(int(view["pos"][p])),
                QCoreApplication.translate("TableBoard", "visited %1 of %2")
                .replace("%1", str(visited))
                .replace("%2", str(total)),
            ]
            if view["tickets"][p]:
                facts.append(
                    QCoreApplication.translate("TableBoard", "tickets: %1").replace(
                        "%1", str(len(view["tickets"][p]))
                    )
                )
            if view["kept_questions"][p]:
                facts.append(
                    QCoreApplication.translate("TableBoard", "question cards: %1").replace(
                        "%1", str(view["kept_questions"][p])
                    )
                )
            if view["skip"][p]:
                facts.append(QCoreApplication.translate("TableBoard", "misses the next turn"))
            rows.append((f"{mark}{p + 1} {name} ({seat_kind(players[p])})", facts))
        self.seats_box.show_rows(rows)

    def _question(self, view: dict[str, Any], names: list[str]) -> None:
        asked = view["question"]
        shown = asked is not None
        self.question_title.setVisible(shown)
        self.question.setVisible(shown)
        if asked is None:
            self.question_title.setText("")
            self.question.setText("")
            return
        question = next(q for q in self.board.questions if q.id == asked["id"])
        self.question_title.setText(
            QCoreApplication.translate("TableBoard", "%1 reads a question to %2:")
            .replace("%1", names[int(asked["reader"])])
            .replace("%2", names[int(view["current"])])
        )
        self.question.setText("\n".join(question_lines(question, self.lang)))

    def _event_line(self, event: dict[str, Any], names: list[str]) -> str:
        """One line for an event of the last move (the answer only once it was given)."""
        kind = str(event["type"])
        who = names[int(event["player"])] if "player" in event else ""
        if kind == "answer":
            question = next(q for q in self.board.questions if q.id == event["question"])
            right = _in(question.options[question.answer], self.lang)
            template = (
                QCoreApplication.translate("TableBoard", "%1 answers correctly: %2.")
                if event["correct"]
                else QCoreApplication.translate(
                    "TableBoard", "%1 answers wrongly and stays; the right answer is %2."
                )
            )
            return template.replace("%1", who).replace("%2", right)
        detail = ""
        if "town" in event:
            detail = self.town_name(str(event["town"]))
        elif "value" in event:
            detail = str(event["value"])
        elif "card" in event:
            detail = _in(chance_card(self.board, str(event["card"])).text, self.lang)
        templates = {
            "start": QCoreApplication.translate("TableBoard", "%1 starts in %2."),
            "roll": QCoreApplication.translate("TableBoard", "%1 rolls %2."),
            "visit": QCoreApplication.translate(
                "TableBoard", "%1 visits %2 and hands in the card."
            ),
            "cross": QCoreApplication.translate("TableBoard", "%1 crosses to %2."),
            "chance": QCoreApplication.translate("TableBoard", "Chance card for %1: %2"),
            "ticket": QCoreApplication.translate("TableBoard", "%1 uses a ticket: %2"),
            "question": QCoreApplication.translate("TableBoard", "%1 gets a question card."),
            "skipped": QCoreApplication.translate("TableBoard", "%1 misses this turn."),
            "extra_roll": QCoreApplication.translate("TableBoard", "%1 rolls again."),
            "win": QCoreApplication.translate("TableBoard", "%1 is back home and wins!"),
        }
        if kind not in templates:
            return ""
        return templates[kind].replace("%1", who).replace("%2", detail)
