"""The start screen: one big button per registered screen, plus About and Quit.

Entries come from :mod:`app.screens`, so a game appears here by registering itself; nothing on
this screen is a placeholder for something that does not work yet.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.screens import ScreenEntry, screens

__all__ = ["StartScreen"]


class StartScreen(QWidget):
    """Title, a grid of screen buttons, About and Quit."""

    open_requested = Signal(str)
    about_requested = Signal()
    quit_requested = Signal()

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        title = QLabel("geoquiz", self)
        f = title.font()
        f.setPointSizeF(f.pointSizeF() * 3.0)
        f.setBold(True)
        title.setFont(f)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Map games about Germany and Denmark"), self)
        sf = subtitle.font()
        sf.setPointSizeF(sf.pointSizeF() * 1.3)
        subtitle.setFont(sf)
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.buttons: dict[str, QToolButton] = {}
        self._icons: list[tuple[QToolButton, ScreenEntry]] = []  # drawn when first shown
        grid = QGridLayout()
        grid.setSpacing(16)
        for i, entry in enumerate(e for e in screens() if e.on_start_screen):
            button = self._entry_button(entry)
            grid.addWidget(button, i // self.COLUMNS, i % self.COLUMNS)
            self.buttons[entry.key] = button

        self.about_button = QPushButton(self.tr("About"), self)
        self.about_button.clicked.connect(self.about_requested)
        self.quit_button = QPushButton(self.tr("Quit"), self)
        self.quit_button.clicked.connect(self.quit_requested)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.about_button)
        bottom.addWidget(self.quit_button)
        bottom.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(32)
        centre = QHBoxLayout()
        centre.addStretch(1)
        centre.addLayout(grid)
        centre.addStretch(1)
        layout.addLayout(centre)
        layout.addSpacing(24)
        layout.addLayout(bottom)
        layout.addStretch(2)
        first = next(iter(self.buttons.values()), self.about_button)
        self.setFocusProxy(first)

    def showEvent(self, event: QShowEvent) -> None:
        for button, entry in self._icons:
            if entry.icon is not None:
                try:
                    button.setIcon(entry.icon())
                except (OSError, ValueError):
                    button.setIcon(QIcon())
        self._icons.clear()
        super().showEvent(event)

    def _entry_button(self, entry: ScreenEntry) -> QToolButton:
        button = QToolButton(self)
        text = entry.translated_title()
        button.setText(text)
        button.setAccessibleName(text)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        button.setIconSize(QSize(72, 72))
        button.setMinimumSize(QSize(240, 140))
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._icons.append((button, entry))
        button.clicked.connect(lambda _=False, key=entry.key: self.open_requested.emit(key))
        return button
