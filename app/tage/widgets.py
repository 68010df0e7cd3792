"""Card widgets of the 10-Tage screen: a card face (region, train, bus), its back, an empty slot,
and the pile row (draw pile, three discard piles, the drawn card) that the 10-Tage screen and the
phone table's 10-Tage board both show (:func:`add_pile_row`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QEnterEvent, QFocusEvent, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from geoquiz.app.tage.style import CARD_COLOURS, SYMBOLS, colour_name
from geoquiz.games.tage.cards import BUS, card_kind, train_colour
from geoquiz.geo.regions import region

if TYPE_CHECKING:
    from geoquiz.app.tage.map_view import TageMap

__all__ = ["CardButton", "PileRow", "add_pile_row", "card_title", "focus_card", "holder_row"]


def card_title(card: str) -> str:
    """The card's text for the current language: region name, "Train (red)" or "Bus"."""
    from PySide6.QtCore import QCoreApplication

    colour = train_colour(card)
    if colour is not None:
        return QCoreApplication.translate("TageCards", "Train") + f" ({colour_name(colour)})"
    if card == BUS:
        return QCoreApplication.translate("TageCards", "Bus")
    return region(card).name


class CardButton(QAbstractButton):
    """One card place: shows a card face, a face-down back, or an empty (dashed) slot.

    ``hovered(card)`` fires when the pointer enters a face-up card or the keyboard focus moves
    onto it, and ``hovered("")`` when it leaves, so the screen can highlight the region on the map
    for mouse and keyboard players alike.
    """

    hovered = Signal(str)

    def __init__(self, caption: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: str | None = None
        self.face_up = True
        self.caption = caption
        self.marked = False  # selected / target
        self.problem = False  # part of an invalid link
        self.compact = False  # a low strip: a face-down holder of another player
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_card(self, card: str | None, face_up: bool = True) -> None:
        self.card = card
        self.face_up = face_up
        if card is None:
            self.setAccessibleName(self.caption or "empty")
            self.setToolTip("")
        elif face_up:
            self.setAccessibleName(card_title(card))
            self.setToolTip(card_title(card))
        else:
            self.setAccessibleName(self.caption)
            self.setToolTip("")
        self.update()

    def set_compact(self, compact: bool) -> None:
        """Show the card as a low strip (face-down holders of other players leave the map room)."""
        if compact != self.compact:
            self.compact = compact
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(96, 26 if self.compact else 64)

    def minimumSizeHint(self) -> QSize:
        return QSize(70, 24 if self.compact else 58)

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        if self.card is not None and self.face_up:
            self.hovered.emit(self.card)

    def leaveEvent(self, event: object) -> None:
        super().leaveEvent(event)  # type: ignore[arg-type]
        self.hovered.emit("")

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.card is not None and self.face_up:
            self.hovered.emit(self.card)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.hovered.emit("")

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        enabled = self.isEnabled()
        border = QColor("#1a1a1a") if enabled else QColor("#9a9a9a")
        if self.marked:
            border = QColor("#0b3d91")
        pen_w = 3.0 if (self.marked or self.hasFocus()) else 1.2
        if self.card is None:
            pen = QPen(border, pen_w, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(QBrush(QColor("#f4f1e8")))
            p.drawRoundedRect(rect, 6, 6)
            p.setPen(QColor("#7a7a7a"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.caption)
            return
        if not self.face_up:
            p.setPen(QPen(border, pen_w))
            p.setBrush(QBrush(QColor("#39588a"), Qt.BrushStyle.SolidPattern))
            p.drawRoundedRect(rect, 6, 6)
            p.setBrush(QBrush(QColor("#c9d6ea"), Qt.BrushStyle.DiagCrossPattern))
            p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
            p.setPen(QColor("#ffffff"))
            font = QFont(self.font())
            font.setBold(True)
            p.setFont(font)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.caption or "10")
            return
        kind = card_kind(self.card)
        colour = (
            train_colour(self.card) if kind == "train"
            else None if kind == "bus" else region(self.card).colour
        )  # fmt: skip
        band = CARD_COLOURS[colour] if colour else QColor("#f2c200")
        p.setPen(QPen(border, pen_w))
        p.setBrush(QBrush(QColor("#fffdf6")))
        p.drawRoundedRect(rect, 6, 6)
        top = QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, 18)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(band))
        p.drawRoundedRect(top, 5, 5)
        p.setPen(QColor("#ffffff") if colour not in (None, "orange") else QColor("#1a1a1a"))
        font = QFont(self.font())
        font.setPixelSize(12)
        font.setBold(True)
        p.setFont(font)
        symbol = SYMBOLS[colour] if colour else "BUS"
        if kind == "train":
            symbol = f"{symbol} {symbol}"
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, symbol)
        # the caption (day number, pile size) keeps its own strip at the bottom
        foot = 10 if self.caption else 2
        body = QRectF(
            rect.left() + 3, top.bottom() + 1, rect.width() - 6, rect.bottom() - top.bottom() - foot
        )
        p.setPen(QColor("#1a1a1a"))
        title = card_title(self.card)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        size = 13
        while size > 7:
            font.setPixelSize(size)
            p.setFont(font)
            need = p.fontMetrics().boundingRect(body.toRect(), flags, title)
            words_fit = all(
                p.fontMetrics().horizontalAdvance(w) <= body.width() for w in title.split()
            )
            if words_fit and need.height() <= body.height():
                break
            size -= 1
        p.drawText(body, flags, title)
        if self.problem:
            p.setPen(QPen(QColor("#b00020"), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        if self.caption:
            font.setPixelSize(9)
            font.setBold(False)
            p.setFont(font)
            p.setPen(QColor("#555555"))
            p.drawText(
                rect.adjusted(0, 0, -4, -1),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                self.caption,
            )


@dataclass(frozen=True)
class PileRow:
    """The buttons :func:`add_pile_row` made: the draw pile, the discard piles, the drawn card."""

    draw: CardButton
    discards: list[CardButton]
    drawn_label: QLabel
    drawn: CardButton


def add_pile_row(
    layout: QBoxLayout,
    on_draw: Callable[[], None],
    on_discard: Callable[[int], None],
    on_hover: Callable[[str], None],
) -> PileRow:
    """Add the draw pile, the three discard piles and the drawn card to ``layout``.

    One place for a board's pile row, so the 10-Tage screen and the table's board look and read
    alike (texts in the ``TageScreen`` context). ``on_discard(i)`` gets the pile's index 0–2;
    ``on_hover(card)`` is the face-up cards' :attr:`CardButton.hovered`.
    """

    piles = QGridLayout()
    piles.addWidget(QLabel(QCoreApplication.translate("TageScreen", "Draw pile")), 0, 0)
    piles.addWidget(QLabel(QCoreApplication.translate("TageScreen", "Discard piles")), 0, 1, 1, 3)
    draw = CardButton()
    draw.setAccessibleName(QCoreApplication.translate("TageScreen", "Draw pile"))
    draw.clicked.connect(lambda _=False: on_draw())
    piles.addWidget(draw, 1, 0)
    discards: list[CardButton] = []
    for i in range(3):
        button = CardButton(str(i + 1))
        button.clicked.connect(lambda _=False, i=i: on_discard(i))
        button.hovered.connect(on_hover)
        piles.addWidget(button, 1, i + 1)
        discards.append(button)
    layout.addLayout(piles)
    hand = QHBoxLayout()
    drawn_label = QLabel(QCoreApplication.translate("TageScreen", "Drawn card:"))
    hand.addWidget(drawn_label)
    drawn = CardButton()
    drawn.hovered.connect(on_hover)
    drawn.setEnabled(False)
    hand.addWidget(drawn)
    layout.addLayout(hand)
    return PileRow(draw, discards, drawn_label, drawn)


def holder_row(
    days: int,
    on_slot: Callable[[int], None],
    on_hover: Callable[[str], None],
    name_width: int = 120,
    gap: int = 14,
) -> tuple[QWidget, QLabel, list[CardButton]]:
    """One player's card holder in a row: the name, then a button per day (a ``gap`` after the
    fifth, where the holder folds). ``on_slot(d)`` gets the day's index; ``on_hover(card)`` is
    the face-up cards' :attr:`CardButton.hovered`. Returns the row, the name label, the slots."""
    row = QWidget()
    h = QHBoxLayout(row)
    h.setContentsMargins(0, 0, 0, 0)
    h.setSpacing(3)
    name = QLabel()
    name.setTextFormat(Qt.TextFormat.PlainText)
    name.setMinimumWidth(name_width)
    h.addWidget(name)
    slots: list[CardButton] = []
    for d in range(days):
        button = CardButton(str(d + 1))
        button.clicked.connect(lambda _=False, d=d: on_slot(d))
        button.hovered.connect(on_hover)
        h.addWidget(button)
        slots.append(button)
        if d == 4:
            h.addSpacing(gap)
    return row, name, slots


def focus_card(tage_map: TageMap, card: str) -> None:
    """Show a hovered card on the map: a region card its region and neighbours, a train card
    the regions its colour joins; anything else (or ``""``: the pointer left) clears it."""
    kind = card_kind(card) if card else ""
    if kind == "region":
        tage_map.focus_region(card)
    elif kind == "train":
        tage_map.focus_colour(card[6:])
    else:
        tage_map.focus_region(None)
