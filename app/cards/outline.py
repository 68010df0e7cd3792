"""Drawing and editing an area outline on a :class:`~app.canvas.MapCanvas`, one ring at a time.

An outline is one or more areas (a multipolygon: Brandenburg with its islands), each an outer
ring with holes (Berlin). :class:`OutlineEditor` keeps them all as ``areas[i][j]`` — area ``i``,
ring ``j`` (0 the outer ring, then the holes), each a list of (lon, lat) vertices without the
closing one — and an undo history of the whole shape. Only the *selected* ring is edited: its
handles are the only ones drawn, and a ring of many vertices shows at most
:data:`MAX_HANDLES` of them (the ones a simplification of the ring keeps, so corners keep a
handle); every other ring is drawn and kept exactly as it was read, so dragging one vertex of
Brandenburg keeps the Berlin hole and the islands. A click near another ring's edge selects that
ring; other clicks reach the canvas, whose ``clicked`` signal the card editor forwards to
:meth:`OutlineEditor.add_vertex` while drawing (a new vertex of the selected ring).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from geoquiz.app.canvas import MapCanvas

__all__ = [
    "MAX_HANDLES",
    "OutlineEditor",
    "areas_wkt",
    "outline_wkt",
    "parse_areas",
    "parse_vertices",
]

Vertex = tuple[float, float]
Ring = list[Vertex]
#: areas → rings (outer first, then holes) → vertices
Areas = list[list[Ring]]

HANDLE_PX = 5.0
GRAB_PX = 9.0
#: The most handles one ring shows (a 700-vertex coastline would cover itself with them).
MAX_HANDLES = 60
#: Decimal places of an edited outline's WKT: the GIS import's precision grid (1e-6°, ~0.1 m),
#: so rings the author did not touch are written back exactly as they were read.
WKT_DECIMALS = 6


def outline_wkt(vertices: list[Vertex]) -> str | None:
    """Return the WKT polygon of at least three vertices (closed), else None."""
    if len(vertices) < 3:
        return None
    ring = [*vertices, vertices[0]]
    return "POLYGON ((" + ", ".join(f"{lon:.4f} {lat:.4f}" for lon, lat in ring) + "))"


def _number(value: float) -> str:
    text = f"{value:.{WKT_DECIMALS}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _ring_text(ring: Ring) -> str:
    closed = [*ring, ring[0]]
    return "(" + ", ".join(f"{_number(lon)} {_number(lat)}" for lon, lat in closed) + ")"


def areas_wkt(areas: Areas) -> str | None:
    """The WKT of ``areas``: a POLYGON for one area, a MULTIPOLYGON for several; None if empty.

    A ring of fewer than three vertices is left out (an area whose outer ring is that short is
    left out whole: it is still being drawn).
    """
    polygons = []
    for rings in areas:
        if not rings or len(rings[0]) < 3:
            continue
        kept = [r for r in rings if len(r) >= 3]
        polygons.append("(" + ", ".join(_ring_text(r) for r in kept) + ")")
    if not polygons:
        return None
    if len(polygons) == 1:
        return "POLYGON " + polygons[0]
    return "MULTIPOLYGON (" + ", ".join(polygons) + ")"


def parse_areas(wkt: str | None) -> Areas:
    """The areas of a WKT polygon or multipolygon (rings without the closing vertex), else []."""
    if not wkt:
        return []
    import shapely

    try:
        geometry = shapely.from_wkt(wkt)
    except shapely.errors.GEOSException:
        return []
    if geometry is None or geometry.is_empty:
        return []
    if geometry.geom_type == "Polygon":
        polygons = [geometry]
    elif geometry.geom_type == "MultiPolygon":
        polygons = list(geometry.geoms)
    else:
        return []

    def ring(coords: object) -> Ring:
        points = list(coords.coords)[:-1]  # type: ignore[attr-defined]
        return [(float(x), float(y)) for x, y, *_ in points]

    return [[ring(p.exterior), *map(ring, p.interiors)] for p in polygons if not p.is_empty]


def parse_vertices(wkt: str | None) -> list[Vertex]:
    """Return the outer ring's vertices (without the closing one) of a WKT polygon, else []."""
    areas = parse_areas(wkt)
    if len(areas) != 1:
        return []
    return areas[0][0]


def handle_indices(ring: Ring, limit: int = MAX_HANDLES) -> list[int]:
    """The vertices of ``ring`` that get a handle: all of a short ring, else at most ``limit``
    (those a Douglas-Peucker simplification keeps, the corners first)."""
    if len(ring) <= limit:
        return list(range(len(ring)))
    import shapely

    line = shapely.LineString([*ring, ring[0]])
    minx, miny, maxx, maxy = line.bounds
    low, high = 0.0, max(maxx - minx, maxy - miny)
    best: list[tuple[float, float]] = [ring[0]]
    for _ in range(24):  # bisect the tolerance that keeps at most ``limit`` vertices
        middle = (low + high) / 2
        kept = list(shapely.simplify(line, middle, preserve_topology=False).coords)[:-1]
        if len(kept) > limit:
            low = middle
        else:
            high = middle
            best = [(float(x), float(y)) for x, y, *_ in kept]
    wanted = set(best)
    return [i for i, vertex in enumerate(ring) if vertex in wanted][:limit]


class OutlineEditor(QObject):
    """Editable outline overlay; ``changed`` fires (with the selected ring) after every edit,
    ``selection_changed`` (area, ring) when another ring is picked."""

    changed = Signal(list)
    selection_changed = Signal(int, int)

    def __init__(self, canvas: MapCanvas) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self._areas: Areas = []
        self._selected: tuple[int, int] = (0, 0)
        self._history: list[tuple[Areas, tuple[int, int]]] = []
        self._drag: int | None = None
        self._active = False
        self._path = QGraphicsPathItem()
        pen = QPen(QColor(200, 40, 40), 2.0)
        pen.setCosmetic(True)
        self._path.setPen(pen)
        self._path.setBrush(QBrush(QColor(200, 40, 40, 50)))
        self._path.setZValue(85)
        canvas.scene().addItem(self._path)
        self._ring_path = QGraphicsPathItem()  # the selected ring, drawn over the others
        ring_pen = QPen(QColor(20, 60, 200), 2.5)
        ring_pen.setCosmetic(True)
        self._ring_path.setPen(ring_pen)
        self._ring_path.setZValue(85.5)
        canvas.scene().addItem(self._ring_path)
        self._handles: list[QGraphicsEllipseItem] = []
        self._handle_index: list[int] = []
        #: the vertices of the selected ring that have a handle; kept while vertices only move
        #: (a drag), chosen again when the ring or its vertex count changes
        self._handle_choice: tuple[tuple[int, int, int], list[int]] | None = None
        canvas.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ state
    @property
    def areas(self) -> Areas:
        """Every area's rings (copies)."""
        return [[list(r) for r in rings] for rings in self._areas]

    @property
    def selected(self) -> tuple[int, int]:
        """The (area, ring) being edited (ring 0 the outer ring)."""
        return self._selected

    @property
    def vertices(self) -> list[Vertex]:
        """The selected ring's vertices."""
        return list(self._ring())

    def ring_sizes(self) -> list[list[int]]:
        """The vertex count of every ring, per area (for the ring chooser)."""
        return [[len(r) for r in rings] for rings in self._areas]

    def handle_count(self) -> int:
        """How many vertex handles are shown now."""
        return len(self._handles)

    def wkt(self) -> str | None:
        """The outline as WKT (None while it has no area of three vertices)."""
        return areas_wkt(self._areas)

    @property
    def active(self) -> bool:
        """Whether clicks on the map add vertices and handles can be dragged."""
        return self._active

    def set_active(self, active: bool) -> None:
        self._active = active
        self._redraw()

    def can_undo(self) -> bool:
        return bool(self._history)

    def _ring(self) -> Ring:
        area, ring = self._selected
        if area < len(self._areas) and ring < len(self._areas[area]):
            return self._areas[area][ring]
        return []

    def _snapshot(self) -> tuple[Areas, tuple[int, int]]:
        return self.areas, self._selected

    def set_areas(self, areas: Areas, *, record: bool = False) -> None:
        """Replace the whole outline (``record`` makes it undoable) without ``changed``; the
        first area's outer ring is selected."""
        if record:
            self._history.append(self._snapshot())
        else:
            self._history.clear()
        self._areas = [[list(r) for r in rings] for rings in areas if rings]
        self._selected = (0, 0)
        self._handle_choice = None
        self._redraw()
        self.selection_changed.emit(0, 0)

    def set_vertices(self, vertices: list[Vertex], *, record: bool = False) -> None:
        """Replace the outline by one ring (``record`` makes it undoable), without ``changed``."""
        self.set_areas([[list(vertices)]] if vertices else [], record=record)

    def select(self, area: int, ring: int) -> None:
        """Edit ring ``ring`` of area ``area`` from now on."""
        if not (0 <= area < len(self._areas) and 0 <= ring < len(self._areas[area])):
            return
        if (area, ring) != self._selected:
            self._selected = (area, ring)
            self._redraw()
            self.selection_changed.emit(area, ring)

    def add_vertex(self, lon: float, lat: float) -> None:
        """Append a vertex to the selected ring (the first click starts the first area)."""
        self._history.append(self._snapshot())
        if not self._areas:
            self._areas = [[[]]]
            self._selected = (0, 0)
        self._ring().append((lon, lat))
        self._changed()

    def move_vertex(self, index: int, lon: float, lat: float, *, record: bool = True) -> None:
        """Move vertex ``index`` of the selected ring."""
        if record:
            self._history.append(self._snapshot())
        self._ring()[index] = (lon, lat)
        self._changed(index)

    def undo(self) -> None:
        if self._history:
            self._areas, selected = self._history.pop()
            self._handle_choice = None
            if selected != self._selected:
                self._selected = selected
                self.selection_changed.emit(*selected)
            self._changed()

    def clear(self) -> None:
        if self._areas:
            self._history.append(self._snapshot())
            self._areas = []
            self._selected = (0, 0)
            self._changed()

    def _changed(self, moved: int | None = None) -> None:
        self._redraw(moved=moved)
        self.changed.emit(list(self._ring()))

    # ------------------------------------------------------------------ drawing
    def _scene_rings(self) -> list[list[QPointF]]:
        """Every ring's vertices in scene coordinates (projected in one call: a Land's 4,400
        vertices one by one took 0.1 s, too slow to follow a drag)."""
        import numpy as np
        import shapely

        rings = [ring for rings in self._areas for ring in rings]
        points = [vertex for ring in rings for vertex in ring]
        if not points:
            return [[] for _ in rings]
        (projected,) = self._canvas.project([shapely.multipoints(np.array(points, dtype=float))])
        xy = shapely.get_coordinates(projected)
        out, start = [], 0
        for ring in rings:
            out.append([QPointF(float(x), float(y)) for x, y in xy[start : start + len(ring)]])
            start += len(ring)
        return out

    @staticmethod
    def _polygon(points: list[QPointF]) -> QPolygonF:
        poly = QPolygonF(points)
        if len(points) >= 3:
            poly.append(points[0])
        return poly

    def _redraw(self, *, moved: int | None = None) -> None:
        """Draw the outline and the selected ring's handles (``moved``: only that vertex of the
        selected ring moved, the handles stay chosen and only its handle follows)."""
        canvas = self._canvas
        scene_rings = self._scene_rings()
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)  # holes stay empty
        for points in scene_rings:
            if points:
                path.addPolygon(self._polygon(points))
        self._path.setPath(path)
        selected = QPainterPath()
        ring = self._ring()
        flat = [(a, r) for a, rings in enumerate(self._areas) for r in range(len(rings))]
        position = flat.index(self._selected) if self._selected in flat else -1
        if self._active and ring and len(flat) > 1 and position >= 0:
            selected.addPolygon(self._polygon(scene_rings[position]))
        self._ring_path.setPath(selected)
        if moved is not None and self._active and position >= 0:
            for handle, index in zip(self._handles, self._handle_index, strict=True):
                if index == moved:
                    handle.setPos(scene_rings[position][index])
            return
        for handle in self._handles:
            canvas.scene().removeItem(handle)
        self._handles = []
        self._handle_index = []
        if not self._active:
            return
        pen = QPen(QColor(120, 20, 20), 1.5)
        pen.setCosmetic(True)
        key = (*self._selected, len(ring))
        if self._handle_choice is None or self._handle_choice[0] != key:
            self._handle_choice = (key, handle_indices(ring))
        points = scene_rings[position] if position >= 0 else []
        for index in self._handle_choice[1]:
            r = HANDLE_PX
            handle = QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r)
            handle.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            handle.setBrush(QBrush(QColor(255, 255, 255)))
            handle.setPen(pen)
            handle.setPos(points[index])
            handle.setZValue(86)
            canvas.scene().addItem(handle)
            self._handles.append(handle)
            self._handle_index.append(index)

    def _ring_count(self) -> int:
        return sum(len(rings) for rings in self._areas)

    def handle_at(self, pos: QPointF) -> int | None:
        """Return the index (in the selected ring) of the vertex whose handle is under a
        viewport position."""
        best: tuple[float, int] | None = None
        ring = self._ring()
        for i in self._handle_index if self._handles else range(len(ring)):
            lon, lat = ring[i]
            p = QPointF(self._canvas.view_pos(lon, lat))
            d = (p - pos).manhattanLength()
            if d <= GRAB_PX and (best is None or d < best[0]):
                best = (d, i)
        return None if best is None else best[1]

    def ring_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The (area, ring) whose edge passes within a grab distance of a viewport position."""
        if self._ring_count() < 2:
            return None
        import shapely

        lon, lat = self._canvas.lonlat_at(pos)
        lon2, lat2 = self._canvas.lonlat_at(pos + QPointF(GRAB_PX, GRAB_PX))
        reach = max(abs(lon2 - lon), abs(lat2 - lat))
        point = shapely.Point(lon, lat)
        best: tuple[float, tuple[int, int]] | None = None
        for a, rings in enumerate(self._areas):
            for r, ring in enumerate(rings):
                if len(ring) < 2:
                    continue
                d = shapely.LineString([*ring, ring[0]]).distance(point)
                if d <= reach and (best is None or d < best[0]):
                    best = (d, (a, r))
        return None if best is None else best[1]

    # ------------------------------------------------------------------ mouse
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._active or not isinstance(event, QMouseEvent):
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            index = self.handle_at(event.position())
            if index is not None:
                self._history.append(self._snapshot())
                self._drag = index
                return True
            other = self.ring_at(event.position())
            if other is not None and other != self._selected:
                self.select(*other)  # a click on another ring's edge picks that ring
                return True
        elif kind == QEvent.Type.MouseMove and self._drag is not None:
            lon, lat = self._canvas.lonlat_at(event.position())
            self._ring()[self._drag] = (lon, lat)
            self._redraw(moved=self._drag)
            return True
        elif kind == QEvent.Type.MouseButtonRelease and self._drag is not None:
            lon, lat = self._canvas.lonlat_at(event.position())
            self._ring()[self._drag] = (lon, lat)
            moved, self._drag = self._drag, None
            self._changed(moved)
            return True
        return False
