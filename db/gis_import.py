"""Import places from GIS files as cards: GeoJSON, TopoJSON, KML/KMZ, GPX, GeoPackage, shapefiles.

A GIS file is read with pyogrio/geopandas, which are imported only when such a file is opened
(geopandas alone costs about half a second, DESIGN §2). What GDAL may open, and how, is decided by
:mod:`db.gis_safety` (one driver per suffix, no network, no virtual paths, a size budget) and
:mod:`db.gis_formats` (which layers, which encoding). Every feature becomes one card row in the
format of :mod:`db.cardio`, which then validates, solves and writes them exactly as it does a CSV
or JSON import: the same checks, the same limits, the same all-or-nothing report. Features are
numbered from 1 in file order; problems and notes name the feature's title too.

* Any CRS is reprojected to EPSG:4326; a file without one is taken as longitude/latitude when its
  coordinates fit (GeoJSON is EPSG:4326 by definition), otherwise refused.
* Geometry is repaired first (``shapely.make_valid``: a bow-tie becomes two triangles), then
  snapped to 1e-6°; each repair is a note on the feature.
* A point is a point card; a polygon an area card, simplified to at most
  :data:`MAX_OUTLINE_VERTICES` vertices (its label point is the representative point); a line (a
  river, a road, a track) is refused with that reason — the board rules solve places and areas.
* Title: the ``title`` or ``name`` property (any case), or the field the author chose; a KML
  placemark without a name takes its folder's. Colour: the ``colour`` property, else the one
  given, else orange for points and green for areas. Prompts: ``prompt_de``/``prompt_en`` if
  given, else "Wo liegt X?" / "Where is X?". ``explanation`` (or a KML ``description``, HTML
  turned into plain text), ``source``, ``author`` and ``needs_review`` are taken over; every
  other property is ignored (GIS files carry many).
* GPX: the waypoints are the places; tracks and routes are lines. A file with several layers
  (GeoPackage, TopoJSON objects, shapefiles in one zip) is read layer after layer, or only the
  layer the author picks.
* Notes (nothing is refused for them): repaired outlines, the encoding guessed for a shapefile,
  text that looks garbled (mojibake), places outside Germany on the board only through its 25 km
  strip, and what GDAL warned about (never printed on stderr).
"""

from __future__ import annotations

import math
import re
import tempfile
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import shapely
from shapely.geometry.base import BaseGeometry

from geoquiz.db.cardio import (
    MAX_IMPORT_BYTES,
    MAX_IMPORT_ROWS,
    ImportReport,
    Problem,
    ValidatedRow,
    import_rows,
)
from geoquiz.db.gis_formats import (
    ENCODINGS,
    GIS_SUFFIXES,
    Layer,
    html_to_text,
    json_kind,
    open_layers,
    refused_reason,
)
from geoquiz.db.gis_safety import REFUSED_SUFFIXES, check_driver, check_path, gdal, suffix_of
from geoquiz.db.session import Database

__all__ = [
    "DEFAULT_COLOURS",
    "ENCODINGS",
    "GIS_SUFFIXES",
    "MAX_OUTLINE_VERTICES",
    "GisFeature",
    "GisFile",
    "GisImportReport",
    "GisNote",
    "border_notes",
    "feature_names",
    "feature_notes",
    "gis_rows",
    "import_gis",
    "is_gis_file",
    "preview_gis",
    "read_gis",
    "simplify_outline",
]

#: Colour of a card when neither the file nor the author gives one.
DEFAULT_COLOURS = {"point": "orange", "area": "green"}
#: An area outline is simplified until it has at most this many vertices: enough for a lake or a
#: low mountain range at board scale (a map square is ~140 × 110 km), small enough for the editor.
MAX_OUTLINE_VERTICES = 400
#: Card fields taken over from feature properties of the same name.
PASSED_FIELDS = ("prompt_de", "prompt_en", "explanation", "source", "author", "needs_review")
TITLE_FIELDS = ("title", "name")
#: UTF-8 read as ISO-8859-1/CP1252: "Ã¼" for "ü", "Ã\x9f" or "ÃŸ" for "ß"
_MOJIBAKE = re.compile(
    "[\u00c2-\u00c5][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192"
    "\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a"
    "\u20ac\u2122]"
)
#: Less than this share of an area inside Germany: a note that only the border strip solves it.
_MOSTLY_ABROAD = 0.5


@dataclass(frozen=True)
class GisFeature:
    """One feature of a GIS file: its number (from 1), properties and geometry in EPSG:4326.

    ``folder`` is the KML folder the feature lies in (its title if it has no name of its own).
    """

    number: int
    properties: dict[str, Any]
    geometry: BaseGeometry | None
    folder: str = ""


@dataclass(frozen=True)
class GisNote:
    """Something the author should know about a file or a feature (row 0: the whole file)."""

    row: int
    name: str
    message: str

    def __str__(self) -> str:
        return _where(self.row, self.name, "", self.message) if self.row > 0 else self.message


def _where(row: int, name: str, column: str, message: str) -> str:
    """``row 3 “Bodensee”, column geometry: message`` (the name and column only if known)."""
    where = f"row {row}" + (f" “{name}”" if name else "") + (f", column {column}" if column else "")
    return f"{where}: {message}"


@dataclass
class GisFile:
    """The features of a GIS file, the names of its property fields, its layers and notes."""

    path: Path
    fields: list[str]
    features: list[GisFeature] = field(default_factory=list)
    #: the layers the author can choose from (empty: one layer, or a KML's folders)
    layers: list[str] = field(default_factory=list)
    #: the shapefile encoding used, None when GDAL followed the file's .cpg or code page
    encoding: str | None = None
    is_shapefile: bool = False
    notes: list[GisNote] = field(default_factory=list)

    def title_field(self, chosen: str | None = None) -> str:
        """The field the titles come from: ``chosen``, else ``title`` or ``name`` (any case)."""
        if chosen:
            if chosen in self.fields:
                return chosen
            raise ValueError(
                f"{self.path.name} has no field {chosen!r} (fields: {_field_list(self.fields)})"
            )
        by_lower = {f.lower(): f for f in self.fields}
        for name in TITLE_FIELDS:
            if name in by_lower:
                return by_lower[name]
        raise ValueError(
            f"{self.path.name} has no title or name field; choose the field of the titles "
            f"(fields: {_field_list(self.fields)})"
        )


@dataclass
class GisImportReport(ImportReport):
    """An import report with the features' titles (for the problem lines) and the notes."""

    names: dict[int, str] = field(default_factory=dict)
    notes: list[GisNote] = field(default_factory=list)

    def problem_line(self, problem: Problem) -> str:
        """``row 3 “Bodensee”, column geometry: …``: the problem with the feature's title."""
        if problem.row <= 0:
            return str(problem)
        return _where(problem.row, self.names.get(problem.row, ""), problem.column, problem.message)

    def lines(self) -> list[str]:
        """The problems, one per line, then the summary."""
        return [self.problem_line(p) for p in self.problems] + [self.summary()]


def _field_list(fields: Sequence[str]) -> str:
    return ", ".join(fields) or "none"


def is_gis_file(path: Path) -> bool:
    """Whether ``path`` is for this module: a GIS suffix (a ``.json`` only if it is GeoJSON or
    TopoJSON, not a card deck), or a GIS format refused with a reason of its own."""
    suffix = suffix_of(path)
    if suffix in REFUSED_SUFFIXES:
        return True
    if suffix != ".json":
        return suffix in GIS_SUFFIXES
    try:
        if path.stat().st_size > MAX_IMPORT_BYTES:
            return False
        json_kind(path.read_bytes(), path.name)
    except (OSError, ValueError):
        return False
    return True


# ---------------------------------------------------------------------------------------------
# reading


def read_gis(path: Path, *, layer: str | None = None, encoding: str | None = None) -> GisFile:
    """Read the features of a GIS file in EPSG:4326; ValueError with a readable reason.

    ``layer`` picks one of a file's layers (:attr:`GisFile.layers`); ``encoding`` is a shapefile's
    text encoding (default: its ``.cpg``, else UTF-8 if the text is UTF-8, else ISO-8859-1).
    """
    check_path(path)
    suffix = suffix_of(path)
    if suffix not in GIS_SUFFIXES and suffix not in REFUSED_SUFFIXES:
        raise ValueError(
            f"{path.name}: unknown file type {path.suffix or '(none)'!r}; "
            f"geoquiz reads {', '.join(GIS_SUFFIXES)}"
        )
    reason = refused_reason(path, suffix)
    if reason:
        raise ValueError(reason)
    if not path.is_file():
        raise ValueError(f"no such file: {path}")
    size = path.stat().st_size
    if size > MAX_IMPORT_BYTES:
        raise ValueError(
            f"{path.name} is {size / 1e6:.0f} MB; at most {MAX_IMPORT_BYTES / 1e6:.0f} MB "
            "can be imported at once"
        )
    pyogrio = gdal()
    with tempfile.TemporaryDirectory(prefix="geoquiz-gis-") as workdir:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            opened = open_layers(path, Path(workdir), layer=layer, encoding=encoding)
            try:
                frames = [(lay, _read_layer(pyogrio, path, lay)) for lay in opened.layers]
                lines = _gpx_lines(pyogrio, opened.layers) if suffix == ".gpx" else 0
            except (
                pyogrio.errors.DataSourceError,
                pyogrio.errors.DataLayerError,
                pyogrio.errors.FieldError,
                pyogrio.errors.GeometryError,
                pyogrio.errors.CRSError,
            ) as exc:
                raise ValueError(
                    f"{path.name} cannot be read as a GIS file ({_reason(exc)})"
                ) from None
    notes = [GisNote(0, "", text) for text in opened.notes]
    notes.extend(_warning_notes(caught))

    fields: list[str] = []
    features: list[GisFeature] = []
    for lay, frame in frames:
        frame = _to_lonlat(frame, path)
        names = [str(c) for c in frame.columns if c != frame.geometry.name]
        fields.extend(n for n in names if n not in fields)
        folder = lay.name if lay.folder else ""
        for properties, geometry in zip(
            frame[names].to_dict("records"), frame.geometry, strict=True
        ):
            props = {str(k): v for k, v in properties.items()}
            features.append(GisFeature(len(features) + 1, props, geometry, folder))
    if len(features) > MAX_IMPORT_ROWS:
        raise ValueError(
            f"{path.name} holds {len(features)} features; at most {MAX_IMPORT_ROWS} cards can be "
            "imported at once (split the file)"
        )
    if not features:
        if lines:
            raise ValueError(
                f"{path.name} holds no waypoints, only tracks or routes: a line cannot be a card "
                "(the board rules solve places and areas)"
            )
        raise ValueError(f"{path.name} holds no places")
    notes.extend(_mojibake_notes(path, features))
    return GisFile(
        path,
        fields,
        features,
        layers=opened.choices,
        encoding=opened.encoding,
        is_shapefile=opened.is_shapefile,
        notes=notes,
    )


def _read_layer(pyogrio: Any, path: Path, lay: Layer) -> Any:
    """One layer as a GeoDataFrame: the driver checked, the feature count within the limit."""
    info = pyogrio.read_info(lay.source, layer=lay.layer, encoding=lay.encoding)
    check_driver(path.name, lay.suffix, str(info.get("driver")))
    count = int(info["features"])
    if count > MAX_IMPORT_ROWS:
        raise ValueError(
            f"{path.name} holds {count} features; at most {MAX_IMPORT_ROWS} cards can be "
            "imported at once (split the file)"
        )
    return pyogrio.read_dataframe(
        lay.source, layer=lay.layer, encoding=lay.encoding, on_invalid="ignore"
    )


def _gpx_lines(pyogrio: Any, layers: list[Layer]) -> int:
    count = 0
    for layer in ("tracks", "routes"):
        try:
            count += int(pyogrio.read_info(layers[0].source, layer=layer)["features"])
        except Exception:  # a GPX without that layer
            continue
    return count


def _warning_notes(caught: list[warnings.WarningMessage]) -> list[GisNote]:
    """GDAL's and pyogrio's warnings as notes (a library's own deprecations are passed on)."""
    notes: list[GisNote] = []
    for warning in caught:
        if issubclass(warning.category, (DeprecationWarning, PendingDeprecationWarning)) or (
            issubclass(warning.category, ResourceWarning)
        ):
            warnings.warn_explicit(
                warning.message, warning.category, warning.filename, warning.lineno
            )
            continue
        text = " ".join(str(warning.message).split())
        text = text.split(". This warning will not be emitted")[0].rstrip(".")
        note = GisNote(0, "", f"the GIS library reported: {text}")
        if note not in notes:
            notes.append(note)
    return notes


def _mojibake_notes(path: Path, features: list[GisFeature]) -> list[GisNote]:
    """One note when text looks like UTF-8 read as ISO-8859-1 ("Bad MÃ¼nder")."""
    garbled = []
    for feature in features:
        for value in feature.properties.values():
            if isinstance(value, str) and _MOJIBAKE.search(value):
                garbled.append(value)
                break
    if not garbled:
        return []
    return [
        GisNote(
            0,
            "",
            f"{len(garbled)} of {len(features)} features have text that looks garbled "
            f"(“{garbled[0][:60]}”): the file's encoding may be UTF-8; choose it",
        )
    ]


def _reason(exc: Exception) -> str:
    """GDAL's reason, first sentence only (its advice on driver prefixes does not apply)."""
    text = str(exc).strip().split("\n")[0].split("; It might help")[0].rstrip(".")
    return re.sub(r"^(GeoJSON|TopoJSON|GPKG):", "", text)


def _to_lonlat(frame: Any, path: Path) -> Any:
    """Reproject a GeoDataFrame to EPSG:4326 (a file without a CRS must be lon/lat already)."""
    if frame.crs is None:
        geometry = frame.geometry
        bounds = geometry[~geometry.isna()].total_bounds if len(frame) else None
        if bounds is not None and len(bounds) and all(map(math.isfinite, bounds)):
            minx, miny, maxx, maxy = bounds
            if not (-180 <= minx <= maxx <= 180 and -90 <= miny <= maxy <= 90):
                raise ValueError(
                    f"{path.name} has no coordinate reference system (.prj) and its coordinates "
                    "are not longitude/latitude"
                )
        return frame.set_crs(4326)
    if frame.crs.to_epsg() == 4326:
        return frame
    return frame.to_crs(4326)


# ---------------------------------------------------------------------------------------------
# features to card rows


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return ""
    return str(value).strip()


#: the most points one feature's geometry may have (a detailed Land: ~5,000 after simplifying;
#: an imported one 90 kB of WKT)
MAX_FEATURE_POINTS = 500_000
#: the most points of a broken outline that is repaired (make_valid's time grows fast with it)
MAX_REPAIR_POINTS = 20_000
#: the most pieces a repaired outline may fall into
MAX_REPAIRED_PIECES = 200


def simplify_outline(geometry: BaseGeometry, limit: int = MAX_OUTLINE_VERTICES) -> BaseGeometry:
    """Return a valid polygon of at most ``limit`` vertices (topology-preserving simplify).

    An invalid ``geometry`` is repaired first: snapping an invalid shape to a grid fails in GEOS.
    """
    if not geometry.is_valid:
        geometry = _polygonal(shapely.make_valid(geometry))
    geometry = shapely.set_precision(geometry, 1e-6)
    tolerance = 0.0005  # degrees, ~50 m
    while shapely.get_num_coordinates(geometry) > limit and tolerance < 1.0:
        simpler = shapely.set_precision(
            shapely.simplify(geometry, tolerance, preserve_topology=True), 1e-6
        )
        if not simpler.is_empty and simpler.is_valid:
            geometry = simpler
        tolerance *= 2
    if not geometry.is_valid:
        geometry = _polygonal(shapely.make_valid(geometry))
    return geometry


def _polygonal(geometry: BaseGeometry) -> BaseGeometry:
    """The polygons of a repaired geometry (make_valid may add the lines and points it cut off)."""
    if geometry.geom_type in ("Polygon", "MultiPolygon"):
        return geometry
    parts = [
        g
        for g in shapely.get_parts(shapely.get_parts(geometry))
        if g.geom_type in ("Polygon", "MultiPolygon") and not g.is_empty
    ]
    if not parts:
        return shapely.Polygon()
    return shapely.union_all(parts)


def _repair(geometry: BaseGeometry) -> tuple[BaseGeometry, str]:
    """A valid geometry and what was repaired ("" when it was valid already)."""
    if geometry.is_valid:
        return geometry, ""
    reason = shapely.is_valid_reason(geometry)
    fixed = shapely.make_valid(geometry)
    if geometry.geom_type in ("Polygon", "MultiPolygon"):
        fixed = _polygonal(fixed)
    spot = re.search(r"\[(-?[\d.e+-]+) (-?[\d.e+-]+)", reason)
    if spot and reason.lower().startswith(("self-intersection", "ring self-intersection")):
        from geoquiz.geo.board.region import format_latlon

        where = format_latlon(float(spot.group(2)), float(spot.group(1)))
        return fixed, f"the outline crossed itself at {where}; it was repaired"
    return fixed, f"the outline was not a valid shape ({reason.split('[')[0]}); it was repaired"


def _place(
    feature: GisFeature,
) -> tuple[str, dict[str, Any], str] | Problem:
    """The kind (point/area), place columns and repair note of a feature, or why it cannot be a
    card."""
    geometry = feature.geometry
    if geometry is None or geometry.is_empty:
        return Problem(feature.number, "geometry", "the feature has no geometry")
    geometry = shapely.force_2d(geometry)
    points = int(shapely.get_num_coordinates(geometry))
    if points > MAX_FEATURE_POINTS:
        return Problem(
            feature.number,
            "geometry",
            f"the outline has {points} points; at most {MAX_FEATURE_POINTS} can be read "
            "(simplify the file)",
        )
    try:
        if points > MAX_REPAIR_POINTS and not geometry.is_valid:
            # a repair of a large broken outline took minutes (a 300,000-point zigzag)
            return Problem(
                feature.number,
                "geometry",
                f"the outline is not a valid shape and has {points} points; at most "
                f"{MAX_REPAIR_POINTS} can be repaired (fix or simplify the file)",
            )
        geometry, repaired = _repair(geometry)
        pieces = int(shapely.get_num_geometries(geometry))
        if repaired and pieces > MAX_REPAIRED_PIECES:
            # a zigzag of 3,000 points became 1,500 slivers, each solved on the board: 44 s
            return Problem(
                feature.number,
                "geometry",
                f"the outline crosses itself so often that its repair has {pieces} pieces; "
                "fix the file",
            )
        kind = geometry.geom_type
        if kind == "GeometryCollection":
            polygons = _polygonal(geometry)
            if not polygons.is_empty:
                geometry, kind = polygons, polygons.geom_type
        if kind == "MultiPoint" and len(geometry.geoms) == 1:
            geometry, kind = geometry.geoms[0], "Point"
        if kind == "Point":
            return "point", {"lat": round(geometry.y, 6), "lon": round(geometry.x, 6)}, repaired
        if kind in ("Polygon", "MultiPolygon"):
            outline = simplify_outline(geometry)
            if outline.is_empty or outline.geom_type not in ("Polygon", "MultiPolygon"):
                return Problem(feature.number, "geometry", "the area is too small to be drawn")
            label = outline.representative_point()
            return (
                "area",
                {
                    "outline_wkt": shapely.to_wkt(outline, rounding_precision=6, trim=True),
                    "lat": round(label.y, 5),
                    "lon": round(label.x, 5),
                },
                repaired,
            )
    except shapely.errors.GEOSException as exc:
        return Problem(
            feature.number, "geometry", f"the outline cannot be repaired ({str(exc)[:80]})"
        )
    if kind in ("LineString", "MultiLineString", "LinearRing"):
        return Problem(
            feature.number,
            "geometry",
            "a line (a river, a road, a track) cannot be a card; draw it as an area or a point",
        )
    if kind == "MultiPoint":
        return Problem(
            feature.number, "geometry", "several points in one feature; give each its own"
        )
    return Problem(feature.number, "geometry", f"a {kind} cannot be a card")


def _title(feature: GisFeature, title_key: str) -> str:
    """The feature's title: the title field's text, else its KML folder's name."""
    return _text(feature.properties.get(title_key)) or feature.folder


def gis_rows(
    gis: GisFile, *, title_field: str | None = None, colour: str | None = None
) -> tuple[list[tuple[int, dict[str, Any]]], list[Problem]]:
    """Turn features into cardio rows ``(feature number, row)``; features that cannot be cards
    (lines, no geometry) become problems instead."""
    rows, problems, _ = feature_notes(gis, title_field=title_field, colour=colour)
    return rows, problems


def feature_notes(
    gis: GisFile, *, title_field: str | None = None, colour: str | None = None
) -> tuple[list[tuple[int, dict[str, Any]]], list[Problem], list[GisNote]]:
    """:func:`gis_rows` and the notes on the features' repaired outlines."""
    title_key = gis.title_field(title_field)
    by_lower = {f.lower(): f for f in gis.fields}
    colour_key = by_lower.get("colour")
    rows: list[tuple[int, dict[str, Any]]] = []
    problems: list[Problem] = []
    notes: list[GisNote] = []
    for feature in gis.features:
        title = _title(feature, title_key)
        place = _place(feature)
        if isinstance(place, Problem):
            problems.append(place)
            continue
        kind, columns, repaired = place
        if repaired:
            notes.append(GisNote(feature.number, title, repaired))
        props = feature.properties
        row: dict[str, Any] = {"title": title, **columns}
        row["colour"] = (
            _text(props.get(colour_key)) if colour_key and _text(props.get(colour_key)) else ""
        ) or (colour or DEFAULT_COLOURS[kind])
        for name in PASSED_FIELDS:
            key = by_lower.get(name) or (
                by_lower.get("description") if name == "explanation" else None
            )
            if key is not None and key != title_key and _text(props.get(key)):
                value = props[key]
                if key.lower() == "description" and isinstance(value, str):
                    value = html_to_text(value)
                row[name] = value
        if title:
            row.setdefault("prompt_de", f"Wo liegt {title}?")
            row.setdefault("prompt_en", f"Where is {title}?")
        rows.append((feature.number, row))
    return rows, problems, notes


def feature_names(gis: GisFile, title_field: str | None = None) -> dict[int, str]:
    """Each feature's title by its number (empty when it has none)."""
    try:
        key = gis.title_field(title_field)
    except ValueError:
        return {f.number: f.folder for f in gis.features if f.folder}
    return {f.number: _title(f, key) for f in gis.features}


# ---------------------------------------------------------------------------------------------
# places abroad


@cache
def _germany() -> BaseGeometry:
    from geoquiz.geo import maps

    return maps.germany_territory()


def border_notes(rows: Sequence[tuple[int, dict[str, Any]]]) -> list[GisNote]:
    """Notes on places outside Germany that only the 25 km strip along its border puts on the
    board (a neighbouring country imported as a card is solved by that strip alone)."""
    from geoquiz.geo.board.region import OFF_BOARD_KM, distance_to_germany_km

    if not rows:
        return []
    germany = _germany()
    notes: list[GisNote] = []
    for number, row in rows:
        title = str(row.get("title", ""))
        try:
            if row.get("outline_wkt"):
                area = shapely.from_wkt(row["outline_wkt"])
                if area.area <= 0:
                    continue
                share = shapely.intersection(area, germany).area / area.area
                if share < _MOSTLY_ABROAD:
                    notes.append(
                        GisNote(
                            number,
                            title,
                            f"only {share * 100:.0f} % of the area lies in Germany: the card is "
                            f"on the board only through the {OFF_BOARD_KM:g} km strip along the "
                            "border",
                        )
                    )
            elif not shapely.contains_xy(germany, row["lon"], row["lat"]):
                km = distance_to_germany_km(row["lat"], row["lon"])
                if 0 < km <= OFF_BOARD_KM:
                    notes.append(
                        GisNote(
                            number,
                            title,
                            f"the place lies {km:.1f} km outside Germany, on the "
                            f"{OFF_BOARD_KM:g} km strip along the border",
                        )
                    )
        except (ValueError, shapely.errors.GEOSException):
            continue  # an off-board or unreadable place: the validation reports it
    return notes


# ---------------------------------------------------------------------------------------------
# import


def _renumber(report: ImportReport, numbers: Sequence[int]) -> None:
    """Map cardio's row numbers (1… over the rows passed) back to feature numbers."""
    report.problems[:] = [
        Problem(numbers[p.row - 1] if 1 <= p.row <= len(numbers) else p.row, p.column, p.message)
        for p in report.problems
    ]
    report.valid[:] = [ValidatedRow(numbers[v.row - 1], v.data, v.solutions) for v in report.valid]


def import_gis(
    db: Database,
    path: Path,
    deck_name: str | None = None,
    *,
    title_field: str | None = None,
    colour: str | None = None,
    layer: str | None = None,
    encoding: str | None = None,
    only_valid: bool = False,
    write: bool = True,
    deck_settings: Mapping[str, Any] | None = None,
) -> GisImportReport:
    """Import a GIS file into a deck (default: the file's stem), all or nothing.

    Returns the report: feature number (and title), column, problem, and the notes. Nothing is
    written unless every feature is a valid card (or ``only_valid``); ``write=False`` validates
    only. A file that cannot be read, or has no title field, raises ValueError.
    """
    gis = read_gis(path, layer=layer, encoding=encoding)
    rows, refused, repairs = feature_notes(gis, title_field=title_field, colour=colour)
    name = deck_name or path.stem
    numbers = [number for number, _ in rows]
    report = GisImportReport(deck=name)
    report.names = feature_names(gis, title_field)
    with db.session() as session:

        def rows_into_deck(*, write: bool, only_valid: bool = False) -> ImportReport:
            cards = [row for _, row in rows]
            return import_rows(
                session,
                cards,
                name,
                first_row=1,
                deck_settings=deck_settings,
                write=write,
                only_valid=only_valid,
            )

        if rows:
            checked = rows_into_deck(write=False)
            _renumber(checked, numbers)
            report.valid, report.problems = checked.valid, checked.problems
        report.total = len(gis.features)
        report.problems = sorted([*refused, *report.problems], key=lambda p: p.row)
        valid_numbers = {v.row for v in report.valid}
        report.notes = [
            *gis.notes,
            *sorted(
                [*repairs, *border_notes([r for r in rows if r[0] in valid_numbers])],
                key=lambda n: n.row,
            ),
        ]
        if not write or not report.valid or (report.problems and not only_valid):
            return report
        written = rows_into_deck(write=True, only_valid=True)
        report.imported = written.imported
    return report


def preview_gis(
    path: Path,
    *,
    title_field: str | None = None,
    colour: str | None = None,
    layer: str | None = None,
    encoding: str | None = None,
    tolerance_km: float = 2.0,
    limit: int = 10,
) -> tuple[GisFile, list[tuple[int, dict[str, Any], str]]]:
    """The first ``limit`` features as rows with their computed solutions (or the problem).

    For the editor's import dialog: nothing is written and no database is needed.
    """
    from geoquiz.db.cardio import validate_rows

    gis = read_gis(path, layer=layer, encoding=encoding)
    rows, refused = gis_rows(gis, title_field=title_field, colour=colour)
    refused_by_number = {p.row: p for p in refused}
    out: list[tuple[int, dict[str, Any], str]] = []
    row_by_number = dict(rows)
    for feature in gis.features[:limit]:
        if feature.number in refused_by_number:
            out.append((feature.number, {}, refused_by_number[feature.number].message))
            continue
        row = row_by_number[feature.number]
        report = validate_rows([row], tolerance_km=tolerance_km, first_row=feature.number)
        if report.problems:
            text = "; ".join(
                f"{p.column}: {p.message}" if p.column else p.message for p in report.problems
            )
        else:
            text = " / ".join(report.valid[0].solutions)
        out.append((feature.number, row, text))
    return gis, out
