"""Pieces the rules engines share to keep their ``State`` frozen plain data (DESIGN §1).

A state is a frozen dataclass whose containers are tuples and read-only mappings, so no reader
(a screen, a bot, a test) can change a state another reader holds. Engines whose moves touch many
fields apply a move to a private *working copy* (lists where the state has tuples) and freeze it
at the end: the handlers stay the short imperative code the rulebook reads like, and nothing
outside ``apply`` ever sees a mutable container.

* :func:`freeze` / :func:`plain` — deep immutable copy of JSON-like data, and back to JSON;
* :func:`working_copy` / :func:`frozen_copy` — a state's fields into a mutable working dataclass
  and back into the frozen state;
* :func:`state_to_dict` / :func:`state_from_dict` — a saved game and back (saved games from
  before, with lists, load the same);
* :func:`move_codec` — ``move_to_dict`` / ``move_from_dict`` from a table of move types;
* :func:`check_seats` — the seat count and name rules every set-up shares.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields
from types import MappingProxyType
from typing import Any, TypeVar

__all__ = [
    "check_seats",
    "freeze",
    "frozen_copy",
    "move_codec",
    "plain",
    "state_from_dict",
    "state_to_dict",
    "working_copy",
]

S = TypeVar("S")
W = TypeVar("W")
M = TypeVar("M")


def freeze(value: Any) -> Any:
    """A deep immutable copy: lists become tuples, dicts read-only mappings, recursively.

    Tuples and read-only mappings are taken as frozen already (every one in a state was made by
    this function or holds only scalars), which keeps freezing a long history cheap.
    """
    kind = type(value)
    if kind is list:
        return tuple(freeze(v) for v in value)
    if kind is dict:
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    return value


def plain(value: Any) -> Any:
    """A JSON-ready copy of frozen data: tuples become lists, mappings dicts, recursively."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


def _thaw(value: Any) -> Any:
    """Two levels of a field as lists (a tuple of tuples becomes a list of lists)."""
    if type(value) is tuple:
        return [list(v) if type(v) is tuple else v for v in value]
    return value


def working_copy(state: Any, work_type: Callable[..., W]) -> W:
    """A mutable copy of ``state`` in ``work_type`` (a dataclass with the same field names):
    tuples two levels deep become lists; mappings (history entries, the cards) stay shared."""
    names = [f.name for f in fields(work_type)]  # type: ignore[arg-type]
    return work_type(**{name: _thaw(getattr(state, name)) for name in names})


def frozen_copy(state_type: Callable[..., S], work: Any) -> S:
    """The frozen ``state_type`` built from a working copy made by :func:`working_copy`."""
    names = [f.name for f in fields(state_type)]  # type: ignore[arg-type]
    return state_type(**{name: freeze(getattr(work, name)) for name in names})


def state_to_dict(state: Any, game: str, **encoders: Callable[[Any], Any]) -> dict[str, Any]:
    """A saved game: ``{"game": game, "version": 1}`` and every field as JSON; a field named in
    ``encoders`` goes through its own (``config=Config.as_dict``)."""
    data: dict[str, Any] = {"game": game, "version": 1}
    for f in fields(state):
        value = getattr(state, f.name)
        data[f.name] = encoders[f.name](value) if f.name in encoders else plain(value)
    return data


def state_from_dict(
    state_type: Callable[..., S],
    data: Mapping[str, Any],
    game: str,
    title: str,
    **decoders: Callable[[Any], Any],
) -> S:
    """Inverse of :func:`state_to_dict`: every field frozen from ``data`` (the lists of games saved
    before the freeze too), a field named in ``decoders`` through its own. Another game's save
    raises ``ValueError`` naming ``title``; a missing field ``KeyError``."""
    if data.get("game") != game:
        raise ValueError(f"This saved game is not a {title} game.")
    names = [f.name for f in fields(state_type)]  # type: ignore[arg-type]
    values = {n: decoders[n](data[n]) if n in decoders else freeze(data[n]) for n in names}
    return state_type(**values)


def move_codec(
    types: Mapping[str, type[Any]], tuples: Iterable[str] = ()
) -> tuple[Callable[[Any], dict[str, Any]], Callable[[Mapping[str, Any]], Any]]:
    """``(move_to_dict, move_from_dict)`` for moves that are frozen dataclasses named in
    ``types`` (``{"draft": Draft, …}``); fields named in ``tuples`` travel as JSON lists."""
    tuple_fields = frozenset(tuples)

    def move_to_dict(move: Any) -> dict[str, Any]:
        """A move as JSON-ready data: ``{"type": kind, **fields}``."""
        kind = next(k for k, t in types.items() if isinstance(move, t))
        data = {f.name: getattr(move, f.name) for f in fields(move)}
        return {"type": kind, **{k: plain(v) for k, v in data.items()}}

    def move_from_dict(data: Mapping[str, Any]) -> Any:
        """Inverse of ``move_to_dict`` (unknown type: ``KeyError``, bad field: ``TypeError``)."""
        args = {k: v for k, v in data.items() if k != "type"}
        for name in tuple_fields & args.keys():
            args[name] = tuple(args[name])
        return types[data["type"]](**args)

    return move_to_dict, move_from_dict


def check_seats(names: Iterable[str], fewest: int, most: int, title: str) -> None:
    """Raise ``ValueError`` with a readable sentence unless ``title`` may be played by
    ``fewest``–``most`` seats with these names: every seat named, no two names alike."""
    cleaned = [name.strip() for name in names]
    if not fewest <= len(cleaned) <= most:
        raise ValueError(f"{title} needs {fewest} to {most} players, not {len(cleaned)}.")
    if any(not name for name in cleaned):
        raise ValueError("Every player needs a name.")
    if len(set(cleaned)) != len(cleaned):
        raise ValueError("Two players have the same name.")
