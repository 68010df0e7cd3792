"""Print-and-play PDF: sheet geometry, duplex alignment, pages, colours where the cards are."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from geoquiz.app.cards.print_deck import (
    CARD_COLOURS,
    CARD_MM,
    MIN_MARGIN_MM,
    PrintCard,
    print_cards,
    print_deck,
    sheet_layout,
)
from geoquiz.db import repository as repo
from geoquiz.db.session import Database, close_all, open_database

PLACES = [
    ("yellow", "Minden", 52.289, 8.917),
    ("orange", "Hamburg", 53.55, 9.99),
    ("green", "Brocken", 51.8, 10.617),
    ("blue", "Zeche Zollverein", 51.486, 7.045),
    ("yellow", "München", 48.137, 11.575),
    ("orange", "Rostock", 54.09, 12.13),
    ("green", "Feldberg", 47.87, 8.0),
    ("blue", "Kölner Dom", 50.941, 6.958),
    ("yellow", "Leipzig", 51.34, 12.37),
    ("orange", "List", 55.02, 8.43),
    ("green", "Großer Arber", 49.11, 13.13),
    ("blue", "Wartburg", 50.966, 10.306),
]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_cards_fit_the_sheet_with_margins_for_cut_marks(paper: str) -> None:
    layout = sheet_layout(paper)
    w, h = CARD_MM
    assert layout.cols * w + 2 * layout.left == pytest.approx(layout.page_w)
    assert layout.rows * h + 2 * layout.top == pytest.approx(layout.page_h)
    assert layout.left >= MIN_MARGIN_MM and layout.top >= MIN_MARGIN_MM
    expected = {"a4": (False, 3, 3), "letter": (True, 4, 2)}[paper]
    assert (layout.landscape, layout.cols, layout.rows) == expected


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_backs_lie_behind_fronts_when_the_sheet_is_turned(paper: str) -> None:
    layout = sheet_layout(paper)
    for slot in range(layout.per_sheet):
        fx, fy, fw, fh = layout.front_rect(slot)
        bx, by, bw, bh = layout.back_rect(slot)
        # turning the sheet over its vertical side maps x to page_w - x
        assert (layout.page_w - bx - bw, by, bw, bh) == pytest.approx((fx, fy, fw, fh))
    first, last = layout.front_rect(0), layout.back_rect(layout.cols - 1)
    assert first == pytest.approx(last)  # card 1's front is where the row's last back is


def test_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper"):
        sheet_layout("a3")


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'cards.sqlite3'}", load_shipped=False)
    with database.session() as s:
        deck = repo.create_deck(s, "Zwölf")
        for colour, title, lat, lon in PLACES:
            repo.add_card(
                s,
                deck,
                repo.CardData(colour, title, f"Wo liegt {title}?", "", "Erklärung", lat, lon),
            )
    yield database
    close_all()


def _pages(pdf: Path, tmp_path: Path) -> list[QImage]:
    subprocess.run(["pdftoppm", "-r", "25", "-png", str(pdf), str(tmp_path / "page")], check=True)
    return [QImage(str(p)) for p in sorted(tmp_path.glob("page-*.png"))]


def _colour_at(image: QImage, layout_w_mm: float, x_mm: float, y_mm: float) -> QColor:
    scale = image.width() / layout_w_mm
    return image.pixelColor(int(x_mm * scale), int(y_mm * scale))


def _near(a: QColor, b: str) -> bool:
    c = QColor(b)
    return max(abs(a.red() - c.red()), abs(a.green() - c.green()), abs(a.blue() - c.blue())) < 40


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm (poppler-utils)")
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_deck_of_twelve_prints_fronts_and_backs_in_place(
    qapp: object, db: Database, tmp_path: Path, paper: str
) -> None:
    pdf = tmp_path / f"zwoelf-{paper}.pdf"
    pages = print_deck(db, "Zwölf", pdf, paper)
    layout = sheet_layout(paper)
    sheets = -(-12 // layout.per_sheet)
    assert pages == 2 * sheets
    images = _pages(pdf, tmp_path)
    assert len(images) == pages
    assert images[0].width() > images[0].height() if layout.landscape else True
    with db.session() as s:
        from geoquiz.app.cards.print_deck import deck_print_cards

        cards = deck_print_cards(s, "Zwölf")
    for index, card in enumerate(cards):
        sheet, slot = divmod(index, layout.per_sheet)
        front, back = images[2 * sheet], images[2 * sheet + 1]
        fx, fy, fw, _ = layout.front_rect(slot)
        bx, by, bw, _ = layout.back_rect(slot)
        colour = CARD_COLOURS[card.colour]
        # the front's colour band (left of the title) and the back's top band, at the same place
        assert _near(_colour_at(front, layout.page_w, fx + 2, fy + 3), colour), card.title
        assert _near(_colour_at(back, layout.page_w, bx + 2, by + 3), colour), card.title
        assert _near(_colour_at(back, layout.page_w, bx + 2, by + 30), "#FFFFFF")
    # an unused slot of the last sheet stays blank
    if 12 % layout.per_sheet:
        x, y, _, _ = layout.front_rect(layout.per_sheet - 1)
        assert _near(_colour_at(images[-2], layout.page_w, x + 2, y + 3), "#FFFFFF")


def test_an_empty_deck_is_refused(qapp: object, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no cards"):
        print_cards([], tmp_path / "x.pdf")
    card = PrintCard("green", "Harz", "Wo liegt der Harz?", "", ("O M 3 A",))
    assert print_cards([card], tmp_path / "one.pdf") == 2


def test_a_long_title_shrinks_to_fit_its_band_even_after_a_fill(
    qapp: object, tmp_path: Path
) -> None:
    """Fills leave the pen at NoPen, with which QPainter.boundingRect measures nothing; the title
    "Älteste Porzellanmanufaktur Europas" then kept 13 pt and was cut by its band."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter, QPdfWriter

    from geoquiz.app.cards.print_deck import _Painter

    writer = QPdfWriter(str(tmp_path / "t.pdf"))
    writer.setResolution(600)
    painter = QPainter(writer)
    try:
        d = _Painter(painter)
        painter.setPen(Qt.PenStyle.NoPen)
        box = (4.0, 4.0, 51.0, 17.0)
        size = d.text(box, "Älteste Porzellanmanufaktur Europas", 13, bold=True)
        needed = painter.boundingRect(
            d.rect(*box),
            int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
            "Älteste Porzellanmanufaktur Europas",
        )
        assert size < 13
        assert needed.width() <= d.rect(*box).width() and needed.height() <= d.rect(*box).height()
    finally:
        painter.end()
