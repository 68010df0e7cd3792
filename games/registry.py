"""``GAMES``: the five games under the one engine contract (DESIGN §1), by registry key.

Each entry is a module ``geoquiz.games.<key>.game`` that satisfies
:class:`geoquiz.games.contract.Game`; mypy checks that where the dict is built.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from geoquiz.games.contract import Game

if TYPE_CHECKING:  # mypy checks here that each game module satisfies the Game protocol
    from geoquiz.games.carcassonne import game as _carcassonne
    from geoquiz.games.danmark import game as _danmark
    from geoquiz.games.minden import game as _minden
    from geoquiz.games.stadtland import game as _stadtland
    from geoquiz.games.tage import game as _tage

    _CONFORMING: tuple[Game, ...] = (_minden, _tage, _danmark, _carcassonne, _stadtland)

__all__ = ["KEYS", "load_games"]

#: the registry keys, in start-screen order
KEYS: tuple[str, ...] = ("minden", "tage", "danmark", "carcassonne", "stadtland")


def load_games() -> dict[str, Game]:
    """Import every game module (each is cheap: no maps are loaded before a game starts)."""
    games: dict[str, Game] = {}
    for key in KEYS:
        try:
            module = importlib.import_module(f"geoquiz.games.{key}.game")
        except ModuleNotFoundError as exc:  # reported by name: which game failed to load
            raise ImportError(f"game {key!r} cannot be loaded: {exc}") from exc
        games[key] = module
    return games
