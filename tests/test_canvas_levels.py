"""The map canvas makes a new level of detail off the UI thread: the same items and pixels.

A render that needs a level not made yet asks the worker thread for its paths and waits (no
turns) until they arrive; the items, and a label layer's items, are then made a chunk per step.
These tests compare that against the synchronous path (``render_base``), which makes everything
at once on the UI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainterPath
from shapely.geometry import LineString

from geoquiz.app.canvas import LineStyle, MapCanvas
from geoquiz.app.canvas.items import MapPathItem
from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany

MINDEN = (8.917, 52.289)  # lon, lat
FINE_PX_PER_KM = 8.0  # past the finest level's threshold (6 px/km): Kreise borders at full detail


def _germany() -> MapCanvas:
    view = MapCanvas(GERMANY_EXTENT)
    build_germany(view)
    view.resize(900, 700)
    view.show()
    view.fit_home()
    return view


@pytest.fixture
def two_maps(qapp: object) -> Iterator[tuple[MapCanvas, MapCanvas]]:
    views = (_germany(), _germany())
    yield views
    for view in views:
        view.close()
        view.deleteLater()


def _signature(view: MapCanvas) -> list[object]:
    """What the drawn layers consist of: every item of their current level (path, bounds,
    pen, visibility), which scene part holds it, and every label's text, place and side."""
    out: list[object] = []
    for key in sorted(view._scenes):
        for item in view._scenes[key].items():
            if isinstance(item, MapPathItem):
                out.append(
                    (
                        key,
                        item.index,
                        item.path().elementCount(),
                        item.path().controlPointRect().getRect(),
                        item.boundingRect().getRect(),
                        item.pen().widthF(),
                        item.isVisible(),
                    )
                )
            else:
                pos, text, side = item.pos(), getattr(item, "text", ""), getattr(item, "side", "")
                out.append((key, text, pos.x(), pos.y(), item.isVisible(), side))
    return sorted(out, key=repr)


def _pixels(view: MapCanvas) -> bytes:
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def test_a_level_made_on_the_worker_equals_one_made_at_once(two_maps, qtbot) -> None:  # type: ignore[no-untyped-def]
    at_once, stepwise = two_maps
    for view in two_maps:
        view.render_base()
        view.center_on(*MINDEN, px_per_km=FINE_PX_PER_KM)
    at_once.render_base()  # every level and label made on the UI thread, in one call

    stepwise._refresh_base()  # the rest timer after the zoom: the render starts
    assert stepwise.levels_pending()  # the fine levels' paths, asked of the worker
    job = stepwise._job
    assert job is not None
    for _ in range(200):  # turns, without the event loop: the worker's paths cannot arrive
        if job.waiting:
            break
        stepwise._render_turn()
    assert job.waiting and stepwise._job is job  # stopped at a level not made, not given up
    qtbot.waitUntil(stepwise.base_is_current, timeout=20_000)
    assert not stepwise.levels_pending()
    kreise = stepwise._layers["de_kreise-borders"]
    assert kreise.lod == 0 and kreise.lod_items[0] and not kreise.building

    assert _signature(stepwise) == _signature(at_once)
    assert _pixels(stepwise) == _pixels(at_once)


def test_a_layer_hidden_while_its_level_is_made_stays_hidden(two_maps, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = two_maps[0]
    view.render_base()
    view.center_on(*MINDEN, px_per_km=FINE_PX_PER_KM)
    view._refresh_base()
    layer = view._layers["de_kreise-borders"]
    # run turns until some of the level's items exist, but not all
    qtbot.waitUntil(lambda: bool(layer.building.get(0) and layer.building[0].items), timeout=20_000)
    view.set_layer_visible("de_kreise-borders", False)
    qtbot.waitUntil(view.base_is_current, timeout=20_000)
    made = view.graphics_items("de_kreise-borders")
    assert made and not any(item.isVisible() for item in made)


def test_a_level_the_worker_fails_to_make_is_made_on_the_ui_thread(qapp: object, qtbot) -> None:  # type: ignore[no-untyped-def]
    main = threading.main_thread()
    calls: list[bool] = []

    def lines() -> list[LineString]:
        calls.append(threading.current_thread() is main)
        if threading.current_thread() is not main:
            raise RuntimeError("only on the UI thread")
        return [LineString([(9.0, 50.0 + i * 0.1), (11.0, 50.5 + i * 0.1)]) for i in range(20)]

    view = MapCanvas(GERMANY_EXTENT)
    view.add_line_layer("lines", lines, LineStyle(QColor("black"), 1.0))
    view.resize(400, 300)
    view.show()
    view.fit_home()
    try:
        view.viewport().repaint()  # the first frame starts the render
        qtbot.waitUntil(view.base_is_current, timeout=10_000)
        assert calls == [False, True]  # tried on the worker, then made here
        assert len(view.graphics_items("lines")) > 0
    finally:
        view.close()


def test_an_item_given_its_rectangle_has_the_bounds_it_would_compute(qapp: object) -> None:
    path = QPainterPath(QPointF(0, 0))
    for i in range(1, 50):
        path.lineTo(QPointF(i * 10.0, (i % 5) * 30.0))
    given, computed = MapPathItem(path, 3, path.controlPointRect()), MapPathItem(path, 3)
    assert given.boundingRect() == computed.boundingRect()
    assert given.shape().boundingRect() == computed.shape().boundingRect()
    assert np.isclose(given.boundingRect().width(), 490.0 + 2 * MapPathItem.MARGIN)


def test_a_render_turn_right_after_a_frame_waits_for_the_next_pass(two_maps) -> None:  # type: ignore[no-untyped-def]
    view = two_maps[0]
    view.render_base()
    view.zoom_by(MapCanvas.ZOOM_STEP)
    view._refresh_base()  # the render starts
    job = view._job
    assert job is not None and job.todo
    view._turn_timer.stop()
    view.viewport().repaint()  # a frame (the old image, stretched) in this pass of the loop
    steps = job.steps
    view._render_turn()
    assert job.steps == steps and view._turn_timer.isActive()  # the turn went to the next pass
    view._render_turn()
    assert job.steps > steps  # and does its steps there
    view.render_base()


def test_a_canvas_deleted_while_its_levels_are_made_leaves_the_worker_to_the_others(
    qapp: object, qtbot
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    gone = _germany()
    gone._refresh_base()  # the render starts: its levels are asked of the worker
    assert gone.levels_pending()
    gone.close()
    gone.deleteLater()
    QApplication.processEvents()  # deleted before the worker delivers
    view = _germany()
    try:
        view._refresh_base()
        qtbot.waitUntil(view.base_is_current, timeout=20_000)  # its levels came all the same
        assert not view.levels_pending()
        import gc

        assert not gc.isenabled()  # the collector runs on the UI thread only (app.runtime.ui_gc)
    finally:
        view.close()


def test_paths_projected_as_read_equal_paths_of_projected_geometries(qapp: object) -> None:
    import shapely
    from shapely.geometry import MultiPolygon, Polygon, box

    from geoquiz.app.canvas.paths import line_chunks, paths_from_geometries, project_geometries

    def forward(lon: np.ndarray, lat: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return lon * 71_500.0 + 12.5, -(lat * 111_000.0) - 3.25

    holed = Polygon(box(0, 0, 4, 4).exterior.coords, [box(1, 1, 2, 2).exterior.coords])
    geoms = np.asarray(
        [holed, MultiPolygon([box(5, 5, 6, 6), box(7, 7, 9, 8)]), Polygon(), box(-1, 2, 0, 3)],
        dtype=object,
    )
    lines = np.asarray(shapely.boundary(shapely.segmentize(geoms, 0.1)), dtype=object)

    def elements(path: QPainterPath) -> list[tuple[int, float, float]]:
        return [
            (int(path.elementAt(i).type.value), path.elementAt(i).x, path.elementAt(i).y)
            for i in range(path.elementCount())
        ]

    def same(a: list[QPainterPath], b: list[QPainterPath]) -> bool:
        return [elements(p) for p in a] == [elements(p) for p in b]

    assert same(
        paths_from_geometries(geoms, forward),
        paths_from_geometries(project_geometries(geoms, forward)),
    )
    for args in ((128, False), (16, False), (4096, True), (8, True)):
        ours, owners = line_chunks(lines, *args, project=forward)
        theirs, their_owners = line_chunks(project_geometries(lines, forward), *args)
        assert same(ours, theirs) and list(owners) == list(their_owners)
