"""The laptop side of a table: the public board and a QR code + short address per phone seat.

:class:`TableDialog` opens the server for one game (any game under the contract), shows for every
seat a box: for a phone's seat its QR code, its address and whether a phone is connected; a
menu (*Hand over…*) gives the seat mid-game to a computer of a level, a person with a (new)
phone or a person at the laptop, removes a device (the seat waits with a new code) and skips a
player who is away (the computer plays that turn). It shows the public board —
``view(state, None)``, so no private card is ever on the laptop's screen. Closing the dialog closes
the table and the server stops listening.

The table is saved after every move (``TableSaver``, into the user's database), so a crash or a
closed laptop loses nothing: :meth:`TableDialog.resume` opens the newest unfinished table again
with the same seats. A resumed table knows each seat's join code only as a hash: a phone that
had joined rejoins with its old link; for a seat whose phone never came, the host gives the seat
a new code.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.runtime import i18n
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.app.table.boards import BOARDS, has_board, make_board
from geoquiz.app.table.bridge import TableBridge
from geoquiz.app.table.laptop_screen import LaptopScreenPane, has_screen
from geoquiz.app.table.qr import qr_pixmap
from geoquiz.app.table.saves import TableSaver
from geoquiz.app.table.server import TableServer
from geoquiz.app.table.session import TableSession
from geoquiz.games.contract import CHANCE, TERMINAL
from geoquiz.games.match import Seat

__all__ = ["TableDialog", "public_text"]


def public_text(value: Any, indent: int = 0) -> str:
    """A readable plain-text rendering of a public view (JSON)."""
    pad = "  " * indent
    if isinstance(value, dict):
        lines = []
        for key, item in value.items():
            label = str(key).replace("_", " ")
            if isinstance(item, dict | list) and item and not _flat(item):
                lines.append(f"{pad}{label}:")
                lines.append(public_text(item, indent + 1))
            else:
                lines.append(f"{pad}{label}: {_scalar(item)}")
        return "\n".join(lines)
    if isinstance(value, list):
        if _flat(value):
            return pad + _scalar(value)
        return "\n".join(f"{pad}- {public_text(item, indent + 1).lstrip()}" for item in value)
    return pad + _scalar(value)


def _flat(value: Any) -> bool:
    return isinstance(value, list) and all(not isinstance(v, dict | list) for v in value)


def _scalar(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(_scalar(v) for v in value) if value else "—"
    if isinstance(value, dict):
        return "—" if not value else public_text(value)
    return str(value)


class TableDialog(QDialog):
    """A running table for ``session``; the server listens while the dialog is open."""

    def __init__(
        self,
        session: TableSession,
        *,
        parent: QWidget | None = None,
        save: bool = True,
        db_url: str | None = None,
        **server_options: Any,
    ) -> None:
        """``server_options`` go to :class:`TableServer` as they are (``bind``, ``port``,
        ``bot_delay`` …); ``save``: the table is saved after every move into ``db_url``
        (default: the user's database)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players join with their phones"))
        self.bridge = TableBridge(self)
        self.saver = TableSaver(db_url) if save else None
        self.server = TableServer(
            session, on_change=self.bridge.forward, saver=self.saver, **server_options
        )
        self._qr: dict[int, QLabel] = {}
        self._url: dict[int, QLabel] = {}
        self._status: dict[int, QLabel] = {}
        self._laptop: dict[int, LaptopSeat] = {}

        layout = QHBoxLayout(self)
        seats = QWidget()
        grid = QVBoxLayout(seats)
        game = session.game.NAME
        self.own_board = has_board(game)
        #: the laptop's seats play on the game's own screen (``laptop_screen``)
        self.own_screen = has_screen(game)
        wide = game in BOARDS  # a drawn board: the codes take a narrow column beside it
        small = sum(1 for s in session.seats if s.phone) >= 3
        self._qr_scale = 4 if small else 5
        # one code for all (DESIGN §11): shown on demand; each phone picks a free seat
        self.room_button = QPushButton(self.tr("One QR code for all"))
        self.room_button.setCheckable(True)
        self.room_button.setToolTip(
            self.tr("Everybody scans the same code and picks a free seat by name.")
        )
        self.room_qr = QLabel()
        self.room_qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.room_qr.setAccessibleName(self.tr("QR code for every player"))
        self.room_url = QLabel()
        self.room_url.setTextFormat(Qt.TextFormat.PlainText)
        self.room_url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.room_url.setWordWrap(True)
        self.room_button.toggled.connect(self._show_room)
        # the room code, large: read out or typed on the page at / (Jackbox style)
        self.room_code = QLabel()
        self.room_code.setTextFormat(Qt.TextFormat.PlainText)
        self.room_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.room_code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = scaled_font(self.room_code.font(), 3.2, bold=True)
        big.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 118)
        self.room_code.setFont(big)
        self.room_where = QLabel()
        self.room_where.setTextFormat(Qt.TextFormat.PlainText)
        self.room_where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.room_where.setWordWrap(True)
        self.room_where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if any(s.phone for s in session.seats):
            for widget in (
                self.room_where,
                self.room_code,
                self.room_button,
                self.room_qr,
                self.room_url,
            ):
                grid.addWidget(widget)
        self.room_qr.hide()
        self.room_url.hide()
        self._here: dict[int, QLabel] = {}
        self._give_button: dict[int, QPushButton] = {}
        self._menu_button: dict[int, QToolButton] = {}
        for seat in session.seats:
            # one box per seat, whoever plays it: the host can hand any seat over mid-game
            box = QGroupBox()
            box.setTitle(seat.name)  # plain text: a group box title is never rich text
            inner = QVBoxLayout(box)
            here = QLabel(self.tr("%1 plays on this laptop").replace("%1", seat.name))
            here.setTextFormat(Qt.TextFormat.PlainText)
            here.setWordWrap(True)
            qr = QLabel()
            qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
            qr.setAccessibleName(self.tr("QR code to join as %1").replace("%1", seat.name))
            url = QLabel()
            url.setTextFormat(Qt.TextFormat.PlainText)
            url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            url.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if wide:  # a narrow column beside the board: the address still fits
                url.setFont(scaled_font(url.font(), 0.85))
            status = QLabel()
            status.setTextFormat(Qt.TextFormat.PlainText)
            status.setWordWrap(True)
            give = QPushButton(self.tr("Give the seat to another device"))
            give.clicked.connect(lambda _=False, i=seat.index: self._give(i))
            menu_button = QToolButton()
            menu_button.setText(self.tr("Hand over…"))
            menu_button.setToolTip(
                self.tr("Give the seat to a computer or a person, or skip a player who is away")
            )
            menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            menu = QMenu(menu_button)
            menu.aboutToShow.connect(lambda i=seat.index: self._fill_menu(i))
            menu_button.setMenu(menu)
            for widget in (here, qr, url, status, give, menu_button):
                inner.addWidget(widget)
            if not self.own_board and not self.own_screen:
                # the seat's covered panel when a person plays on the laptop
                panel = LaptopSeat(self, seat.index, seat.name)
                self._laptop[seat.index] = panel
                inner.addWidget(panel)
            self._qr[seat.index], self._url[seat.index] = qr, url
            self._status[seat.index], self._here[seat.index] = status, here
            self._give_button[seat.index] = give
            self._menu_button[seat.index] = menu_button
            grid.addWidget(box)
        grid.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(seats)
        layout.addWidget(scroll, 1)

        if wide:
            scroll.setMaximumWidth(340)
            scroll.setMinimumWidth(min(340, seats.sizeHint().width() + 24))
        right = QVBoxLayout()
        self.turn = QLabel()
        self.turn.setTextFormat(Qt.TextFormat.PlainText)
        self.board = make_board(game)
        self.board.move_requested.connect(self._laptop_move)
        close = QPushButton(self.tr("Close the table"))
        close.clicked.connect(self.close)
        head = QHBoxLayout()
        self.board_title = QLabel(self.tr("The public board (no private cards)"))
        head.addWidget(self.board_title)
        head.addWidget(self.turn, 1)
        head.addWidget(close)
        right.addLayout(head)
        self.pane: LaptopScreenPane | None = None
        if self.own_screen:
            self.pane = LaptopScreenPane(self.board, self.server)
            self.pane.currentChanged.connect(self._pane_changed)
            right.addWidget(self.pane, 1)
        else:
            right.addWidget(self.board, 1)
        layout.addLayout(right, 3 if wide else 1)

        self.bridge.changed.connect(self._show)
        self.server.start()
        for seat in session.seats:
            if seat.token is not None:
                self._show_url(seat.index, self.server.join_url(seat.index))
            elif seat.phone:  # resumed: only the code's hash is known
                self._url[seat.index].setText(
                    self.tr("The phone that had this seat rejoins with its old link.")
                )
                self._url[seat.index].setWordWrap(True)
        self._show(self.server.call(lambda: session.state_message(None, self.server.connected())))
        if any(s.phone for s in session.seats):
            code = self.server.room_code()
            self.room_code.setText(code)
            self.room_code.setAccessibleName(self.tr("Room code %1").replace("%1", " ".join(code)))
            self.room_where.setText(
                self.tr("On a phone open %1 and type the room code:").replace(
                    "%1", self.server.base_url.removeprefix("http://").rstrip("/")
                )
            )
            self.room_button.setChecked(True)  # one QR code for everybody, seats' on demand

    @classmethod
    def for_game(
        cls, key: str, seats: str, *, seed: int | None = None, parent: QWidget | None = None
    ) -> TableDialog:
        """A table for registry game ``key`` and a ``--seats`` text (``"Anna,Ben,computer:hard"``),
        on the LAN address — what a game's setup opens for "Players join with their phones"."""
        import secrets

        from geoquiz.games import GAMES
        from geoquiz.games.match import parse_seats

        game = GAMES[key]
        specs = parse_seats(seats, list(game.bots))
        config = game.example_config(players=len(specs))
        session = TableSession.new(
            game, config, secrets.randbelow(2**31) if seed is None else seed, specs
        )
        return cls(session, parent=parent)

    @classmethod
    def for_setup(
        cls,
        key: str,
        config: Any,
        seats: list[Seat],
        *,
        seed: int | None = None,
        bind: str | None = None,
        bot_delay: float = 0.6,
        parent: QWidget | None = None,
    ) -> TableDialog:
        """A table for a game's setup dialog: registry game ``key`` with its ``config`` and one
        :class:`~geoquiz.games.match.Seat` per seat, in the config's order. The seed: ``seed``,
        else the config's ``seed`` field, else a random one."""
        import secrets

        from geoquiz.games import GAMES

        game = GAMES[key]
        if seed is None:
            seed = getattr(config, "seed", None)
        if seed is None:
            seed = secrets.randbelow(2**31)
        session = TableSession.new(game, config, int(seed), list(seats))
        dialog = cls(session, bind=bind, bot_delay=bot_delay, parent=parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return dialog

    @classmethod
    def resume(
        cls,
        table_id: str | None = None,
        *,
        db_url: str | None = None,
        bind: str | None = None,
        port: int = 0,
        bot_delay: float = 0.6,
        parent: QWidget | None = None,
    ) -> TableDialog:
        """The saved table ``table_id`` (default: the newest unfinished one) open again, with
        the same seats, on its old port when that is free (the phones' links point there).
        ``LookupError`` when there is none, ``ValueError`` (one line) when it
        is damaged."""
        from geoquiz.app.table.saves import load_saved, resume_port

        session = load_saved(table_id, db_url)
        port = resume_port(session, bind, port)
        dialog = cls(
            session, bind=bind, port=port, bot_delay=bot_delay, parent=parent, db_url=db_url
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return dialog

    def _laptop_move(self, seat: int, move: dict[str, Any]) -> None:
        """A move made on the board by a person playing on the laptop."""
        refused = self.server.laptop_move(seat, move, i18n.current_language())
        if refused is not None:
            self.turn.setText(refused["text"])

    def _show_url(self, seat: int, url: str) -> None:
        pixmap = qr_pixmap(url, self._qr_scale)
        self._qr[seat].setPixmap(pixmap)
        self._qr[seat].setFixedSize(pixmap.size())
        self._url[seat].setText(url)

    def _show_room(self, shown: bool) -> None:
        """Show (opening it on first use) or hide the room code's QR and link."""
        if shown:
            url = self.server.room_url()
            pixmap = qr_pixmap(url, self._qr_scale)
            self.room_qr.setPixmap(pixmap)
            self.room_qr.setFixedSize(pixmap.size())
            self.room_url.setText(url)
        self.room_qr.setVisible(shown)
        self.room_url.setVisible(shown)
        connected = self.server.connected()
        phones = {s.index for s in self.server.session.seats if s.phone}
        for index, qr in self._qr.items():  # one code instead of one per seat
            qr.setVisible(
                not shown
                and index in phones
                and index not in connected
                and not qr.pixmap().isNull()
            )

    def coded_seats(self) -> set[int]:
        """The seats whose join code (QR code and address) the window shows now: the phones'
        seats with a known code (every seat has a box, for the host's controls)."""
        return {index for index, qr in self._qr.items() if not qr.pixmap().isNull()}

    def _give(self, seat: int) -> None:
        """Remove the seat's device: its code is withdrawn (the device is turned away) and the
        seat waits with a new code for another device (or the room code)."""
        self._show_url(seat, self.server.remove_device(seat))

    # --- the host's controls (issue 29: a player who leaves must not block the table) --------

    def level_name(self, level: str) -> str:
        names = {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}
        return names.get(level, level)

    def seat_actions(self, seat: int) -> list[tuple[str, str, str | None]]:
        """What the host can do with ``seat`` now: ``(text, what, level)`` — ``what`` is
        ``"skip"``, ``"remove"`` or a controller (``"computer"``, ``"phone"``, ``"laptop"``)."""
        session = self.server.session
        info = self.server.call(
            lambda: (session.seats[seat].controller, session.current(), session.over())
        )
        controller, current, over = info
        if over:
            return []
        actions: list[tuple[str, str, str | None]] = []
        if controller != "computer" and current == seat:
            actions.append((self.tr("Skip: the computer plays this turn"), "skip", None))
        bot = self.server.call(lambda: session.seats[seat].bot)
        for level in session.game.bots:
            if level != bot:
                text = self.tr("Give to a computer (%1)").replace("%1", self.level_name(level))
                actions.append((text, "computer", level))
        phone = self.tr("Give to a person with a phone (a new code)")
        actions.append((phone, "phone", None))
        if controller != "laptop":
            actions.append((self.tr("Give to a person at this laptop"), "laptop", None))
        if controller == "phone":
            actions.append((self.tr("Remove the device (the seat waits)"), "remove", None))
        return actions

    def _fill_menu(self, seat: int) -> None:
        menu = self._menu_button[seat].menu()
        menu.clear()
        for text, what, level in self.seat_actions(seat):
            action = menu.addAction(text)
            action.triggered.connect(
                lambda _=False, w=what, lv=level: self.act_on_seat(seat, w, lv)
            )

    def act_on_seat(self, seat: int, what: str, level: str | None = None) -> None:
        """Carry out one of :meth:`seat_actions` (the menu's choice)."""
        try:
            if what == "skip":
                self.server.skip(seat, level)
            elif what == "remove":
                self._give(seat)
            else:
                url = self.server.hand_over(seat, what, level)
                if url is not None:
                    self._show_url(seat, url)
                else:
                    self._qr[seat].clear()
                    self._url[seat].clear()
        except ValueError:  # the game moved on meanwhile (the turn is over)
            self.turn.setText(self.tr("That is not possible any more: the game moved on."))

    def _show_seats(self, players: list[dict[str, Any]], current: Any) -> None:
        """Each seat's box as the seat is played now."""
        connected = {p["seat"] for p in players if p["connected"]}
        for player in players:
            index = player["seat"]
            laptop, computer = player.get("laptop", False), player.get("computer", False)
            phone = not laptop and not computer
            if computer:
                text = self.tr("played by the computer")
            elif player.get("stand_in"):
                text = self.tr("skipped: the computer plays this turn")
            elif laptop:
                text = ""
            else:
                text = (
                    self.tr("phone connected")
                    if player["connected"]
                    else self.tr("waiting for a phone")
                )
            self._status[index].setText(text)
            self._status[index].setVisible(bool(text))
            self._here[index].setVisible(laptop and self.own_board)
            panel = self._laptop.get(index)
            if panel is not None:
                panel.setVisible(laptop)
            # the code is needed only until the phone is there (room for the board), and
            # not while the one code for all is shown
            qr = self._qr[index]
            qr.setVisible(
                phone
                and index not in connected
                and not self.room_button.isChecked()
                and not qr.pixmap().isNull()
            )
            self._url[index].setVisible(phone)
            self._give_button[index].setVisible(phone)
            self._menu_button[index].setEnabled(current != TERMINAL)

    def _show(self, message: dict[str, Any]) -> None:
        """A new public state from the server (in the GUI thread)."""
        players = message["players"]
        self._show_seats(players, message["current"])
        current = message["current"]
        if current == TERMINAL:
            order = ", ".join(
                "/".join(players[s]["name"] for s in group) for group in message.get("ranking", [])
            )
            self.turn.setText(self.tr("The game is over. Ranking: %1").replace("%1", order))
        elif current == CHANCE:
            self.turn.setText(self.tr("The dice are rolling…"))
        else:
            self.turn.setText(self.tr("%1's turn").replace("%1", players[current]["name"]))
        laptop = None
        if isinstance(current, int) and players[current].get("laptop") and self.own_board:
            laptop = self.server.call(lambda: self.server.session.state_message(current))
            if laptop["current"] != current:
                laptop = None  # the game moved on meanwhile; the next change shows it
        if self.saver is not None and self.saver.error is not None:
            self.turn.setText(
                self.tr("%1 — the table could not be saved: %2")
                .replace("%1", self.turn.text())
                .replace("%2", self.saver.error)
            )
        self.board.show_message(message, laptop)
        if self.pane is not None:
            self.pane.follow(message)
        for index, panel in self._laptop.items():
            if players[index].get("laptop"):
                panel.update_from(
                    self.server.call(lambda i=index: self.server.session.state_message(i))
                )

    def _pane_changed(self, _index: int) -> None:
        """The title above the right-hand side says whose screen it is, or the public board."""
        pane = self.pane
        if pane is not None and pane.screen is not None and pane.currentWidget() is pane.screen:
            names = ", ".join(pane.names(sorted(pane.uncovered)))
            self.board_title.setText(self.tr("%1 on this laptop").replace("%1", names))
        else:
            self.board_title.setText(self.tr("The public board (no private cards)"))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._close_table()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self._close_table()
        super().done(result)

    def _close_table(self) -> None:
        """Stop listening; the last move's save is written before the dialog goes."""
        if self.pane is not None:
            self.pane.close_screen()
        self.server.stop()
        if self.saver is not None:
            self.saver.close()


def move_label(move: dict[str, Any]) -> str:
    """``"play · card 7"``: a move's type first, then its fields (as on the phone)."""
    kind = move.get("type", move.get("kind"))
    parts = [str(kind).replace("_", " ")] if kind is not None else []
    for key, value in move.items():
        if key not in ("type", "kind"):
            parts.append(f"{key.replace('_', ' ')} {value}")
    return " · ".join(parts)


class LaptopSeat(QGroupBox):
    """A person playing on the laptop itself (hot-seat) while others use phones.

    Their private view stays covered until they uncover it; their moves go through the same
    session as the phones' (``TableServer.laptop_move``)."""

    def __init__(self, dialog: TableDialog, seat: int, name: str) -> None:
        super().__init__()
        self.dialog = dialog
        self.seat = seat
        self.setTitle(self.tr("%1 (on this laptop)").replace("%1", name))
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.cover = QPushButton(self.tr("Show %1's view").replace("%1", name))
        self.cover.setCheckable(True)
        self.cover.toggled.connect(self._toggle)
        self.private = QPlainTextEdit()
        self.private.setReadOnly(True)
        self.private.setAccessibleName(self.tr("%1's view").replace("%1", name))
        self.moves = QListWidget()
        self.moves.setAccessibleName(self.tr("%1's moves").replace("%1", name))
        self.moves.itemActivated.connect(lambda _item: self._play())
        self.play = QPushButton(self.tr("Play the chosen move"))
        self.play.clicked.connect(self._play)
        # the seat's own last move taken back while nothing was revealed since (the phones'
        # Undo; the state's ``undo``) — shown covered too: it reveals nothing
        self.undo = QPushButton(QCoreApplication.translate("Table", "Undo"))
        self.undo.clicked.connect(self._undo)
        self.undo.hide()
        for widget in (self.status, self.cover, self.private, self.moves, self.play, self.undo):
            layout.addWidget(widget)
        self._legal: list[dict[str, Any]] = []
        self._toggle(False)

    def _toggle(self, shown: bool) -> None:
        for widget in (self.private, self.moves, self.play):
            widget.setVisible(shown)

    def update_from(self, message: dict[str, Any]) -> None:
        """The seat's own ``state`` message (its private view and legal moves)."""
        self._legal = message["legal"]
        self.private.setPlainText(public_text(message["view"]))
        self.moves.clear()
        for move in self._legal:
            self.moves.addItem(QListWidgetItem(move_label(move)))
        if self._legal:
            self.moves.setCurrentRow(0)
            self.status.setText(self.tr("Your turn"))
        else:
            self.status.setText("")
            self.cover.setChecked(False)  # cover the cards again once the turn is over
        self.undo.setVisible(bool(message.get("undo")))

    def _play(self) -> None:
        row = self.moves.currentRow()
        if not 0 <= row < len(self._legal):
            return
        refused = self.dialog.server.laptop_move(
            self.seat, self._legal[row], i18n.current_language()
        )
        if refused is not None:
            self.status.setText(refused["text"])

    def _undo(self) -> None:
        refused = self.dialog.server.laptop_undo(self.seat, i18n.current_language())
        if refused is not None:
            self.status.setText(refused["text"])
