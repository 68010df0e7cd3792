"""Random legal games of Carcassonne (hypothesis): conservation laws, monotone scores, an end,
JSON round trips and replays that equal the original."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from geoquiz.games.carcassonne import (
    MEEPLES,
    Config,
    Move,
    PlayerSpec,
    State,
    apply,
    is_over,
    legal_moves,
    new_game,
)
from geoquiz.games.carcassonne.chips import CHIP_COUNT
from geoquiz.games.carcassonne.players import choose
from geoquiz.games.carcassonne.tiles import all_tiles

STARTS = [("Rostock", "Erfurt"), ("Rostock", "Stuttgart"), ("Erfurt", "Stuttgart")]
MAX_MOVES = 600


def check(s: State) -> None:
    placed = [t for t, _ in s.tiles.values() if t != "BIG"]
    held = [] if s.tile is None else [s.tile]
    assert Counter(placed) + Counter(s.stack) + Counter(s.discarded) + Counter(held) == Counter(
        all_tiles()
    ), "tiles conserved"
    for p in range(s.players):
        on_board = sum(1 for m in s.meeples if m.player == p)
        assert 0 <= on_board <= MEEPLES and s.supply(p) + on_board == MEEPLES
    under = [m.chip for m in s.meeples if m.upgraded]
    chips = list(s.chips_on_map.values()) + [c for h in s.chips_held for c in h]
    chips += [*under, *s.chips_out]
    assert sorted(chips) == list(range(CHIP_COUNT)), "chips conserved"
    assert len({m.node for m in s.meeples}) == len(s.meeples)
    assert is_over(s) or legal_moves(s), "a move exists until the end"


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 5),
    starts=st.sampled_from(STARTS),
    computer=st.booleans(),
)
def test_random_legal_games(
    seed: int,
    players: int,
    starts: tuple[str, str],
    computer: bool,
) -> None:
    levels = ["easy", "medium", "hard"]
    cfg = Config(
        tuple(PlayerSpec(f"P{i}", "computer", levels[i % 3]) for i in range(players)),
        starts,
        seed,
    )
    s = new_game(cfg)
    first = s.to_dict()
    rng = random.Random(seed)
    moves = []
    for _ in range(MAX_MOVES):
        check(s)
        if is_over(s):
            break
        if computer:
            move = choose(s, s.current, rng, cfg.players[s.current].level)
            assert move in legal_moves(s)
        else:
            move = rng.choice(legal_moves(s))
        before = list(s.scores)
        snapshot = s.to_dict()
        nxt = apply(s, move)
        assert s.to_dict() == snapshot, "apply does not change its input"
        assert all(b >= a for a, b in zip(before, nxt.scores, strict=True)), "scores never decrease"
        moves.append(move)
        s = nxt
    assert is_over(s), "the game ends"
    assert s.meeples == () and s.tile is None
    data = json.loads(json.dumps(s.to_dict()))
    assert State.from_dict(data).to_dict() == s.to_dict()
    replay = State.from_dict(json.loads(json.dumps(first)))
    for move in moves:
        replay = apply(replay, move)
    assert replay.to_dict() == s.to_dict(), "replay equals the original"


class CarcassonneMachine(RuleBasedStateMachine):
    """Hypothesis picks every move (by index into the legal moves); the conservation laws hold
    after each one, scores never fall, and replaying the moves gives the same state."""

    @initialize(
        seed=st.integers(0, 2**32),
        players=st.integers(2, 5),
        starts=st.sampled_from(STARTS),
    )
    def start(self, seed: int, players: int, starts: tuple[str, str]) -> None:
        cfg = Config(tuple(PlayerSpec(f"P{i}") for i in range(players)), starts, seed)
        self.state = new_game(cfg)
        self.first = self.state.to_dict()
        self.moves: list[Move] = []

    @precondition(lambda self: hasattr(self, "state") and not is_over(self.state))
    @rule(pick=st.integers(0, 10_000))
    def play(self, pick: int) -> None:
        moves = legal_moves(self.state)
        move = moves[pick % len(moves)]
        before = list(self.state.scores)
        self.state = apply(self.state, move)
        self.moves.append(move)
        assert all(b >= a for a, b in zip(before, self.state.scores, strict=True))

    @precondition(lambda self: hasattr(self, "state"))
    @rule()
    def replay_and_round_trip(self) -> None:
        data = json.loads(json.dumps(self.state.to_dict()))
        assert State.from_dict(data).to_dict() == self.state.to_dict()
        replay = State.from_dict(json.loads(json.dumps(self.first)))
        for move in self.moves:
            replay = apply(replay, move)
        assert replay.to_dict() == self.state.to_dict()

    @invariant()
    def conserved(self) -> None:
        if hasattr(self, "state"):
            check(self.state)


CarcassonneMachine.TestCase.settings = settings(
    max_examples=8, stateful_step_count=40, deadline=None
)
test_carcassonne_state_machine = CarcassonneMachine.TestCase
