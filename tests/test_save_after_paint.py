"""Issue 15: a move's autosave waits until the window has drawn that move (``SaveWriter.set_gate``
with ``app.shell.frame_gate.after_next_paint``), and waiting for the saves never waits for it."""

from __future__ import annotations

import threading
import time

import pytest

from geoquiz.app.runtime import save_writer
from geoquiz.app.runtime.save_writer import SaveWriter

pytest.importorskip("pytestqt")


def _held_writer() -> tuple[SaveWriter, list[object]]:
    opens: list[object] = []
    writer = SaveWriter(name="test-gated")
    writer.set_gate(opens.append)
    return writer, opens


def test_a_save_submitted_on_the_ui_thread_waits_for_its_gate(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(save_writer, "GATE_MAX_S", 60.0)
    writer, opens = _held_writer()
    ran = threading.Event()
    writer.submit("a", ran.set)
    writer.submit("b", lambda: None)  # one gate asked for both
    assert len(opens) == 1
    assert not ran.wait(0.3) and not writer.idle()
    opens[0]()  # type: ignore[operator]
    assert ran.wait(5) and writer.flush(5) and writer.idle()
    writer.submit("c", lambda: None)  # the next save asks again
    assert len(opens) == 2
    writer.set_gate(None)  # no gate: what waits goes at once
    assert writer.flush(5)


def test_a_gate_that_never_opens_delays_a_save_by_a_few_frames_only() -> None:
    writer, opens = _held_writer()  # as in a test, or while the UI thread does something long
    ran = threading.Event()
    writer.submit("a", ran.set)
    assert ran.wait(5) and len(opens) == 1  # after GATE_MAX_S, never opened
    assert save_writer.GATE_MAX_S <= 0.05


def test_flushing_opens_the_gate_so_waiting_for_saves_never_waits_for_a_paint(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(save_writer, "GATE_MAX_S", 60.0)
    writer, opens = _held_writer()
    done: list[str] = []
    writer.submit("a", lambda: done.append("a"))
    assert writer.flush(5) and done == ["a"]  # the gate was never opened by its owner


def test_a_save_submitted_on_another_thread_goes_at_once() -> None:
    writer, opens = _held_writer()
    ran = threading.Event()
    worker = threading.Thread(target=lambda: writer.submit("table", ran.set))
    worker.start()
    worker.join()
    assert ran.wait(5) and opens == []  # a phone table's save has no window to wait for


def test_after_next_paint_runs_once_the_watched_window_has_painted(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    from geoquiz.app.shell import frame_gate

    monkeypatch.setattr(frame_gate, "FALLBACK_MS", 60_000)  # only the paint can release it

    seen: list[str] = []

    class Painted(QWidget):
        def paintEvent(self, event) -> None:  # type: ignore[no-untyped-def]
            seen.append("paint")

    widget = Painted()
    widget.resize(200, 100)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    frame_gate.watch(widget)
    qtbot.waitUntil(lambda: "paint" in seen)
    seen.clear()
    widget.update()
    frame_gate.after_next_paint(lambda: seen.append("after"))
    assert seen == []  # the paint comes from the event loop, later
    qtbot.waitUntil(lambda: "after" in seen, timeout=2_000)
    assert seen == ["paint", "after"]


def test_after_next_paint_runs_when_nothing_paints(qtbot) -> None:  # type: ignore[no-untyped-def]
    from geoquiz.app.shell import frame_gate

    seen: list[str] = []
    frame_gate.after_next_paint(lambda: seen.append("after"))
    qtbot.waitUntil(lambda: seen == ["after"], timeout=2_000)  # after FALLBACK_MS


def test_a_game_screens_move_is_saved_after_the_window_has_drawn_it(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch
) -> None:
    import random

    from geoquiz.app.shell import frame_gate

    monkeypatch.setattr(frame_gate, "FALLBACK_MS", 60_000)  # only the paint can release it
    monkeypatch.setattr(save_writer, "GATE_MAX_S", 60.0)

    from PySide6.QtCore import QEvent, QObject

    from geoquiz.app.stadtland.screen import StadtlandScreen
    from geoquiz.games import stadtland
    from geoquiz.games.stadtland import game

    screen = StadtlandScreen("en", url=f"sqlite:///{tmp_path / 'saves.sqlite3'}")
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.start_game(stadtland.Config(("Anna", "Ben"), rounds=5, seed=3, round_cap=9))
    save_writer.flush_saves(10)

    events: list[str] = []
    submit = save_writer.WRITER.submit

    class Paints(QObject):
        def eventFilter(self, watched, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.UpdateRequest:
                events.append("paint")
            return False

    paints = Paints()
    screen.installEventFilter(paints)

    def noted_submit(key, job):  # type: ignore[no-untyped-def]
        def run() -> None:
            events.append("save")
            job()

        events.append("move")
        submit(key, run)

    save_writer.WRITER.submit = noted_submit  # type: ignore[method-assign]
    try:
        state = screen.session.state
        seat = int(game.current_player(state))
        assert screen.play(game.bots["medium"](state, seat, random.Random(1)))
        assert "save" not in events  # not before the event loop has drawn the move
        qtbot.waitUntil(lambda: "save" in events, timeout=5_000)
    finally:
        save_writer.WRITER.submit = submit  # type: ignore[method-assign]
        screen.removeEventFilter(paints)
    assert events.index("move") < events.index("paint") < events.index("save")


def test_a_submit_never_waits_for_the_writers_thread() -> None:
    """The writer stuck anywhere in its own bookkeeping (as a low-priority thread waiting for a
    core is) does not hold up a submit: the hand-over shares no lock with it."""
    writer = SaveWriter(name="test-stuck")
    stuck, entered = threading.Event(), threading.Event()
    take = writer._take

    def slow_take(item: object) -> None:
        entered.set()
        stuck.wait(10)
        take(item)

    writer._take = slow_take  # type: ignore[method-assign]
    done: list[str] = []
    writer.submit("a", lambda: done.append("a"))
    assert entered.wait(5)  # the writer's thread is inside its bookkeeping now
    second = threading.Thread(target=lambda: writer.submit("b", lambda: done.append("b")))
    second.start()
    second.join(5)
    returned = not second.is_alive()
    stuck.set()
    assert returned
    assert writer.flush(10) and done == ["a", "b"]


def test_no_garbage_collection_runs_on_the_writers_thread(qapp: object) -> None:
    """A collection started by the writer thread's allocations (its jobs or its own bookkeeping)
    would destroy unreferenced Qt objects there; with the app's collector (app.runtime.ui_gc)
    it runs on the UI thread only."""
    import gc

    writer = SaveWriter(name="test-no-gc")
    collected_on: list[str] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread().name)

    def garbage() -> None:
        for _ in range(2_000):  # cycles enough to start collections
            a: list[object] = []
            a.append(a)

    gc.callbacks.append(note)
    try:
        for i in range(300):  # the writer's own bookkeeping allocates too
            writer.submit(i % 7, garbage)
        assert writer.flush(30)
    finally:
        gc.callbacks.remove(note)
    assert "test-no-gc" not in collected_on


def test_close_runs_the_jobs_before_it_and_joins_the_thread() -> None:
    """At exit the writer runs what was submitted, then its thread ends (stopped and joined,
    not a daemon left running while the interpreter finalises)."""
    writer = SaveWriter(name="test-close")
    done: list[int] = []
    for i in range(5):
        writer.submit(i, lambda i=i: (time.sleep(0.01), done.append(i)))
    thread = writer._thread
    assert writer.close(10)
    assert done == [0, 1, 2, 3, 4]
    assert thread is not None and not thread.is_alive()
    writer.submit("again", lambda: done.append(5))  # a later job starts a new thread
    assert writer.flush(10) and done[-1] == 5
    assert writer.close(10)
