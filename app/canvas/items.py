"""Graphics items of the map canvas: areas with levels of detail, labels and markers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

__all__ = ["MapPathItem", "FillItem", "LabelItem", "MarkerItem"]

# enum values looked up once: a Python enum attribute costs about a microsecond a time, and a
# level of detail or a label layer makes thousands of items
_NO_BUTTON = Qt.MouseButton.NoButton
_IGNORES_TRANSFORMATIONS = QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations
_DEVICE_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
_BLACK = QBrush(QColor("#000000"))  # a label's fill until its look is set (shared, never changed)


class MapPathItem(QGraphicsPathItem):
    """One piece of line of a layer (drawn by Qt's C++ code); ``index`` is its feature.

    ``shape()`` is the path's control-point rectangle grown by :attr:`MARGIN` scene units. Qt
    derives the bounding rectangle from it (once per pen change, then cached in C++); its own
    shape strokes the whole path with the pen, which for the dense border layers made building
    the scene index the costliest part of the first frame (~60 ms) and made every pen change
    on zooming restroke every piece. Qt counts a cosmetic pen's width in scene units there
    (metres here), so the margin, wider than any pen the canvas uses, keeps every stroke
    inside the rectangle as before. Map items take no mouse events and the canvas never asks
    the scene for items at a point (DESIGN §10), so nothing needs the exact outline.
    """

    #: scene units (metres) added on each side of the path's control points
    MARGIN = 25.0

    def __init__(self, path: QPainterPath, index: int, rect: QRectF | None = None) -> None:
        """``rect`` is ``path.controlPointRect()`` when the caller has it (made off the UI
        thread with the path, ``paths.PathSet``): a level's thousands of items are made on the
        UI thread, a few hundred a turn, so every call saved there counts."""
        super().__init__(path)
        self.index = index
        m = self.MARGIN
        self._shape = QPainterPath()
        bounds = path.controlPointRect() if rect is None else rect
        self._shape.addRect(bounds.adjusted(-m, -m, m, m))
        # no item cache, no hover events, no brush (a line) are Qt's defaults, and no mouse
        # event reaches a map item: its scene is drawn into the base image, never shown by a
        # view (each call into Qt counts: a level makes thousands of items on the UI thread)

    def shape(self) -> QPainterPath:
        return self._shape


class FillItem(MapPathItem):
    """One area fill, drawn without antialiasing.

    Fills are exact on the pixel grid then (neighbouring areas tile without seams) and much
    cheaper; the antialiased outlines drawn on top hide the stair steps.
    """

    antialias = False

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, self.antialias)
        painter.setPen(self.pen())
        painter.setBrush(self.brush())
        painter.drawPath(self.path())


class LabelItem(QGraphicsItem):
    """Text centred on a map point, constant size on screen, drawn with a halo for legibility.

    With ``dot`` the point itself is marked with a small dot and the text sits to its right
    (a town on the map).
    """

    DOT_RADIUS = 3.0

    def __init__(self, text: str, priority: float = 0.0, dot: bool = False) -> None:
        super().__init__()
        self.text = text
        self.priority = priority
        self.dot = dot
        self.side = "right"  # of a dotted label: where the text sits (right or left)
        self._path = QPainterPath()
        self._centred = QPainterPath()
        self._pad = 0.0
        self._rect = QRectF()
        self._fill = _BLACK
        self._halo: QPen | None = None
        self.setFlag(_IGNORES_TRANSFORMATIONS, True)
        self.setAcceptedMouseButtons(_NO_BUTTON)
        # a label is a few hundred glyph curves with a halo: blitting it from a pixmap is far
        # cheaper than stroking it again (map areas themselves are never cached)
        self.setCacheMode(_DEVICE_CACHE)

    #: text outlines by (text, font): zooming back and forth reuses them (Qt shares the data)
    _OUTLINES: dict[tuple[str, str], QPainterPath] = {}
    _MAX_OUTLINES = 20_000

    def set_look(self, font: QFont, color: QColor, halo: QColor | None) -> None:
        key = (self.text, font.key())
        path = self._OUTLINES.get(key)
        if path is None:
            path = QPainterPath()
            path.addText(QPointF(0, 0), font, self.text)
            r = path.boundingRect()
            path.translate(-r.center())
            if len(self._OUTLINES) >= self._MAX_OUTLINES:
                self._OUTLINES.clear()
            self._OUTLINES[key] = path
        self.prepareGeometryChange()
        self._centred = path
        self._pad = 2.0 if halo is not None else 0.0
        self._place()
        self._fill = QBrush(color)
        if halo is not None:
            pen = QPen(halo, 3.0)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self._halo = pen
        else:
            self._halo = None
        self.update()

    def set_side(self, side: str) -> None:
        """Put the text of a dotted label ``"right"``, ``"left"``, ``"above"`` or ``"below"``."""
        if side != self.side:
            self.side = side
            self.prepareGeometryChange()
            self._place()
            self.update()

    def _place(self) -> None:
        path = QPainterPath(self._centred)
        if self.dot:
            r = path.boundingRect()
            dx = r.width() / 2 + self.DOT_RADIUS + 3
            dy = r.height() / 2 + self.DOT_RADIUS + 2
            offsets = {"right": (dx, 0), "left": (-dx, 0), "above": (0, -dy), "below": (0, dy)}
            path.translate(*offsets[self.side])
        self._path = path
        pad = self._pad
        self._rect = path.boundingRect().adjusted(-pad, -pad, pad, pad)
        if self.dot:
            d = self.DOT_RADIUS + 1.5
            self._rect = self._rect.united(QRectF(-d, -d, 2 * d, 2 * d))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.dot:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(self._fill)
            painter.drawEllipse(QPointF(0, 0), self.DOT_RADIUS, self.DOT_RADIUS)
        if self._halo is not None:
            painter.strokePath(self._path, self._halo)
        painter.fillPath(self._path, self._fill)


class MarkerItem(QGraphicsItem):
    """A round pin at a map point, constant size on screen, with an optional caption."""

    RADIUS = 6.0

    def __init__(self, color: QColor, caption: str = "", font: QFont | None = None) -> None:
        super().__init__()
        self._color = color
        self._caption = QPainterPath()
        if caption:
            f = font or QFont()
            f.setPixelSize(14)
            f.setBold(True)
            self._caption.addText(QPointF(self.RADIUS + 4, 5), f, caption)
        r = QRectF(-self.RADIUS - 2, -self.RADIUS - 2, 2 * self.RADIUS + 4, 2 * self.RADIUS + 4)
        self._rect = r.united(self._caption.boundingRect().adjusted(-3, -3, 3, 3))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#ffffff"), 2.5))
        painter.setBrush(QBrush(self._color))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        if not self._caption.isEmpty():
            halo = QPen(QColor(255, 255, 255, 230), 4.0)
            halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self._caption, halo)
            painter.fillPath(self._caption, QBrush(QColor("#1a1a1a")))
