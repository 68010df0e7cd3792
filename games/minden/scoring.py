"""Scoring in Finden Sie Minden: revealing a tip, moving pieces, and what ends a round.

The phase handlers of the ``score`` phase and of the round's end, working on the mutable
:class:`~geoquiz.games.minden.state.Work` copy that ``engine.apply`` freezes afterwards: a scored
tip (with variant B's challenges against it), the next deal, or the final scoring with its chips
and colour bonuses. The rules' readings are in ``engine``'s docstring.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from typing import Any, TypeVar

from geoquiz.games.contract import IllegalMove
from geoquiz.games.minden.cards import COLOURS, KEEP_THRESHOLD, tip_is_right
from geoquiz.games.minden.state import Work

__all__ = ["advance", "colour_leaders", "deal", "score_tip", "steps_forward"]

K = TypeVar("K")

#: the colour bonus of the final scoring: alone with the most cards of a colour, or tied
BONUS_ALONE, BONUS_TIED = 5, 2


def _check_position(value: Any) -> None:
    """The indicator's lon or lat: a finite number or ``None`` (not placed)."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise IllegalMove("minden.bad_position")


def score_tip(state: Work, player: int, move: Any) -> None:
    """Reveal ``player``'s card: move by a right tip, keep or box the card, settle challenges."""
    _check_position(move.lon)
    _check_position(move.lat)
    card = state.card(player)
    tip = state.tips[player]
    assert card is not None and tip is not None
    right = tip_is_right(card.solutions, tip)
    start = state.positions[player]
    if right and tip:
        advance(state, player, len(tip), "tip")
    keep = right and len(tip) >= KEEP_THRESHOLD[card.colour]
    (state.kept[player] if keep else state.box).append(card.id)
    state.hands[player] = None
    challengers = [c for c in state.rear_to_front() if state.challenges[c] == player]
    record: dict[str, Any] = {
        "round": state.round,
        "player": player,
        "card": card.id,
        "tip": list(tip),
        "right": right,
        "kept": keep,
        "lon": move.lon,
        "lat": move.lat,
        "from": start,
        "to": state.positions[player],
        "challengers": challengers,
    }
    for challenger in challengers:
        state.challenges[challenger] = None
        if right:
            state.challenge_chips[player] += 1
            state.events.append({"type": "chip", "player": player, "from": challenger})
        else:
            state.challenge_chips[challenger] += 1
            advance(state, challenger, 1, "challenge")
    state.history.append(record)
    state.events.insert(0, {"type": "score", **record})
    state.pending.remove(player)
    if not state.pending:
        _end_round(state)


def steps_forward(start: int, steps: int, occupied: Collection[int]) -> list[int]:
    """The spaces a piece stops on moving ``steps`` free spaces forward from ``start``: occupied
    spaces are skipped, not counted (rulebook "Scoring"); the last one is where it ends.

    >>> steps_forward(3, 2, {4, 6})
    [5, 7]
    """
    pos = start
    path: list[int] = []
    for _ in range(steps):
        pos += 1
        while pos in occupied:
            pos += 1
        path.append(pos)
    return path


def colour_leaders(counts: Mapping[K, int]) -> tuple[list[K], int]:
    """Who gets a colour's bonus and how much: whoever has the most cards of it gets
    :data:`BONUS_ALONE`, each of several tied leaders :data:`BONUS_TIED`; a colour nobody has
    gives nothing (``([], 0)``). Leaders in the order of ``counts``.

    >>> colour_leaders({"Ada": 2, "Bo": 3, "Cy": 3})
    (['Bo', 'Cy'], 2)
    """
    best = max(counts.values(), default=0)
    if best == 0:
        return [], 0
    leaders = [who for who, count in counts.items() if count == best]
    return leaders, BONUS_ALONE if len(leaders) == 1 else BONUS_TIED


def advance(state: Work, player: int, steps: int, reason: str) -> None:
    """Move ``steps`` free spaces forward, skipping (not counting) occupied spaces."""
    occupied = {pos for p, pos in enumerate(state.positions) if p != player}
    start = state.positions[player]
    path = steps_forward(start, steps, occupied)
    pos = path[-1] if path else start
    state.positions[player] = pos
    if steps:
        move = {"player": player, "from": start, "to": pos, "path": path, "reason": reason}
        state.events.append({"type": "move", **move})


def _end_round(state: Work) -> None:
    state.traded = [False] * state.n
    state.tips = [None] * state.n
    state.challenges = [None] * state.n
    if max(state.positions) >= state.final_space() or len(state.pile) < state.n:
        _final_scoring(state)
        return
    state.round += 1
    deal(state)


def deal(state: Work) -> None:
    """Turn the round's cards face up from the draw pile; the rearmost player drafts first."""
    state.offer = state.pile[: state.n]
    del state.pile[: state.n]
    state.phase = "draft"
    state.pending = state.rear_to_front()
    state.events.append({"type": "deal", "round": state.round, "cards": list(state.offer)})


def _final_scoring(state: Work) -> None:
    """Variant-B chips first, then the colour bonuses yellow, orange, green, blue."""
    reason = "final" if max(state.positions) >= state.final_space() else "pile"
    if state.config.variant_b:
        for player in state.rear_to_front():
            chips = state.chips_owned(player)
            if chips:
                advance(state, player, chips, "chips")
    for colour in COLOURS:
        leaders, bonus = colour_leaders(
            {p: state.kept_by_colour(p)[colour] for p in range(state.n)}
        )
        for player in state.rear_to_front(leaders):
            advance(state, player, bonus, f"bonus:{colour}")
    state.phase = "over"
    state.pending = []
    state.events.append({"type": "over", "ranking": state.front_to_back(), "reason": reason})
