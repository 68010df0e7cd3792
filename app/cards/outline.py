"""Drawing an area outline on a :class:`~app.canvas.MapCanvas`: click vertices, drag, undo.

:class:`OutlineEditor` keeps the vertices (lon, lat) and an undo history, draws the polygon and
its vertex handles into the canvas's overlay scene, and watches the canvas viewport: a left press
on a handle drags that vertex (the canvas does not pan then); other clicks reach the canvas, whose
``clicked`` signal the card editor forwards to :meth:`OutlineEditor.add_vertex` while drawing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from geoquiz.app.canvas import MapCanvas

__all__ = ["OutlineEditor", "outline_wkt", "parse_vertices"]

Vertex = tuple[float, float]

HANDLE_PX = 5.0
GRAB_PX = 9.0


def outline_wkt(vertices: list[Vertex]) -> str | None:
    """Return the WKT polygon of at least three vertices (closed), else None."""
    if len(vertices) < 3:
        return None
    ring = [*vertices, vertices[0]]
    return "POLYGON ((" + ", ".join(f"{lon:.4f} {lat:.4f}" for lon, lat in ring) + "))"


def parse_vertices(wkt: str | None) -> list[Vertex]:
    """Return the outer ring's vertices (without the closing one) of a WKT polygon, else []."""
    if not wkt:
        return []
    import shapely

    try:
        geometry = shapely.from_wkt(wkt)
    except shapely.errors.GEOSException:
        return []
    if geometry is None or geometry.geom_type != "Polygon" or geometry.is_empty:
        return []
    coords = list(geometry.exterior.coords)[:-1]
    return [(float(x), float(y)) for x, y, *_ in coords]


class OutlineEditor(QObject):
    """Editable polygon overlay; emits ``changed`` with the vertex list after every edit."""

    changed = Signal(list)

    def __init__(self, canvas: MapCanvas) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self._vertices: list[Vertex] = []
        self._history: list[list[Vertex]] = []
        self._drag: int | None = None
        self._active = False
        self._path = QGraphicsPathItem()
        pen = QPen(QColor(200, 40, 40), 2.0)
        pen.setCosmetic(True)
        self._path.setPen(pen)
        self._path.setBrush(QBrush(QColor(200, 40, 40, 50)))
        self._path.setZValue(85)
        canvas.scene().addItem(self._path)
        self._handles: list[QGraphicsEllipseItem] = []
        canvas.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ state
    @property
    def vertices(self) -> list[Vertex]:
        return list(self._vertices)

    @property
    def active(self) -> bool:
        """Whether clicks on the map add vertices and handles can be dragged."""
        return self._active

    def set_active(self, active: bool) -> None:
        self._active = active
        self._redraw()

    def can_undo(self) -> bool:
        return bool(self._history)

    def set_vertices(self, vertices: list[Vertex], *, record: bool = False) -> None:
        """Replace all vertices (``record`` makes it undoable) without emitting ``changed``."""
        if record:
            self._history.append(list(self._vertices))
        else:
            self._history.clear()
        self._vertices = list(vertices)
        self._redraw()

    def add_vertex(self, lon: float, lat: float) -> None:
        self._history.append(list(self._vertices))
        self._vertices.append((lon, lat))
        self._changed()

    def move_vertex(self, index: int, lon: float, lat: float, *, record: bool = True) -> None:
        if record:
            self._history.append(list(self._vertices))
        self._vertices[index] = (lon, lat)
        self._changed()

    def undo(self) -> None:
        if self._history:
            self._vertices = self._history.pop()
            self._changed()

    def clear(self) -> None:
        if self._vertices:
            self._history.append(list(self._vertices))
            self._vertices = []
            self._changed()

    def _changed(self) -> None:
        self._redraw()
        self.changed.emit(list(self._vertices))

    # ------------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        canvas = self._canvas
        path = QPainterPath()
        if self._vertices:
            poly = QPolygonF([canvas.to_scene(lon, lat) for lon, lat in self._vertices])
            if len(self._vertices) >= 3:
                poly.append(poly.first())
            path.addPolygon(poly)
        self._path.setPath(path)
        for handle in self._handles:
            canvas.scene().removeItem(handle)
        self._handles = []
        if not self._active:
            return
        pen = QPen(QColor(120, 20, 20), 1.5)
        pen.setCosmetic(True)
        for lon, lat in self._vertices:
            r = HANDLE_PX
            handle = QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r)
            handle.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            handle.setBrush(QBrush(QColor(255, 255, 255)))
            handle.setPen(pen)
            handle.setPos(canvas.to_scene(lon, lat))
            handle.setZValue(86)
            canvas.scene().addItem(handle)
            self._handles.append(handle)

    def handle_at(self, pos: QPointF) -> int | None:
        """Return the index of the vertex whose handle is under a viewport position."""
        best: tuple[float, int] | None = None
        for i, (lon, lat) in enumerate(self._vertices):
            p = QPointF(self._canvas.view_pos(lon, lat))
            d = (p - pos).manhattanLength()
            if d <= GRAB_PX and (best is None or d < best[0]):
                best = (d, i)
        return None if best is None else best[1]

    # ------------------------------------------------------------------ mouse
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._active or not isinstance(event, QMouseEvent):
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            index = self.handle_at(event.position())
            if index is not None:
                self._history.append(list(self._vertices))
                self._drag = index
                return True
        elif kind == QEvent.Type.MouseMove and self._drag is not None:
            lon, lat = self._canvas.lonlat_at(event.position())
            self._vertices[self._drag] = (lon, lat)
            self._redraw()
            return True
        elif kind == QEvent.Type.MouseButtonRelease and self._drag is not None:
            lon, lat = self._canvas.lonlat_at(event.position())
            self._vertices[self._drag] = (lon, lat)
            self._drag = None
            self._changed()
            return True
        return False
