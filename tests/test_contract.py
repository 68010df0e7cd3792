"""One conformance test for every game in ``geoquiz.games.GAMES``, through the contract alone.

DESIGN §1 (STYLE: OpenSpiel's ``games_sim_test``): nothing here knows a game's rules. For each
registered game: random playouts reach ``TERMINAL``; ``apply`` never changes its input; states and
moves round-trip through JSON; replaying ``(config, seed, moves)`` — chance outcomes among the
moves — gives the same state; views are JSON, never hold the RNG state and do not change when only
the RNG changes (an information set: nobody sees the draw order); the ranking covers every seat
once; every computer player level picks a move the engine accepts; a chance node's probabilities
sum to 1. The Danmark die is a chance node with six outcomes of 1/6.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from geoquiz.games import CHANCE, GAMES, TERMINAL, Game, IllegalMove
from geoquiz.games.contract import bot_rng, chance_rng, sample_chance
from geoquiz.games.contract_helpers import (
    CONTRACT_NAMES,
    missing_contract_names,
    no_chance_outcomes,
    out_of_turn_moves,
    seeded_new_game,
    terminal_or_current,
)
from geoquiz.games.registry import KEYS

#: plies after which a playout counts as endless
MOVE_CAP = 20_000
#: deep checks (round trip, no mutation, views) on every n-th ply of a playout
CHECK_EVERY = 7

RNG_KEYS = {"rng", "rng_state", "random", "seed"}


def _games() -> list[str]:
    return sorted(GAMES)


def _canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def _rng_paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """(path, value) of every entry of an encoded state whose key names a random generator."""
    if isinstance(data, dict):
        for key, value in data.items():
            if str(key).lower() in RNG_KEYS or "rng" in str(key).lower():
                yield (*path, key), value
            else:
                yield from _rng_paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _rng_paths(value, (*path, i))


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _keys(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield str(key)
            yield from _keys(value)
    elif isinstance(data, list):
        for value in data:
            yield from _keys(value)


def _step(game: Game, state: Any, seed: int, ply: int, rng: random.Random) -> Any:
    """One random move: a sampled chance outcome, or a random legal move of the player to act."""
    who = game.current_player(state)
    if who == CHANCE:
        outcomes = game.chance_outcomes(state)
        assert outcomes, "a chance node without outcomes"
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        return sample_chance(outcomes, chance_rng(seed, ply))
    moves = game.legal_moves(state)
    assert moves, f"{game.NAME}: player {who} to act but no legal move"
    return rng.choice(moves)


def _check_views(game: Game, state: Any, seats: int) -> None:
    encoded = game.encode_state(state)
    rng_entries = list(_rng_paths(encoded))
    for seat in [None, *range(seats)]:
        view = game.view(state, seat)
        text = _canon(view)  # JSON, or this raises
        assert not RNG_KEYS & {k.lower() for k in _keys(view)}, f"seat {seat}: view names the RNG"
        for _, value in rng_entries:
            if isinstance(value, int) and abs(value) > 10**6:
                assert str(value) not in text, f"seat {seat}: the RNG state is in the view"
    # the same position with another random generator: nobody may see a difference
    for path, value in rng_entries:
        if isinstance(value, int) and not isinstance(value, bool):
            other = game.decode_state(
                _set(encoded, path, (value * 6364136223846793005 + 1) % 2**63)
            )
            for seat in [None, *range(seats)]:
                assert _canon(game.view(other, seat)) == _canon(game.view(state, seat)), (
                    f"{game.NAME}: seat {seat}'s view depends on the RNG state at {path}"
                )


def _playout(key: str, seed: int, players: int, *, deep: bool) -> tuple[Any, Any, list[Any]]:
    game = GAMES[key]
    config = game.example_config(players=players)
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    moves: list[Any] = []
    for ply in range(MOVE_CAP):
        if game.current_player(state) == TERMINAL:
            break
        move = _step(game, state, seed, ply, rng)
        if deep and ply % CHECK_EVERY == 0:
            before = _canon(game.encode_state(state))
            assert _canon(game.encode_state(game.decode_state(json.loads(before)))) == before
            _check_views(game, state, players)
            encoded_move = game.encode_move(move)
            json.dumps(encoded_move)
            assert game.encode_move(game.decode_move(encoded_move)) == encoded_move
            new = game.apply(state, move)
            assert _canon(game.encode_state(state)) == before, "apply changed its input"
            state = new
        else:
            state = game.apply(state, move)
        moves.append(game.encode_move(move))
    else:
        pytest.fail(f"{key}: a random playout did not end within {MOVE_CAP} plies")
    return config, state, moves


def test_every_game_is_registered() -> None:
    """The five games of DESIGN §1 are all in ``GAMES``."""
    assert sorted(GAMES) == sorted(KEYS)


@pytest.mark.parametrize("key", _games())
def test_every_game_module_defines_the_contract_names(key: str) -> None:
    """Each face defines every name of ``CONTRACT_NAMES`` (they have no ``__all__`` to check)."""
    assert missing_contract_names(GAMES[key]) == []
    assert set(CONTRACT_NAMES) >= {"apply", "legal_moves", "view", "NAME"}


def test_missing_contract_names_lists_what_a_module_lacks() -> None:
    import types

    partial = types.ModuleType("partial")
    partial.NAME = "partial"  # type: ignore[attr-defined]
    partial.apply = lambda state, move: state  # type: ignore[attr-defined]
    missing = missing_contract_names(partial)
    assert "NAME" not in missing and "apply" not in missing
    assert "legal_moves" in missing and len(missing) == len(CONTRACT_NAMES) - 2


def test_no_chance_outcomes_is_always_empty() -> None:
    assert no_chance_outcomes(object()) == []


def test_seeded_new_game_replaces_the_config_seed() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Config:
        players: int
        seed: int = 0

    def engine_new_game(config: Config) -> tuple[int, int]:
        return config.players, config.seed

    new_game = seeded_new_game(engine_new_game)
    assert new_game(Config(3, seed=1), 42) == (3, 42)


def test_terminal_or_current_reads_the_seat_until_the_game_is_over() -> None:
    from types import SimpleNamespace

    current_player = terminal_or_current(lambda state: state.over)
    assert current_player(SimpleNamespace(over=False, current=2)) == 2
    assert current_player(SimpleNamespace(over=True, current=2)) == TERMINAL


@pytest.mark.parametrize("key", _games())
def test_out_of_turn_moves_are_accepted_by_apply(key: str) -> None:
    """The optional hook: for every game (``[]`` without one), each move it offers a seat that is
    not to act is accepted by ``apply``; a game without the hook offers nothing."""
    game = GAMES[key]
    state = game.new_game(game.example_config(players=3), 4)
    rng = random.Random(4)
    offered = 0
    for ply in range(60):
        who = game.current_player(state)
        if who == TERMINAL:
            break
        for seat in range(3):
            extra = out_of_turn_moves(game, state, seat)
            if not hasattr(game, "out_of_turn_moves"):
                assert extra == []
            if seat == who:
                continue
            for move in extra:
                game.apply(state, move)  # an illegal offer raises IllegalMove here
                offered += 1
        state = game.apply(state, _step(game, state, 4, ply, rng))
    if hasattr(game, "out_of_turn_moves"):
        assert offered > 0, f"{key} has the hook but offered no seat a move in 60 plies"


@pytest.mark.parametrize("key", _games())
def test_random_playouts_end_and_keep_the_contract(key: str) -> None:
    game = GAMES[key]
    assert game.NAME == key
    config, final, moves = _playout(key, seed=11, players=3, deep=True)
    ranking = game.ranking(final)
    seats = sorted(s for group in ranking for s in group)
    assert seats == list(range(len(seats))) and len(seats) >= 3
    assert all(group for group in ranking)
    _check_views(game, final, len(seats))


@pytest.mark.parametrize("key", _games())
def test_replay_of_recorded_moves_equals_the_game(key: str) -> None:
    game = GAMES[key]
    config, final, moves = _playout(key, seed=5, players=2, deep=False)
    replayed = game.new_game(config, 5)
    for data in json.loads(json.dumps(moves)):
        replayed = game.apply(replayed, game.decode_move(data))
    assert _canon(game.encode_state(replayed)) == _canon(game.encode_state(final))


@pytest.mark.parametrize("key", _games())
def test_every_bot_level_picks_a_move_the_engine_accepts(key: str) -> None:
    game = GAMES[key]
    assert {"easy", "medium", "hard"} <= set(game.bots)
    state = game.new_game(game.example_config(players=3), 3)
    seen = 0
    for ply in range(400):
        who = game.current_player(state)
        if who == TERMINAL:
            break
        if who == CHANCE:
            state = game.apply(
                state, sample_chance(game.chance_outcomes(state), chance_rng(3, ply))
            )
            continue
        level = ("easy", "medium", "hard")[ply % 3]
        move = game.bots[level](state, who, bot_rng(3, ply, who))
        state = game.apply(state, move)  # an illegal choice raises IllegalMove here
        seen += 1
    assert seen > 0


@pytest.mark.parametrize("key", _games())
def test_a_move_out_of_turn_is_refused_with_a_code(key: str) -> None:
    """A move that was legal one ply earlier is, once applied, refused with a coded IllegalMove."""
    game = GAMES[key]
    state = game.new_game(game.example_config(players=2), 9)
    rng = random.Random(9)
    for ply in range(300):
        if game.current_player(state) == TERMINAL:
            break
        move = _step(game, state, 9, ply, rng)
        after = game.apply(state, move)
        if game.current_player(after) not in (TERMINAL,):
            try:
                game.apply(after, move)
            except IllegalMove as exc:
                assert exc.code.startswith(f"{key}.") and " " not in exc.code
                return
        state = after
    pytest.skip(f"{key}: no repeated move was refused in 300 plies (moves may repeat legally)")


def test_the_danmark_die_is_a_chance_node_with_six_outcomes() -> None:
    if "danmark" not in GAMES:
        pytest.fail("danmark is not registered")
    game = GAMES["danmark"]
    state = game.new_game(game.example_config(players=2), 1)
    rng = random.Random(1)
    for ply in range(200):
        if game.current_player(state) == CHANCE:
            outcomes = game.chance_outcomes(state)
            assert len(outcomes) == 6
            assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
            assert len({_canon(game.encode_move(m)) for m, _ in outcomes}) == 6
            return
        state = game.apply(state, _step(game, state, 1, ply, rng))
    pytest.fail("no chance node in the first 200 plies of Danmark-spillet")


class ContractMachine(RuleBasedStateMachine):
    """A hypothesis state machine over one game: any legal move, at any point, keeps the contract.

    Hypothesis chooses the game, the seed, the number of players and every move (by index into
    ``legal_moves``), and shrinks a failure to the shortest sequence of moves that shows it.
    """

    def __init__(self) -> None:
        super().__init__()
        self.game: Game | None = None
        self.state: Any = None
        self.seed = 0
        self.ply = 0
        self.seats = 0

    @initialize(
        key=st.sampled_from(_games()), seed=st.integers(0, 2**31), players=st.integers(2, 4)
    )
    def start(self, key: str, seed: int, players: int) -> None:
        self.game = GAMES[key]
        self.seed, self.seats = seed, players
        self.state = self.game.new_game(self.game.example_config(players=players), seed)

    @rule(pick=st.integers(0, 10_000))
    def move(self, pick: int) -> None:
        game = self.game
        assert game is not None
        who = game.current_player(self.state)
        if who == TERMINAL:
            return
        if who == CHANCE:
            outcomes = game.chance_outcomes(self.state)
            move = outcomes[pick % len(outcomes)][0]
        else:
            assert isinstance(who, int) and 0 <= who < self.seats
            moves = game.legal_moves(self.state)
            move = moves[pick % len(moves)]
        before = _canon(game.encode_state(self.state))
        after = game.apply(self.state, game.decode_move(game.encode_move(move)))
        assert _canon(game.encode_state(self.state)) == before, "apply changed its input"
        self.state = after
        self.ply += 1

    @invariant()
    def round_trips_and_views(self) -> None:
        if self.game is None:
            return
        encoded = _canon(self.game.encode_state(self.state))
        assert (
            _canon(self.game.encode_state(self.game.decode_state(json.loads(encoded)))) == encoded
        )
        for seat in [None, *range(self.seats)]:
            json.dumps(self.game.view(self.state, seat))


TestContractMachine = ContractMachine.TestCase
TestContractMachine.settings = settings(
    max_examples=12, stateful_step_count=40, deadline=None, suppress_health_check=list(HealthCheck)
)
