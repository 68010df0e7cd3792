"""Print-and-play: a deck as a PDF of cut-out cards, fronts and backs for duplex printing.

Cards are 59 × 91 mm, portrait. The printed Finden Sie Minden box could not be measured here;
59 × 91 mm is the standard card size of German publishers' family games (Kosmos, Ravensburger),
so printed cards fit the sleeves and card holders families already have, and the prompt of a
real card (one or two lines of large type) fits with room for a colour band.

A sheet holds as many cards as fit with at least :data:`MIN_MARGIN_MM` free at every edge for
cut marks and the printer's unprintable border: A4 portrait 3 × 3 (9 cards), US Letter landscape
4 × 2 (8 cards). The cards touch, so one cut separates two cards; cut marks in the margins extend
every card edge. Each sheet of fronts is followed by its sheet of backs, mirrored left-right: a
card's back lies exactly behind its front when the sheet is turned over its vertical side (duplex
"flip on long edge" for the portrait A4 sheet, "flip on short edge" for the landscape Letter one).

Front: the card's colour as a band with the title, the prompt below in the deck's language.
Back: the solution(s) as the four tip stones (east/west, zone, square, quadrant), then the
explanation. The layout geometry (:func:`sheet_layout`) is Qt-free arithmetic, tested on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

__all__ = [
    "CARD_MM",
    "PAPERS",
    "PrintCard",
    "SheetLayout",
    "deck_print_cards",
    "print_cards",
    "print_deck",
    "sheet_layout",
]

#: Card width and height in millimetres (portrait).
CARD_MM = (59.0, 91.0)
#: Paper sizes in millimetres (portrait width, height) and their Qt page size.
PAPERS: dict[str, tuple[float, float, QPageSize.PageSizeId]] = {
    "a4": (210.0, 297.0, QPageSize.PageSizeId.A4),
    "letter": (215.9, 279.4, QPageSize.PageSizeId.Letter),
}
#: Free paper at each edge: room for cut marks and the printer's unprintable border.
MIN_MARGIN_MM = 10.0
#: Length of a cut mark and its distance from the card edge.
CUT_MARK_MM = 6.0
CUT_GAP_MM = 1.5
#: Text stays this far inside the card edge, so a cut a little off does not touch it.
SAFE_MM = 4.0
#: Print colours of the four card colours (as on screen, app.minden.widgets.CARD_COLOURS).
CARD_COLOURS = {"yellow": "#F5D547", "orange": "#F0913A", "green": "#5DAA55", "blue": "#4A8FD6"}
_DPI = 600


@dataclass(frozen=True)
class PrintCard:
    """What one printed card shows."""

    colour: str
    title: str
    prompt: str
    explanation: str
    solutions: tuple[str, ...]


@dataclass(frozen=True)
class SheetLayout:
    """Where the cards lie on a sheet, in millimetres from the top-left corner of the page."""

    paper: str
    landscape: bool
    page_w: float
    page_h: float
    cols: int
    rows: int
    left: float
    top: float

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows

    def front_rect(self, slot: int) -> tuple[float, float, float, float]:
        """(x, y, w, h) of the front of the card in ``slot`` (0 … per_sheet-1, row by row)."""
        row, col = divmod(slot, self.cols)
        w, h = CARD_MM
        return (self.left + col * w, self.top + row * h, w, h)

    def back_rect(self, slot: int) -> tuple[float, float, float, float]:
        """(x, y, w, h) of the back of that card on the backs sheet: mirrored left-right."""
        x, y, w, h = self.front_rect(slot)
        return (self.page_w - x - w, y, w, h)

    def cut_lines(self) -> tuple[list[float], list[float]]:
        """The x positions of the vertical and the y positions of the horizontal card edges."""
        w, h = CARD_MM
        xs = [self.left + k * w for k in range(self.cols + 1)]
        ys = [self.top + k * h for k in range(self.rows + 1)]
        return xs, ys


def sheet_layout(paper: str) -> SheetLayout:
    """The orientation and grid that fit the most cards on ``paper`` ("a4" or "letter")."""
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}; choose one of {', '.join(PAPERS)}")
    width, height, _ = PAPERS[paper]
    w, h = CARD_MM
    best: SheetLayout | None = None
    for landscape in (False, True):
        page_w, page_h = (height, width) if landscape else (width, height)
        cols = int((page_w - 2 * MIN_MARGIN_MM) // w)
        rows = int((page_h - 2 * MIN_MARGIN_MM) // h)
        layout = SheetLayout(
            paper,
            landscape,
            page_w,
            page_h,
            cols,
            rows,
            (page_w - cols * w) / 2,
            (page_h - rows * h) / 2,
        )
        if best is None or layout.per_sheet > best.per_sheet:
            best = layout
    assert best is not None and best.per_sheet > 0
    return best


def _tr(text: str) -> str:
    return QCoreApplication.translate("PrintDeck", text)


class _Painter:
    """Draws in millimetres onto a device of ``_DPI`` dots per inch."""

    def __init__(self, painter: QPainter) -> None:
        self.p = painter
        self.k = _DPI / 25.4

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * self.k, y * self.k, w * self.k, h * self.k)

    def pen(self, colour: str, width_mm: float) -> QPen:
        return QPen(QColor(colour), width_mm * self.k)

    def font(self, points: float, *, bold: bool = False) -> QFont:
        font = QFont("DejaVu Sans")
        font.setPointSizeF(points)
        font.setBold(bold)
        return font

    def text(
        self,
        box: tuple[float, float, float, float],
        text: str,
        points: float,
        *,
        bold: bool = False,
        colour: str = "#111111",
        flags: int = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
        min_points: float = 6.0,
    ) -> float:
        """Draw wrapped text in a box, shrinking the type until it fits; return the size used."""
        rect = self.rect(*box)
        size = points
        # the pen first: with Qt.NoPen (left by the fills) QPainter.boundingRect measures nothing
        # and every text kept its largest size, cut by its box ("Porzellanmanufaktu")
        self.p.setPen(QColor(colour))
        while True:
            self.p.setFont(self.font(size, bold=bold))
            needed = self.p.boundingRect(rect, flags, text)
            if (needed.height() <= rect.height() and needed.width() <= rect.width()) or (
                size <= min_points
            ):
                break
            size -= 0.5
        self.p.drawText(rect, flags, text)
        return size


def _draw_front(d: _Painter, card: PrintCard, x: float, y: float, w: float, h: float) -> None:
    colour = CARD_COLOURS.get(card.colour, "#999999")
    d.p.setPen(Qt.PenStyle.NoPen)
    d.p.fillRect(d.rect(x, y, w, h), QColor("#FFFFFF"))
    band = 22.0
    d.p.fillRect(d.rect(x, y, w, band), QColor(colour))
    d.text(
        (x + SAFE_MM, y + SAFE_MM, w - 2 * SAFE_MM, band - SAFE_MM - 1), card.title, 13, bold=True
    )
    d.text(
        (x + SAFE_MM, y + band + 6, w - 2 * SAFE_MM, h - band - 6 - 14),
        card.prompt or card.title,
        15,
    )
    d.p.fillRect(d.rect(x, y + h - 6, w, 6), QColor(colour))
    _frame(d, x, y, w, h)


def _stone(d: _Painter, cx: float, cy: float, r: float, label: str, fill: str) -> None:
    d.p.setPen(d.pen("#222222", 0.35))
    d.p.setBrush(QColor(fill))
    d.p.drawEllipse(QPointF(cx * d.k, cy * d.k), r * d.k, r * d.k)
    d.text((cx - r, cy - r, 2 * r, 2 * r), label, 12, bold=True)


#: Stone colours: east/west, zone, square, quadrant (four kinds of tip stone).
_STONE_FILLS = ("#FFFFFF", "#E0E0E0", "#FFF4C2", "#D8ECFF")


def _draw_back(d: _Painter, card: PrintCard, x: float, y: float, w: float, h: float) -> None:
    colour = CARD_COLOURS.get(card.colour, "#999999")
    d.p.setPen(Qt.PenStyle.NoPen)
    d.p.fillRect(d.rect(x, y, w, h), QColor("#FFFFFF"))
    d.p.fillRect(d.rect(x, y, w, 6), QColor(colour))
    d.text((x + SAFE_MM, y + 8, w - 2 * SAFE_MM, 8), card.title, 10, bold=True)
    d.text((x + SAFE_MM, y + 16, w - 2 * SAFE_MM, 5), _tr("Solution"), 7, colour="#555555")
    r = 5.6
    top = y + 22.0
    for index, solution in enumerate(card.solutions[:2]):
        if index:
            d.text((x + SAFE_MM, top, w - 2 * SAFE_MM, 5), _tr("or"), 8, colour="#555555")
            top += 5.5
        stones = solution.split()
        gap = (w - 2 * SAFE_MM - 8 * r) / 3
        for k, (label, fill) in enumerate(zip(stones, _STONE_FILLS, strict=False)):
            cx = x + SAFE_MM + r + k * (2 * r + gap)
            _stone(d, cx, top + r, r, label, fill)
        top += 2 * r + 3
    if card.explanation:
        d.p.setPen(d.pen("#BBBBBB", 0.25))
        d.p.drawLine(
            QPointF((x + SAFE_MM) * d.k, (top + 1) * d.k),
            QPointF((x + w - SAFE_MM) * d.k, (top + 1) * d.k),
        )
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(
            Qt.TextFlag.TextWordWrap
        )
        d.text(
            (x + SAFE_MM, top + 3, w - 2 * SAFE_MM, y + h - SAFE_MM - top - 3),
            card.explanation,
            9,
            flags=flags,
        )
    _frame(d, x, y, w, h)


def _frame(d: _Painter, x: float, y: float, w: float, h: float) -> None:
    """A hairline around the card: where to cut if the cut marks are trimmed away."""
    d.p.setBrush(Qt.BrushStyle.NoBrush)
    d.p.setPen(d.pen("#C8C8C8", 0.1))
    d.p.drawRect(d.rect(x, y, w, h))


def _cut_marks(d: _Painter, layout: SheetLayout) -> None:
    xs, ys = layout.cut_lines()
    d.p.setPen(d.pen("#000000", 0.2))
    top, bottom = ys[0], ys[-1]
    left, right = xs[0], xs[-1]

    def line(x1: float, y1: float, x2: float, y2: float) -> None:
        d.p.drawLine(QPointF(x1 * d.k, y1 * d.k), QPointF(x2 * d.k, y2 * d.k))

    for x in xs:
        line(x, top - CUT_GAP_MM - CUT_MARK_MM, x, top - CUT_GAP_MM)
        line(x, bottom + CUT_GAP_MM, x, bottom + CUT_GAP_MM + CUT_MARK_MM)
    for y in ys:
        line(left - CUT_GAP_MM - CUT_MARK_MM, y, left - CUT_GAP_MM, y)
        line(right + CUT_GAP_MM, y, right + CUT_GAP_MM + CUT_MARK_MM, y)


def print_cards(cards: Sequence[PrintCard], path: Path, paper: str = "a4") -> int:
    """Write the cards as a duplex PDF (fronts sheet, backs sheet, …); return the page count.

    Needs a QGuiApplication (fonts); raises ValueError for no cards or an unknown paper.
    """
    layout = sheet_layout(paper)
    if not cards:
        raise ValueError("the deck has no cards to print")
    _, _, page_id = PAPERS[paper]
    writer = QPdfWriter(str(path))
    writer.setResolution(_DPI)
    writer.setTitle(_tr("Cards"))
    writer.setCreator("geoquiz")
    orientation = (
        QPageLayout.Orientation.Landscape if layout.landscape else QPageLayout.Orientation.Portrait
    )
    writer.setPageLayout(
        QPageLayout(
            QPageSize(page_id), orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write {path}")
    d = _Painter(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pages = 0
    try:
        for start in range(0, len(cards), layout.per_sheet):
            sheet = cards[start : start + layout.per_sheet]
            for side in ("front", "back"):
                if pages:
                    writer.newPage()
                pages += 1
                for slot, card in enumerate(sheet):
                    if side == "front":
                        _draw_front(d, card, *layout.front_rect(slot))
                    else:
                        _draw_back(d, card, *layout.back_rect(slot))
                _cut_marks(d, layout)
                footer = _tr("%1 – sheet %2 of %3, %4").replace("%1", path.stem)
                sheets = -(-len(cards) // layout.per_sheet)
                footer = (
                    footer.replace("%2", str(start // layout.per_sheet + 1))
                    .replace("%3", str(sheets))
                    .replace("%4", _tr("fronts") if side == "front" else _tr("backs"))
                )
                d.text(
                    (0, layout.page_h - layout.top + 1.0, layout.page_w, 4),
                    footer,
                    6,
                    colour="#777777",
                )
    finally:
        painter.end()
    return pages


def deck_print_cards(session: object, deck_name: str) -> list[PrintCard]:
    """The cards of deck ``deck_name`` as printed (prompt in the deck's language)."""
    from geoquiz.db.repository import deck_by_name, list_cards, solutions_of

    deck = deck_by_name(session, deck_name)  # type: ignore[arg-type]
    if deck is None:
        raise ValueError(f"no deck called {deck_name!r}")
    out = []
    for card in list_cards(session, deck_id=deck.id):  # type: ignore[arg-type]
        first, second = (
            (card.prompt_en, card.prompt_de)
            if deck.language == "en"
            else (card.prompt_de, card.prompt_en)
        )
        out.append(
            PrintCard(
                card.colour,
                card.title,
                first or second,
                card.explanation or "",
                tuple(str(s) for s in solutions_of(card)),
            )
        )
    return out


def print_deck(db: object, deck_name: str, path: Path, paper: str = "a4") -> int:
    """Print deck ``deck_name`` of database ``db`` to ``path``; return the page count."""
    with db.session() as session:  # type: ignore[attr-defined]
        cards = deck_print_cards(session, deck_name)
    return print_cards(cards, path, paper)
