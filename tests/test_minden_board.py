"""The board Finden-Sie-Minden players guess on names no place, at any zoom (DESIGN §4).

Explore's Germany map labels towns by population; the game board is the same map without the
towns. The test renders both at a range of scales over the whole board and collects every label
item that is visible: the game board shows no card title (of the shipped Deutschland deck) at any
of them, while Explore — built the same way with names — does show titles, so the test would fail
if the game board kept its town labels.
"""

from __future__ import annotations

import csv

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from geoquiz.app.canvas import MapCanvas
from geoquiz.app.canvas.items import LabelItem
from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany
from geoquiz.geo.resources import package_path

ZOOMS = (0.6, 1.0, 1.6, 3.0, 4.0, 6.0, 12.0, 20.0)
#: map centres at which each zoom is rendered (north, middle, south, east: Bayreuth is among them)
CENTRES = ((9.0, 53.5), (7.0, 51.0), (11.58, 49.95), (13.4, 52.5), (11.0, 48.2), (13.0, 51.0))


def card_titles() -> set[str]:
    folder = package_path("geoquiz.db", "decks", "deutschland")
    titles: set[str] = set()
    for name in ("1_yellow.csv", "2_orange.csv", "3_green.csv", "4_blue.csv"):
        with (folder / name).open(encoding="utf-8") as f:
            titles.update(row["title"] for row in csv.DictReader(f))
    return titles


def drawn_texts(canvas: MapCanvas, qtbot: QtBot) -> set[str]:
    texts: set[str] = set()
    for ppk in ZOOMS:
        for lon, lat in CENTRES:
            canvas.center_on(lon, lat, ppk)
            QApplication.processEvents()
            canvas.render_base()
            texts.update(
                item.text
                # the map layers live in the canvas's layer scenes (rendered into its cache)
                for item in canvas.base_items()
                if isinstance(item, LabelItem) and item.isVisible()
            )
    return texts


def make_canvas(qtbot: QtBot, place_names: bool) -> MapCanvas:
    canvas = MapCanvas(GERMANY_EXTENT)
    qtbot.addWidget(canvas)
    canvas.resize(900, 700)
    build_germany(canvas, place_names=place_names)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.fit_home()
    return canvas


@pytest.mark.slow
def test_guessing_board_draws_no_card_title_at_any_zoom(qtbot: QtBot) -> None:
    titles = card_titles()
    assert len(titles) > 250
    board = drawn_texts(make_canvas(qtbot, place_names=False), qtbot)
    # the board itself is there: square numbers and, zoomed in, quadrant letters
    assert {"1", "15", "A", "D", "W", "O"} <= board
    assert board & titles == set()
    explore = drawn_texts(make_canvas(qtbot, place_names=True), qtbot)
    # the control: the Explore map names many card places (Bayreuth among them)
    assert "Bayreuth" in explore
    assert len(explore & titles) > 30


def test_minden_screen_builds_the_board_without_place_names(qtbot: QtBot) -> None:
    from geoquiz.app.minden.screen import MindenScreen

    screen = MindenScreen("en", persist=False)
    qtbot.addWidget(screen)
    canvas = screen.map_canvas()
    assert not any(name.startswith("towns-") for name in canvas.layer_names())
    assert "board-square-numbers" in canvas.layer_names()
