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

Stadt-Land-anders's clock is the game's own (:mod:`geoquiz.games.stadtland.clock`, the
``timing`` of its game module, which the match driver reads); it is named here too. The session
stays generic: :func:`clock_for` gives a game's clock by its registry name, or None for the
games without time.
"""

from __future__ import annotations

from typing import Any, Protocol

from geoquiz.games.stadtland.clock import StadtlandClock

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


_CLOCKS: dict[str, TableClock] = {"stadtland": StadtlandClock()}


def clock_for(game: str) -> TableClock | None:
    """The clock of registry game ``game``, or None when its moves carry no time."""
    return _CLOCKS.get(game)
