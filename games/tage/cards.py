"""The 59 cards of "10 Tage durch Deutschland" (DESIGN §5) as plain strings.

A card is its id: a region id (``"lueneburg"``), a train ``"train:<colour>"`` or ``"bus"``. The
deck holds one card per region and a second Berlin card (43 regions, 44 region cards, as in the
printed game and its component list), two trains of each of the five colours and five buses, so
Berlin, train and bus ids appear more than once; the engine counts cards as a multiset.

>>> len(deck()), deck().count("berlin"), card_kind("train:red"), card_kind("bus")
(59, 2, 'train', 'bus')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from geoquiz.geo.regions import BERLIN, COLOURS, region, region_ids

__all__ = [
    "BERLIN_CARDS",
    "BUS",
    "BUSES",
    "TRAINS_PER_COLOUR",
    "card_kind",
    "card_label",
    "deck",
    "deck_counts",
    "is_transport",
    "parse_card",
    "train",
    "train_colour",
    "validate_cards",
]

BUS = "bus"
TRAINS_PER_COLOUR = 2
BUSES = 5
#: the printed game has 44 region cards for 43 regions: Berlin has two
BERLIN_CARDS = 2


def train(colour: str) -> str:
    """Return the card id of a train of ``colour``."""
    if colour not in COLOURS:
        raise ValueError(f"unknown train colour {colour!r}; expected one of {', '.join(COLOURS)}")
    return f"train:{colour}"


def train_colour(card: str) -> str | None:
    """Return the colour of a train card, or ``None`` for any other card."""
    return card[6:] if card.startswith("train:") else None


def card_kind(card: str) -> str:
    """Return ``"region"``, ``"train"`` or ``"bus"``."""
    if card == BUS:
        return "bus"
    if card.startswith("train:"):
        return "train"
    return "region"


def is_transport(card: str | None) -> bool:
    """True for train and bus cards."""
    return card is not None and (card == BUS or card.startswith("train:"))


def deck() -> list[str]:
    """Return the 59 card ids in a fixed order (regions by id, the second Berlin card after the
    first, trains by colour, buses)."""
    cards: list[str] = []
    for rid in region_ids():
        cards += [rid] * (BERLIN_CARDS if rid == BERLIN else 1)
    cards += [train(c) for c in COLOURS for _ in range(TRAINS_PER_COLOUR)]
    cards += [BUS] * BUSES
    return cards


def deck_counts() -> Counter[str]:
    """Return how often each card id occurs in the deck."""
    return Counter(deck())


def parse_card(text: str) -> str:
    """Return the card id for user input: a region id or name, ``train:COLOUR`` or ``bus``.

    Raises ``ValueError`` with a readable message for anything else.
    """
    item = text.strip()
    low = item.lower()
    if low in {"bus", "b"}:
        return BUS
    if low.startswith(("train:", "zug:")):
        colour = low.split(":", 1)[1].strip()
        german = {
            "rot": "red",
            "blau": "blue",
            "gruen": "green",
            "grün": "green",
            "violett": "violet",
            "lila": "violet",
        }
        return train(german.get(colour, colour))
    return region(item).id


def validate_cards(cards: Iterable[str]) -> None:
    """Raise ``ValueError`` when ``cards`` could not all come from one deck (too many copies)."""
    counts = Counter(cards)
    limits = deck_counts()
    for card, n in counts.items():
        if n > limits.get(card, 0):
            label = card_label(card)
            raise ValueError(f"the deck holds only {limits.get(card, 0)} × {label}, not {n}")


def card_label(card: str) -> str:
    """Return a short English label: the region's name, ``train (red)`` or ``bus``."""
    colour = train_colour(card)
    if colour is not None:
        return f"train ({colour})"
    if card == BUS:
        return "bus"
    return region(card).name
