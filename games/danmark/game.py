"""Danmark-spillet under the one engine contract (DESIGN §1, ``games.contract``).

A thin layer over :mod:`.engine`. **The die is a chance node**: after a seat decides to roll
(:class:`~.engine.Roll`; it may instead hand in a ticket and cross), :func:`current_player` is
:data:`~geoquiz.games.contract.CHANCE` and :func:`chance_outcomes` lists the six faces
:class:`~.engine.Die` 1–6 with probability 1/6 each. Drivers sample it with
``chance_rng(seed, ply)`` and record the outcome among the moves, so replaying
``(config, seed, moves)`` reproduces the game without random numbers. The deal and the shuffles of
the chance and question piles come from the state's seeded generator (``new_game(config, seed)``).

``view(state, seat)`` is what the table shows: the board (pieces, start towns, whose turn and
phase, the roll, the question being asked with its reader), every seat's city cards (open in
this game: the rulebook never hides them), visited towns, tickets, kept question cards, the
sizes of the piles. The reader's own view also holds the card they read aloud (its text, options,
the right answer and the fact behind it, by language). Never in a view: the RNG state, the order
of the chance and question piles, the answer of the question being asked (but in the reader's).
:data:`META` declares both piles hidden: the conformance test deals them anew and compares the
views (it finds a view that shows the chance pile's order).

:func:`reveals` (no undo point): besides the die (a chance outcome), every move that draws a
chance card or a question card, and the answer to a question (the right one is shown).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from geoquiz.games.contract import CHANCE, TERMINAL, BotChooser, Event, Hidden, Metadata, Player
from geoquiz.games.contract_helpers import dict_codec, level_bots, seeded_new_game
from geoquiz.games.danmark import players as _players
from geoquiz.games.danmark.engine import (
    Config,
    Die,
    Move,
    PlayerSpec,
    State,
    reader,
)
from geoquiz.games.danmark.engine import apply as _apply
from geoquiz.games.danmark.engine import legal_moves as _legal_moves
from geoquiz.games.danmark.engine import new_game as _new_game
from geoquiz.games.danmark.engine import ranking as _ranking
from geoquiz.games.danmark.moves import move_from_dict, move_to_dict

NAME = "danmark"
DIE_FACES = (1, 2, 3, 4, 5, 6)

#: 2–4 seats taking turns; the die is a chance node; no clock. Hidden: the order of the chance
#: pile and of the question pile (the city cards are open in this game).
META = Metadata(
    min_players=2,
    max_players=4,
    chance=True,
    hidden={
        "chance_pile": Hidden("danmark.chance"),
        "question_pile": Hidden("danmark.questions"),
    },
)
#: the engine's event types of a move that shows a card or an answer
_REVEALING = frozenset({"chance", "question", "answer"})


#: computer players by level (``games.danmark.players``)
bots: Mapping[str, BotChooser[State, Move]] = level_bots(_players.choose)


def example_config(players: int = 2) -> Config:
    """``players`` (2–4) computer seats of medium strength; 150 rounds at most."""
    names = ("Anna", "Bo", "Clara", "Dan")
    specs = tuple(PlayerSpec(names[i], True, "medium") for i in range(players))
    return Config(players=specs, round_limit=150)


#: deal 4 city cards per group A–D to every seat and shuffle both piles with ``seed``
new_game = seeded_new_game(_new_game)


def current_player(state: State) -> Player:
    """The seat to move, :data:`CHANCE` while the die rolls, :data:`TERMINAL` at the end."""
    if state.phase == "over":
        return TERMINAL
    if state.phase == "die":
        return CHANCE
    return state.current


def chance_outcomes(state: State) -> list[tuple[Move, float]]:
    """The die: six outcomes of 1/6 each while it rolls, otherwise none."""
    if state.phase != "die":
        return []
    return [(Die(v), 1 / 6) for v in DIE_FACES]


#: the moves of the seat to act (the die's faces at the chance node, none at the end)
legal_moves = _legal_moves
#: the state after ``move`` (``state`` is unchanged); refusals: ``IllegalMove("danmark.…")``
apply = _apply


def reveals(state: State, move: Move) -> bool:
    """Whether a seat's ``move`` shows something new: it draws a chance or a question card, or
    answers a question (see the module docstring)."""
    return any(str(e["type"]) in _REVEALING for e in _apply(state, move).events)


def view(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see as JSON (``None``: the public board); see the module docstring."""
    if seat is not None and not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a game of {state.players}")
    question: dict[str, Any] | None = None
    if state.phase == "question" and state.question is not None:
        question = {"id": state.question, "reader": reader(state)}
        if seat == question["reader"]:  # the reader reads the card aloud and checks the answer
            question.update(_card_to_read(state.question))
    return {
        "game": NAME,
        "seat": seat,
        "phase": state.phase,
        "current": None if state.phase == "over" else state.current,
        "rounds": state.rounds,
        "players": [
            {"name": p.name, "computer": p.computer, "level": p.level} for p in state.config.players
        ],
        "pos": list(state.pos),
        "start": list(state.start),
        "hands": [list(h) for h in state.hands],
        "visited": [list(v) for v in state.visited],
        "tickets": [list(t) for t in state.tickets],
        "skip": list(state.skip),
        "kept_questions": list(state.kept_questions),
        "roll": state.roll,
        "can_cross": state.can_cross,
        "question": question,
        "extra_rolls": state.extra_rolls,
        "winner": state.winner,
        "chance_pile": len(state.chance_pile),
        "chance_discard": len(state.chance_discard),
        "question_pile": len(state.question_pile),
        "last_events": [dict(e) for e in state.events],
    }


def _card_to_read(question: str) -> dict[str, Any]:
    """The question card as its reader holds it: text, options and the right one, by language."""
    from geoquiz.geo.denmark_board import load_board

    q = next(q for q in load_board().questions if q.id == question)
    return {"text": dict(q.text), "options": [dict(o) for o in q.options],
            "answer": q.answer, "fact": dict(q.fact)}  # fmt: skip


#: a move as JSON: ``{"type": "die", "value": 4}``, ``{"type": "walk", "space": 93}``…
encode_state, decode_state, encode_move, decode_move = dict_codec(
    State.from_dict, move_to_dict, move_from_dict
)


def ranking(state: State) -> list[list[int]]:
    """Groups of tied seats, best first: the winner, then fewer cards left, then nearer home."""
    order = _ranking(state)
    keys = {p: _ranking_key(state, p) for p in order}
    groups: list[list[int]] = []
    for p in order:
        if groups and keys[groups[-1][0]] == keys[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


def _ranking_key(state: State, p: int) -> tuple[int, int, int]:
    from geoquiz.geo.denmark_board import load_board

    board = load_board()
    home = state.start[p]
    d = 0
    if home is not None and state.pos[p] >= 0:
        d = board.step_distances[state.pos[p]][board.town_index(home)]
        d = d if d >= 0 else 99
    return (0 if state.winner == p else 1, len(state.hands[p]), d)


_EVENT_KINDS = {
    "start": "danmark.started",
    "roll": "danmark.rolled",
    "walk": "danmark.moved",
    "cross": "danmark.crossed",
    "ticket": "danmark.ticket_used",
    "visit": "danmark.card_handed_in",
    "chance": "danmark.chance_card",
    "question": "danmark.question",
    "answer": "danmark.answered",
    "stay": "danmark.stayed",
    "extra_roll": "danmark.extra_roll",
    "skipped": "danmark.skipped",
    "win": "danmark.won",
    "limit": "danmark.ended",
}


def events(before: State, after: State) -> list[Event]:
    """What the last move did (``after`` one move after ``before``): rolled, moved, card handed
    in, chance card, question asked and answered, won… (kinds ``danmark.…``)."""
    if after.ply == before.ply:
        return []
    out: list[Event] = []
    for entry in after.events:
        kind = str(entry["type"])
        seat = entry.get("player")
        params = {k: v for k, v in entry.items() if k not in ("type", "player")}
        if kind == "chance":  # the card drawn, not its number in the physical deck
            params["card"] = str(params["card"]).split("#")[0]
        out.append(Event(_EVENT_KINDS.get(kind, f"danmark.{kind}"), seat, params))
    return out
