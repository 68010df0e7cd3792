"""A Danmark-spillet game's start: the side panel is drawn once while the screen is built (and
left showing what it shows without that), and a computer to move thinks once the board shows
the last move (its planner holds the GIL the board's drawing needs), or after a few looks."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage

from geoquiz.app.danmark import screen as screen_module
from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Config, PlayerSpec

CONFIG = Config((PlayerSpec("Hard", True, "hard"), PlayerSpec("Anna")), seed=3)


def _shown(qtbot: Any, widget: DanmarkScreen) -> DanmarkScreen:
    widget.computer_delay_ms = 0
    widget.show_card_dialogs = False
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _side(widget: DanmarkScreen) -> QImage:
    return widget._side.grab().toImage()


def test_warm_up_leaves_the_lobby_and_the_game_as_without_it(qtbot: Any, monkeypatch: Any) -> None:
    warm = _shown(qtbot, DanmarkScreen("en", persist=False))
    with monkeypatch.context() as patch:
        patch.setattr(DanmarkScreen, "_warm_up", lambda self: None)
        cold = _shown(qtbot, DanmarkScreen("en", persist=False))
    # nothing of the warm-up's rows and texts stays behind
    for name in ("moves_list", "hand_list", "log", "hand_owner"):
        assert getattr(warm, name).count() == 0, name
    assert warm.players_label.text() == warm.hand_label.text() == ""
    assert _side(warm) == _side(cold)
    for widget in (warm, cold):
        widget.computer_delay_ms = 10**6
        widget.start_game(CONFIG)
    assert [warm.hand_owner.itemText(i) for i in range(warm.hand_owner.count())] == [
        cold.hand_owner.itemText(i) for i in range(cold.hand_owner.count())
    ]
    assert warm.players_label.text() == cold.players_label.text()
    assert _side(warm) == _side(cold)


def test_the_computer_thinks_once_the_board_shows_the_game(qtbot: Any, monkeypatch: Any) -> None:
    screen = _shown(qtbot, DanmarkScreen("en", persist=False))
    pending_at_start: list[bool] = []
    run = screen.bots.run

    def recorded(*args: Any, **kwargs: Any) -> None:
        pending_at_start.append(screen.item.picture_pending())
        run(*args, **kwargs)

    monkeypatch.setattr(screen.bots, "run", recorded)
    screen.start_game(CONFIG)
    # the board's image of the computer's hand is drawn a few towns a turn: it is still to come
    assert screen.item.picture_pending()
    with qtbot.waitSignal(screen.moved, timeout=20_000):
        pass
    assert pending_at_start == [False]


def test_a_board_that_is_never_painted_holds_the_computer_only_a_few_looks(
    qtbot: Any, monkeypatch: Any
) -> None:
    screen = _shown(qtbot, DanmarkScreen("en", persist=False))
    monkeypatch.setattr(screen.item, "picture_pending", lambda: True)
    looks: list[int] = []
    start = screen._start_computer

    def counted() -> None:
        looks.append(screen._waits_left)
        start()

    monkeypatch.setattr(screen, "_start_computer", counted)
    screen._computer_wait.timeout.disconnect()
    screen._computer_wait.timeout.connect(counted)
    screen.start_game(CONFIG)
    with qtbot.waitSignal(screen.moved, timeout=20_000):
        pass
    # the first look when the game starts, then one per step until none is left
    steps = screen_module.COMPUTER_WAIT_STEPS
    assert looks[: steps + 1] == list(range(steps, -1, -1))


def test_the_thinking_line_is_the_one_a_refresh_shows(qtbot: Any) -> None:
    """While a computer thinks only the status line changes: to what a whole refresh sets."""
    screen = DanmarkScreen("en", persist=False)
    qtbot.addWidget(screen)
    screen.computer_delay_ms = 10**6
    screen.start_game(CONFIG)
    screen._computer_step()  # the request goes to the worker: "… is thinking"
    assert screen.bots.thinking
    thinking = screen.status.text()
    assert "Hard (computer) is thinking" in thinking
    screen.refresh()
    assert screen.status.text() == thinking
    screen.bots.wait(20_000)
