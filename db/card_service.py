"""Cards and decks as a card editor reads and changes them, without Qt.

The editor's widgets (``app/cards``) hold layout and words; every read and change goes through a
:class:`CardService`, one transaction per action, over :mod:`db.repository`, :mod:`db.cards` and
:mod:`db.cardio`. What may be saved is decided by :func:`db.cards.parse` alone: a form hands its
fields over as the author typed them (``"52,289"``, ``""``) and gets the clean card or the
problems (row 0, column, English message) back, exactly as an imported row would.

Outcomes the editor words itself are codes or exceptions, never sentences: :class:`CardGoneError`,
:class:`NeedsOneDeckError`, and the deck-name codes of :meth:`CardService.deck_name_problem`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from geoquiz.db import repository as repo
from geoquiz.db.cards import CardData, InvalidCardError, Problem, number, parse, validate
from geoquiz.db.models import Deck
from geoquiz.db.session import Database
from geoquiz.db.solutions import Solution, compute_solutions

if TYPE_CHECKING:
    from geoquiz.db.cardio import ImportReport

__all__ = [
    "PLACE_COLUMNS",
    "CardFilter",
    "CardGoneError",
    "CardRow",
    "CardService",
    "DeckRow",
    "NeedsOneDeckError",
    "Place",
]

#: The fields that say where a card's place is.
PLACE_COLUMNS = ("lat", "lon", "outline_wkt")
#: The tolerance of a card without a deck (DESIGN §4).
DEFAULT_TOLERANCE_KM = 2.0


class CardGoneError(LookupError):
    """The card was deleted meanwhile (another window, the command line)."""


class NeedsOneDeckError(ValueError):
    """A JSON export holds exactly one deck."""


@dataclass(frozen=True)
class DeckRow:
    """A deck as the choosers list it."""

    id: int
    name: str
    enabled: bool


@dataclass(frozen=True)
class CardFilter:
    """The card list's filters (``None``: no filter)."""

    deck_id: int | None = None
    colour: str | None = None
    search: str | None = None
    two_solutions: bool | None = None
    needs_review: bool | None = None


@dataclass(frozen=True)
class CardRow:
    """One line of the card list."""

    id: int
    title: str
    colour: str
    deck: str
    solutions: str
    needs_review: bool


@dataclass(frozen=True)
class Place:
    """Where a form's card lies, read by the validation's own field readers.

    ``given`` is False while no place field is filled in; ``problems`` are the place fields'
    problems (an unreadable or half coordinate, a broken outline).
    """

    given: bool
    lat: float | None = None
    lon: float | None = None
    outline_wkt: str | None = None
    problems: list[Problem] = field(default_factory=list)


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


class CardService:
    """The card editor's operations on one database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # ------------------------------------------------------------------ decks
    def decks(self) -> list[DeckRow]:
        """Every deck by name."""
        with self.db.session() as s:
            return [DeckRow(d.id, d.name, d.enabled) for d in repo.list_decks(s)]

    def tolerance(self, deck_id: int | None) -> float:
        """The deck's near-line tolerance in km (the default for no or a vanished deck)."""
        if deck_id is None:
            return DEFAULT_TOLERANCE_KM
        with self.db.session() as s:
            row = s.get(Deck, deck_id)
            return DEFAULT_TOLERANCE_KM if row is None else row.tolerance_km

    def deck_name_problem(self, name: str, deck_id: int | None = None) -> str | None:
        """``"empty"`` or ``"exists"`` if ``name`` cannot name deck ``deck_id`` (None: a new one).

        Other problems (a name too long) are raised by :meth:`create_deck` and
        :meth:`rename_deck` as ``ValueError``.
        """
        name = name.strip()
        if not name:
            return "empty"
        if any(d.name == name and d.id != deck_id for d in self.decks()):
            return "exists"
        return None

    def create_deck(self, name: str, *, author: str = "") -> None:
        with self.db.session() as s:
            repo.create_deck(s, name, author=author)

    def rename_deck(self, deck_id: int, name: str) -> None:
        with self.db.session() as s:
            row = s.get(Deck, deck_id)
            assert row is not None
            repo.rename_deck(s, row, name)

    def toggle_enabled(self, deck_id: int) -> bool:
        """Enable a disabled deck or disable an enabled one; return whether it is enabled now."""
        with self.db.session() as s:
            row = s.get(Deck, deck_id)
            assert row is not None
            repo.set_deck_enabled(s, row, not row.enabled)
            return row.enabled

    def set_tolerance(self, deck_id: int, km: float) -> int:
        """Change a deck's tolerance; return how many of its cards got new solutions."""
        with self.db.session() as s:
            row = s.get(Deck, deck_id)
            assert row is not None
            return repo.set_deck_tolerance(s, row, km)

    def count_cards(self, deck_id: int) -> int:
        with self.db.session() as s:
            return len(repo.list_cards(s, deck_id=deck_id))

    def delete_deck(self, deck_id: int) -> None:
        """Delete a deck with all its cards (the caller has asked)."""
        with self.db.session() as s:
            row = s.get(Deck, deck_id)
            if row is not None:
                repo.delete_deck(s, row)

    # ------------------------------------------------------------------ cards
    def rows(self, flt: CardFilter) -> list[CardRow]:
        """The cards matching ``flt``, by deck and title."""
        with self.db.session() as s:
            cards = repo.list_cards(
                s,
                deck_id=flt.deck_id,
                colour=flt.colour,
                search=flt.search or None,
                two_solutions=flt.two_solutions,
                needs_review=flt.needs_review,
            )
            return [
                CardRow(
                    c.id,
                    c.title,
                    c.colour,
                    c.deck.name,
                    " / ".join(str(x) for x in repo.solutions_of(c)),
                    c.needs_review,
                )
                for c in cards
            ]

    def load(self, card_id: int) -> tuple[CardData, str] | None:
        """A stored card's content and its deck's name (None if it is gone)."""
        with self.db.session() as s:
            card = repo.get_card(s, card_id)
            if card is None:
                return None
            return repo.card_data(card), card.deck.name

    @staticmethod
    def check(fields: Mapping[str, Any]) -> tuple[CardData | None, list[Problem]]:
        """The clean card, or every problem: :func:`db.cards.parse`, the only rule of saving."""
        return parse(fields)

    @staticmethod
    def place(fields: Mapping[str, Any]) -> Place:
        """Where the form's card lies (for the live solution; the other fields may be empty)."""
        raw_lat, raw_lon, raw_outline = (fields.get(c) for c in PLACE_COLUMNS)
        if all(_blank(v) for v in (raw_lat, raw_lon, raw_outline)):
            return Place(given=False)
        problems = [p for p in validate(fields) if p.column in PLACE_COLUMNS]
        if problems:
            return Place(given=True, problems=problems)
        has_point = not (_blank(raw_lat) and _blank(raw_lon))
        return Place(
            given=True,
            lat=number(raw_lat, -90, 90) if has_point else None,
            lon=number(raw_lon, -180, 180) if has_point else None,
            outline_wkt=None if _blank(raw_outline) else str(raw_outline).strip(),
        )

    def solutions(self, place: Place, deck_id: int | None) -> list[Solution]:
        """The solutions of ``place`` in deck ``deck_id`` (``OffBoardError`` if off the board)."""
        return compute_solutions(place.lat, place.lon, place.outline_wkt, self.tolerance(deck_id))

    def save(self, card_id: int | None, deck_id: int, fields: Mapping[str, Any]) -> tuple[int, str]:
        """Store the fields as a new card (``card_id`` None) or into a stored one.

        Returns the card's id and its solutions ("W N 12 C / W M 2 A"). Raises
        ``InvalidCardError`` (the validation's problems), ``OffBoardError``, :class:`CardGoneError`.
        """
        data, problems = self.check(fields)
        if data is None:
            raise InvalidCardError(problems)
        with self.db.session() as s:
            target = s.get(Deck, deck_id)
            assert target is not None
            if card_id is None:
                card = repo.add_card(s, target, data)
            else:
                existing = repo.get_card(s, card_id)
                if existing is None:
                    raise CardGoneError(card_id)
                if existing.deck_id != target.id:
                    repo.move_card(s, existing, target)
                repo.update_card(s, existing, data)
                card = existing
            return card.id, " / ".join(str(x) for x in repo.solutions_of(card))

    def delete_card(self, card_id: int) -> None:
        with self.db.session() as s:
            card = repo.get_card(s, card_id)
            if card is not None:
                repo.delete_card(s, card)

    def transfer(self, card_id: int, deck_name: str, *, move: bool) -> int | None:
        """Move or copy a card into the deck ``deck_name``; the id shown next (None: nothing)."""
        with self.db.session() as s:
            card = repo.get_card(s, card_id)
            target = repo.deck_by_name(s, deck_name)
            if card is None or target is None:
                return None
            if move:
                repo.move_card(s, card, target)
                return card_id
            return repo.copy_card(s, card, target).id

    # ------------------------------------------------------------------ files
    def import_file(
        self, path: Path, deck_name: str | None, *, write: bool = True, only_valid: bool = False
    ) -> ImportReport:
        """:func:`db.cardio.import_file` (``write=False``: the dry run's report)."""
        from geoquiz.db.cardio import import_file

        return import_file(self.db, path, deck_name, write=write, only_valid=only_valid)

    def export(self, path: Path, deck_id: int | None) -> None:
        """Write deck ``deck_id`` (None: every deck) as CSV, JSON or GeoJSON by ``path``'s suffix.

        Atomic (a temporary file, then a rename) and never onto the database file itself.
        """
        from geoquiz.db.cardio import export_csv, export_geojson, export_json, write_export

        suffix = path.suffix.lower()
        with self.db.session() as s:
            row = None if deck_id is None else s.get(Deck, deck_id)
            if suffix == ".json":
                if row is None:
                    raise NeedsOneDeckError(path.name)
                text = export_json(s, row)
            elif suffix == ".geojson":
                text = export_geojson(s, row)
            else:
                text = export_csv(s, row)
        write_export(path, text, database=self.db.path)

    @staticmethod
    def import_deck_name(path: Path) -> str:
        """The deck a file names itself: a JSON deck's name, else the file name without suffix."""
        if path.suffix.lower() == ".json":
            from geoquiz.db.cardio import read_json

            try:
                settings, _ = read_json(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return path.stem
            name = settings.get("name")
            if isinstance(name, str) and name.strip():
                return name.strip()
        return path.stem
