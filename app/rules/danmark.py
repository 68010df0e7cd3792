"""Danmark-spillet in our own words, with a die, a walk of exactly the number rolled and a
ferry drawn by the app."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from geoquiz.app.danmark.die import PIPS
from geoquiz.app.rules.content import Rules, Section
from geoquiz.app.rules.picture import INK, Picture, draw_text

__all__ = ["RULES", "DiePicture", "draw_die"]

LAND = QColor("#e4ecd2")
WATER = QColor("#cfe0ee")


def draw_die(painter: QPainter, rect: QRectF, face: int) -> None:
    """A white die showing ``face``."""
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("white"))
    painter.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    step = rect.width() / 4
    for col, row in PIPS[face]:
        centre = QPointF(rect.left() + step * (col + 1), rect.top() + step * (row + 1))
        painter.drawEllipse(centre, rect.width() * 0.09, rect.width() * 0.09)


def _shore(
    painter: QPainter, edge: float, top: float, c1: QPointF, c2: QPointF, bottom: float
) -> None:
    """Land between the water's side at ``x = edge`` and a coast that runs from ``top`` at the
    water's top (y 130) in a curve (control points ``c1``, ``c2``) to ``bottom`` at its foot
    (y 308); the painter's brush fills it."""
    land = QPainterPath()
    land.moveTo(edge, 130)
    land.lineTo(top, 130)
    land.cubicTo(c1, c2, QPointF(bottom, 308))
    land.lineTo(edge, 308)
    land.closeSubpath()
    painter.drawPath(land)


def _town(painter: QPainter, centre: QPointF, colour: QColor, r: float = 11) -> None:
    painter.setPen(QPen(INK, 2))
    painter.setBrush(colour)
    painter.drawEllipse(centre, r, r)


class DiePicture(Picture):
    """Above: a 3 rolled and a walk of exactly three spaces into a town of the player's cards.
    Below: a 5 rolled in Aarhus and the ferry over the water to Odden."""

    SIZE = QSize(470, 320)

    def draw(self, painter: QPainter) -> None:
        # the walk
        draw_die(painter, QRectF(18, 30, 50, 50), 3)
        start, end = QPointF(110, 55), QPointF(430, 55)
        painter.setPen(QPen(QColor("#8a7a5a"), 4))
        painter.drawLine(start, end)
        spaces = [start + (end - start) * (i / 3) for i in range(1, 3)]
        for i, space in enumerate(spaces):
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor("#f6e7b0"))
            painter.drawEllipse(space, 9, 9)
            draw_text(painter, QRectF(space.x() - 9, space.y() - 9, 18, 18), str(i + 1), 10)
        _town(painter, start, QColor("#2c6fbb"))
        _town(painter, end, QColor("#2e8b3a"))
        draw_text(
            painter,
            QRectF(end.x() - 9, end.y() - 9, 18, 18),
            "3",
            10,
            bold=True,
            colour=QColor("white"),
        )
        draw_text(
            painter,
            QRectF(start.x() - 60, 72, 120, 34),
            QCoreApplication.translate("DanmarkRules", "your piece"),
            11,
        )
        draw_text(
            painter,
            QRectF(end.x() - 90, 72, 130, 34),
            QCoreApplication.translate("DanmarkRules", "a town on your cards: exactly 3"),
            11,
            bold=True,
        )
        # the ferry: land, water, land
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(WATER)
        water = QRectF(12, 130, 446, 178)
        painter.drawRoundedRect(water, 6, 6)
        painter.setBrush(LAND)
        _shore(painter, 12, 170, QPointF(150, 190), QPointF(190, 240), 150)  # west
        _shore(painter, 458, 350, QPointF(320, 170), QPointF(360, 220), 340)  # east
        aarhus, odden = QPointF(120, 210), QPointF(390, 190)
        painter.setPen(QPen(QColor("#1f4e79"), 3, Qt.PenStyle.DashLine))
        painter.drawLine(aarhus, odden)
        _town(painter, aarhus, QColor("white"))
        _town(painter, odden, QColor("white"))
        draw_text(
            painter, QRectF(aarhus.x() - 60, aarhus.y() + 12, 120, 20), "Aarhus", 12, bold=True
        )
        draw_text(painter, QRectF(odden.x() - 60, odden.y() + 12, 120, 20), "Odden", 12, bold=True)
        # a little boat half way
        mid = (aarhus + odden) / 2
        boat = QPainterPath()
        boat.moveTo(mid + QPointF(-16, -4))
        boat.lineTo(mid + QPointF(16, -4))
        boat.lineTo(mid + QPointF(10, 6))
        boat.lineTo(mid + QPointF(-10, 6))
        boat.closeSubpath()
        painter.setPen(QPen(INK, 1.5))
        painter.setBrush(QColor("#d7301f"))
        painter.drawPath(boat)
        painter.setBrush(QColor("white"))
        painter.drawRect(QRectF(mid.x() - 6, mid.y() - 11, 12, 7))
        draw_die(painter, QRectF(24, 142, 40, 40), 1)
        draw_die(painter, QRectF(72, 142, 40, 40), 5)
        draw_text(
            painter,
            QRectF(150, 250, 190, 52),
            QCoreApplication.translate(
                "DanmarkRules", "Ferry, plane, bridge: a 1 or a 5, or a ticket"
            ),
            12,
            bold=True,
            colour=QColor("#1f3b57"),
        )


RULES = Rules(
    "danmark",
    "DanmarkRules",
    (
        Section(
            QT_TRANSLATE_NOOP("DanmarkRules", "What is the goal?"),
            (
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Travel round Denmark: visit every town on your 16 city cards and then go "
                    "back home to the town you started from. Whoever gets home first wins.",
                ),
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "You get four cards from each part of the country (A north Jutland, B the "
                    "rest of Jutland, C Funen and the southern islands, D Zealand and "
                    "Bornholm). Before your first roll you choose one of your towns as your "
                    "start town.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("DanmarkRules", "The board"),
            (
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Roads made of spaces join the towns. Towns with a star give you a chance "
                    "card. Ferries, planes and the Storebælt Bridge take you over the water.",
                ),
            ),
            picture=DiePicture,
            caption=QT_TRANSLATE_NOOP(
                "DanmarkRules",
                "Above: a 3 takes you exactly three spaces. Below: the ferry from Aarhus to Odden.",
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("DanmarkRules", "Your turn, step by step"),
            (),
            (
                QT_TRANSLATE_NOOP("DanmarkRules", "Roll the die (the Space bar)."),
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Move exactly that many spaces, always on in one direction: no turning "
                    "back, except at the end of a road. The app lists every place you can "
                    "reach.",
                ),
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Do you land exactly on a town of your cards? Then you hand that card in. "
                    "Just passing through does not count.",
                ),
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Do you land exactly on a star town? Take a chance card: for example an "
                    "extra roll, a ticket you can keep, or a turn you must miss.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("DanmarkRules", "Special throws and places"),
            (
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "A 6: you stay where you are and answer a question card; the next player "
                    "reads it to you. Right: keep the card and move the number of spaces on "
                    "it. Every third card you keep gives you an extra roll. Wrong: your turn "
                    "is over.",
                ),
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Ferry, plane or bridge: you must already stand in the harbour, airport "
                    "or bridge town when your turn begins. Then a 1 or a 5, or a ticket from a "
                    "chance card, takes you across.",
                ),
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "Only one piece fits in a town. If your town is taken, you stop on the "
                    "space just before it.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("DanmarkRules", "The end"),
            (
                QT_TRANSLATE_NOOP(
                    "DanmarkRules",
                    "When all your cards are handed in, head home. Whoever lands exactly on "
                    "their start town first wins.",
                ),
            ),
        ),
    ),
)
