"""The game log's rows painted from cached pixmaps (same pixels as the style paints them).

A new log line is inserted at the top, so every visible row moves and the whole list is
repainted; the style lays out and draws each row's text anew, 2–3 ms for a full list on the UI
thread (``bench/bench_stall.py``), most of a frame. :class:`CachedRows` paints a row once into a
pixmap, onto the list's own background, keyed by everything the style's drawing depends on
(text, size, state, palette, font, device pixel ratio), and copies it afterwards: a moved row
costs a copy.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

__all__ = ["CachedRows", "warm_up"]

#: what the look of every row depends on: the viewport's palette, the font, the pixel ratio
_Look = tuple[int, str, float]
#: the key of a row's pixmap: text, width, height, style state, look
_RowKey = tuple[str, int, int, int, _Look]
_DISPLAY = Qt.ItemDataRole.DisplayRole
_PAINT = QEvent.Type.Paint


class CachedRows(QStyledItemDelegate):
    """The delegate of a list of plain text rows (the game log) that copies painted rows.

    A row is painted by :class:`QStyledItemDelegate` into a pixmap filled with the view's
    background (what it would be painted onto), so the copy equals painting it in place.
    ``limit`` rows are kept, least recently used dropped (a list shows a few dozen)."""

    def __init__(self, view: QAbstractItemView, limit: int = 96) -> None:
        super().__init__(view)
        self._view = view
        self._limit = limit
        self._rows: OrderedDict[_RowKey, QPixmap] = OrderedDict()
        #: the look of the rows in the paint under way (read once per paint of the list: the
        #: palette's and the font's keys cost more than copying a row)
        self._look: _Look | None = None
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == _PAINT:
            self._look = None
        return False

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        rect = option.rect  # type: ignore[attr-defined]
        text = index.data(_DISPLAY)
        if not isinstance(text, str) or rect.isEmpty():
            super().paint(painter, option, index)
            return
        look = self._look
        if look is None:
            dpr = painter.device().devicePixelRatioF()
            palette = self._view.viewport().palette().cacheKey()
            look = self._look = (palette, option.font.key(), dpr)  # type: ignore[attr-defined]
        state = option.state.value  # type: ignore[attr-defined]
        key = (text, rect.width(), rect.height(), state, look)
        pixmap = self._rows.get(key)
        if pixmap is None:
            pixmap = self._paint_row(option, index, rect, look[2])
            self._rows[key] = pixmap
            if len(self._rows) > self._limit:
                self._rows.popitem(last=False)
        else:
            self._rows.move_to_end(key)
        painter.drawPixmap(rect.topLeft(), pixmap)

    def _paint_row(
        self,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        rect: QRect,
        dpr: float,
    ) -> QPixmap:
        """The row as the style paints it, on the viewport's background, at (0, 0)."""
        pixmap = QPixmap(max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        viewport = self._view.viewport()
        painter = QPainter(pixmap)
        painter.fillRect(
            QRect(0, 0, rect.width(), rect.height()),
            viewport.palette().brush(viewport.backgroundRole()),
        )
        moved = QStyleOptionViewItem(option)
        moved.rect = QRect(QPoint(0, 0), rect.size())  # type: ignore[attr-defined]
        super().paint(painter, moved, index)
        painter.end()
        return pixmap


def warm_up(view: QListWidget, sample: str) -> None:
    """Paint a row of ``sample`` once, off screen, while the screen is built, then remove it.

    The first row a list view paints sets up the style's text drawing for it (font and
    layout caches): 9–30 ms on the UI thread, which fell into the move that wrote the game's
    first log line. The list is empty again afterwards."""
    view.addItem(sample)
    view.grab()
    view.clear()
