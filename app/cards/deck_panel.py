"""The card editor's deck panel: the bar of deck actions, and what each action asks and does.

New, rename, enable/disable, tolerance and delete act on the deck chosen in the form (the "Deck"
menu); import and export read and write card files, a shared deck (``*.geoquiz-deck.json``)
included — a newer version of a deck already here is an update, its changes listed before they
are applied (:class:`~app.cards.dialogs.DeckUpdateDialog`); the GIS import and the printed deck
are the dialogs of :mod:`app.cards.gis_import_dialog` (the "Files" menu). Two menus and "Your
name…" keep the bar within a 1280-pixel window in every language. Every change goes through the
editor's :class:`~db.card_service.CardService`; the panel asks (names, files, confirmations) and
tells the editor to refresh. Texts keep the translation context ``CardEditorScreen``; the
messages with a count (plural forms) are worded by the editor, whose ``tr`` context the
catalogue reads.
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
    QMenu,
    QPushButton,
    QWidget,
)

from geoquiz.app.cards import gis_import_dialog as authoring
from geoquiz.app.cards.dialogs import DeckUpdateDialog, ImportReportDialog
from geoquiz.db.card_service import NeedsOneDeckError

#: The suffix of a shared deck (``db.deck_share``).
SHARE_SUFFIX = ".geoquiz-deck.json"

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
        translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
        self.deck_menu = self._menu(
            top,
            translate("CardEditorScreen", "Deck"),
            (
                (translate("CardEditorScreen", "New deck…"), self._ask_new_deck),
                (translate("CardEditorScreen", "Rename deck…"), self._ask_rename),
                (translate("CardEditorScreen", "Enable/disable deck"), self.toggle_enabled),
                (translate("CardEditorScreen", "Tolerance…"), self._ask_tolerance),
                (translate("CardEditorScreen", "Delete deck…"), self._ask_delete),
            ),
        )
        self.files_menu = self._menu(
            top,
            translate("CardEditorScreen", "Files"),
            (
                (translate("CardEditorScreen", "Import…"), self.ask_import),
                (
                    translate("CardEditorScreen", "Import GIS file…"),
                    lambda: authoring.ask_gis_import(self.editor),
                ),
                (translate("CardEditorScreen", "Export…"), self.ask_export),
                (translate("CardEditorScreen", "Share deck…"), self.ask_share),
                (translate("CardEditorScreen", "Print…"), lambda: authoring.ask_print(self.editor)),
            ),
        )
        self.name_button = QPushButton(translate("CardEditorScreen", "Your name…"), self)
        self.name_button.setToolTip(
            translate("CardEditorScreen", "The author of the cards and decks you make")
        )
        self.name_button.clicked.connect(self.ask_author_name)
        top.addWidget(self.name_button)

    def _menu(
        self, row: QHBoxLayout, text: str, actions: tuple[tuple[str, Callable[[], object]], ...]
    ) -> QMenu:
        """A button ``text`` at the end of ``row`` that opens a menu of ``actions``."""
        button = QPushButton(text, self)
        menu = QMenu(button)
        for label, slot in actions:
            menu.addAction(label).triggered.connect(lambda _checked=False, slot=slot: slot())
        button.setMenu(menu)
        row.addWidget(button)
        return menu

    def ask_author_name(self) -> None:
        """Ask for the user's name (the author of new cards), prefilled with the setting."""
        from geoquiz.app.cards.editor import author_name

        name, ok = QInputDialog.getText(
            self.editor,
            QCoreApplication.translate("CardEditorScreen", "Your name"),
            QCoreApplication.translate(
                "CardEditorScreen", "Your name as the author of the cards and decks you make:"
            ),
            text=author_name(),
        )
        if ok:
            self.set_author_name(name)

    def set_author_name(self, name: str) -> None:
        """Remember ``name`` as the author of new cards; a blank new card shows it at once."""
        from geoquiz.app.cards.editor import set_author_name

        set_author_name(name)
        editor = self.editor
        if editor.card_id is None and not editor.has_unsaved_changes():
            editor.author_edit.setText(name.strip())
            editor._mark_saved()

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
        """Make a deck and start a new card in it; the open card stays in its own deck (its
        unsaved changes, if any, are asked about first, where the author made them)."""
        from geoquiz.app.cards.editor import author_name

        editor, service = self.editor, self.editor.service
        if service is None:
            return False
        problem = self.name_problem(name)
        if problem:
            editor._fail(problem)
            return False
        if not editor.keep_or_drop_changes():
            return False
        author = author_name()
        if not self._name_deck(name, None, lambda: service.create_deck(name, author=author)):
            return False
        editor.new_card()  # the author goes on in the new deck: a blank card there
        editor.refresh_decks(select=name.strip())
        return True

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
            QCoreApplication.translate(
                "CardEditorScreen", "Card files and shared decks (*.csv *.json)"
            ),
        )
        if not name or service is None:
            return
        path = Path(name)
        if path.name.lower().endswith(SHARE_SUFFIX):
            self.import_share(path)
            return
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

    # ------------------------------------------------------------------ shared decks
    def import_share(self, path: Path, *, ask: bool = True) -> int:
        """Import a shared deck; a newer version of a deck already here updates it in place
        after :class:`DeckUpdateDialog` lists the changes (``ask=False``: applied unasked).
        Returns the number of cards added or the changes applied (0: nothing, or refused)."""
        from geoquiz.app.cards.tool_messages import translate_tool_message
        from geoquiz.db.deck_share import apply_update, import_share, plan_update

        editor = self.editor
        if editor.db is None:
            return 0
        try:
            try:
                update = plan_update(editor.db, path)
            except ValueError as exc:
                if not str(exc).startswith("no deck called"):
                    raise
                report = import_share(editor.db, path)
                if report.problems:
                    editor._fail(translate_tool_message(str(report.problems[0])))
                    return 0
                editor.refresh_decks(select=report.deck)
                editor.cards_imported(report.imported)
                return report.imported
            if update.problems:
                editor._fail(translate_tool_message(str(update.problems[0])))
                return 0
            if update.empty:
                editor._info(
                    QCoreApplication.translate(
                        "CardEditorScreen", "The deck “%1” is up to date."
                    ).replace("%1", update.deck)
                )
                return 0
            if ask and DeckUpdateDialog(update, editor).exec() != QDialog.DialogCode.Accepted:
                return 0
            if not editor.keep_or_drop_changes():
                return 0
            applied = apply_update(editor.db, update)
        except Exception as exc:  # one readable line, never a traceback
            editor._fail(translate_tool_message(str(exc)))
            return 0
        open_card = editor.card_id
        editor.refresh_decks()
        editor.refresh_list()
        if open_card is not None:
            if editor.service is not None and editor.service.load(open_card) is not None:
                editor.load_card(open_card)  # show what the update made of it
            else:
                editor.new_card()
        editor.deck_updated(
            update.deck, update.count("added"), update.count("changed"), update.count("removed")
        )
        return applied

    def ask_share(self) -> None:
        """Write the form's deck as one shared file."""
        from geoquiz.app.cards.tool_messages import translate_tool_message
        from geoquiz.db.deck_share import write_share

        editor, deck = self.editor, self.editor.current_deck()
        if deck is None or editor.db is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            editor,
            QCoreApplication.translate("CardEditorScreen", "Share deck"),
            f"{deck[1]}{SHARE_SUFFIX}",
            QCoreApplication.translate("CardEditorScreen", "Shared decks (*.geoquiz-deck.json)"),
        )
        if not name:
            return
        try:
            write_share(editor.db, deck[1], Path(name))
        except (OSError, ValueError) as exc:
            editor._fail(translate_tool_message(str(exc)))
            return
        editor._info(
            QCoreApplication.translate("CardEditorScreen", "Exported to %1.").replace("%1", name)
        )
