"""Finden Sie Minden: rules engine (:mod:`.engine`), cards and tips (:mod:`.cards`), the board grid
as arithmetic (:mod:`.grid`) and computer players (:mod:`.players`)."""

from geoquiz.games.common import IllegalMove
from geoquiz.games.minden.cards import COLOURS, KEEP_THRESHOLD, Card, format_tip, tip_is_right
from geoquiz.games.minden.engine import (
    Challenge,
    Config,
    Draft,
    Guess,
    KeepCard,
    Move,
    PlayerSpec,
    Score,
    State,
    Trade,
    apply,
    current_player,
    is_over,
    legal_moves,
    new_game,
    ranking,
)

__all__ = [
    "COLOURS",
    "KEEP_THRESHOLD",
    "Card",
    "Challenge",
    "Config",
    "Draft",
    "Guess",
    "IllegalMove",
    "KeepCard",
    "Move",
    "PlayerSpec",
    "Score",
    "State",
    "Trade",
    "apply",
    "current_player",
    "format_tip",
    "is_over",
    "legal_moves",
    "new_game",
    "ranking",
    "tip_is_right",
]
