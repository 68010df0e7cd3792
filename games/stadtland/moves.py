"""The moves of Stadt-Land-anders (frozen dataclasses) and their JSON codec.

What each move may do when is decided in :mod:`geoquiz.games.stadtland.rounds`,
:mod:`~geoquiz.games.stadtland.check` and :mod:`~geoquiz.games.stadtland.scoring`.
"""

from __future__ import annotations

from dataclasses import dataclass

from geoquiz.games.engine_tools import move_codec

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


#: a move as JSON-ready data (``{"type": "stop1", "player": 1, …}``; tuples travel as lists) and
#: back
move_to_dict, move_from_dict = move_codec(
    _MOVE_TYPES, tuples=("terms", "notes", "against", "players", "targets")
)
