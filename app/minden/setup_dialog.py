"""The new-game dialog of Finden Sie Minden: players, game kind, variants, track length, decks.

Like the other games' dialogs it remembers the family: the accepted players (name, colour, age,
who plays), the variants, the track and the decks left out come back as the defaults next time
(``app.play.seat_dialog.remember_setup``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.minden.decks import DeckInfo
from geoquiz.app.minden.widgets import PIECE_COLOURS
from geoquiz.app.play.seat_dialog import (
    choice_values,
    remember_setup,
    remembered_setup,
    restore_choices,
)
from geoquiz.app.table.setup import PHONE, add_phone_choice, open_table, table_seats
from geoquiz.games.minden import Card, Config, PlayerSpec
from geoquiz.games.minden.game import GameConfig

__all__ = ["NewGameDialog"]

_DEFAULT_NAMES = ("Anna", "Ben", "Clara", "David", "Emma")
_DEFAULT_AGES = (42, 39, 12, 9, 70)


class NewGameDialog(QDialog):
    """Collects a :class:`Config` and the chosen deck ids (``config()``, ``deck_ids()``)."""

    def __init__(self, decks: Sequence[DeckInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game — Finden Sie Minden"))
        self._decks = list(decks)
        layout = QVBoxLayout(self)

        players = QGroupBox(self.tr("Players (the oldest starts in front)"))
        grid = QGridLayout(players)
        for col, text in enumerate(
            [self.tr("Plays"), self.tr("Name"), self.tr("Colour"), self.tr("Age"), self.tr("Who")]
        ):
            grid.addWidget(QLabel(text), 0, col)
        self.rows: list[tuple[QCheckBox, QLineEdit, QComboBox, QSpinBox, QComboBox]] = []
        colour_names = {
            "red": self.tr("red (circle)"),
            "blue": self.tr("blue (square)"),
            "green": self.tr("green (triangle)"),
            "yellow": self.tr("yellow (diamond)"),
            "purple": self.tr("purple (hexagon)"),
        }
        controllers = [
            ("human", self.tr("Person")),
            # named by what they do (tip accuracy about 50 / 65 / 80 %, bench_minden_bots)
            ("easy", self.tr("Computer — knows the big cities")),
            ("medium", self.tr("Computer — knows Germany well")),
            ("hard", self.tr("Computer — expert")),
        ]
        for i in range(5):
            plays = QCheckBox()
            plays.setChecked(i < 3)
            plays.setEnabled(i >= 2)  # at least two players
            plays.setAccessibleName(self.tr("Player %1 plays").replace("%1", str(i + 1)))
            name = QLineEdit(_DEFAULT_NAMES[i])
            name.setAccessibleName(self.tr("Name of player %1").replace("%1", str(i + 1)))
            colour = QComboBox()
            for key in PIECE_COLOURS:
                colour.addItem(colour_names[key], key)
            colour.setCurrentIndex(i)
            age = QSpinBox()
            age.setRange(3, 120)
            age.setValue(_DEFAULT_AGES[i])
            who = QComboBox()
            for key, text in controllers:
                who.addItem(text, key)
            add_phone_choice(who)  # DESIGN §11: the player joins with a phone
            who.setAccessibleName(self.tr("Who plays seat %1").replace("%1", str(i + 1)))
            who.currentIndexChanged.connect(self._update_phones)
            for col, w in enumerate((plays, name, colour, age, who)):
                grid.addWidget(w, i + 1, col)
            self.rows.append((plays, name, colour, age, who))
            plays.toggled.connect(
                lambda on, ws=(name, colour, age, who): [w.setEnabled(on) for w in ws]
            )
            for w in (name, colour, age, who):
                w.setEnabled(plays.isChecked())
            plays.toggled.connect(self._update_phones)
        layout.addWidget(players)
        self.phones = QLabel(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; each player's tip stays on their phone until the "
                "reveal."
            )
        )
        self.phones.setWordWrap(True)
        layout.addWidget(self.phones)

        options = QGroupBox(self.tr("Game"))
        form = QFormLayout(options)
        self.expert = QCheckBox(self.tr("Expert game (with the blue expert cards)"))
        self.variant_a = QCheckBox(self.tr("Variant A: trade again for a tip stone"))
        self.variant_b = QCheckBox(self.tr("Variant B: challenges"))
        self.track = QSpinBox()
        self.track.setRange(10, 200)
        self.track.setValue(40)
        self.track.setSuffix(self.tr(" spaces"))
        form.addRow(self.expert)
        form.addRow(self.variant_a)
        form.addRow(self.variant_b)
        form.addRow(self.tr("Score track up to the final spaces:"), self.track)
        layout.addWidget(options)

        deck_box = QGroupBox(self.tr("Decks"))
        deck_layout = QVBoxLayout(deck_box)
        self.deck_list = QListWidget()
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

        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Start"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._config: Config | None = None
        self.restore()
        self._update_phones()

    def _choices(self) -> dict[str, QWidget]:
        """The boxes kept from one game to the next."""
        boxes: dict[str, QWidget] = {}
        for i, (plays, name, colour, age, who) in enumerate(self.rows):
            boxes.update(
                {
                    f"plays {i}": plays,
                    f"name {i}": name,
                    f"colour {i}": colour,
                    f"age {i}": age,
                    f"who {i}": who,
                }
            )
        boxes.update(
            expert=self.expert,
            variant_a=self.variant_a,
            variant_b=self.variant_b,
            track=self.track,
        )
        return boxes

    def _decks_left_out(self) -> list[int]:
        chosen = set(self.deck_ids())
        return [deck.id for deck in self._decks if deck.id not in chosen]

    def restore(self) -> None:
        """Show the last accepted set-up, as far as it still fits (a deck added since is on)."""
        setup = remembered_setup("minden")
        restore_choices(self._choices(), setup.get("choices"))
        left_out = setup.get("decks left out")
        if isinstance(left_out, list) and len(left_out) < len(self._decks):
            for i in range(self.deck_list.count()):
                item = self.deck_list.item(i)
                off = item.data(Qt.ItemDataRole.UserRole) in left_out
                item.setCheckState(Qt.CheckState.Unchecked if off else Qt.CheckState.Checked)

    def accept(self) -> None:
        """Close with Start and remember the set-up for the next game."""
        remember_setup(
            "minden",
            {"choices": choice_values(self._choices()), "decks left out": self._decks_left_out()},
        )
        super().accept()

    def _playing(self) -> list[QComboBox]:
        return [who for plays, _name, _colour, _age, who in self.rows if plays.isChecked()]

    def _update_phones(self) -> None:
        self.phones.setVisible(self.uses_phones())

    def uses_phones(self) -> bool:
        """True when at least one playing seat is on a phone."""
        return any(who.currentData() == PHONE for who in self._playing())

    def open_table(
        self, config: Config, cards: Sequence[Card], parent: QWidget | None = None
    ) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        dealt from ``cards`` (the chosen decks) and return True; without: False (the game runs
        on the Minden screen)."""
        kinds = [str(who.currentData()) for who in self._playing()]
        seats = table_seats(
            [p.name for p in config.players],
            [k if k in ("human", PHONE) else "computer" for k in kinds],
            kinds,
        )
        return open_table("minden", GameConfig(config, tuple(cards)), seats, parent, config.seed)

    def deck_ids(self) -> list[int]:
        ids = []
        for i in range(self.deck_list.count()):
            item = self.deck_list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                ids.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return ids

    def build_config(self) -> Config:
        """The configuration as entered (``ValueError`` with a readable sentence if impossible)."""
        players = tuple(
            PlayerSpec(
                name.text().strip(),
                colour.currentData(),
                age.value(),
                "human" if who.currentData() == PHONE else who.currentData(),
            )
            for plays, name, colour, age, who in self.rows
            if plays.isChecked()
        )
        config = Config(
            players=players,
            expert=self.expert.isChecked(),
            variant_a=self.variant_a.isChecked(),
            variant_b=self.variant_b.isChecked(),
            track_length=self.track.value(),
            seed=random.SystemRandom().randrange(2**62),
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

    def _accept(self) -> None:
        try:
            self._config = self.build_config()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()

    def config(self) -> Config | None:
        return self._config
