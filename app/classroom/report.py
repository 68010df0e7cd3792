"""The printable class quiz report: A4 pages through Qt's own ``QPdfWriter`` (DESIGN §12).

Page 1: the quiz, every card with the share of right tips (worst first: the teacher's next
lesson) and the class maps of tips of the cards the class got wrong most. Then every card's map,
and a table per student: points, right cards, stones right, average time. The maps are drawn
here with ``QPainter`` from the stored tips (the same tally as the projector's).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
)

from geoquiz.app.classroom.board import HEIGHT, WIDTH, to_xy
from geoquiz.db.class_reports import bonus_points, card_stats, colour_bonus
from geoquiz.games.classquiz import tally

__all__ = ["paint_board", "write_pdf"]

ZONE_FIRST = {"N": 0, "M": 3, "S": 5}
GREEN = QColor("#006b2b")
HOT = QColor("#d9480f")
BLUE = QColor("#0b3d91")


@functools.cache
def _outline() -> QPainterPath:
    import shapely

    from geoquiz.geo.maps import germany_land

    path = QPainterPath()
    land = shapely.simplify(germany_land(), 0.02)
    for polygon in getattr(land, "geoms", [land]):
        if polygon.area < 0.002:
            continue
        for ring in [polygon.exterior, *polygon.interiors]:
            points = [QPointF(*to_xy(x, y)) for x, y in ring.coords]
            path.moveTo(points[0])
            for p in points[1:]:
                path.lineTo(p)
            path.closeSubpath()
    return path


def _cell(zone: str, number: int) -> tuple[int, int]:
    return ZONE_FIRST[zone] + (number - 1) // 5, (number - 1) % 5


def paint_board(
    painter: QPainter,
    rect: QRectF,
    tips: dict[str, Any],
    solutions: list[list[Any]],
    *,
    blank: bool = False,
    labels: dict[tuple[str, int, str], str] | None = None,
) -> None:
    """The board in ``rect``: Germany, the squares shaded by 3-stone tips, a numbered bubble per
    tipped quadrant, the solution outlined in green, side counts above. ``blank``: W and O
    above without counts (a worksheet); ``labels``: a text in the middle of a quadrant
    (``(zone, square, quadrant)`` → text: the answer key's prompt numbers)."""
    painter.save()
    side = 60 if blank else 10  # a blank board names its zones N, M, S on the left
    scale = min(rect.width() / (WIDTH + 2 * side), rect.height() / (HEIGHT + 70))
    painter.translate(rect.left() + (rect.width() - WIDTH * scale) / 2, rect.top() + 60 * scale)
    painter.scale(scale, scale)
    cw, ch = WIDTH / 5, HEIGHT / 8
    painter.fillRect(QRectF(0, 0, WIDTH, HEIGHT), QColor("#e6f0fa"))
    painter.setPen(QPen(QColor("#555"), 1.5))
    painter.setBrush(QColor("#f3ecd2"))
    painter.drawPath(_outline())
    squares = tips.get("square", {})
    top = max([1, *squares.values()])
    font = QFont("DejaVu Sans")
    font.setPixelSize(22)
    font.setBold(True)
    painter.setFont(font)
    for key, count in squares.items():
        row, col = _cell(key[0], int(key[1:]))
        shade = QColor(BLUE)
        shade.setAlphaF(0.12 + 0.4 * count / top)
        painter.fillRect(QRectF(col * cw, row * ch, cw, ch), shade)
    for zone, n in (("N", 15), ("M", 10), ("S", 15)):
        for number in range(1, n + 1):
            row, col = _cell(zone, number)
            painter.setPen(QPen(Qt.GlobalColor.black, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(col * cw, row * ch, cw, ch))
            painter.setPen(QPen(Qt.GlobalColor.black, 1, Qt.PenStyle.DashLine))
            painter.drawLine(
                QPointF(col * cw + cw / 2, row * ch), QPointF(col * cw + cw / 2, (row + 1) * ch)
            )
            painter.drawLine(
                QPointF(col * cw, row * ch + ch / 2), QPointF((col + 1) * cw, row * ch + ch / 2)
            )
            painter.setPen(Qt.GlobalColor.black)
            painter.drawText(QPointF(col * cw + 6, row * ch + 24), str(number))
    painter.setPen(QPen(Qt.GlobalColor.black, 7))
    painter.drawLine(QPointF(2 * cw, -10), QPointF(2 * cw, HEIGHT))
    painter.setPen(QPen(Qt.GlobalColor.black, 6))
    for row in (3, 5):
        painter.drawLine(QPointF(0, row * ch), QPointF(WIDTH, row * ch))
    for sol in solutions:
        row, col = _cell(str(sol[1]), int(sol[2]))
        q = "ABCD".index(str(sol[3]))
        painter.setPen(QPen(GREEN, 8))
        fill = QColor(GREEN)
        fill.setAlphaF(0.45)
        painter.setBrush(fill)
        painter.drawRect(
            QRectF(col * cw + (q % 2) * cw / 2, row * ch + (q // 2) * ch / 2, cw / 2, ch / 2)
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(col * cw, row * ch, cw, ch))
    quads = tips.get("quadrant", {})
    most = max([1, *quads.values()])
    font.setPixelSize(24)
    painter.setFont(font)
    for key, count in quads.items():
        row, col = _cell(key[0], int(key[1:-1]))
        q = "ABCD".index(key[-1])
        centre = QPointF(col * cw + (q % 2 + 0.5) * cw / 2, row * ch + (q // 2 + 0.5) * ch / 2)
        r = 12 + 20 * (count / most) ** 0.5
        painter.setPen(QPen(Qt.GlobalColor.white, 3))
        painter.setBrush(HOT)
        painter.drawEllipse(centre, r, r)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(count),
        )
    font.setPixelSize(32)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    ew = tips.get("ew", {})
    west, east = ("W", "O") if blank else (f"W {ew.get('W', 0)}", f"O {ew.get('O', 0)}")
    if blank:
        for zone, first, rows in (("N", 0, 3), ("M", 3, 2), ("S", 5, 3)):
            box = QRectF(-side, first * ch, side - 8, rows * ch)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, zone)
    painter.drawText(QRectF(0, -58, 2 * cw, 44), Qt.AlignmentFlag.AlignCenter, west)
    painter.drawText(QRectF(2 * cw, -58, 3 * cw, 44), Qt.AlignmentFlag.AlignCenter, east)
    for (zone, number, quadrant), text in (labels or {}).items():
        row, col = _cell(zone, number)
        q = "ABCD".index(quadrant)
        box = QRectF(col * cw + (q % 2) * cw / 2, row * ch + (q // 2) * ch / 2, cw / 2, ch / 2)
        font.setPixelSize(26 if len(text) <= 5 else 18)
        painter.setFont(font)
        painter.setPen(Qt.GlobalColor.white)
        painter.setBrush(QColor(0, 0, 0, 200))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        back = painter.boundingRect(box, flags, text)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(back.adjusted(-5, -1, 5, 1), 6, 6)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(box, flags, text)
    painter.restore()


class _Pages:
    """A ``QPdfWriter`` with a painter, a font helper and a cursor that breaks pages."""

    def __init__(self, path: Path, title: str | None = None) -> None:
        self.writer = QPdfWriter(str(path))
        self.writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
                QPageLayout.Unit.Millimeter,
            )
        )
        self.writer.setResolution(150)
        self.writer.setTitle(
            title or QCoreApplication.translate("ClassReport", "Class quiz report")
        )
        self.writer.setCreator("geoquiz")
        self.painter = QPainter()
        if not self.painter.begin(self.writer):  # a folder that is not there or not writable
            raise OSError(f"cannot write {path}")
        rect = self.writer.pageLayout().paintRectPixels(self.writer.resolution())
        self.width, self.height = float(rect.width()), float(rect.height())
        self.y = 0.0
        self.pages = 1

    def font(self, points: float, bold: bool = False) -> float:
        font = QFont("DejaVu Sans")
        font.setPointSizeF(points)
        font.setBold(bold)
        self.painter.setFont(font)
        return float(self.painter.fontMetrics().height())

    def need(self, height: float) -> None:
        if self.y + height > self.height:
            self.new_page()

    def new_page(self) -> None:
        self.writer.newPage()
        self.pages += 1
        self.y = 0.0

    def line(self, text: str, points: float = 10, bold: bool = False, x: float = 0) -> None:
        h = self.font(points, bold)
        self.need(h)
        self.painter.setPen(Qt.GlobalColor.black)
        self.painter.drawText(
            QRectF(x, self.y, self.width - x, h), Qt.AlignmentFlag.AlignLeft, text
        )
        self.y += h

    def row(self, cells: list[tuple[str, float]], points: float = 9, bold: bool = False) -> None:
        """One table row: (text, width as a share of the page) per cell."""
        h = self.font(points, bold) * 1.25
        self.need(h)
        x = 0.0
        self.painter.setPen(Qt.GlobalColor.black)
        for text, share in cells:
            w = share * self.width
            elided = self.painter.fontMetrics().elidedText(
                text, Qt.TextElideMode.ElideRight, int(w - 8)
            )
            self.painter.drawText(QRectF(x, self.y, w, h), Qt.AlignmentFlag.AlignVCenter, elided)
            x += w
        self.painter.setPen(QPen(QColor("#999"), 1))
        self.painter.drawLine(QPointF(0, self.y + h), QPointF(self.width, self.y + h))
        self.y += h

    def finish(self) -> int:
        self.painter.end()
        return self.pages


def _maps(pages: _Pages, report: dict[str, Any], cards: list[dict[str, Any]]) -> None:
    """Class maps of tips, two per row."""
    box_w = pages.width / 2
    box_h = box_w * 1.45
    for i, card in enumerate(cards):
        if i % 2 == 0:
            pages.need(box_h)
            top = pages.y
            pages.y += box_h
        tips = tally(a["tip"] for a in report["answers"] if a["card"] == card["position"])
        x = (i % 2) * box_w
        pages.font(10, True)
        pages.painter.setPen(Qt.GlobalColor.black)
        title = f"{card['position']}. {card['title']} — {card['percent_right']} %"
        pages.painter.drawText(QRectF(x, top, box_w, 40), Qt.AlignmentFlag.AlignLeft, title)
        paint_board(
            pages.painter, QRectF(x, top + 40, box_w - 20, box_h - 50), tips, card["solutions"]
        )


def write_pdf(report: dict[str, Any], path: Path) -> int:
    """Write the printable report of ``report`` (``db.class_reports.load_report``) to ``path``;
    returns the number of pages."""
    stats = card_stats(report)
    worst = sorted(stats, key=lambda c: (c["share_right"], c["position"]))
    s = report["session"]
    pages = _Pages(path)
    pages.line(QCoreApplication.translate("ClassReport", "Class quiz report"), 18, True)
    started = s["started_at"].replace("T", " ")
    devices = QCoreApplication.translate("ClassReport", "devices: %1")
    devices = devices.replace("%1", str(len(report["students"])))
    pages.line(f"{s['deck']} · {started} · {devices}", 10)
    mean = sum(c["share_right"] for c in stats) / len(stats) if stats else 0.0
    pages.line(
        QCoreApplication.translate(
            "ClassReport", "Cards: %1 · answer time %2 s · right on average %3"
        )
        .replace("%1", str(len(stats)))
        .replace("%2", f"{s['timer']:g}")
        .replace("%3", f"{int(100 * mean + 0.5)} %"),
        10,
    )
    pages.y += 20
    pages.line(
        QCoreApplication.translate("ClassReport", "The cards the class got wrong most"), 13, True
    )
    pages.row(
        [
            (QCoreApplication.translate("ClassReport", "Right"), 0.1),
            (QCoreApplication.translate("ClassReport", "Card"), 0.5),
            (QCoreApplication.translate("ClassReport", "Solution"), 0.25),
            (QCoreApplication.translate("ClassReport", "Tips"), 0.15),
        ],
        9,
        True,
    )
    for c in worst:
        solution = " / ".join(" ".join(str(p) for p in sol) for sol in c["solutions"])
        pages.row(
            [
                (f"{c['percent_right']} %", 0.1),
                (f"{c['position']}. {c['title']}", 0.5),
                (solution, 0.25),
                (f"{c['right']}/{c['tips']}", 0.15),
            ]
        )
    pages.y += 20
    pages.line(
        QCoreApplication.translate(
            "ClassReport", "Where the class tipped (the cards got wrong most)"
        ),
        13,
        True,
    )
    _maps(pages, report, worst[:2])
    if len(worst) > 2:
        pages.new_page()
        pages.line(
            QCoreApplication.translate("ClassReport", "Where the class tipped, card by card"),
            13,
            True,
        )
        _maps(pages, report, worst[2:])
    pages.new_page()
    pages.line(QCoreApplication.translate("ClassReport", "Students"), 13, True)
    bonus = bonus_points(report)
    lines = colour_bonus(report)
    # the points include the rulebook's colour bonus, when played with it shown on its own too
    name_share, points_share, other = (0.22, 0.1, 0.17) if lines else (0.4, 0.15, 0.15)
    heads = [
        (QCoreApplication.translate("ClassReport", "Name"), name_share),
        (QCoreApplication.translate("ClassReport", "Points"), points_share),
        (QCoreApplication.translate("ClassReport", "Right cards"), other),
        (QCoreApplication.translate("ClassReport", "Stones right"), other),
        (QCoreApplication.translate("ClassReport", "Average time"), other),
    ]
    if lines:
        heads.insert(2, (QCoreApplication.translate("ClassReport", "Colour bonus"), 0.17))
    pages.row(heads, 9, True)
    rows = []
    for st in report["students"]:
        mine = [a for a in report["answers"] if a["student"] == st["number"]]
        times = [a["seconds"] for a in mine if a["seconds"] is not None]
        extra = bonus.get(st["number"], 0)
        rows.append(
            (
                st["label"] + (" ✕" if st["removed"] else ""),
                sum(a["points"] for a in mine) + extra,
                sum(1 for a in mine if a["right"]),
                sum(a["stones_right"] for a in mine),
                f"{sum(times) / len(times):.1f} s" if times else "—",
                len(mine),
                extra,
            )
        )
    rows.sort(key=lambda r: (-r[1], r[0].casefold()))
    for label, points, right, stones, avg, n, extra in rows:
        cells = [
            (label, name_share),
            (str(points), points_share),
            (f"{right}/{n}", other),
            (str(stones), other),
            (avg, other),
        ]
        if lines:
            cells.insert(2, (f"+{extra}" if extra else "", 0.17))
        pages.row(cells)
    if lines:
        pages.y += 20
        pages.line(
            QCoreApplication.translate(
                "ClassReport", "The rulebook's colour bonus (most right cards of a colour)"
            ),
            11,
            True,
        )
        labels = {st["number"]: st["label"] for st in report["students"]}
        colour_names = {
            "yellow": QCoreApplication.translate("ClassReport", "yellow"),
            "orange": QCoreApplication.translate("ClassReport", "orange"),
            "green": QCoreApplication.translate("ClassReport", "green"),
            "blue": QCoreApplication.translate("ClassReport", "blue"),
        }
        for line in lines:
            who = ", ".join(labels.get(n, str(n)) for n in line["numbers"])
            pages.line(f"{colour_names[line['colour']]}: +{line['points']}  {who}", 10)
    return pages.finish()
