"""The lobby of Stadt-Land-anders: the rules in short, a new game, resume the autosaved game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from geoquiz.app.stadtland.pages.base import PageVBox, font

__all__ = ["LobbyPage"]


class LobbyPage(QWidget):
    """``new_requested`` and ``resume_requested`` are its two buttons."""

    new_requested = Signal()
    resume_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = PageVBox(self)
        layout.addStretch(1)
        intro = QLabel(
            QCoreApplication.translate(
                "StadtlandScreen",
                "The laptop is the game master: it draws the prompt, runs the clock, takes "
                "everybody's terms after the round, checks the letter prompts and repeated terms, "
                "lets you vote on the rest and keeps the score.\n\n"
                "Find one term per category that fits the prompt. \u201cStopp und Aus!\u201d when "
                "every category is filled; \u201cStopp und 1!\u201d with at least two filled ends "
                "the round ten seconds later.\n\n"
                "Points: 2 for a term nobody else has, 1 for a shared term, and 1 extra point for "
                "each other player with a gap in that category.",
            )
        )
        intro.setWordWrap(True)
        intro.setFixedWidth(760)
        intro.setFont(font(intro, 2))
        # a stacked page does not ask for height-for-width: reserve the wrapped height
        intro.setMinimumHeight(intro.heightForWidth(760))
        layout.addWidget(intro, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.lobby_new = QPushButton(QCoreApplication.translate("StadtlandScreen", "&New game…"))
        self.lobby_new.clicked.connect(self.new_requested)
        self.lobby_new.setFont(font(self.lobby_new, 4, True))
        buttons.addWidget(self.lobby_new)
        self.resume_button = QPushButton(QCoreApplication.translate("StadtlandScreen", "&Resume"))
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.setFont(font(self.resume_button, 4, True))
        buttons.addWidget(self.resume_button)
        from geoquiz.app.rules.access import rules_button

        self.rules_button = rules_button("stadtland")
        self.rules_button.setFont(font(self.rules_button, 4, True))
        buttons.addWidget(self.rules_button)
        from geoquiz.app.tutorial.entry import tutorial_entry

        self.tutorial_entry = tutorial_entry("stadtland")  # the guided first game
        self.tutorial_entry.button.setFont(font(self.tutorial_entry.button, 4, True))
        buttons.addWidget(self.tutorial_entry)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(2)
