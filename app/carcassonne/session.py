"""A running Carcassonne game for the screen: applies moves, autosaves after each one, resumes.

The engine stays pure; this module is the only place of the Carcassonne screen that talks to the
database (``db.savegames``). A failing save never stops the game: the error is kept in
``save_error`` for the status line.
"""

from __future__ import annotations

import random
import uuid

from games.carcassonne import Config, MapSpec, Move, State, apply, is_over, new_game
from games.carcassonne.players import choose

__all__ = ["KIND", "CarcassonneSession"]

KIND = "carcassonne"


class CarcassonneSession:
    """One game: its state, id, and where it is saved (``persist=False`` keeps it in memory)."""

    def __init__(
        self, state: State, game_id: str, *, persist: bool = True, url: str | None = None
    ) -> None:
        self.state = state
        self.game_id = game_id
        self.persist = persist
        self.url = url
        self.save_error: str | None = None
        self.rng = random.Random(state.config.seed ^ 0xCA5C)

    @classmethod
    def new(
        cls,
        config: Config,
        *,
        persist: bool = True,
        url: str | None = None,
        map_spec: MapSpec | None = None,
    ) -> CarcassonneSession:
        session = cls(new_game(config, map_spec), uuid.uuid4().hex, persist=persist, url=url)
        session.save()
        return session

    @classmethod
    def resume(cls, *, url: str | None = None) -> CarcassonneSession | None:
        """Return the newest unfinished saved game, or None."""
        from db.savegames import latest_unfinished

        found = latest_unfinished(KIND, url=url)
        if found is None:
            return None
        _, game_id, data = found
        return cls(State.from_dict(data), game_id, persist=True, url=url)

    @staticmethod
    def can_resume(url: str | None = None) -> bool:
        try:
            from db.savegames import latest_unfinished

            return latest_unfinished(KIND, url=url) is not None
        except Exception:  # a broken database must not block the lobby
            return False

    def apply(self, move: Move) -> State:
        """Apply ``move`` (raises ``IllegalMove``), autosave, return the new state."""
        self.state = apply(self.state, move)
        self.save()
        return self.state

    def computer_move(self) -> Move:
        """The move of the current (computer) player."""
        player = self.state.current
        level = self.state.config.players[player].level
        return choose(self.state, player, self.rng, level)

    def save(self) -> None:
        if not self.persist:
            return
        try:
            from db.savegames import save_game

            save_game(
                KIND,
                self.game_id,
                self.state.to_dict(),
                finished=is_over(self.state),
                url=self.url,
            )
            self.save_error = None
        except Exception as exc:  # the game goes on; the status line shows the problem
            self.save_error = str(exc)
