"""A table of phones around one match (DESIGN §11): join tokens, the room code, the seats' devices.

The game itself is a :class:`geoquiz.games.match.Match` — the one driver of every way of playing
(seats, moves, chance, computers, stand-ins, the clock of a timed game, undo, hand-over). The
table keeps only what a table is: each seat's join token (its SHA-256), which device has claimed
it, its language and the id of its last move (``ack``), the room code of "one code for all",
Stadt-Land-anders's term sheets locked at "Aus!" (:mod:`.sheets`), and the ``state`` messages of
``docs/protocol.md``. A phone's move is decoded here and played through :meth:`Match.play`; the
driver's refusals become the table's codes (``table.not_your_turn``, ``table.game_over``; an
undo's refusal keeps the driver's ``match.undo_nothing``/``match.undo_revealed``). No Qt and no
sockets: the server calls it from its event-loop thread only.
"""

from __future__ import annotations

import secrets
import time
import uuid
from collections.abc import Callable, Sequence, Set
from dataclasses import dataclass, field, replace
from typing import Any

from geoquiz.app.table.sheets import SheetLock, sheets_for
from geoquiz.games.contract import CHANCE, TERMINAL, Game, IllegalMove, Player
from geoquiz.games.match import CONTROLS, Entry, Match, Seat, clean_name, default_level
from geoquiz.games.match.seats import MAX_NAME, Control, parse_seats
from geoquiz.games.tokens import holder, token_digest

__all__ = [
    "CONTROLLERS",
    "MAX_NAME",
    "Refused",
    "TableSeat",
    "TableSession",
    "clean_name",
    "default_level",
    "parse_seats",
]

#: the letters of a room code: capitals that cannot be read as another letter or a digit
#: (no B/8, I/1, O/0, S/5, Z/2)
ROOM_LETTERS = "ACDEFGHJKLMNPQRTUVWXY"
#: letters of a room code (21⁵ ≈ 4.1 million codes; the threat model is in docs/protocol.md)
ROOM_LENGTH = 5
#: who can play a seat (the host's hand-over): a person on a phone, a person at the laptop, a
#: computer player
CONTROLLERS: tuple[Control, ...] = ("phone", "laptop", "computer")
assert set(CONTROLLERS) == set(CONTROLS)
#: bytes of randomness per join token (``secrets.token_urlsafe``: 22 characters)
TOKEN_BYTES = 16
#: the driver's refusals that the table says with its own codes (docs/protocol.md; the undo
#: refusals keep the driver's ``match.undo_*`` codes and texts)
_DRIVER_CODES = {
    "match.not_your_turn": "table.not_your_turn",
    "match.game_over": "table.game_over",
}


class Refused(Exception):  # noqa: N818 - a refusal, not an error of the program
    """A message the table turns away: a stable ``code`` (``table.not_your_turn``), or the rules'
    :class:`IllegalMove` in ``illegal``."""

    def __init__(self, code: str, illegal: IllegalMove | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.illegal = illegal


def _refused(exc: IllegalMove) -> Refused:
    """The table's refusal for the driver's or the rules' ``exc``."""
    own = _DRIVER_CODES.get(exc.code)
    return Refused(own) if own is not None else Refused(exc.code, exc)


@dataclass(eq=False)
class TableSeat:
    """What the table knows of seat ``index`` beyond the match's :class:`Seat` (who plays it,
    read through the properties below): its join ``token`` while this table knows it (it made
    it, this run) and ``token_hash``, what a join is checked against — a resumed table knows
    only the hash, and the phone that had the seat rejoins with its old link."""

    index: int
    #: the table the seat belongs to (its match may be re-based: the seat reads it each time)
    table: TableSession = field(repr=False)
    token: str | None = None
    lang: str = "en"
    token_hash: str | None = None
    #: a device has joined this seat or picked it with the room code (it is not free)
    claimed: bool = False
    #: the page's id of the last move of this seat the table applied (the state's ``ack``)
    acked: str | None = None

    def __post_init__(self) -> None:
        if self.token is not None and self.token_hash is None:
            self.token_hash = token_digest(self.token)

    @property
    def spec(self) -> Seat:
        """The match's seat: name, control, level, stand-in."""
        return self.table.match.seats[self.index]

    @property
    def name(self) -> str:
        return self.spec.name

    @name.setter
    def name(self, value: str) -> None:
        self.table.match.seats[self.index] = replace(self.spec, name=value)

    @property
    def bot(self) -> str | None:
        """The computer level of a computer seat (not of a stand-in), or None."""
        return self.spec.level

    @property
    def laptop(self) -> bool:
        return self.spec.control == "laptop"

    @property
    def stand_in(self) -> str | None:
        return self.spec.stand_in

    @property
    def human(self) -> bool:
        """A person (on a phone or on the laptop), not a computer player."""
        return not self.spec.computer

    @property
    def phone(self) -> bool:
        """A person who joins with a phone (the seat has a join token)."""
        return self.spec.control == "phone"

    @property
    def controller(self) -> str:
        """Who plays the seat: ``"phone"``, ``"laptop"`` or ``"computer"``."""
        return self.spec.control

    @property
    def playing(self) -> str | None:
        """The computer level that plays the seat's moves now (its own, a stand-in's), or None."""
        return self.spec.playing


class TableSession:
    """One match at one table of phones. Every change of the game goes through :meth:`move`,
    :meth:`undo`, :meth:`step`, :meth:`timed_step` or the host's :meth:`hand_over`/:meth:`skip`.

    ``tokens``: the join-code hashes of a resumed table (one per seat, None for a seat without
    one); a new table gives every phone seat a fresh token."""

    def __init__(
        self,
        match: Match[Any, Any],
        *,
        table_id: str | None = None,
        port: int | None = None,
        tokens: Sequence[str | None] | None = None,
        config: Any = None,
    ) -> None:
        self.match = match
        #: the config the table was set up with (None for a resumed table: its first state
        #: holds what the rules need)
        self.config = config
        #: the table's id in the database (``db.table_saves``)
        self.table_id = table_id or uuid.uuid4().hex
        #: the port the table last listened on (a resumed table listens there again, so that
        #: the phones' old links reach it)
        self.port = port
        #: the room code of "one code for all" while it is open (in memory only, never saved)
        self.room: str | None = None
        #: moves taken back at this table so far (the state's ``undos``: after an undo the ply
        #: goes back, so a page orders states by ``(undos, ply)``)
        self.undos = 0
        self.seats: list[TableSeat] = []
        for i, seat in enumerate(match.seats):
            if tokens is not None:
                saved = tokens[i] if i < len(tokens) else None
                self.seats.append(
                    TableSeat(i, self, token_hash=saved if seat.control == "phone" else None)
                )
            else:
                token = secrets.token_urlsafe(TOKEN_BYTES) if seat.control == "phone" else None
                self.seats.append(TableSeat(i, self, token))
        #: Stadt-Land-anders's term sheets, locked at "Aus!" (:mod:`geoquiz.app.table.sheets`)
        self.sheets: SheetLock | None = sheets_for(game_name(match), [s.phone for s in self.seats])
        if self.sheets is not None and match.log:
            self.sheets.resumed_round = getattr(match.state, "round", None)

    @classmethod
    def new(
        cls,
        game: Game,
        config: Any,
        seed: int,
        seats: Sequence[Seat],
        *,
        clock: Callable[[], float] = time.time,
    ) -> TableSession:
        """A new table of ``game`` (``config``, ``seed``) with ``seats``; ``clock`` is the
        table's time (wall-clock time by default, so that a resumed game keeps its deadlines)."""
        return cls(Match.new(game, config, seed, seats, clock=clock), config=config)

    # --- the match, as the server and the dialog read it ------------------------------------

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def moves(self) -> list[dict[str, Any]]:
        """The encoded moves so far (chance and the clock's included)."""
        return [entry.move for entry in self.match.log]

    @property
    def clock(self) -> Callable[[], float]:
        return self.match.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.match.clock = clock

    @property
    def ply(self) -> int:
        return self.match.ply

    def current(self) -> Player:
        return self.match.current()

    def rebase(self, state: Any) -> None:
        """Start the match again at ``state`` before anybody moved (a test's or a demo's rigged
        position, e.g. the next prompt card): the seats, seed and clock stay, a save replays
        from ``state``. ``ValueError`` once a move was made."""
        old = self.match
        if old.log:
            raise ValueError("a table is re-based only before its first move")
        self.match = Match(
            old.game, old.seats, seed=old.seed, start=state, match_id=old.match_id, clock=old.clock
        )

    def over(self) -> bool:
        return self.match.over()

    def automatic(self) -> bool:
        """True when the next step is the driver's own: a chance node or a computer's turn."""
        return self.match.automatic()

    def deadline(self) -> float | None:
        """When the table itself moves next by the clock (the round timer …), or None."""
        return self.match.deadline()

    # --- seats -------------------------------------------------------------------------------

    def seat_for_token(self, token: object) -> TableSeat | None:
        """The seat whose token this is (its hash compared in constant time), or None."""
        return holder(token, ((seat.token_hash, seat) for seat in self.seats))

    def new_token(self, index: int) -> str:
        """Give seat ``index`` a fresh token (the old one is turned away from now on)."""
        seat = self.seats[index]
        if not seat.phone:
            raise ValueError("only a phone's seat has a join code")
        seat.token = secrets.token_urlsafe(TOKEN_BYTES)
        seat.token_hash = token_digest(seat.token)
        seat.claimed = False  # free again, for the room code too
        seat.acked = None
        return seat.token

    def hand_over(self, index: int, to: str, level: str | None = None) -> str | None:
        """Give seat ``index`` to ``to`` (:data:`CONTROLLERS`) mid-game (:meth:`Match.hand_over`):
        ``"computer"`` (of ``level``), ``"phone"`` (a new join code, returned: the seat is free
        for the room code too) or ``"laptop"``. Whatever device held the seat, its code is
        withdrawn; the moves so far stay. ``ValueError`` for an unknown controller or level."""
        if not 0 <= index < len(self.seats) or to not in CONTROLLERS:
            raise ValueError(f"no such seat or controller: {index}, {to!r}")
        control: Control = (
            "computer" if to == "computer" else "phone" if to == "phone" else "laptop"
        )
        self.match.hand_over(index, control, level)
        seat = self.seats[index]
        seat.token = seat.token_hash = None
        seat.claimed = False
        seat.acked = None
        if self.sheets is not None:
            self.sheets.seats[index] = seat.phone
        return self.new_token(index) if to == "phone" else None

    def skip(self, index: int, level: str | None = None) -> None:
        """A computer plays the turn of the person at ``index``, who is away (:meth:`Match.skip`;
        none of the five games has a pass for a whole turn, so the computer's move is the
        skip). ``ValueError`` when it is not this person's turn."""
        self.match.skip(index, level)

    # --- one code for all (DESIGN §11) -------------------------------------------------------

    def open_room(self) -> str:
        """The room code (made on first use): :data:`ROOM_LENGTH` of :data:`ROOM_LETTERS`,
        read out or typed on the page at ``/``; a phone that gives it sees the free seats and
        picks one (:meth:`pick`) or watches."""
        if self.room is None:
            self.room = "".join(secrets.choice(ROOM_LETTERS) for _ in range(ROOM_LENGTH))
        return self.room

    def room_ok(self, room: object) -> bool:
        """``room`` is this table's open room code, as typed (any case, spaces and dashes
        ignored; constant-time comparison)."""
        if self.room is None or not isinstance(room, str) or not room or len(room) > 64:
            return False
        typed = "".join(ch for ch in room.upper() if ch not in " -")
        return secrets.compare_digest(token_digest(self.room), token_digest(typed))

    def free_seats(self) -> list[TableSeat]:
        """The phone seats nobody has joined or picked yet (a resumed seat, whose code only
        its old phone has, is not free until the host gives it a new code)."""
        return [s for s in self.seats if s.phone and s.token is not None and not s.claimed]

    def pick(self, room: object, index: object, name: object = None) -> TableSeat:
        """Seat ``index`` picked with the room code; raises :class:`Refused` (``table.bad_room``,
        ``table.seat_taken``). The seat is claimed: nobody can pick it again. ``name``: the
        name the player typed (cleaned; empty or not text: the host's name for the seat)."""
        if not self.room_ok(room):
            raise Refused("table.bad_room")
        seat = next((s for s in self.free_seats() if s.index == index), None)
        if seat is None or isinstance(index, bool):
            raise Refused("table.seat_taken")
        seat.claimed = True
        if isinstance(name, str):
            seat.name = clean_name(name[: MAX_NAME * 4], seat.name)
        return seat

    # --- the game ----------------------------------------------------------------------------

    def _tables_own(self, move: Any) -> bool:
        """A move the clock makes, never a person at the table (laptop seats included)."""
        timing = self.match.timing
        return timing is not None and timing.tables_own(self.match.state, move)

    def _changed_from(self, before: Any) -> None:
        if self.sheets is not None and before is not self.match.state:
            self.sheets.after_move(before, self.match.state)

    def sheet(self, seat: int, terms: object, typing: object) -> bool:
        """A phone's term sheet as typed so far (Stadt-Land-anders, :mod:`.sheets`); False
        when the table does not take it (another game, not a phone seat, not while writing)."""
        return self.sheets is not None and self.sheets.draft(self.state, seat, terms, typing)

    def move(self, seat: int, data: object) -> None:
        """Seat ``seat`` makes move ``data`` (its JSON), through :meth:`Match.play`. Raises
        :class:`Refused`; the game is unchanged then. A timed move is stamped with the table's
        clock, whatever time the phone sent."""
        match = self.match
        if match.over():
            raise Refused("table.game_over")
        if self.seats[seat].playing is not None:
            raise Refused("table.not_your_turn")  # a computer plays this seat (now)
        if match.current() != seat and not match.out_of_turn(seat):
            raise Refused("table.not_your_turn")
        if not isinstance(data, dict):
            raise Refused("table.bad_move")
        if match.timing is not None and "at" in data:
            data = {**data, "at": 0.0}  # a phone's clock counts for nothing: stamped by the match
        try:
            move = match.stamped(match.game.decode_move(data))
        except Exception as exc:  # noqa: BLE001 - any hostile JSON: the game stays as it was
            raise Refused("table.bad_move") from exc
        if self._tables_own(move):
            raise Refused("table.not_your_turn")  # the table's clock makes it
        if self.sheets is not None:
            problem = self.sheets.entry_problem(
                match.state, seat, move
            ) or self.sheets.call_problem(match.state, seat, move)
            if problem is not None:
                raise Refused(problem)  # not the terms written before "Aus!"
        before = match.state
        try:
            match.play(seat, move)
        except IllegalMove as exc:
            raise _refused(exc) from exc
        except Exception as exc:  # noqa: BLE001 - a decodable but nonsensical move
            raise Refused("table.bad_move") from exc
        self._changed_from(before)

    def undo(self, seat: int) -> int:
        """Seat ``seat`` takes back its own last move (:meth:`Match.undo`: while nothing was
        revealed since); how many moves were taken back. Raises :class:`Refused`
        (``match.undo_nothing``, ``match.undo_revealed``, ``table.not_your_turn``)."""
        if self.match.over():
            raise Refused("table.game_over")
        if self.sheets is not None:
            raise Refused("table.bad_message")  # Stadt-Land keeps its own undo (see can_undo)
        before = self.match.state
        try:
            taken = self.match.undo(seat)
        except IllegalMove as exc:
            raise _refused(exc) from exc
        self.undos += 1
        self.seats[seat].acked = None
        self._changed_from(before)
        return taken

    def can_undo(self, seat: int) -> bool:
        """Seat ``seat`` may take back its last move now (:meth:`Match.can_undo`). Never in
        Stadt-Land-anders at a table: it keeps its own Undo (of a verdict in the check), and a
        phone's sheet is locked at its own call and at "Aus!" — an undo would unlock it."""
        return self.sheets is None and not self.match.over() and self.match.can_undo(seat)

    def step(self) -> bool:
        """Roll the chance node or let the computer seat move; False when it is a person's turn,
        or when the computer chose a move the clock does not allow yet (it waits)."""
        match = self.match
        before = match.state
        if match.current() == CHANCE:
            match.settle()
            self._changed_from(before)
            return True
        job = match.computer_job()
        if job is None:
            return False
        move = job.run()
        if self.seats[job.seat].stand_in is not None and self.sheets is not None:
            move = self.sheets.stand_in_move(match.state, job.seat, move)  # the person's terms
        played = match.play_computer(job, move)
        self._changed_from(before)
        return played

    def timed_step(self) -> bool:
        """Make the clock's own move if its time has come ("Stopp und Aus!" when the round timer
        or a count has run out, the entry after the grace)."""
        before = self.match.state
        stepped = self.match.timed_step()
        self._changed_from(before)
        return stepped

    # --- messages (docs/protocol.md) ---------------------------------------------------------

    def players(self, connected: Set[int]) -> list[dict[str, Any]]:
        return [
            {
                "seat": s.index,
                "name": s.name,
                "computer": s.bot is not None,
                "laptop": s.laptop,
                "stand_in": s.stand_in is not None,
                "connected": s.index in connected,
            }
            for s in self.seats
        ]

    def last(self, seat: int | None) -> list[dict[str, Any]]:
        """The moves since ``seat``'s own last one (:meth:`Match.since`; None: since the last
        move of the seat to move), each ``{"seat": n or None (chance, the clock), "move":
        encoded}`` — what a board highlights. Empty for a game with simultaneous phases
        (Minden's tips, Stadt-Land's terms): their moves are secret until they are revealed."""
        meta = getattr(self.match.game, "META", None)
        if meta is None or getattr(meta, "simultaneous", True):
            return []
        if seat is None:
            seat = self.match.to_move()
        entries: list[Entry] = self.match.since(seat) if seat is not None else []
        return [{"seat": entry.seat, "move": entry.move} for entry in entries]

    def state_message(
        self,
        seat: int | None,
        connected: Set[int] = frozenset(),
        players: list[dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """The ``state`` message for ``seat`` (None: the public board for the laptop);
        ``players`` is :meth:`players` when the caller has it already (one list per change)."""
        match = self.match
        current = match.current()
        legal: list[dict[str, Any]] = []
        if seat is not None:
            legal = [
                match.game.encode_move(m) for m in match.legal(seat) if not self._tables_own(m)
            ]
        message: dict[str, Any] = {
            "type": "state",
            "seat": seat,
            "current": current,
            "view": match.view(seat),
            "legal": legal,
            "ply": match.ply,
            "game": match.game.NAME,
            "players": self.players(connected) if players is None else players,
            "last": self.last(seat),
            "undos": self.undos,
        }
        if seat is not None:
            message["undo"] = self.can_undo(seat)
        if current == TERMINAL:
            message["ranking"] = match.ranking()
        if seat is not None and self.seats[seat].acked is not None:
            message["ack"] = self.seats[seat].acked
        sheet = (
            None if seat is None or self.sheets is None else self.sheets.message(match.state, seat)
        )
        if sheet is not None:
            message["sheet"] = sheet
        deadline = match.deadline()
        if deadline is not None:
            message["deadline"] = deadline
            message["now"] = match.clock()
        return message


def game_name(match: Match[Any, Any]) -> str:
    name: str = match.game.NAME
    return name
