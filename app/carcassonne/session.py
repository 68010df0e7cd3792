"""A running Carcassonne game for the screen (autosaved after every move, resumable).

``CarcassonneSession.new(config)`` plays on the map of Germany; ``new(config, map_spec)`` on
another map (``games.carcassonne.MapSpec``)."""

from __future__ import annotations

from geoquiz.app.autosave import AutosavedGame, engine_rules
from geoquiz.games import carcassonne
from geoquiz.games.carcassonne import Move, State
from geoquiz.games.carcassonne.players import choose

__all__ = ["KIND", "CarcassonneSession"]

KIND = "carcassonne"


class CarcassonneSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = engine_rules(carcassonne, bot=choose)
    rng_salt = 0xCA5C
