"""Card widgets of the 10-Tage screen: a card face (region, train, bus), its back, an empty slot,
and the pile row (draw pile, three discard piles, the drawn card) that the 10-Tage screen and the
phone table's 10-Tage board both show (:func:`add_pile_row`)."""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
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
from geoquiz.geo.regions import Region, region

if TYPE_CHECKING:
    from geoquiz.app.tage.map_view import TageMap

__all__ = [
    "CardButton",
    "PileRow",
    "add_pile_row",
    "card_title",
    "focus_card",
    "holder_row",
    "warm_card_fonts",
]


@functools.cache
def _region(card: str) -> Region:
    """The region of a region card, looked up once per card (a lookup normalises the name)."""
    return region(card)


def card_title(card: str) -> str:
    """The card's text for the current language: region name, "Train (red)" or "Bus"."""
    colour = train_colour(card)
    if colour is not None:
        return QCoreApplication.translate("TageCards", "Train") + f" ({colour_name(colour)})"
    if card == BUS:
        return QCoreApplication.translate("TageCards", "Bus")
    return _region(card).name


T = TypeVar("T")

#: Qt enum values the card paint reads, looked up once (an enum attribute costs a Python call)
_ANTIALIAS = QPainter.RenderHint.Antialiasing
_DASH = Qt.PenStyle.DashLine
_NO_PEN = Qt.PenStyle.NoPen
_NO_BRUSH = Qt.BrushStyle.NoBrush
_SOLID = Qt.BrushStyle.SolidPattern
_DIAG_CROSS = Qt.BrushStyle.DiagCrossPattern
_CENTRE = Qt.AlignmentFlag.AlignCenter
_BOTTOM_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
_WRAP_CENTRE = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
_TRANSPARENT = QColor(0, 0, 0, 0)
#: changes that alter the font or the window colour a face is drawn with
_LOOK_CHANGES = (QEvent.Type.FontChange, QEvent.Type.PaletteChange, QEvent.Type.ParentChange)

#: Rendered faces of face-up cards by everything a face's look depends on (see
#: :meth:`CardButton.face_key`), least recently used first. A move changes two or three cards,
#: and a card looks the same in every place of the same size, so a paint is almost always one
#: blit; the fitting of the title (a font-size search) runs once per face. 400 faces of ~100x64
#: device pixels are ~10 MB.
_FACES: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_FACES_MAX = 400
#: the frames of empty slots and backs (no caption), by state, size, pixel ratio, colour behind
_FRAMES: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_FRAMES_MAX = 64
#: the frames with their caption written over them (a day number, a pile's size), by the frame's
#: key, the caption and the font: a holder's face-down row repaints whole when the name column
#: changes width, and writing ~20 captions was ~6 ms of one turn
_CAPTIONED: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_CAPTIONED_MAX = 160


def _cached(
    cache: OrderedDict[tuple[object, ...], QPixmap],
    key: tuple[object, ...],
    most: int,
    make: Callable[[], QPixmap],
) -> QPixmap:
    """``cache[key]``, now its newest entry; on a miss ``make()`` put there as the newest,
    dropping the oldest beyond ``most``."""
    pixmap = cache.get(key)
    if pixmap is not None:
        cache.move_to_end(key)
        return pixmap
    pixmap = make()
    cache[key] = pixmap
    if len(cache) > most:
        cache.popitem(last=False)
    return pixmap


class _Look(Generic[T]):
    """An attribute of a card's look (kept as ``_<name>``): a new value repaints the card, the
    same value does nothing."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}"

    @overload
    def __get__(self, button: None, owner: type) -> _Look[T]: ...

    @overload
    def __get__(self, button: CardButton, owner: type) -> T: ...

    def __get__(self, button: CardButton | None, owner: type) -> T | _Look[T]:
        return self if button is None else getattr(button, self.slot)

    def __set__(self, button: CardButton, value: T) -> None:
        if value != getattr(button, self.slot):
            setattr(button, self.slot, value)
            button.update()


class CardButton(QAbstractButton):
    """One card place: shows a card face, a face-down back, or an empty (dashed) slot.

    ``hovered(card)`` fires when the pointer enters a face-up card or the keyboard focus moves
    onto it, and ``hovered("")`` when it leaves, so the screen can highlight the region on the map
    for mouse and keyboard players alike.

    A face-up card is drawn once into a pixmap shared by every card button (keyed by what it
    shows, its state, size, device pixel ratio and font) and blitted from then on; an empty slot
    or a back blits its frame (shared likewise) and writes its caption over it. Setting a card,
    caption or mark repaints the button only when it changes.
    """

    hovered = Signal(str)

    def __init__(self, caption: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: str | None = None
        self.face_up = True
        self._caption = caption
        self._marked = False  # selected / target
        self._problem = False  # part of an invalid link
        self.compact = False  # a low strip: a face-down holder of another player
        #: (card, face up, caption) of the last :meth:`set_card` that set names and tooltips
        self._named: tuple[str | None, bool, str] | None = None
        self._title = ""  # the face-up card's title, read by :meth:`face_key`
        #: the font's key and the window colour behind the card, read once per change
        self._font_key: str | None = None
        self._behind: QColor | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    #: the small text of the place: a day number, a pile's size
    caption = _Look[str]()
    #: selected, or a target of the selection (a thick blue border)
    marked = _Look[bool]()
    #: part of an invalid link of the route (a red inner border)
    problem = _Look[bool]()

    def set_card(self, card: str | None, face_up: bool = True) -> None:
        named = (card, face_up, self._caption)
        if named == self._named:
            return  # the same card, names and tooltip: nothing to redo or repaint
        self._named = named
        changed = card != self.card or face_up != self.face_up
        self.card = card
        self.face_up = face_up
        self._title = card_title(card) if card is not None and face_up else ""
        if card is None:
            self.setAccessibleName(self.caption or "empty")
            self.setToolTip("")
        elif face_up:
            self.setAccessibleName(self._title)
            self.setToolTip(self._title)
        else:
            self.setAccessibleName(self.caption)
            self.setToolTip("")
        if changed:
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

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _LOOK_CHANGES:
            self._font_key = None
            self._behind = None

    def face_key(self, dpr: float) -> tuple[object, ...]:
        """Everything the painted face depends on: the texts drawn (a region's name is in the
        interface language), the state shown by the border, the size and the font."""
        if self._font_key is None:
            self._font_key = self.font().key()
        return (
            self.card,
            self.face_up,
            self._title,
            self._caption,
            self._marked,
            self._problem,
            self.isEnabled(),
            self.hasFocus(),
            self.width(),
            self.height(),
            dpr,
            self._font_key,
            self._background().rgba(),
        )

    def _background(self) -> QColor:
        """What shows around the rounded corners: the window's background colour (no widget
        between the window and a card paints its own). The face is drawn on it, opaque, so a
        blit gives the very pixels of drawing on the window itself (a transparent face, blended
        later, rounds its antialiased edges differently by one step); a window without a plain
        background gets a transparent face."""
        if self._behind is None:
            brush = self.window().palette().brush(QPalette.ColorRole.Window)
            self._behind = brush.color() if brush.style() == _SOLID else _TRANSPARENT
        return self._behind

    def face(self) -> QPixmap:
        """A face-up card's face as it is now, from the shared cache or drawn into it."""
        dpr = self.devicePixelRatioF()
        return _cached(
            _FACES,
            self.face_key(dpr),
            _FACES_MAX,
            lambda: self._drawn(self._blank(dpr), self._draw_face),
        )

    def _blank(self, dpr: float) -> QPixmap:
        """A pixmap of the button's size in device pixels, filled with the colour behind it."""
        pixmap = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(self._background())
        return pixmap

    def _drawn(self, pixmap: QPixmap, draw: Callable[[QPainter], None]) -> QPixmap:
        """``pixmap`` with ``draw`` painted over it by :meth:`_painter`."""
        painter = self._painter(pixmap)
        draw(painter)
        painter.end()
        return pixmap

    def _painter(self, pixmap: QPixmap) -> QPainter:
        """A painter on ``pixmap`` set up as one on the button (its font, antialiased)."""
        painter = QPainter(pixmap)
        painter.setFont(self.font())  # a widget's painter starts with its font, a pixmap's not
        painter.setRenderHint(_ANTIALIAS)
        return painter

    def _frame_key(self, dpr: float) -> tuple[object, ...]:
        """Everything :meth:`_frame` draws depends on."""
        return (
            self.card is None,
            self.isEnabled(),
            self._marked,
            self.hasFocus(),
            self.width(),
            self.height(),
            dpr,
            self._background().rgba(),
        )

    def _frame(self, dpr: float) -> QPixmap:
        """The empty slot's dashed outline or the back's pattern, without the caption."""
        return _cached(
            _FRAMES,
            self._frame_key(dpr),
            _FRAMES_MAX,
            lambda: self._drawn(self._blank(dpr), self._draw_frame),
        )

    def captioned(self) -> QPixmap:
        """An empty slot or a back as it is now: its frame (:meth:`_frame`, one for all days and
        piles of a size) with the caption written over it, as drawing both in one go would;
        from the shared cache or made into it."""
        dpr = self.devicePixelRatioF()
        if self._font_key is None:
            self._font_key = self.font().key()
        return _cached(
            _CAPTIONED,
            (*self._frame_key(dpr), self._caption, self._font_key),
            _CAPTIONED_MAX,
            # a copy of the frame: the frame stays as it is
            lambda: self._drawn(QPixmap(self._frame(dpr)), self._draw_frame_caption),
        )

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        if self.card is not None and self.face_up:
            p.drawPixmap(0, 0, self.face())
        else:  # an empty slot or a back
            p.drawPixmap(0, 0, self.captioned())

    def _outline(self) -> tuple[QRectF, QColor, float]:
        """The card's rectangle, its border's colour and its border's width."""
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        border = QColor("#1a1a1a") if self.isEnabled() else QColor("#9a9a9a")
        if self._marked:
            border = QColor("#0b3d91")
        pen_w = 3.0 if (self._marked or self.hasFocus()) else 1.2
        return rect, border, pen_w

    def _draw_frame(self, p: QPainter) -> None:
        """Draw an empty slot's outline or a back's pattern (what :meth:`_frame` caches)."""
        rect, border, pen_w = self._outline()
        if self.card is None:
            p.setPen(QPen(border, pen_w, _DASH))
            p.setBrush(QBrush(QColor("#f4f1e8")))
            p.drawRoundedRect(rect, 6, 6)
            return
        p.setPen(QPen(border, pen_w))
        p.setBrush(QBrush(QColor("#39588a"), _SOLID))
        p.drawRoundedRect(rect, 6, 6)
        p.setBrush(QBrush(QColor("#c9d6ea"), _DIAG_CROSS))
        p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)

    def _draw_frame_caption(self, p: QPainter) -> None:
        """Write an empty slot's or a back's caption over its frame."""
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.card is None:
            p.setPen(QColor("#7a7a7a"))
            p.drawText(rect, _CENTRE, self._caption)
            return
        p.setPen(QColor("#ffffff"))
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        p.drawText(rect, _CENTRE, self._caption or "10")

    def _draw_face(self, p: QPainter) -> None:
        """Draw a face-up card (what :meth:`face` caches) with ``p``, in the button's
        coordinates."""
        card = self.card
        assert card is not None  # a face-up card
        rect, border, pen_w = self._outline()
        kind = card_kind(card)
        colour = (
            train_colour(card) if kind == "train"
            else None if kind == "bus" else _region(card).colour
        )  # fmt: skip
        band = CARD_COLOURS[colour] if colour else QColor("#f2c200")
        p.setPen(QPen(border, pen_w))
        p.setBrush(QBrush(QColor("#fffdf6")))
        p.drawRoundedRect(rect, 6, 6)
        top = QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, 18)
        p.setPen(_NO_PEN)
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
        p.drawText(top, _CENTRE, symbol)
        # the caption (day number, pile size) keeps its own strip at the bottom
        foot = 10 if self._caption else 2
        body = QRectF(
            rect.left() + 3, top.bottom() + 1, rect.width() - 6, rect.bottom() - top.bottom() - foot
        )
        p.setPen(QColor("#1a1a1a"))
        title = card_title(card)
        size = 13
        while size > 7:
            font.setPixelSize(size)
            p.setFont(font)
            need = p.fontMetrics().boundingRect(body.toRect(), _WRAP_CENTRE, title)
            words_fit = all(
                p.fontMetrics().horizontalAdvance(w) <= body.width() for w in title.split()
            )
            if words_fit and need.height() <= body.height():
                break
            size -= 1
        p.drawText(body, _WRAP_CENTRE, title)
        if self._problem:
            p.setPen(QPen(QColor("#b00020"), 2.5))
            p.setBrush(_NO_BRUSH)
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        if self._caption:
            font.setPixelSize(9)
            font.setBold(False)
            p.setFont(font)
            p.setPen(QColor("#555555"))
            p.drawText(rect.adjusted(0, 0, -4, -1), _BOTTOM_RIGHT, self._caption)


def warm_card_fonts(font: QFont) -> None:
    """Draw, once, the captions' characters (day numbers, pile sizes) in the fonts the card
    faces write them in, so the first faces of a game find their glyphs rasterised already
    (each new glyph of a font costs a rasterisation the first time it is drawn: ~0.1-0.5 ms a
    face on the first frame of a game). ``font`` is the cards' font (the screen's)."""
    pixmap = QPixmap(64, 16)
    pixmap.fill(_TRANSPARENT)
    painter = QPainter(pixmap)
    painter.setRenderHint(_ANTIALIAS)
    bold = QFont(font)
    bold.setBold(True)
    small = QFont(font)
    small.setPixelSize(9)
    symbols = QFont(bold)
    symbols.setPixelSize(12)
    for face, text in (
        (font, "0123456789: "),
        (bold, "0123456789"),
        (small, "0123456789: "),
        (symbols, "".join(SYMBOLS.values()) + " BUS"),
    ):
        painter.setFont(face)
        painter.drawText(QRectF(0, 0, 64, 16), _CENTRE, text)
    painter.end()


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
