"""The row above a game: title, status line, "… is thinking…", the game's own buttons, New game,
Back (:class:`GameHeader`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QPainter, QPaintEvent, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

__all__ = ["GameHeader", "StatusArea", "ThinkingLabel", "title_font"]


def title_font(label: QLabel, grow: int = 4) -> QFont:
    """The label's font, bold and ``grow`` points larger (a screen's title)."""
    font = QFont(label.font())
    font.setPointSize(font.pointSize() + grow)
    font.setBold(True)
    return font


class ThinkingLabel(QLabel):
    """ "… is thinking…": a minimum width that does not depend on the name in it (none: in a
    row too narrow for the whole text the end is elided), so showing it or another name changes
    nothing its parent's layout reads."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        room = self.contentsRect()
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(self.text()) <= room.width():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        text = metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, int(self.alignment()), text)


class StatusArea(QWidget):
    """The status line and "… is thinking…" side by side, as one widget of the header's row.

    Every move sets the status text and a computer player's turn shows and hides the thinking
    text. Were the two labels in the header's row, each change would lay out the whole screen
    again (a label's new text asks its parent's layout, and that its parent's, up to the
    window). Here they sit in a layout of their own (on an inner widget this one keeps at its
    full size), and a change reaches the screen only when what its layout reads from this
    widget changes: the height for its width (a status that now wraps onto one more line), the
    minimum height, or the minimum width — the status line's longest word plus the gap before
    the thinking text, which is kept whether someone thinks or not (the thinking text itself
    needs no minimum width, see :class:`ThinkingLabel`).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setControlType(QSizePolicy.ControlType.Label)  # the row spaces it as the labels
        self.setSizePolicy(policy)
        self._inner = QWidget(self)
        self.row = QHBoxLayout(self._inner)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.row.addWidget(self.status, 1)
        self.thinking = ThinkingLabel()
        self.thinking.setAccessibleName(
            QCoreApplication.translate("GameHeader", "Computer player thinking")
        )
        self.thinking.hide()
        self.row.addWidget(self.thinking)
        #: (minimum width, minimum height, height) the parent's layout was last told
        self._told: tuple[int, int, int] | None = None

    def sizeHint(self) -> QSize:
        return self._inner.sizeHint()

    def minimumSizeHint(self) -> QSize:
        width = self.status.minimumSizeHint().width() + max(self.row.spacing(), 0)
        return QSize(width, self._inner.minimumSizeHint().height())

    def hasHeightForWidth(self) -> bool:
        return self._inner.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self._inner.heightForWidth(width)

    def _reading(self) -> tuple[int, int, int]:
        """What the parent's layout reads from this widget at its current width."""
        minimum = self.minimumSizeHint()
        height = self.heightForWidth(self.width()) if self.hasHeightForWidth() else -1
        if height < 0:
            height = self.sizeHint().height()
        return minimum.width(), minimum.height(), height

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._inner.setGeometry(self.rect())
        self._told = self._reading()

    def event(self, event: QEvent) -> bool:
        # the inner layout was redone (a text changed): tell the parent only what it must know
        if event.type() == QEvent.Type.LayoutRequest:
            reading = self._reading()
            if reading != self._told:
                self._told = reading
                self.updateGeometry()
            return True
        return super().event(event)


class GameHeader(QWidget):
    """Title, status line and buttons of a game screen.

    ``new_requested`` and ``back_requested`` are the New game and Back buttons; a game adds its
    own buttons in front of them with :meth:`add_button`. :attr:`thinking` is shown while a
    computer player thinks (:meth:`show_thinking`). The status line and the thinking text are a
    :class:`StatusArea`: changing them lays out the header's row only when their height changes.
    """

    new_requested = Signal()
    back_requested = Signal()
    #: the Undo button or Ctrl+Z (shown once a game offers it: :meth:`show_undo`)
    undo_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(title)
        self.title.setFont(title_font(self.title))
        self.row.addWidget(self.title)
        self.status_area = StatusArea()
        self.status = self.status_area.status
        self.thinking = self.status_area.thinking
        self.row.addWidget(self.status_area, 1)
        self.undo_button = QPushButton(QCoreApplication.translate("GameHeader", "&Undo"))
        self.undo_button.setToolTip(
            QCoreApplication.translate(
                "GameHeader",
                "Take back your last move (Ctrl+Z), while nothing new has been revealed since",
            )
        )
        self.undo_button.clicked.connect(self.undo_requested)
        self.undo_button.hide()
        self.row.addWidget(self.undo_button)
        self._undo_shortcut = QShortcut(QKeySequence.StandardKey.Undo, self)
        self._undo_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._undo_shortcut.activated.connect(self._undo_key)
        self.new_button = QPushButton(QCoreApplication.translate("GameHeader", "&New game…"))
        self.new_button.clicked.connect(self.new_requested)
        self.row.addWidget(self.new_button)
        self.back_button = QPushButton(QCoreApplication.translate("GameHeader", "&Back"))
        self.back_button.clicked.connect(self.back_requested)
        self.row.addWidget(self.back_button)

    def show_undo(self, possible: bool) -> None:
        """Show the Undo button, enabled while a move can be taken back."""
        self.undo_button.show()
        self.undo_button.setEnabled(possible)

    def _undo_key(self) -> None:
        if self.undo_button.isVisible():
            self.undo_requested.emit()  # a refused undo still says why

    def add_button(self, widget: QWidget) -> None:
        """Put a game's own button (or switch) in front of New game."""
        self.row.insertWidget(self.row.indexOf(self.new_button), widget)

    def show_thinking(self, name: str | None) -> None:
        """ "Anna is thinking…" while computer player ``name`` thinks; hidden for None."""
        if name is None:
            self.thinking.hide()
            return
        self.thinking.setText(
            QCoreApplication.translate("GameHeader", "%1 is thinking…").replace("%1", name)
        )
        self.thinking.show()
