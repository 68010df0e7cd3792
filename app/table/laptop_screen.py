"""A person playing on the laptop at a table of phones plays on the game's own screen.

Hot-seat is a table whose seats are all on the laptop (DESIGN §1); at a table with phones the
laptop's seats of Finden Sie Minden, Danmark-spillet and Stadt-Land-anders get the same screen
as in hot-seat — the map, the cards, the pages and Undo — never a listing of moves. (10 Tage
and Carcassonne play their laptop seats on their drawn table board: :func:`.boards.has_board`.)

* :class:`TableLaptopMatch` is the screen's match (:class:`~app.play.laptop_match.MatchFront`):
  it reads a snapshot of the table's :class:`~games.match.Match` (taken on the server's thread,
  :meth:`Match.snapshot`) and sends a move or an undo to the server as the phones' go
  (``TableServer.laptop_move``/``laptop_undo``); the server rolls the dice and runs the
  computers, and its refusal comes back as one line in the laptop's language.
* :class:`LaptopScreenPane` is the right-hand side of the table window: the public board while
  a phone or a computer is to move; when a laptop seat has something to do, a cover naming the
  person ("Anna's turn on this laptop") so that the others look away, then the game's screen.
  It covers again once the turn has gone to somebody else.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from geoquiz.app.play.autosave import Result
from geoquiz.app.play.laptop_match import MatchFront
from geoquiz.app.play.refusals import ToldRefusal
from geoquiz.app.runtime import i18n
from geoquiz.games.contract import CHANCE, IllegalMove
from geoquiz.games.match import Match

if TYPE_CHECKING:
    from geoquiz.app.shell.game_screen import GameScreen
    from geoquiz.app.table.server import TableServer

__all__ = ["SCREENS", "LaptopScreenPane", "TableLaptopMatch", "has_screen"]

#: registry game → its screen class ("module.Class"), made with ``(lang, persist=False)``
SCREENS: dict[str, str] = {
    "minden": "geoquiz.app.minden.screen.MindenScreen",
    "danmark": "geoquiz.app.danmark.screen.DanmarkScreen",
    "stadtland": "geoquiz.app.stadtland.screen.StadtlandScreen",
}


def has_screen(game: str) -> bool:
    """True when the laptop's seats of ``game`` play on its game screen at a table."""
    return game in SCREENS


def make_screen(game: str, lang: str) -> GameScreen:
    module, name = SCREENS[game].rsplit(".", 1)
    screen: GameScreen = getattr(import_module(module), name)(lang, persist=False)
    return screen


class TableLaptopMatch(MatchFront):
    """The match of a game screen that plays the laptop's seats at a table of phones."""

    def __init__(self, server: TableServer) -> None:
        self.server = server
        self.match = self._snapshot()
        self.kind = str(self.match.game.NAME)

    def _snapshot(self) -> Match[Any, Any]:
        server = self.server
        snapshot: Match[Any, Any] = server.call(lambda: server.session.match.snapshot())
        return snapshot

    def refresh(self) -> None:
        """Read the table's match again (after its server changed it)."""
        self.match = self._snapshot()

    def acting(self) -> dict[int, bool]:
        """The laptop's seats that have a move to make now (their turn, or a call out of
        turn), each with whether it sees more than the public board (then the screen is
        covered until that person uncovers it); none while the dice roll."""
        server = self.server

        def find() -> dict[int, bool]:
            match = server.session.match
            if match.current() == CHANCE or match.over():
                return {}
            public = _without_seat(match.view(None))
            return {
                i: _without_seat(match.view(i)) != public
                for i, seat in enumerate(match.seats)
                if seat.control == "laptop" and seat.playing is None and match.legal(i)
            }

        seats: dict[int, bool] = server.call(find)
        return seats

    def apply(self, move: Any, results: list[Result] | None = None) -> Any:
        """Send ``move`` to the table as the move of the laptop seat to move (or another laptop
        seat's call); the table's refusal is raised as one line in the laptop's language."""
        data = self.match.game.encode_move(move)
        lang = i18n.current_language()
        first: dict[str, Any] | None = None
        try:
            for seat in self.movers():
                refused = self.server.laptop_move(seat, data, lang)
                if refused is None:
                    break
                if refused["code"] != "table.not_your_turn":
                    raise ToldRefusal(refused["code"], refused["text"], refused.get("params"))
                first = first or refused
            else:
                if first is not None:
                    raise ToldRefusal(first["code"], first["text"], first.get("params"))
                raise IllegalMove("match.not_your_turn")
        finally:
            self.refresh()  # once, whatever the table answered
        return self.match.state

    def undo(self) -> int:
        seat = self.match.undo_seat()
        if seat is None or not self.is_person(seat):
            raise self.undo_refusal()
        try:
            refused = self.server.laptop_undo(seat, i18n.current_language())
        finally:
            self.refresh()
        if refused is not None:
            raise ToldRefusal(refused["code"], refused["text"], refused.get("params"))
        return 1


def _without_seat(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the ``seat`` it was made for (what else differs is the seat's own)."""
    return {key: value for key, value in view.items() if key != "seat"}


class LaptopScreenPane(QStackedWidget):
    """The table window's right-hand side for a game with a screen: the public ``board``; a
    cover while a laptop seat's turn waits to be uncovered; the game's screen."""

    def __init__(self, board: QWidget, server: TableServer, parent: QWidget | None = None):
        super().__init__(parent)
        self.server = server
        self.board = board
        self.addWidget(board)
        self.cover = QWidget()
        layout = QVBoxLayout(self.cover)
        layout.addStretch(1)
        self.cover_text = QLabel()
        self.cover_text.setTextFormat(Qt.TextFormat.PlainText)
        self.cover_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cover_text.setWordWrap(True)
        font = self.cover_text.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.cover_text.setFont(font)
        self.uncover = QPushButton()
        self.uncover.setDefault(True)
        self.uncover.clicked.connect(self._uncover)
        layout.addWidget(self.cover_text)
        layout.addWidget(self.uncover, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.addWidget(self.cover)
        #: the game's screen, made when a laptop seat first uncovers it
        self.screen: GameScreen | None = None
        self.front: TableLaptopMatch | None = None
        #: the laptop seats whose turn has been uncovered (covered again when the turn goes on)
        self.uncovered: set[int] = set()
        self._acting: dict[int, bool] = {}
        self._names: list[str] = []

    def follow(self, message: dict[str, Any]) -> None:
        """The table changed (its public ``state`` message): show the board, the cover or the
        screen."""
        self._names = [str(p["name"]) for p in message["players"]]
        if message["current"] == CHANCE:
            if self.currentWidget() is self.screen:
                self._refresh_screen()  # the die rolls: the screen shows it, the turn stays
            return
        front = self._front()
        acting = front.acting()
        self._acting = acting
        if not acting:
            self.uncovered.clear()
            self.setCurrentWidget(self.board)
            return
        waiting = [
            self._names[i] for i, private in acting.items() if private and i not in self.uncovered
        ]
        if not waiting:
            self.uncovered.update(acting)
            self._show_screen()
            return
        names = ", ".join(waiting)
        self.cover_text.setText(
            QCoreApplication.translate("Table", "%1: your turn on this laptop.").replace(
                "%1", names
            )
            + "\n"
            + QCoreApplication.translate("Table", "Everybody else, please look away.")
        )
        self.uncover.setText(
            QCoreApplication.translate("Table", "Show %1's screen").replace("%1", names)
        )
        self.setCurrentWidget(self.cover)
        self.uncover.setFocus()

    def names(self, seats: list[int]) -> list[str]:
        """The names of ``seats`` as the table last told them."""
        return [self._names[i] for i in seats if 0 <= i < len(self._names)]

    def _front(self) -> TableLaptopMatch:
        if self.front is None:
            self.front = TableLaptopMatch(self.server)
        return self.front

    def _uncover(self) -> None:
        self.uncovered.update(self._acting)
        self._show_screen()

    def _show_screen(self) -> None:
        front = self._front()
        if self.screen is None:
            screen = make_screen(front.kind, i18n.current_language())
            screen.at_table()
            self.screen = screen
            self.addWidget(screen)
            front.refresh()
            screen.attach(front)
            self.setCurrentWidget(screen)
            screen.enter_game(resumed=True)
            return
        self.setCurrentWidget(self.screen)
        self._refresh_screen()

    def _refresh_screen(self) -> None:
        if self.screen is None or self.front is None:
            return
        self.front.refresh()
        self.screen.refresh()

    def visible_texts(self) -> list[str]:
        """The texts the pane shows now (the public board's, or the cover's)."""
        if self.currentWidget() is self.cover:
            return [self.cover_text.text(), self.uncover.text()]
        if self.currentWidget() is self.board:
            texts: list[str] = self.board.visible_texts()  # type: ignore[attr-defined]
            return texts
        return []

    def close_screen(self) -> None:
        """The table closes: the screen forgets its match."""
        if self.screen is not None:
            self.screen.detach()
