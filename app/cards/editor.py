"""The card editor: a filtered list of cards, an edit form, and the board with the live solution.

A place is set by searching the gazetteer (Enter takes the best match), by clicking the map, by
typing coordinates, or by drawing an outline (click vertices, drag handles, undo). The solution is
recomputed as the place changes, highlighted on the board and written out; a place near a
dividing line (two solutions) or off the board gets a warning. Decks can be created, renamed,
enabled/disabled and deleted (after confirmation); cards moved or copied between decks; decks
imported (with the validation report) and exported.

The view holds layout; data goes through :mod:`db.repository` and :mod:`db.cardio` in one
transaction per action. Errors from the layers below appear as dialogs in the user's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.canvas import MapCanvas
from geoquiz.app.cards import gis_import_dialog as authoring
from geoquiz.app.cards.dialogs import DeckPickerDialog, ImportReportDialog
from geoquiz.app.cards.outline import OutlineEditor, outline_wkt, parse_vertices
from geoquiz.db import repository as repo
from geoquiz.db.errors import DatabaseError, short_error
from geoquiz.db.session import Database, open_database
from geoquiz.db.solutions import OffBoardError, Solution, compute_solutions

__all__ = ["CardEditorScreen"]

COLOURS = ("yellow", "orange", "green", "blue")


class CardEditorScreen(QWidget):
    """The card authors' screen (start-screen entry and ``geoquiz screenshot cards``)."""

    back_requested = Signal()

    def __init__(
        self, lang: str = "en", parent: QWidget | None = None, *, url: str | None = None
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.db: Database | None = None
        self.card_id: int | None = None
        self.solutions: list[Solution] = []
        self.last_error: str | None = None
        self._loading = False
        self._saved_state: tuple[object, ...] = ()
        self._autofilled: dict[QLineEdit, str] = {}
        self._build()
        try:
            self.db = open_database(url)
        except DatabaseError as exc:
            from geoquiz.app.cards.problems import translate_message

            self._fail(
                self.tr("The card database cannot be opened: %1").replace(
                    "%1", translate_message(str(exc))
                )
            )
            self.setEnabled(True)
            for widget in (self.form_box, self.list_box):
                widget.setEnabled(False)
            return
        self.refresh_decks()
        self.refresh_list()
        self.new_card()

    # ================================================================== layout
    def _colour_names(self) -> dict[str, str]:
        return {
            "yellow": self.tr("yellow (city)"),
            "orange": self.tr("orange (place)"),
            "green": self.tr("green (nature)"),
            "blue": self.tr("blue (expert)"),
        }

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.back_button = QPushButton(self.tr("Back"), self)
        self.back_button.clicked.connect(self.go_back)
        top.addWidget(self.back_button)
        title = QLabel("<b>" + self.tr("Card editor") + "</b>", self)
        top.addWidget(title)
        top.addStretch(1)
        for text, slot in (
            (self.tr("New deck…"), self._ask_new_deck),
            (self.tr("Rename deck…"), self._ask_rename_deck),
            (self.tr("Enable/disable deck"), self.toggle_deck_enabled),
            (self.tr("Tolerance…"), self._ask_tolerance),
            (self.tr("Delete deck…"), self._ask_delete_deck),
            (self.tr("Import…"), self._ask_import),
            (self.tr("Export…"), self._ask_export),
            (self.tr("Import GIS file…"), lambda: authoring.ask_gis_import(self)),
            (self.tr("Print…"), lambda: authoring.ask_print(self)),
        ):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            top.addWidget(button)
        outer.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(splitter, 1)

        # ---- list with filters
        self.list_box = QWidget(self)
        lv = QVBoxLayout(self.list_box)
        self.search_edit = QLineEdit(self.list_box)
        self.search_edit.setPlaceholderText(self.tr("Search cards"))
        self.search_edit.textChanged.connect(self.refresh_list)
        lv.addWidget(self.search_edit)
        row = QHBoxLayout()
        self.deck_filter = QComboBox(self.list_box)
        self.deck_filter.currentIndexChanged.connect(self.refresh_list)
        self.colour_filter = QComboBox(self.list_box)
        self.colour_filter.addItem(self.tr("all colours"), None)
        for key, name in self._colour_names().items():
            self.colour_filter.addItem(name, key)
        self.colour_filter.currentIndexChanged.connect(self.refresh_list)
        row.addWidget(self.deck_filter)
        row.addWidget(self.colour_filter)
        lv.addLayout(row)
        row = QHBoxLayout()
        self.two_filter = QCheckBox(self.tr("two solutions"), self.list_box)
        self.review_filter = QCheckBox(self.tr("needs review"), self.list_box)
        for box in (self.two_filter, self.review_filter):
            box.toggled.connect(self.refresh_list)
            row.addWidget(box)
        lv.addLayout(row)
        self.table = QTableWidget(0, 4, self.list_box)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Title"), self.tr("Colour"), self.tr("Solution"), self.tr("Deck")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._on_select)
        lv.addWidget(self.table, 1)
        self.count_label = QLabel(self.list_box)
        lv.addWidget(self.count_label)
        splitter.addWidget(self.list_box)

        # ---- form
        self.form_box = QWidget(self)
        fv = QVBoxLayout(self.form_box)
        form = QFormLayout()
        self.deck_combo = QComboBox(self.form_box)
        self.deck_combo.currentIndexChanged.connect(self.update_solution)
        form.addRow(self.tr("Deck"), self.deck_combo)
        self.colour_combo = QComboBox(self.form_box)
        for key, name in self._colour_names().items():
            self.colour_combo.addItem(name, key)
        form.addRow(self.tr("Colour"), self.colour_combo)
        self.place_search = QLineEdit(self.form_box)
        self.place_search.setPlaceholderText(self.tr("Type a place name and press Enter"))
        self.place_search.returnPressed.connect(self._search_from_field)
        form.addRow(self.tr("Find place"), self.place_search)
        self.place_results = QListWidget(self.form_box)
        self.place_results.setMaximumHeight(90)
        self.place_results.itemActivated.connect(self._choose_result)
        self.place_results.itemClicked.connect(self._choose_result)
        form.addRow("", self.place_results)
        self.title_edit = QLineEdit(self.form_box)
        form.addRow(self.tr("Title"), self.title_edit)
        self.prompt_de_edit = QLineEdit(self.form_box)
        form.addRow(self.tr("Prompt (German)"), self.prompt_de_edit)
        self.prompt_en_edit = QLineEdit(self.form_box)
        form.addRow(self.tr("Prompt (English)"), self.prompt_en_edit)
        self.explanation_edit = QLineEdit(self.form_box)
        form.addRow(self.tr("Explanation / fun fact"), self.explanation_edit)
        coords = QHBoxLayout()
        self.lat_edit = QLineEdit(self.form_box)
        self.lat_edit.setPlaceholderText(self.tr("latitude, e.g. 52.289"))
        self.lon_edit = QLineEdit(self.form_box)
        self.lon_edit.setPlaceholderText(self.tr("longitude, e.g. 8.917"))
        for edit in (self.lat_edit, self.lon_edit):
            edit.textEdited.connect(self.update_solution)
            coords.addWidget(edit)
        form.addRow(self.tr("Point"), coords)
        outline_row = QHBoxLayout()
        self.draw_button = QPushButton(self.tr("Draw outline"), self.form_box)
        self.draw_button.setCheckable(True)
        self.draw_button.toggled.connect(self._toggle_drawing)
        self.undo_button = QPushButton(self.tr("Undo"), self.form_box)
        self.undo_button.clicked.connect(self._undo_vertex)
        self.clear_outline_button = QPushButton(self.tr("Remove outline"), self.form_box)
        self.clear_outline_button.clicked.connect(self._clear_outline)
        for b in (self.draw_button, self.undo_button, self.clear_outline_button):
            outline_row.addWidget(b)
        form.addRow(self.tr("Outline"), outline_row)
        self.outline_edit = QLineEdit(self.form_box)
        self.outline_edit.setPlaceholderText(self.tr("WKT polygon (lon lat), or draw on the map"))
        self.outline_edit.textEdited.connect(self._outline_typed)
        form.addRow("", self.outline_edit)
        self.source_edit = QLineEdit(self.form_box)
        form.addRow(self.tr("Source"), self.source_edit)
        self.author_edit = QLineEdit(self.form_box)
        form.addRow(self.tr("Author"), self.author_edit)
        self.review_check = QCheckBox(self.tr("needs review"), self.form_box)
        form.addRow("", self.review_check)
        fv.addLayout(form)
        self.solution_label = QLabel(self.form_box)
        self.solution_label.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.solution_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        fv.addWidget(self.solution_label)
        self.solution_words = QLabel(self.form_box)
        self.solution_words.setTextFormat(Qt.TextFormat.PlainText)  # shows card titles: never HTML
        self.solution_words.setWordWrap(True)
        fv.addWidget(self.solution_words)
        self.warning_label = QLabel(self.form_box)
        self.warning_label.setTextFormat(Qt.TextFormat.PlainText)  # shows card titles: never HTML
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #b00020;")
        fv.addWidget(self.warning_label)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New card"), self.form_box)
        self.new_button.clicked.connect(self._ask_new_card)
        self.save_button = QPushButton(self.tr("Save"), self.form_box)
        self.save_button.clicked.connect(self.save)
        self.delete_button = QPushButton(self.tr("Delete card…"), self.form_box)
        self.delete_button.clicked.connect(self._ask_delete_card)
        self.move_button = QPushButton(self.tr("Move to…"), self.form_box)
        self.move_button.clicked.connect(lambda: self._ask_transfer(move=True))
        self.copy_button = QPushButton(self.tr("Copy to…"), self.form_box)
        self.copy_button.clicked.connect(lambda: self._ask_transfer(move=False))
        for b in (
            self.new_button,
            self.save_button,
            self.delete_button,
            self.move_button,
            self.copy_button,
        ):
            buttons.addWidget(b)
        fv.addLayout(buttons)
        fv.addStretch(1)
        splitter.addWidget(self.form_box)

        # ---- map
        from geoquiz.app.board_map import GERMANY_EXTENT, build_germany

        self.canvas = MapCanvas(GERMANY_EXTENT, self)
        build_germany(self.canvas)
        self.canvas.clicked.connect(self._on_map_click)
        self.outline = OutlineEditor(self.canvas)
        self.outline.changed.connect(self._outline_drawn)
        splitter.addWidget(self.canvas)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 2)
        splitter.setStretchFactor(2, 3)
        splitter.setSizes([430, 400, 770])
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # shows card titles: never HTML
        outer.addWidget(self.status)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self, self.save)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self._undo_vertex)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.go_back)

    # ================================================================== messages
    def _fail(self, message: str) -> None:
        """Show an error as a (non-blocking) dialog and remember it (tests read ``last_error``)."""
        self.last_error = message
        self.status.setText(message)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Card editor"), message, parent=self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _info(self, message: str) -> None:
        self.last_error = None
        self.status.setText(message)

    def confirm(self, message: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, self.tr("Card editor"), message)
        return answer == QMessageBox.StandardButton.Yes

    def ask_unsaved(self, title: str) -> str:
        """Ask about unsaved changes: "save", "discard" or "cancel" (tests replace this)."""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Card editor"),
            self.tr("The card “%1” has unsaved changes. Save them?").replace(
                "%1", title or self.tr("new card")
            ),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return "save"
        if answer == buttons.Discard:
            return "discard"
        return "cancel"

    def _form_state(self) -> tuple[object, ...]:
        """Everything an author can change in the form (compared to spot unsaved changes)."""
        texts = tuple(
            e.text().strip()
            for e in (
                self.title_edit,
                self.prompt_de_edit,
                self.prompt_en_edit,
                self.explanation_edit,
                self.lat_edit,
                self.lon_edit,
                self.outline_edit,
                self.source_edit,
                self.author_edit,
            )
        )
        return (
            self.deck_combo.currentData(),
            self.colour_combo.currentData(),
            *texts,
            self.review_check.isChecked(),
        )

    def _mark_saved(self) -> None:
        self._saved_state = self._form_state()

    def has_unsaved_changes(self) -> bool:
        """True when the form differs from the stored card (or a new card has a place or text)."""
        if self.db is None:
            return False
        state, saved = self._form_state(), self._saved_state
        if self.card_id is None:
            # a blank new card that only follows the deck/colour choosers holds nothing to lose
            return state[2:] != saved[2:]
        return state != saved

    def keep_or_drop_changes(self) -> bool:
        """Before leaving the shown card: ask about unsaved changes. False means "stay here"."""
        if not self.has_unsaved_changes():
            return True
        answer = self.ask_unsaved(self.title_edit.text().strip())
        if answer == "save":
            return self.save()
        return answer == "discard"

    def go_back(self) -> None:
        """Back to the start screen (Back button, Esc), keeping no unsaved change by surprise."""
        if self.keep_or_drop_changes():
            self.back_requested.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        """The app is closing: unsaved changes are saved, dropped or the close is refused."""
        if self.keep_or_drop_changes():
            event.accept()
        else:
            event.ignore()

    def _ask_new_card(self) -> None:
        if self.keep_or_drop_changes():
            self.new_card()

    def _error_text(self, exc: Exception) -> str:
        from geoquiz.app.cards.problems import off_board_details, translate_message

        if isinstance(exc, OffBoardError):
            return self.tr("This place is not on the board: %1").replace(
                "%1", off_board_details(str(exc))
            )
        return translate_message(short_error(exc))

    # ================================================================== decks and list
    def _decks(self) -> list[tuple[int, str, bool]]:
        assert self.db is not None
        with self.db.session() as s:
            return [(d.id, d.name, d.enabled) for d in repo.list_decks(s)]

    def refresh_decks(self, select: str | None = None) -> None:
        """Reload the deck choosers (keeping or setting the selection)."""
        if self.db is None:
            return
        decks = self._decks()
        current_filter = self.deck_filter.currentData()
        current_form = select or self.deck_combo.currentText()
        self._loading = True
        self.deck_filter.clear()
        self.deck_filter.addItem(self.tr("all decks"), None)
        self.deck_combo.clear()
        for deck_id, name, enabled in decks:
            label = name if enabled else self.tr("%1 (disabled)").replace("%1", name)
            self.deck_filter.addItem(label, deck_id)
            self.deck_combo.addItem(name, deck_id)
        index = self.deck_filter.findData(current_filter)
        self.deck_filter.setCurrentIndex(max(index, 0))
        index = self.deck_combo.findText(current_form) if current_form else -1
        self.deck_combo.setCurrentIndex(max(index, 0))
        self._loading = False

    def current_deck(self) -> tuple[int, str] | None:
        """The deck chosen in the form (id, name)."""
        if self.deck_combo.count() == 0:
            return None
        return int(self.deck_combo.currentData()), self.deck_combo.currentText()

    def refresh_list(self) -> None:
        """Reload the card list with the current filters."""
        if self.db is None or self._loading:
            return
        colour = self.colour_filter.currentData()
        deck_id = self.deck_filter.currentData()
        with self.db.session() as s:
            cards = repo.list_cards(
                s,
                deck_id=deck_id,
                colour=colour,
                search=self.search_edit.text() or None,
                two_solutions=True if self.two_filter.isChecked() else None,
                needs_review=True if self.review_filter.isChecked() else None,
            )
            rows = [
                (
                    c.id,
                    c.title,
                    c.colour,
                    c.deck.name,
                    " / ".join(str(x) for x in repo.solutions_of(c)),
                    c.needs_review,
                )
                for c in cards
            ]
        names = self._colour_names()
        self.table.blockSignals(True)
        self.table.setRowCount(len(rows))
        for i, (card_id, title, col, deck, sols, review) in enumerate(rows):
            item = QTableWidgetItem(("⚑ " if review else "") + title)
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            self.table.setItem(i, 0, item)
            self.table.setItem(i, 1, QTableWidgetItem(names.get(col, col)))
            self.table.setItem(i, 2, QTableWidgetItem(sols))
            self.table.setItem(i, 3, QTableWidgetItem(deck))
            if card_id == self.card_id:
                self.table.selectRow(i)
        self.table.blockSignals(False)
        self.table.resizeColumnsToContents()
        # a long title is cut (its start stays readable) so that the solution column stays in
        # view without scrolling sideways; the deck comes last
        if self.table.columnWidth(0) > 170:
            self.table.setColumnWidth(0, 170)
        self.count_label.setText(self.tr("Cards: %n", "", len(rows)))

    def visible_titles(self) -> list[str]:
        """The titles in the list, top to bottom (without the review flag)."""
        out = []
        for i in range(self.table.rowCount()):
            item = self.table.item(i, 0)
            if item is not None:
                out.append(item.text().removeprefix("⚑ "))
        return out

    def _on_select(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        item = self.table.item(rows[0].row(), 0)
        if item is None:
            return
        card_id = int(item.data(Qt.ItemDataRole.UserRole))
        if card_id == self.card_id:
            return
        if not self.keep_or_drop_changes():
            self._reselect_current()
            return
        self.load_card(card_id)
        self._reselect_current()  # saving may have rebuilt the list

    def _reselect_current(self) -> None:
        """Put the list selection back on the card shown in the form (the author chose to stay)."""
        self.table.blockSignals(True)
        self.table.clearSelection()
        for i in range(self.table.rowCount()):
            item = self.table.item(i, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == self.card_id:
                self.table.selectRow(i)
        self.table.blockSignals(False)

    # ================================================================== form
    def new_card(self) -> None:
        """Empty the form for a new card in the current deck."""
        self._loading = True
        self.card_id = None
        for edit in (
            self.title_edit,
            self.prompt_de_edit,
            self.prompt_en_edit,
            self.explanation_edit,
            self.lat_edit,
            self.lon_edit,
            self.outline_edit,
            self.source_edit,
            self.place_search,
        ):
            edit.clear()
        self.place_results.clear()
        self._autofilled = {}
        self.review_check.setChecked(False)
        self.outline.set_vertices([])
        self.draw_button.setChecked(False)
        self._loading = False
        self.table.blockSignals(True)
        self.table.clearSelection()
        self.table.blockSignals(False)
        self.update_solution()
        self._mark_saved()

    def load_card(self, card_id: int) -> None:
        """Show a stored card in the form."""
        assert self.db is not None
        with self.db.session() as s:
            card = repo.get_card(s, card_id)
            if card is None:
                return
            data = repo.card_data(card)
            deck_name = card.deck.name
        self._loading = True
        self.card_id = card_id
        self.deck_combo.setCurrentIndex(max(self.deck_combo.findText(deck_name), 0))
        self.colour_combo.setCurrentIndex(max(self.colour_combo.findData(data.colour), 0))
        self.title_edit.setText(data.title)
        self.prompt_de_edit.setText(data.prompt_de)
        self.prompt_en_edit.setText(data.prompt_en)
        self.explanation_edit.setText(data.explanation or "")
        self.lat_edit.setText("" if data.lat is None else f"{data.lat:.5f}")
        self.lon_edit.setText("" if data.lon is None else f"{data.lon:.5f}")
        self.outline_edit.setText(data.outline_wkt or "")
        self.outline.set_vertices(parse_vertices(data.outline_wkt))
        self.source_edit.setText(data.source or "")
        self.author_edit.setText(data.author)
        self.review_check.setChecked(data.needs_review)
        self._autofilled = {}
        self._loading = False
        self.update_solution()
        self._mark_saved()

    @staticmethod
    def _number(text: str) -> float | None:
        text = text.strip()
        if not text:
            return None
        if "," in text and "." not in text:
            text = text.replace(",", ".")
        return float(text)

    def form_data(self) -> repo.CardData:
        """The form's content; raises ValueError for unreadable coordinates."""
        try:
            lat = self._number(self.lat_edit.text())
            lon = self._number(self.lon_edit.text())
        except ValueError:
            raise ValueError(self.tr("The coordinates are not numbers.")) from None
        if (lat is None) != (lon is None):
            raise ValueError(self.tr("Give both latitude and longitude."))
        return repo.CardData(
            colour=str(self.colour_combo.currentData()),
            title=self.title_edit.text().strip(),
            prompt_de=self.prompt_de_edit.text().strip(),
            prompt_en=self.prompt_en_edit.text().strip(),
            explanation=self.explanation_edit.text().strip() or None,
            lat=lat,
            lon=lon,
            outline_wkt=self.outline_edit.text().strip() or None,
            source=self.source_edit.text().strip() or None,
            author=self.author_edit.text().strip(),
            needs_review=self.review_check.isChecked(),
        )

    def _tolerance(self) -> float:
        deck = self.current_deck()
        if deck is None or self.db is None:
            return 2.0
        with self.db.session() as s:
            from geoquiz.db.models import Deck

            row = s.get(Deck, deck[0])
            return 2.0 if row is None else row.tolerance_km

    # ================================================================== live solution
    def spelled_out(self, solution: Solution) -> str:
        """The four stones in words: "W = west · N = north · 12 = square 12 · C = lower left"."""
        ew = {"W": self.tr("west"), "O": self.tr("east (Ost)")}[solution.ew]
        zone = {"N": self.tr("north"), "M": self.tr("middle"), "S": self.tr("south")}[solution.zone]
        quadrant = {
            "A": self.tr("upper left"),
            "B": self.tr("upper right"),
            "C": self.tr("lower left"),
            "D": self.tr("lower right"),
        }[solution.quadrant]
        square = self.tr("square %1").replace("%1", str(solution.square))
        return (
            f"{solution.ew} = {ew} · {solution.zone} = {zone} · "
            f"{solution.square} = {square} · {solution.quadrant} = {quadrant}"
        )

    def update_solution(self) -> None:
        """Recompute the solution of the form's place and show it on the board."""
        if self._loading:
            return
        from geoquiz.geo.board import cell_polygon

        self.solutions = []
        self.warning_label.clear()
        self.canvas.clear_markers()
        self.canvas.clear_highlight()
        try:
            data = self.form_data()
            if data.lat is None and not data.outline_wkt:
                self.solution_label.setText(self.tr("No place yet"))
                self.solution_words.setText(
                    self.tr("Search a place, click the map, type coordinates or draw an outline.")
                )
                return
            self.solutions = compute_solutions(
                data.lat, data.lon, data.outline_wkt, self._tolerance()
            )
        except (OffBoardError, ValueError) as exc:
            self.solution_label.setText(self.tr("No solution"))
            self.solution_words.clear()
            self.warning_label.setText(self._error_text(exc))
            return
        self.solution_label.setText("  /  ".join(str(s) for s in self.solutions))
        self.solution_words.setText("\n".join(self.spelled_out(s) for s in self.solutions))
        if len(self.solutions) > 1:
            self.warning_label.setText(
                self.tr(
                    "Close to a dividing line: the card gets two solutions. "
                    "Move the place if only one is meant."
                )
                if data.outline_wkt is None
                else self.tr("The area spreads over two quadrants: the card gets two solutions.")
            )
        hints = authoring.hint_text(data, self.solutions)
        if hints:
            self.warning_label.setText(" ".join(filter(None, (self.warning_label.text(), hints))))
        self.canvas.set_highlight([cell_polygon(s) for s in self.solutions])
        if data.lat is not None and data.lon is not None:
            self.canvas.add_marker(data.lon, data.lat, data.title)

    # ================================================================== setting the place
    def search_place(self, text: str) -> list[object]:
        """Fill the result list with gazetteer matches for ``text``; return them."""
        from geoquiz.geo import gazetteer

        self.place_results.clear()
        places = gazetteer.search(text, country="DE", limit=12) if text.strip() else []
        for place in places:
            item = QListWidgetItem(
                f"{place.name} ({place.region}) — {place.lat:.3f}, {place.lon:.3f}"
            )
            item.setData(Qt.ItemDataRole.UserRole, place.geonameid)
            self.place_results.addItem(item)
        if not places:
            self._info(self.tr("No place found for “%1”.").replace("%1", text))
        return list(places)

    def _search_from_field(self) -> None:
        places = self.search_place(self.place_search.text())
        if places:
            self.choose_place(places[0].geonameid)  # type: ignore[attr-defined]

    def _choose_result(self, item: QListWidgetItem) -> None:
        self.choose_place(int(item.data(Qt.ItemDataRole.UserRole)))

    def choose_place(self, geonameid: int) -> None:
        """Take a gazetteer place: its point and GeoNames id; fill an empty title and prompts."""
        from geoquiz.geo import gazetteer

        place = gazetteer.get(geonameid)
        self._loading = True
        # An empty field is filled from the place; a field still holding what an earlier place
        # filled in follows the new choice; anything the author typed stays.
        for edit, text in (
            (self.title_edit, place.name),
            (self.prompt_de_edit, f"Wo liegt {place.name}?"),
            (self.prompt_en_edit, f"Where is {place.name}?"),
            (self.explanation_edit, place.region),
        ):
            current = edit.text().strip()
            if not current or current == self._autofilled.get(edit):
                edit.setText(text)
                self._autofilled[edit] = text
        self.source_edit.setText(f"geonames:{place.geonameid}")
        self._loading = False
        self.set_point(place.lat, place.lon)

    def set_point(self, lat: float, lon: float) -> None:
        """Set the card's point (typed, clicked or found)."""
        self.lat_edit.setText(f"{lat:.5f}")
        self.lon_edit.setText(f"{lon:.5f}")
        self.update_solution()

    def _on_map_click(self, lon: float, lat: float) -> None:
        if self.outline.active:
            self.outline.add_vertex(lon, lat)
        else:
            self.set_point(lat, lon)

    def _toggle_drawing(self, on: bool) -> None:
        self.outline.set_active(on)
        self.draw_button.setText(self.tr("Finish outline") if on else self.tr("Draw outline"))

    def _undo_vertex(self) -> None:
        self.outline.undo()

    def _clear_outline(self) -> None:
        self.outline.clear()

    def _outline_drawn(self, vertices: list[tuple[float, float]]) -> None:
        self.outline_edit.setText(outline_wkt(vertices) or "")
        self.update_solution()

    def _outline_typed(self, text: str) -> None:
        self.outline.set_vertices(parse_vertices(text), record=True)
        self.update_solution()

    # ================================================================== saving
    def save(self) -> bool:
        """Store the form as a new or changed card; show errors as dialogs."""
        if self.db is None:
            return False
        deck = self.current_deck()
        if deck is None:
            self._fail(self.tr("Create a deck first."))
            return False
        try:
            data = self.form_data()
            if not data.title:
                raise ValueError(self.tr("A card needs a title."))
            if not (data.prompt_de or data.prompt_en):
                raise ValueError(self.tr("A card needs a prompt text."))
            if data.lat is None and not data.outline_wkt:
                raise ValueError(self.tr("A card needs a place: a point or an outline."))
            with self.db.session() as s:
                from geoquiz.db.models import Deck

                target = s.get(Deck, deck[0])
                assert target is not None
                if self.card_id is None:
                    card = repo.add_card(s, target, data)
                else:
                    existing = repo.get_card(s, self.card_id)
                    if existing is None:
                        raise ValueError(self.tr("The card no longer exists."))
                    if existing.deck_id != target.id:
                        repo.move_card(s, existing, target)
                    repo.update_card(s, existing, data)
                    card = existing
                self.card_id = card.id
                labels = " / ".join(str(x) for x in repo.solutions_of(card))
        except Exception as exc:  # every failure becomes a readable dialog, never a traceback
            self._fail(self._error_text(exc))
            return False
        self._info(self.tr("Saved “%1”: %2").replace("%1", data.title).replace("%2", labels))
        self._mark_saved()
        self.refresh_list()
        return True

    def _ask_delete_card(self) -> None:
        if self.card_id is None or self.db is None:
            return
        if not self.confirm(self.tr("Delete the card “%1”?").replace("%1", self.title_edit.text())):
            return
        with self.db.session() as s:
            card = repo.get_card(s, self.card_id)
            if card is not None:
                repo.delete_card(s, card)
        self.new_card()
        self.refresh_list()

    def transfer(self, deck_name: str, *, move: bool) -> bool:
        """Move or copy the shown card into another deck."""
        if self.card_id is None or self.db is None:
            return False
        try:
            with self.db.session() as s:
                card = repo.get_card(s, self.card_id)
                target = repo.deck_by_name(s, deck_name)
                if card is None or target is None:
                    return False
                if move:
                    repo.move_card(s, card, target)
                else:
                    self.card_id = repo.copy_card(s, card, target).id
        except Exception as exc:
            self._fail(self._error_text(exc))
            return False
        self.refresh_list()
        self.load_card(self.card_id)
        return True

    def _ask_transfer(self, move: bool) -> None:
        if self.card_id is None or not self.keep_or_drop_changes():
            return
        title = self.tr("Move card to deck") if move else self.tr("Copy card to deck")
        dialog = DeckPickerDialog(title, [name for _, name, _ in self._decks()], self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.transfer(dialog.deck(), move=move)

    # ================================================================== decks
    def _name_problem(self, name: str, deck_id: int | None = None) -> str | None:
        """A translated reason why ``name`` cannot name a deck, or None."""
        name = name.strip()
        if not name:
            return self.tr("A deck needs a name.")
        for other_id, other, _ in self._decks():
            if other == name and other_id != deck_id:
                return self.tr("A deck called “%1” exists already.").replace("%1", name)
        return None

    def create_deck(self, name: str) -> bool:
        if self.db is None:
            return False
        problem = self._name_problem(name)
        if problem:
            self._fail(problem)
            return False
        try:
            with self.db.session() as s:
                repo.create_deck(s, name, author=self.author_edit.text().strip())
        except ValueError as exc:
            self._fail(self._error_text(exc))
            return False
        self.refresh_decks(select=name.strip())
        self.refresh_list()
        return True

    def rename_deck(self, name: str) -> bool:
        deck = self.current_deck()
        if deck is None or self.db is None:
            return False
        problem = self._name_problem(name, deck[0])
        if problem:
            self._fail(problem)
            return False
        try:
            with self.db.session() as s:
                from geoquiz.db.models import Deck

                row = s.get(Deck, deck[0])
                assert row is not None
                repo.rename_deck(s, row, name)
        except ValueError as exc:
            self._fail(self._error_text(exc))
            return False
        self.refresh_decks(select=name.strip())
        self.refresh_list()
        return True

    def toggle_deck_enabled(self) -> None:
        deck = self.current_deck()
        if deck is None or self.db is None:
            return
        with self.db.session() as s:
            from geoquiz.db.models import Deck

            row = s.get(Deck, deck[0])
            assert row is not None
            repo.set_deck_enabled(s, row, not row.enabled)
            state = row.enabled
        self.refresh_decks()
        self._info(
            (
                self.tr("Deck “%1” is enabled.") if state else self.tr("Deck “%1” is disabled.")
            ).replace("%1", deck[1])
        )

    def set_tolerance(self, km: float) -> bool:
        """Change the form deck's near-line tolerance; its cards' solutions are recomputed."""
        deck = self.current_deck()
        if deck is None or self.db is None:
            return False
        try:
            with self.db.session() as s:
                from geoquiz.db.models import Deck

                row = s.get(Deck, deck[0])
                assert row is not None
                changed = repo.set_deck_tolerance(s, row, km)
        except ValueError as exc:
            self._fail(self._error_text(exc))
            return False
        self.refresh_list()
        self.update_solution()
        self._info(
            self.tr("Tolerance of “%1” set to %2 km; cards with new solutions: %n.", "", changed)
            .replace("%1", deck[1])
            .replace("%2", f"{km:g}")
        )
        return True

    def _ask_tolerance(self) -> None:
        if self.current_deck() is None:
            return
        km, ok = QInputDialog.getDouble(
            self,
            self.tr("Near-line tolerance"),
            self.tr(
                "A point this close to a dividing line gets a second solution (0 = never), km:"
            ),
            self._tolerance(),
            0.0,
            50.0,
            1,
        )
        if ok:
            self.set_tolerance(km)

    def delete_deck(self) -> bool:
        """Delete the form's deck with all its cards, after confirmation."""
        deck = self.current_deck()
        if deck is None or self.db is None:
            return False
        with self.db.session() as s:
            count = len(repo.list_cards(s, deck_id=deck[0]))
        question = self.tr("Delete the deck “%1” with its %2 cards? This cannot be undone.")
        if not self.confirm(question.replace("%1", deck[1]).replace("%2", str(count))):
            return False
        with self.db.session() as s:
            from geoquiz.db.models import Deck

            row = s.get(Deck, deck[0])
            if row is not None:
                repo.delete_deck(s, row)
        self.refresh_decks()
        self.new_card()
        self.refresh_list()
        return True

    def _ask_new_deck(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New deck"), self.tr("Name of the deck:"))
        if ok and name.strip():
            self.create_deck(name)

    def _ask_rename_deck(self) -> None:
        deck = self.current_deck()
        if deck is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Rename deck"), self.tr("New name:"), text=deck[1]
        )
        if ok and name.strip():
            self.rename_deck(name)

    def _ask_delete_deck(self) -> None:
        if self.keep_or_drop_changes():
            self.delete_deck()

    # ================================================================== import / export
    def import_path(self, path: Path, deck_name: str | None = None, *, ask: bool = True) -> int:
        """Import a CSV/JSON file: dry run, report problems, import all or only the valid rows.

        Returns the number of imported cards. With ``ask=False`` only a fully valid file is
        imported (tests and scripts).
        """
        from geoquiz.db.cardio import import_file

        if self.db is None:
            return 0
        try:
            report = import_file(self.db, path, deck_name, write=False)
            only_valid = False
            if not report.ok:
                if not ask:
                    self._fail(self.tr("The file has problems; nothing was imported."))
                    return 0
                dialog = ImportReportDialog(report, self)
                if dialog.exec() != QDialog.DialogCode.Accepted:
                    return 0
                only_valid = True
            report = import_file(self.db, path, deck_name, only_valid=only_valid)
        except Exception as exc:
            self._fail(self._error_text(exc))
            return 0
        self.refresh_decks(select=report.deck)
        self.refresh_list()
        self._info(self.tr("Cards imported: %n.", "", report.imported))
        return report.imported

    def export_path(self, path: Path, *, all_decks: bool = False) -> bool:
        """Export the form's deck (or all decks) to CSV, JSON or GeoJSON by the file's suffix."""
        from geoquiz.db.cardio import export_csv, export_geojson, export_json, write_export

        deck = self.current_deck()
        if self.db is None or (deck is None and not all_decks):
            return False
        suffix = path.suffix.lower()
        try:
            with self.db.session() as s:
                from geoquiz.db.models import Deck

                row = None if all_decks or deck is None else s.get(Deck, deck[0])
                if suffix == ".json":
                    if row is None:
                        raise ValueError(self.tr("JSON export needs one deck."))
                    text = export_json(s, row)
                elif suffix == ".geojson":
                    text = export_geojson(s, row)
                else:
                    text = export_csv(s, row)
            # atomic (temporary file, then rename); never onto the database file itself
            write_export(path, text, database=self.db.path)
        except Exception as exc:
            self._fail(self._error_text(exc))
            return False
        self._info(self.tr("Exported to %1.").replace("%1", str(path)))
        return True

    def _ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import cards"), "", self.tr("Card files (*.csv *.json)")
        )
        if not name:
            return
        path = Path(name)
        default = self._import_deck_name(path)
        names = [default] + [n for _, n, _ in self._decks() if n != default]
        deck, ok = QInputDialog.getItem(
            self,
            self.tr("Import cards"),
            self.tr("Into the deck (a new name makes a new deck):"),
            names,
            0,
            True,
        )
        if ok and deck.strip():
            self.import_path(path, deck.strip())

    @staticmethod
    def _import_deck_name(path: Path) -> str:
        """The deck a file names itself: a JSON deck's name, else the file name without suffix."""
        if path.suffix.lower() == ".json":
            from geoquiz.db.cardio import read_json

            try:
                settings, _ = read_json(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return path.stem
            name = settings.get("name")
            if isinstance(name, str) and name.strip():
                return name.strip()
        return path.stem

    def _ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export deck"),
            f"{self.deck_combo.currentText() or 'cards'}.csv",
            self.tr("CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)"),
        )
        if name:
            self.export_path(Path(name))
