"""What ``Undo`` takes back (the replay of the kept moves is in :mod:`~.engine`).

``Undo`` takes back the last call of the round (until the first terms are entered) or the last
verdict, edit or merge of the check; see the engine's docstring for the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from geoquiz.games.stadtland.state import State

__all__ = ["undo_target"]

_CHECK_ACTIONS = {"vote": "vote", "edit": "edit", "merge": "merge"}


def undo_target(state: State) -> tuple[str | None, set[int]]:
    """What ``Undo`` takes back in ``state`` and the indices of those moves in ``state.kept``."""
    moves = state.kept
    start = max((i for i, m in enumerate(moves) if m["type"] == "deal"), default=-1)
    if start < 0 or state.phase in ("ready", "creative", "over"):
        return None, set()
    if state.phase == "check":
        for i in range(len(moves) - 1, start, -1):
            kind = moves[i]["type"]
            if kind in _CHECK_ACTIONS:
                return _CHECK_ACTIONS[kind], {i}
            if kind == "terms":
                break
        return None, set()
    if state.phase == "entry" and state.terms:
        return None, set()
    drop: set[int] = set()
    i = len(moves) - 1
    if moves[i]["type"] == "entry":
        drop.add(i)
        i -= 1
    if state.phase in ("grace", "entry"):
        end = moves[i]
        drop.add(i)
        if end["player"] is not None:
            return "call", drop
        target = state.ended_by if state.end_reason == "count" else None
        for j in range(i - 1, start, -1):
            if moves[j]["type"] == "stop1" and (target is None or moves[j]["player"] == target):
                return "call", drop | {j}
        return None, set()
    for j in range(i, start, -1):  # writing: the last "Stopp und 1!"
        if moves[j]["type"] == "stop1":
            return "call", {j}
    return None, set()
