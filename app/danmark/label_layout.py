"""Town-name placement for the Danmark board, vectorised with numpy (no Qt).

:func:`label_geometry` measures everything of a layout that depends on the view only (where the
towns are drawn, the names' sizes, the disc radius): every town's candidate places (the order of
:func:`_spots`), which of them lie in the view, the order of their penalties, and how crowded
each town is. :meth:`LabelGeometry.place` then runs the greedy placement for one set of towns
that must be named (the hand on show and the destinations: they change every move, the view
does not), so a move costs only that pass — a walk through each town's places, best first, with
the places that overlap a name already placed kept as bits of one integer per town.

The placements are exactly those of the former all-pairs algorithm (kept as the reference in
``tests/test_danmark_labels_fast.py``):

- rectangles follow ``QRectF``'s own arithmetic (``right = left + width``, ``adjusted`` as
  ``QRectF(x + dx1, y + dy1, w + dx2 - dx1, h + dy2 - dy1)``, ``intersects`` strict, ``contains``
  inclusive), with the same float operations in the same order, so every comparison agrees bit for
  bit; every rectangle here has a positive width and height (names are wider and taller than the
  3 px the disc test trims off them, which :func:`label_geometry` checks), so none is null;
- the distances are square roots of summed squares, within a few units in the last place of
  ``math.hypot``: places whose penalties lie within ``_TIE`` of each other (far above those
  rounding errors, far below any real difference, which are tenths of a pixel) are ordered
  again by penalties recomputed with ``math.hypot``, and a town pair whose distance lies within
  ``_TIE`` of the crowding radius is counted with ``math.hypot`` — so the chosen places are the
  reference's.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

__all__ = ["LabelGeometry", "label_geometry"]

Floats = npt.NDArray[np.float64]

#: candidate places per town: 12 directions at each of 3 distances (see :func:`_spots`)
SPOTS = 36
#: penalties closer than this are ordered again with ``math.hypot`` (see the module docstring)
_TIE = 1e-6
#: where padding "towns" of the neighbour lists stand: farther than any name could reach
_FAR = 1e7
#: the bit of each place in a town's mask of blocked places
_BITS = np.array([1 << k for k in range(SPOTS)], dtype=np.int64)


def _spots(
    px: Floats, py: Floats, w: Floats, h: Floats, r_town: float
) -> tuple[Floats, Floats, Floats, Floats]:
    """Left, top, width, height (each towns × :data:`SPOTS`) of the places for the names, in the
    order and with the float operations of the former ``_label_spots``: right, left, above,
    below, the four diagonals, right and left shifted up and down; then the same farther out
    (twice)."""
    xs: list[Floats] = []
    ys: list[Floats] = []
    for gap in (3.0, 10.0, 18.0):
        r = r_town + gap
        d = r * 0.75
        right, left = px + r, px - r - w
        xs += [right, left, px - w / 2, px - w / 2, px + d, px + d, px - d - w, px - d - w]
        ys += [py - h / 2 - 1, py - h / 2 - 1, py - r - h, py + r + 2, py - d - h, py + d]
        ys += [py - d - h, py + d]
        xs += [right, right, left, left]
        ys += [py - 1.4 * h, py + 0.4 * h, py - 1.4 * h, py + 0.4 * h]
    x = np.stack(xs, axis=-1)
    y = np.stack(ys, axis=-1)
    return x, y, np.repeat(w[:, None], SPOTS, axis=1), np.repeat(h[:, None], SPOTS, axis=1)


@dataclass(frozen=True)
class LabelGeometry:
    """The view-dependent part of a label layout; :meth:`place` adds the towns to be named."""

    #: per town × place: left, top, right, bottom of the candidate place (``QRectF`` edges)
    left: Floats
    top: Floats
    right: Floats
    bottom: Floats
    #: per town: its places that lie wholly in the view, best (lowest penalty) first
    choices: tuple[tuple[int, ...], ...]
    #: per town: its centre is in the view or within 40 px of it (else it gets no name)
    shown: tuple[bool, ...]
    #: per town: the number of other towns within six disc radii (the most crowded choose first)
    crowd: tuple[int, ...]
    #: per town: the towns whose places can overlap this town's places
    overlapping: tuple[npt.NDArray[np.intp], ...]
    #: (town, place) -> [(other town, bits of its places that overlap this place)], filled as
    #: places are taken (a move takes mostly the places of the move before)
    _conflicts: dict[tuple[int, int], list[tuple[int, int]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def place(self, order: list[int], must: set[int]) -> list[tuple[int, float, float]]:
        """Names in ``order``, each at its best free place (the lowest penalty of the places
        that stay in view and overlap no name placed before); a town in ``must`` with no free
        place is named at its first place all the same. Returns (town, left, top)."""
        blocked = [0] * len(self.shown)
        out: list[tuple[int, float, float]] = []
        for i in order:
            if not self.shown[i]:
                continue
            taken = blocked[i]
            for k in self.choices[i]:
                if not taken >> k & 1:
                    break
            else:
                if i not in must:
                    continue
                k = 0
            out.append((i, float(self.left[i, k]), float(self.top[i, k])))
            for j, bits in self._overlaps(i, k):
                blocked[j] |= bits
        return out

    def _overlaps(self, i: int, k: int) -> list[tuple[int, int]]:
        """The places of other towns that town ``i``'s place ``k`` overlaps, as bit masks."""
        found = self._conflicts.get((i, k))
        if found is None:
            others = self.overlapping[i]
            hit = (
                (self.left[others] < self.right[i, k])
                & (self.left[i, k] < self.right[others])
                & (self.top[others] < self.bottom[i, k])
                & (self.top[i, k] < self.bottom[others])
            )
            masks = (hit * _BITS).sum(axis=1)
            found = [(j, m) for j, m in zip(others.tolist(), masks.tolist(), strict=True) if m]
            self._conflicts[(i, k)] = found
        return found


def label_geometry(
    centres: list[tuple[float, float]],
    sizes: list[tuple[float, float]],
    r_town: float,
    view: tuple[float, float, float, float],
    stars: list[bool],
    airports: list[bool],
) -> LabelGeometry:
    """The view-dependent part of the layout of town names.

    ``centres`` are the towns' drawn centres, ``sizes`` their names' advance and ascent,
    ``view`` the viewport's left, top, width, height, ``stars`` and ``airports`` which towns
    carry a star (upper left of the disc) or a plane (lower right).

    A place's penalty, lower is better: ``40 * misread`` (a name nearer another town than its own
    could be read as that town's), 60 over another town's disc or icon, 200 over another town's
    centre, plus its gap to its own town and a tenth of its index. Only the towns near a place
    enter it: a town whose centre is farther from a place (on either axis) than
    ``reach = max(own_gap + 2, r_town + 3 + 5 * scale)`` cannot change it —

    - *misread* is ``max(0, own_gap - min(other gaps) + 2)``: a town with a gap of
      ``own_gap + 2`` or more is never the minimum that makes it positive, and if every town is
      that far it stays 0, whichever of them (or the default 1e9) is the minimum; a gap is at
      least its larger axis part;
    - *over a centre* needs a centre inside the place (gap 0);
    - *over a disc or icon* needs another town's disc (``r_town`` from its centre on each axis)
      or icon (at most ``r_town + 3 + 5 * scale`` on each axis: the plane's offset and radius;
      the star's are smaller) to overlap the place.

    So the neighbours of a town are the centres within the largest reach (plus 1 px) of the box
    around all its places; the lists are padded with a town :data:`_FAR` away, which changes
    nothing either.
    """
    count = len(centres)
    scale = r_town / 7.5
    pxy = np.array(centres, dtype=np.float64).reshape(count, 2)
    px, py = pxy[:, 0], pxy[:, 1]
    size = np.array(sizes, dtype=np.float64).reshape(count, 2)
    if count and not (size > 3.0).all():
        raise ValueError("every name must be wider and taller than 3 px")
    x, y, w, h = _spots(px, py, size[:, 0], size[:, 1], r_town)
    right, bottom = x + w, y + h

    # gaps to the own town: the distance from its centre to each place (0 inside)
    own_dx = np.maximum(np.maximum(x - px[:, None], 0.0), px[:, None] - right)
    own_dy = np.maximum(np.maximum(y - py[:, None], 0.0), py[:, None] - bottom)
    own = np.sqrt(own_dx * own_dx + own_dy * own_dy)

    # neighbours: centres within reach of the box of a town's places (see the docstring)
    reach = max(float(own.max(initial=0.0)) + 2.0, r_town + 3 + 5 * scale) + 1.0
    box_l, box_r = x.min(axis=1), right.max(axis=1)
    box_t, box_b = y.min(axis=1), bottom.max(axis=1)
    near = (
        (px[None, :] >= box_l[:, None] - reach)
        & (px[None, :] <= box_r[:, None] + reach)
        & (py[None, :] >= box_t[:, None] - reach)
        & (py[None, :] <= box_b[:, None] + reach)
    )
    np.fill_diagonal(near, False)
    index = _padded_rows(near, count)
    qx = np.append(px, _FAR)[index][:, None, :]  # towns × 1 × neighbours
    qy = np.append(py, _FAR)[index][:, None, :]
    x3, y3, r3, b3 = x[:, :, None], y[:, :, None], right[:, :, None], bottom[:, :, None]
    gap_dx = np.maximum(np.maximum(x3 - qx, 0.0), qx - r3)
    gap_dy = np.maximum(np.maximum(y3 - qy, 0.0), qy - b3)
    gap2 = gap_dx * gap_dx + gap_dy * gap_dy
    nearest2 = gap2.min(axis=2)
    # a centre lies in a place (``contains``, edges included) exactly when both gap parts are 0
    # (``left - x <= 0`` is ``left <= x`` for floats) — then, and only then, its gap² is 0
    covered = nearest2 == 0.0
    misread = np.maximum(0.0, own - np.sqrt(nearest2) + 2.0)

    # other towns' discs and icons under the place trimmed by 1.5 px (a touch of a rim is fine)
    il, it = x3 + 1.5, y3 + 1.5
    ir, ib = il + (w[:, :, None] + -1.5 - 1.5), it + (h[:, :, None] + -1.5 - 1.5)
    ol, ot, orr, ob = _obstacles(px, py, r_town, scale, stars, airports, near)
    hit = (il < orr) & (ol < ir) & (it < ob) & (ot < ib)
    clear = ~hit.any(axis=2)
    over_disc = np.where(clear, 0.0, 60.0)
    over_centre = np.where(covered, 200.0, 0.0)
    tenth = 0.1 * np.arange(SPOTS)
    penalty = 40.0 * misread + over_disc + over_centre + own + tenth

    # each town's places in view, best first; near ties ordered by exact penalties
    in_view = (
        (x >= view[0])
        & (right <= view[0] + view[2])
        & (y >= view[1])
        & (bottom <= view[1] + view[3])
    )
    ranked = np.argsort(penalty, axis=1, kind="stable")  # equal penalties: lower index first
    ranked_pen = np.take_along_axis(penalty, ranked, axis=1)
    close = np.diff(ranked_pen, axis=1) <= _TIE
    choices: list[tuple[int, ...]] = []
    tied = close.any(axis=1).tolist()
    for i, (row, seen) in enumerate(zip(ranked.tolist(), in_view.tolist(), strict=True)):
        if tied[i]:

            def exact(k: int, i: int = i) -> tuple[float, int]:
                own_k = math.hypot(float(own_dx[i, k]), float(own_dy[i, k]))
                other = min(
                    math.hypot(a, b)
                    for a, b in zip(gap_dx[i, k].tolist(), gap_dy[i, k].tolist(), strict=True)
                )
                misread_k = max(0.0, own_k - other + 2.0)
                disc, centre = float(over_disc[i, k]), float(over_centre[i, k])
                return (40.0 * misread_k + disc + centre + own_k + 0.1 * k, k)

            row = _reorder_ties(row, close[i].tolist(), exact)
        choices.append(tuple(k for k in row if seen[k]))

    return LabelGeometry(
        left=x,
        top=y,
        right=right,
        bottom=bottom,
        choices=tuple(choices),
        shown=tuple(
            (
                (px >= view[0] - 40)
                & (px <= view[0] - 40 + (view[2] + 40 + 40))
                & (py >= view[1] - 40)
                & (py <= view[1] - 40 + (view[3] + 40 + 40))
            ).tolist()
        ),
        crowd=_crowd(px, py, 6 * r_town),
        overlapping=_overlapping(box_l, box_t, box_r, box_b),
    )


def _padded_rows(mask: npt.NDArray[np.bool_], pad: int) -> npt.NDArray[np.intp]:
    """Per row of ``mask``, the columns set, in order, padded with ``pad`` to equal length."""
    width = max(int(mask.sum(axis=1).max(initial=0)), 1)
    ranked = np.argsort(~mask, axis=1, kind="stable")[:, :width]
    taken = np.take_along_axis(mask, ranked, axis=1)
    return np.where(taken, ranked, pad)


def _obstacles(
    px: Floats,
    py: Floats,
    r_town: float,
    scale: float,
    stars: list[bool],
    airports: list[bool],
    near: npt.NDArray[np.bool_],
) -> tuple[Floats, Floats, Floats, Floats]:
    """Left, top, right, bottom (towns × 1 × obstacles) of the neighbours' discs, stars and
    planes, as the former layout built them as ``QRectF``; padding far away."""
    count = len(px)
    diameter = 2 * r_town
    cl, ct = px - r_town, py - r_town
    boxes = [(cl, ct, cl + diameter, ct + diameter, np.arange(count))]
    star = np.flatnonzero(np.array(stars, dtype=bool))
    if len(star):
        r = 4.0 * scale
        sx, sy = px[star] - r_town - 3 - r, py[star] - r_town - 1 - r
        boxes.append((sx, sy, sx + 2 * r, sy + 2 * r, star))
    plane = np.flatnonzero(np.array(airports, dtype=bool))
    if len(plane):
        r = 5.0 * scale
        ax, ay = px[plane] + r_town + 3 - r, py[plane] + r_town + 3 - r
        boxes.append((ax, ay, ax + 2 * r, ay + 2 * r, plane))
    owner = np.concatenate([b[4] for b in boxes])
    edges = [np.append(np.concatenate([b[n] for b in boxes]), _FAR) for n in range(4)]
    index = _padded_rows(near[:, owner], len(owner))
    left, top, right, bottom = (e[index][:, None, :] for e in edges)
    return left, top, right, bottom


def _reorder_ties(
    row: list[int], close: list[bool], exact: Callable[[int], tuple[float, int]]
) -> list[int]:
    """``row`` (places by numpy penalty) with each run of near-equal penalties (``close[n]``:
    places ``n`` and ``n + 1`` of the row are within :data:`_TIE`) sorted by ``exact``."""
    out: list[int] = []
    run = [row[0]]
    for k, tied in zip(row[1:], close, strict=True):
        if tied:
            run.append(k)
            continue
        out += sorted(run, key=exact) if len(run) > 1 else run
        run = [k]
    out += sorted(run, key=exact) if len(run) > 1 else run
    return out


def _crowd(px: Floats, py: Floats, limit: float) -> tuple[int, ...]:
    """Per town, how many other towns lie closer than ``limit`` (``math.hypot`` at the edge)."""
    dx = px[None, :] - px[:, None]
    dy = py[None, :] - py[:, None]
    dist = np.sqrt(dx * dx + dy * dy)
    crowded = (dist > 0) & (dist < limit)
    for i, j in zip(*np.nonzero(np.abs(dist - limit) <= _TIE), strict=True):
        d = math.hypot(float(dx[i, j]), float(dy[i, j]))
        crowded[i, j] = 0 < d < limit
    return tuple(crowded.sum(axis=1).tolist())


def _overlapping(
    left: Floats, top: Floats, right: Floats, bottom: Floats
) -> tuple[npt.NDArray[np.intp], ...]:
    """Per town, the other towns whose boxes of places come within 1 px of its box: only their
    places can overlap its places."""
    meet = (
        (left[:, None] <= right[None, :] + 1.0)
        & (left[None, :] <= right[:, None] + 1.0)
        & (top[:, None] <= bottom[None, :] + 1.0)
        & (top[None, :] <= bottom[:, None] + 1.0)
    )
    np.fill_diagonal(meet, False)
    rows, cols = np.nonzero(meet)
    return tuple(np.split(cols, np.searchsorted(rows, np.arange(1, len(left)))))
