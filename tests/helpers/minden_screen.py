"""A shown Finden-Sie-Minden screen and its picture once drawn, for the staged-path tests."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.screen import MindenScreen


def shown_screen(qtbot: QtBot) -> MindenScreen:
    """A screen shown at 1366x768 whose computers do not move while pictures are compared."""
    screen = MindenScreen("en", persist=False)
    screen.computer_delay_ms = 60_000  # no computer move while the pictures are compared
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def rendered_grab(screen: MindenScreen) -> QImage:
    """The screen's picture once the events are through and the map is rendered for its view."""
    for _ in range(3):
        QApplication.processEvents()
    canvas = screen.canvas
    assert canvas is not None
    if not canvas.base_is_current():
        canvas.render_base()
    return screen.grab().toImage()
