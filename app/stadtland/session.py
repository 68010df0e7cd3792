"""A running Stadt-Land-anders game for the screen (autosaved after every move, resumable)."""

from __future__ import annotations

from geoquiz.app.autosave import AutosavedGame, engine_rules
from geoquiz.games import stadtland
from geoquiz.games.stadtland import Move, State

__all__ = ["KIND", "StadtlandSession"]

KIND = "stadtland"


class StadtlandSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = engine_rules(stadtland)
