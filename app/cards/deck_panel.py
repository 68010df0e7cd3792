"""The card editor's deck panel: the bar of deck actions, and what each action asks and does.

New, rename, enable/disable, tolerance and delete act on the deck chosen in the form; import
and export read and write card files; the GIS import and the printed deck are the dialogs of
:mod:`app.cards.gis_import_dialog`. Every change goes through the editor's
:class:`~db.card_service.CardService`; the panel asks (names, files, confirmations) and tells the
editor to refresh. Texts keep the translation context ``CardEditorScreen``; the two messages with
a count (plural forms) are worded by the editor, whose ``tr`` context the catalogue reads.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QWidget,
)

from geoquiz.app.cards import gis_import_dialog as authoring
from geoquiz.app.cards.dialogs import ImportReportDialog
from geoquiz.db.card_service import NeedsOneDeckError

if TYPE_CHECKING:
    from geoquiz.app.cards.editor import CardEditorScreen

__all__ = ["DeckPanel"]


class DeckPanel(QWidget):
    """Back, the editor's title and the deck buttons, in one row above the editor."""

    back_requested = Signal()

    def __init__(self, editor: CardEditorScreen) -> None:
        super().__init__(editor)
        self.editor = editor
        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        self.back_button = QPushButton(QCoreApplication.translate("CardEditorScreen", "Back"), self)
        self.back_button.clicked.connect(self.back_requested)
        top.addWidget(self.back_button)
        title = QLabel(
            "<b>" + QCoreApplication.translate("CardEditorScreen", "Card editor") + "</b>", self
        )
        top.addWidget(title)
        top.addStretch(1)
        for text, slot in (
            (QCoreApplication.translate("CardEditorScreen", "New deck…"), self._ask_new_deck),
            (QCoreApplication.translate("CardEditorScreen", "Rename deck…"), self._ask_rename),
            (
                QCoreApplication.translate("CardEditorScreen", "Enable/disable deck"),
                self.toggle_enabled,
            ),
            (QCoreApplication.translate("CardEditorScreen", "Tolerance…"), self._ask_tolerance),
            (QCoreApplication.translate("CardEditorScreen", "Delete deck…"), self._ask_delete),
            (QCoreApplication.translate("CardEditorScreen", "Import…"), self.ask_import),
            (QCoreApplication.translate("CardEditorScreen", "Export…"), self.ask_export),
            (
                QCoreApplication.translate("CardEditorScreen", "Import GIS file…"),
                lambda: authoring.ask_gis_import(self.editor),
            ),
            (
                QCoreApplication.translate("CardEditorScreen", "Print…"),
                lambda: authoring.ask_print(self.editor),
            ),
        ):
            button = QPushButton(text, self)
            button.clicked.connect(slot)
            top.addWidget(button)

    # ------------------------------------------------------------------ deck changes
    def name_problem(self, name: str, deck_id: int | None = None) -> str | None:
        """A translated reason why ``name`` cannot name a deck, or None."""
        service = self.editor.service
        code = None if service is None else service.deck_name_problem(name, deck_id)
        if code == "empty":
            return QCoreApplication.translate("CardEditorScreen", "A deck needs a name.")
        if code == "exists":
            return QCoreApplication.translate(
                "CardEditorScreen", "A deck called “%1” exists already."
            ).replace("%1", name.strip())
        return None

    def create_deck(self, name: str) -> bool:
        editor, service = self.editor, self.editor.service
        if service is None:
            return False
        author = editor.author_edit.text().strip()
        return self._name_deck(name, None, lambda: service.create_deck(name, author=author))

    def rename_deck(self, name: str) -> bool:
        service, deck = self.editor.service, self.editor.current_deck()
        if deck is None or service is None:
            return False
        return self._name_deck(name, deck[0], lambda: service.rename_deck(deck[0], name))

    def _name_deck(self, name: str, deck_id: int | None, store: Callable[[], object]) -> bool:
        """Give a deck ``name`` by ``store()`` (create or rename): a bad name or a refusal is one
        line and changes nothing; done, the deck list shows the deck selected."""
        editor = self.editor
        problem = self.name_problem(name, deck_id)
        if problem:
            editor._fail(problem)
            return False
        try:
            store()
        except ValueError as exc:
            editor._fail(editor._error_text(exc))
            return False
        editor.refresh_decks(select=name.strip())
        editor.refresh_list()
        return True

    def toggle_enabled(self) -> None:
        editor, service, deck = self.editor, self.editor.service, self.editor.current_deck()
        if deck is None or service is None:
            return
        enabled = service.toggle_enabled(deck[0])
        editor.refresh_decks()
        editor._info(
            (
                QCoreApplication.translate("CardEditorScreen", "Deck “%1” is enabled.")
                if enabled
                else QCoreApplication.translate("CardEditorScreen", "Deck “%1” is disabled.")
            ).replace("%1", deck[1])
        )

    def set_tolerance(self, km: float) -> bool:
        """Change the form deck's near-line tolerance; its cards' solutions are recomputed."""
        editor, service, deck = self.editor, self.editor.service, self.editor.current_deck()
        if deck is None or service is None:
            return False
        try:
            changed = service.set_tolerance(deck[0], km)
        except ValueError as exc:
            editor._fail(editor._error_text(exc))
            return False
        editor.refresh_list()
        editor.update_solution()
        editor.tolerance_changed(deck[1], km, changed)
        return True

    def delete_deck(self) -> bool:
        """Delete the form's deck with all its cards, after confirmation."""
        editor, service, deck = self.editor, self.editor.service, self.editor.current_deck()
        if deck is None or service is None:
            return False
        count = service.count_cards(deck[0])
        question = QCoreApplication.translate(
            "CardEditorScreen", "Delete the deck “%1” with its %2 cards? This cannot be undone."
        )
        if not editor.confirm(question.replace("%1", deck[1]).replace("%2", str(count))):
            return False
        service.delete_deck(deck[0])
        editor.refresh_decks()
        editor.new_card()
        editor.refresh_list()
        return True

    def _ask_new_deck(self) -> None:
        name, ok = QInputDialog.getText(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "New deck"),
            QCoreApplication.translate("CardEditorScreen", "Name of the deck:"),
        )
        if ok and name.strip():
            self.create_deck(name)

    def _ask_rename(self) -> None:
        deck = self.editor.current_deck()
        if deck is None:
            return
        name, ok = QInputDialog.getText(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "Rename deck"),
            QCoreApplication.translate("CardEditorScreen", "New name:"),
            text=deck[1],
        )
        if ok and name.strip():
            self.rename_deck(name)

    def _ask_tolerance(self) -> None:
        if self.editor.current_deck() is None:
            return
        km, ok = QInputDialog.getDouble(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "Near-line tolerance"),
            QCoreApplication.translate(
                "CardEditorScreen",
                "A point this close to a dividing line gets a second solution (0 = never), km:",
            ),
            self.editor._tolerance(),
            0.0,
            50.0,
            1,
        )
        if ok:
            self.set_tolerance(km)

    def _ask_delete(self) -> None:
        if self.editor.keep_or_drop_changes():
            self.delete_deck()

    # ------------------------------------------------------------------ files
    def import_path(self, path: Path, deck_name: str | None = None, *, ask: bool = True) -> int:
        """Import a CSV/JSON file: dry run, report problems, import all or only the valid rows.

        Returns the number of imported cards. With ``ask=False`` only a fully valid file is
        imported (tests and scripts).
        """
        editor, service = self.editor, self.editor.service
        if service is None:
            return 0
        try:
            report = service.import_file(path, deck_name, write=False)
            only_valid = False
            if not report.ok:
                if not ask:
                    editor._fail(
                        QCoreApplication.translate(
                            "CardEditorScreen", "The file has problems; nothing was imported."
                        )
                    )
                    return 0
                dialog = ImportReportDialog(report, editor)
                if dialog.exec() != QDialog.DialogCode.Accepted:
                    return 0
                only_valid = True
            report = service.import_file(path, deck_name, only_valid=only_valid)
        except Exception as exc:
            editor._fail(editor._error_text(exc))
            return 0
        editor.refresh_decks(select=report.deck)
        editor.refresh_list()
        editor.cards_imported(report.imported)
        return report.imported

    def export_path(self, path: Path, *, all_decks: bool = False) -> bool:
        """Export the form's deck (or all decks) to CSV, JSON or GeoJSON by the file's suffix."""
        editor, service, deck = self.editor, self.editor.service, self.editor.current_deck()
        if service is None or (deck is None and not all_decks):
            return False
        try:
            service.export(path, None if all_decks or deck is None else deck[0])
        except NeedsOneDeckError:
            editor._fail(
                editor._error_text(
                    ValueError(
                        QCoreApplication.translate(
                            "CardEditorScreen", "JSON export needs one deck."
                        )
                    )
                )
            )
            return False
        except Exception as exc:
            editor._fail(editor._error_text(exc))
            return False
        editor._info(
            QCoreApplication.translate("CardEditorScreen", "Exported to %1.").replace(
                "%1", str(path)
            )
        )
        return True

    def ask_import(self) -> None:
        service = self.editor.service
        name, _ = QFileDialog.getOpenFileName(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "Import cards"),
            "",
            QCoreApplication.translate("CardEditorScreen", "Card files (*.csv *.json)"),
        )
        if not name or service is None:
            return
        path = Path(name)
        default = service.import_deck_name(path)
        names = [default] + [d.name for d in service.decks() if d.name != default]
        deck, ok = QInputDialog.getItem(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "Import cards"),
            QCoreApplication.translate(
                "CardEditorScreen", "Into the deck (a new name makes a new deck):"
            ),
            names,
            0,
            True,
        )
        if ok and deck.strip():
            self.import_path(path, deck.strip())

    def ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "Export deck"),
            f"{self.editor.deck_combo.currentText() or 'cards'}.csv",
            QCoreApplication.translate(
                "CardEditorScreen", "CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)"
            ),
        )
        if name:
            self.export_path(Path(name))
