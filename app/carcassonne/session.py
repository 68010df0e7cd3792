"""A running Carcassonne game for the screen (autosaved after every move, resumable)."""

from __future__ import annotations

from geoquiz.app.autosave import AutosavedGame, Rules
from geoquiz.games.carcassonne import Config, MapSpec, Move, State, apply, is_over, new_game
from geoquiz.games.carcassonne.players import choose

__all__ = ["KIND", "CarcassonneSession"]

KIND = "carcassonne"


class CarcassonneSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = Rules(apply=apply, is_over=is_over, from_dict=State.from_dict)
    rng_salt = 0xCA5C

    @classmethod
    def new(
        cls,
        config: Config,
        *,
        persist: bool = True,
        url: str | None = None,
        map_spec: MapSpec | None = None,
    ) -> CarcassonneSession:
        return cls.start(new_game(config, map_spec), persist=persist, url=url)

    def computer_move(self) -> Move:
        """The move of the current (computer) player."""
        player = self.state.current
        level = self.state.config.players[player].level
        return choose(self.state, player, self.rng, level)
