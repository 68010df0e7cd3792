"""Card authors' tools on the command line: GIS import, print-and-play, sharing a deck.

* ``geoquiz cards import FILE.geojson|.json|.topojson|.kml|.kmz|.gpx|.gpkg|.shp|.zip
  [--title-field F] [--colour C] [--layer L] [--encoding E] [--deck NAME] [--only-valid]``
  imports places from a GIS file (:mod:`db.gis_import`), with the same report and all-or-nothing
  rule as a CSV import; problem lines name the feature's title, and the import's notes (repaired
  outlines, the encoding, places on the border strip, GDAL's warnings) follow on stderr, each
  one line. ``FILE.geoquiz-deck.json`` imports a shared deck as a new deck
  (:mod:`db.deck_share`); when a deck of its name is here already, ``--update`` lists the cards
  the newer version adds, changes and removes (``+``, ``~``, ``-``, one line each) and applies
  them all (``--dry-run``: only lists them). Other files (a ``.json`` that is not
  GeoJSON/TopoJSON) go to the CSV/JSON importer.
* ``geoquiz cards print --deck NAME OUT.pdf [--paper a4|letter]`` writes the deck's cards, fronts
  and backs for duplex printing (:mod:`app.cards.print_deck`).
* ``geoquiz cards share --deck NAME OUT.geoquiz-deck.json`` writes the deck as one shared file.

A file that cannot be read is one line on stderr (in ``--lang``'s language, else the system's)
and exit status 2; nothing is written then.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from geoquiz.app.cli.main import UsageError, translated

__all__ = ["register_tools", "run_import_any", "run_print", "run_share"]

SHARE_SUFFIX = ".geoquiz-deck.json"


def register_tools(
    actions: Any, imp: argparse.ArgumentParser, common: Callable[[argparse.ArgumentParser], None]
) -> None:
    """Add ``print`` and ``share`` to ``geoquiz cards`` and the GIS options to its ``import``."""
    imp.add_argument("--title-field", metavar="F", help="GIS file: the property holding the titles")
    imp.add_argument(
        "--colour",
        choices=("yellow", "orange", "green", "blue"),
        help="GIS file: colour of cards without a colour property",
    )
    imp.add_argument(
        "--layer", metavar="L", help="GIS file: read only this layer (default: every layer)"
    )
    imp.add_argument(
        "--encoding",
        metavar="E",
        help="shapefile: the text encoding (default: its .cpg, else UTF-8 if the text is UTF-8)",
    )
    imp.add_argument(
        "--update",
        action="store_true",
        help="shared deck: update the deck of its name in place (cards added, changed, removed)",
    )
    imp.add_argument(
        "--dry-run", action="store_true", help="with --update: list the changes, apply nothing"
    )
    imp.set_defaults(func=run_import_any)

    prt = actions.add_parser("print", help="print a deck as cards (PDF, duplex, cut marks)")
    common(prt)
    prt.add_argument("--deck", metavar="NAME", required=True)
    prt.add_argument("out", type=Path, metavar="OUT.pdf")
    prt.add_argument("--paper", choices=("a4", "letter"), default="a4")
    prt.set_defaults(func=run_print)

    shr = actions.add_parser("share", help="write a deck as one file to share")
    common(shr)
    shr.add_argument("--deck", metavar="NAME", required=True)
    shr.add_argument("out", type=Path, metavar=f"OUT{SHARE_SUFFIX}")
    shr.set_defaults(func=run_share)


def _open(args: argparse.Namespace) -> Any:
    from geoquiz.app.cli.cards import _open as open_cards_database

    return open_cards_database(args)


def _tool_messages() -> Callable[[str], str]:
    from geoquiz.app.cards.tool_messages import translate_tool_message

    return translate_tool_message


def _translated(text: str) -> str:
    """``text`` in the user's language (``--lang``, else the system's); English if unknown."""
    return translated(text, os.environ.get("GEOQUIZ_CLI_LANG") or None, _tool_messages)


def _fail(command: str, exc: Exception) -> UsageError:
    return UsageError(f"geoquiz cards {command}: {_translated(str(exc))}")


def run_import_any(args: argparse.Namespace) -> int:
    """``cards import``: a GIS file or a shared deck here, anything else to the CSV/JSON import."""
    from geoquiz.db.gis_import import is_gis_file

    path: Path = args.file
    _remember_lang(args)
    if path.name.lower().endswith(SHARE_SUFFIX):
        return _import_share(args)
    if getattr(args, "update", False) or getattr(args, "dry_run", False):
        raise UsageError("geoquiz cards import: --update and --dry-run apply to shared decks only")
    if not is_gis_file(path):
        if args.title_field or args.colour or args.layer or args.encoding:
            raise UsageError(
                "geoquiz cards import: --title-field, --colour, --layer and --encoding apply "
                "to GIS files only"
            )
        from geoquiz.app.cli.cards import run_import

        return run_import(args)
    from geoquiz.db.gis_import import import_gis

    try:
        report = import_gis(
            _open(args),
            path,
            args.deck,
            title_field=args.title_field,
            colour=args.colour,
            layer=args.layer,
            encoding=args.encoding,
            only_valid=args.only_valid,
        )
    except ValueError as exc:
        raise _fail("import", exc) from None
    for note in report.notes:
        print(_translated(str(note)), file=sys.stderr)
    return _print_report(report, args.only_valid)


def _print_report(report: Any, only_valid: bool) -> int:
    line = getattr(report, "problem_line", str)
    for problem in report.problems:
        print(_translated(line(problem)), file=sys.stderr)
    if report.problems and not only_valid:
        summary = f"{report.summary()} (nothing imported: fix the rows or use --only-valid)"
    else:
        summary = report.summary()
    print(_translated(summary))  # in the user's language, as the problems above
    return 2 if report.problems else 0


def _import_share(args: argparse.Namespace) -> int:
    from geoquiz.db.deck_share import import_share

    if not args.file.is_file():
        raise UsageError(f"geoquiz cards import: no such file: {args.file}")
    if getattr(args, "update", False):
        return _update_share(args)
    if getattr(args, "dry_run", False):
        raise UsageError("geoquiz cards import: --dry-run needs --update")
    try:
        report = import_share(_open(args), args.file, args.deck)
    except ValueError as exc:
        if "exists already" in str(exc):
            exc = ValueError(f"{exc} with --update")
        raise _fail("import", exc) from None
    return _print_report(report, False)


def _update_share(args: argparse.Namespace) -> int:
    """``cards import X.geoquiz-deck.json --update``: the newer version's changes, applied."""
    from geoquiz.db.deck_share import apply_update, plan_update

    db = _open(args)
    try:
        update = plan_update(db, args.file, args.deck)
    except ValueError as exc:
        raise _fail("import", exc) from None
    if update.problems:
        for problem in update.problems:
            print(_translated(str(problem)), file=sys.stderr)
        print(f"{update.summary()} (nothing changed: fix the file)")
        return 2
    for line in update.lines():
        print(line)
    if args.dry_run or update.empty:
        print(update.summary() + (" (dry run: nothing changed)" if args.dry_run else ""))
        return 0
    try:
        apply_update(db, update)
    except ValueError as exc:
        raise _fail("import", exc) from None
    print(update.summary() + " (applied)")
    return 0


def _remember_lang(args: argparse.Namespace) -> None:
    lang = getattr(args, "lang", None)
    if lang:
        os.environ["GEOQUIZ_CLI_LANG"] = lang


def run_print(args: argparse.Namespace) -> int:
    """``cards print``: the deck as a print-and-play PDF."""
    _remember_lang(args)
    from geoquiz.app.window.screenshot import ensure_display

    ensure_display()
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])
    from geoquiz.app.cards.print_deck import print_deck
    from geoquiz.app.runtime.i18n import install_translators, resolve_language

    try:
        install_translators(resolve_language(getattr(args, "lang", None)))
    except (ValueError, RuntimeError):
        pass
    try:
        pages = print_deck(_open(args), args.deck, args.out, args.paper)
    except ValueError as exc:
        raise _fail("print", exc) from None
    del app
    print(f"{args.out}: {pages} pages ({args.paper}), print double-sided")
    return 0


def run_share(args: argparse.Namespace) -> int:
    """``cards share``: the deck as one ``.geoquiz-deck.json`` file."""
    _remember_lang(args)
    from geoquiz.db.deck_share import write_share

    try:
        count = write_share(_open(args), args.deck, args.out)
    except ValueError as exc:
        raise _fail("share", exc) from None
    print(f"{args.out}: deck {args.deck!r}, {count} cards")
    return 0
