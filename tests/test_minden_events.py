"""Finden Sie Minden: ``apply`` reports only the events of the move just made (found by the
conformance test) and leaves the events of its input alone (states are frozen: see
tests/test_frozen_states.py)."""

from __future__ import annotations

from test_minden_rules import game

from geoquiz.games.minden import apply, legal_moves


def test_apply_reports_only_the_events_of_the_move() -> None:
    first = apply(game(3), legal_moves(game(3))[0])
    second = apply(first, legal_moves(first)[0])
    assert second.events
    assert not any(e in second.events for e in first.events), "events of an earlier move"


def test_apply_leaves_the_events_of_its_input_alone() -> None:
    first = apply(game(3), legal_moves(game(3))[0])
    events = first.to_dict()["events"]
    apply(first, legal_moves(first)[0])
    assert first.to_dict()["events"] == events
