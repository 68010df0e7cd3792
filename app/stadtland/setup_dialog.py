"""The new-game dialog of Stadt-Land-anders.

Players (2–8 names), rounds (5 short, 7 normal, 9 long), the category cards (drawn at random
among the chosen star counts, then adjustable by ticking cards; 5 in the standard game, 6 or 7 as
the variant "Increasing the requirement"), the prompt colours (green, blue or mixed), the round
timer, the grace to finish a term after "Aus!", and the variant Creative Play. A player may play
"on a phone" (DESIGN §11): the laptop then opens the table with a QR code per phone and the public
board; each phone keeps its player's terms until the check.

It is the shared :class:`~geoquiz.app.play.seat_dialog.SeatDialog` of all five games without
computer seats (everybody writes), with the game's settings below the seats and the category
cards beside them. Like the other games' dialogs it remembers the family: the accepted players
(names, phone seats) and every choice come back as the defaults next time.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.play.seat_dialog import SeatDialog, accept_when_valid, remembered_setup
from geoquiz.app.table.setup import PHONE, open_table, table_seats
from geoquiz.games.stadtland import DEFAULT_CATEGORIES, MAX_PLAYERS, Config
from geoquiz.games.stadtland.cards import categories, draw_categories

__all__ = ["NewGameDialog", "stars_text"]


def stars_text(stars: int) -> str:
    return "★" * stars + "☆" * (4 - stars)


class NewGameDialog(SeatDialog):
    """Collects a :class:`games.stadtland.Config`; :meth:`config` returns it (validated)."""

    game = "stadtland"
    computers = False  # everybody writes: no computer players

    def __init__(self, lang: str = "en", parent: QWidget | None = None) -> None:
        self.lang = lang
        title = self.tr("New game: Stadt-Land-anders")
        super().__init__(title, seats=MAX_PLAYERS, playing=3, computer=0, parent=parent)
        for edit in self.names:
            edit.setMaxLength(24)
        left = self.main_layout

        game = QGroupBox(self.tr("Game"))
        form = QFormLayout(game)
        self.rounds = QComboBox()
        self.rounds.addItem(self.tr("5 rounds (short game)"), 5)
        self.rounds.addItem(self.tr("7 rounds (normal game)"), 7)
        self.rounds.addItem(self.tr("9 rounds (long game)"), 9)
        form.addRow(self.tr("&Rounds:"), self.rounds)
        self.colours = QComboBox()
        self.colours.addItem(self.tr("Mixed: green and blue prompts"), "mixed")
        self.colours.addItem(self.tr("Green only: letters"), "green")
        self.colours.addItem(self.tr("Blue only: creative"), "blue")
        form.addRow(self.tr("&Prompts:"), self.colours)
        self.timer = QSpinBox()
        self.timer.setRange(0, 3600)  # up to 60 minutes
        self.timer.setSingleStep(30)
        self.timer.setValue(180)
        self.timer.setSuffix(self.tr(" s"))
        self.timer.setSpecialValueText(self.tr("no timer"))
        form.addRow(self.tr("Round &timer:"), self.timer)
        self.grace = QSpinBox()
        self.grace.setRange(0, 30)
        self.grace.setValue(5)
        self.grace.setSuffix(self.tr(" s"))
        self.grace.setToolTip(
            self.tr("After \u201cAus!\u201d a term being written may be finished")
        )
        form.addRow(self.tr("Time to &finish a term:"), self.grace)
        self.creative = QCheckBox(self.tr("Creative Play: point at the most creative player"))
        form.addRow(self.creative)
        self.language = QComboBox()
        self.language.addItem(self.tr("German (Ä, Ö, Ü are vowels)"), "de")
        self.language.addItem(self.tr("Danish (Y, Æ, Ø, Å are vowels; Æ, Ø, Å own letters)"), "da")
        self.language.setCurrentIndex(1 if lang == "da" else 0)
        form.addRow(self.tr("&Letters of the terms:"), self.language)
        self.y_vowel = QCheckBox(self.tr("Our group counts Y as a vowel (German)"))
        self.language.currentIndexChanged.connect(self._update)
        form.addRow(self.y_vowel)
        left.addWidget(game)
        left.addStretch(1)

        cats = QGroupBox(self.tr("Category cards"))
        right = QVBoxLayout(cats)
        draw_row = QHBoxLayout()
        self.star_boxes: list[QCheckBox] = []
        for s in range(1, 5):
            box = QCheckBox(stars_text(s))
            box.setAccessibleName(self.tr("%1-star cards").replace("%1", str(s)))
            box.setChecked(s == 1)
            self.star_boxes.append(box)
            draw_row.addWidget(box)
        right.addLayout(draw_row)
        draw2 = QHBoxLayout()
        self.count = QSpinBox()
        self.count.setRange(5, 7)
        self.count.setAccessibleName(self.tr("Number of categories"))
        draw2.addWidget(QLabel(self.tr("Categories:")))
        draw2.addWidget(self.count)
        self.draw_button = QPushButton(self.tr("&Draw at random"))
        self.draw_button.clicked.connect(self.draw)
        draw2.addWidget(self.draw_button)
        draw2.addStretch(1)
        right.addLayout(draw2)
        self.cards = QListWidget()
        self.cards.setAccessibleName(self.tr("Category cards in play"))
        for c in sorted(categories(), key=lambda c: c.stars):
            text = f"{stars_text(c.stars)}  {c.de}"
            if lang != "de" and c.title(lang) != c.de:
                text += f" ({c.title(lang)})"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, c.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = c.id in DEFAULT_CATEGORIES
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.cards.addItem(item)
        self.cards.itemChanged.connect(self._update)
        self.cards.setMinimumWidth(380)
        right.addWidget(self.cards, 1)
        self.chosen_label = QLabel()
        right.addWidget(self.chosen_label)
        self.columns.addWidget(cats, 1)
        self.choices = {
            "rounds": self.rounds,
            "prompts": self.colours,
            "timer": self.timer,
            "grace": self.grace,
            "creative": self.creative,
            "language": self.language,
            "y_vowel": self.y_vowel,
            "count": self.count,
        }
        for s, box in enumerate(self.star_boxes, start=1):
            self.choices[f"stars {s}"] = box
        self.finish(
            self.tr(
                "Players join with their phones: the laptop shows a QR code for every phone and "
                "then only the public board; the terms stay on the phones until the check."
            )
        )

    # ------------------------------------------------------------------ memory
    def setup(self) -> dict[str, Any]:
        """The seats, choices and the category cards as shown (kept when accepted)."""
        return {**super().setup(), "cards": list(self.chosen())}

    def restore(self) -> None:
        """Show the last accepted set-up, as far as it still fits (cards only all known)."""
        super().restore()
        cards = remembered_setup(self.game).get("cards")
        if isinstance(cards, list) and cards:
            known = {
                self.cards.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.cards.count())
            }
            if all(card in known for card in cards):
                self.set_chosen([str(card) for card in cards])
        self._update()

    # ------------------------------------------------------------------ categories
    def chosen(self) -> tuple[str, ...]:
        """Ids of the ticked category cards, in list order."""
        out = []
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(out)

    def set_chosen(self, ids: tuple[str, ...] | list[str]) -> None:
        self.cards.blockSignals(True)
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in ids
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.cards.blockSignals(False)
        self._update()

    def draw(self, seed: int | None = None) -> None:
        """Draw ``count`` cards at random among the ticked star counts."""
        stars = {s + 1 for s, box in enumerate(self.star_boxes) if box.isChecked()}
        try:
            ids = draw_categories(
                self.count.value(), stars, random.randrange(2**31) if seed is None else seed
            )
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.error.clear()
        self.set_chosen(ids)

    def _update(self) -> None:
        super()._update()
        n = len(self.chosen())
        self.chosen_label.setText(self.tr("Cards chosen: %1 (5 to 7)").replace("%1", str(n)))
        self.y_vowel.setEnabled(self.language.currentData() == "de")  # Danish: Y always is

    # ------------------------------------------------------------------ result
    def config(self, seed: int | None = None) -> Config:
        """The chosen configuration (``ValueError`` with a readable message if impossible)."""
        players = tuple(
            self.names[i].text().strip() for i in range(MAX_PLAYERS) if self.enabled[i].isChecked()
        )
        cfg = Config(
            players,
            rounds=int(self.rounds.currentData()),
            categories=self.chosen(),
            prompts=str(self.colours.currentData()),
            timer_seconds=self.timer.value(),
            grace_seconds=self.grace.value(),
            creative=self.creative.isChecked(),
            language=str(self.language.currentData()),
            y_vowel=self.y_vowel.isChecked() and self.language.currentData() == "de",
            seed=random.randrange(2**31) if seed is None else seed,
        )
        cfg.validate()
        return cfg

    def open_table(self, config: Any, parent: QWidget | None = None) -> bool:
        """With phone seats: open the table (QR codes, the public board) running ``config``
        and return True; without: False (the game runs on the Stadt-Land-anders screen)."""
        active = self._active()
        kinds = [PHONE if self.kinds[i].currentData() == PHONE else "human" for i in active]
        seats = table_seats(list(config.players), kinds, ["medium"] * len(active))
        return open_table("stadtland", config, seats, parent)

    def problem(self) -> str | None:
        """What makes the set-up impossible, in the user's language (``None``: nothing)."""
        names = [
            self.names[i].text().strip() for i in range(MAX_PLAYERS) if self.enabled[i].isChecked()
        ]
        if any(not name for name in names):
            return self.tr("Every player needs a name.")
        if len({name.casefold() for name in names}) != len(names):
            return self.tr("Two players have the same name.")
        if not 5 <= len(self.chosen()) <= 7:
            return self.tr("Choose 5 category cards (6 or 7 as a variant).")
        if self.creative.isChecked() and len(names) < 3:
            return self.tr("Creative Play needs at least 3 players.")
        if 0 < self.timer.value() < 10:
            return self.tr("The round timer is off or at least 10 seconds.")
        return None

    def _accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        accept_when_valid(self, self.error, lambda: self.config(seed=0))
