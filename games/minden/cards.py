"""Cards and tips of Finden Sie Minden as plain data.

A card reaches the engine as a :class:`Card`: the app layer loads it from the card database, tests
build it from real coordinates with ``geo.board.locate``. A tip is a prefix of
``(ew, zone, square, quadrant)`` with 0–4 stones; it is right when one of the card's solutions
agrees with every stone placed (two-solution cards, rulebook "Notes").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from geoquiz.games.common import IllegalMove
from geoquiz.geo.board import EW, QUADRANTS, ZONE_SQUARES, ZONES

__all__ = [
    "COLOURS",
    "KEEP_THRESHOLD",
    "Card",
    "Solution",
    "Tip",
    "all_tips",
    "check_tip",
    "format_tip",
    "indicator_distance_km",
    "tip_is_right",
]

#: Card colours in the order of the final scoring (rulebook "Game End").
COLOURS: tuple[str, ...] = ("yellow", "orange", "green", "blue")
#: Right stones needed to keep a card (rulebook "Bonus Points").
KEEP_THRESHOLD: dict[str, int] = {"yellow": 4, "orange": 3, "green": 2, "blue": 3}

Solution = tuple[str, str, int, str]
#: A tip: a prefix of a solution, 0–4 elements.
Tip = tuple[Any, ...]


@dataclass(frozen=True)
class Card:
    """One task card: where the place is and which cells solve it.

    ``lat``/``lon`` is the place (or a point inside an area) when known; ``solutions`` holds one
    or two ``(ew, zone, square, quadrant)`` tuples; ``prompt`` is the task in the game's language.
    """

    id: str
    colour: str
    title: str
    solutions: tuple[Solution, ...]
    prompt: str = ""
    lat: float | None = None
    lon: float | None = None
    deck: str = field(default="", compare=True)
    #: the area of an area card (WKT, lon/lat), for drawing it when the card is revealed
    outline_wkt: str | None = None
    #: the solution side's text (the Land, the town of a sight, a fact), shown when scored
    explanation: str = ""

    def __post_init__(self) -> None:
        if self.colour not in COLOURS:
            raise ValueError(f"card {self.id}: unknown colour {self.colour!r}")
        for sol in self.solutions:
            check_tip(sol)
            if len(sol) != 4:
                raise ValueError(f"card {self.id}: a solution needs all four parts, got {sol!r}")

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self  # immutable

    def as_dict(self) -> dict[str, Any]:
        """Return the card as JSON-ready data (the solutions as lists).

        Every field in declaration order, as ``plain(asdict(card))`` gives it, built directly:
        a saved game carries its whole deck, and ``asdict``'s recursive deep copy made the
        encoding of a 215-card state cost 15–18 ms (``bench/bench_stall.py``)."""
        data: dict[str, Any] = {name: getattr(self, name) for name in _CARD_FIELDS}
        data["solutions"] = [list(s) for s in self.solutions]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Card:
        """Inverse of :meth:`as_dict`."""
        return cls(
            id=str(data["id"]),
            colour=data["colour"],
            title=data["title"],
            prompt=data.get("prompt", ""),
            lat=data.get("lat"),
            lon=data.get("lon"),
            deck=data.get("deck", ""),
            outline_wkt=data.get("outline_wkt"),
            explanation=data.get("explanation", ""),
            solutions=tuple(
                (str(s[0]), str(s[1]), int(s[2]), str(s[3])) for s in data["solutions"]
            ),
        )


#: the names of :class:`Card`'s fields in declaration order (the keys of :meth:`Card.as_dict`)
_CARD_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Card))


def check_tip(tip: Sequence[Any]) -> Tip:
    """Return ``tip`` as a tuple, or raise :class:`IllegalMove` coded by the impossible stone."""
    parts = tuple(tip)
    if len(parts) > 4:
        raise IllegalMove("minden.tip_too_long", stones=len(parts))
    if len(parts) >= 1 and parts[0] not in EW:
        raise IllegalMove("minden.bad_ew", value=str(parts[0]))
    if len(parts) >= 2 and parts[1] not in ZONES:
        raise IllegalMove("minden.bad_zone", value=str(parts[1]))
    if len(parts) >= 3:
        limit = ZONE_SQUARES[parts[1]]
        if (
            not isinstance(parts[2], int)
            or isinstance(parts[2], bool)
            or not 1 <= parts[2] <= limit
        ):
            raise IllegalMove("minden.bad_square", zone=parts[1], squares=limit)
    if len(parts) == 4 and parts[3] not in QUADRANTS:
        raise IllegalMove("minden.bad_quadrant", value=str(parts[3]))
    return parts


def tip_is_right(solutions: Iterable[Sequence[Any]], tip: Sequence[Any]) -> bool:
    """True when one solution agrees with every stone of ``tip`` (an empty tip is never wrong)."""
    n = len(tip)
    return any(tuple(sol[:n]) == tuple(tip) for sol in solutions)


def all_tips(max_stones: int = 4) -> list[Tip]:
    """Every tip with at most ``max_stones`` stones (409 for four)."""
    tips: list[Tip] = [()]
    if max_stones >= 1:
        tips += [(e,) for e in EW]
    if max_stones >= 2:
        tips += [(e, z) for e in EW for z in ZONES]
    if max_stones >= 3:
        tips += [(e, z, s) for e in EW for z in ZONES for s in range(1, ZONE_SQUARES[z] + 1)]
    if max_stones >= 4:
        tips += [
            (e, z, s, q)
            for e in EW
            for z in ZONES
            for s in range(1, ZONE_SQUARES[z] + 1)
            for q in QUADRANTS
        ]
    return tips


def format_tip(tip: Sequence[Any]) -> str:
    """Return a tip as the board reads it, e.g. ``"W N 12 C"`` (``"—"`` for no stones)."""
    return " ".join(str(p) for p in tip) if tip else "—"


def indicator_distance_km(card: Card, lon: float, lat: float) -> float | None:
    """Geodesic km from the place indicator at ``(lon, lat)`` to ``card``'s place: to its area
    (0 inside it) or to its point; None for a card without either."""
    from geoquiz.geo.projection import distance_km

    if card.outline_wkt:
        import shapely
        from shapely.ops import nearest_points

        area = shapely.from_wkt(card.outline_wkt)
        point = shapely.Point(lon, lat)
        if area.covers(point):
            return 0.0
        near = nearest_points(area, point)[0]
        return float(distance_km(lat, lon, near.y, near.x))
    if card.lon is None or card.lat is None:
        return None
    return float(distance_km(lat, lon, card.lat, card.lon))
