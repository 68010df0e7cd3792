"""``geoquiz danmark``: the Danmark-spillet board for teachers and scripts.

* ``geoquiz danmark towns [--json]`` lists the board towns: id, name, group, island, region and
  marks (star ``*``, airport ``✈``, dead end ``|``).
* ``geoquiz danmark questions [--lang en|de|da] [--json]`` prints the question cards with their
  options, the right answer and the value in spaces.
* ``geoquiz danmark distance TOWN TOWN`` prints the fewest road steps between two towns and the
  straight-line distance (towns by id or name, e.g. ``koebenhavn`` or ``København``).

Bad input exits 2 with one readable line. Imports nothing from Qt.
"""

from __future__ import annotations

import argparse
from typing import Any

from geoquiz.app.cli.commands import Sub, arg, command, print_json, print_rows
from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_distance", "run_questions", "run_towns"]


def run_towns(args: argparse.Namespace) -> int:
    """List the board towns.

    List the board towns with group, island and marks.
    """
    from geoquiz.geo.denmark_board import load_board

    board = load_board()
    rows: list[dict[str, Any]] = [
        {
            "id": t.id,
            "name": t.name,
            "group": t.group,
            "island": t.island,
            "region": t.region,
            "star": t.star,
            "airport": t.airport,
            "dead_end": t.dead_end,
            "lat": t.lat,
            "lon": t.lon,
        }
        for t in board.towns
    ]
    return print_rows(rows, args.json, _town_line)


#: the marks of a town in the table: star, airport, dead end
_MARKS = (("star", "*"), ("airport", "✈"), ("dead_end", "|"))


def _town_line(r: dict[str, Any], width: dict[str, int]) -> str:
    marks = (
        ("*" if r["star"] else "") + ("✈" if r["airport"] else "") + ("|" if r["dead_end"] else "")
    )
    return (
        f"{r['id']:<{width['id']}}  {r['name']:<{width['name']}}  {r['group'] or '-'}  "
        f"{r['island']:<9}  {r['region']:<11}  {marks}"
    )


def run_questions(args: argparse.Namespace) -> int:
    """Print the question cards.

    Print the question cards with options and answers.
    """
    from geoquiz.geo.denmark_board import load_board

    if args.lang not in ("en", "de", "da"):
        raise UsageError(
            f"geoquiz danmark questions: unknown language {args.lang!r}; use en, de or da"
        )
    board = load_board()
    if args.json:
        rows = [
            {
                "id": q.id,
                "kind": q.kind,
                "value": q.value,
                "text": q.text,
                "options": list(q.options),
                "answer": q.answer,
            }
            for q in board.questions
        ]
        print_json(rows)
        return 0
    for q in board.questions:
        print(f"{q.id} ({q.value}) {q.text[args.lang]}")
        for i, option in enumerate(q.options):
            mark = "*" if i == q.answer else " "
            print(f"   {mark} {i + 1}. {option[args.lang]}")
    return 0


def _find_town(text: str) -> str:
    from geoquiz.geo.denmark_board import load_board
    from geoquiz.geo.gazetteer import normalize

    board = load_board()
    if board.has_town(text):
        return text
    key = normalize(text)
    for t in board.towns:
        if key in {normalize(n) for n in (t.name, *t.names.values())}:
            return t.id
    raise UsageError(
        f"geoquiz danmark: {text!r} is not a town on the board (see geoquiz danmark towns)"
    )


def run_distance(args: argparse.Namespace) -> int:
    """Road steps between two towns.

    Fewest road steps and the straight line between towns.
    """
    from geoquiz.geo.denmark_board import load_board
    from geoquiz.geo.projection import distance_km

    if len(args.towns) != 2:
        raise UsageError("geoquiz danmark distance: give exactly two towns")
    a, b = (_find_town(t) for t in args.towns)
    board = load_board()
    steps = board.step_distances[board.town_index(a)][board.town_index(b)]
    ta, tb = board.town(a), board.town(b)
    km = distance_km(ta.lat, ta.lon, tb.lat, tb.lon)
    road = (
        f"{steps} road steps"
        if steps >= 0
        else "not by road alone (a ferry, a flight or the Storebælt bridge is needed)"
    )
    print(f"{ta.name} – {tb.name}: {road}, {km:.0f} km as the crow flies")
    return 0


register = command(
    "danmark",
    "Danmark-spillet: list towns and question cards, measure distances",
    "The Danmark-spillet board: towns, question cards, distances.",
    (
        Sub("towns", run_towns, json="print a JSON array"),
        Sub(
            "questions",
            run_questions,
            (arg("--lang", default="en", help="language of the texts: en, de or da"),),
            json="print a JSON array (all languages)",
        ),
        Sub(
            "distance",
            run_distance,
            (arg("towns", nargs="*", metavar="TOWN", help="two towns (id or name)"),),
        ),
    ),
)
