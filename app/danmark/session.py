"""A running Danmark-spillet game for the screen (autosaved after every move, resumable).

The die is the engine's chance node (``games.danmark.game``): after a seat rolls, the session
samples the die with ``chance_rng(seed, ply)`` and applies the outcome as a move, so a game
resumed after a crash rolls exactly what it would have rolled. Computer players think with
``bot_rng(seed, ply, seat)`` for the same reason.

A game saved on an older board (towns that are no longer on it) cannot be resumed;
:meth:`DanmarkSession.resume` refuses it with ``IllegalMove("danmark.old_save")`` (and marks it
finished, so it is not offered again).
"""

from __future__ import annotations

from typing import Any, Self

from geoquiz.app.autosave import AutosavedGame, engine_rules
from geoquiz.games import danmark
from geoquiz.games.contract import CHANCE, bot_rng, chance_rng, sample_chance
from geoquiz.games.danmark import IllegalMove, Move, State, is_over
from geoquiz.games.danmark import game as contract
from geoquiz.games.danmark.players import choose
from geoquiz.geo.denmark_board import load_board

__all__ = ["KIND", "DanmarkSession", "fits_board"]

KIND = "danmark"


def fits_board(data: dict[str, Any]) -> bool:
    """True when a saved state's towns and spaces are all on today's board."""
    board = load_board()
    towns = [t for group in ("hands", "visited") for hand in data.get(group, []) for t in hand]
    towns += [t for t in data.get("start", []) if t is not None]
    spaces_ok = all(-1 <= int(s) < board.space_count for s in data.get("pos", []))
    return spaces_ok and all(board.has_town(str(t)) for t in towns)


class DanmarkSession(AutosavedGame[State, Move]):
    kind = KIND
    rules = engine_rules(danmark)
    rng_salt = 0xD4

    @classmethod
    def from_saved(cls, game_id: str, data: dict[str, Any], url: str | None) -> Self:
        """The saved game; ``IllegalMove("danmark.old_save")`` when it was saved on an older
        board (it is marked finished then, so it is offered only once)."""
        if not fits_board(data):
            from geoquiz.db.savegames import save_game

            save_game(cls.kind, game_id, data, finished=True, url=url)
            raise IllegalMove("danmark.old_save")
        return super().from_saved(game_id, data, url)

    def play(self, move: Move) -> list[dict[str, Any]]:
        """Apply ``move`` and, if it rolls the die, the sampled outcome; the events of both.

        Raises ``IllegalMove`` (nothing is applied then)."""
        events = list(self.apply(move).events)
        return events + self.settle()

    def settle(self) -> list[dict[str, Any]]:
        """Roll a die that is still rolling (a game saved between the roll and its outcome)."""
        events: list[dict[str, Any]] = []
        while contract.current_player(self.state) == CHANCE:
            seed = self.state.config.seed
            outcome = sample_chance(
                contract.chance_outcomes(self.state), chance_rng(seed, self.state.ply)
            )
            events.extend(self.apply(outcome).events)
        return events

    def computer_move(self) -> Move:
        """The move of the current (computer) player."""
        state = self.state
        player = state.current
        level = state.config.players[player].level
        return choose(state, player, bot_rng(state.config.seed, state.ply, player), level)

    def is_computer_turn(self) -> bool:
        return (
            not is_over(self.state)
            and self.state.phase != "die"
            and self.state.config.players[self.state.current].computer
        )
