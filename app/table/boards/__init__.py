"""The laptop's board while phones are used: only public information (DESIGN §11).

Every board is a widget with

* ``show_message(public, laptop)`` — ``public`` is the table's ``state`` message for
  ``seat=None`` (``view(state, None)``); ``laptop`` is the ``state`` message of the seat whose turn
  it is when that person plays on the laptop itself (hot-seat), else ``None``. A board shows that
  private view only after the person uncovered it, and covers it again when the turn passes;
* ``move_requested(seat, move)`` — a laptop seat's encoded move (the dialog sends it through the
  same session as the phones' moves);
* ``visible_texts()`` — every text the board shows now (tests check that no private card is
  among them).

:func:`make_board` picks the game's own board (:data:`BOARDS`), or the readable listing for a
game without one. Laptop seats play on the boards of :func:`has_board`; in the others they play
in their own covered panel beside the board (the table dialog's laptop seat).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

from PySide6.QtWidgets import QWidget

__all__ = ["BOARDS", "TableBoard", "has_board", "make_board"]

#: registry game → its board: "module in this package.class"
BOARDS: dict[str, str] = {
    "tage": "tage.TageTableBoard",
    "carcassonne": "carcassonne.CarcassonneTableBoard",
    "minden": "minden.MindenTableBoard",
    "danmark": "danmark.DanmarkTableBoard",
    "stadtland": "stadtland.StadtlandTableBoard",
}


class TableBoard(Protocol):
    def show_message(self, public: dict[str, Any], laptop: dict[str, Any] | None) -> None: ...

    def visible_texts(self) -> list[str]: ...


def has_board(game: str) -> bool:
    """True when ``game`` has its own board (laptop seats play on it, not in a move list)."""
    return game in ("tage", "carcassonne")


def make_board(game: str, parent: QWidget | None = None) -> QWidget:
    """The board widget for registry game ``game``."""
    module, name = BOARDS.get(game, "listing.ListingBoard").split(".")
    board: QWidget = getattr(import_module(f"geoquiz.app.table.boards.{module}"), name)(parent)
    return board
