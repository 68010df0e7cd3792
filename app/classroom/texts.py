"""The student and projector pages' texts and the class quiz's refusals, in each device's language.

Built on the table's :class:`geoquiz.app.table.texts.SeatTranslator`: inside
:func:`~geoquiz.app.table.texts.seat_language` the server thread answers from the catalogues of the
device's language (``classroom_<lang>.qm`` among them), never from the laptop's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from geoquiz.app.table.texts import LANGUAGES, install, seat_language

__all__ = ["LANGUAGES", "install", "page_texts", "refusal"]


def _t(text: str) -> str:
    return QCoreApplication.translate("Classroom", text)


def refusal(code: str, lang: str, **params: object) -> str:
    """One sentence for a refusal code of the class quiz, in ``lang``."""
    with seat_language(lang):
        make = _REFUSALS.get(code)
        text = make() if make else _t("That is not possible now.")
        if code == "class.full":
            text = text.replace("%1", str(params.get("capacity", "")))
        return text


_REFUSALS = {
    "class.too_late": lambda: _t("Too late: the time for this card is up."),
    "class.not_now": lambda: _t("The quiz has not started yet."),
    "class.paused": lambda: _t("The quiz is paused. Wait for the teacher."),
    "class.already_answered": lambda: _t("You have already sent your tip for this card."),
    "class.bad_tip": lambda: _t("That is not a tip on the board."),
    "class.over": lambda: _t("The quiz is over."),
    "class.full": lambda: _t("The class is full (%1 devices)."),
    "class.bad_name": lambda: _t("Type your name first."),
    "class.bad_room": lambda: _t("This room code is not right. Look at the projector."),
    "class.bad_token": lambda: _t("This device is not in the quiz (any more). Join again."),
    "class.removed": lambda: _t("The teacher took this device out of the quiz."),
    "class.replaced": lambda: _t("You opened the quiz on another device or tab."),
    "class.rate_limited": lambda: _t("Too many attempts. Wait a moment and try again."),
    "class.bad_message": lambda: _t("The device sent a message the quiz does not understand."),
    "class.not_joined": lambda: _t("Join the quiz first."),
    "class.closed": lambda: _t("The teacher closed the quiz."),
}


def page_texts(lang: str) -> dict[str, str]:
    """Every text the student and projector pages show, in ``lang``."""
    with seat_language(lang):
        return {
            "title": _t("Finden Sie Minden in der Klasse"),
            "language": _t("Language"),
            "join": _t("Join"),
            "name": _t("Your name"),
            "team_name": _t("Your team's name"),
            "room": _t("Room code"),
            "connecting": _t("Connecting…"),
            "reconnecting": _t("Connection lost. Reconnecting…"),
            "you_are": _t("You are %1"),
            "lobby": _t("Waiting for the teacher to start…"),
            "card_of": _t("Card %1 of %2"),
            "seconds_left": _t("%1 s left"),
            "paused": _t("Paused"),
            "tip": _t("Your tip"),
            "stones_hint": _t("As many stones as you dare: one point each, none if one is wrong."),
            "stone.we": _t("West/East"),
            "stone.nms": _t("North/Middle/South"),
            "stone.square": _t("Square"),
            "stone.quadrant": _t("Quadrant"),
            "west": _t("West"),
            "east": _t("East"),
            "north": _t("North"),
            "middle": _t("Middle"),
            "south": _t("South"),
            "send": _t("Send the tip"),
            "send_none": _t("Pass (no stone)"),
            "clear": _t("Start again"),
            "sent": _t("Tip sent: %1. Wait for the solution."),
            "no_tip": _t("no stone"),
            "solution": _t("Solution"),
            "right": _t("Right! +%1"),
            "wrong": _t("Not right — no points this time."),
            "missed": _t("No tip sent in time."),
            "your_points": _t("Your points: %1"),
            "your_place": _t("Place %1"),
            "leaderboard": _t("Leaderboard"),
            "points": _t("points"),
            "end": _t("The quiz is over. Thank you!"),
            "answered": _t("%1 of %2 have answered"),
            "students": _t("%1 in the class"),
            "join_at": _t("Join at %1 with the room code"),
            "class_tips": _t("How the class tipped"),
            "share_right": _t("%1 % right"),
            "nobody": _t("Nobody has joined yet."),
            "team": _t("Team"),
            "track": _t("Score track"),
            "no_stone_count": _t("no stone: %1"),
            "names_hidden": _t("Names hidden"),
        }
