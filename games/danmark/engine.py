"""Danmark-spillet rules engine: a pure state machine over the frozen board (DESIGN §1, §6).

How the eight rules of the rulebook are read here:

1. Each player gets 4 city cards from each group A–D (16). Before the first roll every player,
   in turn order, picks a **start town** from their own cards (:class:`ChooseStart`); that card
   is handed in at once, and the game is won by coming back to it at the end.
2. The chance cards and the question cards are shuffled piles inside the state (seeded RNG);
   used cards go to a discard pile that is reshuffled when the pile runs out.
3. :class:`Roll` is the player's decision to roll; then the die is a **chance node**
   (``current_player`` is ``CHANCE`` in phase ``die``) with six outcomes :class:`Die` 1–6 of 1/6
   each, which the driver samples (``games.contract.chance_rng``) and records among the moves, so
   a replay needs no random numbers. The piece then moves exactly that many spaces
   (:class:`Walk`) along a path of the space graph that **never turns back and never visits
   a space twice** ("the same direction for each roll"); only at a dead-end town (one road)
   does the path turn round. Passing through towns is free.
4. Ending a move exactly on a star town draws a chance card: extra roll, plane ticket, ferry
   ticket/bridge toll (both kept until used), miss the next turn, or take a question card.
5. A crossing (:class:`Cross`: ferry, flight, Storebælt toll bridge) starts only from the town
   the piece stands in at the start of the turn — it got there by an earlier roll (the start
   town counts as well). It takes the whole move: either the roll was a 1 or a 5 and the player
   sails/flies **instead of** walking, or the player hands in a matching ticket **instead of**
   rolling. Planes fly between any two airports; the ferry ticket also pays the bridge toll. The
   destination must be free. Arriving by a crossing counts as landing exactly.
6. A 6 draws a question card (:class:`Answer` gives the chosen option). Right: the player keeps
   the card and walks the card's value (1–4) like a roll (no crossing); every third kept card
   gives an extra roll. Wrong: the turn ends. The 6 itself does not move.
7. A city card is handed in only when a move ends **exactly** in that town. Two pieces never
   share a town: a walk that would end in an occupied town stops on the last free space before
   it (DESIGN §6); such a shortened move visits nothing and draws no chance card.
8. The first player whose hand is empty and who lands exactly in the start town wins. A game
   also ends after ``Config.round_limit`` rounds; then fewer cards left ranks higher.

If no walk of the rolled length exists (an island town without roads), :class:`Stay` ends the
turn.

This module is the rulebook's turn flow (:func:`legal_moves`, :func:`apply`, the coded refusals);
its parts live in modules named by what they hold, and their public names stay importable from
here: :mod:`~geoquiz.games.danmark.moves` (the set-up and the moves; their JSON codec, which
drivers use through the contract's ``encode_move``), :mod:`~geoquiz.games.danmark.state` (the
frozen state and the cards by id) and :mod:`~geoquiz.games.danmark.walks` (where a piece may go).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from geoquiz.games.common import IllegalMove, seed_state, shuffled
from geoquiz.games.danmark.moves import (
    Answer,
    ChooseStart,
    Config,
    Cross,
    Die,
    Move,
    PlayerSpec,
    Roll,
    Stay,
    Walk,
)
from geoquiz.games.danmark.state import State, chance_card, chance_deck
from geoquiz.games.danmark.state import board as _board
from geoquiz.games.danmark.walks import crossings, walk_destinations, walk_paths
from geoquiz.games.engine_tools import freeze

__all__ = [
    "GROUPS",
    "LEVELS",
    "Answer",
    "ChooseStart",
    "Config",
    "Cross",
    "Die",
    "IllegalMove",
    "Move",
    "PlayerSpec",
    "Roll",
    "State",
    "Stay",
    "Walk",
    "apply",
    "chance_card",
    "current_player",
    "is_over",
    "legal_moves",
    "new_game",
    "ranking",
    "reader",
    "walk_destinations",
    "walk_paths",
]

GROUPS = ("A", "B", "C", "D")
CARDS_PER_GROUP = 4
LEVELS = ("easy", "medium", "hard")
CROSSING_ROLLS = (1, 5)
EXTRA_ROLL_EVERY = 3


# -- set-up --------------------------------------------------------------------------------------
def new_game(config: Config) -> State:
    """Deal 4 city cards per group to each player and shuffle both piles."""
    n = len(config.players)
    if not 2 <= n <= 4:
        raise IllegalMove("danmark.player_count", n=n)
    for spec in config.players:
        if spec.level not in LEVELS:
            raise IllegalMove("danmark.unknown_level", level=spec.level)
    board = _board()
    rng = seed_state(config.seed)
    hands: list[list[str]] = [[] for _ in range(n)]
    for group in GROUPS:
        towns, rng = shuffled([t.id for t in board.group_towns(group)], rng)
        for p in range(n):
            hands[p].extend(towns[p * CARDS_PER_GROUP : (p + 1) * CARDS_PER_GROUP])
    chance, rng = shuffled(chance_deck(board), rng)
    questions, rng = shuffled([q.id for q in board.questions], rng)
    return State(
        config=config,
        rng=rng,
        phase="start",
        current=0,
        hands=tuple(tuple(h) for h in hands),
        visited=tuple(() for _ in range(n)),
        start=tuple(None for _ in range(n)),
        pos=tuple(-1 for _ in range(n)),
        tickets=tuple(() for _ in range(n)),
        skip=tuple(False for _ in range(n)),
        kept_questions=tuple(0 for _ in range(n)),
        chance_pile=tuple(chance),
        chance_discard=(),
        question_pile=tuple(questions),
        question_discard=(),
    )


def current_player(state: State) -> int | None:
    """The seat to move; None when the game is over (the contract's ``game.current_player`` also
    says CHANCE while the die rolls)."""
    return None if state.phase == "over" else state.current


def reader(state: State) -> int:
    """Who reads the question card aloud: the next player in turn (rule 6, "one of your
    opponents")."""
    return (state.current + 1) % state.players


def is_over(state: State) -> bool:
    return state.phase == "over"


def ranking(state: State) -> list[int]:
    """Players best first: the winner, then fewer cards left, then nearer to the start town."""
    board = _board()
    dist = board.step_distances

    def key(p: int) -> tuple[int, int, int]:
        home = state.start[p]
        d = 0
        if home is not None and state.pos[p] >= 0:
            d = dist[state.pos[p]][board.town_index(home)]
            d = d if d >= 0 else 99
        return (0 if state.winner == p else 1, len(state.hands[p]), d)

    return sorted(range(state.players), key=key)


def legal_moves(state: State) -> list[Move]:
    if state.phase == "over":
        return []
    p = state.current
    if state.phase == "start":
        return [ChooseStart(t) for t in state.hands[p]]
    if state.phase == "roll":
        return [Roll(), *crossings(state, p, ticket_only=True)]
    if state.phase == "die":
        return [Die(v) for v in range(1, 7)]
    if state.phase == "question":
        board = _board()
        q = next(q for q in board.questions if q.id == state.question)
        return [Answer(i) for i in range(len(q.options))]
    assert state.roll is not None
    moves: list[Move] = [Walk(s) for s in sorted(walk_destinations(state, p, state.roll))]
    if state.can_cross:
        moves.extend(crossings(state, p, ticket_only=False))
    if not moves:
        moves.append(Stay())
    return moves


# -- apply ---------------------------------------------------------------------------------------
class _Builder:
    """A mutable working copy of a state while one move is applied."""

    def __init__(self, s: State) -> None:
        self.s = s
        self.hands = [list(h) for h in s.hands]
        self.visited = [list(v) for v in s.visited]
        self.start = list(s.start)
        self.pos = list(s.pos)
        self.tickets = [list(t) for t in s.tickets]
        self.skip = list(s.skip)
        self.kept = list(s.kept_questions)
        self.chance_pile = list(s.chance_pile)
        self.chance_discard = list(s.chance_discard)
        self.question_pile = list(s.question_pile)
        self.question_discard = list(s.question_discard)
        self.rng = s.rng
        self.phase = s.phase
        self.current = s.current
        self.roll: int | None = s.roll
        self.can_cross = s.can_cross
        self.question = s.question
        self.extra_rolls = s.extra_rolls
        self.rounds = s.rounds
        self.winner = s.winner
        self.events: list[dict[str, Any]] = []

    def state(self) -> State:
        return State(
            config=self.s.config,
            rng=self.rng,
            phase=self.phase,
            current=self.current,
            hands=tuple(tuple(h) for h in self.hands),
            visited=tuple(tuple(v) for v in self.visited),
            start=tuple(self.start),
            pos=tuple(self.pos),
            tickets=tuple(tuple(t) for t in self.tickets),
            skip=tuple(self.skip),
            kept_questions=tuple(self.kept),
            chance_pile=tuple(self.chance_pile),
            chance_discard=tuple(self.chance_discard),
            question_pile=tuple(self.question_pile),
            question_discard=tuple(self.question_discard),
            roll=self.roll,
            can_cross=self.can_cross,
            question=self.question,
            extra_rolls=self.extra_rolls,
            rounds=self.rounds,
            winner=self.winner,
            events=freeze(self.events),
        )

    # piles
    def draw_chance(self) -> str:
        if not self.chance_pile:
            self.chance_pile, self.rng = shuffled(self.chance_discard, self.rng)
            self.chance_discard = []
        return self.chance_pile.pop(0)

    def draw_question(self) -> str:
        if not self.question_pile:
            if not self.question_discard:  # every card is kept by a player: start afresh
                self.question_discard = [q.id for q in _board().questions]
            self.question_pile, self.rng = shuffled(self.question_discard, self.rng)
            self.question_discard = []
        return self.question_pile.pop(0)

    # turn flow
    def end_turn(self) -> None:
        self.roll, self.can_cross, self.question = None, False, None
        if self.phase == "over":
            return
        if self.extra_rolls > 0:
            self.extra_rolls -= 1
            self.phase = "roll"
            self.events.append({"type": "extra_roll", "player": self.current})
            return
        n = self.s.players
        nxt = self.current
        while True:
            nxt = (nxt + 1) % n
            if nxt == 0:
                self.rounds += 1
            if self.skip[nxt]:
                self.skip[nxt] = False
                self.events.append({"type": "skipped", "player": nxt})
                continue
            break
        self.current = nxt
        self.phase = "roll"
        if self.rounds >= self.s.config.round_limit:
            self.phase = "over"
            self.events.append({"type": "limit"})

    def arrive(self, player: int, space: int, exact: bool) -> None:
        """Put the piece on ``space``; on an exact landing in a town: visit, win, chance."""
        board = _board()
        self.pos[player] = space
        town = board.town_at(space)
        if town is None or not exact:
            self.end_turn()
            return
        if town.id in self.hands[player]:
            self.hands[player].remove(town.id)
            self.visited[player].append(town.id)
            self.events.append({"type": "visit", "player": player, "town": town.id})
        if not self.hands[player] and town.id == self.start[player]:
            self.winner = player
            self.phase = "over"
            self.events.append({"type": "win", "player": player})
            return
        if town.star:
            card = self.draw_chance()
            effect = chance_card(board, card).effect
            self.events.append({"type": "chance", "player": player, "card": card})
            if effect in ("plane_ticket", "ferry_ticket"):
                self.tickets[player].append(card)
            else:
                self.chance_discard.append(card)
            if effect == "extra_roll":
                self.extra_rolls += 1
            elif effect == "skip_turn":
                self.skip[player] = True
            elif effect == "question":
                self.ask(player)
                return
        self.end_turn()

    def ask(self, player: int) -> None:
        self.question = self.draw_question()
        self.phase = "question"
        self.roll, self.can_cross = None, False
        self.events.append({"type": "question", "player": player, "question": self.question})


def apply(state: State, move: Move) -> State:
    """Return the state after ``move``; raise :class:`IllegalMove` if the rules forbid it."""
    if state.phase == "over":
        raise IllegalMove("danmark.game_over")
    legal = legal_moves(state)
    if move not in legal:
        raise _why_illegal(state, move)
    b = _Builder(state)
    p = state.current
    board = _board()
    if isinstance(move, ChooseStart):
        b.start[p] = move.town
        b.pos[p] = board.town_index(move.town)
        b.hands[p].remove(move.town)
        b.visited[p].append(move.town)
        b.events.append({"type": "start", "player": p, "town": move.town})
        if p + 1 < state.players:
            b.current = p + 1
        else:
            b.current, b.phase = 0, "roll"
    elif isinstance(move, Roll):
        b.phase = "die"
    elif isinstance(move, Die):
        value = move.value
        b.events.append({"type": "roll", "player": p, "value": value})
        if value == 6:
            b.ask(p)
        else:
            b.roll, b.can_cross, b.phase = value, value in CROSSING_ROLLS, "move"
    elif isinstance(move, Walk):
        exact = walk_destinations(state, p, state.roll or 0)[move.space]
        b.events.append({"type": "walk", "player": p, "space": move.space, "exact": exact})
        b.arrive(p, move.space, exact)
    elif isinstance(move, Cross):
        if move.ticket:
            crossing = next(
                c
                for c, o in board.crossings_from(board.towns[state.pos[p]].id)
                if o == move.town and _has_ticket(b, p, c.ticket)
            )
            card = next(t for t in b.tickets[p] if chance_card(board, t).effect == crossing.ticket)
            b.tickets[p].remove(card)
            b.chance_discard.append(card)
            b.events.append({"type": "ticket", "player": p, "card": card})
        here = board.towns[state.pos[p]].id
        kind = next(c.kind for c, o in board.crossings_from(here) if o == move.town)
        b.events.append({"type": "cross", "player": p, "town": move.town, "kind": kind})
        b.arrive(p, board.town_index(move.town), True)
    elif isinstance(move, Stay):
        b.events.append({"type": "stay", "player": p})
        b.end_turn()
    elif isinstance(move, Answer):
        q = next(q for q in board.questions if q.id == state.question)
        correct = move.choice == q.answer
        b.events.append(
            {
                "type": "answer",
                "player": p,
                "question": q.id,
                "choice": move.choice,
                "correct": correct,
            }
        )
        b.question = None
        if correct:
            b.kept[p] += 1
            if b.kept[p] % EXTRA_ROLL_EVERY == 0:
                b.extra_rolls += 1
            b.roll, b.can_cross, b.phase = q.value, False, "move"
        else:
            b.question_discard.append(q.id)
            b.end_turn()
    return replace(b.state(), ply=state.ply + 1)


def _has_ticket(b: _Builder, player: int, effect: str) -> bool:
    return any(chance_card(_board(), t).effect == effect for t in b.tickets[player])


def _why_illegal(state: State, move: Move) -> IllegalMove:
    """The coded refusal of a move that is not among the legal ones (texts: app/danmark)."""
    board = _board()
    if state.phase == "die" and not isinstance(move, Die):
        return IllegalMove("danmark.die_rolling")
    if isinstance(move, Die):
        if state.phase != "die":
            return IllegalMove("danmark.no_die")
        return IllegalMove("danmark.die_value", value=move.value)
    if isinstance(move, ChooseStart):
        if state.phase != "start":
            return IllegalMove("danmark.start_chosen")
        return IllegalMove("danmark.start_not_own")
    if isinstance(move, Roll):
        return IllegalMove("danmark.roll_not_now")
    if isinstance(move, Walk):
        if state.phase != "move":
            return IllegalMove("danmark.roll_first")
        return IllegalMove("danmark.walk_unreachable", steps=state.roll or 0)
    if isinstance(move, Cross):
        if state.phase == "roll":
            return IllegalMove("danmark.cross_needs_ticket")
        if state.phase == "move" and not state.can_cross:
            return IllegalMove("danmark.cross_needs_1_or_5")
        if board.has_town(move.town):
            return IllegalMove("danmark.cross_no_route", town=board.town(move.town).name)
        return IllegalMove("danmark.no_such_town", town=move.town)
    if isinstance(move, Stay):
        return IllegalMove("danmark.must_move")
    if isinstance(move, Answer):
        if state.phase != "question":
            return IllegalMove("danmark.no_question")
        return IllegalMove("danmark.choose_answer")
    return IllegalMove("danmark.not_allowed")


def with_positions(state: State, **changes: Any) -> State:
    """Return a copy with some fields replaced (for tests and demos)."""
    return replace(state, **changes)
