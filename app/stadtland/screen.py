"""The Stadt-Land-anders screen: the laptop on the table is the game master.

Pages (one at a time, chosen from the engine phase):

* **Lobby** — new game, resume the autosaved game, the rules in short.
* **Round** — the prompt shown big (green card: letters; blue card: creative — the colour is
  always named as well), the categories, the countdown of the round timer, and one row per
  player with "Stopp und 1" (the player sets how many categories are filled; the ten-second
  count runs in that row) and "Stopp und Aus". When the timer or a count runs out the app calls
  "Stopp und Aus!" itself; then a short grace lets everyone finish the term they are writing,
  and the entry begins on its own.
* **Entry** (hot seat) — "Pass the laptop to …" covers the screen; the player confirms and types
  one term per category (blank = gap). Players after "Stopp und 1" may enter only as many terms as
  they had; the player who called "Stopp und Aus!" must fill every category.
* **Check** — every term in a table (rows: categories, columns: players) with the automatic marks
  and their reasons (✗ and struck through, plus a red tint; accepted terms ✓); the vote box on the
  right puts the selected term to the vote (tick who rejects it; a strict majority of the other
  players crosses it out, a tie accepts it).
* **Creative Play** — each player points at one fellow player (nobody is preselected; the
  fingers are counted once everyone has chosen).
* **Scores** — points per round and the totals; "Deal the next prompt" or, at the end, the winner.

The clock is ``time.time`` unless a test passes another (``clock=``); every timed move carries
the time it was made, so a resumed game keeps its deadlines. The big countdown shows the time
until "Aus!": the round timer, or a running ten-second count when that ends sooner.

**After a crash mid-round** the timer is *not* paused: the players kept writing on paper while the
laptop restarted, so the round's deadline and any ten-second count stay where they were in real
time. Resumed in time, the countdown goes on; resumed after the deadline or the count, the first
tick calls "Stopp und Aus!" (ended by the timer or by the count), the grace runs from the moment
of resuming, and the entry begins.

**Repairs.** The header's Undo button takes back the last call of the round (a "Stopp und 1!" or
a misclicked "Stopp und Aus!", until the first terms are entered) and, in the check, the last
vote, correction or merge; what it would take back is written on it. "Stopp und 1!" without a
number (the spin box shows "?") asks how many categories are filled. In the check, any term may
be put to the vote (an automatic cross too), corrected (logged) or merged with other spellings.

**Sound** (:mod:`app.stadtland.sound`): three beeps at "Aus!", a soft tick in the last three
seconds of a ten-second count; the header's "Sound" switch mutes it. Keyboard: every control is
reachable with Tab; Ctrl+1…8 is "Stopp und 1" and Ctrl+Shift+1…8 "Stopp und Aus" of player
1…8; Return confirms the page's main button.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.refusals import refusal_text
from geoquiz.app.stadtland.session import StadtlandSession
from geoquiz.app.stadtland.sound import Sound
from geoquiz.games.contract import IllegalMove
from geoquiz.games.stadtland import (
    STOP_COUNT,
    BeginEntry,
    Config,
    Deal,
    Edit,
    EnterTerms,
    Merge,
    Move,
    Point,
    Score,
    State,
    StopOne,
    StopOut,
    Undo,
    Vote,
    game,
    is_over,
    round_points,
    winners,
)
from geoquiz.games.stadtland.cards import category, prompt

__all__ = ["StadtlandScreen"]

GREEN = "#1b7f3b"
BLUE = "#1f5fae"
OK_TINT = QColor("#e3f4e6")
BAD_TINT = QColor("#fbe1e1")
GAP_TINT = QColor("#eeeeee")


def _font(widget: QWidget, delta: int, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSize(max(6, font.pointSize() + delta))
    font.setBold(bold)
    return font


def _wrap_table(table: QTableWidget) -> None:
    """Columns share the width but never shrink below a readable size (the table scrolls then);
    rows grow to their wrapped text."""
    table.setWordWrap(True)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(96)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)


def clock_text(seconds: float) -> str:
    """``m:ss`` of a non-negative number of seconds (rounded up: 0:01 until it is over)."""
    s = max(0, math.ceil(seconds))
    return f"{s // 60}:{s % 60:02d}"


class StadtlandScreen(QWidget):
    """Lobby and game of Stadt-Land-anders. ``back_requested`` returns to the start screen."""

    back_requested = Signal()
    #: emitted after every applied move (tests wait on it)
    moved = Signal()

    TICK_MS = 200

    def __init__(
        self,
        lang: str = "de",
        parent: QWidget | None = None,
        *,
        url: str | None = None,
        persist: bool = True,
        clock: Callable[[], float] = time.time,
        sound: Sound | None = None,
    ) -> None:
        super().__init__(parent)
        self.sound = sound or Sound()
        #: "Stopp und 1!" waiting for its number: (player, time of the call)
        self.asking: tuple[int, float] | None = None
        self._ticked: float | None = None
        self.lang = lang
        self.url = url
        self.persist = persist
        self.clock = clock
        self.session: StadtlandSession | None = None
        self.revealed_for: int | None = None
        self.selected: tuple[int, int] | None = None  # (category, player) in the check table
        self._build()
        self.ticker = QTimer(self)
        self.ticker.setInterval(self.TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.show_lobby()

    # ================================================================== layout
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        top = QHBoxLayout()
        title = QLabel(self.tr("Stadt-Land-anders"))
        title.setFont(_font(title, 4, True))
        top.addWidget(title)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        top.addWidget(self.status, 1)
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.setVisible(False)
        top.addWidget(self.undo_button)
        self.sound_box = QCheckBox(self.tr("&Sound"))
        self.sound_box.setChecked(not self.sound.muted)
        self.sound_box.setToolTip(
            self.tr("A signal at \u201cAus!\u201d and a soft tick at the end of the count")
        )
        self.sound_box.toggled.connect(self._toggle_sound)
        top.addWidget(self.sound_box)
        self.new_button = QPushButton(self.tr("&New game…"))
        self.new_button.clicked.connect(self.open_new_game_dialog)
        top.addWidget(self.new_button)
        self.back_button = QPushButton(self.tr("&Back"))
        self.back_button.clicked.connect(self.back_requested)
        top.addWidget(self.back_button)
        outer.addLayout(top)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)
        self._build_lobby()
        self._build_round()
        self._build_cover()
        self._build_entry()
        self._build_check()
        self._build_creative()
        self._build_scores()

    def _prompt_card(self) -> tuple[QFrame, QLabel, QLabel]:
        """A framed prompt card: the prompt text big, the card colour named below."""
        frame = QFrame()
        frame.setObjectName("promptCard")
        layout = QVBoxLayout(frame)
        layout.addStretch(1)
        text = QLabel()
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setWordWrap(True)
        kind = QLabel()
        kind.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(text)
        layout.addSpacing(12)
        layout.addWidget(kind)
        layout.addStretch(1)
        return frame, text, kind

    def _show_prompt(self, frame: QFrame, text: QLabel, kind: QLabel, pid: str | None) -> None:
        if pid is None:
            frame.setStyleSheet(
                "#promptCard { border: 3px dashed #888; border-radius: 14px; background: #fafafa; }"
            )
            text.setText(self.tr("?"))
            kind.setText(self.tr("The prompt card is still face down."))
            kind.setStyleSheet("color: #555;")
            text.setStyleSheet("color: #555;")
            return
        card = prompt(pid)
        colour = GREEN if card.colour == "green" else BLUE
        pattern = "solid" if card.colour == "green" else "double"
        frame.setStyleSheet(
            f"#promptCard {{ border: 6px {pattern} {colour}; border-radius: 14px;"
            " background: white; }"
        )
        text.setStyleSheet(f"color: {colour};")
        text.setText(card.text(self.lang))
        kind.setStyleSheet(f"color: {colour}; font-weight: bold;")
        if card.colour == "green":
            line = self.tr("● Green card: letters — the app checks the terms")
        else:
            line = self.tr("◆ Blue card: creative — you judge the terms")
        if self.lang != "de" and card.de != card.text(self.lang):
            line += "\n" + self.tr("German card: \u201c%1\u201d").replace("%1", card.de)
        kind.setText(line)

    def _build_lobby(self) -> None:
        self.lobby = QWidget()
        layout = QVBoxLayout(self.lobby)
        layout.addStretch(1)
        intro = QLabel(
            self.tr(
                "The laptop is the game master: it draws the prompt, runs the clock, takes "
                "everybody's terms after the round, checks the letter prompts and repeated terms, "
                "lets you vote on the rest and keeps the score.\n\n"
                "Find one term per category that fits the prompt. \u201cStopp und Aus!\u201d when "
                "every category is filled; \u201cStopp und 1!\u201d with at least two filled ends "
                "the round ten seconds later.\n\n"
                "Points: 2 for a term nobody else has, 1 for a shared term, and 1 extra point for "
                "each other player with a gap in that category."
            )
        )
        intro.setWordWrap(True)
        intro.setFixedWidth(760)
        intro.setFont(_font(intro, 2))
        # a stacked page does not ask for height-for-width: reserve the wrapped height
        intro.setMinimumHeight(intro.heightForWidth(760))
        layout.addWidget(intro, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.lobby_new = QPushButton(self.tr("&New game…"))
        self.lobby_new.clicked.connect(self.open_new_game_dialog)
        self.lobby_new.setFont(_font(self.lobby_new, 4, True))
        buttons.addWidget(self.lobby_new)
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.clicked.connect(self.resume)
        self.resume_button.setFont(_font(self.resume_button, 4, True))
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(2)
        self.pages.addWidget(self.lobby)

    def _build_round(self) -> None:
        self.round_page = QWidget()
        layout = QVBoxLayout(self.round_page)
        self.round_title = QLabel()
        self.round_title.setFont(_font(self.round_title, 3, True))
        layout.addWidget(self.round_title)
        self.round_categories = QLabel()
        self.round_categories.setWordWrap(True)
        self.round_categories.setFont(_font(self.round_categories, 6, True))
        layout.addWidget(self.round_categories)
        middle = QHBoxLayout()
        self.card_frame, self.card_text, self.card_kind = self._prompt_card()
        self.card_text.setFont(_font(self.card_text, 30, True))
        self.card_kind.setFont(_font(self.card_kind, 4, True))
        self.card_frame.setMinimumHeight(220)
        middle.addWidget(self.card_frame, 3)
        clock_box = QVBoxLayout()
        clock_box.addStretch(1)
        self.countdown = QLabel()
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.countdown.setFont(_font(self.countdown, 48, True))
        self.countdown.setAccessibleName(self.tr("Time left"))
        clock_box.addWidget(self.countdown)
        self.round_hint = QLabel()
        self.round_hint.setWordWrap(True)
        self.round_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.round_hint.setFont(_font(self.round_hint, 5, True))
        clock_box.addWidget(self.round_hint)
        self.deal_button = QPushButton(self.tr("&Deal the prompt and start the round"))
        self.deal_button.setFont(_font(self.deal_button, 3, True))
        self.deal_button.clicked.connect(self.deal)
        clock_box.addWidget(self.deal_button)
        clock_box.addStretch(1)
        middle.addLayout(clock_box, 2)
        layout.addLayout(middle, 1)
        self.ask_box = QGroupBox()
        ask = QHBoxLayout(self.ask_box)
        self.ask_label = QLabel()
        self.ask_label.setFont(_font(self.ask_label, 3, True))
        self.ask_label.setWordWrap(True)
        ask.addWidget(self.ask_label, 1)
        self.ask_buttons: list[QPushButton] = []
        for k in range(2, 7):
            button = QPushButton(f"&{k}")
            button.setFont(_font(button, 3, True))
            button.clicked.connect(lambda _=False, k=k: self.answer_filled(k))
            ask.addWidget(button)
            self.ask_buttons.append(button)
        self.ask_cancel = QPushButton(self.tr("Cancel"))
        self.ask_cancel.clicked.connect(self.cancel_ask)
        ask.addWidget(self.ask_cancel)
        self.ask_box.setVisible(False)
        layout.addWidget(self.ask_box)
        self.calls_box = QGroupBox(self.tr("Calls"))
        self.calls_grid = QGridLayout(self.calls_box)
        layout.addWidget(self.calls_box)
        self.call_rows: list[tuple[QLabel, QSpinBox, QPushButton, QPushButton, QLabel]] = []
        self.shortcuts: list[QShortcut] = []
        self.pages.addWidget(self.round_page)

    def _rebuild_calls(self, state: State) -> None:
        while self.calls_grid.count():
            item = self.calls_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for sc in self.shortcuts:
            sc.setEnabled(False)
            sc.deleteLater()
        self.shortcuts = []
        self.call_rows = []
        for p, name in enumerate(state.config.players):
            label = QLabel(name)
            label.setFont(_font(label, 4, True))
            filled = QSpinBox()
            filled.setRange(1, max(2, state.ncat - 1))
            filled.setSpecialValueText(self.tr("filled: ?"))
            filled.setValue(1)  # not given: "Stopp und 1!" asks
            filled.setAccessibleName(self.tr("Categories filled by %1").replace("%1", name))
            filled.setToolTip(self.tr("How many categories are filled"))
            filled.setFont(_font(filled, 2))
            filled.setPrefix(self.tr("filled: "))
            one = QPushButton(self.tr("Stopp und 1!"))
            one.setFont(_font(one, 2, True))
            one.setMinimumHeight(36)
            one.setAccessibleName(self.tr("Stopp und 1 for %1").replace("%1", name))
            one.clicked.connect(lambda _=False, p=p: self.stop_one(p))
            out = QPushButton(self.tr("Stopp und Aus!"))
            out.setFont(_font(out, 2, True))
            out.setMinimumHeight(36)
            out.setAccessibleName(self.tr("Stopp und Aus for %1").replace("%1", name))
            out.clicked.connect(lambda _=False, p=p: self.stop_out(p))
            info = QLabel()
            info.setMinimumWidth(160)
            info.setWordWrap(True)
            info.setFont(_font(info, 2))
            per_row = 1 if state.n <= 4 else 2
            row, col = p // per_row, (p % per_row) * 6
            self.calls_grid.addWidget(label, row, col)
            self.calls_grid.addWidget(filled, row, col + 2)
            self.calls_grid.addWidget(one, row, col + 3)
            self.calls_grid.addWidget(out, row, col + 4)
            self.calls_grid.addWidget(info, row, col + 5)
            self.call_rows.append((label, filled, one, out, info))
            if p < 9:
                for seq, slot in (
                    (f"Ctrl+{p + 1}", lambda p=p: self.stop_one(p)),
                    (f"Ctrl+Shift+{p + 1}", lambda p=p: self.stop_out(p)),
                ):
                    sc = QShortcut(QKeySequence(seq), self.round_page)
                    sc.activated.connect(slot)
                    self.shortcuts.append(sc)
        two = state.n > 4
        self.calls_grid.setColumnStretch(5, 1)
        self.calls_grid.setColumnStretch(11, 1 if two else 0)

    def _build_cover(self) -> None:
        self.cover = QWidget()
        layout = QVBoxLayout(self.cover)
        layout.addStretch(1)
        self.cover_label = QLabel()
        self.cover_label.setWordWrap(True)
        self.cover_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cover_label.setFont(_font(self.cover_label, 8, True))
        layout.addWidget(self.cover_label)
        self.cover_button = QPushButton()
        self.cover_button.setFont(_font(self.cover_button, 3))
        self.cover_button.clicked.connect(self.reveal)
        self.cover_button.setMinimumHeight(48)
        for key in ("Return", "Enter"):
            sc = QShortcut(QKeySequence(key), self.cover)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(self.reveal)
        layout.addWidget(self.cover_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.pages.addWidget(self.cover)

    def _build_entry(self) -> None:
        self.entry = QWidget()
        layout = QHBoxLayout(self.entry)
        left = QVBoxLayout()
        self.entry_title = QLabel()
        self.entry_title.setFont(_font(self.entry_title, 5, True))
        left.addWidget(self.entry_title)
        self.entry_form_box = QWidget()
        self.entry_form = QFormLayout(self.entry_form_box)
        left.addWidget(self.entry_form_box)
        self.entry_note = QLabel()
        self.entry_note.setWordWrap(True)
        left.addWidget(self.entry_note)
        self.entry_error = QLabel()
        self.entry_error.setWordWrap(True)
        self.entry_error.setStyleSheet("color: #b00020; font-weight: bold;")
        left.addWidget(self.entry_error)
        self.entry_done = QPushButton(self.tr("&Done: hide my terms"))
        self.entry_done.setFont(_font(self.entry_done, 2, True))
        self.entry_done.clicked.connect(self.submit_terms)
        left.addWidget(self.entry_done, 0, Qt.AlignmentFlag.AlignLeft)
        left.addStretch(1)
        layout.addLayout(left, 3)
        self.entry_card, self.entry_card_text, self.entry_card_kind = self._prompt_card()
        self.entry_card_text.setFont(_font(self.entry_card_text, 16, True))
        layout.addWidget(self.entry_card, 2, Qt.AlignmentFlag.AlignTop)
        self.entry_edits: list[QLineEdit] = []
        self.pages.addWidget(self.entry)

    def _build_check(self) -> None:
        self.check_page = QWidget()
        layout = QHBoxLayout(self.check_page)
        left = QVBoxLayout()
        self.check_title = QLabel()
        self.check_title.setFont(_font(self.check_title, 3, True))
        self.check_title.setWordWrap(True)
        left.addWidget(self.check_title)
        self.table = QTableWidget()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.setAccessibleName(self.tr("Terms of this round"))
        self.table.setFont(_font(self.table, 3))
        self.table.currentCellChanged.connect(self._cell_changed)
        _wrap_table(self.table)
        left.addWidget(self.table, 1)
        self.legend = QLabel(
            self.tr(
                "✓ accepted   ✗ crossed out, with the reason   — gap.   "
                "Singular or plural are both fine (rule 2). Be generous, but not arbitrary."
            )
        )
        self.legend.setWordWrap(True)
        left.addWidget(self.legend)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setFont(_font(self.preview, 2, True))
        left.addWidget(self.preview)
        layout.addLayout(left, 3)
        right = QVBoxLayout()
        self.vote_box = QGroupBox(self.tr("Vote"))
        vote = QVBoxLayout(self.vote_box)
        self.vote_label = QLabel()
        self.vote_label.setWordWrap(True)
        vote.addWidget(self.vote_label)
        self.vote_checks_box = QWidget()
        self.vote_checks = QVBoxLayout(self.vote_checks_box)
        self.vote_checks.setContentsMargins(0, 0, 0, 0)
        vote.addWidget(self.vote_checks_box)
        self.vote_button = QPushButton(self.tr("&Count the votes"))
        self.vote_button.clicked.connect(self.count_votes)
        vote.addWidget(self.vote_button)
        self.vote_result = QLabel()
        self.vote_result.setWordWrap(True)
        vote.addWidget(self.vote_result)
        right.addWidget(self.vote_box)
        self.edit_box = QGroupBox(self.tr("Correct the term"))
        edit_form = QFormLayout(self.edit_box)
        self.edit_term = QLineEdit()
        self.edit_term.setMaxLength(80)
        self.edit_note = QLineEdit()
        self.edit_note.setMaxLength(80)
        self.edit_note.setPlaceholderText(self.tr("optional"))
        edit_form.addRow(self.tr("&Term:"), self.edit_term)
        edit_form.addRow(self.tr("Ju&stification:"), self.edit_note)
        self.edit_button = QPushButton(self.tr("Sa&ve the correction"))
        self.edit_button.clicked.connect(self.save_edit)
        edit_form.addRow(self.edit_button)
        right.addWidget(self.edit_box)
        self.merge_box = QGroupBox(self.tr("Same term, other spelling"))
        merge = QVBoxLayout(self.merge_box)
        self.merge_label = QLabel()
        self.merge_label.setWordWrap(True)
        merge.addWidget(self.merge_label)
        self.merge_checks_box = QWidget()
        self.merge_checks = QVBoxLayout(self.merge_checks_box)
        self.merge_checks.setContentsMargins(0, 0, 0, 0)
        merge.addWidget(self.merge_checks_box)
        self.merge_button = QPushButton(self.tr("&Merge into one term"))
        self.merge_button.clicked.connect(self.merge_terms)
        merge.addWidget(self.merge_button)
        right.addWidget(self.merge_box)
        self.merge_boxes: list[tuple[int, QCheckBox]] = []
        self.log_label = QLabel()
        self.log_label.setWordWrap(True)
        right.addWidget(self.log_label)
        self.voter_boxes: list[tuple[int, QCheckBox]] = []
        right.addStretch(1)
        self.score_button = QPushButton(self.tr("&Score the round"))
        self.score_button.setFont(_font(self.score_button, 2, True))
        self.score_button.clicked.connect(self.score)
        right.addWidget(self.score_button)
        holder = QWidget()
        holder.setLayout(right)
        side = QScrollArea()  # the side panel scrolls on a small screen instead of squeezing
        side.setWidget(holder)
        side.setWidgetResizable(True)
        side.setFrameShape(QFrame.Shape.NoFrame)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.setMinimumWidth(320)
        side.setMaximumWidth(400)
        layout.addWidget(side, 1)
        self.pages.addWidget(self.check_page)

    def _build_creative(self) -> None:
        self.creative_page = QWidget()
        layout = QVBoxLayout(self.creative_page)
        title = QLabel(self.tr("Creative Play: on a signal, everyone points at a fellow player"))
        title.setFont(_font(title, 4, True))
        title.setWordWrap(True)
        layout.addWidget(title)
        self.point_form_box = QWidget()
        self.point_form = QFormLayout(self.point_form_box)
        layout.addWidget(self.point_form_box)
        self.point_form_box.setMaximumWidth(560)
        self.point_form_box.setFont(_font(self.point_form_box, 3))
        self.point_button = QPushButton(self.tr("Count the &fingers"))
        self.point_button.setFont(_font(self.point_button, 3, True))
        self.point_button.clicked.connect(self.count_fingers)
        layout.addWidget(self.point_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.creative_terms = QTableWidget()
        self.creative_terms.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
        self.creative_terms.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.creative_terms.setAccessibleName(self.tr("Terms of the last round"))
        self.creative_terms.setFont(_font(self.creative_terms, 2))
        _wrap_table(self.creative_terms)
        layout.addWidget(self.creative_terms, 1)
        self.point_combos: list[QComboBox] = []
        self.pages.addWidget(self.creative_page)

    def _build_scores(self) -> None:
        self.scores_page = QWidget()
        layout = QVBoxLayout(self.scores_page)
        self.scores_title = QLabel()
        self.scores_title.setFont(_font(self.scores_title, 8, True))
        self.scores_title.setWordWrap(True)
        layout.addWidget(self.scores_title)
        self.scores_note = QLabel()
        self.scores_note.setWordWrap(True)
        self.scores_note.setFont(_font(self.scores_note, 2))
        layout.addWidget(self.scores_note)
        self.scores = QTableWidget()
        self.scores.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setAccessibleName(self.tr("Points per round and total"))
        self.scores.setFont(_font(self.scores, 4))  # the standings, read from across the table
        _wrap_table(self.scores)
        layout.addWidget(self.scores, 1)
        self.detail_title = QLabel()
        self.detail_title.setFont(_font(self.detail_title, 3, True))
        layout.addWidget(self.detail_title)
        self.detail = QTableWidget()
        self.detail.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
        self.detail.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.detail.setAccessibleName(self.tr("Terms of the last round"))
        self.detail.setFont(_font(self.detail, 2))
        _wrap_table(self.detail)
        layout.addWidget(self.detail, 1)
        buttons = QHBoxLayout()
        self.next_button = QPushButton(self.tr("&Deal the next prompt"))
        self.next_button.setFont(_font(self.next_button, 3, True))
        self.next_button.clicked.connect(self.deal)
        buttons.addWidget(self.next_button)
        self.again_button = QPushButton(self.tr("&New game…"))
        self.again_button.clicked.connect(self.open_new_game_dialog)
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.pages.addWidget(self.scores_page)

    # ================================================================== lobby and games
    def show_lobby(self) -> None:
        self.session = None
        self.ticker.stop()
        self.pages.setCurrentWidget(self.lobby)
        self.resume_button.setEnabled(self.persist and StadtlandSession.can_resume(self.url))
        self.status.setText(self.tr("Start a new game or resume the last one."))

    def open_new_game_dialog(self) -> None:
        from geoquiz.app.stadtland.setup_dialog import NewGameDialog

        dialog = NewGameDialog(self.lang, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.config())

    def start_game(self, config: Config) -> None:
        """Start a new game with ``config`` (validated by the engine)."""
        self.session = StadtlandSession.new(config, persist=self.persist, url=self.url)
        self._enter_game()

    def resume(self) -> bool:
        """Resume the newest unfinished saved game; return whether there was one."""
        session = StadtlandSession.resume(url=self.url)
        if session is None:
            self.resume_button.setEnabled(False)
            return False
        self.session = session
        self._enter_game()
        return True

    def load_state(self, state: State) -> None:
        """Show ``state`` (a test or demo position) in an unsaved session."""
        self.session = StadtlandSession(state, "demo", persist=False)
        self._enter_game()

    def _enter_game(self) -> None:
        assert self.session is not None
        self.revealed_for = None
        self.selected = None
        self._rebuild_calls(self.session.state)
        self.ticker.start()
        self.refresh()

    @property
    def state(self) -> State:
        assert self.session is not None
        return self.session.state

    def now(self) -> float:
        """The clock, never before the latest time the game has seen."""
        return max(float(self.clock()), self.state.clock)

    # ================================================================== moves
    def play(self, move: Move) -> bool:
        """Apply ``move``; show an illegal move's reason in the status line."""
        if self.session is None:
            return False
        before = self.session.state
        try:
            self.session.apply(move)
        except IllegalMove as exc:
            self.status.setText(refusal_text(exc))
            return False
        self._signal(before, self.session.state)
        self.refresh()
        self.moved.emit()
        return True

    def _signal(self, before: State, after: State) -> None:
        """Sound what the table must hear: "Aus!" (the engine's ``stadtland.aus`` event)."""
        kinds = {e.kind for e in game.events(before, after)}
        if "stadtland.aus" in kinds:
            self.sound.play("aus")

    def _toggle_sound(self, on: bool) -> None:
        self.sound.muted = not on

    def undo(self) -> None:
        """Take back the last call of the round or the last verdict, correction or merge."""
        if self.session is None:
            return
        self.asking = None
        if self.play(Undo(self.now())):
            self.vote_result.clear()
            for p, row in enumerate(self.call_rows):
                if self.state.phase == "writing" and self.state.stop_of(p) is None:
                    row[1].setValue(1)  # the number is asked again
            self.status.setText(self.tr("Taken back.") + " " + self.status.text())

    def deal(self) -> None:
        if self.session is not None and self.state.phase == "ready":
            self.selected = None
            self.vote_result.clear()
            self.play(Deal(self.now()))

    def stop_one(self, player: int) -> None:
        if self.session is None or self.state.phase != "writing":
            return
        if player >= len(self.call_rows):
            return
        filled = self.call_rows[player][1].value()
        if filled < 2:  # not given ("?"): ask, the count starts at the call
            self.asking = (player, self.now())
            self._render_round(self.state)
            self.ask_buttons[0].setFocus()
            return
        self.play(StopOne(player, filled, self.now()))

    def answer_filled(self, filled: int) -> None:
        """The answer to "how many categories are filled?" after a "Stopp und 1!" call."""
        if self.session is None or self.asking is None:
            return
        player, at = self.asking
        self.asking = None
        if not self.play(StopOne(player, filled, max(at, self.state.clock))):
            self._render_round(self.state)

    def cancel_ask(self) -> None:
        self.asking = None
        if self.session is not None:
            self._render_round(self.state)

    def stop_out(self, player: int) -> None:
        if self.session is None or self.state.phase != "writing" or player >= self.state.n:
            return
        self.play(StopOut(player, self.now()))

    def tick(self) -> None:
        """Advance what the clock decides: the app's "Stopp und Aus!" and the end of the grace."""
        if self.session is None:
            return
        state = self.state
        now = self.now()
        if state.phase == "writing":
            due = state.due()
            if due is not None and now >= due:
                self.play(StopOut(None, now))
                return
        elif state.phase == "grace":
            if state.grace_until is not None and now >= state.grace_until:
                self.play(BeginEntry(now))
                return
        if state.phase in ("writing", "grace"):
            self._tick_sound(state, now)
            self._render_round(state)

    def _tick_sound(self, state: State, now: float) -> None:
        """A soft tick in each of the last three seconds of the ten-second count."""
        count = state.count_ends() if state.phase == "writing" else None
        if count is None:
            return
        left = count - now
        second = float(math.ceil(left))
        if 0 < left <= 3 and self._ticked != count + second:
            self._ticked = count + second
            self.sound.play("tick")

    def reveal(self) -> None:
        """The player named on the cover has the laptop: show their entry form."""
        if self.session is None or self.state.phase != "entry":
            return
        self.revealed_for = self.state.current
        self.refresh()
        if self.entry_edits:
            self.entry_edits[0].setFocus()

    def submit_terms(self) -> None:
        if self.session is None or self.state.phase != "entry":
            return
        player = self.state.current
        terms = tuple(edit.text() for edit in self.entry_edits)
        notes = tuple(edit.text() for edit in self.note_edits)
        try:
            self.session.apply(EnterTerms(player, terms, notes))
        except IllegalMove as exc:
            self.entry_error.setText(refusal_text(exc))
            return
        self.entry_error.clear()
        self.revealed_for = None
        self.refresh()
        self.moved.emit()

    def count_votes(self) -> None:
        if self.session is None or self.state.phase != "check" or self.selected is None:
            return
        c, p = self.selected
        against = tuple(q for q, box in self.voter_boxes if box.isChecked())
        if self.play(Vote(c, p, against)):
            last = self.state.votes[-1]
            verdict = (
                self.tr("Crossed out: %1 of %2 reject it.")
                if last["rejected"]
                else self.tr("Accepted: %1 of %2 reject it (a tie accepts).")
            )
            self.vote_result.setText(
                verdict.replace("%1", str(len(last["against"]))).replace("%2", str(last["voters"]))
            )

    def score(self) -> None:
        if self.session is not None and self.state.phase == "check":
            self.play(Score())

    def count_fingers(self) -> None:
        if self.session is None or self.state.phase != "creative":
            return
        targets = tuple(
            None if combo.currentIndex() < 0 else int(combo.currentData())
            for combo in self.point_combos
        )
        self.play(Point(targets))

    def save_edit(self) -> None:
        """Correct the selected term (the engine logs the old and the new text)."""
        if self.session is None or self.state.phase != "check" or self.selected is None:
            return
        c, p = self.selected
        if self.play(Edit(c, p, self.edit_term.text(), self.edit_note.text())):
            self.vote_result.setText(self.tr("Corrected."))

    def merge_terms(self) -> None:
        """Make the ticked spellings one term with the selected one."""
        if self.session is None or self.state.phase != "check" or self.selected is None:
            return
        c, p = self.selected
        others = [q for q, box in self.merge_boxes if box.isChecked()]
        if self.play(Merge(c, (p, *others))):
            self.vote_result.setText(self.tr("Merged: they count as one shared term."))

    # ================================================================== rendering
    def _cat_title(self, cid: str) -> str:
        return category(cid).title(self.lang)

    def _names(self) -> tuple[str, ...]:
        return self.state.config.players

    def refresh(self) -> None:
        if self.session is None:
            return
        state = self.state
        phase = state.phase
        if phase in ("writing", "grace") or (phase == "ready" and state.round == 0):
            self.pages.setCurrentWidget(self.round_page)
            self._render_round(state)
        elif phase == "entry":
            if self.revealed_for == state.current:
                self.pages.setCurrentWidget(self.entry)
                self._render_entry(state)
            else:
                self.pages.setCurrentWidget(self.cover)
                self._render_cover(state)
        elif phase == "check":
            self.pages.setCurrentWidget(self.check_page)
            self._render_check(state)
        elif phase == "creative":
            self.pages.setCurrentWidget(self.creative_page)
            self._render_creative(state)
        else:
            self.pages.setCurrentWidget(self.scores_page)
            self._render_scores(state)
        what = state.undoable()
        self.undo_button.setVisible(what is not None)
        self.undo_button.setText(
            {
                "call": self.tr("&Undo the last call"),
                "vote": self.tr("&Undo the last vote"),
                "edit": self.tr("&Undo the last correction"),
                "merge": self.tr("&Undo the last merge"),
            }.get(what or "", self.tr("&Undo"))
        )
        status = self._status(state)
        if self.session.save_error:
            status += "  " + self.tr("(Autosave failed: %1)").replace("%1", self.session.save_error)
        self.status.setText(status)

    def _round_text(self, state: State) -> str:
        rounds = state.config.rounds
        if state.round > rounds:
            return self.tr("Extra round %1 (tie)").replace("%1", str(state.round - rounds))
        return (
            self.tr("Round %1 of %2")
            .replace("%1", str(max(1, state.round)))
            .replace("%2", str(rounds))
        )

    def _status(self, state: State) -> str:
        phase = state.phase
        if phase == "ready" and state.round == 0:
            return self.tr("Everybody ready with paper and pen? Deal the first prompt.")
        if phase == "writing":
            return self.tr("Write one term per category on your paper.")
        if phase == "grace":
            return self.tr("Aus! Finish the term you are writing.")
        if phase == "entry":
            return self.tr("%1 enters their terms.").replace("%1", self._names()[state.current])
        if phase == "check":
            return self.tr("Read out the terms; vote on doubtful ones, then score the round.")
        if phase == "creative":
            return self.tr("Award the creativity points.")
        if phase == "over":
            return self.tr("The game is over.")
        return self.tr("Round scored. Deal the next prompt when everybody is ready.")

    def _render_round(self, state: State) -> None:
        self.round_title.setText(self._round_text(state))
        titles = [self._cat_title(c) for c in state.config.categories]
        self.round_categories.setText(self.tr("Categories: %1").replace("%1", " · ".join(titles)))
        self._show_prompt(self.card_frame, self.card_text, self.card_kind, state.prompt)
        now = self.now()
        phase = state.phase
        self.deal_button.setVisible(phase == "ready")
        if phase == "ready":
            timer = state.config.timer_seconds
            self.countdown.setText(clock_text(timer) if timer else "—")
            self.round_hint.setText(self.tr("The clock starts when the prompt is dealt."))
        elif phase == "writing":
            due = state.due()
            if due is not None:  # the time until "Aus!": the timer, or a count if sooner
                self.countdown.setText(clock_text(due - now))
            else:
                self.countdown.setText(clock_text(now - float(state.started_at or now)))
            count = state.count_ends()
            if count is not None:
                first = min(state.stops, key=lambda s: s["at"])
                self.round_hint.setText(
                    self.tr("%1 called \u201cStopp und 1!\u201d — %2 s until \u201cAus!\u201d")
                    .replace("%1", self._names()[first["player"]])
                    .replace("%2", str(max(0, math.ceil(count - now))))
                )
            elif state.deadline is None:
                self.round_hint.setText(self.tr("No timer: the round runs until a call."))
            else:
                self.round_hint.setText(self.tr("Time left in this round"))
        else:  # grace
            left = max(0.0, float(state.grace_until or now) - now)
            self.countdown.setText(self.tr("Aus!"))
            who = self._ended_text(state)
            self.round_hint.setText(
                who
                + "\n"
                + self.tr("Finish the term you are writing: %1 s").replace(
                    "%1", str(math.ceil(left))
                )
            )
        writing = phase == "writing"
        if self.asking is not None and not writing:
            self.asking = None
        self.ask_box.setVisible(self.asking is not None)
        if self.asking is not None:
            self.ask_label.setText(
                self.tr(
                    "%1 called \u201cStopp und 1!\u201d: how many categories are filled?"
                ).replace("%1", self._names()[self.asking[0]])
            )
            for k, button in enumerate(self.ask_buttons, start=2):
                button.setVisible(k < state.ncat)
        due = state.due()
        too_late = due is not None and now >= due
        for p, (_label, filled, one, out, info) in enumerate(self.call_rows):
            stop = state.stop_of(p) if phase != "ready" else None
            filled.setEnabled(writing and stop is None and not too_late)
            one.setEnabled(writing and stop is None and not too_late)
            out.setEnabled(writing and stop is None)
            if stop is not None:
                filled.setValue(int(stop["filled"]))
                left = stop["at"] + STOP_COUNT - now
                if writing:
                    counted = max(0, min(10, math.floor(STOP_COUNT - left)))
                    info.setText(
                        f"{'●' * counted}{'○' * (10 - counted)} {counted} · "
                        + self.tr("Stopp und 1 with %1 filled").replace("%1", str(stop["filled"]))
                    )
                else:
                    info.setText(
                        self.tr("Stopp und 1 with %1 terms").replace("%1", str(stop["filled"]))
                    )
            elif phase == "grace" and state.ended_by == p and state.end_reason == "stop":
                info.setText(self.tr("called \u201cStopp und Aus!\u201d"))
            else:
                info.setText("")

    def _ended_text(self, state: State) -> str:
        names = self._names()
        if state.end_reason == "timer":
            return self.tr("Time is up.")
        if state.end_reason == "count" and state.ended_by is not None:
            return self.tr("%1 counted to ten.").replace("%1", names[state.ended_by])
        if state.ended_by is not None:
            return self.tr("%1 called \u201cStopp und Aus!\u201d").replace(
                "%1", names[state.ended_by]
            )
        return ""

    def _render_cover(self, state: State) -> None:
        name = self._names()[state.current]
        self.cover_label.setText(
            self.tr("Pass the laptop to %1.").replace("%1", name)
            + "\n\n"
            + self.tr("Everybody else: please look away.")
        )
        self.cover_button.setText(self.tr("I am %1: enter my terms").replace("%1", name))
        self.cover_button.setDefault(True)
        self.cover_button.setFocus()

    def _render_entry(self, state: State) -> None:
        player = state.current
        name = self._names()[player]
        self.entry_title.setText(self.tr("%1's terms").replace("%1", name))
        self._show_prompt(self.entry_card, self.entry_card_text, self.entry_card_kind, state.prompt)
        while self.entry_form.rowCount():
            self.entry_form.removeRow(0)
        self.entry_edits = []
        self.note_edits = []
        for cid in state.config.categories:
            edit = QLineEdit()
            edit.setMaxLength(80)
            edit.setFont(_font(edit, 3))
            edit.setAccessibleName(self._cat_title(cid))
            edit.returnPressed.connect(self._entry_return)
            note = QLineEdit()
            note.setMaxLength(80)
            note.setPlaceholderText(self.tr("justification (optional)"))
            note.setAccessibleName(
                self.tr("Justification for %1").replace("%1", self._cat_title(cid))
            )
            note.returnPressed.connect(self._entry_return)
            row = QWidget()
            pair = QHBoxLayout(row)
            pair.setContentsMargins(0, 0, 0, 0)
            pair.addWidget(edit, 3)
            pair.addWidget(note, 2)
            label = QLabel(self._cat_title(cid) + ":")
            label.setFont(_font(label, 3))
            label.setBuddy(edit)
            self.entry_form.addRow(label, row)
            label.show()  # shown now (not queued by the layout) so that focus can move in
            row.show()
            self.entry_edits.append(edit)
            self.note_edits.append(note)
        for before, after in zip(self.note_edits, self.entry_edits[1:], strict=False):
            QWidget.setTabOrder(before, after)
        for term, note in zip(self.entry_edits, self.note_edits, strict=True):
            QWidget.setTabOrder(term, note)
        notes = [
            self.tr("Leave a category empty if you have no term for it."),
            self.tr("A justification (rule 3) is shown at the vote; the letter checks ignore it."),
        ]
        stop = state.stop_of(player)
        if stop is not None:
            notes.append(
                self.tr(
                    "You called \u201cStopp und 1!\u201d with %1 terms: enter only those."
                ).replace("%1", str(stop["filled"]))
            )
        if state.end_reason == "stop" and state.ended_by == player:
            notes.append(
                self.tr("You called \u201cStopp und Aus!\u201d: enter a term for every category.")
            )
        self.entry_note.setText("\n".join(notes))
        self.entry_error.clear()
        self.entry_done.setText(self.tr("&Done: hide my terms"))

    def _entry_return(self) -> None:
        sender = self.sender()
        if sender in self.note_edits:
            sender = self.entry_edits[self.note_edits.index(sender)]
        if sender in self.entry_edits:
            i = self.entry_edits.index(sender)
            if i + 1 < len(self.entry_edits):
                self.entry_edits[i + 1].setFocus()
                return
        self.submit_terms()

    def _mark_text(self, mark: str | None) -> str:
        return {
            None: self.tr("accepted"),
            "gap": self.tr("gap"),
            "prompt": self.tr("does not fit the letter prompt"),
            "used": self.tr("already used earlier in this game (rule 5)"),
            "twice": self.tr("same term in two categories (rule 4)"),
            "vote": self.tr("crossed out by vote"),
        }.get(mark, str(mark))

    def _render_check(self, state: State) -> None:
        pid = str(state.prompt)
        card = prompt(pid)
        colour = self.tr("green") if card.colour == "green" else self.tr("blue")
        self.check_title.setText(
            self._round_text(state)
            + " — "
            + self.tr("prompt: %1 (%2)").replace("%1", card.text(self.lang)).replace("%2", colour)
        )
        self.table.blockSignals(True)
        keys = state.keys()
        merged = {
            (q, m["category"])
            for m in state.merges
            for q in range(state.n)
            if keys[q][m["category"]] in {keys[r][m["category"]] for r in m["players"]}
        }
        self._fill_terms(
            self.table, state, state.terms, state.marks, list(self._names()), state.notes, merged
        )
        self.table.blockSignals(False)
        preview = round_points(state.terms, state.marks, state.keys())
        pairs = zip(self._names(), preview, strict=True)
        self.preview.setText(
            self.tr("Points if scored now: %1").replace(
                "%1", ", ".join(f"{name} {pts}" for name, pts in pairs)
            )
        )
        if self.selected is None or state.auto[self.selected[1]][self.selected[0]] == "gap":
            opened = state.open_terms()
            self.selected = min(opened) if opened else None
            self._load_edit(state)
        lines = []
        for e in state.edits:
            line = (
                self.tr("%1 corrected in %2: \u201c%3\u201d → \u201c%4\u201d")
                .replace("%1", self._names()[e["player"]])
                .replace("%2", self._cat_title(state.config.categories[e["category"]]))
                .replace("%3", e["old"])
                .replace("%4", e["new"])
            )
            if e["old_note"] != e["new_note"]:
                line += " (" + self.tr("justification: %1").replace("%1", e["new_note"]) + ")"
            lines.append(line)
        self.log_label.setText("\n".join(lines))
        if self.selected is not None:
            c, p = self.selected
            self.table.blockSignals(True)
            self.table.setCurrentCell(c, p)
            self.table.blockSignals(False)
        self._render_vote(state)

    def _fill_terms(
        self,
        table: QTableWidget,
        state: State,
        terms: list[list[str]],
        marks: list[list[str | None]],
        headers: list[str],
        notes: list[list[str]] | None = None,
        merged: set[tuple[int, int]] | None = None,
    ) -> None:
        """Fill ``table`` with one round's terms: rows are categories, columns players; a
        justification is shown under its term, a merged spelling is marked ⇄."""
        table.clear()
        table.setRowCount(state.ncat)
        table.setColumnCount(state.n)
        table.setHorizontalHeaderLabels(headers)
        table.setVerticalHeaderLabels([self._cat_title(c) for c in state.config.categories])
        for p in range(state.n):
            for c in range(state.ncat):
                term, mark = terms[p][c], marks[p][c]
                note = notes[p][c] if notes and p < len(notes) else ""
                shown = term + (f"\n({note})" if note else "")
                if merged and (p, c) in merged:
                    shown += "\n⇄ " + self.tr("merged")
                if mark == "gap":
                    text, tint = "—", GAP_TINT
                elif mark is None:
                    text, tint = f"✓ {shown}", OK_TINT
                else:
                    text, tint = f"✗ {shown}\n→ {self._mark_text(mark)}", BAD_TINT
                item = QTableWidgetItem(text)
                item.setBackground(QBrush(tint))
                item.setForeground(QBrush(QColor("#111")))
                item.setToolTip(self._mark_text(mark))
                table.setItem(c, p, item)

    def _cell_changed(self, row: int, column: int, _prev_row: int, _prev_col: int) -> None:
        if self.session is None or self.state.phase != "check" or row < 0 or column < 0:
            return
        self.selected = (row, column)
        self.vote_result.clear()
        self._load_edit(self.state)
        self._render_vote(self.state)

    def _load_edit(self, state: State) -> None:
        """Put the selected term and its justification into the correction fields."""
        if self.selected is None:
            self.edit_term.clear()
            self.edit_note.clear()
            return
        c, p = self.selected
        self.edit_term.setText(state.terms[p][c])
        self.edit_note.setText(state.notes[p][c] if state.notes else "")

    def _clear(self, layout: QVBoxLayout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def _render_vote(self, state: State) -> None:
        """The vote, correction and merge boxes for the selected term."""
        self._clear(self.vote_checks)
        self._clear(self.merge_checks)
        self.voter_boxes = []
        self.merge_boxes = []
        names = self._names()
        for group in (self.vote_box, self.edit_box, self.merge_box):
            group.setEnabled(self.selected is not None)
        if self.selected is None:
            self.vote_label.setText(self.tr("No term is open to a vote."))
            self.merge_label.clear()
            return
        c, p = self.selected
        self.edit_box.setTitle(
            self.tr("Correct %1's term in %2")
            .replace("%1", names[p])
            .replace("%2", self._cat_title(state.config.categories[c]))
        )
        auto = state.auto[p][c]
        if auto == "gap":
            self.vote_label.setText(self.tr("A gap: nothing to vote on."))
            self.vote_button.setEnabled(False)
            self.merge_box.setEnabled(False)
            self.merge_label.clear()
            return
        authors = state.authors(c, p)
        voters = state.voters(c, p)
        text = (
            self.tr("\u201c%1\u201d in %2 by %3.")
            .replace("%1", state.terms[p][c])
            .replace("%2", self._cat_title(state.config.categories[c]))
            .replace("%3", ", ".join(names[a] for a in authors))
        )
        note = state.notes[p][c] if state.notes else ""
        if note:
            text += "\n" + self.tr("Justification: %1").replace("%1", note)
        if auto is not None:
            text += "\n" + self.tr(
                "The app crossed it out: %1. The vote can overrule the app."
            ).replace("%1", self._mark_text(auto))
        text += "\n" + self.tr("Tick who rejects it:")
        self.vote_label.setText(text)
        for q in voters:
            voter = QCheckBox(self.tr("%1 rejects it").replace("%1", names[q]))
            self.vote_checks.addWidget(voter)
            self.voter_boxes.append((q, voter))
        self.vote_button.setEnabled(bool(voters))
        if not voters:
            self.vote_label.setText(self.tr("Everybody wrote this term; nobody votes on it."))
        keys = state.keys()
        others = [
            q for q in range(state.n) if state.auto[q][c] != "gap" and keys[q][c] != keys[p][c]
        ]
        for q in others:
            box = QCheckBox(
                self.tr("%1: \u201c%2\u201d")
                .replace("%1", names[q])
                .replace("%2", state.terms[q][c])
            )
            self.merge_checks.addWidget(box)
            self.merge_boxes.append((q, box))
        self.merge_label.setText(
            self.tr(
                "Tick the other spellings of \u201c%1\u201d: merged terms count as shared."
            ).replace("%1", state.terms[p][c])
            if others
            else self.tr("No other spelling in this category.")
        )
        self.merge_button.setEnabled(bool(others))
        # keyboard: Tab goes from the table through the voters to "Count the votes", on through
        # the correction and the merge, then "Score"
        chain: list[QWidget] = [self.table, *(box for _, box in self.voter_boxes)]
        chain += [self.vote_button, self.edit_term, self.edit_note, self.edit_button]
        chain += [*(box for _, box in self.merge_boxes), self.merge_button, self.score_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _render_creative(self, state: State) -> None:
        names = self._names()
        last = state.results[-1]
        self._fill_terms(self.creative_terms, state, last["terms"], last["marks"], list(names))
        while self.point_form.rowCount():
            self.point_form.removeRow(0)
        self.point_combos = []
        for p, name in enumerate(names):
            combo = QComboBox()
            for q, other in enumerate(names):
                if q != p:
                    combo.addItem(other, q)
            combo.setCurrentIndex(-1)  # nobody preselected: each player chooses
            combo.setPlaceholderText(self.tr("— choose —"))
            combo.setAccessibleName(self.tr("%1 points at").replace("%1", name))
            label = QLabel(self.tr("%1 points at").replace("%1", name))
            label.setBuddy(combo)
            self.point_form.addRow(label, combo)
            self.point_combos.append(combo)

    def _render_scores(self, state: State) -> None:
        """Rows: one per round (its prompt wraps in the row header) and the total; columns:
        the players. With 8 players and 9 rounds the table scrolls instead of clipping."""
        names = self._names()
        totals = state.totals()
        rounds = state.results
        self.scores.clear()
        self.scores.setRowCount(len(rounds) + 1)
        self.scores.setColumnCount(state.n + 1)
        self.scores.setHorizontalHeaderLabels([self.tr("Prompt"), *names])
        self.scores.setVerticalHeaderLabels(
            [self.tr("Round %1").replace("%1", str(r["round"])) for r in rounds]
            + [self.tr("Total")]
        )
        best = max(totals) if totals else 0
        for i, r in enumerate(rounds):
            card = QTableWidgetItem(prompt(r["prompt"]).text(self.lang))
            card.setToolTip(card.text())
            self.scores.setItem(i, 0, card)
            for p in range(state.n):
                text = str(r["points"][p])
                if r["creative"] is not None:
                    text += " + " + self.tr("%1 creative").replace("%1", str(r["creative"][p]))
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.scores.setItem(i, p + 1, item)
        for p in range(state.n):
            total = QTableWidgetItem(("★ " if totals[p] == best else "") + str(totals[p]))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            font = QFont(total.font())
            font.setBold(True)
            total.setFont(font)
            self.scores.setItem(len(rounds), p + 1, total)
        if rounds:
            last = rounds[-1]
            self.detail_title.setText(
                self.tr("Round %1 in detail — prompt: %2")
                .replace("%1", str(last["round"]))
                .replace("%2", prompt(last["prompt"]).text(self.lang))
            )
            heads = [
                f"{names[p]} (" + self.tr("%1 points").replace("%1", str(last["points"][p])) + ")"
                for p in range(state.n)
            ]
            self._fill_terms(
                self.detail, state, last["terms"], last["marks"], heads, last.get("notes")
            )
        self.detail_title.setVisible(bool(rounds))
        self.detail.setVisible(bool(rounds))
        over = is_over(state)
        self.next_button.setVisible(not over)
        self.again_button.setVisible(over)
        lead = [names[p] for p in range(state.n) if totals[p] == best]
        if over:
            won = [names[p] for p in winners(state)]
            if len(won) == 1:
                self.scores_title.setText(
                    self.tr("%1 wins with %2 points!")
                    .replace("%1", won[0])
                    .replace("%2", str(best))
                )
            else:
                self.scores_title.setText(
                    self.tr("Shared win: %1 with %2 points")
                    .replace("%1", ", ".join(won))
                    .replace("%2", str(best))
                )
            self.scores_note.setText(self.tr("Thanks for playing!"))
        else:
            self.scores_title.setText(
                self.tr("After round %1").replace("%1", str(rounds[-1]["round"] if rounds else 0))
            )
            if state.round >= state.config.rounds and len(lead) > 1:
                self.scores_note.setText(
                    self.tr("Tie between %1: one more round!").replace("%1", ", ".join(lead))
                )
            else:
                left = state.config.rounds - state.round
                self.scores_note.setText(self.tr("Rounds to go: %1").replace("%1", str(left)))
        self.next_button.setDefault(not over)
