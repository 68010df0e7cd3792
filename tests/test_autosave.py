"""The autosave shared by every game on the laptop (DESIGN §1, issue 27): the match's record is
written after each move on the writer's thread, resumable; a slow, busy or broken database never
stops the game. On the toy game of the tests (``tests/helpers/toy_game.py``) through the one
driver: ``app.play.LaptopMatch`` and its ``MatchAutosave``."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from helpers import toy_game

from geoquiz.app.play.autosave import MatchAutosave
from geoquiz.app.play.laptop_match import LaptopMatch
from geoquiz.app.runtime.save_writer import WRITER, SaveWriter, flush_saves
from geoquiz.db import savegames
from geoquiz.games import GAMES
from geoquiz.games.contract import IllegalMove
from geoquiz.games.match import Seat


@pytest.fixture(autouse=True)
def _toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game is a game of the registry while a test runs (``LaptopMatch`` finds it)."""
    monkeypatch.setitem(GAMES, "toy", toy_game)


@pytest.fixture
def url(tmp_path) -> str:  # type: ignore[no-untyped-def]
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


def _new(url: str) -> LaptopMatch:
    """Ada and Ben at the laptop; the first die is rolled (and saved) at once."""
    return LaptopMatch.new(
        "toy", toy_game.Config(2), seed=3, seats=[Seat("Ada"), Seat("Ben")], url=url
    )


def _move(game: LaptopMatch) -> Any:
    """A legal move of the person to move."""
    seat = game.match.to_move()
    assert seat is not None
    return game.match.legal(seat)[0]


def test_every_move_is_saved_and_the_game_resumes(url: str) -> None:
    game = _new(url)
    assert LaptopMatch.can_resume("toy", url)
    game.apply(_move(game))
    resumed = LaptopMatch.resume("toy", url=url)
    assert resumed is not None
    assert resumed.game_id == game.game_id and resumed.state == game.state
    assert resumed.match.record() == game.match.record()


def test_a_finished_game_is_not_offered_for_resume(url: str) -> None:
    game = _new(url)
    while not game.is_over():
        game.apply(_move(game))
    assert LaptopMatch.resume("toy", url=url) is None
    assert not LaptopMatch.can_resume("toy", url)
    saved = savegames.load_game("toy", game.game_id, url=url)
    assert saved == game.match.record()  # the last move is saved, marked finished


def test_an_illegal_move_changes_and_saves_nothing(url: str) -> None:
    game = _new(url)
    game.apply(_move(game))
    state, record = game.state, game.match.record()
    with pytest.raises(IllegalMove) as refused:
        game.apply(toy_game.Play(99))
    assert refused.value.code == "toy.not_in_hand"
    assert game.state is state
    resumed = LaptopMatch.resume("toy", url=url)
    assert resumed is not None and resumed.match.record() == record


def test_a_broken_database_does_not_stop_the_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"this is not a database" * 100)
    game = _new(f"sqlite:///{broken}")
    assert game.save_error  # waits for the writer
    before = len(game.match.log)
    game.apply(_move(game))
    assert len(game.match.log) == before + 2  # the move and the next die
    assert not LaptopMatch.can_resume("toy", f"sqlite:///{broken}")


class _BlockedSaves:
    """A ``save_game`` that holds every write until :attr:`release` is set (fault injection)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        #: (moves in the saved record, whether the write was still held back when released)
        self.written: list[tuple[int, bool]] = []
        self.threads: list[threading.Thread] = []

    def __call__(self, kind: str, game_id: str, record: dict[str, Any], **kwargs: Any) -> None:
        self.threads.append(threading.current_thread())
        self.started.set()
        held = self.release.wait(5)
        self.written.append((len(record["moves"]), held))


def test_a_save_that_blocks_does_not_block_apply(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = _BlockedSaves()
    monkeypatch.setattr(savegames, "save_game", blocked)
    game = _new(url)
    game.apply(_move(game))  # synchronous saving would wait here until the 5 s ran out
    assert len(game.match.log) == 3
    assert blocked.started.wait(5) and not WRITER.idle()
    blocked.release.set()
    assert flush_saves(10)
    assert blocked.written[-1] == (3, True)
    assert all(held for _, held in blocked.written)
    assert threading.main_thread() not in blocked.threads  # written on the writer's thread


def test_a_newer_record_supersedes_an_unwritten_older_one(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = _BlockedSaves()
    monkeypatch.setattr(savegames, "save_game", blocked)
    game = _new(url)
    assert blocked.started.wait(5)  # the first record (the first die) is being written
    game.apply(_move(game))
    game.apply(_move(game))  # replaces the unwritten records of 2, 3 and 4 moves
    blocked.release.set()
    assert flush_saves(10)
    # the held write wrote its own record (1 move) although the match had 5 by then; the
    # superseded ones were never written
    assert [moves for moves, _ in blocked.written] == [1, 5]


def test_resume_flushes_the_writer_first(url: str) -> None:
    game = _new(url)
    game.apply(_move(game))
    resumed = LaptopMatch.resume("toy", url=url)  # no explicit wait: resume waits for the writer
    assert resumed is not None and resumed.state == game.state


def _record() -> dict[str, Any]:
    game = LaptopMatch.new(
        "toy", toy_game.Config(2), seed=3, seats=[Seat("Ada"), Seat("Ben")], persist=False
    )
    return game.match.record()


def test_a_failed_save_reaches_on_save_error_from_the_writer(tmp_path) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"this is not a database" * 100)
    saver = MatchAutosave("toy", "g1", url=f"sqlite:///{broken}")
    reports: list[tuple[str | None, bool]] = []
    saver.on_save_error = lambda text: reports.append(
        (text, threading.current_thread() is not threading.main_thread())
    )
    saver.submit(_record(), False)
    assert flush_saves(10)
    assert len(reports) == 1
    text, off_main = reports[0]
    assert text and "\n" not in text and off_main
    assert saver.last_save_error == text


def test_a_record_that_is_not_json_is_reported_like_a_failed_write(url: str) -> None:
    saver = MatchAutosave("toy", "unsavable", url=url)
    reports: list[str | None] = []
    saver.on_save_error = reports.append
    saver.submit({"moves": {1, 2}}, False)
    assert flush_saves(10)
    assert reports == [
        "a game state is not plain JSON data: Object of type set is not JSON serializable"
    ]
    assert saver.save_error == reports[0]
    saver.submit(_record(), False)
    assert saver.save_error is None and reports[-1] is None
    assert savegames.load_game("toy", "unsavable", url=url) == _record()


def test_a_superseded_write_hands_its_results_on_to_the_next(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Per-card results go with the record of their move; none is lost when it is superseded."""
    real = savegames.save_game
    release = threading.Event()
    first = threading.Event()

    def held(*args: Any, **kwargs: Any) -> None:
        first.set()
        release.wait(5)
        real(*args, **kwargs)

    monkeypatch.setattr(savegames, "save_game", held)
    saver = MatchAutosave("toy", "results", url=url)
    record = _record()
    saver.submit(record, False)  # held on the writer
    assert first.wait(5)
    saver.add_results([("Ada", None, True, {"n": 1})])
    saver.submit(record, False)
    saver.add_results([("Ben", None, False, {"n": 2})])
    saver.submit(record, False)  # supersedes the one carrying Ada's result
    release.set()
    assert flush_saves(10) and saver.save_error is None
    stored = savegames.results("toy", url=url)
    assert [(r["player"], r["correct"], r["detail"]) for r in stored] == [
        ("Ada", True, {"n": 1}),
        ("Ben", False, {"n": 2}),
    ]


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
