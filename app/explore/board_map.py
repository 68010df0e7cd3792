"""The two explore maps: Germany with the Finden-Sie-Minden board grid, and Denmark.

Each ``build_*`` function fills a :class:`~app.canvas.MapCanvas` with layers loaded through
``geo.maps`` (fine, medium and coarse levels of detail) and, for Germany, the board grid of
``geo.board`` (DESIGN §4): square borders black, quadrant lines thin and dashed, the white lines
10°E, 50°N and 52°N bold white on a dark casing, large square numbers and, when zoomed in,
quadrant letters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import shapely
from numpy.typing import NDArray
from PySide6.QtGui import QColor
from shapely.geometry import LineString, box

from geoquiz.app.canvas import AreaStyle, Label, LabelStyle, LineStyle, MapCanvas, Palette

__all__ = [
    "GERMANY_HOME",
    "GERMANY_EXTENT",
    "DENMARK_HOME",
    "DENMARK_EXTENT",
    "build_germany",
    "build_denmark",
]

#: lon/lat bounds shown by "fit" (the board rectangle with a small margin) and the pannable extent
GERMANY_HOME = (5.5, 46.7, 16.5, 55.3)
GERMANY_EXTENT = (2.0, 44.0, 20.0, 58.0)
DENMARK_HOME = (7.9, 54.5, 15.3, 57.85)
DENMARK_EXTENT = (4.0, 53.0, 19.0, 59.0)

#: switch to medium detail below 6 px/km and to coarse detail below 0.9 px/km
LOD_PX_PER_KM = (6.0, 0.9)
#: width (degrees) of the seam filled between German (VG250) and foreign (Natural Earth) land
BORDER_SEAM_DEG = 0.03

#: quadrant letters from this scale on: below it the square number (up to 54 px, 14 km east of
#: the square's west edge) still covers the letter A (at the quadrant's centre, 0.2° farther east)
QUADRANT_LETTERS_FROM_PX_PER_KM = 3.5


def _levels(
    name: str,
) -> tuple[NDArray[np.object_], list[NDArray[np.object_]], list[dict[str, object]]]:
    """Return (fine geometries, [medium, coarse], attributes) of a map layer."""
    from geoquiz.geo.maps import load_layer

    fine = load_layer(name, detail=0)
    coarser = [np.asarray(load_layer(name, detail=d).geometries, dtype=object) for d in (1, 2)]
    return np.asarray(fine.geometries, dtype=object), coarser, list(fine.attrs)


def _fine(name: str) -> Callable[[], NDArray[np.object_]]:
    """The finest level of a map layer, loaded when first needed (zoomed in, or hit-testing).

    The fitted map is drawn from the coarser levels, so start-up does not read the big files.
    """

    def load() -> NDArray[np.object_]:
        from geoquiz.geo.maps import load_layer

        return np.asarray(load_layer(name, detail=0).geometries, dtype=object)

    return load


def _lazy_levels(name: str) -> tuple[Callable[[], NDArray[np.object_]], list[NDArray[np.object_]]]:
    """Return (fine level as a function, [medium, coarse]) of a map layer."""
    from geoquiz.geo.maps import load_layer

    coarser = [np.asarray(load_layer(name, detail=d).geometries, dtype=object) for d in (1, 2)]
    return _fine(name), coarser


def _outlines(
    geoms: NDArray[np.object_] | Callable[[], NDArray[np.object_]],
) -> Callable[[], NDArray[np.object_]]:
    """The polygons' boundaries, computed when the level is first drawn."""
    if callable(geoms):
        return lambda: np.asarray(shapely.boundary(geoms()), dtype=object)
    return lambda: np.asarray(shapely.boundary(geoms), dtype=object)


def _add_area(
    canvas: MapCanvas, name: str, style: AreaStyle, z: float, layer: str | None = None
) -> list[dict[str, object]]:
    fine, coarser, attrs = _levels(layer or name)
    canvas.add_area_layer(name, fine, style, z, lods=coarser, lod_px_per_km=LOD_PX_PER_KM)
    return attrs


def _add_lazy_area(canvas: MapCanvas, name: str, style: AreaStyle, z: float) -> None:
    """Like :func:`_add_area`, with the finest level loaded when first drawn."""
    fine, coarser = _lazy_levels(name)
    canvas.add_area_layer(name, fine, style, z, lods=coarser, lod_px_per_km=LOD_PX_PER_KM)


def _add_borders(canvas: MapCanvas, layer: str, style: LineStyle, z: float) -> None:
    """The outlines of an area layer's features as the line layer ``<layer>-borders``."""
    fine, coarser = _lazy_levels(layer)
    canvas.add_line_layer(
        f"{layer}-borders",
        _outlines(fine),
        style,
        z,
        lods=[_outlines(g) for g in coarser],
        lod_px_per_km=LOD_PX_PER_KM,
    )


def _border_style(color: QColor, grow_from_px_per_km: float) -> LineStyle:
    """Borders of regions and states on both maps: 1 px, from ``grow_from_px_per_km`` on growing
    with the zoom up to 2.5 px."""
    return LineStyle(color, 1.0, grow=0.5, max_factor=2.5, grow_from_px_per_km=grow_from_px_per_km)


def _grid_lines(step_lon: float, step_lat: float, skip: Sequence[float] = ()) -> list[LineString]:
    """Meridians and parallels across the board rectangle every ``step`` degrees."""
    from geoquiz.geo.board import BOARD_EAST, BOARD_NORTH, BOARD_SOUTH, BOARD_WEST

    lines = []
    lon = float(BOARD_WEST)
    while lon <= BOARD_EAST + 1e-9:
        if not any(abs(lon - s) < 1e-9 for s in skip):
            lines.append(LineString([(lon, BOARD_SOUTH), (lon, BOARD_NORTH)]))
        lon += step_lon
    lat = float(BOARD_SOUTH)
    while lat <= BOARD_NORTH + 1e-9:
        if not any(abs(lat - s) < 1e-9 for s in skip):
            lines.append(LineString([(BOARD_WEST, lat), (BOARD_EAST, lat)]))
        lat += step_lat
    return lines


def _quadrant_lines() -> list[LineString]:
    """The middle meridian and parallel of every square (odd degrees east, half degrees north)."""
    from geoquiz.geo.board import BOARD_EAST, BOARD_NORTH, BOARD_SOUTH, BOARD_WEST

    lines = [
        LineString([(lon, BOARD_SOUTH), (lon, BOARD_NORTH)])
        for lon in np.arange(BOARD_WEST + 1, BOARD_EAST, 2.0)
    ]
    lines += [
        LineString([(BOARD_WEST, lat), (BOARD_EAST, lat)])
        for lat in np.arange(BOARD_SOUTH + 0.5, BOARD_NORTH, 1.0)
    ]
    return lines


def add_board_grid(canvas: MapCanvas) -> None:
    """Draw the Finden-Sie-Minden grid, square numbers, quadrant letters and zone names."""
    from geoquiz.geo import board

    canvas.add_line_layer(
        "board-quadrants",
        _quadrant_lines(),
        LineStyle(Palette.QUADRANT, 0.8, grow=0.3, max_factor=2.0, dash=(6.0, 4.0)),
        20,
        max_segment_deg=0.5,
    )
    canvas.add_line_layer(
        "board-squares",
        _grid_lines(2.0, 1.0),
        LineStyle(Palette.GRID, 1.4),
        21,
        max_segment_deg=0.5,
    )
    white = board.white_lines()
    canvas.add_line_layer(
        "board-white-casing", white, LineStyle(Palette.WHITE_CASING, 7.0), 22, max_segment_deg=0.5
    )
    canvas.add_line_layer(
        "board-white", white, LineStyle(Palette.WHITE_LINE, 5.0), 23, max_segment_deg=0.5
    )

    # numbers in the north-west corner of their square, as on the printed board: the centre is
    # where the quadrant lines cross, and towns need the room
    numbers = [
        Label(poly.bounds[0] + 0.3, poly.bounds[3] - 0.21, str(number))
        for (_zone, number), poly in board.square_polygons().items()
    ]
    canvas.add_label_layer(
        "board-square-numbers",
        numbers,
        # about a quarter of the square's height on a 1600x1000 window, smaller on small maps
        board_text(
            QColor(20, 20, 20, 170), 30.0, 0.75, 1.8, reference_px_per_km=1.05, min_factor=0.5
        ),
        60,
    )

    def letters() -> list[Label]:  # made when first shown (zoomed in)
        return [
            Label(poly.centroid.x, poly.centroid.y, solution.quadrant)
            for solution, poly in board.quadrant_polygons().items()
        ]

    canvas.add_label_layer(
        "board-quadrant-letters",
        letters,
        board_text(
            QColor(40, 40, 40, 200), 15.0, 0.5, 2.5, min_px_per_km=QUADRANT_LETTERS_FROM_PX_PER_KM
        ),
        59,
    )
    # zone letters in the margin left and right of the board, W / O above and below it
    margin = [
        Label(board.BOARD_WEST - 0.3, 53.5, "N"),
        Label(board.BOARD_WEST - 0.3, 51.0, "M"),
        Label(board.BOARD_WEST - 0.3, 48.5, "S"),
        Label(board.BOARD_EAST + 0.3, 53.5, "N"),
        Label(board.BOARD_EAST + 0.3, 51.0, "M"),
        Label(board.BOARD_EAST + 0.3, 48.5, "S"),
        Label(8.0, board.BOARD_NORTH + 0.17, "W"),
        Label(12.0, board.BOARD_NORTH + 0.17, "O"),
        Label(8.0, board.BOARD_SOUTH - 0.17, "W"),
        Label(12.0, board.BOARD_SOUTH - 0.17, "O"),
    ]
    canvas.add_label_layer(
        "board-zones",
        margin,
        board_text(Palette.LABEL, 20.0, 0.3, 1.6),
        61,
    )


def board_text(
    color: QColor, size_px: float, grow: float, max_factor: float, **style: float
) -> LabelStyle:
    """The style of the board's own texts (square numbers, quadrant and zone letters).

    They are printed on the board, so they are bold and never give way to a town's name; the
    size grows with the zoom by ``grow`` up to ``max_factor`` (see ``LabelStyle``).
    """
    return LabelStyle(
        color, size_px, grow=grow, max_factor=max_factor, bold=True, collide=False, **style
    )


#: towns shown from a scale (px/km) on, by population; the largest win where labels collide
TOWN_TIERS = ((500_000, 0.0), (150_000, 1.6), (40_000, 4.0), (10_000, 12.0))


def add_towns(
    canvas: MapCanvas, country: str, tiers: Sequence[tuple[int, float]] = TOWN_TIERS
) -> None:
    """Dots and names of towns (GeoNames), more of them the closer one zooms in."""
    from geoquiz.geo.gazetteer import INFLATED_POPULATION, places

    # only the towns of the tiers: a small cache of its own, not the whole gazetteer index
    towns = sorted(
        (
            p
            for p in places(country, min_population=min(pop for pop, _ in tiers))
            if p.geonameid not in INFLATED_POPULATION
        ),
        key=lambda p: -p.population,
    )

    def tier(min_pop: int, upper: int | None) -> Callable[[], list[Label]]:
        # the labels of a tier are made when it first comes into its scale range
        return lambda: [
            Label(p.lon, p.lat, p.name, priority=float(p.population), dot=True)
            for p in towns
            if p.population >= min_pop and (upper is None or p.population < upper)
        ]

    upper = None
    for i, (min_pop, from_px_per_km) in enumerate(tiers):
        canvas.add_label_layer(
            f"towns-{i}",
            tier(min_pop, upper),
            LabelStyle(
                Palette.LABEL, 12.5 if i == 0 else 11.5, bold=i == 0, min_px_per_km=from_px_per_km
            ),
            58 - i,
        )
        upper = min_pop


def tiles(
    geometries: Sequence[object] | NDArray[np.object_], max_vertices: int = 256
) -> NDArray[np.object_]:
    """Cut polygons into pieces of at most ``max_vertices`` by halving their bounding boxes.

    For drawing only: the pieces tile the input exactly (fills are drawn without antialiasing,
    so no seams show), and a zoomed-in frame skips the pieces off screen.
    """
    out: list[object] = []
    stack = [g for g in geometries if not shapely.is_empty(g)]
    while stack:
        geom = stack.pop()
        if shapely.get_num_coordinates(geom) <= max_vertices:
            out.append(geom)
            continue
        x0, y0, x1, y1 = shapely.bounds(geom)
        if x1 - x0 >= y1 - y0:
            xm = (x0 + x1) / 2
            halves = [(x0, y0, xm, y1), (xm, y0, x1, y1)]
        else:
            ym = (y0 + y1) / 2
            halves = [(x0, y0, x1, ym), (x0, ym, x1, y1)]
        for b in halves:
            piece = shapely.clip_by_rect(geom, *b)
            if not shapely.is_empty(piece):
                stack.append(piece)
    return np.asarray(out, dtype=object)


def _add_frame(canvas: MapCanvas, extent: tuple[float, float, float, float]) -> None:
    """The sea as a framed rectangle: the map ends at a clean edge, paper colour beyond."""
    sea = [box(*extent)]
    canvas.add_area_layer("sea", sea, AreaStyle(Palette.WATER), -10)
    canvas.add_line_layer("frame", shapely.boundary(sea), LineStyle(Palette.STATE_EDGE, 1.0), 90)


def _foreign_level(home_iso: str, extra: Sequence[str], detail: int) -> NDArray[np.object_]:
    """Foreign land at one level of detail: ``neighbours`` without the home country, + extras."""
    from geoquiz.geo.maps import load_layer

    layer = load_layer("neighbours", detail=detail)
    keep = [
        g for g, a in zip(layer.geometries, layer.attrs, strict=True) if a.get("iso") != home_iso
    ]
    for name in extra:
        keep.extend(load_layer(name, detail=detail).geometries)
    return np.asarray(keep, dtype=object)


def _foreign(
    home_iso: str, extra: Sequence[str]
) -> tuple[Callable[[], NDArray[np.object_]], NDArray[np.object_], NDArray[np.object_]]:
    """Foreign land: the finest level as a function (loaded when first drawn), medium, coarse."""
    finest: list[NDArray[np.object_]] = []

    def fine() -> NDArray[np.object_]:
        if not finest:
            finest.append(_foreign_level(home_iso, extra, 0))
        return finest[0]

    return fine, _foreign_level(home_iso, extra, 1), _foreign_level(home_iso, extra, 2)


def _add_neighbours(
    canvas: MapCanvas, home_layer: str, home_iso: str, extra: Sequence[str] = ()
) -> None:
    """Neighbouring countries in grey, and grey in the seam between them and ``home_layer``.

    The home country and its neighbours come from sources of different accuracy (VG250 and
    Natural Earth 1:10m); without the seam fill, slivers of sea would show along land borders.
    """
    from geoquiz.geo.maps import derived_geometries, load_layer

    fine, medium, coarse = _foreign(home_iso, extra)
    # the seam and the trimmed outlines depend only on the map data: cached on disk with it
    # (~25 ms of every start otherwise); bump the version when the recipe below changes
    recipe = f"{home_layer}-{home_iso}-{'+'.join(extra)}-{BORDER_SEAM_DEG}-q2-v1"
    zones: dict[str, shapely.Geometry] = {}

    def home_zone() -> shapely.Geometry:
        if "home" not in zones:
            home = np.asarray(load_layer(home_layer, detail=2).geometries, dtype=object)
            # buffer each side once and intersect pairwise: no costly union of the neighbours
            zones["home"] = shapely.buffer(
                home[0] if len(home) == 1 else shapely.union_all(home),
                BORDER_SEAM_DEG,
                quad_segs=2,
            )
        return zones["home"]

    def inputs(detail: int) -> list[tuple[str, int]]:
        return [("neighbours", detail), (home_layer, 2), *((name, detail) for name in extra)]

    seam = derived_geometries(
        f"border-seam-{recipe}",
        inputs(2),
        lambda: shapely.intersection(
            home_zone(), shapely.buffer(coarse, BORDER_SEAM_DEG, quad_segs=2)
        ),
    )
    canvas.add_area_layer("border-seam", seam, AreaStyle(Palette.FOREIGN), -1)
    canvas.add_area_layer(
        "neighbours",
        fine,
        AreaStyle(Palette.FOREIGN),
        0,
        lods=[medium, coarse],
        lod_px_per_km=LOD_PX_PER_KM,
    )

    # the foreign outlines stop short of the home country, whose own (more exact) border is drawn
    # instead: two slightly different borders side by side would read as a double line
    def trimmed(
        detail: int, level: NDArray[np.object_] | Callable[[], NDArray[np.object_]]
    ) -> Callable[[], NDArray[np.object_]]:
        def compute() -> NDArray[np.object_]:
            geoms = level() if callable(level) else level
            trim = shapely.buffer(home_zone(), BORDER_SEAM_DEG, quad_segs=2)
            return np.asarray(shapely.difference(shapely.boundary(geoms), trim), dtype=object)

        return lambda: derived_geometries(f"foreign-edges-{recipe}", inputs(detail), compute)

    # computed (or read) when first drawn
    outlines = [trimmed(0, fine), trimmed(1, medium), trimmed(2, coarse)]
    canvas.add_line_layer(
        "neighbours-edges",
        outlines[0],
        LineStyle(Palette.FOREIGN_EDGE, 1.0, grow_from_px_per_km=8),
        0.5,
        lods=outlines[1:],
        lod_px_per_km=LOD_PX_PER_KM,
    )


def build_germany(canvas: MapCanvas, *, place_names: bool = True) -> None:
    """Germany in the board projection: neighbours grey, seas blue, Länder and Kreise, the grid.

    ``place_names=False`` is the board the Finden-Sie-Minden players guess on (DESIGN §4): no
    town dots or names at any zoom, only borders, water, the grid, square numbers and quadrant
    letters; Explore keeps the names (the default).
    """
    from geoquiz.geo.maps import load_layer

    _add_frame(canvas, GERMANY_EXTENT)
    _add_neighbours(canvas, "de_staat", "DE")
    # land: Germany cut into small tiles when zoomed in (off-screen tiles are skipped and inner
    # tiles are plain rectangles), as one polygon at the coarser levels
    # the finest levels (the Kreise alone are 4 MB) are read when zoomed in or hit-tested
    staat = [load_layer("de_staat", detail=d).geometries for d in (1, 2)]
    canvas.add_area_layer(
        "de_land",
        lambda: tiles(load_layer("de_staat", detail=0).geometries),
        AreaStyle(Palette.LAND),
        1,
        lods=staat,
        lod_px_per_km=LOD_PX_PER_KM,
    )
    canvas.add_hit_layer("de_kreise", _fine("de_kreise"))
    _add_lazy_area(canvas, "de_waters", AreaStyle(Palette.WATER), 2)
    # never wider than 1 px: the dense Kreis borders must stay on Qt's fast cosmetic stroker
    kreise = LineStyle(Palette.KREIS_EDGE, 0.8, grow=0.4, max_factor=1.25, grow_from_px_per_km=15)
    _add_borders(canvas, "de_kreise", kreise, 3)
    _add_borders(canvas, "de_laender", _border_style(Palette.LAND_EDGE, 20), 4)
    _add_borders(canvas, "de_staat", _border_style(Palette.STATE_EDGE, 6), 5)
    if place_names:
        add_towns(canvas, "DE")
    add_board_grid(canvas)
    canvas.set_home(GERMANY_HOME)


def build_denmark(canvas: MapCanvas, name_key: str = "name") -> list[dict[str, object]]:
    """Denmark, its five regions (labelled with ``attrs[name_key]``), its islands and neighbours."""
    _add_frame(canvas, DENMARK_EXTENT)
    _add_neighbours(canvas, "dk_staat", "DK", extra=("de_staat",))
    attrs = _add_area(canvas, "dk_regions", AreaStyle(Palette.LAND), 1)
    _add_borders(canvas, "dk_regions", _border_style(Palette.LAND_EDGE, 12), 3)
    _add_borders(canvas, "dk_staat", _border_style(Palette.STATE_EDGE, 6), 4)
    fine, _, _ = _levels("dk_regions")
    labels = []
    for geom, attr in zip(fine, attrs, strict=True):
        # label the largest part (Bornholm would drag a centroid of Hovedstaden into the sea)
        parts = shapely.get_parts(geom)
        big = parts[int(np.argmax(shapely.area(parts)))]
        p = big.point_on_surface()
        text = str(attr.get(name_key) or attr.get("name") or "")
        labels.append(Label(p.x, p.y, text, priority=float(shapely.area(geom))))
    canvas.add_label_layer(
        "dk-region-names",
        labels,
        LabelStyle(Palette.LABEL, 16.0, grow=0.3, max_factor=1.8, bold=True),
        60,
    )
    add_towns(canvas, "DK", ((100_000, 0.0), (20_000, 1.5), (5_000, 5.0), (1_000, 12.0)))
    canvas.set_home(DENMARK_HOME)
    return attrs
