"""Danmark-spillet: the rules engine (:mod:`.engine`), the engine contract (:mod:`.game`, where
the die is a chance node), computer players (:mod:`.players`) and the hard player's tour planner
(:mod:`.planner`).

The board is the frozen ``assets/boards/denmark.json`` read by :mod:`geo.denmark_board`.
"""

from geoquiz.games.common import IllegalMove
from geoquiz.games.danmark.engine import (
    GROUPS,
    LEVELS,
    Answer,
    ChooseStart,
    Config,
    Cross,
    Die,
    Move,
    PlayerSpec,
    Roll,
    State,
    Stay,
    Walk,
    apply,
    chance_card,
    current_player,
    is_over,
    legal_moves,
    move_from_dict,
    move_to_dict,
    new_game,
    ranking,
    reader,
    walk_destinations,
    walk_paths,
)

__all__ = [
    "GROUPS",
    "LEVELS",
    "Answer",
    "ChooseStart",
    "Config",
    "Cross",
    "Die",
    "IllegalMove",
    "Move",
    "PlayerSpec",
    "Roll",
    "State",
    "Stay",
    "Walk",
    "apply",
    "chance_card",
    "current_player",
    "is_over",
    "legal_moves",
    "move_from_dict",
    "move_to_dict",
    "new_game",
    "ranking",
    "reader",
    "walk_destinations",
    "walk_paths",
]
