"""The guided first game of Carcassonne — Germany: you and a computer, seeded."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from geoquiz.app.tutorial import script
from geoquiz.app.tutorial.script import Script, Step

__all__ = ["SCRIPT", "SEED"]

SEED = 12


def start(screen: Any) -> None:
    from geoquiz.games.carcassonne import Config, PlayerSpec

    screen.start_game(
        Config(
            script.player_and_computer(PlayerSpec, "computer", "easy"),
            ("Rostock", "Stuttgart"),
            seed=SEED,
        )
    )


def _placed(screen: Any, began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and (
        state.phase != "place" or state.current != 0 or len(state.order) > len(began.order)
    )


SCRIPT = Script(
    "carcassonne",
    QT_TRANSLATE_NOOP("Tutorial", "Guided first game: Carcassonne — Germany"),
    start,
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Welcome! You play against the computer. Each turn you lay one tile on the map "
                "of Germany so that it continues what it touches: road to road, city to city, "
                "field to field. This is your tile.",
            ),
            target=lambda screen: screen.hand,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The squares where your tile fits are marked on the map. Turn the tile with the "
                "buttons (or R) and click a marked square (or press N, then Enter).",
            ),
            target=lambda screen: screen.board,
            done=_placed,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Now you may put a meeple on the tile you laid: on its road, city, monastery or "
                "field (the numbered buttons). It scores when that feature is finished. Or take "
                "no meeple (S).",
            ),
            target=lambda screen: screen.spot_box.parentWidget(),
            done=script.turn_over(lambda state: state.phase == "over"),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The computer lays its tile now; its move is in the log. The score track shows "
                "the points. Wait for your next tile.",
            ),
            target=lambda screen: screen.log,
            done=script.your_turn_again("place"),
        ),
    ),
    script.show_lobby,
)
