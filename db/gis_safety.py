"""What a GIS file may make GDAL do: one driver per suffix, no network, no virtual paths, a budget.

GDAL picks its reader from a file's *content*: a ``.geojson`` that holds an XML
``<OGRVRTDataSource>`` is opened by the VRT driver, which reads any other file it names, and with
``/vsicurl/`` makes HTTP requests. Before GDAL sees a file this module therefore

* maps the suffix to the one driver allowed for it (:data:`SUFFIX_DRIVERS`); the reader forces
  that driver where GDAL has a prefix for it (``GeoJSON:``, ``TopoJSON:``, ``GPKG:``) and checks
  the driver that opened the file against the allow-list either way;
* checks the content is that format (JSON starts with ``{``, KML/GPX is XML whose root element is
  ``kml``/``gpx``, a GeoPackage is SQLite, a shapefile has its magic number) and names no
  ``<OGRVRTDataSource`` and no GDAL virtual path (``/vsi…``) anywhere;
* refuses paths that are GDAL virtual paths or URLs;
* unpacks zips itself (no ``/vsizip/``) into a temporary folder, counting the bytes it really
  writes against :data:`MAX_UNPACKED_BYTES` (the sizes in a zip's directory can lie), skipping
  macOS's ``__MACOSX/`` and ``._`` entries;
* switches GDAL's network access off (:func:`gdal`).

Every refusal is a ``ValueError`` with one English sentence (translated by
:mod:`app.cards.tool_messages`).
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

__all__ = [
    "MAX_UNPACKED_BYTES",
    "MAX_ZIP_ENTRIES",
    "REFUSED_SUFFIXES",
    "SUFFIX_DRIVERS",
    "check_content",
    "check_path",
    "check_driver",
    "gdal",
    "suffix_of",
    "unpack",
    "zip_members",
]

#: The GDAL drivers allowed for each suffix (the first is the one forced where GDAL can).
SUFFIX_DRIVERS: dict[str, tuple[str, ...]] = {
    ".geojson": ("GeoJSON", "TopoJSON"),
    ".json": ("GeoJSON", "TopoJSON"),
    ".topojson": ("TopoJSON",),
    ".kml": ("LIBKML", "KML"),
    ".kmz": ("LIBKML", "KML"),
    ".gpx": ("GPX",),
    ".gpkg": ("GPKG",),
    ".shp": ("ESRI Shapefile",),
    ".zip": ("ESRI Shapefile",),
}
#: Suffixes of files that look like GIS data but are refused with a reason of their own.
REFUSED_SUFFIXES: tuple[str, ...] = (
    ".osm.pbf",
    ".pbf",
    ".osm",
    ".o5m",
    ".dbf",
    ".shx",
    ".prj",
    ".cpg",
)
#: A zip or KMZ may unpack to at most this many bytes (the limit of a file imported at once).
MAX_UNPACKED_BYTES = 50_000_000
#: … and hold at most this many entries.
MAX_ZIP_ENTRIES = 1000
#: What a shapefile is made of (the rest of a zip is ignored).
SHAPEFILE_PARTS = (".shp", ".shx", ".dbf", ".prj", ".cpg")

_VIRTUAL = re.compile(rb"/vsi[a-z0-9_]*[/?]", re.IGNORECASE)
_VRT = re.compile(rb"<\s*OGRVRTDataSource", re.IGNORECASE)
#: a NUL in a text file: the byte itself, JSON's escape, or an XML character reference
_NUL = re.compile(rb"\x00|\\u0000|&#0*;|&#x0*;", re.IGNORECASE)
_XML_ROOT = re.compile(rb"<\s*(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)")
_SKIP_XML = re.compile(rb"\s*(?:<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>)", re.DOTALL | re.IGNORECASE)
_NETWORK_OFF = {
    # /vsicurl/ only opens names with these extensions: none matches, so it opens nothing
    "CPL_VSIL_CURL_ALLOWED_EXTENSIONS": ".geoquiz-no-network",
    # a driver that speaks HTTP itself goes through a proxy that is not there, and gives up at once
    "GDAL_HTTP_PROXY": "127.0.0.1:1",
    "GDAL_HTTP_TIMEOUT": "1",
    "GDAL_HTTP_CONNECTTIMEOUT": "1",
    "GDAL_HTTP_MAX_RETRY": "0",
    "CPL_VSIL_CURL_USE_HEAD": "NO",
    # SQLite/GeoPackage: no VirtualOGR (opening other data sources from SQL)
    "OGR_SQLITE_ALLOW_EXTERNAL_ACCESS": "NO",
}


def gdal() -> Any:
    """pyogrio with GDAL's network access off (imported here: only a GIS file needs it)."""
    import pyogrio

    if (
        pyogrio.get_gdal_config_option("CPL_VSIL_CURL_ALLOWED_EXTENSIONS")
        != (_NETWORK_OFF["CPL_VSIL_CURL_ALLOWED_EXTENSIONS"])
    ):
        pyogrio.set_gdal_config_options(_NETWORK_OFF)
    return pyogrio


def suffix_of(path: Path) -> str:
    """The suffix that decides the reader: ``.osm.pbf`` counts as one, else the last suffix."""
    name = path.name.lower()
    return ".osm.pbf" if name.endswith(".osm.pbf") else path.suffix.lower()


def check_path(path: Path) -> None:
    """Refuse a GDAL virtual path (``/vsicurl/…``) or a URL given as a file name."""
    text = str(path).replace("\\", "/")
    if re.match(r"^/?vsi[a-z0-9_]*(/|$)|^[a-z][a-z0-9+.-]+:/", text, re.IGNORECASE):
        raise ValueError(f"{path.name or text}: only files on this computer can be imported")
    if _VIRTUAL.search(text.encode("utf-8", "surrogateescape") + b"/"):
        raise ValueError(f"{path.name or text}: only files on this computer can be imported")


def check_content(path: Path, suffix: str, data: bytes | None = None) -> None:
    """Refuse content that is not the format of ``suffix`` or that GDAL would follow elsewhere."""
    if data is None:
        data = path.read_bytes()
    name = path.name
    if _VRT.search(data):
        raise ValueError(f"{name} is a GDAL virtual data source (VRT), not a GIS file: refused")
    if _VIRTUAL.search(data):
        raise ValueError(f"{name} names a GDAL virtual file (/vsi…): refused")
    utf16 = data[:2] in (b"\xff\xfe", b"\xfe\xff")  # its NUL bytes are half characters
    if (
        suffix in (".geojson", ".json", ".topojson", ".kml", ".gpx")
        and not utf16
        and _NUL.search(data)
    ):
        # GDAL reads texts as C strings: "Ber\u0000lin" became the title "Ber", silently
        raise ValueError(f"{name} holds a NUL character in a text, where GIS readers cut it off")
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if suffix in (".geojson", ".json", ".topojson"):
        if not head.startswith(b"{"):
            raise ValueError(f"{name} is not GeoJSON or TopoJSON")
    elif suffix in (".kml", ".kmz", ".gpx"):
        root = _xml_root(data[:65536])
        want = "gpx" if suffix == ".gpx" else "kml"
        if root != want:
            raise ValueError(f"{name} is not a {want.upper()} file")
    elif suffix == ".gpkg":
        if not data.startswith(b"SQLite format 3\x00"):
            raise ValueError(f"{name} is not a GeoPackage")
    elif suffix == ".shp":
        if not data.startswith(b"\x00\x00\x27\x0a"):
            raise ValueError(f"{name} is not a shapefile")


def _xml_root(head: bytes) -> str | None:
    """The local name of the first element of an XML text (after declaration and comments)."""
    text = head.lstrip(b"\xef\xbb\xbf")
    position = 0
    while True:
        skipped = _SKIP_XML.match(text, position)
        if skipped is None or skipped.end() == position:
            break
        position = skipped.end()
    position += _spaces(text[position:])
    match = _XML_ROOT.match(text, position)
    return match.group(1).decode("ascii", "replace").lower() if match else None


def _spaces(text: bytes) -> int:
    return len(text) - len(text.lstrip())


def check_driver(name: str, suffix: str, driver: str) -> None:
    """Refuse a file that GDAL opened with a driver not allowed for its suffix."""
    if driver not in SUFFIX_DRIVERS.get(suffix, ()):
        raise ValueError(f"{name} is read by GDAL as {driver}, not as its suffix says: refused")


# ---------------------------------------------------------------------------------------------
# zips


def _ignored(member: str) -> bool:
    """macOS Finder's resource forks (``__MACOSX/``, ``._x``) and folders."""
    parts = PurePosixPath(member).parts
    return (
        member.endswith("/")
        or any(p == "__MACOSX" for p in parts)
        or (bool(parts) and parts[-1].startswith("._"))
    )


def zip_members(path: Path, suffixes: tuple[str, ...]) -> list[str]:
    """The names in a zip ending in one of ``suffixes``, without macOS's extra entries.

    Refuses a file that is not a zip, one with too many entries, names that climb out of the
    folder or name a GDAL virtual file, and a zip whose directory promises more than the budget.
    """
    try:
        with zipfile.ZipFile(path) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError):
        raise ValueError(f"{path.name} is not a zip file") from None
    if len(infos) > MAX_ZIP_ENTRIES:
        raise ValueError(f"{path.name} holds more than {MAX_ZIP_ENTRIES} files: refused")
    wanted = []
    for info in infos:
        name = info.filename.replace("\\", "/")
        if _ignored(name):
            continue
        if (
            name.startswith("/")
            or ".." in PurePosixPath(name).parts
            or _VIRTUAL.search(name.encode("utf-8", "surrogateescape") + b"/")
        ):
            raise ValueError(f"{path.name} holds a file with an unsafe name: refused")
        if name.lower().endswith(suffixes):
            wanted.append(info.filename)
    return wanted


def unpack(path: Path, members: list[str], folder: Path) -> list[Path]:
    """Unpack ``members`` of the zip ``path`` flat into ``folder``; a zip bomb is refused.

    The bytes really written are counted (a zip's directory may state small sizes): beyond
    :data:`MAX_UNPACKED_BYTES` in all, unpacking stops with a ValueError.
    """
    budget = MAX_UNPACKED_BYTES
    out: list[Path] = []
    try:
        with zipfile.ZipFile(path) as archive:
            for member in members:
                info = archive.getinfo(member)
                if info.file_size > budget:
                    raise _bomb(path)
                target = folder / _flat_name(member)
                with archive.open(info) as source, target.open("wb") as sink:
                    while True:
                        chunk = source.read(1 << 20)
                        if not chunk:
                            break
                        budget -= len(chunk)
                        if budget < 0:
                            raise _bomb(path)
                        sink.write(chunk)
                out.append(target)
    except (zipfile.BadZipFile, NotImplementedError, EOFError, RuntimeError) as exc:
        raise ValueError(f"{path.name} cannot be unpacked ({exc})") from None
    except zipfile.LargeZipFile:
        raise _bomb(path) from None
    return out


def _flat_name(member: str) -> str:
    """A zip member's file name without its folders (``orte/orte.shp`` → ``orte.shp``)."""
    name = PurePosixPath(member.replace("\\", "/")).name
    return re.sub(r"[^\w.\- ]", "_", name) or "file"


def _bomb(path: Path) -> ValueError:
    return ValueError(
        f"{path.name} unpacks to more than {MAX_UNPACKED_BYTES // 1_000_000} MB: refused"
    )
