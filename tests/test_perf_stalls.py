"""The UI-thread stalls of issue 15 stay gone: work moved to a worker or cached gives the same
result as the work done in place (no wall-clock asserts)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


def test_tage_names_laid_out_on_the_worker_match_and_are_cached(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.tage.map_view import TageMap

    view = TageMap()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: len(view.names) == len(view.ids), timeout=20_000)
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
    assert session is not None and session.is_computer_turn()
    before = session.state
    screen._computer_step()  # what the scheduled step does: the request goes to the worker
    assert screen.bots.thinking and session.state is before
    assert "Robo (computer) is thinking" in screen.status.text()
    qtbot.waitUntil(lambda: session.state is not before, timeout=20_000)  # its move arrived
    assert not screen.bots.thinking or session.is_computer_turn()
