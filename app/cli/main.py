"""The ``geoquiz`` command line.

With no arguments it opens the app. Subcommands serve scripting and teachers (DESIGN §9).
Each subcommand lives in its own module of this package and exposes

* ``register(subparsers) -> None`` adding its parser(s), each with ``set_defaults(func=...)``;
* the ``func(args) -> int`` it set, returning the exit status.

Bad input raises :class:`UsageError` (or ``ValueError`` from the layers below); ``main`` turns it
into one readable line on stderr and exit status 2, never a traceback. Qt is imported only by the
subcommands that draw (the app itself and ``screenshot``), so the scripting commands start fast.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence

#: Modules of this package that contribute subcommands, in the order of ``geoquiz --help``.
SUBCOMMAND_MODULES: tuple[str, ...] = (
    "geoquiz.app.cli.locate",
    "geoquiz.app.cli.screenshot",
    "geoquiz.app.cli.tage",
    "geoquiz.app.cli.cards",
    "geoquiz.app.cli.stadtland",
    "geoquiz.app.cli.danmark",
    "geoquiz.app.cli.carcassonne",
    "geoquiz.app.cli.host",
    "geoquiz.app.cli.classroom",
    "geoquiz.app.cli.db",
    "geoquiz.app.cli.saves",
)

#: Which module registers each command, so that ``geoquiz COMMAND …`` imports only that module
#: (start-up time matters for ``geoquiz screenshot``). A test checks it against the modules.
COMMAND_MODULES: dict[str, str] = {
    "locate": "geoquiz.app.cli.locate",
    "places": "geoquiz.app.cli.locate",
    "screenshot": "geoquiz.app.cli.screenshot",
    "tage": "geoquiz.app.cli.tage",
    "cards": "geoquiz.app.cli.cards",
    "stadtland": "geoquiz.app.cli.stadtland",
    "danmark": "geoquiz.app.cli.danmark",
    "carcassonne": "geoquiz.app.cli.carcassonne",
    "host": "geoquiz.app.cli.host",
    "class": "geoquiz.app.cli.classroom",
    "db": "geoquiz.app.cli.db",
    "saves": "geoquiz.app.cli.saves",
}
#: global options that take a value (skipped when looking for the command)
_VALUE_OPTIONS = frozenset({"--lang", "--db"})


class UsageError(Exception):
    """Input the user can fix; printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _command_in(argv: Sequence[str]) -> str | None:
    """The command word of ``argv`` (the first argument that is not a global option)."""
    args = iter(argv)
    for arg in args:
        if arg in _VALUE_OPTIONS:
            next(args, None)
        elif not arg.startswith("-"):
            return arg
    return None


def _modules_for(argv: Sequence[str] | None) -> tuple[str, ...]:
    """Only the module of the command given, or every module (help, no or unknown command)."""
    if argv is not None and "-h" not in argv and "--help" not in argv:
        module = COMMAND_MODULES.get(_command_in(argv) or "")
        if module in SUBCOMMAND_MODULES:
            return (module,)
    return SUBCOMMAND_MODULES


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; given ``argv``, only the subcommand module that ``argv`` needs is imported."""
    parser = _Parser(
        prog="geoquiz",
        description="Map games about Germany and Denmark. Without a subcommand the app opens.",
    )
    parser.add_argument("--lang", help="user-interface language (de, en, da)")
    parser.add_argument(
        "--db",
        dest="global_db",
        metavar="URL",
        help="card and game database: an SQLAlchemy URL or a file path (default: GEOQUIZ_DB, "
        "else the SQLite file in the user's data folder)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in _modules_for(argv):
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser(args_list)
        args = parser.parse_args(args_list)
        if args.global_db:
            # One switch for every layer: db.session resolves GEOQUIZ_DB when no URL is passed.
            os.environ["GEOQUIZ_DB"] = args.global_db
        if args.command is None:
            from geoquiz.app.window.main_window import run_app

            return run_app(lang=args.lang)
        return int(args.func(args))
    except UsageError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - sorted below: known kinds are one line, exit 2
        line = error_line(exc, _lang_of(args_list))
        if line is None:
            raise
        print(f"geoquiz: {line}", file=sys.stderr)
        return 2


def _lang_of(argv: Sequence[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return os.environ.get("GEOQUIZ_CLI_LANG") or None


def error_line(exc: BaseException, lang: str | None = None) -> str | None:
    """One translated line for a database, file or input error; None for a bug (traceback).

    SQLAlchemy and ``sqlite3`` errors become ``db.errors.friendly`` sentences (busy, read-only,
    disk full, …) without SQL text; an OSError names the file and the reason.
    """
    import sqlite3

    from geoquiz.db.errors import DatabaseError, friendly

    text: str
    if isinstance(exc, DatabaseError):
        text = str(exc)
    elif isinstance(exc, sqlite3.Error) or type(exc).__module__.startswith("sqlalchemy"):
        text = str(friendly(exc))
    elif isinstance(exc, OSError):
        where = f"{exc.filename}: " if exc.filename else ""
        text = f"{where}{exc.strerror or exc}"
    elif isinstance(exc, ValueError):
        lines = str(exc).strip().splitlines()
        text = lines[0] if lines else type(exc).__name__
    else:
        return None
    line = _translated(text, lang)
    if getattr(exc, "kind", None) == "corrupt":  # a damaged file: say how to repair it
        from geoquiz.db.check import REPAIR_HINT

        line = f"{line}. {translated(REPAIR_HINT, lang, _check_messages)}"
    return line


def _check_messages() -> Callable[[str], str]:
    from geoquiz.app.database.db_check_texts import translate_check_message

    return translate_check_message


def _problem_messages() -> Callable[[str], str]:
    from geoquiz.app.cards.problems import translate_message

    return translate_message


def _translated(text: str, lang: str | None) -> str:
    """A database, file or input message in the user's language (``app.cards.problems``)."""
    return translated(text, lang, _problem_messages)


def translated(text: str, lang: str | None, messages: Callable[[], Callable[[str], str]]) -> str:
    """``text`` in the user's language (``lang``, else the system's) when the translator that
    ``messages()`` returns knows it; English otherwise. Qt and the catalogues are loaded only for
    another language than English, so an English message costs no Qt start."""
    try:
        from geoquiz.app.runtime.i18n import resolve_language

        chosen = resolve_language(lang)
        if chosen == "en":
            return text
        from PySide6.QtCore import QCoreApplication

        from geoquiz.app.runtime.i18n import install_translators

        if QCoreApplication.instance() is None:
            translated.app = QCoreApplication([])  # type: ignore[attr-defined]
        install_translators(chosen)
        return messages()(text)
    except Exception:  # a missing catalogue or Qt must not hide the message itself
        return text


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
