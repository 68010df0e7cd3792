"""The Finden-Sie-Minden screen: lobby (new game, resume), the board, and the end of the game.

The view renders the engine state and sends moves through :class:`~app.minden.session.GameSession`
(which autosaves after every move). Layout: the map with the board grid on the left; on the right
the score track, the players, the round's cards and the action panel of whoever acts now.

Hot-seat privacy: in the guessing phase each person first sees "pass the laptop to …" and only
after confirming sees the tip card; tips stay hidden until scoring (only the number of stones is
shown, as at a real table). Everything is reachable with the mouse and with the keyboard (Tab,
Space/Enter; the indicator can be placed at the middle of one's tip without the mouse).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLineF, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGraphicsLineItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.minden.marks import Mark, MarkItem, place_marks
from geoquiz.app.minden.session import (
    GameSession,
    enabled_decks,
    indicator_distance_km,
    load_deck_cards,
    player_progress,
)
from geoquiz.app.minden.widgets import (
    CARD_COLOURS,
    PIECE_COLOURS,
    SHAPE_GLYPHS,
    CardTile,
    Piece,
    ScoreTrack,
    TipCard,
)
from geoquiz.app.refusals import refusal_text
from geoquiz.games.contract import IllegalMove
from geoquiz.games.minden import (
    COLOURS,
    Challenge,
    Draft,
    Guess,
    KeepCard,
    Move,
    Score,
    State,
    Trade,
    format_tip,
    is_over,
    ranking,
)
from geoquiz.games.minden.engine import can_trade
from geoquiz.games.minden.grid import cell_center

if TYPE_CHECKING:
    from geoquiz.app.canvas import MapCanvas

__all__ = ["MindenScreen"]


def _clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        else:
            inner = item.layout()
            if inner is not None:
                _clear(inner)


def _luma(colour: QColor) -> float:
    """Perceived brightness 0–255 (Rec. 601 weights)."""
    return 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()


class MindenScreen(QWidget):
    """Lobby and game of Finden Sie Minden. ``back_requested`` returns to the start screen."""

    back_requested = Signal()
    #: emitted after every applied move (tests wait on it)
    moved = Signal()

    COMPUTER_DELAY_MS = 500
    STEP_MS = 160
    #: the side panel's narrowest width: three card tiles and the tip card fit (1280×720)
    SIDE_MIN_WIDTH = 470

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
        self.session: GameSession | None = None
        self.canvas: MapCanvas | None = None
        self._unlocked: int | None = None
        self._reveal: dict[str, object] | None = None
        self._shown: list[int] = []
        self._steps: list[tuple[int, int]] = []
        #: the final bonuses still to announce (after the last reveal): event and its steps
        self._bonus_steps: list[tuple[dict[str, object], list[tuple[int, int]]]] = []
        self._bonus_index: int | None = None
        self._computer_pending = False
        self.tipcard: TipCard | None = None
        self._tiles: list[CardTile] = []
        self._lines: list[QGraphicsLineItem] = []
        self._marks: list[MarkItem] = []
        self._step_timer = QTimer(self)
        self._step_timer.timeout.connect(self._animate_step)

        self.stack = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self._build_lobby()
        self._build_game()
        self.stack.setCurrentWidget(self.lobby)
        self._refresh_lobby()

    # ================================================================== lobby
    def _build_lobby(self) -> None:
        self.lobby = QWidget()
        layout = QVBoxLayout(self.lobby)
        layout.addStretch(1)
        title = QLabel(self.tr("Deutschland: Finden Sie Minden"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        blurb = QLabel(
            self.tr(
                "Find places on the board: west or east, north, middle or south, the map square, "
                "the quadrant. Every right stone moves your piece, one wrong stone none."
            )
        )
        blurb.setWordWrap(True)
        blurb.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(blurb)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton(self.tr("&New game…"))
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.lobby_back = QPushButton(self.tr("&Back"))
        for b in (self.new_button, self.resume_button, self.lobby_back):
            b.setMinimumWidth(140)
            row.addWidget(b)
        row.addStretch(1)
        layout.addLayout(row)
        self.progress_label = QLabel()
        self.progress_label.setTextFormat(Qt.TextFormat.RichText)
        self.progress_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress_label.setWordWrap(True)
        layout.addWidget(self.progress_label)
        self.lobby_error = QLabel()
        self.lobby_error.setStyleSheet("color: #B00020;")
        self.lobby_error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.lobby_error)
        layout.addStretch(2)
        self.new_button.clicked.connect(self.new_game_dialog)
        self.resume_button.clicked.connect(self.resume)
        self.lobby_back.clicked.connect(self.back_requested)
        self.stack.addWidget(self.lobby)

    def _refresh_lobby(self) -> None:
        self.resume_button.setEnabled(False)
        self.progress_label.setText("")
        if not self.persist:
            return
        try:
            from geoquiz.db.savegames import latest_unfinished

            found = latest_unfinished("minden", url=self.url)
            self.resume_button.setEnabled(found is not None)
            if found is not None:
                names = ", ".join(p["name"] for p in found[2].get("config", {}).get("players", []))
                self.resume_button.setToolTip(
                    self.tr("%1 — round %2")
                    .replace("%1", names)
                    .replace("%2", str(found[2].get("round", "?")))
                )
            progress = player_progress(self.url)
        except Exception as exc:  # no database: new games still work, unsaved
            self.lobby_error.setText(
                self.tr("The database is not available: %1").replace(
                    "%1", str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                )
            )
            return
        if progress:
            colour_names = {
                "yellow": self.tr("yellow"),
                "orange": self.tr("orange"),
                "green": self.tr("green"),
                "blue": self.tr("blue"),
            }
            heading = self.tr("Progress")
            lines = [f"<b>{html.escape(heading)}</b>"]
            for name, entry in sorted(progress.items(), key=lambda kv: kv[0].casefold()):
                per_colour = ", ".join(
                    self.tr("%1 %2 of %3")
                    .replace("%1", colour_names[c])
                    .replace("%2", str(entry.right_by_colour[c][0]))
                    .replace("%3", str(entry.right_by_colour[c][1]))
                    for c in COLOURS
                    if c in entry.right_by_colour
                )
                text = (
                    self.tr("%1: %2 of %3 tips right in %n game(s)", "", len(entry.games))
                    .replace("%1", name)
                    .replace("%2", str(entry.right))
                    .replace("%3", str(entry.tips))
                )
                kept = self.tr("%n card(s) kept", "", entry.cards_kept)
                lines.append(html.escape(f"{text} ({per_colour}); {kept}"))
            self.progress_label.setText("<br>".join(lines))

    def new_game_dialog(self) -> None:
        """Ask for players and options, then start (a readable message if that is impossible)."""
        from geoquiz.app.minden.setup_dialog import NewGameDialog

        try:
            decks = enabled_decks(self.url)
        except Exception as exc:
            self.lobby_error.setText(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            return
        dialog = NewGameDialog(decks, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        assert config is not None
        try:
            cards = load_deck_cards(dialog.deck_ids(), self.lang, self.url)
            colours = set(COLOURS) if config.expert else set(COLOURS) - {"blue"}
            playable = sum(1 for c in cards if c.colour in colours)
            if (playable + 1) // 2 < len(config.players):
                self.lobby_error.setText(
                    self.tr("The chosen decks hold too few cards for %1 players (%2 cards).")
                    .replace("%1", str(len(config.players)))
                    .replace("%2", str(playable))
                )
                return
            session = GameSession.start(config, cards, persist=self.persist, url=self.url)
        except ValueError as exc:
            self.lobby_error.setText(str(exc))
            return
        self.open_session(session)

    def resume(self) -> bool:
        """Resume the newest unfinished game; False (the reason in the lobby) if there is none."""
        try:
            session = GameSession.resume_latest(self.url)
        except Exception as exc:  # a damaged save: one line, the lobby still works
            self.lobby_error.setText(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            return False
        if session is None:
            self.lobby_error.setText(self.tr("There is no unfinished game."))
            return False
        self.open_session(session)
        return True

    # ================================================================== game page
    def _build_game(self) -> None:
        self.game_page = QWidget()
        outer = QHBoxLayout(self.game_page)
        outer.setContentsMargins(4, 4, 4, 4)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(self.splitter)
        self.map_holder = QWidget()
        self.map_layout = QVBoxLayout(self.map_holder)
        self.map_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter.addWidget(self.map_holder)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 6, 0)
        self.header = QLabel()
        bold = QFont(self.header.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.25)
        self.header.setFont(bold)
        self.header.setWordWrap(True)
        side_layout.addWidget(self.header)
        self.track = ScoreTrack()
        side_layout.addWidget(self.track)
        self.players_label = QLabel()
        self.players_label.setTextFormat(Qt.TextFormat.RichText)
        self.players_label.setWordWrap(True)
        side_layout.addWidget(self.players_label)
        self.table_title = QLabel(self.tr("Cards of this round"))
        side_layout.addWidget(self.table_title)
        self.table = QGridLayout()
        side_layout.addLayout(self.table)
        self.action_title = QLabel()
        self.action_title.setFont(bold)
        self.action_title.setWordWrap(True)
        side_layout.addWidget(self.action_title)
        self.action = QVBoxLayout()
        side_layout.addLayout(self.action)
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
        column = QWidget()
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.addWidget(self.side_scroll, 1)
        bottom = QHBoxLayout()
        self.menu_button = QPushButton(self.tr("Leave (the game is saved)"))
        self.menu_button.clicked.connect(self.leave_game)
        bottom.addWidget(self.menu_button)
        bottom.addStretch(1)
        column_layout.addLayout(bottom)
        column.setMinimumWidth(self.SIDE_MIN_WIDTH)
        self.splitter.addWidget(column)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.stack.addWidget(self.game_page)

    def _ensure_canvas(self) -> None:
        if self.canvas is not None:
            return
        from geoquiz.app.board_map import GERMANY_EXTENT, build_germany
        from geoquiz.app.canvas import MapCanvas

        canvas = MapCanvas(GERMANY_EXTENT, self.map_holder)
        build_germany(canvas, place_names=False)  # the board players guess on names no place
        canvas.setAccessibleName(self.tr("Map of the board"))
        canvas.clicked.connect(self.map_clicked)
        self.map_layout.addWidget(canvas)
        self.canvas = canvas
        # keyboard aiming: the cross marks the middle of the view; arrows and +/- move the map
        # under it (the canvas's own keys), Enter or Space puts the indicator there
        self.cross = QLabel("✛", canvas.viewport())
        self.cross.setStyleSheet("color: #B00020; font-size: 30px; background: transparent;")
        self.cross.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.cross.adjustSize()
        self.cross.hide()
        canvas.installEventFilter(self)
        canvas.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter/Space on the map places the indicator at the cross; keep the cross centred."""
        canvas = self.canvas
        if canvas is not None and watched is canvas.viewport():
            if event.type() == QEvent.Type.Resize:
                self._centre_cross()
        elif (
            canvas is not None
            and watched is canvas
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and self.cross.isVisible()
        ):
            self.place_at_cross()
            return True
        return super().eventFilter(watched, event)

    def _centre_cross(self) -> None:
        if self.canvas is None:
            return
        centre = self.canvas.viewport().rect().center()
        self.cross.move(centre.x() - self.cross.width() // 2, centre.y() - self.cross.height() // 2)

    def cross_lonlat(self) -> tuple[float, float]:
        """Where the cross points (lon, lat): the middle of the map view."""
        canvas = self.map_canvas()
        return canvas.lonlat_at(canvas.viewport().rect().center())

    def place_at_cross(self) -> None:
        """Keyboard way to score anywhere: the indicator goes where the cross points."""
        session = self.session
        player = session.current() if session is not None else None
        if session is None or player is None or self.state.phase != "score":
            return
        if not session.is_human(player):
            return
        lon, lat = self.cross_lonlat()
        self.play(Score(lon, lat))

    def map_canvas(self) -> MapCanvas:
        """The board canvas (built on first use)."""
        self._ensure_canvas()
        assert self.canvas is not None
        return self.canvas

    def open_session(self, session: GameSession) -> None:
        """Show ``session``'s game and continue where it stands."""
        self.session = session
        self._ensure_canvas()
        self._unlocked = None
        self._reveal = None
        self._bonus_steps = []
        self._bonus_index = None
        self._shown = list(session.state.positions)
        self.stack.setCurrentWidget(self.game_page)
        self.menu_button.setText(
            self.tr("Leave (the game is saved)") if session.persist else self.tr("Leave")
        )
        canvas = self.map_canvas()
        self._clear_markers()
        canvas.clear_highlight()
        if canvas.isVisible():
            canvas.fit_home()  # otherwise the canvas fits itself when first shown
        self.refresh()

    def leave_game(self) -> None:
        self._step_timer.stop()
        self.session = None
        self.stack.setCurrentWidget(self.lobby)
        self._refresh_lobby()
        self.new_button.setFocus()

    # ------------------------------------------------------------------ helpers
    @property
    def state(self) -> State:
        assert self.session is not None
        return self.session.state

    def name(self, player: int) -> str:
        return self.state.config.players[player].name

    def colour_hex(self, player: int) -> str:
        return PIECE_COLOURS.get(self.state.config.players[player].colour, ("#888888", ""))[0]

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton(text)
        b.clicked.connect(slot)
        self.action.addWidget(b)
        b.show()
        return b

    def _focus(self, widget: QWidget) -> None:
        """Give the keyboard focus to a widget just added to a visible layout."""
        widget.show()  # a new child is shown only by a queued event otherwise; focus needs it now
        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _label(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        self.action.addWidget(label)
        label.show()
        return label

    def _clear_markers(self) -> None:
        """Remove the markers and the lines between indicators and true places."""
        canvas = self.map_canvas()
        canvas.clear_markers()
        for item in self._marks:
            canvas.scene().removeItem(item)
        self._marks = []
        for line in self._lines:
            canvas.scene().removeItem(line)
        self._lines = []

    def _connect(self, a: tuple[float, float], b: tuple[float, float], colour: str) -> None:
        """Draw a dashed line from the indicator ``a`` to the true place ``b`` (lon, lat)."""
        canvas = self.map_canvas()
        line = QGraphicsLineItem(QLineF(canvas.to_scene(*a), canvas.to_scene(*b)))
        pen = QPen(QColor(colour), 2.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        line.setPen(pen)
        line.setZValue(85)  # above the highlight, below the markers
        canvas.scene().addItem(line)
        self._lines.append(line)

    # ------------------------------------------------------------------ moves
    def play(self, move: Move) -> bool:
        """Send a move to the engine; show an illegal move's reason in the status line."""
        if self.session is None:
            return False
        before = len(self.state.history)
        try:
            self.session.play(move)
        except IllegalMove as exc:
            self.status.setText(refusal_text(exc))
            return False
        events = self.state.events
        self.status.setText(self.session.save_error or "")
        if len(self.state.history) > before:
            self._start_reveal(events)
        else:
            self._shown = list(self.state.positions)
            self._describe(events)
        self.refresh()
        self.moved.emit()
        return True

    def _describe(self, events: list[dict[str, object]]) -> None:
        texts = []
        for e in events:
            who = self.name(int(str(e["player"]))) if "player" in e else ""
            if e["type"] == "draft":
                card = self.state.cards[str(e["card"])]
                texts.append(self.tr("%1 takes “%2”.").replace("%1", who).replace("%2", card.title))
            elif e["type"] == "trade":
                texts.append(self.tr("%1 trades the card.").replace("%1", who))
            elif e["type"] == "guess":
                texts.append(self.tr("%1 has placed tip stones.").replace("%1", who))
            elif e["type"] == "challenge":
                target = self.name(int(str(e["target"])))
                texts.append(self.tr("%1 challenges %2.").replace("%1", who).replace("%2", target))
        if texts:
            self.status.setText(" ".join(texts))

    def _computer_step(self) -> None:
        self._computer_pending = False
        if self.session is None or self._reveal is not None or not self.session.computer_to_move():
            return
        self.play(self.session.computer_move())

    # ------------------------------------------------------------------ scoring and reveal
    def map_clicked(self, lon: float, lat: float) -> None:
        """A click on the map places the indicator of the human whose turn it is to score."""
        if self.session is None or self._reveal is not None or is_over(self.state):
            return
        player = self.session.current()
        if self.state.phase != "score" or player is None or not self.session.is_human(player):
            return
        self.play(Score(lon, lat))

    def place_at_tip(self) -> None:
        """Keyboard way to score: put the indicator in the middle of the player's tip area."""
        player = self.session.current() if self.session else None
        if player is None:
            return
        tip = self.state.tips[player] or ()
        lon, lat = cell_center(tip)
        self.play(Score(lon, lat))

    def _start_reveal(self, events: list[dict[str, object]]) -> None:
        """Turn the card just scored: solution side, indicator, distance; walk the piece."""
        record = dict(self.state.history[-1])
        card = self.state.cards[str(record["card"])]
        canvas = self.map_canvas()
        self._clear_markers()
        from geoquiz.geo.board import Solution, cell_polygon

        shapes = [cell_polygon(Solution(*s)) for s in card.solutions]
        if card.outline_wkt:
            import shapely

            shapes.append(shapely.from_wkt(card.outline_wkt))
        canvas.set_highlight(shapes)
        player = int(str(record["player"]))
        marks: list[Mark] = []
        if card.lon is not None and card.lat is not None:
            marks.append(Mark(card.lon, card.lat, card.title, "#000000", "place"))
        lines = []
        distance = ""
        lon, lat = record["lon"], record["lat"]
        if isinstance(lon, float | int) and isinstance(lat, float | int):
            if card.lon is not None and card.lat is not None:
                self._connect((float(lon), float(lat)), (card.lon, card.lat), "#333333")
            marks.append(Mark(float(lon), float(lat), self.name(player), self.colour_hex(player)))
            km = indicator_distance_km(card, float(lon), float(lat))
            if km == 0.0:
                distance = self.tr("The indicator lies in %1.").replace("%1", card.title)
            elif km is not None:
                distance = (
                    self.tr("The indicator is %1 km from %2.")
                    .replace("%1", f"{km:.0f}")
                    .replace("%2", card.title)
                )
        self._marks, _legend = place_marks(canvas, marks)
        solutions = " / ".join(format_tip(s) for s in card.solutions)
        tip = list(record["tip"])
        lines.append(
            self.tr("%1's card “%2”: solution %3; tip %4.")
            .replace("%1", self.name(player))
            .replace("%2", card.title)
            .replace("%3", solutions)
            .replace("%4", format_tip(tip) if tip else "—")
        )
        if card.explanation and card.explanation != card.title:
            lines.append(self.tr("Solution side: %1").replace("%1", card.explanation))
        if distance:
            lines.append(distance)
        if not tip:
            lines.append(self.tr("No stones placed: no move."))
        elif record["right"]:
            lines.append(
                self.tr("Right! %n free space(s) forward, to space %1.", "", len(tip)).replace(
                    "%1", str(record["to"])
                )
            )
        else:
            lines.append(self.tr("A stone is wrong: the piece stays."))
        lines.append(
            self.tr("The card is kept.")
            if record["kept"]
            else self.tr("The card goes back to the box.")
        )
        for c in record["challengers"]:
            if record["right"]:
                lines.append(
                    self.tr("%1's challenge was wrong: %2 keeps the chip.")
                    .replace("%1", self.name(int(c)))
                    .replace("%2", self.name(player))
                )
            else:
                lines.append(
                    self.tr("%1's challenge was right: one space forward.").replace(
                        "%1", self.name(int(c))
                    )
                )
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
        if self._steps:
            self._step_timer.start(self.STEP_MS)

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
        """The "next" button after a scoring: finish the animation and go on."""
        self._animate_all()
        self._reveal = None
        canvas = self.map_canvas()
        self._clear_markers()
        canvas.clear_highlight()
        if is_over(self.state) and self._bonus_steps:
            self._bonus_index = 0
            self.next_bonus()  # the first bonus right away, the others on "Next bonus"
            return
        self._shown = list(self.state.positions)
        self.refresh()

    def bonus_lines(self) -> list[str]:
        """The final scoring, one line per bonus with its reason ("Anna +5: most yellow cards")."""
        colour_names = {
            "yellow": self.tr("most yellow cards"),
            "orange": self.tr("most orange cards"),
            "green": self.tr("most green cards"),
            "blue": self.tr("most blue cards"),
        }
        tied = {
            "yellow": self.tr("most yellow cards (tied)"),
            "orange": self.tr("most orange cards (tied)"),
            "green": self.tr("most green cards (tied)"),
            "blue": self.tr("most blue cards (tied)"),
        }
        out = []
        for e, steps in self._bonus_steps or self._final_bonus_events():
            reason = str(e["reason"])
            n = len(steps)
            who = self.name(int(str(e["player"])))
            if reason == "chips":
                why = self.tr("%n chip(s) owned", "", n)
            else:
                colour = reason.split(":", 1)[-1]
                why = (tied if n == 2 else colour_names).get(colour, reason)
            out.append(
                self.tr("%1 +%2: %3").replace("%1", who).replace("%2", str(n)).replace("%3", why)
            )
        return out

    def _final_bonus_events(self) -> list[tuple[dict[str, object], list[tuple[int, int]]]]:
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

    def refresh(self) -> None:
        """Redraw everything from the state and set up the action panel of whoever acts now."""
        if self.session is None:
            return
        s = self.state
        self._update_track()
        self._render_players()
        self._render_table()
        _clear(self.action)
        self.tipcard = None
        if self.canvas is not None:
            self.cross.hide()
        phase_names = {
            "draft": self.tr("choosing cards"),
            "trade": self.tr("trading"),
            "guess": self.tr("guessing"),
            "challenge": self.tr("challenges"),
            "score": self.tr("scoring"),
            "over": self.tr("game over"),
        }
        # during a reveal the header stays on the round being scored, until "Next"
        shown_round = int(str(self._reveal["round"])) if self._reveal is not None else s.round
        shown_phase = "score" if self._reveal is not None else s.phase
        self.header.setText(
            self.tr("Round %1 — %2")
            .replace("%1", str(shown_round))
            .replace("%2", phase_names[shown_phase])
        )
        if self._reveal is not None:
            self._render_reveal()
            return
        if is_over(s):
            self._render_end()
            return
        player = self.session.current()
        assert player is not None
        if not self.session.is_human(player):
            self.action_title.setText(
                self.tr("%1 (computer) is thinking…").replace("%1", self.name(player))
            )
            if not self._computer_pending:
                self._computer_pending = True
                QTimer.singleShot(self.COMPUTER_DELAY_MS, self._computer_step)
            return
        {
            "draft": self._render_draft,
            "trade": self._render_trade,
            "guess": self._render_guess,
            "challenge": self._render_challenge,
            "score": self._render_score,
        }[s.phase](player)

    def level_name(self, controller: str) -> str:
        """A seat's controller as the players read it ("" for a person)."""
        return {
            "easy": self.tr("computer: knows the big cities"),
            "medium": self.tr("computer: knows Germany well"),
            "hard": self.tr("computer: expert"),
        }.get(controller, "")

    def _render_players(self) -> None:
        s = self.state
        kinds = {
            "yellow": self.tr("C", "initial of City cards (yellow)"),
            "orange": self.tr("P", "initial of Place cards (orange)"),
            "green": self.tr("N", "initial of Nature cards (green)"),
            "blue": self.tr("E", "initial of Expert cards (blue)"),
        }
        space_word = self.tr("space")
        rows = []
        for p in ranking(s):
            spec = s.config.players[p]
            shape = PIECE_COLOURS.get(spec.colour, ("#888", "circle"))[1]
            kept = s.kept_by_colour(p)
            # colour *and* letter, so the counts read without telling the colours apart
            kept_text = " ".join(
                f"<span style='background:{CARD_COLOURS[c][0]}; color:#111'>"
                f"&nbsp;{kinds[c]}&nbsp;{kept[c]}&nbsp;</span>"
                for c in COLOURS
                if s.config.expert or c != "blue"
            )
            extra = []
            if s.trade_chip[p]:
                extra.append(self.tr("chip"))
            if s.config.variant_b:
                extra.append(self.tr("%n challenge chip(s)", "", s.challenge_chips[p]))
            if s.stones[p] != 4:
                extra.append(self.tr("%n stone(s)", "", s.stones[p]))
            if s.phase in ("challenge", "score") and s.tips[p] is not None:
                extra.append(self.tr("%n stone(s) on the tip card", "", len(s.tips[p] or ())))
            hexcol = self.colour_hex(p)
            # a light piece colour (yellow) gets a dark ground, as the track outlines its pieces
            glyph_style = f"color:{hexcol}" + (
                "; background:#333333" if _luma(QColor(hexcol)) > 180 else ""
            )
            level = self.level_name(spec.controller)
            who = f" ({html.escape(level)})" if level else ""
            rows.append(
                f"<span style='{glyph_style}'><b>{SHAPE_GLYPHS.get(shape, '●')}</b></span> "
                f"<b>{html.escape(spec.name)}</b>{who} — {space_word} {s.positions[p]} — "
                f"{kept_text} " + (" · ".join(extra))
            )
        self.players_label.setText("<br>".join(rows))

    def _render_table(self) -> None:
        _clear(self.table)
        s = self.state
        human_drafting = (
            s.phase == "draft"
            and self._reveal is None
            and self.session is not None
            and self.session.is_human(self.session.current() or 0)
        )
        tiles: list[CardTile] = []
        if self._reveal is not None:
            # the table of the round being scored, not the next round's cards
            owner = self.name(int(str(self._reveal["player"])))
            tile = CardTile(s.cards[str(self._reveal["card"])], owner)
            tile.setEnabled(False)
            self.table.addWidget(tile, 0, 0, 1, 3)
            tile.show()
            self.table_title.setVisible(True)
            self._tiles = [tile]
            return
        for offered in s.offer:
            tile = CardTile(s.cards[offered])
            tile.setEnabled(human_drafting)
            tile.clicked.connect(lambda _=False, c=offered: self.play(Draft(c)))
            tiles.append(tile)
        trader = (
            self.session.current()
            if s.phase == "trade" and self._reveal is None and self.session is not None
            else None
        )
        for p in range(s.n):
            cid = s.hands[p]
            if cid is None:
                continue
            tile = CardTile(s.cards[cid], self.name(p))
            # trading is a click on one's own card too (the button does the same)
            tradable = (
                p == trader
                and self.session is not None
                and self.session.is_human(p)
                and can_trade(s, p)
            )
            tile.setEnabled(tradable)
            if tradable:
                tile.setToolTip(self.tr("Click to trade this card for the top card of the pile."))
                tile.clicked.connect(lambda _=False: self.play(Trade()))
            tiles.append(tile)
        # three tiles a row where the panel is wide enough, else two (whole texts, not slivers)
        width = self.side_scroll.viewport().width()
        columns = 3 if width >= 3 * (CardTile.MIN_WIDTH + 40) else 2
        for i, tile in enumerate(tiles):
            self.table.addWidget(tile, i // columns, i % columns)
            tile.show()
        self.table_title.setVisible(bool(tiles))
        self._tiles = tiles
        if human_drafting and tiles:
            self._focus(tiles[0])

    def _render_draft(self, player: int) -> None:
        self.action_title.setText(
            self.tr("%1, choose one of the cards above.").replace("%1", self.name(player))
        )
        self._label(self.tr("The leader takes the card that is left over."))

    def _render_trade(self, player: int) -> None:
        card = self.state.card(player)
        assert card is not None
        self.action_title.setText(
            self.tr("%1: trade “%2” for the top card of the pile?")
            .replace("%1", self.name(player))
            .replace("%2", card.title)
        )
        if can_trade(self.state, player):
            self._label(self.tr("Click your card or the button to trade it."))
            price = (
                self.tr("your chip") if self.state.trade_chip[player] else self.tr("a tip stone")
            )
            self._button(
                self.tr("&Trade (costs %1)").replace("%1", price), lambda: self.play(Trade())
            )
        elif not self.state.pile:
            self._label(self.tr("The draw pile is empty: no more trading."))
        elif self.state.config.variant_a and not self.state.trade_chip[player]:
            self._label(self.tr("You have used your chip and need a spare tip stone to trade."))
        else:
            self._label(self.tr("You have used your chip: no more trading."))
        keep = self._button(self.tr("&Keep the card"), lambda: self.play(KeepCard()))
        self._focus(keep)

    def _needs_gate(self) -> bool:
        return self.session is not None and len(self.session.humans()) > 1

    def _render_guess(self, player: int) -> None:
        if self._needs_gate() and self._unlocked != player:
            self.action_title.setText(
                self.tr("Pass the laptop to %1.").replace("%1", self.name(player))
            )
            self._label(self.tr("Nobody else may look at the tip card now."))
            b = self._button(
                self.tr("I am %1 — show my tip card").replace("%1", self.name(player)),
                lambda: self._unlock(player),
            )
            b.setDefault(True)
            self._focus(b)
            return
        card = self.state.card(player)
        assert card is not None
        if card.prompt:  # the task in full, once ("Anna: Wo liegt Freiberg?")
            self.action_title.setText(
                self.tr("%1: %2").replace("%1", self.name(player)).replace("%2", card.prompt)
            )
        else:
            self.action_title.setText(
                self.tr("%1, where is “%2”?")
                .replace("%1", self.name(player))
                .replace("%2", card.title)
            )
        tipcard = TipCard()
        tipcard.reset(self.state.stones[player])
        tipcard.confirmed.connect(lambda tip: self._guess(tip))
        self.action.addWidget(tipcard)
        tipcard.show()
        self.tipcard = tipcard
        first = tipcard.buttons[(0, "W")]
        self._focus(first)

    def _unlock(self, player: int) -> None:
        self._unlocked = player
        self.refresh()

    def _guess(self, tip: tuple[object, ...]) -> None:
        self._unlocked = None
        self.play(Guess(tip))

    def _render_challenge(self, player: int) -> None:
        self.action_title.setText(
            self.tr("%1: challenge a player whose tip you think is wrong?").replace(
                "%1", self.name(player)
            )
        )
        self._label(
            self.tr("Right: you move one space and get the chip back. Wrong: they keep your chip.")
        )
        for target in range(self.state.n):
            if target == player:
                continue
            stones = len(self.state.tips[target] or ())
            self._button(
                self.tr("Challenge %1 (%n stone(s))", "", stones).replace("%1", self.name(target)),
                partial(self._challenge, target),
            )
        self._focus(self._button(self.tr("&No challenge"), lambda: self.play(Challenge(None))))

    def _challenge(self, target: int) -> None:
        self.play(Challenge(target))

    def _render_score(self, player: int) -> None:
        card = self.state.card(player)
        assert card is not None
        self.action_title.setText(
            self.tr("%1: click on the map where “%2” is.")
            .replace("%1", self.name(player))
            .replace("%2", card.title)
        )
        self._label(
            self.tr("The place indicator shows everybody your guess; then the card is turned.")
        )
        self._label(
            self.tr(
                "Keyboard: Tab to the map, aim the cross with the arrow keys and + / −, then "
                "Enter places the indicator there."
            )
        )
        b = self._button(self.tr("&Place the indicator in the middle of my tip"), self.place_at_tip)
        self._focus(b)
        self._centre_cross()
        self.cross.show()

    def _render_reveal(self) -> None:
        assert self._reveal is not None
        self.action_title.setText(self.tr("Scoring"))
        self._label(str(self._reveal["text"]))
        b = self._button(self.tr("&Next"), self.finish_reveal)
        b.setDefault(True)
        self._focus(b)

    def _render_end(self) -> None:
        s = self.state
        lines = self.bonus_lines()
        if self._bonus_index is not None:
            # the final scoring, one bonus after the other, each with its reason
            self.action_title.setText(self.tr("Final scoring"))
            for line in lines[: self._bonus_index]:
                self._label(line)
            b = self._button(self.tr("&Next bonus"), self.next_bonus)
            b.setDefault(True)
            self._focus(b)
            return
        winner = ranking(s)[0]
        self.action_title.setText(
            self.tr("%1 is Deutscher Meister!").replace("%1", self.name(winner))
        )
        grid = QGridLayout()
        colour_names = {
            "yellow": self.tr("yellow"),
            "orange": self.tr("orange"),
            "green": self.tr("green"),
            "blue": self.tr("blue"),
        }
        headers = [self.tr("Place"), self.tr("Player"), self.tr("Space")] + [
            colour_names[c] for c in COLOURS if s.config.expert or c != "blue"
        ]
        for col, text in enumerate(headers):
            label = QLabel(f"<b>{text}</b>")
            grid.addWidget(label, 0, col)
        for place, p in enumerate(ranking(s), start=1):
            kept = s.kept_by_colour(p)
            values = [str(place), self.name(p), str(s.positions[p])] + [
                str(kept[c]) for c in COLOURS if s.config.expert or c != "blue"
            ]
            for col, text in enumerate(values):
                grid.addWidget(QLabel(text), place, col)
        holder = QWidget()
        holder.setLayout(grid)
        self.action.addWidget(holder)
        holder.show()
        if any(e.get("type") == "over" and e.get("reason") == "pile" for e in s.events):
            self._label(
                self.tr("The draw pile could not deal another round, so the game ended early.")
            )
        if lines:
            self._label(self.tr("Final scoring:") + "\n" + "\n".join(lines))
        wrong = sum(1 for r in s.history if not r["right"])
        self._label(
            self.tr(
                "The map shows where the %n wrong tip(s) went: the indicator of each player "
                "and the true place.",
                "",
                wrong,
            )
        )
        self.legend_label = self._label("")
        self._button(self.tr("New &game…"), self.new_game_dialog)
        self._focus(self._button(self.tr("&Back to the start"), self.leave_game))
        self._show_wrong_tips()

    def _show_wrong_tips(self) -> None:
        """The end map: wrong tips' indicators joined to the true places; a legend if crowded."""
        canvas = self.map_canvas()
        self._clear_markers()
        canvas.clear_highlight()
        marks: list[Mark] = []
        legend: list[str] = []
        for record in self.state.history:
            if record["right"]:
                continue
            card = self.state.cards[record["card"]]
            p = int(record["player"])
            number = str(len(legend) + 1)
            legend.append(
                self.tr("%1  %2 — tip of %3")
                .replace("%1", number)
                .replace("%2", card.title)
                .replace("%3", self.name(p))
            )
            if card.lon is not None and card.lat is not None:
                marks.append(Mark(card.lon, card.lat, card.title, "#000000", "place", number))
            if record["lon"] is not None and record["lat"] is not None:
                if card.lon is not None and card.lat is not None:
                    self._connect(
                        (float(record["lon"]), float(record["lat"])),
                        (card.lon, card.lat),
                        "#333333",
                    )
                marks.append(
                    Mark(
                        float(record["lon"]),
                        float(record["lat"]),
                        f"{self.name(p)}: {card.title}?",
                        self.colour_hex(p),
                        short=number,
                    )
                )
        self._marks, crowded = place_marks(canvas, marks)
        label = getattr(self, "legend_label", None)
        if label is not None and crowded and self._bonus_index is None:
            try:
                label.setText(
                    self.tr("On the map (black: the true place, colour: the tip):")
                    + "\n"
                    + "\n".join(legend)
                )
            except RuntimeError:  # the label of an earlier end view is gone
                pass
