"""``geoquiz db check [--repair restore|new]``: check the database, repair a damaged file.

* ``check`` runs SQLite's ``PRAGMA integrity_check`` through a read-only connection (a read-only
  share can be checked) and reads the schema revision; on PostgreSQL it connects and reads the
  revision. It prints ``FILE: OK`` (exit status 0), or what is wrong, one line each, and for a
  damaged file the newest usable backup and how to repair it (exit status 1).
* ``--repair restore`` renames the damaged file to ``<name>.damaged-<timestamp>`` and puts the
  newest usable backup in its place (the daily ``<name>.bak``, or the copy made before an upgrade);
  ``--repair new`` renames it the same way and creates a new database with the shipped decks.
  A database that is not damaged is left alone (exit status 2). See ``db.check``.

Every line is in the user's language (``--lang``); errors are one line with exit status 2.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from geoquiz.app.cli.commands import add_actions
from geoquiz.app.cli.main import UsageError, translated

__all__ = ["register", "run_check"]

RESTORE = "restore"
NEW = "new"


def register(subparsers: Any) -> None:
    """Add the ``db`` command with its ``check`` action."""
    actions = add_actions(
        subparsers,
        "db",
        "check the database and repair a damaged one",
        "Check the card and game database; restore its backup or start a new one.",
        "action",
    )
    chk = actions.add_parser("check", help="integrity check; --repair for a damaged file")
    chk.add_argument("--db", metavar="URL", help="database URL or SQLite file")
    chk.add_argument(
        "--repair",
        choices=(RESTORE, NEW),
        help="for a damaged file: restore the newest backup, or start a new database "
        "(the damaged file is kept as <name>.damaged-<timestamp>)",
    )
    chk.set_defaults(func=run_check)


def _messages() -> Callable[[str], str]:
    from geoquiz.app.database.db_check_texts import translate_check_message

    return translate_check_message


def _say(text: str, args: argparse.Namespace) -> str:
    return translated(text, getattr(args, "lang", None), _messages)


def run_check(args: argparse.Namespace) -> int:
    """Check (and with ``--repair`` repair) the database; see the module doc."""
    from geoquiz.db.check import check_database, restore_backup, start_new

    result = check_database(args.db)
    if args.repair is not None:
        if not result.damaged:
            raise UsageError(_say(f"{result.where} is not damaged: nothing was changed", args))
        if args.repair == RESTORE:
            done = restore_backup(args.db)
            text = (
                f"restored {done.path} from the backup {done.restored_from}; "
                f"the damaged file is kept at {done.kept_aside}"
            )
        else:
            done = start_new(args.db)
            text = (
                f"started a new database {done.path}; the damaged file is kept at {done.kept_aside}"
            )
        print(_say(text, args))
        return 0
    for line in report_lines(result):
        text = line.lstrip()
        print(line[: len(line) - len(text)] + _say(text, args))
    return 0 if result.ok else 1


def report_lines(result: Any) -> list[str]:
    """The English lines of a check's report (``db.check.CheckResult``), each on its own."""
    if result.ok:
        head = f"{result.where}: OK"
        if result.revision:
            head = f"{result.where}: OK (schema {result.revision})"
        return [head, *(f"  {note}" for note in result.notes)]
    verb = "is damaged:" if result.damaged else "cannot be used:"
    lines = [f"{result.where} {verb}", *(f"  {problem}" for problem in result.problems)]
    if not result.damaged:
        return lines
    if result.backups:
        newest = result.backups[0]
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(newest.stat().st_mtime))
        lines.append(f"the newest usable backup is {newest}, from {when}")
        lines.append(
            "repair it with: geoquiz db check --repair restore (the backup takes its place) or "
            "--repair new (a new database); the damaged file is kept"
        )
    else:
        lines.append(
            "there is no usable backup; start a new database with: geoquiz db check --repair new "
            "(the damaged file is kept)"
        )
    return lines
