"""A seeded game in progress (for ``geoquiz screenshot danmark-game`` and the docs)."""

from __future__ import annotations

from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Config, PlayerSpec, is_over
from geoquiz.games.danmark.players import choose

__all__ = ["DEMO_CONFIG", "show_demo"]

DEMO_CONFIG = Config(
    (PlayerSpec("Anna"), PlayerSpec("Bo"), PlayerSpec("Computer", True, "hard")), seed=11
)


def show_demo(screen: DanmarkScreen, moves: int = 40) -> None:
    """Play ``moves`` seeded moves, then on until a human has rolled and must choose a space."""
    screen.persist = False
    screen.show_card_dialogs = False
    screen.computer_delay_ms = 24 * 3600 * 1000  # the demo drives every seat itself
    screen.start_game(DEMO_CONFIG)
    session = screen.session
    assert session is not None
    done = 0
    while not is_over(session.state) and (
        done < moves
        or session.state.phase != "move"
        or session.state.config.players[session.state.current].computer
        or len(screen._moves) < 3
    ):
        state = session.state
        level = state.config.players[state.current].level
        screen.play(choose(state, state.current, session.rng, level))
        done += 1
    screen.refresh()
