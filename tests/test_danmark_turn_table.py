"""The hard Danmark player's expected turns are solved at build time (``games.danmark.turn_table``):
the shipped table must be the one the solver gives for the board in use, and a board it was not
solved on must fall back to solving, never to stale numbers."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from geoquiz.games.danmark import planner, turn_table
from geoquiz.games.danmark.expected import solve_expected_turns, solve_walk_ends
from geoquiz.geo.denmark_board import load_board


@pytest.fixture
def fresh_caches() -> Iterator[None]:
    """Clear the per-process caches before and after, so each test reads what it patches."""
    caches = (turn_table.stored, planner.walk_ends, planner.expected_turns)
    for f in caches:
        f.cache_clear()
    yield
    for f in caches:
        f.cache_clear()


def test_the_shipped_table_was_solved_on_the_board_in_use() -> None:
    table = turn_table.stored()
    assert table is not None, "rebuild: .venv/bin/python -m geoquiz.games.danmark.turn_table"
    board = load_board()
    assert table.fingerprint == turn_table.fingerprint(board)
    assert len(table.turns) == len(board.towns)
    assert all(len(row) == board.space_count for row in table.turns)


def test_the_shipped_walk_ends_are_the_solved_ones() -> None:
    table = turn_table.stored()
    assert table is not None
    assert table.walk_ends == solve_walk_ends(load_board())


@pytest.mark.parametrize("town", ["koebenhavn", "roenne", "skagen"])
def test_the_shipped_expected_turns_are_the_solved_ones_to_the_last_bit(town: str) -> None:
    board = load_board()
    table = turn_table.stored()
    assert table is not None
    target = board.town_index(town)
    assert table.turns[target] == solve_expected_turns(board, table.walk_ends, target)


def test_the_fingerprint_changes_with_the_road_graph() -> None:
    board = load_board()
    adjacency = list(board.adjacency)
    adjacency[0] = adjacency[0][:-1]
    changed = dataclasses.replace(board, adjacency=tuple(adjacency))
    assert turn_table.fingerprint(changed) != turn_table.fingerprint(board)


def test_a_board_without_its_table_is_solved_on_demand(
    fresh_caches: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = turn_table.stored()
    assert shipped is not None
    turn_table.stored.cache_clear()
    monkeypatch.setattr(turn_table, "fingerprint", lambda board: "another board")
    assert turn_table.stored() is None
    target = load_board().town_index("odense")
    assert planner.walk_ends() == shipped.walk_ends
    assert planner.expected_turns(target) == shipped.turns[target]
