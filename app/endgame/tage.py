"""10 Tage's end page: the winning route, day by day and link by link.

Everything comes from the final state: the winner's holder (face up once the game is over) and
the engine's own verdict on it (:func:`games.tage.check_route`), each link said with the screen's
sentences (:func:`app.tage.texts.link_reason`). A game that ended without a winner tells the
route of the player ranked first and marks its wrong links.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from geoquiz.app.endgame.page import Story
from geoquiz.app.endgame.plurals import PLURALS
from geoquiz.app.tage.texts import link_reason
from geoquiz.app.tage.widgets import card_title
from geoquiz.games.tage import State, check_route, longest_run
from geoquiz.games.tage import game as tage_game

__all__ = ["story"]


def _link_kind(kind: str) -> str:
    return {
        "neighbour": QCoreApplication.translate("EndGame", "neighbours"),
        "train": QCoreApplication.translate("EndGame", "by train"),
        "bus": QCoreApplication.translate("EndGame", "by bus"),
    }.get(kind, "")


def _card(card: str | None) -> str:
    return card_title(card) if card is not None else "—"


def story(state: State) -> Story:
    """The end page's story of a finished 10 Tage game."""
    names = [p.name for p in state.config.players]
    winner = state.winner
    seat = winner if winner is not None else tage_game.ranking(state)[0][0]
    holder = state.holders[seat]
    check = check_route(holder)
    if winner is not None:
        title = QCoreApplication.translate(
            "EndGame", "%1 travelled through Germany in 10 days!"
        ).replace("%1", names[winner])
        summary = QCoreApplication.translate(
            "EndGame", "The winning route, day by day: every link is explained."
        )
    else:
        title = QCoreApplication.translate("EndGame", "Nobody completed a route")
        closest = longest_run(check)
        summary = (PLURALS.came_closest_day_in_a_row_are_linked_cor(closest)).replace(
            "%1", names[seat]
        )
    out = Story(title, summary)
    out.heading(QCoreApplication.translate("EndGame", "The route of %1").replace("%1", names[seat]))
    for day, card in enumerate(holder, start=1):
        out.line(
            QCoreApplication.translate("EndGame", "Day %1: %2")
            .replace("%1", str(day))
            .replace("%2", _card(card))
        )
    out.heading(QCoreApplication.translate("EndGame", "How the days link up"))
    for link in check.links:
        first, last = link.start + 1, link.end + 1
        days = (
            QCoreApplication.translate("EndGame", "Day %1 %2 → day %3 %4")
            .replace("%1", str(first))
            .replace("%2", _card(holder[link.start]))
            .replace("%3", str(last))
            .replace("%4", _card(holder[link.end]))
            if last != first
            else QCoreApplication.translate("EndGame", "Day %1").replace("%1", str(first))
        )
        kind = _link_kind(link.kind)
        mark = "✔" if link.ok else "✘"
        reason = link_reason(link)
        line = f"{mark} {days}"
        if kind:
            line += f" ({kind})"
        out.line(f"{line}: {reason}")
    others = [p for p in range(len(names)) if p != seat]
    if others:
        out.heading(QCoreApplication.translate("EndGame", "The others"))
        for p in others:
            run = longest_run(check_route(state.holders[p]))
            out.line(PLURALS.day_in_a_row_linked_correctly(run).replace("%1", names[p]))
    return out
