"""The cached base image of ``MapCanvas``: rendering the map layers a few steps at a time.

The map layers are drawn into a cached image (the "base") that every frame blits, with the
overlays (markers, highlight) on top. A new base (another scale, changed layers, panned past the
cached margin) is rendered in steps — pens, levels of detail, label looks, label placement
(``restyle.py``), then layer after layer, a large layer part after part — a few per turn of the
event loop (``STEP_BUDGET_S``), while the old image stays on screen, stretched. The turns do not
repaint: the screen keeps the old image until the new one is complete, so a render costs no
blits but its last, and no turn waits for a whole render (``docs/performance.md``).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from geoquiz.app.canvas.layers import BaseCache, Layer
from geoquiz.app.canvas.restyle import ScaleStyling, Step

__all__ = ["BaseRenderer", "RenderJob", "band_cuts"]

_DONE = object()  # the end of an iterator


@dataclass
class RenderJob:
    """A render of the map layers in progress: the image and the layers still to draw."""

    image: QImage
    scale: float
    scene_rect: QRectF
    #: what is left to do: label looks, placing the labels, then the layers, bottom first
    todo: list[Step]
    digest: str | None = None  # the home view's stored-frame name (None: not the home view)
    steps: int = 0
    #: waiting for the worker thread (a level's paths): no turn runs until it delivers
    waiting: bool = False
    #: finished in one call (``render_base``): nothing is waited for, all is made at once
    synchronous: bool = False
    #: a layer was drawn into the image since the screen last showed it (the first render)
    fresh: bool = False


def _step_key(step: Step) -> tuple[object, object] | None:
    """What a render step is, to expect its cost from the last time (None: not known)."""
    if not isinstance(step, functools.partial):
        return None
    what = step.args[0] if step.args else None
    func = getattr(step.func, "__func__", step.func)
    if isinstance(what, Layer):
        return (func, what.name)
    if isinstance(what, QGraphicsScene):
        return (func, (id(what), step.args[1]) if func is _draw_band else id(what))
    return (func, None)  # placing the labels, a chunk of labels


def _draw_scene(scene: QGraphicsScene, target: QRectF, source: QRectF, painter: QPainter) -> None:
    """A step of a render: one layer's items into the image."""
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


#: horizontal bands the background of a render is filled in, a step each: the first write to a
#: new 9 MB image faults in every page of it (~5 ms at 1920x1200)
CLEAR_BANDS = 4


def _draw_band(
    scene: QGraphicsScene, band: int, target: QRectF, source: QRectF, painter: QPainter
) -> None:
    """A step of a render: one horizontal band of a label layer (``band`` counts from the top,
    so the cost expected of it is that of the same band last time, not of the band before)."""
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


def _clear(color: QColor, band: int, painter: QPainter) -> None:
    """A step of a render: fill one band of the image with the background (before any layer)."""
    painter.save()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    device = painter.device()
    assert isinstance(device, QImage)
    size = device.deviceIndependentSize()
    # whole device pixels per band (the last takes the rest), so bands neither overlap nor gap
    rows = device.height()
    top, bottom = rows * band // CLEAR_BANDS, rows * (band + 1) // CLEAR_BANDS
    scale = size.height() / rows if rows else 1.0
    painter.fillRect(QRectF(0, top * scale, size.width(), (bottom - top) * scale), color)
    painter.restore()


def band_cuts(
    spans: list[tuple[float, float]], top: float, bottom: float, per_band: int
) -> list[float]:
    """Edges of horizontal bands from ``top`` to ``bottom`` of about ``per_band`` labels each.

    ``spans`` are the labels' vertical extents; a cut is made only in a gap between them, so no
    label straddles two bands (a crowd without gaps stays in one band).
    """
    cuts = [top]
    count, reach = 0, top
    for a, b in sorted(s for s in spans if s[1] > top and s[0] < bottom):
        if count >= per_band and a > reach:
            cuts.append((reach + a) / 2)
            count = 0
        count += 1
        reach = max(reach, b)
    cuts.append(bottom)
    return cuts


class BaseRenderer(ScaleStyling):
    """Mixin of ``MapCanvas``: the cached base image and its step-wise render (module docstring)."""

    CACHE_MARGIN = 0.1  # extra fraction of the viewport rendered on each side (for panning)
    #: seconds a turn of the event loop (or the frame that starts a render) spends on it:
    #: starting it, then the steps that fit as long as they took the last time; short enough
    #: that a turn and the frame after it stay inside half a 60 Hz frame (2.5 ms left the worst
    #: cold turn at 8x zoom 0.52-0.53x the frame budget in three quiet runs of bench_frame.py,
    #: 1.5 ms 0.38-0.42x in two, and the view sharp sooner: 45-95 ms against 58-123 ms)
    STEP_BUDGET_S = 0.0015
    #: a turn this soon (s) after a frame drew the base image waits for the next pass (once):
    #: the frame's own remaining work (overlays, the window's backing store) follows the base
    FRAME_PASS_S = 0.008
    #: seconds between two repaints of the very first render's image while it is drawn
    FIRST_RENDER_REPAINT_S = 0.05

    def invalidate_base(self, *args: Any) -> None:
        """Forget the cached map image (layers changed); the next frame starts a new render.

        The old image stays on screen until the new one is complete.
        """
        if self._cache is not None:
            self._stale = self._cache
        self._cache = None
        self._abandon_job()
        if self.isVisible():
            self.viewport().update()

    def _fits(self, c: BaseCache | RenderJob | None) -> bool:
        if c is None or abs(c.scale - self.transform().m11()) > 1e-12 * abs(c.scale):
            return False
        return c.scene_rect.contains(self.mapToScene(self.viewport().rect()).boundingRect())

    def _cache_fits(self) -> bool:
        return self._fits(self._cache)

    def _start_job(self) -> RenderJob | None:
        """Begin rendering the map layers for the current view (drawn by :meth:`_advance`)."""
        self._ensure_built()
        self._base_timer.stop()
        self._abandon_job()
        steps: list[Step] = []
        self.apply_scale(defer=steps)
        area = self._render_area()
        if area is None:
            return None
        device, scene_rect, digest = area
        steps.append(functools.partial(self._declutter_step, scene_rect))
        dpr = max(1.0, self.viewport().devicePixelRatioF())  # sharp on high-DPI screens
        image = self._take_spare(device.size() * dpr)
        image.setDevicePixelRatio(dpr)
        # cleared as a step of its own (writing 9 MB of a new image touches all its memory)
        steps += [functools.partial(_clear, self._background, b) for b in range(CLEAR_BANDS)]
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
        self._job = RenderJob(image, self.transform().m11(), scene_rect, steps, digest)
        return self._job

    def _take_spare(self, size: QSize) -> QImage:
        """An image of ``size`` for a render: the one the last render replaced, or a new one."""
        spare, self._spare = self._spare, None
        if spare is not None and spare.size() == size:
            return spare
        return QImage(size, QImage.Format.Format_ARGB32_Premultiplied)

    def _keep_spare(self, old: BaseCache | None) -> None:
        """Keep the image a finished render replaced for the next render (not the stored frame
        on screen since the start: its pixels decide whether the stored file is rewritten)."""
        shown = self._shown_snapshot
        if old is not None and (shown is None or old.image is not shown[1]):
            self._spare = old.image

    def _draw_layer(self, layer: Layer, target: QRectF, source: QRectF, painter: QPainter) -> None:
        """A step of a render: one layer's items, or the steps drawing its parts in turn.

        A level of many vertices is held in several scenes (``LayerStack.VERTICES_PER_PART``);
        drawing them one after the other paints the items in the same order as one scene would.
        """
        job = self._job
        scenes = self.drawn_scenes(layer) if self._layers.get(layer.name) is layer else []
        if len(scenes) == 1 or job is None:
            for scene in scenes:
                _draw_scene(scene, target, source, painter)
            return
        job.todo[0:0] = [functools.partial(_draw_scene, s, target, source) for s in scenes]

    def _label_bands(
        self, layer: Layer, target: QRectF, source: QRectF, _painter: QPainter
    ) -> None:
        """Replace the step drawing a label layer by steps drawing it in horizontal bands."""
        job = self._job
        scenes = self.drawn_scenes(layer)
        scene = scenes[0] if scenes else None
        if job is None or scene is None or self._layers.get(layer.name) is not layer:
            return
        # bands holding about LABELS_PER_BAND labels each (labels cluster in cities), cut only
        # between labels: a label's first paint fills its cache with the part inside the band
        # only, so a label cut by a band's edge would lose its other part
        m = abs(self.transform().m22()) or 1.0  # a label's rectangle is in pixels
        spans = []
        for item in scene.items():
            if item.isVisible():
                r, y = item.boundingRect(), item.pos().y()
                spans.append((y + r.top() / m, y + r.bottom() / m))
        cuts = band_cuts(spans, source.top(), source.bottom(), self.LABELS_PER_BAND)
        ky = target.height() / source.height()
        bands = [(a, b) for a, b in zip(cuts, cuts[1:], strict=False) if b > a]
        job.todo[0:0] = [
            functools.partial(
                _draw_band,
                scene,
                k,
                QRectF(
                    target.x(), target.y() + (a - source.top()) * ky, target.width(), (b - a) * ky
                ),
                QRectF(source.x(), a, source.width(), b - a),
            )
            for k, (a, b) in enumerate(bands)
        ]

    def _declutter_step(self, area: QRectF, _painter: QPainter) -> None:
        """A step of a render: start placing the labels, continued by the next steps."""
        self._placing_step(self._decluttering(area), _painter)

    def _placing_step(self, placing: Iterator[None], _painter: QPainter) -> None:
        """A step of a render: place some labels; the rest is the next step."""
        job = self._job
        if next(placing, _DONE) is not _DONE:
            if job is None:
                for _ in placing:  # not in a render: place them all now
                    pass
            else:
                job.todo.insert(0, functools.partial(self._placing_step, placing))

    def _abandon_job(self) -> None:
        """Drop a render in progress; label looks it had not applied yet are redone later."""
        if self._job is not None and self._job.todo:
            self._applied_px_per_km = -1.0
            self._declutter_rect = None
        self._job = None

    def _advance(
        self, job: RenderJob, budget_s: float | None, start: float | None = None, busy: bool = False
    ) -> None:
        """Do steps of ``job`` until ``budget_s`` seconds after ``start`` (None: all).

        A turn that was not ``busy`` with anything else does at least one step, so every
        render ends; one that was (it started the render) may do none.
        """
        begun = time.perf_counter() if start is None else start
        if budget_s is None:
            job.synchronous, job.waiting = True, False
        painter = QPainter(job.image)
        painter.setRenderHints(self.renderHints())
        while job.todo and not job.waiting:
            step = job.todo[0]
            key = _step_key(step)
            if budget_s is not None and busy:
                # stop before a step that, as it took last time, would overrun the budget; a
                # step not timed yet is expected to cost what the last step of its kind did, and
                # the first of a kind comes first in a turn
                expected = (
                    self._step_costs.get(key, self._step_costs.get((key[0], None), budget_s))
                    if key is not None
                    else 0.0
                )
                if time.perf_counter() - begun + expected >= budget_s:
                    break
            job.todo.pop(0)
            func = getattr(step, "func", None)
            if func in (_draw_scene, _draw_band) or (
                getattr(func, "__func__", None) is BaseRenderer._draw_layer
            ):
                job.fresh = True
            t = time.perf_counter()
            step(painter)
            if key is not None:
                # the step's own cost, and its kind's (the guess for a step of that kind not
                # timed yet: a scene or a band drawn for the first time)
                self._step_costs[key] = self._step_costs[(key[0], None)] = time.perf_counter() - t
            job.steps += 1
            busy = True
        painter.end()
        if not job.todo:
            self._job = None
            self._cache = BaseCache(job.image, job.scale, job.scene_rect)
            self._keep_spare(self._stale)
            self._stale = None
            self.base_renders += 1
            if job.digest is not None and job.digest not in self._snapshots_written:
                self._snapshots_written.add(job.digest)
                shown = self._shown_snapshot
                if shown is None or shown[0] != job.digest or shown[1] != job.image:
                    from geoquiz.app.canvas.snapshot import write_frame

                    write_frame(job.digest, job.image)  # new, or the stored one was out of date
            self.viewport().update()  # swap the new image in
            self.base_rendered.emit()

    def render_base(self) -> None:
        """Render the map layers into the cache for the current view (synchronously).

        A render for this view under way is finished, not begun again.
        """
        job = self._job if self._fits(self._job) else self._start_job()
        if job is not None:
            self._advance(job, None)

    def _refresh_base(self) -> None:
        """The view rests after a zoom: start the render at this scale (the rest timer's slot)."""
        if self._cache_fits() or self._fits(self._job):
            return  # sharp, or the render for this view is under way
        if not self.isVisible():
            self._rested = True  # the next frame starts it
            return
        self._begin_render(None)

    def _begin_render(self, start: float | None) -> RenderJob | None:
        """Start a render and do what fits of it in this turn; later turns do the rest."""
        self._rested = False
        start = time.perf_counter() if start is None else start  # starting counts too
        job = self._start_job()
        if job is not None:
            self._advance(job, self.STEP_BUDGET_S, start, busy=True)
            self._schedule_turn()
        return job

    def level_ready(self, layer: Layer, lod: int) -> None:
        """The worker made a level's paths: a render waiting for them goes on."""
        job = self._job
        if job is not None and job.waiting:
            job.waiting = False
            self._schedule_turn()

    def _schedule_turn(self) -> None:
        if self._job is not None and not self._job.waiting and not self._turn_pending:
            self._turn_pending = True
            # a zero-interval timer, not a posted call (``QTimer.singleShot(0)``): the event loop
            # runs every posted event of a pass, the next turn's too, but a timer once a pass, so
            # the frames and timers between two turns are not kept waiting for two of them
            self._turn_timer.start()

    def _render_turn(self) -> None:
        """A turn of the event loop: a few steps of the render under way (no repaint).

        Until the image is complete the screen keeps the old one; only the very first render,
        with nothing else to show, repaints now and then (``FIRST_RENDER_REPAINT_S``) once a
        layer was drawn, so its layers show as they come.
        """
        self._turn_pending = False
        job = self._job
        if job is None or not self._fits(job):
            return  # the view moved on: a frame or the rest timer starts a new render
        now = time.perf_counter()
        if self._cache is None and self._stale is None and job.fresh:
            if now - self._painted_at >= self.FIRST_RENDER_REPAINT_S:
                # the very first render shows its layers as they come: a repaint instead of
                # steps in this turn (a turn and a whole frame back to back would add up)
                job.fresh = False
                self.viewport().update()
                self._turn_pending = True
                self._turn_timer.start()
                return
        if self._frame_pass and now - self._painted_at < self.FRAME_PASS_S:
            # a frame was painted just now, in this very pass of the event loop: the turn goes
            # to the next pass (once), so the frame and a turn do not add up
            self._frame_pass = False
            self._turn_pending = True
            self._turn_timer.start()
            return
        self._frame_pass = False
        self._advance(job, self.STEP_BUDGET_S)
        if self._job is job:
            self._schedule_turn()

    def base_is_current(self) -> bool:
        """Whether the cached map matches the view (no re-render pending)."""
        return self._cache_fits()

    def drawBackground(self, painter: QPainter, rect: QRect | QRectF) -> None:
        frame_start = time.perf_counter()
        self._frame_pass = True  # a frame was painted (see _render_turn)
        if not (self._cache_fits() and self._background.alpha() == 255):
            # (a fitting image covers the whole viewport with opaque pixels: no fill under it)
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
            if job is None and (c is None or c.scale == self.transform().m11() or self._rested):
                # first frame, changed layers, panned past the cached margin: render now, a
                # few steps in this frame, the rest in the next turns of the event loop
                job = self._begin_render(frame_start)
            elif job is None:
                # zooming: show the stale image stretched into place now (wheel steps come
                # faster than renders), render it sharp when the view rests
                self._base_timer.start()
        c = self._cache
        if c is not None and self._cache_fits():
            painter.drawImage(c.scene_rect, c.image, QRectF(c.image.rect()))
            self._painted_at = time.perf_counter()
            return
        # until the new image is complete, the old one (stretched if the scale changed); the
        # very first render shows its layers as they are drawn
        started = self._job if self._job is job and self._job is not None else None
        if started is not None and any(getattr(st, "func", None) is _clear for st in started.todo):
            started = None  # not cleared yet
        shown = c or self._stale or started
        if shown is not None:
            # not smoothed: a stretched image is on screen for a few frames only, and smoothing
            # it costs more than drawing the map
            painter.drawImage(shown.scene_rect, shown.image, QRectF(shown.image.rect()))
        self._painted_at = time.perf_counter()

    def _render_area(self) -> tuple[QRect, QRectF, str | None] | None:
        """The device rectangle a base image covers, its scene rectangle, and its stored-frame
        name (None: not the home view); None while the viewport is empty."""
        vp = self.viewport().rect()
        if vp.width() < 1 or vp.height() < 1:
            return None
        device = self._device_rect()
        scene_rect = self.mapToScene(device).boundingRect()
        return device, scene_rect, self._frame_digest(device, scene_rect)

    def _device_rect(self) -> QRect:
        vp = self.viewport().rect()
        mx, my = round(vp.width() * self.CACHE_MARGIN), round(vp.height() * self.CACHE_MARGIN)
        return vp.adjusted(-mx, -my, mx, my)
