"""Texts of 10 Tage's refusals (``IllegalMove("tage.…")``) in the UI language.

Looked up by :func:`geoquiz.app.play.refusals.refusal_text`; a table of data for
:func:`~geoquiz.app.play.refusals.text_table`, every source a literal ``QT_TRANSLATE_NOOP`` in the
``Refusals`` context so that
``packaging/build_translations.py tage`` finds it. Card parameters are card ids;
:func:`geoquiz.app.tage.widgets.card_title` names them in the UI language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.play.refusals import text_table

__all__ = ["TEXTS"]


def _card(params: Mapping[str, Any]) -> str:
    from geoquiz.app.tage.widgets import card_title

    return card_title(str(params.get("card", "")))


TEXTS = text_table(
    {
        "tage.game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
        "tage.unknown_move": QT_TRANSLATE_NOOP("Refusals", "That is not a move of this game."),
        "tage.call_out_when": QT_TRANSLATE_NOOP(
            "Refusals", "You can call out at the start of your turn or with the card you place."
        ),
        "tage.already_called": QT_TRANSLATE_NOOP(
            "Refusals", "You have already called out this turn."
        ),
        "tage.setup_over": QT_TRANSLATE_NOOP(
            "Refusals", "The cards are all placed; setup is over."
        ),
        "tage.place_first": QT_TRANSLATE_NOOP(
            "Refusals", "Place all your cards on the holder first."
        ),
        "tage.no_such_day": (
            QT_TRANSLATE_NOOP("Refusals", "There is no day %1; the holder has days 1 to 10."),
            "day",
        ),
        "tage.day_taken": (
            QT_TRANSLATE_NOOP(
                "Refusals", "Day %1 already holds a card; during setup cards stay where they are."
            ),
            "day",
        ),
        "tage.already_drawn": QT_TRANSLATE_NOOP(
            "Refusals", "You have already drawn a card; exchange or discard it."
        ),
        "tage.draw_pile_empty": QT_TRANSLATE_NOOP("Refusals", "The draw pile is empty."),
        "tage.no_such_pile": QT_TRANSLATE_NOOP("Refusals", "There are only three discard piles."),
        "tage.pile_empty": (QT_TRANSLATE_NOOP("Refusals", "Discard pile %1 is empty."), "pile"),
        "tage.draw_first": QT_TRANSLATE_NOOP("Refusals", "Draw a card first."),
        "tage.found_third_pile": (
            QT_TRANSLATE_NOOP(
                "Refusals",
                "Only two discard piles are left: the card you exchange starts pile %1 again.",
            ),
            "empty",
        ),
        "tage.transport_on_end_day": (
            QT_TRANSLATE_NOOP(
                "Refusals", "%1 may not go on day %2: the journey begins and ends in a region."
            ),
            _card,
            "day",
        ),
        "tage.same_pile": (
            QT_TRANSLATE_NOOP(
                "Refusals", "%1 came from pile %2; discard it on another pile or exchange it."
            ),
            _card,
            "pile",
        ),
    }
)
