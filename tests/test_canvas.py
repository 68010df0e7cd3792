"""The map canvas: paths from geometry, projection round trips, clicks, zoom, pixels, hit-tests."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from shapely.geometry import LineString, MultiPolygon, Polygon, box

from geoquiz.app.canvas import MapCanvas, Palette
from geoquiz.app.canvas.paths import line_chunks, paths_from_geometries
from geoquiz.app.explore.board_map import GERMANY_EXTENT, build_germany

MINDEN = (8.917, 52.289)  # lon, lat


# ---------------------------------------------------------------- paths (no widgets)


def test_polygon_with_hole_becomes_one_odd_even_path(qapp: object) -> None:
    donut = box(0, 0, 10, 10).difference(box(4, 4, 6, 6))
    (path,) = paths_from_geometries([donut])
    assert path.elementCount() == 10  # two closed rings of 5 coordinates
    assert path.contains(QPointF(1, 1))
    assert not path.contains(QPointF(5, 5))  # the hole
    assert path.fillRule() == Qt.FillRule.OddEvenFill


def test_multipolygon_and_empty_geometries_keep_their_positions(qapp: object) -> None:
    multi = MultiPolygon([box(0, 0, 1, 1), box(5, 5, 6, 6)])
    paths = paths_from_geometries([multi, Polygon(), box(2, 2, 3, 3)])
    assert len(paths) == 3
    assert paths[0].contains(QPointF(5.5, 5.5)) and paths[0].contains(QPointF(0.5, 0.5))
    assert paths[1].isEmpty()
    assert paths[2].contains(QPointF(2.5, 2.5))


def test_line_chunks_cover_every_segment_once(qapp: object) -> None:
    xs = np.linspace(0, 100, 1001)
    line = LineString(np.column_stack([xs, np.sin(xs)]))
    paths, owners = line_chunks([line, box(0, 0, 1, 1)], max_vertices=50)
    segments = sum(p.elementCount() - 1 for p in paths)
    assert segments == 1000 + 4
    assert set(owners.tolist()) == {0, 1}
    assert all(p.elementCount() <= 50 for p in paths)


def test_bundled_chunks_keep_every_segment_in_fewer_paths(qapp: object) -> None:
    boxes = [box(i, 0, i + 0.5, 1) for i in range(100)]
    single, _ = line_chunks(boxes, max_vertices=50)
    bundled, owners = line_chunks(boxes, max_vertices=50, bundle=True)
    assert len(single) == 100 and len(bundled) == 10
    assert sum(p.elementCount() for p in bundled) == 500
    assert owners.tolist() == list(range(0, 100, 10))
    assert bundled[0].boundingRect().width() == pytest.approx(9.5)


def test_line_item_bounds_hold_qts_own_without_stroking(qapp: object) -> None:
    from PySide6.QtGui import QPainterPath, QPen
    from PySide6.QtWidgets import QGraphicsPathItem

    from geoquiz.app.canvas.items import MapPathItem

    path = QPainterPath(QPointF(0, 0))
    for i in range(1, 200):
        path.lineTo(QPointF(i * 100.0, (i % 7) * 300.0 - (i % 3) * 500.0))
    for width in (0.8, 1.0, 5.0, 17.5):  # up to the widest pen the canvas makes (7 px x 2.5)
        pen = QPen(QColor("black"), width)
        pen.setCosmetic(True)
        ours, qts = MapPathItem(path, 0), QGraphicsPathItem(path)
        ours.setPen(pen)
        qts.setPen(pen)
        assert ours.boundingRect().contains(qts.boundingRect())
        assert ours.boundingRect().adjusted(30, 30, -30, -30).width() < qts.boundingRect().width()


def test_lazy_hit_and_label_layers_wait_until_needed(qapp: object) -> None:
    from geoquiz.app.canvas import Label, LabelStyle

    calls: list[str] = []

    def hit_geoms() -> list[object]:
        calls.append("hit")
        return [box(9, 51, 10, 52)]

    def labels() -> list[Label]:
        calls.append("labels")
        return [Label(9.5, 51.5, "X")]

    view = MapCanvas((8, 50, 11, 53))
    view.add_hit_layer("areas", hit_geoms)
    view.add_label_layer("near", labels, LabelStyle(size_px=12, min_px_per_km=50.0))
    view.resize(400, 400)
    view.show()
    view.fit_home()
    view.render_base()
    assert calls == []  # nothing hit-tested, the labels' scale not reached
    assert view.graphics_items("areas") == []
    assert view.feature_at("areas", 9.5, 51.5) == 0 and view.feature_at("areas", 8.5, 51.5) is None
    view.center_on(9.5, 51.5, px_per_km=60.0)
    view.render_base()
    assert calls == ["hit", "labels"]
    assert [item.text for item in view.graphics_items("near")] == ["X"]
    view.close()


# ---------------------------------------------------------------- the Germany map


@pytest.fixture(scope="module")
def canvas(qapp: object) -> MapCanvas:
    view = MapCanvas(GERMANY_EXTENT)
    build_germany(view)
    view.resize(900, 800)
    view.show()
    view.fit_home()
    view.render_base()
    yield view
    view.close()


def _grab(view: MapCanvas) -> QImage:
    if not view.base_is_current():
        view.render_base()
    return view.viewport().grab().toImage()


def _majority_colour(image: QImage, p: QPoint, r: int = 2) -> QColor:
    counts: dict[int, int] = {}
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            rgb = image.pixel(p.x() + dx, p.y() + dy)
            counts[rgb] = counts.get(rgb, 0) + 1
    return QColor.fromRgb(max(counts, key=lambda k: counts[k]))


def test_projection_round_trip_within_a_pixel(canvas: MapCanvas) -> None:
    p = canvas.view_pos(*MINDEN)
    lon, lat = canvas.lonlat_at(p)
    km_per_px = 1.0 / canvas.px_per_km()
    assert abs(lon - MINDEN[0]) * 111.32 * np.cos(np.radians(51)) <= km_per_px
    assert abs(lat - MINDEN[1]) * 110.6 <= km_per_px


def test_north_is_up_and_meridians_are_vertical(canvas: MapCanvas) -> None:
    north = canvas.to_scene(10.0, 55.0)
    south = canvas.to_scene(10.0, 47.0)
    assert north.y() < south.y()
    assert north.x() == pytest.approx(south.x())


def test_pixel_colours_sea_neighbour_land_white_line(canvas: MapCanvas) -> None:
    canvas.fit_home()
    image = _grab(canvas)
    sea = _majority_colour(image, canvas.view_pos(6.4, 54.2))
    neighbour = _majority_colour(image, canvas.view_pos(14.6, 49.75))
    land = _majority_colour(image, canvas.view_pos(9.6, 50.65))
    assert sea == Palette.WATER
    assert neighbour == Palette.FOREIGN
    assert land == Palette.LAND
    white = QColor.fromRgb(image.pixel(canvas.view_pos(10.0, 51.3)))
    assert min(white.red(), white.green(), white.blue()) >= 245


def test_wheel_zoom_keeps_the_point_under_the_cursor(canvas: MapCanvas, qtbot: object) -> None:
    canvas.fit_home()
    before = canvas.px_per_km()
    anchor = canvas.view_pos(*MINDEN)
    event = QWheelEvent(
        QPointF(anchor),
        QPointF(canvas.viewport().mapToGlobal(anchor)),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    canvas.wheelEvent(event)
    assert canvas.px_per_km() == pytest.approx(before * MapCanvas.ZOOM_STEP**2)
    lon, lat = canvas.lonlat_at(anchor)
    assert canvas.view_pos(lon, lat) == anchor
    moved = canvas.view_pos(*MINDEN) - anchor
    assert moved.manhattanLength() <= 2
    canvas.fit_home()


def test_keys_zoom_pan_and_fit(canvas: MapCanvas, qtbot: object) -> None:
    canvas.fit_home()
    home = canvas.px_per_km()
    qtbot.keyClick(canvas, Qt.Key.Key_Plus)  # type: ignore[attr-defined]
    assert canvas.px_per_km() == pytest.approx(home * MapCanvas.ZOOM_STEP)
    centre = canvas.viewport().rect().center()
    west_before = canvas.lonlat_at(centre)[0]
    qtbot.keyClick(canvas, Qt.Key.Key_Right)  # type: ignore[attr-defined]
    assert canvas.lonlat_at(centre)[0] > west_before
    qtbot.keyClick(canvas, Qt.Key.Key_F)  # type: ignore[attr-defined]
    assert canvas.px_per_km() == pytest.approx(home)


def test_levels_of_detail_follow_the_scale(canvas: MapCanvas) -> None:
    canvas.fit_home()
    canvas.set_px_per_km(0.5)
    canvas.apply_scale()
    coarse = sum(p.path().elementCount() for p in canvas.graphics_items("de_kreise-borders"))
    canvas.set_px_per_km(20.0)
    canvas.apply_scale()
    fine = sum(p.path().elementCount() for p in canvas.graphics_items("de_kreise-borders"))
    assert fine > 3 * coarse
    canvas.fit_home()


def test_hit_test_finds_the_kreis(canvas: MapCanvas) -> None:
    from geoquiz.geo.maps import load_layer

    idx = canvas.feature_at("de_kreise", *MINDEN)
    assert idx is not None
    assert load_layer("de_kreise").attrs[idx]["name"] == "Minden-Lübbecke"
    assert canvas.feature_at("de_kreise", 2.35, 48.85) is None  # Paris


def test_quadrant_letters_only_when_zoomed_in(canvas: MapCanvas) -> None:
    canvas.fit_home()
    canvas.render_base()
    assert not any(i.isVisible() for i in canvas.graphics_items("board-quadrant-letters"))
    canvas.set_px_per_km(5.0)
    canvas.render_base()
    assert any(i.isVisible() for i in canvas.graphics_items("board-quadrant-letters"))
    canvas.fit_home()


@pytest.mark.parametrize("px_per_km", [2.2, 2.6, 3.0, 3.5, 4.5, 6.0, 9.0, 15.0])
def test_quadrant_letters_never_overlap_the_square_numbers(
    canvas: MapCanvas, px_per_km: float
) -> None:
    canvas.center_on(8.4, 51.78, px_per_km=px_per_km)  # number 2 and letter A of square W M 2
    canvas.render_base()
    t = canvas.transform()

    def rects(layer: str) -> list[QRectF]:
        return [
            i.boundingRect().translated(t.map(i.pos()))
            for i in canvas.graphics_items(layer)
            if i.isVisible()
        ]

    numbers = rects("board-square-numbers")
    letters = rects("board-quadrant-letters")
    assert numbers
    assert not [(n, q) for n in numbers for q in letters if n.intersects(q)]
    canvas.fit_home()


def test_highlight_and_markers(canvas: MapCanvas) -> None:
    canvas.set_highlight([shapely.buffer(shapely.Point(*MINDEN), 0.2)])
    marker = canvas.add_marker(*MINDEN, "Minden")
    assert marker.scenePos() == canvas.to_scene(*MINDEN)
    image = _grab(canvas)
    inside = QColor.fromRgb(image.pixel(canvas.view_pos(MINDEN[0] - 0.1, MINDEN[1] - 0.1)))
    assert inside.blue() > inside.red()  # translucent blue over tan
    canvas.clear_highlight()
    canvas.clear_markers()
    assert canvas.markers() == []


def test_towns_are_decluttered_and_appear_when_zooming_in(canvas: MapCanvas) -> None:
    canvas.fit_home()
    canvas.render_base()
    big = canvas.graphics_items("towns-0")
    shown = [i for i in big if i.isVisible()]
    assert "Berlin" in {i.text for i in shown} and "Hamburg" in {i.text for i in shown}
    t = canvas.transform()
    rects = [i.boundingRect().translated(t.map(i.pos())) for i in shown]
    assert not any(a.intersects(b) for n, a in enumerate(rects) for b in rects[n + 1 :])
    assert not any(i.isVisible() for i in canvas.graphics_items("towns-2"))
    canvas.center_on(*MINDEN, px_per_km=5.0)
    canvas.render_base()
    assert "Minden" in {i.text for i in canvas.graphics_items("towns-2") if i.isVisible()}
    canvas.fit_home()


def test_cached_frame_is_reused_until_the_view_changes(canvas: MapCanvas) -> None:
    canvas.fit_home()
    _grab(canvas)
    renders = canvas.base_renders
    _grab(canvas)
    assert canvas.base_renders == renders
    canvas.zoom_by(2.0)
    _grab(canvas)
    assert canvas.base_renders == renders + 1
    canvas.fit_home()


def test_zoom_shows_stale_map_then_renders_sharp(canvas: MapCanvas, qtbot) -> None:  # type: ignore[no-untyped-def]
    canvas.fit_home()
    _grab(canvas)
    renders = canvas.base_renders
    canvas.zoom_by(MapCanvas.ZOOM_STEP)
    canvas.viewport().grab()  # a frame during the gesture: the old image, stretched
    assert canvas.base_renders == renders
    assert not canvas.base_is_current()
    qtbot.waitUntil(canvas.base_is_current, timeout=2000)
    assert canvas.base_renders == renders + 1
    canvas.fit_home()


def test_panning_past_the_cached_margin_renders_over_a_few_frames(canvas: MapCanvas, qtbot) -> None:  # type: ignore[no-untyped-def]
    canvas.fit_home()
    canvas.zoom_by(4.0)
    _grab(canvas)
    renders = canvas.base_renders
    canvas.pan_by(10, 0)  # within the margin: blit only
    canvas.viewport().grab()
    assert canvas.base_renders == renders
    assert canvas.base_is_current()
    canvas.pan_by(canvas.viewport().width() // 2, 0)  # beyond it: drawn a few layers a frame
    canvas.viewport().grab()
    assert not canvas.base_is_current()
    qtbot.waitUntil(canvas.base_is_current, timeout=5000)
    assert canvas.base_renders == renders + 1
    canvas.fit_home()


def test_layers_drawn_over_several_turns_make_the_same_image_as_one_render(
    canvas: MapCanvas, qtbot
) -> None:  # type: ignore[no-untyped-def]
    canvas.center_on(*MINDEN, px_per_km=3.0)
    canvas.render_base()
    whole = canvas.viewport().grab().toImage()
    canvas.invalidate_base()
    canvas.viewport().grab()  # the frame that starts the render does a few steps of it
    assert not canvas.base_is_current()
    qtbot.waitUntil(canvas.base_is_current, timeout=5000)  # the event loop's turns do the rest
    tiled = canvas.viewport().grab().toImage()
    assert tiled.size() == whole.size()
    differ = sum(
        tiled.pixel(x, y) != whole.pixel(x, y)
        for y in range(0, whole.height(), 3)
        for x in range(0, whole.width(), 3)
    )
    assert differ <= 0.001 * (whole.width() // 3) * (whole.height() // 3)
    canvas.fit_home()


class _PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_render_turns_after_a_zoom_repaint_only_the_finished_image(
    canvas: MapCanvas, qtbot
) -> None:  # type: ignore[no-untyped-def]
    canvas.fit_home()
    _grab(canvas)
    canvas.zoom_by(MapCanvas.ZOOM_STEP)
    canvas.viewport().repaint()  # the frame of the gesture: the old image, stretched
    counter = _PaintCounter()
    canvas.viewport().installEventFilter(counter)
    try:
        canvas._refresh_base()  # the rest timer: the render starts, in steps
        assert canvas._job is not None and canvas._job.todo
        qtbot.waitUntil(canvas.base_is_current, timeout=5000)
        qtbot.wait(50)
    finally:
        canvas.viewport().removeEventFilter(counter)
    assert counter.paints == 1  # the new image swapped in; no blit per step
    canvas.fit_home()


def test_the_home_view_is_stored_and_shown_first_on_the_next_start(
    qtbot, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    import threading
    from pathlib import Path

    from geoquiz.app.explore.board_map import GERMANY_HOME

    monkeypatch.setenv("GEOQUIZ_CACHE_DIR", str(tmp_path))
    frames = Path(tmp_path) / "frames"

    def start() -> tuple[MapCanvas, list[int]]:
        view = MapCanvas(GERMANY_EXTENT)
        view.set_home(GERMANY_HOME)
        calls: list[int] = []

        def prefetch() -> None:  # on a worker thread, before the build
            calls.append(0 if threading.current_thread() is threading.main_thread() else 2)

        view.defer_build(
            lambda: (calls.append(1), build_germany(view)), "test-explore-de", prefetch
        )
        view.resize(700, 600)
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
        return view, calls

    first, built = start()
    qtbot.waitUntil(first.base_is_current, timeout=10_000)
    assert built == [1] and not first.snapshot_shown
    expected = first.viewport().grab().toImage()
    qtbot.waitUntil(lambda: any(frames.glob("*.frame")), timeout=10_000)  # written aside
    first.close()

    second, built = start()
    shown = second.viewport().grab().toImage()
    assert second.snapshot_shown and built == [] and second.base_is_current()
    assert shown == expected
    qtbot.waitUntil(lambda: built == [2, 1], timeout=5000)  # the layers follow the first frame
    qtbot.waitUntil(second.base_is_current, timeout=10_000)
    assert second.viewport().grab().toImage() == expected
    assert second.feature_at("de_kreise", *MINDEN) is not None
    second.close()

    # a stored frame that is out of date (say the towns changed) is replaced once drawn anew
    (stored,) = frames.glob("*.frame")
    data = bytearray(stored.read_bytes())
    mid = len(data) // 2
    data[mid - 200_000 : mid] = bytes(200_000)  # rows in the middle, transparent black
    stored.write_bytes(bytes(data))
    third, built = start()
    assert third.viewport().grab().toImage() != expected and third.snapshot_shown
    qtbot.waitUntil(lambda: stored.read_bytes() != bytes(data), timeout=10_000)
    fourth, built = start()
    assert fourth.viewport().grab().toImage() == expected and fourth.snapshot_shown

    # another key (say, another language) or window size does not reuse the stored frame
    other = MapCanvas(GERMANY_EXTENT)
    other.defer_build(lambda: build_germany(other), "test-explore-de-other")
    other.resize(700, 600)
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    other.viewport().grab()
    assert not other.snapshot_shown


def test_explore_bounds_agree_with_the_board_map() -> None:
    from geoquiz.app.explore import board_map, explore

    for name in ("GERMANY_HOME", "GERMANY_EXTENT", "DENMARK_HOME", "DENMARK_EXTENT"):
        assert getattr(explore, name) == getattr(board_map, name), name


def test_label_bands_are_cut_only_between_labels() -> None:
    from geoquiz.app.canvas.render import band_cuts

    spans = [(0.0, 2.0), (1.0, 3.0), (5.0, 6.0), (5.5, 7.0), (9.0, 10.0), (12.0, 13.0)]
    cuts = band_cuts(spans, -1.0, 20.0, 1)
    assert cuts[0] == -1.0 and cuts[-1] == 20.0 and cuts == sorted(cuts)
    for cut in cuts[1:-1]:
        assert not any(a < cut < b for a, b in spans)  # no label straddles a cut
    assert len(cuts) == 5  # the two ends and the three gaps between the four clusters
    assert band_cuts([(0.0, 5.0), (1.0, 6.0), (2.0, 7.0)], 0.0, 10.0, 1) == [0.0, 10.0]


def test_denmark_drawn_in_label_bands_equals_one_band(qapp: object, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.canvas import snapshot
    from geoquiz.app.canvas.restyle import ScaleStyling
    from geoquiz.app.window.screenshot import render_screen

    monkeypatch.setattr(snapshot, "read_frame", lambda digest: None)  # render, never the stored
    monkeypatch.setattr(snapshot, "write_frame", lambda digest, image: None)
    monkeypatch.setattr(ScaleStyling, "LABELS_PER_BAND", 10**6)
    whole = render_screen("explore-dk", (1280, 720))
    monkeypatch.setattr(ScaleStyling, "LABELS_PER_BAND", 1)
    banded = render_screen("explore-dk", (1280, 720))
    assert banded == whole  # pixel for pixel: no label cut by a band's edge


def test_board_texts_are_bold_and_never_give_way_to_towns(canvas: MapCanvas) -> None:
    board_texts = ("board-square-numbers", "board-quadrant-letters", "board-zones")
    for name in board_texts:
        style = canvas._layers[name].label_style
        assert style is not None and style.bold and not style.collide, name
    towns = [n for n in canvas.layer_names() if n.startswith("towns-")]
    assert towns and all(canvas._layers[n].label_style.collide for n in towns)  # type: ignore[union-attr]


def test_state_borders_of_both_maps_share_one_style(canvas: MapCanvas) -> None:
    from geoquiz.app.explore.board_map import DENMARK_EXTENT, build_denmark

    denmark = MapCanvas(DENMARK_EXTENT)
    build_denmark(denmark)
    de = canvas._layers["de_staat-borders"].line_style
    dk = denmark._layers["dk_staat-borders"].line_style
    assert de is not None and de == dk
    assert de.width == 1.0 and de.max_factor == 2.5  # 1 px, up to 2.5 px zoomed in
    regions = denmark._layers["dk_regions-borders"].line_style
    assert regions is not None and regions.grow_from_px_per_km == 12
    denmark.deleteLater()


def test_a_render_reuses_the_image_it_replaced_and_clears_it_first(canvas: MapCanvas) -> None:
    canvas.center_on(*MINDEN, px_per_km=3.0)
    canvas.render_base()
    first = canvas._cache.image  # type: ignore[union-attr]
    canvas.zoom_by(2.0)
    canvas.render_base()  # replaces ``first``, which is kept for the next render
    canvas.zoom_by(0.5)
    job = canvas._start_job()
    assert job is not None and job.image is first  # no new 9 MB image to allocate and fault in
    canvas.render_base()
    reused = canvas._cache.image.copy()  # type: ignore[union-attr]
    canvas._spare = None
    canvas.invalidate_base()
    canvas.render_base()  # into a new image
    assert canvas._cache.image == reused  # type: ignore[union-attr]  # nothing of the old map left
    canvas.fit_home()


def test_one_free_space_places_map_labels_and_minden_captions() -> None:
    """Issue 27: the map's labels and the Minden captions had placers of their own; both now
    ask :class:`FreeSpace`, which must see a rectangle taken in another grid bucket and keep
    candidates out of the view."""
    from geoquiz.app.canvas.labels import FreeSpace

    space = FreeSpace()
    space.take(QRectF(60, 60, 10, 10))  # straddles four 64 px buckets
    assert not space.free(QRectF(66, 66, 2, 2))
    assert not space.free(QRectF(0, 0, 61, 61))
    assert space.free(QRectF(71, 71, 5, 5))
    view = QRectF(0, 0, 100, 100)
    candidates = [QRectF(62, 62, 4, 4), QRectF(95, 10, 10, 10), QRectF(10, 10, 10, 10)]
    assert space.first_free(candidates, within=view) == 2
    assert not space.free(QRectF(12, 12, 1, 1))
    assert space.first_free(candidates[:2], within=view) is None
