"""Finden Sie Minden's side panel updated in place: the same tiles, texts and sizes as a rebuild.

The card table keeps the tiles of the cards still on the table (``CardTable``), a tile keeps the
heights of its wrapped text per width (``CardTile.heightForWidth``), the score track ignores the
same pieces set again. Each must leave what a fresh widget shows.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.pages.table import CardTable
from geoquiz.app.minden.widgets import CardTile, Piece, ScoreTrack
from geoquiz.games.minden import (
    Card,
    Config,
    PlayerSpec,
    State,
    current_player,
    is_over,
    legal_moves,
    new_game,
)
from geoquiz.games.minden.engine import apply
from geoquiz.games.minden.game import example_cards, view
from geoquiz.games.minden.players import choose


def states() -> list[State]:
    """Every state of a seeded game of three people (moves chosen by the computer levels)."""
    players = tuple(
        PlayerSpec(n, c, 40 - i, "human")
        for i, (n, c) in enumerate((("Anna", "red"), ("Ben", "blue"), ("Clara", "green")))
    )
    state = new_game(Config(players, track_length=10, seed=3), example_cards())
    rng = random.Random(3)
    out = [state]
    while not is_over(state) and len(out) < 400:
        player = current_player(state)
        assert player is not None
        state = apply(state, choose(state, player, rng, ("hard", "medium", "easy")[player]))
        out.append(state)
    return out


def shown(table: CardTable) -> list[tuple[Any, ...]]:
    """What the table shows: per tile in order its card, text, state, tooltip and grid cell."""
    out = []
    for tile in table.tiles:
        index = table.grid.indexOf(tile)
        assert index >= 0 and not tile.isHidden()
        out.append(
            (
                tile.card,
                tile.text_shown(),
                tile.isEnabled(),
                tile.toolTip(),
                tuple(table.grid.getItemPosition(index)),
            )
        )
    assert table.grid.count() == len(table.tiles)
    return out


def tab_order(table: CardTable) -> list[CardTile]:
    """The tiles in the order Tab visits them."""
    order = [table.tiles[0]]
    widget: QWidget = table.tiles[0]
    for _ in range(200):
        widget = widget.nextInFocusChain()
        if widget in table.tiles and widget not in order:
            order.append(widget)  # type: ignore[arg-type]
    return order


def test_the_table_updated_in_place_shows_what_a_rebuilt_table_shows(qtbot: QtBot) -> None:
    table = CardTable()
    qtbot.addWidget(table)
    table.show()
    kept = 0
    before: list[CardTile] = []
    game = states()
    assert is_over(game[-1])
    for i, state in enumerate(game):
        public = view(state, None)
        legal = legal_moves(state)
        width = (1000, 400)[i % 7 == 0]  # now and then two columns instead of three
        fresh = CardTable()
        qtbot.addWidget(fresh)
        fresh.show()
        scored = len(state.history) > len(game[i - 1].history) if i else False
        if scored:
            record = state.history[-1]
            table.show_scored(public, str(record["card"]), int(record["player"]))
            fresh.show_scored(public, str(record["card"]), int(record["player"]))
        else:
            table.show_round(public, legal, width)
            fresh.show_round(public, legal, width)
        assert shown(table) == shown(fresh), f"state {i}"
        if table.tiles:
            assert tab_order(table) == table.tiles
        kept += sum(tile in before for tile in table.tiles)
        before = list(table.tiles)
        fresh.deleteLater()
    assert kept > 20, "unchanged cards keep their tiles"


def test_a_kept_tile_clicks_as_the_move_it_stands_for_now(qtbot: QtBot) -> None:
    table = CardTable()
    qtbot.addWidget(table)
    table.show()
    moves: list[object] = []
    table.move_chosen.connect(moves.append)
    state = states()[0]
    public = view(state, None)
    table.show_round(public, [], 1000)  # nobody may draft: nothing is clickable
    first = table.tiles[0]
    first.click()
    assert moves == [] and not first.isEnabled()
    legal = legal_moves(state)
    table.show_round(public, legal, 1000)
    assert table.tiles[0] is first and first.isEnabled()
    first.click()
    assert moves == [next(m for m in legal if getattr(m, "card_id", None) == first.card.id)]


def card(prompt: str) -> Card:
    return Card("1", "yellow", "Minden", (), prompt)


def test_a_tiles_kept_heights_are_those_of_its_text_and_follow_a_font_change(
    qtbot: QtBot,
) -> None:
    long = "Wo steht die Porzellan-Manufaktur Meissen, die älteste Europas? " * 2
    tile = CardTile(card(long), "Anna")
    qtbot.addWidget(tile)
    tile.show()
    for width in (150, 200, 320, 150):
        assert tile.heightForWidth(width) == tile.label.heightForWidth(width - 28) + 14
    assert tile.hasHeightForWidth()
    assert tile.sizeHint().height() == tile.heightForWidth(200)
    narrow = tile.heightForWidth(150)
    normal = QFont(tile.label.font())
    big = QFont(normal)
    big.setPointSizeF(normal.pointSizeF() * 2)
    tile.label.setFont(big)
    assert tile.heightForWidth(150) == tile.label.heightForWidth(122) + 14 > narrow
    tile.label.setFont(normal)
    assert tile.heightForWidth(150) == narrow
    tile.label.setStyleSheet("font-size: 30px; background: transparent;")
    assert tile.heightForWidth(150) == tile.label.heightForWidth(122) + 14 > narrow


def test_the_same_pieces_again_leave_the_track_as_it_was(qtbot: QtBot) -> None:
    track = ScoreTrack()
    qtbot.addWidget(track)
    pieces = [Piece("Anna", "red", 3), Piece("Ben", "blue", 45)]
    track.set_pieces(pieces, 20)
    assert track.hasHeightForWidth()
    assert track.spaces() == 60 and track.heightForWidth(608) == int(3 * 30 * 1.35 + 8)
    track.set_pieces(list(pieces), 20)
    assert track.pieces() == pieces
    track.set_pieces([Piece("Anna", "red", 3)], 20)
    assert track.pieces() == [Piece("Anna", "red", 3)] and track.spaces() == 40


def drawn_directly(track: ScoreTrack) -> QImage:
    """The track's part of its window, its spaces and pieces drawn straight where it is."""
    window = track.window()
    at = track.mapTo(window, QPoint(0, 0))
    image = QImage(window.size(), QImage.Format.Format_RGB32)  # as the window's backing store
    image.fill(track.palette().color(track.backgroundRole()))
    painter = QPainter(image)
    painter.translate(at)
    track._paint_spaces(painter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    track._paint_pieces(painter)
    painter.end()
    return image.copy(QRect(at, track.size()))


def grabbed(track: ScoreTrack) -> QImage:
    """The track's part of its window as the window shows it."""
    window = track.window()
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return image.copy(QRect(track.mapTo(window, QPoint(0, 0)), track.size()))


def test_the_tracks_kept_spaces_give_the_pixels_of_drawing_them_anew(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(900, 300)
    track = ScoreTrack(window)
    track.setGeometry(37, 11, 560, 130)  # not at the window's corner: Qt rasterises by place
    window.show()
    track.set_pieces([Piece("Anna", "red", 3), Piece("Ben", "blue", 7)], 20)
    first = track.static_image()
    assert grabbed(track) == drawn_directly(track)
    track.set_pieces([Piece("Anna", "red", 5), Piece("Ben", "blue", 7)], 20)
    assert track.static_image() is first, "a walking piece keeps the spaces"
    assert grabbed(track) == drawn_directly(track)
    for change in (
        lambda: track.set_pieces([Piece("Anna", "red", 45)], 20),  # a third row of spaces
        lambda: track.set_pieces([Piece("Anna", "red", 45)], 25),  # other final spaces
        lambda: track.resize(700, 160),
        lambda: track.move(212, 83),
    ):
        change()
        assert track.static_image() is not first
        first = track.static_image()
        assert grabbed(track) == drawn_directly(track)


def test_the_first_reveal_is_prepared_off_the_ui_thread() -> None:
    from geoquiz.app.minden.board import warm_reveal
    from geoquiz.geo.board.grid import _quadrant_polygons
    from geoquiz.geo.projection import geod

    thread = warm_reveal()
    assert warm_reveal() is thread, "once per process"
    thread.join(30)
    assert not thread.is_alive()
    assert _quadrant_polygons.cache_info().currsize == 1 and geod.cache_info().currsize == 1


def test_the_tracks_kept_space_count_follows_its_pieces_and_finals() -> None:
    track = ScoreTrack()
    assert track.spaces() == 60  # no pieces, finals at 40: ten past them, whole rows
    for pieces, final, spaces in (
        ([Piece("Anna", "red", 3)], 20, 40),
        ([Piece("Anna", "red", 39)], 20, 40),
        ([Piece("Anna", "red", 40)], 20, 60),
        ([Piece("Anna", "red", 40)], 55, 80),
    ):
        track.set_pieces(pieces, final)
        assert track.spaces() == spaces == track._count_spaces()
        assert track.sizeHint().height() == int(spaces // 20 * 30 * 1.35 + 8)


def test_a_marks_kept_bounds_follow_its_caption_offset(qtbot: QtBot) -> None:
    from PySide6.QtCore import QPointF

    from geoquiz.app.minden.marks import Mark, MarkItem

    item = MarkItem(Mark(9.0, 52.0, "Minden", "#D55E00"), "Minden", QFont())
    assert item.boundingRect() == item._bounding_rect()
    for offset, leader in ((QPointF(-80, 12), False), (QPointF(30, -40), True)):
        before = item.boundingRect()
        item.set_caption_offset(offset, leader)
        assert item.boundingRect() == item._bounding_rect() != before
    bare = MarkItem(Mark(9.0, 52.0, "", "#000000", "place"), "", QFont())
    assert bare.boundingRect() == bare.pin_rect()


def test_the_players_lines_kept_heights_are_those_of_their_text(qtbot: QtBot) -> None:
    from geoquiz.app.minden.pages.table import PlayersLabel

    label = PlayersLabel()
    fresh = PlayersLabel()
    qtbot.addWidget(label)
    qtbot.addWidget(fresh)
    label.show()
    game = states()
    for state in (game[0], game[len(game) // 2], game[-1]):
        label.show_view(view(state, None))
        fresh.setText(label.text())
        for width in (250, 420, 250, 600):
            assert label.heightForWidth(width) == QLabel.heightForWidth(fresh, width)
    big = QFont(label.font())
    big.setPointSizeF(big.pointSizeF() * 2)
    label.setFont(big)
    fresh.setFont(big)
    assert label.heightForWidth(250) == QLabel.heightForWidth(fresh, 250)
    # a style sheet's font, and a parent's font, reach the kept heights too
    label.setFont(QFont())
    fresh.setFont(QFont())
    sheet = "font-size: 30px;"
    label.setStyleSheet(sheet)
    fresh.setStyleSheet(sheet)
    fresh.ensurePolished()
    assert label.font().pixelSize() == fresh.font().pixelSize() == 30
    assert label.heightForWidth(250) == QLabel.heightForWidth(fresh, 250)
    label.setStyleSheet("")
    fresh.setStyleSheet("")
    parent = QWidget()
    qtbot.addWidget(parent)
    label.setParent(parent)
    parent.setFont(big)
    fresh.setFont(big)
    assert label.font().pointSizeF() == big.pointSizeF()
    assert label.heightForWidth(250) == QLabel.heightForWidth(fresh, 250)


def test_tiles_made_ahead_are_the_ones_shown_and_unused_ones_go(qtbot: QtBot) -> None:
    from geoquiz.app.minden.pages.table import task_card

    table = CardTable()
    qtbot.addWidget(table)
    table.show()
    state = states()[0]
    public = view(state, None)
    cards = [task_card(task) for task in public["offer"]]
    assert all(table.prepare(card) for card in cards)
    assert not table.prepare(cards[0]), "one tile per card"
    made = list(table._prepared)
    assert all(tile.isHidden() for tile in made)
    other = Card("elsewhere", "green", "Brocken", (), "Wo ist der Brocken?")
    assert table.prepare(other)
    spare = table._prepared[-1]
    table.show_round(public, legal_moves(state), 1000)
    assert table.tiles[: len(made)] == made, "the prepared tiles are shown"
    fresh = CardTable()
    qtbot.addWidget(fresh)
    fresh.show()
    fresh.show_round(public, legal_moves(state), 1000)
    assert shown(table) == shown(fresh)
    assert spare not in table.tiles and table._prepared == []
    qtbot.waitUntil(lambda: other not in [t.card for t in table.findChildren(CardTile)])


def test_a_drafted_card_keeps_its_tile_with_its_new_owners_text(qtbot: QtBot) -> None:
    from geoquiz.games.minden import Draft

    table = CardTable()
    qtbot.addWidget(table)
    table.resize(600, 400)
    table.show()
    state = states()[0]
    table.show_round(view(state, None), [], 1000)
    by_card = {tile.card.id: tile for tile in table.tiles}
    player = current_player(state)
    assert player is not None
    move = next(m for m in legal_moves(state) if isinstance(m, Draft))
    after = apply(state, move)
    table.show_round(view(after, None), [], 1000)
    tile = next(t for t in table.tiles if t.card.id == move.card_id)
    assert tile is by_card[move.card_id] and tile.owner == state.config.players[player].name
    fresh = CardTile(tile.card, tile.owner)
    qtbot.addWidget(fresh)
    assert tile.text_shown() == fresh.text_shown() and "→" in tile.text_shown()
    assert tile.heightForWidth(180) == fresh.heightForWidth(180)


def test_the_screens_warm_up_tile_leaves_nothing_behind(qtbot: QtBot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from geoquiz.app.minden.screen import MindenScreen

    screen = MindenScreen("en", url=f"sqlite:///{tmp_path / 'minden.sqlite3'}")
    qtbot.addWidget(screen)
    assert screen.board.canvas is not None, "the map is built with the screen"
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    tiles = [w for w in QApplication.allWidgets() if isinstance(w, CardTile)]
    assert not [t for t in tiles if t.card.id == "warm-up"]


def test_a_tiles_heights_follow_its_own_and_its_parents_font_not_checked_per_question(
    qtbot: QtBot,
) -> None:
    """The font is looked at again only after a change event of the text; every way its font
    can change (the tile's font, a parent's font, the tile's style sheet) sends one."""
    long = "Wo steht die Porzellan-Manufaktur Meissen, die älteste Europas? " * 2
    parent = QWidget()
    qtbot.addWidget(parent)
    tile = CardTile(card(long), "Anna", parent)
    parent.show()

    def fresh_height(width: int) -> int:
        return tile.label.heightForWidth(width - 28) + 14

    narrow = tile.heightForWidth(150)
    assert narrow == fresh_height(150) and tile._font_checked
    big = QFont(tile.font())
    big.setPointSizeF(big.pointSizeF() * 2)
    tile.setFont(big)
    assert tile.heightForWidth(150) == fresh_height(150)
    tile.setFont(QFont())
    parent.setFont(big)
    assert tile.heightForWidth(150) == fresh_height(150)
    parent.setFont(QFont())
    assert tile.heightForWidth(150) == narrow
    tile.setStyleSheet(tile.styleSheet() + " QLabel { font-size: 30px; }")
    assert tile.heightForWidth(150) == fresh_height(150) > narrow


def test_a_reveal_keeps_the_other_cards_tiles_for_the_table_after_it(qtbot: QtBot) -> None:
    """The reveal's table shows only the card scored; "Next" shows the cards still in hand again
    with the very tiles they had (kept hidden meanwhile), drawn as a fresh table draws them."""
    game = states()
    i = next(
        i
        for i, state in enumerate(game)
        if i
        and len(state.history) > len(game[i - 1].history)
        and any(hand is not None for hand in view(state, None)["hands"])
    )
    before, scored, after = game[i - 1], game[i], game[i]
    table = CardTable()
    qtbot.addWidget(table)
    table.resize(700, 300)
    table.show()
    table.show_round(view(before, None), [], 700)
    tiles = {(t.card.id, t.owner): t for t in table.tiles}
    record = scored.history[-1]
    table.show_scored(view(scored, None), str(record["card"]), int(record["player"]))
    assert len(table.tiles) == 1 and not any(t.isVisible() for t in table._prepared)
    table.show_round(view(after, None), [], 700)
    assert table.tiles and all(tiles.get((t.card.id, t.owner)) is t for t in table.tiles)
    fresh = CardTable()
    qtbot.addWidget(fresh)
    fresh.resize(700, 300)
    fresh.show()
    fresh.show_round(view(after, None), [], 700)
    assert shown(table) == shown(fresh)
    for widget in (table, fresh):
        widget.layout().activate()
    assert table.grab().toImage() == fresh.grab().toImage()
