"""Computer players for "10 Tage durch Deutschland": ``choose(state, player, rng) -> Move``.

Every level judges a holder with :func:`evaluate`: the correct links (each day joined to the
next), the longest correct stretch, and a little flexibility (regions with many neighbours and
transport cards in the middle are easier to connect later). Then

* **easy** takes a discard-pile card only when it makes a link, half the time; places the drawn
  card on the best day, but now and then simply discards it;
* **medium** takes the discard-pile card that improves the holder most when it makes at least
  one link, otherwise draws blind; always places greedily;
* **hard** also looks one draw ahead: it compares each face-up card with the *expected* gain of
  the unknown top of the draw pile (averaged over the cards it has not seen: not on its holder and
  not in the discard piles, whose cards every player saw being laid off), and it places a card
  where value plus the chance that the next card adds another link (:func:`link_chance`) is
  highest, even giving up a little flexibility for it. It watches what the
  opponents pick up from the discard piles and never hands them a wanted card when it can bury
  one instead: among equally good choices it lays off the card least useful to them, on the pile
  whose top they would like most.

All levels call out as soon as their holder forms a valid route, and only then. The players see
only what a player at the table sees: their own holder, the drawn card, the discard piles and
the pick-ups; never the draw pile's order or other holders.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

from geoquiz.games.tage.cards import BUS, deck_counts, train_colour
from geoquiz.games.tage.engine import (
    DAYS,
    Declare,
    Discard,
    Draw,
    Exchange,
    Move,
    PlaceSetup,
    State,
    legal_moves,
    placeable_days,
)
from geoquiz.geo.regions import BERLIN, regions

__all__ = ["LEVELS", "choose", "evaluate", "link_chance", "random_player", "useful_to"]

LEVELS = ("easy", "medium", "hard")
#: What the hard player reckons one more correct link on the next draw is worth.
LOOKAHEAD_WEIGHT = 20.0
Holder = tuple[str | None, ...]


@cache
def _tables() -> tuple[dict[str, frozenset[str]], dict[str, str], frozenset[tuple[str, str]]]:
    neighbours = {r.id: frozenset(r.neighbours) for r in regions()}
    colours = {r.id: r.colour for r in regions()}
    bridged = frozenset(
        (a, b)
        for a in neighbours
        for b in neighbours
        if a != b and (neighbours[a] & neighbours[b]) - {a, b}
    )
    return neighbours, colours, bridged


def _edges(holder: Holder) -> list[bool]:
    """Return for each of the nine day boundaries whether a correct link covers it."""
    nb, col, bridged = _tables()
    good = [False] * (DAYS - 1)
    prev = -1
    for i, card in enumerate(holder):
        if card is None or card not in nb:
            continue
        if prev >= 0:
            a = holder[prev]
            gap = i - prev - 1
            assert a is not None
            if gap == 0:
                if card in nb[a]:
                    good[prev] = True
            elif gap == 1:
                t = holder[prev + 1]
                assert t is not None
                if t == BUS:
                    ok = (a, card) in bridged
                else:
                    c = train_colour(t)
                    ok = (a == BERLIN or col[a] == c) and (card == BERLIN or col[card] == c)
                if ok:
                    good[prev] = good[prev + 1] = True
        prev = i
    return good


def evaluate(holder: Sequence[str | None]) -> float:
    """Score a holder: 10 per correct day boundary, 4 per day of the longest stretch, a bonus of
    1000 for a complete route, and a small flexibility term."""
    h = tuple(holder)
    good = _edges(h)
    n_good = sum(good)
    if n_good == DAYS - 1:
        return 1000.0
    run = best = 0
    for g in good:
        run = run + 1 if g else 0
        best = max(best, run)
    nb, _, _ = _tables()
    flex = 0.0
    for i, card in enumerate(h):
        if card is None:
            continue
        if card in nb:
            flex += 0.05 * len(nb[card])
        elif i in (0, DAYS - 1):
            flex -= 3.0
        else:
            flex += 0.2
    return 10.0 * n_good + 4.0 * best + flex


def _best_place(holder: Holder, card: str) -> tuple[float, int | None]:
    """Return the best value reachable by putting ``card`` somewhere (slot None: discard it)."""
    best_value, best_slot = evaluate(holder), None
    for slot in placeable_days(card):
        if holder[slot] == card:
            continue
        trial = holder[:slot] + (card,) + holder[slot + 1 :]
        value = evaluate(trial)
        if value > best_value + 1e-9:
            best_value, best_slot = value, slot
    return best_value, best_slot


def useful_to(state: State, player: int) -> set[str]:
    """Guess the cards ``player`` wants from what they picked up off the discard piles.

    A picked-up region suggests they want its neighbours (and trains of its colour, any train for
    Berlin); a picked-up train, regions of its colour; a bus, nothing in particular.
    """
    nb, col, _ = _tables()
    wanted: set[str] = set()
    for card in state.pickups[player]:
        if card == BERLIN:
            wanted |= nb[card] | {f"train:{c}" for c in set(col.values()) - {"black"}}
        elif card in nb:
            wanted |= nb[card]
            wanted.add(f"train:{col[card]}")
        elif card.startswith("train:"):
            colour = train_colour(card)
            wanted |= {r for r, c in col.items() if c == colour}
    return wanted


def _unseen(state: State, player: int) -> Counter[str]:
    """Cards ``player`` has not seen: the deck minus own holder and every discard-pile card."""
    unseen = deck_counts()
    unseen.subtract(c for c in state.holders[player] if c is not None)
    for pile in state.discards:
        unseen.subtract(pile)
    return +unseen


def random_player(state: State, player: int, rng: random.Random) -> Move:
    """A player that picks uniformly among the legal moves (a baseline for tests)."""
    return rng.choice(legal_moves(state))


def choose(state: State, player: int, rng: random.Random, level: str = "medium") -> Move:
    """Return the move of a computer ``player`` of ``level`` (``easy``, ``medium``, ``hard``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
    if state.current != player or state.phase == "over":
        raise ValueError("it is not this player's turn")
    holder: Holder = tuple(state.holders[player])
    if state.phase == "setup":
        free = [d for d in range(DAYS) if holder[d] is None]
        return PlaceSetup(rng.choice(free))
    if state.phase == "draw":
        return _choose_draw(state, player, rng, level, holder)
    return _choose_place(state, player, rng, level, holder)


def _choose_draw(state: State, player: int, rng: random.Random, level: str, holder: Holder) -> Move:
    current = evaluate(holder)
    if current >= 1000.0 and not state.declared:
        return Declare()
    gains: list[tuple[float, int]] = []
    for i, top in enumerate(state.tops()):
        if top is not None:
            value, _ = _best_place(holder, top)
            gains.append((value - current, i))
    if not gains:
        return Draw(None)
    best_gain, best_pile = max(gains, key=lambda g: (g[0], -g[1]))
    if not state.draw_pile:
        return Draw(best_pile)
    if level == "easy":
        take = best_gain >= 10.0 and rng.random() < 0.5
    elif level == "medium":
        take = best_gain >= 10.0
    else:
        expected = _expected_draw_gain(state, player, holder, current)
        take = best_gain >= 10.0 and best_gain >= expected
    return Draw(best_pile) if take else Draw(None)


def _expected_draw_gain(state: State, player: int, holder: Holder, current: float) -> float:
    unseen = _unseen(state, player)
    total = sum(unseen.values())
    if total == 0:
        return 0.0
    gain = 0.0
    for card, count in unseen.items():
        value, _ = _best_place(holder, card)
        gain += count * (value - current)
    return gain / total


def _choose_place(
    state: State, player: int, rng: random.Random, level: str, holder: Holder
) -> Move:
    drawn = str(state.drawn)
    piles = state.exchange_piles()
    discard_piles = state.discard_piles()
    current = evaluate(holder)
    options: list[tuple[float, int | None]] = []
    if discard_piles:
        options.append((current, None))
    for slot in placeable_days(drawn):
        trial = holder[:slot] + (drawn,) + holder[slot + 1 :]
        options.append((evaluate(trial), slot))
    if level == "easy" and discard_piles and rng.random() < 0.15:
        choice: tuple[float, int | None] = (current, None)
    elif level == "hard":
        choice = _hard_pick(state, player, options, holder, drawn)
    else:
        best = max(v for v, _ in options)
        ties = [o for o in options if o[0] >= best - 1e-9]
        choice = ties[0] if ties[0][1] is None else rng.choice(ties)
    value, target = choice
    declare = value >= 1000.0 and not state.declared
    if target is None:
        return Discard(_pick_pile(state, player, discard_piles, level, rng), declare)
    return Exchange(target, _pick_pile(state, player, piles, level, rng), declare)


def link_chance(holder: Holder, unseen: Counter[str]) -> float:
    """Return the chance that one unseen card, placed well, adds a correct link to ``holder``.

    This is the hard player's look one draw ahead ("the cards that would complete it").
    """
    total = sum(unseen.values())
    if total == 0:
        return 0.0
    good = _edges(holder)
    base = sum(good)
    if base == DAYS - 1:
        return 1.0
    slots = sorted(
        {s for e, g in enumerate(good) if not g for s in (e - 1, e, e + 1, e + 2) if 0 <= s < DAYS}
    )
    hits = 0
    for card, count in unseen.items():
        allowed = placeable_days(card)
        for slot in slots:
            if holder[slot] == card or slot not in allowed:
                continue
            trial = holder[:slot] + (card,) + holder[slot + 1 :]
            if sum(_edges(trial)) > base:
                hits += count
                break
    return hits / total


def _hard_pick(
    state: State,
    player: int,
    options: list[tuple[float, int | None]],
    holder: Holder,
    drawn: str,
) -> tuple[float, int | None]:
    """Best value plus the chance that the next draw adds a link (one draw ahead); among ties,
    lay off the card the next player wants least."""
    wanted = useful_to(state, (player + 1) % state.n)
    best = max(v for v, _ in options)
    if best >= 1000.0:
        return next(o for o in options if o[0] >= 1000.0)
    unseen = _unseen(state, player)
    unseen[drawn] -= 1
    unseen = +unseen
    shortlist = sorted(options, key=lambda o: -o[0])[:4]
    shortlist = [o for o in shortlist if o[0] >= best - LOOKAHEAD_WEIGHT]

    def score(option: tuple[float, int | None]) -> tuple[float, int, int]:
        slot = option[1]
        trial = holder if slot is None else holder[:slot] + (drawn,) + holder[slot + 1 :]
        card = drawn if slot is None else holder[slot]
        ahead = option[0] + LOOKAHEAD_WEIGHT * link_chance(trial, unseen)
        return (-ahead, int(card in wanted), -1 if slot is None else slot)

    return min(shortlist, key=score)


def _pick_pile(state: State, player: int, piles: list[int], level: str, rng: random.Random) -> int:
    if len(piles) == 1 or level != "hard":
        return piles[0] if level != "easy" else rng.choice(piles)
    wanted = useful_to(state, (player + 1) % state.n)
    tops = state.tops()
    return max(piles, key=lambda p: (tops[p] in wanted, -p))
