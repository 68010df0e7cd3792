"""The moves of Finden Sie Minden, one frozen dataclass each, and their JSON codec."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from geoquiz.games.engine_tools import move_codec
from geoquiz.games.minden.cards import Tip

__all__ = [
    "Challenge",
    "Draft",
    "Guess",
    "KeepCard",
    "Move",
    "Score",
    "Trade",
    "move_from_dict",
    "move_to_dict",
]


@dataclass(frozen=True)
class Draft:
    """Take one of the face-up cards of this round."""

    card_id: str


@dataclass(frozen=True)
class Trade:
    """Give back the card (and the chip, or in variant A a stone) for the top card of the pile."""


@dataclass(frozen=True)
class KeepCard:
    """Do not trade this round."""


@dataclass(frozen=True)
class Guess:
    """Place tip stones: a prefix of (ew, zone, square, quadrant)."""

    tip: Tip = ()


@dataclass(frozen=True)
class Challenge:
    """Variant B: put the challenge chip in front of ``target`` (``None``: no challenge)."""

    target: int | None = None


@dataclass(frozen=True)
class Score:
    """Put the place indicator on the map at (lon, lat) and reveal the card."""

    lon: float | None = None
    lat: float | None = None


Move = Draft | Trade | KeepCard | Guess | Challenge | Score

_MOVE_TYPES: dict[str, type[Any]] = {
    "draft": Draft,
    "trade": Trade,
    "keep": KeepCard,
    "guess": Guess,
    "challenge": Challenge,
    "score": Score,
}

_codec = move_codec(_MOVE_TYPES, tuples=("tip",))
#: a move as JSON-ready data, e.g. ``{"type": "guess", "tip": ["W", "N", 12]}``
move_to_dict: Callable[[Move], dict[str, Any]] = _codec[0]
#: inverse of :func:`move_to_dict`
move_from_dict: Callable[[Mapping[str, Any]], Move] = _codec[1]
