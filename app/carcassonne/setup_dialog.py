"""The new-game dialog of Carcassonne: 2–5 players (human on this laptop — the default —, human on
a phone, or computer with a level) and the start squares in use. With phone seats the laptop opens
the table (DESIGN §11): a QR code per phone and the public board; laptop seats play on it."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from geoquiz.app.play.seat_dialog import SeatDialog
from geoquiz.games.carcassonne import MAX_PLAYERS, Config, PlayerSpec

__all__ = ["START_PAIRS", "NewGameDialog"]

START_PAIRS: tuple[tuple[str, str], ...] = (
    ("Rostock", "Stuttgart"),
    ("Rostock", "Erfurt"),
    ("Erfurt", "Stuttgart"),
)


class NewGameDialog(SeatDialog):
    """Collects a :class:`games.carcassonne.Config`; :meth:`config` returns it (validated)."""

    game = "carcassonne"

    def __init__(self, parent: QWidget | None = None) -> None:
        title = self.tr("New game: Carcassonne Germany")
        super().__init__(title, seats=MAX_PLAYERS, playing=2, computer=2, parent=parent)
        layout = self.main_layout
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
        self.inns = QCheckBox(self.tr("Score inns and cathedrals (Inns && Cathedrals rules)"))
        layout.addWidget(self.inns)
        note = QLabel(
            self.tr(
                "The start tile and one random tile lie on the start squares; every other tile "
                "must touch a laid tile. 30 Map-Chips are laid out face down."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.choices = {
            "starts": self.starts,
            "tiles": self.tiles,
            "meeples": self.meeples,
            "inns": self.inns,
        }
        self.finish(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then the board; players on this laptop place their tiles on it."
            )
        )

    def config(self, seed: int | None = None) -> Config:
        """The chosen configuration (``ValueError`` with a readable message if impossible)."""
        players = tuple(
            PlayerSpec(
                self.names[i].text().strip() or f"{i + 1}",
                "computer" if self.is_computer(i) else "human",
                self.level(i),
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
