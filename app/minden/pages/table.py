"""The public board beside the map: the players' line each, and the cards of the round.

Both render from ``view(state, None)`` (what everybody at the table sees): positions, chips,
stones, kept cards and the cards task side up. Card tiles are clicked to draft a card or to trade
one's own; which tiles can be clicked comes from the legal moves of the seat acting now.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from geoquiz.app.minden.pages.base import seat_name
from geoquiz.app.minden.pages.end import kept_by_colour
from geoquiz.app.minden.widgets import CARD_COLOURS, PIECE_COLOURS, SHAPE_GLYPHS, CardTile
from geoquiz.games.minden import COLOURS, Card, Draft, Move, Trade

__all__ = ["CardTable", "PlayersLabel", "colour_hex", "level_name", "round_cards", "task_card"]


def _luma(colour: QColor) -> float:
    """Perceived brightness 0–255 (Rec. 601 weights)."""
    return 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()


def colour_hex(view: dict[str, Any], seat: int) -> str:
    """The colour of ``seat``'s piece."""
    return PIECE_COLOURS.get(str(view["players"][seat]["colour"]), ("#888888", ""))[0]


def level_name(controller: str) -> str:
    """A seat's controller as the players read it ("" for a person)."""
    return {
        "easy": QCoreApplication.translate("MindenScreen", "computer: knows the big cities"),
        "medium": QCoreApplication.translate("MindenScreen", "computer: knows Germany well"),
        "hard": QCoreApplication.translate("MindenScreen", "computer: expert"),
    }.get(controller, "")


def task_card(task: dict[str, Any]) -> Card:
    """A card of the view (task side up, no solutions) for a :class:`CardTile`."""
    return Card(
        str(task["id"]), str(task["colour"]), str(task["title"]), (), str(task["prompt"] or "")
    )


def round_cards(view: dict[str, Any]) -> list[tuple[Card, str]]:
    """The tiles :meth:`CardTable.show_round` shows for ``view``, in order: each offered card
    (no owner), then each seat's card with the seat's name."""
    wanted: list[tuple[Card, str]] = [(task_card(task), "") for task in view["offer"]]
    owners = [p for p, task in enumerate(view["hands"]) if task is not None]
    return wanted + [(task_card(view["hands"][p]), seat_name(view, p)) for p in owners]


class PlayersLabel(QLabel):
    """One line per player, leader first: piece, name, level, space, kept cards, chips, stones."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        #: the wrapped text's height per width (:meth:`heightForWidth`), for ``_heights_for``
        self._heights: dict[int, int] = {}
        #: the text the heights are for; None after a font or style change (:meth:`changeEvent`)
        self._heights_for: str | None = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """A font or style change (polishing sends one) lays the text out anew: the kept heights
        go (only change events reach this override, so no layout question builds a font key)."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights_for = None
        super().changeEvent(event)

    def heightForWidth(self, width: int) -> int:
        """QLabel's height for ``width``, laid out once per text, font and width.

        The side panel's layout asks on every pass (each widget shown on the action page starts
        one) and a rich-text label lays its whole document out for each answer (~0.3 ms)."""
        text = self.text()
        if text != self._heights_for:
            self._heights_for = text
            self._heights = {}
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def show_view(self, view: dict[str, Any], positions: list[int] | None = None) -> None:
        """Render the players' lines from the public ``view``.

        ``positions``: the spaces the pieces are shown on while a reveal or the final bonuses
        are still being announced (the view has the spaces after them), leader first by these."""
        kinds = {
            "yellow": QCoreApplication.translate(
                "MindenScreen", "C", "initial of City cards (yellow)"
            ),
            "orange": QCoreApplication.translate(
                "MindenScreen", "P", "initial of Place cards (orange)"
            ),
            "green": QCoreApplication.translate(
                "MindenScreen", "N", "initial of Nature cards (green)"
            ),
            "blue": QCoreApplication.translate(
                "MindenScreen", "E", "initial of Expert cards (blue)"
            ),
        }
        space_word = QCoreApplication.translate("MindenScreen", "space")
        rules = view["rules"]
        rows = []
        order = [p for group in view["ranking"] for p in group]
        spaces = view["positions"] if positions is None else positions
        if positions is not None:
            order.sort(key=lambda p: -positions[p])  # stable: the view's order breaks ties
        for p in order:
            spec = view["players"][p]
            shape = PIECE_COLOURS.get(str(spec["colour"]), ("#888", "circle"))[1]
            kept = kept_by_colour(view, p)
            # colour *and* letter, so the counts read without telling the colours apart
            kept_text = " ".join(
                f"<span style='background:{CARD_COLOURS[c][0]}; color:#111'>"
                f"&nbsp;{kinds[c]}&nbsp;{kept[c]}&nbsp;</span>"
                for c in COLOURS
                if rules["expert"] or c != "blue"
            )
            extra = []
            if view["trade_chip"][p]:
                extra.append(QCoreApplication.translate("MindenScreen", "chip"))
            if rules["variant_b"]:
                extra.append(self.tr("%n challenge chip(s)", "", view["challenge_chips"][p]))
            if view["stones"][p] != 4:
                extra.append(self.tr("%n stone(s)", "", view["stones"][p]))
            tip = view["tips"][p]
            if view["phase"] in ("challenge", "score") and tip["placed"]:
                extra.append(self.tr("%n stone(s) on the tip card", "", int(tip["stones"])))
            hexcol = colour_hex(view, p)
            # a light piece colour (yellow) gets a dark ground, as the track outlines its pieces
            glyph_style = f"color:{hexcol}" + (
                "; background:#333333" if _luma(QColor(hexcol)) > 180 else ""
            )
            level = level_name(str(spec["controller"]))
            who = f" ({html.escape(level)})" if level else ""
            rows.append(
                f"<span style='{glyph_style}'><b>{SHAPE_GLYPHS.get(shape, '●')}</b></span> "
                f"<b>{html.escape(str(spec['name']))}</b>{who} — "
                f"{space_word} {spaces[p]} — "
                f"{kept_text} " + (" · ".join(extra))
            )
        self.setText("<br>".join(rows))


class CardTable(QWidget):
    """The cards of the round as tiles (``tiles``); a click emits ``move_chosen``.

    A refresh keeps the tile of every card that is still on the table for the same owner and
    only updates whether it can be clicked (and for which move): a new :class:`CardTile` costs
    its style sheet's polish and text layout, and most refreshes (a computer's tip, a trade)
    leave the cards as they were. The tiles end up as a rebuild would leave them: the same cards,
    texts, states, places in the grid and tab order.
    """

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.tiles: list[CardTile] = []
        #: the move each tile's click stands for (None: the tile cannot be clicked)
        self._moves: dict[CardTile, Move | None] = {}
        #: where the tiles sit: (tile, row, column, column span), in order
        self._placed: list[tuple[CardTile, int, int, int]] = []
        #: tiles made ahead for cards about to be shown (:meth:`prepare`), hidden
        self._prepared: list[CardTile] = []

    def show_scored(self, view: dict[str, Any], card_id: str, owner: int) -> None:
        """During a reveal: only the card being scored, with its owner (the other tiles are kept,
        hidden, for the table after the reveal)."""
        scored = (task_card(view["scored_cards"][card_id]), seat_name(view, owner))
        tiles = self._take([scored], keep=True)
        self._set(tiles[0], None, "")
        self._place([(tiles[0], 0, 0, 3)])

    def show_round(self, view: dict[str, Any], legal: list[Move], width: int) -> None:
        """The offered cards and each seat's card; ``legal``: the moves of a person acting now."""
        drafts = {m.card_id for m in legal if isinstance(m, Draft)}
        trader = view["current"] if Trade() in legal else None
        owners = [p for p, task in enumerate(view["hands"]) if task is not None]
        tiles = self._take(round_cards(view))
        offered = len(view["offer"])
        for task, tile in zip(view["offer"], tiles[:offered], strict=True):
            card_id = str(task["id"])
            self._set(tile, Draft(card_id) if card_id in drafts else None, "")
        for p, tile in zip(owners, tiles[offered:], strict=True):
            # trading is a click on one's own card too (the button does the same)
            tradable = p == trader
            tip = (
                QCoreApplication.translate(
                    "MindenScreen", "Click to trade this card for the top card of the pile."
                )
                if tradable
                else ""
            )
            self._set(tile, Trade() if tradable else None, tip)
        # three tiles a row where the panel is wide enough, else two (whole texts, not slivers)
        columns = 3 if width >= 3 * (CardTile.MIN_WIDTH + 40) else 2
        self._place([(tile, i // columns, i % columns, 1) for i, tile in enumerate(tiles)])
        if drafts and tiles:
            tiles[0].show()
            tiles[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def prepare(self, card: Card, owner: str = "") -> bool:
        """Make (and polish) the hidden tile of ``card`` for ``owner`` ahead of its showing, so
        that the refresh that shows it only places it; False if there is one already.

        The screen calls it in idle turns while a reveal is read, for the next round's cards
        (a new tile costs its style sheet's parse and polish); the next :meth:`show_round`
        takes it like a shown tile, and deletes the prepared tiles it does not need."""
        if any(t.same_card(card, owner) for t in (*self.tiles, *self._prepared)):
            return False
        tile = self._new_tile(card, owner)
        tile.setParent(self)
        tile.hide()
        tile.ensurePolished()
        self._prepared.append(tile)
        return True

    def _new_tile(self, card: Card, owner: str) -> CardTile:
        tile = CardTile(card, owner)
        tile.clicked.connect(self._clicked)
        return tile

    def _take(self, wanted: list[tuple[Card, str]], *, keep: bool = False) -> list[CardTile]:
        """A tile per ``(card, owner)``: the shown (or prepared) one of that card and owner,
        else a new one; the tiles no longer wanted are deleted (``keep``: kept hidden, as
        prepared tiles, for the next :meth:`show_round`)."""
        spare = [*self.tiles, *self._prepared]
        self._prepared = []
        found: list[CardTile | None] = []
        for card, owner in wanted:
            tile = next((t for t in spare if t.same_card(card, owner)), None)
            if tile is not None:
                spare.remove(tile)
            found.append(tile)
        tiles = []
        for (card, owner), tile in zip(wanted, found, strict=True):
            if tile is None:  # the same card for another owner (just drafted), else a new one
                tile = next((t for t in spare if t.card == card), None)
                if tile is None:
                    tile = self._new_tile(card, owner)
                else:
                    spare.remove(tile)
                    tile.set_owner(owner)
            tiles.append(tile)
        for tile in spare:
            self.grid.removeWidget(tile)
            self._moves.pop(tile, None)
            tile.hide()
            if keep:
                self._prepared.append(tile)
            else:
                tile.deleteLater()
        self.tiles = tiles
        return tiles

    def _set(self, tile: CardTile, move: Move | None, tooltip: str) -> None:
        """What a click on ``tile`` does (None: it cannot be clicked) and its tooltip."""
        self._moves[tile] = move
        tile.setEnabled(move is not None)
        if tile.toolTip() != tooltip:
            tile.setToolTip(tooltip)

    def _place(self, placed: list[tuple[CardTile, int, int, int]]) -> None:
        """Put the tiles where ``placed`` says (untouched when they are there already)."""
        if placed != self._placed:
            for tile, *_ in self._placed:
                self.grid.removeWidget(tile)
            for tile, row, column, span in placed:
                self.grid.addWidget(tile, row, column, 1, span)
            self._placed = placed
            for first, second in zip(self.tiles, self.tiles[1:], strict=False):
                QWidget.setTabOrder(first, second)  # in reading order, as when built anew
        for tile in self.tiles:
            tile.show()

    def _clicked(self) -> None:
        move = self._moves.get(self.sender())  # type: ignore[call-overload]
        if move is not None:
            self.move_chosen.emit(move)
