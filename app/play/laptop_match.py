"""The match a game screen plays on the laptop: the one driver plus the laptop's autosave.

Hot-seat is a table whose seats are all on the laptop (DESIGN §1): a screen holds a
:class:`LaptopMatch` — the Qt-free :class:`~geoquiz.games.match.Match` (rules, seats, move log,
chance, computers, undo, hand-over) and its :class:`~app.play.autosave.MatchAutosave` — for every
one of the five games; no game has a session class of its own.

* :meth:`LaptopMatch.new` starts a match from a game's config; :meth:`LaptopMatch.resume` opens
  the newest unfinished one of a game (saves of earlier versions are converted,
  ``games.match.record.convert_legacy``);
* :meth:`LaptopMatch.apply` is a move made at the laptop: it is the move of the laptop's seat to
  move, or another laptop seat's out-of-turn call; chance nodes after it are rolled at once;
* :meth:`LaptopMatch.computer_job` / :meth:`LaptopMatch.play_computer`: a computer's turn,
  thought about off the UI thread (``app.runtime.bot_runner``) on plain data.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any

from geoquiz.app.play.autosave import MatchAutosave, Result
from geoquiz.app.runtime.save_writer import WRITER
from geoquiz.games.contract import IllegalMove, bot_rng
from geoquiz.games.match import ComputerJob, Match, Seat, load_record
from geoquiz.games.match.record import convert_legacy, seats_of
from geoquiz.games.match.seats import Control

__all__ = ["LaptopMatch", "MatchFront"]


def _games() -> dict[str, Any]:
    from geoquiz.games import GAMES

    return dict(GAMES)


class MatchFront(ABC):
    """What a game screen reads of its match and asks of it, wherever the match runs: on the
    laptop (:class:`LaptopMatch`), or at a table of phones, where the table's server owns it
    and the screen plays the laptop's seats (``app.table.laptop_screen.TableLaptopMatch``).
    A screen changes the match only through :meth:`apply`, :meth:`undo`,
    :meth:`play_computer` and :meth:`timed_step`."""

    match: Match[Any, Any]
    kind: str
    persist: bool = False
    url: str | None = None
    autosave: MatchAutosave | None = None

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def game_id(self) -> str:
        return self.match.match_id

    def is_over(self) -> bool:
        return self.match.over()

    def rng(self, seat: int | None = None) -> random.Random:
        """A generator for a choice the app makes for ``seat`` (default: the seat to move),
        a function of the seed and the position, so a resumed game chooses the same."""
        seat = self.match.to_move() if seat is None else seat
        return bot_rng(self.match.seed, self.match.ply, seat or 0)

    def seat_name(self, seat: int) -> str:
        """The seat's name as the match has it (at a table, a phone's player may have typed
        their own when picking the seat; the game's config keeps the setup's)."""
        return self.match.seats[seat].name

    def is_person(self, seat: int) -> bool:
        """A person at this laptop plays ``seat`` now (not a computer, not a phone)."""
        spec = self.match.seats[seat]
        return spec.playing is None and spec.control == "laptop"

    def laptop_seats(self) -> list[int]:
        return [i for i in range(len(self.match.seats)) if self.is_person(i)]

    def movers(self) -> list[int]:
        """The seats a move made at the laptop may be of: the seat to move (if a person at the
        laptop plays it), then the laptop's other seats (an out-of-turn call)."""
        seat = self.match.to_move()
        first = [seat] if seat is not None and self.is_person(seat) else []
        return first + [s for s in self.laptop_seats() if s != seat]

    @abstractmethod
    def apply(self, move: Any, results: list[Result] | None = None) -> Any:
        """A move made at the laptop (raises ``IllegalMove``; nothing changes then); returns
        the new state."""

    @abstractmethod
    def undo(self) -> int:
        """Take back the last move of the laptop's person who moved last (``IllegalMove``
        when nothing can be taken back: something was revealed since, or nobody moved)."""

    def can_undo(self) -> bool:
        seat = self.match.undo_seat()
        return seat is not None and self.is_person(seat)

    def undo_refusal(self) -> IllegalMove:
        """Why nothing can be taken back now."""
        last = next((e for e in reversed(self.match.log) if e.by == "person"), None)
        return IllegalMove("match.undo_nothing" if last is None else "match.undo_revealed")

    def computer_job(self) -> ComputerJob[Any, Any] | None:
        """A computer's turn for the screen to think about (None: none now, or the computers
        are run elsewhere)."""
        return None

    def play_computer(
        self, job: ComputerJob[Any, Any], move: Any, results: list[Result] | None = None
    ) -> bool:
        """A computer's answer to ``job`` (False: the match has moved on since)."""
        return False

    def timed_step(self) -> bool:
        """Make the clock's own move if its time has come (False: not yet, or the clock is
        kept elsewhere)."""
        return False

    @property
    def on_save_error(self) -> Callable[[str | None], None] | None:
        return None if self.autosave is None else self.autosave.on_save_error

    @on_save_error.setter
    def on_save_error(self, callback: Callable[[str | None], None] | None) -> None:
        if self.autosave is not None:
            self.autosave.on_save_error = callback

    @property
    def last_save_error(self) -> str | None:
        return None if self.autosave is None else self.autosave.last_save_error

    @property
    def save_error(self) -> str | None:
        return None if self.autosave is None else self.autosave.save_error


class LaptopMatch(MatchFront):
    """One match on the laptop: :attr:`match` and, with ``persist``, its autosave."""

    def __init__(self, match: Match[Any, Any], *, persist: bool = True, url: str | None = None):
        self.match = match
        self.kind = match.game.NAME
        self.url = url
        self.persist = persist
        self.autosave = MatchAutosave(self.kind, match.match_id, url) if persist else None
        #: per-card results of the move being played: written with its save, once the driver
        #: has accepted it (a refused move's results are dropped)
        self._results: list[Result] = []
        match.saver = self._save if self.autosave is not None else None

    def _save(self, record: dict[str, Any], finished: bool) -> None:
        assert self.autosave is not None
        if self._results:
            self.autosave.add_results(self._results)
            self._results = []
        self.autosave.submit(record, finished)

    # --- starting and resuming ------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        kind: str,
        config: Any,
        *,
        seed: int | None = None,
        seats: Sequence[Seat] | None = None,
        persist: bool = True,
        url: str | None = None,
    ) -> LaptopMatch:
        """A new match of game ``kind`` (its registry name) from ``config`` (the contract's
        config; ``seed`` defaults to the config's own); ``seats`` default to the ones the
        config describes. Chance at the start is rolled at once."""
        game = _games()[kind]
        if seed is None:
            seed = int(
                getattr(config, "seed", 0) or getattr(getattr(config, "rules", None), "seed", 0)
            )
        start = game.new_game(config, seed)
        match: Match[Any, Any] = Match(
            game, list(seats) if seats is not None else seats_of(start), seed=seed, start=start
        )
        laptop = cls(match, persist=persist, url=url)
        match.settle()
        return laptop

    @classmethod
    def at(cls, kind: str, state: Any, seats: Sequence[Seat] | None = None) -> LaptopMatch:
        """An unsaved match from ``state`` (a test's or a demo's position)."""
        game = _games()[kind]
        seed = int(getattr(getattr(state, "config", None), "seed", 0) or 0)
        match: Match[Any, Any] = Match(
            game, list(seats) if seats is not None else seats_of(state), seed=seed, start=state
        )
        return cls(match, persist=False)

    @classmethod
    def latest_saved(cls, kind: str, url: str | None = None) -> tuple[str, dict[str, Any]] | None:
        """The newest unfinished saved match of ``kind`` as ``(id, record)``, or None; waits
        for the writer first, so the move just played is in what is read."""
        from geoquiz.db.savegames import latest_unfinished

        WRITER.flush()
        found = latest_unfinished(kind, url=url)
        return None if found is None else (found[1], found[2])

    @classmethod
    def can_resume(cls, kind: str, url: str | None = None) -> bool:
        try:
            return cls.latest_saved(kind, url) is not None
        except Exception:  # a broken database must not block the lobby
            return False

    @classmethod
    def from_saved(
        cls,
        kind: str,
        game_id: str,
        data: dict[str, Any],
        url: str | None = None,
        check: Callable[[dict[str, Any]], None] | None = None,
    ) -> LaptopMatch:
        """The match saved as ``data`` (converted if an earlier version saved it). ``check``
        may refuse a save the game cannot play any more (raising ``IllegalMove``)."""
        games = _games()
        record = convert_legacy(games, data, kind)
        if check is not None and isinstance(record, dict):
            check(record)
        match = load_record(games, record, match_id=game_id)
        laptop = cls(match, persist=True, url=url)
        match.settle()
        return laptop

    @classmethod
    def resume(
        cls,
        kind: str,
        *,
        url: str | None = None,
        check: Callable[[dict[str, Any]], None] | None = None,
    ) -> LaptopMatch | None:
        """The newest unfinished saved match of ``kind``, or None."""
        found = cls.latest_saved(kind, url)
        if found is None:
            return None
        game_id, data = found
        return cls.from_saved(kind, game_id, data, url, check)

    # --- the game ---------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.match.state

    @state.setter
    def state(self, state: Any) -> None:
        """Start the match again at ``state`` (a test's or a demo's rigged position): its log
        begins there, so a save replays from it."""
        old = self.match
        self.match = Match(
            old.game, old.seats, seed=old.seed, start=state, match_id=old.match_id, clock=old.clock
        )
        self.match.saver = old.saver

    def apply(self, move: Any, results: list[Result] | None = None) -> Any:
        """A move made at the laptop (raises ``IllegalMove``; nothing changes then): the move of
        the seat to move if a person at the laptop plays it, else another laptop seat's own
        out-of-turn call. Chance nodes after it are rolled at once. ``results``: per-card
        results written with the move's save. Returns the new state."""
        match = self.match
        refusal: IllegalMove | None = None
        self._results = list(results or [])
        try:
            for candidate in self.movers():
                try:
                    match.play(candidate, move)
                except IllegalMove as exc:
                    if exc.code != "match.not_your_turn":
                        raise
                    refusal = refusal or exc
                    continue
                match.settle()
                return match.state
        finally:
            self._results = []
        raise refusal or IllegalMove("match.not_your_turn")

    def computer_job(self) -> ComputerJob[Any, Any] | None:
        return self.match.computer_job()

    def play_computer(
        self, job: ComputerJob[Any, Any], move: Any, results: list[Result] | None = None
    ) -> bool:
        self._results = list(results or [])
        try:
            played = self.match.play_computer(job, move)
        finally:
            self._results = []
        if played:
            self.match.settle()
        return played

    def undo(self) -> int:
        """Take back the last move of the laptop's person who moved last (``IllegalMove``
        when nothing can be taken back: something was revealed since, or nobody moved)."""
        seat = self.match.undo_seat()
        if seat is None or not self.is_person(seat):
            raise self.undo_refusal()
        return self.match.undo(seat)

    def timed_step(self) -> bool:
        return self.match.timed_step()

    def hand_over(self, seat: int, control: Control, level: str | None = None) -> None:
        """Give ``seat`` to a person at the laptop or a computer of ``level`` mid-game
        (``Match.hand_over``; saved at once)."""
        self.match.hand_over(seat, control, level)

    # --- saves --------------------------------------------------------------------------------

    def save(self) -> None:
        """Save the match now (it saves itself after every change)."""
        self.match.save()

    def wait_for_saves(self, timeout: float | None = None) -> None:
        WRITER.flush(timeout)
