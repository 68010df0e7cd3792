"""Benchmark: does the hard Danmark-spillet computer player beat the medium one?

It plays seeded two-player games, hard against medium, with the seats swapped every other game,
through the engine contract alone (``games.danmark.game``: the die is sampled at the chance node
with ``chance_rng(seed, ply)``, the bots think with ``bot_rng(seed, ply, seat)``), and prints the
hard player's share of the games won, the mean number of rounds, and as a baseline the same for
medium against medium (the seat advantage: about 50 %). Target (issue 11): hard wins at least
60 % of 200 games. It also prints the CPU time of the hard player's decisions, the slowest and
the median (issue 15: a decision holds the GIL, so the budget is 100 ms).

Run: ``.venv/bin/python bench/bench_danmark_bots.py [--games N]`` (``make bench`` runs it too).
"""

from __future__ import annotations

import argparse
import time

from geoquiz.games.contract import CHANCE, TERMINAL, bot_rng, chance_rng, sample_chance
from geoquiz.games.danmark import Config, PlayerSpec, game

__all__ = ["main", "play", "run"]


def play(
    levels: tuple[str, str], seed: int, thinking: dict[str, list[float]] | None = None
) -> tuple[int | None, int]:
    """One game: the winner's seat (None at the round limit) and the rounds played; each
    decision's CPU seconds are added to ``thinking[level]``."""
    config = Config(tuple(PlayerSpec(f"{lv} {i + 1}", True, lv) for i, lv in enumerate(levels)))
    state = game.new_game(config, seed)
    ply = 0
    while (who := game.current_player(state)) != TERMINAL:
        if who == CHANCE:
            move = sample_chance(game.chance_outcomes(state), chance_rng(seed, ply))
        else:
            assert isinstance(who, int)
            start = time.process_time()
            move = game.bots[levels[who]](state, who, bot_rng(seed, ply, who))
            if thinking is not None:
                thinking.setdefault(levels[who], []).append(time.process_time() - start)
        state = game.apply(state, move)
        ply += 1
    return state.winner, state.rounds


def run(
    first: str, second: str, games: int, thinking: dict[str, list[float]] | None = None
) -> tuple[float, float, float]:
    """``first``'s share of wins against ``second`` (seats swapped every other game), the mean
    rounds, and the seconds taken (decisions' CPU seconds into ``thinking``, see :func:`play`)."""
    start = time.perf_counter()
    wins = decided = rounds = 0
    for seed in range(games):
        levels = (first, second) if seed % 2 == 0 else (second, first)
        winner, n = play(levels, seed, thinking)
        rounds += n
        if winner is not None:
            decided += 1
            wins += winner == (0 if seed % 2 == 0 else 1)
    return wins / max(1, decided), rounds / games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--baseline-games", type=int, default=40)
    args = parser.parse_args()
    base, base_rounds, base_s = run("medium", "medium", args.baseline_games)
    print(
        f"baseline medium vs medium: first-listed seat wins {base:.0%} of "
        f"{args.baseline_games} games, {base_rounds:.1f} rounds ({base_s:.0f} s)"
    )
    thinking: dict[str, list[float]] = {}
    rate, rounds, secs = run("hard", "medium", args.games, thinking)
    verdict = "meets" if rate >= 0.6 else "MISSES"
    print(
        f"hard vs medium: hard wins {rate:.1%} of {args.games} games, {rounds:.1f} rounds "
        f"({secs:.0f} s); {rate / max(base, 1e-9):.2f}x the baseline share; "
        f"{verdict} the 60 % target"
    )
    hard = sorted(thinking.get("hard", [0.0]))
    print(
        f"hard decisions: {len(hard)}, slowest {hard[-1] * 1000:.1f} ms CPU, median "
        f"{hard[len(hard) // 2] * 1000:.2f} ms (issue 15 budget: 100 ms)"
    )


if __name__ == "__main__":
    main()
