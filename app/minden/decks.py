"""The card database's decks as Finden-Sie-Minden cards (no Qt): what the new-game dialog offers
and the cards a game is dealt from."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from geoquiz.games.minden import Card

__all__ = ["DeckInfo", "enabled_decks", "load_deck_cards"]


@dataclass(frozen=True)
class DeckInfo:
    """A deck the new-game dialog offers."""

    id: int
    name: str
    author: str
    counts: dict[str, int]


def enabled_decks(url: str | None = None) -> list[DeckInfo]:
    """Every enabled deck with its number of cards per colour."""
    from geoquiz.db.repository import list_cards, list_decks
    from geoquiz.db.session import session_scope

    out = []
    with session_scope(url) as session:
        for deck in list_decks(session):
            if not deck.enabled:
                continue
            counts: dict[str, int] = {}
            for card in list_cards(session, deck_id=deck.id):
                counts[card.colour] = counts.get(card.colour, 0) + 1
            out.append(DeckInfo(deck.id, deck.name, deck.author, counts))
    return out


def load_deck_cards(
    deck_ids: Sequence[int], lang: str = "de", url: str | None = None
) -> list[Card]:
    """The cards of the given decks as engine cards (prompt in ``lang``, German as fallback)."""
    from geoquiz.db.repository import list_cards
    from geoquiz.db.session import session_scope

    cards: list[Card] = []
    with session_scope(url) as session:
        for deck_id in deck_ids:
            for row in list_cards(session, deck_id=deck_id):
                solutions = tuple((s.ew, s.zone, int(s.square), s.quadrant) for s in row.solutions)
                if not solutions:
                    continue  # a card off the board cannot be played
                prompt = (row.prompt_en if lang == "en" else row.prompt_de) or row.prompt_de
                lat, lon = row.lat, row.lon
                if (lat is None or lon is None) and row.outline_wkt:
                    lon, lat = _inside_point(row.outline_wkt)
                cards.append(
                    Card(
                        id=str(row.id),
                        colour=row.colour,
                        title=row.title,
                        solutions=solutions,
                        prompt=prompt or "",
                        lat=lat,
                        lon=lon,
                        deck=row.deck.name,
                        outline_wkt=row.outline_wkt,
                        explanation=row.explanation or "",
                    )
                )
    return cards


def _inside_point(wkt: str) -> tuple[float, float]:
    """A point inside an area card's outline (lon, lat), where its marker goes."""
    import shapely

    point = shapely.from_wkt(wkt).representative_point()
    return float(point.x), float(point.y)
