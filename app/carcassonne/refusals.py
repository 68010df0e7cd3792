"""Texts of Carcassonne's refusals (``IllegalMove("carcassonne.…")``) in the UI language.

Looked up by :func:`geoquiz.app.refusals.refusal_text`; every entry is a literal ``tr`` call in the
``Refusals`` context so that ``packaging/build_translations.py carcassonne`` finds it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from geoquiz.app.refusals import tr

__all__ = ["TEXTS"]

TEXTS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "carcassonne.game_over": lambda p: tr("The game is over."),
    "carcassonne.unknown_move": lambda p: tr("That is not a move of this game."),
    "carcassonne.not_place_phase": lambda p: tr("Place a meeple or finish the turn first."),
    "carcassonne.bad_rotation": lambda p: tr("A tile can be turned only in quarter turns."),
    "carcassonne.off_map": lambda p: tr("Tiles go only on the squares of the map."),
    "carcassonne.square_taken": lambda p: tr("That square already holds a tile."),
    "carcassonne.edges_mismatch": lambda p: tr("The edges do not match the neighbouring tiles."),
    "carcassonne.not_touching": lambda p: tr(
        "A tile must touch a tile already laid; a printed large city does not count."
    ),
    "carcassonne.place_first": lambda p: tr("Place the tile first."),
    "carcassonne.no_meeple_left": lambda p: tr("You have no meeple left."),
    "carcassonne.no_such_spot": lambda p: tr("There is no such spot on this tile."),
    "carcassonne.feature_occupied": lambda p: tr("That road, city or field already has a meeple."),
    "carcassonne.not_upgrade_phase": lambda p: tr(
        "Upgrades come after placing the tile and the meeple."
    ),
    "carcassonne.not_your_meeple": lambda p: tr("Choose one of your own meeples to upgrade."),
    "carcassonne.already_upgraded": lambda p: tr("That meeple is already upgraded."),
    "carcassonne.upgrade_costs_four": lambda p: tr("An upgrade costs chips worth exactly 4."),
    "carcassonne.chips_not_held": lambda p: tr("You do not hold those chips."),
}
