"""Set-up of Stadt-Land-anders: the limits of the rulebook and :class:`Config`.

The rules and their interpretations are in :mod:`geoquiz.games.stadtland.engine`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from geoquiz.games.stadtland.cards import COLOURS, category

__all__ = [
    "DEFAULT_CATEGORIES",
    "LANGUAGES",
    "MARKS",
    "MAX_PLAYERS",
    "MAX_TERM",
    "MIN_PLAYERS",
    "ROUND_CHOICES",
    "STOP_COUNT",
    "Config",
]

MIN_PLAYERS = 2
MAX_PLAYERS = 8
ROUND_CHOICES = (5, 7, 9)
#: "count silently in seconds up to 10"
STOP_COUNT = 10.0
MAX_TERM = 80
DEFAULT_CATEGORIES = ("stadt", "land", "musik", "name", "tier")
#: languages of the terms (letters and vowels, :mod:`games.stadtland.text`)
LANGUAGES = ("de", "da")

#: automatic and voted marks of a term; ``None`` = accepted
MARKS = ("gap", "prompt", "used", "twice", "vote")


@dataclass(frozen=True)
class Config:
    """Everything decided at setup."""

    players: tuple[str, ...]
    rounds: int = 5
    categories: tuple[str, ...] = DEFAULT_CATEGORIES
    prompts: str = "mixed"
    timer_seconds: int = 180
    grace_seconds: int = 5
    creative: bool = False
    seed: int = 0
    round_cap: int = 0
    language: str = "de"
    y_vowel: bool = False

    def validate(self) -> None:
        """Raise ``ValueError`` with a readable sentence when the set-up is impossible."""
        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Stadt-Land-anders needs 2 to 8 players, not {n}.")
        names = [p.strip() for p in self.players]
        if any(not name for name in names):
            raise ValueError("Every player needs a name.")
        if len({name.casefold() for name in names}) != n:
            raise ValueError("Two players have the same name.")
        if self.rounds not in ROUND_CHOICES:
            raise ValueError("A game has 5, 7 or 9 rounds.")
        if not 5 <= len(self.categories) <= 7:
            raise ValueError(
                f"Play with 5 categories (6 or 7 as a variant), not {len(self.categories)}."
            )
        if len(set(self.categories)) != len(self.categories):
            raise ValueError("A category card is chosen twice.")
        for cid in self.categories:
            try:
                category(cid)
            except KeyError:
                raise ValueError(f"There is no category card {cid!r}.") from None
        if self.prompts not in COLOURS:
            raise ValueError("Prompts are green, blue or mixed.")
        if self.timer_seconds != 0 and not 10 <= self.timer_seconds <= 3600:
            raise ValueError("The round timer is off (0) or 10 seconds to 60 minutes.")
        if not 0 <= self.grace_seconds <= 60:
            raise ValueError("The grace to finish a term is 0 to 60 seconds.")
        if self.creative and n < 3:
            raise ValueError("Creative Play needs at least 3 players.")
        if self.round_cap and self.round_cap < self.rounds:
            raise ValueError("The round cap cannot be below the number of rounds.")
        if self.language not in LANGUAGES:
            raise ValueError("The terms are German (de) or Danish (da).")

    def as_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "rounds": self.rounds,
            "categories": list(self.categories),
            "prompts": self.prompts,
            "timer_seconds": self.timer_seconds,
            "grace_seconds": self.grace_seconds,
            "creative": self.creative,
            "seed": self.seed,
            "round_cap": self.round_cap,
            "language": self.language,
            "y_vowel": self.y_vowel,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Config:
        return cls(
            players=tuple(str(p) for p in data["players"]),
            rounds=int(data["rounds"]),
            categories=tuple(str(c) for c in data["categories"]),
            prompts=str(data["prompts"]),
            timer_seconds=int(data["timer_seconds"]),
            grace_seconds=int(data["grace_seconds"]),
            creative=bool(data["creative"]),
            seed=int(data["seed"]),
            round_cap=int(data["round_cap"]),
            language=str(data.get("language", "de")),
            y_vowel=bool(data.get("y_vowel", False)),
        )
