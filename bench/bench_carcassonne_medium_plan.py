"""Carcassonne: does the medium player gain by planning to close the printed large cities?

``python bench/bench_carcassonne_medium_plan.py [--plan 1.0] [--games 600] [--first-seed 61000]``
plays seeded three-player games of medium players: one (in seat ``seed % 3``) with
``players.PRINTED_PLAN`` set to ``--plan``, the two others with ``--against`` (0: the medium
player as it is). It prints how often the planning seat wins, its mean score less the mean of
the two others (with its standard error) and the printed large cities completed per game.
Issue 32, fifth pass (``docs/carcassonne.md``): the plan costs the medium player points, so it
stays off.
"""

from __future__ import annotations

import argparse
import statistics

from geoquiz.games.carcassonne import game, players
from geoquiz.games.carcassonne.engine import Config, PlayerSpec, large_city_status
from geoquiz.games.contract import TERMINAL, bot_rng


def play(seed: int, plan: float, against: float) -> tuple[int, float, int]:
    """(1 if the planning seat won, its score less the others' mean, large cities completed)."""
    seat = seed % 3
    cfg = Config(tuple(PlayerSpec(f"{i}", "computer", "medium") for i in range(3)))
    state = game.new_game(cfg, seed)
    ply = 0
    try:
        while game.current_player(state) != TERMINAL:
            players.PRINTED_PLAN = plan if state.current == seat else against
            move = game.bots["medium"](state, state.current, bot_rng(seed, ply, state.current))
            state = game.apply(state, move)
            ply += 1
    finally:
        players.PRINTED_PLAN = 0.0
    scores = state.scores
    others = [scores[i] for i in range(3) if i != seat]
    done = sum(1 for _, complete in large_city_status(state) if complete)
    return int(scores[seat] > max(others)), scores[seat] - statistics.mean(others), done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plan", type=float, default=1.0)
    parser.add_argument("--against", type=float, default=0.0)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--first-seed", type=int, default=61000)
    args = parser.parse_args()
    results = [
        play(seed, args.plan, args.against)
        for seed in range(args.first_seed, args.first_seed + args.games)
    ]
    wins = sum(r[0] for r in results)
    diffs = [r[1] for r in results]
    se = statistics.stdev(diffs) / len(diffs) ** 0.5
    print(
        f"medium with PRINTED_PLAN {args.plan:g} against two with {args.against:g}: wins "
        f"{wins}/{args.games} ({wins / args.games:.0%}, a third is even), score less the others' "
        f"mean {statistics.mean(diffs):+.2f} ± {se:.2f}, large cities completed per game "
        f"{statistics.mean(r[2] for r in results):.2f}"
    )


if __name__ == "__main__":
    main()
