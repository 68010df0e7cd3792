"""Finden Sie Minden at laptop sizes: 1280×720 and 1366×768 (and full HD).

A seeded game with the shipped deck (the screenshot scenes ``minden-guess`` / ``minden-reveal``)
is laid out at each size; the tip card's stone buttons keep their minimum size and are all
inside the panel, card tiles are tall enough for their whole wrapped text, the side panel scrolls
instead of squeezing, and the map keeps a usable width.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.demo import show_phase
from geoquiz.app.minden.screen import MindenScreen
from geoquiz.app.minden.widgets import TipCard

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


def laid_out(qtbot: QtBot, phase: str, size: tuple[int, int]) -> MindenScreen:
    screen = MindenScreen("de", persist=False)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    show_phase(screen, phase)
    for _ in range(3):
        QApplication.processEvents()
    return screen


def inside(widget: object, outer: object) -> bool:
    from PySide6.QtWidgets import QWidget

    assert isinstance(widget, QWidget) and isinstance(outer, QWidget)
    top_left = widget.mapTo(outer, QPoint(0, 0))
    return (
        top_left.x() >= 0
        and top_left.x() + widget.width() <= outer.width()
        and top_left.y() >= 0
        and top_left.y() + widget.height() <= outer.height()
    )


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_tip_card_and_card_tiles_keep_readable_sizes(qtbot: QtBot, size: tuple[int, int]) -> None:
    screen = laid_out(qtbot, "guess", size)
    tipcard = screen.tipcard
    assert isinstance(tipcard, TipCard)
    w_min, h_min = TipCard.BUTTON_SIZE
    shown = [b for (stone, _), b in tipcard.buttons.items() if b.isVisible()]
    assert len(shown) >= 2 + 3 + 10 + 4
    for b in shown:
        assert b.width() >= w_min and b.height() >= h_min, (b.text(), b.size())
        assert inside(b, screen.side_panel), b.text()
        # the label fits the button: the text's pixel width is smaller than the button
        assert b.fontMetrics().horizontalAdvance(b.text()) + 8 <= b.width()
    # quadrants 2×2: A beside B, C below A
    a, b, c = (tipcard.buttons[(3, q)] for q in "ABC")
    assert a.y() == b.y() and a.x() < b.x() and c.x() == a.x() and c.y() > a.y()
    # squares in five columns: 6 is below 1
    one, six = tipcard.buttons[(2, 1)], tipcard.buttons[(2, 6)]
    assert one.x() == six.x() and six.y() > one.y()
    for tile in screen._tiles:
        assert tile.width() >= tile.MIN_WIDTH
        assert tile.height() >= tile.heightForWidth(tile.width()), tile.text_shown()
        assert tile.label.height() >= tile.label.heightForWidth(tile.label.width())
    # the side panel never needs a horizontal scroll bar; the map keeps most of the width
    assert screen.side_panel.width() <= screen.side_scroll.viewport().width()
    assert screen.map_canvas().width() >= 0.5 * size[0]


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_end_view_texts_are_whole_and_the_panel_scrolls(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    screen = laid_out(qtbot, "end", size)
    assert "Deutscher Meister" in screen.action_title.text()
    from PySide6.QtWidgets import QLabel

    bar = screen.side_scroll.verticalScrollBar()
    panel, viewport = screen.side_panel, screen.side_scroll.viewport()
    # the panel is never squeezed below what its texts need; what does not fit scrolls
    assert panel.height() >= panel.minimumSizeHint().height()
    assert bar.maximum() == max(0, panel.height() - viewport.height())
    labels = [w for w in panel.findChildren(QLabel) if w.isVisible() and w.wordWrap()]
    assert len(labels) >= 5
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()), label.text()[:40]
        assert label.width() <= viewport.width()
    assert "On the map" in screen.legend_label.text()
