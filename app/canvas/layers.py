"""The records behind ``MapCanvas``: labels, layers (with lazy levels of detail), the cache.

numpy and shapely are imported when first used, not with this module: a canvas showing its
stored first frame (``snapshot``) needs neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from geoquiz.app.canvas.items import MapPathItem
from geoquiz.app.canvas.style import AreaStyle, LabelStyle, LineStyle

__all__ = ["Geoms", "Label", "LazyGeoms", "LonLatBounds", "BaseCache", "Layer", "level", "outline"]

if TYPE_CHECKING:
    import numpy as np
    import shapely
    from numpy.typing import NDArray

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
class Layer:
    name: str
    kind: str  # "area", "lines" or "labels"
    z: float
    items: list[Any]
    levels: list[Any] = field(default_factory=list)  # lon/lat arrays or thunks, fine → coarse
    build: Callable[[NDArray[np.object_], int], list[MapPathItem]] | None = None
    #: the pen width each built level of detail was last given (a level has a scene of its own)
    pen_widths: dict[int, float] = field(default_factory=dict)
    look: tuple[object, ...] = ()
    lod_items: list[list[MapPathItem] | None] = field(default_factory=list)
    # label layers: the labels (or a function making them) not yet turned into items
    labels: list[Label] | Callable[[], Sequence[Label]] | None = None
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
