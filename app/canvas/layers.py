"""The records behind ``MapCanvas``: labels, layers (with lazy levels of detail), the cache.

numpy and shapely are imported when first used, not with this module: a canvas showing its
stored first frame (``snapshot``) needs neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainterPath, QPen

from geoquiz.app.canvas.items import MapPathItem
from geoquiz.app.canvas.style import AreaStyle, LabelStyle, LineStyle

__all__ = [
    "BaseCache",
    "Geoms",
    "Label",
    "Layer",
    "LazyGeoms",
    "LevelBuild",
    "LonLatBounds",
    "level",
    "outline",
]

if TYPE_CHECKING:
    import numpy as np
    import shapely
    from numpy.typing import NDArray

    from geoquiz.app.canvas.paths import PathSet

    Geoms = Sequence[object] | NDArray[np.object_]
    #: a level of detail given as geometries, or as a function computing them when first needed
    LazyGeoms = Geoms | Callable[[], Geoms]
else:
    Geoms = LazyGeoms = Any

LonLatBounds = tuple[float, float, float, float]


def level(g: LazyGeoms) -> NDArray[np.object_] | Callable[[], Geoms]:
    """A level of detail as stored: an object array, or the function that will compute it."""
    import numpy as np

    return g if callable(g) else np.asarray(g, dtype=object)


@dataclass(frozen=True)
class Label:
    """A text placed at a lon/lat point; higher priority wins when labels collide."""

    lon: float
    lat: float
    text: str
    priority: float = 0.0
    dot: bool = False  # mark the point with a dot, text to its right


@dataclass
class BaseCache:
    """The map layers rendered at one scale; ``origin`` is the device pixel of its top-left."""

    image: QImage
    scale: float
    scene_rect: QRectF


@dataclass
class LevelBuild:
    """A level of detail whose items are being made, a chunk at a time, from its paths."""

    paths: PathSet
    items: list[MapPathItem] = field(default_factory=list)
    #: the pen the items are made with (line layers), fixed for the whole level
    pen: QPen | None = None
    part: int = 0  # the scene (part of the level) the next item goes to
    vertices: int = 0  # path elements in that part so far
    in_part: int = 0  # items in that part so far

    def done(self) -> bool:
        return len(self.items) == len(self.paths.paths)


@dataclass
class Layer:
    name: str
    kind: str  # "area", "lines" or "labels"
    z: float
    items: list[Any]
    levels: list[Any] = field(default_factory=list)  # lon/lat arrays or thunks, fine → coarse
    #: the paths of a level from its geometries (no Qt objects but paths: a worker may call it)
    build: Callable[[NDArray[np.object_], int], PathSet] | None = None
    #: an item from one of those paths, its feature and its control-point rectangle (UI thread)
    make_item: Callable[[QPainterPath, int, QRectF], MapPathItem] | None = None
    #: the pen width each built level of detail was last given (a level has a scene of its own)
    pen_widths: dict[int, float] = field(default_factory=dict)
    look: tuple[object, ...] = ()
    lod_items: list[list[MapPathItem] | None] = field(default_factory=list)
    #: per level, its paths once made (on the worker thread, ``LayerStack.request_level``)
    lod_paths: list[PathSet | None] = field(default_factory=list)
    #: levels whose items are being made, a chunk a step of a render
    building: dict[int, LevelBuild] = field(default_factory=dict)
    #: levels the worker failed to make: made on the UI thread, where the error shows
    unmade_on_worker: set[int] = field(default_factory=set)
    # label layers: the labels (or a function making them) not yet turned into items
    labels: list[Label] | Callable[[], Sequence[Label]] | None = None
    #: label layers: labels read and projected but not yet made into items (label, x, y)
    unmade_labels: list[tuple[Label, float, float]] = field(default_factory=list)
    lod: int = -1
    area_style: AreaStyle | None = None
    line_style: LineStyle | None = None
    label_style: LabelStyle | None = None
    geometries: NDArray[np.object_] | None = None  # lon/lat, finest level
    lod_px_per_km: tuple[float, ...] = ()
    hidden: bool = False
    _tree: shapely.STRtree | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not self.lod_items:
            self.lod_items = [None] * len(self.levels)
        if not self.lod_paths:
            self.lod_paths = [None] * len(self.levels)

    def tree(self) -> shapely.STRtree:
        import numpy as np
        import shapely

        if self._tree is None:
            if self.geometries is None:
                first = self.levels[0]
                self.geometries = np.asarray(first() if callable(first) else first, dtype=object)
            self._tree = shapely.STRtree(self.geometries)
        return self._tree


def outline(g: NDArray[np.object_] | Callable[[], Geoms]) -> LazyGeoms:
    """The boundaries of a level of polygons (lazily, if the level is lazy)."""
    import numpy as np
    import shapely

    if callable(g):
        return lambda: shapely.boundary(np.asarray(g(), dtype=object))
    return np.asarray(shapely.boundary(g), dtype=object)
