"""The rules engines (no Qt, no SQL), one package per game, and the registry ``GAMES``.

``from geoquiz.games import GAMES, CHANCE, TERMINAL`` — see :mod:`geoquiz.games.contract` for the
contract and :mod:`geoquiz.games.registry` for the entries. ``GAMES`` is built on first access so
that importing one engine does not import the other four.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from geoquiz.games.contract import CHANCE, TERMINAL, Game, IllegalMove

if TYPE_CHECKING:
    GAMES: dict[str, Game]

__all__ = ["CHANCE", "GAMES", "TERMINAL", "Game", "IllegalMove"]

_games: dict[str, Game] | None = None


def __getattr__(name: str) -> Any:
    global _games
    if name == "GAMES":
        if _games is None:
            from geoquiz.games.registry import load_games

            _games = load_games()
        return _games
    raise AttributeError(name)
