"""The layout of a board game screen under its header: the board, and a side panel of pages
(the lobby's page among them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QSplitter, QStackedWidget, QVBoxLayout, QWidget

__all__ = ["LobbyPanel", "board_and_side", "draw_off_screen", "lobby_panel"]


def board_and_side(
    board: QWidget, side_width: tuple[int, int], board_size: int = 420
) -> tuple[QSplitter, QStackedWidget]:
    """A splitter with ``board`` (at least ``board_size`` square) taking three quarters and a
    stack of side pages (``side_width``: its narrowest and widest) the rest."""
    split = QSplitter(Qt.Orientation.Horizontal)
    board.setMinimumSize(board_size, board_size)
    split.addWidget(board)
    side = QStackedWidget()
    side.setMinimumWidth(side_width[0])
    side.setMaximumWidth(side_width[1])
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 1)
    return split, side


@dataclass(frozen=True)
class LobbyPanel:
    """The lobby's side page made by :func:`lobby_panel`; a game adds more to :attr:`layout`."""

    page: QWidget
    layout: QVBoxLayout
    new_button: QPushButton
    resume_button: QPushButton
    #: "How to play" (the game's rules page), when ``lobby_panel`` was given ``rules``
    rules_button: QPushButton | None = None
    #: "Guided first game" (``app.tutorial``) under it, when ``lobby_panel`` was given ``rules``
    tutorial_entry: QWidget | None = None


def lobby_panel(
    intro: str,
    new_text: str,
    resume_text: str,
    on_new: Callable[[], object],
    on_resume: Callable[[], object],
    rules: str | None = None,
) -> LobbyPanel:
    """A lobby page: what the game is about (``intro``), then New game and Resume buttons,
    "How to play" opening the rules of the game ``rules`` (``app.rules``) and its "Guided first
    game" (``app.tutorial``)."""
    page = QWidget()
    layout = QVBoxLayout(page)
    label = QLabel(intro)
    label.setWordWrap(True)
    layout.addWidget(label)
    new_button = QPushButton(new_text)
    new_button.clicked.connect(lambda _=False: on_new())
    layout.addWidget(new_button)
    resume_button = QPushButton(resume_text)
    resume_button.clicked.connect(lambda _=False: on_resume())
    layout.addWidget(resume_button)
    rules_button = entry = None
    if rules is not None:
        from geoquiz.app.rules.access import rules_button as make_rules_button
        from geoquiz.app.tutorial.entry import tutorial_entry

        rules_button = make_rules_button(rules)
        layout.addWidget(rules_button)
        entry = tutorial_entry(rules)
        layout.addWidget(entry)
    return LobbyPanel(page, layout, new_button, resume_button, rules_button, entry)


def draw_off_screen(page: QWidget, size: QSize) -> None:
    """Polish ``page``, lay it out at ``size`` and draw it once into a throw-away pixmap: a screen
    does this while it is built so that a game's first move does not pay for the style's polish,
    the first layout and the first drawing of the page's texts on the UI thread."""
    page.ensurePolished()
    page.resize(size)
    page.render(QPixmap(size))
