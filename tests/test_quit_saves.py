"""Quitting while the database is busy loses no move (app.shell.quit_saves): the window waits,
with "Saving…", and names what is not saved if the wait runs out.

Before: another program writing the database while the window closed lost the last 6 moves in
4 of 4 tries — the save retries ran on a thread the close did not wait for."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from geoquiz.app.play import autosave
from geoquiz.app.shell.quit_saves import saves_done_before_quit
from geoquiz.db import savegames
from geoquiz.db.bootstrap import open_database
from geoquiz.db.session import close_all
from tests.test_data_safety_app import _toy_registered, person_move, toy_match

__all__ = ["_toy_registered"]  # the autouse fixture: the toy game is registered here too


@pytest.fixture
def db(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    path = tmp_path / "g.sqlite3"
    url = f"sqlite:///{path}"
    open_database(url, load_shipped=False)
    autosave._UNSAVED.clear()  # games of other tests whose broken databases are never fixed
    yield url, path
    close_all()


def test_quit_while_busy_loses_no_move(
    db: tuple[str, Path], qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    url, path = db
    monkeypatch.setattr(autosave, "RETRY_DELAYS", (0.2, 0.4, 0.8, 1.6))
    game = toy_match(url, 3, players=3)
    game.wait_for_saves(10)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # another program writes the database …
    for _ in range(6):
        game.apply(person_move(game))  # … while the last six moves are played
    release = threading.Timer(1.0, lambda: (other.execute("ROLLBACK"), other.close()))
    release.start()  # … and finishes a second after the window was asked to close
    asked: list[str] = []
    try:
        assert saves_done_before_quit(None, ask=lambda text: asked.append(text) or False)
    finally:
        release.join()
    assert asked == []  # nothing to ask: every move is written
    saved = savegames.load_game("toy", game.game_id, url=url)
    assert saved == game.match.record() and len(saved["moves"]) == 13  # first die, 6 × (move, die)


def test_quit_names_the_game_not_saved_and_tries_again(
    db: tuple[str, Path], qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    url, path = db
    monkeypatch.setattr(autosave, "RETRY_DELAYS", (0.1, 0.1))
    game = toy_match(url, 4)
    game.wait_for_saves(10)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # held for longer than the writer retries
    game.apply(person_move(game))
    texts: list[str] = []

    def ask(text: str) -> bool:
        texts.append(text)
        if len(texts) == 1:  # the player frees the database and chooses "Try again"
            other.execute("ROLLBACK")
            other.close()
            return True
        return False

    assert saves_done_before_quit(None, lambda kind: f"title of {kind}", timeout_s=10, ask=ask)
    assert len(texts) == 1 and "title of toy" in texts[0] and "busy" in texts[0]
    assert savegames.load_game("toy", game.game_id, url=url) == game.match.record()
    assert autosave.unsaved_games() == []
