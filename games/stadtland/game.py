"""Stadt-Land-anders under the one engine contract (DESIGN §1, :mod:`geoquiz.games.contract`).

The rules are in :mod:`geoquiz.games.stadtland.engine`; this module is the face every driver
uses. Notes on the contract here:

* **No chance node.** The prompt stack is shuffled from the seed by :func:`new_game`; a ``Deal``
  takes its top card, so :func:`chance_outcomes` is always empty and a replay of
  ``(config, seed, moves)`` needs no random numbers.
* **Who acts** (:func:`current_player`): the players write on paper at the same time, so the
  writing phase rotates through the seats that have not called "Stopp und 1!" yet (ply modulo
  their number); the laptop's own moves (deal, the app's "Stopp und Aus!", the end of the grace,
  votes, the scoring, the fingers of Creative Play) are listed for seat 0, the player at the
  laptop. At the entry it is the seat whose terms are entered.
* **Free text.** :func:`legal_moves` lists *representatives*: terms, justifications and edits are
  free text, and votes are listed with nobody and with everybody against (see
  :func:`geoquiz.games.stadtland.engine.legal_moves`).
* **Views.** :func:`view` never shows the RNG state or the order of the prompt stack (only its
  size). Terms are on paper until the entry; a seat sees its own entered terms, and everybody's
  once the check begins (they are read out). ``seat=None`` is the public board.
* **Bots.** Nobody plays Stadt-Land-anders against a computer at this table; the three levels are
  the same simple chooser for playouts and tests (a legal move, never ``Undo``, scoring soon).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from geoquiz.games.contract import TERMINAL, BotChooser, Event, Player
from geoquiz.games.contract_helpers import (
    dict_codec,
    level_bots,
    no_chance_outcomes,
    ranking_from_scores,
    seeded_new_game,
)
from geoquiz.games.stadtland import engine
from geoquiz.games.stadtland.engine import Config, Move, Score, State, Undo

NAME: Final = "stadtland"


def example_config(players: int = 3) -> Config:
    """A standard game of ``players`` (2–8) named players: 5 rounds, the five printed columns."""
    names = ("Anna", "Ben", "Cem", "Dana", "Emil", "Frida", "Gül", "Hans")
    return Config(tuple(names[:players]), creative=players >= 3, round_cap=9)


#: a new game; ``seed`` shuffles the prompt stack (it replaces ``config.seed``)
new_game = seeded_new_game(engine.new_game)


def current_player(state: State) -> Player:
    """The seat to act (see the module docstring), or :data:`TERMINAL`."""
    if engine.is_over(state):
        return TERMINAL
    if state.phase == "writing":
        left = [p for p in range(state.n) if state.stop_of(p) is None]
        if left:
            return left[len(state.history) % len(left)]
        return 0
    if state.phase == "entry":
        return state.current
    return 0


#: always empty: the stack was shuffled from the seed (see the module docstring)
chance_outcomes = no_chance_outcomes


def legal_moves(state: State) -> list[Move]:
    """Representative legal moves now (free text is represented, see the module docstring)."""
    if engine.is_over(state):
        return []
    return engine.legal_moves(state)


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (a new one; ``state`` is unchanged)."""
    return engine.apply(state, move)


def _terms_visible(state: State, seat: int | None, player: int) -> bool:
    if state.phase in ("check", "creative", "ready", "over"):
        return True
    return state.phase == "entry" and seat == player and player < len(state.terms)


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (``None``: the public board), as JSON."""
    data = state.to_dict()
    for secret in ("rng", "stack", "history", "kept"):
        data.pop(secret)
    data["config"].pop("seed")
    data["stack_size"] = len(state.stack)
    data["seat"] = seat
    data["terms"] = [
        list(row) if _terms_visible(state, seat, p) else None for p, row in enumerate(state.terms)
    ]
    data["notes"] = [
        list(row) if _terms_visible(state, seat, p) else None for p, row in enumerate(state.notes)
    ]
    data["totals"] = state.totals()
    data["undoable"] = state.undoable()
    return data


#: ``decode_state`` also loads saved games of format 1
encode_state, decode_state, encode_move, decode_move = dict_codec(
    State.from_dict, engine.move_to_dict, engine.move_from_dict
)


def ranking(state: State) -> list[list[int]]:
    """Groups of tied seats by total points, best first."""
    return ranking_from_scores(state.totals())


_EVENT_KINDS = {
    "deal": "stadtland.dealt",
    "stop1": "stadtland.stop_one",
    "stopout": "stadtland.aus",
    "entry": "stadtland.entry_began",
    "terms": "stadtland.terms_entered",
    "vote": "stadtland.voted",
    "edit": "stadtland.edited",
    "merge": "stadtland.merged",
    "undo": "stadtland.undone",
    "score": "stadtland.scored",
    "point": "stadtland.pointed",
}


def events(before: State, after: State) -> list[Event]:
    """One event per move between ``before`` and ``after`` (``stadtland.aus`` when a round
    ends with "Aus!", the signal the screen sounds), then ``stadtland.over`` at the end."""
    out: list[Event] = []
    for data in after.history[len(before.history) :]:
        params = {k: v for k, v in data.items() if k != "type"}
        seat = data.get("player") if isinstance(data.get("player"), int) else None
        if data["type"] == "stopout":
            params["reason"] = after.end_reason
        if data["type"] == "deal":
            params["prompt"] = after.prompt
        out.append(Event(_EVENT_KINDS[data["type"]], seat, params))
    if engine.is_over(after) and not engine.is_over(before):
        out.append(Event("stadtland.over", None, {"winners": engine.winners(after)}))
    return out


def _choose(state: State, seat: int, rng: random.Random, level: str) -> Move:
    """The same simple chooser at every level (see the module docstring)."""
    moves = [m for m in legal_moves(state) if not isinstance(m, Undo)]
    scores = [m for m in moves if isinstance(m, Score)]
    if scores and rng.random() < 0.5:
        return scores[0]
    return rng.choice(moves)


bots: Mapping[str, BotChooser] = level_bots(_choose)
