"""A game started on a shown 10-Tage screen paints its first picture in steps (the side, the
holders, the map), one event-loop turn each: the game's state, layout and buttons are all in place
in the first turn, the picture ends as an unstaged start paints it, and a computer to move starts
thinking only once the map is painted."""

from __future__ import annotations

from PySide6.QtGui import QImage

from geoquiz.app.tage.screen import TageScreen
from geoquiz.games.tage import Config, PlayerSpec

HUMANS = Config((PlayerSpec("Anna"), PlayerSpec("Ben"), PlayerSpec("Cora", "computer")), seed=3)
COMPUTERS = Config(
    (PlayerSpec("A", "computer", "hard"), PlayerSpec("B", "computer", "medium")), seed=1
)


def _shown(qtbot) -> TageScreen:  # type: ignore[no-untyped-def]
    screen = TageScreen("en", persist=False)
    screen.resize(1280, 720)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def _held_parts(screen: TageScreen) -> list[bool]:
    return [w.updatesEnabled() for w in (screen.side, screen.holders_box, screen.map.viewport())]


def test_the_first_picture_is_held_then_released_in_steps(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = _shown(qtbot)
    screen.computer_delay_ms = 10**7
    screen.start_game(HUMANS)
    # the first turn sets everything but painting: a click finds the holders in place
    assert _held_parts(screen) == [False, False, False]
    # two people at the laptop: the setup starts behind the cover (issue 28: each sees the
    # cards placed), whose button takes the click
    assert screen.side.currentWidget() is screen.cover and screen.cover_button.isEnabled()
    assert sum(row.isVisibleTo(screen) for row, _n, _s in screen._all_rows) == 3
    seen: list[list[bool]] = []
    screen._release_timer.timeout.connect(lambda: seen.append(_held_parts(screen)))
    qtbot.waitUntil(lambda: not screen._held and not screen._release_timer.isActive())
    assert seen == [[True, False, False], [True, True, False], [True, True, True]] + [[True] * 3]


def _settle(qtbot, screen: TageScreen) -> None:  # type: ignore[no-untyped-def]
    """Wait until the side and the holders keep their sizes for three 20 ms waits in a row (a
    loaded machine lays the screen out a few turns later; a lasting difference still fails)."""
    sizes: list[object] = []
    for _ in range(50):
        qtbot.wait(20)
        sizes.append((screen.side.size(), screen.holders_box.size()))
        if len(sizes) >= 3 and sizes[-1] == sizes[-2] == sizes[-3]:
            return


def test_the_staged_picture_is_the_unstaged_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    pictures: list[tuple[QImage, QImage]] = []
    for staged in (True, False):
        screen = _shown(qtbot)
        screen.computer_delay_ms = 10**7
        if not staged:
            screen._hold_first_picture = lambda: None  # type: ignore[method-assign]
        screen.start_game(HUMANS)
        qtbot.waitUntil(lambda screen=screen: not screen._held)
        _settle(qtbot, screen)
        pictures.append((screen.side.grab().toImage(), screen.holders_box.grab().toImage()))
    assert pictures[0] == pictures[1]


def test_a_computer_thinks_only_once_the_map_is_painted(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = _shown(qtbot)
    screen.computer_delay_ms = 0
    screen.start_game(COMPUTERS)
    steps: list[tuple[int, bool]] = []  # after each step: parts still held, computer under way
    screen._release_timer.timeout.connect(
        lambda: steps.append((len(screen._held), screen._computer_pending or screen.bots.thinking))
    )
    assert not screen.bots.thinking and not screen._computer_pending
    qtbot.waitUntil(lambda: len(steps) == 4)
    assert steps == [(2, False), (1, False), (0, False), (0, True)]
    qtbot.waitUntil(lambda: len(screen.state.history) > 0, timeout=5000)
    screen.show_lobby()


def test_the_lobby_releases_a_held_picture(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = _shown(qtbot)
    screen.computer_delay_ms = 10**7
    screen.start_game(HUMANS)
    screen.show_lobby()
    assert _held_parts(screen) == [True, True, True]
    assert not screen._held and not screen._release_timer.isActive()


def test_the_warm_up_polishes_the_rows_and_changes_no_picture(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    pictures: list[tuple[QImage, QImage]] = []
    for warm in (True, False):
        if not warm:
            monkeypatch.setattr(TageScreen, "_warm_up", lambda self: None)
        screen = TageScreen("en", persist=False)
        polished = Qt.WidgetAttribute.WA_WState_Polished
        slots = [b for _row, _name, row_slots in screen._all_rows for b in row_slots]
        assert all(b.testAttribute(polished) for b in slots) == warm
        assert all(row.isHidden() for row, _name, _slots in screen._all_rows)
        screen.resize(1280, 720)
        qtbot.addWidget(screen)
        screen.show()
        qtbot.waitExposed(screen)
        screen.computer_delay_ms = 10**7
        screen.start_game(HUMANS)
        qtbot.waitUntil(lambda screen=screen: not screen._held)
        _settle(qtbot, screen)
        pictures.append((screen.side.grab().toImage(), screen.holders_box.grab().toImage()))
    assert pictures[0] == pictures[1]
