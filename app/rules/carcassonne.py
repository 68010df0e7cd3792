"""Carcassonne Maps — Germany in our own words, with a city being scored and an upgrade paid
with Map-Chips, drawn with the game's own tile painter."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from geoquiz.app.rules.content import Rules, Section
from geoquiz.app.rules.picture import Picture, draw_text

__all__ = ["CITY", "RULES", "ScoringPicture"]

#: three tiles that close a city (base game kinds, quarter turns): a cap facing east, a city
#: across with a shield, a cap facing west — 3 tiles × 2 + 1 shield × 2 = 8 points
CITY: tuple[tuple[str, int], ...] = (("BA18", 1), ("BA07", 0), ("BA18", 3))
CITY_POINTS = 8
TILE = 92.0


class ScoringPicture(Picture):
    """A finished city with a meeple on it and its points; chips worth 4 upgrading a meeple."""

    SIZE = QSize(470, 240)

    def draw(self, painter: QPainter) -> None:
        from geoquiz.app.carcassonne.painting import anchor, draw_chips, draw_meeple, draw_tile

        left, top = 18.0, 18.0
        for i, (name, rotation) in enumerate(CITY):
            draw_tile(painter, QRectF(left + i * TILE, top, TILE, TILE), name, rotation)
        ax, ay = anchor(CITY[1][0], CITY[1][1], 0)
        draw_meeple(
            painter, QPointF(left + TILE + ax * TILE, top + ay * TILE + 8), 30, 0, False, False
        )
        badge = QRectF(left + 3 * TILE + 16, top + 14, 130, 64)
        painter.setPen(QPen(QColor("#7a5a00"), 2))
        painter.setBrush(QColor("#ffe38a"))
        painter.drawRoundedRect(badge, 10, 10)
        draw_text(painter, badge, f"+{CITY_POINTS}", 30, bold=True)
        draw_text(
            painter,
            QRectF(left, top + TILE + 4, 3 * TILE + 150, 40),
            QCoreApplication.translate(
                "CarcassonneRules", "City: 3 tiles × 2 + 1 shield × 2 = 8 points"
            ),
            13,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        # chips worth exactly 4 upgrade a meeple
        y = top + TILE + 62
        chips = [
            (QRectF(left + i * 40, y + 12, 34, 34), colour, value)
            for i, (colour, value) in enumerate((("purple", 1), ("lightblue", 1), ("orange", 2)))
        ]
        draw_chips(painter, chips)
        draw_text(painter, QRectF(left + 118, y + 12, 40, 34), "=  4", 16, bold=True)
        painter.setPen(QPen(QColor("#444444"), 2))
        painter.drawLine(QPointF(left + 168, y + 29), QPointF(left + 200, y + 29))
        painter.drawLine(QPointF(left + 192, y + 23), QPointF(left + 200, y + 29))
        painter.drawLine(QPointF(left + 192, y + 35), QPointF(left + 200, y + 29))
        draw_meeple(painter, QPointF(left + 232, y + 29), 34, 0, True, False)
        draw_text(
            painter,
            QRectF(left + 262, y, 170, 60),
            QCoreApplication.translate("CarcassonneRules", "an upgraded meeple counts as two"),
            12,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )


RULES = Rules(
    "carcassonne",
    "CarcassonneRules",
    (
        Section(
            QT_TRANSLATE_NOOP("CarcassonneRules", "What is the goal?"),
            (
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "Together you lay a landscape of tiles over the map of Germany: roads, "
                    "cities, monasteries and fields. Put your meeples on them: finished "
                    "roads, cities and monasteries bring points. Whoever has the most points "
                    "at the end wins.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("CarcassonneRules", "The map"),
            (
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "The map is cut into squares, and a tile may only lie on a square of the "
                    "map. The first tiles lie on two of the start squares Rostock, Erfurt and "
                    "Stuttgart.",
                ),
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "Six big cities are printed on the map: Hamburg, Berlin, Hannover, the "
                    "Ruhrgebiet, Frankfurt and München. No tile goes on them, but a tile next "
                    "to one must carry its city on. Roads and cities printed at the edge of "
                    "the map must be carried on as well.",
                ),
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "Map-Chips lie face down on some squares. Lay a tile there and the chip "
                    "is yours: 1 or 2 points at once.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("CarcassonneRules", "Your turn, step by step"),
            (),
            (
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "You get a new tile. Turn it (R) and lay it next to a tile that is "
                    "already there, so that every side fits: road to road, city to city, "
                    "field to field.",
                ),
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "If you like, put one meeple on the tile you just laid: on its road, city, "
                    "monastery or field, if nobody has a meeple there yet.",
                ),
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "Chips worth exactly 4 together can upgrade one of your meeples: it then "
                    "counts as two meeples.",
                ),
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "Roads, cities and monasteries that are finished now are scored, and their "
                    "meeples come back to their owners.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("CarcassonneRules", "Points"),
            (
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "A finished road: 1 point per tile. A finished city: 2 points per tile and "
                    "2 per shield. A monastery with tiles all round it: 9 points. The edge of "
                    "the map closes a road or a city like a tile would.",
                ),
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "Whoever has the most meeples on a road or city gets its points; if "
                    "several have the most, each of them gets them all.",
                ),
            ),
            picture=ScoringPicture,
            caption=QT_TRANSLATE_NOOP(
                "CarcassonneRules",
                "Blue's meeple holds a city that has just been finished; below, three chips "
                "worth 4 pay for an upgrade.",
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("CarcassonneRules", "The end"),
            (
                QT_TRANSLATE_NOOP(
                    "CarcassonneRules",
                    "When the last tile has been laid, what is left unfinished counts too: a "
                    "road 1 point per tile, a city 1 per tile and 1 per shield, a monastery 1 "
                    "plus 1 per tile around it. A meeple lying in a field (a farmer) gets 3 "
                    "points for each finished city next to its field. Then the most points "
                    "win.",
                ),
            ),
        ),
    ),
)
