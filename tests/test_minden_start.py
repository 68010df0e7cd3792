"""A Finden-Sie-Minden game's start, shown in parts over a few event-loop turns.

``MindenScreen._hold_start``: on a screen that is shown, the page comes first, the round's card
tiles are made a turn later and placed in the next, the map and the score track follow a turn
each, and a computer to move thinks only then. The parts end as the start shown at once would
leave the screen, pixel for pixel; a move or a click before then shows everything at once.
"""

from __future__ import annotations

from helpers.minden_screen import rendered_grab, shown_screen
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.demo import demo_cards
from geoquiz.app.minden.play import new_match
from geoquiz.app.minden.screen import MindenScreen
from geoquiz.app.play.laptop_match import LaptopMatch
from geoquiz.games.minden import Config, Draft, PlayerSpec


def config(first: str = "human") -> Config:
    seats = (("Anna", "red", first), ("Ben", "blue", "hard"), ("Clara", "green", "easy"))
    players = tuple(PlayerSpec(n, c, 30 + i, k) for i, (n, c, k) in enumerate(seats))
    return Config(players, track_length=20, seed=5)


def session(first: str = "human") -> LaptopMatch:
    return new_match(config(first), demo_cards(), persist=False)


def settled(screen: MindenScreen) -> QImage:
    """The screen once its start has shown whole and the map is rendered for its view."""
    for _ in range(200):
        if not screen._held:
            break
        QTest.qWait(2)
    assert not screen._held
    return rendered_grab(screen)


def test_the_start_in_parts_ends_with_the_picture_of_the_start_at_once(qtbot: QtBot) -> None:
    staged = shown_screen(qtbot)
    staged.open_session(session())
    assert staged._held, "a shown screen starts a game in parts"
    in_parts = settled(staged)

    at_once = shown_screen(qtbot)
    at_once._hold_start = lambda: None  # type: ignore[method-assign] # as before the split
    at_once.open_session(session())
    assert not at_once._held
    whole = settled(at_once)

    assert in_parts.size() == whole.size()
    assert in_parts == whole
    assert [t.card.id for t in staged._tiles] == [t.card.id for t in at_once._tiles]
    assert staged.focusWidget() is staged._tiles[0], "the first card takes the focus"


def test_the_first_turn_shows_the_page_the_next_ones_the_cards_and_the_map(qtbot: QtBot) -> None:
    screen = shown_screen(qtbot)
    screen.open_session(session("hard"))
    assert screen.stack.currentWidget() is screen.game_page
    assert screen.header.text() and screen.players_label.text()
    assert not screen.table.isVisible(), "the cards follow in the next turn"
    assert screen.board._paint_held and screen.track._paint_held
    assert screen._held == ["tiles", "table", "map", "track", "computer"]
    assert not screen._computer_pending, "no computer thinks before the start is shown whole"
    screen._start_step()
    assert not screen.table.isVisible() and not screen._tiles
    prepared = list(screen.table._prepared)
    assert len(prepared) == len(screen.state.offer), "the round's tiles are made, hidden"
    assert not any(tile.isVisible() for tile in prepared)
    screen._start_step()
    assert screen.table.isVisible() and len(screen._tiles) == len(screen.state.offer)
    assert screen._tiles == prepared, "the tiles made ahead are the ones placed"
    assert screen.board._paint_held
    screen._start_step()
    assert not screen.board._paint_held and screen.track._paint_held
    screen._start_step()
    assert not screen.board._paint_held and not screen.track._paint_held
    assert not screen._computer_pending
    screen._start_step()
    assert not screen._held and screen._computer_pending, "then the computer to move thinks"


def test_a_move_before_the_start_showed_whole_shows_everything(qtbot: QtBot) -> None:
    screen = shown_screen(qtbot)
    screen.open_session(session())
    assert screen._held and not screen.table.isVisible()
    offer = screen.state.offer
    assert screen.play(Draft(offer[0]))
    assert not screen._held and screen.table.isVisible()
    assert not screen.board._paint_held and not screen.track._paint_held


def test_a_hidden_screen_starts_a_game_at_once(qtbot: QtBot) -> None:
    """The screenshots and the tests that build a screen without showing it see the whole start
    right away."""
    screen = MindenScreen("en", persist=False)
    qtbot.addWidget(screen)
    screen.open_session(session())
    assert not screen._held and screen._tiles


def test_the_first_game_shows_the_whole_map_as_a_later_game_does(qtbot: QtBot) -> None:
    """The page's first show leaves the map's fit to its first layout (no second fit); a later
    game fits the map again, after the last one zoomed it."""
    screen = shown_screen(qtbot)
    screen.open_session(session())
    settled(screen)
    canvas = screen.canvas
    assert canvas is not None
    first = (canvas.transform(), canvas.mapToScene(canvas.viewport().rect().center()))
    canvas.zoom_by(2.0)
    screen.leave_game()
    screen.open_session(session())
    settled(screen)
    again = (canvas.transform(), canvas.mapToScene(canvas.viewport().rect().center()))
    assert first == again
    canvas.fit_home()
    assert (canvas.transform(), canvas.mapToScene(canvas.viewport().rect().center())) == first
