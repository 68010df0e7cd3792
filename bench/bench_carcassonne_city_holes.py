"""Carcassonne Maps — Germany: why do the printed large cities stay open?

``python bench/bench_carcassonne_city_holes.py [--games 60] [--first-seed 60000] [--jobs 2]``
plays the games of ``geoquiz carcassonne play --players hard,medium,medium --seed N`` (hard in
seat 0, the moves as that command plays them) and follows each of the six printed large cities
through the game. It prints

* how full the map gets: tiles laid of the free squares, and tiles put aside (they fit nowhere);
* the printed cities completed and left open, by who held them (``H`` hard, ``m`` a medium
  player, ``Hm`` both at some time);
* for the cities left open: how many open squares each has at the end;
* for those left with a single open square: after how many of the game's tiles it came down to
  that square, and how many tiles in the pile could have closed it then (public: the game's tile
  mix less the tiles laid, put aside and in hand).

Issue 32 (``docs/carcassonne.md``, sixth pass): the figures that say whether the players or the
map decide how many large cities are completed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
from collections import Counter
from dataclasses import dataclass, field

from geoquiz.app.cli.carcassonne import computer_players, play_game
from geoquiz.games.carcassonne.engine import Config, State, feature_of, strength
from geoquiz.games.carcassonne.features import walk
from geoquiz.games.carcassonne.hard import _closing_kinds, _Hard
from geoquiz.games.carcassonne.tiles import LARGE_CITY, tile_set

LEVELS = ["hard", "medium", "medium"]
Square = tuple[int, int]


@dataclass
class Life:
    """One printed city through one game."""

    holders: set[str] = field(default_factory=set)  # who held it while it was open
    done_at: int | None = None  # tiles laid when it was completed
    open_end: int = 0  # open squares at the end
    last_at: int | None = None  # tiles laid when it first had a single open square
    closers_then: int = 0  # tiles in the pile then that close that square
    closers_mix: int = 0  # tiles of the game's whole mix that close it


def _laid(state: State) -> int:
    return sum(1 for name, _ in state.tiles.values() if name != LARGE_CITY)


def _follow(state: State, square: Square, life: Life) -> None:
    """Note what the board says now of the printed city on ``square``."""
    if life.done_at is not None:
        return
    for player in strength(state, feature_of(state, (square, 0))):
        life.holders.add("H" if player == 0 else "m")
    info = walk(state.tiles, state.map.playable, (square, 0))
    holes = {sq for sq, _ in info.open_edges}
    life.open_end = len(holes)
    if not holes:
        life.done_at = _laid(state)
    elif len(holes) == 1 and life.last_at is None:
        (hole,) = holes
        sides = frozenset(side for sq, side in info.open_edges if sq == hole)
        ctx = _Hard(state, 0)  # the hard player's public count of the pile, and what fits
        kinds = _closing_kinds(ctx._required(state.tiles, hole), sides)
        mix = Counter(tile_set(state.config.tiles))
        life.last_at = _laid(state)
        life.closers_then = sum(ctx.left.get(k, 0) for k in kinds)
        life.closers_mix = sum(mix[k] for k in kinds)


Game = tuple[int, int, int, int, dict[str, Life]]


def play(seed: int) -> Game:
    """(tiles laid, free squares, tiles put aside, tiles in the game, each printed city's life by
    its name) of the CLI's game for ``seed`` (:func:`play_game`, watched move by move)."""
    players = computer_players(LEVELS)
    lives: dict[str, Life] = {}
    first: dict[str, Square] = {}

    def watch(state: State) -> None:
        if not first:
            for sq in sorted(state.map.large_cities):
                first.setdefault(state.map.large_cities[sq], sq)
            lives.update((name, Life()) for name in first)
        for name, sq in first.items():
            _follow(state, sq, lives[name])

    state, _ = play_game(Config(players, seed=seed), LEVELS, seed, watch)
    free = len(state.map.playable) - len(state.map.large_cities)
    total = len(tile_set(state.config.tiles))
    return _laid(state), free, len(state.discarded), total, lives


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--first-seed", type=int, default=60000)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(play, seeds, chunksize=2)
    else:
        games = [play(seed) for seed in seeds]
    laid = [g[0] for g in games]
    aside = [g[2] for g in games]
    total = games[0][3]
    print(
        f"{args.games} games (hard,medium,medium; seeds {seeds[0]}–{seeds[-1]}), {total} tiles: "
        f"tiles laid {min(laid)}–{max(laid)} of {games[0][1]} free squares (median "
        f"{statistics.median(laid):g}), put aside {min(aside)}–{max(aside)} (median "
        f"{statistics.median(aside):g})"
    )
    lives = [life for g in games for life in g[4].values()]
    done = [life for life in lives if life.done_at is not None]
    left = [life for life in lives if life.done_at is None]
    by = Counter(
        ("completed" if life.done_at is not None else "open", "".join(sorted(life.holders)) or "-")
        for life in lives
    )
    print(
        f"printed cities: {len(done)} of {len(lives)} completed ({len(done) / args.games:.2f} a "
        f"game); by who held them (H hard, m medium): "
        + ", ".join(f"{what} {who} {n}" for (what, who), n in sorted(by.items()))
    )
    if done:
        at = [life.done_at for life in done if life.done_at is not None]
        print(f"  completed after a median of {statistics.median(at):g} tiles laid")
    holes = Counter(life.open_end for life in left)
    print(
        "  left open, by open squares at the end: "
        + ", ".join(f"{k}: {holes[k]}" for k in sorted(holes))
    )
    one = [life for life in left if life.open_end == 1 and life.last_at is not None]
    if one:
        at = [life.last_at for life in one if life.last_at is not None]
        closers = Counter(min(life.closers_then, 10) for life in one)
        print(
            f"  the {len(one)} left with one open square came down to it after a median of "
            f"{statistics.median(at):g} tiles laid (of {statistics.median(laid):g}); in "
            f"{sum(a >= statistics.median(laid) - 9 for a in at)} of them within the last 9 "
            "tiles (3 turns each)"
        )
        print(
            "  tiles in the pile then that could close it (10: 10 or more): "
            + ", ".join(f"{k}: {closers[k]}" for k in sorted(closers))
        )
        mix = Counter(min(life.closers_mix, 10) for life in one)
        print(
            "  tiles of the whole mix that close it: "
            + ", ".join(f"{k}: {mix[k]}" for k in sorted(mix))
        )


if __name__ == "__main__":
    main()
