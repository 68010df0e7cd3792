"""Widgets of the Finden-Sie-Minden screen: score track, tip card, card tiles.

Colour-blind safety: every piece has a colour *and* a shape and the player's initial; every card
shows its colour's name and kind besides the colour band.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.shell.fonts import scaled_font
from geoquiz.games.minden.cards import Card, Tip, format_tip
from geoquiz.geo.board import EW, QUADRANTS, ZONE_SQUARES, ZONES

__all__ = [
    "CARD_COLOURS",
    "PIECE_COLOURS",
    "SHAPE_GLYPHS",
    "CardTile",
    "Piece",
    "ScoreTrack",
    "TipCard",
    "piece_path",
]

#: Piece colours (Okabe–Ito, distinguishable with colour-vision deficiencies) and their shapes.
PIECE_COLOURS: dict[str, tuple[str, str]] = {
    "red": ("#D55E00", "circle"),
    "blue": ("#0072B2", "square"),
    "green": ("#009E73", "triangle"),
    "yellow": ("#F0E442", "diamond"),
    "purple": ("#CC79A7", "hexagon"),
}
#: The piece shapes as text, for lists of players (same colour, same shape as on the track).
SHAPE_GLYPHS: dict[str, str] = {
    "circle": "●",
    "square": "■",
    "triangle": "▲",
    "diamond": "◆",
    "hexagon": "⬢",
}
#: Card colours: band colour and the kind of card.
CARD_COLOURS: dict[str, tuple[str, str]] = {
    "yellow": ("#F5D547", "City"),
    "orange": ("#F0913A", "Place"),
    "green": ("#5DAA55", "Nature"),
    "blue": ("#4A7FC1", "Expert"),
}


def piece_path(shape: str, center: QPointF, r: float) -> QPainterPath:
    """The outline of a piece of ``shape`` around ``center`` with radius ``r``."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(center, r, r)
        return path
    if shape == "square":
        path.addRect(QRectF(center.x() - r * 0.85, center.y() - r * 0.85, r * 1.7, r * 1.7))
        return path
    corners = {"triangle": 3, "diamond": 4, "hexagon": 6}[shape]
    start = -math.pi / 2
    pts = [
        QPointF(
            center.x() + r * 1.1 * math.cos(start + 2 * math.pi * i / corners),
            center.y() + r * 1.1 * math.sin(start + 2 * math.pi * i / corners),
        )
        for i in range(corners)
    ]
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


@dataclass(frozen=True)
class Piece:
    """A piece as the track draws it."""

    name: str
    colour: str
    position: int


class ScoreTrack(QWidget):
    """The score track: numbered spaces in rows, orange final spaces, the pieces on them."""

    PER_ROW = 20

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pieces: list[Piece] = []
        #: the pieces that moved since the acting person's last move: index → the space it left
        self._moved: dict[int, int] = {}
        self._final = 40
        self._spaces = self._count_spaces()
        #: the drawn spaces and what they were drawn for (:meth:`static_image`)
        self._static: tuple[tuple[object, ...], QImage] | None = None
        #: whether the track's paint is held back (:meth:`hold_paint`)
        self._paint_held = False
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAutoFillBackground(True)  # the ground the cached spaces are drawn on
        self.setAccessibleName(self.tr("Score track"))

    def set_pieces(self, pieces: Sequence[Piece], final_space: int) -> None:
        """Show ``pieces``; the same pieces again change nothing (no relayout, no repaint: the
        screen sets them on every refresh, most of which move no piece)."""
        pieces = list(pieces)
        if pieces == self._pieces and final_space == self._final:
            return
        self._pieces = pieces
        self._final = final_space
        # counted here, not in the size hints: layouts ask those on every pass
        self._spaces = self._count_spaces()
        self.updateGeometry()
        self.update()

    def pieces(self) -> list[Piece]:
        return list(self._pieces)

    def set_moved(self, moved: dict[int, int]) -> None:
        """Mark the pieces that moved lately (piece index → the space it came from): a dashed
        ring around the piece and a dotted outline of its shape on the space it left."""
        if moved != self._moved:
            self._moved = dict(moved)
            self.update()

    def moved(self) -> dict[int, int]:
        return dict(self._moved)

    def hold_paint(self, held: bool) -> None:
        """Show only the track's ground for now, or draw it again (spaces and pieces).

        A game's start draws the track in a turn of its own, a few ms after the side panel
        shows (``MindenScreen._hold_start``): its spaces are drawn anew for the place and size
        the first layout gives it."""
        if held != self._paint_held:
            self._paint_held = held
            if not held:
                self.update()

    def spaces(self) -> int:
        """The spaces drawn: whole rows, ten past the final space or up to the furthest piece."""
        return self._spaces

    def _count_spaces(self) -> int:
        furthest = max((p.position for p in self._pieces), default=0)
        total = max(self._final + 10, furthest + 1)
        return math.ceil(total / self.PER_ROW) * self.PER_ROW

    def _cell(self) -> float:
        return max(14.0, min(34.0, (self.width() - 8) / self.PER_ROW))

    # row pitch as a multiple of the space size (the gap shows the track turning)
    ROW_PITCH = 1.35

    def sizeHint(self) -> QSize:
        rows = self.spaces() // self.PER_ROW
        return QSize(self.PER_ROW * 30 + 8, int(rows * 30 * self.ROW_PITCH + 8))

    def minimumSizeHint(self) -> QSize:
        rows = self.spaces() // self.PER_ROW
        return QSize(self.PER_ROW * 14 + 8, int(rows * 14 * self.ROW_PITCH + 8))

    def heightForWidth(self, width: int) -> int:
        c = max(14.0, min(34.0, (width - 8) / self.PER_ROW))
        rows = self.spaces() // self.PER_ROW
        return int(rows * c * self.ROW_PITCH + 8)

    # hasHeightForWidth is not overridden: Qt's own answers from the size policy (set above)
    # without a call into Python, which layouts make for every widget on every pass

    def space_rect(self, space: int) -> QRectF:
        """Where space ``space`` is drawn (rows run left-right, then right-left: a snake)."""
        c = self._cell()
        row, col = divmod(space, self.PER_ROW)
        if row % 2:
            col = self.PER_ROW - 1 - col
        return QRectF(4 + col * c, 4 + row * c * self.ROW_PITCH, c - 2, c - 2)

    def _static_key(self) -> tuple[object, ...]:
        """What the drawn spaces depend on: place in the window, size, pixel ratio, spaces, final
        spaces, font and the background they are drawn on."""
        ratio = self.devicePixelRatioF()
        ground = self.palette().color(self.backgroundRole()).rgba()
        at = self._window_offset()
        size = (at.x(), at.y(), self.width(), self.height(), ratio)
        return (*size, self.spaces(), self._final, self.font().key(), ground)

    def static_image(self) -> QImage:
        """The track without its pieces (band, spaces, numbers), drawn once per
        :meth:`_static_key`: a repaint blits it instead of making ~200 painter calls from
        Python, and draws only the pieces over it.

        Drawn on the widget's own opaque background (it fills its background: the same colour
        its parent shows behind it) and at the track's place in its window: Qt rasterises the
        antialiased band a level or two differently at different device positions, so an image
        drawn at the origin (or transparent, or a replayed QPicture) was off by one to three
        levels here and there; drawn where the track is, it gives the very pixels of drawing
        the track directly. The image spans the window from its corner to the track's far
        corner; only the track's part is drawn into and blitted."""
        key = self._static_key()
        if self._static is None or self._static[0] != key:
            ratio = self.devicePixelRatioF()
            at = self._window_offset()
            image = QImage(
                max(1, round((at.x() + self.width()) * ratio)),
                max(1, round((at.y() + self.height()) * ratio)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.setDevicePixelRatio(ratio)
            image.fill(self.palette().color(self.backgroundRole()))
            painter = QPainter(image)
            painter.setClipRect(QRect(at, self.size()))
            painter.translate(at)
            self._paint_spaces(painter)
            painter.end()
            self._static = (key, image)
        return self._static[1]

    def _window_offset(self) -> QPoint:
        """Where the track's corner is in its window's pixels (where Qt rasterises it)."""
        return self.mapTo(self.window(), QPoint(0, 0))

    def paintEvent(self, event: object) -> None:
        if self._paint_held:
            return  # the ground only (the widget fills its background), drawn when released
        painter = QPainter(self)
        at = self._window_offset()
        image = self.static_image()
        ratio = image.devicePixelRatio()
        source = QRectF(at.x() * ratio, at.y() * ratio, self.width() * ratio, self.height() * ratio)
        painter.drawImage(QRectF(0, 0, self.width(), self.height()), image, source)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_pieces(painter)
        painter.end()

    def _paint_spaces(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, self._cell() * 0.22))
        painter.setFont(small)
        # the track itself: a band through every space, visible where a row turns into the next
        band = QPainterPath()
        band.moveTo(self.space_rect(0).center())
        for space in range(1, self.spaces()):
            band.lineTo(self.space_rect(space).center())
        pen = QPen(QColor("#9C8F70"), max(4.0, self._cell() * 0.4))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(band)
        for space in range(self.spaces()):
            rect = self.space_rect(space)
            final = space >= self._final
            painter.setPen(QPen(QColor("#555555"), 1))
            painter.setBrush(QBrush(QColor("#F0913A" if final else "#F4F1E8")))
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(QColor("#333333"))
            painter.drawText(
                rect.adjusted(2, 1, -1, -1),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                str(space),
            )

    def _paint_moved(self, painter: QPainter) -> None:
        """The marks of :meth:`set_moved`: shapes and dash patterns in black over white, so
        they read without telling colours apart."""
        for index, origin in self._moved.items():
            if index >= len(self._pieces):
                continue
            piece = self._pieces[index]
            shape = PIECE_COLOURS.get(piece.colour, ("#888888", "circle"))[1]
            if origin != piece.position and 0 <= origin < self.spaces():
                rect = self.space_rect(origin)
                ghost = piece_path(
                    shape, rect.center() + QPointF(0, rect.height() * 0.08), rect.width() * 0.3
                )
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#FFFFFF"), 2.4))
                painter.drawPath(ghost)
                painter.setPen(QPen(QColor("#111111"), 1.4, Qt.PenStyle.DotLine))
                painter.drawPath(ghost)
            rect = self.space_rect(piece.position)
            ring = rect.adjusted(-1.5, -1.5, 1.5, 1.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#FFFFFF"), 3.2))
            painter.drawEllipse(ring)
            painter.setPen(QPen(QColor("#111111"), 2.0, Qt.PenStyle.DashLine))
            painter.drawEllipse(ring)

    def _paint_pieces(self, painter: QPainter) -> None:
        self._paint_moved(painter)
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(max(7.0, self._cell() * 0.3))
        painter.setFont(bold)
        for piece in self._pieces:
            rect = self.space_rect(piece.position)
            hexcol, shape = PIECE_COLOURS.get(piece.colour, ("#888888", "circle"))
            r = rect.width() * 0.34
            path = piece_path(shape, rect.center() + QPointF(0, rect.height() * 0.08), r)
            painter.setPen(QPen(QColor("#111111"), 1.6))
            painter.setBrush(QBrush(QColor(hexcol)))
            painter.drawPath(path)
            fg = QColor("#000000") if QColor(hexcol).lightness() > 140 else QColor("#FFFFFF")
            painter.setPen(fg)
            painter.drawText(
                rect.translated(0, rect.height() * 0.08),
                Qt.AlignmentFlag.AlignCenter,
                piece.name[:1].upper(),
            )


class _TileText(QLabel):
    """A card tile's wrapped text, which tells its tile when its font may have changed.

    Only change events reach this Python override (Qt calls ``changeEvent`` for nothing else),
    so the tile checks its text's font after a font or style change, not on each of the many
    height questions of every layout pass."""

    def __init__(self, text: str, font_changed: Callable[[], None], parent: QWidget) -> None:
        self._font_changed = font_changed
        super().__init__(text, parent)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._font_changed()
        super().changeEvent(event)


class CardTile(QPushButton):
    """A card, task side up: colour band with its name, and the task in full (wrapped); click it.

    The text is a word-wrapped label inside the button, so a long prompt ("Wo steht die
    Porzellan-Manufaktur Meissen?") is never cut: the tile grows in height instead. The title is
    shown only when the prompt does not say it (the English prompt carries the English name).
    """

    MIN_WIDTH = 150

    def __init__(self, card: Card, owner: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.owner = owner
        #: the height the text needs per tile width (:meth:`heightForWidth`), for the font key
        self._heights: dict[int, int] = {}
        self._heights_font = ""
        #: whether ``_heights_font`` is the text's font since its last font or style change
        self._font_checked = False
        band, kind = CARD_COLOURS[card.colour]
        kinds = {
            "City": self.tr("City"),
            "Place": self.tr("Place"),
            "Nature": self.tr("Nature"),
            "Expert": self.tr("Expert"),
        }
        colours = {
            "yellow": self.tr("yellow"),
            "orange": self.tr("orange"),
            "green": self.tr("green"),
            "blue": self.tr("blue"),
        }
        task = card.prompt or card.title
        lines = [f"<small>{html.escape(kinds[kind])} · {html.escape(colours[card.colour])}</small>"]
        lines.append(f"<b>{html.escape(task)}</b>")
        #: the text without the owner's line (:meth:`set_owner` adds it)
        self._card_lines = lines
        self.label: QLabel = _TileText(self._text(owner), self._font_may_have_changed, self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setStyleSheet("background: transparent; color: #111;")
        inner = QVBoxLayout(self)
        inner.setContentsMargins(20, 6, 8, 6)
        inner.addWidget(self.label)
        self.setMinimumWidth(self.MIN_WIDTH)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setStyleSheet(
            "QPushButton { text-align: left; border: 2px solid #444;"
            f" border-left: 14px solid {band}; background: #FFFDF5; color: #111; }}"
            "QPushButton:focus { border-color: #0072B2; border-width: 3px; }"
            "QPushButton:disabled { color: #333; }"
        )
        self.setAccessibleName(f"{task} ({card.colour})")

    def text_shown(self) -> str:
        """The task as the tile shows it (plain text)."""
        return self.label.text()

    def _text(self, owner: str) -> str:
        lines = list(self._card_lines)
        if owner:
            lines.append(html.escape(self.tr("→ %1").replace("%1", owner)))
        return "<br>".join(lines)

    def same_card(self, card: Card, owner: str) -> bool:
        """Whether this tile shows ``card`` for ``owner`` (and can stand for a new one)."""
        return card == self.card and owner == self.owner

    def set_owner(self, owner: str) -> None:
        """Show the card as ``owner``'s (the text a tile made for that owner has): a drafted
        card keeps its tile."""
        if owner != self.owner:
            self.owner = owner
            self.label.setText(self._text(owner))
            self._heights = {}  # the owner's line changes the wrapped text's height
            self.updateGeometry()

    # hasHeightForWidth is not overridden: Qt's own answer (the layout of the word-wrapped label)
    # is the same True without a call into Python, which layouts make on every pass

    def heightForWidth(self, width: int) -> int:
        """The height the wrapped text needs at ``width``, laid out once per width and font.

        The text changes only with the owner (a tile shows one card; another card gets another
        tile; :meth:`set_owner` drops them), so the heights are kept while the font stays the
        same (a style sheet or an application font that changes it lays the text out anew);
        layouts ask again and again for the same few widths."""
        heights = self._heights_now()
        height = heights.get(width)
        if height is None:
            height = heights[width] = self.label.heightForWidth(max(40, width - 28)) + 14
        return height

    def _font_may_have_changed(self) -> None:
        self._font_checked = False

    def _heights_now(self) -> dict[int, int]:
        """The kept heights of the text's current font (emptied when the font changed).

        The font is looked at once after each font or style change of the text (see
        :class:`_TileText`; polishing sends one), not on every call."""
        if not self._font_checked:
            self.ensurePolished()  # the font of the style, not the one before it is shown
            font = self.label.font().key()
            if font != self._heights_font:
                self._heights_font = font
                self._heights = {}
            self._font_checked = True
        return self._heights

    def resizeEvent(self, event: QResizeEvent) -> None:
        # layouts do not always honour height-for-width: ask for the wrapped text's height
        super().resizeEvent(event)
        need = self.heightForWidth(self.width())
        if self.minimumHeight() != need:
            self.setMinimumHeight(need)

    def sizeHint(self) -> QSize:
        w = max(self.MIN_WIDTH, 200)
        return QSize(w, self.heightForWidth(w))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.MIN_WIDTH, self.heightForWidth(self.MIN_WIDTH))


class TipCard(QWidget):
    """The tip card as printed: W / O, then N / M / S, then the squares of the chosen zone laid
    out as on the board (five columns), then the quadrants as a 2×2 block (A B over C D).

    Stones go in rule order; each row opens when the one before has a stone. ``confirmed`` carries
    the tip (a tuple, possibly empty). Every button keeps at least :data:`BUTTON_SIZE` pixels.
    """

    confirmed = Signal(tuple)
    #: minimum width and height of a stone button (a square number stays readable)
    BUTTON_SIZE = (44, 34)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tip: list[object] = []
        self._max = 4
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel()
        self.summary.setObjectName("tipSummary")
        self.summary.setWordWrap(True)
        self.summary.setFont(scaled_font(self.font(), 1.3, bold=True))
        layout.addWidget(self.summary)

        self.buttons: dict[tuple[int, object], QPushButton] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        titles = [
            self.tr("1. West / East"),
            self.tr("2. North / Middle / South"),
            self.tr("3. Map square"),
            self.tr("4. Quadrant"),
        ]
        heads = []
        for text in titles:
            head = QLabel(text)
            head.setWordWrap(True)
            heads.append(head)
        # stones 1 and 2 side by side, as on the printed card
        ew = QHBoxLayout()
        for e in EW:
            ew.addWidget(self._button(0, e, e))
        ew.addStretch(1)
        zones = QHBoxLayout()
        for z in ZONES:
            zones.addWidget(self._button(1, z, z))
        zones.addStretch(1)
        grid.addWidget(heads[0], 0, 0)
        grid.addLayout(ew, 1, 0)
        grid.addWidget(heads[1], 0, 1)
        grid.addLayout(zones, 1, 1)
        # stone 3: the squares of the chosen zone, five columns like the board; stone 4: 2×2
        squares = QGridLayout()
        squares.setSpacing(3)
        for n in range(1, 16):
            squares.addWidget(self._button(2, n, str(n)), (n - 1) // 5, (n - 1) % 5)
        quadrants = QGridLayout()
        quadrants.setSpacing(3)
        for i, q in enumerate(QUADRANTS):
            quadrants.addWidget(self._button(3, q, q), i // 2, i % 2)
        grid.addWidget(heads[2], 2, 0)
        grid.addLayout(squares, 3, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        grid.addWidget(heads[3], 2, 1)
        grid.addLayout(quadrants, 3, 1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)

        actions = QHBoxLayout()
        self.clear_button = QPushButton(self.tr("&Clear"))
        self.clear_button.clicked.connect(self.clear)
        self.confirm_button = QPushButton(self.tr("&Done — place these stones"))
        self.confirm_button.clicked.connect(lambda: self.confirmed.emit(tuple(self._tip)))
        # Return presses the focused button, as in a dialog (outside one a button ignores it)
        self.clear_button.setAutoDefault(True)
        self.confirm_button.setAutoDefault(True)
        actions.addWidget(self.clear_button)
        actions.addWidget(self.confirm_button, 1)
        layout.addLayout(actions)
        self._refresh()

    def _button(self, stone: int, value: object, text: str) -> QPushButton:
        b = QPushButton(text)
        b.setMinimumSize(*self.BUTTON_SIZE)
        b.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        b.setFixedSize(*self.BUTTON_SIZE)
        b.setCheckable(True)
        b.setAutoDefault(True)  # Return places the focused stone, as Space does
        b.clicked.connect(lambda _=False, s=stone, v=value: self.place(s, v))
        self.buttons[(stone, value)] = b
        return b

    def reset(self, max_stones: int = 4) -> None:
        self._tip = []
        self._max = max_stones
        self._refresh()

    def tip(self) -> Tip:
        return tuple(self._tip)

    def clear(self) -> None:
        self._tip = []
        self._refresh()

    def place(self, stone: int, value: object) -> None:
        """Place (or move) the stone of row ``stone``; later stones are removed when it changes."""
        if stone > len(self._tip) or stone >= self._max:
            self._refresh()
            return
        if stone < len(self._tip) and self._tip[stone] == value:
            del self._tip[stone:]  # clicking a placed stone takes it (and the later ones) back
        else:
            del self._tip[stone:]
            self._tip.append(value)
        self._refresh()
        nxt = [b for (s, _), b in self.buttons.items() if s == len(self._tip) and b.isEnabled()]
        (nxt[0] if nxt else self.confirm_button).setFocus()

    def _refresh(self) -> None:
        zone = self._tip[1] if len(self._tip) >= 2 else None
        for (stone, value), b in self.buttons.items():
            enabled = stone <= len(self._tip) and stone < self._max
            if stone == 2:
                # the squares of the chosen zone only (M has two rows of five); all 15 before
                count = ZONE_SQUARES[str(zone)] if zone is not None else 15
                b.setVisible(int(str(value)) <= count)
                enabled = enabled and zone is not None and int(str(value)) <= count
            b.setEnabled(enabled)
            b.setChecked(stone < len(self._tip) and self._tip[stone] == value)
        stones = self.tr("%n stone(s)", "", len(self._tip))
        most = self.tr("at most %n", "", self._max)
        self.summary.setText(f"{format_tip(self._tip)}   ({stones}, {most})")
        self.clear_button.setEnabled(bool(self._tip))
        # every stone placed: "Done" is drawn as the default button (after a mouse click the
        # style draws no focus frame) and takes Return
        self.confirm_button.setDefault(len(self._tip) >= self._max)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """Return or Enter that no button took (the focus on the card's ground or a label)
        confirms the tip, as "Done" does."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_button.click()
            event.accept()
            return
        super().keyPressEvent(event)
