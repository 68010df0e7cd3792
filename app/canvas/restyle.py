"""How ``MapCanvas`` adapts its layers to the scale: levels of detail, pen widths, label looks.

A render (``render.py``) asks :meth:`ScaleStyling.apply_scale` for the changes as small steps,
so that no frame of a zoom does all of them at once: a level of detail made for the first time
is a step, pens and label looks change a few hundred items (a few dozen labels) a step, and
placing the labels (``labels.place_labels``) is a step. Switching to a level that exists costs
nothing: each level has a scene of its own (``layer_stack.py``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from geoquiz.app.canvas.items import LabelItem, MapPathItem
from geoquiz.app.canvas.labels import placing_labels
from geoquiz.app.canvas.layers import Layer
from geoquiz.app.canvas.state import CanvasState
from geoquiz.app.canvas.style import Palette

__all__ = ["ScaleStyling", "Step"]

#: one step of a render: gets the painter of the image being drawn
Step = Callable[[QPainter], None]


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


def _repen(
    items: list[MapPathItem], pen: QPen, done: tuple[Layer, int] | None, _painter: QPainter
) -> None:
    """A step of a render: the new pen of some items of a level (the last chunk marks it)."""
    for item in items:
        item.setPen(pen)
    if done is not None:
        done[0].pen_widths[done[1]] = pen.widthF()


def chunked(items: list[object], n: int) -> list[list[object]]:
    """``items`` in runs of ``n`` (at least one run, perhaps empty, so a last chunk exists)."""
    return [items[k : k + n] for k in range(0, len(items), n)] or [[]]


class ScaleStyling(CanvasState):
    """Mixin of ``MapCanvas``: the scale-dependent look of the layers (module docstring)."""

    #: labels re-laid out per step of a render (a new text size re-makes every label's path)
    LABELS_PER_STEP = 8
    #: label items made per step of a render (a layer's labels are made when first in range)
    LABELS_MADE_PER_STEP = 60
    #: line items given a new pen per step of a render (Qt recomputes each one's bounds)
    PENS_PER_STEP = 600
    #: items of a new level of detail made per step of a render (~10 µs each)
    ITEMS_PER_STEP = 80
    #: labels placed (shown or hidden by collisions) per step of a render
    LABELS_PER_PLACING = 50
    #: visible labels per band when a render draws a label layer (each is stroked the first time)
    LABELS_PER_BAND = 1

    def apply_scale(self, defer: list[Step] | None = None) -> None:
        """Choose levels of detail, pen widths, label sizes and label visibility for the scale.

        With ``defer`` the work is appended to it as steps (see the module docstring) instead of
        being done now.
        """
        ppk = self.px_per_km()
        if ppk <= 0 or abs(ppk - self._applied_px_per_km) < 1e-9 * ppk:
            return
        self._applied_px_per_km = ppk
        for layer in self._layers.values():
            if layer.kind in ("area", "lines"):
                lod = min(sum(1 for t in layer.lod_px_per_km if ppk < t), len(layer.lod_items) - 1)
                if lod != layer.lod and defer is not None and layer.lod_items[lod] is None:
                    # a level not made yet: its paths on the worker thread (from now on), its
                    # items a chunk a step (see _switch_step)
                    self.request_level(layer, lod)
                    defer.append(functools.partial(self._switch_step, layer, lod))
                    continue
                self._switch_level(layer, lod, defer)
            elif layer.kind == "labels" and layer.label_style is not None:
                self._restyle_labels(layer, ppk, defer)
        self._declutter_rect = None

    def _switch_level(self, layer: Layer, lod: int, defer: list[Step] | None) -> None:
        """Draw level ``lod`` of a layer from now on, with the pen of this scale."""
        self._lod_items(layer, lod)  # made now unless it exists
        layer.lod = lod
        if layer.line_style is None:
            return
        pen = layer.line_style.pen(self.px_per_km(), self._reference_px_per_km)
        if layer.pen_widths.get(lod) == pen.widthF():
            return
        items = self._lod_items(layer, lod)
        if defer is None:
            for item in items:
                item.setPen(pen)
            layer.pen_widths[lod] = pen.widthF()
            return
        chunks = chunked(list(items), self.PENS_PER_STEP)
        for k, chunk in enumerate(chunks):
            done = (layer, lod) if k == len(chunks) - 1 else None
            defer.append(functools.partial(_repen, chunk, pen, done))

    def _restyle_labels(self, layer: Layer, ppk: float, defer: list[Step] | None) -> None:
        """The text size of a label layer at this scale, or the layer hidden out of its range."""
        style = layer.label_style
        assert style is not None
        font = QFont(self.font())
        font.setPixelSize(max(6, round(style.font_px(ppk, self._reference_px_per_km))))
        font.setBold(style.bold)
        halo = Palette.HALO if style.halo else None
        if not (style.min_px_per_km <= ppk <= style.max_px_per_km) or layer.hidden:
            for item in layer.items:
                item.setVisible(False)
            return
        look = (font.pixelSize(), font.bold(), style.color.rgba(), style.halo)
        if look == layer.look:
            return
        if defer is None:
            layer.look = look
            for label in self._label_items(layer):
                label.set_look(font, style.color, halo)
            return
        defer.append(functools.partial(self._relook_step, layer, font, halo, look))

    def _relook_step(
        self, layer: Layer, font: QFont, halo: QColor | None, look: tuple[object, ...], _p: QPainter
    ) -> None:
        """A step of a render: make the next labels of a layer (its first time in range), or,
        once all exist, replace this step by the steps giving them their look, a chunk each."""
        job = self._job
        style = layer.label_style
        if job is None or style is None or self._layers.get(layer.name) is not layer:
            return
        if not self._make_labels(layer, self.LABELS_MADE_PER_STEP):
            job.todo.insert(0, functools.partial(self._relook_step, layer, font, halo, look))
            return
        chunks = chunked(list(layer.items), self.LABELS_PER_STEP)
        last = len(chunks) - 1
        job.todo[0:0] = [
            functools.partial(
                _relook, chunk, font, style.color, halo, (layer, look) if k == last else None
            )
            for k, chunk in enumerate(chunks)
        ]

    def _switch_step(self, layer: Layer, lod: int, _painter: QPainter) -> None:
        """A step of a render: draw level ``lod`` of a layer from now on, once it is made.

        Until the worker thread delivers the level's paths the render waits (no turn of the
        event loop runs it; ``render.py`` resumes it); then its items are made
        ``ITEMS_PER_STEP`` a step, and this step comes again to switch. A synchronous render
        makes whatever is missing at once.
        """
        if self._layers.get(layer.name) is not layer:
            return  # replaced or removed meanwhile
        job = self._job
        if job is not None and not job.synchronous and layer.lod_items[lod] is None:
            again = functools.partial(self._switch_step, layer, lod)
            if self.request_level(layer, lod):
                job.waiting = True  # the paths are on their way
                job.todo.insert(0, again)
                return
            job.todo.insert(0, again)
            job.todo.insert(0, functools.partial(self._items_step, layer, lod))
            return
        self._switch_level(layer, lod, None)

    def _items_step(self, layer: Layer, lod: int, _painter: QPainter) -> None:
        """A step of a render: make the next ``ITEMS_PER_STEP`` items of a level."""
        if self._layers.get(layer.name) is not layer or layer.lod_items[lod] is not None:
            return
        job = self._job
        if not self._make_items(layer, lod, self.ITEMS_PER_STEP) and job is not None:
            job.todo.insert(0, functools.partial(self._items_step, layer, lod))

    def _declutter(self, area: QRectF) -> None:
        """Place the labels of the layers in range that lie in ``area`` (see ``place_labels``)."""
        for _ in self._decluttering(area):
            pass

    def _decluttering(self, area: QRectF) -> Iterator[None]:
        """Place the labels in ``area`` as :meth:`_declutter` does, pausing now and then."""
        if self._declutter_rect is not None and self._declutter_rect.contains(area):
            return
        ppk = self.px_per_km()
        groups = []
        for layer in self._layers.values():
            style = layer.label_style
            if layer.kind != "labels" or style is None:
                continue
            if layer.hidden or not (style.min_px_per_km <= ppk <= style.max_px_per_km):
                continue
            groups.append((layer.z, style.collide, self._label_items(layer)))
        yield from placing_labels(groups, self.transform(), area, self.LABELS_PER_PLACING)
        self._declutter_rect = QRectF(area)
