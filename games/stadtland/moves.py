"""The moves of Stadt-Land-anders (frozen dataclasses) and their JSON codec.

What each move may do when is decided in :mod:`geoquiz.games.stadtland.rounds`,
:mod:`~geoquiz.games.stadtland.check` and :mod:`~geoquiz.games.stadtland.scoring`.
"""

from __future__ import annotations

from dataclasses import dataclass

from geoquiz.games.engine_tools import move_codec
from geoquiz.games.move_checks import Check, integer, items, number, optional, text
from geoquiz.games.stadtland.config import MAX_PLAYERS

__all__ = [
    "BeginEntry",
    "Deal",
    "Edit",
    "EnterTerms",
    "Merge",
    "Move",
    "Point",
    "Score",
    "StopOne",
    "StopOut",
    "Undo",
    "Vote",
    "move_from_dict",
    "move_to_dict",
]


@dataclass(frozen=True)
class Deal:
    """Draw a prompt card, read it out, return it to the box; the round starts at ``at``."""

    at: float


@dataclass(frozen=True)
class StopOne:
    """``player`` calls "Stopp und 1!" at ``at`` with ``filled`` categories written."""

    player: int
    filled: int
    at: float


@dataclass(frozen=True)
class StopOut:
    """ "Stopp und Aus!": by ``player`` (every category filled), or by the app (``None``) when
    the round timer or a ten-second count has run out."""

    player: int | None
    at: float


@dataclass(frozen=True)
class BeginEntry:
    """The grace is over; the terms are entered from ``at`` on."""

    at: float


@dataclass(frozen=True)
class EnterTerms:
    """``player``'s terms, one per category in play ("" = a gap), and a justification per term
    (``notes``; empty = none, ``()`` = no notes at all)."""

    player: int
    terms: tuple[str, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Vote:
    """Vote on the term ``player`` wrote in category column ``category``; ``against`` are the
    voters who reject it."""

    category: int
    player: int
    against: tuple[int, ...] = ()


@dataclass(frozen=True)
class Edit:
    """Correct ``player``'s term in column ``category`` to ``term`` with justification ``note``
    (logged)."""

    category: int
    player: int
    term: str
    note: str = ""


@dataclass(frozen=True)
class Merge:
    """The terms of ``players`` in column ``category`` are one term for scoring."""

    category: int
    players: tuple[int, ...]


@dataclass(frozen=True)
class Undo:
    """Take back the last call of the round, or the last verdict, edit or merge of the check."""

    at: float | None = None


@dataclass(frozen=True)
class Score:
    """Close the check and score the round."""


@dataclass(frozen=True)
class Point:
    """Creative Play: ``targets[i]`` is the player player ``i`` points at (``None``: not chosen
    yet, which is refused)."""

    targets: tuple[int | None, ...]


Move = (
    Deal | StopOne | StopOut | BeginEntry | EnterTerms | Vote | Edit | Merge | Undo | Score | Point
)
_MOVE_TYPES: dict[str, type] = {
    "deal": Deal,
    "stop1": StopOne,
    "stopout": StopOut,
    "entry": BeginEntry,
    "terms": EnterTerms,
    "vote": Vote,
    "edit": Edit,
    "merge": Merge,
    "undo": Undo,
    "score": Score,
    "point": Point,
}


#: a term or a note read at all (the rules refuse one past ``MAX_TERM`` with their own code)
MAX_TEXT = 100
#: categories in play at most (one term and one note each)
MAX_CATEGORIES = 64
_SEAT = integer(0, MAX_PLAYERS - 1)
_CHECKS: dict[str, Check] = {
    "at": number(0.0),
    "player": _SEAT,
    "filled": integer(0, MAX_CATEGORIES),
    "category": integer(0, MAX_CATEGORIES - 1),
    "terms": items(text(MAX_TEXT), MAX_CATEGORIES),
    "notes": items(text(MAX_TEXT), MAX_CATEGORIES),
    "term": text(MAX_TEXT),
    "note": text(MAX_TEXT),
    "against": items(_SEAT, MAX_PLAYERS),
    "players": items(_SEAT, MAX_PLAYERS),
    "targets": items(optional(_SEAT), MAX_PLAYERS),
}

#: a move as JSON-ready data (``{"type": "stop1", "player": 1, …}``; tuples travel as lists) and
#: back, decoded strictly (:mod:`geoquiz.games.move_checks`)
move_to_dict, move_from_dict = move_codec(_MOVE_TYPES, _CHECKS)
