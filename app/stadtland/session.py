"""A running Stadt-Land-anders game for the screen (autosaved after every move, resumable)."""

from __future__ import annotations

from geoquiz.app.autosave import AutosavedGame, Rules
from geoquiz.games.stadtland import Config, Move, State, apply, is_over, new_game

__all__ = ["KIND", "StadtlandSession"]

KIND = "stadtland"


class StadtlandSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = Rules(apply=apply, is_over=is_over, from_dict=State.from_dict)

    @classmethod
    def new(
        cls, config: Config, *, persist: bool = True, url: str | None = None
    ) -> StadtlandSession:
        return cls.start(new_game(config), persist=persist, url=url)
