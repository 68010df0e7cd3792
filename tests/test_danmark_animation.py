"""Danmark-spillet's table is alive (issue 28): the die rolls visibly and rests on the number, the
piece walks its path space by space; both only show what the engine has already applied.

* the die tumbles through other faces for ~0.6 s and rests on the rolled number (pips, not text);
* the piece walks its path (a space every ~80 ms) and ends drawn at its space;
* a second move while a piece walks lands correctly (the first walk ends at once);
* the "Animate" box turns both off (the end at once), and is remembered;
* a computer's next move waits until the die and the piece have come to rest.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.danmark_dice import rig_die
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from geoquiz.app.danmark.animation import PIPS, ROLL_MS, STEP_MS
from geoquiz.app.danmark.screen import ANIMATE_KEY, DanmarkScreen
from geoquiz.app.runtime.i18n import settings
from geoquiz.games.danmark import Config, PlayerSpec, Walk

PEOPLE = Config((PlayerSpec("Anna"), PlayerSpec("Bo")), seed=3)


@pytest.fixture(autouse=True)
def _animations_on() -> Iterator[None]:
    yield
    store = settings()
    store.remove(ANIMATE_KEY)
    store.sync()


@pytest.fixture
def screen(qtbot: QtBot, tmp_path: Path) -> DanmarkScreen:
    widget = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}", persist=False)
    widget.computer_delay_ms = 10**6  # the people of these tests move themselves
    widget.show_card_dialogs = False
    widget.resize(1366, 768)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def started(screen: DanmarkScreen) -> None:
    screen.start_game(PEOPLE)
    assert screen.session is not None
    for _ in range(2):
        screen.play(screen._moves[0])  # both choose a start town


def rolled(qtbot: QtBot, screen: DanmarkScreen, value: int) -> None:
    """The player to move rolls ``value``; the die has come to rest."""
    session = screen.session
    assert session is not None
    rig_die(session, value)
    screen.refresh()
    screen.roll()
    assert session.state.roll == value
    qtbot.waitUntil(lambda: not screen.die.rolling(), timeout=5_000)


def longest_walk(screen: DanmarkScreen) -> Walk:
    """The listed walk whose path is the longest (an exact walk: as long as the roll)."""
    walks = [m for m in screen._moves if isinstance(m, Walk)]
    exact = [w for w in walks if screen._exact.get(w.space)]
    return (exact or walks)[0]


def test_die_rolls_visibly_and_rests_on_the_number(qtbot: QtBot, screen: DanmarkScreen) -> None:
    started(screen)
    session = screen.session
    assert session is not None
    rig_die(session, 4)
    screen.refresh()
    faces: list[int | None] = []
    screen.die.update = lambda: faces.append(screen.die.face)  # type: ignore[method-assign]
    began = time.perf_counter()
    screen.roll()
    assert session.state.roll == 4  # the state holds the number at once; the die only shows it
    assert screen.die.rolling()
    qtbot.waitUntil(lambda: not screen.die.rolling(), timeout=5_000)
    took = (time.perf_counter() - began) * 1000
    assert took >= ROLL_MS * 0.9, took
    shown = [f for f in faces if f is not None]
    assert len(set(shown)) >= 3, shown  # other faces while it tumbles
    assert screen.die.face == 4 and screen.die.angle == 0.0 and len(PIPS[4]) == 4
    assert "4" in screen.die.accessibleDescription()
    assert ("die", False) in screen_sound_requests()


def screen_sound_requests() -> list[tuple[str, bool]]:
    from geoquiz.app import sound

    return list(sound.shared().played)


def test_die_face_is_drawn_with_pips(qtbot: QtBot, screen: DanmarkScreen) -> None:
    """The resting die is a picture of its pips (dark on white), not the text "rolled 5"."""
    screen.die.show_value(5)
    image = screen.die.grab().toImage()
    side = min(image.width(), image.height())
    dark = sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).lightness() < 80
        and abs(x - image.width() / 2) < side * 0.35
        and abs(y - image.height() / 2) < side * 0.35
    )
    assert dark > side * side * 0.05, dark  # five pips inside the face's edge


def test_piece_walks_its_path_space_by_space(qtbot: QtBot, screen: DanmarkScreen) -> None:
    started(screen)
    session = screen.session
    assert session is not None
    rolled(qtbot, screen, 5)
    start = session.state.pos[0]
    walk = longest_walk(screen)
    seen: list[QPointF] = []
    original = screen.item.paint

    def paint(*args: object) -> None:
        original(*args)  # type: ignore[arg-type]
        if screen.item.walker_at is not None:
            seen.append(QPointF(screen.item.walker_at))

    screen.item.paint = paint  # type: ignore[method-assign]
    began = time.perf_counter()
    screen.play(walk)
    assert session.state.pos[0] == walk.space  # applied before the walk is shown
    moving = screen.item.walking
    assert moving is not None and moving[0] == 0
    path = moving[1]
    assert path[0] == start and path[-1] == walk.space and len(path) - 1 <= 5
    qtbot.waitUntil(lambda: screen.item.walking is None, timeout=5_000)
    took = (time.perf_counter() - began) * 1000
    assert took >= STEP_MS * (len(path) - 1) * 0.9, took
    qtbot.waitUntil(lambda: not screen.item.picture_pending(), timeout=5_000)
    screen.canvas.viewport().repaint()
    # the piece passed its spaces on the way, and stands at its space at the end
    _true, pts, _lines = screen.item._view_cache  # type: ignore[misc]
    assert len(seen) >= 3, len(seen)
    assert _distance(seen[0], pts[path[0]]) < _distance(seen[0], pts[path[-1]])
    middle = pts[path[len(path) // 2]]
    assert min(_distance(p, middle) for p in seen) < 25
    assert screen.item.walker_at is None
    box = next(b for p, b in screen.item.piece_rects if p == 0)
    assert _distance(box.center(), pts[walk.space]) < 40


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def test_second_move_during_a_walk_lands_correctly(qtbot: QtBot, screen: DanmarkScreen) -> None:
    started(screen)
    session = screen.session
    assert session is not None
    rolled(qtbot, screen, 5)
    screen.play(longest_walk(screen))
    assert screen.item.walking is not None and screen.item.walking[0] == 0
    # Bo's turn while Anna's piece walks: he rolls and moves at once
    assert session.state.current == 1
    rig_die(session, 3)
    screen.refresh()
    screen.roll()
    walk = longest_walk(screen)
    screen.play(walk)
    moving = screen.item.walking
    assert moving is not None and moving[0] == 1  # Anna's walk ended at once; Bo's is shown
    qtbot.waitUntil(lambda: screen.item.walking is None and not screen.die.rolling(), timeout=5_000)
    assert screen.item.pieces == list(session.state.pos)
    assert session.state.pos[1] == walk.space
    qtbot.waitUntil(lambda: not screen.item.picture_pending(), timeout=5_000)
    screen.canvas.viewport().repaint()
    _true, pts, _lines = screen.item._view_cache  # type: ignore[misc]
    for player in (0, 1):
        box = next(b for p, b in screen.item.piece_rects if p == player)
        assert _distance(box.center(), pts[session.state.pos[player]]) < 40


def test_animate_box_off_shows_the_end_at_once_and_is_remembered(
    qtbot: QtBot, screen: DanmarkScreen, tmp_path: Path
) -> None:
    started(screen)
    session = screen.session
    assert session is not None
    screen.animate_box.setChecked(False)
    rig_die(session, 5)
    screen.refresh()
    screen.roll()
    assert not screen.die.rolling() and screen.die.face == 5
    screen.play(longest_walk(screen))
    assert screen.item.walking is None and not screen.animating()
    other = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'h.sqlite'}", persist=False)
    qtbot.addWidget(other)
    assert not other.animate_box.isChecked()


def test_computer_moves_after_the_die_and_the_walk_have_come_to_rest(
    qtbot: QtBot, tmp_path: Path
) -> None:
    screen = DanmarkScreen("en", url=f"sqlite:///{tmp_path / 'g.sqlite'}", persist=False)
    qtbot.addWidget(screen)
    screen.show_card_dialogs = False
    screen.computer_delay_ms = 5
    busy_at_move: list[bool] = []
    apply = screen.apply_move

    def apply_move(move, job=None):  # type: ignore[no-untyped-def]
        busy_at_move.append(screen.animating())
        return apply(move, job)

    screen.apply_move = apply_move  # type: ignore[method-assign]
    computers = Config((PlayerSpec("C1", True, "easy"), PlayerSpec("C2", True, "easy")), seed=8)
    screen.start_game(computers)
    session = screen.session
    assert session is not None
    qtbot.waitUntil(lambda: session.state.ply >= 12, timeout=30_000)
    assert busy_at_move and not any(busy_at_move), busy_at_move
