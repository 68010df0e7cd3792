"""``geoquiz stadtland cards`` and ``geoquiz stadtland check``: the Stadt-Land-anders cards and
the app's automatic check of terms (for teachers preparing a game, and for scripting).

* ``geoquiz stadtland cards [--stars 1,2] [--colour green|blue] [--json]`` lists the category
  cards (id, stars, German title, English title) and the prompts (id, colour, German, English),
  marking those the rulebook names (``R``; ``source`` in JSON) apart from the project's own.
* ``geoquiz stadtland check PROMPT TERM … [--json]`` checks terms against a prompt (id such as
  ``g-b`` or the German/English text such as ``"beginnt mit B"``): green prompts are tested letter
  by letter in the letters of ``--lang`` (German without it: Ä, Ö, Ü are vowels; Danish: Y, Æ,
  Ø, Å too, so ``geoquiz --lang da stadtland check g-vowel-begin Ystad`` fits); blue prompts
  are for the players to judge. Each term is printed
  with its comparison key. Exit 0 when every term fits, 1 when one fails, 2 for unusable input.

Imports nothing from Qt.
"""

from __future__ import annotations

import argparse
from typing import Any

from geoquiz.app.cli.commands import Sub, arg, command, print_json
from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_cards", "run_check"]


def _stars(text: str | None) -> set[int]:
    if text is None:
        return {1, 2, 3, 4}
    try:
        stars = {int(s) for s in text.split(",") if s.strip()}
    except ValueError:
        raise UsageError(
            f"--stars takes numbers 1 to 4 separated by commas, not {text!r}"
        ) from None
    if not stars or not stars <= {1, 2, 3, 4}:
        raise UsageError(f"--stars takes numbers 1 to 4 separated by commas, not {text!r}")
    return stars


def run_cards(args: argparse.Namespace) -> int:
    """List the category cards and the prompts.

    List the 30 category cards and the 60 prompts.
    """
    from geoquiz.games.stadtland.cards import categories, prompts

    stars = _stars(args.stars)
    cats: list[dict[str, Any]] = [
        {"id": c.id, "stars": c.stars, "de": c.de, "en": c.en, "source": c.source}
        for c in categories()
        if c.stars in stars
    ]
    proms = [
        {"id": p.id, "colour": p.colour, "de": p.de, "en": p.en, "source": p.source}
        for p in prompts()
        if args.colour is None or p.colour == args.colour
    ]
    if args.json:
        print_json({"categories": cats, "prompts": proms})
        return 0
    printed = sum(1 for c in cats if c["source"] == "rulebook")
    print(f"Category cards ({len(cats)}; {printed} named in the rulebook, marked R):")
    for c in cats:
        mark = "R" if c["source"] == "rulebook" else " "
        print(f"  {mark} {c['id']:<14} {'*' * c['stars']:<4}  {c['de']} ({c['en']})")
    printed = sum(1 for p in proms if p["source"] == "rulebook")
    print(f"Prompts ({len(proms)}; {printed} named in the rulebook, marked R):")
    for p in proms:
        mark = "R" if p["source"] == "rulebook" else " "
        print(f"  {mark} {p['id']:<16} {p['colour']:<5}  {p['de']} ({p['en']})")
    return 0


def _find_prompt(text: str) -> Any:
    from geoquiz.games.stadtland.cards import prompts
    from geoquiz.games.stadtland.text import normalise

    key = normalise(text)
    for p in prompts():
        if p.id == text or key in (normalise(p.de), normalise(p.en)):
            return p
    raise UsageError(f"unknown prompt {text!r}; see 'geoquiz stadtland cards' for the ids")


def run_check(args: argparse.Namespace) -> int:
    """Check terms against a prompt.

    Check terms against a prompt (id or text). Exit 0 when every term fits, 1 when one fails, 2
    for unusable input.

    Prints one line per term.
    """
    from geoquiz.games.stadtland.text import check_term, normalise, term_language

    try:
        lang = term_language(getattr(args, "lang", None))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    card = _find_prompt(args.prompt)
    rows = []
    for term in args.terms:
        if not normalise(term):
            raise UsageError(f"the term {term!r} is empty")
        fits = None if card.check is None else check_term(term, card.check, lang)
        rows.append({"term": term, "key": normalise(term), "fits": fits})
    if args.json:
        print_json({"prompt": card.id, "colour": card.colour, "terms": rows})
    else:
        print(f"{card.de} ({card.en}), {card.colour}")
        for row in rows:
            verdict = {True: "fits", False: "does not fit", None: "players judge"}[row["fits"]]
            print(f"  {row['term']}: {verdict}  [key: {row['key']}]")
    return 1 if any(row["fits"] is False for row in rows) else 0


register = command(
    "stadtland",
    "Stadt-Land-anders: list the cards, check terms against a prompt",
    "Cards and the automatic term check of Stadt-Land-anders.",
    (
        Sub(
            "cards",
            run_cards,
            (
                arg("--stars", help="only categories with these stars, e.g. 1,2"),
                arg("--colour", choices=("green", "blue"), help="only prompts of this colour"),
            ),
            json="print JSON",
        ),
        Sub(
            "check",
            run_check,
            (
                arg("prompt", metavar="PROMPT", help="prompt id (g-b) or text (beginnt mit B)"),
                arg("terms", nargs="+", metavar="TERM", help="terms to check"),
            ),
            json="print the verdicts as JSON",
        ),
    ),
)
