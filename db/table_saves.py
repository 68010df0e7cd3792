"""Saved tables of phones (DESIGN §11, issue 16): a table game survives a crash or a closed laptop.

A table is saved after every move as one row of :mod:`geoquiz.db.savegames` (kind
:data:`KIND`, the table's id as ``game_id``) — no table of its own. The record is the match's
(``geoquiz.games.match.record``: ``format`` ``"geoquiz-match/1"``, ``game``, ``seed``,
``start``, ``seats`` with their ``control`` and ``level``, ``moves``) plus the table's extras
under ``"table"``:

* ``port`` — the port it listened on (null before it listened), where a resumed table listens
  again;
* ``tokens`` — per seat the SHA-256 of its join code (null for a seat without one), never the
  code itself, so the database opens no seat; the phone that had the seat rejoins with its old
  link and the table compares hashes.

The seats are saved as they are played *now*: after the host handed a seat over (to a computer,
another phone, the laptop) a resumed table resumes with the hand-over. Tables saved before the
one driver (``"format": 1``: ``bot``/``laptop``/``token_sha256`` per seat, the port at the top)
are still read: :func:`check_record` accepts them and ``geoquiz.games.match.convert_legacy``
turns them into the current form when the table resumes.

The database layer knows no game: replaying and checking moves is the match's job
(``geoquiz.app.table.saves``).
"""

from __future__ import annotations

from typing import Any

from geoquiz.db.savegames import delete_game, latest_unfinished, load_game, save_game

__all__ = [
    "FORMAT",
    "KIND",
    "LEGACY_FORMAT",
    "check_record",
    "delete_table",
    "latest_table",
    "list_tables",
    "load_table",
    "save_table",
]

#: the ``kind`` of a saved table among the saved games
KIND = "table"
#: the table's own record before the one driver (still read)
LEGACY_FORMAT = 1
#: the match record's format (``geoquiz.games.match.record.FORMAT``: ``db`` imports nothing of
#: ``games``, DESIGN §1; ``tests/test_table_resume.py`` checks the two agree)
FORMAT = "geoquiz-match/1"

_SEAT_FIELDS = {"name": str, "laptop": bool}


def _check_port(port: object) -> None:
    if port is not None and (
        not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535
    ):
        raise ValueError("a saved table with a damaged port")


def _check_digest(i: int, digest: object) -> None:
    if digest is not None and (not isinstance(digest, str) or len(digest) != 64):
        raise ValueError(f"seat {i + 1} of a saved table has a damaged join code")


def check_record(record: object) -> dict[str, Any]:
    """``record`` if it is a saved table (of this version or :data:`LEGACY_FORMAT`), else
    ``ValueError`` saying what is wrong (one line; never the record's content, which holds
    players' names)."""
    if not isinstance(record, dict):
        raise ValueError("a saved table is not a JSON object")
    if record.get("format") == LEGACY_FORMAT:
        return _check_legacy(record)
    if record.get("format") != FORMAT:
        raise ValueError(f"a saved table of an unknown format ({record.get('format')!r})")
    if not isinstance(record.get("game"), str) or type(record.get("seed")) is not int:
        raise ValueError("a saved table without its game or seed")
    if not isinstance(record.get("start"), dict) or not isinstance(record.get("moves"), list):
        raise ValueError("a saved table without its first state or its moves")
    if not isinstance(record.get("seats"), list) or not record["seats"]:
        raise ValueError("a saved table without seats")
    extras = record.get("table")
    if not isinstance(extras, dict) or not isinstance(extras.get("tokens"), list):
        raise ValueError("a saved table without its join codes")
    _check_port(extras.get("port"))
    if len(extras["tokens"]) != len(record["seats"]):
        raise ValueError("a saved table whose join codes do not match its seats")
    for i, digest in enumerate(extras["tokens"]):
        _check_digest(i, digest)
    return record


def _check_legacy(record: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(record.get("game"), str) or not isinstance(record.get("seed"), int):
        raise ValueError("a saved table without its game or seed")
    _check_port(record.get("port"))
    if not isinstance(record.get("start"), dict) or not isinstance(record.get("moves"), list):
        raise ValueError("a saved table without its first state or its moves")
    seats = record.get("seats")
    if not isinstance(seats, list) or not seats:
        raise ValueError("a saved table without seats")
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or any(
            not isinstance(seat.get(key), kind) for key, kind in _SEAT_FIELDS.items()
        ):
            raise ValueError(f"seat {i + 1} of a saved table is damaged")
        if not isinstance(seat.get("bot"), str | None) or not isinstance(
            seat.get("stand_in"), str | None
        ):
            raise ValueError(f"seat {i + 1} of a saved table has a damaged computer level")
        _check_digest(i, seat.get("token_sha256"))
    return record


def save_table(
    table_id: str, record: dict[str, Any], *, finished: bool = False, url: str | None = None
) -> None:
    """Save (insert or replace) table ``table_id``; ``finished`` once the game is over."""
    save_game(KIND, table_id, check_record(record), finished=finished, url=url)


def load_table(table_id: str, url: str | None = None) -> dict[str, Any] | None:
    """The saved table ``table_id`` (checked), or None if there is none."""
    record = load_game(KIND, table_id, url)
    return None if record is None else check_record(record)


def latest_table(url: str | None = None) -> tuple[str, dict[str, Any]] | None:
    """``(table_id, record)`` of the most recently saved unfinished table, or None."""
    found = latest_unfinished(KIND, url=url)
    if found is None:
        return None
    _kind, table_id, record = found
    return table_id, check_record(record)


def list_tables(url: str | None = None) -> list[dict[str, Any]]:
    """Every saved table, the newest first: ``id``, ``game``, ``players`` (the seats' names),
    ``moves`` (how many), ``finished`` and ``saved`` (ISO time, UTC); a damaged row is listed
    with ``game`` null and the reason in ``damaged`` (so that it can be deleted)."""
    from sqlalchemy import select

    from geoquiz.db.bootstrap import open_database
    from geoquiz.db.models import SavedGame

    query = (
        select(SavedGame.id, SavedGame.game_id, SavedGame.finished, SavedGame.updated_at)
        .where(SavedGame.kind == KIND)
        .order_by(SavedGame.updated_at.desc(), SavedGame.id.desc())
    )
    out: list[dict[str, Any]] = []
    with open_database(url).read_session() as session:
        for row_id, table_id, finished, saved in session.execute(query).all():
            entry: dict[str, Any] = {
                "id": table_id,
                "finished": bool(finished),
                "saved": saved.isoformat(timespec="seconds") if saved is not None else None,
            }
            try:
                raw = session.scalar(select(SavedGame.state).where(SavedGame.id == row_id))
                record = check_record(raw)
            except (ValueError, TypeError) as exc:
                entry.update(game=None, players=[], moves=0, damaged=str(exc))
            else:
                entry.update(
                    game=record["game"],
                    players=[seat["name"] for seat in record["seats"]],
                    moves=len(record["moves"]),
                )
            out.append(entry)
    return out


def delete_table(table_id: str, url: str | None = None) -> bool:
    """Delete saved table ``table_id``; whether there was one."""
    return delete_game(KIND, table_id, url)
