"""Bring a database to the current schema at start-up, safely.

* A new (absent or empty) database gets ``create_all()`` and is stamped with the head revision.
* A database at the head revision is left alone, and Alembic is not even imported (start-up speed).
* An older geoquiz database is upgraded by Alembic. A SQLite file is first copied aside with
  ``sqlite3.Connection.backup()``; if the upgrade fails the copy is written back and a
  :class:`DatabaseError` says so. (PostgreSQL runs the upgrade in one transaction instead.)
* A file that is not SQLite, is corrupt, holds foreign tables, or was written by a newer geoquiz
  raises :class:`DatabaseError` and is never written to: it is inspected through a read-only
  ``sqlite3`` connection before SQLAlchemy (which would switch it to WAL mode) touches it.

Migrations run on their own connection with ``PRAGMA foreign_keys=OFF`` set before its transaction,
so Alembic's batch mode can recreate a parent table without cascading deletes into child rows; a
``PRAGMA foreign_key_check`` afterwards proves the data still hangs together.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, inspect, text
from sqlalchemy import exc as sa_exc
from sqlalchemy.orm import Session
from sqlalchemy.pool import NullPool

from geoquiz.db.errors import DatabaseError, friendly, short_error
from geoquiz.db.models import Base
from geoquiz.db.session import BUSY_TIMEOUT_MS, create_db_engine, read_only_uri, sqlite_path
from geoquiz.geo.resources import package_path

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "HEAD_REVISION",
    "MIGRATIONS_DIR",
    "REVISIONS",
    "alembic_config",
    "current_revision",
    "ensure_schema",
    "inspect_read_only",
    "migrate_to",
]

MIGRATIONS_DIR = package_path("geoquiz.db.migrations")

#: Every revision in order, oldest first; a test pins this to Alembic's script directory.
REVISIONS: tuple[str, ...] = (
    "0001_initial",
    "0002_tolerance_review",
    "0003_class_reports",
    "0004_card_uid",
    "0005_prompt_da",
    "0006_class_colour_bonus",
)
HEAD_REVISION = REVISIONS[-1]

SQLITE_HEADER = b"SQLite format 3\x00"
#: Tables every geoquiz revision has (another Alembic program's database lacks them).
GEOQUIZ_TABLES = frozenset({"decks", "cards", "saved_games"})


def _describe(engine: Engine) -> str:
    path = sqlite_path(engine.url)
    return str(path) if path is not None else engine.url.render_as_string(hide_password=True)


def sqlite_tables_and_revision(conn: sqlite3.Connection) -> tuple[set[str], str | None]:
    """The tables of an open SQLite file (without SQLite's own) and its Alembic revision."""
    tables = {
        row[0]
        for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if not row[0].startswith("sqlite_")
    }
    revision = None
    if "alembic_version" in tables:
        row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
        revision = row[0] if row else None
    return tables, revision


def _inspect_sqlite_file(path: Path) -> tuple[set[str], str | None]:
    """Return (tables, revision) of a SQLite file, read-only; raise DatabaseError if unusable."""
    with path.open("rb") as fh:
        header = fh.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise DatabaseError(
            f"{path} is not a geoquiz database (not a SQLite file); it was left untouched",
            kind="corrupt",
        )
    try:
        uri = read_only_uri(path)
        with closing(sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)) as conn:
            check = conn.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise DatabaseError(
                    f"{path} is damaged ({check[0] if check else 'no answer'}); "
                    "it was left untouched, restore a backup or move it away",
                    kind="corrupt",
                )
            tables, revision = sqlite_tables_and_revision(conn)
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(
            f"{path} cannot be read as a database ({exc}); it was left untouched",
            kind="corrupt" if _damaged_error(exc) else "open",
        ) from exc
    return tables, revision


def _damaged_error(exc: sqlite3.DatabaseError) -> bool:
    """Whether SQLite's error means a damaged file (not a locked, unreadable or read-only one)."""
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text


def server_tables_and_revision(conn: Connection) -> tuple[set[str], str | None]:
    """The tables of a database server's schema and its Alembic revision."""
    tables = set(inspect(conn).get_table_names())
    revision = None
    if "alembic_version" in tables:
        revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
    return tables, revision


def _inspect_server(engine: Engine) -> tuple[set[str], str | None]:
    try:
        with engine.connect() as conn:
            tables, revision = server_tables_and_revision(conn)
    except sa_exc.SQLAlchemyError as exc:
        raise DatabaseError(
            f"cannot open the database {_describe(engine)}: {short_error(exc)}"
        ) from exc
    return tables, revision


def current_revision(engine: Engine) -> str | None:
    """Return the stored schema revision, or None for a database without one."""
    path = sqlite_path(engine.url)
    if path is not None:
        if not path.exists() or path.stat().st_size == 0:
            return None
        return _inspect_sqlite_file(path)[1]
    return _inspect_server(engine)[1]


def inspect_read_only(path: Path) -> None:
    """Check a SQLite file to be opened read-only: a geoquiz database at the head revision."""
    tables, revision = _inspect_sqlite_file(path)
    if revision == HEAD_REVISION:
        return
    if not tables:
        raise DatabaseError(
            f"the database {path} is empty and read-only: it cannot be set up "
            "(check the file's and its folder's permissions)",
            kind="readonly",
        )
    _refuse_foreign(path, tables, revision)
    raise DatabaseError(
        f"the database {path} is read-only and has the older schema {revision}: open it once "
        "with write permission so that it can be upgraded",
        kind="readonly",
    )


def _refuse_foreign(where: object, tables: set[str], revision: str | None) -> None:
    if revision is None or not GEOQUIZ_TABLES <= tables:
        raise DatabaseError(
            f"{where} is not a geoquiz database (it holds other tables); it was left untouched"
        )
    if revision not in REVISIONS:
        raise DatabaseError(
            f"{where} was written by a newer geoquiz (schema {revision}); "
            "please update geoquiz. The database was left untouched"
        )


def ensure_schema(
    engine: Engine, *, load_shipped: Callable[[Session], object] | None = None
) -> bool:
    """Create or upgrade the schema of ``engine``'s database; return True if it was created new.

    A new database is created, stamped and (with ``load_shipped``) filled in one transaction.
    """
    path = sqlite_path(engine.url)
    if path is not None:
        if path.exists() and path.stat().st_size > 0:
            tables, revision = _inspect_sqlite_file(path)
        else:
            tables, revision = set(), None
    else:
        tables, revision = _inspect_server(engine)

    if revision == HEAD_REVISION and GEOQUIZ_TABLES <= tables:
        return False
    if not tables:
        return _create_new(engine, load_shipped)
    _refuse_foreign(_describe(engine), tables, revision)
    assert revision is not None
    _upgrade_with_backup(engine, revision)
    return False


def alembic_config(script_location: Path | None = None) -> Config:
    """Return an Alembic configuration built in code (no alembic.ini needed)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(script_location or MIGRATIONS_DIR))
    return cfg


def _migration_engine(engine: Engine) -> Engine:
    return create_db_engine(engine.url.render_as_string(hide_password=False), poolclass=NullPool)


def _prepare(conn: Connection) -> None:
    """Turn foreign keys off before the migration's transaction begins (SQLite only)."""
    if conn.dialect.name == "sqlite":
        # straight to the driver: through SQLAlchemy the statement would open a transaction
        # (BEGIN IMMEDIATE, db.session), inside which SQLite ignores this pragma
        dbapi = conn.connection.dbapi_connection
        assert dbapi is not None
        dbapi.execute("PRAGMA foreign_keys=OFF")


def _check_foreign_keys(conn: Connection) -> None:
    if conn.dialect.name != "sqlite":
        return
    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if broken:
        raise DatabaseError(f"the migration left {len(broken)} dangling references")


def _create_new(engine: Engine, load_shipped: Callable[[Session], object] | None = None) -> bool:
    """Create, stamp and fill a new database in one transaction; False if another was quicker."""
    from alembic import command

    cfg = alembic_config()
    creating = _creation_engine(engine)
    try:
        with creating.connect() as conn, conn.begin():
            # on SQLite the transaction holds the write lock (BEGIN IMMEDIATE): a second process
            # creating the same file waits here and then finds the schema made
            if inspect(conn).has_table("alembic_version"):
                return False
            Base.metadata.create_all(conn)
            cfg.attributes["connection"] = conn
            command.stamp(cfg, "head")
            if load_shipped is not None:
                with Session(bind=conn) as session:
                    load_shipped(session)
                    session.flush()
    except sa_exc.SQLAlchemyError as exc:
        raise friendly(exc, _describe(engine)) from exc
    finally:
        if creating is not engine:
            creating.dispose()
    return True


#: how long a process creating a new SQLite database waits for another one holding the same file
#: — from the connection's first statement on, the switch to WAL included (creating and filling it
#: with the shipped decks is a second or two, more on a loaded machine; the usual busy timeout of
#: 5 s gave up on a concurrent first start beside a full test run)
CREATE_BUSY_TIMEOUT_MS = 60_000


def _creation_engine(engine: Engine) -> Engine:
    """``engine`` itself, or for SQLite an engine of its own whose connections wait
    :data:`CREATE_BUSY_TIMEOUT_MS` for the file from their first statement on."""
    if sqlite_path(engine.url) is None:
        return engine
    return create_db_engine(
        engine.url.render_as_string(hide_password=False),
        poolclass=NullPool,
        busy_timeout_ms=CREATE_BUSY_TIMEOUT_MS,
    )


def migrate_to(engine: Engine, revision: str, *, script_location: Path | None = None) -> None:
    """Upgrade or downgrade ``engine``'s database to ``revision`` in one transaction (no backup).

    Foreign keys are switched off before the transaction (SQLite), and checked inside it, so a
    dangling reference rolls everything back.
    """
    from alembic import command
    from alembic.script import ScriptDirectory

    cfg = alembic_config(script_location)
    script = ScriptDirectory.from_config(cfg)
    mig = _migration_engine(engine)
    try:
        with mig.connect() as conn:
            _prepare(conn)
            cfg.attributes["connection"] = conn
            with conn.begin():
                current = None
                if inspect(conn).has_table("alembic_version"):
                    current = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
                order = [rev.revision for rev in reversed(list(script.walk_revisions()))]
                target = script.get_revision(revision)
                target_rev = target.revision if target is not None else None
                if (
                    current is None
                    or target_rev is None
                    or order.index(target_rev) >= order.index(current)
                ):
                    command.upgrade(cfg, revision)
                else:
                    command.downgrade(cfg, revision)
                _check_foreign_keys(conn)
    finally:
        mig.dispose()


def _backup_path(path: Path, revision: str) -> Path:
    return path.with_name(f"{path.name}.backup-{revision}")


def _copy_sqlite(source: Path, target: Path) -> None:
    """Copy a SQLite database with the backup API into a temporary file, then rename it."""
    tmp = target.with_name(target.name + ".tmp")
    tmp.unlink(missing_ok=True)
    try:
        with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(tmp)) as dst:
            src.backup(dst)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def _upgrade_with_backup(
    engine: Engine, revision: str, *, script_location: Path | None = None
) -> None:
    """Upgrade in one transaction; a SQLite file is first copied to ``….backup-<revision>``.

    The copy is made only if none exists: the first attempt's copy, of the last good state, is
    never overwritten by a later one. A failed upgrade rolls back (transactional DDL), so the
    database itself stays at ``revision`` and the next start tries again.
    """
    path = sqlite_path(engine.url)
    backup: Path | None = None
    if path is not None:
        backup = _backup_path(path, revision)
        engine.dispose()
        if not backup.exists():
            try:
                _copy_sqlite(path, backup)
            except (OSError, sqlite3.Error) as exc:
                raise DatabaseError(
                    f"upgrading {path} from schema {revision} needs a backup copy first, and "
                    f"writing {backup} failed ({short_error(exc)}); nothing was changed",
                    kind="full" if isinstance(exc, OSError) else "io",
                ) from exc
    try:
        migrate_to(engine, "head", script_location=script_location)
    except Exception as exc:
        engine.dispose()
        detail = str(exc) if isinstance(exc, DatabaseError) else short_error(exc)
        if backup is not None:
            raise DatabaseError(
                f"upgrading {path} from schema {revision} failed ({detail}); nothing was "
                f"changed (a copy from before the upgrade stays at {backup})"
            ) from exc
        raise DatabaseError(
            f"upgrading {_describe(engine)} from schema {revision} failed ({detail}); "
            "nothing was changed"
        ) from exc


def _revision_chain(script_location: Path | None = None) -> Sequence[str]:
    """Return the revisions of the script directory, oldest first (used by tests)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config(script_location))
    return [rev.revision for rev in reversed(list(script.walk_revisions()))]
