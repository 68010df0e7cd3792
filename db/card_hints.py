"""Hints for card authors while they type or click: would the card give itself away, does the
place lie near a dividing line (two solutions)?

Qt-free: hints are codes with parameters (like ``IllegalMove``); the editor words them.

* ``gives_away`` (``town``, ``solution``): the front of the card — its title and prompts, what a
  player reads before placing the stones — names a town (GeoNames, at least
  :data:`TOWN_POPULATION` inhabitants, not the card's own title) that lies in one of the card's
  solution cells: a player would just place that well-known town. The explanation is printed on
  the back and read only after the answer, so it gives nothing away (:func:`front_hints`).
* ``near_line`` (``km``): a point card within its deck's tolerance of a dividing line (a
  square or quadrant boundary or a white line) — the card gets two solutions.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from geoquiz.geo.board import Solution, locate
from geoquiz.geo.board.grid import BOARD_SOUTH, BOARD_WEST

__all__ = [
    "TOWN_POPULATION",
    "Hint",
    "card_hints",
    "front_hints",
    "front_texts",
    "line_distance_km",
]

#: Towns at least this large count as "well known" for the give-away hint.
TOWN_POPULATION = 20_000
_WORD = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", re.UNICODE)


@dataclass(frozen=True)
class Hint:
    """One hint: a stable code and its parameters."""

    code: str
    params: dict[str, object] = field(default_factory=dict)


@lru_cache(maxsize=1)
def _towns() -> dict[str, tuple[str, float, float]]:
    from geoquiz.geo import gazetteer

    out: dict[str, tuple[str, float, float]] = {}
    for place in gazetteer.places("DE", min_population=TOWN_POPULATION):
        out.setdefault(gazetteer.normalize(place.name), (place.name, place.lat, place.lon))
    return out


def _named_towns(text: str, title: str) -> list[tuple[str, float, float]]:
    from geoquiz.geo.gazetteer import normalize

    towns = _towns()
    own = normalize(title)
    words = _WORD.findall(text)
    found: list[tuple[str, float, float]] = []
    for size in (3, 2, 1):
        for start in range(len(words) - size + 1):
            key = normalize(" ".join(words[start : start + size]))
            if key and key != own and key not in own.split() and key in towns:
                if towns[key] not in found:
                    found.append(towns[key])
    return found


def line_distance_km(lat: float, lon: float) -> float:
    """The distance from a point to the nearest dividing line of the board grid (approximate)."""
    dx_deg = abs((lon - BOARD_WEST) - round(lon - BOARD_WEST))  # 1° quadrant columns
    dy_deg = abs((lat - BOARD_SOUTH) * 2 - round((lat - BOARD_SOUTH) * 2)) / 2  # 0.5° rows
    return min(dx_deg * 111.32 * math.cos(math.radians(lat)), dy_deg * 111.19)


def card_hints(
    title: str,
    texts: Sequence[str],
    solutions: Sequence[Solution],
    lat: float | None = None,
    lon: float | None = None,
    *,
    is_area: bool = False,
) -> list[Hint]:
    """The hints for a card with these texts (prompts, explanation) and solutions."""
    hints: list[Hint] = []
    cells = set(solutions)
    for name, town_lat, town_lon in _named_towns(" ".join(texts), title):
        try:
            town_cells = set(locate(town_lat, town_lon, 0.0))
        except ValueError:
            continue
        shared = cells & town_cells
        if shared:
            hints.append(Hint("gives_away", {"town": name, "solution": str(min(shared, key=str))}))
    if not is_area and len(solutions) > 1 and lat is not None and lon is not None:
        hints.append(Hint("near_line", {"km": round(line_distance_km(lat, lon), 1)}))
    return hints


def front_texts(card: object) -> list[str]:
    """The texts on a card's front (title and prompts): what a player reads before answering.

    ``card`` is a :class:`db.cards.CardData` or anything with ``title``, ``prompt_de`` and
    ``prompt_en``; the explanation (printed on the back) is not among them.
    """
    return [str(getattr(card, name, "") or "") for name in ("title", "prompt_de", "prompt_en")]


def front_hints(card: object, solutions: Sequence[Solution]) -> list[Hint]:
    """The hints of a card from its front side only (:func:`front_texts`) and its place."""
    lat, lon = getattr(card, "lat", None), getattr(card, "lon", None)
    return card_hints(
        str(getattr(card, "title", "") or ""),
        front_texts(card),
        solutions,
        lat,
        lon,
        is_area=bool(getattr(card, "outline_wkt", None)),
    )
