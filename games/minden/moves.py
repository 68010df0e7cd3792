"""The moves of Finden Sie Minden, one frozen dataclass each, and their strict JSON codec."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from geoquiz.games.engine_tools import move_codec
from geoquiz.games.minden.cards import Tip
from geoquiz.games.minden.config import MAX_PLAYERS
from geoquiz.games.move_checks import Check, integer, items, number, text

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


def _stone(name: str, value: Any) -> str | int:
    """One tip stone as JSON: a side, zone or quadrant letter, or a square number (which one
    fits where is the rules' :func:`~geoquiz.games.minden.cards.check_tip`)."""
    if type(value) is str:
        return text(2)(name, value)
    return integer(0, 99)(name, value)


#: what each field may be at all (the rules judge the rest): a card id is short, a tip at most a
#: few stones, a seat small, the place indicator a real longitude and latitude
_CHECKS: dict[str, Check] = {
    "card_id": text(64),
    "tip": items(_stone, 8),
    "target": integer(0, MAX_PLAYERS - 1),
    "lon": number(-180.0, 180.0),
    "lat": number(-90.0, 90.0),
}

_codec = move_codec(_MOVE_TYPES, _CHECKS)
#: a move as JSON-ready data, e.g. ``{"type": "guess", "tip": ["W", "N", 12]}``
move_to_dict: Callable[[Move], dict[str, Any]] = _codec[0]
#: inverse of :func:`move_to_dict`
move_from_dict: Callable[[Mapping[str, Any]], Move] = _codec[1]
