"""The card editor through pytest-qt: type "Minden", see W N 12 C, save, filter, decks, outline."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from geoquiz.app.cards.editor import CardEditorScreen
from geoquiz.app.cards.outline import outline_wkt, parse_vertices
from geoquiz.db import repository as repo
from geoquiz.db.session import close_all, open_database


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    url = f"sqlite:///{tmp_path / 'editor.sqlite3'}"
    db = open_database(url, load_shipped=False)
    with db.session() as s:
        repo.create_deck(s, "Mein Deck")
        other = repo.create_deck(s, "Andere")
        repo.add_card(s, other, repo.CardData("blue", "Dom", "Wo?", lat=50.941, lon=6.958))
    yield url
    close_all()


@pytest.fixture
def editor(qtbot, url: str) -> CardEditorScreen:  # type: ignore[no-untyped-def]
    screen = CardEditorScreen("en", url=url)
    qtbot.addWidget(screen)
    screen.resize(1400, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.confirm = lambda message: True  # type: ignore[method-assign]
    # closing at teardown must not open a modal "unsaved changes" question
    screen.ask_unsaved = lambda title: "discard"  # type: ignore[method-assign]
    return screen


def test_type_minden_see_solution_and_save(qtbot, editor: CardEditorScreen, url: str) -> None:  # type: ignore[no-untyped-def]
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    qtbot.keyClicks(editor.place_search, "Minden")
    qtbot.keyClick(editor.place_search, Qt.Key.Key_Return)
    assert editor.solution_label.text() == "W N 12 C"
    assert "C = lower left" in editor.solution_words.text()
    assert editor.title_edit.text() == "Minden"
    assert editor.source_edit.text().startswith("geonames:")
    assert editor.canvas.markers()  # the place is pinned on the board
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.last_error is None
    assert "Minden" in editor.visible_titles()
    with open_database(url).session() as s:
        (card,) = repo.list_cards(s, search="Minden")
        assert card.deck.name == "Mein Deck"
        assert [str(x) for x in repo.solutions_of(card)] == ["W N 12 C"]


def test_typed_coordinates_near_line_warn_and_off_board_errors(
    editor: CardEditorScreen,
) -> None:
    editor.lat_edit.setText("52,0005")
    editor.lon_edit.setText("8.5")
    editor.update_solution()
    assert editor.solution_label.text() == "W N 12 C  /  W M 2 A"
    assert "two solutions" in editor.warning_label.text()
    editor.set_point(48.857, 2.352)  # Paris
    assert editor.solutions == []
    assert "not on the board" in editor.warning_label.text()
    editor.title_edit.setText("Paris")
    editor.prompt_de_edit.setText("Wo liegt Paris?")
    assert editor.save() is False
    assert editor.last_error is not None and "not on the board" in editor.last_error
    assert "Traceback" not in editor.last_error


def test_map_click_sets_point(qtbot, editor: CardEditorScreen) -> None:  # type: ignore[no-untyped-def]
    editor.canvas.fit_home()
    pos = editor.canvas.view_pos(8.917, 52.289)
    qtbot.mouseClick(editor.canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert editor.solution_label.text().startswith("W N 12 C")
    assert abs(float(editor.lat_edit.text()) - 52.289) < 0.05


def test_draw_outline_drag_and_undo(qtbot, editor: CardEditorScreen) -> None:  # type: ignore[no-untyped-def]
    editor.canvas.fit_home()
    editor.draw_button.setChecked(True)
    vp = editor.canvas.viewport()
    for lon, lat in [(10.2, 51.7), (10.8, 51.95), (11.3, 51.6)]:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=editor.canvas.view_pos(lon, lat))
    assert len(editor.outline.vertices) == 3
    assert editor.outline_edit.text().startswith("POLYGON")
    assert editor.solutions  # solved by the area rule
    # drag the last vertex somewhere else
    start = editor.canvas.view_pos(11.3, 51.6)
    end = editor.canvas.view_pos(11.6, 51.4)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    lon, lat = editor.outline.vertices[2]
    assert abs(lon - 11.6) < 0.05 and abs(lat - 51.4) < 0.05
    editor.outline.undo()
    lon, lat = editor.outline.vertices[2]
    assert abs(lon - 11.3) < 0.05
    editor.outline.undo()
    assert len(editor.outline.vertices) == 2
    assert editor.outline_edit.text() == ""


def test_outline_wkt_helpers() -> None:
    wkt = outline_wkt([(8.0, 50.0), (9.0, 50.0), (9.0, 51.0)])
    assert wkt == "POLYGON ((8.0000 50.0000, 9.0000 50.0000, 9.0000 51.0000, 8.0000 50.0000))"
    assert parse_vertices(wkt) == [(8.0, 50.0), (9.0, 50.0), (9.0, 51.0)]
    assert parse_vertices("nonsense") == []
    assert outline_wkt([(1.0, 2.0)]) is None


def test_filters_and_decks(editor: CardEditorScreen) -> None:
    assert editor.visible_titles() == ["Dom"]
    editor.colour_filter.setCurrentIndex(editor.colour_filter.findData("yellow"))
    assert editor.visible_titles() == []
    editor.colour_filter.setCurrentIndex(0)
    editor.search_edit.setText("do")
    assert editor.visible_titles() == ["Dom"]
    editor.search_edit.setText("")
    editor.two_filter.setChecked(True)
    assert editor.visible_titles() == []
    editor.two_filter.setChecked(False)

    assert editor.create_deck("Schule")
    assert editor.create_deck("Schule") is False
    assert editor.last_error is not None and "exists" in editor.last_error
    assert editor.deck_combo.currentText() == "Schule"
    assert editor.rename_deck("Schule 7b")
    editor.toggle_deck_enabled()
    assert "(disabled)" in " ".join(
        editor.deck_filter.itemText(i) for i in range(editor.deck_filter.count())
    )
    editor.load_card(editor.table.item(0, 0).data(Qt.ItemDataRole.UserRole))
    assert editor.title_edit.text() == "Dom"
    assert editor.transfer("Schule 7b", move=False)
    assert sorted(editor.visible_titles()) == ["Dom", "Dom"]
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Schule 7b"))
    assert editor.delete_deck()
    assert editor.visible_titles() == ["Dom"]


def test_import_and_export(editor: CardEditorScreen, tmp_path: Path) -> None:
    good = tmp_path / "good.csv"
    good.write_text("colour,title,prompt_de,lat,lon\nyellow,Minden,Wo?,52.289,8.917\n", "utf-8")
    assert editor.import_path(good, "Mein Deck", ask=False) == 1
    bad = tmp_path / "bad.csv"
    bad.write_text("colour,title,prompt_de,lat,lon\npurple,X,Wo?,52.289,8.917\n", "utf-8")
    assert editor.import_path(bad, "Mein Deck", ask=False) == 0
    assert editor.last_error is not None
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    out = tmp_path / "out.csv"
    assert editor.export_path(out)
    assert "W N 12 C" in out.read_text("utf-8")


def test_broken_database_shows_message(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(b"garbage" * 100)
    screen = CardEditorScreen("en", url=f"sqlite:///{path}")
    qtbot.addWidget(screen)
    assert screen.last_error is not None and "left untouched" in screen.last_error
    assert not screen.form_box.isEnabled()
    close_all()


def test_import_report_dialog_offers_valid_rows(
    editor: CardEditorScreen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog

    from geoquiz.app.cards import dialogs

    shown: list[list[str]] = []

    def fake_exec(self: dialogs.ImportReportDialog) -> int:
        shown.append([self.table.item(r, 1).text() for r in range(self.table.rowCount())])
        assert self.import_button is not None
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.ImportReportDialog, "exec", fake_exec)
    mixed = tmp_path / "mixed.csv"
    mixed.write_text(
        "colour,title,prompt_de,lat,lon\nyellow,Minden,Wo?,52.289,8.917\npurple,X,Wo?,52,9\n",
        "utf-8",
    )
    assert editor.import_path(mixed, "Gemischt") == 1
    assert shown == [["colour"]]
    assert "Minden" in editor.visible_titles()


def test_tolerance_change_recomputes(editor: CardEditorScreen, url: str) -> None:
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    editor.title_edit.setText("Am Strich")
    editor.prompt_de_edit.setText("Wo?")
    editor.set_point(52.0005, 8.5)
    assert editor.save()
    assert editor.set_tolerance(0.0)
    assert editor.solution_label.text() == "W N 12 C"
    with open_database(url).session() as s:
        (card,) = repo.list_cards(s, search="Am Strich")
        assert [str(x) for x in repo.solutions_of(card)] == ["W N 12 C"]


def test_german_catalogue(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("de")
    try:
        screen = CardEditorScreen("de", url=url)
        qtbot.addWidget(screen)
        screen.ask_unsaved = lambda title: "discard"  # type: ignore[method-assign]
        assert screen.save_button.text() == "Speichern"
        screen.set_point(52.289, 8.917)
        assert "C = unten links" in screen.solution_words.text()
        screen.set_point(48.857, 2.352)
        assert screen.warning_label.text().startswith("Dieser Ort liegt nicht auf dem Spielbrett")
    finally:
        install_translators("en")


def test_done_when_type_minden_save_export_via_ui_import_into_fresh_database(  # type: ignore[no-untyped-def]
    qtbot, editor: CardEditorScreen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's "Done when" path: typed, seen, saved, exported by the Export… action, and
    imported by ``geoquiz cards import`` into a fresh database, where the card has its solution."""
    from PySide6.QtWidgets import QFileDialog

    from geoquiz.app.cli import main as cli

    assert editor.create_deck("Neue Karten")
    qtbot.keyClicks(editor.place_search, "Minden")
    qtbot.keyClick(editor.place_search, Qt.Key.Key_Return)
    assert editor.solution_label.text() == "W N 12 C"
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    out = tmp_path / "neue.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), ""))
    )
    editor._ask_export()
    assert "Minden" in out.read_text("utf-8")
    close_all()
    fresh = f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.cards",))
    assert cli.main(["cards", "import", str(out), "--db", fresh]) == 0
    with open_database(fresh).session() as s:
        (card,) = repo.list_cards(s, search="Minden", deck_id=repo.deck_by_name(s, "neue").id)
        assert [str(x) for x in repo.solutions_of(card)] == ["W N 12 C"]
        assert card.source is not None and card.source.startswith("geonames:")


def test_unsaved_changes_are_not_lost_on_back_new_or_select(editor: CardEditorScreen) -> None:
    answers: list[str] = []
    editor.ask_unsaved = lambda title: answers.pop(0)  # type: ignore[method-assign]
    backs: list[bool] = []
    editor.back_requested.connect(lambda: backs.append(True))
    editor.go_back()  # nothing typed: leaves without asking
    assert backs == [True]
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    assert not editor.has_unsaved_changes()  # a blank card in another deck holds nothing
    editor.set_point(52.289, 8.917)
    editor.title_edit.setText("Minden")
    editor.prompt_de_edit.setText("Wo liegt Minden?")
    assert editor.has_unsaved_changes()
    answers.append("cancel")
    editor.go_back()
    assert backs == [True] and editor.title_edit.text() == "Minden"
    answers.append("cancel")
    editor.table.selectRow(0)  # another card: the author chose to stay
    assert editor.title_edit.text() == "Minden" and editor.card_id is None
    answers.append("save")
    editor.go_back()
    assert backs == [True, True] and editor.card_id is not None
    assert "Minden" in editor.visible_titles()
    editor.title_edit.setText("Minden an der Weser")
    answers.append("discard")
    editor._ask_new_card()
    assert editor.title_edit.text() == "" and not answers
    editor.title_edit.setText("Porta Westfalica")
    answers.append("cancel")
    assert editor.close() is False  # closing the app: the author chose to stay
    answers.append("discard")
    assert editor.close() is True
    editor.ask_unsaved = lambda title: "discard"  # type: ignore[method-assign]


def test_second_place_search_replaces_filled_in_fields(editor: CardEditorScreen) -> None:
    editor.place_search.setText("Minden")
    editor._search_from_field()
    editor.explanation_edit.setText("An der Porta Westfalica")  # typed by the author: stays
    editor.place_search.setText("Hameln")
    editor._search_from_field()
    assert editor.title_edit.text() == "Hameln"
    assert editor.prompt_de_edit.text() == "Wo liegt Hameln?"
    assert editor.explanation_edit.text() == "An der Porta Westfalica"


def test_import_problems_and_off_board_are_shown_in_german(qapp) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.cards.problems import off_board_details, translate_message
    from geoquiz.app.runtime.i18n import install_translators

    install_translators("de")
    try:
        assert translate_message("'abc' is not a number") == "„abc“ ist keine Zahl"
        assert translate_message("duplicate (same title and place) of row 3") == (
            "doppelt (gleicher Titel und Ort) mit Zeile 3"
        )
        assert translate_message("48.857°N 2.352°E is not on the board: 301 km from Germany") == (
            "48.857°N 2.352°E liegt nicht auf dem Spielbrett: 301 km von Deutschland entfernt"
        )
        assert off_board_details("1.000°N 2.000°E is not on the board: 25.3 km from Germany") == (
            "1.000°N 2.000°E, 25.3 km von Deutschland entfernt"
        )
        assert translate_message("something new") == "something new"  # unknown: shown as is
    finally:
        install_translators("en")
    assert translate_message("the row is empty") == "the row is empty"


def test_every_import_problem_has_a_german_sentence(qapp) -> None:  # type: ignore[no-untyped-def]
    """If db.cardio words a problem differently, the pattern in app.cards.problems must follow."""
    from geoquiz.app.cards.problems import translate_message
    from geoquiz.app.runtime.i18n import install_translators
    from geoquiz.db.cardio import read_csv_rows, validate_rows

    text = (
        "colour,title,prompt_de,lat,lon,outline_wkt,needs_review,extra\n"
        "purple,,,abc,inf,,vielleicht,1\n"
        ",,,,,,,\n"
        "green,A,Wo?,,,POINT (9 52),,\n"
        "green,B,Wo?,,,POLYGON ((1 2,,\n"
        'green,C,Wo?,,,"POLYGON ((0 0, 1 0, 1 1, 0 0))",,\n'
        "yellow,D,Wo?,52,9,,,\n"
        "yellow,D,Wo?,52,9,,,\n"
        "yellow,E\x01,Wo?,52,9,,,\n"
        f"yellow,{'x' * 201},Wo?,95,9,,,\n"
    )
    header, rows = read_csv_rows(text)
    messages = {p.message for p in validate_rows(rows, header=header).problems}
    messages |= {
        p.message
        for rows_ in ([], [{"colour": "gelb"}] * 3)
        for p in validate_rows(rows_, header=["colour", "title"]).problems
    }
    assert len(messages) >= 12
    install_translators("de")
    try:
        untranslated = [m for m in messages if translate_message(m) == m]
    finally:
        install_translators("en")
    assert untranslated == []


def test_import_action_asks_for_the_target_deck(
    editor: CardEditorScreen, url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    src = tmp_path / "klasse7.csv"
    src.write_text("colour,title,prompt_de,lat,lon\nyellow,Minden,Wo?,52.289,8.917\n", "utf-8")
    offered: list[list[str]] = []

    def get_item(parent, title, label, items, current, editable):  # type: ignore[no-untyped-def]
        offered.append(list(items))
        return "Mein Deck", True

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: (str(src), "")))
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    editor._ask_import()
    assert offered == [["klasse7", "Andere", "Mein Deck"]]
    with open_database(url).session() as s:
        deck = repo.deck_by_name(s, "Mein Deck")
        assert deck is not None
        assert [c.title for c in repo.list_cards(s, deck_id=deck.id)] == ["Minden"]
        assert repo.deck_by_name(s, "klasse7") is None


def test_needs_review_flag_and_filter(editor: CardEditorScreen) -> None:
    editor.load_card(editor.table.item(0, 0).data(Qt.ItemDataRole.UserRole))
    editor.review_filter.setChecked(True)
    assert editor.visible_titles() == []
    editor.review_check.setChecked(True)
    assert editor.has_unsaved_changes()
    assert editor.save()
    assert editor.visible_titles() == ["Dom"]
    assert editor.table.item(0, 0).text() == "⚑ Dom"  # flagged in the list
    editor.review_filter.setChecked(False)


def test_broken_database_message_in_german(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.runtime.i18n import install_translators

    path = tmp_path / "kaputt.sqlite3"
    path.write_bytes(b"kein SQLite" * 100)
    install_translators("de")
    try:
        screen = CardEditorScreen("de", url=f"sqlite:///{path}")
        qtbot.addWidget(screen)
        assert screen.last_error is not None
        assert "keine geoquiz-Datenbank" in screen.last_error
        assert "nicht verändert" in screen.last_error
        assert path.read_bytes() == b"kein SQLite" * 100
    finally:
        install_translators("en")
        close_all()


def test_move_with_unsaved_changes_asks_first(
    editor: CardEditorScreen, url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog

    from geoquiz.app.cards import dialogs

    monkeypatch.setattr(dialogs.DeckPickerDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(dialogs.DeckPickerDialog, "deck", lambda self: "Mein Deck")
    editor.load_card(editor.table.item(0, 0).data(Qt.ItemDataRole.UserRole))
    editor.title_edit.setText("Kölner Dom")
    asked: list[str] = []
    editor.ask_unsaved = lambda title: asked.append(title) or "save"  # type: ignore[method-assign]
    editor._ask_transfer(move=True)
    assert asked == ["Kölner Dom"]
    with open_database(url).session() as s:
        (card,) = repo.list_cards(s, search="Kölner Dom")
        assert card.deck.name == "Mein Deck"
    assert editor.title_edit.text() == "Kölner Dom"


# ---------------------------------------------------------------- one validation (db.cards)


FORM_CASES = [
    pytest.param("Minden", "Wo?", "52.289", "8.917", id="point"),
    pytest.param("Minden", "Wo?", "52,289", "8,917", id="decimal-comma"),
    pytest.param("", "Wo?", "52.289", "8.917", id="no-title"),
    pytest.param("x" * 200, "Wo?", "52.289", "8.917", id="title-200"),
    pytest.param("x" * 257, "Wo?", "52.289", "8.917", id="title-257"),
    pytest.param("Minden", "", "52.289", "8.917", id="no-prompt"),
    pytest.param("Minden", "Wo?", "52.289", "", id="half-point"),
    pytest.param("Minden", "Wo?", "abc", "8.917", id="not-a-number"),
    pytest.param("Minden", "Wo?", "", "", id="no-place"),
    pytest.param("Minden", "Wo?", "95", "8.917", id="latitude-out-of-range"),
]


@pytest.mark.parametrize(("title", "prompt", "lat", "lon"), FORM_CASES)
def test_the_editor_saves_exactly_what_the_validation_accepts(
    editor: CardEditorScreen, url: str, title: str, prompt: str, lat: str, lon: str
) -> None:
    from geoquiz.db.cards import validate

    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    editor.title_edit.setText(title)
    editor.prompt_de_edit.setText(prompt)
    editor.lat_edit.setText(lat)
    editor.lon_edit.setText(lon)
    problems = validate(editor.form.fields())
    saved = editor.save()
    assert saved == (not problems), (problems, editor.last_error)
    with open_database(url).session() as s:
        deck = repo.deck_by_name(s, "Mein Deck")
        assert deck is not None
        stored = repo.list_cards(s, deck_id=deck.id)
    assert len(stored) == int(saved)
    if problems:
        # the refusal is the validation's first problem, translated by app/cards/problems
        assert editor.last_error is not None
        assert editor.last_error.startswith(problems[0].column + ":"), editor.last_error


def test_a_too_long_title_is_refused_in_the_editor_as_in_the_importer(
    editor: CardEditorScreen,
) -> None:
    editor.title_edit.setText("x" * 257)
    editor.prompt_de_edit.setText("Wo?")
    editor.set_point(52.289, 8.917)
    assert editor.solution_label.text() == "W N 12 C", "the place is fine; only the title is not"
    assert editor.save() is False
    assert editor.last_error == "title: longer than 200 characters"


def test_live_solution_shows_the_place_problem_of_the_validation(editor: CardEditorScreen) -> None:
    editor.lat_edit.setText("52.289")
    editor.lon_edit.setText("")
    editor.update_solution()
    assert editor.solutions == []
    assert editor.solution_label.text() == "No solution"
    assert editor.warning_label.text().startswith("lon: ")
    editor.lat_edit.setText("")
    editor.update_solution()
    assert editor.solution_label.text() == "No place yet"


def test_card_service_without_qt(url: str) -> None:
    from geoquiz.db.card_service import CardFilter, CardService
    from geoquiz.db.cards import InvalidCardError

    service = CardService(open_database(url))
    decks = {d.name: d.id for d in service.decks()}
    assert set(decks) == {"Andere", "Mein Deck"}
    assert service.deck_name_problem("  ") == "empty"
    assert service.deck_name_problem("Andere") == "exists"
    assert service.deck_name_problem("Andere", decks["Andere"]) is None
    fields = {
        "colour": "yellow",
        "title": "Minden",
        "prompt_de": "Wo liegt Minden?",
        "lat": "52,289",
        "lon": "8.917",
    }
    card_id, labels = service.save(None, decks["Mein Deck"], fields)
    assert labels == "W N 12 C"
    loaded = service.load(card_id)
    assert loaded is not None and loaded[1] == "Mein Deck" and loaded[0].lat == 52.289
    with pytest.raises(InvalidCardError):
        service.save(card_id, decks["Mein Deck"], {**fields, "title": ""})
    rows = service.rows(CardFilter(deck_id=decks["Mein Deck"]))
    assert [(r.title, r.solutions) for r in rows] == [("Minden", "W N 12 C")]
    copy = service.transfer(card_id, "Andere", move=False)
    assert copy is not None and copy != card_id
    assert service.count_cards(decks["Andere"]) == 2
    place = service.place({"lat": "52.0005", "lon": "8.5"})
    assert place.given and not place.problems and (place.lat, place.lon) == (52.0005, 8.5)
    assert [str(s) for s in service.solutions(place, decks["Mein Deck"])] == [
        "W N 12 C",
        "W M 2 A",
    ]
    assert not service.place({"lat": "", "lon": " "}).given
    assert [p.column for p in service.place({"lat": "52", "lon": ""}).problems] == ["lon"]
