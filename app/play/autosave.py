"""A match's autosave: the record written off the UI thread after every change, resumed later.

One saver for every game on the laptop (issue 27): the :class:`~geoquiz.games.match.Match`
calls :meth:`MatchAutosave.submit` with its record after every move, undo and hand-over; the
process's one ordered writer (:data:`app.runtime.save_writer.WRITER`) writes it into
``db.savegames``
under ``(game, match id)``. A newer record supersedes one not yet written; a closed window loses
nothing (closing and quitting wait for the writer) and a crash at most the moves whose write had
not finished (the writer runs milliseconds behind the game).

A failing save never stops the game: its problem is one translated sentence
(``db.errors.friendly``: busy, read-only, disk full …), never SQL text or the record's JSON. The
writer hands it to :attr:`MatchAutosave.on_save_error` (the screen queues it to its status line)
and keeps it in :attr:`MatchAutosave.last_save_error`. A database another process is writing: the
first write waits at most :data:`UI_BUSY_MS`, then the writer retries with backoff
(:data:`RETRY_DELAYS`) as a job of its own, so waiting for the writer (closing the window,
quitting) waits for the retries too; a newer save supersedes a pending retry, and only if every
retry fails does the status line say that the database is busy. Every match whose latest change is
not written is listed by :func:`unsaved_games` (the main window asks before it quits).

Per-card results (Finden Sie Minden's progress statistics) go into the same transaction as the
record that carries their move (:meth:`MatchAutosave.add_results`); a superseded write hands them
on to the next one, so none is lost.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from geoquiz.app.runtime.save_writer import WRITER

__all__ = [
    "RETRY_DELAYS",
    "UI_BUSY_MS",
    "MatchAutosave",
    "Result",
    "error_line",
    "retry_unsaved",
    "unsaved_games",
]

#: How long a save's first write waits for a database another process is writing.
UI_BUSY_MS = 200
#: The background retries' waits (seconds) before the status line says "busy".
RETRY_DELAYS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0)

#: one per-card result for ``db.savegames.save_game``: (player, card id, correct, detail)
Result = tuple[str, int | None, bool, dict[str, Any]]

#: the autosaves whose latest write failed, with the problem (written on the writer's thread)
_UNSAVED: dict[int, tuple[MatchAutosave, str]] = {}


def unsaved_games() -> list[tuple[str, str]]:
    """``(game, problem)`` of every match whose latest change is not in the database."""
    return [(saver.kind, problem) for saver, problem in list(_UNSAVED.values())]


def retry_unsaved() -> int:
    """Submit the latest record of every match whose save failed again; return how many."""
    savers = [saver for saver, _problem in list(_UNSAVED.values())]
    for saver in savers:
        saver.resubmit()
    return len(savers)


def error_line(exc: BaseException) -> str:
    """One translated sentence for a failed save (never SQL text or the record's JSON)."""
    from geoquiz.db.errors import DatabaseError, friendly

    if isinstance(exc, DatabaseError):
        text = str(exc)
    elif isinstance(exc, OSError) or type(exc).__module__.startswith(("sqlalchemy", "sqlite3")):
        text = str(friendly(exc))
    else:
        first = str(exc).strip().splitlines()
        text = first[0][:200] if first else type(exc).__name__
    try:
        from geoquiz.app.cards.problems import translate_message

        return translate_message(text)
    except Exception:  # no Qt (a script): the English sentence
        return text


class MatchAutosave:
    """Writes one match's records (``kind``: the game's name, ``game_id``: the match's id)."""

    def __init__(self, kind: str, game_id: str, url: str | None = None) -> None:
        self.kind = kind
        self.game_id = game_id
        self.url = url
        #: called with the new problem sentence (None: saved again) from the writer's thread
        self.on_save_error: Callable[[str | None], None] | None = None
        self._save_error: str | None = None
        self._lock = threading.Lock()
        self._generation = 0
        self._latest: tuple[dict[str, Any], bool] | None = None
        self._results: list[Result] = []

    # --- what the match calls ------------------------------------------------------------------

    def submit(self, record: dict[str, Any], finished: bool) -> None:
        """Save ``record`` (plain JSON, made on the caller's thread) on the writer's thread."""
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._latest = (record, finished)
        WRITER.submit(self._key, lambda: self._first_write(generation))

    def add_results(self, results: list[Result]) -> None:
        """Per-card results of the move about to be submitted (written with its record)."""
        with self._lock:
            self._results.extend(results)

    def resubmit(self) -> None:
        if self._latest is not None:
            self.submit(*self._latest)

    # --- the state of the saves ----------------------------------------------------------------

    @property
    def save_error(self) -> str | None:
        """The problem of the latest save (None: saved), after waiting for the writer."""
        WRITER.flush()
        return self._save_error

    @property
    def last_save_error(self) -> str | None:
        """The problem of the latest save the writer has finished (never waits)."""
        return self._save_error

    def wait_for_saves(self, timeout: float | None = None) -> None:
        """Wait until the writer, retries included, has finished (tests; closing)."""
        WRITER.flush(timeout)

    # --- the writer's side ---------------------------------------------------------------------

    @property
    def _key(self) -> tuple[str, str, str | None]:
        return (self.kind, self.game_id, self.url)

    def _report(self, error: str | None) -> None:
        changed = error != self._save_error
        self._save_error = error
        if error is None:
            _UNSAVED.pop(id(self), None)
        else:
            _UNSAVED[id(self)] = (self, error)
        callback = self.on_save_error
        if changed and callback is not None:
            callback(error)

    def _first_write(self, generation: int) -> None:
        """The writer's job: write, or report the problem (busy: retry later)."""
        try:
            if self._write(generation, UI_BUSY_MS):
                self._report(None)
        except Exception as exc:  # the game goes on; the status line shows the problem
            self._report(error_line(exc))
            if getattr(exc, "kind", None) == "busy":  # the writer retries (a flush waits)
                WRITER.submit(self._key, lambda: self._retry_each(generation))

    def _write(self, generation: int, busy_ms: int | None) -> bool:
        """Write the latest record unless a newer one has been submitted since ``generation``;
        return whether it was written. Pending results go with it (kept if the write fails)."""
        from geoquiz.db.savegames import save_game

        with self._lock:
            if generation != self._generation or self._latest is None:
                return False
            record, finished = self._latest
            results = list(self._results)
        save_game(
            self.kind,
            self.game_id,
            record,
            finished=finished,
            url=self.url,
            busy_timeout_ms=busy_ms,
            results=results,
        )
        with self._lock:
            del self._results[: len(results)]
        return True

    def _retry_each(self, generation: int) -> None:
        for delay in RETRY_DELAYS:
            time.sleep(delay)
            if generation != self._generation:
                return  # a newer save took over
            try:
                self._write(generation, int(delay * 1000))
            except Exception as exc:
                if getattr(exc, "kind", None) != "busy":
                    self._report(error_line(exc))
                    return
                continue
            if generation == self._generation:
                self._report(None)
            return
