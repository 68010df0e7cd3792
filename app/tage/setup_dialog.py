"""The new-game dialog of 10 Tage durch Deutschland: 2–4 players — human on this laptop (hot-seat,
the default), human on a phone (DESIGN §11: the laptop then shows the public board and a QR code
per phone) or computer (with level) — and who is youngest (that player begins)."""

from __future__ import annotations

import random

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
from geoquiz.games.tage import Config, PlayerSpec

__all__ = ["NewGameDialog"]

LEVELS = ("easy", "medium", "hard")


class NewGameDialog(QDialog):
    """Collects a :class:`games.tage.Config`; :meth:`config` returns it (validated)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game: 10 Tage durch Deutschland"))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)
        grid.addWidget(QLabel(self.tr("Plays")), 0, 0)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Player")), 0, 2)
        grid.addWidget(QLabel(self.tr("Level")), 0, 3)
        self.enabled: list[QCheckBox] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        defaults = [
            (self.tr("Player 1"), "human"),
            (self.tr("Player 2"), "human"),
            (self.tr("Computer"), "computer"),
            (self.tr("Player 4"), "human"),
        ]
        for row, (name, kind) in enumerate(defaults, start=1):
            on = QCheckBox()
            on.setChecked(row <= 3)
            on.setEnabled(row > 2)
            on.setAccessibleName(self.tr("Player %1 plays").replace("%1", str(row)))
            edit = QLineEdit(name)
            edit.setAccessibleName(self.tr("Name of player %1").replace("%1", str(row)))
            who = QComboBox()
            who.addItem(self.tr("Human"), "human")
            who.addItem(self.tr("Computer"), "computer")
            add_phone_choice(who)
            who.setAccessibleName(self.tr("Who plays seat %1").replace("%1", str(row)))
            who.setCurrentIndex(0 if kind == "human" else 1)
            level = QComboBox()
            level.addItem(self.tr("easy"), "easy")
            level.addItem(self.tr("medium"), "medium")
            level.addItem(self.tr("hard"), "hard")
            level.setCurrentIndex(1)
            for col, widget in enumerate((on, edit, who, level)):
                grid.addWidget(widget, row, col)
            self.enabled.append(on)
            self.names.append(edit)
            self.kinds.append(who)
            self.levels.append(level)
            on.toggled.connect(self._update)
            who.currentIndexChanged.connect(self._update)
        layout.addWidget(QLabel(self.tr("The youngest player begins:")))
        self.first = QComboBox()
        self.first.setAccessibleName(self.tr("Youngest player"))
        layout.addWidget(self.first)
        self.phones = QLabel(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; players on this laptop uncover their cards in turn."
            )
        )
        self.phones.setWordWrap(True)
        layout.addWidget(self.phones)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for edit in self.names:
            edit.textChanged.connect(self._update)
        self._update()

    def _active(self) -> list[int]:
        return [i for i, on in enumerate(self.enabled) if on.isChecked()]

    def _update(self) -> None:
        for i in range(4):
            on = self.enabled[i].isChecked()
            self.names[i].setEnabled(on)
            self.kinds[i].setEnabled(on)
            self.levels[i].setEnabled(on and self.kinds[i].currentData() == "computer")
        self.phones.setVisible(any(self.kinds[i].currentData() == PHONE for i in self._active()))
        current = self.first.currentIndex()
        self.first.blockSignals(True)
        self.first.clear()
        for i in self._active():
            self.first.addItem(self.names[i].text().strip() or "?", i)
        self.first.setCurrentIndex(max(0, min(current, self.first.count() - 1)))
        self.first.blockSignals(False)

    def config(self, seed: int | None = None) -> Config:
        """The chosen configuration (``ValueError`` with a readable message if impossible)."""
        active = self._active()
        players = tuple(
            PlayerSpec(
                self.names[i].text().strip(),
                "computer" if self.kinds[i].currentData() == "computer" else "human",
                str(self.levels[i].currentData()),
            )
            for i in active
        )
        first_seat = active.index(int(self.first.currentData())) if self.first.count() else 0
        cfg = Config(
            players,
            first_player=first_seat,
            seed=random.randrange(2**31) if seed is None else seed,
        )
        cfg.validate()
        return cfg

    def uses_phones(self) -> bool:
        """True when at least one playing seat is on a phone."""
        return any(self.kinds[i].currentData() == PHONE for i in self._active())

    def open_table(self, config: Config, parent: QWidget | None = None) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        and return True; without: False (the game runs on the 10-Tage screen)."""
        active = self._active()
        seats = table_seats(
            [spec.name for spec in config.players],
            [str(self.kinds[i].currentData()) for i in active],
            [str(self.levels[i].currentData()) for i in active],
        )
        return open_table("tage", config, seats, parent)

    def _accept(self) -> None:
        try:
            self.config(seed=0)
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
