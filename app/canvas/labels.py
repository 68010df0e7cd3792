"""Label placement: which labels show, and on which side of their dot (greedy, screen space).

:class:`FreeSpace` is the placer's memory of what is taken on screen; the map's labels
(:func:`placing_labels`) and the Minden board's pin captions (``app.minden.marks``) are placed
with it. (The Danmark board's town names are placed by its own vectorised pass,
``app.danmark.label_layout``, measured once per view and rerun on every move.)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QTransform

from geoquiz.app.canvas.items import LabelItem

__all__ = ["FreeSpace", "place_labels", "placing_labels"]

_CELL = 64.0  # pixels: grid bucket for collision tests
_SIDES = ("right", "left", "above", "below")


class FreeSpace:
    """Screen rectangles taken so far, bucketed in a coarse grid (a test stays cheap however
    many are taken): :meth:`free` asks, :meth:`take` marks, :meth:`first_free` does both for a
    list of candidate places in order of preference."""

    def __init__(self) -> None:
        self._grid: dict[tuple[int, int], list[QRectF]] = {}

    @staticmethod
    def _cells(r: QRectF) -> list[tuple[int, int]]:
        x0, x1 = int(r.left() // _CELL), int(r.right() // _CELL)
        y0, y1 = int(r.top() // _CELL), int(r.bottom() // _CELL)
        return [(i, j) for i in range(x0, x1 + 1) for j in range(y0, y1 + 1)]

    def free(self, r: QRectF) -> bool:
        """Whether ``r`` meets no rectangle taken."""
        return not any(r.intersects(p) for c in self._cells(r) for p in self._grid.get(c, ()))

    def take(self, r: QRectF) -> None:
        """Mark ``r`` as taken."""
        for c in self._cells(r):
            self._grid.setdefault(c, []).append(r)

    def first_free(self, candidates: Sequence[QRectF], within: QRectF | None = None) -> int | None:
        """Take the first candidate that is free (and inside ``within``); its index, or None."""
        for k, r in enumerate(candidates):
            if (within is None or within.contains(r)) and self.free(r):
                self.take(r)
                return k
        return None


def place_labels(
    groups: Sequence[tuple[float, bool, Sequence[LabelItem]]], transform: QTransform, area: QRectF
) -> None:
    """Show the labels in ``area`` (scene coordinates) that fit, hide the others.

    All at once; :func:`placing_labels` does the same a few hundred labels at a time.
    """
    for _ in placing_labels(groups, transform, area):
        pass


def placing_labels(
    groups: Sequence[tuple[float, bool, Sequence[LabelItem]]],
    transform: QTransform,
    area: QRectF,
    per_step: int = 250,
) -> Iterator[None]:
    """Place the labels as :func:`place_labels` does, pausing after every ``per_step`` labels.

    A render of the map advances it one pause per step (so no frame places them all); the
    result is the same as placing them in one go, because nothing else moves a label meanwhile.

    ``groups`` are ``(z, collide, items)`` per layer. Labels of layers that do not collide are all
    shown and block the others; the rest are placed greedily, higher layers first, then by
    ``priority``. A label fits when its screen rectangle meets no placed one; a dotted label
    (a town) tries its text right, left, above and below the dot. Rectangles are bucketed in a
    coarse grid, so this stays linear in the number of labels.
    """
    space = FreeSpace()
    candidates: list[tuple[float, float, LabelItem]] = []
    done = 0
    for z, collide, items in groups:
        for item in items:
            done += 1
            if done % per_step == 0:
                yield
            if not area.contains(item.pos()):
                item.setVisible(False)
            elif not collide:
                item.setVisible(True)
                space.take(item.boundingRect().translated(transform.map(item.pos())))
            else:
                candidates.append((-z, -item.priority, item))
    candidates.sort(key=lambda c: (c[0], c[1]))
    for k, (_, _, item) in enumerate(candidates, 1):
        if k % per_step == 0:
            yield
        ok = False
        at = transform.map(item.pos())
        for side in _SIDES if item.dot else _SIDES[:1]:
            item.set_side(side)
            rect = item.boundingRect().translated(at)
            if space.free(rect):
                ok = True
                space.take(rect)
                break
        if not ok:
            item.set_side("right")
        item.setVisible(ok)
