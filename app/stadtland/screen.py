"""The Stadt-Land-anders screen: the laptop on the table is the game master.

Pages (one at a time, chosen from the engine phase):

* **Lobby** — new game, resume the autosaved game, the rules in short.
* **Round** — the prompt shown big (green card: letters; blue card: creative — the colour is
  always named as well), the categories, the countdown of the round timer, and one row per
  player with "Stopp und 1" (the player sets how many categories are filled; the ten-second
  count runs in that row) and "Stopp und Aus". When the timer or a count runs out the app calls
  "Stopp und Aus!" itself; then a short grace lets everyone finish the term they are writing,
  and the entry begins on its own.
* **Entry** (hot seat) — "Pass the laptop to …" covers the screen; the player confirms and types
  one term per category (blank = gap). Players after "Stopp und 1" may enter only as many terms as
  they had; the player who called "Stopp und Aus!" must fill every category.
* **Check** — every term in a table (rows: categories, columns: players) with the automatic marks
  and their reasons (✗ and struck through, plus a red tint; accepted terms ✓); the vote box on the
  right puts the selected term to the vote (tick who rejects it; a strict majority of the other
  players crosses it out, a tie accepts it).
* **Creative Play** — each player points at one fellow player (nobody is preselected; the
  fingers are counted once everyone has chosen).
* **Scores** — points per round and the totals; "Deal the next prompt" or, at the end, the winner.

The game is a :class:`~app.play.laptop_match.LaptopMatch` (the one match driver; it autosaves
every move). The clock is ``time.time`` unless a test passes another (``clock=``); it is the
driver's clock too, which stamps every timed move with the time it was made (a resumed game
keeps its deadlines) and makes the clock's own moves — the app's "Stopp und Aus!" and the entry
after the grace (``games.stadtland.clock``) — when the screen's ticker asks it
(``Match.timed_step``). The big countdown shows the time
until "Aus!": the round timer, or a running ten-second count when that ends sooner.

**After a crash mid-round** the timer is *not* paused: the players kept writing on paper while the
laptop restarted, so the round's deadline and any ten-second count stay where they were in real
time. Resumed in time, the countdown goes on; resumed after the deadline or the count, the first
tick calls "Stopp und Aus!" (ended by the timer or by the count), the grace runs from the moment
of resuming, and the entry begins.

**Repairs.** The header's Undo button takes back the last call of the round (a "Stopp und 1!" or
a misclicked "Stopp und Aus!", until the first terms are entered) and, in the check, the last
vote, correction or merge; what it would take back is written on it. "Stopp und 1!" without a
number (the spin box shows "?") asks how many categories are filled. In the check, any term may
be put to the vote (an automatic cross too), corrected (logged) or merged with other spellings.

**Sound** (:mod:`app.sound`): three beeps at "Aus!", a soft tick in the last three
seconds of a ten-second count; the header's "Sound" box is the app's one sound switch (View ▸
Sound). Keyboard: every control is
reachable with Tab; Ctrl+1…8 is "Stopp und 1" and Ctrl+Shift+1…8 "Stopp und Aus" of player
1…8; Return confirms the page's main button.

The pages are widgets of their own (:mod:`geoquiz.app.stadtland.pages`); this class dispatches
what they ask for as moves to the engine, shows a refusal's text, and owns the round's ticker.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, QTimer
from PySide6.QtWidgets import (
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.play.laptop_match import LaptopMatch, MatchFront
from geoquiz.app.play.refusals import refusal_text
from geoquiz.app.shell import GameScreen
from geoquiz.app.shell.layout import draw_off_screen
from geoquiz.app.sound import Sound
from geoquiz.app.sound import switch as sound_switch
from geoquiz.app.stadtland.pages.base import clock_text
from geoquiz.app.stadtland.pages.check import CheckPage
from geoquiz.app.stadtland.pages.creative import CreativePage
from geoquiz.app.stadtland.pages.entry import CoverPage, EntryPage
from geoquiz.app.stadtland.pages.header import Header
from geoquiz.app.stadtland.pages.lobby import LobbyPage
from geoquiz.app.stadtland.pages.round import RoundPage
from geoquiz.app.stadtland.pages.scores import ScoresPage
from geoquiz.games.contract import IllegalMove
from geoquiz.games.stadtland import (
    Deal,
    Edit,
    EnterTerms,
    Merge,
    Move,
    Point,
    Score,
    State,
    StopOne,
    StopOut,
    Undo,
    Vote,
    game,
)

__all__ = ["StadtlandScreen", "clock_text"]


class _Alias:
    """A widget (or value) of a page, reached on the screen under the name it had before the
    pages were split off (``screen.table`` is ``screen.check_page.table``)."""

    def __init__(self, page: str, path: str) -> None:
        self.page, self.path = page, path.split(".")

    def __get__(self, screen: object, owner: type | None = None) -> Any:
        if screen is None:
            return self
        value = getattr(screen, self.page)
        for name in self.path:
            value = getattr(value, name)
        return value

    def __set__(self, screen: object, value: Any) -> None:
        target = getattr(screen, self.page)
        for name in self.path[:-1]:
            target = getattr(target, name)
        setattr(target, self.path[-1], value)


class MatchTime:
    """The match driver's clock on the laptop: the screen's :attr:`clock`, or the time of the
    move being made when that is not now (:attr:`at`: a "Stopp und 1!" answered after the
    question counts from the call). A plain object, so the match holds no reference to the
    screen (a cycle through a widget could be collected on the autosave writer's thread)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.at: float | None = None

    def __call__(self) -> float:
        return float(self.clock()) if self.at is None else self.at


class StadtlandScreen(GameScreen):
    """Lobby and game of Stadt-Land-anders. ``back_requested`` returns to the start screen."""

    game_kind = "stadtland"
    # its own Undo (the last call of the round, the last verdict): the header's button shows it
    GENERIC_UNDO = False
    TICK_MS = 200

    def __init__(
        self,
        lang: str = "de",
        parent: QWidget | None = None,
        *,
        clock: Callable[[], float] = time.time,
        sound: Sound | None = None,
        **options: Any,
    ) -> None:
        """``clock`` is the game's time (tests pass their own), ``sound`` its signals;
        ``options`` are :class:`~app.shell.game_screen.GameScreen`'s (``url``, ``persist``)."""
        super().__init__(lang, parent, **options)
        self.clock = clock
        if sound is not None:
            self.sound = sound
            self.sound_box.setChecked(not sound.muted)

    def build(self) -> None:
        self.sound = Sound()
        self.match_time = MatchTime(time.time)
        #: "Stopp und 1!" waiting for its number: (player, time of the call)
        self.asking: tuple[int, float] | None = None
        self._ticked: float | None = None
        self.session: MatchFront | None = None
        self.revealed_for: int | None = None
        self._build()
        self._warm_up()
        self.ticker = QTimer(self)
        self.ticker.setInterval(self.TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.show_lobby()

    # ================================================================== layout
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        header = Header(not self.sound.muted)
        self.header = self.use_header(header)
        header.sound_toggled.connect(self._toggle_sound)
        sound_switch().changed.connect(header.sound_box.setChecked)  # the menu's switch too
        outer.addWidget(header)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)
        self.lobby = LobbyPage()
        self.lobby.new_requested.connect(self.open_new_game_dialog)
        self.lobby.resume_requested.connect(self.resume)
        self.round_page = RoundPage(self.lang)
        self.round_page.deal_requested.connect(self.deal)
        self.round_page.stop_one_requested.connect(self.stop_one)
        self.round_page.stop_out_requested.connect(self.stop_out)
        self.round_page.filled_answered.connect(self.answer_filled)
        self.round_page.ask_cancelled.connect(self.cancel_ask)
        self.cover = CoverPage()
        self.cover.reveal_requested.connect(self.reveal)
        self.entry = EntryPage(self.lang)
        self.entry.submit_requested.connect(self.submit_terms)
        self.check_page = CheckPage(self.lang)
        self.check_page.cell_selected.connect(self._cell_selected)
        self.check_page.vote_requested.connect(self.count_votes)
        self.check_page.edit_requested.connect(self.save_edit)
        self.check_page.merge_requested.connect(self.merge_terms)
        self.check_page.score_requested.connect(self.score)
        self.creative_page = CreativePage(self.lang)
        self.creative_page.count_requested.connect(self.count_fingers)
        self.scores_page = ScoresPage(self.lang)
        self.scores_page.next_requested.connect(self.deal)
        self.scores_page.new_requested.connect(self.open_new_game_dialog)
        for page in (
            self.lobby,
            self.round_page,
            self.cover,
            self.entry,
            self.check_page,
            self.creative_page,
            self.scores_page,
        ):
            self.pages.addWidget(page)

    #: the size the pages are drawn at while the screen is built (:meth:`_warm_up`)
    WARM_SIZE = QSize(1366, 700)

    def _warm_up(self) -> None:
        """Polish the game's pages, and draw a spare round, check and scores page once, off
        screen, with the demonstration's check position, while the screen is built.

        The first deal, check and scores of the first game otherwise pay for it on the UI
        thread: the style's polish of every widget of the page, the first measuring and drawing
        of each text size and the set-up of the table and check-box types (4-8 ms of each of
        those moves). The spare pages are thrown away: the game's own pages are only polished,
        so they show the game exactly as they would have without this."""
        from geoquiz.app.stadtland import demo

        for page in (self.round_page, self.cover, self.check_page, self.scores_page):
            page.ensurePolished()
        state = demo.check_position()
        spares = (RoundPage(self.lang), CheckPage(self.lang), ScoresPage(self.lang))
        for page in spares:
            page.resize(self.WARM_SIZE)
            if isinstance(page, RoundPage):
                page.show_state(state, demo.DEMO_TIME, None)
            else:
                page.show_state(state)
            draw_off_screen(page, self.WARM_SIZE)
            page.deleteLater()

    # The widgets of the pages under the names tests and the demo know from before the split.
    undo_button = _Alias("header", "undo_button")
    sound_box = _Alias("header", "sound_box")
    resume_button = _Alias("lobby", "resume_button")
    deal_button = _Alias("round_page", "deal_button")
    countdown = _Alias("round_page", "countdown")
    round_hint = _Alias("round_page", "round_hint")
    card_text = _Alias("round_page", "card.text")
    card_kind = _Alias("round_page", "card.kind")
    ask_box = _Alias("round_page", "ask_box")
    ask_label = _Alias("round_page", "ask_label")
    ask_buttons = _Alias("round_page", "ask_buttons")
    call_rows = _Alias("round_page", "call_rows")
    cover_label = _Alias("cover", "cover_label")
    cover_button = _Alias("cover", "cover_button")
    entry_edits = _Alias("entry", "entry_edits")
    note_edits = _Alias("entry", "note_edits")
    entry_error = _Alias("entry", "entry_error")
    entry_done = _Alias("entry", "entry_done")
    selected = _Alias("check_page", "selected")
    table = _Alias("check_page", "table")
    preview = _Alias("check_page", "preview")
    vote_label = _Alias("check_page", "vote_label")
    vote_button = _Alias("check_page", "vote_button")
    vote_result = _Alias("check_page", "vote_result")
    voter_boxes = _Alias("check_page", "voter_boxes")
    edit_term = _Alias("check_page", "edit_term")
    edit_note = _Alias("check_page", "edit_note")
    edit_button = _Alias("check_page", "edit_button")
    merge_boxes = _Alias("check_page", "merge_boxes")
    merge_button = _Alias("check_page", "merge_button")
    log_label = _Alias("check_page", "log_label")
    score_button = _Alias("check_page", "score_button")
    point_combos = _Alias("creative_page", "point_combos")
    point_button = _Alias("creative_page", "point_button")
    scores = _Alias("scores_page", "scores")
    scores_title = _Alias("scores_page", "scores_title")
    next_button = _Alias("scores_page", "next_button")
    again_button = _Alias("scores_page", "again_button")

    # ================================================================== lobby and games
    def show_lobby(self) -> None:
        self.detach()
        self.ticker.stop()
        self.pages.setCurrentWidget(self.lobby)
        url = self.url
        self.check_resumable_later(lambda: LaptopMatch.can_resume("stadtland", url))
        self.status.setText(self.tr("Start a new game or resume the last one."))

    def open_new_game_dialog(self) -> None:
        from geoquiz.app.stadtland.setup_dialog import NewGameDialog

        self.run_setup_dialog(NewGameDialog(self.lang, self))

    def load_state(self, state: State) -> None:
        """Show ``state`` (a test or demo position) in an unsaved session."""
        self.attach(LaptopMatch.at("stadtland", state))
        self.enter_game()

    def attach(self, session: MatchFront) -> None:
        """Make ``session`` the screen's game, on the screen's clock (its timed moves are
        stamped with it, and the round ends by it)."""
        super().attach(session)
        session.match.clock = self.match_time

    @property
    def clock(self) -> Callable[[], float]:
        """The game's time (``time.time``; a test's or the demo's own)."""
        return self.match_time.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.match_time.clock = clock

    def _play_at(self, move: Move, at: float) -> bool:
        """:meth:`play` ``move`` as made at ``at`` (not now)."""
        self.match_time.at = at
        try:
            return self.play(move)
        finally:
            self.match_time.at = None

    def enter_game(self, *, resumed: bool = False) -> None:
        assert self.session is not None
        self.revealed_for = None
        self.selected = None
        self.round_page.rebuild_calls(self.session.state)
        self.ticker.start()
        self.refresh()

    @property
    def state(self) -> State:
        assert self.session is not None
        return self.session.state

    def now(self) -> float:
        """The clock, never before the latest time the game has seen."""
        return max(float(self.clock()), self.state.clock)

    # ================================================================== moves
    def after_move(self, before: State, move: Move, after: State) -> None:
        self._signal(before, after)
        if isinstance(move, EnterTerms):
            self.entry_error.clear()
            self.revealed_for = None

    def show_refusal(self, exc: IllegalMove) -> None:
        """A refused entry is said under the entry form, any other refusal in the status line."""
        if self.pages.currentWidget() is self.entry:
            self.entry_error.setText(refusal_text(exc))
        else:
            super().show_refusal(exc)

    def _signal(self, before: State, after: State) -> None:
        """Sound what the table must hear: "Aus!" (the engine's ``stadtland.aus`` event)."""
        kinds = {e.kind for e in game.events(before, after)}
        if "stadtland.aus" in kinds:
            self.sound.play("aus")

    def _toggle_sound(self, on: bool) -> None:
        self.sound.muted = not on

    def undo_move(self) -> bool:
        """The header's Undo and Ctrl+Z: the game's own :meth:`undo` (not the driver's)."""
        return self.undo()

    def undo(self) -> bool:
        """Take back the last call of the round or the last verdict, correction or merge."""
        if self.session is None:
            return False
        self.asking = None
        if not self.play(Undo(self.now())):
            return False
        self.vote_result.clear()
        self.round_page.ask_again(self.state)
        self.status.setText(self.tr("Taken back.") + " " + self.status.text())
        return True

    def deal(self) -> None:
        if self.session is not None and self.state.phase == "ready":
            self.selected = None
            self.vote_result.clear()
            self.play(Deal(self.now()))

    def stop_one(self, player: int) -> None:
        if self.session is None or self.state.phase != "writing":
            return
        filled = self.round_page.filled(player)
        if filled is None:
            return
        if filled < 2:  # not given ("?"): ask, the count starts at the call
            self.asking = (player, self.now())
            self._render_round(self.state)
            self.ask_buttons[0].setFocus()
            return
        self.play(StopOne(player, filled, self.now()))

    def answer_filled(self, filled: int) -> None:
        """The answer to "how many categories are filled?" after a "Stopp und 1!" call."""
        if self.session is None or self.asking is None:
            return
        player, at = self.asking
        self.asking = None
        if not self._play_at(StopOne(player, filled, at), max(at, self.state.clock)):
            self._render_round(self.state)

    def cancel_ask(self) -> None:
        self.asking = None
        if self.session is not None:
            self._render_round(self.state)

    def stop_out(self, player: int) -> None:
        if self.session is None or self.state.phase != "writing" or player >= self.state.n:
            return
        self.play(StopOut(player, self.now()))

    def tick(self) -> None:
        """Advance what the clock decides: the match makes the app's "Stopp und Aus!" and the
        entry after the grace when their time has come (``Match.timed_step``); meanwhile the
        countdown and the count's ticks."""
        session = self.session
        if session is None:
            return
        state = self.state
        if session.timed_step():  # the clock's move, logged and saved by the match
            move: Move = session.match.game.decode_move(session.match.log[-1].move)
            self.after_move(state, move, self.state)
            self.refresh()
            self.moved.emit()
            return
        if state.phase in ("writing", "grace"):
            self._tick_sound(state, self.now())
            self._render_round(state)

    def _tick_sound(self, state: State, now: float) -> None:
        """A soft tick in each of the last three seconds of the ten-second count."""
        count = state.count_ends() if state.phase == "writing" else None
        if count is None:
            return
        left = count - now
        second = float(math.ceil(left))
        if 0 < left <= 3 and self._ticked != count + second:
            self._ticked = count + second
            self.sound.play("tick")

    def reveal(self) -> None:
        """The player named on the cover has the laptop: show their entry form."""
        if self.session is None or self.state.phase != "entry":
            return
        self.revealed_for = self.state.current
        self.refresh()
        if self.entry_edits:
            self.entry_edits[0].setFocus()

    def submit_terms(self) -> None:
        if self.session is None or self.state.phase != "entry":
            return
        player = self.state.current
        self.play(EnterTerms(player, self.entry.terms(), self.entry.notes()))

    def count_votes(self) -> None:
        if self.session is None or self.state.phase != "check" or self.selected is None:
            return
        c, p = self.selected
        against = self.check_page.against()
        if self.play(Vote(c, p, against)):
            last = self.state.votes[-1]
            verdict = (
                self.tr("Crossed out: %1 of %2 reject it.")
                if last["rejected"]
                else self.tr("Accepted: %1 of %2 reject it (a tie accepts).")
            )
            self.vote_result.setText(
                verdict.replace("%1", str(len(last["against"]))).replace("%2", str(last["voters"]))
            )

    def score(self) -> None:
        if self.session is not None and self.state.phase == "check":
            self.play(Score())

    def count_fingers(self) -> None:
        if self.session is None or self.state.phase != "creative":
            return
        self.play(Point(self.creative_page.targets()))

    def save_edit(self) -> None:
        """Correct the selected term (the engine logs the old and the new text)."""
        if self.session is None or self.state.phase != "check" or self.selected is None:
            return
        c, p = self.selected
        if self.play(Edit(c, p, self.edit_term.text(), self.edit_note.text())):
            self.vote_result.setText(self.tr("Corrected."))

    def merge_terms(self) -> None:
        """Make the ticked spellings one term with the selected one."""
        if self.session is None or self.state.phase != "check" or self.selected is None:
            return
        c, p = self.selected
        others = self.check_page.merged_with()
        if self.play(Merge(c, (p, *others))):
            self.vote_result.setText(self.tr("Merged: they count as one shared term."))

    # ================================================================== rendering
    def refresh(self) -> None:
        """Show the page of the engine phase, rendered from the state."""
        if self.session is None:
            return
        state = self.state
        phase = state.phase
        if phase in ("writing", "grace") or (phase == "ready" and state.round == 0):
            self.pages.setCurrentWidget(self.round_page)
            self._render_round(state)
        elif phase == "entry":
            if self.revealed_for == state.current:
                self.pages.setCurrentWidget(self.entry)
                self.entry.show_state(state)
            else:
                self.pages.setCurrentWidget(self.cover)
                self.cover.show_state(state)
        elif phase == "check":
            self.pages.setCurrentWidget(self.check_page)
            self.check_page.show_state(state)
        elif phase == "creative":
            self.pages.setCurrentWidget(self.creative_page)
            self.creative_page.show_state(state)
        else:
            self.pages.setCurrentWidget(self.scores_page)
            self.scores_page.show_state(state)
        what = state.undoable()
        timing = self.session.match.timing if self.session is not None else None
        if what is not None and self.table_mode and timing is not None:
            if timing.tables_own(state, Undo(self.now())):
                what = None  # at a table of phones a call stands: the phones cannot undo it either
        self.header.show_undo(what)
        status = self._status(state)
        self.status.setText(status + self.save_note())

    def _cell_selected(self, row: int, column: int) -> None:
        if self.session is None or self.state.phase != "check":
            return
        self.check_page.select(self.state, row, column)

    def _status(self, state: State) -> str:
        phase = state.phase
        if phase == "ready" and state.round == 0:
            return self.tr("Everybody ready with paper and pen? Deal the first prompt.")
        if phase == "writing":
            return self.tr("Write one term per category on your paper.")
        if phase == "grace":
            return self.tr("Aus! Finish the term you are writing.")
        if phase == "entry":
            return self.tr("%1 enters their terms.").replace(
                "%1", state.config.players[state.current]
            )
        if phase == "check":
            return self.tr("Read out the terms; vote on doubtful ones, then score the round.")
        if phase == "creative":
            return self.tr("Award the creativity points.")
        if phase == "over":
            return self.tr("The game is over.")
        return self.tr("Round scored. Deal the next prompt when everybody is ready.")

    def _render_round(self, state: State) -> None:
        if self.asking is not None and state.phase != "writing":
            self.asking = None
        asking = self.asking[0] if self.asking is not None else None
        self.round_page.show_state(state, self.now(), asking)
