"""Where a class quiz comes from and where its report goes: the card database.

:func:`quiz_cards` draws the cards of a deck (optionally of one colour) as engine cards;
:class:`ReportSink` writes the quiz's changes as they happen (a card when it opens, a student
when they join, every tip as it arrives: :func:`geoquiz.db.class_reports.write_events`) and keeps
the **live journal** beside the database (:func:`live_path`): where the running quiz stands —
room code, address and port, the open card and the time its phones show, the students' token
digests. ``geoquiz host class --resume`` (or *Resume the class quiz* in the setup) rebuilds the
quiz from the journal and the stored tips (:func:`load_live`, :func:`resume_quiz`) with the same
room code and port, so the phones come back by themselves. The journal is removed when the quiz
ends; one left behind is a quiz cut short.
"""

from __future__ import annotations

import json
import logging
import os
import random
from pathlib import Path
from typing import Any

from geoquiz.games.minden.cards import COLOURS, Card

__all__ = [
    "ReportSink",
    "card_prompts",
    "cards_by_ref",
    "live_path",
    "load_live",
    "quiz_cards",
    "resume_quiz",
]

LIVE_VERSION = 1

log = logging.getLogger("geoquiz.classroom")


def quiz_cards(
    deck: str,
    count: int,
    *,
    colour: str | None = None,
    seed: int | None = None,
    lang: str = "de",
    url: str | None = None,
) -> list[Card]:
    """``count`` different cards of the deck named ``deck`` in random order (seeded)."""
    from geoquiz.app.minden.decks import load_deck_cards
    from geoquiz.db.repository import deck_by_name
    from geoquiz.db.session import session_scope

    if colour is not None and colour not in COLOURS:
        raise ValueError(f"unknown colour {colour!r}; choose one of {', '.join(COLOURS)}")
    if count < 1:
        raise ValueError("a class quiz needs at least one card")
    with session_scope(url) as session:
        found = deck_by_name(session, deck)
        if found is None:
            raise ValueError(f"there is no deck {deck!r}")
        deck_id = found.id
    cards = [c for c in load_deck_cards([deck_id], lang, url) if colour in (None, c.colour)]
    if len(cards) < count:
        what = f"{colour} cards" if colour else "cards"
        raise ValueError(f"the deck {deck!r} has only {len(cards)} {what} with a solution")
    return random.Random(seed).sample(cards, count)


def cards_by_ref(
    deck: str, refs: list[str], *, lang: str = "de", url: str | None = None
) -> list[Card]:
    """The cards of ``deck`` with these ids, in this order (a saved or resumed quiz)."""
    from geoquiz.app.minden.decks import load_deck_cards
    from geoquiz.db.repository import deck_by_name
    from geoquiz.db.session import session_scope

    with session_scope(url) as session:
        found = deck_by_name(session, deck)
        if found is None:
            raise ValueError(f"there is no deck {deck!r}")
        deck_id = found.id
    by_id = {c.id: c for c in load_deck_cards([deck_id], lang, url)}
    missing = [r for r in refs if r not in by_id]
    if missing:
        raise ValueError(f"the deck {deck!r} no longer has {len(missing)} of the quiz's cards")
    return [by_id[r] for r in refs]


def card_prompts(deck: str, url: str | None = None) -> dict[str, dict[str, str]]:
    """Card id → language → the prompt the card has (German, English, Danish); other languages
    are generated from the title (:mod:`geoquiz.games.classquiz.names`)."""
    from geoquiz.db.repository import deck_by_name, list_cards
    from geoquiz.db.session import session_scope

    out: dict[str, dict[str, str]] = {}
    with session_scope(url) as session:
        found = deck_by_name(session, deck)
        if found is None:
            return out
        for row in list_cards(session, deck_id=found.id):
            given = {"de": row.prompt_de, "en": row.prompt_en, "da": row.prompt_da}
            given = {lang: text or "" for lang, text in given.items()}
            out[str(row.id)] = {lang: text for lang, text in given.items() if text}
    return out


def _saved_path(url: str | None = None) -> Path:
    """The saved quizzes: beside a SQLite database, else in the data folder."""
    live = live_path(url)
    return live.with_name(live.name.replace("class-live.json", "class-quizzes.json"))


def saved_quizzes(url: str | None = None) -> dict[str, dict[str, Any]]:
    """Every saved quiz by name (``deck``, ``cards``: card ids in order, ``timer``, ``teams``,
    ``colour_bonus``, ``name_filter``, ``seed``); an unreadable file is no saved quiz."""
    try:
        data = json.loads(_saved_path(url).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or not isinstance(data.get("quizzes"), dict):
        return {}
    return {str(k): v for k, v in data["quizzes"].items() if isinstance(v, dict)}


def _write_saved(quizzes: dict[str, dict[str, Any]], url: str | None) -> None:
    path = _saved_path(url)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps({"version": 1, "quizzes": quizzes}, ensure_ascii=False, indent=1),
                   encoding="utf-8")  # fmt: skip
    os.replace(tmp, path)


def quiz_spec(quiz: Any, meta: dict[str, Any], **options: Any) -> dict[str, Any]:
    """What a saved quiz keeps: the deck, the cards in their order, the answer time, teams and
    the options."""
    return {
        "deck": meta["deck"],
        "cards": [c.id for c in quiz.cards],
        "timer": quiz.timer,
        "teams": quiz.teams,
        "colour_bonus": quiz.colour_bonus,
        "seed": meta.get("seed"),
        **options,
    }


def save_quiz(name: str, spec: dict[str, Any], url: str | None = None) -> str:
    """Save (or replace) a quiz under ``name`` (trimmed, at most 60 characters); the name."""
    name = " ".join(name.split())[:60]
    if not name:
        raise ValueError("a saved quiz needs a name")
    quizzes = saved_quizzes(url)
    quizzes[name] = spec
    _write_saved(quizzes, url)
    return name


def delete_saved(name: str, url: str | None = None) -> bool:
    quizzes = saved_quizzes(url)
    if quizzes.pop(name, None) is None:
        return False
    _write_saved(quizzes, url)
    return True


def live_path(url: str | None = None) -> Path:
    """The live journal of a running quiz: beside a SQLite database, else in the data folder."""
    from geoquiz.db.session import default_data_dir, resolve_url, sqlite_path

    path = sqlite_path(resolve_url(url))
    if path is not None:
        return path.with_name(path.name + ".class-live.json")
    return default_data_dir() / "class-live.json"


def load_live(url: str | None = None) -> dict[str, Any] | None:
    """The journal of a quiz that did not end (None if there is none or it is unreadable)."""
    path = live_path(url)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("version") != LIVE_VERSION:
        return None
    return data


def resume_quiz(live: dict[str, Any], url: str | None = None) -> Any:
    """The quiz of a journal with every stored tip (:meth:`Quiz.restore`)."""
    from geoquiz.db.class_reports import load_report
    from geoquiz.db.session import session_scope
    from geoquiz.games.classquiz import Quiz

    meta = live["meta"]
    cards = cards_by_ref(
        meta["deck"], list(live["quiz"]["cards"]), lang=meta.get("lang", "de"), url=url
    )
    with session_scope(url) as session:
        report = load_report(session, int(live["report_id"]))
    if report is None:
        raise ValueError("the quiz's report was deleted: it cannot be resumed")
    quiz = Quiz.restore(cards, live["quiz"], report["answers"])
    quiz.lang = meta.get("lang", "de")
    quiz.prompts = card_prompts(meta["deck"], url)
    return quiz


class ReportSink:
    """Stores one quiz (``on_report`` of the server) as it runs; :attr:`report_id` once saved."""

    def __init__(
        self, meta: dict[str, Any], url: str | None = None, *, report_id: int | None = None
    ) -> None:
        self.meta = dict(meta)
        self.url = url
        self.report_id: int | None = report_id
        self.journal = live_path(url)

    def record(self, events: list[tuple[str, dict[str, Any]]], live: dict[str, Any] | None) -> None:
        """Write ``events`` in one transaction, then (``live``: the server's and the quiz's
        state) the journal, atomically; an ``end`` event removes the journal."""
        from geoquiz.db.class_reports import open_session, write_events
        from geoquiz.db.session import session_scope

        with session_scope(self.url) as session:
            if self.report_id is None:
                quiz = (live or {}).get("quiz", {})
                bonus = quiz.get("colour_bonus", self.meta.get("colour_bonus"))
                meta = {**self.meta, "colour_bonus": bool(bonus)}
                self.report_id = open_session(
                    session, meta, int(quiz.get("teams", 0)), float(quiz.get("timer", 30))
                )
            write_events(session, self.report_id, events)
        if any(kind == "end" for kind, _ in events):
            self.journal.unlink(missing_ok=True)
        elif live is not None:
            self._write_journal(live)

    def _write_journal(self, live: dict[str, Any]) -> None:
        data = {"version": LIVE_VERSION, "report_id": self.report_id, "meta": self.meta, **live}
        tmp = self.journal.with_name(self.journal.name + ".tmp")
        self.journal.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, self.journal)

    def __call__(self, report: dict[str, Any], *, ended: bool = False) -> int:
        """Store a whole report at once (replacing the rows stored so far)."""
        from geoquiz.db.class_reports import save_report
        from geoquiz.db.session import session_scope

        meta = {**self.meta, "ended": ended, "colour_bonus": bool(report.get("colour_bonus"))}
        with session_scope(self.url) as session:
            self.report_id = save_report(session, meta, report, self.report_id)
        return self.report_id
