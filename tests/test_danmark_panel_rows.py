"""The Danmark screen's side lists (destinations, city cards) are updated row by row: after every
move of a game, the question and its answers included, they hold the same rows, flags, current
row and board selection as lists emptied and filled anew (what refresh did before); the game-over
box made ahead shows as one made at the end."""

from __future__ import annotations

from pathlib import Path

from helpers.danmark_dice import rig_die

from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Config, PlayerSpec, is_over


def _rows(screen: DanmarkScreen) -> tuple[object, ...]:
    lists = (screen.moves_list, screen.hand_list)
    return (
        [[(w.item(i).text(), w.item(i).flags()) for i in range(w.count())] for w in lists],
        screen.moves_list.currentRow(),
        screen.item.selected,
        screen.item.targets,
        sorted(screen.item.own_cards),
        screen._rows,
    )


def _screen(qtbot, url: str) -> DanmarkScreen:  # type: ignore[no-untyped-def]
    widget = DanmarkScreen("en", url=url)
    widget.show_card_dialogs = False
    qtbot.addWidget(widget)
    return widget


def test_kept_rows_equal_rows_made_anew(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    screen = _screen(qtbot, f"sqlite:///{tmp_path / 'a.sqlite'}")
    fresh = _screen(qtbot, f"sqlite:///{tmp_path / 'b.sqlite'}")
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo"), PlayerSpec("Cy")), seed=2))
    session = screen.session
    assert session is not None
    fresh.session = session  # reads the same state
    questions = 0
    for step in range(60):
        if is_over(session.state):
            break
        if step in (6, 20):
            rig_die(session, 6)
            screen.refresh()
        fresh.moves_list.clear()
        fresh.hand_list.clear()
        fresh.refresh()
        assert _rows(screen) == _rows(fresh)
        questions += session.state.phase == "question"
        move = screen._moves[-1] if step % 3 else screen._moves[0]  # not always the first
        screen.play(move)
    assert questions >= 1  # the heading row came and went


def test_the_end_is_the_end_page_not_a_message_box(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 28: the game's end is the end-of-game page (the journey told); no system message box
    opens over it."""
    from PySide6.QtWidgets import QMessageBox

    from geoquiz.app.danmark import screen as module

    screen = _screen(qtbot, f"sqlite:///{tmp_path / 'a.sqlite'}")
    screen.resize(1400, 950)
    screen.show()
    qtbot.waitExposed(screen)
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=4))
    screen.show_card_dialogs = True
    monkeypatch.setattr(module, "is_over", lambda _state: True)  # the next move ends the game
    screen.play(screen._moves[0])
    assert screen.status.text().startswith("Game over")
    assert not [box for box in screen.findChildren(QMessageBox) if box.isVisible()]
