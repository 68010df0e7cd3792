"""``GAMES``: the five games under the one engine contract (DESIGN §1), by registry key.

Each entry is a module ``geoquiz.games.<key>.game`` that satisfies
:class:`geoquiz.games.contract.Game` for its own state, move and config types: mypy checks each
module against ``Game[State, Move, Config]`` below, so a game whose ``apply`` takes a move of
another type than its ``legal_moves`` and ``decode_move`` give is an error
(``tests/test_contract_typing.py`` shows it with a broken module).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from geoquiz.games.contract import Game

if TYPE_CHECKING:  # mypy checks here that each game module satisfies its generic Game protocol
    from geoquiz.games.carcassonne import engine as _carcassonne_engine
    from geoquiz.games.carcassonne import game as _carcassonne
    from geoquiz.games.danmark import game as _danmark
    from geoquiz.games.danmark import moves as _danmark_moves
    from geoquiz.games.minden import game as _minden
    from geoquiz.games.minden import moves as _minden_moves
    from geoquiz.games.stadtland import game as _stadtland
    from geoquiz.games.stadtland import moves as _stadtland_moves
    from geoquiz.games.tage import game as _tage
    from geoquiz.games.tage import moves as _tage_moves

    _minden_game: Game[_minden.State, _minden_moves.Move, _minden.GameConfig] = _minden
    _tage_game: Game[_tage.State, _tage_moves.Move, _tage.Config] = _tage
    _danmark_game: Game[_danmark.State, _danmark_moves.Move, _danmark.Config] = _danmark
    _carcassonne_game: Game[_carcassonne.State, _carcassonne_engine.Move, _carcassonne.Config] = (
        _carcassonne
    )
    _stadtland_game: Game[_stadtland.State, _stadtland_moves.Move, _stadtland.Config] = _stadtland

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
