"""Benchmark: how well the Finden-Sie-Minden computer players play, with the shipped deck.

For each level (easy "knows the big cities", medium "knows Germany well", hard "expert") and the
random-stone baseline it plays seeded four-player games through the engine contract
(``games.minden.game``) and measures:

* **tip accuracy**: right tips among the tips with at least one stone (an empty tip is never
  wrong, so it is left out), and the mean number of stones per tip;
* **win rates**: the level against three random players, and each level in a mixed table
  (easy, medium, hard, random; seats rotated).

Targets (issue 10): accuracy about 50 / 65 / 80 % for easy / medium / hard; easy must be
beatable, i.e. win clearly less than always against random play.

Run: ``.venv/bin/python bench/bench_minden_bots.py [--games N]`` (``make bench`` runs it too).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from geoquiz.games.contract import TERMINAL, bot_rng
from geoquiz.games.minden import Card, Config, PlayerSpec, game
from geoquiz.games.minden.players import choose

__all__ = ["LEVELS", "main", "play", "run"]

LEVELS = ("easy", "medium", "hard", "random")


def shipped_cards() -> list[Card]:
    """The shipped Deutschland deck (German prompts), read through a throw-away database."""
    from geoquiz.app.minden.demo import shipped_cards as load

    return load("de")


def play(cards: list[Card], levels: tuple[str, ...], seed: int) -> tuple[int, list[dict]]:
    """One game of ``levels`` (a seat each); return (winner seat, scored tip records)."""
    colours = ("red", "blue", "green", "yellow", "purple")
    seats = tuple(
        PlayerSpec(f"P{i}", colours[i], 30 + i, "easy" if lv == "random" else lv)
        for i, lv in enumerate(levels)
    )
    config = game.GameConfig(Config(seats, track_length=40), tuple(cards))
    state = game.new_game(config, seed)
    for ply in range(5000):
        seat = game.current_player(state)
        if seat == TERMINAL:
            break
        assert isinstance(seat, int)
        rng = bot_rng(seed, ply, seat)
        move = choose(state, seat, rng, levels[seat])
        state = game.apply(state, move)
    winner = game.ranking(state)[0][0]
    return winner, list(state.history)


def run(games: int = 40, cards: list[Card] | None = None) -> dict[str, dict[str, float]]:
    """Measure accuracy and win rates; return them per level."""
    cards = cards or shipped_cards()
    right: Counter[str] = Counter()
    placed: Counter[str] = Counter()
    stones: Counter[str] = Counter()
    wins_vs_random: Counter[str] = Counter()
    wins_mixed: Counter[str] = Counter()

    def count_tips(history: list[dict], seated: tuple[str, ...]) -> None:
        """Add each placed tip of a game to its level's tips, stones and right tips."""
        for r in history:
            lv = seated[int(r["player"])]
            if r["tip"]:
                placed[lv] += 1
                stones[lv] += len(r["tip"])
                right[lv] += bool(r["right"])

    for g in range(games):
        for level in LEVELS[:3]:
            table = (level, "random", "random", "random")
            rot = g % 4
            seated = table[rot:] + table[:rot]
            winner, history = play(cards, seated, 1000 + g)
            if seated[winner] == level:
                wins_vs_random[level] += 1
            count_tips(history, seated)
        mixed = LEVELS[g % 4 :] + LEVELS[: g % 4]
        winner, history = play(cards, mixed, 5000 + g)
        wins_mixed[mixed[winner]] += 1
        count_tips(history, mixed)
    out: dict[str, dict[str, float]] = {}
    for lv in LEVELS:
        out[lv] = {
            "accuracy": right[lv] / placed[lv] if placed[lv] else 0.0,
            "stones": stones[lv] / placed[lv] if placed[lv] else 0.0,
            "tips": float(placed[lv]),
            "win_vs_random": wins_vs_random[lv] / games if lv != "random" else float("nan"),
            "win_mixed": wins_mixed[lv] / games,
        }
    return out


def main() -> None:
    """Command-line entry: run the benchmark and print the result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    start = time.perf_counter()
    cards = shipped_cards()
    r = run(args.games, cards)
    print(f"minden bots: {args.games} games per table, shipped deck ({len(cards)} cards)")
    print("  level    accuracy  stones/tip   tips  win vs 3 random  win in mixed table")
    for lv in LEVELS:
        m = r[lv]
        vs = "       —" if lv == "random" else f"{m['win_vs_random']:8.0%}"
        print(
            f"  {lv:<8} {m['accuracy']:8.0%}  {m['stones']:10.2f} {int(m['tips']):6d}"
            f"  {vs}         {m['win_mixed']:8.0%}"
        )
    print(f"  ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
