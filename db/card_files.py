"""Reading card files: CSV and JSON text into rows of named fields, no database (GeoJSON is
read by the GIS import, :mod:`geoquiz.db.gis_import`).

What comes from a file is refused early and in one line (``ValueError``) where it would crash or
stall the reader: fields longer than an outline may be, nesting deeper than a deck file has,
integers too long for Python, more rows than one import takes. Cells that a spreadsheet would run
as formulas are written with a ``'`` before each dangerous piece by the export
(:func:`neutralise`, :mod:`geoquiz.db.csv_safe`) and read back without it. The rows are checked
afterwards by the one card validation, ``db.cards``, in :func:`geoquiz.db.cardio.validate_rows`.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from geoquiz.db import cards, csv_safe

__all__ = [
    "FORMULA_START",
    "MAX_FIELD_CHARS",
    "MAX_IMPORT_ROWS",
    "MAX_JSON_DEPTH",
    "load_json",
    "neutralise",
    "read_csv_rows",
    "read_json",
]

#: The most card rows one import takes (about 3 ms a row: half a minute). A real deck has a few
#: hundred cards; a bigger file is refused as a whole with one problem instead of keeping the
#: author waiting for minutes (split it into several files).
MAX_IMPORT_ROWS = 10_000
#: The longest CSV field read: an outline's WKT limit (``csv`` refuses more than 131,072
#: characters by default, so a real 7,000-vertex outline could not be re-imported).
MAX_FIELD_CHARS = cards.MAX_OUTLINE_CHARS + 1
#: JSON nesting deeper than this is refused before parsing (a deck file is three levels deep,
#: a GeoJSON multipolygon six).
MAX_JSON_DEPTH = 64
#: Spreadsheet programs run a cell starting with one of these as a formula (the export's
#: neutralisation and the import's inverse are :mod:`geoquiz.db.csv_safe`'s)
FORMULA_START = csv_safe.FORMULA_START
#: ``'`` before every piece of a cell a spreadsheet could run as a formula (the export)
neutralise = csv_safe.neutralise


def read_csv_rows(text: str) -> tuple[list[str], list[dict[str, str]]]:
    """Parse CSV text (comma, semicolon or tab separated; a BOM is dropped) into header and rows.

    Cells neutralised by :func:`export_csv` (a ``'`` before each piece that starts with
    ``= + - @``, tab or CR: :mod:`geoquiz.db.csv_safe`) are restored exactly.
    A field over :data:`MAX_FIELD_CHARS` characters or broken quoting raises ValueError naming
    the row.
    """
    text = text.removeprefix("\ufeff")
    first = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first.count)
    if csv.field_size_limit() < MAX_FIELD_CHARS:
        csv.field_size_limit(MAX_FIELD_CHARS)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False)
    records: list[list[str]] = []
    try:
        for record in reader:
            records.append(record)
            if len(records) > MAX_IMPORT_ROWS + 1:
                break
    except csv.Error as exc:
        row = reader.line_num
        if "field larger than field limit" in str(exc):
            raise ValueError(
                f"row {row}: a field is longer than {MAX_FIELD_CHARS - 1} characters"
            ) from None
        raise ValueError(f"row {row}: not readable as CSV ({exc})") from None
    if not records:
        return [], []
    header = [h.strip().lower() for h in records[0]]
    rows: list[dict[str, str]] = []
    for record in records[1:]:
        if not any(cell.strip() for cell in record):
            rows.append({})  # keep numbering; an empty row is reported
            continue
        rows.append(
            {
                header[i] if i < len(header) else f"#{i + 1}": csv_safe.restore(v)
                for i, v in enumerate(record)
            }
        )
    return header, rows


def _json_depth(text: str) -> int:
    """The deepest nesting of brackets outside strings (cheap, before ``json.loads``)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def load_json(text: str) -> Any:
    """``json.loads`` that refuses (ValueError) what would crash it or what follows it.

    Deep nesting (RecursionError) and integers too long for Python become one ValueError;
    ``NaN``/``Infinity`` are read (the card validation then refuses them with the row).
    """
    if _json_depth(text) > MAX_JSON_DEPTH:
        raise ValueError(f"not valid JSON: nested deeper than {MAX_JSON_DEPTH} levels")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc}") from exc
    except RecursionError:
        raise ValueError(f"not valid JSON: nested deeper than {MAX_JSON_DEPTH} levels") from None
    except ValueError as exc:  # e.g. "Exceeds the limit (4300 digits) for integer string"
        raise ValueError(f"not valid JSON: {str(exc).splitlines()[0]}") from None


def read_json(text: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Parse the JSON deck format ``{"deck": {...}, "cards": [...]}`` (or a bare list of cards).

    GeoJSON (an exported deck among them) is the GIS import's (``db.gis_import``), not this.
    """
    data = load_json(text)
    if isinstance(data, list):
        return {}, data
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise ValueError('a JSON deck is {"deck": {...}, "cards": [...]}')
    deck = data.get("deck") or {}
    if not isinstance(deck, dict):
        raise ValueError('"deck" must be an object')
    return deck, data["cards"]
