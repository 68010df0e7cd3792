"""The card editor's authoring tools: GIS import dialog, printing a deck, the hint line.

:class:`GisImportDialog` shows a GIS file's first features with the title field the author picks,
the colour and prompts they will get, and their solutions on the board; on OK the editor imports
the whole file through :func:`db.gis_import.import_gis` (all or nothing, the same report as a CSV
import). :func:`ask_print` writes the current deck as a print-and-play PDF. :func:`hint_text`
words the hints of :mod:`db.card_hints` for the editor's warning line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.cards.dialogs import ok_cancel

__all__ = ["GisImportDialog", "ask_gis_import", "ask_print", "hint_text"]

PREVIEW_ROWS = 8


def _message(exc: Exception) -> str:
    from geoquiz.app.cards.tool_messages import translate_tool_message

    return translate_tool_message(str(exc))


class GisImportDialog(QDialog):
    """Pick the layer, encoding, title field, colour and target deck; preview the first features'
    solutions and read what the import will note (repairs, encoding, border strip)."""

    def __init__(
        self, path: Path, decks: list[str], tolerance_km: float, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        from geoquiz.db.gis_import import ENCODINGS, read_gis

        self.path = path
        self.tolerance_km = tolerance_km
        self.gis = read_gis(path)  # ValueError for a bad file: the caller shows it
        self.setWindowTitle(
            QCoreApplication.translate("GisImportDialog", "Import places from %1").replace(
                "%1", path.name
            )
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.layer_box = QComboBox(self)
        self.layer_box.addItem(QCoreApplication.translate("GisImportDialog", "all layers"), None)
        for name in self.gis.layers:
            self.layer_box.addItem(name, name)
        self.encoding_box = QComboBox(self)
        self.encoding_box.addItem(
            QCoreApplication.translate("GisImportDialog", "automatic (%1)").replace(
                "%1",
                self.gis.encoding
                or QCoreApplication.translate("GisImportDialog", "as the file says"),
            ),
            None,
        )
        for encoding in ENCODINGS:
            self.encoding_box.addItem(encoding, encoding)
        self.field_box = QComboBox(self)
        self._fill_fields()
        self.colour_box = QComboBox(self)
        self.colour_box.addItem(
            QCoreApplication.translate("GisImportDialog", "from the file, else orange/green"), None
        )
        for colour in ("yellow", "orange", "green", "blue"):
            self.colour_box.addItem(colour, colour)
        self.deck_box = QComboBox(self)
        self.deck_box.setEditable(True)
        self.deck_box.addItems([path.stem, *[d for d in decks if d != path.stem]])
        if self.gis.layers:
            form.addRow(QCoreApplication.translate("GisImportDialog", "Layer"), self.layer_box)
        if self.gis.is_shapefile:
            form.addRow(
                QCoreApplication.translate("GisImportDialog", "Text encoding"), self.encoding_box
            )
        form.addRow(
            QCoreApplication.translate("GisImportDialog", "Titles from the field"), self.field_box
        )
        form.addRow(QCoreApplication.translate("GisImportDialog", "Colour"), self.colour_box)
        form.addRow(QCoreApplication.translate("GisImportDialog", "Into the deck"), self.deck_box)
        layout.addLayout(form)
        self.count_label = QLabel(self)
        layout.addWidget(self.count_label)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("GisImportDialog", "Title"),
                QCoreApplication.translate("GisImportDialog", "Colour"),
                QCoreApplication.translate("GisImportDialog", "Prompt"),
                QCoreApplication.translate("GisImportDialog", "Solution"),
            ]
        )
        layout.addWidget(self.table, 1)
        self.notes_label = QLabel(self)
        layout.addWidget(self.notes_label)
        self.notes = QListWidget(self)
        self.notes.setMaximumHeight(110)
        layout.addWidget(self.notes)
        layout.addWidget(ok_cancel(self))
        self.field_box.currentTextChanged.connect(self.refresh)
        self.colour_box.currentIndexChanged.connect(self.refresh)
        self.layer_box.currentIndexChanged.connect(self.reread)
        self.encoding_box.currentIndexChanged.connect(self.reread)
        self.resize(760, 520)
        self.refresh()

    def _fill_fields(self) -> None:
        chosen = self.field_box.currentText()
        self.field_box.blockSignals(True)
        self.field_box.clear()
        self.field_box.addItems(self.gis.fields)
        if chosen in self.gis.fields:
            self.field_box.setCurrentText(chosen)
        else:
            try:
                self.field_box.setCurrentText(self.gis.title_field())
            except ValueError:
                pass
        self.field_box.blockSignals(False)

    @property
    def title_field(self) -> str:
        return self.field_box.currentText()

    @property
    def colour(self) -> str | None:
        value = self.colour_box.currentData()
        return None if value is None else str(value)

    @property
    def layer(self) -> str | None:
        value = self.layer_box.currentData()
        return None if value is None else str(value)

    @property
    def encoding(self) -> str | None:
        value = self.encoding_box.currentData()
        return None if value is None else str(value)

    @property
    def deck_name(self) -> str:
        return self.deck_box.currentText().strip()

    def reread(self) -> None:
        """Read the file again with the chosen layer and encoding, then refresh the preview."""
        from geoquiz.db.gis_import import read_gis

        try:
            self.gis = read_gis(self.path, layer=self.layer, encoding=self.encoding)
        except ValueError as exc:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("GisImportDialog", "Import places from a GIS file"),
                _message(exc),
            )
            return
        self._fill_fields()
        self.refresh()

    def refresh(self) -> None:
        """Recompute the preview rows and the notes for the chosen field and colour."""
        from geoquiz.db.cardio import validate_rows
        from geoquiz.db.gis_import import border_notes, feature_notes

        count = len(self.gis.features)
        self.count_label.setText(
            self.tr("%n features; the first %1 with their solutions:", "", count).replace(
                "%1", str(min(PREVIEW_ROWS, count))
            )
        )
        try:
            rows, refused, repairs = feature_notes(
                self.gis, title_field=self.title_field or None, colour=self.colour
            )
        except ValueError as exc:
            rows, refused, repairs = [], [], []
            self.count_label.setText(_message(exc))
        problems = {p.row: p.message for p in refused}
        by_number = dict(rows)
        shown = self.gis.features[:PREVIEW_ROWS]
        self.table.setRowCount(len(shown))
        for index, feature in enumerate(shown):
            row: dict[str, Any] = by_number.get(feature.number, {})
            if feature.number in problems:
                solution = _message(ValueError(problems[feature.number]))
            else:
                report = validate_rows([row], tolerance_km=self.tolerance_km, first_row=1)
                solution = (
                    " / ".join(report.valid[0].solutions)
                    if report.valid
                    else "; ".join(_message(ValueError(p.message)) for p in report.problems)
                )
            cells = (
                str(row.get("title", "")),
                str(row.get("colour", "")),
                str(row.get("prompt_de") or row.get("prompt_en") or ""),
                solution,
            )
            for column, text in enumerate(cells):
                self.table.setItem(index, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        notes = [*self.gis.notes, *repairs, *border_notes(rows)]
        self.notes.clear()
        for note in notes:
            self.notes.addItem(_message(ValueError(str(note))))
        self.notes_label.setText(self.tr("%n notes (nothing is refused for them):", "", len(notes)))
        self.notes_label.setVisible(bool(notes))
        self.notes.setVisible(bool(notes))


def _name_rows(dialog: QDialog, report: Any) -> None:
    """Put each feature's title beside its number in the report dialog's row column."""
    table = dialog.findChild(QTableWidget)
    names = getattr(report, "names", {})
    if table is None or not names:
        return
    for index, problem in enumerate(report.problems[: table.rowCount()]):
        name = names.get(problem.row, "")
        if name:
            table.setItem(index, 0, QTableWidgetItem(f"{problem.row} “{name}”"))
    table.resizeColumnsToContents()


def ask_gis_import(editor: Any) -> None:
    """Ask for a GIS file, show the import dialog, import all (or, if asked, only valid) rows."""
    from geoquiz.db.gis_import import import_gis

    title = QCoreApplication.translate("GisImportDialog", "Import places from a GIS file")
    name, _ = QFileDialog.getOpenFileName(
        editor,
        title,
        "",
        QCoreApplication.translate(
            "GisImportDialog",
            "GIS files (*.geojson *.json *.topojson *.kml *.kmz *.gpx *.gpkg *.shp *.zip)",
        ),
    )
    if not name or editor.db is None:
        return
    path = Path(name)
    try:
        dialog = GisImportDialog(path, [n for _, n, _ in editor._decks()], 2.0, editor)
    except ValueError as exc:
        QMessageBox.warning(editor, title, _message(exc))
        return
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.deck_name:
        return
    options = {
        "title_field": dialog.title_field or None,
        "colour": dialog.colour,
        "layer": dialog.layer,
        "encoding": dialog.encoding,
    }
    try:
        report = import_gis(editor.db, path, dialog.deck_name, write=False, **options)
        only_valid = False
        if report.problems:
            from geoquiz.app.cards.dialogs import ImportReportDialog

            problems = ImportReportDialog(report, editor)
            _name_rows(problems, report)
            if problems.exec() != QDialog.DialogCode.Accepted:
                return
            only_valid = True
        report = import_gis(editor.db, path, dialog.deck_name, only_valid=only_valid, **options)
    except ValueError as exc:
        QMessageBox.warning(editor, title, _message(exc))
        return
    editor.refresh_decks(select=dialog.deck_name)
    editor.cards_imported(report.imported)


def ask_print(editor: Any) -> None:
    """Print the current deck to a PDF the author picks (A4 or Letter)."""
    from geoquiz.app.cards.print_deck import print_deck

    deck = editor.current_deck()
    if deck is None or editor.db is None:
        return
    name, chosen = QFileDialog.getSaveFileName(
        editor,
        QCoreApplication.translate("GisImportDialog", "Print the deck as cards"),
        f"{deck[1]}.pdf",
        QCoreApplication.translate("GisImportDialog", "PDF, A4 (*.pdf);;PDF, US Letter (*.pdf)"),
    )
    if not name:
        return
    paper = "letter" if "Letter" in chosen else "a4"
    try:
        pages = print_deck(editor.db, deck[1], Path(name), paper)
    except (ValueError, OSError) as exc:
        QMessageBox.warning(
            editor,
            QCoreApplication.translate("GisImportDialog", "Print the deck as cards"),
            _message(exc),
        )
        return
    editor._info(
        QCoreApplication.translate(
            "GisImportDialog",
            "%1 pages written. Print them double-sided, turning the sheet over its side edge.",
        ).replace("%1", str(pages))
    )


def hint_text(data: Any, solutions: list[Any]) -> str:
    """The editor's hint line for a card being edited (empty when there is nothing to say)."""
    from geoquiz.db.card_hints import front_hints

    hints = front_hints(data, solutions)  # the front only: the explanation is on the back
    out = []
    for hint in hints:
        if hint.code == "gives_away":
            out.append(
                QCoreApplication.translate(
                    "GisImportDialog",
                    "The text names %1, which lies in %2: the card gives itself away.",
                )
                .replace("%1", str(hint.params["town"]))
                .replace("%2", str(hint.params["solution"]))
            )
        elif hint.code == "near_line":
            out.append(
                QCoreApplication.translate(
                    "GisImportDialog", "%1 km from a dividing line."
                ).replace("%1", f"{hint.params['km']:g}")
            )
    return " ".join(out)
