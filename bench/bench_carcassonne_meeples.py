"""Carcassonne: where do the hard and the medium players' meeples go, and what do they bring?

``python bench/bench_carcassonne_meeples.py [--games 40] [--first-seed 70000] [KEY=VALUE ...]``
plays the seeded games of ``bench/bench_carcassonne_tune.py`` (one hard and two medium players,
``hard.TUNE`` entries set as given) and prints, for the hard player and for a medium player on
average: the meeples in hand at its placements, and per kind of feature (road, city, monastery,
field) the meeples laid a game, the plies each stayed on the board and the points of that kind
per game and per meeple-ply (the points scored by every feature of the kind, the final scoring
included, over the plies its meeples were tied up). Issue 32's fifth pass found the hard
player's roads here (``docs/carcassonne.md``).
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict

from bench_carcassonne import seated  # the bench's games, seat for seat
from bench_carcassonne_tune import tune_items

from geoquiz.games.carcassonne import game, hard
from geoquiz.games.carcassonne.tiles import tile_type
from geoquiz.games.contract import TERMINAL, bot_rng

KINDS = ("road", "city", "monastery", "field")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=70000)
    parser.add_argument("tune", nargs="*", help="KEY=VALUE: an entry of hard.TUNE")
    args = parser.parse_args()
    hard.TUNE.update(tune_items(parser, args.tune))
    laid: dict[tuple[bool, str], int] = defaultdict(int)
    plies: dict[tuple[bool, str], int] = defaultdict(int)
    points: dict[tuple[bool, str], int] = defaultdict(int)
    in_hand: dict[bool, list[int]] = defaultdict(list)
    for seed in range(args.first_seed, args.first_seed + args.games):
        levels, h, state = seated(seed)
        ply = 0
        since: dict[tuple[tuple[tuple[int, int], int], int], tuple[int, str]] = {}
        while game.current_player(state) != TERMINAL:
            seat = state.current
            if state.phase == "place":
                in_hand[seat == h].append(state.supply(seat))
            move = game.bots[levels[seat]](state, seat, bot_rng(seed, ply, seat))
            after = game.apply(state, move)
            ply += 1
            old = {(m.node, m.player) for m in state.meeples}
            new = {(m.node, m.player) for m in after.meeples}
            for node, p in new - old:
                kind = tile_type(*after.tiles[node[0]]).features[node[1]].kind
                since[node, p] = (ply, kind)
                laid[p == h, kind] += 1
            for node, p in old - new:
                start, kind = since.pop((node, p))
                plies[p == h, kind] += ply - start
            state = after
        for (_, p), (start, kind) in since.items():
            plies[p == h, kind] += ply - start
        for e in state.events:
            what = str(e["what"])
            kind = "field" if what == "farmers" else what.removeprefix("final:")
            if kind in KINDS:
                points[e["player"] == h, kind] += int(e["points"])
    for who, name, per in ((True, "hard", 1), (False, "a medium player", 2)):
        n = args.games * per
        print(f"{name}: meeples in hand at its placements {statistics.mean(in_hand[who]):.2f}")
        for kind in KINDS:
            k = (who, kind)
            print(
                f"  {kind:9} laid {laid[k] / n:5.2f} a game, {plies[k] / max(1, laid[k]):6.1f} "
                f"plies each, {points[k] / n:5.1f} points a game, "
                f"{points[k] / max(1, plies[k]):.3f} per meeple-ply"
            )


if __name__ == "__main__":
    main()
