"""Stadt-Land-anders in our own words, with a sheet of paper and a prompt drawn by the app."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from geoquiz.app.rules.content import Rules, Section
from geoquiz.app.rules.picture import INK, Picture, draw_text

__all__ = ["RULES", "SheetPicture"]

GREEN = QColor("#2e8b3a")
#: the columns: width, heading; then the row of one round: the term and its points
COLUMNS = (
    (104, QT_TRANSLATE_NOOP("StadtlandRules", "Prompt")),
    (86, QT_TRANSLATE_NOOP("StadtlandRules", "City")),
    (86, QT_TRANSLATE_NOOP("StadtlandRules", "Country")),
    (106, QT_TRANSLATE_NOOP("StadtlandRules", "River")),
    (80, QT_TRANSLATE_NOOP("StadtlandRules", "Animal")),
    (62, QT_TRANSLATE_NOOP("StadtlandRules", "Points")),
)
TERMS = (
    ("Bremen", 1),
    (QT_TRANSLATE_NOOP("StadtlandRules", "Belgium"), 2),
    ("Brahmaputra", 3),
    (QT_TRANSLATE_NOOP("StadtlandRules", "Bear"), 1),
)


class SheetPicture(Picture):
    """A player's sheet: the categories, the prompt of the round and one term per category with
    its points (2 alone, 1 shared, +1 for a gap of another player)."""

    SIZE = QSize(540, 220)

    def draw(self, painter: QPainter) -> None:
        left, top, head, row = 10.0, 64.0, 30.0, 62.0
        # the prompt card of the round
        card = QRectF(left, 10, 236, 44)
        painter.setPen(QPen(GREEN.darker(130), 1.5))
        painter.setBrush(GREEN)
        painter.drawRoundedRect(card, 8, 8)
        prompt = QCoreApplication.translate("StadtlandRules", "Begins with B")
        draw_text(
            painter, card.adjusted(8, 2, -8, -2), prompt, 16, bold=True, colour=QColor("white")
        )
        draw_text(
            painter,
            QRectF(card.right() + 10, 10, 540 - card.right() - 20, 44),
            QCoreApplication.translate(
                "StadtlandRules", "2 alone · 1 shared · +1 for each gap of the others"
            ),
            11,
            colour=QColor("#555555"),
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        x = left
        lines = QPen(QColor("#7aa0c8"), 1)
        cells: list[QRectF] = []
        for width, heading in COLUMNS:
            draw_text(
                painter,
                QRectF(x + 2, top, width - 4, head),
                QCoreApplication.translate("StadtlandRules", heading),
                12,
                bold=True,
            )
            cells.append(QRectF(x, top + head, width, row))
            x += width
        painter.setPen(lines)
        painter.drawLine(int(left), int(top + head), int(x), int(top + head))
        painter.drawLine(int(left), int(top + head + row), int(x), int(top + head + row))
        for cell in cells[1:]:
            painter.drawLine(
                int(cell.left()), int(top), int(cell.left()), int(top + head + row + 10)
            )
        hand = QColor("#1a3d8f")
        draw_text(painter, cells[0].adjusted(4, 4, -4, -4), prompt, 13, colour=hand)
        total = 0
        for cell, (term, points) in zip(cells[1:5], TERMS, strict=True):
            draw_text(
                painter,
                cell.adjusted(3, 2, -3, -22),
                QCoreApplication.translate("StadtlandRules", term),
                13,
                colour=hand,
            )
            draw_text(
                painter,
                cell.adjusted(3, row - 22, -3, -2),
                f"+{points}",
                11,
                bold=True,
                colour=GREEN,
            )
            total += points
        draw_text(painter, cells[5], str(total), 18, bold=True, colour=hand)
        draw_text(
            painter,
            QRectF(left, top + head + row + 14, x - left, 36),
            QCoreApplication.translate("StadtlandRules", "(the next round goes in the next row)"),
            11,
            colour=QColor("#888888"),
        )
        painter.setPen(QPen(INK, 1))


RULES = Rules(
    "stadtland",
    "StadtlandRules",
    (
        Section(
            QT_TRANSLATE_NOOP("StadtlandRules", "What is the goal?"),
            (
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "Find a word for every category that fits the round's prompt — best a "
                    "word nobody else thinks of. Whoever has the most points after the last "
                    "round wins.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("StadtlandRules", "Paper, pen and the laptop"),
            (
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "Everybody writes on their own sheet of paper: one column for each "
                    "category (for example City, Country, River, Animal) and one row for "
                    "each round.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "The laptop is the game master: it shows the prompt, runs the clock, "
                    "checks what it can and keeps the score.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "Green prompts are about letters (\u201cbegins with B\u201d); blue prompts "
                    "want ideas (\u201csweet\u201d: a sweet city? a sweet animal?).",
                ),
            ),
            picture=SheetPicture,
            caption=QT_TRANSLATE_NOOP(
                "StadtlandRules",
                "One round on a sheet: the prompt, one word per category and its points.",
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("StadtlandRules", "A round, step by step"),
            (),
            (
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "The laptop shows the prompt. Everybody writes at the same time.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "Every category filled? Press \u201cStopp und Aus!\u201d and the round is "
                    "over.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "Stuck with at least two filled? Press \u201cStopp und 1!\u201d: you stop "
                    "writing, and ten seconds later the round is over for everybody.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "One after the other, everybody types their words into the laptop.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "The laptop crosses out what breaks a rule. Is a word doubtful? The others "
                    "vote on it; a tie lets it stand.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("StadtlandRules", "Which words count, and points"),
            (
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "A word counts only once in the whole game, and you may not use one word "
                    "in two columns. A surprising idea counts if you can explain it.",
                ),
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "Points in each column: 2 for a word only you have, 1 for a word someone "
                    "else has too, and 1 extra point for every other player who has nothing "
                    "there.",
                ),
            ),
        ),
        Section(
            QT_TRANSLATE_NOOP("StadtlandRules", "The end"),
            (
                QT_TRANSLATE_NOOP(
                    "StadtlandRules",
                    "The game lasts 5, 7 or 9 rounds. Then the most points win; if the lead "
                    "is shared, you play one more round.",
                ),
            ),
        ),
    ),
)
