"""The 10-Tage map lays its names out once a change of size or scale has settled
(``NAMES_SETTLE_MS``): a game's start resized the map twice within 50 ms, and each layout is a few
hundred ms of a worker beside the first moves."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.tage_map import named_map

from geoquiz.app.tage.map_view import NAMES_SETTLE_MS

pytest.importorskip("pytestqt")


def test_two_quick_resizes_are_laid_out_once_for_the_last_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = named_map(qtbot)
    runs: list[Any] = []
    real = view._layout_runner.run

    def counted(job: Any, deliver: Any, **kw: Any) -> None:
        runs.append(view._view_key())
        real(job, deliver, **kw)

    view._layout_runner.run = counted
    # the settling time stretched for the test: on a busy machine the 30 ms between the two
    # resizes (as at a game's start) took longer than the 120 ms it waits
    settle = NAMES_SETTLE_MS * 10
    view._names_timer.setInterval(settle)
    view.resize(900, 600)
    qtbot.wait(30)  # as a game start: the second resize follows at once
    view.resize(900, 560)
    last = view._view_key()
    qtbot.waitUntil(lambda: bool(runs) and last in view._layouts, timeout=20_000)
    qtbot.wait(settle * 2)
    assert runs == [last]
    assert view.names == view._layouts[last]


def test_a_screenshot_of_the_10_tage_game_shows_every_region_s_name(qapp) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.tage.map_view import TageMap
    from geoquiz.app.window.screenshot import render_screen

    shown: list[tuple[int, int]] = []

    def inspect(window: Any) -> None:
        for tage_map in window.findChildren(TageMap):
            if tage_map.isVisible():
                shown.append((len(tage_map.names), len(tage_map.ids)))

    render_screen("tage-game", (1280, 720), "en", inspect=inspect)
    assert shown and all(names == regions for names, regions in shown), shown


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_no_day_disc_of_the_route_sits_on_another_region_s_name(qapp, size) -> None:  # type: ignore[no-untyped-def]
    # a disc beside its name may graze a neighbour's box where names crowd, never sit on it
    from geoquiz.app.tage.map_view import TageMap
    from geoquiz.app.window.screenshot import render_screen

    covered: list[tuple[str, str]] = []
    checked: list[str] = []

    def inspect(window: Any) -> None:
        for tage_map in window.findChildren(TageMap):
            if not tage_map.isVisible() or tage_map._route is None:
                continue
            offset = tage_map._scroll_offset()
            for card in tage_map._route[0]:
                if card not in tage_map.anchors:
                    continue
                spot = tage_map.transform().map(tage_map._pt(str(card))) - offset
                checked.append(str(card))
                for name in tage_map.names:
                    x, y, w, h = name.rect
                    if name.rid != card and x < spot.x() < x + w and y < spot.y() < y + h:
                        covered.append((str(card), name.rid))

    render_screen("tage-game", size, "en", inspect=inspect)
    assert len(checked) >= 8 and not covered, covered
