"""The state of a Stadt-Land-anders game as plain data, and its JSON form.

The rules that change it are in :mod:`geoquiz.games.stadtland.engine` and the modules it names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from geoquiz.games.engine_tools import freeze, state_from_dict, state_to_dict
from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland.config import STOP_COUNT, Config
from geoquiz.games.stadtland.undo import undo_target

__all__ = ["Record", "State"]

#: one entry of ``stops``, ``votes``, ``merges``, ``edits``, ``results``, ``history``: JSON-like
#: fields, read-only
Record = Mapping[str, Any]
Rows = tuple[tuple[str, ...], ...]
MarkRows = tuple[tuple[str | None, ...], ...]


@dataclass(frozen=True)
class State:
    """The whole game as frozen data: ``apply`` returns a new state and cannot change this one.

    The containers are immutable too (tuples, read-only mappings; lists and dicts the
    constructor is given are frozen by :func:`geoquiz.games.engine_tools.freeze`), so a state
    handed to a screen, a phone or a computer player is the same state afterwards. The rules build
    the next state with :func:`dataclasses.replace` (no working copy: each rule changes a few
    fields, and a tuple appended to reads like the rulebook's step).

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
    stack: tuple[str, ...] = ()
    box: tuple[str, ...] = ()
    prompt: str | None = None
    started_at: float | None = None
    deadline: float | None = None
    stops: tuple[Record, ...] = ()
    ended_at: float | None = None
    ended_by: int | None = None
    end_reason: str | None = None
    grace_until: float | None = None
    current: int = 0
    terms: Rows = ()
    marks: MarkRows = ()
    votes: tuple[Record, ...] = ()
    notes: Rows = ()
    auto: MarkRows = ()
    merges: tuple[Record, ...] = ()
    edits: tuple[Record, ...] = ()
    results: tuple[Record, ...] = ()
    history: tuple[Record, ...] = ()
    #: the recorded moves without the ones ``Undo`` took back (and without the ``Undo`` moves)
    kept: tuple[Record, ...] = field(default=())

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list | dict):
                object.__setattr__(self, f.name, freeze(value))

    @property
    def n(self) -> int:
        return len(self.config.players)

    @property
    def ncat(self) -> int:
        return len(self.config.categories)

    def to_dict(self) -> dict[str, Any]:
        """Return the state as JSON-ready data (``from_dict`` restores an equal state)."""
        return state_to_dict(self, "stadtland", config=Config.as_dict) | {"version": 2}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`; also loads games saved before version 2 (no
        justifications, merges, edits, automatic marks or kept moves yet)."""
        before_2: dict[str, Any] = {"notes": [], "auto": [], "merges": [], "edits": []}
        before_2["kept"] = data.get("history")
        state = state_from_dict(
            cls,
            before_2 | data,
            "stadtland",
            "Stadt-Land-anders",
            config=Config.from_dict,
            clock=float,
            results=lambda rounds: tuple(_result(r) for r in rounds),
        )
        if len(state.notes) < len(state.terms):  # before version 2: no justifications
            state = replace(state, notes=tuple(("",) * len(row) for row in state.terms))
        if state.phase == "check" and not state.auto:  # before version 2: marks were automatic
            state = replace(state, auto=freeze(_marks.auto_marks(state)))
        return state

    # Views for the app and the tests.

    def totals(self) -> list[int]:
        """Each player's points so far (scored rounds plus creativity points)."""
        out = [0] * self.n
        for r in self.results:
            for p in range(self.n):
                out[p] += r["points"][p] + (r["creative"][p] if r["creative"] else 0)
        return out

    def stop_of(self, player: int) -> Record | None:
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

    def with_top_prompt(self, pid: str) -> State:
        """This state with prompt card ``pid`` on top of the face-down stack, dealt next: a
        rigged deck for demonstrations and tests (a state is frozen; this is a new one)."""
        if pid not in self.stack:
            raise ValueError(f"prompt {pid!r} is not in the stack")
        return replace(self, stack=(*[p for p in self.stack if p != pid], pid))

    def undoable(self) -> str | None:
        """What ``Undo`` takes back now: ``call``, ``vote``, ``edit``, ``merge`` or ``None``."""
        return undo_target(self)[0]


def _result(r: Mapping[str, Any]) -> Record:
    """A scored round; one saved before version 2 gets empty notes, merges and edits."""
    return freeze({**r} | {k: r.get(k, []) for k in ("notes", "merges", "edits")})
