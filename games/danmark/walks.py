"""Where a Danmark-spillet piece may go: walks that keep their direction (rule 3), where they end
with other pieces in the way (rule 7), and the crossings from a town (rule 5)."""

from __future__ import annotations

from geoquiz.games.danmark.moves import Cross
from geoquiz.games.danmark.state import State, chance_card
from geoquiz.games.danmark.state import board as _board
from geoquiz.geo.denmark_board import Board

__all__ = ["crossings", "walk_destinations", "walk_paths"]


def walk_paths(board: Board, start: int, steps: int) -> list[tuple[int, ...]]:
    """Every path of exactly ``steps`` moves from ``start`` that keeps its direction.

    A path never steps straight back and never enters a space twice, except that it turns round
    at a dead-end town (then it goes back the way it came).
    """
    adj = board.adjacency
    out: list[tuple[int, ...]] = []

    def extend(path: list[int], turned: bool) -> None:
        if len(path) - 1 == steps:
            out.append(tuple(path))
            return
        node = path[-1]
        prev = path[-2] if len(path) > 1 else None
        if prev is not None and board.is_dead_end(node):
            path.append(prev)
            extend(path, True)
            path.pop()
            return
        for nxt in adj[node]:
            if nxt == prev:
                continue
            if not turned and nxt in path:
                continue
            path.append(nxt)
            extend(path, turned)
            path.pop()

    extend([start], False)
    return out


def walk_destinations(state: State, player: int, steps: int) -> dict[int, bool]:
    """End spaces of the walks of ``steps`` for ``player``: space → landed exactly.

    A walk ending in a town another piece stands in stops on the last free space before it.
    """
    board = _board()
    occupied = {state.pos[q] for q in range(state.players) if q != player and state.pos[q] >= 0}
    occupied = {s for s in occupied if board.is_town_space(s)}
    out: dict[int, bool] = {}
    for path in walk_paths(board, state.pos[player], steps):
        end = len(path) - 1
        exact = True
        while end > 0 and path[end] in occupied:
            end -= 1
            exact = False
        space = path[end]
        out[space] = out.get(space, False) or exact
    return out


def crossings(state: State, player: int, ticket_only: bool) -> list[Cross]:
    board = _board()
    space = state.pos[player]
    here = board.town_at(space) if space >= 0 else None
    if here is None:
        return []
    occupied = {state.pos[q] for q in range(state.players) if q != player}
    kinds = {chance_card(board, t).effect for t in state.tickets[player]}
    moves: list[Cross] = []
    for crossing, other in board.crossings_from(here.id):
        if board.town_index(other) in occupied:
            continue
        if ticket_only:
            if crossing.ticket in kinds:
                moves.append(Cross(other, ticket=True))
        else:
            moves.append(Cross(other, ticket=False))
    return sorted(set(moves), key=lambda m: (m.town, m.ticket))
