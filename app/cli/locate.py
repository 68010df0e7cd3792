"""``geoquiz locate`` and ``geoquiz places``: solve coordinates and look up places on the board.

* ``geoquiz locate LAT LON [--tolerance-km 2]`` prints one JSON object
  ``{"lat": 52.289, "lon": 8.917, "solutions": [{"ew": "W", "zone": "N", "square": 12, ...}]}``.
  Negative numbers work as they are (``geoquiz locate -- -10 5`` also works).
* ``geoquiz locate --batch FILE.csv`` reads a CSV with the columns ``name,lat,lon`` (UTF-8, BOM
  allowed, other columns ignored, a decimal comma accepted in quoted fields) and prints one JSON
  object per good row (JSON lines). Bad rows are reported on stderr as ``line N: …`` while the
  good rows are still solved; the exit status is then 2.
* ``geoquiz places TEXT [--country DE|DK] [--limit N] [--json]`` lists matching GeoNames places
  with coordinates and, for those on the board, their solutions.

Imports nothing from Qt, so these commands start quickly.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from geoquiz.app.cli.main import UsageError

__all__ = ["register", "run_locate", "run_places", "parse_coordinate"]

_T = TypeVar("_T")


def register(subparsers: Any) -> None:
    """Add the ``locate`` and ``places`` subcommands."""
    loc = subparsers.add_parser(
        "locate",
        help="solve coordinates on the Finden-Sie-Minden board",
        description=(
            "Print the board solution(s) of a point as JSON, or of every row of a CSV file "
            "(columns name,lat,lon) as JSON lines."
        ),
    )
    loc.add_argument("lat", nargs="?", help="latitude in degrees north (e.g. 52.289)")
    loc.add_argument("lon", nargs="?", help="longitude in degrees east (e.g. 8.917)")
    loc.add_argument("--batch", metavar="FILE.csv", help="solve every row of a CSV file")
    loc.add_argument(
        "--tolerance-km",
        type=_tolerance,
        default=2.0,
        metavar="KM",
        help="also give the cells within this distance of a dividing line (default 2, 0 = off)",
    )
    loc.set_defaults(func=run_locate)

    pl = subparsers.add_parser(
        "places",
        help="find places by name, with coordinates and board solutions",
        description="List GeoNames places (Germany, Denmark) whose name matches TEXT.",
    )
    pl.add_argument("text", nargs="+", metavar="TEXT", help="name or part of a name")
    pl.add_argument("--country", type=_country, help="only places in DE or DK")
    pl.add_argument("--limit", type=_limit, default=10, metavar="N", help="at most N (default 10)")
    pl.add_argument("--tolerance-km", type=_tolerance, default=2.0, metavar="KM")
    pl.add_argument("--json", action="store_true", help="print JSON lines instead of a table")
    pl.set_defaults(func=run_places)


# --------------------------------------------------------------------------------------------
# argument parsing


def parse_coordinate(text: str, what: str) -> float:
    """Parse a latitude/longitude given as text; ``ValueError`` with a readable message.

    A decimal comma is accepted (``52,289``) as German spreadsheets write it.
    """
    cleaned = text.strip()
    if not cleaned:
        raise ValueError(f"{what} is missing")
    if "," in cleaned and "." not in cleaned:
        cleaned = cleaned.replace(",", ".")
    try:
        value = float(cleaned)
    except ValueError:
        raise ValueError(f"{what} is not a number: {text!r}") from None
    if math.isnan(value) or math.isinf(value):
        raise ValueError(f"{what} is not a number: {text!r}")
    limit = 90.0 if what == "latitude" else 180.0
    if not -limit <= value <= limit:
        raise ValueError(f"{what} {text.strip()} is out of range (−{limit:g} to {limit:g})")
    return value


def _converted(text: str, convert: Callable[[str], _T], what: str) -> _T:
    """``convert(text)``, or argparse's one-line refusal ``not WHAT: 'text'``."""
    try:
        return convert(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not {what}: {text!r}") from None


def _tolerance(text: str) -> float:
    value = _converted(text, float, "a distance in km")
    if math.isnan(value) or value < 0 or math.isinf(value):
        raise argparse.ArgumentTypeError(f"tolerance must be 0 km or more, not {text!r}")
    return value


def _country(text: str) -> str:
    code = text.strip().upper()
    if code not in ("DE", "DK"):
        raise argparse.ArgumentTypeError(f"country must be DE or DK, not {text!r}")
    return code


def _limit(text: str) -> int:
    value = _converted(text, int, "a whole number")
    if value < 1:
        raise argparse.ArgumentTypeError(f"limit must be at least 1, not {value}")
    return value


def _emit(obj: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


# --------------------------------------------------------------------------------------------
# locate


def run_locate(args: argparse.Namespace) -> int:
    """Run ``geoquiz locate``; returns the exit status."""
    if args.batch is not None:
        if args.lat is not None:
            raise UsageError("geoquiz locate: give either LAT LON or --batch FILE, not both")
        return _locate_batch(Path(args.batch), args.tolerance_km)
    if args.lat is None or args.lon is None:
        raise UsageError("geoquiz locate: need LAT and LON (or --batch FILE.csv)")
    from geoquiz.geo import board

    lat = parse_coordinate(args.lat, "latitude")
    lon = parse_coordinate(args.lon, "longitude")
    solutions = board.locate(lat, lon, args.tolerance_km)
    _emit({"lat": lat, "lon": lon, "solutions": [s.as_dict() for s in solutions]})
    return 0


def _read_rows(path: Path) -> tuple[list[tuple[int, dict[str, str]]], list[str]]:
    """Rows of the CSV with their line numbers, and the header; one-line errors as UsageError."""
    try:
        with path.open(encoding="utf-8-sig", newline="") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise UsageError(f"geoquiz locate: no such file: {path}") from None
    except IsADirectoryError:
        raise UsageError(f"geoquiz locate: {path} is a folder, not a CSV file") from None
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"geoquiz locate: {path} is not UTF-8 text (byte {exc.start}); save it as UTF-8"
        ) from None
    except OSError as exc:
        raise UsageError(f"geoquiz locate: cannot read {path}: {exc.strerror}") from None
    if "\x00" in text:
        raise UsageError(f"geoquiz locate: {path} is not a CSV text file (it holds NUL bytes)")
    reader = csv.reader(text.splitlines(keepends=True), delimiter=_delimiter(text))
    try:
        header = next(reader)
    except StopIteration:
        raise UsageError(f"geoquiz locate: {path} is empty (expected name,lat,lon)") from None
    except csv.Error as exc:
        raise UsageError(f"geoquiz locate: {path}: line 1: {exc}") from None
    columns = [h.strip().lower() for h in header]
    missing = [c for c in ("name", "lat", "lon") if c not in columns]
    if missing:
        found = ", ".join(h.strip() for h in header if h.strip()) or "nothing"
        raise UsageError(
            f"geoquiz locate: {path} needs the columns name, lat, lon "
            f"(missing {', '.join(missing)}; found {found})"
        )
    index = {c: columns.index(c) for c in ("name", "lat", "lon")}
    rows: list[tuple[int, dict[str, str]]] = []
    while True:
        try:
            record = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            raise UsageError(f"geoquiz locate: {path}: line {reader.line_num}: {exc}") from None
        if not any(field.strip() for field in record):
            continue  # blank line
        rows.append(
            (
                reader.line_num,
                {c: record[i] if i < len(record) else "" for c, i in index.items()},
            )
        )
    return rows, header


def _delimiter(text: str) -> str:
    """The field separator, judged by the header line: ``,`` unless it has none but ``;`` or tab.

    Spreadsheets set to German save "CSV" with semicolons (and decimal commas, which
    :func:`parse_coordinate` accepts), so ``name;lat;lon`` is read as well as ``name,lat,lon``.
    """
    first = text.split("\n", 1)[0]
    if "," not in first:
        for candidate in (";", "\t"):
            if candidate in first:
                return candidate
    return ","


def _locate_batch(path: Path, tolerance_km: float) -> int:
    from geoquiz.geo import board

    rows, _ = _read_rows(path)
    good: list[tuple[int, str, float, float]] = []
    errors: dict[int, str] = {}
    for line, row in rows:
        try:
            lat = parse_coordinate(row["lat"], "latitude")
            lon = parse_coordinate(row["lon"], "longitude")
        except ValueError as exc:
            errors[line] = f"line {line}: {_label(row['name'])}{exc}"
            continue
        good.append((line, row["name"].strip(), lat, lon))
    results = board.locate_many([g[2] for g in good], [g[3] for g in good], tolerance_km)
    for (line, name, lat, lon), solutions in zip(good, results, strict=True):
        if solutions is None:
            try:
                board.locate(lat, lon, tolerance_km)
            except board.OffBoardError as exc:
                errors[line] = f"line {line}: {_label(name)}{exc}"
            continue
        _emit(
            {
                "name": name,
                "lat": lat,
                "lon": lon,
                "solutions": [s.as_dict() for s in solutions],
            }
        )
    sys.stdout.flush()
    for line in sorted(errors):
        print(errors[line], file=sys.stderr)
    return 2 if errors else 0


def _label(name: str) -> str:
    return f"{name.strip()}: " if name.strip() else ""


# --------------------------------------------------------------------------------------------
# places


def run_places(args: argparse.Namespace) -> int:
    """Run ``geoquiz places``; returns the exit status (1 when nothing matches)."""
    from geoquiz.geo import board, gazetteer

    text = " ".join(args.text)
    if not text.strip():
        raise UsageError("geoquiz places: give a place name to search for")
    found = gazetteer.search(text, country=args.country, limit=args.limit)
    if not found:
        where = f" in {args.country}" if args.country else ""
        print(f"geoquiz places: no place{where} matches {text!r}", file=sys.stderr)
        return 1
    solved = board.locate_many([p.lat for p in found], [p.lon for p in found], args.tolerance_km)
    if args.json:
        for place, solutions in zip(found, solved, strict=True):
            _emit(
                {
                    "name": place.name,
                    "lat": place.lat,
                    "lon": place.lon,
                    "country": place.country,
                    "region": place.region,
                    "population": place.population,
                    "geonameid": place.geonameid,
                    "solutions": None if solutions is None else [s.as_dict() for s in solutions],
                }
            )
        return 0
    width = max(len(p.name) for p in found)
    region_width = max(len(p.region) for p in found)
    for place, solutions in zip(found, solved, strict=True):
        answer = "not on the board" if solutions is None else " / ".join(map(str, solutions))
        print(
            f"{place.name:<{width}}  {place.lat:8.4f} {place.lon:8.4f}  {place.country}  "
            f"{place.region:<{region_width}}  {place.population:>9,}  {answer}"
        )
    return 0
