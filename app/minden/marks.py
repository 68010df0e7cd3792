"""Markers on the Finden-Sie-Minden board: outlined pins and captions that do not collide.

Every pin has a dark outline and a white ring, so each player colour (yellow on beige land, blue
on water) shows. Captions are placed greedily in screen space: each tries eight positions around
its pin and takes the first that meets no pin and no caption placed before; one that fits nowhere
is drawn farther out with a thin leader line. When many marks crowd the map (the end view with
all wrong tips), the pins carry numbers instead and :func:`place_marks` returns the legend lines
for a list beside the map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from geoquiz.app.canvas import MapCanvas
from geoquiz.app.canvas.labels import FreeSpace

__all__ = ["LEGEND_FROM", "Mark", "MarkItem", "place_marks"]

#: from this many marks on, pins are numbered and explained in a legend beside the map
LEGEND_FROM = 7


@dataclass(frozen=True)
class Mark:
    """A pin at (lon, lat) with a caption; ``kind`` "place" (the true place) or "tip"."""

    lon: float
    lat: float
    caption: str
    colour: str
    kind: str = "tip"
    #: the pin's text when the map is crowded (a number the legend explains)
    short: str = ""


class MarkItem(QGraphicsItem):
    """A pin of constant pixel size: colour fill, dark outline, white ring; caption offset."""

    RADIUS = 7.0

    def __init__(self, mark: Mark, text: str, font: QFont) -> None:
        super().__init__()
        self.mark = mark
        self.text = text
        self._font = QFont(font)
        self._font.setPixelSize(14)
        self._font.setBold(True)
        self._caption = QPainterPath()
        self._caption.addText(QPointF(0, 0), self._font, text)
        self._offset = QPointF(self.RADIUS + 4, 5)
        self._leader = False
        #: :meth:`boundingRect`, kept: the scene asks for it on every index update and paint
        self._bounds = self._bounding_rect()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def caption_rect(self, offset: QPointF | None = None) -> QRectF:
        """The caption's rectangle relative to the pin (with its halo)."""
        r = self._caption.boundingRect().translated(offset or self._offset)
        return r.adjusted(-3, -3, 3, 3)

    def pin_rect(self) -> QRectF:
        d = self.RADIUS + 3
        return QRectF(-d, -d, 2 * d, 2 * d)

    def set_caption_offset(self, offset: QPointF, leader: bool = False) -> None:
        self.prepareGeometryChange()
        self._offset = offset
        self._leader = leader
        self._bounds = self._bounding_rect()
        self.update()

    def caption_offset(self) -> QPointF:
        return QPointF(self._offset)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _bounding_rect(self) -> QRectF:
        return self.pin_rect().united(self.caption_rect() if self.text else QRectF())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.text and self._leader:
            pen = QPen(QColor("#222222"), 1.2)
            painter.setPen(pen)
            painter.drawLine(QLineF(QPointF(0, 0), self.caption_rect().center()))
        # white ring inside a dark outline: shows on land, water and the highlight alike
        painter.setPen(QPen(QColor("#111111"), 4.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        painter.setPen(QPen(QColor("#FFFFFF"), 2.0))
        painter.setBrush(QBrush(QColor(self.mark.colour)))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        if self.mark.kind == "place":  # the true place: a white dot in the black pin
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor("#FFFFFF")))
            painter.drawEllipse(QPointF(0, 0), 2.5, 2.5)
        if self.text:
            path = self._caption.translated(self._offset)
            halo = QPen(QColor(255, 255, 255, 235), 4.0)
            halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(path, halo)
            painter.fillPath(path, QBrush(QColor("#1a1a1a")))


def _candidates(item: MarkItem) -> list[tuple[QPointF, bool]]:
    r = item._caption.boundingRect()
    w, h = r.width(), r.height()
    gap = item.RADIUS + 4
    near = [
        QPointF(gap, h / 3),  # right
        QPointF(-gap - w, h / 3),  # left
        QPointF(-w / 2, -gap),  # above
        QPointF(-w / 2, gap + h * 0.8),  # below
        QPointF(gap, -gap),  # upper right
        QPointF(-gap - w, -gap),  # upper left
        QPointF(gap, gap + h * 0.8),  # lower right
        QPointF(-gap - w, gap + h * 0.8),  # lower left
    ]
    far = [QPointF(p.x() * 2.6 + (w if p.x() < 0 else 0) * 1.6, p.y() * 2.6) for p in near]
    return [(p, False) for p in near] + [(p, True) for p in far]


def place_marks(canvas: MapCanvas, marks: Sequence[Mark]) -> tuple[list[MarkItem], bool]:
    """Pin ``marks`` on ``canvas`` with non-colliding captions; return (items, crowded).

    With :data:`LEGEND_FROM` marks or more (``crowded``), pins show their ``short`` text (or their
    number) and the caller lists what the numbers mean beside the map; otherwise captions sit
    beside their pins. Captions stay inside the visible map where a position allows it.
    """
    legend_mode = len(marks) >= LEGEND_FROM
    items: list[MarkItem] = []
    transform = canvas.viewportTransform()
    view = QRectF(canvas.viewport().rect()).adjusted(2, 2, -2, -2)
    space = FreeSpace()
    for i, mark in enumerate(marks, start=1):
        text = (mark.short or str(i)) if legend_mode else mark.caption
        item = MarkItem(mark, text, canvas.font())
        item.setPos(canvas.to_scene(mark.lon, mark.lat))
        item.setZValue(90)
        canvas.scene().addItem(item)
        items.append(item)
        space.take(item.pin_rect().translated(transform.map(item.pos())))
    for item in items:
        if not item.text:
            continue
        at = transform.map(item.pos())
        candidates = _candidates(item)
        rects = [item.caption_rect(offset).translated(at) for offset, _ in candidates]
        k = space.first_free(rects, within=view)
        if k is None:  # nowhere free: the first place, over what is there
            k = 0
            space.take(rects[0])
        offset, leader = candidates[k]
        item.set_caption_offset(offset, leader)
    return items, legend_mode
