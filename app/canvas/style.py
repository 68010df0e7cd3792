"""Colours and styles of map layers.

The palette is chosen to stay readable with the common colour-vision deficiencies: land, water and
foreign countries differ in lightness as well as hue (tan / blue / grey, never red against green),
and every line that carries meaning also differs in width or dash pattern.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen

__all__ = [
    "Palette",
    "ProjectorPalette",
    "AreaStyle",
    "LineStyle",
    "LabelStyle",
    "zoom_factor",
    "set_projector_style",
    "projector_style",
]


class Palette:
    """Named colours shared by every map."""

    PAPER = QColor("#f7f5ef")
    WATER = QColor("#a6cee3")
    WATER_EDGE = QColor("#6a9fc0")
    LAND = QColor("#f1e4b8")
    LAND_ALT = QColor("#e8d6a0")
    FOREIGN = QColor("#cfcfcf")
    FOREIGN_EDGE = QColor("#a9a9a9")
    KREIS_EDGE = QColor("#b9a77a")
    LAND_EDGE = QColor("#6f5f3a")
    STATE_EDGE = QColor("#3b3220")
    GRID = QColor("#111111")
    QUADRANT = QColor("#4d4d4d")
    WHITE_LINE = QColor("#ffffff")
    WHITE_CASING = QColor("#2b2b2b")
    HIGHLIGHT = QColor(0, 114, 178, 90)  # Okabe-Ito blue, translucent
    HIGHLIGHT_EDGE = QColor("#0072b2")
    MARKER = QColor("#d55e00")  # Okabe-Ito vermillion: visible on tan, blue and grey
    LABEL = QColor("#1a1a1a")
    HALO = QColor(255, 255, 255, 210)


class ProjectorPalette:
    """The map on a projector (``app.window.projector``): lines wider, labels larger, pale edges
    darker.

    Read from the back row of a classroom, a 1-px tan district border vanishes; in projector mode
    every :class:`LineStyle` pen is :attr:`LINE_FACTOR` times wider, every :class:`LabelStyle`
    text :attr:`LABEL_FACTOR` times larger, and the pale edge colours are replaced by the darker
    ones in :attr:`EDGES` (same hue, so the map stays colour-blind safe; widths still rank them).
    """

    LINE_FACTOR = 1.8
    LABEL_FACTOR = 1.45
    EDGES: dict[int, QColor] = {
        Palette.KREIS_EDGE.rgba(): QColor("#7d6a3c"),
        Palette.FOREIGN_EDGE.rgba(): QColor("#5e5e5e"),
        Palette.WATER_EDGE.rgba(): QColor("#2f6f99"),
        Palette.LAND_EDGE.rgba(): QColor("#3f3420"),
        Palette.STATE_EDGE.rgba(): QColor("#000000"),
    }


_projector = False


def set_projector_style(on: bool) -> None:
    """Switch every map's lines and labels to the projector's (or back); canvases built before
    pick it up at their next ``apply_scale()``."""
    global _projector
    _projector = bool(on)


def projector_style() -> bool:
    return _projector


def zoom_factor(px_per_km: float, reference: float, exponent: float, lo: float, hi: float) -> float:
    """Return ``(px_per_km / reference) ** exponent`` clamped to ``[lo, hi]``.

    Line widths and label sizes grow gently when zooming in (exponent well below 1), so that the
    map never drowns in ink when zoomed out and lines do not look hair-thin when zoomed in.
    """
    if px_per_km <= 0:
        return lo
    return max(lo, min(hi, (px_per_km / reference) ** exponent))


@dataclass(frozen=True)
class LineStyle:
    """A cosmetic pen whose pixel width grows with zoom (see :func:`zoom_factor`).

    Qt strokes antialiased cosmetic pens of width ≤ 1 px with a fast dedicated stroker and wider
    ones about five times slower, so dense layers (borders) keep ``width <= 1`` until the view
    is zoomed in past ``grow_from_px_per_km`` (where few of their vertices remain on screen);
    the hierarchy of borders is carried by darkness rather than width.
    """

    color: QColor
    width: float = 1.0
    grow: float = 0.35
    max_factor: float = 3.0
    dash: tuple[float, ...] | None = None
    #: scale at which the width starts to grow; ``None`` = the canvas's home scale
    grow_from_px_per_km: float | None = None

    def pen(self, px_per_km: float, reference: float) -> QPen:
        color = (
            ProjectorPalette.EDGES.get(self.color.rgba(), self.color) if _projector else self.color
        )
        pen = QPen(color)
        pen.setCosmetic(True)
        start = self.grow_from_px_per_km or reference
        width = self.width * zoom_factor(px_per_km, start, self.grow, 1.0, self.max_factor)
        pen.setWidthF(width * ProjectorPalette.LINE_FACTOR if _projector else width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        if self.dash:
            pen.setDashPattern(list(self.dash))
        return pen


@dataclass(frozen=True)
class AreaStyle:
    """Fill and outline of an area layer; ``fill=None`` draws outlines only."""

    fill: QColor | None
    edge: LineStyle | None = None

    def brush(self) -> QBrush:
        return QBrush(self.fill) if self.fill is not None else QBrush(Qt.BrushStyle.NoBrush)


@dataclass(frozen=True)
class LabelStyle:
    """Text drawn at a constant pixel size (times a gentle zoom factor), with a white halo."""

    color: QColor = field(default_factory=lambda: QColor(Palette.LABEL))
    size_px: float = 13.0
    grow: float = 0.0
    max_factor: float = 1.0
    bold: bool = False
    halo: bool = True
    #: below / above these scales (pixels per km) the layer is hidden
    min_px_per_km: float = 0.0
    max_px_per_km: float = float("inf")
    #: labels of this layer may overlap labels of other layers / each other
    collide: bool = True

    #: scale at which the text has ``size_px``; ``None`` = the canvas's home scale
    reference_px_per_km: float | None = None
    #: smallest factor applied to ``size_px`` (below 1: the text shrinks on small maps)
    min_factor: float = 1.0

    def font_px(self, px_per_km: float, reference: float) -> float:
        ref = self.reference_px_per_km or reference
        size = self.size_px * zoom_factor(
            px_per_km, ref, self.grow, self.min_factor, self.max_factor
        )
        return size * ProjectorPalette.LABEL_FACTOR if _projector else size
