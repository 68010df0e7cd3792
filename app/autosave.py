"""A running game on screen: applies moves through its engine, autosaves after each, resumes.

Every game screen holds one :class:`AutosavedGame`. The engine stays pure; this is the one place
where a screen's game meets the database (``db.savegames``, DESIGN §1): the state is saved after
every move, so a crash or a closed window loses at most the move in progress, and "Resume" picks
up the newest unfinished game of the kind. A failing save never stops the game: the error is kept
in ``save_error`` for the status line, as one translated sentence (``db.errors.friendly``: busy,
read-only, disk full …), never SQL text or the state's JSON.

A database another process is writing does not freeze the window: the save on the UI thread waits
at most :data:`UI_BUSY_MS`, then a background thread retries with backoff (:data:`RETRY_DELAYS`);
a newer move's save supersedes a pending retry, and only if every retry fails does the status line
say that the database is busy.

The computer players' random numbers are derived, not kept: :attr:`AutosavedGame.rng` is
``games.contract.bot_rng(seed, position, seat)`` with ``position`` a digest of the saved state, so
a resumed game plays exactly as it would have without the interruption.

A game subclasses it and names its kind and engine::

    class TageSession(AutosavedGame[State, Move]):
        kind = "tage"
        rules = Rules(apply=apply, is_over=is_over, from_dict=State.from_dict)
"""

from __future__ import annotations

import hashlib
import json
import random
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from geoquiz.games.contract import bot_rng

__all__ = ["RETRY_DELAYS", "UI_BUSY_MS", "AutosavedGame", "Rules", "error_line"]

#: How long a save on the UI thread waits for a database another process is writing.
UI_BUSY_MS = 200
#: The background retries' waits (seconds) before the status line says "busy".
RETRY_DELAYS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0)


def error_line(exc: BaseException) -> str:
    """One translated sentence for a failed save (never SQL text or the state's JSON)."""
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


class _Savable(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=_Savable)
M = TypeVar("M")


@dataclass(frozen=True)
class Rules(Generic[S, M]):
    """The parts of an engine (DESIGN §1) a session needs."""

    apply: Callable[[S, M], S]
    is_over: Callable[[S], bool]
    from_dict: Callable[[dict[str, Any]], S]


class AutosavedGame(Generic[S, M]):
    """One game: its state, its id, and where it is saved (``persist=False`` keeps it in memory)."""

    #: the ``kind`` of the saved games (``db.savegames``)
    kind: ClassVar[str]
    rules: ClassVar[Rules[Any, Any]]
    #: mixed into the game's seed for the computer players' own random choices
    rng_salt: ClassVar[int] = 0

    def __init__(
        self, state: S, game_id: str, *, persist: bool = True, url: str | None = None
    ) -> None:
        self.state = state
        self.game_id = game_id
        self.persist = persist
        self.url = url
        self.save_error: str | None = None
        self.seed = int(getattr(getattr(state, "config", None), "seed", 0) or 0) ^ self.rng_salt
        self._save_lock = threading.Lock()
        self._generation = 0
        self._retry: threading.Thread | None = None

    def rng_for(self, seat: int) -> random.Random:
        """The generator computer player ``seat`` thinks with now (a function of the position)."""
        digest = hashlib.sha256(
            json.dumps(self.state.to_dict(), sort_keys=True, default=str).encode()
        ).digest()
        return bot_rng(self.seed, int.from_bytes(digest[:8], "big"), seat)

    @property
    def rng(self) -> random.Random:
        """:meth:`rng_for` the player to move (``state.current``; seat 0 if the state has none)."""
        seat = getattr(self.state, "current", 0)
        return self.rng_for(seat if isinstance(seat, int) else 0)

    @classmethod
    def start(cls, state: S, *, persist: bool = True, url: str | None = None) -> Self:
        """A new game from its first state, saved at once."""
        session = cls(state, uuid.uuid4().hex, persist=persist, url=url)
        session.save()
        return session

    @classmethod
    def resume(cls, *, url: str | None = None) -> Self | None:
        """The newest unfinished saved game of this kind, or None."""
        from geoquiz.db.savegames import latest_unfinished

        found = latest_unfinished(cls.kind, url=url)
        if found is None:
            return None
        _, game_id, data = found
        return cls(cls.rules.from_dict(data), game_id, persist=True, url=url)

    @classmethod
    def can_resume(cls, url: str | None = None) -> bool:
        try:
            from geoquiz.db.savegames import latest_unfinished

            return latest_unfinished(cls.kind, url=url) is not None
        except Exception:  # a broken database must not block the lobby
            return False

    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    def apply(self, move: M) -> S:
        """Apply ``move`` (raises ``IllegalMove``), autosave, return the new state."""
        self.state = self.rules.apply(self.state, move)
        self.save()
        return self.state

    def save(self) -> None:
        """Save the current state; a busy database is retried off the UI thread."""
        if not self.persist:
            return
        self._generation += 1
        generation = self._generation
        payload = (self.state.to_dict(), self.is_over())
        try:
            self._write(generation, payload, UI_BUSY_MS)
            self.save_error = None
        except Exception as exc:  # the game goes on; the status line shows the problem
            self.save_error = error_line(exc)
            if getattr(exc, "kind", None) == "busy":
                self._retry = threading.Thread(
                    target=self._retry_later, args=(generation, payload), daemon=True
                )
                self._retry.start()

    def _write(
        self, generation: int, payload: tuple[dict[str, Any], bool], busy_ms: int | None
    ) -> bool:
        """Write ``payload`` unless a newer save has been made; return whether it was written."""
        from geoquiz.db.savegames import save_game

        with self._save_lock:
            if generation != self._generation:
                return False
            state, finished = payload
            save_game(
                self.kind,
                self.game_id,
                state,
                finished=finished,
                url=self.url,
                busy_timeout_ms=busy_ms,
            )
            return True

    def _retry_later(self, generation: int, payload: tuple[dict[str, Any], bool]) -> None:
        for delay in RETRY_DELAYS:
            time.sleep(delay)
            if generation != self._generation:
                return  # a newer move's save took over
            try:
                self._write(generation, payload, int(delay * 1000))
            except Exception as exc:
                if getattr(exc, "kind", None) != "busy":
                    self.save_error = error_line(exc)
                    return
                continue
            if generation == self._generation:
                self.save_error = None
            return

    def wait_for_saves(self, timeout: float | None = None) -> None:
        """Wait until a background retry has finished (tests; closing the window)."""
        if self._retry is not None:
            self._retry.join(timeout)
