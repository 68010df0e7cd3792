"""The start screen: Resume, the games, the explore screens and the card editor, players' progress.

Entries come from :mod:`app.window.screens`, so a game appears here by registering itself; nothing
on
this screen is a placeholder for something that does not work yet.

Layout, top to bottom: title and subtitle; a big **Resume** button when an unfinished game is saved
(DESIGN §1: "Resume is on the start screen"); the tiles in two sections, *Games* (in
:data:`ORDER`, then any other game) and *Explore and author* (the keys in :data:`TOOLS`); beside
them the **Progress** panel (Finden Sie Minden results per player) when there are results; About
and Quit.

The saved games and the results come from the database, which costs an SQLAlchemy import (about a
second on a slow machine) and, on the very first run, a migration. So the first time the screen is
shown they are read on a worker thread and the Resume button and the panel appear when they
arrive; :meth:`StartScreen.refresh` reads them at once (the main window calls it when the player
comes back from a game, when the modules are loaded anyway). A database that cannot be read never
blocks the screen: it is shown without Resume and Progress, and :attr:`StartScreen.problem` carries
one line for the status bar.

Keyboard: Tab walks Resume → tiles → About → Quit; the arrow keys move between tiles in the grid,
Enter or Space opens the focused tile, ``Alt+1`` … ``Alt+9`` open the tiles directly, ``Alt+R``
resumes.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.runtime.tasks import run_in_background
from geoquiz.app.shell.fonts import scaled_font
from geoquiz.app.start.start_overview import (
    Overview,
    PlayerProgress,
    SavedGameInfo,
    aware_utc,
    load_overview,
)
from geoquiz.app.window import projector
from geoquiz.app.window.screens import ScreenEntry, screens

__all__ = [
    "ORDER",
    "TOOLS",
    "Overview",
    "PlayerProgress",
    "SavedGameInfo",
    "StartScreen",
    "load_overview",
    "ordered_entries",
]

# the games first, in this order (rulebook box order: the classic first), then the tools
ORDER: tuple[str, ...] = (
    "minden",
    "tage",
    "danmark",
    "carcassonne",
    "stadtland",
    "classroom",
    "explore-de",
    "explore-dk",
    "cards",
)
# entries shown under "Explore and author" rather than "Games"
TOOLS: frozenset[str] = frozenset({"explore-de", "explore-dk", "cards"})


def _without_mnemonic(text: str) -> str:
    """``&Resume`` → ``Resume``, ``A && B`` → ``A & B`` (for accessible names)."""
    return re.sub(r"&(.)", r"\1", text)


def _short(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def ordered_entries(entries: Iterable[ScreenEntry]) -> tuple[list[ScreenEntry], list[ScreenEntry]]:
    """Split the start-screen entries into (games, tools), each in :data:`ORDER`.

    A registered screen that :data:`ORDER` does not know yet is a game and comes after the known
    games, in registration order.
    """
    shown = [e for e in entries if e.on_start_screen]
    rank = {key: i for i, key in enumerate(ORDER)}
    shown.sort(key=lambda e: rank.get(e.key, len(ORDER)))  # stable: registration order kept
    games = [e for e in shown if e.key not in TOOLS]
    tools = [e for e in shown if e.key in TOOLS]
    return games, tools


# ====================================================================== widgets
def _tile_lines(title: str) -> str:
    """A start-screen tile's text: the title on two lines at " — " or before " (…)"."""
    if " — " in title:
        return title.replace(" — ", "\n", 1)
    return title.replace(" (", "\n(", 1)


class StartScreen(QWidget):
    """Title, Resume, a grid of screen tiles in two sections, Progress, About and Quit."""

    open_requested = Signal(str)
    # the kind of the saved game to resume (also the key of its screen)
    resume_requested = Signal(str)
    about_requested = Signal()
    quit_requested = Signal()
    # one line for the status bar (the database could not be read)
    problem = Signal(str)

    COLUMNS = 3
    # tiles grow from TILE_MIN to TILE_MAX with the window, all alike (equal stretch in the grid)
    TILE_MIN = QSize(210, 104)
    TILE_MAX = QSize(260, 140)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        url: str | None = None,
        now: Callable[[], datetime] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        self.url = url
        self._now = now or (lambda: datetime.now(UTC))
        self.overview: Overview | None = None
        self._loading = False

        title = QLabel("geoquiz", self)
        title.setFont(scaled_font(title.font(), 3.0, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Map games about Germany and Denmark"), self)
        subtitle.setFont(scaled_font(subtitle.font(), 1.3))
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("resume")
        self.resume_button.setFont(scaled_font(self.resume_button.font(), 1.4, bold=True))
        self.resume_button.setMinimumHeight(56)
        self.resume_button.setAutoDefault(True)
        self.resume_button.clicked.connect(self._resume_clicked)
        self.resume_button.hide()

        self.buttons: dict[str, QToolButton] = {}
        self._icons: list[tuple[QToolButton, ScreenEntry]] = []  # drawn when first shown
        self._grid_pos: dict[QToolButton, tuple[int, int]] = {}
        self._grid_at: dict[tuple[int, int], QToolButton] = {}
        games, tools = ordered_entries(screens())
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(12)
        grid.addWidget(self.resume_button, 0, 0, 1, self.COLUMNS)
        row = 1
        number = 1
        for heading, entries in (
            (self.tr("Games"), games),
            (self.tr("Explore and author"), tools),
        ):
            if not entries:
                continue
            label = QLabel(heading, self)
            label.setFont(scaled_font(label.font(), 1.2, bold=True))
            grid.addWidget(label, row, 0, 1, self.COLUMNS)
            row += 1
            for i, entry in enumerate(entries):
                button = self._entry_button(entry, number)
                number += 1
                r, c = row + i // self.COLUMNS, i % self.COLUMNS
                grid.addWidget(button, r, c)
                self._grid_pos[button] = (r, c)
                self._grid_at[(r, c)] = button
                self.buttons[entry.key] = button
            rows = (len(entries) + self.COLUMNS - 1) // self.COLUMNS
            for r in range(row, row + rows):
                grid.setRowStretch(r, 1)
            row += rows
        for c in range(self.COLUMNS):
            grid.setColumnStretch(c, 1)

        self.progress_panel = QFrame(self)
        self.progress_panel.setObjectName("progress")
        self.progress_panel.setFrameShape(QFrame.Shape.StyledPanel)
        self.progress_panel.setAccessibleName(self.tr("Progress"))
        self.progress_panel.setMinimumWidth(260)
        panel_layout = QVBoxLayout(self.progress_panel)
        panel_title = QLabel(self.tr("Progress"), self.progress_panel)
        panel_title.setFont(scaled_font(panel_title.font(), 1.2, bold=True))
        panel_layout.addWidget(panel_title)
        note = QLabel(self.tr("Finden Sie Minden: cards played and tips right"))
        note.setWordWrap(True)
        panel_layout.addWidget(note)
        self.progress_grid = QGridLayout()
        self.progress_grid.setHorizontalSpacing(14)
        panel_layout.addLayout(self.progress_grid)
        panel_layout.addStretch(1)
        self.progress_labels: list[QLabel] = []
        self.progress_panel.hide()

        self.about_button = QPushButton(self.tr("&About"), self)
        self.about_button.clicked.connect(self.about_requested)
        self.quit_button = QPushButton(self.tr("&Quit"), self)
        self.quit_button.clicked.connect(self.quit_requested)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.about_button)
        bottom.addWidget(self.quit_button)
        bottom.addStretch(1)

        # the content scrolls in a small window instead of squeezing the tiles into each other
        content = QWidget()
        content.setObjectName("start-content")
        layout = QVBoxLayout(content)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(24)
        self.centre = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.centre.addStretch(1)
        self.centre.addLayout(grid, 6)
        self.centre.addSpacing(24)
        self.centre.addWidget(self.progress_panel, 0, Qt.AlignmentFlag.AlignTop)
        self.centre.addStretch(1)
        layout.addLayout(self.centre, 6)
        layout.addSpacing(20)
        layout.addLayout(bottom)
        layout.addStretch(2)
        self._grid = grid
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        # Tab goes straight to the buttons; focusing one scrolls it into view
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)
        self._update_focus_proxy()

    # ------------------------------------------------------------------ tiles
    def _entry_button(self, entry: ScreenEntry, number: int) -> QToolButton:
        button = QToolButton(self)
        text = entry.translated_title()
        # a long title breaks at its dash, or before a translation in brackets (Danish:
        # "10 Tage durch Deutschland (10 dage gennem Tyskland)"), never mid-word or elided
        button.setText(_tile_lines(text))
        button.setAccessibleName(text)
        if number <= 9:
            shortcut = QKeySequence(f"Alt+{number}")
            button.setShortcut(shortcut)
            hint = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(f"{text} ({hint})")
            button.setAccessibleDescription(self.tr("Shortcut: %1").replace("%1", hint))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self._size_tile(button)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        button.setFont(scaled_font(button.font(), 1.1))
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.installEventFilter(self)
        self._icons.append((button, entry))
        button.clicked.connect(lambda _=False, key=entry.key: self.open_requested.emit(key))
        return button

    def _size_tile(self, button: QToolButton) -> None:
        # tiles grow with the type in projector mode (app.window.projector), so no title is cut
        scale = projector.font_factor()
        button.setIconSize(QSize(56, 56) * scale)
        button.setMinimumSize(self.TILE_MIN * scale)
        button.setMaximumSize(self.TILE_MAX * scale)

    def rescale(self) -> None:
        """Size the tiles for the type now in force (projector mode switched on or off)."""
        for button in self.buttons.values():
            self._size_tile(button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Arrow keys move between tiles; Enter opens the focused tile."""
        if event.type() == QEvent.Type.KeyPress and watched in self._grid_pos:
            assert isinstance(watched, QToolButton) and isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                watched.animateClick()
                return True
            step = {
                Qt.Key.Key_Left: (0, -1),
                Qt.Key.Key_Right: (0, 1),
                Qt.Key.Key_Up: (-1, 0),
                Qt.Key.Key_Down: (1, 0),
            }.get(Qt.Key(key))
            if step is not None:
                target = self._neighbour(watched, step)
                if target is not None:
                    target.setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

    def _neighbour(self, button: QToolButton, step: tuple[int, int]) -> QToolButton | None:
        """The tile next to ``button`` towards ``step`` (rows may be short; headings skipped)."""
        r, c = self._grid_pos[button]
        rows = sorted({pos[0] for pos in self._grid_at})
        if step[0] == 0:  # left / right: along the reading order, wrapping into the next row
            order = sorted(self._grid_at)
            i = order.index((r, c)) + step[1]
            return self._grid_at[order[i]] if 0 <= i < len(order) else None
        i = rows.index(r) + step[0]
        if not 0 <= i < len(rows):
            return None
        row = rows[i]
        columns = [pos[1] for pos in self._grid_at if pos[0] == row]
        return self._grid_at[(row, min(c, max(columns)))]

    def _update_focus_proxy(self) -> None:
        if self.resume_button.isVisibleTo(self):
            self.setFocusProxy(self.resume_button)
        else:
            self.setFocusProxy(next(iter(self.buttons.values()), self.about_button))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The progress panel beside the tiles when there is room, else below them."""
        side_by_side = (
            self._grid.minimumSize().width()
            + 24
            + self.progress_panel.minimumSizeHint().width()
            + 48
        )
        direction = (
            QBoxLayout.Direction.LeftToRight
            if event.size().width() >= side_by_side
            else QBoxLayout.Direction.TopToBottom
        )
        if self.centre.direction() != direction:
            self.centre.setDirection(direction)
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        for button, entry in self._icons:
            if entry.icon is not None:
                try:
                    button.setIcon(entry.icon())
                except (OSError, ValueError):
                    button.setIcon(QIcon())
        self._icons.clear()
        if self.overview is None and not self._loading:
            self.refresh_later()
        super().showEvent(event)

    # ------------------------------------------------------------------ saved games, progress
    def kinds(self) -> list[str]:
        """The keys of the game tiles and a table of phones (``db.table_saves.KIND``): a saved
        game of one of these kinds can be resumed."""
        from geoquiz.db.table_saves import KIND as TABLE

        return [key for key in self.buttons if key not in TOOLS] + [TABLE]

    def _saved_title(self, kind: str) -> str | None:
        """What the Resume button names: the game tile's title, or "table game with phones"."""
        from geoquiz.db.table_saves import KIND as TABLE

        if kind in self.buttons:
            return self.buttons[kind].accessibleName()
        if kind == TABLE:
            from geoquiz.app.table.setup import table_title

            return table_title(self.url)
        return None

    def refresh(self) -> Overview:
        """Read the saved games and the progress now and show them."""
        overview = load_overview(self.kinds(), self.url)
        self._apply_overview(overview)
        return overview

    def refresh_later(self) -> None:
        """Read them on a worker thread; the Resume button and the panel appear when done."""
        self._loading = True
        kinds, url = self.kinds(), self.url
        # on the writer's lane, after the saves submitted so far: the game just left is in it
        run_in_background(lambda: load_overview(kinds, url), self._apply_overview, owner=self)

    def _apply_overview(self, overview: object) -> None:
        assert isinstance(overview, Overview)
        self._loading = False
        self.overview = overview
        saved = overview.saved
        title = None if saved is None else self._saved_title(saved.kind)
        if saved is not None and title is not None:
            text = (
                self.tr("&Resume: %1 (saved %2)")
                .replace("%1", title.replace("&", "&&"))
                .replace("%2", self.time_ago(saved.saved_at))
            )
            self.resume_button.setText(text)
            self.resume_button.setAccessibleName(_without_mnemonic(text))
            # players' names are user text: escaped, so "<img>" in a name is shown, not rendered
            self.resume_button.setToolTip(
                "<qt>" + html.escape(", ".join(saved.players)) + "</qt>" if saved.players else ""
            )
            self.resume_button.show()
        else:
            self.resume_button.hide()
        self._show_progress(overview.progress)
        self._update_focus_proxy()
        if overview.error:
            self.problem.emit(
                self.tr("Saved games could not be read: %1").replace("%1", overview.error)
            )

    def _show_progress(self, rows: tuple[PlayerProgress, ...]) -> None:
        for label in self.progress_labels:
            self.progress_grid.removeWidget(label)
            label.deleteLater()
        self.progress_labels = []
        if not rows:
            self.progress_panel.hide()
            return
        locale = QLocale()
        headers = (self.tr("Player"), self.tr("Cards"), self.tr("Right"), self.tr("Games"))
        for c, text in enumerate(headers):
            self._progress_cell(0, c, text, bold=True)
        for r, row in enumerate(rows, start=1):
            self._progress_cell(r, 0, row.name)
            self._progress_cell(r, 1, locale.toString(row.cards))
            self._progress_cell(r, 2, locale.toString(round(100 * row.share_right)) + " %")
            self._progress_cell(r, 3, locale.toString(row.games))
        self.progress_panel.show()

    def _progress_cell(self, r: int, c: int, text: str, bold: bool = False) -> None:
        label = QLabel(text, self.progress_panel)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if bold:
            f = label.font()
            f.setBold(True)
            label.setFont(f)
        if c > 0:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.progress_grid.addWidget(label, r, c)
        self.progress_labels.append(label)

    def progress_rows(self) -> list[list[str]]:
        """The texts of the progress table, row by row (header first; empty when hidden)."""
        out: dict[int, dict[int, str]] = {}
        for label in self.progress_labels:
            index = self.progress_grid.indexOf(label)
            position: tuple[int, int, int, int] = self.progress_grid.getItemPosition(index)  # type: ignore[assignment]
            out.setdefault(position[0], {})[position[1]] = label.text()
        return [[cells[c] for c in sorted(cells)] for _, cells in sorted(out.items())]

    def time_ago(self, moment: datetime) -> str:
        """``just now``, ``5 minutes ago``, ``3 hours ago``, ``yesterday``, ``4 days ago``, date.

        Singular and plural are separate strings (German and Danish, like English, have two
        forms), so the English interface needs no catalogue of its own.
        """
        seconds = max(0.0, (self._now() - aware_utc(moment)).total_seconds())
        minutes = int(seconds // 60)
        if minutes < 1:
            return self.tr("just now")
        if minutes < 60:
            if minutes == 1:
                return self.tr("1 minute ago")
            return self.tr("%1 minutes ago").replace("%1", str(minutes))
        hours = minutes // 60
        if hours < 24:
            if hours == 1:
                return self.tr("1 hour ago")
            return self.tr("%1 hours ago").replace("%1", str(hours))
        days = hours // 24
        if days == 1:
            return self.tr("yesterday")
        if days < 7:
            return self.tr("%1 days ago").replace("%1", str(days))
        local = aware_utc(moment).astimezone()
        day = QDate(local.year, local.month, local.day)
        return self.tr("on %1").replace(
            "%1", QLocale().toString(day, QLocale.FormatType.ShortFormat)
        )

    def _resume_clicked(self) -> None:
        if self.overview is not None and self.overview.saved is not None:
            self.resume_requested.emit(self.overview.saved.kind)
