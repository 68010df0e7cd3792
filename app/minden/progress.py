"""Finden Sie Minden's progress statistics (no Qt): every scored tip is one stored result per
player and card, written with the move's save (``MatchAutosave.add_results``), and read back per
player for the lobby and the start screen."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from geoquiz.app.play.autosave import Result
from geoquiz.games.minden import State

__all__ = ["KIND", "Progress", "player_progress", "tip_results"]

KIND = "minden"


def tip_results(before: State, after: State, game_id: str) -> list[Result]:
    """The stored results of the tips scored by the move from ``before`` to ``after``."""
    return [_result(after, r, game_id) for r in after.history[len(before.history) :]]


def _result(state: State, record: Mapping[str, Any], game_id: str) -> Result:
    """The stored result of one scored tip (``record`` from ``state.history``)."""
    card = state.cards[record["card"]]
    detail = {
        "game_id": game_id,
        "round": record["round"],
        "title": card.title,
        "colour": card.colour,
        "tip": record["tip"],
        "stones": len(record["tip"]),
        "kept": record["kept"],
        "lon": record["lon"],
        "lat": record["lat"],
    }
    return (
        state.config.players[record["player"]].name,
        int(card.id) if card.id.isdigit() else None,
        bool(record["right"]),
        detail,
    )


@dataclass
class Progress:
    """One player's record over every stored Finden-Sie-Minden game."""

    right: int = 0
    tips: int = 0
    games: set[str] = field(default_factory=set)
    kept: dict[str, int] = field(default_factory=dict)
    right_by_colour: dict[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def cards_kept(self) -> int:
        return sum(self.kept.values())


def player_progress(url: str | None = None) -> dict[str, Progress]:
    """Per player name: tips right, tips scored, games, cards kept per colour (stored results)."""
    from geoquiz.app.runtime.save_writer import flush_saves
    from geoquiz.db.savegames import results

    flush_saves()  # the tips just scored count
    out: dict[str, Progress] = {}
    for row in results(KIND, url=url):
        entry = out.setdefault(row["player"], Progress())
        detail = row["detail"] or {}
        right = bool(row["correct"])
        entry.right += int(right)
        entry.tips += 1
        if detail.get("game_id"):
            entry.games.add(str(detail["game_id"]))
        colour = str(detail.get("colour", ""))
        if colour:
            good, total = entry.right_by_colour.get(colour, (0, 0))
            entry.right_by_colour[colour] = (good + int(right), total + 1)
            if detail.get("kept"):
                entry.kept[colour] = entry.kept.get(colour, 0) + 1
    return out
