"""Carcassonne Maps — Germany: how many of the six printed large cities get completed?

``python bench/bench_carcassonne_cities.py [--games 40] [--first-seed 0] [--tiles all|base]
[--starts Rostock,Stuttgart] [--players hard,medium,medium] [KEY=VALUE ...]`` plays the games of
``geoquiz carcassonne play --players hard,medium,medium --seed N`` (with the same ``--tiles``,
``--starts`` and ``--players``) for seeds N = first … first + games - 1 (the same function, so
each game is the one that command prints) and prints, per game, the large cities completed at
the end; then the median per game (issue 32's goal: at least 2 of 6), how many games completed
0, 1, 2 … and how often each city was completed. ``KEY=VALUE`` sets an entry of ``hard.TUNE``
for every hard player (as ``bench_carcassonne_tune.py`` does), to see what a tuning does to the
large cities on the goal's own 40 games.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from bench_carcassonne_tune import tune_items

from geoquiz.app.cli.carcassonne import computer_players, play_game
from geoquiz.games.carcassonne import hard
from geoquiz.games.carcassonne.engine import LEVELS as KNOWN_LEVELS
from geoquiz.games.carcassonne.engine import MAX_PLAYERS, MIN_PLAYERS, Config, large_city_status

LEVELS = "hard,medium,medium"
GOAL = 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--tiles", choices=("all", "base"), default=Config.tiles)
    parser.add_argument("--starts", default=",".join(Config.starts), help="start squares in use")
    parser.add_argument("--players", default=LEVELS, help="the computer players' levels")
    parser.add_argument("tune", nargs="*", help="KEY=VALUE: an entry of hard.TUNE")
    args = parser.parse_args()
    hard.TUNE.update(tune_items(parser, args.tune))
    levels = args.players.split(",")
    unknown = [lv for lv in levels if lv not in KNOWN_LEVELS]
    if unknown or not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        parser.error(
            f"--players: {MIN_PLAYERS}–{MAX_PLAYERS} of {', '.join(KNOWN_LEVELS)}, e.g. {LEVELS}"
        )
    starts = tuple(args.starts.split(","))
    seeds = range(args.first_seed, args.first_seed + args.games)
    per_game: list[int] = []
    per_city: Counter[str] = Counter()
    names: list[str] = []
    for seed in seeds:
        players = computer_players(levels)
        state, _ = play_game(Config(players, starts, seed=seed, tiles=args.tiles), levels, seed)
        status = large_city_status(state)
        names = [n for n, _ in status]
        done = [n for n, ok in status if ok]
        per_city.update(done)
        per_game.append(len(done))
        print(f"seed {seed:>4}: {len(done)} of {len(status)} completed  {', '.join(done)}")
    median = statistics.median(per_game)
    print(
        f"large cities completed per game, {args.games} games ({args.players}; {args.tiles} "
        f"tiles; starts {', '.join(starts)}; seeds {seeds[0]}–{seeds[-1]}): median {median:g} of "
        f"{len(names)} (goal >= {GOAL}), "
        f"mean {statistics.mean(per_game):.2f}, range {min(per_game)}–{max(per_game)}"
    )
    spread = Counter(per_game)
    print("  games by count: " + ", ".join(f"{n}: {spread[n]}" for n in sorted(spread)))
    print("  completed in how many games: " + ", ".join(f"{n} {per_city[n]}" for n in names))
    if args.tune:
        print("  hard.TUNE set: " + " ".join(args.tune))


if __name__ == "__main__":
    main()
