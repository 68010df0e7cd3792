"""Generate the Danmark-spillet board from geometry and GeoNames; freeze it into JSON (DESIGN §6).

Run ``.venv/bin/python packaging/build_denmark_board.py`` to rewrite
``assets/boards/denmark.json``. The output is deterministic (fixed seeds, sorted inputs); tests pin
it, so a change of this script shows up as a reviewed change of the frozen file.

It is one long file on purpose (about 750 lines of code and 240 of curated tables): a build-time
recipe that is not shipped in the package, read top to bottom in the order of the steps below,
whose steps share the curated tables and the :class:`LandRouter`.

How the board is made:

1. **Towns.** Every town the rulebook names (Hanstholm, Skagen, Lemvig), every Danish town of
   about 20,000 inhabitants or more that is not a suburb (:data:`LARGE_TOWNS`; suburbs in
   :data:`SUBURBS` never come on the board), the key towns (:data:`KEY_TOWNS`: bridge ends,
   harbours) and the board towns of the curated ferries and airports are placed first. A name
   GeoNames lists more than once is resolved by its municipality (:func:`resolve_places`:
   Lystrup is the Aarhus suburb). Then, area by area (north Jutland, south/west Jutland, Funen
   and the southern islands, Zealand and Bornholm), the GeoNames place with the best score
   ``min(distance to the towns chosen so far, 60 km)^1.5 × population^0.2`` is added until the
   area's quota is reached; no two towns of one landmass lie within :data:`MIN_SPACING_KM`
   (except :data:`CLOSE_PAIRS`). Islands are the OpenStreetMap land polygons of
   ``assets/maps/dk_coast`` (``packaging/build_denmark_coast.py``) a town lies on or nearest to;
   regions the nearest Natural Earth region.
2. **Groups.** In each area the 16 most populous towns form the group (A–D); the rest are
   ungrouped board towns (roads pass through them, nobody has to visit them).
3. **Roads.** Candidate pairs are the Delaunay edges of the towns up to :data:`MAX_ROAD_KM` (and
   the pairs of :data:`LONG_BRIDGES`). Each is routed over land by :class:`LandRouter` (A* on a
   raster of the OSM coast) where water may be crossed only on :data:`FIXED_LINKS`; a pair whose
   land path is longer than :data:`MAX_DETOUR` times the straight line has a fjord or strait
   between them and gets no road (:data:`NO_ROAD` lists a few more). A road with a town near its
   middle (angle > 115°, both detours being roads) is dropped, and so is one whose path runs
   through a third town. The path is stored (``path``, lon/lat) and ``km`` is its length; a road
   has ``max(1, round(km / 10))`` steps. :data:`DEAD_END_ROADS` keeps the rulebook's dead ends
   (Hanstholm, Skagen) down to one road.
4. **Crossings.** Storebælt (Nyborg–Korsør) is the toll bridge; ferries and airports are the
   curated real ones below: a ferry joins the board towns nearest its two harbours, an airport
   is served by the named board town (the real names are kept in the data); planes fly between
   any two airports.
5. **Star towns** are spread by farthest-point sampling, the areas A–D in turn; **chance
   cards** are a fixed deck; **question cards** are generated from the towns (farthest
   north/south/east/west, island or peninsula, region, distance between well-known towns,
   largest) with German, English and Danish texts, each with its fact and the towns it names.
"""

from __future__ import annotations

import heapq
import json
import math
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
import shapely
import shapely.ops

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from geoquiz.geo import gazetteer, maps  # noqa: E402
from geoquiz.geo.projection import distance_km, project_geometry, to_map  # noqa: E402

OUT = ROOT / "assets" / "boards" / "denmark.json"

MIN_SPACING_KM = 10.0
MAX_ROAD_KM = 45.0
#: Pairs the land router would join but no road does (a fjord or a channel lies between).
NO_ROAD = {
    frozenset(p)
    for p in (
        ("Thisted", "Thyborøn"),
        ("Farsø", "Skive"),
        ("Slangerup", "Holbæk"),
    )
}
KM_PER_STEP = 10.0
GROUP_SIZE = 16
STAR_COUNT = 16

#: Target number of board towns per area (each area gives one group of 16).
AREA_QUOTA = {"A": 22, "B": 25, "C": 19, "D": 19}
AREA_NAMES = {
    "A": "north Jutland",
    "B": "south/west Jutland",
    "C": "Funen and the southern islands",
    "D": "Zealand and Bornholm",
}

#: Towns the rulebook names: always on the board.
RULEBOOK_TOWNS = ("Hanstholm", "Skagen", "Lemvig")

#: Towns placed before the harbours and airports (which then map to them when near).
KEY_TOWNS = (
    "København",
    "Aarhus",
    "Aalborg",
    "Odense",
    "Esbjerg",
    "Nyborg",
    "Korsør",
    "Sønderborg",
    "Nykøbing Falster",
    "Nykøbing Mors",
    "Nordby",
    "Thisted",
    "Holstebro",
    "Vordingborg",
    "Vejle",
    "Horsens",
    "Stege",
    "Rudkøbing",
    "Kolding",
    "Middelfart",
    "Ribe",
    "Varde",
    "Ringkøbing",
    "Nykøbing Sjælland",
    "Bramming",
    "Haderslev",
    "Aabenraa",
)

#: GeoNames entries left out: an offshore rock, and places listed with a municipality's
#: population (Tranekær, a village of a few hundred, appears with 12,367 inhabitants).
SKIPPED_PLACES = ("Christiansø", "Klinteby Frihed", "Tranekær", "Alholm")

#: Every Danish town of about 20,000 inhabitants or more that is not a suburb of a larger one
#: (DESIGN §6; GeoNames populations ≥ 19,900, checked by tests/test_danmark_board.py against the
#: gazetteer: each such place is here, in SUBURBS or in SKIPPED_PLACES).
LARGE_TOWNS = (
    "København", "Aarhus", "Odense", "Aalborg", "Esbjerg", "Randers", "Kolding", "Horsens",
    "Vejle", "Roskilde", "Herning", "Silkeborg", "Næstved", "Viborg", "Fredericia", "Køge",
    "Hillerød", "Helsingør", "Holstebro", "Slagelse", "Holbæk", "Sønderborg", "Svendborg",
    "Hjørring", "Ringsted", "Frederikshavn", "Haderslev", "Skive", "Nykøbing Falster",
)  # fmt: skip

#: Towns the "about how far" cards ask about: the large towns and a few well-known others, so a
#: family knows them and tests/test_danmark_board.py can check every answer against reference
#: coordinates that do not come from GeoNames.
DISTANCE_TOWNS = (*LARGE_TOWNS, "Skagen", "Rønne", "Thisted", "Ribe", "Nyborg")

#: Suburbs of a larger board town (GeoNames lists them as places of their own): never on the
#: board. Copenhagen's, Aarhus's (Viby) and Aalborg's (Nørresundby), and Hedensted, which GeoNames
#: lists with its municipality's 47,099 inhabitants (the town has about 13,000).
SUBURBS = (
    "Frederiksberg", "Hvidovre", "Avedøre", "Hørsholm", "Greve", "Valby", "Rødovre",
    "Charlottenlund", "Ballerup", "Vanløse", "Taastrup", "Albertslund", "Indre By", "Allerød",
    "Glostrup", "Birkerød", "Farum", "Brøndbyvester", "Stenløse", "Ishøj", "Viby", "Nørresundby",
    "Hedensted", "Brøndby Strand", "Kastrup", "Lyngby", "Kongens Lyngby", "Holte", "Dragør",
    "Værløse", "Solrød Strand", "Hundige", "Karlslunde", "Virum", "Nærum", "Gentofte",
    "Hellerup", "Bagsværd", "Søborg", "Herlev", "Skovlunde", "Smørum", "Måløv", "Ølstykke",
    "Tårnby", "Vallensbæk", "Brøndby", "Ordrup", "Vedbæk", "Rungsted", "Kokkedal", "Nivå",
    "Humlebæk", "Espergærde", "Snekkersten",
)  # fmt: skip

#: Two board towns allowed closer than MIN_SPACING_KM: the ends of a bridge (Fredericia and
#: Middelfart, 7 km apart across Lillebælt).
CLOSE_PAIRS = {frozenset(("Fredericia", "Middelfart"))}

#: Names GeoNames lists more than once: the board's town is the entry in this municipality
#: (given by its seat's position, lat/lon from the same gazetteer); other duplicated names are
#: not used. Lystrup (Aarhus Kommune, GeoNames 2617176) is the Aarhus suburb, not the Djursland
#: village 2617175 that has the same population figure.
MUNICIPALITY_OF = {"Lystrup": "Aarhus", "Assens": "Assens"}
#: the seats named in MUNICIPALITY_OF (lat, lon; town centres)
MUNICIPALITY_SEATS = {"Aarhus": (56.1567, 10.2108), "Assens": (55.2700, 9.9000)}


def resolve_places(places: list[Any]) -> list[Any]:
    """One entry per name: a duplicated name by its municipality (MUNICIPALITY_OF), else none."""
    by_name: dict[str, list[Any]] = {}
    for p in places:
        by_name.setdefault(p.name, []).append(p)
    out = []
    for name, entries in by_name.items():
        if len(entries) == 1:
            out.append(entries[0])
        elif name in MUNICIPALITY_OF:
            lat, lon = MUNICIPALITY_SEATS[MUNICIPALITY_OF[name]]
            out.append(min(entries, key=lambda p: distance_km(lat, lon, p.lat, p.lon)))
    out.sort(key=lambda p: (-p.population, p.geonameid))
    return out


#: Board towns whose GeoNames population is doubtful (Tønder is listed with Aabenraa's figure,
#: Løkken, a town of about 1,600, with 8,828):
#: never used in "which town is largest" questions.
DUBIOUS_POPULATION = ("Tønder", "Løkken")

#: Harbours without a GeoNames town within reach: curated towns (name, lat, lon).
CURATED_TOWNS = (("Odden", 55.9725, 11.3720),)

#: Real ferry routes: (route name, harbour A (name, lat, lon), harbour B (name, lat, lon)).
FERRIES: tuple[tuple[str, tuple[str, float, float], tuple[str, float, float]], ...] = (
    ("Esbjerg–Fanø", ("Esbjerg", 55.4635, 8.4400), ("Nordby", 55.4450, 8.4050)),
    ("Frederikshavn–Læsø", ("Frederikshavn", 57.4380, 10.5450), ("Vesterø Havn", 57.2980, 10.9240)),
    ("Aarhus–Odden", ("Aarhus", 56.1530, 10.2250), ("Sjællands Odde", 55.9725, 11.3720)),
    ("Køge–Rønne", ("Køge", 55.4560, 12.1970), ("Rønne", 55.0990, 14.6960)),
    ("Svendborg–Ærøskøbing", ("Svendborg", 55.0580, 10.6130), ("Ærøskøbing", 54.8900, 10.4150)),
    ("Hou–Samsø (Sælvig)", ("Hou", 55.9147, 10.2583), ("Sælvig", 55.8660, 10.5450)),
    (
        "Kalundborg–Samsø (Kolby Kås)",
        ("Kalundborg", 55.6780, 11.0850),
        ("Kolby Kås", 55.7970, 10.5170),
    ),
    ("Spodsbjerg–Tårs", ("Spodsbjerg", 54.9330, 10.8350), ("Tårs", 54.8750, 11.0300)),
    ("Bøjden–Fynshav", ("Bøjden", 55.1040, 10.1050), ("Fynshav", 54.9940, 9.9850)),
)

#: Airports with domestic flights: (name, lat, lon, board town that serves it).
AIRPORTS = (
    ("København (Kastrup)", 55.6180, 12.6560, "København"),
    ("Billund", 55.7403, 9.1518, "Billund"),
    ("Aalborg", 57.0928, 9.8492, "Aalborg"),
    ("Aarhus (Tirstrup)", 56.3000, 10.6190, "Rønde"),
    ("Karup", 56.2975, 9.1246, "Karup"),
    ("Sønderborg", 54.9644, 9.7917, "Sønderborg"),
    ("Bornholm (Rønne)", 55.0633, 14.7596, "Rønne"),
    ("Esbjerg", 55.5259, 8.5534, "Esbjerg"),
)

#: The toll bridge of the rules.
STOREBAELT = ("Storebælt", "Nyborg", "Korsør")

#: Pairs always tried as roads, even when not Delaunay neighbours or farther apart than
#: MAX_ROAD_KM (the long bridges and the Skagen road), by board town names.
LONG_BRIDGES: tuple[tuple[str, str, str], ...] = (
    ("Storstrøm/Farø bridges", "Vordingborg", "Nykøbing Falster"),
    ("Sallingsund bridge", "Nykøbing Mors", "Skive"),
    ("Vilsund bridge", "Nykøbing Mors", "Thisted"),
    ("Langeland bridge", "Svendborg", "Rudkøbing"),
    ("Lillebælt bridges", "Fredericia", "Middelfart"),
    ("Queen Alexandrine Bridge", "Vordingborg", "Stege"),
    ("Skagen road", "Skagen", "Frederikshavn"),
)

#: Roads kept for a rulebook dead end (all other roads of that town are dropped).
DEAD_END_ROADS = {"Hanstholm": "Thisted", "Skagen": "Frederikshavn"}

#: the islands (and the Jutland peninsula) by their Danish names
_ISLANDS = (
    "Jylland", "Fyn", "Sjælland", "Lolland", "Falster", "Møn", "Bornholm", "Langeland", "Ærø",
    "Als", "Fanø", "Samsø", "Læsø", "Mors", "Amager", "Anholt", "Tåsinge", "Rømø",
)  # fmt: skip
#: (English, German) names of those that English or German call otherwise; the rest keep the Danish
_ISLAND_EXONYMS = {
    "Jylland": ("Jutland", "Jütland"), "Fyn": ("Funen", "Fünen"),
    "Sjælland": ("Zealand", "Seeland"), "Als": ("Als", "Alsen"), "Rømø": ("Rømø", "Röm"),
}  # fmt: skip
ISLAND_NAMES: dict[str, dict[str, str]] = {
    island: {
        **dict(zip(("en", "de"), _ISLAND_EXONYMS.get(island, (island, island)), strict=True)),
        "da": island,
    }
    for island in _ISLANDS
}

REGION_NAMES: dict[str, dict[str, str]] = {
    "Nordjylland": {"en": "North Denmark", "de": "Nordjütland", "da": "Nordjylland"},
    "Midtjylland": {"en": "Central Denmark", "de": "Mitteljütland", "da": "Midtjylland"},
    "Syddanmark": {"en": "Southern Denmark", "de": "Süddänemark", "da": "Syddanmark"},
    "Hovedstaden": {"en": "Capital Region", "de": "Hauptstadtregion", "da": "Hovedstaden"},
    "Sjælland": {"en": "Region Zealand", "de": "Region Seeland", "da": "Region Sjælland"},
}

#: Town names that differ by language.
EXONYMS = {"København": {"en": "Copenhagen", "de": "Kopenhagen"}, "Helsingør": {"en": "Elsinore"}}


def _island_of_polygon(poly: shapely.Geometry) -> str:
    """Name a dk_staat polygon by a probe point that lies on that island."""
    probes = {
        "Jylland": (9.5, 56.2),
        "Mors": (8.74, 56.83),
        "Læsø": (11.0, 57.27),
        "Samsø": (10.6, 55.86),
        "Anholt": (11.56, 56.71),
        "Fanø": (8.41, 55.41),
        "Als": (9.93, 54.97),
        "Fyn": (10.35, 55.33),
        "Ærø": (10.35, 54.88),
        "Langeland": (10.78, 54.94),
        "Sjælland": (11.82, 55.5),
        "Amager": (12.6, 55.62),
        "Bornholm": (14.9, 55.15),
        "Lolland": (11.41, 54.8),
        "Møn": (12.37, 54.97),
        "Falster": (11.95, 54.8),
        "Tåsinge": (10.62, 55.0),
        "Rømø": (8.55, 55.13),
    }
    # Vendsyssel-Thy, north of the Limfjord, is its own polygon on the OSM coast; it is counted
    # as Jutland, as Danes do ("Nordjylland"), not as an island of its own.
    for name, (lon, lat) in [*probes.items(), ("Jylland", (9.9, 57.3))]:
        if poly.contains(shapely.Point(lon, lat)):
            return name
    return "-"  # a small island without a board town


def _slug(name: str) -> str:
    table = str.maketrans({"æ": "ae", "ø": "oe", "å": "aa", "Æ": "ae", "Ø": "oe", "Å": "aa"})
    out = gazetteer.normalize(name.translate(table)).replace(" ", "-")
    return "".join(c for c in out if c.isalnum() or c == "-")


class Geography:
    """Land polygons with island and region names, in lon/lat and projected metres."""

    def __init__(self) -> None:
        coast = read_coast()
        self.polys = [p for p in shapely.get_parts(coast) if p.area * 111.2 * 62.2 >= 0.5]
        self.islands = [_island_of_polygon(p) for p in self.polys]
        self.poly_m = [project_geometry(p) for p in self.polys]
        regions = maps.load_layer("dk_regions")
        self.region_m = [project_geometry(g) for g in regions.geometries]
        self.region_names = [a["name"] for a in regions.attrs]
        self.router = LandRouter(coast)

    def island(self, lat: float, lon: float) -> str:
        x, y = to_map(lon, lat)
        p = shapely.Point(x, y)
        best = min(range(len(self.polys)), key=lambda i: self.poly_m[i].distance(p))
        return self.islands[best]

    def region(self, lat: float, lon: float) -> str:
        x, y = to_map(lon, lat)
        p = shapely.Point(x, y)
        best = min(range(len(self.region_m)), key=lambda i: self.region_m[i].distance(p))
        return str(self.region_names[best])


def read_coast() -> shapely.Geometry:
    """Denmark's land from ``assets/maps/dk_coast`` (OpenStreetMap; build_denmark_coast.py)."""
    geoms, attrs = maps.read_shapefile(maps.ASSETS_DIR / "dk_coast.shp")
    return next(g for g, a in zip(geoms, attrs, strict=True) if a["country"] == "DNK")


#: The real fixed links a road may take over water (DESIGN §6): name, two ends (lat, lon).
#: Storebælt is not here: it is the toll crossing of the rules, not a road. Each corridor is checked
#: to end on land at both sides (build fails otherwise).
FIXED_LINKS: tuple[tuple[str, tuple[float, float], tuple[float, float]], ...] = (
    ("Lillebælt bridges", (55.5235, 9.7200), (55.5105, 9.7480)),
    ("Vilsund bridge", (56.8800, 8.6200), (56.8660, 8.6420)),
    ("Sallingsund bridge", (56.7850, 8.8770), (56.7640, 8.8840)),
    ("Oddesund bridge", (56.5920, 8.5530), (56.5720, 8.5640)),
    ("Aggersund bridge", (56.9990, 9.2930), (56.9930, 9.2970)),
    ("Limfjord bridge and tunnel (Aalborg)", (57.0580, 9.9200), (57.0470, 9.9260)),
    ("Hadsund bridge", (56.7200, 10.1140), (56.7110, 10.1200)),
    ("Kronprins Frederiks Bro (Frederikssund)", (55.8400, 12.0310), (55.8400, 12.0550)),
    ("Svendborgsund bridge", (55.0520, 10.6020), (55.0390, 10.6100)),
    ("Siøsund and Langeland bridges", (54.9770, 10.6880), (54.9500, 10.7500)),
    ("Queen Alexandrine Bridge", (55.0020, 12.1560), (54.9860, 12.1920)),
    ("Farø bridges", (55.0000, 12.0050), (54.8950, 11.9750)),
    ("Storstrøm bridge", (54.9850, 11.8850), (54.9100, 11.8950)),
    ("Masnedsund bridge", (55.0000, 11.8900), (54.9900, 11.8850)),
    ("Guldborgsund bridges (Nykøbing Falster)", (54.7590, 11.8600), (54.7600, 11.8690)),
    ("Guldborg bridge", (54.8720, 11.7450), (54.8640, 11.7560)),
    ("Alssund bridges (Sønderborg)", (54.9130, 9.7760), (54.9070, 9.7930)),
    ("Amager bridges (København)", (55.6760, 12.5760), (55.6660, 12.5960)),
    ("Vejle Fjord bridge", (55.7020, 9.6180), (55.6880, 9.6200)),
)
#: A road is the shortest land path (fixed links included); a pair of towns whose land path is
#: longer than this many times their distance has water between them (a fjord) and gets no road.
MAX_DETOUR = 1.45
#: the same for the curated pairs of LONG_BRIDGES (Vordingborg–Stege runs round by Kalvehave)
LONG_BRIDGE_DETOUR = 1.8
#: a road passing a third town closer than this is split there (see build_roads)
THROUGH_TOWN_KM = 2.5
#: raster cell of the land router, degrees (about 280 m × 280 m)
CELL_LAT, CELL_LON = 0.0025, 0.0045
KM_LAT, KM_LON = 111.2, 111.2 * math.cos(math.radians(56.0))


class LandRouter:
    """Shortest paths over land (a raster of the coast plus the fixed links), in lon/lat."""

    def __init__(self, coast: shapely.Geometry) -> None:
        land = shapely.buffer(coast, -0.0008)  # ~60-90 m: a sound a cell wide stays water
        self.link_lines = {name: self._landed(coast, name, a, b) for name, a, b in FIXED_LINKS}
        links = [shapely.buffer(line, 0.005) for line in self.link_lines.values()]
        self.land = shapely.union_all([land, *links])
        self.links = shapely.union_all(links)
        shapely.prepare(self.land)
        x0, y0, x1, y1 = coast.bounds
        self.x0, self.y0 = x0, y0
        self.nx = int((x1 - x0) / CELL_LON) + 2
        self.ny = int((y1 - y0) / CELL_LAT) + 2
        xs = x0 + (np.arange(self.nx) + 0.5) * CELL_LON
        ys = y0 + (np.arange(self.ny) + 0.5) * CELL_LAT
        gx, gy = np.meshgrid(xs, ys)
        self.mask = shapely.contains_xy(self.land, gx, gy)
        self.check = shapely.buffer(self.land, 0.0015)
        shapely.prepare(self.check)
        self.coast_check = shapely.buffer(coast, 0.0015)

    @staticmethod
    def _landed(
        coast: shapely.Geometry, name: str, a: tuple[float, float], b: tuple[float, float]
    ) -> shapely.LineString:
        """The link a–b with each end moved onto the nearest land (at most ~1.5 km)."""
        ends = []
        for lat, lon in (a, b):
            p = shapely.Point(lon, lat)
            if not coast.contains(p):
                q = shapely.ops.nearest_points(coast, p)[0]
                if q.distance(p) > 0.02:
                    raise SystemExit(
                        f"build_denmark_board: {name} ends off the coast at {lat}, {lon}"
                    )
                # a little further inland, so the end cell is land
                dx, dy = q.x - p.x, q.y - p.y
                norm = math.hypot(dx, dy) or 1.0
                p = shapely.Point(q.x + dx / norm * 0.002, q.y + dy / norm * 0.002)
            ends.append((p.x, p.y))
        return shapely.LineString(ends)

    def _cell(self, lat: float, lon: float) -> tuple[int, int] | None:
        """The land cell nearest (lat, lon), within ~2 km."""
        cx = int((lon - self.x0) / CELL_LON)
        cy = int((lat - self.y0) / CELL_LAT)
        best = None
        for r in range(0, 8):
            for dy in range(-r, r + 1):
                for dx in range(-r, r + 1):
                    if max(abs(dx), abs(dy)) != r:
                        continue
                    y, x = cy + dy, cx + dx
                    if 0 <= y < self.ny and 0 <= x < self.nx and self.mask[y, x]:
                        d = dx * dx * KM_LON**2 * CELL_LON**2 + dy * dy * KM_LAT**2 * CELL_LAT**2
                        if best is None or d < best[0]:
                            best = (d, (y, x))
            if best is not None:
                return best[1]
        return None

    def _lonlat(self, cell: tuple[int, int]) -> tuple[float, float]:
        y, x = cell
        return (self.x0 + (x + 0.5) * CELL_LON, self.y0 + (y + 0.5) * CELL_LAT)

    def route(
        self, a: tuple[float, float], b: tuple[float, float], limit_km: float
    ) -> list[tuple[float, float]] | None:
        """A land path (lon, lat points) from a to b (lat, lon), or None if none within limit_km."""
        straight = shapely.LineString([(a[1], a[0]), (b[1], b[0])])
        if self.check.contains(straight):
            return [(a[1], a[0]), (b[1], b[0])]
        start, goal = self._cell(*a), self._cell(*b)
        if start is None or goal is None:
            return None
        dy_km, dx_km = CELL_LAT * KM_LAT, CELL_LON * KM_LON
        diag = math.hypot(dy_km, dx_km)
        steps = [
            (dy, dx, math.hypot(dy * dy_km, dx * dx_km))
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if dy or dx
        ]
        del diag

        def h(c: tuple[int, int]) -> float:
            return math.hypot((c[0] - goal[0]) * dy_km, (c[1] - goal[1]) * dx_km)

        best = {start: 0.0}
        came: dict[tuple[int, int], tuple[int, int]] = {}
        heap = [(h(start), 0.0, start)]
        while heap:
            f, g, cell = heapq.heappop(heap)
            if cell == goal:
                break
            if g > best.get(cell, math.inf) or f > limit_km:
                continue
            y, x = cell
            for dy, dx, cost in steps:
                ny, nx = y + dy, x + dx
                if not (0 <= ny < self.ny and 0 <= nx < self.nx) or not self.mask[ny, nx]:
                    continue
                if dy and dx and not (self.mask[y, nx] or self.mask[ny, x]):
                    continue  # no corner-cutting between two water cells
                ng = g + cost
                nxt = (ny, nx)
                if ng < best.get(nxt, math.inf):
                    best[nxt] = ng
                    came[nxt] = cell
                    heapq.heappush(heap, (ng + h(nxt), ng, nxt))
        else:
            return None
        if goal not in best:
            return None
        cells = [goal]
        while cells[-1] != start:
            cells.append(came[cells[-1]])
        cells.reverse()
        pts = [(a[1], a[0]), *(self._lonlat(c) for c in cells), (b[1], b[0])]
        return self._simplify(pts)

    def _simplify(self, pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        """Fewer points, the line still on land (or a fixed link)."""
        scale = np.array([KM_LON, KM_LAT])
        km = shapely.LineString(np.asarray(pts) * scale)
        for tol in (0.6, 0.3, 0.15, 0.0):
            line = shapely.simplify(km, tol, preserve_topology=False) if tol else km
            out = [(float(x), float(y)) for x, y in np.asarray(line.coords) / scale]
            if tol == 0.0 or self.check.contains(shapely.LineString(out)):
                return [(round(x, 4), round(y, 4)) for x, y in out]
        raise AssertionError("unreachable")


def path_km(path: list[tuple[float, float]]) -> float:
    return sum(
        distance_km(la, lo, lb, lob) for (lo, la), (lob, lb) in zip(path, path[1:], strict=False)
    )


def path_links(router: LandRouter, path: list[tuple[float, float]]) -> list[str]:
    """The fixed links a path crosses water on (by name)."""
    wet = shapely.LineString(path).difference(router.coast_check)
    return [
        name
        for name, link in router.link_lines.items()
        if wet.length > 0 and wet.intersects(shapely.buffer(link, 0.006))
    ]


#: Islands joined by bridges or lying close (spacing applies across them).
_BRIDGED = {
    "Jylland",
    "Fyn",
    "Sjælland",
    "Als",
    "Mors",
    "Lolland",
    "Falster",
    "Møn",
    "Amager",
    "Langeland",
    "Tåsinge",
    "Rømø",
}


def area_of(island: str, lat: float) -> str:
    """The group area of a town: A north Jutland, B south/west Jutland, C Funen+, D Zealand+."""
    if island in ("Jylland", "Mors", "Læsø", "Anholt"):
        return "A" if lat >= 56.45 else "B"
    if island in ("Fanø", "Als", "Samsø", "Rømø"):
        return "B"
    if island in ("Fyn", "Tåsinge", "Ærø", "Langeland", "Lolland", "Falster", "Møn"):
        return "C"
    return "D"


def choose_towns(geo: Geography) -> list[dict[str, Any]]:
    places = resolve_places([p for p in gazetteer.places("DK") if p.population > 0])
    cands: list[dict[str, Any]] = []
    for p in places:
        if p.name in SUBURBS:
            continue
        cands.append(
            {
                "name": p.name,
                "lat": p.lat,
                "lon": p.lon,
                "population": p.population,
                "geonameid": p.geonameid,
            }
        )
    for name, lat, lon in CURATED_TOWNS:
        cands.append({"name": name, "lat": lat, "lon": lon, "population": None, "geonameid": None})
    for c in cands:
        c["island"] = geo.island(c["lat"], c["lon"])
        c["area"] = area_of(c["island"], c["lat"])
    # Christiansø and other far-offshore rocks: not reachable by road or ferry.
    cands = [c for c in cands if c["name"] not in SKIPPED_PLACES]

    chosen: list[dict[str, Any]] = []

    def too_close(c: dict[str, Any]) -> bool:
        """Within MIN_SPACING_KM of a chosen town (a ferry ride apart counts as far)."""
        return any(
            distance_km(c["lat"], c["lon"], t["lat"], t["lon"]) < MIN_SPACING_KM
            and (t["island"] == c["island"] or {t["island"], c["island"]} <= _BRIDGED)
            and frozenset((c["name"], t["name"])) not in CLOSE_PAIRS
            for t in chosen
        )

    def nearest_cand(lat: float, lon: float) -> dict[str, Any]:
        return min(cands, key=lambda c: distance_km(lat, lon, c["lat"], c["lon"]))

    must: list[dict[str, Any]] = [
        next(c for c in cands if c["name"] == n)
        for n in (*RULEBOOK_TOWNS, *LARGE_TOWNS, *KEY_TOWNS)
    ]
    for _, ha, hb in FERRIES:
        for _, lat, lon in (ha, hb):
            must.append(nearest_cand(lat, lon))
    for _, _, _, town in AIRPORTS:
        must.append(next(c for c in cands if c["name"] == town))
    must.append(next(c for c in cands if c["name"] == "Nyborg"))
    must.append(next(c for c in cands if c["name"] == "Korsør"))
    for c in must:
        if c in chosen:
            continue
        if not too_close(c):  # else a town already chosen serves that harbour or airport
            chosen.append(c)
    for area, quota in AREA_QUOTA.items():
        pool = [c for c in cands if c["area"] == area]
        while sum(1 for t in chosen if t["area"] == area) < quota:
            best, best_score = None, -1.0
            for c in pool:
                if c in chosen or too_close(c):
                    continue
                dmin = min(distance_km(c["lat"], c["lon"], t["lat"], t["lon"]) for t in chosen)
                score = min(dmin, 60.0) ** 1.5 * (c["population"] or 500) ** 0.2
                if score > best_score:
                    best, best_score = c, score
            if best is None:
                raise SystemExit(f"build_denmark_board: area {area} has too few towns")
            chosen.append(best)
    return chosen


def delaunay_pairs(points: np.ndarray) -> set[tuple[int, int]]:
    mp = shapely.MultiPoint([tuple(p) for p in points])
    tris = shapely.delaunay_triangles(mp)
    index = {(round(x, 3), round(y, 3)): i for i, (x, y) in enumerate(points)}
    pairs: set[tuple[int, int]] = set()
    for tri in tris.geoms:
        ids = [index[(round(x, 3), round(y, 3))] for x, y in list(tri.exterior.coords)[:3]]
        for i in range(3):
            a, b = ids[i], ids[(i + 1) % 3]
            pairs.add((min(a, b), max(a, b)))
    return pairs


def build_roads(geo: Geography, towns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Roads: Delaunay neighbours (and the long-bridge pairs) joined by a short land path.

    Each road's ``path`` (lon/lat points) is the shortest path over land, where water is crossed
    only on :data:`FIXED_LINKS`; a pair whose path is over :data:`MAX_DETOUR` times as long as
    the straight line has a fjord or a strait between them and gets no road. ``km`` is the
    path's length, and a road has one space per ~10 km of it.
    """
    xs, ys = to_map(np.array([t["lon"] for t in towns]), np.array([t["lat"] for t in towns]))
    pts = np.column_stack([xs, ys])
    names = [t["name"] for t in towns]
    long_bridges = {frozenset((a, b)): label for label, a, b in LONG_BRIDGES}
    for key in long_bridges:
        for n in key:
            if n not in names:
                raise SystemExit(f"build_denmark_board: bridge town {n} is not on the board")
    valid: dict[tuple[int, int], list[tuple[float, float]]] = {}
    pairs = delaunay_pairs(pts) | {
        (min(names.index(x), names.index(y)), max(names.index(x), names.index(y)))
        for x, y in (tuple(k) for k in long_bridges)
    }
    for a, b in sorted(pairs):
        ta, tb = towns[a], towns[b]
        km = distance_km(ta["lat"], ta["lon"], tb["lat"], tb["lon"])
        pair = frozenset((ta["name"], tb["name"]))
        if pair in NO_ROAD or (km > MAX_ROAD_KM and pair not in long_bridges):
            continue
        detour = LONG_BRIDGE_DETOUR if pair in long_bridges else MAX_DETOUR
        path = geo.router.route(
            (ta["lat"], ta["lon"]), (tb["lat"], tb["lon"]), limit_km=detour * km
        )
        if path is None:
            if pair in long_bridges:
                raise SystemExit(f"build_denmark_board: no land path {ta['name']}–{tb['name']}")
            continue
        if path_km(path) <= detour * km:
            valid[(a, b)] = path
    # Thin out: drop a road when a town lies near its middle and both detours are roads.
    adj: dict[int, set[int]] = {}
    for a, b in valid:
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)

    def angle(c: int, a: int, b: int) -> float:
        va, vb = pts[a] - pts[c], pts[b] - pts[c]
        cos = float(va @ vb) / (float(np.linalg.norm(va)) * float(np.linalg.norm(vb)))
        return math.degrees(math.acos(max(-1.0, min(1.0, cos))))

    order = sorted(valid, key=lambda e: -float(np.linalg.norm(pts[e[0]] - pts[e[1]])))
    for a, b in order:
        if frozenset((names[a], names[b])) in long_bridges:
            continue
        for c in adj[a] & adj[b]:
            if angle(c, a, b) > 115.0:
                adj[a].discard(b)
                adj[b].discard(a)
                del valid[(a, b)]
                break
    # A road whose path runs through another town (within THROUGH_TOWN_KM) is that town's two
    # roads: Middelfart–Haderslev passes Kolding, Aabenraa–Guderup Sønderborg, Maribo–Gedser
    # Nykøbing Falster.
    for a, b in sorted(valid, key=lambda e: -path_km(valid[e])):
        line = shapely.LineString(valid[(a, b)])
        for c in range(len(towns)):
            if c in (a, b) or c not in adj[a] or c not in adj[b]:
                continue
            near = line.distance(shapely.Point(towns[c]["lon"], towns[c]["lat"])) * KM_LON
            if near < THROUGH_TOWN_KM:
                adj[a].discard(b)
                adj[b].discard(a)
                del valid[(a, b)]
                break
    for town, keep in DEAD_END_ROADS.items():
        t, k = names.index(town), names.index(keep)
        for other in list(adj[t]):
            if other != k:
                adj[t].discard(other)
                adj[other].discard(t)
                valid.pop((min(t, other), max(t, other)), None)
        if k not in adj[t]:
            raise SystemExit(f"build_denmark_board: no road {town}–{keep}")
    roads = []
    for (a, b), path in sorted(valid.items()):
        ta, tb = towns[a], towns[b]
        km = path_km(path)
        road: dict[str, Any] = {
            "a": ta["id"],
            "b": tb["id"],
            "km": round(km, 1),
            "steps": max(1, round(km / KM_PER_STEP)),
        }
        links = path_links(geo.router, path)
        if links:
            road["bridge"] = " + ".join(links)
        road["path"] = [list(p) for p in path]
        roads.append(road)
    return roads


def nearest_town(towns: list[dict[str, Any]], lat: float, lon: float) -> dict[str, Any]:
    best = min(towns, key=lambda t: distance_km(lat, lon, t["lat"], t["lon"]))
    if distance_km(lat, lon, best["lat"], best["lon"]) > 12.0:
        raise SystemExit(f"build_denmark_board: no board town near {lat}, {lon}")
    return best


def build_crossings(towns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_name = {t["name"]: t for t in towns}
    out: list[dict[str, Any]] = [
        {
            "kind": "bridge",
            "name": STOREBAELT[0],
            "a": by_name[STOREBAELT[1]]["id"],
            "b": by_name[STOREBAELT[2]]["id"],
        }
    ]
    for route, (na, la, oa), (nb, lb, ob) in FERRIES:
        ta, tb = nearest_town(towns, la, oa), nearest_town(towns, lb, ob)
        if ta is tb:
            raise SystemExit(f"build_denmark_board: both harbours of {route} map to {ta['name']}")
        out.append(
            {"kind": "ferry", "name": route, "a": ta["id"], "b": tb["id"], "harbours": [na, nb]}
        )
    by_name = {t["name"]: t for t in towns}
    airports = []
    for name, lat, lon, town in AIRPORTS:
        t = by_name[town]
        if distance_km(lat, lon, t["lat"], t["lon"]) > 15.0:
            raise SystemExit(f"build_denmark_board: {town} is far from the airport {name}")
        airports.append((name, t))
    for i, (na, ta) in enumerate(airports):
        ta.setdefault("airport", na)
        for nb, tb in airports[i + 1 :]:
            out.append({"kind": "flight", "name": f"{na}–{nb}", "a": ta["id"], "b": tb["id"]})
    return out


def connected(
    towns: list[dict[str, Any]], roads: list[dict[str, Any]], crossings: list[dict[str, Any]]
) -> bool:
    adj: dict[str, set[str]] = {t["id"]: set() for t in towns}
    for e in [*roads, *crossings]:
        adj[e["a"]].add(e["b"])
        adj[e["b"]].add(e["a"])
    seen = {towns[0]["id"]}
    todo = [towns[0]["id"]]
    while todo:
        for n in adj[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) < len(towns):
        lost = sorted(t["name"] for t in towns if t["id"] not in seen)
        print(f"build_denmark_board: cannot reach {', '.join(lost)}", file=sys.stderr)
        return False
    return True


def spread_stars(towns: list[dict[str, Any]], count: int) -> None:
    """Farthest-point sampling, taking the areas A–D in turn (``count / 4`` stars each), so that
    every part of the country has star towns: plain farthest-point sampling picks the coasts and
    the small islands and left Funen, the heart of area C, without a single star."""
    start = max(towns, key=lambda t: t["lat"])
    stars = [start]
    areas = sorted({t["area"] for t in towns})
    turn = areas.index(start["area"]) + 1
    while len(stars) < count:
        area = areas[turn % len(areas)]
        turn += 1
        best = max(
            (t for t in towns if t not in stars and t["area"] == area),
            key=lambda t: min(distance_km(t["lat"], t["lon"], s["lat"], s["lon"]) for s in stars),
        )
        stars.append(best)
    for t in towns:
        t["star"] = t in stars


CHANCE_CARDS: list[dict[str, Any]] = [
    {
        "id": "extra_roll",
        "count": 6,
        "effect": "extra_roll",
        "text": {
            "en": "Tailwind! Roll again.",
            "de": "Rückenwind! Würfle noch einmal.",
            "da": "Medvind! Slå en gang til.",
        },
    },
    {
        "id": "plane_ticket",
        "count": 5,
        "effect": "plane_ticket",
        "text": {
            "en": "Plane ticket. Keep it until you fly from an airport.",
            "de": "Flugticket. Behalte es, bis du von einem Flughafen fliegst.",
            "da": "Flybillet. Gem den, til du flyver fra en lufthavn.",
        },
    },
    {
        "id": "ferry_ticket",
        "count": 6,
        "effect": "ferry_ticket",
        "text": {
            "en": "Ferry ticket / bridge toll. Keep it for a ferry or the Storebælt Bridge.",
            "de": "Fährticket / Brückenmaut. Behalte es für eine Fähre oder die Storebælt-Brücke.",
            "da": "Færgebillet / brobillet. Gem den til en færge eller Storebæltsbroen.",
        },
    },
    {
        "id": "skip_turn",
        "count": 4,
        "effect": "skip_turn",
        "text": {
            "en": "You stop to see the sights. Miss your next turn.",
            "de": "Du besichtigst die Stadt. Setze beim nächsten Mal aus.",
            "da": "Du ser byens seværdigheder. Stå over næste gang.",
        },
    },
    {
        "id": "roadworks",
        "count": 3,
        "effect": "skip_turn",
        "text": {
            "en": "Roadworks on the motorway. Miss your next turn.",
            "de": "Baustelle auf der Autobahn. Setze beim nächsten Mal aus.",
            "da": "Vejarbejde på motorvejen. Stå over næste gang.",
        },
    },
    {
        "id": "quiz",
        "count": 3,
        "effect": "question",
        "text": {
            "en": "Geography quiz: take a question card.",
            "de": "Erdkunde-Quiz: Nimm eine Fragekarte.",
            "da": "Geografiquiz: Tag et spørgekort.",
        },
    },
]


def _town_name(t: dict[str, Any], lang: str) -> str:
    return str(EXONYMS.get(t["name"], {}).get(lang, t["name"]))


def _names(t: dict[str, Any]) -> dict[str, str]:
    return {lang: _town_name(t, lang) for lang in ("en", "de", "da")}


def build_questions(towns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Multiple-choice questions (four options, one right) from the towns; deterministic."""
    rng = random.Random(1962)
    out: list[dict[str, Any]] = []
    named = sorted(towns, key=lambda t: t["id"])

    def add(
        kind: str,
        value: int,
        text: dict[str, str],
        options: list[dict[str, str]],
        answer: int,
        fact: dict[str, str],
        about: list[dict[str, Any]],
    ) -> None:
        order = list(range(len(options)))
        rng.shuffle(order)
        out.append(
            {
                "id": f"q{len(out) + 1:03d}",
                "kind": kind,
                "value": value,
                "text": text,
                "options": [options[i] for i in order],
                "answer": order.index(answer),
                "fact": fact,
                "towns": [t["id"] for t in about],
            }
        )

    # the four "farthest ..." questions differ only in the word for the direction and the axis
    directions = {  # kind: (en, de, da word, the coordinate, +1 the larger wins / -1 the smaller)
        "north": ("north", "nördlich", "nord", "lat", 1),
        "south": ("south", "südlich", "syd", "lat", -1),
        "east": ("east", "östlich", "øst", "lon", 1),
        "west": ("west", "westlich", "vest", "lon", -1),
    }
    km_per_degree = {"lat": 111.2, "lon": 63.0}
    for kind, (en, de, da, axis, sign) in directions.items():
        made = 0
        while made < 8:
            four = rng.sample(named, 4)
            ranked = sorted(four, key=lambda t: sign * t[axis], reverse=True)
            gap_km = abs(ranked[0][axis] - ranked[1][axis]) * km_per_degree[axis]
            if gap_km < 8.0:
                continue
            value = 1 if gap_km > 60 else 2 if gap_km > 25 else 3
            add(
                kind,
                value,
                {
                    "en": f"Which town lies farthest {en}?",
                    "de": f"Welche Stadt liegt am weitesten {de}?",
                    "da": f"Hvilken by ligger længst mod {da}?",
                },
                [_names(t) for t in four],
                four.index(ranked[0]),
                _position_fact(ranked, axis),
                four,
            )
            made += 1
    islands = sorted({t["island"] for t in towns} & set(ISLAND_NAMES))
    island_towns = [t for t in named if t["island"] != "Jylland"] + rng.sample(
        [t for t in named if t["island"] == "Jylland"], 4
    )
    for t in island_towns:
        wrong = rng.sample([i for i in islands if i != t["island"]], 3)
        opts = [ISLAND_NAMES[i] for i in [t["island"], *wrong]]
        small = t["island"] not in ("Jylland", "Fyn", "Sjælland", "Bornholm")
        value = 2 if small else 1
        n = _names(t)
        land = ISLAND_NAMES[t["island"]]
        peninsula = t["island"] == "Jylland"
        add(
            "island",
            value,
            {
                "en": f"On which island or peninsula does {n['en']} lie?",
                "de": f"Auf welcher Insel oder Halbinsel liegt {n['de']}?",
                "da": f"På hvilken ø eller halvø ligger {n['da']}?",
            },
            opts,
            0,
            {
                "en": f"{n['en']} lies on {land['en']}"
                + (", a peninsula." if peninsula else ", an island."),
                "de": f"{n['de']} liegt auf {land['de']}"
                + (", einer Halbinsel." if peninsula else ", einer Insel."),
                "da": f"{n['da']} ligger på {land['da']}"
                + (", en halvø." if peninsula else ", en ø."),
            },
            [t],
        )
    regions = sorted(REGION_NAMES)
    for t in rng.sample(named, 20):
        wrong = rng.sample([r for r in regions if r != t["region"]], 3)
        opts = [REGION_NAMES[r] for r in [t["region"], *wrong]]
        n = _names(t)
        reg = REGION_NAMES[t["region"]]
        add(
            "region",
            2,
            {
                "en": f"In which region is {n['en']}?",
                "de": f"In welcher Region liegt {n['de']}?",
                "da": f"I hvilken region ligger {n['da']}?",
            },
            opts,
            0,
            {
                "en": f"{n['en']} lies in {reg['en']}.",
                "de": f"{n['de']} liegt in der {reg['de']}."
                if reg["de"].startswith("Region")
                else f"{n['de']} liegt in {reg['de']}.",
                "da": f"{n['da']} ligger i {reg['da']}."
                if reg["da"].startswith("Region")
                else f"{n['da']} ligger i Region {reg['da']}.",
            },
            [t],
        )
    made = 0
    known = [t for t in named if t["name"] in DISTANCE_TOWNS]
    while made < 20:
        a, b = rng.sample(known, 2)
        d = distance_km(a["lat"], a["lon"], b["lat"], b["lon"])
        if d < 40:
            continue
        true = int(round(d / 10.0) * 10)
        step = max(20, int(round(true * 0.3 / 10.0) * 10))
        candidates = [true - 2 * step, true - step, true + step, true + 2 * step]
        wrong = rng.sample([c for c in candidates if c >= 10], 3)
        opts = [{"en": f"{v} km", "de": f"{v} km", "da": f"{v} km"} for v in [true, *wrong]]
        na, nb = _names(a), _names(b)
        add(
            "distance",
            4 if step <= 30 else 3,
            {
                "en": f"About how far is {na['en']} from {nb['en']} as the crow flies?",
                "de": f"Wie weit ist {na['de']} ungefähr von {nb['de']} entfernt (Luftlinie)?",
                "da": f"Hvor langt er der cirka fra {na['da']} til {nb['da']} i luftlinje?",
            },
            opts,
            0,
            {
                "en": f"{na['en']}–{nb['en']}: {d:.0f} km as the crow flies.",
                "de": f"{na['de']}–{nb['de']}: {d:.0f} km Luftlinie.",
                "da": f"{na['da']}–{nb['da']}: {d:.0f} km i luftlinje.",
            },
            [a, b],
        )
        made += 1
    with_pop = [t for t in named if t["population"] and t["name"] not in DUBIOUS_POPULATION]
    made = 0
    while made < 16:
        four = rng.sample(with_pop, 4)
        ranked = sorted(four, key=lambda t: -t["population"])
        ratio = ranked[0]["population"] / ranked[1]["population"]
        if ratio < 1.15:
            continue
        value = 1 if ratio > 4 else 2 if ratio > 1.8 else 3
        add(
            "largest",
            value,
            {
                "en": "Which town has the most inhabitants?",
                "de": "Welche Stadt hat die meisten Einwohner?",
                "da": "Hvilken by har flest indbyggere?",
            },
            [_names(t) for t in four],
            four.index(ranked[0]),
            {
                lang: "; ".join(
                    f"{_town_name(t, lang)} {t['population']:,}".replace(
                        ",", "." if lang != "en" else ","
                    )
                    for t in ranked
                )
                + {
                    "en": " inhabitants (GeoNames).",
                    "de": " Einwohner (GeoNames).",
                    "da": " indbyggere (GeoNames).",
                }[lang]
                for lang in ("en", "de", "da")
            },
            four,
        )
        made += 1
    return out


def _position_fact(ranked: list[dict[str, Any]], axis: str) -> dict[str, str]:
    """Facts like "Skagen 57.72° N, …" for the four towns of a farthest-north/… card."""
    unit = {"lat": ("N", "N", "N"), "lon": ("E", "O", "Ø")}[axis]
    out = {}
    for lang, u in zip(("en", "de", "da"), unit, strict=True):
        sep = "." if lang == "en" else ","
        out[lang] = (
            ", ".join(
                f"{_town_name(t, lang)} {t[axis]:.2f}".replace(".", sep) + f"° {u}" for t in ranked
            )
            + "."
        )
    return out


def build() -> dict[str, Any]:
    geo = Geography()
    towns = choose_towns(geo)
    used: set[str] = set()
    for t in towns:
        slug = _slug(t["name"])
        while slug in used:
            slug += "-2"
        used.add(slug)
        t["id"] = slug
        t["region"] = geo.region(t["lat"], t["lon"])
    for area in AREA_QUOTA:
        members = sorted(
            (t for t in towns if t["area"] == area),
            key=lambda t: (-(t["population"] or 0), t["id"]),
        )
        for i, t in enumerate(members):
            t["group"] = area if i < GROUP_SIZE else None
    towns.sort(key=lambda t: (-t["lat"], t["id"]))
    roads = build_roads(geo, towns)
    crossings = build_crossings(towns)
    if not connected(towns, roads, crossings):
        raise SystemExit("build_denmark_board: some town cannot be reached")
    degree: dict[str, int] = {t["id"]: 0 for t in towns}
    for r in roads:
        degree[r["a"]] += 1
        degree[r["b"]] += 1
    spread_stars(towns, STAR_COUNT)
    out_towns = []
    for t in towns:
        row = {
            "id": t["id"],
            "name": t["name"],
            "names": _names(t),
            "lat": round(t["lat"], 5),
            "lon": round(t["lon"], 5),
            "population": t["population"],
            "geonameid": t["geonameid"],
            "island": t["island"],
            "region": t["region"],
            "area": t["area"],
            "group": t["group"],
            "star": t["star"],
            "dead_end": degree[t["id"]] == 1,
            "airport": t.get("airport"),
        }
        out_towns.append(row)
    return {
        "format": 1,
        "about": "Danmark-spillet board, generated by packaging/build_denmark_board.py from "
        "Natural Earth 1:10m (public domain) and GeoNames (CC BY 4.0).",
        "km_per_step": KM_PER_STEP,
        "areas": AREA_NAMES,
        "islands": ISLAND_NAMES,
        "regions": REGION_NAMES,
        "towns": out_towns,
        "roads": roads,
        "crossings": crossings,
        "chance_cards": CHANCE_CARDS,
        "questions": build_questions(towns),
    }


def main() -> int:
    board = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(board, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    towns = board["towns"]
    print(
        f"{len(towns)} towns, {len(board['roads'])} roads, {len(board['crossings'])} crossings, "
        f"{len(board['questions'])} questions -> {OUT.relative_to(ROOT)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
