"""Carcassonne Maps — Germany under the one engine contract (DESIGN §1).

A thin module over :mod:`geoquiz.games.carcassonne.engine`: the engine's :class:`State` is frozen
data (:mod:`geoquiz.games.carcassonne.state`), and :func:`apply` builds a new one. There is no
chance node: the tile draws come from the seeded generator inside the state (the contract allows
it), so a replay of ``(config, seed, moves)`` draws the same tiles. ``view`` shows what every player
sees at the table: the laid tiles, the tile in hand (drawn face up), meeples, scores, the chips
collected, where face-down chips lie (not their values) and how many tiles are left — never the draw
order, the chips' values on the map or the generator (:data:`META` declares the pile and the
face-down chips hidden; the conformance test deals them anew and compares the views).

:func:`reveals` (no undo point): a move after which a tile is drawn (the turn ends; an unplaceable
tile is discarded and another drawn) or a face-down chip is turned up.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from geoquiz.games.carcassonne import engine
from geoquiz.games.carcassonne.chips import chip_value
from geoquiz.games.carcassonne.engine import Config, Move, PlayerSpec, State
from geoquiz.games.carcassonne.players import choose
from geoquiz.games.carcassonne.state import MAX_PLAYERS, MIN_PLAYERS
from geoquiz.games.contract import BotChooser, Event, Hidden, Metadata
from geoquiz.games.contract_helpers import (
    dict_codec,
    level_bots,
    no_chance_outcomes,
    seeded_new_game,
    terminal_or_current,
)

NAME = "carcassonne"

#: 2–5 seats taking turns; tile draws are in the seeded state; no clock. Hidden: the order of
#: the tile pile and the values of the chips lying face down on the map.
META = Metadata(
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    hidden={
        "stack": Hidden("carcassonne.tiles"),
        "chips_on_map.*.2": Hidden("carcassonne.chips"),
    },
)


#: computer players by level
bots: Mapping[str, BotChooser[State, Move]] = level_bots(choose, engine.LEVELS, "carcassonne")


def example_config(players: int = 3) -> Config:
    """A game of ``players`` computer players (medium) with the default settings."""
    seats = tuple(PlayerSpec(f"Player {i + 1}", "computer", "medium") for i in range(players))
    return Config(seats)


#: the map laid out, start squares set, chips placed face down and the first tile drawn
new_game = seeded_new_game(engine.new_game)
#: the seat to place, to set a meeple or to upgrade; ``TERMINAL`` once the pile is empty
current_player = terminal_or_current(engine.is_over)
#: always empty: tile draws stay inside the state's seeded generator
chance_outcomes = no_chance_outcomes
#: every move of the current phase
legal_moves = engine.legal_moves
#: the state after ``move`` (a new object); ``IllegalMove("carcassonne.…")`` if refused
apply = engine.apply
#: groups of tied seats, the highest score first
ranking = engine.ranking


def reveals(state: State, move: Move) -> bool:
    """Whether ``move`` shows something new: a tile is drawn after it, or a chip turned up."""
    after = engine.apply(state, move)
    return len(after.stack) != len(state.stack) or len(after.chips_on_map) != len(
        state.chips_on_map
    )


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (or, with ``None``, anybody) sees; the same for every seat."""
    cfg = state.config
    return {
        "players": [{"name": p.name, "kind": p.kind, "level": p.level} for p in cfg.players],
        "settings": {
            "starts": list(cfg.starts),
            "tiles": cfg.tiles,
            "meeples": cfg.meeples,
            "inns_cathedrals": cfg.inns_cathedrals,
        },
        "tiles": [[s[0], s[1], *state.tiles[s]] for s in state.order],
        "tile": state.tile,
        "tiles_left": len(state.stack),
        "discarded": list(state.discarded),
        "meeples": [
            {
                "square": list(m.square),
                "feature": m.feature,
                "player": m.player,
                "upgraded": m.upgraded,
            }
            for m in state.meeples
        ],
        "supply": [state.supply(p) for p in range(state.players)],
        "chip_squares": [list(s) for s in sorted(state.chips_on_map)],
        "chips_held": [sorted(chip_value(c) for c in h) for h in state.chips_held],
        "scores": list(state.scores),
        "current": None if engine.is_over(state) else state.current,
        "phase": state.phase,
        "last": None if state.last is None else list(state.last),
        "legal": [encode_move(m) for m in engine.legal_moves(state)],
    }


encode_state, decode_state, encode_move, decode_move = dict_codec(
    State.from_dict, Move.to_dict, Move.from_dict
)


def events(before: State, after: State) -> list[Event]:
    """Tiles laid, meeples set, upgrades, chips, discards and scorings between two states."""
    out: list[Event] = []
    laid = after.order[len(before.order) :]
    for sq in laid:
        name, rot = after.tiles[sq]
        out.append(
            Event("carcassonne.placed", None, {"square": list(sq), "tile": name, "rotation": rot})
        )
    old = {(m.node, m.player) for m in before.meeples}
    for m in after.meeples:
        if (m.node, m.player) not in old:
            out.append(
                Event(
                    "carcassonne.meeple",
                    m.player,
                    {"square": list(m.square), "feature": m.feature},
                )
            )
    for e in after.events[len(before.events) :]:
        what = str(e["what"])
        kind, _, detail = what.partition(":")
        params: dict[str, Any] = {"points": e["points"], "square": e["square"]}
        if detail:
            params["detail"] = detail
        out.append(Event(f"carcassonne.{kind}", int(e["player"]), params))
    return out
