"""Load the shipped map layers (``assets/maps/*.shp``) quickly, without geopandas.

The shapefiles are the source of truth (DESIGN §2). The first load of a layer parses the shapefile
with a small reader in this module (importing ``pyogrio`` would also import geopandas and pandas,
about 0.7 s) and writes a compact cache file (shapely ragged arrays plus JSON attributes) keyed by
the SHA-256 of the shapefile's component files. Later loads read only the cache (about 5 ms for
the Kreise, against about 25 ms for WKB).
A corrupt, stale or unreadable cache is rebuilt silently; an unwritable cache folder only costs
speed.

Coarser levels of detail (``detail`` 1 and 2) are made with ``shapely.coverage_simplify`` and
cached the same way. For the German layers the Kreise and the waters are simplified together as
one coverage and the Regierungsbezirke, Länder and Germany are dissolved from the simplified
Kreise, so at every level the borders of all German layers coincide exactly, as they do in the
shipped files.

>>> layer = load_layer("de_laender")
>>> len(layer.geometries), sorted(a["name"] for a in layer.attrs)[0]
(16, 'Baden-Württemberg')
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import threading
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import shapely

from geoquiz.geo.cache import cache_dir
from geoquiz.geo.cache_files import write_cache_file
from geoquiz.geo.resources import asset_path

__all__ = [
    "ASSETS_DIR",
    "LAYER_NAMES",
    "LOD_TOLERANCES",
    "Layer",
    "cache_dir",
    "read_shapefile",
    "germany_land",
    "germany_territory",
    "load_layer",
    "derived_geometries",
]

ASSETS_DIR: Path = asset_path("maps")
LAYER_NAMES: tuple[str, ...] = (
    "de_kreise",
    "de_regierungsbezirke",
    "de_laender",
    "de_staat",
    "de_waters",
    "dk_regions",
    "dk_staat",
    "neighbours",
)
#: ``coverage_simplify`` tolerance in degrees for each coarser level of detail.
LOD_TOLERANCES: dict[int, float] = {1: 0.01, 2: 0.03}

_CACHE_VERSION = 1
_REQUIRED_PARTS = (".shp", ".shx", ".dbf")
_OPTIONAL_PARTS = (".prj", ".cpg")
_GERMAN_COVERAGE = ("de_kreise", "de_regierungsbezirke", "de_laender", "de_staat", "de_waters")
_LOCK = threading.RLock()


@dataclass(frozen=True, eq=False)
class Layer:
    """One map layer: shapely geometries in lon/lat (EPSG:4326) and one attribute dict each.

    The arrays and dicts are shared by every caller in the process (loads are memoised): treat
    them as read-only. Layers compare and hash by identity (numpy arrays have no usable ``==``),
    so a layer can be a key of a cache.
    """

    name: str
    geometries: np.ndarray
    attrs: list[dict[str, Any]]


@functools.cache
def load_layer(name: str, detail: int = 0) -> Layer:
    """Return layer ``name`` at level of detail ``detail`` (0 as shipped, 1 and 2 coarser)."""
    if name not in LAYER_NAMES:
        raise ValueError(f"unknown map layer {name!r}; expected one of {', '.join(LAYER_NAMES)}")
    if detail != 0 and detail not in LOD_TOLERANCES:
        raise ValueError(f"unknown level of detail {detail}; expected 0, 1 or 2")
    with _LOCK:
        stamp = _stamp(name, detail)
        path = cache_dir() / "maps" / f"{name}.d{detail}.cache"
        cached = _read_cache(path, stamp)
        if cached is not None:
            return Layer(name, cached[0], cached[1])
        if detail == 0:
            geoms, attrs = read_shapefile(ASSETS_DIR / f"{name}.shp")
        else:
            geoms, attrs = _simplified(name, detail)
        _write_cache(path, stamp, geoms, attrs)
        return Layer(name, geoms, attrs)


@functools.cache
def germany_land() -> shapely.Geometry:
    """Return Germany's land area (the union of ``de_staat``), prepared for fast predicates."""
    land = shapely.union_all(load_layer("de_staat").geometries)
    shapely.prepare(land)
    return land


@functools.cache
def germany_territory() -> shapely.Geometry:
    """Return land plus coastal waters and Bodensee, prepared for fast predicates.

    The land and water layers form one coverage, so a coverage union is exact and fast.
    """
    parts = np.concatenate([load_layer("de_staat").geometries, load_layer("de_waters").geometries])
    territory = shapely.coverage_union_all(parts)
    shapely.prepare(territory)
    return territory


# --- cache ----------------------------------------------------------------------------------
#
# A cache file is MAGIC, the length of a JSON header (8 bytes, little endian), the header, and the
# payload: the geometries as shapely ragged arrays (coordinates and three offset arrays, all as
# MultiPolygons) plus one byte per geometry saying whether it was a plain Polygon. The header holds
# the stamp (format version, layer, level, tolerance, and for every source shapefile the SHA-256
# and the size and mtime of its parts), the attributes, the array lengths and a CRC-32 of the
# payload. Reading it needs no hashing of the shapefiles as long as their size and mtime are
# unchanged; otherwise their SHA-256 decides.

_MAGIC = b"GEOQUIZ-MAPCACHE"
_CACHE_VERSION = 2
_Stat = tuple[tuple[str, int, int], ...]


def _parts_stat(name: str) -> _Stat:
    """(suffix, size, mtime_ns) of every component file of shapefile ``name``."""
    out = []
    for suffix in _REQUIRED_PARTS + _OPTIONAL_PARTS:
        part = ASSETS_DIR / f"{name}{suffix}"
        try:
            st = part.stat()
        except FileNotFoundError:
            if suffix in _OPTIONAL_PARTS:
                continue
            raise FileNotFoundError(
                f"map asset missing: {part} (rebuild with packaging/build_assets.py)"
            ) from None
        out.append((suffix, st.st_size, st.st_mtime_ns))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def _digest(folder: Path, name: str, stat: _Stat) -> str:
    """SHA-256 over the component files of a shapefile (memoised per file state)."""
    digest = hashlib.sha256()
    for suffix, _, _ in stat:
        data = (folder / f"{name}{suffix}").read_bytes()
        digest.update(suffix.encode() + len(data).to_bytes(8, "little") + data)
    return digest.hexdigest()


def _sources(name: str, detail: int) -> tuple[str, ...]:
    """Names of the shapefiles a layer at ``detail`` is derived from."""
    if detail > 0 and name in _GERMAN_COVERAGE:
        return tuple(sorted({"de_kreise", "de_waters", name}))
    if detail > 0 and name == "dk_staat":
        return ("dk_regions", "dk_staat")
    return (name,)


def _stamp(name: str, detail: int) -> dict[str, Any]:
    """Describe what a cache entry for ``name`` at ``detail`` must have been built from."""
    return {
        "version": _CACHE_VERSION,
        "layer": name,
        "detail": detail,
        "tolerance": LOD_TOLERANCES.get(detail),
        "sources": {src: [list(p) for p in _parts_stat(src)] for src in _sources(name, detail)},
    }


def _sources_match(stored: dict[str, Any], stamp: dict[str, Any]) -> bool:
    """True if the stored sources are the current ones: same stat, or else same SHA-256."""
    if set(stored) != set(stamp["sources"]):
        return False
    for src, stat in stamp["sources"].items():
        if stored[src]["stat"] == stat:
            continue
        current = tuple((sfx, size, mtime) for sfx, size, mtime in stat)
        if stored[src]["sha256"] != _digest(ASSETS_DIR, src, current):
            return False
    return True


def _cache_parts(
    path: Path, magic: bytes, stamp: dict[str, Any], keys: tuple[str, ...]
) -> tuple[dict[str, Any], memoryview] | None:
    """The header and the payload of a cache file (as :func:`_write_cache` lays it out), or None
    when it is not one or was built from other sources or settings (``keys`` of ``stamp``)."""
    data = path.read_bytes()
    if not data.startswith(magic):
        return None
    start = len(magic) + 8
    header_len = int.from_bytes(data[len(magic) : start], "little")
    header = json.loads(data[start : start + header_len].decode("utf-8"))
    if any(header[k] != stamp[k] for k in keys) or not _sources_match(header["sources"], stamp):
        return None
    return header, memoryview(data)[start + header_len :]


def _read_cache(
    path: Path, stamp: dict[str, Any]
) -> tuple[np.ndarray, list[dict[str, Any]]] | None:
    """Return the cached layer at ``path`` if it is intact and built from the current sources."""
    try:
        parts = _cache_parts(path, _MAGIC, stamp, ("version", "layer", "detail", "tolerance"))
        if parts is None:
            return None
        header, payload = parts
        if len(payload) != header["payload_len"] or zlib.crc32(payload) != header["crc32"]:
            return None
        n_coords, n1, n2, n3, n_geoms = header["lengths"]
        pos = 0

        def take(dtype: str, count: int) -> np.ndarray:
            nonlocal pos
            arr = np.frombuffer(payload, dtype=dtype, count=count, offset=pos)
            pos += arr.nbytes
            return arr

        coords = take("<f8", 2 * n_coords).reshape(-1, 2)
        offsets = (take("<i8", n1), take("<i8", n2), take("<i8", n3))
        single = take("u1", n_geoms).astype(bool)
        geoms = np.asarray(
            shapely.from_ragged_array(shapely.GeometryType.MULTIPOLYGON, coords, offsets),
            dtype=object,
        )
        if single.any():
            polys = shapely.get_geometry(geoms[single], 0)
            polys[shapely.is_missing(polys)] = shapely.Polygon()
            geoms[single] = polys
        attrs = header["attrs"]
        if len(geoms) != n_geoms or len(attrs) != n_geoms:
            return None
        return geoms, attrs
    except Exception:  # any damage to the cache file means "rebuild it"
        return None


def _write_cache(
    path: Path, stamp: dict[str, Any], geoms: np.ndarray, attrs: list[dict[str, Any]]
) -> None:
    """Write the cache atomically; failures (read-only folder, full disk) are ignored."""
    single = shapely.get_type_id(geoms) == shapely.GeometryType.POLYGON
    multi = np.asarray(geoms, dtype=object).copy()
    multi[single] = [
        shapely.MultiPolygon([g]) if not g.is_empty else shapely.MultiPolygon()
        for g in multi[single]
    ]
    _, coords, offsets = shapely.to_ragged_array(multi)
    arrays = [np.ascontiguousarray(coords, dtype="<f8")]
    arrays += [np.ascontiguousarray(o, dtype="<i8") for o in offsets]
    arrays.append(single.astype("u1"))
    payload = b"".join(a.tobytes() for a in arrays)
    header = dict(
        stamp,
        sources=_hashed_sources(stamp),
        attrs=attrs,
        payload_len=len(payload),
        crc32=zlib.crc32(payload),
        lengths=[len(coords), *(len(o) for o in offsets), len(single)],
    )
    _write_atomically(path, _MAGIC, header, payload)


def _hashed_sources(stamp: dict[str, Any]) -> dict[str, Any]:
    """The stamp's source files with their stat and SHA-256, as stored in a cache header."""
    return {
        src: {"stat": stat, "sha256": _digest(ASSETS_DIR, src, tuple(tuple(p) for p in stat))}
        for src, stat in stamp["sources"].items()
    }


def _write_atomically(path: Path, magic: bytes, header: dict[str, Any], payload: bytes) -> None:
    """Write ``magic``, the JSON header and the payload to ``path`` via a temporary file.

    Failures (read-only folder, full disk) are ignored: the cache is only an optimisation.
    """
    blob = json.dumps(header, ensure_ascii=False).encode("utf-8")
    write_cache_file(path, magic + len(blob).to_bytes(8, "little") + blob + payload)


# --- derived geometries ---------------------------------------------------------------------
#
# MAGIC, the header length (8 bytes), a JSON header (the stamp, the WKB lengths, a CRC-32) and the
# geometries as WKB, one after the other.

_DERIVED_MAGIC = b"GEOQUIZ-DERIVED1"


def derived_geometries(
    key: str, inputs: Sequence[tuple[str, int]], build: Callable[[], Any]
) -> np.ndarray:
    """Geometries computed from map layers by ``build()``, cached on disk like the layers.

    ``inputs`` are the (layer, level of detail) pairs ``build`` reads; the cache is rebuilt when
    any of their shapefiles changes. ``key`` names the recipe and must change whenever ``build``
    computes something else (put its parameters and a version number in it). Any geometry type
    is allowed (stored as WKB). Memoised per process.
    """
    with _LOCK:
        memo_key = (key, tuple(inputs))
        found = _DERIVED.get(memo_key)
        if found is not None:
            return found
        stamp = {
            "version": _CACHE_VERSION,
            "key": key,
            "inputs": [[name, detail, LOD_TOLERANCES.get(detail)] for name, detail in inputs],
            "sources": {
                src: [list(p) for p in _parts_stat(src)]
                for name, detail in inputs
                for src in _sources(name, detail)
            },
        }
        safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in key)
        digest = hashlib.sha256(json.dumps(stamp["inputs"]).encode()).hexdigest()[:12]
        path = cache_dir() / "maps" / f"derived-{safe}-{digest}.cache"
        geoms = _read_derived(path, stamp)
        if geoms is None:
            geoms = np.asarray(build(), dtype=object)
            _write_derived(path, stamp, geoms)
        _DERIVED[memo_key] = geoms
        return geoms


_DERIVED: dict[tuple[str, tuple[tuple[str, int], ...]], np.ndarray] = {}


def _read_derived(path: Path, stamp: dict[str, Any]) -> np.ndarray | None:
    try:
        parts = _cache_parts(path, _DERIVED_MAGIC, stamp, ("version", "key", "inputs"))
        if parts is None:
            return None
        header, payload = parts
        if len(payload) != sum(header["lengths"]) or zlib.crc32(payload) != header["crc32"]:
            return None
        blobs, pos = [], 0
        for n in header["lengths"]:
            blobs.append(bytes(payload[pos : pos + n]))
            pos += n
        return np.asarray(shapely.from_wkb(blobs), dtype=object)
    except Exception:  # any damage to the cache file means "rebuild it"
        return None


def _write_derived(path: Path, stamp: dict[str, Any], geoms: np.ndarray) -> None:
    blobs = [bytes(b) for b in shapely.to_wkb(geoms)] if len(geoms) else []
    payload = b"".join(blobs)
    header = dict(
        stamp,
        sources=_hashed_sources(stamp),
        lengths=[len(b) for b in blobs],
        crc32=zlib.crc32(payload),
    )
    _write_atomically(path, _DERIVED_MAGIC, header, payload)


# --- levels of detail ---------------------------------------------------------------------


def _simplified(name: str, detail: int) -> tuple[np.ndarray, list[dict[str, Any]]]:
    """Compute layer ``name`` at a coarser level of detail (see the module docstring)."""
    if name == "dk_staat":  # the outline of the simplified regions, so their borders coincide
        regions = load_layer("dk_regions", detail).geometries
        outline = shapely.coverage_union_all(regions)
        return np.asarray([outline], dtype=object), load_layer(name).attrs
    if name not in _GERMAN_COVERAGE:
        base = load_layer(name)
        geoms = shapely.coverage_simplify(base.geometries, LOD_TOLERANCES[detail])
        return np.asarray(geoms, dtype=object), base.attrs
    kreis_geoms, water_geoms = _german_lod(detail)
    if name == "de_kreise":
        return kreis_geoms, load_layer("de_kreise").attrs
    if name == "de_waters":
        return water_geoms, load_layer("de_waters").attrs
    base = load_layer(name)
    kreis_keys = [str(a["rs"]) for a in load_layer("de_kreise").attrs]
    out = []
    for attr in base.attrs:
        # Germany's key is all zeros and takes every Kreis; other keys are Kreis key prefixes.
        prefix = "" if set(str(attr["rs"])) == {"0"} else str(attr["rs"])
        members = [
            g for g, rs in zip(kreis_geoms, kreis_keys, strict=True) if rs.startswith(prefix)
        ]
        out.append(shapely.coverage_union_all(np.asarray(members, dtype=object)))
    return np.asarray(out, dtype=object), base.attrs


@functools.cache
def _german_lod(detail: int) -> tuple[np.ndarray, np.ndarray]:
    """Simplify Kreise and waters together as one coverage; return (kreise, waters)."""
    kreise, waters = load_layer("de_kreise"), load_layer("de_waters")
    joint = np.concatenate([kreise.geometries, waters.geometries])
    simple = np.asarray(shapely.coverage_simplify(joint, LOD_TOLERANCES[detail]), dtype=object)
    return simple[: len(kreise.geometries)], simple[len(kreise.geometries) :]


# --- shapefile reader ---------------------------------------------------------------------


def read_shapefile(path: Path) -> tuple[np.ndarray, list[dict[str, Any]]]:
    """Read a polygon shapefile: geometries (object array) and one attribute dict per record.

    Rings are grouped into polygons as the format prescribes: clockwise rings are shells,
    counter-clockwise rings are holes of the smallest shell that contains them, regardless of
    the order in which they are stored. Null shapes become empty polygons.
    """
    for suffix in (".shp", ".dbf"):
        part = path.with_suffix(suffix)
        if not part.is_file():
            raise FileNotFoundError(
                f"map asset missing: {part} (rebuild with packaging/build_assets.py)"
            )
    geoms = _read_shp(path.with_suffix(".shp").read_bytes())
    cpg = path.with_suffix(".cpg")
    encoding = cpg.read_text().strip() if cpg.is_file() else "latin-1"
    attrs = _read_dbf(path.with_suffix(".dbf").read_bytes(), encoding or "latin-1")
    if len(attrs) != len(geoms):
        raise ValueError(f"{path}: {len(geoms)} shapes but {len(attrs)} attribute records")
    return geoms, attrs


def _read_shp(data: bytes) -> np.ndarray:
    if len(data) < 100 or int.from_bytes(data[0:4], "big") != 9994:
        raise ValueError("not a shapefile (.shp header)")
    geoms: list[shapely.Geometry] = []
    pos = 100
    while pos + 8 <= len(data):
        length = int.from_bytes(data[pos + 4 : pos + 8], "big") * 2
        content = memoryview(data)[pos + 8 : pos + 8 + length]
        pos += 8 + length
        shape_type = int.from_bytes(content[0:4], "little")
        if shape_type == 0:
            geoms.append(shapely.Polygon())
            continue
        if shape_type not in (5, 15, 25):
            raise ValueError(f"unsupported shape type {shape_type} (only polygons)")
        n_parts = int.from_bytes(content[36:40], "little")
        n_points = int.from_bytes(content[40:44], "little")
        starts = np.frombuffer(content, dtype="<i4", count=n_parts, offset=44)
        xy = np.frombuffer(content, dtype="<f8", count=2 * n_points, offset=44 + 4 * n_parts)
        geoms.append(_assemble(xy.reshape(-1, 2), starts))
    return np.asarray(geoms, dtype=object)


def _assemble(xy: np.ndarray, starts: np.ndarray) -> shapely.Geometry:
    """Group shapefile rings into a (Multi)Polygon by orientation and containment."""
    bounds = list(starts) + [len(xy)]
    rings = [xy[bounds[i] : bounds[i + 1]] for i in range(len(starts))]
    shells: list[np.ndarray] = []
    holes: list[np.ndarray] = []
    for ring in rings:
        x, y = ring[:, 0], ring[:, 1]
        signed = float(np.dot(x[:-1], y[1:]) - np.dot(x[1:], y[:-1]))
        (shells if signed <= 0 else holes).append(ring)  # clockwise (<= 0) is a shell
    if not shells:  # a writer that ignored orientation: treat every ring as a shell
        shells, holes = holes, []
    owned: list[list[np.ndarray]] = [[] for _ in shells]
    if len(shells) == 1:
        owned[0] = holes
    else:
        shell_polys = np.asarray([shapely.Polygon(s) for s in shells], dtype=object)
        shell_areas = shapely.area(shell_polys)
        lo = np.array([s.min(axis=0) for s in shells])
        hi = np.array([s.max(axis=0) for s in shells])
        for hole in holes:
            inside = np.flatnonzero(
                np.all(lo <= hole.min(axis=0), axis=1) & np.all(hi >= hole.max(axis=0), axis=1)
            )
            if len(inside) > 1:
                hole_poly = shapely.Polygon(hole)
                inside = inside[shapely.contains(shell_polys[inside], hole_poly)]
            if len(inside) == 0:
                shells.append(hole[::-1])  # an orphan hole: keep its area rather than drop it
                owned.append([])
                continue
            owned[int(inside[np.argmin(shell_areas[inside])])].append(hole)
    polys = [shapely.Polygon(shell, own) for shell, own in zip(shells, owned, strict=True)]
    return polys[0] if len(polys) == 1 else shapely.MultiPolygon(polys)


def _read_dbf(data: bytes, encoding: str) -> list[dict[str, Any]]:
    n_records = int.from_bytes(data[4:8], "little")
    header_len = int.from_bytes(data[8:10], "little")
    record_len = int.from_bytes(data[10:12], "little")
    fields: list[tuple[str, str, int, int]] = []
    pos, offset = 32, 1
    while pos < header_len - 1 and data[pos] != 0x0D:
        raw_name = data[pos : pos + 11].split(b"\0", 1)[0]
        ftype, flen = chr(data[pos + 11]), data[pos + 16]
        fields.append((raw_name.decode(encoding), ftype, offset, flen))
        offset += flen
        pos += 32
    records: list[dict[str, Any]] = []
    body = io.BytesIO(data[header_len:])
    for _ in range(n_records):
        rec = body.read(record_len)
        if len(rec) < record_len:
            raise ValueError("truncated .dbf file")
        records.append({name: _dbf_value(rec[o : o + n], t, encoding) for name, t, o, n in fields})
    return records


def _dbf_value(raw: bytes, ftype: str, encoding: str) -> Any:
    text = raw.decode(encoding, errors="replace").strip()
    if ftype in ("N", "F"):
        if not text or text.startswith("*"):
            return None
        number = float(text)
        return int(number) if ftype == "N" and "." not in text else number
    if ftype == "L":
        return {"T": True, "Y": True, "F": False, "N": False}.get(text.upper()[:1])
    return text
