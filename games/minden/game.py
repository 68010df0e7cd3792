"""Finden Sie Minden under the one engine contract (DESIGN §1, ``games.contract``).

A thin layer over :mod:`.engine`: ``apply`` returns a new state and never changes its input; the
state round-trips through JSON. The shuffle happens once, in :func:`new_game`, from the game's
seed (the draw pile's order lives in the state), so this game never reaches
:data:`~geoquiz.games.contract.CHANCE`; a replay of ``(config, seed, moves)`` is exact.

The configuration is a :class:`GameConfig`: the rules' :class:`~.engine.Config` and the cards
(the app reads them from the card database; :func:`example_config` uses a small built-in set of
well-known places, solved by the board arithmetic of :mod:`.grid`).

Guessing is simultaneous at the table; :func:`current_player` rotates through the seats still to
place stones (rearmost first), and no view shows a tip before it is scored.

``legal_moves`` in the scoring phase gives one representative ``Score()`` (no indicator position):
where the indicator goes is a free click on the map and never changes the verdict.

``view(state, seat)`` is what that seat sees at the table:

* the public board: round, phase, whose turn, the pieces on the track, chips and stones, the
  cards of the round task side up (title, prompt, colour — never their solutions), the card in
  front of each seat, the number of cards in the draw pile, the kept cards, and every tip already
  scored with its card's solution side (the history);
* for each other seat only *whether* it has placed stones (and, once all have placed, how many:
  the stones lie on the tip card for all to count), never their values before scoring;
* its own tip.

Never in a view: the RNG state, the draw pile's order, the reserve, a card's solution before it
is scored, another seat's unrevealed tip (:data:`META` declares the pile, the reserve and the
tips hidden; the conformance test deals them anew and compares the views).

:func:`reveals` (no undo point): a trade (the pile's top card comes), a scoring (the card's
solution; a new round is dealt from the pile) and the last tip of a round (the stones on every
tip card are counted).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from geoquiz.games.contract import TERMINAL, BotChooser, Event, Hidden, Metadata, Player
from geoquiz.games.contract_helpers import dict_codec, level_bots, no_chance_outcomes
from geoquiz.games.engine_tools import plain
from geoquiz.games.minden import players as _players
from geoquiz.games.minden.cards import Card
from geoquiz.games.minden.config import MAX_PLAYERS, MIN_PLAYERS
from geoquiz.games.minden.engine import (
    Config,
    Move,
    PlayerSpec,
    Score,
    State,
    move_from_dict,
    move_to_dict,
)
from geoquiz.games.minden.engine import apply as _apply
from geoquiz.games.minden.engine import current_player as _current
from geoquiz.games.minden.engine import legal_moves as _legal_moves
from geoquiz.games.minden.engine import new_game as _new_game
from geoquiz.games.minden.engine import ranking as _ranking

NAME = "minden"

#: 2–5 seats; the tips are placed at the same time; the shuffle is in the seeded state, not a
#: chance node; no clock. Hidden: the draw pile's order and the unused cards (one deck), each
#: seat's tip until it is scored.
META = Metadata(
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    simultaneous=True,
    hidden={
        "pile": Hidden("minden.cards"),
        "reserve": Hidden("minden.cards"),
        "tips.*": Hidden("minden.tips", per_seat=True),
    },
)


@dataclass(frozen=True)
class GameConfig:
    """The rules' settings and the cards the game is dealt from."""

    rules: Config
    cards: tuple[Card, ...]


#: computer players by level (``games.minden.players``: what each level knows)
bots: Mapping[str, BotChooser[State, Move]] = level_bots(_players.choose)

#: built-in cards for :func:`example_config`: (colour, title, lat, lon), well-known places
EXAMPLE_PLACES: tuple[tuple[str, str, float, float], ...] = (
    ("yellow", "Berlin", 52.520, 13.405),
    ("yellow", "Hamburg", 53.551, 9.993),
    ("yellow", "München", 48.137, 11.575),
    ("yellow", "Köln", 50.938, 6.957),
    ("yellow", "Minden", 52.289, 8.917),
    ("yellow", "Dresden", 51.050, 13.740),
    ("yellow", "Freiburg im Breisgau", 47.990, 7.850),
    ("yellow", "Rostock", 54.090, 12.140),
    ("yellow", "Passau", 48.570, 13.430),
    ("yellow", "Aachen", 50.780, 6.080),
    ("orange", "Kloster Eberbach", 50.040, 8.050),
    ("orange", "Lutherstadt Wittenberg", 51.870, 12.650),
    ("orange", "Helgoland", 54.180, 7.890),
    ("orange", "Garmisch-Partenkirchen", 47.490, 11.100),
    ("orange", "Bad Muskau", 51.550, 14.720),
    ("orange", "Xanten", 51.660, 6.450),
    ("orange", "Husum", 54.480, 9.050),
    ("orange", "Bayreuth", 49.950, 11.580),
    ("green", "Brocken", 51.800, 10.620),
    ("green", "Feldberg (Schwarzwald)", 47.870, 8.000),
    ("green", "Müritz", 53.420, 12.680),
    ("green", "Zugspitze", 47.420, 10.990),
    ("green", "Kap Arkona", 54.680, 13.430),
    ("green", "Steinhuder Meer", 52.470, 9.330),
    ("blue", "Porsche-Museum", 48.834, 9.152),
    ("blue", "Hermannsdenkmal", 51.912, 8.839),
)


def example_cards() -> tuple[Card, ...]:
    """The :data:`EXAMPLE_PLACES` as cards, solved by the board arithmetic (one solution each)."""
    from geoquiz.geo.board import cell_of

    return tuple(
        Card(
            f"example{i}",
            colour,
            title,
            (cell_of(lon, lat).as_tuple(),),
            prompt=f"Wo liegt {title}?",
            lat=lat,
            lon=lon,
        )
        for i, (colour, title, lat, lon) in enumerate(EXAMPLE_PLACES)
    )


def example_config(players: int = 3) -> GameConfig:
    """``players`` computer seats (2–5) of medium strength, the built-in cards, track of 20."""
    colours = ("red", "blue", "green", "yellow", "purple")
    seats = tuple(
        PlayerSpec(f"Player {i + 1}", colours[i], 30 + i, "medium") for i in range(players)
    )
    return GameConfig(Config(seats, track_length=20), example_cards())


def new_game(config: GameConfig, seed: int) -> State:
    """Shuffle ``config.cards`` with ``seed``, form the draw pile and deal the first round."""
    return _new_game(replace(config.rules, seed=seed), config.cards)


def current_player(state: State) -> Player:
    """The seat to act (in the guessing phase: the next seat still to place stones)."""
    seat = _current(state)
    return TERMINAL if seat is None else seat


#: always empty: no chance node (the shuffle is made from the seed in :func:`new_game`)
chance_outcomes = no_chance_outcomes
#: the current seat's moves (scoring: one representative ``Score()``, see the module doc)
legal_moves = _legal_moves
#: the state after ``move``; ``state`` is unchanged. Refusals: ``IllegalMove("minden.…")``
apply = _apply


def reveals(state: State, move: Move) -> bool:
    """Whether ``move`` shows something new (see the module doc): a scoring, a card taken from
    the pile, or the tip that completes the round's placing."""
    if isinstance(move, Score):
        return True
    after = _apply(state, move)
    return len(after.pile) != len(state.pile) or (state.phase == "guess" and after.phase != "guess")


def _task(card: Card) -> dict[str, Any]:
    """A card task side up: what everybody at the table sees of it."""
    return {"id": card.id, "colour": card.colour, "title": card.title, "prompt": card.prompt}


def _solved(card: Card) -> dict[str, Any]:
    """A card turned over after its scoring: the task and the solution side."""
    return {
        **_task(card),
        "solutions": [list(s) for s in card.solutions],
        "explanation": card.explanation,
        "lat": card.lat,
        "lon": card.lon,
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` sees (``None``: the public board), as JSON; see the module doc."""
    n = state.n
    all_placed = state.phase in ("challenge", "score")
    tips: list[Any] = []
    for p in range(n):
        tip = state.tips[p]
        if p == seat and tip is not None:
            tips.append({"placed": True, "stones": len(tip), "tip": list(tip)})
        elif tip is None:
            tips.append({"placed": False})
        else:
            tips.append({"placed": True, "stones": len(tip)} if all_placed else {"placed": True})
    scored = {str(r["card"]) for r in state.history}
    current = current_player(state)
    return {
        "game": NAME,
        "seat": seat,
        "round": state.round,
        "phase": state.phase,
        "current": current,
        "players": [
            {"name": p.name, "colour": p.colour, "controller": p.controller}
            for p in state.config.players
        ],
        "rules": {
            "expert": state.config.expert,
            "variant_a": state.config.variant_a,
            "variant_b": state.config.variant_b,
            "track_length": state.config.track_length,
        },
        "positions": list(state.positions),
        "trade_chip": list(state.trade_chip),
        "stones": list(state.stones),
        "challenge_chips": list(state.challenge_chips),
        "challenges": list(state.challenges),
        "offer": [_task(state.cards[c]) for c in state.offer],
        "hands": [None if c is None else _task(state.cards[c]) for c in state.hands],
        "pile_size": len(state.pile),
        "kept": [[_solved(state.cards[c]) for c in kept] for kept in state.kept],
        "tips": tips,
        "scored_cards": {c: _solved(state.cards[c]) for c in sorted(scored)},
        "history": plain(state.history),
        "ranking": ranking(state),
    }


#: the whole state as JSON (the RNG state and the pile order included: not for views); a move
#: as JSON, e.g. ``{"type": "guess", "tip": ["W", "N", 12]}``
encode_state, decode_state, encode_move, decode_move = dict_codec(
    State.from_dict, move_to_dict, move_from_dict
)


def ranking(state: State) -> list[list[int]]:
    """Seats from the front-most piece backwards; no two pieces share a space, so no ties."""
    return [[p] for p in _ranking(state)]


def events(before: State, after: State) -> list[Event]:
    """What the move from ``before`` to ``after`` did: ``minden.draft``, ``minden.score``, …

    A guess event carries only the number of stones (the tip stays hidden until scoring).
    """
    if after is before:
        return []
    out = []
    for e in after.events:
        params = {k: plain(v) for k, v in e.items() if k not in ("type", "player")}
        seat = e.get("player")
        out.append(
            Event(f"minden.{e['type']}", int(seat) if isinstance(seat, int) else None, params)
        )
    return out
