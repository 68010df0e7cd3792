"""Issue 28: Explore left ~270 px empty on either side of the Germany board at 1366x768.

The read-outs (the place clicked, the position hovered) stand in a column beside the map, so the
map gets the window's height and the board is larger; what stays empty beside the map is at most
a few dozen pixels at 1366x768 and 1280x720."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from geoquiz.app.explore.explore import DENMARK, GERMANY, ExploreScreen

#: the screen's size inside a window of the two laptop screens (menu bar and frame taken off)
SIZES = [(1366, 730), (1280, 682)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("config", [GERMANY, DENMARK], ids=["de", "dk"])
def test_the_map_uses_the_width(qtbot: QtBot, size: tuple[int, int], config: object) -> None:
    screen = ExploreScreen(config, "de")  # type: ignore[arg-type]
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    QApplication.processEvents()
    canvas = screen.canvas
    canvas.fit_home()
    view = canvas.viewport().rect()
    scene = canvas.mapFromScene(canvas.sceneRect()).boundingRect()
    empty = max(0, scene.left() - view.left()) + max(0, view.right() - scene.right())
    assert empty <= 0.12 * size[0], (empty, scene, view)
    # the map is as tall as the screen allows: the read-outs are beside it, not under it
    assert canvas.height() >= size[1] - 60
    # the read-outs are on the screen and wrap inside their column
    inside = QRect(0, 0, *size)
    for label in (screen.info_label, screen.hover_label):
        where = QRect(label.mapTo(screen, label.rect().topLeft()), label.size())
        assert inside.contains(where), (label.text(), where)
    screen.info_label.setText("Minden, Nordrhein-Westfalen — 52,2890° N, 8,9170° O — W N 12 C " * 3)
    QApplication.processEvents()
    assert screen.info_label.width() <= screen.SIDE_WIDTH
