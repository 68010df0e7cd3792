"""The game-screen shell every one of the five game screens is built on (issue 9).

:class:`~app.shell.game_screen.GameScreen` holds what the screens share: the session, move
dispatch (apply → autosave → re-render), refusals as one translated line, computer moves on
the :class:`~app.runtime.bot_runner.BotRunner` with "… is thinking…" in the header, resume, and save
problems that arrive from the autosave writer's thread. :class:`~app.shell.header.GameHeader`
is the row above a game (title, status line, thinking note, New game, Back). A game screen
keeps only its own pages and board. The strings live in the ``shell`` catalogue.
"""

from geoquiz.app.shell.game_screen import GameScreen
from geoquiz.app.shell.header import GameHeader

__all__ = ["GameHeader", "GameScreen"]
