"""The teacher's window of the class quiz (DESIGN §12).

Runs the :class:`~geoquiz.app.classroom.server.ClassroomServer` while it is open and shows the
room code with its QR code, the students (with who is connected), the open card and how many
answered, and the leaderboard. Controls: start, next, pause/resume, end, remove a student (that
device cannot rejoin), let a waiting name in or turn it away (when new names wait for the teacher),
show/hide names (on the projector), open the projector page, and *projector mode*: the window
itself full screen in large black-on-white type with only public information (room code, QR,
card, timer, leaderboard). After the quiz the printable report is one click away.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.classroom.buttons import push_button
from geoquiz.app.classroom.server import JOINS_PER_MINUTE, ClassroomServer
from geoquiz.app.table.bridge import TableBridge
from geoquiz.app.table.qr import qr_pixmap
from geoquiz.games.classquiz import Quiz

__all__ = ["PROJECTOR_STYLE", "TeacherWindow"]

#: the size the window asks for; it shrinks to the screen it opens on (1280×720 fits)
PREFERRED = (1200, 700)

#: projector mode: read from the back row — black on white, large type, thick focus lines
PROJECTOR_STYLE = """
QWidget#teacher { background: #ffffff; color: #000000; }
QWidget#teacher QLabel { color: #000000; font-size: 34px; }
QWidget#teacher QLabel#room { font-size: 120px; font-weight: 800; letter-spacing: 8px; }
QWidget#teacher QLabel#card { font-size: 64px; font-weight: 800; }
QWidget#teacher QLabel#status { font-size: 44px; font-weight: 700; }
QWidget#teacher QListWidget { font-size: 36px; border: 3px solid #000; color: #000;
                              background: #fff; }
"""


#: the laptop's own view: the room code and the card stand out
NORMAL_STYLE = """
QLabel#room { font-size: 44px; font-weight: 800; letter-spacing: 4px; }
QLabel#card { font-size: 22px; font-weight: 700; }
QLabel#status { font-size: 16px; }
QPushButton#primary { font-size: 15px; font-weight: 700; padding: 6px 16px; }
"""


class _Keys(QObject):
    """Space and → (Next) and P (Pause/Resume) anywhere in the teacher's window — also in its
    projector mode, where the buttons are hidden — before a focused button or list takes them."""

    def __init__(self, window: TeacherWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        window = self.window
        if not (watched is window or window.isAncestorOf(watched)):
            return False
        assert isinstance(event, QKeyEvent)
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods != Qt.KeyboardModifier.NoModifier or event.isAutoRepeat():
            return False
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Right):
            window.next_card()
            return True
        if event.key() == Qt.Key.Key_P:
            window.toggle_pause()
            return True
        return False


class TeacherWindow(QWidget):
    """The laptop's side of a class quiz; closing it ends the quiz and closes the server."""

    def __init__(
        self,
        quiz: Quiz,
        on_report: Any = None,
        *,
        bind: str | None = None,
        port: int = 0,
        approve_names: bool = False,
        joins_per_minute: int = JOINS_PER_MINUTE,
        name_filter: bool = False,
        resume: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``approve_names``: new names wait until the teacher lets them in;
        ``joins_per_minute``: seats one address gets a minute (0: no limit); ``resume``: a live
        journal's ``server`` part (the same room code and port)."""
        super().__init__(parent)
        self.setObjectName("teacher")
        self.quiz = quiz
        self.sink = on_report
        self.bridge = TableBridge(self)
        self.server = ClassroomServer(
            quiz,
            bind=bind,
            port=port,
            on_change=self.bridge.forward,
            on_report=on_report,
            approve_names=approve_names,
            joins_per_minute=joins_per_minute,
            name_filter=name_filter,
            resume=resume,
        )
        self.server.start()
        if on_report is not None and hasattr(on_report, "meta"):
            on_report.meta["room"] = self.server.room
        self.setWindowTitle(self.tr("Class quiz — room %1").replace("%1", self.server.room))
        self._build()
        self.setStyleSheet(NORMAL_STYLE)
        self.bridge.changed.connect(self.refresh)
        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self.refresh)
        self._clock.start()
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        leave.activated.connect(lambda: self.set_projector(False))
        QShortcut(QKeySequence(Qt.Key.Key_F11), self).activated.connect(self.toggle_projector)
        self._keys = _Keys(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self._keys)
        self.refresh()

    def fit_screen(self) -> None:
        """:data:`PREFERRED`, shrunk to the available part of the screen it opens on."""
        screen = self.screen()
        width, height = PREFERRED
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width()), min(height, free.height())
        self.resize(width, height)

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.room = QLabel(self.server.room, self)
        self.room.setObjectName("room")
        self.room.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url = QLabel(self.server.join_url.split("#")[0], self)
        self.url.setTextFormat(Qt.TextFormat.PlainText)
        self.qr = QLabel(self)
        self.qr.setPixmap(qr_pixmap(self.server.join_url, scale=6))
        # the seed that drew the cards: geoquiz host class --seed N plays the same cards again
        seed = getattr(self.sink, "meta", {}).get("seed")
        self.seed = QLabel(self.tr("Seed %1").replace("%1", str(seed)), self)
        self.seed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seed.setToolTip(self.tr("The same seed, deck and number of cards draw the same cards"))
        self.seed.setVisible(seed is not None)
        self.card = QLabel(self)
        self.card.setObjectName("card")
        self.card.setTextFormat(Qt.TextFormat.PlainText)
        self.card.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.students = QListWidget(self)
        self.leaders = QListWidget(self)
        # names waiting for the teacher (hidden while none waits)
        self.waiting = QWidget(self)
        self.waiting_title = QLabel(self.waiting)
        self.waiting_list = QListWidget(self.waiting)
        self.waiting_list.setMaximumHeight(120)
        self.let_in_button = push_button(self.waiting, self.tr("&Let in"), self.let_in_selected)
        self.turn_away_button = push_button(
            self.waiting, self.tr("T&urn away"), self.turn_away_selected
        )
        waiting_buttons = QHBoxLayout()
        waiting_buttons.addWidget(self.let_in_button)
        waiting_buttons.addWidget(self.turn_away_button)
        waiting_buttons.addStretch(1)
        waiting_column = QVBoxLayout(self.waiting)
        waiting_column.setContentsMargins(0, 0, 0, 0)
        waiting_column.addWidget(self.waiting_title)
        waiting_column.addWidget(self.waiting_list)
        waiting_column.addLayout(waiting_buttons)
        self.waiting.hide()
        self.start = push_button(self, self.tr("&Start"), self.server.start_quiz)
        self.next_button = push_button(self, self.tr("&Next"), self.next_card)
        self.pause_button = push_button(self, self.tr("&Pause"), self.toggle_pause)
        self.end_button = push_button(self, self.tr("&End"), self.end_quiz)
        for button in (self.start, self.next_button, self.pause_button, self.end_button):
            button.setObjectName("primary")
            button.setToolTip(self.tr("Next: Space or →, Pause: P"))
        self.remove_button = push_button(self, self.tr("Remove s&tudent"), self.remove_selected)
        self.names = QCheckBox(self.tr("Show names on the pro&jector"), self)
        self.names.setChecked(True)
        self.names.toggled.connect(self.server.set_show_names)
        self.open_projector = push_button(
            self,
            self.tr("Open the projector pa&ge"),
            lambda: QDesktopServices.openUrl(QUrl(self.server.projector_url)),
        )
        self.projector_button = push_button(self, self.tr("Projector m&ode"), self.toggle_projector)
        self.report_button = push_button(self, self.tr("Save the report as P&DF…"), self.save_pdf)
        self.again_button = push_button(self, self.tr("Play &again"), self.play_again)
        self.again_button.setToolTip(
            self.tr("The same cards in the same order; the class stays joined")
        )
        self.save_quiz_button = push_button(self, self.tr("Sa&ve this quiz as…"), self.save_quiz)
        self.worksheet_button = push_button(
            self, self.tr("Wor&ksheet (PDF)…"), lambda: self.save_worksheet()
        )
        self.worksheet_button.setToolTip(
            self.tr("This quiz for homework: the blank board, the prompts numbered, an answer key")
        )

        join = QVBoxLayout()
        join.addWidget(QLabel(self.tr("Room code"), self))
        join.addWidget(self.room)
        join.addWidget(self.url)
        join.addWidget(self.qr)
        join.addWidget(self.seed)
        join.addStretch(1)
        middle = QVBoxLayout()
        middle.addWidget(self.card)
        middle.addWidget(self.status)
        self.students_title = QLabel(self.tr("Students"), self)
        middle.addWidget(self.students_title)
        middle.addWidget(self.students, 1)
        middle.addWidget(self.waiting)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Leaderboard"), self))
        right.addWidget(self.leaders, 1)
        top = QHBoxLayout()
        top.addLayout(join)
        top.addLayout(middle, 2)
        top.addLayout(right, 1)
        # Start · Next · Pause · End first, at the top: never below the screen's edge
        self.primary = QWidget(self)
        first = QHBoxLayout(self.primary)
        first.setContentsMargins(0, 0, 0, 0)
        for widget in (self.start, self.next_button, self.pause_button, self.end_button,
                       self.again_button):  # fmt: skip
            first.addWidget(widget)
        first.addStretch(1)
        first.addWidget(self.worksheet_button)
        first.addWidget(self.save_quiz_button)
        self.controls = QWidget(self)
        row = QHBoxLayout(self.controls)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.remove_button, self.names, self.open_projector,
                       self.projector_button, self.report_button):  # fmt: skip
            row.addWidget(widget)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.addWidget(self.primary)
        outer.addLayout(top, 1)
        outer.addWidget(self.controls)

    # --- state -------------------------------------------------------------------------------

    def refresh(self, _message: object = None) -> None:
        if self.server._loop is None:  # noqa: SLF001 - closed
            return
        view = self.server.snapshot()
        phase = view["phase"]
        face = view.get("face")
        if phase == "lobby":
            self.card.setText(self.tr("Waiting for the class to join"))
        elif phase == "end":
            self.card.setText(self.tr("The quiz is over"))
        elif face:
            number = self.tr("Card %1 of %2").replace("%1", str(view["card"] + 1))
            self.card.setText(f"{number.replace('%2', str(view['cards']))}: {face['title']}")
        if phase == "question":
            line = self.tr("%1 of %2 answered · %3 s left")
            line = line.replace("%1", str(view["answered"])).replace("%2", str(view["students"]))
            line = line.replace("%3", str(int(round(view["remaining"]))))
            if view["paused"]:
                line = self.tr("Paused") + " · " + line
        elif phase == "reveal":
            reveal = view["reveal"]
            line = self.tr("Solution %1 · %2 % right")
            line = line.replace("%1", reveal["solution_text"])
            line = line.replace("%2", str(round(100 * reveal["share_right"])))
        else:
            n = len(view["roster"])
            line = self.tr("%n device(s) joined", "", n)
        self.status.setText(line)
        selected = self.selected_number()
        self.students.clear()
        asking = phase == "question"
        for row in view["roster"]:
            mark = "●" if row["connected"] else "○"
            if asking:
                mark += " ✓" if row["answered"] else " …"
            item = QListWidgetItem(f"{mark} {row['name']}")
            item.setData(Qt.ItemDataRole.UserRole, row["number"])
            self.students.addItem(item)
            if row["number"] == selected:
                item.setSelected(True)
        title = self.tr("Students (%1)").replace("%1", str(len(view["roster"])))
        if asking:
            answered = sum(1 for row in view["roster"] if row["answered"])
            title += " · " + self.tr("✓ answered this card: %1").replace("%1", str(answered))
        self.students_title.setText(title)
        self._show_waiting(view["pending"])
        self.leaders.clear()
        hide = self.projector_mode and not self.names.isChecked()
        for row in view["leaderboard"][:10]:
            name = "" if hide else row["name"]
            score = row["space"] if view["teams"] else row["points"]
            self.leaders.addItem(f"{row['place']}. {name}  {score}")
        self.start.setEnabled(phase == "lobby")
        self.next_button.setEnabled(phase in ("question", "reveal"))
        self.pause_button.setEnabled(phase in ("question", "reveal"))
        self.pause_button.setText(self.tr("&Resume") if view["paused"] else self.tr("&Pause"))
        self.end_button.setEnabled(phase != "end")
        self.again_button.setVisible(phase == "end")
        self.save_quiz_button.setEnabled(hasattr(self.sink, "meta"))
        self.report_button.setEnabled(phase in ("reveal", "end") and self.sink is not None)

    def _show_waiting(self, pending: list[dict[str, Any]]) -> None:
        selected = self.selected_waiting()
        self.waiting_list.clear()
        for row in pending:
            item = QListWidgetItem(row["name"])
            item.setData(Qt.ItemDataRole.UserRole, row["id"])
            self.waiting_list.addItem(item)
            if row["id"] == selected or (selected is None and self.waiting_list.count() == 1):
                item.setSelected(True)
        self.waiting_title.setText(self.tr("Waiting to join (%1)").replace("%1", str(len(pending))))
        self.waiting.setVisible(bool(pending) and not self.projector_mode)

    def selected_number(self) -> int | None:
        items = self.students.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def selected_waiting(self) -> int | None:
        items = self.waiting_list.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    # --- controls ----------------------------------------------------------------------------

    def next_card(self) -> None:
        """Next (Space, →): the first card, the reveal now, or the next card."""
        if self.server._loop is not None:  # noqa: SLF001 - not after closing
            self.server.next()

    def toggle_pause(self) -> None:
        if self.server._loop is None:  # noqa: SLF001
            return
        if self.server.call(lambda: self.quiz.paused):
            self.server.resume()
        else:
            self.server.pause()

    def end_quiz(self) -> None:
        self.server.end()

    def remove_selected(self) -> None:
        number = self.selected_number()
        if number is not None:
            self.server.remove(number)

    def let_in_selected(self) -> None:
        pending_id = self.selected_waiting()
        if pending_id is not None:
            self.server.approve(pending_id)
            self.refresh()

    def turn_away_selected(self) -> None:
        pending_id = self.selected_waiting()
        if pending_id is not None:
            self.server.decline(pending_id)
            self.refresh()

    @property
    def projector_mode(self) -> bool:
        return self.property("projector") is True

    def toggle_projector(self) -> None:
        self.set_projector(not self.projector_mode)

    def set_projector(self, on: bool, *, full_screen: bool = True) -> None:
        """Full screen, large type, high contrast; private things (controls, the list of who is
        connected) hidden. Esc leaves it."""
        self.setProperty("projector", on)
        self.controls.setVisible(not on)
        self.primary.setVisible(not on)
        self.students.setVisible(not on)
        self.students_title.setVisible(not on)
        self.waiting.setVisible(not on and self.waiting_list.count() > 0)
        self.setStyleSheet(PROJECTOR_STYLE if on else NORMAL_STYLE)
        self.qr.setPixmap(qr_pixmap(self.server.join_url, scale=10 if on else 6))
        if on and full_screen:
            self.showFullScreen()
        elif not on and self.isFullScreen():
            self.showNormal()
        self.refresh()

    def play_again(self) -> None:
        """The same cards again on the same room code; the phones stay joined; a new report."""
        from geoquiz.app.classroom.store import ReportSink

        if self.server._loop is None or self.quiz.phase != "end":  # noqa: SLF001
            return
        quiz = self.quiz.again()
        sink = None
        if isinstance(self.sink, ReportSink):
            sink = ReportSink({**self.sink.meta, "room": self.server.room}, self.sink.url)
        self.server.replay(quiz, sink)
        self.quiz, self.sink = quiz, sink
        self.refresh()

    def save_quiz(self) -> None:
        """Save the cards (in their order), the answer time and the options under a name."""
        from PySide6.QtWidgets import QInputDialog

        from geoquiz.app.classroom.store import quiz_spec, save_quiz

        meta = getattr(self.sink, "meta", None)
        if meta is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Save this quiz"), self.tr("Name:"))
        if not ok:
            return
        spec = quiz_spec(self.quiz, meta, name_filter=self.server.name_filter)
        try:
            save_quiz(name, spec, getattr(self.sink, "url", None))
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Save this quiz"), str(exc))

    def save_worksheet(self, path: Path | None = None) -> Path | None:
        """This quiz's cards as a worksheet with its answer key (asks where unless ``path``)."""
        from geoquiz.app.classroom.worksheet import ask_worksheet_path, write_worksheet

        meta = getattr(self.sink, "meta", None) or {}
        title = str(meta.get("quiz") or meta.get("deck") or self.tr("Class quiz"))
        if path is None:
            path = ask_worksheet_path(self)
            if path is None:
                return None
        try:
            write_worksheet(self.quiz.cards, path, title=title, lang=self.quiz.lang,
                            prompts=self.quiz.prompts)  # fmt: skip
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Worksheet"), str(exc))
            return None
        return path

    def save_pdf(self) -> None:
        from geoquiz.app.classroom.report import write_pdf
        from geoquiz.db.class_reports import load_report
        from geoquiz.db.session import session_scope

        if self.sink is None or self.sink.report_id is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the report"), "class-report.pdf", self.tr("PDF (*.pdf)")
        )
        if not name:
            return
        with session_scope(self.sink.url) as session:
            report = load_report(session, self.sink.report_id)
        if report is None:
            return
        try:
            write_pdf(report, Path(name))
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Report"), str(exc))

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self._clock.stop()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self._keys)
        if self.server._loop is not None:  # noqa: SLF001
            self.server.end()
            self.server.stop()
        super().closeEvent(event)
