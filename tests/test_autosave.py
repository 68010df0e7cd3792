"""The autosave shared by every game screen (DESIGN §1): saved after each move, resumable."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest

from geoquiz.app.autosave import AutosavedGame, Rules
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
    assert game.save_error
    game.apply(2)
    assert game.state == Counter(2)
    assert not CounterSession.can_resume(f"sqlite:///{broken}")
