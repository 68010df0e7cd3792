"""``geoquiz cards list|export|import|check``: manage card decks from the command line.

* ``list [--deck NAME] [--colour C] [--search TEXT] [--two-solutions] [--needs-review]`` prints one
  card per line (id, deck, colour, title, solutions); without filters ``--decks`` lists the decks.
* ``export FILE [--deck NAME] [--format csv|json|geojson]`` writes a deck (CSV and GeoJSON: all
  decks when ``--deck`` is omitted; JSON needs a deck); the format follows the file's suffix.
  The file is written to a temporary file and renamed into place; the database file is refused.
* ``import FILE [--deck NAME] [--only-valid]`` validates every row, prints the report (row,
  column, problem) and imports nothing unless all rows are valid or ``--only-valid`` is given;
  exit status 2 when any row had a problem.
* ``check`` recomputes every card's solutions and reports cards whose stored solutions differ or
  that are off the board; exit status 1 if any.

Every subcommand takes ``--db URL`` (default: ``GEOQUIZ_DB`` or the user's database). A database
this user cannot write is opened read-only: ``list``, ``export`` and ``check`` work after one line
saying so; ``import`` then stops with one line (exit status 2) before reading its file.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from geoquiz.app.cli.commands import add_actions
from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_check", "run_export", "run_import", "run_list"]

FORMATS = ("csv", "json", "geojson")


def register(subparsers: Any) -> None:
    """Add the ``cards`` subcommand with its four actions."""
    actions = add_actions(
        subparsers,
        "cards",
        "list, export, import and check card decks",
        "Manage the card decks of Finden Sie Minden.",
        "action",
    )

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--db", metavar="URL", help="database URL or SQLite file")

    lst = actions.add_parser("list", help="list cards or decks")
    common(lst)
    lst.add_argument("--decks", action="store_true", help="list decks with counts per colour")
    lst.add_argument("--deck", metavar="NAME", help="only cards of this deck")
    lst.add_argument("--colour", choices=("yellow", "orange", "green", "blue"))
    lst.add_argument("--search", metavar="TEXT", help="title, prompt or source contains TEXT")
    lst.add_argument("--two-solutions", action="store_true", help="only cards with 2 solutions")
    lst.add_argument("--needs-review", action="store_true", help="only cards marked for review")
    lst.set_defaults(func=run_list)

    exp = actions.add_parser("export", help="export a deck as CSV, JSON or GeoJSON")
    common(exp)
    exp.add_argument("file", type=Path, metavar="FILE", help="output file ('-' for stdout)")
    exp.add_argument("--deck", metavar="NAME", help="the deck (default: all decks)")
    exp.add_argument("--format", choices=FORMATS, help="default: from the file's suffix")
    exp.set_defaults(func=run_export)

    imp = actions.add_parser("import", help="import cards from CSV or JSON")
    common(imp)
    imp.add_argument("file", type=Path, metavar="FILE")
    imp.add_argument("--deck", metavar="NAME", help="target deck (default: from the file)")
    imp.add_argument(
        "--only-valid", action="store_true", help="import the valid rows even if others are bad"
    )
    imp.set_defaults(func=run_import)
    from geoquiz.app.cli.cards_tools import register_tools  # GIS import, print, share

    register_tools(actions, imp, common)

    chk = actions.add_parser("check", help="prove stored solutions equal recomputed ones")
    common(chk)
    chk.set_defaults(func=run_check)


def _open(args: argparse.Namespace) -> Any:
    from geoquiz.db.bootstrap import open_database

    db = open_database(args.db)
    if db.read_only and getattr(args, "action", None) in WRITING_ACTIONS:
        # one line, before anything is read or written (not the note and then the error)
        from geoquiz.db.errors import KINDS, DatabaseError

        raise DatabaseError(KINDS["readonly"].format(where=f" {db.path}"), kind="readonly")
    if db.read_only:
        from geoquiz.app.cli.main import _translated

        note = READ_ONLY_NOTE.format(path=db.path)
        print(f"geoquiz: {_translated(note, getattr(args, 'lang', None))}", file=sys.stderr)
    return db


#: The actions that write to the database: on a read-only one they stop with one line.
WRITING_ACTIONS = frozenset({"import"})

#: The one line a command on a read-only database prints first (changes will be refused).
READ_ONLY_NOTE = "the database {path} is read-only: changes cannot be saved"


def _deck(session: Any, name: str | None) -> Any:
    from geoquiz.db.repository import deck_by_name, list_decks

    if name is None:
        return None
    deck = deck_by_name(session, name)
    if deck is None:
        names = ", ".join(d.name for d in list_decks(session)) or "none"
        raise UsageError(f"geoquiz cards: no deck called {name!r} (decks: {names})")
    return deck


def run_list(args: argparse.Namespace) -> int:
    from geoquiz.db.repository import deck_summaries, list_cards, solutions_of

    db = _open(args)
    with db.read_session() as session:
        if args.decks:
            for summary in deck_summaries(session):
                counts = ", ".join(f"{n} {c}" for c, n in sorted(summary.counts.items()))
                state = "" if summary.enabled else " (disabled)"
                print(f"{summary.deck}{state}: {counts or 'no cards'}")
            return 0
        deck = _deck(session, args.deck)
        cards = list_cards(
            session,
            deck_id=None if deck is None else deck.id,
            colour=args.colour,
            search=args.search,
            two_solutions=True if args.two_solutions else None,
            needs_review=True if args.needs_review else None,
        )
        for card in cards:
            solutions = " / ".join(str(s) for s in solutions_of(card))
            print(f"{card.id}\t{card.deck.name}\t{card.colour}\t{card.title}\t{solutions}")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from geoquiz.db.card_service import write_new_file
    from geoquiz.db.cardio import export_csv, export_geojson, export_json

    fmt = args.format or args.file.suffix.lower().lstrip(".")
    if fmt not in FORMATS:
        raise UsageError(
            f"geoquiz cards export: cannot tell the format of {args.file}; use --format"
        )
    db = _open(args)
    with db.read_session() as session:
        deck = _deck(session, args.deck)
        if fmt == "json":
            if deck is None:
                raise UsageError("geoquiz cards export: JSON export needs --deck NAME")
            text = export_json(session, deck)
        elif fmt == "geojson":
            text = export_geojson(session, deck)
        else:
            text = export_csv(session, deck)
    if str(args.file) == "-":
        sys.stdout.write(text)
    else:
        # a temporary file renamed into place; never onto the database itself; a new file
        # gets the mode the user's umask gives (0644), not the temporary file's 0600
        write_new_file(args.file, text, database=db.path)
    return 0


def run_import(args: argparse.Namespace) -> int:
    from geoquiz.db.cardio import import_file

    if not args.file.is_file():
        raise UsageError(f"geoquiz cards import: no such file: {args.file}")
    report = import_file(_open(args), args.file, args.deck, only_valid=args.only_valid)
    from geoquiz.app.cli.cards_tools import _print_report

    return _print_report(report, args.only_valid)  # problems and summary in the user's language


def run_check(args: argparse.Namespace) -> int:
    from geoquiz.db.repository import check_cards, list_cards

    db = _open(args)
    with db.read_session() as session:
        cards = list_cards(session)
        problems = check_cards(session, cards)
    for problem in problems:
        print(str(problem))
    print(f"{len(cards)} cards checked, {len(problems)} problems")
    return 1 if problems else 0
