"""The Danmark board item keeps what a move does not change (the spaces' view positions, the
roads-and-towns image per hand on show, the key): after each change that must renew them — a new
hand on show, new destinations and pieces, a resize, a zoom — its picture is the one it paints
with every cache emptied."""

from __future__ import annotations

import random

from helpers.danmark_board import shown_board
from PySide6.QtGui import QImage

from geoquiz.app.danmark import board_view
from geoquiz.app.danmark.board_view import BoardItem
from geoquiz.geo.denmark_board import load_board

BOARD = load_board()


def _forget(item: BoardItem) -> None:
    """Empty every cache of the item, as on its first paint."""
    item._view_key = None
    item._view_cache = None
    item._roads_layer = None
    item._boards.clear()
    item._jobs.clear()
    item._legend = None
    item._layout_key = None
    item._geometry = None
    item._geometry_key = None


def _settled(qtbot, canvas) -> QImage:  # type: ignore[no-untyped-def]
    """The canvas's picture once the map under the board is drawn for the view and its finer
    levels (read on a worker thread) have come in: two grabs a moment apart agree."""
    qtbot.waitUntil(canvas.base_is_current)
    last = canvas.grab().toImage()
    for _ in range(50):
        qtbot.wait(60)
        now = canvas.grab().toImage()
        if now == last:
            return now
        last = now
    raise AssertionError("the map did not settle")


def test_cached_board_paints_as_a_fresh_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    canvas, item = shown_board(qtbot, "da")
    ids = [t.id for t in BOARD.towns]
    rng = random.Random(7)
    hands = [set(rng.sample(ids, 16)) for _ in range(3)]
    for step in range(9):
        item.own_cards = hands[step % 3] if step != 5 else hands[0] - {next(iter(hands[0]))}
        item.targets = rng.sample(range(BOARD.space_count), 4)
        item.selected = item.targets[0]
        item.pieces = rng.sample(range(BOARD.space_count), 3)
        if step == 6:
            canvas.resize(900, 700)
        if step == 7:
            canvas.zoom_by(1.6)
        if step == 8:
            canvas.pan_by(-120, 60)
        cached = _settled(qtbot, canvas)
        _forget(item)
        fresh: QImage = canvas.grab().toImage()
        assert cached == fresh, step


def test_board_images_are_kept_for_a_few_hands_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.danmark import board_view

    canvas, item = shown_board(qtbot, "en", (800, 600))
    ids = [t.id for t in BOARD.towns]
    item.own_cards = {ids[0]}
    canvas.grab()
    first = item._boards[(item._layer_ctx[0], frozenset({ids[0]}))]  # type: ignore[index]
    item.own_cards = {ids[1]}
    canvas.grab()
    item.own_cards = {ids[0]}
    canvas.grab()
    assert any(image is first for image in item._boards.values())  # drawn once, shown again
    for n in range(board_view._KEPT_BOARDS + 3):
        item.own_cards = {ids[n]}
        canvas.grab()
    assert len(item._boards) == board_view._KEPT_BOARDS
    hands = [key[1] for key in item._boards]
    assert hands[-1] == frozenset({ids[board_view._KEPT_BOARDS + 2]})  # the latest kept last
    assert frozenset({ids[0]}) not in hands  # the oldest dropped


def test_hands_drawn_ahead_paint_as_drawn_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """``prepare`` draws the players' boards in later turns of the event loop; a hand's board
    drawn ahead that way is pixel for pixel the one drawn in a single pass at its paint, and a
    board half drawn when its paint comes is finished then."""
    canvas, item = shown_board(qtbot, "da")
    ids = [t.id for t in BOARD.towns]
    rng = random.Random(11)
    hands = [set(rng.sample(ids, 16)) for _ in range(3)]
    item.prepare(hands)
    layer_key = item._layer_ctx[0]  # type: ignore[index]
    qtbot.waitUntil(lambda: all((layer_key, frozenset(h)) in item._boards for h in hands))
    for hand in hands:
        item.own_cards = hand
        ahead = _settled(qtbot, canvas)
        _forget(item)
        assert canvas.grab().toImage() == ahead
    item.prepare([hands[0] - {next(iter(hands[0]))}])
    item._paint_asked = True  # a repaint is due: the step waits for a turn after it
    item._prepare_step()
    assert not item._jobs
    assert item._prepare_timer.interval() == board_view._AFTER_PAINT_MS
    item._paint_asked, item._painted_at = False, 0.0  # a later turn, the paint done
    item._prepare_step()  # one step only: the board is under way
    assert item._jobs
    item.own_cards = hands[0] - {next(iter(hands[0]))}
    finished = canvas.grab().toImage()
    assert not item._jobs
    _forget(item)
    assert canvas.grab().toImage() == finished


def test_boards_made_from_another_hand_equal_boards_drawn_anew(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A board made from a kept one (the rings that differ drawn again in whole-pixel clips) is
    pixel for pixel the board drawn anew: after a card is handed in, for another player's hand,
    for a hand of crowded towns (Esbjerg and Nordby, pushed apart; Copenhagen's neighbours)."""
    monkeypatch.setattr(board_view, "_MAX_RINGS_CHANGED", 100)  # always made from another
    canvas, item = shown_board(qtbot, "en")
    _settled(qtbot, canvas)
    ids = [t.id for t in BOARD.towns]
    rng = random.Random(5)
    first = set(rng.sample(ids, 16))
    crowded = {"esbjerg", "nordby", "koebenhavn", "roskilde", "koege", "hilleroed"} & set(ids)
    for hand in (first, first - {min(first)}, set(rng.sample(ids, 16)), crowded, set(ids), set()):
        item.own_cards = hand
        assert item._boards  # a board to make this one from
        made = canvas.grab().toImage()
        kept = dict(item._boards)
        item._boards.clear()
        anew = canvas.grab().toImage()
        assert made == anew, sorted(hand)
        item._boards = kept


def test_a_new_hand_is_shown_once_its_board_is_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """``show_when_ready`` with a hand whose board is not drawn yet draws it in turns of the
    event loop and then repaints; the picture is the one drawn at once."""
    canvas, item = shown_board(qtbot, "da")
    _settled(qtbot, canvas)
    ids = [t.id for t in BOARD.towns]
    item.own_cards = set(ids[20:36])
    item.show_when_ready()
    assert item._pending is not None  # not drawn yet: the last picture stays
    qtbot.waitUntil(lambda: item._pending is None)
    assert (item._layer_ctx[0], frozenset(item.own_cards)) in item._boards  # type: ignore[index]
    shown = canvas.grab().toImage()
    _forget(item)
    assert canvas.grab().toImage() == shown
    canvas.resize(900, 700)
    item.own_cards = set(ids[:16])
    item.show_when_ready()  # the view changed since the last paint: repainted at once
    assert item._pending is None
    shown = _settled(qtbot, canvas)
    _forget(item)
    assert canvas.grab().toImage() == shown


def test_boards_drawn_ahead_stop_when_the_canvas_is_gone(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A step of drawing ahead that comes after the screen's canvas was deleted does nothing."""
    from shiboken6 import Shiboken

    from geoquiz.app.danmark.board_view import build_board_canvas

    canvas, item = build_board_canvas(BOARD, "en")  # not the test's: deleted below
    canvas.resize(800, 600)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.grab()
    item.prepare([{t.id for t in BOARD.towns[:10]}])
    Shiboken.delete(canvas)
    item._prepare_step()  # no error: the deleted canvas is not touched
    assert not item._jobs


def test_board_images_are_copied_in_bands_pixel_for_pixel() -> None:
    """A board drawn ahead copies the roads' image in a few steps (one whole copy was the
    longest step); the copy has every row of the source, also when the height does not divide
    into the bands, and one step per band."""
    from PySide6.QtCore import Qt

    from geoquiz.app.danmark.board_view import _COPY_BANDS, _blank_like, _copy_rows

    source = QImage(37, 101, QImage.Format.Format_ARGB32_Premultiplied)
    source.setDevicePixelRatio(2.0)
    source.fill(Qt.GlobalColor.transparent)
    rng = random.Random(5)
    for _ in range(400):
        source.setPixel(rng.randrange(37), rng.randrange(101), rng.getrandbits(32))
    target = _blank_like(source)
    steps = sum(1 for _ in _copy_rows(source, target))
    assert steps == _COPY_BANDS
    assert target == source
    assert target.devicePixelRatio() == 2.0
