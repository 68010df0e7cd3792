"""Colours, symbols and patterns of the five train colours (and black Berlin).

Colour alone never carries meaning: every train colour also has a shape symbol (shown on the
map labels, the cards and the legend) and a hatching pattern on the map, so players with a
colour-vision deficiency can tell the classes apart.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

__all__ = [
    "CARD_COLOURS",
    "PATTERNS",
    "SYMBOLS",
    "colour_name",
    "map_fill",
    "pattern_colour",
]

#: Strong colours used on cards, route lines and the legend.
CARD_COLOURS: dict[str, QColor] = {
    "red": QColor("#d7301f"),
    "orange": QColor("#f08c00"),
    "blue": QColor("#2c6fbb"),
    "violet": QColor("#8e44ad"),
    "green": QColor("#2e8b3a"),
    "black": QColor("#262626"),
}

#: A shape per colour: the colour-blind safe cue.
SYMBOLS: dict[str, str] = {
    "red": "●",
    "orange": "▲",
    "blue": "■",
    "violet": "◆",
    "green": "★",
    "black": "✚",
}

#: Hatching of each colour class on the map.
PATTERNS: dict[str, Qt.BrushStyle] = {
    "red": Qt.BrushStyle.NoBrush,
    "orange": Qt.BrushStyle.BDiagPattern,
    "blue": Qt.BrushStyle.HorPattern,
    "violet": Qt.BrushStyle.FDiagPattern,
    "green": Qt.BrushStyle.VerPattern,
    "black": Qt.BrushStyle.DiagCrossPattern,
}


def colour_name(colour: str) -> str:
    """The translated name of a train colour."""
    texts = {
        "red": QCoreApplication.translate("TageColours", "red"),
        "orange": QCoreApplication.translate("TageColours", "orange"),
        "blue": QCoreApplication.translate("TageColours", "blue"),
        "violet": QCoreApplication.translate("TageColours", "violet"),
        "green": QCoreApplication.translate("TageColours", "green"),
        "black": QCoreApplication.translate("TageColours", "black"),
    }
    return texts.get(colour, colour)


def map_fill(colour: str) -> QColor:
    """A light tint of the colour for region fills (names stay readable on it)."""
    base = CARD_COLOURS[colour]
    if colour == "black":
        return QColor("#8c8c8c")
    white = 0.55
    return QColor(
        round(base.red() + (255 - base.red()) * white),
        round(base.green() + (255 - base.green()) * white),
        round(base.blue() + (255 - base.blue()) * white),
    )


def pattern_colour(colour: str) -> QColor:
    """The colour of the hatching lines: the strong colour, half transparent."""
    c = QColor(CARD_COLOURS[colour])
    c.setAlpha(150)
    return c
