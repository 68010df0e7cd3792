"""The new-game dialog of 10 Tage durch Deutschland: 2–4 players — human on this laptop (hot-seat,
the default), human on a phone (DESIGN §11: the laptop then shows the public board and a QR code
per phone) or computer (with level) — and who is youngest (that player begins)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from geoquiz.app.play.seat_dialog import SeatDialog
from geoquiz.games.tage import Config, PlayerSpec

__all__ = ["NewGameDialog"]


class NewGameDialog(SeatDialog):
    """Collects a :class:`games.tage.Config`; :meth:`config` returns it (validated)."""

    game = "tage"

    def __init__(self, parent: QWidget | None = None) -> None:
        title = self.tr("New game: 10 Tage durch Deutschland")
        super().__init__(title, seats=4, playing=3, computer=3, parent=parent)
        self.main_layout.addWidget(QLabel(self.tr("The youngest player begins:")))
        self.first = QComboBox()
        self.first.setAccessibleName(self.tr("Youngest player"))
        self.main_layout.addWidget(self.first)
        self.choices = {"youngest": self.first}  # by seat, listed by the seats' names
        self.finish(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; players on this laptop uncover their cards in turn."
            )
        )

    def _update(self) -> None:
        """Also list the playing seats, by name, as who may be the youngest."""
        super()._update()
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
                "computer" if self.is_computer(i) else "human",
                self.level(i),
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
