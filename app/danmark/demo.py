"""A seeded game in progress (for ``geoquiz screenshot danmark-game`` and the docs), and the same
game with a chance card (``danmark-chance``) or a question card (``danmark-question``) on the
board."""

from __future__ import annotations

from geoquiz.app.danmark.screen import DanmarkScreen
from geoquiz.games.danmark import Config, PlayerSpec, is_over

__all__ = ["DEMO_CONFIG", "show_card_demo", "show_demo"]

DEMO_CONFIG = Config(
    (PlayerSpec("Anna"), PlayerSpec("Bo"), PlayerSpec("Computer", True, "hard")), seed=11
)


def show_demo(screen: DanmarkScreen, moves: int = 40) -> None:
    """Play ``moves`` seeded moves, then on until a human has rolled and must choose a space."""
    screen.persist = False
    screen.show_card_dialogs = False
    screen.animations = False  # the picture shows the end
    screen.computer_delay_ms = 24 * 3600 * 1000  # the demo drives every seat itself
    screen.start_game(DEMO_CONFIG)
    session = screen.session
    assert session is not None
    done = 0
    while not is_over(session.state) and (
        done < moves
        or session.state.phase != "move"
        or not session.is_person(session.state.current)
        or len(screen._moves) < 3
    ):
        step(screen)
        done += 1
    screen.refresh()


def step(screen: DanmarkScreen) -> None:
    """One move of the seeded game: a computer seat's own, through the match driver; a
    person's chosen for them by the demo (as a medium computer would)."""
    screen.demo_move()


def show_card_demo(screen: DanmarkScreen, kind: str) -> None:
    """The seeded game played on until a person draws a chance card (``kind`` "chance") or
    rolls a 6 (``question``), with that card on the board as the game shows it."""
    show_demo(screen)
    session = screen.session
    assert session is not None
    for _ in range(600):
        state = session.state
        players = state.config.players
        if is_over(state):
            break
        if kind == "question" and state.phase == "question" and session.is_person(state.current):
            screen.show_card_dialogs = True
            screen.schedule_computer()  # asks the person the question: the card on the board
            return
        before = session.state
        step(screen)
        drawn = [
            e
            for e in screen.events_since(before)
            if e["type"] == "chance" and session.is_person(int(e["player"]))
        ]
        if kind == "chance" and drawn:
            who = players[int(drawn[0]["player"])].name
            screen.show_card_dialogs = True
            screen.show_chance_card(str(drawn[0]["card"]), who)
            return
    raise RuntimeError(f"no {kind} card for a person in the seeded game")
