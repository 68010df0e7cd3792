"""The set-up of a Finden-Sie-Minden game: the seats and rule options chosen before the deal."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from geoquiz.games.engine_tools import check_seats

__all__ = ["CONTROLLERS", "MAX_PLAYERS", "MIN_PLAYERS", "STONES", "Config", "PlayerSpec"]

MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: tip stones each player starts with (variant A spends them on trades)
STONES = 4
#: Who plays a seat: a person or a computer level. The engine does not care; the app does.
CONTROLLERS: tuple[str, ...] = ("human", "easy", "medium", "hard")


@dataclass(frozen=True)
class PlayerSpec:
    """A seat: the player's name, piece colour, age and who plays it."""

    name: str
    colour: str
    age: int
    controller: str = "human"


@dataclass(frozen=True)
class Config:
    """Everything decided before the first deal."""

    players: tuple[PlayerSpec, ...]
    expert: bool = False
    variant_a: bool = False
    variant_b: bool = False
    track_length: int = 40
    seed: int = 0

    def validate(self) -> None:
        """Raise ``ValueError`` with a readable sentence when the set-up is impossible."""
        names = [p.name for p in self.players]
        check_seats(names, MIN_PLAYERS, MAX_PLAYERS, "Finden Sie Minden")
        if not 10 <= self.track_length <= 200:
            raise ValueError("The score track needs 10 to 200 spaces.")
        if len({p.colour for p in self.players}) != len(names):
            raise ValueError("Two players have the same colour.")

    def as_dict(self) -> dict[str, Any]:
        """The set-up as JSON-ready data (the seats as a list of objects)."""
        return {**asdict(self), "players": [asdict(p) for p in self.players]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Config:
        """Inverse of :meth:`as_dict`."""
        return cls(**{**data, "players": tuple(PlayerSpec(**p) for p in data["players"])})
