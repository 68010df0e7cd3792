"""Texts of Carcassonne's refusals (``IllegalMove("carcassonne.…")``) in the UI language.

Looked up by :func:`geoquiz.app.refusals.refusal_text`; every entry is a literal
``QCoreApplication.translate`` call in the ``Refusals`` context so that
``packaging/build_translations.py carcassonne`` finds it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["TEXTS"]

TEXTS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "carcassonne.game_over": lambda p: QCoreApplication.translate("Refusals", "The game is over."),
    "carcassonne.unknown_move": lambda p: QCoreApplication.translate(
        "Refusals", "That is not a move of this game."
    ),
    "carcassonne.not_place_phase": lambda p: QCoreApplication.translate(
        "Refusals", "Place a meeple or finish the turn first."
    ),
    "carcassonne.bad_rotation": lambda p: QCoreApplication.translate(
        "Refusals", "A tile can be turned only in quarter turns."
    ),
    "carcassonne.off_map": lambda p: QCoreApplication.translate(
        "Refusals", "Tiles go only on the squares of the map."
    ),
    "carcassonne.square_taken": lambda p: QCoreApplication.translate(
        "Refusals", "That square already holds a tile."
    ),
    "carcassonne.edges_mismatch": lambda p: QCoreApplication.translate(
        "Refusals", "The edges do not match the neighbouring tiles."
    ),
    "carcassonne.not_touching": lambda p: QCoreApplication.translate(
        "Refusals", "A tile must touch a tile already laid; a printed large city does not count."
    ),
    "carcassonne.place_first": lambda p: QCoreApplication.translate(
        "Refusals", "Place the tile first."
    ),
    "carcassonne.no_meeple_left": lambda p: QCoreApplication.translate(
        "Refusals", "You have no meeple left."
    ),
    "carcassonne.no_such_spot": lambda p: QCoreApplication.translate(
        "Refusals", "There is no such spot on this tile."
    ),
    "carcassonne.feature_occupied": lambda p: QCoreApplication.translate(
        "Refusals", "That road, city or field already has a meeple."
    ),
    "carcassonne.not_upgrade_phase": lambda p: QCoreApplication.translate(
        "Refusals", "Upgrades come after placing the tile and the meeple."
    ),
    "carcassonne.not_your_meeple": lambda p: QCoreApplication.translate(
        "Refusals", "Choose one of your own meeples to upgrade."
    ),
    "carcassonne.already_upgraded": lambda p: QCoreApplication.translate(
        "Refusals", "That meeple is already upgraded."
    ),
    "carcassonne.upgrade_costs_four": lambda p: QCoreApplication.translate(
        "Refusals", "An upgrade costs chips worth exactly 4."
    ),
    "carcassonne.chips_not_held": lambda p: QCoreApplication.translate(
        "Refusals", "You do not hold those chips."
    ),
}
