"""One class quiz: cards, students or teams, phases, tips, scores, the tally and the leaderboard.

Scoring is Finden Sie Minden's (:mod:`geoquiz.games.minden.cards`): a tip is a prefix of
``(ew, zone, square, quadrant)``; it is right when one of the card's solutions agrees with every
stone placed (:func:`~geoquiz.games.minden.cards.tip_is_right`); a right tip scores one point per
stone, a tip with any wrong stone scores nothing. Teams move their figure on the score track by the
game's own rule (:func:`~geoquiz.games.minden.scoring.steps_forward`): rear to front, each step to
the next free space (occupied spaces are skipped, not counted); the optional final colour bonus is
the game's too (:func:`~geoquiz.games.minden.scoring.colour_leaders`).

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

from geoquiz.games.classquiz.names import face
from geoquiz.games.common import IllegalMove
from geoquiz.games.minden.cards import COLOURS, Card, Tip, check_tip, format_tip, tip_is_right
from geoquiz.games.minden.scoring import colour_leaders, steps_forward
from geoquiz.games.tokens import holder, token_digest
from geoquiz.geo.board import EW, QUADRANTS, ZONE_SQUARES, ZONES

__all__ = [
    "MAX_NAME",
    "MAX_STUDENTS",
    "MAX_TEAMS",
    "Answer",
    "Phase",
    "Quiz",
    "QuizRefused",
    "Student",
    "Tally",
    "clean_name",
    "token_digest",
    "parse_tip",
    "score_tip",
    "stones_right",
    "tally",
]

#: devices one quiz serves (DESIGN §12: one laptop, 300 devices; bench/bench_classroom_scale.py)
MAX_STUDENTS = 300
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
    #: what is stored to recognise the token after a restart (:func:`token_digest`); the token
    #: itself lives only on the device and in this process
    digest: str = ""

    def __post_init__(self) -> None:
        if not self.digest:
            self.digest = token_digest(self.token)

    def as_dict(self) -> dict[str, Any]:
        """The student as the live journal keeps it (no token: its digest)."""
        return {
            "number": self.number,
            "name": self.name,
            "label": self.label,
            "first_card": self.first_card,
            "lang": self.lang,
            "removed": self.removed,
            "digest": self.digest,
        }


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


class Tally:
    """:func:`tally` kept up to date one tip at a time (O(1) a tip): what the projector and the
    reveal show, never rebuilt from all answers."""

    __slots__ = ("ew", "none", "quadrant", "side_zone", "square", "tips", "zone")

    def __init__(self) -> None:
        self.tips = self.none = 0
        self.ew = dict.fromkeys(EW, 0)
        self.zone = dict.fromkeys(ZONES, 0)
        self.side_zone = {f"{e}{z}": 0 for e in EW for z in ZONES}
        self.square: dict[str, int] = {}
        self.quadrant: dict[str, int] = {}

    def add(self, tip: Sequence[Any]) -> None:
        self.tips += 1
        if not tip:
            self.none += 1
            return
        self.ew[tip[0]] += 1
        if len(tip) >= 2:
            self.zone[tip[1]] += 1
            self.side_zone[f"{tip[0]}{tip[1]}"] += 1
        if len(tip) >= 3:
            key = f"{tip[1]}{tip[2]}"
            self.square[key] = self.square.get(key, 0) + 1
        if len(tip) == 4:
            key = f"{tip[1]}{tip[2]}{tip[3]}"
            self.quadrant[key] = self.quadrant.get(key, 0) + 1

    def as_dict(self) -> dict[str, Any]:
        """The same data as :func:`tally` (squares in board order, quadrants sorted)."""
        order = {f"{z}{n}": i for i, (z, n) in enumerate(_SQUARES)}
        return {
            "tips": self.tips,
            "none": self.none,
            "ew": dict(self.ew),
            "zone": dict(self.zone),
            "side_zone": dict(self.side_zone),
            "square": dict(sorted(self.square.items(), key=lambda kv: order[kv[0]])),
            "quadrant": dict(sorted(self.quadrant.items())),
        }


_SQUARES = [(z, n) for z in ZONES for n in range(1, ZONE_SQUARES[z] + 1)]


@dataclass
class _CardCount:
    """One card's running counts: who has a row, who sent a tip in time, right tips, the tally."""

    rows: int = 0
    sent: set[int] = field(default_factory=set)
    right: int = 0
    tally: Tally = field(default_factory=Tally)


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
    #: the language of the cards' ``prompt`` (the teacher's) and the projector's
    lang: str = "de"
    #: card id → language → prompt, the prompts a card has in other languages (others are made
    #: from the title: :mod:`.names`)
    prompts: dict[str, dict[str, str]] = field(default_factory=dict)
    #: the rulebook's final colour bonus: for each colour, the most right cards of it — a single
    #: leader +5, each tied leader +2 (:meth:`_colour_bonus`)
    colour_bonus: bool = False
    #: points (teams: spaces) from the final colour bonus, per student
    bonus: dict[int, int] = field(default_factory=dict)
    #: who got which colour's bonus: ``[{"colour", "numbers", "points"}]``
    bonus_lines: list[dict[str, Any]] = field(default_factory=list)
    phase: Phase = Phase.LOBBY
    index: int = -1
    paused: bool = False
    revision: int = 0
    students: list[Student] = field(default_factory=list)
    answers: dict[tuple[int, int], Answer] = field(default_factory=dict)
    present: dict[int, set[int]] = field(default_factory=dict)
    track: dict[int, int] = field(default_factory=dict)
    #: bumped by what every device must see at once (a phase, pause, a card, a join or removal);
    #: a tip changes only :attr:`revision` (the server sends others the counts later)
    epoch: int = 0
    _deadline: float = 0.0
    _left: float = 0.0
    #: running sums kept by :meth:`_record`: points and right tips per student, counts per card
    _points: dict[int, int] = field(default_factory=dict)
    _right: dict[int, int] = field(default_factory=dict)
    _counts: dict[int, _CardCount] = field(default_factory=dict)
    _board: tuple[int, list[dict[str, Any]]] | None = None
    _places: tuple[int, dict[int, int]] | None = None
    _summary: tuple[int, int, dict[str, Any]] | None = None
    #: what changed since the server last took it (:meth:`take_journal`): ``("student", {…})``,
    #: ``("card", {…})``, ``("answer", {…})``, ``("removed", {"number"})``, ``("end", {})``, in
    #: order — the store writes each as it comes, so a crash keeps every tip
    journal: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

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
        for answer in list(self.answers.values()):
            self._count(answer)
        self.journal.clear()

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
        self.journal.append(("student", student.as_dict()))
        if self.teams:
            self.track[student.number] = 0
        if self.phase == Phase.QUESTION:
            self.present[self.index].add(student.number)  # a late joiner answers this card too
        self._changed(everyone=True)
        return student

    def student_for_token(self, token: object) -> Student | None:
        """The (not removed) student whose token this is — constant-time comparison."""
        return holder(token, ((None if s.removed else s.digest, s) for s in self.students))

    def remove(self, number: int) -> Student:
        """Turn a student away: their token stops working; their tips so far stay in the report."""
        student = self.student(number)
        student.removed = True
        self.journal.append(("removed", {"number": number}))
        if self.phase == Phase.QUESTION and (number, self.index) not in self.answers:
            self.present[self.index].discard(number)
        self._changed(everyone=True)
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
        self._changed(everyone=True)

    def resume(self) -> None:
        if not self.paused:
            return
        self.paused = False
        if self.phase == Phase.QUESTION:
            self._deadline = self.clock() + self._left
        self._changed(everyone=True)

    def shift(self, seconds: float) -> None:
        """Give the open card ``seconds`` more (the laptop slept: the phones' time stood still
        for the class, so the card's remaining time is what the phones showed)."""
        if self.phase == Phase.QUESTION and not self.paused and seconds > 0:
            self._deadline += seconds
            self._changed(everyone=True)

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
        sent = self._counts[self.index].sent if self.index in self._counts else set()
        if self.clock() >= self._deadline or self.present[self.index] <= sent:
            self._reveal()
            return True
        return False

    def _open(self, index: int) -> None:
        self.phase = Phase.QUESTION
        self.index = index
        self.paused = False
        self._deadline = self.clock() + self.timer
        self.present[index] = {s.number for s in self.active()}
        self._counts.setdefault(index, _CardCount())
        self.journal.append(("card", self.card_record(index)))
        self._changed(everyone=True)

    def _reveal(self) -> None:
        card = self.cards[self.index]
        for number in sorted(self.present[self.index]):
            if (number, self.index) not in self.answers:
                self._record(_scored(card, number, self.index, (), None))
        if self.teams:
            self._move_teams()
        self.phase = Phase.REVEAL
        self.paused = False
        self._changed(everyone=True)

    def _finish(self) -> None:
        if self.colour_bonus:
            self._colour_bonus()
        self.journal.append(("end", {}))
        self.phase = Phase.END
        self.paused = False
        self._changed(everyone=True)

    def _colour_bonus(self) -> None:
        """The rulebook's final bonus, colour by colour (yellow, orange, green, blue): whoever
        has the most right cards of a colour gets 5, each of several tied leaders 2; a colour
        nobody got right counts for nobody. Teams move on the track (rear to front, occupied
        spaces skipped)."""
        active = sorted(s.number for s in self.active())
        for colour in COLOURS:
            counts = dict.fromkeys(active, 0)
            for (number, index), answer in self.answers.items():
                if number in counts and answer.right and self.cards[index].colour == colour:
                    counts[number] += 1
            leaders, points = colour_leaders(counts)
            if not leaders:
                continue
            self.bonus_lines.append({"colour": colour, "numbers": leaders, "points": points})
            if self.teams:
                for number in sorted(leaders, key=lambda n: self.track[n]):
                    self._advance(number, points)
            for number in leaders:
                self.bonus[number] = self.bonus.get(number, 0) + points

    def _advance(self, number: int, steps: int) -> None:
        occupied = {pos for n, pos in self.track.items() if n != number}
        path = steps_forward(self.track[number], steps, occupied)
        if path:
            self.track[number] = path[-1]

    def _move_teams(self) -> None:
        order = sorted(self.track, key=lambda n: self.track[n])  # rear to front
        for number in order:
            answer = self.answers.get((number, self.index))
            if answer is None or not answer.points:
                continue
            self._advance(number, answer.points)

    def _changed(self, *, everyone: bool = False) -> None:
        self.revision += 1
        if everyone:
            self.epoch += 1

    def _record(self, answer: Answer) -> None:
        self.answers[(answer.student, answer.card)] = answer
        self._count(answer)
        self.journal.append(("answer", {**answer.as_dict(), "card": answer.card + 1}))

    def take_journal(self) -> list[tuple[str, dict[str, Any]]]:
        """The changes since the last call (and forget them here)."""
        events, self.journal = self.journal, []
        return events

    def card_record(self, index: int) -> dict[str, Any]:
        """A card as the report keeps it (position 1, 2, …)."""
        card = self.cards[index]
        return {
            "position": index + 1,
            "card_ref": card.id,
            "title": card.title,
            "colour": card.colour,
            "deck": card.deck,
            "solutions": [list(s) for s in card.solutions],
        }

    def live(self) -> dict[str, Any]:
        """Where the quiz stands, for a restart (:meth:`restore`): phase, open card and its
        remaining time, the students (token digests), the team track. The tips are in the
        report's rows."""
        return {
            "phase": str(self.phase),
            "index": self.index,
            "paused": self.paused,
            "remaining": round(self.remaining(), 2),
            "timer": self.timer,
            "teams": self.teams,
            "capacity": self.capacity,
            "colour_bonus": self.colour_bonus,
            "cards": [c.id for c in self.cards],
            "students": [s.as_dict() for s in self.students],
            "track": {str(k): v for k, v in self.track.items()},
        }

    def again(self) -> Quiz:
        """The same cards in the same order with the same options and the same devices (their
        tokens still work: the phones stay joined), from the lobby, with no tips yet."""
        quiz = Quiz(
            self.cards, timer=self.timer, teams=self.teams, capacity=self.capacity,
            clock=self.clock, lang=self.lang, prompts=self.prompts,
            colour_bonus=self.colour_bonus,
        )  # fmt: skip
        for s in self.students:
            copy = Student(
                number=s.number, name=s.name, label=s.label, token=s.token, first_card=0,
                lang=s.lang, removed=s.removed, digest=s.digest,
            )  # fmt: skip
            quiz.students.append(copy)
            quiz.journal.append(("student", copy.as_dict()))
            if quiz.teams:
                quiz.track[copy.number] = 0
        quiz.revision = self.revision + 1  # the pages drop views older than what they hold
        quiz.epoch = self.epoch + 1
        return quiz

    @classmethod
    def restore(
        cls,
        cards: Sequence[Card],
        live: dict[str, Any],
        answers: Iterable[dict[str, Any]],
        *,
        clock: Callable[[], float] = time.monotonic,
        min_remaining: float = 5.0,
    ) -> Quiz:
        """The quiz as :meth:`live` and the stored answers left it. An open card opens again
        with the time its phones showed (at least ``min_remaining`` seconds); its tips stay."""
        quiz = cls(
            cards, timer=float(live["timer"]), teams=int(live["teams"]),
            capacity=int(live["capacity"]), clock=clock,
            colour_bonus=bool(live.get("colour_bonus", False)),
        )  # fmt: skip
        for s in live["students"]:
            quiz.students.append(
                Student(
                    number=int(s["number"]),
                    name=str(s["name"]),
                    label=str(s["label"]),
                    token="",
                    first_card=int(s["first_card"]),
                    lang=str(s["lang"]),
                    removed=bool(s["removed"]),
                    digest=str(s["digest"]),
                )  # fmt: skip
            )
        quiz.track = {int(k): int(v) for k, v in live.get("track", {}).items()}
        for a in answers:
            answer = Answer(
                student=int(a["student"]), card=int(a["card"]) - 1, tip=tuple(a["tip"]),
                seconds=a["seconds"], stones=int(a["stones"]),
                stones_right=int(a["stones_right"]), right=bool(a["right"]),
                points=int(a["points"]),
            )  # fmt: skip
            quiz.answers[(answer.student, answer.card)] = answer
            quiz._count(answer)
            quiz.present.setdefault(answer.card, set()).add(answer.student)
        quiz.index = int(live["index"])
        quiz.phase = Phase(live["phase"])
        if quiz.phase == Phase.QUESTION:
            quiz.present.setdefault(quiz.index, set()).update(s.number for s in quiz.active())
            quiz._counts.setdefault(quiz.index, _CardCount())
            left = max(min_remaining, float(live["remaining"]))
            quiz.paused = bool(live["paused"])
            quiz._left = left
            quiz._deadline = clock() + left
        elif quiz.phase == Phase.REVEAL:
            quiz.present.setdefault(quiz.index, set())
        quiz.revision = quiz.epoch = 1
        return quiz

    def _count(self, answer: Answer) -> None:
        """Add one answer to the running sums (each answer once: a tip is never replaced)."""
        n = answer.student
        self._points[n] = self._points.get(n, 0) + answer.points
        self._right[n] = self._right.get(n, 0) + int(answer.right)
        count = self._counts.setdefault(answer.card, _CardCount())
        count.rows += 1
        count.right += int(answer.right)
        if answer.seconds is not None:
            count.sent.add(n)
        count.tally.add(answer.tip)

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
        self._record(answer)
        self.present[self.index].add(number)
        self._changed()
        return answer

    def answered(self, index: int | None = None) -> int:
        index = self.index if index is None else index
        count = self._counts.get(index)
        return len(count.sent) if count is not None else 0

    def sent(self, index: int | None = None) -> set[int]:
        """The students who sent a tip for card ``index`` (the open one by default)."""
        count = self._counts.get(self.index if index is None else index)
        return set(count.sent) if count is not None else set()

    def points(self, number: int) -> int:
        """A student's points as shown: the open card's tip counts only once it is revealed; the
        colour bonus at the end."""
        points = self._points.get(number, 0) + self.bonus.get(number, 0)
        if self.phase == Phase.QUESTION:
            mine = self.answers.get((number, self.index))
            if mine is not None:
                points -= mine.points
        return points

    def right_tips(self, number: int) -> int:
        right = self._right.get(number, 0)
        if self.phase == Phase.QUESTION:
            mine = self.answers.get((number, self.index))
            if mine is not None:
                right -= int(mine.right)
        return right

    # --- what is shown -----------------------------------------------------------------------

    def leaderboard(self) -> list[dict[str, Any]]:
        """Active students (teams) best first: points (track space for teams), then right tips.
        Built once per revision from the running sums (a fresh list of fresh rows each call)."""
        if self._board is None or self._board[0] != self.revision:
            self._board = (self.revision, self._leaderboard())
        return [dict(row) for row in self._board[1]]

    def _leaderboard(self) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        for s in self.active():
            rows.append(
                {
                    "number": s.number,
                    "name": s.label,
                    "points": self.points(s.number),
                    "right": self.right_tips(s.number),
                    "space": self.track.get(s.number),
                }
            )
        # equal points (spaces) share a place; within it: more right cards first, then the name
        key = "space" if self.teams else "points"
        rows.sort(key=lambda r: (-r[key], -r["right"], r["name"].casefold(), r["number"]))
        place = 0
        for i, row in enumerate(rows):
            if i == 0 or row[key] != rows[i - 1][key]:
                place = i + 1
            row["place"] = place
        return rows

    def card_summary(self, index: int) -> dict[str, Any]:
        """A revealed card: its solutions, the tally of tips and the share of right tips (made
        once per revision: every phone's view holds the same)."""
        cached = self._summary
        if cached is not None and cached[:2] == (index, self.revision):
            return cached[2]
        summary = self._card_summary(index)
        self._summary = (index, self.revision, summary)
        return summary

    def _card_summary(self, index: int) -> dict[str, Any]:
        card = self.cards[index]
        count = self._counts.get(index) or _CardCount()
        rows, right = count.rows, count.right
        return {
            "solutions": [list(s) for s in card.solutions],
            "solution_text": " / ".join(format_tip(s) for s in card.solutions),
            "explanation": card.explanation,
            "tally": count.tally.as_dict(),
            "students": rows,
            "right": right,
            "share_right": (right / rows) if rows else 0.0,
            "percent_right": (200 * right + rows) // (2 * rows) if rows else 0,
        }

    def _card_face(self, index: int, lang: str | None = None) -> dict[str, Any]:
        """The open card as a device in ``lang`` sees it: title and prompt in its language."""
        card = self.cards[index]
        given = dict(self.prompts.get(card.id, {}))
        if card.prompt:
            given.setdefault(self.lang, card.prompt)
        title, prompt = face(card.title, lang or self.lang, given)
        return {"title": title, "prompt": prompt, "colour": card.colour}

    def view(self, number: int | None, *, show_names: bool = True) -> dict[str, Any]:
        """What a device sees (``number``) or the projector (None): never a solution before the
        reveal, never another student's tip, no names on the projector when hidden."""
        if number is None:
            out = self._base(self.lang)
            self._public(out, show_names)
            return out
        return {**self.student_base(self.student(number).lang), "me": self.me(number)}

    def _base(self, lang: str) -> dict[str, Any]:
        out: dict[str, Any] = {
            "phase": str(self.phase),
            "paused": self.paused,
            "card": self.index,
            "cards": len(self.cards),
            "timer": self.timer,
            "remaining": round(self.remaining(), 2),
            "teams": self.teams,
            "students": len(self.students) - sum(1 for s in self.students if s.removed),
            "capacity": self.capacity,
            "answered": self.answered() if self.index >= 0 else 0,
            "revision": self.revision,
        }
        if 0 <= self.index and self.phase in (Phase.QUESTION, Phase.REVEAL):
            out["face"] = self._card_face(self.index, lang)
        if self.phase == Phase.REVEAL:
            out["reveal"] = self.card_summary(self.index)
        return out

    def student_base(self, lang: str) -> dict[str, Any]:
        """The part of a student's view every phone in ``lang`` shares (the server encodes it
        once per change and language and adds each phone's :meth:`me`)."""
        out = self._base(lang)
        if self.phase in (Phase.REVEAL, Phase.END):
            out["leaderboard"] = self._shown_board()[:10]
        if self.phase == Phase.END and self.bonus_lines:
            out["bonus"] = self._bonus_shown(True)
        return out

    def _bonus_shown(self, show_names: bool) -> list[dict[str, Any]]:
        return [
            {
                "colour": line["colour"],
                "points": line["points"],
                "names": [self.student(n).label if show_names else "" for n in line["numbers"]],
            }
            for line in self.bonus_lines
        ]

    def me(self, number: int) -> dict[str, Any]:
        """One student's own part of the view: their tip, points, result and place."""
        student = self.student(number)
        mine = self.answers.get((number, self.index))
        out: dict[str, Any] = {
            "number": number,
            "name": student.label,
            "tip": None if mine is None or mine.seconds is None else list(mine.tip),
            "points": self.points(number),
        }
        if self.phase == Phase.REVEAL and mine is not None:
            out["result"] = mine.as_dict()
        if self.phase in (Phase.REVEAL, Phase.END):
            out["place"] = self._place(number)
        return out

    def _shown_board(self) -> list[dict[str, Any]]:
        """The cached leaderboard (not copied: the caller only serialises it)."""
        self.leaderboard()
        assert self._board is not None
        return self._board[1]

    def _place(self, number: int) -> int | None:
        places = self._places
        if places is None or places[0] != self.revision:
            places = (self.revision, {row["number"]: row["place"] for row in self._shown_board()})
            self._places = places
        return places[1].get(number)

    def _public(self, out: dict[str, Any], show_names: bool) -> None:
        """The projector's part: the leaderboard (not while a card is open: it would show who
        tipped right before the reveal), names, the team track."""
        board = self.leaderboard() if self.phase != Phase.QUESTION else []
        if not show_names:
            board = [{**row, "name": ""} for row in board]
        out["leaderboard"] = board
        # the join wall's names: in the lobby (not with every tip of a card)
        lobby = self.phase == Phase.LOBBY
        out["names"] = [s.label for s in self.active()] if show_names and lobby else []
        out["show_names"] = show_names
        if self.phase == Phase.END and self.bonus_lines:
            out["bonus"] = self._bonus_shown(show_names)
        if self.teams:
            out["track"] = [
                {"name": row["name"], "space": row["space"], "number": row["number"]}
                for row in (board or self.leaderboard())
            ]
            if not show_names:
                for row in out["track"]:
                    row["name"] = ""

    # --- the report --------------------------------------------------------------------------

    def report(self) -> dict[str, Any]:
        """Everything the report stores: the cards asked, the students and every tip."""
        asked = sorted(self.present)
        return {
            "teams": self.teams,
            "timer": self.timer,
            "colour_bonus": self.colour_bonus,
            "cards": [self.card_record(i) for i in asked],
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
