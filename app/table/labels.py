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
    """Towns by id; a walk's destination space ``N`` by ``space:N`` when it is a town, by
    ``road:N`` (the road it lies on, "Aalborg–Hobro") when it is a plain space."""
    from geoquiz.geo.denmark_board import load_board

    board = load_board()
    out = {town.id: town.label(lang) for town in board.towns}
    out.update({f"space:{i}": town.label(lang) for i, town in enumerate(board.towns)})
    for k, (road, _pos) in enumerate(board.plain_spaces):
        a, b = board.roads[road].a, board.roads[road].b
        out[f"road:{len(board.towns) + k}"] = f"{out[a]}–{out[b]}"
    return out


def _carcassonne(lang: str) -> dict[str, str]:
    """Every tile kind by ``tile:ID`` as its sides N, E, S, W (``c`` city, ``r`` road, ``f``
    field), then ``m`` for a monastery: what the phone draws the tile in hand from; and the
    squares the board names (``square:C,R``: large cities, ⌂ towns, ★ start squares), by which
    the phone says where a tile goes; the land squares of the map (``map:land``); and where a
    meeple stands on each feature of a tile kind (``spots:ID`` → ``"c 0.500 0.140;…"``: the
    feature's kind and its point in the unturned unit square, by feature index — the laptop
    board's own points, ``app.carcassonne.painting.anchor``): the phone draws the spots."""
    from geoquiz.app.carcassonne.painting import anchor
    from geoquiz.games.carcassonne.tiles import MONASTERY, kind_counts, tile_type
    from geoquiz.geo.carcassonne_map import carcassonne_map

    board = carcassonne_map()
    # the squares named on the board, as the board writes them: "square:C,R" → "⌂ Münster"
    out = {f"square:{c},{r}": name for (c, r), name in board.large_cities.items()}
    out.update({f"square:{c},{r}": f"⌂ {name}" for (c, r), name in board.towns.items()})
    out.update({f"square:{c},{r}": f"★ {name}" for name, (c, r) in board.start.items()})
    # the land squares (``map:land`` → "C,R;C,R;…"): the phone's map draws Germany's outline
    out["map:land"] = ";".join(f"{c},{r}" for c, r in sorted(board.playable))
    for kind in kind_counts():
        tile = tile_type(kind)
        code = "".join(side[0] for side in tile.sides)
        out[f"tile:{kind}"] = code + (
            "m" if any(f.kind == MONASTERY for f in tile.features) else ""
        )
        spots = []
        for i, feature in enumerate(tile.features):
            x, y = anchor(kind, 0, i)
            spots.append(f"{feature.kind[0]} {x:.3f} {y:.3f}")
        out[f"spots:{kind}"] = ";".join(spots)
    return out


def _stadtland(lang: str) -> dict[str, str]:
    from geoquiz.games.stadtland.cards import categories, prompts

    out = {c.id: c.title(lang) for c in categories()}
    out.update({p.id: p.text(lang) for p in prompts()})
    return out


_MAKERS: dict[str, Callable[[str], dict[str, str]]] = {
    "tage": _tage,
    "danmark": _danmark,
    "stadtland": _stadtland,
    "carcassonne": _carcassonne,
}


def labels(game: str, lang: str) -> dict[str, str]:
    """``{id: name}`` for ``game`` in ``lang`` (empty when the game needs none)."""
    make = _MAKERS.get(game)
    if make is None:
        return {}
    with seat_language(lang):
        return make(lang)
