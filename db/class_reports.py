"""Class quiz reports (DESIGN §12): per student and card the tip, stones right and time.

Four tables hang off one ``class_sessions`` row, all deleted with it: the cards asked (title,
colour and solutions copied, so a report survives edits and deletions of its deck), the students
by the names they typed, and one answer per student and card. Written by the classroom server as
things happen (:func:`write_events`: a card when it opens, a student when they join, every tip as
it arrives — a crash keeps them all); :func:`save_report` stores a whole report at once. A quiz
is **cut short** when it has no end time (the laptop crashed or the app was killed) or fewer
cards were asked than planned (the teacher ended it early). Read by ``geoquiz class report`` and
the printable page. No games import here: the rows come in
as plain data (``geoquiz.games.classquiz.Quiz.report``).

A quiz played with the rulebook's final **colour bonus** (``colour_bonus``, migration
``0006_class_colour_bonus``) that ended gets it again from its rows (:func:`colour_bonus`: per
colour the most right cards of it among the students not removed, a single leader +5, each
tied leader +2, as the quiz gave it); the CSV lists each award as a row of its own and the PDF's
totals include it, so a student's points add up to what the final leaderboard showed.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Float,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
    delete,
    false,
    insert,
    select,
    update,
)
from sqlalchemy.orm import Mapped, Session, mapped_column

from geoquiz.db.models import Base, utcnow

__all__ = [
    "ClassAnswer",
    "ClassCard",
    "ClassSession",
    "ClassStudent",
    "answer_rows",
    "card_stats",
    "cut_short",
    "open_session",
    "percent",
    "delete_report",
    "last_report_id",
    "list_reports",
    "load_report",
    "report_csv",
    "save_report",
    "write_events",
]


class ClassSession(Base):
    """One class quiz as it was run."""

    __tablename__ = "class_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    room: Mapped[str] = mapped_column(String(12))
    deck: Mapped[str] = mapped_column(String(120))
    colour: Mapped[str | None] = mapped_column(String(8))
    teams: Mapped[int] = mapped_column(Integer, default=0)
    timer: Mapped[float] = mapped_column(Float)
    planned_cards: Mapped[int] = mapped_column(Integer)
    #: played with the rulebook's final colour bonus
    colour_bonus: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    started_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    ended_at: Mapped[datetime | None] = mapped_column()


def _parent(table: str) -> Mapped[int]:
    """A column that points at a row of ``table`` and goes with it (deleted in cascade, indexed)."""
    return mapped_column(ForeignKey(f"{table}.id", ondelete="CASCADE"), index=True)


def _unique(table: str, *columns: str) -> tuple[UniqueConstraint]:
    """``__table_args__`` for ``columns`` that name one row of ``table`` together; the constraint
    is called as the migration created it: ``uq_<table>_<columns without _id>``."""
    name = "_".join(["uq", table, *(c.removesuffix("_id") for c in columns)])
    return (UniqueConstraint(*columns, name=name),)


class _OfSession:
    """The columns of every row that belongs to one quiz: its id and the quiz, deleted with it."""

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = _parent("class_sessions")


class ClassCard(_OfSession, Base):
    """A card as it was asked (position 1, 2, …); ``solutions`` is a list of 4-part lists."""

    __tablename__ = "class_cards"
    __table_args__ = _unique("class_cards", "session_id", "position")

    position: Mapped[int] = mapped_column(Integer)
    card_ref: Mapped[str] = mapped_column(String(40))
    title: Mapped[str] = mapped_column(String(200))
    colour: Mapped[str] = mapped_column(String(8))
    deck: Mapped[str] = mapped_column(String(120), default="")
    solutions: Mapped[list[Any]] = mapped_column(JSON)


class ClassStudent(_OfSession, Base):
    """A device of the quiz: the name as typed and the label shown (``Anna (2)``)."""

    __tablename__ = "class_students"
    __table_args__ = _unique("class_students", "session_id", "number")

    number: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(40))
    label: Mapped[str] = mapped_column(String(48))
    removed: Mapped[bool] = mapped_column(Boolean, default=False)


class ClassAnswer(_OfSession, Base):
    """One student's tip on one card (``seconds`` None: nothing sent in time)."""

    __tablename__ = "class_answers"
    __table_args__ = _unique("class_answers", "student_id", "card_id")

    student_id: Mapped[int] = _parent("class_students")
    card_id: Mapped[int] = _parent("class_cards")
    tip: Mapped[list[Any]] = mapped_column(JSON)
    stones: Mapped[int] = mapped_column(Integer)
    stones_right: Mapped[int] = mapped_column(Integer)
    right: Mapped[bool] = mapped_column(Boolean)
    points: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[float | None] = mapped_column(Float)


def save_report(
    session: Session, meta: dict[str, Any], report: dict[str, Any], report_id: int | None = None
) -> int:
    """Store (or replace the rows of) one quiz's report; returns its id.

    ``meta``: ``room``, ``deck``, ``colour``, ``planned_cards`` and, once over, ``ended``;
    ``report``: ``Quiz.report()`` (cards by position, students by number, answers).
    """
    row = session.get(ClassSession, report_id) if report_id is not None else None
    if row is None:
        row = ClassSession(
            room=str(meta["room"])[:12],
            deck=str(meta["deck"])[:120],
            colour=meta.get("colour"),
            teams=int(report["teams"]),
            timer=float(report["timer"]),
            planned_cards=int(meta["planned_cards"]),
            colour_bonus=bool(meta.get("colour_bonus")),
        )
        session.add(row)
        session.flush()
    else:
        for model in (ClassAnswer, ClassStudent, ClassCard):
            session.execute(delete(model).where(model.session_id == row.id))
    if meta.get("ended"):
        row.ended_at = utcnow()
    cards = {}
    for c in report["cards"]:
        card = ClassCard(
            session_id=row.id,
            position=int(c["position"]),
            card_ref=str(c["card_ref"])[:40],
            title=str(c["title"])[:200],
            colour=str(c["colour"]),
            deck=str(c.get("deck", ""))[:120],
            solutions=[list(s) for s in c["solutions"]],
        )
        session.add(card)
        cards[card.position] = card
    students = {}
    for s in report["students"]:
        student = ClassStudent(
            session_id=row.id,
            number=int(s["number"]),
            name=str(s["name"])[:40],
            label=str(s["label"])[:48],
            removed=bool(s["removed"]),
        )
        session.add(student)
        students[student.number] = student
    session.flush()
    for a in report["answers"]:
        session.add(
            ClassAnswer(
                session_id=row.id,
                student_id=students[int(a["student"])].id,
                card_id=cards[int(a["card"])].id,
                tip=list(a["tip"]),
                stones=int(a["stones"]),
                stones_right=int(a["stones_right"]),
                right=bool(a["right"]),
                points=int(a["points"]),
                seconds=a["seconds"],
            )
        )
    session.flush()
    return row.id


def open_session(session: Session, meta: dict[str, Any], teams: int, timer: float) -> int:
    """A new quiz's row (``meta``: ``room``, ``deck``, ``colour``, ``planned_cards``,
    ``colour_bonus``)."""
    row = ClassSession(
        room=str(meta["room"])[:12],
        deck=str(meta["deck"])[:120],
        colour=meta.get("colour"),
        teams=int(teams),
        timer=float(timer),
        planned_cards=int(meta["planned_cards"]),
        colour_bonus=bool(meta.get("colour_bonus")),
    )
    session.add(row)
    session.flush()
    return row.id


def write_events(
    session: Session, report_id: int, events: list[tuple[str, dict[str, Any]]]
) -> None:
    """Store a quiz's changes in order, in the caller's transaction: ``("card", Quiz.card_record)``,
    ``("student", Student.as_dict)``, ``("answer", {…, "card": position})``, ``("removed",
    {"number"})``, ``("end", {})``. Answers go in one ``executemany`` per batch; a card or
    student already stored (a resumed quiz) is kept."""
    cards: dict[int, int] = {
        position: row_id
        for position, row_id in session.execute(
            select(ClassCard.position, ClassCard.id).where(ClassCard.session_id == report_id)
        )
    }
    students: dict[int, int] = {
        number: row_id
        for number, row_id in session.execute(
            select(ClassStudent.number, ClassStudent.id).where(ClassStudent.session_id == report_id)
        )
    }
    answers: list[dict[str, Any]] = []

    def flush_answers() -> None:
        if answers:
            session.execute(insert(ClassAnswer), answers)
            answers.clear()

    for kind, data in events:
        if kind == "answer":
            answers.append(
                {
                    "session_id": report_id,
                    "student_id": students[int(data["student"])],
                    "card_id": cards[int(data["card"])],
                    "tip": list(data["tip"]),
                    "stones": int(data["stones"]),
                    "stones_right": int(data["stones_right"]),
                    "right": bool(data["right"]),
                    "points": int(data["points"]),
                    "seconds": data["seconds"],
                }
            )
            continue
        flush_answers()
        if kind == "card" and int(data["position"]) not in cards:
            card = ClassCard(
                session_id=report_id,
                position=int(data["position"]),
                card_ref=str(data["card_ref"])[:40],
                title=str(data["title"])[:200],
                colour=str(data["colour"]),
                deck=str(data.get("deck", ""))[:120],
                solutions=[list(x) for x in data["solutions"]],
            )
            session.add(card)
            session.flush()
            cards[card.position] = card.id
        elif kind == "student" and int(data["number"]) not in students:
            student = ClassStudent(
                session_id=report_id,
                number=int(data["number"]),
                name=str(data["name"])[:40],
                label=str(data["label"])[:48],
                removed=bool(data.get("removed", False)),
            )
            session.add(student)
            session.flush()
            students[student.number] = student.id
        elif kind == "removed":
            session.execute(
                update(ClassStudent)
                .where(ClassStudent.session_id == report_id)
                .where(ClassStudent.number == int(data["number"]))
                .values(removed=True)
            )
        elif kind == "end":
            session.execute(
                update(ClassSession).where(ClassSession.id == report_id).values(ended_at=utcnow())
            )
    flush_answers()
    session.flush()


def cut_short(report: dict[str, Any]) -> bool:
    """Whether a quiz ended before its last card: no end time (a crash, or still running), or
    fewer cards asked than planned."""
    info = report["session"]
    return info["ended_at"] is None or len(report["cards"]) < int(info["planned_cards"])


def list_reports(session: Session) -> list[ClassSession]:
    """Every stored quiz, newest first."""
    query = select(ClassSession).order_by(ClassSession.started_at.desc(), ClassSession.id.desc())
    return list(session.scalars(query))


def last_report_id(session: Session) -> int | None:
    reports = list_reports(session)
    return reports[0].id if reports else None


def delete_report(session: Session, report_id: int) -> bool:
    """Delete one report with all its rows; False if there is none of that id."""
    row = session.get(ClassSession, report_id)
    if row is None:
        return False
    for model in (ClassAnswer, ClassStudent, ClassCard):
        session.execute(delete(model).where(model.session_id == report_id))
    session.delete(row)
    session.flush()
    return True


def load_report(session: Session, report_id: int) -> dict[str, Any] | None:
    """One report as plain data: ``session``, ``cards``, ``students`` and ``answers`` (with the
    card's position and the student's number), or None."""
    row = session.get(ClassSession, report_id)
    if row is None:
        return None
    cards = list(
        session.scalars(
            select(ClassCard).where(ClassCard.session_id == row.id).order_by(ClassCard.position)
        )
    )
    students = list(
        session.scalars(
            select(ClassStudent)
            .where(ClassStudent.session_id == row.id)
            .order_by(ClassStudent.number)
        )
    )
    by_card = {c.id: c.position for c in cards}
    by_student = {s.id: s.number for s in students}
    answers = session.scalars(select(ClassAnswer).where(ClassAnswer.session_id == row.id))
    report: dict[str, Any] = {
        "session": {
            "id": row.id,
            "room": row.room,
            "deck": row.deck,
            "colour": row.colour,
            "teams": row.teams,
            "timer": row.timer,
            "planned_cards": row.planned_cards,
            "colour_bonus": bool(row.colour_bonus),
            "started_at": row.started_at.isoformat(timespec="seconds"),
            "ended_at": row.ended_at.isoformat(timespec="seconds") if row.ended_at else None,
        },
        "cards": [
            {
                "position": c.position,
                "card_ref": c.card_ref,
                "title": c.title,
                "colour": c.colour,
                "deck": c.deck,
                "solutions": c.solutions,
            }
            for c in cards
        ],
        "students": [
            {"number": s.number, "name": s.name, "label": s.label, "removed": s.removed}
            for s in students
        ],
        "answers": sorted(
            (
                {
                    "card": by_card[a.card_id],
                    "student": by_student[a.student_id],
                    "tip": a.tip,
                    "stones": a.stones,
                    "stones_right": a.stones_right,
                    "right": a.right,
                    "points": a.points,
                    "seconds": a.seconds,
                }
                for a in answers
            ),
            key=lambda r: (r["card"], r["student"]),
        ),
    }
    report["session"]["cut_short"] = cut_short(report)
    return report


#: the colours in the rulebook's order of the final bonus (``games.minden.cards.COLOURS``)
BONUS_COLOURS = ("yellow", "orange", "green", "blue")


def colour_bonus(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The final colour bonus of a quiz played with it and ended, from its rows: per colour
    ``{"colour", "numbers", "points"}`` — the students (not removed) with the most right cards
    of that colour, 5 for a single leader, 2 each for tied leaders; a colour nobody got right
    counts for nobody. Empty without the option or for a quiz that did not end."""
    s = report["session"]
    if not s.get("colour_bonus") or s.get("ended_at") is None:
        return []
    colours = {c["position"]: c["colour"] for c in report["cards"]}
    active = [st["number"] for st in report["students"] if not st["removed"]]
    lines = []
    for colour in BONUS_COLOURS:
        counts = dict.fromkeys(active, 0)
        for a in report["answers"]:
            if a["right"] and a["student"] in counts and colours[a["card"]] == colour:
                counts[a["student"]] += 1
        best = max(counts.values(), default=0)
        if best == 0:
            continue
        leaders = sorted(n for n, c in counts.items() if c == best)
        lines.append(
            {"colour": colour, "numbers": leaders, "points": 5 if len(leaders) == 1 else 2}
        )
    return lines


def bonus_points(report: dict[str, Any]) -> dict[int, int]:
    """Student number → points from the colour bonus (:func:`colour_bonus`)."""
    out: dict[int, int] = {}
    for line in colour_bonus(report):
        for number in line["numbers"]:
            out[number] = out.get(number, 0) + int(line["points"])
    return out


def card_stats(report: dict[str, Any]) -> list[dict[str, Any]]:
    """Per card asked: tips, right tips and the share right, in the order asked."""
    out = []
    for card in report["cards"]:
        mine = [a for a in report["answers"] if a["card"] == card["position"]]
        right = sum(1 for a in mine if a["right"])
        out.append(
            {
                **card,
                "tips": len(mine),
                "right": right,
                "share_right": right / len(mine) if mine else 0.0,
                "percent_right": percent(right, len(mine)),
            }
        )
    return out


def percent(part: int, whole: int) -> int:
    """``part`` of ``whole`` in whole per cent, halves rounded up — as the projector shows it
    (``Quiz.card_summary``), so the report and the projector never differ by one."""
    return (200 * part + whole) // (2 * whole) if whole else 0


def answer_rows(report: dict[str, Any]) -> list[dict[str, Any]]:
    """One flat row per student and card (what ``geoquiz class report --csv`` writes)."""
    cards = {c["position"]: c for c in card_stats(report)}
    students = {s["number"]: s for s in report["students"]}
    rows = []
    for a in report["answers"]:
        card = cards[a["card"]]
        rows.append(
            {
                "session": report["session"]["id"],
                "card": a["card"],
                "title": card["title"],
                "colour": card["colour"],
                "solution": " / ".join(" ".join(str(p) for p in s) for s in card["solutions"]),
                "student": a["student"],
                "name": students[a["student"]]["label"],
                "tip": " ".join(str(p) for p in a["tip"]),
                "stones": a["stones"],
                "stones_right": a["stones_right"],
                "right": int(a["right"]),
                "points": a["points"],
                "seconds": "" if a["seconds"] is None else f"{a['seconds']:.1f}",
                "card_share_right": f"{card['share_right']:.2f}",
            }
        )
    # the colour bonus, one row per award: a student's points add up to the final leaderboard's
    for line in colour_bonus(report):
        for number in line["numbers"]:
            rows.append(
                {
                    "session": report["session"]["id"],
                    "card": "bonus",
                    "title": f"colour bonus: {line['colour']}",
                    "colour": line["colour"],
                    "solution": "",
                    "student": number,
                    "name": students[number]["label"],
                    "tip": "",
                    "stones": "",
                    "stones_right": "",
                    "right": "",
                    "points": line["points"],
                    "seconds": "",
                    "card_share_right": "",
                }
            )
    return rows


CSV_COLUMNS = (
    "session",
    "card",
    "title",
    "colour",
    "solution",
    "student",
    "name",
    "tip",
    "stones",
    "stones_right",
    "right",
    "points",
    "seconds",
    "card_share_right",
)


def report_csv(report: dict[str, Any]) -> str:
    """The report as CSV, one row per student and card, for a spreadsheet: written by
    :func:`geoquiz.db.csv_safe.writer`, so every cell is quoted and a typed name that a
    spreadsheet would run as a formula in any separator convention (``=…``, ``Bo;=1+2``) gets a
    ``'`` before each dangerous piece."""
    import io

    from geoquiz.db import csv_safe

    out = io.StringIO()
    writer = csv_safe.writer(out, CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in answer_rows(report):
        writer.writerow(row)
    return out.getvalue()
