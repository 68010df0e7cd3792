"""Import and export of card decks: CSV (one row per card, outlines as WKT), JSON and GeoJSON.

Import validates every row before anything is written and returns an :class:`ImportReport` (row
number, column, problem). Nothing is written unless every row is valid, or the author asked for
``only_valid`` rows; either way the import is one transaction. Rows are numbered as a spreadsheet
shows them: the header is row 1, the first card row 2 (in JSON, the first card is row 1).

Duplicates are cards with the same title (ignoring case and surrounding spaces) and the same place
(the same point to 4 decimals, about 10 m, or the same outline) — within the file or already in
the target deck. The ``solutions`` column of an export is informative; an import recomputes the
solutions and ignores it. Columns ``id`` and ``deck`` are ignored too; any other unknown column is
an error (it is most likely a misspelt one).
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from geoquiz.db.models import COLOURS, Card, Deck
from geoquiz.db.repository import (
    CardData,
    add_card,
    create_deck,
    deck_by_name,
    list_cards,
    solutions_of,
)
from geoquiz.db.session import Database
from geoquiz.db.solutions import OffBoardError, compute_solutions, parse_outline

__all__ = [
    "CSV_COLUMNS",
    "ImportReport",
    "Problem",
    "ValidatedRow",
    "export_csv",
    "export_geojson",
    "export_json",
    "import_file",
    "import_rows",
    "load_deck_dir",
    "read_csv_rows",
    "read_json",
    "validate_rows",
]

CSV_COLUMNS: tuple[str, ...] = (
    "colour",
    "title",
    "prompt_de",
    "prompt_en",
    "explanation",
    "lat",
    "lon",
    "outline_wkt",
    "source",
    "author",
    "needs_review",
    "solutions",
)
REQUIRED_COLUMNS = ("colour", "title")
IGNORED_COLUMNS = ("solutions", "id", "deck")
#: German colour names are accepted on import.
COLOUR_ALIASES = {"gelb": "yellow", "grün": "green", "gruen": "green", "blau": "blue"}
TRUE_WORDS = {"1", "true", "yes", "y", "ja", "j", "x", "wahr"}
FALSE_WORDS = {"", "0", "false", "no", "n", "nein", "falsch"}
MAX_LENGTHS = {"title": 200, "source": 200, "author": 120}
#: The most card rows one import takes (about 3 ms a row: half a minute). A real deck has a few
#: hundred cards; a bigger file is refused as a whole with one problem instead of keeping the
#: author waiting for minutes (split it into several files).
MAX_IMPORT_ROWS = 10_000
#: A file larger than this is refused before it is read into memory.
MAX_IMPORT_BYTES = 50_000_000
#: C0 control characters other than tab, line feed and carriage return.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an imported file: where (row, column) and what."""

    row: int
    column: str
    message: str

    def __str__(self) -> str:
        where = f"row {self.row}" + (f", column {self.column}" if self.column else "")
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class ValidatedRow:
    """A row that passed validation, with the solutions it will get."""

    row: int
    data: CardData
    solutions: tuple[str, ...]


@dataclass
class ImportReport:
    """What an import found and did."""

    total: int = 0
    valid: list[ValidatedRow] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    imported: int = 0
    deck: str = ""

    @property
    def ok(self) -> bool:
        """True when no row had a problem."""
        return not self.problems

    @property
    def bad_rows(self) -> int:
        """The number of rows with at least one problem."""
        return len({p.row for p in self.problems})

    def summary(self) -> str:
        """One line: how many rows were read, valid and imported."""
        return (
            f"{self.total} rows read, {len(self.valid)} valid, "
            f"{len(self.problems)} problems, {self.imported} cards imported into {self.deck!r}"
        )

    def lines(self) -> list[str]:
        """The problems, one per line, then the summary."""
        return [str(p) for p in self.problems] + [self.summary()]


# ---------------------------------------------------------------------------------------------
# reading files


def read_csv_rows(text: str) -> tuple[list[str], list[dict[str, str]]]:
    """Parse CSV text (comma, semicolon or tab separated; a BOM is dropped) into header and rows."""
    text = text.removeprefix("\ufeff")
    first = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    records = [r for r in reader]
    if not records:
        return [], []
    header = [h.strip().lower() for h in records[0]]
    rows: list[dict[str, str]] = []
    for record in records[1:]:
        if not any(cell.strip() for cell in record):
            rows.append({})  # keep numbering; an empty row is reported
            continue
        row = {header[i] if i < len(header) else f"#{i + 1}": v for i, v in enumerate(record)}
        rows.append(row)
    return header, rows


def read_json(text: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Parse the JSON deck format ``{"deck": {...}, "cards": [...]}`` (or a bare list of cards)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc}") from exc
    if isinstance(data, list):
        return {}, data
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise ValueError('a JSON deck is {"deck": {...}, "cards": [...]}')
    deck = data.get("deck") or {}
    if not isinstance(deck, dict):
        raise ValueError('"deck" must be an object')
    return deck, data["cards"]


# ---------------------------------------------------------------------------------------------
# validation


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return ""
    return str(value).strip()


def _number(value: Any, column: str, low: float, high: float) -> float:
    if isinstance(value, bool):
        raise ValueError("must be a number")
    if isinstance(value, (int, float)):
        number = float(value)
    else:
        text = _text(value)
        if "," in text and "." not in text:
            text = text.replace(",", ".")  # German decimal comma
        try:
            number = float(text)
        except ValueError:
            raise ValueError(f"{text!r} is not a number") from None
    if not math.isfinite(number):
        raise ValueError("must be a finite number")
    if not low <= number <= high:
        raise ValueError(f"{number:g} is outside {low:g}…{high:g}")
    return number


def _boolean(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = _text(value).lower()
    if text in TRUE_WORDS:
        return True
    if text in FALSE_WORDS:
        return False
    raise ValueError(f"{text!r} is not yes/no")


def _place_key(data: CardData) -> tuple[str, str]:
    if data.outline_wkt:
        try:
            return data.title.strip().lower(), parse_outline(data.outline_wkt).normalize().wkt
        except ValueError:
            return data.title.strip().lower(), data.outline_wkt
    return data.title.strip().lower(), f"{data.lat:.4f} {data.lon:.4f}"


def _validate_row(
    number: int, row: Mapping[str, Any], tolerance_km: float
) -> tuple[ValidatedRow | None, list[Problem]]:
    problems: list[Problem] = []

    def bad(column: str, message: str) -> None:
        problems.append(Problem(number, column, message))

    if not isinstance(row, Mapping):
        bad("", "a card must be an object with named fields")
        return None, problems
    if not any(_text(v) for v in row.values()):
        bad("", "the row is empty")
        return None, problems
    for column in row:
        if not isinstance(column, str) or (
            column not in CSV_COLUMNS and column not in IGNORED_COLUMNS
        ):
            bad(str(column), "unknown column")
        elif _CONTROL.search(_text(row[column])):
            # PostgreSQL refuses NUL in text, and no card needs a control character
            bad(column, "contains a control character")

    colour = _text(row.get("colour")).lower()
    colour = COLOUR_ALIASES.get(colour, colour)
    if colour not in COLOURS:
        bad("colour", f"must be one of {', '.join(COLOURS)}, not {colour!r}")
    title = _text(row.get("title"))
    if not title:
        bad("title", "a card needs a title")
    prompt_de, prompt_en = _text(row.get("prompt_de")), _text(row.get("prompt_en"))
    if not prompt_de and not prompt_en:
        bad("prompt_de", "a card needs a prompt text (prompt_de or prompt_en)")
    for column, limit in MAX_LENGTHS.items():
        if len(_text(row.get(column))) > limit:
            bad(column, f"longer than {limit} characters")

    lat = lon = None
    raw_lat, raw_lon = _text(row.get("lat")), _text(row.get("lon"))
    if raw_lat or raw_lon:
        try:
            lat = _number(row.get("lat"), "lat", -90, 90)
        except ValueError as exc:
            bad("lat", str(exc))
        try:
            lon = _number(row.get("lon"), "lon", -180, 180)
        except ValueError as exc:
            bad("lon", str(exc))
    outline = _text(row.get("outline_wkt")) or None
    if outline is not None:
        try:
            parse_outline(outline)
        except ValueError as exc:
            bad("outline_wkt", str(exc))
            outline = None
    if not (raw_lat or raw_lon) and _text(row.get("outline_wkt")) == "":
        bad("lat", "a card needs a point (lat and lon) or an outline (outline_wkt)")
    try:
        needs_review = _boolean(row.get("needs_review"))
    except ValueError as exc:
        bad("needs_review", str(exc))
        needs_review = False

    if problems:
        return None, problems
    solutions: list[str] = []
    try:
        solutions = [str(s) for s in compute_solutions(lat, lon, outline, tolerance_km)]
    except OffBoardError as exc:
        bad("outline_wkt" if outline else "lat", str(exc))
    except ValueError as exc:
        bad("outline_wkt" if outline else "lat", str(exc))
    if problems:
        return None, problems
    explanation = _text(row.get("explanation")) or None
    data = CardData(
        colour=colour,
        title=title,
        prompt_de=prompt_de,
        prompt_en=prompt_en,
        explanation=explanation,
        lat=lat,
        lon=lon,
        outline_wkt=outline,
        source=_text(row.get("source")) or None,
        author=_text(row.get("author")),
        needs_review=needs_review,
    )
    return ValidatedRow(number, data, tuple(solutions)), problems


def validate_rows(
    rows: Sequence[Mapping[str, Any]],
    *,
    tolerance_km: float = 2.0,
    first_row: int = 2,
    existing: Iterable[CardData] = (),
    header: Sequence[str] | None = None,
) -> ImportReport:
    """Validate rows without writing anything; ``existing`` cards count for duplicates."""
    report = ImportReport(total=len(rows))
    if header is not None and not any(h.strip() for h in header):
        report.problems.append(Problem(1, "", "the file is empty"))
        return report
    if header is not None:
        missing = [c for c in REQUIRED_COLUMNS if c not in header]
        if missing:
            report.problems.append(Problem(1, ", ".join(missing), "missing column"))
            return report
    if not rows:
        report.problems.append(Problem(first_row, "", "the file holds no cards"))
        return report
    if len(rows) > MAX_IMPORT_ROWS:
        report.problems.append(
            Problem(
                first_row,
                "",
                f"the file holds {len(rows)} rows; at most {MAX_IMPORT_ROWS} cards can be "
                "imported at once (split the file)",
            )
        )
        return report
    seen: dict[tuple[str, str], str] = {}
    for data in existing:
        if data.lat is not None or data.outline_wkt:
            seen[_place_key(data)] = "a card already in the deck"
    for offset, row in enumerate(rows):
        number = first_row + offset
        valid, problems = _validate_row(number, row, tolerance_km)
        report.problems.extend(problems)
        if valid is None:
            continue
        key = _place_key(valid.data)
        if key in seen:
            report.problems.append(
                Problem(number, "title", f"duplicate (same title and place) of {seen[key]}")
            )
            continue
        seen[key] = f"row {number}"
        report.valid.append(valid)
    return report


# ---------------------------------------------------------------------------------------------
# import


def import_rows(
    session: Session,
    rows: Sequence[Mapping[str, Any]],
    deck_name: str,
    *,
    only_valid: bool = False,
    first_row: int = 2,
    header: Sequence[str] | None = None,
    deck_settings: Mapping[str, Any] | None = None,
    write: bool = True,
) -> ImportReport:
    """Validate rows and, if allowed, add them to deck ``deck_name`` (created if missing).

    Writes happen in ``session``; the caller's transaction makes the import all-or-nothing.
    With ``write=False`` only the report is made (a dry run, e.g. before asking the author).
    """
    settings = dict(deck_settings or {})
    deck = deck_by_name(session, deck_name)
    tolerance = float(settings.get("tolerance_km", 2.0)) if deck is None else deck.tolerance_km
    existing = [] if deck is None else [_data_of(c) for c in list_cards(session, deck_id=deck.id)]
    report = validate_rows(
        rows, tolerance_km=tolerance, first_row=first_row, existing=existing, header=header
    )
    report.deck = deck_name
    if (report.problems and not only_valid) or not write:
        return report
    if not report.valid:
        return report
    if deck is None:
        deck = create_deck(
            session,
            deck_name,
            language=str(settings.get("language", "de")),
            description=str(settings.get("description", "")),
            author=str(settings.get("author", "")),
            enabled=bool(settings.get("enabled", True)),
            tolerance_km=tolerance,
        )
    for valid in report.valid:
        add_card(session, deck, valid.data)
        report.imported += 1
    return report


def _data_of(card: Card) -> CardData:
    from geoquiz.db.repository import card_data

    return card_data(card)


def import_file(
    db: Database,
    path: Path,
    deck_name: str | None = None,
    *,
    only_valid: bool = False,
    write: bool = True,
) -> ImportReport:
    """Import a CSV or JSON file into a deck (default: the JSON's deck name or the file's stem).

    ``write=False`` validates only. A file that is not UTF-8 or not valid JSON raises ValueError.
    """
    size = path.stat().st_size
    if size > MAX_IMPORT_BYTES:
        raise ValueError(
            f"{path.name} is {size / 1e6:.0f} MB; at most {MAX_IMPORT_BYTES / 1e6:.0f} MB "
            "can be imported at once"
        )
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # A German spreadsheet program saves "CSV" as Windows-1252 unless told otherwise; such a
        # file is read as that (it has no control characters). Anything else is refused.
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError:
            raise ValueError(f"{path.name} is not UTF-8 text") from exc
        if _CONTROL.search(text):
            raise ValueError(f"{path.name} is not UTF-8 text") from exc
    with db.session() as session:
        if path.suffix.lower() == ".json":
            settings, cards = read_json(text)
            name = deck_name or _text(settings.get("name")) or path.stem
            report = import_rows(
                session,
                cards,
                name,
                only_valid=only_valid,
                first_row=1,
                deck_settings=settings,
                write=write,
            )
        else:
            header, rows = read_csv_rows(text)
            report = import_rows(
                session,
                rows,
                deck_name or path.stem,
                only_valid=only_valid,
                header=header,
                write=write,
            )
    return report


def load_deck_dir(db: Database, folder: Path) -> int:
    """Load a shipped deck folder (deck.json + *.csv) unless a deck of that name exists.

    Returns the number of cards loaded. A shipped file with a problem is a bug: ValueError.
    """
    settings = json.loads((folder / "deck.json").read_text(encoding="utf-8"))
    name = settings["name"]
    loaded = 0
    with db.session() as session:
        if deck_by_name(session, name) is not None:
            return 0
        for csv_path in sorted(folder.glob("*.csv")):
            header, rows = read_csv_rows(csv_path.read_text(encoding="utf-8"))
            report = import_rows(session, rows, name, header=header, deck_settings=settings)
            if not report.ok:
                raise ValueError(f"shipped deck {csv_path}: " + "; ".join(report.lines()[:5]))
            loaded += report.imported
    return loaded


# ---------------------------------------------------------------------------------------------
# export


def _row_of(card: Card) -> dict[str, Any]:
    return {
        "colour": card.colour,
        "title": card.title,
        "prompt_de": card.prompt_de,
        "prompt_en": card.prompt_en,
        "explanation": card.explanation or "",
        "lat": "" if card.lat is None else f"{card.lat:.5f}",
        "lon": "" if card.lon is None else f"{card.lon:.5f}",
        "outline_wkt": card.outline_wkt or "",
        "source": card.source or "",
        "author": card.author,
        "needs_review": "yes" if card.needs_review else "no",
        "solutions": "; ".join(str(s) for s in solutions_of(card)),
    }


def _deck_cards(session: Session, deck: Deck | None) -> list[Card]:
    return list_cards(session, deck_id=None if deck is None else deck.id)


def export_csv(session: Session, deck: Deck | None = None) -> str:
    """Return the cards of a deck (or all decks) as CSV text."""
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=list(CSV_COLUMNS), lineterminator="\n")
    writer.writeheader()
    for card in _deck_cards(session, deck):
        writer.writerow(_row_of(card))
    return out.getvalue()


def _deck_meta(deck: Deck) -> dict[str, Any]:
    return {
        "name": deck.name,
        "language": deck.language,
        "description": deck.description,
        "author": deck.author,
        "enabled": deck.enabled,
        "tolerance_km": deck.tolerance_km,
    }


def export_json(session: Session, deck: Deck) -> str:
    """Return a deck in the JSON format: ``{"deck": {...}, "cards": [...]}``."""
    cards = []
    for card in _deck_cards(session, deck):
        row = _row_of(card)
        row["lat"], row["lon"] = card.lat, card.lon
        row["needs_review"] = card.needs_review
        row["outline_wkt"] = card.outline_wkt
        row["explanation"] = card.explanation
        row["source"] = card.source
        row["solutions"] = [str(s) for s in solutions_of(card)]
        cards.append(row)
    return json.dumps({"deck": _deck_meta(deck), "cards": cards}, ensure_ascii=False, indent=1)


def export_geojson(session: Session, deck: Deck | None = None) -> str:
    """Return cards as a GeoJSON FeatureCollection (outline if any, else the point; EPSG:4326)."""
    import shapely

    features = []
    for card in _deck_cards(session, deck):
        if card.outline_wkt:
            geometry = json.loads(shapely.to_geojson(parse_outline(card.outline_wkt)))
        else:
            geometry = {"type": "Point", "coordinates": [card.lon, card.lat]}
        properties = _row_of(card)
        properties.pop("outline_wkt")
        properties.update(
            id=card.id,
            deck=card.deck.name,
            lat=card.lat,
            lon=card.lon,
            needs_review=card.needs_review,
            solutions=[str(s) for s in solutions_of(card)],
        )
        features.append({"type": "Feature", "geometry": geometry, "properties": properties})
    return json.dumps({"type": "FeatureCollection", "features": features}, ensure_ascii=False)
