"""The student and projector pages' texts and the class quiz's refusals, in each device's language.

Built on the table's :class:`geoquiz.app.table.texts.SeatTranslator`: inside
:func:`~geoquiz.app.table.texts.seat_language` the server thread answers from the catalogues of the
device's language (``classroom_<lang>.qm`` among them), never from the laptop's. Both kinds of text
are tables of source strings (``QT_TRANSLATE_NOOP`` so lupdate finds them) that one function
translates, so a new text is one row, not another call.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from geoquiz.app.table.texts import LANGUAGES, install, seat_language

__all__ = ["LANGUAGES", "install", "page_texts", "refusal"]

_CONTEXT = "Classroom"
_UNKNOWN_REFUSAL = QT_TRANSLATE_NOOP("Classroom", "That is not possible now.")

_REFUSALS: dict[str, object] = {
    "class.too_late": QT_TRANSLATE_NOOP("Classroom", "Too late: the time for this card is up."),
    "class.not_now": QT_TRANSLATE_NOOP("Classroom", "The quiz has not started yet."),
    "class.paused": QT_TRANSLATE_NOOP("Classroom", "The quiz is paused. Wait for the teacher."),
    "class.already_answered": QT_TRANSLATE_NOOP(
        "Classroom", "You have already sent your tip for this card."
    ),
    "class.bad_tip": QT_TRANSLATE_NOOP("Classroom", "That is not a tip on the board."),
    "class.over": QT_TRANSLATE_NOOP("Classroom", "The quiz is over."),
    "class.full": QT_TRANSLATE_NOOP("Classroom", "The class is full (%1 devices)."),
    "class.bad_name": QT_TRANSLATE_NOOP("Classroom", "Type your name first."),
    "class.bad_word": QT_TRANSLATE_NOOP("Classroom", "Please choose another name."),
    "class.bad_room": QT_TRANSLATE_NOOP(
        "Classroom", "This room code is not right. Look at the projector."
    ),
    "class.bad_token": QT_TRANSLATE_NOOP(
        "Classroom", "This device is not in the quiz (any more). Join again."
    ),
    "class.removed": QT_TRANSLATE_NOOP(
        "Classroom", "The teacher took this device out of the quiz."
    ),
    "class.replaced": QT_TRANSLATE_NOOP(
        "Classroom", "You opened the quiz on another device or tab."
    ),
    "class.rate_limited": QT_TRANSLATE_NOOP(
        "Classroom", "Too many attempts. Wait a moment and try again."
    ),
    "class.join_limit": QT_TRANSLATE_NOOP(
        "Classroom", "Too many joins from this network address. Wait a minute or ask the teacher."
    ),
    "class.declined": QT_TRANSLATE_NOOP("Classroom", "The teacher did not let this name in."),
    "class.bad_message": QT_TRANSLATE_NOOP(
        "Classroom", "The device sent a message the quiz does not understand."
    ),
    "class.not_joined": QT_TRANSLATE_NOOP("Classroom", "Join the quiz first."),
    "class.closed": QT_TRANSLATE_NOOP("Classroom", "The teacher closed the quiz."),
}

_PAGE_TEXTS: dict[str, object] = {
    "title": QT_TRANSLATE_NOOP("Classroom", "Finden Sie Minden in der Klasse"),
    "language": QT_TRANSLATE_NOOP("Classroom", "Language"),
    "join": QT_TRANSLATE_NOOP("Classroom", "Join"),
    "name": QT_TRANSLATE_NOOP("Classroom", "Your name"),
    "team_name": QT_TRANSLATE_NOOP("Classroom", "Your team's name"),
    "room": QT_TRANSLATE_NOOP("Classroom", "Room code"),
    "connecting": QT_TRANSLATE_NOOP("Classroom", "Connecting…"),
    "reconnecting": QT_TRANSLATE_NOOP("Classroom", "Connection lost. Reconnecting…"),
    "you_are": QT_TRANSLATE_NOOP("Classroom", "You are %1"),
    "lobby": QT_TRANSLATE_NOOP("Classroom", "Waiting for the teacher to start…"),
    "waiting": QT_TRANSLATE_NOOP("Classroom", "Waiting for the teacher to let you in…"),
    "card_of": QT_TRANSLATE_NOOP("Classroom", "Card %1 of %2"),
    "seconds_left": QT_TRANSLATE_NOOP("Classroom", "%1 s left"),
    "paused": QT_TRANSLATE_NOOP("Classroom", "Paused"),
    "tip": QT_TRANSLATE_NOOP("Classroom", "Your tip"),
    "stones_hint": QT_TRANSLATE_NOOP(
        "Classroom", "As many stones as you dare: one point each, none if one is wrong."
    ),
    "stone.we": QT_TRANSLATE_NOOP("Classroom", "West/East"),
    "stone.nms": QT_TRANSLATE_NOOP("Classroom", "North/Middle/South"),
    "stone.square": QT_TRANSLATE_NOOP("Classroom", "Square"),
    "stone.quadrant": QT_TRANSLATE_NOOP("Classroom", "Quadrant"),
    "west": QT_TRANSLATE_NOOP("Classroom", "West"),
    "east": QT_TRANSLATE_NOOP("Classroom", "East"),
    "north": QT_TRANSLATE_NOOP("Classroom", "North"),
    "middle": QT_TRANSLATE_NOOP("Classroom", "Middle"),
    "south": QT_TRANSLATE_NOOP("Classroom", "South"),
    "send": QT_TRANSLATE_NOOP("Classroom", "Send the tip"),
    "pass": QT_TRANSLATE_NOOP("Classroom", "Pass"),
    "pass_confirm": QT_TRANSLATE_NOOP("Classroom", "Pass without a stone? Tap again"),
    "board_hint": QT_TRANSLATE_NOOP(
        "Classroom",
        "Tap where the place lies: four stones at once. Fewer stones are safer: tap a stone "
        "below to take it back.",
    ),
    "tab_board": QT_TRANSLATE_NOOP("Classroom", "Board"),
    "tab_card": QT_TRANSLATE_NOOP("Classroom", "Tip card"),
    "zoom_in": QT_TRANSLATE_NOOP("Classroom", "Zoom in"),
    "zoom_out": QT_TRANSLATE_NOOP("Classroom", "Whole board"),
    "take_back": QT_TRANSLATE_NOOP("Classroom", "take back"),
    "clear": QT_TRANSLATE_NOOP("Classroom", "Start again"),
    "sent": QT_TRANSLATE_NOOP("Classroom", "Tip sent: %1. Wait for the solution."),
    "no_tip": QT_TRANSLATE_NOOP("Classroom", "no stone"),
    "solution": QT_TRANSLATE_NOOP("Classroom", "Solution"),
    "right": QT_TRANSLATE_NOOP("Classroom", "Right! +%1"),
    "wrong": QT_TRANSLATE_NOOP("Classroom", "Not right — no points this time."),
    "missed": QT_TRANSLATE_NOOP("Classroom", "No tip sent in time."),
    "your_points": QT_TRANSLATE_NOOP("Classroom", "Your points: %1"),
    "your_place": QT_TRANSLATE_NOOP("Classroom", "Place %1"),
    "leaderboard": QT_TRANSLATE_NOOP("Classroom", "Leaderboard"),
    "points": QT_TRANSLATE_NOOP("Classroom", "points"),
    "end": QT_TRANSLATE_NOOP("Classroom", "The quiz is over. Thank you!"),
    "answered": QT_TRANSLATE_NOOP("Classroom", "%1 of %2 have answered"),
    "students": QT_TRANSLATE_NOOP("Classroom", "%1 in the class"),
    "join_at": QT_TRANSLATE_NOOP("Classroom", "Join at %1 with the room code"),
    "class_tips": QT_TRANSLATE_NOOP("Classroom", "How the class tipped"),
    "share_right": QT_TRANSLATE_NOOP("Classroom", "%1 % right"),
    "nobody": QT_TRANSLATE_NOOP("Classroom", "Nobody has joined yet."),
    "team": QT_TRANSLATE_NOOP("Classroom", "Team"),
    "track": QT_TRANSLATE_NOOP("Classroom", "Score track"),
    "no_stone_count": QT_TRANSLATE_NOOP("Classroom", "no stone: %1"),
    "names_hidden": QT_TRANSLATE_NOOP("Classroom", "Names hidden"),
    "ties": QT_TRANSLATE_NOOP(
        "Classroom", "Equal points share a place; within it, more right cards come first."
    ),
    "ties_teams": QT_TRANSLATE_NOOP(
        "Classroom", "Teams on the same space share a place; more right cards come first."
    ),
    "colour_bonus": QT_TRANSLATE_NOOP("Classroom", "Colour bonus (most right cards of a colour)"),
    "colour.yellow": QT_TRANSLATE_NOOP("Classroom", "Yellow"),
    "colour.orange": QT_TRANSLATE_NOOP("Classroom", "Orange"),
    "colour.green": QT_TRANSLATE_NOOP("Classroom", "Green"),
    "colour.blue": QT_TRANSLATE_NOOP("Classroom", "Blue"),
}


def _translated(sources: Mapping[str, object], lang: str) -> dict[str, str]:
    """Each source string of ``sources`` in ``lang``, under the same key."""
    with seat_language(lang):
        # QT_TRANSLATE_NOOP is typed as returning object; at run time it is the source string
        return {
            key: QCoreApplication.translate(_CONTEXT, str(text)) for key, text in sources.items()
        }


def refusal(code: str, lang: str, **params: object) -> str:
    """One sentence for a refusal code of the class quiz, in ``lang``."""
    text = _translated({code: _REFUSALS.get(code, _UNKNOWN_REFUSAL)}, lang)[code]
    if code == "class.full":
        text = text.replace("%1", str(params.get("capacity", "")))
    return text


def page_texts(lang: str) -> dict[str, str]:
    """Every text the student and projector pages show, in ``lang``."""
    return _translated(_PAGE_TEXTS, lang)
