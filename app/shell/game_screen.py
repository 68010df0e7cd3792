"""The base of every game screen: match, move dispatch, refusals, computer moves, undo, resume.

Five screens (Carcassonne, Danmark-spillet, Finden Sie Minden, Stadt-Land-anders, 10 Tage) once
wrote the same code around their boards five times. :class:`GameScreen` is that code once:

* :meth:`GameScreen.play` applies a move through the screen's
  :class:`~app.play.laptop_match.LaptopMatch` — the one match driver (``games.match``), which
  autosaves it off the UI thread —, then calls the game's :meth:`~GameScreen.after_move`,
  re-renders with :meth:`~GameScreen.refresh`, emits :attr:`~GameScreen.moved` and lets a
  computer player continue. A refused move changes nothing and shows one translated line
  (:func:`app.play.refusals.refusal_text`) in the status line.
* Computer players think on the screen's :class:`~app.runtime.bot_runner.BotRunner` after
  :attr:`~GameScreen.computer_delay_ms` (the driver's ``ComputerJob``: plain data); their move is
  played only if the game is still at the position they saw. While one thinks,
  :meth:`~GameScreen.show_thinking` names it ("Anna is thinking…" in the
  :class:`~app.shell.header.GameHeader`).
* Undo (Ctrl+Z and the header's button): the laptop's person who moved last takes the move back
  while nothing was revealed since (``Match.undo``); a refusal is one line.
* :meth:`GameScreen.resume` opens the newest unfinished game of :attr:`~GameScreen.game_kind`
  (a damaged save, a save from an older board or no save at all: one line, the lobby stays).
* A save problem reported by the autosave writer's thread reaches the UI thread through a queued
  signal and the status line shows it (:meth:`~GameScreen.save_note`) until a save succeeds.

A game screen subclasses it, names its game (:attr:`~GameScreen.game_kind`), builds its own
pages and board and implements :meth:`~GameScreen.enter_game`, :meth:`~GameScreen.refresh` and
:meth:`~GameScreen.computer_to_move`.
"""

from __future__ import annotations

import gc
from abc import abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QWidget

from geoquiz.app.play.laptop_match import LaptopMatch, MatchFront
from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.runtime.bot_runner import BotRunner
from geoquiz.app.runtime.save_writer import WRITER
from geoquiz.app.runtime.tasks import later, run_in_background
from geoquiz.app.runtime.worker_python import hold_workers
from geoquiz.app.shell import frame_gate
from geoquiz.app.shell.abstract_widget import AbstractWidgetMeta
from geoquiz.app.shell.header import GameHeader
from geoquiz.games.contract import IllegalMove
from geoquiz.games.match import ComputerJob

__all__ = ["GameScreen", "SetupDialog"]


class SetupDialog(Protocol):
    """What :meth:`GameScreen.run_setup_dialog` needs of a game's new-game dialog."""

    def exec(self) -> int: ...

    def config(self) -> Any: ...

    def open_table(self, config: Any, parent: QWidget) -> bool: ...


#: how long a game's start holds the workers that yield to the UI thread (ms;
#: ``app.runtime.worker_python.hold_workers``): a game screen's staged start and its first moves
GAME_START_HOLD_MS = 300


class GameScreen(QWidget, metaclass=AbstractWidgetMeta):
    """A game screen's shared part. ``back_requested`` returns to the start screen."""

    back_requested = Signal()
    # emitted after every applied move (tests wait on it)
    moved = Signal()

    # the game's registry name (``geoquiz.games.GAMES``): what the screen's match plays
    game_kind: ClassVar[str]
    # the header's Undo button takes back a move (Stadt-Land-anders has its own Undo)
    GENERIC_UNDO: ClassVar[bool] = True
    # the pause before a computer player starts thinking, so a person can follow the game
    COMPUTER_DELAY_MS: ClassVar[int] = 400

    # the line of the game's status (a subclass sets it, usually from its :class:`GameHeader`)
    status: QLabel
    # the lobby's Resume button, if the screen has one (disabled when there is nothing to resume)
    resume_button: QPushButton | None = None
    #: False while :meth:`check_resumable_later` has not yet told the Resume button
    resume_known = True

    def __init__(
        self,
        lang: str = "de",
        parent: QWidget | None = None,
        *,
        url: str | None = None,
        persist: bool = True,
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.url = url
        self.persist = persist
        self._delay_ms: int | None = None
        self.session: MatchFront | None = None
        self.game_header: GameHeader | None = None
        # computer players think on a worker thread (see :meth:`show_thinking`)
        self.bots = BotRunner(self)
        self.bots.thinking_changed.connect(self._thinking_changed)
        self._computer_pending = False
        if persist:
            WRITER.start()  # its thread up before the first move's save (SaveWriter.start)
            WRITER.set_gate(frame_gate.after_next_paint)  # a save waits until the move is drawn
        self._resume_asked = 0
        #: the screen plays the laptop's seats at a table of phones (:meth:`at_table`)
        self.table_mode = False
        self.build()

    def check_resumable_later(self, can_resume: Callable[[], bool]) -> None:
        """Let the Resume button follow ``can_resume()`` (a session class's ``can_resume`` for
        this screen's database), found on the autosave writer's thread after every save submitted
        so far: the button is off until it is known. At a game's end the UI thread waited here
        for the last move's save and read the database (Danmark's longest gap, 48-111 ms at its
        last move in ``bench/bench_stall.py``); a lobby did the same each time it was shown."""
        if self.resume_button is not None:
            self.resume_button.setEnabled(False)

        def show(resumable: object, error: BaseException | None) -> None:
            if self.resume_button is not None:
                self.resume_button.setEnabled(self.persist and error is None and bool(resumable))

        self.read_for_lobby_later(can_resume, show)

    def read_for_lobby_later(
        self,
        read: Callable[[], Any],
        show: Callable[[Any, BaseException | None], None],
    ) -> None:
        """Call ``read()`` (the database: a saved game, progress) on the autosave writer's thread
        after every save submitted so far, then ``show(result, None)`` — or ``show(None, error)``
        if it raised — on the UI thread. :attr:`resume_known` is False until then; a newer read
        makes an older one's result go unshown. Nothing happens without a database.

        ``read`` must hold no Qt object (``app.runtime.tasks.check_plain``); ``show`` may: it
        waits on the UI thread. (A job that held ``show`` — and with it this screen — dropped
        the screen's last reference on the writer's thread and destroyed its widgets there: the
        test suite's segfaults under load.)"""
        if not self.persist:
            return
        self.resume_known = False
        self._resume_asked += 1
        asked = self._resume_asked
        run_in_background(
            read,
            lambda result: self._lobby_read_done(asked, show, result, None),
            lambda error: self._lobby_read_done(asked, show, None, error),
            owner=self,
            key=("lobby", id(self)),
        )

    def _lobby_read_done(
        self,
        asked: int,
        show: Callable[[Any, BaseException | None], None],
        result: Any,
        error: BaseException | None,
    ) -> None:
        if asked != self._resume_asked:
            return  # a later read is on its way
        if isinstance(error, Exception) or error is None:
            self.resume_known = True
            show(result, error)
        else:
            raise error

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        frame_gate.watch(self.window())  # its paints let the saves go

    @abstractmethod
    def build(self) -> None:
        """Set up the game's own state and widgets and show its lobby (called by ``__init__``)."""

    @property
    def computer_delay_ms(self) -> int:
        """The pause before a computer player thinks (:attr:`COMPUTER_DELAY_MS` unless set)."""
        return self.COMPUTER_DELAY_MS if self._delay_ms is None else self._delay_ms

    @computer_delay_ms.setter
    def computer_delay_ms(self, ms: int) -> None:
        self._delay_ms = ms

    # ------------------------------------------------------------------ the header
    def make_header(self, title: str) -> GameHeader:
        """A :class:`GameHeader` titled ``title`` as this screen's header (:meth:`use_header`)."""
        return self.use_header(GameHeader(title, self))

    def use_header(self, header: GameHeader) -> GameHeader:
        """Make ``header`` this screen's: its status line is :attr:`status`, its buttons are
        :attr:`new_button` and :attr:`back_button`."""
        header.new_requested.connect(self.open_new_game_dialog)
        header.back_requested.connect(self.back_requested)
        header.undo_requested.connect(self.undo_move)
        self.game_header = header
        self.status = header.status
        self.new_button = header.new_button
        self.back_button = header.back_button
        return header

    def at_table(self) -> None:
        """The screen plays the laptop's seats at a table of phones (``app.table.laptop_screen``):
        the table's window ends the game, so nothing on the screen leaves it, resumes another or
        starts a new one."""
        self.table_mode = True
        for name in ("new_button", "back_button", "resume_button", "menu_button"):
            widget = getattr(self, name, None)
            if isinstance(widget, QWidget):
                widget.hide()

    @abstractmethod
    def open_new_game_dialog(self) -> None:
        """Ask for the players and options of a new game and start it (each game its own)."""

    def run_setup_dialog(self, dialog: SetupDialog) -> None:
        """Show a game's setup dialog; start its game here, or on the phone table when the
        dialog put seats on phones (``dialog.open_table``)."""
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        if not dialog.open_table(config, self):
            self.start_game(config)

    def start_game(self, config: Any) -> None:
        """Start a new game of ``config`` (validated by the engine) on this screen."""
        self.attach(
            LaptopMatch.new(
                self.game_kind,
                self.contract_config(config),
                seats=self.seats_for(config),
                persist=self.persist,
                url=self.url,
            )
        )
        self.enter_game()

    def contract_config(self, config: Any) -> Any:
        """The game contract's config for the setup dialog's ``config`` (the same for most)."""
        return config

    def seats_for(self, config: Any) -> list[Any] | None:
        """Who plays each seat (``games.match.Seat``); None: as the config describes."""
        return None

    def check_save(self, record: dict[str, Any]) -> None:
        """Refuse a saved match this screen cannot play any more (raise ``IllegalMove``)."""

    def can_resume(self) -> bool:
        """Whether an unfinished game of this kind is saved (reads the database)."""
        return LaptopMatch.can_resume(self.game_kind, self.url)

    # ------------------------------------------------------------------ the session
    def attach(self, session: MatchFront) -> None:
        """Make ``session`` this screen's game; a move still being computed for the previous
        game is dropped, and ``session``'s save problems reach the status line."""
        self.detach()
        self.session = session
        hold_workers(GAME_START_HOLD_MS)  # the maps' levels wait while the game's first turns run
        session.on_save_error = later(self._save_problem_arrived)
        # Everything alive now (maps, boards, caches: hundreds of thousands of objects) moves to
        # the permanent generation, so the cyclic collector's full collections during the game
        # no longer walk it: they cost 83-106 ms on the UI thread, 2.4-2.5 ms after a freeze
        # (measured with bench/bench_stall.py's collection line). Refcounting still frees them.
        gc.freeze()

    def detach(self) -> None:
        """Forget the game (back to the lobby); its saves still finish on the writer."""
        self.bots.cancel()
        self._computer_pending = False
        if self.session is not None:
            self.session.on_save_error = None
            # what the game's start froze (attach) is collectable again once the game is left:
            # frozen, a cycle that became garbage — a screen closed in mid-game, a table's
            # laptop screen — was never freed (the UI thread's collector, app.runtime.ui_gc,
            # walks the unfrozen objects once, in the lobby)
            gc.unfreeze()
        self.session = None

    def resume(self) -> bool:
        """Resume the newest unfinished saved game; False, with the reason in the status line,
        when there is none or it cannot be played (damaged, or saved on an older board)."""
        try:
            session = (
                LaptopMatch.resume(self.game_kind, url=self.url, check=self.check_save)
                if self.persist
                else None
            )
        except IllegalMove as exc:  # the game refuses the save in its own words
            self.show_line(refusal_text(exc))
            return False
        except Exception as exc:  # a damaged save must not crash the lobby
            detail = f"{type(exc).__name__}: {exc}".strip().splitlines()[0]
            self.show_line(
                QCoreApplication.translate(
                    "GameScreen",
                    "Could not resume the saved game: it is damaged or from another version (%1).",
                ).replace("%1", detail)
            )
            return False
        if session is None:
            if self.resume_button is not None:
                self.resume_button.setEnabled(False)
            self.show_line(
                QCoreApplication.translate("GameScreen", "There is no unfinished game to resume.")
            )
            return False
        self.attach(session)
        self.enter_game(resumed=True)
        return True

    @abstractmethod
    def enter_game(self, *, resumed: bool = False) -> None:
        """Show the game of :attr:`session` from its current state (new or ``resumed``)."""

    # ------------------------------------------------------------------ moves
    def play(self, move: Any, job: ComputerJob[Any, Any] | None = None) -> bool:
        """Apply ``move`` of the player to move (``job``: the computer's turn it answers);
        False, with the refusal in the status line and nothing changed, if the rules refuse it
        (or the match has moved on since the computer's ``job``)."""
        session = self.session
        if session is None:
            return False
        before = session.state
        try:
            result = self.apply_move(move, job)
            if result is None:
                return False
        except IllegalMove as exc:
            self.show_refusal(exc)
            return False
        self.after_move(before, move, result)
        self.refresh()
        self.update_undo()
        self.moved.emit()
        self.schedule_computer()
        return True

    def apply_move(self, move: Any, job: ComputerJob[Any, Any] | None = None) -> Any:
        """Hand ``move`` to the match — a computer's answer to ``job``, or a move made at the
        laptop — and return the new state (None: the computer's answer came too late). A game
        that does more around a move overrides this."""
        assert self.session is not None
        if job is not None:
            return self.session.state if self.session.play_computer(job, move) else None
        return self.session.apply(move)

    # ------------------------------------------------------------------ who plays
    def can_change_players(self) -> bool:
        """A game is running on this laptop whose seats the host may hand over."""
        session = self.session
        return isinstance(session, LaptopMatch) and not self.table_mode and not session.is_over()

    def change_players(self) -> bool:
        """*Game ▸ Players…*: give seats to a computer or back to a person at the laptop
        mid-game (:class:`~app.play.players_dialog.PlayersDialog`); the game goes on — a
        computer whose turn it now is starts thinking. False when nothing changed."""
        from geoquiz.app.play.players_dialog import PlayersDialog

        if not self.can_change_players():
            return False
        session = self.session
        assert isinstance(session, LaptopMatch)
        match = session.match
        dialog = PlayersDialog(match.seats, list(match.game.bots), self)
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.changes():
            return False
        self.bots.cancel()  # a computer thinking for a seat that is a person's now
        self._computer_pending = False
        for seat, control, level in dialog.changes():
            session.hand_over(seat, control, level)
        self.refresh()
        self.update_undo()
        self.schedule_computer()
        return True

    # ------------------------------------------------------------------ undo
    def undo_move(self) -> bool:
        """Take back the last move of the person at the laptop who moved last (Ctrl+Z, the
        header's Undo); False, with the reason in the status line, when nothing can be taken
        back (something was revealed since)."""
        session = self.session
        if session is None or self.bots.thinking:
            return False
        self.bots.cancel()
        self._computer_pending = False
        try:
            session.undo()
        except IllegalMove as exc:
            self.show_refusal(exc)
            self.update_undo()
            return False
        self.after_undo()
        self.refresh()
        self.update_undo()
        self.moved.emit()
        self.schedule_computer()
        return True

    def after_undo(self) -> None:
        """What the game resets after a move was taken back (selections, animations)."""

    def update_undo(self) -> None:
        """Enable the header's Undo while a move can be taken back."""
        header = self.game_header
        if header is not None and self.GENERIC_UNDO:
            header.show_undo(self.session is not None and self.session.can_undo())

    def after_move(self, before: Any, move: Any, result: Any) -> None:
        """What the game does after a move before it re-renders (log, sound, selection)."""

    @abstractmethod
    def refresh(self) -> None:
        """Render the screen from the session's state."""

    def show_refusal(self, exc: IllegalMove) -> None:
        """One translated line for a refused move."""
        self.show_line(refusal_text(exc))

    def show_line(self, text: str) -> None:
        """Put ``text`` in the status line."""
        self.status.setText(text)

    # ------------------------------------------------------------------ computer players
    def computer_to_move(self) -> bool:
        """Whether a computer player is to move now (and the screen is not waiting on a person)."""
        return False

    def schedule_computer(self) -> None:
        """Let the computer player to move think, after :attr:`computer_delay_ms`."""
        if self.session is None or self._computer_pending or self.bots.thinking:
            return
        if not self.computer_to_move():
            return
        self._computer_pending = True
        QTimer.singleShot(self.computer_delay_ms, self._computer_step)

    def _computer_step(self) -> None:
        self._computer_pending = False
        session = self.session
        if session is None or self.bots.thinking or not self.computer_to_move():
            return
        job = session.computer_job()
        if job is None:
            return
        # the bot reads only the (frozen) state in the job; its move is played on the UI
        # thread, and only if the game is still at that position
        self.bots.run(
            job.run,
            lambda move: self.play(move, job),
            current=lambda: self.session is session and session.state is job.state,
        )

    def demo_move(self, level: str = "medium") -> bool:
        """One move of a seeded demonstration (screenshots, guided positions): a computer seat's
        own, through the match driver; a person's chosen for them as a computer of ``level``
        would. False when nobody is to move."""
        session = self.session
        if session is None:
            return False
        job = session.computer_job()
        if job is not None:
            return self.play(job.run(), job)
        seat = session.match.to_move()
        if seat is None:
            return False
        choose = session.match.game.bots[level]
        return self.play(choose(session.state, seat, session.rng(seat)))

    def thinking_name(self) -> str:
        """The name of the computer player to move (for "… is thinking…")."""
        assert self.session is not None
        seat = self.session.match.to_move()
        return self.session.match.seats[seat].name if seat is not None else ""

    def show_thinking(self, name: str | None) -> None:
        """Show that computer player ``name`` thinks (None: nobody does)."""
        if self.game_header is not None:
            self.game_header.show_thinking(name)

    def _thinking_changed(self, on: bool) -> None:
        self.show_thinking(self.thinking_name() if on and self.session is not None else None)

    # ------------------------------------------------------------------ saves
    def save_note(self) -> str:
        """ " (Autosave failed: …)" while the latest save failed, else ""."""
        problem = self.session.last_save_error if self.session is not None else None
        if not problem:
            return ""
        return "  " + QCoreApplication.translate("GameScreen", "(Autosave failed: %1)").replace(
            "%1", problem
        )

    def _save_problem_arrived(self, _problem: object) -> None:
        if self.session is not None:
            self.refresh()  # the status line says it (or no longer says it)
