"""The check of a Stadt-Land-anders round: votes, corrections and merges.

The marks they lead to are computed in :mod:`geoquiz.games.stadtland.marks`; the rules are in
the engine's docstring (**Vote**, **Corrections**).
"""

from __future__ import annotations

from dataclasses import replace

from geoquiz.games.contract import IllegalMove
from geoquiz.games.engine_tools import freeze
from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland.config import MAX_TERM
from geoquiz.games.stadtland.moves import Edit, Merge, Vote
from geoquiz.games.stadtland.rounds import (
    clean,
    entry_problem,
    need_column,
    need_phase,
    need_player,
)
from geoquiz.games.stadtland.state import Rows, State

__all__ = ["edit", "merge", "vote"]


def _term(state: State, column: int, player: int) -> None:
    need_phase(state, "check", "stadtland.check_not_now")
    need_player(state, player)
    need_column(state, column)


def vote(state: State, move: Vote) -> State:
    _term(state, move.category, move.player)
    if state.auto[move.player][move.category] == "gap":
        raise IllegalMove("stadtland.vote_gap")
    authors = state.authors(move.category, move.player)
    voters = [q for q in range(state.n) if q not in authors]
    if not voters:
        raise IllegalMove("stadtland.nobody_votes")
    against = sorted(set(move.against))
    if len(against) != len(move.against):
        raise IllegalMove("stadtland.vote_twice")
    for q in against:
        need_player(state, q)
        if q in authors:
            raise IllegalMove("stadtland.own_term")
    rejected = 2 * len(against) > len(voters)
    verdict = {
        "category": move.category,
        "player": move.player,
        "against": against,
        "voters": len(voters),
        "rejected": rejected,
        "auto": state.auto[move.player][move.category],
    }
    return _marks.recompute(replace(state, votes=(*state.votes, freeze(verdict))))


def edit(state: State, move: Edit) -> State:
    _term(state, move.category, move.player)
    c, p = move.category, move.player
    term, note = clean(move.term), clean(move.note)
    if len(note) > MAX_TERM:
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    old, old_note = state.terms[p][c], state.notes[p][c]
    if (term, note) == (old, old_note):
        raise IllegalMove("stadtland.edit_same")
    row = list(state.terms[p])
    row[c] = term
    entry_problem(state, p, row)
    # the verdicts on the old term are taken back (they judged another text)
    votes = tuple(
        v for v in state.votes if not (v["category"] == c and p in state.authors(c, v["player"]))
    )
    logged = {"category": c, "player": p, "old": old, "new": term}
    logged |= {"old_note": old_note, "new_note": note}
    new = replace(
        state,
        votes=votes,
        terms=_with_cell(state.terms, p, c, term),
        notes=_with_cell(state.notes, p, c, note),
        edits=(*state.edits, freeze(logged)),
    )
    return _marks.recompute(new)


def _with_cell(rows: Rows, p: int, c: int, text: str) -> Rows:
    """``rows`` with ``rows[p][c]`` replaced by ``text``."""
    row = list(rows[p])
    row[c] = text
    return (*rows[:p], tuple(row), *rows[p + 1 :])


def merge(state: State, move: Merge) -> State:
    need_phase(state, "check", "stadtland.check_not_now")
    need_column(state, move.category)
    players = sorted(set(move.players))
    for p in players:
        need_player(state, p)
    if len(players) < 2 or any(state.auto[p][move.category] == "gap" for p in players):
        raise IllegalMove("stadtland.merge_few")
    keys = state.keys()
    if len({keys[p][move.category] for p in players}) < 2:
        raise IllegalMove("stadtland.merge_same")
    merged = {"category": move.category, "players": players}
    return _marks.recompute(replace(state, merges=(*state.merges, freeze(merged))))
