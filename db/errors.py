"""Errors of the database layer that a user can read.

:class:`DatabaseError` derives from ``ValueError`` so that the CLI (``app.cli.main``) prints it as
one line with exit status 2; the app shows its message in a dialog or the status line.

:func:`friendly` turns any SQLAlchemy, ``sqlite3`` or OS error into a :class:`DatabaseError` of a
:attr:`~DatabaseError.kind` with one English sentence that says what happened and what to do —
never the SQL statement, its parameters (a saved game's JSON) or a help link. ``app.cards.problems``
translates each sentence.
"""

from __future__ import annotations

import errno
from pathlib import Path

__all__ = ["KINDS", "DatabaseError", "friendly", "short_error"]

#: The kinds of :class:`DatabaseError`, each with its English sentence (``%s`` is the place).
KINDS: dict[str, str] = {
    "busy": "the database{where} is busy: another program is writing to it; "
    "close the other program or try again in a moment",
    "readonly": "the database{where} is read-only: changes cannot be saved "
    "(check the file's and its folder's permissions)",
    "full": "the disk of the database{where} is full: the change was not saved; "
    "free some disk space and try again",
    "io": "the database{where} could not be written (disk error): the change was not saved; "
    "check the drive and free some disk space",
    "cannot_open": "the database{where} cannot be opened: check that its folder exists and "
    "that you may write there",
    "corrupt": "the database{where} is damaged; restore a backup or move it away",
    "conflict": "the change conflicts with one another program saved at the same time; "
    "nothing was saved, try again",
    "too_long": "a value is too long or of the wrong kind for the database{where}; "
    "nothing was saved",
    "server": "the database server{where} cannot be reached: check the network and the address",
    "other": "the database{where} reported an error ({detail}); nothing was saved",
}


class DatabaseError(ValueError):
    """The database cannot be opened, is not a geoquiz database, or refused an operation.

    ``kind`` is one of :data:`KINDS` for errors made by :func:`friendly`, else ``"open"``.
    """

    def __init__(self, message: str, *, kind: str = "open") -> None:
        super().__init__(message)
        self.kind = kind


def short_error(exc: BaseException) -> str:
    """Return the first line of the driver's message (SQLAlchemy appends SQL and a help link)."""
    inner = getattr(exc, "orig", None) or exc
    lines = str(inner).strip().splitlines()
    line = lines[0] if lines else type(inner).__name__
    # SQLAlchemy's own messages put the statement after "[SQL: "; keep it out
    return line.split("[SQL:")[0].strip()[:200]


def _kind(exc: BaseException) -> str:
    from sqlalchemy import exc as sa_exc

    inner = getattr(exc, "orig", None) or exc
    text = str(inner).lower()
    pgcode = getattr(inner, "sqlstate", None) or getattr(inner, "pgcode", None)
    if isinstance(exc, OSError) and not isinstance(exc, sa_exc.SQLAlchemyError):
        if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
            return "full"
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return "readonly"
        return "io"
    if "locked" in text or "busy" in text:
        return "busy"
    if "readonly" in text or "read-only" in text or (pgcode or "") == "25006":
        return "readonly"
    if "disk is full" in text or "too big" in text or (pgcode or "").startswith("53"):
        return "full"
    if "disk i/o error" in text:
        return "io"
    if "unable to open database" in text:
        return "cannot_open"
    if "malformed" in text or "not a database" in text:
        return "corrupt"
    if isinstance(exc, sa_exc.IntegrityError):
        return "conflict"
    if isinstance(exc, sa_exc.DataError) or (pgcode or "").startswith("22"):
        return "too_long"
    if (pgcode or "").startswith("08") or "connection" in text and "refused" in text:
        return "server"
    return "other"


def friendly(exc: BaseException, where: Path | str | None = None) -> DatabaseError:
    """The :class:`DatabaseError` for ``exc`` (a SQLAlchemy, sqlite3 or OS error)."""
    if isinstance(exc, DatabaseError):
        return exc
    kind = _kind(exc)
    detail = short_error(exc) if kind == "other" else ""
    place = f" {where}" if where not in (None, "") else ""
    return DatabaseError(KINDS[kind].format(where=place, detail=detail), kind=kind)
