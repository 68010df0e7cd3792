"""The 43 regions of "10 Tage durch Deutschland" (DESIGN §5): names, colours, neighbours, shapes.

The asset ``assets/maps/tage_regions.json`` (built by ``packaging/build_regions.py`` from the VG250
Kreise) holds ids, names, train colours and neighbour lists; the geometry comes from
``assets/maps/tage_regions.shp`` and is loaded only when asked for. No geopandas at runtime.
The neighbours are computed from these shapes, where the Bodensee is the German shore strip of
the lake; the map draws and hovers :func:`drawn_geometries` instead, where the Bodensee is the
whole lake, as on a board (``assets/maps/tage_drawn.shp``).

>>> region("Lüneburg").id
'lueneburg'
>>> are_neighbours("lueneburg", "mecklenburg-vorpommern")
True
>>> bus_bridges("berlin", "magdeburg")
['brandenburg']
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from functools import cache

from shapely.geometry.base import BaseGeometry

from geoquiz.geo.resources import asset_path

__all__ = [
    "COLOURS",
    "BERLIN",
    "Region",
    "are_neighbours",
    "bus_bridges",
    "colour_matches",
    "drawn_geometries",
    "geometries",
    "normalise",
    "region",
    "region_ids",
    "regions",
]

ASSET_DIR = asset_path("maps")
#: The five train colours, in the order the asset build assigns them.
COLOURS: tuple[str, ...] = ("red", "orange", "blue", "violet", "green")
#: Berlin is black and matches every train colour.
BERLIN = "berlin"


@dataclass(frozen=True)
class Region:
    """One region: ASCII ``id``, German ``name``, train ``colour`` and sorted ``neighbours`` ids."""

    id: str
    name: str
    colour: str
    neighbours: tuple[str, ...]

    @property
    def geometry(self) -> BaseGeometry:
        """The region's shape in lon/lat (EPSG:4326), loaded on first use."""
        return geometries()[self.id]


def normalise(text: str) -> str:
    """Fold a region name or id for lookup: lower case, umlauts spelt out, ASCII, dashes.

    >>> normalise("Rheinhessen Pfalz"), normalise("Thüringen"), normalise("GIESSEN")
    ('rheinhessen-pfalz', 'thueringen', 'giessen')
    """
    folded = text.strip().lower()
    for src, dst in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        folded = folded.replace(src, dst)
    folded = unicodedata.normalize("NFKD", folded).encode("ascii", "ignore").decode()
    out = "".join(ch if ch.isalnum() else "-" for ch in folded)
    return "-".join(part for part in out.split("-") if part)


@cache
def _table() -> dict[str, Region]:
    path = ASSET_DIR / "tage_regions.json"
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise OSError(f"region asset missing: {path} (run packaging/build_regions.py)") from exc
    return {
        row["id"]: Region(row["id"], row["name"], row["colour"], tuple(row["neighbours"]))
        for row in rows
    }


def regions() -> list[Region]:
    """Return all 43 regions sorted by id."""
    return list(_table().values())


def region_ids() -> list[str]:
    """Return the 43 region ids, sorted."""
    return list(_table())


def region(id_or_name: str) -> Region:
    """Return the region with this id or name (case, umlauts and spaces do not matter).

    Raises ``ValueError`` with a readable message for an unknown region.
    """
    table = _table()
    found = table.get(id_or_name)  # an id as it is (a card, a route): no folding needed
    if found is not None:
        return found
    key = normalise(id_or_name)
    if key in table:
        return table[key]
    raise ValueError(f"unknown region {id_or_name!r}")


def are_neighbours(a: str, b: str) -> bool:
    """Return whether regions ``a`` and ``b`` (ids or names) share at least 1 km of border."""
    ra, rb = region(a), region(b)
    return rb.id in ra.neighbours


def bus_bridges(a: str, b: str) -> list[str]:
    """Return the ids of the regions a bus can bridge between ``a`` and ``b``: neighbours of both.

    The two end regions themselves never count as their own bridge.
    """
    ra, rb = region(a), region(b)
    common = set(ra.neighbours) & set(rb.neighbours)
    return sorted(common - {ra.id, rb.id})


def colour_matches(region_id: str, colour: str) -> bool:
    """Return whether ``region_id`` may use a train of ``colour`` (Berlin matches every colour)."""
    r = region(region_id)
    return r.id == BERLIN or r.colour == colour


@cache
def geometries() -> dict[str, BaseGeometry]:
    """Return every region's shape (lon/lat) keyed by id, read from ``tage_regions.shp``."""
    from geoquiz.geo.maps import read_shapefile

    geoms, attrs = read_shapefile(ASSET_DIR / "tage_regions.shp")
    return {str(attr["id"]): geom for attr, geom in zip(attrs, geoms, strict=True)}


@cache
def drawn_geometries() -> dict[str, BaseGeometry]:
    """Every region's shape as the map draws it (lon/lat), keyed by id: :func:`geometries`, with
    the Bodensee as the whole lake and its German shore regions fitted around it (read from
    ``tage_drawn.shp``). Neighbours stay those of :func:`geometries` (DESIGN §5)."""
    from geoquiz.geo.maps import read_shapefile

    out = dict(geometries())
    geoms, attrs = read_shapefile(ASSET_DIR / "tage_drawn.shp")
    for attr, geom in zip(attrs, geoms, strict=True):
        out[str(attr["id"])] = geom
    return out
