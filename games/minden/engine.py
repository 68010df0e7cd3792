"""Rules engine of "Deutschland: Finden Sie Minden" (rulebook ``rules/finden-sie-minden.txt``).

The game is a pure state machine (DESIGN §1): :func:`new_game` deals the first round,
:func:`current_player` says who acts, :func:`legal_moves` lists what they may do, :func:`apply`
returns a new :class:`State` (an illegal move raises :class:`~games.contract.IllegalMove` with a
stable code such as ``minden.chip_used``; ``app/minden/refusals.py`` words it),
:func:`is_over` and :func:`ranking` tell how it ended. The state is frozen plain data
(:mod:`.state`); :meth:`State.to_dict` / :meth:`State.from_dict` round-trip it through JSON
exactly, the seeded RNG state included. The set-up lives in :mod:`.config`, the moves in
:mod:`.moves`, the scoring phase and the end of a round in :mod:`.scoring`.

Why a working copy: :func:`apply` thaws the state into a :class:`~.state.Work` (lists), runs the
phase's handler on it and freezes the result. A move touches up to a dozen fields (a score moves
pieces, boxes or keeps the card, settles challenges, may end the round, deal the next one or run
the final scoring); written with ``dataclasses.replace`` every handler would thread a new state
through each of those steps. The copy is made and frozen inside ``apply`` only, so no caller ever
holds a mutable state. Cost: ``bench/bench_minden_bots.py --games 8`` plays the same games in the
same CPU time as with the old mutable state (3.3 s user either way; the bots' thinking dominates).

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

from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import Any

from geoquiz.games.common import IllegalMove, seed_state, shuffled
from geoquiz.games.engine_tools import frozen_copy, working_copy
from geoquiz.games.minden.cards import COLOURS, Card, all_tips, check_tip
from geoquiz.games.minden.config import CONTROLLERS as CONTROLLERS
from geoquiz.games.minden.config import MAX_PLAYERS, MIN_PLAYERS, STONES
from geoquiz.games.minden.config import Config as Config
from geoquiz.games.minden.config import PlayerSpec as PlayerSpec
from geoquiz.games.minden.moves import Challenge as Challenge
from geoquiz.games.minden.moves import Draft as Draft
from geoquiz.games.minden.moves import Guess as Guess
from geoquiz.games.minden.moves import KeepCard as KeepCard
from geoquiz.games.minden.moves import Move as Move
from geoquiz.games.minden.moves import Score as Score
from geoquiz.games.minden.moves import Trade as Trade
from geoquiz.games.minden.moves import move_from_dict as move_from_dict
from geoquiz.games.minden.moves import move_to_dict as move_to_dict
from geoquiz.games.minden.scoring import deal, score_tip
from geoquiz.games.minden.state import State as State
from geoquiz.games.minden.state import Work

__all__ = [
    "apply",
    "can_trade",
    "current_player",
    "is_over",
    "legal_moves",
    "new_game",
    "ranking",
    "start_spaces",
]


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
    order, rng = shuffled([c.id for c in used], seed_state(config.seed))
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
    work = Work(
        config=config,
        cards=MappingProxyType({c.id: c for c in used}),
        rng=rng,
        phase="draft",
        round=1,
        positions=positions,
        pile=order[:half],
        reserve=order[half:],
        box=[],
        offer=[],
        hands=[None] * n,
        kept=[[] for _ in range(n)],
        trade_chip=[True] * n,
        stones=[STONES] * n,
        challenge_chips=[1 if config.variant_b else 0] * n,
        pending=[],
        traded=[False] * n,
        tips=[None] * n,
        challenges=[None] * n,
        history=[],
        events=[],
    )
    deal(work)
    return frozen_copy(State, work)


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
    return state.front_to_back()


def can_trade(state: State | Work, player: int) -> bool:
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
    handler, expected = _PHASES[state.phase]
    if not isinstance(move, expected):
        raise IllegalMove("minden.wrong_phase", phase=state.phase)
    work = working_copy(state, Work)
    work.events = []  # the events of this move only
    handler(work, player, move)
    return frozen_copy(State, work)


def _name(state: Work, player: int) -> str:
    return state.config.players[player].name


def _next_phase(state: Work, phase: str) -> None:
    """Every player has acted: ``phase`` begins, rearmost first."""
    state.phase = phase
    state.pending = state.rear_to_front()


def _draft(state: Work, player: int, move: Any) -> None:
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
        _next_phase(state, "trade")


def _trade(state: Work, player: int, move: Any) -> None:
    if isinstance(move, Trade):
        _swap_card(state, player)
    state.pending.pop(0)
    if not state.pending:
        _next_phase(state, "guess")


def _swap_card(state: Work, player: int) -> None:
    """Trade: the card goes to the box, the pile's top card comes; pay the chip or a stone."""
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
    paid = "chip" if state.trade_chip[player] else "stone"
    if paid == "chip":
        state.trade_chip[player] = False
    else:
        state.stones[player] -= 1
    state.traded[player] = True
    new = state.hands[player]
    state.events.append({"type": "trade", "player": player, "old": old, "new": new, "paid": paid})


def _guess(state: Work, player: int, move: Any) -> None:
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


def _challenge(state: Work, player: int, move: Any) -> None:
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


def _start_scoring(state: Work) -> None:
    state.phase = "score"
    state.pending = list(range(state.n))


#: each phase's handler and the move types it takes
_PHASES: dict[str, tuple[Callable[[Work, int, Any], None], type[Any] | tuple[type[Any], ...]]] = {
    "draft": (_draft, Draft),
    "trade": (_trade, (Trade, KeepCard)),
    "guess": (_guess, Guess),
    "challenge": (_challenge, Challenge),
    "score": (score_tip, Score),
}
