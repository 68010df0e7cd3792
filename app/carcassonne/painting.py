"""Vector drawings of Carcassonne tiles, meeples and Map-Chips with QPainter.

Everything is drawn in a unit square (x east, y south) that the caller maps onto the target
rectangle, so the same code draws the tiles on the map, the tile in hand and the ghost preview.
Tiles are painted in their unrotated frame and turned with the painter.

Colour-blind safety: players' colours come from the Okabe–Ito palette and every meeple carries
its player's letter (A–E); chips show their value as a number beside the colour.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from geoquiz.games.carcassonne.tiles import (
    CITY,
    LARGE_CITY,
    MONASTERY,
    ROAD,
    printed_parts,
    side_of,
    tile_type,
)

__all__ = [
    "CHIP_FILL",
    "PLAYER_COLOURS",
    "PLAYER_LETTERS",
    "anchor",
    "blit_centred",
    "chip_back_pixmap",
    "draw_chip",
    "draw_chip_back",
    "draw_chips",
    "draw_goods",
    "draw_meeple",
    "draw_tile",
    "feature_kind",
    "meeple_pixmap",
    "paint_chip_back",
    "paint_meeple",
    "stamp_scale",
    "tile_pixmap",
]

FIELD_GREEN = QColor("#8dbf5a")
FIELD_DARK = QColor("#6f9e43")
CITY_BROWN = QColor("#b07a43")
CITY_WALL = QColor("#5b3a1a")
#: a printed large city (darker than a tile's city, so the six stand out on the map)
PRINTED_CITY = QColor("#8c5a2b")
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

#: Where a meeple stands on a city covering one side (rotation 0, unit square), by side.
_SIDE_XY = ((0.5, 0.14), (0.86, 0.5), (0.5, 0.86), (0.14, 0.5))


def _port_xy(port: int) -> tuple[float, float]:
    side, k = divmod(port, 3)
    t = (0.17, 0.5, 0.83)[k]
    return ((t, 0.0), (1.0, t), (1.0 - t, 1.0), (0.0, 1.0 - t))[side]


def _inward(x: float, y: float, share: float) -> tuple[float, float]:
    return x + (0.5 - x) * share, y + (0.5 - y) * share


@functools.cache
def _anchors(name: str) -> tuple[tuple[float, float], ...]:
    """Where a meeple stands on each feature of tile kind ``name`` (rotation 0, unit square):
    cities between their sides, roads on their course, monasteries beside the cloister, fields
    at the one of their ports (pulled inwards) that lies farthest from every other spot."""
    tt = tile_type(name, 0)
    out: list[tuple[float, float] | None] = []
    for f in tt.features:
        if f.kind == MONASTERY:
            out.append((0.74, 0.7))
        elif f.kind == CITY:
            pts = [_SIDE_XY[s] for s in sorted({side_of(p) for p in f.ports})]
            out.append((sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)))
        elif f.kind == ROAD:
            ports = sorted(f.ports)
            if len(ports) == 1:
                out.append(_inward(*_PORT_XY[ports[0]], 0.36))
            elif ports[1] - ports[0] == 6:
                (x0, y0), (x1, y1) = _PORT_XY[ports[0]], _PORT_XY[ports[1]]
                out.append((x0 + 0.38 * (x1 - x0), y0 + 0.38 * (y1 - y0)))
            else:
                (x0, y0), (x1, y1) = _PORT_XY[ports[0]], _PORT_XY[ports[1]]
                out.append((0.25 * x0 + 0.25 + 0.25 * x1, 0.25 * y0 + 0.25 + 0.25 * y1))
        else:
            out.append(None)
    for i, f in enumerate(tt.features):
        if out[i] is not None:
            continue
        if f.ports:
            cands = [_inward(*_port_xy(p), 0.3) for p in sorted(f.ports)]
        else:  # an inner field: between the cities round it
            pts = [q for q in (out[c] for c in f.cities) if q is not None] or [(0.5, 0.5)]
            mean = (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))
            cands = [(0.5, 0.5), _inward(*mean, 0.5), (0.5, 0.62), (0.62, 0.5)]
        taken = [q for q in out if q is not None]
        out[i] = max(
            cands,
            key=lambda c: min((abs(c[0] - q[0]) + abs(c[1] - q[1]) for q in taken), default=1),
        )
    return tuple(q for q in out if q is not None)


def anchor(name: str, rotation: int, feature: int) -> tuple[float, float]:
    """The unit-square point of ``feature`` on tile ``name`` turned ``rotation`` times."""
    x, y = _anchors(name)[feature]
    for _ in range(rotation % 4):
        x, y = 1.0 - y, x
    return x, y


def _upright(x: float, y: float, rotation: int) -> tuple[float, float]:
    for _ in range(rotation % 4):
        x, y = 1.0 - y, x
    return x, y


def _clamp(v: float) -> float:
    return min(0.86, max(0.14, v))


def _cathedral(painter: QPainter, x: float, y: float, size: float) -> None:
    """A cathedral: a nave between two towers with pointed roofs (dark outline, pale stone)."""
    painter.setPen(QPen(QColor("#2a1a0e"), 0.015))
    painter.setBrush(QBrush(QColor("#f1ead8")))
    painter.drawRect(QRectF(x - 0.6 * size, y - 0.2 * size, 1.2 * size, 0.9 * size))
    for dx in (-0.8, 0.5):
        painter.drawRect(QRectF(x + dx * size, y - 0.7 * size, 0.3 * size, 1.4 * size))
        roof = QPolygonF(
            [
                QPointF(x + dx * size, y - 0.7 * size),
                QPointF(x + (dx + 0.15) * size, y - 1.2 * size),
                QPointF(x + (dx + 0.3) * size, y - 0.7 * size),
            ]
        )
        painter.drawPolygon(roof)
    painter.setBrush(QBrush(QColor("#2a1a0e")))
    painter.drawEllipse(QPointF(x, y + 0.05 * size), 0.18 * size, 0.18 * size)


def _lake(painter: QPainter, x: float, y: float, size: float) -> None:
    """The lake of an inn: a blue pond with a white wave and a small red-roofed house."""
    painter.setPen(QPen(QColor("#0b3d66"), 0.012))
    painter.setBrush(QBrush(QColor("#3d8fd1")))
    painter.drawEllipse(QPointF(x, y), 1.2 * size, 0.75 * size)
    painter.setPen(QPen(QColor("#ffffff"), 0.014))
    painter.drawLine(QPointF(x - 0.6 * size, y), QPointF(x + 0.6 * size, y))
    painter.setPen(QPen(QColor("#2a1a0e"), 0.01))
    painter.setBrush(QBrush(QColor("#b23a2a")))
    house = QPolygonF(
        [
            QPointF(x + 0.7 * size, y - 0.6 * size),
            QPointF(x + 1.1 * size, y - 1.0 * size),
            QPointF(x + 1.5 * size, y - 0.6 * size),
        ]
    )
    painter.drawPolygon(house)


#: goods symbols: a distinct shape each (grapes, ear of grain, bolt of cloth) as well as a colour
GOODS_COLOURS = {"wine": QColor("#6a1b5a"), "grain": QColor("#e0b21b"), "cloth": QColor("#2b7bb9")}


def draw_goods(painter: QPainter, goods: str, x: float, y: float, size: float) -> None:
    """The symbol of ``goods`` (``wine``, ``grain`` or ``cloth``) centred on ``(x, y)``."""
    painter.setPen(QPen(QColor("#ffffff"), 0.012))
    painter.setBrush(QBrush(QColor(255, 255, 255, 200)))
    painter.drawEllipse(QPointF(x, y), 1.15 * size, 1.15 * size)
    colour = GOODS_COLOURS.get(goods, QColor("#444444"))
    painter.setPen(QPen(QColor("#1a1a1a"), 0.008))
    painter.setBrush(QBrush(colour))
    r = 0.28 * size
    if goods == "wine":  # a bunch of grapes: a triangle of berries
        for row, n in enumerate((3, 2, 1)):
            for k in range(n):
                cx = x + (k - (n - 1) / 2) * 2 * r
                painter.drawEllipse(QPointF(cx, y - 0.45 * size + row * 1.7 * r), r, r)
    elif goods == "grain":  # an ear: a stalk with grains on both sides
        painter.setPen(QPen(QColor("#5a4205"), 0.014))
        painter.drawLine(QPointF(x, y + 0.85 * size), QPointF(x, y - 0.85 * size))
        painter.setPen(QPen(QColor("#1a1a1a"), 0.006))
        for k in range(3):
            yy = y - 0.55 * size + k * 0.45 * size
            painter.drawEllipse(QPointF(x - 0.28 * size, yy), 0.2 * size, 0.12 * size)
            painter.drawEllipse(QPointF(x + 0.28 * size, yy), 0.2 * size, 0.12 * size)
    else:  # cloth: a bolt with stripes
        painter.drawRect(QRectF(x - 0.75 * size, y - 0.5 * size, 1.5 * size, 1.0 * size))
        painter.setPen(QPen(QColor("#ffffff"), 0.01))
        for stripe in (-0.25, 0.0, 0.25):
            painter.drawLine(
                QPointF(x - 0.75 * size, y + stripe * size),
                QPointF(x + 0.75 * size, y + stripe * size),
            )


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


def draw_printed_city(painter: QPainter, rect: QRectF, code: int, alpha: float = 1.0) -> None:
    """A printed large-city square: a darker brown city filling the square behind a double wall,
    its blocks of houses, and one shield per printed pennant in a row (so Berlin shows 4)."""
    _, pennants = printed_parts(code)
    painter.save()
    painter.setOpacity(alpha)
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(PRINTED_CITY))
    painter.drawRect(QRectF(0, 0, 1, 1))
    painter.setBrush(QBrush(QColor(70, 40, 15, 110), Qt.BrushStyle.Dense5Pattern))
    painter.drawRect(QRectF(0, 0, 1, 1))
    # blocks of houses round the centre
    painter.setBrush(QBrush(QColor("#c98f5a")))
    painter.setPen(QPen(CITY_WALL, 0.012))
    for bx, by in ((0.2, 0.22), (0.42, 0.16), (0.64, 0.24), (0.24, 0.5), (0.62, 0.52)):
        painter.drawRect(QRectF(bx, by, 0.14, 0.1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(CITY_WALL, 0.05))
    painter.drawRect(QRectF(0.025, 0.025, 0.95, 0.95))
    painter.setPen(QPen(QColor("#e8d2a8"), 0.015))
    painter.drawRect(QRectF(0.07, 0.07, 0.86, 0.86))
    size = 0.06
    width = pennants * 2.3 * size
    for i in range(pennants):
        _shield(painter, 0.5 - width / 2 + (i + 0.5) * 2.3 * size, 0.7, size)
    painter.restore()


def draw_edge_stub(painter: QPainter, rect: QRectF, side: int, kind: str) -> None:
    """A road or city printed running off the map on ``side`` (0 N, 1 E, 2 S, 3 W) of the
    square ``rect``: drawn outside the square, from its edge outwards (a tile laid on the square
    continues it)."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width(), rect.height())
    painter.translate(0.5, 0.5)
    painter.rotate(90 * side)
    painter.translate(-0.5, -0.5)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if kind == CITY:
        path = QPainterPath()
        path.moveTo(0.12, 0)
        path.quadTo(0.5, -0.5, 0.88, 0)
        path.closeSubpath()
        painter.setBrush(QBrush(PRINTED_CITY))
        painter.setPen(QPen(CITY_WALL, 0.035))
        painter.drawPath(path)
        _shield(painter, 0.5, -0.17, 0.05)
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((ROAD_EDGE, 0.15), (ROAD_WHITE, 0.09)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(0.5, 0.0), QPointF(0.5, -0.34))
    painter.restore()


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
    """Draw tile ``name`` turned ``rotation`` quarter turns clockwise into ``rect`` (a printed
    large-city square, ``BIG``: ``rotation`` is its printed code, :func:`draw_printed_city`)."""
    if name == LARGE_CITY:
        draw_printed_city(painter, rect, rotation, alpha)
        return
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
    symbols: list[tuple[str, float, float]] = []
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
        ax, ay = anchor(name, 0, i)
        if f.pennant:
            shields.append((min(0.85, ax + 0.16), max(0.12, ay - 0.04)))
        if f.cathedral:
            symbols.append(("cathedral", ax - 0.14, ay + 0.1))
        if f.goods:
            symbols.append((f.goods, _clamp(ax - 0.17), _clamp(ay + 0.04)))
    for i, f in enumerate(tt.features):
        if f.kind == ROAD and f.inn:
            ax, ay = anchor(name, 0, i)
            ports = sorted(f.ports)
            x0, y0 = _PORT_XY[ports[0]]
            x1, y1 = _PORT_XY[ports[-1]] if len(ports) > 1 else (0.5, 0.5)
            dx, dy = x1 - x0, y1 - y0
            norm = max(1e-6, (dx * dx + dy * dy) ** 0.5)
            nx, ny = -dy / norm, dx / norm
            if (ax + 0.2 * nx - 0.5) ** 2 + (ay + 0.2 * ny - 0.5) ** 2 > (
                ax - 0.2 * nx - 0.5
            ) ** 2 + (ay - 0.2 * ny - 0.5) ** 2:
                nx, ny = -nx, -ny  # the lake lies on the inner side of the road
            symbols.append(("inn", _clamp(ax + 0.2 * nx), _clamp(ay + 0.2 * ny)))
    painter.restore()
    # symbols stand upright whichever way the tile is turned
    for x, y in shields:
        x, y = _upright(x, y, rotation)
        _shield(painter, x, y, 0.065)
    for kind, x, y in symbols:
        x, y = _upright(x, y, rotation)
        if kind == "cathedral":
            _cathedral(painter, x, y, 0.11)
        elif kind == "inn":
            _lake(painter, x, y, 0.085)
        else:
            draw_goods(painter, kind, x, y, 0.085)
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


_CHIP_EDGE = QPen(QColor("#1a1a1a"), 1.5)
_CHIP_BRUSH = {colour: QBrush(fill) for colour, fill in CHIP_FILL.items()}
_CHIP_TEXT = {True: QPen(QColor("#ffffff")), False: QPen(QColor("#111111"))}


@functools.lru_cache(maxsize=16)
def _chip_font(app_font: str, pixel_size: int) -> QFont:
    """The bold font of a chip's value, per application font (``QFont()`` is a copy of it)
    and pixel size: made once instead of at every chip of every panel paint."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(pixel_size)
    return font


def draw_chip(painter: QPainter, rect: QRectF, colour: str, chip_value: int) -> None:
    """A face-up chip: its colour and its value as a number."""
    draw_chips(painter, [(rect, colour, chip_value)])


def draw_chips(painter: QPainter, chips: list[tuple[QRectF, str, int]]) -> None:
    """Face-up chips, each as :func:`draw_chip` draws it (rectangle, colour, value), with
    the painter's state saved and the font set once for the row: a panel's paint drew each
    chip with its own save, font and pens, twice the cost of the drawing itself."""
    if not chips:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    app_font = QGuiApplication.font().key()
    size = -1
    for rect, colour, value in chips:
        painter.setPen(_CHIP_EDGE)
        painter.setBrush(_CHIP_BRUSH[colour])
        painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
        if max(8, int(rect.height() * 0.55)) != size:
            size = max(8, int(rect.height() * 0.55))
            painter.setFont(_chip_font(app_font, size))
        painter.setPen(_CHIP_TEXT[colour == "purple"])
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
    painter.restore()


def feature_kind(name: str, feature: int) -> str:
    """``city``, ``road``, ``field`` or ``monastery``."""
    return tile_type(name, 0).features[feature].kind


def _stamp(width: float, height: float, dpr: float, draw: Callable[[QPainter], None]) -> QPixmap:
    """A transparent pixmap of ``width`` × ``height`` device-independent pixels at ratio ``dpr``
    with ``draw(painter)`` painted on it, antialiased (UI thread only, as any pixmap)."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    draw(painter)
    painter.end()
    return pixmap


@functools.lru_cache(maxsize=512)
def tile_pixmap(name: str, rotation: int, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """Tile ``name`` turned ``rotation`` as drawn by :func:`draw_tile` into ``width`` × ``height``
    device-independent pixels at device pixel ratio ``dpr``: a board paints a laid tile by
    copying this instead of drawing it again at every frame (UI thread only, as any pixmap)."""
    return _stamp(
        width, height, dpr, lambda p: draw_tile(p, QRectF(0, 0, width, height), name, rotation)
    )


#: half the side of a meeple's stamp, in meeple sizes (the upgraded ring reaches 0.75)
_MEEPLE_REACH = 0.8
#: half the side of a chip back's stamp, in radii (the rim's pen reaches 1.06)
_CHIP_REACH = 1.1


@functools.lru_cache(maxsize=256)
def meeple_pixmap(size: int, player: int, upgraded: bool, lying: bool, dpr: float = 1.0) -> QPixmap:
    """A meeple as drawn by :func:`draw_meeple` at ``size`` pixels, centred in its pixmap.

    Boards and panels repaint every meeple after each move; one ``drawPixmap`` instead of a
    dozen path and text calls keeps the UI thread from waiting for the GIL at each Qt call while
    a computer player thinks on a worker (``bench/bench_stall.py --profile``)."""
    side = 2 * math.ceil(_MEEPLE_REACH * size)
    centre = QPointF(side / 2, side / 2)
    return _stamp(side, side, dpr, lambda p: draw_meeple(p, centre, size, player, upgraded, lying))


@functools.lru_cache(maxsize=64)
def chip_back_pixmap(radius: int, dpr: float = 1.0) -> QPixmap:
    """A face-down chip as drawn by :func:`draw_chip_back` with ``radius`` pixels, centred."""
    side = 2 * math.ceil(_CHIP_REACH * radius)
    return _stamp(side, side, dpr, lambda p: draw_chip_back(p, QPointF(side / 2, side / 2), radius))


def stamp_scale(painter: QPainter) -> float | None:
    """The painter's scale if its world transform keeps stamps exact (uniform scale and a
    translation: no rotation or shear), else None (the caller then draws live)."""
    world = painter.worldTransform()
    if world.isRotating() or abs(world.m11() - world.m22()) > 1e-9 * abs(world.m11()):
        return None
    return world.m11() if world.m11() > 0 else None


def blit_centred(painter: QPainter, centre: QPointF, pixmap: QPixmap) -> None:
    """Copy ``pixmap`` with its centre on ``centre`` (world coordinates), on whole pixels."""
    at = painter.worldTransform().map(centre)
    ratio = pixmap.devicePixelRatio()
    half_w, half_h = pixmap.width() / ratio / 2, pixmap.height() / ratio / 2
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(at.x() - half_w), round(at.y() - half_h)), pixmap)
    painter.restore()


def paint_meeple(
    painter: QPainter, centre: QPointF, size: float, player: int, upgraded: bool, lying: bool
) -> None:
    """A meeple as :func:`draw_meeple` paints it, copied from :func:`meeple_pixmap` when the
    painter only scales (up to 512 pixels), else drawn live."""
    scale = stamp_scale(painter)
    if scale is None or not 0 < size * scale <= 512:
        draw_meeple(painter, centre, size, player, upgraded, lying)
        return
    dpr = painter.device().devicePixelRatioF()
    pixmap = meeple_pixmap(max(1, round(size * scale)), player, upgraded, lying, dpr)
    blit_centred(painter, centre, pixmap)


def paint_chip_back(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A face-down chip as :func:`draw_chip_back` paints it, copied from
    :func:`chip_back_pixmap` when the painter only scales (up to 512 pixels), else drawn live."""
    scale = stamp_scale(painter)
    if scale is None or not 0 < radius * scale <= 512:
        draw_chip_back(painter, centre, radius)
        return
    dpr = painter.device().devicePixelRatioF()
    blit_centred(painter, centre, chip_back_pixmap(max(1, round(radius * scale)), dpr))
