"""Issue 28's defects of Danmark-spillet, each found on the screen.

* the answer line of a question card ("Rigtigt! Slagelse 11,35° Ø, …") was squeezed into one
  line's height and cut;
* after a click on "Kør" (Go) the keys did nothing until the list was clicked;
* pieces covered town names;
* the log was empty after a resume.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from geoquiz.app.danmark.board_view import BoardItem, build_board_canvas
from geoquiz.app.danmark.cards import QuestionCard
from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.app.runtime.i18n import install_translators
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.games.danmark import ChooseStart, Config, PlayerSpec, Roll, Walk
from geoquiz.geo.denmark_board import load_board

PEOPLE = Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=7)


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


@pytest.fixture
def screen(qtbot: QtBot, url: str) -> DanmarkScreen:
    widget = DanmarkScreen("en", url=url)
    widget.computer_delay_ms = 0
    widget.show_card_dialogs = False
    widget.resize(1366, 768)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture(params=["da", "de", "en"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_translators(request.param)
    yield str(request.param)
    install_translators("en")


def test_answer_line_is_not_squeezed_into_one_line(qtbot: QtBot, lang: str) -> None:
    board = load_board()
    longest = sorted(board.questions, key=lambda q: -len(q.fact.get(lang, q.fact["en"])))[:8]
    for question in longest:
        for pick in {question.answer, (question.answer + 1) % len(question.options)}:
            dialog = QuestionCard(question, lang, "Anna")
            qtbot.addWidget(dialog)
            dialog.open()
            qtbot.waitExposed(dialog)
            dialog._pick(pick)
            QApplication.processEvents()
            verdict = dialog.verdict
            need = verdict.heightForWidth(verdict.width())
            assert verdict.height() >= need, (verdict.text(), verdict.height(), need)
            assert dialog.rect().contains(verdict.geometry())
            assert dialog.rect().contains(dialog.continue_button.geometry())
            dialog.close()


def _focused() -> object:
    return QApplication.focusWidget()


def test_keys_work_after_a_click_on_go_and_on_roll(qtbot: QtBot, screen: DanmarkScreen) -> None:
    screen.start_game(PEOPLE)
    session = screen.session
    assert session is not None
    screen.activateWindow()
    qtbot.waitActive(screen)
    # Anna chooses her start town with a click on "Go"
    assert isinstance(screen._moves[0], ChooseStart)
    qtbot.mouseClick(screen.go_button, Qt.MouseButton.LeftButton)
    assert session.state.start[0] is not None
    assert _focused() is screen.moves_list, _focused()
    # Bo chooses with the keys only: Down, Return on what has the focus
    chosen = screen._rows[1]
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Down)
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Return)
    assert isinstance(chosen, ChooseStart) and session.state.start[1] == chosen.town
    # Anna rolls with a click on the die; then the list has the keys
    qtbot.mouseClick(screen.roll_button, Qt.MouseButton.LeftButton)
    assert session.state.phase in ("move", "question")  # a 6 asks a question card
    assert _focused() is screen.moves_list, _focused()
    if session.state.phase == "move":
        assert any(isinstance(m, Walk) for m in screen._rows)
    before = session.state.ply
    qtbot.keyClick(screen.moves_list, Qt.Key.Key_Return)
    assert session.state.ply > before, "Return played the chosen row (a space, or an answer)"


def _render(canvas: object, item: BoardItem, pieces: list[int]) -> QImage:
    item.pieces = pieces
    return canvas.grab().toImage()  # type: ignore[attr-defined]


TEXT = QColor("#1a1a1a").rgb()


def _covered_names(item: BoardItem, bare: QImage, shown: QImage) -> list[str]:
    """The names more than 5 % (and 2 pixels) of whose letters (their solid pixels in
    ``bare``) are hidden in ``shown`` (a name drawn again over a piece differs in a few
    blended pixels at most)."""
    out = []
    near = [box.adjusted(-6, -6, 6, 6) for _, box in item.piece_rects]
    for rect, (text, _l, _t) in zip(item.name_rects, item._layout, strict=True):
        if not any(rect.intersects(box) for box in near):
            continue  # a piece can change no pixel of it
        r = rect.toAlignedRect().intersected(QRect(0, 0, bare.width(), bare.height()))
        letters = hidden = 0
        for y in range(r.top(), r.bottom() + 1):
            for x in range(r.left(), r.right() + 1):
                if bare.pixel(x, y) == TEXT:
                    letters += 1
                    hidden += shown.pixel(x, y) != TEXT
        if hidden > max(2, 0.05 * letters):
            out.append(f"{text}: {hidden} of {letters}")
    return out


@pytest.mark.parametrize("size", [(1000, 740), (900, 660)])
def test_pieces_do_not_cover_town_names(qtbot: QtBot, size: tuple[int, int]) -> None:
    board = load_board()
    canvas, item = build_board_canvas(board, "de")
    qtbot.addWidget(canvas)
    canvas.resize(*size)
    canvas.show()
    qtbot.waitExposed(canvas)
    bare = _render(canvas, item, [])
    towns = range(len(board.towns))
    for town in towns:
        for player in range(4):  # each shape on its own
            shown = _render(canvas, item, [-1] * player + [town])
            assert not _covered_names(item, bare, shown), (board.towns[town].id, player)
    crowded = [board.town_index(t) for t in ("koebenhavn", "aarhus", "odense", "esbjerg")]
    for town in crowded:  # four pieces on one town
        shown = _render(canvas, item, [town] * 4)
        assert not _covered_names(item, bare, shown), board.towns[town].id
        boxes = [box for _, box in item.piece_rects]
        assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), (
            "pieces on one town stand side by side"
        )


def test_log_is_rebuilt_after_a_resume(qtbot: QtBot, screen: DanmarkScreen, url: str) -> None:
    screen.start_game(PEOPLE)
    session = screen.session
    assert session is not None
    board = load_board()
    state = session.state
    # a game some way in: both started, Anna has handed in two cards and holds a ticket
    anna_start, bo_start = state.hands[0][0], state.hands[1][0]
    screen.play(ChooseStart(anna_start))
    screen.play(ChooseStart(bo_start))
    state = session.state
    handed = state.hands[0][:2]
    ticket = next(c for c in state.chance_pile if c.startswith("plane_ticket"))
    session.state = replace(
        state,
        hands=(state.hands[0][2:], state.hands[1]),
        visited=((*state.visited[0], *handed), state.visited[1]),
        tickets=((ticket,), ()),
        chance_pile=tuple(c for c in state.chance_pile if c != ticket),
    )
    screen.play(Roll())  # saved with its next move: a match record starting at that state
    flush_saves()
    other = DanmarkScreen("en", url=url)
    qtbot.addWidget(other)
    other.computer_delay_ms = 10**6
    other.show_card_dialogs = False
    qtbot.waitUntil(lambda: other.resume_known, timeout=30_000)
    assert other.resume()
    lines = [other.log.item(i).text() for i in range(other.log.count())]
    name = lambda t: board.town(t).label("en")  # noqa: E731
    assert lines[0].startswith("Game resumed"), lines
    assert f"Anna starts in {name(anna_start)}." in lines
    assert f"Bo starts in {name(bo_start)}." in lines
    for town in handed:
        assert f"Anna visits {name(town)} and hands in the card." in lines
    assert any(line.startswith("Chance card for Anna:") for line in lines)
    assert lines[1].startswith("Anna rolls ")  # the move saved after that state, from its log
    # oldest at the bottom, as the log of a game played on: the starts below the visits
    assert lines.index(f"Anna starts in {name(anna_start)}.") > lines.index(
        f"Anna visits {name(handed[0])} and hands in the card."
    )
