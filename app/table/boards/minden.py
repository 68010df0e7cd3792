"""Finden Sie Minden's board on the laptop while phones are used.

Drawn from the public view (``games.minden.game.view(state, None)``) with the Minden screen's own
widgets: the board map (:class:`~app.minden.board.BoardMap`), the score track with the pieces
(:class:`~app.minden.widgets.ScoreTrack`) and the cards task side up
(:class:`~app.minden.widgets.CardTile`). The rulebook plays the card in front of each player open
(its name and task are read by all), so the board shows them, and the round's offer while
drafting. Of a tip it shows only *that* a player has placed stones (and, once all have placed, how
many — they lie on the tip card for all to count). A card's solution and a tip's stones reach the
board only with the scoring, when the view carries them in its history: then the map shows the
solution cells, the true place and the indicator, and the side the reveal in the Minden screen's
own words (:meth:`~app.minden.pages.reveal.RevealPage.reveal_lines`).

A person playing on the laptop plays in their own covered panel beside the board (the table
dialog's laptop seat), not on this board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from geoquiz.app.minden.board import BoardMap
from geoquiz.app.minden.pages.reveal import RevealPage, distance_line
from geoquiz.app.minden.widgets import PIECE_COLOURS, CardTile, Piece, ScoreTrack
from geoquiz.app.table.boards.base import (
    PublicBoard,
    SeatRows,
    clear_layout,
    map_beside,
    plain_label,
    seat_kind,
)
from geoquiz.games.minden import Card
from geoquiz.games.minden.cards import indicator_distance_km

__all__ = ["MindenTableBoard", "card_of", "tip_state"]


def card_of(data: dict[str, Any]) -> Card:
    """A view's card as a :class:`Card`: task side, plus the solution side once it is scored."""
    return Card(
        str(data["id"]),
        str(data["colour"]),
        str(data["title"]),
        tuple(tuple(s) for s in data.get("solutions", ())),  # type: ignore[misc]
        prompt=str(data.get("prompt") or ""),
        lat=data.get("lat"),
        lon=data.get("lon"),
        explanation=str(data.get("explanation") or ""),
    )


def tip_state(tip: dict[str, Any]) -> str:
    """What the table sees of a seat's tip card: not yet, placed, or placed with N stones."""
    if not tip.get("placed"):
        return QCoreApplication.translate("TableBoard", "still tipping")
    if "stones" in tip:
        return QCoreApplication.translate("TableBoard", "has tipped (%1 stones)").replace(
            "%1", str(tip["stones"])
        )
    return QCoreApplication.translate("TableBoard", "has tipped")


class MindenTableBoard(PublicBoard):
    """The public Minden board (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map = BoardMap()
        self.phase = plain_label()
        self.track = ScoreTrack()
        self.seats_box = SeatRows()
        self.offer_title = plain_label()
        self.cards_box = QVBoxLayout()
        self.cards: list[CardTile] = []
        self.reveal = plain_label()
        map_beside(self, self.map, self.phase, self.track, self.seats_box, self.offer_title,
                   self.cards_box, self.reveal)  # fmt: skip
        self.seat_rows: list[tuple[CardTile | None, Any]] = []
        self._reader = RevealPage()  # the screen's words for a reveal (never shown itself)
        self._shown_reveal: tuple[int, int] | None = None

    def refresh(self) -> None:
        if self.public is None:
            return
        view = dict(self.public["view"])
        names = self.names()
        # the seats as the table names them (the game's own list may hold placeholders)
        view["players"] = [
            {**p, "name": names[i]} if i < len(names) else p for i, p in enumerate(view["players"])
        ]
        n = len(view["positions"])
        self.phase.setText(self._phase_text(view, names))
        colours = [str(p["colour"]) for p in view["players"]]
        self.track.set_pieces(
            [Piece(names[p], colours[p], int(view["positions"][p])) for p in range(n)],
            int(view["rules"]["track_length"]),
        )
        self._seats(view, names)
        self._cards(view, names)
        self._reveal(view, names)

    def _phase_text(self, view: dict[str, Any], names: list[str]) -> str:
        phases = {
            "draft": QCoreApplication.translate("TableBoard", "drafting the cards"),
            "trade": QCoreApplication.translate("TableBoard", "trading"),
            "guess": QCoreApplication.translate("TableBoard", "everybody places tip stones"),
            "challenge": QCoreApplication.translate("TableBoard", "challenges"),
            "score": QCoreApplication.translate("TableBoard", "scoring: the cards are turned"),
            "over": QCoreApplication.translate("TableBoard", "the game is over"),
        }
        text = (
            QCoreApplication.translate("TableBoard", "Round %1: %2")
            .replace("%1", str(view["round"]))
            .replace("%2", phases.get(str(view["phase"]), str(view["phase"])))
        )
        text += " · " + QCoreApplication.translate("TableBoard", "%1 cards in the pile").replace(
            "%1", str(view["pile_size"])
        )
        return text

    def _seats(self, view: dict[str, Any], names: list[str]) -> None:
        """One row per seat: name and kind, the chip and stones, the tip card's state."""
        rows = []
        players = self.public["players"] if self.public else []
        for p, name in enumerate(names):
            mark = "▶ " if p == view["current"] and view["phase"] != "over" else ""
            facts = [
                QCoreApplication.translate("TableBoard", "space %1").replace(
                    "%1", str(view["positions"][p])
                ),
                tip_state(view["tips"][p]),
            ]
            if view["trade_chip"][p]:
                facts.append(QCoreApplication.translate("TableBoard", "trade chip"))
            if view["challenge_chips"][p]:
                facts.append(
                    QCoreApplication.translate("TableBoard", "%1 challenge chips").replace(
                        "%1", str(view["challenge_chips"][p])
                    )
                )
            if view["challenges"][p] is not None:
                facts.append(
                    QCoreApplication.translate("TableBoard", "challenges %1").replace(
                        "%1", names[int(view["challenges"][p])]
                    )
                )
            kept = len(view["kept"][p])
            if kept:
                facts.append(
                    QCoreApplication.translate("TableBoard", "%1 cards kept").replace(
                        "%1", str(kept)
                    )
                )
            rows.append((f"{mark}{name} ({seat_kind(players[p])})", facts))
        self.seats_box.show_rows(rows)

    def _cards(self, view: dict[str, Any], names: list[str]) -> None:
        """The round's offer while drafting, and the card in front of each player (→ name)."""
        clear_layout(self.cards_box)
        self.cards = []
        shown = [(card_of(c), "") for c in view["offer"]]
        shown += [(card_of(c), names[p]) for p, c in enumerate(view["hands"]) if c is not None]
        self.offer_title.setText(
            QCoreApplication.translate("TableBoard", "The offer")
            if view["offer"]
            else QCoreApplication.translate("TableBoard", "The cards played")
        )
        for card, owner in shown:
            tile = CardTile(card, owner)
            tile.setEnabled(False)
            self.cards_box.addWidget(tile)
            self.cards.append(tile)

    def _reveal(self, view: dict[str, Any], names: list[str]) -> None:
        """The last card scored: its solution and the tip on the map, the reveal's words."""
        history = view["history"]
        if not history:
            self.reveal.setText("")
            self.map.map_canvas()
            if self._shown_reveal is not None:
                self.map.clear()
                self._shown_reveal = None
            return
        record = history[-1]
        data = view["scored_cards"][str(record["card"])]
        card = card_of(data)
        player = int(record["player"])
        lon, lat = record.get("lon"), record.get("lat")
        indicator = None
        distance = ""
        if isinstance(lon, float | int) and isinstance(lat, float | int):
            indicator = (float(lon), float(lat))
            distance = distance_line(indicator_distance_km(card, *indicator), card.title)
        lines = self._reader.reveal_lines(view, record, distance)
        self.reveal.setText("\n".join(lines))
        key = (len(history), int(view["round"]))
        if key != self._shown_reveal:
            colour = PIECE_COLOURS.get(str(view["players"][player]["colour"]), ("#888888", ""))
            self.map.show_scoring(card, indicator, names[player], colour[0])
            self._shown_reveal = key

    def visible_texts(self) -> list[str]:
        out = super().visible_texts()
        out.extend(tile.text_shown() for tile in self.cards)
        out.extend(mark.text for mark in self.map.marks)
        return out
