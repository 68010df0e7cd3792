"""Check a database, keep a daily backup of it, and repair a damaged SQLite file.

``geoquiz db check [--repair restore|new]`` and the app's *Game → Check database…* use this module.

* :func:`check_database`: on SQLite ``PRAGMA integrity_check`` through a read-only connection
  (nothing is written, a read-only share can be checked too), then the schema revision; on
  PostgreSQL a connection and the schema revision. The result says OK, or lists what is wrong
  (English sentences, one line each, translated by ``app.database.db_check_texts``) and whether the
  file
  is *damaged* (not a SQLite file, truncated, zeroed, failing the integrity check) — only then is a
  repair offered.
* :func:`make_daily_backup`: ``<database>.bak``, a copy made with ``sqlite3``'s backup API (into a
  temporary file, then renamed), at most once a day, by ``db.bootstrap.open_database`` right after
  the file passed its start-up check (``PRAGMA quick_check``) — so the copy is of a good file.
* :func:`restore_backup`: the damaged file (with its ``-wal``/``-shm``/``-journal`` files) is
  renamed to ``<name>.damaged-<timestamp>`` and the newest good backup is copied into its place
  (the daily ``.bak`` or a ``.backup-<revision>`` made before an upgrade; an older schema is
  upgraded at the next start as usual).
* :func:`start_new`: the damaged file is renamed the same way, and a new database with the shipped
  decks is created.

Nothing is ever deleted: a damaged file stays beside the new one under its ``.damaged-`` name.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from geoquiz.db.errors import DatabaseError, short_error
from geoquiz.db.migrate import server_tables_and_revision, sqlite_tables_and_revision
from geoquiz.db.session import BUSY_TIMEOUT_MS, forget, read_only_uri, resolve_url, sqlite_path

__all__ = [
    "BACKUP_INTERVAL_S",
    "REPAIR_HINT",
    "CheckResult",
    "Repair",
    "backups_of",
    "check_database",
    "daily_backup_path",
    "looks_damaged",
    "make_daily_backup",
    "move_aside",
    "restore_backup",
    "start_new",
]

log = logging.getLogger("geoquiz.db.check")

#: The daily backup is renewed when it is older than this (seconds).
BACKUP_INTERVAL_S = 24 * 60 * 60
#: at most this many lines of ``PRAGMA integrity_check`` are reported
MAX_PROBLEMS = 10

#: said after the one line of a damaged database (CLI, error dialog);
#: ``app.database.db_check_texts``
#: translates it
REPAIR_HINT = (
    "Game → Check database… or `geoquiz db check` restores the last backup or starts a new "
    "database (the damaged file is kept)"
)

SQLITE_HEADER = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class CheckResult:
    """What :func:`check_database` found.

    ``problems`` are English one-line sentences (empty when ``ok``); ``notes`` say things that are
    fine but worth knowing (a new database, an upgrade due). ``damaged`` is True for a SQLite file
    that a repair (restore a backup, start a new database) can help; ``backups`` are its usable
    backups, newest first.
    """

    url: str
    path: Path | None
    ok: bool
    damaged: bool = False
    revision: str | None = None
    problems: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    backups: tuple[Path, ...] = field(default=())

    @property
    def where(self) -> str:
        """The file, or the server URL without its password."""
        if self.path is not None:
            return str(self.path)
        from sqlalchemy.engine import make_url

        return make_url(self.url).render_as_string(hide_password=True)


@dataclass(frozen=True)
class Repair:
    """What a repair did: where the damaged file went, and which backup replaced it (if any)."""

    path: Path
    kept_aside: Path | None
    restored_from: Path | None


def daily_backup_path(path: Path) -> Path:
    """``<database>.bak``: the daily backup of the SQLite file ``path``."""
    return path.with_name(path.name + ".bak")


def _sqlite_problems(path: Path) -> tuple[list[str], str | None, set[str]]:
    """(problems, revision, tables) of a SQLite file, read through a read-only connection."""
    try:
        with path.open("rb") as fh:
            header = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        return [f"the file cannot be read ({exc.strerror or exc})"], None, set()
    if header != SQLITE_HEADER:
        return ["it is not a SQLite database file (its first bytes are wrong)"], None, set()
    try:
        uri = read_only_uri(path)
        with closing(sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)) as conn:
            rows = conn.execute(f"PRAGMA integrity_check({MAX_PROBLEMS})").fetchall()
            found = [str(row[0]) for row in rows]
            if found != ["ok"]:
                return [f"integrity check: {line[:200]}" for line in found], None, set()
            tables, revision = sqlite_tables_and_revision(conn)
    except sqlite3.DatabaseError as exc:
        return [f"integrity check: {short_error(exc)}"], None, set()
    return [], revision, tables


def _usable(path: Path) -> bool:
    """Whether ``path`` is a SQLite file passing the integrity check, with a geoquiz schema."""
    from geoquiz.db.migrate import GEOQUIZ_TABLES

    if not path.is_file() or path.stat().st_size == 0:
        return False
    problems, revision, tables = _sqlite_problems(path)
    return not problems and revision is not None and GEOQUIZ_TABLES <= tables


def backups_of(path: Path) -> list[Path]:
    """The usable backups of the SQLite file ``path``, newest first: the daily ``.bak`` and the
    copies ``.backup-<revision>`` made before upgrades."""
    candidates = [daily_backup_path(path), *path.parent.glob(f"{path.name}.backup-*")]
    found = [p for p in candidates if p.is_file() and not p.name.endswith(".tmp") and _usable(p)]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def check_database(url: str | None = None) -> CheckResult:
    """Check the database at ``url`` (default: the user's) without writing to it."""
    resolved = resolve_url(url)
    path = sqlite_path(resolved)
    if path is None:
        return _check_server(resolved)
    from geoquiz.db.migrate import GEOQUIZ_TABLES, HEAD_REVISION, REVISIONS

    if not path.exists():
        return CheckResult(
            resolved,
            path,
            True,
            notes=("it does not exist yet: geoquiz creates it when it starts",),
        )
    if path.stat().st_size == 0:
        return CheckResult(
            resolved, path, True, notes=("it is empty: geoquiz sets it up when it starts",)
        )
    problems, revision, tables = _sqlite_problems(path)
    if problems:
        return CheckResult(
            resolved, path, False, True, None, tuple(problems), backups=tuple(backups_of(path))
        )
    if not tables:
        return CheckResult(
            resolved, path, True, notes=("it is empty: geoquiz sets it up when it starts",)
        )
    return _revision_result(
        resolved, path, revision, tables, GEOQUIZ_TABLES, HEAD_REVISION, REVISIONS
    )


def _revision_result(
    url: str,
    path: Path | None,
    revision: str | None,
    tables: set[str],
    geoquiz_tables: frozenset[str],
    head: str,
    revisions: tuple[str, ...],
) -> CheckResult:
    if revision is None or not geoquiz_tables <= tables:
        return CheckResult(
            url, path, False, revision=revision, problems=("it is not a geoquiz database",)
        )
    if revision not in revisions:
        return CheckResult(
            url,
            path,
            False,
            revision=revision,
            problems=(f"it was written by a newer geoquiz (schema {revision}): update geoquiz",),
        )
    notes: tuple[str, ...] = ()
    if revision != head:
        notes = (f"it has the older schema {revision}: it is upgraded when geoquiz starts",)
    return CheckResult(url, path, True, revision=revision, notes=notes)


def _check_server(url: str) -> CheckResult:
    from sqlalchemy import exc as sa_exc
    from sqlalchemy.pool import NullPool

    from geoquiz.db.migrate import GEOQUIZ_TABLES, HEAD_REVISION, REVISIONS
    from geoquiz.db.session import create_db_engine

    try:
        engine = create_db_engine(url, poolclass=NullPool)
    except DatabaseError as exc:
        return CheckResult(url, None, False, problems=(str(exc),))
    try:
        with engine.connect() as conn:
            tables, revision = server_tables_and_revision(conn)
    except sa_exc.SQLAlchemyError as exc:
        return CheckResult(url, None, False, problems=(f"cannot connect: {short_error(exc)}",))
    finally:
        engine.dispose()
    if not tables:
        return CheckResult(
            url, None, True, notes=("it is empty: geoquiz sets it up when it starts",)
        )
    return _revision_result(url, None, revision, tables, GEOQUIZ_TABLES, HEAD_REVISION, REVISIONS)


def looks_damaged(url: str | None = None) -> bool:
    """Whether the SQLite file of ``url`` is visibly damaged, from its first 100 bytes and its
    size alone (no SQLite, a few microseconds: the app asks at every start): not a SQLite header
    (zeroed, overwritten), a size that is no whole number of pages, or fewer pages than its
    header counts (truncated). False for a server, a missing or an empty file."""
    path = sqlite_path(resolve_url(url))
    if path is None:
        return False
    try:
        size = path.stat().st_size
        if size == 0:
            return False
        with path.open("rb") as fh:
            header = fh.read(100)
    except OSError:
        return False
    if len(header) < 100 or not header.startswith(SQLITE_HEADER):
        return True
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return True
    if size % page_size:
        return True
    pages = int.from_bytes(header[28:32], "big")
    # the page count is valid when the "version-valid-for" number equals the change counter
    return header[92:96] == header[24:28] and size < pages * page_size


# ---------------------------------------------------------------------------- backups


def _copy_sqlite(source: Path, target: Path) -> None:
    """Copy a SQLite database with the backup API into a temporary file, then rename it."""
    tmp = target.with_name(target.name + ".tmp")
    tmp.unlink(missing_ok=True)
    try:
        src_conn = sqlite3.connect(f"{source.absolute().as_uri()}?mode=ro", uri=True)
        with closing(src_conn) as src, closing(sqlite3.connect(tmp)) as dst:
            src.backup(dst)
            # a backup of a WAL-mode file is in WAL mode too: make it one self-contained file
            dst.execute("PRAGMA journal_mode=DELETE")
        with tmp.open("rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def make_daily_backup(path: Path, *, now: float | None = None) -> Path | None:
    """Copy the SQLite file ``path`` to ``<path>.bak`` unless that copy is less than a day old.

    Return the backup written, or None when none was due. Call it only for a file that has just
    passed a check (``db.bootstrap`` does, after ``PRAGMA quick_check``). Raises ``OSError`` or
    ``sqlite3.Error`` when the copy cannot be written (the old backup then stays as it was).
    """
    backup = daily_backup_path(path)
    moment = time.time() if now is None else now
    try:
        if moment - backup.stat().st_mtime < BACKUP_INTERVAL_S:
            return None
    except FileNotFoundError:
        pass
    _copy_sqlite(path, backup)
    return backup


# ---------------------------------------------------------------------------- repairs


def move_aside(path: Path, *, now: float | None = None) -> Path:
    """Rename ``path`` (and its ``-wal``/``-shm``/``-journal`` files) to
    ``<name>.damaged-<YYYYmmdd-HHMMSS>``; return the new name of ``path``."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, aside)
    for suffix in _SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, aside.with_name(aside.name + suffix))
    return aside


def _damaged_file(url: str | None) -> tuple[str, Path]:
    resolved = resolve_url(url)
    path = sqlite_path(resolved)
    if path is None:
        raise DatabaseError(
            "only a SQLite file can be repaired here; ask the server's administrator"
        )
    return resolved, path


def _release(resolved: str, path: Path) -> None:
    """Close this process's connections to the file before it is renamed."""
    forget(resolved)


def restore_backup(url: str | None = None, backup: Path | None = None) -> Repair:
    """Keep the damaged file aside and put the newest usable backup (or ``backup``) in its place."""
    resolved, path = _damaged_file(url)
    if backup is None:
        found = backups_of(path)
        if not found:
            raise DatabaseError(
                f"there is no usable backup of {path}; start a new database instead"
            )
        backup = found[0]
    elif not _usable(backup):
        raise DatabaseError(f"the backup {backup} is damaged too; start a new database instead")
    _release(resolved, path)
    kept = move_aside(path) if path.exists() else None
    try:
        _copy_sqlite(backup, path)
    except (OSError, sqlite3.Error) as exc:
        raise DatabaseError(
            f"restoring {backup} failed ({short_error(exc)}); the damaged file stays at {kept}"
        ) from exc
    log.info("database %s restored from %s (damaged file kept at %s)", path, backup, kept)
    return Repair(path, kept, backup)


def start_new(url: str | None = None) -> Repair:
    """Keep the damaged file aside and create a new database with the shipped decks."""
    resolved, path = _damaged_file(url)
    _release(resolved, path)
    kept = move_aside(path) if path.exists() else None
    from geoquiz.db.bootstrap import open_database

    open_database(resolved)
    log.info("new database %s (damaged file kept at %s)", path, kept)
    return Repair(path, kept, None)
