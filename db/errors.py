"""Errors of the database layer that a user can read.

:class:`DatabaseError` derives from ``ValueError`` so that the CLI (``app.cli.main``) prints it as
one line with exit status 2; the app shows its message in a dialog.
"""

from __future__ import annotations

__all__ = ["DatabaseError", "short_error"]


class DatabaseError(ValueError):
    """The database cannot be opened, is not a geoquiz database, or could not be migrated."""


def short_error(exc: BaseException) -> str:
    """Return the first line of the driver's message (SQLAlchemy appends SQL and a help link)."""
    inner = getattr(exc, "orig", None) or exc
    lines = str(inner).strip().splitlines()
    return lines[0] if lines else type(inner).__name__
