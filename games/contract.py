"""The one engine contract every game follows (DESIGN §1; boardgame.io / OpenSpiel style).

A game is a module (``geoquiz.games.<name>.game``) that satisfies :class:`Game`; mypy checks it
where the registry (:mod:`geoquiz.games.registry`) lists it. Drivers — the hot-seat screens, the
phone table, the CLI, the tests and the benchmarks — use nothing but this API:

* ``new_game(config, seed)`` gives a frozen ``State`` whose JSON round-trips exactly;
* ``current_player(state)`` is a seat number, :data:`CHANCE` or :data:`TERMINAL`;
* at :data:`CHANCE`, ``chance_outcomes(state)`` lists ``(move, probability)`` (the die); the driver
  samples one with :func:`chance_rng` so that a resumed game rolls what it would have rolled;
* ``legal_moves(state)`` lists the moves of ``current_player``; ``apply(state, move)`` returns a new
  state and never changes its input; a move the rules refuse raises :class:`IllegalMove` with a
  stable code and parameters, which ``geoquiz.app.play.refusals`` turns into a sentence in the
  player's
  language;
* ``view(state, seat)`` is exactly what ``seat`` may see (``None``: the public board), as JSON;
* ``bots[level](state, seat, rng)`` picks a computer player's move; drivers pass :func:`bot_rng`;
* optional: a game where players act at the same time (Stadt-Land-anders' "Stopp und 1!") MAY
  define ``out_of_turn_moves(state, seat)``: the moves ``seat`` may make now although it is not
  ``current_player`` (only its own, each accepted by ``apply``). Drivers ask through
  :func:`geoquiz.games.contract_helpers.out_of_turn_moves` ``(game, state, seat)``, which returns
  ``[]`` for a game without the hook; the phone table offers them beside the current seat's
  ``legal_moves``.

'* ``META`` (:class:`Metadata`) declares what a driver and the conformance test may rely on:
  players min/max, simultaneous phases, chance, timed moves, and the hidden fields of the encoded
  state (:class:`Hidden`: draw piles' order, other seats' hands) — ``tests/test_contract.py``
  shuffles exactly those and checks that no view changes for a seat that may not see them;
* optional: ``reveals(state, move) -> bool``, True when applying a player's ``move`` shows new
  information (draws a card or a tile, deals): such a move is no undo point. Drivers ask through
  :func:`geoquiz.games.contract_helpers.reveals` ``(game, state, move)``, which counts every
  chance outcome as revealing and every other move of a game without the hook as not.

**Types.** :class:`Game` is generic: ``Game[State, Move, Config]`` (``Config`` defaults to
``Any`` so that ``Game[State, Move]`` reads as the issue wrote it); no signature of the protocol
says ``Any``. JSON is :data:`JSON`, a recursive alias mypy follows. The registry checks each game
module against its own ``Game[State, Move, Config]`` (``geoquiz.games.registry``), so a game whose
``apply`` takes another move type than its ``legal_moves`` returns is a mypy error
(``tests/test_contract_typing.py`` type-checks such a broken module).

The glue the game modules share (the contract's names, a seeded ``new_game``, an empty
``chance_outcomes``, bots by level, rankings, the JSON codec) is in
:mod:`geoquiz.games.contract_helpers`.

Recorded games are ``(config, seed, moves)`` with chance outcomes among the moves, so a replay
needs no random numbers at all.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, Protocol, TypeAlias

from typing_extensions import TypeVar

__all__ = [
    "CHANCE",
    "JSON",
    "TERMINAL",
    "BotChooser",
    "Event",
    "Game",
    "Hidden",
    "IllegalMove",
    "JSONObject",
    "Metadata",
    "Player",
    "bot_rng",
    "chance_rng",
    "sample_chance",
]

CHANCE: Final = "chance"
TERMINAL: Final = "terminal"
#: what ``current_player`` returns: a seat, or nobody's turn
Player: TypeAlias = int | Literal["chance", "terminal"]

#: a JSON value as read: objects and arrays as read-only ``Mapping``/``Sequence`` (covariant, so
#: a ``list[int]`` is one; ``json.loads`` gives ``dict``/``list``, ``json.dumps`` takes tuples too)
JSON: TypeAlias = Mapping[str, "JSON"] | Sequence["JSON"] | str | int | float | bool | None
#: a JSON object: an encoded state or move, a view
JSONObject: TypeAlias = dict[str, JSON]

#: a game's state type
S = TypeVar("S")
#: a game's move type
M = TypeVar("M")
#: a game's configuration type; ``Game[State, Move]`` leaves it open
C = TypeVar("C", default=Any)

#: a computer player: ``chooser(state, seat, rng) -> move`` (``BotChooser[State, Move]``)
BotChooser: TypeAlias = Callable[[S, int, random.Random], M]


class IllegalMove(ValueError):  # noqa: N818 - the name DESIGN §1 fixes
    """A move the rules refuse now: a stable ``code`` (``"tage.pile_empty"``) and its parameters.

    The code is never a sentence; the app translates it (``geoquiz.app.play.refusals``). ``str()``
    gives
    an English developer's rendering for logs and tracebacks, not for players.
    """

    def __init__(self, code: str, /, **params: object) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(f"{code}({detail})" if detail else code)

    def to_json(self) -> JSONObject:
        """``{"code": …, "params": {…}}`` with JSON-safe parameter values."""
        return {"code": self.code, "params": {k: _jsonable(v) for k, v in self.params.items()}}


def _jsonable(value: object) -> JSON:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return str(value)


@dataclass(frozen=True)
class Event:
    """Something that happened between two states, for logs, animations and phones.

    ``kind`` is a stable code like ``"danmark.rolled"``; ``params`` its values (JSON).
    """

    kind: str
    seat: int | None = None
    params: Mapping[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True)
class Hidden:
    """A secret part of the encoded state (``encode_state``), declared in :attr:`Metadata.hidden`.

    The key in ``hidden`` is a path into the encoded state: names and list indices separated by
    dots, ``*`` for every index (``"draw_pile"``, ``"holders.*"``, ``"chips_on_map.*.2"``). Each
    value found there is a *slot*: a list's elements (a pile, a hand) or a single value (the
    chip under a face-down square) are the slot's items.

    * ``pool``: items of slots with the same pool are interchangeable (cards of one deck): a
      different deal may move them between those slots, each slot keeping its size and its empty
      (``None``) places;
    * ``per_seat``: the path's first ``*`` is a seat; that seat sees its own slot, the others do
      not (other seats' hands). Otherwise no seat sees the slot's items (a draw pile's order);
    * ``public_in``: the values of the state's ``phase`` in which everybody sees the slot (the
      holders at the end of 10 Tage).
    """

    pool: str
    per_seat: bool = False
    public_in: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Metadata:
    """What a game declares about itself (``META``), for drivers and the conformance test.

    The defaults are a plain game: seats take turns, no die, no clock, nothing hidden; a game
    states its players and what differs (``tests/test_contract.py`` checks ``chance`` against
    playouts, and that a game with an ``out_of_turn_moves`` hook says ``simultaneous``)."""

    #: the fewest and the most seats ``example_config``/``new_game`` accept
    min_players: int
    max_players: int
    #: some phase lets players act at the same time (``out_of_turn_moves``, simultaneous tips)
    simultaneous: bool = False
    #: the game reaches :data:`CHANCE` (a die); shuffles inside the seeded state do not count
    chance: bool = False
    #: some moves depend on a clock (a timer that runs out, a deadline)
    timed: bool = False
    #: the secret fields of the encoded state, by path (see :class:`Hidden`)
    hidden: Mapping[str, Hidden] = field(default_factory=dict)


class Game(Protocol[S, M, C]):
    """What every entry of ``geoquiz.games.GAMES`` offers (a module satisfies it structurally).

    ``S`` is the state, ``M`` the move and ``C`` the configuration type of the game; the registry
    has mypy check every game module against its own ``Game[State, Move, Config]``.
    """

    #: the registry key: ``minden``, ``tage``, ``danmark``, ``carcassonne`` or ``stadtland``
    NAME: str
    #: players, simultaneity, chance, timers and hidden fields (see :class:`Metadata`)
    META: Metadata
    #: computer players by level (``easy``, ``medium``, ``hard``)
    bots: Mapping[str, BotChooser[S, M]]

    def example_config(self, players: int = ...) -> C: ...

    def new_game(self, config: C, seed: int) -> S: ...

    def current_player(self, state: S) -> Player: ...

    def chance_outcomes(self, state: S) -> list[tuple[M, float]]: ...

    def legal_moves(self, state: S) -> list[M]: ...

    def apply(self, state: S, move: M) -> S: ...

    def view(self, state: S, seat: int | None) -> JSONObject: ...

    def encode_state(self, state: S) -> JSONObject: ...

    def decode_state(self, data: JSONObject) -> S: ...

    def encode_move(self, move: M) -> JSONObject: ...

    def decode_move(self, data: JSONObject) -> M: ...

    def ranking(self, state: S) -> list[list[int]]: ...

    def events(self, before: S, after: S) -> list[Event]: ...


def _derived_seed(*parts: object) -> int:
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def chance_rng(seed: int, ply: int) -> random.Random:
    """The generator that samples the chance node after ``ply`` recorded moves of game ``seed``.

    A function of the game's seed and the position only, so a game resumed after a crash rolls
    exactly what it would have rolled.
    """
    return random.Random(_derived_seed("chance", seed, ply))


def bot_rng(seed: int, ply: int, seat: int) -> random.Random:
    """The generator a computer player in ``seat`` thinks with at ``ply`` (same on resume)."""
    return random.Random(_derived_seed("bot", seed, ply, seat))


def sample_chance(outcomes: list[tuple[M, float]], rng: random.Random) -> M:
    """One outcome of a chance node, drawn by its probability."""
    if not outcomes:
        raise ValueError("a chance node without outcomes")
    moves = [m for m, _ in outcomes]
    weights = [p for _, p in outcomes]
    return rng.choices(moves, weights=weights, k=1)[0]
