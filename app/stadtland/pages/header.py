"""The header of the Stadt-Land-anders screen: title, status line, Undo, Sound, New game, Back."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from geoquiz.app.stadtland.pages.base import font

__all__ = ["Header"]


class Header(QWidget):
    """One row above the pages. ``undo_requested``, ``new_requested`` and ``back_requested`` are
    the buttons; ``sound_toggled(on)`` is the Sound switch."""

    undo_requested = Signal()
    sound_toggled = Signal(bool)
    new_requested = Signal()
    back_requested = Signal()

    def __init__(self, sound_on: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        title = QLabel(QCoreApplication.translate("StadtlandScreen", "Stadt-Land-anders"))
        title.setFont(font(title, 4, True))
        top.addWidget(title)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        top.addWidget(self.status, 1)
        self.undo_button = QPushButton(QCoreApplication.translate("StadtlandScreen", "&Undo"))
        self.undo_button.clicked.connect(self.undo_requested)
        self.undo_button.setVisible(False)
        top.addWidget(self.undo_button)
        self.sound_box = QCheckBox(QCoreApplication.translate("StadtlandScreen", "&Sound"))
        self.sound_box.setChecked(sound_on)
        self.sound_box.setToolTip(
            QCoreApplication.translate(
                "StadtlandScreen",
                "A signal at \u201cAus!\u201d and a soft tick at the end of the count",
            )
        )
        self.sound_box.toggled.connect(self.sound_toggled)
        top.addWidget(self.sound_box)
        self.new_button = QPushButton(QCoreApplication.translate("StadtlandScreen", "&New game…"))
        self.new_button.clicked.connect(self.new_requested)
        top.addWidget(self.new_button)
        self.back_button = QPushButton(QCoreApplication.translate("StadtlandScreen", "&Back"))
        self.back_button.clicked.connect(self.back_requested)
        top.addWidget(self.back_button)

    def show_undo(self, what: str | None) -> None:
        """Show Undo and what it undoes (``call``, ``vote``, ``edit``, ``merge``), or hide it."""
        self.undo_button.setVisible(what is not None)
        self.undo_button.setText(
            {
                "call": QCoreApplication.translate("StadtlandScreen", "&Undo the last call"),
                "vote": QCoreApplication.translate("StadtlandScreen", "&Undo the last vote"),
                "edit": QCoreApplication.translate("StadtlandScreen", "&Undo the last correction"),
                "merge": QCoreApplication.translate("StadtlandScreen", "&Undo the last merge"),
            }.get(what or "", QCoreApplication.translate("StadtlandScreen", "&Undo"))
        )
