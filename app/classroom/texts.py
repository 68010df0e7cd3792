"""The student and projector pages' texts and the class quiz's refusals, in each device's language.

Built on the table's :class:`geoquiz.app.table.texts.SeatTranslator`: inside
:func:`~geoquiz.app.table.texts.seat_language` the server thread answers from the catalogues of the
device's language (``classroom_<lang>.qm`` among them), never from the laptop's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from geoquiz.app.table.texts import LANGUAGES, install, seat_language

__all__ = ["LANGUAGES", "install", "page_texts", "refusal"]


def refusal(code: str, lang: str, **params: object) -> str:
    """One sentence for a refusal code of the class quiz, in ``lang``."""
    with seat_language(lang):
        make = _REFUSALS.get(code)
        text = (
            make() if make else QCoreApplication.translate("Classroom", "That is not possible now.")
        )
        if code == "class.full":
            text = text.replace("%1", str(params.get("capacity", "")))
        return text


_REFUSALS = {
    "class.too_late": lambda: QCoreApplication.translate(
        "Classroom", "Too late: the time for this card is up."
    ),
    "class.not_now": lambda: QCoreApplication.translate(
        "Classroom", "The quiz has not started yet."
    ),
    "class.paused": lambda: QCoreApplication.translate(
        "Classroom", "The quiz is paused. Wait for the teacher."
    ),
    "class.already_answered": lambda: QCoreApplication.translate(
        "Classroom", "You have already sent your tip for this card."
    ),
    "class.bad_tip": lambda: QCoreApplication.translate(
        "Classroom", "That is not a tip on the board."
    ),
    "class.over": lambda: QCoreApplication.translate("Classroom", "The quiz is over."),
    "class.full": lambda: QCoreApplication.translate(
        "Classroom", "The class is full (%1 devices)."
    ),
    "class.bad_name": lambda: QCoreApplication.translate("Classroom", "Type your name first."),
    "class.bad_room": lambda: QCoreApplication.translate(
        "Classroom", "This room code is not right. Look at the projector."
    ),
    "class.bad_token": lambda: QCoreApplication.translate(
        "Classroom", "This device is not in the quiz (any more). Join again."
    ),
    "class.removed": lambda: QCoreApplication.translate(
        "Classroom", "The teacher took this device out of the quiz."
    ),
    "class.replaced": lambda: QCoreApplication.translate(
        "Classroom", "You opened the quiz on another device or tab."
    ),
    "class.rate_limited": lambda: QCoreApplication.translate(
        "Classroom", "Too many attempts. Wait a moment and try again."
    ),
    "class.bad_message": lambda: QCoreApplication.translate(
        "Classroom", "The device sent a message the quiz does not understand."
    ),
    "class.not_joined": lambda: QCoreApplication.translate("Classroom", "Join the quiz first."),
    "class.closed": lambda: QCoreApplication.translate("Classroom", "The teacher closed the quiz."),
}


def page_texts(lang: str) -> dict[str, str]:
    """Every text the student and projector pages show, in ``lang``."""
    with seat_language(lang):
        return {
            "title": QCoreApplication.translate("Classroom", "Finden Sie Minden in der Klasse"),
            "language": QCoreApplication.translate("Classroom", "Language"),
            "join": QCoreApplication.translate("Classroom", "Join"),
            "name": QCoreApplication.translate("Classroom", "Your name"),
            "team_name": QCoreApplication.translate("Classroom", "Your team's name"),
            "room": QCoreApplication.translate("Classroom", "Room code"),
            "connecting": QCoreApplication.translate("Classroom", "Connecting…"),
            "reconnecting": QCoreApplication.translate(
                "Classroom", "Connection lost. Reconnecting…"
            ),
            "you_are": QCoreApplication.translate("Classroom", "You are %1"),
            "lobby": QCoreApplication.translate("Classroom", "Waiting for the teacher to start…"),
            "card_of": QCoreApplication.translate("Classroom", "Card %1 of %2"),
            "seconds_left": QCoreApplication.translate("Classroom", "%1 s left"),
            "paused": QCoreApplication.translate("Classroom", "Paused"),
            "tip": QCoreApplication.translate("Classroom", "Your tip"),
            "stones_hint": QCoreApplication.translate(
                "Classroom", "As many stones as you dare: one point each, none if one is wrong."
            ),
            "stone.we": QCoreApplication.translate("Classroom", "West/East"),
            "stone.nms": QCoreApplication.translate("Classroom", "North/Middle/South"),
            "stone.square": QCoreApplication.translate("Classroom", "Square"),
            "stone.quadrant": QCoreApplication.translate("Classroom", "Quadrant"),
            "west": QCoreApplication.translate("Classroom", "West"),
            "east": QCoreApplication.translate("Classroom", "East"),
            "north": QCoreApplication.translate("Classroom", "North"),
            "middle": QCoreApplication.translate("Classroom", "Middle"),
            "south": QCoreApplication.translate("Classroom", "South"),
            "send": QCoreApplication.translate("Classroom", "Send the tip"),
            "send_none": QCoreApplication.translate("Classroom", "Pass (no stone)"),
            "clear": QCoreApplication.translate("Classroom", "Start again"),
            "sent": QCoreApplication.translate("Classroom", "Tip sent: %1. Wait for the solution."),
            "no_tip": QCoreApplication.translate("Classroom", "no stone"),
            "solution": QCoreApplication.translate("Classroom", "Solution"),
            "right": QCoreApplication.translate("Classroom", "Right! +%1"),
            "wrong": QCoreApplication.translate("Classroom", "Not right — no points this time."),
            "missed": QCoreApplication.translate("Classroom", "No tip sent in time."),
            "your_points": QCoreApplication.translate("Classroom", "Your points: %1"),
            "your_place": QCoreApplication.translate("Classroom", "Place %1"),
            "leaderboard": QCoreApplication.translate("Classroom", "Leaderboard"),
            "points": QCoreApplication.translate("Classroom", "points"),
            "end": QCoreApplication.translate("Classroom", "The quiz is over. Thank you!"),
            "answered": QCoreApplication.translate("Classroom", "%1 of %2 have answered"),
            "students": QCoreApplication.translate("Classroom", "%1 in the class"),
            "join_at": QCoreApplication.translate("Classroom", "Join at %1 with the room code"),
            "class_tips": QCoreApplication.translate("Classroom", "How the class tipped"),
            "share_right": QCoreApplication.translate("Classroom", "%1 % right"),
            "nobody": QCoreApplication.translate("Classroom", "Nobody has joined yet."),
            "team": QCoreApplication.translate("Classroom", "Team"),
            "track": QCoreApplication.translate("Classroom", "Score track"),
            "no_stone_count": QCoreApplication.translate("Classroom", "no stone: %1"),
            "names_hidden": QCoreApplication.translate("Classroom", "Names hidden"),
        }
