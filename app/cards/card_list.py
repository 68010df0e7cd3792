"""The card editor's list: search, deck/colour/two-solution/review filters, and the card table.

It shows :class:`db.card_service.CardRow` values and reports the author's choices by signals
(``filters_changed``, ``card_chosen``); the editor asks the card service for the rows. Titles are
sorted the way the interface language sorts them (:func:`collated`: "Älteste …" beside "Alte …",
not after "Zugspitze"). A click on a row always opens its card, also on a row that was selected
already; a rebuilt table selects only the open card's row. While the open card is edited its row
shows the solution the form computes now (in italics until it is saved). Texts keep the
translation context ``CardEditorScreen`` (the shell catalogue has them there).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cmp_to_key

from PySide6.QtCore import QCollator, QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.db.card_service import CardFilter, CardRow, DeckRow

__all__ = ["CardList", "collated", "colour_names"]

#: the table's columns: the title, then what matters most beside it, the solution
SOLUTION, COLOUR = 1, 2
#: the review flag in front of a title
FLAG = "⚑ "


def colour_names() -> dict[str, str]:
    """The card colours as the editor names them."""
    return {
        "yellow": QCoreApplication.translate("CardEditorScreen", "yellow (city)"),
        "orange": QCoreApplication.translate("CardEditorScreen", "orange (place)"),
        "green": QCoreApplication.translate("CardEditorScreen", "green (nature)"),
        "blue": QCoreApplication.translate("CardEditorScreen", "blue (expert)"),
    }


def collated(rows: Sequence[CardRow], lang: str) -> list[CardRow]:
    """``rows`` by deck and title as the language ``lang`` sorts words (QCollator: umlauts
    beside their vowel, case ignored, numbers by value), the id last."""
    collator = QCollator(QLocale(lang))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)

    def order(a: CardRow, b: CardRow) -> int:
        # (sort keys are compared with < only: inside a tuple their == would be identity)
        return (
            collator.compare(a.deck, b.deck)
            or collator.compare(a.title, b.title)
            or (a.id > b.id) - (a.id < b.id)
        )

    return sorted(rows, key=cmp_to_key(order))


class CardList(QWidget):
    """The filters above the card table; ``count_label`` below it (the editor words it)."""

    #: a filter changed: the editor reloads the rows
    filters_changed = Signal()
    #: the author selected the card with this id
    card_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lv = QVBoxLayout(self)
        self.search_edit = QLineEdit(self)
        self.search_edit.setPlaceholderText(
            QCoreApplication.translate("CardEditorScreen", "Search cards")
        )
        self.search_edit.textChanged.connect(self.filters_changed)
        lv.addWidget(self.search_edit)
        row = QHBoxLayout()
        self.deck_filter = QComboBox(self)
        self.deck_filter.currentIndexChanged.connect(self.filters_changed)
        self.colour_filter = QComboBox(self)
        self.colour_filter.addItem(
            QCoreApplication.translate("CardEditorScreen", "all colours"), None
        )
        for key, name in colour_names().items():
            self.colour_filter.addItem(name, key)
        self.colour_filter.currentIndexChanged.connect(self.filters_changed)
        row.addWidget(self.deck_filter)
        row.addWidget(self.colour_filter)
        lv.addLayout(row)
        row = QHBoxLayout()
        self.two_filter = QCheckBox(
            QCoreApplication.translate("CardEditorScreen", "two solutions"), self
        )
        self.review_filter = QCheckBox(
            QCoreApplication.translate("CardEditorScreen", "needs review"), self
        )
        for box in (self.two_filter, self.review_filter):
            box.toggled.connect(self.filters_changed)
            row.addWidget(box)
        lv.addLayout(row)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("CardEditorScreen", "Title"),
                QCoreApplication.translate("CardEditorScreen", "Solution"),
                QCoreApplication.translate("CardEditorScreen", "Colour"),
                QCoreApplication.translate("CardEditorScreen", "Deck"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)  # a cut title stays one line, elided
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._on_select)
        # a click on the row that is selected already opens it too (the selection did not change)
        # (only while it is selected: after "Cancel" in the unsaved-changes question the editor
        # put the selection back, and the click must not ask again)
        self.table.itemClicked.connect(
            lambda item: self._emit_row(item.row()) if item.isSelected() else None
        )
        lv.addWidget(self.table, 1)
        self.count_label = QLabel(self)
        lv.addWidget(self.count_label)

    def set_decks(self, decks: list[DeckRow]) -> None:
        """Offer ``decks`` in the deck filter, keeping its choice (signals blocked)."""
        current = self.deck_filter.currentData()
        self.deck_filter.blockSignals(True)
        self.deck_filter.clear()
        self.deck_filter.addItem(QCoreApplication.translate("CardEditorScreen", "all decks"), None)
        for deck in decks:
            label = (
                deck.name
                if deck.enabled
                else QCoreApplication.translate("CardEditorScreen", "%1 (disabled)").replace(
                    "%1", deck.name
                )
            )
            self.deck_filter.addItem(label, deck.id)
        self.deck_filter.setCurrentIndex(max(self.deck_filter.findData(current), 0))
        self.deck_filter.blockSignals(False)

    def filters(self) -> CardFilter:
        """The filters as chosen now."""
        return CardFilter(
            deck_id=self.deck_filter.currentData(),
            colour=self.colour_filter.currentData(),
            search=self.search_edit.text() or None,
            two_solutions=True if self.two_filter.isChecked() else None,
            needs_review=True if self.review_filter.isChecked() else None,
        )

    def show_rows(self, rows: list[CardRow], current: int | None) -> None:
        """Fill the table with ``rows``; the row of card ``current`` is selected (no signal)."""
        names = colour_names()
        self.table.blockSignals(True)
        # the selection model keeps a row index across a rebuild: a row selected before would
        # stay highlighted over another card (a search) without opening it
        self.table.clearSelection()
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            item = QTableWidgetItem((FLAG if row.needs_review else "") + row.title)
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            self.table.setItem(i, 0, item)
            self.table.setItem(i, SOLUTION, QTableWidgetItem(row.solutions))
            self.table.setItem(i, COLOUR, QTableWidgetItem(names.get(row.colour, row.colour)))
            self.table.setItem(i, 3, QTableWidgetItem(row.deck))
            if row.id == current:
                self.table.selectRow(i)
        self.table.blockSignals(False)
        self.table.resizeColumnsToContents()
        # a long title is cut (its start stays readable) so that the solution, next to it, stays
        # in view without scrolling sideways; the colour's name is cut too; the deck comes last
        if self.table.columnWidth(0) > 150:
            self.table.setColumnWidth(0, 150)
        if self.table.columnWidth(COLOUR) > 90:  # "orange (place)": told by its start
            self.table.setColumnWidth(COLOUR, 90)

    def visible_titles(self) -> list[str]:
        """The titles in the list, top to bottom (without the review flag)."""
        out = []
        for i in range(self.table.rowCount()):
            item = self.table.item(i, 0)
            if item is not None:
                out.append(item.text().removeprefix(FLAG))
        return out

    def select(self, card_id: int | None) -> None:
        """Put the selection on card ``card_id`` (None: no selection), without a signal."""
        self.table.blockSignals(True)
        self.table.clearSelection()
        row = self.row_of(card_id)
        if row is not None:
            self.table.selectRow(row)
        self.table.blockSignals(False)

    def row_of(self, card_id: int | None) -> int | None:
        """The table row of card ``card_id``, None if the list does not show it."""
        for i in range(self.table.rowCount()):
            item = self.table.item(i, 0)
            if item is not None and card_id is not None:
                if item.data(Qt.ItemDataRole.UserRole) == card_id:
                    return i
        return None

    def card_ids(self) -> list[int]:
        """The ids of the cards in the list, top to bottom."""
        out = []
        for i in range(self.table.rowCount()):
            item = self.table.item(i, 0)
            if item is not None:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def selected_id(self) -> int | None:
        """The card whose row is selected, if any."""
        rows = self.table.selectionModel().selectedRows()
        item = self.table.item(rows[0].row(), 0) if rows else None
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def set_live_solution(self, card_id: int | None, text: str | None) -> None:
        """Show ``text`` as the solution of card ``card_id``'s row while it is edited (italics,
        with a tooltip); ``None`` or the stored text shows the stored solution again."""
        row = self.row_of(card_id)
        item = None if row is None else self.table.item(row, SOLUTION)
        if item is None:
            return
        stored = item.data(Qt.ItemDataRole.UserRole)
        if stored is None:
            stored = item.text()
            item.setData(Qt.ItemDataRole.UserRole, stored)
        live = text is not None and text != stored
        item.setText(text if live and text is not None else stored)
        font = item.font()
        font.setItalic(live)
        item.setFont(font)
        item.setToolTip(
            QCoreApplication.translate("CardEditorScreen", "Not saved yet; saved: %1").replace(
                "%1", stored
            )
            if live
            else ""
        )

    def _on_select(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._emit_row(rows[0].row())

    def _emit_row(self, row: int) -> None:
        item = self.table.item(row, 0)
        if item is not None:
            self.card_chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
