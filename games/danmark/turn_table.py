"""The hard player's expected turns for every town, solved once at build time and shipped as
``games/danmark/data/expected_turns.json``.

Solving them during a game cost 0.1–0.2 s CPU per town, so the first choice of a start town
(16 towns in a hand) took about 2 s and held the GIL against the UI thread (issue 15). The
table holds, for the board it was solved on, the walk ends of every space and roll and the
expected turns from every space to every town, exactly as solved (JSON keeps a float's shortest
round-trip form, so the planner's tours and choices are the same to the last bit as when it
solved them during the game: many start towns tie to 1e-14 on the same round trip). It is
keyed by a fingerprint of what the solver reads (the space graph, the towns' order, the
crossings and the solver's rolls): for a board that no longer matches, :func:`stored` gives
``None`` and the planner solves on demand, slowly but correctly.

Rebuild after a change to the board or to :mod:`.expected`:
``.venv/bin/python -m geoquiz.games.danmark.turn_table`` (prints the file and its fingerprint);
``tests/test_danmark_turn_table.py`` fails while the shipped table is stale.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from geoquiz.games.danmark import expected
from geoquiz.geo.denmark_board import Board, load_board
from geoquiz.geo.resources import package_path

__all__ = ["TurnTable", "build", "fingerprint", "stored", "table_path"]

#: bump when :func:`~.expected.solve_expected_turns` changes what it computes
SOLVER_VERSION = 1


@dataclass(frozen=True)
class TurnTable:
    """Walk ends per space and roll, and expected turns to every town (``turns[town][space]``)."""

    fingerprint: str
    walk_ends: expected.WalkEnds
    turns: tuple[tuple[float, ...], ...]


def table_path() -> Path:
    return package_path("geoquiz.games.danmark", "data", "expected_turns.json")


def fingerprint(board: Board) -> str:
    """A hash of everything the solver reads from ``board`` (and of the solver's version)."""
    key = {
        "solver": SOLVER_VERSION,
        "rolls": [expected.MOVING_ROLLS, expected.CROSSING_ROLLS],
        "towns": [t.id for t in board.towns],
        "adjacency": board.adjacency,
        "crossings": sorted([c.a, c.b] for c in board.crossings),
    }
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:16]


def build(board: Board) -> TurnTable:
    """Solve the whole table for ``board`` (about 10 s CPU: 85 towns)."""
    ends = expected.solve_walk_ends(board)
    turns = tuple(expected.solve_expected_turns(board, ends, t) for t in range(len(board.towns)))
    return TurnTable(fingerprint(board), ends, turns)


def _to_json(table: TurnTable, board: Board) -> str:
    data = {
        "fingerprint": table.fingerprint,
        "walk_ends": table.walk_ends,
        "turns": {board.towns[t].id: row for t, row in enumerate(table.turns)},
    }
    return json.dumps(data, separators=(",", ":")) + "\n"


@cache
def stored() -> TurnTable | None:
    """The shipped table if it was solved on the board in use, else ``None`` (read once)."""
    board = load_board()
    path = table_path()
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("fingerprint") != fingerprint(board):
        return None
    ends = tuple(tuple(tuple(o) for o in row) for row in data["walk_ends"])
    turns = tuple(tuple(float(v) for v in data["turns"][t.id]) for t in board.towns)
    return TurnTable(data["fingerprint"], ends, turns)


def main() -> None:
    """Rebuild the shipped table for the current board."""
    board = load_board()
    table = build(board)
    path = table_path()
    path.write_text(_to_json(table, board), encoding="utf-8")
    print(f"{path}: fingerprint {table.fingerprint}, {len(table.turns)} towns")


if __name__ == "__main__":
    main()
