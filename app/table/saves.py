"""Autosave and resume of a table game (issue 16; the record is described in
:mod:`geoquiz.db.table_saves`).

* :func:`table_record` — what is saved after every move: the match's record
  (:meth:`geoquiz.games.match.Match.record`: the game, its seed and first state, the seats as
  they are played now — after every hand-over of the host —, the moves) and the table's own
  extras under ``"table"``: the port it listens on and each seat's join code as its SHA-256 only;
* :func:`resume_session` — the table again, from a record of this version or of the table's
  own earlier format (``convert_legacy``): the moves are replayed through the engine
  (:func:`~geoquiz.games.match.load_record`), so a damaged record is refused with one line,
  never half-loaded; the seats keep their names, controls and join-code hashes, so every phone
  that had joined rejoins with its old link;
* :class:`TableSaver` — writes the records off the server's and the UI's threads: one worker
  thread, the newest record supersedes one not yet written, a failed write is kept as one
  translated line (``error``) and the table plays on.
"""

from __future__ import annotations

import logging
import socket
from dataclasses import replace
from typing import Any

from geoquiz.app.runtime.save_writer import WRITER
from geoquiz.app.table.session import TableSession
from geoquiz.app.table.web import lan_address
from geoquiz.db.table_saves import check_record

__all__ = ["TableSaver", "load_saved", "resume_port", "resume_session", "table_record"]

log = logging.getLogger("geoquiz.table")


def table_record(session: TableSession) -> dict[str, Any]:
    """The saved form of ``session`` now (plain JSON; no join code in it)."""
    record = session.match.record()
    record["table"] = {
        "port": session.port,
        "tokens": [seat.token_hash for seat in session.seats],
    }
    return record


def resume_session(record: dict[str, Any], table_id: str) -> TableSession:
    """The table saved as ``record`` under ``table_id``, every move replayed.

    Raises ``ValueError`` with one line when the record is damaged, names a game that is not
    installed, or a move the game refuses."""
    from geoquiz.games import GAMES
    from geoquiz.games.match import convert_legacy, load_record

    data = check_record(convert_legacy(GAMES, check_record(record)))
    match = load_record(GAMES, data)
    for i, seat in enumerate(match.seats):
        if seat.stand_in is None:
            continue
        if seat.stand_in not in match.game.bots or seat.computer:
            raise ValueError(f"seat {i + 1} of the saved table has a damaged stand-in")
        if match.to_move() != i:
            match.seats[i] = replace(seat, stand_in=None)  # the skipped turn was over
    extras = data["table"]
    return TableSession(match, table_id=table_id, port=extras["port"], tokens=extras["tokens"])


def resume_port(session: TableSession, bind: str | None, asked: int = 0) -> int:
    """The port a resumed table listens on: ``asked`` if given, else the one it had (the
    phones' old links point there) when it is free, else a random one (0)."""
    if asked or not session.port:
        return asked
    address = bind or lan_address()
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((address, session.port))
        except OSError:
            log.warning("the table's old port is taken: the phones need new codes")
            return 0
    return session.port


def load_saved(table_id: str | None = None, url: str | None = None) -> TableSession:
    """The saved table ``table_id`` (default: the newest unfinished one) as a session.
    ``LookupError`` when there is none; ``ValueError`` (one line) when it is damaged."""
    from geoquiz.db.table_saves import latest_table, load_table

    if table_id is None:
        found = latest_table(url)
        if found is None:
            raise LookupError("there is no unfinished table game to resume")
        table_id, record = found
    else:
        loaded = load_table(table_id, url)
        if loaded is None:
            raise LookupError(f"there is no saved table {table_id!r}")
        record = loaded
    return resume_session(record, table_id)


class TableSaver:
    """Saves a table's records off the server thread (``db.table_saves.save_table``), through the
    process's one ordered save writer (:data:`geoquiz.app.runtime.save_writer.WRITER`, which the
    game
    screens' autosaves use too).

    A table is first saved with its first move: one opened and closed again is not offered.
    :meth:`submit` returns at once (the server thread never waits for the database); the newest
    record supersedes one still waiting (the writer's key is the table's id). :meth:`flush`
    waits until everything submitted is written, :meth:`close` flushes and takes no more.
    ``url``: the database (default: the user's)."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url
        #: the last write's failure as one translated line, None after a good write
        self.error: str | None = None
        self._closed = False

    def submit(self, session: TableSession) -> None:
        """Save ``session`` as it is now (its record is taken here, in the caller's thread)."""
        if self._closed:
            return
        table_id, record, finished = session.table_id, table_record(session), session.over()
        if not record["moves"] and not finished:
            return  # a table where nobody has moved yet is nothing to resume (issue 29)
        WRITER.submit(("table", table_id), lambda: self._write(table_id, record, finished))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted record is written; False on timeout."""
        return WRITER.flush(timeout)

    def close(self) -> None:
        self.flush()
        self._closed = True

    def _write(self, table_id: str, record: dict[str, Any], finished: bool) -> None:
        from geoquiz.app.play.autosave import error_line
        from geoquiz.db.table_saves import save_table

        try:
            save_table(table_id, record, finished=finished, url=self.url)
            self.error = None
        except Exception as exc:  # noqa: BLE001 - the table plays on; the line says why
            self.error = error_line(exc)
            log.warning("the table could not be saved: %s", type(exc).__name__)
