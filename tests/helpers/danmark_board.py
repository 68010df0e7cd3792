"""The Danmark board on its own canvas, shown and painted once (for the board-item tests)."""

from __future__ import annotations

from typing import Any

from geoquiz.app.danmark.board_view import BoardItem, build_board_canvas
from geoquiz.geo.denmark_board import load_board


def shown_board(
    qtbot: Any, lang: str, size: tuple[int, int] = (1040, 950)
) -> tuple[Any, BoardItem]:
    """A board canvas of ``size`` in ``lang``, exposed and painted once; (canvas, item)."""
    canvas, item = build_board_canvas(load_board(), lang)
    qtbot.addWidget(canvas)
    canvas.resize(*size)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.grab()
    return canvas, item
