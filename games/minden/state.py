"""The state of a Finden-Sie-Minden game: frozen plain data, and the working copy ``apply`` uses.

:class:`State` is a frozen dataclass whose containers are tuples and read-only mappings (DESIGN §1:
"plain frozen data"); nobody holding a state can change it. ``engine.apply`` copies the state into
a :class:`Work` (the same fields as lists), lets the phase handlers change that copy, and freezes
it into the next :class:`State` (see ``engine``'s docstring for why). Both share the read helpers
of :class:`Reads`, so the handlers ask the same questions the app and the computer players ask.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from geoquiz.games.engine_tools import state_from_dict, state_to_dict
from geoquiz.games.minden.cards import COLOURS, Card, Tip
from geoquiz.games.minden.config import Config

__all__ = ["Reads", "State", "Work"]


class Reads:
    """Questions about a state that the app, the computer players and the rules all ask."""

    config: Config
    cards: Mapping[str, Card]
    positions: Sequence[int]
    hands: Sequence[str | None]
    kept: Sequence[Sequence[str]]
    trade_chip: Sequence[bool]
    challenge_chips: Sequence[int]

    @property
    def n(self) -> int:
        """The number of seats."""
        return len(self.config.players)

    def card(self, player: int) -> Card | None:
        """Return the card in front of ``player`` this round."""
        cid = self.hands[player]
        return None if cid is None else self.cards[cid]

    def rear_to_front(self, players: Sequence[int] | None = None) -> list[int]:
        """Return ``players`` (default all) ordered from the rearmost piece to the leader."""
        seats = range(self.n) if players is None else players
        return sorted(seats, key=lambda p: self.positions[p])

    def front_to_back(self) -> list[int]:
        """Every seat from the front-most piece (the "Deutscher Meister") backwards."""
        return sorted(range(self.n), key=lambda p: -self.positions[p])

    def final_space(self) -> int:
        """The first orange final space."""
        return self.config.track_length

    def kept_by_colour(self, player: int) -> dict[str, int]:
        """Count the cards ``player`` has won, per colour."""
        counts = dict.fromkeys(COLOURS, 0)
        for cid in self.kept[player]:
            counts[self.cards[cid].colour] += 1
        return counts

    def chips_owned(self, player: int) -> int:
        """Chips the player owns now (unused trading chip plus challenge chips)."""
        return int(self.trade_chip[player]) + self.challenge_chips[player]


@dataclass(frozen=True)
class State(Reads):
    """The whole game as frozen plain data; ``apply`` returns a new one.

    ``pile`` is the draw pile (top first), ``reserve`` the shuffled cards left in the box unused,
    ``box`` the cards gone back to the box; ``hands[p]`` is the card in front of ``p`` this round,
    ``kept[p]`` the cards ``p`` has won; ``pending`` the seats still to act in this phase;
    ``history`` one record per scored tip; ``events`` what the last move did.
    """

    config: Config
    cards: Mapping[str, Card]
    rng: int
    phase: str = "draft"
    round: int = 1
    positions: tuple[int, ...] = ()
    pile: tuple[str, ...] = ()
    reserve: tuple[str, ...] = ()
    box: tuple[str, ...] = ()
    offer: tuple[str, ...] = ()
    hands: tuple[str | None, ...] = ()
    kept: tuple[tuple[str, ...], ...] = ()
    trade_chip: tuple[bool, ...] = ()
    stones: tuple[int, ...] = ()
    challenge_chips: tuple[int, ...] = ()
    pending: tuple[int, ...] = ()
    traded: tuple[bool, ...] = ()
    tips: tuple[Tip | None, ...] = ()
    challenges: tuple[int | None, ...] = ()
    history: tuple[Mapping[str, Any], ...] = ()
    events: tuple[Mapping[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Return the state as JSON-ready data (``from_dict`` restores an equal state)."""
        return state_to_dict(self, "minden", config=Config.as_dict, cards=_cards_to_list)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`; saved games from before (mutable states) load the same."""
        title = "Finden-Sie-Minden"
        return state_from_dict(
            cls, data, "minden", title, config=Config.from_dict, cards=_cards_from_list
        )


def _cards_to_list(cards: Mapping[str, Card]) -> list[dict[str, Any]]:
    return [c.as_dict() for c in cards.values()]


def _cards_from_list(data: list[dict[str, Any]]) -> Mapping[str, Card]:
    return MappingProxyType({str(c["id"]): Card.from_dict(c) for c in data})


@dataclass
class Work(Reads):
    """The mutable working copy of a :class:`State` while one move is applied (never escapes)."""

    config: Config
    cards: Mapping[str, Card]
    rng: int
    phase: str
    round: int
    positions: list[int]
    pile: list[str]
    reserve: list[str]
    box: list[str]
    offer: list[str]
    hands: list[str | None]
    kept: list[list[str]]
    trade_chip: list[bool]
    stones: list[int]
    challenge_chips: list[int]
    pending: list[int]
    traded: list[bool]
    tips: list[Sequence[Any] | None]
    challenges: list[int | None]
    history: list[Mapping[str, Any]]
    events: list[Mapping[str, Any]]
