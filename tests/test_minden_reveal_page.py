"""The reveal page keeps its text and "Next" button (texts set per reveal, not widgets made).

The kept widgets must look and act as the label and button a page made anew for each reveal:
same geometry in the page, same text, "Next" the default button with the focus, its click the
``next_requested`` signal; and they must be gone (hidden) while the page shows the scoring stage
or is cleared, as the widgets made anew were deleted.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.pages.base import ActionPage
from geoquiz.app.minden.pages.reveal import RevealPage
from geoquiz.games.minden import (
    Config,
    Guess,
    PlayerSpec,
    State,
    apply,
    current_player,
    legal_moves,
    new_game,
)
from geoquiz.games.minden.game import example_cards, view


def _fresh_reveal(text: str) -> tuple[ActionPage, QLabel, QPushButton]:
    """A page as render_reveal made one before: a new label and button in the action column."""
    page = ActionPage()
    page.title.setText(QCoreApplication.translate("MindenScreen", "Scoring"))
    label = page.label(text)
    button = page.button(QCoreApplication.translate("MindenScreen", "&Next"), lambda: None)
    button.setDefault(True)
    return page, label, button


def _visible_texts(page: QWidget) -> list[str]:
    return [
        w.text()
        for w in page.findChildren(QLabel) + page.findChildren(QPushButton)
        if w.isVisible() and w.text()
    ]


def _score_state() -> State:
    players = tuple(PlayerSpec(n, c, 40, "human") for n, c in (("Anna", "red"), ("Ben", "blue")))
    state = new_game(Config(players, track_length=12, seed=4), example_cards())
    for _ in range(200):
        if state.phase == "score":
            return state
        moves = legal_moves(state)
        state = apply(state, Guess(("W",)) if state.phase == "guess" else moves[0])
    raise AssertionError("never reached the scoring")


def test_kept_reveal_widgets_equal_fresh_ones_through_reveals(qtbot: QtBot) -> None:
    page = RevealPage()
    qtbot.addWidget(page)
    page.resize(470, 400)
    page.show()
    fired: list[bool] = []
    page.next_requested.connect(lambda: fired.append(True))
    state = _score_state()
    seat = current_player(state)
    assert seat is not None
    texts = [
        "A short reveal.",
        "Anna's card “Minden”: solution W N 1 A; tip W N 1 A.\n"
        + "A much longer line that wraps in a side panel of this width, twice or more. " * 3,
        "Again short.",
    ]
    label, button = page.reveal_label, page.next_button
    for text in texts:
        page.clear()
        page.render_reveal(text)
        QApplication.processEvents()
        fresh, fresh_label, fresh_button = _fresh_reveal(text)
        qtbot.addWidget(fresh)
        fresh.resize(page.size())
        fresh.show()
        QApplication.processEvents()
        # the same widgets each reveal, where and as the fresh ones are
        assert page.reveal_label is label and page.next_button is button
        assert label.text() == fresh_label.text() == text
        assert button.text() == fresh_button.text()
        assert label.mapTo(page, label.rect().topLeft()) == fresh_label.mapTo(
            fresh, fresh_label.rect().topLeft()
        )
        assert label.size() == fresh_label.size()
        assert button.mapTo(page, button.rect().topLeft()) == fresh_button.mapTo(
            fresh, fresh_button.rect().topLeft()
        )
        assert button.size() == fresh_button.size()
        assert page.grab().toImage() == fresh.grab().toImage()
        # the focus the page gives (the window that has it is the fresh one now)
        assert button.isDefault() and page.focusWidget() is button
        assert _visible_texts(page) == _visible_texts(fresh)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        fresh.deleteLater()
        # the scoring stage on the same page: the kept reveal widgets do not show
        page.clear()
        assert not label.isVisible() and not button.isVisible()
        page.render_score(view(state, seat), seat)
        assert text not in _visible_texts(page)
        assert "Next" not in " ".join(_visible_texts(page)).replace("&", "")
    assert fired == [True] * len(texts)
