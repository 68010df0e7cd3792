"""Import places from GIS files (GeoJSON, KML, GPX, GeoPackage, zipped shapefile) as cards.

A GIS file is read with pyogrio/geopandas, which are imported only when such a file is opened
(geopandas alone costs about half a second, DESIGN §2). Every feature becomes one card row in the
format of :mod:`db.cardio`, which then validates, solves and writes them exactly as it does a CSV
or JSON import: the same checks, the same limits, the same all-or-nothing report. Features are
numbered from 1 in file order.

* Any CRS is reprojected to EPSG:4326; a file without one is taken as longitude/latitude when its
  coordinates fit (GeoJSON is EPSG:4326 by definition), otherwise refused.
* A point is a point card; a polygon an area card, simplified to at most
  :data:`MAX_OUTLINE_VERTICES` vertices (its label point is the representative point); a line (a
  river, a road, a track) is refused with that reason — the board rules solve places and areas.
* Title: the ``title`` or ``name`` property (any case), or the field the author chose.
  Colour: the ``colour`` property, else the one given, else orange for points and green for areas.
  Prompts: ``prompt_de``/``prompt_en`` if given, else "Wo liegt X?" / "Where is X?".
  ``explanation``, ``source``, ``author`` and ``needs_review`` properties are taken over; every
  other property is ignored (GIS files carry many).
* GPX: the waypoints are the places; tracks and routes are lines. A GeoPackage or a KML with
  several layers is read layer after layer.
"""

from __future__ import annotations

import math
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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
from geoquiz.db.session import Database

__all__ = [
    "DEFAULT_COLOURS",
    "GIS_SUFFIXES",
    "MAX_OUTLINE_VERTICES",
    "GisFeature",
    "GisFile",
    "gis_rows",
    "import_gis",
    "is_gis_file",
    "preview_gis",
    "read_gis",
    "simplify_outline",
]

#: File suffixes read by this module (a ``.zip`` must hold a shapefile).
GIS_SUFFIXES: tuple[str, ...] = (".geojson", ".kml", ".gpx", ".gpkg", ".zip")
#: Colour of a card when neither the file nor the author gives one.
DEFAULT_COLOURS = {"point": "orange", "area": "green"}
#: An area outline is simplified until it has at most this many vertices: enough for a lake or a
#: low mountain range at board scale (a map square is ~140 × 110 km), small enough for the editor.
MAX_OUTLINE_VERTICES = 400
#: Card fields taken over from feature properties of the same name.
PASSED_FIELDS = ("prompt_de", "prompt_en", "explanation", "source", "author", "needs_review")
TITLE_FIELDS = ("title", "name")


@dataclass(frozen=True)
class GisFeature:
    """One feature of a GIS file: its number (from 1), properties and geometry in EPSG:4326."""

    number: int
    properties: dict[str, Any]
    geometry: BaseGeometry | None


@dataclass
class GisFile:
    """The features of a GIS file and the names of its property fields."""

    path: Path
    fields: list[str]
    features: list[GisFeature] = field(default_factory=list)

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


def _field_list(fields: Sequence[str]) -> str:
    return ", ".join(fields) or "none"


def is_gis_file(path: Path) -> bool:
    """Whether ``path`` has one of the suffixes this module reads."""
    return path.suffix.lower() in GIS_SUFFIXES


# ---------------------------------------------------------------------------------------------
# reading


def _source_of(path: Path) -> str:
    """The path pyogrio opens: a zip's shapefile through GDAL's /vsizip/."""
    if path.suffix.lower() != ".zip":
        return str(path)
    try:
        with zipfile.ZipFile(path) as archive:
            shapefiles = [n for n in archive.namelist() if n.lower().endswith(".shp")]
    except zipfile.BadZipFile:
        raise ValueError(f"{path.name} is not a zip file") from None
    if not shapefiles:
        raise ValueError(f"{path.name} holds no shapefile (.shp)")
    if len(shapefiles) > 1:
        raise ValueError(f"{path.name} holds {len(shapefiles)} shapefiles; zip one per file")
    return f"/vsizip/{path}/{shapefiles[0]}"


def _layers(source: str, suffix: str) -> list[str | None]:
    import pyogrio

    if suffix == ".gpx":
        return ["waypoints"]
    if suffix in (".gpkg", ".kml"):
        layers = [str(name) for name, geometry in pyogrio.list_layers(source) if geometry]
        return list(layers) or [None]
    return [None]


def _gpx_lines(source: str) -> int:
    import pyogrio

    count = 0
    for layer in ("tracks", "routes"):
        try:
            count += int(pyogrio.read_info(source, layer=layer)["features"])
        except Exception:  # a GPX without that layer
            continue
    return count


def read_gis(path: Path) -> GisFile:
    """Read the features of a GIS file in EPSG:4326; ValueError with a readable reason."""
    suffix = path.suffix.lower()
    if suffix not in GIS_SUFFIXES:
        raise ValueError(
            f"{path.name}: unknown file type {path.suffix or '(none)'!r}; "
            f"geoquiz reads {', '.join(GIS_SUFFIXES)}"
        )
    if not path.is_file():
        raise ValueError(f"no such file: {path}")
    size = path.stat().st_size
    if size > MAX_IMPORT_BYTES:
        raise ValueError(
            f"{path.name} is {size / 1e6:.0f} MB; at most {MAX_IMPORT_BYTES / 1e6:.0f} MB "
            "can be imported at once"
        )
    source = _source_of(path)

    import pyogrio  # imported here: only a GIS file needs it

    frames = []
    try:
        layers = _layers(source, suffix)
        for layer in layers:
            count = int(pyogrio.read_info(source, layer=layer)["features"])
            if count > MAX_IMPORT_ROWS:
                raise ValueError(
                    f"{path.name} holds {count} features; at most {MAX_IMPORT_ROWS} cards can be "
                    "imported at once (split the file)"
                )
            frames.append(pyogrio.read_dataframe(source, layer=layer))
    except pyogrio.errors.DataSourceError as exc:
        raise ValueError(f"{path.name} cannot be read as a GIS file ({_reason(exc)})") from None
    except pyogrio.errors.DataLayerError as exc:
        raise ValueError(f"{path.name} cannot be read as a GIS file ({_reason(exc)})") from None
    except pyogrio.errors.FieldError as exc:
        raise ValueError(f"{path.name} cannot be read as a GIS file ({_reason(exc)})") from None

    fields: list[str] = []
    features: list[GisFeature] = []
    for frame in frames:
        frame = _to_lonlat(frame, path)
        names = [str(c) for c in frame.columns if c != frame.geometry.name]
        fields.extend(n for n in names if n not in fields)
        for properties, geometry in zip(
            frame[names].to_dict("records"), frame.geometry, strict=True
        ):
            features.append(
                GisFeature(len(features) + 1, {str(k): v for k, v in properties.items()}, geometry)
            )
    if len(features) > MAX_IMPORT_ROWS:
        raise ValueError(
            f"{path.name} holds {len(features)} features; at most {MAX_IMPORT_ROWS} cards can be "
            "imported at once (split the file)"
        )
    if not features:
        if suffix == ".gpx" and _gpx_lines(source):
            raise ValueError(
                f"{path.name} holds no waypoints, only tracks or routes: a line cannot be a card "
                "(the board rules solve places and areas)"
            )
        raise ValueError(f"{path.name} holds no places")
    return GisFile(path, fields, features)


def _reason(exc: Exception) -> str:
    """GDAL's reason, first sentence only (its advice on driver prefixes does not apply)."""
    return str(exc).strip().split("\n")[0].split("; It might help")[0].rstrip(".")


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


def simplify_outline(geometry: BaseGeometry, limit: int = MAX_OUTLINE_VERTICES) -> BaseGeometry:
    """Return a valid polygon of at most ``limit`` vertices (topology-preserving simplify)."""
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
        geometry = shapely.make_valid(geometry)
    return geometry


def _place(feature: GisFeature) -> tuple[str, dict[str, Any]] | Problem:
    """The kind (point/area) and place columns of a feature, or why it cannot be a card."""
    geometry = feature.geometry
    if geometry is None or geometry.is_empty:
        return Problem(feature.number, "geometry", "the feature has no geometry")
    geometry = shapely.force_2d(geometry)
    kind = geometry.geom_type
    if kind == "MultiPoint" and len(geometry.geoms) == 1:
        geometry, kind = geometry.geoms[0], "Point"
    if kind == "Point":
        return "point", {"lat": round(geometry.y, 6), "lon": round(geometry.x, 6)}
    if kind in ("Polygon", "MultiPolygon"):
        outline = simplify_outline(geometry)
        if outline.geom_type not in ("Polygon", "MultiPolygon"):
            return Problem(feature.number, "geometry", "the area is too small to be drawn")
        label = outline.representative_point()
        return "area", {
            "outline_wkt": shapely.to_wkt(outline, rounding_precision=6, trim=True),
            "lat": round(label.y, 5),
            "lon": round(label.x, 5),
        }
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


def gis_rows(
    gis: GisFile, *, title_field: str | None = None, colour: str | None = None
) -> tuple[list[tuple[int, dict[str, Any]]], list[Problem]]:
    """Turn features into cardio rows ``(feature number, row)``; features that cannot be cards
    (lines, no geometry) become problems instead."""
    title_key = gis.title_field(title_field)
    by_lower = {f.lower(): f for f in gis.fields}
    colour_key = by_lower.get("colour")
    rows: list[tuple[int, dict[str, Any]]] = []
    problems: list[Problem] = []
    for feature in gis.features:
        place = _place(feature)
        if isinstance(place, Problem):
            problems.append(place)
            continue
        kind, columns = place
        props = feature.properties
        title = _text(props.get(title_key))
        row: dict[str, Any] = {"title": title, **columns}
        row["colour"] = (
            _text(props.get(colour_key)) if colour_key and _text(props.get(colour_key)) else ""
        ) or (colour or DEFAULT_COLOURS[kind])
        for name in PASSED_FIELDS:
            key = by_lower.get(name) or (
                by_lower.get("description") if name == "explanation" else None
            )
            if key is not None and key != title_key and _text(props.get(key)):
                row[name] = props[key]
        if title:
            row.setdefault("prompt_de", f"Wo liegt {title}?")
            row.setdefault("prompt_en", f"Where is {title}?")
        rows.append((feature.number, row))
    return rows, problems


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
    only_valid: bool = False,
    write: bool = True,
    deck_settings: Mapping[str, Any] | None = None,
) -> ImportReport:
    """Import a GIS file into a deck (default: the file's stem), all or nothing.

    Returns the report: feature number, column, problem. Nothing is written unless every feature
    is a valid card (or ``only_valid``); ``write=False`` validates only. A file that cannot be
    read, or has no title field, raises ValueError.
    """
    gis = read_gis(path)
    rows, refused = gis_rows(gis, title_field=title_field, colour=colour)
    name = deck_name or path.stem
    numbers = [number for number, _ in rows]
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
            report = rows_into_deck(write=False)
            _renumber(report, numbers)
        else:
            report = ImportReport(deck=name)
        report.total = len(gis.features)
        report.problems = sorted([*refused, *report.problems], key=lambda p: p.row)
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
    tolerance_km: float = 2.0,
    limit: int = 10,
) -> tuple[GisFile, list[tuple[int, dict[str, Any], str]]]:
    """The first ``limit`` features as rows with their computed solutions (or the problem).

    For the editor's import dialog: nothing is written and no database is needed.
    """
    from geoquiz.db.cardio import validate_rows

    gis = read_gis(path)
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
