"""Open the geoquiz database: choose the URL, tune SQLite, migrate on first use, hand out sessions.

The URL comes from, in this order: the ``url`` argument (the CLI's ``--db``), the environment
variable ``GEOQUIZ_DB`` (a SQLAlchemy URL, or a plain file path meaning a SQLite file), or the file
``geoquiz.sqlite3`` in ``GEOQUIZ_DATA_DIR`` or else ``platformdirs.user_data_dir("geoquiz")``.
A PostgreSQL URL (``postgresql+psycopg://…``) serves a school's shared card library.

Every SQLite connection runs in WAL mode with ``synchronous=NORMAL``, a busy timeout and foreign
keys on. :func:`open_database` migrates the schema once per process and URL (see
:mod:`db.migrate`) and caches the engine.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.orm import Session, sessionmaker

from geoquiz.db.errors import DatabaseError

__all__ = [
    "Database",
    "DatabaseError",
    "close_all",
    "create_db_engine",
    "default_data_dir",
    "open_database",
    "resolve_url",
    "session_scope",
    "sqlite_path",
]

DB_FILENAME = "geoquiz.sqlite3"
BUSY_TIMEOUT_MS = 5000


def default_data_dir() -> Path:
    """Return the folder of the user's database (``GEOQUIZ_DATA_DIR`` overrides platformdirs)."""
    override = os.environ.get("GEOQUIZ_DATA_DIR")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("geoquiz", appauthor=False))


def resolve_url(url: str | None = None) -> str:
    """Return the database URL to use (argument, then ``GEOQUIZ_DB``, then the user's file)."""
    chosen = url or os.environ.get("GEOQUIZ_DB") or ""
    if not chosen:
        return f"sqlite:///{default_data_dir() / DB_FILENAME}"
    if "://" not in chosen:
        return f"sqlite:///{Path(chosen).expanduser().absolute()}"
    return chosen


def _parse(url: str) -> URL:
    try:
        return make_url(url)
    except ArgumentError as exc:
        raise DatabaseError(f"not a database URL: {url!r}") from exc


def sqlite_path(url: str | URL) -> Path | None:
    """Return the file of a SQLite URL, or None for other databases and in-memory SQLite."""
    parsed = _parse(url) if isinstance(url, str) else url
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        return None
    return Path(database)


def _tune_sqlite(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
    finally:
        cursor.close()


def create_db_engine(url: str, **kwargs: Any) -> Engine:
    """Create an engine for ``url``; SQLite connections get the pragmas of the module doc."""
    parsed = _parse(url)
    path = sqlite_path(parsed)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        engine = create_engine(parsed, **kwargs)
    except (ArgumentError, ImportError) as exc:
        raise DatabaseError(f"cannot use database {parsed.render_as_string()}: {exc}") from exc
    if parsed.get_backend_name() == "sqlite":
        event.listen(engine, "connect", _tune_sqlite)
    return engine


@dataclass
class Database:
    """An opened, migrated database: its URL, engine and session factory."""

    url: str
    engine: Engine
    sessions: sessionmaker[Session]

    @property
    def path(self) -> Path | None:
        """The SQLite file, or None for a server database."""
        return sqlite_path(self.url)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """Yield a session inside one transaction: commit on success, roll back on error."""
        with self.sessions.begin() as session:
            yield session

    def dispose(self) -> None:
        """Close all pooled connections."""
        self.engine.dispose()


_lock = threading.Lock()
_databases: dict[str, Database] = {}


def open_database(url: str | None = None, *, load_shipped: bool = True) -> Database:
    """Return the database at ``url`` (see :func:`resolve_url`), migrated to the head revision.

    A new database gets the current schema and, with ``load_shipped``, the shipped decks. A file
    that is not a geoquiz database raises :class:`DatabaseError` and is left untouched.
    """
    resolved = resolve_url(url)
    with _lock:
        db = _databases.get(resolved)
        if db is not None:
            return db
        from geoquiz.db.migrate import ensure_schema

        engine = create_db_engine(resolved)
        try:
            created = ensure_schema(engine)
        except BaseException:
            engine.dispose()
            raise
        db = Database(resolved, engine, sessionmaker(engine, expire_on_commit=False))
        if created and load_shipped:
            from geoquiz.db.decks import load_shipped_decks

            load_shipped_decks(db)
        _databases[resolved] = db
        return db


@contextmanager
def session_scope(url: str | None = None) -> Iterator[Session]:
    """Yield a session of the (default) database in one transaction."""
    with open_database(url).session() as session:
        yield session


def close_all() -> None:
    """Dispose every cached engine (tests, and before the app exits)."""
    with _lock:
        for db in _databases.values():
            db.dispose()
        _databases.clear()
