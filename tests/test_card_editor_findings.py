"""Issue 31, the card editor: each test is named after what an author hit.

Outlines keep their holes and islands, the unsaved-changes question, search, one duplicate rule,
the author from the settings, undo for delete, front-side hints, the whole deck on the board,
shared decks updated in place, German order, the export's file mode, a NUL in a title.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
import shapely
from PySide6.QtCore import QPointF, Qt

from geoquiz.app.cards.card_list import SOLUTION
from geoquiz.app.cards.editor import CardEditorScreen, author_name, set_author_name
from geoquiz.app.cards.outline import MAX_HANDLES, parse_areas
from geoquiz.db import repository as repo
from geoquiz.db.session import close_all, open_database


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    url = f"sqlite:///{tmp_path / 'findings.sqlite3'}"
    db = open_database(url, load_shipped=False)
    with db.session() as s:
        repo.create_deck(s, "Mein Deck")
        other = repo.create_deck(s, "Andere")
        repo.add_card(
            s, other, repo.CardData("blue", "Dom", "Wo?", lat=50.941, lon=6.958, author="Kim")
        )
        repo.add_card(s, other, repo.CardData("yellow", "Minden", "Wo?", lat=52.289, lon=8.917))
    yield url
    close_all()


@pytest.fixture
def editor(qtbot, url: str) -> CardEditorScreen:  # type: ignore[no-untyped-def]
    screen = CardEditorScreen("en", url=url)
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    screen.show()
    qtbot.waitExposed(screen)
    screen.confirm = lambda message: True  # type: ignore[method-assign]
    screen.ask_unsaved = lambda title: "discard"  # type: ignore[method-assign]
    return screen


def _brandenburg(detail: int = 1) -> str:
    """Brandenburg with its Berlin hole and three islands (detail 0: 4,427 vertices, 92 kB)."""
    from geoquiz.geo.maps import load_layer

    layer = load_layer("de_laender", detail=detail)
    pairs = zip(layer.attrs, layer.geometries, strict=True)
    (geometry,) = [g for a, g in pairs if a["name"] == "Brandenburg"]
    return shapely.to_wkt(geometry, rounding_precision=6, trim=True)


def _card_id(url: str, title: str) -> int:
    with open_database(url).session() as s:
        (card,) = [c for c in repo.list_cards(s) if c.title == title]
        return card.id


# ---------------------------------------------------------------------------------------------
# 1. outlines


def test_dragging_a_vertex_keeps_the_berlin_hole(qtbot, editor: CardEditorScreen, url: str) -> None:  # type: ignore[no-untyped-def]
    wkt = _brandenburg(detail=0)  # as imported: longer than a QLineEdit holds by default
    assert len(wkt) > 32767
    with open_database(url).session() as s:
        deck = repo.deck_by_name(s, "Mein Deck")
        assert deck is not None
        repo.add_card(s, deck, repo.CardData("green", "Brandenburg", "Wo?", outline_wkt=wkt))
    editor.refresh_list()
    card_id = _card_id(url, "Brandenburg")
    editor.load_card(card_id)
    assert editor.solution_label.text() == "O M 4 B  /  O N 14 D"
    assert editor.outline_edit.text() == wkt  # whole, not cut at 32,767 characters
    areas = editor.outline.areas
    assert len(areas) == 4 and len(areas[0]) == 2  # four areas, the first with the Berlin hole
    assert editor.form.ring_combo.count() == 5 and editor.form.ring_combo.isVisible()

    editor.canvas.fit_home()
    editor.draw_button.setChecked(True)
    # a sane number of handles, all on the selected ring (the outer one: 300-odd vertices)
    assert len(areas[0][0]) > MAX_HANDLES
    assert 3 <= editor.outline.handle_count() <= MAX_HANDLES
    # pick the Berlin hole with the chooser, then the outer ring again by clicking its edge
    editor.form.ring_combo.setCurrentIndex(1)
    editor.form.ring_combo.activated.emit(1)
    assert editor.outline.selected == (0, 1)
    assert 3 <= editor.outline.handle_count() <= min(len(areas[0][1]), MAX_HANDLES)

    editor.outline.select(0, 0)
    outer = editor.outline.vertices
    index = next(
        i
        for i in range(len(outer))
        if editor.outline.handle_at(QPointF(editor.canvas.view_pos(*outer[i]))) == i
    )
    lon, lat = outer[index]
    vp = editor.canvas.viewport()
    start = editor.canvas.view_pos(lon, lat)
    end = start + type(start)(4, 3)
    with qtbot.waitSignal(editor.outline.changed):
        qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(vp, pos=end)
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    after = parse_areas(editor.outline_edit.text())
    assert len(after) == 4 and len(after[0]) == 2  # the hole and the islands are still there
    assert after[0][1] == areas[0][1] and after[1:] == areas[1:]  # untouched rings, exactly
    assert after[0][0][index] != areas[0][0][index]  # the dragged vertex moved
    assert editor.solution_label.text() == "O M 4 B  /  O N 14 D"  # the solution did not change
    # the list shows the form's solution at once (italic until saved)
    row = editor.card_list.row_of(card_id)
    assert row is not None
    assert editor.table.item(row, SOLUTION).text() == "O M 4 B / O N 14 D"
    assert editor.save()
    with open_database(url).session() as s:
        card = repo.get_card(s, card_id)
        assert card is not None and card.outline_wkt is not None
        assert len(shapely.from_wkt(card.outline_wkt).geoms[0].interiors) == 1


def test_dragging_a_vertex_shows_a_changed_solution_in_the_list_at_once(
    qtbot, editor: CardEditorScreen, url: str
) -> None:  # type: ignore[no-untyped-def]
    card_id = _card_id(url, "Minden")
    editor.load_card(card_id)
    row = editor.card_list.row_of(card_id)
    assert row is not None and editor.table.item(row, SOLUTION).text() == "W N 12 C"
    editor.set_point(52.0005, 8.5)  # near a line: two solutions
    assert editor.table.item(row, SOLUTION).text() == "W N 12 C / W M 2 A"
    assert editor.table.item(row, SOLUTION).font().italic()
    assert editor.save()
    row = editor.card_list.row_of(card_id)
    assert row is not None and not editor.table.item(row, SOLUTION).font().italic()


# ---------------------------------------------------------------------------------------------
# 2. what the author was doing


def test_unsaved_prompt_defaults_to_what_the_author_was_doing(
    editor: CardEditorScreen, url: str
) -> None:
    asked: list[str] = []

    def ask(title: str) -> str:
        asked.append(title)
        return "save"  # the default button: Enter

    editor.ask_unsaved = ask  # type: ignore[method-assign]
    dom = _card_id(url, "Dom")
    editor.load_card(dom)
    editor.title_edit.setText("Kölner Dom")
    assert editor.create_deck("Neu")
    assert asked == ["Kölner Dom"]  # asked before the deck was made, about the open card
    with open_database(url).session() as s:
        card = repo.get_card(s, dom)
        assert card is not None and card.title == "Kölner Dom" and card.deck.name == "Andere"
    # now a blank card in the new deck: nothing to ask about
    assert editor.card_id is None and editor.deck_combo.currentText() == "Neu"
    assert not editor.has_unsaved_changes()

    # a deck that cannot be made leaves the open card open
    editor.load_card(dom)
    assert editor.create_deck("x" * 200) is False
    assert editor.card_id == dom and editor.last_error is not None
    # a GIS import (or any import) refreshing the decks leaves the open card in its deck
    with open_database(url).session() as s:
        repo.create_deck(s, "Importiert")
    editor.refresh_decks(select="Importiert")
    assert editor.deck_combo.currentText() == "Andere"
    assert not editor.has_unsaved_changes()
    editor.new_card()
    assert asked == ["Kölner Dom"]
    with open_database(url).session() as s:
        card = repo.get_card(s, dom)
        assert card is not None and card.deck.name == "Andere"


def test_search_loads_the_row_it_shows(qtbot, editor: CardEditorScreen, url: str) -> None:  # type: ignore[no-untyped-def]
    minden, dom = _card_id(url, "Minden"), _card_id(url, "Dom")
    editor.load_card(minden)
    editor.search_edit.setText("dom")
    assert editor.visible_titles() == ["Dom"]
    assert editor.card_id == dom and editor.title_edit.text() == "Dom"
    assert editor.card_list.selected_id() == dom
    offered: list[str] = []
    editor.confirm = lambda message: offered.append(message) or False  # type: ignore[method-assign]
    editor._ask_delete_card()
    assert offered and "Dom" in offered[0]
    # a row highlighted before a rebuild is not left selected over another card, and a click on
    # a row opens it even when it is the selected one
    editor.search_edit.setText("")
    editor.new_card()
    rect = editor.table.visualItemRect(editor.table.item(editor.card_list.row_of(minden), 0))
    qtbot.mouseClick(editor.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.card_id == minden


def test_editor_and_importer_share_one_duplicate_rule(
    editor: CardEditorScreen, url: str, tmp_path: Path
) -> None:
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    for _ in range(2):
        editor.new_card()
        editor.title_edit.setText("Detmold")
        editor.prompt_de_edit.setText("Wo liegt Detmold?")
        editor.set_point(51.9387, 8.8791)
        saved = editor.save()
    assert saved is False  # the second "Detmold" at the same place
    assert editor.last_error is not None and "Detmold" in editor.last_error
    assert "\n" not in editor.last_error
    csv = tmp_path / "detmold.csv"
    csv.write_text("colour,title,prompt_de,lat,lon\nyellow,DETMOLD,Wo?,51.9387,8.8791\n", "utf-8")
    assert editor.import_path(csv, "Mein Deck", ask=False) == 0  # the importer refuses it too
    with open_database(url).session() as s:
        deck = repo.deck_by_name(s, "Mein Deck")
        assert deck is not None
        assert [c.title for c in repo.list_cards(s, deck_id=deck.id)] == ["Detmold"]
    # and what the importer took, the editor does not duplicate either
    csv.write_text("colour,title,prompt_de,lat,lon\nyellow,Lemgo,Wo?,52.028,8.901\n", "utf-8")
    assert editor.import_path(csv, "Mein Deck", ask=False) == 1
    editor.new_card()
    editor.title_edit.setText("lemgo")
    editor.prompt_de_edit.setText("Wo?")
    editor.set_point(52.028, 8.901)
    assert editor.save() is False


def test_new_cards_take_the_author_from_the_settings(editor: CardEditorScreen, url: str) -> None:
    set_author_name("Ada Lovelace")
    try:
        editor.load_card(_card_id(url, "Dom"))  # its author is Kim
        assert editor.author_edit.text() == "Kim"
        editor.new_card()
        assert editor.author_edit.text() == "Ada Lovelace"
        editor.deck_panel.set_author_name("Grace Hopper")
        assert author_name() == "Grace Hopper" and editor.author_edit.text() == "Grace Hopper"
        assert not editor.has_unsaved_changes()
    finally:
        set_author_name("")


def test_a_deleted_card_comes_back_with_ctrl_z(qtbot, editor: CardEditorScreen, url: str) -> None:  # type: ignore[no-untyped-def]
    dom = _card_id(url, "Dom")
    with open_database(url).session() as s:
        card = repo.get_card(s, dom)
        assert card is not None
        uid = card.uid
    editor.load_card(dom)
    assert editor.delete_card()
    assert "Dom" not in editor.visible_titles()
    assert editor.undo_delete_button.isVisible()
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Dom" in editor.visible_titles() and editor.title_edit.text() == "Dom"
    assert not editor.undo_delete_button.isVisible()
    with open_database(url).session() as s:
        (card,) = [c for c in repo.list_cards(s) if c.title == "Dom"]
        assert card.uid == uid and card.deck.name == "Andere" and card.author == "Kim"
        assert [str(x) for x in repo.solutions_of(card)] == ["W M 6 A"] or repo.solutions_of(card)


# ---------------------------------------------------------------------------------------------
# 3. hints


def test_hint_ignores_the_explanation_on_the_back(qtbot, editor: CardEditorScreen) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.db.card_hints import front_hints
    from geoquiz.db.cards import CardData
    from geoquiz.geo.board import locate

    porta = locate(52.24, 8.92, 2.0)
    back_only = CardData(
        "orange",
        "Porta Westfalica",
        "Wo liegt die Porta?",
        lat=52.24,
        lon=8.92,
        explanation="Der Weserdurchbruch bei Minden",
    )
    assert front_hints(back_only, porta) == []
    front = back_only.with_changes(prompt_de="Der Weserdurchbruch bei Minden")
    assert [h.params["town"] for h in front_hints(front, porta)] == ["Minden"]

    # in the editor: the explanation gives nothing away, and typing a prompt refreshes the hint
    editor.title_edit.setText("Porta Westfalica")
    editor.explanation_edit.setText("Der Weserdurchbruch bei Minden")
    editor.set_point(52.24, 8.92)
    assert "gives itself away" not in editor.warning_label.text()
    editor.prompt_de_edit.setFocus()
    qtbot.keyClicks(editor.prompt_de_edit, "Bei Minden")
    assert "Minden" in editor.warning_label.text()
    assert "gives itself away" in editor.warning_label.text()
    editor.prompt_de_edit.selectAll()
    qtbot.keyClick(editor.prompt_de_edit, Qt.Key.Key_Delete)
    assert "gives itself away" not in editor.warning_label.text()


def test_shipped_cards_with_a_town_only_on_the_back_get_no_warning(tmp_path: Path) -> None:
    from geoquiz.db.card_hints import card_hints, front_hints

    db = open_database(f"sqlite:///{tmp_path / 'shipped.sqlite3'}")
    try:
        with db.session() as s:
            cards = repo.list_cards(s)
            data = [(repo.card_data(c), repo.solutions_of(c)) for c in cards]
    finally:
        close_all()
    before = [
        d.title
        for d, sol in data
        if any(
            h.code == "gives_away"
            for h in card_hints(
                d.title, [d.prompt_de, d.prompt_en, d.explanation or ""], sol, d.lat, d.lon
            )
        )
    ]
    now = [d.title for d, sol in data if any(h.code == "gives_away" for h in front_hints(d, sol))]
    assert "adidas" in before and "adidas" not in now
    assert len(before) >= 30 and len(now) < len(before) // 4


# ---------------------------------------------------------------------------------------------
# 4. the whole deck on the board


def test_whole_deck_on_the_board_opens_a_card_on_click(
    qtbot, editor: CardEditorScreen, url: str
) -> None:  # type: ignore[no-untyped-def]
    wkt = _brandenburg()
    with open_database(url).session() as s:
        deck = repo.deck_by_name(s, "Andere")
        assert deck is not None
        repo.add_card(s, deck, repo.CardData("green", "Brandenburg", "Wo?", outline_wkt=wkt))
    editor.refresh_list()
    deck_map = editor.show_deck_map()
    qtbot.waitExposed(deck_map.canvas)
    deck_map.canvas.fit_home()
    assert len(deck_map.rows()) == 3
    assert len(deck_map.canvas.markers()) == 2 and len(deck_map.area_items()) == 1
    assert "3 cards" in deck_map.summary.text()
    # a click on the Dom's pin opens it
    vp = deck_map.canvas.viewport()
    with qtbot.waitSignal(deck_map.card_chosen):
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=deck_map.canvas.view_pos(6.958, 50.941))
    assert editor.title_edit.text() == "Dom"
    # a click inside Brandenburg (not on a pin) opens the area card
    with qtbot.waitSignal(deck_map.card_chosen):
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=deck_map.canvas.view_pos(13.0, 52.0))
    assert editor.title_edit.text() == "Brandenburg"
    # the map follows the list's filters
    editor.colour_filter.setCurrentIndex(editor.colour_filter.findData("yellow"))
    assert [r.title for r in deck_map.rows()] == ["Minden"]


# ---------------------------------------------------------------------------------------------
# 5. a shared deck updated in place


def _snapshot(url: str, deck: str) -> list[tuple[object, ...]]:
    with open_database(url).session() as s:
        d = repo.deck_by_name(s, deck)
        assert d is not None
        return sorted(
            (c.uid, c.title, c.prompt_de, c.lat, c.lon, tuple(map(str, repo.solutions_of(c))))
            for c in repo.list_cards(s, deck_id=d.id)
        )


def test_shared_deck_update_shows_and_applies_changes(
    editor: CardEditorScreen, url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog

    from geoquiz.app.cards import dialogs
    from geoquiz.db.deck_share import plan_update, write_share

    author = f"sqlite:///{tmp_path / 'author.sqlite3'}"
    adb = open_database(author, load_shipped=False)
    with adb.session() as s:
        deck = repo.create_deck(s, "Weser")
        for title, lat, lon in (
            ("Minden", 52.289, 8.917),
            ("Hameln", 52.104, 9.357),
            ("Höxter", 51.774, 9.381),
        ):
            repo.add_card(
                s, deck, repo.CardData("yellow", title, f"Wo liegt {title}?", lat=lat, lon=lon)
            )
    v1 = tmp_path / "weser-1.geoquiz-deck.json"
    write_share(adb, "Weser", v1)
    assert all("uid" in c for c in json.loads(v1.read_text("utf-8"))["cards"])
    assert editor.deck_panel.import_share(v1) == 3
    assert _snapshot(url, "Weser") == _snapshot(author, "Weser")  # the ids travelled along

    # the author renames one card, moves another, removes the third and adds a fourth
    with adb.session() as s:
        cards = {c.title: c for c in repo.list_cards(s)}
        repo.update_card(
            s,
            cards["Minden"],
            repo.card_data(cards["Minden"]).with_changes(title="Minden (Westf.)"),
        )
        repo.update_card(
            s, cards["Hameln"], repo.card_data(cards["Hameln"]).with_changes(lat=52.0005, lon=8.5)
        )
        repo.delete_card(s, cards["Höxter"])
        weser = repo.deck_by_name(s, "Weser")
        assert weser is not None
        repo.add_card(s, weser, repo.CardData("yellow", "Bremen", "Wo?", lat=53.08, lon=8.8))
    v2 = tmp_path / "weser-2.geoquiz-deck.json"
    write_share(adb, "Weser", v2)

    update = plan_update(editor.db, v2)  # type: ignore[arg-type]
    assert sorted((c.kind, c.title) for c in update.changes) == [
        ("added", "Bremen"),
        ("changed", "Hameln"),
        ("changed", "Minden (Westf.)"),
        ("removed", "Höxter"),
    ]
    shown: list[list[str]] = []

    def fake_exec(self: dialogs.DeckUpdateDialog) -> int:
        shown.append(sorted(self.table.item(r, 1).text() for r in range(self.table.rowCount())))
        assert "Cards added: 1, changed: 2, removed: 1" in self.summary.text()
        fields = {self.table.item(r, 1).text(): self.table.item(r, 2).text() for r in range(4)}
        assert fields["Hameln"] == "Point" and fields["Minden (Westf.)"] == "Title"
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialogs.DeckUpdateDialog, "exec", fake_exec)
    assert editor.deck_panel.import_share(v2) == 4
    assert shown == [["Bremen", "Hameln", "Höxter", "Minden (Westf.)"]]
    assert _snapshot(url, "Weser") == _snapshot(author, "Weser")  # not a second deck
    with open_database(url).session() as s:
        assert [d.name for d in repo.list_decks(s)].count("Weser") == 1
    assert "updated" in editor.status.text()
    assert plan_update(editor.db, v2).empty  # type: ignore[arg-type]

    # Cancel changes nothing
    monkeypatch.setattr(dialogs.DeckUpdateDialog, "exec", lambda self: 0)
    assert editor.deck_panel.import_share(v1) == 0
    assert _snapshot(url, "Weser") == _snapshot(author, "Weser")


def test_shared_deck_update_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.cli import main as cli
    from geoquiz.db.deck_share import write_share

    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.cards",))
    author = f"sqlite:///{tmp_path / 'a.sqlite3'}"
    mine = f"sqlite:///{tmp_path / 'b.sqlite3'}"
    adb = open_database(author, load_shipped=False)
    with adb.session() as s:
        deck = repo.create_deck(s, "Nord")
        repo.add_card(s, deck, repo.CardData("yellow", "Kiel", "Wo?", lat=54.32, lon=10.13))
    share = tmp_path / "nord.geoquiz-deck.json"
    write_share(adb, "Nord", share)
    assert cli.main(["cards", "import", str(share), "--db", mine]) == 0
    with adb.session() as s:
        nord = repo.deck_by_name(s, "Nord")
        assert nord is not None
        repo.add_card(s, nord, repo.CardData("yellow", "Lübeck", "Wo?", lat=53.87, lon=10.69))
    write_share(adb, "Nord", share)
    capsys.readouterr()
    assert cli.main(["cards", "import", str(share), "--db", mine]) == 2  # refused: one line
    err = capsys.readouterr().err
    assert "--update" in err and len(err.strip().splitlines()) == 1
    assert cli.main(["cards", "import", str(share), "--db", mine, "--update", "--dry-run"]) == 0
    assert "+ Lübeck" in capsys.readouterr().out
    assert _snapshot(mine, "Nord") != _snapshot(author, "Nord")
    assert cli.main(["cards", "import", str(share), "--db", mine, "--update"]) == 0
    assert "1 added, 0 changed, 0 removed (applied)" in capsys.readouterr().out
    assert _snapshot(mine, "Nord") == _snapshot(author, "Nord")


# ---------------------------------------------------------------------------------------------
# 6. small defects


def test_card_list_sorted_the_german_way(editor: CardEditorScreen, url: str) -> None:
    with open_database(url).session() as s:
        deck = repo.deck_by_name(s, "Mein Deck")
        assert deck is not None
        for title, lat, lon in (
            ("Zugspitze", 47.42, 10.98),
            ("Älteste Stadt Trier", 49.75, 6.64),
            ("Aachen", 50.77, 6.08),
            ("Oberstdorf", 47.41, 10.28),
            ("Ödland", 51.0, 10.0),
        ):
            repo.add_card(s, deck, repo.CardData("yellow", title, "Wo?", lat=lat, lon=lon))
    editor.deck_filter.setCurrentIndex(editor.deck_filter.findText("Mein Deck"))
    assert editor.visible_titles() == [
        "Aachen",
        "Älteste Stadt Trier",
        "Oberstdorf",
        "Ödland",
        "Zugspitze",
    ]


def test_export_honours_the_umask(
    editor: CardEditorScreen, url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.cli import main as cli

    monkeypatch.setattr(cli, "SUBCOMMAND_MODULES", ("geoquiz.app.cli.cards",))
    old = os.umask(0o022)
    try:
        editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Andere"))
        out = tmp_path / "andere.csv"
        assert editor.export_path(out)
        assert stat.S_IMODE(out.stat().st_mode) == 0o644
        cli_out = tmp_path / "cli.csv"
        assert cli.main(["cards", "export", str(cli_out), "--db", url]) == 0
        assert stat.S_IMODE(cli_out.stat().st_mode) == 0o644
        os.chmod(out, 0o600)  # an existing file keeps the mode its owner gave it
        assert editor.export_path(out)
        assert stat.S_IMODE(out.stat().st_mode) == 0o600
        os.umask(0o077)
        private = tmp_path / "private.csv"
        assert editor.export_path(private)
        assert stat.S_IMODE(private.stat().st_mode) == 0o600
    finally:
        os.umask(old)


def test_nul_in_title_refused(qtbot, editor: CardEditorScreen, url: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    editor.deck_combo.setCurrentIndex(editor.deck_combo.findText("Mein Deck"))
    editor.prompt_de_edit.setText("Wo?")
    editor.set_point(51.9387, 8.8791)
    editor.title_edit.setText("Det\x00mold")
    editor.form.texts_edited.emit()  # as typing does
    assert "control character" in editor.warning_label.text()  # at once, before saving
    assert editor.save() is False
    assert editor.last_error is not None and "control character" in editor.last_error
    assert "\n" not in editor.last_error
    csv = tmp_path / "nul.csv"
    csv.write_text("colour,title,prompt_de,lat,lon\nyellow,Det\x00mold,Wo?,51.9,8.9\n", "utf-8")
    assert editor.import_path(csv, "Mein Deck", ask=False) == 0
    with open_database(url).session() as s:
        assert not [c for c in repo.list_cards(s) if c.title.startswith("Det")]


def test_toolbar_labels_fit_at_1280_px(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QAbstractButton

    from geoquiz.app.runtime.i18n import install_translators

    for lang in ("de", "en", "da"):
        install_translators(lang)
        try:
            screen = CardEditorScreen(lang, url=url)
            qtbot.addWidget(screen)
            screen.ask_unsaved = lambda title: "discard"  # type: ignore[method-assign]
            screen.resize(1280 - 40, 720)
            screen.show()
            qtbot.waitExposed(screen)
            for button in screen.deck_panel.findChildren(QAbstractButton):
                assert button.width() >= button.sizeHint().width(), (lang, button.text())
            screen.close()
        finally:
            install_translators("en")


def test_import_report_says_features_for_a_gis_file(qapp) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.cards.dialogs import ImportReportDialog
    from geoquiz.db.cardio import ImportReport
    from geoquiz.db.cards import Problem
    from geoquiz.db.gis_import import GisImportReport

    gis = GisImportReport(total=3, problems=[Problem(2, "title", "a card needs a title")])
    assert "3 features read" in ImportReportDialog(gis).summary.text()
    csv = ImportReport(total=3, problems=[Problem(2, "title", "a card needs a title")])
    assert "3 rows read" in ImportReportDialog(csv).summary.text()


def test_editor_deck_map_screenshot_shows_the_whole_shipped_deck(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from geoquiz.app.window.screenshot import render_screen

    # a database of its own: the session's default one holds the cards other tests added
    monkeypatch.setenv("GEOQUIZ_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("GEOQUIZ_DB", raising=False)

    seen: list[tuple[int, int, bool]] = []

    def inspect(window: object) -> None:
        (screen,) = window.findChildren(CardEditorScreen)  # type: ignore[attr-defined]
        deck_map = screen.deck_map
        assert deck_map is not None
        seen.append(
            (len(deck_map.rows()), len(deck_map.canvas.markers()), deck_map.canvas.isVisible())
        )

    image = render_screen("editor-deck-map", (1366, 768), "en", inspect=inspect)
    assert (image.width(), image.height()) == (1366, 768)
    (rows, pins, visible) = seen[0]
    assert rows == 265 and pins >= 200 and visible
