"""The 10-Tage screen updates in place: after each move the widgets it kept (holder rows, cards,
the log, the route check, the map's route) show what a screen built afresh for that position
shows, and they are rebuilt only when their content changed."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from geoquiz.app.tage.screen import LOG_LINES, TageScreen
from geoquiz.games.tage import Config, PlayerSpec, is_over, legal_moves
from geoquiz.games.tage.route import check_route

# both seats are people at the laptop: the test makes every move itself (a computer seat plays
# its own moves through the match driver)
CONFIG = Config((PlayerSpec("Anna"), PlayerSpec("Ben")), seed=11)


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def _screen(qtbot, url: str) -> TageScreen:  # type: ignore[no-untyped-def]
    widget = TageScreen("en", url=url, persist=False)
    widget.computer_delay_ms = 10**7  # the test plays every seat itself
    widget.resize(1400, 950)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _look(screen: TageScreen) -> dict[str, Any]:
    """What the screen shows of the position (not the log, which a fresh screen starts empty,
    nor the marks of the last moves on the piles, which come from the match's log: a fresh
    screen of the position has no history)."""
    cards = [
        (
            b.card,
            b.face_up,
            b.caption.removesuffix(" *"),
            b.marked,
            b.problem,
            b.isEnabled(),
            b.compact,
            b.toolTip(),
        )
        for b in [screen.draw_button, *screen.pile_buttons, screen.drawn_button]
    ]
    holders = [
        (
            label.text(),
            [(b.card, b.face_up, b.caption, b.marked, b.problem, b.isEnabled(), b.compact)
             for b in slots],
        )
        for label, slots in screen.holder_rows
    ]  # fmt: skip
    verdicts = [
        (screen.verdicts.item(i).text(), screen.verdicts.item(i).foreground().color().name())
        for i in range(screen.verdicts.count())
    ]
    route = sorted(
        (type(item).__name__, item.toolTip(), round(item.pos().x(), 6), round(item.pos().y(), 6))
        for item in screen.map.route_items()
    )
    return {
        "cards": cards,
        "holders": holders,
        "verdicts": verdicts,
        "route": route,
        "status": screen.status.text(),
        "hint": screen.hint.text(),
        "route_title": screen.route_title.text(),
    }


def _log_lines(screen: TageScreen) -> list[str]:
    return [screen.log.item(i).text() for i in range(screen.log.count())]


def test_each_move_leaves_what_a_fresh_screen_shows(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    screen = _screen(qtbot, url)
    fresh = _screen(qtbot, url)
    screen.start_game(CONFIG)
    rows = [slots[0] for _label, slots in screen.holder_rows]
    rng = random.Random(4)
    checked = 0
    for move_no in range(140):
        state = screen.session.state
        if is_over(state):
            break
        assert screen.play(rng.choice(legal_moves(state)))
        assert _log_lines(screen) == screen._log[-LOG_LINES:]
        if move_no % 9 == 0 or is_over(screen.session.state):
            fresh.load_state(screen.session.state)
            assert _look(screen) == _look(fresh), move_no
            checked += 1
    assert len(screen._log) > LOG_LINES  # the oldest lines were dropped along the way
    assert checked >= 10
    assert [slots[0] for _label, slots in screen.holder_rows] == rows  # the rows were kept


def test_a_new_game_keeps_the_rows_and_starts_an_empty_log(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    screen = _screen(qtbot, url)
    screen.start_game(CONFIG)
    while not screen._log:  # past the setup, which the log does not tell
        screen.play(legal_moves(screen.session.state)[0])
    first = [slots[0] for _label, slots in screen.holder_rows]
    assert screen.log.count() > 0
    screen.start_game(Config((PlayerSpec("Cem"), PlayerSpec("Dora", "computer")), seed=2))
    assert [slots[0] for _label, slots in screen.holder_rows] == first
    assert _log_lines(screen) == screen._log == []
    fresh = _screen(qtbot, url)
    fresh.load_state(screen.session.state)
    assert _look(screen) == _look(fresh)
    three = Config((PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C", "computer")), seed=2)
    screen.start_game(three)
    assert len(screen.holder_rows) == 3  # the rows built with the screen: one more shown
    assert [slots[0] for _label, slots in screen.holder_rows][:2] == first
    assert all(label.isVisibleTo(screen) for label, _slots in screen.holder_rows)
    fresh.load_state(screen.session.state)
    assert _look(screen) == _look(fresh)
    screen.start_game(CONFIG)  # two again: the third row is hidden
    assert len(screen.holder_rows) == 2
    assert sum(row.isVisibleTo(screen) for row, _n, _s in screen._all_rows) == 2


def test_the_same_route_is_not_drawn_again_and_a_new_one_is(qtbot, url: str) -> None:  # type: ignore[no-untyped-def]
    screen = _screen(qtbot, url)
    tage_map = screen.map
    cards: list[str | None] = [
        "oberpfalz", "bus", "chemnitz", "dresden", "leipzig",
        "halle", "magdeburg", "train:orange", "mittelfranken", "oberbayern",
    ]  # fmt: skip
    links = list(check_route(cards).links)
    tage_map.show_route(cards, links)
    items = tage_map.route_items()
    assert items
    tage_map.show_route(list(cards), list(links))  # equal: the items on the map stay
    assert tage_map.route_items() == items
    cards[4], cards[5] = cards[5], cards[4]
    tage_map.show_route(cards, list(check_route(cards).links))
    assert tage_map.route_items() != items
    moved = tage_map.route_items()
    tage_map._show_names(tage_map.names)  # names put on the map again: the discs follow them
    assert tage_map.route_items() != moved
    qtbot.waitUntil(lambda: bool(tage_map.names), timeout=10_000)
    tage_map._fresh_spots()  # as drawing a route does first
    spots = {rid: tage_map._pt(rid) for rid in tage_map.anchors}  # all of them in one pass
    assert spots == {rid: tage_map._spot(rid) for rid in spots}  # each as it is found alone


def test_the_routes_spots_are_found_ahead(qtbot, url: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    screen = _screen(qtbot, url)
    tage_map = screen.map
    qtbot.waitUntil(lambda: bool(tage_map.names), timeout=10_000)
    tage_map.clear_route()
    tage_map._show_names(tage_map.names)  # names put up with no route on the map
    qtbot.waitUntil(lambda: tage_map._spots_for == (tage_map._names_shown, tage_map._view_key()))
    found: list[int] = []
    all_spots = tage_map._all_spots
    monkeypatch.setattr(tage_map, "_all_spots", lambda: found.append(1) or all_spots())
    cards: list[str | None] = [
        "oberpfalz", "bus", "chemnitz", "dresden", "leipzig",
        "halle", "magdeburg", "train:orange", "mittelfranken", "oberbayern",
    ]  # fmt: skip
    tage_map.show_route(cards, list(check_route(cards).links))
    assert tage_map.route_items() and not found  # the first drawing found them ready
    named = [str(c) for c in cards if c in tage_map.anchors]
    assert all(tage_map._pt(rid) == tage_map._spot(rid) for rid in named)
