"""The game behind a table: the one engine state, the seats and their join tokens (DESIGN §11).

Generic over :class:`geoquiz.games.contract.Game`: the session knows no game's rules. A phone's
move is decoded with ``decode_move`` and goes through ``apply`` — the engine is the only authority;
chance nodes are sampled with :func:`chance_rng` and computer seats think with :func:`bot_rng`, so a
table replays exactly like any other driver. No Qt and no sockets here: the server calls it from its
event-loop thread only.
"""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Set
from dataclasses import dataclass, field
from typing import Any

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

__all__ = ["MAX_NAME", "Refused", "Seat", "SeatSpec", "TableSession", "clean_name", "parse_seats"]

MAX_NAME = 24
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


@dataclass
class Seat:
    index: int
    name: str
    bot: str | None
    token: str | None = None
    lang: str = "en"
    laptop: bool = False

    @property
    def human(self) -> bool:
        """A person (on a phone or on the laptop), not a computer player."""
        return self.bot is None

    @property
    def phone(self) -> bool:
        """A person who joins with a phone (the seat has a join token)."""
        return self.bot is None and not self.laptop


def clean_name(raw: str, fallback: str) -> str:
    """A seat name fit to show anywhere: no control characters, at most :data:`MAX_NAME` long.

    (Escaping is the renderer's job: the phone page sets text, never HTML, and Qt labels get plain
    text.)"""
    text = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C").strip()
    return text[:MAX_NAME] or fallback


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
                level = "medium" if "medium" in levels else levels[len(levels) // 2]
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
    """One game at one table. Every change goes through :meth:`move` or :meth:`step`."""

    game: Game
    config: Any
    seed: int
    specs: list[SeatSpec]
    state: Any = None
    moves: list[dict[str, Any]] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.game.new_game(self.config, self.seed)
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

    # --- seats -------------------------------------------------------------------------------

    def seat_for_token(self, token: object) -> Seat | None:
        """The seat whose token this is (constant-time comparison), or None."""
        if not isinstance(token, str) or not token or len(token) > 64:
            return None
        found = None
        for seat in self.seats:
            if seat.token is not None and secrets.compare_digest(seat.token, token):
                found = seat
        return found

    def new_token(self, index: int) -> str:
        """Give seat ``index`` a fresh token (the old one is turned away from now on)."""
        seat = self.seats[index]
        if not seat.phone:
            raise ValueError("only a phone's seat has a join code")
        seat.token = secrets.token_urlsafe(TOKEN_BYTES)
        return seat.token

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
        self.state = self.game.apply(self.state, move)
        self.moves.append(encoded)

    def move(self, seat: int, data: object) -> None:
        """Seat ``seat`` (a phone) makes move ``data`` (its JSON). Raises :class:`Refused`; the
        state is unchanged then."""
        current = self.current()
        if current == TERMINAL:
            raise Refused("table.game_over")
        if current != seat:
            raise Refused("table.not_your_turn")
        if not isinstance(data, dict):
            raise Refused("table.bad_move")
        try:
            move = self.game.decode_move(data)
        except Exception as exc:  # noqa: BLE001 - any hostile JSON: the game stays as it was
            raise Refused("table.bad_move") from exc
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
        return isinstance(current, int) and self.seats[current].bot is not None

    def step(self) -> bool:
        """Roll the chance node or let the computer seat move; False when it is a person's turn."""
        current = self.current()
        if current == CHANCE:
            outcomes = self.game.chance_outcomes(self.state)
            self._apply(sample_chance(outcomes, chance_rng(self.seed, self.ply)))
            return True
        if isinstance(current, int) and self.seats[current].bot is not None:
            level = self.seats[current].bot
            assert level is not None
            choose = self.game.bots[level]
            self._apply(choose(self.state, current, bot_rng(self.seed, self.ply, current)))
            return True
        return False

    # --- messages (docs/protocol.md) ---------------------------------------------------------

    def players(self, connected: Set[int]) -> list[dict[str, Any]]:
        return [
            {
                "seat": s.index,
                "name": s.name,
                "computer": s.bot is not None,
                "laptop": s.laptop,
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
        if seat is not None and current == seat:
            legal = [self.game.encode_move(m) for m in self.game.legal_moves(self.state)]
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
        return message
