"""Small widgets of the Carcassonne screen: the tile in hand, a player's panel, the score track."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from geoquiz.app.carcassonne.painting import (
    PLAYER_COLOURS,
    PLAYER_LETTERS,
    draw_chip,
    paint_meeple,
    tile_pixmap,
)
from geoquiz.games.carcassonne.chips import chip_colour, chip_value

__all__ = ["PlayerPanel", "ScoreTrack", "TileInHand"]

TRACK = 50


class TileInHand(QWidget):
    """The drawn tile, large, in its current rotation (or the face-down pile when none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile: str | None = None
        self.rotation = 0
        self.setMinimumSize(QSize(112, 112))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(112, 112)

    def set_tile(self, tile: str | None, rotation: int) -> None:
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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(4, 4, self.width() - 8, self.height() - 8)
        if self.tile is None:
            painter.setPen(QPen(QColor("#555555"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor("#d8d2c0")))
            painter.drawRoundedRect(rect, 6, 6)
        else:  # copied from the cache the board's laid tiles share (drawn once per kind and turn)
            pixmap = tile_pixmap(
                self.tile,
                self.rotation,
                round(rect.width()),
                round(rect.height()),
                self.devicePixelRatioF(),
            )
            painter.drawPixmap(rect.topLeft(), pixmap)
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
        self.setMinimumHeight(58)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(320, 58)

    def set_data(
        self, name: str, score: int, supply: int, chips: list[int], active: bool, note: str
    ) -> None:
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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = PLAYER_COLOURS[self.player % len(PLAYER_COLOURS)]
        back = QColor("#fff8d6") if self.active else QColor("#f4f1e8")
        painter.setPen(
            QPen(QColor("#111111") if self.active else QColor("#b8b0a0"), 2.5 if self.active else 1)
        )
        painter.setBrush(QBrush(back))
        painter.drawRoundedRect(QRectF(1, 1, self.width() - 2, self.height() - 2), 5, 5)
        painter.setBrush(QBrush(colour))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRect(QRectF(2, 2, 7, self.height() - 4))
        paint_meeple(painter, QPointF(28, 22), 30, self.player, False, False)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QPen(QColor("#111111")))
        title = ("▶ " if self.active else "") + self.name
        painter.drawText(
            QRectF(48, 4, self.width() - 110, 20),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        big = QFont(self.font())
        big.setBold(True)
        big.setPixelSize(20)
        painter.setFont(big)
        painter.drawText(
            QRectF(self.width() - 62, 4, 56, 26),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            str(self.score),
        )
        small = QFont(self.font())
        small.setPixelSize(11)
        painter.setFont(small)
        painter.setPen(QPen(QColor("#444444")))
        painter.drawText(QRectF(48, 22, 200, 14), Qt.AlignmentFlag.AlignLeft, self.note)
        x = 48.0
        for _ in range(self.supply):
            paint_meeple(painter, QPointF(x + 6, 46), 15, self.player, False, False)
            x += 13
        x = max(x + 10, 150.0)
        for chip in self.chips:
            if x > self.width() - 18:
                break
            draw_chip(painter, QRectF(x, 37, 18, 18), chip_colour(chip), chip_value(chip))
            x += 20
        painter.end()


class ScoreTrack(QWidget):
    """The score track: 50 fields in a row, each player's marker at score mod 50 (laps shown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: list[int] = []
        self.setMinimumHeight(66)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(320, 66)

    def set_scores(self, scores: list[int]) -> None:
        self.scores = list(scores)
        self.setAccessibleName(
            self.tr("Score track: %1").replace(
                "%1", ", ".join(f"{PLAYER_LETTERS[i]} {s}" for i, s in enumerate(scores))
            )
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w = (self.width() - 8) / TRACK
        y = 14.0
        for i in range(TRACK):
            painter.setPen(QPen(QColor("#8a7a55"), 0.8))
            painter.setBrush(QBrush(QColor("#efe3c0") if i % 10 else QColor("#d9c48a")))
            painter.drawRect(QRectF(4 + i * w, y, w, 12))
        small = QFont(self.font())
        small.setPixelSize(9)
        painter.setFont(small)
        painter.setPen(QPen(QColor("#333333")))
        for i in range(0, TRACK, 10):
            painter.drawText(QRectF(4 + i * w - 8, 0, 24, 12), Qt.AlignmentFlag.AlignCenter, str(i))
        stack: dict[int, int] = {}
        for p, score in enumerate(self.scores):
            pos = score % TRACK
            k = stack.get(pos, 0)
            stack[pos] = k + 1
            centre = QPointF(4 + (pos + 0.5) * w, y + 6 + 9 + 7 * k)
            paint_meeple(painter, QPointF(centre.x(), centre.y() - 9), 14, p, score >= TRACK, False)
        painter.end()
