"""The new-game dialog of Carcassonne: 2–5 players (human on this laptop — the default —, human on
a phone, or computer with a level) and the start squares in use. With phone seats the laptop opens
the table (DESIGN §11): a QR code per phone and the public board; laptop seats play on it."""

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
from geoquiz.games.carcassonne import MAX_PLAYERS, Config, PlayerSpec

__all__ = ["START_PAIRS", "NewGameDialog"]

START_PAIRS: tuple[tuple[str, str], ...] = (
    ("Rostock", "Stuttgart"),
    ("Rostock", "Erfurt"),
    ("Erfurt", "Stuttgart"),
)


class NewGameDialog(QDialog):
    """Collects a :class:`games.carcassonne.Config`; :meth:`config` returns it (validated)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game: Carcassonne Germany"))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        layout.addLayout(grid)
        for col, text in enumerate(
            (self.tr("Plays"), self.tr("Name"), self.tr("Player"), self.tr("Level"))
        ):
            grid.addWidget(QLabel(text), 0, col)
        self.enabled: list[QCheckBox] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        for row in range(1, MAX_PLAYERS + 1):
            on = QCheckBox()
            on.setChecked(row <= 2)
            on.setEnabled(row > 2)
            on.setAccessibleName(self.tr("Player %1 plays").replace("%1", str(row)))
            computer = row == 2
            name = self.tr("Computer") if computer else self.tr("Player %1").replace("%1", str(row))
            edit = QLineEdit(name)
            edit.setAccessibleName(self.tr("Name of player %1").replace("%1", str(row)))
            who = QComboBox()
            who.addItem(self.tr("Human"), "human")
            who.addItem(self.tr("Computer"), "computer")
            add_phone_choice(who)
            who.setCurrentIndex(1 if computer else 0)
            who.setAccessibleName(self.tr("Human or computer, player %1").replace("%1", str(row)))
            level = QComboBox()
            level.addItem(self.tr("easy"), "easy")
            level.addItem(self.tr("medium"), "medium")
            level.addItem(self.tr("hard"), "hard")
            level.setCurrentIndex(1)
            level.setAccessibleName(self.tr("Level of player %1").replace("%1", str(row)))
            for col, widget in enumerate((on, edit, who, level)):
                grid.addWidget(widget, row, col)
            self.enabled.append(on)
            self.names.append(edit)
            self.kinds.append(who)
            self.levels.append(level)
            on.toggled.connect(self._update)
            who.currentIndexChanged.connect(self._update)
        layout.addWidget(QLabel(self.tr("Start squares (the first holds the start tile):")))
        self.starts = QComboBox()
        self.starts.setAccessibleName(self.tr("Start squares"))
        for pair in START_PAIRS:
            self.starts.addItem(" + ".join(pair), pair)
        three = ("Rostock", "Erfurt", "Stuttgart")
        self.starts.addItem(" + ".join(three) + " " + self.tr("(all three)"), three)
        layout.addWidget(self.starts)
        self.tiles = QComboBox()
        self.tiles.setAccessibleName(self.tr("Tiles"))
        self.tiles.addItem(
            self.tr("114 tiles: base game, Inns & Cathedrals, Traders & Builders"), "all"
        )
        self.tiles.addItem(self.tr("72 tiles: base game only"), "base")
        layout.addWidget(self.tiles)
        self.meeples = QComboBox()
        self.meeples.setAccessibleName(self.tr("Meeples per player"))
        self.meeples.addItem(self.tr("9 meeples per player"), 9)
        self.meeples.addItem(self.tr("7 meeples per player"), 7)
        layout.addWidget(self.meeples)
        self.inns = QCheckBox(self.tr("Score inns and cathedrals (Inns & Cathedrals rules)"))
        layout.addWidget(self.inns)
        note = QLabel(
            self.tr(
                "The start tile and one random tile lie on the start squares; every other tile "
                "must touch a laid tile. 30 Map-Chips are laid out face down."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.phones = QLabel(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then the board; players on this laptop place their tiles on it."
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
        self._update()

    def _active(self) -> list[int]:
        return [i for i, on in enumerate(self.enabled) if on.isChecked()]

    def _update(self) -> None:
        for i in range(MAX_PLAYERS):
            on = self.enabled[i].isChecked()
            self.names[i].setEnabled(on)
            self.kinds[i].setEnabled(on)
            self.levels[i].setEnabled(on and self.kinds[i].currentData() == "computer")
        self.phones.setVisible(self.uses_phones())

    def config(self, seed: int | None = None) -> Config:
        """The chosen configuration (``ValueError`` with a readable message if impossible)."""
        players = tuple(
            PlayerSpec(
                self.names[i].text().strip() or f"{i + 1}",
                "computer" if self.kinds[i].currentData() == "computer" else "human",
                str(self.levels[i].currentData()),
            )
            for i in self._active()
        )
        cfg = Config(
            players,
            tuple(str(name) for name in self.starts.currentData()),
            random.randrange(2**31) if seed is None else seed,
            tiles=str(self.tiles.currentData()),
            meeples=int(self.meeples.currentData()),
            inns_cathedrals=self.inns.isChecked(),
        )
        cfg.validate()
        return cfg

    def uses_phones(self) -> bool:
        """True when at least one playing seat is on a phone."""
        return any(self.kinds[i].currentData() == PHONE for i in self._active())

    def open_table(self, config: Config, parent: QWidget | None = None) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        and return True; without: False (the game runs on the Carcassonne screen)."""
        active = self._active()
        seats = table_seats(
            [spec.name for spec in config.players],
            [str(self.kinds[i].currentData()) for i in active],
            [str(self.levels[i].currentData()) for i in active],
        )
        return open_table("carcassonne", config, seats, parent)

    def _accept(self) -> None:
        try:
            self.config(seed=0)
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
