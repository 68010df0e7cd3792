"""Strict decoding of a move's JSON: types, ranges and sizes, refused with ONE coded refusal.

A move arrives as JSON from a phone, a saved table or the CLI, and is saved with the table after
every move. ``decode_move`` therefore takes nothing on trust: every field is checked by a
:data:`Check` — a function ``(field name, JSON value) -> value`` that returns the decoded value or
refuses with ``IllegalMove(BAD_MOVE, field=…, why=…)``. ``bool`` is not an ``int``, a number is
finite and within bounds, a text and a list have a most length, a name comes from a known set
where that is cheap. The rules (``apply``) still judge whether the move is allowed *now*; these
checks only say whether it can be a move at all, so the bounds are sane sizes, not the rules.

* :func:`flag`, :func:`integer`, :func:`number`, :func:`text`, :func:`optional`, :func:`items`,
  :func:`pair` — the checks;
* :func:`check_for` — the default check of a field from its type hint (``bool``, ``int``, ``float``,
  ``str``, ``X | None``, ``tuple[X, ...]``);
* :func:`field_checks` — the check of every field of a move type (once, when its codec is built);
* :func:`decode_fields` — a frozen dataclass from a JSON object, every field checked, no unknown or
  missing field;
* :func:`refuse` — the one refusal.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Point:
...     x: int
...     y: float = 0.0
>>> checks = field_checks(Point, {"x": integer(0, 9)})
>>> decode_fields(Point, {"x": 1, "y": 2.5}, checks)
Point(x=1, y=2.5)
>>> decode_fields(Point, {"x": True}, checks)
Traceback (most recent call last):
...
geoquiz.games.contract.IllegalMove: move.malformed(field='x', why='not an integer')
>>> try:
...     decode_fields(Point, {"x": 1, "y": float("nan")}, checks)
... except IllegalMove as exc:
...     print(exc.code, exc.params["field"])
move.malformed y
"""

from __future__ import annotations

import math
import types
import typing
from collections.abc import Callable, Collection, Mapping
from dataclasses import MISSING, fields
from typing import Any, Final, NoReturn, TypeVar

from geoquiz.games.contract import IllegalMove

__all__ = [
    "BAD_MOVE",
    "MAX_ITEMS",
    "MAX_NUMBER",
    "MAX_TEXT",
    "Check",
    "check_for",
    "decode_fields",
    "field_checks",
    "flag",
    "integer",
    "items",
    "number",
    "optional",
    "pair",
    "refuse",
    "text",
]

#: the one code of a move that cannot be read (wrong type, out of range, too long, unknown field)
BAD_MOVE: Final = "move.malformed"
#: defaults of a field whose codec names no check of its own
MAX_TEXT: Final = 100
MAX_ITEMS: Final = 64
MAX_INT: Final = 2**31 - 1
MAX_NUMBER: Final = 1e12

T = TypeVar("T")
Check = Callable[[str, Any], Any]


def refuse(name: str, why: str) -> NoReturn:
    """Raise the one refusal of a move that cannot be read: ``field`` and ``why`` are for logs."""
    raise IllegalMove(BAD_MOVE, field=name, why=why)


def flag() -> Check:
    """``true`` or ``false`` — nothing else (not 0, 1, a list or a text)."""

    def check(name: str, value: Any) -> bool:
        if type(value) is not bool:
            refuse(name, "not true or false")
        return value

    return check


def integer(low: int = -MAX_INT, high: int = MAX_INT) -> Check:
    """A whole number in ``low..high`` (a ``bool`` or a float like ``2.0`` is not one)."""

    def check(name: str, value: Any) -> int:
        if type(value) is not int:
            refuse(name, "not an integer")
        if not low <= value <= high:
            refuse(name, f"not in {low}..{high}")
        return value

    return check


def number(low: float = -MAX_NUMBER, high: float = MAX_NUMBER) -> Check:
    """A finite number in ``low..high`` (an ``int`` is kept as it came; no NaN, no infinity)."""

    def check(name: str, value: Any) -> float:
        if type(value) not in (int, float):
            refuse(name, "not a number")
        if not math.isfinite(value) or not low <= value <= high:
            refuse(name, f"not a finite number in {low:g}..{high:g}")
        return value

    return check


def text(most: int = MAX_TEXT, choices: Collection[str] | None = None) -> Check:
    """A string of at most ``most`` characters, one of ``choices`` when given."""

    def check(name: str, value: Any) -> str:
        if type(value) is not str:
            refuse(name, "not a text")
        if len(value) > most:
            refuse(name, f"longer than {most} characters")
        if choices is not None and value not in choices:
            refuse(name, "not a known name")
        return value

    return check


def optional(inner: Check) -> Check:
    """``null`` or what ``inner`` accepts."""

    def check(name: str, value: Any) -> Any:
        return None if value is None else inner(name, value)

    return check


def items(inner: Check, most: int = MAX_ITEMS) -> Check:
    """A JSON list (a tuple from the engines themselves) of at most ``most`` items, each checked
    by ``inner``, as a tuple. A text is not a list of its letters."""

    def check(name: str, value: Any) -> tuple[Any, ...]:
        if type(value) not in (list, tuple):
            refuse(name, "not a list")
        if len(value) > most:
            refuse(name, f"more than {most} items")
        return tuple(inner(f"{name}[{i}]", v) for i, v in enumerate(value))

    return check


def pair(first: Check, second: Check) -> Check:
    """A list of exactly two items (a square's column and row), as a tuple."""

    def check(name: str, value: Any) -> tuple[Any, Any]:
        if type(value) not in (list, tuple) or len(value) != 2:
            refuse(name, "not a pair")
        return first(f"{name}[0]", value[0]), second(f"{name}[1]", value[1])

    return check


_SCALARS: Final[Mapping[Any, Callable[[], Check]]] = {
    bool: flag,
    int: integer,
    float: number,
    str: text,
}


def check_for(hint: Any) -> Check:
    """The default check of a field typed ``hint``; ``TypeError`` for a type it cannot check
    (``Any``, a class), so every field of every move is checked or names its own check."""
    if hint in _SCALARS:
        return _SCALARS[hint]()
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            return optional(check_for(rest[0]))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return items(check_for(args[0]))
    raise TypeError(f"no default check for a field typed {hint!r}: name one")


def _allows_none(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in (
        typing.get_args(hint)
    )


def field_checks(kind: type[Any], checks: Mapping[str, Check]) -> dict[str, Check]:
    """The check of every field of dataclass ``kind``: its own from ``checks`` (``null`` too when
    the field's type hint allows ``None``), else the default of its type hint (:func:`check_for`).
    """
    hints = typing.get_type_hints(kind)
    found: dict[str, Check] = {}
    for f in fields(kind):
        own = checks.get(f.name)
        if own is None:
            found[f.name] = check_for(hints[f.name])
        else:
            found[f.name] = optional(own) if _allows_none(hints[f.name]) else own
    return found


def decode_fields(
    kind: Callable[..., T],
    data: Any,
    checks: Mapping[str, Check],
    skip: Collection[str] = (),
) -> T:
    """``kind(**fields)`` from the JSON object ``data``: every field checked by its check in
    ``checks`` (:func:`field_checks` of ``kind``), a field without a default present, no other
    key than these and ``skip`` (the move's ``type``, read by the caller)."""
    if not isinstance(data, Mapping):
        refuse("", "not an object")
    for key in data:
        if key not in checks and key not in skip:
            refuse(str(key)[:40], "unknown field")
    args: dict[str, Any] = {}
    for f in fields(kind):  # type: ignore[arg-type]
        if f.name in data:
            args[f.name] = checks[f.name](f.name, data[f.name])
        elif f.default is MISSING and f.default_factory is MISSING:
            refuse(f.name, "missing")
    return kind(**args)
