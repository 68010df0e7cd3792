"""The header of the Stadt-Land-anders screen: the shell's header (title, status line, New game,
Back) with Undo and Sound."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QPushButton, QWidget

from geoquiz.app.shell.header import GameHeader

__all__ = ["Header"]


class Header(GameHeader):
    """The shell's header (:class:`~app.shell.header.GameHeader`) with Undo and the Sound
    switch. ``undo_requested`` is Undo, ``sound_toggled(on)`` the switch."""

    undo_requested = Signal()
    sound_toggled = Signal(bool)

    def __init__(self, sound_on: bool, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("StadtlandScreen", "Stadt-Land-anders"), parent)
        self.undo_button = QPushButton(QCoreApplication.translate("StadtlandScreen", "&Undo"))
        self.undo_button.clicked.connect(self.undo_requested)
        self.undo_button.setVisible(False)
        self.add_button(self.undo_button)
        self.sound_box = QCheckBox(QCoreApplication.translate("StadtlandScreen", "&Sound"))
        self.sound_box.setChecked(sound_on)
        self.sound_box.setToolTip(
            QCoreApplication.translate(
                "StadtlandScreen",
                "A signal at \u201cAus!\u201d and a soft tick at the end of the count",
            )
        )
        self.sound_box.toggled.connect(self.sound_toggled)
        self.add_button(self.sound_box)

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
