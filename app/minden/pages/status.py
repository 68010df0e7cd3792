"""The side panel's header and status line: which round and phase, what the last move did."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.app.minden.pages.base import seat_name
from geoquiz.games.minden import format_tip

__all__ = ["describe", "header_text", "since_html", "since_lines"]


def header_text(round_: int, phase: str) -> str:
    """ "Round 2 — guessing"."""
    phase_names = {
        "draft": QCoreApplication.translate("MindenScreen", "choosing cards"),
        "trade": QCoreApplication.translate("MindenScreen", "trading"),
        "guess": QCoreApplication.translate("MindenScreen", "guessing"),
        "challenge": QCoreApplication.translate("MindenScreen", "challenges"),
        "score": QCoreApplication.translate("MindenScreen", "scoring"),
        "over": QCoreApplication.translate("MindenScreen", "game over"),
    }
    return (
        QCoreApplication.translate("MindenScreen", "Round %1 — %2")
        .replace("%1", str(round_))
        .replace("%2", phase_names[phase])
    )


def describe(view: dict[str, Any], events: list[dict[str, object]]) -> str:
    """What the moves just made did, for everybody ("" if nothing worth saying)."""
    tasks = {str(t["id"]): t for t in [*view["offer"], *view["hands"]] if t is not None}
    texts = []
    for e in events:
        who = seat_name(view, int(str(e["player"]))) if "player" in e else ""
        if e["type"] == "draft":
            title = str(tasks.get(str(e["card"]), {}).get("title", ""))
            texts.append(
                QCoreApplication.translate("MindenScreen", "%1 takes “%2”.")
                .replace("%1", who)
                .replace("%2", title)
            )
        elif e["type"] == "trade":
            texts.append(
                QCoreApplication.translate("MindenScreen", "%1 trades the card.").replace("%1", who)
            )
        elif e["type"] == "guess":
            texts.append(
                QCoreApplication.translate("MindenScreen", "%1 has placed tip stones.").replace(
                    "%1", who
                )
            )
        elif e["type"] == "challenge":
            target = seat_name(view, int(str(e["target"])))
            texts.append(
                QCoreApplication.translate("MindenScreen", "%1 challenges %2.")
                .replace("%1", who)
                .replace("%2", target)
            )
    return " ".join(texts)


def since_lines(
    view: dict[str, Any], steps: Sequence[Sequence[dict[str, Any]]], seat: int
) -> list[str]:
    """What the others did since ``seat``'s last move, one line per move that said something:
    ``steps`` are the events of each move since then (``Match.since``), ``view`` is the public
    board now. Tips placed are told without their stones (hidden until scored); a scoring
    tells the card, the tip, the verdict and where the piece went."""
    lines = []
    for events in steps:
        parts = []
        for e in events:
            if e.get("player") == seat and e["type"] != "move":
                continue  # one's own card dealt or chip won: not the others' doing
            if e["type"] == "score":
                parts.append(_score_line(view, e))
            elif e["type"] == "deal":
                parts.append(
                    QCoreApplication.translate("MindenScreen", "Round %1 dealt.").replace(
                        "%1", str(e["round"])
                    )
                )
            elif e["type"] in ("draft", "trade", "guess", "challenge"):
                parts.append(describe(_with_scored(view), [e]))
        text = " ".join(p for p in parts if p)
        if text:
            lines.append(text)
    return lines


def _with_scored(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` whose offer also holds the cards scored so far (a card taken earlier in the
    round may be gone from the table and the hands by now)."""
    return {**view, "offer": [*view["offer"], *view["scored_cards"].values()]}


def _score_line(view: dict[str, Any], e: dict[str, Any]) -> str:
    who = seat_name(view, int(e["player"]))
    card = view["scored_cards"].get(str(e["card"]), {})
    title = str(card.get("title", ""))
    tip = format_tip(list(e["tip"]))
    if e["right"] and e["tip"]:
        return (
            QCoreApplication.translate("MindenScreen", "%1's tip %2 for “%3”: right, to space %4.")
            .replace("%1", who)
            .replace("%2", tip)
            .replace("%3", title)
            .replace("%4", str(e["to"]))
        )
    return (
        QCoreApplication.translate("MindenScreen", "%1's tip %2 for “%3”: no move.")
        .replace("%1", who)
        .replace("%2", tip)
        .replace("%3", title)
    )


def since_html(lines: Sequence[str]) -> str:
    """The lines under a bold "Since your last turn" (rich text for a label; "" for none)."""
    if not lines:
        return ""
    heading = QCoreApplication.translate("MindenScreen", "Since your last turn")
    return f"<b>▶ {html.escape(heading)}</b><br>" + "<br>".join(html.escape(t) for t in lines)
