"""The 10-Tage map: regions filled by train colour with hatching and symbols, names, highlights
and the current route drawn on top.

Built on :class:`app.canvas.MapCanvas`. The route overlay lives in the canvas's overlay scene
(redrawn every frame, cheap: at most nine links): neighbour links are solid, train links dashed
in the train colour, bus links bend through the bridged region; invalid links are grey and
dotted with a ✗ at the middle whose tooltip is the reason.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import shapely
import shapely.affinity
import shapely.prepared
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QWidget,
)
from shapely.geometry.base import BaseGeometry

from geoquiz.app.canvas import AreaStyle, LineStyle, MapCanvas
from geoquiz.app.canvas.paths import paths_from_geometries
from geoquiz.app.runtime.bot_runner import BotRunner
from geoquiz.app.tage.style import CARD_COLOURS, PATTERNS, SYMBOLS, map_fill, pattern_colour
from geoquiz.games.tage.route import Link
from geoquiz.geo.regions import Region, drawn_geometries, regions

__all__ = ["GERMANY_EXTENT", "NamePlacement", "TageMap", "anchor_points", "layout_names"]

GERMANY_EXTENT = (5.6, 47.1, 15.3, 55.2)
#: region names: pixel size, gap kept between two names, the candidate grid step
NAME_PX = 11.0
NAME_GAP_PX = 2.0
GRID_PX = 4.0
#: a name sits inside its region when at least this share of its box lies inside
INSIDE_SHARE = 0.55
#: the route's spots are found this long (ms) after names are put up without a route, in a
#: turn of their own (~1.6 ms)
SPOTS_AHEAD_MS = 30
#: a layout put up after a change of scale re-strokes at most this many names in one event-loop
#: turn (a name drawn anew is ~0.5-0.8 ms of halo stroking: all 43 in one paint were 24-35 ms),
#: the next ones :data:`NAMES_STEP_MS` later (a real timer interval, so that each part runs after
#: the paint of the last one, in a turn of its own)
NAMES_PER_STEP = 5
NAMES_STEP_MS = 3
#: a change of scale or size is laid out once the view has kept it this long: a game's start
#: resized the map twice within 50 ms (its rows, then its status line), and each layout is
#: ~300 ms of a worker beside the first moves (``bench/bench_stall.py``); a wheel's zoom steps too
NAMES_SETTLE_MS = 120
#: leader-line labels: distances (px) from the region's point and directions tried
LEADER_RADII = (16.0, 24.0, 34.0, 46.0, 60.0, 78.0)
LEADER_ANGLES = tuple(range(0, 360, 30))


@dataclass(frozen=True)
class NamePlacement:
    """Where one region's name went, in view pixels: ``rect`` of the text, ``anchor`` the point
    it names (inside the region; the text's centre unless ``leader``: then a line joins them)."""

    rid: str
    lines: tuple[str, ...]
    rect: tuple[float, float, float, float]  # x, y, width, height
    anchor: tuple[float, float]
    leader: bool


def _variants(text: str) -> list[tuple[str, ...]]:
    """One line, or two lines split at a hyphen or space near the middle."""
    out: list[tuple[str, ...]] = [(text,)]
    cuts = [i for i, ch in enumerate(text) if ch in "- " and 2 < i < len(text) - 3]
    if cuts:
        i = min(cuts, key=lambda c: abs(c - len(text) / 2))
        head = text[: i + 1] if text[i] == "-" else text[:i]
        out.append((head, text[i + 1 :]))
    return out


def layout_names(
    shapes_px: dict[str, BaseGeometry],
    texts: dict[str, str],
    measure: Callable[[tuple[str, ...]], tuple[float, float]],
    bounds: tuple[float, float, float, float],
) -> list[NamePlacement]:
    """Place every region's name in view pixels without two names overlapping.

    ``shapes_px`` are the regions in view pixels, ``measure(lines)`` the size of a text, ``bounds``
    the visible map (x0, y0, x1, y1). Regions are taken smallest first (they have the fewest
    places). A name goes where its box lies mostly inside its region (share ≥ ``INSIDE_SHARE``)
    and deepest inside (distance to the border, from a grid of candidate centres and the pole of
    inaccessibility, ``polylabel``); one or two lines. A region too small for that (the city
    states, the Saarland at small sizes) gets its name beside it, on the first free spot around
    its pole, joined by a leader line. Deterministic: no randomness, fixed orders.
    """
    from shapely import ops

    placed: list[tuple[float, float, float, float]] = []
    x0, y0, x1, y1 = bounds

    def free(r: tuple[float, float, float, float]) -> bool:
        rx, ry, rw, rh = r
        if rx < x0 or ry < y0 or rx + rw > x1 or ry + rh > y1:
            return False
        g = NAME_GAP_PX
        return all(
            rx + rw + g <= px or px + pw + g <= rx or ry + rh + g <= py or py + ph + g <= ry
            for px, py, pw, ph in placed
        )

    out: list[NamePlacement] = []
    order = sorted(shapes_px, key=lambda rid: (shapely.area(shapes_px[rid]), rid))
    for rid in order:
        # half a pixel of detail is all a name needs (and keeps this fast)
        geom = shapely.make_valid(shapely.simplify(shapes_px[rid], 0.5))
        parts = sorted(shapely.get_parts(geom), key=lambda g: -g.area)
        pole = ops.polylabel(parts[0], tolerance=0.5)
        shapely.prepare(geom)
        border = geom.boundary
        bx0, by0, bx1, by1 = geom.bounds
        gx, gy = np.meshgrid(
            np.arange(bx0 + GRID_PX / 2, bx1, GRID_PX), np.arange(by0 + GRID_PX / 2, by1, GRID_PX)
        )
        inside = shapely.contains_xy(geom, gx.ravel(), gy.ravel())
        grid = shapely.points(gx.ravel()[inside], gy.ravel()[inside])
        points = [pole, *grid.tolist()]
        depths = shapely.distance(border, np.asarray(points, dtype=object))
        depth = {id(p): float(d) for p, d in zip(points, depths, strict=True)}
        points.sort(key=lambda p: -depth[id(p)])
        best: NamePlacement | None = None
        for lines in _variants(texts[rid]):
            w, h = measure(lines)
            for p in points:
                rect = (p.x - w / 2, p.y - h / 2, w, h)
                if not free(rect):
                    continue
                box = shapely.box(rect[0], rect[1], rect[0] + w, rect[1] + h)
                share = shapely.area(shapely.intersection(box, geom)) / (w * h)
                if share >= INSIDE_SHARE:
                    cand = NamePlacement(rid, lines, rect, (p.x, p.y), False)
                    # one line beats two unless two lines sit much deeper inside
                    if best is None or depth[id(p)] > 2.5 * depth.get(id(best), 0.0):
                        best = cand
                        depth[id(best)] = depth[id(p)]
                    break
            if best is not None and len(lines) == 1:
                break
        if best is None:
            best = _leader(rid, texts[rid], pole, measure, free)
        placed.append(best.rect)
        out.append(best)
    return sorted(out, key=lambda n: n.rid)


def _leader(
    rid: str,
    text: str,
    pole: shapely.Point,
    measure: Callable[[tuple[str, ...]], tuple[float, float]],
    free: Callable[[tuple[float, float, float, float]], bool],
) -> NamePlacement:
    w, h = measure((text,))
    for radius in (*LEADER_RADII, *(r * 2 for r in LEADER_RADII)):
        for angle in LEADER_ANGLES:
            a = math.radians(angle)
            dx, dy = math.cos(a), -math.sin(a)
            # the box's near edge sits ``radius`` from the point in that direction
            cx = pole.x + dx * (radius + w / 2 * abs(dx))
            cy = pole.y + dy * (radius + h / 2 * abs(dy))
            rect = (cx - w / 2, cy - h / 2, w, h)
            if free(rect):
                return NamePlacement(rid, (text,), rect, (pole.x, pole.y), True)
    # nowhere free (a window far too small): keep it on its point
    rect = (pole.x - w / 2, pole.y - h / 2, w, h)
    return NamePlacement(rid, (text,), rect, (pole.x, pole.y), False)


def _whole(value: float) -> bool:
    """True when ``value`` is a whole number (of pixels), up to float rounding."""
    return abs(value - round(value)) < 1e-6


class NameItem(QGraphicsItem):
    """A region name of one or two lines with a white halo, constant size on screen; with a
    leader, a thin line from the text to a dot at the region's point (``offset`` from the text
    centre, in pixels)."""

    def __init__(
        self,
        lines: tuple[str, ...],
        font: QFont,
        leader: QPointF | None,
        path: QPainterPath | None = None,
    ) -> None:
        super().__init__()
        self.lines = lines
        self.leader = leader
        #: what the item draws (:meth:`look_of`): an item of the same look may be reused
        self.look = self.look_of(lines, font, leader)
        #: where the text's centre is, in view pixels (set by the map that places it)
        self.centre = QPointF()
        #: the text's outline (:meth:`text_path`; ``path`` when given: one made ahead)
        self._path = path if path is not None else self.text_path(lines, font)
        self._rect = self._path.boundingRect().adjusted(-2, -2, 2, 2)
        if leader is not None:
            self._rect = self._rect.united(QRectF(leader, leader).adjusted(-4, -4, 4, 4))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)
        # Stroking the halo of a text outline is the costliest paint of the map, and every move
        # repaints the names under the route it redraws: Qt keeps each name as a pixmap in device
        # pixels (the name never scales, so the pixmap stays valid while zooming).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @staticmethod
    def text_path(lines: tuple[str, ...], font: QFont) -> QPainterPath:
        """The outline of ``lines`` in ``font``, centred on the origin (one line below the
        other)."""
        path = QPainterPath()
        metrics = QFontMetricsF(font)
        height = metrics.height()
        for i, line in enumerate(lines):
            width = metrics.horizontalAdvance(line)
            y = (i - len(lines) / 2) * height + metrics.ascent()
            path.addText(QPointF(-width / 2, y), font, line)
        return path

    @staticmethod
    def look_of(lines: tuple[str, ...], font: QFont, leader: QPointF | None) -> tuple[object, ...]:
        """Everything a name item's pixels depend on: its lines, font and leader offset."""
        return (lines, font.key(), None if leader is None else (leader.x(), leader.y()))

    def move_to(self, centre: QPointF) -> None:
        """Take a new ``centre`` (view pixels). Qt's device pixmap of the item holds the text
        at the fraction of a pixel it was drawn at: moved by whole pixels it is the very
        picture a fresh item draws there and stays; moved by a fraction, it is drawn again."""
        shift = centre - self.centre
        self.centre = QPointF(centre)
        if not (_whole(shift.x()) and _whole(shift.y())):
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: object, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.leader is not None:
            text = self._path.boundingRect()
            end = QPointF(
                min(max(self.leader.x(), text.left()), text.right()),
                min(max(self.leader.y(), text.top()), text.bottom()),
            )
            painter.setPen(QPen(QColor("#ffffff"), 3.0))
            painter.drawLine(end, self.leader)
            painter.setPen(QPen(QColor("#1a1a1a"), 1.2))
            painter.drawLine(end, self.leader)
            painter.setBrush(QBrush(QColor("#1a1a1a")))
            painter.setPen(QPen(QColor("#ffffff"), 1.2))
            painter.drawEllipse(self.leader, 2.6, 2.6)
        halo = QPen(QColor("#ffffff"), 3.0)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(self._path, halo)
        painter.fillPath(self._path, QBrush(QColor("#1a1a1a")))


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
    for rid, geom in drawn_geometries().items():
        parts = list(getattr(geom, "geoms", [geom]))
        biggest = max(parts, key=lambda g: g.area)
        point = shapely.ops.polylabel(biggest, tolerance=0.01)
        out[rid] = (float(point.x), float(point.y))
    return out


#: the radius (px) of a route's day disc (a 12 px bold "10" and its rim), kept clear of names
DAY_DISC_PX = 11.0


def _spot_candidates(name: NamePlacement) -> list[tuple[float, float]]:
    """Where a day disc may mark a name's region, best first (view pixels): around the text, at
    its sides and corners, just beside it and a disc further out; for a name beside its region
    (a leader line to the region's dot) the dot itself, then around the dot, clear of it."""
    if name.leader:
        ax, ay = name.anchor
        d = DAY_DISC_PX + 4.0
        ring = [(0.0, -1.0), (0.0, 1.0), (-1.0, 0.0), (1.0, 0.0)]
        ring += [(-0.7, -0.7), (0.7, -0.7), (-0.7, 0.7), (0.7, 0.7)]
        return [(ax, ay)] + [(ax + d * ux, ay + d * uy) for ux, uy in ring]
    x, y, w, h = name.rect
    spots: list[tuple[float, float]] = []
    for gap in (9.0, 9.0 + 2 * DAY_DISC_PX, 9.0 + 4 * DAY_DISC_PX):
        spots += [
            (x + w / 2, y - gap),
            (x + w / 2, y + h + gap),
            (x - gap, y + h / 2),
            (x + w + gap, y + h / 2),
            (x, y - gap),
            (x + w, y - gap),
            (x, y + h + gap),
            (x + w, y + h + gap),
        ]
    return spots


#: what a spot whose centre sits on another name counts as covering (more than any graze)
_SITS_ON_A_NAME = 1e9


def _cover_of_other_names(
    spots: np.ndarray, owners: list[str], names: Sequence[NamePlacement]
) -> np.ndarray:
    """For each spot (an (n, 2) array of view pixels) how much of the other names' boxes (all but
    its owner's) a day disc's square there covers, in px²: 0 leaves every other name whole."""
    if not names:
        return np.zeros(len(spots))
    rects = np.asarray([n.rect for n in names], dtype=float)
    r = DAY_DISC_PX
    sx, sy = spots[:, :1], spots[:, 1:2]
    dx = np.minimum(sx + r, rects[:, 0] + rects[:, 2]) - np.maximum(sx - r, rects[:, 0])
    dy = np.minimum(sy + r, rects[:, 1] + rects[:, 3]) - np.maximum(sy - r, rects[:, 1])
    area = np.clip(dx, 0.0, None) * np.clip(dy, 0.0, None)  # (spots, names)
    index = {n.rid: k for k, n in enumerate(names)}
    owner = np.asarray([index.get(rid, -1) for rid in owners])
    area[np.arange(len(owner))[owner >= 0], owner[owner >= 0]] = 0.0  # its own name
    # a disc whose centre sits on another name hides it, however little of the box it covers:
    # such a spot counts as covering more than any spot that only grazes names
    on = (
        (sx > rects[:, 0])
        & (sx < rects[:, 0] + rects[:, 2])
        & (sy > rects[:, 1])
        & (sy < rects[:, 1] + rects[:, 3])
    )
    on[np.arange(len(owner))[owner >= 0], owner[owner >= 0]] = False
    return area.sum(axis=1) + on.any(axis=1) * _SITS_ON_A_NAME


def _best_spot(inside: Sequence[bool], cover: np.ndarray) -> int | None:
    """The first of the spots in the region that covers the least of other names, or None."""
    best: int | None = None
    for k, ok in enumerate(inside):
        if ok and (best is None or cover[k] < cover[best]):
            best = k
    return best


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
        shapes = drawn_geometries()  # the Bodensee as the whole lake
        self.shapes = {rid: shapes[rid] for rid in self.ids}
        # prepared with the map, and each tested twice (GEOS answers a prepared region's first
        # test without its index and builds the index at the second): a route's spots test ~16
        # points in each region, and building the indexes then was ~8-10 ms of one move's turn
        # (``bench/tage_map_costs.py``)
        prepared = np.asarray(list(self.shapes.values()), dtype=object)
        shapely.prepare(prepared)
        box = shapely.bounds(prepared)
        centre_x, centre_y = (box[:, 0] + box[:, 2]) / 2, (box[:, 1] + box[:, 3]) / 2
        shapely.contains_xy(np.repeat(prepared, 2), np.repeat(centre_x, 2), np.repeat(centre_y, 2))
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
        # names: placed in view pixels after every change of scale (see ``layout_names``)
        self.name_texts = {r.id: f"{SYMBOLS[r.colour]} {r.name}" for r in self.regions}
        self.name_font = QFont(self.font())
        self.name_font.setPixelSize(int(NAME_PX))
        self.name_font.setBold(True)
        self.names: list[NamePlacement] = []
        #: every name's outline in one line and in two (:meth:`NameItem.text_path`) by lines and
        #: font, made with the map: 43 made when a layout first came were ~7 ms of its turn
        self._paths: dict[tuple[tuple[str, ...], str], QPainterPath] = {
            (lines, self.name_font.key()): NameItem.text_path(lines, self.name_font)
            for text in self.name_texts.values()
            for lines in _variants(text)
        }
        self._scene_shapes: np.ndarray | None = None
        self._name_items: list[NameItem] = []
        self._names_timer = QTimer(self)
        self._names_timer.setSingleShot(True)
        self._names_timer.setInterval(NAMES_SETTLE_MS)
        self._names_timer.timeout.connect(self._relayout_names)
        #: finished layouts by view (scale, scroll origin, viewport size): a scale seen before
        #: costs nothing; a new one is laid out on a worker while the old names stay up
        self._layouts: dict[tuple[float, ...], list[NamePlacement]] = {}
        self._sizes: dict[tuple[str, ...], tuple[float, float]] = {}
        self._layout_runner = BotRunner(self)
        self.scale_changed.connect(lambda _ppk: self._names_timer.start())
        self.add_hit_layer("tage-hit", [self.shapes[i] for i in self.ids])
        self._overlay: list[QGraphicsItem] = []
        self._route: tuple[list[str | None], list[Link], Callable[[Link], str] | None] | None = None
        self._focus: list[QGraphicsItem] = []
        #: the route's spots by region (:meth:`_pt`) for the names and the view they were for
        self._spots: dict[str, QPointF] = {}
        self._spots_for: tuple[int, tuple[float, ...] | None] | None = None
        #: finds the route's spots ahead after names are put up with no route on the map
        #: (:meth:`_show_names`), so the route's first drawing finds them
        self._spots_timer = QTimer(self)
        self._spots_timer.setSingleShot(True)
        self._spots_timer.setInterval(SPOTS_AHEAD_MS)
        self._spots_timer.timeout.connect(self._spots_ahead)
        self._names_shown = 0  # how many times names were put on the map (:meth:`_show_names`)
        #: names of a staged put-up still to place (:meth:`_show_names`): (item, centre, scene
        #: position, new: a hidden new item to show), placed :data:`NAMES_PER_STEP` a turn
        self._names_todo: list[tuple[NameItem, QPointF, QPointF, bool]] = []
        self._names_step_timer = QTimer(self)
        self._names_step_timer.setSingleShot(True)
        self._names_step_timer.setInterval(NAMES_STEP_MS)
        self._names_step_timer.timeout.connect(self._names_step)
        self._hover_id = ""
        self.hovered.connect(self._on_hover)
        self.hover_left.connect(lambda: self._emit_hover(""))
        self.clicked.connect(self._on_click)

    # ------------------------------------------------------------------ names
    def _measure(self, lines: tuple[str, ...]) -> tuple[float, float]:
        metrics = QFontMetricsF(self.name_font)
        width = max(metrics.horizontalAdvance(line) for line in lines)
        return width + 4.0, metrics.height() * len(lines) + 2.0

    def _measured(self) -> Callable[[tuple[str, ...]], tuple[float, float]]:
        """A ``measure`` for :func:`layout_names` that needs no Qt (font metrics are read here, on
        the UI thread, once for every text variant), so a worker may call it."""
        if not self._sizes:
            for text in self.name_texts.values():
                for lines in _variants(text):
                    self._sizes[lines] = self._measure(lines)
        sizes = self._sizes
        return lambda lines: sizes[lines]

    def _view_key(self) -> tuple[float, ...] | None:
        """What a layout depends on: the transform, the scroll origin and the viewport size."""
        vp = self.viewport().rect()
        if vp.width() < 50 or vp.height() < 50:
            return None
        t = self.transform()
        origin = QPointF(self.mapFromScene(QPointF(0.0, 0.0)))
        return (
            round(t.m11(), 9),
            round(t.m21(), 9),
            round(t.m12(), 9),
            round(t.m22(), 9),
            round(origin.x(), 3),
            round(origin.y(), 3),
            float(vp.width()),
            float(vp.height()),
        )

    def _layout_job(self, key: tuple[float, ...]) -> Callable[[], list[NamePlacement]]:
        """The layout for view ``key`` as a function without Qt (shapely and numbers only)."""
        if self._scene_shapes is None:  # the projection is the slow part: once per map
            self._scene_shapes = self.project(
                np.asarray([self.shapes[i] for i in self.ids], dtype=object)
            )
        scene = self._scene_shapes
        ids = list(self.ids)
        texts = dict(self.name_texts)
        measure = self._measured()
        m11, m21, m12, m22, ox, oy, w, h = key
        matrix = [m11, m21, m12, m22, ox, oy]
        bounds = (2.0, 2.0, w - 2.0, h - 2.0)

        def job() -> list[NamePlacement]:
            shapes_px = {
                rid: shapely.affinity.affine_transform(g, matrix)
                for rid, g in zip(ids, scene, strict=True)
            }
            return layout_names(shapes_px, texts, measure, bounds)

        return job

    def place_names(self) -> list[NamePlacement]:
        """Lay out every region's name for the current scale (view pixels) and draw them, now
        (a layout made before for the same view is reused)."""
        key = self._view_key()
        if key is None:
            self._show_names([])
            return []
        self._layout_runner.cancel()
        if key not in self._layouts:
            self._remember(key, self._layout_job(key)())
        self._show_names(self._layouts[key])
        return self.names

    def _relayout_names(self) -> None:
        """After a change of scale: the cached layout at once, else one made on the worker; the
        names on screen stay until it arrives (a newer change of scale replaces the request)."""
        key = self._view_key()
        if key is None:
            self._layout_runner.cancel()
            self._show_names([])
        elif key in self._layouts:
            self._layout_runner.cancel()
            self._show_names(self._layouts[key], staged=True)
        else:

            def deliver(names: list[NamePlacement]) -> None:
                self._remember(key, names)
                self._show_names(names, staged=True)

            def current() -> bool:
                if self._view_key() == key:
                    return True
                self._names_timer.start()  # the view moved on meanwhile: lay out that one
                return False

            self._layout_runner.run(self._layout_job(key), deliver, current=current)

    def _remember(self, key: tuple[float, ...], names: list[NamePlacement]) -> None:
        if len(self._layouts) >= 32:
            self._layouts.pop(next(iter(self._layouts)))
        self._layouts[key] = names

    def wait_for_names(self, msecs: int = 10_000) -> bool:
        """Block until a layout on the worker is done (tests, benchmarks)."""
        return self._layout_runner.wait(msecs)

    def _show_names(self, names: list[NamePlacement], staged: bool = False) -> None:
        """Put ``names`` on the map. A name that looks as one already there (the same lines,
        no leader or the same leader) keeps that item, moved to its place (no text outline
        built, no item added or removed); moved by whole pixels it keeps the device pixmap Qt
        cached of it too (:meth:`NameItem.move_to`), so putting up a layout again (the map back
        at a size it had, e.g. lobby and game) strokes no halo (the map's costliest paint).

        ``staged`` (a layout after a change of scale): when more than :data:`NAMES_PER_STEP`
        names must be drawn anew (new items, or moved by a fraction of a pixel), they are
        placed that many a turn, :data:`NAMES_STEP_MS` apart, band by band from the top; until
        then they stay where they were (a new one is in the scene, hidden). The layout a game's
        start asks for (the map shrinks for the holders), delivered by the worker, moved every
        name by a fraction: one paint of 24-35 ms of halo stroking; now 9 parts of 2-8 ms, the
        last on the map 40-70 ms after the first. The names' data, the route's spots and its
        discs follow the new layout at once."""
        self._finish_names()
        kept: dict[tuple[object, ...], list[NameItem]] = {}
        for old in self._name_items:
            kept.setdefault(old.look, []).append(old)
        self._name_items = []
        self.names = list(names)
        self._names_shown += 1
        inverse = self.transform().inverted()[0]
        todo: list[tuple[NameItem, QPointF, QPointF, bool]] = []
        for name in self.names:
            x, y, w, h = name.rect
            centre = QPointF(x + w / 2, y + h / 2)
            leader = None
            if name.leader:
                leader = QPointF(name.anchor[0], name.anchor[1]) - centre
            pos = inverse.map(centre + self._scroll_offset())
            same = kept.get(NameItem.look_of(name.lines, self.name_font, leader))
            if same:
                item = same.pop()
                shift = centre - item.centre
                if staged and not (_whole(shift.x()) and _whole(shift.y())):
                    todo.append((item, centre, pos, False))
                else:
                    self._place_name(item, centre, pos, False)
            else:
                path = self._paths.get((name.lines, self.name_font.key()))
                item = NameItem(name.lines, self.name_font, leader, path)
                item.centre = centre
                item.setPos(pos)
                if staged:  # in the scene now (the names' order in it as at once), shown later
                    item.setVisible(False)
                    todo.append((item, centre, pos, True))
                self.scene().addItem(item)
            self._name_items.append(item)
        for unused in kept.values():
            for old in unused:
                self.scene().removeItem(old)
        # a part's names lie in one band of the map (a part spread over the map repainted the
        # whole map: the view repaints the bounding box of many small changes)
        self._names_todo = sorted(todo, key=lambda op: (op[1].y(), op[1].x()))
        if len(todo) > NAMES_PER_STEP:
            self._names_step()
        else:
            self._finish_names()
        if self._route is not None:  # day discs sit beside the names: follow them
            self._draw_route(*self._route)
        else:
            self._spots_timer.start()

    @staticmethod
    def _place_name(item: NameItem, centre: QPointF, pos: QPointF, new: bool) -> None:
        """Show a new name item (placed already), or move a kept one to ``centre`` (view
        pixels), ``pos`` in the scene."""
        if new:
            item.setVisible(True)
        else:
            item.move_to(centre)
            item.setPos(pos)

    def _names_step(self) -> None:
        """Place the next :data:`NAMES_PER_STEP` names of a staged put-up."""
        part, self._names_todo = (
            self._names_todo[:NAMES_PER_STEP],
            self._names_todo[NAMES_PER_STEP:],
        )
        for op in part:
            self._place_name(*op)
        if self._names_todo:
            self._names_step_timer.start()

    def _finish_names(self) -> None:
        """Place every name of a staged put-up still to place, now."""
        self._names_step_timer.stop()
        todo, self._names_todo = self._names_todo, []
        for op in todo:
            self._place_name(*op)

    def names_pending(self) -> bool:
        """True while a staged put-up of names still has names to place (tests)."""
        return bool(self._names_todo)

    def names_settling(self) -> bool:
        """True until the names for the view shown now are up: a change of scale or size still
        settling, a layout on the worker, or a staged put-up not done (``geoquiz screenshot``
        waits for them)."""
        return self._names_timer.isActive() or self._layout_runner.thinking or self.names_pending()

    def _spots_ahead(self) -> None:
        """Find the route's spots for the names and the view shown now, if no route did (a
        game of computers draws its first route, the winner's, at its last move: finding the
        spots then was ~1.6 ms of that move's frame)."""
        if self._route is None and self.names:
            self._fresh_spots()

    def name_anchor_lonlat(self, name: NamePlacement) -> tuple[float, float]:
        """The lon/lat of the point a placed name refers to."""
        return self.lonlat_at(QPointF(*name.anchor))

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
        self._route = None
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
        engine's English sentence). The same route as the one on the map is left as it is
        (a move that does not change the viewer's holder redraws nothing).
        """
        route = (list(cards), list(links), reason)
        if route == self._route:
            return
        self._draw_route(*route)

    def _draw_route(
        self,
        cards: list[str | None],
        links: list[Link],
        reason: Callable[[Link], str] | None,
    ) -> None:
        """Put the route's items in the scene (in place of the ones there)."""
        self.clear_route()
        self._route = (cards, links, reason)
        self._fresh_spots()
        fonts: dict[int, QFont] = {}  # the texts' fonts by pixel size, made once a route
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
                self._text(mid, "✗", QColor("#b00020"), tip, self._route_font(fonts, 18))
        for day, card in enumerate(cards):
            if card in self.anchors:
                font = self._route_font(fonts, 12)
                self._text(self._pt(str(card)), str(day + 1), QColor("#ffffff"), "", font, True)

    def _fresh_spots(self) -> None:
        """Make :meth:`_pt`'s spots those of the names and the view as they are now (kept while
        both stay as they are: every move that changes the route asks for the same regions).
        Asked once a route, not once a spot: reading the view (its transform, its scroll origin)
        for each of a route's ~25 spots was ~1 ms of drawing a route."""
        key = (self._names_shown, self._view_key())
        if key != self._spots_for:
            self._spots_for = key
            self._spots = self._all_spots()

    def _pt(self, rid: str) -> QPointF:
        """Where the route marks region ``rid`` (:meth:`_spot`), from the spots of
        :meth:`_fresh_spots`: a route asks for each of its regions up to three times."""
        spot = self._spots.get(rid)
        if spot is None:
            spot = self._spots[rid] = self._spot(rid)
        return QPointF(spot)

    def _all_spots(self) -> dict[str, QPointF]:
        """:meth:`_spot` of every named region at once: the candidate spots of all names are
        turned to lon/lat in one call and tested against their regions in another, and against
        the other names' boxes in a third."""
        inverse = self.transform().inverted()[0]
        offset = self._scroll_offset()
        owners: list[str] = []
        pixels: list[tuple[float, float]] = []
        counts: list[int] = []
        for name in self.names:
            spots = _spot_candidates(name)
            owners += [name.rid] * len(spots)
            pixels += spots
            counts.append(len(spots))
        if not pixels:
            return {}
        px = np.asarray(pixels)
        # view pixels to scene, all at once (``inverse.map`` of each, as :meth:`_spot` does)
        vx, vy = px[:, 0] + offset.x(), px[:, 1] + offset.y()
        xs = inverse.m11() * vx + inverse.m21() * vy + inverse.dx()
        ys = inverse.m12() * vx + inverse.m22() * vy + inverse.dy()
        lon, lat = self._inverse(xs, ys)
        geoms = np.array([self.shapes[rid] for rid in owners], dtype=object)
        inside = shapely.contains_xy(geoms, lon, lat)
        # a name beside its region (a leader line to its dot): the disc at or beside the dot
        beside = {n.rid for n in self.names if n.leader}
        inside |= np.asarray([rid in beside for rid in owners], dtype=bool)
        cover = _cover_of_other_names(px, owners, self.names)
        out: dict[str, QPointF] = {}
        start = 0
        for name, count in zip(self.names, counts, strict=True):
            end = start + count  # each name's candidates follow each other in ``owners``
            k = _best_spot(inside[start:end].tolist(), cover[start:end])
            free = None
            if k is None or cover[start + k] >= _SITS_ON_A_NAME:
                free = self._free_point(name.rid, name, offset)  # as :meth:`_spot` does
            if free is not None:
                out[name.rid] = free
            elif k is None:
                out[name.rid] = inverse.map(QPointF(*name.anchor) + offset)
            else:
                out[name.rid] = inverse.map(QPointF(*pixels[start + k]) + offset)
            start = end
        return out

    def _spot(self, rid: str) -> QPointF:
        """Where the route marks region ``rid``: beside its name (around the text, of those spots
        in the region the first that covers the least of other names; the leader's dot first for
        a name with a leader line, and any spot beside its text), so that a day disc hides no
        name where there is room; the region's pole before names are laid out."""
        name = next((n for n in self.names if n.rid == rid), None)
        if name is None:
            return self.to_scene(*self.anchors[rid])
        inverse = self.transform().inverted()[0]
        offset = self._scroll_offset()
        pixels = _spot_candidates(name)
        cover = _cover_of_other_names(np.asarray(pixels), [rid] * len(pixels), self.names)
        scene = [inverse.map(QPointF(sx, sy) + offset) for sx, sy in pixels]
        geom = self.shapes[rid]
        inside = [
            name.leader or geom.contains(shapely.Point(*self.to_lonlat(point))) for point in scene
        ]
        k = _best_spot(inside, cover)
        if k is None or cover[k] >= _SITS_ON_A_NAME:
            # every spot beside the name lies outside the region or on another name (a narrow
            # region whose neighbour's name sits beside it): the free point of the region
            # nearest its name
            found = self._free_point(rid, name, offset)
            if found is not None:
                return found
        return scene[k] if k is not None else inverse.map(QPointF(*name.anchor) + offset)

    def _free_point(self, rid: str, name: NamePlacement, offset: QPointF) -> QPointF | None:
        """The point of region ``rid`` nearest its name where a day disc hides the least of the
        other names (a grid of view pixels over the region), in scene coordinates; None when no
        point of the grid lies in the region."""
        transform = self.transform()
        inverse = transform.inverted()[0]
        box = self.shapes[rid].bounds
        corners = [
            transform.map(self.to_scene(x, y)) - offset
            for x, y in ((box[0], box[1]), (box[2], box[3]))
        ]
        x0, x1 = sorted(c.x() for c in corners)
        y0, y1 = sorted(c.y() for c in corners)
        gx, gy = np.meshgrid(np.arange(x0, x1, 3.0), np.arange(y0, y1, 3.0))
        pixels = np.column_stack([gx.ravel(), gy.ravel()])
        if not len(pixels):
            return None
        scene = [inverse.map(QPointF(float(sx), float(sy)) + offset) for sx, sy in pixels]
        lonlat = np.asarray([self.to_lonlat(p) for p in scene], dtype=float)
        inside = shapely.contains_xy(self.shapes[rid], lonlat[:, 0], lonlat[:, 1])
        if not inside.any():
            return None
        cover = _cover_of_other_names(pixels, [rid] * len(pixels), self.names)
        ax, ay = name.anchor
        near = np.hypot(pixels[:, 0] - ax, pixels[:, 1] - ay)
        score = np.where(inside, cover * 1e3 + near, np.inf)
        return scene[int(np.argmin(score))]

    def _route_font(self, fonts: dict[int, QFont], size: int) -> QFont:
        """The bold font of ``size`` pixels the route's texts are written in, from ``fonts``
        (one route's) or made and put there."""
        font = fonts.get(size)
        if font is None:
            font = fonts[size] = QFont(self.font())
            font.setPixelSize(size)
            font.setBold(True)
        return font

    def _text(
        self, pos: QPointF, text: str, colour: QColor, tip: str, font: QFont, disc: bool = False
    ) -> None:
        item = QGraphicsSimpleTextItem(text)
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
            back.setZValue(88)
            self.scene().addItem(back)
            self._overlay.append(back)
        item.setPos(pos)
        item.setTransform(item.transform().translate(-rect.width() / 2, -rect.height() / 2))
        item.setZValue(89)
        if tip:
            item.setToolTip(tip)
        self.scene().addItem(item)
        self._overlay.append(item)
