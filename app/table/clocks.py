"""The table's clock for games whose moves carry a time (Stadt-Land-anders's round timer).

The engines have no clock (DESIGN §1: a timed move carries its time ``at``, and the state
remembers the latest time seen). At a table of phones the time of a move must be the laptop's,
never a phone's: a phone that could choose ``at`` could end the round when it likes, or write
after the deadline. So the table stamps every timed move with its own clock before ``apply``
(:meth:`TableClock.stamp`), tells the phones when it will act by itself
(:meth:`TableClock.deadline`, the ``deadline`` of the state message) and makes that move when the
time has come (:meth:`TableClock.due_move`) — what the laptop screen's ``tick`` does for a
hot-seat game (``app/stadtland/screen.py``). Those moves are the table's own
(:meth:`TableClock.tables_own`): no phone is offered them or may make them.

The session stays generic: :func:`clock_for` gives a game's clock by its registry name, or None
for the games without time.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol

__all__ = ["StadtlandClock", "TableClock", "clock_for"]


class TableClock(Protocol):
    """What the table needs to know about a game's time."""

    def stamp(self, state: Any, move: Any, now: float) -> Any:
        """``move`` made at ``now`` (by the table's clock; never earlier than the state's)."""

    def deadline(self, state: Any) -> float | None:
        """When the table makes a move by itself (None: it waits for the players)."""

    def due_move(self, state: Any, now: float) -> Any | None:
        """The table's own move when :meth:`deadline` has come at ``now``, else None."""

    def tables_own(self, state: Any, move: Any) -> bool:
        """``move`` is one the table makes by the clock, or one no phone may make in ``state``
        (never a phone: not offered, refused)."""


class StadtlandClock:
    """Stadt-Land-anders: the round timer and the ten-second counts end the round with the
    app's "Stopp und Aus!" (``StopOut(None)``); the grace after "Aus!" ends with the entry
    (``BeginEntry``). Every move with an ``at`` is stamped with the table's time."""

    def stamp(self, state: Any, move: Any, now: float) -> Any:
        if not dataclasses.is_dataclass(move) or isinstance(move, type):
            return move
        if "at" not in {f.name for f in dataclasses.fields(move)}:
            return move
        return dataclasses.replace(move, at=max(float(now), float(state.clock)))

    def deadline(self, state: Any) -> float | None:
        if state.phase == "writing":
            due: float | None = state.due()
            return due
        if state.phase == "grace" and state.grace_until is not None:
            return float(state.grace_until)
        return None

    def due_move(self, state: Any, now: float) -> Any | None:
        from geoquiz.games.stadtland.moves import BeginEntry, StopOut

        due = self.deadline(state)
        if due is None or now < due:
            return None
        at = max(float(now), float(state.clock))
        return StopOut(None, at) if state.phase == "writing" else BeginEntry(at)

    def tables_own(self, state: Any, move: Any) -> bool:
        """The app's "Stopp und Aus!", the entry after the grace, and ``Undo`` of a call: the
        engine offers Undo to seat 0 (the laptop's moves), but at a table of phones seat 0 is a
        person, whose phone could then take back anybody's "Stopp". Undo repairs a slip on
        another player's button of the one laptop; a phone shows only its own buttons, so at a
        phone table a call stands (Undo in the check, of a verdict or an edit, stays seat 0's)."""
        from geoquiz.games.stadtland.moves import BeginEntry, StopOut, Undo

        if isinstance(move, BeginEntry):
            return True
        if isinstance(move, Undo):
            return bool(state.phase in ("writing", "grace", "entry"))
        return isinstance(move, StopOut) and move.player is None


_CLOCKS: dict[str, TableClock] = {"stadtland": StadtlandClock()}


def clock_for(game: str) -> TableClock | None:
    """The clock of registry game ``game``, or None when its moves carry no time."""
    return _CLOCKS.get(game)
