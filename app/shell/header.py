"""The row above a game: title, status line, "… is thinking…", the game's own buttons, New game,
Back (:class:`GameHeader`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

__all__ = ["GameHeader", "title_font"]


def title_font(label: QLabel, grow: int = 4) -> QFont:
    """The label's font, bold and ``grow`` points larger (a screen's title)."""
    font = QFont(label.font())
    font.setPointSize(font.pointSize() + grow)
    font.setBold(True)
    return font


class GameHeader(QWidget):
    """Title, status line and buttons of a game screen.

    ``new_requested`` and ``back_requested`` are the New game and Back buttons; a game adds its
    own buttons in front of them with :meth:`add_button`. :attr:`thinking` is shown while a
    computer player thinks (:meth:`show_thinking`).
    """

    new_requested = Signal()
    back_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(title)
        self.title.setFont(title_font(self.title))
        self.row.addWidget(self.title)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.row.addWidget(self.status, 1)
        self.thinking = QLabel()
        self.thinking.setAccessibleName(
            QCoreApplication.translate("GameHeader", "Computer player thinking")
        )
        self.thinking.hide()
        self.row.addWidget(self.thinking)
        self.new_button = QPushButton(QCoreApplication.translate("GameHeader", "&New game…"))
        self.new_button.clicked.connect(self.new_requested)
        self.row.addWidget(self.new_button)
        self.back_button = QPushButton(QCoreApplication.translate("GameHeader", "&Back"))
        self.back_button.clicked.connect(self.back_requested)
        self.row.addWidget(self.back_button)

    def add_button(self, widget: QWidget) -> None:
        """Put a game's own button (or switch) in front of New game."""
        self.row.insertWidget(self.row.indexOf(self.new_button), widget)

    def show_thinking(self, name: str | None) -> None:
        """ "Anna is thinking…" while computer player ``name`` thinks; hidden for None."""
        if name is None:
            self.thinking.hide()
            return
        self.thinking.setText(
            QCoreApplication.translate("GameHeader", "%1 is thinking…").replace("%1", name)
        )
        self.thinking.show()
