"""The card editor's "Deck on the map": every card of the list at once on the board.

The cards the list shows (its deck, colour, search and review filters) appear on a board of their
own — a pin per point card, a translucent outline per area card, both in the card's colour — and
a click on a pin or an outline opens that card in the form (``card_chosen``). The open card is
drawn on top, its pin with its title. What a map maker shows (GeoGuessr's): where the deck's
places lie, where they crowd, which part of the board no card asks for.

Pins are found by their distance on screen (the nearest within :data:`PICK_PX`); a click on no pin
opens the smallest outline under it, so a district inside its Land stays reachable.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QLabel, QVBoxLayout, QWidget

from geoquiz.app.canvas import MapCanvas
from geoquiz.db.card_service import MapRow

__all__ = ["CARD_COLOURS", "PICK_PX", "DeckMap"]

#: The pins' and outlines' colours per card colour (the printed cards' colours, darkened enough
#: to read on the tan land and the blue sea).
CARD_COLOURS: dict[str, QColor] = {
    "yellow": QColor("#d4a000"),
    "orange": QColor("#e06000"),
    "green": QColor("#2e8b3a"),
    "blue": QColor("#1f5fbf"),
}
OTHER = QColor("#555555")
#: How far from a pin (viewport pixels) a click still picks it.
PICK_PX = 9.0


class DeckMap(QWidget):
    """The board with the list's cards; ``card_chosen(id)`` when the author clicks one."""

    card_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany

        self.canvas = MapCanvas(GERMANY_EXTENT, self)
        build_germany(self.canvas, place_names=False)  # the pins' captions must stay readable
        self.canvas.clicked.connect(self._on_click)
        layout.addWidget(self.canvas, 1)
        self._rows: list[MapRow] = []
        self._current: int | None = None
        self._areas: list[tuple[int, QGraphicsPathItem, float]] = []  # id, item, area

    # ------------------------------------------------------------------ content
    def rows(self) -> list[MapRow]:
        """The cards on the map now."""
        return list(self._rows)

    def show_cards(self, rows: Sequence[MapRow], current: int | None) -> None:
        """Put ``rows`` on the board; card ``current`` (the open one) on top, with its title."""
        self._rows = list(rows)
        self._current = current
        self._redraw()
        pins = sum(1 for r in self._rows if r.outline_wkt is None)
        # plural forms through ``self.tr`` (context DeckMap), where the catalogue reads them
        cards = self.tr("%n cards on the map (click one to open it)", "", len(rows))
        points = self.tr("%n pins", "", pins)
        areas = self.tr("%n outlines", "", len(rows) - pins)
        self.summary.setText(f"{cards} · {points} · {areas}")

    def set_current(self, current: int | None) -> None:
        """Mark another card as the open one."""
        if current != self._current:
            self._current = current
            self._redraw()

    def _clear(self) -> None:
        scene = self.canvas.scene()
        for _, item, _ in self._areas:
            scene.removeItem(item)
        self._areas = []
        self.canvas.clear_markers()

    def _redraw(self) -> None:
        import shapely

        from geoquiz.app.canvas.paths import paths_from_geometries

        self._clear()
        outlines = [r for r in self._rows if r.outline_wkt]
        geometries = []
        kept = []
        for row in outlines:
            try:
                geometry = shapely.from_wkt(row.outline_wkt)
            except shapely.errors.GEOSException:
                continue
            if geometry is None or geometry.is_empty:
                continue
            geometries.append(geometry)
            kept.append(row)
        if geometries:
            paths = paths_from_geometries(self.canvas.project(geometries))
            for row, geometry, path in zip(kept, geometries, paths, strict=False):
                self._add_area(row, path, float(geometry.area))
        current = None
        for row in self._rows:
            if row.id == self._current:
                current = row
            elif row.outline_wkt is None and row.lat is not None and row.lon is not None:
                self.canvas.add_marker(row.lon, row.lat, "", CARD_COLOURS.get(row.colour, OTHER))
        if current is not None and current.lat is not None and current.lon is not None:
            marker = self.canvas.add_marker(
                current.lon, current.lat, current.title, CARD_COLOURS.get(current.colour, OTHER)
            )
            marker.setZValue(95)

    def _add_area(self, row: MapRow, path: QPainterPath, area: float) -> None:
        colour = QColor(CARD_COLOURS.get(row.colour, OTHER))
        on_top = row.id == self._current
        fill = QColor(colour)
        fill.setAlpha(110 if on_top else 45)
        path.setFillRule(Qt.FillRule.OddEvenFill)
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(fill))
        pen = QPen(colour, 3.0 if on_top else 1.5)
        pen.setCosmetic(True)
        item.setPen(pen)
        item.setZValue(83 if on_top else 82)
        item.setToolTip(row.title)
        self.canvas.scene().addItem(item)
        self._areas.append((row.id, item, area))

    def area_items(self) -> list[QGraphicsPathItem]:
        """The outlines on the map (tests count them)."""
        return [item for _, item, _ in self._areas]

    # ------------------------------------------------------------------ picking
    def card_at(self, pos: QPointF) -> int | None:
        """The card under a viewport position: the nearest pin within reach, else the smallest
        outline holding the point; None for none."""
        best: tuple[float, int] | None = None
        for row in self._rows:
            if row.outline_wkt is not None or row.lat is None or row.lon is None:
                continue
            d = (QPointF(self.canvas.view_pos(row.lon, row.lat)) - pos).manhattanLength()
            if d <= PICK_PX and (best is None or d < best[0]):
                best = (d, row.id)
        if best is not None:
            return best[1]
        lon, lat = self.canvas.lonlat_at(pos)
        scene_point = self.canvas.to_scene(lon, lat)
        hits = [(area, card) for card, item, area in self._areas if item.contains(scene_point)]
        return min(hits)[1] if hits else None

    def _on_click(self, lon: float, lat: float) -> None:
        card = self.card_at(QPointF(self.canvas.view_pos(lon, lat)))
        if card is not None:
            self.card_chosen.emit(card)
