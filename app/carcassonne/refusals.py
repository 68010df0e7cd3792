"""Texts of Carcassonne's refusals (``IllegalMove("carcassonne.…")``) in the UI language.

Looked up by :func:`geoquiz.app.play.refusals.refusal_text`; a table of data for
:func:`~geoquiz.app.play.refusals.text_table`, every source a literal ``QT_TRANSLATE_NOOP`` in the
``Refusals`` context so that
``packaging/build_translations.py carcassonne`` finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.play.refusals import text_table

__all__ = ["TEXTS"]

TEXTS = text_table(
    {
        "carcassonne.game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
        "carcassonne.unknown_move": QT_TRANSLATE_NOOP(
            "Refusals", "That is not a move of this game."
        ),
        "carcassonne.not_place_phase": QT_TRANSLATE_NOOP(
            "Refusals", "Place a meeple or finish the turn first."
        ),
        "carcassonne.bad_rotation": QT_TRANSLATE_NOOP(
            "Refusals", "A tile can be turned only in quarter turns."
        ),
        "carcassonne.off_map": QT_TRANSLATE_NOOP(
            "Refusals", "Tiles go only on the squares of the map."
        ),
        "carcassonne.square_taken": QT_TRANSLATE_NOOP(
            "Refusals", "That square already holds a tile."
        ),
        "carcassonne.edges_mismatch": QT_TRANSLATE_NOOP(
            "Refusals", "The edges do not match the neighbouring tiles."
        ),
        "carcassonne.not_touching": QT_TRANSLATE_NOOP(
            "Refusals",
            "A tile must touch a laid tile; a printed large city counts once a tile is next to it.",
        ),
        "carcassonne.printed_edge": QT_TRANSLATE_NOOP(
            "Refusals", "The road or city printed at the map's edge must be continued."
        ),
        "carcassonne.old_map_rules": QT_TRANSLATE_NOOP(
            "Refusals",
            "This saved game follows an earlier version's map rules; start a new game.",
        ),
        "carcassonne.place_first": QT_TRANSLATE_NOOP("Refusals", "Place the tile first."),
        "carcassonne.no_meeple_left": QT_TRANSLATE_NOOP("Refusals", "You have no meeple left."),
        "carcassonne.no_such_spot": QT_TRANSLATE_NOOP(
            "Refusals", "There is no such spot on this tile."
        ),
        "carcassonne.feature_occupied": QT_TRANSLATE_NOOP(
            "Refusals", "That road, city or field already has a meeple."
        ),
        "carcassonne.not_upgrade_phase": QT_TRANSLATE_NOOP(
            "Refusals", "Upgrades come after placing the tile and the meeple."
        ),
        "carcassonne.not_your_meeple": QT_TRANSLATE_NOOP(
            "Refusals", "Choose one of your own meeples to upgrade."
        ),
        "carcassonne.already_upgraded": QT_TRANSLATE_NOOP(
            "Refusals", "That meeple is already upgraded."
        ),
        "carcassonne.upgrade_costs_four": QT_TRANSLATE_NOOP(
            "Refusals", "An upgrade costs chips worth exactly 4."
        ),
        "carcassonne.chips_not_held": QT_TRANSLATE_NOOP("Refusals", "You do not hold those chips."),
    }
)
