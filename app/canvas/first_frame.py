"""The first frame of ``MapCanvas`` from disk: the stored home view shown before the layers exist.

A canvas given a ``snapshot_key`` by :meth:`FirstFrame.defer_build` shows the image of its home
view stored by an earlier run (``snapshot.py``) and builds its layers after that first frame, their
imports and map data read on a worker thread first; anything that needs the layers sooner (zoom,
hover, hit-tests) builds them at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, QTimer

from geoquiz.app.canvas.layers import BaseCache
from geoquiz.app.canvas.state import CanvasState

__all__ = ["FirstFrame"]


class FirstFrame(CanvasState):
    """Mixin of ``MapCanvas``: showing the stored first frame and building the layers after it."""

    #: after showing a stored first frame, the layers are built this much later (ms)
    BUILD_DELAY_MS = 60

    def defer_build(
        self,
        build: Callable[[], None],
        snapshot_key: str,
        prefetch: Callable[[], object] | None = None,
    ) -> None:
        """Add the layers by ``build()`` later, showing the stored home view until then.

        ``snapshot_key`` names what ``build`` draws (screen and language). Without a stored
        image for the window's size, ``build`` runs before the first frame, as a direct call
        would; anything that needs the layers (zoom, hit-tests) runs it at once. After a stored
        frame, ``prefetch()`` (no Qt: imports, reading map data) runs on a worker thread first,
        so that ``build`` on the UI thread finds everything loaded.
        """
        self.snapshot_key = snapshot_key
        self._pending_build = build
        self._prefetch = prefetch

    def _after_first_frame(self) -> None:
        if not self.isVisible() or self._pending_build is None:
            return  # a window closed at once (a screenshot) never builds
        if self._prefetch is None:
            self._ensure_built()
            return
        from geoquiz.app.runtime.bot_runner import BotRunner

        self._prefetcher = BotRunner(self)  # any function off the UI thread, result queued back
        self._prefetcher.run(self._prefetch, self._build_after_first_frame)

    def _build_after_first_frame(self, *_: object) -> None:
        if self.isVisible():  # a window closed at once (a screenshot) never builds
            self._ensure_built()

    def _ensure_built(self) -> None:
        build, self._pending_build = self._pending_build, None
        if build is not None:
            home = self._home
            build()
            if self._home != home and self._auto_fit:
                self.fit_home()  # the build set another home view: show it, as a direct call would

    def _frame_digest(self, device: QRect, scene_rect: QRectF) -> str | None:
        if self.snapshot_key is None or not self._auto_fit or not self._fitted:
            return None
        from geoquiz.app.canvas.snapshot import frame_digest

        dpr = max(1.0, self.viewport().devicePixelRatioF())
        m11 = self.transform().m11()
        return frame_digest(
            self.snapshot_key, device.width(), device.height(), dpr, m11, scene_rect
        )

    def _show_snapshot(self) -> bool:
        """Show the stored first frame for this view, if there is one; build layers later."""
        area = self._render_area()
        if area is None or area[2] is None:
            return False
        device, scene_rect, digest = area
        from geoquiz.app.canvas.snapshot import read_frame

        image = read_frame(digest)
        if image is None or image.deviceIndependentSize().toSize() != device.size():
            return False
        self._cache = BaseCache(image, self.transform().m11(), scene_rect)
        self._shown_snapshot = (digest, image)
        self.snapshot_shown = True
        QTimer.singleShot(self.BUILD_DELAY_MS, self, self._after_first_frame)
        self.base_rendered.emit()
        return True
