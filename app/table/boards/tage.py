"""10 Tage's board on the laptop while phones are used: the map, the piles, the call-outs.

Rendered from the public view (``games.tage.game.view(state, None)``) with the 10-Tage screen's
own widgets (:class:`~app.tage.map_view.TageMap`, :class:`~app.tage.widgets.CardButton`): the draw
pile's size, each discard pile's top card, which days of every holder are filled (face down), the
cards each player took from a discard pile, every call-out with the route the caller showed
(drawn on the map), and at the end every holder face up. Never a card in a holder, never a card
drawn from the draw pile.

A person who plays on the laptop itself (hot-seat beside the phones) uncovers their own holder
when it is their turn ("I am Anna: show my cards"), plays by clicking piles and days as on the
10-Tage screen, and the board covers it again as soon as the turn passes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.table.boards.base import PublicBoard, seat_kind
from geoquiz.app.tage.map_view import TageMap
from geoquiz.app.tage.widgets import (
    CardButton,
    add_pile_row,
    card_title,
    focus_card,
    holder_row,
)
from geoquiz.games.tage.engine import DAYS
from geoquiz.games.tage.route import check_route

__all__ = ["TageTableBoard"]


class TageTableBoard(PublicBoard):
    """The public 10-Tage board (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the laptop seat that uncovered its cards this turn (None: covered)
        self.revealed: int | None = None
        self._revealed_ply = -1
        self.selected: int | None = None
        self.declare = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.map = TageMap()
        self.map.setMinimumSize(360, 300)
        top.addWidget(self.map, 3)
        side = QVBoxLayout()
        row = add_pile_row(side, self._draw_clicked, self._pile_clicked, self._hovered)
        self.draw, self.piles, self.drawn_label, self.drawn = (
            row.draw,
            row.discards,
            row.drawn_label,
            row.drawn,
        )
        self.cover = QPushButton()
        self.cover.clicked.connect(self._reveal)
        side.addWidget(self.cover)
        self.call = QPushButton(self.tr("&Ich reise in 10 Tagen durch Deutschland!"))
        self.call.setCheckable(True)
        self.call.clicked.connect(self._call_out)
        side.addWidget(self.call)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        side.addWidget(self.hint)
        side.addWidget(QLabel(self.tr("Call-outs and cards taken from the discard piles")))
        self.news = QListWidget()
        self.news.setWordWrap(True)
        self.news.setAccessibleName(self.tr("Call-outs and cards taken from the discard piles"))
        side.addWidget(self.news, 1)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(300)
        panel.setMaximumWidth(420)
        top.addWidget(panel, 1)
        outer.addLayout(top, 1)
        self.rows_box = QWidget()
        self.rows = QVBoxLayout(self.rows_box)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setSpacing(2)
        outer.addWidget(self.rows_box)
        self.holder_rows: list[tuple[QLabel, list[CardButton]]] = []

    # ------------------------------------------------------------------ rendering
    def _ensure_rows(self, players: int) -> None:
        if len(self.holder_rows) == players:
            return
        for label, _slots in self.holder_rows:
            row = label.parentWidget()
            if row is not None:
                row.deleteLater()
        self.holder_rows = []
        for p in range(players):
            row, name, slots = holder_row(
                DAYS, lambda d, p=p: self._slot_clicked(p, d), self._hovered, 140, 12
            )
            self.rows.addWidget(row)
            self.holder_rows.append((name, slots))

    def own(self) -> dict[str, Any] | None:
        """The uncovered laptop seat's own view (None while covered or not a laptop turn)."""
        if self.laptop is None or self.revealed != self.laptop["seat"]:
            return None
        return self.laptop["view"]

    def legal(self) -> list[dict[str, Any]]:
        return list(self.laptop["legal"]) if self.own() is not None and self.laptop else []

    def show_message(self, public: dict[str, Any], laptop: dict[str, Any] | None) -> None:
        if self.laptop is not None and (laptop is None or laptop["seat"] != self.laptop["seat"]):
            self.revealed = None  # the laptop player's turn is over: cover the cards again
            self.selected = None
            self.declare = False
        was_setup = self.laptop is not None and self.laptop["view"].get("phase") == "setup"
        if laptop is not None and laptop["view"].get("phase") == "setup":
            self.revealed = laptop["seat"]  # placing unseen: nothing to cover
        elif was_setup:
            self.revealed = None  # the cards turn face up now: cover them first
        self.public, self.laptop = public, laptop
        self.refresh()

    def refresh(self) -> None:
        if self.public is None:
            return
        view = self.public["view"]
        players = self.public["players"]
        names = [str(p["name"]) for p in players]
        current = view["current"]
        over = view["phase"] == "over"
        own = self.own()
        legal = self.legal()
        seat = self.laptop["seat"] if self.laptop is not None else None
        self._ensure_rows(len(names))
        for p, (label, slots) in enumerate(self.holder_rows):
            mark = "▶ " if p == current and not over else ""
            kind = " (" + seat_kind(players[p]) + ")"
            win = " ✔ " + self.tr("winner") if over and view["winner"] == p else ""
            label.setText(f"{mark}{names[p]}{kind}{win}")
            holder = None
            if view["holders"] is not None:
                holder = view["holders"][p]
            elif (
                own is not None and p == seat and own.get("phase") != "setup" and own.get("holder")
            ):
                holder = own["holder"]
            for d, button in enumerate(slots):
                if holder is not None:
                    button.set_card(holder[d], face_up=True)
                else:
                    button.set_card("bus" if view["filled"][p][d] else None, face_up=False)
                button.set_compact(holder is None)
                button.marked = p == seat and d == self.selected
                button.setEnabled(p == seat and self._slot_live(d, legal))
        self.draw.set_card("bus" if view["draw_pile"] else None, face_up=False)
        self.draw.caption = str(view["draw_pile"])
        self.draw.setEnabled(any(m["type"] == "draw" and m["pile"] is None for m in legal))
        for i, button in enumerate(self.piles):
            pile = view["discards"][i]
            button.set_card(pile["top"], face_up=True)
            button.caption = f"{i + 1}: {pile['size']}"
            button.setEnabled(self._pile_live(i, legal))
        drawn = view["drawn"]
        if own is not None and own.get("drawn") is not None:
            drawn = own["drawn"]
        holding = view["phase"] == "place" and not over
        if view["phase"] == "setup":
            self.drawn_label.setText(self.tr("Cards to place:"))
            left = view["to_place"][current] if current is not None else 0
            self.drawn.caption = str(left)
            self.drawn.set_card("bus" if left else None, face_up=False)
        else:
            self.drawn_label.setText(self.tr("Drawn card:"))
            self.drawn.caption = ""
            if drawn is not None:
                self.drawn.set_card(drawn, face_up=True)
            else:
                self.drawn.set_card("bus" if holding else None, face_up=False)
        self._cover_and_call(names, legal)
        self._news(view, names)
        self._route(view)

    def _slot_live(self, d: int, legal: list[dict[str, Any]]) -> bool:
        return any(m.get("slot") == d for m in legal if m["type"] in ("place", "exchange"))

    def _pile_live(self, i: int, legal: list[dict[str, Any]]) -> bool:
        for m in legal:
            if m["type"] == "draw" and m["pile"] == i:
                return True
            if self.selected is not None:
                if m["type"] == "exchange" and m["slot"] == self.selected and m["pile"] == i:
                    return True
            elif m["type"] == "discard" and m["pile"] == i:
                return True
        return False

    def _cover_and_call(self, names: list[str], legal: list[dict[str, Any]]) -> None:
        laptop = self.laptop
        covered = laptop is not None and self.own() is None
        self.cover.setVisible(covered)
        if covered and laptop is not None:
            name = names[laptop["seat"]]
            self.cover.setText(self.tr("I am %1: show my cards").replace("%1", name))
        can_call = any(
            m["type"] == "declare" or (m["type"] in ("exchange", "discard") and m.get("declare"))
            for m in legal
        )
        self.call.setVisible(laptop is not None and not covered)
        self.call.setEnabled(can_call)
        self.call.setChecked(self.declare)
        if laptop is None:
            self.hint.setText(self.tr("Players on phones see their cards on their phones."))
        elif covered:
            self.hint.setText(
                self.tr("%1 plays on this laptop. Everybody else: please look away.").replace(
                    "%1", names[laptop["seat"]]
                )
            )
        else:
            self.hint.setText(self._hint())

    def _hint(self) -> str:
        own = self.own() or {}
        phase = own.get("phase")
        if phase == "setup":
            return self.tr("Setup: click a free day to place your next card face down.")
        if phase == "draw":
            return self.tr("Draw: click the draw pile or a discard pile.")
        if self.selected is not None:
            return self.tr("Choose the discard pile for the card from day %1.").replace(
                "%1", str(self.selected + 1)
            )
        drawn = own.get("drawn")
        return self.tr(
            "You drew %1. Click a day to put it there, or a discard pile to discard it."
        ).replace("%1", card_title(str(drawn)) if drawn else "—")

    def _news(self, view: dict[str, Any], names: list[str]) -> None:
        self.news.clear()
        for d in view["declarations"]:
            verdict = self.tr("correct") if d["valid"] else self.tr("not yet correct")
            route = ", ".join(card_title(c) if c else "—" for c in d["route"])
            self.news.addItem(
                self.tr("%1 calls out (turn %2, %3): %4")
                .replace("%1", names[d["player"]])
                .replace("%2", str(d["turn"]))
                .replace("%3", verdict)
                .replace("%4", route)
            )
        for p, cards in enumerate(view["pickups"]):
            if cards:
                self.news.addItem(
                    self.tr("%1 took from the discard piles: %2")
                    .replace("%1", names[p])
                    .replace("%2", ", ".join(card_title(c) for c in cards))
                )

    def _route(self, view: dict[str, Any]) -> None:
        """The last shown route on the map: the winner's at the end, else the last call-out."""
        cards: list[str | None] | None = None
        if view["holders"] is not None and view["winner"] is not None:
            cards = view["holders"][view["winner"]]
        elif view["declarations"]:
            cards = view["declarations"][-1]["route"]
        own = self.own()
        if own is not None and own.get("holder") is not None and own.get("phase") != "setup":
            cards = own["holder"]
        if cards is None:
            self.map.clear_route()
            return
        self.map.show_route(cards, list(check_route(cards).links))

    def visible_texts(self) -> list[str]:
        """Every text on the board now: labels, card faces (face up only), the list."""
        out = [self.drawn_label.text(), self.hint.text()]
        if self.cover.isVisible() or not self.cover.isHidden():
            out.append(self.cover.text())
        buttons = [self.draw, self.drawn, *self.piles]
        for label, slots in self.holder_rows:
            out.append(label.text())
            buttons.extend(slots)
        for button in buttons:
            if button.card is not None and button.face_up:
                out.append(button.card)
                out.append(card_title(button.card))
        out.extend(self.news.item(i).text() for i in range(self.news.count()))
        out.extend(item.toolTip() for item in self.map.route_items())
        return out

    # ------------------------------------------------------------------ laptop seat's input
    def _hovered(self, card: str) -> None:
        focus_card(self.map, card)

    def _reveal(self) -> None:
        if self.laptop is not None:
            self.revealed = self.laptop["seat"]
            self.refresh()

    def _find(self, **fields: Any) -> dict[str, Any] | None:
        for m in self.legal():
            if all(m.get(k) == v for k, v in fields.items()):
                return m
        return None

    def _draw_clicked(self) -> None:
        move = self._find(type="draw", pile=None)
        if move is not None:
            self._send(move)

    def _pile_clicked(self, i: int) -> None:
        move = self._find(type="draw", pile=i)
        if move is None and self.selected is not None:
            move = self._find(type="exchange", slot=self.selected, pile=i, declare=self.declare)
        elif move is None:
            move = self._find(type="discard", pile=i, declare=self.declare)
        if move is not None:
            self.selected = None
            self._send(move)

    def _slot_clicked(self, p: int, d: int) -> None:
        move = self._find(type="place", slot=d)
        if move is not None:
            self._send(move)
            return
        piles = [m for m in self.legal() if m["type"] == "exchange" and m["slot"] == d]
        piles = [m for m in piles if bool(m.get("declare")) == self.declare]
        if len(piles) == 1:
            self.selected = None
            self._send(piles[0])
        elif piles:
            self.selected = None if self.selected == d else d
            self.refresh()

    def _call_out(self) -> None:
        move = self._find(type="declare")
        if move is not None:
            self._send(move)
            return
        self.declare = self.call.isChecked()
        self.refresh()
