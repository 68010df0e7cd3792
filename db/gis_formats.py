"""Which layers of a GIS file GDAL opens, and how: the formats as they are found in the wild.

:func:`open_layers` turns a file into the layers pyogrio reads, after :mod:`db.gis_safety` has
checked it: GeoJSON and TopoJSON (also named ``.json``; the content decides which), KML and KMZ
(the ``.kml`` inside, unpacked), GPX waypoints, GeoPackage layers, a bare ``.shp`` with its
siblings beside it, and zipped shapefiles (several → each one a layer; macOS's ``__MACOSX``
entries ignored). A file with several layers yields them all unless the author picks one.

Shapefile text: a ``.cpg`` file (or the code page byte of the ``.dbf``) is honoured by GDAL; a
``.dbf`` without either whose text is valid UTF-8 is read as UTF-8 (GDAL would take it for
ISO-8859-1: "Bad MÃ¼nder"); the author's choice overrides both.
"""

from __future__ import annotations

import codecs
import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from geoquiz.db.gis_safety import (
    REFUSED_SUFFIXES,
    SHAPEFILE_PARTS,
    SUFFIX_DRIVERS,
    check_content,
    check_path,
    gdal,
    suffix_of,
    unpack,
    zip_members,
)

__all__ = [
    "ENCODINGS",
    "GIS_SUFFIXES",
    "Layer",
    "Opened",
    "html_to_text",
    "json_kind",
    "open_layers",
]

#: The suffixes read (a ``.zip`` must hold a shapefile, a ``.json`` GeoJSON or TopoJSON).
GIS_SUFFIXES: tuple[str, ...] = tuple(SUFFIX_DRIVERS)
#: Encodings offered for a shapefile's text (the author may name any other Python knows).
ENCODINGS: tuple[str, ...] = ("UTF-8", "ISO-8859-1", "CP1252", "CP850", "CP437")
_GEOJSON_TYPES = {
    "FeatureCollection",
    "Feature",
    "Point",
    "MultiPoint",
    "LineString",
    "MultiLineString",
    "Polygon",
    "MultiPolygon",
    "GeometryCollection",
}


@dataclass(frozen=True)
class Layer:
    """One layer to read: what pyogrio opens, the layer in it, the name the author sees."""

    source: str
    layer: str | None
    name: str
    suffix: str
    encoding: str | None = None
    #: KML: the layer is a folder whose name titles its unnamed placemarks
    folder: bool = False


@dataclass
class Opened:
    """The layers of a file, those the author may choose from, and notes on reading it."""

    layers: list[Layer]
    choices: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: the shapefile encoding used (None: GDAL's own choice, from .cpg or code page)
    encoding: str | None = None
    is_shapefile: bool = False


def refused_reason(path: Path, suffix: str) -> str | None:
    """Why a file with one of :data:`REFUSED_SUFFIXES` cannot be imported."""
    if suffix in (".osm.pbf", ".pbf", ".osm", ".o5m"):
        return (
            f"{path.name} is OpenStreetMap data, which geoquiz does not read: export the places "
            "you want as GeoJSON (for example with QGIS or overpass turbo)"
        )
    if suffix in REFUSED_SUFFIXES:
        return f"{path.name} is a part of a shapefile: open the .shp file beside it"
    return None


def json_kind(data: bytes, name: str) -> str:
    """``"GeoJSON"`` or ``"TopoJSON"`` for the text of a JSON file, else ValueError."""
    try:
        value = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise ValueError(f"{name} is not UTF-8 text") from None
    except (ValueError, RecursionError) as exc:
        reason = str(exc).split(":")[0] if isinstance(exc, ValueError) else "nested too deeply"
        raise ValueError(
            f"{name} cannot be read as a GIS file (not valid JSON: {reason})"
        ) from None
    kind = value.get("type") if isinstance(value, dict) else None
    if kind == "Topology":
        return "TopoJSON"
    if kind in _GEOJSON_TYPES:
        return "GeoJSON"
    raise ValueError(f"{name} is not GeoJSON or TopoJSON")


def open_layers(
    path: Path, workdir: Path, *, layer: str | None = None, encoding: str | None = None
) -> Opened:
    """The layers of ``path`` to read (files unpacked into ``workdir``); ValueError if refused."""
    suffix = suffix_of(path)
    check_path(path)
    reason = refused_reason(path, suffix)
    if reason:
        raise ValueError(reason)
    if suffix == ".zip":
        opened = _zipped_shapefiles(path, workdir, encoding)
    elif suffix == ".shp":
        opened = _shapefile(path, path, encoding)
        opened.choices = []
    elif suffix == ".kmz":
        opened = _kmz(path, workdir)
    else:
        data = path.read_bytes()
        check_content(path, suffix, data)
        if suffix in (".geojson", ".json", ".topojson"):
            kind = json_kind(data, path.name)
            if kind == "TopoJSON" or suffix == ".topojson":
                opened = _listed(f"TopoJSON:{path}", suffix)
            else:
                opened = Opened([Layer(f"GeoJSON:{path}", None, path.stem, suffix)])
        elif suffix == ".kml":
            opened = _kml(path, path, suffix)
        elif suffix == ".gpx":
            opened = Opened([Layer(str(path), "waypoints", "waypoints", suffix)])
        elif suffix == ".gpkg":
            opened = _listed(f"GPKG:{path}", suffix)
        else:  # pragma: no cover - SUFFIX_DRIVERS and this function list the same suffixes
            raise AssertionError(suffix)
    if encoding and not opened.is_shapefile:
        opened.notes.append(
            f"{path.name}: the encoding applies to shapefiles only; this file says its own"
        )
    if layer:
        if layer not in opened.choices:
            raise ValueError(
                f"{path.name} has no layer {layer!r} (layers: {', '.join(opened.choices) or 'one'})"
            )
        opened.layers = [lay for lay in opened.layers if lay.name == layer]
    return opened


def _listed(source: str, suffix: str) -> Opened:
    """Every layer with geometry of a GeoPackage or TopoJSON."""
    pyogrio = gdal()
    names = [str(name) for name, geometry in pyogrio.list_layers(source) if geometry]
    layers = [Layer(source, name, name, suffix) for name in names]
    if not layers:
        layers = [Layer(source, None, Path(source).stem, suffix)]
    return Opened(layers, choices=names if len(names) > 1 else [])


# ---------------------------------------------------------------------------------------------
# KML, KMZ


def _kml(kml: Path, shown: Path, suffix: str) -> Opened:
    """A KML's layers (GDAL makes one per folder); folders' names title unnamed placemarks."""
    folders = _folder_names(kml, shown.name)
    pyogrio = gdal()
    layers = []
    for name, geometry in pyogrio.list_layers(str(kml)):
        del geometry  # a KML layer's geometry type is often "Unknown": read them all
        layers.append(Layer(str(kml), str(name), str(name), suffix, folder=str(name) in folders))
    return Opened(layers or [Layer(str(kml), None, shown.stem, suffix)])


def _folder_names(kml: Path, shown: str) -> set[str]:
    """The names of the KML's ``Folder`` elements (not of its ``Document``)."""
    names: set[str] = set()
    try:
        for _, element in ET.iterparse(kml, events=("end",)):
            tag = element.tag.rsplit("}", 1)[-1]
            if tag == "Folder":
                for child in element:
                    if child.tag.rsplit("}", 1)[-1] == "name" and (child.text or "").strip():
                        names.add(child.text.strip())
                        break
                element.clear()
            elif tag == "Placemark":
                element.clear()
    except ET.ParseError as exc:
        raise ValueError(f"{shown} cannot be read as a GIS file (not valid XML: {exc})") from None
    return names


def _kmz(path: Path, workdir: Path) -> Opened:
    """A KMZ is a zip with a KML (``doc.kml`` or the first one) and its images."""
    members = zip_members(path, (".kml",))
    if not members:
        raise ValueError(f"{path.name} holds no KML file")
    main = next((m for m in members if m.lower() == "doc.kml"), members[0])
    (kml,) = unpack(path, [main], workdir)
    check_content(kml, ".kmz")
    return _kml(kml, path, ".kmz")


# ---------------------------------------------------------------------------------------------
# shapefiles


def _zipped_shapefiles(path: Path, workdir: Path, encoding: str | None) -> Opened:
    """Each shapefile in a zip (unpacked into a folder of its own) is a layer."""
    members = zip_members(path, SHAPEFILE_PARTS)
    stems: dict[str, list[str]] = {}
    for member in members:
        stem = member.rsplit(".", 1)[0]
        stems.setdefault(stem.lower(), []).append(member)
    shapefiles = [parts for parts in stems.values() if any(_is_shp(m) for m in parts)]
    if not shapefiles:
        raise ValueError(f"{path.name} holds no shapefile (.shp)")
    opened = Opened([], is_shapefile=True)
    for index, parts in enumerate(shapefiles):
        folder = workdir / str(index)
        folder.mkdir()
        files = unpack(path, parts, folder)
        shp = next(f for f in files if f.suffix.lower() == ".shp")
        member = next(m for m in parts if _is_shp(m)).rsplit(".", 1)[0]
        base = member.rsplit("/", 1)[-1]
        same = sum(1 for p in shapefiles if any(_stem_is(m, base) for m in p if _is_shp(m)))
        one = _shapefile(shp, path, encoding, name=member if same > 1 else base)
        opened.layers.extend(one.layers)
        opened.notes.extend(n for n in one.notes if n not in opened.notes)
        opened.encoding = opened.encoding or one.encoding
    names = [lay.name for lay in opened.layers]
    opened.choices = names if len(names) > 1 else []
    return opened


def _is_shp(member: str) -> bool:
    return member.lower().endswith(".shp")


def _stem_is(member: str, base: str) -> bool:
    return member.rsplit(".", 1)[0].rsplit("/", 1)[-1] == base


def _sibling(shp: Path, suffix: str) -> Path | None:
    """The file beside ``shp`` with the same stem and ``suffix`` (any case)."""
    for candidate in (shp.with_suffix(suffix), shp.with_suffix(suffix.upper())):
        if candidate.is_file():
            return candidate
    try:
        for other in shp.parent.iterdir():
            if other.stem == shp.stem and other.suffix.lower() == suffix:
                return other
    except OSError:
        return None
    return None


def _shapefile(shp: Path, shown: Path, encoding: str | None, name: str = "") -> Opened:
    """One shapefile: its magic number checked, the encoding of its ``.dbf`` decided."""
    check_content(shp, ".shp", shp.read_bytes()[:100])
    dbf = _sibling(shp, ".dbf")
    notes: list[str] = []
    if encoding:
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise ValueError(f"unknown encoding {encoding!r}") from None
        used: str | None = encoding
    else:
        used = _detect_encoding(dbf, _sibling(shp, ".cpg"))
        if used:
            notes.append(
                f"{shown.name}: the shapefile does not say its encoding (no .cpg file); its text "
                f"is read as {used}"
            )
    name = name or shp.stem
    layer = Layer(str(shp), None, name, ".shp", encoding=used)
    return Opened([layer], choices=[name], notes=notes, encoding=used, is_shapefile=True)


def _detect_encoding(dbf: Path | None, cpg: Path | None) -> str | None:
    """UTF-8 for a ``.dbf`` without ``.cpg`` or code page whose non-ASCII text is valid UTF-8."""
    if dbf is None or cpg is not None:
        return None
    data = dbf.read_bytes()
    if len(data) < 32 or data[29] != 0:  # the code page byte (LDID) says the encoding
        return None
    header = int.from_bytes(data[8:10], "little")
    records = data[header:]
    if records.isascii():
        return None
    try:
        records.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return "UTF-8"


# ---------------------------------------------------------------------------------------------
# HTML descriptions (KML)

_TAG = re.compile(r"<\s*/?\s*[a-zA-Z][^>]*>|&[#\w]+;")
_BREAKS = {"br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol"}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.skip += 1
        elif tag in _BREAKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
        elif tag in _BREAKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def html_to_text(text: str) -> str:
    """Plain text of an HTML description (tags dropped, entities decoded, lines kept)."""
    if not _TAG.search(text):
        return text
    parser = _Text()
    parser.feed(text)
    parser.close()
    lines = [" ".join(line.split()) for line in "".join(parser.parts).split("\n")]
    return "\n".join(line for line in lines if line).strip()
