"""What the pages of the Stadt-Land-anders screen share: colours, fonts, tables, the prompt card."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from geoquiz.games.stadtland import State
from geoquiz.games.stadtland.cards import category, prompt

__all__ = [
    "BAD_TINT",
    "BLUE",
    "Cells",
    "GAP_TINT",
    "GREEN",
    "OK_TINT",
    "PageHBox",
    "PageVBox",
    "PromptCard",
    "cat_title",
    "clear_layout",
    "clock_text",
    "fill_terms",
    "font",
    "mark_text",
    "read_only_table",
    "round_text",
    "set_headers",
    "wrap_table",
]

GREEN = "#1b7f3b"
BLUE = "#1f5fae"
OK_TINT = QColor("#e3f4e6")
BAD_TINT = QColor("#fbe1e1")
GAP_TINT = QColor("#eeeeee")
#: the text colour of a tinted cell
INK = QColor("#111")


def font(widget: QWidget, delta: int, bold: bool = False) -> QFont:
    """``widget``'s font, ``delta`` points larger (never below 6 points)."""
    out = QFont(widget.font())
    out.setPointSize(max(6, out.pointSize() + delta))
    out.setBold(bold)
    return out


def wrap_table(table: QTableWidget) -> None:
    """Columns share the width but never shrink below a readable size (the table scrolls then);
    rows grow to their wrapped text."""
    table.setWordWrap(True)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(96)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)


def read_only_table(name: str, delta: int) -> QTableWidget:
    """A table the players read, not edit; Tab leaves it (arrows move in it)."""
    table = QTableWidget()
    table.setTabKeyNavigation(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAccessibleName(name)
    table.setFont(font(table, delta))
    wrap_table(table)
    return table


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


def clock_text(seconds: float) -> str:
    """``m:ss`` of a non-negative number of seconds (rounded up: 0:01 until it is over)."""
    s = max(0, math.ceil(seconds))
    return f"{s // 60}:{s % 60:02d}"


def cat_title(cid: str, lang: str) -> str:
    """The title of category card ``cid`` in ``lang``."""
    return category(cid).title(lang)


def round_text(state: State) -> str:
    """ "Round 2 of 5", or "Extra round 1 (tie)"."""
    rounds = state.config.rounds
    if state.round > rounds:
        return QCoreApplication.translate("StadtlandScreen", "Extra round %1 (tie)").replace(
            "%1", str(state.round - rounds)
        )
    return (
        QCoreApplication.translate("StadtlandScreen", "Round %1 of %2")
        .replace("%1", str(max(1, state.round)))
        .replace("%2", str(rounds))
    )


def mark_text(mark: str | None) -> str:
    """Why a term is crossed out (or that it is accepted); only that one text is translated
    (it is asked for twice per cell of a table)."""
    if mark is None:
        return QCoreApplication.translate("StadtlandScreen", "accepted")
    if mark == "gap":
        return QCoreApplication.translate("StadtlandScreen", "gap")
    if mark == "prompt":
        return QCoreApplication.translate("StadtlandScreen", "does not fit the letter prompt")
    if mark == "used":
        return QCoreApplication.translate(
            "StadtlandScreen", "already used earlier in this game (rule 5)"
        )
    if mark == "twice":
        return QCoreApplication.translate("StadtlandScreen", "same term in two categories (rule 4)")
    if mark == "vote":
        return QCoreApplication.translate("StadtlandScreen", "crossed out by vote")
    return str(mark)


def set_headers(table: QTableWidget, horizontal: list[str], vertical: list[str]) -> None:
    """Give ``table`` as many rows and columns as there are header labels, and these labels.

    Unchanged labels keep their header items: new ones would make the headers measure every
    section again (and, with rows sized to their contents, the whole table)."""
    if table.columnCount() != len(horizontal):
        table.setColumnCount(len(horizontal))
    if table.rowCount() != len(vertical):
        table.setRowCount(len(vertical))
    for i, label in enumerate(horizontal):
        head = table.horizontalHeaderItem(i)
        if head is None or head.text() != label:
            table.setHorizontalHeaderItem(i, QTableWidgetItem(label))
    for i, label in enumerate(vertical):
        head = table.verticalHeaderItem(i)
        if head is None or head.text() != label:
            table.setVerticalHeaderItem(i, QTableWidgetItem(label))


class Cells:
    """Changes to a table's cells, made in one go: ``with Cells(table) as cells: cells.set(…)``.

    The table keeps its items (a new item is laid out, measured and painted anew; replacing all
    of them cost most of a move), and a cell is changed only where it differs. While the block
    runs the table's model is silent; at its end the views hear of the changes once. Every
    single change made the rows (sized to their contents) measure every cell again: 0.2 ms per
    changed cell."""

    def __init__(self, table: QTableWidget) -> None:
        self.table = table
        self.changed = False
        self._was_quiet = False

    def __enter__(self) -> Cells:
        self._was_quiet = self.table.model().blockSignals(True)
        return self

    def __exit__(self, *_: object) -> None:
        model = self.table.model()
        model.blockSignals(self._was_quiet)
        rows, columns = self.table.rowCount(), self.table.columnCount()
        if self.changed and rows and columns:
            model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1), [])

    def item(self, row: int, column: int) -> QTableWidgetItem:
        """The item in ``row``, ``column`` (a new empty one where there is none)."""
        item = self.table.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.table.setItem(row, column, item)
            self.changed = True
        return item

    def set(
        self,
        row: int,
        column: int,
        text: str,
        *,
        tint: QColor | None = None,
        tooltip: str = "",
        align: Qt.AlignmentFlag | None = None,
        bold: bool = False,
    ) -> None:
        """Give the cell exactly what a new item made with this text, background tint (and
        dark text), tooltip, alignment and bold font would have, touching only what differs."""
        item = self.item(row, column)
        if item.text() != text:
            item.setText(text)
            self.changed = True
        if _restyle(item, tint, tooltip, align, bold):
            self.changed = True

    def clear(self, row: int, column: int) -> None:
        """No item in the cell (as in a table just made)."""
        if self.table.item(row, column) is not None:
            self.table.takeItem(row, column)
            self.changed = True


def _restyle(
    item: QTableWidgetItem,
    tint: QColor | None,
    tooltip: str,
    align: Qt.AlignmentFlag | None,
    bold: bool,
) -> bool:
    """Give ``item`` this tint, tooltip, alignment and weight (see :meth:`Cells.set`); whether
    anything had to change."""
    changed = False
    if tint is None:
        if item.data(Qt.ItemDataRole.BackgroundRole) is not None:
            item.setData(Qt.ItemDataRole.BackgroundRole, None)
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            changed = True
    elif item.data(Qt.ItemDataRole.BackgroundRole) is None or item.background().color() != tint:
        item.setBackground(QBrush(tint))
        item.setForeground(QBrush(INK))
        changed = True
    if item.toolTip() != tooltip:
        item.setToolTip(tooltip)
        changed = True
    if align is None:
        if item.data(Qt.ItemDataRole.TextAlignmentRole) is not None:
            item.setData(Qt.ItemDataRole.TextAlignmentRole, None)
            changed = True
    elif item.textAlignment() != int(align.value):
        item.setTextAlignment(align)
        changed = True
    has_font = item.data(Qt.ItemDataRole.FontRole) is not None
    if bold and not has_font:
        weight = QFont(item.font())  # the application's font, bold (as a new item's would be)
        weight.setBold(True)
        item.setFont(weight)
        changed = True
    elif has_font and not bold:
        item.setData(Qt.ItemDataRole.FontRole, None)
        changed = True
    return changed


def fill_terms(
    table: QTableWidget,
    state: State,
    lang: str,
    terms: list[list[str]],
    marks: list[list[str | None]],
    headers: list[str],
    notes: list[list[str]] | None = None,
    merged: set[tuple[int, int]] | None = None,
) -> None:
    """Fill ``table`` with one round's terms: rows are categories, columns players; a
    justification is shown under its term, a merged spelling is marked ⇄.

    The table keeps its items and changes them in one go (:class:`Cells`)."""
    if table.currentRow() >= 0 or table.selectionModel().hasSelection():
        # as when the items were replaced: nothing is current, nothing selected (a selected
        # cell without an item is not among selectedItems(), and clearing the current item
        # alone left it selected in some runs)
        table.setCurrentItem(None)
        table.clearSelection()
    set_headers(table, headers, [cat_title(c, lang) for c in state.config.categories])
    with Cells(table) as cells:
        for p in range(state.n):
            for c in range(state.ncat):
                _term_cell(cells, c, p, terms[p][c], marks[p][c], notes, merged)


def _term_cell(
    cells: Cells,
    c: int,
    p: int,
    term: str,
    mark: str | None,
    notes: list[list[str]] | None,
    merged: set[tuple[int, int]] | None,
) -> None:
    """Player ``p``'s term in category ``c`` with its mark (see :func:`fill_terms`)."""
    note = notes[p][c] if notes and p < len(notes) else ""
    shown = term + (f"\n({note})" if note else "")
    if merged and (p, c) in merged:
        shown += "\n⇄ " + QCoreApplication.translate("StadtlandScreen", "merged")
    if mark == "gap":
        text, tint = "—", GAP_TINT
    elif mark is None:
        text, tint = f"✓ {shown}", OK_TINT
    else:
        text, tint = f"✗ {shown}\n→ {mark_text(mark)}", BAD_TINT
    cells.set(c, p, text, tint=tint, tooltip=mark_text(mark))


class _RemembersHeights:
    """A page's top-level layout that remembers its heights for several widths.

    Qt's box layouts remember the height for one width only, and the window asks every page of
    the stack (shown or not) for two widths on each relayout (its minimum and its actual width),
    so each relayout measured every wrapped label of every page again: about 2 ms of a move's
    3 ms layout. The heights are forgotten exactly when Qt forgets its own one: in
    ``invalidate`` (every change of a child's text, size, font or of the layout itself)."""

    #: widths remembered at most (a window being resized asks for a new one each step)
    KEEP = 8
    _heights: dict[int, int]

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        heights = self.__dict__.setdefault("_heights", {})
        height = heights.get(width)
        if height is None:
            if len(heights) >= self.KEEP:
                heights.clear()
            height = heights[width] = super().heightForWidth(width)  # type: ignore[misc]
        return height

    def invalidate(self) -> None:
        self.__dict__.setdefault("_heights", {}).clear()
        super().invalidate()  # type: ignore[misc]


class PageVBox(_RemembersHeights, QVBoxLayout):
    """A page's top-level column (:class:`_RemembersHeights`)."""


class PageHBox(_RemembersHeights, QHBoxLayout):
    """A page's top-level row (:class:`_RemembersHeights`)."""


class PromptCard(QFrame):
    """A framed prompt card: the prompt text big, the card colour named below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptCard")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.kind = QLabel()
        self.kind.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.text)
        layout.addSpacing(12)
        layout.addWidget(self.kind)
        layout.addStretch(1)
        #: the (prompt, language) shown, so that showing it again (every tick of the round's
        #: clock) does not set the style sheets again: that re-polishes and repaints the card
        self._shown: tuple[str | None, str] | None = None

    def show_prompt(self, pid: str | None, lang: str) -> None:
        """Show prompt card ``pid`` in ``lang`` (``None``: still face down)."""
        if self._shown == (pid, lang):
            return
        self._shown = (pid, lang)
        text, kind = self.text, self.kind
        if pid is None:
            _restyle_sheet(
                self,
                "#promptCard { border: 3px dashed #888; border-radius: 14px;"
                " background: #fafafa; }",
            )
            text.setText(QCoreApplication.translate("StadtlandScreen", "?"))
            kind.setText(
                QCoreApplication.translate("StadtlandScreen", "The prompt card is still face down.")
            )
            _restyle_sheet(kind, "color: #555;")
            _restyle_sheet(text, "color: #555;")
            return
        card = prompt(pid)
        colour = GREEN if card.colour == "green" else BLUE
        pattern = "solid" if card.colour == "green" else "double"
        _restyle_sheet(
            self,
            f"#promptCard {{ border: 6px {pattern} {colour}; border-radius: 14px;"
            " background: white; }",
        )
        _restyle_sheet(text, f"color: {colour};")
        text.setText(card.text(lang))
        _restyle_sheet(kind, f"color: {colour}; font-weight: bold;")
        if card.colour == "green":
            line = QCoreApplication.translate(
                "StadtlandScreen", "● Green card: letters — the app checks the terms"
            )
        else:
            line = QCoreApplication.translate(
                "StadtlandScreen", "◆ Blue card: creative — you judge the terms"
            )
        if lang != "de" and card.de != card.text(lang):
            line += "\n" + QCoreApplication.translate(
                "StadtlandScreen", "German card: \u201c%1\u201d"
            ).replace("%1", card.de)
        kind.setText(line)


def _restyle_sheet(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` the style sheet ``sheet`` unless it has it: setting one re-polishes the
    widget and its children and repaints them (0.2-0.3 ms each), and the next prompt card
    often has the colour of the last."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)
