"""Display names for a game's ids (10 Tage's cards, Danmark's towns, Stadt-Land-anders's
category and prompt cards), in the seat's language.

The server stays generic: it sends ``labels(game, lang)`` with the welcome, an empty table for a
game that needs none, and the phone falls back to the id.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from geoquiz.app.table.texts import seat_language

__all__ = ["labels"]


def _tage(lang: str) -> dict[str, str]:
    from geoquiz.games.tage.cards import BUS, deck, train_colour
    from geoquiz.geo.regions import region

    colours = {
        "red": QCoreApplication.translate("Table", "red"),
        "orange": QCoreApplication.translate("Table", "orange"),
        "blue": QCoreApplication.translate("Table", "blue"),
        "violet": QCoreApplication.translate("Table", "violet"),
        "green": QCoreApplication.translate("Table", "green"),
    }
    out: dict[str, str] = {}
    for card in set(deck()):
        colour = train_colour(card)
        if colour is not None:
            out[card] = QCoreApplication.translate("Table", "train (%1)").replace(
                "%1", colours.get(colour, colour)
            )
        elif card == BUS:
            out[card] = QCoreApplication.translate("Table", "bus")
        else:
            out[card] = region(card).name
    return out


def _danmark(lang: str) -> dict[str, str]:
    from geoquiz.geo.denmark_board import load_board

    return {town.id: town.label(lang) for town in load_board().towns}


def _stadtland(lang: str) -> dict[str, str]:
    from geoquiz.games.stadtland.cards import categories, prompts

    out = {c.id: c.title(lang) for c in categories()}
    out.update({p.id: p.text(lang) for p in prompts()})
    return out


_MAKERS: dict[str, Callable[[str], dict[str, str]]] = {
    "tage": _tage,
    "danmark": _danmark,
    "stadtland": _stadtland,
}


def labels(game: str, lang: str) -> dict[str, str]:
    """``{id: name}`` for ``game`` in ``lang`` (empty when the game needs none)."""
    make = _MAKERS.get(game)
    if make is None:
        return {}
    with seat_language(lang):
        return make(lang)
