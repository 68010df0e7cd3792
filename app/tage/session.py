"""A running 10-Tage game for the screen (autosaved after every move, resumable)."""

from __future__ import annotations

from geoquiz.app.autosave import AutosavedGame, engine_rules
from geoquiz.games import tage
from geoquiz.games.tage import Move, State
from geoquiz.games.tage.players import choose

__all__ = ["KIND", "TageSession"]

KIND = "tage"


class TageSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = engine_rules(tage, bot=choose)
    rng_salt = 0x5A5A
