"""The guided first game of Stadt-Land-anders: you and a second player at one laptop, seeded
(Stadt-Land-anders has no computer players: the family plays it together)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from geoquiz.app.tutorial import script
from geoquiz.app.tutorial.script import Script, Step

__all__ = ["GRACE", "SCRIPT", "SEED"]

SEED = 11
#: the seconds the others have after “Stopp und Aus!”
GRACE = 5


def start(screen: Any) -> None:
    from geoquiz.games.stadtland import Config

    screen.start_game(
        Config(
            (
                QCoreApplication.translate("Tutorial", "Player"),
                QCoreApplication.translate("Tutorial", "Anna"),
            ),
            rounds=5,
            categories=("stadt", "land", "fluss", "tier", "name"),
            timer_seconds=180,
            grace_seconds=GRACE,
            seed=SEED,
            language="da" if screen.lang == "da" else "de",
        )
    )


def _dealt(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and state.phase != "ready"


def _stopped(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and state.phase not in ("ready", "writing")


def _entered(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and state.phase not in ("ready", "writing", "grace", "entry")


def _scored(screen: Any, _began: Any) -> bool:
    state = script.state_of(screen)
    return state is not None and len(state.results) > len(_began.results)


class TutorialStadtland(QObject):
    """The texts with a number (``pyside6-lupdate`` reads plural forms only from ``tr()``)."""

    def write(self, n: int) -> str:
        return self.tr(
            "Now write a word for every column that fits the card. Whoever has all columns "
            "calls \u201cStopp und Aus!\u201d: press that button in your row. The others have "
            "%n more second(s) to finish.",
            "",
            n,
        )


def _write_text(screen: Any) -> str:
    state = script.state_of(screen)
    return TutorialStadtland().write(
        int(state.config.grace_seconds) if state is not None else GRACE
    )


def _your_stop_button(screen: Any) -> QWidget | None:
    rows = screen.call_rows
    return rows[0][3] if rows else None


def _entry(screen: Any) -> QWidget | None:
    page = screen.pages.currentWidget()
    return page if isinstance(page, QWidget) else None


SCRIPT = Script(
    "stadtland",
    QT_TRANSLATE_NOOP("Tutorial", "Guided first game: Stadt-Land-anders"),
    start,
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Welcome! Stadt-Land-anders is played on paper, all at once; the laptop deals "
                "the cards, keeps the time and counts the points. Take a sheet of paper: one "
                "column each for city, country, river, animal and first name.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Deal the first prompt card. It says what every word must fit: a letter it "
                "begins with, or a hint such as \u201cGold\u201d.",
            ),
            target=lambda screen: screen.deal_button,
            done=_dealt,
        ),
        Step(
            _write_text,
            target=_your_stop_button,
            done=_stopped,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Time to type the words in, one player after the other: take the laptop, type "
                "your words, press Done and hand it on. Nobody sees the others' words.",
            ),
            target=_entry,
            done=_entered,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The app has marked words that do not fit, or that two of you wrote. Vote on "
                "a word you doubt, then press Score: a word of your own scores more than one "
                "the others have too.",
            ),
            target=lambda screen: screen.score_button,
            done=_scored,
        ),
    ),
    script.show_lobby,
)
