"""Rules engine of "Deutschland: Finden Sie Minden" (rulebook ``rules/finden-sie-minden.txt``).

The game is a pure state machine (DESIGN §1): :func:`new_game` deals the first round,
:func:`current_player` says who acts, :func:`legal_moves` lists what they may do, :func:`apply`
returns a new :class:`State` (an illegal move raises :class:`~games.contract.IllegalMove` with a
stable code such as ``minden.chip_used``; ``app/minden/refusals.py`` words it),
:func:`is_over` and :func:`ranking` tell how it ended. The state is
plain data; :meth:`State.to_dict` / :meth:`State.from_dict` round-trip it through JSON exactly,
the seeded RNG state included.

A round runs through the phases ``draft`` → ``trade`` → ``guess`` → (``challenge``, variant B)
→ ``score``; then the next round is dealt, or the final scoring runs and the phase is ``over``.

Interpretations of what the rulebook leaves open (also in ``docs/minden.md``):

* Track: spaces are numbered from 0; ``track_length`` (default 40) is the first orange final
  space. The final area has no end: pieces may move on past it during the final scoring.
* Start spaces: for *n* players the pieces stand on spaces 0 … n-1, the oldest on n-1 (the very
  front), then by age; equal ages keep the seat order (earlier seat in front).
* "Rearmost" means the lowest space. No two pieces ever share a space, so the order is strict.
  Moving *k* spaces means *k* free spaces: occupied spaces are skipped and not counted.
* Drafting: players choose from the rearmost forward; the leader gets the leftover card without a
  move. Trading: one decision per player per round, rearmost first; the new card is the top card
  of the draw pile and the traded card goes to the box. No trading once the pile is empty.
* Variant A: after the chip is used, a trade costs one tip stone for the rest of the game; a
  player keeps at least one stone.
* Guessing happens "at the same time"; the engine asks the players one after the other
  (rearmost first) and the app keeps each tip hidden until scoring.
* Variant B: after the guessing phase, each player owning a challenge chip may place one (at
  most one per round) in front of another player, rearmost first. Challenging a tip with no
  stones is allowed but pointless (an empty tip is never wrong). Several players may challenge
  the same player. A right challenge moves the challenger one space, right after the
  challenged player's piece, and returns the chip; a wrong one hands the chip to the challenged
  player (chips won so are challenge chips, never used to trade). At the end, *every* chip a
  player owns scores one space — the challenge chips and an unused trading chip — before the
  colour bonuses, rearmost first.
* Scoring is ordered by the current positions: the next to score is always the rearmost player
  who has not scored yet this round. The place indicator (the clicked lon/lat) is recorded for the
  app; the verdict depends only on the tip and the card's solutions.
* The game also ends when the draw pile cannot deal a full round (small decks); the final
  ``over`` event names the reason (``"final"`` or ``"pile"``).
* Final colour bonus: only colours someone holds count; a single leader moves 5, each tied
  leader 2, rearmost first. The winner is the front-most piece.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.common import IllegalMove, seed_state, shuffled
from geoquiz.games.minden.cards import (
    COLOURS,
    KEEP_THRESHOLD,
    Card,
    Tip,
    all_tips,
    check_tip,
    tip_is_right,
)

__all__ = [
    "CONTROLLERS",
    "Challenge",
    "Config",
    "Draft",
    "Guess",
    "KeepCard",
    "Move",
    "PlayerSpec",
    "Score",
    "State",
    "Trade",
    "apply",
    "current_player",
    "is_over",
    "legal_moves",
    "move_from_dict",
    "new_game",
    "ranking",
    "start_spaces",
]

MIN_PLAYERS, MAX_PLAYERS = 2, 5
STONES = 4
#: Who plays a seat: a person or a computer level. The engine does not care; the app does.
CONTROLLERS: tuple[str, ...] = ("human", "easy", "medium", "hard")


# ----------------------------------------------------------------------------- configuration


@dataclass(frozen=True)
class PlayerSpec:
    """A seat: the player's name, piece colour, age and who plays it."""

    name: str
    colour: str
    age: int
    controller: str = "human"


@dataclass(frozen=True)
class Config:
    """Everything decided before the first deal."""

    players: tuple[PlayerSpec, ...]
    expert: bool = False
    variant_a: bool = False
    variant_b: bool = False
    track_length: int = 40
    seed: int = 0

    def validate(self) -> None:
        """Raise ``ValueError`` with a readable sentence when the set-up is impossible."""
        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Finden Sie Minden needs 2 to 5 players, not {n}.")
        if not 10 <= self.track_length <= 200:
            raise ValueError("The score track needs 10 to 200 spaces.")
        names = [p.name.strip() for p in self.players]
        if any(not name for name in names):
            raise ValueError("Every player needs a name.")
        if len(set(names)) != n:
            raise ValueError("Two players have the same name.")
        if len({p.colour for p in self.players}) != n:
            raise ValueError("Two players have the same colour.")

    def as_dict(self) -> dict[str, Any]:
        return {
            "players": [
                {"name": p.name, "colour": p.colour, "age": p.age, "controller": p.controller}
                for p in self.players
            ],
            "expert": self.expert,
            "variant_a": self.variant_a,
            "variant_b": self.variant_b,
            "track_length": self.track_length,
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Config:
        return cls(
            players=tuple(PlayerSpec(**p) for p in data["players"]),
            expert=data["expert"],
            variant_a=data["variant_a"],
            variant_b=data["variant_b"],
            track_length=data["track_length"],
            seed=data["seed"],
        )


# ----------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Draft:
    """Take one of the face-up cards of this round."""

    card_id: str


@dataclass(frozen=True)
class Trade:
    """Give back the card (and the chip, or in variant A a stone) for the top card of the pile."""


@dataclass(frozen=True)
class KeepCard:
    """Do not trade this round."""


@dataclass(frozen=True)
class Guess:
    """Place tip stones: a prefix of (ew, zone, square, quadrant)."""

    tip: Tip = ()


@dataclass(frozen=True)
class Challenge:
    """Variant B: put the challenge chip in front of ``target`` (``None``: no challenge)."""

    target: int | None = None


@dataclass(frozen=True)
class Score:
    """Put the place indicator on the map at (lon, lat) and reveal the card."""

    lon: float | None = None
    lat: float | None = None


Move = Draft | Trade | KeepCard | Guess | Challenge | Score

_MOVE_TYPES: dict[str, type[Any]] = {
    "draft": Draft,
    "trade": Trade,
    "keep": KeepCard,
    "guess": Guess,
    "challenge": Challenge,
    "score": Score,
}


def move_to_dict(move: Move) -> dict[str, Any]:
    """Return a move as JSON-ready data."""
    kind = next(k for k, t in _MOVE_TYPES.items() if isinstance(move, t))
    data: dict[str, Any] = {"type": kind}
    data.update({k: (list(v) if isinstance(v, tuple) else v) for k, v in vars(move).items()})
    return data


def move_from_dict(data: dict[str, Any]) -> Move:
    """Inverse of :func:`move_to_dict`."""
    args = {k: v for k, v in data.items() if k != "type"}
    if "tip" in args:
        args["tip"] = tuple(args["tip"])
    move: Move = _MOVE_TYPES[data["type"]](**args)
    return move


# ----------------------------------------------------------------------------- state


@dataclass
class State:
    """The whole game as plain data. ``apply`` never mutates a state; it returns a new one."""

    config: Config
    cards: dict[str, Card]
    rng: int
    phase: str = "draft"
    round: int = 1
    positions: list[int] = field(default_factory=list)
    pile: list[str] = field(default_factory=list)
    reserve: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)
    offer: list[str] = field(default_factory=list)
    hands: list[str | None] = field(default_factory=list)
    kept: list[list[str]] = field(default_factory=list)
    trade_chip: list[bool] = field(default_factory=list)
    stones: list[int] = field(default_factory=list)
    challenge_chips: list[int] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)
    traded: list[bool] = field(default_factory=list)
    tips: list[Tip | None] = field(default_factory=list)
    challenges: list[int | None] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.config.players)

    def clone(self) -> State:
        """Return an independent copy (cards are immutable and shared)."""
        return State(
            config=self.config,
            cards=self.cards,
            rng=self.rng,
            phase=self.phase,
            round=self.round,
            positions=list(self.positions),
            pile=list(self.pile),
            reserve=list(self.reserve),
            box=list(self.box),
            offer=list(self.offer),
            hands=list(self.hands),
            kept=[list(k) for k in self.kept],
            trade_chip=list(self.trade_chip),
            stones=list(self.stones),
            challenge_chips=list(self.challenge_chips),
            pending=list(self.pending),
            traded=list(self.traded),
            tips=list(self.tips),
            challenges=list(self.challenges),
            history=list(self.history),
            events=list(self.events),
        )

    def to_dict(self) -> dict[str, Any]:
        """Return the state as JSON-ready data (``from_dict`` restores an equal state)."""
        return {
            "game": "minden",
            "version": 1,
            "config": self.config.as_dict(),
            "cards": [c.as_dict() for c in self.cards.values()],
            "rng": self.rng,
            "phase": self.phase,
            "round": self.round,
            "positions": self.positions,
            "pile": self.pile,
            "reserve": self.reserve,
            "box": self.box,
            "offer": self.offer,
            "hands": self.hands,
            "kept": self.kept,
            "trade_chip": self.trade_chip,
            "stones": self.stones,
            "challenge_chips": self.challenge_chips,
            "pending": self.pending,
            "traded": self.traded,
            "tips": [None if t is None else list(t) for t in self.tips],
            "challenges": self.challenges,
            "history": self.history,
            "events": self.events,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        """Inverse of :meth:`to_dict`."""
        if data.get("game") != "minden":
            raise ValueError("This saved game is not a Finden-Sie-Minden game.")
        cards = [Card.from_dict(c) for c in data["cards"]]
        return cls(
            config=Config.from_dict(data["config"]),
            cards={c.id: c for c in cards},
            rng=int(data["rng"]),
            phase=data["phase"],
            round=data["round"],
            positions=list(data["positions"]),
            pile=list(data["pile"]),
            reserve=list(data["reserve"]),
            box=list(data["box"]),
            offer=list(data["offer"]),
            hands=list(data["hands"]),
            kept=[list(k) for k in data["kept"]],
            trade_chip=list(data["trade_chip"]),
            stones=list(data["stones"]),
            challenge_chips=list(data["challenge_chips"]),
            pending=list(data["pending"]),
            traded=list(data["traded"]),
            tips=[None if t is None else tuple(t) for t in data["tips"]],
            challenges=list(data["challenges"]),
            history=list(data["history"]),
            events=list(data["events"]),
        )

    # Convenience views for the app and the computer players.

    def card(self, player: int) -> Card | None:
        """Return the card in front of ``player`` this round."""
        cid = self.hands[player]
        return None if cid is None else self.cards[cid]

    def rear_to_front(self, players: Sequence[int] | None = None) -> list[int]:
        """Return ``players`` (default all) ordered from the rearmost piece to the leader."""
        seats = range(self.n) if players is None else players
        return sorted(seats, key=lambda p: self.positions[p])

    def final_space(self) -> int:
        """The first orange final space."""
        return self.config.track_length

    def kept_by_colour(self, player: int) -> dict[str, int]:
        """Count the cards ``player`` has won, per colour."""
        counts = dict.fromkeys(COLOURS, 0)
        for cid in self.kept[player]:
            counts[self.cards[cid].colour] += 1
        return counts

    def chips_owned(self, player: int) -> int:
        """Chips the player owns now (unused trading chip plus challenge chips)."""
        return int(self.trade_chip[player]) + self.challenge_chips[player]


# ----------------------------------------------------------------------------- set-up


def start_spaces(n: int) -> list[int]:
    """Return the start spaces for ``n`` players, rearmost first."""
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Finden Sie Minden needs 2 to 5 players, not {n}.")
    return list(range(n))


def new_game(config: Config, cards: Sequence[Card]) -> State:
    """Set up the board, shuffle the cards, form the draw pile and deal the first round.

    Normal game: yellow, orange and green cards; expert game: blue too. About half of the shuffled
    cards (rounded up) form the draw pile; the rest stay in the box unused (``reserve``).
    """
    config.validate()
    colours = set(COLOURS) if config.expert else set(COLOURS) - {"blue"}
    used = [c for c in cards if c.colour in colours]
    if len({c.id for c in used}) != len(used):
        raise ValueError("Two cards share an id.")
    n = len(config.players)
    rng = seed_state(config.seed)
    order, rng = shuffled([c.id for c in used], rng)
    half = (len(order) + 1) // 2
    if half < n:
        raise ValueError(
            f"The chosen decks hold too few cards for {n} players ({len(used)} cards)."
        )
    # Oldest in front; equal ages keep the seat order, the earlier seat in front.
    by_age = sorted(range(n), key=lambda p: (config.players[p].age, -p))
    positions = [0] * n
    for space, player in zip(start_spaces(n), by_age, strict=True):
        positions[player] = space
    state = State(
        config=config,
        cards={c.id: c for c in used},
        rng=rng,
        positions=positions,
        pile=order[:half],
        reserve=order[half:],
        kept=[[] for _ in range(n)],
        trade_chip=[True] * n,
        stones=[STONES] * n,
        challenge_chips=[1 if config.variant_b else 0] * n,
        hands=[None] * n,
        traded=[False] * n,
        tips=[None] * n,
        challenges=[None] * n,
    )
    _deal(state)
    return state


# ----------------------------------------------------------------------------- queries


def current_player(state: State) -> int | None:
    """Return the seat that must move now, or ``None`` when the game is over."""
    if state.phase == "over":
        return None
    if state.phase == "score":
        return state.rear_to_front(state.pending)[0]
    return state.pending[0]


def is_over(state: State) -> bool:
    """True after the final scoring."""
    return state.phase == "over"


def ranking(state: State) -> list[int]:
    """Return the seats from the front-most piece (the "Deutscher Meister") backwards."""
    return sorted(range(state.n), key=lambda p: -state.positions[p])


def can_trade(state: State, player: int) -> bool:
    """True when ``player`` may trade now: the chip, or in variant A a spare tip stone."""
    if state.phase != "trade" or not state.pile or state.traded[player]:
        return False
    if state.trade_chip[player]:
        return True
    return state.config.variant_a and state.stones[player] >= 2


def legal_moves(state: State) -> list[Move]:
    """Every move the current player may make (a single representative ``Score`` in scoring)."""
    player = current_player(state)
    if player is None:
        return []
    phase = state.phase
    if phase == "draft":
        return [Draft(cid) for cid in state.offer]
    if phase == "trade":
        return [KeepCard(), Trade()] if can_trade(state, player) else [KeepCard()]
    if phase == "guess":
        return [Guess(t) for t in all_tips(state.stones[player])]
    if phase == "challenge":
        targets: list[int | None] = [None, *(t for t in range(state.n) if t != player)]
        return [Challenge(t) for t in targets]
    return [Score()]


# ----------------------------------------------------------------------------- transitions


def apply(state: State, move: Move) -> State:
    """Return the state after ``move`` by the current player; ``state`` itself is unchanged."""
    player = current_player(state)
    if player is None:
        raise IllegalMove("minden.game_over")
    handler = _PHASES[state.phase]
    expected = _PHASE_MOVES[state.phase]
    if not isinstance(move, expected):
        raise IllegalMove("minden.wrong_phase", phase=state.phase)
    new = state.clone()
    new.events = []  # the events of this move only
    handler(new, player, move)
    return new


def _name(state: State, player: int) -> str:
    return state.config.players[player].name


def _draft(state: State, player: int, move: Any) -> None:
    if move.card_id not in state.offer:
        raise IllegalMove("minden.card_not_offered", card=str(move.card_id))
    state.offer.remove(move.card_id)
    state.hands[player] = move.card_id
    state.pending.pop(0)
    state.events.append({"type": "draft", "player": player, "card": move.card_id})
    if len(state.pending) == 1:
        leader = state.pending.pop(0)
        state.hands[leader] = state.offer.pop(0)
        state.events.append({"type": "draft", "player": leader, "card": state.hands[leader]})
    if not state.pending:
        state.phase = "trade"
        state.pending = state.rear_to_front()


def _trade(state: State, player: int, move: Any) -> None:
    if isinstance(move, Trade):
        if not state.pile:
            raise IllegalMove("minden.pile_empty")
        if not can_trade(state, player):
            if state.config.variant_a and not state.trade_chip[player]:
                raise IllegalMove("minden.no_spare_stone", player=_name(state, player))
            raise IllegalMove("minden.chip_used", player=_name(state, player))
        old = state.hands[player]
        assert old is not None
        state.box.append(old)
        state.hands[player] = state.pile.pop(0)
        if state.trade_chip[player]:
            state.trade_chip[player] = False
            paid = "chip"
        else:
            state.stones[player] -= 1
            paid = "stone"
        state.traded[player] = True
        state.events.append(
            {
                "type": "trade",
                "player": player,
                "old": old,
                "new": state.hands[player],
                "paid": paid,
            }
        )
    state.pending.pop(0)
    if not state.pending:
        state.phase = "guess"
        state.pending = state.rear_to_front()


def _guess(state: State, player: int, move: Any) -> None:
    tip = check_tip(move.tip)
    if len(tip) > state.stones[player]:
        raise IllegalMove(
            "minden.too_many_stones", player=_name(state, player), stones=state.stones[player]
        )
    state.tips[player] = tip
    state.pending.pop(0)
    state.events.append({"type": "guess", "player": player, "stones": len(tip)})
    if not state.pending:
        challengers = [p for p in state.rear_to_front() if state.challenge_chips[p] > 0]
        if state.config.variant_b and challengers:
            state.phase = "challenge"
            state.pending = challengers
        else:
            _start_scoring(state)


def _challenge(state: State, player: int, move: Any) -> None:
    target = move.target
    if target is not None:
        if not isinstance(target, int) or not 0 <= target < state.n:
            raise IllegalMove("minden.no_such_player")
        if target == player:
            raise IllegalMove("minden.challenge_self")
        state.challenge_chips[player] -= 1
        state.challenges[player] = target
        state.events.append({"type": "challenge", "player": player, "target": target})
    state.pending.pop(0)
    if not state.pending:
        _start_scoring(state)


def _start_scoring(state: State) -> None:
    state.phase = "score"
    state.pending = list(range(state.n))


def _score(state: State, player: int, move: Any) -> None:
    for value in (move.lon, move.lat):
        if value is not None and (
            not isinstance(value, int | float)
            or isinstance(value, bool)
            or not math.isfinite(value)
        ):
            raise IllegalMove("minden.bad_position")
    card = state.card(player)
    tip = state.tips[player]
    assert card is not None and tip is not None
    right = tip_is_right(card.solutions, tip)
    start = state.positions[player]
    if right and tip:
        _advance(state, player, len(tip), "tip")
    keep = right and len(tip) >= KEEP_THRESHOLD[card.colour]
    if keep:
        state.kept[player].append(card.id)
    else:
        state.box.append(card.id)
    state.hands[player] = None
    record: dict[str, Any] = {
        "round": state.round,
        "player": player,
        "card": card.id,
        "tip": list(tip),
        "right": right,
        "kept": keep,
        "lon": move.lon,
        "lat": move.lat,
        "from": start,
        "to": state.positions[player],
        "challengers": [],
    }
    for challenger in state.rear_to_front():
        if state.challenges[challenger] != player:
            continue
        state.challenges[challenger] = None
        record["challengers"].append(challenger)
        if right:
            state.challenge_chips[player] += 1
            state.events.append({"type": "chip", "player": player, "from": challenger})
        else:
            state.challenge_chips[challenger] += 1
            _advance(state, challenger, 1, "challenge")
    state.history.append(record)
    state.events.insert(0, {"type": "score", **record})
    state.pending.remove(player)
    if not state.pending:
        _end_round(state)


def _advance(state: State, player: int, steps: int, reason: str) -> None:
    """Move ``steps`` free spaces forward, skipping (not counting) occupied spaces."""
    occupied = {pos for p, pos in enumerate(state.positions) if p != player}
    pos = start = state.positions[player]
    path: list[int] = []
    for _ in range(steps):
        pos += 1
        while pos in occupied:
            pos += 1
        path.append(pos)
    state.positions[player] = pos
    if steps:
        state.events.append(
            {
                "type": "move",
                "player": player,
                "from": start,
                "to": pos,
                "path": path,
                "reason": reason,
            }
        )


def _end_round(state: State) -> None:
    state.traded = [False] * state.n
    state.tips = [None] * state.n
    state.challenges = [None] * state.n
    if max(state.positions) >= state.final_space() or len(state.pile) < state.n:
        _final_scoring(state)
        return
    state.round += 1
    _deal(state)


def _deal(state: State) -> None:
    state.offer = state.pile[: state.n]
    del state.pile[: state.n]
    state.phase = "draft"
    state.pending = state.rear_to_front()
    state.events.append({"type": "deal", "round": state.round, "cards": list(state.offer)})


def _final_scoring(state: State) -> None:
    """Variant-B chips first, then the colour bonuses yellow, orange, green, blue."""
    reason = "final" if max(state.positions) >= state.final_space() else "pile"
    if state.config.variant_b:
        for player in state.rear_to_front():
            chips = state.chips_owned(player)
            if chips:
                _advance(state, player, chips, "chips")
    for colour in COLOURS:
        counts = [state.kept_by_colour(p)[colour] for p in range(state.n)]
        best = max(counts)
        if best == 0:
            continue
        leaders = [p for p in range(state.n) if counts[p] == best]
        bonus = 5 if len(leaders) == 1 else 2
        for player in state.rear_to_front(leaders):
            _advance(state, player, bonus, f"bonus:{colour}")
    state.phase = "over"
    state.pending = []
    state.events.append({"type": "over", "ranking": ranking(state), "reason": reason})


_PHASES: dict[str, Callable[[State, int, Any], None]] = {
    "draft": _draft,
    "trade": _trade,
    "guess": _guess,
    "challenge": _challenge,
    "score": _score,
}
_PHASE_MOVES: dict[str, type[Any] | tuple[type[Any], ...]] = {
    "draft": Draft,
    "trade": (Trade, KeepCard),
    "guess": Guess,
    "challenge": Challenge,
    "score": Score,
}
