"""The state of a 10-Tage game: frozen plain data, and the working copy ``apply`` uses.

:class:`State` is a frozen dataclass whose containers are tuples and read-only mappings (DESIGN §1);
nobody holding a state can change it. ``engine.apply`` copies it into a :class:`Work` (the same
fields as lists), lets the move's handler change that copy and freezes it into the next state (see
``engine``'s docstring for why). Both share the read helpers of :class:`Reads`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from geoquiz.games.engine_tools import state_from_dict, state_to_dict
from geoquiz.games.tage.config import Config
from geoquiz.games.tage.route import RouteCheck, check_route

__all__ = ["Reads", "State", "Work"]


class Reads:
    """Questions about a state that the app, the computer players and the rules all ask."""

    config: Config
    discards: Sequence[Sequence[str]]
    holders: Sequence[Sequence[str | None]]
    drawn_from: int | None

    @property
    def n(self) -> int:
        """The number of seats."""
        return len(self.config.players)

    def tops(self) -> list[str | None]:
        """The face-up top card of each discard pile (``None`` for an empty pile)."""
        return [p[-1] if p else None for p in self.discards]

    def route(self, player: int) -> RouteCheck:
        """Judge ``player``'s holder as it stands."""
        return check_route(self.holders[player])

    def exchange_piles(self) -> list[int]:
        """Piles the card an ``Exchange`` replaces may go onto: the empty place while one pile is
        empty ("only two discard piles"), else any of the three."""
        empty = [i for i, p in enumerate(self.discards) if not p]
        return empty if empty else list(range(len(self.discards)))

    def discard_piles(self) -> list[int]:
        """Piles a drawn card may be discarded onto: any but the one it was taken from."""
        return [i for i in range(len(self.discards)) if i != self.drawn_from]

    def allowed_piles(self) -> list[int]:
        """Alias of :meth:`exchange_piles` (kept for older callers)."""
        return self.exchange_piles()


@dataclass(frozen=True)
class State(Reads):
    """The whole game as frozen plain data; ``apply`` returns a new one.

    Piles are tuples whose last element is the top card. ``holders[p][d]`` is the card on day
    ``d + 1`` of player ``p`` (``None`` while empty during setup). ``stacks`` are the face-down
    setup stacks. ``pickups[p]`` lists the cards ``p`` took from discard piles (public knowledge,
    which hard computer players watch).
    """

    config: Config
    rng: int
    phase: str = "setup"
    current: int = 0
    turn: int = 0
    draw_pile: tuple[str, ...] = ()
    discards: tuple[tuple[str, ...], ...] = ()
    holders: tuple[tuple[str | None, ...], ...] = ()
    stacks: tuple[tuple[str, ...], ...] = ()
    drawn: str | None = None
    drawn_from: int | None = None
    declared: bool = False
    winner: int | None = None
    reshuffles: int = 0
    pickups: tuple[tuple[str, ...], ...] = ()
    declarations: tuple[Mapping[str, Any], ...] = ()
    history: tuple[Mapping[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Return the state as JSON-ready data (``from_dict`` restores an equal state)."""
        return state_to_dict(self, "tage", config=Config.as_dict)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`; saved games from before (mutable states) load the same."""
        return state_from_dict(cls, data, "tage", "10-Tage", config=Config.from_dict)

    def all_cards(self) -> Counter[str]:
        """Count every card wherever it is (always equals the deck: nothing is lost)."""
        cards: Counter[str] = Counter(self.draw_pile)
        for pile in self.discards:
            cards.update(pile)
        for holder in self.holders:
            cards.update(c for c in holder if c is not None)
        for stack in self.stacks:
            cards.update(stack)
        if self.drawn is not None:
            cards[self.drawn] += 1
        return cards


@dataclass
class Work(Reads):
    """The mutable working copy of a :class:`State` while one move is applied (never escapes)."""

    config: Config
    rng: int
    phase: str
    current: int
    turn: int
    draw_pile: list[str]
    discards: list[list[str]]
    holders: list[list[str | None]]
    stacks: list[list[str]]
    drawn: str | None
    drawn_from: int | None
    declared: bool
    winner: int | None
    reshuffles: int
    pickups: list[list[str]]
    declarations: list[Mapping[str, Any]]
    history: list[Mapping[str, Any]]
