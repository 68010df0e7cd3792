"""The class quiz from the app: the setup screen behind the start-screen entry, and the reports.

:class:`ClassSetupScreen` (start-screen entry ``classroom``) picks the deck from the card database,
a colour, the number of cards, the answer time, and students by name (up to 40) or up to five
teams; *Start* opens the teacher's :class:`~geoquiz.app.classroom.window.TeacherWindow` (room code,
QR code, controls), whose server runs until that window is closed. :class:`ReportsDialog` lists
the stored quizzes (date, deck, devices, cards, share right) and saves one as CSV or PDF or
deletes it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QIcon, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.classroom.buttons import push_button
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.games.classquiz import MAX_STUDENTS, MAX_TEAMS

__all__ = ["ClassSetupScreen", "ReportsDialog", "class_icon", "report_rows"]

COLOURS = ("yellow", "orange", "green", "blue")


def class_icon() -> QIcon:
    """Germany's outline with the class's tips on it: three stones of different shapes."""
    from geoquiz.app.window.icons import outline_icon

    pixmap = outline_icon("de_staat").pixmap(64, 64)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#1a1a1a"), 1.5))
    # Okabe-Ito blue, vermillion and bluish green; told apart by shape as well as hue
    painter.setBrush(QColor("#0072b2"))
    painter.drawEllipse(18, 14, 12, 12)
    painter.setBrush(QColor("#d55e00"))
    painter.drawRect(34, 30, 11, 11)
    painter.setBrush(QColor("#009e73"))
    painter.drawPolygon([_p(22, 52), _p(29, 40), _p(36, 52)])
    painter.end()
    return QIcon(pixmap)


def _p(x: float, y: float) -> Any:
    from PySide6.QtCore import QPointF

    return QPointF(x, y)


# ====================================================================== reports
def report_rows(url: str | None = None) -> list[dict[str, Any]]:
    """Every stored quiz, newest first: id, started (datetime), deck, devices, cards, share."""
    from geoquiz.db.class_reports import card_stats, list_reports, load_report
    from geoquiz.db.session import session_scope

    rows: list[dict[str, Any]] = []
    with session_scope(url) as session:
        for row in list_reports(session):
            report = load_report(session, row.id)
            assert report is not None
            stats = card_stats(report)
            tips = sum(s["tips"] for s in stats)
            right = sum(s["right"] for s in stats)
            rows.append(
                {
                    "id": row.id,
                    "started_at": row.started_at,
                    "deck": row.deck,
                    "devices": len(report["students"]),
                    "teams": row.teams,
                    "cards": len(stats),
                    "cut_short": report["session"]["cut_short"],
                    "share_right": right / tips if tips else 0.0,
                }
            )
    return rows


class ReportsDialog(QDialog):
    """The stored class quizzes: Save CSV…, Save PDF…, Delete…"""

    def __init__(self, parent: QWidget | None = None, *, url: str | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.setObjectName("class-reports")
        self.setWindowTitle(self.tr("Class quiz reports"))
        self.table = QTableWidget(0, 5, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Deck"),
                self.tr("Devices"),
                self.tr("Cards"),
                self.tr("Right"),
            ]  # fmt: skip
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Stored class quizzes"))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.empty = QLabel(self.tr("No class quiz has been stored yet."), self)
        self.csv_button = push_button(self, self.tr("Save &CSV…"), self.save_csv)
        self.pdf_button = push_button(self, self.tr("Save &PDF…"), self.save_pdf)
        self.delete_button = push_button(self, self.tr("&Delete…"), self.delete_selected)
        close = push_button(self, self.tr("Close"), self.accept)
        buttons = QHBoxLayout()
        for b in (self.csv_button, self.pdf_button, self.delete_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addLayout(buttons)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table).activated.connect(
            self.delete_selected
        )
        self.resize(760, 420)
        self.reload()

    def reload(self) -> None:
        locale = QLocale()
        self.rows = report_rows(self.url)
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            started = row["started_at"]
            if started.tzinfo is None:  # SQLite hands back naive UTC
                from datetime import UTC

                started = started.replace(tzinfo=UTC)
            local = started.astimezone()
            when = f"{local:%Y-%m-%d %H:%M}"
            devices = locale.toString(row["devices"])
            if row["teams"]:
                devices = self.tr("%1 teams").replace("%1", devices)
            cells = [
                when,
                row["deck"],
                devices,
                locale.toString(row["cards"])
                + (" · " + self.tr("cut short") if row["cut_short"] else ""),
                locale.toString(round(100 * row["share_right"])) + " %",
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row["id"])
                if c >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.empty.setVisible(not self.rows)
        self.table.setVisible(bool(self.rows))
        if self.rows:
            self.table.selectRow(0)
        self._update_buttons()

    def selected_id(self) -> int | None:
        items = self.table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def _update_buttons(self) -> None:
        on = self.selected_id() is not None
        for b in (self.csv_button, self.pdf_button, self.delete_button):
            b.setEnabled(on)

    def _report(self) -> dict[str, Any] | None:
        from geoquiz.db.class_reports import load_report
        from geoquiz.db.session import session_scope

        report_id = self.selected_id()
        if report_id is None:
            return None
        with session_scope(self.url) as session:
            return load_report(session, report_id)

    def _save(
        self,
        suffix: str,
        filter_text: str,
        write: Callable[[dict[str, Any], Path], object],
        errors: tuple[type[Exception], ...] = (OSError,),
    ) -> Path | None:
        """Ask where to save the selected report and write it there; a failed write is one warning.

        CSV and PDF differ only in the suffix, the file filter and the writer.
        """
        report = self._report()
        if report is None:
            return None
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the report"),
            f"class-report-{self.selected_id()}.{suffix}",
            filter_text,
        )
        if not name:
            return None
        path = Path(name)
        path = path if path.suffix else path.with_suffix(f".{suffix}")
        try:
            write(report, path)
        except errors as exc:
            QMessageBox.warning(self, self.tr("Report"), str(exc))
            return None
        return path

    def save_csv(self) -> Path | None:
        """One row per student and card (``geoquiz class report --csv``)."""
        from geoquiz.db.bootstrap import open_database
        from geoquiz.db.cardio import write_export
        from geoquiz.db.class_reports import report_csv

        def write(report: dict[str, Any], path: Path) -> None:
            write_export(path, report_csv(report), database=open_database(self.url).path)

        return self._save("csv", self.tr("CSV (*.csv)"), write, (OSError, ValueError))

    def save_pdf(self) -> Path | None:
        """The printable report: class maps of the tips, the cards got wrong most, every student."""
        from geoquiz.app.classroom.report import write_pdf

        return self._save("pdf", self.tr("PDF (*.pdf)"), write_pdf)

    def delete_selected(self) -> bool:
        from geoquiz.db.class_reports import delete_report
        from geoquiz.db.session import session_scope

        report_id = self.selected_id()
        if report_id is None:
            return False
        row = next(r for r in self.rows if r["id"] == report_id)
        answer = QMessageBox.question(
            self,
            self.tr("Delete the report"),
            self.tr("Delete the report of %1 (%2) with every student's answers?")
            .replace("%1", row["deck"])
            .replace("%2", self.table.item(self.table.currentRow(), 0).text()),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        with session_scope(self.url) as session:
            deleted = delete_report(session, report_id)
        self.reload()
        return deleted


# ====================================================================== setup
class ClassSetupScreen(QWidget):
    """Deck, colour, cards, answer time, students or teams; Start opens the teacher's window."""

    back_requested = Signal()

    def __init__(
        self,
        lang: str = "en",
        parent: QWidget | None = None,
        *,
        url: str | None = None,
        bind: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("class-setup")
        self.lang = lang
        self.url = url
        # the address the quiz listens on (None: this computer's address in the school network)
        self.bind = bind
        self.teacher: Any = None
        self._counts: dict[str, dict[str, int]] = {}

        title = QLabel(self.tr("Finden Sie Minden in der Klasse"), self)
        title.setFont(scaled_font(title.font(), 1.8, bold=True))
        intro = QLabel(
            self.tr(
                "Students answer on their own phones, tablets or laptops in the school network: "
                "they open the address on the projector or scan its QR code and type their name "
                "(no accounts). Nothing leaves the school network."
            ),
            self,
        )
        intro.setWordWrap(True)

        self.deck = QComboBox(self)
        self.deck.currentIndexChanged.connect(self._update_counts)
        self.colour = QComboBox(self)
        self.colour.addItem(self.tr("All colours"), None)
        names = {
            "yellow": self.tr("Yellow"),
            "orange": self.tr("Orange"),
            "green": self.tr("Green"),
            "blue": self.tr("Blue"),
        }
        for c in COLOURS:
            self.colour.addItem(names[c], c)
        self.colour.currentIndexChanged.connect(self._update_counts)
        self.cards = QSpinBox(self)
        self.cards.setRange(1, 200)
        self.cards.setValue(10)
        self.available = QLabel(self)
        # choose and reuse: cards picked from a list, or a quiz saved under a name
        self.picked: list[str] | None = None
        self.pick_button = push_button(self, self.tr("&Pick cards…"), self.pick_cards)
        self.saved = QComboBox(self)
        self.saved.currentIndexChanged.connect(self._update_saved)
        self.timer = QSpinBox(self)
        self.timer.setRange(5, 600)
        self.timer.setValue(30)
        self.timer.setSingleStep(5)
        self.timer.setSuffix(self.tr(" s"))
        self.students_mode = QRadioButton(
            self.tr("Students by name (up to %1 devices)").replace("%1", str(MAX_STUDENTS)), self
        )
        self.teams_mode = QRadioButton(self.tr("Teams, one device each:"), self)
        self.students_mode.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.students_mode)
        group.addButton(self.teams_mode)
        self.teams = QSpinBox(self)
        self.teams.setRange(1, MAX_TEAMS)
        self.teams.setValue(min(4, MAX_TEAMS))
        self.teams.setEnabled(False)
        self.teams_mode.toggled.connect(self.teams.setEnabled)
        teams_row = QHBoxLayout()
        teams_row.addWidget(self.teams_mode)
        teams_row.addWidget(self.teams)
        teams_row.addStretch(1)
        # against a prankster with the room code: seats per device address and minute, and
        # new names that wait until the teacher lets them in
        self.joins_per_minute = QSpinBox(self)
        self.joins_per_minute.setRange(0, 60)
        self.joins_per_minute.setValue(2)
        self.joins_per_minute.setSpecialValueText(self.tr("no limit"))
        self.joins_per_minute.setToolTip(
            self.tr(
                "How many devices may join from one network address a minute. Raise it when "
                "the whole class reaches this computer through one router."
            )
        )
        self.approve_names = QCheckBox(self.tr("New names wait until I &let them in"), self)
        self.name_filter = QCheckBox(
            self.tr("Turn away rude na&mes (German, English, Danish)"), self
        )
        self.colour_bonus = QCheckBox(
            self.tr("The rulebook's final colour bonus (+5 for the most right cards o&f a colour)"),
            self,
        )

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for box in (self.deck, self.colour):
            box.setMinimumContentsLength(22)
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
        form.addRow(self.tr("&Deck:"), self.deck)
        form.addRow(self.tr("C&olour:"), self.colour)
        cards_row = QHBoxLayout()
        cards_row.addWidget(self.cards)
        cards_row.addWidget(self.available, 1)
        cards_row.addWidget(self.pick_button)
        form.addRow(self.tr("Sa&ved quiz:"), self.saved)
        form.addRow(self.tr("&Cards:"), cards_row)
        form.addRow(self.tr("&Answer time:"), self.timer)
        form.addRow(self.tr("Who plays:"), self.students_mode)
        form.addRow("", teams_row)
        form.addRow(self.tr("&Joins per address a minute:"), self.joins_per_minute)
        form.addRow("", self.approve_names)
        form.addRow("", self.name_filter)
        form.addRow("", self.colour_bonus)
        for label_field in (self.deck, self.colour, self.cards, self.timer, self.joins_per_minute,
                            self.saved):  # fmt: skip
            label = form.labelForField(label_field)
            if label is None and label_field is self.cards:
                label = form.labelForField(cards_row)
            if isinstance(label, QLabel):
                label.setBuddy(label_field)

        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()
        self.start_button = push_button(self, self.tr("&Start the class quiz"), self.start_quiz)
        self.start_button.setDefault(True)
        self.start_button.setAutoDefault(True)
        self.reports_button = push_button(self, self.tr("&Reports…"), self.show_reports)
        # a quiz cut short by a crash: the same room code and port, every tip kept
        self.resume_button = push_button(
            self, self.tr("Res&ume the class quiz that was cut short"), self.resume_quiz
        )
        back = push_button(self, self.tr("&Back"), self.back_requested)
        # the saved quiz's or the picked cards' worksheet for homework, with its answer key
        self.worksheet_button = push_button(
            self, self.tr("&Worksheet (PDF)…"), lambda: self.save_worksheet()
        )
        self.worksheet_button.setToolTip(
            self.tr("The blank board with the prompts numbered, and an answer key")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.reports_button)
        buttons.addWidget(self.worksheet_button)
        buttons.addStretch(1)
        buttons.addWidget(back)

        column = QVBoxLayout()
        column.addWidget(title)
        column.addWidget(intro)
        column.addSpacing(12)
        column.addLayout(form)
        column.addWidget(self.error)
        column.addSpacing(12)
        column.addLayout(buttons)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 4)
        outer.addStretch(1)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.back_requested)
        self.setFocusProxy(self.deck)
        self.load_decks()
        self.load_saved()
        self._update_resume()
        # another deck or colour: the picked cards no longer apply
        self.deck.currentIndexChanged.connect(lambda _i: self.set_picked(None))
        self.colour.currentIndexChanged.connect(lambda _i: self.set_picked(None))

    # ------------------------------------------------------------------ choose and reuse
    def load_saved(self) -> None:
        from geoquiz.app.classroom.store import saved_quizzes

        current = self.saved.currentData()
        self.saved.blockSignals(True)
        self.saved.clear()
        self.saved.addItem(self.tr("None: draw or pick the cards"), None)
        for name in sorted(saved_quizzes(self.url), key=str.casefold):
            self.saved.addItem(name, name)
        index = self.saved.findData(current)
        self.saved.setCurrentIndex(max(0, index))
        self.saved.blockSignals(False)
        self._update_saved()

    def _update_saved(self) -> None:
        """A saved quiz fixes deck, cards, answer time and teams."""
        fixed = self.saved.currentData() is not None
        for widget in (self.deck, self.colour, self.cards, self.pick_button, self.timer,
                       self.students_mode, self.teams_mode, self.teams):  # fmt: skip
            teams_off = widget is self.teams and not self.teams_mode.isChecked()
            widget.setEnabled(not fixed and not teams_off)
        self.cards.setEnabled(not fixed and self.picked is None)

    def set_picked(self, ids: list[str] | None) -> None:
        """The cards picked from the list (None or empty: a random draw)."""
        self.picked = list(ids) if ids else None
        self.cards.setEnabled(self.picked is None and self.saved.currentData() is None)
        if self.picked is not None:
            self.cards.setValue(len(self.picked))
            self.available.setText(self.tr("%1 cards picked").replace("%1", str(len(self.picked))))
        else:
            self._update_counts()

    def pick_cards(self) -> list[str] | None:
        """A list of the deck's cards to tick (with a filter) beside the deck on the map (a click
        on a card adds or removes it); the ticked ones, in list order."""
        from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QListWidget, QListWidgetItem

        from geoquiz.app.classroom.pick_map import PickMap, map_rows
        from geoquiz.app.minden.decks import load_deck_cards
        from geoquiz.db.repository import deck_by_name
        from geoquiz.db.session import session_scope

        deck = self.deck.currentData()
        if not deck:
            return None
        with session_scope(self.url) as session:
            found = deck_by_name(session, deck)
            deck_id = found.id if found is not None else None
        if deck_id is None:
            return None
        colour = self.colour.currentData()
        cards = [
            c for c in load_deck_cards([deck_id], "de", self.url) if colour in (None, c.colour)
        ]
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Pick cards"))
        search = QLineEdit(dialog)
        search.setPlaceholderText(self.tr("Filter"))
        listing = QListWidget(dialog)
        names = {c: self.colour.itemText(self.colour.findData(c)) for c in COLOURS}
        chosen = set(self.picked or [])
        for card in sorted(cards, key=lambda c: c.title.casefold()):
            item = QListWidgetItem(f"{card.title}  ({names.get(card.colour, card.colour)})")
            item.setData(Qt.ItemDataRole.UserRole, card.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = card.id in chosen
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            listing.addItem(item)

        def filter_list(text: str) -> None:
            for i in range(listing.count()):
                item = listing.item(i)
                item.setHidden(text.casefold() not in item.text().casefold())

        search.textChanged.connect(filter_list)
        pick_map = PickMap(dialog)
        items = {str(listing.item(i).data(Qt.ItemDataRole.UserRole)): listing.item(i)
                 for i in range(listing.count())}  # fmt: skip

        def ticked() -> list[str]:
            return [i for i, item in items.items() if item.checkState() == Qt.CheckState.Checked]

        def toggle(card_id: str) -> None:
            item = items.get(card_id)
            if item is not None:
                on = item.checkState() == Qt.CheckState.Checked
                item.setCheckState(Qt.CheckState.Unchecked if on else Qt.CheckState.Checked)
                listing.scrollToItem(item)

        pick_map.show_cards(map_rows(deck, items, self.url), ticked())
        listing.itemChanged.connect(lambda _item: pick_map.set_picked(ticked()))
        pick_map.toggled.connect(toggle)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        column = QVBoxLayout()
        column.addWidget(search)
        column.addWidget(listing, 1)
        side = QHBoxLayout()
        side.addLayout(column, 2)
        side.addWidget(pick_map, 3)
        outer = QVBoxLayout(dialog)
        outer.addLayout(side, 1)
        outer.addWidget(buttons)
        dialog.resize(1000, 640)
        self._picker = listing  # for tests
        self._pick_map = pick_map
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return self.picked
        ids = [
            str(listing.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(listing.count())
            if listing.item(i).checkState() == Qt.CheckState.Checked
        ]
        self.set_picked(ids)
        return self.picked

    def save_worksheet(self, path: Path | None = None) -> Path | None:
        """The worksheet of the saved quiz chosen, or of the cards picked (a random draw has
        no worksheet: it would not be the quiz played); asks where to save it unless ``path``."""
        from geoquiz.app.classroom.store import card_prompts, cards_by_ref, saved_quizzes
        from geoquiz.app.classroom.worksheet import ask_worksheet_path, write_worksheet

        name = self.saved.currentData()
        spec = saved_quizzes(self.url).get(name or "")
        if spec is not None:
            deck, refs, title = str(spec["deck"]), [str(c) for c in spec["cards"]], str(name)
        elif self.picked:
            deck, refs, title = str(self.deck.currentData()), self.picked, self.deck.currentText()
        else:
            self._show_error(
                self.tr("For a worksheet choose a saved quiz or pick the cards first.")
            )
            return None
        if path is None:
            path = ask_worksheet_path(self)
            if path is None:
                return None
        lang = self.lang if self.lang in ("de", "en", "da") else "de"
        try:
            cards = cards_by_ref(deck, refs, lang=lang, url=self.url)
            write_worksheet(cards, path, title=title, lang=lang,
                            prompts=card_prompts(deck, self.url))  # fmt: skip
        except (OSError, ValueError) as exc:
            self._show_error(str(exc))
            return None
        self._show_error("")
        return path

    def _update_resume(self) -> None:
        from geoquiz.app.classroom.store import load_live

        self.resume_button.setVisible(not self.quiz_running() and load_live(self.url) is not None)

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self._update_resume()
        self.load_saved()
        super().showEvent(event)

    def resume_quiz(self) -> Any:
        """Reopen the quiz of the live journal: its room code, address and port (the phones come
        back by themselves) and every stored tip."""
        from geoquiz.app.classroom.store import ReportSink, load_live, resume_quiz
        from geoquiz.app.classroom.window import TeacherWindow

        if self.quiz_running():
            return self.start_quiz()
        live = load_live(self.url)
        if live is None:
            self._update_resume()
            return None
        server = live["server"]
        try:
            quiz = resume_quiz(live, self.url)
            sink = ReportSink(live["meta"], self.url, report_id=int(live["report_id"]))
            window = TeacherWindow(
                quiz,
                sink,
                bind=server["bind"],
                port=int(server["port"]),
                approve_names=bool(server.get("approve_names")),
                joins_per_minute=int(server.get("joins_per_minute", 2)),
                name_filter=bool(server.get("name_filter")),
                resume=server,
            )
        except (ValueError, OSError, KeyError) as exc:
            self._show_error(str(exc))
            return None
        self.resume_button.hide()
        return self._open_teacher(window)

    # ------------------------------------------------------------------ decks
    def load_decks(self) -> None:
        """The enabled decks of the card database with their cards per colour."""
        from geoquiz.db.repository import deck_summaries
        from geoquiz.db.session import session_scope

        try:
            with session_scope(self.url) as session:
                summaries = [s for s in deck_summaries(session) if s.enabled]
        except Exception as exc:  # noqa: BLE001 - a broken database: one line, no quiz
            self._show_error(self.tr("The card database could not be read: %1").replace(
                "%1", str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            ))  # fmt: skip
            summaries = []
        self._counts = {s.deck: dict(s.counts) for s in summaries}
        self.deck.blockSignals(True)
        self.deck.clear()
        for s in summaries:
            self.deck.addItem(s.deck, s.deck)
        preferred = self.deck.findData("Deutschland")
        self.deck.setCurrentIndex(max(0, preferred))
        self.deck.blockSignals(False)
        self.start_button.setEnabled(bool(summaries))
        self._update_counts()

    def _update_counts(self) -> None:
        counts = self._counts.get(self.deck.currentData(), {})
        colour = self.colour.currentData()
        n = counts.get(colour, 0) if colour else sum(counts.values())
        self.available.setText(self.tr("of %1 in the deck").replace("%1", str(n)))
        if n:
            self.cards.setMaximum(min(200, n))

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # ------------------------------------------------------------------ the quiz
    def settings(self) -> dict[str, Any]:
        return {
            "deck": self.deck.currentData(),
            "colour": self.colour.currentData(),
            "cards": self.cards.value(),
            "timer": float(self.timer.value()),
            "teams": self.teams.value() if self.teams_mode.isChecked() else 0,
            "joins_per_minute": self.joins_per_minute.value(),
            "approve_names": self.approve_names.isChecked(),
            "colour_bonus": self.colour_bonus.isChecked(),
            "name_filter": self.name_filter.isChecked(),
        }

    def start_quiz(self) -> Any:
        """Draw the cards, open the teacher's window (its server runs while it is open)."""
        from geoquiz.app.classroom.store import (
            ReportSink,
            card_prompts,
            cards_by_ref,
            quiz_cards,
            saved_quizzes,
        )
        from geoquiz.app.classroom.window import TeacherWindow
        from geoquiz.games.classquiz import Quiz

        if self.quiz_running():
            self.teacher.showNormal()
            self.teacher.raise_()
            self.teacher.activateWindow()
            return self.teacher
        s = self.settings()
        spec = saved_quizzes(self.url).get(self.saved.currentData() or "")
        if spec is not None:
            s.update(deck=spec["deck"], timer=float(spec["timer"]), teams=int(spec.get("teams", 0)),
                     colour_bonus=bool(spec.get("colour_bonus")), colour=None,
                     name_filter=s["name_filter"] or bool(spec.get("name_filter")))  # fmt: skip
        if not s["deck"]:
            self._show_error(self.tr("There is no deck in the card database."))
            return None
        seed = secrets.randbelow(2**31)
        lang = "en" if self.lang == "en" else "de"
        try:
            if spec is not None:
                cards = cards_by_ref(spec["deck"], list(spec["cards"]), lang=lang, url=self.url)
                seed = spec.get("seed")
            elif self.picked:
                cards = cards_by_ref(s["deck"], self.picked, lang=lang, url=self.url)
                seed = None
            else:
                cards = quiz_cards(
                    s["deck"], s["cards"], colour=s["colour"], seed=seed, lang=lang, url=self.url
                )
            s["cards"] = len(cards)
            prompts = card_prompts(s["deck"], self.url)
            quiz = Quiz(
                cards, timer=s["timer"], teams=s["teams"], lang=lang, prompts=prompts,
                colour_bonus=s["colour_bonus"],
            )  # fmt: skip
            meta = {"room": "", "deck": s["deck"], "colour": s["colour"],
                    "planned_cards": s["cards"], "seed": seed, "lang": lang,
                    "colour_bonus": s["colour_bonus"]}  # fmt: skip
            sink = ReportSink(meta, self.url)
            window = TeacherWindow(
                quiz,
                sink,
                bind=self.bind,
                approve_names=s["approve_names"],
                joins_per_minute=s["joins_per_minute"],
                name_filter=s["name_filter"],
            )
        except (ValueError, OSError) as exc:
            self._show_error(str(exc))
            return None
        return self._open_teacher(window)

    def _open_teacher(self, window: Any) -> Any:
        """Show the teacher's window of a quiz just started or resumed (kept when closed)."""
        self._show_error("")
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        window.fit_screen()
        window.show()
        self.teacher = window
        return window

    def show_reports(self) -> ReportsDialog:
        dialog = ReportsDialog(self, url=self.url)
        dialog.open()
        return dialog

    def quiz_running(self) -> bool:
        return self.teacher is not None and self.teacher.server._loop is not None  # noqa: SLF001

    def closeEvent(self, event: QCloseEvent) -> None:
        """Leaving the app (or switching its language) ends a running quiz and its server, after
        asking; *No* keeps the app open and the quiz running."""
        if self.quiz_running():
            answer = QMessageBox.question(
                self,
                self.tr("Class quiz"),
                self.tr("A class quiz is running. End it and close its window?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        if self.teacher is not None:
            self.teacher.close()
            self.teacher = None
        super().closeEvent(event)
