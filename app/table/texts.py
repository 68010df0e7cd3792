"""The phone page's texts and the refusals, in each seat's language (DESIGN §11).

Qt's translators are global to the application, and the laptop keeps its own language while a
phone may want another. :class:`SeatTranslator` is one translator installed once, ahead of the
app's: in a thread that runs inside :func:`seat_language` it answers from the catalogues of that
language (loaded, not installed); everywhere else it answers nothing and the app's own translators
decide, so the laptop's screens never notice it. The server thread renders every text for a seat
inside ``seat_language(seat.lang)`` — refusals through
:func:`geoquiz.app.play.refusals.refusal_text`,
the page's texts through :func:`page_texts`.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.runtime import i18n
from geoquiz.games.contract import IllegalMove

__all__ = ["LANGUAGES", "SeatTranslator", "install", "page_texts", "refusal", "seat_language"]

LANGUAGES: tuple[str, ...] = tuple(i18n.LANGUAGES)

_local = threading.local()
_lock = threading.Lock()
_installed: SeatTranslator | None = None
_installed_after: str | None = None


class SeatTranslator(QTranslator):
    """Answers in the language the calling thread chose with :func:`seat_language`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._catalogues: dict[str, list[QTranslator]] = {}
        for lang in LANGUAGES:
            loaded = []
            for path in i18n.catalogues(lang):
                t = QTranslator()
                if t.load(str(path)):
                    loaded.append(t)
            self._catalogues[lang] = loaded

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return False

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        lang = getattr(_local, "lang", None)
        if lang is None:
            return None  # not a seat's text: the app's translators decide
        for t in self._catalogues.get(lang, ()):
            found = t.translate(context, source, disambiguation, n)
            if found:
                return found
        return source  # untranslated: English, never the laptop's language


#: the games by their own names (proper names: the same in every language)
GAME_NAMES = {
    "tage": "10 Tage durch Deutschland",
    "carcassonne": "Carcassonne",
    "minden": "Finden Sie Minden",
    "danmark": "Danmark-spillet",
    "stadtland": "Stadt-Land-anders",
}


def install() -> None:
    """Install the seat translator ahead of the app's (again if the app changed language)."""
    global _installed, _installed_after
    app = QCoreApplication.instance()
    if app is None:
        app = QCoreApplication([])
    with _lock:
        current = i18n.current_language()
        if _installed is not None and _installed_after == current:
            return
        if _installed is not None:
            app.removeTranslator(_installed)
        _installed = SeatTranslator(app)
        app.installTranslator(_installed)
        _installed_after = current


@contextmanager
def seat_language(lang: str) -> Iterator[None]:
    """Within this block, Qt translations in this thread come out in ``lang``."""
    previous = getattr(_local, "lang", None)
    _local.lang = lang if lang in LANGUAGES else "en"
    try:
        yield
    finally:
        _local.lang = previous


def refusal(exc: IllegalMove, lang: str) -> str:
    """The refusal's sentence in ``lang``."""
    with seat_language(lang):
        return refusal_text(exc)


def table_refusal(code: str, lang: str) -> str:
    """The table's own refusals (not the rules'), in ``lang``."""
    with seat_language(lang):
        if code in _TABLE_REFUSALS:
            return QCoreApplication.translate("Table", _TABLE_REFUSALS[code])
        return QCoreApplication.translate("Table", "That move is not allowed now.")


#: the table's own refusals: code → English text (translated when shown; lupdate sees them)
_TABLE_REFUSALS = {
    "table.not_your_turn": QT_TRANSLATE_NOOP("Table", "It is not your turn."),
    "table.bad_move": QT_TRANSLATE_NOOP("Table", "The phone sent a move the game does not know."),
    "table.bad_message": QT_TRANSLATE_NOOP(
        "Table", "The phone sent a message the table does not understand."
    ),
    "table.game_over": QT_TRANSLATE_NOOP("Table", "The game is over."),
    "table.bad_token": QT_TRANSLATE_NOOP(
        "Table", "This join code is not valid (any more). Ask the host for a new one."
    ),
    "table.rate_limited": QT_TRANSLATE_NOOP(
        "Table", "Too many attempts. Wait a moment and try again."
    ),
    "table.not_joined": QT_TRANSLATE_NOOP("Table", "Join the table first."),
    "table.removed": QT_TRANSLATE_NOOP("Table", "The host gave this seat to another device."),
    "table.replaced": QT_TRANSLATE_NOOP("Table", "This seat was opened on another device or tab."),
    "table.closed": QT_TRANSLATE_NOOP("Table", "The host closed the table."),
    "table.bad_room": QT_TRANSLATE_NOOP(
        "Table", "This room code is not valid. Look at the laptop."
    ),
    "table.seat_taken": QT_TRANSLATE_NOOP("Table", "This seat is taken. Choose another one."),
    "table.audience_full": QT_TRANSLATE_NOOP(
        "Table", "Too many phones are watching already. Look at the laptop's board."
    ),
    "table.sheet_not_full": QT_TRANSLATE_NOOP(
        "Table", "“Stopp und Aus!” only when the table has a term of yours in every category."
    ),
    "table.sheet_mismatch": QT_TRANSLATE_NOOP(
        "Table", "The table has more terms on your sheet than your “Stopp und 1!” says."
    ),
    "table.sheet_locked": QT_TRANSLATE_NOOP(
        "Table",
        "The sheet was locked at “Aus!”: only the terms the table had then count.",
    ),
}


def page_texts(lang: str) -> dict[str, str]:
    """Every text the phone page shows, in ``lang`` (the page has no catalogue of its own)."""
    with seat_language(lang):
        return {
            "title": QCoreApplication.translate("Table", "geoquiz table"),
            "connecting": QCoreApplication.translate("Table", "Connecting…"),
            "reconnecting": QCoreApplication.translate("Table", "Connection lost. Reconnecting…"),
            "no_token": QCoreApplication.translate(
                "Table", "Scan the QR code on the laptop to join a seat."
            ),
            "your_turn": QCoreApplication.translate("Table", "Your turn"),
            "undo": QCoreApplication.translate("Table", "Undo"),
            "last": QCoreApplication.translate("Table", "Since your last move"),
            "waiting_for": QCoreApplication.translate("Table", "Waiting for %1"),
            "rolling": QCoreApplication.translate("Table", "The dice are rolling…"),
            "game_over": QCoreApplication.translate("Table", "The game is over."),
            "ranking": QCoreApplication.translate("Table", "Ranking"),
            "place": QCoreApplication.translate("Table", "%1. place"),
            "you_are": QCoreApplication.translate("Table", "You are %1"),
            "moves": QCoreApplication.translate("Table", "Your moves"),
            "no_moves": QCoreApplication.translate("Table", "Nothing to do right now."),
            "view": QCoreApplication.translate("Table", "What you see"),
            "language": QCoreApplication.translate("Table", "Language"),
            "players": QCoreApplication.translate("Table", "Players"),
            "computer": QCoreApplication.translate("Table", "computer"),
            "laptop": QCoreApplication.translate("Table", "on the laptop"),
            "yes": QCoreApplication.translate("Table", "yes"),
            "no": QCoreApplication.translate("Table", "no"),
            "more_moves": QCoreApplication.translate("Table", "More moves: %1"),
            "show_all": QCoreApplication.translate("Table", "Show all"),
            "time_left": QCoreApplication.translate("Table", "Time left: %1"),
            "offline": QCoreApplication.translate("Table", "Offline — reconnecting…"),
            "move_lost": QCoreApplication.translate(
                "Table",
                "Your last tap did not reach the table while the connection was lost. "
                "Make your move again.",
            ),
            "table_closed": QCoreApplication.translate(
                "Table", "The table was closed. Thank you for playing!"
            ),
            # the games by their own names (proper names: the same in every language)
            **{f"game.{key}": name for key, name in GAME_NAMES.items()},
            "pick_seat": QCoreApplication.translate("Table", "Who are you? Choose your seat."),
            "no_free_seat": QCoreApplication.translate(
                "Table", "Every seat is taken. You can watch the game."
            ),
            "room_code": QCoreApplication.translate("Table", "Room code"),
            "room_hint": QCoreApplication.translate(
                "Table", "Type the code the laptop shows (or scan its QR code)."
            ),
            "room_join": QCoreApplication.translate("Table", "Join"),
            "your_name": QCoreApplication.translate("Table", "Your name"),
            "sit_down": QCoreApplication.translate("Table", "Sit down as %1"),
            "watch": QCoreApplication.translate("Table", "Watch the game"),
            "watching": QCoreApplication.translate("Table", "You are watching (audience)."),
            # the host's hand-over (the phone that held the seat watches on)
            "handed.computer": QCoreApplication.translate(
                "Table", "The host gave your seat to a computer."
            ),
            "handed.laptop": QCoreApplication.translate(
                "Table", "The host gave your seat to a person at the laptop."
            ),
            "handed.phone": QCoreApplication.translate(
                "Table", "The host gave your seat to another phone."
            ),
            "stand_in": QCoreApplication.translate(
                "Table", "You were skipped: the computer plays this turn for you."
            ),
            # 10 Tage
            "tage.holder": QCoreApplication.translate("Table", "Your card holder"),
            "tage.day": QCoreApplication.translate("Table", "Day %1"),
            "tage.drawn": QCoreApplication.translate("Table", "Drawn card"),
            "tage.piles": QCoreApplication.translate("Table", "Discard piles"),
            "tage.draw_pile": QCoreApplication.translate("Table", "Draw pile"),
            "tage.pile": QCoreApplication.translate("Table", "Pile %1"),
            "tage.draw": QCoreApplication.translate("Table", "Draw from the draw pile"),
            "tage.take": QCoreApplication.translate("Table", "Take from pile %1"),
            "tage.exchange": QCoreApplication.translate("Table", "Put it on day %1"),
            "tage.exchange_hint": QCoreApplication.translate(
                "Table",
                "Tap the day it goes on, then the pile for the day's old card — or discard it.",
            ),
            "tage.old_onto": QCoreApplication.translate("Table", "%1 onto pile %2"),
            "tage.discard": QCoreApplication.translate("Table", "Discard onto pile %1"),
            "tage.declare": QCoreApplication.translate(
                "Table", "Ich reise in 10 Tagen durch Deutschland!"
            ),
            "tage.with_declare": QCoreApplication.translate("Table", "%1 and call out"),
            "tage.next": QCoreApplication.translate("Table", "Your next card: %1"),
            "tage.setup_hint": QCoreApplication.translate(
                "Table",
                "Tap the free day it goes on. Cards placed during setup stay where they are.",
            ),
            "tage.transport": QCoreApplication.translate(
                "Table", "Trains and buses never go on day 1 or day 10."
            ),
            "tage.route_ok": QCoreApplication.translate("Table", "fits"),
            "tage.route_bad": QCoreApplication.translate("Table", "does not fit"),
            "tage.empty": QCoreApplication.translate("Table", "empty"),
            "tage.hidden": QCoreApplication.translate("Table", "face down"),
            # Finden Sie Minden
            "minden.card": QCoreApplication.translate("Table", "Your card"),
            "minden.tip": QCoreApplication.translate("Table", "Your tip card"),
            "minden.stone.we": QCoreApplication.translate("Table", "West/East"),
            "minden.stone.nms": QCoreApplication.translate("Table", "North/Middle/South"),
            "minden.stone.square": QCoreApplication.translate("Table", "Square"),
            "minden.stone.quadrant": QCoreApplication.translate("Table", "Quadrant"),
            "minden.west": QCoreApplication.translate("Table", "West"),
            "minden.east": QCoreApplication.translate("Table", "East"),
            "minden.north": QCoreApplication.translate("Table", "North"),
            "minden.middle": QCoreApplication.translate("Table", "Middle"),
            "minden.south": QCoreApplication.translate("Table", "South"),
            "minden.draft": QCoreApplication.translate("Table", "Draft"),
            "minden.trade": QCoreApplication.translate("Table", "Trade"),
            "minden.keep": QCoreApplication.translate("Table", "Keep the card"),
            "minden.guess": QCoreApplication.translate("Table", "Place the stones"),
            "minden.chip": QCoreApplication.translate("Table", "Trade chip"),
            "minden.stones": QCoreApplication.translate("Table", "Tip stones: %1"),
            "minden.send_tip": QCoreApplication.translate("Table", "Send the tip"),
            "minden.scoring": QCoreApplication.translate("Table", "Scoring: your card"),
            "minden.place_hint": QCoreApplication.translate(
                "Table", "Tap the board where you think the place is: the place indicator."
            ),
            "minden.reveal": QCoreApplication.translate("Table", "Turn the card over"),
            "minden.reveal_without": QCoreApplication.translate(
                "Table", "Turn the card over (no place indicator)"
            ),
            "minden.solution": QCoreApplication.translate("Table", "The solution side"),
            "minden.right": QCoreApplication.translate("Table", "Right! %1 spaces forward."),
            "minden.wrong": QCoreApplication.translate("Table", "Wrong: your piece stays."),
            "minden.track": QCoreApplication.translate("Table", "Score track: space %1 of %2"),
            # Stadt-Land-anders
            "stadtland.round": QCoreApplication.translate("Table", "Round %1 of %2"),
            "stadtland.points": QCoreApplication.translate("Table", "Points: %1"),
            "stadtland.prompt": QCoreApplication.translate("Table", "Prompt card"),
            "stadtland.sheet": QCoreApplication.translate("Table", "Your terms"),
            "stadtland.note": QCoreApplication.translate("Table", "Justification (optional)"),
            "stadtland.note_for": QCoreApplication.translate("Table", "Justification for %1"),
            "stadtland.send_terms": QCoreApplication.translate("Table", "Enter my terms"),
            "stadtland.deal": QCoreApplication.translate("Table", "Deal a prompt card"),
            "stadtland.stop1": QCoreApplication.translate("Table", "Stopp und 1! (%1 filled)"),
            "stadtland.stopout": QCoreApplication.translate("Table", "Stopp und Aus!"),
            "stadtland.time_up": QCoreApplication.translate("Table", "Time is up: Aus!"),
            "stadtland.others": QCoreApplication.translate("Table", "Another player calls"),
            "stadtland.begin_entry": QCoreApplication.translate(
                "Table", "Pens down: enter the terms"
            ),
            "stadtland.check": QCoreApplication.translate("Table", "The check: who is against?"),
            "stadtland.against": QCoreApplication.translate("Table", "%1 is against"),
            "stadtland.vote": QCoreApplication.translate("Table", "Record the vote"),
            "stadtland.valid": QCoreApplication.translate("Table", "counts"),
            "stadtland.rejected": QCoreApplication.translate("Table", "rejected"),
            "stadtland.score": QCoreApplication.translate("Table", "Score the round"),
            "stadtland.creative": QCoreApplication.translate("Table", "Who was the most creative?"),
            "stadtland.points_at": QCoreApplication.translate("Table", "%1 points at"),
            "stadtland.send_points": QCoreApplication.translate("Table", "Point"),
            "stadtland.undo": QCoreApplication.translate("Table", "Undo"),
            "stadtland.locked_aus": QCoreApplication.translate(
                "Table", "Aus! Only the term you were writing may be finished now."
            ),
            "stadtland.locked_stop1": QCoreApplication.translate(
                "Table", "You called “Stopp und 1!”: you may not write any further terms."
            ),
            "stadtland.locked_entry": QCoreApplication.translate(
                "Table", "Pens down. These are the terms the table had at “Aus!”."
            ),
            "stadtland.mark.accepted": QCoreApplication.translate("Table", "counts"),
            "stadtland.mark.gap": QCoreApplication.translate("Table", "gap"),
            "stadtland.mark.prompt": QCoreApplication.translate(
                "Table", "crossed out: does not fit the letter prompt"
            ),
            "stadtland.mark.used": QCoreApplication.translate(
                "Table", "crossed out: already used earlier in this game (rule 5)"
            ),
            "stadtland.mark.twice": QCoreApplication.translate(
                "Table", "crossed out: same term in two categories (rule 4)"
            ),
            "stadtland.mark.vote": QCoreApplication.translate("Table", "crossed out by vote"),
            "stadtland.auto": QCoreApplication.translate(
                "Table", "The app crossed it out. The vote can overrule the app."
            ),
            "stadtland.vote_counts": QCoreApplication.translate(
                "Table", "Record: it counts (%1 of %2 against)"
            ),
            "stadtland.vote_out": QCoreApplication.translate(
                "Table", "Record: crossed out (%1 of %2 against)"
            ),
            "stadtland.voted": QCoreApplication.translate("Table", "Voted: %1 of %2 against"),
            "stadtland.why": QCoreApplication.translate("Table", "Justification: %1"),
            "stadtland.leads": QCoreApplication.translate("Table", "%1 records the votes."),
            # Danmark-spillet
            "danmark.cards": QCoreApplication.translate("Table", "Your city cards"),
            "danmark.visited": QCoreApplication.translate("Table", "visited"),
            "danmark.home": QCoreApplication.translate("Table", "Home: %1"),
            "danmark.here": QCoreApplication.translate("Table", "You are in %1"),
            "danmark.start": QCoreApplication.translate("Table", "Start in %1"),
            "danmark.roll": QCoreApplication.translate("Table", "Roll the die"),
            "danmark.die": QCoreApplication.translate("Table", "The die shows %1"),
            "danmark.go": QCoreApplication.translate("Table", "Where to go"),
            "danmark.walk": QCoreApplication.translate("Table", "Go to %1"),
            "danmark.road": QCoreApplication.translate("Table", "a road space (%1)"),
            "danmark.card_town": QCoreApplication.translate("Table", "%1 — one of your cards"),
            "danmark.cross": QCoreApplication.translate("Table", "Ferry, plane or bridge to %1"),
            "danmark.ticket": QCoreApplication.translate("Table", "%1, with a ticket"),
            "danmark.stay": QCoreApplication.translate("Table", "Stay here"),
            "danmark.tickets": QCoreApplication.translate("Table", "Tickets: %1"),
            "danmark.read": QCoreApplication.translate("Table", "Read this question aloud to %1"),
            "danmark.right": QCoreApplication.translate("Table", "The right answer: %1"),
            "danmark.asked": QCoreApplication.translate(
                "Table", "%1 reads you a question. Listen, then choose the number of your answer."
            ),
            "danmark.answer": QCoreApplication.translate("Table", "Answer %1"),
            "danmark.is_asked": QCoreApplication.translate("Table", "%1 reads a question to %2."),
            # Carcassonne
            "carcassonne.tile": QCoreApplication.translate("Table", "Your tile"),
            "carcassonne.tile_of": QCoreApplication.translate("Table", "The tile of %1"),
            "carcassonne.left": QCoreApplication.translate("Table", "Turn ⟲"),
            "carcassonne.right": QCoreApplication.translate("Table", "Turn ⟳"),
            "carcassonne.sides": QCoreApplication.translate(
                "Table", "North %1, east %2, south %3, west %4"
            ),
            "carcassonne.city": QCoreApplication.translate("Table", "city"),
            "carcassonne.road": QCoreApplication.translate("Table", "road"),
            "carcassonne.field": QCoreApplication.translate("Table", "field"),
            "carcassonne.monastery": QCoreApplication.translate("Table", "with a monastery"),
            "carcassonne.fits": QCoreApplication.translate(
                "Table", "Fits on %1 squares in this direction"
            ),
            "carcassonne.no_fit": QCoreApplication.translate(
                "Table", "Does not fit anywhere in this direction: turn it."
            ),
            "carcassonne.lay": QCoreApplication.translate("Table", "Lay it on column %1, row %2"),
            "carcassonne.lay_on": QCoreApplication.translate("Table", "Lay it on %1"),
            "carcassonne.lay_near": QCoreApplication.translate("Table", "Lay it %1 of %2"),
            "carcassonne.east": QCoreApplication.translate("Table", "%1 east"),
            "carcassonne.west": QCoreApplication.translate("Table", "%1 west"),
            "carcassonne.north": QCoreApplication.translate("Table", "%1 north"),
            "carcassonne.south": QCoreApplication.translate("Table", "%1 south"),
            "carcassonne.meeple_on": QCoreApplication.translate(
                "Table", "Set a meeple on spot %1 (%2)"
            ),
            "carcassonne.cloister": QCoreApplication.translate("Table", "monastery"),
            "carcassonne.spots_hint": QCoreApplication.translate(
                "Table", "The numbers are the spots where a meeple may go: tap one."
            ),
            "carcassonne.map": QCoreApplication.translate("Table", "The map"),
            "carcassonne.zoom_in": QCoreApplication.translate("Table", "Zoom in"),
            "carcassonne.zoom_out": QCoreApplication.translate("Table", "Zoom out"),
            "carcassonne.tap_square": QCoreApplication.translate(
                "Table", "Tap a marked square on the map to choose it."
            ),
            "carcassonne.all_squares": QCoreApplication.translate(
                "Table", "Every square where it fits"
            ),
            "carcassonne.skip": QCoreApplication.translate("Table", "No meeple"),
            "carcassonne.done": QCoreApplication.translate("Table", "End the turn"),
            "carcassonne.upgrade": QCoreApplication.translate("Table", "Upgrade the meeple on %1"),
            "carcassonne.tiles_left": QCoreApplication.translate("Table", "Tiles in the pile: %1"),
            "carcassonne.score": QCoreApplication.translate("Table", "Points: %1 · meeples: %2"),
        }
