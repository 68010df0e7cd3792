"""The side panel's header and status line: which round and phase, what the last move did."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from geoquiz.app.minden.pages.base import seat_name

__all__ = ["describe", "header_text"]


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
