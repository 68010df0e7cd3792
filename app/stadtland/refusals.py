"""Texts of Stadt-Land-anders' refusals (``IllegalMove("stadtland.…")``) in the UI language.

Looked up by :func:`geoquiz.app.refusals.refusal_text`; every entry is a literal
``QCoreApplication.translate`` call in the ``Refusals`` context so that
``packaging/build_translations.py stadtland`` finds it. "Stopp und 1!" and "Stopp und Aus!" are
the calls printed in the German rulebook and stay German in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["TEXTS"]


def _int(params: Mapping[str, Any], key: str) -> int:
    try:
        return int(params.get(key, 0))
    except (TypeError, ValueError):
        return 0


def _seat(params: Mapping[str, Any], key: str = "player") -> str:
    value = params.get(key)
    return str(value + 1) if isinstance(value, int) else str(value)


def _names(params: Mapping[str, Any]) -> str:
    value = params.get("players", ())
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


TEXTS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "stadtland.game_over": lambda p: QCoreApplication.translate("Refusals", "The game is over."),
    "stadtland.unknown_move": lambda p: QCoreApplication.translate(
        "Refusals", "That is not a move of this game."
    ),
    "stadtland.time_backwards": lambda p: QCoreApplication.translate(
        "Refusals", "Time cannot run backwards."
    ),
    "stadtland.round_running": lambda p: QCoreApplication.translate(
        "Refusals", "A round is already being played."
    ),
    "stadtland.no_player": lambda p: QCoreApplication.translate(
        "Refusals", "There is no player %1."
    ).replace("%1", _seat(p)),
    "stadtland.no_category": lambda p: QCoreApplication.translate(
        "Refusals", "There is no category column %1."
    ).replace("%1", _seat(p, "column")),
    "stadtland.stop_not_now": lambda p: QCoreApplication.translate(
        "Refusals",
        "\u201cStopp und 1!\u201d and \u201cStopp und Aus!\u201d are called while the round runs.",
    ),
    "stadtland.time_up": lambda p: QCoreApplication.translate(
        "Refusals", "Time is up: the round ends with \u201cStopp und Aus!\u201d."
    ),
    "stadtland.already_called": lambda p: QCoreApplication.translate(
        "Refusals", "You have already called \u201cStopp und 1!\u201d."
    ),
    "stadtland.stop_one_few": lambda p: QCoreApplication.translate(
        "Refusals", "\u201cStopp und 1!\u201d needs at least 2 categories filled."
    ),
    "stadtland.stop_one_all": lambda p: QCoreApplication.translate(
        "Refusals", "Every category is filled: call \u201cStopp und Aus!\u201d instead."
    ),
    "stadtland.round_goes_on": lambda p: QCoreApplication.translate(
        "Refusals", "The round goes on until someone calls \u201cStopp und Aus!\u201d."
    ),
    "stadtland.counting": lambda p: QCoreApplication.translate(
        "Refusals",
        "After \u201cStopp und 1!\u201d you may not write more; your count ends the round.",
    ),
    "stadtland.entry_not_now": lambda p: QCoreApplication.translate(
        "Refusals", "The terms are entered after \u201cStopp und Aus!\u201d."
    ),
    "stadtland.grace": lambda p: QCoreApplication.translate(
        "Refusals", "Let everyone finish the term they are writing."
    ),
    "stadtland.terms_not_now": lambda p: QCoreApplication.translate(
        "Refusals", "Terms are entered after the round, one player after the other."
    ),
    "stadtland.not_your_entry": lambda p: QCoreApplication.translate(
        "Refusals", "It is player %1's turn to enter terms."
    ).replace("%1", _seat(p)),
    # %1 rather than %n plurals: lupdate does not see a computed count; the numbers are always
    # plural here (5 to 7 categories, 80 characters, "Stopp und 1!" with at least 2 terms)
    "stadtland.term_count": lambda p: QCoreApplication.translate(
        "Refusals", "Enter one term for each of the %1 categories."
    ).replace("%1", str(_int(p, "count"))),
    "stadtland.term_too_long": lambda p: QCoreApplication.translate(
        "Refusals", "A term may have at most %1 characters."
    ).replace("%1", str(_int(p, "max"))),
    "stadtland.more_than_filled": lambda p: QCoreApplication.translate(
        "Refusals",
        "You called \u201cStopp und 1!\u201d with %1 terms and may not have written more. "
        "If the number was wrong, take the call back on the round page (Undo) before the entry.",
    ).replace("%1", str(_int(p, "filled"))),
    "stadtland.stop_out_all": lambda p: QCoreApplication.translate(
        "Refusals", "You called \u201cStopp und Aus!\u201d, so every category needs a term."
    ),
    "stadtland.check_not_now": lambda p: QCoreApplication.translate(
        "Refusals", "Votes, corrections and merges are made while the terms are checked."
    ),
    "stadtland.vote_gap": lambda p: QCoreApplication.translate(
        "Refusals", "A gap has no term to vote on."
    ),
    "stadtland.nobody_votes": lambda p: QCoreApplication.translate(
        "Refusals", "Everyone wrote this term; nobody is left to vote on it."
    ),
    "stadtland.vote_twice": lambda p: QCoreApplication.translate(
        "Refusals", "Each player votes once."
    ),
    "stadtland.own_term": lambda p: QCoreApplication.translate(
        "Refusals", "Players do not vote on their own term."
    ),
    "stadtland.edit_same": lambda p: QCoreApplication.translate(
        "Refusals", "The term and its justification are unchanged."
    ),
    "stadtland.merge_few": lambda p: QCoreApplication.translate(
        "Refusals", "Choose at least two terms of this category to merge."
    ),
    "stadtland.merge_same": lambda p: QCoreApplication.translate(
        "Refusals", "These terms already count as one term."
    ),
    "stadtland.undo_nothing": lambda p: QCoreApplication.translate(
        "Refusals", "There is nothing to take back in this round."
    ),
    "stadtland.undo_too_late": lambda p: QCoreApplication.translate(
        "Refusals", "Terms have been entered: the call can no longer be taken back."
    ),
    "stadtland.score_not_now": lambda p: QCoreApplication.translate(
        "Refusals", "There is nothing to score yet."
    ),
    "stadtland.points_not_now": lambda p: QCoreApplication.translate(
        "Refusals", "Creativity points are given after scoring a round."
    ),
    "stadtland.point_count": lambda p: QCoreApplication.translate(
        "Refusals", "Every player points at one fellow player."
    ),
    "stadtland.point_missing": lambda p: QCoreApplication.translate(
        "Refusals", "Still to choose whom they point at: %1."
    ).replace("%1", _names(p)),
    "stadtland.point_self": lambda p: QCoreApplication.translate(
        "Refusals", "Nobody points at themselves."
    ),
}
