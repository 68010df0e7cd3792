"""Carcassonne's end page: the final scoring feature by feature, then the totals.

The lines are the engine's own scoring events of the final state (``state.events``: who scored how
many points for what, and on which square the feature begins), nothing is scored again. To say
*why* a feature was worth its points, the page looks the feature up on the final map
(:func:`games.carcassonne.features.feature_at`: its squares, pennants, open edges) and names
the town on it, if any; the rule in words comes from the rulebook (unfinished road: a point a
tile; unfinished city: a point a part and a pennant; monastery: a point for it and each
neighbour; farmers: 3 points a completed city their field borders).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.app.endgame.page import Story
from geoquiz.app.endgame.plurals import PLURALS
from geoquiz.games.carcassonne.engine import State, ranking
from geoquiz.games.carcassonne.features import FeatureInfo, feature_at, field_value
from geoquiz.games.carcassonne.features import value as feature_value
from geoquiz.games.carcassonne.tiles import tile_type

__all__ = ["final_events", "story"]


def final_events(state: State) -> list[Mapping[str, Any]]:
    """The final scoring's events (unfinished features and farmers), in the engine's order."""
    return [
        e for e in state.events if str(e["what"]).startswith("final:") or e["what"] == "farmers"
    ]


def _feature(state: State, kind: str, square: tuple[int, int], points: int) -> FeatureInfo | None:
    """The feature of ``kind`` that begins on ``square`` and is worth ``points`` (the engine's
    event names its smallest square, not the feature)."""
    if square not in state.tiles:
        return None
    name, rot = state.tiles[square]
    playable = state.map.playable
    for idx, f in enumerate(tile_type(name, rot).features):
        if f.kind != kind:
            continue
        info = feature_at(state.tiles, playable, (square, idx))
        if min(info.squares) != square:
            continue
        if kind == "field":
            worth = field_value(state.tiles, playable, info)
        else:
            worth = feature_value(info, True, state.config.inns_cathedrals)
        if worth == points:
            return info
    return None


def _where(state: State, info: FeatureInfo) -> str:
    for sq in sorted(info.squares):
        town = state.map.large_cities.get(sq) or state.map.towns.get(sq)
        if town:
            return QCoreApplication.translate("EndGame", " near %1").replace("%1", town)
    return ""


def _why(kind: str, info: FeatureInfo | None, points: int, inns_cathedrals: bool) -> str:
    if kind == "field":
        return PLURALS.the_field_borders_completed_city_cities(points // 3)
    if info is None:
        return ""
    tiles = len(info.squares)
    if kind == "road":
        if info.inn and inns_cathedrals:
            return QCoreApplication.translate(
                "EndGame", "an unfinished road with an inn scores nothing"
            )
        return PLURALS.an_unfinished_road_of_tile_point_each(tiles)
    if kind == "city":
        parts = PLURALS.part(info.size)
        if not info.pennants:
            return QCoreApplication.translate(
                "EndGame", "an unfinished city of %1, 1 point each"
            ).replace("%1", parts)
        pennants = PLURALS.pennant(info.pennants)
        return (
            QCoreApplication.translate("EndGame", "an unfinished city of %1 and %2, 1 point each")
            .replace("%1", parts)
            .replace("%2", pennants)
        )
    if kind == "monastery":
        return PLURALS.an_unfinished_monastery_point_for_it_and(points - 1)
    return ""


def _kind_name(kind: str) -> str:
    return {
        "road": QCoreApplication.translate("EndGame", "Road"),
        "city": QCoreApplication.translate("EndGame", "City"),
        "monastery": QCoreApplication.translate("EndGame", "Monastery"),
        "field": QCoreApplication.translate("EndGame", "Farmers"),
    }.get(kind, kind)


def story(state: State) -> Story:
    """The end page's story of a finished Carcassonne game."""
    names = [p.name for p in state.config.players]
    groups = ranking(state)
    best = groups[0]
    tied = len(best)
    winners = QCoreApplication.translate("EndGame", " and ").join(names[p] for p in best)
    title = (
        PLURALS.wins_with_points(tied)
        .replace("%1", winners)
        .replace("%2", str(state.scores[best[0]]))
    )
    out = Story(
        title, QCoreApplication.translate("EndGame", "The final scoring, feature by feature:")
    )
    events = final_events(state)
    final_points = [0] * len(names)
    out.heading(QCoreApplication.translate("EndGame", "Final scoring"))
    i = 0
    while i < len(events):
        e = events[i]
        what, square, points = str(e["what"]), e["square"], int(e["points"])
        # tied players score the same feature one after the other
        j = i + 1
        while j < len(events) and (events[j]["what"], events[j]["square"]) == (what, square):
            j += 1
        seats = [int(events[k]["player"]) for k in range(i, j)]
        for p in seats:
            final_points[p] += points
        kind = "field" if what == "farmers" else what.split(":", 1)[1]
        sq = (int(square[0]), int(square[1])) if square is not None else None
        info = _feature(state, kind, sq, points) if sq is not None else None
        who = QCoreApplication.translate("EndGame", " and ").join(names[p] for p in seats)
        line = (
            PLURALS.point(points)
            .replace("%1", _kind_name(kind))
            .replace("%2", _where(state, info) if info is not None else "")
            .replace("%3", who)
        )
        why = _why(kind, info, points, state.config.inns_cathedrals)
        if why:
            line += " — " + why
        if len(seats) > 1:
            line += QCoreApplication.translate("EndGame", " (tied majority: each scores in full)")
        out.line(line)
        i = j
    if not events:
        out.line(
            QCoreApplication.translate(
                "EndGame", "No meeple was left on the map: nothing to score at the end."
            )
        )
    out.heading(QCoreApplication.translate("EndGame", "Totals"))
    for group in groups:
        for p in group:
            during = state.scores[p] - final_points[p]
            out.line(
                QCoreApplication.translate(
                    "EndGame", "%1: %2 points during the game + %3 at the end = %4"
                )
                .replace("%1", names[p])
                .replace("%2", str(during))
                .replace("%3", str(final_points[p]))
                .replace("%4", str(state.scores[p]))
            )
    return out
