"""Vector drawings of Carcassonne tiles, meeples and Map-Chips with QPainter.

Everything is drawn in a unit square (x east, y south) that the caller maps onto the target
rectangle, so the same code draws the tiles on the map, the tile in hand and the ghost preview.
Tiles are painted in their unrotated frame and turned with the painter.

Colour-blind safety: players' colours come from the Okabe–Ito palette and every meeple carries
its player's letter (A–E); chips show their value as a number beside the colour.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from geoquiz.games.carcassonne.tiles import CITY, MONASTERY, ROAD, side_of, tile_type

__all__ = [
    "CHIP_FILL",
    "PLAYER_COLOURS",
    "PLAYER_LETTERS",
    "anchor",
    "draw_chip",
    "draw_chip_back",
    "draw_meeple",
    "draw_tile",
    "feature_kind",
]

FIELD_GREEN = QColor("#8dbf5a")
FIELD_DARK = QColor("#6f9e43")
CITY_BROWN = QColor("#b07a43")
CITY_WALL = QColor("#5b3a1a")
ROAD_WHITE = QColor("#fbf6e9")
ROAD_EDGE = QColor("#6b4a2b")
PENNANT = QColor("#1f4e9c")
#: Okabe–Ito colours, readable with every common colour-vision deficiency (with the letters).
PLAYER_COLOURS = (
    QColor("#0072b2"),
    QColor("#e69f00"),
    QColor("#cc79a7"),
    QColor("#f0e442"),
    QColor("#d55e00"),
)
PLAYER_LETTERS = ("A", "B", "C", "D", "E")
CHIP_FILL = {
    "purple": QColor("#7b3fa0"),
    "lightblue": QColor("#6cc3f0"),
    "orange": QColor("#f08a24"),
}

_PORT_XY = {1: (0.5, 0.0), 4: (1.0, 0.5), 7: (0.5, 1.0), 10: (0.0, 0.5)}

#: Where a meeple stands on each feature of each tile type (rotation 0, unit square).
_ANCHORS: dict[str, tuple[tuple[float, float], ...]] = {
    "A": ((0.74, 0.7), (0.5, 0.86), (0.18, 0.18)),
    "B": ((0.74, 0.7), (0.17, 0.17)),
    "C": ((0.5, 0.5),),
    "D": ((0.5, 0.14), (0.78, 0.5), (0.25, 0.36), (0.5, 0.78)),
    "E": ((0.5, 0.14), (0.5, 0.62)),
    "F": ((0.5, 0.5), (0.5, 0.1), (0.5, 0.9)),
    "G": ((0.5, 0.5), (0.9, 0.5), (0.1, 0.5)),
    "H": ((0.12, 0.5), (0.88, 0.5), (0.5, 0.5)),
    "I": ((0.5, 0.12), (0.12, 0.5), (0.66, 0.66)),
    "J": ((0.5, 0.14), (0.64, 0.64), (0.88, 0.88), (0.3, 0.55)),
    "K": ((0.5, 0.14), (0.36, 0.64), (0.12, 0.88), (0.72, 0.52)),
    "L": ((0.5, 0.14), (0.82, 0.5), (0.5, 0.82), (0.18, 0.5), (0.3, 0.36), (0.82, 0.82),
          (0.18, 0.82)),
    "M": ((0.24, 0.24), (0.72, 0.72)),
    "N": ((0.24, 0.24), (0.72, 0.72)),
    "O": ((0.22, 0.22), (0.7, 0.7), (0.9, 0.9), (0.6, 0.5)),
    "P": ((0.22, 0.22), (0.7, 0.7), (0.9, 0.9), (0.6, 0.5)),
    "Q": ((0.5, 0.35), (0.5, 0.88)),
    "R": ((0.5, 0.35), (0.5, 0.88)),
    "S": ((0.5, 0.3), (0.5, 0.84), (0.82, 0.88), (0.18, 0.88)),
    "T": ((0.5, 0.3), (0.5, 0.84), (0.82, 0.88), (0.18, 0.88)),
    "U": ((0.5, 0.5), (0.8, 0.5), (0.2, 0.5)),
    "V": ((0.36, 0.64), (0.12, 0.88), (0.7, 0.32)),
    "W": ((0.82, 0.5), (0.5, 0.82), (0.18, 0.5), (0.5, 0.2), (0.82, 0.82), (0.18, 0.82)),
    "X": ((0.5, 0.18), (0.82, 0.5), (0.5, 0.82), (0.18, 0.5), (0.2, 0.2), (0.8, 0.2),
          (0.8, 0.8), (0.2, 0.8)),
    "BIG": ((0.5, 0.5),),
}  # fmt: skip


def anchor(name: str, rotation: int, feature: int) -> tuple[float, float]:
    """The unit-square point of ``feature`` on tile ``name`` turned ``rotation`` times."""
    x, y = _ANCHORS[name][feature]
    for _ in range(rotation % 4):
        x, y = 1.0 - y, x
    return x, y


def _turn(path: QPainterPath, side: int) -> QPainterPath:
    """``path`` drawn for the north side, turned to ``side``."""
    t = QTransform()
    t.translate(0.5, 0.5)
    t.rotate(90 * side)
    t.translate(-0.5, -0.5)
    return t.map(path)


def _city_path(sides: set[int]) -> QPainterPath:
    path = QPainterPath()
    n = len(sides)
    if n == 4:
        path.addRect(QRectF(0, 0, 1, 1))
        return path
    if n == 1:
        path.moveTo(0, 0)
        path.lineTo(1, 0)
        path.quadTo(0.5, 0.62, 0, 0)
        return _turn(path, next(iter(sides)))
    if n == 3:
        missing = ({0, 1, 2, 3} - sides).pop()
        path.moveTo(0, 0)
        path.lineTo(1, 0)
        path.lineTo(1, 1)
        path.quadTo(0.5, 0.42, 0, 1)
        path.closeSubpath()
        return _turn(path, (missing + 2) % 4)
    a, b = sorted(sides)
    if b - a == 2:  # opposite sides: a band through the middle
        path.moveTo(0, 0)
        path.lineTo(1, 0)
        path.quadTo(0.62, 0.5, 1, 1)
        path.lineTo(0, 1)
        path.quadTo(0.38, 0.5, 0, 0)
        return _turn(path, 0 if a == 0 else 1)
    # two adjacent sides: a corner triangle (north + west drawn, then turned)
    path.moveTo(0, 0)
    path.lineTo(1, 0)
    path.quadTo(0.45, 0.45, 0, 1)
    path.closeSubpath()
    return _turn(path, 0 if (a, b) == (0, 3) else a + 1)


def _shield(painter: QPainter, x: float, y: float, size: float) -> None:
    path = QPainterPath()
    path.moveTo(x - size, y - size)
    path.lineTo(x + size, y - size)
    path.lineTo(x + size, y + 0.2 * size)
    path.quadTo(x + size, y + size, x, y + 1.4 * size)
    path.quadTo(x - size, y + size, x - size, y + 0.2 * size)
    path.closeSubpath()
    painter.setBrush(QBrush(PENNANT))
    painter.setPen(QPen(QColor("#ffffff"), 0.02))
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#ffffff"), 0.025))
    painter.drawLine(QPointF(x - 0.5 * size, y), QPointF(x + 0.5 * size, y))
    painter.drawLine(QPointF(x, y - 0.5 * size), QPointF(x, y + 0.6 * size))


def _road_path(ports: list[int]) -> QPainterPath:
    """A road between two ports, or from one port to the centre (where a city, a monastery or a
    junction drawn on top ends it)."""
    path = QPainterPath()
    if len(ports) == 2:
        (x0, y0), (x1, y1) = _PORT_XY[ports[0]], _PORT_XY[ports[1]]
        path.moveTo(x0, y0)
        if abs(ports[0] - ports[1]) == 6:
            path.lineTo(x1, y1)
        else:
            path.quadTo(0.5, 0.5, x1, y1)
        return path
    path.moveTo(*_PORT_XY[ports[0]])
    path.lineTo(0.5, 0.5)
    return path


def _monastery(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#3b2a1a"), 0.02))
    painter.setBrush(QBrush(QColor("#efe2c4")))
    painter.drawRect(QRectF(0.34, 0.42, 0.32, 0.24))
    roof = QPolygonF([QPointF(0.3, 0.43), QPointF(0.5, 0.27), QPointF(0.7, 0.43)])
    painter.setBrush(QBrush(QColor("#b23a2a")))
    painter.drawPolygon(roof)
    painter.setPen(QPen(QColor("#3b2a1a"), 0.025))
    painter.drawLine(QPointF(0.5, 0.14), QPointF(0.5, 0.27))
    painter.drawLine(QPointF(0.45, 0.18), QPointF(0.55, 0.18))
    painter.setBrush(QBrush(QColor("#3b2a1a")))
    painter.drawRect(QRectF(0.47, 0.55, 0.06, 0.11))


def draw_tile(
    painter: QPainter, rect: QRectF, name: str, rotation: int, alpha: float = 1.0
) -> None:
    """Draw tile ``name`` turned ``rotation`` quarter turns clockwise into ``rect``."""
    painter.save()
    painter.setOpacity(alpha)
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.save()
    painter.translate(0.5, 0.5)
    painter.rotate(90 * (rotation % 4))
    painter.translate(-0.5, -0.5)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    tt = tile_type(name, 0)
    shields: list[tuple[float, float]] = []
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(FIELD_GREEN))
    painter.drawRect(QRectF(0, 0, 1, 1))
    painter.setBrush(QBrush(FIELD_DARK, Qt.BrushStyle.Dense7Pattern))
    painter.drawRect(QRectF(0, 0, 1, 1))
    has_monastery = any(f.kind == MONASTERY for f in tt.features)
    ends = sum(1 for f in tt.features if f.kind == ROAD and len(f.ports) == 1)
    junction = not has_monastery and ends >= 2
    for f in tt.features:
        if f.kind != ROAD:
            continue
        path = _road_path(sorted(f.ports))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ROAD_EDGE, 0.15, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(path)
        painter.setPen(QPen(ROAD_WHITE, 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawPath(path)
    if junction:
        painter.setPen(QPen(ROAD_EDGE, 0.02))
        painter.setBrush(QBrush(QColor("#d9c9a3")))
        painter.drawRect(QRectF(0.4, 0.4, 0.2, 0.2))
    for i, f in enumerate(tt.features):
        if f.kind != CITY:
            continue
        sides = {side_of(p) for p in f.ports}
        path = _city_path(sides)
        painter.setBrush(QBrush(CITY_BROWN))
        painter.setPen(QPen(CITY_WALL, 0.035))
        painter.drawPath(path)
        painter.setBrush(QBrush(QColor(90, 55, 25, 70), Qt.BrushStyle.Dense6Pattern))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(path)
        if f.pennant:
            ax, ay = anchor(name, 0, i)
            shields.append((min(0.85, ax + 0.16), max(0.12, ay - 0.04)))
    painter.restore()
    # symbols stand upright whichever way the tile is turned
    for x, y in shields:
        for _ in range(rotation % 4):
            x, y = 1.0 - y, x
        _shield(painter, x, y, 0.065)
    if has_monastery:
        _monastery(painter)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(40, 40, 30, 160), 0.015))
    painter.drawRect(QRectF(0, 0, 1, 1))
    painter.restore()


def draw_meeple(
    painter: QPainter, centre: QPointF, size: float, player: int, upgraded: bool, lying: bool
) -> None:
    """A meeple of ``player`` (colour and letter); upgraded ones stand on a golden chip ring;
    farmers (``lying``) are drawn lying down."""
    painter.save()
    painter.translate(centre)
    if lying:
        painter.rotate(-90)
    s = size
    if upgraded:
        painter.setPen(QPen(QColor("#1a1a1a"), 0.06 * s))
        painter.setBrush(QBrush(QColor("#f5c518")))
        painter.drawEllipse(QPointF(0, 0), 0.72 * s, 0.72 * s)
    path = QPainterPath()
    path.addEllipse(QPointF(0, -0.32 * s), 0.17 * s, 0.17 * s)
    body = QPainterPath()
    body.moveTo(-0.12 * s, -0.18 * s)
    body.lineTo(-0.45 * s, -0.08 * s)
    body.lineTo(-0.42 * s, 0.06 * s)
    body.lineTo(-0.2 * s, 0.02 * s)
    body.lineTo(-0.32 * s, 0.45 * s)
    body.lineTo(-0.08 * s, 0.45 * s)
    body.lineTo(0.0, 0.22 * s)
    body.lineTo(0.08 * s, 0.45 * s)
    body.lineTo(0.32 * s, 0.45 * s)
    body.lineTo(0.2 * s, 0.02 * s)
    body.lineTo(0.42 * s, 0.06 * s)
    body.lineTo(0.45 * s, -0.08 * s)
    body.lineTo(0.12 * s, -0.18 * s)
    body.closeSubpath()
    path = path.united(body)
    painter.setPen(QPen(QColor("#111111"), 0.05 * s))
    painter.setBrush(QBrush(PLAYER_COLOURS[player % len(PLAYER_COLOURS)]))
    painter.drawPath(path)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(0.3 * s)))
    painter.setFont(font)
    dark = player in (1, 3)  # orange and yellow take dark letters
    painter.setPen(QPen(QColor("#111111" if dark else "#ffffff")))
    text_rect = QRectF(-0.3 * s, -0.12 * s, 0.6 * s, 0.34 * s)
    if lying:
        painter.translate(text_rect.center())
        painter.rotate(90)
        painter.translate(-text_rect.center())
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, PLAYER_LETTERS[player % 5])
    painter.restore()


def draw_chip_back(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A face-down Map-Chip: the common back (dark disc with a compass mark)."""
    painter.save()
    painter.setPen(QPen(QColor("#f5f0e0"), radius * 0.12))
    painter.setBrush(QBrush(QColor("#3d3a4b")))
    painter.drawEllipse(centre, radius, radius)
    star = QPolygonF()
    for k in range(8):
        r = radius * (0.62 if k % 2 == 0 else 0.2)
        a = math.pi / 4 * k - math.pi / 2
        star.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor("#f5f0e0")))
    painter.drawPolygon(star)
    painter.restore()


def draw_chip(painter: QPainter, rect: QRectF, colour: str, chip_value: int) -> None:
    """A face-up chip: its colour and its value as a number."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#1a1a1a"), 1.5))
    painter.setBrush(QBrush(CHIP_FILL[colour]))
    painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(rect.height() * 0.55)))
    painter.setFont(font)
    painter.setPen(QPen(QColor("#ffffff" if colour == "purple" else "#111111")))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(chip_value))
    painter.restore()


def feature_kind(name: str, feature: int) -> str:
    """``city``, ``road``, ``field`` or ``monastery``."""
    return tile_type(name, 0).features[feature].kind
