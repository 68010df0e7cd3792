"""The new-game dialog of Finden Sie Minden: the family's seats, game kind, variants, track
length, decks.

It is the shared :class:`~geoquiz.app.play.seat_dialog.SeatDialog` of all five games, with two
columns of its own per seat: the piece's colour (its name and shape beside a swatch, so it does not
rest on the colour alone) and the age (the oldest starts in front, the rearmost — the youngest —
chooses first: the rulebook's age rule). Like the other games' dialogs it remembers the family: the
accepted seats (name, colour, age, who plays, level), the variants, the track and the decks left
out (a deck added since is ticked) come back as the defaults next time."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.minden.decks import DeckInfo
from geoquiz.app.minden.widgets import PIECE_COLOURS, piece_path
from geoquiz.app.play.seat_dialog import SeatDialog, remembered_setup
from geoquiz.app.table.setup import open_table, table_seats
from geoquiz.games.minden import Card, Config, PlayerSpec
from geoquiz.games.minden.game import GameConfig

__all__ = ["NewGameDialog", "colour_icon"]

_DEFAULT_AGES = (42, 39, 12, 9, 70)


def colour_icon(colour: str, size: int = 16) -> QIcon:
    """The piece of ``colour`` as on the score track: its shape filled with its colour."""
    fill, shape = PIECE_COLOURS[colour]
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#111111"), 1.2))
    painter.setBrush(QColor(fill))
    painter.drawPath(piece_path(shape, QPointF(size / 2, size / 2), size * 0.42))
    painter.end()
    return QIcon(pixmap)


class NewGameDialog(SeatDialog):
    """Collects a :class:`Config` and the chosen deck ids (``config()``, ``deck_ids()``)."""

    game = "minden"

    def __init__(self, decks: Sequence[DeckInfo], parent: QWidget | None = None) -> None:
        self._decks = list(decks)
        super().__init__(
            self.tr("New game: Finden Sie Minden"), seats=5, playing=3, computer=0, parent=parent
        )
        layout = self.main_layout
        rule = QLabel(
            self.tr(
                "The oldest stands in front on the score track; the youngest, at the back, "
                "chooses first."
            )
        )
        rule.setWordWrap(True)
        layout.addWidget(rule)
        # the computer's levels, named by what they do (tip accuracy about 50 / 65 / 80 %,
        # bench_minden_bots)
        hints = {
            "easy": self.tr("knows the big cities"),
            "medium": self.tr("knows Germany well"),
            "hard": self.tr("an expert on Germany"),
        }
        for box in self.levels:
            for i in range(box.count()):
                box.setItemData(i, hints[str(box.itemData(i))], Qt.ItemDataRole.ToolTipRole)

        options = QGroupBox(self.tr("Game"))
        form = QFormLayout(options)
        self.expert = QCheckBox(self.tr("&Expert game (with the blue expert cards)"))
        self.variant_a = QCheckBox(self.tr("Variant &A: trade again for a tip stone"))
        self.variant_b = QCheckBox(self.tr("Variant &B: challenges"))
        self.track = QSpinBox()
        self.track.setRange(10, 200)
        self.track.setValue(40)
        self.track.setSuffix(self.tr(" spaces"))
        form.addRow(self.expert)
        form.addRow(self.variant_a)
        form.addRow(self.variant_b)
        form.addRow(self.tr("Score &track up to the final spaces:"), self.track)
        layout.addWidget(options)

        deck_box = QGroupBox(self.tr("Decks"))
        deck_layout = QVBoxLayout(deck_box)
        self.deck_list = QListWidget()
        self.deck_list.setAccessibleName(self.tr("Decks"))
        card_colours = {
            "yellow": self.tr("yellow"),
            "orange": self.tr("orange"),
            "green": self.tr("green"),
            "blue": self.tr("blue"),
        }
        order = ("yellow", "orange", "green", "blue")
        for deck in self._decks:
            counts = ", ".join(
                f"{deck.counts[c]} {card_colours[c]}" for c in order if deck.counts.get(c)
            )
            author = f" — {deck.author}" if deck.author else ""
            item = QListWidgetItem(f"{deck.name}{author} ({counts})")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setData(Qt.ItemDataRole.UserRole, deck.id)
            self.deck_list.addItem(item)
        self.deck_list.setMaximumHeight(110)
        deck_layout.addWidget(self.deck_list)
        if not self._decks:
            deck_layout.addWidget(
                QLabel(self.tr("No enabled deck: enable one in the card editor."))
            )
        layout.addWidget(deck_box)
        self.choices = {
            "expert": self.expert,
            "variant_a": self.variant_a,
            "variant_b": self.variant_b,
            "track": self.track,
        }
        self.finish(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; each player's tip stays on their phone until the "
                "reveal."
            )
        )

    # ------------------------------------------------------------------ the seats' own columns
    def extra_headers(self) -> list[str]:
        return [self.tr("Colour"), self.tr("Age")]

    def seat_extras(self, row: int) -> dict[str, QWidget]:
        """The piece's colour (name, shape and swatch) and the player's age."""
        names = {
            "red": self.tr("red (circle)"),
            "blue": self.tr("blue (square)"),
            "green": self.tr("green (triangle)"),
            "yellow": self.tr("yellow (diamond)"),
            "purple": self.tr("purple (hexagon)"),
        }
        colour = QComboBox()
        for key in PIECE_COLOURS:
            colour.addItem(colour_icon(key), names[key], key)
        colour.setCurrentIndex(row - 1)
        colour.setAccessibleName(self.tr("Colour of player %1").replace("%1", str(row)))
        age = QSpinBox()
        age.setRange(3, 120)
        age.setValue(_DEFAULT_AGES[row - 1])
        age.setAccessibleName(self.tr("Age of player %1").replace("%1", str(row)))
        return {"colour": colour, "age": age}

    # ------------------------------------------------------------------ memory
    def setup(self) -> dict[str, Any]:
        """The seats and choices as shown, and the decks left out (a deck added since is on)."""
        return {**super().setup(), "decks left out": self._decks_left_out()}

    def _decks_left_out(self) -> list[int]:
        chosen = set(self.deck_ids())
        return [deck.id for deck in self._decks if deck.id not in chosen]

    def restore(self) -> None:
        """Show the last accepted set-up, as far as it still fits (a deck added since is on)."""
        super().restore()
        left_out = remembered_decks_left_out()
        if left_out is not None and len(left_out) < len(self._decks):
            for i in range(self.deck_list.count()):
                item = self.deck_list.item(i)
                off = item.data(Qt.ItemDataRole.UserRole) in left_out
                item.setCheckState(Qt.CheckState.Unchecked if off else Qt.CheckState.Checked)

    # ------------------------------------------------------------------ result
    def open_table(
        self, config: Any, parent: QWidget | None = None, cards: Sequence[Card] = ()
    ) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        dealt from ``cards`` (the chosen decks) and return True; without: False (the game runs
        on the Minden screen)."""
        active = self._active()
        seats = table_seats(
            [p.name for p in config.players],
            [str(self.kinds[i].currentData()) for i in active],
            [self.level(i) for i in active],
        )
        return open_table("minden", GameConfig(config, tuple(cards)), seats, parent, config.seed)

    def deck_ids(self) -> list[int]:
        ids = []
        for i in range(self.deck_list.count()):
            item = self.deck_list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                ids.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return ids

    def colour_box(self, seat: int) -> QComboBox:
        """The colour box of seat ``seat`` (from 0)."""
        box = self.extras[seat]["colour"]
        assert isinstance(box, QComboBox)
        return box

    def age_box(self, seat: int) -> QSpinBox:
        """The age box of seat ``seat`` (from 0)."""
        box = self.extras[seat]["age"]
        assert isinstance(box, QSpinBox)
        return box

    def controller(self, seat: int) -> str:
        """Who plays seat ``seat`` (from 0) for the engine: ``human`` (here or on a phone) or the
        computer's level."""
        return self.level(seat) if self.is_computer(seat) else "human"

    def config(self, seed: int | None = None) -> Config:
        """The configuration as entered (``ValueError`` with a readable sentence if impossible)."""
        players = tuple(
            PlayerSpec(
                self.names[i].text().strip(),
                self.colour_box(i).currentData(),
                self.age_box(i).value(),
                self.controller(i),
            )
            for i in self._active()
        )
        config = Config(
            players=players,
            expert=self.expert.isChecked(),
            variant_a=self.variant_a.isChecked(),
            variant_b=self.variant_b.isChecked(),
            track_length=self.track.value(),
            seed=random.SystemRandom().randrange(2**62) if seed is None else seed,
        )
        self._check(config)
        config.validate()  # the engine's own check (English) stays the last word
        if not self.deck_ids():
            raise ValueError(self.tr("Choose at least one deck."))
        return config

    def _check(self, config: Config) -> None:
        """Raise ``ValueError`` in the interface language for what ``Config.validate`` rejects."""
        names = [p.name for p in config.players]
        if len(names) < 2:
            raise ValueError(self.tr("Finden Sie Minden needs 2 to 5 players."))
        if any(not name for name in names):
            raise ValueError(self.tr("Every player needs a name."))
        if len(set(names)) != len(names):
            raise ValueError(self.tr("Two players have the same name."))
        if len({p.colour for p in config.players}) != len(names):
            raise ValueError(self.tr("Two players have the same colour."))


def remembered_decks_left_out() -> list[int] | None:
    """The decks left out of the last accepted Minden game (None: nothing remembered)."""
    left_out = remembered_setup("minden").get("decks left out")
    return left_out if isinstance(left_out, list) else None
