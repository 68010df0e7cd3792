"""``MapCanvas``: a zoomable, pannable map view reusable by every game.

Scene coordinates are projected metres (DESIGN §3, ``geo.projection.to_map``) with y negated, so
north is up. Layers are added from shapely geometries in lon/lat; each area becomes one
``QGraphicsPathItem`` with a cosmetic pen, no item cache, in a scene of its own per layer and level
of detail with a fixed rectangle and the default BSP index (DESIGN §10). Up to three levels of
detail per layer are switched by the view's scale.

The canvas is one class made of parts, each in its own module: the layers and hit-tests
(``layer_stack``), the look by scale (``restyle``), the cached base image rendered a few steps per
frame (``render``), the first frame from disk (``first_frame``); this module holds the
coordinates, the overlays (markers, highlight), navigation (zoom, pan, fit) and the input events.
numpy and shapely are imported on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsView, QWidget

from geoquiz.app.canvas.first_frame import FirstFrame
from geoquiz.app.canvas.items import MarkerItem
from geoquiz.app.canvas.layer_stack import LayerStack
from geoquiz.app.canvas.layers import BaseCache, Label, Layer, LonLatBounds
from geoquiz.app.canvas.render import BaseRenderer, RenderJob
from geoquiz.app.canvas.style import Palette

if TYPE_CHECKING:  # numpy, shapely and the paths helpers are imported when first needed
    import numpy as np
    from numpy.typing import NDArray

    from geoquiz.app.canvas.paths import Projector

__all__ = ["Label", "MapCanvas"]


def _default_projection() -> tuple[Projector, Projector]:
    # numpy and the projection are imported on the first projected point, not with the canvas
    def forward(lon: NDArray[np.float64], lat: NDArray[np.float64]) -> tuple[Any, Any]:
        import numpy as np

        from geoquiz.geo.projection import to_map

        x, y = to_map(lon, lat)
        return np.asarray(x, dtype=float), -np.asarray(y, dtype=float)

    def inverse(x: NDArray[np.float64], y: NDArray[np.float64]) -> tuple[Any, Any]:
        import numpy as np

        from geoquiz.geo.projection import from_map

        lon, lat = from_map(x, -np.asarray(y, dtype=float))
        return np.asarray(lon, dtype=float), np.asarray(lat, dtype=float)

    return forward, inverse


class MapCanvas(LayerStack, BaseRenderer, FirstFrame, QGraphicsView):
    """A map view: layers of areas, lines and labels, markers, a highlight, zoom and pan.

    Signals carry lon/lat in degrees. ``clicked`` fires on a left click that did not drag.
    """

    hovered = Signal(float, float)
    hover_left = Signal()
    clicked = Signal(float, float)
    scale_changed = Signal(float)
    #: the map layers were drawn into the cached image (the first time: the map is on screen)
    base_rendered = Signal()

    ZOOM_STEP = 1.25
    MAX_PX_PER_KM = 400.0
    PAN_STEP_PX = 80

    def __init__(
        self,
        extent: LonLatBounds,
        parent: QWidget | None = None,
        *,
        projection: tuple[Projector, Projector] | None = None,
        background: QColor = Palette.PAPER,
    ) -> None:
        super().__init__(parent)
        # Our own (plain) viewport widget: when Python first meets the one Qt makes, shiboken
        # finds its type by initialising every QtWidgets class (~25 ms at start-up).
        self.setViewport(QWidget())
        self._stock_projection = projection is None
        self._forward, self._inverse = projection or _default_projection()
        self._declutter_rect: QRectF | None = None
        self._layers: dict[str, Layer] = {}
        self._markers: list[MarkerItem] = []
        self._highlight: QGraphicsPathItem | None = None
        self._home: LonLatBounds = extent
        self._reference_px_per_km = 1.0
        self._applied_px_per_km = -1.0
        self._press: QPoint | None = None
        self._dragging = False
        self._last_drag: QPoint | None = None

        rect = self._scene_rect(extent)
        scene = QGraphicsScene(self)
        scene.setSceneRect(rect)
        self.setScene(scene)
        # The map layers live in scenes of their own (one per layer and level of detail, so that
        # a render draws them a few at a time) drawn into a cached image (the "base"), re-rendered
        # only when the scale changes or the view leaves the cached area; the view's own scene
        # holds the overlays (markers, highlight) drawn on top at every frame.
        self._base_rect = QRectF(rect)
        self._scenes: dict[tuple[str, int, int], QGraphicsScene] = {}
        # levels of detail whose paths the worker makes (``LayerStack.request_level``)
        self._level_batch = False  # a batch of this canvas's levels is with the worker
        self._level_requests: dict[tuple[str, int], Layer] = {}
        self._level_queue: list[tuple[Layer, int]] = []
        self._cache: BaseCache | None = None
        self._stale: BaseCache | None = None  # shown (stretched) while a new render is under way
        self._spare: QImage | None = None  # the image the last render replaced, for the next
        self._job: RenderJob | None = None
        # layers built after the first frame, which shows the stored image (see snapshot.py)
        self._pending_build: Callable[[], None] | None = None
        self._prefetch: Callable[[], object] | None = None
        self._rested = False  # a zoom gesture ended: render at the new scale
        self._turn_pending = False  # a render's next turn is queued
        self._frame_pass = False  # a frame was painted since the last render turn
        self._painted_at = 0.0  # when (time.perf_counter) a frame last drew the base image
        self._turn_timer = QTimer(self)
        self._turn_timer.setSingleShot(True)
        self._turn_timer.setInterval(0)
        self._turn_timer.timeout.connect(self._render_turn)
        self._step_costs: dict[tuple[object, object], float] = {}  # seconds, as last measured
        self.snapshot_key: str | None = None
        self._snapshots_written: set[str] = set()
        self._shown_snapshot: tuple[str, QImage] | None = None
        #: whether the map on screen came from the stored first frame
        self.snapshot_shown = False
        self._background = QColor(background)
        self._base_timer = QTimer(self)
        self._base_timer.setSingleShot(True)
        self._base_timer.setInterval(120)
        self._base_timer.timeout.connect(self._refresh_base)
        self.base_renders = 0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self._fitted = False
        self._auto_fit = True  # refit on resize until the user zooms or pans

    # ------------------------------------------------------------------ coordinates
    def _scene_rect(self, extent: LonLatBounds) -> QRectF:
        from geoquiz.app.canvas import snapshot

        if self._stock_projection:  # projected by an earlier run: no numpy needed
            known = snapshot.known_rect(extent)
            if known is not None:
                return known
        import numpy as np

        lon0, lat0, lon1, lat1 = extent
        xs, ys = self._forward(
            np.array([lon0, lon1, lon0, lon1]), np.array([lat0, lat0, lat1, lat1])
        )
        rect = QRectF(QPointF(xs.min(), ys.min()), QPointF(xs.max(), ys.max()))
        if self._stock_projection:
            snapshot.remember_rect(extent, rect)
        return rect

    def to_scene(self, lon: float, lat: float) -> QPointF:
        """Return the scene point of a lon/lat position."""
        import numpy as np

        x, y = self._forward(np.array([lon], dtype=float), np.array([lat], dtype=float))
        return QPointF(float(x[0]), float(y[0]))

    def to_lonlat(self, scene_pos: QPointF) -> tuple[float, float]:
        """Return (lon, lat) of a scene point."""
        import numpy as np

        lon, lat = self._inverse(np.array([scene_pos.x()]), np.array([scene_pos.y()]))
        return float(lon[0]), float(lat[0])

    def view_pos(self, lon: float, lat: float) -> QPoint:
        """Return the viewport pixel of a lon/lat position."""
        return self.mapFromScene(self.to_scene(lon, lat))

    def lonlat_at(self, view_pos: QPoint | QPointF) -> tuple[float, float]:
        """Return (lon, lat) under a viewport pixel (sub-pixel positions allowed)."""
        p = QPointF(view_pos)
        return self.to_lonlat(self.transform().inverted()[0].map(p + self._scroll_offset()))

    def _scroll_offset(self) -> QPointF:
        # mapToScene works on integer points; reproduce it with float precision
        origin = self.mapFromScene(QPointF(0.0, 0.0))
        exact = self.transform().map(QPointF(0.0, 0.0))
        return exact - QPointF(origin)

    def project(self, geometries: Sequence[object] | NDArray[np.object_]) -> NDArray[np.object_]:
        """Return lon/lat geometries in scene coordinates."""
        from geoquiz.app.canvas.paths import project_geometries

        return project_geometries(geometries, self._forward)

    def px_per_km(self) -> float:
        """Current scale: viewport pixels per kilometre of projected map."""
        return abs(self.transform().m11()) * 1000.0

    # ------------------------------------------------------------------ overlays
    def set_highlight(
        self,
        geometries: Sequence[object] | NDArray[np.object_],
        fill: QColor = Palette.HIGHLIGHT,
        edge: QColor = Palette.HIGHLIGHT_EDGE,
    ) -> None:
        """Draw lon/lat geometries translucently above the map (replaces the previous highlight)."""
        from geoquiz.app.canvas.paths import paths_from_geometries

        self.clear_highlight()
        path = QPainterPath()
        for p in paths_from_geometries(self.project(geometries)):
            path.addPath(p)
        path.setFillRule(Qt.FillRule.OddEvenFill)
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(fill))
        pen = QPen(edge, 2.5)
        pen.setCosmetic(True)
        item.setPen(pen)
        item.setZValue(80)
        self.scene().addItem(item)
        self._highlight = item

    def highlight_path(self) -> QPainterPath | None:
        """The current highlight in scene coordinates, if any."""
        return self._highlight.path() if self._highlight is not None else None

    def clear_highlight(self) -> None:
        if self._highlight is not None:
            self.scene().removeItem(self._highlight)
            self._highlight = None

    def add_marker(
        self, lon: float, lat: float, caption: str = "", color: QColor = Palette.MARKER
    ) -> MarkerItem:
        """Pin a marker (constant pixel size) with an optional caption at a lon/lat point."""
        item = MarkerItem(color, caption, self.font())
        item.setPos(self.to_scene(lon, lat))
        item.setZValue(90)
        self.scene().addItem(item)
        self._markers.append(item)
        return item

    def clear_markers(self) -> None:
        for item in self._markers:
            self.scene().removeItem(item)
        self._markers.clear()

    def markers(self) -> list[MarkerItem]:
        return list(self._markers)

    # ------------------------------------------------------------------ view control
    def set_home(self, extent: LonLatBounds) -> None:
        """Set the lon/lat bounds that :meth:`fit_home` shows."""
        self._home = extent

    def fit_home(self) -> None:
        """Fit the home bounds into the window; line widths and labels are tuned to this scale."""
        self.fit_to(self._home)
        self._auto_fit = True
        self._reference_px_per_km = self.px_per_km()
        self._applied_px_per_km = -1.0
        self.invalidate_base()

    def fit_to(self, extent: LonLatBounds) -> None:
        """Show the given lon/lat bounds as large as the window allows."""
        rect = self._scene_rect(extent)
        self.resetTransform()
        vp = self.viewport().rect()
        if vp.width() < 2 or vp.height() < 2 or rect.isEmpty():
            return
        s = min(vp.width() / rect.width(), vp.height() / rect.height())
        self.scale(s, s)
        self.centerOn(rect.center())
        self._fitted = True
        self._schedule_restyle()

    def center_on(self, lon: float, lat: float, px_per_km: float | None = None) -> None:
        """Centre the view on a lon/lat point, optionally at a given scale."""
        if px_per_km is not None:
            self.set_px_per_km(px_per_km)
        self._auto_fit = False
        self.centerOn(self.to_scene(lon, lat))
        self.viewport().update()

    def set_px_per_km(self, px_per_km: float) -> None:
        centre = self.mapToScene(self.viewport().rect().center())
        s = max(self._min_px_per_km(), min(self.MAX_PX_PER_KM, px_per_km)) / 1000.0
        self.setTransform(self.transform().fromScale(s, s))
        self.centerOn(centre)
        self._schedule_restyle()

    def _min_px_per_km(self) -> float:
        rect = self.sceneRect()
        vp = self.viewport().rect()
        return (
            0.5
            * 1000.0
            * min(vp.width() / max(rect.width(), 1), vp.height() / max(rect.height(), 1))
        )

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the map point under ``anchor`` (viewport pixels) fixed."""
        current = self.px_per_km()
        target = max(self._min_px_per_km(), min(self.MAX_PX_PER_KM, current * factor))
        factor = target / current if current > 0 else 1.0
        if abs(factor - 1.0) < 1e-9:
            return
        self._auto_fit = False
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.transform().inverted()[0].map(anchor + self._scroll_offset())
        self.scale(factor, factor)
        after = self.transform().map(before) - self._scroll_offset()
        delta = after - anchor
        self.pan_by(delta.x(), delta.y())
        self._schedule_restyle()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the map content by (-dx, -dy) viewport pixels (the view moves by dx, dy)."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))
        self._auto_fit = False

    def _schedule_restyle(self) -> None:
        self._rested = False  # still moving: wait for the rest timer
        self.scale_changed.emit(self.px_per_km())
        self._base_timer.start()
        self.viewport().update()

    #: labels re-laid out per step of a render (a new text size re-makes every label's path)
    # ------------------------------------------------------------------ events
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._fitted or self._auto_fit:
            self.fit_home()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._fitted:
            self.fit_home()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(self.ZOOM_STEP**steps, event.position())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._last_drag = self._press
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self._dragging and (pos - self._press).manhattanLength() > 4:
                self._dragging = True
                self.setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._dragging and self._last_drag is not None:
                d = pos - self._last_drag
                self.pan_by(-d.x(), -d.y())
                self._last_drag = pos
        lon, lat = self.lonlat_at(event.position())
        self.hovered.emit(lon, lat)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            if not self._dragging:
                lon, lat = self.lonlat_at(event.position())
                self.clicked.emit(lon, lat)
            self._press = None
            self._dragging = False
            self.setCursor(Qt.CursorShape.CrossCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: Any) -> None:
        self.hover_left.emit()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        step = self.PAN_STEP_PX
        moves: dict[int, Callable[[], None]] = {
            Qt.Key.Key_Left: lambda: self.pan_by(-step, 0),
            Qt.Key.Key_Right: lambda: self.pan_by(step, 0),
            Qt.Key.Key_Up: lambda: self.pan_by(0, -step),
            Qt.Key.Key_Down: lambda: self.pan_by(0, step),
            Qt.Key.Key_Plus: lambda: self.zoom_by(self.ZOOM_STEP),
            Qt.Key.Key_Equal: lambda: self.zoom_by(self.ZOOM_STEP),
            Qt.Key.Key_Minus: lambda: self.zoom_by(1 / self.ZOOM_STEP),
            Qt.Key.Key_F: self.fit_home,
        }
        action = moves.get(Qt.Key(key))
        if action is not None and not (event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            action()
            event.accept()
            return
        super().keyPressEvent(event)

    def item_count(self) -> int:
        self._ensure_built()
        return len(self.scene().items()) + sum(len(s.items()) for s in self._scenes.values())
