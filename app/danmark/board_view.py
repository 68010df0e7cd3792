"""The Danmark-spillet board on a :class:`MapCanvas`: land, roads with their spaces, towns, pieces.

The map layers (Denmark and its neighbours) are the canvas's cached base; the board itself is
drawn as overlay items of constant pixel size on top: roads as brown lines with a dot per plain
space, ferries dashed blue, the Storebælt toll bridge as a thick double line, towns as circles in
their group's colour with the group letter inside (colour plus letter, so colour-blind players
can tell the groups), star towns with a star, airports with a plane glyph, dead ends with a bar.
Pieces are numbered discs; legal destinations are ringed, the keyboard selection ringed thicker.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shiboken6 import Shiboken

if TYPE_CHECKING:
    from geoquiz.app.danmark.label_layout import LabelGeometry

from geoquiz.app.canvas import AreaStyle, LineStyle, MapCanvas, Palette
from geoquiz.geo.denmark_board import Board, coast

__all__ = ["GROUP_COLOURS", "PLAYER_COLOURS", "PLAYER_SHAPES", "BoardItem", "build_board_canvas"]

# Okabe–Ito colours for the groups (with the letter drawn inside every town).
GROUP_COLOURS = {
    "A": QColor("#e69f00"),
    "B": QColor("#56b4e9"),
    "C": QColor("#009e73"),
    "D": QColor("#cc79a7"),
}
# Piece colours and shapes (with the player's number inside): black circle, dark red triangle,
# indigo diamond, dark grey square. No board element (group discs, white plain towns, stars,
# ferries, roads, destination rings) uses these colours, and the shape and the number tell the
# pieces apart without colour.
PLAYER_COLOURS = (QColor("#000000"), QColor("#a50026"), QColor("#3f007d"), QColor("#5a5a5a"))
PLAYER_SHAPES = ("circle", "triangle", "diamond", "square")
EXTENT = (7.6, 54.4, 15.7, 57.9)
ROAD = QColor("#7a4a1c")
FERRY = QColor("#1f5fa8")


class BoardItem(QGraphicsItem):
    """Everything of the board above the map, painted in view pixels at every frame."""

    def __init__(self, canvas: MapCanvas, board: Board, lang: str) -> None:
        super().__init__()
        self.canvas = canvas
        self.board = board
        self.lang = lang
        self.pieces: list[int] = []  # space of each player's piece (-1: not placed)
        self.targets: list[int] = []  # highlighted destination spaces
        self.selected: int | None = None
        #: the other players' last moves (:meth:`app.danmark.screen.DanmarkScreen.trails`):
        #: (player, the spaces of the piece's path), drawn as dashed, haloed lines in the
        #: player's colour with the player's shape at each end (not told by colour alone)
        self.trails: list[tuple[int, tuple[int, ...]]] = []
        self.own_cards: set[str] = set()  # towns in the hand on show (marked with a ring)
        #: a piece on its way (:class:`app.danmark.animation.PieceWalk`): player, the spaces of
        #: its path, how far along it is (1.0: at the path's second space); drawn there, not at
        #: its space in :attr:`pieces`
        self.walking: tuple[int, tuple[int, ...], float] | None = None
        #: where the last paint drew the walking piece (None: no piece on its way)
        self.walker_at: QPointF | None = None
        #: where the last paint drew each piece: (player, box) (:meth:`_piece_centres`)
        self.piece_rects: list[tuple[int, QRectF]] = []
        #: where the last paint drew the town names (:meth:`_name_rects`)
        self.name_rects: list[QRectF] = []
        #: the pieces' places for a view, names and pieces (:meth:`_piece_centres`): key, places
        self._placed: tuple[object, list[tuple[int, QPointF, QPointF | None]]] | None = None
        self._placed_rects: list[tuple[int, QRectF]] = []
        #: the names the last paint drew: where, and their picture (drawn again over a piece)
        self._drawn_names: list[tuple[QPointF, QPixmap]] = []
        self._scene: list[QPointF] | None = None
        self._road_paths: list[list[QPointF]] | None = None
        self._labels: dict[tuple[str, int], QPixmap] = {}  # names with halo, drawn once
        self._layout: list[tuple[str, float, float]] = []
        #: the name rectangles of :attr:`_layout` in a font: (layout, font key, rectangles)
        self._name_cache: tuple[list[tuple[str, float, float]], str, list[QRectF]] | None = None
        self._layout_key: object = None
        self._geometry: LabelGeometry | None = None  # the view's label places (see _layout_labels)
        self._geometry_key: object = None
        self._label_texts: list[str] = []
        self._view_key: object = None
        self._roads_layer: tuple[object, QImage] | None = None  # roads and spaces of the view
        self._boards: dict[object, QImage] = {}  # roads, spaces and towns, per hand on show
        self._legend: tuple[object, tuple[tuple[float, float], QImage]] | None = None
        self._view_cache: tuple[list[QPointF], list[QPointF], list[QPolygonF]] | None = None
        # what the last paint drew the board images for (see _board_steps), the hands to draw
        # ahead (prepare) and the boards under way
        self._layer_ctx: _LayerContext | None = None
        self._wanted: list[frozenset[str]] = []
        self._jobs: dict[object, Iterator[None]] = {}
        self._pending: tuple[object, frozenset[str]] | None = None  # the board to show next
        self._painted_view: tuple[float, ...] | None = None
        self._paint_asked = False  # a repaint asked for (show_when_ready) and not yet painted
        self._painted_at = 0.0  # when the last paint ended (time.perf_counter)
        self._prepare_timer = QTimer()
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.setInterval(0)
        self._prepare_timer.timeout.connect(self._prepare_step)
        self.setZValue(70)

    def boundingRect(self) -> QRectF:
        return self.canvas.sceneRect()

    def _scene_points(self) -> list[QPointF]:
        """Scene positions of all spaces (projected once)."""
        if self._scene is None:
            self._scene = [
                self.canvas.to_scene(*self.board.space_lonlat(s))
                for s in range(self.board.space_count)
            ]
        return self._scene

    def _scene_roads(self) -> list[list[QPointF]]:
        """Scene polylines of the roads' drawn paths (projected once)."""
        if self._road_paths is None:
            self._road_paths = [
                [self.canvas.to_scene(lon, lat) for lon, lat in road.path]
                for road in self.board.roads
            ]
        return self._road_paths

    def _view_points(
        self, world: QTransform, scale: float
    ) -> tuple[list[QPointF], list[QPointF], list[QPolygonF]]:
        """The spaces where they are in the view, where they are drawn (:meth:`display_points`)
        and the roads' polylines between the drawn towns — kept until the view changes (they
        cost more to work out than to draw)."""
        key = (world.m11(), world.m12(), world.m21(), world.m22(), world.dx(), world.dy(), scale)
        if self._view_key != key:
            board = self.board
            true_pts = [world.map(p) for p in self._scene_points()]
            pts = self.display_points(true_pts, 7.5 * scale)
            lines = []
            for road, line in zip(board.roads, self._scene_roads(), strict=True):
                mapped = [world.map(p) for p in line]
                mapped[0] = pts[board.town_index(road.a)]
                mapped[-1] = pts[board.town_index(road.b)]
                lines.append(QPolygonF(mapped))
            self._view_cache = (true_pts, pts, lines)
            self._view_key = key
        assert self._view_cache is not None
        return self._view_cache

    def display_points(self, pts: list[QPointF], r_town: float) -> list[QPointF]:
        """Town discs that would overlap on screen (Esbjerg and Nordby, 4 km apart across
        Grådyb) are pushed apart; the smaller town moves, and a leader line marks its place."""
        out = list(pts)
        towns = self.board.towns
        gap = 2 * r_town + 3
        for i in range(len(towns)):
            for j in range(i + 1, len(towns)):
                d = out[j] - out[i]
                dist = math.hypot(d.x(), d.y())
                if dist >= gap:
                    continue
                small = j if (towns[j].population or 0) <= (towns[i].population or 0) else i
                big = i if small == j else j
                v = out[small] - out[big]
                length = math.hypot(v.x(), v.y()) or 1.0
                out[small] = out[big] + QPointF(v.x() / length * gap, v.y() / length * gap)
        return out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._paint_asked = False
        board = self.board
        world = painter.worldTransform()
        scale = max(0.8, min(1.6, self.canvas.px_per_km() / 1.6))
        true_pts, pts, road_lines = self._view_points(world, scale)
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(painter.font())
        font.setPixelSize(round(11 * scale))
        bold = QFont(font)
        bold.setBold(True)
        bold.setPixelSize(round(9 * scale))
        r_town = 7.5 * scale
        r_dot = 3.2 * scale
        # roads, spaces and towns change with the view and the hand on show only: drawn once
        # into an image (kept for the last few hands: the hand shown follows the player to move)
        view = self.canvas.viewport().rect()
        ratio = _pixel_ratio(painter.device())
        size = (view.width(), view.height(), ratio)
        layer_key = (self._view_key, size, font.key(), painter.font().key())
        self._layer_ctx = (layer_key, pts, true_pts, road_lines, scale, bold, size)
        self._painted_view = self._current_view()
        key = (layer_key, frozenset(self.own_cards))
        image = self._boards.pop(key, None)
        if image is None:
            for _ in self._jobs.pop(key, None) or self._board_steps(key):
                pass  # the rest of a prepared board, or all of it, now
            image = self._boards.pop(key)
        self._boards[key] = image  # the most recently used last
        painter.drawImage(QPointF(0, 0), image)
        self._paint_labels(painter, pts, font, r_town)
        self._paint_trails(painter, pts, scale)
        # destinations and pieces
        for s in self.targets:
            width = 4.0 if s == self.selected else 2.5
            painter.setPen(QPen(Palette.HIGHLIGHT_EDGE, width))
            painter.setBrush(QColor(0, 114, 178, 60))
            rad = (r_town if board.is_town_space(s) else r_dot) + (9 if s == self.selected else 6)
            painter.drawEllipse(pts[s], rad, rad)
        # placed again only when the view, the names or the pieces change (not every frame)
        pieces_key = (self._layout_key, self._view_key, tuple(self._standing()), font.key(), scale)
        if self._placed is None or self._placed[0] != pieces_key:
            self._placed = (pieces_key, self._piece_centres(pts, font, r_town, r_dot, scale))
            self._placed_rects = list(self.piece_rects)
        placed = self._placed[1]
        self.piece_rects = list(self._placed_rects)
        covered = [box for _, box in self.piece_rects]  # where names are drawn again on top
        walker = None
        if self.walking is not None:  # the piece on its way, between two spaces of its path
            player, path, progress = self.walking
            walker = (player, _along([pts[s] for s in path], progress), None)
        self.walker_at = None if walker is None else walker[1]
        for player, centre, joined in [*placed, *([walker] if walker else [])]:
            colour = PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
            if joined is not None:  # a piece that stands apart points to its space
                painter.setPen(QPen(colour, 2))
                painter.drawLine(joined, centre)
                covered.append(QRectF(joined, centre).normalized().adjusted(-2, -2, 2, 2))
            edge = QColor("#000000") if colour.lightness() > 150 else QColor("#ffffff")
            painter.setPen(QPen(edge, 2))
            painter.setBrush(colour)
            _piece(painter, centre, 9 * scale, PLAYER_SHAPES[player % len(PLAYER_SHAPES)])
            painter.setPen(QColor("#000000") if colour.lightness() > 150 else QColor("#ffffff"))
            painter.setFont(bold)
            painter.drawText(
                QRectF(centre.x() - 9, centre.y() - 9, 18, 18),
                Qt.AlignmentFlag.AlignCenter,
                str(player + 1),
            )
        # a name a piece could not stand beside (every place around it taken) stays readable
        for at, pixmap in self._drawn_names:
            area = QRectF(at, pixmap.deviceIndependentSize())
            if any(area.intersects(box) for box in covered):
                painter.drawPixmap(at, pixmap)
        # the key is set in the bold face of the towns' letters (the painter's font after them)
        legend_key = (view.width(), ratio, bold.key(), repr(self._legend_rows()))
        if self._legend is None or self._legend[0] != legend_key:
            self._legend = (legend_key, self._legend_image(bold, view.width(), ratio))
        painter.drawImage(QPointF(*self._legend[1][0]), self._legend[1][1])
        painter.restore()
        self._painted_at = time.perf_counter()

    def _paint_trails(self, painter: QPainter, pts: list[QPointF], scale: float) -> None:
        """The other players' last moves: each path a dashed line in the player's colour on a
        white halo, a small hollow piece of the player's shape where it began and a filled one
        where it ended (a start town: the filled one only)."""
        for player, path in self.trails:
            colour = PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
            shape = PLAYER_SHAPES[player % len(PLAYER_SHAPES)]
            points = [pts[s] for s in path if 0 <= s < len(pts)]
            if not points:
                continue
            if len(points) > 1:
                line = QPolygonF(points)
                halo = QPen(QColor(255, 255, 255, 230), 7 * scale)
                halo.setCapStyle(Qt.PenCapStyle.RoundCap)
                halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(halo)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolyline(line)
                dashed = QPen(colour, 3.5 * scale, Qt.PenStyle.DashLine)
                dashed.setCapStyle(Qt.PenCapStyle.FlatCap)
                dashed.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(dashed)
                painter.drawPolyline(line)
                painter.setPen(QPen(colour, 2))
                painter.setBrush(QColor(255, 255, 255, 230))
                _piece(painter, points[0], 4.5 * scale, shape)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(colour)
            _piece(painter, points[-1], 5 * scale, shape)

    def _name_rects(self, font: QFont) -> list[QRectF]:
        """Where the town names of the last layout are drawn (their text, a pixel around);
        measured again only for a new layout or font (every move placed the pieces anew)."""
        cached = self._name_cache
        if cached is not None and cached[0] is self._layout and cached[1] == font.key():
            return cached[2]
        metrics = QFontMetricsF(font)
        rects = [
            QRectF(left - 1, top - 1, metrics.horizontalAdvance(text) + 2, metrics.height() + 2)
            for text, left, top in self._layout
        ]
        self._name_cache = (self._layout, font.key(), rects)
        return rects

    def _piece_centres(
        self, pts: list[QPointF], font: QFont, r_town: float, r_dot: float, scale: float
    ) -> list[tuple[int, QPointF, QPointF | None]]:
        """Each placed piece's centre beside its space, so that no piece covers a town name
        (a piece drawn straight above its town covered the name placed there); the third of
        each tuple is the space's centre when the piece stands farther out (a line joins them).

        Of the places around the space that no other piece takes (standing half on it: above,
        right, left, below, the diagonals, the directions between; then farther out, ring by
        ring) the one that hides least: names first, then other towns' discs, then the
        distance. Where a name is still under a piece (a crowded town) it is
        drawn again over the pieces (:meth:`paint`). Sets :attr:`piece_rects` (player, box)."""
        reach_of = {"circle": 1.0, "square": 0.9, "triangle": 1.25, "diamond": 1.2}
        names = self.name_rects = self._name_rects(font)
        towns = self.board.towns
        taken: list[QRectF] = []
        out: list[tuple[int, QPointF, QPointF | None]] = []
        self.piece_rects = []

        for player, space in enumerate(self._standing()):
            if space < 0:
                continue
            # the half width of the piece's shape (the triangle's tip reaches 1.25 radii)
            half = reach_of[PLAYER_SHAPES[player % len(PLAYER_SHAPES)]] * 9 * scale + 1

            base = pts[space]
            rad = r_town if space < len(towns) else r_dot
            reach = 8 * half + 2 * rad
            bx, by = base.x(), base.y()
            # the rectangles as plain (left, top, right, bottom) floats: the areas below are
            # summed for every place of three rings (~2,000 overlaps a move), and each call
            # into a QRectF costs more than the arithmetic (the longest UI stalls of a Danmark
            # game were these paints, bench/bench_stall.py --profile)
            near_names = [_edges(r) for r in names if _gap(r, base) < reach]
            near_discs = [
                (p.x() - r_town, p.y() - r_town, p.x() + r_town, p.y() + r_town)
                for i, p in enumerate(pts[: len(towns)])
                if i != space and math.hypot(p.x() - bx, p.y() - by) < reach
            ]
            # the piece stands half on its space (the names keep off the town's disc)
            rings = [
                [(c.x() - half, c.y() - half, c.x() + half, c.y() + half) for c in ring]
                for ring in _around(base, rad + 0.5 * half, half)
            ]

            # what a place hides: names (their area), other towns' discs (a fifth of theirs)
            # and its distance (a ring farther out as much as a quarter of a piece over a
            # name); on a tie the first place of the ring
            places = [
                (
                    sum(_shared(b, n) for n in near_names)
                    + 0.2 * sum(_shared(b, d) for d in near_discs)
                    + ring * half * half
                    + 0.01 * order,
                    ring,
                    b,
                )
                for ring, boxes in enumerate(rings)
                for order, b in enumerate(boxes)
                if not any(_shared(b, o) > 0.0 for o in taken)
            ]
            _cost, ring, edges = min(places, key=lambda p: p[0]) if places else (0, 0, rings[0][0])
            taken.append(edges)
            box = QRectF(edges[0], edges[1], edges[2] - edges[0], edges[3] - edges[1])
            self.piece_rects.append((player, box))
            out.append((player, box.center(), base if ring else None))
        return out

    def _standing(self) -> list[int]:
        """The spaces of the pieces that stand (the one on its way, :attr:`walking`, as -1)."""
        if self.walking is None:
            return self.pieces
        return [-1 if p == self.walking[0] else s for p, s in enumerate(self.pieces)]

    def prepare(self, hands: list[set[str]]) -> None:
        """Draw the board images of these hands (the players' hands: the one on show follows
        the player to move) in later turns of the event loop, a few towns a turn, so that a
        hand's first paint after a card is handed in finds its image ready."""
        self._wanted = [frozenset(h) for h in hands][: _KEPT_BOARDS - 1]
        self._prepare_timer.start(0)

    def show_when_ready(self) -> None:
        """Repaint the board: at once if the image of the hand on show is drawn, else as soon as
        it is, a few towns per turn of the event loop (meanwhile the last complete picture stays
        on screen, never a half-drawn one; a paint that comes first draws the rest at once)."""
        ctx = self._layer_ctx
        if ctx is None or self._painted_view != self._current_view():
            self._ask_paint()  # a new view: its first paint draws everything
            return
        key = (ctx[0], frozenset(self.own_cards))
        if key in self._boards:
            self._ask_paint()
            return
        self._pending = key
        self._prepare_timer.start(0)

    def picture_pending(self) -> bool:
        """Whether the picture last asked for (:meth:`show_when_ready`) is not yet painted: its
        board image is still being drawn, or its repaint is still to come."""
        return self._pending is not None or self._paint_asked

    def _ask_paint(self) -> None:
        self._paint_asked = True
        self.canvas.viewport().update()

    def _current_view(self) -> tuple[float, ...]:
        """The canvas's transform and viewport size (what a paint's images are drawn for)."""
        t = self.canvas.viewportTransform()
        size = self.canvas.viewport().size()
        return (t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy(), size.width(), size.height())

    def _prepare_step(self) -> None:
        """One step (a band of a copy or a few towns, ~1 ms) of the board the screen waits for
        (:meth:`show_when_ready`), else of the next wanted board (:meth:`prepare`).

        A step never shares an event-loop turn with a paint of the board (2-5 ms): while a
        repaint is due or one has just been done, it waits :data:`_AFTER_PAINT_MS` (a real
        interval, so that it comes after the paint and the turn's other timers)."""
        ctx = self._layer_ctx
        if ctx is None or not Shiboken.isValid(self.canvas):
            return  # nothing painted yet, or the screen is gone
        if self.canvas.viewport().isVisible() and (
            self._paint_asked or time.perf_counter() - self._painted_at < _AFTER_PAINT_S
        ):
            self._prepare_timer.start(_AFTER_PAINT_MS)
            return
        layer_key = ctx[0]
        for key in [k for k in self._jobs if k[0] != layer_key]:
            del self._jobs[key]  # the view changed: drawn again when needed
        pending = self._pending
        if pending is not None:
            if pending[0] == layer_key and pending not in self._boards:
                job = self._jobs.setdefault(pending, self._board_steps(pending))
                if next(job, StopIteration) is StopIteration:
                    self._jobs.pop(pending, None)
            if pending[0] != layer_key or pending in self._boards:
                self._pending = None  # drawn (in this step, or by a paint that came first)
                self._ask_paint()
            self._prepare_timer.start(0)
            return
        for hand in self._wanted:
            key = (layer_key, hand)
            if key in self._boards:
                continue
            job = self._jobs.setdefault(key, self._board_steps(key))
            if next(job, StopIteration) is StopIteration:
                self._jobs.pop(key, None)
            self._prepare_timer.start(0)
            return

    def _board_steps(self, key: tuple[object, frozenset[str]]) -> Iterator[None]:
        """Draw the board image of ``key`` (view, hand) step by step (a yield after each) and
        keep it; the steps paint in the order one pass would, so the image is the same."""
        assert self._layer_ctx is not None and self._layer_ctx[0] == key[0]
        layer_key, pts, true_pts, road_lines, scale, bold, size = self._layer_ctx
        roads = self._roads_layer
        if roads is None or roads[0] != layer_key:
            picture = _layer_image(
                size, lambda p: self._paint_roads(p, pts, true_pts, road_lines, scale)
            )
            roads = self._roads_layer = (layer_key, picture)
            yield
        hand = key[1]
        towns = self.board.towns
        # towns to visit are drawn last: their letter stays visible where circles touch (Esbjerg
        # and Nordby, a short ferry ride apart)
        order = sorted(range(len(towns)), key=lambda j: towns[j].group is not None)
        source = self._nearest_board(layer_key, hand, size[2])
        if source is None:
            image = _blank_like(roads[1])  # its own pixels: the towns are drawn on it
            yield from _copy_rows(roads[1], image)
            for start in range(0, len(order), _TOWNS_PER_STEP):
                layer = QPainter(image)
                layer.setRenderHint(QPainter.RenderHint.Antialiasing)
                self._paint_towns(
                    layer, pts, scale, bold, hand, order[start : start + _TOWNS_PER_STEP]
                )
                layer.end()
                if start + _TOWNS_PER_STEP < len(order):
                    yield
        else:
            # another hand's board with only the rings that differ drawn again: around each
            # such town the roads' pixels are put back and every town reaching there is
            # drawn again in order — the pixels a whole pass would give (whole-pixel clips)
            other, kept = source
            image = _blank_like(kept)
            yield from _copy_rows(kept, image)
            ratio = round(size[2])  # whole (see _nearest_board): logical pixels are whole
            changed = [i for i in order if (towns[i].id in hand) != (towns[i].id in other)]
            r_town = 7.5 * scale
            reach = r_town + 3 + 8.5 * scale + 3  # a town's ring, star, plane and bar
            ring = r_town + 4 + 1.25 + 1  # its ring and half the ring's pen, 1 px spare
            for start in range(0, len(changed), _RINGS_PER_STEP):
                layer = QPainter(image)
                layer.setRenderHint(QPainter.RenderHint.Antialiasing)
                for i in changed[start : start + _RINGS_PER_STEP]:
                    p = pts[i]
                    area = QRect(
                        math.floor(p.x() - ring),
                        math.floor(p.y() - ring),
                        math.ceil(2 * ring) + 2,
                        math.ceil(2 * ring) + 2,
                    )
                    near = [
                        j
                        for j in order
                        if abs(pts[j].x() - area.center().x()) <= reach + area.width()
                        and abs(pts[j].y() - area.center().y()) <= reach + area.height()
                    ]
                    layer.setClipRect(area)
                    layer.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
                    layer.drawImage(
                        QRectF(area),
                        roads[1],
                        QRectF(QRect(area.topLeft() * ratio, area.size() * ratio)),
                    )
                    layer.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
                    self._paint_towns(layer, pts, scale, bold, hand, near)
                layer.end()
                if start + _RINGS_PER_STEP < len(changed):
                    yield
        while len(self._boards) >= _KEPT_BOARDS:
            self._boards.pop(next(iter(self._boards)))
        self._boards[key] = image

    def _nearest_board(
        self, layer_key: object, hand: frozenset[str], ratio: float
    ) -> tuple[frozenset[str], QImage] | None:
        """The kept board of this view whose hand differs least from ``hand`` (if few rings
        differ: drawing them again costs less than all towns), or None."""
        if ratio != round(ratio):
            return None  # whole-pixel clips only where logical pixels are whole device pixels
        best: tuple[frozenset[str], QImage] | None = None
        fewest = _MAX_RINGS_CHANGED + 1
        for (view, other), image in self._boards.items():
            if view == layer_key and len(hand ^ other) < fewest:
                best, fewest = (other, image), len(hand ^ other)
        return best

    def _paint_roads(
        self,
        painter: QPainter,
        pts: list[QPointF],
        true_pts: list[QPointF],
        road_lines: list[QPolygonF],
        scale: float,
    ) -> None:
        """Crossings, roads, the leaders of towns pushed off their place, the plain spaces."""
        board = self.board
        for c in board.crossings:
            a, b = pts[board.town_index(c.a)], pts[board.town_index(c.b)]
            if c.kind == "flight":
                continue
            if c.kind == "bridge":
                pen = QPen(QColor("#333333"), 6 * scale)
                painter.setPen(pen)
                painter.drawLine(a, b)
                painter.setPen(QPen(QColor("#ffffff"), 2.5 * scale))
                painter.drawLine(a, b)
            else:
                pen = QPen(FERRY, 2.2 * scale, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawLine(a, b)
        painter.setPen(QPen(ROAD, 2.2 * scale))
        for line in road_lines:
            painter.drawPolyline(line)
        painter.setPen(QPen(QColor("#1a1a1a"), 1.0, Qt.PenStyle.DotLine))
        for i in range(len(board.towns)):
            if pts[i] != true_pts[i]:  # a town moved off its place: a leader to the real spot
                painter.drawLine(pts[i], true_pts[i])
        painter.setBrush(QColor("#fffaf0"))
        painter.setPen(QPen(ROAD, 1.2))
        r_dot = 3.2 * scale
        for s in range(len(board.towns), board.space_count):
            painter.drawEllipse(pts[s], r_dot, r_dot)

    def _paint_towns(
        self,
        painter: QPainter,
        pts: list[QPointF],
        scale: float,
        bold: QFont,
        hand: frozenset[str],
        order: list[int],
    ) -> None:
        """The towns ``order`` with their discs, group letters, stars, planes and dead-end bars;
        the towns of ``hand`` (the hand on show) ringed."""
        board = self.board
        r_town = 7.5 * scale
        for i in order:
            town = board.towns[i]
            p = pts[i]
            if town.id in hand:
                painter.setPen(QPen(QColor("#000000"), 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(p, r_town + 4, r_town + 4)
            fill = GROUP_COLOURS.get(town.group or "", QColor("#ffffff"))
            painter.setPen(QPen(QColor("#1a1a1a"), 1.4))
            painter.setBrush(fill)
            painter.drawEllipse(p, r_town, r_town)
            if town.group:
                painter.setFont(bold)
                painter.drawText(
                    QRectF(p.x() - r_town, p.y() - r_town, 2 * r_town, 2 * r_town),
                    Qt.AlignmentFlag.AlignCenter,
                    town.group,
                )
            if town.star:
                _star(painter, QPointF(p.x() - r_town - 3, p.y() - r_town - 1), 5.5 * scale)
            if town.airport:
                _plane(painter, QPointF(p.x() + r_town + 3, p.y() + r_town + 3), 7 * scale)
            if town.dead_end:
                painter.setPen(QPen(QColor("#1a1a1a"), 2.5))
                painter.drawLine(
                    QPointF(p.x() - r_town, p.y() + r_town + 3),
                    QPointF(p.x() + r_town, p.y() + r_town + 3),
                )

    def _legend_image(
        self, font: QFont, view_w: int, ratio: float
    ) -> tuple[tuple[float, float], QImage]:
        """The key (:meth:`_paint_legend`) drawn once into an image, and where it goes: it
        changes with the viewport's width only."""
        # the key's box lies within 10 px of the top right corner; an image from the left edge
        # of its widest box would be large — measure it first
        probe = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(probe)
        painter.setFont(font)
        box = self._paint_legend(painter, view_w, measure_only=True)
        painter.end()
        left, top = math.floor(box.left()) - 2, math.floor(box.top()) - 2
        width = math.ceil(box.right()) + 2 - left
        height = math.ceil(box.bottom()) + 2 - top

        def draw(p: QPainter) -> None:
            p.setFont(font)
            p.translate(-left, -top)  # whole pixels: every edge falls where it did on the view
            self._paint_legend(p, view_w)

        return (float(left), float(top)), _layer_image((width, height, ratio), draw)

    def _paint_labels(
        self, painter: QPainter, pts: list[QPointF], font: QFont, r_town: float
    ) -> None:
        """Draw the town names where :meth:`_layout_labels` put them."""
        must = self.own_cards | {
            self.board.towns[s].id for s in self.targets if s < len(self.board.towns)
        }
        view = self.canvas.viewport().rect()
        # the view's transform (the painter's is reset by now), size and the names' font
        geometry_key = (self._view_key, view.width(), view.height(), font.key())
        key = (geometry_key, frozenset(must))
        if self._layout_key != key:
            if self._geometry_key != geometry_key:
                self._geometry = None  # a new view: the places are measured again
                self._geometry_key = geometry_key
            self._layout = self._layout_labels(pts, font, r_town, must)
            self._layout_key = key
        self._drawn_names = []
        for text, left, top in self._layout:
            label_key = (text, font.pixelSize())
            pixmap = self._labels.get(label_key)
            if pixmap is None:
                pixmap = _label_pixmap(text, font, painter.device())
                self._labels[label_key] = pixmap
            painter.drawPixmap(QPointF(left - _HALO, top - _HALO), pixmap)
            self._drawn_names.append((QPointF(left - _HALO, top - _HALO), pixmap))

    def _layout_labels(
        self, pts: list[QPointF], font: QFont, r_town: float, must: set[str]
    ) -> list[tuple[str, float, float]]:
        """Town names, decluttered: the most important first, each at the first of
        :func:`.label_layout._spots` where it stays in view and overlaps no other name and no other
        town's circle, star or plane. Towns of a group, towns in the hand on show and
        destinations always get a name (over a neighbour's circle if nothing else is free, never
        over another name).

        What depends on the view only (the places, their penalties, the crowding) is kept in
        ``self._geometry`` until :meth:`_paint_labels` sees the view change; a new ``must`` set
        (every move) only runs the greedy placement (:mod:`.label_layout`)."""
        from geoquiz.app.danmark.label_layout import label_geometry

        board = self.board
        towns = board.towns
        if self._geometry is None:
            metrics = QFontMetricsF(font)
            texts = [town.label(self.lang) for town in towns]
            view = QRectF(self.canvas.viewport().rect())
            self._geometry = label_geometry(
                [(p.x(), p.y()) for p in pts[: len(towns)]],
                [(metrics.horizontalAdvance(text), metrics.ascent()) for text in texts],
                r_town,
                (view.x(), view.y(), view.width(), view.height()),
                [bool(town.star) for town in towns],
                [bool(town.airport) for town in towns],
            )
            self._label_texts = texts
        geometry = self._geometry
        crowd = geometry.crowd

        # the most crowded towns choose first: they have the fewest good places for a name
        def rank(i: int) -> tuple[int, int, int, int]:
            t = towns[i]
            return (0 if t.id in must else 1, -crowd[i], 0 if t.group else 1, -(t.population or 0))

        order = sorted(range(len(towns)), key=rank)
        named = {i for i, town in enumerate(towns) if town.id in must}
        return [(self._label_texts[i], left, top) for i, left, top in geometry.place(order, named)]

    @staticmethod
    def _legend_rows() -> tuple[list[tuple[str, str]], dict[str, str]]:
        """The key's rows (kind, text) and the groups' names, in the language on show."""
        rows = [
            *(("group", g) for g in ("A", "B", "C", "D")),
            ("star", QCoreApplication.translate("DanmarkBoard", "Chance card")),
            ("plane", QCoreApplication.translate("DanmarkBoard", "Airport")),
            ("ferry", QCoreApplication.translate("DanmarkBoard", "Ferry")),
            ("bridge", QCoreApplication.translate("DanmarkBoard", "Storebælt toll bridge")),
            ("end", QCoreApplication.translate("DanmarkBoard", "Dead end: turn round")),
        ]
        group_names = {
            "A": QCoreApplication.translate("DanmarkBoard", "A North Jutland"),
            "B": QCoreApplication.translate("DanmarkBoard", "B Central and South Jutland"),
            "C": QCoreApplication.translate("DanmarkBoard", "C Funen and southern islands"),
            "D": QCoreApplication.translate("DanmarkBoard", "D Zealand and Bornholm"),
        }
        return rows, group_names

    def _paint_legend(
        self, painter: QPainter, view_w: int, *, measure_only: bool = False
    ) -> QRectF:
        """A key in the upper right corner (over Sweden): groups and the board symbols; returns
        its box (and with ``measure_only`` draws nothing)."""
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
        rows, group_names = self._legend_rows()
        metrics = QFontMetricsF(font)
        width = 44 + max(metrics.horizontalAdvance(group_names.get(v, v)) for _, v in rows)
        line = 18.0
        height = line * len(rows) + 10
        box = QRectF(view_w - width - 10, 10, width, height)
        if measure_only:
            return box
        painter.setPen(QPen(QColor("#555555"), 1))
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawRoundedRect(box, 6, 6)
        for k, (kind, value) in enumerate(rows):
            y = box.top() + 5 + line * k + line / 2
            c = QPointF(box.left() + 18, y)
            text = group_names.get(value, value) if kind == "group" else value
            if kind == "group":
                painter.setPen(QPen(QColor("#1a1a1a"), 1.2))
                painter.setBrush(GROUP_COLOURS[value])
                painter.drawEllipse(c, 7, 7)
            elif kind == "star":
                _star(painter, c, 6.5)
            elif kind == "plane":
                _plane(painter, c, 7)
            elif kind == "ferry":
                painter.setPen(QPen(FERRY, 2.2, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(c.x() - 11, y), QPointF(c.x() + 11, y))
            elif kind == "bridge":
                painter.setPen(QPen(QColor("#333333"), 6))
                painter.drawLine(QPointF(c.x() - 11, y), QPointF(c.x() + 11, y))
                painter.setPen(QPen(QColor("#ffffff"), 2.5))
                painter.drawLine(QPointF(c.x() - 11, y), QPointF(c.x() + 11, y))
            else:
                painter.setPen(QPen(QColor("#1a1a1a"), 2.5))
                painter.drawLine(QPointF(c.x() - 7, y + 4), QPointF(c.x() + 7, y + 4))
            painter.setPen(QColor("#1a1a1a"))
            painter.drawText(QPointF(box.left() + 34, y + metrics.ascent() / 2 - 1), text)
        return box

    def space_near(
        self, lon: float, lat: float, candidates: list[int], px: float = 18.0
    ) -> int | None:
        """The candidate space nearest the clicked point, within ``px`` view pixels."""
        view = self.canvas.view_pos(lon, lat)
        best, best_d = None, px
        for s in candidates:
            q = self.canvas.view_pos(*self.board.space_lonlat(s))
            d = math.hypot(q.x() - view.x(), q.y() - view.y())
            if d <= best_d:
                best, best_d = s, d
        return best


_HALO = 2.0
#: images of the board kept for this many hands on show (the hand shown follows the player to
#: move: up to four players, each hand changing only when a card is handed in; one spare)
_KEPT_BOARDS = 5
#: towns drawn per step of a board image drawn ahead (15 per step made 324-435 of ~1,000 gaps of a
#: game use over 8.3 ms of UI-thread CPU, 5 per step 104: bench/bench_stall.py --kinds Danmark)
_TOWNS_PER_STEP = 5
#: a step of the drawing ahead waits this long (ms) after a paint of the board (or while one is
#: due), and counts a paint as just done for this long (s): a turn of its own
_AFTER_PAINT_MS = 3
_AFTER_PAINT_S = 0.001
#: a board image is copied from the roads' (or a kept board) in this many steps (one step, 1.7-2.1
#: ms, was the longest of a board drawn ahead; three take 0.5-0.7 ms each)
_COPY_BANDS = 3
#: a board is made from a kept one when at most this many towns' rings differ (else drawn anew)
_MAX_RINGS_CHANGED = 8
#: rings drawn again per step of a board made from another (as few as towns, for the same reason)
_RINGS_PER_STEP = 2
#: view key, drawn and true space positions, road polylines, scale, letter font, (w, h, ratio)
_LayerContext = tuple[
    object, list[QPointF], list[QPointF], list[QPolygonF], float, QFont, tuple[int, int, float]
]


def _pixel_ratio(device: object) -> float:
    """The device pixel ratio of a paint device (1 for devices without one)."""
    return float(getattr(device, "devicePixelRatioF", lambda: 1.0)())


def _layer_image(size: tuple[int, int, float], draw: Callable[[QPainter], None]) -> QImage:
    """A transparent image of ``size`` (logical width, height, device pixel ratio) with
    ``draw`` painted on it, antialiased, in logical pixels — drawn at a whole-pixel offset it
    shows what ``draw`` would have painted there."""
    width, height, ratio = size
    image = QImage(
        max(1, round(width * ratio)),
        max(1, round(height * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter)
    painter.end()
    return image


def _blank_like(image: QImage) -> QImage:
    """An image of ``image``'s size, format and pixel ratio, its pixels not yet set."""
    blank = QImage(image.width(), image.height(), image.format())
    blank.setDevicePixelRatio(image.devicePixelRatio())
    return blank


def _copy_rows(source: QImage, target: QImage) -> Iterator[None]:
    """Copy ``source``'s pixels into ``target`` (same size and format) a band of rows at a time,
    a yield after each: a whole view's image takes ~2 ms, nearly all of it the first writes into
    fresh memory, too much for one step of a board drawn ahead (:data:`_COPY_BANDS`)."""
    height, row = source.height(), source.bytesPerLine()
    pixels, into = memoryview(source.constBits()), memoryview(target.bits())
    band = -(-height // _COPY_BANDS)
    for top in range(0, height, band):
        bottom = min(height, top + band)
        into[top * row : bottom * row] = pixels[top * row : bottom * row]
        yield


def _along(points: list[QPointF], at: float) -> QPointF:
    """The point ``at`` of the way along the polyline ``points`` (1.0: the second point)."""
    if len(points) < 2:
        return QPointF(points[0]) if points else QPointF()
    k = max(0, min(len(points) - 2, math.floor(at)))
    t = max(0.0, min(1.0, at - k))
    a, b = points[k], points[k + 1]
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


def _gap(rect: QRectF, p: QPointF) -> float:
    """Distance from a town's centre ``p`` to a label's rectangle (0 inside it)."""
    dx = max(rect.left() - p.x(), 0.0, p.x() - rect.right())
    dy = max(rect.top() - p.y(), 0.0, p.y() - rect.bottom())
    return math.hypot(dx, dy)


#: a rectangle as (left, top, right, bottom)
Edges = tuple[float, float, float, float]


def _edges(rect: QRectF) -> Edges:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _shared(a: Edges, b: Edges) -> float:
    """The area two rectangles share (0 when apart or only touching)."""
    width = min(a[2], b[2]) - max(a[0], b[0])
    if width <= 0.0:
        return 0.0
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width * height if height > 0.0 else 0.0


def _around(c: QPointF, d: float, half: float) -> list[list[QPointF]]:
    """Places for a piece around a space's centre ``c``, ring by ring: at ``d`` above, right,
    left, below, the diagonals and the directions between; then the same a piece farther out."""
    rings: list[list[QPointF]] = []
    steps = [(0.0, -1.0), (1.0, 0.0), (-1.0, 0.0), (0.0, 1.0)]
    steps += [(0.71, -0.71), (-0.71, -0.71), (0.71, 0.71), (-0.71, 0.71)]
    steps += [(0.38, -0.92), (-0.38, -0.92), (0.92, -0.38), (-0.92, -0.38)]
    steps += [(0.92, 0.38), (-0.92, 0.38), (0.38, 0.92), (-0.38, 0.92)]
    for ring in (d, d + 2 * half + 1, d + 4 * half + 2):
        rings.append([QPointF(c.x() + dx * ring, c.y() + dy * ring) for dx, dy in steps])
    return rings


def _label_pixmap(text: str, font: QFont, device: object) -> QPixmap:
    """A town name, dark on a light halo, as a transparent pixmap (sharp on high-DPI screens)."""
    metrics = QFontMetricsF(font)
    ratio = _pixel_ratio(device)
    w = metrics.horizontalAdvance(text) + 2 * _HALO + 2
    h = metrics.height() + 2 * _HALO
    pixmap = QPixmap(max(1, round(w * ratio)), max(1, round(h * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addText(QPointF(_HALO, _HALO + metrics.ascent()), font, text)
    _halo_path(painter, path)
    painter.end()
    return pixmap


def _halo_path(painter: QPainter, path: QPainterPath) -> None:
    """Draw a text outline dark on a light halo."""
    painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1a1a1a"))
    painter.drawPath(path)


def _piece(painter: QPainter, c: QPointF, r: float, shape: str) -> None:
    """A player's piece: circle, square, triangle or diamond of radius ``r`` around ``c``."""
    if shape == "circle":
        painter.drawEllipse(c, r, r)
        return
    if shape == "square":
        painter.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, 1.8 * r, 1.8 * r))
        return
    if shape == "triangle":
        k = 1.25 * r
        corners = [(0.0, -k), (k * 0.95, k * 0.7), (-k * 0.95, k * 0.7)]
    else:
        k = 1.2 * r
        corners = [(0.0, -k), (k, 0.0), (0.0, k), (-k, 0.0)]
    painter.drawPolygon(QPolygonF([QPointF(c.x() + x, c.y() + y) for x, y in corners]))


def _star(painter: QPainter, c: QPointF, r: float) -> None:
    poly = QPolygonF()
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.pi / 2 + k * math.pi / 5
        poly.append(QPointF(c.x() + rad * math.cos(a), c.y() - rad * math.sin(a)))
    painter.setPen(QPen(QColor("#1a1a1a"), 1))
    painter.setBrush(QBrush(QColor("#ffd700")))
    painter.drawPolygon(poly)


_PLANE = (  # a plane seen from above, nose up, in units of its half length
    (0.0, -1.0),
    (0.12, -0.8),
    (0.12, -0.25),
    (1.0, 0.2),
    (1.0, 0.35),
    (0.12, 0.1),
    (0.1, 0.65),
    (0.45, 0.9),
    (0.45, 1.0),
    (0.0, 0.9),
)


def _plane(painter: QPainter, c: QPointF, r: float) -> None:
    """A small plane silhouette (dark on a white halo)."""
    half = [QPointF(c.x() + x * r, c.y() + y * r) for x, y in _PLANE]
    mirror = [QPointF(c.x() - x * r, c.y() + y * r) for x, y in reversed(_PLANE)]
    poly = QPolygonF(half + mirror)
    painter.setPen(QPen(QColor(255, 255, 255, 230), 2.5))
    painter.setBrush(QColor("#1a1a1a"))
    painter.drawPolygon(poly)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon(poly)


def build_board_canvas(board: Board, lang: str) -> tuple[MapCanvas, BoardItem]:
    """A map canvas of Denmark (sea, neighbours, land) with the board item on top."""
    canvas = MapCanvas(EXTENT, background=Palette.WATER)
    shores = coast()  # OpenStreetMap (ODbL): Denmark whole, the neighbours' shores in the frame
    canvas.add_area_layer(
        "dk-neighbours",
        [shores["DEU"], shores["SWE"]],
        AreaStyle(Palette.FOREIGN, LineStyle(Palette.FOREIGN_EDGE, 1.0)),
        z=1,
    )
    canvas.add_area_layer(
        "dk-land",
        [shores["DNK"]],
        AreaStyle(Palette.LAND, LineStyle(Palette.LAND_EDGE, 1.0)),
        z=2,
    )
    canvas.set_home((7.9, 54.5, 15.45, 57.8))
    item = BoardItem(canvas, board, lang)
    canvas.scene().addItem(item)
    return canvas, item
