"""The base of the rules pages' pictures: a fixed-size widget the app paints itself, with a few
helpers for labels that stay inside their boxes."""

from __future__ import annotations

from abc import abstractmethod

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from geoquiz.app.shell.abstract_widget import AbstractWidgetMeta

__all__ = ["INK", "PAPER", "Picture", "draw_text", "fitted_font"]

INK = QColor("#1d1d1f")
PAPER = QColor("#fbfaf6")


def fitted_font(base: QFont, pixel_size: float, bold: bool = False) -> QFont:
    """``base`` at ``pixel_size`` pixels (bold or not)."""
    font = QFont(base)
    font.setPixelSize(max(6, round(pixel_size)))
    font.setBold(bold)
    return font


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixel_size: float,
    *,
    bold: bool = False,
    colour: QColor = INK,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw ``text`` wrapped into ``rect``, shrinking the font until the text fits (a longer
    German or Danish word never spills out of its box)."""
    flags = int(align | Qt.TextFlag.TextWordWrap)
    size = pixel_size
    while True:
        font = fitted_font(painter.font(), size, bold)
        painter.setFont(font)
        needed = painter.boundingRect(rect, flags, text)
        if (needed.width() <= rect.width() + 0.5 and needed.height() <= rect.height() + 0.5) or (
            size <= 7
        ):
            break
        size -= 0.5
    painter.setPen(QPen(colour))
    painter.drawText(rect, flags, text)


class Picture(QWidget, metaclass=AbstractWidgetMeta):
    """A picture of :attr:`SIZE` pixels; a subclass draws it in :meth:`draw` (painter
    antialiased, on paper with a thin frame)."""

    SIZE = QSize(460, 300)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(self.SIZE)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return self.SIZE

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(QPen(QColor("#c9c4b8"), 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.setFont(self.font())
        self.draw(painter)
        painter.end()

    @abstractmethod
    def draw(self, painter: QPainter) -> None:
        """Paint the picture (each game's picture does)."""
