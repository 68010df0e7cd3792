"""Carcassonne computer players: does hard beat medium, and how long does a move take?

``python bench/bench_carcassonne.py [--games 40] [--first-seed 0]`` plays seeded three-player games
with the default 114 tiles through the engine contract: one hard and two medium players, the
hard seat rotating through the three seats (seed ``i`` puts hard in seat ``i % 3``). It prints

* how often hard scores more than *both* medium players (issue 32's bar: at least 75 % of 200
  games, ``--games 200``, on seeds the weights were not tuned on) and the seeds played,
* how often hard scores more than a medium player, counted over every hard–medium pair,
* the mean margin of hard over the better medium player,
* the time a computer move takes (every level): median, 99th percentile and worst (the bar:
  every move within 200 ms), and the hard player's median and worst; the same in CPU time, which
  does not count the time the move waits for a shared CPU (the bar: each decision within 100 ms),
* how the map fills: tiles laid of the free squares, printed large cities completed (of 6; also
  how many games completed 0, 1, 2 … of them), chips never collected (of 30), tiles put aside.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter

from geoquiz.games.carcassonne import game
from geoquiz.games.carcassonne.engine import Config, PlayerSpec, State, large_city_status
from geoquiz.games.carcassonne.tiles import LARGE_CITY
from geoquiz.games.contract import TERMINAL, bot_rng

BAR_WINS = 0.75
BAR_MS = 200.0
BAR_CPU_MS = 100.0


def board_figures(state: State) -> tuple[int, int, int, int, int]:
    """(tiles laid, playable squares, large cities completed, chips left, tiles put aside)."""
    laid = sum(1 for name, _ in state.tiles.values() if name != LARGE_CITY)
    done = sum(1 for _, complete in large_city_status(state) if complete)
    free = len(state.map.playable) - len(state.map.large_cities)
    return laid, free, done, len(state.chips_on_map), len(state.discarded)


FIGURES: list[tuple[int, int, int, int, int]] = []
#: CPU time of every computer move (ms): what the move costs, whatever else the machine runs
CPU_MS: list[float] = []


def seated(seed: int) -> tuple[list[str], int, State]:
    """The levels of the three seats (hard in seat ``seed % 3``, medium in the others), the hard
    seat and the first state of the bench's game for ``seed``."""
    hard = seed % 3
    levels = ["medium"] * 3
    levels[hard] = "hard"
    cfg = Config(tuple(PlayerSpec(f"{i}:{lv}", "computer", lv) for i, lv in enumerate(levels)))
    return levels, hard, game.new_game(cfg, seed)


def play(seed: int) -> tuple[list[int], int, list[float], list[float]]:
    """Scores, the hard seat and the move times (ms) of one game: every level's, and hard's."""
    levels, hard, state = seated(seed)
    times: list[float] = []
    hard_times: list[float] = []
    ply = 0
    while game.current_player(state) != TERMINAL:
        seat = state.current
        t, c = time.perf_counter(), time.process_time()
        move = game.bots[levels[seat]](state, seat, bot_rng(seed, ply, seat))
        times.append((time.perf_counter() - t) * 1000)
        CPU_MS.append((time.process_time() - c) * 1000)
        if seat == hard:
            hard_times.append(times[-1])
        state = game.apply(state, move)
        ply += 1
    FIGURES.append(board_figures(state))
    return list(state.scores), hard, times, hard_times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    wins = pairs = pair_wins = 0
    margins: list[int] = []
    times: list[float] = []
    hard_times: list[float] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        scores, hard, t, th = play(seed)
        hard_times.extend(th)
        others = [s for i, s in enumerate(scores) if i != hard]
        wins += scores[hard] > max(others)
        pairs += len(others)
        pair_wins += sum(scores[hard] > s for s in others)
        margins.append(scores[hard] - max(others))
        times.extend(t)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(
        f"hard beats both medium players in {wins}/{args.games} three-player games "
        f"({wins / args.games:.0%}; bar {BAR_WINS:.0%}), 114 tiles, seeds "
        f"{args.first_seed}–{args.first_seed + args.games - 1} (hard in seat seed % 3)"
    )
    print(
        f"hard beats a medium player in {pair_wins}/{pairs} pairings ({pair_wins / pairs:.0%}); "
        f"mean margin over the better medium {statistics.mean(margins):+.1f} points "
        f"(range {min(margins):+d} to {max(margins):+d})"
    )
    print(
        f"computer move: median {statistics.median(times):.1f} ms, p99 {p99:.1f} ms, "
        f"worst {times[-1]:.1f} ms over {len(times)} moves (bar {BAR_MS:.0f} ms); hard alone: "
        f"median {statistics.median(hard_times):.1f} ms, worst {max(hard_times):.1f} ms"
    )
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"  CPU time of a computer move: median {statistics.median(CPU_MS):.1f} ms, worst "
        f"{max(CPU_MS):.1f} ms (bar {BAR_CPU_MS:.0f} ms; the wall-clock figures include waiting "
        f"for the CPU: load average {load:.1f} on {os.cpu_count()} cores at the end)"
    )
    laid = [f[0] for f in FIGURES]
    cities = [f[2] for f in FIGURES]
    chips = [f[3] for f in FIGURES]
    aside = [f[4] for f in FIGURES]
    print(
        f"map: {min(laid)}–{max(laid)} tiles laid on {FIGURES[0][1]} free squares "
        f"(median {statistics.median(laid):.0f}); large cities completed {min(cities)}–"
        f"{max(cities)} of 6 (median {statistics.median(cities):.0f}); chips never collected "
        f"{min(chips)}–{max(chips)} of 30; tiles put aside {min(aside)}–{max(aside)}"
    )
    per_game = Counter(cities)
    print(
        "  large cities completed per game: "
        + ", ".join(f"{n} in {per_game[n]} games" for n in sorted(per_game))
        + f" ({sum(cities)} in all)"
    )


if __name__ == "__main__":
    main()
