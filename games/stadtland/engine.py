"""Rules engine of Stadt-Land-anders (rulebook ``rules/stadt-land-anders.txt``, DESIGN §8).

The app is the game master at the table: it deals the prompts, runs the round timer and the
"Stopp und 1" count, takes each player's terms, checks what a machine can check and scores.
The engine is a pure state machine (DESIGN §1): :func:`new_game`, :func:`legal_moves`,
:func:`apply` (a new :class:`State`; :class:`~games.common.IllegalMove` with a readable sentence),
:func:`is_over`, :func:`ranking`. The engine has no clock: every timed move carries the time
``at`` (seconds, any monotone clock the app chooses), and the state remembers the latest time seen
(``clock``); times may not run backwards.

Phases of a round: ``ready`` → ``Deal`` → ``writing`` → (``StopOne``…) ``StopOut`` → ``grace`` →
``BeginEntry`` → ``entry`` (``EnterTerms`` per player, in seat order) → ``check`` (automatic
marks; ``Vote``…; ``Score``) → [``creative``: ``Point``] → ``ready`` or ``over``.

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
* **Entry.** Hot seat, in seat order; a blank is a gap. Terms are compared by
  :func:`games.stadtland.text.normalise` (case, spaces, ß/ss, umlauts).
* **Automatic marks** (a marked term is crossed out): ``prompt`` — fails the green letter prompt
  (rule 1: Ä, Ö, Ü are vowels; rule 2, singular or plural, is the player's choice of what to
  write); ``used`` — rule 5: the term was *accepted* in an earlier round (any player, any
  category; a crossed-out term was never valid and does not block); ``twice`` — rule 4: the
  player wrote it in an earlier column this round (the first column keeps it). Terms that two
  players wrote in the same round are shared terms, not repetitions.
* **Vote.** Any unmarked term may be put to the vote (rule 3: creative solutions, "be generous").
  The term is judged once for everyone who wrote it in that category; the voters are the other
  players. It is crossed out only if a strict majority of the voters rejects it; a tie accepts
  it. A later vote on the same term replaces the earlier verdict.
* **Scoring** (DESIGN §8, binding): 2 points for an accepted term no other player has in that
  category, 1 for a shared term, and **1 extra point** for each other player with a gap in that
  category (a crossed-out term leaves a gap). The English rulebook says "deduct"; DESIGN §8
  decides for an extra point, which is what the German "erhältst du einen Zusatzpunkt" means.
* **Creative Play.** After scoring, every player points at another player at once (``Point``);
  each gets one creativity point per finger pointing at them.
* **End.** After 5, 7 or 9 rounds the highest total wins; while the lead is shared, one more
  round is played. ``Config.round_cap`` (0 = none) stops a game that stays tied (for tests and
  computer runs); then the leaders share the win.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.common import IllegalMove, seed_state, shuffled
from geoquiz.games.stadtland.cards import COLOURS, category, prompt, prompt_ids
from geoquiz.games.stadtland.text import check_term, normalise

__all__ = [
    "DEFAULT_CATEGORIES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ROUND_CHOICES",
    "STOP_COUNT",
    "BeginEntry",
    "Config",
    "Deal",
    "EnterTerms",
    "IllegalMove",
    "Move",
    "Point",
    "Score",
    "State",
    "StopOne",
    "StopOut",
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
    """``player``'s terms, one per category in play ("" = a gap)."""

    player: int
    terms: tuple[str, ...]


@dataclass(frozen=True)
class Vote:
    """Vote on the term ``player`` wrote in category column ``category``; ``against`` are the
    voters who reject it."""

    category: int
    player: int
    against: tuple[int, ...] = ()


@dataclass(frozen=True)
class Score:
    """Close the check and score the round."""


@dataclass(frozen=True)
class Point:
    """Creative Play: ``targets[i]`` is the player player ``i`` points at."""

    targets: tuple[int, ...]


Move = Deal | StopOne | StopOut | BeginEntry | EnterTerms | Vote | Score | Point
_MOVE_TYPES: dict[str, type] = {
    "deal": Deal,
    "stop1": StopOne,
    "stopout": StopOut,
    "entry": BeginEntry,
    "terms": EnterTerms,
    "vote": Vote,
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
    ``marks[p][c]`` (``None`` = accepted, else one of :data:`MARKS`), ``stops`` ("Stopp und 1"
    calls: ``{"player", "filled", "at"}``), ``ended_by``/``end_reason`` (``stop``, ``count``,
    ``timer``). ``results`` holds every scored round: prompt, terms, marks, ``points`` and
    ``creative`` (``None`` without the variant).
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
    results: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)

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
            "version": 1,
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
            "results": [_copy_result(r) for r in self.results],
            "history": [_copy_move(h) for h in self.history],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`."""
        if data.get("game") != "stadtland":
            raise ValueError("This saved game is not a Stadt-Land-anders game.")
        return cls(
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
            results=[_copy_result(r) for r in data["results"]],
            history=[_copy_move(h) for h in data["history"]],
        )

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
        used: set[str] = set()
        for r in self.results:
            for p, row in enumerate(r["terms"]):
                for c, term in enumerate(row):
                    if r["marks"][p][c] is None:
                        used.add(normalise(term))
        return used

    def authors(self, category: int, player: int) -> list[int]:
        """Players who wrote ``player``'s term in column ``category`` (same key, unmarked)."""
        key = normalise(self.terms[player][category])
        return [
            q
            for q in range(self.n)
            if self.marks[q][category] in (None, "vote")
            and normalise(self.terms[q][category]) == key
        ]

    def open_terms(self) -> list[tuple[int, int]]:
        """``(category, player)`` of every term the players may vote on (not auto-marked)."""
        return [
            (c, p)
            for p in range(self.n)
            for c in range(self.ncat)
            if self.marks[p][c] in (None, "vote")
        ]


def _copy_result(r: dict[str, Any]) -> dict[str, Any]:
    return {
        "round": r["round"],
        "prompt": r["prompt"],
        "terms": [list(t) for t in r["terms"]],
        "marks": [list(m) for m in r["marks"]],
        "points": list(r["points"]),
        "creative": list(r["creative"]) if r["creative"] is not None else None,
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

    Terms and votes are free choices; the list gives one blank entry per player (or, for the
    player who called "Stopp und Aus!", the category titles as terms), and for every open term a
    vote with nobody and with everybody against. Waiting moves (the app's "Stopp und Aus!", the
    end of the grace) are listed at the earliest time they become legal.
    """
    t = state.clock if at is None else max(at, state.clock)
    if state.phase == "ready":
        return [Deal(t)]
    if state.phase == "writing":
        moves: list[Move] = []
        due = state.due()
        if due is None or t < due:
            for p in range(state.n):
                if state.stop_of(p) is None:
                    moves += [StopOne(p, k, t) for k in range(2, state.ncat)]
        moves += [StopOut(p, t) for p in range(state.n) if state.stop_of(p) is None]
        if due is not None:
            moves.append(StopOut(None, max(t, due)))
        return moves
    if state.phase == "grace":
        return [BeginEntry(max(t, float(state.grace_until or 0.0)))]
    if state.phase == "entry":
        p = state.current
        if state.ended_by == p and state.end_reason == "stop":
            return [EnterTerms(p, tuple(category(c).de for c in state.config.categories))]
        return [EnterTerms(p, ("",) * state.ncat)]
    if state.phase == "check":
        moves = []
        for c, p in state.open_terms():
            voters = [q for q in range(state.n) if q not in state.authors(c, p)]
            if voters:
                moves += [Vote(c, p, ()), Vote(c, p, tuple(voters))]
        moves.append(Score())
        return moves
    if state.phase == "creative":
        n = state.n
        return [
            Point(tuple((i + 1) % n for i in range(n))),
            Point(tuple((i - 1) % n for i in range(n))),
        ]
    return []


# ----------------------------------------------------------------------------- transitions


def apply(state: State, move: Move) -> State:
    """Return the state after ``move``; ``state`` itself is unchanged."""
    if state.phase == "over":
        raise IllegalMove("The game is over.")
    new = state.clone()
    at = getattr(move, "at", None)
    if at is not None:
        if at < state.clock:
            raise IllegalMove("Time cannot run backwards.")
        new.clock = float(at)
    if isinstance(move, Deal):
        _deal(new, move)
    elif isinstance(move, StopOne):
        _stop_one(new, move)
    elif isinstance(move, StopOut):
        _stop_out(new, move)
    elif isinstance(move, BeginEntry):
        _begin_entry(new, move)
    elif isinstance(move, EnterTerms):
        _enter(new, move)
    elif isinstance(move, Vote):
        _vote(new, move)
    elif isinstance(move, Score):
        _score(new)
    elif isinstance(move, Point):
        _point(new, move)
    else:  # pragma: no cover - typing guards this
        raise IllegalMove(f"Unknown move {move!r}.")
    new.history.append(move_to_dict(move))
    return new


def _need(state: State, phase: str, message: str) -> None:
    if state.phase != phase:
        raise IllegalMove(message)


def _player(state: State, player: int) -> None:
    if not 0 <= player < state.n:
        raise IllegalMove(f"There is no player {player + 1}.")


def _deal(state: State, move: Deal) -> None:
    _need(state, "ready", "A round is already being played.")
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
    state.marks = []
    state.votes = []


def _stop_one(state: State, move: StopOne) -> None:
    _need(state, "writing", "\u201cStopp und 1!\u201d can only be called while the round runs.")
    _player(state, move.player)
    due = state.due()
    if due is not None and move.at >= due:
        raise IllegalMove("Time is up: the round ends with \u201cStopp und Aus!\u201d.")
    if state.stop_of(move.player) is not None:
        raise IllegalMove("You have already called \u201cStopp und 1!\u201d.")
    if move.filled < 2:
        raise IllegalMove("\u201cStopp und 1!\u201d needs at least 2 categories filled.")
    if move.filled >= state.ncat:
        raise IllegalMove("Every category is filled: call \u201cStopp und Aus!\u201d instead.")
    state.stops.append({"player": move.player, "filled": move.filled, "at": move.at})


def _stop_out(state: State, move: StopOut) -> None:
    _need(state, "writing", "\u201cStopp und Aus!\u201d can only be called while the round runs.")
    if move.player is None:
        due = state.due()
        if due is None or move.at < due:
            raise IllegalMove("The round goes on until someone calls \u201cStopp und Aus!\u201d.")
        counts = sorted((s["at"], s["player"]) for s in state.stops)
        count_end = state.count_ends()
        if count_end is not None and count_end == due:
            state.ended_by, state.end_reason = counts[0][1], "count"
        else:
            state.ended_by, state.end_reason = None, "timer"
    else:
        _player(state, move.player)
        if state.stop_of(move.player) is not None:
            raise IllegalMove(
                "After \u201cStopp und 1!\u201d you may not write more; your count ends the round."
            )
        state.ended_by, state.end_reason = move.player, "stop"
    state.ended_at = move.at
    state.grace_until = move.at + state.config.grace_seconds
    state.phase = "grace"


def _begin_entry(state: State, move: BeginEntry) -> None:
    _need(state, "grace", "The terms are entered after \u201cStopp und Aus!\u201d.")
    if state.grace_until is not None and move.at < state.grace_until:
        raise IllegalMove("Let everyone finish the term they are writing.")
    state.phase = "entry"
    state.current = 0


def _enter(state: State, move: EnterTerms) -> None:
    _need(state, "entry", "Terms are entered after the round, one player after the other.")
    _player(state, move.player)
    if move.player != state.current:
        raise IllegalMove(f"It is {state.config.players[state.current]}'s turn to enter terms.")
    if len(move.terms) != state.ncat:
        raise IllegalMove(f"Enter one term for each of the {state.ncat} categories.")
    terms = [" ".join(str(t).split()) for t in move.terms]
    if any(len(t) > MAX_TERM for t in terms):
        raise IllegalMove(f"A term may have at most {MAX_TERM} characters.")
    written = sum(1 for t in terms if normalise(t))
    stop = state.stop_of(move.player)
    if stop is not None and written > stop["filled"]:
        raise IllegalMove(
            f"You called \u201cStopp und 1!\u201d with {stop['filled']} terms and may not "
            "have written more."
        )
    if state.end_reason == "stop" and state.ended_by == move.player and written < state.ncat:
        raise IllegalMove("You called \u201cStopp und Aus!\u201d, so every category needs a term.")
    state.terms.append(terms)
    state.current += 1
    if state.current == state.n:
        state.marks = auto_marks(state)
        state.phase = "check"


def auto_marks(state: State) -> list[list[str | None]]:
    """The automatic marks of this round's terms (see the module docstring)."""
    check = prompt(str(state.prompt)).check
    used = state.used_terms()
    marks: list[list[str | None]] = []
    for row in state.terms:
        seen: set[str] = set()
        out: list[str | None] = []
        for term in row:
            key = normalise(term)
            mark: str | None = None
            if not key:
                mark = "gap"
            elif check is not None and not check_term(term, check):
                mark = "prompt"
            elif key in used:
                mark = "used"
            elif key in seen:
                mark = "twice"
            if key:
                seen.add(key)
            out.append(mark)
        marks.append(out)
    return marks


def _vote(state: State, move: Vote) -> None:
    _need(state, "check", "Votes are taken while the terms are checked.")
    _player(state, move.player)
    if not 0 <= move.category < state.ncat:
        raise IllegalMove(f"There is no category column {move.category + 1}.")
    if state.marks[move.player][move.category] not in (None, "vote"):
        raise IllegalMove("That term is already crossed out by the rules.")
    authors = state.authors(move.category, move.player)
    voters = [q for q in range(state.n) if q not in authors]
    if not voters:
        raise IllegalMove("Everyone wrote this term; nobody is left to vote on it.")
    against = sorted(set(move.against))
    if len(against) != len(move.against):
        raise IllegalMove("Each player votes once.")
    for q in against:
        _player(state, q)
        if q in authors:
            raise IllegalMove("Players do not vote on their own term.")
    rejected = 2 * len(against) > len(voters)
    for q in authors:
        state.marks[q][move.category] = "vote" if rejected else None
    state.votes.append(
        {
            "category": move.category,
            "player": move.player,
            "against": against,
            "voters": len(voters),
            "rejected": rejected,
        }
    )


def round_points(terms: list[list[str]], marks: list[list[str | None]]) -> list[int]:
    """Points of one round (DESIGN §8): 2 alone / 1 shared, +1 per other player's gap."""
    n = len(terms)
    points = [0] * n
    for c in range(len(terms[0]) if terms else 0):
        keys = [normalise(terms[p][c]) if marks[p][c] is None else None for p in range(n)]
        for p in range(n):
            if keys[p] is None:
                continue
            shared = any(keys[q] == keys[p] for q in range(n) if q != p)
            gaps = sum(1 for q in range(n) if q != p and keys[q] is None)
            points[p] += (1 if shared else 2) + gaps
    return points


def _score(state: State) -> None:
    _need(state, "check", "There is nothing to score yet.")
    state.results.append(
        {
            "round": state.round,
            "prompt": state.prompt,
            "terms": [list(t) for t in state.terms],
            "marks": [list(m) for m in state.marks],
            "points": round_points(state.terms, state.marks),
            "creative": None,
        }
    )
    if state.config.creative:
        state.phase = "creative"
    else:
        _finish_round(state)


def _point(state: State, move: Point) -> None:
    _need(state, "creative", "Creativity points are given after scoring a round.")
    if len(move.targets) != state.n:
        raise IllegalMove("Every player points at one fellow player.")
    for i, target in enumerate(move.targets):
        _player(state, target)
        if target == i:
            raise IllegalMove("Nobody points at themselves.")
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
