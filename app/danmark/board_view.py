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

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from app.canvas import AreaStyle, LineStyle, MapCanvas, Palette
from geo.denmark_board import Board
from geo.maps import load_layer

__all__ = ["GROUP_COLOURS", "PLAYER_COLOURS", "BoardItem", "build_board_canvas"]

#: Okabe–Ito colours for the groups (with the letter drawn inside every town).
GROUP_COLOURS = {"A": QColor("#e69f00"), "B": QColor("#56b4e9"), "C": QColor("#009e73"),
                 "D": QColor("#cc79a7")}
#: Piece colours (with the player's number on the disc).
PLAYER_COLOURS = (QColor("#d55e00"), QColor("#0072b2"), QColor("#f0e442"), QColor("#222222"))
EXTENT = (7.6, 54.4, 15.4, 57.9)
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
        self.setZValue(70)

    def boundingRect(self) -> QRectF:
        return self.canvas.sceneRect()

    def _pt(self, lon: float, lat: float, painter: QPainter) -> QPointF:
        return painter.worldTransform().map(self.canvas.to_scene(lon, lat))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        board = self.board
        pts = [self._pt(*board.space_lonlat(s), painter) for s in range(board.space_count)]
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(0.8, min(1.6, self.canvas.px_per_km() / 1.6))
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
        for road in board.roads:
            painter.drawLine(pts[board.town_index(road.a)], pts[board.town_index(road.b)])
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
        for i, town in enumerate(board.towns):
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
                painter.drawText(QRectF(p.x() - r_town, p.y() - r_town, 2 * r_town, 2 * r_town),
                                 Qt.AlignmentFlag.AlignCenter, town.group)
            if town.star:
                _star(painter, QPointF(p.x() - r_town - 3, p.y() - r_town - 1), 5.5 * scale)
            if town.airport:
                _plane(painter, QPointF(p.x() + r_town + 2, p.y() + r_town + 2), 6 * scale)
            if town.dead_end:
                painter.setPen(QPen(QColor("#1a1a1a"), 2.5))
                painter.drawLine(QPointF(p.x() - r_town, p.y() + r_town + 3),
                                 QPointF(p.x() + r_town, p.y() + r_town + 3))
            painter.setFont(font)
            _halo_text(painter, QPointF(p.x() + r_town + 3, p.y() - 3), town.label(self.lang))
        # destinations and pieces
        for s in self.targets:
            width = 4.0 if s == self.selected else 2.5
            painter.setPen(QPen(Palette.HIGHLIGHT_EDGE, width))
            painter.setBrush(QColor(0, 114, 178, 60))
            rad = (r_town if board.is_town_space(s) else r_dot) + (9 if s == self.selected else 6)
            painter.drawEllipse(pts[s], rad, rad)
        for player, s in enumerate(self.pieces):
            if s < 0:
                continue
            offset = QPointF(0, -r_town - 9)
            centre = pts[s] + offset
            colour = PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(colour)
            painter.drawEllipse(centre, 9 * scale, 9 * scale)
            painter.setPen(QColor("#000000") if colour.lightness() > 150 else QColor("#ffffff"))
            painter.setFont(bold)
            painter.drawText(QRectF(centre.x() - 9, centre.y() - 9, 18, 18),
                             Qt.AlignmentFlag.AlignCenter, str(player + 1))
        painter.restore()

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


def _halo_text(painter: QPainter, at: QPointF, text: str) -> None:
    path = QPainterPath()
    path.addText(at, painter.font(), text)
    painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1a1a1a"))
    painter.drawPath(path)


def _star(painter: QPainter, c: QPointF, r: float) -> None:
    poly = QPolygonF()
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.pi / 2 + k * math.pi / 5
        poly.append(QPointF(c.x() + rad * math.cos(a), c.y() - rad * math.sin(a)))
    painter.setPen(QPen(QColor("#1a1a1a"), 1))
    painter.setBrush(QBrush(QColor("#ffd700")))
    painter.drawPolygon(poly)


def _plane(painter: QPainter, c: QPointF, r: float) -> None:
    """A small plane seen from above: fuselage, wings, tail."""
    painter.setPen(QPen(QColor("#1a1a1a"), max(1.5, r / 3)))
    painter.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r))
    painter.drawLine(QPointF(c.x() - r, c.y() - r * 0.1), QPointF(c.x() + r, c.y() - r * 0.1))
    painter.drawLine(QPointF(c.x() - r * 0.45, c.y() + r * 0.8),
                     QPointF(c.x() + r * 0.45, c.y() + r * 0.8))


def build_board_canvas(board: Board, lang: str) -> tuple[MapCanvas, BoardItem]:
    """A map canvas of Denmark (sea, neighbours, land) with the board item on top."""
    canvas = MapCanvas(EXTENT, background=Palette.WATER)
    neighbours = load_layer("neighbours")
    foreign = [g for g, a in zip(neighbours.geometries, neighbours.attrs, strict=True)
               if a.get("iso") != "DK"]
    canvas.add_area_layer("dk-neighbours", foreign,
                          AreaStyle(Palette.FOREIGN, LineStyle(Palette.FOREIGN_EDGE, 1.0)), z=1)
    canvas.add_area_layer("dk-land", list(load_layer("dk_staat").geometries),
                          AreaStyle(Palette.LAND, LineStyle(Palette.LAND_EDGE, 1.0)), z=2)
    canvas.set_home((7.9, 54.5, 15.2, 57.8))
    item = BoardItem(canvas, board, lang)
    canvas.scene().addItem(item)
    return canvas, item
