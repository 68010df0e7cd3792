"""Join tokens of the phone table and the class quiz (DESIGN §11, §12): what is kept of a token
and the holder a token names.

A token lives only on the device and in the running process; the table's saves and the quiz's
journal keep its :func:`token_digest`, so that what is on disk opens no seat. :func:`holder`
compares the digest with every holder's in constant time, so the answer's timing does not tell
how much of a guessed token was right.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from typing import TypeVar

__all__ = ["MAX_TOKEN", "holder", "token_digest"]

T = TypeVar("T")

#: the longest token anybody is asked about (the ones handed out are 22 characters)
MAX_TOKEN = 64


def token_digest(token: str) -> str:
    """The SHA-256 of ``token`` (hex): what is kept and saved instead of the token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def holder(token: object, holders: Iterable[tuple[str | None, T]]) -> T | None:
    """The last of ``holders`` (``(digest or None, holder)``) whose digest is ``token``'s, or
    None — also for anything that is not a token (not a string, empty, too long). Every digest
    is compared, each in constant time."""
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN:
        return None
    digest = token_digest(token)
    found = None
    for kept, who in holders:
        if kept is not None and secrets.compare_digest(kept, digest):
            found = who
    return found
