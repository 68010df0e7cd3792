"""Small dialogs of the card editor: the import report and the deck picker."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.cards.problems import translate_message
from geoquiz.db.cardio import ImportReport

__all__ = ["DeckPickerDialog", "ImportReportDialog"]


class ImportReportDialog(QDialog):
    """Show every problem of an import (row, column, what is wrong) and offer the valid rows.

    ``accept()`` means "import only the valid rows"; the button is offered only if there are any.
    """

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import report"))
        layout = QVBoxLayout(self)
        valid = len(report.valid)
        layout.addWidget(
            QLabel(
                self.tr("%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.")
                .replace("%1", str(report.total))
                .replace("%2", str(valid))
                .replace("%3", str(report.bad_rows))
            )
        )
        table = QTableWidget(len(report.problems), 3, self)
        table.setHorizontalHeaderLabels([self.tr("Row"), self.tr("Column"), self.tr("Problem")])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for i, problem in enumerate(report.problems):
            table.setItem(i, 0, QTableWidgetItem(str(problem.row)))
            table.setItem(i, 1, QTableWidgetItem(problem.column))
            table.setItem(i, 2, QTableWidgetItem(translate_message(problem.message)))
        table.horizontalHeader().setStretchLastSection(True)
        table.resizeColumnsToContents()
        self.table = table
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = None
        if valid > 0:
            self.import_button = buttons.addButton(
                self.tr("Import only the valid rows (%n)", "", valid),
                QDialogButtonBox.ButtonRole.AcceptRole,
            )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 360)


class DeckPickerDialog(QDialog):
    """Choose a target deck (for moving or copying a card)."""

    def __init__(self, title: str, decks: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.combo = QComboBox(self)
        self.combo.addItems(decks)
        layout.addWidget(QLabel(self.tr("Deck:")))
        layout.addWidget(self.combo)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def deck(self) -> str:
        return self.combo.currentText()
