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

This module is the rulebook and the dispatcher; the parts live in modules named by what they do
(every public name stays importable from here, so callers and saved games keep working):

* :mod:`~geoquiz.games.stadtland.config` — the limits and :class:`Config`;
* :mod:`~geoquiz.games.stadtland.moves` — the moves and their JSON codec;
* :mod:`~geoquiz.games.stadtland.state` — :class:`State` and its queries;
* :mod:`~geoquiz.games.stadtland.rounds` — deal, the calls, the grace, the entry;
* :mod:`~geoquiz.games.stadtland.check` — votes, corrections, merges;
* :mod:`~geoquiz.games.stadtland.scoring` — points, Creative Play, the end of the game;
* :mod:`~geoquiz.games.stadtland.undo` — what ``Undo`` takes back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from geoquiz.games.common import seed_state, shuffled
from geoquiz.games.contract import IllegalMove
from geoquiz.games.engine_tools import freeze, plain
from geoquiz.games.stadtland import check as _check
from geoquiz.games.stadtland import marks as _marks
from geoquiz.games.stadtland import rounds as _rounds
from geoquiz.games.stadtland import scoring as _scoring
from geoquiz.games.stadtland.cards import category, prompt_ids
from geoquiz.games.stadtland.config import (
    DEFAULT_CATEGORIES,
    LANGUAGES,
    MARKS,
    MAX_PLAYERS,
    MAX_TERM,
    MIN_PLAYERS,
    ROUND_CHOICES,
    STOP_COUNT,
    Config,
)
from geoquiz.games.stadtland.moves import (
    BeginEntry,
    Deal,
    Edit,
    EnterTerms,
    Merge,
    Move,
    Point,
    Score,
    StopOne,
    StopOut,
    Undo,
    Vote,
    move_from_dict,
    move_to_dict,
)
from geoquiz.games.stadtland.rounds import entry_problem
from geoquiz.games.stadtland.scoring import is_over, ranking, round_points, winners
from geoquiz.games.stadtland.state import State
from geoquiz.games.stadtland.undo import undo_target

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
    "MARKS",
    "MAX_TERM",
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
    "entry_problem",
    "is_over",
    "legal_moves",
    "move_from_dict",
    "move_to_dict",
    "new_game",
    "ranking",
    "round_points",
    "winners",
]


# ----------------------------------------------------------------------------- set-up


def new_game(config: Config) -> State:
    """Shuffle the prompts of the chosen colours into a face-down stack."""
    config.validate()
    stack, rng = shuffled(prompt_ids(config.prompts), seed_state(config.seed))
    return State(config=config, rng=rng, stack=tuple(stack))


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
    if undo_target(state)[0] is not None:
        moves.append(Undo(t))
    return moves


# ----------------------------------------------------------------------------- transitions


def apply(state: State, move: Move) -> State:
    """Return the state after ``move``; ``state`` itself is frozen and stays as it was."""
    if state.phase == "over":
        raise IllegalMove("stadtland.game_over")
    at = getattr(move, "at", None)
    if at is not None and at < state.clock:
        raise IllegalMove("stadtland.time_backwards")
    record = freeze(move_to_dict(move))
    if isinstance(move, Undo):
        new = _undo(state)
    else:
        new = replace(_step(state, move), kept=(*state.kept, record))
    if at is not None:
        new = replace(new, clock=max(new.clock, float(at)))
    return replace(new, history=(*state.history, record))


#: the rule of each move (``Undo`` is handled by :func:`apply`, ``Score`` takes no move)
_RULES: dict[type, Callable[[State, Any], State]] = {
    Deal: _rounds.deal,
    StopOne: _rounds.stop_one,
    StopOut: _rounds.stop_out,
    BeginEntry: _rounds.begin_entry,
    EnterTerms: _rounds.enter,
    Vote: _check.vote,
    Edit: _check.edit,
    Merge: _check.merge,
    Point: _scoring.point,
}


def _step(state: State, move: Move) -> State:
    if isinstance(move, Score):
        new = _scoring.score(state)
    elif type(move) in _RULES:
        new = _RULES[type(move)](state, move)
    else:
        raise IllegalMove("stadtland.unknown_move", move=repr(move))
    at = getattr(move, "at", None)
    return new if at is None else replace(new, clock=max(new.clock, float(at)))


def auto_marks(state: State) -> list[list[str | None]]:
    """The automatic marks of this round's terms (see :mod:`games.stadtland.marks`)."""
    return _marks.auto_marks(state)


# ----------------------------------------------------------------------------- undo


def _replay(config: Config, moves: Sequence[Mapping[str, Any]]) -> State:
    state = new_game(config)
    for data in moves:
        state = _step(state, move_from_dict(plain(data)))
    return state


def _undo(state: State) -> State:
    kind, drop = undo_target(state)
    if kind is None:
        code = "stadtland.undo_too_late" if state.phase == "entry" else "stadtland.undo_nothing"
        raise IllegalMove(code)
    kept = tuple(m for i, m in enumerate(state.kept) if i not in drop)
    new = _replay(state.config, kept)
    return replace(new, kept=kept, clock=max(new.clock, state.clock))
