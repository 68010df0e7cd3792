"""The UI-thread stalls of issue 15 stay gone: work moved to a worker or cached gives the same
result as the work done in place (no wall-clock asserts)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


def test_tage_names_laid_out_on_the_worker_match_and_are_cached(qtbot) -> None:  # type: ignore[no-untyped-def]
    from helpers.tage_map import named_map

    view = named_map(qtbot)
    shown = list(view.names)
    view._layouts.clear()  # what the worker gave equals a layout made here, now
    assert view.place_names() == shown
    key = view._view_key()
    assert key in view._layouts
    calls: list[int] = []
    job = view._layout_job
    view._layout_job = lambda k: calls.append(1) or job(k)  # type: ignore[method-assign]
    view._relayout_names()  # the same view again: the cached layout, no new job
    assert calls == [] and view.names == shown
    view._layouts.clear()
    view._relayout_names()  # a new view: the job goes to the worker, the old names stay up
    assert calls == [1] and view.names == shown
    assert view._layout_runner.thinking
    qtbot.waitUntil(lambda: not view._layout_runner.thinking, timeout=20_000)
    assert view.names == shown and key in view._layouts


def test_carcassonne_laid_tiles_are_painted_from_a_cache(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from geoquiz.app.carcassonne import board_view, painting
    from geoquiz.app.carcassonne.board_view import TileItem

    painting.tile_pixmap.cache_clear()
    calls: list[str] = []
    draw = painting.draw_tile

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(args[2])
        return draw(*args, **kwargs)

    monkeypatch.setattr(painting, "draw_tile", counted)
    monkeypatch.setattr(board_view, "draw_tile", counted)
    item = TileItem(QRectF(10, 10, 40, 40), "BA03", 1)
    ghost = TileItem(QRectF(10, 10, 40, 40), "BA03", 1, alpha=0.75)
    images = []
    for tile in (item, item, ghost):
        image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        tile.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        images.append(image)
    # the laid tile is drawn once, then copied; the ghost (translucent) is drawn live
    assert calls == ["BA03", "BA03"]
    assert images[0] == images[1]
    assert painting.tile_pixmap.cache_info().currsize == 1


def test_danmark_computer_thinks_on_the_worker_and_says_so(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark.screen import DanmarkScreen
    from geoquiz.games.danmark import Config, PlayerSpec

    screen = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}")
    screen.computer_delay_ms = 0
    screen.show_card_dialogs = False
    qtbot.addWidget(screen)
    screen.start_game(Config((PlayerSpec("Robo", True, "hard"), PlayerSpec("Anna")), seed=5))
    session = screen.session
    assert session is not None and session.match.computer_seat() is not None
    before = session.state
    screen._computer_step()  # what the scheduled step does: the request goes to the worker
    assert screen.bots.thinking and session.state is before
    assert "Robo (computer) is thinking" in screen.status.text()
    qtbot.waitUntil(lambda: session.state is not before, timeout=20_000)  # its move arrived
    assert not screen.bots.thinking or session.match.computer_seat() is not None


def test_bot_runner_shortens_the_gil_switch_interval_while_a_worker_computes(qtbot) -> None:  # type: ignore[no-untyped-def]
    import sys

    from geoquiz.app.runtime.bot_runner import WORKER_SWITCH_INTERVAL_S, BotRunner
    from geoquiz.app.runtime.save_writer import flush_saves
    from geoquiz.app.runtime.worker_python import workers_running

    assert flush_saves(10)  # the autosave writer's jobs run in the same context: none is left
    # nor a map's or a name layout's job of an earlier test: the interval is its own then (one
    # still running when the test began made "before" the short interval, in a shuffled run)
    qtbot.waitUntil(lambda: workers_running() == 0, timeout=30_000)
    before = sys.getswitchinterval()
    runner = BotRunner()
    seen: list[float] = []
    runner.run(sys.getswitchinterval, seen.append)  # the interval as the worker sees it
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    runner.wait(5000)
    assert seen == [pytest.approx(min(before, WORKER_SWITCH_INTERVAL_S))]
    assert sys.getswitchinterval() == before  # restored once the worker is idle


def test_no_garbage_collection_runs_on_a_worker_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The cyclic collector runs on the UI thread only (app.runtime.ui_gc): a worker's garbage
    is collected there, by the UI thread's collector, never on the worker."""
    import gc
    import threading

    from geoquiz.app.runtime import ui_gc
    from geoquiz.app.runtime.bot_runner import BotRunner

    collector = ui_gc.installed()
    assert collector is not None  # the tests' application is made as the app's (conftest)
    assert not gc.isenabled()
    runner = BotRunner()
    collected_on: list[str] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread().name)

    def garbage() -> bool:
        for _ in range(50_000):  # cycles enough to start several collections
            a: list[object] = []
            a.append(a)
        return gc.isenabled()

    seen: list[bool] = []
    before = collector.collections
    gc.callbacks.append(note)
    try:
        runner.run(garbage, seen.append)
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
        runner.wait(5000)
        qtbot.waitUntil(lambda: collector.collections > before, timeout=5000)
    finally:
        gc.callbacks.remove(note)
    assert seen == [False]
    assert collected_on  # the garbage was collected …
    assert all(name == threading.main_thread().name for name in collected_on)  # … on the UI thread


def _carcassonne_states() -> list:  # type: ignore[type-arg]
    """The states of the first moves of a computer-only Carcassonne game."""
    import random

    from geoquiz.games.carcassonne import Config, PlayerSpec, apply, current_player, new_game
    from geoquiz.games.carcassonne.players import choose

    state = new_game(Config((PlayerSpec("A", "computer"), PlayerSpec("B", "computer")), seed=3))
    rng = random.Random(3)
    states = [state]
    for _ in range(24):
        state = apply(state, choose(state, current_player(state), rng))
        states.append(state)
    return states


def drawn_tiles(board) -> set[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    """What a Carcassonne board draws of the laid tiles and the face-down chips."""
    from geoquiz.app.carcassonne.board_view import TileItem

    return {
        (i.rect.getRect(), i.name, i.turns, i.meeples, i.zValue())
        for i in board.scene().items()
        if isinstance(i, TileItem) and i.alpha == 1.0
    } | {(c.rect.getRect(), "chip", c.zValue()) for c in board._chips.values()}


def test_carcassonne_board_keeps_unchanged_tiles_and_projects_each_square_once(
    qtbot,
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    from geoquiz.app.carcassonne.board_view import CarcassonneBoard, TileItem
    from geoquiz.geo.carcassonne_map import square_bounds

    states = _carcassonne_states()
    board = CarcassonneBoard()
    qtbot.addWidget(board)
    projected: list[tuple[float, float]] = []
    to_scene = board.to_scene
    board.to_scene = lambda lon, lat: projected.append((lon, lat)) or to_scene(lon, lat)  # type: ignore[method-assign]
    for sq in list(board.board.playable)[:40]:  # projected as the board opened, as one by one
        lon0, lat0, lon1, lat1 = square_bounds(sq)
        one = QRectF(to_scene(lon0, lat1), to_scene(lon1, lat0))
        got = board.square_rect(sq)
        assert abs(got.x() - one.x()) + abs(got.y() - one.y()) < 1e-6 * max(1.0, abs(one.x()))
        assert (
            abs(got.width() - one.width()) + abs(got.height() - one.height()) < 1e-6 * one.width()
        )
    assert projected == []
    board.show_state(states[-2])
    items = {sq: item for sq, item in board._laid.items()}
    calls = len(projected)
    board.show_state(states[-2])  # the same position again: nothing is projected or rebuilt
    assert len(projected) == calls
    assert all(board._laid[sq] is item for sq, item in items.items())
    board.show_state(states[-1])
    fresh = CarcassonneBoard()
    qtbot.addWidget(fresh)
    fresh.show_state(states[-1])
    assert drawn_tiles(board) == drawn_tiles(fresh)  # kept items draw what a fresh board draws
    kept = [sq for sq, item in items.items() if board._laid.get(sq) is item]
    assert kept, "unchanged tiles were rebuilt"
    board.clear_state()  # a new game: nothing of the old one stays on the scene
    assert not board._laid and not board._chips
    assert not [i for i in board.scene().items() if isinstance(i, TileItem) and i.name != "BIG"]


def _painted(paint) -> "QImage":  # type: ignore[no-untyped-def,name-defined]  # noqa: F821,UP037
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(96, 96, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#8dbf5a"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint(painter)
    painter.end()
    return image


def _largest_difference(a, b) -> int:  # type: ignore[no-untyped-def]
    import numpy as np

    def array(image):  # type: ignore[no-untyped-def]
        ptr = image.constBits()
        return np.frombuffer(ptr, dtype=np.uint8, count=image.sizeInBytes()).astype(int)

    return int(np.abs(array(a) - array(b)).max())


def test_meeples_and_chip_backs_are_copied_from_stamps_that_match_the_drawing(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF

    from geoquiz.app.carcassonne import painting

    painting.meeple_pixmap.cache_clear()
    painting.chip_back_pixmap.cache_clear()
    centre = QPointF(48, 48)
    for upgraded, lying in ((False, False), (True, False), (False, True)):
        live = _painted(
            lambda p, u=upgraded, ly=lying: painting.draw_meeple(p, centre, 40, 2, u, ly)
        )
        stamped = _painted(
            lambda p, u=upgraded, ly=lying: painting.paint_meeple(p, centre, 40, 2, u, ly)
        )
        assert _largest_difference(live, stamped) <= 2  # compositing rounding only
    again = _painted(lambda p: painting.paint_meeple(p, centre, 40, 2, False, True))
    assert again == stamped  # the second meeple of a kind is the cached copy
    assert painting.meeple_pixmap.cache_info().currsize == 3
    assert painting.meeple_pixmap.cache_info().hits == 1
    live = _painted(lambda p: painting.draw_chip_back(p, centre, 30))
    stamped = _painted(lambda p: painting.paint_chip_back(p, centre, 30))
    assert _largest_difference(live, stamped) <= 2
    assert painting.chip_back_pixmap.cache_info().currsize == 1


def test_tage_names_are_kept_as_device_pixmaps_by_qt(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFont, QImage, QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from geoquiz.app.tage.map_view import NameItem

    item = NameItem(("Nieder-", "sachsen"), QFont(), None)
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    scene = QGraphicsScene()
    scene.addItem(item)
    images = []
    for mode in (QGraphicsItem.CacheMode.DeviceCoordinateCache, QGraphicsItem.CacheMode.NoCache):
        item.setCacheMode(mode)
        image = QImage(160, 80, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0xFFEFE6C8)
        painter = QPainter(image)
        scene.render(painter, image.rect().toRectF(), item.sceneBoundingRect())
        painter.end()
        images.append(image)
    blank = QImage(160, 80, QImage.Format.Format_ARGB32_Premultiplied)
    blank.fill(0xFFEFE6C8)
    assert images[1] != blank  # the name was drawn
    assert images[0] == images[1]  # the cached name looks exactly as the one painted live


def test_deleting_a_runner_does_not_wait_for_its_busy_worker(qtbot) -> None:  # type: ignore[no-untyped-def]
    import threading

    from PySide6.QtCore import QObject
    from shiboken6 import Shiboken

    from geoquiz.app.runtime.bot_runner import BotRunner

    owner = QObject()  # a screen: the runner is its child and goes with it
    runner = BotRunner(owner)
    release = threading.Event()
    started = threading.Event()
    finished = threading.Event()

    def slow() -> None:
        started.set()
        release.wait(10)
        finished.set()

    runner.run(slow, lambda _: None)
    assert started.wait(5)
    Shiboken.delete(owner)  # deleting a QThreadPool would wait for its task
    assert not finished.is_set()  # the UI thread came back while the worker still works
    release.set()
    assert finished.wait(5)
    spare = BotRunner()  # the finished pool is taken again rather than a new one made
    seen: list[int] = []
    spare.run(lambda: 7, seen.append)
    qtbot.waitUntil(lambda: seen == [7], timeout=5000)
