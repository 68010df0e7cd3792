"""The Carcassonne board: Germany under a grid of tile squares, with tiles, meeples and chips.

Built on :class:`app.canvas.MapCanvas`: the map (sea, neighbours, German land, Länder borders)
and the grid of playable squares are base layers; tiles, meeples, chips, highlights and the ghost
of the tile in hand are overlay items in the view's scene, rebuilt from the state on every move.

Mouse: a click on a square emits ``square_clicked(col, row, fx, fy)`` (``fx``, ``fy`` the
position inside the square, 0–1). The wheel turns the tile in hand while one is to be placed
(``rotate_requested``); Ctrl+wheel zooms, and the wheel zooms in the other phases.

Tile size: the whole of Germany fitted into a laptop's board area gives ~43 px squares (1366×768),
too small for a tile's drawing and its meeple spots. During a game the board therefore follows
the play (:meth:`CarcassonneBoard.follow_play`): it shows the squares where the tile in hand fits,
the last tile and the cursor at a tile size between :data:`MIN_TILE_PX` and :data:`MAX_TILE_PX`,
and moves only when they leave the view or the size leaves that range. Zooming or panning by
hand (+, -, the wheel, dragging) stops the following until F fits the board again or a new game
starts. :meth:`CarcassonneBoard.zoom_shortcuts` makes +, = and - shortcuts of the whole screen,
so they zoom whichever of its widgets has the focus.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGlyphRun,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QShortcut,
    QTextLayout,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from geoquiz.app.canvas import AreaStyle, LineStyle, MapCanvas, Palette
from geoquiz.app.carcassonne.painting import (
    PLAYER_COLOURS,
    PLAYER_LETTERS,
    PRINTED_CITY,
    anchor,
    chip_back_pixmap,
    draw_edge_stub,
    draw_tile,
    feature_kind,
    paint_chip_back,
    paint_meeple,
    tile_pixmap,
)
from geoquiz.games.carcassonne import State
from geoquiz.geo.carcassonne_map import square_bounds, square_of

__all__ = [
    "CARC_EXTENT",
    "CARC_HOME",
    "MAX_TILE_PX",
    "MIN_TILE_PX",
    "CarcassonneBoard",
    "MeepleMark",
]

CARC_HOME = (5.9, 47.35, 15.6, 54.85)
CARC_EXTENT = (-2.0, 43.0, 24.0, 59.5)
#: the smallest square the board shows by itself during a game (screen pixels): a tile's roads
#: and cities are readable and a meeple spot (:data:`SPOT_RADIUS`) is at least 24 px across
MIN_TILE_PX = 64.0
#: the largest square the board zooms to by itself (a few squares round the play stay in sight)
MAX_TILE_PX = 112.0
#: a numbered meeple spot's radius and the reach of a click on it, in squares (0.19 of a 64 px
#: square is 12 px: 24 px across, as the click's reach of 0.2)
SPOT_RADIUS = 0.19
SPOT_REACH = 0.2
Square = tuple[int, int]
_Item = TypeVar("_Item", bound=QGraphicsItem)
#: a mark on the board as :meth:`CarcassonneBoard.show_state` makes it: kind, rectangle
#: (x, y, width, height), colour (RGBA), text, z value
_MarkKey = tuple[str, tuple[float, float, float, float], int, str, float]


@dataclass(frozen=True)
class MeepleMark:
    """A meeple to draw on a tile: feature index, player, upgraded."""

    feature: int
    player: int
    upgraded: bool


class TileItem(QGraphicsItem):
    """One tile (or the ghost of the tile in hand) with its meeples, in scene coordinates."""

    def __init__(
        self,
        rect: QRectF,
        name: str,
        rotation: int,
        meeples: tuple[MeepleMark, ...] = (),
        alpha: float = 1.0,
    ) -> None:
        super().__init__()
        self.rect = rect
        self.name = name
        self.turns = rotation
        self.meeples = meeples
        self.alpha = alpha

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        world = painter.worldTransform()
        device = world.mapRect(self.rect)
        w, h = round(device.width()), round(device.height())
        if self.alpha == 1.0 and not world.isRotating() and 0 < w <= 1024 and 0 < h <= 1024:
            # a laid tile: its painting cached per kind, rotation, pixel size and pixel ratio
            dpr = painter.device().devicePixelRatioF()
            pixmap = tile_pixmap(self.name, self.turns, w, h, dpr)
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(device.x()), round(device.y())), pixmap)
            painter.restore()
        else:
            draw_tile(painter, self.rect, self.name, self.turns, self.alpha)
        size = self.rect.width() * 0.3
        for m in self.meeples:
            x, y = anchor(self.name, self.turns, m.feature)
            centre = QPointF(
                self.rect.x() + x * self.rect.width(), self.rect.y() + y * self.rect.height()
            )
            lying = feature_kind(self.name, m.feature) == "field"
            paint_meeple(painter, centre, size, m.player, m.upgraded, lying)


#: what a label's glyph outlines are made of: per glyph run its font (family, style, pixel
#: size, weight, style) and its glyphs with their positions
_Glyphs = tuple[tuple[tuple[object, ...], tuple[int, ...], tuple[tuple[float, float], ...]], ...]


def _glyphs(text: str, font: QFont) -> tuple[_Glyphs, list[QGlyphRun]]:
    """``text`` in ``font`` laid out as ``QGraphicsSimpleTextItem`` lays it out (one text
    layout, its lines stacked from y = 0): what its glyph runs are made of, and the runs."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    layout.setCacheEnabled(True)
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    y = 0.0
    for i in range(layout.lineCount()):
        line = layout.lineAt(i)
        line.setPosition(QPointF(0, y))
        y += line.height()
    runs = layout.glyphRuns()
    made: list[tuple[tuple[object, ...], tuple[int, ...], tuple[tuple[float, float], ...]]] = []
    for run in runs:
        raw = run.rawFont()
        face = (raw.familyName(), raw.styleName(), raw.pixelSize(), raw.weight(), raw.style())
        at = tuple((p.x(), p.y()) for p in run.positions())
        made.append((face, tuple(run.glyphIndexes()), at))
    return tuple(made), runs


def _outline_path(runs: list[QGlyphRun]) -> QPainterPath:
    """The glyph outlines of ``runs`` at their positions, as Qt's text layout draws outlined
    text (the same path, filled with the text's brush and stroked with its pen)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for run in runs:
        raw = run.rawFont()
        for glyph, at in zip(run.glyphIndexes(), run.positions(), strict=True):
            path.addPath(raw.pathForGlyph(glyph).translated(at))
    return path


class OutlinedLabel(QGraphicsSimpleTextItem):
    """A simple text item with a pen round its letters, painted from its glyph outlines kept.

    ``QGraphicsSimpleTextItem`` draws outlined text by laying the text out and extracting
    the glyph outlines at every paint (~190 µs a label; the board's 29 names were 5.6 of a
    full repaint's 7.5 ms, at a game's start and end). This draws the same path with the same
    brush and pen, so the pixels are the same. Until then Qt paints it, and each paint lays
    the text out to see which glyphs it is made of: once two layouts in a row agree, their
    outlines are kept (made again when the text or the font is set through this class). Qt's
    first layout of a character from a fallback font ("⌂" of the towns) can differ from its
    later ones. Labels are never selected, so the selection frame the base class would add is
    not drawn."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        #: what the last layout was made of while the outlines are not settled (None when
        #: they are, or before the first layout), and the outlines
        self._glyphs: _Glyphs | None = None
        self._outline: QPainterPath | None = None

    def setText(self, text: str) -> None:
        super().setText(text)
        self._glyphs, self._outline = None, None

    def setFont(self, font: QFont) -> None:
        super().setFont(font)
        self._glyphs, self._outline = None, None

    def prepare(self) -> None:
        """Lay the text out and make its outlines now (the board does this as it builds its
        names, ~0.7 ms each), kept if the first paint's layout agrees: a game's first move
        repaints the whole board."""
        self._glyphs, runs = _glyphs(self.text(), self.font())
        self._outline = _outline_path(runs)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen, brush = self.pen(), self.brush()
        if pen.style() == Qt.PenStyle.NoPen and brush.style() == Qt.BrushStyle.SolidPattern:
            super().paint(painter, option, widget)  # plain glyphs, not outlines: Qt's own way
            return
        outline = self._outline
        if outline is None or self._glyphs is not None:  # not settled yet
            glyphs, runs = _glyphs(self.text(), self.font())
            if glyphs != self._glyphs:  # the first layout, or not the last one's glyphs
                self._glyphs, self._outline = glyphs, None
                super().paint(painter, option, widget)
                return
            if outline is None:
                outline = self._outline = _outline_path(runs)
            self._glyphs = None  # two layouts agreed: the outlines are kept from now on
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(brush)
        painter.setPen(pen)
        painter.drawPath(outline)
        painter.restore()


class ShapeItem(QGraphicsItem):
    """A square highlight, a chip back or a numbered meeple spot (cheap custom painting)."""

    def __init__(self, rect: QRectF, kind: str, colour: QColor, text: str = "") -> None:
        super().__init__()
        self.rect = rect
        self.kind = kind
        self.colour = colour
        self.text = text
        #: the square and the reach of cosmetic pens round it: made once, as Qt asks for it
        #: many times in every paint and index update
        self._bounds = rect.adjusted(-2000, -2000, 2000, 2000)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        if self.kind == "chip":
            paint_chip_back(painter, r.center(), r.width() * 0.2)
        elif self.kind in ("legal", "possible", "cursor", "last"):
            pen = QPen(
                self.colour, {"legal": 2.5, "possible": 2.0, "cursor": 4, "last": 3.5}[self.kind]
            )
            pen.setCosmetic(True)
            if self.kind == "possible":
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setColor(QColor("#9a6b00"))
            painter.setPen(pen)
            fill = QColor(self.colour)
            fill.setAlpha(90 if self.kind == "legal" else 0)
            painter.setBrush(QBrush(fill) if self.kind == "legal" else Qt.BrushStyle.NoBrush)
            inset = r.width() * 0.04
            painter.drawRect(r.adjusted(inset, inset, -inset, -inset))
        elif self.kind == "recent":  # another player's last move: dotted frame and letter
            paint_recent(painter, r, self.colour, self.text)
        elif self.kind == "candidate":  # a meeple that may be upgraded: ring and number
            radius = r.width() * 0.2
            chosen = self.text.endswith("*")
            outer = QPen(QColor("#111111"), 6 if chosen else 4.5)
            outer.setCosmetic(True)
            painter.setPen(outer)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(r.center(), radius, radius)
            inner = QPen(self.colour, 3.5 if chosen else 2.5)
            inner.setCosmetic(True)
            if not chosen:
                inner.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(inner)
            painter.drawEllipse(r.center(), radius, radius)
            badge = r.width() * 0.09
            centre = QPointF(r.center().x() + radius, r.center().y() - radius)
            painter.setPen(QPen(QColor("#111111"), badge * 0.15))
            painter.setBrush(QBrush(self.colour))
            painter.drawEllipse(centre, badge, badge)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(1, int(badge * 1.4)))
            painter.setFont(font)
            painter.setPen(QPen(QColor("#ffffff" if chosen else "#111111")))
            painter.drawText(
                QRectF(centre.x() - badge, centre.y() - badge, 2 * badge, 2 * badge),
                Qt.AlignmentFlag.AlignCenter,
                self.text.rstrip("*"),
            )
        elif self.kind == "spot":
            radius = r.width() * SPOT_RADIUS
            painter.setPen(QPen(QColor("#111111"), radius * 0.15))
            painter.setBrush(QBrush(QColor(255, 255, 255, 230)))
            painter.drawEllipse(r.center(), radius, radius)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(1, int(radius * 1.3)))
            painter.setFont(font)
            painter.setPen(QPen(QColor("#111111")))
            painter.drawText(
                QRectF(r.center().x() - radius, r.center().y() - radius, 2 * radius, 2 * radius),
                Qt.AlignmentFlag.AlignCenter,
                self.text,
            )
        painter.restore()


def paint_recent(painter: QPainter, r: QRectF, colour: QColor, letter: str) -> None:
    """Another player's last move on square ``r``: a frame of the player's colour dotted over a
    dark line (a pattern no other mark has, visible without telling colours apart) and the
    player's letter in a white badge at the top left (the players' panels use the letters)."""
    inset = r.width() * 0.1
    frame = r.adjusted(inset, inset, -inset, -inset)
    under = QPen(QColor("#111111"), 5)
    under.setCosmetic(True)
    painter.setPen(under)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(frame)
    dots = QPen(colour, 3)
    dots.setCosmetic(True)
    dots.setStyle(Qt.PenStyle.DotLine)
    painter.setPen(dots)
    painter.drawRect(frame)
    side = r.width() * 0.22
    badge = QRectF(frame.x(), frame.y(), side, side)
    painter.setPen(QPen(QColor("#111111"), side * 0.08))
    painter.setBrush(QBrush(QColor("#ffffff")))
    painter.drawRect(badge)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, int(side * 0.75)))
    painter.setFont(font)
    painter.setPen(QPen(QColor("#111111")))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, letter)


class EdgeStub(QGraphicsItem):
    """A road or city printed running off the map from an edge square (outside the square)."""

    def __init__(self, rect: QRectF, side: int, kind: str) -> None:
        super().__init__()
        self.rect, self.side, self.kind = rect, side, kind
        w, h = rect.width(), rect.height()
        self._bounds = rect.adjusted(-0.6 * w, -0.6 * h, 0.6 * w, 0.6 * h)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw_edge_stub(painter, self.rect, self.side, self.kind)


class CarcassonneBoard(MapCanvas):
    """The map with the square grid; :meth:`show_state` draws a game on it."""

    square_clicked = Signal(int, int, float, float)
    square_hovered = Signal(int, int)
    rotate_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CARC_EXTENT, parent)
        from geoquiz.games.carcassonne import MapSpec
        from geoquiz.geo.maps import load_layer

        #: the map by the publisher's map rules: printed large cities, towns, printed edges
        self.board = MapSpec.germany()
        sea = [shapely.box(*CARC_EXTENT)]
        self.add_area_layer("carc-sea", sea, AreaStyle(Palette.WATER), -10)
        neighbours = load_layer("neighbours", detail=1)
        foreign = [
            g
            for g, a in zip(neighbours.geometries, neighbours.attrs, strict=True)
            if a.get("iso") != "DE"
        ]
        self.add_area_layer("carc-foreign", foreign, AreaStyle(Palette.FOREIGN), 0)
        land = load_layer("de_laender", detail=1).geometries
        self.add_area_layer("carc-land", land, AreaStyle(QColor("#efe6c8")), 1)
        self.add_area_layer(
            "carc-waters",
            load_layer("de_waters", detail=1).geometries,
            AreaStyle(Palette.WATER),
            2,
        )
        self.add_line_layer(
            "carc-laender",
            shapely.boundary(np.asarray(land, dtype=object)),
            LineStyle(QColor("#9c8a5c"), 1.0),
            3,
        )
        self.add_line_layer(
            "carc-border",
            shapely.boundary(np.asarray(load_layer("de_staat", detail=1).geometries, dtype=object)),
            LineStyle(Palette.STATE_EDGE, 1.6),
            4,
        )
        self._square_rects: dict[Square, QRectF] = {}
        self._project_squares(sorted(self.board.playable))
        boxes = [shapely.box(*square_bounds(s)) for s in sorted(self.board.playable)]
        self.add_area_layer("carc-squares", boxes, AreaStyle(QColor(255, 255, 255, 60)), 5)
        self.add_line_layer(
            "carc-grid",
            shapely.boundary(np.asarray(boxes, dtype=object)),
            LineStyle(QColor("#5a4a2a"), 1.0),
            6,
        )
        self.set_home(CARC_HOME)
        self._items: list[QGraphicsItem] = []
        #: the marks (highlights, spots, upgrade candidates) on the board, by z value: a
        #: level whose marks are the same after a move keeps its items (nothing to repaint)
        self._marks: dict[float, list[tuple[_MarkKey, ShapeItem]]] = {}
        #: laid tiles and face-down chips kept between moves (a move changes only a few)
        self._laid: dict[Square, TileItem] = {}
        self._chips: dict[Square, ShapeItem] = {}
        #: the order of the laid tiles shown and their meeples (for _update_laid's diff)
        self._laid_order: tuple[Square, ...] = ()
        self._laid_meeples: dict[Square, tuple[MeepleMark, ...]] = {}
        self._laid_config: object = None
        self._static: list[QGraphicsItem] = []
        self._ghost_item: TileItem | None = None
        self.hover: Square | None = None
        self.ghost: tuple[str, int] | None = None
        self.legal_now: set[Square] = set()
        self.legal_any: set[Square] = set()
        self.cursor_square: Square | None = None
        #: the other players' last moves framed on the map (square -> (seat, what))
        self.recent: dict[Square, tuple[int, str]] = {}
        self._last: Square | None = None
        self.wheel_rotates = False
        #: the view follows the play (:meth:`follow_play`) until zoomed or panned by hand
        self.following = True
        self._following_now = False
        self.hovered.connect(self._on_hover)
        self.clicked.connect(self._on_click)
        self._add_names()
        self._bridge_printed_cities()

    # ------------------------------------------------------------------ geometry
    def _project_squares(self, squares: list[Square]) -> None:
        """Project the corners of ``squares`` in one vectorised call, as the board opens: found
        one by one during a game (a new legal square) they cost two numpy calls each, up to
        64 ms in one move late in a game (``bench/bench_stall.py --settle 4 --profile``)."""
        corners = [square_bounds(sq) for sq in squares]
        top_left = [(lon0, lat1) for lon0, _, _, lat1 in corners]
        bottom_right = [(lon1, lat0) for _, lat0, lon1, _ in corners]
        xy = shapely.get_coordinates(self.project(shapely.points(top_left + bottom_right)))
        for i, sq in enumerate(squares):
            a, b = xy[i], xy[len(squares) + i]
            self._square_rects[sq] = QRectF(QPointF(a[0], a[1]), QPointF(b[0], b[1]))

    def square_rect(self, square: Square) -> QRectF:
        """The square's scene rectangle (a copy: callers may change it).

        The projection is fixed for the board's life, so each square is projected once;
        :meth:`show_state` asks for every laid tile and chip after each move, and projecting
        them again (two numpy calls a square) was most of a move's time on the UI thread
        (``bench/bench_stall.py --profile``)."""
        rect = self._square_rects.get(square)
        if rect is None:
            lon0, lat0, lon1, lat1 = square_bounds(square)
            rect = QRectF(self.to_scene(lon0, lat1), self.to_scene(lon1, lat0))
            self._square_rects[square] = rect
        return QRectF(rect)

    def square_centre_pos(self, square: Square, fx: float = 0.5, fy: float = 0.5) -> QPointF:
        """Viewport position of a point inside a square (for tests and keyboard help)."""
        r = self.square_rect(square)
        return QPointF(self.mapFromScene(QPointF(r.x() + fx * r.width(), r.y() + fy * r.height())))

    def _locate(self, lon: float, lat: float) -> tuple[Square, float, float] | None:
        sq = square_of(lon, lat)
        if sq is None:
            return None
        lon0, lat0, lon1, lat1 = square_bounds(sq)
        return sq, (lon - lon0) / (lon1 - lon0), (lat1 - lat) / (lat1 - lat0)

    def _on_click(self, lon: float, lat: float) -> None:
        found = self._locate(lon, lat)
        if found is not None:
            (c, r), fx, fy = found
            self.square_clicked.emit(c, r, fx, fy)

    def _on_hover(self, lon: float, lat: float) -> None:
        found = self._locate(lon, lat)
        sq = None if found is None else found[0]
        if sq != self.hover:
            self.hover = sq
            if sq is not None:
                self.square_hovered.emit(sq[0], sq[1])
            self._refresh_ghost()

    # ------------------------------------------------------------------ zoom and follow
    def tile_px(self) -> float:
        """The on-screen width of a square now (pixels)."""
        rect = next(iter(self._square_rects.values()))
        return rect.width() * abs(self.transform().m11())

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        self.following = False  # zoomed by hand: the view stays where the player put it
        super().zoom_by(factor, anchor)

    def pan_by(self, dx: float, dy: float) -> None:
        if not self._following_now:
            self.following = False
        super().pan_by(dx, dy)

    def fit_home(self) -> None:
        """Fit Germany (the scale the lines and labels are tuned to), then, in a game that the
        view follows, the play (F fits again and follows again)."""
        super().fit_home()
        self.following = True
        self.follow_play()

    def zoom_shortcuts(self, owner: QWidget) -> list[QShortcut]:
        """+ (or =) and - as shortcuts of ``owner`` and its children (the game screen): they
        zoom the board whichever widget has the focus, the side panel's too."""
        made = []
        for keys, factor in (
            ("+", self.ZOOM_STEP),
            ("=", self.ZOOM_STEP),
            ("-", 1 / self.ZOOM_STEP),
        ):
            shortcut = QShortcut(QKeySequence(keys), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda f=factor: self.zoom_by(f))
            made.append(shortcut)
        return made

    def _play_squares(self) -> list[Square]:
        """Where the play is: the squares the tile in hand fits, the last tile, the cursor."""
        squares = set(self.legal_any)
        if self._last is not None:
            squares.add(self._last)
        if self.cursor_square is not None:
            squares.add(self.cursor_square)
        return sorted(squares)

    def follow_play(self) -> None:
        """Show the play (:meth:`_play_squares` and a square round them) with squares of
        :data:`MIN_TILE_PX` to :data:`MAX_TILE_PX` — when it is spread wider than that, the
        cursor's square or the last tile and two squares round it; nothing moves while that is
        in sight at such a size (a move's view stays still unless the play leaves it)."""
        squares = self._play_squares()
        vp = self.viewport().rect()
        if not self.following or not squares or vp.width() < 2 or vp.height() < 2:
            return
        area = QRectF(self.square_rect(squares[0]))
        for sq in squares[1:]:
            area = area.united(self.square_rect(sq))
        side = self.square_rect(squares[0]).width()
        area.adjust(-side, -side, side, side)
        lo, hi = MIN_TILE_PX / side, MAX_TILE_PX / side
        if area.width() * lo > vp.width() or area.height() * lo > vp.height():
            # the play is spread wider than the view at the smallest size: the cursor's square
            # (N steps through the squares the tile fits), else the last tile, and round it
            near = self.cursor_square or self._last or squares[0]
            area = self.square_rect(near).adjusted(-2 * side, -2 * side, 2 * side, 2 * side)
        scale = abs(self.transform().m11())
        shown = self.mapToScene(vp).boundingRect()
        if lo <= scale <= hi + 1e-9 and shown.contains(area):
            return
        if not lo <= scale <= hi + 1e-9:
            scale = max(lo, min(hi, vp.width() / area.width(), vp.height() / area.height()))
        self._following_now = True
        try:
            self.setTransform(QTransform.fromScale(scale, scale))
            self.centerOn(area.center())
        finally:
            self._following_now = False
        self._schedule_restyle()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y()
        if (
            self.wheel_rotates
            and steps
            and not (event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        ):
            self.rotate_requested.emit(1 if steps < 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    # ------------------------------------------------------------------ static marks
    def _text(
        self, pos: QPointF, text: str, size: int, bold: bool, colour: str, outline: str = ""
    ) -> OutlinedLabel:
        """A label that keeps its pixel size at every zoom; ``outline`` (default: a thin white
        halo) is the colour of the pen round the letters."""
        item = OutlinedLabel(text)
        font = QFont(self.font())
        font.setPixelSize(size)
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QBrush(QColor(colour)))
        halo = QColor(outline) if outline else QColor(255, 255, 255, 220)
        item.setPen(QPen(halo, 0.6 if not outline else 1.0))
        item.prepare()
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        rect = item.boundingRect()
        item.setPos(pos)
        item.setTransform(item.transform().translate(-rect.width() / 2, -rect.height() / 2))
        item.setZValue(95)
        self.scene().addItem(item)
        self._static.append(item)
        return item

    def _add_names(self) -> None:
        """Large-city names always; town and start-square names while their square is empty
        (a tile's own drawing should not be covered; the name stays in the square's tooltip)."""
        self._square_labels: dict[Square, OutlinedLabel] = {}
        pieces: dict[str, list[Square]] = {}
        for sq, name in sorted(self.board.large_cities.items()):
            pieces.setdefault(name, []).append(sq)
        for name, squares in pieces.items():
            # one name per printed city, under the middle of its squares (the Ruhrgebiet: two);
            # white letters with a dark outline stay legible when the name is wider than the
            # city (zoomed out), on the pale sea and land beside it too
            rects = [self.square_rect(sq) for sq in squares]
            x = sum(r.center().x() for r in rects) / len(rects)
            y = rects[0].top() + rects[0].height() * 0.4
            self._text(QPointF(x, y), name, 12, True, "#ffffff", "#3b2a1a")
        for (sq, side), kind in sorted(self.board.edges.items()):
            item = EdgeStub(self.square_rect(sq), side, kind)
            item.setZValue(8)
            self.scene().addItem(item)
            self._static.append(item)
        starts = set(self.board.start.values())
        for sq, name in self.board.towns.items():
            r = self.square_rect(sq)
            # beside a start square (whose name is at the top) a town writes at the bottom
            low = bool({(sq[0] - 1, sq[1]), (sq[0] + 1, sq[1])} & starts)
            share = 0.86 if low else 0.14
            if (sq[0] - 1, sq[1]) in self.board.towns:
                share = 0.5  # right of another town: in the middle (a town never holds a chip)
            y = r.top() + r.height() * share
            self._square_labels[sq] = self._text(
                QPointF(r.center().x(), y), "⌂ " + name, 10, False, "#3b2a1a"
            )
        for name, sq in self.board.start.items():
            r = self.square_rect(sq)
            self._square_labels[sq] = self._text(
                QPointF(r.center().x(), r.top() + r.height() * 0.14),
                "★ " + name,
                10,
                True,
                "#7a1f00",
            )

    # ------------------------------------------------------------------ dynamic state
    def clear_state(self) -> None:
        """Remove the game; the printed large cities stay (as on the empty board)."""
        for item in self._items:
            self.scene().removeItem(item)
        self._items.clear()
        self._marks.clear()
        self._keep_only(self._laid, set())
        self._laid_order, self._laid_meeples, self._laid_config = (), {}, None
        self._keep_only(self._chips, set())
        self._ghost_item = None
        self._last = None
        self.recent = {}
        self.following = True  # a new game: the view follows its play again
        for sq in self.board.large_cities:
            self._add(TileItem(self.square_rect(sq), "BIG", self.board.piece(sq)), 40)
        for label in self._square_labels.values():
            label.setVisible(True)

    def _bridge_printed_cities(self) -> None:
        """Join the squares of a printed city of several squares (the Ruhrgebiet) across their
        shared side, so the piece reads as one city and not as two walled ones."""
        big = self.board.large_cities
        for (c, r), name in big.items():
            for other in ((c + 1, r), (c, r + 1)):
                if big.get(other) != name:
                    continue
                a = self.square_rect((c, r))
                if other[0] > c:  # east neighbour: a band across the shared vertical side
                    w = a.width() * 0.16
                    band = QRectF(a.right() - w, a.top() + a.height() * 0.08, 2 * w, 0)
                    band.setBottom(a.bottom() - a.height() * 0.08)
                else:
                    h = a.height() * 0.16
                    band = QRectF(a.left() + a.width() * 0.08, a.bottom() - h, 0, 2 * h)
                    band.setRight(a.right() - a.width() * 0.08)
                item = QGraphicsRectItem(band)
                item.setBrush(QBrush(PRINTED_CITY))
                item.setPen(QPen(Qt.PenStyle.NoPen))
                item.setZValue(41)  # above the printed squares (laid at 40), for the board's life
                self.scene().addItem(item)
                self._static.append(item)

    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.scene().addItem(item)
        self._items.append(item)

    def _keep_only(self, kept: dict[Square, _Item], wanted: set[Square]) -> None:
        """Take the items of ``kept`` whose square is not in ``wanted`` off the scene."""
        for sq in [sq for sq in kept if sq not in wanted]:
            self.scene().removeItem(kept.pop(sq))

    def _update_laid(self, state: State) -> None:
        """Laid tiles and face-down chips as in ``state``: items that still match are kept, so a
        move adds its tile and redraws only the squares whose meeples or chip changed.

        A laid tile never changes in a game: when the tiles shown are the first ones of
        ``state.order`` of the same game (the same config object, which every state of a game
        shares), only the new tiles and the squares whose meeples changed are looked at
        (comparing every laid tile after each move was ~0.5 ms late in a game)."""
        by_square: dict[Square, tuple[MeepleMark, ...]] = {}
        for m in state.meeples:
            mark = MeepleMark(m.feature, m.player, m.upgraded)
            by_square[m.square] = (*by_square.get(m.square, ()), mark)
        shown = self._laid_order
        # (the phone table's board shows a public view of the state, without a config: it
        # takes the full path)
        config = getattr(state, "config", None)
        same_game = config is not None and config is self._laid_config
        same_game = same_game and len(state.order) >= len(shown)
        if same_game and state.order[: len(shown)] == shown:
            squares = list(state.order[len(shown) :])
            squares += [sq for sq in self._laid_meeples.keys() | by_square.keys() if sq in shown]
        else:
            self._keep_only(self._laid, set(state.tiles))
            squares = list(state.order)
        for sq in squares:
            name, rot = state.tiles[sq]
            meeples = by_square.get(sq, ())
            old = self._laid.get(sq)
            if old is not None and (old.name, old.turns, old.meeples) == (name, rot, meeples):
                continue
            if old is not None:
                self.scene().removeItem(old)
            item = TileItem(self.square_rect(sq), name, rot, meeples)
            item.setZValue(40)
            self.scene().addItem(item)
            self._laid[sq] = item
        self._laid_order = tuple(state.order)
        self._laid_meeples = by_square
        self._laid_config = config
        if set(self._chips) != set(state.chips_on_map):
            chips = set(state.chips_on_map)
            self._keep_only(self._chips, chips)
            for sq in state.chips_on_map:
                if sq not in self._chips:
                    chip = ShapeItem(self.square_rect(sq), "chip", QColor("#000000"))
                    chip.setZValue(45)
                    self.scene().addItem(chip)
                    self._chips[sq] = chip

    def prepare_stamps(self) -> None:
        """Draw the pixmaps the next paint of the laid tiles and face-down chips copies, at the
        view's current scale and pixel ratio, now.

        The screen calls this in an event-loop turn of its own when a game starts: the start
        tiles' first drawing (~1.3 ms a tile) otherwise fell into the first paint of the board,
        with every chip and name of the map in the same paint. What is drawn is exactly what
        :meth:`TileItem.paint` and :func:`paint_chip_back` would draw (same cache keys)."""
        world = self.viewportTransform()
        if world.isRotating() or abs(world.m11() - world.m22()) > 1e-9 * abs(world.m11()):
            return
        dpr = self.viewport().devicePixelRatioF()
        for tile in self._laid.values():
            device = world.mapRect(tile.rect)
            w, h = round(device.width()), round(device.height())
            if tile.alpha == 1.0 and 0 < w <= 1024 and 0 < h <= 1024:
                tile_pixmap(tile.name, tile.turns, w, h, dpr)
        for chip in self._chips.values():
            radius = chip.rect.width() * 0.2 * world.m11()
            if 0 < radius <= 512:
                chip_back_pixmap(max(1, round(radius)), dpr)

    def show_state(
        self,
        state: State,
        *,
        rotation: int = 0,
        legal_now: set[Square] | None = None,
        legal_any: set[Square] | None = None,
        spots: list[int] | None = None,
        cursor: Square | None = None,
        candidates: list[tuple[Square, int]] | None = None,
        chosen: int | None = None,
        recent: dict[Square, tuple[int, str]] | None = None,
    ) -> None:
        """Draw ``state``: tiles, meeples, chips, the squares the tile in hand fits, the ghost,
        and the meeples that may be upgraded (``candidates``, numbered; ``chosen`` stands out);
        ``recent``: the squares of the other players' last moves (square -> (seat, what)),
        framed with :func:`paint_recent`.

        Items that stay the same are kept (a move changes a few squares): Qt then repaints only
        the squares that changed, not every mark removed and added again."""
        for sq, label in self._square_labels.items():
            label.setVisible(sq not in state.tiles)
        self._update_laid(state)
        self.legal_now = set(legal_now or ())
        self.legal_any = set(legal_any or ())
        marks: list[tuple[QRectF, str, QColor, str, float]] = []
        for sq in self.legal_any:
            kind = "legal" if sq in self.legal_now else "possible"
            marks.append((self.square_rect(sq), kind, QColor("#f5c518"), "", 50))
        for sq, (seat, _what) in sorted((recent or {}).items()):
            colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
            letter = PLAYER_LETTERS[seat % len(PLAYER_LETTERS)]
            marks.append((self.square_rect(sq), "recent", colour, letter, 51))
        self.recent = dict(recent or {})
        if state.last is not None:
            colour = PLAYER_COLOURS[state.current % len(PLAYER_COLOURS)]
            marks.append((self.square_rect(state.last), "last", colour, "", 52))
            if spots:
                name, rot = state.tiles[state.last]
                r = self.square_rect(state.last)
                for n, idx in enumerate(spots, start=1):
                    x, y = anchor(name, rot, idx)
                    cx, cy = r.x() + x * r.width(), r.y() + y * r.height()
                    w = r.width()
                    spot = QRectF(cx - w / 2, cy - w / 2, w, w)
                    marks.append((spot, "spot", QColor("#ffffff"), str(n), 60))
        for n, (sq, feature) in enumerate(candidates or (), start=1):
            r = self.square_rect(sq)
            name, rot = state.tiles[sq]
            x, y = anchor(name, rot, feature)
            cx, cy, w = r.x() + x * r.width(), r.y() + y * r.height(), r.width()
            mark = f"{n}*" if chosen == n - 1 else str(n)
            colour = QColor("#0b3d91") if chosen == n - 1 else QColor("#f5c518")
            marks.append((QRectF(cx - w / 2, cy - w / 2, w, w), "candidate", colour, mark, 62))
        if cursor is not None:
            marks.append((self.square_rect(cursor), "cursor", QColor("#0b3d91"), "", 55))
        self._show_marks(marks)
        self.cursor_square = cursor
        # the tile just laid (in the meeple phase), else the last one laid before this turn
        self._last = state.last or (state.order[-1] if state.order else None)
        self.follow_play()
        in_hand = state.tile is not None and state.phase == "place"
        self.ghost = (str(state.tile), rotation) if in_hand else None
        self._refresh_ghost()

    def _show_marks(self, marks: list[tuple[QRectF, str, QColor, str, float]]) -> None:
        """Put ``marks`` (rectangle, kind, colour, text, z) on the board, in this order.

        The items of a z value whose marks are the same, in the same order, are kept; a z value
        with any change gets all its marks anew, in order, so that marks of one z value overlap
        as when all are made anew (Qt paints equal z values in the order they were added)."""
        wanted: dict[float, list[tuple[_MarkKey, tuple[QRectF, str, QColor, str]]]] = {}
        for rect, kind, colour, text, z in marks:
            key = (kind, (rect.x(), rect.y(), rect.width(), rect.height()), colour.rgba(), text, z)
            wanted.setdefault(z, []).append((key, (rect, kind, colour, text)))
        scene = self.scene()
        for item in self._items:  # the large cities of the empty board
            if not isinstance(item, ShapeItem) and item is not self._ghost_item:
                scene.removeItem(item)
        for z in list(self._marks):
            old = [key for key, _ in self._marks[z]]
            if old != [key for key, _ in wanted.get(z, [])]:
                for _, item in self._marks.pop(z):
                    scene.removeItem(item)
        for z, level in wanted.items():
            if z in self._marks:
                continue
            items = []
            for key, (rect, kind, colour, text) in level:
                item = ShapeItem(rect, kind, colour, text)
                item.setZValue(z)
                scene.addItem(item)
                items.append((key, item))
            self._marks[z] = items
        self._items = [item for level in self._marks.values() for _, item in level]
        if self._ghost_item is not None:
            self._items.append(self._ghost_item)

    def _refresh_ghost(self) -> None:
        """The ghost of the tile in hand on the square under the pointer (or the cursor's),
        if the tile fits there as turned now; kept when it would be the same."""
        target = self.hover if self.hover in self.legal_now else self.cursor_square
        wanted = self.ghost is not None and target is not None and target in self.legal_now
        old = self._ghost_item
        if old is not None and wanted and self.ghost is not None and target is not None:
            if (old.name, old.turns) == self.ghost and old.rect == self.square_rect(target):
                return
        if old is not None:
            self.scene().removeItem(old)
            self._items.remove(old)
            self._ghost_item = None
        if not wanted or self.ghost is None or target is None:
            return
        item = TileItem(self.square_rect(target), self.ghost[0], self.ghost[1], alpha=0.75)
        self._add(item, 58)
        self._ghost_item = item

    def spot_at(self, state: State, spots: list[int], fx: float, fy: float) -> int | None:
        """The meeple spot of the last tile nearest to (fx, fy) inside it, if close enough."""
        if state.last is None or not spots:
            return None
        name, rot = state.tiles[state.last]
        best = min(
            spots,
            key=lambda i: (anchor(name, rot, i)[0] - fx) ** 2 + (anchor(name, rot, i)[1] - fy) ** 2,
        )
        x, y = anchor(name, rot, best)
        return best if (x - fx) ** 2 + (y - fy) ** 2 <= SPOT_REACH**2 else None

    @staticmethod
    def candidate_at(
        state: State, candidates: list[tuple[Square, int]], square: Square, fx: float, fy: float
    ) -> int | None:
        """The index of the upgrade candidate on ``square`` nearest to (fx, fy), if close."""
        best: tuple[float, int] | None = None
        for i, (sq, feature) in enumerate(candidates):
            if sq != square:
                continue
            x, y = anchor(*state.tiles[sq], feature)
            d = (x - fx) ** 2 + (y - fy) ** 2
            if best is None or d < best[0]:
                best = (d, i)
        return best[1] if best is not None and best[0] <= 0.3**2 else None

    def tile_path(self, square: Square) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.square_rect(square))
        return path
