"""Who plays each seat, changed in a running game on the laptop (*Game ▸ Players…*).

A player who has to leave gives their seat to a computer, and the game goes on; a person who
comes back (or joins in) takes a computer's seat again. The moves so far stay; the computer
plays the seat from the position as a computer seat from the start would
(``Match.hand_over``). At a table of phones the table window's *Hand over…* menu does the same
and more (a phone, a skipped turn: ``docs/table.md``). The texts are in the shell catalogue,
context ``PlayersDialog``; the seat words are the new-game dialog's (``SeatDialog``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.play.seat_dialog import LEVELS, seat_text
from geoquiz.games.match import Seat
from geoquiz.games.match.seats import Control

__all__ = ["PlayersDialog"]


class PlayersDialog(QDialog):
    """One row per seat: its name, who plays it (a person at this laptop or a computer) and the
    computer's level. :meth:`changes` lists what the host changed."""

    def __init__(
        self, seats: Sequence[Seat], levels: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("PlayersDialog", "Who plays"))
        self.seats = list(seats)
        self.setMinimumWidth(380)  # the sentence above the seats reads in two or three lines
        self.levels = [level for level in LEVELS if level in levels]
        layout = QVBoxLayout(self)
        intro = QLabel(
            QCoreApplication.translate(
                "PlayersDialog",
                "A player who leaves can give their seat to a computer, and take it back later. "
                "The moves so far stay.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        self.who: list[QComboBox] = []
        self.level: list[QComboBox] = []
        for row, seat in enumerate(self.seats):
            name = QLabel(seat.name)
            who = QComboBox()
            who.addItem(seat_text("human"), "laptop")
            if self.levels:
                who.addItem(seat_text("computer"), "computer")
            who.setAccessibleName(seat_text("who", row + 1))
            level = QComboBox()
            for key in self.levels:
                level.addItem(seat_text(key), key)
            level.setAccessibleName(seat_text("level of", row + 1))
            if seat.computer and self.levels:
                who.setCurrentIndex(1)
                level.setCurrentIndex(max(0, level.findData(seat.level)))
            else:
                level.setCurrentIndex(len(self.levels) // 2)
            who.currentIndexChanged.connect(self._update)
            name.setBuddy(who)
            grid.addWidget(name, row, 0)
            grid.addWidget(who, row, 1)
            grid.addWidget(level, row, 2)
            self.who.append(who)
            self.level.append(level)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update()

    def _update(self) -> None:
        for who, level in zip(self.who, self.level, strict=True):
            level.setEnabled(who.currentData() == "computer")

    def changes(self) -> list[tuple[int, Control, str | None]]:
        """``(seat, control, level)`` for every seat whose player the host changed."""
        found: list[tuple[int, Control, str | None]] = []
        for i, seat in enumerate(self.seats):
            computer = self.who[i].currentData() == "computer"
            level = str(self.level[i].currentData()) if computer else None
            if computer and (not seat.computer or seat.level != level):
                found.append((i, "computer", level))
            elif not computer and seat.control != "laptop":
                found.append((i, "laptop", None))
        return found
