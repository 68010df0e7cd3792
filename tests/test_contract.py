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
    _slots,
    missing_contract_names,
    no_chance_outcomes,
    out_of_turn_moves,
    reveals,
    seeded_new_game,
    shuffle_hidden,
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


# --- declared metadata and hidden information (issue 27) ------------------------------------

#: plies of a hidden-information playout (long enough for late phases: holders turned up, terms
#: read out); checks on every n-th ply
HIDDEN_PLIES = 400
HIDDEN_EVERY = 2


def _playout_states(key: str, seed: int, players: int, plies: int) -> Iterator[tuple[Any, Any]]:
    """``(state, move)`` along a seeded random playout (``move`` is the one applied next)."""
    game = GAMES[key]
    state = game.new_game(game.example_config(players=players), seed)
    rng = random.Random(seed)
    for ply in range(plies):
        if game.current_player(state) == TERMINAL:
            return
        move = _step(game, state, seed, ply, rng)
        yield state, move
        state = game.apply(state, move)


def hidden_leaks(game: Game, state: Any, seats: int, rng: random.Random) -> list[str]:
    """The seats whose view changes when the hidden fields they may not see (``META.hidden``)
    are dealt anew: each a line naming the game, the seat and the phase."""
    encoded = game.encode_state(state)
    leaks = []
    for seat in [None, *range(seats)]:
        dealt = shuffle_hidden(encoded, game.META, seat, rng)
        if dealt == encoded:
            continue
        other = game.decode_state(dealt)
        if _canon(game.view(other, seat)) != _canon(game.view(state, seat)):
            leaks.append(
                f"{game.NAME}: seat {seat}'s view shows a declared hidden field "
                f"(phase {encoded.get('phase')!r})"
            )
    return leaks


@pytest.mark.parametrize("key", _games())
def test_metadata_is_declared_and_matches_the_game(key: str) -> None:
    """``META``: a sane player range that ``example_config``/``new_game`` accept at both ends,
    ``chance`` true exactly when a playout reaches ``CHANCE``, an ``out_of_turn_moves`` hook
    only in a simultaneous game, and every hidden path naming something in the state."""
    game = GAMES[key]
    meta = game.META
    assert 2 <= meta.min_players <= meta.max_players
    for n in (meta.min_players, meta.max_players):
        state = game.new_game(game.example_config(players=n), 1)
        assert game.current_player(state) != TERMINAL
    if hasattr(game, "out_of_turn_moves"):
        assert meta.simultaneous
    seen_chance = False
    found: set[str] = set()
    for state, _ in _playout_states(key, 2, 3, HIDDEN_PLIES):
        seen_chance |= game.current_player(state) == CHANCE
        encoded = game.encode_state(state)
        found |= {p for p in meta.hidden if list(_slots(encoded, p.split(".")))}
    assert seen_chance == meta.chance
    assert meta.hidden, f"{key} declares no hidden field"
    assert found == set(meta.hidden), f"{key}: hidden paths that name nothing in the state"


@pytest.mark.parametrize("key", _games())
def test_views_do_not_change_when_hidden_fields_are_dealt_anew(key: str) -> None:
    """The information-set check: along a seeded playout, every declared hidden field a seat
    may not see (draw order, other seats' hands) is dealt anew, and that seat's view (and the
    public board) must stay the same. The check must really change the state now and then."""
    game = GAMES[key]
    rng = random.Random(27)
    leaks: list[str] = []
    changed = 0
    for ply, (state, _) in enumerate(_playout_states(key, 27, 3, HIDDEN_PLIES)):
        if ply % HIDDEN_EVERY:
            continue
        encoded = game.encode_state(state)
        changed += shuffle_hidden(encoded, game.META, None, random.Random(ply)) != encoded
        leaks += hidden_leaks(game, state, 3, rng)
    assert leaks == []
    assert changed > 0, f"{key}: dealing the hidden fields anew never changed a state"


def test_the_hidden_field_check_finds_a_view_that_shows_the_chance_pile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Danmark leak the old test missed: a view with the chance pile's order is reported."""
    game = GAMES["danmark"]
    honest = game.view

    def leaky(state: Any, seat: int | None) -> dict[str, Any]:
        return {**honest(state, seat), "chance_pile_order": list(state.chance_pile)}

    monkeypatch.setattr(game, "view", leaky)
    state = next(s for s, _ in _playout_states("danmark", 3, 3, 50))
    leaks = hidden_leaks(game, state, 3, random.Random(1))
    assert len(leaks) == 4 and "danmark: seat None's view" in leaks[0]


@pytest.mark.parametrize("key", _games())
def test_the_hidden_field_check_finds_a_leak_in_every_game(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever a game declares hidden, a view that copies it out is caught for some seat."""
    game = GAMES[key]
    honest = game.view
    paths = [p.split(".") for p in game.META.hidden]

    def leaky(state: Any, seat: int | None) -> dict[str, Any]:
        encoded = game.encode_state(state)
        secret = [[c[k] for _, c, k in _slots(encoded, path)] for path in paths]
        return {**honest(state, seat), "leak": secret}

    monkeypatch.setattr(game, "view", leaky)
    rng = random.Random(5)
    found = [
        leak
        for ply, (state, _) in enumerate(_playout_states(key, 5, 3, 60))
        if ply % 10 == 0
        for leak in hidden_leaks(game, state, 3, rng)
    ]
    assert found, f"{key}: a view that shows every hidden field went unnoticed"


def _unrevealed_moves_that_show_something(
    game: Game, key: str, seed: int, plies: int
) -> tuple[list[str], int, int]:
    """Moves ``reveals`` calls undo points although the mover's view after the move depends on
    what the mover could not see before; and how many moves were, and were not, undo points."""
    bad: list[str] = []
    points = revealing = 0
    for ply, (state, move) in enumerate(_playout_states(key, seed, 3, plies)):
        who = game.current_player(state)
        if reveals(game, state, move):
            revealing += 1
            continue
        points += 1
        assert isinstance(who, int)
        after = _canon(game.view(game.apply(state, move), who))
        encoded = game.encode_state(state)
        for attempt in range(2):
            other = game.decode_state(
                shuffle_hidden(encoded, game.META, who, random.Random(ply * 2 + attempt))
            )
            try:
                seen = _canon(game.view(game.apply(other, move), who))
            except IllegalMove as exc:
                seen = f"refused: {exc.code}"
            if seen != after:
                bad.append(f"{key} ply {ply}: {game.encode_move(move)} shows the mover news")
                break
    return bad, points, revealing


@pytest.mark.parametrize("key", _games())
def test_a_move_that_is_an_undo_point_shows_its_mover_nothing_new(key: str) -> None:
    """``contract_helpers.reveals``: for every move it calls an undo point, the mover's view
    after the move is the same whatever the hidden fields held; a playout has both kinds."""
    bad, points, revealing = _unrevealed_moves_that_show_something(GAMES[key], key, 8, 250)
    assert bad == []
    assert points > 0 and revealing > 0, f"{key}: {points} undo points, {revealing} revealing"


def test_the_undo_point_check_finds_a_hook_that_hides_a_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A 10 Tage hook that called drawing from the pile an undo point is caught."""
    game = GAMES["tage"]
    monkeypatch.setattr(game, "reveals", lambda state, move: False)
    bad, _, _ = _unrevealed_moves_that_show_something(game, "tage", 8, 250)
    assert any("'draw', 'pile': None" in line for line in bad), bad[:3]


def test_reveals_without_a_hook_counts_only_chance_outcomes() -> None:
    """The default of ``contract_helpers.reveals``: a chance outcome reveals, another move not;
    a game's hook decides for its players' moves."""
    from types import SimpleNamespace

    turn = SimpleNamespace(current_player=lambda state: state)
    assert reveals(turn, CHANCE, "die") is True  # type: ignore[arg-type]
    assert reveals(turn, 0, "move") is False  # type: ignore[arg-type]
    hooked = SimpleNamespace(current_player=lambda state: state, reveals=lambda s, m: m == "draw")
    assert reveals(hooked, 1, "draw") is True  # type: ignore[arg-type]
    assert reveals(hooked, 1, "place") is False  # type: ignore[arg-type]


def test_shuffle_hidden_keeps_sizes_empty_places_and_what_the_seat_sees() -> None:
    """Items move only within their pool and only out of slots the seat may not see; each slot
    keeps its size and its ``None`` places; a public phase is left alone."""
    from geoquiz.games.contract import Hidden, Metadata

    meta = Metadata(2, 3, False, False, False, {
        "pile": Hidden("deck"),
        "hands.*": Hidden("deck", per_seat=True, public_in=frozenset({"over"})),
        "chips.*.1": Hidden("chips"),
    })  # fmt: skip
    encoded = {
        "phase": "play",
        "pile": [1, 2, 3, 4, 5, 6, 7, 8],
        "hands": [[10, None, 11], [20, 21, None], [30, None, None]],
        "chips": [["a", 100], ["b", 200], ["c", 300]],
    }
    seen_moved = False
    for n in range(40):
        out = shuffle_hidden(encoded, meta, 1, random.Random(n))
        assert out["hands"][1] == [20, 21, None]
        assert [[x is None for x in h] for h in out["hands"]] == [
            [x is None for x in h] for h in encoded["hands"]
        ]
        deck = sorted([*out["pile"], *(x for h in out["hands"] for x in h if x is not None)])
        assert deck == [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 20, 21, 30]
        assert [c[0] for c in out["chips"]] == ["a", "b", "c"]
        assert sorted(c[1] for c in out["chips"]) == [100, 200, 300]
        seen_moved |= out["hands"][0] != encoded["hands"][0]
    assert seen_moved
    assert encoded["pile"] == [1, 2, 3, 4, 5, 6, 7, 8]  # the input is not changed
    over = {**encoded, "phase": "over"}
    assert shuffle_hidden(over, meta, 1, random.Random(3))["hands"] == encoded["hands"]
