"""The end-of-game page: a title, the story of the game in lines, New game and Back.

The page lies over the whole game screen (a child widget that follows the screen's size), so a
screen shows it without changing its own layout: :func:`show_story` puts it up, Back takes it
away again (the finished board is still there underneath), New game takes it away and opens
the screen's new-game dialog. The lines sit in a scroll area, so a long story never pushes the
buttons out of a small window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.shell.fonts import scaled_font

__all__ = ["Story", "StoryPage", "show_story"]


@dataclass
class Story:
    """What an end page says: a title, a summary line and the story's lines.

    ``lines`` are ``(heading, text)`` pairs: a heading starts a section (bold), otherwise
    ``heading`` is empty and ``text`` is one line of it."""

    title: str
    summary: str = ""
    lines: list[tuple[str, str]] = field(default_factory=list)

    def heading(self, text: str) -> None:
        self.lines.append((text, ""))

    def line(self, text: str) -> None:
        self.lines.append(("", text))

    def texts(self) -> list[str]:
        """Every line as plain text (headings too), for tests and the CLI."""
        return [h or t for h, t in self.lines]


class StoryPage(QFrame):
    """The end page of one game (see the module docstring)."""

    new_game_requested = Signal()
    back_requested = Signal()

    def __init__(self, story: Story, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endgame")
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel(story.title)
        self.title.setObjectName("endgame-title")
        self.title.setFont(scaled_font(self.title.font(), 1.5, bold=True))
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.summary = QLabel(story.summary)
        self.summary.setWordWrap(True)
        self.summary.setVisible(bool(story.summary))
        outer.addWidget(self.summary)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(4, 4, 4, 4)
        self.labels: list[QLabel] = []
        bold = QFont(self.font())
        bold.setBold(True)
        for heading, text in story.lines:
            label = QLabel(heading or text)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            if heading:
                label.setFont(bold)
                if self.labels:
                    column.addSpacing(8)
            else:
                label.setContentsMargins(12, 0, 0, 0)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
            self.labels.append(label)
        column.addStretch(1)
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton(QCoreApplication.translate("EndGame", "&New game…"))
        self.new_button.clicked.connect(self.new_game_requested)
        row.addWidget(self.new_button)
        self.back_button = QPushButton(QCoreApplication.translate("EndGame", "&Back to the board"))
        self.back_button.setDefault(True)
        self.back_button.clicked.connect(self.back_requested)
        row.addWidget(self.back_button)
        outer.addLayout(row)

    def texts(self) -> list[str]:
        """The page's lines as shown."""
        return [label.text() for label in self.labels]


class _Follow(QObject):
    """Keeps the page as large as the screen it lies on."""

    def __init__(self, page: StoryPage, screen: QWidget) -> None:
        super().__init__(page)
        self._page = page
        screen.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self._page.setGeometry(watched.rect())
        return False


def show_story(screen: QWidget, story: Story) -> StoryPage:
    """Lay ``story``'s page over ``screen`` (a game screen with ``open_new_game_dialog``) and
    focus its Back button; an earlier end page of the screen is replaced."""
    for old in screen.findChildren(StoryPage):
        old.hide()
        old.deleteLater()
    page = StoryPage(story, screen)
    page.setGeometry(screen.rect())
    _Follow(page, screen)

    def close() -> None:
        page.hide()
        page.deleteLater()

    def new_game() -> None:
        close()
        opener = getattr(screen, "open_new_game_dialog", None)
        if callable(opener):
            opener()

    page.back_requested.connect(close)
    page.new_game_requested.connect(new_game)
    page.show()
    page.raise_()
    page.back_button.setFocus()
    return page
