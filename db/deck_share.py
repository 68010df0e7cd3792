"""Share a deck as one file that another geoquiz imports in one step.

The file is JSON (``*.geoquiz-deck.json``), never code: it is read with ``json.loads`` and every
card goes through the importer's validation (:func:`db.cardio.import_rows`), so a shared file can
do nothing an author could not type into the editor. It is versioned::

    {"format": "geoquiz-deck", "version": 2,
     "deck": {"name", "author", "licence", "language", "tolerance_km", "description"},
     "cards": [{"uid", "colour", "title", "prompt_de", "prompt_en", "explanation", "lat", "lon",
                "outline_wkt", "source", "author", "needs_review", "solutions"}, …]}

``uid`` (version 2) is the card's stable id: it travels with the card from copy to copy, so a
newer version of a shared deck updates the deck already imported in place
(:func:`plan_update`, :func:`apply_update`): the cards added, changed and removed since, the deck's
settings — like Anki's deck update, instead of a second deck. A version-1 file (no ids) is still
read; its cards are matched by title. A version-1 geoquiz refuses a version-2 file with "update
geoquiz" rather than misreading the new field.

``solutions`` is informative (what the sharer's board said); the importer recomputes it with the
deck's tolerance. The database has no licence column: the licence is kept as the last line of the
deck's description, ``Licence: …``, which the author sees and can edit in the editor, and which
sharing turns back into the ``licence`` field.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from geoquiz.db.cardio import MAX_IMPORT_BYTES, ImportReport, import_rows, validate_rows
from geoquiz.db.cards import CARD_COLUMNS, CardData, Problem, parse, parse_deck
from geoquiz.db.models import Card, Deck
from geoquiz.db.repository import (
    add_card,
    card_data,
    deck_by_name,
    delete_card,
    list_cards,
    set_deck_tolerance,
    solutions_of,
    update_card,
)
from geoquiz.db.session import Database

__all__ = [
    "FORMAT",
    "SUFFIX",
    "VERSION",
    "CardChange",
    "DeckUpdate",
    "apply_update",
    "import_share",
    "plan_update",
    "read_share",
    "share_deck",
    "split_licence",
    "write_share",
]

FORMAT = "geoquiz-deck"
VERSION = 2
SUFFIX = ".geoquiz-deck.json"
CARD_FIELDS = CARD_COLUMNS  # a shared card carries every field a file or a form may give
_LICENCE = "Licence: "


def split_licence(description: str) -> tuple[str, str]:
    """Split a deck description into (description, licence) at its ``Licence: …`` last line."""
    head, sep, last = description.rpartition("\n")
    if last.startswith(_LICENCE):
        return head.rstrip("\n"), last[len(_LICENCE) :].strip()
    return description, ""


def _join_licence(description: str, licence: str) -> str:
    if not licence:
        return description
    return f"{description}\n\n{_LICENCE}{licence}" if description else f"\n{_LICENCE}{licence}"


def _card(card: Card) -> dict[str, Any]:
    row: dict[str, Any] = {"uid": card.uid}
    row.update({name: getattr(card, name) for name in CARD_FIELDS})
    row["solutions"] = [str(s) for s in solutions_of(card)]
    return row


def share_deck(session: Session, deck: Deck) -> str:
    """Return the shared-deck JSON of ``deck`` (cards in the editor's order)."""
    description, licence = split_licence(deck.description or "")
    data = {
        "format": FORMAT,
        "version": VERSION,
        "deck": {
            "name": deck.name,
            "author": deck.author,
            "licence": licence,
            "language": deck.language,
            "tolerance_km": deck.tolerance_km,
            "description": description,
        },
        "cards": [_card(c) for c in list_cards(session, deck_id=deck.id)],
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def write_share(db: Database, deck_name: str, path: Path) -> int:
    """Write deck ``deck_name`` to ``path``; return the number of cards. ValueError if no deck."""
    with db.session() as session:
        deck = deck_by_name(session, deck_name)
        if deck is None:
            raise ValueError(f"no deck called {deck_name!r}")
        text = share_deck(session, deck)
    path.write_text(text, encoding="utf-8")
    return len(json.loads(text)["cards"])


def read_share(text: str) -> tuple[dict[str, Any], list[Any]]:
    """Check a shared-deck file's frame and return its deck settings and card rows.

    Raises ValueError (one readable reason) for anything but a shared deck of a known version.
    """
    if len(text) > MAX_IMPORT_BYTES:
        raise ValueError(f"the file is larger than {MAX_IMPORT_BYTES / 1e6:.0f} MB")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise ValueError(f"not valid JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f'not a shared geoquiz deck (no "format": "{FORMAT}")')
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"the shared deck's version must be a whole number, not {version!r}")
    if version > VERSION:
        raise ValueError(
            f"the deck was shared by a newer geoquiz (format version {version}; "
            f"this one reads up to {VERSION}): update geoquiz"
        )
    deck, cards = data.get("deck"), data.get("cards")
    if not isinstance(deck, dict):
        raise ValueError('a shared deck needs a "deck" object')
    if not isinstance(cards, list):
        raise ValueError('a shared deck needs a "cards" list')
    settings = {k: deck[k] for k in ("name", "author", "language", "tolerance_km") if k in deck}
    licence = deck.get("licence") or ""
    description = deck.get("description") or ""
    if not isinstance(licence, str) or not isinstance(description, str):
        raise ValueError("the deck's licence and description must be text")
    if "\n" in licence:
        raise ValueError("the deck's licence must be one line")
    settings["description"] = _join_licence(description, licence.strip())
    return settings, cards


#: What a stable card id looks like (a UUID, as :func:`db.repository.new_uid` makes them).
_UID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
#: The fields of a shared card that are not card content.
_NOT_CONTENT = ("solutions", "uid")


def _read_file(path: Path) -> tuple[dict[str, Any], list[Any], str]:
    """The settings, card rows and deck name of a shared-deck file (ValueError if unreadable)."""
    size = path.stat().st_size
    if size > MAX_IMPORT_BYTES:
        raise ValueError(f"{path.name} is larger than {MAX_IMPORT_BYTES / 1e6:.0f} MB")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path.name} is not UTF-8 text") from None
    settings, cards = read_share(text)
    return settings, cards, str(settings.get("name") or "").strip()


def _uids(cards: list[Any]) -> list[str | None]:
    """Each row's stable id (None: none, or not a UUID); a second use of an id is dropped."""
    out: list[str | None] = []
    seen: set[str] = set()
    for card in cards:
        raw = card.get("uid") if isinstance(card, dict) else None
        uid = raw if isinstance(raw, str) and _UID.match(raw) and raw not in seen else None
        out.append(uid)
        if uid is not None:
            seen.add(uid)
    return out


def _content(cards: list[Any]) -> list[Any]:
    return [
        {k: v for k, v in c.items() if k not in _NOT_CONTENT} if isinstance(c, dict) else c
        for c in cards
    ]


def import_share(
    db: Database, path: Path, deck_name: str | None = None, *, write: bool = True
) -> ImportReport:
    """Import a shared deck as a new deck (its own name, or ``deck_name``), all or nothing.

    A deck of that name must not exist yet (ValueError naming the update): a shared deck
    arrives whole, and a newer version of one already here is an update (:func:`plan_update`).
    The cards keep the file's stable ids.
    """
    settings, cards, own_name = _read_file(path)
    name = (deck_name or own_name).strip()
    if not name:
        raise ValueError("the shared deck has no name; give one")
    settings["name"] = name
    with db.session() as session:
        if deck_by_name(session, name) is not None:
            raise ValueError(
                f"a deck called {name!r} exists already; import it under another name or update it"
            )
        report = import_rows(
            session, _content(cards), name, first_row=1, deck_settings=settings, write=write
        )
        deck = deck_by_name(session, name)
        if deck is not None and report.imported == len(cards):
            # all or nothing: the cards were added in the file's order, so the n-th new card
            # is the n-th row; it takes that row's stable id
            added = session.scalars(select(Card).where(Card.deck_id == deck.id).order_by(Card.id))
            for card, uid in zip(added, _uids(cards), strict=False):
                if uid is not None:
                    card.uid = uid
            session.flush()
    return report


@dataclass(frozen=True)
class CardChange:
    """One card an update adds, changes or removes.

    ``kind`` is ``"added"``, ``"changed"`` or ``"removed"``; ``fields`` names the changed fields
    (``db.cards`` column names); ``card_id`` is the card in the database (not for ``added``),
    ``data`` its content in the file (not for ``removed``).
    """

    kind: str
    title: str
    uid: str | None = None
    card_id: int | None = None
    data: CardData | None = None
    fields: tuple[str, ...] = ()


@dataclass
class DeckUpdate:
    """What re-importing a shared deck would change in the deck already in the database.

    ``problems`` (the file's rows, as a CSV import reports them) stop the update: it is applied
    all or nothing. ``settings`` are the deck settings that change (name → new value).
    """

    deck: str
    deck_id: int
    changes: list[CardChange] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def count(self, kind: str) -> int:
        """How many cards are ``kind`` (added, changed, removed)."""
        return sum(1 for c in self.changes if c.kind == kind)

    @property
    def empty(self) -> bool:
        """True when the deck is already what the file holds."""
        return not self.changes and not self.settings

    def summary(self) -> str:
        """One line: the counts of the changes."""
        return (
            f"deck {self.deck!r}: {self.count('added')} added, {self.count('changed')} changed, "
            f"{self.count('removed')} removed"
            + (f", settings changed: {', '.join(sorted(self.settings))}" if self.settings else "")
        )

    def lines(self) -> list[str]:
        """A line per change (``+`` added, ``~`` changed with its fields, ``-`` removed)."""
        mark = {"added": "+", "changed": "~", "removed": "-"}
        out = []
        for change in self.changes:
            detail = f" ({', '.join(change.fields)})" if change.fields else ""
            out.append(f"{mark[change.kind]} {change.title}{detail}")
        return out


def plan_update(db: Database, path: Path, deck_name: str | None = None) -> DeckUpdate:
    """Compare a shared-deck file with the deck of its name (or ``deck_name``) here.

    Cards are matched by their stable id; rows without one (a version-1 file) by their title
    when it is unique in the file and in the deck. Nothing is written. ValueError if the file
    cannot be read or there is no such deck (then it is a plain import).
    """
    settings, cards, own_name = _read_file(path)
    name = (deck_name or own_name).strip()
    rows = _content(cards)
    uids = _uids(cards)
    with db.session() as session:
        deck = deck_by_name(session, name)
        if deck is None:
            raise ValueError(f"no deck called {name!r}")
        update = DeckUpdate(deck=name, deck_id=deck.id)
        checked, deck_problems = parse_deck(settings, name=name)
        update.problems.extend(deck_problems)
        tolerance = checked.tolerance_km if checked is not None else deck.tolerance_km
        report = validate_rows(rows, tolerance_km=tolerance, first_row=1)
        update.problems.extend(report.problems)
        if checked is not None:
            for key in ("language", "description", "author", "tolerance_km"):
                if key in settings and getattr(checked, key) != getattr(deck, key):
                    update.settings[key] = getattr(checked, key)
        if update.problems:
            return update
        local = list_cards(session, deck_id=deck.id)
        by_uid = {c.uid: c for c in local if c.uid}
        titles: dict[str, list[Card]] = {}
        for card in local:
            titles.setdefault(card.title.strip().lower(), []).append(card)
        file_titles = [str(r.get("title", "")).strip().lower() for r in rows]
        title_counts = Counter(file_titles)
        matched: set[int] = set()
        for row, uid, title in zip(rows, uids, file_titles, strict=True):
            data, _ = parse(row)
            assert data is not None  # validate_rows found no problem
            found: Card | None = by_uid.get(uid) if uid is not None else None
            if found is None and uid is None and title_counts[title] == 1:
                same = titles.get(title, [])
                found = same[0] if len(same) == 1 else None
            if found is None or found.id in matched:
                update.changes.append(CardChange("added", data.title, uid, None, data))
                continue
            matched.add(found.id)
            before = card_data(found)
            changed = tuple(n for n in CARD_COLUMNS if getattr(before, n) != getattr(data, n))
            if changed:
                update.changes.append(
                    CardChange("changed", data.title, found.uid, found.id, data, changed)
                )
        for card in local:
            if card.id not in matched:
                update.changes.append(CardChange("removed", card.title, card.uid, card.id))
    return update


def apply_update(db: Database, update: DeckUpdate) -> int:
    """Apply a planned update in one transaction (all or nothing); return the changes made.

    ValueError if the update has problems or its deck is gone.
    """
    if update.problems:
        raise ValueError(str(update.problems[0]))
    with db.session() as session:
        deck = session.get(Deck, update.deck_id)
        if deck is None:
            raise ValueError(f"no deck called {update.deck!r}")
        for key in ("language", "description", "author"):
            if key in update.settings:
                setattr(deck, key, update.settings[key])
        if "tolerance_km" in update.settings:
            set_deck_tolerance(session, deck, float(update.settings["tolerance_km"]))
        for change in update.changes:
            if change.kind == "removed" and change.card_id is not None:
                card = session.get(Card, change.card_id)
                if card is not None:
                    delete_card(session, card)
        for change in update.changes:
            if change.kind == "changed" and change.card_id is not None and change.data:
                card = session.get(Card, change.card_id)
                if card is None:
                    raise ValueError(f"the card {change.title!r} was deleted meanwhile")
                update_card(session, card, change.data)
            elif change.kind == "added" and change.data is not None:
                add_card(session, deck, change.data, uid=change.uid)
        session.flush()
    return len(update.changes) + len(update.settings)
