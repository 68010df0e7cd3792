"""Where a class quiz comes from and where its report goes: the card database.

:func:`quiz_cards` draws the cards of a deck (optionally of one colour) as engine cards;
:class:`ReportSink` stores ``Quiz.report()`` after every revealed card, so a quiz that is cut
short keeps every card already shown.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from geoquiz.games.minden.cards import COLOURS, Card

__all__ = ["ReportSink", "quiz_cards"]

log = logging.getLogger("geoquiz.classroom")


def quiz_cards(
    deck: str,
    count: int,
    *,
    colour: str | None = None,
    seed: int | None = None,
    lang: str = "de",
    url: str | None = None,
) -> list[Card]:
    """``count`` different cards of the deck named ``deck`` in random order (seeded)."""
    from geoquiz.app.minden.session import load_deck_cards
    from geoquiz.db.repository import deck_by_name
    from geoquiz.db.session import session_scope

    if colour is not None and colour not in COLOURS:
        raise ValueError(f"unknown colour {colour!r}; choose one of {', '.join(COLOURS)}")
    if count < 1:
        raise ValueError("a class quiz needs at least one card")
    with session_scope(url) as session:
        found = deck_by_name(session, deck)
        if found is None:
            raise ValueError(f"there is no deck {deck!r}")
        deck_id = found.id
    cards = [c for c in load_deck_cards([deck_id], lang, url) if colour in (None, c.colour)]
    if len(cards) < count:
        what = f"{colour} cards" if colour else "cards"
        raise ValueError(f"the deck {deck!r} has only {len(cards)} {what} with a solution")
    return random.Random(seed).sample(cards, count)


class ReportSink:
    """Stores the report of one quiz (``on_report`` of the server); :attr:`report_id` once saved."""

    def __init__(self, meta: dict[str, Any], url: str | None = None) -> None:
        self.meta = dict(meta)
        self.url = url
        self.report_id: int | None = None

    def __call__(self, report: dict[str, Any], *, ended: bool = False) -> int:
        from geoquiz.db.class_reports import save_report
        from geoquiz.db.session import session_scope

        meta = {**self.meta, "ended": ended}
        with session_scope(self.url) as session:
            self.report_id = save_report(session, meta, report, self.report_id)
        return self.report_id
