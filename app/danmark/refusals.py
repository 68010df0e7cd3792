"""Texts of Danmark-spillet's refusals (``IllegalMove("danmark.…")``) in the UI language.

Looked up by :func:`geoquiz.app.play.refusals.refusal_text`; a table of data for
:func:`~geoquiz.app.play.refusals.text_table`, every source a literal ``QT_TRANSLATE_NOOP`` in the
``Refusals`` context so that
``packaging/build_translations.py danmark`` finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.app.play.refusals import text_table

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


TEXTS = text_table(
    {
        "danmark.player_count": QT_TRANSLATE_NOOP(
            "Refusals", "Danmark-spillet is played by 2 to 4 players."
        ),
        "danmark.unknown_level": QT_TRANSLATE_NOOP("Refusals", "There is no such computer level."),
        "danmark.game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
        "danmark.die_rolling": QT_TRANSLATE_NOOP("Refusals", "The die is rolling: wait for it."),
        "danmark.no_die": QT_TRANSLATE_NOOP("Refusals", "The die is not being rolled now."),
        "danmark.die_value": QT_TRANSLATE_NOOP("Refusals", "A die shows 1 to 6."),
        "danmark.start_chosen": QT_TRANSLATE_NOOP(
            "Refusals", "Start towns are chosen before the first roll."
        ),
        "danmark.start_not_own": QT_TRANSLATE_NOOP(
            "Refusals", "Choose your start town from your own city cards."
        ),
        "danmark.roll_not_now": QT_TRANSLATE_NOOP(
            "Refusals", "You cannot roll now: first finish your move."
        ),
        "danmark.roll_first": QT_TRANSLATE_NOOP("Refusals", "Roll the die first."),
        "danmark.walk_unreachable": lambda p: _unreachable(int(p.get("steps", 0))),
        "danmark.cross_needs_ticket": QT_TRANSLATE_NOOP(
            "Refusals", "You need a matching ticket to cross before rolling."
        ),
        "danmark.cross_needs_1_or_5": QT_TRANSLATE_NOOP(
            "Refusals", "To fly, sail or cross the Storebælt Bridge you must roll a 1 or a 5."
        ),
        "danmark.cross_no_route": (
            QT_TRANSLATE_NOOP("Refusals", "There is no free crossing to %1 from here."),
            "town",
        ),
        "danmark.no_such_town": QT_TRANSLATE_NOOP("Refusals", "There is no such town."),
        "danmark.must_move": QT_TRANSLATE_NOOP("Refusals", "You must move if you can."),
        "danmark.no_question": QT_TRANSLATE_NOOP("Refusals", "There is no question to answer now."),
        "danmark.choose_answer": QT_TRANSLATE_NOOP("Refusals", "Choose one of the answers."),
        "danmark.not_allowed": QT_TRANSLATE_NOOP("Refusals", "That move is not allowed now."),
        "danmark.old_save": QT_TRANSLATE_NOOP(
            "Refusals",
            "This saved game was made on an older board and cannot be resumed; start a new game.",
        ),
    }
)
