"""Stadt-Land-anders's clock for the match driver (``games.match.timing``): the round timer.

The engine has no clock (DESIGN §1: a timed move carries its time ``at``, and the state remembers
the latest time seen). The driver — the laptop's screen or a table of phones — stamps every timed
move with its own clock (:meth:`StadtlandClock.stamp`), knows when it acts by itself
(:meth:`StadtlandClock.deadline`) and makes that move when the time has come
(:meth:`StadtlandClock.due_move`): the app's "Stopp und Aus!" when the round timer or a
ten-second count runs out, and the entry after the grace. :data:`games.stadtland.game.timing` is
an instance; :func:`games.match.timing.timing_of` reads it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from geoquiz.games.stadtland.moves import BeginEntry, StopOut, Undo

__all__ = ["StadtlandClock"]


class StadtlandClock:
    """Stadt-Land-anders: the round timer and the ten-second counts end the round with the
    app's "Stopp und Aus!" (``StopOut(None)``); the grace after "Aus!" ends with the entry
    (``BeginEntry``). Every move with an ``at`` is stamped with the driver's time."""

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
        if isinstance(move, BeginEntry):
            return True
        if isinstance(move, Undo):
            return bool(state.phase in ("writing", "grace", "entry"))
        return isinstance(move, StopOut) and move.player is None
