"""The guided first game of Danmark-spillet: you and a computer, seeded (your first roll is a 5)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

from geoquiz.app.tutorial import script
from geoquiz.app.tutorial.script import Script, Step

__all__ = ["SCRIPT", "SEED"]

#: the seed of the guided game: you roll first, a 5, whichever start town you choose
SEED = 1


def start(screen: Any) -> None:
    from geoquiz.games.danmark import Config, PlayerSpec

    screen.start_game(Config(script.player_and_computer(PlayerSpec, True, "easy"), seed=SEED))


def to_lobby(screen: Any) -> None:
    screen.detach()
    screen.refresh()


def _started(screen: Any, _began: Any) -> bool:
    """You and the computer have chosen your start towns."""
    state = script.state_of(screen)
    return state is not None and all(town is not None for town in state.start)


def _rolled(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and (state.current != 0 or state.phase not in ("start", "roll"))


class TutorialDanmark(QObject):
    """The texts with a number (``pyside6-lupdate`` reads plural forms only from ``tr()``)."""

    def rolled(self, n: int) -> str:
        return self.tr(
            "You rolled %n: move exactly %n space(s). The list shows every space you can "
            "reach, a ✓ marks a town of your cards. Choose one and press Go.",
            "",
            n,
        )


def _rolled_text(screen: Any) -> str:
    state = script.state_of(screen)
    return TutorialDanmark().rolled(int(state.roll or 0) if state is not None else 0)


SCRIPT = Script(
    "danmark",
    QT_TRANSLATE_NOOP("Tutorial", "Guided first game: Danmark-spillet"),
    start,
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Welcome! You play against the computer. The list on the right shows your city "
                "cards: visit every one of these towns and come back to your start town to win.",
            ),
            target=lambda screen: screen.hand_list,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "First choose your start town: pick one of your towns in the list (Up/Down) and "
                "press Go (Enter). A town in the middle of your cards is a good start.",
            ),
            target=lambda screen: screen.moves_list,
            done=_started,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The computer has chosen its start too. Now roll the die: press the button or "
                "Space.",
            ),
            target=lambda screen: screen.roll_button,
            done=_rolled,
        ),
        Step(
            _rolled_text,
            target=lambda screen: screen.moves_list,
            done=script.turn_over(lambda state: state.winner is not None),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Now the computer rolls and moves; the log below tells what happened. A star "
                "town gives a chance card, a 6 a question card. Wait for your next turn.",
            ),
            target=lambda screen: screen.log,
            done=script.your_turn_again("roll"),
        ),
    ),
    to_lobby,
)
