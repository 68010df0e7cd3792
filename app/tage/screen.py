"""The 10-Tage screen: lobby (new game, resume), the map, the piles, the holders, the route check.

The view renders the engine state and sends moves through the screen's
:class:`~app.play.laptop_match.LaptopMatch` (the one match driver; it autosaves after every
move). Layout: the map on the left (regions coloured by train colour, the viewed route drawn on
it); on the right the draw pile, the three discard piles, the drawn
card, the route check and the game log; below, each player's holder as ten slots (days 1–5 and
6–10).

Playing with the mouse: click the draw pile or a discard pile to draw; then click a day of your
holder to exchange (and, when there is a choice, a discard pile for the card you lay off), or
click a discard pile to discard the drawn card. "Ich reise in 10 Tagen durch Deutschland!" calls
out at the start of a turn, or — pressed after drawing — together with the next card you place.

Setup: the player placing sees the top card of the ten-card stack and the cards already on the
holder, and clicks the day for it (the rulebook's "place it in any position" is a choice only
when the card is seen: a card holder faces its owner). The engine's view keeps setup cards
hidden from the phones; this screen reads the state.

Hot-seat privacy: with two or more human players, each turn of a human (and each player's
setup) starts with a cover "pass the laptop to …"; only after confirming are that player's cards
shown. Other holders are always face down until the game ends. Computer players move after a
short delay.
"""

from __future__ import annotations

import dataclasses
import functools
import time
from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app import sound
from geoquiz.app.endgame import game_over
from geoquiz.app.play.laptop_match import LaptopMatch, MatchFront
from geoquiz.app.shell import GameScreen
from geoquiz.app.shell.layout import board_and_side, draw_off_screen, lobby_panel
from geoquiz.app.tage.map_view import TageMap
from geoquiz.app.tage.style import CARD_COLOURS, SYMBOLS, colour_name
from geoquiz.app.tage.texts import link_reason, move_log
from geoquiz.app.tage.widgets import (
    CardButton,
    add_pile_row,
    card_title,
    focus_card,
    holder_row,
    warm_card_fonts,
)
from geoquiz.games.tage import (
    DAYS,
    Declare,
    Discard,
    Draw,
    Exchange,
    Link,
    Move,
    PlaceSetup,
    State,
    is_over,
    legal_moves,
)
from geoquiz.games.tage import game as tage_game
from geoquiz.games.tage.cards import is_transport
from geoquiz.games.tage.config import MAX_PLAYERS
from geoquiz.games.tage.route import RouteCheck, check_route

__all__ = ["LOG_LINES", "TageScreen", "route_of"]

#: the game log shows this many of the latest lines
LOG_LINES = 60
#: UI-thread CPU (s) one event-loop turn of drawing the last move's faces ahead may take (a
#: face is ~0.5-0.7 ms; the first turn may share a heartbeat gap with the move's own frame)
AHEAD_TURN_S = 0.001
#: the first turn waits this long (ms) after a refresh, so the move's paint comes first
AHEAD_FIRST_MS = 1
#: a new game's first picture is released in steps this many ms apart (see
#: :meth:`TageScreen._hold_first_picture`): a real timer interval, so that each step runs after
#: the paint the last one caused, in an event-loop turn of its own (a zero timer or a posted call
#: would run before that paint, in the same turn)
RELEASE_STEP_MS = 3


@functools.lru_cache(maxsize=64)
def _checked(cards: tuple[str | None, ...]) -> RouteCheck:
    """The check of the holder ``cards``, judged once per holder: a refresh reads the shown
    player's route, the current player's two or three times more (hint, status, call button),
    and a move changes at most one holder (each check looks up ~20 region names)."""
    return check_route(cards)


def route_of(holder: Sequence[str | None]) -> RouteCheck:
    """What ``State.route`` says of a player whose holder is ``holder``, from :func:`_checked`."""
    return _checked(tuple(holder))


class TageScreen(GameScreen):
    """Lobby and game of 10 Tage durch Deutschland. ``back_requested`` returns to the start."""

    game_kind = "tage"
    COMPUTER_DELAY_MS = 450

    def build(self) -> None:
        self.session: MatchFront | None = None
        self.revealed_for: int | None = None
        self.selected_slot: int | None = None
        self.declare_armed = False
        self._announced = False
        self._legal: list[Move] = []
        self._log: list[str] = []
        self._log_shown = 0  # how many lines of ``_log`` the log list has been given
        self._verdicts: tuple[tuple[str, bool], ...] = ()  # the route check's lines shown
        #: while a game's first picture is held back (:meth:`_hold_first_picture`): the widgets
        #: whose painting is still held, released one per step
        self._held: list[QWidget] = []
        self._release_timer = QTimer(self)
        self._release_timer.setSingleShot(True)
        self._release_timer.setInterval(RELEASE_STEP_MS)
        self._release_timer.timeout.connect(self._release_step)
        self._build()
        self.show_lobby()

    # ================================================================== layout
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        header = self.make_header(self.tr("10 Tage durch Deutschland"))
        self.call_button = QPushButton(self.tr("&Ich reise in 10 Tagen durch Deutschland!"))
        self.call_button.setToolTip(
            self.tr("Call out your route: at the start of your turn, or with the card you place")
        )
        self.call_button.clicked.connect(self._call_out)
        header.add_button(self.call_button)
        outer.addWidget(header)

        self.map = TageMap()
        self.map.region_hovered.connect(self._region_hovered)
        split, self.side = board_and_side(self.map, (330, 440))
        outer.addWidget(split, 1)

        self._build_lobby()
        self._build_table()
        self._build_cover()

        self.holders_box = QWidget()
        self.holders_layout = QVBoxLayout(self.holders_box)
        self.holders_layout.setContentsMargins(0, 0, 0, 0)
        self.holders_layout.setSpacing(2)
        outer.addWidget(self.holders_box)
        self.holder_rows: list[tuple[QLabel, list[CardButton]]] = []
        self._build_holders()
        self._build_ending_ahead()
        warm_card_fonts(self.font())
        self._warm_up()

    def _build_lobby(self) -> None:
        lobby = lobby_panel(
            self.tr(
                "Build a ten-day journey through Germany on your card holder: each day a region "
                "that borders the one before, or a train between two regions of its colour, or a "
                "bus across one region between. The first correct route wins."
            ),
            self.tr("&New game…"),
            self.tr("&Resume"),
            self.open_new_game_dialog,
            self.resume,
            rules="tage",
        )
        self.lobby, self.lobby_new, self.resume_button = (
            lobby.page,
            lobby.new_button,
            lobby.resume_button,
        )
        layout = lobby.layout
        layout.addWidget(QLabel(self.tr("Train colours:")))
        legend = QGridLayout()
        for row, colour in enumerate(("red", "orange", "blue", "violet", "green", "black")):
            swatch = QLabel(SYMBOLS[colour])
            swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
            swatch.setFixedWidth(28)
            swatch.setStyleSheet(
                f"background: {CARD_COLOURS[colour].name()}; color: white; font-weight: bold;"
            )
            legend.addWidget(swatch, row, 0)
            text = colour_name(colour)
            if colour == "black":
                text = self.tr("Berlin (black): every train colour")
            legend.addWidget(QLabel(text), row, 1)
        layout.addLayout(legend)
        layout.addStretch(1)
        self.side.addWidget(self.lobby)

    def _build_table(self) -> None:
        self.table = QWidget()
        layout = QVBoxLayout(self.table)
        layout.setContentsMargins(4, 0, 0, 0)
        row = add_pile_row(
            layout, self._draw_pile_clicked, self._discard_pile_clicked, self._card_hovered
        )
        self.draw_button, self.pile_buttons = row.draw, row.discards
        self.drawn_label, self.drawn_button = row.drawn_label, row.drawn
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.random_place = QPushButton(self.tr("Place the remaining cards at random"))
        self.random_place.clicked.connect(self._place_randomly)
        layout.addWidget(self.random_place)
        self.route_title = QLabel(self.tr("Route check"))
        layout.addWidget(self.route_title)
        self.verdicts = QListWidget()
        self.verdicts.setWordWrap(True)
        layout.addWidget(self.verdicts, 2)
        layout.addWidget(QLabel(self.tr("What happened")))
        self.log = QListWidget()
        self.log.setWordWrap(True)
        layout.addWidget(self.log, 1)
        self.side.addWidget(self.table)

    def _build_cover(self) -> None:
        self.cover = QWidget()
        layout = QVBoxLayout(self.cover)
        layout.addStretch(1)
        self.cover_label = QLabel()
        self.cover_label.setWordWrap(True)
        self.cover_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.cover_label.font())
        font.setPointSize(font.pointSize() + 3)
        self.cover_label.setFont(font)
        layout.addWidget(self.cover_label)
        self.cover_button = QPushButton()
        self.cover_button.clicked.connect(self._reveal)
        layout.addWidget(self.cover_button)
        layout.addStretch(1)
        self.side.addWidget(self.cover)

    def _build_holders(self) -> None:
        """A holder row for each of the most players a game has, built with the screen (not
        when a game starts: that is the game's first frame); a game shows as many as it has."""
        self._all_rows: list[tuple[QWidget, QLabel, list[CardButton]]] = []
        for p in range(MAX_PLAYERS):
            row, name, slots = holder_row(
                DAYS, lambda d, p=p: self._slot_clicked(p, d), self._card_hovered
            )
            row.hide()
            self.holders_layout.addWidget(row)
            self._all_rows.append((row, name, slots))

    def _build_ending_ahead(self) -> None:
        """A hidden holder row, never shown, that lays out and draws the faces the last move
        will show (see :meth:`_draw_ending_ahead`)."""
        row, self._ahead_name, self._ahead_slots = holder_row(
            DAYS, lambda _d: None, lambda _card: None
        )
        row.setParent(self.holders_box)
        row.hide()
        self._ahead_row = row
        for slot in self._ahead_slots:
            slot.setEnabled(False)  # a game that is over has no live slot
        self._ahead_generation = 0
        self._ahead_todo: list[tuple[int, str, int]] = []

    #: the size a holder row is drawn at, off screen, while the screen is built
    WARM_ROW = QSize(1200, 64)

    def _warm_up(self) -> None:
        """Polish every holder row and draw each once off screen, while the screen is built.

        A game's first turn otherwise paid for the rows' first show on the UI thread: the
        style's polish of their ~60 widgets, their first layout and the first drawing of their
        slots (the turn that starts a game was ~6 ms of UI-thread CPU, ~4 ms after this). A
        hidden row is drawn by itself (its box and the screen's layout are not touched), and a
        game lays the rows out, names them and sets their cards anew, so a game shows exactly
        what it shows without this. (The table is not drawn ahead: it buys no measurable time,
        and a table laid out before the game scrolls the log of a game played while the screen
        is hidden, as for a screenshot, to another line.)"""
        for row, _name, _slots in self._all_rows:
            draw_off_screen(row, self.WARM_ROW)

    def _holder_label(self, state: State, p: int) -> str:
        """The name column's text for seat ``p``: the turn mark, the name, a computer's level,
        the winner's tick."""
        over = is_over(state)
        mark = "▶ " if p == state.current and not over else ""
        trophy = " ✔ " + self.tr("winner") if over and p == state.winner else ""
        kind = "" if self._is_human(p) else " (" + self._level_text(p) + ")"
        return f"{mark}{state.config.players[p].name}{kind}{trophy}"

    def ending_ahead(self, state: State) -> list[tuple[int, str, int]]:
        """Lay the hidden row out as the holders will be if the player to move wins now, and
        return the (day, card, height) faces that end would show there: every holder's cards
        face up, and in the place phase the drawn card on each day of the mover's holder.

        The last move turns all holders face up at a name-column width never drawn before
        (the winner's tick widens it): ~20 new faces, ~20-30 ms of drawing in one frame. Drawn
        into the shared face cache in idle turns beforehand, the last frame blits them."""
        if is_over(state) or state.phase not in ("draw", "place") or not self.holder_rows:
            return []
        winner = dataclasses.replace(state, phase="over", winner=state.current)
        width = 120
        for p in range(len(self.holder_rows)):
            self._ahead_name.setText(self._holder_label(winner, p))
            width = max(width, self._ahead_name.sizeHint().width())
        self._ahead_name.setFixedWidth(width)
        layout = self._ahead_row.layout()
        layout.setGeometry(QRect(0, 0, self._all_rows[0][0].width(), layout.sizeHint().height()))
        height = self._ahead_slots[0].height()
        faces = [
            (d, card, h)
            for (_label, slots), holder in zip(self.holder_rows, state.holders, strict=True)
            for d, card in enumerate(holder)
            if card
            # a low row is painted once at its old height before the end's layout grows it
            for h in ((height, slots[d].sizeHint().height()) if slots[d].compact else (height,))
        ]
        if state.phase == "place" and state.drawn is not None:
            faces += [(d, state.drawn, height) for d in range(DAYS)]
        return faces

    def _draw_ending_ahead(self) -> None:
        """Start drawing the faces of :meth:`ending_ahead` in event-loop turns of at most
        :data:`AHEAD_TURN_S`; a later refresh replaces what is left to do."""
        self._ahead_generation += 1
        self._ahead_todo = self.ending_ahead(self.state) if self.session is not None else []
        if self._ahead_todo:
            generation = self._ahead_generation
            QTimer.singleShot(AHEAD_FIRST_MS, self, lambda: self._ahead_step(generation))

    def _ahead_step(self, generation: int) -> None:
        """Draw faces of the to-do list (cached ones cost a look-up) for one turn."""
        if generation != self._ahead_generation:
            return  # a refresh came since: its own list replaced this one
        start = time.thread_time()
        while self._ahead_todo and time.thread_time() - start < AHEAD_TURN_S:
            day, card, height = self._ahead_todo.pop()
            slot = self._ahead_slots[day]
            laid_out = slot.height()
            if height != laid_out:
                slot.resize(slot.width(), height)
            slot.set_card(card, face_up=True)
            slot.face()
            if height != laid_out:
                slot.resize(slot.width(), laid_out)
        if self._ahead_todo:
            QTimer.singleShot(0, self, lambda: self._ahead_step(generation))

    def _rebuild_holders(self, state: State) -> None:
        """Show one holder row per player of ``state`` (:meth:`refresh` sets their names and
        cards), the others hidden."""
        players = len(state.config.players)
        for p, (row, _name, _slots) in enumerate(self._all_rows):
            row.setVisible(p < players)
        self.holder_rows = [(name, slots) for _row, name, slots in self._all_rows[:players]]

    # ================================================================== lobby and games
    def show_lobby(self) -> None:
        self.detach()
        self._release_all()
        self.side.setCurrentWidget(self.lobby)
        self.holders_box.hide()
        self.call_button.hide()
        self.map.clear_route()
        url = self.url
        self.check_resumable_later(lambda: LaptopMatch.can_resume("tage", url))
        self.status.setText(self.tr("Start a new game or resume the last one."))

    def open_new_game_dialog(self) -> None:
        from geoquiz.app.tage.setup_dialog import NewGameDialog

        self.run_setup_dialog(NewGameDialog(self))

    def load_state(self, state: State) -> None:
        """Show ``state`` (a test or demo position) in an unsaved session."""
        self.attach(LaptopMatch.at("tage", state))
        self.enter_game()

    def enter_game(self, *, resumed: bool = False) -> None:
        assert self.session is not None
        self._log = [self.tr("Game resumed.")] if resumed else []
        self._log_shown = 0
        self.log.clear()
        self._verdicts = ()
        self.verdicts.clear()
        self.revealed_for = None
        self.selected_slot = None
        self.declare_armed = False
        held = self.isVisible()
        if held:
            self._hold_first_picture()
        self._rebuild_holders(self.session.state)
        self.holders_box.show()
        self.call_button.show()
        self.refresh()
        if not held:
            self.schedule_computer()

    def _hold_first_picture(self) -> None:
        """Paint a new game's first picture over the next event-loop turns, one part a turn:
        the side (the game's table in place of the lobby), the holders, then the map.

        Starting a game shows the table and the holders and shrinks the map to make room for
        them: painted in the turn that starts the game, that was 9-17 ms of the UI thread in one
        go (the first paint of ~25 cards and the side's lists and labels, the map's blit of its
        base at the new size and the names it moved). The game's state, layout and widgets are
        all set in the first turn (a click finds every button in place); only their painting
        waits, and each part keeps its last picture for those few ms. A computer to move starts
        thinking a step after the map is painted (its move would land in one of these turns; the
        first move's frame and the map's first paint, ~5 ms of names stroked again at their new
        places, came in one turn when it started with the map's step)."""
        self._release_all()
        self._held = [self.side, self.holders_box, self.map.viewport()]
        for widget in self._held:
            widget.setUpdatesEnabled(False)
        self._release_timer.start()

    def _release_step(self) -> None:
        """Let the next held part paint (enabling its updates repaints it whole)."""
        if self._held:
            self._held.pop(0).setUpdatesEnabled(True)
            self._release_timer.start()  # the next part, or after the last the computer
        else:
            self.schedule_computer()

    def _release_all(self) -> None:
        """Let every held part paint at once (back to the lobby, or another game starts)."""
        self._release_timer.stop()
        held, self._held = self._held, []
        for widget in held:
            widget.setUpdatesEnabled(True)

    # ================================================================== rendering
    @property
    def state(self) -> State:
        assert self.session is not None
        return self.session.state

    def _humans(self) -> list[int]:
        return [i for i in range(len(self.state.config.players)) if self._is_human(i)]

    def _is_human(self, player: int) -> bool:
        return self.session is not None and self.session.is_person(player)

    def _piles_since(self) -> dict[int, list[str]]:
        """The discard piles the other players took a card from or laid one on since the
        player to move had their last turn (the match's log), with their names."""
        session = self.session
        state = self.state
        if session is None or is_over(state) or state.phase == "setup":
            return {}
        touched: dict[int, list[str]] = {}
        for entry in session.match.since(state.current):
            if entry.seat is None or entry.seat == state.current:
                continue
            move = session.match.game.decode_move(entry.move)
            pile = getattr(move, "pile", None)
            if isinstance(move, Draw | Exchange | Discard) and pile is not None:
                name = session.match.seats[entry.seat].name
                if name not in touched.setdefault(pile, []):
                    touched[pile].append(name)
        return touched

    def viewer(self) -> int | None:
        """The seat whose cards may be shown now (``None``: nobody's)."""
        state = self.state
        humans = self._humans()
        if is_over(state):
            return state.winner
        if len(humans) == 1:
            return humans[0]
        if self._is_human(state.current) and self.revealed_for == state.current:
            return state.current
        return None

    def needs_cover(self) -> bool:
        """True while the laptop must be passed to the current human before showing cards."""
        state = self.state
        return (
            state.phase in ("setup", "draw", "place")
            and len(self._humans()) >= 2
            and self._is_human(state.current)
            and self.revealed_for != state.current
        )

    def refresh(self) -> None:
        if self.session is None:
            return
        state = self.state
        names = [p.name for p in state.config.players]
        viewer = self.viewer()
        over = is_over(state)
        human_turn = not over and self._is_human(state.current) and not self.needs_cover()
        self.side.setCurrentWidget(self.cover if self.needs_cover() else self.table)
        if self.needs_cover():
            name = names[state.current]
            self.cover_label.setText(
                self.tr("Pass the laptop to %1.").replace("%1", name)
                + "\n\n"
                + self.tr("Everybody else: please look away.")
            )
            self.cover_button.setText(self.tr("I am %1: show my cards").replace("%1", name))
        # holders
        board = tage_game.view(state, None)
        seen = tage_game.view(state, viewer) if viewer is not None else board
        self._legal = legal_moves(state) if human_turn else []
        check_links: list[Link] = []
        if viewer is not None:
            check_links = list(route_of(state.holders[viewer]).links)
        bad_slots = {
            d for link in check_links if not link.ok for d in range(link.start, link.end + 1)
        }
        for p, (label, slots) in enumerate(self.holder_rows):
            label.setText(self._holder_label(state, p))
            if board["holders"] is not None:
                holder: list[str | None] | None = board["holders"][p]
            elif p == viewer and state.phase == "setup":
                holder = list(state.holders[p])  # the cards placed so far face their owner
            elif p == viewer:
                holder = seen["holder"]
            else:
                holder = None
            for d, button in enumerate(slots):
                face_up = holder is not None
                # a face-down card shows its back; an empty day (setup) its dashed outline
                card = (
                    holder[d] if holder is not None else ("bus" if board["filled"][p][d] else None)
                )
                button.set_card(card, face_up=face_up)
                button.set_compact(holder is None and p != state.current)
                # no route is judged while the holder is being filled (empty days break it)
                button.problem = (
                    face_up and p == viewer and d in bad_slots and state.phase != "setup"
                )
                button.marked = p == state.current and d == self.selected_slot
                button.setEnabled(human_turn and p == state.current and self._slot_active(d))
        if self.holder_rows:  # one name column, so the days of all holders line up
            width = max(max(label.sizeHint().width() for label, _ in self.holder_rows), 120)
            for label, _ in self.holder_rows:
                label.setFixedWidth(width)
        # piles
        self.draw_button.set_card("bus" if board["draw_pile"] else None, face_up=False)
        self.draw_button.caption = str(board["draw_pile"])
        self.draw_button.setEnabled(Draw(None) in self._legal)
        touched = self._piles_since()
        for i, button in enumerate(self.pile_buttons):
            pile = board["discards"][i]
            button.set_card(pile["top"], face_up=True)
            # the piles the others took from or laid on since this player's last turn: a mark
            # in the caption (not a colour) and who did it for a screen reader
            button.caption = f"{i + 1}: {pile['size']}" + (" *" if i in touched else "")
            button.setAccessibleDescription(
                self.tr("Since your last turn: %1").replace("%1", ", ".join(touched[i]))
                if i in touched
                else ""
            )
            button.marked = state.phase == "place" and self.selected_slot is not None
            button.setEnabled(human_turn and self._pile_active(i))
        if state.phase == "setup":
            stack = state.stacks[state.current]
            self.drawn_label.setText(self.tr("Cards to place:"))
            self.drawn_button.caption = str(len(stack))
            # the card to place next, seen by the player placing it
            self.drawn_button.set_card(
                stack[-1] if stack else None, face_up=viewer == state.current
            )
        else:
            self.drawn_label.setText(self.tr("Drawn card:"))
            self.drawn_button.caption = ""
            self.drawn_button.set_card(
                state.drawn if state.phase == "place" else None,
                face_up=viewer == state.current,
            )
        self.random_place.setVisible(state.phase == "setup" and human_turn)
        can_call = Declare() in self._legal or any(
            isinstance(m, Exchange | Discard) and m.declare for m in self._legal
        )
        self.call_button.setEnabled(can_call)
        self.call_button.setCheckable(state.phase == "place")
        self.call_button.setChecked(self.declare_armed and state.phase == "place")
        ready = can_call and self.route_complete()
        self.call_button.setProperty("ready", ready)
        sheet = (
            "QPushButton { font-weight: bold; border: 3px solid #1b5e20; padding: 4px 10px; }"
            if ready
            else ""
        )
        if self.call_button.styleSheet() != sheet:  # setting a sheet re-polishes the button
            self.call_button.setStyleSheet(sheet)
        if ready and not self._announced:
            self._announced = True
            self.call_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif not ready:
            self._announced = False
        self.hint.setText(self._hint(human_turn))
        self.status.setText(self._status())
        # route check and map
        verdicts: tuple[tuple[str, bool], ...] = ()
        if viewer is not None and state.phase != "setup":
            self.route_title.setText(self.tr("Route check: %1").replace("%1", names[viewer]))
            verdicts = tuple((self._verdict_text(link), link.ok) for link in check_links)
            self.map.show_route(state.holders[viewer], check_links, self.reason)
        else:
            self.route_title.setText(self.tr("Route check"))
            self.map.clear_route()
        self._show_verdicts(verdicts)
        self._show_log()
        self._draw_ending_ahead()

    def _show_verdicts(self, verdicts: tuple[tuple[str, bool], ...]) -> None:
        """Fill the route check with ``verdicts`` (text, ok), only when they changed: a move
        rarely changes the shown route, and refilling a word-wrapped list lays out every line."""
        if verdicts == self._verdicts and self.verdicts.count() == len(verdicts):
            return
        self._verdicts = verdicts
        self.verdicts.clear()
        for text, ok in verdicts:
            item = QListWidgetItem(text)
            item.setForeground(QColor("#1b5e20") if ok else QColor("#b00020"))
            self.verdicts.addItem(item)

    def _show_log(self) -> None:
        """Show the last :data:`LOG_LINES` lines of the game log: the lines added since the last
        refresh are appended and the oldest dropped, instead of refilling the list (each of its
        word-wrapped lines would be laid out again on every move)."""
        new = self._log[self._log_shown :]
        self._log_shown = len(self._log)
        if len(new) >= LOG_LINES:
            self.log.clear()
        for line in new[-LOG_LINES:]:
            self.log.addItem(line)
        for _ in range(self.log.count() - LOG_LINES):
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _level_text(self, player: int) -> str:
        level = self.state.config.players[player].level
        names = {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}
        return self.tr("computer, %1").replace("%1", names.get(level, level))

    def route_complete(self) -> bool:
        """True when the current player's holder (shown to them) forms a correct route."""
        state = self.state
        return (
            state.phase in ("draw", "place")
            and self.viewer() == state.current
            and route_of(state.holders[state.current]).valid
        )

    def _exchange_piles(self, d: int) -> list[int]:
        """Piles the card on day ``d`` may go onto when exchanged (from the legal moves)."""
        return sorted({m.pile for m in self._legal if isinstance(m, Exchange) and m.slot == d})

    def _slot_active(self, d: int) -> bool:
        if self.state.phase == "setup":
            return PlaceSetup(d) in self._legal
        return bool(self._exchange_piles(d))

    def _pile_active(self, i: int) -> bool:
        """A pile button is live exactly when the engine has a move for it (no rule here)."""
        state = self.state
        if state.phase == "draw":
            return Draw(i) in self._legal
        if state.phase != "place":
            return False
        if self.selected_slot is not None:
            return i in self._exchange_piles(self.selected_slot)
        return any(isinstance(m, Discard) and m.pile == i for m in self._legal)

    def _verdict_text(self, link: Link) -> str:
        """The route check's line for ``link``: a tick or cross, the days, the reason."""
        if link.start == link.end:
            span = self.tr("Day %1").replace("%1", str(link.start + 1))
        else:
            span = (
                self.tr("Days %1–%2")
                .replace("%1", str(link.start + 1))
                .replace("%2", str(link.end + 1))
            )
        return f"{'✓' if link.ok else '✗'} {span}: {self.reason(link)}"

    def reason(self, link: Link) -> str:
        """The verdict of a link as a sentence in the user-interface language."""
        return link_reason(link)

    def _hint(self, human_turn: bool) -> str:
        state = self.state
        if is_over(state) or not human_turn:
            return ""
        if state.phase == "setup":
            stack = state.stacks[state.current]
            if not stack:
                return ""
            text = (
                self.tr("Setup: your next card is %1. Click a free day to put it there.").replace(
                    "%1", card_title(stack[-1])
                )
                + " "
                + self.tr("Cards placed during setup stay where they are.")
            )
            if is_transport(stack[-1]):
                text += " " + self.tr("Trains and buses never go on day 1 or day 10.")
            return text
        call = self.tr("Ich reise in 10 Tagen durch Deutschland!")
        if state.phase == "draw":
            if self.route_complete():
                return self.tr(
                    "Your route is complete! Press “%1” (or Alt+I) now to call out and win."
                ).replace("%1", call)
            return self.tr("Draw: click the draw pile or a discard pile.")
        drawn = card_title(str(state.drawn))
        if self.selected_slot is not None:
            return self.tr("Choose the discard pile for the card from day %1.").replace(
                "%1", str(self.selected_slot + 1)
            )
        text = self.tr(
            "You drew %1. Click a day to put it there, or a discard pile to discard it."
        ).replace("%1", drawn)
        empty = [i for i in range(3) if not state.discards[i] and i != state.drawn_from]
        empty += [i for i in range(3) if not state.discards[i] and i == state.drawn_from]
        if empty:
            text += " " + self.tr(
                "Only two discard piles are left: a card you exchange starts pile %1 again; "
                "a card you discard may go on another pile."
            ).replace("%1", str(empty[0] + 1))
        if is_transport(state.drawn):
            text += " " + self.tr("Trains and buses never go on day 1 or day 10.")
        if self.declare_armed:
            text = (
                self.tr(
                    "You are calling out: your route is checked as soon as you place this card."
                )
                + " "
                + text
            )
        elif self.route_complete():
            text = (
                self.tr(
                    "Your route is already complete! Press “%1”, then discard the drawn card, "
                    "to call out and win."
                ).replace("%1", call)
                + " "
                + text
            )
        return text

    def _status(self) -> str:
        state = self.state
        names = [p.name for p in state.config.players]
        extra = self.save_note()
        if is_over(state):
            if state.winner is None:
                return self.tr("The game ended without a winner.") + extra
            return (
                self.tr("%1 travels through Germany in 10 days and wins!").replace(
                    "%1", names[state.winner]
                )
                + extra
            )
        who = names[state.current]
        if state.phase == "setup":
            return self.tr("Setup: %1 places cards.").replace("%1", who) + extra
        if self._is_human(state.current):
            if self.declare_armed and state.phase == "place":
                return (
                    self.tr("%1's turn: calling out with the next card.").replace("%1", who) + extra
                )
            if self.route_complete():
                return self.tr("%1's turn: your route is complete!").replace("%1", who) + extra
            return self.tr("%1's turn.").replace("%1", who) + extra
        return self.tr("%1's turn.").replace("%1", who) + extra

    # ================================================================== hover
    def _card_hovered(self, card: str) -> None:
        """Hovering a card shows its region and neighbours (a train: the regions it joins)."""
        focus_card(self.map, card)

    def _region_hovered(self, rid: str) -> None:
        self.map.focus_region(rid or None)

    # ================================================================== human input
    def _reveal(self) -> None:
        self.revealed_for = self.state.current
        self.refresh()

    def _draw_pile_clicked(self) -> None:
        if self.state.phase == "draw":
            self.play(Draw(None))

    def _discard_pile_clicked(self, i: int) -> None:
        state = self.state
        if state.phase == "draw":
            self.play(Draw(i))
        elif state.phase == "place":
            if self.selected_slot is not None:
                self.play(Exchange(self.selected_slot, i, self.declare_armed))
            else:
                self.play(Discard(i, self.declare_armed))

    def _slot_clicked(self, player: int, day: int) -> None:
        state = self.state
        if player != state.current:
            return
        if state.phase == "setup":
            self.play(PlaceSetup(day))
        elif state.phase == "place":
            piles = self._exchange_piles(day)
            if len(piles) == 1:
                self.play(Exchange(day, piles[0], self.declare_armed))
            else:
                self.selected_slot = None if self.selected_slot == day else day
                self.refresh()

    def _call_out(self) -> None:
        state = self.state
        if state.phase == "draw":
            self.play(Declare())
        elif state.phase == "place":
            self.declare_armed = self.call_button.isChecked()
            self.refresh()

    def _place_randomly(self) -> None:
        state = self.state
        player = state.current
        while state.phase == "setup" and state.current == player:
            free = [d for d in range(DAYS) if state.holders[player][d] is None]
            assert self.session is not None
            self.play(PlaceSetup(self.session.rng(player).choice(free)))
            state = self.state

    # ================================================================== moves
    def after_move(self, before: State, move: Move, after: State) -> None:
        self._log.extend(move_log(before, after, move))
        if isinstance(move, Draw):
            sound.play("card")
        if after.current != before.current or after.phase != before.phase:
            self.selected_slot = None
        if not isinstance(move, Declare):
            self.declare_armed = False
        game_over(self, "tage")  # the winning route explained, once per game

    def computer_to_move(self) -> bool:
        return (
            self.session is not None
            and not is_over(self.state)
            and not self._is_human(self.state.current)
        )
