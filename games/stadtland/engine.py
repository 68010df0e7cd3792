"""Rules engine of Stadt-Land-anders (rulebook ``rules/stadt-land-anders.txt``, DESIGN §8).

The app is the game master at the table: it deals the prompts, runs the round timer and the
"Stopp und 1" count, takes each player's terms, checks what a machine can check and scores.
The engine is a pure state machine (DESIGN §1): :func:`new_game`, :func:`legal_moves`,
:func:`apply` (a new :class:`State`; :class:`~geoquiz.games.contract.IllegalMove` with a stable
code ``stadtland.…`` and parameters, translated by ``geoquiz.app.stadtland.refusals``),
:func:`is_over`, :func:`ranking`. The contract module of DESIGN §1 is
:mod:`geoquiz.games.stadtland.game`; the check phase (marks, scoring keys, votes, edits,
merges) lives in :mod:`geoquiz.games.stadtland.marks`. The engine has no clock: every timed move
carries the time ``at`` (seconds, any monotone clock the app chooses), and the state remembers
the latest time seen (``clock``); times may not run backwards.

Phases of a round: ``ready`` → ``Deal`` → ``writing`` → (``StopOne``…) ``StopOut`` → ``grace`` →
``BeginEntry`` → ``entry`` (``EnterTerms`` per player, in seat order) → ``check`` (automatic
marks; ``Vote``, ``Edit``, ``Merge``…; ``Score``) → [``creative``: ``Point``] → ``ready`` or
``over``. ``Undo`` takes back the last call of the round (until the first terms are entered) or
the last verdict, edit or merge of the check.

Interpretations of what the rulebook leaves open (also in ``docs/stadtland.md``):

* **Deal.** The prompts of the chosen colours are shuffled into a face-down stack; ``Deal`` takes
  the top card (a random one) and puts it into the box: it is not used again. Should the stack
  run out (green-only games with many tie rounds), the box is shuffled into a new stack.
* **Round timer.** The rulebook has none; ``Config.timer_seconds`` (0 = none, default 3 minutes)
  ends the round with "Stopp und Aus!" from the app when it runs out.
* **"Stopp und 1!"** (``StopOne``) needs at least 2 but not all categories filled; the player
  says how many (``filled``) because the terms are on paper until the entry. They may not write
  more: at the entry they may enter at most ``filled`` terms. Ten seconds later
  (:data:`STOP_COUNT`) the count ends the round (``StopOut`` with ``player=None``). Several
  players may call it; the first count to reach ten ends the round. It is too late once the
  timer or a count has run out.
* **"Stopp und Aus!"** (``StopOut`` with a player) needs every category filled, so that player
  must enter a term for every category. A player counting after "Stopp und 1" cannot call it.
* **Grace.** "A term you are writing at that moment may be finished": after "Aus" the app waits
  ``Config.grace_seconds`` (default 5) before the entry (``BeginEntry``) may begin.
* **Undo.** A slip at the table is repaired, not final: ``Undo`` takes back the last "Stopp und
  1!" or "Stopp und Aus!" of the round (a misclick on another player's button), while the round
  is written, in the grace, or at the entry before anybody has entered terms. The round timer is
  not rewound (the others kept writing); if it or another count has already run out, the app ends
  the round again at once. An ended count is taken back together with the "Stopp und 1!" that
  started it. In the check, ``Undo`` takes back the last vote, edit or merge.
* **Entry.** Hot seat, in seat order; a blank is a gap. Each term may carry a justification
  (``notes``, rule 3), which the letter checks and the comparison ignore, as they ignore a note
  in brackets at the end of a term ("Eger (Cheb)" ends with R). Terms are compared by
  :func:`games.stadtland.text.normalise` (case, spaces, ß/ss, ä/ae, ö/oe, ü/ue, æ/ae, ø/oe,
  å/aa — the same in every language); letters are read as written, by the game's language
  (``Config.language``: Danish has Y, Æ, Ø, Å as vowels and Æ, Ø, Å as letters of their own;
  German has Y as a vowel only with ``Config.y_vowel``).
* **Automatic marks** (a marked term is crossed out): ``prompt`` — fails the green letter prompt
  (rule 1: Ä, Ö, Ü are vowels; rule 2, singular or plural, is the player's choice of what to
  write); ``used`` — rule 5: the term was *accepted* in an earlier round (any player, any
  category; a crossed-out term was never valid and does not block); ``twice`` — rule 4: the
  player wrote it in an earlier column this round (the first column keeps it). Terms that two
  players wrote in the same round are shared terms, not repetitions.
* **Vote.** Any term may be put to the vote (rule 3: creative solutions, "be generous"), an
  automatically crossed-out one too: the machine can be wrong ("Koeln" for "contains an umlaut").
  The term is judged once for everyone who wrote it in that category (same comparison key and the
  same automatic verdict); the voters are the other players. It is crossed out only if a strict
  majority of the voters rejects it; a tie accepts it. A later vote on the same term replaces the
  earlier verdict.
* **Corrections.** ``Edit`` changes a term or its justification in the check (a typo at the
  entry); every edit is logged with the old and the new text, and takes back the verdicts on that
  term. The entry rules still hold (after "Stopp und 1!" no more terms than said; after "Stopp
  und Aus!" no gap). ``Merge`` makes spellings the app sees as different ("Köln", "Koln") one
  term for scoring in that category: merged terms count as shared.
* **Scoring** (DESIGN §8, binding): 2 points for an accepted term no other player has in that
  category, 1 for a shared term, and **1 extra point** for each other player with a gap in that
  category (a crossed-out term leaves a gap). The English rulebook says "deduct"; DESIGN §8
  decides for an extra point, which is what the German "erhältst du einen Zusatzpunkt" means.
* **Creative Play.** After scoring, every player points at another player at once (``Point``);
  each gets one creativity point per finger pointing at them. Nobody's finger is preselected: the
  points are only counted once every player has chosen (``None`` in ``targets`` is refused).
* **End.** After 5, 7 or 9 rounds the highest total wins; while the lead is shared, one more
  round is played. ``Config.round_cap`` (0 = none) stops a game that stays tied (for tests and
  computer runs); then the leaders share the win.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.common import seed_state, shuffled
from geoquiz.games.contract import IllegalMove
from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland.cards import COLOURS, category, prompt_ids
from geoquiz.games.stadtland.text import normalise

__all__ = [
    "DEFAULT_CATEGORIES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ROUND_CHOICES",
    "STOP_COUNT",
    "BeginEntry",
    "Config",
    "Deal",
    "Edit",
    "EnterTerms",
    "IllegalMove",
    "LANGUAGES",
    "Merge",
    "Move",
    "Point",
    "Score",
    "State",
    "StopOne",
    "StopOut",
    "Undo",
    "Vote",
    "apply",
    "auto_marks",
    "is_over",
    "legal_moves",
    "move_from_dict",
    "move_to_dict",
    "new_game",
    "ranking",
    "round_points",
    "winners",
]

MIN_PLAYERS = 2
MAX_PLAYERS = 8
ROUND_CHOICES = (5, 7, 9)
#: "count silently in seconds up to 10"
STOP_COUNT = 10.0
MAX_TERM = 80
DEFAULT_CATEGORIES = ("stadt", "land", "musik", "name", "tier")
#: languages of the terms (letters and vowels, :mod:`games.stadtland.text`)
LANGUAGES = ("de", "da")

#: automatic and voted marks of a term; ``None`` = accepted
MARKS = ("gap", "prompt", "used", "twice", "vote")


# ----------------------------------------------------------------------------- configuration


@dataclass(frozen=True)
class Config:
    """Everything decided at setup."""

    players: tuple[str, ...]
    rounds: int = 5
    categories: tuple[str, ...] = DEFAULT_CATEGORIES
    prompts: str = "mixed"
    timer_seconds: int = 180
    grace_seconds: int = 5
    creative: bool = False
    seed: int = 0
    round_cap: int = 0
    language: str = "de"
    y_vowel: bool = False

    def validate(self) -> None:
        """Raise ``ValueError`` with a readable sentence when the set-up is impossible."""
        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Stadt-Land-anders needs 2 to 8 players, not {n}.")
        names = [p.strip() for p in self.players]
        if any(not name for name in names):
            raise ValueError("Every player needs a name.")
        if len({name.casefold() for name in names}) != n:
            raise ValueError("Two players have the same name.")
        if self.rounds not in ROUND_CHOICES:
            raise ValueError("A game has 5, 7 or 9 rounds.")
        if not 5 <= len(self.categories) <= 7:
            raise ValueError(
                f"Play with 5 categories (6 or 7 as a variant), not {len(self.categories)}."
            )
        if len(set(self.categories)) != len(self.categories):
            raise ValueError("A category card is chosen twice.")
        for cid in self.categories:
            try:
                category(cid)
            except KeyError:
                raise ValueError(f"There is no category card {cid!r}.") from None
        if self.prompts not in COLOURS:
            raise ValueError("Prompts are green, blue or mixed.")
        if self.timer_seconds != 0 and not 10 <= self.timer_seconds <= 3600:
            raise ValueError("The round timer is off (0) or 10 seconds to 60 minutes.")
        if not 0 <= self.grace_seconds <= 60:
            raise ValueError("The grace to finish a term is 0 to 60 seconds.")
        if self.creative and n < 3:
            raise ValueError("Creative Play needs at least 3 players.")
        if self.round_cap and self.round_cap < self.rounds:
            raise ValueError("The round cap cannot be below the number of rounds.")
        if self.language not in LANGUAGES:
            raise ValueError("The terms are German (de) or Danish (da).")

    def as_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "rounds": self.rounds,
            "categories": list(self.categories),
            "prompts": self.prompts,
            "timer_seconds": self.timer_seconds,
            "grace_seconds": self.grace_seconds,
            "creative": self.creative,
            "seed": self.seed,
            "round_cap": self.round_cap,
            "language": self.language,
            "y_vowel": self.y_vowel,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Config:
        return cls(
            players=tuple(str(p) for p in data["players"]),
            rounds=int(data["rounds"]),
            categories=tuple(str(c) for c in data["categories"]),
            prompts=str(data["prompts"]),
            timer_seconds=int(data["timer_seconds"]),
            grace_seconds=int(data["grace_seconds"]),
            creative=bool(data["creative"]),
            seed=int(data["seed"]),
            round_cap=int(data["round_cap"]),
            language=str(data.get("language", "de")),
            y_vowel=bool(data.get("y_vowel", False)),
        )


# ----------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Deal:
    """Draw a prompt card, read it out, return it to the box; the round starts at ``at``."""

    at: float


@dataclass(frozen=True)
class StopOne:
    """``player`` calls "Stopp und 1!" at ``at`` with ``filled`` categories written."""

    player: int
    filled: int
    at: float


@dataclass(frozen=True)
class StopOut:
    """ "Stopp und Aus!": by ``player`` (every category filled), or by the app (``None``) when
    the round timer or a ten-second count has run out."""

    player: int | None
    at: float


@dataclass(frozen=True)
class BeginEntry:
    """The grace is over; the terms are entered from ``at`` on."""

    at: float


@dataclass(frozen=True)
class EnterTerms:
    """``player``'s terms, one per category in play ("" = a gap), and a justification per term
    (``notes``; empty = none, ``()`` = no notes at all)."""

    player: int
    terms: tuple[str, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Vote:
    """Vote on the term ``player`` wrote in category column ``category``; ``against`` are the
    voters who reject it."""

    category: int
    player: int
    against: tuple[int, ...] = ()


@dataclass(frozen=True)
class Edit:
    """Correct ``player``'s term in column ``category`` to ``term`` with justification ``note``
    (logged)."""

    category: int
    player: int
    term: str
    note: str = ""


@dataclass(frozen=True)
class Merge:
    """The terms of ``players`` in column ``category`` are one term for scoring."""

    category: int
    players: tuple[int, ...]


@dataclass(frozen=True)
class Undo:
    """Take back the last call of the round, or the last verdict, edit or merge of the check."""

    at: float | None = None


@dataclass(frozen=True)
class Score:
    """Close the check and score the round."""


@dataclass(frozen=True)
class Point:
    """Creative Play: ``targets[i]`` is the player player ``i`` points at (``None``: not chosen
    yet, which is refused)."""

    targets: tuple[int | None, ...]


Move = (
    Deal | StopOne | StopOut | BeginEntry | EnterTerms | Vote | Edit | Merge | Undo | Score | Point
)
_MOVE_TYPES: dict[str, type] = {
    "deal": Deal,
    "stop1": StopOne,
    "stopout": StopOut,
    "entry": BeginEntry,
    "terms": EnterTerms,
    "vote": Vote,
    "edit": Edit,
    "merge": Merge,
    "undo": Undo,
    "score": Score,
    "point": Point,
}


def move_to_dict(move: Move) -> dict[str, Any]:
    """Return a move as JSON-ready data (tuples become lists)."""
    kind = next(k for k, t in _MOVE_TYPES.items() if isinstance(move, t))
    return {
        "type": kind,
        **{k: list(v) if isinstance(v, tuple) else v for k, v in vars(move).items()},
    }


def move_from_dict(data: dict[str, Any]) -> Move:
    """Inverse of :func:`move_to_dict`."""
    args = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k != "type"}
    move: Move = _MOVE_TYPES[data["type"]](**args)
    return move


# ----------------------------------------------------------------------------- state


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
        return _undo_target(self)[0]


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


# ----------------------------------------------------------------------------- set-up


def new_game(config: Config) -> State:
    """Shuffle the prompts of the chosen colours into a face-down stack."""
    config.validate()
    stack, rng = shuffled(prompt_ids(config.prompts), seed_state(config.seed))
    return State(config=config, rng=rng, stack=stack)


# ----------------------------------------------------------------------------- queries


def is_over(state: State) -> bool:
    return state.phase == "over"


def ranking(state: State) -> list[int]:
    """Seats by total points, highest first (seat order between equals)."""
    totals = state.totals()
    return sorted(range(state.n), key=lambda p: (-totals[p], p))


def winners(state: State) -> list[int]:
    """The players with the highest total (several only when a capped game ends tied)."""
    totals = state.totals()
    best = max(totals)
    return [p for p in range(state.n) if totals[p] == best]


def legal_moves(state: State, at: float | None = None) -> list[Move]:
    """Representative legal moves at time ``at`` (default: the latest time seen).

    Terms, justifications, edits and votes are free choices; the list gives one blank entry per
    player (or, for the player who called "Stopp und Aus!", the category titles as terms), and for
    every term a vote with nobody and with everybody against. Waiting moves (the app's "Stopp und
    Aus!", the end of the grace) are listed at the earliest time they become legal. ``Undo`` is
    listed when there is something to take back.
    """
    t = state.clock if at is None else max(at, state.clock)
    moves: list[Move] = []
    if state.phase == "ready":
        return [Deal(t)]
    if state.phase == "writing":
        due = state.due()
        if due is None or t < due:
            for p in range(state.n):
                if state.stop_of(p) is None:
                    moves += [StopOne(p, k, t) for k in range(2, state.ncat)]
        moves += [StopOut(p, t) for p in range(state.n) if state.stop_of(p) is None]
        if due is not None:
            moves.append(StopOut(None, max(t, due)))
    elif state.phase == "grace":
        moves.append(BeginEntry(max(t, float(state.grace_until or 0.0))))
    elif state.phase == "entry":
        p = state.current
        if state.ended_by == p and state.end_reason == "stop":
            moves.append(EnterTerms(p, tuple(category(c).de for c in state.config.categories)))
        else:
            moves.append(EnterTerms(p, ("",) * state.ncat))
    elif state.phase == "check":
        for c, p in state.open_terms():
            voters = state.voters(c, p)
            if voters:
                moves += [Vote(c, p, ()), Vote(c, p, tuple(voters))]
        moves.append(Score())
    elif state.phase == "creative":
        n = state.n
        return [
            Point(tuple((i + 1) % n for i in range(n))),
            Point(tuple((i - 1) % n for i in range(n))),
        ]
    if _undo_target(state)[0] is not None:
        moves.append(Undo(t))
    return moves


# ----------------------------------------------------------------------------- transitions


def apply(state: State, move: Move) -> State:
    """Return the state after ``move``; ``state`` itself is unchanged."""
    if state.phase == "over":
        raise IllegalMove("stadtland.game_over")
    at = getattr(move, "at", None)
    if at is not None and at < state.clock:
        raise IllegalMove("stadtland.time_backwards")
    record = move_to_dict(move)
    if isinstance(move, Undo):
        new = _undo(state)
    else:
        new = state.clone()
        _step(new, move)
        new.kept = [*state.kept, record]
    if at is not None:
        new.clock = max(new.clock, float(at))
    new.history = [*state.history, record]
    return new


def _step(state: State, move: Move) -> None:
    if isinstance(move, Deal):
        _deal(state, move)
    elif isinstance(move, StopOne):
        _stop_one(state, move)
    elif isinstance(move, StopOut):
        _stop_out(state, move)
    elif isinstance(move, BeginEntry):
        _begin_entry(state, move)
    elif isinstance(move, EnterTerms):
        _enter(state, move)
    elif isinstance(move, Vote):
        _vote(state, move)
    elif isinstance(move, Edit):
        _edit(state, move)
    elif isinstance(move, Merge):
        _merge(state, move)
    elif isinstance(move, Score):
        _score(state)
    elif isinstance(move, Point):
        _point(state, move)
    else:
        raise IllegalMove("stadtland.unknown_move", move=repr(move))
    at = getattr(move, "at", None)
    if at is not None:
        state.clock = max(state.clock, float(at))


def _need(state: State, phase: str, code: str) -> None:
    if state.phase != phase:
        raise IllegalMove(code)


def _player(state: State, player: int | None) -> None:
    if player is None or not 0 <= player < state.n:
        raise IllegalMove("stadtland.no_player", player=player)


def _column(state: State, column: int) -> None:
    if not 0 <= column < state.ncat:
        raise IllegalMove("stadtland.no_category", column=column)


def _deal(state: State, move: Deal) -> None:
    _need(state, "ready", "stadtland.round_running")
    if not state.stack:
        state.stack, state.rng = shuffled(state.box, state.rng)
        state.box = []
    pid = state.stack.pop()
    state.box.append(pid)
    state.prompt = pid
    state.round += 1
    state.phase = "writing"
    state.started_at = move.at
    timer = state.config.timer_seconds
    state.deadline = move.at + timer if timer else None
    state.stops = []
    state.ended_at = state.ended_by = state.end_reason = state.grace_until = None
    state.current = 0
    state.terms = []
    state.notes = []
    state.auto = []
    state.marks = []
    state.votes = []
    state.merges = []
    state.edits = []


def _stop_one(state: State, move: StopOne) -> None:
    _need(state, "writing", "stadtland.stop_not_now")
    _player(state, move.player)
    due = state.due()
    if due is not None and move.at >= due:
        raise IllegalMove("stadtland.time_up")
    if state.stop_of(move.player) is not None:
        raise IllegalMove("stadtland.already_called")
    if move.filled < 2:
        raise IllegalMove("stadtland.stop_one_few")
    if move.filled >= state.ncat:
        raise IllegalMove("stadtland.stop_one_all")
    state.stops.append({"player": move.player, "filled": move.filled, "at": move.at})


def _stop_out(state: State, move: StopOut) -> None:
    _need(state, "writing", "stadtland.stop_not_now")
    if move.player is None:
        due = state.due()
        if due is None or move.at < due:
            raise IllegalMove("stadtland.round_goes_on")
        counts = sorted((s["at"], s["player"]) for s in state.stops)
        count_end = state.count_ends()
        if count_end is not None and count_end == due:
            state.ended_by, state.end_reason = counts[0][1], "count"
        else:
            state.ended_by, state.end_reason = None, "timer"
    else:
        _player(state, move.player)
        if state.stop_of(move.player) is not None:
            raise IllegalMove("stadtland.counting")
        state.ended_by, state.end_reason = move.player, "stop"
    state.ended_at = move.at
    state.grace_until = move.at + state.config.grace_seconds
    state.phase = "grace"


def _begin_entry(state: State, move: BeginEntry) -> None:
    _need(state, "grace", "stadtland.entry_not_now")
    if state.grace_until is not None and move.at < state.grace_until:
        raise IllegalMove("stadtland.grace")
    state.phase = "entry"
    state.current = 0


def _clean(text: str) -> str:
    return " ".join(str(text).split())


def entry_problem(state: State, player: int, terms: tuple[str, ...] | list[str]) -> None:
    """Raise the refusal of ``terms`` for ``player`` by the entry rules (also at an edit)."""
    if any(len(t) > MAX_TERM for t in terms):
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    written = sum(1 for t in terms if normalise(t))
    stop = state.stop_of(player)
    if stop is not None and written > stop["filled"]:
        raise IllegalMove("stadtland.more_than_filled", filled=stop["filled"], written=written)
    if state.end_reason == "stop" and state.ended_by == player and written < state.ncat:
        raise IllegalMove("stadtland.stop_out_all", count=state.ncat)


def _enter(state: State, move: EnterTerms) -> None:
    _need(state, "entry", "stadtland.terms_not_now")
    _player(state, move.player)
    if move.player != state.current:
        raise IllegalMove("stadtland.not_your_entry", player=state.current)
    if len(move.terms) != state.ncat or (move.notes and len(move.notes) != state.ncat):
        raise IllegalMove("stadtland.term_count", count=state.ncat)
    terms = [_clean(t) for t in move.terms]
    notes = [_clean(t) for t in move.notes] if move.notes else [""] * state.ncat
    if any(len(t) > MAX_TERM for t in notes):
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    entry_problem(state, move.player, terms)
    state.terms.append(terms)
    state.notes.append(notes)
    state.current += 1
    if state.current == state.n:
        state.phase = "check"
        _marks.recompute(state)


def auto_marks(state: State) -> list[list[str | None]]:
    """The automatic marks of this round's terms (see :mod:`games.stadtland.marks`)."""
    return _marks.auto_marks(state)


def _term(state: State, column: int, player: int) -> None:
    _need(state, "check", "stadtland.check_not_now")
    _player(state, player)
    _column(state, column)


def _vote(state: State, move: Vote) -> None:
    _term(state, move.category, move.player)
    if state.auto[move.player][move.category] == "gap":
        raise IllegalMove("stadtland.vote_gap")
    authors = state.authors(move.category, move.player)
    voters = [q for q in range(state.n) if q not in authors]
    if not voters:
        raise IllegalMove("stadtland.nobody_votes")
    against = sorted(set(move.against))
    if len(against) != len(move.against):
        raise IllegalMove("stadtland.vote_twice")
    for q in against:
        _player(state, q)
        if q in authors:
            raise IllegalMove("stadtland.own_term")
    rejected = 2 * len(against) > len(voters)
    state.votes.append(
        {
            "category": move.category,
            "player": move.player,
            "against": against,
            "voters": len(voters),
            "rejected": rejected,
            "auto": state.auto[move.player][move.category],
        }
    )
    _marks.recompute(state)


def _edit(state: State, move: Edit) -> None:
    _term(state, move.category, move.player)
    c, p = move.category, move.player
    term, note = _clean(move.term), _clean(move.note)
    if len(note) > MAX_TERM:
        raise IllegalMove("stadtland.term_too_long", max=MAX_TERM)
    old, old_note = state.terms[p][c], state.notes[p][c]
    if (term, note) == (old, old_note):
        raise IllegalMove("stadtland.edit_same")
    row = list(state.terms[p])
    row[c] = term
    entry_problem(state, p, row)
    # the verdicts on the old term are taken back (they judged another text)
    state.votes = [
        v for v in state.votes if not (v["category"] == c and p in state.authors(c, v["player"]))
    ]
    state.terms[p][c] = term
    state.notes[p][c] = note
    state.edits.append(
        {"category": c, "player": p, "old": old, "new": term}
        | {"old_note": old_note, "new_note": note}
    )
    _marks.recompute(state)


def _merge(state: State, move: Merge) -> None:
    _need(state, "check", "stadtland.check_not_now")
    _column(state, move.category)
    players = sorted(set(move.players))
    for p in players:
        _player(state, p)
    if len(players) < 2 or any(state.auto[p][move.category] == "gap" for p in players):
        raise IllegalMove("stadtland.merge_few")
    keys = state.keys()
    if len({keys[p][move.category] for p in players}) < 2:
        raise IllegalMove("stadtland.merge_same")
    state.merges.append({"category": move.category, "players": players})
    _marks.recompute(state)


def round_points(
    terms: list[list[str]],
    marks: list[list[str | None]],
    keys: list[list[str]] | None = None,
) -> list[int]:
    """Points of one round (DESIGN §8): 2 alone / 1 shared, +1 per other player's gap."""
    return _marks.round_points(terms, marks, keys)


def _score(state: State) -> None:
    _need(state, "check", "stadtland.score_not_now")
    state.results.append(
        {
            "round": state.round,
            "prompt": state.prompt,
            "terms": [list(t) for t in state.terms],
            "marks": [list(m) for m in state.marks],
            "points": round_points(state.terms, state.marks, state.keys()),
            "creative": None,
            "notes": [list(t) for t in state.notes],
            "merges": [dict(m, players=list(m["players"])) for m in state.merges],
            "edits": [dict(e) for e in state.edits],
        }
    )
    if state.config.creative:
        state.phase = "creative"
    else:
        _finish_round(state)


def _point(state: State, move: Point) -> None:
    _need(state, "creative", "stadtland.points_not_now")
    if len(move.targets) != state.n:
        raise IllegalMove("stadtland.point_count", count=state.n)
    missing = [i for i, target in enumerate(move.targets) if target is None]
    if missing:
        raise IllegalMove(
            "stadtland.point_missing", players=[state.config.players[i] for i in missing]
        )
    for i, target in enumerate(move.targets):
        _player(state, target)
        if target == i:
            raise IllegalMove("stadtland.point_self")
    state.results[-1]["creative"] = [move.targets.count(p) for p in range(state.n)]
    _finish_round(state)


def _finish_round(state: State) -> None:
    state.phase = "ready"
    state.prompt = None
    if state.round < state.config.rounds:
        return
    if len(winners(state)) == 1:
        state.phase = "over"
    elif state.config.round_cap and state.round >= state.config.round_cap:
        state.phase = "over"


# ----------------------------------------------------------------------------- undo

_CHECK_ACTIONS = {"vote": "vote", "edit": "edit", "merge": "merge"}


def _replay(config: Config, moves: list[dict[str, Any]]) -> State:
    state = new_game(config)
    for data in moves:
        _step(state, move_from_dict(data))
    return state


def _undo_target(state: State) -> tuple[str | None, set[int]]:
    """What ``Undo`` takes back in ``state`` and the indices of those moves in ``state.kept``."""
    moves = state.kept
    start = max((i for i, m in enumerate(moves) if m["type"] == "deal"), default=-1)
    if start < 0 or state.phase in ("ready", "creative", "over"):
        return None, set()
    if state.phase == "check":
        for i in range(len(moves) - 1, start, -1):
            kind = moves[i]["type"]
            if kind in _CHECK_ACTIONS:
                return _CHECK_ACTIONS[kind], {i}
            if kind == "terms":
                break
        return None, set()
    if state.phase == "entry" and state.terms:
        return None, set()
    drop: set[int] = set()
    i = len(moves) - 1
    if moves[i]["type"] == "entry":
        drop.add(i)
        i -= 1
    if state.phase in ("grace", "entry"):
        end = moves[i]
        drop.add(i)
        if end["player"] is not None:
            return "call", drop
        target = state.ended_by if state.end_reason == "count" else None
        for j in range(i - 1, start, -1):
            if moves[j]["type"] == "stop1" and (target is None or moves[j]["player"] == target):
                return "call", drop | {j}
        return None, set()
    for j in range(i, start, -1):  # writing: the last "Stopp und 1!"
        if moves[j]["type"] == "stop1":
            return "call", {j}
    return None, set()


def _undo(state: State) -> State:
    kind, drop = _undo_target(state)
    if kind is None:
        code = "stadtland.undo_too_late" if state.phase == "entry" else "stadtland.undo_nothing"
        raise IllegalMove(code)
    kept = [m for i, m in enumerate(state.kept) if i not in drop]
    new = _replay(state.config, kept)
    new.kept = kept
    new.clock = max(new.clock, state.clock)
    return new
