"""A guided game running on a real game screen: the panel beside it, the highlight on the widget
a step points at, and the moving on as the player does each step."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.shell.fonts import scaled_font
from geoquiz.app.tutorial.script import Script, tutorial_text

__all__ = ["Guide", "Highlight", "TutorialPanel", "guide_of"]

#: how often the guide looks whether the step is done and where its widget is (ms)
POLL_MS = 150
#: the colour of the highlight around the widget a step points at
MARK = QColor("#ff8c00")

_END = QT_TRANSLATE_NOOP(
    "Tutorial",
    "You know the basics: play on, or start a real game. The rules are under "
    "\u201cHow to play\u201d (F1) whenever you need them.",
)


class Highlight(QWidget):
    """An orange frame around the widget a step points at; clicks go through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialHighlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target: QWidget | None = None
        self.hide()

    def follow(self, target: QWidget | None) -> None:
        """Frame ``target`` (None or hidden: no frame)."""
        self.target = target
        host = self.parentWidget()
        if target is None or host is None or not target.isVisible():
            self.hide()
            return
        top_left = target.mapTo(host, target.rect().topLeft())
        rect = QRect(top_left, target.size()).adjusted(-4, -4, 4, 4) & host.rect()
        if rect.isEmpty():
            self.hide()
            return
        if self.geometry() != rect:
            self.setGeometry(rect)
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(MARK, 4))
        painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 6, 6)


class TutorialPanel(QFrame):
    """The guide's panel: the game's title, the step's number and text, Next, and Leave; at the
    end Play on, New game and Back to the lobby."""

    WIDTH = 290

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(self.WIDTH)
        self.setStyleSheet(
            "#tutorialPanel { background: #fff8e6; border: 2px solid #ff8c00; border-radius: 6px; }"
            " #tutorialPanel QLabel { color: #222; }"
        )
        layout = QVBoxLayout(self)
        self.title = QLabel(title)
        self.title.setWordWrap(True)
        self.title.setFont(scaled_font(self.title.font(), 1.15, bold=True))
        layout.addWidget(self.title)
        self.counter = QLabel()
        layout.addWidget(self.counter)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAccessibleName(QCoreApplication.translate("Tutorial", "What to do now"))
        self.text.setFont(scaled_font(self.text.font(), 1.1))
        layout.addWidget(self.text)
        layout.addStretch(1)
        self.next_button = QPushButton(QCoreApplication.translate("Tutorial", "&Next"))
        self.next_button.setObjectName("tutorialNext")
        layout.addWidget(self.next_button)
        self.play_on_button = QPushButton(QCoreApplication.translate("Tutorial", "&Play on"))
        self.play_on_button.setObjectName("tutorialPlayOn")
        layout.addWidget(self.play_on_button)
        self.new_game_button = QPushButton(
            QCoreApplication.translate("Tutorial", "Start a &real game…")
        )
        self.new_game_button.setObjectName("tutorialNewGame")
        layout.addWidget(self.new_game_button)
        self.leave_button = QPushButton(
            QCoreApplication.translate("Tutorial", "&Leave the tutorial (Esc)")
        )
        self.leave_button.setObjectName("tutorialLeave")
        self.leave_button.setToolTip(
            QCoreApplication.translate("Tutorial", "Back to the lobby; the guided game is left")
        )
        layout.addWidget(self.leave_button)
        for button in self._buttons():
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def _buttons(self) -> list[QPushButton]:
        return [self.next_button, self.play_on_button, self.new_game_button, self.leave_button]

    def show_step(self, number: int, total: int, text: str, *, needs_next: bool, end: bool) -> None:
        self.counter.setText(
            QCoreApplication.translate("Tutorial", "Step %1 of %2")
            .replace("%1", str(number))
            .replace("%2", str(total))
        )
        self.text.setText(text)
        self.next_button.setVisible(needs_next and not end)
        self.play_on_button.setVisible(end)
        self.new_game_button.setVisible(end)
        self.leave_button.setText(
            QCoreApplication.translate("Tutorial", "Back to the &lobby")
            if end
            else QCoreApplication.translate("Tutorial", "&Leave the tutorial (Esc)")
        )


def guide_of(screen: QWidget) -> Guide | None:
    """The guide running on ``screen`` (None: no guided game there)."""
    guide = screen.findChild(Guide, "tutorialGuide")
    return guide if guide is not None and guide.active else None


class Guide(QObject):
    """Runs ``script`` on the game ``screen``: puts the panel beside the screen's own layout,
    starts the seeded game, and moves on a step when the player has done it (the screen's
    ``moved`` signal, and a look every :data:`POLL_MS`). Esc (with the focus on the screen)
    leaves it at any moment."""

    #: the guided game ended (left, played on or a real game started)
    finished = Signal()

    def __init__(self, screen: QWidget, script: Script) -> None:
        super().__init__(screen)
        self.setObjectName("tutorialGuide")
        self.screen = screen
        self.script = script
        self.index = 0
        self.active = False
        #: the game's state when the current step began (a step's ``done`` compares with it)
        self.began: object = None
        self.panel = _panel_beside(screen, tutorial_text(str(script.title)))
        self.panel.next_button.clicked.connect(self.next_step)
        self.panel.leave_button.clicked.connect(self.leave)
        self.panel.play_on_button.clicked.connect(self.play_on)
        self.panel.new_game_button.clicked.connect(self.new_game)
        self.highlight = Highlight(screen)
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.check)
        moved = getattr(screen, "moved", None)
        if moved is not None:
            moved.connect(self.check)
        back = getattr(screen, "back_requested", None)
        if back is not None:  # the screen left for the start screen (Danmark's Esc, Back)
            back.connect(self._screen_left)

    # ------------------------------------------------------------------ running
    @property
    def total(self) -> int:
        """The number of steps, the end step included."""
        return len(self.script.steps) + 1

    def at_end(self) -> bool:
        return self.index >= len(self.script.steps)

    def start(self) -> None:
        """Start the seeded game and show the first step."""
        for other in self.screen.findChildren(Guide):
            if other is not self and other.active:
                other.stop()
        self.active = True
        self.index = 0
        self.panel.show()
        try:
            self.script.start(self.screen)
        except (ValueError, OSError) as exc:  # the game refuses to start: one line, no guide
            self.stop()
            show_line = getattr(self.screen, "show_line", None)
            if show_line is not None:
                show_line(str(exc).strip().splitlines()[0] if str(exc).strip() else repr(exc))
            return
        for watched in self._watched():  # the keys and the screen's size, not every event
            watched.installEventFilter(self)
        self.timer.start()
        self.show_step()
        self.check()

    def _state(self) -> object:
        session = getattr(self.screen, "session", None)
        return getattr(session, "state", None)

    def show_step(self) -> None:
        self.began = self._state()
        if self.at_end():
            self.panel.show_step(
                self.total, self.total, tutorial_text(str(_END)), needs_next=False, end=True
            )
            self.highlight.follow(None)
            self.panel.play_on_button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        step = self.script.steps[self.index]
        self.panel.show_step(
            self.index + 1,
            self.total,
            step.translated(self.screen),
            needs_next=step.done is None,
            end=False,
        )
        self.highlight.follow(self._target())
        if step.done is None:
            self.panel.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _target(self) -> QWidget | None:
        if self.at_end():
            return None
        target = self.script.steps[self.index].target
        return target(self.screen) if target is not None else None

    def check(self) -> None:
        """Move on past every step the player has done; keep the highlight on its widget."""
        if not self.active:
            return
        if getattr(self.screen, "session", None) is None:  # the game was left its own way
            self.stop()
            return
        moved = False
        while not self.at_end():
            done = self.script.steps[self.index].done
            if done is None or not done(self.screen, self.began):
                break
            self.index += 1
            self.began = self._state()
            moved = True
        if moved:
            self.show_step()
            if not self.at_end():
                self._focus_target()
        else:
            self.highlight.follow(self._target())

    def _follow(self) -> None:
        if self.active:
            self.highlight.follow(self._target())

    def _focus_target(self) -> None:
        """Give the keyboard to the widget of an action step if the panel held it."""
        focus = QApplication.focusWidget()
        if focus is not None and not self.panel.isAncestorOf(focus):
            return
        target = self._target()
        if (
            target is not None
            and target.isEnabled()
            and target.focusPolicy() != Qt.FocusPolicy.NoFocus
        ):
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def next_step(self) -> None:
        """Next: past a step that only explains."""
        if self.at_end():
            return
        if self.script.steps[self.index].done is None:
            self.index += 1
            self.show_step()
            self.check()
            if not self.at_end() and self.script.steps[self.index].done is not None:
                self._focus_target()

    # ------------------------------------------------------------------ leaving
    def stop(self) -> None:
        """End the guide: no panel, no highlight; the game stays as it is."""
        if not self.active:
            return
        self.active = False
        self.timer.stop()
        for watched in self._watched():
            watched.removeEventFilter(self)
        self.highlight.hide()
        self.panel.hide()
        self.finished.emit()

    def _watched(self) -> list[QWidget]:
        """What the guide's event filter watches: the screen (its Show and Resize, an Esc no
        widget of the game took), the panel and its buttons (the keys that press them)."""
        return [self.screen, self.panel, *self.panel.findChildren(QPushButton)]

    def leave(self) -> None:
        """Leave the tutorial: back to the game's lobby."""
        self.stop()
        self.script.to_lobby(self.screen)

    def play_on(self) -> None:
        """Go on playing the seeded game without the guide."""
        self.stop()
        self.screen.setFocus(Qt.FocusReason.OtherFocusReason)

    def new_game(self) -> None:
        """Start a real game: the game's own new-game dialog."""
        self.stop()
        self.script.to_lobby(self.screen)
        opener = getattr(self.screen, "open_new_game_dialog", None)
        if opener is not None:
            QTimer.singleShot(0, opener)

    def _screen_left(self) -> None:
        self.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Esc leaves the tutorial when no widget of the game took it (the key reached the
        screen or the panel); a game's own Esc stays its own (Danmark's card is put aside, its
        Esc to the start screen ends the guide through ``back_requested``). Space, Return and
        Enter press the panel's focused button: a game's shortcut on Space (Danmark's die) must
        not take them."""
        kind = event.type()
        if watched is self.screen and kind in (QEvent.Type.Show, QEvent.Type.Resize):
            QTimer.singleShot(0, self._follow)  # the frame on the laid-out widget at once
            return False
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        assert isinstance(event, QKeyEvent)
        if event.modifiers() not in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        ):
            return False
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget():
            return False
        focus = QApplication.focusWidget()
        if focus is None:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if watched is not focus or not (
                isinstance(focus, QPushButton) and self.panel.isAncestorOf(focus)
            ):
                return False
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the button takes the key, not a shortcut of the game
                return True
            if key != Qt.Key.Key_Space:  # a panel button is no dialog's default: click it here
                focus.click()
                return True
            return False  # Space: the button's own press and release
        if key != Qt.Key.Key_Escape or kind != QEvent.Type.KeyPress:
            return False
        if watched is self.screen or (
            isinstance(watched, QWidget) and self.panel.isAncestorOf(watched)
        ):
            QTimer.singleShot(0, self.leave)
            return True
        return False


def _panel_beside(screen: QWidget, title: str) -> TutorialPanel:
    """The screen's panel (made once), standing at the screen's right edge while it shows: the
    screen's own layout keeps a margin that wide (:class:`_Beside`), so nothing of the game is
    covered and none of its widgets changes its parent."""
    panel = screen.findChild(TutorialPanel, "tutorialPanel")
    if panel is not None:
        panel.title.setText(title)
        return panel
    panel = TutorialPanel(title, screen)
    panel.hide()
    _Beside(screen, panel)
    return panel


class _Beside(QObject):
    """Keeps ``panel`` beside the rest of ``screen``: while the panel shows, the screen's layout
    has a right margin of the panel's width and the panel fills that strip."""

    GAP = 6

    def __init__(self, screen: QWidget, panel: TutorialPanel) -> None:
        super().__init__(panel)
        self.screen = screen
        self.panel = panel
        own = screen.layout()
        self.margins = None if own is None else own.contentsMargins()
        screen.installEventFilter(self)
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.panel and kind in (QEvent.Type.Show, QEvent.Type.Hide):
            self._make_room(kind == QEvent.Type.Show)
        elif watched is self.screen and kind == QEvent.Type.Resize and self.panel.isVisible():
            self._place()
        return False

    def _make_room(self, on: bool) -> None:
        if on:
            self._fit_width()
        layout = self.screen.layout()
        if layout is not None and self.margins is not None:
            m = self.margins
            extra = self.panel.width() + self.GAP if on else 0
            layout.setContentsMargins(m.left(), m.top(), m.right() + extra, m.bottom())
        if on:
            self._place()

    def _fit_width(self) -> bool:
        """A fifth of the screen's width, :data:`TutorialPanel.WIDTH` at most and 230 px at
        least (at 1280 px the game keeps its side pages without a scroll bar); whether it
        changed."""
        width = max(230, min(TutorialPanel.WIDTH, self.screen.width() // 5))
        if width == self.panel.width():
            return False
        self.panel.setFixedWidth(width)
        return True

    def _place(self) -> None:
        if self._fit_width():
            self._make_room(True)
            return
        rect = self.screen.rect()
        width = self.panel.width()
        self.panel.setGeometry(rect.right() - width - 2, 4, width, max(0, rect.height() - 8))
        self.panel.raise_()
