"""The new-game dialog shared by all five games: one row per seat.

Each seat row has "plays" (the first two seats always play), a name, the game's own columns for
the seat (Finden Sie Minden: colour and age; :meth:`SeatDialog.seat_extras`), who plays it (a
person on this laptop, a computer, or a person on a phone: DESIGN §11) and the computer's level,
enabled only for a playing computer seat (a game without computer players,
``computers = False``, has no level column). With phone seats the laptop opens the table (a QR
code per phone and the public board). A game's dialog subclasses :class:`SeatDialog`, adds its
own settings below the seat grid (``main_layout``) or beside it (``columns``) before
:meth:`SeatDialog.finish`, and builds its ``Config`` in ``config(seed)`` (``ValueError`` with a
readable message when the set-up is impossible; Start stays open then).

The dialog remembers the family: an accepted set-up (the seats' players, names and levels, and
the game's own choices in :attr:`SeatDialog.choices`, e.g. the variant) is kept per game in the
user's settings and offered as the defaults the next time (:func:`remember_setup`,
:func:`remembered_setup`; the other games' dialogs use them too). A name left at its default
("Player 2") is not kept, so it follows the interface language.

The texts of this module are in the shell catalogue, context ``SeatDialog``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.runtime import i18n
from geoquiz.app.table.setup import PHONE, add_phone_choice, open_table, table_seats

__all__ = [
    "LEVELS",
    "SeatDialog",
    "accept_when_valid",
    "choice_values",
    "remember_setup",
    "remembered_setup",
    "restore_choices",
    "seat_text",
]

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
    "start": QT_TRANSLATE_NOOP("SeatDialog", "&Start"),
}


def seat_text(key: str, row: int = 0) -> str:
    """The text ``key`` in the UI language, its ``%1`` the seat number ``row``."""
    return QCoreApplication.translate("SeatDialog", _TEXTS[key]).replace("%1", str(row))


def _setup_key(game: str) -> str:
    return f"new_game/{game}"


def remember_setup(game: str, setup: Mapping[str, Any]) -> None:
    """Keep ``setup`` (JSON-able) as the last accepted set-up of ``game``."""
    i18n.settings().setValue(_setup_key(game), json.dumps(setup, ensure_ascii=False))


def remembered_setup(game: str) -> dict[str, Any]:
    """The last accepted set-up of ``game`` ({} when none, or when it cannot be read)."""
    value = i18n.settings().value(_setup_key(game))
    if not isinstance(value, str):
        return {}
    try:
        setup = json.loads(value)
    except ValueError:
        return {}
    return setup if isinstance(setup, dict) else {}


def _choice_value(widget: QWidget) -> Any:
    if isinstance(widget, QComboBox):
        return str(widget.currentData())
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QLineEdit):
        return widget.text()
    raise TypeError(f"cannot remember a {type(widget).__name__}")


def _set_choice(widget: QWidget, value: Any) -> None:
    """Show the remembered ``value``; one that no longer fits (an item gone) is left out."""
    if isinstance(widget, QComboBox):
        for i in range(widget.count()):
            if str(widget.itemData(i)) == str(value):
                widget.setCurrentIndex(i)
                return
    elif isinstance(widget, QCheckBox) and isinstance(value, bool):
        if widget.isEnabled():
            widget.setChecked(value)
    elif isinstance(widget, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
        widget.setValue(value)  # clamped to the box's range
    elif isinstance(widget, QLineEdit) and isinstance(value, str):
        widget.setText(value)


def choice_values(choices: Mapping[str, QWidget]) -> dict[str, Any]:
    """What the boxes in ``choices`` show, by their keys (for :func:`remember_setup`)."""
    return {key: _choice_value(widget) for key, widget in choices.items()}


def restore_choices(choices: Mapping[str, QWidget], values: Any) -> None:
    """Show the remembered ``values`` (from :func:`choice_values`) in the boxes of ``choices``."""
    if not isinstance(values, dict):
        return
    for key, widget in choices.items():
        if key in values:
            _set_choice(widget, values[key])


class SeatDialog(QDialog):
    """A new-game dialog with ``seats`` seat rows, the first ``playing`` of them ticked and seat
    ``computer`` (counted from 1) a computer; ``game`` is the table's name for the game."""

    # the table's name for the game (``open_table``)
    game = ""
    # ``config(seed)``: the game's configuration from the dialog (each game builds its own)
    config: Callable[..., Any]
    # the game's own settings kept with the seats (the variant…): key → box, filled before finish()
    choices: dict[str, QWidget]
    # False: nobody plays by the computer (no "Computer" choice and no level column)
    computers = True

    def __init__(
        self, title: str, seats: int, playing: int, computer: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.choices = {}
        self.root_layout = QVBoxLayout(self)
        # the seats and the game's settings below them; a game may add a column beside
        self.columns = QHBoxLayout()
        self.root_layout.addLayout(self.columns)
        self.main_layout = QVBoxLayout()
        self.columns.addLayout(self.main_layout)
        grid = QGridLayout()
        self.main_layout.addLayout(grid)
        headers = [
            seat_text("plays"),
            seat_text("name"),
            *self.extra_headers(),
            seat_text("player"),
        ]
        if self.computers:
            headers.append(seat_text("level"))
        for col, text in enumerate(headers):
            grid.addWidget(QLabel(text), 0, col)
        self.enabled: list[QCheckBox] = []
        self.names: list[QLineEdit] = []
        self.extras: list[dict[str, QWidget]] = []
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

    def extra_headers(self) -> list[str]:
        """The headers of the game's own seat columns (see :meth:`seat_extras`)."""
        return []

    def seat_extras(self, row: int) -> dict[str, QWidget]:
        """The game's own boxes for seat ``row`` (from 1), by the key they are remembered under,
        in the order of :meth:`extra_headers`; editable only while the seat plays."""
        return {}

    def _seat_row(self, row: int, plays: bool, computer: bool) -> tuple[QWidget, ...]:
        # created in the row's order, so Tab walks along the row and then to the next seat
        on = QCheckBox()
        on.setChecked(plays)
        on.setEnabled(row > 2)
        on.setAccessibleName(seat_text("seat plays", row))
        edit = QLineEdit(seat_text("computer") if computer else seat_text("default name", row))
        edit.setAccessibleName(seat_text("name of", row))
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("M" * 9))  # a name, not cut
        extras = self.seat_extras(row)
        who = QComboBox()
        who.addItem(seat_text("human"), "human")
        if self.computers:
            who.addItem(seat_text("computer"), "computer")
        add_phone_choice(who)
        who.setCurrentIndex(1 if computer and self.computers else 0)
        who.setAccessibleName(seat_text("who", row))
        level = QComboBox()
        for key in LEVELS:
            level.addItem(seat_text(key), key)
        level.setCurrentIndex(1)
        level.setAccessibleName(seat_text("level of", row))
        self.enabled.append(on)
        self.names.append(edit)
        self.extras.append(extras)
        self.kinds.append(who)
        self.levels.append(level)
        on.toggled.connect(self._update)
        who.currentIndexChanged.connect(self._update)
        edit.textChanged.connect(self._update)
        if not self.computers:
            level.setParent(self)
            level.hide()
            return (on, edit, *extras.values(), who)
        return (on, edit, *extras.values(), who, level)

    def finish(self, phones_note: str) -> None:
        """Add the note shown while a seat is on a phone, the error line and OK/Cancel."""
        self.phones.setText(phones_note)
        self.root_layout.addWidget(self.phones)
        self.root_layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(seat_text("start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.root_layout.addWidget(buttons)
        self._update()
        self.restore()

    def _default_name(self, row: int) -> set[str]:
        """The names seat ``row`` (from 1) has by default, in the interface language."""
        return {seat_text("computer"), seat_text("default name", row)}

    def setup(self) -> dict[str, Any]:
        """The seats and the game's choices as shown (kept by :meth:`accept`)."""
        seats = []
        for i in range(len(self.enabled)):
            name = self.names[i].text().strip()
            seats.append(
                {
                    "plays": self.enabled[i].isChecked(),
                    "name": None if name in self._default_name(i + 1) else name,
                    "who": str(self.kinds[i].currentData()),
                    "level": self.level(i),
                    "extras": choice_values(self.extras[i]),
                }
            )
        return {"seats": seats, "choices": choice_values(self.choices)}

    def restore(self) -> None:
        """Show the last accepted set-up of this game, as far as it still fits."""
        setup = remembered_setup(self.game)
        seats = setup.get("seats")
        for i, seat in enumerate(seats if isinstance(seats, list) else []):
            if i >= len(self.enabled) or not isinstance(seat, dict):
                break
            _set_choice(self.enabled[i], seat.get("plays"))
            who = self.kinds[i].findData(seat.get("who"))
            if who >= 0:
                self.kinds[i].setCurrentIndex(who)
            level = self.levels[i].findData(seat.get("level"))
            if level >= 0:
                self.levels[i].setCurrentIndex(level)
            name = seat.get("name")
            if isinstance(name, str) and name.strip():
                self.names[i].setText(name)
            elif self.is_computer(i):
                self.names[i].setText(seat_text("computer"))
            else:
                self.names[i].setText(seat_text("default name", i + 1))
            restore_choices(self.extras[i], seat.get("extras"))
        self._update()
        restore_choices(self.choices, setup.get("choices"))

    def accept(self) -> None:
        """Close with OK and remember the set-up for the next game."""
        remember_setup(self.game, self.setup())
        super().accept()

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
            for box in self.extras[i].values():
                box.setEnabled(on.isChecked())
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
