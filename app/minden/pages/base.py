"""What every action page shares: a bold title, a column of texts and buttons, focus handling."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from geoquiz.app.shell.fonts import scaled_font

__all__ = ["ActionPage", "clear_layout", "seat_name"]


def clear_layout(layout: QLayout) -> None:
    """Remove (and delete) every widget of ``layout`` and of its inner layouts."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        else:
            inner = item.layout()
            if inner is not None:
                clear_layout(inner)


def seat_name(view: dict[str, Any], seat: int) -> str:
    """The name of ``seat`` in a view of the game."""
    return str(view["players"][seat]["name"])


class ActionPage(QWidget):
    """The action panel of one stage of a round: ``title`` above the ``action`` column.

    ``move_chosen`` carries an engine move; the screen applies it.
    """

    move_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setFont(scaled_font(self.title.font(), 1.25, bold=True))
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.action = QVBoxLayout()
        outer.addLayout(self.action)

    def clear(self) -> None:
        """An empty page (the title too)."""
        clear_layout(self.action)
        self.title.setText("")

    def button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton(text)
        b.setAutoDefault(True)  # Return presses the focused button, as Space does
        b.clicked.connect(slot)
        self.action.addWidget(b)
        b.show()
        return b

    def label(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        self.action.addWidget(label)
        label.show()
        return label

    @staticmethod
    def focus(widget: QWidget) -> None:
        """Give the keyboard focus to a widget just added to a visible layout."""
        widget.show()  # a new child is shown only by a queued event otherwise; focus needs it now
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
