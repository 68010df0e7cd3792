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

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from geoquiz.app.canvas.items import FillItem, LabelItem, MapPathItem
from geoquiz.app.canvas.layers import Label, Layer, LazyGeoms, level, outline
from geoquiz.app.canvas.state import CanvasState
from geoquiz.app.canvas.style import AreaStyle, LabelStyle, LineStyle

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


__all__ = ["LayerStack"]

#: the scene of a label layer (one level)
LABEL_LOD = 0


class LayerStack(CanvasState):
    """Mixin of ``MapCanvas``: the layers, their items and scenes (see the module docstring)."""

    #: path vertices per scene of a level: a render draws a scene a step (its parts in turn)
    VERTICES_PER_PART = 20_000

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

        levels = self._add_drawn_layer(
            name, "area", z, geometries, lods, lod_px_per_km, build, area_style=style
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

        self._add_drawn_layer(
            name, "lines", z, geometries, lods, lod_px_per_km, build, line_style=style
        )

    def _add_drawn_layer(
        self,
        name: str,
        kind: str,
        z: float,
        geometries: LazyGeoms,
        lods: Sequence[LazyGeoms],
        lod_px_per_km: Sequence[float],
        build: Callable[[NDArray[np.object_], int], list[MapPathItem]],
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
                geometries=None if callable(first) else first,
                lod_px_per_km=tuple(lod_px_per_km),
                **style,
            )
        )
        return levels

    def _lod_items(self, layer: Layer, lod: int) -> list[MapPathItem]:
        """The items of one level of detail, built (into the level's scene) on first use."""
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
            part = vertices = 0
            for item in items:
                if layer.hidden:
                    item.setVisible(False)
                if pen is not None:
                    item.setPen(pen)  # before adding: no scene bookkeeping
                n = item.path().elementCount()
                if vertices and vertices + n > self.VERTICES_PER_PART:
                    part, vertices = part + 1, 0
                vertices += n
                self._scene_for(layer, lod, part).addItem(item)
            layer.lod_items[lod] = items
            if pen is not None:
                layer.pen_widths[lod] = pen.widthF()
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
            scene = self._scene_for(layer, LABEL_LOD)
            for label, x, y in zip(labels, xs.tolist(), ys.tolist(), strict=True):
                item = LabelItem(label.text, label.priority, label.dot)
                item.setPos(x, y)
                item.setZValue(layer.z)
                item.setVisible(False)
                scene.addItem(item)
                layer.items.append(item)
        return layer.items

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
        for items in layer.lod_items:
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
