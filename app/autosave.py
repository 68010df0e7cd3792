"""A running game on screen: applies moves through its engine, autosaves after each, resumes.

Every game screen holds one :class:`AutosavedGame`. The engine stays pure; this is the one place
where a screen's game meets the database (``db.savegames``, DESIGN §1): the state is saved after
every move, so a closed window loses nothing and a crash at most the moves whose write had not
finished (the writer runs milliseconds behind the game), and "Resume" picks up the newest
unfinished game of the kind.

The save happens off the UI thread (issue 15): :meth:`AutosavedGame.save` hands the state itself
to the process's one ordered writer (:data:`app.save_writer.WRITER`), whose job serialises it
(``to_dict``: a Finden-Sie-Minden state carries its whole deck; on the UI thread that took up
to 18 ms, ``bench/bench_stall.py``) and writes it. The states are frozen dataclasses, so the
writer reads exactly the state of the move that was saved however far the game has gone on
meanwhile; a newer state of the game supersedes one that is not yet written (and is then never
serialised).
:meth:`AutosavedGame.resume` and :meth:`AutosavedGame.can_resume` flush the writer before they
read, and so does closing the main window and quitting, so nothing is lost.

A failing save never stops the game: its problem is one translated sentence
(``db.errors.friendly``: busy, read-only, disk full …), never SQL text or the state's JSON. The
writer hands it to :attr:`AutosavedGame.on_save_error` (the screen queues it to its status line)
and keeps it in :attr:`AutosavedGame.last_save_error`; :attr:`AutosavedGame.save_error` is the
same after waiting for this game's writes. A database another process is writing: the first
write waits at most :data:`UI_BUSY_MS`, then the writer retries with backoff
(:data:`RETRY_DELAYS`) as a job of its own, so waiting for the writer (closing the window,
quitting) waits for the retries too; a newer move's save supersedes a pending retry, and only if
every retry fails does the status line say that the database is busy. Every game whose latest
move is not written is listed by :func:`unsaved_games` (the main window asks before it quits).

The computer players' random numbers are derived, not kept: :attr:`AutosavedGame.rng` is
``games.contract.bot_rng(seed, position, seat)`` with ``position`` a digest of the saved state, so
a resumed game plays exactly as it would have without the interruption.

A game subclasses it and names its kind and engine package::

    class TageSession(AutosavedGame[State, Move]):
        kind = "tage"
        rules = engine_rules(geoquiz.games.tage)
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
from types import ModuleType
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from geoquiz.app.save_writer import WRITER
from geoquiz.games.contract import bot_rng

__all__ = [
    "RETRY_DELAYS",
    "UI_BUSY_MS",
    "AutosavedGame",
    "Rules",
    "engine_rules",
    "error_line",
    "retry_unsaved",
    "unsaved_games",
]

#: How long a save's first write waits for a database another process is writing.
UI_BUSY_MS = 200
#: The background retries' waits (seconds) before the status line says "busy".
RETRY_DELAYS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0)


#: the games whose latest save failed, with the problem (written on the writer's thread)
_UNSAVED: dict[int, tuple[AutosavedGame[Any, Any], str]] = {}


def unsaved_games() -> list[tuple[str, str]]:
    """``(kind, problem)`` of every game whose latest move is not in the database."""
    return [(game.kind, problem) for game, problem in list(_UNSAVED.values())]


def retry_unsaved() -> int:
    """Submit the save of every game whose latest save failed again; return how many."""
    games = [game for game, _problem in list(_UNSAVED.values())]
    for game in games:
        game.save()
    return len(games)


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
    #: ``new_game(config, *setup)`` (None: the game starts from :meth:`AutosavedGame.start`)
    new_game: Callable[..., S] | None = None
    #: ``bot(state, seat, rng, level)``: the computer player of a game whose seats have a level
    bot: Callable[[S, int, random.Random, str], M] | None = None


def engine_rules(
    engine: ModuleType, bot: Callable[[Any, int, random.Random, str], Any] | None = None
) -> Rules[Any, Any]:
    """The :class:`Rules` of a game package (``games.<key>``: ``apply``, ``is_over``,
    ``State.from_dict``, ``new_game``) and its ``bot``, so a session names its engine in one
    line."""
    return Rules(
        apply=engine.apply,
        is_over=engine.is_over,
        from_dict=engine.State.from_dict,
        new_game=engine.new_game,
        bot=bot,
    )


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
        self._save_error: str | None = None
        #: called with the new problem sentence (None: saved again) from the writer's thread
        self.on_save_error: Callable[[str | None], None] | None = None
        self.seed = int(getattr(getattr(state, "config", None), "seed", 0) or 0) ^ self.rng_salt
        self._save_lock = threading.Lock()
        self._generation = 0

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
    def new(cls, config: Any, *setup: Any, persist: bool = True, url: str | None = None) -> Self:
        """A new game: the engine's ``new_game(config, *setup)``, saved at once."""
        new_game = cls.rules.new_game
        if new_game is None:
            raise TypeError(f"{cls.__name__} starts from a state: use start()")
        return cls.start(new_game(config, *setup), persist=persist, url=url)

    @classmethod
    def resume(cls, *, url: str | None = None) -> Self | None:
        """The newest unfinished saved game of this kind, or None."""
        found = cls.latest_saved(url)
        if found is None:
            return None
        game_id, data = found
        return cls.from_saved(game_id, data, url)

    @classmethod
    def from_saved(cls, game_id: str, data: dict[str, Any], url: str | None) -> Self:
        """The game saved as ``data`` (a game refuses a save it can no longer play here)."""
        return cls(cls.rules.from_dict(data), game_id, persist=True, url=url)

    @classmethod
    def latest_saved(cls, url: str | None = None) -> tuple[str, dict[str, Any]] | None:
        """The newest unfinished saved game of this kind as ``(game id, state dict)``, or None.

        Waits for the writer first, so the move just played is in what is read."""
        from geoquiz.db.savegames import latest_unfinished

        WRITER.flush()
        found = latest_unfinished(cls.kind, url=url)
        return None if found is None else (found[1], found[2])

    @classmethod
    def can_resume(cls, url: str | None = None) -> bool:
        try:
            return cls.latest_saved(url) is not None
        except Exception:  # a broken database must not block the lobby
            return False

    def computer_move(self) -> M:
        """The move of the computer player to move: :attr:`Rules.bot` at the seat's level
        (``state.config.players[seat].level``), thinking with :meth:`rng_for` the seat."""
        bot = self.rules.bot
        if bot is None:
            raise TypeError(f"{type(self).__name__} has no computer players")
        state: Any = self.state
        seat = int(state.current)
        return bot(state, seat, self.rng_for(seat), state.config.players[seat].level)

    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    def apply(self, move: M) -> S:
        """Apply ``move`` (raises ``IllegalMove``), autosave, return the new state."""
        before = self.state
        self.state = self.rules.apply(before, move)
        self._moved(before, self.state)
        self.save()
        return self.state

    def _moved(self, before: S, after: S) -> None:
        """Called between a move and its save (a game adds what its save carries besides)."""

    @property
    def save_error(self) -> str | None:
        """The problem of this game's latest save (None: saved), after waiting for the writer.

        The screens' status lines use :attr:`last_save_error`, which does not wait."""
        WRITER.flush()
        return self._save_error

    @property
    def last_save_error(self) -> str | None:
        """The problem of the latest save the writer has finished (never waits)."""
        return self._save_error

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

    def save(self) -> None:
        """Save the current state: the writer's thread serialises and writes it.

        Nothing of the save runs here but the hand-over: the state is frozen, so the writer may
        encode it later on its own thread (:meth:`encode`)."""
        if not self.persist:
            return
        self._generation += 1
        generation = self._generation
        state = self.state
        WRITER.submit(
            (self.kind, self.game_id, self.url), lambda: self._first_write(generation, state)
        )

    def encode(self, state: S) -> tuple[dict[str, Any], bool]:
        """What a save of ``state`` writes: its JSON-ready dict and whether the game is over."""
        return state.to_dict(), bool(self.rules.is_over(state))

    def _first_write(self, generation: int, state: S) -> None:
        """The writer's job: encode and write, or report the problem (busy: retry later).

        A save superseded before its turn is not even encoded; a state that cannot be encoded
        is reported like a failed write."""
        if generation != self._generation:
            return
        try:
            payload = self.encode(state)
        except Exception as exc:  # the game goes on; the status line shows the problem
            self._report(error_line(exc))
            return
        try:
            if self._write(generation, payload, UI_BUSY_MS):
                self._report(None)
        except Exception as exc:  # the game goes on; the status line shows the problem
            self._report(error_line(exc))
            if getattr(exc, "kind", None) == "busy":  # the writer retries (a flush waits)
                WRITER.submit(
                    (self.kind, self.game_id, self.url),
                    lambda: self._retry_each(generation, payload),
                )

    def _write(
        self, generation: int, payload: tuple[dict[str, Any], bool], busy_ms: int | None
    ) -> bool:
        """Write ``payload`` unless a newer save has been made; return whether it was written."""
        with self._save_lock:
            if generation != self._generation:
                return False
            state, finished = payload
            self._store(state, finished, busy_ms)
            return True

    def _store(
        self, state: dict[str, Any], finished: bool, busy_ms: int | None, **extra: Any
    ) -> None:
        """One database write of ``state`` and ``extra`` (``db.savegames.save_game``'s keywords),
        under the save lock."""
        from geoquiz.db.savegames import save_game

        save_game(
            self.kind,
            self.game_id,
            state,
            finished=finished,
            url=self.url,
            busy_timeout_ms=busy_ms,
            **extra,
        )

    def _retry_each(self, generation: int, payload: tuple[dict[str, Any], bool]) -> None:
        for delay in RETRY_DELAYS:
            time.sleep(delay)
            if generation != self._generation:
                return  # a newer move's save took over
            try:
                self._write(generation, payload, int(delay * 1000))
            except Exception as exc:
                if getattr(exc, "kind", None) != "busy":
                    self._report(error_line(exc))
                    return
                continue
            if generation == self._generation:
                self._report(None)
            return

    def wait_for_saves(self, timeout: float | None = None) -> None:
        """Wait until the writer, retries included, has finished (tests; closing)."""
        WRITER.flush(timeout)
