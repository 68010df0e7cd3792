"""Guessing and challenging: the action pages of the ``guess`` and ``challenge`` phases.

Hot-seat privacy: with more than one person at the table, each first sees "pass the laptop to …"
and only after confirming (``unlock_requested``) the tip card; the page renders the seat's own
view, so it never holds another seat's tip.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal

from geoquiz.app.minden.pages.base import ActionPage, seat_name
from geoquiz.app.minden.widgets import TipCard
from geoquiz.games.minden import Challenge, Guess

__all__ = ["GuessPage"]


class GuessPage(ActionPage):
    """The gate, the tip card (``tipcard`` while shown) and the challenge buttons."""

    # the person at the laptop confirmed being this seat
    unlock_requested = Signal(int)

    tipcard: TipCard | None = None

    def clear(self) -> None:
        super().clear()
        self.tipcard = None

    def render_gate(self, view: dict[str, Any], seat: int) -> None:
        name = seat_name(view, seat)
        self.title.setText(
            QCoreApplication.translate("MindenScreen", "Pass the laptop to %1.").replace("%1", name)
        )
        self.label(
            QCoreApplication.translate("MindenScreen", "Nobody else may look at the tip card now.")
        )
        b = self.button(
            QCoreApplication.translate("MindenScreen", "I am %1 — show my tip card").replace(
                "%1", name
            ),
            lambda: self.unlock_requested.emit(seat),
        )
        b.setDefault(True)
        self.focus(b)

    def render_guess(self, view: dict[str, Any], seat: int) -> None:
        card = view["hands"][seat]
        assert card is not None
        name = seat_name(view, seat)
        if card["prompt"]:  # the task in full, once ("Anna: Wo liegt Freiberg?")
            self.title.setText(
                QCoreApplication.translate("MindenScreen", "%1: %2")
                .replace("%1", name)
                .replace("%2", str(card["prompt"]))
            )
        else:
            self.title.setText(
                QCoreApplication.translate("MindenScreen", "%1, where is “%2”?")
                .replace("%1", name)
                .replace("%2", str(card["title"]))
            )
        tipcard = TipCard()
        tipcard.reset(int(view["stones"][seat]))
        tipcard.confirmed.connect(lambda tip: self.move_chosen.emit(Guess(tuple(tip))))
        self.action.addWidget(tipcard)
        tipcard.show()
        self.tipcard = tipcard
        self.focus(tipcard.buttons[(0, "W")])

    def render_challenge(self, view: dict[str, Any], seat: int) -> None:
        self.title.setText(
            QCoreApplication.translate(
                "MindenScreen", "%1: challenge a player whose tip you think is wrong?"
            ).replace("%1", seat_name(view, seat))
        )
        self.label(
            QCoreApplication.translate(
                "MindenScreen",
                "Right: you move one space and get the chip back. Wrong: they keep your chip.",
            )
        )
        for target, tip in enumerate(view["tips"]):
            if target == seat:
                continue
            stones = int(tip.get("stones", 0))
            self.button(
                self.tr("Challenge %1 (%n stone(s))", "", stones).replace(
                    "%1", seat_name(view, target)
                ),
                partial(self._challenge, target),
            )
        self.focus(
            self.button(
                QCoreApplication.translate("MindenScreen", "&No challenge"),
                lambda: self.move_chosen.emit(Challenge(None)),
            )
        )

    def _challenge(self, target: int | None) -> None:
        self.move_chosen.emit(Challenge(target))
