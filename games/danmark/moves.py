"""The set-up (:class:`Config`, :class:`PlayerSpec`) and the moves of Danmark-spillet (frozen
dataclasses) with their strict JSON codec; what each move does is in
:mod:`~geoquiz.games.danmark.engine`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from geoquiz.games.engine_tools import move_codec
from geoquiz.games.move_checks import Check, integer, text

__all__ = [
    "Answer",
    "ChooseStart",
    "Config",
    "Cross",
    "Die",
    "Move",
    "PlayerSpec",
    "Roll",
    "Stay",
    "Walk",
    "move_from_dict",
    "move_to_dict",
]


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    computer: bool = False
    level: str = "medium"


@dataclass(frozen=True)
class Config:
    players: tuple[PlayerSpec, ...]
    seed: int = 0
    round_limit: int = 400

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [asdict(p) for p in self.players],
            "seed": self.seed,
            "round_limit": self.round_limit,
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Config:
        return Config(
            tuple(PlayerSpec(**p) for p in d["players"]),
            int(d["seed"]),
            int(d.get("round_limit", 400)),
        )


@dataclass(frozen=True)
class ChooseStart:
    town: str


@dataclass(frozen=True)
class Roll:
    pass


@dataclass(frozen=True)
class Die:
    """The die's outcome (a chance move)."""

    value: int


@dataclass(frozen=True)
class Walk:
    space: int


@dataclass(frozen=True)
class Cross:
    town: str
    ticket: bool = False


@dataclass(frozen=True)
class Stay:
    pass


@dataclass(frozen=True)
class Answer:
    choice: int


Move = ChooseStart | Roll | Die | Walk | Cross | Stay | Answer
_MOVE_TYPES: dict[str, type] = {
    "start": ChooseStart,
    "roll": Roll,
    "die": Die,
    "walk": Walk,
    "cross": Cross,
    "stay": Stay,
    "answer": Answer,
}


#: what each field may be at all (the rules judge the rest): a town's name is short, the die has
#: six faces, a space and an answer are small indices
_CHECKS: dict[str, Check] = {
    "town": text(64),
    "value": integer(1, 6),
    "space": integer(0, 9999),
    "choice": integer(0, 99),
}

#: a move as JSON (``{"type": "die", "value": 4}``, ``{"type": "walk", "space": 93}``…) and back
move_to_dict, move_from_dict = move_codec(_MOVE_TYPES, _CHECKS)
