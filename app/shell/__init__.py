"""The game-screen shell every one of the five game screens is built on (issue 9).

:class:`~app.shell.game_screen.GameScreen` holds what the screens share: the session, move
dispatch (apply → autosave → re-render), refusals as one translated line, computer moves on
the :class:`~app.runtime.bot_runner.BotRunner` with "… is thinking…" in the header, resume, and save
problems that arrive from the autosave writer's thread. :class:`~app.shell.header.GameHeader`
is the row above a game (title, status line, thinking note, New game, Back). A game screen
keeps only its own pages and board. The strings live in the ``shell`` catalogue.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from geoquiz.app.shell.game_screen import GameScreen
    from geoquiz.app.shell.header import GameHeader

#: what the package offers, from the module that makes it: imported on first use, so the main
#: window's start (which needs only ``window_place`` and ``quit_saves`` of the shell) does not
#: load the game screen, the match driver and the games' contract
_LAZY = {"GameScreen": "game_screen", "GameHeader": "header"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


__all__ = ["GameHeader", "GameScreen"]
