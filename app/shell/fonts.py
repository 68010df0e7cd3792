"""A widget's font scaled for a heading, a big number or a smaller line (:func:`scaled_font`)."""

from __future__ import annotations

from PySide6.QtGui import QFont

__all__ = ["scaled_font"]


def scaled_font(font: QFont, factor: float, *, bold: bool = False) -> QFont:
    """A copy of ``font``, ``factor`` times its point size, and bold when ``bold`` (otherwise
    as bold as ``font``)."""
    out = QFont(font)
    out.setPointSizeF(font.pointSizeF() * factor)
    if bold:
        out.setBold(True)
    return out
