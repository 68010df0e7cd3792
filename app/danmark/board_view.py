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
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

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
        self.own_cards: set[str] = set()  # towns in the hand on show (marked with a ring)
        self._scene: list[QPointF] | None = None
        self._road_paths: list[list[QPointF]] | None = None
        self._labels: dict[tuple[str, int], QPixmap] = {}  # names with halo, drawn once
        self._layout: list[tuple[str, float, float]] = []
        self._layout_key: object = None
        self._geometry: LabelGeometry | None = None  # the view's label places (see _layout_labels)
        self._geometry_key: object = None
        self._label_texts: list[str] = []
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
        board = self.board
        world = painter.worldTransform()
        true_pts = [world.map(p) for p in self._scene_points()]
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(0.8, min(1.6, self.canvas.px_per_km() / 1.6))
        pts = self.display_points(true_pts, 7.5 * scale)
        # crossings
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
        # roads and plain spaces
        painter.setPen(QPen(ROAD, 2.2 * scale))
        for road, line in zip(board.roads, self._scene_roads(), strict=True):
            mapped = [world.map(p) for p in line]
            mapped[0] = pts[board.town_index(road.a)]
            mapped[-1] = pts[board.town_index(road.b)]
            painter.drawPolyline(QPolygonF(mapped))
        painter.setPen(QPen(QColor("#1a1a1a"), 1.0, Qt.PenStyle.DotLine))
        for i in range(len(board.towns)):
            if pts[i] != true_pts[i]:  # a town moved off its place: a leader to the real spot
                painter.drawLine(pts[i], true_pts[i])
        painter.setBrush(QColor("#fffaf0"))
        painter.setPen(QPen(ROAD, 1.2))
        r_dot = 3.2 * scale
        for s in range(len(board.towns), board.space_count):
            painter.drawEllipse(pts[s], r_dot, r_dot)
        # towns
        font = QFont(painter.font())
        font.setPixelSize(round(11 * scale))
        bold = QFont(font)
        bold.setBold(True)
        bold.setPixelSize(round(9 * scale))
        r_town = 7.5 * scale
        # towns to visit are drawn last: their letter stays visible where circles touch (Esbjerg
        # and Nordby, a short ferry ride apart)
        for i in sorted(range(len(board.towns)), key=lambda j: board.towns[j].group is not None):
            town = board.towns[i]
            p = pts[i]
            if town.id in self.own_cards:
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
        self._paint_labels(painter, pts, font, r_town)
        # destinations and pieces
        for s in self.targets:
            width = 4.0 if s == self.selected else 2.5
            painter.setPen(QPen(Palette.HIGHLIGHT_EDGE, width))
            painter.setBrush(QColor(0, 114, 178, 60))
            rad = (r_town if board.is_town_space(s) else r_dot) + (9 if s == self.selected else 6)
            painter.drawEllipse(pts[s], rad, rad)
        sharing: dict[int, int] = {}
        for player, s in enumerate(self.pieces):
            if s < 0:
                continue
            nth = sharing.get(s, 0)  # several pieces on one road space stand side by side
            sharing[s] = nth + 1
            offset = QPointF(nth * 19 * scale, -r_town - 9)
            centre = pts[s] + offset
            colour = PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
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
        self._paint_legend(painter, scale)
        painter.restore()

    def _paint_labels(
        self, painter: QPainter, pts: list[QPointF], font: QFont, r_town: float
    ) -> None:
        """Draw the town names where :meth:`_layout_labels` put them."""
        must = self.own_cards | {
            self.board.towns[s].id for s in self.targets if s < len(self.board.towns)
        }
        t = painter.worldTransform()
        view = self.canvas.viewport().rect()
        geometry_key = (
            t.m11(),
            t.dx(),
            t.dy(),
            view.width(),
            view.height(),
            font.pixelSize(),
        )
        key = (geometry_key, frozenset(must))
        if self._layout_key != key:
            if self._geometry_key != geometry_key:
                self._geometry = None  # a new view: the places are measured again
                self._geometry_key = geometry_key
            self._layout = self._layout_labels(pts, font, r_town, must)
            self._layout_key = key
        for text, left, top in self._layout:
            label_key = (text, font.pixelSize())
            pixmap = self._labels.get(label_key)
            if pixmap is None:
                pixmap = _label_pixmap(text, font, painter.device())
                self._labels[label_key] = pixmap
            painter.drawPixmap(QPointF(left - _HALO, top - _HALO), pixmap)

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

    def _paint_legend(self, painter: QPainter, scale: float) -> None:
        """A key in the upper right corner (over Sweden): groups and the board symbols."""
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
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
        metrics = QFontMetricsF(font)
        width = 44 + max(metrics.horizontalAdvance(group_names.get(v, v)) for _, v in rows)
        line = 18.0
        height = line * len(rows) + 10
        view_w = self.canvas.viewport().width()
        box = QRectF(view_w - width - 10, 10, width, height)
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


def _gap(rect: QRectF, p: QPointF) -> float:
    """Distance from a town's centre ``p`` to a label's rectangle (0 inside it)."""
    dx = max(rect.left() - p.x(), 0.0, p.x() - rect.right())
    dy = max(rect.top() - p.y(), 0.0, p.y() - rect.bottom())
    return math.hypot(dx, dy)


def _label_pixmap(text: str, font: QFont, device: object) -> QPixmap:
    """A town name, dark on a light halo, as a transparent pixmap (sharp on high-DPI screens)."""
    metrics = QFontMetricsF(font)
    ratio = float(getattr(device, "devicePixelRatioF", lambda: 1.0)())
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
