"""A round of Stadt-Land-anders until the check: deal, calls, grace and the entry of terms.

Each function checks one move against the rules (raising
:class:`~geoquiz.games.contract.IllegalMove`) and changes the given state, a fresh copy that
:func:`geoquiz.games.stadtland.engine.apply` made. The timers are the moves' times ``at``.
"""

from __future__ import annotations

from geoquiz.games.common import shuffled
from geoquiz.games.contract import IllegalMove
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


def deal(state: State, move: Deal) -> None:
    need_phase(state, "ready", "stadtland.round_running")
    if not state.stack:
        state.stack, state.rng = shuffled(state.box, state.rng)
        state.box = []
    pid = state.stack.pop()
    state.box.append(pid)
    state.prompt = pid
    state.round += 1
    state.phase = "writing"
    state.started_at = move.at
    timer = state.config.timer_seconds
    state.deadline = move.at + timer if timer else None
    state.stops = []
    state.ended_at = state.ended_by = state.end_reason = state.grace_until = None
    state.current = 0
    state.terms = []
    state.notes = []
    state.auto = []
    state.marks = []
    state.votes = []
    state.merges = []
    state.edits = []


def stop_one(state: State, move: StopOne) -> None:
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
    state.stops.append({"player": move.player, "filled": move.filled, "at": move.at})


def stop_out(state: State, move: StopOut) -> None:
    need_phase(state, "writing", "stadtland.stop_not_now")
    if move.player is None:
        due = state.due()
        if due is None or move.at < due:
            raise IllegalMove("stadtland.round_goes_on")
        counts = sorted((s["at"], s["player"]) for s in state.stops)
        count_end = state.count_ends()
        if count_end is not None and count_end == due:
            state.ended_by, state.end_reason = counts[0][1], "count"
        else:
            state.ended_by, state.end_reason = None, "timer"
    else:
        need_player(state, move.player)
        if state.stop_of(move.player) is not None:
            raise IllegalMove("stadtland.counting")
        state.ended_by, state.end_reason = move.player, "stop"
    state.ended_at = move.at
    state.grace_until = move.at + state.config.grace_seconds
    state.phase = "grace"


def begin_entry(state: State, move: BeginEntry) -> None:
    need_phase(state, "grace", "stadtland.entry_not_now")
    if state.grace_until is not None and move.at < state.grace_until:
        raise IllegalMove("stadtland.grace")
    state.phase = "entry"
    state.current = 0


def clean(text: str) -> str:
    return " ".join(str(text).split())


def entry_problem(state: State, player: int, terms: tuple[str, ...] | list[str]) -> None:
    """Raise the refusal of ``terms`` for ``player`` by the entry rules (also at an edit)."""
    if any(len(t) > MAX_TERM for t in terms):
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    written = sum(1 for t in terms if normalise(t))
    stop = state.stop_of(player)
    if stop is not None and written > stop["filled"]:
        raise IllegalMove("stadtland.more_than_filled", filled=stop["filled"], written=written)
    if state.end_reason == "stop" and state.ended_by == player and written < state.ncat:
        raise IllegalMove("stadtland.stop_out_all", count=state.ncat)


def enter(state: State, move: EnterTerms) -> None:
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
    state.terms.append(terms)
    state.notes.append(notes)
    state.current += 1
    if state.current == state.n:
        state.phase = "check"
        _marks.recompute(state)
