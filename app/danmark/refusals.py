"""Texts of Danmark-spillet's refusals (``IllegalMove("danmark.…")``) in the UI language.

Looked up by :func:`geoquiz.app.refusals.refusal_text`; every entry is a literal
``QCoreApplication.translate`` call in the ``Refusals`` context so that
``packaging/build_translations.py danmark`` finds it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["TEXTS"]


def _unreachable(n: int) -> str:
    # two literal texts rather than a %n plural: lupdate does not see a computed count here
    if n == 1:
        return QCoreApplication.translate(
            "Refusals", "You cannot reach that space with exactly one step."
        )
    return QCoreApplication.translate(
        "Refusals", "You cannot reach that space with exactly %1 steps."
    ).replace("%1", str(n))


TEXTS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "danmark.player_count": lambda p: QCoreApplication.translate(
        "Refusals", "Danmark-spillet is played by 2 to 4 players."
    ),
    "danmark.unknown_level": lambda p: QCoreApplication.translate(
        "Refusals", "There is no such computer level."
    ),
    "danmark.game_over": lambda p: QCoreApplication.translate("Refusals", "The game is over."),
    "danmark.die_rolling": lambda p: QCoreApplication.translate(
        "Refusals", "The die is rolling: wait for it."
    ),
    "danmark.no_die": lambda p: QCoreApplication.translate(
        "Refusals", "The die is not being rolled now."
    ),
    "danmark.die_value": lambda p: QCoreApplication.translate("Refusals", "A die shows 1 to 6."),
    "danmark.start_chosen": lambda p: QCoreApplication.translate(
        "Refusals", "Start towns are chosen before the first roll."
    ),
    "danmark.start_not_own": lambda p: QCoreApplication.translate(
        "Refusals", "Choose your start town from your own city cards."
    ),
    "danmark.roll_not_now": lambda p: QCoreApplication.translate(
        "Refusals", "You cannot roll now: first finish your move."
    ),
    "danmark.roll_first": lambda p: QCoreApplication.translate("Refusals", "Roll the die first."),
    "danmark.walk_unreachable": lambda p: _unreachable(int(p.get("steps", 0))),
    "danmark.cross_needs_ticket": lambda p: QCoreApplication.translate(
        "Refusals", "You need a matching ticket to cross before rolling."
    ),
    "danmark.cross_needs_1_or_5": lambda p: QCoreApplication.translate(
        "Refusals", "To fly, sail or cross the Storebælt Bridge you must roll a 1 or a 5."
    ),
    "danmark.cross_no_route": lambda p: QCoreApplication.translate(
        "Refusals", "There is no free crossing to %1 from here."
    ).replace("%1", str(p.get("town", ""))),
    "danmark.no_such_town": lambda p: QCoreApplication.translate(
        "Refusals", "There is no such town."
    ),
    "danmark.must_move": lambda p: QCoreApplication.translate(
        "Refusals", "You must move if you can."
    ),
    "danmark.no_question": lambda p: QCoreApplication.translate(
        "Refusals", "There is no question to answer now."
    ),
    "danmark.choose_answer": lambda p: QCoreApplication.translate(
        "Refusals", "Choose one of the answers."
    ),
    "danmark.not_allowed": lambda p: QCoreApplication.translate(
        "Refusals", "That move is not allowed now."
    ),
    "danmark.old_save": lambda p: QCoreApplication.translate(
        "Refusals",
        "This saved game was made on an older board and cannot be resumed; start a new game.",
    ),
}
