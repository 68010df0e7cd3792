"""A round of Stadt-Land-anders until the check: deal, calls, grace and the entry of terms.

Each function checks one move against the rules (raising
:class:`~geoquiz.games.contract.IllegalMove`) and returns the next state (the given one is
frozen and stays as it was). The timers are the moves' times ``at``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from geoquiz.games.common import shuffled
from geoquiz.games.contract import IllegalMove
from geoquiz.games.engine_tools import freeze
from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland.config import MAX_TERM
from geoquiz.games.stadtland.moves import BeginEntry, Deal, EnterTerms, StopOne, StopOut
from geoquiz.games.stadtland.state import State
from geoquiz.games.stadtland.text import normalise

__all__ = [
    "begin_entry",
    "clean",
    "deal",
    "enter",
    "entry_problem",
    "need_column",
    "need_phase",
    "need_player",
    "stop_one",
    "stop_out",
]


def need_phase(state: State, phase: str, code: str) -> None:
    if state.phase != phase:
        raise IllegalMove(code)


def need_player(state: State, player: int | None) -> None:
    if player is None or not 0 <= player < state.n:
        raise IllegalMove("stadtland.no_player", player=player)


def need_column(state: State, column: int) -> None:
    if not 0 <= column < state.ncat:
        raise IllegalMove("stadtland.no_category", column=column)


#: what a new round starts with: no calls, no terms, no check yet
_NEW_ROUND: dict[str, object] = {
    "stops": (),
    "ended_at": None,
    "ended_by": None,
    "end_reason": None,
    "grace_until": None,
    "current": 0,
    "terms": (),
    "notes": (),
    "auto": (),
    "marks": (),
    "votes": (),
    "merges": (),
    "edits": (),
}


def deal(state: State, move: Deal) -> State:
    need_phase(state, "ready", "stadtland.round_running")
    stack, box, rng = list(state.stack), list(state.box), state.rng
    if not stack:
        stack, rng = shuffled(box, rng)
        box = []
    pid = stack.pop()
    timer = state.config.timer_seconds
    return replace(
        state,
        stack=tuple(stack),
        box=(*box, pid),
        rng=rng,
        prompt=pid,
        round=state.round + 1,
        phase="writing",
        started_at=move.at,
        deadline=move.at + timer if timer else None,
        **_NEW_ROUND,  # type: ignore[arg-type]
    )


def stop_one(state: State, move: StopOne) -> State:
    need_phase(state, "writing", "stadtland.stop_not_now")
    need_player(state, move.player)
    due = state.due()
    if due is not None and move.at >= due:
        raise IllegalMove("stadtland.time_up")
    if state.stop_of(move.player) is not None:
        raise IllegalMove("stadtland.already_called")
    if move.filled < 2:
        raise IllegalMove("stadtland.stop_one_few")
    if move.filled >= state.ncat:
        raise IllegalMove("stadtland.stop_one_all")
    call = {"player": move.player, "filled": move.filled, "at": move.at}
    return replace(state, stops=(*state.stops, freeze(call)))


def stop_out(state: State, move: StopOut) -> State:
    need_phase(state, "writing", "stadtland.stop_not_now")
    if move.player is None:
        due = state.due()
        if due is None or move.at < due:
            raise IllegalMove("stadtland.round_goes_on")
        counts = sorted((s["at"], s["player"]) for s in state.stops)
        count_end = state.count_ends()
        if count_end is not None and count_end == due:
            ended_by, end_reason = counts[0][1], "count"
        else:
            ended_by, end_reason = None, "timer"
    else:
        need_player(state, move.player)
        if state.stop_of(move.player) is not None:
            raise IllegalMove("stadtland.counting")
        ended_by, end_reason = move.player, "stop"
    return replace(
        state,
        ended_by=ended_by,
        end_reason=end_reason,
        ended_at=move.at,
        grace_until=move.at + state.config.grace_seconds,
        phase="grace",
    )


def begin_entry(state: State, move: BeginEntry) -> State:
    need_phase(state, "grace", "stadtland.entry_not_now")
    if state.grace_until is not None and move.at < state.grace_until:
        raise IllegalMove("stadtland.grace")
    return replace(state, phase="entry", current=0)


def clean(text: str) -> str:
    return " ".join(str(text).split())


def entry_problem(state: State, player: int, terms: Sequence[str]) -> None:
    """Raise the refusal of ``terms`` for ``player`` by the entry rules (also at an edit)."""
    if any(len(t) > MAX_TERM for t in terms):
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    written = sum(1 for t in terms if normalise(t))
    stop = state.stop_of(player)
    if stop is not None and written > stop["filled"]:
        raise IllegalMove("stadtland.more_than_filled", filled=stop["filled"], written=written)
    if state.end_reason == "stop" and state.ended_by == player and written < state.ncat:
        raise IllegalMove("stadtland.stop_out_all", count=state.ncat)


def enter(state: State, move: EnterTerms) -> State:
    need_phase(state, "entry", "stadtland.terms_not_now")
    need_player(state, move.player)
    if move.player != state.current:
        raise IllegalMove("stadtland.not_your_entry", player=state.current)
    if len(move.terms) != state.ncat or (move.notes and len(move.notes) != state.ncat):
        raise IllegalMove("stadtland.term_count", count=state.ncat)
    terms = [clean(t) for t in move.terms]
    notes = [clean(t) for t in move.notes] if move.notes else [""] * state.ncat
    if any(len(t) > MAX_TERM for t in notes):
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    entry_problem(state, move.player, terms)
    new = replace(
        state,
        terms=(*state.terms, tuple(terms)),
        notes=(*state.notes, tuple(notes)),
        current=state.current + 1,
    )
    if new.current < new.n:
        return new
    return _marks.recompute(replace(new, phase="check"))
