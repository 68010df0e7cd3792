"""Choosing and trading cards: the action page of the ``draft`` and ``trade`` phases.

The cards themselves are clicked on the table (:mod:`.table`); this page says whose choice it
is and offers the trade. Whether a trade is possible comes from the engine's legal moves.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.app.minden.pages.base import ActionPage, seat_name
from geoquiz.games.minden import KeepCard, Move, Trade

__all__ = ["DraftPage"]


class DraftPage(ActionPage):
    """``render_draft`` / ``render_trade`` for the seat that acts; emits ``move_chosen``."""

    def render_draft(self, view: dict[str, Any], seat: int) -> None:
        self.title.setText(
            QCoreApplication.translate(
                "MindenScreen", "%1, choose one of the cards above."
            ).replace("%1", seat_name(view, seat))
        )
        self.label(
            QCoreApplication.translate(
                "MindenScreen", "The leader takes the card that is left over."
            )
        )

    def render_trade(self, view: dict[str, Any], seat: int, legal: list[Move]) -> None:
        card = view["hands"][seat]
        assert card is not None
        self.title.setText(
            QCoreApplication.translate(
                "MindenScreen", "%1: trade “%2” for the top card of the pile?"
            )
            .replace("%1", seat_name(view, seat))
            .replace("%2", str(card["title"]))
        )
        if Trade() in legal:
            self.label(
                QCoreApplication.translate(
                    "MindenScreen", "Click your card or the button to trade it."
                )
            )
            price = (
                QCoreApplication.translate("MindenScreen", "your chip")
                if view["trade_chip"][seat]
                else QCoreApplication.translate("MindenScreen", "a tip stone")
            )
            self.button(
                QCoreApplication.translate("MindenScreen", "&Trade (costs %1)").replace(
                    "%1", price
                ),
                lambda: self.move_chosen.emit(Trade()),
            )
        elif not view["pile_size"]:
            self.label(
                QCoreApplication.translate(
                    "MindenScreen", "The draw pile is empty: no more trading."
                )
            )
        elif view["rules"]["variant_a"] and not view["trade_chip"][seat]:
            self.label(
                QCoreApplication.translate(
                    "MindenScreen",
                    "You have used your chip and need a spare tip stone to trade.",
                )
            )
        else:
            self.label(
                QCoreApplication.translate(
                    "MindenScreen", "You have used your chip: no more trading."
                )
            )
        keep = self.button(
            QCoreApplication.translate("MindenScreen", "&Keep the card"),
            lambda: self.move_chosen.emit(KeepCard()),
        )
        self.focus(keep)
