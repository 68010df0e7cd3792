"""Finden Sie Minden's refusal texts: ``minden.*`` codes of ``IllegalMove`` → a sentence.

Looked up by :func:`geoquiz.app.play.refusals.refusal_text`; a table of data for
:func:`~geoquiz.app.play.refusals.text_table`, every source a literal ``QT_TRANSLATE_NOOP`` in the
``Refusals`` context (or, where a text chooses between sentences, literal
``QCoreApplication.translate`` calls) so that ``make translations`` finds it (in the
``minden_*.ts`` catalogues). ``tests/test_minden_refusals.py`` checks that every code the engine
raises has a text here, in German, English and Danish.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.app.play.refusals import text_table

__all__ = ["TEXTS"]


def _wrong_phase(p: Mapping[str, Any]) -> str:
    phase = p.get("phase")
    if phase == "draft":
        return QCoreApplication.translate(
            "Refusals", "Now each player chooses one of the cards on the table."
        )
    if phase == "trade":
        return QCoreApplication.translate(
            "Refusals", "Now each player decides whether to trade the card."
        )
    if phase == "guess":
        return QCoreApplication.translate("Refusals", "Now each player places tip stones.")
    if phase == "challenge":
        return QCoreApplication.translate("Refusals", "Now each player may place a challenge chip.")
    return QCoreApplication.translate(
        "Refusals", "Now the tips are scored: place the indicator on the map."
    )


def _too_many_stones(p: Mapping[str, Any]) -> str:
    n = int(p.get("stones", 0))
    # two literal texts rather than a %n plural: lupdate does not see a computed count here
    if n == 1:
        text = QCoreApplication.translate("Refusals", "%1 has only one tip stone.")
    else:
        text = QCoreApplication.translate("Refusals", "%1 has only %2 tip stones.")
    return text.replace("%1", str(p.get("player", ""))).replace("%2", str(n))


TEXTS = text_table(
    {
        "minden.game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
        "minden.wrong_phase": _wrong_phase,
        "minden.card_not_offered": QT_TRANSLATE_NOOP(
            "Refusals", "That card is not on the table this round."
        ),
        "minden.pile_empty": QT_TRANSLATE_NOOP(
            "Refusals", "The draw pile is empty: no more trading."
        ),
        "minden.no_spare_stone": (
            QT_TRANSLATE_NOOP("Refusals", "%1 needs a spare tip stone to trade."),
            "player",
        ),
        "minden.chip_used": (
            QT_TRANSLATE_NOOP("Refusals", "%1 has already used the chip."),
            "player",
        ),
        "minden.too_many_stones": _too_many_stones,
        "minden.no_such_player": QT_TRANSLATE_NOOP("Refusals", "There is no such player."),
        "minden.challenge_self": QT_TRANSLATE_NOOP("Refusals", "You cannot challenge yourself."),
        "minden.bad_position": QT_TRANSLATE_NOOP(
            "Refusals", "The place indicator needs a position on the map."
        ),
        "minden.tip_too_long": QT_TRANSLATE_NOOP("Refusals", "A tip has at most four stones."),
        "minden.bad_ew": QT_TRANSLATE_NOOP(
            "Refusals", "The first stone must be W (west) or O (east)."
        ),
        "minden.bad_zone": QT_TRANSLATE_NOOP("Refusals", "The second stone must be N, M or S."),
        "minden.bad_square": (
            QT_TRANSLATE_NOOP("Refusals", "Zone %1 has map squares 1 to %2."),
            "zone",
            "squares",
        ),
        "minden.bad_quadrant": QT_TRANSLATE_NOOP(
            "Refusals", "The fourth stone must be A, B, C or D."
        ),
    }
)
