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
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = ["GisImportDialog", "ask_gis_import", "ask_print", "hint_text"]

PREVIEW_ROWS = 8


def _tr(text: str) -> str:
    return QCoreApplication.translate("GisImportDialog", text)


def _message(exc: Exception) -> str:
    from geoquiz.app.cards.tool_messages import translate_tool_message

    return translate_tool_message(str(exc))


class GisImportDialog(QDialog):
    """Pick the title field, colour and target deck; preview the first features' solutions."""

    def __init__(
        self, path: Path, decks: list[str], tolerance_km: float, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        from geoquiz.db.gis_import import read_gis

        self.path = path
        self.tolerance_km = tolerance_km
        self.gis = read_gis(path)  # ValueError for a bad file: the caller shows it
        self.setWindowTitle(_tr("Import places from %1").replace("%1", path.name))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.field_box = QComboBox(self)
        self.field_box.addItems(self.gis.fields)
        try:
            self.field_box.setCurrentText(self.gis.title_field())
        except ValueError:
            pass
        self.colour_box = QComboBox(self)
        self.colour_box.addItem(_tr("from the file, else orange/green"), None)
        for colour in ("yellow", "orange", "green", "blue"):
            self.colour_box.addItem(colour, colour)
        self.deck_box = QComboBox(self)
        self.deck_box.setEditable(True)
        self.deck_box.addItems([path.stem, *[d for d in decks if d != path.stem]])
        form.addRow(_tr("Titles from the field"), self.field_box)
        form.addRow(_tr("Colour"), self.colour_box)
        form.addRow(_tr("Into the deck"), self.deck_box)
        layout.addLayout(form)
        self.count_label = QLabel(self)
        layout.addWidget(self.count_label)
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [_tr("Title"), _tr("Colour"), _tr("Prompt"), _tr("Solution")]
        )
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.field_box.currentTextChanged.connect(self.refresh)
        self.colour_box.currentIndexChanged.connect(self.refresh)
        self.resize(760, 420)
        self.refresh()

    @property
    def title_field(self) -> str:
        return self.field_box.currentText()

    @property
    def colour(self) -> str | None:
        value = self.colour_box.currentData()
        return None if value is None else str(value)

    @property
    def deck_name(self) -> str:
        return self.deck_box.currentText().strip()

    def refresh(self) -> None:
        """Recompute the preview rows for the chosen field and colour."""
        from geoquiz.db.cardio import validate_rows
        from geoquiz.db.gis_import import gis_rows

        self.count_label.setText(
            _tr("%1 features; the first %2 with their solutions:")
            .replace("%1", str(len(self.gis.features)))
            .replace("%2", str(min(PREVIEW_ROWS, len(self.gis.features))))
        )
        rows, refused = gis_rows(self.gis, title_field=self.title_field or None, colour=self.colour)
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


def ask_gis_import(editor: Any) -> None:
    """Ask for a GIS file, show the import dialog, import all (or, if asked, only valid) rows."""
    from geoquiz.db.gis_import import import_gis

    name, _ = QFileDialog.getOpenFileName(
        editor,
        _tr("Import places from a GIS file"),
        "",
        _tr("GIS files (*.geojson *.kml *.gpx *.gpkg *.zip)"),
    )
    if not name or editor.db is None:
        return
    path = Path(name)
    try:
        dialog = GisImportDialog(path, [n for _, n, _ in editor._decks()], 2.0, editor)
    except ValueError as exc:
        QMessageBox.warning(editor, _tr("Import places from a GIS file"), _message(exc))
        return
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.deck_name:
        return
    options = {"title_field": dialog.title_field or None, "colour": dialog.colour}
    try:
        report = import_gis(editor.db, path, dialog.deck_name, write=False, **options)
        only_valid = False
        if report.problems:
            from geoquiz.app.cards.dialogs import ImportReportDialog

            if ImportReportDialog(report, editor).exec() != QDialog.DialogCode.Accepted:
                return
            only_valid = True
        report = import_gis(editor.db, path, dialog.deck_name, only_valid=only_valid, **options)
    except ValueError as exc:
        QMessageBox.warning(editor, _tr("Import places from a GIS file"), _message(exc))
        return
    editor.refresh_decks(select=dialog.deck_name)
    editor._info(_tr("%1 cards imported.").replace("%1", str(report.imported)))


def ask_print(editor: Any) -> None:
    """Print the current deck to a PDF the author picks (A4 or Letter)."""
    from geoquiz.app.cards.print_deck import print_deck

    deck = editor.current_deck()
    if deck is None or editor.db is None:
        return
    name, chosen = QFileDialog.getSaveFileName(
        editor,
        _tr("Print the deck as cards"),
        f"{deck[1]}.pdf",
        _tr("PDF, A4 (*.pdf);;PDF, US Letter (*.pdf)"),
    )
    if not name:
        return
    paper = "letter" if "Letter" in chosen else "a4"
    try:
        pages = print_deck(editor.db, deck[1], Path(name), paper)
    except (ValueError, OSError) as exc:
        QMessageBox.warning(editor, _tr("Print the deck as cards"), _message(exc))
        return
    editor._info(
        _tr(
            "%1 pages written. Print them double-sided, turning the sheet over its side edge."
        ).replace("%1", str(pages))
    )


def hint_text(data: Any, solutions: list[Any]) -> str:
    """The editor's hint line for a card being edited (empty when there is nothing to say)."""
    from geoquiz.db.card_hints import card_hints

    texts = [data.prompt_de or "", data.prompt_en or "", data.explanation or ""]
    hints = card_hints(
        data.title or "", texts, solutions, data.lat, data.lon, is_area=bool(data.outline_wkt)
    )
    out = []
    for hint in hints:
        if hint.code == "gives_away":
            out.append(
                _tr("The text names %1, which lies in %2: the card gives itself away.")
                .replace("%1", str(hint.params["town"]))
                .replace("%2", str(hint.params["solution"]))
            )
        elif hint.code == "near_line":
            out.append(_tr("%1 km from a dividing line.").replace("%1", f"{hint.params['km']:g}"))
    return " ".join(out)
