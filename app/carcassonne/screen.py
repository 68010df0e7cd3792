"""The Carcassonne screen: lobby (new game, resume) and the game on the map of Germany.

The view renders the engine state and sends moves through the screen's
:class:`~app.play.laptop_match.LaptopMatch` (the one match driver; it autosaves every move).
Layout: the map
with the square grid on the left; on the right the tile in hand with rotate buttons, what to do
now (meeple spots, upgrades), the players (score, meeples in supply, chips face up), the score
track and the log.

Mouse: the squares where the tile in hand fits are outlined (dashed: it fits after turning;
filled: it fits as it is turned now); a click on a filled square places the tile, a click on a
dashed one turns the tile so that it fits. The wheel turns the tile (Ctrl+wheel zooms). After
placing, numbered spots mark where a meeple may go: click one, or press its number; S skips.

Keyboard: R / Shift+R turn the tile, N / Shift+N step through the squares where it fits, Enter
places it there, 1–9 put a meeple on a spot, S skips the meeple, U upgrades with the chosen
meeple and chips, D ends the turn; the map pans with the arrow keys and zooms with + and -.
There is nothing secret in Carcassonne (the chips on the map are face down for everyone), so
no hot-seat cover is needed. Computer players move after a short delay, one step at a time.

Undo (the header's button, Ctrl+Z): a tile just placed is taken back while the meeple decision
is still open — not after the next tile was drawn or a Map-Chip turned up (the game's
``reveals``; the match driver's rule). The last moves: the tiles the other players laid (and
the meeples they upgraded) since the seat to move last moved are outlined on the map with a
dotted frame and the player's letter, named in the square's tooltip, until the next move.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app import sound
from geoquiz.app.carcassonne.board_view import CarcassonneBoard
from geoquiz.app.carcassonne.log_rows import CachedRows, warm_up
from geoquiz.app.carcassonne.painting import PLAYER_LETTERS, feature_kind
from geoquiz.app.carcassonne.widgets import PlayerPanel, ScoreTrack, TileInHand, prepare_stamps
from geoquiz.app.endgame import game_over
from geoquiz.app.play.laptop_match import LaptopMatch, MatchFront
from geoquiz.app.shell import GameScreen
from geoquiz.app.shell.layout import board_and_side, draw_off_screen, lobby_panel
from geoquiz.games.carcassonne import (
    MAX_PLAYERS,
    Move,
    State,
    is_over,
    legal_moves,
    legal_placements,
    meeple_spots,
    payments,
    ranking,
)
from geoquiz.games.carcassonne.chips import chip_value
from geoquiz.games.carcassonne.engine import Config
from geoquiz.games.match import Seat
from geoquiz.games.match.seats import clean_name

__all__ = ["CarcassonneScreen"]

Square = tuple[int, int]


def kind_name(kind: str) -> str:
    names = {
        "road": QCoreApplication.translate("Carcassonne", "road"),
        "city": QCoreApplication.translate("Carcassonne", "city"),
        "field": QCoreApplication.translate("Carcassonne", "field (farmer)"),
        "monastery": QCoreApplication.translate("Carcassonne", "monastery"),
    }
    return names.get(kind, kind)


class CarcassonneScreen(GameScreen):
    """Lobby and game of Carcassonne. ``back_requested`` returns to the start screen."""

    game_kind = "carcassonne"
    COMPUTER_DELAY_MS = 350

    def build(self) -> None:
        self.session: MatchFront | None = None
        #: the squares of the last moves outlined on the map: square -> (seat, what was done)
        self.recent: dict[Square, tuple[int, str]] = {}
        self.rotation = 0
        self.cursor_sq: Square | None = None
        #: the state whose legal placements :attr:`_placements` holds, and those placements
        self._placements_of: tuple[State | None, list[tuple[Square, int]]] = (None, [])
        self._spots: list[int] = []
        #: own meeples that may be upgraded now, numbered on the map; the chosen one's index
        self._candidates: list[tuple[Square, int]] = []
        self._chosen = 0
        self._events_seen = 0
        #: the square and rotation of the tile a person placed last (Undo puts it back in hand)
        self._placed: tuple[Square, int] | None = None
        #: draws the next tile in advance (_warm_next_tile): a timer a few ms after the move,
        #: not a posted call, so that it runs after the move's paint, in a turn of its own
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.setInterval(4)
        self._warm_timer.timeout.connect(self._warm_next_tile)
        #: while a game's first picture is held back (_hold_board_paint): the steps left, one
        #: per event-loop turn (the side page, the board's stamps, the board); a few ms apart,
        #: so that each step runs after the paint the last one caused, in a turn of its own
        self._held_steps = 0
        #: the board has yet to take the game shown on the side (a held start, _show_board)
        self._board_later = False
        self._release_timer = QTimer(self)
        self._release_timer.setSingleShot(True)
        self._release_timer.setInterval(3)
        self._release_timer.timeout.connect(self._release_step)
        self._build()
        self._warm_up()
        self.show_lobby()

    # ================================================================== layout
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(self.make_header(self.tr("Carcassonne — Germany")))

        self.board = CarcassonneBoard()
        self.board.setAccessibleName(self.tr("Map of Germany with the tile squares"))
        self.board.square_clicked.connect(self._square_clicked)
        self.board.rotate_requested.connect(self.rotate)
        self.board.square_hovered.connect(self._square_hovered)
        split, self.side = board_and_side(self.board, (340, 420))
        outer.addWidget(split, 1)
        self._build_lobby()
        self._build_table()
        self._build_shortcuts()

    def _build_lobby(self) -> None:
        lobby = lobby_panel(
            self.tr(
                "Lay tiles on the map of Germany: roads, cities, monasteries and fields. "
                "Two of the start squares Rostock, Erfurt and Stuttgart hold the first tiles; "
                "the large cities are printed on the map and must be continued. Map-Chips lie "
                "face down on the squares: place a tile there to collect it (1 or 2 points), "
                "and pay chips worth exactly 4 to upgrade a meeple so that it counts double."
            ),
            self.tr("Start a new game…"),
            self.tr("&Resume the last game"),
            self.open_new_game_dialog,
            self.resume,
            rules="carcassonne",
        )
        lobby.layout.addStretch(1)
        self.lobby_new, self.lobby_resume = lobby.new_button, lobby.resume_button
        self.resume_button = self.lobby_resume
        self.lobby_page = lobby.page
        self.side.addWidget(lobby.page)

    def _build_table(self) -> None:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(4, 4, 4, 4)

        hand_box = QGroupBox(self.tr("Tile in hand"))
        hand = QGridLayout(hand_box)
        self.hand = TileInHand()
        self.hand.setAccessibleName(self.tr("Tile in hand"))
        hand.addWidget(self.hand, 0, 0, 3, 1)
        self.rotate_left = QPushButton(self.tr("⟲ Turn left"))
        self.rotate_left.setToolTip(self.tr("Turn the tile a quarter turn to the left (Shift+R)"))
        self.rotate_left.clicked.connect(lambda: self.rotate(-1))
        hand.addWidget(self.rotate_left, 0, 1)
        self.rotate_right = QPushButton(self.tr("⟳ Turn right"))
        self.rotate_right.setToolTip(self.tr("Turn the tile a quarter turn to the right (R)"))
        self.rotate_right.clicked.connect(lambda: self.rotate(1))
        hand.addWidget(self.rotate_right, 1, 1)
        self.pile_label = QLabel()
        hand.addWidget(self.pile_label, 2, 1)
        layout.addWidget(hand_box)

        act_box = QGroupBox(self.tr("Your move"))
        act = QVBoxLayout(act_box)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        act.addWidget(self.hint)
        self.spot_box = QWidget()
        self.spot_layout = QGridLayout(self.spot_box)
        self.spot_layout.setContentsMargins(0, 0, 0, 0)
        act.addWidget(self.spot_box)
        self.skip_button = QPushButton(self.tr("No meeple (S)"))
        self.skip_button.clicked.connect(self.skip_meeple)
        act.addWidget(self.skip_button)
        up = QGridLayout()
        self.upgrade_meeple = QComboBox()
        self.upgrade_meeple.setAccessibleName(self.tr("Meeple to upgrade"))
        self.upgrade_pay = QComboBox()
        self.upgrade_pay.setAccessibleName(self.tr("Chips to pay"))
        self.upgrade_button = QPushButton(self.tr("Upgrade (U)"))
        self.upgrade_button.clicked.connect(self.upgrade)
        self.done_button = QPushButton(self.tr("End turn (D)"))
        self.done_button.clicked.connect(self.done)
        up.addWidget(self.upgrade_meeple, 0, 0, 1, 2)
        up.addWidget(self.upgrade_pay, 1, 0)
        up.addWidget(self.upgrade_button, 1, 1)
        up.addWidget(self.done_button, 2, 0, 1, 2)
        self.upgrade_box = QWidget()
        self.upgrade_box.setLayout(up)
        act.addWidget(self.upgrade_box)
        layout.addWidget(act_box)

        players_box = QGroupBox(self.tr("Players"))
        self.players_box = players_box
        self.players_layout = QVBoxLayout(players_box)
        self.players_layout.setSpacing(3)
        #: a panel for the most players a game can have, made with the screen: a game shows
        #: the first ones (:attr:`panels`), so its first move makes no widgets
        self._all_panels = [PlayerPanel(p) for p in range(MAX_PLAYERS)]
        for panel in self._all_panels:
            self.players_layout.addWidget(panel)
        self.panels: list[PlayerPanel] = []
        self.track = ScoreTrack()
        self.players_layout.addWidget(self.track)
        prepare_stamps(self.track.devicePixelRatioF())
        layout.addWidget(players_box)

        legend = QLabel(
            self.tr(
                "On the map: ★ start square · ⌂ town (never a chip) · walled brown square: "
                "printed large city, shields are its pennants · stub at the edge: printed road "
                "or city to continue · the map's edge closes roads, cities and fields · dark "
                "disc: a Map-Chip, face down · gold ring under a meeple: upgraded (counts double)."
            )
        )
        legend.setWordWrap(True)
        small = QFont(legend.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() - 1))
        legend.setFont(small)
        layout.addWidget(legend)

        self.log = QListWidget()
        self.log.setAccessibleName(self.tr("Game log"))
        self.log.setMinimumHeight(90)
        # one line of one font per row: the list need not measure every row after each
        # insertion at the top, and rows are copied from pixmaps (log_rows.CachedRows)
        self.log.setUniformItemSizes(True)
        self.log.setItemDelegate(CachedRows(self.log))
        warm_up(self.log, self.tr("%1 collects a chip worth %n point(s)", "", 2).replace("%1", "A"))
        layout.addWidget(self.log, 1)
        scroll.setWidget(page)
        self.side.addWidget(scroll)
        self.table_page = scroll

    #: the size the game's side page is drawn at, off screen, while the screen is built
    WARM_SIZE = QSize(340, 900)

    def _warm_up(self) -> None:
        """Polish the game's side page and draw it once off screen, every player panel with
        figures, while the screen is built.

        A game's first move otherwise paid for the side page's first show on the UI thread: the
        style's polish of each widget, the first layout of the page and the first drawing of
        its texts and panels (~7 ms, with the board's first picture in the same turn). The
        panels take the game's figures when it starts (:meth:`PlayerPanel.set_data` redraws
        what differs), so the page then shows the game exactly as without this."""
        for p, panel in enumerate(self._all_panels):
            panel.set_data(f"{PLAYER_LETTERS[p]} · {p + 1}", 0, 7, [], p == 0, self.tr("human"))
        self.track.set_scores([0] * MAX_PLAYERS)
        draw_off_screen(self.table_page, self.WARM_SIZE)
        self.side.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the lobby shows, keep the game's side page laid out at the side's size."""
        if (
            watched is self.side
            and event.type() == QEvent.Type.Resize
            and self.side.currentWidget() is self.lobby_page
        ):
            self._fit_table_page()
        return super().eventFilter(watched, event)

    def _fit_table_page(self) -> None:
        """Lay the hidden game page out at the side's size now (the side resizes with the
        window and the splitter, mostly in the lobby): the first move of a game then shows a
        page laid out already, instead of laying out the page, its scroll area and the log at
        the new size in that move (~2.5 ms). Rendering a hidden widget sends the move and resize
        events it has pending; a one-pixel canvas keeps the drawing itself small."""
        page = self.table_page
        size = self.side.contentsRect().size()
        if page.size() != size and not size.isEmpty():
            page.resize(size)
            page.render(QPixmap(1, 1))

    def _build_shortcuts(self) -> None:
        keys = {
            "R": lambda: self.rotate(1),
            "Shift+R": lambda: self.rotate(-1),
            "N": lambda: self.step_cursor(1),
            "Shift+N": lambda: self.step_cursor(-1),
            "Return": self.place_at_cursor,
            "Enter": self.place_at_cursor,
            "S": self.skip_meeple,
            "U": self.upgrade,
            "D": self.done,
        }
        for n in range(1, 10):
            keys[str(n)] = lambda n=n: self.choose_spot(n)  # type: ignore[misc]
        for seq, fn in keys.items():
            sc = QShortcut(QKeySequence(seq), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(fn)
        self.board.zoom_shortcuts(self)  # + and - zoom wherever the focus is on the screen

    # ================================================================== game flow
    def show_lobby(self) -> None:
        self.detach()
        self._release_board()
        self.board.clear_state()
        self.recent = {}
        if self.game_header is not None:
            self.game_header.undo_button.hide()  # no game, nothing to take back
        self.side.setCurrentWidget(self.lobby_page)
        url = self.url
        self.check_resumable_later(lambda: LaptopMatch.can_resume("carcassonne", url))
        self.status.setText(self.tr("Start a new game or resume the last one."))

    def open_new_game_dialog(self) -> None:
        from geoquiz.app.carcassonne.setup_dialog import NewGameDialog

        self.run_setup_dialog(NewGameDialog(self))

    def seats_for(self, config: Config) -> list[Seat]:
        """The dialog's players: a computer at its level, everybody else a person here."""
        return [
            Seat(clean_name(p.name, f"Player {i + 1}"), "computer", p.level)
            if p.kind == "computer"
            else Seat(clean_name(p.name, f"Player {i + 1}"))
            for i, p in enumerate(config.players)
        ]

    def enter_game(self, *, resumed: bool = False) -> None:
        assert self.session is not None
        state = self.session.state
        for p, panel in enumerate(self._all_panels):
            panel.setVisible(p < state.players)
        self.panels = self._all_panels[: state.players]
        self.log.clear()
        self._events_seen = 0
        self.rotation = 0
        self.cursor_sq = None
        held = self.board.isVisible()
        if held:
            self._hold_board_paint()
        self.side.setCurrentWidget(self.table_page)
        self._placed = None
        self.refresh(board=not held)
        self.update_undo()

    def _hold_board_paint(self) -> None:
        """Paint a new game's first picture over the next event-loop turns, one part a turn:
        the side page but its players, the players (panels and score track), the stamps of the
        board's tiles and chips (:meth:`CarcassonneBoard.prepare_stamps`), then the board.

        A game's first picture changes the whole map (the start tiles, every chip, the names
        hidden under tiles) and shows the side page for the first time: painted in the turn
        that starts the game it was 25-35 ms of the UI thread in one go. Meanwhile the side and
        the map keep their last picture (the lobby's) for a few frames, and a computer to
        move starts thinking once the map is shown (its move would land in one of these turns).

        The board's items take the game in the second of these turns (:meth:`_show_board`,
        ~1.5 ms with the scene updates it posts): in the turn that starts the game they came
        on top of the session's start and the side page's first layout."""
        self.side.setUpdatesEnabled(False)
        self.players_box.setUpdatesEnabled(False)  # (explicitly: stays off with the side on)
        self.board.viewport().setUpdatesEnabled(False)
        self._held_steps = 4
        self._release_timer.start()

    def _release_step(self) -> None:
        if self._warm_timer.isActive():
            self._warm_timer.start()  # the next tile's drawing after the first picture
        self._held_steps -= 1
        if self._held_steps == 3:
            self.side.setUpdatesEnabled(True)
        elif self._held_steps == 2:
            self.players_box.setUpdatesEnabled(True)
            if self._board_later:
                self._show_board()
        elif self._held_steps == 1:
            self.board.prepare_stamps()
        else:
            self._release_board()
            self.schedule_computer()
            return
        self._release_timer.start()

    def _release_board(self) -> None:
        """Let the side and the board paint again (enabling updates repaints them whole)."""
        self._release_timer.stop()
        self._held_steps = 0
        if self._board_later and self.state is not None:
            self._show_board()
        self._board_later = False
        for widget in (self.side, self.players_box, self.board.viewport()):
            if not widget.updatesEnabled():
                widget.setUpdatesEnabled(True)

    @property
    def state(self) -> State | None:
        return None if self.session is None else self.session.state

    @property
    def _placements(self) -> list[tuple[Square, int]]:
        """Where the tile in hand fits (square, rotation), found when first asked for in a
        state: a person's turn draws them on the map; in a computer's turn only a tooltip
        asks, and finding them after every computer move was ~1.5 ms of the UI thread's."""
        s = self.state
        if s is None or s.phase != "place" or s.tile is None:
            return []
        if self._placements_of[0] is not s:
            self._placements_of = (s, legal_placements(s, s.tile))
        return self._placements_of[1]

    def _human_turn(self) -> bool:
        s = self.state
        return (
            s is not None
            and self.session is not None
            and not is_over(s)
            and self.session.is_person(s.current)
        )

    def after_move(self, before: State, move: Move, after: State) -> None:
        if move.kind == "place":
            self.cursor_sq = None
            self._placed = (move.square, move.rotation) if move.square is not None else None
            sound.play("tile")
        if after.phase == "place":
            self.rotation = 0
        if is_over(after) and self.board.isVisible() and self._held_steps == 0:
            # the final scoring takes every meeple off the map and writes its lines in the log:
            # the board's repaint (every tile) waits a step, so that it is not in the turn of
            # the move, the log's new rows and the players' figures
            self.board.viewport().setUpdatesEnabled(False)
            self._held_steps = 1
            self._release_timer.start()
        game_over(self, "carcassonne")  # the final scoring told, once per game

    def after_undo(self) -> None:
        """The tile taken back is in hand again, turned and pointed at as it was laid (Enter
        lays it there again); the log loses the lines of what was taken back."""
        s = self.state
        if s is not None and s.phase == "place" and self._placed is not None:
            self.cursor_sq, self.rotation = self._placed
        else:
            self.cursor_sq, self.rotation = None, 0
        self._placed = None
        if s is not None and len(s.events) < self._events_seen:
            self.log.clear()
            self._events_seen = 0

    # ------------------------------------------------------------------ the last moves
    def _viewer(self) -> int | None:
        """The seat whose "last moves" the map shows: the person to move, else the person at
        the laptop who moved last (computers' moves are outlined as they come in)."""
        session, s = self.session, self.state
        if session is None or s is None:
            return None
        if not is_over(s) and session.is_person(s.current):
            return int(s.current)
        for entry in reversed(session.match.log):
            if entry.by == "person" and entry.seat is not None:
                return entry.seat
        people = session.laptop_seats()
        return people[0] if people else None

    def _recent_moves(self) -> dict[Square, tuple[int, str]]:
        """The squares of the other players' moves since :meth:`_viewer`'s last one (from the
        match's log): square -> (seat, "tile", "tile+meeple" or "upgrade")."""
        session = self.session
        viewer = self._viewer()
        if session is None or viewer is None:
            return {}
        game = session.match.game
        recent: dict[Square, tuple[int, str]] = {}
        laid: dict[int, Square] = {}  # each seat's tile of its turn (a meeple goes on it)
        for entry in session.match.since(viewer):
            if entry.seat is None or entry.seat == viewer:
                continue
            move: Move = game.decode_move(entry.move)
            if move.kind == "place" and move.square is not None:
                recent[move.square] = (entry.seat, "tile")
                laid[entry.seat] = move.square
            elif move.kind == "meeple" and entry.seat in laid:
                recent[laid[entry.seat]] = (entry.seat, "tile+meeple")
            elif move.kind == "upgrade" and move.square is not None:
                if recent.get(move.square, (None, ""))[0] != entry.seat:
                    recent[move.square] = (entry.seat, "upgrade")
        return recent

    def _recent_text(self, square: Square) -> str | None:
        """The tooltip's words for a square of :attr:`recent` (who, with letter, and what)."""
        if square not in self.recent or self.state is None:
            return None
        seat, what = self.recent[square]
        who = f"{PLAYER_LETTERS[seat]} · {self.state.config.players[seat].name}"
        text = {
            "tile": self.tr("last moves: %1 laid this tile"),
            "tile+meeple": self.tr("last moves: %1 laid this tile and put a meeple on it"),
            "upgrade": self.tr("last moves: %1 upgraded a meeple here"),
        }[what]
        return text.replace("%1", who)

    # ------------------------------------------------------------------ player actions
    def rotate(self, step: int) -> None:
        s = self.state
        if s is None or s.phase != "place" or not self._human_turn():
            return
        self.rotation = (self.rotation + step) % 4
        self.refresh()

    def step_cursor(self, step: int) -> None:
        squares = sorted({sq for sq, _ in self._placements})
        if not squares or not self._human_turn():
            return
        if self.cursor_sq in squares:
            i = (squares.index(self.cursor_sq) + step) % len(squares)
        else:
            i = 0 if step > 0 else len(squares) - 1
        self.cursor_sq = squares[i]
        self._fit_rotation(self.cursor_sq)
        self.refresh()
        self.board.center_on(*self._centre_lonlat(self.cursor_sq))

    @staticmethod
    def _centre_lonlat(square: Square) -> tuple[float, float]:
        from geoquiz.geo.carcassonne_map import square_bounds

        lon0, lat0, lon1, lat1 = square_bounds(square)
        return (lon0 + lon1) / 2, (lat0 + lat1) / 2

    def _fit_rotation(self, square: Square) -> None:
        rots = [rot for sq, rot in self._placements if sq == square]
        if rots and self.rotation not in rots:
            later = [r for r in rots if r > self.rotation]
            self.rotation = later[0] if later else rots[0]

    def place_at_cursor(self) -> None:
        if self.cursor_sq is not None and self._human_turn():
            self.place(self.cursor_sq)

    def place(self, square: Square) -> None:
        self.play(Move("place", square, self.rotation))

    def choose_spot(self, number: int) -> None:
        if self._human_turn() and self.state is not None and self.state.phase == "upgrade":
            if 1 <= number <= len(self._candidates):
                self.choose_candidate(number - 1)
            return
        if self._human_turn() and self.state is not None and self.state.phase == "meeple":
            if 1 <= number <= len(self._spots):
                self.play(Move("meeple", feature=self._spots[number - 1]))

    def skip_meeple(self) -> None:
        if self._human_turn() and self.state is not None and self.state.phase == "meeple":
            self.play(Move("skip"))

    def choose_candidate(self, index: int) -> None:
        """Mark upgrade candidate ``index`` (map and list) as the meeple to upgrade."""
        self._chosen = index
        self.upgrade_meeple.setCurrentIndex(index)
        self.refresh()

    def upgrade(self) -> None:
        s = self.state
        if s is None or s.phase != "upgrade" or not self._human_turn():
            return
        target = self.upgrade_meeple.currentData()
        pay = self.upgrade_pay.currentData()
        if target is None or pay is None:
            return
        (c, r), feature = target
        self.play(Move("upgrade", (int(c), int(r)), 0, int(feature), tuple(pay)))

    def done(self) -> None:
        if self._human_turn() and self.state is not None and self.state.phase == "upgrade":
            self.play(Move("done"))

    def _square_hovered(self, col: int, row: int) -> None:
        """Name the square under the pointer in the map's tooltip (roles, chip, tile)."""
        square = (col, row)
        board = self.board.board
        parts = [self.tr("Square %1/%2").replace("%1", str(col + 1)).replace("%2", str(row + 1))]
        if square not in board.playable:
            parts.append(self.tr("not playable (less than half German land)"))
        if square in board.large_cities:
            parts.append(self.tr("large city %1").replace("%1", board.large_cities[square]))
        if square in board.towns:
            parts.append(self.tr("town %1 (never a chip)").replace("%1", board.towns[square]))
        for name, sq in board.start.items():
            if sq == square:
                parts.append(self.tr("start square %1").replace("%1", name))
        s = self.state
        recent = self._recent_text(square)
        if recent is not None:
            parts.append(recent)
        if s is not None and square in s.chips_on_map:
            parts.append(self.tr("a Map-Chip lies here, face down"))
        if s is not None and (square, self.rotation) in self._placements:
            parts.append(self.tr("the tile fits here as it is turned now"))
        self.board.setToolTip(" · ".join(parts))

    def _square_clicked(self, col: int, row: int, fx: float, fy: float) -> None:
        s = self.state
        if s is None or not self._human_turn():
            return
        square = (col, row)
        if s.phase == "place":
            if (square, self.rotation) in self._placements:
                self.place(square)
            elif any(sq == square for sq, _ in self._placements):
                self.cursor_sq = square
                self._fit_rotation(square)
                self.refresh()
            else:
                self.status.setText(self.tr("The tile does not fit there."))
        elif s.phase == "meeple" and square == s.last:
            spot = self.board.spot_at(s, self._spots, fx, fy)
            if spot is not None:
                self.play(Move("meeple", feature=spot))
        elif s.phase == "upgrade":
            index = self.board.candidate_at(s, self._candidates, square, fx, fy)
            if index is None:
                self.status.setText(self.tr("Click one of your meeples marked with a number."))
                return
            self._chosen = index
            self.upgrade_meeple.setCurrentIndex(index)
            self.upgrade()

    # ================================================================== rendering
    def refresh(self, *, board: bool = True) -> None:
        """Show the state; with ``board`` false the board takes it later (:meth:`_show_board`,
        a held start's second turn) unless a refresh comes first."""
        s = self.state
        if s is None:
            return
        human = self._human_turn()
        self._spots = []
        if s.phase == "meeple":
            self._spots = meeple_spots(s)
        if s.phase == "upgrade" and human:
            seen: list[tuple[Square, int]] = []
            for m in legal_moves(s):
                if m.kind == "upgrade" and (m.square, m.feature) not in seen:
                    seen.append((m.square, m.feature))
            self._candidates = seen
            self._chosen = min(self._chosen, max(0, len(seen) - 1))
        else:
            self._candidates, self._chosen = [], 0
        show_moves = human and s.phase == "place"
        self.board.wheel_rotates = show_moves
        self.recent = self._recent_moves()
        self._board_later = not board
        if board:
            self._show_board()
        self.hand.set_tile(s.tile if s.phase == "place" else None, self.rotation)
        if s.stack and not self._warm_timer.isActive():
            self._warm_timer.start()  # the next tile's drawing, after this move's paint
        self.pile_label.setText(self.tr("%n tile(s) left in the pile", "", len(s.stack)))
        for b in (self.rotate_left, self.rotate_right):
            b.setEnabled(show_moves)
        self._refresh_actions(s, human)
        assert self.session is not None
        seats = self.session.match.seats
        for p, panel in enumerate(self.panels):
            spec = s.config.players[p]
            level = seats[p].playing if p < len(seats) else None
            note = (
                self.tr("computer (%1)").replace("%1", self._level(level))
                if level is not None
                else self.tr("human")
            )
            panel.set_data(
                f"{PLAYER_LETTERS[p]} · {spec.name}",
                s.scores[p],
                s.supply(p),
                s.chips_held[p],
                p == s.current and not is_over(s),
                note,
            )
        self.track.set_scores(s.scores)
        self._refresh_log(s)
        self._refresh_status(s, human)
        self.schedule_computer()

    def _show_board(self) -> None:
        """Let the board show the state as the last :meth:`refresh` found it (the squares the
        tile in hand fits, the spots and meeples to upgrade)."""
        s = self.state
        assert s is not None
        self._board_later = False
        human = self._human_turn()
        show_moves = human and s.phase == "place"
        placements = self._placements if show_moves else []
        self.board.show_state(
            s,
            rotation=self.rotation,
            legal_now={sq for sq, rot in placements if rot == self.rotation},
            legal_any={sq for sq, _ in placements},
            spots=self._spots if human else None,
            cursor=self.cursor_sq if show_moves else None,
            candidates=self._candidates,
            chosen=self._chosen if self._candidates else None,
            recent=self.recent,
        )

    def _warm_next_tile(self) -> None:
        """Draw the tile on top of the pile into the tile in hand's cache now, while a
        computer player thinks or a person looks at the board: drawn when it is in hand, its
        first paint (~1 ms) fell into the move that drew it."""
        s = self.state
        if s is not None and s.stack:
            self.hand.prepare(s.stack[-1], 0)

    def _level(self, level: str) -> str:
        return {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}.get(
            level, level
        )

    def _refresh_actions(self, s: State, human: bool) -> None:
        while self.spot_layout.count():
            item = self.spot_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        meeple_phase = human and s.phase == "meeple"
        if meeple_phase and s.last is not None:
            name, _ = s.tiles[s.last]
            for n, idx in enumerate(self._spots, start=1):
                button = QPushButton(f"{n} · {kind_name(feature_kind(name, idx))}")
                button.setToolTip(self.tr("Put a meeple here (key %1)").replace("%1", str(n)))
                button.clicked.connect(lambda _=False, i=idx: self.play(Move("meeple", feature=i)))
                self.spot_layout.addWidget(button, (n - 1) // 2, (n - 1) % 2)
        self.spot_box.setVisible(meeple_phase)
        self.skip_button.setVisible(meeple_phase)
        upgrade_phase = human and s.phase == "upgrade"
        self.upgrade_box.setVisible(upgrade_phase)
        if upgrade_phase:
            self.upgrade_meeple.blockSignals(True)
            self.upgrade_meeple.clear()
            for n, (sq, feature) in enumerate(self._candidates, start=1):
                name, _ = s.tiles[sq]
                kind = kind_name(feature_kind(name, feature))
                label = self.tr("%1 · meeple on a %2 (marked %1 on the map)")
                self.upgrade_meeple.addItem(
                    label.replace("%1", str(n)).replace("%2", kind), (sq, feature)
                )
            self.upgrade_meeple.setCurrentIndex(self._chosen)
            self.upgrade_meeple.blockSignals(False)
            self.upgrade_pay.clear()
            for pay in payments(s, s.current):
                self.upgrade_pay.addItem(" + ".join(str(v) for v in pay), pay)
        if is_over(s):
            self.hint.setText(self.tr("The game is over: the final scores are in the log."))
        elif not human:
            self.hint.setText(self.tr("The computer is playing."))
        elif s.phase == "place":
            self.hint.setText(
                self.tr(
                    "Place the tile: click a filled square (dashed squares fit after turning). "
                    "R turns, N steps through the squares, Enter places."
                )
            )
        elif s.phase == "meeple":
            self.hint.setText(self.tr("Put a meeple on a numbered spot, or play without one."))
        elif s.phase == "upgrade":
            self.hint.setText(
                self.tr(
                    "You can pay chips worth exactly 4 to upgrade a meeple: it counts double "
                    "until it is scored. Click a numbered meeple on the map (or press its number "
                    "and U), or press D to finish."
                )
            )

    def _event_text(self, s: State, event: dict[str, object]) -> str:
        p = int(str(event["player"]))
        who = s.config.players[p].name
        what = str(event["what"])
        points = int(str(event["points"]))
        if what.startswith("chip:"):
            return self.tr("%1 collects a chip worth %n point(s)", "", points).replace("%1", who)
        if what.startswith("discard:"):
            return self.tr("A tile fitted nowhere and was put aside.")
        if what == "upgrade":
            return self.tr("%1 upgrades a meeple.").replace("%1", who)
        final = what.startswith("final:") or what == "farmers"
        label = self.tr("farmers") if what == "farmers" else kind_name(what.split(":")[-1])
        text = (
            self.tr("%1 scores %2 (%3)")
            .replace("%1", who)
            .replace("%2", str(points))
            .replace("%3", label)
        )
        return text + (self.tr(" (final scoring)") if final else "")

    def _refresh_log(self, s: State) -> None:
        for event in s.events[self._events_seen :]:
            self.log.insertItem(0, self._event_text(s, event))
        self._events_seen = len(s.events)

    def _refresh_status(self, s: State, human: bool) -> None:
        if is_over(s):
            groups = ranking(s)
            names = " & ".join(s.config.players[p].name for p in groups[0])
            self.status.setText(
                self.tr("Game over. %1 wins with %2 points.")
                .replace("%1", names)
                .replace("%2", str(s.scores[groups[0][0]]))
            )
            return
        who = s.config.players[s.current].name
        text = self.tr("%1's turn.").replace("%1", f"{PLAYER_LETTERS[s.current]} · {who}")
        if s.chips_held[s.current]:
            values = sorted(chip_value(c) for c in s.chips_held[s.current])
            chips = " + ".join(str(v) for v in values)
            text += " " + (
                self.tr("Chips worth %1 (total %2).")
                .replace("%1", chips)
                .replace("%2", str(sum(values)))
            )
        self.status.setText(text + self.save_note())

    # ================================================================== computer
    def computer_to_move(self) -> bool:
        s = self.state
        held = self._held_steps > 0  # the game's first picture is not on screen yet
        return s is not None and not held and not is_over(s) and not self._human_turn()
