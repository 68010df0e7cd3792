"""The moves of 10 Tage durch Deutschland, one frozen dataclass each, and their strict JSON
codec."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from geoquiz.games.engine_tools import move_codec
from geoquiz.games.move_checks import Check, flag, integer

__all__ = [
    "Declare",
    "Discard",
    "Draw",
    "Exchange",
    "Move",
    "PlaceSetup",
    "move_from_dict",
    "move_to_dict",
]


@dataclass(frozen=True)
class PlaceSetup:
    """Setup: put the top card of one's face-down stack, unseen, on free day ``slot`` (0-based)."""

    slot: int


@dataclass(frozen=True)
class Draw:
    """Take the top card of the draw pile (``pile`` None) or of discard pile ``pile`` (0–2)."""

    pile: int | None = None


@dataclass(frozen=True)
class Exchange:
    """Put the drawn card on day ``slot``; the card it replaces goes onto discard pile ``pile``."""

    slot: int
    pile: int
    declare: bool = False


@dataclass(frozen=True)
class Discard:
    """Lay the drawn card onto discard pile ``pile``."""

    pile: int
    declare: bool = False


@dataclass(frozen=True)
class Declare:
    """Call out "Ich reise in 10 Tagen durch Deutschland!" at the start of one's turn."""


Move = PlaceSetup | Draw | Exchange | Discard | Declare

#: a day and a pile are small indices (the rules name the one that does not exist); ``declare``
#: is ``true`` or ``false`` and nothing else
_CHECKS: dict[str, Check] = {
    "slot": integer(0, 99),
    "pile": integer(0, 99),
    "declare": flag(),
}

_codec = move_codec(
    {
        "place": PlaceSetup,
        "draw": Draw,
        "exchange": Exchange,
        "discard": Discard,
        "declare": Declare,
    },
    _CHECKS,
)
#: a move as JSON-ready data, e.g. ``{"type": "exchange", "slot": 3, "pile": 0, "declare": false}``
move_to_dict: Callable[[Move], dict[str, Any]] = _codec[0]
#: inverse of :func:`move_to_dict`
move_from_dict: Callable[[Mapping[str, Any]], Move] = _codec[1]
