"""The Carcassonne screen's caches and incremental updates draw what a full redraw draws.

Each test builds the thing twice, once through the fast path (kept items, cached fonts, cached
rows, skipped updates) and once anew, and compares what is drawn or kept — pixel for pixel where
the fast path only made the drawing cheaper (issue 15, the UI-thread stalls)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPalette, QPen
from PySide6.QtWidgets import QListWidget, QWidget
from test_perf_stalls import _carcassonne_states, drawn_tiles

from geoquiz.app.carcassonne import painting
from geoquiz.app.carcassonne.board_view import CarcassonneBoard, ShapeItem
from geoquiz.app.carcassonne.log_rows import CachedRows, warm_up
from geoquiz.app.carcassonne.widgets import PlayerPanel, ScoreTrack, TileInHand


def _image(widget: QWidget) -> QImage:
    """``widget`` painted on the window colour (as its parent's background would be)."""
    image = QImage(widget.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#efefef"))
    widget.render(image, QPoint(0, 0), renderFlags=QWidget.RenderFlag(0))
    return image


def _count_updates(widget: QWidget) -> list[int]:
    calls: list[int] = []
    update = widget.update
    widget.update = lambda *a: calls.append(1) or update(*a)  # type: ignore[method-assign]
    return calls


def test_player_panel_repaints_only_changed_figures_and_draws_as_a_fresh_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = PlayerPanel(1)
    qtbot.addWidget(panel)
    panel.resize(306, 58)
    panel.set_data("B · Ben", 7, 5, [1, 4], False, "computer (easy)")
    first = _image(panel)
    updates = _count_updates(panel)
    panel.set_data("B · Ben", 7, 5, [1, 4], False, "computer (easy)")
    assert updates == []  # the same figures: nothing to repaint
    panel.set_data("B · Ben", 9, 4, [1, 4, 7], True, "computer (easy)")
    assert updates == [1]
    assert "9 points, 4 meeples" in panel.accessibleDescription()
    fresh = PlayerPanel(1)
    qtbot.addWidget(fresh)
    fresh.resize(306, 58)
    fresh.set_data("B · Ben", 9, 4, [1, 4, 7], True, "computer (easy)")
    assert _image(panel) == _image(fresh)
    assert _image(panel) != first
    big = QFont(panel.font())
    big.setPixelSize(17)  # e.g. projector mode: the derived fonts follow the widget's font
    panel.setFont(big)
    fresh.setFont(big)
    assert _image(panel) == _image(fresh)


def test_score_track_skips_unchanged_scores_and_draws_as_a_fresh_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    track = ScoreTrack()
    qtbot.addWidget(track)
    track.resize(306, 66)
    track.set_scores([3, 17])
    updates = _count_updates(track)
    track.set_scores([3, 17])
    assert updates == []
    track.set_scores([3, 61])
    assert updates == [1] and track.accessibleName() == "Score track: A 3, B 61"
    fresh = ScoreTrack()
    qtbot.addWidget(fresh)
    fresh.resize(306, 66)
    fresh.set_scores([3, 61])
    assert _image(track) == _image(fresh)


def test_tile_in_hand_prepared_tile_is_the_painted_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    hand = TileInHand()
    qtbot.addWidget(hand)
    hand.resize(112, 112)
    painting.tile_pixmap.cache_clear()
    hand.prepare("BA03", 0)
    assert painting.tile_pixmap.cache_info().misses == 1
    hand.set_tile("BA03", 0)
    shown = _image(hand)
    assert painting.tile_pixmap.cache_info().misses == 1  # painted from the prepared drawing
    updates = _count_updates(hand)
    hand.set_tile("BA03", 0)
    assert updates == []
    hand.set_tile("BA03", 1)
    assert updates == [1] and _image(hand) != shown


def _old_draw_chip(painter: QPainter, rect: QRectF, colour: str, value: int) -> None:
    """The chip as it was drawn before the row (a pen, a brush and a font per chip)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#1a1a1a"), 1.5))
    painter.setBrush(QBrush(painting.CHIP_FILL[colour]))
    painter.drawEllipse(rect.adjusted(1, 1, -1, -1))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(rect.height() * 0.55)))
    painter.setFont(font)
    painter.setPen(QPen(QColor("#ffffff" if colour == "purple" else "#111111")))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
    painter.restore()


def test_a_row_of_chips_is_pixel_identical_to_chips_drawn_one_by_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = [
        (QRectF(10 + 20 * i, 7, 18, 18), colour, value)
        for i, (colour, value) in enumerate((("purple", 1), ("lightblue", 2), ("orange", 1)))
    ]
    row.append((QRectF(80, 4, 26, 26), "orange", 2))  # another size: another font

    def painted(draw) -> QImage:  # type: ignore[no-untyped-def]
        image = QImage(120, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#fff8d6"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw(painter)
        painter.end()
        return image

    old = painted(lambda p: [_old_draw_chip(p, *chip) for chip in row])
    assert painted(lambda p: painting.draw_chips(p, row)) == old
    assert painted(lambda p: [painting.draw_chip(p, *chip) for chip in row]) == old


def _log(qtbot, cached: bool) -> QListWidget:  # type: ignore[no-untyped-def]
    log = QListWidget()
    qtbot.addWidget(log)
    log.resize(330, 200)
    log.setUniformItemSizes(True)
    if cached:
        log.setItemDelegate(CachedRows(log))
        warm_up(log, "A collects a chip worth 2 points")
    for i in range(12):
        log.insertItem(0, f"Anna scores {i} (city)")
    return log


def test_cached_log_rows_are_the_rows_the_style_paints(qtbot) -> None:  # type: ignore[no-untyped-def]
    cached, plain = _log(qtbot, True), _log(qtbot, False)
    assert cached.count() == 12  # warm_up left nothing behind
    assert cached.grab().toImage() == plain.grab().toImage()
    for log in (cached, plain):  # rows move down, one is selected, the palette changes
        log.insertItem(0, "Ben collects a chip worth 1 point")
        log.setCurrentRow(2)
        palette = log.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor("#fffbe8"))
        log.setPalette(palette)
    assert cached.grab().toImage() == plain.grab().toImage()
    for log in (cached, plain):
        font = QFont(log.font())
        font.setPixelSize(15)
        log.setFont(font)
    assert cached.grab().toImage() == plain.grab().toImage()


def _marks(board: CarcassonneBoard) -> list[tuple[object, ...]]:
    return sorted(
        (i.kind, i.rect.getRect(), i.colour.rgba(), i.text, i.zValue())
        for i in board.scene().items()
        if isinstance(i, ShapeItem) and i.kind != "chip"
    )


def test_board_marks_are_kept_when_unchanged_and_equal_a_fresh_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    states = _carcassonne_states()
    state = next(s for s in states[1:] if s.phase == "place" and s.tile is not None)
    board = CarcassonneBoard()
    qtbot.addWidget(board)
    squares = sorted(board.board.playable)[:4]
    look = {"legal_now": set(squares[:2]), "legal_any": set(squares)}
    board.show_state(state, cursor=squares[0], **look)  # type: ignore[arg-type]
    legal = {id(item) for _, item in board._marks[50]}
    board.show_state(state, cursor=squares[1], **look)  # type: ignore[arg-type]
    assert {id(item) for _, item in board._marks[50]} == legal  # unchanged level kept
    fresh = CarcassonneBoard()
    qtbot.addWidget(fresh)
    fresh.show_state(state, cursor=squares[1], **look)  # type: ignore[arg-type]
    assert _marks(board) == _marks(fresh)
    on_scene = [i for i in board.scene().items() if isinstance(i, ShapeItem) and i.kind != "chip"]
    ghost = board._ghost_item
    assert ghost is not None and ghost.rect == board.square_rect(squares[1])
    assert sorted(map(id, board._items)) == sorted(map(id, [*on_scene, ghost]))
    board.show_state(state, cursor=squares[1], **look)  # type: ignore[arg-type]
    assert board._ghost_item is ghost  # the same ghost on the same square is kept
    board.show_state(state)  # nothing to mark: the marks and the ghost leave the scene
    fresh.show_state(state)
    assert _marks(board) == _marks(fresh)
    assert all(mark[0] == "last" for mark in _marks(board))
    assert board._ghost_item is None


def test_laid_tiles_diffed_move_by_move_equal_a_fresh_board_and_a_new_game_is_redrawn(
    qtbot,
) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    states = _carcassonne_states()
    board = CarcassonneBoard()
    qtbot.addWidget(board)
    for state in states:  # move by move, as a game is shown
        board.show_state(state)
    fresh = CarcassonneBoard()
    qtbot.addWidget(fresh)
    fresh.show_state(states[-1])
    assert drawn_tiles(board) == drawn_tiles(fresh)
    # another game (another config object) whose first tiles lie on the same squares but
    # differ: the diff must not keep the old game's tiles
    last = states[-1]
    sq = last.order[-1]
    name, rot = last.tiles[sq]
    other = replace(
        last,
        config=replace(last.config),
        tiles={**last.tiles, sq: (name, (rot + 1) % 4)},
        meeples=(),
    )
    board.show_state(other)
    again = CarcassonneBoard()
    qtbot.addWidget(again)
    again.show_state(other)
    assert drawn_tiles(board) == drawn_tiles(again)


def test_placements_are_found_once_per_state_and_only_when_asked(
    qtbot, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.carcassonne import screen as screen_module
    from geoquiz.games.carcassonne import Config, PlayerSpec, legal_placements

    calls: list[int] = []
    real = screen_module.legal_placements
    monkeypatch.setattr(
        screen_module, "legal_placements", lambda s, t: calls.append(1) or real(s, t)
    )
    screen = screen_module.CarcassonneScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}")
    qtbot.addWidget(screen)
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Bob")), seed=4))
    state = screen.state
    assert state is not None and state.phase == "place" and state.tile is not None
    assert len(calls) == 1  # a person's turn: the map shows where the tile fits
    assert screen._placements == legal_placements(state, state.tile)
    screen.refresh()
    assert screen._placements == legal_placements(state, state.tile)
    assert len(calls) == 1  # the same state: found once


def test_chips_spread_as_the_all_pairs_farthest_point_choice() -> None:
    import random

    from geoquiz.games.carcassonne import chips
    from geoquiz.geo.carcassonne_map import carcassonne_map

    def all_pairs(candidates: list[tuple[int, int]], first: tuple[int, int]) -> list[object]:
        """The choice as it was made before the distances were kept (every pair each round)."""
        chosen = [first]
        while len(chosen) < chips.CHIP_COUNT:
            blocked = set(chosen) | {n for s in chosen for n in chips._orth(s)}
            free = [s for s in candidates if s not in blocked]
            if not free:
                break
            chosen.append(max(free, key=lambda s: min(chips._km(s, c) for c in chosen)))
        return chosen

    board = carcassonne_map()
    squares = chips.admissible_squares(
        board.playable, board.large_cities, board.towns, list(board.start.values())[:2]
    )
    rng = random.Random(7)
    for _ in range(12):
        candidates = rng.sample(squares, len(squares))
        first = candidates[rng.randrange(len(candidates))]
        assert chips._spread(candidates, first) == all_pairs(candidates, first)


def test_outlined_labels_paint_what_the_simple_text_item_paints(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

    from geoquiz.app.carcassonne import board_view

    def painted(item: QGraphicsSimpleTextItem, paint) -> QImage:  # type: ignore[no-untyped-def]
        image = QImage(170, 34, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#efe6c8"))
        painter = QPainter(image)
        painter.translate(4.37, 6.61)  # labels sit on fractional device positions
        paint(item, painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        return image

    made: list[str] = []  # the texts laid out
    glyphs = board_view._glyphs
    monkeypatch.setattr(board_view, "_glyphs", lambda t, f: made.append(t) or glyphs(t, f))
    base = QGraphicsSimpleTextItem.paint
    for text, bold, size, colour, halo, width in (
        ("Frankfurt", True, 11, "#ffffff", QColor("#3b2a1a"), 1.0),
        ("⌂ Halle (Saale)", False, 10, "#3b2a1a", QColor(255, 255, 255, 220), 0.6),
        ("★ Erfurt", True, 10, "#7a1f00", QColor(255, 255, 255, 220), 0.6),
    ):
        label = board_view.OutlinedLabel(text)
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        label.setFont(font)
        label.setBrush(QBrush(QColor(colour)))
        label.setPen(QPen(halo, width))
        made.clear()
        for _ in range(4):
            assert painted(label, board_view.OutlinedLabel.paint) == painted(label, base)
        laid_out = len(made)  # until two layouts in a row agree (a fallback font's first
        assert 2 <= laid_out <= 3  # layout may differ from its later ones), then kept:
        painted(label, board_view.OutlinedLabel.paint)
        assert len(made) == laid_out
        label.setText(text + "x")  # a new text is laid out anew
        assert painted(label, board_view.OutlinedLabel.paint) == painted(label, base)
        bigger = QFont(font)
        bigger.setPixelSize(size + 3)
        label.setFont(bigger)  # and so is a new font
        assert painted(label, board_view.OutlinedLabel.paint) == painted(label, base)
        label.prepare()  # laid out ahead (as the board builds its names): kept once it agrees
        made.clear()
        for _ in range(3):
            assert painted(label, board_view.OutlinedLabel.paint) == painted(label, base)
        assert 1 <= len(made) <= 2


def test_panel_and_track_meeples_are_stamped_while_the_screen_is_built(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.carcassonne.widgets import prepare_stamps

    painting.meeple_pixmap.cache_clear()
    prepare_stamps(1.0)
    made = painting.meeple_pixmap.cache_info().currsize
    panel, track = PlayerPanel(4), ScoreTrack()
    for widget in (panel, track):
        qtbot.addWidget(widget)
    panel.resize(306, 58)
    track.resize(306, 66)
    panel.set_data("E · Eva", 3, 7, [], True, "human")
    track.set_scores([0, 1, 2, 3, 55])
    _image(panel), _image(track)
    assert painting.meeple_pixmap.cache_info().currsize == made  # no stamp drawn in a paint


def _shown_screen(qtbot, url: str):  # type: ignore[no-untyped-def]
    from geoquiz.app.carcassonne.screen import CarcassonneScreen

    screen = CarcassonneScreen("en", url=url)
    screen.computer_delay_ms = 24 * 3600 * 1000  # the computers wait: the pictures stay put
    screen.resize(1400, 950)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def test_a_games_first_picture_painted_over_later_turns_equals_the_direct_one(
    qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """A game started on a shown screen paints its side page, then its board a few event-loop
    turns later (the map's stamps drawn in between); what is then on screen is what a screen
    that started the same game while hidden (everything at once) shows."""
    from geoquiz.games.carcassonne import Config, PlayerSpec

    config = Config((PlayerSpec("Anna"), PlayerSpec("Ben", "computer", "easy")), seed=5)
    held = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'a.sqlite'}")
    held.start_game(config)
    assert not held.board.viewport().updatesEnabled() and not held.side.updatesEnabled()
    # the side takes the game at once, the board's items in a later turn (the lobby's board)
    assert held.pile_label.text() and not held.board._laid and not held.board._chips
    qtbot.waitUntil(held.side.updatesEnabled)
    qtbot.waitUntil(held.board.viewport().updatesEnabled)
    direct = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'b.sqlite'}")
    direct.hide()
    direct.start_game(config)
    assert direct.board.viewport().updatesEnabled() and direct.side.updatesEnabled()
    direct.show()
    qtbot.waitExposed(direct)
    qtbot.wait(50)
    # the side page pixel for pixel, the map's tiles, chips and marks item for item (the
    # names' pixels depend on how often they were painted: OutlinedLabel settles)
    assert held.side.grab().toImage() == direct.side.grab().toImage()
    assert drawn_tiles(held.board) == drawn_tiles(direct.board)
    assert _marks(held.board) == _marks(direct.board)
    assert held.board.viewportTransform() == direct.board.viewportTransform()
    # back in the lobby while the first picture is held: nothing stays held
    held.start_game(config)
    held.show_lobby()
    assert held.board.viewport().updatesEnabled() and held.side.updatesEnabled()


def test_a_refresh_before_the_boards_turn_shows_the_game_on_the_board_at_once(
    qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """A held start gives the board its game a turn later; a refresh (a person's action) before
    that turn shows it on the board at once, and the held turns then change nothing more."""
    from geoquiz.games.carcassonne import Config, PlayerSpec

    config = Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=5)
    screen = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'a.sqlite'}")
    screen.start_game(config)
    assert not screen.board._laid
    screen.refresh()
    tiles, marks = drawn_tiles(screen.board), _marks(screen.board)
    assert screen.board._laid and screen.board.legal_any
    qtbot.waitUntil(screen.board.viewport().updatesEnabled)
    assert drawn_tiles(screen.board) == tiles and _marks(screen.board) == marks


def test_prepared_stamps_are_the_ones_the_boards_paint_copies(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch
) -> None:
    """CarcassonneBoard.prepare_stamps draws the start tiles and chips under the keys their
    paint asks for: the board's paint that follows copies only pixmaps drawn already."""
    from geoquiz.app.carcassonne import board_view
    from geoquiz.games.carcassonne import Config, PlayerSpec

    asked: list[tuple[object, ...]] = []

    def recorded(cached):  # type: ignore[no-untyped-def]
        return lambda *key: asked.append((cached, *key)) or cached(*key)

    tiles, chips = painting.tile_pixmap, painting.chip_back_pixmap
    monkeypatch.setattr(board_view, "tile_pixmap", recorded(tiles))
    monkeypatch.setattr(board_view, "chip_back_pixmap", recorded(chips))
    monkeypatch.setattr(painting, "chip_back_pixmap", recorded(chips))
    screen = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'g.sqlite'}")
    prepared: set[tuple[object, ...]] = set()
    prepare = screen.board.prepare_stamps

    def recorded_prepare() -> None:  # what the start's own step draws
        asked.clear()
        prepare()
        prepared.update(asked)
        asked.clear()

    monkeypatch.setattr(screen.board, "prepare_stamps", recorded_prepare)
    screen.start_game(Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=9))
    assert not screen.board.viewport().updatesEnabled()  # the board's paint is still held
    qtbot.waitUntil(screen.board.viewport().updatesEnabled)
    assert {key[0] for key in prepared} == {tiles, chips}
    qtbot.wait(50)
    assert asked and set(asked) <= prepared


def test_panels_made_with_the_screen_show_a_game_as_fresh_panels(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The screen makes a panel for the most players, draws them off screen once while it is
    built, and a game shows its first ones: after games of 5, 2 and 3 players the shown panels
    draw what fresh panels with the game's figures draw, and the others are hidden."""
    from geoquiz.games.carcassonne import MAX_PLAYERS, Config, PlayerSpec

    screen = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'g.sqlite'}")
    made = list(screen._all_panels)
    assert len(made) == MAX_PLAYERS
    names = ("Anna", "Ben", "Cem", "Dora", "Emil")
    for players in (5, 2, 3):
        config = Config(tuple(PlayerSpec(n) for n in names[:players]), seed=players)
        screen.start_game(config)
        qtbot.waitUntil(screen.board.viewport().updatesEnabled)
        assert screen._all_panels == made  # no panel made or deleted
        assert screen.panels == made[:players]
        assert [p.isVisible() for p in made] == [p < players for p in range(MAX_PLAYERS)]
        for panel in screen.panels:
            fresh = PlayerPanel(panel.player)
            qtbot.addWidget(fresh)
            fresh.resize(panel.size())
            fresh.set_data(
                panel.name, panel.score, panel.supply, panel.chips, panel.active, panel.note
            )
            assert panel.name.endswith(names[panel.player])
            assert _image(panel) == _image(fresh)


def test_the_game_page_is_laid_out_in_the_lobby_and_a_computer_waits_for_the_first_picture(
    qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """In the lobby the hidden game page takes the side's size as the side resizes (so a game's
    first turn shows a page laid out already); a computer to move in a new game starts thinking
    once the game's first picture is painted, and then plays."""
    from geoquiz.games.carcassonne import Config, PlayerSpec

    screen = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'g.sqlite'}")
    assert screen.table_page.size() == screen.side.contentsRect().size()
    screen.resize(1280, 720)
    qtbot.waitUntil(lambda: screen.table_page.size() == screen.side.contentsRect().size())
    screen.computer_delay_ms = 0
    moves: list[int] = []
    screen.moved.connect(lambda: moves.append(1))
    config = Config((PlayerSpec("Cem", "computer", "easy"), PlayerSpec("Anna")), seed=3)
    screen.start_game(config)
    assert not screen.computer_to_move() and not screen.bots.thinking
    qtbot.waitUntil(screen.board.viewport().updatesEnabled)
    qtbot.waitUntil(lambda: bool(moves), timeout=10_000)
    assert screen.table_page.geometry() == screen.side.contentsRect()


def test_the_final_moves_board_repaint_waits_a_step_and_then_shows_the_end(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The move that ends a game on a shown screen holds the board's repaint a step (the move,
    the log's rows and the players' figures paint first); then the board paints again and shows
    the final state as a board given it directly."""
    from geoquiz.games.carcassonne import Config, PlayerSpec, is_over

    screen = _shown_screen(qtbot, f"sqlite:///{tmp_path / 'g.sqlite'}")
    screen.computer_delay_ms = 0
    held_at_end: list[bool] = []
    screen.moved.connect(
        lambda: (
            is_over(screen.state)
            and held_at_end.append(not screen.board.viewport().updatesEnabled())
        )
    )
    config = Config((PlayerSpec("A", "computer", "easy"), PlayerSpec("B", "computer", "easy")))
    screen.start_game(config)
    qtbot.waitUntil(lambda: bool(held_at_end), timeout=60_000)
    assert held_at_end == [True]
    qtbot.waitUntil(screen.board.viewport().updatesEnabled)
    fresh = CarcassonneBoard()
    qtbot.addWidget(fresh)
    fresh.show_state(screen.state)
    assert drawn_tiles(screen.board) == drawn_tiles(fresh)
