"""The Danmark board's fast label layout (app/danmark/label_layout.py) places every name exactly
where the former all-pairs algorithm did — kept here, verbatim but for its inputs, as the
reference — on the real board (views, zooms, languages, towns to be named) and on crowded
synthetic boards; and the board item's cached layout equals a fresh one after each change that
must renew it (a move's towns to be named, a resize, a zoom)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pytest
from helpers.danmark_board import shown_board
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from geoquiz.app.danmark import label_layout
from geoquiz.app.danmark.board_view import BoardItem, build_board_canvas
from geoquiz.app.danmark.label_layout import label_geometry
from geoquiz.geo.denmark_board import load_board

BOARD = load_board()


# -- the reference: the layout as it was before label_layout (board_view.py at a5a9342) -------
def _gap(rect: QRectF, p: QPointF) -> float:
    dx = max(rect.left() - p.x(), 0.0, p.x() - rect.right())
    dy = max(rect.top() - p.y(), 0.0, p.y() - rect.bottom())
    return math.hypot(dx, dy)


def _label_spots(p: QPointF, w: float, h: float, r_town: float) -> list[QRectF]:
    spots: list[QRectF] = []
    for gap in (3.0, 10.0, 18.0):
        r = r_town + gap
        d = r * 0.75
        spots += [
            QRectF(p.x() + r, p.y() - h / 2 - 1, w, h),
            QRectF(p.x() - r - w, p.y() - h / 2 - 1, w, h),
            QRectF(p.x() - w / 2, p.y() - r - h, w, h),
            QRectF(p.x() - w / 2, p.y() + r + 2, w, h),
            QRectF(p.x() + d, p.y() - d - h, w, h),
            QRectF(p.x() + d, p.y() + d, w, h),
            QRectF(p.x() - d - w, p.y() - d - h, w, h),
            QRectF(p.x() - d - w, p.y() + d, w, h),
            QRectF(p.x() + r, p.y() - 1.4 * h, w, h),
            QRectF(p.x() + r, p.y() + 0.4 * h, w, h),
            QRectF(p.x() - r - w, p.y() - 1.4 * h, w, h),
            QRectF(p.x() - r - w, p.y() + 0.4 * h, w, h),
        ]
    return spots


def reference_layout(  # noqa: C901 - the former method, kept whole
    towns: list,
    lang: str,
    pts: list[QPointF],
    metrics_w,
    metrics_h: float,
    r_town: float,
    must: set[str],
    view: QRectF,
) -> list[tuple[str, float, float]]:
    circles = [
        QRectF(p.x() - r_town, p.y() - r_town, 2 * r_town, 2 * r_town) for p in pts[: len(towns)]
    ]
    scale = r_town / 7.5
    icons: list[tuple[int, QRectF]] = []
    for j, (town, p) in enumerate(zip(towns, pts, strict=False)):
        if town.star:
            c, r = QPointF(p.x() - r_town - 3, p.y() - r_town - 1), 4.0 * scale
            icons.append((j, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)))
        if town.airport:
            c, r = QPointF(p.x() + r_town + 3, p.y() + r_town + 3), 5.0 * scale
            icons.append((j, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)))
    crowd = [
        sum(
            1
            for q in pts[: len(towns)]
            if 0 < math.hypot(q.x() - p.x(), q.y() - p.y()) < 6 * r_town
        )
        for p in pts[: len(towns)]
    ]

    def rank(i: int) -> tuple[int, int, int, int]:
        t = towns[i]
        return (0 if t.id in must else 1, -crowd[i], 0 if t.group else 1, -(t.population or 0))

    towns_pts = pts[: len(towns)]
    placed: list[QRectF] = []
    out: list[tuple[str, float, float]] = []
    for i in sorted(range(len(towns)), key=rank):
        town = towns[i]
        p = pts[i]
        if not view.adjusted(-40, -40, 40, 40).contains(p):
            continue
        text = town.label(lang)
        w, h = metrics_w(text), metrics_h
        options = _label_spots(p, w, h, r_town)
        free = [r for r in options if view.contains(r) and not any(r.intersects(o) for o in placed)]

        def clear(r: QRectF, i: int = i) -> bool:
            r = r.adjusted(1.5, 1.5, -1.5, -1.5)
            return not any(r.intersects(c) for j, c in enumerate(circles) if j != i) and not any(
                r.intersects(c) for j, c in icons if j != i
            )

        def penalty(k: int, r: QRectF, i: int = i) -> float:
            own_gap = _gap(r, towns_pts[i])
            other_gap = min((_gap(r, q) for j, q in enumerate(towns_pts) if j != i), default=1e9)
            misread = max(0.0, own_gap - other_gap + 2.0)
            covered = any(r.contains(q) for j, q in enumerate(towns_pts) if j != i)
            return (
                40.0 * misread
                + (0.0 if clear(r) else 60.0)
                + (200.0 if covered else 0.0)
                + own_gap
                + 0.1 * k
            )

        scored = sorted(
            (penalty(k, r), k, r) for k, r in enumerate(options) if any(r == f for f in free)
        )
        spot = scored[0][2] if scored else None
        if spot is None and town.id in must:
            spot = options[0]
        if spot is None:
            continue
        placed.append(spot)
        out.append((text, spot.left(), spot.top()))
    return out


# -- helpers -------------------------------------------------------------------------------------
def _inputs(item: BoardItem) -> tuple[list[QPointF], QFont, float]:
    """The display points, name font and disc radius the item paints with at its view now."""
    world = item.canvas.viewportTransform()
    scale = max(0.8, min(1.6, item.canvas.px_per_km() / 1.6))
    pts = item.display_points([world.map(p) for p in item._scene_points()], 7.5 * scale)
    font = QFont(item.canvas.font())
    font.setPixelSize(round(11 * scale))
    return pts, font, 7.5 * scale


def _fresh(item: BoardItem, must: set[str]) -> list[tuple[str, float, float]]:
    pts, font, r_town = _inputs(item)
    item._geometry = None
    return item._layout_labels(pts, font, r_town, must)


def _reference(item: BoardItem, must: set[str]) -> list[tuple[str, float, float]]:
    pts, font, r_town = _inputs(item)
    metrics = QFontMetricsF(font)
    view = QRectF(item.canvas.viewport().rect())
    return reference_layout(
        BOARD.towns,
        item.lang,
        pts,
        metrics.horizontalAdvance,
        metrics.ascent(),
        r_town,
        must,
        view,
    )


def _must_sets(seed: int) -> list[set[str]]:
    """The towns to be named: none, a hand of 16, 8 (a hand late in the game), every town."""
    rng = random.Random(seed)
    ids = [t.id for t in BOARD.towns]
    return [set(), set(rng.sample(ids, 16)), set(rng.sample(ids, 8)), set(ids)]


NONE, HAND, FEW, ALL = range(4)


# -- the real board --------------------------------------------------------------------------------
# The reference needs ~0.6 s per layout of a whole view, so each view is checked with the sets that
# tell most there: the game's own view (the bench's size) with a hand and with every town, the
# zoomed-out view (the most crowded) with every town; every set is checked on views of several
# languages, sizes and zooms.
@pytest.mark.parametrize(
    ("lang", "size", "zoom", "pan", "kinds"),
    [
        ("da", (1400 - 360, 950), 1.0, (0, 0), (HAND, ALL)),
        ("en", (1400 - 360, 950), 1.0, (0, 0), (FEW,)),
        ("de", (1006, 738), 1.0, (0, 0), (NONE,)),
        ("en", (920, 690), 1.0, (0, 0), (ALL,)),
        ("da", (1040, 950), 2.0, (0, 0), (HAND,)),
        ("en", (1040, 950), 3.0, (-180, 120), (FEW,)),
        ("de", (1040, 950), 0.6, (0, 0), (ALL,)),
    ],
)
def test_fast_layout_places_every_name_as_the_reference(  # type: ignore[no-untyped-def]
    qtbot,
    lang: str,
    size: tuple[int, int],
    zoom: float,
    pan: tuple[int, int],
    kinds: tuple[int, ...],
) -> None:
    canvas, item = build_board_canvas(BOARD, lang)
    qtbot.addWidget(canvas)
    canvas.resize(*size)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.fit_home()
    if zoom != 1.0:
        canvas.zoom_by(zoom)
    if pan != (0, 0):
        canvas.pan_by(*pan)
    sets = _must_sets(len(lang) * size[0] + int(zoom * 10))
    for must in (sets[k] for k in kinds):
        expected = _reference(item, must)
        assert expected, "the view shows names"
        assert _fresh(item, must) == expected


def test_painted_layout_follows_moves_resizes_and_zooms(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The layout the item keeps (its view's places measured once) is one made anew after a
    change of the towns to be named (the view's places reused), a resize and a zoom (measured
    again)."""
    canvas, item = shown_board(qtbot, "da")
    ids = [t.id for t in BOARD.towns]
    rng = random.Random(3)
    for change in ("move", "resize", "zoom"):
        item.own_cards = set(rng.sample(ids, 12))
        item.targets = rng.sample(range(len(ids)), 3)
        must = item.own_cards | {ids[s] for s in item.targets}
        if change == "resize":
            canvas.resize(900, 700)
        if change == "zoom":
            canvas.zoom_by(1.7)
        kept = item._geometry
        canvas.grab()
        if change == "move":
            assert item._geometry is kept  # only the towns to be named changed
        if change in ("resize", "zoom"):
            assert item._geometry is not kept  # a new view: its places measured again
        # a layout made anew (the places measured again) — the reference's, as the tests above
        # show for every view
        assert item._layout == _fresh(item, must)


# -- crowded synthetic boards: ties, shared centres, names off the view ----------------------------
@dataclass(frozen=True)
class _Town:
    id: str
    name: str
    star: bool
    airport: bool
    group: str | None
    population: int | None

    def label(self, lang: str) -> str:
        return self.name


@pytest.mark.parametrize(("seed", "tie"), [*((s, None) for s in range(10)), (10, 0.5), (11, 3.0)])
def test_fast_layout_equals_the_reference_on_crowded_synthetic_boards(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, seed: int, tie: float | None
) -> None:
    """Random boards, some on a grid (equal distances), some towns on top of others; with
    ``tie`` the near-tie margin is widened so that most places are ordered by the exact
    (``math.hypot``) penalties — any margin must give the reference's places."""
    if tie is not None:
        monkeypatch.setattr(label_layout, "_TIE", tie)
    rng = random.Random(seed)
    count = rng.randint(2, 70)
    spread = rng.choice([60, 150, 400])
    grid = rng.choice([0.0, 0.5, 1.0])  # on a grid: exact ties between places are common
    towns, pts = [], []
    for n in range(count):
        x, y = rng.uniform(-30, spread + 30), rng.uniform(-30, spread * 0.7 + 30)
        if grid:
            x, y = round(x / 6) * 6 + grid, round(y / 6) * 6
        if n and rng.random() < 0.08:  # a town on top of another
            x, y = pts[-1].x(), pts[-1].y()
        pts.append(QPointF(x, y))
        towns.append(
            _Town(
                f"t{n}",
                "".join(
                    rng.choice("abcdefghijklmnopqrstuvwxyzæøå") for _ in range(rng.randint(2, 14))
                ),
                rng.random() < 0.3,
                rng.random() < 0.15,
                rng.choice([None, "A", "B"]),
                rng.choice([None, 500, 12000, rng.randint(1, 10**6)]),
            )
        )
    r_town = rng.choice([6.0, 7.5, 9.0, 12.0])
    view = QRectF(0, 0, spread, spread * 0.7)
    font = QFont()
    font.setPixelSize(round(11 * r_town / 7.5))
    metrics = QFontMetricsF(font)
    geometry = label_geometry(
        [(p.x(), p.y()) for p in pts],
        [(metrics.horizontalAdvance(t.name), metrics.ascent()) for t in towns],
        r_town,
        (view.x(), view.y(), view.width(), view.height()),
        [t.star for t in towns],
        [t.airport for t in towns],
    )
    for must in (set(), {t.id for t in towns if rng.random() < 0.5}, {t.id for t in towns}):
        expected = reference_layout(
            towns, "da", pts, metrics.horizontalAdvance, metrics.ascent(), r_town, must, view
        )

        def rank(i: int, must: set[str] = must) -> tuple[int, int, int, int]:
            t = towns[i]
            return (
                0 if t.id in must else 1,
                -geometry.crowd[i],
                0 if t.group else 1,
                -(t.population or 0),
            )

        order = sorted(range(count), key=rank)
        named = {i for i, t in enumerate(towns) if t.id in must}
        got = [(towns[i].name, left, top) for i, left, top in geometry.place(order, named)]
        assert got == expected


def test_near_ties_are_ordered_by_the_exact_penalty() -> None:
    """Runs of places whose numpy penalties are within the margin are sorted by the exact key;
    places outside a run keep their order."""
    exact = {4: (1.0, 4), 2: (0.5, 2), 7: (0.7, 7), 0: (3.0, 0), 5: (2.0, 5), 1: (2.0, 1)}
    row = [4, 2, 7, 0, 5, 1]
    close = [True, True, False, True, False]  # runs: 4 2 7 | 0 5 | 1
    assert label_layout._reorder_ties(row, close, exact.__getitem__) == [2, 7, 4, 5, 0, 1]
