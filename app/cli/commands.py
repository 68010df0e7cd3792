"""The plumbing every game command of the CLI shares, written once.

``geoquiz tage``, ``geoquiz danmark``, ``geoquiz stadtland`` and ``geoquiz carcassonne`` are each a
command with subcommands; a subcommand has a help line, a description, its arguments, often a
``--json`` switch, and the function it runs. :func:`add_command` builds that from a tuple of
:class:`Sub` (so a new subcommand is one entry of data), names the subcommands when none is
given, and :func:`print_json` prints what ``--json`` asks for in one format for every command.
A subcommand's help and description are its function's docstring (the first line, lower-cased
and without its full stop, is the help line; the next paragraph the description), so what
``--help`` says and what the code says it does are written once.

Imports nothing from Qt.
"""

from __future__ import annotations

import argparse
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from geoquiz.app.cli.main import UsageError

__all__ = ["Arg", "Sub", "add_actions", "add_command", "arg", "command", "print_json", "print_rows"]

#: the flags (or name) and the keyword options of one ``add_argument`` call
Arg = tuple[tuple[str, ...], dict[str, Any]]


def arg(*flags: str, **options: Any) -> Arg:
    """One argument of a subcommand, as ``parser.add_argument(*flags, **options)`` takes it."""
    return flags, options


@dataclass(frozen=True)
class Sub:
    """A subcommand: ``name``, the function it runs, its ``args`` and, when it has a ``--json``
    switch, that switch's help text. ``help`` and ``description`` default to ``run``'s docstring."""

    name: str
    run: Callable[[argparse.Namespace], int]
    args: tuple[Arg, ...] = ()
    json: str | None = None
    help: str | None = None
    description: str | None = None

    def texts(self) -> tuple[str, str]:
        """The help line and the description: given, or read from ``run``'s docstring."""
        doc = inspect.getdoc(self.run) or ""
        first, _, rest = doc.partition("\n\n")
        line = " ".join(first.split()).rstrip(".")
        derived_help = line[:1].lower() + line[1:]
        derived_description = " ".join(rest.split("\n\n")[0].split())
        return self.help or derived_help, self.description or derived_description


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def add_command(
    subparsers: Any, name: str, help: str, description: str, subs: tuple[Sub, ...]
) -> argparse.ArgumentParser:
    """Add ``geoquiz NAME`` with ``subs``; without a subcommand it exits 2 naming them."""
    command: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help, description=description
    )
    sub = command.add_subparsers(dest=f"{name}_command", metavar="SUBCOMMAND")
    choose = f"geoquiz {name}: choose a subcommand: {_listed([s.name for s in subs])}"

    def missing_subcommand(args: argparse.Namespace) -> int:
        raise UsageError(choose)

    command.set_defaults(func=missing_subcommand)
    for entry in subs:
        help_line, description_text = entry.texts()
        parser = sub.add_parser(entry.name, help=help_line, description=description_text)
        for flags, options in entry.args:
            parser.add_argument(*flags, **options)
        if entry.json is not None:
            parser.add_argument("--json", action="store_true", help=entry.json)
        parser.set_defaults(func=entry.run)
    return command


def add_actions(subparsers: Any, name: str, help: str, description: str, dest: str) -> Any:
    """Add ``geoquiz NAME ACTION …`` whose ACTION must be given (argparse names the choices);
    returns the action group to add the actions to."""
    parser = subparsers.add_parser(name, help=help, description=description)
    return parser.add_subparsers(dest=dest, metavar="ACTION", required=True)


def command(name: str, help: str, description: str, subs: tuple[Sub, ...]) -> Callable[[Any], None]:
    """The ``register(subparsers)`` of a command module (see ``app/cli/main.py``)."""

    def register(subparsers: Any) -> None:
        add_command(subparsers, name, help, description, subs)

    return register


def print_json(value: Any, *, indent: int | None = 1) -> None:
    """Print ``value`` as JSON with its letters as they are (``København``, not escapes)."""
    print(json.dumps(value, ensure_ascii=False, indent=indent))


#: one text line of a row, given the row and the widest text of each of its keys
RowLine = Callable[[dict[str, Any], dict[str, int]], str]


def print_rows(rows: list[dict[str, Any]], as_json: bool, line: RowLine) -> int:
    """Print ``rows`` as a JSON array or as one ``line(row, width)`` each; exit status 0."""
    if as_json:
        print_json(rows)
        return 0
    width = {key: max(len(str(r[key])) for r in rows) for key in rows[0]} if rows else {}
    for row in rows:
        print(line(row, width))
    return 0
