"""Small widgets of the Carcassonne screen: the tile in hand, a player's panel, the score track."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from geoquiz.app.carcassonne.painting import (
    PLAYER_COLOURS,
    PLAYER_LETTERS,
    draw_chips,
    meeple_pixmap,
    paint_meeple,
    tile_pixmap,
)
from geoquiz.games.carcassonne.chips import chip_colour, chip_value

__all__ = ["PlayerPanel", "ScoreTrack", "TileInHand", "prepare_stamps"]

TRACK = 50

# Pens, brushes and flags the paints use, made once: building them anew for each of the 50
# track fields and every panel was most of a paint's time (the pixels are the same).
_ANTIALIAS = QPainter.RenderHint.Antialiasing
_NO_PEN = Qt.PenStyle.NoPen
_LEFT_VCENTER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT_VCENTER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft
_CENTER = Qt.AlignmentFlag.AlignCenter
_PILE_PEN = QPen(QColor("#555555"), 2, Qt.PenStyle.DashLine)
_PILE_BRUSH = QBrush(QColor("#d8d2c0"))
_PANEL_EDGE = {True: QPen(QColor("#111111"), 2.5), False: QPen(QColor("#b8b0a0"), 1)}
_PANEL_BACK = {True: QBrush(QColor("#fff8d6")), False: QBrush(QColor("#f4f1e8"))}
_PLAYER_BRUSHES = tuple(QBrush(c) for c in PLAYER_COLOURS)
_TEXT_PEN = QPen(QColor("#111111"))
_NOTE_PEN = QPen(QColor("#444444"))
_FIELD_PEN = QPen(QColor("#8a7a55"), 0.8)
_FIELD_BRUSH = QBrush(QColor("#efe3c0"))
_TENTH_BRUSH = QBrush(QColor("#d9c48a"))
_NUMBER_PEN = QPen(QColor("#333333"))


def _derived_font(base: QFont, bold: bool, pixel_size: int = 0) -> QFont:
    """``base`` made bold and/or of ``pixel_size`` pixels (0: its own size)."""
    font = QFont(base)
    if bold:
        font.setBold(True)
    if pixel_size:
        font.setPixelSize(pixel_size)
    return font


#: the meeples the panels (30 and 15 px) and the score track (14 px, ringed after a lap) copy
_PANEL_MEEPLES = ((30, False), (15, False), (14, False), (14, True))


def prepare_stamps(dpr: float) -> None:
    """Draw every player's meeple stamps of the panels and the score track now (the screen
    calls this while it is built): drawn at their first paint, at a game's first move, they
    were ~4 ms of it (a meeple's outline is a path union)."""
    for player in range(len(PLAYER_COLOURS)):
        for size, upgraded in _PANEL_MEEPLES:
            meeple_pixmap(size, player, upgraded, False, dpr)


class TileInHand(QWidget):
    """The drawn tile, large, in its current rotation (or the face-down pile when none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile: str | None = None
        self.rotation = 0
        #: whether set_tile has set the accessible description (the empty hand has none yet)
        self._described = False
        self.setMinimumSize(QSize(112, 112))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(112, 112)

    def set_tile(self, tile: str | None, rotation: int) -> None:
        """Show ``tile`` turned ``rotation``; nothing is redone or repainted if it is shown
        already (the screen calls this after every move, most of which do not change it)."""
        if (tile, rotation) == (self.tile, self.rotation) and self._described:
            return
        self._described = True
        self.tile, self.rotation = tile, rotation
        if tile is None:
            self.setAccessibleDescription(self.tr("No tile in hand"))
        else:
            from geoquiz.games.carcassonne.tiles import tile_type

            names = {"city": self.tr("city"), "road": self.tr("road"), "field": self.tr("field")}
            sides = [names[k] for k in tile_type(tile, rotation).sides]
            self.setAccessibleDescription(
                self.tr("North %1, east %2, south %3, west %4")
                .replace("%1", sides[0])
                .replace("%2", sides[1])
                .replace("%3", sides[2])
                .replace("%4", sides[3])
            )
        self.setToolTip(self.accessibleDescription())
        self.update()

    def _tile_pixmap(self, tile: str, rotation: int) -> QPixmap:
        """``tile`` as this widget paints it (shared cache of :func:`painting.tile_pixmap`)."""
        return tile_pixmap(
            tile, rotation, self.width() - 8, self.height() - 8, self.devicePixelRatioF()
        )

    def prepare(self, tile: str, rotation: int) -> None:
        """Draw ``tile`` turned ``rotation`` into the cache now, so that showing it later
        costs a copy (the screen prepares the next tile of the pile while it waits)."""
        self._tile_pixmap(tile, rotation)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(_ANTIALIAS, True)
        rect = QRectF(4, 4, self.width() - 8, self.height() - 8)
        if self.tile is None:
            painter.setPen(_PILE_PEN)
            painter.setBrush(_PILE_BRUSH)
            painter.drawRoundedRect(rect, 6, 6)
        else:  # copied from the cache the board's laid tiles share (drawn once per kind and turn)
            painter.drawPixmap(rect.topLeft(), self._tile_pixmap(self.tile, self.rotation))
        painter.end()


class PlayerPanel(QWidget):
    """One player: letter and colour, name, score, meeples in supply, chips (face up)."""

    def __init__(self, player: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.name = ""
        self.score = 0
        self.supply = 0
        self.chips: list[int] = []
        self.active = False
        self.note = ""
        #: the figures shown (set_data does nothing when they are the same)
        self._shown: tuple[object, ...] | None = None
        #: the widget font's key and the fonts derived from it
        self._fonts: tuple[str, tuple[QFont, QFont, QFont]] | None = None
        self.setMinimumHeight(58)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(320, 58)

    def set_data(
        self, name: str, score: int, supply: int, chips: list[int], active: bool, note: str
    ) -> None:
        """Show these figures; a panel whose figures did not change is left alone (the screen
        calls this for every panel after every move, and a move changes one panel at most)."""
        shown = (name, score, supply, tuple(chips), active, note)
        if shown == self._shown:
            return
        self._shown = shown
        self.name, self.score, self.supply = name, score, supply
        self.chips, self.active, self.note = list(chips), active, note
        chip_text = (
            " + ".join(str(chip_value(c)) for c in sorted(self.chips, key=chip_value)) or "-"
        )
        self.setAccessibleName(f"{PLAYER_LETTERS[self.player]} {name}")
        self.setAccessibleDescription(
            self.tr("%1 points, %2 meeples in supply, chips: %3")
            .replace("%1", str(score))
            .replace("%2", str(supply))
            .replace("%3", chip_text)
        )
        self.setToolTip(self.accessibleDescription())
        self.update()

    def _panel_fonts(self) -> tuple[QFont, QFont, QFont]:
        """The name's, the score's and the note's fonts, derived from the widget's font once
        (again only when that font changes, e.g. in projector mode)."""
        base = self.font()
        key = base.key()
        if self._fonts is None or self._fonts[0] != key:
            fonts = (_derived_font(base, True), _derived_font(base, True, 20))
            self._fonts = (key, (*fonts, _derived_font(base, False, 11)))
        return self._fonts[1]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(_ANTIALIAS, True)
        width, height = self.width(), self.height()
        painter.setPen(_PANEL_EDGE[self.active])
        painter.setBrush(_PANEL_BACK[self.active])
        painter.drawRoundedRect(QRectF(1, 1, width - 2, height - 2), 5, 5)
        painter.setBrush(_PLAYER_BRUSHES[self.player % len(_PLAYER_BRUSHES)])
        painter.setPen(_NO_PEN)
        painter.drawRect(QRectF(2, 2, 7, height - 4))
        paint_meeple(painter, QPointF(28, 22), 30, self.player, False, False)
        name_font, score_font, note_font = self._panel_fonts()
        painter.setFont(name_font)
        painter.setPen(_TEXT_PEN)
        title = ("▶ " if self.active else "") + self.name
        painter.drawText(QRectF(48, 4, width - 110, 20), _LEFT_VCENTER, title)
        painter.setFont(score_font)
        painter.drawText(QRectF(width - 62, 4, 56, 26), _RIGHT_VCENTER, str(self.score))
        painter.setFont(note_font)
        painter.setPen(_NOTE_PEN)
        painter.drawText(QRectF(48, 22, 200, 14), _LEFT, self.note)
        x = 48.0
        for _ in range(self.supply):
            paint_meeple(painter, QPointF(x + 6, 46), 15, self.player, False, False)
            x += 13
        x = max(x + 10, 150.0)
        row: list[tuple[QRectF, str, int]] = []
        for chip in self.chips:
            if x > width - 18:
                break
            row.append((QRectF(x, 37, 18, 18), chip_colour(chip), chip_value(chip)))
            x += 20
        draw_chips(painter, row)
        painter.end()


class ScoreTrack(QWidget):
    """The score track: 50 fields in a row, each player's marker at score mod 50 (laps shown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        #: whether set_scores has named the track (its accessible name)
        self._named = False
        #: the widget font's key and the numbers' font derived from it
        self._font: tuple[str, QFont] | None = None
        self.setMinimumHeight(66)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(320, 66)

    def set_scores(self, scores: list[int]) -> None:
        """Show ``scores``; unchanged scores (most moves score nothing) repaint nothing."""
        if list(scores) == self.scores and self._named:
            return
        self._named = True
        self.scores = list(scores)
        self.setAccessibleName(
            self.tr("Score track: %1").replace(
                "%1", ", ".join(f"{PLAYER_LETTERS[i]} {s}" for i, s in enumerate(scores))
            )
        )
        self.update()

    def _number_font(self) -> QFont:
        """The field numbers' font, derived from the widget's font once per font."""
        base = self.font()
        key = base.key()
        if self._font is None or self._font[0] != key:
            self._font = (key, _derived_font(base, False, 9))
        return self._font[1]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(_ANTIALIAS, True)
        w = (self.width() - 8) / TRACK
        y = 14.0
        painter.setPen(_FIELD_PEN)
        for i in range(TRACK):
            painter.setBrush(_FIELD_BRUSH if i % 10 else _TENTH_BRUSH)
            painter.drawRect(QRectF(4 + i * w, y, w, 12))
        painter.setFont(self._number_font())
        painter.setPen(_NUMBER_PEN)
        for i in range(0, TRACK, 10):
            painter.drawText(QRectF(4 + i * w - 8, 0, 24, 12), _CENTER, str(i))
        stack: dict[int, int] = {}
        for p, score in enumerate(self.scores):
            pos = score % TRACK
            k = stack.get(pos, 0)
            stack[pos] = k + 1
            centre = QPointF(4 + (pos + 0.5) * w, y + 6 + 9 + 7 * k)
            paint_meeple(painter, QPointF(centre.x(), centre.y() - 9), 14, p, score >= TRACK, False)
        painter.end()
