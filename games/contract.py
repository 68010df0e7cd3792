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
  stable code and parameters, which ``geoquiz.app.refusals`` turns into a sentence in the player's
  language;
* ``view(state, seat)`` is exactly what ``seat`` may see (``None``: the public board), as JSON;
* ``bots[level](state, seat, rng)`` picks a computer player's move; drivers pass :func:`bot_rng`;
* optional: a game where players act at the same time (Stadt-Land-anders' "Stopp und 1!") MAY
  define ``out_of_turn_moves(state, seat)``: the moves ``seat`` may make now although it is not
  ``current_player`` (only its own, each accepted by ``apply``). Drivers ask through
  :func:`geoquiz.games.contract_helpers.out_of_turn_moves` ``(game, state, seat)``, which returns
  ``[]`` for a game without the hook; the phone table offers them beside the current seat's
  ``legal_moves``.

The glue the game modules share (the contract's names, a seeded ``new_game``, an empty
``chance_outcomes``, bots by level, rankings, the JSON codec) is in
:mod:`geoquiz.games.contract_helpers`.

Recorded games are ``(config, seed, moves)`` with chance outcomes among the moves, so a replay
needs no random numbers at all.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal, Protocol, TypeAlias

__all__ = [
    "CHANCE",
    "TERMINAL",
    "BotChooser",
    "Event",
    "Game",
    "IllegalMove",
    "Player",
    "bot_rng",
    "chance_rng",
    "sample_chance",
]

CHANCE: Final = "chance"
TERMINAL: Final = "terminal"
#: what ``current_player`` returns: a seat, or nobody's turn
Player: TypeAlias = int | Literal["chance", "terminal"]

JSON: TypeAlias = Any
BotChooser: TypeAlias = Callable[[Any, int, random.Random], Any]


class IllegalMove(ValueError):  # noqa: N818 - the name DESIGN §1 fixes
    """A move the rules refuse now: a stable ``code`` (``"tage.pile_empty"``) and its parameters.

    The code is never a sentence; the app translates it (``geoquiz.app.refusals``). ``str()`` gives
    an English developer's rendering for logs and tracebacks, not for players.
    """

    def __init__(self, code: str, /, **params: Any) -> None:
        self.code = code
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(f"{code}({detail})" if detail else code)

    def to_json(self) -> dict[str, Any]:
        """``{"code": …, "params": {…}}`` with JSON-safe parameter values."""
        return {"code": self.code, "params": {k: _jsonable(v) for k, v in self.params.items()}}


def _jsonable(value: Any) -> JSON:
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


class Game(Protocol):
    """What every entry of ``geoquiz.games.GAMES`` offers (a module satisfies it structurally)."""

    #: the registry key: ``minden``, ``tage``, ``danmark``, ``carcassonne`` or ``stadtland``
    NAME: str
    #: computer players by level (``easy``, ``medium``, ``hard``)
    bots: Mapping[str, BotChooser]

    def example_config(self, players: int = ...) -> Any: ...

    def new_game(self, config: Any, seed: int) -> Any: ...

    def current_player(self, state: Any) -> Player: ...

    def chance_outcomes(self, state: Any) -> list[tuple[Any, float]]: ...

    def legal_moves(self, state: Any) -> list[Any]: ...

    def apply(self, state: Any, move: Any) -> Any: ...

    def view(self, state: Any, seat: int | None) -> dict[str, JSON]: ...

    def encode_state(self, state: Any) -> dict[str, JSON]: ...

    def decode_state(self, data: dict[str, JSON]) -> Any: ...

    def encode_move(self, move: Any) -> dict[str, JSON]: ...

    def decode_move(self, data: dict[str, JSON]) -> Any: ...

    def ranking(self, state: Any) -> list[list[int]]: ...

    def events(self, before: Any, after: Any) -> list[Event]: ...


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


def sample_chance(outcomes: list[tuple[Any, float]], rng: random.Random) -> Any:
    """One outcome of a chance node, drawn by its probability."""
    if not outcomes:
        raise ValueError("a chance node without outcomes")
    moves = [m for m, _ in outcomes]
    weights = [p for _, p in outcomes]
    return rng.choices(moves, weights=weights, k=1)[0]
