"""The state of a Danmark-spillet game as frozen data, its JSON form, and the cards it holds by
id (the rules that make the next state are in :mod:`~geoquiz.games.danmark.engine`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.danmark.moves import Config
from geoquiz.games.engine_tools import freeze, plain
from geoquiz.geo.denmark_board import Board, load_board

__all__ = ["State", "board", "chance_card", "chance_deck"]


@dataclass(frozen=True)
class State:
    """Frozen data with immutable containers (tuples; the event records read-only mappings), so
    no reader can change a state another holds; ``apply`` builds the next one from a private
    working copy (``engine._Builder``), the short imperative code the rulebook reads like."""

    config: Config
    rng: int
    phase: str  # start | roll | die (the chance node) | move | question | over
    current: int
    hands: tuple[tuple[str, ...], ...]
    visited: tuple[tuple[str, ...], ...]
    start: tuple[str | None, ...]
    pos: tuple[int, ...]  # space index, -1 before the start town is chosen
    tickets: tuple[tuple[str, ...], ...]
    skip: tuple[bool, ...]
    kept_questions: tuple[int, ...]
    chance_pile: tuple[str, ...]
    chance_discard: tuple[str, ...]
    question_pile: tuple[str, ...]
    question_discard: tuple[str, ...]
    roll: int | None = None
    can_cross: bool = False
    question: str | None = None
    extra_rolls: int = 0
    rounds: int = 0
    winner: int | None = None
    #: what the last move did (``{"type": "visit", "player": 1, "town": "odense"}``…), read-only
    events: tuple[Mapping[str, Any], ...] = field(default=())
    #: moves applied so far (chance outcomes included): the driver's ``ply``
    ply: int = 0

    @property
    def players(self) -> int:
        return len(self.config.players)

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON (tuples as lists); :meth:`from_dict` restores an equal one."""
        return {
            name: self.config.to_dict() if name == "config" else plain(getattr(self, name))
            for name in self.__dataclass_fields__
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`; a game saved before the die became a chance node has no
        ``ply`` (it starts from 0)."""
        kw: dict[str, Any] = {
            name: Config.from_dict(d[name]) if name == "config" else freeze(d[name])
            for name in State.__dataclass_fields__
            if name in d or name != "ply"
        }
        return State(**kw)


def board() -> Board:
    """The frozen Danmark board (read once, then cached by :func:`load_board`)."""
    return load_board()


def chance_deck(board: Board) -> list[str]:
    """The physical chance cards: ``plane_ticket#1``, ``plane_ticket#2``…"""
    return [f"{c.id}#{i + 1}" for c in board.chance_cards for i in range(c.count)]


def chance_card(board: Board, card: str) -> Any:
    """The :class:`ChanceCard` of a physical card id such as ``plane_ticket#2``."""
    kind = card.split("#")[0]
    return next(c for c in board.chance_cards if c.id == kind)
