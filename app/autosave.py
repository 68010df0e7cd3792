"""A running game on screen: applies moves through its engine, autosaves after each, resumes.

Every game screen holds one :class:`AutosavedGame`. The engine stays pure; this is the one place
where a screen's game meets the database (``db.savegames``, DESIGN §1): the state is saved after
every move, so a crash or a closed window loses at most the move in progress, and "Resume" picks
up the newest unfinished game of the kind. A failing save never stops the game: the error is kept
in ``save_error`` for the status line.

A game subclasses it and names its kind and engine::

    class TageSession(AutosavedGame[State, Move]):
        kind = "tage"
        rules = Rules(apply=apply, is_over=is_over, from_dict=State.from_dict)
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

__all__ = ["AutosavedGame", "Rules"]


class _Savable(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=_Savable)
M = TypeVar("M")


@dataclass(frozen=True)
class Rules(Generic[S, M]):
    """The parts of an engine (DESIGN §1) a session needs."""

    apply: Callable[[S, M], S]
    is_over: Callable[[S], bool]
    from_dict: Callable[[dict[str, Any]], S]


class AutosavedGame(Generic[S, M]):
    """One game: its state, its id, and where it is saved (``persist=False`` keeps it in memory)."""

    #: the ``kind`` of the saved games (``db.savegames``)
    kind: ClassVar[str]
    rules: ClassVar[Rules[Any, Any]]
    #: mixed into the game's seed for the computer players' own random choices
    rng_salt: ClassVar[int] = 0

    def __init__(
        self, state: S, game_id: str, *, persist: bool = True, url: str | None = None
    ) -> None:
        self.state = state
        self.game_id = game_id
        self.persist = persist
        self.url = url
        self.save_error: str | None = None
        seed = getattr(getattr(state, "config", None), "seed", 0)
        self.rng = random.Random(int(seed) ^ self.rng_salt)

    @classmethod
    def start(cls, state: S, *, persist: bool = True, url: str | None = None) -> Self:
        """A new game from its first state, saved at once."""
        session = cls(state, uuid.uuid4().hex, persist=persist, url=url)
        session.save()
        return session

    @classmethod
    def resume(cls, *, url: str | None = None) -> Self | None:
        """The newest unfinished saved game of this kind, or None."""
        from geoquiz.db.savegames import latest_unfinished

        found = latest_unfinished(cls.kind, url=url)
        if found is None:
            return None
        _, game_id, data = found
        return cls(cls.rules.from_dict(data), game_id, persist=True, url=url)

    @classmethod
    def can_resume(cls, url: str | None = None) -> bool:
        try:
            from geoquiz.db.savegames import latest_unfinished

            return latest_unfinished(cls.kind, url=url) is not None
        except Exception:  # a broken database must not block the lobby
            return False

    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    def apply(self, move: M) -> S:
        """Apply ``move`` (raises ``IllegalMove``), autosave, return the new state."""
        self.state = self.rules.apply(self.state, move)
        self.save()
        return self.state

    def save(self) -> None:
        if not self.persist:
            return
        try:
            from geoquiz.db.savegames import save_game

            save_game(
                self.kind,
                self.game_id,
                self.state.to_dict(),
                finished=self.is_over(),
                url=self.url,
            )
            self.save_error = None
        except Exception as exc:  # the game goes on; the status line shows the problem
            self.save_error = str(exc)
