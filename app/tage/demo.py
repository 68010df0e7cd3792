"""A seeded demonstration game of 10 Tage (for ``geoquiz screenshot tage-game`` and the docs)."""

from __future__ import annotations

from geoquiz.app.tage.screen import TageScreen
from geoquiz.games.tage import Config, PlayerSpec, is_over

__all__ = ["DEMO_CONFIG", "show_demo"]

DEMO_CONFIG = Config(
    (
        PlayerSpec("Anna"),
        PlayerSpec("Ben"),
        PlayerSpec("Cora", "computer", "medium"),
        PlayerSpec("Dario", "computer", "hard"),
    ),
    seed=7,
)


def show_demo(screen: TageScreen, turns: int = 13) -> None:
    """Play a seeded game in ``screen`` (unsaved) until ``turns`` turns are done and a human is
    to draw; show that human's cards as after "pass the laptop"."""
    screen.persist = False
    screen.computer_delay_ms = 24 * 3600 * 1000  # the demo drives every seat itself
    screen.start_game(DEMO_CONFIG)
    session = screen.session
    assert session is not None
    while not is_over(session.state) and (
        session.state.turn < turns
        or session.state.phase != "draw"
        or not session.is_person(session.state.current)
    ):
        screen.demo_move()  # a computer's own move, or a person's chosen for them
    screen.revealed_for = session.state.current
    screen.refresh()
