"""The set-up of a 10-Tage game: the seats, who begins, the seed and the optional turn limit."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from geoquiz.games.engine_tools import check_seats

__all__ = ["LEVELS", "MAX_PLAYERS", "MIN_PLAYERS", "Config", "PlayerSpec"]

MIN_PLAYERS = 2
MAX_PLAYERS = 4
LEVELS = ("easy", "medium", "hard")
TITLE = "10 Tage durch Deutschland"


@dataclass(frozen=True)
class PlayerSpec:
    """A seat: name and who plays it (``human`` or ``computer`` with a ``level``)."""

    name: str
    controller: str = "human"
    level: str = "medium"


@dataclass(frozen=True)
class Config:
    """Everything decided before the deal."""

    players: tuple[PlayerSpec, ...]
    first_player: int = 0
    seed: int = 0
    max_turns: int = 0

    def validate(self) -> None:
        """Raise ``ValueError`` with a readable sentence when the set-up is impossible."""
        check_seats([p.name for p in self.players], MIN_PLAYERS, MAX_PLAYERS, TITLE)
        for p in self.players:
            if p.controller not in ("human", "computer"):
                raise ValueError(f"Unknown controller {p.controller!r}.")
            if p.level not in LEVELS:
                raise ValueError(f"Unknown computer level {p.level!r}.")
        if not 0 <= self.first_player < len(self.players):
            raise ValueError("The first player must be one of the players.")
        if self.max_turns < 0:
            raise ValueError("The turn limit cannot be negative.")

    def as_dict(self) -> dict[str, Any]:
        """The set-up as JSON-ready data (the seats as a list of objects)."""
        return {**asdict(self), "players": [asdict(p) for p in self.players]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Config:
        """Inverse of :meth:`as_dict`."""
        return cls(
            players=tuple(PlayerSpec(**p) for p in data["players"]),
            first_player=int(data["first_player"]),
            seed=int(data["seed"]),
            max_turns=int(data["max_turns"]),
        )
