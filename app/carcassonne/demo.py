"""A seeded demonstration game of Carcassonne (for ``geoquiz screenshot carcassonne-game``)."""

from __future__ import annotations

from geoquiz.app.carcassonne.screen import CarcassonneScreen
from geoquiz.games.carcassonne import Config, PlayerSpec, is_over

__all__ = ["DEMO_CONFIG", "show_demo"]

DEMO_CONFIG = Config(
    (
        PlayerSpec("Anna"),
        PlayerSpec("Ben", "computer", "medium"),
        PlayerSpec("Computer", "computer", "hard"),
    ),
    ("Rostock", "Stuttgart"),
    seed=12,
)


def show_demo(screen: CarcassonneScreen, turns: int = 26) -> None:
    """Play a seeded game in ``screen`` (unsaved) until ``turns`` tiles are placed and the human
    is to place a tile."""
    screen.persist = False
    screen.computer_delay_ms = 24 * 3600 * 1000  # the demo drives every seat itself
    screen.start_game(DEMO_CONFIG)
    session = screen.session
    assert session is not None
    placed = len(session.state.order)
    while not is_over(session.state) and (
        len(session.state.order) < placed + turns
        or session.state.phase != "place"
        or not session.is_person(session.state.current)
    ):
        screen.demo_move()  # a computer's own move, or a person's chosen for them
    screen.rotation = 0
    screen.refresh()
