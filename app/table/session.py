"""The game behind a table: the one engine state, the seats and their join tokens (DESIGN §11).

Generic over :class:`geoquiz.games.contract.Game`: the session knows no game's rules. A phone's
move is decoded with ``decode_move`` and goes through ``apply`` — the engine is the only authority;
chance nodes are sampled with :func:`chance_rng` and computer seats think with :func:`bot_rng`, so a
table replays exactly like any other driver. No Qt and no sockets here: the server calls it from its
event-loop thread only.
"""

from __future__ import annotations

import hashlib
import secrets
import time
import unicodedata
import uuid
from collections.abc import Callable, Set
from dataclasses import dataclass, field
from typing import Any

from geoquiz.app.table.clocks import TableClock, clock_for
from geoquiz.app.table.sheets import SheetLock, sheets_for
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
from geoquiz.games.contract_helpers import out_of_turn_moves

__all__ = [
    "CONTROLLERS",
    "MAX_NAME",
    "Refused",
    "Seat",
    "SeatSpec",
    "TableSession",
    "clean_name",
    "default_level",
    "hash_token",
    "parse_seats",
]

MAX_NAME = 24
#: the letters of a room code: capitals that cannot be read as another letter or a digit
#: (no B/8, I/1, O/0, S/5, Z/2)
ROOM_LETTERS = "ACDEFGHJKLMNPQRTUVWXY"
#: letters of a room code (21⁵ ≈ 4.1 million codes; the threat model is in docs/protocol.md)
ROOM_LENGTH = 5
#: who can play a seat (the host's hand-over): a person on a phone, a person at the laptop, a
#: computer player
CONTROLLERS = ("phone", "laptop", "computer")
#: bytes of randomness per join token (``secrets.token_urlsafe``: 22 characters)
TOKEN_BYTES = 16


class Refused(Exception):  # noqa: N818 - a refusal, not an error of the program
    """A message the table turns away: a stable ``code`` (``table.not_your_turn``), or the rules'
    :class:`IllegalMove` in ``illegal``."""

    def __init__(self, code: str, illegal: IllegalMove | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.illegal = illegal


@dataclass(frozen=True)
class SeatSpec:
    """One seat as the host set it up: a person's name (on a phone, or with ``laptop`` playing on
    the laptop itself, hot-seat), or a computer player of ``bot`` level."""

    name: str
    bot: str | None = None
    laptop: bool = False


def hash_token(token: str) -> str:
    """The SHA-256 of a join token (hex): what the table keeps and saves — the token itself
    is never stored, so a saved table in the database opens no seat."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    """A seat at the table. ``token`` is its join code while this table knows it (it made it,
    this run); ``token_hash`` is what a join is checked against — a resumed table knows only
    the hash, and the phone that had the seat rejoins with its old link."""

    index: int
    name: str
    bot: str | None
    token: str | None = None
    lang: str = "en"
    laptop: bool = False
    token_hash: str | None = None
    #: a device has joined this seat or picked it with the room code (it is not free)
    claimed: bool = False
    #: the page's id of the last move of this seat the table applied (the state's ``ack``)
    acked: str | None = None
    #: the host skipped this person while away: a computer of this level plays the seat's
    #: moves until the turn passes to another seat (:meth:`TableSession.skip`)
    stand_in: str | None = None

    def __post_init__(self) -> None:
        if self.token is not None and self.token_hash is None:
            self.token_hash = hash_token(self.token)

    @property
    def human(self) -> bool:
        """A person (on a phone or on the laptop), not a computer player."""
        return self.bot is None

    @property
    def phone(self) -> bool:
        """A person who joins with a phone (the seat has a join token)."""
        return self.bot is None and not self.laptop

    @property
    def controller(self) -> str:
        """Who plays the seat: ``"phone"``, ``"laptop"`` or ``"computer"``."""
        return "computer" if self.bot is not None else "laptop" if self.laptop else "phone"

    @property
    def playing(self) -> str | None:
        """The computer level that plays the seat's moves now: its own, a stand-in's, or None
        (a person)."""
        return self.bot if self.bot is not None else self.stand_in


def clean_name(raw: str, fallback: str) -> str:
    """A seat name fit to show anywhere: no control characters, at most :data:`MAX_NAME` long.

    (Escaping is the renderer's job: the phone page sets text, never HTML, and Qt labels get plain
    text.)"""
    text = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").strip()
    return text[:MAX_NAME] or fallback


def default_level(levels: list[str]) -> str:
    """The computer level chosen when none is named: ``medium``, else the middle one."""
    return "medium" if "medium" in levels else levels[len(levels) // 2]


def parse_seats(text: str, levels: list[str]) -> list[SeatSpec]:
    """``"laptop:Anna,Ben,computer:hard"`` → seat specs: ``laptop:NAME`` plays on the laptop
    (hot-seat), a plain name on a phone, ``computer`` alone is the middle level."""
    seats = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        if not part:
            raise ValueError(f"seat {i + 1} is empty in {text!r}")
        if part.lower() == "computer" or part.lower().startswith("computer:"):
            level = part.split(":", 1)[1].strip().lower() if ":" in part else ""
            if not level:
                level = default_level(levels)
            if level not in levels:
                raise ValueError(
                    f"unknown computer level {level!r}; choose one of {', '.join(levels)}"
                )
            seats.append(SeatSpec(f"computer {i + 1}", level))
        elif part.lower().startswith("laptop:"):
            seats.append(SeatSpec(clean_name(part[7:], f"Player {i + 1}"), laptop=True))
        else:
            seats.append(SeatSpec(clean_name(part, f"Player {i + 1}")))
    return seats


@dataclass
class TableSession:
    """One game at one table. Every change goes through :meth:`move`, :meth:`step` or
    :meth:`timed_step`.

    ``clock`` is the table's time (seconds; wall-clock time by default, so that a resumed game
    keeps its deadlines, as the laptop screens do): a game whose moves carry a time
    (:mod:`geoquiz.app.table.clocks`) gets every move stamped with it, never with a phone's."""

    game: Game
    config: Any
    seed: int
    specs: list[SeatSpec]
    state: Any = None
    moves: list[dict[str, Any]] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)
    clock: Callable[[], float] = time.time
    #: the table's id in the database (``db.table_saves``)
    table_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    #: ``encode_state`` of the game's first state (the saved table replays its moves from it)
    start: dict[str, Any] | None = None
    #: the port the table last listened on (a resumed table listens there again, so that the
    #: phones' old links reach it)
    port: int | None = None
    timing: TableClock | None = field(init=False, default=None)
    #: the room code of "one code for all" while it is open (in memory only, never saved)
    room: str | None = field(init=False, default=None)
    #: Stadt-Land-anders's term sheets, locked at "Aus!" (:mod:`geoquiz.app.table.sheets`)
    sheets: SheetLock | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        self.timing = clock_for(self.game.NAME)
        resumed = self.state is not None
        if self.state is None:
            self.state = self.game.new_game(self.config, self.seed)
        if self.start is None:
            self.start = self.game.encode_state(self.state)
        self.seats = [
            Seat(
                i,
                spec.name,
                spec.bot,
                None if spec.bot or spec.laptop else secrets.token_urlsafe(TOKEN_BYTES),
                laptop=spec.laptop,
            )
            for i, spec in enumerate(self.specs)
        ]
        for seat in self.seats:
            if seat.bot is not None and seat.bot not in self.game.bots:
                raise ValueError(f"{self.game.NAME} has no computer level {seat.bot!r}")
        self.sheets = sheets_for(self.game.NAME, [s.phone for s in self.seats])
        if self.sheets is not None and resumed:
            self.sheets.resumed_round = getattr(self.state, "round", None)

    # --- seats -------------------------------------------------------------------------------

    def seat_for_token(self, token: object) -> Seat | None:
        """The seat whose token this is (its hash compared in constant time), or None."""
        if not isinstance(token, str) or not token or len(token) > 64:
            return None
        digest = hash_token(token)
        found = None
        for seat in self.seats:
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                found = seat
        return found

    def new_token(self, index: int) -> str:
        """Give seat ``index`` a fresh token (the old one is turned away from now on)."""
        seat = self.seats[index]
        if not seat.phone:
            raise ValueError("only a phone's seat has a join code")
        seat.token = secrets.token_urlsafe(TOKEN_BYTES)
        seat.token_hash = hash_token(seat.token)
        seat.claimed = False  # free again, for the room code too
        seat.acked = None
        return seat.token

    # --- the host's controls (issue 29: a player who leaves must not block the table) --------

    def hand_over(self, index: int, to: str, level: str | None = None) -> str | None:
        """Give seat ``index`` to ``to`` (:data:`CONTROLLERS`) mid-game: ``"computer"`` (of
        ``level``, default :func:`default_level`; it plays the seat's turns with
        :func:`bot_rng`, as a computer seat from the start would), ``"phone"`` (a new join code,
        returned: the seat is free for the room code too) or ``"laptop"`` (a person playing on
        the laptop). Whatever device held the seat, its code is withdrawn. The game itself is
        unchanged: the moves so far stay, so a saved table replays the same. ``ValueError``
        for an unknown controller or level."""
        if not 0 <= index < len(self.seats) or to not in CONTROLLERS:
            raise ValueError(f"no such seat or controller: {index}, {to!r}")
        if to == "computer":
            level = level or default_level(list(self.game.bots))
            if level not in self.game.bots:
                raise ValueError(f"{self.game.NAME} has no computer level {level!r}")
        seat = self.seats[index]
        seat.stand_in = None
        seat.bot = level if to == "computer" else None
        seat.laptop = to == "laptop"
        seat.token = seat.token_hash = None
        seat.claimed = False
        seat.acked = None
        if self.sheets is not None:
            self.sheets.seats[index] = seat.phone
        return self.new_token(index) if to == "phone" else None

    def skip(self, index: int, level: str | None = None) -> None:
        """Skip the person at seat ``index``, who is away, for this turn: a computer of
        ``level`` (default :func:`default_level`) plays the seat's moves until the turn passes
        to another seat, then the person plays again. None of the five games has a pass a
        player may choose for a whole turn (``docs/table.md``), so the computer's move is the
        skip. ``ValueError`` when it is not this person's turn."""
        seat = self.seats[index] if 0 <= index < len(self.seats) else None
        if seat is None or seat.bot is not None or self.current() != index:
            raise ValueError("only a person whose turn it is can be skipped")
        level = level or default_level(list(self.game.bots))
        if level not in self.game.bots:
            raise ValueError(f"{self.game.NAME} has no computer level {level!r}")
        seat.stand_in = level

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
        return secrets.compare_digest(hash_token(self.room), hash_token(typed))

    def free_seats(self) -> list[Seat]:
        """The phone seats nobody has joined or picked yet (a resumed seat, whose code only
        its old phone has, is not free until the host gives it a new code)."""
        return [s for s in self.seats if s.phone and s.token is not None and not s.claimed]

    def pick(self, room: object, index: object, name: object = None) -> Seat:
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

    @property
    def ply(self) -> int:
        return len(self.moves)

    def current(self) -> Player:
        return self.game.current_player(self.state)

    def over(self) -> bool:
        return self.current() == TERMINAL

    def _apply(self, move: Any) -> None:
        encoded = self.game.encode_move(move)
        before = self.state
        self.state = self.game.apply(self.state, move)
        self.moves.append(encoded)
        if self.sheets is not None:
            self.sheets.after_move(before, self.state)
        current = self.current()
        for seat in self.seats:
            if seat.stand_in is not None and seat.index != current:
                seat.stand_in = None  # the skipped turn is over: the person plays again

    def sheet(self, seat: int, terms: object, typing: object) -> bool:
        """A phone's term sheet as typed so far (Stadt-Land-anders, :mod:`.sheets`); False
        when the table does not take it (another game, not a phone seat, not while writing)."""
        return self.sheets is not None and self.sheets.draft(self.state, seat, terms, typing)

    def _stamped(self, move: Any, now: float) -> Any:
        return move if self.timing is None else self.timing.stamp(self.state, move, now)

    def _offered(self, moves: list[Any]) -> list[Any]:
        """``moves`` without those the table's clock makes itself."""
        if self.timing is None:
            return moves
        return [m for m in moves if not self.timing.tables_own(self.state, m)]

    def out_of_turn(self, seat: int) -> list[Any]:
        """The moves ``seat`` may make now although another seat is to move (its own
        "Stopp und 1!" while the others write: ``contract_helpers.out_of_turn_moves``)."""
        if self.current() in (seat, TERMINAL):
            return []
        return out_of_turn_moves(self.game, self.state, seat)

    def _another_seats(self, seat: int, move: Any, now: float) -> bool:
        """True when ``move`` is another seat's own out-of-turn call: the seat to move cannot
        call "Stopp und 1!" for somebody else."""
        return any(
            move == self._stamped(m, now)
            for other in range(len(self.seats))
            if other != seat
            for m in out_of_turn_moves(self.game, self.state, other)
        )

    def move(self, seat: int, data: object) -> None:
        """Seat ``seat`` (a phone) makes move ``data`` (its JSON). Raises :class:`Refused`; the
        state is unchanged then.

        A seat that is not to move may make only one of its :meth:`out_of_turn` moves (the
        decoded move must equal one of them, both stamped with the same time): never a move for
        another seat. A timed move is stamped with :attr:`clock`, whatever time the phone sent."""
        current = self.current()
        if current == TERMINAL:
            raise Refused("table.game_over")
        if self.seats[seat].playing is not None:
            raise Refused("table.not_your_turn")  # a computer plays this seat (now)
        allowed = None if current == seat else self.out_of_turn(seat)
        if allowed == []:
            raise Refused("table.not_your_turn")
        if not isinstance(data, dict):
            raise Refused("table.bad_move")
        if self.timing is not None and "at" in data:
            data = {**data, "at": 0.0}  # a phone's clock counts for nothing: stamped below
        try:
            move = self.game.decode_move(data)
        except Exception as exc:  # noqa: BLE001 - any hostile JSON: the game stays as it was
            raise Refused("table.bad_move") from exc
        now = self.clock()
        try:
            move = self._stamped(move, now)
        except Exception as exc:  # noqa: BLE001 - a decodable move of the wrong shape
            raise Refused("table.bad_move") from exc
        if allowed is not None and move not in [self._stamped(m, now) for m in allowed]:
            raise Refused("table.not_your_turn")
        if allowed is None and self._another_seats(seat, move, now):
            raise Refused("table.not_your_turn")
        if self.timing is not None and self.timing.tables_own(self.state, move):
            raise Refused("table.not_your_turn")  # the table's clock makes it
        if self.sheets is not None:
            problem = self.sheets.entry_problem(self.state, seat, move) or self.sheets.call_problem(
                self.state, seat, move
            )
            if problem is not None:
                raise Refused(problem)  # not the terms written before "Aus!"
        try:
            self._apply(move)
        except IllegalMove as exc:
            raise Refused(exc.code, exc) from exc
        except Exception as exc:  # noqa: BLE001 - a decodable but nonsensical move
            raise Refused("table.bad_move") from exc

    def automatic(self) -> bool:
        """True when the next step is the table's own: a chance node or a computer seat."""
        current = self.current()
        if current == CHANCE:
            return True
        return isinstance(current, int) and self.seats[current].playing is not None

    def step(self) -> bool:
        """Roll the chance node or let the computer seat move; False when it is a person's turn,
        or when the computer chose a move the table's clock does not allow yet (it waits)."""
        current = self.current()
        if current == CHANCE:
            outcomes = self.game.chance_outcomes(self.state)
            self._apply(sample_chance(outcomes, chance_rng(self.seed, self.ply)))
            return True
        if isinstance(current, int) and self.seats[current].playing is not None:
            level = self.seats[current].playing
            assert level is not None
            choose = self.game.bots[level]
            move = choose(self.state, current, bot_rng(self.seed, self.ply, current))
            if self.seats[current].stand_in is not None and self.sheets is not None:
                move = self.sheets.stand_in_move(self.state, current, move)  # the person's terms
            try:
                self._apply(self._stamped(move, self.clock()))
            except IllegalMove:
                if self.timing is None:
                    raise
                return False  # it chose to wait for the clock (a deadline not reached yet)
            return True
        return False

    def deadline(self) -> float | None:
        """When the table itself moves next by the clock (the round timer …), or None."""
        if self.timing is None or self.over():
            return None
        return self.timing.deadline(self.state)

    def timed_step(self) -> bool:
        """Make the table's own timed move if its time has come (the app's "Stopp und Aus!"
        when the round timer or a count has run out, the entry after the grace)."""
        if self.timing is None or self.over():
            return False
        move = self.timing.due_move(self.state, self.clock())
        if move is None:
            return False
        self._apply(move)
        return True

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

    def state_message(
        self,
        seat: int | None,
        connected: Set[int] = frozenset(),
        players: list[dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """The ``state`` message for ``seat`` (None: the public board for the laptop);
        ``players`` is :meth:`players` when the caller has it already (one list per change)."""
        current = self.current()
        legal: list[dict[str, Any]] = []
        if seat is not None and self.seats[seat].playing is not None:
            pass  # a computer plays this seat (now): nothing to offer
        elif seat is not None and current == seat:
            moves = self._offered(self.game.legal_moves(self.state))
            legal = [self.game.encode_move(m) for m in moves]
        elif seat is not None:
            legal = [self.game.encode_move(m) for m in self._offered(self.out_of_turn(seat))]
        message: dict[str, Any] = {
            "type": "state",
            "seat": seat,
            "current": current,
            "view": self.game.view(self.state, seat),
            "legal": legal,
            "ply": self.ply,
            "game": self.game.NAME,
            "players": self.players(connected) if players is None else players,
        }
        if current == TERMINAL:
            message["ranking"] = self.game.ranking(self.state)
        if seat is not None and self.seats[seat].acked is not None:
            message["ack"] = self.seats[seat].acked
        sheet = (
            None if seat is None or self.sheets is None else self.sheets.message(self.state, seat)
        )
        if sheet is not None:
            message["sheet"] = sheet
        deadline = self.deadline()
        if deadline is not None:
            message["deadline"] = deadline
            message["now"] = self.clock()
        return message
