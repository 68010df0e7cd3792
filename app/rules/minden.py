"""Finden Sie Minden in our own words, with the board's grid and a tip card drawn by the app."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from geoquiz.app.rules.content import Rules, Section
from geoquiz.app.rules.picture import INK, Picture, draw_text

__all__ = ["RULES", "GridPicture"]

#: the board: 6–16°E × 47–55°N, squares of 2° × 1°; W/O at 10°E, N/M/S at 52°N and 50°N
WEST, EAST, SOUTH, NORTH = 6.0, 16.0, 47.0, 55.0
#: the square the picture explains (east, north zone, square 13, quarter C): no card's answer
SQUARE = (10.0, 53.0)  # its north-west corner
TIP = ("O", "N", "13", "C")
LAND = QColor("#e4ecd2")
SEA = QColor("#cfe0ee")
MARK = QColor(255, 196, 0, 150)
#: where the square is drawn enlarged
INSET = QRectF(300, 40, 150, 112)


@cache
def _germany() -> QPainterPath:
    """Germany's outline in (lon, −lat) degrees (the coarsest level of detail)."""
    import numpy as np

    from geoquiz.app.canvas.paths import paths_from_geometries
    from geoquiz.geo.maps import load_layer

    geoms = np.asarray(load_layer("de_staat", detail=2).geometries, dtype=object)
    path = QPainterPath()
    for part in paths_from_geometries(geoms, lambda x, y: (x, -y)):
        path.addPath(part)
    return path


class GridPicture(Picture):
    """The board's grid over Germany, square 13 of the north zone enlarged with its quarters,
    and a tip card with the four stones of that quarter."""

    SIZE = QSize(470, 330)

    def draw(self, painter: QPainter) -> None:
        k = 34.0  # pixels per degree of latitude
        kx = k * math.cos(math.radians(51.0))
        left, top = 40.0, 40.0

        def at(lon: float, lat: float) -> QPointF:
            return QPointF(left + (lon - WEST) * kx, top + (NORTH - lat) * k)

        board = QRectF(at(WEST, NORTH), at(EAST, SOUTH))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SEA)
        painter.drawRect(board)
        painter.save()
        painter.setClipRect(board)
        painter.translate(left - WEST * kx, top + NORTH * k)
        painter.scale(kx, k)
        painter.setBrush(LAND)
        pen = QPen(QColor("#6b7a58"), 1.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawPath(_germany())
        painter.restore()
        # the square explained, then the thin square lines, then the white dividing lines
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MARK)
        square = QRectF(at(*SQUARE), at(SQUARE[0] + 2, SQUARE[1] - 1))
        painter.drawRect(square)
        # the enlarged square's guides under the grid and its numbers
        painter.setPen(QPen(QColor("#9a9a9a"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(square.topRight(), INSET.topLeft())
        painter.drawLine(square.bottomRight(), INSET.bottomLeft())
        painter.setPen(QPen(QColor("#333333"), 1))
        for lon in range(8, 16, 2):
            painter.drawLine(at(lon, NORTH), at(lon, SOUTH))
        for lat in range(48, 55):
            painter.drawLine(at(WEST, lat), at(EAST, lat))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(board)
        white = QPen(QColor("#ffffff"), 4)
        painter.setPen(white)
        painter.drawLine(at(10, NORTH), at(10, SOUTH))
        painter.drawLine(at(WEST, 52), at(EAST, 52))
        painter.drawLine(at(WEST, 50), at(EAST, 50))
        # square numbers: 1–15 in N and S, 1–10 in M, row by row from the west
        for zone_top, rows in ((NORTH, 3), (52.0, 2), (50.0, 3)):
            for n in range(rows * 5):
                lon = WEST + 2 * (n % 5)
                lat = zone_top - n // 5
                cell = QRectF(at(lon, lat), at(lon + 2, lat - 1))
                draw_text(painter, cell, str(n + 1), 11, bold=True, colour=QColor("#20305a"))
        # W / O over the board, N / M / S beside it, the degrees under it
        draw_text(
            painter, QRectF(at(WEST, NORTH) - QPointF(0, 30), at(10, NORTH)), "W", 18, bold=True
        )
        draw_text(
            painter, QRectF(at(10, NORTH) - QPointF(0, 30), at(EAST, NORTH)), "O", 18, bold=True
        )
        for zone, north, south in (("N", NORTH, 52), ("M", 52, 50), ("S", 50, SOUTH)):
            rect = QRectF(at(WEST, north) - QPointF(34, 0), at(WEST, south))
            draw_text(painter, rect, zone, 18, bold=True)
        grey = QColor("#555555")
        draw_text(
            painter,
            QRectF(at(10, SOUTH) + QPointF(-30, 2), QSize(60, 14)),
            "10° E",
            10,
            colour=grey,
        )
        for lat in (52, 50):
            draw_text(
                painter,
                QRectF(at(EAST, lat) + QPointF(2, -8), QSize(40, 16)),
                f"{lat}° N",
                10,
                colour=grey,
            )
        # the square enlarged with its quarters
        inset = INSET
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#fff6d6"))
        painter.drawRect(inset)
        half = QRectF(inset.topLeft(), inset.size() / 2)
        for i, q in enumerate("ABCD"):
            cell = half.translated((i % 2) * half.width(), (i // 2) * half.height())
            if q == TIP[3]:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(MARK)
                painter.drawRect(cell)
            draw_text(painter, cell, q, 20, bold=True)
        painter.setPen(QPen(INK, 1))
        painter.drawLine(
            QPointF(inset.center().x(), inset.top()), QPointF(inset.center().x(), inset.bottom())
        )
        painter.drawLine(
            QPointF(inset.left(), inset.center().y()), QPointF(inset.right(), inset.center().y())
        )
        draw_text(
            painter,
            QRectF(inset.left() - 10, inset.top() - 28, inset.width() + 20, 26),
            QCoreApplication.translate("MindenRules", "Square %1, north zone").replace(
                "%1", TIP[2]
            ),
            12,
            bold=True,
        )
        # the tip card: four stones
        card = QRectF(300, 196, 150, 112)
        painter.setPen(QPen(QColor("#7a6a3a"), 1.5))
        painter.setBrush(QColor("#f3e7c4"))
        painter.drawRoundedRect(card, 8, 8)
        draw_text(
            painter,
            QRectF(card.left() + 4, card.top() + 4, card.width() - 8, 34),
            QCoreApplication.translate("MindenRules", "Tip card: 4 stones"),
            12,
            bold=True,
        )
        r = 15.0
        for i, value in enumerate(TIP):
            centre = QPointF(card.left() + 22 + i * 35.5, card.top() + 70)
            painter.setPen(QPen(QColor("#111111"), 1.2))
            painter.setBrush(QBrush(QColor("#d7301f")))
            painter.drawEllipse(centre, r, r)
            draw_text(
                painter,
                QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                value,
                12,
                bold=True,
                colour=QColor("white"),
            )
            draw_text(
                painter,
                QRectF(centre.x() - r, centre.y() + r, 2 * r, 18),
                str(i + 1) + ".",
                10,
                colour=QColor("#555555"),
            )


RULES = Rules(
    "minden",
    "MindenRules",
    (
        Section(
            QT_TRANSLATE_NOOP("MindenRules", "What is the goal?"),
            (
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Each round every player gets a card with a place in Germany: a city, a "
                    "village, a river, a mountain. You guess where it lies on the board. Right "
                    "guesses move your piece along the track. Whoever is in front at the end "
                    "is the champion.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("MindenRules", "The board and your tip card"),
            (
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "White lines cut Germany into parts. The line from north to south at "
                    "10° east splits it into W (west) and O (Ost: east). Two lines at 50° and "
                    "52° north make three zones: N (north), M (middle) and S (south).",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Each zone is cut into numbered map squares: 15 in N and S, 10 in M. Each "
                    "square has four quarters: A top left, B top right, C bottom left, "
                    "D bottom right.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Your tip card has four stones, one for each question: W or O? N, M or S? "
                    "Which square? Which quarter? The board names no places, so nobody can "
                    "just read the answer off the map.",
                ),
            ),
            picture=GridPicture,
            caption=QT_TRANSLATE_NOOP(
                "MindenRules",
                "The tip O · N · 13 · C: east of 10°, north of 52°, square 13, bottom left "
                "quarter.",
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("MindenRules", "A round, step by step"),
            (),
            (
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Pick a card. There is one card for each player; whoever is furthest "
                    "behind picks first, and the leader gets the last one.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Swap it if you like. Once in the game you may pay your chip for a new card "
                    "from the pile. Whoever is behind decides first.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Place your stones on the tip card, in this order: W/O, then N/M/S, then "
                    "the square, then the quarter. You may stop after any stone. With several "
                    "people the laptop goes round, and nobody sees the others' tips.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Show where you think the place is: click the map. Then the card is turned "
                    "over and the app checks every stone. Whoever is furthest behind goes "
                    "first.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("MindenRules", "Points"),
            (
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Every right stone moves your piece one space. Spaces with another piece "
                    "on them do not count: you jump over them.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "But careful: if even one of your stones is wrong, you do not move at all. "
                    "Only place a stone when you are fairly sure.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "A right tip with enough stones lets you keep the card: yellow city cards "
                    "need all 4 stones, orange place cards and blue expert cards 3, green "
                    "nature cards 2.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("MindenRules", "The end"),
            (
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "When a piece reaches the orange spaces at the end of the track, the round "
                    "is played to its end and the game is over. (It also ends when the pile "
                    "has too few cards for a round.)",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "Then the kept cards count, colour by colour: whoever has the most cards of "
                    "a colour moves 5 spaces; if several have the most, each of them moves 2. "
                    "Whoever is in front after that wins.",
                ),
                QT_TRANSLATE_NOOP(
                    "MindenRules",
                    "In the new-game dialog you can add the blue expert cards and two "
                    "variants: swapping again for a stone, and challenging a tip you think is "
                    "wrong.",
                ),
            ),
        ),
    ),
)
