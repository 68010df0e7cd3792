"""The board of a game without its own table board: the public view as a readable listing.

Seat numbers under keys that name a seat (``seat``, ``player``, ``current``, ``winner`` …) are
shown as the seat's name; lists with one entry per seat (``scores`` …) as ``name: value``; ids the
game has display names for (:func:`app.table.labels.labels`: Danmark's towns …) as those names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPlainTextEdit, QWidget

__all__ = ["ListingBoard", "readable"]

#: keys whose integer value is a seat
SEAT_KEYS = frozenset(
    {"seat", "player", "current", "winner", "owner", "leader", "dealer", "starter", "reader",
     "asker", "from", "to", "by", "first_player", "stopper", "turn_of", "winners", "seats",
     "ended_by", "caller", "challenger"}
)  # fmt: skip
#: keys whose list has one entry per seat
PER_SEAT_KEYS = frozenset(
    {"scores", "score", "points", "supply", "chips", "stones", "positions", "chips_held",
     "cards_left", "hands", "hand_sizes", "totals", "ready", "done", "trade_chip",
     "challenge_chips", "challenges", "kept", "tips", "pos", "start", "visited", "filled",
     "pickups", "to_place"}
)  # fmt: skip


def readable(
    value: Any, names: list[str], key: str = "", labels: Mapping[str, str] | None = None
) -> Any:
    """``value`` with seat numbers replaced by ``names`` where the key says it is a seat, and
    ids replaced by their ``labels``."""
    if isinstance(value, dict):
        return {k: readable(v, names, str(k), labels) for k, v in value.items()}
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and labels:
        return labels.get(value, value)
    if isinstance(value, int) and key in SEAT_KEYS and 0 <= value < len(names):
        return names[value]
    if isinstance(value, list):
        if key in SEAT_KEYS and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names) for v in value
        ):
            return [names[v] for v in value]
        if key in PER_SEAT_KEYS and len(value) == len(names):
            return {names[i]: readable(v, names, "", labels) for i, v in enumerate(value)}
        return [readable(v, names, key, labels) for v in value]
    return value


class ListingBoard(QPlainTextEdit):
    """The public view as text (laptop seats play in their own panel beside it)."""

    move_requested = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setAccessibleName(self.tr("The public board"))
        self._labels: dict[tuple[str, str], dict[str, str]] = {}
        #: the public ``state`` message shown now (None before the first)
        self.public: dict[str, Any] | None = None

    def show_message(self, public: dict[str, Any], laptop: dict[str, Any] | None) -> None:
        from geoquiz.app.table.dialog import public_text

        self.public = public
        players = public["players"]
        names = [str(p["name"]) for p in players]
        # the seats as the table knows them (a game's own player list may hold placeholders)
        view = {k: v for k, v in public["view"].items() if k != "players"}
        seats = ", ".join(
            p["name"] + (" (" + self.tr("computer") + ")" if p["computer"] else "") for p in players
        )
        self.setPlainText(
            self.tr("Seats: %1").replace("%1", seats)
            + "\n"
            + public_text(readable(view, names, labels=self._names(str(public["game"]))))
        )

    def _names(self, game: str) -> dict[str, str]:
        from geoquiz.app.runtime import i18n
        from geoquiz.app.table.labels import labels

        key = (game, i18n.current_language())
        if key not in self._labels:
            self._labels[key] = labels(*key)
        return self._labels[key]

    def visible_texts(self) -> list[str]:
        return [self.toPlainText()]
