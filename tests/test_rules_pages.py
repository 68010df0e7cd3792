"""Issue 28, "Rules in the app, in our own words": a family without the printed box learns each of
the five games from the app — a rules page per game in German, English and Danish, reachable from
the Help menu, with F1 on a game screen and from every lobby, and nothing outside the window at
1280×720."""

from __future__ import annotations

import importlib
import importlib.util
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.rules.access import F1_NAME
from geoquiz.app.rules.content import GAMES, game_of_screen, rules_of
from geoquiz.app.rules.dialog import RulesDialog
from geoquiz.app.rules.page import RulesPage
from geoquiz.app.runtime import i18n

I18N = Path(__file__).resolve().parents[1] / "assets" / "i18n"
LANGS = ("de", "en", "da")
#: the title of every rules page starts with these words
HOW_TO_PLAY = {"de": "So wird gespielt", "en": "How to play", "da": "Sådan spiller du"}
SCREEN_CLASSES = {
    "minden": "MindenScreen",
    "tage": "TageScreen",
    "danmark": "DanmarkScreen",
    "carcassonne": "CarcassonneScreen",
    "stadtland": "StadtlandScreen",
}


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    lang = request.param
    i18n.install_translators(lang)
    yield lang
    i18n.install_translators("en")


def _inside(widget: QWidget, outer: QWidget) -> bool:
    top_left = widget.mapTo(outer, QPoint(0, 0))
    return (
        top_left.x() >= 0
        and top_left.y() >= 0
        and top_left.x() + widget.width() <= outer.width()
        and top_left.y() + widget.height() <= outer.height()
    )


def _close_rules_windows() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, RulesDialog):
            widget.close()
            widget.deleteLater()


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_each_rules_page_opens_in_three_languages(qtbot: QtBot, game: str, language: str) -> None:
    page = RulesPage(game)
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    assert page.title.text().startswith(HOW_TO_PLAY[language])
    # goal, board, a turn, points, the end: at least five sections, and a picture the app draws
    assert len(page.rules.sections) >= 5
    assert page.pictures
    for picture in page.pictures:
        image = picture.grab().toImage()
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 7)
            for y in range(0, image.height(), 7)
        }
        assert len(colours) > 20, f"{game}: a blank picture"
    shown = " ".join(label.text() for label in page.texts)
    if language != "en":  # the page is in the language chosen, not English
        english = [rules_of(game).sections[0].paragraphs[0]]
        assert not any(text in shown for text in english)


@pytest.mark.parametrize("lang", ["de", "da"])
def test_no_unfinished_string_in_the_rules_catalogues(lang: str) -> None:
    spec = importlib.util.spec_from_file_location(
        "build_translations",
        Path(__file__).resolve().parents[1] / "packaging/build_translations.py",
    )
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    path = I18N / f"rules_{lang}.ts"
    assert build.unfinished(path) == 0
    root = ET.parse(path).getroot()
    held = {
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
    }
    for game in GAMES:
        rules = rules_of(game)
        missing = [t for t in rules.texts()[1:] if (rules.context, t) not in held]
        assert not missing, f"{game}: not in rules_{lang}.ts: {missing}"


def test_german_rules_say_du() -> None:
    polite = re.compile(r"\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
    root = ET.parse(I18N / "rules_de.ts").getroot()
    said = [
        t.text or ""
        for t in root.iter("translation")
        if polite.search((t.text or "").replace("Finden Sie Minden", ""))
    ]
    assert not said, said


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_no_widget_outside_the_window_and_no_sideways_scrolling(
    qtbot: QtBot, game: str, size: tuple[int, int]
) -> None:
    from geoquiz.app.window.main_window import MainWindow

    i18n.install_translators("de")  # the longest words
    try:
        window = MainWindow("de")
        qtbot.addWidget(window)
        window.resize(*size)
        page = window.show_screen(f"rules-{game}")
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        assert isinstance(page, RulesPage)
        for widget in (page.title, page.close_button, page.scroll):
            assert widget.isVisible() and _inside(widget, window), widget
        body = page.scroll.widget()
        viewport = page.scroll.viewport()
        assert body.width() <= viewport.width()
        for widget in [*page.pictures, *page.texts]:
            assert widget.mapTo(body, QPoint(widget.width(), 0)).x() <= viewport.width(), widget
        # on a laptop's screen each picture stands beside its text, not under it
        for picture in page.pictures:
            assert picture.mapTo(body, QPoint(0, 0)).x() > body.width() // 3, game
        # every label has the height its wrapped text needs (no cut line)
        for label in page.texts:
            assert label.height() >= label.heightForWidth(label.width()), label.text()[:40]
    finally:
        i18n.install_translators("en")


def test_a_narrow_window_puts_the_pictures_under_their_text(qtbot: QtBot) -> None:
    page = RulesPage("tage")
    qtbot.addWidget(page)
    page.resize(720, 600)
    page.show()
    qtbot.waitExposed(page)
    body = page.scroll.widget()
    assert body.width() <= page.scroll.viewport().width()
    for picture in page.pictures:
        assert picture.mapTo(body, QPoint(picture.width(), 0)).x() <= body.width()


def test_help_menu_has_five_rules_entries_that_open_them(qtbot: QtBot) -> None:
    from geoquiz.app.window.main_window import MainWindow

    window = MainWindow("en")
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == window.tr("&Help"))
    entries = [a for a in help_menu.actions() if a.objectName().startswith("rules-")]
    assert [a.objectName() for a in entries] == [f"rules-{g}" for g in GAMES]
    assert all(a.text().startswith("How to play: ") for a in entries)
    try:
        entries[3].trigger()
        shown = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
        assert [d.game for d in shown] == ["carcassonne"]
        entries[3].trigger()  # the open window is raised, not a second one made
        assert len(window.findChildren(RulesDialog)) == 1
    finally:
        _close_rules_windows()


def test_help_menu_keeps_one_f1_after_a_language_switch(qtbot: QtBot) -> None:
    from geoquiz.app.window.main_window import MainWindow

    window = MainWindow("en")
    qtbot.addWidget(window)
    try:
        window.set_language("da")
        f1 = [a for a in window.actions() if a.objectName() == F1_NAME]
        assert len(f1) == 1
        help_entries = [a for a in window.findChildren(QAction) if a.objectName() == "rules-tage"]
        assert any(a.text().startswith("Sådan spiller du") for a in help_entries)
    finally:
        window.set_language("en")
        i18n.install_translators("en")


def test_f1_opens_the_rules_of_the_current_game(qtbot: QtBot) -> None:
    from geoquiz.app.window.main_window import MainWindow

    window = MainWindow("en")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.activateWindow()
        qtbot.waitActive(window)
        screen = window.show_screen("stadtland")
        f1 = window.findChild(QAction, F1_NAME)
        assert f1 is not None and f1.shortcut().toString() == "F1"
        qtbot.wait(20)
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_F1)
        qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(RulesDialog)))
        assert [d.game for d in window.findChildren(RulesDialog)] == ["stadtland"]
        # the rules window fits the screen
        dialog = window.findChildren(RulesDialog)[0]
        free = dialog.screen().availableGeometry()
        assert dialog.width() <= free.width() and dialog.height() <= free.height()
        # on the start screen F1 says where the rules are instead
        window.show_start()
        f1.trigger()
        assert "Help menu" in window.statusBar().currentMessage()
        assert len(window.findChildren(RulesDialog)) == 1
    finally:
        _close_rules_windows()


@pytest.mark.parametrize("game", GAMES)
def test_the_lobby_button_opens_the_games_rules(qtbot: QtBot, game: str) -> None:
    module = importlib.import_module(f"geoquiz.app.{game}.screen")
    screen = getattr(module, SCREEN_CLASSES[game])("en", persist=False)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    buttons = [b for b in screen.findChildren(QPushButton, "howToPlay") if b.isVisible()]
    assert len(buttons) == 1, "one visible How to play button in the lobby"
    assert _inside(buttons[0], screen)
    try:
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        shown = [d for d in screen.window().findChildren(RulesDialog) if d.isVisible()]
        assert [d.game for d in shown] == [game]
    finally:
        _close_rules_windows()


def test_the_rules_window_fits_a_1280x720_screen_with_its_panel() -> None:
    from PySide6.QtCore import QRect

    from geoquiz.app.rules.dialog import fitting_size

    class Screen:
        def availableGeometry(self) -> QRect:
            return QRect(0, 0, 1280, 720 - 40)  # a task bar

    class Parent:
        def screen(self) -> Screen:
            return Screen()

    size = fitting_size(Parent())  # type: ignore[arg-type]
    assert size.width() <= 1280 - 40 and size.height() <= 680 - 60


def test_screens_know_their_game() -> None:
    assert game_of_screen("minden-guess") == "minden"
    assert game_of_screen("rules-tage") == "tage"
    assert game_of_screen("danmark") == "danmark"
    assert game_of_screen("explore-de") is None
    assert game_of_screen("start") is None


def test_screenshot_names_list_every_rules_page() -> None:
    from geoquiz.app.window.screenshot import render_screen, screen_names

    names = screen_names()
    assert all(f"rules-{g}" in names for g in GAMES)
    image = render_screen("rules-minden", (1280, 720), "da")
    assert image.size() == QSize(1280, 720)


def test_the_tage_picture_shows_a_correct_route() -> None:
    from geoquiz.app.rules.tage import BUS_VIA, ROUTE
    from geoquiz.games.tage.route import check_route

    check = check_route(list(ROUTE))
    assert check.complete and all(link.ok for link in check.links)
    kinds = {link.kind for link in check.links}
    assert kinds == {"neighbour", "train", "bus"}
    bus = next(link for link in check.links if link.kind == "bus")
    assert BUS_VIA in [rules_region_name(r) for r in bus.params["bridges"]]


def rules_region_name(region_id: str) -> str:
    from geoquiz.geo.regions import region

    return region(region_id).name


def test_the_minden_picture_marks_the_cell_its_tip_names() -> None:
    from geoquiz.app.rules.minden import SQUARE, TIP
    from geoquiz.geo.board import cell_of

    west, north = SQUARE
    # the middle of the bottom-left quarter of the square drawn
    assert cell_of(west + 0.5, north - 0.75).as_tuple() == (TIP[0], TIP[1], int(TIP[2]), TIP[3])


def test_the_carcassonne_picture_scores_a_closed_city_as_drawn() -> None:
    from geoquiz.app.rules.carcassonne import CITY, CITY_POINTS
    from geoquiz.games.carcassonne.tiles import tile_type

    tiles = [tile_type(name, rotation) for name, rotation in CITY]
    east, west = 1, 3
    assert tiles[0].sides[east] == "city" and tiles[0].sides[west] != "city"
    assert tiles[1].sides[west] == "city" and tiles[1].sides[east] == "city"
    assert tiles[2].sides[west] == "city" and tiles[2].sides[east] != "city"
    pennants = sum(f.pennant for t in tiles for f in t.features if f.kind == "city")
    assert CITY_POINTS == 2 * len(tiles) + 2 * pennants


def _mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&])", text)
    return match.group(1).lower() if match else None


@pytest.mark.parametrize("game", GAMES)
def test_how_to_play_has_its_own_access_key_in_each_language(qtbot: QtBot, game: str) -> None:
    """Alt+H was Help's and Alt+S the German Game menu's: the lobby button's key is its own,
    beside the menu bar's and the lobby's other buttons, in German, English and Danish."""
    from PySide6.QtCore import QCoreApplication

    module = importlib.import_module(f"geoquiz.app.{game}.screen")
    try:
        for lang in LANGS:
            i18n.install_translators(lang)
            menus = {
                _mnemonic(QCoreApplication.translate("MainWindow", text))
                for text in ("&Game", "&Language", "&View", "&Help")
            }
            screen = getattr(module, SCREEN_CLASSES[game])(lang, persist=False)
            qtbot.addWidget(screen)
            screen.show()
            rules = screen.findChild(QPushButton, "howToPlay")
            assert rules is not None
            key = _mnemonic(rules.text())
            others = {
                _mnemonic(b.text())
                for b in screen.findChildren(QPushButton)
                if b is not rules and b.isVisible()
            }
            assert key is not None and key not in menus | others, (lang, rules.text())
            screen.close()
    finally:
        i18n.install_translators("en")
