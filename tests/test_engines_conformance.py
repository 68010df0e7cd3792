"""One conformance test over every rules engine (STYLE: OpenSpiel's ``games_sim_test``).

Seeded random playouts check at every step that ``legal_moves`` is non-empty until the end, that
every listed move is accepted, that ``apply`` leaves its input alone and that the state
round-trips through JSON; replays of the move log (itself round-tripped through JSON) give the
same final state; illegal moves raise ``IllegalMove`` with a readable sentence; the computer
players of every level return legal moves; two runs with one seed write the same transcript.
The adapters live in :mod:`engine_adapters`.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from engine_adapters import ENGINES, Engine

from geoquiz.games.common import IllegalMove

SEEDS = (1, 2, 3)
#: Every listed move is tried when there are at most this many; otherwise a seeded sample of this
#: size (Carcassonne lists dozens of placements a turn; trying all costs seconds per game).
MOVES_CHECKED_PER_STEP = 24

engines = pytest.mark.parametrize("engine", ENGINES, ids=[e.name for e in ENGINES])


@dataclass
class Playout:
    """A seeded random game: the states visited and the moves made."""

    states: list[Any] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)


def play(engine: Engine, seed: int) -> Playout:
    """Play random listed moves from a seeded start until the end or the engine's move cap."""
    rng = random.Random(seed)
    state = engine.new_game(seed)
    out = Playout(states=[state])
    for _ in range(engine.move_cap):
        if engine.is_over(state):
            break
        move = engine.vary(state, rng.choice(engine.legal_moves(state)), rng)
        state = engine.apply(state, move)
        out.moves.append(move)
        out.states.append(state)
    return out


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def check_message(error: IllegalMove) -> None:
    """The message is one readable sentence: no traceback, no object or dataclass repr."""
    text = str(error)
    assert text.strip(), "empty IllegalMove message"
    assert "\n" not in text, text
    assert text[0].isupper() or text[0] in "\u201c\"'", text
    assert text.rstrip()[-1] in ".!?\u201d", text
    assert "Traceback" not in text and " object at 0x" not in text, text
    assert not re.search(r"\b[A-Z][A-Za-z]+\((?:[a-z_]+=|\))", text), f"repr in message: {text}"


@engines
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_keeps_the_engine_contract(engine: Engine, seed: int) -> None:
    rng = random.Random(1000 + seed)
    state = engine.new_game(seed)
    for _ in range(engine.move_cap):
        if engine.is_over(state):
            break
        moves = engine.legal_moves(state)
        assert moves, "legal_moves is empty although the game is not over"
        before = dumps(state.to_dict())
        sample = (
            moves
            if len(moves) <= MOVES_CHECKED_PER_STEP
            else rng.sample(moves, MOVES_CHECKED_PER_STEP)
        )
        for move in sample:
            engine.apply(state, move)  # raises IllegalMove if a listed move is refused
        move = engine.vary(state, rng.choice(moves), rng)
        after = engine.apply(state, move)
        assert dumps(state.to_dict()) == before, f"apply({move!r}) mutated its input"
        data = after.to_dict()
        again = engine.from_dict(json.loads(json.dumps(data)))
        assert again.to_dict() == data, "the state does not round-trip through JSON"
        assert again == after, "a state rebuilt from JSON differs from the original"
        if hasattr(after, "clone"):
            assert after.clone() == after, "a clone differs from its original"
        state = after
    assert engine.legal_moves(state) or engine.is_over(state)
    if engine.is_over(state):
        assert engine.legal_moves(state) == []
        assert engine.current_player(state) is None
    ranking = engine.ranking(state)
    assert sorted(ranking) == list(range(engine.players(state))), ranking


@engines
def test_random_games_reach_the_end(engine: Engine) -> None:
    """With the small configurations of the adapters, some seeded game ends within the cap."""
    assert any(engine.is_over(play(engine, seed).states[-1]) for seed in SEEDS)


@engines
@pytest.mark.parametrize("seed", SEEDS)
def test_replaying_the_move_log_gives_the_same_state(engine: Engine, seed: int) -> None:
    game = play(engine, seed)
    log = json.loads(json.dumps([engine.move_to_dict(m) for m in game.moves]))
    state = engine.new_game(seed)
    for data in log:
        state = engine.apply(state, engine.move_from_dict(data))
    assert state.to_dict() == game.states[-1].to_dict()


@engines
@pytest.mark.parametrize("seed", SEEDS)
def test_illegal_moves_raise_a_readable_illegal_move(engine: Engine, seed: int) -> None:
    game = play(engine, seed)
    checked = 0
    for state in game.states[:: max(1, len(game.states) // 12)]:
        if engine.is_over(state):
            continue
        before = dumps(state.to_dict())
        for move in engine.illegal(state):
            with pytest.raises(IllegalMove) as info:
                engine.apply(state, move)
            check_message(info.value)
            checked += 1
        assert dumps(state.to_dict()) == before, "a refused move changed the state"
    assert checked >= 10
    final = game.states[-1]
    if engine.is_over(final):
        with pytest.raises(IllegalMove) as info:
            engine.apply(final, game.moves[-1])
        check_message(info.value)


@engines
def test_moves_legal_elsewhere_are_refused_unless_listed(engine: Engine) -> None:
    """A move listed in one state but not in another (another phase or player) is refused there."""
    game = play(engine, SEEDS[0])
    if not any(engine.exhaustive(s) for s in game.states):
        pytest.skip(f"{engine.name} lists only representatives of its free moves")
    seen: list[Any] = []
    refused = 0
    for state in game.states[:80]:
        if engine.is_over(state) or not engine.exhaustive(state):
            continue
        listed = engine.legal_moves(state)
        for move in seen[-12:]:
            if move in listed:
                continue
            with pytest.raises(IllegalMove) as info:
                engine.apply(state, move)
            check_message(info.value)
            refused += 1
        seen += [m for m in listed[:3] if m not in seen]
    assert refused > 0


@engines
@pytest.mark.parametrize("seed", SEEDS)
def test_computer_players_of_every_level_return_legal_moves(engine: Engine, seed: int) -> None:
    if engine.choose is None:
        pytest.skip(f"{engine.name} has no computer players")
    game = play(engine, seed)
    live = [s for s in game.states if not engine.is_over(s)]
    picks = live[:: max(1, len(live) // 6)][:6]
    for state in picks:
        player = engine.current_player(state)
        assert player is not None
        for level in engine.levels:
            move = engine.choose(state, player, random.Random(seed), level)
            if engine.exhaustive(state):
                assert move in engine.legal_moves(state), (level, move)
            engine.apply(state, move)


@engines
def test_same_seed_writes_the_same_transcript(engine: Engine) -> None:
    def transcript(seed: int) -> str:
        game = play(engine, seed)
        steps = [
            {"move": engine.move_to_dict(m), "state": s.to_dict()}
            for m, s in zip(game.moves, game.states[1:], strict=True)
        ]
        return dumps({"start": game.states[0].to_dict(), "steps": steps})

    first = transcript(SEEDS[0])
    assert transcript(SEEDS[0]) == first
    assert transcript(SEEDS[1]) != first, "the seed does not change the game"
