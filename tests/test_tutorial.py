"""The guided first games (issue 28): each is played to its end step on the real game screen by
clicks and keys, as a player follows the panel; Esc and Leave leave it; the lobby offers it once
per game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from geoquiz.app.tutorial.entry import GAMES, TutorialEntry, offered, set_offered, start_tutorial
from geoquiz.app.tutorial.guide import Guide, guide_of

SIZE = (1366, 728)  # a 1366x768 laptop's available height


class Clock:
    """Stadt-Land-anders's time, moved on by the test."""

    def __init__(self) -> None:
        self.t = 5000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture(autouse=True)
def _forget_offers() -> Iterator[None]:
    yield
    for game in GAMES:
        set_offered(game, False)


def make_screen(qtbot: Any, game: str, url: str, **options: Any) -> QWidget:
    import importlib

    from geoquiz.app.runtime.i18n import install_translators
    from geoquiz.app.tutorial import SCREEN_CLASSES

    install_translators("en")  # the English catalogue's plural forms ("5 spaces")

    module = importlib.import_module(f"geoquiz.app.{game}.screen")
    screen: QWidget = getattr(module, SCREEN_CLASSES[game])("en", url=url, **options)
    screen.computer_delay_ms = 0  # type: ignore[attr-defined]
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def entry_of(screen: QWidget) -> TutorialEntry:
    entries = [e for e in screen.findChildren(TutorialEntry) if e.isVisible()]
    assert len(entries) == 1, entries
    return entries[0]


def start_from_lobby(qtbot: Any, screen: QWidget) -> Guide:
    """The lobby's "Guided first game" button, clicked."""
    entry = entry_of(screen)
    qtbot.mouseClick(entry.button, Qt.MouseButton.LeftButton)
    guide = guide_of(screen)
    assert guide is not None and guide.panel.isVisible()
    return guide


def step_text(guide: Guide) -> str:
    return guide.panel.text.text()


def wait_step(qtbot: Any, guide: Guide, index: int, timeout: int = 15_000) -> None:
    qtbot.waitUntil(lambda: guide.index >= index, timeout=timeout)
    assert guide.index == index, (guide.index, step_text(guide))


def highlighted(guide: Guide, widget: QWidget) -> bool:
    """The orange frame is on ``widget`` (looked at again while the game's start shows)."""
    from PySide6.QtTest import QTest

    for _ in range(100):
        if guide.highlight.isVisible() and guide.highlight.target is widget:
            return True
        QTest.qWait(20)
    return False


def press_next(qtbot: Any, guide: Guide) -> None:
    """Next, from the keyboard: the panel's Next button has the focus."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is guide.panel.next_button, timeout=2000)
    qtbot.keyClick(guide.panel.next_button, Qt.Key.Key_Space)


def at_the_end(guide: Guide) -> None:
    assert guide.at_end()
    assert "You know the basics" in step_text(guide)
    assert guide.panel.play_on_button.isVisible() and guide.panel.new_game_button.isVisible()
    assert f"Step {guide.total} of {guide.total}" == guide.panel.counter.text()


# ---------------------------------------------------------------------------------- Danmark
def test_danmark_guided_game_played_to_its_end(qtbot: Any, url: str) -> None:
    screen: Any = make_screen(qtbot, "danmark", url)
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    assert "city cards" in step_text(guide) and highlighted(guide, screen.hand_list)
    press_next(qtbot, guide)
    # choose the start town with the keyboard: the list has the focus, Enter plays
    wait_step(qtbot, guide, 1)
    assert highlighted(guide, screen.moves_list)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.moves_list, timeout=2000)
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Down)
    qtbot.mouseClick(screen.go_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 2)
    assert highlighted(guide, screen.roll_button)
    qtbot.mouseClick(screen.roll_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 3)
    assert "You rolled 5: move exactly 5 spaces" in step_text(guide)  # the seeded die
    screen.moves_list.setCurrentRow(0)
    qtbot.mouseClick(screen.go_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 4)
    assert highlighted(guide, screen.log)
    wait_step(qtbot, guide, 5)  # the computer has moved: your turn again
    at_the_end(guide)
    qtbot.mouseClick(guide.panel.play_on_button, Qt.MouseButton.LeftButton)
    assert guide_of(screen) is None and not guide.panel.isVisible()
    assert screen.session is not None and screen.roll_button.isEnabled()  # play on


# ---------------------------------------------------------------------------------- 10 Tage
def test_tage_guided_game_played_to_its_end(qtbot: Any, url: str) -> None:
    screen: Any = make_screen(qtbot, "tage", url)
    guide = start_from_lobby(qtbot, screen)
    assert "10 days" in step_text(guide) and highlighted(guide, screen.map)
    press_next(qtbot, guide)
    wait_step(qtbot, guide, 1)
    slots = screen.holder_rows[0][1]
    assert highlighted(guide, slots[0].parentWidget())
    qtbot.mouseClick(slots[4], Qt.MouseButton.LeftButton)  # the middle takes any card
    wait_step(qtbot, guide, 2)
    assert highlighted(guide, screen.random_place)
    qtbot.mouseClick(screen.random_place, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 3)
    assert highlighted(guide, screen.draw_button)
    qtbot.mouseClick(screen.draw_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 4)
    pile = 1 if screen.state.drawn_from != 1 else 2
    assert screen.pile_buttons[pile].isEnabled()
    qtbot.mouseClick(screen.pile_buttons[pile], Qt.MouseButton.LeftButton)  # laid off
    wait_step(qtbot, guide, 5)
    assert highlighted(guide, screen.call_button)
    wait_step(qtbot, guide, 6)  # the computer has moved
    at_the_end(guide)
    # a real game instead: the tutorial ends in the lobby and the new-game dialog opens
    from geoquiz.app.tage.setup_dialog import NewGameDialog

    opened: list[object] = []
    screen.open_new_game_dialog = lambda: opened.append(NewGameDialog)  # the dialog is modal
    qtbot.mouseClick(guide.panel.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(opened), timeout=2000)
    assert guide_of(screen) is None and screen.session is None


# ---------------------------------------------------------------------------------- leaving
def test_esc_leaves_the_tutorial_back_to_the_lobby(qtbot: Any, url: str) -> None:
    """Esc with the keyboard on the game (not the panel) leaves at once, back to the lobby."""
    screen: Any = make_screen(qtbot, "carcassonne", url)
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    press_next(qtbot, guide)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.board, timeout=2000)
    qtbot.keyClick(screen.board, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: guide_of(screen) is None, timeout=2000)
    assert screen.session is None and not guide.panel.isVisible()
    assert entry_of(screen).isVisible()  # the lobby again


def test_danmark_esc_to_the_start_screen_ends_the_guide(qtbot: Any, url: str) -> None:
    """Danmark's own Esc (back to the start screen) stays its own, and the guide ends with it."""
    screen: Any = make_screen(qtbot, "danmark", url)
    screen.activateWindow()
    left: list[bool] = []
    screen.back_requested.connect(lambda: left.append(True))
    guide = start_from_lobby(qtbot, screen)
    press_next(qtbot, guide)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.moves_list, timeout=2000)
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: guide_of(screen) is None, timeout=2000)
    assert left and not guide.panel.isVisible()


def test_esc_on_the_panel_leaves(qtbot: Any, url: str) -> None:
    screen: Any = make_screen(qtbot, "stadtland", url, clock=Clock())
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is guide.panel.next_button, timeout=2000)
    qtbot.keyClick(guide.panel.next_button, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: guide_of(screen) is None, timeout=2000)
    assert screen.session is None


def test_leave_button_is_reached_with_tab(qtbot: Any, url: str) -> None:
    screen: Any = make_screen(qtbot, "tage", url)
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is guide.panel.next_button, timeout=2000)
    qtbot.keyClick(guide.panel.next_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is guide.panel.leave_button
    qtbot.keyClick(guide.panel.leave_button, Qt.Key.Key_Return)
    assert guide_of(screen) is None and screen.session is None


# ---------------------------------------------------------------------------------- the offer
@pytest.mark.parametrize("game", GAMES)
def test_first_open_offers_the_guided_game_once(qtbot: Any, url: str, game: str) -> None:
    set_offered(game, False)
    first: Any = make_screen(qtbot, game, url)
    entry = entry_of(first)
    assert entry.offer.isVisible() and "guided first game" in entry.offer.text()
    assert offered(game)  # remembered in the settings
    second: Any = make_screen(qtbot, game, url)
    again = entry_of(second)
    assert again.button.isVisible() and not again.offer.isVisible()


def test_started_guide_is_the_one_of_the_screen(qtbot: Any, url: str) -> None:
    """Starting again on the same screen reuses its guide and panel (one panel, step 1)."""
    screen: Any = make_screen(qtbot, "tage", url)
    first = start_tutorial(screen, "tage")
    press_next(qtbot, first)
    second = start_tutorial(screen, "tage")
    assert second is first and second.index == 0
    assert len(screen.findChildren(type(first.panel))) == 1


# ---------------------------------------------------------------------------------- Carcassonne
def test_carcassonne_guided_game_played_to_its_end(qtbot: Any, url: str) -> None:
    screen: Any = make_screen(qtbot, "carcassonne", url)
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    assert "This is your tile" in step_text(guide) and highlighted(guide, screen.hand)
    press_next(qtbot, guide)
    wait_step(qtbot, guide, 1)
    assert highlighted(guide, screen.board)
    # the keyboard: the board has it after Next; N picks a square where the tile fits, Enter lays it
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.board, timeout=2000)
    qtbot.keyClick(screen.board, Qt.Key.Key_N)
    qtbot.keyClick(screen.board, Qt.Key.Key_Return)
    wait_step(qtbot, guide, 2)
    assert "meeple" in step_text(guide)
    if screen.state.phase == "meeple":  # the mouse: the first spot's button
        spots = [screen.spot_layout.itemAt(i).widget() for i in range(screen.spot_layout.count())]
        qtbot.mouseClick(spots[0], Qt.MouseButton.LeftButton)
    if screen.state.current == 0 and screen.state.phase == "upgrade":
        qtbot.mouseClick(screen.done_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 3)
    assert highlighted(guide, screen.log)
    wait_step(qtbot, guide, 4)  # the computer has laid its tile
    at_the_end(guide)
    assert len(screen.state.order) >= 4  # two start tiles, yours, the computer's
    qtbot.mouseClick(guide.panel.leave_button, Qt.MouseButton.LeftButton)  # Back to the lobby
    assert guide_of(screen) is None and screen.session is None


# ---------------------------------------------------------------------------------- Minden
def test_minden_guided_game_played_to_its_end(qtbot: Any, url: str) -> None:
    screen: Any = make_screen(qtbot, "minden", url)
    screen.STEP_MS = 1
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    assert "W and O" in step_text(guide) and highlighted(guide, screen.board)
    press_next(qtbot, guide)
    wait_step(qtbot, guide, 1)
    qtbot.waitUntil(lambda: "Steinhuder Meer" in screen.action_title.text())  # the seeded card
    keep = next(b for b in screen.page.findChildren(QPushButton) if "Keep" in b.text())
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 2)
    qtbot.waitUntil(lambda: screen.tipcard is not None, timeout=5000)
    card = screen.state.card(0)
    for stone, value in enumerate(card.solutions[0][:2]):  # W/O and N/M/S: sure of those
        qtbot.mouseClick(screen.tipcard.buttons[(stone, value)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.tipcard.confirm_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 3)
    qtbot.waitUntil(lambda: screen.reveal_page.next_button.isVisible(), timeout=5000)
    qtbot.mouseClick(screen.reveal_page.next_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 4)
    assert highlighted(guide, screen.board)
    canvas = screen.map_canvas()
    pos = canvas.view_pos(card.lon + 0.05, card.lat)
    qtbot.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    wait_step(qtbot, guide, 5)
    qtbot.waitUntil(lambda: screen.reveal_page.next_button.isVisible(), timeout=5000)
    qtbot.mouseClick(screen.reveal_page.next_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 6)
    at_the_end(guide)
    assert screen.state.positions[0] >= 2  # two right stones moved the piece (jumps count not)


# ---------------------------------------------------------------------------------- Stadt-Land
def test_stadtland_guided_game_played_to_its_end(qtbot: Any, url: str) -> None:
    clock = Clock()
    screen: Any = make_screen(qtbot, "stadtland", url, clock=clock)
    screen.activateWindow()
    guide = start_from_lobby(qtbot, screen)
    assert "paper" in step_text(guide) and not guide.highlight.isVisible()
    press_next(qtbot, guide)
    wait_step(qtbot, guide, 1)
    assert highlighted(guide, screen.deal_button)
    qtbot.mouseClick(screen.deal_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 2)
    aus = screen.call_rows[0][3]
    assert highlighted(guide, aus)
    clock.t += 40
    qtbot.mouseClick(aus, Qt.MouseButton.LeftButton)  # "Stopp und Aus!"
    wait_step(qtbot, guide, 3)
    clock.t += 6  # the grace runs out
    screen.tick()
    for words in (["Bonn", "Belgien", "Bode", "Biber", "Bea"], ["Bern", "Bhutan", "", "Bär", "Bo"]):
        qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.cover, timeout=5000)
        qtbot.mouseClick(screen.cover_button, Qt.MouseButton.LeftButton)
        for edit, word in zip(screen.entry_edits, words, strict=True):
            if word.isascii():
                qtbot.keyClicks(edit, word)
            else:
                edit.insert(word)
        qtbot.mouseClick(screen.entry_done, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 4)
    assert highlighted(guide, screen.score_button)
    qtbot.mouseClick(screen.score_button, Qt.MouseButton.LeftButton)
    wait_step(qtbot, guide, 5)
    at_the_end(guide)
    assert len(screen.state.results) == 1


# ---------------------------------------------------------------------------------- languages
@pytest.mark.parametrize("lang", ["de", "da"])
def test_tutorial_catalogue_is_complete(lang: str) -> None:
    """Every text of the guided games is translated (0 unfinished), plural forms included."""
    import xml.etree.ElementTree as ET

    ts = Path(__file__).resolve().parents[1] / "assets" / "i18n" / f"tutorial_{lang}.ts"
    root = ET.parse(ts).getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 40
    for message in messages:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, message.findtext(
            "source"
        )
        forms = [f.text for f in translation.findall("numerusform")] or [translation.text]
        assert all(forms), message.findtext("source")


def test_german_guide_says_du(qtbot: Any, url: str) -> None:
    """The German panel speaks to a 10-year-old as "du", never "Sie"; plural forms by count."""
    import re

    from geoquiz.app.runtime.i18n import install_translators
    from geoquiz.app.tutorial.entry import script_of

    screen: Any = make_screen(qtbot, "danmark", url)
    install_translators("de")
    try:
        texts = [
            step.translated(screen)
            for game in GAMES
            for step in script_of(game).steps
            if not callable(step.text)
        ]
        assert all(not re.search(r"\b(Sie|Ihr|Ihre|Ihren)\b", t) for t in texts), texts
        assert sum("du " in t or "dein" in t or "Du " in t for t in texts) > 10
        from geoquiz.app.tutorial.danmark import TutorialDanmark

        assert "genau 1 Feld weit" in TutorialDanmark().rolled(1)
        assert "genau 5 Felder weit" in TutorialDanmark().rolled(5)
    finally:
        install_translators("en")


# ---------------------------------------------------------------------------------- screenshots
# the offscreen platform's notes when Danmark's board view makes its native child window
@pytest.mark.qt_log_ignore(
    "This plugin does not support setParent", "This plugin does not support lower"
)
@pytest.mark.parametrize("game", GAMES)
def test_tutorial_screenshot_first_step_fits_1280x720(qapp: Any, game: str) -> None:
    """``geoquiz screenshot tutorial-GAME``: the first step, its panel inside the window beside
    the game, no text of the panel cut (German, the longest texts), the frame on its widget."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from geoquiz.app.tutorial.guide import Highlight, TutorialPanel
    from geoquiz.app.window.screenshot import render_screen

    seen: dict[str, Any] = {}

    def inspect(window: Any) -> None:
        panel = window.findChild(TutorialPanel, "tutorialPanel")
        assert panel is not None and panel.isVisible()
        top_left = panel.mapTo(window, panel.rect().topLeft())
        assert window.rect().contains(top_left)
        assert window.rect().contains(top_left + panel.rect().bottomRight())
        for label in panel.findChildren(QLabel):
            if label.isVisible() and label.wordWrap():
                assert label.height() >= label.heightForWidth(label.width()), label.text()
        for button in panel.findChildren(QAbstractButton):
            if button.isVisible():
                assert button.width() >= button.sizeHint().width() - 2, button.text()
        seen["counter"] = panel.counter.text()
        frame = window.findChild(Highlight, "tutorialHighlight")
        seen["framed"] = frame is not None and frame.isVisible()

    image = render_screen(f"tutorial-{game}", (1280, 720), "de", inspect=inspect)
    assert not image.isNull()
    assert seen["counter"].startswith("Schritt 1 von ")
    assert seen["framed"] or game == "stadtland"  # Stadt-Land's first step points at nothing
