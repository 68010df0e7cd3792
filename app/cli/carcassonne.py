"""``geoquiz carcassonne squares`` and ``geoquiz carcassonne play``: map grid, computer games.

* ``geoquiz carcassonne squares [--json]`` lists the playable squares of the Carcassonne map:
  column, row, bounds (lon/lat), German land share, and role (start / large city / town) with name.
* ``geoquiz carcassonne play --players LEVEL,LEVEL[,…] [--seed N] [--starts A,B[,C]]
  [--tiles all|base] [--meeples 9|7] [--inns-cathedrals] [--json]`` plays a game of computer
  players (levels easy, medium, hard) through the engine contract (by default the 114 tiles of
  the base game and the first two expansions, 9 meeples each) and prints the final scores; with
  ``--json`` also ``tiles`` (land tiles in the game, start tiles included), ``meeples`` (per
  player), ``start_squares`` (``[col, row]``) and ``placements`` (in order: ``square``, ``tile``,
  ``rotation``, ``meeple`` — feature index and kind, or null) and ``large_cities`` (the six
  printed large cities in the rules' order: ``{"name": "Hamburg", "completed": false}``, …), so a
  game can be checked from outside; without ``--json`` it prints the scores and the large cities
  completed.

Bad input exits 2 with one readable line on stderr. Imports nothing from Qt.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from geoquiz.app.cli.commands import Sub, arg, command, print_rows
from geoquiz.app.cli.main import UsageError

__all__ = ["play_game", "register", "run_play", "run_squares"]


#: the options of ``carcassonne play``
PLAY_ARGS = (
    arg("--players", required=True, help="levels, e.g. hard,easy (2 to 5)"),
    arg("--seed", type=int, default=0, help="seed of the game (default 0)"),
    arg(
        "--starts",
        default="Rostock,Stuttgart",
        help="two or three start squares (first: start tile)",
    ),
    arg("--tiles", default="all", choices=("all", "base"), help="114 or 72 tiles"),
    arg("--meeples", type=int, default=9, choices=(9, 7), help="meeples per player"),
    arg("--inns-cathedrals", action="store_true", help="score inns and cathedrals (expansion 1)"),
)


def run_squares(args: argparse.Namespace) -> int:
    """List the playable squares with their roles.

    List the playable squares: column, row, bounds, land share, role and name.
    """
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
    return print_rows(rows, args.json, _square_line)


def _square_line(r: dict[str, Any], width: dict[str, int]) -> str:
    lon0, lat0, lon1, lat1 = r["bounds"]
    return (
        f"{r['col']:>2} {r['row']:>2}  {lon0:5.2f}–{lon1:5.2f}°E {lat0:5.2f}–{lat1:5.2f}°N  "
        f"land {r['land']:.0%}  {r['role']} {r['name']}".rstrip()
    )


def computer_players(levels: list[str]) -> tuple[Any, ...]:
    """The computer seats of ``geoquiz carcassonne play --players`` (``1:hard``, ``2:medium`` …);
    the benches build theirs with it, so they play the command's games."""
    from geoquiz.games.carcassonne.engine import PlayerSpec

    return tuple(PlayerSpec(f"{i + 1}:{lv}", "computer", lv) for i, lv in enumerate(levels))


def play_game(
    cfg: Any, levels: list[str], seed: int, watch: Callable[[Any], None] | None = None
) -> tuple[Any, list[dict[str, Any]]]:
    """Play ``cfg`` between computer players of ``levels`` through the engine contract (the
    moves of seat ``s`` at ply ``p`` think with ``bot_rng(seed, p, s)``); return the final state
    and the placements in order. ``watch`` (a bench's) sees the first state and the state after
    every move. ``ValueError`` for a configuration the game refuses."""
    from geoquiz.games.carcassonne import game
    from geoquiz.games.carcassonne.tiles import tile_type
    from geoquiz.games.contract import TERMINAL, bot_rng

    state = game.new_game(cfg, seed)
    placements: list[dict[str, Any]] = []
    ply = 0
    if watch is not None:
        watch(state)
    while game.current_player(state) != TERMINAL:
        seat = state.current
        move = game.bots[levels[seat]](state, seat, bot_rng(seed, ply, seat))
        after = game.apply(state, move)
        if move.kind == "place":
            name, rot = after.tiles[move.square]
            placements.append(
                {"square": list(move.square), "tile": name, "rotation": rot, "meeple": None}
            )
        elif move.kind == "meeple" and placements:
            kind = tile_type(*after.tiles[state.last or move.square]).features[move.feature].kind
            placements[-1]["meeple"] = {"feature": move.feature, "kind": kind, "player": seat}
        state, ply = after, ply + 1
        if watch is not None:
            watch(state)
    return state, placements


def run_play(args: argparse.Namespace) -> int:
    """Play a computer game through the engine contract and print the scores."""
    from geoquiz.games.carcassonne import game
    from geoquiz.games.carcassonne.engine import LEVELS, Config, large_city_status
    from geoquiz.games.carcassonne.tiles import tile_set

    levels = [s.strip() for s in str(args.players).split(",") if s.strip()]
    for level in levels:
        if level not in LEVELS:
            raise UsageError(
                f"geoquiz carcassonne play: unknown level {level!r}; use {', '.join(LEVELS)}"
            )
    starts = tuple(s.strip() for s in str(args.starts).split(","))
    if len(starts) not in (2, 3):
        raise UsageError(
            "geoquiz carcassonne play: --starts needs two or three names, e.g. Rostock,Erfurt"
        )
    players = computer_players(levels)
    try:
        cfg = Config(
            players,
            starts,
            args.seed,
            tiles=args.tiles,
            meeples=args.meeples,
            inns_cathedrals=args.inns_cathedrals,
        )
        state, placements = play_game(cfg, levels, args.seed)
    except ValueError as exc:
        raise UsageError(f"geoquiz carcassonne play: {exc}") from None
    start_squares = [list(state.map.start[n]) for n in starts]
    cities = large_city_status(state)
    result = {
        "players": [p.name for p in players],
        "scores": state.scores,
        "ranking": game.ranking(state),
        "discarded": len(state.discarded),
        "tiles": len(tile_set(cfg.tiles)),
        "meeples": [cfg.meeples] * len(players),
        "start_squares": start_squares,
        "large_cities": [{"name": n, "completed": done} for n, done in cities],
        "placements": placements,
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    for p, score in zip(players, state.scores, strict=True):
        print(f"{p.name:<12} {score:>4}")
    done = [n for n, ok in cities if ok]
    print(
        f"large cities completed: {len(done)} of {len(cities)}"
        + (f" ({', '.join(done)})" if done else "")
    )
    return 0


register = command(
    "carcassonne",
    "Carcassonne Germany: list the map squares, play computer games",
    "The square grid of Carcassonne Germany and games between computer players.",
    (
        Sub("squares", run_squares, json="print a JSON array"),
        Sub(
            "play",
            run_play,
            PLAY_ARGS,
            json="print the result as JSON",
            help="play a game between computer players",
            description="Play a game between computer players and print the final scores.",
        ),
    ),
)
