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

from geoquiz.app.cli.commands import Sub, arg, command, print_json, print_rows
from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_check", "run_regions"]


def run_regions(args: argparse.Namespace) -> int:
    """List the 43 regions with colour and neighbours.

    List the 43 regions: id, name, train colour and neighbours (as ids).

    Printed as a table or as JSON.
    """
    from geoquiz.geo.regions import regions

    rows = [
        {"id": r.id, "name": r.name, "colour": r.colour, "neighbours": list(r.neighbours)}
        for r in regions()
    ]
    return print_rows(
        rows,
        args.json,
        lambda r, width: (
            f"{r['id']:<{width['id']}}  {r['name']:<{width['name']}}  "
            f"{r['colour']:<6}  {', '.join(r['neighbours'])}"
        ),
    )


def run_check(args: argparse.Namespace) -> int:
    """Check a ten-day route.

    Check a route of ten items: region ids or names, train:COLOUR or bus. Exit 0 when valid, 1
    when invalid, 2 for unusable input.

    Prints one line per link and the overall verdict.
    """
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
        links = [link.as_dict() for link in result.links]
        print_json({"valid": result.valid, "route": cards, "links": links})
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


register = command(
    "tage",
    "10 Tage durch Deutschland: list regions, check a route",
    "Regions and route checking of 10 Tage durch Deutschland.",
    (
        Sub("regions", run_regions, json="print a JSON array"),
        Sub(
            "check",
            run_check,
            (arg("items", nargs="*", metavar="ITEM", help="ten route items, day 1 first"),),
            json="print the verdicts as JSON",
        ),
    ),
)
