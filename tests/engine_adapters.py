"""One adapter per rules engine, so a single conformance test can drive every game (STYLE:
OpenSpiel's ``games_sim_test``).

An :class:`Engine` bundles what the test needs: a seeded new game, the engine functions, move
(de)serialisation, the computer players and a few moves that must be refused in a given state.
Engines whose ``legal_moves`` lists only representatives of free choices (Minden's place
indicator, Stadt-Land-anders' terms and times) say so through ``exhaustive``: where it is false,
a move need not be in the list to be legal.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from test_minden_rules import DECK

import geoquiz.games.carcassonne as carcassonne
import geoquiz.games.carcassonne.players as carcassonne_players
import geoquiz.games.danmark as danmark
import geoquiz.games.danmark.players as danmark_players
import geoquiz.games.minden as minden
import geoquiz.games.minden.engine as minden_engine
import geoquiz.games.minden.players as minden_players
import geoquiz.games.stadtland as stadtland
import geoquiz.games.stadtland.text as stadtland_text
import geoquiz.games.tage as tage
import geoquiz.games.tage.players as tage_players

Chooser = Callable[[Any, int, random.Random, str], Any]


@dataclass(frozen=True)
class Engine:
    """Everything the conformance test needs to know about one game."""

    name: str
    new_game: Callable[[int], Any]
    legal_moves: Callable[[Any], list[Any]]
    apply: Callable[[Any, Any], Any]
    is_over: Callable[[Any], bool]
    ranking: Callable[[Any], list[int]]
    current_player: Callable[[Any], int | None]
    from_dict: Callable[[dict[str, Any]], Any]
    move_to_dict: Callable[[Any], dict[str, Any]]
    move_from_dict: Callable[[dict[str, Any]], Any]
    players: Callable[[Any], int]
    illegal: Callable[[Any], list[Any]]
    exhaustive: Callable[[Any], bool]
    move_cap: int
    choose: Chooser | None = None
    levels: tuple[str, ...] = ()
    #: Turns a listed representative into a random free choice of the same kind (terms, times,
    #: map clicks); the identity for engines whose lists are complete.
    vary: Callable[[Any, Any, random.Random], Any] = lambda state, move, rng: move


def _flatten(groups: list[list[int]]) -> list[int]:
    return [p for group in groups for p in group]


# ----------------------------------------------------------------------------- Minden


def _minden_new(seed: int) -> minden.State:
    players = (
        minden.PlayerSpec("Anna", "red", 40),
        minden.PlayerSpec("Ben", "blue", 12),
        minden.PlayerSpec("Cleo", "green", 70),
    )
    config = minden.Config(players, variant_a=True, variant_b=True, track_length=12, seed=seed)
    return minden.new_game(config, DECK)


def _minden_illegal(state: minden.State) -> list[Any]:
    moves: list[Any] = []
    if state.phase == "draft":
        moves += [minden.Draft("no-such-card"), minden.KeepCard(), minden.Score(9.0, 51.0)]
    elif state.phase == "trade":
        moves += [minden.Draft(next(iter(state.cards))), minden.Guess(())]
    elif state.phase == "guess":
        moves += [minden.Guess(("X", "Q", 99, "Z")), minden.Trade()]
    elif state.phase == "challenge":
        moves += [minden.Challenge(minden.current_player(state)), minden.Challenge(99)]
    elif state.phase == "score":
        moves += [minden.KeepCard(), minden.Challenge(None)]
    return moves


def _minden_vary(state: minden.State, move: Any, rng: random.Random) -> Any:
    if isinstance(move, minden.Score):
        return minden.Score(rng.uniform(6.0, 15.0), rng.uniform(47.3, 55.0))
    return move


MINDEN = Engine(
    name="minden",
    new_game=_minden_new,
    legal_moves=minden.legal_moves,
    apply=minden.apply,
    is_over=minden.is_over,
    ranking=minden.ranking,
    current_player=minden.current_player,
    from_dict=minden.State.from_dict,
    move_to_dict=minden_engine.move_to_dict,
    move_from_dict=minden_engine.move_from_dict,
    players=lambda s: s.n,
    illegal=_minden_illegal,
    exhaustive=lambda s: s.phase != "score",
    move_cap=400,
    choose=minden_players.choose,
    levels=(*minden_players.LEVELS, "random"),
    vary=_minden_vary,
)


# ----------------------------------------------------------------------------- 10 Tage


def _tage_new(seed: int) -> tage.State:
    players = tuple(tage.PlayerSpec(name) for name in ("Anna", "Ben", "Cleo"))
    return tage.new_game(tage.Config(players, seed=seed, max_turns=40))


def _tage_illegal(state: tage.State) -> list[Any]:
    if state.phase == "setup":
        filled = [d for d, c in enumerate(state.holders[state.current]) if c is not None]
        return [tage.Draw(None), tage.PlaceSetup(99), *(tage.PlaceSetup(d) for d in filled[:1])]
    if state.phase == "draw":
        return [tage.PlaceSetup(0), tage.Discard(0), tage.Draw(7)]
    return [tage.Draw(None), tage.Exchange(99, 0), tage.Discard(5)]


TAGE = Engine(
    name="tage",
    new_game=_tage_new,
    legal_moves=tage.legal_moves,
    apply=tage.apply,
    is_over=tage.is_over,
    ranking=tage.ranking,
    current_player=tage.current_player,
    from_dict=tage.State.from_dict,
    move_to_dict=tage.move_to_dict,
    move_from_dict=tage.move_from_dict,
    players=lambda s: s.n,
    illegal=_tage_illegal,
    exhaustive=lambda s: True,
    move_cap=400,
    choose=tage_players.choose,
    levels=tage_players.LEVELS,
)


# ----------------------------------------------------------------------------- Danmark


def _danmark_new(seed: int) -> danmark.State:
    players = tuple(danmark.PlayerSpec(name) for name in ("Anna", "Ben", "Cleo"))
    return danmark.new_game(danmark.Config(players, seed=seed, round_limit=12))


def _danmark_illegal(state: danmark.State) -> list[Any]:
    moves: list[Any] = [danmark.Walk(-5), danmark.Cross("no-such-town")]
    if state.phase == "start":
        other = (state.current + 1) % state.players
        moves.append(danmark.ChooseStart(state.hands[other][0]))  # another player's card
    else:
        moves.append(
            danmark.ChooseStart(state.hands[state.current][0])
            if any(state.hands[state.current])
            else danmark.ChooseStart("no-such-town")
        )
    if state.phase != "question":
        moves.append(danmark.Answer(0))
    return moves


DANMARK = Engine(
    name="danmark",
    new_game=_danmark_new,
    legal_moves=danmark.legal_moves,
    apply=danmark.apply,
    is_over=danmark.is_over,
    ranking=danmark.ranking,
    current_player=danmark.current_player,
    from_dict=danmark.State.from_dict,
    move_to_dict=danmark.move_to_dict,
    move_from_dict=danmark.move_from_dict,
    players=lambda s: s.players,
    illegal=_danmark_illegal,
    exhaustive=lambda s: True,
    move_cap=400,
    choose=danmark_players.choose,
    levels=danmark.LEVELS,
)


# ----------------------------------------------------------------------------- Stadt-Land-anders


def _stadtland_new(seed: int) -> stadtland.State:
    config = stadtland.Config(("Anna", "Ben", "Cleo"), rounds=5, creative=True, seed=seed)
    return stadtland.new_game(config)


def _stadtland_illegal(state: stadtland.State) -> list[Any]:
    blank = ("",) * state.ncat
    moves: list[Any] = [stadtland.Point((0, 0, 0)), stadtland.Vote(99, 0, ())]
    if state.phase == "ready":
        moves.append(stadtland.EnterTerms(0, blank))
    elif state.phase == "entry":
        other = (state.current + 1) % state.n
        moves += [stadtland.EnterTerms(other, blank), stadtland.EnterTerms(state.current, ("",))]
    if state.clock > 0:
        moves.append(stadtland.Deal(state.clock - 1.0))  # time cannot run backwards
    return moves


WORDS = ("Bonn", "bonn", "Berlin", "Ulm", "Öl", "Maß", "masse", "Essen", "", "", "Tag", "Zug")


def _stadtland_vary(state: stadtland.State, move: Any, rng: random.Random) -> Any:
    """Blank term lists get random words (no more than a "Stopp und 1!" allows); timed moves
    are made later at random when that is still legal (as in ``test_stadtland_properties``)."""
    if isinstance(move, stadtland.EnterTerms) and move.terms == ("",) * state.ncat:
        stop = state.stop_of(move.player)
        limit = stop["filled"] if stop else state.ncat
        terms = [rng.choice(WORDS) for _ in range(state.ncat)]
        filled = [i for i, t in enumerate(terms) if stadtland_text.normalise(t)]
        for i in filled[limit:]:
            terms[i] = ""
        return stadtland.EnterTerms(move.player, tuple(terms))
    at = getattr(move, "at", None)
    if at is not None:
        later = replace(move, at=at + rng.choice((0.0, 1.5, 7.0, 200.0)))
        if later in stadtland.legal_moves(state, later.at):
            return later
    return move


STADTLAND = Engine(
    name="stadtland",
    new_game=_stadtland_new,
    legal_moves=stadtland.legal_moves,
    apply=stadtland.apply,
    is_over=stadtland.is_over,
    ranking=stadtland.ranking,
    current_player=lambda s: None if stadtland.is_over(s) else s.current,
    from_dict=stadtland.State.from_dict,
    move_to_dict=stadtland.move_to_dict,
    move_from_dict=stadtland.move_from_dict,
    players=lambda s: s.n,
    illegal=_stadtland_illegal,
    exhaustive=lambda s: False,
    move_cap=600,
    vary=_stadtland_vary,
)


# ----------------------------------------------------------------------------- Carcassonne


def _carcassonne_new(seed: int) -> carcassonne.State:
    players = tuple(carcassonne.PlayerSpec(name) for name in ("Anna", "Ben", "Cleo"))
    return carcassonne.new_game(carcassonne.Config(players, seed=seed))


def _carcassonne_illegal(state: carcassonne.State) -> list[Any]:
    move = carcassonne.Move
    moves = [move("bogus"), move("place", (9999, 9999), 0), move("upgrade", (9999, 9999), 0, 0)]
    if state.phase == "place":
        moves.append(move("meeple", feature=0))
    else:
        moves.append(move("place", (0, 0), 7))
    return moves


CARCASSONNE = Engine(
    name="carcassonne",
    new_game=_carcassonne_new,
    legal_moves=carcassonne.legal_moves,
    apply=carcassonne.apply,
    is_over=carcassonne.is_over,
    ranking=lambda s: _flatten(carcassonne.ranking(s)),
    current_player=lambda s: None if carcassonne.is_over(s) else carcassonne.current_player(s),
    from_dict=carcassonne.State.from_dict,
    move_to_dict=lambda m: m.to_dict(),
    move_from_dict=carcassonne.Move.from_dict,
    players=lambda s: s.players,
    illegal=_carcassonne_illegal,
    exhaustive=lambda s: True,
    move_cap=120,
    choose=carcassonne_players.choose,
    levels=carcassonne.LEVELS,
)

ENGINES = (MINDEN, TAGE, DANMARK, STADTLAND, CARCASSONNE)
