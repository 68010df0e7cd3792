"""Pick a class quiz's cards on the map (issue 30: "pick cards on a map or from a list").

The setup's *Pick cards…* dialog shows, beside the list to tick, the deck's cards on the board —
the card editor's :class:`geoquiz.app.cards.deck_map.DeckMap` reused as it is (a pin per point
card, an outline per area card, in the card's colour). A click on a pin or an outline adds the
card to the quiz or takes it out again; the picked cards get a dark pin with their title on top,
so the teacher sees which part of the country the quiz covers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from geoquiz.app.canvas.items import MarkerItem
from geoquiz.app.cards.deck_map import DeckMap
from geoquiz.db.card_service import MapRow

__all__ = ["PICKED", "PickMap", "map_rows"]

# the pin of a picked card: dark, with its title, above the deck's coloured pins
PICKED = QColor("#111111")


def map_rows(deck: str, ids: Iterable[str], url: str | None = None) -> list[MapRow]:
    """The cards ``ids`` (engine card ids) of ``deck`` as the deck map draws them."""
    from geoquiz.db.repository import deck_by_name, list_cards
    from geoquiz.db.session import session_scope

    wanted = set(ids)
    with session_scope(url) as session:
        found = deck_by_name(session, deck)
        if found is None:
            return []
        return [
            MapRow(c.id, c.title, c.colour, c.lat, c.lon, c.outline_wkt)
            for c in list_cards(session, deck_id=found.id)
            if str(c.id) in wanted
        ]


class PickMap(QWidget):
    """The deck's cards on the board; ``toggled(card id)`` when the teacher clicks one."""

    toggled = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck_map = DeckMap(self)
        self.deck_map.summary.hide()  # it speaks of opening a card in the editor
        self.deck_map.card_chosen.connect(lambda card: self.toggled.emit(str(card)))
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.deck_map, 1)
        self._rows: list[MapRow] = []
        self._picked: list[MarkerItem] = []
        self.picked_ids: set[str] = set()

    def show_cards(self, rows: Sequence[MapRow], picked: Iterable[str]) -> None:
        """Put the deck's ``rows`` on the board and mark ``picked``."""
        self._rows = list(rows)
        self.deck_map.show_cards(self._rows, None)
        self.set_picked(picked)

    def set_picked(self, picked: Iterable[str]) -> None:
        """Mark the picked cards (a dark pin with the title each)."""
        canvas = self.deck_map.canvas
        scene = canvas.scene()
        for item in self._picked:
            scene.removeItem(item)
        self._picked = []
        self.picked_ids = {str(p) for p in picked}
        for row in self._rows:
            if str(row.id) not in self.picked_ids or row.lat is None or row.lon is None:
                continue
            item = MarkerItem(PICKED, f"✓ {row.title}", canvas.font())
            item.setPos(canvas.to_scene(row.lon, row.lat))
            item.setZValue(96)
            scene.addItem(item)
            self._picked.append(item)
        text = self.tr("Click a card on the map to add it to the quiz or take it out: %n picked",
                       "", len(self.picked_ids))  # fmt: skip
        self.summary.setText(text)

    def picked_items(self) -> list[MarkerItem]:
        """The picked cards' pins (tests count them)."""
        return list(self._picked)
