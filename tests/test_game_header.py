"""The game header (app.shell.header): the status line and the thinking text change without
laying out the screen below, and the row looks as the plain row of labels and buttons did."""

from __future__ import annotations

from helpers.events import EventCounter
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.shell.header import GameHeader, title_font

LONG = (
    "Setup: Mecklenburg-Vorpommern places cards. The autosave failed: the disk is full, "
    "the game is not saved until there is room again."
)


def _screen(  # type: ignore[no-untyped-def]
    qtbot, width: int = 1280, status: str = "", thinking: str | None = None
) -> tuple[QWidget, GameHeader, QLabel]:
    """A window of a header (with a game's own button) above a board, ``width`` wide."""
    screen = QWidget()
    qtbot.addWidget(screen)
    column = QVBoxLayout(screen)
    header = GameHeader("10 Tage durch Deutschland")
    header.add_button(QPushButton("Ich reise!"))
    column.addWidget(header)
    below = QLabel("the board")
    column.addWidget(below, 1)
    header.status.setText(status)
    if thinking:
        header.show_thinking(thinking)
    screen.resize(width, 400)
    screen.show()
    qtbot.waitExposed(screen)
    QApplication.processEvents()
    return screen, header, below


def test_status_and_thinking_changes_stay_inside_the_header(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen, header, below = _screen(qtbot)
    header.status.setText("Anna's turn.")
    # the window's own first layouts may still be queued on a busy machine: count from quiet
    for _ in range(20):
        settling = EventCounter(screen, QEvent.Type.LayoutRequest)
        qtbot.wait(50)
        screen.removeEventFilter(settling)
        if settling.count == 0:
            break
    requests = EventCounter(screen, QEvent.Type.LayoutRequest)
    board = below.geometry()
    for name in ("Anna", "Ben", None, "A computer player with a long name", None):
        header.status.setText(f"{name}'s turn.")
        header.show_thinking(name)
        QApplication.processEvents()
        assert header.thinking.isVisible() == (name is not None)
    assert requests.count == 0  # the screen's layout was never redone
    assert below.geometry() == board
    assert header.thinking.geometry().left() > header.status.geometry().left()
    screen.close()


def test_a_status_that_needs_more_lines_grows_the_header(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen, header, below = _screen(qtbot, 900)
    header.status.setText("Anna's turn.")
    qtbot.wait(20)
    height = header.height()
    header.status.setText(LONG)
    qtbot.waitUntil(lambda: header.height() > height, timeout=2000)
    assert below.geometry().top() > header.geometry().bottom()
    header.status.setText("Anna's turn.")
    qtbot.waitUntil(lambda: header.height() == height, timeout=2000)
    screen.close()


def _reference(width: int, status: str, thinking: str | None) -> list[object]:
    """The header as it was built before its :class:`StatusArea`: one plain row of the title,
    the status line, the thinking text and the buttons. Where each part goes."""
    screen = QWidget()
    column = QVBoxLayout(screen)
    header = QWidget()
    row = QHBoxLayout(header)
    row.setContentsMargins(0, 0, 0, 0)
    title = QLabel("10 Tage durch Deutschland")
    title.setFont(title_font(title))
    row.addWidget(title)
    label = QLabel()
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    row.addWidget(label, 1)
    think = QLabel()
    think.hide()
    row.addWidget(think)
    buttons = [QPushButton(t) for t in ("&New game…", "&Back")]
    for button in buttons:
        row.addWidget(button)
    call = QPushButton("Ich reise!")
    row.insertWidget(row.indexOf(buttons[0]), call)
    column.addWidget(header)
    column.addWidget(QLabel("the board"), 1)
    label.setText(status)
    if thinking:
        think.setText(thinking)
        think.show()
    screen.resize(width, 400)
    screen.show()
    QApplication.processEvents()
    parts = [header, title, label, *([think] if thinking else []), call, *buttons]
    out = [w.geometry().getRect() for w in parts]
    screen.close()
    return out


def test_the_row_is_laid_out_as_a_plain_row_of_the_same_widgets(qtbot) -> None:  # type: ignore[no-untyped-def]
    for width in (1000, 1280, 1920):
        for status in ("Ben's turn.", LONG):
            for thinking in (None, "Anna is thinking…"):
                screen, header, _below = _screen(qtbot, width, status, "Anna" if thinking else None)

                def at(widget: QWidget, header: GameHeader = header) -> object:
                    rect = widget.rect().translated(widget.mapTo(header, widget.rect().topLeft()))
                    return rect.getRect()

                parts = [header.title, header.status, *([header.thinking] if thinking else [])]
                buttons = [b for b in header.findChildren(QPushButton) if b.isVisibleTo(header)]
                seen = [header.geometry().getRect(), *(at(w) for w in parts)]
                seen += [at(b) for b in sorted(buttons, key=lambda b: b.x())]
                ref = _reference(width, status, thinking)
                assert seen == ref, (width, status, thinking, seen, ref)
                screen.close()
