"""Finden Sie Minden's end page: every wrong tip — which card, which stones were wrong and the
right answer — and how often each player was right.

From the public view of the final state (``games.minden.game.view``): its ``history`` has one
record per scored tip (card, tip, right or not, round, player) and ``scored_cards`` the turned
cards with their solutions. The wrong stones are the ones the reveal named
(:func:`app.minden.pages.reveal.wrong_stones`: against the nearest solution).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.app.endgame.page import Story
from geoquiz.app.endgame.plurals import PLURALS
from geoquiz.app.minden.pages.reveal import wrong_stones
from geoquiz.games.minden.cards import format_tip

__all__ = ["nearest_solution", "story"]


def nearest_solution(solutions: list[Any], tip: list[Any]) -> list[Any]:
    """The solution with the fewest stones different from ``tip`` (the first of equals)."""

    def wrong(solution: Any) -> int:
        return sum(1 for a, b in zip(tip, solution, strict=False) if a != b)

    return list(min(solutions, key=wrong)) if solutions else []


def story(view: dict[str, Any]) -> Story:
    """The end page's story of a finished Minden game, from its public view."""
    names = [str(p["name"]) for p in view["players"]]
    order = [p for group in view["ranking"] for p in group]
    title = QCoreApplication.translate("EndGame", "%1 is Deutscher Meister!").replace(
        "%1", names[order[0]]
    )
    history = list(view["history"])
    wrong = [r for r in history if r["tip"] and not r["right"]]
    wrong_count = len(wrong)
    out = Story(
        title,
        PLURALS.tip_were_wrong_in_this_game(wrong_count),
    )
    out.heading(QCoreApplication.translate("EndGame", "Tips per player"))
    for p in order:
        mine = [r for r in history if int(r["player"]) == p]
        tips = len(mine)
        right = sum(1 for r in mine if r["right"] and r["tip"])
        out.line(
            PLURALS.of_tip_right_ends_on_space(tips)
            .replace("%1", names[p])
            .replace("%2", str(right))
            .replace("%3", str(view["positions"][p]))
        )
    out.heading(QCoreApplication.translate("EndGame", "The wrong stones"))
    if not wrong:
        out.line(QCoreApplication.translate("EndGame", "No tip was wrong."))
    for r in wrong:
        card = view["scored_cards"][str(r["card"])]
        tip = list(r["tip"])
        bad = wrong_stones(card["solutions"], tip)
        bad_count = len(bad)
        answer = nearest_solution(card["solutions"], tip)
        out.line(
            PLURALS.round_card_tip_wrong_stone_right(bad_count)
            .replace("%1", str(r["round"]))
            .replace("%2", names[int(r["player"])])
            .replace("%3", str(card["title"]))
            .replace("%4", format_tip(tip))
            .replace("%5", format_tip(bad))
            .replace("%6", format_tip(answer))
        )
    return out
