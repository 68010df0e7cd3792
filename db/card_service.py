"""Cards and decks as a card editor reads and changes them, without Qt.

The editor's widgets (``app/cards``) hold layout and words; every read and change goes through a
:class:`CardService`, one transaction per action, over :mod:`db.repository`, :mod:`db.cards` and
:mod:`db.cardio`. What may be saved is decided by :func:`db.cards.parse` alone: a form hands its
fields over as the author typed them (``"52,289"``, ``""``) and gets the clean card or the
problems (row 0, column, English message) back, exactly as an imported row would.

Outcomes the editor words itself are codes or exceptions, never sentences: :class:`CardGoneError`,
:class:`DuplicateCardError`, :class:`NeedsOneDeckError`, and the deck-name codes of
:meth:`CardService.deck_name_problem`.

One duplicate rule for the editor and the importer: a card is a duplicate of another in the same
deck when both have the same title (ignoring case) and the same place — the importer's own key
(``db.cardio``), used here unchanged, so the editor cannot store a "Detmold" that a CSV import of
the same deck refuses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from geoquiz.db import repository as repo
from geoquiz.db.cards import CardData, InvalidCardError, Problem, number, parse, validate
from geoquiz.db.models import Card, Deck
from geoquiz.db.session import Database
from geoquiz.db.solutions import Solution, compute_solutions

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from geoquiz.db.cardio import ImportReport

__all__ = [
    "PLACE_COLUMNS",
    "CardFilter",
    "CardGoneError",
    "CardRow",
    "CardService",
    "DeckRow",
    "DeletedCard",
    "DuplicateCardError",
    "MapRow",
    "NeedsOneDeckError",
    "Place",
]

#: The fields that say where a card's place is.
PLACE_COLUMNS = ("lat", "lon", "outline_wkt")
#: The tolerance of a card without a deck (DESIGN §4).
DEFAULT_TOLERANCE_KM = 2.0


class CardGoneError(LookupError):
    """The card was deleted meanwhile (another window, the command line)."""


class DuplicateCardError(ValueError):
    """The deck holds a card with the same title and place already (the importer's rule)."""

    def __init__(self, title: str, deck: str, other_id: int) -> None:
        self.title, self.deck, self.other_id = title, deck, other_id
        super().__init__(f"duplicate (same title and place) of a card already in the deck {deck!r}")


@dataclass(frozen=True)
class DeletedCard:
    """What :meth:`CardService.delete_card` removed, enough to put it back."""

    deck_id: int
    deck: str
    data: CardData
    uid: str | None = None


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
class MapRow:
    """A card as the deck map draws it: a pin (point) or an outline, in its colour."""

    id: int
    title: str
    colour: str
    lat: float | None
    lon: float | None
    outline_wkt: str | None


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
    @staticmethod
    def _matching(s: Session, flt: CardFilter) -> list[Card]:
        """The cards matching ``flt``, by deck and title (the list's and the map's query)."""
        return repo.list_cards(
            s,
            deck_id=flt.deck_id,
            colour=flt.colour,
            search=flt.search or None,
            two_solutions=flt.two_solutions,
            needs_review=flt.needs_review,
        )

    def rows(self, flt: CardFilter) -> list[CardRow]:
        """The cards matching ``flt``, by deck and title."""
        with self.db.session() as s:
            return [
                CardRow(
                    c.id,
                    c.title,
                    c.colour,
                    c.deck.name,
                    " / ".join(str(x) for x in repo.solutions_of(c)),
                    c.needs_review,
                )
                for c in self._matching(s, flt)
            ]

    def map_rows(self, flt: CardFilter) -> list[MapRow]:
        """The cards matching ``flt`` with their places, for the deck map."""
        with self.db.session() as s:
            return [
                MapRow(c.id, c.title, c.colour, c.lat, c.lon, c.outline_wkt)
                for c in self._matching(s, flt)
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
            _refuse_duplicate(s, target, data, card_id)
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

    def duplicate_of(self, deck_id: int, fields: Mapping[str, Any], card_id: int | None) -> int:
        """The id of a card in deck ``deck_id`` that ``fields`` would duplicate, else 0."""
        data, _ = self.check(fields)
        if data is None:
            return 0
        with self.db.session() as s:
            target = s.get(Deck, deck_id)
            if target is None:
                return 0
            try:
                _refuse_duplicate(s, target, data, card_id)
            except DuplicateCardError as exc:
                return exc.other_id
        return 0

    def delete_card(self, card_id: int) -> DeletedCard | None:
        """Delete a card; return what it was (for :meth:`restore`), None if it was gone."""
        with self.db.session() as s:
            card = repo.get_card(s, card_id)
            if card is None:
                return None
            gone = DeletedCard(card.deck_id, card.deck.name, repo.card_data(card), card.uid)
            repo.delete_card(s, card)
            return gone

    def restore(self, gone: DeletedCard) -> int:
        """Put a deleted card back into its deck (recreated by name if the deck went too);
        return its new id."""
        with self.db.session() as s:
            deck = s.get(Deck, gone.deck_id) or repo.deck_by_name(s, gone.deck)
            if deck is None:
                deck = repo.create_deck(s, gone.deck)
            _refuse_duplicate(s, deck, gone.data, None)
            return repo.add_card(s, deck, gone.data, uid=gone.uid).id

    def transfer(self, card_id: int, deck_name: str, *, move: bool) -> int | None:
        """Move or copy a card into the deck ``deck_name``; the id shown next (None: nothing)."""
        with self.db.session() as s:
            card = repo.get_card(s, card_id)
            target = repo.deck_by_name(s, deck_name)
            if card is None or target is None:
                return None
            _refuse_duplicate(s, target, repo.card_data(card), card_id)
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
        from geoquiz.db.cardio import export_csv, export_geojson, export_json

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
        write_new_file(path, text, database=self.db.path)

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


def _refuse_duplicate(session: Any, deck: Deck, data: CardData, card_id: int | None) -> None:
    """Raise :class:`DuplicateCardError` if deck ``deck`` holds another card (not ``card_id``)
    with the same title and place: the importer's key (``db.cardio``), the one rule of both."""
    from geoquiz.db.cardio import _place_key as duplicate_key

    if data.lat is None and not data.outline_wkt:
        return
    from sqlalchemy import select

    key = duplicate_key(data)
    title = data.title.strip().lower()
    # the columns only (a GIS deck holds thousands of cards); titles compared in Python, whose
    # lower() knows umlauts (SQLite's does not)
    rows = session.execute(
        select(Card.id, Card.title, Card.lat, Card.lon, Card.outline_wkt).where(
            Card.deck_id == deck.id
        )
    )
    for other_id, other_title, lat, lon, outline in rows:
        if other_id == card_id or other_title.strip().lower() != title:
            continue
        other = CardData(colour="yellow", title=other_title, lat=lat, lon=lon, outline_wkt=outline)
        if duplicate_key(other) == key:
            raise DuplicateCardError(data.title, deck.name, other_id)


def current_umask() -> int:
    """The process's file-creation mask (read without changing it where the system tells)."""
    import os

    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)  # elsewhere: read by setting it, and set it straight back
    os.umask(mask)
    return mask


def write_new_file(path: Path, text: str, *, database: Path | None = None) -> None:
    """:func:`db.cardio.write_export` (atomic, never onto the database), and a file that did not
    exist before gets the mode any new file of the user gets (0644 under the usual umask 022),
    not the 0600 of the temporary file it was written as; an existing file keeps its mode."""
    import os

    from geoquiz.db.cardio import write_export

    existed = path.exists()
    write_export(path, text, database=database)
    if not existed:
        try:
            os.chmod(path, 0o666 & ~current_umask())
        except OSError:
            pass
