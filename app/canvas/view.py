"""``MapCanvas``: a zoomable, pannable map view reusable by every game.

Scene coordinates are projected metres (DESIGN §3, ``geo.projection.to_map``) with y negated, so
north is up. Layers are added from shapely geometries in lon/lat; each area becomes one
``QGraphicsPathItem`` with a cosmetic pen, no item cache, in a scene (one per layer) with a fixed
rectangle and the default BSP index (DESIGN §10). Up to three levels of detail per layer are
switched by the view's scale. Hit-testing uses a shapely ``STRtree`` on the lon/lat geometries,
never ``scene.items()``.

The map layers are drawn into a cached image (the "base") that every frame blits, with the
overlays (markers, highlight) on top. A new base (another scale, changed layers, panned past the
cached margin) is rendered a few steps per frame — pens, levels of detail, label looks, label
placement, then layer after layer — while the old image stays on screen, so no frame waits for a
whole render (``docs/performance.md``). With :meth:`MapCanvas.defer_build` the first frame can come
from disk (``snapshot``) and the layers follow it; numpy and shapely are imported on first use.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from geoquiz.app.canvas.items import FillItem, LabelItem, MapPathItem, MarkerItem
from geoquiz.app.canvas.labels import place_labels
from geoquiz.app.canvas.layers import (
    BaseCache,
    Label,
    Layer,
    LazyGeoms,
    LonLatBounds,
    level,
    outline,
)

if TYPE_CHECKING:  # numpy, shapely and the paths helpers are imported when first needed
    import numpy as np
    from numpy.typing import NDArray

    from geoquiz.app.canvas.paths import Projector
from geoquiz.app.canvas.style import AreaStyle, LabelStyle, LineStyle, Palette

__all__ = ["Label", "MapCanvas"]


@dataclass
class _BaseJob:
    """A render of the map layers in progress: the image and the layers still to draw."""

    image: QImage
    scale: float
    scene_rect: QRectF
    #: what is left to do: label looks, placing the labels, then the layers, bottom first
    todo: list[Callable[[QPainter], None]]
    digest: str | None = None  # the home view's stored-frame name (None: not the home view)
    steps: int = 0


def _relook(
    labels: list[LabelItem],
    font: QFont,
    color: QColor,
    halo: QColor | None,
    done: tuple[Layer, tuple[object, ...]] | None,
    _painter: QPainter,
) -> None:
    """A step of a render: new text size for some labels (the last chunk marks the layer)."""
    for label in labels:
        label.set_look(font, color, halo)
    if done is not None:
        done[0].look = done[1]


def _repen(items: list[MapPathItem], pen: QPen, layer: Layer, _painter: QPainter) -> None:
    """A step of a render: the new pen width of a line layer."""
    for item in items:
        item.setPen(pen)
    layer.pen_key = pen.widthF()


def _step_key(step: Callable[[QPainter], None]) -> tuple[object, object] | None:
    """What a render step is, to expect its cost from the last time (None: not known)."""
    if not isinstance(step, functools.partial):
        return None
    what = step.args[0] if step.args else None
    func = getattr(step.func, "__func__", step.func)
    if isinstance(what, Layer):
        return (func, what.name)
    if isinstance(what, QGraphicsScene):
        return (func, id(what))
    return (func, None)  # placing the labels, a chunk of labels


def _draw_scene(scene: QGraphicsScene, target: QRectF, source: QRectF, painter: QPainter) -> None:
    """A step of a render: one layer's items into the image."""
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


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


class MapCanvas(QGraphicsView):
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
        # The map layers live in a second scene that is drawn into a cached pixmap (the "base"),
        # re-rendered only when the scale changes or the view leaves the cached area; the view's
        # own scene holds the overlays (markers, highlight) drawn on top at every frame.
        # one scene per layer, so that a render can draw the layers a few at a time
        self._base_rect = QRectF(rect)
        self._scenes: dict[str, QGraphicsScene] = {}
        self._cache: BaseCache | None = None
        self._stale: BaseCache | None = None  # shown (stretched) while a new render is under way
        self._job: _BaseJob | None = None
        # layers built after the first frame, which shows the stored image (see snapshot.py)
        self._pending_build: Callable[[], None] | None = None
        self._prefetch: Callable[[], object] | None = None
        self._rested = False  # a zoom gesture ended: render at the new scale
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

    # ------------------------------------------------------------------ layers
    def add_area_layer(
        self,
        name: str,
        geometries: LazyGeoms,
        style: AreaStyle,
        z: float = 0.0,
        *,
        lods: Sequence[LazyGeoms] = (),
        lod_px_per_km: Sequence[float] = (),
    ) -> None:
        """Add one filled item per geometry (lon/lat polygons), outlined by ``style.edge``.

        ``lods`` are coarser versions of ``geometries``; level ``i + 1`` is used while the scale is
        below ``lod_px_per_km[i]`` (a falling sequence). Levels usually match one to one, but a
        level may also cut the areas differently (many small pieces are cheaper to draw zoomed
        in, one big piece zoomed out); hit-testing always uses ``geometries``. A level may be a
        function returning the geometries, called the first time the level is drawn.
        """
        levels = [level(geometries)] + [level(g) for g in lods]
        first = levels[0]
        geoms = None if callable(first) else first
        brush = style.brush()
        no_pen = QPen(Qt.PenStyle.NoPen)

        def build(level: NDArray[np.object_], lod: int) -> list[MapPathItem]:
            from geoquiz.app.canvas.paths import paths_from_geometries

            items: list[MapPathItem] = []
            for i, path in enumerate(paths_from_geometries(self.project(level))):
                item = FillItem(path, i)
                item.setBrush(brush)
                item.setPen(no_pen)
                item.setZValue(z)
                items.append(item)
            return items

        self._replace_layer(
            Layer(
                name,
                "area",
                z,
                [],
                levels=levels,
                build=build,
                area_style=style,
                geometries=geoms,
                lod_px_per_km=tuple(lod_px_per_km),
            )
        )
        if style.edge is not None:
            self.add_line_layer(
                f"{name}-edges",
                outline(first),
                style.edge,
                z + 0.5,
                lods=[outline(g) for g in levels[1:]],
                lod_px_per_km=lod_px_per_km,
            )

    def add_line_layer(
        self,
        name: str,
        geometries: LazyGeoms,
        style: LineStyle,
        z: float = 0.0,
        *,
        lods: Sequence[LazyGeoms] = (),
        lod_px_per_km: Sequence[float] = (),
        max_segment_deg: float | None = None,
    ) -> None:
        """Add antialiased lines (pass ``shapely.boundary`` of polygons for their outlines).

        Lines are cut into short pieces so that zoomed-in frames skip what is off screen;
        ``max_segment_deg`` first subdivides long straight segments (grid lines). Any level may be
        a function returning the geometries, called the first time the level is drawn.
        """
        levels = [level(geometries)] + [level(g) for g in lods]
        geoms = levels[0] if not callable(levels[0]) else None
        no_brush = QBrush(Qt.BrushStyle.NoBrush)

        def build(level: NDArray[np.object_], lod: int) -> list[MapPathItem]:
            import shapely

            from geoquiz.app.canvas.paths import line_chunks

            if max_segment_deg is not None:
                level = shapely.segmentize(level, max_segment_deg)
            # only the finest level is drawn zoomed in far enough for culling to pay off
            if lod == 0:
                paths, owners = line_chunks(self.project(level), 128)
            else:
                paths, owners = line_chunks(self.project(level), 4096, bundle=True)
            items: list[MapPathItem] = []
            for path, owner in zip(paths, owners, strict=True):
                item = MapPathItem(path, int(owner))
                item.setBrush(no_brush)
                item.setZValue(z)
                items.append(item)
            return items

        self._replace_layer(
            Layer(
                name,
                "lines",
                z,
                [],
                levels=levels,
                build=build,
                line_style=style,
                geometries=geoms,
                lod_px_per_km=tuple(lod_px_per_km),
            )
        )

    def _lod_items(self, layer: Layer, lod: int) -> list[MapPathItem]:
        """The items of one level of detail, built (and added hidden) on first use."""
        items = layer.lod_items[lod]
        if items is None:
            import numpy as np

            assert layer.build is not None
            level = layer.levels[lod]
            if callable(level):  # a level computed on first use
                level = layer.levels[lod] = np.asarray(level(), dtype=object)
            items = layer.build(level, lod)
            pen = (
                layer.line_style.pen(self.px_per_km(), self._reference_px_per_km)
                if layer.kind == "lines" and layer.line_style is not None
                else None
            )
            for item in items:
                item.setVisible(False)
                if pen is not None:
                    item.setPen(pen)  # before adding: no scene bookkeeping
                self._scene_for(layer).addItem(item)
            layer.lod_items[lod] = items
        return items

    def add_label_layer(
        self,
        name: str,
        labels: Sequence[Label] | Callable[[], Sequence[Label]],
        style: LabelStyle,
        z: float = 50.0,
    ) -> None:
        """Add texts at points; they keep their pixel size and hide when they collide.

        The items are made when the layer first comes into its scale range (a layer of small
        towns costs nothing until one zooms in); ``labels`` may also be a function returning
        them, called then.
        """
        pending = labels if callable(labels) else list(labels)
        self._replace_layer(Layer(name, "labels", z, [], label_style=style, labels=pending))

    def _label_items(self, layer: Layer) -> list[LabelItem]:
        if layer.labels is not None:
            pending, layer.labels = layer.labels, None
            labels = list(pending() if callable(pending) else pending)
            import numpy as np

            lon = np.array([lb.lon for lb in labels], dtype=float)
            lat = np.array([lb.lat for lb in labels], dtype=float)
            xs, ys = self._forward(lon, lat)
            for label, x, y in zip(labels, xs.tolist(), ys.tolist(), strict=True):
                item = LabelItem(label.text, label.priority, label.dot)
                item.setPos(x, y)
                item.setZValue(layer.z)
                item.setVisible(False)
                self._scene_for(layer).addItem(item)
                layer.items.append(item)
        return layer.items

    # ------------------------------------------------------------------ first frame from disk
    #: after showing a stored first frame, the layers are built this much later (ms)
    BUILD_DELAY_MS = 60

    def defer_build(
        self,
        build: Callable[[], None],
        snapshot_key: str,
        prefetch: Callable[[], object] | None = None,
    ) -> None:
        """Add the layers by ``build()`` later, showing the stored home view until then.

        ``snapshot_key`` names what ``build`` draws (screen and language). Without a stored
        image for the window's size, ``build`` runs before the first frame, as a direct call
        would; anything that needs the layers (zoom, hit-tests) runs it at once. After a stored
        frame, ``prefetch()`` (no Qt: imports, reading map data) runs on a worker thread first,
        so that ``build`` on the UI thread finds everything loaded.
        """
        self.snapshot_key = snapshot_key
        self._pending_build = build
        self._prefetch = prefetch

    def _after_first_frame(self) -> None:
        if not self.isVisible() or self._pending_build is None:
            return  # a window closed at once (a screenshot) never builds
        if self._prefetch is None:
            self._ensure_built()
            return
        from geoquiz.app.bot_runner import BotRunner

        self._prefetcher = BotRunner(self)  # any function off the UI thread, result queued back
        self._prefetcher.run(self._prefetch, self._build_after_first_frame)

    def _build_after_first_frame(self, *_: object) -> None:
        if self.isVisible():  # a window closed at once (a screenshot) never builds
            self._ensure_built()

    def _ensure_built(self) -> None:
        build, self._pending_build = self._pending_build, None
        if build is not None:
            home = self._home
            build()
            if self._home != home and self._auto_fit:
                self.fit_home()  # the build set another home view: show it, as a direct call would

    def _frame_digest(self, device: QRect, scene_rect: QRectF) -> str | None:
        if self.snapshot_key is None or not self._auto_fit or not self._fitted:
            return None
        from geoquiz.app.canvas.snapshot import frame_digest

        dpr = max(1.0, self.viewport().devicePixelRatioF())
        m11 = self.transform().m11()
        return frame_digest(
            self.snapshot_key, device.width(), device.height(), dpr, m11, scene_rect
        )

    def _device_rect(self) -> QRect:
        vp = self.viewport().rect()
        mx, my = round(vp.width() * self.CACHE_MARGIN), round(vp.height() * self.CACHE_MARGIN)
        return vp.adjusted(-mx, -my, mx, my)

    def _show_snapshot(self) -> bool:
        """Show the stored first frame for this view, if there is one; build layers later."""
        vp = self.viewport().rect()
        if vp.width() < 1 or vp.height() < 1:
            return False
        device = self._device_rect()
        scene_rect = self.mapToScene(device).boundingRect()
        digest = self._frame_digest(device, scene_rect)
        if digest is None:
            return False
        from geoquiz.app.canvas.snapshot import read_frame

        image = read_frame(digest)
        if image is None or image.deviceIndependentSize().toSize() != device.size():
            return False
        self._cache = BaseCache(image, self.transform().m11(), scene_rect)
        self._shown_snapshot = (digest, image)
        self.snapshot_shown = True
        QTimer.singleShot(self.BUILD_DELAY_MS, self, self._after_first_frame)
        self.base_rendered.emit()
        return True

    def _scene_for(self, layer: Layer) -> QGraphicsScene:
        scene = self._scenes.get(layer.name)
        if scene is None:
            scene = self._scenes[layer.name] = QGraphicsScene(self)
            scene.setSceneRect(self._base_rect)
        return scene

    def _replace_layer(self, layer: Layer) -> None:
        self.remove_layer(layer.name)
        self._layers[layer.name] = layer
        self._declutter_rect = None
        self._applied_px_per_km = -1.0
        self.invalidate_base()

    def remove_layer(self, name: str) -> None:
        layer = self._layers.pop(name, None)
        if layer is not None:
            scene = self._scenes.pop(name, None)
            if scene is not None:
                for item in layer.items:
                    scene.removeItem(item)
                for items in layer.lod_items:
                    for item in items or ():
                        scene.removeItem(item)
                scene.deleteLater()
            self.remove_layer(f"{name}-edges")
            self.invalidate_base()

    def layer_names(self) -> list[str]:
        self._ensure_built()
        return list(self._layers)

    def set_layer_visible(self, name: str, visible: bool) -> None:
        self._ensure_built()
        layer = self._layers[name]
        layer.hidden = not visible
        if layer.lod_items and layer.lod >= 0:
            for item in self._lod_items(layer, layer.lod):
                item.setVisible(visible)
        self._applied_px_per_km = -1.0
        self._declutter_rect = None
        self.invalidate_base()

    def add_hit_layer(self, name: str, geometries: LazyGeoms) -> None:
        """Register lon/lat polygons for :meth:`feature_at` only (nothing is drawn).

        ``geometries`` may be a function returning them, called by the first :meth:`feature_at`
        (or :meth:`prepare_hit_layer`), so a layer only used for hovering costs nothing before the
        map is drawn.
        """
        if callable(geometries):
            self._replace_layer(Layer(name, "hit", 0.0, [], levels=[geometries]))
        else:
            import numpy as np

            geoms = np.asarray(geometries, dtype=object)
            self._replace_layer(Layer(name, "hit", 0.0, [], geometries=geoms))

    def prepare_hit_layer(self, name: str) -> None:
        """Load the geometries of layer ``name`` and build its search tree now, not on first use."""
        self._ensure_built()
        self._layers[name].tree()

    def feature_at(self, name: str, lon: float, lat: float) -> int | None:
        """Return the index of the feature of area layer ``name`` containing the point, if any."""
        import shapely

        self._ensure_built()
        layer = self._layers[name]
        hits = layer.tree().query(shapely.Point(lon, lat), predicate="intersects")
        return int(hits.min()) if len(hits) else None

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
    LABELS_PER_STEP = 48
    #: visible labels per band when a render draws a label layer (each is stroked the first time)
    LABELS_PER_BAND = 6

    def apply_scale(self, defer: list[Callable[[QPainter], None]] | None = None) -> None:
        """Choose levels of detail, pen widths, label sizes and label visibility for the scale.

        With ``defer`` the new label looks are appended to it as steps (a few dozen labels
        each) instead of being applied now.
        """
        ppk = self.px_per_km()
        if ppk <= 0 or abs(ppk - self._applied_px_per_km) < 1e-9 * ppk:
            return
        self._applied_px_per_km = ppk
        ref = self._reference_px_per_km
        for layer in self._layers.values():
            lod = min(sum(1 for t in layer.lod_px_per_km if ppk < t), len(layer.lod_items) - 1)
            if layer.kind in ("area", "lines"):
                if defer is not None and lod != layer.lod and layer.lod_items[lod] is None:
                    # a level not made yet (paths from geometries): in a step of its own
                    defer.append(functools.partial(self._switch_step, layer, lod))
                    continue
                if lod != layer.lod:
                    if layer.lod >= 0:
                        for item in self._lod_items(layer, layer.lod):
                            item.setVisible(False)
                    layer.lod = lod
                    layer.pen_key = -1.0
                    for item in self._lod_items(layer, lod):
                        item.setVisible(not layer.hidden)
                if layer.line_style is not None:
                    pen = layer.line_style.pen(ppk, ref)
                    if pen.widthF() != layer.pen_key:
                        if defer is None:
                            layer.pen_key = pen.widthF()
                            for item in self._lod_items(layer, lod):
                                item.setPen(pen)
                        else:  # before the layer is drawn, as a step of its own
                            defer.append(
                                functools.partial(_repen, self._lod_items(layer, lod), pen, layer)
                            )
            elif layer.kind == "labels" and layer.label_style is not None:
                style = layer.label_style
                font = QFont(self.font())
                font.setPixelSize(max(6, round(style.font_px(ppk, ref))))
                font.setBold(style.bold)
                halo = Palette.HALO if style.halo else None
                shown = style.min_px_per_km <= ppk <= style.max_px_per_km and not layer.hidden
                if not shown:
                    for item in layer.items:
                        item.setVisible(False)
                    continue
                look = (font.pixelSize(), font.bold(), style.color.rgba(), style.halo)
                if look != layer.look:
                    labels = self._label_items(layer)
                    if defer is None:
                        layer.look = look
                        for label in labels:
                            label.set_look(font, style.color, halo)
                        continue
                    n = self.LABELS_PER_STEP
                    chunks = [labels[k : k + n] for k in range(0, len(labels), n)] or [[]]
                    for k, chunk in enumerate(chunks):
                        defer.append(
                            functools.partial(
                                _relook,
                                chunk,
                                font,
                                style.color,
                                halo,
                                (layer, look) if k == len(chunks) - 1 else None,
                            )
                        )
        self._declutter_rect = None

    def _switch_step(self, layer: Layer, lod: int, _painter: QPainter) -> None:
        """A step of a render: show level ``lod`` of a layer (made now), with its pen."""
        if self._layers.get(layer.name) is not layer:
            return  # replaced or removed meanwhile
        if lod != layer.lod:
            if layer.lod >= 0:
                for item in self._lod_items(layer, layer.lod):
                    item.setVisible(False)
            layer.lod = lod
            layer.pen_key = -1.0
            for item in self._lod_items(layer, lod):
                item.setVisible(not layer.hidden)
        if layer.line_style is not None:
            pen = layer.line_style.pen(self.px_per_km(), self._reference_px_per_km)
            if pen.widthF() != layer.pen_key:
                layer.pen_key = pen.widthF()
                for item in self._lod_items(layer, lod):
                    item.setPen(pen)

    def _declutter_step(self, area: QRectF, _painter: QPainter) -> None:
        self._declutter(area)

    def _declutter(self, area: QRectF) -> None:
        """Place the labels of the layers in range that lie in ``area`` (see ``place_labels``)."""
        if self._declutter_rect is not None and self._declutter_rect.contains(area):
            return
        self._declutter_rect = QRectF(area)
        ppk = self.px_per_km()
        groups = []
        for layer in self._layers.values():
            style = layer.label_style
            if layer.kind != "labels" or style is None:
                continue
            if layer.hidden or not (style.min_px_per_km <= ppk <= style.max_px_per_km):
                continue
            groups.append((layer.z, style.collide, self._label_items(layer)))
        place_labels(groups, self.transform(), area)

    # ------------------------------------------------------------------ base-layer cache
    CACHE_MARGIN = 0.1  # extra fraction of the viewport rendered on each side (for panning)
    #: seconds of a frame spent on a render (starting it, then the steps that fit, as long as
    #: they took the last time): the rest of half a 60 Hz frame goes to the blit and overlays
    STEP_BUDGET_S = 0.0035

    def invalidate_base(self, *args: Any) -> None:
        """Forget the cached map image (layers changed); the next frames render it again.

        The old image stays on screen until the new one is complete.
        """
        if self._cache is not None:
            self._stale = self._cache
        self._cache = None
        self._abandon_job()
        if self.isVisible():
            self.viewport().update()

    def _fits(self, c: BaseCache | _BaseJob | None) -> bool:
        if c is None or abs(c.scale - self.transform().m11()) > 1e-12 * abs(c.scale):
            return False
        return c.scene_rect.contains(self.mapToScene(self.viewport().rect()).boundingRect())

    def _cache_fits(self) -> bool:
        return self._fits(self._cache)

    def _start_job(self) -> _BaseJob | None:
        """Begin rendering the map layers for the current view (drawn by :meth:`_advance`)."""
        self._ensure_built()
        self._base_timer.stop()
        self._abandon_job()
        steps: list[Callable[[QPainter], None]] = []
        self.apply_scale(defer=steps)
        vp = self.viewport().rect()
        if vp.width() < 1 or vp.height() < 1:
            return None
        device = self._device_rect()
        scene_rect = self.mapToScene(device).boundingRect()
        digest = self._frame_digest(device, scene_rect)
        steps.append(functools.partial(self._declutter_step, scene_rect))
        dpr = max(1.0, self.viewport().devicePixelRatioF())  # sharp on high-DPI screens
        image = QImage(device.size() * dpr, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(self._background)
        # bottom to top; a layer with nothing to show is skipped
        layers = sorted(
            (layer for layer in self._layers.values() if not layer.hidden and layer.kind != "hit"),
            key=lambda layer: layer.z,
        )
        target = QRectF(0, 0, device.width(), device.height())
        for layer in layers:
            if layer.kind == "labels":
                # each label's first paint strokes its outline and halo: a few dozen a step
                steps.append(functools.partial(self._label_bands, layer, target, scene_rect))
            else:
                steps.append(functools.partial(self._draw_layer, layer, target, scene_rect))
        if self._cache is not None:
            self._stale = self._cache
        self._cache = None
        self._job = _BaseJob(image, self.transform().m11(), scene_rect, steps, digest)
        return self._job

    def _draw_layer(self, layer: Layer, target: QRectF, source: QRectF, painter: QPainter) -> None:
        """A step of a render: one layer's items (its scene exists once it has items)."""
        scene = self._scenes.get(layer.name)
        if scene is not None and self._layers.get(layer.name) is layer:
            _draw_scene(scene, target, source, painter)

    def _label_bands(
        self, layer: Layer, target: QRectF, source: QRectF, _painter: QPainter
    ) -> None:
        """Replace the step drawing a label layer by steps drawing it in horizontal bands."""
        job = self._job
        scene = self._scenes.get(layer.name)
        if job is None or scene is None or self._layers.get(layer.name) is not layer:
            return
        # bands holding about LABELS_PER_BAND label points each (labels cluster in cities); a
        # label across a border is drawn in both bands, clipped, the second time from its cache
        ys = sorted(
            y
            for item in scene.items()
            if item.isVisible() and source.top() <= (y := item.pos().y()) <= source.bottom()
        )
        n = self.LABELS_PER_BAND
        cuts = [source.top()]
        cuts += [(ys[k - 1] + ys[k]) / 2 for k in range(n, len(ys), n)]
        cuts.append(source.bottom())
        ky = target.height() / source.height()
        job.todo[0:0] = [
            functools.partial(
                _draw_scene,
                scene,
                QRectF(
                    target.x(), target.y() + (a - source.top()) * ky, target.width(), (b - a) * ky
                ),
                QRectF(source.x(), a, source.width(), b - a),
            )
            for a, b in zip(cuts, cuts[1:], strict=False)
            if b > a
        ]

    def _abandon_job(self) -> None:
        """Drop a render in progress; label looks it had not applied yet are redone later."""
        if self._job is not None and self._job.todo:
            self._applied_px_per_km = -1.0
            self._declutter_rect = None
        self._job = None

    def _advance(
        self, job: _BaseJob, budget_s: float | None, start: float | None = None, busy: bool = False
    ) -> None:
        """Do steps of ``job`` until ``budget_s`` seconds after ``start`` (None: all).

        A frame that was not ``busy`` with anything else does at least one step, so every
        render ends; one that was (it started the render) may do none.
        """
        begun = time.perf_counter() if start is None else start
        painter = QPainter(job.image)
        painter.setRenderHints(self.renderHints())
        while job.todo:
            step = job.todo[0]
            key = _step_key(step)
            if budget_s is not None and busy:
                # stop before a step that, as it took last time, would overrun the frame
                expected = self._step_costs.get(key, 0.0) if key is not None else 0.0
                if time.perf_counter() - begun + expected >= budget_s:
                    break
            job.todo.pop(0)
            t = time.perf_counter()
            step(painter)
            if key is not None:
                self._step_costs[key] = time.perf_counter() - t
            job.steps += 1
            busy = True
        painter.end()
        if not job.todo:
            self._job = None
            self._cache = BaseCache(job.image, job.scale, job.scene_rect)
            self._stale = None
            self.base_renders += 1
            if job.digest is not None and job.digest not in self._snapshots_written:
                self._snapshots_written.add(job.digest)
                shown = self._shown_snapshot
                if shown is None or shown[0] != job.digest or shown[1] != job.image:
                    from geoquiz.app.canvas.snapshot import write_frame

                    write_frame(job.digest, job.image)  # new, or the stored one was out of date
            self.base_rendered.emit()

    def render_base(self) -> None:
        """Render the map layers into the cache for the current view (synchronously)."""
        job = self._start_job()
        if job is not None:
            self._advance(job, None)

    def _refresh_base(self) -> None:
        # the view rests: the next frame starts the render at this scale
        if not self._cache_fits():
            self._rested = True
            self.viewport().update()

    def base_is_current(self) -> bool:
        """Whether the cached map matches the view (no re-render pending)."""
        return self._cache_fits()

    def drawBackground(self, painter: QPainter, rect: QRect | QRectF) -> None:
        frame_start = time.perf_counter()
        painter.fillRect(rect, self._background)
        if (
            self._pending_build is not None
            and not self.snapshot_shown
            and not self._show_snapshot()
        ):
            self._ensure_built()
        job = self._job if self._fits(self._job) else None
        if not self._cache_fits():
            c = self._cache or self._stale
            started = False
            if job is None and (c is None or c.scale == self.transform().m11() or self._rested):
                # first frame, changed layers, panned past the cached margin, or a zoom came to
                # rest: render now, a few layers a frame
                self._rested = False
                job = self._start_job()
                started = True
            elif job is None:
                # zooming: show the stale image stretched into place now (wheel steps come
                # faster than renders), render it sharp when the view rests
                self._base_timer.start()
            if job is not None:
                self._advance(job, self.STEP_BUDGET_S, frame_start, busy=started)
                if self._job is job:  # more layers to come: the next frame draws them
                    QTimer.singleShot(0, self.viewport().update)
        c = self._cache
        if c is not None and self._cache_fits():
            painter.drawImage(c.scene_rect, c.image, QRectF(c.image.rect()))
            return
        # until the new image is complete, the old one (stretched if the scale changed); the
        # very first render shows its layers as they are drawn
        shown = c or self._stale or (self._job if self._job is job else None)
        if shown is not None:
            # not smoothed: a stretched image is on screen for a few frames only, and smoothing
            # it costs more than drawing the map
            painter.drawImage(shown.scene_rect, shown.image, QRectF(shown.image.rect()))

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

    def base_items(self) -> list[QGraphicsItem]:
        """Every item of the map layers (drawn into the cached base image), all layers."""
        self._ensure_built()
        return [item for scene in self._scenes.values() for item in scene.items()]

    def graphics_items(self, name: str) -> list[QGraphicsItem]:
        """The items of a layer at its current level of detail."""
        self._ensure_built()
        layer = self._layers[name]
        if layer.kind == "labels":
            return list(self._label_items(layer))
        if layer.lod_items and layer.build is not None:
            return list(self._lod_items(layer, max(layer.lod, 0)))
        return list(layer.items)
