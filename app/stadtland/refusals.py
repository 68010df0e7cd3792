"""Texts of Stadt-Land-anders' refusals (``IllegalMove("stadtland.…")``) in the UI language.

Looked up by :func:`geoquiz.app.play.refusals.refusal_text`; a table of data for
:func:`~geoquiz.app.play.refusals.text_table`, every source a literal ``QT_TRANSLATE_NOOP`` in the
``Refusals`` context so that
``packaging/build_translations.py stadtland`` finds it. "Stopp und 1!" and "Stopp und Aus!" are
the calls printed in the German rulebook and stay German in every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.play.refusals import Text, text_table

__all__ = ["TEXTS"]


def _number(key: str) -> Text:
    """The parameter ``key`` as a whole number (0 when it is missing or not a number)."""

    def value(params: Mapping[str, Any]) -> str:
        try:
            return str(int(params.get(key, 0)))
        except (TypeError, ValueError):
            return "0"

    return value


def _seat(key: str) -> Text:
    """The seat index ``key`` as the player number people count with (from 1)."""

    def value(params: Mapping[str, Any]) -> str:
        seat = params.get(key)
        return str(seat + 1) if isinstance(seat, int) else str(seat)

    return value


def _names(params: Mapping[str, Any]) -> str:
    value = params.get("players", ())
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


TEXTS = text_table(
    {
        "stadtland.game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
        "stadtland.unknown_move": QT_TRANSLATE_NOOP("Refusals", "That is not a move of this game."),
        "stadtland.time_backwards": QT_TRANSLATE_NOOP("Refusals", "Time cannot run backwards."),
        "stadtland.round_running": QT_TRANSLATE_NOOP(
            "Refusals", "A round is already being played."
        ),
        "stadtland.no_player": (
            QT_TRANSLATE_NOOP("Refusals", "There is no player %1."),
            _seat("player"),
        ),
        "stadtland.no_category": (
            QT_TRANSLATE_NOOP("Refusals", "There is no category column %1."),
            _seat("column"),
        ),
        "stadtland.stop_not_now": QT_TRANSLATE_NOOP(
            "Refusals",
            "\u201cStopp und 1!\u201d and \u201cStopp und Aus!\u201d are called "
            "while the round runs.",
        ),
        "stadtland.time_up": QT_TRANSLATE_NOOP(
            "Refusals", "Time is up: the round ends with \u201cStopp und Aus!\u201d."
        ),
        "stadtland.already_called": QT_TRANSLATE_NOOP(
            "Refusals", "You have already called \u201cStopp und 1!\u201d."
        ),
        "stadtland.stop_one_few": QT_TRANSLATE_NOOP(
            "Refusals", "\u201cStopp und 1!\u201d needs at least 2 categories filled."
        ),
        "stadtland.stop_one_all": QT_TRANSLATE_NOOP(
            "Refusals", "Every category is filled: call \u201cStopp und Aus!\u201d instead."
        ),
        "stadtland.round_goes_on": QT_TRANSLATE_NOOP(
            "Refusals", "The round goes on until someone calls \u201cStopp und Aus!\u201d."
        ),
        "stadtland.counting": QT_TRANSLATE_NOOP(
            "Refusals",
            "After \u201cStopp und 1!\u201d you may not write more; your count ends the round.",
        ),
        "stadtland.entry_not_now": QT_TRANSLATE_NOOP(
            "Refusals", "The terms are entered after \u201cStopp und Aus!\u201d."
        ),
        "stadtland.grace": QT_TRANSLATE_NOOP(
            "Refusals", "Let everyone finish the term they are writing."
        ),
        "stadtland.terms_not_now": QT_TRANSLATE_NOOP(
            "Refusals", "Terms are entered after the round, one player after the other."
        ),
        "stadtland.not_your_entry": (
            QT_TRANSLATE_NOOP("Refusals", "It is player %1's turn to enter terms."),
            _seat("player"),
        ),
        # %1 rather than %n plurals: lupdate does not see a computed count; the numbers are
        # always plural here (5 to 7 categories, 80 characters, "Stopp und 1!" with 2 or more terms)
        "stadtland.term_count": (
            QT_TRANSLATE_NOOP("Refusals", "Enter one term for each of the %1 categories."),
            _number("count"),
        ),
        "stadtland.term_too_long": (
            QT_TRANSLATE_NOOP("Refusals", "A term may have at most %1 characters."),
            _number("max"),
        ),
        "stadtland.more_than_filled": (
            QT_TRANSLATE_NOOP(
                "Refusals",
                "You called \u201cStopp und 1!\u201d with %1 terms and may not have written more. "
                "If the number was wrong, take the call back on the round page (Undo) "
                "before the entry.",
            ),
            _number("filled"),
        ),
        "stadtland.stop_out_all": QT_TRANSLATE_NOOP(
            "Refusals", "You called \u201cStopp und Aus!\u201d, so every category needs a term."
        ),
        "stadtland.check_not_now": QT_TRANSLATE_NOOP(
            "Refusals", "Votes, corrections and merges are made while the terms are checked."
        ),
        "stadtland.vote_gap": QT_TRANSLATE_NOOP("Refusals", "A gap has no term to vote on."),
        "stadtland.nobody_votes": QT_TRANSLATE_NOOP(
            "Refusals", "Everyone wrote this term; nobody is left to vote on it."
        ),
        "stadtland.vote_twice": QT_TRANSLATE_NOOP("Refusals", "Each player votes once."),
        "stadtland.own_term": QT_TRANSLATE_NOOP(
            "Refusals", "Players do not vote on their own term."
        ),
        "stadtland.edit_same": QT_TRANSLATE_NOOP(
            "Refusals", "The term and its justification are unchanged."
        ),
        "stadtland.merge_few": QT_TRANSLATE_NOOP(
            "Refusals", "Choose at least two terms of this category to merge."
        ),
        "stadtland.merge_same": QT_TRANSLATE_NOOP(
            "Refusals", "These terms already count as one term."
        ),
        "stadtland.undo_nothing": QT_TRANSLATE_NOOP(
            "Refusals", "There is nothing to take back in this round."
        ),
        "stadtland.undo_too_late": QT_TRANSLATE_NOOP(
            "Refusals", "Terms have been entered: the call can no longer be taken back."
        ),
        "stadtland.score_not_now": QT_TRANSLATE_NOOP("Refusals", "There is nothing to score yet."),
        "stadtland.points_not_now": QT_TRANSLATE_NOOP(
            "Refusals", "Creativity points are given after scoring a round."
        ),
        "stadtland.point_count": QT_TRANSLATE_NOOP(
            "Refusals", "Every player points at one fellow player."
        ),
        "stadtland.point_missing": (
            QT_TRANSLATE_NOOP("Refusals", "Still to choose whom they point at: %1."),
            _names,
        ),
        "stadtland.point_self": QT_TRANSLATE_NOOP("Refusals", "Nobody points at themselves."),
    }
)
