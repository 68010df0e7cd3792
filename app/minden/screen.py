"""The Finden-Sie-Minden screen: lobby (new game, resume), the board, and the end of the game.

A slim dispatcher: the pages of :mod:`app.minden.pages` render the game's view
(``games.minden.game.view``) and emit the moves their buttons and tiles stand for; this screen
sends them through the screen's :class:`~app.play.laptop_match.LaptopMatch` (the one match
driver, game ``"minden"``: it autosaves after every move, with the scored tips' per-card results
for the progress statistics), runs the computer players, walks the pieces after a scoring and
draws the map (the indicator, the true place, the solution cells). Layout: the map with the
board grid on the left; on the right the score track, the players, the round's cards and the
action page of whoever acts now.

Undo (the bottom row's button, Ctrl+Z) takes back a person's own move while nothing was revealed
since (a card taken, a tip with its stones placed before the last tip of the round: the driver's
rule and ``games.minden.game.reveals``). What the others did since the acting person's last move
(their cards, tips placed, the scorings and the pieces they moved) stays marked until that
person moves: a line "Since your last turn" and, on the track, a dashed ring on each piece that
moved and a dotted outline where it stood (shapes, not colours alone).

Hot-seat privacy: in the guessing phase each person first sees "pass the laptop to …" and only
after confirming sees the tip card; tips stay hidden until scoring (only the number of stones is
shown, as at a real table). Everything is reachable with the mouse and with the keyboard (Tab,
Space/Enter; the indicator can be placed at the middle of one's tip without the mouse).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app import sound
from geoquiz.app.endgame import game_over
from geoquiz.app.minden.board import BoardMap, WrongTip, warm_reveal
from geoquiz.app.minden.marks import MarkItem
from geoquiz.app.minden.pages.base import ActionPage
from geoquiz.app.minden.pages.draft import DraftPage
from geoquiz.app.minden.pages.end import Bonus, EndPage, legend_line
from geoquiz.app.minden.pages.guess import GuessPage
from geoquiz.app.minden.pages.lobby import LobbyPage
from geoquiz.app.minden.pages.reveal import RevealPage, distance_line
from geoquiz.app.minden.pages.status import describe, header_text, since_html, since_lines
from geoquiz.app.minden.pages.table import CardTable, PlayersLabel, level_name, round_cards
from geoquiz.app.minden.play import seats
from geoquiz.app.minden.progress import tip_results
from geoquiz.app.minden.widgets import PIECE_COLOURS, CardTile, Piece, ScoreTrack, TipCard
from geoquiz.app.play.laptop_match import MatchFront
from geoquiz.app.shell import GameScreen
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.games.match import ComputerJob, Seat
from geoquiz.games.minden import Card, Guess, Move, Score, State, is_over, legal_moves
from geoquiz.games.minden.cards import indicator_distance_km
from geoquiz.games.minden.engine import apply as engine_apply
from geoquiz.games.minden.game import GameConfig, view

if TYPE_CHECKING:
    from geoquiz.app.canvas import MapCanvas

__all__ = ["MindenScreen"]


class MindenScreen(GameScreen):
    """Lobby and game of Finden Sie Minden. ``back_requested`` returns to the start screen."""

    game_kind = "minden"
    COMPUTER_DELAY_MS = 500
    STEP_MS = 160
    #: how far apart the parts of a game's start are shown (ms): a real timer interval, so that
    #: each part runs after the paint the last one caused, in an event-loop turn of its own (a
    #: zero timer or a posted call would land in the same turn: Qt sends posted events first)
    START_STEP_MS = 4
    #: how far apart the turns are that make ahead the tiles of the cards shown after a reveal
    #: (ms), and how much of the UI thread's time (s) each turn may take
    PREPARE_MS = 1
    PREPARE_BUDGET_S = 0.002
    #: the side panel's narrowest width: three card tiles and the tip card fit (1280×720)
    SIDE_MIN_WIDTH = 470

    def build(self) -> None:
        self.session: MatchFront | None = None
        self._unlocked: int | None = None
        self._reveal: dict[str, object] | None = None
        self._shown: list[int] = []
        self._steps: list[tuple[int, int]] = []
        #: the final bonuses still to announce (after the last reveal): event and its steps
        self._bonus_steps: list[Bonus] = []
        self._bonus_index: int | None = None
        #: the cards (and owners) whose tiles are made ahead while a reveal is read
        #: (:meth:`_prepare_upcoming`)
        self._upcoming: list[tuple[Card, str]] = []
        #: makes the next of them: a real timer, so that each runs in a turn of its own, after
        #: the reveal's paint (a zero timer is a posted call, sent in the same turn)
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.setInterval(self.PREPARE_MS)
        self._prepare_timer.timeout.connect(self._prepare_upcoming)
        self._step_timer = QTimer(self)
        self._step_timer.timeout.connect(self._animate_step)
        #: while a game's start is shown in parts (:meth:`_hold_start`): the parts still held
        #: back, one shown per event-loop turn ("tiles", "table", "map", "track", "computer")
        self._held: list[str] = []
        #: True while :meth:`enter_game` renders the start or :meth:`finish_reveal` the table
        #: after a reveal (their refresh leaves the cards out for the next turn)
        self._entering = False
        #: whether a game has shown the game page already (:meth:`enter_game`)
        self._game_page_shown = False
        self._start_timer = QTimer(self)
        self._start_timer.setSingleShot(True)
        self._start_timer.setInterval(self.START_STEP_MS)
        self._start_timer.timeout.connect(self._start_step)
        #: a reveal's map (its solution cells, true place and indicator) still to show, drawn a
        #: step after the reveal's page (:meth:`_start_reveal`): card, indicator, name, colour
        self._scoring: tuple[Card, tuple[float, float] | None, str, str] | None = None
        #: whether the map's paint is held back for the turn after the one that set its marks
        self._map_held = False
        self._scoring_timer = QTimer(self)
        self._scoring_timer.setSingleShot(True)
        self._scoring_timer.setInterval(self.START_STEP_MS)
        self._scoring_timer.timeout.connect(self._show_scoring)

        self.stack = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self.lobby = LobbyPage()
        self.lobby.new_button.clicked.connect(self.open_new_game_dialog)
        self.lobby.resume_button.clicked.connect(self.resume)
        self.lobby.back_button.clicked.connect(self.back_requested)
        self.stack.addWidget(self.lobby)
        self._build_game()
        # the map is built with the screen, as the other game screens build theirs (the wait of
        # opening a screen), not in the first turn of the first game
        self.board.map_canvas()
        warm_reveal()  # the first reveal's polygons and ellipsoid, made off the UI thread
        self._warm_tiles()
        self.stack.setCurrentWidget(self.lobby)
        self._refresh_lobby()

    def _warm_tiles(self) -> None:
        """Make, polish and draw one card tile off screen and drop it: the first tile of the
        process sets up Qt's style-sheet machinery (~6 ms, against ~0.6 ms for each tile after
        it), which belongs to opening the screen, not to the first game's first turn."""
        tile = CardTile(Card("warm-up", "yellow", "", ()), "")
        tile.resize(tile.sizeHint())
        tile.grab()
        tile.deleteLater()

    # ================================================================== lobby
    @property
    def new_button(self) -> QPushButton:
        return self.lobby.new_button

    @property
    def resume_button(self) -> QPushButton:
        return self.lobby.resume_button

    @property
    def progress_label(self) -> QLabel:
        return self.lobby.progress_label

    @property
    def lobby_error(self) -> QLabel:
        return self.lobby.error

    def _refresh_lobby(self) -> None:
        """Resume and the stored progress, read on the autosave writer's thread."""
        self.lobby.clear()
        url, read = self.url, LobbyPage.read
        self.read_for_lobby_later(lambda: read(url), self.lobby.show_read)

    def open_new_game_dialog(self) -> None:
        """Ask for players and options, then start (a readable message if that is impossible)."""
        session = self.lobby.new_session(self.lang, url=self.url, persist=self.persist)
        if session is not None:
            self.open_session(session)

    #: the name the table's tests and the demonstration know the dialog by
    new_game_dialog = open_new_game_dialog

    def show_line(self, text: str) -> None:
        """In the lobby a line under its buttons (why Resume did not resume), else the status."""
        if self.stack.currentWidget() is self.lobby:
            self.lobby.show_error(text)
        else:
            self.status.setText(text)

    # ================================================================== game page
    def _build_game(self) -> None:
        self.game_page = QWidget()
        outer = QHBoxLayout(self.game_page)
        outer.setContentsMargins(4, 4, 4, 4)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(self.splitter)
        self.board = BoardMap()
        self.board.clicked.connect(self.map_clicked)
        self.board.aimed.connect(lambda _lon, _lat: self.place_at_cross())
        self.splitter.addWidget(self.board)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 6, 0)
        self.header = QLabel()
        self.header.setFont(scaled_font(self.header.font(), 1.25, bold=True))
        self.header.setWordWrap(True)
        side_layout.addWidget(self.header)
        self.track = ScoreTrack()
        side_layout.addWidget(self.track)
        self.players_label = PlayersLabel()
        side_layout.addWidget(self.players_label)
        #: what the others did since the acting person's last move (:meth:`_show_since`)
        self.since_label = QLabel()
        self.since_label.setTextFormat(Qt.TextFormat.RichText)
        self.since_label.setWordWrap(True)
        self.since_label.setObjectName("sinceLastTurn")
        # a thick dark bar at the left: a mark that needs no colour vision
        self.since_label.setStyleSheet(
            "#sinceLastTurn { border-left: 4px solid #222222; padding-left: 6px; }"
        )
        self.since_label.hide()
        side_layout.addWidget(self.since_label)
        self.table_title = QLabel(QCoreApplication.translate("MindenScreen", "Cards of this round"))
        side_layout.addWidget(self.table_title)
        self.table = CardTable()
        self.table.move_chosen.connect(self.play)
        side_layout.addWidget(self.table)
        # the action pages, one shown at a time, where the acting player reads and presses
        self.draft_page = DraftPage()
        self.guess_page = GuessPage()
        self.guess_page.unlock_requested.connect(self._unlock)
        self.reveal_page = RevealPage()
        self.reveal_page.next_requested.connect(self.finish_reveal)
        self.end_page = EndPage()
        self.end_page.next_bonus_requested.connect(self.next_bonus)
        self.end_page.new_game_requested.connect(self.open_new_game_dialog)
        self.end_page.back_requested.connect(self.leave_game)
        self.pages: dict[str, ActionPage] = {
            "draft": self.draft_page,
            "trade": self.draft_page,
            "guess": self.guess_page,
            "challenge": self.guess_page,
            "score": self.reveal_page,
            "over": self.end_page,
        }
        self.page: ActionPage = self.draft_page
        for page in (self.draft_page, self.guess_page, self.reveal_page, self.end_page):
            page.move_chosen.connect(self._page_move)
            page.hide()
            side_layout.addWidget(page)
        self.draft_page.show()
        side_layout.addStretch(1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #444;")
        side_layout.addWidget(self.status)
        # the side panel scrolls (a 1280×720 laptop), never wider than its column
        self.side_scroll = QScrollArea()
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setWidget(side)
        self.side_panel = side
        #: the side panel's visible part (every refresh reads its width for the card columns;
        #: its first call sets up PySide's types behind it, ~30 ms, with the screen instead)
        self.side_viewport = self.side_scroll.viewport()
        column = QWidget()
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.addWidget(self.side_scroll, 1)
        bottom = QHBoxLayout()
        self.menu_button = QPushButton(
            QCoreApplication.translate("MindenScreen", "Leave (the game is saved)")
        )
        self.menu_button.clicked.connect(self.leave_game)
        bottom.addWidget(self.menu_button)
        bottom.addStretch(1)
        # the header's Undo of the other game screens (this screen's header is its side panel)
        self.undo_button = QPushButton(QCoreApplication.translate("MindenScreen", "&Undo"))
        self.undo_button.setToolTip(
            QCoreApplication.translate(
                "MindenScreen",
                "Take back your last move (Ctrl+Z), while nothing new has been revealed since",
            )
        )
        self.undo_button.setEnabled(False)
        self.undo_button.clicked.connect(self.undo_move)
        bottom.addWidget(self.undo_button)
        undo_key = QShortcut(QKeySequence.StandardKey.Undo, self.game_page)
        undo_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        undo_key.activated.connect(self.undo_move)  # a refused undo still says why
        column_layout.addLayout(bottom)
        column.setMinimumWidth(self.SIDE_MIN_WIDTH)
        self.splitter.addWidget(column)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.stack.addWidget(self.game_page)

    # the action page's parts, where the tests and the demonstration look for them
    @property
    def action_title(self) -> QLabel:
        return self.page.title

    @property
    def action(self) -> QVBoxLayout:
        return self.page.action

    @property
    def tipcard(self) -> TipCard | None:
        return self.guess_page.tipcard if self.page is self.guess_page else None

    @property
    def legend_label(self) -> QLabel | None:
        return self.end_page.legend_label

    @property
    def _tiles(self) -> list[CardTile]:
        return self.table.tiles

    # the board's parts, where the tests look for them
    @property
    def canvas(self) -> MapCanvas | None:
        return self.board.canvas

    @property
    def cross(self) -> QLabel:
        assert self.board.cross is not None
        return self.board.cross

    @property
    def _marks(self) -> list[MarkItem]:
        return self.board.marks

    def cross_lonlat(self) -> tuple[float, float]:
        """Where the cross points (lon, lat): the middle of the map view."""
        return self.board.cross_lonlat()

    def place_at_cross(self) -> None:
        """Keyboard way to score anywhere: the indicator goes where the cross points."""
        if self._acting_person() is None or self.state.phase != "score":
            return
        lon, lat = self.cross_lonlat()
        self.play(Score(lon, lat))

    def map_canvas(self) -> MapCanvas:
        """The board canvas (built on first use)."""
        return self.board.map_canvas()

    def open_session(self, session: MatchFront) -> None:
        """Show ``session``'s game (a match of ``"minden"``) and continue where it stands."""
        self.attach(session)
        self.enter_game()

    def seats_for(self, config: GameConfig) -> list[Seat]:
        """Who plays each seat: the setup's players ("human", or a computer level)."""
        return seats(config.rules)

    def enter_game(self, *, resumed: bool = False) -> None:
        session = self.session
        assert session is not None
        self.map_canvas()  # before the page shows: the splitter shares out by the map's size
        self._unlocked = None
        self._reveal = None
        self._drop_scoring()
        self._bonus_steps = []
        self._bonus_index = None
        self._shown = list(session.state.positions)
        #: the game page shown for the first time: the map fits itself to its first size (its
        #: resize event), and nobody can have zoomed it yet
        first_show = not self._game_page_shown
        self._game_page_shown = True
        self.stack.setCurrentWidget(self.game_page)
        self.menu_button.setText(
            QCoreApplication.translate("MindenScreen", "Leave (the game is saved)")
            if session.persist
            else QCoreApplication.translate("MindenScreen", "Leave")
        )
        canvas = self.map_canvas()
        self.board.clear()
        if canvas.isVisible() and not first_show:
            # a new game starts at the whole map (the last game may have zoomed it); a fit on
            # the page's first show would do again what its first layout has just done (a
            # scroll of the view's pixels, ~1 ms and more)
            canvas.fit_home()  # otherwise the canvas fits itself when first shown
        self._release_start()
        if self.isVisible():
            self._hold_start()
        self._entering = True
        try:
            self.refresh()
        finally:
            self._entering = False

    def _hold_start(self) -> None:
        """Show a game's start over six event-loop turns, a few ms apart: the page (header,
        players, action page); the round's card tiles made (hidden); the cards placed; the map's
        first picture; the score track's; a computer to move starts thinking in the turn after.

        Shown in one turn, a game's start (the page's first show: its style polish, first
        layout and first paint, the round's new card tiles, the map's first picture, the
        track's spaces) was one stall of 16-23 ms of the UI thread's own time
        (``bench/bench_stall.py --kinds Minden``, move 0). Meanwhile the map and the track show
        their ground for a few frames (:meth:`BoardMap.hold_paint`,
        :meth:`ScoreTrack.hold_paint`); the computer waits a turn more, so that a quick move is
        not played in the turn that draws the map. Any other refresh before then (a move, a
        click) shows everything at once."""
        self._held = ["tiles", "table", "map", "track", "computer"]
        self.board.hold_paint(True)
        self.track.hold_paint(True)
        self._start_timer.start()

    def _start_step(self) -> None:
        """Show the next held part of a game's start (:meth:`_hold_start`)."""
        part = self._held.pop(0) if self._held else "computer"
        if part == "tiles":
            if self.session is not None:
                # made and polished, hidden, ahead of the turn that places them (a new tile's
                # style-sheet polish and text are ~1.5 ms)
                for card, owner in round_cards(view(self.state, None)):
                    self.table.prepare(card, owner)
        elif part == "table":
            if self.session is not None:
                # the tiles are placed in a shown table, as a start at once places them: laid
                # out in a hidden one, the first row's texts were laid out a pixel higher
                self.table.show()
                self._show_table(view(self.state, None), self._legal_now())
        elif part == "map":
            self.board.hold_paint(False)
        elif part == "track":
            self.track.hold_paint(False)
        else:
            self._release_start()
            self.schedule_computer()
            return
        self._start_timer.start()

    def _release_start(self) -> None:
        """Show every held part of a game's start now (the map and the track repaint whole)."""
        self._start_timer.stop()
        self._held = []
        self.board.hold_paint(False)
        self.track.hold_paint(False)

    def schedule_computer(self) -> None:
        """Let the computer to move think, once a game's start is shown whole."""
        if not self._held:
            super().schedule_computer()

    # ------------------------------------------------------------------ undo
    def update_undo(self) -> None:
        """The Undo button is enabled while a person at the laptop can take a move back."""
        session = self.session
        self.undo_button.setEnabled(
            session is not None and self._reveal is None and session.can_undo()
        )

    def undo_move(self) -> bool:
        """Take back the laptop person's last move (nothing while a reveal is read)."""
        if self.session is None or self.stack.currentWidget() is not self.game_page:
            return False
        return super().undo_move()

    def after_undo(self) -> None:
        """The taken-back move's traces go: the gate closes again, the pieces stand where the
        state has them, the map shows no scoring."""
        self._unlocked = None
        self._reveal = None
        self._drop_scoring()
        self._step_timer.stop()
        self._steps = []
        self._bonus_steps = []
        self._bonus_index = None
        self._shown = list(self.state.positions)
        self.board.clear()
        self.status.setText(self.save_note().strip())

    def leave_game(self) -> None:
        self._release_start()
        self._drop_scoring()
        self._step_timer.stop()
        self.detach()
        self.stack.setCurrentWidget(self.lobby)
        self._refresh_lobby()
        self.new_button.setFocus()

    # ------------------------------------------------------------------ helpers
    @property
    def state(self) -> State:
        assert self.session is not None
        return self.session.state

    def name(self, player: int) -> str:
        assert self.session is not None
        return self.session.seat_name(player)

    def colour_hex(self, player: int) -> str:
        return PIECE_COLOURS.get(self.state.config.players[player].colour, ("#888888", ""))[0]

    def level_name(self, controller: str) -> str:
        """A seat's controller as the players read it ("" for a person)."""
        return level_name(controller)

    def _acting_person(self) -> int | None:
        """The person (not a computer) whose move the screen waits for, if any."""
        session = self.session
        if session is None or self._reveal is not None or is_over(self.state):
            return None
        player = session.match.to_move()
        return player if player is not None and session.is_person(player) else None

    def _people(self) -> list[int]:
        """The seats people play now (the hot-seat gate is for more than one)."""
        session = self.session
        if session is None:
            return []
        return [p for p in range(len(session.match.seats)) if session.is_person(p)]

    # ------------------------------------------------------------------ moves
    def _page_move(self, move: Move) -> None:
        """A page's button or tile: a guess closes the hot-seat gate again."""
        if isinstance(move, Guess):
            self._unlocked = None
        self.play(move)

    def apply_move(self, move: Move, job: ComputerJob[State, Move] | None = None) -> State | None:
        """Play ``move`` through the match; the tips it scores are stored with its save, one
        result per player and card (the progress statistics)."""
        session = self.session
        assert session is not None
        before = session.state
        results = []
        if session.autosave is not None and (job is None or session.match.ply == job.ply):
            # the engine is pure: the move's scorings are known before the match applies it,
            # so that the results go into the transaction of the move's own save
            results = tip_results(before, engine_apply(before, move), session.game_id)
        if job is not None:
            played = session.play_computer(job, move, results)
            return session.state if played else None
        after: State = session.apply(move, results=results)
        return after

    def after_move(self, before: State, move: Move, after: State) -> None:
        """A scored tip turns its card (the reveal); any other move is described in words."""
        self.status.setText(self.save_note().strip())
        if len(after.history) > len(before.history):
            self._start_reveal(after.events)
        else:
            self._shown = list(after.positions)
            self._describe(after.events)

    def _describe(self, events: list[dict[str, object]]) -> None:
        text = describe(view(self.state, None), events)
        if text:
            self.status.setText(text)

    def computer_to_move(self) -> bool:
        """A computer player's turn, and no reveal is being shown."""
        session = self.session
        return (
            session is not None
            and self._reveal is None
            and not is_over(session.state)
            and session.match.computer_seat() is not None
        )

    # ------------------------------------------------------------------ scoring and reveal
    def map_clicked(self, lon: float, lat: float) -> None:
        """A click on the map places the indicator of the human whose turn it is to score."""
        if self._acting_person() is not None and self.state.phase == "score":
            self.play(Score(lon, lat))

    def _start_reveal(self, events: list[dict[str, object]]) -> None:
        """Turn the card just scored: solution side, indicator, distance; walk the piece.

        On a shown screen the map (:meth:`_show_scoring`) follows the page a step later."""
        record = dict(self.state.history[-1])
        sound.play("right" if record["right"] else "wrong")  # the card turns: heard too
        card = self.state.cards[str(record["card"])]
        player = int(str(record["player"]))
        lon, lat = record["lon"], record["lat"]
        indicator = None
        distance = ""
        if isinstance(lon, float | int) and isinstance(lat, float | int):
            indicator = (float(lon), float(lat))
            distance = distance_line(indicator_distance_km(card, *indicator), card.title)
        lines = self.reveal_page.reveal_lines(view(self.state, None), record, distance)
        self._reveal = {
            "text": "\n".join(lines),
            "player": player,
            "card": card.id,
            "round": record["round"],
        }
        # this reveal walks the tip's and the challenges' moves; the final bonuses (if the game
        # ended with this scoring) are walked one by one after "Next", each with its reason
        self._steps = []
        self._bonus_steps = []
        for e in events:
            if e["type"] != "move":
                continue
            steps = [(int(str(e["player"])), int(space)) for space in e["path"]]  # type: ignore[attr-defined]
            if e["reason"] in ("tip", "challenge"):
                self._steps += steps
            else:
                self._bonus_steps.append((e, steps))
        # the players' list shows the spaces after this scoring's own moves, not the bonuses
        announced = list(self._shown)
        for p, space in self._steps:
            announced[p] = space
        self._reveal["positions"] = announced
        if self._steps:
            self._step_timer.start(self.STEP_MS)
        # while the reveal is read, the tiles of the cards the next refresh shows are made ahead
        # (the round's next cards, and the cards still in hand: the reveal's table shows only
        # the one scored, and "Next" shows the others again)
        self._upcoming = round_cards(view(self.state, None))
        self._scoring = (card, indicator, self.name(player), self.colour_hex(player))
        if self.isVisible():
            # the map follows in a turn of its own, a step after the reveal's page: shown in the
            # move's turn with the page (the cells, the marks and their texts, the map's
            # repaint), the reveal was the longest turn of a game's middle (9-14 ms of CPU)
            self._scoring_timer.start()
        else:
            self._show_scoring()

    def _show_scoring(self) -> None:
        """Show the reveal's map now (:meth:`_start_reveal`), if it is still to show; on a shown
        screen its marks and cells are set in this turn and painted in the next (the timer's
        next call releases the paint)."""
        self._scoring_timer.stop()
        scoring, self._scoring = self._scoring, None
        if scoring is not None and self._reveal is not None:
            if self.isVisible():
                self._map_held = True
                self.board.hold_paint(True)
                self._scoring_timer.start()
            self.board.show_scoring(*scoring)
        elif self._map_held:
            self._map_held = False
            self.board.hold_paint(False)
        else:
            return
        if not self._map_held:
            # the tiles made ahead come after the map's turns, each in a turn of its own
            self._prepare_timer.start()

    def _drop_scoring(self) -> None:
        """Forget a reveal's map not shown yet (the reveal is over), and show the map whole."""
        self._scoring_timer.stop()
        self._scoring = None
        if self._map_held:
            self._map_held = False
            self.board.hold_paint(False)

    def _prepare_upcoming(self) -> None:
        """Make upcoming cards' tiles (each ~1 ms) for up to :data:`PREPARE_BUDGET_S` of this
        event-loop turn, the rest in the next turns."""
        start = time.thread_time()
        while self._upcoming and self._reveal is not None:
            made = self.table.prepare(*self._upcoming.pop(0))
            if made and self._upcoming and time.thread_time() - start >= self.PREPARE_BUDGET_S:
                self._prepare_timer.start()
                return

    def _animate_step(self) -> None:
        if not self._steps:
            self._step_timer.stop()
            self._update_track()
            return
        player, space = self._steps.pop(0)
        self._shown[player] = space
        self._update_track()

    def _animate_all(self) -> None:
        """Jump to the end of the piece animation (the reveal text stays)."""
        self._step_timer.stop()
        for player, space in self._steps:
            self._shown[player] = space
        self._steps = []
        self._update_track()

    def finish_reveal(self) -> None:
        """The "next" button after a scoring: finish the animation and go on.

        On a shown screen the cards on the table follow, as at a game's start: the tiles not
        made ahead during the reveal a step later, the table in the step after that
        (:meth:`_start_step`; the computer to move thinks after them): the new action page, the
        players and the track with the table's new tiles and their layout in one turn were the
        heaviest turn of a game's middle after the reveal's own."""
        self._animate_all()
        self._reveal = None
        self._drop_scoring()
        self.board.clear()
        if is_over(self.state) and self._bonus_steps:
            self._bonus_index = 0
            self.next_bonus()  # the first bonus right away, the others on "Next bonus"
            return
        self._shown = list(self.state.positions)
        if self.isVisible():
            self._release_start()
            self._held = ["tiles", "table"]  # the tiles not made ahead yet, then the table
            self._start_timer.start()
        self._entering = True
        try:
            self.refresh()
        finally:
            self._entering = False

    def bonus_lines(self) -> list[str]:
        """The final scoring, one line per bonus with its reason ("Anna +5: most yellow cards")."""
        bonuses = self._bonus_steps or self._final_bonus_events()
        return self.end_page.bonus_lines(view(self.state, None), bonuses)

    def _final_bonus_events(self) -> list[Bonus]:
        """The final bonus moves of a finished game (a resumed game has no reveal queue)."""
        out = []
        for e in self.state.events:
            if e.get("type") == "move" and e.get("reason") not in ("tip", "challenge"):
                out.append((e, [(int(str(e["player"])), int(x)) for x in e["path"]]))
        return out

    def next_bonus(self) -> None:
        """Announce (and walk) the next final bonus; after the last one the final standings."""
        if self._bonus_index is None:
            return
        _e, steps = self._bonus_steps[self._bonus_index]
        self._steps = list(steps)
        self._animate_all()
        self._bonus_index += 1
        if self._bonus_index >= len(self._bonus_steps):
            self._bonus_index = None
            self._shown = list(self.state.positions)
        self.refresh()

    # ------------------------------------------------------------------ rendering
    def _update_track(self) -> None:
        s = self.state
        shown = self._shown if len(self._shown) == s.n else s.positions
        self.track.set_pieces(
            [Piece(self.name(p), s.config.players[p].colour, shown[p]) for p in range(s.n)],
            s.final_space(),
        )

    def _show_page(self, page: ActionPage) -> ActionPage:
        """Empty every action page, show ``page`` (before it renders: focus needs it visible)."""
        for other in (self.draft_page, self.guess_page, self.reveal_page, self.end_page):
            other.clear()
            if other is not page:
                other.hide()
        page.show()
        self.page = page
        return page

    def refresh(self) -> None:
        """Redraw everything from the state and set up the action page of whoever acts now;
        mark what the others did since the acting person's last move; Undo on or off."""
        if self.session is None:
            return
        self._render()
        self._show_since(self._acting_person())
        self.update_undo()

    def _show_since(self, seat: int | None) -> None:
        """Mark what the others did since ``seat``'s last move (the driver's log: their cards,
        tips, scorings, and the pieces that moved), until ``seat`` moves; nothing while no
        person acts."""
        session = self.session
        if session is None or seat is None:
            self.since_label.hide()
            self.track.set_moved({})
            return
        match = session.match
        since = match.since(seat)
        states = match.states()
        first = len(states) - 1 - len(since)
        steps = [list(states[i + 1].events) for i in range(first, len(states) - 1)]
        start, now = states[first], states[-1]
        moved = {
            p: start.positions[p] for p in range(now.n) if start.positions[p] != now.positions[p]
        }
        self.track.set_moved(moved)
        lines = since_lines(view(now, None), steps, seat)
        self.since_label.setText(since_html(lines))
        self.since_label.setVisible(bool(lines))

    def _render(self) -> None:
        if self.session is None:
            return
        if self._held and not self._entering:
            self._release_start()  # a move or a click before the start showed whole
        s = self.state
        public = view(s, None)
        self._update_track()
        self.players_label.show_view(self._seated(public), self._announced_positions())
        person = self._acting_person()
        legal = legal_moves(s) if person is not None else []
        if "table" in self._held:
            # the cards follow in the start's next turn (:meth:`_hold_start`)
            self.table.hide()
            self.table_title.hide()
        else:
            self._show_table(public, legal)
        self.board.show_cross(False)
        # during a reveal the header stays on the round being scored, until "Next"
        shown_round = int(str(self._reveal["round"])) if self._reveal is not None else s.round
        shown_phase = "score" if self._reveal is not None else s.phase
        self.header.setText(header_text(shown_round, shown_phase))
        page = self._show_page(self.pages[shown_phase])
        if self._reveal is not None:
            self.reveal_page.render_reveal(str(self._reveal["text"]))
            return
        if is_over(s):
            self._render_end()
            return
        player = self.session.match.to_move()
        assert player is not None
        if person is None:
            page.title.setText(
                QCoreApplication.translate("MindenScreen", "%1 (computer) is thinking…").replace(
                    "%1", self.name(player)
                )
            )
            self.schedule_computer()
            return
        own = view(s, player)
        if s.phase == "draft":
            self.draft_page.render_draft(own, player)
        elif s.phase == "trade":
            self.draft_page.render_trade(own, player, legal)
        elif s.phase == "guess":
            if len(self._people()) > 1 and self._unlocked != player:
                self.guess_page.render_gate(own, player)
            else:
                self.guess_page.render_guess(own, player)
        elif s.phase == "challenge":
            self.guess_page.render_challenge(own, player)
        else:
            self.reveal_page.render_score(own, player)
            self.board.show_cross(True)

    def _seated(self, public: dict[str, Any]) -> dict[str, Any]:
        """``public`` with who plays each seat now, and under which name: the config names the
        players as the game began; a seat handed over mid-game (*Game ▸ Players…*, a table's
        host) or renamed on a phone is as the match's seat says."""
        assert self.session is not None
        seats = self.session.match.seats
        players = [
            {**spec, "name": seats[i].name, "controller": seats[i].playing or "human"}
            if i < len(seats)
            else spec
            for i, spec in enumerate(public["players"])
        ]
        return {**public, "players": players}

    def _announced_positions(self) -> list[int] | None:
        """The spaces the players' list shows while a reveal or the final bonuses are announced
        (None: the state's): the state already has the moves of the final bonuses that "Next
        bonus" announces one by one, and the list must not give them away."""
        if self._reveal is not None:
            return list(self._reveal["positions"])  # type: ignore[call-overload]
        if self._bonus_index is not None:
            return list(self._shown)
        return None

    def _legal_now(self) -> list[Move]:
        """The legal moves of the person acting now (none while a computer or nobody acts)."""
        return legal_moves(self.state) if self._acting_person() is not None else []

    def _show_table(self, public: dict[str, Any], legal: list[Move]) -> None:
        """The cards of the round (during a reveal the one being scored) from ``public``."""
        if self._reveal is not None:
            # the table of the round being scored, not the next round's cards
            self.table.show_scored(
                public, str(self._reveal["card"]), int(str(self._reveal["player"]))
            )
        else:
            self.table.show_round(public, legal, self.side_viewport.width())
        self.table.setVisible(bool(self.table.tiles))
        self.table_title.setVisible(bool(self.table.tiles))

    def _unlock(self, player: int) -> None:
        self._unlocked = player
        self.refresh()

    def _render_end(self) -> None:
        lines = self.bonus_lines()
        if self._bonus_index is not None:
            # the final scoring, one bonus after the other, each with its reason
            self.end_page.render_bonuses(lines[: self._bonus_index])
            return
        ended_early = any(
            e.get("type") == "over" and e.get("reason") == "pile" for e in self.state.events
        )
        self.end_page.render_end(view(self.state, None), lines, ended_early=ended_early)
        self._show_wrong_tips()
        game_over(self, "minden")  # the wrong stones told, once per game

    def _show_wrong_tips(self) -> None:
        """The end map: wrong tips' indicators joined to the true places; a legend if crowded."""
        tips: list[WrongTip] = []
        legend: list[str] = []
        for record in self.state.history:
            if record["right"]:
                continue
            card = self.state.cards[record["card"]]
            p = int(record["player"])
            legend.append(legend_line(str(len(legend) + 1), card.title, self.name(p)))
            indicator = None
            if record["lon"] is not None and record["lat"] is not None:
                indicator = (float(record["lon"]), float(record["lat"]))
            tips.append((card, indicator, self.name(p), self.colour_hex(p)))
        if self.board.show_wrong_tips(tips) and self._bonus_index is None:
            self.end_page.set_legend(legend)
