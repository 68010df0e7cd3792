"""Small dialogs of the card editor: the import report, the deck picker, a shared deck's update.

The import report counts what the file holds: rows of a CSV or JSON file, features of a GIS file
(a :class:`db.gis_import.GisImportReport`). The update dialog lists what re-importing a newer
version of a shared deck adds, changes and removes (:func:`db.deck_share.plan_update`); Apply
applies it all, Cancel nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
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

if TYPE_CHECKING:
    from geoquiz.db.deck_share import DeckUpdate

__all__ = [
    "DeckPickerDialog",
    "DeckUpdateDialog",
    "ImportReportDialog",
    "field_names",
    "ok_cancel",
]


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel for ``dialog`` (accept and reject it), to add under its contents."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class ImportReportDialog(QDialog):
    """Show every problem of an import (row, column, what is wrong) and offer the valid rows.

    ``accept()`` means "import only the valid rows"; the button is offered only if there are any.
    """

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import report"))
        layout = QVBoxLayout(self)
        valid = len(report.valid)
        features = hasattr(report, "names")  # a GIS file's report counts features
        summary = (
            self.tr("%1 features read: %2 valid, %3 with problems. Nothing has been imported yet.")
            if features
            else self.tr("%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.")
        )
        self.summary = QLabel(
            summary.replace("%1", str(report.total))
            .replace("%2", str(valid))
            .replace("%3", str(report.bad_rows))
        )
        layout.addWidget(self.summary)
        table = QTableWidget(len(report.problems), 3, self)
        table.setHorizontalHeaderLabels(
            [
                self.tr("Feature") if features else self.tr("Row"),
                self.tr("Column"),
                self.tr("Problem"),
            ]
        )
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
                self.tr("Import only the valid features (%n)", "", valid)
                if features
                else self.tr("Import only the valid rows (%n)", "", valid),
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
        layout.addWidget(ok_cancel(self))

    def deck(self) -> str:
        return self.combo.currentText()


def field_names(columns: tuple[str, ...]) -> str:
    """The changed fields as the form labels them ("Title, Point"; lat and lon are the point)."""
    translate = QCoreApplication.translate
    labels = {
        "colour": translate("CardEditorScreen", "Colour"),
        "title": translate("CardEditorScreen", "Title"),
        "prompt_de": translate("CardEditorScreen", "Prompt (German)"),
        "prompt_en": translate("CardEditorScreen", "Prompt (English)"),
        "prompt_da": translate("CardEditorScreen", "Prompt (Danish)"),
        "explanation": translate("CardEditorScreen", "Explanation / fun fact"),
        "lat": translate("CardEditorScreen", "Point"),
        "lon": translate("CardEditorScreen", "Point"),
        "outline_wkt": translate("CardEditorScreen", "Outline"),
        "source": translate("CardEditorScreen", "Source"),
        "author": translate("CardEditorScreen", "Author"),
        "needs_review": translate("CardEditorScreen", "needs review"),
    }
    shown: list[str] = []
    for column in columns:
        label = labels.get(column, column)
        if label not in shown:
            shown.append(label)
    return ", ".join(shown)


class DeckUpdateDialog(QDialog):
    """The changes a newer version of a shared deck brings; ``accept()`` (Apply) applies them."""

    def __init__(self, update: DeckUpdate, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(
            translate("DeckUpdateDialog", "Update the deck “%1”").replace("%1", update.deck)
        )
        layout = QVBoxLayout(self)
        self.summary = QLabel(
            translate(
                "DeckUpdateDialog",
                "The shared file is a newer version of the deck “%1”. Cards added: %2, "
                "changed: %3, removed: %4. Nothing has been changed yet.",
            )
            .replace("%1", update.deck)
            .replace("%2", str(update.count("added")))
            .replace("%3", str(update.count("changed")))
            .replace("%4", str(update.count("removed"))),
            self,
        )
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        kinds = {
            "added": translate("DeckUpdateDialog", "added"),
            "changed": translate("DeckUpdateDialog", "changed"),
            "removed": translate("DeckUpdateDialog", "removed"),
        }
        rows = [(kinds[c.kind], c.title, field_names(c.fields)) for c in update.changes]
        names = {
            "language": translate("DeckUpdateDialog", "language"),
            "description": translate("DeckUpdateDialog", "description"),
            "author": translate("DeckUpdateDialog", "author"),
            "tolerance_km": translate("DeckUpdateDialog", "tolerance"),
        }
        for key, value in update.settings.items():
            shown = f"{value:g} km" if key == "tolerance_km" else str(value)
            rows.append((translate("DeckUpdateDialog", "deck setting"), names[key], shown))
        table = QTableWidget(len(rows), 3, self)
        table.setHorizontalHeaderLabels(
            [
                translate("DeckUpdateDialog", "Change"),
                translate("DeckUpdateDialog", "Card"),
                translate("DeckUpdateDialog", "Fields"),
            ]
        )
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        for i, row in enumerate(rows):
            for j, text in enumerate(row):
                table.setItem(i, j, QTableWidgetItem(text))
        table.horizontalHeader().setStretchLastSection(True)
        table.resizeColumnsToContents()
        self.table = table
        layout.addWidget(table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.apply_button = buttons.addButton(
            translate("DeckUpdateDialog", "Apply"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 380)
