"""10 Tage durch Deutschland in our own words, with a route on the card holder drawn by the app:
neighbour, train and bus links."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from geoquiz.app.rules.content import Rules, Section
from geoquiz.app.rules.picture import INK, Picture, draw_text

__all__ = ["ROUTE", "RULES", "RoutePicture"]

#: the route of the picture (a correct one: ``tests/test_rules_pages.py`` checks it)
ROUTE: tuple[str, ...] = (
    "schleswig-holstein",
    "hamburg",
    "lueneburg",
    "train:green",
    "dresden",
    "chemnitz",
    "bus",
    "unterfranken",
    "stuttgart",
    "tuebingen",
)
#: the region the bus of the picture stands for (it borders Chemnitz and Unterfranken)
BUS_VIA = "Oberfranken"
CARD_W, CARD_H, GAP, LEFT = 88.0, 62.0, 12.0, 20.0
ROWS_Y = (44.0, 168.0)
TRANSPORT = QColor("#f2ede0")


def _card_rect(day: int) -> QRectF:
    row, col = divmod(day, 5)
    return QRectF(LEFT + col * (CARD_W + GAP), ROWS_Y[row], CARD_W, CARD_H)


class RoutePicture(Picture):
    """Ten days on the two card holders, with the links between them."""

    SIZE = QSize(530, 300)

    def draw(self, painter: QPainter) -> None:
        from geoquiz.app.tage.style import CARD_COLOURS, SYMBOLS
        from geoquiz.geo.regions import region

        for day, card in enumerate(ROUTE):
            rect = _card_rect(day)
            if card.startswith("train:"):
                colour = CARD_COLOURS[card.split(":")[1]]
                name = QCoreApplication.translate("TageRules", "Train")
                symbol = SYMBOLS[card.split(":")[1]]
            elif card == "bus":
                colour, name, symbol = (
                    QColor("#7a7a7a"),
                    QCoreApplication.translate("TageRules", "Bus"),
                    "",
                )
            else:
                r = region(card)
                colour, name, symbol = CARD_COLOURS[r.colour], r.name, SYMBOLS[r.colour]
            painter.setPen(QPen(QColor("#555555"), 1))
            painter.setBrush(TRANSPORT if card in ("bus",) or ":" in card else QColor("white"))
            painter.drawRoundedRect(rect, 5, 5)
            band = QRectF(rect.left(), rect.top(), rect.width(), 17)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(band, 5, 5)
            painter.drawRect(band.adjusted(0, 8, 0, 0))
            if card != "bus":
                draw_text(painter, band, symbol, 11, bold=True, colour=QColor("white"))
            draw_text(painter, rect.adjusted(3, 18, -3, -2), name, 12, bold=True)
            label = QCoreApplication.translate("TageRules", "Day %1").replace("%1", str(day + 1))
            draw_text(painter, QRectF(rect.left(), rect.bottom() + 1, rect.width(), 15), label, 10)
        # neighbours: a short solid bar in the gap between two regions
        solid = QPen(INK, 3)
        for day in range(len(ROUTE) - 1):
            if ":" in ROUTE[day] or ":" in ROUTE[day + 1] or "bus" in (ROUTE[day], ROUTE[day + 1]):
                continue
            a, b = _card_rect(day), _card_rect(day + 1)
            painter.setPen(solid)
            if a.top() == b.top():
                painter.drawLine(
                    QPointF(a.right(), a.center().y()), QPointF(b.left(), b.center().y())
                )
            else:  # from day 5 to day 6: on to the second holder
                painter.drawLine(
                    QPointF(a.right(), a.center().y()), QPointF(a.right() + 12, a.center().y())
                )
                painter.drawLine(
                    QPointF(b.left() - 12, b.center().y()), QPointF(b.left(), b.center().y())
                )
        # a train: a dashed arc in its colour over the train card; a bus: a bent arc via a region
        train = ROUTE.index("train:green")
        self._arc(
            painter, train - 1, train + 1, QPen(CARD_COLOURS["green"], 3, Qt.PenStyle.DashLine)
        )
        bus = ROUTE.index("bus")
        self._arc(painter, bus - 1, bus + 1, QPen(QColor("#7a7a7a"), 3, Qt.PenStyle.DotLine))
        via = _card_rect(bus)
        draw_text(
            painter,
            QRectF(via.left() - 40, via.top() - 40, via.width() + 80, 16),
            QCoreApplication.translate("TageRules", "via %1").replace("%1", BUS_VIA),
            11,
            colour=QColor("#444444"),
        )
        # the legend
        y = 262.0
        items = (
            (QPen(INK, 3), QCoreApplication.translate("TageRules", "neighbours")),
            (
                QPen(CARD_COLOURS["green"], 3, Qt.PenStyle.DashLine),
                QCoreApplication.translate("TageRules", "train"),
            ),
            (
                QPen(QColor("#7a7a7a"), 3, Qt.PenStyle.DotLine),
                QCoreApplication.translate("TageRules", "bus"),
            ),
        )
        for i, (pen, text) in enumerate(items):
            x = LEFT + i * 165
            painter.setPen(pen)
            painter.drawLine(QPointF(x, y + 10), QPointF(x + 34, y + 10))
            draw_text(
                painter, QRectF(x + 40, y, 120, 20), text, 12, align=Qt.AlignmentFlag.AlignLeft
            )

    @staticmethod
    def _arc(painter: QPainter, first: int, last: int, pen: QPen) -> None:
        a, b = _card_rect(first), _card_rect(last)
        path = QPainterPath(QPointF(a.center().x(), a.top()))
        lift = 30.0
        path.cubicTo(
            QPointF(a.center().x(), a.top() - lift),
            QPointF(b.center().x(), b.top() - lift),
            QPointF(b.center().x(), b.top()),
        )
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


RULES = Rules(
    "tage",
    "TageRules",
    (
        Section(
            QT_TRANSLATE_NOOP("TageRules", "What is the goal?"),
            (
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Plan a trip through Germany that lasts ten days. Your card holder has a "
                    "place for each day. The first player whose ten cards make a correct trip "
                    "from day 1 to day 10 wins.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("TageRules", "The map and the cards"),
            (
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "The map shows Germany in 43 regions; the North Sea, the Baltic Sea and "
                    "Lake Constance count as regions too. Every region has a train colour and "
                    "a symbol: ● red, ▲ orange, ■ blue, ◆ violet, ★ green. Berlin is black: it "
                    "goes with every train colour.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "There are region cards, train cards in the five colours, and bus cards. "
                    "Point at a region or a card and the map shows its neighbours.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("TageRules", "How one day leads to the next"),
            (),
            (
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Neighbours: a region may follow a region that shares a border with it.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Train: a train card joins two regions of its colour, however far apart "
                    "they are.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Bus: a bus card jumps over one region that borders the region before and "
                    "the region after it. Its colour does not matter.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Day 1 and day 10 must be regions, and only one train or bus may stand "
                    "between two regions.",
                ),
            ),
            picture=RoutePicture,
            caption=QT_TRANSLATE_NOOP(
                "TageRules",
                "A correct trip: neighbours (solid), a green train from Lüneburg to Dresden "
                "(dashed), a bus over Oberfranken (dotted).",
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("TageRules", "Your turn, step by step"),
            (
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "At the start everybody gets ten cards and puts them one by one on free "
                    "days of the holder. Then the game begins; the youngest player starts.",
                ),
            ),
            (
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Take a card: the top card of the face-down pile, or the top card of one "
                    "of the three face-up discard piles.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Use it or drop it: swap it for a card on your holder (the old card goes "
                    "onto a discard pile), or put it straight onto a discard pile.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "Trip complete? Call it out with the button. The app checks every link.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("TageRules", "The end"),
            (
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "There are no points: the first correct trip wins at once. If a call was "
                    "wrong, the app shows which link does not work and the game goes on.",
                ),
                QT_TRANSLATE_NOOP(
                    "TageRules",
                    "With two or more people the laptop is passed on at each turn, and only "
                    "your own cards are face up.",
                ),
            ),
        ),
    ),
)
