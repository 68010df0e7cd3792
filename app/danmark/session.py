"""A running Danmark-spillet game for the screen (autosaved after every move, resumable)."""

from __future__ import annotations

from geoquiz.app.autosave import AutosavedGame, Rules
from geoquiz.games.danmark import Config, Move, State, apply, is_over, new_game
from geoquiz.games.danmark.players import choose

__all__ = ["KIND", "DanmarkSession"]

KIND = "danmark"


class DanmarkSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = Rules(apply=apply, is_over=is_over, from_dict=State.from_dict)
    rng_salt = 0xD4

    @classmethod
    def new(cls, config: Config, *, persist: bool = True, url: str | None = None) -> DanmarkSession:
        return cls.start(new_game(config), persist=persist, url=url)

    def computer_move(self) -> Move:
        """The move of the current (computer) player."""
        player = self.state.current
        level = self.state.config.players[player].level
        return choose(self.state, player, self.rng, level)

    def is_computer_turn(self) -> bool:
        return not is_over(self.state) and self.state.config.players[self.state.current].computer
