"""The check of a Stadt-Land-anders round: automatic marks, scoring keys, verdicts, points.

Pure functions over the engine's :class:`~geoquiz.games.stadtland.engine.State` (no Qt, no
time). The marks of a term in the check are computed, never edited by hand:

1. :func:`auto_marks` — what the machine can check: ``gap``, ``prompt`` (the green letter prompt,
   on the written term in the game's language), ``used`` (rule 5) and ``twice`` (rule 4);
2. the votes in order (:func:`recompute`): each vote judges a term for all its authors (the same
   scoring key and the same automatic verdict) — accepted (``None``) or ``vote`` — and so may
   overrule an automatic mark in either direction.

Scoring keys (:func:`scoring_keys`) are the comparison keys of :func:`games.stadtland.text.
normalise`, except that a ``Merge`` makes every spelling it names one key in that column.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from geoquiz.games.stadtland.cards import prompt
from geoquiz.games.stadtland.text import check_term, normalise

if TYPE_CHECKING:
    from geoquiz.games.stadtland.state import State

__all__ = ["auto_marks", "authors", "recompute", "round_points", "scoring_keys", "used_terms"]


def used_terms(results: Sequence[Mapping[str, Any]]) -> set[str]:
    """Comparison keys of every term accepted in a scored round (rule 5)."""
    used: set[str] = set()
    for r in results:
        for p, row in enumerate(r["terms"]):
            for c, term in enumerate(row):
                if r["marks"][p][c] is None:
                    used.add(normalise(term))
    return used


def scoring_keys(
    terms: Sequence[Sequence[str]], merges: Sequence[Mapping[str, Any]]
) -> list[list[str]]:
    """``keys[p][c]``: the comparison key of each term, merged spellings sharing one key."""
    keys = [[normalise(t) for t in row] for row in terms]
    for merge in merges:
        c = int(merge["category"])
        members = [int(p) for p in merge["players"]]
        merged = {keys[p][c] for p in members if keys[p][c]}
        if not merged:
            continue
        target = min(merged)
        for row in keys:
            if row[c] in merged:
                row[c] = target
    return keys


def auto_marks(state: State) -> list[list[str | None]]:
    """The automatic marks of this round's terms (see the engine's docstring)."""
    check = prompt(str(state.prompt)).check
    used = used_terms(state.results)
    lang, y_vowel = state.config.language, state.config.y_vowel
    marks: list[list[str | None]] = []
    for row in state.terms:
        seen: set[str] = set()
        out: list[str | None] = []
        for term in row:
            key = normalise(term)
            mark: str | None = None
            if not key:
                mark = "gap"
            elif check is not None and not check_term(term, check, lang, y_vowel):
                mark = "prompt"
            elif key in used:
                mark = "used"
            elif key in seen:
                mark = "twice"
            if key:
                seen.add(key)
            out.append(mark)
        marks.append(out)
    return marks


def authors(
    state: State, category: int, player: int, keys: Sequence[Sequence[str]] | None = None
) -> list[int]:
    """Players judged together with ``player``'s term in column ``category``: the same scoring
    key and the same automatic mark (a gap has no authors)."""
    if not state.auto or state.auto[player][category] == "gap":
        return []
    if keys is None:
        keys = scoring_keys(state.terms, state.merges)
    key, auto = keys[player][category], state.auto[player][category]
    return [
        q for q in range(state.n) if keys[q][category] == key and state.auto[q][category] == auto
    ]


def recompute(state: State) -> State:
    """``state`` with ``auto`` and ``marks`` computed from the terms, the merges and the votes."""
    state = replace(state, auto=tuple(tuple(row) for row in auto_marks(state)))
    marks = [list(row) for row in state.auto]
    keys = scoring_keys(state.terms, state.merges)
    for vote in state.votes:
        c, p = int(vote["category"]), int(vote["player"])
        if state.auto[p][c] == "gap":
            continue
        for q in authors(state, c, p, keys):
            marks[q][c] = "vote" if vote["rejected"] else None
    return replace(state, marks=tuple(tuple(row) for row in marks))


def round_points(
    terms: Sequence[Sequence[str]],
    marks: Sequence[Sequence[str | None]],
    keys: Sequence[Sequence[str]] | None = None,
) -> list[int]:
    """Points of one round (DESIGN §8): 2 alone / 1 shared, +1 per other player's gap.

    ``keys`` are the scoring keys (default: the comparison keys of the terms).
    """
    n = len(terms)
    if keys is None:
        keys = scoring_keys(terms, [])
    points = [0] * n
    for c in range(len(terms[0]) if terms else 0):
        column = [keys[p][c] if marks[p][c] is None else None for p in range(n)]
        for p in range(n):
            if column[p] is None:
                continue
            shared = any(column[q] == column[p] for q in range(n) if q != p)
            gaps = sum(1 for q in range(n) if q != p and column[q] is None)
            points[p] += (1 if shared else 2) + gaps
    return points
