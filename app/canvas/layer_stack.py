"""The map layers of ``MapCanvas``: adding, removing and hiding them, their items, hit-tests.

Each level of detail of a layer lives in a ``QGraphicsScene`` of its own (made when the level is
first drawn), and a label layer in one scene: a render draws the scene of the layer's current
level, so switching levels on zooming changes which scene is drawn and touches no item (a
level's thousands of items would otherwise each be hidden and shown, ~8 ms a switch).
Hit-testing uses a shapely ``STRtree`` on the lon/lat geometries, never ``scene.items()``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from geoquiz.app.canvas.items import FillItem, LabelItem, MapPathItem
from geoquiz.app.canvas.layers import Label, Layer, LazyGeoms, LevelBuild, level, outline
from geoquiz.app.canvas.state import CanvasState
from geoquiz.app.canvas.style import AreaStyle, LabelStyle, LineStyle

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from geoquiz.app.canvas.paths import PathSet


__all__ = ["LayerStack"]

#: the scene of a label layer (one level)
LABEL_LOD = 0


def _level_paths(layer: Layer, lod: int) -> tuple[NDArray[np.object_], PathSet]:
    """The geometries of a level (loaded if lazy) and its paths: no Qt but paths, so the worker
    thread may run it; it reads the layer and changes nothing."""
    import numpy as np

    assert layer.build is not None
    geoms = layer.levels[lod]
    if callable(geoms):  # a level computed on first use
        geoms = geoms()
    geoms = np.asarray(geoms, dtype=object)
    return geoms, layer.build(geoms, lod)


def _level_paths_or_none(layer: Layer, lod: int) -> tuple[NDArray[np.object_], PathSet] | None:
    """:func:`_level_paths`, or None if it fails (on the worker: the UI thread tries again)."""
    try:
        return _level_paths(layer, lod)
    except Exception:
        return None


def _small(level: object, vertices: int) -> bool:
    """Whether a level is geometries (not a function) of at most ``vertices`` vertices."""
    if callable(level):
        return False
    import shapely

    return int(shapely.get_num_coordinates(level).sum()) <= vertices


class LayerStack(CanvasState):
    """Mixin of ``MapCanvas``: the layers, their items and scenes (see the module docstring)."""

    #: path vertices per scene of a level: a render draws a scene a step (its parts in turn)
    VERTICES_PER_PART = 10_000
    #: how many hairline vertices one vertex of a pen wider than 1 px counts as, in the above
    WIDE_PEN_WEIGHT = 16
    #: items per scene of a level: the first draw of a scene builds its index, ~10 µs an item
    ITEMS_PER_PART = 400
    #: a level given as geometries of at most this many vertices is made on the UI thread, in a
    #: step of its own (~1 ms): while computer players hold the GIL, the worker's round trip
    #: for each small level kept the first render of the 10 Tage map waiting for a second
    INLINE_VERTICES = 4_000

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
        brush = style.brush()
        no_pen = QPen(Qt.PenStyle.NoPen)
        forward = self._forward

        def build(level: NDArray[np.object_], lod: int) -> PathSet:
            from geoquiz.app.canvas.paths import path_set, paths_from_geometries

            paths = paths_from_geometries(level, forward)
            return path_set(paths, range(len(paths)))

        def make_item(path: QPainterPath, owner: int, rect: QRectF) -> MapPathItem:
            item = FillItem(path, owner, rect)
            item.setBrush(brush)
            item.setPen(no_pen)
            return item

        levels = self._add_drawn_layer(
            name, "area", z, geometries, lods, lod_px_per_km, build, make_item, area_style=style
        )
        if style.edge is not None:
            self.add_line_layer(
                f"{name}-edges",
                outline(levels[0]),
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
        forward = self._forward

        def build(level: NDArray[np.object_], lod: int) -> PathSet:
            import shapely

            from geoquiz.app.canvas.paths import line_chunks, path_set

            if max_segment_deg is not None:
                level = shapely.segmentize(level, max_segment_deg)
            # only the finest level is drawn zoomed in far enough for culling to pay off
            if lod == 0:
                return path_set(*line_chunks(level, 128, project=forward))
            return path_set(*line_chunks(level, 4096, bundle=True, project=forward))

        def make_item(path: QPainterPath, owner: int, rect: QRectF) -> MapPathItem:
            # no brush is the item's default; the z value orders nothing in the layer's own scene
            return MapPathItem(path, owner, rect)

        self._add_drawn_layer(
            name, "lines", z, geometries, lods, lod_px_per_km, build, make_item, line_style=style
        )

    def _add_drawn_layer(
        self,
        name: str,
        kind: str,
        z: float,
        geometries: LazyGeoms,
        lods: Sequence[LazyGeoms],
        lod_px_per_km: Sequence[float],
        build: Callable[[NDArray[np.object_], int], PathSet],
        make_item: Callable[[QPainterPath, int, QRectF], MapPathItem],
        **style: Any,
    ) -> list[Any]:
        """Add an area or line layer with its levels of detail; return the levels as stored."""
        levels = [level(geometries)] + [level(g) for g in lods]
        first = levels[0]
        self._replace_layer(
            Layer(
                name,
                kind,
                z,
                [],
                levels=levels,
                build=build,
                make_item=make_item,
                geometries=None if callable(first) else first,
                lod_px_per_km=tuple(lod_px_per_km),
                **style,
            )
        )
        return levels

    def _lod_items(self, layer: Layer, lod: int) -> list[MapPathItem]:
        """The items of one level of detail, made now (into the level's scenes) unless they
        exist: from the paths the worker made, or made here (a synchronous render, a test)."""
        items = layer.lod_items[lod]
        if items is None:
            progress = self._level_build(layer, lod)
            self._make_items(layer, lod, len(progress.paths.paths))
            items = layer.lod_items[lod]
            assert items is not None
        return items

    def _level_build(self, layer: Layer, lod: int) -> LevelBuild:
        """The items of a level under way, begun from its paths (made now if not there yet)."""
        progress = layer.building.get(lod)
        if progress is None:
            paths = layer.lod_paths[lod]
            if paths is None:
                geoms, paths = _level_paths(layer, lod)
                self._keep_level(layer, lod, geoms, paths)
            pen = (
                layer.line_style.pen(self.px_per_km(), self._reference_px_per_km)
                if layer.kind == "lines" and layer.line_style is not None
                else None
            )
            progress = layer.building[lod] = LevelBuild(paths, pen=pen)
        return progress

    def _make_items(self, layer: Layer, lod: int, n: int) -> bool:
        """Make up to ``n`` more items of a level (a step of a render); True once all exist.

        A level's items go into scenes of at most ``VERTICES_PER_PART`` path elements and
        ``ITEMS_PER_PART`` items each, in order, so drawing the scenes one after the other paints
        them as one scene would.
        """
        progress = self._level_build(layer, lod)
        assert layer.make_item is not None
        paths, pen, hidden = progress.paths, progress.pen, layer.hidden
        # a pen wider than a pixel leaves Qt's cosmetic line drawing for its stroker: each vertex
        # costs many times more to draw, so the parts of a level whose pen is (or grows, zoomed
        # in) that wide hold fewer vertices
        style = layer.line_style
        wide = pen is not None and (
            pen.widthF() > 1.0 or (style is not None and style.width * style.max_factor > 1.0)
        )
        weight = self.WIDE_PEN_WEIGHT if wide else 1
        start = len(progress.items)
        stop = min(len(paths.paths), start + n)
        for k in range(start, stop):
            item = layer.make_item(paths.paths[k], paths.owners[k], paths.rects[k])
            if hidden:
                item.setVisible(False)
            if pen is not None:
                item.setPen(pen)  # before adding: no scene bookkeeping
            count = paths.counts[k] * weight
            if progress.vertices and (
                progress.vertices + count > self.VERTICES_PER_PART
                or progress.in_part >= self.ITEMS_PER_PART
            ):
                progress.part, progress.vertices, progress.in_part = progress.part + 1, 0, 0
            progress.vertices += count
            progress.in_part += 1
            self._scene_for(layer, lod, progress.part).addItem(item)
            progress.items.append(item)
        if not progress.done():
            return False
        del layer.building[lod]
        layer.lod_items[lod] = progress.items
        layer.lod_paths[lod] = None  # the items hold the paths now
        if pen is not None:
            layer.pen_widths[lod] = pen.widthF()
        return True

    def _keep_level(
        self, layer: Layer, lod: int, geoms: NDArray[np.object_], paths: PathSet
    ) -> None:
        """Store what was made for a level: its (now loaded) geometries and its paths."""
        layer.levels[lod] = geoms
        if layer.lod_items[lod] is None and lod not in layer.building:
            layer.lod_paths[lod] = paths

    def request_level(self, layer: Layer, lod: int) -> bool:
        """Make the paths of a level on the worker thread; True while they are not there yet.

        Reading and projecting the geometries and reading them into ``QPainterPath`` objects
        (tens of milliseconds for a fine level) is done off the UI thread; :meth:`level_ready`
        is called with the result on the UI thread.
        """
        if layer.lod_items[lod] is not None or layer.lod_paths[lod] is not None:
            return False
        if lod in layer.building or lod in layer.unmade_on_worker:
            return False
        if _small(layer.levels[lod], self.INLINE_VERTICES):
            return False  # made in a step of the render: cheaper than the worker's round trip
        key = (layer.name, lod)
        if key in self._level_requests:
            return True
        self._level_requests[key] = layer
        self._level_queue.append((layer, lod))
        self._next_level_request()
        return True

    def _next_level_request(self) -> None:
        """Hand the worker every level asked for since this canvas's last batch (one round trip
        for the lot: each result waits for a turn of the busy UI thread to be taken in)."""
        if self._level_batch or not self._level_queue:
            return
        batch, self._level_queue = self._level_queue, []
        self._level_batch = True
        # the projection's first call may set itself up (the stock one reads or fits its
        # coefficients, with pyproj, whose transformers are not thread-safe): done here, on the
        # UI thread, before the worker projects
        import numpy as np

        from geoquiz.app.canvas import level_worker

        self._forward(np.zeros(1), np.zeros(1))
        level_worker.submit(
            lambda: [_level_paths_or_none(layer, lod) for layer, lod in batch],
            lambda made: self._levels_made(batch, made or [None] * len(batch)),
        )

    def _levels_made(
        self,
        batch: list[tuple[Layer, int]],
        made: list[tuple[NDArray[np.object_], PathSet] | None],
    ) -> None:
        """Levels' paths from the worker (None: it failed; a render makes that level itself,
        where the error shows as it would have). Dropped if the canvas was deleted meanwhile."""
        from shiboken6 import Shiboken

        if not Shiboken.isValid(self):
            return
        self._level_batch = False
        for (layer, lod), result in zip(batch, made, strict=True):
            self._level_requests.pop((layer.name, lod), None)
            if result is None:
                layer.unmade_on_worker.add(lod)
            elif self._layers.get(layer.name) is layer:
                self._keep_level(layer, lod, *result)
        self._next_level_request()
        for layer, lod in batch:
            self.level_ready(layer, lod)  # a render waiting for it goes on (render.py)

    def levels_pending(self) -> bool:
        """Whether the worker has levels to make or is making one."""
        return bool(self._level_requests)

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
        """The label items of a layer, all made (in its scene) unless they exist."""
        self._make_labels(layer, None)
        return layer.items

    def _make_labels(self, layer: Layer, limit: int | None) -> bool:
        """Make up to ``limit`` more label items of a layer (None: all); True once all exist.

        The labels and their projected points are computed once, at the first call; a render
        makes the items a few hundred a step, the first time the layer comes into range.
        """
        if layer.labels is not None:
            import numpy as np

            pending, layer.labels = layer.labels, None
            labels = list(pending() if callable(pending) else pending)
            lon = np.array([lb.lon for lb in labels], dtype=float)
            lat = np.array([lb.lat for lb in labels], dtype=float)
            xs, ys = self._forward(lon, lat)
            layer.unmade_labels = list(zip(labels, xs.tolist(), ys.tolist(), strict=True))
        unmade = layer.unmade_labels
        if unmade:
            n = len(unmade) if limit is None else min(limit, len(unmade))
            scene = self._scene_for(layer, LABEL_LOD)
            for label, x, y in unmade[:n]:
                item = LabelItem(label.text, label.priority, label.dot)
                item.setPos(x, y)
                item.setZValue(layer.z)
                item.setVisible(False)
                scene.addItem(item)
                layer.items.append(item)
            del unmade[:n]
        return not unmade

    def _scene_for(self, layer: Layer, lod: int, part: int = 0) -> QGraphicsScene:
        """The scene holding one part of one level of a layer (made on first use)."""
        key = (layer.name, lod, part)
        scene = self._scenes.get(key)
        if scene is None:
            scene = self._scenes[key] = QGraphicsScene(self)  # type: ignore[arg-type]
            scene.setSceneRect(self._base_rect)
        return scene

    def drawn_scenes(self, layer: Layer) -> list[QGraphicsScene]:
        """The scenes a render draws for ``layer`` (its current level's parts, bottom first)."""
        lod = LABEL_LOD if layer.kind == "labels" else layer.lod
        scenes = []
        while (scene := self._scenes.get((layer.name, lod, len(scenes)))) is not None:
            scenes.append(scene)
        return scenes

    def _replace_layer(self, layer: Layer) -> None:
        self.remove_layer(layer.name)
        self._layers[layer.name] = layer
        self._declutter_rect = None
        self._applied_px_per_km = -1.0
        self.invalidate_base()

    def remove_layer(self, name: str) -> None:
        layer = self._layers.pop(name, None)
        if layer is not None:
            for key in [k for k in self._scenes if k[0] == name]:
                scene = self._scenes.pop(key)
                for item in scene.items():
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
        for items in [*layer.lod_items, *(b.items for b in layer.building.values())]:
            for item in items or ():
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

    def base_items(self) -> list[QGraphicsItem]:
        """Every item of the map layers (drawn into the cached base image), all levels."""
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
