"""What every game's laptop board shares: the two messages it shows and the laptop seat's moves.

A board keeps the last public ``state`` message (``view(state, None)``) and, while a person on
the laptop is to move, that seat's own message; a move the person makes on the board is sent only
when it is one of that message's legal moves, so a stale click never reaches the session.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "PublicBoard",
    "SeatRows",
    "clear_layout",
    "drop",
    "map_beside",
    "plain_label",
    "seat_kind",
    "side_panel",
]


def map_beside(board: QWidget, map_widget: QWidget, *side: QWidget | QLayout) -> QVBoxLayout:
    """Lay out ``board`` as the game boards are: the map (at least 360×300, three quarters of
    the width) and beside it a column of ``side`` (widgets and layouts, top to bottom) in a
    :func:`side_panel`; returns the column."""
    outer = QHBoxLayout(board)
    outer.setContentsMargins(0, 0, 0, 0)
    map_widget.setMinimumSize(360, 300)
    outer.addWidget(map_widget, 3)
    column = QVBoxLayout()
    for item in side:
        if isinstance(item, QLayout):
            column.addLayout(item)
        else:
            column.addWidget(item)
    column.addStretch(1)
    outer.addWidget(side_panel(column), 1)
    return column


def side_panel(side: QLayout, minimum: int = 320, maximum: int = 440) -> QScrollArea:
    """The column beside a board's map: ``side`` in a scroll area (a long list of seats or a
    long question never pushes the map off the dialog), between ``minimum`` and ``maximum``
    pixels wide."""
    panel = QWidget()
    panel.setLayout(side)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(panel)
    scroll.setMinimumWidth(minimum)
    scroll.setMaximumWidth(maximum)
    return scroll


def drop(widget: QWidget) -> None:
    """Take ``widget`` off the board at once (``deleteLater`` alone leaves it drawn, and among
    the board's texts, until the event loop gets round to deleting it)."""
    widget.hide()
    widget.setParent(None)  # type: ignore[call-overload]
    widget.deleteLater()


def clear_layout(layout: QLayout) -> None:
    """Drop every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        if item is not None and item.widget() is not None:
            drop(item.widget())


def plain_label(wrap: bool = True) -> QLabel:
    """A label that shows its text as plain text (names are never read as markup)."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


def seat_kind(player: dict[str, Any]) -> str:
    """ "computer", "laptop" or "phone" for a seat of the ``players`` list, translated."""
    if player.get("computer"):
        return QCoreApplication.translate("TableBoard", "computer")
    if player.get("laptop"):
        return QCoreApplication.translate("TableBoard", "laptop")
    return QCoreApplication.translate("TableBoard", "phone")


class SeatRows(QGridLayout):
    """One row per seat: who (name, kind, ▶ for the one to move) and what the table sees of them."""

    def __init__(self) -> None:
        super().__init__()
        self.setHorizontalSpacing(8)

    def show_rows(self, rows: list[tuple[str, list[str]]]) -> None:
        """``rows``: per seat its "who" text and its facts (joined with " · ")."""
        clear_layout(self)
        for p, (who, facts) in enumerate(rows):
            for column, text in enumerate((who, " · ".join(facts))):
                label = plain_label()
                label.setText(text)
                self.addWidget(label, p, column)


class PublicBoard(QWidget):
    """Base of the table boards (see the module docstring); subclasses draw in :meth:`refresh`."""

    move_requested = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the public ``state`` message shown now (None before the first)
        self.public: dict[str, Any] | None = None
        #: the laptop seat's own ``state`` message while it is to move, else None
        self.laptop: dict[str, Any] | None = None

    def show_message(self, public: dict[str, Any], laptop: dict[str, Any] | None) -> None:
        self.public, self.laptop = public, laptop
        self.refresh()

    def refresh(self) -> None:
        """Draw :attr:`public` (and what the laptop seat may see of :attr:`laptop`)."""

    def legal(self) -> list[dict[str, Any]]:
        """The laptop seat's legal moves now (empty unless a laptop seat is to move)."""
        return list(self.laptop["legal"]) if self.laptop is not None else []

    def names(self) -> list[str]:
        """The seats' names as the table knows them."""
        return [str(p["name"]) for p in self.public["players"]] if self.public else []

    def _send(self, move: dict[str, Any]) -> None:
        if self.laptop is not None and move in self.legal():
            self.move_requested.emit(int(self.laptop["seat"]), move)

    def toPlainText(self) -> str:  # noqa: N802 - the listing board's (a QPlainTextEdit) name
        """Every text the board shows now as one text, as the listing board offers it."""
        return "\n".join(self.visible_texts())

    def visible_texts(self) -> list[str]:
        """Every text the board shows now (the tests look for private cards among them)."""
        return [label.text() for label in self.findChildren(QLabel)]
