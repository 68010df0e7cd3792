"""A printable worksheet of a class quiz for homework: A4 pages through ``QPdfWriter``.

The worksheet: the quiz's name, lines for the student's name and the date, how to answer, the
blank board (as on the phones: no place names, only the squares' numbers) and the prompts
numbered, each with four empty boxes — West/East, North/Middle/South, square, quadrant. Then the
**answer key** on pages of its own (the teacher keeps them): per prompt the card's title and its
solution (``W N 12 C``; a card near a line has two, either is right), and the board with each
prompt's number in its solution's quadrant. Prompts are in the teacher's language, as the
projector shows them (:func:`geoquiz.games.classquiz.names.face`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QFileDialog, QWidget

from geoquiz.app.classroom.board import HEIGHT, WIDTH
from geoquiz.app.classroom.report import _Pages, paint_board
from geoquiz.games.classquiz.names import face

__all__ = ["ask_worksheet_path", "solution_text", "worksheet_items", "write_worksheet"]

# the width of an answer column (W/O, N/M/S, square, quadrant) as a share of the page's
_ANSWER_SHARE = 0.115


def ask_worksheet_path(parent: QWidget) -> Path | None:
    """Ask where to save the worksheet, from the setup or the teacher's window (a name without a
    suffix gets ``.pdf``); None when the teacher cancels."""

    chosen, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("ClassSetupScreen", "Save the worksheet"),
        "worksheet.pdf",
        QCoreApplication.translate("ClassSetupScreen", "PDF (*.pdf)"),
    )
    if not chosen:
        return None
    return Path(chosen) if Path(chosen).suffix else Path(chosen).with_suffix(".pdf")


def solution_text(solution: Sequence[Any]) -> str:
    """``("W", "N", 12, "C")`` → ``"W N 12 C"``."""
    return " ".join(str(part) for part in solution)


def worksheet_items(
    cards: Sequence[Any], lang: str = "de", prompts: dict[str, dict[str, str]] | None = None
) -> list[dict[str, Any]]:
    """The numbered prompts of ``cards`` (engine cards) in ``lang``: ``number``, ``title``,
    ``prompt``, ``solutions`` (tuples)."""
    items = []
    for number, card in enumerate(cards, start=1):
        given = dict((prompts or {}).get(card.id, {}))
        if not given and card.prompt:  # no prompts from the database: the card's own (German)
            given["de"] = card.prompt
        title, prompt = face(card.title, lang, given)
        items.append(
            {
                "number": number,
                "title": title,
                "prompt": prompt,
                "solutions": [tuple(s) for s in card.solutions],
            }
        )
    return items


def _board(pages: _Pages, height: float, **options: Any) -> None:
    """The board across the page, ``height`` tall at most."""
    width = min(pages.width, height * (WIDTH + 120) / (HEIGHT + 70))
    rect = QRectF((pages.width - width) / 2, pages.y, width, height)
    paint_board(pages.painter, rect, {}, [], blank=True, **options)
    pages.y += height


def _wrapped_row(pages: _Pages, cells: list[tuple[str, float]], boxes: int = 0) -> None:
    """A table row whose first cells wrap their text; ``boxes`` empty answer boxes after them."""
    pages.font(10)
    metrics = pages.painter.fontMetrics()
    line = float(metrics.height())
    height = line * 1.6
    for text, share in cells:
        bound = metrics.boundingRect(
            0, 0, int(share * pages.width - 12), 10_000, Qt.TextFlag.TextWordWrap, text
        )
        height = max(height, bound.height() + line * 0.6)
    pages.need(height)
    painter = pages.painter
    painter.setPen(Qt.GlobalColor.black)
    x = 0.0
    for text, share in cells:
        w = share * pages.width
        painter.drawText(
            QRectF(x, pages.y + line * 0.3, w - 12, height),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            text,
        )
        x += w
    painter.setPen(QPen(QColor("#333"), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(boxes):
        w = _ANSWER_SHARE * pages.width
        painter.drawRect(QRectF(x + 6, pages.y + 6, w - 12, height - 12))
        x += w
    painter.setPen(QPen(QColor("#999"), 1))
    painter.drawLine(QPointF(0, pages.y + height), QPointF(pages.width, pages.y + height))
    pages.y += height


def _headings(pages: _Pages, cells: list[tuple[str, float]]) -> None:
    pages.row(cells, 9, True)


def write_worksheet(
    cards: Sequence[Any],
    path: Path,
    *,
    title: str,
    lang: str = "de",
    prompts: dict[str, dict[str, str]] | None = None,
) -> int:
    """Write the worksheet of ``cards`` and its answer key to ``path``; the number of pages.
    Raises ``OSError`` when ``path`` cannot be written, ``ValueError`` for no cards."""
    if not cards:
        raise ValueError("a worksheet needs at least one card")
    items = worksheet_items(cards, lang, prompts)
    heading = QCoreApplication.translate("ClassWorksheet", "Worksheet: %1").replace("%1", title)
    pages = _Pages(path, heading)
    pages.line(heading, 18, True)
    pages.y += 10
    pages.line(
        QCoreApplication.translate(
            "ClassWorksheet", "Name: ______________________________    Date: ______________"
        ),
        11,
    )
    pages.y += 10
    intro = QCoreApplication.translate(
        "ClassWorksheet",
        "Find each place on the board and write where it lies: West or East (W/O), north, "
        "middle or south (N/M/S), the square's number and the quadrant (A top left, B top "
        "right, C bottom left, D bottom right).",
    )
    _wrapped_row(pages, [(intro, 1.0)])
    pages.y += 10
    _board(pages, pages.height * 0.52)
    pages.y += 10
    answer_heads = [
        (QCoreApplication.translate("ClassWorksheet", "W/O"), _ANSWER_SHARE),
        (QCoreApplication.translate("ClassWorksheet", "N/M/S"), _ANSWER_SHARE),
        (QCoreApplication.translate("ClassWorksheet", "Square"), _ANSWER_SHARE),
        (QCoreApplication.translate("ClassWorksheet", "Quadrant"), _ANSWER_SHARE),
    ]
    prompt_share = 1.0 - 0.07 - 4 * _ANSWER_SHARE
    _headings(
        pages,
        [
            (QCoreApplication.translate("ClassWorksheet", "No."), 0.07),
            (QCoreApplication.translate("ClassWorksheet", "Prompt"), prompt_share),
            *answer_heads,
        ],
    )
    for item in items:
        _wrapped_row(pages, [(f"{item['number']}.", 0.07), (item["prompt"], prompt_share)], 4)

    # the answer key, on pages of its own
    pages.new_page()
    pages.line(
        QCoreApplication.translate("ClassWorksheet", "Answer key: %1").replace("%1", title),
        16,
        True,
    )
    pages.line(
        QCoreApplication.translate(
            "ClassWorksheet", "A card near a line has two solutions; either is right."
        ),
        9,
    )
    pages.y += 10
    _headings(
        pages,
        [
            (QCoreApplication.translate("ClassWorksheet", "No."), 0.07),
            (QCoreApplication.translate("ClassWorksheet", "Card"), 0.48),
            (QCoreApplication.translate("ClassWorksheet", "Solution"), 0.45),
        ],
    )
    either = QCoreApplication.translate("ClassWorksheet", " or ")
    for item in items:
        solution = either.join(solution_text(s) for s in item["solutions"])
        _wrapped_row(pages, [(f"{item['number']}.", 0.07), (item["title"], 0.48), (solution, 0.45)])
    labels: dict[tuple[str, int, str], list[str]] = {}
    for item in items:
        for s in item["solutions"]:
            labels.setdefault((str(s[1]), int(s[2]), str(s[3])), []).append(str(item["number"]))
    pages.y += 20
    if pages.y + pages.height * 0.6 > pages.height:
        pages.new_page()
    _board(
        pages,
        min(pages.height - pages.y, pages.height * 0.75),
        labels={key: ",".join(numbers) for key, numbers in labels.items()},
    )
    return pages.finish()
