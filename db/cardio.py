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

import io
import json
import math
import os
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from geoquiz.db import cards, csv_safe, repository
from geoquiz.db.card_files import (
    MAX_IMPORT_ROWS,
    read_csv_rows,
    read_json,
)
from geoquiz.db.cards import CARD_COLUMNS, CardData, Problem
from geoquiz.db.cards import CONTROL as _CONTROL
from geoquiz.db.models import Card, Deck
from geoquiz.db.repository import (
    add_card,
    create_deck,
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
    "load_deck_into",
    "read_csv_rows",
    "read_json",
    "validate_rows",
    "write_export",
]

#: the card fields, then the solutions an export writes (an import recomputes them)
CSV_COLUMNS: tuple[str, ...] = (*CARD_COLUMNS, "solutions")
REQUIRED_COLUMNS = ("colour", "title")
IGNORED_COLUMNS = ("solutions", "id", "deck")
#: A file larger than this is refused before it is read into memory.
MAX_IMPORT_BYTES = 50_000_000


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
# validation (one rule set: db.cards)


def _text(value: Any) -> str:
    if value is None or not isinstance(value, (str, int, float)) or isinstance(value, bool):
        return ""
    if isinstance(value, float) and math.isnan(value):
        return ""
    return str(value).strip()


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
    data, problems = cards.parse(row, row=number, extra_columns=IGNORED_COLUMNS)
    if data is None:
        return None, problems
    try:
        solutions = compute_solutions(data.lat, data.lon, data.outline_wkt, tolerance_km)
    except (OffBoardError, ValueError) as exc:
        column = "outline_wkt" if data.outline_wkt else "lat"
        return None, [Problem(number, column, str(exc))]
    return ValidatedRow(number, data, tuple(str(s) for s in solutions)), []


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
    deck = session.scalars(
        select(Deck).where(Deck.name == deck_name.strip()).with_for_update()
    ).one_or_none()  # concurrent imports into one deck wait here (SQLite: BEGIN IMMEDIATE)
    checked, deck_problems = cards.parse_deck(deck_settings or {}, name=deck_name)
    tolerance = deck.tolerance_km if deck is not None else 2.0
    if checked is not None and deck is None:
        tolerance = checked.tolerance_km
    existing = [] if deck is None else [_data_of(c) for c in list_cards(session, deck_id=deck.id)]
    report = validate_rows(
        rows, tolerance_km=tolerance, first_row=first_row, existing=existing, header=header
    )
    report.problems[:0] = deck_problems
    report.deck = deck_name
    if deck_problems or (report.problems and not only_valid) or not write:
        return report
    if not report.valid:
        return report
    if deck is None:
        assert checked is not None
        deck = create_deck(
            session,
            checked.name,
            language=checked.language,
            description=checked.description,
            author=checked.author,
            enabled=checked.enabled,
            tolerance_km=checked.tolerance_km,
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
    A GeoJSON file (an exported deck among them) is read by the one GeoJSON reader, the GIS
    import (:func:`geoquiz.db.gis_import.import_gis`: properties ``title``, ``colour``, the
    prompts and the explanation become the card, the geometry its point or outline).
    """
    from geoquiz.db.gis_import import import_gis, is_gis_file

    if path.suffix.lower() in (".json", ".geojson") and is_gis_file(path):
        return import_gis(db, path, deck_name, only_valid=only_valid, write=write)
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
    if path.suffix.lower() in (".json", ".geojson"):
        settings, rows = read_json(text)
        name = deck_name or _text(settings.get("name")) or path.stem
        header = None
        first_row = 1
    else:
        header, rows = read_csv_rows(text)
        settings, name, first_row = {}, deck_name or path.stem, 2
    with db.session() as session:
        report = import_rows(
            session,
            rows,
            name,
            only_valid=only_valid,
            first_row=first_row,
            header=header,
            deck_settings=settings,
            write=write,
        )
    return report


def load_deck_into(session: Session, folder: Path) -> int:
    """Load a shipped deck folder (deck.json + *.csv) in ``session`` unless its deck exists.

    Returns the number of cards loaded. A shipped file with a problem is a bug: ValueError.
    """
    settings = json.loads((folder / "deck.json").read_text(encoding="utf-8"))
    name = settings["name"]
    if repository.deck_by_name(session, name) is not None:
        return 0
    loaded = 0
    for csv_path in sorted(folder.glob("*.csv")):
        header, rows = read_csv_rows(csv_path.read_text(encoding="utf-8"))
        report = import_rows(session, rows, name, header=header, deck_settings=settings)
        if not report.ok:
            raise ValueError(f"shipped deck {csv_path}: " + "; ".join(report.lines()[:5]))
        loaded += report.imported
    return loaded


def load_deck_dir(db: Database, folder: Path) -> int:
    """Load a shipped deck folder in one transaction of ``db`` (see :func:`load_deck_into`)."""
    with db.session() as session:
        return load_deck_into(session, folder)


# ---------------------------------------------------------------------------------------------
# export


def _row_of(card: Card) -> dict[str, Any]:
    return {
        "colour": card.colour,
        "title": card.title,
        "prompt_de": card.prompt_de,
        "prompt_en": card.prompt_en,
        "prompt_da": card.prompt_da,
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
    """Return the cards of a deck (or all decks) as CSV text.

    Rows end in CRLF (RFC 4180). The file is opened in spreadsheets as often as it is imported
    again, so it is written by :func:`geoquiz.db.csv_safe.writer`: every cell quoted, and a
    ``'`` before each piece of a cell that a spreadsheet could run as a formula in any separator
    convention (``=…`` at the start, ``;=…`` or ``,@…`` inside); :func:`read_csv_rows` takes
    exactly those away again, so a card titled ``=Minden`` comes back identical.
    """
    out = io.StringIO(newline="")
    writer = csv_safe.writer(out, CSV_COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for card in _deck_cards(session, deck):
        writer.writerow(_row_of(card))
    return out.getvalue()


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def write_export(path: Path, text: str, *, database: Path | None = None) -> None:
    """Write an export to ``path`` atomically: a temporary file next to it, then a rename.

    The old file stays whole until the new one is complete (a full disk leaves it untouched and
    removes the fragment). Writing onto the database ``database`` (or its ``-wal``/``-shm``/backup
    files) or onto any other SQLite file raises ValueError and touches nothing.
    """
    path = Path(path)
    if database is not None:
        guarded = [database] + [
            database.with_name(database.name + suffix) for suffix in ("-wal", "-shm", "-journal")
        ]
        if any(_same_file(path, g) or path.absolute() == g.absolute() for g in guarded) or (
            path.name.startswith(database.name + ".backup-")
        ):
            raise ValueError(f"{path} is the card database; export to another file")
    if path.is_file():
        with path.open("rb") as fh:
            if fh.read(16) == b"SQLite format 3\x00":
                raise ValueError(f"{path} is a database file; export to another file")
    folder = path.absolute().parent
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if path.exists():
            try:
                os.chmod(tmp, path.stat().st_mode & 0o777)
            except OSError:
                pass
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


#: what a JSON export says of its deck (an import reads the same keys)
DECK_FIELDS = ("name", "language", "description", "author", "enabled", "tolerance_km")


def _deck_meta(deck: Deck) -> dict[str, Any]:
    return {name: getattr(deck, name) for name in DECK_FIELDS}


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
