"""Open the geoquiz database: create or migrate it, load the shipped decks, hand out sessions.

This is the one module that knows :mod:`db.session` (engines), :mod:`db.migrate` (schema),
:mod:`db.decks` and :mod:`db.cardio` (shipped decks) together; none of those imports it, so the
old ``session ↔ migrate ↔ decks ↔ cardio`` import cycle is gone.

:func:`open_database`:

* a file the user may not write (read-only file, folder or file system) is opened read-only
  (``mode=ro``, no WAL switch, no migration): browsing and exporting work, every write raises a
  :class:`DatabaseError` of kind ``readonly``;
* a new database is created, stamped and filled with the shipped decks in **one** transaction
  (SQLite DDL is transactional here, see :mod:`db.session`): an interrupted first start leaves an
  empty file, which the next start creates again;
* a database at the head revision without any deck gets the shipped decks (in one transaction;
  a database with at least one deck is left as it is);
* an existing writable SQLite file that passed its start-up check is copied to ``<file>.bak`` at
  most once a day (:func:`db.check.make_daily_backup`), the backup ``geoquiz db check`` restores.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker

from geoquiz.db.errors import DatabaseError
from geoquiz.db.session import (
    Database,
    _lock,
    cached,
    create_db_engine,
    remember,
    resolve_url,
    sqlite_path,
)

__all__ = ["Database", "DatabaseError", "load_missing_shipped", "open_database", "session_scope"]


def writable(path: Path) -> bool:
    """Whether this user may write the SQLite file ``path`` (and its folder, for the WAL files)."""
    folder = path.absolute().parent
    if path.exists():
        return os.access(path, os.W_OK) and os.access(folder, os.W_OK)
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    return os.access(probe, os.W_OK)


def open_database(url: str | None = None, *, load_shipped: bool = True) -> Database:
    """Return the database at ``url`` (see :func:`db.session.resolve_url`), at the head revision.

    A new database gets the current schema and, with ``load_shipped``, the shipped decks, all in
    one transaction. A file that is not a geoquiz database raises :class:`DatabaseError` and is
    left untouched. A file this user cannot write is opened read-only (``Database.read_only``).
    """
    resolved = resolve_url(url)
    with _lock:
        db = cached(resolved)
        if db is not None:
            return db
        from geoquiz.db.migrate import ensure_schema, inspect_read_only

        path = sqlite_path(resolved)
        if path is not None and not writable(path):
            if not path.exists():
                raise DatabaseError(
                    f"the database {path} cannot be created: its folder is read-only "
                    "(choose another folder with GEOQUIZ_DATA_DIR or --db)",
                    kind="readonly",
                )
            inspect_read_only(path)
            engine = create_db_engine(resolved, read_only=True)
            db = Database(
                resolved, engine, sessionmaker(engine, expire_on_commit=False), read_only=True
            )
            remember(db)
            return db
        # a new file gets its first daily backup at a later start (not a copy of the shipped decks)
        fresh = path is not None and (not path.exists() or path.stat().st_size == 0)
        if (
            load_shipped
            and path is not None
            and fresh
            and not os.environ.get("GEOQUIZ_NO_TEMPLATE")
        ):
            from geoquiz.db.template import copy_template

            copy_template(path)  # a new database in milliseconds (db.template)
        engine = create_db_engine(resolved)
        try:
            created = ensure_schema(engine, load_shipped=_load_into if load_shipped else None)
        except BaseException:
            engine.dispose()
            raise
        db = Database(resolved, engine, sessionmaker(engine, expire_on_commit=False))
        if load_shipped:
            load_missing_shipped(db)
        if path is not None and not (created or fresh):
            _daily_backup(path)
        remember(db)
        return db


def _daily_backup(path: Path) -> None:
    """``<database>.bak`` at most once a day, of a file that has just passed ``quick_check``
    (``db.check.make_daily_backup``); a failure is logged and never stops the start."""
    from geoquiz.db.check import make_daily_backup

    try:
        make_daily_backup(path)
    except (OSError, sqlite3.Error) as exc:
        logging.getLogger("geoquiz.db").warning("no daily backup of %s: %s", path, exc)


def _load_into(session: Session) -> int:
    """Load every shipped deck into ``session`` (a new database's creating transaction)."""
    from geoquiz.db.cardio import load_deck_into
    from geoquiz.db.decks import shipped_deck_dirs

    return sum(load_deck_into(session, folder) for folder in shipped_deck_dirs())


def load_missing_shipped(db: Database) -> int:
    """Give a database without any deck the shipped decks, in one transaction; return the cards.

    (A first start interrupted by older versions of geoquiz left such databases behind.)
    """
    from geoquiz.db.models import Deck

    try:
        with db.read_session() as session:
            if session.scalar(select(func.count(Deck.id))):
                return 0
    except DatabaseError:
        return 0
    with db.session() as session:
        if session.scalar(select(func.count(Deck.id))):  # another process was quicker
            return 0
        return _load_into(session)


@contextmanager
def session_scope(url: str | None = None) -> Iterator[Session]:
    """Yield a session of the (default) database in one transaction (see ``Database.session``)."""
    with open_database(url).session() as session:
        yield session
