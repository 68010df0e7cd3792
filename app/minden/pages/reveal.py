"""Scoring: placing the indicator, then the card turned over (the action pages of ``score``).

:func:`reveal_lines` words what the turned card shows: the solution, the tip, the distance of
the indicator, the move and the challenges; the screen draws the map part.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from geoquiz.app.minden.pages.base import ActionPage, seat_name
from geoquiz.games.minden import Score, format_tip
from geoquiz.geo.board import tip_center

__all__ = ["RevealPage", "distance_line", "wrong_stones"]


def distance_line(km: float | None, title: str) -> str:
    """Where the indicator landed, as the reveal says it ("" when unknown)."""
    if km == 0.0:
        return QCoreApplication.translate("MindenScreen", "The indicator lies in %1.").replace(
            "%1", title
        )
    if km is None:
        return ""
    return (
        QCoreApplication.translate("MindenScreen", "The indicator is %1 km from %2.")
        .replace("%1", f"{km:.0f}")
        .replace("%2", title)
    )


def wrong_stones(solutions: list[Any], tip: list[Any]) -> list[Any]:
    """The stones of ``tip`` that disagree with the nearest solution (fewest wrong stones).

    >>> wrong_stones([("W", "N", 3, "A")], ["W", "S", 3, "B"])
    ['S', 'B']
    >>> wrong_stones([("W", "N", 3, "A"), ("O", "N", 4, "A")], ["O", "N", 4, "B"])
    ['B']
    """
    best: list[Any] | None = None
    for solution in solutions:
        wrong = [stone for stone, right in zip(tip, solution, strict=False) if stone != right]
        if best is None or len(wrong) < len(best):
            best = wrong
    return best or []


class RevealPage(ActionPage):
    """``render_score`` (aim the indicator) and ``render_reveal`` (the turned card, "Next")."""

    # "Next" after a reveal
    next_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The turned card's text and "Next" are kept (made once, texts set per reveal) in a box
        # under the action column, hidden while another stage shows: making a label and a button
        # per reveal, each shown on its own, laid the side panel out twice more in the reveal's
        # turn and polished a new button each time. The box's layout has no margins and the
        # style's spacing, as the action column has, so the page looks as it did.
        self._reveal_box = QWidget(self)
        box = QVBoxLayout(self._reveal_box)
        box.setContentsMargins(0, 0, 0, 0)
        self.reveal_label = QLabel()
        self.reveal_label.setWordWrap(True)
        box.addWidget(self.reveal_label)
        self.next_button = QPushButton(QCoreApplication.translate("MindenScreen", "&Next"))
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(lambda: self.next_requested.emit())
        box.addWidget(self.next_button)
        self._reveal_box.hide()
        layout = self.layout()
        assert layout is not None
        layout.addWidget(self._reveal_box)

    def clear(self) -> None:
        """An empty page: the action column emptied, the kept reveal box hidden."""
        super().clear()
        self._reveal_box.hide()

    def reveal_lines(
        self, view: dict[str, Any], record: dict[str, Any], distance: str
    ) -> list[str]:
        """The texts of the card just scored (``record`` from the view's history)."""
        card = view["scored_cards"][str(record["card"])]
        title = str(card["title"])
        player = int(record["player"])
        name = seat_name(view, player)
        solutions = " / ".join(format_tip(tuple(s)) for s in card["solutions"])
        tip = list(record["tip"])
        lines = [
            QCoreApplication.translate("MindenScreen", "%1's card “%2”: solution %3; tip %4.")
            .replace("%1", name)
            .replace("%2", title)
            .replace("%3", solutions)
            .replace("%4", format_tip(tip) if tip else "—")
        ]
        explanation = str(card.get("explanation") or "")
        if explanation and explanation != title:
            lines.append(
                QCoreApplication.translate("MindenScreen", "Solution side: %1").replace(
                    "%1", explanation
                )
            )
        if distance:
            lines.append(distance)
        if not tip:
            lines.append(QCoreApplication.translate("MindenScreen", "No stones placed: no move."))
        elif record["right"]:
            lines.append(
                self.tr("Right! %n free space(s) forward, to space %1.", "", len(tip)).replace(
                    "%1", str(record["to"])
                )
            )
        else:
            wrong = wrong_stones(card["solutions"], tip)
            lines.append(
                self.tr("%n wrong stone(s) (%1): the piece stays.", "", len(wrong)).replace(
                    "%1", format_tip(wrong)
                )
            )
        lines.append(
            QCoreApplication.translate("MindenScreen", "The card is kept.")
            if record["kept"]
            else QCoreApplication.translate("MindenScreen", "The card goes back to the box.")
        )
        for c in record["challengers"]:
            if record["right"]:
                lines.append(
                    QCoreApplication.translate(
                        "MindenScreen", "%1's challenge was wrong: %2 keeps the chip."
                    )
                    .replace("%1", seat_name(view, int(c)))
                    .replace("%2", name)
                )
            else:
                lines.append(
                    QCoreApplication.translate(
                        "MindenScreen", "%1's challenge was right: one space forward."
                    ).replace("%1", seat_name(view, int(c)))
                )
        return lines

    def render_score(self, view: dict[str, Any], seat: int) -> None:
        card = view["hands"][seat]
        assert card is not None
        self.title.setText(
            QCoreApplication.translate("MindenScreen", "%1: click on the map where “%2” is.")
            .replace("%1", seat_name(view, seat))
            .replace("%2", str(card["title"]))
        )
        self.label(
            QCoreApplication.translate(
                "MindenScreen",
                "The place indicator shows everybody your guess; then the card is turned.",
            )
        )
        self.label(
            QCoreApplication.translate(
                "MindenScreen",
                "Keyboard: Tab to the map, aim the cross with the arrow keys and + / −, then "
                "Enter places the indicator there.",
            )
        )
        tip = tuple(view["tips"][seat].get("tip") or ())
        b = self.button(
            QCoreApplication.translate(
                "MindenScreen", "&Place the indicator in the middle of my tip"
            ),
            lambda: self.move_chosen.emit(Score(*tip_center(tip))),
        )
        self.focus(b)

    def render_reveal(self, text: str) -> None:
        self.title.setText(QCoreApplication.translate("MindenScreen", "Scoring"))
        self.reveal_label.setText(text)
        self._reveal_box.show()  # one layout pass for the text and the button
        self.focus(self.next_button)
