"""A small but complete game under the engine contract (DESIGN §1), for the table's tests.

"Beat the die": 2–40 seats, each dealt a hidden hand from a deck of ``3 × seats`` cards numbered
1…3n. A turn is a chance node (a six-sided die) followed by the current seat playing one card from
its hand: a card above the die scores its value, otherwise nothing. When every hand is empty the
highest score wins. ``view(state, seat)`` shows only that seat's own hand; the public board shows
the played cards, the die, the scores and how many cards each seat holds.

It is deliberately independent of the real games, so that the table server's tests do not depend
on which engines have been moved onto the contract yet.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from geoquiz.games.contract import CHANCE, TERMINAL, Event, Hidden, IllegalMove, Metadata, Player

NAME = "toy"
HAND = 3
#: 2–40 seats in turn, a die, no clock; each hand is its seat's secret
META = Metadata(2, 40, simultaneous=False, chance=True, timed=False,
                hidden={"hands.*": Hidden("toy.cards", per_seat=True)})  # fmt: skip


@dataclass(frozen=True)
class Config:
    players: int = 2


@dataclass(frozen=True)
class Roll:
    value: int


@dataclass(frozen=True)
class Play:
    card: int


Move = Roll | Play


@dataclass(frozen=True)
class State:
    players: int
    hands: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    turn: int  # seat whose turn it is
    die: int | None  # rolled for this turn, None before the roll
    played: tuple[tuple[int, int, int], ...]  # (seat, card, die)


def example_config(players: int = 2) -> Config:
    return Config(players=players)


def new_game(config: Config, seed: int) -> State:
    if not 2 <= config.players <= 40:
        raise ValueError("2 to 40 players")
    deck = list(range(1, HAND * config.players + 1))
    random.Random(seed).shuffle(deck)
    hands = tuple(tuple(sorted(deck[i * HAND : (i + 1) * HAND])) for i in range(config.players))
    return State(config.players, hands, (0,) * config.players, 0, None, ())


def current_player(state: State) -> Player:
    if all(not hand for hand in state.hands):
        return TERMINAL
    if state.die is None:
        return CHANCE
    return state.turn


def chance_outcomes(state: State) -> list[tuple[Any, float]]:
    if current_player(state) != CHANCE:
        return []
    return [(Roll(v), 1 / 6) for v in range(1, 7)]


def legal_moves(state: State) -> list[Any]:
    who = current_player(state)
    if who == CHANCE:
        return [m for m, _ in chance_outcomes(state)]
    if who == TERMINAL:
        return []
    return [Play(c) for c in state.hands[state.turn]]


def apply(state: State, move: Any) -> State:
    who = current_player(state)
    if who == TERMINAL:
        raise IllegalMove("toy.game_over")
    if isinstance(move, Roll):
        if who != CHANCE:
            raise IllegalMove("toy.not_chance")
        if not 1 <= move.value <= 6:
            raise IllegalMove("toy.bad_die", value=move.value)
        return State(state.players, state.hands, state.scores, state.turn, move.value, state.played)
    if not isinstance(move, Play):
        raise IllegalMove("toy.unknown_move")
    if who == CHANCE:
        raise IllegalMove("toy.roll_first")
    hand = state.hands[state.turn]
    if move.card not in hand:
        raise IllegalMove("toy.not_in_hand", card=move.card)
    assert state.die is not None
    hands = list(state.hands)
    hands[state.turn] = tuple(c for c in hand if c != move.card)
    scores = list(state.scores)
    if move.card > state.die:
        scores[state.turn] += move.card
    return State(
        state.players,
        tuple(hands),
        tuple(scores),
        (state.turn + 1) % state.players,
        None,
        (*state.played, (state.turn, move.card, state.die)),
    )


def view(state: State, seat: int | None) -> dict[str, Any]:
    public: dict[str, Any] = {
        "scores": list(state.scores),
        "die": state.die,
        "played": [{"seat": s, "card": c, "die": d} for s, c, d in state.played],
        "cards_left": [len(h) for h in state.hands],
    }
    if seat is not None:
        public["hand"] = list(state.hands[seat])
    return public


def encode_state(state: State) -> dict[str, Any]:
    return {
        "players": state.players,
        "hands": [list(h) for h in state.hands],
        "scores": list(state.scores),
        "turn": state.turn,
        "die": state.die,
        "played": [list(p) for p in state.played],
    }


def decode_state(data: dict[str, Any]) -> State:
    return State(
        int(data["players"]),
        tuple(tuple(int(c) for c in h) for h in data["hands"]),
        tuple(int(s) for s in data["scores"]),
        int(data["turn"]),
        None if data["die"] is None else int(data["die"]),
        tuple((int(a), int(b), int(c)) for a, b, c in data["played"]),
    )


def encode_move(move: Any) -> dict[str, Any]:
    if isinstance(move, Roll):
        return {"type": "roll", "value": move.value}
    return {"type": "play", "card": move.card}


def decode_move(data: dict[str, Any]) -> Any:
    kind = data["type"]
    if kind == "roll":
        return Roll(int(data["value"]))
    if kind == "play":
        return Play(int(data["card"]))
    raise ValueError(f"unknown move type {kind!r}")


def ranking(state: State) -> list[list[int]]:
    by_score: dict[int, list[int]] = {}
    for seat, score in enumerate(state.scores):
        by_score.setdefault(score, []).append(seat)
    return [by_score[s] for s in sorted(by_score, reverse=True)]


def events(before: State, after: State) -> list[Event]:
    if len(after.played) > len(before.played):
        seat, card, die = after.played[-1]
        return [Event("toy.played", seat, {"card": card, "die": die})]
    if after.die is not None and before.die is None:
        return [Event("toy.rolled", None, {"value": after.die})]
    return []


def _easy(state: State, seat: int, rng: random.Random) -> Any:
    return rng.choice(legal_moves(state))


def _hard(state: State, seat: int, rng: random.Random) -> Any:
    return max(legal_moves(state), key=lambda m: m.card)


bots = {"easy": _easy, "medium": _easy, "hard": _hard}
