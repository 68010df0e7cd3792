"""The 10-Tage map: regions filled by train colour with hatching and symbols, names, highlights
and the current route drawn on top.

Built on :class:`app.canvas.MapCanvas`. The route overlay lives in the canvas's overlay scene
(redrawn every frame, cheap: at most nine links): neighbour links are solid, train links dashed
in the train colour, bus links bend through the bridged region; invalid links are grey and
dotted with a ✗ at the middle whose tooltip is the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import shapely
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QWidget,
)

from geoquiz.app.canvas import AreaStyle, Label, LabelStyle, LineStyle, MapCanvas
from geoquiz.app.canvas.paths import paths_from_geometries
from geoquiz.app.tage.style import CARD_COLOURS, PATTERNS, SYMBOLS, map_fill, pattern_colour
from geoquiz.games.tage.route import Link
from geoquiz.geo.regions import Region, geometries, regions

__all__ = ["GERMANY_EXTENT", "TageMap", "anchor_points"]

GERMANY_EXTENT = (5.6, 47.1, 15.3, 55.2)
LABEL_DROP_DEG = 0.12
#: The day-number discs of the route are lifted this many pixels above the region's point so
#: that they do not cover the region's name (drawn LABEL_DROP_DEG below the point).
MARKER_LIFT_PX = 7.0
#: Hand nudges (degrees lon, lat) for names that would collide in small neighbouring regions.
LABEL_NUDGE: dict[str, tuple[float, float]] = {
    "saarland": (-0.15, 0.08),
    "rheinhessen-pfalz": (0.2, -0.12),
    "halle": (-0.2, 0.0),
    "leipzig": (0.3, -0.05),
    "nordsee": (-0.45, 0.0),
    "bremen": (-0.2, -0.05),
    "unterfranken": (0.1, 0.08),
    "darmstadt": (-0.15, 0.0),
}


@dataclass(frozen=True)
class PatternStyle(AreaStyle):
    """An area style whose brush is a hatching pattern (drawn over the plain fill)."""

    pattern: Qt.BrushStyle = Qt.BrushStyle.NoBrush

    def brush(self) -> QBrush:
        if self.fill is None or self.pattern == Qt.BrushStyle.NoBrush:
            return QBrush(Qt.BrushStyle.NoBrush)
        return QBrush(self.fill, self.pattern)


def anchor_points() -> dict[str, tuple[float, float]]:
    """A point well inside each region (pole of inaccessibility of its largest part)."""
    out: dict[str, tuple[float, float]] = {}
    for rid, geom in geometries().items():
        parts = list(getattr(geom, "geoms", [geom]))
        biggest = max(parts, key=lambda g: g.area)
        point = shapely.ops.polylabel(biggest, tolerance=0.01)
        out[rid] = (float(point.x), float(point.y))
    return out


class TageMap(MapCanvas):
    """The map of the 43 regions. ``region_hovered`` / ``region_clicked`` carry a region id
    (empty string when the pointer leaves every region)."""

    region_hovered = Signal(str)
    region_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(GERMANY_EXTENT, parent)
        import shapely.ops  # noqa: F401 - polylabel lives there

        self.regions: list[Region] = regions()
        self.ids = [r.id for r in self.regions]
        shapes = geometries()
        self.shapes = {rid: shapes[rid] for rid in self.ids}
        self.anchors = anchor_points()
        by_colour: dict[str, list[str]] = {}
        for r in self.regions:
            by_colour.setdefault(r.colour, []).append(r.id)
        edge = LineStyle(QColor("#3b3220"), width=1.0, grow=0.0)
        for colour, ids in by_colour.items():
            geoms = [self.shapes[i] for i in ids]
            self.add_area_layer(f"tage-{colour}", geoms, AreaStyle(map_fill(colour), edge), z=0)
            if PATTERNS[colour] != Qt.BrushStyle.NoBrush:
                hatch = PatternStyle(pattern_colour(colour), None, PATTERNS[colour])
                self.add_area_layer(f"tage-{colour}-hatch", geoms, hatch, z=0.2)
        # names sit a little south of the anchor, where the route's day numbers are drawn
        labels = [
            Label(
                self.anchors[r.id][0] + LABEL_NUDGE.get(r.id, (0.0, 0.0))[0],
                self.anchors[r.id][1] - LABEL_DROP_DEG + LABEL_NUDGE.get(r.id, (0.0, 0.0))[1],
                f"{SYMBOLS[r.colour]} {r.name}",
                priority=self._prio(r),
            )
            for r in self.regions
        ]
        name_style = LabelStyle(size_px=11.0, bold=True, collide=False)
        self.add_label_layer("tage-names", labels, name_style)
        self.add_hit_layer("tage-hit", [self.shapes[i] for i in self.ids])
        self._overlay: list[QGraphicsItem] = []
        self._focus: list[QGraphicsItem] = []
        self._hover_id = ""
        self.hovered.connect(self._on_hover)
        self.hover_left.connect(lambda: self._emit_hover(""))
        self.clicked.connect(self._on_click)

    @staticmethod
    def _prio(region: Region) -> float:
        return float(shapely.area(geometries()[region.id]))

    # ------------------------------------------------------------------ pointer
    def region_at(self, lon: float, lat: float) -> str:
        """Return the id of the region at a lon/lat point, or ``""``."""
        idx = self.feature_at("tage-hit", lon, lat)
        return "" if idx is None else self.ids[idx]

    def _on_hover(self, lon: float, lat: float) -> None:
        self._emit_hover(self.region_at(lon, lat))

    def _emit_hover(self, rid: str) -> None:
        if rid != self._hover_id:
            self._hover_id = rid
            self.region_hovered.emit(rid)

    def _on_click(self, lon: float, lat: float) -> None:
        rid = self.region_at(lon, lat)
        if rid:
            self.region_clicked.emit(rid)

    # ------------------------------------------------------------------ focus highlight
    def _path_item(self, geoms: Sequence[object], pen: QPen, brush: QBrush, z: float) -> None:
        path = QPainterPath()
        for p in paths_from_geometries(self.project(np.asarray(geoms, dtype=object))):
            path.addPath(p)
        path.setFillRule(Qt.FillRule.OddEvenFill)
        item = QGraphicsPathItem(path)
        item.setPen(pen)
        item.setBrush(brush)
        item.setZValue(z)
        self.scene().addItem(item)
        self._focus.append(item)

    def focus_region(self, rid: str | None) -> None:
        """Highlight region ``rid`` strongly and its neighbours lightly (``None`` clears)."""
        for item in self._focus:
            self.scene().removeItem(item)
        self._focus.clear()
        if not rid:
            return
        region = next(r for r in self.regions if r.id == rid)
        nb = [self.shapes[n] for n in region.neighbours]
        if nb:
            pen = QPen(QColor("#0b3d91"), 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._path_item(nb, pen, QBrush(QColor(11, 61, 145, 45)), 70)
        pen = QPen(QColor("#0b3d91"), 3.5)
        pen.setCosmetic(True)
        self._path_item([self.shapes[rid]], pen, QBrush(QColor(11, 61, 145, 110)), 71)

    def focus_colour(self, colour: str) -> None:
        """Highlight every region a train of ``colour`` can reach (its colour class and Berlin)."""
        self.focus_region(None)
        ids = [r.id for r in self.regions if r.colour in (colour, "black")]
        pen = QPen(QColor("#0b3d91"), 2.5)
        pen.setCosmetic(True)
        self._path_item([self.shapes[i] for i in ids], pen, QBrush(QColor(11, 61, 145, 80)), 70)

    def focused_items(self) -> list[QGraphicsItem]:
        return list(self._focus)

    # ------------------------------------------------------------------ route overlay
    def clear_route(self) -> None:
        for item in self._overlay:
            self.scene().removeItem(item)
        self._overlay.clear()

    def route_items(self) -> list[QGraphicsItem]:
        return list(self._overlay)

    def show_route(
        self,
        cards: Sequence[str | None],
        links: Sequence[Link],
        reason: Callable[[Link], str] | None = None,
    ) -> None:
        """Draw the route of a holder: day numbers at the regions and one line per link.

        ``reason(link)`` gives the tooltip of a link in the interface language (default: the
        engine's English sentence).
        """
        self.clear_route()
        for link in links:
            tip = reason(link) if reason is not None else link.text
            a, b = cards[link.start], cards[link.end]
            if a not in self.anchors or b not in self.anchors:
                continue
            pa, pb = self._pt(str(a)), self._pt(str(b))
            path = QPainterPath(pa)
            if link.kind == "bus" and link.ok:
                path.lineTo(self._pt(str(link.params["bridges"][0])))
            path.lineTo(pb)
            if not link.ok:
                pen = QPen(QColor("#555555"), 2.0, Qt.PenStyle.DotLine)
            elif link.kind == "train":
                colour = str(cards[link.start + 1])[6:]
                pen = QPen(CARD_COLOURS.get(colour, QColor("#000")), 3.5, Qt.PenStyle.DashLine)
            elif link.kind == "bus":
                pen = QPen(QColor("#1a1a1a"), 2.5, Qt.PenStyle.DashDotLine)
            else:
                pen = QPen(QColor("#1a1a1a"), 3.0)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            item = QGraphicsPathItem(path)
            item.setPen(pen)
            item.setZValue(85)
            item.setToolTip(tip)
            self.scene().addItem(item)
            self._overlay.append(item)
            if not link.ok:
                mid = QPointF((pa.x() + pb.x()) / 2, (pa.y() + pb.y()) / 2)
                self._text(mid, "✗", QColor("#b00020"), tip, 18)
        for day, card in enumerate(cards):
            if card in self.anchors:
                self._text(self._pt(str(card)), str(day + 1), QColor("#ffffff"), "", 12, True)

    def _pt(self, rid: str) -> QPointF:
        return self.to_scene(*self.anchors[rid])

    def _text(
        self, pos: QPointF, text: str, colour: QColor, tip: str, size: int, disc: bool = False
    ) -> None:
        item = QGraphicsSimpleTextItem(text)
        font = QFont(self.font())
        font.setPixelSize(size)
        font.setBold(True)
        item.setFont(font)
        item.setBrush(QBrush(colour))
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        rect = item.boundingRect()
        if disc:
            r = max(rect.width(), rect.height()) / 2 + 3
            back = QGraphicsPathItem()
            circle = QPainterPath()
            circle.addEllipse(QPointF(0, 0), r, r)
            back.setPath(circle)
            back.setBrush(QBrush(QColor("#1a1a1a")))
            back.setPen(QPen(QColor("#ffffff"), 1.5))
            back.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            back.setPos(pos)
            # the disc sits just above the region's point, the name just below it
            back.setTransform(back.transform().translate(0, -MARKER_LIFT_PX))
            back.setZValue(88)
            self.scene().addItem(back)
            self._overlay.append(back)
        item.setPos(pos)
        lift = MARKER_LIFT_PX if disc else 0.0
        item.setTransform(item.transform().translate(-rect.width() / 2, -rect.height() / 2 - lift))
        item.setZValue(89)
        if tip:
            item.setToolTip(tip)
        self.scene().addItem(item)
        self._overlay.append(item)
