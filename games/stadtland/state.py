"""The state of a Stadt-Land-anders game as plain data, and its JSON form.

The rules that change it are in :mod:`geoquiz.games.stadtland.engine` and the modules it names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland.config import STOP_COUNT, Config
from geoquiz.games.stadtland.undo import undo_target

__all__ = ["State"]


@dataclass
class State:
    """The whole game as plain data. ``apply`` never mutates a state; it returns a new one.

    Per round: ``terms[p][c]`` (player ``p``, category column ``c``; filled at the entry),
    ``notes[p][c]`` (justifications), ``auto[p][c]`` (the automatic marks), ``marks[p][c]``
    (after the votes: ``None`` = accepted, else one of :data:`MARKS`), ``merges`` (``{"category",
    "players"}``), ``edits`` (the log of corrections: ``{"category", "player", "old", "new",
    "old_note", "new_note"}``), ``stops`` ("Stopp und 1" calls: ``{"player", "filled", "at"}``),
    ``ended_by``/``end_reason`` (``stop``, ``count``, ``timer``). ``results`` holds every scored
    round: prompt, terms, marks, ``points``, ``creative`` (``None`` without the variant), and
    ``notes``, ``merges``, ``edits``.
    """

    config: Config
    rng: int
    phase: str = "ready"
    round: int = 0
    clock: float = 0.0
    stack: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)
    prompt: str | None = None
    started_at: float | None = None
    deadline: float | None = None
    stops: list[dict[str, Any]] = field(default_factory=list)
    ended_at: float | None = None
    ended_by: int | None = None
    end_reason: str | None = None
    grace_until: float | None = None
    current: int = 0
    terms: list[list[str]] = field(default_factory=list)
    marks: list[list[str | None]] = field(default_factory=list)
    votes: list[dict[str, Any]] = field(default_factory=list)
    notes: list[list[str]] = field(default_factory=list)
    auto: list[list[str | None]] = field(default_factory=list)
    merges: list[dict[str, Any]] = field(default_factory=list)
    edits: list[dict[str, Any]] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)
    #: the recorded moves without the ones ``Undo`` took back (and without the ``Undo`` moves)
    kept: list[dict[str, Any]] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.config.players)

    @property
    def ncat(self) -> int:
        return len(self.config.categories)

    def clone(self) -> State:
        return State.from_dict(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        """Return the state as JSON-ready data (``from_dict`` restores an equal state)."""
        return {
            "game": "stadtland",
            "version": 2,
            "config": self.config.as_dict(),
            "rng": self.rng,
            "phase": self.phase,
            "round": self.round,
            "clock": self.clock,
            "stack": list(self.stack),
            "box": list(self.box),
            "prompt": self.prompt,
            "started_at": self.started_at,
            "deadline": self.deadline,
            "stops": [dict(s) for s in self.stops],
            "ended_at": self.ended_at,
            "ended_by": self.ended_by,
            "end_reason": self.end_reason,
            "grace_until": self.grace_until,
            "current": self.current,
            "terms": [list(t) for t in self.terms],
            "marks": [list(m) for m in self.marks],
            "votes": [dict(v, against=list(v["against"])) for v in self.votes],
            "notes": [list(t) for t in self.notes],
            "auto": [list(m) for m in self.auto],
            "merges": [dict(m, players=list(m["players"])) for m in self.merges],
            "edits": [dict(e) for e in self.edits],
            "results": [_copy_result(r) for r in self.results],
            "history": [_copy_move(h) for h in self.history],
            "kept": [_copy_move(h) for h in self.kept],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`."""
        if data.get("game") != "stadtland":
            raise ValueError("This saved game is not a Stadt-Land-anders game.")
        state = cls(
            config=Config.from_dict(data["config"]),
            rng=int(data["rng"]),
            phase=str(data["phase"]),
            round=int(data["round"]),
            clock=float(data["clock"]),
            stack=[str(p) for p in data["stack"]],
            box=[str(p) for p in data["box"]],
            prompt=data["prompt"],
            started_at=data["started_at"],
            deadline=data["deadline"],
            stops=[dict(s) for s in data["stops"]],
            ended_at=data["ended_at"],
            ended_by=data["ended_by"],
            end_reason=data["end_reason"],
            grace_until=data["grace_until"],
            current=int(data["current"]),
            terms=[list(t) for t in data["terms"]],
            marks=[list(m) for m in data["marks"]],
            votes=[dict(v, against=list(v["against"])) for v in data["votes"]],
            notes=[list(t) for t in data.get("notes", [])],
            auto=[list(m) for m in data.get("auto", [])],
            merges=[dict(m, players=list(m["players"])) for m in data.get("merges", [])],
            edits=[dict(e) for e in data.get("edits", [])],
            results=[_copy_result(r) for r in data["results"]],
            history=[_copy_move(h) for h in data["history"]],
            kept=[_copy_move(h) for h in data.get("kept", data["history"])],
        )
        # a game saved before version 2: no justifications, the marks were the automatic ones
        if len(state.notes) < len(state.terms):
            state.notes = [["" for _ in row] for row in state.terms]
        if state.phase == "check" and not state.auto:
            state.auto = _marks.auto_marks(state)
        return state

    # Views for the app and the tests.

    def totals(self) -> list[int]:
        """Each player's points so far (scored rounds plus creativity points)."""
        out = [0] * self.n
        for r in self.results:
            for p in range(self.n):
                out[p] += r["points"][p] + (r["creative"][p] if r["creative"] else 0)
        return out

    def stop_of(self, player: int) -> dict[str, Any] | None:
        """``player``'s "Stopp und 1" call this round, if any."""
        return next((s for s in self.stops if s["player"] == player), None)

    def count_ends(self) -> float | None:
        """When the first running ten-second count reaches ten (``None`` without a call)."""
        return min((s["at"] + STOP_COUNT for s in self.stops), default=None)

    def due(self) -> float | None:
        """The earliest time at which the app must call "Stopp und Aus!" (timer or count)."""
        times = [t for t in (self.deadline, self.count_ends()) if t is not None]
        return min(times, default=None)

    def used_terms(self) -> set[str]:
        """Comparison keys of every term accepted in a scored round (rule 5)."""
        return _marks.used_terms(self.results)

    def keys(self) -> list[list[str]]:
        """The scoring key of every term this round (merged spellings share one key)."""
        return _marks.scoring_keys(self.terms, self.merges)

    def authors(self, category: int, player: int) -> list[int]:
        """Players whose term in column ``category`` is judged with ``player``'s: the same
        scoring key and the same automatic verdict."""
        return _marks.authors(self, category, player)

    def voters(self, category: int, player: int) -> list[int]:
        """The players who vote on ``player``'s term in column ``category`` (everybody else)."""
        authors = self.authors(category, player)
        return [q for q in range(self.n) if q not in authors]

    def open_terms(self) -> list[tuple[int, int]]:
        """``(category, player)`` of every term the players may vote on (every term, not gaps)."""
        return [
            (c, p)
            for p in range(self.n)
            for c in range(self.ncat)
            if self.auto and self.auto[p][c] != "gap"
        ]

    def undoable(self) -> str | None:
        """What ``Undo`` takes back now: ``call``, ``vote``, ``edit``, ``merge`` or ``None``."""
        return undo_target(self)[0]


def _copy_result(r: dict[str, Any]) -> dict[str, Any]:
    return {
        "round": r["round"],
        "prompt": r["prompt"],
        "terms": [list(t) for t in r["terms"]],
        "marks": [list(m) for m in r["marks"]],
        "points": list(r["points"]),
        "creative": list(r["creative"]) if r["creative"] is not None else None,
        "notes": [list(t) for t in r.get("notes", [])],
        "merges": [dict(m, players=list(m["players"])) for m in r.get("merges", [])],
        "edits": [dict(e) for e in r.get("edits", [])],
    }


def _copy_move(h: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, list) else v for k, v in h.items()}
