"""The cards of Stadt-Land-anders, loaded from ``games/stadtland/data/*.json``.

Every card has its German text (``de``) and English and Danish translations (``en``, ``da``); the
screen shows the user's language and, outside German, the German card text too.

**Provenance** (``source``): the rulebook names 13 categories (Stadt, Land, Musik, Name, Tier in
the set-up table; Berg/Gebirge, Comic, Film/TV, Teekesselchen, Weltall, Fahrzeug, Schule,
Fluss/Gewässer in the rules and the appendix) and 7 prompts (Gold, 2, Lied, Tag, süß,
Weihnachten, weich); those are ``"rulebook"``, with the German text as printed there. The other
17 categories and 53 prompts are ``"ours"``: written by this project to fill a box of 30 category
cards and 60 prompt faces, not copied from cards whose text we do not know.

* 30 category cards (``categories.json``) with 1–4 stars; exactly one card has 4 stars — the
  "Teekesselchen" (homonym) card, which the rulebook names as a special challenge of the variant
  "Increasing the requirement".
* 60 prompts (``prompts.json``): the rulebook's 30 double-sided prompt cards carry 17 green and
  43 blue prompts, i.e. 60 prompt faces. Each face is drawn on its own here. Green prompts are
  about letters and carry a machine-readable ``check`` (see :mod:`games.stadtland.text`); blue
  prompts are creative and judged by the players.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from geoquiz.games.common import seed_state, shuffled
from geoquiz.geo.resources import package_path

__all__ = [
    "COLOURS",
    "Category",
    "Prompt",
    "categories",
    "category",
    "draw_categories",
    "prompt",
    "prompt_ids",
    "prompts",
]

DATA = package_path("geoquiz.games.stadtland", "data")

#: prompt selections at setup: only green, only blue, or both mixed
COLOURS = ("green", "blue", "mixed")


@dataclass(frozen=True)
class Category:
    """A category card: ``de`` is the printed German title, ``en`` and ``da`` translations."""

    id: str
    de: str
    en: str
    stars: int
    da: str = ""
    #: ``rulebook`` (named in the rulebook) or ``ours`` (written by this project)
    source: str = "ours"

    def title(self, lang: str) -> str:
        """The title in ``lang`` (``de``, ``da``; English otherwise)."""
        return {"de": self.de, "da": self.da}.get(lang) or self.en


@dataclass(frozen=True)
class Prompt:
    """A prompt face (German as printed, English and Danish translations). ``check`` is
    ``None`` for blue prompts."""

    id: str
    colour: str
    de: str
    en: str
    check: dict[str, Any] | None = None
    da: str = ""
    #: ``rulebook`` (named in the rulebook) or ``ours`` (written by this project)
    source: str = "ours"

    def text(self, lang: str) -> str:
        """The prompt in ``lang`` (``de``, ``da``; English otherwise)."""
        return {"de": self.de, "da": self.da}.get(lang) or self.en


@cache
def categories() -> tuple[Category, ...]:
    """All 30 category cards in card order."""
    raw = json.loads((DATA / "categories.json").read_text(encoding="utf-8"))
    return tuple(
        Category(c["id"], c["de"], c["en"], int(c["stars"]), c.get("da", ""), c["source"])
        for c in raw["categories"]
    )


@cache
def prompts() -> tuple[Prompt, ...]:
    """All 60 prompts (17 green, 43 blue) in card order."""
    raw = json.loads((DATA / "prompts.json").read_text(encoding="utf-8"))
    return tuple(
        Prompt(p["id"], p["colour"], p["de"], p["en"], p.get("check"), p.get("da", ""), p["source"])
        for p in raw["prompts"]
    )


def category(cid: str) -> Category:
    """The category card ``cid``; ``KeyError`` if there is none."""
    for c in categories():
        if c.id == cid:
            return c
    raise KeyError(cid)


def prompt(pid: str) -> Prompt:
    """The prompt ``pid``; ``KeyError`` if there is none."""
    for p in prompts():
        if p.id == pid:
            return p
    raise KeyError(pid)


def prompt_ids(colours: str) -> list[str]:
    """Ids of the prompts in play for ``colours`` (``green``, ``blue`` or ``mixed``)."""
    if colours not in COLOURS:
        raise ValueError(f"Prompt colours must be green, blue or mixed, not {colours!r}.")
    return [p.id for p in prompts() if colours == "mixed" or p.colour == colours]


def draw_categories(count: int, stars: set[int] | frozenset[int], seed: int) -> tuple[str, ...]:
    """Draw ``count`` category cards at random among those with the given star counts.

    "Draw 5 category cards … For an easy game, choose only cards with 1 star": the stars pick the
    pool, the draw is random (seeded). ``ValueError`` if the pool is too small.
    """
    pool = [c.id for c in categories() if c.stars in stars]
    if len(pool) < count:
        raise ValueError(
            f"Only {len(pool)} category cards have the chosen stars; {count} are needed."
        )
    order, _ = shuffled(pool, seed_state(seed))
    chosen = set(order[:count])
    return tuple(c.id for c in categories() if c.id in chosen)
