"""Decks and cards: the operations the editor, the CLI and the importer share.

Every function takes an open :class:`~sqlalchemy.orm.Session` and leaves committing to the caller
(``with db.session() as s: …``), so an import or an edit is one transaction. Solutions are
recomputed here, explicitly, whenever a card's point or outline, or its deck's tolerance, changes;
:func:`check_cards` proves that what is stored equals what the rules compute now.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields

from sqlalchemy import Select, func, or_, select
from sqlalchemy import inspect as sa_inspect
from sqlalchemy.orm import Session, selectinload

from geoquiz.db.cards import CardData, InvalidCardError, parse, parse_deck, tolerance
from geoquiz.db.models import COLOURS, Card, CardSolution, Deck
from geoquiz.db.solutions import OffBoardError, Solution, compute_solutions

__all__ = [
    "CardData",
    "CheckProblem",
    "checked",
    "add_card",
    "card_data",
    "check_cards",
    "copy_card",
    "create_deck",
    "delete_card",
    "delete_deck",
    "deck_by_name",
    "get_card",
    "list_cards",
    "list_decks",
    "move_card",
    "new_uid",
    "recompute",
    "rename_deck",
    "set_deck_enabled",
    "set_deck_tolerance",
    "solutions_of",
    "update_card",
]

#: The namespace of the cards' derived stable ids (:func:`new_uid`).
UID_NAMESPACE = uuid.UUID("6f1c2b1e-3c55-4c1e-9a57-31d0c0a7e9b4")
#: Fields whose change means the solutions must be recomputed.
PLACE_FIELDS = ("lat", "lon", "outline_wkt")


CARD_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(CardData))


@dataclass(frozen=True)
class CheckProblem:
    """A card whose stored solutions differ from the computed ones, or that cannot be solved."""

    card_id: int
    deck: str
    title: str
    message: str

    def __str__(self) -> str:
        return f"{self.deck} / {self.title} (card {self.card_id}): {self.message}"


def _validate_colour(colour: str) -> None:
    if colour not in COLOURS:
        raise ValueError(f"colour must be one of {', '.join(COLOURS)}, not {colour!r}")


def checked(data: CardData) -> CardData:
    """``data`` cleaned by :func:`db.cards.parse`; raise ``db.cards.InvalidCardError`` if not."""
    clean, problems = parse(data)
    if clean is None:
        raise InvalidCardError(problems)
    return clean


def _deck_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValueError("a deck needs a name")
    _, problems = parse_deck({"name": name})
    if problems:
        raise ValueError(problems[0].message)
    return name


# ---------------------------------------------------------------------------------------------
# decks


def list_decks(session: Session) -> list[Deck]:
    """Return all decks by name."""
    return list(session.scalars(select(Deck).order_by(Deck.name)))


def deck_by_name(session: Session, name: str) -> Deck | None:
    """Return the deck called ``name`` (exact), or None."""
    return session.scalars(select(Deck).where(Deck.name == name)).one_or_none()


def create_deck(
    session: Session,
    name: str,
    *,
    language: str = "de",
    description: str = "",
    author: str = "",
    enabled: bool = True,
    tolerance_km: float = 2.0,
) -> Deck:
    """Create a deck; raise ValueError if the name is empty, too long or taken."""
    name = _deck_name(name)
    _, problems = parse_deck(
        {"name": name, "language": language, "description": description, "author": author}
    )
    if problems:
        raise ValueError(problems[0].message)
    if deck_by_name(session, name) is not None:
        raise ValueError(f"a deck called {name!r} exists already")
    tolerance_km = tolerance(tolerance_km)
    deck = Deck(
        name=name,
        language=language,
        description=description,
        author=author,
        enabled=enabled,
        tolerance_km=tolerance_km,
    )
    session.add(deck)
    session.flush()
    return deck


def rename_deck(session: Session, deck: Deck, name: str) -> None:
    """Rename a deck; raise ValueError if the new name is empty, too long or taken."""
    name = _deck_name(name)
    other = deck_by_name(session, name)
    if other is not None and other.id != deck.id:
        raise ValueError(f"a deck called {name!r} exists already")
    deck.name = name
    session.flush()


def set_deck_enabled(session: Session, deck: Deck, enabled: bool) -> None:
    """Enable or disable a deck for games."""
    deck.enabled = enabled
    session.flush()


def set_deck_tolerance(session: Session, deck: Deck, tolerance_km: float) -> int:
    """Change a deck's near-line tolerance and recompute its cards; return how many changed."""
    tolerance_km = tolerance(tolerance_km)
    deck.tolerance_km = tolerance_km
    changed = 0
    for card in list_cards(session, deck_id=deck.id):
        before = solutions_of(card)
        recompute(session, card, deck)
        changed += before != solutions_of(card)
    session.flush()
    return changed


def delete_deck(session: Session, deck: Deck) -> None:
    """Delete a deck with all its cards (the caller asks for confirmation)."""
    session.delete(deck)
    session.flush()


# ---------------------------------------------------------------------------------------------
# cards


def _card_query() -> Select[Card]:
    return select(Card).options(selectinload(Card.solutions), selectinload(Card.deck))


def get_card(session: Session, card_id: int) -> Card | None:
    """Return a card with its deck and solutions loaded, or None."""
    return session.scalars(_card_query().where(Card.id == card_id)).one_or_none()


def list_cards(
    session: Session,
    *,
    deck_id: int | None = None,
    colour: str | None = None,
    search: str | None = None,
    two_solutions: bool | None = None,
    needs_review: bool | None = None,
    enabled_only: bool = False,
) -> list[Card]:
    """Return cards (deck and solutions loaded) matching every given filter, by deck and title.

    ``search`` matches title, prompts and source case-insensitively.
    """
    query = _card_query()
    if deck_id is not None:
        query = query.where(Card.deck_id == deck_id)
    if colour is not None:
        query = query.where(Card.colour == colour)
    if needs_review is not None:
        query = query.where(Card.needs_review.is_(needs_review))
    if enabled_only:
        query = query.join(Deck).where(Deck.enabled.is_(True))
    if search:
        pattern = f"%{search.strip().lower()}%"
        query = query.where(
            or_(
                func.lower(Card.title).like(pattern),
                func.lower(Card.prompt_de).like(pattern),
                func.lower(Card.prompt_en).like(pattern),
                func.lower(func.coalesce(Card.source, "")).like(pattern),
            )
        )
    if two_solutions is not None:
        counts = (
            select(CardSolution.card_id)
            .group_by(CardSolution.card_id)
            .having(func.count(CardSolution.id) > 1)
        )
        query = query.where(Card.id.in_(counts) if two_solutions else Card.id.not_in(counts))
    query = query.order_by(Card.deck_id, func.lower(Card.title), Card.id)
    return list(session.scalars(query))


def solutions_of(card: Card) -> list[Solution]:
    """Return a card's stored solutions as :class:`geo.board.Solution` values."""
    return [Solution(s.ew, s.zone, s.square, s.quadrant) for s in card.solutions]


def card_data(card: Card) -> CardData:
    """Return the editable content of a stored card."""
    return CardData(**{name: getattr(card, name) for name in CARD_FIELDS})


def _load_solutions(session: Session, card: Card) -> None:
    state = sa_inspect(card)
    if state.persistent and "solutions" in state.unloaded:
        session.refresh(card, attribute_names=["solutions"])


def _store_solutions(session: Session, card: Card, solutions: Sequence[Solution]) -> None:
    """Replace a card's stored solutions, updating rows in place (keeps (card, rank) unique)."""
    _load_solutions(session, card)
    rows = list(card.solutions)
    for rank, sol in enumerate(solutions, start=1):
        if rank <= len(rows):
            row = rows[rank - 1]
            row.rank, row.ew, row.zone, row.square, row.quadrant = (
                rank,
                sol.ew,
                sol.zone,
                sol.square,
                sol.quadrant,
            )
        else:
            card.solutions.append(
                CardSolution(
                    rank=rank, ew=sol.ew, zone=sol.zone, square=sol.square, quadrant=sol.quadrant
                )
            )
    for row in rows[len(solutions) :]:
        card.solutions.remove(row)


def recompute(session: Session, card: Card, deck: Deck | None = None) -> list[Solution]:
    """Recompute and store a card's solutions; raise OffBoardError/ValueError if unsolvable."""
    tolerance = (deck or card.deck).tolerance_km
    solutions = compute_solutions(card.lat, card.lon, card.outline_wkt, tolerance)
    _store_solutions(session, card, solutions)
    return solutions


def new_uid(session: Session, deck: Deck, data: CardData) -> str:
    """A stable id for a new card of ``deck``: derived from the deck's name and the card's title
    and place (so building the shipped database twice gives the same ids), or random when a
    card of the deck has that id already."""
    place = data.outline_wkt or f"{data.lat} {data.lon}"
    uid = str(uuid.uuid5(UID_NAMESPACE, f"{deck.name}\n{data.title}\n{place}"))
    return uid if uid not in _deck_uids(session, deck) else str(uuid.uuid4())


def _deck_uids(session: Session, deck: Deck) -> set[str]:
    """The ids of the deck's cards, read once per session (an import adds thousands)."""
    cache: dict[int, set[str]] = session.info.setdefault("geoquiz_deck_uids", {})
    if deck.id is None:
        return set()
    if deck.id not in cache:
        with session.no_autoflush:
            cache[deck.id] = {
                u for u in session.scalars(select(Card.uid).where(Card.deck_id == deck.id)) if u
            }
    return cache[deck.id]


def add_card(session: Session, deck: Deck, data: CardData, *, uid: str | None = None) -> Card:
    """Add a card to a deck and compute its solutions (raises if the place is not on the board).

    The card is checked by :func:`db.cards.parse` first (:class:`db.cards.InvalidCardError`).
    ``uid`` is its stable id (a shared deck's, a restored card's); else :func:`new_uid`.
    """
    data = checked(data)
    solutions = compute_solutions(data.lat, data.lon, data.outline_wkt, deck.tolerance_km)
    card = Card(
        deck=deck,
        solutions=[],
        uid=uid or new_uid(session, deck, data),
        **{name: getattr(data, name) for name in CARD_FIELDS},
    )
    session.add(card)
    if deck.id is not None and card.uid:
        _deck_uids(session, deck).add(card.uid)
    _store_solutions(session, card, solutions)
    session.flush()
    return card


def update_card(session: Session, card: Card, data: CardData) -> bool:
    """Write new content into a card; recompute its solutions if its place changed.

    Returns whether the solutions were recomputed. The card is checked by
    :func:`db.cards.parse` first (:class:`db.cards.InvalidCardError`).
    """
    data = checked(data)
    place_changed = any(getattr(card, name) != getattr(data, name) for name in PLACE_FIELDS)
    if place_changed:
        solutions = compute_solutions(
            data.lat, data.lon, data.outline_wkt, _deck_of(session, card).tolerance_km
        )
    for name in CARD_FIELDS:
        if getattr(card, name) != getattr(data, name):
            setattr(card, name, getattr(data, name))
    if place_changed:
        _store_solutions(session, card, solutions)
    session.flush()
    return place_changed


def _deck_of(session: Session, card: Card) -> Deck:
    deck = session.get(Deck, card.deck_id)
    if deck is None:  # pragma: no cover - foreign keys prevent this
        raise ValueError(f"card {card.id} has no deck")
    return deck


def delete_card(session: Session, card: Card) -> None:
    """Delete one card."""
    session.delete(card)
    session.flush()


def move_card(session: Session, card: Card, deck: Deck) -> None:
    """Move a card into another deck (solutions follow that deck's tolerance)."""
    card.deck_id = deck.id
    session.flush()
    recompute(session, card, deck)
    session.flush()


def copy_card(session: Session, card: Card, deck: Deck) -> Card:
    """Copy a card into a deck (which may be its own) and return the copy."""
    return add_card(session, deck, card_data(card))


def check_cards(session: Session, cards: Iterable[Card] | None = None) -> list[CheckProblem]:
    """Recompute every card's solutions and report each that differs from what is stored."""
    problems: list[CheckProblem] = []
    for card in list_cards(session) if cards is None else cards:
        stored = solutions_of(card)
        try:
            computed = compute_solutions(
                card.lat, card.lon, card.outline_wkt, card.deck.tolerance_km
            )
        except (OffBoardError, ValueError) as exc:
            problems.append(CheckProblem(card.id, card.deck.name, card.title, str(exc)))
            continue
        if not stored:
            message = "has no stored solution"
        elif stored != computed:
            message = (
                f"stored {' / '.join(map(str, stored))}, computed {' / '.join(map(str, computed))}"
            )
        else:
            continue
        problems.append(CheckProblem(card.id, card.deck.name, card.title, message))
    return problems


@dataclass
class DeckSummary:
    """Counts of a deck's cards per colour (for lists and the CLI)."""

    deck: str
    enabled: bool
    counts: dict[str, int] = field(default_factory=dict)


def deck_summaries(session: Session) -> list[DeckSummary]:
    """Return every deck with its card count per colour."""
    rows = session.execute(
        select(Deck.name, Deck.enabled, Card.colour, func.count(Card.id))
        .outerjoin(Card, Card.deck_id == Deck.id)
        .group_by(Deck.name, Deck.enabled, Card.colour)
        .order_by(Deck.name)
    ).all()
    out: dict[str, DeckSummary] = {}
    for name, enabled, colour, count in rows:
        summary = out.setdefault(name, DeckSummary(name, bool(enabled)))
        if colour is not None:
            summary.counts[colour] = int(count)
    return list(out.values())
