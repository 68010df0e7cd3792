"""Glue the game modules (``geoquiz.games.<name>.game``) share to meet :mod:`.contract`.

A game module is a thin face over its engine; what every face would otherwise write again lives
here, each helper with a line on how a game module uses it:

* :data:`CONTRACT_NAMES` — the names a game module defines (the :class:`~.contract.Game`
  protocol); game modules keep no ``__all__`` of their own (see the constant);
* :func:`no_chance_outcomes` — ``chance_outcomes`` of a game that never reaches ``CHANCE``;
* :func:`seeded_new_game` — ``new_game(config, seed)`` over an engine's ``new_game(config)``
  whose config carries the seed;
* :func:`terminal_or_current` — ``current_player`` of a game whose state says whose turn it is;
* :func:`level_bots` — the ``bots`` mapping from one ``choose(state, seat, rng, level)``;
* :func:`tied_groups` and :func:`ranking_from_scores` — a ranking as groups of tied seats;
* :func:`dict_codec` — ``encode_state``/``decode_state``/``encode_move``/``decode_move`` for an
  engine whose state has ``to_dict`` and ``from_dict`` and whose moves have two converters;
* :func:`out_of_turn_moves` — the optional hook of simultaneous play, for drivers (the phone
  table): the moves a seat may make although it is not ``current_player``;
* :func:`reveals` — for drivers: does a move show new information (no undo point)? The game's
  optional ``reveals(state, move)`` hook, every chance outcome, nothing else;
* :func:`shuffle_hidden` — another deal of the declared hidden fields (:class:`~.contract.Hidden`)
  that ``seat`` cannot tell from the real one (the conformance test's information sets).
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any, Final, Protocol, TypeVar

from geoquiz.games.contract import CHANCE, TERMINAL, BotChooser, Game, Metadata, Player

__all__ = [
    "CONTRACT_NAMES",
    "dict_codec",
    "level_bots",
    "missing_contract_names",
    "no_chance_outcomes",
    "out_of_turn_moves",
    "ranking_from_scores",
    "reveals",
    "seeded_new_game",
    "shuffle_hidden",
    "terminal_or_current",
    "tied_groups",
]

LEVELS = ("easy", "medium", "hard")

#: Every name a game module defines to satisfy :class:`~.contract.Game`. A game module writes no
#: ``__all__`` list: without one, each of these top-level names is public (for mypy and ruff too),
#: and the conformance test (``tests/test_contract.py``) checks with
#: :func:`missing_contract_names` that none is missing. (An ``__all__ = [*CONTRACT_NAMES]`` would
#: hide the names from mypy, which reads only literal ``__all__`` lists.)
CONTRACT_NAMES: Final[tuple[str, ...]] = (
    "META",
    "NAME",
    "apply",
    "bots",
    "chance_outcomes",
    "current_player",
    "decode_move",
    "decode_state",
    "encode_move",
    "encode_state",
    "events",
    "example_config",
    "legal_moves",
    "new_game",
    "ranking",
    "view",
)

S = TypeVar("S", bound="_DictState")
M = TypeVar("M")
#: any state (the contract's ``S``, unbound)
AnyS = TypeVar("AnyS")
#: a state that names the seat to move in ``current``
TS = TypeVar("TS", bound="_TurnState")
C = TypeVar("C")
T = TypeVar("T")


class _DictState(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


class _TurnState(Protocol):
    @property
    def current(self) -> int: ...


def missing_contract_names(module: ModuleType | Game) -> list[str]:
    """The names of :data:`CONTRACT_NAMES` that ``module`` lacks (``[]``: a complete face)."""
    return [name for name in CONTRACT_NAMES if not hasattr(module, name)]


def no_chance_outcomes(state: object) -> list[tuple[M, float]]:
    """Always empty: the game keeps its shuffles inside the state's seeded generator, so it never
    reaches ``CHANCE``. A game module writes ``chance_outcomes = no_chance_outcomes``."""
    return []


def seeded_new_game(new_game: Callable[[C], T]) -> Callable[[C, int], T]:
    """``new_game(config, seed)`` for an engine whose ``new_game(config)`` reads ``config.seed``
    (a dataclass field): the contract's ``seed`` replaces it. A game module writes
    ``new_game = seeded_new_game(engine.new_game)``."""

    def seeded(config: C, seed: int) -> T:
        """A new game from ``config`` with its seed replaced by ``seed``."""
        return new_game(dataclasses.replace(config, seed=seed))  # type: ignore[type-var]

    seeded.__doc__ = new_game.__doc__ or seeded.__doc__
    return seeded


def terminal_or_current(is_over: Callable[[TS], bool]) -> Callable[[TS], Player]:
    """``current_player`` of a game whose state names the seat to move in ``state.current``:
    :data:`~.contract.TERMINAL` once ``is_over(state)``. A game module writes
    ``current_player = terminal_or_current(engine.is_over)``."""

    def current_player(state: TS) -> Player:
        """The seat to move, or ``TERMINAL`` at the end."""
        return TERMINAL if is_over(state) else state.current

    return current_player


def out_of_turn_moves(game: Game[AnyS, M] | ModuleType, state: AnyS, seat: int) -> list[M]:
    """The moves ``seat`` may make now although it is not ``current_player(state)``: the game
    module's optional ``out_of_turn_moves(state, seat)`` (simultaneous calls, e.g. "Stopp und 1!"
    in Stadt-Land-anders), or ``[]`` for a game without one. The phone table offers these to every
    seat besides the current seat's ``legal_moves``; ``apply`` stays the judge of each."""
    hook = getattr(game, "out_of_turn_moves", None)
    if hook is None:
        return []
    return list(hook(state, seat))


def reveals(game: Game[AnyS, M] | ModuleType, state: AnyS, move: M) -> bool:
    """Whether applying ``move`` (one ``apply`` accepts) to ``state`` shows new information —
    a die rolled, a card or a tile drawn, a deal, hidden cards turned up — so that it is no undo
    point: a person may take back a move only while nothing has been revealed since.

    Every chance outcome reveals; a player's move reveals when the game module's optional
    ``reveals(state, move)`` hook says so, and never in a game without the hook."""
    if game.current_player(state) == CHANCE:
        return True
    hook = getattr(game, "reveals", None)
    return False if hook is None else bool(hook(state, move))


def level_bots(
    choose: Callable[[AnyS, int, random.Random, str], M],
    levels: Iterable[str] = LEVELS,
    prefix: str = "choose",
) -> Mapping[str, BotChooser[AnyS, M]]:
    """``{level: chooser}``: each chooser calls ``choose(state, seat, rng, level)``; its
    ``__name__`` is ``f"{prefix}_{level}"``. A game module writes
    ``bots = level_bots(players.choose)``."""

    def bot(level: str) -> BotChooser[AnyS, M]:
        def chooser(state: AnyS, seat: int, rng: random.Random) -> M:
            return choose(state, seat, rng, level)

        chooser.__name__ = f"{prefix}_{level}"
        return chooser

    return {level: bot(level) for level in levels}


def tied_groups(keys: Sequence[Any]) -> list[list[int]]:
    """Seats grouped by equal ``keys[seat]``, the smallest key first (seats ascending within)."""
    return [[p for p in range(len(keys)) if keys[p] == key] for key in sorted(set(keys))]


def ranking_from_scores(scores: Sequence[float]) -> list[list[int]]:
    """Groups of tied seats, the highest score first (``ranking`` of a game scored by points)."""
    return tied_groups([-s for s in scores])


def dict_codec(
    state_from_dict: Callable[[dict[str, Any]], S],
    move_to_dict: Callable[[M], dict[str, Any]],
    move_from_dict: Callable[[dict[str, Any]], M],
) -> tuple[
    Callable[[S], dict[str, Any]],
    Callable[[dict[str, Any]], S],
    Callable[[M], dict[str, Any]],
    Callable[[dict[str, Any]], M],
]:
    """``(encode_state, decode_state, encode_move, decode_move)``: the whole state as JSON (its
    RNG state included: never a view) and back; a move as JSON and back. A game module writes
    ``encode_state, decode_state, encode_move, decode_move = dict_codec(State.from_dict, …)``."""

    def encode_state(state: S) -> dict[str, Any]:
        """The whole state as JSON (RNG state included)."""
        return state.to_dict()

    def decode_state(data: dict[str, Any]) -> S:
        """Inverse of ``encode_state``."""
        return state_from_dict(data)

    def encode_move(move: M) -> dict[str, Any]:
        """A move as JSON."""
        return move_to_dict(move)

    def decode_move(data: dict[str, Any]) -> M:
        """Inverse of ``encode_move``; JSON that cannot be a move raises the one
        ``IllegalMove("move.malformed")`` (``move_from_dict`` checks every field strictly:
        :mod:`geoquiz.games.move_checks`)."""
        return move_from_dict(data)

    return encode_state, decode_state, encode_move, decode_move


def _slots(node: Any, path: Sequence[str]) -> Iterator[tuple[Any, Any, Any]]:
    """``(seat or None, container, key)`` of every value ``path`` reaches in ``node``; the seat is
    the index the path's first ``*`` stands for."""

    def walk(node: Any, rest: Sequence[str], seat: Any) -> Iterator[tuple[Any, Any, Any]]:
        head, tail = rest[0], rest[1:]
        if head == "*":
            keys: Iterable[Any] = range(len(node)) if isinstance(node, list) else ()
        elif isinstance(node, dict):
            keys = [head] if head in node else []
        elif isinstance(node, list) and head.isdigit() and int(head) < len(node):
            keys = [int(head)]
        else:
            keys = []
        for key in keys:
            here = key if head == "*" and seat is None else seat
            if not tail:
                yield here, node, key
            elif node[key] is not None:
                yield from walk(node[key], tail, here)

    return walk(node, path, None)


def shuffle_hidden(
    encoded: Mapping[str, Any], meta: Metadata, seat: int | None, rng: random.Random
) -> dict[str, Any]:
    """Another encoded state that ``seat`` (``None``: the public board) cannot tell from
    ``encoded``: the items of every declared hidden slot ``seat`` may not see (see
    :class:`~.contract.Hidden`) dealt anew within their pool, each slot keeping its size and its
    ``None`` places. ``encoded`` is not changed. Decode the result with ``decode_state``: a view
    that differs for ``seat`` shows what the declaration says is secret."""
    out: dict[str, Any] = copy.deepcopy(dict(encoded))
    phase = out.get("phase")
    pools: dict[str, list[tuple[Any, Any, list[int] | None]]] = {}
    for path, hidden in meta.hidden.items():
        if phase in hidden.public_in:
            continue
        for owner, container, key in _slots(out, path.split(".")):
            if hidden.per_seat and owner == seat:
                continue
            value = container[key]
            places = (
                [i for i, item in enumerate(value) if item is not None]
                if isinstance(value, list)
                else None
            )
            if places is None and value is None:
                continue
            pools.setdefault(hidden.pool, []).append((container, key, places))
    for slots in pools.values():
        items: list[Any] = []
        for container, key, places in slots:
            if places is None:
                items.append(container[key])
            else:
                items.extend(container[key][i] for i in places)
        rng.shuffle(items)
        dealt = iter(items)
        for container, key, places in slots:
            if places is None:
                container[key] = next(dealt)
            else:
                for i in places:
                    container[key][i] = next(dealt)
    return out
