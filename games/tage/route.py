"""Check a 10-day route card by card (DESIGN §5 and the rulebook's "Building the Route").

:func:`check_route` returns one :class:`Link` per connection between two consecutive regions on
the holder, plus one failed link for a transport card on day 1 or day 10 and for an empty slot.
Each link carries a verdict, a machine-readable ``code`` with ``params`` (the app translates
these) and an English ``text`` (the CLI prints it).

Rules, as DESIGN §5 fixes them:

* Days 1 and 10 hold regions, never a train or a bus.
* Between two consecutive regions stands at most one transport card ("only one connection
  between two regions"); two or more in a row break the route.
* Region–region: the two regions are neighbours (≥ 1 km common border).
* Region–train(c)–region: both regions have colour *c*; Berlin (black) matches every colour.
* Region–bus–region: some third region neighbours both (the bus stands for that region). The two
  regions may themselves be neighbours; a bus still needs a bridge.

>>> check_route(["berlin", "bus", "magdeburg"], days=3).valid
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from geoquiz.games.tage.cards import BUS, card_kind, card_label, train_colour
from geoquiz.geo.regions import BERLIN, are_neighbours, bus_bridges, region

__all__ = ["DAYS", "Link", "RouteCheck", "check_route", "link_text"]

DAYS = 10


@dataclass(frozen=True)
class Link:
    """One connection on the holder, from slot ``start`` to slot ``end`` (0-based, inclusive).

    ``kind`` is ``neighbour``, ``train``, ``bus`` (a connection between two regions) or
    ``start``, ``end``, ``empty`` (a card that cannot be on its day / a missing card).
    """

    start: int
    end: int
    kind: str
    ok: bool
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The verdict as one English sentence."""
        return link_text(self.code, self.params)

    def as_dict(self) -> dict[str, Any]:
        """Return JSON-ready data (used by ``geoquiz tage check --json`` and the app)."""
        return {**asdict(self), "text": self.text}


@dataclass(frozen=True)
class RouteCheck:
    """The verdicts of every link; ``valid`` when the whole holder forms a correct route."""

    links: tuple[Link, ...]
    complete: bool

    @property
    def valid(self) -> bool:
        return self.complete and all(link.ok for link in self.links)

    @property
    def problems(self) -> list[Link]:
        return [link for link in self.links if not link.ok]


_TEXTS: dict[str, str] = {
    "neighbours": "{a} and {b} are neighbours",
    "not-neighbours": "{a} and {b} share no border",
    "train": "{a} and {b} are both {colour}: the train connects them",
    "train-berlin": "Berlin takes every train colour; {other} is {colour}",
    "train-colour": "the {colour} train needs two {colour} regions, but {wrong}",
    "bus": "the bus bridges {via}",
    "bus-no-bridge": "no region borders both {a} and {b}, so a bus cannot bridge them",
    "two-transports": "{n} transport cards stand between {a} and {b}; at most one is allowed",
    "transport-day-1": "day 1 must be a region, not a {card}",
    "transport-day-10": "day 10 must be a region, not a {card}",
    "empty": "day {day} has no card",
}


def link_text(code: str, params: dict[str, Any]) -> str:
    """Return the English sentence for a verdict ``code`` with its ``params``."""
    return _TEXTS[code].format(**params)


def _name(card: str) -> str:
    return region(card).name


def _pair(cards: Sequence[str | None], a: int, b: int) -> Link:
    """Judge the connection between regions at slots ``a`` < ``b``."""
    ra, rb = str(cards[a]), str(cards[b])
    names = {"a": _name(ra), "b": _name(rb)}
    between = list(cards[a + 1 : b])
    if any(c is None for c in between):
        day = a + 2 + next(i for i, c in enumerate(between) if c is None)
        return Link(a, b, "empty", False, "empty", {"day": day})
    if not between:
        ok = are_neighbours(ra, rb)
        return Link(a, b, "neighbour", ok, "neighbours" if ok else "not-neighbours", names)
    if len(between) > 1:
        return Link(a, b, "train", False, "two-transports", {**names, "n": len(between)})
    card = str(between[0])
    if card == BUS:
        via = bus_bridges(ra, rb)
        if via:
            return Link(a, b, "bus", True, "bus", {**names, "via": _name(via[0]), "bridges": via})
        return Link(a, b, "bus", False, "bus-no-bridge", names)
    colour = str(train_colour(card))
    ca, cb = region(ra).colour, region(rb).colour
    mismatched = [[_name(r), c] for r, c in ((ra, ca), (rb, cb)) if r != BERLIN and c != colour]
    if not mismatched:
        if BERLIN in (ra, rb) and ra != rb:
            other = rb if ra == BERLIN else ra
            params = {**names, "colour": colour, "other": _name(other)}
            return Link(a, b, "train", True, "train-berlin", params)
        return Link(a, b, "train", True, "train", {**names, "colour": colour})
    wrong = " and ".join(f"{name} is {c}" for name, c in mismatched)
    bad: dict[str, Any] = {**names, "colour": colour, "wrong": wrong, "mismatched": mismatched}
    return Link(a, b, "train", False, "train-colour", bad)


def check_route(cards: Sequence[str | None], days: int = DAYS) -> RouteCheck:
    """Judge the holder ``cards`` (slot 0 = day 1; ``None`` = empty slot) link by link.

    ``days`` is the holder length (10 in the game; shorter routes serve the doctests).
    """
    if len(cards) != days:
        raise ValueError(f"a route has {days} days, not {len(cards)}")
    links: list[Link] = []
    regions_at = [i for i, c in enumerate(cards) if c is not None and card_kind(c) == "region"]
    for day, edge in ((0, "start"), (days - 1, "end")):
        card = cards[day]
        if card is not None and card_kind(card) != "region":
            code = "transport-day-1" if edge == "start" else "transport-day-10"
            label = "bus" if card == BUS else card_label(card)
            if edge == "start":
                span = (0, regions_at[0] if regions_at else 0)
            else:
                span = (regions_at[-1] if regions_at else days - 1, days - 1)
            links.append(Link(span[0], span[1], edge, False, code, {"card": label}))
    for day in (0, days - 1):
        if cards[day] is None:
            links.append(Link(day, day, "empty", False, "empty", {"day": day + 1}))
    for a, b in zip(regions_at, regions_at[1:], strict=False):
        links.append(_pair(cards, a, b))
    links.sort(key=lambda link: (link.start, link.end, link.kind != "start"))
    complete = all(c is not None for c in cards) and len(regions_at) >= 2
    return RouteCheck(tuple(links), complete)
