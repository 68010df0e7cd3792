"""The clock of a game whose moves carry a time (Stadt-Land-anders's round timer), for the driver.

The engines have no clock (DESIGN §1: a timed move carries its time ``at``, and the state
remembers the latest time seen). The time of a move must be the driver's, never a phone's: a
phone that could choose ``at`` could end the round when it likes, or write after the deadline.
So the match stamps every timed move with its own clock before ``apply`` (:meth:`Timing.stamp`),
says when it will act by itself (:meth:`Timing.deadline`) and makes that move when the time has
come (:meth:`Timing.due_move`). Those moves are the match's own (:meth:`Timing.tables_own`): no
person is offered them or may make them.

A game module offers its clock as the optional hook ``timing`` (``games.stadtland.game.timing``);
:func:`timing_of` reads it.
"""

from __future__ import annotations

from typing import Any, Protocol

__all__ = ["Timing", "timing_of"]


class Timing(Protocol):
    """What the driver needs to know about a game's time."""

    def stamp(self, state: Any, move: Any, now: float) -> Any:
        """``move`` made at ``now`` (by the driver's clock; never earlier than the state's)."""

    def deadline(self, state: Any) -> float | None:
        """When the driver makes a move by itself (None: it waits for the players)."""

    def due_move(self, state: Any, now: float) -> Any | None:
        """The driver's own move when :meth:`deadline` has come at ``now``, else None."""

    def tables_own(self, state: Any, move: Any) -> bool:
        """``move`` is one the driver makes by the clock, or one no person may send in ``state``
        (not offered, refused)."""


def timing_of(game: object) -> Timing | None:
    """The game module's clock (its optional ``timing``), or None for a game without time."""
    timing = getattr(game, "timing", None)
    return timing if timing is not None else None
