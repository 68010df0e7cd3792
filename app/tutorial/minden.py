"""The guided first game of Finden Sie Minden: you and a computer, seeded, with the app's
demonstration cards (no deck of the database needed)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.app.tutorial import script
from geoquiz.app.tutorial.script import Script, Step

__all__ = ["SCRIPT", "SEED"]

#: the seed of the guided game: your first card is the Steinhuder Meer
SEED = 3


def start(screen: Any) -> None:
    from geoquiz.app.minden.demo import demo_cards
    from geoquiz.app.minden.play import new_match
    from geoquiz.games.minden import Config, PlayerSpec

    players = (
        PlayerSpec(QCoreApplication.translate("Tutorial", "Player"), "red", 30, "human"),
        PlayerSpec(QCoreApplication.translate("Tutorial", "Computer"), "blue", 30, "easy"),
    )
    config = Config(players, track_length=10, seed=SEED)
    screen.open_session(new_match(config, demo_cards(), persist=screen.persist, url=screen.url))


def to_lobby(screen: Any) -> None:
    screen.leave_game()


def _revealing(screen: Any) -> bool:
    """A tip is being revealed (the screen's reveal, until its Next)."""
    return screen.session is not None and getattr(screen, "_reveal", None) is not None


def _traded(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and state.phase not in ("draft", "trade")


def _guessed(screen: Any, _began: Any) -> bool:
    """Your tip is set and the computer has set its own: the scoring shows."""
    state = script.state_of(screen)
    return state is not None and state.phase not in ("draft", "trade", "guess")


def _first_reveal_read(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and not _revealing(screen) and screen.session.match.to_move() == 0


def _pointed(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and (_revealing(screen) or state.phase != "score")


def _round_over(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and state.phase != "score" and not _revealing(screen)


SCRIPT = Script(
    "minden",
    QT_TRANSLATE_NOOP("Tutorial", "Guided first game: Finden Sie Minden"),
    start,
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Welcome! You play against the computer. Each round you get a card with a "
                "place in Germany and guess where it lies on the board. White lines cut the "
                "board into W and O (east), the zones N, M and S, numbered squares and their "
                "quarters A to D.",
            ),
            target=lambda screen: screen.board,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "First everyone gets a card: whoever is furthest behind picks first. Then you "
                "may swap yours: once in the game you may pay your chip for a new card from the "
                "pile. For now: keep the card.",
            ),
            target=lambda screen: screen.page,
            done=_traded,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Place your stones on the tip card, in this order: W/O, then N/M/S, then the "
                "square, then the quarter, and confirm. You may stop after any stone: every "
                "right stone moves your piece, but one wrong stone and it stays.",
            ),
            target=lambda screen: screen.page,
            done=_guessed,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The computer has set its tip too. Now the tips are scored one by one: read "
                "what was right, then press Next.",
            ),
            target=lambda screen: screen.page,
            done=_first_reveal_read,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Your turn to show where you think the place is: click the map there. Then "
                "your card is turned over and the app checks every stone.",
            ),
            target=lambda screen: screen.board,
            done=_pointed,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Here is your result: the map shows the place and the squares of your tip. "
                "Press Next; the next round begins.",
            ),
            target=lambda screen: screen.page,
            done=_round_over,
        ),
    ),
    to_lobby,
)
