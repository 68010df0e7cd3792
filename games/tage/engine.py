"""Rules engine of "10 Tage durch Deutschland" (rulebook ``rules/zehn-tage-durch-deutschland.txt``).

A pure state machine (DESIGN §1): :func:`new_game` shuffles and deals, :func:`current_player` says
who acts, :func:`legal_moves` lists what they may do, :func:`apply` returns a new :class:`State`
(an illegal move raises :class:`~geoquiz.games.contract.IllegalMove` with a stable code such as
``"tage.pile_empty"`` and its parameters; ``geoquiz.app.tage.refusals`` words them),
:func:`is_over` and :func:`ranking` tell how it ended. The state is frozen plain data and
round-trips through JSON exactly (:meth:`State.to_dict`), the RNG state (one SplitMix64 integer)
included. The set-up lives in :mod:`.config`, the moves in :mod:`.moves`, the frozen state in
:mod:`.state`.

Why a working copy: :func:`apply` thaws the state into a :class:`~.state.Work` (lists), runs the
move's handler on it and freezes the result. A turn changes piles two levels deep (a holder's day,
a discard pile, the pickups) and may end in a reshuffle; with ``dataclasses.replace`` each handler
would rebuild those nested tuples by hand. The copy never leaves ``apply``, so no caller holds a
mutable state.

Phases: ``setup`` → (``draw`` → ``place``)* → ``over``.

Interpretations of what the rulebook leaves open (also in ``docs/tage.md``):

* Deck: the rulebook's 59 cards (DESIGN §5: 43 regions with a second Berlin card — 44 region
  cards —, 10 trains, 5 buses); each player takes 10. A route may visit Berlin twice.
* Setup: "all players simultaneously" place their top card, unseen, in a free day, ten times.
  Because nobody sees the card being placed, the order of placements does not matter; the
  engine lets each player place all ten cards in turn (first player first), which saves hot-seat
  handovers. A placed card cannot be moved during setup (there is no move for it).
* The first player (``Config.first_player``, the youngest) begins; play runs in seat order.
* A turn: ``Draw`` (the draw pile or the top of a discard pile) then either ``Exchange`` (the drawn
  card takes a day; the card it replaces goes onto a discard pile) or ``Discard`` (the drawn card
  goes onto a discard pile).
* "Only two discard piles": a pile is empty exactly when a player has taken its only card. The
  rulebook's sentence speaks of the *exchanged* card ("If at this point there are only two discard
  piles, the exchanged card must be placed face up as the base of the third"), so an ``Exchange``
  must found the empty pile again, while a drawn card that is discarded (rule b: "placed on one of
  the three discard piles") may go onto any pile but the one it was taken from — putting it
  straight back would be no move at all. After taking the only card of a pile the player may
  therefore exchange (laying the old card on the empty place) or discard onto another pile.
* Reshuffle: when the draw pile is empty at the end of a turn, all discard-pile cards except the
  three top cards are shuffled into a new draw pile.
* "Train or bus cards may not be placed in the spaces for day 1 and day 10": during play an
  ``Exchange`` that would put a train or bus on day 1 or day 10 is illegal. During setup the
  cards are placed unseen, so a transport card can land there; the route check then marks that
  day as wrong until the player replaces the card with a region.
* Declaring "Ich reise in 10 Tagen durch Deutschland!": at the start of one's turn (``Declare``)
  or together with the card just placed (``declare=True`` on ``Exchange`` / ``Discard``), at most
  once per turn. A valid route wins at once; an invalid one is recorded with its verdicts and play
  goes on (no penalty; the rulebook names none).
* ``Config.max_turns`` (0 = no limit) ends a game without a winner after that many turns; the
  rulebook has no such limit, it serves computer-only games and tests.
* Ranking: the winner first, then by the length of the longest correct stretch on the holder.
"""

from __future__ import annotations

from geoquiz.games.common import seed_state, shuffled
from geoquiz.games.contract import IllegalMove as IllegalMove
from geoquiz.games.engine_tools import frozen_copy, working_copy
from geoquiz.games.tage.cards import deck, deck_counts, is_transport
from geoquiz.games.tage.config import MAX_PLAYERS as MAX_PLAYERS
from geoquiz.games.tage.config import MIN_PLAYERS as MIN_PLAYERS
from geoquiz.games.tage.config import Config as Config
from geoquiz.games.tage.config import PlayerSpec as PlayerSpec
from geoquiz.games.tage.moves import Declare as Declare
from geoquiz.games.tage.moves import Discard as Discard
from geoquiz.games.tage.moves import Draw as Draw
from geoquiz.games.tage.moves import Exchange as Exchange
from geoquiz.games.tage.moves import Move as Move
from geoquiz.games.tage.moves import PlaceSetup as PlaceSetup
from geoquiz.games.tage.moves import move_from_dict as move_from_dict
from geoquiz.games.tage.moves import move_to_dict as move_to_dict
from geoquiz.games.tage.route import DAYS as DAYS
from geoquiz.games.tage.route import RouteCheck
from geoquiz.games.tage.state import State as State
from geoquiz.games.tage.state import Work

__all__ = [
    "PILES",
    "apply",
    "assert_complete",
    "current_player",
    "is_over",
    "legal_moves",
    "longest_run",
    "new_game",
    "placeable_days",
    "ranking",
]

PILES = 3


# ----------------------------------------------------------------------------- set-up


def new_game(config: Config) -> State:
    """Shuffle the 59 cards and give every player a face-down stack of ten."""
    config.validate()
    rng = seed_state(config.seed)
    order, rng = shuffled(deck(), rng)
    n = len(config.players)
    stacks: list[tuple[str, ...]] = []
    for _ in range(n):
        stacks.append(tuple(order[-DAYS:]))
        del order[-DAYS:]
    return State(
        config=config,
        rng=rng,
        phase="setup",
        current=config.first_player,
        draw_pile=tuple(order),
        discards=((),) * PILES,
        holders=((None,) * DAYS,) * n,
        stacks=tuple(stacks),
        pickups=((),) * n,
    )


# ----------------------------------------------------------------------------- queries


def current_player(state: State) -> int | None:
    """Return the seat that must move now, or ``None`` when the game is over."""
    return None if state.phase == "over" else state.current


def is_over(state: State) -> bool:
    """True once someone has won (or the optional turn limit is reached)."""
    return state.phase == "over"


def longest_run(check: RouteCheck) -> int:
    """Return the number of days in the longest stretch joined by correct links (≥ 1)."""
    best = 1
    run_start: int | None = None
    run_end = -1
    for link in check.links:
        if link.kind in ("start", "end", "empty"):
            continue
        if link.ok:
            if run_start is None or link.start != run_end:
                run_start = link.start
            run_end = link.end
            best = max(best, run_end - run_start + 1)
        else:
            run_start = None
    return best


def ranking(state: State) -> list[int]:
    """Return the seats: the winner first, then by the longest correct stretch of their route."""
    runs = [longest_run(state.route(p)) for p in range(state.n)]
    return sorted(range(state.n), key=lambda p: (p != state.winner, -runs[p], p))


def legal_moves(state: State) -> list[Move]:
    """Every move the current player may make now."""
    if state.phase == "over":
        return []
    player = state.current
    if state.phase == "setup":
        return [PlaceSetup(d) for d in range(DAYS) if state.holders[player][d] is None]
    if state.phase == "draw":
        moves: list[Move] = []
        if state.draw_pile:
            moves.append(Draw(None))
        moves += [Draw(i) for i, p in enumerate(state.discards) if p]
        if not state.declared:
            moves.append(Declare())
        return moves
    declares = (False, True) if not state.declared else (False,)
    days = placeable_days(state.drawn)
    piles = state.exchange_piles()
    moves = [Exchange(d, p, dec) for dec in declares for d in days for p in piles]
    moves += [Discard(p, dec) for dec in declares for p in state.discard_piles()]
    return moves


def placeable_days(card: str | None) -> list[int]:
    """The days (0-based) a drawn ``card`` may be exchanged onto: trains and buses never go on
    day 1 or day 10 (rulebook, "Building the Route")."""
    if is_transport(card):
        return list(range(1, DAYS - 1))
    return list(range(DAYS))


# ----------------------------------------------------------------------------- transitions


def apply(state: State, move: Move) -> State:
    """Return the state after ``move`` by the current player; ``state`` itself is unchanged."""
    if state.phase == "over":
        raise IllegalMove("tage.game_over")
    new = working_copy(state, Work)
    if isinstance(move, PlaceSetup):
        _place_setup(new, move)
    elif isinstance(move, Draw):
        _draw(new, move)
    elif isinstance(move, Exchange | Discard):
        _lay_off(new, move)
    elif isinstance(move, Declare):
        if new.phase != "draw":
            raise IllegalMove("tage.call_out_when")
        if new.declared:
            raise IllegalMove("tage.already_called")
        _declare(new)
    else:  # pragma: no cover - typing guards this
        raise IllegalMove("tage.unknown_move", move=repr(move))
    new.history.append({"player": state.current, **move_to_dict(move)})
    return frozen_copy(State, new)


def _place_setup(state: Work, move: PlaceSetup) -> None:
    if state.phase != "setup":
        raise IllegalMove("tage.setup_over")
    player = state.current
    if not 0 <= move.slot < DAYS:
        raise IllegalMove("tage.no_such_day", day=move.slot + 1)
    if state.holders[player][move.slot] is not None:
        raise IllegalMove("tage.day_taken", day=move.slot + 1)
    state.holders[player][move.slot] = state.stacks[player].pop()
    if state.stacks[player]:
        return
    nxt = (player + 1) % state.n
    if nxt != state.config.first_player:
        state.current = nxt
        return
    for pile in state.discards:
        pile.append(state.draw_pile.pop())
    state.phase = "draw"
    state.current = state.config.first_player


def _draw(state: Work, move: Draw) -> None:
    if state.phase == "setup":
        raise IllegalMove("tage.place_first")
    if state.phase != "draw":
        raise IllegalMove("tage.already_drawn")
    player = state.current
    if move.pile is None:
        if not state.draw_pile:
            raise IllegalMove("tage.draw_pile_empty")
        state.drawn = state.draw_pile.pop()
    else:
        if not 0 <= move.pile < PILES:
            raise IllegalMove("tage.no_such_pile", pile=move.pile + 1)
        if not state.discards[move.pile]:
            raise IllegalMove("tage.pile_empty", pile=move.pile + 1)
        state.drawn = state.discards[move.pile].pop()
        state.pickups[player].append(state.drawn)
    state.drawn_from = move.pile
    state.phase = "place"


def _lay_off(state: Work, move: Exchange | Discard) -> None:
    if state.phase == "setup":
        raise IllegalMove("tage.place_first")
    if state.phase != "place":
        raise IllegalMove("tage.draw_first")
    if move.declare and state.declared:
        raise IllegalMove("tage.already_called")
    if not 0 <= move.pile < PILES:
        raise IllegalMove("tage.no_such_pile", pile=move.pile + 1)
    player = state.current
    drawn = str(state.drawn)
    if isinstance(move, Exchange):
        if move.pile not in state.exchange_piles():
            empty = state.exchange_piles()[0]
            raise IllegalMove("tage.found_third_pile", pile=move.pile + 1, empty=empty + 1)
        if not 0 <= move.slot < DAYS:
            raise IllegalMove("tage.no_such_day", day=move.slot + 1)
        if move.slot not in placeable_days(drawn):
            raise IllegalMove("tage.transport_on_end_day", card=drawn, day=move.slot + 1)
        old = state.holders[player][move.slot]
        state.holders[player][move.slot] = drawn
        state.discards[move.pile].append(str(old))
    else:
        if move.pile == state.drawn_from:
            raise IllegalMove("tage.same_pile", card=drawn, pile=move.pile + 1)
        state.discards[move.pile].append(drawn)
    state.drawn = None
    state.drawn_from = None
    if move.declare:
        _declare(state)
        if state.phase == "over":
            return
    _end_turn(state)


def _declare(state: Work) -> None:
    player = state.current
    check = state.route(player)
    state.declared = True
    route = list(state.holders[player])
    entry = {"player": player, "turn": state.turn, "valid": check.valid, "route": route}
    state.declarations.append(entry)
    if check.valid:
        state.winner = player
        state.phase = "over"


def _end_turn(state: Work) -> None:
    if not state.draw_pile:
        _reshuffle(state)
    state.turn += 1
    state.declared = False
    state.phase = "draw"
    state.current = (state.current + 1) % state.n
    if state.config.max_turns and state.turn >= state.config.max_turns:
        state.phase = "over"


def _reshuffle(state: Work) -> None:
    """Shuffle every discard-pile card except the three top cards into a new draw pile."""
    rest = [card for pile in state.discards for card in pile[:-1]]
    state.discards = [pile[-1:] for pile in state.discards]
    state.draw_pile, state.rng = shuffled(rest, state.rng)
    state.reshuffles += 1


def assert_complete(state: State) -> None:
    """Raise ``AssertionError`` unless the 59 cards are all accounted for (used by tests)."""
    if state.all_cards() != deck_counts():
        raise AssertionError("cards lost or duplicated")
