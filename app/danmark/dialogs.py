"""The new-game dialog of Danmark-spillet (2–4 players: human on this laptop, human on a phone or
computer with a level). With phone seats the laptop opens the table (DESIGN §11). The chance and
question cards are cards on the board (:mod:`app.danmark.cards`), not dialogs."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QWidget

from geoquiz.app.play.seat_dialog import SeatDialog
from geoquiz.games.danmark import Config, PlayerSpec

__all__ = ["NewGameDialog"]


class NewGameDialog(SeatDialog):
    """Collects a :class:`games.danmark.Config`."""

    game = "danmark"

    def __init__(self, parent: QWidget | None = None) -> None:
        title = self.tr("New game: Danmark-spillet")
        super().__init__(title, seats=4, playing=2, computer=2, parent=parent)
        self.finish(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; each phone shows its player's city cards and the "
                "question cards to read out."
            )
        )

    def config(self, seed: int | None = None) -> Config:
        players: list[PlayerSpec] = []
        for i in self._active():
            name = self.names[i].text().strip() or self.tr("Player %1").replace(
                "%1", str(len(players) + 1)
            )
            players.append(PlayerSpec(name, self.is_computer(i), self.level(i)))
        return Config(tuple(players), seed if seed is not None else random.randrange(2**31))
