"""The 10-Tage screen's sentences: why a link of a route is wrong or right, and the game log.

Translated in the ``TageScreen`` context (the screen's catalogue, ``tage_*.ts``), so moving them
here from the screen kept every translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from geoquiz.app.tage.style import colour_name
from geoquiz.app.tage.widgets import card_title
from geoquiz.games.tage import Discard, Draw, Exchange, Link, Move, State

__all__ = ["link_reason", "move_log"]


def link_reason(link: Link) -> str:
    """The verdict of a link as a sentence in the user-interface language."""
    p = link.params
    c = {
        "neighbours": QCoreApplication.translate("TageScreen", "%a and %b are neighbours"),
        "not-neighbours": QCoreApplication.translate("TageScreen", "%a and %b share no border"),
        "train": QCoreApplication.translate(
            "TageScreen", "%a and %b are both %c: the train connects them"
        ),
        "train-berlin": QCoreApplication.translate(
            "TageScreen", "Berlin takes every train colour; %o is %c"
        ),
        "train-colour": QCoreApplication.translate(
            "TageScreen", "the %c train needs two %c regions, but %w"
        ),
        "bus": QCoreApplication.translate("TageScreen", "the bus bridges %v"),
        "bus-no-bridge": QCoreApplication.translate(
            "TageScreen", "no region borders both %a and %b, so no bus"
        ),
        "two-transports": QCoreApplication.translate(
            "TageScreen", "%n transport cards between %a and %b; at most one"
        ),
        "transport-day-1": QCoreApplication.translate(
            "TageScreen", "day 1 must be a region, not a %k"
        ),
        "transport-day-10": QCoreApplication.translate(
            "TageScreen", "day 10 must be a region, not a %k"
        ),
        "empty": QCoreApplication.translate("TageScreen", "day %d has no card"),
    }[link.code]
    wrong = p.get("wrong", "")
    if link.code == "train-colour":
        parts = []
        for name, colour in p.get("mismatched", []):
            is_text = QCoreApplication.translate("TageScreen", "%1 is %2")
            parts.append(is_text.replace("%1", name).replace("%2", colour_name(colour)))
        wrong = QCoreApplication.translate("TageScreen", " and ").join(parts)
    card = p.get("card", "")
    if card:
        card = (
            QCoreApplication.translate("TageScreen", "bus")
            if card == "bus"
            else QCoreApplication.translate("TageScreen", "train")
        )
    subs = {
        "%a": str(p.get("a", "")),
        "%b": str(p.get("b", "")),
        "%c": colour_name(str(p.get("colour", ""))),
        "%o": str(p.get("other", "")),
        "%w": str(wrong),
        "%v": str(p.get("via", "")),
        "%n": str(p.get("n", "")),
        "%k": str(card),
        "%d": str(p.get("day", "")),
    }
    for key, value in subs.items():
        c = c.replace(key, value)
    return c


def move_log(before: State, after: State, move: Move) -> list[str]:
    """The game log's lines for ``move`` (from ``before`` to ``after``), in the UI language."""
    log: list[str] = []
    name = before.config.players[before.current].name
    text = ""
    if isinstance(move, Draw):
        if move.pile is None:
            text = QCoreApplication.translate("TageScreen", "%1 draws from the draw pile.").replace(
                "%1", name
            )
        else:
            text = (
                QCoreApplication.translate("TageScreen", "%1 takes %2 from discard pile %3.")
                .replace("%1", name)
                .replace("%2", card_title(str(after.drawn)))
                .replace("%3", str(move.pile + 1))
            )
    elif isinstance(move, Exchange):
        laid = after.discards[move.pile][-1]
        text = (
            QCoreApplication.translate(
                "TageScreen", "%1 puts the card on day %2 and lays %3 on pile %4."
            )
            .replace("%1", name)
            .replace("%2", str(move.slot + 1))
            .replace("%3", card_title(laid))
            .replace("%4", str(move.pile + 1))
        )
    elif isinstance(move, Discard):
        text = (
            QCoreApplication.translate("TageScreen", "%1 discards %2 onto pile %3.")
            .replace("%1", name)
            .replace("%2", card_title(after.discards[move.pile][-1]))
            .replace("%3", str(move.pile + 1))
        )
    if text:
        log.append(text)
    if before.phase == "setup" and after.phase != "setup":
        log.append(
            QCoreApplication.translate("TageScreen", "All cards are placed: the journey begins.")
        )
    if after.reshuffles > before.reshuffles:
        log.append(
            QCoreApplication.translate(
                "TageScreen", "The discard piles are shuffled into a new draw pile."
            )
        )
    if len(after.declarations) > len(before.declarations):
        last = after.declarations[-1]
        call = QCoreApplication.translate(
            "TageScreen", "%1: “Ich reise in 10 Tagen durch Deutschland!”"
        ).replace("%1", name)
        if last["valid"]:
            log.append(
                call
                + " "
                + QCoreApplication.translate("TageScreen", "Correct — %1 wins!").replace("%1", name)
            )
        else:
            problems = after.route(before.current).problems
            reasons = "; ".join(link_reason(link) for link in problems[:3])
            verdict = QCoreApplication.translate(
                "TageScreen", "Not yet correct: %1. Play goes on."
            ).replace("%1", reasons)
            log.append(call + " " + verdict)
    if after.phase == "over" and after.winner is None:
        log.append(QCoreApplication.translate("TageScreen", "The turn limit is reached."))
    return log
