"""The decks shipped with geoquiz, as data files (one folder per deck).

A deck folder holds ``deck.json`` (name, language, description, author, tolerance_km) and one or
more ``*.csv`` files in the card CSV format of :mod:`db.cardio`. They are loaded into a new database
on first start (:func:`db.bootstrap.open_database`), in the transaction that creates it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from geoquiz.geo.resources import package_path

if TYPE_CHECKING:
    from geoquiz.db.session import Database

__all__ = ["DECKS_DIR", "load_shipped_decks", "shipped_deck_dirs"]

DECKS_DIR = package_path("geoquiz.db.decks")


def shipped_deck_dirs() -> list[Path]:
    """Return the folders of the shipped decks, sorted by name."""
    return sorted(p for p in DECKS_DIR.iterdir() if (p / "deck.json").is_file())


def load_shipped_decks(db: Database) -> int:
    """Load every shipped deck that the database does not have yet; return the number of cards."""
    dirs = shipped_deck_dirs()
    if not dirs:
        return 0
    from geoquiz.db.cardio import load_deck_dir

    return sum(load_deck_dir(db, folder) for folder in dirs)
