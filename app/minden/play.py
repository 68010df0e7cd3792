"""A Finden-Sie-Minden match on the laptop (no Qt): the seats a setup describes and a new match
of the one driver (``app.play.LaptopMatch``, game ``"minden"``) dealt from a deck's cards.

A setup's :class:`~geoquiz.games.minden.PlayerSpec` names who plays a seat in its
``controller``: ``"human"`` (a person at the laptop) or a computer level.
"""

from __future__ import annotations

from collections.abc import Sequence

from geoquiz.app.play.laptop_match import LaptopMatch
from geoquiz.games.match import Seat
from geoquiz.games.minden import Card, Config
from geoquiz.games.minden.game import GameConfig

__all__ = ["KIND", "new_match", "seats"]

KIND = "minden"


def seats(rules: Config) -> list[Seat]:
    """Who plays each seat of ``rules``: a person at the laptop or a computer at its level."""
    return [
        Seat(p.name) if p.controller == "human" else Seat(p.name, "computer", p.controller)
        for p in rules.players
    ]


def new_match(
    rules: Config, cards: Sequence[Card], *, persist: bool = True, url: str | None = None
) -> LaptopMatch:
    """A new match of ``rules`` dealt from ``cards`` (``ValueError`` with a readable sentence
    when the game cannot be set up); saved with its first move when ``persist``."""
    return LaptopMatch.new(
        KIND, GameConfig(rules, tuple(cards)), seats=seats(rules), persist=persist, url=url
    )
