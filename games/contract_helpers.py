"""Glue the game modules (``geoquiz.games.<name>.game``) share to meet :mod:`.contract`.

* :func:`level_bots` — the ``bots`` mapping from one ``choose(state, seat, rng, level)``;
* :func:`tied_groups` and :func:`ranking_from_scores` — a ranking as groups of tied seats;
* :func:`dict_codec` — ``encode_state``/``decode_state``/``encode_move``/``decode_move`` for an
  engine whose state has ``to_dict`` and ``from_dict`` and whose moves have two converters.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from geoquiz.games.contract import BotChooser

__all__ = ["dict_codec", "level_bots", "ranking_from_scores", "tied_groups"]

LEVELS = ("easy", "medium", "hard")

S = TypeVar("S", bound="_DictState")
M = TypeVar("M")


class _DictState(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


def level_bots(
    choose: Callable[[Any, int, random.Random, str], Any],
    levels: Iterable[str] = LEVELS,
    prefix: str = "choose",
) -> Mapping[str, BotChooser]:
    """``{level: chooser}``: each chooser calls ``choose(state, seat, rng, level)``; its
    ``__name__`` is ``f"{prefix}_{level}"``."""

    def bot(level: str) -> BotChooser:
        def chooser(state: Any, seat: int, rng: random.Random) -> Any:
            return choose(state, seat, rng, level)

        chooser.__name__ = f"{prefix}_{level}"
        return chooser

    return {level: bot(level) for level in levels}


def tied_groups(keys: Sequence[Any]) -> list[list[int]]:
    """Seats grouped by equal ``keys[seat]``, the smallest key first (seats ascending within)."""
    return [[p for p in range(len(keys)) if keys[p] == key] for key in sorted(set(keys))]


def ranking_from_scores(scores: Sequence[float]) -> list[list[int]]:
    """Groups of tied seats, the highest score first."""
    return tied_groups([-s for s in scores])


def dict_codec(
    state_from_dict: Callable[[dict[str, Any]], S],
    move_to_dict: Callable[[M], dict[str, Any]],
    move_from_dict: Callable[[dict[str, Any]], M],
) -> tuple[
    Callable[[S], dict[str, Any]],
    Callable[[dict[str, Any]], S],
    Callable[[M], dict[str, Any]],
    Callable[[dict[str, Any]], M],
]:
    """``(encode_state, decode_state, encode_move, decode_move)``: the whole state as JSON (its
    RNG state included: never a view) and back; a move as JSON and back."""

    def encode_state(state: S) -> dict[str, Any]:
        """The whole state as JSON (RNG state included)."""
        return state.to_dict()

    def decode_state(data: dict[str, Any]) -> S:
        """Inverse of ``encode_state``."""
        return state_from_dict(data)

    def encode_move(move: M) -> dict[str, Any]:
        """A move as JSON."""
        return move_to_dict(move)

    def decode_move(data: dict[str, Any]) -> M:
        """Inverse of ``encode_move``."""
        return move_from_dict(data)

    return encode_state, decode_state, encode_move, decode_move
