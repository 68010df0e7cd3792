"""The guided first game of Carcassonne — Germany: you and a computer, seeded."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.app.tutorial.script import Script, Step

__all__ = ["SCRIPT", "SEED"]

SEED = 12


def start(screen: Any) -> None:
    from geoquiz.games.carcassonne import Config, PlayerSpec

    screen.start_game(
        Config(
            (
                PlayerSpec(QCoreApplication.translate("Tutorial", "Player")),
                PlayerSpec(QCoreApplication.translate("Tutorial", "Computer"), "computer", "easy"),
            ),
            ("Rostock", "Stuttgart"),
            seed=SEED,
        )
    )


def to_lobby(screen: Any) -> None:
    screen.show_lobby()


def _state(screen: Any) -> Any:
    return screen.session.state if screen.session is not None else None


def _placed(screen: Any, began: Any) -> bool:
    state = _state(screen)
    return state is not None and (
        state.phase != "place" or state.current != 0 or len(state.order) > len(began.order)
    )


def _turn_over(screen: Any, _began: Any) -> bool:
    state = _state(screen)
    return state is not None and (state.current != 0 or state.phase == "over")


def _your_turn_again(screen: Any, _began: Any) -> bool:
    state = _state(screen)
    return state is not None and state.current == 0 and state.phase == "place"


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
            done=_turn_over,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The computer lays its tile now; its move is in the log. The score track shows "
                "the points. Wait for your next tile.",
            ),
            target=lambda screen: screen.log,
            done=_your_turn_again,
        ),
    ),
    to_lobby,
)
