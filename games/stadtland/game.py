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
* **Simultaneous calls** (issue 16): "Stopp und 1!" and "Stopp und Aus!" may come from any
  player at any moment of the writing phase. :func:`legal_moves` offers the current seat only its
  *own* calls (``player`` = that seat), and seat 0 besides the laptop's moves of the phase (the
  app's "Stopp und Aus!" once a count or the timer has run out, ``Undo``): the random playouts of
  the contract test need that move when every seat has called "Stopp und 1!". Every other seat
  gets its own calls from :func:`out_of_turn_moves` (the optional hook of
  :mod:`geoquiz.games.contract`), so a phone can call at once and never for somebody else.
  :func:`apply` judges each call: one that seat has already made is refused
  (``stadtland.already_called``, or ``stadtland.counting`` for "Aus!" while its count runs).
* **Free text.** :func:`legal_moves` lists *representatives*: terms, justifications and edits are
  free text, and votes are listed with nobody and with everybody against (see
  :func:`geoquiz.games.stadtland.engine.legal_moves`).
* **Views.** :func:`view` never shows the RNG state or the order of the prompt stack (only its
  size). Terms are on paper until the entry; a seat sees its own entered terms, and everybody's
  once the check begins (they are read out). ``seat=None`` is the public board.
* **Metadata** (:data:`META`): 2–8 players, simultaneous calls, a round timer, no chance node;
  hidden are the prompt stack's order and every seat's terms and notes until they are read out
  (the conformance test deals them anew and compares the views). :func:`reveals` (no undo
  point): a deal (the prompt card is turned) and the move after which the terms are read out.
* **Bots.** Nobody plays Stadt-Land-anders against a computer at this table; the three levels are
  the same simple chooser for playouts and tests (a legal move, never ``Undo``, scoring soon).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from geoquiz.games.contract import TERMINAL, BotChooser, Event, Hidden, Metadata, Player
from geoquiz.games.contract_helpers import (
    dict_codec,
    level_bots,
    no_chance_outcomes,
    ranking_from_scores,
    seeded_new_game,
)
from geoquiz.games.stadtland import engine
from geoquiz.games.stadtland.clock import StadtlandClock
from geoquiz.games.stadtland.config import MAX_PLAYERS, MIN_PLAYERS
from geoquiz.games.stadtland.engine import (
    Config,
    Deal,
    Move,
    Score,
    State,
    StopOne,
    StopOut,
    Undo,
)

NAME: Final = "stadtland"

#: the phases in which everybody's terms are read out (before: on paper, or one's own at entry)
_TERMS_OUT = frozenset({"check", "creative", "ready", "over"})

#: see the module docstring
META = Metadata(
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    simultaneous=True,
    timed=True,
    hidden={
        "stack": Hidden("stadtland.prompts"),
        "terms.*": Hidden("stadtland.terms", per_seat=True, public_in=_TERMS_OUT),
        "notes.*": Hidden("stadtland.notes", per_seat=True, public_in=_TERMS_OUT),
    },
)


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
    """Representative legal moves of the seat to act (free text is represented; in the writing
    phase only that seat's own calls, and the laptop's moves for seat 0: see the module
    docstring)."""
    if engine.is_over(state):
        return []
    moves = engine.legal_moves(state)
    if state.phase != "writing":
        return moves
    seat = current_player(state)
    return [m for m in moves if _caller(m) == seat or (_caller(m) is None and seat == 0)]


def out_of_turn_moves(state: State, seat: int) -> list[Move]:
    """The calls ``seat`` may make now although it is not :func:`current_player`: in the
    writing phase its own "Stopp und 1!" (one per count it may say) and "Stopp und Aus!", while
    the rules allow them (not after its own call, no "Stopp und 1!" once time is up); nothing in
    any other phase, for the seat to act (its calls are in :func:`legal_moves`) or for a seat
    not in the game."""
    if state.phase != "writing" or not 0 <= seat < state.n or current_player(state) == seat:
        return []
    return [m for m in engine.legal_moves(state) if _caller(m) == seat]


def _caller(move: Move) -> int | None:
    """The player who makes a call (``StopOne``/``StopOut``); ``None`` for the laptop's moves."""
    return move.player if isinstance(move, StopOne | StopOut) else None


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (a new one; ``state`` is unchanged)."""
    return engine.apply(state, move)


def reveals(state: State, move: Move) -> bool:
    """Whether ``move`` shows something new: a deal, or the move after which the terms are read
    out (see the module docstring)."""
    if isinstance(move, Deal):
        return True
    return state.phase not in _TERMS_OUT and engine.apply(state, move).phase in _TERMS_OUT


def _terms_visible(state: State, seat: int | None, player: int) -> bool:
    if state.phase in _TERMS_OUT:
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


bots: Mapping[str, BotChooser[State, Move]] = level_bots(_choose)

#: the round timer for the match driver (``games.match.timing``): the app's "Stopp und Aus!" when
#: the timer or a ten-second count runs out, the entry after the grace; timed moves get its time
timing: Final = StadtlandClock()
