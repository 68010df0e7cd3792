"""Carcassonne's board on the laptop while phones are used.

Drawn from the public view (``games.carcassonne.game.view(state, None)``) with the Carcassonne
screen's widgets: :class:`~app.carcassonne.board_view.CarcassonneBoard` (tiles, meeples, face-down
chips, the last tile), a :class:`~app.carcassonne.widgets.PlayerPanel` per seat and the tile in
hand (public in Carcassonne: everybody sees the drawn tile). The order of the tile pile is never
in the view.

A person playing on the laptop itself places on this board as on the Carcassonne screen: the
squares where the tile fits in the chosen rotation are highlighted, a click places it, the turn
buttons (or R / Shift+R) turn it; meeples, upgrades and "no meeple" are buttons.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.carcassonne.board_view import CarcassonneBoard, MeepleMark
from geoquiz.app.carcassonne.painting import PLAYER_LETTERS
from geoquiz.app.carcassonne.widgets import PlayerPanel, TileInHand
from geoquiz.app.table.boards.base import PublicBoard, plain_label, seat_kind, side_panel

__all__ = ["CarcassonneTableBoard", "public_state"]

Square = tuple[int, int]


def public_state(view: dict[str, Any]) -> SimpleNamespace:
    """What :meth:`CarcassonneBoard.show_state` reads, built from the public view only."""
    order = [(int(t[0]), int(t[1])) for t in view["tiles"]]
    tiles = {(int(t[0]), int(t[1])): (str(t[2]), int(t[3])) for t in view["tiles"]}
    meeples = [
        MeepleMark(int(m["feature"]), int(m["player"]), bool(m["upgraded"]))
        for m in view["meeples"]
    ]
    squares = [(int(m["square"][0]), int(m["square"][1])) for m in view["meeples"]]
    return SimpleNamespace(
        tiles=tiles,
        order=order,
        meeples=[
            SimpleNamespace(square=sq, feature=m.feature, player=m.player, upgraded=m.upgraded)
            for sq, m in zip(squares, meeples, strict=True)
        ],
        chips_on_map={(int(s[0]), int(s[1])) for s in view["chip_squares"]},
        last=None if view["last"] is None else (int(view["last"][0]), int(view["last"][1])),
        current=view["current"] if view["current"] is not None else 0,
        tile=view["tile"],
        phase=view["phase"],
    )


class CarcassonneTableBoard(PublicBoard):
    """The public Carcassonne board (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rotation = 0
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.board = CarcassonneBoard()
        self.board.setMinimumSize(360, 300)
        self.board.square_clicked.connect(self._square_clicked)
        self.board.rotate_requested.connect(self._rotate)
        outer.addWidget(self.board, 3)
        side = QVBoxLayout()
        self.hand = TileInHand()
        row = QHBoxLayout()
        row.addWidget(self.hand)
        turns = QVBoxLayout()
        self.left = QPushButton(self.tr("Turn ⟲"))
        self.left.clicked.connect(lambda: self._rotate(-1))
        self.right = QPushButton(self.tr("Turn ⟳"))
        self.right.clicked.connect(lambda: self._rotate(1))
        turns.addWidget(self.left)
        turns.addWidget(self.right)
        row.addLayout(turns)
        side.addLayout(row)
        self.key_square: Square | None = None
        keys = {
            "R": lambda: self._rotate(1),
            "Shift+R": lambda: self._rotate(-1),
            "Right": lambda: self._step(1),
            "Down": lambda: self._step(1),
            "Left": lambda: self._step(-1),
            "Up": lambda: self._step(-1),
            "Return": self._lay,
            "Enter": self._lay,
        }
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pile = QLabel()
        side.addWidget(self.pile)
        self.hint = plain_label()
        side.addWidget(self.hint)
        self.actions_box = QVBoxLayout()
        side.addLayout(self.actions_box)
        self.action_buttons: list[QPushButton] = []
        self.panels_box = QVBoxLayout()
        side.addLayout(self.panels_box)
        self.panels: list[PlayerPanel] = []
        side.addStretch(1)
        outer.addWidget(side_panel(side, 300, 400), 1)

    def _placements(self) -> list[tuple[Square, int]]:
        return [
            ((int(m["square"][0]), int(m["square"][1])), int(m["rotation"]))
            for m in self.legal()
            if m["kind"] == "place"
        ]

    def refresh(self) -> None:
        if self.public is None:
            return
        view = self.public["view"]
        players = self.public["players"]
        state = public_state(view)
        placements = self._placements()
        rotations = sorted({rot for _, rot in placements})
        if rotations and self.rotation not in rotations:
            self.rotation = rotations[0]
        elif not placements:
            self.rotation = 0
        self.board.wheel_rotates = bool(placements)
        now = sorted({sq for sq, rot in placements if rot == self.rotation})
        if self.key_square not in now:
            self.key_square = now[0] if now else None
        self.board.show_state(
            state,  # the public fields of a State (duck-typed)
            rotation=self.rotation,
            cursor=self.key_square,
            legal_now=set(now),
            legal_any={sq for sq, _ in placements},
            spots=[int(m["feature"]) for m in self.legal() if m["kind"] == "meeple"] or None,
        )
        in_hand = view["tile"] if view["phase"] == "place" else None
        self.hand.set_tile(in_hand, self.rotation if placements else 0)
        self.pile.setText(self.tr("%n tile(s) left in the pile", "", int(view["tiles_left"])))
        for b in (self.left, self.right):
            b.setEnabled(bool(placements))
        self._actions()
        while len(self.panels) < len(players):
            panel = PlayerPanel(len(self.panels))
            self.panels_box.addWidget(panel)
            self.panels.append(panel)
        for p, panel in enumerate(self.panels):
            who = players[p]
            note = seat_kind(who)
            chips = view["chips_held"][p]
            if chips:
                note += " · " + self.tr("chips: %1").replace("%1", " + ".join(map(str, chips)))
            panel.set_data(
                f"{PLAYER_LETTERS[p]} · {who['name']}",
                int(view["scores"][p]),
                int(view["supply"][p]),
                [],
                p == view["current"],
                note,
            )
        if self.laptop is None:
            self.hint.setText(
                self.tr("The players on phones turn the tile and choose the square there.")
            )
        elif placements:
            self.hint.setText(
                self.tr(
                    "%1: click a yellow square to lay the tile (or arrow keys and Enter); "
                    "R turns it."
                ).replace("%1", players[self.laptop["seat"]]["name"])
            )
        else:
            self.hint.setText(
                self.tr("%1: choose below.").replace("%1", players[self.laptop["seat"]]["name"])
            )

    def _actions(self) -> None:
        for button in self.action_buttons:
            button.deleteLater()
        self.action_buttons = []
        spot = 0
        for move in self.legal():
            if move["kind"] == "place":
                continue
            if move["kind"] == "meeple":
                spot += 1
            button = QPushButton(self._label(move, spot))
            button.clicked.connect(lambda _=False, m=move: self._send(m))
            self.actions_box.addWidget(button)
            self.action_buttons.append(button)

    def _label(self, move: dict[str, Any], spot: int) -> str:
        kind = move["kind"]
        if kind == "meeple":
            return self.tr("Set a meeple on spot %1").replace("%1", str(spot))
        if kind == "skip":
            return self.tr("No meeple")
        if kind == "upgrade":
            return (
                self.tr("Upgrade the meeple on %1 (pay %2)")
                .replace("%1", f"{move['square'][0]}/{move['square'][1]}")
                .replace("%2", " + ".join(map(str, move["pay"])) or "0")
            )
        if kind == "done":
            return self.tr("End the turn")
        return str(kind)

    def visible_texts(self) -> list[str]:
        out = [self.pile.text(), self.hint.text()]
        out.extend(b.text() for b in self.action_buttons)
        out.extend(p.name + " " + p.note for p in self.panels)
        return out

    # ------------------------------------------------------------------ laptop seat's input
    def _rotate(self, step: int) -> None:
        rotations = sorted({rot for _, rot in self._placements()})
        if not rotations:
            return
        for k in range(1, 5):
            candidate = (self.rotation + step * k) % 4
            if candidate in rotations:
                self.rotation = candidate
                break
        self.refresh()

    def _step(self, step: int) -> None:
        """Move the keyboard cursor to the next square the tile fits in this rotation."""
        now = sorted({sq for sq, rot in self._placements() if rot == self.rotation})
        if not now:
            return
        index = now.index(self.key_square) if self.key_square in now else -step
        self.key_square = now[(index + step) % len(now)]
        self.refresh()

    def _lay(self) -> None:
        """Enter: lay the tile on the cursor's square (or press the only action's button)."""
        if self.key_square is not None and self._placements():
            self._square_clicked(self.key_square[0], self.key_square[1], 0.5, 0.5)
        elif len(self.action_buttons) == 1:
            self.action_buttons[0].click()

    def _square_clicked(self, col: int, row: int, fx: float, fy: float) -> None:
        for move in self.legal():
            if (
                move["kind"] == "place"
                and (int(move["square"][0]), int(move["square"][1])) == (col, row)
                and int(move["rotation"]) == self.rotation
            ):
                self._send(move)
                return
