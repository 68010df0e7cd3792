"""Creative Play (a variant): every player points at one fellow player.

Nobody is preselected; the fingers are counted once everyone has chosen (the engine refuses a
missing finger).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QPushButton, QWidget

from geoquiz.app.stadtland.pages.base import PageVBox, fill_terms, font, read_only_table
from geoquiz.games.stadtland import State

__all__ = ["CreativePage"]


class CreativePage(QWidget):
    """One chooser per player over the last round's terms; ``count_requested`` counts."""

    count_requested = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        layout = PageVBox(self)
        title = QLabel(
            QCoreApplication.translate(
                "StadtlandScreen", "Creative Play: on a signal, everyone points at a fellow player"
            )
        )
        title.setFont(font(title, 4, True))
        title.setWordWrap(True)
        layout.addWidget(title)
        self.point_form_box = QWidget()
        self.point_form = QFormLayout(self.point_form_box)
        layout.addWidget(self.point_form_box)
        self.point_form_box.setMaximumWidth(560)
        self.point_form_box.setFont(font(self.point_form_box, 3))
        self.point_button = QPushButton(
            QCoreApplication.translate("StadtlandScreen", "Count the &fingers")
        )
        self.point_button.setFont(font(self.point_button, 3, True))
        self.point_button.clicked.connect(self.count_requested)
        layout.addWidget(self.point_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.creative_terms = read_only_table(
            QCoreApplication.translate("StadtlandScreen", "Terms of the last round"), 2
        )
        layout.addWidget(self.creative_terms, 1)
        self.point_combos: list[QComboBox] = []
        #: the players the choosers are for (the form is made when they change, not per round)
        self._form_names: list[str] | None = None

    def targets(self) -> tuple[int | None, ...]:
        """Whom each player points at (``None``: not chosen yet)."""
        return tuple(
            None if combo.currentIndex() < 0 else int(combo.currentData())
            for combo in self.point_combos
        )

    def show_state(self, state: State) -> None:
        names = state.config.players
        last = state.results[-1]
        fill_terms(self.creative_terms, state, self.lang, last["terms"], last["marks"], list(names))
        if self._form_names == list(names):
            for combo in self.point_combos:
                combo.setCurrentIndex(-1)  # nobody preselected: each player chooses
            return
        while self.point_form.rowCount():
            self.point_form.removeRow(0)
        self.point_combos = []
        for p, name in enumerate(names):
            combo = QComboBox()
            for q, other in enumerate(names):
                if q != p:
                    combo.addItem(other, q)
            combo.setCurrentIndex(-1)  # nobody preselected: each player chooses
            combo.setPlaceholderText(QCoreApplication.translate("StadtlandScreen", "— choose —"))
            combo.setAccessibleName(
                QCoreApplication.translate("StadtlandScreen", "%1 points at").replace("%1", name)
            )
            label = QLabel(
                QCoreApplication.translate("StadtlandScreen", "%1 points at").replace("%1", name)
            )
            label.setBuddy(combo)
            self.point_form.addRow(label, combo)
            self.point_combos.append(combo)
        self._form_names = list(names)
