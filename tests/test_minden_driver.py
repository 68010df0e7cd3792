"""Finden Sie Minden on the one match driver (issue 27): saves, per-card results, resuming old
saves, Undo and the last-move marks.

The screen's match is a ``LaptopMatch`` of game ``"minden"``; the tips a move scores are stored
with that move's save (the progress statistics of the lobby); a game saved by an earlier version
(``State.to_dict()`` under the kind ``"minden"``) resumes; Undo takes back a person's own move
while nothing was revealed; what the others did since a person's last move is marked until that
person moves.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from geoquiz.app.minden.play import new_match
from geoquiz.app.minden.screen import MindenScreen
from geoquiz.app.runtime.save_writer import flush_saves
from geoquiz.db import savegames
from geoquiz.db.session import close_all, open_database
from geoquiz.games import GAMES
from geoquiz.games.match import load_record
from geoquiz.games.minden import (
    Config,
    Draft,
    Guess,
    KeepCard,
    PlayerSpec,
    Score,
    State,
    apply,
    current_player,
    legal_moves,
    new_game,
)
from geoquiz.games.minden.game import example_cards


def people(*levels: str) -> Config:
    """Anna, Ben (, Clara …): "human" or a computer level each; seeded, a short track."""
    names = ("Anna", "Ben", "Clara", "Dora")
    colours = ("red", "blue", "green", "yellow")
    players = tuple(
        PlayerSpec(names[i], colours[i], 40 - i, level) for i, level in enumerate(levels)
    )
    return Config(players, track_length=12, seed=4)


@pytest.fixture
def db_url(tmp_path: Path) -> Iterator[str]:
    url = f"sqlite:///{tmp_path / 'driver.sqlite3'}"
    open_database(url, load_shipped=False)
    yield url
    close_all()


def make_screen(qtbot: QtBot, url: str | None, *, persist: bool = True) -> MindenScreen:
    screen = MindenScreen("en", url=url, persist=persist)
    screen.COMPUTER_DELAY_MS = 0
    screen.STEP_MS = 0
    qtbot.addWidget(screen)
    return screen


def open_game(screen: MindenScreen, config: Config) -> None:
    screen.open_session(new_match(config, example_cards(), persist=screen.persist, url=screen.url))


def a_move(state: State, right: bool = True) -> Any:
    """The acting seat's move: the first card, keep it, a tip of two stones (right or wrong),
    the indicator on the place."""
    player = current_player(state)
    assert player is not None
    if state.phase == "draft":
        return next(m for m in legal_moves(state) if isinstance(m, Draft))
    if state.phase == "trade":
        return KeepCard()
    card = state.card(player)
    assert card is not None
    if state.phase == "guess":
        tip = tuple(card.solutions[0][:2])
        return Guess(tip if right else ("O" if tip[0] == "W" else "W",))
    if state.phase == "score":
        return Score(card.lon, card.lat)
    return legal_moves(state)[0]


def act(screen: MindenScreen, right: bool = True) -> None:
    """Make the acting person's move on the screen (and go past a reveal)."""
    if screen._reveal is not None:
        screen.finish_reveal()
        return
    assert screen.play(a_move(screen.state, right)), screen.status.text()


def until_phase(screen: MindenScreen, phase: str) -> None:
    for _ in range(100):
        if screen.state.phase == phase and screen._reveal is None:
            return
        act(screen)
    raise AssertionError(f"no {phase} phase")


# ---------------------------------------------------------------- saves and results


def test_a_scored_tip_is_saved_with_its_result_and_the_lobby_shows_the_progress(
    qtbot: QtBot, db_url: str
) -> None:
    screen = make_screen(qtbot, db_url)
    open_game(screen, people("human", "human"))
    until_phase(screen, "score")
    act(screen)  # the first tip is scored (right: the tip is the card's solution)
    state = screen.state
    assert len(state.history) == 1 and state.history[0]["right"]
    flush_saves()
    saved = savegames.load_game("minden", screen.session.game_id, url=db_url)  # type: ignore[union-attr]
    assert saved is not None and load_record(GAMES, saved).state == state
    stored = savegames.results("minden", url=db_url)
    assert len(stored) == 1 and stored[0]["correct"]
    assert stored[0]["detail"]["game_id"] == screen.session.game_id  # type: ignore[union-attr]
    name = state.config.players[state.history[0]["player"]].name
    assert stored[0]["player"] == name
    screen.leave_game()
    qtbot.waitUntil(lambda: screen.resume_known, timeout=10_000)  # read off the UI thread
    assert f"{name}: 1 of 1 tips right in 1 game" in screen.progress_label.text()
    assert screen.resume_button.isEnabled()


def test_a_computers_scored_tip_is_stored_too(qtbot: QtBot, db_url: str) -> None:
    """A computer's scoring goes through the match's computer job; its result is stored."""
    session = new_match(people("hard", "easy"), example_cards(), url=db_url)
    screen = make_screen(qtbot, db_url)
    screen.open_session(session)
    qtbot.waitUntil(lambda: len(screen.state.history) >= 1, timeout=20_000)
    flush_saves()
    stored = savegames.results("minden", url=db_url)
    assert len(stored) >= 1
    assert {r["player"] for r in stored} <= {"Anna", "Ben"}


def test_a_failed_save_keeps_its_results_for_the_next_save(
    qtbot: QtBot, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = make_screen(qtbot, db_url)
    open_game(screen, people("human", "human"))
    until_phase(screen, "score")
    real = savegames.save_game

    def failing(*args: Any, **kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegames, "save_game", failing)
    act(screen)  # scored, but not saved
    session = screen.session
    assert session is not None and session.save_error
    assert savegames.results("minden", url=db_url) == [], "neither record nor results written"
    monkeypatch.setattr(savegames, "save_game", real)
    act(screen)  # past the reveal
    act(screen)  # the next move's save carries the earlier result
    assert session.save_error is None
    assert len(savegames.results("minden", url=db_url)) == len(screen.state.history) >= 1
    saved = savegames.load_game("minden", session.game_id, url=db_url)
    assert saved is not None and load_record(GAMES, saved).state == screen.state


def test_an_unsaved_game_writes_nothing(qtbot: QtBot, db_url: str) -> None:
    screen = make_screen(qtbot, db_url, persist=False)
    open_game(screen, people("human", "human"))
    until_phase(screen, "score")
    act(screen)
    assert len(screen.state.history) == 1
    flush_saves()
    assert savegames.results("minden", url=db_url) == []
    assert savegames.latest_unfinished("minden", url=db_url) is None


def test_a_game_saved_as_a_plain_state_by_the_earlier_version_resumes(
    qtbot: QtBot, db_url: str
) -> None:
    """Earlier versions saved ``State.to_dict()`` under the kind "minden": it still resumes,
    plays on, and is saved as a match record from then on."""
    state = new_game(people("human", "human"), example_cards())
    while state.phase != "guess":
        state = apply(state, a_move(state))
    savegames.save_game("minden", "old-game", state.to_dict(), url=db_url)
    screen = make_screen(qtbot, db_url)
    assert screen.resume()
    session = screen.session
    assert session is not None and session.game_id == "old-game" and screen.state == state
    assert [s.name for s in session.match.seats] == ["Anna", "Ben"]
    assert all(session.is_person(p) for p in range(2))
    until_phase(screen, "score")
    act(screen)
    flush_saves()
    saved = savegames.load_game("minden", "old-game", url=db_url)
    assert saved is not None and saved.get("format") == "geoquiz-match/1"
    assert load_record(GAMES, saved).state == screen.state
    assert len(savegames.results("minden", url=db_url)) == 1


# ---------------------------------------------------------------- undo


def test_undo_takes_back_a_stone_tip_placed_before_the_reveal(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, None, persist=False)
    open_game(screen, people("human", "human"))
    until_phase(screen, "guess")
    before = screen.state
    session = screen.session
    assert session is not None
    first = session.match.to_move()
    assert screen.undo_button.isEnabled() == session.can_undo()
    act(screen)  # the first tip of the round: nothing is revealed by it
    assert screen.state.phase == "guess" and screen.undo_button.isEnabled()
    assert screen.undo_move()
    assert screen.state == before, "the stones are off the tip card again"
    assert session.match.to_move() == first, "the same person places the tip again"
    # the same tip again, and the round goes on
    act(screen)
    assert screen.state.tips != before.tips


def test_undo_takes_back_keeping_a_card(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, None, persist=False)
    open_game(screen, people("human", "human"))
    until_phase(screen, "trade")
    before = screen.state
    assert screen.play(KeepCard())
    assert screen.undo_button.isEnabled()
    assert screen.undo_move() and screen.state == before


def test_undo_is_refused_after_the_reveal_with_one_line(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, None, persist=False)
    open_game(screen, people("human", "human"))
    until_phase(screen, "guess")
    act(screen)
    act(screen)  # the last tip of the round: the stones on every tip card are counted
    assert screen.state.phase == "score"
    assert not screen.undo_button.isEnabled()
    after = screen.state
    assert not screen.undo_move()
    assert screen.state == after, "nothing taken back"
    line = screen.status.text()
    assert line and "\n" not in line and "revealed" in line.lower()


def test_undo_is_refused_after_a_scoring(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, None, persist=False)
    open_game(screen, people("human", "human"))
    until_phase(screen, "score")
    act(screen)  # a card turned over
    act(screen)  # past the reveal
    scored = screen.state
    assert not screen.undo_button.isEnabled()
    assert not screen.undo_move() and screen.state == scored


def test_ctrl_z_undoes_on_the_game_page(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    screen = make_screen(qtbot, None, persist=False)
    screen.resize(1400, 850)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=5000)
    open_game(screen, people("human", "human"))
    until_phase(screen, "trade")
    before = screen.state
    assert screen.play(KeepCard())
    screen.undo_button.setFocus()
    qtbot.keyClick(screen.undo_button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.state == before


# ---------------------------------------------------------------- last moves


def test_the_others_moves_since_my_last_turn_are_marked_until_i_move(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, None, persist=False)
    open_game(screen, people("human", "human"))
    assert not screen.since_label.isVisibleTo(screen), "nothing happened yet"
    # play on until Anna acts right after Ben's right tip was scored (his piece moved)
    for _ in range(200):
        session = screen.session
        assert session is not None
        scored_by_ben = [
            e for e in session.match.since(0) if e.seat == 1 and e.move.get("type") == "score"
        ]
        if scored_by_ben and screen._acting_person() == 0:
            break
        act(screen)
    else:
        raise AssertionError("Ben's tip was never scored before Anna's turn")
    record = next(r for r in reversed(screen.state.history) if r["player"] == 1)
    title = screen.state.cards[record["card"]].title
    text = screen.since_label.text()
    assert screen.since_label.isVisibleTo(screen)
    assert "Since your last turn" in text and "Ben&#x27;s tip" in text and title in text
    assert f"to space {record['to']}" in text
    moved = screen.track.moved()
    assert moved.get(1) == record["from"] != record["to"], "Ben's piece is marked, and whence"
    assert 0 not in moved or screen.state.positions[0] != moved[0]
    # Anna moves: the marks were hers until then; now they are Ben's (Anna's move)
    act(screen)
    while screen._reveal is not None:
        act(screen)
    if screen._acting_person() == 1:
        assert "Ben&#x27;s tip" not in screen.since_label.text()
        assert 1 not in screen.track.moved()


def test_a_hidden_tip_is_told_without_its_stones(qtbot: QtBot) -> None:
    screen = make_screen(qtbot, None, persist=False)
    open_game(screen, people("human", "human"))
    until_phase(screen, "guess")
    guesser = screen._acting_person()
    act(screen)
    other = screen._acting_person()
    assert other is not None and other != guesser
    text = screen.since_label.text()
    assert "has placed tip stones" in text
    tip = screen.state.tips[guesser]  # type: ignore[index]
    assert tip is not None and " ".join(str(t) for t in tip) not in text
