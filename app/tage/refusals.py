"""Texts of 10 Tage's refusals (``IllegalMove("tage.…")``) in the UI language.

Looked up by :func:`geoquiz.app.refusals.refusal_text`; every entry is a literal
``QCoreApplication.translate`` call in the ``Refusals`` context so that
``packaging/build_translations.py tage`` finds it. Card parameters are card ids;
:func:`geoquiz.app.tage.widgets.card_title` names them in the UI language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["TEXTS"]


def _card(params: Mapping[str, Any]) -> str:
    from geoquiz.app.tage.widgets import card_title

    return card_title(str(params.get("card", "")))


def _n(params: Mapping[str, Any], key: str) -> str:
    return str(params.get(key, ""))


TEXTS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "tage.game_over": lambda p: QCoreApplication.translate("Refusals", "The game is over."),
    "tage.unknown_move": lambda p: QCoreApplication.translate(
        "Refusals", "That is not a move of this game."
    ),
    "tage.call_out_when": lambda p: QCoreApplication.translate(
        "Refusals", "You can call out at the start of your turn or with the card you place."
    ),
    "tage.already_called": lambda p: QCoreApplication.translate(
        "Refusals", "You have already called out this turn."
    ),
    "tage.setup_over": lambda p: QCoreApplication.translate(
        "Refusals", "The cards are all placed; setup is over."
    ),
    "tage.place_first": lambda p: QCoreApplication.translate(
        "Refusals", "Place all your cards on the holder first."
    ),
    "tage.no_such_day": lambda p: QCoreApplication.translate(
        "Refusals", "There is no day %1; the holder has days 1 to 10."
    ).replace("%1", _n(p, "day")),
    "tage.day_taken": lambda p: QCoreApplication.translate(
        "Refusals", "Day %1 already holds a card; during setup cards stay where they are."
    ).replace("%1", _n(p, "day")),
    "tage.already_drawn": lambda p: QCoreApplication.translate(
        "Refusals", "You have already drawn a card; exchange or discard it."
    ),
    "tage.draw_pile_empty": lambda p: QCoreApplication.translate(
        "Refusals", "The draw pile is empty."
    ),
    "tage.no_such_pile": lambda p: QCoreApplication.translate(
        "Refusals", "There are only three discard piles."
    ),
    "tage.pile_empty": lambda p: QCoreApplication.translate(
        "Refusals", "Discard pile %1 is empty."
    ).replace("%1", _n(p, "pile")),
    "tage.draw_first": lambda p: QCoreApplication.translate("Refusals", "Draw a card first."),
    "tage.found_third_pile": lambda p: QCoreApplication.translate(
        "Refusals", "Only two discard piles are left: the card you exchange starts pile %1 again."
    ).replace("%1", _n(p, "empty")),
    "tage.transport_on_end_day": lambda p: (
        QCoreApplication.translate(
            "Refusals", "%1 may not go on day %2: the journey begins and ends in a region."
        )
        .replace("%1", _card(p))
        .replace("%2", _n(p, "day"))
    ),
    "tage.same_pile": lambda p: (
        QCoreApplication.translate(
            "Refusals", "%1 came from pile %2; discard it on another pile or exchange it."
        )
        .replace("%1", _card(p))
        .replace("%2", _n(p, "pile"))
    ),
}
