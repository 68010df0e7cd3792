"""Issue 28: opening a game screen the first time took 1.4-2.8 s with no sign of progress. The
main window now puts up the opening page (a busy bar and a line naming the screen) and paints it
before the screen is built, so the sign is on screen while the build runs
(``bench/bench_first_open.py`` times it)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QLabel, QProgressBar, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.window import main_window as main_window_module
from geoquiz.app.window.main_window import MainWindow
from geoquiz.app.window.opening import OpeningPage
from geoquiz.app.window.screens import ScreenEntry


def test_the_opening_page_is_painted_before_a_screen_is_built(
    qtbot: QtBot, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.resize(1366, 728)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.windowHandle().isExposed())  # placed and shown for good
    painted: list[float] = []

    def paint(page: OpeningPage, event: QPaintEvent) -> None:
        painted.append(time.perf_counter())
        QWidget.paintEvent(page, event)

    monkeypatch.setattr(OpeningPage, "paintEvent", paint, raising=False)
    seen: dict[str, Any] = {}

    def build(lang: str) -> QWidget:  # a slow screen: what the user sees meanwhile
        page = window.stack.currentWidget()
        seen["page"] = page
        seen["painted"] = len(painted)
        seen["visible"] = page.isVisible() and page.width() > 100 and page.height() > 100
        seen["bar"] = page.findChild(QProgressBar).isVisible()
        seen["line"] = page.findChild(QLabel).text()
        return QWidget()

    entry = ScreenEntry("slow-game", "Carcassonne — Germany", None, build)
    monkeypatch.setattr(main_window_module, "screen", lambda key: entry)
    start = time.perf_counter()
    built = window.show_screen("slow-game")
    assert isinstance(seen["page"], OpeningPage)
    assert seen["painted"] >= 1 and seen["visible"] and seen["bar"]
    assert "Carcassonne" in seen["line"]
    assert painted[0] - start < 0.1  # within 100 ms of the click
    # the built screen replaces the page; opening it again needs no page (it is built)
    assert window.stack.currentWidget() is built
    assert window.show_screen("slow-game") is built
