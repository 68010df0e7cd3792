"""A Finden-Sie-Minden reveal on a shown screen: the page first, the map a step later.

``MindenScreen._start_reveal``: the scoring move's turn shows the turned card's text and "Next";
the solution cells, the true place and the indicator follow in a turn of their own
(``_show_scoring``, ``START_STEP_MS`` later), and the tiles made ahead after that. The screen
ends as the reveal shown at once leaves it, pixel for pixel; "Next" before the map showed drops it.
"""

from __future__ import annotations

from helpers.minden_screen import rendered_grab, shown_screen
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.demo import phase_session
from geoquiz.app.minden.screen import MindenScreen
from geoquiz.games.minden import Score


def at_reveal(qtbot: QtBot) -> MindenScreen:
    """A shown screen whose person to score has just placed the indicator."""
    screen = shown_screen(qtbot)
    screen.open_session(phase_session("reveal", "en"))
    qtbot.waitUntil(lambda: not screen._held, timeout=2000)
    player = screen.session.match.to_move()  # type: ignore[union-attr]
    assert player is not None and screen.state.phase == "score"
    card = screen.state.card(player)
    assert card is not None and card.lon is not None and card.lat is not None
    assert screen.play(Score(card.lon + 0.35, card.lat - 0.2))
    return screen


def focus_of(screen: MindenScreen) -> tuple[str, int]:
    """The focused widget's kind, and its place among the tiles if it is one."""
    widget = screen.focusWidget()
    tiles: list[object] = list(screen._tiles)
    return type(widget).__name__, tiles.index(widget) if widget in tiles else -1


def settled(screen: MindenScreen) -> QImage:
    screen._animate_all()
    for _ in range(200):
        if (
            screen._scoring is None
            and not screen._held
            and (not screen._upcoming or screen._reveal is None)
        ):
            break
        QTest.qWait(2)
    return rendered_grab(screen)


def test_the_reveal_shows_its_page_first_and_the_map_a_step_later(qtbot: QtBot) -> None:
    screen = at_reveal(qtbot)
    canvas = screen.canvas
    assert canvas is not None
    assert screen._reveal is not None and screen.page is screen.reveal_page
    assert screen.reveal_page.next_button.isVisible()
    assert not screen._marks and canvas.highlight_path() is None, "the map follows"
    assert not screen._prepare_timer.isActive(), "tiles are made ahead after the map's turn"
    assert screen._scoring_timer.isActive()
    screen._show_scoring()  # the timer's first call: the map's marks and cells
    assert len(screen._marks) == 2 and canvas.highlight_path() is not None
    assert screen._scoring is None
    assert screen.board._paint_held, "the marks are set in one turn, painted in the next"
    assert screen._scoring_timer.isActive() and not screen._prepare_timer.isActive()
    screen._show_scoring()  # its second: the map's paint
    assert not screen.board._paint_held and not screen._map_held
    assert screen._prepare_timer.isActive(), "then the tiles are made ahead"


def test_the_staged_reveal_ends_with_the_picture_of_the_reveal_at_once(qtbot: QtBot) -> None:
    staged = at_reveal(qtbot)
    in_steps = settled(staged)

    at_once = at_reveal(qtbot)
    at_once._show_scoring()  # in the move's own turn, as before the split
    whole = settled(at_once)

    assert in_steps.size() == whole.size()
    assert in_steps == whole
    assert len(staged._marks) == len(at_once._marks) == 2


def test_next_before_the_map_showed_drops_it(qtbot: QtBot) -> None:
    screen = at_reveal(qtbot)
    screen.finish_reveal()
    QTest.qWait(3 * screen.START_STEP_MS + 20)
    canvas = screen.canvas
    assert canvas is not None
    assert not screen._marks and canvas.highlight_path() is None
    assert screen._scoring is None and screen._reveal is None
    assert not screen.board._paint_held


def test_next_while_the_maps_paint_is_held_shows_the_map(qtbot: QtBot) -> None:
    screen = at_reveal(qtbot)
    screen._show_scoring()
    assert screen._map_held and screen.board._paint_held
    screen.finish_reveal()
    assert not screen._map_held and not screen.board._paint_held


def test_a_hidden_screen_shows_the_reveal_at_once(qtbot: QtBot) -> None:
    """The screenshots (a screen not shown yet) see the whole reveal right away."""
    screen = MindenScreen("en", persist=False)
    qtbot.addWidget(screen)
    screen.open_session(phase_session("reveal", "en"))
    player = screen.session.match.to_move()  # type: ignore[union-attr]
    assert player is not None
    card = screen.state.card(player)
    assert card is not None and card.lon is not None and card.lat is not None
    assert screen.play(Score(card.lon + 0.35, card.lat - 0.2))
    assert len(screen._marks) == 2 and screen._scoring is None


def test_next_shows_the_page_first_and_the_cards_in_the_next_steps(qtbot: QtBot) -> None:
    screen = at_reveal(qtbot)
    settled(screen)
    screen.finish_reveal()
    assert screen._reveal is None and screen._held == ["tiles", "table"]
    assert not screen.table.isVisible(), "the cards follow in the next turns"
    assert not screen._computer_pending, "no computer thinks before the cards show"
    screen._start_step()
    assert not screen.table.isVisible()
    prepared = set(screen.table._prepared)
    assert len(prepared) >= len(screen.state.offer), "every tile the table shows is made"
    screen._start_step()
    assert screen.table.isVisible() and screen._tiles
    assert set(screen._tiles) <= prepared, "the table places the tiles made ahead"
    screen._start_step()
    assert not screen._held


def test_next_in_steps_ends_with_the_picture_of_next_at_once(qtbot: QtBot) -> None:
    staged = at_reveal(qtbot)
    settled(staged)
    staged.finish_reveal()
    assert staged._held
    qtbot.waitUntil(lambda: not staged._held, timeout=2000)
    in_steps = settled(staged)

    at_once = at_reveal(qtbot)
    settled(at_once)
    at_once.finish_reveal()
    at_once._release_start()
    at_once.refresh()  # the table in the same turn, as before the split
    whole = settled(at_once)

    assert in_steps == whole
    assert [(t.card.id, t.owner) for t in staged._tiles] == [
        (t.card.id, t.owner) for t in at_once._tiles
    ]
    assert focus_of(staged) == focus_of(at_once)
