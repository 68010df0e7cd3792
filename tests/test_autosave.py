"""The autosave shared by every game screen (DESIGN §1): saved after each move, resumable."""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Any

import pytest

from geoquiz.app.autosave import AutosavedGame, Rules
from geoquiz.app.save_writer import WRITER, SaveWriter, flush_saves
from geoquiz.db import savegames
from geoquiz.games.common import IllegalMove


@dataclass(frozen=True)
class Counter:
    """A tiny game: add to the total; the game is over at 3."""

    total: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Counter:
        return cls(int(data["total"]))


def add(state: Counter, move: int) -> Counter:
    if move not in (1, 2):
        raise IllegalMove("You may add 1 or 2.")
    return replace(state, total=state.total + move)


class CounterSession(AutosavedGame[Counter, int]):
    kind = "counter-test"
    rules = Rules(apply=add, is_over=lambda s: s.total >= 3, from_dict=Counter.from_dict)


@pytest.fixture
def url(tmp_path) -> str:  # type: ignore[no-untyped-def]
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


def test_every_move_is_saved_and_the_game_resumes(url: str) -> None:
    game = CounterSession.start(Counter(), url=url)
    assert CounterSession.can_resume(url)
    game.apply(1)
    resumed = CounterSession.resume(url=url)
    assert resumed is not None
    assert resumed.game_id == game.game_id and resumed.state == Counter(1)


def test_a_finished_game_is_not_offered_for_resume(url: str) -> None:
    game = CounterSession.start(Counter(), url=url)
    game.apply(2)
    game.apply(1)
    assert game.is_over()
    assert CounterSession.resume(url=url) is None
    assert not CounterSession.can_resume(url)


def test_an_illegal_move_changes_and_saves_nothing(url: str) -> None:
    game = CounterSession.start(Counter(), url=url)
    game.apply(1)
    with pytest.raises(IllegalMove, match="add 1 or 2"):
        game.apply(5)
    resumed = CounterSession.resume(url=url)
    assert resumed is not None and resumed.state == Counter(1) == game.state


def test_a_broken_database_does_not_stop_the_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"this is not a database" * 100)
    game = CounterSession.start(Counter(), url=f"sqlite:///{broken}")
    assert game.save_error  # waits for the writer
    game.apply(2)
    assert game.state == Counter(2)
    assert not CounterSession.can_resume(f"sqlite:///{broken}")


class _BlockedSaves:
    """A ``save_game`` that holds every write until :attr:`release` is set (fault injection)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        #: (saved total, whether the write was still held back when the test released it)
        self.written: list[tuple[int, bool]] = []

    def __call__(self, kind: str, game_id: str, state: dict[str, Any], **kwargs: Any) -> None:
        self.started.set()
        held = self.release.wait(5)
        self.written.append((int(state["total"]), held))


def test_a_save_that_blocks_does_not_block_apply(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = _BlockedSaves()
    monkeypatch.setattr(savegames, "save_game", blocked)
    game = CounterSession.start(Counter(), url=url)
    game.apply(1)  # synchronous saving would wait here until the 5 s ran out
    assert game.state == Counter(1)
    assert blocked.started.wait(5) and not WRITER.idle()
    blocked.release.set()
    assert flush_saves(10)
    assert blocked.written[-1] == (1, True)
    assert all(held for _, held in blocked.written)


def test_a_newer_state_supersedes_an_unwritten_older_one(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = _BlockedSaves()
    monkeypatch.setattr(savegames, "save_game", blocked)
    game = CounterSession.start(Counter(), url=url)
    assert blocked.started.wait(5)  # the first state is being written
    game.apply(1)
    game.apply(1)  # replaces the unwritten save of total 1
    blocked.release.set()
    assert flush_saves(10)
    assert [total for total, _ in blocked.written] == [0, 2]


def test_resume_flushes_the_writer_first(url: str) -> None:
    game = CounterSession.start(Counter(), url=url)
    game.apply(2)
    resumed = CounterSession.resume(url=url)  # no explicit wait: resume waits for the writer
    assert resumed is not None and resumed.state == Counter(2)


def test_a_failed_save_reaches_on_save_error_from_the_writer(tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"this is not a database" * 100)
    game = CounterSession(Counter(), "g1", url=f"sqlite:///{broken}")
    reports: list[tuple[str | None, bool]] = []
    game.on_save_error = lambda text: reports.append(
        (text, threading.current_thread() is not threading.main_thread())
    )
    game.save()
    assert flush_saves(10)
    assert len(reports) == 1
    text, off_main = reports[0]
    assert text and "\n" not in text and off_main
    assert game.last_save_error == text


def test_save_writer_runs_jobs_in_order_and_flush_waits_for_them() -> None:
    writer = SaveWriter("test-writer")
    gate = threading.Event()
    done: list[str] = []
    writer.submit("a", lambda: (gate.wait(5), done.append("a")))
    writer.submit("b", lambda: done.append("b"))
    writer.submit("c", lambda: done.append("c"))
    assert not writer.flush(0.05)  # "a" is held
    gate.set()
    assert writer.flush(10) and writer.idle()
    assert done == ["a", "b", "c"]


def test_save_writer_survives_a_failing_job() -> None:
    writer = SaveWriter("test-writer")
    done: list[str] = []

    def fail() -> None:
        raise RuntimeError("disk on fire")

    writer.submit("a", fail)
    writer.submit("b", lambda: done.append("b"))
    assert writer.flush(10)
    assert done == ["b"]


class _Recorded(Counter):
    """A counter that notes which thread encodes it (the UI thread must not)."""

    encoded_on: list[threading.Thread] = []

    def to_dict(self) -> dict[str, Any]:
        self.encoded_on.append(threading.current_thread())
        return super().to_dict()


def test_the_state_is_encoded_on_the_writer_thread_as_the_ui_thread_would(url: str) -> None:
    _Recorded.encoded_on.clear()
    game = CounterSession(_Recorded(2), "on-writer", url=url)
    game.save()
    assert flush_saves(10)
    assert _Recorded.encoded_on and threading.main_thread() not in _Recorded.encoded_on
    saved = savegames.load_game("counter-test", "on-writer", url=url)
    assert saved == _Recorded(2).to_dict() == {"total": 2}
    assert game.encode(_Recorded(3)) == ({"total": 3}, True)


def test_the_writer_encodes_the_state_of_the_save_not_a_later_one(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save held back while the game moves on still writes its own (frozen) state."""
    blocked = _BlockedSaves()
    monkeypatch.setattr(savegames, "save_game", blocked)
    game = CounterSession.start(Counter(), url=url)
    assert blocked.started.wait(5)  # the writer holds the first save (total 0) ...
    game.state = Counter(2)  # ... while the game goes on without saving
    blocked.release.set()
    assert flush_saves(10)
    assert [total for total, _ in blocked.written] == [0]


def test_a_superseded_save_is_never_encoded(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = _BlockedSaves()
    monkeypatch.setattr(savegames, "save_game", blocked)
    game = CounterSession.start(Counter(), url=url)
    assert blocked.started.wait(5)
    _Recorded.encoded_on.clear()
    game.state = _Recorded(1)
    game.save()
    game.state = _Recorded(2)
    game.save()  # the save of total 1 never reaches the writer
    blocked.release.set()
    assert flush_saves(10)
    assert [total for total, _ in blocked.written] == [0, 2]
    assert len(_Recorded.encoded_on) == 1


@dataclass(frozen=True)
class _Unsavable(Counter):
    def to_dict(self) -> dict[str, Any]:
        raise TypeError("Object of type set is not JSON serializable\nmore detail")


def test_a_state_that_cannot_be_encoded_is_reported_like_a_failed_write(url: str) -> None:
    game = CounterSession(_Unsavable(1), "unsavable", url=url)
    reports: list[str | None] = []
    game.on_save_error = reports.append
    game.save()
    assert flush_saves(10)
    assert reports == ["Object of type set is not JSON serializable"]
    assert game.save_error == reports[0]
    game.state = Counter(1)
    game.save()
    assert game.save_error is None and reports[-1] is None


def test_the_writer_started_ahead_runs_the_first_job_on_that_thread() -> None:
    import threading

    writer = SaveWriter("test-writer-ahead")
    writer.start()
    started = writer._thread
    assert started is not None and started.is_alive()
    writer.start()  # a second start keeps the running thread
    assert writer._thread is started
    ran_on: list[threading.Thread] = []
    writer.submit("k", lambda: ran_on.append(threading.current_thread()))
    assert writer.flush(5.0)
    assert ran_on == [started]
