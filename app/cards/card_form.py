"""The card editor's form: one card's fields, the place search, and the live solution.

The form holds layout and what the author typed; :meth:`CardForm.fields` hands the fields over
as typed, for :mod:`db.card_service` (whose validation alone decides what may be saved). The
author's actions leave as signals; the editor answers them. Texts keep the translation context
``CardEditorScreen`` (the shell catalogue has them there).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.cards.card_list import colour_names
from geoquiz.db.card_service import DeckRow
from geoquiz.db.cards import MAX_OUTLINE_CHARS, CardData
from geoquiz.db.solutions import Solution

__all__ = ["CardForm", "spelled_out"]


def spelled_out(solution: Solution) -> str:
    """The four stones in words: "W = west · N = north · 12 = square 12 · C = lower left"."""
    ew = {
        "W": QCoreApplication.translate("CardEditorScreen", "west"),
        "O": QCoreApplication.translate("CardEditorScreen", "east (Ost)"),
    }[solution.ew]
    zone = {
        "N": QCoreApplication.translate("CardEditorScreen", "north"),
        "M": QCoreApplication.translate("CardEditorScreen", "middle"),
        "S": QCoreApplication.translate("CardEditorScreen", "south"),
    }[solution.zone]
    quadrant = {
        "A": QCoreApplication.translate("CardEditorScreen", "upper left"),
        "B": QCoreApplication.translate("CardEditorScreen", "upper right"),
        "C": QCoreApplication.translate("CardEditorScreen", "lower left"),
        "D": QCoreApplication.translate("CardEditorScreen", "lower right"),
    }[solution.quadrant]
    square = QCoreApplication.translate("CardEditorScreen", "square %1").replace(
        "%1", str(solution.square)
    )
    return (
        f"{solution.ew} = {ew} · {solution.zone} = {zone} · "
        f"{solution.square} = {square} · {solution.quadrant} = {quadrant}"
    )


class CardForm(QWidget):
    """Deck, colour, place search, texts, point, outline, solution and the card buttons."""

    #: the deck, the point or the typed outline changed: the solution is recomputed
    place_edited = Signal()
    #: Enter in the place search (the text)
    search_requested = Signal(str)
    #: a search result was chosen (its GeoNames id)
    place_chosen = Signal(int)
    outline_typed = Signal(str)
    #: the title or a prompt was typed (the give-away hint is refreshed)
    texts_edited = Signal()
    #: the author picked another ring of a multi-ring outline (area, ring)
    ring_chosen = Signal(int, int)
    drawing_toggled = Signal(bool)
    undo_requested = Signal()
    clear_outline_requested = Signal()
    new_requested = Signal()
    save_requested = Signal()
    delete_requested = Signal()
    #: "Move to…" (True) or "Copy to…" (False)
    transfer_requested = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: what a chosen place filled into a field (such a field follows the next choice)
        self._autofilled: dict[QLineEdit, str] = {}
        fv = QVBoxLayout(self)
        form = QFormLayout()
        self.deck_combo = QComboBox(self)
        self.deck_combo.currentIndexChanged.connect(self.place_edited)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Deck"), self.deck_combo)
        self.colour_combo = QComboBox(self)
        for key, name in colour_names().items():
            self.colour_combo.addItem(name, key)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Colour"), self.colour_combo)
        self.place_search = QLineEdit(self)
        self.place_search.setPlaceholderText(
            QCoreApplication.translate("CardEditorScreen", "Type a place name and press Enter")
        )
        self.place_search.returnPressed.connect(
            lambda: self.search_requested.emit(self.place_search.text())
        )
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Find place"), self.place_search)
        self.place_results = QListWidget(self)
        self.place_results.setMaximumHeight(90)
        self.place_results.itemActivated.connect(self._choose_result)
        self.place_results.itemClicked.connect(self._choose_result)
        form.addRow("", self.place_results)
        self.title_edit = QLineEdit(self)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Title"), self.title_edit)
        self._form = form
        self.prompt_de_edit = QLineEdit(self)
        form.addRow(
            QCoreApplication.translate("CardEditorScreen", "Prompt (German)"), self.prompt_de_edit
        )
        self.prompt_en_edit = QLineEdit(self)
        form.addRow(
            QCoreApplication.translate("CardEditorScreen", "Prompt (English)"), self.prompt_en_edit
        )
        self.prompt_da_edit = QLineEdit(self)
        form.addRow(
            QCoreApplication.translate("CardEditorScreen", "Prompt (Danish)"), self.prompt_da_edit
        )
        self.explanation_edit = QLineEdit(self)
        form.addRow(
            QCoreApplication.translate("CardEditorScreen", "Explanation / fun fact"),
            self.explanation_edit,
        )
        coords = QHBoxLayout()
        self.lat_edit = QLineEdit(self)
        self.lat_edit.setPlaceholderText(
            QCoreApplication.translate("CardEditorScreen", "latitude, e.g. 52.289")
        )
        self.lon_edit = QLineEdit(self)
        self.lon_edit.setPlaceholderText(
            QCoreApplication.translate("CardEditorScreen", "longitude, e.g. 8.917")
        )
        for edit in (self.lat_edit, self.lon_edit):
            edit.textEdited.connect(self.place_edited)
            coords.addWidget(edit)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Point"), coords)
        outline_row = QHBoxLayout()
        self.draw_button = QPushButton(
            QCoreApplication.translate("CardEditorScreen", "Draw outline"), self
        )
        self.draw_button.setCheckable(True)
        self.draw_button.toggled.connect(self._toggle_drawing)
        outline_row.addWidget(self.draw_button)
        self.undo_button = self._button(
            outline_row, QCoreApplication.translate("CardEditorScreen", "Undo"), self.undo_requested
        )
        self.clear_outline_button = self._button(
            outline_row,
            QCoreApplication.translate("CardEditorScreen", "Remove outline"),
            self.clear_outline_requested,
        )
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Outline"), outline_row)
        self.outline_edit = QLineEdit(self)
        self.outline_edit.setPlaceholderText(
            QCoreApplication.translate(
                "CardEditorScreen", "WKT polygon (lon lat), or draw on the map"
            )
        )
        # an imported district's or Land's WKT is far longer than QLineEdit's 32,767 characters:
        # cut there, the outline was broken on loading ("not valid WKT")
        self.outline_edit.setMaxLength(MAX_OUTLINE_CHARS)
        self.outline_edit.textEdited.connect(self.outline_typed)
        form.addRow("", self.outline_edit)
        self.ring_combo = QComboBox(self)
        self.ring_combo.setToolTip(
            QCoreApplication.translate(
                "CardEditorScreen",
                "The ring whose vertices you move; or click another ring's edge on the map",
            )
        )
        self.ring_combo.activated.connect(self._choose_ring)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Edit ring"), self.ring_combo)
        form.setRowVisible(self.ring_combo, False)
        self.source_edit = QLineEdit(self)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Source"), self.source_edit)
        self.author_edit = QLineEdit(self)
        form.addRow(QCoreApplication.translate("CardEditorScreen", "Author"), self.author_edit)
        self.review_check = QCheckBox(
            QCoreApplication.translate("CardEditorScreen", "needs review"), self
        )
        form.addRow("", self.review_check)
        fv.addLayout(form)
        for edit in (
            self.title_edit,
            self.prompt_de_edit,
            self.prompt_en_edit,
            self.prompt_da_edit,
            self.explanation_edit,
        ):
            edit.textEdited.connect(self.texts_edited)
        self.solution_label = QLabel(self)
        self.solution_label.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.solution_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        fv.addWidget(self.solution_label)
        self.solution_words = QLabel(self)
        self.solution_words.setTextFormat(Qt.TextFormat.PlainText)  # shows card titles: never HTML
        self.solution_words.setWordWrap(True)
        fv.addWidget(self.solution_words)
        self.warning_label = QLabel(self)
        self.warning_label.setTextFormat(Qt.TextFormat.PlainText)  # shows card titles: never HTML
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #b00020;")
        fv.addWidget(self.warning_label)
        buttons = QHBoxLayout()
        translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
        self.new_button = self._button(
            buttons, translate("CardEditorScreen", "New card"), self.new_requested
        )
        self.save_button = self._button(
            buttons, translate("CardEditorScreen", "Save"), self.save_requested
        )
        self.delete_button = self._button(
            buttons, translate("CardEditorScreen", "Delete card…"), self.delete_requested
        )
        fv.addLayout(buttons)
        # moving and copying on a row of their own: five buttons in one row made the form so
        # wide (German) that the card list lost its solution column at 1280 px
        buttons = QHBoxLayout()
        self.move_button = self._button(
            buttons,
            translate("CardEditorScreen", "Move to…"),
            lambda: self.transfer_requested.emit(True),
        )
        self.copy_button = self._button(
            buttons,
            translate("CardEditorScreen", "Copy to…"),
            lambda: self.transfer_requested.emit(False),
        )
        buttons.addStretch(1)
        fv.addLayout(buttons)
        fv.addStretch(1)

    def _button(self, row: QHBoxLayout, text: str, clicked: Any) -> QPushButton:
        """A push button ``text`` at the end of ``row``, ``clicked`` connected to its click."""
        button = QPushButton(text, self)
        button.clicked.connect(clicked)
        row.addWidget(button)
        return button

    # ------------------------------------------------------------------ decks
    def set_decks(self, decks: list[DeckRow], select: str | None = None) -> None:
        """Offer ``decks``; keep the chosen deck (or choose ``select``). No signal."""
        current = select or self.deck_combo.currentText()
        self.deck_combo.blockSignals(True)
        self.deck_combo.clear()
        for deck in decks:
            self.deck_combo.addItem(deck.name, deck.id)
        index = self.deck_combo.findText(current) if current else -1
        self.deck_combo.setCurrentIndex(max(index, 0))
        self.deck_combo.blockSignals(False)

    def current_deck(self) -> tuple[int, str] | None:
        """The deck chosen in the form (id, name)."""
        if self.deck_combo.count() == 0:
            return None
        return int(self.deck_combo.currentData()), self.deck_combo.currentText()

    # ------------------------------------------------------------------ fields
    def _texts(self) -> tuple[QLineEdit, ...]:
        return (
            self.title_edit,
            self.prompt_de_edit,
            self.prompt_en_edit,
            self.prompt_da_edit,
            self.explanation_edit,
            self.lat_edit,
            self.lon_edit,
            self.outline_edit,
            self.source_edit,
            self.author_edit,
        )

    def fields(self) -> dict[str, Any]:
        """The card's fields as typed (``db.cards`` column names), for the validation."""
        return {
            "colour": str(self.colour_combo.currentData()),
            "title": self.title_edit.text(),
            "prompt_de": self.prompt_de_edit.text(),
            "prompt_en": self.prompt_en_edit.text(),
            "prompt_da": self.prompt_da_edit.text(),
            "explanation": self.explanation_edit.text(),
            "lat": self.lat_edit.text(),
            "lon": self.lon_edit.text(),
            "outline_wkt": self.outline_edit.text(),
            "source": self.source_edit.text(),
            "author": self.author_edit.text(),
            "needs_review": self.review_check.isChecked(),
        }

    def state(self) -> tuple[object, ...]:
        """Everything an author can change (compared to spot unsaved changes)."""
        return (
            self.deck_combo.currentData(),
            self.colour_combo.currentData(),
            *(e.text().strip() for e in self._texts()),
            self.review_check.isChecked(),
        )

    def clear(self) -> None:
        """Empty the fields for a new card (deck and colour stay; the editor fills in the
        author from the settings)."""
        for edit in (*self._texts(), self.place_search):
            edit.clear()
        self.place_results.clear()
        self._autofilled = {}
        self.review_check.setChecked(False)
        self.draw_button.setChecked(False)

    def show_card(self, data: CardData, deck_name: str) -> None:
        """Fill the fields with a stored card."""
        self.deck_combo.setCurrentIndex(max(self.deck_combo.findText(deck_name), 0))
        self.colour_combo.setCurrentIndex(max(self.colour_combo.findData(data.colour), 0))
        self.title_edit.setText(data.title)
        self.prompt_de_edit.setText(data.prompt_de)
        self.prompt_en_edit.setText(data.prompt_en)
        self.prompt_da_edit.setText(data.prompt_da)
        self.explanation_edit.setText(data.explanation or "")
        self.lat_edit.setText("" if data.lat is None else f"{data.lat:.5f}")
        self.lon_edit.setText("" if data.lon is None else f"{data.lon:.5f}")
        self.outline_edit.setText(data.outline_wkt or "")
        self.source_edit.setText(data.source or "")
        self.author_edit.setText(data.author)
        self.review_check.setChecked(data.needs_review)
        self._autofilled = {}

    def set_point(self, lat: float, lon: float) -> None:
        self.lat_edit.setText(f"{lat:.5f}")
        self.lon_edit.setText(f"{lon:.5f}")

    # ------------------------------------------------------------------ place search
    def show_places(self, places: list[Any]) -> None:
        """The gazetteer's matches, to click or activate."""
        self.place_results.clear()
        for place in places:
            item = QListWidgetItem(
                f"{place.name} ({place.region}) — {place.lat:.3f}, {place.lon:.3f}"
            )
            item.setData(Qt.ItemDataRole.UserRole, place.geonameid)
            self.place_results.addItem(item)

    def _choose_result(self, item: QListWidgetItem) -> None:
        self.place_chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def fill_from_place(self, place: Any) -> None:
        """Texts from a chosen place (the point is set by the editor).

        An empty field is filled from the place; a field still holding what an earlier place
        filled in follows the new choice; anything the author typed stays.
        """
        for edit, text in (
            (self.title_edit, place.name),
            (self.prompt_de_edit, f"Wo liegt {place.name}?"),
            (self.prompt_en_edit, f"Where is {place.name}?"),
            (self.prompt_da_edit, f"Hvor ligger {place.name}?"),
            (self.explanation_edit, place.region),
        ):
            current = edit.text().strip()
            if not current or current == self._autofilled.get(edit):
                edit.setText(text)
                self._autofilled[edit] = text
        self.source_edit.setText(f"geonames:{place.geonameid}")

    # ------------------------------------------------------------------ rings
    def set_rings(self, rings: list[tuple[int, int, str]], selected: tuple[int, int]) -> None:
        """Offer the rings of a multi-ring outline as (area, ring, label); hidden for one."""
        self.ring_combo.blockSignals(True)
        self.ring_combo.clear()
        for area, ring, label in rings:
            self.ring_combo.addItem(label, (area, ring))
            if (area, ring) == selected:
                self.ring_combo.setCurrentIndex(self.ring_combo.count() - 1)
        self.ring_combo.blockSignals(False)
        self._form.setRowVisible(self.ring_combo, self.ring_combo.count() > 1)

    def _choose_ring(self, index: int) -> None:
        area, ring = self.ring_combo.itemData(index)
        self.ring_chosen.emit(int(area), int(ring))

    def _toggle_drawing(self, on: bool) -> None:
        self.draw_button.setText(
            QCoreApplication.translate("CardEditorScreen", "Finish outline")
            if on
            else QCoreApplication.translate("CardEditorScreen", "Draw outline")
        )
        self.drawing_toggled.emit(on)

    # ------------------------------------------------------------------ the live solution
    def show_no_place(self) -> None:
        self.solution_label.setText(QCoreApplication.translate("CardEditorScreen", "No place yet"))
        self.solution_words.setText(
            QCoreApplication.translate(
                "CardEditorScreen",
                "Search a place, click the map, type coordinates or draw an outline.",
            )
        )

    def show_no_solution(self, why: str) -> None:
        self.solution_label.setText(QCoreApplication.translate("CardEditorScreen", "No solution"))
        self.solution_words.clear()
        self.warning_label.setText(why)

    def show_solutions(self, solutions: list[Solution], warnings: list[str]) -> None:
        self.solution_label.setText("  /  ".join(str(s) for s in solutions))
        self.solution_words.setText("\n".join(spelled_out(s) for s in solutions))
        self.warning_label.setText(" ".join(w for w in warnings if w))
