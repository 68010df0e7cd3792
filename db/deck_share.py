"""Share a deck as one file that another geoquiz imports in one step.

The file is JSON (``*.geoquiz-deck.json``), never code: it is read with ``json.loads`` and every
card goes through the importer's validation (:func:`db.cardio.import_rows`), so a shared file can
do nothing an author could not type into the editor. It is versioned::

    {"format": "geoquiz-deck", "version": 1,
     "deck": {"name", "author", "licence", "language", "tolerance_km", "description"},
     "cards": [{"colour", "title", "prompt_de", "prompt_en", "explanation", "lat", "lon",
                "outline_wkt", "source", "author", "needs_review", "solutions"}, …]}

``solutions`` is informative (what the sharer's board said); the importer recomputes it with the
deck's tolerance. The database has no licence column: the licence is kept as the last line of the
deck's description, ``Licence: …``, which the author sees and can edit in the editor, and which
sharing turns back into the ``licence`` field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from geoquiz.db.cardio import MAX_IMPORT_BYTES, ImportReport, import_rows
from geoquiz.db.cards import CARD_COLUMNS
from geoquiz.db.models import Card, Deck
from geoquiz.db.repository import deck_by_name, list_cards, solutions_of
from geoquiz.db.session import Database

__all__ = [
    "FORMAT",
    "SUFFIX",
    "VERSION",
    "import_share",
    "read_share",
    "share_deck",
    "split_licence",
    "write_share",
]

FORMAT = "geoquiz-deck"
VERSION = 1
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
    row: dict[str, Any] = {name: getattr(card, name) for name in CARD_FIELDS}
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


def import_share(
    db: Database, path: Path, deck_name: str | None = None, *, write: bool = True
) -> ImportReport:
    """Import a shared deck as a new deck (its own name, or ``deck_name``), all or nothing.

    A deck of that name must not exist yet (ValueError): a shared deck arrives whole.
    """
    size = path.stat().st_size
    if size > MAX_IMPORT_BYTES:
        raise ValueError(f"{path.name} is larger than {MAX_IMPORT_BYTES / 1e6:.0f} MB")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path.name} is not UTF-8 text") from None
    settings, cards = read_share(text)
    name = (deck_name or str(settings.get("name") or "")).strip()
    if not name:
        raise ValueError("the shared deck has no name; give one")
    settings["name"] = name
    with db.session() as session:
        if deck_by_name(session, name) is not None:
            raise ValueError(f"a deck called {name!r} exists already; import it under another name")
        rows = [
            {k: v for k, v in c.items() if k != "solutions"} if isinstance(c, dict) else c
            for c in cards
        ]
        report = import_rows(session, rows, name, first_row=1, deck_settings=settings, write=write)
    return report
