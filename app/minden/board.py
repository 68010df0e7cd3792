"""The board beside the side panel: the map players guess on, the aiming cross, the markers.

:class:`BoardMap` holds the map canvas (built on first use: the map data takes a moment) and
draws what a scoring reveals (the solution cells, the true place, the indicator and a dashed line
between them) and, at the end, where the wrong tips went. It knows no rules: a click on the map
(``clicked``) and Enter/Space on the aimed cross (``aimed``) are reported as lon/lat, and the
screen decides whether they place an indicator.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLineF, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QLabel, QVBoxLayout, QWidget

from geoquiz.app.minden.marks import Mark, MarkItem, place_marks
from geoquiz.games.minden import Card

if TYPE_CHECKING:
    from geoquiz.app.canvas import MapCanvas

__all__ = ["BoardMap", "WrongTip", "warm_reveal"]

# one wrong tip for the end map: the card, the indicator (lon, lat or None), who, their colour
WrongTip = tuple[Card, tuple[float, float] | None, str, str]


def warm_reveal() -> threading.Thread:
    """Prepare, on a worker thread, what the first reveal of the process needs and keeps.

    A reveal draws the solution cells (``geo.board.cell_polygon``: the 160 quadrant polygons,
    built on first use and cached, ~11 ms) and measures the indicator's distance (the WGS84
    ellipsoid and ``shapely.ops``, made and imported on first use), and the computer players use
    ``numpy.random`` (imported on first use). Nothing of it touches Qt, so
    a game start hands it to a daemon thread instead of the first reveal's UI-thread turn;
    started once per process (later calls return the same thread)."""
    from geoquiz.app.runtime.bot_runner import warm_up_once

    return warm_up_once("minden-warm-reveal", _warm)


def _warm() -> None:
    # the computer players' random generators (games.minden.players): numpy imports
    # numpy.random (12 modules, 13-17 ms) on first use, which was the first computer
    # move's, on its worker, holding the GIL while the UI thread drew the game's first turns
    import numpy.random  # noqa: F401
    import shapely.ops  # noqa: F401 - imported for indicator_distance_km's area cards

    from geoquiz.geo.board import Solution, cell_polygon
    from geoquiz.geo.projection import distance_km

    cell_polygon(Solution("W", "N", 1, "A"))
    distance_km(52.289, 8.917, 52.52, 13.405)


class BoardMap(QWidget):
    """The map of the board with its cross and markers (``marks``, ``canvas`` once built)."""

    # a click on the map (lon, lat)
    clicked = Signal(float, float)
    # Enter or Space on the map while the cross is shown: the cross's (lon, lat)
    aimed = Signal(float, float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.canvas: MapCanvas | None = None
        self.cross: QLabel | None = None
        self.marks: list[MarkItem] = []
        self._lines: list[QGraphicsLineItem] = []
        #: whether the map's paint is held back (:meth:`hold_paint`)
        self._paint_held = False

    def map_canvas(self) -> MapCanvas:
        """The board canvas (built on first use)."""
        if self.canvas is None:
            self._build()
        assert self.canvas is not None
        return self.canvas

    def _build(self) -> None:
        from geoquiz.app.canvas import MapCanvas
        from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany

        canvas = MapCanvas(GERMANY_EXTENT, self)
        build_germany(canvas, place_names=False)  # the board players guess on names no place
        canvas.setAccessibleName(QCoreApplication.translate("MindenScreen", "Map of the board"))
        canvas.clicked.connect(self.clicked)
        self._layout.addWidget(canvas)
        self.canvas = canvas
        # keyboard aiming: the cross marks the middle of the view; arrows and +/- move the map
        # under it (the canvas's own keys), Enter or Space puts the indicator there
        cross = QLabel("✛", canvas.viewport())
        cross.setStyleSheet("color: #B00020; font-size: 30px; background: transparent;")
        cross.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        cross.adjustSize()
        cross.hide()
        self.cross = cross
        canvas.installEventFilter(self)
        canvas.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Enter/Space on the map reports the cross's place; keep the cross centred."""
        canvas, cross = self.canvas, self.cross
        if canvas is not None and watched is canvas.viewport():
            if event.type() == QEvent.Type.Resize:
                self.centre_cross()
            elif self._paint_held and event.type() == QEvent.Type.Paint:
                return True  # drawn when released (hold_paint)
        elif (
            canvas is not None
            and cross is not None
            and watched is canvas
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and cross.isVisible()
        ):
            self.aimed.emit(*self.cross_lonlat())
            return True
        return super().eventFilter(watched, event)

    def hold_paint(self, held: bool) -> None:
        """Hold the map's paint back (its area keeps the picture behind it), or draw it again.

        A game's start draws the map's first picture in a turn of its own, a few ms after the
        page shows (``MindenScreen._hold_start``). Disabling the viewport's updates would not
        do: a widget shown for the first time is painted with its parent all the same; so its
        paint events are dropped here while held, and releasing repaints the whole view."""
        if held == self._paint_held:
            return
        self._paint_held = held
        if not held and self.canvas is not None:
            self.canvas.viewport().update()

    # ------------------------------------------------------------------ the cross
    def centre_cross(self) -> None:
        if self.canvas is None or self.cross is None:
            return
        centre = self.canvas.viewport().rect().center()
        self.cross.move(centre.x() - self.cross.width() // 2, centre.y() - self.cross.height() // 2)

    def show_cross(self, shown: bool) -> None:
        """Show (centred) or hide the aiming cross."""
        if self.cross is None:
            return
        if shown:
            self.centre_cross()
        self.cross.setVisible(shown)

    def cross_lonlat(self) -> tuple[float, float]:
        """Where the cross points (lon, lat): the middle of the map view."""
        canvas = self.map_canvas()
        return canvas.lonlat_at(canvas.viewport().rect().center())

    # ------------------------------------------------------------------ markers
    def clear(self) -> None:
        """Remove the markers, the lines between indicators and true places, the highlight."""
        canvas = self.map_canvas()
        canvas.clear_markers()
        for item in self.marks:
            canvas.scene().removeItem(item)
        self.marks = []
        for line in self._lines:
            canvas.scene().removeItem(line)
        self._lines = []
        canvas.clear_highlight()

    def _connect(self, a: tuple[float, float], b: tuple[float, float], colour: str) -> None:
        """Draw a dashed line from the indicator ``a`` to the true place ``b`` (lon, lat)."""
        canvas = self.map_canvas()
        line = QGraphicsLineItem(QLineF(canvas.to_scene(*a), canvas.to_scene(*b)))
        pen = QPen(QColor(colour), 2.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        line.setPen(pen)
        line.setZValue(85)  # above the highlight, below the markers
        canvas.scene().addItem(line)
        self._lines.append(line)

    def show_scoring(
        self, card: Card, indicator: tuple[float, float] | None, name: str, colour: str
    ) -> None:
        """A turned card: its solution cells (and area), the true place, the indicator."""
        canvas = self.map_canvas()
        self.clear()
        from geoquiz.geo.board import Solution, cell_polygon

        shapes = [cell_polygon(Solution(*s)) for s in card.solutions]
        if card.outline_wkt:
            import shapely

            shapes.append(shapely.from_wkt(card.outline_wkt))
        canvas.set_highlight(shapes)
        marks: list[Mark] = []
        if card.lon is not None and card.lat is not None:
            marks.append(Mark(card.lon, card.lat, card.title, "#000000", "place"))
        if indicator is not None:
            if card.lon is not None and card.lat is not None:
                self._connect(indicator, (card.lon, card.lat), "#333333")
            marks.append(Mark(indicator[0], indicator[1], name, colour))
        self.marks, _crowded = place_marks(canvas, marks)

    def show_wrong_tips(self, tips: list[WrongTip]) -> bool:
        """The end map: numbered indicators joined to the true places; True if crowded."""
        canvas = self.map_canvas()
        self.clear()
        marks: list[Mark] = []
        for i, (card, indicator, name, colour) in enumerate(tips):
            number = str(i + 1)
            if card.lon is not None and card.lat is not None:
                marks.append(Mark(card.lon, card.lat, card.title, "#000000", "place", number))
            if indicator is not None:
                if card.lon is not None and card.lat is not None:
                    self._connect(indicator, (card.lon, card.lat), "#333333")
                marks.append(
                    Mark(indicator[0], indicator[1], f"{name}: {card.title}?", colour, short=number)
                )
        self.marks, crowded = place_marks(canvas, marks)
        return bool(crowded)
