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
* :func:`move_codec` — ``move_to_dict`` / ``move_from_dict`` (strict) from a table of move types;
* :func:`check_seats` — the seat count and name rules every set-up shares.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, SupportsIndex, TypeVar

from geoquiz.games.move_checks import Check, decode_fields, field_checks, refuse

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


_MUTABLE = frozenset({list, dict})


def freeze(value: Any) -> Any:
    """A deep immutable copy: lists become tuples, dicts read-only mappings, recursively.

    Tuples and read-only mappings are taken as frozen already (every one in a state was made by
    this function or holds only scalars), which keeps freezing a long history cheap: a list of
    such items becomes a tuple in one step.
    """
    kind = type(value)
    if kind is list:
        if _MUTABLE.isdisjoint(map(type, value)):
            return tuple(value)
        return tuple([freeze(v) if type(v) in _MUTABLE else v for v in value])
    if kind is dict:
        return MappingProxyType(
            {k: freeze(v) if type(v) in _MUTABLE else v for k, v in value.items()}
        )
    return value


def plain(value: Any) -> Any:
    """A JSON-ready copy of frozen data: tuples become lists, mappings dicts, recursively."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class _Plan:
    """How each field of a frozen state is copied, read from its annotation: ``tuple[tuple[…``
    (nested: lists of lists in the working copy), ``tuple[Mapping…`` (records: entries frozen as
    mappings), other ``tuple[…`` (flat), anything else (a scalar or an immutable value, shared)."""

    scalar: tuple[str, ...]
    flat: tuple[str, ...]
    nested: tuple[str, ...]
    records: tuple[str, ...]


_PLANS: dict[type[Any], _Plan] = {}


def _plan(state_type: type[Any]) -> _Plan:
    """The copy plan of ``state_type`` (made once per type)."""
    plan = _PLANS.get(state_type)
    if plan is None:
        plan = _PLANS[state_type] = _make_plan(state_type)
    return plan


def _make_plan(state_type: type[Any]) -> _Plan:
    kinds: dict[str, list[str]] = {"scalar": [], "flat": [], "nested": [], "records": []}
    for f in fields(state_type):
        kind = str(f.type).replace(" ", "").replace("typing.", "").replace("collections.abc.", "")
        if kind.startswith("tuple[tuple["):
            kinds["nested"].append(f.name)
        elif kind.startswith("tuple[Mapping"):
            kinds["records"].append(f.name)
        elif kind.startswith("tuple["):
            kinds["flat"].append(f.name)
        else:
            kinds["scalar"].append(f.name)
    return _Plan(**{k: tuple(v) for k, v in kinds.items()})


def _build(kind: type[S], values: dict[str, Any]) -> S:
    """``kind(**values)`` for a dataclass without ``__post_init__``, without its generated
    ``__init__``: a frozen one sets each field through ``object.__setattr__``, which made freezing
    the larger part of a move's cost. ``values`` always names every field (see :func:`_plan`)."""
    if hasattr(kind, "__post_init__"):
        return kind(**values)
    made = object.__new__(kind)
    made.__dict__.update(values)
    return made


class _Records(list[Any]):
    """A record field of a working copy (a history, events): entries are frozen as they are
    added, so freezing the field at the end is one ``tuple()`` however long it has grown."""

    def append(self, entry: Any) -> None:
        super().append(freeze(entry))

    def insert(self, index: SupportsIndex, entry: Any) -> None:
        super().insert(index, freeze(entry))

    def extend(self, entries: Iterable[Any]) -> None:
        super().extend(freeze(e) for e in entries)


def working_copy(state: Any, work_type: type[W]) -> W:
    """A mutable copy of ``state`` in ``work_type`` (a dataclass with the same field names):
    tuple fields become lists (tuples of tuples lists of lists); entries and scalars are shared."""
    plan = _plan(type(state))
    values = dict(state.__dict__)
    for name in plan.flat:
        values[name] = list(values[name])
    for name in plan.records:
        values[name] = _Records(values[name])
    for name in plan.nested:
        values[name] = [list(v) for v in values[name]]
    return _build(work_type, values)


def frozen_copy(state_type: type[S], work: Any) -> S:
    """The frozen ``state_type`` built from a working copy made by :func:`working_copy` (a record
    field the handler replaced by a plain list is frozen entry by entry)."""
    plan = _plan(state_type)
    values = dict(work.__dict__)
    for name in plan.flat:
        values[name] = tuple(values[name])
    for name in plan.nested:
        values[name] = tuple(map(tuple, values[name]))
    for name in plan.records:
        entries = values[name]
        values[name] = tuple(entries) if type(entries) is _Records else freeze(list(entries))
    return _build(state_type, values)


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
    types: Mapping[str, type[Any]], checks: Mapping[str, Check] | None = None
) -> tuple[Callable[[Any], dict[str, Any]], Callable[[Any], Any]]:
    """``(move_to_dict, move_from_dict)`` for moves that are frozen dataclasses named in
    ``types`` (``{"draft": Draft, …}``); tuple fields travel as JSON lists.

    ``move_from_dict`` decodes strictly (:mod:`~geoquiz.games.move_checks`): each field by its
    check in ``checks`` (by field name, shared by every move type) or by its type hint, and
    anything else — not an object, an unknown ``type``, an unknown or missing field, a wrong
    type, a number out of range, a text or list too long — raises the one
    ``IllegalMove("move.malformed")``."""
    own = checks or {}
    by_type = {kind: field_checks(t, own) for kind, t in types.items()}

    def move_to_dict(move: Any) -> dict[str, Any]:
        """A move as JSON-ready data: ``{"type": kind, **fields}``."""
        kind = next(k for k, t in types.items() if isinstance(move, t))
        data = {f.name: getattr(move, f.name) for f in fields(move)}
        return {"type": kind, **{k: plain(v) for k, v in data.items()}}

    def move_from_dict(data: Any) -> Any:
        """Inverse of ``move_to_dict``; refuses anything it did not make with ``move.malformed``."""
        if not isinstance(data, Mapping):
            refuse("", "not an object")
        kind = data.get("type")
        if type(kind) is not str or kind not in types:
            refuse("type", "not a known move")
        return decode_fields(types[kind], data, by_type[kind], skip=("type",))

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
