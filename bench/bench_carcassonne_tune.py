"""Carcassonne: try a tuning of the hard player against two medium players, and see where the
points come from.

``python bench/bench_carcassonne_tune.py [--games 200] [--first-seed 2000] [--jobs N]
[--medium-plan X] [KEY=VALUE ...]`` plays the seeded three-player games of
``bench/bench_carcassonne.py`` (one hard and two medium players, hard in seat ``seed % 3``, the
same games for the same seeds) with the entries of ``hard.TUNE`` set as given (e.g.
``meeple_k=2.4``) and ``players.PRINTED_PLAN`` of the medium players at ``--medium-plan``
(default: as it is, off), and prints

* how often hard beats both medium players and the mean margin over the better one,
* the worst CPU time of a hard decision (bar: 100 ms),
* the printed large cities completed per game, median and mean (issue 32's goal: a median of
  at least 2 of 6, checked on seeds 0–39 by ``bench/bench_carcassonne_cities.py``),
* the points per game by kind (completed cities, roads, monasteries, chips, farmers, and the
  final scoring of unfinished features) for hard and for a medium player on average,
* in the games hard did not win: by how many points the winner out-scored hard, by kind;
* the largest city left unfinished at the end (most often a printed large city): its points,
  and how often hard won when it held that city alone, shared it, or a medium player held it
  (issue 32's seventh pass: who holds it mostly wins).

Tune on seeds of your own (say which), never on 0–199: those are the evaluation seeds of issue
32 (``bench_carcassonne.py --games 200 --first-seed 0``). One such run at a time on a shared
machine, under ``nice``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
from collections import Counter, defaultdict

from bench_carcassonne import seated  # the bench's games, seat for seat

from geoquiz.games.carcassonne import game, hard, players
from geoquiz.games.carcassonne.engine import State, large_city_status
from geoquiz.games.contract import TERMINAL, bot_rng


def _kind(what: str) -> str:
    """The kind of a scoring event: ``final:city`` stays, ``chip:purple`` is ``chip``."""
    return what if what.startswith("final") else what.split(":")[0]


def play(seed: int) -> tuple[State, int, float]:
    """The end state of one game, the hard seat and hard's worst decision CPU time (s)."""
    levels, hard_seat, state = seated(seed)
    worst = 0.0
    ply = 0
    while game.current_player(state) != TERMINAL:
        seat = state.current
        start = time.process_time()
        move = game.bots[levels[seat]](state, seat, bot_rng(seed, ply, seat))
        if seat == hard_seat:
            worst = max(worst, time.process_time() - start)
        state = game.apply(state, move)
        ply += 1
    return state, hard_seat, worst


Game = tuple[
    tuple[int, ...], int, float, int, list[tuple[str, int, int]], tuple[int, tuple[int, ...]]
]


def largest_open_city(state: State) -> tuple[int, tuple[int, ...]]:
    """The points of the largest city scored unfinished at the end, and who scored it (the
    players with most meeples on it); (0, ()) when every city was finished."""
    by_city: dict[object, dict[int, int]] = defaultdict(dict)
    for e in state.events:
        if e["what"] == "final:city":
            by_city[e["square"]][int(e["player"])] = int(e["points"])
    if not by_city:
        return 0, ()
    top = max(by_city.values(), key=lambda held: max(held.values()))
    return max(top.values()), tuple(sorted(top))


def summary(seed: int) -> Game:
    """One game as plain data (a process pool can send it back): the scores, the hard seat,
    hard's worst decision CPU time, the large cities completed, the scoring events."""
    state, h, w = play(seed)
    done = sum(1 for _, complete in large_city_status(state) if complete)
    events = [(str(e["what"]), int(e["player"]), int(e["points"])) for e in state.events]
    return tuple(state.scores), h, w, done, events, largest_open_city(state)


def tune_items(parser: argparse.ArgumentParser, given: list[str]) -> dict[str, float]:
    """The ``KEY=VALUE`` arguments as entries of ``hard.TUNE`` (an unknown key: a usage error)."""
    items: dict[str, float] = {}
    for item in given:
        key, _, val = item.partition("=")
        if key not in hard.TUNE:
            parser.error(f"{key!r} is not an entry of hard.TUNE ({', '.join(hard.TUNE)})")
        items[key] = float(val)
    return items


def _set_tune(items: dict[str, float], medium_plan: float) -> None:
    hard.TUNE.update(items)
    players.PRINTED_PLAN = medium_plan


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=2000)
    parser.add_argument(
        "--jobs", type=int, default=1, help="processes playing the games (the same results)"
    )
    parser.add_argument(
        "--medium-plan",
        type=float,
        default=players.PRINTED_PLAN,
        help="players.PRINTED_PLAN of both medium players",
    )
    parser.add_argument("tune", nargs="*", help="KEY=VALUE: an entry of hard.TUNE")
    args = parser.parse_args()
    items = tune_items(parser, args.tune)
    _set_tune(items, args.medium_plan)
    seeds = range(args.first_seed, args.first_seed + args.games)
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs, _set_tune, (items, args.medium_plan)) as pool:
            games = pool.map(summary, seeds, chunksize=4)
    else:
        games = [summary(seed) for seed in seeds]
    wins = 0
    margins: list[int] = []
    worst = 0.0
    points: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    behind: dict[str, float] = defaultdict(float)
    lost = 0
    cities: list[int] = []
    largest: list[int] = []
    held: Counter[str] = Counter()  # games by who held the largest unfinished city
    held_won: Counter[str] = Counter()  # of those, the games hard won
    for scores, h, w, done, events, (top, holders) in games:
        worst = max(worst, w)
        cities.append(done)
        best = max((i for i in range(3) if i != h), key=lambda i: scores[i])
        won = scores[h] > scores[best]
        wins += won
        if holders:
            largest.append(top)
            who = "hard alone" if holders == (h,) else "shared" if h in holders else "medium"
            held[who] += 1
            held_won[who] += won
        margins.append(scores[h] - scores[best])
        lost += not won
        for what, p, pts in events:
            kind = _kind(what)
            points[kind][0 if p == h else 1] += pts if p == h else pts / 2
            if not won and p in (h, best):
                behind[kind] += pts if p == best else -pts
    last = args.first_seed + args.games - 1
    label = " ".join(args.tune) or "hard.TUNE as it is"
    if args.medium_plan:
        label += f" (medium plan {args.medium_plan:g})"
    print(
        f"{label}: hard beats both medium players in {wins}/{args.games} "
        f"({wins / args.games:.0%}), seeds {args.first_seed}–{last}; mean "
        f"margin {statistics.mean(margins):+.1f}; worst hard decision {worst * 1000:.0f} ms CPU"
    )
    print(
        f"  large cities completed per game: median {statistics.median(cities):g} of 6, mean "
        f"{statistics.mean(cities):.2f}"
    )
    shown = {k: v for k, v in sorted(points.items()) if any(v)}
    print(
        "  points per game, hard / a medium: "
        + ", ".join(
            f"{k} {a / args.games:.1f} / {b / args.games:.1f}" for k, (a, b) in shown.items()
        )
    )
    if lost:
        print(
            f"  the {lost} games hard did not win, the winner ahead of hard by kind: "
            + ", ".join(f"{k} {v / lost:+.1f}" for k, v in sorted(behind.items()) if v)
        )
    if largest:
        print(
            f"  the largest unfinished city at the end: median {statistics.median(largest):g} "
            "points; held by "
            + ", ".join(
                f"{who} in {held[who]} games (hard won {held_won[who] / held[who]:.0%})"
                for who in ("hard alone", "shared", "medium")
                if held[who]
            )
        )


if __name__ == "__main__":
    main()
