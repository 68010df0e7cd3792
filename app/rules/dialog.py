"""The rules of a game in a window of their own, beside the game (not modal: a family reads
them while it plays)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from geoquiz.app.rules.page import RulesPage

__all__ = ["RulesDialog", "open_rules"]

#: the size a rules window asks for; a smaller screen gets its available size less a margin
WANTED = QSize(1100, 760)


class RulesDialog(QDialog):
    """How to play ``game`` in a window; Close (or Esc) closes it."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.page = RulesPage(game, self)
        self.page.back_requested.connect(self.close)
        self.setWindowTitle(self.page.title.text())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.page)
        self.setModal(False)
        self.resize(fitting_size(parent))


def fitting_size(parent: QWidget | None) -> QSize:
    """:data:`WANTED`, shrunk to the available geometry of the parent's screen (a frame and a
    panel still fit at 1280×720)."""
    screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
    if screen is None:
        return WANTED
    free = screen.availableGeometry()
    return QSize(min(WANTED.width(), free.width() - 40), min(WANTED.height(), free.height() - 60))


def open_rules(game: str, parent: QWidget | None = None) -> RulesDialog:
    """Show the rules window of ``game`` for ``parent``'s window: the open one raised, else a
    new one."""
    window = parent.window() if parent is not None else None
    if window is not None:
        for dialog in window.findChildren(RulesDialog):
            if dialog.game == game:
                dialog.show()
                dialog.raise_()
                dialog.activateWindow()
                return dialog
    dialog = RulesDialog(game, window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
