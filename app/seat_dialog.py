"""The new-game dialog shared by 10 Tage, Carcassonne and Danmark-spillet: one row per seat.

Each seat row has "plays" (the first two seats always play), a name, who plays it (a person on
this laptop, a computer, or a person on a phone: DESIGN §11) and the computer's level, enabled only
for a playing computer seat. With phone seats the laptop opens the table (a QR code per phone and
the public board). A game's dialog subclasses :class:`SeatDialog`, adds its own settings between
the seat grid and :meth:`SeatDialog.finish`, and builds its ``Config`` in ``config(seed)``
(``ValueError`` with a readable message when the set-up is impossible; OK stays open then).

The texts of this module are in the shell catalogue, context ``SeatDialog``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.table.setup import PHONE, add_phone_choice, open_table, table_seats

__all__ = ["LEVELS", "SeatDialog", "accept_when_valid"]

# the computer levels, in the order of the level box (the middle one is the default)
LEVELS = ("easy", "medium", "hard")


# the texts of the seat rows (``%1``: the seat's number, from 1)
_TEXTS = {
    "plays": QT_TRANSLATE_NOOP("SeatDialog", "Plays"),
    "name": QT_TRANSLATE_NOOP("SeatDialog", "Name"),
    "player": QT_TRANSLATE_NOOP("SeatDialog", "Player"),
    "level": QT_TRANSLATE_NOOP("SeatDialog", "Level"),
    "seat plays": QT_TRANSLATE_NOOP("SeatDialog", "Player %1 plays"),
    "default name": QT_TRANSLATE_NOOP("SeatDialog", "Player %1"),
    "name of": QT_TRANSLATE_NOOP("SeatDialog", "Name of player %1"),
    "who": QT_TRANSLATE_NOOP("SeatDialog", "Who plays seat %1"),
    "level of": QT_TRANSLATE_NOOP("SeatDialog", "Level of player %1"),
    "human": QT_TRANSLATE_NOOP("SeatDialog", "Human"),
    "computer": QT_TRANSLATE_NOOP("SeatDialog", "Computer"),
    "easy": QT_TRANSLATE_NOOP("SeatDialog", "easy"),
    "medium": QT_TRANSLATE_NOOP("SeatDialog", "medium"),
    "hard": QT_TRANSLATE_NOOP("SeatDialog", "hard"),
}


def _text(key: str, row: int = 0) -> str:
    """The text ``key`` in the UI language, its ``%1`` the seat number ``row``."""
    return QCoreApplication.translate("SeatDialog", _TEXTS[key]).replace("%1", str(row))


class SeatDialog(QDialog):
    """A new-game dialog with ``seats`` seat rows, the first ``playing`` of them ticked and seat
    ``computer`` (counted from 1) a computer; ``game`` is the table's name for the game."""

    # the table's name for the game (``open_table``)
    game = ""
    # ``config(seed)``: the game's configuration from the dialog (each game builds its own)
    config: Callable[..., Any]

    def __init__(
        self, title: str, seats: int, playing: int, computer: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.main_layout = QVBoxLayout(self)
        grid = QGridLayout()
        self.main_layout.addLayout(grid)
        for col, key in enumerate(("plays", "name", "player", "level")):
            grid.addWidget(QLabel(_text(key)), 0, col)
        self.enabled: list[QCheckBox] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        for row in range(1, seats + 1):
            widgets = self._seat_row(row, row <= playing, row == computer)
            for col, widget in enumerate(widgets):
                grid.addWidget(widget, row, col)
        self.phones = QLabel()  # the note while a seat is on a phone (placed by finish())
        self.phones.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")

    def _seat_row(self, row: int, plays: bool, computer: bool) -> tuple[QWidget, ...]:
        on = QCheckBox()
        on.setChecked(plays)
        on.setEnabled(row > 2)
        on.setAccessibleName(_text("seat plays", row))
        edit = QLineEdit(_text("computer") if computer else _text("default name", row))
        edit.setAccessibleName(_text("name of", row))
        who = QComboBox()
        who.addItem(_text("human"), "human")
        who.addItem(_text("computer"), "computer")
        add_phone_choice(who)
        who.setCurrentIndex(1 if computer else 0)
        who.setAccessibleName(_text("who", row))
        level = QComboBox()
        for key in LEVELS:
            level.addItem(_text(key), key)
        level.setCurrentIndex(1)
        level.setAccessibleName(_text("level of", row))
        self.enabled.append(on)
        self.names.append(edit)
        self.kinds.append(who)
        self.levels.append(level)
        on.toggled.connect(self._update)
        who.currentIndexChanged.connect(self._update)
        edit.textChanged.connect(self._update)
        return on, edit, who, level

    def finish(self, phones_note: str) -> None:
        """Add the note shown while a seat is on a phone, the error line and OK/Cancel."""
        self.phones.setText(phones_note)
        self.main_layout.addWidget(self.phones)
        self.main_layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.main_layout.addWidget(buttons)
        self._update()

    def _active(self) -> list[int]:
        return [i for i, on in enumerate(self.enabled) if on.isChecked()]

    def is_computer(self, seat: int) -> bool:
        """True when seat ``seat`` (from 0) is played by the computer."""
        return bool(self.kinds[seat].currentData() == "computer")

    def level(self, seat: int) -> str:
        return str(self.levels[seat].currentData())

    def _update(self) -> None:
        """Only a playing seat can be edited, and only a playing computer has a level."""
        for i, on in enumerate(self.enabled):
            self.names[i].setEnabled(on.isChecked())
            self.kinds[i].setEnabled(on.isChecked())
            self.levels[i].setEnabled(on.isChecked() and self.is_computer(i))
        self.phones.setVisible(self.uses_phones())

    def uses_phones(self) -> bool:
        """True when at least one playing seat is on a phone."""
        return any(self.kinds[i].currentData() == PHONE for i in self._active())

    def open_table(self, config: Any, parent: QWidget | None = None) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        and return True; without: False (the game runs on the game's own screen)."""
        active = self._active()
        seats = table_seats(
            [spec.name for spec in config.players],
            [str(self.kinds[i].currentData()) for i in active],
            [self.level(i) for i in active],
        )
        return open_table(self.game, config, seats, parent)

    def _accept(self) -> None:
        accept_when_valid(self, self.error, lambda: self.config(seed=0))


def accept_when_valid(dialog: QDialog, error: QLabel, check: Callable[[], object]) -> None:
    """Close ``dialog`` with OK when ``check()`` accepts the set-up; otherwise keep it open and
    show the ``ValueError``'s one readable line in ``error`` (nothing typed is lost)."""
    try:
        check()
    except ValueError as exc:
        error.setText(str(exc))
        return
    dialog.accept()
