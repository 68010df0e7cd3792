"""Finden Sie Minden: a clone equals its original, events included (found by the conformance
test); ``apply`` still reports only the events of the move just made."""

from __future__ import annotations

from test_minden_rules import game

from geoquiz.games.minden import apply, legal_moves


def test_clone_equals_original_with_its_events() -> None:
    state = apply(game(3), legal_moves(game(3))[0])
    assert state.events, "a draft records an event"
    copy = state.clone()
    assert copy == state
    copy.events.append({"type": "probe"})
    assert state.events[-1] != {"type": "probe"}, "the clone is independent"


def test_apply_reports_only_the_events_of_the_move() -> None:
    first = apply(game(3), legal_moves(game(3))[0])
    second = apply(first, legal_moves(first)[0])
    assert second.events
    assert not any(e in second.events for e in first.events), "events of an earlier move"
