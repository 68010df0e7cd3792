"""Carcassonne Maps — Germany with Map-Chips: tiles, features, scoring, chips, computer players.

The engine is :mod:`games.carcassonne.engine` (re-exported here); the tile set is in
:mod:`~games.carcassonne.tiles`, connected features and their values in
:mod:`~games.carcassonne.features`, the Map-Chips in :mod:`~games.carcassonne.chips` and the
computer players in :mod:`~games.carcassonne.players`.
"""

from geoquiz.games.carcassonne.engine import (
    LEVELS,
    MAX_PLAYERS,
    MEEPLES,
    MIN_PLAYERS,
    Config,
    IllegalMove,
    MapSpec,
    Meeple,
    Move,
    PlayerSpec,
    State,
    apply,
    current_player,
    feature_of,
    is_over,
    legal_moves,
    legal_placements,
    meeple_spots,
    new_game,
    payments,
    ranking,
)

__all__ = [
    "LEVELS",
    "MAX_PLAYERS",
    "MEEPLES",
    "MIN_PLAYERS",
    "Config",
    "IllegalMove",
    "MapSpec",
    "Meeple",
    "Move",
    "PlayerSpec",
    "State",
    "apply",
    "current_player",
    "feature_of",
    "is_over",
    "legal_moves",
    "legal_placements",
    "meeple_spots",
    "new_game",
    "payments",
    "ranking",
]
