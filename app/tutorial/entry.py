"""The ways into a guided first game: the lobbies' "Guided first game" button, offered by a line
above it the first time a game is opened (remembered per game in the settings)."""

from __future__ import annotations

import importlib

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from geoquiz.app.tutorial.guide import Guide
from geoquiz.app.tutorial.script import Script, tutorial_text

__all__ = [
    "GAMES",
    "TutorialEntry",
    "offered",
    "script_of",
    "set_offered",
    "start_tutorial",
    "tutorial_entry",
]

#: the games with a guided first game (their packages under ``app/``)
GAMES = ("minden", "tage", "danmark", "carcassonne", "stadtland")

_OFFER = QT_TRANSLATE_NOOP(
    "Tutorial",
    "New to this game? The guided first game shows you the first turns step by step.",
)


def _key(game: str) -> str:
    return f"tutorial/offered_{game}"


def offered(game: str) -> bool:
    """Whether the guided first game of ``game`` has been offered already."""
    from geoquiz.app.runtime.i18n import settings

    value = settings().value(_key(game), False)
    return value in (True, "true", "1", 1)


def set_offered(game: str, value: bool = True) -> None:
    """Remember that the guided game of ``game`` was offered (False: offer it again)."""
    from geoquiz.app.runtime.i18n import settings

    store = settings()
    if value:
        store.setValue(_key(game), True)
    else:
        store.remove(_key(game))
    store.sync()


def script_of(game: str) -> Script:
    """The guided game of ``game`` (``ValueError`` for a game without one)."""
    if game not in GAMES:
        raise ValueError(f"no guided game for {game!r}; games: {', '.join(GAMES)}")
    script: Script = importlib.import_module(f"geoquiz.app.tutorial.{game}").SCRIPT
    return script


def start_tutorial(screen: QWidget, game: str, *, remember: bool = True) -> Guide:
    """Start the guided first game of ``game`` on its game ``screen``; return its guide
    (``remember``: note in the settings that it was offered)."""
    guide = screen.findChild(Guide, "tutorialGuide")
    if guide is None or guide.script.game != game:
        guide = Guide(screen, script_of(game))
    if remember:  # once started, it need not be offered again
        set_offered(game)
    guide.start()
    return guide


def _screen_of(widget: QWidget) -> QWidget | None:
    """The game screen ``widget`` lies on (the nearest parent with a session type and a
    ``moved`` signal)."""
    parent: QWidget | None = widget
    while parent is not None and not (
        (hasattr(parent, "session_type") or hasattr(parent, "game_kind"))
        and hasattr(parent, "moved")
    ):  # a GameScreen (its abstract metaclass has no isinstance)
        parent = parent.parentWidget()
    return parent


class TutorialEntry(QWidget):
    """The lobby's "Guided first game" button; the first time the lobby shows (per game, kept in
    the settings) a line above it offers the guided game."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.offer = QLabel(tutorial_text(str(_OFFER)))
        self.offer.setObjectName("tutorialOffer")
        self.offer.setWordWrap(True)
        self.offer.setStyleSheet(
            "#tutorialOffer { background: #fff8e6; border: 1px solid #ff8c00; padding: 4px; }"
        )
        self.offer.hide()
        layout.addWidget(self.offer)
        self.button = QPushButton(QCoreApplication.translate("Tutorial", "Guided &first game"))
        self.button.setObjectName("guidedFirstGame")
        self.button.setToolTip(
            QCoreApplication.translate(
                "Tutorial", "A game whose first turns are explained step by step"
            )
        )
        self.button.clicked.connect(self.start)
        layout.addWidget(self.button)
        self._asked = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._asked:
            self._asked = True
            if not offered(self.game):
                set_offered(self.game)
                self.offer.show()

    def start(self) -> Guide | None:
        """Start the guided game on the screen this entry lies on."""
        screen = _screen_of(self)
        if screen is None:
            return None
        self.offer.hide()
        return start_tutorial(screen, self.game)


def tutorial_entry(game: str) -> TutorialEntry:
    """The "Guided first game" entry of ``game``'s lobby (object name ``guidedFirstGame``)."""
    entry = TutorialEntry(game)
    entry.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return entry
