"""Ways to the rules pages: the Help menu's entries, F1 on a game screen and the lobbies'
"How to play" button."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QPushButton, QWidget

from geoquiz.app.rules.content import GAMES, game_of_screen, rules_of

__all__ = ["F1_NAME", "add_help_entries", "rules_button", "show_rules_of_screen"]

#: the object name of the main window's F1 action (one per window, also after a rebuild)
F1_NAME = "rulesOfThisGame"


def _open(game: str, parent: QWidget) -> None:
    from geoquiz.app.rules.dialog import open_rules

    open_rules(game, parent)


def rules_button(game: str, parent: QWidget | None = None) -> QPushButton:
    """A lobby's "How to play" button for ``game`` (object name ``howToPlay``)."""
    button = QPushButton(QCoreApplication.translate("RulesAccess", "How to &play"), parent)
    button.setObjectName("howToPlay")
    button.setToolTip(
        QCoreApplication.translate("RulesAccess", "The rules in short, with pictures (F1)")
    )
    button.clicked.connect(lambda _=False: _open(game, button))
    return button


def show_rules_of_screen(window: QMainWindow, key: str) -> bool:
    """Open the rules of the game screen ``key`` (F1); elsewhere say in the status bar where the
    rules are. Return whether a rules window opened."""
    game = game_of_screen(key)
    if game is None:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "RulesAccess",
                "Every game's rules are in the Help menu; F1 on a game shows its own.",
            ),
            10_000,
        )
        return False
    _open(game, window)
    return True


def add_help_entries(window: QMainWindow, menu: QMenu, current_key: Callable[[], str]) -> None:
    """One Help-menu entry per game ("How to play: Finden Sie Minden" …), and F1 on
    ``window`` for the rules of the screen ``current_key()`` names."""
    for game in GAMES:
        action = QAction(
            QCoreApplication.translate("RulesAccess", "How to play: %1").replace(
                "%1", rules_of(game).translated_title()
            ),
            window,
        )
        action.setObjectName(f"rules-{game}")
        action.triggered.connect(partial(_open, game, window))
        menu.addAction(action)
    menu.addSeparator()
    old = window.findChild(QAction, F1_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    if old is not None:  # the menus were rebuilt for another language: one F1, not two
        window.removeAction(old)
        old.deleteLater()
        old.setObjectName("")
    f1 = QAction(window)
    f1.setObjectName(F1_NAME)
    f1.setShortcut(QKeySequence(Qt.Key.Key_F1))
    f1.triggered.connect(lambda _=False: show_rules_of_screen(window, current_key()))
    window.addAction(f1)
