"""Computer players for Finden Sie Minden: easy, medium and hard, plus a random-stone baseline.

Knowledge model. A computer player "believes" a card's place lies at the true location plus a
Gaussian error whose size (``sigma_km``) shrinks with the level and grows for green (areas) and
blue (companies and sights) cards. Now and then (``blunder``) a player has no idea at all and
believes a random place, with a wide uncertainty. The belief is derived from the game seed, the
seat and the card, so a player thinks the same about a card when drafting, trading and guessing.

Decisions by expected gain. The player samples points around the believed location with its own
error size (it knows how sure it is, not where the place really is), puts them on the board grid
(vectorised, :func:`geo.board.cell_codes`) and reads off, for each number of stones *k*,
the most likely *k*-stone tip and its probability ``p_k``. The expected gain of *k* stones is
``p_k * (k + keep_value)`` when *k* reaches the card's keep threshold (yellow 4, orange 3,
green 2, blue 3) and ``p_k * k`` otherwise; it places the *k* with the highest gain. Drafting
takes the card with the highest best gain; trading gives a card back when its gain falls clearly
below what a fresh card is expected to bring (estimated from the cards on the table), minus the
price of the chip (variant B: a chip is a point at the end; variant A: a stone for the rest of
the game). Variant-B challenges go to the player whose tip the challenger believes most likely
wrong, when that chance exceeds one half (a wrong challenge loses the chip, a point).
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from geoquiz.games.minden.cards import KEEP_THRESHOLD, Card, Tip
from geoquiz.games.minden.engine import (
    Challenge,
    Draft,
    Guess,
    KeepCard,
    Move,
    Score,
    State,
    Trade,
    can_trade,
    current_player,
    legal_moves,
)
from geoquiz.geo.board import (
    EW,
    QUADRANTS,
    ZONE_SQUARES,
    ZONES,
    cell_codes,
    code_to_cell,
    km_to_degrees,
    prefix_codes,
    tip_center,
)

__all__ = ["LEVELS", "Level", "TipPlan", "belief", "choose", "plan_tip"]


@dataclass(frozen=True)
class Level:
    """How well a computer player knows Germany, and how sure it thinks it is.

    ``sigma_km`` is the size of its error on a yellow card, times ``colour_factor`` per colour
    (a level that "knows the big cities" is good on yellow and poor elsewhere); ``blunder`` the
    chance of having no idea at all. ``confidence`` scales the error it *believes* it has when it
    chooses how many stones to place: below 1 it is overconfident and places too many stones.
    """

    sigma_km: float
    blunder: float
    keep_value: float = 1.5
    colour_factor: tuple[float, float, float, float] = (1.0, 1.3, 1.6, 2.0)
    confidence: float = 1.0
    #: what the level does, for the players (the app translates these names)
    name: str = ""


#: tuned so that tip accuracy (right tips among tips with stones) is about 50 / 65 / 80 %;
#: measured by ``bench/bench_minden_bots.py``
LEVELS: dict[str, Level] = {
    "easy": Level(
        sigma_km=40.0,
        blunder=0.12,
        keep_value=0.5,
        colour_factor=(1.0, 2.2, 2.6, 3.2),
        confidence=0.55,
        name="knows the big cities",
    ),
    "medium": Level(sigma_km=38.0, blunder=0.10, name="knows Germany well"),
    "hard": Level(sigma_km=14.0, blunder=0.03, name="expert"),
}
#: Error factor per card colour (the default levels): cities easiest, sights hardest.
COLOUR_FACTOR: dict[str, float] = {"yellow": 1.0, "orange": 1.3, "green": 1.6, "blue": 2.0}
_BLUNDER_SIGMA_KM = 160.0
_SAMPLES = 500


@dataclass(frozen=True)
class TipPlan:
    """The best tip for each number of stones, with its believed chance of being right."""

    tips: tuple[Tip, ...]
    probabilities: tuple[float, ...]
    lon: float
    lat: float

    def gain(self, k: int, colour: str, keep_value: float) -> float:
        """Expected spaces (and card value) of placing the best ``k``-stone tip."""
        bonus = keep_value if k >= KEEP_THRESHOLD[colour] and k > 0 else 0.0
        return self.probabilities[k] * (k + bonus)

    def best(self, colour: str, keep_value: float, max_stones: int) -> tuple[Tip, float]:
        """The tip with the highest expected gain and that gain."""
        k = max(range(max_stones + 1), key=lambda i: (self.gain(i, colour, keep_value), -i))
        return self.tips[k], self.gain(k, colour, keep_value)


def true_location(card: Card) -> tuple[float, float]:
    """The card's place (lon, lat): its point, else the middle of its first solution cell."""
    if card.lon is not None and card.lat is not None:
        return card.lon, card.lat
    return tip_center(card.solutions[0] if card.solutions else ())


def _seed(*parts: object) -> int:
    return zlib.crc32(":".join(str(p) for p in parts).encode())


def belief(card: Card, level: str, game_seed: int, player: int) -> tuple[float, float, float]:
    """Return where ``player`` believes the card's place is: (lon, lat, uncertainty in km)."""
    spec = LEVELS[level]
    gen = np.random.default_rng(_seed(game_seed, player, card.id, level))
    sigma = (
        spec.sigma_km * spec.colour_factor[("yellow", "orange", "green", "blue").index(card.colour)]
    )
    if gen.random() < spec.blunder:
        return float(gen.uniform(6.5, 14.5)), float(gen.uniform(47.8, 54.3)), _BLUNDER_SIGMA_KM
    lon, lat = true_location(card)
    dlon, dlat = km_to_degrees(sigma, lat)
    ex, ey = gen.normal(size=2)
    return float(lon + ex * dlon), float(lat + ey * dlat), sigma


@lru_cache(maxsize=4096)
def _plan(lon: float, lat: float, sigma_km: float, seed: int) -> TipPlan:
    gen = np.random.default_rng(seed)
    dlon, dlat = km_to_degrees(sigma_km, lat)
    xs = lon + gen.normal(size=_SAMPLES) * dlon
    ys = lat + gen.normal(size=_SAMPLES) * dlat
    codes = cell_codes(xs, ys)
    levels = prefix_codes(codes)
    tips: list[Tip] = [()]
    probs: list[float] = [1.0]
    for k, ids in enumerate(levels, start=1):
        values, counts = np.unique(ids, return_counts=True)
        i = int(np.argmax(counts))
        # Any sample with that k-prefix id gives the tip; decode it from the full cell code.
        example = int(codes[np.nonzero(ids == values[i])[0][0]])
        tips.append(code_to_cell(example).as_tuple()[:k])
        probs.append(float(counts[i]) / _SAMPLES)
    return TipPlan(tuple(tips), tuple(probs), lon, lat)


def plan_tip(card: Card, level: str, game_seed: int, player: int) -> TipPlan:
    """The player's best tip per number of stones for ``card`` (deterministic)."""
    lon, lat, sigma = belief(card, level, game_seed, player)
    believed = sigma * LEVELS[level].confidence if sigma < _BLUNDER_SIGMA_KM else sigma
    return _plan(lon, lat, believed, _seed("plan", game_seed, player, card.id))


def _value(state: State, player: int, card: Card, level: str) -> float:
    plan = plan_tip(card, level, state.config.seed, player)
    return plan.best(card.colour, LEVELS[level].keep_value, state.stones[player])[1]


def _trade_price(state: State, player: int) -> float:
    if state.trade_chip[player]:
        return 1.0 if state.config.variant_b else 0.4
    return 2.5  # variant A: one stone fewer for the rest of the game


def choose(state: State, player: int, rng: random.Random, level: str = "hard") -> Move:
    """Return the move computer player ``player`` makes now, at ``level`` (or ``"random"``)."""
    if current_player(state) != player:
        raise ValueError("It is not this player's turn.")
    if level == "random":
        return choose_random(state, player, rng)
    spec = LEVELS[level]
    phase = state.phase
    if phase == "draft":
        values = {cid: _value(state, player, state.cards[cid], level) for cid in state.offer}
        return Draft(max(state.offer, key=lambda cid: (values[cid], cid)))
    if phase == "trade":
        card = state.card(player)
        assert card is not None
        if not can_trade(state, player):
            return KeepCard()
        table = [state.cards[c] for c in state.hands if c is not None]
        expected = sum(_value(state, player, c, level) for c in table) / len(table)
        own = _value(state, player, card, level)
        return Trade() if own < expected - _trade_price(state, player) else KeepCard()
    if phase == "guess":
        card = state.card(player)
        assert card is not None
        plan = plan_tip(card, level, state.config.seed, player)
        return Guess(plan.best(card.colour, spec.keep_value, state.stones[player])[0])
    if phase == "challenge":
        best: tuple[float, int | None] = (0.5, None)
        for target in range(state.n):
            tip = state.tips[target]
            card = state.card(target)
            if target == player or card is None or not tip:
                continue
            plan = plan_tip(card, level, state.config.seed, player)
            wrong = 1.0 - plan.probabilities[len(tip)]
            if wrong > best[0]:
                best = (wrong, target)
        return Challenge(best[1])
    card = state.card(player)
    assert card is not None
    lon, lat, _ = belief(card, level, state.config.seed, player)
    return Score(lon, lat)


def random_tip(rng: random.Random, max_stones: int) -> Tip:
    """A uniformly random number of stones with random values."""
    k = rng.randint(0, max_stones)
    zone = rng.choice(ZONES)
    full = (rng.choice(EW), zone, rng.randint(1, ZONE_SQUARES[zone]), rng.choice(QUADRANTS))
    return full[:k]


def choose_random(state: State, player: int, rng: random.Random) -> Move:
    """The baseline: random draft and trade, a random number of random stones."""
    if state.phase == "guess":
        return Guess(random_tip(rng, state.stones[player]))
    if state.phase == "score":
        return Score(rng.uniform(6.0, 15.0), rng.uniform(47.3, 55.0))
    return rng.choice(legal_moves(state))
