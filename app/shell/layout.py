"""The layout of a board game screen under its header: the board, and a side panel of pages."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QStackedWidget, QWidget

__all__ = ["board_and_side"]


def board_and_side(
    board: QWidget, side_width: tuple[int, int], board_size: int = 420
) -> tuple[QSplitter, QStackedWidget]:
    """A splitter with ``board`` (at least ``board_size`` square) taking three quarters and a
    stack of side pages (``side_width``: its narrowest and widest) the rest."""
    split = QSplitter(Qt.Orientation.Horizontal)
    board.setMinimumSize(board_size, board_size)
    split.addWidget(board)
    side = QStackedWidget()
    side.setMinimumWidth(side_width[0])
    side.setMaximumWidth(side_width[1])
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 1)
    return split, side
