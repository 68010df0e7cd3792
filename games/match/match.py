"""The one match driver (DESIGN §1, issue 27): every way of playing goes through a :class:`Match`.

The laptop alone (hot-seat), the laptop with phones, the CLI ``host``, the benchmarks and the
tests all hold a ``Match``: the game (a :class:`~geoquiz.games.contract.Game`), its seed and first
state, the seats (:class:`~.seats.Seat`: who controls each, changeable mid-game), the move log,
chance, the computer players' turns, the clock of a timed game, undo and saving. No Qt, no SQL:

* a person's move goes through :meth:`Match.play` (``legal_moves``/``apply``: the engine is the
  only authority; a refused move raises :class:`~geoquiz.games.contract.IllegalMove` with a
  stable code and changes nothing);
* chance nodes are rolled with :func:`~geoquiz.games.contract.chance_rng` of the seed and the
  position (:meth:`Match.settle`), so a resumed game rolls what it would have rolled;
* a computer seat thinks with :func:`~geoquiz.games.contract.bot_rng` of the seed, the position
  and the seat: :meth:`Match.computer_job` gives the work as plain data for a runner off the UI
  thread, :meth:`Match.play_computer` applies its answer if the match is still where it was;
  :meth:`Match.step` does both at once (CLI, tests, benchmarks);
* :meth:`Match.undo` takes back a person's own last move while nothing new was revealed since
  (no die rolled, no card or tile drawn, no other person's move — Board Game Arena's rule; the
  game's optional ``reveals(state, move)`` hook says which of its moves reveal something);
* :meth:`Match.hand_over` gives a seat to a computer, a phone or the laptop mid-game;
* :meth:`Match.since` lists the other seats' moves since a seat's own last one (the last-move
  highlight of every board);
* every change calls the injected ``saver`` with :meth:`Match.record` — ``(game, seed, first
  state, seats, moves)``, :mod:`.record` — so autosave is one line for every way of playing.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, Literal, TypeVar

from geoquiz.games.contract import (
    CHANCE,
    TERMINAL,
    Game,
    IllegalMove,
    Player,
    bot_rng,
    chance_rng,
    sample_chance,
)
from geoquiz.games.contract_helpers import out_of_turn_moves, reveals
from geoquiz.games.match.seats import CONTROLS, Control, Seat, default_level
from geoquiz.games.match.timing import Timing, timing_of

__all__ = ["ComputerJob", "Entry", "Match", "Saver"]

S = TypeVar("S")
M = TypeVar("M")

#: who made a logged move
By = Literal["person", "computer", "chance", "clock"]
#: what the driver calls after every change: the match's record and whether the game is over
Saver = Callable[[dict[str, Any], bool], None]


@dataclass(frozen=True)
class Entry:
    """One logged move: the ``seat`` that made it (None: chance or the clock), who made it, the
    move as the game encodes it, and whether it revealed something (undo stops there)."""

    seat: int | None
    by: By
    move: dict[str, Any]
    reveals: bool

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "by": self.by, "move": self.move, "reveals": self.reveals}


@dataclass(frozen=True)
class ComputerJob(Generic[S, M]):
    """A computer player's turn as plain data: a runner calls :meth:`run` on any thread and
    hands the move to :meth:`Match.play_computer`, which plays it only if the match is still at
    ``ply``."""

    game: Any
    state: S
    seat: int
    level: str
    ply: int
    seed: int

    def run(self) -> M:
        choose = self.game.bots[self.level]
        move: M = choose(self.state, self.seat, bot_rng(self.seed, self.ply, self.seat))
        return move


class Match(Generic[S, M]):
    """One game being played. Build it with :meth:`new` or :func:`.record.load_record`."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        *,
        seed: int,
        start: S,
        match_id: str | None = None,
        clock: Callable[[], float] = time.time,
        saver: Saver | None = None,
    ) -> None:
        self.game = game
        self.seats: list[Seat] = list(seats)
        self.seed = int(seed)
        self.start: S = start
        self.state: S = start
        self.match_id = match_id or uuid.uuid4().hex
        self.clock = clock
        self.saver = saver
        self.timing: Timing | None = timing_of(game)
        self.log: list[Entry] = []
        self._start_json: dict[str, Any] | None = None
        #: the state before each logged move (undo returns to one of them)
        self._before: list[S] = []
        for seat in self.seats:
            if seat.level is not None and seat.level not in game.bots:
                raise ValueError(f"{game.NAME} has no computer level {seat.level!r}")

    @classmethod
    def new(
        cls,
        game: Game,
        config: Any,
        seed: int,
        seats: Sequence[Seat],
        *,
        saver: Saver | None = None,
        clock: Callable[[], float] = time.time,
        match_id: str | None = None,
    ) -> Match[Any, Any]:
        """A new match of ``game`` from ``config`` and ``seed`` (not saved before its first
        change: a game opened and closed again is not offered for resuming)."""
        start = game.new_game(config, seed)
        match: Match[Any, Any] = Match(
            game, seats, seed=seed, start=start, saver=saver, clock=clock, match_id=match_id
        )
        return match

    # --- where the game is -------------------------------------------------------------------

    @property
    def ply(self) -> int:
        """How many moves have been made (chance and clock included)."""
        return len(self.log)

    def current(self) -> Player:
        return self.game.current_player(self.state)

    def over(self) -> bool:
        return self.current() == TERMINAL

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see now (None: the public board)."""
        return self.game.view(self.state, seat)

    def ranking(self) -> list[list[int]]:
        return self.game.ranking(self.state)

    def to_move(self) -> int | None:
        """The seat to move now, or None (chance, the end)."""
        current = self.current()
        return current if isinstance(current, int) else None

    def computer_seat(self) -> int | None:
        """The seat to move if a computer plays it now (its own or a stand-in), else None."""
        seat = self.to_move()
        return seat if seat is not None and self.seats[seat].playing is not None else None

    def automatic(self) -> bool:
        """True when the next step is the driver's own: a chance node or a computer's turn."""
        return self.current() == CHANCE or self.computer_seat() is not None

    # --- the moves a person may make ----------------------------------------------------------

    def out_of_turn(self, seat: int) -> list[M]:
        """The moves ``seat`` may make now although another seat is to move (its own "Stopp und
        1!" while the others write: ``contract_helpers.out_of_turn_moves``)."""
        if self.current() in (seat, TERMINAL):
            return []
        moves: list[M] = out_of_turn_moves(self.game, self.state, seat)
        return moves

    def legal(self, seat: int) -> list[M]:
        """The moves the person at ``seat`` may make now (none while a computer plays it; a
        phone is not offered the moves the clock makes; a timed move only if the game accepts it
        at the driver's time now)."""
        if self.seats[seat].playing is not None or self.over():
            return []
        if self.current() == seat:
            moves: list[M] = list(self.game.legal_moves(self.state))
        else:
            moves = self.out_of_turn(seat)
        if self.timing is not None and self.seats[seat].control == "phone":
            moves = [m for m in moves if not self.timing.tables_own(self.state, m)]
        if self.timing is not None:  # a move waiting for its time is the clock's, not yet legal
            moves = [m for m in moves if self._legal_now(m)]
        return moves

    def _legal_now(self, move: M) -> bool:
        """``move`` stamped with the driver's time now is one the game accepts (the engine lists
        a waiting move, the end of the round, at the time it becomes legal)."""
        try:
            self.game.apply(self.state, self.stamped(move))
        except IllegalMove:
            return False
        return True

    def stamped(self, move: M, now: float | None = None) -> M:
        """``move`` with the driver's time (``now``, else the clock's), for a game whose moves
        carry one."""
        if self.timing is None:
            return move
        stamped: M = self.timing.stamp(self.state, move, self.clock() if now is None else now)
        return stamped

    def play(self, seat: int, move: M) -> None:
        """The person at ``seat`` makes ``move``. Raises :class:`IllegalMove` (``match.*`` codes
        for the driver's refusals, the game's own otherwise); nothing changes then.

        A seat that is not to move may make only one of its :meth:`out_of_turn` moves; a computer
        seat makes no person's move; a timed move gets the driver's time."""
        current = self.current()
        if current == TERMINAL:
            raise IllegalMove("match.game_over")
        if not 0 <= seat < len(self.seats) or self.seats[seat].playing is not None:
            raise IllegalMove("match.not_your_turn")
        # one reading of the clock for the move and what it is compared with (read for each,
        # a wall clock made every out-of-turn call differ from its allowed twin by microseconds)
        now = self.clock() if self.timing is not None else 0.0
        move = self.stamped(move, now)
        if current != seat:
            allowed = [self.stamped(m, now) for m in self.out_of_turn(seat)]
            if move not in allowed:
                raise IllegalMove("match.not_your_turn")
        elif any(
            move == self.stamped(m, now)
            for other in range(len(self.seats))
            if other != seat
            for m in out_of_turn_moves(self.game, self.state, other)
        ):
            raise IllegalMove("match.not_your_turn")  # another seat's own call
        if (
            self.timing is not None
            and self.seats[seat].control == "phone"
            and self.timing.tables_own(self.state, move)
        ):
            raise IllegalMove("match.not_your_turn")  # the clock makes it
        self._apply(seat, "person", move)

    # --- what the driver does itself ------------------------------------------------------------

    def settle(self) -> int:
        """Roll every chance node now due; return how many."""
        rolled = 0
        while self.current() == CHANCE:
            outcomes = self.game.chance_outcomes(self.state)
            self._apply(None, "chance", sample_chance(outcomes, chance_rng(self.seed, self.ply)))
            rolled += 1
        return rolled

    def computer_job(self) -> ComputerJob[S, M] | None:
        """The computer's turn to think about (plain data, for a runner), or None."""
        seat = self.computer_seat()
        if seat is None:
            return None
        level = self.seats[seat].playing
        assert level is not None
        return ComputerJob(self.game, self.state, seat, level, self.ply, self.seed)

    def play_computer(self, job: ComputerJob[S, M], move: M) -> bool:
        """Play the move a computer chose in ``job``; False (nothing played) when the match has
        moved on since, the seat changed hands, or the clock does not allow the move yet."""
        if self.ply != job.ply or self.computer_seat() != job.seat:
            return False
        try:
            self._apply(job.seat, "computer", self.stamped(move))
        except IllegalMove:
            if self.timing is None:
                raise
            return False  # it chose to wait for the clock (a deadline not reached yet)
        return True

    def step(self) -> bool:
        """Roll a chance node or let a computer move, here and now; False when it is a
        person's turn (or the computer waits for the clock)."""
        if self.current() == CHANCE:
            self.settle()
            return True
        job = self.computer_job()
        if job is None:
            return False
        return self.play_computer(job, job.run())

    def deadline(self) -> float | None:
        """When the driver itself moves next by the clock, or None."""
        if self.timing is None or self.over():
            return None
        return self.timing.deadline(self.state)

    def timed_step(self) -> bool:
        """Make the clock's own move if its time has come ("Stopp und Aus!" at the end of the
        round timer, the entry after the grace)."""
        if self.timing is None or self.over():
            return False
        move = self.timing.due_move(self.state, self.clock())
        if move is None:
            return False
        self._apply(None, "clock", move)
        return True

    def _apply(self, seat: int | None, by: By, move: M) -> None:
        before = self.state
        after = self.game.apply(before, move)
        shows = by == "chance" or reveals(self.game, before, move)
        self.state = after
        self._before.append(before)
        self.log.append(Entry(seat, by, self.game.encode_move(move), shows))
        current = self.current()
        self.seats = [
            replace(s, stand_in=None) if s.stand_in is not None and i != current else s
            for i, s in enumerate(self.seats)
        ]  # a skipped turn is over: the person plays again
        self.save()

    # --- undo ------------------------------------------------------------------------------

    def _undo_span(self, seat: int) -> int:
        """How many log entries an undo by ``seat`` takes back, or raises the refusal."""
        i = len(self.log) - 1
        while i >= 0 and self.log[i].by == "computer" and not self.log[i].reveals:
            i -= 1  # a computer's quiet moves after mine are taken back with it
        if i < 0 or not any(e.seat == seat and e.by == "person" for e in self.log[: i + 1]):
            raise IllegalMove("match.undo_nothing")
        entry = self.log[i]
        if entry.seat != seat or entry.by != "person" or entry.reveals:
            raise IllegalMove("match.undo_revealed")
        return len(self.log) - i

    def can_undo(self, seat: int) -> bool:
        try:
            self._undo_span(seat)
        except IllegalMove:
            return False
        return self.seats[seat].playing is None

    def undo_seat(self) -> int | None:
        """The seat whose last move :meth:`undo` would take back now (the person who moved
        last, with nothing revealed since), or None."""
        for entry in reversed(self.log):
            if entry.by == "person":
                return entry.seat if entry.seat is not None and self.can_undo(entry.seat) else None
            if entry.by != "computer" or entry.reveals:
                return None
        return None

    def undo(self, seat: int) -> int:
        """Take back ``seat``'s own last move (and the computers' quiet moves after it); return
        how many moves were taken back. Raises ``IllegalMove("match.undo_nothing")`` when the
        seat has no move to take back, ``IllegalMove("match.undo_revealed")`` when something
        was revealed since (a die, a draw, another person's move) or the move itself revealed."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].playing is not None:
            raise IllegalMove("match.not_your_turn")
        span = self._undo_span(seat)
        self.state = self._before[-span]
        del self._before[-span:]
        del self.log[-span:]
        if self.saver is not None:  # also when the log is empty now: the save had the move
            self.saver(self.record(), self.over())
        return span

    # --- seats -----------------------------------------------------------------------------

    def hand_over(
        self, seat: int, control: Control, level: str | None = None, name: str | None = None
    ) -> None:
        """Give ``seat`` to ``control`` mid-game: a computer (of ``level``, default the middle
        one; it plays the seat's turns as a computer seat from the start would), a phone, or a
        person at the laptop. The moves so far stay. ``ValueError`` for an unknown seat,
        control or level."""
        if not 0 <= seat < len(self.seats) or control not in CONTROLS:
            raise ValueError(f"no such seat or control: {seat}, {control!r}")
        if control == "computer":
            level = level or default_level(list(self.game.bots))
            if level not in self.game.bots:
                raise ValueError(f"{self.game.NAME} has no computer level {level!r}")
        else:
            level = None
        old = self.seats[seat]
        self.seats[seat] = Seat(name or old.name, control, level)
        self.save()

    def skip(self, seat: int, level: str | None = None) -> None:
        """A computer of ``level`` plays the turn of the person at ``seat``, who is away, until
        the turn passes to another seat. ``ValueError`` when it is not this person's turn."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].computer or self.to_move() != seat:
            raise ValueError("only a person whose turn it is can be skipped")
        level = level or default_level(list(self.game.bots))
        if level not in self.game.bots:
            raise ValueError(f"{self.game.NAME} has no computer level {level!r}")
        self.seats[seat] = replace(self.seats[seat], stand_in=level)
        self.save()

    # --- the log ---------------------------------------------------------------------------

    def since(self, seat: int) -> list[Entry]:
        """The moves made since ``seat``'s own last move (all, if it has not moved yet): what the
        board highlights as "the last moves" when the seat's turn comes."""
        for i in range(len(self.log) - 1, -1, -1):
            if self.log[i].seat == seat:
                return self.log[i + 1 :]
        return list(self.log)

    def moves(self) -> list[M]:
        """The logged moves, decoded."""
        return [self.game.decode_move(e.move) for e in self.log]

    def states(self) -> list[S]:
        """Every state of the match from the first to the current one."""
        return [*self._before, self.state]

    def start_json(self) -> dict[str, Any]:
        """``encode_state`` of the first state, made once (every save carries it: encoding a
        Carcassonne or Finden-Sie-Minden state on every move cost milliseconds on the UI
        thread). Never changed after: the writer's thread reads it while the game goes on."""
        if self._start_json is None:
            self._start_json = self.game.encode_state(self.start)
        return self._start_json

    def snapshot(self) -> Match[S, M]:
        """A copy of the match as it stands, for reading on another thread (a laptop screen at a
        table of phones reads the table's match this way): the seats, the log and the states are
        copied lists of the same immutable entries, and the copy saves nothing."""
        copy: Match[S, M] = Match.__new__(Match)
        copy.__dict__.update(self.__dict__)
        copy.seats, copy.log, copy._before = list(self.seats), list(self.log), list(self._before)
        copy.saver = None
        return copy

    # --- saving ----------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The saved form (:mod:`.record`)."""
        from geoquiz.games.match.record import record_of

        return record_of(self)

    def save(self) -> None:
        """Hand the record to the saver (a match without one, or before its first move, keeps
        nothing)."""
        if self.saver is not None and self.log:
            self.saver(self.record(), self.over())

    def _replayed(self, entries: Sequence[Entry]) -> None:
        """Replay ``entries`` from the current state without saving (:mod:`.record`)."""
        for entry in entries:
            move = self.game.decode_move(entry.move)
            before = self.state
            self.state = self.game.apply(before, move)
            self._before.append(before)
            self.log.append(entry)
