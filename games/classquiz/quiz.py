"""One class quiz: cards, students or teams, phases, tips, scores, the tally and the leaderboard.

Scoring is Finden Sie Minden's (:mod:`geoquiz.games.minden.cards`): a tip is a prefix of
``(ew, zone, square, quadrant)``; it is right when one of the card's solutions agrees with every
stone placed (:func:`~geoquiz.games.minden.cards.tip_is_right`); a right tip scores one point per
stone, a tip with any wrong stone scores nothing. Teams move their figure on the score track as in
the game: rear to front, each step to the next free space (occupied spaces are skipped, not
counted).

**A session object, not an engine state.** :class:`Quiz` and :class:`Student` are mutable on
purpose: the quiz is not one of the five games of the engine contract (``games/contract.py``) —
nobody replays it, no computer plays it, and there is no position to hand to another reader.
It is the one live session the classroom server owns and changes in place as devices join, tip
and leave; what leaves it (an :class:`Answer`, the tally, the leaderboard) is frozen or fresh data.

The quiz keeps no clock: every method that depends on time takes ``now`` from the ``clock`` it was
given (``time.monotonic`` in the server, a fake in tests). Refusals are :class:`QuizRefused` with a
stable code; the text is chosen where it is shown.
"""

from __future__ import annotations

import enum
import secrets
import time
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.common import IllegalMove
from geoquiz.games.minden.cards import Card, Tip, check_tip, format_tip, tip_is_right
from geoquiz.games.minden.grid import EW, QUADRANTS, ZONE_SQUARES, ZONES

__all__ = [
    "MAX_NAME",
    "MAX_STUDENTS",
    "MAX_TEAMS",
    "Answer",
    "Phase",
    "Quiz",
    "QuizRefused",
    "Student",
    "clean_name",
    "parse_tip",
    "score_tip",
    "stones_right",
    "tally",
]

MAX_STUDENTS = 40
MAX_TEAMS = 5
MAX_NAME = 24
#: bytes of randomness per student token (``secrets.token_urlsafe``: 22 characters)
TOKEN_BYTES = 16


class QuizRefused(Exception):  # noqa: N818 - a refusal, not an error of the program
    """Something the quiz turns away, with a stable ``code`` such as ``class.too_late``."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


class Phase(enum.StrEnum):
    LOBBY = "lobby"
    QUESTION = "question"
    REVEAL = "reveal"
    END = "end"


@dataclass
class Student:
    """One device: a student by name, or a team. ``number`` is its id in this quiz (1, 2, …)."""

    number: int
    name: str
    label: str
    token: str
    first_card: int
    lang: str = "en"
    removed: bool = False


@dataclass(frozen=True)
class Answer:
    """What one student tipped on one card (``seconds`` None: no tip sent in time)."""

    student: int
    card: int
    tip: Tip
    seconds: float | None
    stones: int
    stones_right: int
    right: bool
    points: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "student": self.student,
            "card": self.card,
            "tip": list(self.tip),
            "seconds": self.seconds,
            "stones": self.stones,
            "stones_right": self.stones_right,
            "right": self.right,
            "points": self.points,
        }


def clean_name(raw: object) -> str:
    """A typed name fit to show: no control characters, trimmed, at most :data:`MAX_NAME` long
    (empty when nothing is left). Escaping is the renderer's job (pages set text, never HTML)."""
    if not isinstance(raw, str):
        return ""
    text = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C")
    return " ".join(text.split())[:MAX_NAME]


def parse_tip(data: object) -> Tip:
    """A tip from a device's JSON (``["W", "N", 12, "C"]``, any prefix); refuses anything else."""
    if not isinstance(data, list) or len(data) > 4:
        raise QuizRefused("class.bad_tip")
    try:
        return check_tip(data)
    except IllegalMove as exc:
        raise QuizRefused("class.bad_tip", rule=exc.code) from exc


def stones_right(solutions: Iterable[Sequence[Any]], tip: Sequence[Any]) -> int:
    """How many stones of ``tip``, from the first, agree with the best-matching solution."""
    best = 0
    for sol in solutions:
        n = 0
        for placed, part in zip(tip, sol, strict=False):
            if placed != part:
                break
            n += 1
        best = max(best, n)
    return best


def score_tip(solutions: Sequence[Sequence[Any]], tip: Sequence[Any]) -> tuple[bool, int]:
    """``(right, points)`` as in Finden Sie Minden: stones placed if all agree with one solution,
    else nothing. A tip without stones is neither right nor scored."""
    right = bool(tip) and tip_is_right(solutions, tip)
    return right, (len(tip) if right else 0)


def tally(tips: Iterable[Sequence[Any]]) -> dict[str, Any]:
    """How the class tipped: counts per side, zone, side+zone, square (``"N12"``) and quadrant
    (``"N12C"``); ``none`` counts tips without a stone."""
    ew = dict.fromkeys(EW, 0)
    zone = dict.fromkeys(ZONES, 0)
    side_zone = {f"{e}{z}": 0 for e in EW for z in ZONES}
    square: dict[str, int] = {f"{z}{n}": 0 for z in ZONES for n in range(1, ZONE_SQUARES[z] + 1)}
    quadrant: dict[str, int] = {}
    none = total = 0
    for tip in tips:
        total += 1
        if not tip:
            none += 1
            continue
        ew[tip[0]] += 1
        if len(tip) >= 2:
            zone[tip[1]] += 1
            side_zone[f"{tip[0]}{tip[1]}"] += 1
        if len(tip) >= 3:
            square[f"{tip[1]}{tip[2]}"] += 1
        if len(tip) == 4:
            key = f"{tip[1]}{tip[2]}{tip[3]}"
            quadrant[key] = quadrant.get(key, 0) + 1
    return {
        "tips": total,
        "none": none,
        "ew": ew,
        "zone": zone,
        "side_zone": side_zone,
        "square": {k: v for k, v in square.items() if v},
        "quadrant": dict(sorted(quadrant.items())),
    }


@dataclass
class Quiz:
    """A class quiz over ``cards`` with ``timer`` seconds per card.

    ``teams`` > 0: up to that many teams (at most :data:`MAX_TEAMS`), one device each, moving on
    the score track; otherwise up to ``capacity`` students by name.
    """

    cards: Sequence[Card]
    timer: float
    teams: int = 0
    capacity: int = MAX_STUDENTS
    clock: Callable[[], float] = time.monotonic
    phase: Phase = Phase.LOBBY
    index: int = -1
    paused: bool = False
    revision: int = 0
    students: list[Student] = field(default_factory=list)
    answers: dict[tuple[int, int], Answer] = field(default_factory=dict)
    present: dict[int, set[int]] = field(default_factory=dict)
    track: dict[int, int] = field(default_factory=dict)
    _deadline: float = 0.0
    _left: float = 0.0

    def __post_init__(self) -> None:
        if not self.cards:
            raise ValueError("a class quiz needs at least one card")
        if not 1 <= self.timer <= 600:
            raise ValueError("the answer time must be 1…600 seconds")
        if self.teams:
            if not 1 <= self.teams <= MAX_TEAMS:
                raise ValueError(f"a class quiz has 1…{MAX_TEAMS} teams")
            self.capacity = self.teams
        if not 1 <= self.capacity <= MAX_STUDENTS:
            raise ValueError(f"a class quiz has room for 1…{MAX_STUDENTS} students")

    # --- students ----------------------------------------------------------------------------

    def active(self) -> list[Student]:
        return [s for s in self.students if not s.removed]

    def student(self, number: int) -> Student:
        return self.students[number - 1]

    def join(self, raw_name: object, lang: str = "en") -> Student:
        """A new student (or team) by the name typed; refuses when over or full."""
        if self.phase == Phase.END:
            raise QuizRefused("class.over")
        name = clean_name(raw_name)
        if not name:
            raise QuizRefused("class.bad_name")
        if len(self.active()) >= self.capacity:
            raise QuizRefused("class.full", capacity=self.capacity)
        same = sum(1 for s in self.students if s.name.casefold() == name.casefold())
        label = name if same == 0 else f"{name} ({same + 1})"
        first = self.index if self.phase == Phase.QUESTION else self.index + 1
        student = Student(
            number=len(self.students) + 1,
            name=name,
            label=label,
            token=secrets.token_urlsafe(TOKEN_BYTES),
            first_card=first,
            lang=lang,
        )
        self.students.append(student)
        if self.teams:
            self.track[student.number] = 0
        if self.phase == Phase.QUESTION:
            self.present[self.index].add(student.number)  # a late joiner answers this card too
        self._changed()
        return student

    def student_for_token(self, token: object) -> Student | None:
        """The (not removed) student whose token this is — constant-time comparison."""
        if not isinstance(token, str) or not token or len(token) > 64:
            return None
        found = None
        for s in self.students:
            if not s.removed and secrets.compare_digest(s.token, token):
                found = s
        return found

    def remove(self, number: int) -> Student:
        """Turn a student away: their token stops working; their tips so far stay in the report."""
        student = self.student(number)
        student.removed = True
        if self.phase == Phase.QUESTION and (number, self.index) not in self.answers:
            self.present[self.index].discard(number)
        self._changed()
        return student

    # --- phases ------------------------------------------------------------------------------

    def remaining(self) -> float:
        """Seconds left to answer the open card (0 outside a question)."""
        if self.phase != Phase.QUESTION:
            return 0.0
        if self.paused:
            return self._left
        return max(0.0, self._deadline - self.clock())

    def start(self) -> None:
        if self.phase != Phase.LOBBY:
            raise QuizRefused("class.not_now")
        self._open(0)

    def next(self) -> None:
        """Lobby → first card; question → reveal now; reveal → next card or the end."""
        if self.phase == Phase.LOBBY:
            self._open(0)
        elif self.phase == Phase.QUESTION:
            self._reveal()
        elif self.phase == Phase.REVEAL:
            if self.index + 1 < len(self.cards):
                self._open(self.index + 1)
            else:
                self._finish()
        else:
            raise QuizRefused("class.over")

    def pause(self) -> None:
        if self.phase == Phase.END or self.paused:
            return
        self._left = self.remaining()
        self.paused = True
        self._changed()

    def resume(self) -> None:
        if not self.paused:
            return
        self.paused = False
        if self.phase == Phase.QUESTION:
            self._deadline = self.clock() + self._left
        self._changed()

    def end(self) -> None:
        """End now (a card still open is revealed first, so its tips are kept)."""
        if self.phase == Phase.QUESTION:
            self._reveal()
        if self.phase != Phase.END:
            self._finish()

    def tick(self) -> bool:
        """Reveal the open card once its time is up or everyone present has answered."""
        if self.phase != Phase.QUESTION or self.paused:
            return False
        waiting = self.present[self.index] - {s for (s, c) in self.answers if c == self.index}
        if self.clock() >= self._deadline or not waiting:
            self._reveal()
            return True
        return False

    def _open(self, index: int) -> None:
        self.phase = Phase.QUESTION
        self.index = index
        self.paused = False
        self._deadline = self.clock() + self.timer
        self.present[index] = {s.number for s in self.active()}
        self._changed()

    def _reveal(self) -> None:
        card = self.cards[self.index]
        for number in sorted(self.present[self.index]):
            if (number, self.index) not in self.answers:
                self.answers[(number, self.index)] = _scored(card, number, self.index, (), None)
        if self.teams:
            self._move_teams()
        self.phase = Phase.REVEAL
        self.paused = False
        self._changed()

    def _finish(self) -> None:
        self.phase = Phase.END
        self.paused = False
        self._changed()

    def _move_teams(self) -> None:
        order = sorted(self.track, key=lambda n: self.track[n])  # rear to front
        for number in order:
            answer = self.answers.get((number, self.index))
            if answer is None or not answer.points:
                continue
            occupied = {pos for n, pos in self.track.items() if n != number}
            pos, steps = self.track[number], answer.points
            while steps:
                pos += 1
                if pos not in occupied:
                    steps -= 1
            self.track[number] = pos

    def _changed(self) -> None:
        self.revision += 1

    # --- tips --------------------------------------------------------------------------------

    def answer(self, number: int, data: object, card: object = None) -> Answer:
        """Student ``number`` sends a tip for the open card (``card``: the index it was for, an
        ``int`` — ``true`` or ``1.0`` is no card index — or ``None``)."""
        if card is not None and type(card) is not int:
            raise QuizRefused("class.bad_tip")
        student = self.student(number)
        if student.removed:
            raise QuizRefused("class.removed")
        if self.phase == Phase.END:
            raise QuizRefused("class.over")
        if self.phase == Phase.LOBBY:
            raise QuizRefused("class.not_now")
        if self.phase == Phase.REVEAL or (card is not None and card != self.index):
            raise QuizRefused("class.too_late")
        if self.paused:
            raise QuizRefused("class.paused")
        left = self._deadline - self.clock()
        if left <= 0:
            raise QuizRefused("class.too_late")
        if (number, self.index) in self.answers:
            raise QuizRefused("class.already_answered")
        tip = parse_tip(data)
        seconds = round(min(self.timer, max(0.0, self.timer - left)), 3)
        answer = _scored(self.cards[self.index], number, self.index, tip, seconds)
        self.answers[(number, self.index)] = answer
        self.present[self.index].add(number)
        self._changed()
        return answer

    def answered(self, index: int | None = None) -> int:
        index = self.index if index is None else index
        return sum(1 for (_, c), a in self.answers.items() if c == index and a.seconds is not None)

    # --- what is shown -----------------------------------------------------------------------

    def leaderboard(self) -> list[dict[str, Any]]:
        """Active students (teams) best first: points (track space for teams), then right tips."""
        rows: list[dict[str, Any]] = []
        for s in self.active():
            mine = [a for (n, _), a in self.answers.items() if n == s.number]
            rows.append(
                {
                    "number": s.number,
                    "name": s.label,
                    "points": sum(a.points for a in mine),
                    "right": sum(1 for a in mine if a.right),
                    "space": self.track.get(s.number),
                }
            )
        key = "space" if self.teams else "points"
        rows.sort(key=lambda r: (-r[key], -r["right"], r["name"].casefold(), r["number"]))
        place = 0
        for i, row in enumerate(rows):
            if i == 0 or (row[key], row["right"]) != (rows[i - 1][key], rows[i - 1]["right"]):
                place = i + 1
            row["place"] = place
        return rows

    def card_summary(self, index: int) -> dict[str, Any]:
        """A revealed card: its solutions, the tally of tips and the share of right tips."""
        card = self.cards[index]
        mine = [a for (_, c), a in self.answers.items() if c == index]
        right = sum(1 for a in mine if a.right)
        return {
            "solutions": [list(s) for s in card.solutions],
            "solution_text": " / ".join(format_tip(s) for s in card.solutions),
            "explanation": card.explanation,
            "tally": tally(a.tip for a in mine),
            "students": len(mine),
            "right": right,
            "share_right": (right / len(mine)) if mine else 0.0,
            "percent_right": (200 * right + len(mine)) // (2 * len(mine)) if mine else 0,
        }

    def _card_face(self, index: int) -> dict[str, Any]:
        card = self.cards[index]
        return {"title": card.title, "prompt": card.prompt, "colour": card.colour}

    def view(self, number: int | None, *, show_names: bool = True) -> dict[str, Any]:
        """What a device sees (``number``) or the projector (None): never a solution before the
        reveal, never another student's tip, no names on the projector when hidden."""
        out: dict[str, Any] = {
            "phase": str(self.phase),
            "paused": self.paused,
            "card": self.index,
            "cards": len(self.cards),
            "timer": self.timer,
            "remaining": round(self.remaining(), 2),
            "teams": self.teams,
            "students": len(self.active()),
            "capacity": self.capacity,
            "answered": self.answered() if self.index >= 0 else 0,
            "revision": self.revision,
        }
        if 0 <= self.index and self.phase in (Phase.QUESTION, Phase.REVEAL):
            out["face"] = self._card_face(self.index)
        if self.phase == Phase.REVEAL:
            out["reveal"] = self.card_summary(self.index)
        board = self.leaderboard()
        if number is None:
            if not show_names:
                board = [{**row, "name": ""} for row in board]
            out["leaderboard"] = board
            out["names"] = [s.label for s in self.active()] if show_names else []
            out["show_names"] = show_names
            if self.teams:
                out["track"] = [
                    {"name": row["name"], "space": row["space"], "number": row["number"]}
                    for row in board
                ]
        else:
            student = self.student(number)
            mine = self.answers.get((number, self.index))
            out["me"] = {
                "number": number,
                "name": student.label,
                "tip": None if mine is None or mine.seconds is None else list(mine.tip),
                "points": sum(a.points for (n, _), a in self.answers.items() if n == number),
            }
            if self.phase == Phase.REVEAL and mine is not None:
                out["me"]["result"] = mine.as_dict()
            if self.phase in (Phase.REVEAL, Phase.END):
                out["me"]["place"] = next(
                    (row["place"] for row in board if row["number"] == number), None
                )
                out["leaderboard"] = board[:10]
        if self.phase == Phase.END:
            out["leaderboard"] = board if number is None or len(board) <= 10 else board[:10]
        return out

    # --- the report --------------------------------------------------------------------------

    def report(self) -> dict[str, Any]:
        """Everything the report stores: the cards asked, the students and every tip."""
        asked = sorted(self.present)
        return {
            "teams": self.teams,
            "timer": self.timer,
            "cards": [
                {
                    "position": i + 1,
                    "card_ref": self.cards[i].id,
                    "title": self.cards[i].title,
                    "colour": self.cards[i].colour,
                    "deck": self.cards[i].deck,
                    "solutions": [list(s) for s in self.cards[i].solutions],
                }
                for i in asked
            ],
            "students": [
                {"number": s.number, "name": s.name, "label": s.label, "removed": s.removed}
                for s in self.students
            ],
            "answers": [
                {**a.as_dict(), "card": a.card + 1}
                for _, a in sorted(self.answers.items(), key=lambda kv: (kv[0][1], kv[0][0]))
            ],
        }


def _scored(card: Card, number: int, index: int, tip: Tip, seconds: float | None) -> Answer:
    right, points = score_tip(card.solutions, tip)
    return Answer(
        student=number,
        card=index,
        tip=tuple(tip),
        seconds=seconds,
        stones=len(tip),
        stones_right=stones_right(card.solutions, tip),
        right=right,
        points=points,
    )


#: the quadrant letters, re-exported for renderers that draw the board
QUADRANT_LETTERS = QUADRANTS
