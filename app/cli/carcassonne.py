"""``geoquiz carcassonne squares`` and ``geoquiz carcassonne play``: map grid, computer games.

* ``geoquiz carcassonne squares [--json]`` lists the playable squares of the Carcassonne map:
  column, row, bounds (lon/lat), German land share, and role (start / large city / town) with name.
* ``geoquiz carcassonne play --players LEVEL,LEVEL[,…] [--seed N] [--starts A,B] [--json]``
  plays a game of computer players (levels easy, medium, hard) with the 72 tiles of the base
  game and prints the final scores.

Bad input exits 2 with one readable line on stderr. Imports nothing from Qt.
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_play", "run_squares"]


def register(subparsers: Any) -> None:
    """Add the ``carcassonne`` command with its ``squares`` and ``play`` subcommands."""
    carc = subparsers.add_parser(
        "carcassonne",
        help="Carcassonne Germany: list the map squares, play computer games",
        description="The square grid of Carcassonne Germany and games between computer players.",
    )
    sub = carc.add_subparsers(dest="carcassonne_command", metavar="SUBCOMMAND")
    carc.set_defaults(func=_missing_subcommand)
    squares = sub.add_parser(
        "squares",
        help="list the playable squares with their roles",
        description="List the playable squares: column, row, bounds, land share, role and name.",
    )
    squares.add_argument("--json", action="store_true", help="print a JSON array")
    squares.set_defaults(func=run_squares)
    play = sub.add_parser(
        "play",
        help="play a game between computer players",
        description="Play a game between computer players and print the final scores.",
    )
    play.add_argument("--players", required=True, help="levels, e.g. hard,easy (2 to 5)")
    play.add_argument("--seed", type=int, default=0, help="seed of the game (default 0)")
    play.add_argument("--starts", default="Rostock,Stuttgart", help="two start squares")
    play.add_argument("--json", action="store_true", help="print the result as JSON")
    play.set_defaults(func=run_play)


def _missing_subcommand(args: argparse.Namespace) -> int:
    raise UsageError("geoquiz carcassonne: choose a subcommand: squares or play")


def run_squares(args: argparse.Namespace) -> int:
    """Print the playable squares."""
    from geoquiz.geo.carcassonne_map import carcassonne_map, square_bounds

    m = carcassonne_map()
    starts = {sq: name for name, sq in m.start.items()}
    rows: list[dict[str, Any]] = []
    for sq in sorted(m.playable, key=lambda s: (s[1], s[0])):
        role, name = "", ""
        if sq in starts:
            role, name = "start", starts[sq]
        elif sq in m.large_cities:
            role, name = "large-city", m.large_cities[sq]
        elif sq in m.towns:
            role, name = "town", m.towns[sq]
        rows.append(
            {
                "col": sq[0],
                "row": sq[1],
                "bounds": list(square_bounds(sq)),
                "land": round(m.land_share[sq], 3),
                "role": role,
                "name": name,
            }
        )
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    for r in rows:
        lon0, lat0, lon1, lat1 = r["bounds"]
        print(
            f"{r['col']:>2} {r['row']:>2}  {lon0:5.2f}–{lon1:5.2f}°E {lat0:5.2f}–{lat1:5.2f}°N  "
            f"land {r['land']:.0%}  {r['role']} {r['name']}".rstrip()
        )
    return 0


def run_play(args: argparse.Namespace) -> int:
    """Play a computer game and print the scores."""
    from geoquiz.games.carcassonne import (
        LEVELS,
        Config,
        PlayerSpec,
        apply,
        is_over,
        new_game,
        ranking,
    )
    from geoquiz.games.carcassonne.players import choose

    levels = [s.strip() for s in str(args.players).split(",") if s.strip()]
    for level in levels:
        if level not in LEVELS:
            raise UsageError(
                f"geoquiz carcassonne play: unknown level {level!r}; use {', '.join(LEVELS)}"
            )
    starts = tuple(s.strip() for s in str(args.starts).split(","))
    if len(starts) != 2:
        raise UsageError("geoquiz carcassonne play: --starts needs two names, e.g. Rostock,Erfurt")
    players = tuple(PlayerSpec(f"{i + 1}:{lv}", "computer", lv) for i, lv in enumerate(levels))
    try:
        cfg = Config(players, (starts[0], starts[1]), args.seed)
        state = new_game(cfg)
    except ValueError as exc:
        raise UsageError(f"geoquiz carcassonne play: {exc}") from None
    rng = random.Random(args.seed)
    while not is_over(state):
        state = apply(state, choose(state, state.current, rng, levels[state.current]))
    result = {
        "players": [p.name for p in players],
        "scores": state.scores,
        "ranking": ranking(state),
        "discarded": len(state.discarded),
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    for p, score in zip(players, state.scores, strict=True):
        print(f"{p.name:<12} {score:>4}")
    return 0
