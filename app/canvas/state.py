"""What the parts of ``MapCanvas`` share: the attributes its ``__init__`` sets, declared once.

``MapCanvas`` is one class made of parts in their own modules (``layer_stack``, ``restyle``,
``render``, ``first_frame``, and ``view`` itself). Each part reads state the others set and calls
methods the others define; :class:`CanvasState` declares all of them for the type checker and the
reader, so no part repeats the list. It holds no values: ``MapCanvas.__init__`` sets them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QRect, QRectF, QTimer, Signal
    from PySide6.QtGui import QColor, QFont, QImage, QTransform
    from PySide6.QtWidgets import QGraphicsScene

    from geoquiz.app.canvas.items import LabelItem, MapPathItem
    from geoquiz.app.canvas.layers import BaseCache, Layer, LonLatBounds
    from geoquiz.app.canvas.paths import Projector
    from geoquiz.app.canvas.render import RenderJob

__all__ = ["CanvasState"]


class CanvasState:
    """Declarations only (see the module docstring); the parts of ``MapCanvas`` derive from it."""

    # layers (layer_stack) and their look by scale (restyle)
    _layers: dict[str, Layer]
    _scenes: dict[tuple[str, int, int], QGraphicsScene]
    _level_batch: bool
    _level_requests: dict[tuple[str, int], Layer]
    _level_queue: list[tuple[Layer, int]]
    _base_rect: QRectF
    _forward: Projector
    _declutter_rect: QRectF | None
    _applied_px_per_km: float
    _reference_px_per_km: float
    # the base image and its render (render)
    _cache: BaseCache | None
    _stale: BaseCache | None
    _spare: QImage | None
    _job: RenderJob | None
    _rested: bool
    _turn_pending: bool
    _turn_timer: QTimer
    _frame_pass: bool
    _painted_at: float
    _step_costs: dict[tuple[object, object], float]
    _background: QColor
    _base_timer: QTimer
    base_renders: int
    base_rendered: Signal
    # the first frame from disk (first_frame)
    snapshot_key: str | None
    snapshot_shown: bool
    _snapshots_written: set[str]
    _shown_snapshot: tuple[str, QImage] | None
    _pending_build: Callable[[], None] | None
    _prefetch: Callable[[], object] | None
    # the view (view, and QGraphicsView itself)
    _home: LonLatBounds
    _auto_fit: bool
    _fitted: bool
    px_per_km: Callable[[], float]
    project: Callable[..., Any]
    fit_home: Callable[[], None]
    font: Callable[[], QFont]
    transform: Callable[[], QTransform]
    # methods one part defines for the others
    _ensure_built: Callable[[], None]
    _show_snapshot: Callable[[], bool]
    _frame_digest: Callable[[QRect, QRectF], str | None]
    _device_rect: Callable[[], QRect]
    _render_area: Callable[[], tuple[QRect, QRectF, str | None] | None]
    invalidate_base: Callable[..., None]
    drawn_scenes: Callable[[Layer], list[QGraphicsScene]]
    _lod_items: Callable[[Layer, int], list[MapPathItem]]
    _make_items: Callable[[Layer, int, int], bool]
    request_level: Callable[[Layer, int], bool]
    level_ready: Callable[[Layer, int], None]
    _label_items: Callable[[Layer], list[LabelItem]]
    _make_labels: Callable[[Layer, int | None], bool]
