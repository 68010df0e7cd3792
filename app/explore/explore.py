"""The Explore screens: browse the Germany board map or the Denmark map.

Hovering shows the coordinates (and, on the Germany board, the solution) under the cursor;
clicking shows the nearest GeoNames place and its solution; the search box finds places by name
and centres the map on them. Map layers come from :mod:`app.explore.board_map`; solving from
``geo.board``; places from ``geo.gazetteer``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCompleter,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from geoquiz.app.canvas import MapCanvas
from geoquiz.app.shell.fonts import scaled_font

__all__ = ["ExploreConfig", "ExploreScreen", "GERMANY", "DENMARK", "format_lat_lon"]

#: scale (pixels per km) to which a found place is zoomed, unless the view is already closer
PLACE_PX_PER_KM = 6.0


def format_lat_lon(lat: float, lon: float) -> str:
    """``52.2890° N, 8.9170° E`` with the compass letters translated (O for Ost in German)."""
    if lat >= 0:
        ns = QCoreApplication.translate("ExploreScreen", "N", "north")
    else:
        ns = QCoreApplication.translate("ExploreScreen", "S", "south")
    if lon >= 0:
        ew = QCoreApplication.translate("ExploreScreen", "E", "east")
    else:
        ew = QCoreApplication.translate("ExploreScreen", "W", "west")
    return f"{_decimal(abs(lat), 4)}° {ns}, {_decimal(abs(lon), 4)}° {ew}"


def _decimal(value: float, decimals: int) -> str:
    """``value`` with the interface language's decimal sign (52,2890 in German, 52.2890 in English).

    :func:`app.runtime.i18n.install_translators` makes the interface language Qt's default locale.
    """
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def _region(place: Any) -> str:
    """The place's state / region name (GeoNames admin1), or "" if unknown."""
    from geoquiz.geo import gazetteer

    try:
        return str(gazetteer.admin1_name(place.country, place.admin1) or "")
    except (KeyError, ValueError):
        return ""


@dataclass(frozen=True)
class ExploreConfig:
    """What differs between the explore maps."""

    key: str
    country: str  # ISO code for the gazetteer
    extent: tuple[float, float, float, float]
    build: Callable[[MapCanvas, str], Any]
    solves: bool  # whether points have a Finden-Sie-Minden solution
    area_layer: str  # hovered area named in the status line
    home: tuple[float, float, float, float] | None = None  # what "fit" shows (else the extent)
    #: map layers ``build`` reads, loaded on a worker thread after a stored first frame
    layers: tuple[str, ...] = ()


# The bounds of ``app.explore.board_map`` (a test checks they agree): board_map imports numpy and
# shapely, which a screen showing its stored first frame does not need before the layers come.
GERMANY_HOME = (5.5, 46.7, 16.5, 55.3)
GERMANY_EXTENT = (2.0, 44.0, 20.0, 58.0)
DENMARK_HOME = (7.9, 54.5, 15.3, 57.85)
DENMARK_EXTENT = (4.0, 53.0, 19.0, 59.0)


def _prefetch(layers: tuple[str, ...]) -> Callable[[], None]:
    """Import the map modules and read the coarse levels shown first (on a worker thread)."""

    def run() -> None:
        import geoquiz.app.explore.board_map  # noqa: F401 - numpy and shapely come with it
        from geoquiz.geo import board, gazetteer  # noqa: F401
        from geoquiz.geo.maps import load_layer

        for name in layers:
            for detail in (1, 2):
                load_layer(name, detail)

    return run


def _build_germany(canvas: MapCanvas, lang: str) -> None:
    from geoquiz.app.explore import board_map

    board_map.build_germany(canvas)


def _build_denmark(canvas: MapCanvas, lang: str) -> None:
    from geoquiz.app.explore import board_map

    # Danish region names, except in the English interface
    board_map.build_denmark(canvas, "name_en" if lang == "en" else "name")


GERMANY = ExploreConfig(
    "explore-de",
    "DE",
    GERMANY_EXTENT,
    _build_germany,
    True,
    "de_kreise",
    GERMANY_HOME,
    ("de_staat", "de_waters", "de_kreise", "de_laender", "neighbours"),
)
DENMARK = ExploreConfig(
    "explore-dk",
    "DK",
    DENMARK_EXTENT,
    _build_denmark,
    False,
    "dk_regions",
    DENMARK_HOME,
    ("dk_staat", "dk_regions", "de_staat", "neighbours"),
)


class ExploreScreen(QWidget):
    """A map with zoom / pan / fit controls, a place search, and a hover and click read-out."""

    back_requested = Signal()
    #: the width of the column beside the map (the place clicked, the position hovered)
    SIDE_WIDTH = 300

    def __init__(self, config: ExploreConfig, lang: str = "en", parent: QWidget | None = None):
        super().__init__(parent)
        self.config = config
        self.lang = lang
        self.last_click: tuple[float, float] | None = None
        self.last_place: Any = None
        self.last_solution: str = ""
        self._places: dict[str, Any] = {}
        self._pending_hover: tuple[float, float] | None = None
        self._warmed = False
        self.setObjectName(config.key)

        self.canvas = MapCanvas(config.extent, self)
        self.canvas.setAccessibleName(self.tr("Map"))
        self.canvas.setAccessibleDescription(
            self.tr("Mouse wheel or + and - zoom, drag or arrow keys pan, F fits the map.")
        )
        if config.home is not None:
            self.canvas.set_home(config.home)
        # the layers are added after the first frame when it is stored from an earlier run
        self.canvas.defer_build(
            lambda: config.build(self.canvas, lang),
            f"{config.key}-{lang}",
            prefetch=_prefetch(config.layers),
        )
        self._area_names: list[str] | None = None  # read on the first hover or warm-up

        self.back_button = QPushButton(self.tr("◀ Start"), self)
        self.back_button.setToolTip(self.tr("Back to the start screen (Esc)"))
        self.title = QLabel(self._title_text(), self)
        self.title.setFont(scaled_font(self.title.font(), 1.3, bold=True))
        self.search_box = QLineEdit(self)
        self.search_box.setPlaceholderText(self.tr("Find a place… (Ctrl+F)"))
        self.search_box.setAccessibleName(self.tr("Find a place"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setMinimumWidth(260)
        self._model = QStringListModel(self)
        self._completer = QCompleter(self._model, self)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.search_box.setCompleter(self._completer)
        self.zoom_in_button = QPushButton("+", self)
        self.zoom_in_button.setAccessibleName(self.tr("Zoom in"))
        self.zoom_in_button.setToolTip(self.tr("Zoom in (+)"))
        self.zoom_out_button = QPushButton("−", self)
        self.zoom_out_button.setAccessibleName(self.tr("Zoom out"))
        self.zoom_out_button.setToolTip(self.tr("Zoom out (-)"))
        self.fit_button = QPushButton(self.tr("Fit map"), self)
        self.fit_button.setToolTip(self.tr("Show the whole map (F)"))
        for b in (self.zoom_in_button, self.zoom_out_button):
            b.setFixedWidth(36)

        self.hover_label = QLabel(self)
        self.hover_label.setAccessibleName(self.tr("Position under the mouse"))
        self.info_label = QLabel(self._help_text(), self)
        self.info_label.setAccessibleName(self.tr("Selected place"))
        self.info_label.setWordWrap(True)
        self.info_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.info_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(8)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.search_box)
        top.addWidget(self.zoom_out_button)
        top.addWidget(self.zoom_in_button)
        top.addWidget(self.fit_button)
        # the read-outs in a column beside the map, not in a row under it: the maps are taller
        # than a laptop screen is wide for them, and a row under the map took height from it
        # (at 1366x768 the Germany board left ~270 px empty on either side)
        self.hover_label.setWordWrap(True)
        self.hover_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.info_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.info_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        side = QVBoxLayout()
        side.setContentsMargins(6, 0, 0, 0)
        side.addWidget(self.info_label)
        side.addSpacing(12)
        side.addWidget(self.hover_label)
        side.addStretch(1)
        self.side_panel = QWidget(self)
        self.side_panel.setLayout(side)
        self.side_panel.setFixedWidth(self.SIDE_WIDTH)
        middle = QHBoxLayout()
        middle.setSpacing(0)
        middle.addWidget(self.canvas, 1)
        middle.addWidget(self.side_panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addLayout(middle, 1)

        QWidget.setTabOrder(self.back_button, self.search_box)
        QWidget.setTabOrder(self.search_box, self.zoom_out_button)
        QWidget.setTabOrder(self.zoom_out_button, self.zoom_in_button)
        QWidget.setTabOrder(self.zoom_in_button, self.fit_button)
        QWidget.setTabOrder(self.fit_button, self.canvas)

        self.back_button.clicked.connect(self.back_requested)
        self.zoom_in_button.clicked.connect(lambda: self.canvas.zoom_by(MapCanvas.ZOOM_STEP))
        self.zoom_out_button.clicked.connect(lambda: self.canvas.zoom_by(1 / MapCanvas.ZOOM_STEP))
        self.fit_button.clicked.connect(self.canvas.fit_home)
        self.search_box.textEdited.connect(self._update_completions)
        self.search_box.returnPressed.connect(lambda: self.search(self.search_box.text()))
        self._completer.activated.connect(self.search)
        self.canvas.hovered.connect(self._queue_hover)
        self.canvas.hover_left.connect(self.hover_label.clear)
        self.canvas.clicked.connect(self.show_point)

        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(25)
        self._hover_timer.timeout.connect(self._show_hover)

        ctx = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for seq, slot in (
            (QKeySequence.StandardKey.Find, self._focus_search),
            (QKeySequence(Qt.Key.Key_Escape), self.back_requested.emit),
        ):
            sc = QShortcut(seq, self)
            sc.setContext(ctx)
            sc.activated.connect(slot)
        self.setFocusProxy(self.canvas)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._warmed:
            self._warmed = True
            self.canvas.base_rendered.connect(self._schedule_warm_up)

    def _schedule_warm_up(self) -> None:
        # the first solve, the first nearest-place query and the first hover load data and
        # build indexes (~0.1 s each, pyproj and the gazetteer index among them): do it just
        # after the map has appeared rather than on the first hover or click, and never before
        self.canvas.base_rendered.disconnect(self._schedule_warm_up)
        QTimer.singleShot(400, self, self._warm_up)  # cancelled if the screen goes first

    def _warm_up(self) -> None:
        from geoquiz.geo import gazetteer

        lon0, lat0, lon1, lat1 = self.config.extent
        lat, lon = (lat0 + lat1) / 2, (lon0 + lon1) / 2
        self.area_names()
        self.canvas.prepare_hit_layer(self.config.area_layer)  # the fine areas, read lazily
        self.solution_text(lat, lon)
        gazetteer.nearest(lat, lon, country=self.config.country)

    # ------------------------------------------------------------------ texts
    def _title_text(self) -> str:
        if self.config.solves:
            return self.tr("Explore the board — Germany")
        return self.tr("Explore Denmark")

    def _help_text(self) -> str:
        if self.config.solves:
            return self.tr("Click the map to see the nearest place and its solution.")
        return self.tr("Click the map to see the nearest place.")

    def area_names(self) -> list[str]:
        """Names of the hovered-area layer's features (read when first needed)."""
        if self._area_names is None:
            from geoquiz.geo.maps import load_layer

            key = "name_en" if (self.lang == "en" and self.config.country == "DK") else "name"
            layer = load_layer(self.config.area_layer, detail=0)
            self._area_names = [
                str(a.get(key) or a.get("name") or a.get("GEN") or "") for a in layer.attrs
            ]
        return self._area_names

    def solution_text(self, lat: float, lon: float) -> str:
        """The board solution(s) of a point, or why it has none; empty where boards don't apply."""
        if not self.config.solves:
            return ""
        from geoquiz.geo.board import OffBoardError, locate

        try:
            solutions = locate(lat, lon)
        except OffBoardError:
            return self.tr("not on the board")
        return self.tr(" or ").join(str(s) for s in solutions)

    def highlight_solution(self, lat: float, lon: float) -> None:
        """Shade the quadrant cell(s) of the point's solution(s) on the board."""
        self.canvas.clear_highlight()
        if not self.config.solves:
            return
        from geoquiz.geo.board import OffBoardError, cell_polygon, locate

        try:
            cells = [cell_polygon(s) for s in locate(lat, lon)]
        except OffBoardError:
            return
        self.canvas.set_highlight(cells)

    # ------------------------------------------------------------------ hover and click
    def _queue_hover(self, lon: float, lat: float) -> None:
        self._pending_hover = (lon, lat)
        if not self._hover_timer.isActive():
            self._hover_timer.start()

    def _show_hover(self) -> None:
        if self._pending_hover is None:
            return
        lon, lat = self._pending_hover
        parts = [format_lat_lon(lat, lon)]
        idx = self.canvas.feature_at(self.config.area_layer, lon, lat)
        if idx is not None and self.area_names()[idx]:
            parts.append(self.area_names()[idx])
        sol = self.solution_text(lat, lon)
        if sol:
            parts.append(sol)
        self.hover_label.setText("  ·  ".join(parts))

    def show_point(self, lon: float, lat: float) -> None:
        """Mark a clicked point and describe it and its nearest place."""
        from geoquiz.geo import gazetteer, projection

        self.last_click = (lon, lat)
        self.last_solution = self.solution_text(lat, lon)
        self.highlight_solution(lat, lon)
        self.canvas.clear_markers()
        self.canvas.add_marker(lon, lat)
        text = self.tr("Clicked {pos}").format(pos=format_lat_lon(lat, lon))
        if self.last_solution:
            text += f": <b>{self.last_solution}</b>"
        try:
            place = gazetteer.nearest(lat, lon, country=self.config.country)
        except (ValueError, LookupError):
            place = None
        self.last_place = place
        if place is not None:
            km = projection.distance_km(lat, lon, place.lat, place.lon)
            self.canvas.add_marker(place.lon, place.lat, place.name)
            text += "<br>" + self.tr("Nearest place: {name}, {km} km away").format(
                name=f"<b>{place.name}</b>", km=_decimal(km, 1)
            )
            sol = self.solution_text(place.lat, place.lon)
            if sol:
                text += f" — {sol}"
        self.info_label.setText(text)

    # ------------------------------------------------------------------ search
    def _focus_search(self) -> None:
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def _update_completions(self, text: str) -> None:
        from geoquiz.geo.gazetteer import search

        self._places.clear()
        entries = []
        if len(text.strip()) >= 2:
            for place in search(text, country=self.config.country, limit=12):
                region = _region(place)
                entry = f"{place.name} ({region})" if region else place.name
                if entry in self._places:
                    entry = f"{entry} {place.lat:.2f}, {place.lon:.2f}"
                self._places[entry] = place
                entries.append(entry)
        self._model.setStringList(entries)
        if entries and self.search_box.hasFocus():
            self._completer.complete()  # show the new list (the line edit asked before it existed)

    def search(self, text: str) -> bool:
        """Find a place by name (or a completion entry), centre the map on it; False if none."""
        from geoquiz.geo.gazetteer import search

        text = text.strip()
        if not text:
            return False
        place = self._places.get(text)
        if place is None:
            found = search(text, country=self.config.country, limit=1)
            place = found[0] if found else None
        if place is None:
            self.info_label.setText(self.tr("No place called “{text}” found.").format(text=text))
            return False
        self.last_place = place
        self.last_click = None
        self.canvas.clear_markers()
        self.canvas.add_marker(place.lon, place.lat, place.name)
        self.canvas.center_on(place.lon, place.lat, max(self.canvas.px_per_km(), PLACE_PX_PER_KM))
        self.last_solution = self.solution_text(place.lat, place.lon)
        self.highlight_solution(place.lat, place.lon)
        text = f"<b>{place.name}</b>"
        region = _region(place)
        if region:
            text += f" ({region})"
        text += f" — {format_lat_lon(place.lat, place.lon)}"
        if self.last_solution:
            text += f" — <b>{self.last_solution}</b>"
        self.info_label.setText(text)
        return True
