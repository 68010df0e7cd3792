"""The guided first game of 10 Tage durch Deutschland: you and a computer, seeded."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from geoquiz.app.tutorial import script
from geoquiz.app.tutorial.script import Script, Step

__all__ = ["SCRIPT", "SEED"]

SEED = 5


def start(screen: Any) -> None:
    from geoquiz.games.tage import Config, PlayerSpec

    screen.start_game(Config(script.player_and_computer(PlayerSpec, "computer", "easy"), seed=SEED))


def _holder(screen: Any) -> QWidget | None:
    """Your holder: the ten days (the row of your name's label)."""
    if not screen.holder_rows:
        return None
    slots = screen.holder_rows[0][1]
    row = slots[0].parentWidget() if slots else None
    return row if isinstance(row, QWidget) else None


def _first_placed(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and (
        state.phase != "setup" or any(c is not None for c in state.holders[0])
    )


def _setup_done(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and state.phase != "setup" and state.current == 0


def _drawn(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and (state.drawn is not None or state.current != 0)


SCRIPT = Script(
    "tage",
    QT_TRANSLATE_NOOP("Tutorial", "Guided first game: 10 Tage durch Deutschland"),
    start,
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Welcome! You play against the computer. Your aim: a journey through Germany in "
                "10 days. Each day is a card in your holder; from one day to the next you go to "
                "a neighbouring state, or take a train or a bus.",
            ),
            target=lambda screen: screen.map,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Your cards come one at a time. Look at the card shown and click the day where "
                "it fits best. Trains and buses may not lie on day 1 or day 10.",
            ),
            target=_holder,
            done=_first_placed,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Place the other cards the same way, or let the app place them at random with "
                "the button on the right. Then the computer places its cards.",
            ),
            target=lambda screen: screen.random_place,
            done=_setup_done,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Your turn: take the top card of the draw pile, or the card on top of a discard "
                "pile. The route check below says which days do not link up yet.",
            ),
            target=lambda screen: screen.draw_button,
            done=_drawn,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Click a day of your holder to put the new card there (the old card goes onto a "
                "discard pile), or click a discard pile to lay the new card off.",
            ),
            target=_holder,
            done=script.turn_over(lambda state: state.winner is not None),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The computer draws and lays off too. When all ten days link up, call out with "
                "the button at the top at the start of your turn, and you win.",
            ),
            target=lambda screen: screen.call_button,
            done=script.your_turn_again("draw"),
        ),
    ),
    script.show_lobby,
)
