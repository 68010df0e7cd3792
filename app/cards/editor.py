"""The card editor: a filtered list of cards, an edit form, and the board with the live solution.

A place is set by searching the gazetteer (Enter takes the best match), by clicking the map, by
typing coordinates, or by drawing an outline (click vertices, drag handles, undo). The solution is
recomputed as the place changes, highlighted on the board and written out; a place near a
dividing line (two solutions) or off the board gets a warning. Decks can be created, renamed,
enabled/disabled and deleted (after confirmation); cards moved or copied between decks; decks
imported (with the validation report) and exported.

The screen wires three widgets — the deck panel (:mod:`.deck_panel`), the card list
(:mod:`.card_list`) and the card form (:mod:`.card_form`) — and two maps in tabs: the open card's
place and solution, and the whole list on the board (:mod:`.deck_map`, a click opens a card),
over the Qt-free :class:`db.card_service.CardService` (one transaction per action). What may be
saved is decided by the card validation (``db.cards``) and the importer's duplicate rule alone.
Errors from the layers below appear as dialogs in the user's language.

What the author was doing decides: a new deck or an import never moves the open card into
another deck (the unsaved-changes question, if any, is asked first, and its default Save keeps
the card where it was); a filter that leaves one card opens it; a new card's author is the name
in the settings (:func:`author_name`); a deleted card comes back with Ctrl+Z or "Undo delete".
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.canvas import MapCanvas
from geoquiz.app.cards import gis_import_dialog as authoring
from geoquiz.app.cards.card_form import CardForm, spelled_out
from geoquiz.app.cards.card_list import CardList, collated
from geoquiz.app.cards.deck_map import DeckMap
from geoquiz.app.cards.deck_panel import DeckPanel
from geoquiz.app.cards.dialogs import DeckPickerDialog
from geoquiz.app.cards.outline import OutlineEditor, parse_areas
from geoquiz.db.card_service import CardGoneError, CardService, DeletedCard, DuplicateCardError
from geoquiz.db.cards import CONTROL, CardData, InvalidCardError, Problem
from geoquiz.db.errors import DatabaseError, short_error
from geoquiz.db.session import Database, open_database
from geoquiz.db.solutions import OffBoardError, Solution

__all__ = ["AUTHOR_KEY", "CardEditorScreen", "author_name", "set_author_name"]

#: The settings key of the user's name, the author of every new card.
AUTHOR_KEY = "cards/author"


def author_name() -> str:
    """The user's name as card author (the settings), "" when none was given."""
    from geoquiz.app.runtime.i18n import settings

    value = settings().value(AUTHOR_KEY, "")
    return value.strip() if isinstance(value, str) else ""


def set_author_name(name: str) -> None:
    """Remember the user's name as the author of new cards (and decks)."""
    from geoquiz.app.runtime.i18n import settings

    store = settings()
    store.setValue(AUTHOR_KEY, name.strip())
    store.sync()


class CardEditorScreen(QWidget):
    """The card authors' screen (start-screen entry and ``geoquiz screenshot cards``)."""

    back_requested = Signal()

    def __init__(
        self, lang: str = "en", parent: QWidget | None = None, *, url: str | None = None
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.db: Database | None = None
        self.service: CardService | None = None
        self.card_id: int | None = None
        self.solutions: list[Solution] = []
        self.last_error: str | None = None
        self._loading = False
        self._saved_state: tuple[object, ...] = ()
        #: the deleted cards, the last one last (Ctrl+Z / "Undo delete" restores it)
        self.deleted: list[DeletedCard] = []
        #: the place's warnings (two solutions, off the board) beside the text hints
        self._place_warnings: list[str] = []
        self.deck_map: DeckMap | None = None
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
        self.service = CardService(self.db)
        self.refresh_decks()
        self.refresh_list()
        self.new_card()

    # ================================================================== layout
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        self.deck_panel = DeckPanel(self)
        self.deck_panel.back_requested.connect(self.go_back)
        outer.addWidget(self.deck_panel)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(splitter, 1)

        self.card_list = self.list_box = CardList(self)
        self.card_list.filters_changed.connect(self._filters_changed)
        self.card_list.card_chosen.connect(self._on_select)
        splitter.addWidget(self.card_list)
        # the list's and the form's widgets, where the tests look for them
        cl = self.card_list
        self.search_edit = cl.search_edit
        self.deck_filter = cl.deck_filter
        self.colour_filter = cl.colour_filter
        self.two_filter = cl.two_filter
        self.review_filter = cl.review_filter
        self.table = cl.table

        self.form = self.form_box = CardForm(self)
        self.form.place_edited.connect(self.update_solution)
        self.form.search_requested.connect(lambda _text: self._search_from_field())
        self.form.place_chosen.connect(self.choose_place)
        self.form.outline_typed.connect(self._outline_typed)
        self.form.texts_edited.connect(self._show_warnings)
        self.form.ring_chosen.connect(lambda area, ring: self.outline.select(area, ring))
        self.form.drawing_toggled.connect(lambda on: self.outline.set_active(on))
        self.form.undo_requested.connect(self._undo_vertex)
        self.form.clear_outline_requested.connect(lambda: self.outline.clear())
        self.form.new_requested.connect(self._ask_new_card)
        self.form.save_requested.connect(self.save)
        self.form.delete_requested.connect(self._ask_delete_card)
        self.form.transfer_requested.connect(self._ask_transfer)
        f = self.form  # its widgets, for the tests and the GIS dialogs
        self.deck_combo = f.deck_combo
        self.colour_combo = f.colour_combo
        self.place_search = f.place_search
        self.place_results = f.place_results
        self.title_edit = f.title_edit
        self.prompt_de_edit = f.prompt_de_edit
        self.prompt_en_edit = f.prompt_en_edit
        self.explanation_edit = f.explanation_edit
        self.lat_edit = f.lat_edit
        self.lon_edit = f.lon_edit
        self.draw_button = f.draw_button
        self.outline_edit = f.outline_edit
        self.source_edit = f.source_edit
        self.author_edit = f.author_edit
        self.review_check = f.review_check
        self.solution_label = f.solution_label
        self.solution_words = f.solution_words
        self.warning_label = f.warning_label
        self.save_button = f.save_button
        splitter.addWidget(self.form)

        # ---- map
        from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany

        self.map_tabs = QTabWidget(self)
        self.canvas = MapCanvas(GERMANY_EXTENT, self)
        build_germany(self.canvas)
        self.canvas.clicked.connect(self._on_map_click)
        self.outline: OutlineEditor = OutlineEditor(self.canvas)
        self.outline.changed.connect(self._outline_drawn)
        self.outline.selection_changed.connect(lambda _a, _r: self._show_rings())
        self.map_tabs.addTab(self.canvas, self.tr("Card on the map"))
        self._deck_tab = QWidget(self)  # the deck map is built when first shown
        QVBoxLayout(self._deck_tab).setContentsMargins(0, 0, 0, 0)
        self.map_tabs.addTab(self._deck_tab, self.tr("Deck on the map"))
        self.map_tabs.currentChanged.connect(self._tab_changed)
        splitter.addWidget(self.map_tabs)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 3)
        # the list keeps room for its solution column (at 1280 px too); the form takes what its
        # fields need; the board the rest
        splitter.setSizes([460, 380, 760])
        status_row = QHBoxLayout()
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # shows card titles: never HTML
        status_row.addWidget(self.status, 1)
        self.undo_delete_button = QPushButton(self.tr("Undo delete"), self)
        self.undo_delete_button.setToolTip(self.tr("Put the last deleted card back (Ctrl+Z)"))
        self.undo_delete_button.clicked.connect(self.undo_delete)
        self.undo_delete_button.hide()
        status_row.addWidget(self.undo_delete_button)
        outer.addLayout(status_row)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self, self.save)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo)
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
        """Ask about unsaved changes: "save", "discard" or "cancel" (tests replace this).

        The default (Enter) is Save: the card is saved where the form shows it, and nothing but
        the author's own choice changes the form's deck (:meth:`refresh_decks`).
        """
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

    # the messages with a count: ``tr`` here, where the catalogue reads their plural forms
    def tolerance_changed(self, deck: str, km: float, changed: int) -> None:
        self._info(
            self.tr("Tolerance of “%1” set to %2 km; cards with new solutions: %n.", "", changed)
            .replace("%1", deck)
            .replace("%2", f"{km:g}")
        )

    def deck_updated(self, deck: str, added: int, changed: int, removed: int) -> None:
        self._info(
            self.tr("Deck “%1” updated. Cards added: %2, changed: %3, removed: %4.")
            .replace("%1", deck)
            .replace("%2", str(added))
            .replace("%3", str(changed))
            .replace("%4", str(removed))
        )

    def cards_imported(self, count: int) -> None:
        self._info(self.tr("Cards imported: %n.", "", count))
        self.refresh_list()

    def _mark_saved(self) -> None:
        self._saved_state = self.form.state()

    def has_unsaved_changes(self) -> bool:
        """True when the form differs from the stored card (or a new card has a place or text)."""
        if self.db is None:
            return False
        state, saved = self.form.state(), self._saved_state
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
        """Every deck as ``(id, name, enabled)`` (the GIS import dialog offers them)."""
        assert self.service is not None
        return [(d.id, d.name, d.enabled) for d in self.service.decks()]

    def refresh_decks(self, select: str | None = None) -> None:
        """Reload the deck choosers; ``select`` names a deck just made or filled.

        The form's deck follows ``select`` only for a blank new card: a stored card, or a new
        one the author has written into, stays in its deck (a new deck or an import must not
        move the open card — the unsaved-changes question's Save would store it there).
        """
        if self.service is None:
            return
        decks = self.service.decks()
        follow = select is not None and self.card_id is None and not self.has_unsaved_changes()
        self._loading = True
        self.card_list.set_decks(decks)
        self.form.set_decks(decks, select if follow else None)
        self._loading = False
        if follow:
            self._mark_saved()

    def current_deck(self) -> tuple[int, str] | None:
        """The deck chosen in the form (id, name)."""
        return self.form.current_deck()

    def refresh_list(self) -> None:
        """Reload the card list (and the deck map) with the current filters."""
        if self.service is None or self._loading:
            return
        rows = collated(self.service.rows(self.card_list.filters()), self.lang)
        self.card_list.show_rows(rows, self.card_id)
        self.card_list.count_label.setText(self.tr("Cards: %n", "", len(rows)))
        self._show_live_solution()
        self._refresh_deck_map()

    def _filters_changed(self) -> None:
        """A filter or the search changed: the list shows the cards it leaves; when that is
        one card, it is opened (unless the open card has unsaved changes: then a click opens
        it, after the question)."""
        if self._loading:
            return
        self.refresh_list()
        ids = self.card_list.card_ids()
        if len(ids) == 1 and ids[0] != self.card_id and not self.has_unsaved_changes():
            self.load_card(ids[0])
            self.card_list.select(self.card_id)

    # ================================================================== the deck map
    def _tab_changed(self, index: int) -> None:
        if index == 1:
            self.show_deck_map()

    def show_deck_map(self) -> DeckMap:
        """Show the "Deck on the map" tab (built the first time) with the list's cards."""
        if self.deck_map is None:
            self.deck_map = DeckMap(self._deck_tab)
            self.deck_map.card_chosen.connect(self._on_select)
            layout = self._deck_tab.layout()
            assert layout is not None
            layout.addWidget(self.deck_map)
        if self.map_tabs.currentIndex() != 1:
            self.map_tabs.setCurrentIndex(1)  # comes back here through _tab_changed
        self._refresh_deck_map()
        return self.deck_map

    def _refresh_deck_map(self) -> None:
        if self.deck_map is None or self.service is None or self.map_tabs.currentIndex() != 1:
            return
        self.deck_map.show_cards(self.service.map_rows(self.card_list.filters()), self.card_id)

    def visible_titles(self) -> list[str]:
        """The titles in the list, top to bottom (without the review flag)."""
        return self.card_list.visible_titles()

    def _on_select(self, card_id: int) -> None:
        """The author picked a card (in the list or on the deck map): open it."""
        if card_id == self.card_id:
            return
        if not self.keep_or_drop_changes():
            self.card_list.select(self.card_id)
            return
        self.load_card(card_id)
        self.card_list.select(self.card_id)  # saving may have rebuilt the list

    # ================================================================== form
    def new_card(self) -> None:
        """Empty the form for a new card in the current deck."""
        self._loading = True
        self.card_id = None
        self.form.clear()
        self.author_edit.setText(author_name())
        self.outline.set_vertices([])
        self._show_rings()
        self._loading = False
        self.card_list.select(None)
        self.update_solution()
        self._mark_saved()
        if self.deck_map is not None:
            self.deck_map.set_current(None)

    def load_card(self, card_id: int) -> None:
        """Show a stored card in the form."""
        assert self.service is not None
        loaded = self.service.load(card_id)
        if loaded is None:
            return
        data, deck_name = loaded
        self._loading = True
        self.card_id = card_id
        self.form.show_card(data, deck_name)
        self.outline.set_areas(parse_areas(data.outline_wkt))
        self._show_rings()
        self._loading = False
        self.update_solution()
        self._mark_saved()
        self.card_list.select(card_id)
        if self.deck_map is not None:
            self.deck_map.set_current(card_id)

    def form_data(self) -> CardData:
        """The form's card as the validation reads it; ``InvalidCardError`` lists its problems."""
        data, problems = CardService.check(self.form.fields())
        if data is None:
            raise InvalidCardError(problems)
        return data

    def _tolerance(self) -> float:
        deck = self.current_deck()
        if deck is None or self.service is None:
            return 2.0
        return self.service.tolerance(deck[0])

    # ================================================================== live solution
    def spelled_out(self, solution: Solution) -> str:
        """The four stones in words: "W = west · N = north · 12 = square 12 · C = lower left"."""
        return spelled_out(solution)

    @staticmethod
    def _problem_text(problem: Problem) -> str:
        from geoquiz.app.cards.problems import translate_message

        return translate_message(f"{problem.column}: {problem.message}")

    def update_solution(self) -> None:
        """Recompute the solution of the form's place and show it on the board."""
        if self._loading:
            return
        from geoquiz.geo.board import cell_polygon

        self.solutions = []
        self._place_warnings = []
        self.warning_label.clear()
        self.canvas.clear_markers()
        self.canvas.clear_highlight()
        fields = self.form.fields()
        place = CardService.place(fields)
        if not place.given:
            self.form.show_no_place()
            self._show_warnings()
            self._show_live_solution()
            return
        if place.problems:
            self._place_warnings = [self._problem_text(place.problems[0])]
            self.form.show_no_solution(self._place_warnings[0])
            self._show_warnings()
            self._show_live_solution()
            return
        deck = self.current_deck()
        if self.service is None:
            return
        try:
            self.solutions = self.service.solutions(place, None if deck is None else deck[0])
        except (OffBoardError, ValueError) as exc:
            self._place_warnings = [self._error_text(exc)]
            self.form.show_no_solution(self._place_warnings[0])
            self._show_warnings()
            self._show_live_solution()
            return
        warnings = []
        if len(self.solutions) > 1:
            warnings.append(
                self.tr(
                    "Close to a dividing line: the card gets two solutions. "
                    "Move the place if only one is meant."
                )
                if place.outline_wkt is None
                else self.tr("The area spreads over two quadrants: the card gets two solutions.")
            )
        self._place_warnings = warnings
        self.form.show_solutions(self.solutions, [])
        self._show_warnings()
        self.canvas.set_highlight([cell_polygon(s) for s in self.solutions])
        if place.lat is not None and place.lon is not None:
            self.canvas.add_marker(place.lon, place.lat, str(fields["title"]).strip())
        self._show_live_solution()

    def _show_warnings(self) -> None:
        """The warning line: the place's warnings, then the hints of the card's front (title and
        prompts, as typed now: refreshed on every key), and a text the card cannot hold."""
        if self._loading:
            return
        fields = self.form.fields()
        warnings = list(self._place_warnings)
        for column, edit in (
            ("title", self.title_edit),
            ("prompt_de", self.prompt_de_edit),
            ("prompt_en", self.prompt_en_edit),
            ("explanation", self.explanation_edit),
        ):
            if CONTROL.search(edit.text()):
                warnings.append(
                    self._problem_text(Problem(0, column, "contains a control character"))
                )
        if self.solutions:
            place = CardService.place(fields)
            hint_data = CardData(
                colour=str(fields["colour"]),
                title=str(fields["title"]).strip(),
                prompt_de=str(fields["prompt_de"]).strip(),
                prompt_en=str(fields["prompt_en"]).strip(),
                lat=place.lat,
                lon=place.lon,
                outline_wkt=place.outline_wkt,
            )
            warnings.append(authoring.hint_text(hint_data, self.solutions))
        self.warning_label.setText(" ".join(w for w in warnings if w))

    def _show_live_solution(self) -> None:
        """The open card's row shows the solution the form computes now."""
        if self.card_id is None:
            return
        live = " / ".join(str(s) for s in self.solutions) if self.solutions else None
        self.card_list.set_live_solution(self.card_id, live)

    # ================================================================== setting the place
    def search_place(self, text: str) -> list[object]:
        """Fill the result list with gazetteer matches for ``text``; return them."""
        from geoquiz.geo import gazetteer

        places = gazetteer.search(text, country="DE", limit=12) if text.strip() else []
        self.form.show_places(list(places))
        if not places:
            self._info(self.tr("No place found for “%1”.").replace("%1", text))
        return list(places)

    def _search_from_field(self) -> None:
        places = self.search_place(self.place_search.text())
        if places:
            self.choose_place(places[0].geonameid)  # type: ignore[attr-defined]

    def choose_place(self, geonameid: int) -> None:
        """Take a gazetteer place: its point and GeoNames id; fill an empty title and prompts."""
        from geoquiz.geo import gazetteer

        place = gazetteer.get(geonameid)
        self._loading = True
        self.form.fill_from_place(place)
        self._loading = False
        self.set_point(place.lat, place.lon)

    def set_point(self, lat: float, lon: float) -> None:
        """Set the card's point (typed, clicked or found)."""
        self.form.set_point(lat, lon)
        self.update_solution()

    def _on_map_click(self, lon: float, lat: float) -> None:
        if self.outline.active:
            self.outline.add_vertex(lon, lat)
        else:
            self.set_point(lat, lon)

    def _undo_vertex(self) -> None:
        self.outline.undo()

    def undo(self) -> None:
        """Ctrl+Z: the last outline edit, else the last deletion of a card."""
        if self.outline.can_undo():
            self.outline.undo()
        elif self.deleted:
            self.undo_delete()

    def _outline_drawn(self, _ring: list[tuple[float, float]]) -> None:
        # every ring is written back, the ones not touched exactly as they were read
        self.outline_edit.setText(self.outline.wkt() or "")
        self._show_rings()
        self.update_solution()

    def _outline_typed(self, text: str) -> None:
        self.outline.set_areas(parse_areas(text), record=True)
        self._show_rings()
        self.update_solution()

    def _show_rings(self) -> None:
        """The ring chooser: each ring of the outline with its vertex count."""
        rings = []
        for area, sizes in enumerate(self.outline.ring_sizes()):
            for ring, count in enumerate(sizes):
                label = (
                    self.tr("area %1, outer ring (%n points)", "", count)
                    if ring == 0
                    else self.tr("area %1, hole %2 (%n points)", "", count)
                )
                rings.append(
                    (area, ring, label.replace("%1", str(area + 1)).replace("%2", str(ring)))
                )
        self.form.set_rings(rings, self.outline.selected)

    # ================================================================== saving
    def save(self) -> bool:
        """Store the form as a new or changed card; show errors as dialogs."""
        if self.service is None:
            return False
        deck = self.current_deck()
        if deck is None:
            self._fail(self.tr("Create a deck first."))
            return False
        fields = self.form.fields()
        try:
            self.card_id, labels = self.service.save(self.card_id, deck[0], fields)
        except DuplicateCardError as exc:
            self._fail(self._duplicate_text(exc))
            return False
        except CardGoneError:
            self._fail(self._error_text(ValueError(self.tr("The card no longer exists."))))
            return False
        except Exception as exc:  # every failure becomes a readable dialog, never a traceback
            self._fail(self._error_text(exc))
            return False
        title = str(fields["title"]).strip()
        self._info(self.tr("Saved “%1”: %2").replace("%1", title).replace("%2", labels))
        self._mark_saved()
        self.refresh_list()
        return True

    def _duplicate_text(self, exc: DuplicateCardError) -> str:
        return (
            self.tr("The deck “%1” has a card “%2” at the same place already.")
            .replace("%1", exc.deck)
            .replace("%2", exc.title)
        )

    def _ask_delete_card(self) -> None:
        if self.card_id is None or self.service is None:
            return
        if not self.confirm(self.tr("Delete the card “%1”?").replace("%1", self.title_edit.text())):
            return
        self.delete_card()

    def delete_card(self) -> bool:
        """Delete the open card (the caller has asked); Ctrl+Z or "Undo delete" brings it back."""
        if self.card_id is None or self.service is None:
            return False
        gone = self.service.delete_card(self.card_id)
        self.new_card()
        self.refresh_list()
        if gone is not None:
            self.deleted.append(gone)
            self.undo_delete_button.show()
            self._info(self.tr("Deleted “%1”. Ctrl+Z puts it back.").replace("%1", gone.data.title))
        return gone is not None

    def undo_delete(self) -> bool:
        """Put the last deleted card back into its deck and open it."""
        if not self.deleted or self.service is None:
            return False
        if not self.keep_or_drop_changes():
            return False
        gone = self.deleted[-1]
        try:
            card_id = self.service.restore(gone)
        except DuplicateCardError as exc:
            self._fail(self._duplicate_text(exc))
            return False
        except Exception as exc:  # a deck full or gone: one readable line
            self._fail(self._error_text(exc))
            return False
        self.deleted.pop()
        self.undo_delete_button.setVisible(bool(self.deleted))
        self.refresh_decks()
        self.refresh_list()
        self.load_card(card_id)
        self._info(self.tr("“%1” is back.").replace("%1", gone.data.title))
        return True

    def transfer(self, deck_name: str, *, move: bool) -> bool:
        """Move or copy the shown card into another deck."""
        if self.card_id is None or self.service is None:
            return False
        try:
            shown = self.service.transfer(self.card_id, deck_name, move=move)
        except DuplicateCardError as exc:
            self._fail(self._duplicate_text(exc))
            return False
        except Exception as exc:
            self._fail(self._error_text(exc))
            return False
        if shown is None:
            return False
        self.card_id = shown
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

    # ================================================================== decks (the deck panel)
    def create_deck(self, name: str) -> bool:
        return self.deck_panel.create_deck(name)

    def rename_deck(self, name: str) -> bool:
        return self.deck_panel.rename_deck(name)

    def toggle_deck_enabled(self) -> None:
        self.deck_panel.toggle_enabled()

    def set_tolerance(self, km: float) -> bool:
        """Change the form deck's near-line tolerance; its cards' solutions are recomputed."""
        return self.deck_panel.set_tolerance(km)

    def delete_deck(self) -> bool:
        """Delete the form's deck with all its cards, after confirmation."""
        return self.deck_panel.delete_deck()

    def import_path(self, path: Path, deck_name: str | None = None, *, ask: bool = True) -> int:
        """Import a CSV/JSON file (see :meth:`DeckPanel.import_path`); the number imported."""
        return self.deck_panel.import_path(path, deck_name, ask=ask)

    def export_path(self, path: Path, *, all_decks: bool = False) -> bool:
        """Export the form's deck (or all decks) to CSV, JSON or GeoJSON by the file's suffix."""
        return self.deck_panel.export_path(path, all_decks=all_decks)

    def _ask_import(self) -> None:
        self.deck_panel.ask_import()

    def _ask_export(self) -> None:
        self.deck_panel.ask_export()
