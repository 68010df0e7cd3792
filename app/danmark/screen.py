"""The Danmark-spillet screen: the board, the die, the destinations, the hand, the cards.

City cards are open information in this version (the rulebook never hides them, and knowing
where the others must go is part of the fun), so there is no hot-seat curtain: the panel shows
the hand of the player whose turn it is, and the map rings that player's towns.

Keys: Space rolls, Up/Down choose a destination (ringed thicker on the map), Enter goes there,
Ctrl+N starts a new game, Ctrl+Z (the Undo button) takes back your last move while nothing was
revealed since, Esc returns to the start screen; a click on a ringed space goes there.

The table is alive (:mod:`.animation`, :mod:`.cards`): the die tumbles and rests on the number
rolled, the piece walks its path space by space, a person's chance and question cards lie on
the board as cards (Enter: OK/Continue, Esc: put aside, 1–4: answer); each has its sound
(:mod:`app.sound`). The animations only show what the engine has already applied; a card and
a computer's next move wait until they have ended (a computer delay of 0, as in tests and
benches, does not wait). The "Animate" box (``danmark/animate``) turns them off.

The game is played through the screen's :class:`~app.play.laptop_match.LaptopMatch` (the one
match driver, ``games.match``): the die is the engine's chance node, rolled by the driver after
a roll; the animations and the log read the events of the states a move produced
(``match.states()``), and a resumed game's log is rebuilt from the match's states. The Undo
button beside Go (and Ctrl+Z) takes back a person's own move while nothing was revealed since
(no die, chance card, question or answer: ``games.danmark.game.reveals``). The other players'
moves since the person to move had their last turn are drawn on the board as trails
(:meth:`DanmarkScreen.trails`) until that person's turn ends: dashed, haloed and marked with
the player's shape at both ends, so they do not rely on colour.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app import sound
from geoquiz.app.danmark.animation import HOP_MS, STEP_MS, DieFace, PieceWalk, walk_path
from geoquiz.app.danmark.board_view import PLAYER_COLOURS, PLAYER_SHAPES, build_board_canvas
from geoquiz.app.danmark.cards import CardWidget, ChanceCardWidget, QuestionCard
from geoquiz.app.danmark.dialogs import NewGameDialog
from geoquiz.app.danmark.planner_warm import warm_planner
from geoquiz.app.endgame import game_over
from geoquiz.app.play.laptop_match import LaptopMatch, MatchFront
from geoquiz.app.shell import GameScreen
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.app.shell.layout import draw_off_screen
from geoquiz.games.contract import IllegalMove
from geoquiz.games.danmark import (
    Answer,
    ChooseStart,
    Cross,
    Move,
    Roll,
    State,
    Stay,
    Walk,
    chance_card,
    is_over,
    legal_moves,
    ranking,
    reader,
    walk_destinations,
)
from geoquiz.games.danmark.walks import walk_paths
from geoquiz.games.match import ComputerJob
from geoquiz.geo.denmark_board import load_board

__all__ = ["ANIMATE_KEY", "DanmarkScreen", "animations_on", "fits_board"]

#: the setting of the panel's "Animate" box (the die rolls, the pieces walk)
ANIMATE_KEY = "danmark/animate"


def animations_on() -> bool:
    """Whether the die and the pieces are animated (on unless the box was unticked)."""
    from geoquiz.app.runtime.i18n import settings

    value = settings().value(ANIMATE_KEY, True)
    return value is True or str(value).lower() in ("true", "1")


def fits_board(record: dict[str, Any]) -> bool:
    """True when a saved match (``games.match.record``) names only towns and spaces of today's
    board: in its first state (hands, visited towns, start towns, pieces) and in its moves. A
    value of the wrong kind is left to the replay, which calls the save damaged."""
    board = load_board()
    first = record.get("start")
    data: dict[str, Any] = first if isinstance(first, dict) else {}
    towns: list[object] = [
        t for group in ("hands", "visited") for hand in data.get(group) or [] for t in hand
    ]
    towns += [t for t in data.get("start") or [] if t is not None]
    spaces: list[object] = list(data.get("pos") or [])
    for entry in record.get("moves") or []:
        move = entry.get("move") if isinstance(entry, dict) else None
        if isinstance(move, dict):
            if "town" in move:
                towns.append(move["town"])
            if move.get("type") == "walk":
                spaces.append(move.get("space"))
    spaces_ok = all(-1 <= s < board.space_count for s in spaces if type(s) is int)
    return spaces_ok and all(board.has_town(t) for t in towns if isinstance(t, str))


#: the pieces' shapes as text, for the players' list beside the board
_GLYPHS = {"circle": "●", "triangle": "▲", "diamond": "◆", "square": "■"}
#: a computer to move waits for the board to show the last move, looking again this often (ms):
#: a real timer interval, so that each look comes after the paints and drawing steps between
COMPUTER_WAIT_STEP_MS = 3
#: and at most this many looks (a board that is not painted, e.g. a minimised window, holds no
#: game up for longer)
COMPUTER_WAIT_STEPS = 20


class DanmarkScreen(GameScreen):
    """The Danmark-spillet game (see the module docstring); ``back_requested`` returns."""

    game_kind = "danmark"
    COMPUTER_DELAY_MS = 350

    def __init__(self, lang: str = "en", *, persist: bool = True, url: str | None = None) -> None:
        super().__init__(lang if lang in ("en", "de", "da") else "en", url=url, persist=persist)

    def build(self) -> None:
        self.board = load_board()
        # the road distances between all spaces (~30 ms, kept with the board): worked out while
        # the screen opens rather than in the first move or the final ranking
        self.board.step_distances  # noqa: B018 - computed and cached for its side effect
        self.session: MatchFront | None = None
        #: the match was resumed from a save (its log says so above the rebuilt lines)
        self._resumed = False
        self.show_card_dialogs = True
        self.question_dialog: QuestionCard | None = None
        #: False: no animations whatever the box says (screenshots and demos show the end)
        self.animations = True
        self.chance_shown: ChanceCardWidget | None = None  # a person's chance card on the board
        #: what waits for the die and the walking piece to come to rest (:meth:`when_settled`)
        self._settled: list[Callable[[], None]] = []
        self._moves: list[Move] = []  # legal moves of the human to move (empty otherwise)
        self._rows: list[Move | None] = []  # the move of each row of the list (None: a heading)
        self._exact: dict[int, bool] = {}  # walk end space -> lands exactly (this roll)

        self.canvas, self.item = build_board_canvas(self.board, self.lang)
        self.canvas.setAccessibleName(self.tr("Board: map of Denmark"))
        self.canvas.clicked.connect(self._on_click)

        panel = QVBoxLayout()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Game status"))
        self.status.setFont(scaled_font(self.status.font(), 1.15))
        panel.addWidget(self.status)
        row = QHBoxLayout()
        self.new_button = QPushButton(self.tr("&New game"))
        self.new_button.clicked.connect(self.open_new_game_dialog)
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.clicked.connect(lambda: self.resume())
        self.back_button = QPushButton(self.tr("Start screen"))
        self.back_button.clicked.connect(self.back_requested)
        for b in (self.new_button, self.resume_button, self.back_button):
            row.addWidget(b)
        panel.addLayout(row)
        self.intro = QLabel(
            self.tr(
                "Visit every town on your 16 city cards and come back to your start town. Move "
                "exactly the number rolled; a card is handed in only when you land on its town "
                "exactly. A star town gives a chance card, a 6 a question card. Ferries, planes "
                "and the Storebælt Bridge need a rolled 1 or 5 or a ticket."
            )
        )
        self.intro.setWordWrap(True)
        panel.addWidget(self.intro)
        from geoquiz.app.rules.access import rules_button

        self.rules_button = rules_button("danmark")  # shown with the intro (the lobby)
        panel.addWidget(self.rules_button)
        from geoquiz.app.tutorial.entry import tutorial_entry

        self.tutorial_entry = tutorial_entry("danmark")  # the guided first game, in the lobby
        panel.addWidget(self.tutorial_entry)
        self.roll_button = QPushButton(self.tr("Roll the die (Space)"))
        self.roll_button.setAccessibleName(self.tr("Roll the die"))
        self.roll_button.clicked.connect(lambda: self._clicked(self.roll))
        self.die = DieFace()
        self.die.rolled.connect(lambda _value: self._on_settled())
        self.walk = PieceWalk(self.item)
        self.walk.setParent(self)
        self.walk.done.connect(self._on_settled)
        self.animate_box = QCheckBox(self.tr("&Animate"))
        self.animate_box.setToolTip(self.tr("The die rolls and the pieces walk (off: at once)"))
        self.animate_box.setChecked(animations_on())
        self.animate_box.toggled.connect(self._set_animate)
        die_row = QHBoxLayout()
        die_row.addWidget(self.die)
        die_row.addWidget(self.roll_button, 1)
        die_row.addWidget(self.animate_box)
        panel.addLayout(die_row)
        panel.addWidget(QLabel(self.tr("Where to? (Up/Down, Enter)")))
        self.moves_list = QListWidget()
        self.moves_list.setAccessibleName(self.tr("Possible moves"))
        self.moves_list.currentRowChanged.connect(self._on_select)
        self.moves_list.itemActivated.connect(lambda _item: self.play_selected())
        panel.addWidget(self.moves_list, 2)
        self.go_button = QPushButton(self.tr("&Go"))
        self.go_button.clicked.connect(lambda: self._clicked(self.play_selected))
        # the Undo of every game (GameScreen.undo_move; the words of the games' header)
        self.undo_button = QPushButton(QCoreApplication.translate("GameHeader", "&Undo"))
        self.undo_button.setToolTip(
            QCoreApplication.translate(
                "GameHeader",
                "Take back your last move (Ctrl+Z), while nothing new has been revealed since",
            )
        )
        self.undo_button.clicked.connect(lambda: self._clicked(self.undo_move))
        go_row = QHBoxLayout()
        go_row.addWidget(self.go_button, 1)
        go_row.addWidget(self.undo_button)
        panel.addLayout(go_row)
        self.players_label = QLabel()
        self.players_label.setAccessibleName(self.tr("Players"))
        self.players_label.setTextFormat(Qt.TextFormat.RichText)
        panel.addWidget(self.players_label)
        self.hand_owner = QComboBox()
        self.hand_owner.setAccessibleName(self.tr("Whose city cards to show"))
        self.hand_owner.currentIndexChanged.connect(lambda _i: self._refresh_hand())
        panel.addWidget(self.hand_owner)
        self.hand_label = QLabel()
        panel.addWidget(self.hand_label)
        self.hand_list = QListWidget()
        self.hand_list.setAccessibleName(self.tr("City cards"))
        panel.addWidget(self.hand_list, 2)
        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("Game log"))
        # one line per entry: with uniform rows a new entry at the top does not lay out the
        # hundreds below it again (4.6 ms -> 0.7 ms at 600 entries)
        self.log.setUniformItemSizes(True)
        panel.addWidget(self.log, 1)
        side = QWidget()
        side.setLayout(panel)
        side.setFixedWidth(360)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(side)

        QShortcut(QKeySequence(Qt.Key.Key_Space), self).activated.connect(self.roll)
        QShortcut(QKeySequence("Ctrl+N"), self).activated.connect(self.open_new_game_dialog)
        QShortcut(QKeySequence.StandardKey.Undo, self).activated.connect(self.undo_move)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.back_requested)
        self.setTabOrder(self.roll_button, self.moves_list)
        self.setTabOrder(self.moves_list, self.go_button)
        self._side = side
        #: a computer to move waits for the board's picture (:meth:`_start_computer`)
        self._computer_wait = QTimer(self)
        self._computer_wait.setSingleShot(True)
        self._computer_wait.setInterval(COMPUTER_WAIT_STEP_MS)
        self._computer_wait.timeout.connect(self._start_computer)
        self._waits_left = 0
        self._resume_checked = False  # at a game's end: the Resume button's check is asked for
        self._warm_up()
        warm_planner()  # the hard player's table, read while the lobby shows (planner_warm)
        self.refresh()

    #: the size the side panel is drawn at while the screen is built (:meth:`_warm_up`)
    WARM_SIZE = QSize(360, 900)

    def _warm_up(self) -> None:
        """Draw the side panel once off screen as a game shows it, then empty it again: the
        game's widgets are hidden in the lobby, so a game's first turn polished them, laid them
        out and set their first texts (the players' rich text, the cards of the hand) in the
        same turn as its first move and picture."""
        rows = [(f"A  {town.label(self.lang)}", True) for town in self.board.towns[:16]]
        _set_rows(self.moves_list, rows[:3])
        _set_rows(self.hand_list, rows)
        self.log.addItem(QListWidgetItem(rows[0][0]))
        self.hand_owner.addItems([rows[0][0], rows[1][0]])
        self.hand_label.setText(rows[0][0])
        self.players_label.setText(
            "<br>".join(
                f'<span style="color:{c.name()}">{_GLYPHS[shape]}</span> {i + 1} ▶ A: 16'
                for i, (c, shape) in enumerate(zip(PLAYER_COLOURS, PLAYER_SHAPES, strict=True))
            )
        )
        for widget in self._game_widgets():
            widget.setVisible(True)
        self.intro.setVisible(False)
        draw_off_screen(self._side, self.WARM_SIZE)
        self.moves_list.clear()
        self.hand_list.clear()
        self.log.clear()
        self.hand_owner.clear()
        self.hand_label.clear()
        self.players_label.clear()
        # refresh() hides what the lobby does not show

    # -- game control ------------------------------------------------------------------------
    def open_new_game_dialog(self) -> None:
        self.run_setup_dialog(NewGameDialog(self))

    #: the name this screen's lobby and tests know the dialog by
    new_game_dialog = open_new_game_dialog

    def enter_game(self, *, resumed: bool = False) -> None:
        assert self.session is not None
        self._resumed = resumed
        self._clear_table()
        self.die.show_value(self.session.state.roll)
        self._rebuild_log()  # a resumed game's moves (a die still rolling was rolled on resume)
        self.refresh()
        self.schedule_computer()

    def check_save(self, record: dict[str, Any]) -> None:
        """Refuse a game saved on an older board (towns or spaces that are no longer on it) with
        ``IllegalMove("danmark.old_save")``; the save is marked finished, so the lobby does not
        offer it again (it could never be resumed)."""
        if fits_board(record):
            return
        if self.persist:
            self._retire_save(record)
        raise IllegalMove("danmark.old_save")

    def _retire_save(self, record: dict[str, Any]) -> None:
        """Mark the newest unfinished save finished if it is ``record`` (what resume read)."""
        from geoquiz.db.savegames import save_game
        from geoquiz.games import GAMES
        from geoquiz.games.match.record import convert_legacy

        found = LaptopMatch.latest_saved(self.game_kind, self.url)
        if found is None:
            return
        game_id, data = found
        if convert_legacy(dict(GAMES), data, self.game_kind) == record:
            save_game(self.game_kind, game_id, data, finished=True, url=self.url)

    def roll(self) -> None:
        if self._human_turn() and Roll() in self._moves:
            self.play(Roll())

    def _clicked(self, action: Callable[[], object]) -> None:
        """A click on "Roll" or "Go": the keys go on working after it. The clicked button kept
        the focus (and "Go", disabled when no move is listed, handed it on to the cards'
        chooser), so Up, Down and Enter did nothing for the list until it was clicked."""
        action()
        if self.session is not None and not is_over(self.session.state):
            self.moves_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def play_selected(self) -> None:
        row = self.moves_list.currentRow()
        if self._human_turn() and 0 <= row < len(self._rows):
            move = self._rows[row]
            if move is not None:
                self.play(move)

    def events_since(self, before: object) -> list[dict[str, Any]]:
        """The engine's events of every state the match went through after ``before`` (a move
        and the die the driver rolled after it): what the animations and the log show."""
        assert self.session is not None
        states = self.session.match.states()
        for i in range(len(states) - 1, -1, -1):
            if states[i] is before:
                return [dict(e) for s in states[i + 1 :] for e in s.events]
        return [dict(e) for e in self.session.state.events]  # re-based since: the last move's

    def after_move(self, before: object, move: Move, result: object) -> None:
        happened = self.events_since(before)
        self._animate(before, happened)
        for event in happened:
            self._log_event(event)
        game_over(self, "danmark")  # the journey told (from the match's log), once per game

    def after_undo(self) -> None:
        """A move was taken back: no die or walk goes on, no card lies on the board, the die
        shows the state's roll and the log loses the lines of the moves taken back."""
        assert self.session is not None
        self._computer_wait.stop()
        self._clear_table()
        self.die.show_value(self.session.state.roll)
        self._rebuild_log()

    def update_undo(self) -> None:
        """The Undo button is enabled while the person who moved last can take it back."""
        super().update_undo()
        self.undo_button.setEnabled(self.session is not None and self.session.can_undo())

    def play(self, move: Move, job: ComputerJob[Any, Any] | None = None) -> bool:
        """Apply a move (a person's, or a computer's answer to ``job``), log what happened,
        redraw, continue with computers."""
        # the game's end is told by the end-of-game page (``app.endgame``, from after_move), not
        # by a message box over it
        return super().play(move, job)

    def answer(self, choice: int) -> None:
        if self.session is not None and self.session.state.phase == "question":
            self.question_dialog = None
            self.play(Answer(choice))

    # -- helpers -----------------------------------------------------------------------------
    def _human_turn(self) -> bool:
        """A person at the laptop is to move (not a computer, not the die, not the end)."""
        session = self.session
        if session is None:
            return False
        seat = session.match.to_move()
        return seat is not None and session.is_person(seat)

    def computer_to_move(self) -> bool:
        return self.session is not None and self.session.match.computer_seat() is not None

    def schedule_computer(self) -> None:
        """A computer player moves once the die and the piece have come to rest (at once with
        a delay of 0); a question card is asked of a person."""
        if self.computer_delay_ms > 0 and self.animating() and self.computer_to_move():
            if self.schedule_computer not in self._settled:
                self._settled.append(self.schedule_computer)
            return
        self._waits_left = COMPUTER_WAIT_STEPS
        self._start_computer()
        if self.session is not None and self.session.state.phase == "question":
            if self._human_turn():
                self._ask_question()

    def _start_computer(self) -> None:
        """Let the computer to move think once the board shows the last move.

        A computer player's planner (a start town is chosen in 15-80 ms of its worker's CPU)
        holds the GIL; the UI thread, painting meanwhile, waits for it at every call into Python
        and back. A game's first picture (the board's image of the hand on show, drawn a few
        towns a turn, and its paint) therefore comes first; looked at every few ms, for at most
        :data:`COMPUTER_WAIT_STEPS` looks."""
        self._computer_wait.stop()
        if (
            self.computer_to_move()
            and self._waits_left > 0
            and self.canvas.isVisible()
            and self.item.picture_pending()
        ):
            self._waits_left -= 1
            self._computer_wait.start()
            return
        super().schedule_computer()

    def show_thinking(self, name: str | None) -> None:
        """The status line names the computer that thinks (the line :meth:`refresh` would set):
        nothing else changes, and a whole refresh asked the board for a paint of the picture it
        had just painted, one that drew a new hand's board at once when the computer's move came
        before it (2.5-5 ms in one turn)."""
        if name is not None and self.session is not None and not is_over(self.session.state):
            self.status.setText(self._thinking_text() + self.save_note())

    def _thinking_text(self) -> str:
        return self.tr("%1 (computer) is thinking…").replace("%1", self.thinking_name())

    def _ask_question(self) -> None:
        assert self.session is not None
        state = self.session.state
        q = next(q for q in self.board.questions if q.id == state.question)
        old = self.question_dialog
        if old is not None and old.question is q and not old.closed:
            card = old  # this question's card (made while cards were not shown)
        else:
            # the next player in turn reads the card aloud (docs/danmark.md)
            card = QuestionCard(q, self.lang, self._name(reader(state)), self)
            card.finished.connect(lambda _r: self._answered(card))
            self._retire(old)
            self.question_dialog = card
        if self.show_card_dialogs:
            self.when_settled(lambda: self.lay_card(card))  # after the die has shown the 6

    def _answered(self, card: QuestionCard) -> None:
        self.moves_list.setFocus(Qt.FocusReason.OtherFocusReason)
        if card.choice is not None:
            self.answer(card.choice)

    # -- the last moves ----------------------------------------------------------------------
    def trails(self) -> list[tuple[int, tuple[int, ...]]]:
        """The other players' moves since the person to move last had their turn, from the
        match's log, oldest first: (player, the spaces their piece went through; one space for
        a start town). They stay through that person's turn (a roll does not end it) and go
        with its last move. While a computer is to move: those since the laptop's person who
        moved last."""
        session = self.session
        if session is None or is_over(session.state):
            return []
        match = session.match
        me = match.to_move()
        if me is None or not session.is_person(me):
            me = next((e.seat for e in reversed(match.log) if e.by == "person"), None)
        if me is None:
            return []
        log = match.log
        end = len(log)
        while end > 0 and log[end - 1].seat in (me, None):
            end -= 1  # my turn so far (my roll, the die, my moves)
        first = end
        while first > 0 and log[first - 1].seat != me:
            first -= 1  # back to my previous turn
        states = match.states()
        out: list[tuple[int, tuple[int, ...]]] = []
        for i in range(first, end):
            seat = log[i].seat
            if seat is None or seat == me:
                continue
            path = self._path_of(seat, states[i], states[i + 1])
            if path is not None:
                out.append((seat, path))
        return out

    def _path_of(self, player: int, before: State, after: State) -> tuple[int, ...] | None:
        """The spaces ``player``'s piece went through from ``before`` to ``after``, or None."""
        board = self.board
        for event in after.events:
            kind = event["type"]
            if int(str(event.get("player", -1))) != player:
                continue
            if kind == "walk":
                paths = walk_paths(board, before.pos[player], before.roll or 0)
                path = walk_path(paths, int(str(event["space"])))
                return path if path is not None else (int(str(event["space"])),)
            if kind == "cross":
                return (before.pos[player], board.town_index(str(event["town"])))
            if kind == "start":
                return (board.town_index(str(event["town"])),)
        return None

    # -- the living table: die, walk, cards --------------------------------------------------
    def animating(self) -> bool:
        """Whether the die tumbles or a piece walks."""
        return self.die.rolling() or self.walk.walking()

    def when_settled(self, action: Callable[[], None]) -> None:
        """Do ``action`` now, or when the die and the piece have come to rest."""
        if self.animating():
            self._settled.append(action)
        else:
            action()

    def _on_settled(self) -> None:
        if self.animating():
            return
        waiting, self._settled = self._settled, []
        for action in waiting:
            action()

    def _set_animate(self, on: bool) -> None:
        from geoquiz.app.runtime.i18n import settings

        store = settings()
        store.setValue(ANIMATE_KEY, bool(on))
        store.sync()
        if not on:
            self.die.finish()
            self.walk.finish()

    def _animate(self, before: object, happened: list[dict[str, object]]) -> None:
        """Show the move's die and walk (the state already holds their outcome)."""
        from geoquiz.games.danmark import State

        if not isinstance(before, State):
            return
        on = self.animations and self.animate_box.isChecked()
        board = self.board
        for event in happened:
            kind = event["type"]
            player = int(str(event.get("player", 0)))
            if kind == "roll":
                self.die.roll_to(int(str(event["value"])), on)
                sound.play("die")
            elif kind in ("walk", "cross"):
                start = before.pos[player]
                if kind == "walk":
                    paths = walk_paths(board, start, before.roll or 0)
                    path = walk_path(paths, int(str(event["space"])))
                    step = STEP_MS
                else:
                    path = (start, board.town_index(str(event["town"])))
                    step = HOP_MS
                self.walk.finish()
                if on and path is not None:
                    self.walk.start_walk(player, path, step)
            elif kind == "win":
                sound.play("over")

    def lay_card(self, card: CardWidget) -> None:
        """Lay ``card`` on the board (over the map, in its middle) with the keyboard."""
        if card not in (self.question_dialog, self.chance_shown):
            return  # put away meanwhile (a newer card, a new game)
        if card.isHidden() and not card.closed:
            card.place_over(self.canvas.geometry())
            card.open()
            sound.play("card")

    def show_chance_card(self, card_id: str, who: str) -> None:
        """Lay the chance card ``card_id`` drawn by ``who`` on the board (after the walk)."""
        card = ChanceCardWidget(chance_card(self.board, card_id), self.lang, who, self)
        card.finished.connect(lambda _r: self.moves_list.setFocus(Qt.FocusReason.OtherFocusReason))
        self._retire(self.chance_shown)
        self.chance_shown = card
        self.when_settled(lambda: self.lay_card(card))  # once the piece stands on the star town

    def _retire(self, card: CardWidget | None) -> None:
        if card is not None:
            card.hide()
            card.deleteLater()

    def _clear_table(self) -> None:
        """A new or resumed game: no animation running, no card on the board."""
        self.die.finish()
        self.walk.finish()
        self._settled = []
        for card in (self.question_dialog, self.chance_shown):
            self._retire(card)
        self.question_dialog = self.chance_shown = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for card in (self.question_dialog, self.chance_shown):
            if card is not None and not card.isHidden():
                card.place_over(self.canvas.geometry())

    def _town_name(self, town_id: str) -> str:
        return self.board.town(town_id).label(self.lang)

    def _space_name(self, space: int) -> str:
        town = self.board.town_at(space)
        if town is not None:
            return town.label(self.lang)
        road_index, pos = self.board.plain_spaces[space - len(self.board.towns)]
        road = self.board.roads[road_index]
        return (
            self.tr("road %3–%4, space %1 of %2")
            .replace("%1", str(pos))
            .replace("%2", str(road.steps - 1))
            .replace("%3", self._town_name(road.a))
            .replace("%4", self._town_name(road.b))
        )

    def _move_text(self, move: Move) -> str:
        assert self.session is not None
        state = self.session.state
        if isinstance(move, ChooseStart):
            return self.tr("Start in %1").replace("%1", self._town_name(move.town))
        if isinstance(move, Roll):
            return self.tr("Roll the die")
        if isinstance(move, Walk):
            exact = self._exact.get(move.space, False)
            text = self.tr("Go to %1").replace("%1", self._space_name(move.space))
            town = self.board.town_at(move.space)
            if exact and town is not None and town.id in state.hands[state.current]:
                text += " ✓"
            if not exact:
                text += " " + self.tr("(blocked: stop before)")
            return text
        if isinstance(move, Cross):
            kind = next(
                c.kind
                for c, o in self.board.crossings_from(self.board.towns[state.pos[state.current]].id)
                if o == move.town
            )
            verb = {
                "ferry": self.tr("Ferry to %1"),
                "flight": self.tr("Fly to %1"),
                "bridge": self.tr("Storebælt Bridge to %1"),
            }[kind]
            text = verb.replace("%1", self._town_name(move.town))
            return text + (" " + self.tr("(use ticket)") if move.ticket else "")
        if isinstance(move, Stay):
            return self.tr("Stay (no way to move)")
        question = next(q for q in self.board.questions if q.id == state.question)
        option = question.options[move.choice]
        return (
            self.tr("Answer %1: %2")
            .replace("%1", str(move.choice + 1))
            .replace("%2", option.get(self.lang, option["en"]))
        )

    def _move_space(self, move: Move) -> int | None:
        if isinstance(move, Walk):
            return move.space
        if isinstance(move, (Cross, ChooseStart)):
            return self.board.town_index(move.town)
        return None

    def _rebuild_log(self) -> None:
        """The log, rebuilt from the match: what its first state already holds (a game saved
        by an earlier version, or a test's position, starts mid-game: each player's start town,
        the cards handed in — player by player, as that state does not say how the turns
        interleaved — and the tickets held), then the events of every move since. A resumed
        game's log says so in a line above the rebuilt ones."""
        assert self.session is not None
        self.log.clear()
        match = self.session.match
        first = match.start
        for p in range(first.players):
            if first.start[p] is not None:
                self._log_event({"type": "start", "player": p, "town": first.start[p]})
        for p in range(first.players):
            for town in first.visited[p][1:]:
                self._log_event({"type": "visit", "player": p, "town": town})
            for card in first.tickets[p]:
                self._log_event({"type": "chance", "player": p, "card": card}, dialogs=False)
        if first.phase == "move" and first.roll is not None:
            self._log_event({"type": "roll", "player": first.current, "value": first.roll})
        for state in match.states()[1:]:
            for event in state.events:
                self._log_event(dict(event), dialogs=False)
        if self._resumed and self.log.count():
            self.log.insertItem(
                0,
                QListWidgetItem(
                    self.tr("Game resumed (the lines below are rebuilt from the saved game).")
                ),
            )

    def _name(self, player: int) -> str:
        assert self.session is not None
        return self.session.seat_name(player)

    def _log_event(self, event: dict[str, object], *, dialogs: bool = True) -> None:
        """Add ``event``'s line at the top of the log (``dialogs``: a person's chance card
        also opens its card)."""
        assert self.session is not None
        who = self._name(int(str(event.get("player", 0)))) if "player" in event else ""
        kind = event["type"]
        text = ""
        if kind == "roll":
            text = self.tr("%1 rolls %2.").replace("%1", who).replace("%2", str(event["value"]))
        elif kind == "visit":
            text = (
                self.tr("%1 visits %2 and hands in the card.")
                .replace("%1", who)
                .replace("%2", self._town_name(str(event["town"])))
            )
        elif kind == "start":
            text = (
                self.tr("%1 starts in %2.")
                .replace("%1", who)
                .replace("%2", self._town_name(str(event["town"])))
            )
        elif kind == "chance":
            card = chance_card(self.board, str(event["card"]))
            text = (
                self.tr("Chance card for %1: %2")
                .replace("%1", who)
                .replace("%2", card.text.get(self.lang, card.text["en"]))
            )
            if (
                dialogs
                and self.show_card_dialogs
                and self.session.is_person(int(str(event["player"])))
            ):
                self.show_chance_card(str(event["card"]), who)
        elif kind == "answer":
            question = next(q for q in self.board.questions if q.id == event["question"])
            right = question.options[question.answer]
            text = (
                (
                    self.tr("%1 answers correctly: %2.")
                    if event["correct"]
                    else self.tr("%1 answers wrongly and stays; the right answer is %2.")
                )
                .replace("%1", who)
                .replace("%2", right.get(self.lang, right["en"]))
            )
        elif kind == "skipped":
            text = self.tr("%1 misses this turn.").replace("%1", who)
        elif kind == "extra_roll":
            text = self.tr("%1 rolls again.").replace("%1", who)
        elif kind == "win":
            text = self.tr("%1 is back home and wins!").replace("%1", who)
        elif kind == "cross":
            verb = {
                "ferry": self.tr("%1 sails to %2."),
                "flight": self.tr("%1 flies to %2."),
                "bridge": self.tr("%1 crosses the Storebælt Bridge to %2."),
            }[str(event.get("kind", "ferry"))]
            text = verb.replace("%1", who).replace("%2", self._town_name(str(event["town"])))
        elif kind == "limit":
            text = self.tr("The round limit is reached.")
        if text:
            self.log.insertItem(0, QListWidgetItem(text))

    # -- drawing -----------------------------------------------------------------------------
    def _game_widgets(self) -> tuple[QWidget, ...]:
        """The side panel's widgets shown during a game (the lobby shows the intro instead)."""
        return (
            self.hand_owner,
            self.hand_label,
            self.hand_list,
            self.log,
            self.players_label,
            self.undo_button,
        )

    def refresh(self) -> None:
        session = self.session
        if session is None or is_over(session.state):  # not on this thread: a save may be pending
            if not self._resume_checked:
                self._resume_checked = True
                url = self.url
                self.check_resumable_later(lambda: LaptopMatch.can_resume("danmark", url))
        else:
            self._resume_checked = False
            self.resume_button.setEnabled(self.persist)
        self.intro.setVisible(session is None)
        self.rules_button.setVisible(session is None)
        self.tutorial_entry.setVisible(session is None)
        for widget in self._game_widgets():
            widget.setVisible(session is not None)
        if session is None:
            self.status.setText(self.tr("Start a new game (Ctrl+N) or resume a saved one."))
            self._moves, self._rows = [], []
            self.moves_list.clear()
            self.roll_button.setEnabled(False)
            self.go_button.setEnabled(False)
            self.item.pieces, self.item.targets, self.item.trails = [], [], []
            self.item.show_when_ready()
            return
        state = session.state
        self._moves = legal_moves(state) if self._human_turn() else []
        self._exact = (
            walk_destinations(state, state.current, state.roll or 0)
            if state.phase == "move"
            else {}
        )
        # answers are listed too, so a question dialog closed with Esc can be answered here;
        # the question itself heads the list as a row that cannot be chosen
        shown: list[Move] = [m for m in self._moves if not isinstance(m, Roll)]
        self._rows = []
        rows: list[tuple[str, bool]] = []
        if state.phase == "question" and shown:
            question = next(q for q in self.board.questions if q.id == state.question)
            rows.append((question.text.get(self.lang, question.text["en"]), False))
            self._rows.append(None)
        for m in shown:
            rows.append((self._move_text(m), True))
            self._rows.append(m)
        self.moves_list.blockSignals(True)
        _set_rows(self.moves_list, rows)
        self.moves_list.blockSignals(False)
        self.roll_button.setEnabled(any(isinstance(m, Roll) for m in self._moves))
        self.go_button.setEnabled(bool(shown))
        if is_over(state):
            order = ranking(state)
            names = ", ".join(self._name(p) for p in order)
            self.status.setText(self.tr("Game over. Ranking: %1").replace("%1", names))
        else:
            phase = {
                "start": self.tr("choose a start town from your cards"),
                "roll": self.tr("roll the die"),
                "die": self.tr("the die is rolling"),
                "move": self.tr("rolled %1: choose where to go").replace("%1", str(state.roll)),
                "question": self.tr("answer the question"),
            }[state.phase]
            who = self._name(state.current)
            text = self.tr("%1's turn: %2").replace("%1", who).replace("%2", phase)
            if self.bots.thinking:
                text = self._thinking_text()
            self.status.setText(text + self.save_note())
        players = []
        for i in range(state.players):
            colour = PLAYER_COLOURS[i % len(PLAYER_COLOURS)].name()
            glyph = _GLYPHS[PLAYER_SHAPES[i % len(PLAYER_SHAPES)]]
            mark = "▶ " if i == state.current and not is_over(state) else ""
            players.append(
                f'<span style="color:{colour}">{glyph}</span> {i + 1} {mark}'
                f"{html.escape(self._name(i))}: "
                + html.escape(
                    self.tr("%n card(s)", "", len(state.hands[i]))
                    + ", "
                    + self.tr("%n ticket(s)", "", len(state.tickets[i]))
                )
            )
        self.players_label.setText("<br>".join(players))
        if self.hand_owner.count() != state.players + 1:
            self.hand_owner.blockSignals(True)
            self.hand_owner.clear()
            self.hand_owner.addItem(self.tr("Cards of the player to move"))
            for i in range(state.players):
                label = self.tr("Cards of %1").replace("%1", f"{i + 1} {self._name(i)}")
                self.hand_owner.addItem(label)
            self.hand_owner.blockSignals(False)
        self.item.pieces = list(state.pos)
        self.item.trails = self.trails()
        self.update_undo()
        self._refresh_hand()
        self.item.prepare([set(hand) for hand in state.hands])  # drawn ahead for their turns
        self.item.targets = [s for m in shown if (s := self._move_space(m)) is not None]
        if shown:
            first = self._rows.index(shown[0])
            if self.moves_list.currentRow() == first:  # a kept row: no signal, select it here
                self._on_select(first)
            else:
                self.moves_list.setCurrentRow(first)
        else:
            self.item.selected = None
        self.item.show_when_ready()

    def _refresh_hand(self) -> None:
        """The city cards of the chosen player (cards are open information), ringed on the map."""
        if self.session is None:
            return
        state = self.session.state
        index = self.hand_owner.currentIndex()
        owner = state.current if index <= 0 else index - 1
        hand = state.hands[owner]
        self.hand_label.setText(
            self.tr("%1: %2 city cards left, tickets: %3, question cards: %4")
            .replace("%1", self._name(owner))
            .replace("%2", str(len(hand)))
            .replace("%3", str(len(state.tickets[owner])))
            .replace("%4", str(state.kept_questions[owner]))
        )
        cards: list[tuple[str, bool]] = []
        for group in ("A", "B", "C", "D"):
            for town_id in hand:
                town = self.board.town(town_id)
                if town.group == group:
                    cards.append((f"{group}  {town.label(self.lang)}", True))
        home = state.start[owner]
        if home is not None:
            cards.append((self.tr("Home: %1").replace("%1", self._town_name(home)), True))
        _set_rows(self.hand_list, cards)
        self.item.own_cards = set(hand)
        self.item.show_when_ready()

    def _on_select(self, row: int) -> None:
        move = self._rows[row] if 0 <= row < len(self._rows) else None
        if move is not None:
            self.item.selected = self._move_space(move)
        self.item.show_when_ready()

    def _on_click(self, lon: float, lat: float) -> None:
        if not self._human_turn():
            return
        spaces = {self._move_space(m): m for m in self._moves if self._move_space(m) is not None}
        space = self.item.space_near(lon, lat, [s for s in spaces if s is not None])
        if space is not None:
            self.play(spaces[space])


#: the flags of a list row that can be chosen (QListWidgetItem's default) and of a heading
_ROW_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsUserCheckable
    | Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsDragEnabled
)
_HEAD_FLAGS = Qt.ItemFlag.NoItemFlags


def _set_rows(widget: QListWidget, rows: list[tuple[str, bool]]) -> None:
    """Make the list's rows these (text, can be chosen), changing only the rows that differ:
    a refresh lists mostly what the last one did (the hand after a move that handed in no card,
    a destination list of the same length), and clearing and adding rows lays the list out
    again. The current row is kept if it still exists (the caller sets it)."""
    for row, (text, choosable) in enumerate(rows):
        item = widget.item(row)
        if item is None:
            item = QListWidgetItem(text)
            item.setFlags(_ROW_FLAGS if choosable else _HEAD_FLAGS)
            widget.addItem(item)
            continue
        if item.text() != text:
            item.setText(text)
        flags = _ROW_FLAGS if choosable else _HEAD_FLAGS
        if item.flags() != flags:
            item.setFlags(flags)
    while widget.count() > len(rows):
        widget.takeItem(widget.count() - 1)  # the item is deleted by Python with its last name
