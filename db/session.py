"""Open the geoquiz database: choose the URL, tune SQLite, migrate on first use, hand out sessions.

The URL comes from, in this order: the ``url`` argument (the CLI's ``--db``), the environment
variable ``GEOQUIZ_DB`` (a SQLAlchemy URL, or a plain file path meaning a SQLite file), or the file
``geoquiz.sqlite3`` in ``GEOQUIZ_DATA_DIR`` or else ``platformdirs.user_data_dir("geoquiz")``.
A PostgreSQL URL (``postgresql+psycopg://…``) serves a school's shared card library.

Every SQLite connection runs in WAL mode with ``synchronous=NORMAL``, a busy timeout and foreign
keys on, and starts its transactions itself (``BEGIN IMMEDIATE``), so DDL is transactional too.
A file the user may not write is opened with ``mode=ro`` and without the WAL switch (and with
``immutable=1`` in a folder where SQLite could not create its ``-shm`` file: :func:`read_only_uri`).
:func:`geoquiz.db.bootstrap.open_database` migrates the schema once per process and URL (see
:mod:`db.migrate`) and keeps the :class:`Database` here.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from geoquiz.db.errors import DatabaseError, friendly
from geoquiz.geo.resources import user_dir

__all__ = [
    "Database",
    "DatabaseError",
    "close_all",
    "create_db_engine",
    "default_data_dir",
    "forget",
    "read_only_uri",
    "resolve_url",
    "sqlite_path",
]

DB_FILENAME = "geoquiz.sqlite3"
BUSY_TIMEOUT_MS = 5000


def default_data_dir() -> Path:
    """Return the folder of the user's database (``GEOQUIZ_DATA_DIR`` overrides platformdirs)."""
    return user_dir("GEOQUIZ_DATA_DIR", "data")


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


def read_only_uri(path: Path) -> str:
    """The ``sqlite3`` URI that opens ``path`` for reading only, without writing anything.

    ``mode=ro``; and ``immutable=1`` when SQLite could not create the ``-shm`` file it needs for a
    WAL-mode file (the folder is not writable and no ``-shm`` is there — a school's read-only
    share): SQLite then neither locks nor looks for a journal or WAL, which is right for a file
    nobody may change. (A ``-wal`` file left beside such a file is ignored: its last transactions
    are not seen.)
    """
    path = path.absolute()
    uri = f"{path.as_uri()}?mode=ro"
    shm = path.with_name(path.name + "-shm")
    if not os.access(path.parent, os.W_OK) and not shm.exists():
        uri += "&immutable=1"
    return uri


def _tune_sqlite(
    dbapi_connection: Any,
    _record: Any,
    *,
    read_only: bool = False,
    busy_timeout_ms: int = BUSY_TIMEOUT_MS,
) -> None:
    # The driver's own transaction handling would run DDL outside any transaction (so schema
    # creation and migrations were not atomic); SQLAlchemy's "begin" event below emits BEGIN.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        if not read_only:  # switching to WAL writes to the file
            _switch_to_wal(cursor, busy_timeout_ms)
            cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
    finally:
        cursor.close()


def _switch_to_wal(cursor: Any, busy_timeout_ms: int) -> None:
    """``PRAGMA journal_mode=WAL``, tried again for up to ``busy_timeout_ms`` while the file is
    locked: SQLite answers "database is locked" at once, without its busy handler, while another
    connection holds a write lock on a file still in rollback mode — a second process starting on a
    new database while the first creates it (measured: the busy error after 0.2 s, not 5 s)."""
    deadline = time.monotonic() + busy_timeout_ms / 1000
    pause = 0.005
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            if time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, 0.1)


def _begin_sqlite(conn: Connection) -> None:
    """BEGIN IMMEDIATE (take the write lock now) unless the connection reads only.

    Taking the lock at the start means a transaction that reads and then writes (the importer's
    duplicate check, an autosave) can never find that another process wrote in between, and a
    busy database is noticed before anything is done.
    """
    if conn.get_execution_options().get("geoquiz_read_only"):
        conn.exec_driver_sql("BEGIN")
    else:
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def create_db_engine(
    url: str, *, read_only: bool = False, busy_timeout_ms: int | None = None, **kwargs: Any
) -> Engine:
    """Create an engine for ``url``; SQLite connections get the pragmas of the module doc.

    ``read_only`` opens a SQLite file with ``mode=ro`` (no WAL switch, nothing can be written).
    ``busy_timeout_ms`` replaces the usual busy timeout of its SQLite connections from their
    first statement on (the switch to WAL included).
    """
    parsed = _parse(url)
    path = sqlite_path(parsed)
    if path is not None and not read_only:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(
                f"cannot create the folder {path.parent}: {exc.strerror or exc}"
            ) from exc
    if path is not None and read_only:
        uri = read_only_uri(path)

        def connect() -> Any:
            return sqlite3.connect(uri, uri=True, check_same_thread=False)

        kwargs.setdefault("creator", connect)
    try:
        engine = create_engine(parsed, **kwargs)
    except (ArgumentError, ImportError) as exc:
        raise DatabaseError(f"cannot use database {parsed.render_as_string()}: {exc}") from exc
    if parsed.get_backend_name() == "sqlite":
        busy_ms = BUSY_TIMEOUT_MS if busy_timeout_ms is None else busy_timeout_ms

        def tune(dbapi_connection: Any, record: Any) -> None:
            _tune_sqlite(dbapi_connection, record, read_only=read_only, busy_timeout_ms=busy_ms)

        event.listen(engine, "connect", tune)
        event.listen(engine, "begin", _begin_sqlite)
        if read_only:
            engine = engine.execution_options(geoquiz_read_only=True)
    return engine


@dataclass
class Database:
    """An opened, migrated database: its URL, engine and session factory.

    ``read_only`` is True when the file could not be written by this user (it was opened with
    ``mode=ro``): reading works, every write raises :class:`DatabaseError` of kind ``readonly``.
    """

    url: str
    engine: Engine
    sessions: sessionmaker[Session]
    read_only: bool = False

    @property
    def path(self) -> Path | None:
        """The SQLite file, or None for a server database."""
        return sqlite_path(self.url)

    @contextmanager
    def session(self, *, busy_timeout_ms: int | None = None) -> Iterator[Session]:
        """Yield a session inside one transaction: commit on success, roll back on error.

        On SQLite the transaction starts with ``BEGIN IMMEDIATE``, so it holds the write lock
        from its first statement; ``busy_timeout_ms`` shortens the wait for that lock (the
        autosave on the UI thread waits briefly and retries elsewhere). Any SQLAlchemy error
        (busy, disk full, read-only, …) leaves as one :class:`DatabaseError` sentence
        (``db.errors.friendly``) without SQL text.
        """
        try:
            if busy_timeout_ms is None or self.engine.dialect.name != "sqlite":
                with self.sessions.begin() as session:
                    yield session
                return
            with self.engine.connect() as conn:
                dbapi = conn.connection.dbapi_connection
                assert dbapi is not None
                dbapi.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
                try:
                    with Session(bind=conn, expire_on_commit=False) as session, session.begin():
                        yield session
                finally:
                    dbapi.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        except SQLAlchemyError as exc:
            raise friendly(exc, self.path) from exc
        except sqlite3.Error as exc:
            raise friendly(exc, self.path) from exc

    @contextmanager
    def read_session(self) -> Iterator[Session]:
        """Like :meth:`session`, for reading only: no write lock is taken (deferred BEGIN)."""
        try:
            with Session(self.engine.execution_options(geoquiz_read_only=True)) as session:
                with session.begin():
                    yield session
        except SQLAlchemyError as exc:
            raise friendly(exc, self.path) from exc

    def dispose(self) -> None:
        """Close all pooled connections."""
        self.engine.dispose()


_lock = threading.RLock()
_databases: dict[str, Database] = {}


def cached(url: str) -> Database | None:
    """The database opened for ``url`` in this process (by ``db.bootstrap``), or None."""
    return _databases.get(url)


def remember(db: Database) -> None:
    """Keep ``db`` for later ``open_database`` calls with its URL (used by ``db.bootstrap``)."""
    _databases[db.url] = db


def forget(url: str) -> None:
    """Close and drop the database cached for ``url`` (before its file is renamed or replaced)."""
    with _lock:
        db = _databases.pop(url, None)
        if db is not None:
            db.dispose()


def __getattr__(name: str) -> Any:
    # ``open_database`` and ``session_scope`` moved to db.bootstrap (so that this module no longer
    # imports db.migrate, db.decks and db.cardio, which import it); older callers still find them.
    if name in ("open_database", "session_scope"):
        from geoquiz.db import bootstrap

        return getattr(bootstrap, name)
    raise AttributeError(name)


def close_all() -> None:
    """Dispose every cached engine (tests, and before the app exits)."""
    with _lock:
        for db in _databases.values():
            db.dispose()
        _databases.clear()
