"""10 Tage durch Deutschland under the one engine contract (DESIGN §1, ``games.contract``).

A thin layer over :mod:`.engine`: the engine's state is already frozen plain data that
round-trips through JSON and ``apply`` returns a new state. The shuffles (the deal and every
reshuffle of the discard piles) stay inside the state's seeded generator, so this game never reaches
:data:`~geoquiz.games.contract.CHANCE`; a replay of ``(config, seed, moves)`` is exact.

``view(state, seat)`` is what that seat sees at the table:

* the public board: the size of the draw pile, each discard pile's top card and size, every
  seat's name, which days of every holder are filled, the cards each seat took from discard
  piles (everybody saw them), every call-out with the route shown at that moment (the rulebook:
  the caller shows the holder), whose turn and which phase;
* its own holder, face up (during setup the cards placed so far, empty days ``None``), and the
  card it has drawn; during setup the seat placing sees the card it places next (``next``, the
  top of its own stack; ``None`` for every other seat) — the rest of the stacks stays hidden;
* a card drawn from a discard pile is public (everybody saw it taken); one drawn from the draw
  pile only for the drawing seat;
* every holder once the game is over (the winner shows the route; the others are turned up).

Never in a view: the RNG state, the draw pile's order, the setup stacks, another holder
(:data:`META` declares them hidden; the conformance test deals them anew and compares the views).

:func:`reveals` (no undo point): a card drawn from the draw pile, every setup placement (the next
card of a stack faces its owner; the last one turns up the discard piles), a call-out (the holder
is shown) and the move that ends the game (every holder is turned up).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from geoquiz.games.contract import BotChooser, Event, Hidden, Metadata
from geoquiz.games.contract_helpers import (
    dict_codec,
    level_bots,
    no_chance_outcomes,
    seeded_new_game,
    terminal_or_current,
    tied_groups,
)
from geoquiz.games.engine_tools import plain
from geoquiz.games.tage import players as _players
from geoquiz.games.tage.engine import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Config,
    Declare,
    Draw,
    Move,
    PlaceSetup,
    PlayerSpec,
    State,
    longest_run,
    move_from_dict,
    move_to_dict,
)
from geoquiz.games.tage.engine import apply as _apply
from geoquiz.games.tage.engine import is_over as _is_over
from geoquiz.games.tage.engine import legal_moves as _legal_moves
from geoquiz.games.tage.engine import new_game as _new_game

NAME = "tage"

#: 2–4 seats taking turns; the shuffles are in the seeded state; no clock. Hidden (one deck of
#: 59 cards): the draw pile's order, the setup stacks and the holders of the other seats (turned
#: up when the game is over).
META = Metadata(
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    hidden={
        "draw_pile": Hidden("tage.cards"),
        "stacks.*": Hidden("tage.cards", per_seat=True),
        "holders.*": Hidden("tage.cards", per_seat=True, public_in=frozenset({"over"})),
    },
)


#: computer players by level (``games.tage.players``)
bots: Mapping[str, BotChooser[State, Move]] = level_bots(_players.choose)


def example_config(players: int = 3) -> Config:
    """``players`` computer seats of medium strength (2–4), the first seat begins; 200 turns at
    most (random playouts rarely build a route)."""
    names = ("Anna", "Ben", "Clara", "David")
    specs = tuple(PlayerSpec(names[i], "computer", "medium") for i in range(players))
    return Config(players=specs, max_turns=200)


#: shuffle the 59 cards with ``seed`` and give every seat a face-down stack of ten
new_game = seeded_new_game(_new_game)
#: the seat to move, or :data:`TERMINAL` once someone has won (or the turn limit is hit)
current_player = terminal_or_current(_is_over)
#: always empty: 10 Tage has no chance node (see the module docstring)
chance_outcomes = no_chance_outcomes
#: every move of the seat to act (none when the game is over)
legal_moves = _legal_moves
#: the state after ``move``; ``state`` is unchanged. Refusals: ``IllegalMove("tage.…")``
apply = _apply


def reveals(state: State, move: Move) -> bool:
    """Whether ``move`` shows something new (see the module docstring)."""
    if isinstance(move, PlaceSetup | Declare):
        return True
    if isinstance(move, Draw):
        return move.pile is None
    return move.declare or _apply(state, move).phase == "over"


def _public(state: State) -> dict[str, Any]:
    return {
        "game": NAME,
        "phase": state.phase,
        "current": None if state.phase == "over" else state.current,
        "turn": state.turn,
        "players": [
            {"name": p.name, "controller": p.controller, "level": p.level}
            for p in state.config.players
        ],  # fmt: skip
        "first_player": state.config.first_player,
        "draw_pile": len(state.draw_pile),
        "discards": [{"top": p[-1] if p else None, "size": len(p)} for p in state.discards],
        "filled": [[c is not None for c in h] for h in state.holders],
        "to_place": [len(s) for s in state.stacks],
        "pickups": [list(p) for p in state.pickups],
        "declared": state.declared,
        "declarations": plain(state.declarations),
        "reshuffles": state.reshuffles,
        "winner": state.winner,
        "drawn_from": state.drawn_from if state.phase == "place" else None,
        "drawn": state.drawn if state.phase == "place" and state.drawn_from is not None else None,
        "holders": [list(h) for h in state.holders] if state.phase == "over" else None,
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see now as JSON (``None``: the public board); see the module docstring."""
    out = _public(state)
    out["seat"] = seat
    if seat is None:
        out["holder"] = None
        return out
    if not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat} in a game of {state.n}")
    if state.phase == "setup":
        # the cards placed so far face their owner (a card holder faces its owner), and the seat
        # placing sees the card it places next (the rulebook's "place it in any position")
        out["holder"] = list(state.holders[seat])
        stack = state.stacks[seat]
        out["next"] = stack[-1] if seat == state.current and stack else None
    else:
        out["holder"] = list(state.holders[seat])
        check = state.route(seat)
        out["route"] = {
            "valid": check.valid,
            "links": [link.as_dict() for link in check.links],
            "longest_run": longest_run(check),
        }
    if state.phase == "place" and seat == state.current:
        out["drawn"] = state.drawn
    return out


#: a move as JSON: ``{"type": "exchange", "slot": 3, "pile": 0, "declare": false}``
encode_state, decode_state, encode_move, decode_move = dict_codec(
    State.from_dict, move_to_dict, move_from_dict
)


def ranking(state: State) -> list[list[int]]:
    """Groups of tied seats, best first: the winner, then by the longest correct stretch."""
    runs = [longest_run(state.route(p)) for p in range(state.n)]
    keys = [(p != state.winner, -runs[p]) for p in range(state.n)]
    return tied_groups(keys)


def events(before: State, after: State) -> list[Event]:
    """What happened between two states: the moves recorded in between, reshuffles, call-outs,
    the end. Kinds: ``tage.placed``, ``tage.drew``, ``tage.exchanged``, ``tage.discarded``,
    ``tage.called_out``, ``tage.reshuffled``, ``tage.setup_done``, ``tage.won``, ``tage.ended``."""
    out: list[Event] = []
    for entry in after.history[len(before.history) :]:
        seat = int(entry["player"])
        kind = str(entry["type"])
        params = {k: v for k, v in entry.items() if k not in ("player", "type")}
        name = {"place": "placed", "draw": "drew", "exchange": "exchanged"}.get(kind, kind + "ed")
        if kind == "declare":
            continue  # reported with its verdict below
        out.append(Event(f"tage.{name}", seat, params))
    if before.phase == "setup" and after.phase != "setup":
        out.append(Event("tage.setup_done", None, {}))
    if after.reshuffles > before.reshuffles:
        out.append(Event("tage.reshuffled", None, {"draw_pile": len(after.draw_pile)}))
    for entry in after.declarations[len(before.declarations) :]:
        params = {"valid": bool(entry["valid"]), "route": list(entry["route"])}
        out.append(Event("tage.called_out", int(entry["player"]), params))
    if after.phase == "over" and before.phase != "over":
        if after.winner is not None:
            out.append(Event("tage.won", after.winner, {}))
        else:
            out.append(Event("tage.ended", None, {"turns": after.turn}))
    return out
