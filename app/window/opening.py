"""The page the main window shows while a screen is built the first time (issue 28).

The first open of a game screen builds its board, and on an empty cache the caches behind it
(the gazetteer's index, the Carcassonne grid, the simplified map layers): 0.2-2.8 s on the UI
thread (``bench/bench_first_open.py``). Before that work starts, this page is put up and painted
at once: a busy bar and one line saying which screen opens and that the first time takes
longer. It is painted synchronously (``repaint``), because the event loop does not run again
until the screen is built.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

__all__ = ["OpeningPage"]


class OpeningPage(QWidget):
    """A busy bar and a line of text, centred."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("opening")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy: no known end
        self.bar.setTextVisible(False)
        self.bar.setMaximumWidth(360)
        self.bar.setAccessibleName(QCoreApplication.translate("Opening", "Opening"))
        layout.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def say(self, title: str) -> None:
        """Set the line for the screen ``title`` (its translated name)."""
        self.label.setText(
            QCoreApplication.translate(
                "Opening", "Opening %1 … The first time takes a few seconds: the maps are prepared."
            ).replace("%1", title)
        )
