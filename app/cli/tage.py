"""``geoquiz tage regions`` and ``geoquiz tage check``: the 10-Tage regions and route checking.

* ``geoquiz tage regions [--json]`` lists the 43 regions: id, name, train colour, neighbours (ids).
* ``geoquiz tage check ITEM … [--json]`` judges a ten-day route. Items are region ids or names
  (``lueneburg``, ``Lüneburg``, ``"Rheinhessen-Pfalz"``), ``train:COLOUR`` (red, orange, blue,
  violet, green) or ``bus``. Every link is printed with its verdict and reason. Exit status 0 for
  a valid route, 1 for an invalid one, 2 for unusable input (one readable line on stderr).

Imports nothing from Qt.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_check", "run_regions"]


def register(subparsers: Any) -> None:
    """Add the ``tage`` command with its ``regions`` and ``check`` subcommands."""
    tage = subparsers.add_parser(
        "tage",
        help="10 Tage durch Deutschland: list regions, check a route",
        description="Regions and route checking of 10 Tage durch Deutschland.",
    )
    sub = tage.add_subparsers(dest="tage_command", metavar="SUBCOMMAND")
    tage.set_defaults(func=_missing_subcommand)

    reg = sub.add_parser(
        "regions",
        help="list the 43 regions with colour and neighbours",
        description="List the 43 regions: id, name, train colour and neighbours (as ids).",
    )
    reg.add_argument("--json", action="store_true", help="print a JSON array")
    reg.set_defaults(func=run_regions)

    chk = sub.add_parser(
        "check",
        help="check a ten-day route",
        description=(
            "Check a route of ten items: region ids or names, train:COLOUR or bus. "
            "Exit 0 when valid, 1 when invalid, 2 for unusable input."
        ),
    )
    chk.add_argument("items", nargs="*", metavar="ITEM", help="ten route items, day 1 first")
    chk.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    chk.set_defaults(func=run_check)


def _missing_subcommand(args: argparse.Namespace) -> int:
    raise UsageError("geoquiz tage: choose a subcommand: regions or check")


def run_regions(args: argparse.Namespace) -> int:
    """Print the regions as a table or as JSON."""
    from geoquiz.geo.regions import regions

    rows = [
        {"id": r.id, "name": r.name, "colour": r.colour, "neighbours": list(r.neighbours)}
        for r in regions()
    ]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    wid = max(len(r["id"]) for r in rows)
    wname = max(len(r["name"]) for r in rows)
    for row in rows:
        print(
            f"{row['id']:<{wid}}  {row['name']:<{wname}}  {row['colour']:<6}  "
            f"{', '.join(row['neighbours'])}"
        )
    return 0


def run_check(args: argparse.Namespace) -> int:
    """Judge the route; print one line per link and the overall verdict."""
    from geoquiz.games.tage.cards import card_label, parse_card, validate_cards
    from geoquiz.games.tage.route import DAYS, check_route

    items: list[str] = list(args.items)
    if len(items) != DAYS:
        raise UsageError(f"geoquiz tage check: a route has {DAYS} items, not {len(items)}")
    cards: list[str] = []
    for n, item in enumerate(items, start=1):
        try:
            cards.append(parse_card(item))
        except ValueError as exc:
            raise UsageError(f"geoquiz tage check: day {n}: {exc}") from None
    try:
        validate_cards(cards)
    except ValueError as exc:
        raise UsageError(f"geoquiz tage check: {exc}") from None
    result = check_route(cards)
    if args.json:
        print(
            json.dumps(
                {
                    "valid": result.valid,
                    "route": cards,
                    "links": [link.as_dict() for link in result.links],
                },
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0 if result.valid else 1
    for link in result.links:
        if link.start == link.end:
            span = f"day {link.start + 1}"
        else:
            span = f"days {link.start + 1}–{link.end + 1}"
        cards_shown = " – ".join(card_label(c) for c in cards[link.start : link.end + 1])
        mark = "ok " if link.ok else "BAD"
        print(f"{mark} {span:<10} {cards_shown}: {link.text}")
    print("valid route" if result.valid else f"invalid route: {len(result.problems)} problem(s)")
    return 0 if result.valid else 1
