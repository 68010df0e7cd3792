"""Finden Sie Minden: random legal games keep the invariants of the rules (hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from test_minden_rules import DECK

from geoquiz.games.minden import Config, PlayerSpec, State, apply, is_over, legal_moves, new_game
from geoquiz.games.minden.engine import Guess, Score, current_player
from geoquiz.games.minden.players import random_tip

MAX_MOVES = 5000


def card_locations(state: State) -> Counter[str]:
    where: Counter[str] = Counter()
    for pile in (state.pile, state.reserve, state.box, state.offer):
        where.update(pile)
    where.update(h for h in state.hands if h is not None)
    for kept in state.kept:
        where.update(kept)
    return where


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    n=st.integers(2, 5),
    expert=st.booleans(),
    variant_a=st.booleans(),
    variant_b=st.booleans(),
    track=st.integers(10, 40),
)
def test_random_legal_games_keep_invariants(
    seed: int, n: int, expert: bool, variant_a: bool, variant_b: bool, track: int
) -> None:
    players = tuple(PlayerSpec(f"P{i}", f"c{i}", 20 + 3 * i) for i in range(n))
    cfg = Config(players, expert, variant_a, variant_b, track_length=track, seed=seed)
    state = new_game(cfg, DECK)
    rng = random.Random(seed)
    everything = Counter(list(state.cards))
    for step in range(MAX_MOVES):
        if is_over(state):
            break
        moves = legal_moves(state)
        assert moves, "a player must always have a move until the game is over"
        if state.phase == "guess":
            move = Guess(random_tip(rng, state.stones[current_player(state) or 0]))
        elif state.phase == "score":
            move = Score(rng.uniform(6, 16), rng.uniform(47, 55))
        else:
            move = rng.choice(moves)
        before = state.to_dict() if step % 17 == 0 else None
        after = apply(state, move)
        if before is not None:
            assert state.to_dict() == before, "apply must not mutate its input"
        assert card_locations(after) == everything, "cards are conserved"
        assert len(set(after.positions)) == n, "no two pieces share a space"
        assert all(b >= a for a, b in zip(state.positions, after.positions, strict=True))
        state = after
    assert is_over(state), "every game ends"
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))) == state


class MindenMachine(RuleBasedStateMachine):
    """Hypothesis drives the moves; the invariants hold after each one and replay agrees."""

    @initialize(
        seed=st.integers(0, 2**32),
        n=st.integers(2, 5),
        variant_a=st.booleans(),
        variant_b=st.booleans(),
    )
    def start(self, seed: int, n: int, variant_a: bool, variant_b: bool) -> None:
        players = tuple(PlayerSpec(f"P{i}", f"c{i}", 40 - i) for i in range(n))
        cfg = Config(players, True, variant_a, variant_b, track_length=12, seed=seed)
        self.state = new_game(cfg, DECK)
        self.first = self.state
        self.moves: list[object] = []
        self.all_cards = Counter(list(self.state.cards))

    @precondition(lambda self: hasattr(self, "state") and not is_over(self.state))
    @rule(data=st.data())
    def move(self, data: st.DataObject) -> None:
        state = self.state
        if state.phase == "score":
            lon = data.draw(st.floats(5.0, 16.5))
            lat = data.draw(st.floats(46.5, 55.5))
            move: object = Score(lon, lat)
        else:
            move = data.draw(st.sampled_from(legal_moves(state)))
        after = apply(state, move)  # type: ignore[arg-type]
        assert all(b >= a for a, b in zip(state.positions, after.positions, strict=True))
        self.state = after
        self.moves.append(move)

    @precondition(lambda self: hasattr(self, "state") and is_over(self.state))
    @rule()
    def game_over_has_no_moves(self) -> None:
        assert legal_moves(self.state) == []

    @invariant()
    def cards_conserved_and_spaces_distinct(self) -> None:
        if not hasattr(self, "state"):
            return
        assert card_locations(self.state) == self.all_cards
        assert len(set(self.state.positions)) == self.state.n

    @invariant()
    def replay_gives_the_same_state(self) -> None:
        if not hasattr(self, "state") or len(self.moves) % 25:
            return
        state = self.first
        for move in self.moves:
            state = apply(state, move)  # type: ignore[arg-type]
        assert state == self.state
        assert State.from_dict(json.loads(json.dumps(state.to_dict()))) == state


MindenMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=60, deadline=None)
test_minden_state_machine = MindenMachine.TestCase
